"""Induction variables: the affine indices of an innermost loop stepped, not recomputed.

Where this sits: isel. `isel_memory.select_range` asks `plan` when it opens an innermost
loop, emits the starts before the loop's label, and `select_end` emits the steps and the
loop's test. The Selector then skips the nodes the plan took (`Selector.induction`): their
value is the induction variable's register.

For a loop over counter k = 0 .. N-1 whose body holds no other loop:

- an index `k * S + inv`, `inv + k * S` or `inv + k` (S a constant, inv a constant or a
  value computed before the loop) gets its own register, set before the loop to its value
  at k = 0 and stepped by `add iv, S` at the loop's end: matmul256_4x8's `k*256 + col` was
  `imul` + `add` on every iteration. A product `k * S` whose users all become such
  registers (or are indices whose addresses read another register instead,
  `Selector.address_targets`) is not computed at all; one used otherwise is stepped too
  when it is the loop's only such product (stepping several would only matter for the
  counter, below, and would hold more registers than the one counter they replace).
- when the counter itself is read by nothing else (its users are induction variables, or
  indices `ctx.address` folds onto one, `x + c` into the displacement), the counter goes
  too (linear function test replacement): the loop runs while an induction variable is
  below its value at k = N, an immediate when its start is a constant, else a register set
  before the loop (it takes the counter's register, but the start often lives on too:
  reduce_odd_sizes on v2 spills a pointer for it). Only for a constant N > 0 (no zero-trip
  test reads the counter) whose end value provably fits an i32, so `jl` on the variable
  means `k < N`. A variable with the smallest end value is picked (an imm8 or disp8).
- when the counter is read otherwise only as the index of loads and stores whose element
  size is S times an address scale, and `k * S` is stepped, those addresses read `k * S`'s
  register with the scale divided by S (`Selector.counter_on`), and the counter goes too.

Exactness: i32 arithmetic wraps, and so does the 32-bit `add` of a step: on every iteration
the register holds k*S + inv mod 2^32, exactly the node's value, with the upper half zero
like every i32 value (selector.py's invariant).
"""

from __future__ import annotations

from dataclasses import dataclass

from refimpl.backends.x86.mir import Imm, Mem, Reg, VReg
from refimpl.backends.x86.selector import Selector, index_bounds
from refimpl.dtypes import i32
from refimpl.ir import Ops, UOp


@dataclass
class Induction:
    """`node` = start + k * step, held in `reg` (start None: 0)."""

    node: UOp
    start: UOp | None
    step: int
    reg: VReg


@dataclass
class LoopPlan:
    inductions: list[Induction]
    skipped: set[UOp]  # nodes not selected in the body (inductions and dropped products)
    count: int  # the loop's trip count (for the end value), when it is a constant
    # the counter's replacement: (variable, its end value: an immediate, or None until
    # `emit_starts` puts it in a register)
    test: tuple[Induction, Reg | Imm | None] | None
    # when the counter's own readers are addresses: the variable `k * S` they read it on
    # instead, with the scale divided by S (`Selector.counter_on`)
    counter_on: tuple[UOp, int] | None = None


def _product(node: UOp, k: UOp) -> int | None:
    """S for `k * S` or `S * k` (S an i32 constant that fits imm32 and is above 0)."""
    if node.op is not Ops.MUL or node.dtype != i32 or k not in node.src:
        return None
    other = node.src[1] if node.src[0] is k else node.src[0]
    if other.op is not Ops.CONST or not 0 < int(other.arg) < 2**31:
        return None
    return int(other.arg)


def _invariant(ctx: Selector, node: UOp, rng: UOp) -> bool:
    """Is `node` a constant, or a value whose register holds it before the loop?"""
    if node.op is Ops.CONST:
        return -(2**31) <= int(node.arg) < 2**31
    return node in ctx.values and ctx.position.get(node, -1) < ctx.position[rng]


def _affine(ctx: Selector, node: UOp, k: UOp, rng: UOp) -> tuple[UOp | None, int] | None:
    """(start, step) for an index the plan can step, else None."""
    if node.dtype != i32 or ctx.selected_by_users(node):
        return None
    if (step := _product(node, k)) is not None:
        return None, step
    if node.op is not Ops.ADD:
        return None
    for inner, other in (node.src, node.src[::-1]):
        step = 1 if inner is k else _product(inner, k)
        if step is not None and other is not k and _invariant(ctx, other, rng):
            return other, step
    return None


