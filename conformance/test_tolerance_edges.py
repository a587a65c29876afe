"""Every numeric tolerance of docs/semantics.md, tested at its edge (issue 44, class 1).

A tolerance that is only tested far outside its bound passes a comparison twice as loose as
the spec. So each bound here gets the representable answer just inside it (the comparison
must accept it) and the one just outside (it must reject it), with the bound computed in
this module from the formula as docs/semantics.md writes it — never from the comparison's
own bound function. The precisions p are read from the spec's text, so the test and the
spec cannot drift apart. Each case also checks that it is sharp: the outside answer lies
within twice the bound, so a comparison twice as loose as the spec fails here.

- [fast-math]: |actual − expected| <= 2**-(p-8) · max(1, |expected|), via compare_outputs.
- [reduce-reorder] add: |result − s| <= γ(n−1)·Σ|xᵢ| (+ half an ulp of s for f64), and
  mul: |result − p| <= γ(n−1)·|p|, γ(k) = k·u/(1 − k·u), u = 2^-p, for every float dtype.

The transcendental ulp measure is tested at its edges beside the bounds it serves
(conformance/test_transcendental.py, test_ulp_error_at_the_edge_of_a_bound).
"""

from __future__ import annotations

import math
import re
import warnings
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from refimpl.compare import compare_outputs
from refimpl.dtypes import DType, parse_dtype
from refimpl.inputs import make_args
from refimpl.oracle import run_oracle
from refimpl.text import parse

SPEC = (Path(__file__).resolve().parents[1] / "docs" / "semantics.md").read_text()
FLAT_SPEC = " ".join(SPEC.split())


def spec_precisions(pattern: str) -> dict[str, int]:
    """{dtype: p} from the spec's "(p: 11 f16, 24 f32, ...)" list matched by `pattern`."""
    match = re.search(pattern, FLAT_SPEC)
    assert match, f"docs/semantics.md no longer states {pattern!r}"
    return {name: int(p) for p, name in re.findall(r"(\d+) (\w+)", match.group(1))}


# [fast-math]: "... where p is the precision (11, 24, 53 bits for f16, f32, f64)"
_FAST = re.search(
    r"`2\*\*-\(p-8\) \* max\(1, \|expected\|\)` where p is the precision "
    r"\((\d+), (\d+), (\d+) bits for (\w+), (\w+), (\w+)\)",
    FLAT_SPEC,
)
assert _FAST, "docs/semantics.md no longer states the [fast-math] tolerance as tested here"
FAST_MATH_P = dict(zip(_FAST.groups()[3:], map(int, _FAST.groups()[:3]), strict=True))
REORDER_P = spec_precisions(r"u = 2\^-p \(p: ([^)]*)\)")


# --- representable neighbours of an exact bound ------------------------------------------------


def value_of(dtype: DType, bits: int) -> Fraction:
    raw = np.array([bits], f"u{dtype.itemsize}")
    return Fraction(float(raw.view(dtype.np)[0]))


def straddle(dtype: DType, edge: Fraction, upward: bool) -> tuple[Fraction, Fraction]:
    """(inside, outside): the representable values of `dtype` on either side of `edge` (> 0),
    inside on the centre's side (below `edge` when `upward`), outside beyond it."""
    assert edge > 0
    bits = int(np.array([float(edge)]).astype(dtype.np).view(f"u{dtype.itemsize}")[0])
    while value_of(dtype, bits) > edge:  # positive floats order like their bit patterns
        bits -= 1
    while value_of(dtype, bits + 1) <= edge:
        bits += 1
    below, above = value_of(dtype, bits), value_of(dtype, bits + 1)
    if upward:
        return below, above
    return (above, below) if below != edge else (below, value_of(dtype, bits - 1))


def edge_pairs(dtype: DType, centre: Fraction, bound: Fraction):
    """[(side, inside, outside)] around centre ± bound, each checked to be sharp: the outside
    value is within 2·bound of the centre, so a bound twice the spec's would accept it."""
    pairs = []
    for side, upward in (("above", True), ("below", False)):
        edge = centre + bound if upward else centre - bound
        inside, outside = straddle(dtype, edge, upward)
        assert abs(inside - centre) <= bound < abs(outside - centre) <= 2 * bound, (
            f"{dtype} case is not sharp: centre {centre}, bound {float(bound)}, "
            f"outside {float(outside)}"
        )
        pairs.append((side, inside, outside))
    return pairs


