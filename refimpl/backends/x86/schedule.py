"""Scheduling within a block: the linear order rearranged so values live no longer than needed.

Where this sits: the first x86 stage (backend.py STAGES), between linearize (refimpl/passes/
linearize.py, shared by every backend) and isel. Linearize emits each node after its
sources, depth first from the stores, so a chain `s8 = w8*v8 + s7`, `s7 = w7*v7 + s6`, ...
comes out as all nine products first and then the eight adds: nine values live at once
besides the weights, where computing each product next to its add needs one. Linear-scan
allocation follows the order it is given, so on x86-64-v3 conv3x3 kept 5 of its 9 weights
in stack slots, reloaded every iteration (issue 43, item 4).

The schedule keeps the blocks (a RANGE ends one, an END starts one) and, inside a block,
the order of its *anchors*; it moves only the others, pure values, down to where they are
first needed:

- anchors: stores, AFTER, RANGE/END, parameters and constants, and every value used by no
  node of its block (used later, in an inner loop, or not at all): they stay in their
  original order;
- before an anchor, the values it needs that are not placed yet are placed, each after its
  own such sources, the source needing the most of them first (Sethi-Ullman's rule: the
  larger operand tree is computed while fewer results wait for it);
- a load is never moved past a store: a store's sources are placed, then every load that
  came before it in the linear order and is not placed yet (with what it needs), then the
  store.

So a value is placed at its original position or later, right before its first user, and
nothing that reads or writes memory changes its order with a store.
"""

from __future__ import annotations

import dataclasses

from refimpl.backends.base import Program
from refimpl.ir import Ops, UOp

# Nodes that keep their place in the order (besides values their block does not use).
ANCHORS = frozenset(
    {Ops.STORE, Ops.AFTER, Ops.RANGE, Ops.END, Ops.SINK, Ops.PARAM, Ops.VAR, Ops.REG, Ops.CONST}
)


def schedule(program: Program) -> Program:
    """`program` with each block's values moved down to their first use."""
    users: dict[UOp, list[UOp]] = {}
    for node in program.linear:
        for source in node.src:
            users.setdefault(source, []).append(node)
    order: list[UOp] = []
    for block in _blocks(program.linear):
        order += _schedule_block(block, users)
    assert len(order) == len(program.linear), "schedule lost or repeated a node"
    return dataclasses.replace(program, linear=order)


def _blocks(linear: list[UOp]) -> list[list[UOp]]:
    """Straight-line runs of the linear order: a RANGE is the last node of its block, an END
    the first of the next."""
    blocks, current = [], []
    for node in linear:
        if node.op is Ops.END and current:
            blocks.append(current)
            current = []
        current.append(node)
        if node.op is Ops.RANGE:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return blocks


def _schedule_block(block: list[UOp], users: dict[UOp, list[UOp]]) -> list[UOp]:
    inside = set(block)
    movable = {
        n
        for n in block
        if n.op not in ANCHORS and users.get(n) and all(u in inside for u in users[n])
    }
    # how many movable nodes computing each takes (shared ones counted per use, so a big
    # int where sharing nests; Python's ints don't overflow): in one pass, since a block
    # lists every node after its sources
    sizes: dict[UOp, int] = {}
    for n in block:
        if n in movable:
            sizes[n] = 1 + sum(sizes[s] for s in n.src if s in movable)
    size = sizes.__getitem__

    placed: set[UOp] = set()
    out: list[UOp] = []

    def place(node: UOp) -> None:
        pending = [(node, False)]  # (node, its sources placed): no recursion on long chains
        while pending:
            current, ready = pending.pop()
            if current in placed:
                continue
            if ready:
                placed.add(current)
                out.append(current)
                continue
            pending.append((current, True))
            sources = [s for s in dict.fromkeys(current.src) if s in movable and s not in placed]
            # the largest first, equals in operand order: pushed last, so popped first
            for source in reversed(sorted(sources, key=lambda s: -size(s))):
                pending.append((source, False))

    loads_before: list[UOp] = []  # loads in original order, not placed when seen
    for node in block:
        if node in movable:
            if node.op is Ops.LOAD:
                loads_before.append(node)
            continue
        if node.op is Ops.STORE:  # what it stores first, then the loads it must not pass
            for source in sorted((s for s in node.src if s in movable), key=lambda s: -size(s)):
                place(source)
            for load in loads_before:
                place(load)
            loads_before.clear()
        place(node)
    for node in block:  # a movable value nothing placed (cannot happen: users are inside)
        place(node)
    return out
