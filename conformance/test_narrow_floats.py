"""The narrow floats bf16, f8e4m3 (float8_e4m3fn) and f8e5m2: their rules in docs/semantics.md,
checked exhaustively where the formats are small enough.

- The oracle's casts (ml_dtypes) against an exact rounding written here in f64 arithmetic, from
  every one of the 2^8 and 2^16 encodings to every dtype, and from every midpoint between
  neighbouring narrow values (and just either side of it) in f32 and f64 to each format.
- ml_dtypes' arithmetic against "the f32 op, rounded once" on every pair of float8 values.
- The shared legalization (passes/legalize.py narrow_floats_to_bits), compiled by the C
  backend, against the oracle on every encoding through every cast.

Needs no executor except the last test, which needs a C compiler.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from refimpl.args import Args
from refimpl.builder import KernelBuilder
from refimpl.compare import compare_outputs
from refimpl.compile import build, lower, unavailable
from refimpl.dtypes import (
    ALL_SCALARS,
    BITS_DTYPE,
    NARROW_FLOATS,
    NARROW_FORMATS,
    DType,
    f32,
    f64,
    finfo,
    min_max,
)
from refimpl.ir import Ops
from refimpl.oracle import ALU_SEMANTICS, CASTS, run_oracle
from refimpl.text import parse

IDS = [d.name for d in NARROW_FLOATS]


def every_encoding(dtype: DType) -> np.ndarray:
    bits = BITS_DTYPE[dtype.bits]
    return np.arange(1 << dtype.bits, dtype=np.uint64).astype(bits.np).view(dtype.np)


def round_to_format(x: np.ndarray, dtype: DType) -> np.ndarray:
    """The exact rule, independent of ml_dtypes: f64 values `x` rounded to nearest even in the
    format of `dtype` (a narrow float), overflow as [narrow-overflow] says. Exact in f64:
    `step` is the value of the format's last mantissa bit at x's exponent, a power of two,
    so x / step is exact, np.rint rounds that quotient half to even, and q * step is exact."""
    form = NARROW_FORMATS[dtype.name]
    magnitude = np.abs(x)
    _, e = np.frexp(magnitude)  # magnitude = f * 2**e with f in [0.5, 1)
    exponent = np.maximum(e - 1, form.min_exponent)
    step = np.ldexp(1.0, exponent - form.mantissa_bits)
    with np.errstate(invalid="ignore"):
        result = np.rint(magnitude / step) * step
        overflow = result > float(finfo(dtype).max)
    result = np.where(overflow, math.inf if form.has_inf else math.nan, result)
    return np.copysign(result, x)


def same(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Equal bits, or both NaN ([nan-any], [narrow-nan])."""
    with np.errstate(invalid="ignore"):  # ml_dtypes warns on casting its NaNs
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
    both_nan = np.isnan(a64) & np.isnan(b64)
    return both_nan | ((a64 == b64) & (np.signbit(a64) == np.signbit(b64)))


def expected_cast(values: np.ndarray, to: DType) -> tuple[np.ndarray, np.ndarray]:
    """(expected, defined mask) of casting exactly known f64 `values` to `to`."""
    if to.is_bool:
        return values != 0, np.ones(len(values), bool)
    if to.is_int:
        lo, hi = min_max(to)
        with np.errstate(invalid="ignore"):
            t = np.trunc(values)
            defined = (t >= lo) & (t < hi + 1)
        return np.where(defined, t, 0).astype(to.np), defined
    if to in NARROW_FLOATS:
        return round_to_format(values, to).astype(to.np), None
    return values.astype(to.np), None  # f16/f32/f64 from an exact f64: numpy rounds once


