"""tinygrad 0.14.0's kernel optimizer on the pre-optimizer form: the -opt backends.

tinygrad-x86-opt and tinygrad-clang-opt (refimpl/backends/tinygrad/backend.py, `Optimizing`)
hand tinygrad a REDUCE as written and let its hand-coded optimizations (UNROLL, UPCAST)
choose the loops. Checked here:

- the reduce kernels of conformance/test_reduce.py, a few of this module's own (sizes that
  make the heuristic unroll by 4 or upcast, 1-trip and 0-trip reduce ranges, NaN and integer
  max) and every golden kernel with a `reduce` in it, against the oracle. Integer and bool
  reductions bit-exactly ([reduce-int]); float add/mul/max/min reductions under the
  [reduce-reorder] rule the backends declare (`reorders_float_reductions`);
- that the opts tinygrad applied are reported (`emit(program, "opts")`, a runner's `opts`),
  that the heuristic does unroll or upcast, which kernels skip the optimizer and why, and
  that the folds tinygrad has no REDUCE for are outside the backends' capabilities.

docs/tinygrad.md, "The -opt backends", has the rules and what was observed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from refimpl.backends.tinygrad.backend import tinygrad_problem  # which imports no tinygrad

if problem := tinygrad_problem():  # not installed (the reason says how to), or another version
    pytest.skip(problem, allow_module_level=True)

from conformance.harness import check_kernel  # noqa: E402
from conformance.test_reduce import BOUND_FROM_OUTSIDE  # noqa: E402
from conformance.test_reduce import KERNELS as REDUCE_KERNELS  # noqa: E402
from refimpl.backends.base import Choices, Options, Program  # noqa: E402
from refimpl.backends.tinygrad import BACKENDS  # noqa: E402
from refimpl.backends.tinygrad.backend import (  # noqa: E402
    BEAM_ENV,
    beam_width,
)
from refimpl.compare import compare_outputs  # noqa: E402
from refimpl.compile import lower  # noqa: E402
from refimpl.expected import expected  # noqa: E402
from refimpl.inputs import make_args  # noqa: E402
from refimpl.ir import Kernel  # noqa: E402
from refimpl.oracle import run_oracle  # noqa: E402
from refimpl.passes.linearize import linearize  # noqa: E402
from refimpl.text import parse  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CHECKED_BACKENDS = ("tinygrad-x86-opt", "tinygrad-clang-opt")

OWN = {
    # 64 > 32 and divisible by 4: the heuristic unrolls by 4, inside a loop of 16
    "rowsum_4x64": """
kernel rowsum_4x64(%out: f32[4], %x: f32[256])
  %i = range i32 4
    %row = mul i32 %i, 64
    %j = range reduce i32 64
      %k = add i32 %row, %j
      %v = load f32 %x[%k]
    %s = reduce add f32 %v over %j
    store %out[%i], %s
  end %i
""",
    # 1024 outputs: the heuristic upcasts the output axis by 4 and unrolls the reduce
    "rowsum_1024x8": """
kernel rowsum_1024x8(%out: f32[1024], %x: f32[8192])
  %i = range i32 1024
    %row = mul i32 %i, 8
    %j = range reduce i32 8
      %k = add i32 %row, %j
      %v = load f32 %x[%k]
    %s = reduce add f32 %v over %j
    store %out[%i], %s
  end %i
""",
    # 40 = 4 x 10: unrolled by 4; a float max (NaN among the inputs) and an integer max
    "max_rows": """
kernel max_rows(%out: f32[4], %mi: i32[4], %x: f32[160], %y: i32[160])
  %i = range i32 4
    %row = mul i32 %i, 40
    %j = range reduce i32 40
      %k = add i32 %row, %j
      %v = load f32 %x[%k]
    %s = reduce max f32 %v over %j
    store %out[%i], %s
    %j2 = range reduce i32 40
      %k2 = add i32 %row, %j2
      %w = load i32 %y[%k2]
    %t = reduce max i32 %w over %j2
    store %mi[%i], %t
  end %i
""",
    # reduce ranges of 1 and 0 trips, which translate.py folds away before tinygrad
    "trivial_ranges": """
