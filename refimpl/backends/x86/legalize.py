"""x86 legalization: IR-to-IR rewrites that leave only what isel.py selects directly.

Runs in `X86Backend.legalize`, before linearize. What remains afterwards:

- f16 is a storage type only: every f16 ALU op is computed in f32 and rounded back after
  each op (docs/semantics.md [f16-arith]; the shared F16_VIA_F32 of passes/legalize.py);
  f16 values are loaded, stored, cast, selected.
- casts are among a core set isel knows: int<->int, bool<->int, anything->bool,
  i32/i64<->f32/f64, f32<->f64, f16<->f32. Every other pair becomes a short chain of those
  (with the fix-ups u64 needs; f64->f16 rounds to odd first, the shared F64_TO_F16_VIA_ODD).
- vector ALU ops the target has no packed instruction for are split into lanes
  (GEP -> scalar op -> VECTORIZE). Which ops are native is asked of the target's features.
- mulacc becomes mul + add unless fast_math allows a fused multiply-add.

The rule list, first match wins: LEGALIZE = _MULACC + F16_VIA_F32 + _RECIP + _VECTORS +
F64_TO_F16_VIA_ODD + _CASTS (at the end of this file, with why in that order).
"""

from __future__ import annotations

import math

from refimpl.backends.base import Options
from refimpl.backends.x86.f16soft import soft_f16_cast
from refimpl.backends.x86.target import TARGETS
from refimpl.dtypes import DType, bool_, f16, f32, f64, i32, i64, u32, u64
from refimpl.ir import ALU, COMPARISONS, Ops, UOp
from refimpl.passes.legalize import F16_VIA_F32, F64_TO_F16_VIA_ODD, narrow_floats_to_bits
from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite

# Packed ALU ops per scalar dtype name, given the vector features a target has. bool lanes
# are bytes 0/1, so the bitwise ops work on them unchanged.
_PACKED_FLOAT = {
    Ops.ADD,
    Ops.SUB,
    Ops.MUL,
    Ops.FDIV,
    Ops.MAX,
    Ops.MIN,
    Ops.SQRT,
    Ops.NEG,
    Ops.TRUNC,
}
_PACKED_INT = {Ops.ADD, Ops.SUB, Ops.AND, Ops.OR, Ops.XOR}


def packed_ops(scalar: DType, features: frozenset[str]) -> set[Ops]:
    """ALU ops selected as one packed instruction per register for vectors of `scalar`.
    Compares and shifts depend on more than the dtype: `maskable_compare`, `packed_shift`."""
    if not features & {"sse4.2", "avx"}:
        return set()
    if scalar in (f32, f64):
        return set(_PACKED_FLOAT) | ({Ops.MULACC} if "fma" in features else set())
    if scalar.is_int:
        ops = _PACKED_INT | ({Ops.MUL} if scalar.bits in (16, 32) else set())
        # pmaxs*/pminu* for 8/16/32-bit lanes, signed and unsigned (SSE4.1 completed the
        # set); 64-bit lanes have none before AVX-512
        if scalar.bits <= 32 and "sse4.1" in features:
            ops |= {Ops.MAX, Ops.MIN}
        return ops
    if scalar.is_bool:
        return {Ops.AND, Ops.OR, Ops.XOR}
    return set()


def features_of(target: str) -> frozenset[str]:
    return TARGETS[target].features


# --- casts to the core set -----------------------------------------------------------------


def _core_cast(frm: DType, to: DType) -> bool:
    """Pairs isel.py selects with one instruction (or a fixed short sequence)."""
    if to == frm or (to.is_bool and frm != f16):
        return True
    if (frm.is_int or frm.is_bool) and to.is_int:
        return True
    if frm in (i32, i64) and to in (f32, f64):
        return True
    if frm in (f32, f64) and to in (i32, i64):
        return True
    return {frm, to} in ({f32, f64}, {f16, f32})


