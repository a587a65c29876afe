"""REDUCE, the form before a kernel optimizer (docs/semantics.md section 10, [reduce]).

- The text format round-trips reduce kernels; the verifier names each broken rule.
- passes/reduce.py's lowering against the oracle's direct reading of REDUCE, on every
  reduce kernel here and in the corpus: the oracle runs both forms (they share nothing but
  the binary ops), and they must agree bit for bit.
- The builder writes the same graph as the parser.

The backends run the reduce kernels of golden/kernels/ through test_corpus.py.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from refimpl.builder import KernelBuilder
from refimpl.compare import compare_outputs
from refimpl.dtypes import f32, i32
from refimpl.inputs import make_args
from refimpl.ir import Ops, UOp
from refimpl.oracle import run_oracle
from refimpl.passes.reduce import lower_reduces
from refimpl.text import ParseError, parse, print_kernel
from refimpl.verify import VerifyError, verify

ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted((ROOT / "golden" / "kernels").glob("*.kernel"))

ROW_SUM = """\
kernel row_sum(%out: f32[8], %x: f32[128])
  %i = range i32 8
    %row = mul i32 %i, 16
    %j = range reduce i32 16
      %k = add i32 %row, %j
      %v = load f32 %x[%k]
    %s = reduce add f32 %v over %j
    store %out[%i], %s
  end %i
"""

TWO_RANGES = """\
kernel block_max(%out: i16[2], %x: i16[64])
  %b = range i32 2
    %base = mul i32 %b, 32
    %j = range reduce i32 4
      %row = mul i32 %j, 8
      %k = range reduce i32 8
        %0 = add i32 %row, %k
        %1 = add i32 %base, %0
        %v = load i16 %x[%1]
    %m = reduce max i16 %v over %j, %k
    store %out[%b], %m
  end %b
"""

NESTED = """\
kernel sum_of_row_max(%out: f32[1], %x: f32[24])
  %i = range reduce i32 4
    %row = mul i32 %i, 6
    %j = range reduce i32 6
      %k = add i32 %row, %j
      %v = load f32 %x[%k]
    %m = reduce max f32 %v over %j
  %s = reduce add f32 %m over %i
  store %out[0], %s
"""

CUMSUM = """\
kernel cumsum_window(%out: f32[10], %x: f32[10])
  %i = range i32 10
    %j = range reduce i32 10
      %in = cmplt bool %i, %j
      %v = load f32 %x[%j]
      %w = where f32 %in, 0.0, %v
    %s = reduce add f32 %w over %j
    store %out[%i], %s
  end %i
"""

VECTOR_AND_INT = """\
kernel lanes_and_bits(%sums: f32[4], %bits: u8[1], %x: f32[64], %y: u8[16])
  %j = range reduce i32 16
    %0 = mul i32 %j, 4
    %v = load f32x4 %x[%0]
  %s = reduce add f32x4 %v over %j
  store %sums[0], %s
  %k = range reduce i32 16
    %b = load u8 %y[%k]
  %o = reduce xor u8 %b over %k
  store %bits[0], %o
"""

INVARIANT = """\
kernel invariant(%out: f32[1], %x: f32[4])
  %v = load f32 %x[0]
  %j = range reduce i32 3
  %s = reduce add f32 %v over %j
  store %out[0], %s
"""

UNUSED_RANGES = """\
kernel unused_ranges(%out: i32[1])
  %a = range reduce i32 2
    %b = range reduce i32 3
  %s = reduce add i32 1 over %a, %b
  store %out[0], %s
"""

BOUND_FROM_OUTSIDE = """\
kernel triangle(%out: i32[4])
  %i = range i32 4
    %0 = add i32 %i, 1
    %j = range reduce i32 %0
    %s = reduce add i32 2 over %j
    store %out[%i], %s
  end %i