@pytest.mark.parametrize("frm", NARROW_FLOATS, ids=IDS)
def test_every_encoding_through_every_cast(frm):
    """[narrow-cast] [narrow-nan]: the oracle's cast of every encoding of `frm` to every
    dtype is the exact value rounded once (or truncated, for integers in range)."""
    source = every_encoding(frm)
    with np.errstate(invalid="ignore"):  # ml_dtypes warns on casting its NaNs
        exact = source.astype(np.float64)  # every narrow value is an f64
    for to in ALL_SCALARS:
        if to == frm:
            continue
        classes = ("float", "bool" if to.is_bool else "float" if to.is_float else "int")
        with np.errstate(invalid="ignore", over="ignore"):
            got = CASTS[classes](source, to)
            want, defined = expected_cast(exact, to)
        ok = same(got, want) if to.is_float else got == want
        if defined is not None:
            ok |= ~defined
        bad = np.flatnonzero(~ok)
        assert not len(bad), f"{frm} -> {to}: bits {source[bad[:4]].view(BITS_DTYPE[frm.bits].np)}"


def midpoints(dtype: DType) -> np.ndarray:
    """Every value of `dtype`, every midpoint between neighbours, and numbers just either
    side of each midpoint and past the largest finite value (as f64)."""
    with np.errstate(invalid="ignore"):  # ml_dtypes warns on casting its NaNs
        values = every_encoding(dtype).astype(np.float64)
    finite = np.unique(values[np.isfinite(values)])
    middle = (finite[:-1] + finite[1:]) / 2
    largest = float(finfo(dtype).max)
    top = largest + (largest - finite[-2]) / 2  # the tie past the largest
    ties = np.concatenate([middle, [top, -top]])
    near = np.concatenate([ties * (1 + 2.0**-40), ties * (1 - 2.0**-40), ties * (1 + 2.0**-20)])
    return np.concatenate([finite, ties, near, [np.inf, -np.inf, np.nan, 2 * largest]])


@pytest.mark.parametrize("to", NARROW_FLOATS, ids=IDS)
@pytest.mark.parametrize("frm", [f32, f64], ids=["f32", "f64"])
def test_every_midpoint_rounds_once_to_nearest_even(frm, to):
    """[narrow-cast] [narrow-overflow]: f32 and f64 values at, and either side of, every tie
    round to nearest even once; past the largest finite value, inf (bf16, f8e5m2) or NaN
    (f8e4m3)."""
    with np.errstate(over="ignore"):  # 2 * max of bf16 is past f32's max too
        values = midpoints(to).astype(frm.np)
    with np.errstate(invalid="ignore", over="ignore"):
        got = CASTS["float", "float"](values, to)
    want = round_to_format(values.astype(np.float64), to)
    bad = np.flatnonzero(~same(got, want.astype(to.np)))
    assert not len(bad), f"{frm} -> {to}: {values[bad[:4]]} gave {got[bad[:4]]}"


@pytest.mark.parametrize("dtype", NARROW_FLOATS, ids=IDS)
def test_constants_are_encoded_without_ml_dtypes(dtype):
    """NarrowFormat encodes, from its fields, every constant no rounding decides (a fuzzer
    worker that compiles kernels then never imports ml_dtypes): as ml_dtypes does for every
    encoding's value, NaN and inf of either sign; nothing for a value that needs rounding;
    and it reads every encoding back. Its largest finite value is ml_dtypes' finfo's."""
    form = NARROW_FORMATS[dtype.name]
    assert form.largest == float(finfo(dtype).max)
    with np.errstate(invalid="ignore"):  # ml_dtypes warns on casting its NaNs
        values = every_encoding(dtype).astype(np.float64)
        specials = np.array([np.nan, -np.nan, np.inf, -np.inf])
        special_bits = specials.astype(dtype.np).view(BITS_DTYPE[dtype.bits].np)
    for bits, value in enumerate(values):
        read = form.value(bits)
        assert read == value or (math.isnan(read) and math.isnan(value)), (hex(bits), read)
        assert math.copysign(1, read) == math.copysign(1, value), hex(bits)
        if not math.isnan(value):
            assert form.encoding(float(value)) == bits, (hex(bits), value)
    for value, bits in zip(specials, special_bits, strict=True):
        assert form.encoding(float(value)) == int(bits), value
    numbers = midpoints(dtype)  # the values, every tie between two and numbers either side
    with np.errstate(invalid="ignore", over="ignore"):
        held = numbers.astype(dtype.np).astype(np.float64) == numbers
    finite = np.isfinite(numbers)
    for value, exact in zip(numbers[finite], held[finite], strict=True):
        assert (form.encoding(float(value)) is not None) == exact, value


