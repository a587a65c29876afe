"""Linearize: turn the kernel graph into a straight-line program with nested loops.

Input: the SINK of a verified kernel. Output: a list of nodes in execution order, where
each loop appears as `RANGE r`, its body, then `END r`. Every backend and the oracle
consume this one order, so they all agree on what runs where.

How placement works:
- A node's *open loops* are the RANGEs it depends on that no END on its path has closed.
  It is placed in the innermost of them (or at top level when there is none), which
  hoists loop-invariant work out of loops for free.
- The loops enclosing loop R are the open loops of END(R).
- Inside one block, nodes and whole nested loops are ordered topologically; ties are
  broken by depth-first postorder from the SINK, so the order is a function of the graph
  alone. That makes `print(parse(text)) == text` hold for canonical text.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from refimpl.ir import Ops, UOp


@dataclass(frozen=True)
class LoopInfo:
    """Where each node lives: its innermost open loop and each loop's parent."""

    open_loops: dict[UOp, frozenset[UOp]]
    parent: dict[UOp, UOp | None]  # RANGE -> enclosing RANGE (None at top level)
    depth: dict[UOp | None, int]
    end_of: dict[UOp, UOp]  # RANGE -> its END

    def innermost(self, loops: frozenset[UOp]) -> UOp | None:
        return max(loops, key=lambda r: self.depth[r], default=None)

    def block_of(self, node: UOp) -> UOp | None:
        """The loop whose body holds `node`; RANGE and END count as part of their parent."""
        if node.op is Ops.RANGE:
            return self.parent[node]
        if node.op is Ops.END:
            return self.parent[node.src[0]]
        return self.innermost(self.open_loops[node])


def open_loops(nodes: list[UOp]) -> dict[UOp, frozenset[UOp]]:
    """For nodes in topological order: the RANGEs each depends on that are not yet ENDed."""
    result: dict[UOp, frozenset[UOp]] = {}
    for node in nodes:
        loops = frozenset().union(*(result[s] for s in node.src))
        if node.op is Ops.RANGE:
            loops |= {node}
        elif node.op is Ops.END:
            loops -= {node.src[0]}
        result[node] = loops
    return result


def enclosing_loops(
    end_of: dict[UOp, UOp], opened: dict[UOp, frozenset[UOp]]
) -> dict[UOp, frozenset[UOp]]:
    """Every loop around each loop. The loops still open at a loop's END enclose it; so,
    transitively, do the loops around those (a body need not use an outer counter)."""
    result: dict[UOp, frozenset[UOp]] = {}

    def around(r: UOp, seen: frozenset[UOp]) -> frozenset[UOp]:
        if r not in result:
            direct = opened[end_of[r]]
            if r in direct or direct & seen:
                raise ValueError("linearize: loops enclose each other (verify the kernel)")
            result[r] = direct.union(*(around(q, seen | {r}) for q in direct))
        return result[r]

    for r in end_of:
        around(r, frozenset())
    return result


def loop_info(sink: UOp) -> LoopInfo:
    nodes = sink.toposort()
    opened = open_loops(nodes)
    end_of = {n.src[0]: n for n in nodes if n.op is Ops.END}
    enclosing = enclosing_loops(end_of, opened)
    depth: dict[UOp | None, int] = {None: 0}
    for r in sorted(enclosing, key=lambda r: len(enclosing[r])):
        depth[r] = len(enclosing[r]) + 1
    parent = {r: max(enc, key=lambda q: depth[q], default=None) for r, enc in enclosing.items()}
    return LoopInfo(opened, parent, depth, end_of)


def linearize(sink: UOp, info: LoopInfo | None = None) -> list[UOp]:
    """The execution order of a verified kernel: RANGE ... END around each loop body."""
    info = info or loop_info(sink)
    nodes = sink.toposort()
    priority = {n: i for i, n in enumerate(nodes)}

    def unit(node: UOp) -> UOp | None:
        """The RANGE standing for a whole loop, for nodes that are a loop's head or tail."""
        return node.src[0] if node.op is Ops.END else node if node.op is Ops.RANGE else None

    def item_in(block: UOp | None, node: UOp) -> UOp | None:
        """What `node` is, seen from `block`: itself, the nested loop holding it, or None."""
        item = unit(node) or node
        where = info.block_of(node)
        while where is not block:
            if where is None:
                return None  # node lives outside `block`
            item, where = where, info.parent[where]
        return item

    members: dict[UOp | None, list[UOp]] = {}  # block -> its nodes (not RANGE/END)
    for node in nodes:
        if node.op not in (Ops.RANGE, Ops.END, Ops.SINK):
            members.setdefault(info.block_of(node), []).append(node)
    loops_in: dict[UOp | None, list[UOp]] = {}
    for r in info.end_of:
        loops_in.setdefault(info.parent[r], []).append(r)

    def loop_members(r: UOp) -> list[UOp]:
        inner = [r, info.end_of[r], *members.get(r, [])]
        for child in loops_in.get(r, []):
            inner += loop_members(child)
        return inner

    def order_block(block: UOp | None) -> list[UOp]:
        items = members.get(block, []) + loops_in.get(block, [])
        deps: dict[UOp, set[UOp]] = {}
        for item in items:
            parts = loop_members(item) if item.op is Ops.RANGE else [item]
            found = {item_in(block, s) for p in parts for s in p.src} - {None, item}
            deps[item] = found  # type: ignore[assignment]
        users: dict[UOp, list[UOp]] = {i: [] for i in items}
        for item, ds in deps.items():
            for d in ds:
                users[d].append(item)
        waiting = {i: len(ds) for i, ds in deps.items()}
        ready = [(priority[i], i) for i in items if waiting[i] == 0]
        heapq.heapify(ready)
        out: list[UOp] = []
        while ready:
            _, item = heapq.heappop(ready)
            if item.op is Ops.RANGE:
                out += [item, *order_block(item), info.end_of[item]]
            else:
                out.append(item)
            for user in users[item]:
                waiting[user] -= 1
                if waiting[user] == 0:
                    heapq.heappush(ready, (priority[user], user))
        if len(out) != len(items) + sum(len(loop_members(r)) - 1 for r in loops_in.get(block, [])):
            raise ValueError("linearize: cyclic dependency between loops (verify the kernel)")
        return out

    return [*order_block(None), sink]
