"""Linearize: turn the kernel graph into a straight-line program with nested loops.

Input: the SINK of a verified kernel. Output: a list of nodes in execution order, where
each loop appears as `RANGE r`, its body, then `END r`. Every backend and the oracle
consume this one order, so they all agree on what runs where.

How placement works:
- A node's *open loops* are the RANGEs it depends on that no END on its path has closed.
  It is placed in the innermost of them (or at top level when there is none), which
  hoists loop-invariant work out of loops for free.
- The loops enclosing loop R are the open loops of END(R).
- Inside one block, nodes and whole nested loops are emitted depth-first from the block's
  effects, each after what it reads. The order is a function of the graph and of the
  order of independent effects, which is what makes `print(parse(text)) == text` hold
  for canonical text.
"""

from __future__ import annotations

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


def open_loops(
    nodes: list[UOp], known: dict[UOp, frozenset[UOp]] | None = None
) -> dict[UOp, frozenset[UOp]]:
    """For nodes in topological order: the RANGEs each depends on that are not yet ENDed.

    `known` (extended in place and returned) lets the parser and the builder keep one table
    while a kernel grows, computing each node once.
    """
    result: dict[UOp, frozenset[UOp]] = {} if known is None else known
    for node in nodes:
        if node in result:
            continue
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


def effect_roots(effects: tuple[UOp, ...]) -> list[UOp]:
    """The effects of one block that no other effect of it depends on, in listed order.

    Dropping the ones reachable from others makes the order of a block's effect list
    irrelevant for anything another effect already orders (parse lists effects in text
    order, the builder in program order; both prune to the same roots in the same order).
    """
    reachable = {n for e in effects for n in e.toposort() if n is not e}
    roots: list[UOp] = []
    for e in effects:
        if e not in reachable and e not in roots:
            roots.append(e)
    return roots


def linearize(sink: UOp, info: LoopInfo | None = None) -> list[UOp]:
    """The execution order of a verified kernel: RANGE ... END around each loop body.

    Each block (the top level, or one loop body) is emitted depth-first from its effect
    roots: a node after its sources, a nested loop as one unit (RANGE, body, END) after
    everything it reads from the enclosing block. The order depends only on the graph and
    the order of independent effects, which the printed text preserves; so printing,
    parsing and printing again gives the same text.
    """
    info = info or loop_info(sink)

    def item_in(block: UOp | None, node: UOp) -> UOp | None:
        """What `node` is, seen from `block`: itself, the nested loop holding it, or None."""
        item = node.src[0] if node.op is Ops.END else node
        where = info.block_of(node)
        while where is not block:
            if where is None:
                return None  # node lives outside `block`: emitted before the block began
            item, where = where, info.parent[where]
        return item

    def roots_of(block: UOp | None) -> list[UOp]:
        effects = sink.src if block is None else info.end_of[block].src[1:]
        return effect_roots(effects)

    def outer_needs(loop: UOp, block: UOp | None) -> list[UOp]:
        """Items of `block` the loop reads, in the order a depth-first walk meets them."""
        needed: list[UOp] = []
        seen: set[UOp] = set()
        stack = [*reversed(roots_of(loop)), loop.src[0]]
        while stack:
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            item = item_in(block, node)
            if item is not None and item is not loop and item_in(loop, node) is None:
                needed.append(item)  # lives in `block` itself (or a sibling loop there)
                continue
            if node.op is Ops.RANGE and node is not loop and item_in(loop, node) is not None:
                # a loop nested inside `loop`: its body is part of `loop`'s body
                stack += [*reversed(roots_of(node)), node.src[0]]
            else:
                stack += reversed(node.src)
        return needed

    after_loop: dict[UOp, bool] = {}  # does the node depend on the end of some loop?
    for node in sink.toposort():
        after_loop[node] = node.op is Ops.END or any(after_loop[s] for s in node.src)

    done: set[UOp] = set()

    def emit_block(block: UOp | None) -> list[UOp]:
        out: list[UOp] = []

        def visit(item: UOp) -> None:
            if item in done:
                return
            done.add(item)
            if item.op is Ops.RANGE:
                for need in outer_needs(item, block):
                    visit(need)
                out.extend([item, *emit_block(item), info.end_of[item]])
                return
            # operands that wait for a loop go first, so the loop reads as the producer of
            # its result and cheap index arithmetic stays next to the access that uses it
            for s in sorted(item.src, key=lambda s: not after_loop[s]):
                if (inner := item_in(block, s)) is not None:
                    visit(inner)
            out.append(item)

        for root in roots_of(block):
            # an effect listed by a loop's END may live outside the loop; the enclosing
            # block emits it before the loop (outer_needs finds it)
            if (item := item_in(block, root)) is not None:
                visit(item)
        return out

    order = [*emit_block(None), sink]
    if len(order) != len(sink.toposort()):
        raise ValueError("linearize: some nodes were not placed (verify the kernel)")
    return order