"""

KERNELS = {
    "row_sum": ROW_SUM,
    "two_ranges": TWO_RANGES,
    "nested": NESTED,
    "cumsum": CUMSUM,
    "vector_and_int": VECTOR_AND_INT,
    "invariant": INVARIANT,  # a value that does not use its range: folded once per iteration
    "unused_ranges": UNUSED_RANGES,  # two ranges nest in the listed order all the same
    "bound_from_outside": BOUND_FROM_OUTSIDE,  # inside %i through its range's bound only
}


def has_reduce(kernel) -> bool:
    return any(n.op is Ops.REDUCE for n in kernel.sink.toposort())


def all_reduce_kernels():
    texts = [parse(t, name) for name, t in KERNELS.items()]
    corpus = [parse(p.read_text(), str(p)) for p in CORPUS]
    return texts + [k for k in corpus if has_reduce(k)]


@pytest.mark.parametrize("name", KERNELS)
def test_reduce_text_round_trips(name):
    """[reduce]: `range reduce` and `reduce ... over` print as they were written."""
    text = KERNELS[name]
    assert print_kernel(parse(text)) == text


@pytest.mark.parametrize("kernel", all_reduce_kernels(), ids=lambda k: k.name)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_lowering_agrees_with_the_oracles_reading_of_reduce(kernel, seed):
    """[reduce]: the oracle's fold and passes/reduce.py's register accumulator, bit for bit."""
    lowered = kernel.with_sink(lower_reduces(kernel.sink))
    assert not has_reduce(lowered)
    verify(lowered)
    args = make_args(kernel, seed)
    direct, through_lowering = run_oracle(kernel, args), run_oracle(lowered, args)
    report = compare_outputs(kernel, direct, through_lowering)
    assert report.ok, report.text() if hasattr(report, "text") else report
    for name, care in direct.dont_care.items():
        assert np.array_equal(care, through_lowering.dont_care[name]), name


def test_the_fold_is_sequential_from_the_identity():
    """[reduce]: the reference order — sum of 16 f32 in index order, from +0.0."""
    kernel = parse(ROW_SUM)
    x = np.float32(1e8) * np.ones(128, np.float32)
    x[1::16] = 1.0  # lost when added after 1e8, kept in a tree that pairs the ones first
    args = make_args(kernel, 0)
    args.buffers["x"][...] = x
    got = run_oracle(kernel, args).buffers["out"]
    want = np.zeros(8, np.float32)
    for i in range(8):
        acc = np.float32(0.0)
        for j in range(16):
            acc = np.float32(acc + x[i * 16 + j])
        want[i] = acc
    assert got.tobytes() == want.tobytes()


def test_an_empty_reduce_gives_the_identity():
    """[reduce]: no iterations, the identity: -inf for max, +0.0 for add."""
    text = """\
kernel empty(%out: f32[2], %x: f32[4], %n: i32 in 0..0)
  %j = range reduce i32 %n
    %v = load f32 %x[%j]
  %m = reduce max f32 %v over %j
  store %out[0], %m
  %k = range reduce i32 %n
    %w = load f32 %x[%k]
  %s = reduce add f32 %w over %k
  store %out[1], %s
"""
    kernel = parse(text)
    out = run_oracle(kernel, make_args(kernel, 0)).buffers["out"]
    assert out[0] == -np.inf and out[1] == 0.0 and not np.signbit(out[1])


def test_the_builder_writes_what_the_parser_reads():
    kb = KernelBuilder("row_sum")
    out, x = kb.buffer("out", f32, 8), kb.buffer("x", f32, 128)
    with kb.loop(8, name="i") as i:
        row = kb.mul(i, 16, name="row")
        j = kb.reduce_range(16, name="j")
        v = kb.load(x, kb.add(row, j, name="k"), name="v")
        kb.store(out, i, kb.reduce(Ops.ADD, v, j, name="s"))
    assert kb.finish() == parse(ROW_SUM)


# --- the verifier's rules ---------------------------------------------------------------------


def parse_error(text: str) -> str:
    with pytest.raises((ParseError, VerifyError)) as caught:
        parse(text)
    return str(caught.value)


def test_a_reduce_range_used_after_its_reduce_is_rejected():
    """[reduce] reduce-range: nothing outside the reduce's value may use its range."""
    text = ROW_SUM.replace("store %out[%i], %s", "%t = add f32 %s, %v\n    store %out[%i], %t")
    assert "not open here" in parse_error(text)
    v = parse(ROW_SUM)
    red = next(n for n in v.sink.toposort() if n.op is Ops.REDUCE)
    outside = red.alu(Ops.ADD, red.src[0])  # the reduce's result plus its own value
    store = next(n for n in v.sink.toposort() if n.op is Ops.STORE)
    broken = v.with_sink(
        v.sink.replace(
            src=(
                *v.sink.src,
                UOp(Ops.STORE, store.dtype, (store.src[0], UOp.const(i32, 0), outside)),
            )
        )
    )
    with pytest.raises(VerifyError, match="reduce-range"):
        verify(broken)


