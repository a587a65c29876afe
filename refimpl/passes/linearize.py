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

Cost: every walk here is iterative (no recursion, so no depth limit) and visits each node
a bounded number of times. A nested loop is summarized once by the nodes outside it that
its body reads (`_Walker.exits`), so enclosing blocks never walk a loop body again. The
open-loop sets are frozensets: building them costs O(nodes x nesting depth) set elements,
in C.
"""

from __future__ import annotations

from dataclasses import dataclass

from refimpl.dtypes import void
from refimpl.ir import Ops, UOp


@dataclass(frozen=True)
class LoopInfo:
    """Where each node lives: its innermost open loop and each loop's parent."""

    open_loops: dict[UOp, frozenset[UOp]]
    parent: dict[UOp, UOp | None]  # RANGE -> enclosing RANGE (None at top level)
    depth: dict[UOp | None, int]
    end_of: dict[UOp, UOp]  # RANGE -> its END

    def innermost(self, loops: frozenset[UOp]) -> UOp | None:
        return max(loops, key=self.depth.__getitem__, default=None)

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
    empty: frozenset[UOp] = frozenset()
    for node in nodes:
        if node in result:
            continue
        # share the operand's set when one operand's set holds all the others (the usual
        # case: a chain inside one loop), so no set is copied per node
        loops = empty
        for s in node.src:
            theirs = result[s]
            if theirs is loops or theirs <= loops:
                continue
            loops = theirs if loops <= theirs else loops | theirs
        if node.op is Ops.RANGE:
            loops = loops | {node}
        elif node.op is Ops.END and node.src[0] in loops:
            loops = loops - {node.src[0]}
        elif node.op is Ops.REDUCE:
            loops = loops - set(node.src[1:])  # it closes its reduce ranges
        result[node] = loops
    return result


def enclosing_loops(
    end_of: dict[UOp, UOp],
    opened: dict[UOp, frozenset[UOp]],
    deepest: dict[UOp, UOp | None] | None = None,
) -> dict[UOp, frozenset[UOp]]:
    """Every loop around each loop. The loops still open at a loop's END enclose it; so,
    transitively, do the loops around those (a body need not use an outer counter).

    `deepest`, when given, receives for each loop the enclosing loop with the most loops
    around it (its parent when loops nest).
    """
    result: dict[UOp, frozenset[UOp]] = {}
    size: dict[UOp, int] = {}  # len(result[r]): a C-level key for max()
    # fewest open loops first: the loops around a loop are then usually resolved already
    for start in sorted(end_of, key=lambda r: len(opened[end_of[r]])):
        path, on_path = [start], {start}  # an explicit depth-first stack: nesting may be deep
        while path:
            r = path[-1]
            direct = opened[end_of[r]]
            if r in direct:
                raise ValueError("linearize: loops enclose each other (verify the kernel)")
            pending = None
            if not result.keys() >= direct:
                pending = next(q for q in direct if q not in result)
            if pending is not None:
                if pending in on_path:
                    raise ValueError("linearize: loops enclose each other (verify the kernel)")
                path.append(pending)
                on_path.add(pending)
                continue
            inner = max(direct, key=size.__getitem__, default=None)
            around = direct
            if inner is not None:
                # when loops nest, the deepest enclosing loop already lists all the others
                around = direct | result[inner]
                for q in direct - result[inner] - {inner}:
                    around |= result[q]
            result[r], size[r] = around, len(around)
            if deepest is not None:
                deepest[r] = inner
            path.pop()
            on_path.discard(r)
    return result


def loop_info(sink: UOp) -> LoopInfo:
    nodes = sink.toposort()
    opened = open_loops(nodes)
    end_of = {n.src[0]: n for n in nodes if n.op is Ops.END}
    deepest: dict[UOp, UOp | None] = {}
    enclosing = enclosing_loops(end_of, opened, deepest)
    depth: dict[UOp | None, int] = {None: 0}
    for r in enclosing:
        depth[r] = len(enclosing[r]) + 1
    return LoopInfo(opened, deepest, depth, end_of)


def effect_roots(effects: tuple[UOp, ...]) -> list[UOp]:
    """The effects of one block that no other effect of it depends on, in listed order.

    Dropping the ones reachable from others makes the order of a block's effect list
    irrelevant for anything another effect already orders (parse lists effects in text
    order, the builder in program order; both prune to the same roots in the same order).
    """
    reachable: set[UOp] = set()
    stack = [s for e in effects for s in e.src]
    while stack:  # one walk for all effects (a walk per effect is quadratic on chains)
        node = stack.pop()
        if node not in reachable:
            reachable.add(node)
            stack.extend(node.src)
    return _unique([e for e in effects if e not in reachable])


