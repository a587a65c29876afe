"""The triage verbs and failure reports (issue 11 item 7), checked with deliberately wrong
backends from fuzz/fake_backends/ (registered through $UOPCHECK_EXTRA_BACKENDS).

- `python -m refimpl compare K --backends A,B`: both answers, the oracle's, bits and the
  lane's inputs for every differing element shown; exit 0 agree / 1 differ / 2 error;
- `python -m fuzz minimize K --backend B`: a smaller kernel with the same finding signature,
  written as a folder `python -m fuzz replay` accepts;
- every failure report (`refimpl run`, the pytest harness, a fuzz finding's report.md) shows
  the kernel text, the inputs of the differing lanes and a command line that reproduces it
  — and running that command line does reproduce it.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conformance import harness
from conformance.conftest import Config
from fuzz import fake_backends, minimize
from fuzz.fake_backends import environment, fake_backend
from fuzz.harness import FuzzConfig, check_kernel_args
from fuzz.minimize import candidates, edited, size
from fuzz.worker import WorkerPool
from refimpl.backends.base import Options, Program
from refimpl.compare import bits_text
from refimpl.compile import lower
from refimpl.inputs import make_args
from refimpl.ir import Ops
from refimpl.text import ParseError, parse, print_kernel

ROOT = Path(__file__).resolve().parents[1]
FAKES = environment("wrong", "exact", "twobugs", "segv", "compilecrash")

ELEMENTWISE = """\
kernel ew(%out: f32[16], %a: f32[16], %b: f32[16], %n: i32 in 0..100)
  %i = range i32 16
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %s = add f32 %x, %y
    store %out[%i], %s
  end %i
"""

# twobugs corrupts a buffer whose stored value is a cast (bug A) or a load (bug B): the cast
# finding on %out must survive minimizing, never drift to the load one on %other
TWO_STORES = """\
kernel two(%out: f32[16], %other: i32[16], %a: f32[16], %b: f32[16], %c: i32[16])
  %i = range i32 16
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %s = add f32 %x, %y
    %m = mul f32 %s, %x
    %q = cast f32 %m
    store %out[%i], %q
    %z = load i32 %c[%i]
    %w = add i32 %z, 1
    store %other[%i], %w
    %v = load i32 %c[%i]
    store %other[%i], %v
  end %i