kernel trivial_ranges(%out: f32[3], %x: f32[8])
  %a = range reduce i32 1
    %v = load f32 %x[%a]
  %s = reduce add f32 %v over %a
  store %out[0], %s
  %b = range reduce i32 0
    %w = load f32 %x[%b]
  %m = reduce max f32 %w over %b
  store %out[1], %m
  %c = range reduce i32 1
    %d = range reduce i32 8
      %e = add i32 %c, %d
      %u = load f32 %x[%e]
  %p = reduce mul f32 %u over %c, %d
  store %out[2], %p
""",
    # reduce ranges of scalar parameters fixed at 1 and 0 trips: tinygrad's symbolic pass
    # makes them constants and its optimizer asserts; translate.py folds them (a parameter
    # in 0..1 is not folded: fuzz/regressions/external/tinygrad/reduce_zero_or_one_trip_init)
    "parameter_trips": """
kernel parameter_trips(%out: f32[3], %x: f32[8], %m: i32 in 1..1, %z: i32 in 0..0)
  %a = range reduce i32 %m
    %v = load f32 %x[%a]
  %s = reduce add f32 %v over %a
  store %out[0], %s
  %b = range reduce i32 %m
    %c = range reduce i32 5
      %e = add i32 %b, %c
      %w = load f32 %x[%e]
  %p = reduce max f32 %w over %b, %c
  store %out[1], %p
  %d = range reduce i32 %z
    %u = load f32 %x[%d]
  %q = reduce mul f32 %u over %d
  store %out[2], %q
""",
    # integer mul and add: exact whatever the order ([reduce-int]), compared bit-exactly
    "int_products": """
kernel int_products(%prod: u32[4], %sum: i64[4], %x: u32[96], %y: i64[96])
  %i = range i32 4
    %row = mul i32 %i, 24
    %j = range reduce i32 24
      %k = add i32 %row, %j
      %v = load u32 %x[%k]
    %p = reduce mul u32 %v over %j
    store %prod[%i], %p
    %j2 = range reduce i32 24
      %k2 = add i32 %row, %j2
      %w = load i64 %y[%k2]
    %s = reduce add i64 %w over %j2
    store %sum[%i], %s
  end %i
""",
    # a load its loop counter does not index is tied to the loop by an `after` on a buffer
    # nothing writes: no ordering, so still the optimizer's form (the translation drops it)
    "scaled_rows": """
kernel scaled_rows(%out: f32[4], %x: f32[64], %scale: f32[1])
  %i = range i32 4
    %row = mul i32 %i, 16
    %sc = after %scale, %i
    %c = load f32 %sc[0]
    %j = range reduce i32 16
      %k = add i32 %row, %j
      %v = load f32 %x[%k]
      %p = mul f32 %v, %c
    %s = reduce add f32 %p over %j
    store %out[%i], %s
  end %i
""",
    # a vector reduce: not the optimizer's form, so the optimizer is skipped and tinygrad's
    # late pipeline lowers the REDUCE
    "vector_sum": """
kernel vector_sum(%out: f32[4], %x: f32[64])
  %j = range reduce i32 16
    %0 = mul i32 %j, 4
    %v = load f32x4 %x[%0]
  %s = reduce add f32x4 %v over %j
  store %out[0], %s
""",
    # a register array beside a REDUCE of its dtype and size (optimizer skipped: reg): the
    # register must not be the accumulator tinygrad makes of the REDUCE (translate.py
    # REG_SLOT_BASE; numbered alike, out[0] and out[1] were both 7.0, campaign 51001)
    "reg_beside_reduce": """
kernel reg_beside_reduce(%out: f32[2], %x: f32[4])
  %r = reg f32[1]
  %w = store %r[0], 7.0
  %j = range reduce i32 4
    %v = load f32 %x[%j]
  %s = reduce add f32 %v over %j
  store %out[0], %s
  %a = after %r, %w
  %l = load f32 %a[0]
  store %out[1], %l
