"""isel rules for scalars: integer and bool arithmetic in GPRs, floats in the low lane of an
xmm, compares, where, and the scalar casts between them.

Where this sits: rows of the rule table in isel.py call these; each receives the
`Selector` (selector.py) as `ctx` and the matched node as `x` (plus any operand the row's
pattern captures by name), emits machine instructions on virtual registers, and returns
the registers holding the node's value. A rule that returns None declines: the table
tries its next row. Integer ALU ops are two-address (`mov d, a; op d, b`); scalar float
ops use the VEX three-operand forms, and legacy.py rewrites them for x86-64-v2.
"""

from __future__ import annotations

from refimpl.backends.x86.mir import Imm, Mem, Reg, VReg
from refimpl.backends.x86.selector import (
    Selector,
    exact_size,
    float_suffix,
    inverse,
    load_piece,
    op_size,
    packed_suffix,
)
from refimpl.dtypes import DType, f16
from refimpl.ir import Ops, UOp

# ---- integer ALU -----------------------------------------------------------------------------

_COMMUTATIVE = (Ops.ADD, Ops.MUL, Ops.AND, Ops.OR, Ops.XOR)


def constant_right(x: UOp) -> tuple[UOp, UOp]:
    """The operands of `x`, a constant moved to the right (where it can be an immediate)
    when `x` is commutative."""
    a, b = x.src
    if a.op is Ops.CONST and x.op in _COMMUTATIVE:
        a, b = b, a
    return a, b


def plus_zero_is_a_copy(ctx: Selector, x: UOp) -> list[VReg] | None:
    """a + 0, a - 0, a | 0, a ^ 0 (integers) are a: a copy of it, which the allocator drops
    when a dies here (bf16_dot's rounding, `(b + 0x7fff + lsb) >> 16` then `- 0` from the
    shared bf16 legalization, was a `sub edx, 0`)."""
    a, b = constant_right(x)
    if b.op is not Ops.CONST or int(b.arg) & ((1 << max(x.dtype.bits, 8)) - 1):
        return None
    size = op_size(x.dtype)
    dst = ctx.vreg("gpr")
    ctx.emit("mov", Reg(dst, size), ctx.reg(a, size))
    return [dst]


def add_by_lea(ctx: Selector, x: UOp) -> list[VReg] | None:
    """When a stays live, lea computes a + b (or a + imm) into a third register without a
    copy of a. When a dies here, mov + add is shorter (the allocator drops the mov), and a
    folded load cannot be an lea operand. A value defined before a loop and used in it
    stays live around it, even with one user (`ctx.dies_at`)."""
    a, b = constant_right(x)
    size = op_size(x.dtype)
    if ctx.folds_as_memory(b, size) or ctx.dies_at(a, x):
        return None
    dst = ctx.vreg("gpr")
    right = ctx.rmi(b, size)
    index = right.reg if isinstance(right, Reg) else None
    disp = right.value if isinstance(right, Imm) else 0
    ctx.emit("lea", Reg(dst, size), Mem(ctx.one(a), index, 1, disp, 0))
    return [dst]


def imul_by_immediate(ctx: Selector, x: UOp) -> list[VReg] | None:
    """The three-operand form `imul d, a, imm` needs no copy of a."""
    a, b = constant_right(x)
    size = op_size(x.dtype)
    if not ctx.fits_imm32(b, size):
        return None
    dst = ctx.vreg("gpr")
    ctx.emit("imul", Reg(dst, size), ctx.reg(a, size), ctx.rmi(b, size))
    return [dst]


def int_binary(mnemonic: str):
    """d = a OP b as `mov d, a; OP d, b/imm/mem` (x86 ALU ops are two-address): b is an
    immediate when it is a constant that fits, a folded load, or a register (`ctx.rmi`)."""

    def rule(ctx: Selector, x: UOp) -> list[VReg]:
        a, b = constant_right(x)
        size = op_size(x.dtype)
        dst = ctx.vreg("gpr")
        right = ctx.rmi(b, size)
        if isinstance(right, Mem) and exact_size(x.dtype) != size:
            right = ctx.reg(b, size)
        ctx.emit("mov", Reg(dst, size), ctx.reg(a, size))
        ctx.emit(mnemonic, Reg(dst, size), right)
        return [dst]

    return rule


def int_neg(ctx: Selector, x: UOp) -> list[VReg]:
    dst = ctx.vreg("gpr")
    size = op_size(x.dtype)
    ctx.emit("mov", Reg(dst, size), ctx.reg(x.src[0], size))
    ctx.emit("neg", Reg(dst, size))
    return [dst]