def plan(ctx: Selector, rng: UOp) -> LoopPlan | None:
    """The induction variables of the loop `rng` opens, or None (not an innermost i32 loop
    over a constant bound, or nothing to step)."""
    end = ctx.ends.get(rng)
    bound = rng.src[0]
    if end is None or rng.dtype != i32:
        return None
    body = ctx.program.linear[ctx.position[rng] + 1 : ctx.position[end]]
    if any(n.op is Ops.RANGE for n in body):
        return None
    inside = set(body)
    found = {
        n: a
        for n in body
        if (a := _affine(ctx, n, rng, rng)) is not None
        and all(u in inside for u in ctx.users.get(n, []))  # after the loop it has moved on
    }
    # a product whose every user is a sum stepped on its own is not needed at all
    dropped = {
        n
        for n, (start, _) in found.items()
        if start is None
        and n.op is Ops.MUL
        and all(_stepped_sum(ctx, u, n, found) for u in ctx.users.get(n, []))
    }
    products = [n for n, (start, _) in found.items() if start is None and n not in dropped]
    if len(products) > 1:
        # stepping `k * S` saves nothing over `imul` unless the counter goes; several of them
        # would replace the one counter by several registers
        found = {n: a for n, a in found.items() if n not in products}
    inductions = [
        Induction(n, start, step, ctx.vreg("gpr"))
        for n, (start, step) in found.items()
        if n not in dropped
    ]
    if not inductions:
        return None
    stepped = {i.node for i in inductions}
    test = None
    counter_read = [
        u
        for u in ctx.users.get(rng, [])
        if u is not end
        and u.op is not Ops.AFTER  # an ordering, never selected
        and u not in stepped
        and u not in dropped
        and not _folds_onto(ctx, u, stepped)
    ]
    count = int(bound.arg) if bound.op is Ops.CONST else 0
    counter_on = _counter_on_product(rng, counter_read, inductions, count) if count > 0 else None
    if (not counter_read or counter_on is not None) and count > 0:
        test = _end_test(inductions, count)
    return LoopPlan(
        inductions, stepped | dropped, count, test, counter_on if test is not None else None
    )


# Scales an address has: [base + index*scale + disp]
_SCALES = (1, 2, 4, 8)


def _counter_on_product(
    counter: UOp, readers: list[UOp], inductions: list[Induction], count: int
) -> tuple[UOp, int] | None:
    """(`k * S`, S) when every reader of the counter k is a load or store reading it only as
    its index, on a buffer whose element size T is S times an address scale: k*T bytes is
    then `k*S` scaled by T/S, and the counter need not be kept beside the variable.
    vector_build's `%s[%i]` and `%x[%i*4]` (f32) are `[rcx+rax]` and `[rdx+rax*4]` on one
    register stepped by 4, not `i` and `i*4` stepped side by side. Only while `k * S` stays
    below 2^31 on every iteration: the register then holds it unwrapped, as the address
    needs (k*T, not k*T mod 2^32 scaled)."""
    if not readers:
        return None
    for iv in inductions:
        if iv.start is not None or iv.node.op is not Ops.MUL or iv.step * count >= 2**31:
            continue
        if all(_scaled_index(reader, counter, iv.step) for reader in readers):
            return iv.node, iv.step
    return None


def _scaled_index(reader: UOp, counter: UOp, step: int) -> bool:
    """Does `reader` read `counter` only as its index, of elements `step` times a scale?"""
    if reader.op not in (Ops.LOAD, Ops.STORE) or len(reader.src) < 2:
        return False
    buffer, index, *rest = reader.src
    if index is not counter or counter in rest or buffer is counter:
        return False
    itemsize = buffer.dtype.base.itemsize
    return itemsize % step == 0 and itemsize // step in _SCALES


def _stepped_sum(ctx: Selector, user: UOp, product: UOp, found: dict) -> bool:
    """Does `user` not need `product`'s register: a sum stepped on its own, or an index no
    address reads in a register and whose addresses read another node's?"""
    if user in found and user is not product and user.op is Ops.ADD and product in user.src:
        return True
    targets = ctx.address_targets(user)
    return targets is not None and product not in targets