def _unique(nodes: list[UOp]) -> list[UOp]:
    return list(dict.fromkeys(nodes))


class _Walker:
    """Loop-by-loop summaries that keep linearize linear in the size of the kernel.

    `exits(loop)` are the nodes outside `loop` its body (nested loops included) reads, in
    the order a depth-first walk from the loop's bound and effect roots meets them. A walk
    of an enclosing block that reaches the loop continues at these nodes instead of walking
    the body again; that is the same order, since nothing outside a loop leads back in.
    """

    def __init__(self, sink: UOp, info: LoopInfo):
        self.sink, self.info = sink, info
        self.blocks: dict[UOp, UOp | None] = {}
        self.roots: dict[UOp | None, list[UOp]] = {}
        self.exit_lists: dict[UOp, list[UOp]] = {}
        for loop in sorted(info.end_of, key=info.depth.__getitem__, reverse=True):
            self.exit_lists[loop] = self._exits(loop)  # inner loops first

    def block_of(self, node: UOp) -> UOp | None:
        if (block := self.blocks.get(node, self)) is self:
            block = self.blocks[node] = self.info.block_of(node)
        return block  # type: ignore[return-value]

    def item_in(self, block: UOp | None, node: UOp) -> UOp | None:
        """What `node` is, seen from `block`: itself, the nested loop holding it, or None."""
        item = node.src[0] if node.op is Ops.END else node
        where = self.block_of(node)
        floor = self.info.depth[block]
        while where is not block:
            if where is None or self.info.depth[where] <= floor:
                return None  # node lives outside `block`: emitted before the block began
            item, where = where, self.info.parent[where]
        return item

    def nested_in(self, block: UOp | None, node: UOp) -> bool:
        """Is `node` a RANGE of a loop inside `block` (at any depth)?"""
        return node.op is Ops.RANGE and node is not block and self.item_in(block, node) is not None

    def roots_of(self, block: UOp | None) -> list[UOp]:
        if block not in self.roots:
            effects = self.sink.src if block is None else self.info.end_of[block].src[1:]
            if len(effects) < 2:
                self.roots[block] = list(effects)
            elif all(self._listed_where_it_runs(block, e) for e in effects):
                self.roots[block] = self._roots(block, effects)
            else:  # an effect listed away from where it runs: walk everything
                self.roots[block] = effect_roots(effects)
        return list(self.roots[block])

    def _listed_where_it_runs(self, block: UOp | None, effect: UOp) -> bool:
        """An effect of the block itself, or the END of a loop directly inside it."""
        return self.block_of(effect) is block

    def _roots(self, block: UOp | None, effects: tuple[UOp, ...]) -> list[UOp]:
        """effect_roots, walking nested loops through their exits."""
        reachable: set[UOp] = set()
        stack = [s for e in effects for s in e.src]
        while stack:
            node = stack.pop()
            if node in reachable:
                continue
            reachable.add(node)
            if self.item_in(block, node) is None:
                continue  # outside the block: nothing there leads back to its effects
            if self.nested_in(block, node):
                stack += [node.src[0], *self.exit_lists[node]]
            elif node.op is Ops.END and self.nested_in(block, node.src[0]):
                stack.append(node.src[0])  # its effects are reached through its exits
            else:
                stack += node.src
        return _unique([e for e in effects if e not in reachable])

    def _exits(self, loop: UOp) -> list[UOp]:
        exits: list[UOp] = []
        seen: set[UOp] = set()
        stack = [*reversed(self.roots_of(loop)), loop.src[0]]
        while stack:
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            if node is loop:
                stack.append(loop.src[0])
            elif self.item_in(loop, node) is None:
                exits.append(node)  # outside the loop: a summary entry, not walked
            elif node.op is Ops.RANGE:
                stack += reversed(self.exit_lists[node])  # a nested loop, already summarized
            elif node.op is Ops.END:
                stack.append(node.src[0])  # the loop's exits cover what its effects read
            else:
                stack += reversed(node.src)
        return exits

    def outer_needs(self, loop: UOp, block: UOp | None) -> list[UOp]:
        """Items of `block` the loop reads, in the order a depth-first walk meets them."""
        needed = (self.item_in(block, x) for x in self.exit_lists[loop])
        return _unique([item for item in needed if item is not None and item is not loop])