def extend(ctx: Selector, node: UOp, size: int) -> VReg:
    """`node` widened to `size` bytes by its signedness (8/16-bit values have garbage above)."""
    dtype = node.dtype
    if exact_size(dtype) >= 4:
        return ctx.one(node)
    dst = ctx.vreg("gpr")
    ctx.emit(
        "movsx" if dtype.is_signed else "movzx", Reg(dst, size), ctx.reg(node, exact_size(dtype))
    )
    return dst


def shift_mnemonic(x: UOp) -> str:
    return "shl" if x.op is Ops.SHL else ("sar" if x.dtype.is_signed else "shr")


def shift_by_immediate(ctx: Selector, x: UOp) -> list[VReg] | None:
    """[shift-mask]: shift by b mod bits, reduced at compile time for a constant count. A
    right shift of an 8/16-bit value first widens it (the bits above are garbage)."""
    a, b = x.src
    if b.op is not Ops.CONST:
        return None
    bits, size = x.dtype.bits, op_size(x.dtype)
    dst = ctx.vreg("gpr")
    source = extend(ctx, a, 4) if x.op is Ops.SHR else ctx.one(a)
    ctx.emit("mov", Reg(dst, size), Reg(source, size))
    ctx.emit(shift_mnemonic(x), Reg(dst, size), Imm(int(b.arg) % bits))
    return [dst]


def shift_by_cl(ctx: Selector, x: UOp) -> list[VReg]:
    """[shift-mask]: a variable count goes in cl. 32/64-bit shifts mask the count in
    hardware; 8/16-bit ones need an explicit mask."""
    a, b = x.src
    bits, size = x.dtype.bits, op_size(x.dtype)
    dst = ctx.vreg("gpr")
    source = extend(ctx, a, 4) if x.op is Ops.SHR else ctx.one(a)
    ctx.emit("mov", Reg("rcx", 4), ctx.reg(b, 4))
    if bits < 32:
        ctx.emit("and", Reg("rcx", 4), Imm(bits - 1))
    ctx.emit("mov", Reg(dst, size), Reg(source, size))
    ctx.emit(shift_mnemonic(x), Reg(dst, size), Reg("rcx", 1))
    return [dst]


def int_divide(ctx: Selector, x: UOp) -> list[VReg]:
    """idiv/div in rax:rdx. [idiv-zero]: a zero divisor skips the division (the result is
    unspecified, but must not trap). [idiv-overflow]: MIN / -1 skips it too and takes
    quotient = -a (which wraps to MIN) and remainder 0. 8/16-bit division is done in 32 bits,
    where it cannot overflow."""
    a, b = x.src
    signed = x.dtype.is_signed
    size = 8 if x.dtype.bits == 64 else 4
    dividend = extend(ctx, a, 4)
    divisor = extend(ctx, b, 4) if b.op is not Ops.CONST else ctx.materialize_const(b)
    if b.op is Ops.CONST and exact_size(b.dtype) < 4 and not signed:
        pass  # materialize_const wrote the zero-extended value into 32 bits already
    elif b.op is Ops.CONST and exact_size(b.dtype) < 4:
        divisor = extend_reg(ctx, divisor, b.dtype)
    done = ctx.label("div")
    ctx.emit("mov", Reg("rax", size), Reg(dividend, size))
    ctx.emit("mov", Reg("rdx", 4), Imm(0))  # remainder when the division is skipped
    needs_zero_check = b.op is not Ops.CONST or b.arg == 0
    needs_overflow_check = (
        signed and size >= 4 and x.dtype.bits >= 32 and (b.op is not Ops.CONST or b.arg == -1)
    )
    if needs_zero_check:
        ctx.emit("test", Reg(divisor, size), Reg(divisor, size))
        ctx.emit("je", done)
    if needs_overflow_check:
        divide = ctx.label("idiv")
        ctx.emit("cmp", Reg(divisor, size), Imm(-1))
        ctx.emit("jne", divide)
        ctx.emit("neg", Reg("rax", size))
        ctx.emit("jmp", done)
        ctx.place(divide)
    if signed:
        ctx.emit("cqo" if size == 8 else "cdq")
        ctx.emit("idiv", Reg(divisor, size))
    else:
        ctx.emit("mov", Reg("rdx", 4), Imm(0))
        ctx.emit("div", Reg(divisor, size))
    ctx.place(done)
    dst = ctx.vreg("gpr")
    ctx.emit("mov", Reg(dst, size), Reg("rax" if x.op is Ops.IDIV else "rdx", size))
    return [dst]


