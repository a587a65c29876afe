"""A misbehaving backend costs only its own results (docs/executors.md, "A backend's fault").

Test-double backends of fuzz/fake_backends misbehave the way sloppy plugins do: `wrongshape`
and `wrongdtype` hand back output arrays of another length or of float64, `runnerraise`
raises from its runner, `unavailable` raises BackendUnavailable from build(). Checked here:

- the comparison (refimpl/compare.py) names a buffer of another dtype or shape as the
  backend's fault (BadOutput) before comparing any element, and `refimpl run` says so,
  exit 2, instead of "internal error in refimpl" or "N elements differ";
- the fuzzer files such a buffer as a `bad-output` finding against that config only, and the
  verdicts over several configs (the oracle is wrong) ignore the configs that did not answer;
- BackendUnavailable from build() skips the config (with its reason), never a finding;
- a signalling NaN is compared under [fast-math] without numpy's RuntimeWarning;
- a campaign mixing well-behaved and misbehaving fakes files every well-behaved backend's
  findings exactly as when they run alone, with no unchecked example, exit 0.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

from fuzz import fake_backends
from fuzz.fake_backends import environment
from fuzz.harness import (
    FuzzConfig,
    _Prepared,
    check_cases,
    check_kernel_args,
    classify,
    compare_case,
)
from fuzz.strategies import FuzzCase
from fuzz.worker import Outcome, WorkerPool
from refimpl.backends.base import Args, BackendUnavailable
from refimpl.cli import main as refimpl_main
from refimpl.compare import compare_outputs
from refimpl.compile import lower
from refimpl.errors import BadOutput
from refimpl.inputs import make_args
from refimpl.oracle import run_oracle
from refimpl.text import parse

ROOT = Path(__file__).resolve().parents[1]
WELL_BEHAVED = ("wrong", "exact")
MISBEHAVING = ("wrongshape", "wrongdtype", "runnerraise", "unavailable")
FAKES = environment(*WELL_BEHAVED, *MISBEHAVING)

# out = x + y on 8 floats: one output buffer, two inputs
ADD = """\
kernel add8(%out: f32[8], %x: f32[8], %y: f32[8])
  %i = range i32 8
    %a = load f32 %x[%i]
    %b = load f32 %y[%i]
    %s = add f32 %a, %b
    store %out[%i], %s
  end %i