""",
}  # fmt: skip


def _golden_reduce_kernels() -> dict[str, str]:
    """golden/kernels/*.kernel that hold a REDUCE (read by text, so new ones join)."""
    found = {}
    for path in sorted((ROOT / "golden" / "kernels").glob("*.kernel")):
        text = path.read_text()
        if " reduce " in text:
            found[f"golden:{path.stem}"] = text
    return found


KERNELS = {**REDUCE_KERNELS, **OWN, **_golden_reduce_kernels()}

# (backend, kernel name) -> the tinygrad bug it shows, one line each (none found so far)
KNOWN_FAILURES: dict[tuple[str, str], str] = {}


def program(kernel: Kernel, backend: str) -> Program:
    lowered = lower(kernel)
    sink = BACKENDS[backend].legalize(lowered.sink, Options())  # REDUCE kept (takes_reduce)
    return Program(lowered.with_sink(sink), linearize(sink), Options(), backend)


@pytest.fixture(scope="module")
def build():
    """Each (backend, kernel) built once; a compile failure is kept as its exception."""
    built: dict[tuple[str, str], object] = {}

    def get(backend: str, kernel: Kernel):
        impl = BACKENDS[backend]
        if reason := impl.unavailable(Options()):
            pytest.skip(reason)
        key = (backend, kernel.name)
        if key not in built:
            try:
                (built[key],) = impl.build([program(kernel, backend)])
            except Exception as e:  # noqa: BLE001 - a tinygrad crash is a test failure
                built[key] = e
        if isinstance(built[key], Exception):
            raise AssertionError(f"tinygrad failed to compile {kernel.name}: {built[key]!r}")
        return built[key]

    return get


def check_reordered(kernel: Kernel, runner, backend: str) -> None:
    """Seeds 0 and 1 against the oracle: float reductions under [reduce-reorder], the rest
    bit-exactly (and [fast-math] where the backend waives [no-contract] for this kernel)."""
    tolerant = BACKENDS[backend].capabilities.compared_with_tolerance(lower(kernel))
    for seed in (0, 1):
        args, answer = expected(kernel, seed)
        actual = args.copy()
        runner(actual)
        report = compare_outputs(
            kernel, answer, actual, fast_math=tolerant, inputs=args, reordered=True
        )
        assert report.ok, f"{kernel.name} on {backend} (seed {seed}), {runner.opts}\n{report}"


def _params() -> list:
    """Each kernel on each backend that claims it. The others (`reduce xor`, a dependent trip
    count) are not collected: every front end refuses them before tinygrad runs, in the
    capabilities' words (refimpl.compile.capability_refusal, tests/test_cli_sweep.py)."""
    params = []
    for name, text in KERNELS.items():
        lowered = lower(parse(text, name))
        for backend in CHECKED_BACKENDS:
            if BACKENDS[backend].capabilities.unsupported(lowered) is not None:
                continue
            reason = KNOWN_FAILURES.get((backend, name))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            params.append(pytest.param(backend, name, marks=marks, id=f"{backend}-{name}"))
    return params


@pytest.mark.parametrize(("backend", "name"), _params())
def test_reduce_kernel_matches_oracle(build, backend, name):
    kernel = parse(KERNELS[name], name)
    check_reordered(kernel, build(backend, kernel), backend)


# --- what the optimizer did -------------------------------------------------------------------


@pytest.mark.parametrize("backend", CHECKED_BACKENDS)
def test_applied_opts_are_reported(build, backend):
    """`emit(program, "opts")` and the runner's `opts` name the path and each opt; the
    heuristic unrolls rowsum_4x64's reduce by 4 and upcasts rowsum_1024x8's 1024 outputs."""
    impl = BACKENDS[backend]
    if reason := impl.unavailable(Options()):
        pytest.skip(reason)
    kernel = parse(OWN["rowsum_4x64"])
    text = impl.emit(program(kernel, backend), "opts")
    assert text == "optimizer: hand-coded\nUNROLL axis 0 by 4\n", text
    assert build(backend, kernel).opts == text
    wide = build(backend, parse(OWN["rowsum_1024x8"])).opts
    assert "UPCAST axis 0 by 4" in wide and "UNROLL" in wide, wide


@pytest.mark.parametrize(
    ("name", "why"),
    [("cumsum", "reg: an explicit accumulator"), ("vector_sum", "a vector value")],
)
def test_kernels_the_optimizer_cannot_take_say_why(name, why):
    """A kernel with a register array or a vector value keeps the optimizer-skipped path;
    its opts text says which rule sent it there."""
    backend = "tinygrad-clang-opt"
    impl = BACKENDS[backend]
    if reason := impl.unavailable(Options()):
        pytest.skip(reason)
    if name == "cumsum":  # the corpus's, with an explicit accumulator (not test_reduce's)
        text = (ROOT / "golden" / "kernels" / "cumsum.kernel").read_text()
    else:
        text = OWN[name]
    opts = impl.emit(program(parse(text), backend), "opts")
    assert opts.startswith("optimizer skipped: ") and why in opts, opts


def test_a_load_tied_to_its_loop_still_goes_to_the_optimizer(build):
    """An `after` on a buffer nothing writes orders nothing: scaled_rows is optimized."""
    for backend in CHECKED_BACKENDS:
        impl = BACKENDS[backend]
        if reason := impl.unavailable(Options()):
            pytest.skip(reason)
        opts = build(backend, parse(OWN["scaled_rows"])).opts
        assert opts.startswith("optimizer: hand-coded\n"), opts


@pytest.mark.parametrize(
    ("name", "path"),
    [
        ("rowsum_4x64", "optimizer"),
        ("scaled_rows", "optimizer"),
        ("vector_sum", "optimizer skipped: a vector value"),
        ("cumsum", "optimizer skipped: reg"),
    ],
)
def test_the_path_a_campaign_counts(name, path):
    """Backend.path, one label per rule (a campaign report counts them)."""
    text = (
        (ROOT / "golden" / "kernels" / "cumsum.kernel").read_text()
        if name == "cumsum"
        else OWN[name]
    )
    for backend in CHECKED_BACKENDS:
        assert BACKENDS[backend].path(lower(parse(text))) == path


def test_a_trip_count_from_another_range_is_not_claimed():
    """tinygrad's ranges are rectangular: a triangular reduce (test_reduce's
    bound_from_outside) is outside every tinygrad backend's capabilities; a bound from a
    scalar parameter is not."""
    triangle = parse(BOUND_FROM_OUTSIDE)
    by_parameter = parse(
        BOUND_FROM_OUTSIDE.replace("(%out: i32[4])", "(%out: i32[4], %n: i32 in 0..3)").replace(
            "add i32 %i, 1", "add i32 %n, 1"
        )
    )
    for backend in (*CHECKED_BACKENDS, "tinygrad-x86", "tinygrad-clang"):
        capabilities = BACKENDS[backend].capabilities
        reason = capabilities.unsupported(lower(triangle))
        assert reason == "a trip count that depends on another range's counter not supported"
        assert capabilities.unsupported(lower(by_parameter)) is None


@pytest.mark.parametrize("fold", ["and", "or", "xor", "min"])
def test_folds_without_a_tinygrad_reduce_are_not_claimed(fold):
    """tinygrad has ADD, MUL and MAX reductions only: a kernel folding with another op is
    outside the -opt backends' capabilities (the suite skips it with this reason)."""
    kernel = parse(f"""
kernel fold(%out: i32[1], %x: i32[8])
  %j = range reduce i32 8
    %v = load i32 %x[%j]
  %r = reduce {fold} i32 %v over %j
  store %out[0], %r
""")
    for backend in CHECKED_BACKENDS:
        reason = BACKENDS[backend].capabilities.unsupported(lower(kernel))
        assert reason == f"reduce {fold} not supported"


def test_backends_take_reduce_and_declare_reordering():
    for backend in CHECKED_BACKENDS:
        impl = BACKENDS[backend]
        assert impl.takes_reduce and impl.capabilities.reorders_float_reductions
        plain = BACKENDS[backend.removesuffix("-opt")]
        assert impl.capabilities.waived_rules == plain.capabilities.waived_rules
        # the dtypes the plain backend claims, the narrow floats included, and its refusals
        # (refimpl/backends/tinygrad/backend.py _optimizing; each triaged in its own file)
        assert impl.capabilities.dtypes == plain.capabilities.dtypes
        assert impl.capabilities.dtype_reasons == plain.capabilities.dtype_reasons


def test_x86_unroll_regroups_a_float_sum(build):
    """Why the -opt backends declare `reorders_float_reductions`: X86 computes an UNROLL by 4
    as `acc + (((v0 + v1) + v2) + v3)`, which is not the sequential fold (the C renderer
    prints it without the parentheses, so clang happens to fold sequentially)."""
    backend = "tinygrad-x86-opt"
    if reason := BACKENDS[backend].unavailable(Options()):
        pytest.skip(reason)
    kernel = parse(OWN["rowsum_4x64"])
    args = make_args(kernel, 0)
    x = np.random.default_rng(1).standard_normal(256) * 10.0 ** np.arange(-4, 4).repeat(32)
    args.buffers["x"][...] = x.astype(np.float32)
    expected = run_oracle(lower(kernel), args)
    actual = args.copy()
    build(backend, kernel)(actual)
    assert expected.buffers["out"].tobytes() != actual.buffers["out"].tobytes()
    report = compare_outputs(kernel, expected, actual, inputs=args, reordered=True)
    assert report.ok and report.rules == {"[reduce-reorder] bound": 4}, str(report)


PADDED_SUM = """
kernel padded_sum(%out: f32[1], %x: f32[17])
  %j = range reduce i32 17
  %v = load f32 %x[%j]
  %s = reduce add f32 %v over %j
  store %out[0], %s
"""


@pytest.mark.parametrize("backend", CHECKED_BACKENDS)
def test_padto_masks_the_loads_of_a_padded_reduce(backend):
    """PADTO makes the loads of the padded range a select against Invalid, which tinygrad's
    memory coalescing takes only before the loads are added: the translation gives the
    optimizer INDEX values (once: `AssertionError: memory coalescing should be on INDEX,
    not Ops.WHERE`, 645 times in a 30-minute campaign)."""
    if reason := BACKENDS[backend].unavailable(Options()):
        pytest.skip(reason)
    kernel = parse(PADDED_SUM)
    options = Options(choices=Choices.from_json({"actions": [["PADTO", 0, 4]]}))
    lowered = lower(kernel)
    sink = BACKENDS[backend].legalize(lowered.sink, options)
    (runner,) = BACKENDS[backend].build(
        [Program(lowered.with_sink(sink), linearize(sink), options, backend)]
    )
    assert "PADTO" in runner.opts, runner.opts
    check_reordered(kernel, runner, backend)


def test_beam_width_comes_from_the_environment(monkeypatch, build):
    """$UOPCHECK_TINYGRAD_BEAM selects BEAM search; its choice is reported and the result
    still agrees with the oracle (an integer sum, so bit-exactly)."""
    backend = "tinygrad-clang-opt"
    if reason := BACKENDS[backend].unavailable(Options()):
        pytest.skip(reason)
    monkeypatch.setenv(BEAM_ENV, "x")
    with pytest.raises(ValueError, match=BEAM_ENV):
        beam_width()
    monkeypatch.setenv(BEAM_ENV, "2")
    kernel = parse(OWN["int_products"].replace("int_products", "int_products_beam"))
    runner = BACKENDS[backend].build([program(kernel, backend)])[0]
    assert runner.opts.startswith("optimizer: BEAM 2\n"), runner.opts
    check_kernel(kernel, runner)


# --- tools/triage_tinygrad_opts.py ------------------------------------------------------------


def test_the_triage_tool_tells_finding_20_from_the_optimizer(tmp_path, monkeypatch):
    """On the pinned finding 20 saved as a campaign finding: it fails as run and with the
    optimizer skipped (not the optimizer's), no opt is needed, and folding `0..1` ranges
    makes it pass."""
    import json
    import shutil

    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    from triage_tinygrad_opts import triage

    backend = "tinygrad-clang-opt"
    if reason := BACKENDS[backend].unavailable(Options()):
        pytest.skip(reason)
    pin = ROOT / "fuzz" / "regressions" / "external" / "tinygrad" / "reduce_zero_or_one_trip_init"
    folder = tmp_path / "finding"
    folder.mkdir()
    shutil.copy(pin.with_suffix(".kernel"), folder / "kernel.kernel")
    shutil.copy(pin.with_suffix(".npz"), folder / "inputs.npz")
    report = {"config": f"{backend}/native", "summary": "pinned finding 20"}
    (folder / "report.json").write_text(json.dumps(report))
    (row,) = triage(folder)
    assert row["path"] == "optimizer" and row["opts"] == []
    assert row["as_run"].startswith("mismatch") and row["optimizer_skipped"].startswith("mismatch")
    assert row["first_failing_opt"] == "none (fails with no opts)"
    assert row["zero_or_one_trips_folded"] == "ok"