def one_output_answer(args, dtype: DType, value: Fraction):
    got = args.copy()
    got.buffers["out"][...] = np.array([float(value)]).astype(dtype.np)
    assert Fraction(float(got.buffers["out"][0])) == value  # representable, so stored exactly
    return got


# --- [fast-math] -------------------------------------------------------------------------------

COPY = """\
kernel copy(%out: {t}[1], %x: {t}[1])
  %v = load {t} %x[0]
  store %out[0], %v
"""


@pytest.mark.parametrize("expected_value", [0.375, 1.0, 96.0], ids=["below-1", "1", "above-1"])
@pytest.mark.parametrize("dtype_name", sorted(FAST_MATH_P))
def test_fast_math_tolerance_at_its_edge(dtype_name: str, expected_value: float) -> None:
    """[fast-math]: an answer 2**-(p-8)·max(1, |expected|) away passes, the next one fails.
    Below 1 the tolerance is absolute (max(1, ...) = 1), above it relative."""
    dtype = parse_dtype(dtype_name)
    p = FAST_MATH_P[dtype_name]
    kernel = parse(COPY.format(t=dtype_name))
    args = make_args(kernel, 0)
    args.buffers["x"][...] = expected_value
    expected = run_oracle(kernel, args)
    centre = Fraction(expected_value)
    tolerance = Fraction(2) ** -(p - 8) * max(1, abs(centre))
    for side, inside, outside in edge_pairs(dtype, centre, tolerance):
        near = one_output_answer(args, dtype, inside)
        assert compare_outputs(kernel, expected, near, fast_math=True).ok, (side, inside)
        assert not compare_outputs(kernel, expected, near).ok  # not bit-exact: the rule did it
        far = one_output_answer(args, dtype, outside)
        report = compare_outputs(kernel, expected, far, fast_math=True)
        assert not report.ok, f"{dtype_name}: {float(outside)} is beyond the tolerance ({side})"


# --- [reduce-reorder] --------------------------------------------------------------------------

REDUCE = """\
kernel reduce_{n}(%out: {t}[1], %x: {t}[{n}])
  %j = range reduce i32 {n}
    %v = load {t} %x[%j]
  %s = reduce {op} {t} %v over %j
  store %out[0], %s
"""
# small dyadic elements every float dtype holds; the sum partly cancels (Σ|x| > |s|)
SUM_ELEMENTS = [2.0, 0.5, -0.25, 0.25]
PRODUCT_ELEMENTS = [1.5, 1.25, 1.5, 1.25]


def gamma(k: int, p: int) -> Fraction:
    """γ(k) = k·u/(1 − k·u), u = 2^-p, exactly."""
    u = Fraction(1, 2**p)
    return k * u / (1 - k * u)


def half_ulp(dtype: DType, value: Fraction) -> Fraction:
    """Half an ulp of `value` in f64, the spec's slack for an f64 sum (0 for other dtypes)."""
    if dtype.bits != 64:
        return Fraction(0)
    return Fraction(math.ulp(float(value))) / 2


def reordered_answers(op: str, dtype: DType, elements: list[float], centre: Fraction, bound):
    kernel = parse(REDUCE.format(n=len(elements), t=dtype, op=op))
    args = make_args(kernel, 0)
    args.buffers["x"][...] = np.array(elements).astype(dtype.np)
    expected = run_oracle(kernel, args)
    for side, inside, outside in edge_pairs(dtype, centre, bound):
        near = one_output_answer(args, dtype, inside)
        report = compare_outputs(kernel, expected, near, reordered=True)
        assert report.ok, f"{dtype} {op}: {float(inside)} is within the bound ({side})"
        assert report.rules == {"[reduce-reorder] bound": 1}
        far = one_output_answer(args, dtype, outside)
        report = compare_outputs(kernel, expected, far, reordered=True)
        assert not report.ok, f"{dtype} {op}: {float(outside)} is beyond the bound ({side})"
        assert "[reduce-reorder] bound" in str(report.mismatches[0])


