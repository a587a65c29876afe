"""A campaign's and a merge's output folder under faults of the disk (issue 42).

A full disk (a 256 KiB tmpfs), a read-only folder (a read-only bind mount: root ignores
permission bits), an --out that is a file, a merge killed half way or told to write into
one of its inputs. What a user relies on each time: one line saying what went wrong and
where, an exit status that claims nothing (2, `python -m fuzz campaign --help`), nothing
half written, the work saved before kept, and the same command resuming once the fault is
gone. The tests that mount skip when not run as root.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fuzz import __main__ as cli
from fuzz.campaign import CampaignSpec, run_campaign
from fuzz.fake_backends import environment, installed

ROOT = Path(__file__).resolve().parents[1]
FAKES = environment("wrong", "exact")
# 40 examples of `wrong` file about 36 findings, over a megabyte: more than the tmpfs holds
COUNT = 40


def _mount(*args: str) -> None:
    subprocess.run(["mount", *args], check=True, capture_output=True, text=True)


def _needs_mount() -> None:
    if os.geteuid() != 0:
        pytest.skip("needs root, to mount a tmpfs or a read-only bind mount")


@pytest.fixture
def small_disk(tmp_path) -> Iterator[Path]:
    """A folder on a 256 KiB tmpfs: a disk that fills after a few findings."""
    _needs_mount()
    disk = tmp_path / "disk"
    disk.mkdir()
    try:
        _mount("-t", "tmpfs", "-o", "size=256k", "tmpfs", str(disk))
    except (OSError, subprocess.CalledProcessError) as e:
        pytest.skip(f"cannot mount a tmpfs here: {getattr(e, 'stderr', e)}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


@pytest.fixture
def read_only(tmp_path) -> Iterator[callable]:
    """read_only(folder): bind-mount `folder` read-only over itself (undone at the end)."""
    _needs_mount()
    mounted = []

    def make(folder: Path) -> None:
        try:
            _mount("--bind", str(folder), str(folder))
            mounted.append(folder)
            _mount("-o", "remount,ro,bind", str(folder))
        except (OSError, subprocess.CalledProcessError) as e:
            pytest.skip(f"cannot bind-mount read-only here: {getattr(e, 'stderr', e)}")

    yield make
    for folder in reversed(mounted):
        subprocess.run(["umount", "-l", str(folder)], check=False)


def _campaign(out: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "fuzz", "campaign", "--seed", "3", "--shrink-time", "0"]
    env = {**os.environ, "UOPCHECK_EXTRA_BACKENDS": FAKES}
    return subprocess.run(
        [*command, *args, "--out", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _assert_one_clear_error(run: subprocess.CompletedProcess, *words: str) -> str:
    """Exit 2, no traceback, and one `error:` line naming each of `words`."""
    output = run.stdout + run.stderr
    assert run.returncode == 2, output
    assert "Traceback" not in output, output
    [line] = [line for line in run.stderr.splitlines() if "error:" in line]
    for word in words:
        assert word in line, line
    return line


def _leftovers(out: Path) -> list[Path]:
    """Temporary files and folders (dot names but the lock) under `out`."""
    return [p for p in out.rglob(".*") if p.name != ".lock"]


def _done(out: Path) -> set[int]:
    state = json.loads((out / "state.json").read_text())
    return {i for a, b in state["done"] for i in range(a, b + 1)}


# --- a full disk ------------------------------------------------------------------------------


def test_a_full_disk_ends_the_campaign_keeping_its_work(small_disk):
    out = small_disk / "out"
    run = _campaign(out, "--backends", "wrong", "--count", str(COUNT))
    # today: an OSError traceback, exit 1, temp files, no state.json
    _assert_one_clear_error(run, str(out), "ENOSPC")
    assert _leftovers(out) == [], "temporary files left on the full disk"
    done = _done(out)  # the last good state, whole
    findings = {
        json.loads(report.read_text())["example"]
        for report in (out / "findings").glob("*/report.json")
    }
    assert findings, "the disk must have taken some findings before it filled"
    assert done == set(range(len(done))), "the state keeps every example before the failure"
    # the example in flight may have its finding on disk and not in the state, which could
    # not be written after it: the resume checks it again and knows the finding
    in_flight = len(done)
    assert findings <= done | {in_flight}, "examples whose findings are on disk were lost"

    _mount("-o", "remount,size=64m", str(small_disk))  # space freed
    run = _campaign(out, "--backends", "wrong", "--count", str(COUNT))
    assert run.returncode == 0, run.stdout + run.stderr
    summary = json.loads((out / "report.json").read_text())
    assert summary["examples"] == COUNT and summary["examples_this_run"] == COUNT - len(done)
    signatures = [f["signature"] for f in summary["findings"]]
    assert len(signatures) == len(set(signatures)), "a finding filed twice after the resume"
    assert _leftovers(out) == []


def test_a_full_disk_leaves_no_temporary_file_behind(tmp_path, monkeypatch):
    """Also without root: the disk fills while a finding is written (a write fails)."""
    from fuzz import findings as findings_module

    real_save_inputs = findings_module.save_inputs
    calls = []

    def save_inputs_on_a_disk_that_fills(path, args):
        calls.append(path)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return real_save_inputs(path, args)

    monkeypatch.setattr(findings_module, "save_inputs", save_inputs_on_a_disk_that_fills)
    out = tmp_path / "out"
    with installed(FAKES):
        code = cli.main(
            ["campaign", "--backends", "wrong", "--count", "8", "--seed", "3"]
            + ["--shrink-time", "0", "--out", str(out)]
        )
    assert code == 2
    assert _leftovers(out) == [], "the half-written finding folder is left"
    assert len(list((out / "findings").iterdir())) == 2  # the two written before
    findings = {json.loads(r.read_text())["example"] for r in out.glob("findings/*/report.json")}
    assert findings <= _done(out)


def test_what_a_killed_campaign_half_wrote_is_removed_not_counted(tmp_path):
    """A kill between writing a finding's files and renaming its folder into place leaves a
    `.tmp-*` folder with a report.json: the resume deletes it and does not count it (today
    it is counted as a finding, so the report lists more findings than there are)."""
    out = tmp_path / "out"
    with installed(FAKES):
        run_campaign(CampaignSpec(out, seed=3, count=2, backends=["wrong"], shrink_time=0))
        some = next(p for p in (out / "findings").iterdir())
        half = out / "findings" / ".tmp-killed"
        half.mkdir()
        report = json.loads((some / "report.json").read_text())
        report["signature"] = "mismatch|wrong/native|half-written|-"
        (half / "report.json").write_text(json.dumps(report))
        (out / ".state.json.killed").write_text("{")
        summary = run_campaign(
            CampaignSpec(out, seed=3, count=2, backends=["wrong"], shrink_time=0)
        )
    assert "mismatch|wrong/native|half-written|-" not in [
        f["signature"] for f in summary["findings"]
    ]
    assert _leftovers(out) == []


# --- a read-only folder, a file ---------------------------------------------------------------


def test_a_read_only_out_is_a_clear_error(tmp_path, read_only):
    out = tmp_path / "out"
    first = _campaign(out, "--backends", "exact", "--count", "2")
    assert first.returncode == 0, first.stdout + first.stderr
    state = (out / "state.json").read_text()
    read_only(out)
    run = _campaign(out, "--backends", "exact", "--count", "4")  # today: traceback, exit 1
    _assert_one_clear_error(run, str(out), "EROFS")
    assert (out / "state.json").read_text() == state

    empty = tmp_path / "empty"
    empty.mkdir()
    read_only(empty)
    run = _campaign(empty, "--backends", "exact", "--count", "2")
    _assert_one_clear_error(run, str(empty), "EROFS")


def test_an_out_that_is_a_file_is_a_clear_error(tmp_path):
    out = tmp_path / "a-file"
    out.write_text("not a campaign folder\n")
    run = _campaign(out, "--backends", "exact", "--count", "2")  # today: FileExistsError, 1
    _assert_one_clear_error(run, str(out), "not a folder")
    assert out.read_text() == "not a campaign folder\n"
    run = _campaign(out / "below", "--backends", "exact", "--count", "2")
    _assert_one_clear_error(run, str(out), "ENOTDIR")


# --- merge: all or nothing, never into its inputs --------------------------------------------


@pytest.fixture(scope="module")
def shards(tmp_path_factory) -> list[Path]:
    """Two shards of one `wrong` campaign, each with findings of its own."""
    root = tmp_path_factory.mktemp("shards")
    with installed(FAKES):
        for k in range(2):
            spec = CampaignSpec(
                root / f"s{k}", seed=3, count=12, shard=(k, 2), backends=["wrong"], shrink_time=0
            )
            run_campaign(spec)
    return [root / "s0", root / "s1"]


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


# merge in a subprocess that stops for good at its second folder copy, after writing `marker`
MERGE_THAT_STALLS = """
import shutil, sys, time
from pathlib import Path
from fuzz.merge import merge
copy, copies = shutil.copytree, []
def stalling_copy(*args, **kwargs):
    copies.append(args)
    if len(copies) == 2:
        Path(sys.argv[1]).write_text("copying")
        time.sleep(600)
    return copy(*args, **kwargs)