def extend_reg(ctx: Selector, reg: VReg, dtype: DType) -> VReg:
    dst = ctx.vreg("gpr")
    ctx.emit("movsx" if dtype.is_signed else "movzx", Reg(dst, 4), Reg(reg, exact_size(dtype)))
    return dst


def int_minmax(ctx: Selector, x: UOp) -> list[VReg]:
    """max = a > b ? a : b via cmp + cmov (no branch); compared at the exact width."""
    a, b = x.src
    size, width = op_size(x.dtype), exact_size(x.dtype)
    signed = x.dtype.is_signed
    cc = ("g" if signed else "a") if x.op is Ops.MAX else ("l" if signed else "b")
    dst = ctx.vreg("gpr")
    left = ctx.reg(a, size)
    ctx.emit("mov", Reg(dst, size), ctx.reg(b, size))
    ctx.emit("cmp", Reg(left.reg, width), Reg(dst, width))
    ctx.emit(f"cmov{cc}", Reg(dst, size), left)
    return [dst]


# ---- compares and where ----------------------------------------------------------------------


def float_equality_to_bool(ctx: Selector, x: UOp, a: UOp, b: UOp) -> list[VReg]:
    """Float == and != as a bool need two flags: ZF=1 and PF=0 for ==; unordered (PF=1)
    makes != true ([float-compare])."""
    dst = ctx.vreg("gpr")
    other = ctx.vreg("gpr")
    ctx.emit(f"vucomi{float_suffix(a.dtype)}", ctx.reg(a, 16), ctx.rm(b, exact_size(b.dtype)))
    if x.op is Ops.CMPEQ:
        ctx.emit("sete", Reg(dst, 1))
        ctx.emit("setnp", Reg(other, 1))
        ctx.emit("and", Reg(dst, 1), Reg(other, 1))
    else:
        ctx.emit("setne", Reg(dst, 1))
        ctx.emit("setp", Reg(other, 1))
        ctx.emit("or", Reg(dst, 1), Reg(other, 1))
    return [dst]


def compare_to_bool(ctx: Selector, x: UOp) -> list[VReg]:
    """A compare whose value is needed as a bool: the flags (`ctx.condition`), then setcc."""
    dst = ctx.vreg("gpr")
    cc = ctx.condition(x)
    ctx.emit(f"set{cc}", Reg(dst, 1))
    return [dst]


def where_gpr(ctx: Selector, x: UOp) -> list[VReg]:
    """where(c, a, b) on ints: mov d, b; <flags of c>; cmov d, a. The compare feeding c is
    emitted here, between the mov and the cmov (mov does not touch the flags)."""
    c, a, b = x.src
    size = op_size(x.dtype)
    dst = ctx.vreg("gpr")
    left = ctx.reg(a, size)
    ctx.emit("mov", Reg(dst, size), ctx.reg(b, size))
    cc = ctx.condition(c)
    ctx.emit(f"cmov{cc}", Reg(dst, size), left)
    return [dst]


# ---- float ALU (scalar: the low lane of an xmm) -----------------------------------------------


def float_binary(stem: str):
    """VEX three-operand: d = a OP b; b may be a folded load. maxss/minss with a in the first
    source and b in the second compute exactly [float-minmax] (a > b ? a : b)."""

    def rule(ctx: Selector, x: UOp) -> list[VReg]:
        a, b = x.src
        dst = ctx.vreg("vec")
        size = exact_size(x.dtype)
        ctx.emit(f"v{stem}{float_suffix(x.dtype)}", Reg(dst, 16), ctx.reg(a, 16), ctx.rm(b, size))
        return [dst]

    return rule


def float_sqrt(ctx: Selector, x: UOp) -> list[VReg]:
    dst = ctx.vreg("vec")
    src = ctx.reg(x.src[0], 16)
    ctx.emit(f"vsqrt{float_suffix(x.dtype)}", Reg(dst, 16), src, src)
    return [dst]


def float_trunc(ctx: Selector, x: UOp) -> list[VReg]:
    """roundss with imm 0b1011: toward zero (3), and no precision exception (8)."""
    dst = ctx.vreg("vec")
    src = ctx.reg(x.src[0], 16)
    ctx.emit(f"vround{float_suffix(x.dtype)}", Reg(dst, 16), src, src, Imm(0b1011))
    return [dst]


def sign_mask(ctx: Selector, dtype: DType) -> VReg:
    return ctx.materialize_const(UOp.const(dtype.scalar, -0.0))