"""


@pytest.fixture(scope="module")
def fake_env():
    with fake_backends.installed(FAKES) as fakes:
        yield fakes


@pytest.fixture(scope="module")
def pool(fake_env):
    with WorkerPool(1, run_timeout=5.0) as p:
        yield p


def _add_run() -> tuple:
    kernel = parse(ADD)
    args = make_args(kernel, 0)
    return kernel, args, run_oracle(lower(kernel), args)


def _with_out(args: Args, values: object) -> Args:
    return Args({**args.buffers, "out": values}, dict(args.vars))


# --- the comparison ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("returned", "problem", "text"),
    [
        (lambda right: right.astype(np.float64), "dtype", "float64[8]"),
        (lambda right: right[:1].copy(), "shape", "float32[1]"),
        (lambda right: right.reshape(2, 4), "shape", "float32[2,4]"),
        (lambda right: right.tolist(), "not an array", "a list"),
    ],
    ids=["float64", "one-element", "two-dimensional", "list"],
)
def test_a_buffer_of_another_dtype_or_shape_is_the_backends_fault(returned, problem, text):
    """Before: float64 values equal after widening counted as agreeing ("N differ" without
    the dtype named), a one-element array was an IndexError inside refimpl."""
    kernel, args, expected = _add_run()
    actual = _with_out(args, returned(expected.buffers["out"]))
    with pytest.raises(BadOutput) as raised:
        compare_outputs(kernel, expected, actual)
    assert raised.value.problem == problem
    assert str(raised.value) == (
        f"the backend returned buffer %out as {text} where the kernel declares f32[8]"
    )


def test_a_missing_buffer_is_the_backends_fault():
    kernel, args, expected = _add_run()
    actual = Args({k: v for k, v in args.buffers.items() if k != "out"}, dict(args.vars))
    with pytest.raises(BadOutput, match="returned buffer %out as no array where"):
        compare_outputs(kernel, expected, actual)


def test_a_signalling_nan_is_compared_under_fast_math_without_a_warning():
    """numpy warned "invalid value encountered in cast" on widening a signalling NaN
    (compare.py's [fast-math] tolerance); campaign output carried it (issue 41)."""
    kernel, args, expected = _add_run()
    got = expected.buffers["out"].copy()
    number = int(np.flatnonzero(np.isfinite(got))[0])
    got.view(np.uint32)[number] = 0x7F800001  # a signalling NaN where a number is expected
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        report = compare_outputs(kernel, expected, _with_out(args, got), fast_math=True)
    assert report.mismatch_count == {"out": 1}


@pytest.mark.parametrize(
    ("backend", "returned"), [("wrongdtype", "float64[8]"), ("wrongshape", "float32[1]")]
)
def test_refimpl_run_names_what_the_backend_returned(fake_env, tmp_path, capsys, backend, returned):
    """Before: "internal error in refimpl (IndexError ... at compare.py:194)" for the
    one-element array, "8 elements compared, N differ" for float64."""
    path = tmp_path / "add8.kernel"
    path.write_text(ADD)
    status = refimpl_main(["run", str(path), "--backend", backend])
    err = capsys.readouterr().err
    assert status == 2
    assert err == (
        f"error: the compiled kernel failed (BadOutput): the backend returned buffer %out as "
        f"{returned} where the kernel declares f32[8]\n"
    )


# --- the fuzzer's classification --------------------------------------------------------


def test_the_fuzzer_files_a_bad_output_finding_naming_what_came_back():
    kernel, args, expected = _add_run()
    outputs = {**expected.buffers, "out": expected.buffers["out"].astype(np.float64)}
    finding = classify(kernel, "plugin/native", Outcome(0, "ok", [outputs]), expected, args)
    assert finding is not None
    assert finding.signature == "bad-output|plugin/native|dtype|f32"
    assert finding.details == {"buffer": "out", "declared": "f32[8]", "returned": "float64[8]"}


def _outcomes(expected, answers: dict[str, object]) -> dict[str, Outcome]:
    """Outcomes by config: an array is that config's %out, a string its failure status."""
    outcomes = {}
    for config, answer in answers.items():
        if isinstance(answer, str):
            outcomes[config] = Outcome(0, answer, message="died", signal=11, phase="run")
        else:
            outcomes[config] = Outcome(0, "ok", [{**expected.buffers, "out": answer}])
    return outcomes


def test_one_configs_fault_does_not_change_the_verdict_on_the_others():
    """Two configs computing the same wrong answer blame the oracle, whether or not a third
    crashed or returned float64 beside them. Before: the float64 one made the comparison
    raise (the example was lost for all), the crashed one turned the oracle verdict into
    two mismatch findings."""
    kernel, args, expected = _add_run()
    p = _Prepared(FuzzCase(kernel, 0), ADD, ADD, args, expected)
    wrong = fake_backends._corrupt(expected.buffers["out"])
    alone = compare_case(p, _outcomes(expected, {"a/native": wrong, "b/native": wrong}))
    beside = {"a/native": wrong, "b/native": wrong, "c/native": "crash"}
    beside["d/native"] = expected.buffers["out"].astype(np.float64)
    mixed = compare_case(p, _outcomes(expected, beside))
    assert [f.signature for f in alone] == ["mismatch|oracle|add|f32"]
    assert [f.signature for f in mixed] == [
        "mismatch|oracle|add|f32",
        "crash|c/native|SIGSEGV|-",
        "bad-output|d/native|dtype|f32",
    ]


def test_one_code_generators_configs_agreeing_do_not_blame_the_oracle():
    """The targets and executors of one backend, or renderers of one family (tinygrad's),
    share the code that computed the answer: their agreeing on a wrong one is their bug.
    Before: a mutant that broke x86's trunc was filed `mismatch|oracle|trunc|f32` when a
    campaign ran x86 alone, and four tinygrad backends agreeing on a kernel C could not run
    (over 64 parameters) were filed against the oracle."""
    from fuzz.harness import families
    from refimpl.backends.tinygrad.backend import TinygradBackend

    kernel, args, expected = _add_run()
    p = _Prepared(FuzzCase(kernel, 0), ADD, ADD, args, expected)
    wrong = fake_backends._corrupt(expected.buffers["out"])
    v3, v2 = "x86/x86-64-v3/native", "x86/x86-64-v2/guarded"
    found = compare_case(p, _outcomes(expected, {v3: wrong, v2: wrong}))
    assert [f.signature for f in found] == [
        "mismatch|x86/x86-64-v3/native|add|f32",
        "mismatch|x86/x86-64-v2/guarded|add|f32",
    ]
    assert TinygradBackend.family == "tinygrad"
    assert families(["x86/x86-64-v3/native", "x86/x86-64-v2/native"]) == {"x86"}
    assert families(["c/native", "llvm/native", "x86/x86-64-v3/native"]) == {"c", "llvm", "x86"}


def test_build_raising_backend_unavailable_skips_the_config(pool):
    """docs/backends.md: the config is skipped. Before: a compile-error finding."""
    kernel = parse(ADD)
    configs = [FuzzConfig("unavailable", None, "native"), FuzzConfig("exact", None, "native")]
    (result,) = check_cases([FuzzCase(kernel, 0)], configs, pool)
    assert result.findings == []
    assert result.skipped == {
        "unavailable/native: unavailable: the fake toolchain is not installed on this machine": 1
    }


def test_replaying_on_only_unavailable_configs_says_so(pool):
    """Nothing was checked: not an empty list of findings ("fixed"), but why."""
    kernel = parse(ADD)
    config = FuzzConfig("unavailable", None, "native")
    with pytest.raises(BackendUnavailable, match="unavailable/native: the fake toolchain"):
        check_kernel_args(kernel, make_args(kernel, 0), [config], pool)


# --- the acceptance campaign -------------------------------------------------------------


def _campaign(out: Path, backends: tuple[str, ...]) -> tuple[int, dict]:
    env = {**os.environ, "UOPCHECK_EXTRA_BACKENDS": FAKES}
    options = "--count 4 --jobs 1 --seed 4 --shrink-time 0"  # no example with f64 outputs only
    command = [sys.executable, "-m", "fuzz", "campaign", *options.split()]
    command += ["--backends", ",".join(backends), "--out", str(out)]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    assert (out / "report.json").exists(), done.stdout + done.stderr
    return done.returncode, json.loads((out / "report.json").read_text())


def _occurrences(report: dict, configs: set[str]) -> dict[str, int]:
    return {f["signature"]: f["occurrences"] for f in report["findings"] if f["config"] in configs}


@pytest.fixture(scope="module")
def campaigns(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("isolation")
    return {
        "alone": _campaign(out / "alone", WELL_BEHAVED),
        "mixed": _campaign(out / "mixed", WELL_BEHAVED + MISBEHAVING),
    }


def test_misbehaving_backends_cost_only_their_own_results(campaigns):
    """Before: 0 findings, 4 of 4 examples unchecked, exit 1 (with `wrong,wrongdtype`)."""
    status_alone, alone = campaigns["alone"]
    status, mixed = campaigns["mixed"]
    assert status_alone == 0 and alone["unchecked_examples"] == 0
    assert status == 0, mixed["unchecked"]
    assert mixed["unchecked_examples"] == 0 and mixed["harness_error_count"] == 0
    well_behaved = {f"{b}/native" for b in WELL_BEHAVED} | {"oracle"}
    assert _occurrences(alone, well_behaved), "the wrong backend must have findings"
    assert _occurrences(mixed, well_behaved) == _occurrences(alone, well_behaved)
    own_class = {
        "wrongshape/native": "bad-output",
        "wrongdtype/native": "bad-output",
        "runnerraise/native": "run-error",
    }
    for config, cls in own_class.items():
        signatures = _occurrences(mixed, {config})
        assert signatures, f"{config} has no finding"
        assert all(s.startswith(f"{cls}|{config}|") for s in signatures), signatures
        assert sum(signatures.values()) == 4  # one per example, against that config only
    assert {f["config"] for f in mixed["findings"]} <= well_behaved | set(own_class)
    assert mixed["capability_skips"] == {
        "unavailable/native: unavailable: the fake toolchain is not installed on this machine": 4
    }


@pytest.mark.parametrize(
    "returned", [np.zeros(8, np.float64), np.zeros(3, np.int8)], ids=["float64[8]", "int8[3]"]
)
def test_the_pool_hands_back_what_the_runner_returned(returned):
    """Before: fuzz/worker.py viewed every returned array with its input's dtype, so a
    float64 %out arrived reinterpreted as the kernel's dtype and an int8[3] one raised in the
    pool, losing the example for every config."""
    from fuzz.worker import Task, _typed

    kernel, args, _ = _add_run()
    task = Task(0, ADD, "plugin", None, "native", [args])
    outcome = _typed(Outcome(0, "ok", [{**args.buffers, "out": returned}]), task)
    assert outcome.outputs[0]["out"] is returned or (
        outcome.outputs[0]["out"].dtype == returned.dtype
        and outcome.outputs[0]["out"].shape == returned.shape
    )


def test_a_campaign_names_the_dtype_a_backend_returned(campaigns):
    _, mixed = campaigns["mixed"]
    signatures = _occurrences(mixed, {"wrongdtype/native"})
    assert signatures, "the wrongdtype backend must have findings"
    assert all(s.startswith("bad-output|wrongdtype/native|dtype|") for s in signatures)
