"""The tvm-sched backend's choices: TIR's loop transformations applied to the translated loops.

Where this sits: translate.py builds each `range` as a TIR `For`; for tvm-sched it asks
`LoopPlan`s (made here from the chosen actions) how: split by a factor (an outer loop over
`ceildiv(n, f)` and an inner one of `f` trips, the counter `outer * f + inner`, its body under
`likely(counter < n)` unless `f` divides a constant `n`), and the kind of the innermost part:
`vectorized` (TVM's VectorizeLoop makes its body vector code) or `unrolled` (UnrollLoop copies
it). That is what TIR's schedule primitives `split`, `vectorize` and `unroll` do to a loop
(`tvm.s_tir.Schedule` works on blocks, which the translation does not make). `parallel` is
not offered: its code calls the TVM runtime's thread pool, which the native runner does not
load.

The actions, as the campaign draws them (Backend.choices, fuzz/choices.py): `["SPLIT",
loop, factor]`, `["VECTORIZE", loop]`, `["UNROLL", loop]`, loops numbered in the order their
`range`s open (0: the first). An action that does not fit the kernel is dropped and listed
(`refused`), never an error (docs/backends.md): a loop the kernel lacks, a second split of a
loop, a kind for a loop whose (inner) extent is not a constant, or a vectorization the loop's
body does not allow. Unlike a schedule on blocks, nothing in TVM checks that a loop's
iterations are independent before vectorizing it; `vectorizable` does, conservatively (a
loop TVM runs as vector code must mean what the serial loop means, or a wrong answer would be
this translation's fault, not TVM's).

Without actions (`Options.choices.actions` None) tvm-sched applies `DEFAULT_ACTIONS`: every
innermost loop that `vectorizable` accepts split by 8 and its inner loop vectorized (TVM's
own CPU schedules vectorize the innermost axis by the vector width, 8 f32 on AVX2).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from refimpl.backends.base import ChoiceSpace
from refimpl.backends.tvm.legalize import ROUNDED
from refimpl.ir import Ops, UOp, root_buffer

LOOPS = (0, 1, 2, 3)  # which loops an action may name: the first four opened
FACTORS = (2, 4, 8, 16)
ACTIONS = {
    "SPLIT": (LOOPS, FACTORS),
    "VECTORIZE": (LOOPS,),
    "UNROLL": (LOOPS,),
}
MAX_ACTIONS = 4
ACTION_SPACE = ChoiceSpace(actions=MappingProxyType(ACTIONS), max_actions=MAX_ACTIONS)
DEFAULT_FACTOR = 8
MAX_VECTOR_LANES = 64  # a longer vectorized loop is refused: TVM makes one vector of all lanes
MAX_UNROLL = 64  # a longer unrolled loop is refused: the code grows with it


@dataclass
class LoopPlan:
    """How one `range` is built: split by `factor` (None: not split) and its innermost part's
    kind ("serial", "vectorized", "unrolled")."""

    factor: int | None = None
    kind: str = "serial"


def loops_of(linear: list[UOp]) -> list[tuple[UOp, list[UOp]]]:
    """Each `range` of `linear` in opening order, with the nodes of its body."""
    opened: list[tuple[UOp, list[UOp]]] = []
    stack: list[tuple[UOp, list[UOp]]] = []
    for node in linear:
        if node.op is Ops.END:
            stack.pop()
        for _, body in stack:
            body.append(node)
        if node.op is Ops.RANGE:
            stack.append((node, []))
            opened.append(stack[-1])
    return opened


def constant_trips(loop: UOp) -> int | None:
    bound = loop.src[0]
    return max(bound.arg, 0) if bound.op is Ops.CONST else None


# The integer ops the translation spells out wrapping when it cannot bound them (TVM makes
# them nsw/nuw: translate._wrapping); of 64 bits, their results go through a local buffer
# (translate.through_memory), which the lanes of a vectorized loop would share
WRAPPING_OPS = frozenset({Ops.ADD, Ops.SUB, Ops.MUL, Ops.NEG, Ops.MULACC})


def vectorizable(loop: UOp, body: list[UOp]) -> str | None:
    """Why the iterations of `loop` may not run as one vector (None: they may): the check a
    block schedule's `vectorize` makes (a data-parallel loop), done on the kernel.

    Accepted: no inner loop, no register array, no 64-bit integer arithmetic and no rounding
    to a narrow float (each a local buffer in the translation), no buffer both read and
    written in the body, at most one store per buffer, each at `counter` or `counter + x` with
    `x` independent of the loop (so no two iterations write one element, and none reads what
    another writes)."""
    stored: set[UOp] = set()
    loaded: set[UOp] = set()
    for node in body:
        if node.op in (Ops.RANGE, Ops.END):
            return "an inner loop"
        if node.op in (Ops.LOAD, Ops.STORE):
            buffer = root_buffer(node.src[0])
            if buffer.op is Ops.REG:
                return "a register array (a value carried from one iteration to the next)"
            if node.op is Ops.LOAD:
                loaded.add(buffer)
                continue
            if buffer in stored:
                return "two stores to one buffer"
            stored.add(buffer)
            if not _distinct_per_iteration(node.src[1], loop):
                return "a store whose index is not the counter plus an invariant"
            if node.src[2].dtype.lanes > 1:
                return "a vector store"
        elif getattr(node.dtype, "lanes", 1) > 1:
            return "a vector value"
        elif node.op in WRAPPING_OPS and node.dtype.is_int and node.dtype.bits == 64:
            return "a 64-bit integer add, sub, mul, neg or mulacc"
        elif node.op is Ops.CAST and node.arg == ROUNDED:
            return "a narrow float's rounding (a local buffer in the translation)"
    if stored & loaded:
        return "a buffer both read and written"
    return None


def _distinct_per_iteration(index: UOp, loop: UOp) -> bool:
    if index is loop:
        return True
    if index.op is Ops.MUL and loop in index.src:
        other = index.src[1] if index.src[0] is loop else index.src[0]
        return other.op is Ops.CONST and other.arg == 1
    if index.op is not Ops.ADD:
        return False
    a, b = index.src
    counter, other = (a, b) if _distinct_per_iteration(a, loop) else (b, a)
    return _distinct_per_iteration(counter, loop) and loop not in other.toposort()


def plan(linear: list[UOp], actions: tuple | None) -> tuple[dict[UOp, LoopPlan], list[str]]:
    """The plans of `linear`'s loops for `actions` (None: DEFAULT), and the refused actions,
    each as `ACTION args: reason`."""
    loops = loops_of(linear)
    if actions is None:
        actions = tuple(
            action
            for number, (loop, body) in enumerate(loops)
            if vectorizable(loop, body) is None
            for action in (("SPLIT", number, DEFAULT_FACTOR), ("VECTORIZE", number))
        )
    plans: dict[UOp, LoopPlan] = {}
    refused: list[str] = []
    for action in actions:
        name, number, *args = action
        if number >= len(loops):
            refused.append(f"{action_text(action)}: the kernel has {len(loops)} loop(s)")
            continue
        loop, body = loops[number]
        current = plans.setdefault(loop, LoopPlan())
        if reason := _refusal(name, args, loop, body, current):
            refused.append(f"{action_text(action)}: {reason}")
            continue
        if name == "SPLIT":
            current.factor = args[0]
        else:
            current.kind = "vectorized" if name == "VECTORIZE" else "unrolled"
    return plans, refused


def _refusal(name: str, args: list, loop: UOp, body: list[UOp], current: LoopPlan) -> str | None:
    if name == "SPLIT":
        if current.factor is not None:
            return "the loop is split already"
        if current.kind != "serial":
            return "the loop has its kind already (split first)"
        return None
    trips = current.factor or constant_trips(loop)
    if trips is None:
        return "its trip count is not a constant (split it first)"
    if name == "VECTORIZE":
        if trips > MAX_VECTOR_LANES:
            return f"{trips} lanes, more than {MAX_VECTOR_LANES}"
        return vectorizable(loop, body)
    if trips > MAX_UNROLL:
        return f"{trips} trips, more than {MAX_UNROLL}"
    return None


def action_text(action) -> str:
    name, *args = action
    return " ".join([name, *map(str, args)])
