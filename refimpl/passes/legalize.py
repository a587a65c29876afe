"""Legalize: rewrites a backend applies when its target lacks an op or a dtype.

Each rule list is a PatternMatcher; a backend's `legalize` runs the lists it needs with
`graph_rewrite`, or adds them into its own list (`+` keeps the order). The rules here are
exact — they never change a result bit — so the oracle does not need them.

    list                  used by               what it replaces
    F16_VIA_F32           c, x86, wgsl, ptx     f16 arithmetic and compares
    F64_TO_F16_VIA_ODD    llvm, x86, ptx        the cast f64 -> f16
    NARROW_INTS_VIA_32    wgsl, ptx             8/16-bit integer arithmetic and compares
    FLOAT_MULACC_SPLIT    wgsl, ptx             a float mulacc (never a fused multiply-add)

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

from refimpl.dtypes import DType, f16, f32, f64, i32, u32, u64
from refimpl.ir import ALU, COMPARISONS, Ops, UOp
from refimpl.rewrite import Pat, PatternMatcher


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


def f64_to_f16(v: UOp) -> UOp:
    """f64 -> f32 rounding to odd, then f32 -> f16 rounding to nearest (scalar or vector).
    Round to odd = if inexact and the f32 mantissa is even, step one ulp toward the exact
    value (its magnitude's bits, compared as integers, say which way that is)."""
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
    return odd.bitcast(near.dtype).cast(f16.vec(lanes))


F64_TO_F16_VIA_ODD = PatternMatcher([
    (Pat(Ops.CAST, dtype=is_f16, src=(Pat.var("v", dtype=_is_f64),)), f64_to_f16),
])  # fmt: skip

__all__ = ["F16_VIA_F32", "F64_TO_F16_VIA_ODD", "f64_to_f16", "is_f16"]


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
