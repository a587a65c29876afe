"""isel rules for memory and loops: loads, stores, and the RANGE/END of a counted loop.

Where this sits: rows of the rule table in isel.py call these; each receives the
`Selector` (selector.py) as `ctx` and the matched node as `x`, emits machine instructions
on virtual registers, and returns the registers holding the node's value, or EFFECT.
Addresses come from `ctx.address`, which folds a constant index or an `x + c` index into
the displacement; a load with a single user in the same block is not selected here at all
but folded into its user as a memory operand (`ctx.rm`).
"""

from __future__ import annotations

from refimpl.backends.x86 import induction
from refimpl.backends.x86.mir import Imm, Label, Reg, VReg
from refimpl.backends.x86.selector import (
    EFFECT,
    OpenLoop,
    Selector,
    as_signed,
    copy_into,
    exact_size,
    float_bits,
    inverse,
    is_vec_class,
    load_piece,
    new_value,
    op_size,
    store_piece,
)
from refimpl.dtypes import DType, u16, u32, u64
from refimpl.ir import Ops, UOp

# ---- loads -----------------------------------------------------------------------------------


def load_into(ctx: Selector, dst: list[VReg], dtype: DType, buf: UOp, index: UOp) -> None:
    """Load `dtype` at element `index` of `buf` into registers `dst`."""
    if not is_vec_class(dtype):
        size = exact_size(dtype)
        mem = ctx.address(buf, index, size)
        if size < 4:
            ctx.emit("movzx", Reg(dst[0], 4), mem)
        else:
            ctx.emit("mov", Reg(dst[0], size), mem)
        return
    offset = 0
    for reg, size in zip(
        dst, ctx.pieces(dtype) if dtype.lanes > 1 else [dtype.itemsize], strict=True
    ):
        load_piece(ctx, reg, ctx.address(buf, index, size, offset), size)
        offset += size


def select_load(ctx: Selector, x: UOp) -> list[VReg]:
    """An element of a promoted register array is its register (or a copy, when a store
    overwrites it while the value is still in use); otherwise a load, behind a branch when
    gated."""
    dst = new_value(ctx, x.dtype)
    if (element := ctx.element(x)) is not None:
        if not ctx.stored_before_last_use(x):
            return element  # nothing overwrites the element while the value is in use
        copy_into(ctx, dst, element, x.dtype)
        return dst
    if len(x.src) == 2:
        load_into(ctx, dst, x.dtype, x.src[0], x.src[1])
        return dst
    # gated: dst = alt; if gate: dst = load. Memory is not touched when the gate is false.
    buf, index, gate, alt = x.src
    copy_into(ctx, dst, ctx.value(alt), x.dtype)
    skip = ctx.label("gate")
    cc = ctx.condition(gate)
    ctx.emit(f"j{inverse(cc)}", skip)
    load_into(ctx, dst, x.dtype, buf, index)
    ctx.place(skip)
    return dst


# ---- stores ----------------------------------------------------------------------------------


def store_to_promoted_element(ctx: Selector, x: UOp) -> list | None:
    """A store to an accumulator element that lives in a register is a copy into it, or
    none: a value used only here, just computed into one register, is computed into the
    element's register instead (`acc = acc + v` is one `vaddps` in a loop, not two)."""
    if (element := ctx.element(x)) is None:
        return None
    value = x.src[2]
    regs = ctx.value(value)
    if not (ctx.users.get(value) == [x] and ctx.retarget_last(regs, element)):
        copy_into(ctx, element, regs, value.dtype)
    return EFFECT


def skip_unless_gate(ctx: Selector, x: UOp) -> Label | None:
    """For a gated store, jump over it when the gate is false; None for an ungated store."""
    if len(x.src) != 4:
        return None
    skip = ctx.label("gate")
    cc = ctx.condition(x.src[3])
    ctx.emit(f"j{inverse(cc)}", skip)
    return skip


