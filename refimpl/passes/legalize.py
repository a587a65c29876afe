"""Legalize: rewrites a backend applies when its target lacks an op or a dtype.

Each rule list is a PatternMatcher; a backend's `legalize` runs the lists it needs with
`graph_rewrite`, or adds them into its own list (`+` keeps the order). The rules here are
exact — they never change a result bit — so the oracle does not need them.

    list                   used by               what it replaces
    F16_VIA_F32            c, x86, wgsl, ptx     f16 arithmetic and compares
    F64_TO_F16_VIA_ODD     llvm, x86, ptx        the cast f64 -> f16
    NARROW_INTS_VIA_32     wgsl, ptx             8/16-bit integer arithmetic and compares
    FLOAT_MULACC_SPLIT     wgsl, ptx             a float mulacc (never a fused multiply-add)
    NARROW_FLOATS_VIA_F32  c, llvm, x86          bf16/fp8 arithmetic, compares and casts
    NARROW_FLOATS_AS_BITS  (after it)            bf16/fp8 values and buffers: their u16/u8 bits

The last two run in that order through `narrow_floats_to_bits`, before a backend's own list
(see their section below).

- `F16_VIA_F32`: f16 arithmetic computed in f32 and rounded back after every op. Exact for
  add, sub, mul, fdiv, sqrt because f32 carries more than 2*11+2 bits (docs/semantics.md
  [f16-arith]); an f16 `mulacc` is first split so the product is rounded to f16 too.
- `F64_TO_F16_VIA_ODD`: f64 -> f32 rounding to odd, then f32 -> f16 rounding to nearest,
  for targets that convert f64 -> f16 in no single instruction (x86) or only by a library
  call (LLVM lowers it to `__truncdfhf2`, which MCJIT cannot resolve in every process).
  The two roundings make one correct rounding ([cast-float-float]): round to odd keeps "the
  exact value lay between two f32s" in the last bit, so the second rounding cannot mistake
  an inexact value for a tie, and f32 keeps more than 11 + 2 bits (Boldo & Melquiond, 2008).
"""

from __future__ import annotations

import math

import numpy as np

from refimpl.dtypes import (
    BITS_DTYPE,
    NARROW_FORMATS,
    DType,
    NarrowFormat,
    PtrDType,
    bool_,
    f16,
    f32,
    f64,
    i32,
    is_narrow_float,
    narrow_bits,
    u32,
    u64,
)
from refimpl.ir import ALU, COMPARISONS, Ops, UOp
from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite


def is_f16(dtype) -> bool:
    """f16 or a vector of f16 (pointer dtypes are never f16)."""
    return isinstance(dtype, DType) and dtype.scalar == f16


