"""Order within a block: float and vector arithmetic as late as its first use allows.

Where this sits: between linearize and isel (`isel.select` calls `pressure_order` on the
program before selecting it). The linear order is a topological order from the front end,
which may compute every operand of a long expression before the first of them is used:
conv3x3's `s8 = w8*v22 + (w7*v21 + (... + w0*v00))` came out as all nine products, then
the eight adds, so nine products were live at once (with the weights, more than the xmm
registers x86-64-v3 has), and the weights were reloaded from the stack every iteration.

The pass keeps every node where it is, in the same order, but a float or vector product in
an innermost loop's body whose one user is a sum (add, sub) in that body, and whose
operands moving it cannot keep live longer (values from before the loop, a load only it
reads, values read after the sum anyway): that product moves down to just before its sum.
A sum of two such products keeps both where they are, so the chain above is computed as
w0*v00 and w1*v01 (where they were), add, w2*v02, add, w3*v10, add, ...: three values live
instead of nine. Where a product's operands include moved products, the one needing more
registers (Sethi-Ullman) comes first. Moving a product later in its block changes
no value (it reads no memory); loads stay in place, so a load still folds into its user
(no store or loop boundary comes between). Wider rules (any float arithmetic, any user)
were tried and spilled more in the corpus's transcendental kernels.
"""

from __future__ import annotations

from refimpl.backends.base import Program
from refimpl.ir import Ops, UOp

BARRIERS = frozenset({Ops.RANGE, Ops.END})
SUMS = frozenset({Ops.ADD, Ops.SUB})


def _arithmetic(node: UOp) -> bool:
    dtype = node.dtype
    return node.op is Ops.MUL and (dtype.is_float or dtype.lanes > 1)


def pressure_order(program: Program) -> Program:
    """The program with its linear order changed as the module docstring says (the same
    Program when nothing moves)."""
    linear = program.linear
    block_of, block = {}, 0
    innermost: set[int] = set()  # blocks from a RANGE to the next END: innermost loop bodies
    for node in linear:
        if node.op in BARRIERS:
            if node.op is Ops.END and block_of.get(node.src[0]) == block:
                innermost.add(block)  # its RANGE opened this very block
            block += 1
        block_of[node] = block
    position = {n: i for i, n in enumerate(linear)}
    users: dict[UOp, list[UOp]] = {}
    for node in linear:
        for s in node.src:
            users.setdefault(s, []).append(node)
    movable = {
        n
        for n in linear
        if _arithmetic(n)
        and block_of[n] in innermost
        and len(users.get(n, ())) == 1
        and users[n][0].op in SUMS
        and all(_live_anyway(s, n, users, block_of, position) for s in n.src)
        and all(block_of[u] == block_of[n] and u.op not in BARRIERS for u in users[n])
    }
    # a sum of two products (a*d - b*c) keeps them where they are: moved, the x86-64-v2
    # two-address forms of such pairs copied more in the corpus's transcendental kernel
    pairs = {u for n in movable for u in users[n] if all(_arithmetic(s) for s in u.src)}
    movable = {n for n in movable if users[n][0] not in pairs}
    if not movable:
        return program
    need = _register_need(linear, movable)
    order: list[UOp] = []
    placed: set[UOp] = set()
    for node in linear:
        if node in movable:
            continue  # placed before its first user
        _place_operands(node, movable, need, position, placed, order)
        order.append(node)
        placed.add(node)
    assert len(order) == len(linear), "pressure_order lost a node"
    return Program(program.kernel, order, program.options, program.backend, program.compiled)


def _live_anyway(
    operand: UOp,
    product: UOp,
    users: dict[UOp, list[UOp]],
    block_of: dict[UOp, int],
    position: dict[UOp, int],
) -> bool:
    """Does moving `product` down to its sum keep `operand` live no longer than it is? Yes
    for a value from before the loop body (live around the whole loop), a load only the
    product reads (folded into it, wherever it goes), and a value read after the sum."""
    if operand not in block_of or block_of[operand] != block_of[product]:
        return True
    if operand.op is Ops.LOAD and users[operand] == [product]:
        return True
    (total,) = users[product]
    return any(position[u] > position[total] for u in users[operand])


def _register_need(linear: list[UOp], movable: set[UOp]) -> dict[UOp, int]:
    """Sethi-Ullman numbers of the movable nodes: the registers computing one needs when its
    movable operands are computed first, the neediest first (others count as one)."""
    need: dict[UOp, int] = {}
    for node in linear:  # operands come first in a topological order
        if node not in movable:
            continue
        needs = sorted((need.get(s, 1) for s in node.src if s in movable), reverse=True)
        need[node] = max([1, *(n + k for k, n in enumerate(needs))])
    return need


def _place_operands(
    node: UOp,
    movable: set[UOp],
    need: dict[UOp, int],
    position: dict[UOp, int],
    placed: set[UOp],
    order: list[UOp],
) -> None:
    """Append `node`'s movable operands not placed yet, each after its own (depth first,
    without recursion: chains are thousands of nodes long in the scale tests)."""
    stack: list[tuple[UOp, bool]] = [(node, False)]
    while stack:
        current, expanded = stack.pop()
        if expanded:
            if current is not node and current not in placed:
                order.append(current)
                placed.add(current)
            continue
        stack.append((current, True))
        pending = [s for s in dict.fromkeys(current.src) if s in movable and s not in placed]
        # the neediest operand is computed first: pushed last; among equals the first in
        # the old order
        for s in sorted(pending, key=lambda s: (need[s], -position[s])):
            stack.append((s, False))