def store_immediate(ctx: Selector, x: UOp) -> list | None:
    """Any constant, floats by their bit pattern, is stored as an immediate when it fits."""
    buf, index, value = x.src[:3]
    if value.op is not Ops.CONST:
        return None
    dtype = value.dtype
    size = exact_size(dtype)
    pattern = value
    if dtype.is_float:
        pattern = UOp.const({2: u16, 4: u32, 8: u64}[size], float_bits(dtype, value.arg))
    imm = as_signed(pattern, size)
    if not (size < 8 or -(2**31) <= imm < 2**31):
        return None
    skip = skip_unless_gate(ctx, x)
    raw = int(pattern.arg) & ((1 << 8 * size) - 1)
    ctx.emit("mov", ctx.address(buf, index, size), Imm(imm if size == 8 else raw))
    if skip:
        ctx.place(skip)
    return EFFECT


def store_registers(ctx: Selector, x: UOp) -> list:
    """The value's registers, piece by piece."""
    buf, index, value = x.src[:3]
    # operands first, so nothing is materialized between the gate's test and the branch;
    # a constant (a wide f64) is materialized after the branch
    regs = None if value.op is Ops.CONST else ctx.value(value)
    skip = skip_unless_gate(ctx, x)
    regs = regs or ctx.value(value)
    dtype = value.dtype
    if not is_vec_class(dtype):
        size = exact_size(dtype)
        ctx.emit("mov", ctx.address(buf, index, size), Reg(regs[0], size))
    else:
        offset = 0
        for reg, size in zip(
            regs, ctx.pieces(dtype) if dtype.lanes > 1 else [dtype.itemsize], strict=True
        ):
            store_piece(ctx, reg, ctx.address(buf, index, size, offset), size)
            offset += size
    if skip:
        ctx.place(skip)
    return EFFECT


# ---- loops: compare-and-branch at the bottom -------------------------------------------------


def select_range(ctx: Selector, x: UOp) -> list[VReg]:
    """The counter from 0, and an innermost loop's induction variables (induction.py);
    where those replace the counter in the loop's test, no counter at all."""
    bound = x.src[0]
    counter = ctx.vreg("gpr")
    size = op_size(x.dtype)
    plan = induction.plan(ctx, x)
    loop = OpenLoop(counter, ctx.label("loop"), ctx.label("done"), plan)
    if plan is not None:
        induction.emit_starts(ctx, plan, x)
        ctx.induction |= plan.skipped
        if plan.test is not None:  # the counter is read by nothing, or by addresses only
            if plan.counter_on is not None:
                ctx.counter_on[x] = plan.counter_on
            ctx.place(loop.top)
            ctx.open_loops[x] = (loop, size)
            return [counter]
    ctx.emit("xor", Reg(counter, 4), Reg(counter, 4))
    # a loop that might run zero times needs a test at the top as well
    if bound.op is not Ops.CONST or as_signed(bound, exact_size(x.dtype)) <= 0:
        ctx.emit("cmp", Reg(counter, exact_size(x.dtype)), ctx.rmi(bound, exact_size(x.dtype)))
        ctx.emit("jge" if x.dtype.is_signed else "jae", loop.done)
    ctx.place(loop.top)
    ctx.open_loops[x] = (loop, size)
    return [counter]


def select_end(ctx: Selector, x: UOp) -> list:
    rng = x.src[0]
    loop, size = ctx.open_loops.pop(rng)
    width = exact_size(rng.dtype)
    if loop.plan is not None:
        induction.emit_steps(ctx, loop.plan)
        if loop.plan.test is not None:  # while the variable is below its value at k = N
            variable, end = loop.plan.test
            ctx.emit("cmp", Reg(variable.reg, 4), end)
            ctx.emit("jl", loop.top)
            ctx.place(loop.done)
            return EFFECT
    ctx.emit("add", Reg(loop.counter, size), Imm(1))
    bound = rng.src[0]
    if bound.op is Ops.CONST and width < 4:
        right: Reg | Imm = Imm(int(bound.arg) & ((1 << 8 * width) - 1))
    else:
        right = ctx.rmi(bound, width)
    ctx.emit("cmp", Reg(loop.counter, width), right)
    ctx.emit("jl" if rng.dtype.is_signed else "jb", loop.top)
    ctx.place(loop.done)
    return EFFECT