def test_e4m3_overflow_is_nan_and_its_ties_go_to_even():
    """[narrow-overflow], by example: 464 is the tie between 448 and 480 (which would be the
    NaN encoding): it rounds to 448; just above it, and inf, become NaN."""
    e4m3 = NARROW_FLOATS[1]
    values = np.array([448.0, 464.0, 464.0 + 2**-10, 1e9, np.inf, -np.inf], np.float64)
    bits = values.astype(e4m3.np).view(np.uint8)
    assert bits.tolist()[:2] == [0x7E, 0x7E]
    assert [b & 0x7F for b in bits.tolist()[2:]] == [0x7F] * 4


@pytest.mark.parametrize("dtype", NARROW_FLOATS[1:], ids=IDS[1:])
@pytest.mark.parametrize("op", [Ops.ADD, Ops.SUB, Ops.MUL, Ops.FDIV, Ops.MAX, Ops.CMPLT])
def test_float8_arithmetic_is_the_f32_op_rounded_once(dtype, op):
    """[narrow-arith]: on every pair of float8 values, the oracle (ml_dtypes) computes the
    f32 op and rounds once."""
    a = np.repeat(every_encoding(dtype), 256)
    b = np.tile(every_encoding(dtype), 256)
    with np.errstate(all="ignore"):
        got = ALU_SEMANTICS[op](dtype, a, b)
        wide = ALU_SEMANTICS[op](f32, a.astype(np.float32), b.astype(np.float32))
    want = wide if op is Ops.CMPLT else wide.astype(dtype.np)
    ok = got == want if op is Ops.CMPLT else same(got, want)
    assert ok.all(), f"{op.text} {dtype}: {np.flatnonzero(~ok)[:4]}"


def test_narrow_dtypes_in_the_text_format():
    """[narrow-dtypes]: the spellings, vectors of them, and literals that round trip."""
    kernel = parse("""
kernel narrow(%a: bf16[4], %b: f8e4m3[4], %c: f8e5m2[4])
  %x = load bf16x4 %a[0]
  %y = add bf16x4 %x, %x
  store %a[0], %y
  %p = load f8e4m3 %b[1]
  %q = mul f8e4m3 %p, 1.5
  store %b[1], %q
  %r = load f8e5m2x2 %c[2]
  %s = cast f8e5m2x2 %r
  store %c[2], %s
""")
    assert parse(str(kernel)) == kernel


C_UNAVAILABLE = unavailable("c")


@pytest.mark.skipif(C_UNAVAILABLE is not None, reason=str(C_UNAVAILABLE))
@pytest.mark.parametrize("frm", NARROW_FLOATS, ids=IDS)
def test_legalized_casts_on_every_encoding(frm):
    """[narrow-cast] [bit-exact]: the shared legalization's integer code, compiled by the C
    backend, agrees with the oracle on every encoding cast to every dtype (and back)."""
    n = 1 << frm.bits
    kernels = []
    for to in ALL_SCALARS:
        if to == frm:
            continue
        kb = KernelBuilder(f"every_{frm}_to_{to}")
        src = kb.buffer("src", frm, n)
        out = kb.buffer("out", to, n)
        with kb.loop(n // 16, name="i") as i:
            index = kb.mul(i, 16)
            kb.store(out, index, kb.cast(kb.load(src, index, 16), to))
        kernels.append(kb.finish())
    runners = build(kernels, "c")
    for kernel, runner in zip(kernels, runners, strict=True):
        out_dtype = kernel.param("out").dtype.base
        args = Args({"src": every_encoding(frm).copy(), "out": np.zeros(n, out_dtype.np)})
        expected = run_oracle(lower(kernel), args.copy())
        actual = args.copy()
        runner(actual)
        report = compare_outputs(kernel, expected, actual, inputs=args)
        assert report.ok, f"{kernel.name}: {report}"