@pytest.mark.parametrize("dtype_name", sorted(REORDER_P))
def test_reordered_sum_at_the_edge_of_its_bound(dtype_name: str) -> None:
    """[reduce-reorder] add: |result − s| <= γ(n−1)·Σ|xᵢ| (+ half an ulp of s for f64)."""
    dtype = parse_dtype(dtype_name)
    x = [Fraction(v) for v in SUM_ELEMENTS]
    s, magnitude = sum(x), sum(abs(v) for v in x)
    bound = gamma(len(x) - 1, REORDER_P[dtype_name]) * magnitude + half_ulp(dtype, s)
    reordered_answers("add", dtype, SUM_ELEMENTS, s, bound)


@pytest.mark.parametrize("dtype_name", sorted(REORDER_P))
def test_reordered_product_at_the_edge_of_its_bound(dtype_name: str) -> None:
    """[reduce-reorder] mul: |result − p| <= γ(n−1)·|p| (+ half an ulp for f64: the exact
    product is held in an f64, like the exact sum)."""
    dtype = parse_dtype(dtype_name)
    product = math.prod(Fraction(v) for v in PRODUCT_ELEMENTS)
    bound = gamma(len(PRODUCT_ELEMENTS) - 1, REORDER_P[dtype_name]) * abs(product)
    reordered_answers("mul", dtype, PRODUCT_ELEMENTS, product, bound + half_ulp(dtype, product))


@pytest.mark.parametrize(
    "elements, why",
    [
        ([65504.0, 20.0, -0.0], "65504 * 20 overflows f16 before the zero: inf * 0 is NaN"),
        ([float("inf"), 2.0**-14, 2.0**-14], "2^-28 underflows f16 before the inf: inf * 0"),
    ],
)
def test_a_reordered_product_whose_order_can_meet_inf_and_zero_is_unspecified(elements, why):
    """[reduce-reorder] mul: a zero (an inf) among the elements decides the product only
    while no order's partial product of the others can overflow (underflow to 0) first;
    tinygrad-clang-opt's NaN for the first was filed as a mismatch against 0 (47002)."""
    dtype = parse_dtype("f16")
    kernel = parse(REDUCE.format(n=len(elements), t=dtype, op="mul"))
    args = make_args(kernel, 0)
    args.buffers["x"][...] = np.array(elements).astype(dtype.np)
    expected = run_oracle(kernel, args)
    nan = args.copy()
    nan.buffers["out"][...] = np.nan  # what the order that meets inf * 0 gives
    report = compare_outputs(kernel, expected, nan, reordered=True)
    assert report.ok, why
    assert report.rules == {"[reduce-reorder] unspecified": 1}


def test_the_precisions_are_the_formats():
    """The spec's p per dtype is the format's significand width (the test reads p from the
    spec; this keeps a typo there from weakening every case above)."""
    formats = {"f16": 11, "f32": 24, "f64": 53, "bf16": 8, "f8e4m3": 4, "f8e5m2": 3}
    assert REORDER_P == formats
    assert FAST_MATH_P == {k: formats[k] for k in ("f16", "f32", "f64")}


def test_a_signalling_nan_is_judged_under_reduce_reorder_without_a_warning() -> None:
    """Widening a signalling f32 NaN to f64 raised numpy's "invalid value encountered in
    cast" in the [reduce-reorder] check (reassociation.allowed), which campaign output
    carried (issue 41); the answer is still a mismatch against a number."""
    kernel = parse(REDUCE.format(n=len(SUM_ELEMENTS), t="f32", op="add"))
    args = make_args(kernel, 0)
    args.buffers["x"][...] = np.array(SUM_ELEMENTS, np.float32)
    expected = run_oracle(kernel, args)
    got = args.copy()
    got.buffers["out"].view(np.uint32)[0] = 0x7F800001  # a signalling NaN
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        report = compare_outputs(kernel, expected, got, reordered=True)
    assert not report.ok