def linearize(sink: UOp, info: LoopInfo | None = None) -> list[UOp]:
    """The execution order of a verified kernel: RANGE ... END around each loop body.

    A REDUCE over ranges r1..rk (before passes/reduce.py lowers it) is placed as a loop nest:
    RANGE r1 .. RANGE rk, the value's body, then an END for each range, innermost first,
    then the REDUCE itself. Those ENDs are made here (`END(r)`, no effects); the oracle folds
    the value at the innermost one, the printer shows the REDUCE in their place.

    Each block (the top level, or one loop body) is emitted depth-first from its effect
    roots: a node after its sources, a nested loop as one unit (RANGE, body, END) after
    everything it reads from the enclosing block. The order depends only on the graph and
    the order of independent effects, which the printed text preserves; so printing,
    parsing and printing again gives the same text.
    """
    if any(n.op is Ops.REDUCE for n in sink.toposort()):
        return _linearize_reduces(sink)
    return _linearize(sink, info)


def _linearize(sink: UOp, info: LoopInfo | None) -> list[UOp]:
    info = info or loop_info(sink)
    walker = _Walker(sink, info)
    nodes = sink.toposort()
    after_loop: dict[UOp, bool] = {}  # does the node depend on the end of some loop?
    for node in nodes:
        after_loop[node] = node.op is Ops.END or any(after_loop[s] for s in node.src)

    def waits_for_no_loop(s: UOp) -> bool:
        return not after_loop[s]

    # The depth-first emission, with an explicit stack of tasks so nesting and chain
    # length are not limited by Python's recursion depth. One output list serves every
    # block: a block's body is emitted between its RANGE and END, nothing interleaves.
    order: list[UOp] = []
    done: set[UOp] = set()
    tasks: list[tuple[str, UOp | None, UOp | None]] = [("block", None, None)]
    while tasks:
        task, block, item = tasks.pop()
        if task == "emit":
            order.append(item)  # type: ignore[arg-type]
        elif task == "block":
            # an effect listed by a loop's END may live outside the loop; the enclosing
            # block emits it before the loop (outer_needs finds it)
            items = [walker.item_in(block, root) for root in walker.roots_of(block)]
            tasks += [("visit", block, i) for i in reversed(items) if i is not None]
        elif task == "loop":  # its outer needs are out: RANGE, body, END
            tasks += [("emit", None, info.end_of[item]), ("block", item, None)]  # type: ignore[index]
            order.append(item)  # type: ignore[arg-type]
        elif item not in done:  # "visit"
            done.add(item)  # type: ignore[arg-type]
            if item.op is Ops.RANGE:  # type: ignore[union-attr]
                tasks.append(("loop", block, item))
                needs = walker.outer_needs(item, block)  # type: ignore[arg-type]
                tasks += [("visit", block, need) for need in reversed(needs)]
                continue
            # operands that wait for a loop go first, so the loop reads as the producer of
            # its result and cheap index arithmetic stays next to the access that uses it
            tasks.append(("emit", block, item))
            srcs = sorted(item.src, key=waits_for_no_loop)  # type: ignore[union-attr]
            inner = [walker.item_in(block, s) for s in srcs]
            tasks += [("visit", block, i) for i in reversed(inner) if i is not None]

    order.append(sink)
    if len(order) != len(nodes):
        raise ValueError("linearize: some nodes were not placed (verify the kernel)")
    return order


@dataclass(frozen=True)
class ReduceView:
    """A graph with REDUCEs as the loop machinery sees it: each REDUCE(v, r1..rk) gets one
    more source, an END per range (END(rk, v, r1..r(k-1)), END(r(k-1), END(rk, ..), ..), ..),
    so its ranges are loops, nested in the listed order, closed where the REDUCE is.
    `original` maps each node of the view back to the kernel's own; `made_ends` each made
    END to a plain `END(r)` of the kernel's range."""

    sink: UOp
    original: dict[UOp, UOp]
    made_ends: dict[UOp, UOp]


def reduce_view(sink: UOp) -> ReduceView:
    copy: dict[UOp, UOp] = {}
    original: dict[UOp, UOp] = {}
    made_ends: dict[UOp, UOp] = {}
    for node in sink.toposort():
        src = tuple(copy[s] for s in node.src)
        if node.op is Ops.REDUCE:
            value, ranges = src[0], src[1:]
            closer = value
            for i in reversed(range(len(ranges))):
                # the ranges listed before r are sources of r's END: r nests inside them
                # even where the value uses none of them
                closer = UOp(Ops.END, void, (ranges[i], closer, *ranges[:i]))
                made_ends[closer] = UOp(Ops.END, void, (original[ranges[i]],))
            src = (*src, closer)
        new = node if src == node.src else UOp(node.op, node.dtype, src, node.arg)
        copy[node], original[new] = new, node
    return ReduceView(copy[sink], original, made_ends)


def _linearize_reduces(sink: UOp) -> list[UOp]:
    view = reduce_view(sink)
    order = _linearize(view.sink, None)
    return [view.original[n] if n in view.original else view.made_ends[n] for n in order]