shutil.copytree = stalling_copy
merge([Path(p) for p in sys.argv[3:]], Path(sys.argv[2]))
"""


def _merge_killed_half_way(out: Path, inputs: list[Path], tmp_path: Path) -> None:
    marker = tmp_path / "copying"
    marker.unlink(missing_ok=True)
    command = [sys.executable, "-c", MERGE_THAT_STALLS, str(marker), str(out), *map(str, inputs)]
    process = subprocess.Popen(command, cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            assert process.poll() is None, "the merge ended before its second copy"
            assert time.monotonic() < deadline, "the merge never reached its second copy"
            time.sleep(0.05)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()


def test_a_merge_killed_half_way_leaves_out_as_it_was(shards, tmp_path):
    merged = tmp_path / "merged"
    assert cli.main(["merge", str(shards[0]), "--out", str(merged)]) == 0
    before = _snapshot(merged)
    _merge_killed_half_way(merged, shards, tmp_path)
    assert _snapshot(merged) == before  # today: shard 1's first finding, the old report

    fresh = tmp_path / "fresh"
    _merge_killed_half_way(fresh, shards, tmp_path)
    assert not fresh.exists()  # today: a findings folder and no report

    def temporary() -> set[str]:
        return {p.name for p in tmp_path.iterdir() if p.name.startswith(".")}

    killed = temporary()
    assert len(killed) == 2  # the killed merges' work, beside --out (docs: to delete)
    assert cli.main(["merge", *map(str, shards), "--out", str(merged)]) == 0
    summary = json.loads((merged / "report.json").read_text())
    assert summary["examples"] == 12
    expected = {
        json.loads(r.read_text())["signature"]
        for shard in shards
        for r in shard.glob("findings/*/report.json")
    }
    assert {f["signature"] for f in summary["findings"]} == expected
    assert all(Path(f["path"]).parent == merged / "findings" for f in summary["findings"])
    assert temporary() == killed  # a merge that ends leaves nothing of its own beside --out


def test_a_merge_into_one_of_its_inputs_is_refused(shards, tmp_path, capsys):
    before = [_snapshot(shard) for shard in shards]
    for out in (shards[0], shards[1] / "findings", shards[0].parent):
        # today: accepted, and S0 is left neither a campaign folder nor a merge
        assert cli.main(["merge", *map(str, shards), "--out", str(out)]) == 2, out
        [line] = capsys.readouterr().err.splitlines()
        assert "merge: error:" in line and str(out) in line, line
    assert [_snapshot(shard) for shard in shards] == before

    mine = tmp_path / "my-folder"
    mine.mkdir()
    (mine / "notes.txt").write_text("mine\n")
    assert cli.main(["merge", *map(str, shards), "--out", str(mine)]) == 2
    assert "no earlier merge's output" in capsys.readouterr().err
    assert (mine / "notes.txt").read_text() == "mine\n"


def test_a_campaign_of_backends_none_of_which_runs_here_is_refused_at_once(tmp_path):
    """`--backends tvm,tvm-sched` where TVM's entry points were not installed ran 30 minutes
    of the reference backend alone and found nothing; it is refused before the first kernel,
    saying why each backend does not run."""
    command = [sys.executable, "-m", "fuzz", "campaign", "--backends", "nosuch,nosuch-sched"]
    command += ["--time", "60", "--out", str(tmp_path / "run")]
    began = time.monotonic()
    proc = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "none of the selected backends runs here" in proc.stderr
    assert "nosuch: unknown backend 'nosuch'" in proc.stderr
    assert time.monotonic() - began < 30  # not the budget: at once
