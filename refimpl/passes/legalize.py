"""Legalize: rewrites a backend applies when its target lacks an op or a dtype.

Each rule list is a PatternMatcher; a backend's `legalize` runs the lists it needs with
`graph_rewrite`. The rules here are exact — they never change a result bit — so the oracle
does not need them.

- `F16_VIA_F32`: f16 arithmetic computed in f32 and rounded back after every op. Exact for
  add, sub, mul, fdiv, sqrt because f32 carries more than 2*11+2 bits (docs/semantics.md
  [f16-arith]); an f16 `mulacc` is first split so the product is rounded to f16 too.
"""

from __future__ import annotations

from refimpl.dtypes import f16, f32
from refimpl.ir import ALU, COMPARISONS, Ops, UOp
from refimpl.rewrite import Pat, PatternMatcher


def _is_f16(dtype) -> bool:
    return getattr(dtype, "name", None) == "f16"


def _split_mulacc(node: UOp) -> UOp:
    a, b, c = node.src
    return UOp(Ops.ADD, node.dtype, (UOp(Ops.MUL, node.dtype, (a, b)), c))


def _arith_via_f32(node: UOp) -> UOp | None:
    if node.op is Ops.WHERE:
        return None  # a select moves bits; no arithmetic, nothing to round
    wide = f32.vec(node.dtype.lanes)
    srcs = tuple(s.cast(wide) if _is_f16(s.dtype) else s for s in node.src)
    return UOp(node.op, wide, srcs).cast(node.dtype)


def _compare_via_f32(node: UOp) -> UOp | None:
    if not _is_f16(node.src[0].dtype):
        return None
    wide = f32.vec(node.src[0].dtype.lanes)
    return UOp(node.op, node.dtype, tuple(s.cast(wide) for s in node.src))


F16_VIA_F32 = PatternMatcher([
    (Pat(Ops.MULACC, dtype=_is_f16, name="node"), _split_mulacc),
    (Pat(frozenset(ALU - COMPARISONS - {Ops.MULACC}), dtype=_is_f16, name="node"), _arith_via_f32),
    (Pat(frozenset(COMPARISONS), name="node"), _compare_via_f32),
])  # fmt: skip

__all__ = ["F16_VIA_F32", "f16"]