def _split_cast(x: UOp, ctx: Options) -> UOp | None:
    """Rewrite a scalar cast outside the core set as a chain of core casts."""
    frm, to = x.src[0].dtype, x.dtype
    if frm.lanes != 1 or _core_cast(frm, to):
        return None
    v = x.src[0]
    if frm == f16:
        return v.cast(f32).cast(to)  # f16 -> anything goes through f32, exactly
    if to == f16 and frm == f64:
        return None  # rounded to odd through f32: F64_TO_F16_VIA_ODD, before this in LEGALIZE
    if to == f16:
        # int -> f16: ints below 2**24 are exact in f32; anything larger is inf in f16 either
        # way, so the double rounding cannot differ from a direct rounding
        return v.cast(f32).cast(f16)
    if to.is_float:  # from a small int, bool, u32 or u64
        if frm == u64:
            return _u64_to_float(v, to)
        return v.cast(i64 if frm == u32 else i32).cast(to)
    if frm.is_float:  # to a small int, u32 or u64 (out-of-range results are unspecified)
        if to == u64:
            return _float_to_u64(v)
        return v.cast(i64 if to == u32 else i32).cast(to)
    return None


def _u64_to_float(v: UOp, to: DType) -> UOp:
    """Below 2**63 a signed convert is exact; above, halve keeping the lost bit (round to odd)
    so the final doubling rounds once, correctly."""
    as_signed = v.bitcast(i64)
    small = as_signed.alu(Ops.CMPLT, UOp.const(i64, 0)).alu(Ops.XOR, UOp.const(bool_, True))
    halved = v.alu(Ops.SHR, UOp.const(u64, 1)).alu(Ops.OR, v.alu(Ops.AND, UOp.const(u64, 1)))
    big = halved.bitcast(i64).cast(to)
    return UOp(Ops.WHERE, to, (small, as_signed.cast(to), big.alu(Ops.ADD, big)))


def _float_to_u64(v: UOp) -> UOp:
    """Values below 2**63 convert signed; larger ones are shifted down by 2**63 first."""
    two63 = UOp.const(v.dtype, 2.0**63)
    small = v.alu(Ops.CMPLT, two63)
    low = v.cast(i64)
    high = v.alu(Ops.SUB, two63).cast(i64).alu(Ops.XOR, UOp.const(i64, -(1 << 63)))
    return UOp(Ops.WHERE, i64, (small, low, high)).bitcast(u64)


# --- vectors the target cannot do packed ---------------------------------------------------


def maskable_compare(x: UOp, features: frozenset[str]) -> bool:
    """A vector compare that becomes a lane mask (all ones where true): cmpps/cmppd for
    floats; pcmpeq*/pcmpgt* for ints and bools (bool lanes are bytes 0/1, which compare as
    signed bytes), every width (pcmpeqq is SSE4.1, pcmpgtq SSE4.2). Blends need SSE4.1."""
    if x.op not in COMPARISONS or x.src[0].dtype.lanes == 1:
        return False
    scalar = x.src[0].dtype.scalar
    if scalar in (f32, f64):
        return "sse4.1" in features
    return (scalar.is_int or scalar.is_bool) and "sse4.2" in features


def masked_where(x: UOp, features: frozenset[str]) -> bool:
    """where(mask compare, a, b) with lanes as wide as the compare's, or narrower (an f16
    where on an f32 compare): one blendv per piece, the masks narrowed first by
    signed-saturating packs (isel_vector.packed_where)."""
    cond = x.src[0]
    if x.op is not Ops.WHERE or not maskable_compare(cond, features):
        return False
    return x.dtype.itemsize <= cond.src[0].dtype.itemsize


def uniform_constant(x: UOp) -> int | float | None:
    """The value of a vector whose lanes are all one constant (a broadcast of it), or None."""
    lanes = x.src if x.op in (Ops.VECTORIZE, Ops.BROADCAST) else ()
    if lanes and lanes[0].op is Ops.CONST and all(lane is lanes[0] for lane in lanes):
        return lanes[0].arg
    return None


def packed_shift(x: UOp, features: frozenset[str]) -> bool:
    """A vector shift with an exact packed instruction for [shift-mask] (count mod bits):
    - by a constant (every lane the same), for 16/32/64-bit lanes: the count mod bits is
      the immediate of psll*/psrl*/psra* (SSE2). Signed shr has psraw/psrad only: no
      psraq before AVX-512. No byte shifts exist.
    - AVX2, by a vector of counts, for 32/64-bit lanes: the counts are masked to bits - 1
      first (vpsllv* and vpsrlv* give 0, vpsravd all sign bits, for a count >= bits), then
      vpsllvd/q, vpsrlvd/q, vpsravd. No vpsravq, and no word forms, before AVX-512.
    """
    if x.op not in (Ops.SHL, Ops.SHR) or x.dtype.lanes == 1:
        return False
    bits, signed_shr = x.dtype.scalar.bits, x.op is Ops.SHR and x.dtype.scalar.is_signed
    if signed_shr and bits == 64:
        return False
    if uniform_constant(x.src[1]) is not None:
        return bits >= 16 and "sse2" in features
    return bits >= 32 and "avx2" in features