"""


@pytest.fixture
def env(tmp_path):
    return {
        **os.environ,
        "UOPCHECK_EXTRA_BACKENDS": FAKES,
        "UOPCHECK_FAILURE_DIR": str(tmp_path / "failures"),
    }


def _cli(env, *words: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *words],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _run_command_line(env, line: str) -> subprocess.CompletedProcess:
    """A printed `python -m ...` command line, run with this interpreter."""
    words = shlex.split(line)
    assert words[0] == "python", line
    return _cli(env, *words[1:])


def _lane_text(args, buffer: str, index: int) -> str:
    values = args.buffers[buffer]
    return f"%{buffer}[{index}] = {values[index].item()!r} ({bits_text(values, index)})"


def _kernel_file(tmp_path: Path, text: str, name: str = "k.kernel") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


# --- compare -----------------------------------------------------------------------------


def test_compare_shows_both_answers_the_oracle_bits_and_lane_inputs(env, tmp_path):
    path = _kernel_file(tmp_path, ELEMENTWISE)
    done = _cli(
        env, "-m", "refimpl", "compare", str(path), "--backends", "exact,wrong", "--seed", "3"
    )
    assert done.returncode == 1, done.stderr
    kernel = parse(ELEMENTWISE)
    args = make_args(kernel, 3)
    want = args.copy()
    want.buffers["out"][...] = args.buffers["a"] + args.buffers["b"]
    out = done.stdout
    assert "16 differ" in out
    for index in (0, 5):
        expected = want.buffers["out"]
        value = f"{expected[index].item()!r} ({bits_text(expected, index)})"
        assert f"out[{index}]: exact:native {value}, wrong:native " in out
        assert f"oracle {value}" in out
        line = next(ln for ln in out.splitlines() if f"out[{index}]:" in ln)
        inputs = out.splitlines()[out.splitlines().index(line) + 1]
        assert _lane_text(args, "a", index) in inputs and _lane_text(args, "b", index) in inputs
        assert f"%n = {args.vars['n']}" in inputs
    assert "exact:native vs the oracle: agrees" in out
    assert "wrong:native vs the oracle: 16 elements differ" in out
    assert ELEMENTWISE.strip() in out
    command = out.strip().splitlines()[-1]
    assert command.startswith("python -m refimpl compare ")
    assert _run_command_line(env, command).returncode == 1


def test_compare_exit_codes_and_backend_specs(env, tmp_path):
    path = str(_kernel_file(tmp_path, ELEMENTWISE))
    agree = _cli(env, "-m", "refimpl", "compare", path, "--backends", "exact,exact:native")
    assert agree.returncode == 0, agree.stderr
    assert "they agree" in agree.stdout
    for bad in (
        "exact",
        "exact,wrong,exact",
        "exact,nosuch",
        "exact,x86:x86-64-v2:nope",
        "exact,x86:unicorn:qemu",
        "exact,exact:x86-64-v2",
    ):
        done = _cli(env, "-m", "refimpl", "compare", path, "--backends", bad)
        assert done.returncode == 2, (bad, done.stdout)
        assert done.stderr.startswith("error: "), (bad, done.stderr)


def test_backend_specs_name_target_and_executor_by_value():
    from refimpl.cli import BackendSpec, parse_backend_spec

    default = ("x86-64-v3", "native")
    assert parse_backend_spec("x86", *default) == BackendSpec("x86", "x86-64-v3", "native")
    assert parse_backend_spec("x86:unicorn", "x86-64-v2", "native") == BackendSpec(
        "x86", "x86-64-v2", "unicorn"
    )
    assert parse_backend_spec("x86:x86-64-v2:unicorn", *default) == BackendSpec(
        "x86", "x86-64-v2", "unicorn"
    )
    assert parse_backend_spec("x86:qemu:x86-64-v2", *default).label == "x86:x86-64-v2:qemu"
    assert parse_backend_spec("c:qemu", *default) == BackendSpec("c", None, "qemu")


# --- failure reports ---------------------------------------------------------------------


def test_a_backend_compiler_crash_is_blamed_on_the_backend_not_on_refimpl(
    env, tmp_path, monkeypatch, capsys
):
    """tinygrad's symbolic pass raising KeyError on a constant fdiv was printed as an
    "internal error in refimpl"; the error names the module that raised it."""
    done = _cli(env, "-m", "refimpl", "run", "-", "--backend", "compilecrash", stdin=ELEMENTWISE)
    assert done.returncode == 2
    assert "internal error in refimpl" not in done.stderr
    assert "KeyError: 'ew', raised in fuzz.fake_backends (__init__.py:" in done.stderr
    assert "the backend's compiler failed" in done.stderr
    # a failure inside refimpl itself is still refimpl's
    import refimpl.cli as cli
    from refimpl.ir import root_buffer

    monkeypatch.setattr(cli, "expected", lambda kernel, seed: root_buffer(None))
    assert cli.main(["run", str(_kernel_file(tmp_path, ELEMENTWISE)), "--backend", "c"]) == 2
    assert "internal error in refimpl (AttributeError" in capsys.readouterr().err


def test_a_crash_of_the_compiled_kernel_is_the_kernels_failure(tmp_path, monkeypatch, capsys):
    """A native crash is raised by refimpl's runtime (Crashed) but is the compiled code's
    fault; it was printed as an internal error of refimpl."""
    import refimpl.cli as cli
    from refimpl.errors import Crashed

    def crash(*_):
        raise Crashed("SIGSEGV", None, "general protection fault", instruction_address=0x43)

    monkeypatch.setattr(cli, "_run_on", crash)
    assert cli.main(["run", str(_kernel_file(tmp_path, ELEMENTWISE)), "--backend", "c"]) == 2
    err = capsys.readouterr().err
    assert "internal error" not in err
    assert "error: the compiled kernel failed (Crashed): SIGSEGV: general protection" in err


def test_run_failure_shows_kernel_lane_inputs_and_a_reproducing_command(env, tmp_path):
    done = _cli(
        env, "-m", "refimpl", "run", "-", "--backend", "wrong", "--seed", "2", stdin=ELEMENTWISE
    )
    assert done.returncode == 1, done.stderr
    args = make_args(parse(ELEMENTWISE), 2)
    out = done.stdout
    assert _lane_text(args, "a", 0) in out and _lane_text(args, "b", 7) in out
    assert f"%n = {args.vars['n']}" in out
    assert "--- kernel ---\n" + ELEMENTWISE.strip() in out
    command = out.strip().splitlines()[-1]
    # the kernel came from stdin, so it was saved to a file the command names
    saved = Path(shlex.split(command)[4])
    assert saved.parent == tmp_path / "failures" and saved.read_text() == ELEMENTWISE
    assert command.endswith("--backend wrong --executor native --seed 2")
    again = _run_command_line(env, command)
    assert again.returncode == 1 and again.stdout == out


def test_pytest_harness_failure_names_kernel_file_node_and_command(env, tmp_path, monkeypatch):
    monkeypatch.setenv("UOPCHECK_FAILURE_DIR", str(tmp_path / "failures"))
    kernel = parse(ELEMENTWISE)
    program = Program(lower(kernel), [], Options(), "wrong")
    (runner,) = fake_backend("wrong").build([program])
    config = Config("wrong", None, "native")
    with pytest.raises(AssertionError) as failed:
        harness.check_kernel(kernel, runner, seeds=(1,), config=config)
    message = str(failed.value)
    args = make_args(kernel, 1)
    assert _lane_text(args, "a", 3) in message and _lane_text(args, "b", 3) in message
    assert "--- kernel ---\n" + ELEMENTWISE.strip() in message
    node = os.environ["PYTEST_CURRENT_TEST"].rsplit(" (", 1)[0]
    assert f"python -m pytest {shlex.quote(node)}" in message
    command = message.strip().splitlines()[-1]
    assert command.startswith("python -m refimpl run ") and command.endswith("--seed 1")
    saved = Path(shlex.split(command)[4])
    assert saved.parent == tmp_path / "failures" and parse(saved.read_text()) == kernel
    assert _run_command_line(env, command).returncode == 1


def test_fuzz_finding_report_shows_lane_inputs_and_a_run_command(env, tmp_path):
    from fuzz.findings import write_finding
    from fuzz.strategies import FuzzCase

    kernel = parse(ELEMENTWISE)
    args = make_args(kernel, 4)
    config = FuzzConfig("wrong", None, "native")
    # installed: the fakes leave BACKEND_MODULES again, or later tests of this process see them
    with fake_backends.installed(FAKES), WorkerPool(1) as pool:
        (finding,) = check_kernel_args(kernel, args, [config], pool)
    finding.case = FuzzCase(kernel, 4)
    path = write_finding(tmp_path / "findings", finding, {"seed": 9, "example": 2})
    report = (path / "report.md").read_text()
    assert "## inputs of the differing lanes" in report
    assert f"- `out[6]`: {_lane_text(args, 'a', 6)}, {_lane_text(args, 'b', 6)}" in report
    assert ELEMENTWISE.strip() in report
    command = next(ln for ln in report.splitlines() if "without the fuzzer" in ln)
    command = command.split("`")[1]
    assert command.startswith(f"python -m refimpl run {path}/kernel.kernel --backend wrong")
    assert _run_command_line(env, command).returncode == 1
    assert _cli(env, "-m", "fuzz", "replay", str(path)).returncode == 1


# --- minimize ----------------------------------------------------------------------------


def test_minimize_keeps_the_signature_and_writes_a_replayable_reproducer(env, tmp_path):
    path = _kernel_file(tmp_path, TWO_STORES)
    out = tmp_path / "min"
    done = _cli(
        env,
        "-m",
        "fuzz",
        "minimize",
        str(path),
        "--backend",
        "twobugs",
        "--seed",
        "1",
        "--out",
        str(out),
    )
    assert done.returncode == 1, done.stdout + done.stderr
    (folder,) = out.iterdir()
    report = json.loads((folder / "report.json").read_text())
    assert report["signature"] == report["original_signature"] == "mismatch|twobugs/native|cast|f32"
    minimal = parse((folder / "kernel.kernel").read_text())
    nodes = minimal.sink.toposort()
    stores = [n for n in nodes if n.op is Ops.STORE]
    assert len(stores) == 1 and stores[0].src[2].op is Ops.CAST  # %other's stores are gone
    assert not any(n.op is Ops.RANGE for n in nodes)  # 16 trips -> 1 -> the body alone
    assert not any(n.op in (Ops.ADD, Ops.MUL) for n in nodes)
    assert size(minimal) < size(parse(TWO_STORES))
    assert minimal.params == parse(TWO_STORES).params  # so the saved inputs are make_args's
    with np.load(folder / "inputs.npz", allow_pickle=False) as saved:
        want = make_args(minimal, 1)  # what `refimpl run --seed 1` draws for it
        assert all(
            np.array_equal(saved[f"buf:{k}"], v, equal_nan=True) for k, v in want.buffers.items()
        )
    replay = _cli(env, "-m", "fuzz", "replay", str(folder))
    assert replay.returncode == 1 and "replay: reproduces (mismatch|twobugs" in replay.stdout


def test_minimize_survives_a_crashing_backend_and_keeps_to_its_budget(env, tmp_path):
    """Every candidate segfaults its worker: each is a crash finding, the pool restarts the
    worker, and the search stops at --time with the smallest crashing kernel so far."""
    path = _kernel_file(tmp_path, TWO_STORES)
    out = tmp_path / "min"
    done = _cli(
        env,
        "-m",
        "fuzz",
        "minimize",
        str(path),
        "--backend",
        "segv",
        "--time",
        "3s",
        "--out",
        str(out),
    )
    assert done.returncode == 1, done.stdout + done.stderr
    (folder,) = out.iterdir()
    report = json.loads((folder / "report.json").read_text())
    assert report["signature"] == "crash|segv/native|SIGSEGV|-"
    assert report["minimized"]["elapsed"] < 3 + 2  # one candidate (a crash, confirmed) past it
    minimal = parse((folder / "kernel.kernel").read_text())
    assert size(minimal) < size(parse(TWO_STORES))
    assert _cli(env, "-m", "fuzz", "replay", str(folder)).returncode == 1


def test_minimize_with_no_time_writes_the_kernel_itself(env, tmp_path):
    path = _kernel_file(tmp_path, TWO_STORES)
    done = _cli(
        env,
        "-m",
        "fuzz",
        "minimize",
        str(path),
        "--backend",
        "twobugs",
        "--time",
        "0",
        "--out",
        str(tmp_path / "min"),
    )
    assert done.returncode == 1 and "time budget spent" in done.stdout
    (folder,) = (tmp_path / "min").iterdir()
    assert parse((folder / "kernel.kernel").read_text()) == parse(TWO_STORES)


def test_minimize_of_a_kernel_that_passes_writes_nothing(env, tmp_path):
    path = _kernel_file(tmp_path, TWO_STORES)
    done = _cli(
        env,
        "-m",
        "fuzz",
        "minimize",
        str(path),
        "--backend",
        "exact",
        "--out",
        str(tmp_path / "min"),
    )
    assert done.returncode == 0 and "nothing to minimize" in done.stdout
    assert not (tmp_path / "min").exists()
    bad = _cli(env, "-m", "fuzz", "minimize", str(path), "--backend", "nosuch")
    assert bad.returncode == 2


def test_removing_a_store_removes_what_only_it_used():
    kernel = parse(TWO_STORES)
    stores = [n for n in kernel.sink.toposort() if n.op is Ops.STORE]
    to_out = next(s for s in stores if s.src[0].arg[1] == "out")
    smaller = edited(kernel, {to_out: None})
    remaining = smaller.sink.toposort()
    assert to_out not in remaining
    assert not any(n.op in (Ops.CAST, Ops.MUL) for n in remaining)  # used only by that store
    assert sum(n.op is Ops.LOAD for n in remaining) == 1  # %z and %v: one node, it stays
    assert "%w = add i32 %z, 1" in str(smaller)  # surviving nodes keep their names


# replacing %a by its operand %i leaves a store inside loop %j that does not depend on %j:
# the printer would write it outside %j, leaving an empty `end %j` the parser refuses; the
# verifier refuses such a graph (rule `loop`)
STORE_TIED_TO_ITS_LOOP_BY_ITS_INDEX = """\
kernel k(%out: i32[8], %n: i32 in 1..4)
  %i = range i32 %n
    %j = range i32 2
      %a = add i32 %i, %j
      store %out[%a], 1
    end %j
  end %i
"""


def test_minimize_takes_no_edit_whose_kernel_text_does_not_parse_back(monkeypatch):
    """The reproducer minimize writes is replayed from its text: a candidate whose printed
    text does not parse back to it is no candidate, whether the verifier refuses it or the
    text format has a bug (simulated here by a parser that refuses every kernel)."""
    kernel = parse(STORE_TIED_TO_ITS_LOOP_BY_ITS_INDEX)
    index = next(n for n in kernel.sink.toposort() if n.op is Ops.ADD)
    assert edited(kernel, {index: index.src[0]}) is None
    taken = [c for _, replace in candidates(kernel) if (c := edited(kernel, replace))]
    assert taken
    for candidate in taken:
        assert print_kernel(parse(print_kernel(candidate))) == print_kernel(candidate)

    def refusing_parse(text, filename="<kernel>"):
        raise ParseError(filename, 1, 1, "simulated text-format bug")

    monkeypatch.setattr(minimize, "parse", refusing_parse)
    assert not [c for _, replace in candidates(kernel) if edited(kernel, replace)]