def test_a_reduce_over_no_range_is_rejected():
    """[reduce] reduce: a reduce needs a range."""
    v = UOp.const(f32, 1.0)
    red = UOp(Ops.REDUCE, f32, (v,), Ops.ADD)
    kernel = parse("kernel k(%out: f32[1])\n  store %out[0], 0.0\n")
    store = kernel.sink.src[0]
    broken = kernel.with_sink(kernel.sink.replace(src=(store.replace(src=(*store.src[:2], red)),)))
    with pytest.raises(VerifyError, match="reduce: .*at least one range"):
        verify(broken)


def test_a_dtype_the_op_does_not_reduce_is_rejected():
    """[reduce] reduce-dtype: `and` does not fold floats."""
    text = ROW_SUM.replace("reduce add f32", "reduce and f32")
    assert "reduce-dtype" in parse_error(text)


def test_a_reduce_range_closed_by_end_is_rejected():
    text = ROW_SUM.replace(
        "%s = reduce add f32 %v over %j\n", "end %j\n    %s = add f32 1.0, 1.0\n"
    )
    assert "its reduce closes it" in parse_error(text)


def test_a_plain_loop_cannot_be_reduced_over():
    text = ROW_SUM.replace("range reduce i32 16", "range i32 16")
    assert "not a `range reduce`" in parse_error(text)


def test_a_store_inside_a_reduce_is_rejected():
    text = ROW_SUM.replace(
        "      %v = load f32 %x[%k]\n", "      %v = load f32 %x[%k]\n      store %out[%k], %v\n"
    )
    assert "cannot store" in parse_error(text)


def test_reduce_ranges_listed_out_of_order_are_rejected():
    """The listed ranges are the innermost open loops, outermost first."""
    text = TWO_RANGES.replace("over %j, %k", "over %k, %j")
    assert "is not the open loop" in parse_error(text)


# --- [reduce-reorder]: a backend that reorders float reductions ------------------------------


def reordered_case(text: str, buffers: dict[str, np.ndarray]):
    """(kernel, oracle result, the arguments) for `text` on the given input buffers."""
    kernel = parse(text)
    args = make_args(kernel, 0)
    for name, values in buffers.items():
        args.buffers[name][...] = values
    return kernel, run_oracle(kernel, args), args


def answer(args, **outputs):
    got = args.copy()
    for name, values in outputs.items():
        got.buffers[name][...] = values
    return got


SUM16 = """\
kernel sum16(%out: f32[1], %x: f32[16])
  %j = range reduce i32 16
    %v = load f32 %x[%j]
  %s = reduce add f32 %v over %j
  store %out[0], %s
"""


def test_a_reordered_sum_within_the_bound_passes_only_for_a_reordering_backend():
    """[reduce-reorder]: |r - s| <= γ(n-1)·Σ|x|; the reference order stays bit-exact."""
    x = np.full(16, 1.0, np.float32)
    x[0] = 1e8
    kernel, expected, args = reordered_case(SUM16, {"x": x})
    assert expected.buffers["out"][0] == np.float32(1e8)  # the ones vanish one by one
    tree = np.float32(1e8) + np.float32(15.0)  # the ones first, as a split accumulator may
    got = answer(args, out=np.array([tree], np.float32))
    assert not compare_outputs(kernel, expected, got).ok
    report = compare_outputs(kernel, expected, got, reordered=True)
    assert report.ok and report.rules == {"[reduce-reorder] bound": 1}


def test_a_reordered_sum_beyond_the_bound_is_a_mismatch_naming_the_rule():
    x = np.linspace(1, 2, 16, dtype=np.float32)
    kernel, expected, args = reordered_case(SUM16, {"x": x})
    far = expected.buffers["out"] * np.float32(1.001)
    report = compare_outputs(kernel, expected, answer(args, out=far), reordered=True)
    assert not report.ok
    assert "[reduce-reorder] bound" in str(report.mismatches[0])