# Vector casts with one packed instruction per piece: (from, to) -> feature needed.
# i64 <-> f32/f64 is not here because no packed form exists before AVX-512DQ (vcvtqq2pd,
# vcvtqq2ps, vcvttpd2qq, vcvttps2qq): those casts stay split into lanes, one vcvtsi2sd /
# vcvttsd2si (etc.) per lane.
# SSE2 has the same-width and narrowing ones (cvtdq2ps, cvttps2dq, cvtpd2ps, cvttpd2dq:
# on v2 two xmm pieces make one, isel_vector.packed_cast_narrowing). The widening ones stay
# split into lanes on v2: packed there (cvtps2pd of each half), transcendental's f64 copy of
# its input is four xmm where the rest of the kernel reads lanes, and it spilled 28 values
# more (115 -> 143 spill stores) for 10 fewer instructions.
PACKED_CASTS = {
    (f32, f64): "avx", (f64, f32): "sse2", (i32, f32): "sse2", (f32, i32): "sse2",
    (i32, f64): "avx", (f64, i32): "sse2", (f16, f32): "f16c", (f32, f16): "f16c",
}  # fmt: skip


def packed_cast(x: UOp, features: frozenset[str]) -> bool:
    if x.op is not Ops.CAST or x.dtype.lanes == 1:
        return False
    return PACKED_CASTS.get((x.src[0].dtype.scalar, x.dtype.scalar)) in features


def _split_lanes(x: UOp, ctx: Options) -> UOp | None:
    lanes = x.dtype.lanes
    features = features_of(ctx.target)
    kept_packed = (maskable_compare, masked_where, packed_cast, packed_shift)
    if any(packed(x, features) for packed in kept_packed):
        return None
    kind_dtype = x.src[-1].dtype if x.op in COMPARISONS else x.dtype
    if lanes == 1:
        return None
    if x.op in ALU and x.op in packed_ops(kind_dtype.scalar, features):
        if x.op is not Ops.MULACC or ctx.fast_math:
            return None
    if x.op is Ops.CAST or x.op in ALU:
        scalar = x.dtype.scalar
        parts = []
        for lane in range(lanes):
            src = tuple(UOp(Ops.GEP, s.dtype.scalar, (s,), (lane,)) for s in x.src)
            parts.append(UOp(x.op, scalar, src))
        return UOp(Ops.VECTORIZE, x.dtype, tuple(parts))
    return None


# --- vectors of 64-bit lanes without an AVX-512 instruction, done with packed ones -------------

# 1.5 * 2**52: for an integral f64 v with |v| < 2**51, M + v is exact and its bits are M's
# bits + v (the exponent stays that of 2**52, whose ulp is 1)
_MAGIC = 6755399441055744.0
_MAGIC_LIMIT = 2.0**51


def _float_to_i64_by_magic(x: UOp, ctx: Options) -> UOp | None:
    """f64 -> i64 lanes have no packed conversion before AVX-512 (vcvttpd2qq); where every
    lane is provably an integer of magnitude below 2**51 (`integral_bounds`: exp2's
    rounded, clamped exponent), the conversion is exact as bits(v + M) - bits(M): one packed
    add and one packed subtract instead of a vcvttsd2si and an insert per lane."""
    (v,) = x.src
    if x.dtype.lanes == 1 or x.dtype.scalar != i64 or v.dtype.scalar != f64:
        return None
    bounds = integral_bounds(v)
    if bounds is None or max(abs(bounds[0]), abs(bounds[1])) >= _MAGIC_LIMIT:
        return None
    magic = _splat(UOp.const(f64, _MAGIC), v.dtype)
    shifted = v.alu(Ops.ADD, magic).bitcast(x.dtype)
    return shifted.alu(Ops.SUB, _splat(UOp.const(i64, 0x4338000000000000), x.dtype))


