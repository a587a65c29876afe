"""x86 innermost-loop vectorizer: an IR-to-IR rewrite that runs W iterations of a scalar loop
as one iteration on vectors of W lanes.

`X86Backend.legalize` (backend.py) runs it right before legalize.py's `legalize`, so the
vector ops it creates are legalized like any vector op a kernel writes: mulacc unfused,
lanes split where the target has no packed instruction. It vectorizes only where no lane
would be split, and the result is what the `_x8` bench kernels write by hand: `range n/W`,
indices `base + counter*W`, loads and stores of W consecutive elements, loop-invariant
scalars broadcast.

A loop `range T n` is vectorized by W lanes only when all of these hold (`plans` says which
failed, as a `Refusal`):

- it is innermost: no loop inside it;
- n is a constant, a multiple of W: no remainder loop is needed;
- its counter is read only by load and store indices, each the counter or `add(a, b)` of
  such an index and a loop-invariant value (nested, as conv3x3's `(irow0 + x) + 1`): lane k
  of `index(counter*W)` is then the scalar loop's index at iteration counter*W + k, and a
  load or store of W lanes there accesses exactly the W scalar iterations' elements
  ([load-store]);
- every load is scalar and ungated, every effect an ungated scalar store into a buffer
  parameter, no register array touched (accumulators carry values across iterations);
- a buffer stored in the loop is stored once and loaded only at the same index node: lane k
  then reads what iteration k would read, since no other iteration writes that element;
- every value is elementwise on an element dtype of ELEMENT_DTYPES, with one packed
  instruction per register on the target (legalize.py's `packed_ops`, `packed_cast`,
  `packed_shift`, `maskable_compare`, `masked_where`): every vector op is then lane-wise the
  scalar op, which the op suite checks of the vector lowering, so the result is bit-exact.
  A compare is vectorized only as the condition of a where (as lane masks).

W fills one 32-byte register with the widest element the loop computes on (f32: 8, f64: 4).
Reductions are never vectorized: their loop-carried value lives in a register array, and
reassociating a float sum changes its result.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from refimpl.backends.base import Options
from refimpl.backends.x86.legalize import (
    features_of,
    maskable_compare,
    masked_where,
    packed_cast,
    packed_ops,
    packed_shift,
    rewritten_before_lanes,
)
from refimpl.dtypes import DType, f32, f64, i32, i64, u32, u64
from refimpl.ir import ALU, COMPARISONS, Ops, UOp, root_buffer
from refimpl.passes.linearize import loop_info

# Bytes of vector a vectorized iteration computes on, per target. x86-64-v2 has 16-byte xmm
# registers, but the backend splits a 32-byte vector into two xmm halves, so 32 there is
# the loop unrolled by two as well, with one counter step and one compare per 2 registers.
VECTOR_BYTES = {"x86-64-v3": 32, "x86-64-v2": 32}

# The element dtypes a vectorized loop may compute on: those whose packed lowering the op
# suite checks lane by lane. Narrower lanes (8/16-bit ints, f16) would fill a register with
# 16 or 32 lanes of ops packed_ops rarely has; bools only as the masks of a where.
ELEMENT_DTYPES = (f32, f64, i32, u32, i64, u64)


class Refusal(Enum):
    """Why a loop is left scalar; the value says it to a reader of `plans`."""

    NOT_INNERMOST = "a loop is nested inside it"
    BOUND = "its trip count is not a constant multiple of the lanes"
    COUNTER = "its counter is read other than as the counter plus loop-invariant values"
    INDEX = "an index is not the counter plus loop-invariant values"
    GATED = "a load or store is gated"
    VECTOR = "it computes on vectors already, or has an op other than load, store, ALU, cast"
    REGISTER_ARRAY = "it touches a register array or an ordering (after) inside the loop"
    EFFECT = "it has no store, or an effect that is not a store at a vectorizable index"
    DEPENDENCE = "a buffer it stores is stored twice or loaded at another index"
    DTYPE = "it computes on an element dtype outside ELEMENT_DTYPES"
    MASK = "a compare is used other than as a where's condition"
    NOT_PACKED = "an op has no packed instruction on the target"


@dataclass(frozen=True)
class Plan:
    """A loop to vectorize: its RANGE, its lanes, the nodes of its body and, among them, the
    counter and the indices built on it (rewritten with counter*lanes, kept scalar)."""

    loop: UOp
    lanes: int
    inside: frozenset[UOp]
    indices: frozenset[UOp]


def vectorize_innermost_loops(sink: UOp, options: Options) -> UOp:
    """`sink` with every innermost loop `plans` accepts vectorized."""
    chosen = {loop: p for loop, p in plans(sink, options).items() if isinstance(p, Plan)}
    if not chosen:
        return sink
    owner = {node: p for p in chosen.values() for node in p.inside}
    counters = {loop: _vector_counter(loop, p.lanes) for loop, p in chosen.items()}
    done: dict[UOp, UOp] = {}
    for node in sink.toposort():
        if node.op is Ops.END and node.src[0] in chosen:
            effects = tuple(done[e] for e in node.src[1:])
            done[node] = node.replace(src=(counters[node.src[0]].src[0], *effects))
        elif node in chosen:
            done[node] = counters[node]
        elif (p := owner.get(node)) is not None:
            done[node] = _widen(node, p, done)
        else:
            src = tuple(done[s] for s in node.src)
            done[node] = node if src == node.src else node.replace(src=src)
    return done[sink]


def plans(sink: UOp, options: Options) -> dict[UOp, Plan | Refusal]:
    """Each loop of `sink` (its RANGE) -> how it is vectorized, or why it is not."""
    info = loop_info(sink)
    outer = {parent for parent in info.parent.values() if parent is not None}
    bodies: dict[UOp, list[UOp]] = {loop: [] for loop in info.end_of if loop not in outer}
    for node in sink.toposort():
        for loop in info.open_loops[node]:
            if loop in bodies:
                bodies[loop].append(node)
    verdicts: dict[UOp, Plan | Refusal] = dict.fromkeys(outer, Refusal.NOT_INNERMOST)
    for loop, body in bodies.items():
        # a node also in another loop: a reduce range's (a REDUCE closes it, no END), or
        # one not around this loop
        if any(not info.open_loops[n] <= info.depth.keys() for n in body) or any(
            info.block_of(node) is not loop for node in body[1:]
        ):
            verdicts[loop] = Refusal.NOT_INNERMOST
        else:
            verdicts[loop] = plan(loop, body, info.end_of[loop], options)
    return verdicts


def plan(loop: UOp, body: list[UOp], end: UOp, options: Options) -> Plan | Refusal:
    """Whether the innermost loop `loop` (`body`: its nodes in topological order, the RANGE
    first; `end` closes it) is vectorized, and by how many lanes."""
    inside = frozenset(body)
    indices = {loop}
    values: list[UOp] = []  # what becomes a vector: loads, ALU ops, casts
    stores: list[UOp] = []
    for node in body[1:]:
        refusal = _refusal(node, inside, indices)
        if refusal is not None:
            return refusal
        if node.op is Ops.ADD and any(s in indices for s in node.src):
            indices.add(node)
        else:
            (stores if node.op is Ops.STORE else values).append(node)
    refusal = _effects_refusal(end, stores, values) or _masks_refusal(values, stores)
    if refusal is not None:
        return refusal
    dtypes = _element_dtypes(values, stores)
    if not dtypes <= set(ELEMENT_DTYPES):
        return Refusal.DTYPE
    widest = max(d.itemsize for d in dtypes)
    lanes = VECTOR_BYTES[options.target] // widest
    bound = loop.src[0]
    if bound.op is not Ops.CONST or bound.arg < lanes or bound.arg % lanes:
        return Refusal.BOUND
    found = Plan(loop, lanes, inside, frozenset(indices))
    trial = _Unchanged({loop: _vector_counter(loop, lanes)})
    features = features_of(options.target)
    made: set[UOp] = set()  # the vectors widened so far, each judged already
    for node in values:
        trial[node] = vector = _widen(node, found, trial)
        if node.op is not Ops.LOAD and not _packed(vector, made, options, features):
            return Refusal.NOT_PACKED
        made.add(vector)
    return found


def _refusal(node: UOp, inside: frozenset[UOp], indices: set[UOp]) -> Refusal | None:
    """What keeps the loop holding `node` scalar, judging `node` alone (its sources are
    judged already; `indices` holds those that are the counter plus invariants)."""
    if node.op is Ops.ADD and any(s in indices for s in node.src):
        counted = [s for s in node.src if s in indices]
        invariant = [s for s in node.src if s not in inside]
        return None if len(counted) == len(invariant) == 1 else Refusal.INDEX
    if node.op in (Ops.LOAD, Ops.STORE):
        return _access_refusal(node, inside, indices)
    if node.op in ALU or node.op is Ops.CAST:
        if any(s in indices for s in node.src):
            return Refusal.COUNTER
        if node.dtype.lanes != 1 or any(s.dtype.lanes != 1 for s in node.src):
            return Refusal.VECTOR
        return None
    if node.op in (Ops.AFTER, Ops.REG):
        return Refusal.REGISTER_ARRAY
    if node.op in (Ops.RANGE, Ops.END, Ops.REDUCE):
        return Refusal.NOT_INNERMOST
    return Refusal.VECTOR  # gep, vectorize, broadcast, bitcast


def _access_refusal(node: UOp, inside: frozenset[UOp], indices: set[UOp]) -> Refusal | None:
    buffer, index, *rest = node.src
    if len(rest) != (1 if node.op is Ops.STORE else 0):
        return Refusal.GATED
    if buffer in inside or root_buffer(buffer).op is not Ops.PARAM:
        return Refusal.REGISTER_ARRAY
    if index not in indices:
        # in the loop and not affine (a[b[i]]); or invariant: every iteration one element
        return Refusal.INDEX if index in inside else Refusal.EFFECT
    if rest and rest[0] in indices:
        return Refusal.COUNTER
    value = rest[0] if rest else node
    return Refusal.VECTOR if value.dtype.lanes != 1 else None


def _effects_refusal(end: UOp, stores: list[UOp], values: list[UOp]) -> Refusal | None:
    """The loop's effects must be exactly its stores (at least one); a stored buffer is
    stored once and loaded only at the store's index node, so no iteration reads what
    another writes."""
    if not stores or set(end.src[1:]) != set(stores):
        return Refusal.EFFECT
    stored_at: dict[UOp, UOp] = {}
    for store in stores:
        buffer = root_buffer(store.src[0])
        if buffer in stored_at:
            return Refusal.DEPENDENCE
        stored_at[buffer] = store.src[1]
    for load in values:
        if load.op is Ops.LOAD:
            if stored_at.get(root_buffer(load.src[0]), load.src[1]) is not load.src[1]:
                return Refusal.DEPENDENCE
    return None


def _masks_refusal(values: list[UOp], stores: list[UOp]) -> Refusal | None:
    """A vector compare is lane masks, packed only as the condition of a where (as bools,
    stored or computed on, its lanes would be narrowed or split)."""
    compares = {v for v in values if v.op in COMPARISONS}
    for user in (*values, *stores):
        reads = user.src[1:] if user.op is Ops.WHERE else user.src
        if any(s in compares for s in reads):
            return Refusal.MASK
    return None


def _element_dtypes(values: list[UOp], stores: list[UOp]) -> set[DType]:
    """Every dtype the loop's vectors have, a compare's bool masks aside."""
    found = {store.src[2].dtype for store in stores}
    for node in values:
        if node.op is Ops.LOAD:
            found.add(node.dtype)
        elif node.op in COMPARISONS:
            found.update(s.dtype for s in node.src)
        else:
            found.add(node.dtype)
            found.update(s.dtype for s in node.src[node.op is Ops.WHERE :])
    return found


# Vector ops whose packed form depends on more than their dtype: legalize.py's own tests
PACKED_TESTS = {
    **dict.fromkeys(COMPARISONS, maskable_compare),
    Ops.WHERE: masked_where,
    Ops.CAST: packed_cast,
    Ops.SHL: packed_shift,
    Ops.SHR: packed_shift,
}


def _packed(vector: UOp, made: set[UOp], options: Options, features: frozenset[str]) -> bool:
    """Whether legalize.py keeps `vector` packed (rather than splitting it into lanes): each
    op its rules turn it into first (mulacc unfused into mul and add, recip an fdiv:
    `legalize.rewritten_before_lanes`) has a packed instruction. The vectors in `made` are
    judged already."""
    lowered = rewritten_before_lanes(vector, options)
    pending, ops = [lowered], []
    while pending:
        node = pending.pop()
        if node not in made and (node.op in ALU or node.op is Ops.CAST):
            ops.append(node)
            pending.extend(node.src)
    return all(_packed_op(op, features) for op in ops)


def _packed_op(vector: UOp, features: frozenset[str]) -> bool:
    if (test := PACKED_TESTS.get(vector.op)) is not None:
        return test(vector, features)
    return vector.op in packed_ops(vector.dtype.scalar, features)


def _vector_counter(loop: UOp, lanes: int) -> UOp:
    """counter*lanes of the loop running bound/lanes times: the first of its lanes' scalar
    iterations."""
    steps = UOp.const(loop.dtype, loop.src[0].arg // lanes)
    counter = UOp(Ops.RANGE, loop.dtype, (steps,), loop.arg)
    return counter.alu(Ops.MUL, UOp.const(loop.dtype, lanes))


def _widen(node: UOp, p: Plan, new: dict[UOp, UOp]) -> UOp:
    """`node` of the loop of `p`, vectorized; `new` holds the new form of each source (an
    index on counter*lanes, a vector, or outside the loop the invariant as it is)."""
    if node in p.indices:
        return node.replace(src=tuple(new[s] for s in node.src))
    if node.op is Ops.STORE:
        buffer, index, value = node.src
        return node.replace(src=(new[buffer], new[index], _lanes_of(value, p, new)))
    if node.op is Ops.LOAD:
        buffer, index = node.src
        return node.replace(dtype=node.dtype.vec(p.lanes), src=(new[buffer], new[index]))
    lanes = tuple(_lanes_of(s, p, new) for s in node.src)
    return node.replace(dtype=node.dtype.vec(p.lanes), src=lanes)


def _lanes_of(source: UOp, p: Plan, new: dict[UOp, UOp]) -> UOp:
    """A source as a vector: its own, or a loop-invariant scalar broadcast to every lane."""
    if source in p.inside:
        return new[source]
    return UOp(Ops.BROADCAST, source.dtype.vec(p.lanes), (new[source],))


class _Unchanged(dict):
    """A `new` for `_widen` that leaves whatever it was not given as it is (the nodes
    outside the loop, when no other loop's rewrite can have changed them)."""

    def __missing__(self, node: UOp) -> UOp:
        return node
