"""tools/bench.py measures what it says it measures.

Only what a wrong measurement would misreport is checked, never a timing: bench is a
measurement tool, and its figures are read in review, not asserted.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tools import bench

# A process that starts a child spinning for half a CPU-second and exits without waiting for
# it: what a campaign does with its fork server's workers. The rusage of waited-for children
# never sees the spinning process.
SPIN_IN_AN_UNWAITED_CHILD = """
import os, subprocess, sys
r, w = os.pipe()
spin = (
    "import os, time\\n"
    "end = time.process_time() + 0.5\\n"
    "while time.process_time() < end: pass\\n"
    f"os.write({w}, b'x')"
)
subprocess.Popen([sys.executable, "-c", spin], pass_fds=[w])
os.close(w)
os.read(r, 1)  # it has spun; it is never waited for
"""


@pytest.mark.skipif(not Path("/proc/stat").exists(), reason="no /proc/stat on this system")
def test_suite_cpu_seconds_count_processes_nobody_waits_for():
    """bench's suite CPU figure counted only waited-for processes: ~20 % of a suite run
    (campaign workers, their compilers) was missing from it."""
    before = bench.cpu_seconds()
    subprocess.run([sys.executable, "-c", SPIN_IN_AN_UNWAITED_CHILD], check=True, timeout=60)
    assert bench.cpu_seconds() - before >= 0.4


def test_suite_and_campaign_runs_alternate_between_the_trees_and_reach_the_json(
    tmp_path, monkeypatch
):
    """A tree measured after the other for minutes took the machine's drift alone: in one
    run this tree's campaigns were all 5-17 % slower than the baseline's, and an A/B of the
    same two trees taken in turns showed no difference. The figures were missing from
    --json, too."""
    runs = []

    def fake_run(tree, command, cache=None):
        runs.append(tree.name)
        if "fuzz" in command:
            out = Path(command[command.index("--out") + 1])
            out.mkdir(parents=True)
            (out / "report.json").write_text(json.dumps({"kernels_per_second": len(runs)}))
        return subprocess.CompletedProcess(command, 0, stdout="12 passed", stderr="")

    monkeypatch.setattr(bench, "_run_in", fake_run)
    # bench.main points $UOPCHECK_CACHE at a directory of its own: undone after the test,
    # or this process's later tests would compile everything into a fresh cache
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(bench, "default_backends", lambda: ["c", "x86"])
    monkeypatch.setattr(bench, "baseline_columns", lambda columns, revision, tree: [])
    made = iter(range(100))
    monkeypatch.setattr(bench.tempfile, "mkdtemp", lambda prefix: str(tmp_path / str(next(made))))
    out = tmp_path / "bench.json"
    argv = ["--kernels", "none", "--suite", "--fuzz", "1", "--baseline", "REV", "--json", str(out)]
    assert bench.main(argv) == 0
    here = bench.REPO.name
    # the suite: conformance/ cold, then warm, then tests/ (which only this tree has)
    assert runs[:5] == [here, "tree", "tree", here, here]
    assert runs[5:] == [here, "tree", "tree", here, here, "tree"]  # campaigns: all, c, x86
    document = json.loads(out.read_text())
    assert document["suite"]["REV"]["warm"]["passed"] == 12
    assert "tests" in document["suite"]["this tree"] and "tests" not in document["suite"]["REV"]
    assert document["fuzz_kernels_per_s"]["this tree"] == {"all": 6, "c": 9, "x86": 10}


def test_fuzz_backends_names_the_campaigns(tmp_path, monkeypatch):
    """--fuzz-backends replaces the default campaigns (all, then each default backend) by one
    campaign per list, each given its list as --backends."""
    asked = []

    def fake_run(tree, command, cache=None):
        asked.append(command[command.index("--backends") + 1] if "--backends" in command else "")
        out = Path(command[command.index("--out") + 1])
        out.mkdir(parents=True)
        (out / "report.json").write_text(json.dumps({"kernels_per_second": 2.5 * len(asked)}))
        return subprocess.CompletedProcess(command, 0, stdout="", stderr="")

    monkeypatch.setattr(bench, "_run_in", fake_run)
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path / "cache"))
    made = iter(range(100))
    monkeypatch.setattr(bench.tempfile, "mkdtemp", lambda prefix: str(tmp_path / str(next(made))))
    out = tmp_path / "bench.json"
    lists = ["c,llvm,x86", "tinygrad-x86,tinygrad-x86-opt"]
    argv = ["--kernels", "none", "--fuzz", "1", "--json", str(out)]
    argv += [arg for backends in lists for arg in ("--fuzz-backends", backends)]
    assert bench.main(argv) == 0
    assert asked == lists
    figures = json.loads(out.read_text())["fuzz_kernels_per_s"]["this tree"]
    assert figures == {"c,llvm,x86": 2.5, "tinygrad-x86,tinygrad-x86-opt": 5.0}


def test_fuzz_backends_without_fuzz_is_an_error(capsys, monkeypatch, tmp_path):
    """Without --fuzz no campaign runs: the lists would be ignored without a word."""
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path / "cache"))  # main sets its own
    with pytest.raises(SystemExit) as exit_:
        bench.main(["--kernels", "none", "--fuzz-backends", "c,llvm,x86"])
    assert exit_.value.code == 2
    assert "--fuzz-backends needs --fuzz SECONDS" in capsys.readouterr().err