def integral_bounds(v: UOp) -> tuple[float, float] | None:
    """(lo, hi) when every lane of the float `v` is an integer in [lo, hi] (so no NaN or
    infinity), else None. Knows constants, trunc, + and - (exact below 2**53), a where of
    two such values, and the clamp exp2's reduction makes of any NaN-free value:
    where(u < lo, lo, where(hi < u, hi, u)) with u = where(w != w, c, w)."""
    if v.op is Ops.BROADCAST:
        return integral_bounds(v.src[0])
    if v.op is Ops.CONST:
        value = float(v.arg)
        return (value, value) if math.isfinite(value) and value.is_integer() else None
    if v.op is Ops.TRUNC:
        inner = _bounds(v.src[0])
        return (math.trunc(inner[0]), math.trunc(inner[1])) if inner else None
    if v.op in (Ops.ADD, Ops.SUB):
        a, b = integral_bounds(v.src[0]), integral_bounds(v.src[1])
        if a is None or b is None:
            return None
        lo, hi = (a[0] + b[0], a[1] + b[1]) if v.op is Ops.ADD else (a[0] - b[1], a[1] - b[0])
        return (lo, hi) if max(abs(lo), abs(hi)) < 2.0**53 else None
    if v.op is Ops.WHERE:
        a, b = integral_bounds(v.src[1]), integral_bounds(v.src[2])
        if a is None or b is None:
            return None
        return min(a[0], b[0]), max(a[1], b[1])
    return None


def _bounds(v: UOp) -> tuple[float, float] | None:
    """Finite bounds of the float `v`, NaN-free (integral or not): integral_bounds', or
    the clamp of a NaN-free value (see there)."""
    if (known := integral_bounds(v)) is not None:
        return known
    clamp = _clamp(v)
    return clamp[1] if clamp is not None else None


def _clamp(v: UOp) -> tuple[UOp, tuple[float, float]] | None:
    """(u, (lo, hi)) for v = where(u < lo, lo, where(hi < u, hi, u)) with constants lo <= hi
    and a NaN-free u: then lo <= v <= hi (an infinite u included)."""
    if v.op is not Ops.WHERE or v.src[2].op is not Ops.WHERE:
        return None
    below, low, inner = v.src
    above, high, u = inner.src
    lo, hi = _constant(low), _constant(high)
    if lo is None or hi is None or not lo <= hi or not _nan_free(u):
        return None
    if below.op is not Ops.CMPLT or below.src != (u, low):
        return None
    if above.op is not Ops.CMPLT or above.src != (high, u):
        return None
    return u, (lo, hi)


def _constant(v: UOp) -> float | None:
    value = uniform_constant(v) if v.op is not Ops.CONST else v.arg
    return float(value) if value is not None and math.isfinite(float(value)) else None


def _nan_free(u: UOp) -> bool:
    """u = where(w != w, c, w) with a constant c that is no NaN: w's NaN lanes become c."""
    if u.op is not Ops.WHERE or u.src[0].op is not Ops.CMPNE:
        return False
    w = u.src[2]
    c = _constant(u.src[1])
    return u.src[0].src == (w, w) and c is not None


def _signed_shr64_by_constant(x: UOp, ctx: Options) -> UOp | None:
    """Signed i64 lanes have no packed shift right before AVX-512 (vpsraq); by a constant
    count c (mod 64, [shift-mask]) it is the logical shift with the sign copied into the top
    c bits: (x >>> c) | ((0 - (x >>> 63)) << (64 - c)), all of it packed (psrlq, psubq,
    psllq, por) where the lanes split would take an extract, a sar and an insert each."""
    if x.dtype.lanes == 1 or x.dtype.scalar != i64:
        return None
    count = uniform_constant(x.src[1])
    if count is None or "sse2" not in features_of(ctx.target):
        return None
    count = int(count) % 64
    if count == 0:
        return x.src[0]
    unsigned = u64.vec(x.dtype.lanes)
    bits = x.src[0].bitcast(unsigned)

    def splat(value: int) -> UOp:
        return _splat(UOp.const(u64, value), unsigned)

    logical = bits.alu(Ops.SHR, splat(count))
    sign = bits.alu(Ops.SHR, splat(63))  # 1 in a negative lane, else 0
    high = splat(0).alu(Ops.SUB, sign).alu(Ops.SHL, splat(64 - count))
    return logical.alu(Ops.OR, high).bitcast(x.dtype)


def _mulacc_unfused(x: UOp, ctx: Options) -> UOp | None:
    if ctx.fast_math and x.dtype.scalar in (f32, f64) and "fma" in features_of(ctx.target):
        return None
    a, b, c = x.src
    return a.alu(Ops.MUL, b).alu(Ops.ADD, c)


