"""The tvm backends' legalization: the narrow floats (bf16, f8e4m3, f8e5m2) as TIR gets them.

Where this sits: compile.py runs `TvmBackend.legalize` on the lowered kernel (no
transcendental, register accumulators for `reduce`) before linearizing it; translate.py then
makes TIR of what is left. A kernel without a narrow float is unchanged.

TIR has all three dtypes (`bfloat16`, `float8_e4m3fn`, `float8_e5m2`), but on a CPU TVM
0.27 gives none of their operations the spec's meaning (docs/tvm.md, findings 16 to 20,
measured): its BF16/FP8ComputeLegalize passes compute a whole narrow expression in f32 and
round once where it is stored — an explicit cast to the narrow type inside an expression is
dropped, and binding a narrow value fails the pass — and the conversions they insert
(`DTypeConversion`) turn some f32 NaNs into an infinity or a zero (bf16) and get float8
zeros, subnormals, overflow, infinities and NaNs wrong. So:

- every narrow ALU op, compare and cast is spelled out with the project's shared rules,
  passes/legalize.py `NARROW_FLOATS_VIA_F32`: [narrow-arith]'s f32 op between an exact
  widening and one rounding to nearest even, both integer code on the bits, and the casts
  of [narrow-cast] and [narrow-overflow];
- the narrow values left (loads, constants, selects, shuffles, broadcasts, register arrays)
  are their bits (u16, u8), as `NARROW_FLOATS_AS_BITS` makes them — except the kernel's
  parameters, which keep their narrow dtype: translate.py declares each a `bfloat16` or
  `float8_*` buffer and reinterprets between its elements and their bits at every load and
  store, and TVM's BF16/FP8StorageLegalize make them uint buffers.
"""

from __future__ import annotations

from refimpl.dtypes import PtrDType, is_narrow_float, u32
from refimpl.ir import Ops, UOp
from refimpl.passes.legalize import (
    NARROW_FLOATS_VIA_F32,
    drop_bits_bitcast,
    retype_buffer,
    retype_const,
    retype_value,
)
from refimpl.passes.reduce import lower_reduces
from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite

# The rounding of an f32 to a narrow float's bits (narrow_bits_from_f32: the cast of its u32
# result to u16/u8, bitcast to the narrow float) is marked for translate.py, which keeps the
# result in a local buffer: its integer code reads the f32 magnitude six times, TVM's
# StmtSimplify substitutes each bound value into its uses (docs/tvm.md finding 14), and a
# chain of narrow ops would grow exponentially with its length otherwise
ROUNDED = "narrow rounding"


def _mark_rounding(node: UOp, bits: UOp) -> UOp | None:
    if bits.op is not Ops.CAST or bits.arg is not None or bits.src[0].dtype.scalar != u32:
        return None
    return node.replace(src=(bits.replace(arg=ROUNDED),))


MARK_ROUNDINGS = PatternMatcher([
    (Pat(Ops.BITCAST, dtype=is_narrow_float, src=(Pat.var("bits"),), name="node"),
     _mark_rounding),
])  # fmt: skip


def _is_narrow_buffer(dtype) -> bool:
    return isinstance(dtype, PtrDType) and is_narrow_float(dtype.base)


def _after_as_its_buffer(node: UOp) -> UOp | None:
    # an `after` has its buffer's dtype: bits for a register array, narrow for a parameter
    buffer = node.src[0]
    return node.replace(dtype=buffer.dtype) if node.dtype != buffer.dtype else None


# passes/legalize.py's NARROW_FLOATS_AS_BITS with a parameter left narrow: a register array
# becomes bits too (TVM's ComputeLegalizePlanner retypes a narrow allocation to f32, by its
# source; as bits it is only storage)
VALUES_AS_BITS = PatternMatcher([
    (Pat(Ops.REG, dtype=_is_narrow_buffer, name="node"), retype_buffer),
    (Pat(Ops.AFTER, dtype=_is_narrow_buffer, name="node"), _after_as_its_buffer),
    (Pat(Ops.CONST, dtype=is_narrow_float, name="node"), retype_const),
    (Pat(dtype=is_narrow_float, name="node"), retype_value),
    (Pat(Ops.BITCAST, src=(Pat.var("v"),), name="node"), drop_bits_bitcast),  # u16 -> u16
])  # fmt: skip


def legalize(sink: UOp) -> UOp:
    """`sink` with its narrow floats spelled out (module docstring); without one, unchanged."""
    if not any(_mentions_narrow(node.dtype) for node in sink.toposort()):
        return sink
    spelled_out = graph_rewrite(graph_rewrite(sink, NARROW_FLOATS_VIA_F32), MARK_ROUNDINGS)
    return graph_rewrite(spelled_out, VALUES_AS_BITS)


# The largest expression, counted as a tree, a kernel may give TVM. Its StmtSimplify
# substitutes each bound value into its uses, so its time follows the size of the tree an
# expression DAG unfolds into, not the DAG's: measured (one kernel, a loop of 24 trips,
# seconds to build): log2 f32 13,176 -> 0.6; exp2 bf16 67,419 -> 1.0; log2 bf16 287,093 -> 40;
# log2 f8e4m3 1,126,672 -> 290 (campaign 54101's timeout, 98 nodes lowered); sin f32
# 1,455,396 -> over 300. exp2 f8e4m3 (302,667 -> 6.5) is refused with them.
MAX_EXPRESSION_TREE = 250_000
# where an expression's tree ends: values TIR reads from memory or a variable it never
# substitutes (a narrow rounding is kept in a local buffer: MARK_ROUNDINGS)
TREE_LEAVES = frozenset({Ops.LOAD, Ops.CONST, Ops.PARAM, Ops.VAR, Ops.RANGE, Ops.REG, Ops.AFTER})


def too_large(sink: UOp) -> str | None:
    """Why the kernel (lowered) is too large for TVM's simplifier, or None: its largest
    expression tree with the narrow floats spelled out, against MAX_EXPRESSION_TREE. The
    kernel is taken as compile.py gives it to `legalize`: its reduces as accumulators."""
    sizes: dict[UOp, int] = {}
    for node in legalize(lower_reduces(sink)).toposort():  # sources before users
        leaf = node.op in TREE_LEAVES or (node.op is Ops.CAST and node.arg == ROUNDED)
        sizes[node] = 1 if leaf else 1 + sum(sizes[s] for s in node.src)
        if node.op is not Ops.SINK and sizes[node] > MAX_EXPRESSION_TREE:
            return (
                f"an expression of more than {MAX_EXPRESSION_TREE:,} nodes as a tree (TVM 0.27's "
                "StmtSimplify expands bound values into their uses; tvm/legalize.py measured "
                "290 s at 1.1 million, log2 f8e4m3)"
            )
    return None


def _mentions_narrow(dtype) -> bool:
    return is_narrow_float(getattr(dtype, "base", dtype))


__all__ = ["MAX_EXPRESSION_TREE", "ROUNDED", "VALUES_AS_BITS", "legalize", "too_large"]