def test_a_sum_of_both_infinities_must_be_nan_in_any_order():
    x = np.zeros(16, np.float32)
    x[3], x[9] = np.inf, -np.inf
    kernel, expected, args = reordered_case(SUM16, {"x": x})
    finite = answer(args, out=np.array([0.0], np.float32))
    assert not compare_outputs(kernel, expected, finite, reordered=True).ok
    nan = answer(args, out=np.array([np.nan], np.float32))
    assert compare_outputs(kernel, expected, nan, reordered=True).ok


def test_a_sum_that_some_order_overflows_is_unspecified():
    x = np.full(16, 3e37, np.float32)
    x[8:] = -3e37
    kernel, expected, args = reordered_case(SUM16, {"x": x})
    report = compare_outputs(
        kernel, expected, answer(args, out=np.array([np.inf], np.float32)), reordered=True
    )
    assert report.ok and report.rules == {"[reduce-reorder] unspecified": 1}


def test_a_max_with_a_nan_is_unspecified_and_without_one_is_the_maximum():
    """[reduce-reorder] max: the NaN's place in the order decides; else the greatest value,
    either zero sign."""
    text = SUM16.replace("reduce add", "reduce max")
    x = np.array([-0.0, 0.0] + [-1.0] * 14, np.float32)
    kernel, expected, args = reordered_case(text, {"x": x})
    for zero in (0.0, -0.0):
        got = answer(args, out=np.array([zero], np.float32))
        assert compare_outputs(kernel, expected, got, reordered=True).ok
    assert not compare_outputs(
        kernel, expected, answer(args, out=np.array([-1.0], np.float32)), reordered=True
    ).ok
    x[5] = np.nan
    kernel, expected, args = reordered_case(text, {"x": x})
    got = answer(args, out=np.array([-1.0], np.float32))
    assert compare_outputs(kernel, expected, got, reordered=True).ok


def test_a_product_within_the_bound_and_one_that_could_overflow():
    """[reduce-reorder] mul: |r - p| <= γ(n-1)·|p| while no partial product can leave the
    normal range; unspecified where one can."""
    text = SUM16.replace("reduce add", "reduce mul")
    x = np.full(16, 1.1, np.float32)
    kernel, expected, args = reordered_case(text, {"x": x})
    exact = float(np.prod(x.astype(np.float64)))
    close = answer(args, out=np.array([exact], np.float32))
    assert compare_outputs(kernel, expected, close, reordered=True).ok
    x[:8], x[8:] = 1e30, 1e-30
    kernel, expected, args = reordered_case(text, {"x": x})
    report = compare_outputs(
        kernel, expected, answer(args, out=np.array([np.nan], np.float32)), reordered=True
    )
    assert report.ok and report.rules == {"[reduce-reorder] unspecified": 1}


def test_a_reduction_used_by_further_arithmetic_is_unspecified_when_reordered():
    """[reduce-reorder]: the bound does not carry through other ops."""
    text = SUM16.replace("store %out[0], %s", "%t = mul f32 %s, 3.0\n  store %out[0], %t")
    kernel, expected, args = reordered_case(text, {"x": np.ones(16, np.float32)})
    anything = answer(args, out=np.array([7.0], np.float32))
    assert not compare_outputs(kernel, expected, anything).ok
    report = compare_outputs(kernel, expected, anything, reordered=True)
    assert report.ok and report.rules == {"[reduce-reorder] unspecified": 1}


def test_integer_reductions_are_exact_for_a_reordering_backend_too():
    """[reduce-int]: wrapping sums are the same in every order, so bit-exact."""
    text = SUM16.replace("f32", "i32").replace("%out: i32[1]", "%out: i32[1]")
    kernel, expected, args = reordered_case(text, {"x": np.arange(16, dtype=np.int32)})
    assert expected.reordered == {}
    off = answer(args, out=expected.buffers["out"] + 1)
    assert not compare_outputs(kernel, expected, off, reordered=True).ok


def test_a_product_of_more_fp8_values_than_the_format_has_bits_is_unspecified():
    """[reduce-reorder] mul with γ(n-1) >= 1 (f8e5m2: u = 1/8, 16 elements): no bound."""
    text = SUM16.replace("reduce add", "reduce mul").replace("f32", "f8e5m2")
    kernel, expected, args = reordered_case(text, {"x": np.ones(16, np.float32)})
    report = compare_outputs(kernel, expected, answer(args), reordered=True)
    assert report.ok and report.rules == {"[reduce-reorder] unspecified": 1}
