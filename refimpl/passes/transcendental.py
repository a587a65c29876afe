"""Lower exp2, log2 and sin to basic IR ops, so that every backend computes the same bits.

Where it sits: `compile.lower` runs this pass right after verification, before any
backend's legalization, and the oracle runs the lowered graph too. The result of a
transcendental is therefore *defined* by the algorithms below (docs/semantics.md
[transcendental-lowering]); their distance from the exact mathematical value is measured by
conformance/test_transcendental.py and stated in [transcendental-ulp].

The lowered graph uses only add, sub, mul, fdiv, neg, trunc, where, comparisons, casts,
bitcasts, shifts and bitwise ops — never mulacc (fast-math may fuse it) and no min/max. It
must be defined for every input: a float->int cast of NaN or of an out-of-range value is
unspecified ([cast-float-int]), so every value is clamped before it is cast.

Precision strategy (the same as musl's and glibc's float functions):

- f64 is computed in f64 with polynomials long enough for f64.
- f32 is computed in f64 with shorter polynomials and rounded once to f32, which makes
  the result correctly rounded except when the exact value lies within about 2^-30 ulp
  of a rounding boundary.
- f16 is computed as the f32 function and rounded to f16; so are bf16, f8e4m3 and f8e5m2.

All polynomials are Taylor series whose coefficients are computed at import time in
decimal arithmetic with 40 significant digits and rounded once to f64; a series keeps the
terms it needs for its precision (`_series`). Evaluation is Horner's rule.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from decimal import Decimal, localcontext
from fractions import Fraction

from refimpl.dtypes import DType, f16, f32, f64, i64, is_narrow_float
from refimpl.ir import TRANSCENDENTAL, Ops, UOp
from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite

Operand = UOp | float | int

# --- constants, computed exactly once ------------------------------------------------------


def _decimal_pi() -> Decimal:
    """pi to the current decimal precision (the series from the `decimal` module docs)."""
    with localcontext() as ctx:
        ctx.prec += 2
        three = Decimal(3)
        last, t, s, n, na, d, da = 0, three, 3, 1, 0, 0, 24
        while s != last:
            last = s
            n, na = n + na, na + 8
            d, da = d + da, da + 32
            t = (t * n) / d
            s += t
    return +s


with localcontext() as _ctx:
    _ctx.prec = 60
    LN2 = Decimal(2).ln()
    HALF_PI = _decimal_pi() / 2


def _truncate_to_bits(value: Fraction, bits: int) -> float:
    """`value` truncated to its `bits` leading significant bits (exact as a float)."""
    exponent = math.floor(math.log2(abs(value)))
    scale = Fraction(2) ** (bits - 1 - exponent)
    return float(Fraction(math.trunc(value * scale)) / scale)


def _cody_waite_pieces(value: Decimal, piece_bits: int, pieces: int) -> tuple[float, ...]:
    """`value` as a sum of floats: `pieces` short ones (exact when multiplied by an integer
    of up to 53 - piece_bits bits) and a last full-precision one for the rest."""
    rest, parts = Fraction(value), []
    for _ in range(pieces):
        parts.append(_truncate_to_bits(rest, piece_bits))
        rest -= Fraction(parts[-1])
    return (*parts, float(rest))


# sin: x = k * pi/2 + r. With |k| < 2^30 every k * piece is exact, and the four pieces
# carry 3 * 23 + 53 = 122 bits of pi/2, enough for inputs within an ulp of a multiple.
SIN_DOMAIN = 2.0**30
HALF_PI_PIECES = _cody_waite_pieces(HALF_PI, 23, 3)
TWO_OVER_PI = float(1 / HALF_PI)

# log2: 1/ln2 = INV_LN2_HI + INV_LN2_LO, with INV_LN2_HI short enough (32 bits) that its
# product with a 21-bit number is exact.
INV_LN2_HI = _truncate_to_bits(Fraction(1 / LN2), 32)
INV_LN2_LO = float(Fraction(1 / LN2) - Fraction(INV_LN2_HI))
SQRT_2 = math.sqrt(2.0)

# bits of accuracy each polynomial is sized for: a few more than the result needs
SERIES_BITS = {24: 24 + 10, 53: 53 + 5}


def _series(
    coefficients: Callable[[int], Decimal], max_argument: float, bits: int, first: int = 0
) -> tuple[float, ...]:
    """Coefficients c_first, c_first+1, ... up to the first term c_n * max_argument^n that
    is below 2^-bits (and so is dropped)."""
    kept, n = [], first
    with localcontext() as ctx:
        ctx.prec = 40
        while abs(coefficients(n)) * Decimal(max_argument) ** n >= Decimal(2) ** -bits:
            kept.append(float(coefficients(n)))
            n += 1
    return tuple(kept)


def _exp2_coefficient(n: int) -> Decimal:
    return LN2**n / math.factorial(n)  # 2^f = sum (f ln2)^n / n!


def _log_coefficient(n: int) -> Decimal:
    return Decimal(2) / (2 * n + 1)  # ln(1+f) = 2s + s * sum_{n>=1} 2 s^2n / (2n + 1)


def _sin_coefficient(n: int) -> Decimal:
    return Decimal((-1) ** n) / math.factorial(2 * n + 1)  # sin r = sum (-1)^n r^(2n+1)/(2n+1)!


def _cos_coefficient(n: int) -> Decimal:
    return Decimal((-1) ** n) / math.factorial(2 * n)


# the largest arguments: |f| <= 1/2 for exp2; s^2 <= ((sqrt2-1)/(sqrt2+1))^2 for log2;
# r^2 <= (pi/4)^2 for sin (a little more, for the rounding of k)
EXP2_SERIES = {p: _series(_exp2_coefficient, 0.5, b) for p, b in SERIES_BITS.items()}
LOG_SERIES = {p: _series(_log_coefficient, 0.0295, b, first=1) for p, b in SERIES_BITS.items()}
SIN_SERIES = {p: _series(_sin_coefficient, 0.62, b, first=1) for p, b in SERIES_BITS.items()}
COS_SERIES = {p: _series(_cos_coefficient, 0.62, b, first=2) for p, b in SERIES_BITS.items()}


# --- a tiny expression vocabulary over UOps --------------------------------------------------
# Python numbers become constants of the other operand's dtype, broadcast to its lanes.


def _const(like: DType, value: float | int) -> UOp:
    scalar = UOp.const(like.scalar, value)
    return scalar if like.lanes == 1 else UOp(Ops.BROADCAST, like, (scalar,))


def _typed(a: Operand, b: Operand) -> tuple[UOp, UOp]:
    if not isinstance(a, UOp):
        a = _const(b.dtype, a)  # type: ignore[union-attr]
    if not isinstance(b, UOp):
        b = _const(a.dtype, b)
    return a, b


def _binary(op: Ops) -> Callable[[Operand, Operand], UOp]:
    def build(a: Operand, b: Operand) -> UOp:
        x, y = _typed(a, b)
        return x.alu(op, y)

    return build


add, sub, mul, div = _binary(Ops.ADD), _binary(Ops.SUB), _binary(Ops.MUL), _binary(Ops.FDIV)
less, equal = _binary(Ops.CMPLT), _binary(Ops.CMPEQ)
bit_and, bit_or, shift_left, shift_right = (
    _binary(Ops.AND),
    _binary(Ops.OR),
    _binary(Ops.SHL),
    _binary(Ops.SHR),
)


def where(cond: UOp, a: Operand, b: Operand, dtype: DType | None = None) -> UOp:
    """cond ? a : b; `dtype` is needed only when both a and b are Python numbers."""
    if dtype is not None and not isinstance(a, UOp):
        a = _const(dtype, a)
    x, y = _typed(a, b)
    return UOp(Ops.WHERE, x.dtype, (cond, x, y))


def either(a: UOp, b: UOp) -> UOp:
    return a.alu(Ops.OR, b)


def both(a: UOp, b: UOp) -> UOp:
    return a.alu(Ops.AND, b)


def neg(x: UOp) -> UOp:
    return x.alu(Ops.NEG)


def trunc(x: UOp) -> UOp:
    return x.alu(Ops.TRUNC)


def is_nan(x: UOp) -> UOp:
    return x.alu(Ops.CMPNE, x)


def clamp(x: UOp, lo: float, hi: float) -> UOp:
    return where(less(x, lo), lo, where(less(hi, x), hi, x))  # NaN passes through


def horner(x: UOp, coefficients: tuple[float, ...]) -> UOp:
    """c0 + x * (c1 + x * (c2 + ...))."""
    result = _const(x.dtype, coefficients[-1])
    for c in reversed(coefficients[:-1]):
        result = add(mul(result, x), c)
    return result


def round_to_integer(y: UOp) -> UOp:
    """The integer nearest to y (ties toward zero), exactly, without a float->int cast."""
    whole = trunc(y)
    fraction = sub(y, whole)  # exact
    up = where(less(0.5, fraction), 1.0, 0.0, y.dtype)
    down = where(less(fraction, -0.5), 1.0, 0.0, y.dtype)
    return sub(add(whole, up), down)


def power_of_two(k: UOp) -> UOp:
    """2.0^k as f64 for an i64 vector k in -1022..1023, built in the exponent field."""
    return shift_left(add(k, 1023), 52).bitcast(f64.vec(k.dtype.lanes))


# --- the algorithms, on f64 ------------------------------------------------------------------


def exp2_f64(x: UOp, precision: int) -> UOp:
    """2^x = 2^n * 2^f with n the integer nearest x and |f| <= 1/2."""
    lanes = x.dtype.lanes
    # NaN is returned at the end; clamping keeps n castable and makes ±inf overflow/underflow
    # (2^1030 is inf and 2^-1080 is 0 in every format)
    clamped = clamp(where(is_nan(x), 0.0, x), -1080.0, 1030.0)
    n = round_to_integer(clamped)
    f = sub(clamped, n)  # exact
    mantissa = horner(f, EXP2_SERIES[precision])  # in [0.7, 1.42]
    # scale by 2^n in two steps, each factor a normal number: the first product is exact
    # and the second rounds once, to a denormal or to inf when it has to
    k = n.cast(i64.vec(lanes))
    k_low = shift_right(k, 1)  # floor(k / 2)
    scaled = mul(mul(mantissa, power_of_two(k_low)), power_of_two(sub(k, k_low)))
    return where(is_nan(x), x, scaled)


def log2_f64(x: UOp, precision: int) -> UOp:
    """log2(x) = e + log2(m), x = m * 2^e with m in [sqrt(1/2), sqrt(2)), as in fdlibm."""
    lanes = x.dtype.lanes
    ordinary = both(less(0.0, x), less(x, math.inf))  # positive and finite (not NaN)
    positive = where(ordinary, x, 1.0)
    # denormals have no implicit leading bit: scale them into the normal range first
    tiny = less(positive, 2.0**-1022)
    normal = where(tiny, mul(positive, 2.0**54), positive)
    bits = normal.bitcast(i64.vec(lanes))
    exponent = sub(shift_right(bits, 52), 1023)
    mantissa_bits = bit_or(bit_and(bits, (1 << 52) - 1), 1023 << 52)
    m = mantissa_bits.bitcast(x.dtype)  # in [1, 2)
    upper = less(SQRT_2, m)
    m = where(upper, mul(m, 0.5), m)  # exact
    e = exponent.cast(x.dtype)
    e = add(sub(e, where(tiny, 54.0, 0.0, x.dtype)), where(upper, 1.0, 0.0, x.dtype))

    # ln(1 + f) = f - f^2/2 + s * (f^2/2 + R) with s = f / (2 + f), R = sum 2 s^2n / (2n+1)
    f = sub(m, 1.0)  # exact
    s = div(f, add(f, 2.0))
    z = mul(s, s)
    half_f_squared = mul(mul(f, f), 0.5)
    r = mul(z, horner(z, LOG_SERIES[precision]))
    # hi + lo = f - f^2/2 + ..., hi with only 21 significant bits so that hi * INV_LN2_HI is
    # exact; the small terms are carried in lo and the sum is rounded once at the end
    hi = sub(f, half_f_squared)
    hi = bit_and(hi.bitcast(i64.vec(lanes)), -(1 << 32)).bitcast(x.dtype)
    lo = add(sub(sub(f, hi), half_f_squared), mul(s, add(half_f_squared, r)))
    value_hi = mul(hi, INV_LN2_HI)
    value_lo = add(mul(add(lo, hi), INV_LN2_LO), mul(lo, INV_LN2_HI))
    total = add(e, value_hi)
    value_lo = add(value_lo, add(sub(e, total), value_hi))  # what the sum e + hi dropped
    result = add(value_lo, total)

    special = where(equal(x, math.inf), math.inf, math.nan, x.dtype)
    special = where(equal(x, 0.0), -math.inf, special)
    return where(ordinary, result, special)


def two_sum_error(a: UOp, b: UOp, total: UOp) -> UOp:
    """The exact rounding error of `total = a + b` (Knuth's TwoSum: a + b == total + error)."""
    b_part = sub(total, a)
    a_part = sub(total, b_part)
    return add(sub(a, a_part), sub(b, b_part))


def sin_f64(x: UOp, precision: int) -> UOp:
    """sin(x) = ±sin(r) or ±cos(r) with x = k * pi/2 + r, |r| <= pi/4 (Cody–Waite), as in
    fdlibm's __kernel_sin/__kernel_cos with r carried as a head and a tail."""
    magnitude = where(less(x, 0.0), neg(x), x)
    finite = less(magnitude, math.inf)  # false for ±inf and NaN, whose sine is NaN
    xs = where(finite, x, 0.0)
    k = round_to_integer(mul(xs, TWO_OVER_PI))  # +0 for x = ±0, so r keeps x's sign

    # r + tail = x - k * pi/2: the first subtraction is exact (x and k * piece agree to
    # within a factor of 2); the rounding error of every later one goes into the tail
    first, *rest = HALF_PI_PIECES
    r = sub(xs, mul(k, first))
    tail = _const(x.dtype, 0.0)
    for piece in rest:
        product = mul(k, piece)
        difference = sub(r, product)
        tail = add(tail, two_sum_error(r, neg(product), difference))
        r = difference
    head = add(r, tail)
    tail = sub(tail, sub(head, r))  # renormalize: |tail| <= ulp(head) / 2
    # beyond SIN_DOMAIN the products k * piece are inexact and r may be anything: clamp so
    # the result stays finite (inside the domain both clamps do nothing)
    r, tail = clamp(head, -1.0, 1.0), clamp(tail, -(2.0**-40), 2.0**-40)

    z = mul(r, r)
    r_cubed = mul(z, r)
    s1, *s_rest = SIN_SERIES[precision]
    # sin(r + tail) = r + s1 r^3 + r^5 S(z) + tail * (1 - z/2)
    inner = sub(mul(z, sub(mul(tail, 0.5), mul(r_cubed, horner(z, tuple(s_rest))))), tail)
    sin_r = sub(r, sub(inner, mul(r_cubed, s1)))
    # cos(r + tail) = 1 - z/2 + z^2 C(z) - r * tail; the rounding error of 1 - z/2 is
    # added back
    half_z = mul(z, 0.5)
    w = sub(1.0, half_z)
    small = sub(mul(mul(z, z), horner(z, COS_SERIES[precision])), mul(r, tail))
    cos_r = add(w, add(sub(sub(1.0, w), half_z), small))

    quadrant = sub(k, mul(trunc(mul(k, 0.25)), 4.0))  # k mod 4, exact, in -3..3
    quadrant = where(less(quadrant, 0.0), add(quadrant, 4.0), quadrant)
    use_cos = either(equal(quadrant, 1.0), equal(quadrant, 3.0))
    value = where(use_cos, cos_r, sin_r)
    value = where(less(1.5, quadrant), neg(value), value)
    value = where(equal(x, 0.0), x, value)  # sin(-0.0) = -0.0 (the tail arithmetic loses it)
    return where(finite, value, math.nan)


ALGORITHMS: dict[Ops, Callable[[UOp, int], UOp]] = {
    Ops.EXP2: exp2_f64,
    Ops.LOG2: log2_f64,
    Ops.SIN: sin_f64,
}


# --- the rewrite rules -------------------------------------------------------------------------


def _f16_through_f32(node: UOp, x: UOp) -> UOp:
    wide = f32.vec(x.dtype.lanes)
    return UOp(node.op, wide, (x.cast(wide),)).cast(node.dtype)  # re-lowered as f32


def _f32_through_f64(node: UOp, x: UOp) -> UOp:
    wide = f64.vec(x.dtype.lanes)
    return ALGORITHMS[node.op](x.cast(wide), 24).cast(node.dtype)


def _f64(node: UOp, x: UOp) -> UOp:
    return ALGORITHMS[node.op](x, 53)


def _scalar_is(dtype: DType) -> Callable[[object], bool]:
    return lambda d: isinstance(d, DType) and d.scalar == dtype


TRANSCENDENTAL_RULES = PatternMatcher([
    (Pat(TRANSCENDENTAL, _scalar_is(f16), (Pat.var("x"),), name="node"), _f16_through_f32),
    (Pat(TRANSCENDENTAL, is_narrow_float, (Pat.var("x"),), name="node"), _f16_through_f32),
    (Pat(TRANSCENDENTAL, _scalar_is(f32), (Pat.var("x"),), name="node"), _f32_through_f64),
    (Pat(TRANSCENDENTAL, _scalar_is(f64), (Pat.var("x"),), name="node"), _f64),
])  # fmt: skip


def lower_transcendentals(sink: UOp) -> UOp:
    """Replace every exp2, log2 and sin under `sink` by its basic-op algorithm."""
    return graph_rewrite(sink, TRANSCENDENTAL_RULES)