def _is_f64(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.scalar == f64


def _splat(dtype: DType, value: int | float) -> UOp:
    """A constant of `dtype`: a scalar const, or its broadcast for a vector dtype."""
    scalar = UOp.const(dtype.scalar, value)
    return scalar if dtype.lanes == 1 else UOp(Ops.BROADCAST, dtype, (scalar,))


# --- f16 arithmetic through f32 ------------------------------------------------------------


def _split_mulacc(node: UOp) -> UOp:
    a, b, c = node.src
    return UOp(Ops.ADD, node.dtype, (UOp(Ops.MUL, node.dtype, (a, b)), c))


def _arith_via_f32(node: UOp) -> UOp | None:
    if node.op is Ops.WHERE:
        return None  # a select moves bits; no arithmetic, nothing to round
    wide = f32.vec(node.dtype.lanes)
    srcs = tuple(s.cast(wide) if is_f16(s.dtype) else s for s in node.src)
    return UOp(node.op, wide, srcs).cast(node.dtype)


def _compare_via_f32(node: UOp) -> UOp | None:
    if not is_f16(node.src[0].dtype):
        return None
    wide = f32.vec(node.src[0].dtype.lanes)
    return UOp(node.op, node.dtype, tuple(s.cast(wide) for s in node.src))


F16_VIA_F32 = PatternMatcher([
    (Pat(Ops.MULACC, dtype=is_f16, name="node"), _split_mulacc),
    (Pat(frozenset(ALU - COMPARISONS - {Ops.MULACC}), dtype=is_f16, name="node"), _arith_via_f32),
    (Pat(frozenset(COMPARISONS), name="node"), _compare_via_f32),
])  # fmt: skip


# --- f64 -> f16 through f32 rounded to odd -------------------------------------------------


def f64_to_f32_odd(v: UOp) -> UOp:
    """f64 -> f32 rounding to odd (scalar or vector): if inexact and the f32 mantissa is
    even, step one ulp toward the exact value (its magnitude's bits, compared as integers,
    say which way that is)."""
    lanes = v.dtype.lanes
    near = v.cast(f32.vec(lanes))
    back = near.cast(f64.vec(lanes))
    bits = near.bitcast(u32.vec(lanes))
    inexact = back.alu(Ops.CMPNE, v)
    even = bits.alu(Ops.AND, _splat(bits.dtype, 1)).alu(Ops.CMPEQ, _splat(bits.dtype, 0))
    magnitude = _splat(u64.vec(lanes), (1 << 63) - 1)
    abs_back = back.bitcast(u64.vec(lanes)).alu(Ops.AND, magnitude)
    abs_v = v.bitcast(u64.vec(lanes)).alu(Ops.AND, magnitude)
    rounded_up = abs_v.alu(Ops.CMPLT, abs_back)
    one = _splat(bits.dtype, 1)
    stepped = UOp(
        Ops.WHERE, bits.dtype, (rounded_up, bits.alu(Ops.SUB, one), bits.alu(Ops.ADD, one))
    )
    odd = UOp(Ops.WHERE, bits.dtype, (inexact.alu(Ops.AND, even), stepped, bits))
    return odd.bitcast(near.dtype)


def f64_to_f16(v: UOp) -> UOp:
    """f64 -> f32 rounding to odd, then f32 -> f16 rounding to nearest (scalar or vector)."""
    return f64_to_f32_odd(v).cast(f16.vec(v.dtype.lanes))


F64_TO_F16_VIA_ODD = PatternMatcher([
    (Pat(Ops.CAST, dtype=is_f16, src=(Pat.var("v", dtype=_is_f64),)), f64_to_f16),
])  # fmt: skip


# --- 8/16-bit integers through 32 bits ------------------------------------------------------


NARROW_INTS = ("i8", "i16", "u8", "u16")


def _is_narrow_int(dtype) -> bool:
    return getattr(dtype, "name", None) in NARROW_INTS


def _wide(dtype: DType) -> DType:
    """The 32-bit integer of the same signedness, with the same lanes."""
    return (i32 if dtype.is_signed else u32).vec(dtype.lanes)


def _narrow_arith_via_32(node: UOp) -> UOp | None:
    """An 8/16-bit op computed on 32-bit operands, wrapped back by the cast ([int-wrap]).
    Exact: operands are sign- or zero-extended, so 32-bit add/sub/mul/neg/and/or/xor/min/max
    agree with the narrow ones modulo 2^bits, and idiv/mod of in-range values are in range
    except MIN/-1, which wraps back to MIN ([idiv-overflow])."""
    if node.op is Ops.WHERE:
        return None  # a select moves values; nothing to wrap
    wide = _wide(node.dtype)
    srcs = tuple(s.cast(wide) if _is_narrow_int(s.dtype) else s for s in node.src)
    if node.op in (Ops.SHL, Ops.SHR):
        # [shift-mask]: the count is the narrow type's bit pattern mod its width
        mask = UOp.const(wide.scalar, node.dtype.bits - 1)
        if wide.lanes > 1:
            mask = UOp(Ops.BROADCAST, wide, (mask,))
        srcs = (srcs[0], srcs[1].alu(Ops.AND, mask))
    return UOp(node.op, wide, srcs).cast(node.dtype)


def _narrow_compare_via_32(node: UOp) -> UOp | None:
    if not _is_narrow_int(node.src[0].dtype):
        return None
    wide = _wide(node.src[0].dtype)
    return UOp(node.op, node.dtype, tuple(s.cast(wide) for s in node.src))


NARROW_INTS_VIA_32 = PatternMatcher([
    (Pat(frozenset(ALU - COMPARISONS), dtype=_is_narrow_int, name="node"), _narrow_arith_via_32),
    (Pat(frozenset(COMPARISONS), name="node"), _narrow_compare_via_32),
])  # fmt: skip


# --- float mulacc, unfused ---------------------------------------------------------------

FLOAT_MULACC_SPLIT = PatternMatcher([
    # [no-contract]: a product then a sum, two roundings, for a target whose compiler would
    # otherwise fuse them (naga/Mesa, ptxas)
    (Pat(Ops.MULACC, dtype=lambda d: getattr(d, "is_float", False), name="node"), _split_mulacc),
])  # fmt: skip


# --- narrow floats (bf16, f8e4m3, f8e5m2) as integer bits and f32 arithmetic ---------------
# Two rewrites, run one after the other by `narrow_floats_to_bits`:
#
# 1. NARROW_FLOATS_VIA_F32 leaves the narrow floats nothing to compute. Every ALU op is the f32
#    op between a widening and a narrowing cast ([narrow-arith]); every cast is a chain whose
#    only steps touching a narrow float are `f32_from_narrow_bits` and `narrow_bits_from_f32`,
#    integer code between the narrow float's bits (a bitcast to u16/u8) and f32.
# 2. NARROW_FLOATS_AS_BITS then retypes what is left — buffers, loads, constants, shuffles,
#    selects, bitcasts — to the unsigned integer of the same width, so a backend sees no
#    narrow float at all. It must run after the first rewrite has finished: a cast or a
#    compare of u16 bits no longer says that they were a bf16.
#
# Exactness: the widening is exact bit placement; the narrowing rounds to nearest even once.
# An f32 op rounded to a narrow float is the correctly rounded narrow op for add, sub, mul,
# fdiv, sqrt (f32's 24 bits exceed 2p+2 for p <= 8, as in [f16-arith]). A cast from a type
# wider than f32 reaches f32 rounded to odd, so the second rounding is the only one ([cast-
# float-float], the argument of F64_TO_F16_VIA_ODD): f64 directly; i32/u32 through f64,
# exactly; i64/u64 through f64 after the bits below the 53 that f64 keeps are folded into one
# sticky bit, which no rounding to 24 bits or fewer can tell from the original.


def _narrow_scalar(dtype) -> DType | None:
    return dtype.scalar if is_narrow_float(dtype) else None


def _bits_of(dtype: DType) -> DType:
    """The unsigned integer dtype holding a narrow float's bits, with its lanes."""
    return BITS_DTYPE[dtype.bits].vec(dtype.lanes)


def f32_from_narrow_bits(bits: UOp, form: NarrowFormat) -> UOp:
    """A narrow float's bits (u16 or u8, scalar or vector) -> its f32 value, exactly.

    bf16 is the top half of an f32. A float8's magnitude moved to the f32 field positions
    reads as the f32 of its value times 2**(bias - 127) (its exponent field is the f32's,
    and a float8 subnormal becomes an f32 subnormal with the same significand), so one exact
    multiplication by 2**(127 - bias) gives the value; inf and NaN get the f32 exponent 255.
    """
    lanes = bits.dtype.lanes
    word = bits.cast(u32.vec(lanes))
    if form.exponent_bits == 8:  # bf16
        return word.alu(Ops.SHL, _splat(word.dtype, 16)).bitcast(f32.vec(lanes))
    width = bits.dtype.bits
    sign = word.alu(Ops.AND, _splat(word.dtype, 1 << (width - 1)))
    magnitude = word.alu(Ops.XOR, sign)
    shifted = magnitude.alu(Ops.SHL, _splat(word.dtype, 23 - form.mantissa_bits))
    scaled = shifted.bitcast(f32.vec(lanes)).alu(
        Ops.MUL, _splat(f32.vec(lanes), 2.0 ** (127 - form.bias))
    )
    top = (1 << (width - 1)) - 1  # the largest magnitude
    exponent_ones = top >> form.mantissa_bits << form.mantissa_bits
    special = magnitude.alu(Ops.CMPLT, _splat(word.dtype, exponent_ones if form.has_inf else top))
    special = special.alu(Ops.XOR, _splat(special.dtype, True))  # inf/NaN (e4m3fn: NaN only)
    infinite = _splat(word.dtype, 0x7F800000)
    special_bits = shifted.alu(Ops.OR, infinite) if form.has_inf else _splat(word.dtype, 0x7FC00000)
    value_bits = UOp(Ops.WHERE, word.dtype, (special, special_bits, scaled.bitcast(word.dtype)))
    signed = value_bits.alu(Ops.OR, sign.alu(Ops.SHL, _splat(word.dtype, 32 - width)))
    return signed.bitcast(f32.vec(lanes))


def narrow_bits_from_f32(x: UOp, to: DType) -> UOp:
    """An f32 (scalar or vector) rounded to the nearest narrow float, ties to even, as bits.

    By the f32 magnitude bits `a` (compared as integers, which orders them as the values):
      NaN                      -> the quiet NaN (e4m3fn: its only NaN, 0x7f)
      past the largest finite  -> inf; e4m3fn, which has no inf: NaN ([narrow-overflow])
      normal range             -> a + (half an ulp - 1) + the ulp bit, shifted down, rebiased:
                                  rounding to nearest even on the bits (a carry out of the
                                  mantissa is the next binade, correctly)
      below the least normal   -> the f32 adder rounds |x| + C at the subnormal step (the ulp
                                  of C), to nearest even; the low bits of the sum are the
                                  subnormal's bits (as in x86/f16soft.py)
    The sign is put back last.
    """
    lanes, form, bits_dtype = x.dtype.lanes, NARROW_FORMATS[to.name], _bits_of(to)
    word_t, f = u32.vec(lanes), f32.vec(lanes)
    m, width = form.mantissa_bits, bits_dtype.bits
    u = x.bitcast(word_t)
    sign = u.alu(Ops.AND, _splat(word_t, 0x80000000))
    a = u.alu(Ops.XOR, sign)
    drop = 23 - m  # f32 mantissa bits the narrow float lacks

    def f32_bits(value: float) -> int:
        return int(np.array(value, np.float32).view(np.uint32))

    # normal results
    ulp_bit = a.alu(Ops.SHR, _splat(word_t, drop)).alu(Ops.AND, _splat(word_t, 1))
    rounded = a.alu(Ops.ADD, _splat(word_t, (1 << (drop - 1)) - 1)).alu(Ops.ADD, ulp_bit)
    rebias = ((127 - form.bias) << m) & 0xFFFFFFFF
    normal = rounded.alu(Ops.SHR, _splat(word_t, drop)).alu(Ops.SUB, _splat(word_t, rebias))
    # subnormal results (and zero)
    c = 2.0 ** (form.min_exponent - m + 23)
    magnitude = a.bitcast(f)
    summed = magnitude.alu(Ops.ADD, _splat(f, c)).bitcast(word_t)
    subnormal = summed.alu(Ops.SUB, _splat(word_t, f32_bits(c)))
    # overflow: the least f32 that rounds past the largest finite value
    largest = form.largest
    half_ulp = 2.0 ** (math.frexp(largest)[1] - 1 - m - 1)
    tie = f32_bits(largest + half_ulp)
    # the tie goes to the even neighbour: the next binade (inf) when the largest finite
    # mantissa is odd (bf16, e5m2), the largest (448) for e4m3fn, whose 0x7f is NaN
    overflow_from = tie if form.has_inf else tie + 1
    top = (1 << (width - 1)) - 1
    exponent_ones = top >> m << m
    nan_bits = (exponent_ones | 1 << (m - 1)) if form.has_inf else top
    overflow_bits = exponent_ones if form.has_inf else top

    is_nan = _splat(word_t, 0x7F800000).alu(Ops.CMPLT, a)
    overflows = a.alu(Ops.CMPLT, _splat(word_t, overflow_from)).alu(
        Ops.XOR, _splat(is_nan.dtype, True)
    )
    small = a.alu(Ops.CMPLT, _splat(word_t, f32_bits(2.0**form.min_exponent)))
    result = UOp(Ops.WHERE, word_t, (small, subnormal, normal))
    result = UOp(Ops.WHERE, word_t, (overflows, _splat(word_t, overflow_bits), result))
    result = UOp(Ops.WHERE, word_t, (is_nan, _splat(word_t, nan_bits), result))
    result = result.alu(Ops.OR, sign.alu(Ops.SHR, _splat(word_t, 32 - width)))
    return result.cast(bits_dtype)


def _to_f32(v: UOp) -> UOp:
    """`v` as f32: the narrow float's bits widened, or a cast (rewritten further if needed)."""
    lanes = v.dtype.lanes
    if is_narrow_float(v.dtype):
        form = NARROW_FORMATS[v.dtype.name]
        return f32_from_narrow_bits(v.bitcast(_bits_of(v.dtype)), form)
    return v if v.dtype.scalar == f32 else v.cast(f32.vec(lanes))


def _f32_to_narrow(x: UOp, to: DType) -> UOp:
    return narrow_bits_from_f32(x, to).bitcast(to)


def _int64_to_f64_sticky(v: UOp) -> UOp:
    """An i64/u64 as an f64 that rounds to 24 bits or fewer as the integer does: a magnitude
    of 2**53 or more keeps its bits 11..63 (53 bits, exact in f64) with the bits below
    folded into bit 11; its rounding position is above bit 29, so only their being nonzero
    matters, and that is kept."""
    lanes = v.dtype.lanes
    w = u64.vec(lanes)
    negative = v.alu(Ops.CMPLT, _splat(v.dtype, 0)) if v.dtype.is_signed else None
    wide = v.bitcast(w)
    magnitude = (
        wide
        if negative is None
        else UOp(Ops.WHERE, w, (negative, _splat(w, 0).alu(Ops.SUB, wide), wide))
    )
    low = magnitude.alu(Ops.AND, _splat(w, 0x7FF))
    sticky = low.alu(Ops.ADD, _splat(w, 0x7FF)).alu(Ops.AND, _splat(w, 0x800))
    jammed = magnitude.alu(Ops.AND, _splat(w, ~0x7FF & (2**64 - 1))).alu(Ops.OR, sticky)
    big = magnitude.alu(Ops.CMPLT, _splat(w, 1 << 53)).alu(Ops.XOR, _splat(bool_.vec(lanes), True))
    value = UOp(Ops.WHERE, w, (big, jammed, magnitude)).cast(f64.vec(lanes))
    return (
        value
        if negative is None
        else UOp(Ops.WHERE, value.dtype, (negative, value.alu(Ops.NEG), value))
    )


def _cast_to_narrow(v: UOp, to: DType) -> UOp:
    """Any dtype -> a narrow float: to f32 exactly or rounded to odd, then one rounding."""
    frm, lanes = v.dtype.scalar, v.dtype.lanes
    if frm.is_int and frm.bits == 64:
        v = _int64_to_f64_sticky(v)
    elif frm.is_int and frm.bits == 32:
        v = v.cast(f64.vec(lanes))  # exact
    if v.dtype.scalar == f64:
        return _f32_to_narrow(f64_to_f32_odd(v), to)
    return _f32_to_narrow(_to_f32(v), to)  # bool, 8/16-bit ints, f16, narrow: exact in f32


def _narrow_cast(node: UOp, v: UOp) -> UOp | None:
    frm, to = v.dtype, node.dtype
    if is_narrow_float(to):
        return _cast_to_narrow(v, to)
    if is_narrow_float(frm):
        wide = _to_f32(v)
        return wide if to.scalar == f32 else wide.cast(to)
    return None


def _narrow_arith_via_f32(node: UOp) -> UOp | None:
    if node.op is Ops.WHERE:
        return None  # a select moves bits
    wide = tuple(_to_f32(s) if is_narrow_float(s.dtype) else s for s in node.src)
    return _f32_to_narrow(UOp(node.op, f32.vec(node.dtype.lanes), wide), node.dtype)


def _narrow_compare_via_f32(node: UOp) -> UOp | None:
    if not is_narrow_float(node.src[0].dtype):
        return None
    return UOp(node.op, node.dtype, tuple(_to_f32(s) for s in node.src))


NARROW_FLOATS_VIA_F32 = PatternMatcher([
    (Pat(Ops.MULACC, dtype=is_narrow_float, name="node"), _split_mulacc),
    (Pat(frozenset(ALU - COMPARISONS - {Ops.MULACC}), dtype=is_narrow_float, name="node"),
     _narrow_arith_via_f32),
    (Pat(frozenset(COMPARISONS), name="node"), _narrow_compare_via_f32),
    (Pat(Ops.CAST, src=(Pat.var("v"),), name="node"), _narrow_cast),
])  # fmt: skip


def retype_buffer(node: UOp) -> UOp | None:
    ptr = node.dtype
    if not (isinstance(ptr, PtrDType) and is_narrow_float(ptr.base)):
        return None
    return node.replace(dtype=PtrDType(BITS_DTYPE[ptr.base.bits], ptr.size, ptr.local))


def retype_const(node: UOp) -> UOp:
    return UOp.const(BITS_DTYPE[node.dtype.bits], narrow_bits(node.dtype, node.arg))


def retype_value(node: UOp) -> UOp:
    if node.op is Ops.BITCAST and node.src[0].dtype == _bits_of(node.dtype):
        return node.src[0]  # narrow -> its own bits, or back
    if node.op in (Ops.LOAD, Ops.VECTORIZE, Ops.GEP, Ops.BROADCAST, Ops.WHERE, Ops.BITCAST):
        return node.replace(dtype=_bits_of(node.dtype))
    raise ValueError(
        f"narrow floats: {node.op.text} of {node.dtype} left after NARROW_FLOATS_VIA_F32"
    )


def drop_bits_bitcast(node: UOp, v: UOp) -> UOp | None:
    return v if v.dtype == node.dtype else None


NARROW_FLOATS_AS_BITS = PatternMatcher([
    (Pat(frozenset({Ops.PARAM, Ops.REG, Ops.AFTER}), name="node"), retype_buffer),
    (Pat(Ops.CONST, dtype=is_narrow_float, name="node"), retype_const),
    (Pat(dtype=is_narrow_float, name="node"), retype_value),
    (Pat(Ops.BITCAST, src=(Pat.var("v"),), name="node"), drop_bits_bitcast),  # u16 -> u16
])  # fmt: skip


def narrow_floats_to_bits(sink: UOp) -> UOp:
    """Both narrow-float rewrites, in order; a kernel without narrow floats is unchanged.
    A backend runs this before its own legalization (which then never meets a narrow float)."""
    if not any(_mentions_narrow(n.dtype) for n in sink.toposort()):
        return sink
    return graph_rewrite(graph_rewrite(sink, NARROW_FLOATS_VIA_F32), NARROW_FLOATS_AS_BITS)


def _mentions_narrow(dtype) -> bool:
    return is_narrow_float(getattr(dtype, "base", dtype))


__all__ = [
    "F16_VIA_F32",
    "F64_TO_F16_VIA_ODD",
    "FLOAT_MULACC_SPLIT",
    "NARROW_INTS_VIA_32",
    "NARROW_FLOATS_AS_BITS",
    "NARROW_FLOATS_VIA_F32",
    "f32_from_narrow_bits",
    "f64_to_f16",
    "f64_to_f32_odd",
    "is_f16",
    "narrow_bits_from_f32",
    "narrow_floats_to_bits",
]
