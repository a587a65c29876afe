"""Every corpus kernel through `python -m refimpl run` on every backend config: exit 0.

The CLI is called in process (the same `main` that `python -m refimpl` runs); one test
also goes through a real subprocess to check the module entry point and exit codes.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conformance.conftest import parsed_file
from refimpl.cli import main

ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted((ROOT / "golden" / "kernels").glob("*.kernel"))


def cli_args(config, path: Path, seed: int) -> list[str]:
    args = ["run", str(path), "--backend", config.backend, "--seed", str(seed)]
    if config.target:
        args += ["--target", config.target]
    if config.compared_with_tolerance(parsed_file(path)):  # a waived [no-contract]
        args.append("--fast-math")
    if config.abi != "sysv":
        args += ["--abi", config.abi]
    return args + ["--executor", config.executor]


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_corpus_kernel_agrees_with_oracle(config, path: Path, capsys):
    for seed in (0, 1):
        code = main(cli_args(config, path, seed))
        out = capsys.readouterr()
        assert code == 0, f"{path.name} seed {seed} on {config.id}:\n{out.out}{out.err}"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "refimpl", *args], capture_output=True, text=True, cwd=ROOT
    )


def test_module_entry_point_runs_and_reports():
    proc = run_cli("run", "golden/kernels/sum_reduce.kernel", "--backend", "c", "--seed", "3")
    assert proc.returncode == 0, proc.stderr
    assert "sum_reduce: 136 elements compared, 0 don't-care, all agree" in proc.stdout


def test_exit_2_with_location_on_bad_kernel(tmp_path: Path):
    bad = tmp_path / "bad.kernel"
    bad.write_text("kernel k(%x: f32[4])\n  %v = load f32 %y[0]\n")
    proc = run_cli("run", str(bad), "--backend", "c")
    assert proc.returncode == 2
    assert f"{bad}:2:17: undefined name %y" in proc.stderr


def test_exit_2_on_unknown_file():
    proc = run_cli("compile", "no/such.kernel", "--backend", "c")
    assert proc.returncode == 2 and "no/such.kernel" in proc.stderr


def test_exit_1_and_first_differences_on_disagreement(monkeypatch, capsys):
    """A backend that computes the wrong thing makes `run` exit 1 and print where."""
    import refimpl.backends.c as c_backend

    real_build = c_backend.CBackend.build

    def off_by_one_build(self, programs, executor="native"):
        runners = real_build(self, programs, executor)

        def wrong(args, run=runners[0]):
            run(args)
            args.buffers["out"][3] += 1

        return [wrong]

    monkeypatch.setattr(c_backend.CBackend, "build", off_by_one_build)
    code = main(["run", str(ROOT / "golden/kernels/param_bound.kernel"), "--backend", "c"])
    out = capsys.readouterr().out
    assert code == 1
    assert "buffer %out: 1 elements differ" in out and "out[3]: expected" in out


def test_compile_emits_c_source():
    proc = run_cli(
        "compile", "golden/kernels/sum_reduce.kernel", "--backend", "c", "--emit", "source"
    )
    assert proc.returncode == 0, proc.stderr
    assert "void sum_reduce(float *restrict out, float *restrict x)" in proc.stdout