def float_neg(ctx: Selector, x: UOp) -> list[VReg]:
    """[neg]: flip the sign bit (xor with -0.0), which also negates zeros and NaNs."""
    dst = ctx.vreg("vec")
    suffix = packed_suffix(x.dtype)
    ctx.emit(f"vxor{suffix}", Reg(dst, 16), ctx.reg(x.src[0], 16), Reg(sign_mask(ctx, x.dtype), 16))
    return [dst]


# The three FMA forms name which operand the destination also is: 231 `d = s2*s3 + d` (d
# the addend), 213 `d = s2*d + s3` and 132 `d = d*s3 + s2` (d a multiplicand). Only s3 may
# be memory. Each plan is (form, the source the destination starts as, s2, s3), in order of
# preference among those that score the same.
FMA_PLANS = (
    ("231", 2, 0, 1), ("231", 2, 1, 0),
    ("213", 0, 1, 2), ("132", 0, 2, 1),
    ("213", 1, 0, 2), ("132", 1, 2, 0),
)  # fmt: skip


def fma_plan(ctx: Selector, x: UOp, in_memory) -> tuple[str, UOp, UOp, UOp]:
    """The form that needs no copy: the destination starts as a source whose registers die
    here (regalloc then gives the copy into it the same register, and drops it) or as the
    accumulator the result is stored back into (the store retargets the update), else as
    a folded load or pooled constant (loaded into it rather than copying a live value);
    and a source that can be a memory operand goes last. `in_memory(node)`: would it be
    one. A folded load is read from memory, so it is never s2."""

    def score(plan):
        _, dst, _, s3 = plan
        start = x.src[dst]
        reused = ctx.dies_at(start, x) or (dst == 2 and _accumulates_into(ctx, x))
        # a register that dies here, else a load (loaded straight into it), else a copy
        kind = 1 if in_memory(start) else 2 if reused else 0
        return (kind, in_memory(x.src[s3]))

    # a folded load is read from memory: as s3, or straight into the destination
    plans = [p for p in FMA_PLANS if not ctx.folded_load(x.src[p[2]])]
    form, *sources = max(plans, key=score)
    return form, *(x.src[k] for k in sources)


def _accumulates_into(ctx: Selector, x: UOp) -> bool:
    """Is `x = mulacc(a, b, c)` with c an accumulator element and x stored right back into
    it (store_to_promoted_element then makes the FMA update the element's registers)?"""
    c, users = x.src[2], ctx.users.get(x, [])
    return (
        c.op is Ops.LOAD
        and ctx.element(c) is not None
        and len(users) == 1
        and users[0].op is Ops.STORE
        and ctx.element(users[0]) is ctx.element(c)
    )


def float_fma(ctx: Selector, x: UOp) -> list[VReg]:
    """Only reached under fast_math on an FMA target (legalize splits mulacc otherwise)."""
    size = exact_size(x.dtype)
    form, start, s2, s3 = fma_plan(ctx, x, lambda n: ctx.folds_as_memory(n, size))
    dst = ctx.vreg("vec")
    if ctx.folded_load(start):  # read from memory straight into the destination
        load_piece(ctx, dst, ctx.rm(start, size), size)
        initial = None
    else:
        initial = ctx.reg(start, 16)
    # operands first: the copy must come right before the FMA for a store to retarget both
    second = Reg(dst, 16) if s2 is start else ctx.reg(s2, 16)
    third = Reg(dst, 16) if s3 is start else ctx.rm(s3, size)
    if initial is not None:
        ctx.emit("vmovaps", Reg(dst, 16), initial)
    ctx.emit(f"vfmadd{form}{float_suffix(x.dtype)}", Reg(dst, 16), second, third)
    return [dst]


def where_as_min_max(ctx: Selector, x: UOp) -> list[VReg] | None:
    """`where(p < q, p, q)` is `min(p, q)` and `where(p < q, q, p)` is `max(q, p)`, NaN and
    signed zeros included ([float-minmax]: the second operand when unordered or equal, which
    is also what the where picks), so they take the min/max rows: one minss/maxss/minps/maxps
    instead of a branch or a compare and blend."""
    cond, yes, no = x.src
    if cond.op is not Ops.CMPLT:
        return None
    p, q = cond.src
    if (yes, no) == (p, q):
        return ctx.select_node(UOp(Ops.MIN, x.dtype, (p, q)))
    if (yes, no) == (q, p):
        return ctx.select_node(UOp(Ops.MAX, x.dtype, (q, p)))
    return None