def _contract(x: UOp, mul: UOp, c: UOp, ctx: Options) -> UOp | None:
    """[fast-math]: a float mul feeding an add may become one fused multiply-add."""
    if not (ctx.fast_math and x.dtype.scalar in (f32, f64) and "fma" in features_of(ctx.target)):
        return None
    return UOp(Ops.MULACC, x.dtype, (*mul.src, c))


def _gep_of_vectorize(v: UOp, x: UOp) -> UOp | None:
    """gep(vectorize(a0..an), i) -> ai: keeps split lanes from round-tripping through memory."""
    if len(x.arg) != 1:
        return None
    return v.src[x.arg[0]]


def _gep_of_broadcast(v: UOp, x: UOp) -> UOp | None:
    """gep(broadcast(a), i) -> a: a split lane of a vector of one value (say the count of a
    signed 64-bit shift, which has no packed form) is that value, not a lane extracted."""
    return v.src[0] if len(x.arg) == 1 else None


_ANY_ALU = frozenset(ALU)

# x86's own rules, in three groups; LEGALIZE below puts the shared lists between them.
_MULACC = PatternMatcher([
    # ==== mulacc: two roundings unless fast_math and the target has FMA ====
    (Pat(Ops.MULACC, name="x"), _mulacc_unfused),
    (Pat(Ops.ADD, src=(Pat(Ops.MUL, name="mul"), Pat.var("c")), commutative=True, name="x"),
     _contract),
])  # fmt: skip

_RECIP = PatternMatcher([
    # ==== recip: exactly 1/x ([recip]) ====
    (Pat(Ops.RECIP, name="x"), lambda x: UOp(Ops.FDIV, x.dtype, (
        _splat(UOp.const(x.dtype.scalar, 1.0), x.dtype), x.src[0]))),
])  # fmt: skip

_VECTORS = PatternMatcher([
    # ==== vectors without a packed instruction: one scalar op per lane ====
    # ==== 64-bit lanes AVX-512 would convert and shift: packed equivalents where exact ====
    (Pat(Ops.CAST, name="x"), _float_to_i64_by_magic),
    (Pat(Ops.SHR, name="x"), _signed_shr64_by_constant),
    (Pat(_ANY_ALU | {Ops.CAST}, name="x"), _split_lanes),
    (Pat(Ops.GEP, src=(Pat(Ops.VECTORIZE, name="v"),), name="x"), _gep_of_vectorize),
    (Pat(Ops.GEP, src=(Pat(Ops.BROADCAST, name="v"),), name="x"), _gep_of_broadcast),
    # ==== f16 <-> f32 without F16C: bit manipulation (f16soft.py) ====
    (Pat(Ops.CAST, name="x"), soft_f16_cast),
])  # fmt: skip

_CASTS = PatternMatcher([
    # ==== casts outside the core set ====
    (Pat(Ops.CAST, name="x"), _split_cast),
])  # fmt: skip

# The order matters: a node takes the first rule that matches.
# - an f16 mulacc is split by _MULACC (always: no FMA for f16) before F16_VIA_F32 sees it;
# - f16 arithmetic is widened to f32 before _split_lanes, so the f32 ops are the ones split
#   or kept packed (and _RECIP's fdiv with them);
# - F64_TO_F16_VIA_ODD comes after _split_lanes, so it only ever sees scalar casts (a vector
#   f64 -> f16 has no packed form and is split first), and before _split_cast, which would
#   otherwise round twice through f32.
LEGALIZE = _MULACC + F16_VIA_F32 + _RECIP + _VECTORS + F64_TO_F16_VIA_ODD + _CASTS


def rewritten_before_lanes(x: UOp, options: Options) -> UOp:
    """What LEGALIZE's rules that turn an op of f32/f64 into others make of `x` before lanes
    are split (_MULACC: mul + add unless fused; _RECIP: an fdiv), or `x` itself. vectorize.py
    asks it, so that whether a vector op stays packed is known here alone."""
    for rules in (_MULACC, _RECIP):
        if (new := rules.rewrite(x, options)) is not None:
            return new
    return x


def _splat(scalar: UOp, dtype: DType) -> UOp:
    return scalar if dtype.lanes == 1 else UOp(Ops.BROADCAST, dtype, (scalar,))


def legalize(sink: UOp, options: Options) -> UOp:
    # the narrow floats first, as a rewrite of their own: it leaves only u8/u16 bits and f32
    # ops, which LEGALIZE then treats like any other (no rule below meets a narrow float)
    return graph_rewrite(narrow_floats_to_bits(sink), LEGALIZE, ctx=options)
