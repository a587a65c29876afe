"""Lower REDUCE to register accumulators: the pre-optimizer form to the one backends compile.

`REDUCE(value, r1..rk)` (ir.py, docs/semantics.md [reduce]) becomes what a kernel with an
explicit accumulator spells out, in the reference order:

    acc = reg T[lanes]
    store acc[0], identity              (where the reduce is: inside its enclosing loops)
    r1 .. rk                            (its ranges, now ordinary loops with ENDs)
      store acc[0], op(load acc[0], value)
    end rk .. end r1
    result = load acc[0]                (after the loops)

so the C, LLVM, x86, WGSL and PTX backends compile reductions with nothing of their own.
One pass, target-independent; inner reduces first, so an outer value that folds an inner
result sees the inner loop nest, complete. The oracle interprets REDUCE directly instead
(oracle.py), so the two check each other (conformance/test_reduce.py).
"""

from __future__ import annotations

from refimpl.dtypes import PtrDType, i32, void
from refimpl.ir import Ops, UOp, reduce_identity
from refimpl.passes.linearize import open_loops


def lower_reduces(sink: UOp) -> UOp:
    """`sink` with every REDUCE replaced by a register accumulator and its loops."""
    nodes = sink.toposort()
    if not any(n.op is Ops.REDUCE for n in nodes):
        return sink
    next_reg = 1 + max((n.arg for n in nodes if n.op is Ops.REG), default=-1)
    new: dict[UOp, UOp] = {}
    opened: dict[UOp, frozenset[UOp]] = {}
    for node in nodes:
        src = tuple(new[s] for s in node.src)
        if node.op is Ops.REDUCE:
            new[node] = _accumulate(node, src[0], src[1:], next_reg, opened)
            next_reg += 1
        else:
            new[node] = node if src == node.src else UOp(node.op, node.dtype, src, node.arg)
    return new[sink]


def _accumulate(red: UOp, value: UOp, ranges: tuple[UOp, ...], reg_id: int, opened: dict) -> UOp:
    """The load of the accumulator that replaces `red` (value and ranges already lowered)."""
    dtype, lanes = red.dtype, red.dtype.lanes
    acc = UOp(Ops.REG, PtrDType(dtype.scalar, lanes, local=True), (), reg_id)
    # the loops around the reduce: what its value and its ranges' bounds depend on, less its
    # own ranges (as linearize places the REDUCE)
    for top in (value, *ranges):
        open_loops(top.toposort(known=opened), opened)
    enclosing = frozenset().union(*(opened[top] for top in (value, *ranges))) - set(ranges)
    ordered = sorted(enclosing, key=lambda r: r.arg)  # a canonical order of AFTER's deps
    here = UOp(Ops.AFTER, acc.dtype, (acc, *ordered)) if ordered else acc
    identity = UOp.const(dtype.scalar, reduce_identity(red.arg, dtype))
    if lanes > 1:
        identity = UOp(Ops.BROADCAST, dtype, (identity,))
    zero = UOp.const(i32, 0)
    init = UOp(Ops.STORE, void, (here, zero, identity))
    inside = UOp(Ops.AFTER, acc.dtype, (acc, init, *ranges))
    current = UOp(Ops.LOAD, dtype, (inside, zero))
    update = UOp(Ops.STORE, void, (inside, zero, current.alu(red.arg, value)))
    closed = update
    for r in reversed(ranges):
        closed = UOp(Ops.END, void, (r, closed))
    return UOp(Ops.LOAD, dtype, (UOp(Ops.AFTER, acc.dtype, (acc, closed)), zero))