def where_float(ctx: Selector, x: UOp) -> list[VReg]:
    """Floats have no cmov: copy b, and branch over copying a."""
    c, a, b = x.src
    dst = ctx.vreg("vec")
    left = ctx.reg(a, 16)
    ctx.emit("vmovaps", Reg(dst, 16), ctx.reg(b, 16))
    skip = ctx.label("where")
    cc = ctx.condition(c)
    ctx.emit(f"j{inverse(cc)}", skip)
    ctx.emit("vmovaps", Reg(dst, 16), left)
    ctx.place(skip)
    ctx.flags = (c, cc)  # both ways here carry the compare's flags: a move writes none
    return [dst]


# ---- scalar casts ----------------------------------------------------------------------------


def cast_to_same_dtype(ctx: Selector, x: UOp) -> list[VReg] | None:
    """A cast to the dtype it already has changes nothing."""
    src = x.src[0]
    return ctx.value(src) if src.dtype == x.dtype else None


def int_to_bool(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """[cast-to-bool]: x != 0."""
    dst = ctx.vreg("gpr")
    size = exact_size(src.dtype)
    ctx.emit("test", ctx.reg(src, size), ctx.reg(src, size))
    ctx.emit("setne", Reg(dst, 1))
    return [dst]


def float_to_bool(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """[cast-to-bool]: x != 0.0, so NaN -> true (unordered sets PF) and -0.0 -> false."""
    dst = ctx.vreg("gpr")
    zero, other = ctx.vreg("vec"), ctx.vreg("gpr")
    ctx.emit(f"vxor{packed_suffix(src.dtype)}", Reg(zero, 16), Reg(zero, 16), Reg(zero, 16))
    ctx.emit(f"vucomi{float_suffix(src.dtype)}", ctx.reg(src, 16), Reg(zero, 16))
    ctx.emit("setne", Reg(dst, 1))
    ctx.emit("setp", Reg(other, 1))
    ctx.emit("or", Reg(dst, 1), Reg(other, 1))
    return [dst]


def cast_int_int(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """[cast-int-int]: narrowing keeps the low bits; widening extends by the source's
    signedness (bool is 0/1, so it zero-extends)."""
    frm, to = src.dtype, x.dtype

    dst = ctx.vreg("gpr")
    from_size, to_size = exact_size(frm), exact_size(to)
    if to_size <= from_size:
        size = 8 if to_size == 8 else 4  # a 32-bit mov also clears the upper half
        ctx.emit("mov", Reg(dst, size), ctx.reg(src, size), comment="zero-extend")
    elif from_size == 4:
        if frm.is_signed:
            ctx.emit("movsxd", Reg(dst, 8), ctx.rm(src, 4))
        else:
            ctx.emit("mov", Reg(dst, 4), ctx.reg(src, 4), comment="zero-extend")
    else:
        ctx.emit(
            "movsx" if frm.is_signed else "movzx",
            Reg(dst, 8 if to_size == 8 else 4),
            ctx.reg(src, from_size),
        )
    return [dst]


def cast_int_to_float(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """i32/i64 -> f32/f64. The xor breaks the dependency on the destination's old upper lanes
    (cvtsi2ss merges into them)."""
    frm, to = src.dtype, x.dtype
    dst = ctx.vreg("vec")
    ctx.emit(f"vxor{packed_suffix(to)}", Reg(dst, 16), Reg(dst, 16), Reg(dst, 16))
    ctx.emit(f"vcvtsi2{float_suffix(to)}", Reg(dst, 16), Reg(dst, 16), ctx.rm(src, exact_size(frm)))
    return [dst]


def cast_float_to_int(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """f32/f64 -> i32/i64, truncating (cvtt)."""
    frm, to = src.dtype, x.dtype
    dst = ctx.vreg("gpr")
    ctx.emit(f"vcvtt{float_suffix(frm)}2si", Reg(dst, exact_size(to)), ctx.rm(src, exact_size(frm)))
    return [dst]


def cast_float_float(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """Between f16 (F16C), f32 and f64."""
    frm, to = src.dtype, x.dtype
    dst = ctx.vreg("vec")
    if frm == f16:  # F16C
        ctx.emit("vcvtph2ps", Reg(dst, 16), ctx.reg(src, 16))
    elif to == f16:
        ctx.emit("vcvtps2ph", Reg(dst, 16), ctx.reg(src, 16), Imm(0))  # imm 0: nearest-even
    else:
        source = ctx.reg(src, 16)
        ctx.emit(f"vcvt{float_suffix(frm)}2{float_suffix(to)}", Reg(dst, 16), source, source)
    return [dst]