def _folds_onto(ctx: Selector, node: UOp, stepped: set[UOp]) -> bool:
    """Is `node` an index `ctx.address` reads as a stepped variable's register plus a
    displacement (never the counter's register)?"""
    if not ctx.selected_by_users(node):
        return False
    offset = ctx.foldable_offset(node)
    return offset is not None and offset[0] in stepped


def _end_test(inductions: list[Induction], count: int):
    """The variable whose value at k = count ends the loop, and that value (an immediate or
    a register set before the loop); None when no end value provably fits an i32. A
    constant start first (an immediate, no register); among several, the smallest end value
    (`cmp r, imm8` and `lea r, [start + disp8]` are 3 bytes shorter than with 32 bits:
    matmul16's k loop ends on `[a]`'s index, `row + k`, at `row + 16`, not on `[b]`'s,
    `k*16 + j`, at `j + 0x100`)."""
    for constant_start in (True, False):
        candidates = []
        for iv in inductions:
            start = iv.start
            if (start is None or start.op is Ops.CONST) != constant_start:
                continue
            bounds = (0, 0) if start is None else index_bounds(start)
            if bounds is None or bounds[1] + iv.step * count >= 2**31:
                continue
            if constant_start:
                end = (0 if start is None else int(start.arg)) + iv.step * count
                candidates.append((abs(end), iv, Imm(end)))
            else:
                candidates.append((iv.step * count, iv, None))  # a register, `emit_starts`
        if candidates:
            _, iv, end = min(candidates, key=lambda c: c[0])
            return iv, end
    return None


def emit_starts(ctx: Selector, loop_plan: LoopPlan, rng: UOp) -> None:
    """Before the loop `rng` opens: each variable's value at k = 0, and the end value in a
    register where it is not an immediate. A variable whose start nothing reads after these
    is set last, after the end value: its start dies at the copy, which takes its register
    and goes (reduce_count's second loop: `lea ebx, [r8+0xc]` alone, where it was `mov ebx,
    r8d; lea r8d, [r8+0xc]`). The others come first, so the allocator, taking registers in
    order, gives the variable read every iteration a register before the end value read by
    the compare (reduce_count's first loop steps ebx, not r12d: no REX prefix)."""
    dying = [iv for iv in loop_plan.inductions if _dies_at_its_copy(ctx, iv, loop_plan, rng)]
    for iv in loop_plan.inductions:
        if iv not in dying:
            _emit_start(ctx, iv)
    if loop_plan.test is not None and loop_plan.test[1] is None:
        iv, _ = loop_plan.test
        last = ctx.vreg("gpr")
        end = Mem(ctx.one(iv.start), None, 1, iv.step * loop_plan.count, 0)
        ctx.emit("lea", Reg(last, 4), end)
        loop_plan.test = (iv, Reg(last, 4))
    for iv in dying:
        _emit_start(ctx, iv)


def _dies_at_its_copy(ctx: Selector, iv: Induction, loop_plan: LoopPlan, rng: UOp) -> bool:
    """Is `iv`'s start a register value read by nothing from the loop on but the nodes
    the plan steps instead?"""
    start = iv.start
    if start is None or start.op is Ops.CONST:
        return False
    return all(
        ctx.position[u] < ctx.position[rng] or u in loop_plan.skipped
        for u in ctx.users.get(start, [])
    )


def _emit_start(ctx: Selector, iv: Induction) -> None:
    if iv.start is None:
        ctx.emit("xor", Reg(iv.reg, 4), Reg(iv.reg, 4))
    elif iv.start.op is Ops.CONST:
        ctx.emit("mov", Reg(iv.reg, 4), Imm(int(iv.start.arg)))
    else:
        ctx.emit("mov", Reg(iv.reg, 4), ctx.reg(iv.start, 4))
    ctx.values[iv.node] = [iv.reg]


def emit_steps(ctx: Selector, loop_plan: LoopPlan) -> None:
    """At the loop's end, before its test: every variable one step on."""
    for iv in loop_plan.inductions:
        ctx.emit("add", Reg(iv.reg, 4), Imm(iv.step))
