"""tools/mutate.py's campaign-only mode, on a tiny stand-in checkout (no real campaign runs).

The stand-in tree has a `fuzz` package of its own whose `campaign` writes finding folders the
way a real campaign does (a dot-named folder renamed into place) and whose `replay` reproduces
a finding from what the tree it runs in contains: `refimpl/bug.py` says whether the tree is
mutated. So the tests see which tree's code each step ran with, whether a finding that also
reproduces without the mutation is refused as a kill, and whether stopping the campaign early
leaves no process behind — including one the campaign started in a session of its own, and
a campaign deaf to SIGINT and SIGTERM.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tools import mutate

FAKE_FUZZ = textwrap.dedent(
    '''
    """Stand-in for uopcheck's fuzz CLI: campaign and replay, driven by refimpl/bug.py."""
    import json, os, signal, subprocess, sys, time
    from pathlib import Path

    TREE = Path(__file__).resolve().parents[1]


    def mutated():
        return "BUGGY = True" in (TREE / "refimpl" / "bug.py").read_text()


    def write_finding(out, name, signature):
        tmp = out / "findings" / f".tmp-{name}"
        tmp.mkdir(parents=True)
        (tmp / "report.json").write_text(json.dumps({"signature": signature}))
        tmp.rename(out / "findings" / name)


    def option(name):
        return sys.argv[sys.argv.index(name) + 1]


    if sys.argv[1] == "replay":
        signature = json.loads((Path(sys.argv[2]) / "report.json").read_text())["signature"]
        still = signature.startswith("known") or (signature.startswith("bug") and mutated())
        sys.exit(1 if still else 0)
    out = Path(option("--out"))
    sleeper = [sys.executable, "-c", "import time; time.sleep(60)"]
    children = [subprocess.Popen(sleeper), subprocess.Popen(sleeper, start_new_session=True)]
    with open(os.environ["FAKE_PIDS"], "a") as pids:
        pids.write(" ".join(str(p) for p in [os.getpid()] + [c.pid for c in children]) + " ")
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # only SIGKILL stops this campaign
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    write_finding(out, "known", "known|fake/native|add|i32")
    write_finding(out, "flaky", "flaky|fake/native|add|i32")
    write_finding(out, "elsewhere", "bug|other/native|add|i32")
    time.sleep(0.5)
    if mutated():
        write_finding(out, "bug", "bug|fake/native|add|i32")
    time.sleep(float(option("--time")))
    '''
)


@pytest.fixture
def tiny_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    tree = tmp_path / "tiny"
    (tree / "fuzz").mkdir(parents=True)
    (tree / "fuzz" / "__init__.py").write_text("")
    (tree / "fuzz" / "__main__.py").write_text(FAKE_FUZZ)
    (tree / "refimpl").mkdir()
    (tree / "refimpl" / "bug.py").write_text("BUGGY = False\n")
    monkeypatch.setenv("FAKE_PIDS", str(tmp_path / "pids"))
    monkeypatch.setattr(mutate, "STOP_GRACE", 0.5)
    monkeypatch.setattr(mutate, "POLL_INTERVAL", 0.1)
    flip = ("refimpl/bug.py", "BUGGY = False")
    monkeypatch.setattr(
        mutate,
        "MUTANTS",
        [
            mutate.Mutant("fake-bug", *flip, "BUGGY = True", "", "fake"),
            mutate.Mutant("fake-harmless", *flip, "BUGGY = 0", "", "fake"),  # still false
            mutate.Mutant("fake-stale", "refimpl/bug.py", "NOT THERE", "", "", "fake"),
        ],
    )
    return tree


def started_pids(tmp_path: Path) -> list[int]:
    path = tmp_path / "pids"
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def alive(pid: int) -> bool:
    """Running, not a zombie waiting for its parent to reap it."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def run_tool(tmp_path: Path, *args: str) -> tuple[int, dict]:
    report = tmp_path / "mutate.json"
    try:
        status = mutate.main(["--campaign-only", *args, "--json", str(report)])
    finally:
        for pid in started_pids(tmp_path):  # what a failing stop would have left
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
    return status, json.loads(report.read_text())


def test_a_finding_that_reproduces_unmutated_is_no_kill(tiny_tree: Path, tmp_path: Path):
    mutated = mutate.copy_tree(tiny_tree, tmp_path / "mutated")
    assert mutate.apply(mutate.MUTANTS[0], mutated)
    findings = tmp_path / "out" / "findings"
    cache = tmp_path / "cache"
    verdicts = {}
    for name, signature in [
        ("known", "known|fake/native|add|i32"),  # reproduces on both trees: a known bug
        ("bug", "bug|fake/native|add|i32"),  # only with the mutation
        ("flaky", "flaky|fake/native|add|i32"),  # on neither: not the mutant's doing
        ("elsewhere", "bug|other/native|add|i32"),
        ("fake-like", "bug|faker/native|fake|i32"),  # names "|fake" but not as its config
    ]:
        (findings / name).mkdir(parents=True)
        (findings / name / "report.json").write_text(json.dumps({"signature": signature}))
        verdicts[name] = mutate.judge_finding(
            findings / name, "fake", mutated, tiny_tree, cache, sys.executable
        )
    assert verdicts == {
        "known": "known (reproduces unmutated)",
        "bug": "kill",
        "flaky": "flaky (not replayed)",
        "elsewhere": "on another backend",
        "fake-like": "on another backend",
    }


def test_campaign_stops_at_the_kill_and_leaves_no_process(tiny_tree: Path, tmp_path: Path):
    started = time.monotonic()
    status, report = run_tool(
        tmp_path, "--tree", str(tiny_tree), "--only", "fake-bug", "--campaign-time", "60"
    )
    elapsed = time.monotonic() - started
    (result,) = report["results"]
    assert status == 0 and report["tree"] == str(tiny_tree.resolve())
    assert result["killed"] and result["signature"] == "bug|fake/native|add|i32"
    assert result["findings"]["known|fake/native|add|i32"] == "known (reproduces unmutated)"
    assert elapsed < 30, f"a 60 s campaign that killed at once took {elapsed:.0f} s"
    pids = started_pids(tmp_path)
    assert len(pids) == 3, "the fake campaign did not run"
    assert [pid for pid in pids if alive(pid)] == []
    assert result["left_behind"] == 1  # the child in its own session, found by the marker


def test_a_mutant_without_killing_finding_survives_the_whole_budget(
    tiny_tree: Path, tmp_path: Path
):
    status, report = run_tool(
        tmp_path,
        "--tree",
        str(tiny_tree),
        "--only",
        "fake-harmless",
        "--only",
        "fake-stale",
        "--campaign-time",
        "2",
        "--parallel",
        "2",
    )
    harmless, stale = report["results"]
    assert status == 1 and report["killed"] == 0 and report["total"] == 2
    assert not harmless["killed"] and harmless["seconds"] >= 2
    assert set(harmless["findings"].values()) == {
        "known (reproduces unmutated)",
        "flaky (not replayed)",
        "on another backend",
    }
    assert stale["stale"] and not stale["killed"]
    assert [pid for pid in started_pids(tmp_path) if alive(pid)] == []


def test_tree_must_be_a_checkout(tmp_path: Path):
    with pytest.raises(SystemExit) as exit_info:
        mutate.main(["--campaign-only", "--tree", str(tmp_path)])
    assert exit_info.value.code == 2


# The two signal lines: a process inherits an ignored or blocked SIGINT (a shell runs a
# background job with SIGINT ignored, and Python then installs no ^C handler; in the whole
# suite the tool's SIGINT went unanswered where it passed alone); a user pressing ^C at the
# tool's terminal has SIGINT's default, which is what this run restores.
INTERRUPTED_RUN = """
import signal
import sys
from pathlib import Path
from tools import mutate

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
signal.signal(signal.SIGINT, signal.default_int_handler)

mutate.STOP_GRACE, mutate.POLL_INTERVAL = 0.5, 0.1
flip = ("refimpl/bug.py", "BUGGY = False")
mutate.MUTANTS = [mutate.Mutant("fake-harmless", *flip, "BUGGY = 0", "", "fake")]
sys.exit(mutate.main(["--campaign-only", "--tree", sys.argv[1], "--campaign-time", "60"]))
"""


def one_of_its_threads(pid: int, main: bool) -> int:
    """The thread id a signal is sent to: a signal sent to a thread id reaches that thread
    (if it does not block it): the kernel may pick any thread of a process, not only the main."""
    if main:
        return pid
    return min(int(tid) for tid in os.listdir(f"/proc/{pid}/task") if int(tid) != pid)


@pytest.mark.parametrize("to_main_thread", [True, False], ids=["main-thread", "worker-thread"])
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_interrupting_the_tool_stops_its_campaigns(
    tiny_tree: Path, tmp_path: Path, signum, to_main_thread
):
    tool = subprocess.Popen(
        [sys.executable, "-c", INTERRUPTED_RUN, str(tiny_tree)],
        cwd=mutate.ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while len(started_pids(tmp_path)) < 3 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(started_pids(tmp_path)) == 3, "the fake campaign did not start"
        started = time.monotonic()
        os.kill(one_of_its_threads(tool.pid, to_main_thread), signum)
        output, _ = tool.communicate(timeout=30)
        assert tool.returncode != 0, output
        assert time.monotonic() - started < 15, "the tool waited for its campaign's budget"
        assert [pid for pid in started_pids(tmp_path) if alive(pid)] == []
    finally:
        if tool.poll() is None:
            tool.kill()
        for pid in started_pids(tmp_path):
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
