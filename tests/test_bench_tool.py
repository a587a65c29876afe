"""tools/bench.py measures what it says it measures.

Only what a wrong measurement would misreport is checked, never a timing: bench is a
measurement tool, and its figures are read in review, not asserted.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
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


# an 8-lane f32 multiply-add over 64 elements, with an f16 buffer and an integer one beside it
SCALE_X8 = """\
kernel bench_scale_x8(%out: f32[64], %x: f32[64], %h: f16[8], %n: i32[8])
  %i = range i32 8
    %base = mul i32 %i, 8
    %v = load f32x8 %x[%base]
    %y = mul f32x8 %v, %v
    %z = add f32x8 %y, %v
    store %out[%base], %z
  end %i
"""


def test_run_times_are_taken_on_finite_normal_floats_the_same_for_every_column(monkeypatch):
    """bench timed make_args's fuzzing inputs, whose subnormals cost a microcode assist per
    op on many CPUs: matmul256_4x8 in C took 69 ms on them and 8.5 ms on normal ones, and
    x86-v3/C of conv3x3 read 1.3 where it is 4.0. Every float buffer is now finite and
    normal (the edge values stay for --inputs fuzz and for the correctness check), one set
    of buffers for all the columns of the run."""
    kernel = bench.parse(SCALE_X8, "bench_scale_x8")
    timed = []

    def fake_medians(runners, args, samples):
        timed.append((list(runners), args))
        return {name: 1e-6 for name in runners}

    monkeypatch.setattr(bench, "interleaved_medians", fake_medians)
    columns = [bench.Column("c", "c", None), bench.Column("x86-v3", "x86", "x86-64-v3")]
    bench.bench_kernel(kernel, SCALE_X8, columns, samples=1)
    [(names, args)] = timed
    assert names == ["c", "x86-v3"]  # one Args for the whole interleaved run
    for name in ("out", "x", "h"):
        values = args.buffers[name].astype(np.float64)
        tiny = np.finfo(args.buffers[name].dtype).tiny
        assert np.isfinite(values).all() and (np.abs(values) >= tiny).all(), name
    assert (args.buffers["n"] == bench.make_args(kernel, 0).buffers["n"]).all()
    again = bench.timing_args(kernel, "normal")
    assert all((again.buffers[n] == b).all() for n, b in args.buffers.items())  # seeded
    fuzz = bench.timing_args(kernel, "fuzz").buffers["x"]
    assert not np.isfinite(fuzz).all() or (np.abs(fuzz) < np.finfo(np.float32).tiny).any()


def test_llvm_is_also_built_for_each_x86_target(monkeypatch):
    """The llvm column compiles for the host CPU (AVX-512 on the machines measured), not a
    like-for-like baseline of x86-v3 and x86-v2: llvm-v3 and llvm-v2 build the same IR for
    the CPUs x86-64-v3 and x86-64-v2, and their code computes what C's does."""
    pytest.importorskip("llvmlite")
    columns, notes = bench.select_columns(["llvm"])
    by_name = {c.name: c for c in columns}
    for name, cpu in bench.LLVM_CPUS.items():
        if name not in by_name:
            pytest.skip(f"{name} cannot run here: {notes}")
        assert by_name[name].cpu == cpu and by_name[name].backend == "llvm"
    assert "llvm" in by_name and by_name["llvm"].cpu is None
    assert [c.name for c in bench.select_columns(["llvm-v2"])[0]] == ["c", "llvm-v2"]
    from refimpl.backends.llvm import optimized_module, render_function

    kernel = bench.parse(SCALE_X8, "bench_scale_x8")
    ir = render_function(bench.prepare(kernel, "llvm"), "k")
    machines = {cpu: bench.llvm_cpu_machine(cpu) for cpu in bench.LLVM_CPUS.values()}
    listing = {
        cpu: machine.emit_assembly(optimized_module(ir, 2, machine))
        for cpu, machine in machines.items()
    }
    assert "ymm" in listing["x86-64-v3"] and "zmm" not in listing["x86-64-v3"]
    assert "ymm" not in listing["x86-64-v2"] and "vaddps" not in listing["x86-64-v2"]
    expected = bench.timing_args(kernel, "normal")
    (bench.build([kernel], "c")[0])(expected)
    for cpu in bench.LLVM_CPUS.values():
        args = bench.timing_args(kernel, "normal")
        bench.llvm_cpu_runner(kernel, cpu)(args)
        assert (args.buffers["out"] == expected.buffers["out"]).all(), cpu
