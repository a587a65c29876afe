"""isel rules for vectors: packed arithmetic, compare masks and blends, building vectors
from lanes and taking them apart (vectorize, gep), broadcast, packed casts, and bitcasts.

Where this sits: rows of the rule table in isel.py call these; each receives the
`Selector` (selector.py) as `ctx` and the matched node as `x`, emits machine instructions
on virtual registers, and returns one register per piece of the value (16 or 32 bytes; see
"Where values live" in selector.py). A rule that returns None declines: the table tries
its next row. legalize.py has already split every vector op the target has no packed
instruction for into lanes.
"""

from __future__ import annotations

from refimpl.backends.x86.isel_scalar import fma_plan
from refimpl.backends.x86.legalize import uniform_constant
from refimpl.backends.x86.mir import Imm, Mem, Reg, VReg
from refimpl.backends.x86.selector import (
    Selector,
    copy_into,
    float_bits,
    is_vec_class,
    load_from_slot,
    load_piece,
    packed_suffix,
    spill_to_slot,
    store_piece,
    store_scalar,
    vec_size,
)
from refimpl.dtypes import DType, f16, f32, f64, i32
from refimpl.ir import Ops, UOp

# ---- packed vector ALU (one instruction per piece) -----------------------------------------

_PACKED_INT_MNEMONIC = {
    Ops.ADD: "vpadd", Ops.SUB: "vpsub", Ops.MUL: "vpmull",
    Ops.AND: "vpand", Ops.OR: "vpor", Ops.XOR: "vpxor",
}  # fmt: skip
_LANE_SUFFIX = {8: "b", 16: "w", 32: "d", 64: "q"}


def packed_plus_zero_is_a_copy(ctx: Selector, x: UOp) -> list[VReg] | None:
    """Integer lanes + 0, - 0, | 0, ^ 0 (a vector of zeros second, or first for a
    commutative op) are a copy of the other source, which the allocator drops where that
    dies (elementwise_bf16's `vpsubd ymm4, ymm4, ymm10` on a zeroed ymm10, the vector form
    of the bf16 rounding's `- 0`). Not for floats: x + 0.0 is +0.0 for x = -0.0."""
    if x.dtype.scalar.is_float:
        return None
    a, b = x.src
    if x.op is not Ops.SUB and uniform_constant(a) == 0:
        a, b = b, a
    if uniform_constant(b) != 0 or ctx.folded_load(a):
        return None  # a folded load (the rule's memory operand) has no register to copy
    out = [ctx.vreg("vec") for _ in ctx.pieces(x.dtype)]
    copy_into(ctx, out, ctx.value(a), x.dtype)
    return out


def packed_binary(ctx: Selector, x: UOp) -> list[VReg]:
    a, b = x.src
    dtype = x.dtype
    if dtype.is_float:
        mnemonic = f"v{x.op.name.lower().replace('fdiv', 'div')}{packed_suffix(dtype)}"
    elif x.op in (Ops.AND, Ops.OR, Ops.XOR):
        mnemonic = _PACKED_INT_MNEMONIC[x.op]
    elif x.op in (Ops.MAX, Ops.MIN):  # [int-minmax]: vpmaxsd, vpminub, ... by signedness
        sign = "s" if dtype.is_signed else "u"
        mnemonic = f"vp{x.op.name.lower()}{sign}{_LANE_SUFFIX[dtype.bits]}"
    else:
        mnemonic = _PACKED_INT_MNEMONIC[x.op] + _LANE_SUFFIX[dtype.bits]
    pieces = ctx.pieces(dtype)
    if len(pieces) == 1:  # b may be a folded load: the memory operand
        dst, view = ctx.vreg("vec"), vec_size(pieces[0])
        ctx.emit(mnemonic, Reg(dst, view), Reg(ctx.one(a), view), ctx.packed_rm(b, view))
        return [dst]
    out = []
    for i, size in enumerate(pieces):
        dst = ctx.vreg("vec")
        view = vec_size(size)
        ctx.emit(mnemonic, Reg(dst, view), Reg(ctx.value(a)[i], view), Reg(ctx.value(b)[i], view))
        out.append(dst)
    return out


def packed_neg(ctx: Selector, x: UOp) -> list[VReg]:
    """[neg] on every lane: xor with a broadcast -0.0 (selected by the broadcast rows)."""
    sign = ctx.select_node(UOp(Ops.BROADCAST, x.dtype, (UOp.const(x.dtype.scalar, -0.0),)))

    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst, view = ctx.vreg("vec"), vec_size(size)
        ctx.emit(
            f"vxor{packed_suffix(x.dtype)}",
            Reg(dst, view),
            Reg(ctx.value(x.src[0])[i], view),
            Reg(sign[i], view),
        )
        out.append(dst)
    return out


def packed_trunc(ctx: Selector, x: UOp) -> list[VReg]:
    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst, view = ctx.vreg("vec"), vec_size(size)
        ctx.emit(
            f"vround{packed_suffix(x.dtype)}",
            Reg(dst, view),
            Reg(ctx.value(x.src[0])[i], view),
            Imm(0b1011),
        )
        out.append(dst)
    return out


def piecewise(ctx: Selector, mnemonic: str, sizes: list[int], *sources, imm=None) -> list[VReg]:
    """`mnemonic dst, source0, source1...` once per piece of `sizes`; each source is a list
    of registers, one per piece (a broadcast repeats one register). Returns the dsts."""
    out = []
    for i, size in enumerate(sizes):
        dst, view = ctx.vreg("vec"), vec_size(size)
        operands = [Reg(source[i], view) for source in sources]
        ctx.emit(mnemonic, Reg(dst, view), *operands, *([imm] if imm is not None else []))
        out.append(dst)
    return out


# cmpps predicates: LT_OS and EQ_OQ are false on NaN, NEQ_UQ is true ([float-compare])
_CMP_PREDICATE = {Ops.CMPLT: 1, Ops.CMPEQ: 0, Ops.CMPNE: 4}


# How many nodes of the linear order a compare's masks are kept in registers for a later
# user: holding them across a longer stretch (softmax's NaN test, used at the start and the
# end of the exp) made the x86-64-v2 transcendental kernel spill more than computing them
# again does.
MASKS_KEPT_FOR = 4


def compare_masks(ctx: Selector, cmp: UOp) -> tuple[list[VReg], bool]:
    """All-ones / all-zeros lanes for a vector compare, one register per piece, and whether
    they are inverted: a set lane then means the compare is false (the users swap the
    blend's operands, or flip the bools, which costs less than inverting every mask).
    A user soon after the one that computed them (at most MASKS_KEPT_FOR nodes later, no
    label placed between, so they hold on every path) takes the same registers."""
    block, at, masks = ctx.masks.get(cmp, (None, 0, None))
    if masks is not None and block == ctx.block and ctx.at - at <= MASKS_KEPT_FOR:
        return masks
    masks = _compare_masks(ctx, cmp)
    ctx.masks[cmp] = (ctx.block, ctx.at, masks)
    return masks


def _compare_masks(ctx: Selector, cmp: UOp) -> tuple[list[VReg], bool]:
    a, b = cmp.src
    sizes = ctx.pieces(a.dtype)
    if a.dtype.is_float:
        mnemonic, predicate = f"vcmp{packed_suffix(a.dtype)}", Imm(_CMP_PREDICATE[cmp.op])
        return piecewise(ctx, mnemonic, sizes, ctx.value(a), ctx.value(b), imm=predicate), False
    return int_compare_masks(ctx, cmp)


def int_compare_masks(ctx: Selector, cmp: UOp) -> tuple[list[VReg], bool]:
    """[int-compare] with the only two packed integer compares there are, pcmpeq* and
    signed pcmpgt* (bools are bytes 0/1 and compare as signed bytes):

        a == b, a != b         pcmpeq a, b   (for != inverted)
        signed a < b           pcmpgt b, a
        unsigned a < b         a >= b exactly where max(a, b) == a: pcmpeq (pmaxu a, b), a,
                               inverted; no pmaxuq before AVX-512, so for u64 both sign bits
                               are flipped (xor with 2**63) and the signed pcmpgtq compares
    """
    a, b = cmp.src
    scalar = a.dtype.scalar
    suffix = _LANE_SUFFIX[scalar.itemsize * 8]
    sizes = ctx.pieces(a.dtype)
    left, right = ctx.value(a), ctx.value(b)
    if cmp.op is not Ops.CMPLT:
        return piecewise(ctx, f"vpcmpeq{suffix}", sizes, left, right), cmp.op is Ops.CMPNE
    if scalar.is_signed or scalar.is_bool:
        return piecewise(ctx, f"vpcmpgt{suffix}", sizes, right, left), False
    if scalar.bits < 64:
        highest = piecewise(ctx, f"vpmaxu{suffix}", sizes, left, right)
        return piecewise(ctx, f"vpcmpeq{suffix}", sizes, highest, left), True
    sign = ctx.select_node(UOp(Ops.BROADCAST, a.dtype, (UOp.const(scalar, 1 << 63),)))
    left, right = (piecewise(ctx, "vpxor", sizes, v, sign) for v in (left, right))
    return piecewise(ctx, "vpcmpgtq", sizes, right, left), False


def packed_where(ctx: Selector, x: UOp) -> list[VReg]:
    """where(cond, t, f) on vectors: the compare's lane masks, then a blend picks t where a
    mask is set (f where the masks are inverted). Lanes of 16 or 8 bits blend by byte:
    every byte of a lane's mask is alike. Lanes narrower than the compare's (an f16 where
    on an f32 compare) take its masks narrowed to their width (`narrow_masks`), the xmm
    halves of a ymm piece joined again."""
    cond, t, f = x.src
    masks, inverted = compare_masks(ctx, cond)
    width = cond.src[0].dtype.itemsize
    if x.dtype.itemsize < width:
        halves = narrow_masks(ctx, masks, ctx.pieces(cond.src[0].dtype), width, x.dtype.itemsize)
        masks = []
        for size in ctx.pieces(x.dtype):
            low = halves.pop(0)
            if size > 16:
                joined = ctx.vreg("vec")
                high = halves.pop(0)
                ctx.emit("vinsertf128", Reg(joined, 32), Reg(low, 32), Reg(high, 16), Imm(1))
                low = joined
            masks.append(low)
    if inverted:
        t, f = f, t
    blend = {8: "vblendvpd", 4: "vblendvps"}.get(x.dtype.itemsize, "vpblendvb")
    return piecewise(ctx, blend, ctx.pieces(x.dtype), ctx.value(f), ctx.value(t), masks)


def narrow_masks(
    ctx: Selector, masks: list[VReg], sizes: list[int], width: int, to: int
) -> list[VReg]:
    """Lane masks of `width` bytes (one register per piece of `sizes` bytes) narrowed to
    `to` bytes a lane, in xmm registers, lanes in order, by signed-saturating packs, which
    keep a lane of ones -1 and a lane of zeros 0 (packssdw makes 4-byte lanes 2 bytes
    wide, and 8-byte lanes, whose two dwords are alike, 4 bytes; packsswb makes 2-byte
    lanes bytes).

    A pack joins two xmm registers, the first one's lanes first: a ymm piece is its low
    half (the same register) and its upper half (vextractf128); a register left over packs
    with itself, which leaves garbage above the lanes, as lanes beyond a value may be."""
    halves = []
    for reg, size in zip(masks, sizes, strict=True):
        halves.append(reg)
        if size > 16:
            upper = ctx.vreg("vec")
            ctx.emit("vextractf128", Reg(upper, 16), Reg(reg, 32), Imm(1))
            halves.append(upper)
    while width > to:
        pack = "vpacksswb" if width == 2 else "vpackssdw"
        pairs = [halves[k : k + 2] for k in range(0, len(halves), 2)]
        halves = [piecewise(ctx, pack, [16], [pair[0]], [pair[-1]])[0] for pair in pairs]
        width //= 2
    return halves


def packed_compare_to_bools(ctx: Selector, x: UOp) -> list[VReg]:
    """A vector compare needed as bools (bytes 0/1): its masks narrowed to one byte per
    lane (`narrow_masks`), then vpabsb makes -1 into 1. Inverted masks are flipped once
    they are bytes, by vpcmpeqb with zero."""
    masks, inverted = compare_masks(ctx, x)
    operand = x.src[0].dtype
    (lanes,) = narrow_masks(ctx, masks, ctx.pieces(operand), operand.itemsize, 1)
    # at most 16 lanes: one byte each fill at most one xmm
    if inverted:
        zero = ctx.vreg("vec")
        ctx.emit("vpxor", Reg(zero, 16), Reg(zero, 16), Reg(zero, 16))
        lanes = piecewise(ctx, "vpcmpeqb", [16], [lanes], [zero])[0]
    return piecewise(ctx, "vpabsb", [16], [lanes])


# Shifts: psll*/psrl*/psra* by an immediate, vpsllv*/vpsrlv*/vpsravd by a vector of counts.
# legalize.packed_shift has split every shift these cannot do exactly ([shift-mask]).


def _shift_stem(x: UOp) -> str:
    """Left, logical right (unsigned) or arithmetic right (signed) [shift-mask]."""
    return "vpsll" if x.op is Ops.SHL else "vpsra" if x.dtype.is_signed else "vpsrl"


def packed_shift_by_immediate(ctx: Selector, x: UOp, a: UOp, count: UOp) -> list[VReg] | None:
    """Every lane by one constant: its value mod bits is the immediate. (The instruction's
    own rule for a count >= bits, zero or all sign bits, is never reached.)"""
    value = uniform_constant(count)
    if value is None:
        return None
    bits = x.dtype.bits
    mnemonic = f"{_shift_stem(x)}{_LANE_SUFFIX[bits]}"
    return piecewise(ctx, mnemonic, ctx.pieces(x.dtype), ctx.value(a), imm=Imm(int(value) % bits))


def packed_shift_per_lane(ctx: Selector, x: UOp, a: UOp, count: UOp) -> list[VReg] | None:
    """AVX2, each lane by its own count: the counts and-ed with bits - 1 first, since
    vpsllvd and friends give 0 (vpsravd all sign bits) for a count >= bits where
    [shift-mask] wants the count mod bits."""
    bits = x.dtype.bits
    if "avx2" not in ctx.features or bits < 32:
        return None
    sizes = ctx.pieces(x.dtype)
    limit = ctx.select_node(UOp(Ops.BROADCAST, count.dtype, (UOp.const(count.dtype, bits - 1),)))
    counts = piecewise(ctx, "vpand", sizes, ctx.value(count), limit)
    return piecewise(ctx, f"{_shift_stem(x)}v{_LANE_SUFFIX[bits]}", sizes, ctx.value(a), counts)


def packed_sqrt(ctx: Selector, x: UOp) -> list[VReg]:
    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst = ctx.vreg("vec")
        view = vec_size(size)
        ctx.emit(
            f"vsqrt{packed_suffix(x.dtype)}", Reg(dst, view), Reg(ctx.value(x.src[0])[i], view)
        )
        out.append(dst)
    return out


def packed_fma(ctx: Selector, x: UOp) -> list[VReg]:
    """One vfmadd per piece in the form fma_plan picks; a vector load that fills the one
    piece can be its memory operand."""
    pieces = ctx.pieces(x.dtype)
    whole = len(pieces) == 1
    form, start, s2, s3 = fma_plan(ctx, x, lambda n: whole and ctx.folded_load(n))
    out = []
    for i, size in enumerate(pieces):
        dst = ctx.vreg("vec")
        view = vec_size(size)
        if whole and ctx.folded_load(start):  # read from memory straight into dst
            load_piece(ctx, dst, ctx.packed_rm(start, size), size)
            initial = None
        else:
            initial = Reg(ctx.value(start)[i], view)  # operands first, as in float_fma
        second = Reg(dst, view) if s2 is start else Reg(ctx.value(s2)[i], view)
        third = (
            Reg(dst, view)
            if s3 is start
            else (ctx.packed_rm(s3, size) if whole else Reg(ctx.value(s3)[i], view))
        )
        if initial is not None:
            ctx.emit("vmovaps", Reg(dst, view), initial)
        ctx.emit(f"vfmadd{form}{packed_suffix(x.dtype)}", Reg(dst, view), second, third)
        out.append(dst)
    return out


# ---- vectors: build (vectorize), take apart (gep), broadcast -------------------------------
# The last row of each goes through a stack slot: lanes are stored and pieces loaded, or
# pieces stored and lanes loaded. The rows before it pick single instructions where they
# apply.


def build_half(ctx: Selector, lanes: tuple[UOp, ...]) -> VReg | None:
    """Up to 16 bytes of lanes into one xmm: vinsertps for f32, vunpcklpd for f64,
    vmovd/vmovq + vpinsrb/w/d/q for ints and bools. None when no pattern applies (f16)."""
    scalar = lanes[0].dtype
    dst = ctx.vreg("vec")
    if scalar == f32:
        ctx.emit("vmovaps", Reg(dst, 16), lane_reg(ctx, lanes[0], 16))
        for i, lane in enumerate(lanes[1:], 1):
            ctx.emit("vinsertps", Reg(dst, 16), Reg(dst, 16), lane_reg(ctx, lane, 16), Imm(i << 4))
        return dst
    if scalar == f64:
        if len(lanes) == 1:
            return lane_reg(ctx, lanes[0], 16).reg
        first = lane_reg(ctx, lanes[0], 16)
        ctx.emit("vunpcklpd", Reg(dst, 16), first, lane_reg(ctx, lanes[1], 16))
        return dst
    if scalar.is_float:
        return None
    size = 8 if scalar.bits == 64 else 4
    ctx.emit("vmovq" if size == 8 else "vmovd", Reg(dst, 16), lane_reg(ctx, lanes[0], size))
    insert = {8: "vpinsrb", 16: "vpinsrw", 32: "vpinsrd", 64: "vpinsrq"}[max(scalar.bits, 8)]
    for i, lane in enumerate(lanes[1:], 1):
        ctx.emit(insert, Reg(dst, 16), Reg(dst, 16), lane_reg(ctx, lane, size), Imm(i))
    return dst


def lane_reg(ctx: Selector, lane: UOp, size: int) -> Reg:
    """A lane of a vectorize in a register: a one-lane gep the table left to the vectorize
    (isel.LANE) is selected here, where it is read, so it lives only until its insert."""
    ctx.select_taken(lane)
    return ctx.reg(lane, size)


def vectorize_of_one_value(ctx: Selector, x: UOp) -> list[VReg] | None:
    """`vectorize(a, a, ..., a)` is a broadcast of `a`, selected by the broadcast rows."""
    if any(lane is not x.src[0] for lane in x.src):
        return None
    ctx.select_taken(x.src[0])  # a one-lane gep left to x (isel.LANE): selected here
    return ctx.select_node(UOp(Ops.BROADCAST, x.dtype, (x.src[0],)))


def vectorize_by_pattern(ctx: Selector, x: UOp) -> list[VReg] | None:
    """SSE4.1: each piece from its lanes, two 16-byte halves joined by vinsertf128. None
    when a half has no pattern (f16)."""
    if "sse4.1" not in ctx.features:
        return None
    per_half = 16 // x.dtype.itemsize
    out = []
    start = 0
    for size in ctx.pieces(x.dtype):
        count = size // x.dtype.itemsize
        lanes = x.src[start : start + count]
        start += count
        halves = [build_half(ctx, lanes[k : k + per_half]) for k in range(0, count, per_half)]
        if any(h is None for h in halves):
            return None
        if len(halves) == 1:
            out.append(halves[0])
            continue
        piece = ctx.vreg("vec")
        ctx.emit("vinsertf128", Reg(piece, 32), Reg(halves[0], 32), Reg(halves[1], 16), Imm(1))
        out.append(piece)
    return out


def vectorize_through_slot(ctx: Selector, x: UOp) -> list[VReg]:
    """Each lane stored into a stack slot, the vector loaded from it."""
    slot = ctx.slot(x.dtype.size)
    item = x.dtype.itemsize
    for lane, src in enumerate(x.src):
        ctx.select_taken(src)  # a one-lane gep left to x (isel.LANE): selected here
        store_scalar(ctx, Mem(slot, None, 1, lane * item, item), src)
    return load_from_slot(ctx, slot, x.dtype)


# gep: lanes `x.arg` of vector `x.src[0]`


def gep_float_lane0(ctx: Selector, x: UOp) -> list[VReg] | None:
    """Lane 0 of a float vector is already the scalar: its low lane."""
    if x.arg != (0,) or not x.dtype.is_float:
        return None
    return [ctx.value(x.src[0])[0]]


def gep_whole_pieces(ctx: Selector, x: UOp) -> list[VReg] | None:
    """Consecutive lanes starting a piece and filling whole pieces (or a part of one): the
    same registers."""
    vector, lanes = x.src[0], x.arg
    item = vector.dtype.itemsize
    per_piece = ctx.max_piece // item
    first = lanes[0]
    if not (
        len(lanes) > 1
        and first % per_piece == 0
        and lanes == tuple(range(first, first + len(lanes)))
        and (len(lanes) * item) % ctx.max_piece in (0, len(lanes) * item)
    ):
        return None
    start = first // per_piece
    return ctx.value(vector)[start : start + len(ctx.pieces(x.dtype))]


def gep_upper_half(ctx: Selector, x: UOp) -> list[VReg] | None:
    """AVX: consecutive lanes that start the upper 16 bytes of a 32-byte piece are the low
    lanes of `vextractf128 xmm, ymm, 1` (a float scalar too: it lives in lane 0)."""
    vector, lanes = x.src[0], x.arg
    item = vector.dtype.itemsize
    first = lanes[0]
    if (
        "avx" not in ctx.features
        or not is_vec_class(x.dtype)
        or lanes != tuple(range(first, first + len(lanes)))
        or (first * item) % 32 != 16
        or len(lanes) * item > 16
    ):
        return None
    piece = ctx.value(vector)[first * item // 32]
    dst = ctx.vreg("vec")
    ctx.emit("vextractf128", Reg(dst, 16), Reg(piece, 32), Imm(1))
    return [dst]


def gep_shuffle_within_16_bytes(ctx: Selector, x: UOp) -> list[VReg] | None:
    """Two to four 32-bit (or two 64-bit) lanes, all from one 16-byte half of the source, in
    any order (repeats too): one `vpshufd` of that half (taken out of a ymm first by
    vextractf128 when it is the upper one). Bits are moved, never converted, so it serves
    floats as well as ints."""
    vector, lanes = x.src[0], x.arg
    item = vector.dtype.itemsize
    half = lanes[0] * item // 16
    if (
        len(lanes) < 2
        or item not in (4, 8)
        or len(lanes) * item > 16
        or any(k * item // 16 != half for k in lanes)
    ):
        return None
    piece_size = ctx.pieces(vector.dtype)[0]
    piece = ctx.value(vector)[half * 16 // piece_size]
    source = piece
    if (half * 16) % piece_size:  # the upper half of a ymm piece
        source = ctx.vreg("vec")
        ctx.emit("vextractf128", Reg(source, 16), Reg(piece, 32), Imm(1))
    per_lane = item // 4
    dwords = [(k * per_lane + d) % 4 for k in lanes for d in range(per_lane)]
    dst = ctx.vreg("vec")
    imm = sum(d << (2 * i) for i, d in enumerate(dwords))
    ctx.emit("vpshufd", Reg(dst, 16), Reg(source, 16), Imm(imm))
    return [dst]


def gep_extract_lane(ctx: Selector, x: UOp) -> list[VReg] | None:
    """SSE4.1: one lane by pextr* or shufps (`extract_lane`)."""
    if len(x.arg) != 1 or "sse4.1" not in ctx.features:
        return None
    return [extract_lane(ctx, x.src[0], x.arg[0])]


def gep_lane_through_slot(ctx: Selector, x: UOp) -> list[VReg] | None:
    """One lane: the vector stored to a stack slot, the lane loaded back."""
    if len(x.arg) != 1:
        return None
    vector = x.src[0]
    source = spill_to_slot(ctx, vector)
    return load_from_slot(ctx, source, x.dtype, x.arg[0] * vector.dtype.itemsize)


def gep_lanes_through_slots(ctx: Selector, x: UOp) -> list[VReg]:
    """Several lanes: the vector stored to a stack slot, each lane copied to a second slot,
    the result loaded from it."""
    vector = x.src[0]
    item = vector.dtype.itemsize
    source = spill_to_slot(ctx, vector)
    slot = ctx.slot(x.dtype.size)
    tmp_cls = "vec" if x.dtype.is_float else "gpr"
    for out_lane, lane in enumerate(x.arg):
        tmp = ctx.vreg(tmp_cls)
        src_mem = Mem(source, None, 1, lane * item, item)
        dst_mem = Mem(slot, None, 1, out_lane * item, item)
        if tmp_cls == "gpr":
            ctx.emit("movzx" if item < 4 else "mov", Reg(tmp, 4 if item < 4 else item), src_mem)
            ctx.emit("mov", dst_mem, Reg(tmp, item))
        else:
            load_piece(ctx, tmp, src_mem, item)
            store_piece(ctx, tmp, dst_mem, item)
    return load_from_slot(ctx, slot, x.dtype)


def extract_lane(ctx: Selector, vector: UOp, lane: int) -> VReg:
    """One lane into a scalar register: vextractf128 if it sits in the upper half of a ymm,
    then vshufps/vshufpd (floats move to lane 0) or vpextrb/w/d/q (ints into a GPR)."""
    scalar = vector.dtype.scalar
    item = scalar.itemsize
    per_piece = ctx.max_piece // item
    piece, k = ctx.value(vector)[lane // per_piece], lane % per_piece
    if k * item >= 16:
        upper = ctx.vreg("vec")
        ctx.emit("vextractf128", Reg(upper, 16), Reg(piece, 32), Imm(1))
        piece, k = upper, k - 16 // item
    if scalar.is_float and scalar != f16:
        if k == 0:
            return piece
        dst = ctx.vreg("vec")
        shuffle = "vshufpd" if scalar == f64 else "vshufps"
        ctx.emit(shuffle, Reg(dst, 16), Reg(piece, 16), Reg(piece, 16), Imm(k))
        return dst
    extract = {8: "vpextrb", 16: "vpextrw", 32: "vpextrd", 64: "vpextrq"}[max(scalar.bits, 8)]
    dst = ctx.vreg("gpr")
    ctx.emit(extract, Reg(dst, 8 if scalar.bits == 64 else 4), Reg(piece, 16), Imm(k))
    if scalar != f16:
        return dst
    half = ctx.vreg("vec")  # f16 lives in an xmm
    ctx.emit("vmovd", Reg(half, 16), Reg(dst, 4))
    return half


# vectors of constants: one load from the constant pool


def lane_bits(node: UOp) -> int:
    """The bit pattern of constant `node` as one lane of a vector (bools are bytes 0/1)."""
    if node.dtype.is_float:
        return float_bits(node.dtype, node.arg)
    return int(node.arg) & ((1 << (8 * node.dtype.itemsize)) - 1)


def constant_vector(ctx: Selector, x: UOp) -> list[VReg] | None:
    """A vector whose every lane is a constant (a broadcast of one, or a vectorize of
    several) is one aligned load per piece from the read-only constant pool, or the zero
    idiom when all its bits are zero. The allocator reloads such a value from the pool
    rather than spilling it, or reads it there as a memory operand (regalloc.py)."""
    lanes = x.src * x.dtype.lanes if x.op is Ops.BROADCAST else x.src
    if not all(lane.op is Ops.CONST for lane in lanes):
        return None
    bits = [lane_bits(lane) for lane in lanes]
    out, start = [], 0
    made: dict[tuple[int, ...], VReg] = {}  # pieces alike share a register (a broadcast)
    for size in ctx.pieces(x.dtype):
        count = size // x.dtype.itemsize
        piece_bits = bits[start : start + count]
        start += count
        if (same := made.get(tuple(piece_bits))) is not None:
            out.append(same)
            continue
        reg = made[tuple(piece_bits)] = ctx.vreg("vec")
        if not any(piece_bits):
            ctx.emit("vxorps", Reg(reg, 16), Reg(reg, 16), Reg(reg, 16))
        else:
            width = vec_size(size)
            padded = piece_bits + [0] * ((width - size) // x.dtype.itemsize)
            mem = ctx.constant_vector(padded, x.dtype.scalar, width)
            ctx.emit("vmovaps", Reg(reg, width), mem)
        out.append(reg)
    return out


# broadcast: scalar `src` into every lane


def broadcast_mnemonic(dtype: DType, piece: int) -> str:
    """The one instruction that copies a scalar of `dtype` into every lane of a `piece`-byte
    register: by element size, the float forms for floats, vpbroadcast* for the rest (ints,
    bools, and f16, whose bits are a 16-bit lane)."""
    if dtype == f32:
        return "vbroadcastss"
    if dtype == f64:
        return "vbroadcastsd" if piece == 32 else "vmovddup"  # no vbroadcastsd xmm
    return f"vpbroadcast{_LANE_SUFFIX[dtype.itemsize * 8]}"


def broadcast_from_memory(ctx: Selector, x: UOp, src: UOp) -> list[VReg] | None:
    """AVX2: a load used only here, or a float constant of the constant pool, is broadcast
    straight from memory, one instruction for every dtype (every AVX target here has AVX2,
    which the integer forms need)."""
    if "avx2" not in ctx.features or not ctx.folds_as_memory(src, src.dtype.itemsize):
        return None
    sizes = ctx.pieces(x.dtype)
    piece = ctx.vreg("vec")
    operand = ctx.rm(src, src.dtype.itemsize)
    ctx.emit(broadcast_mnemonic(src.dtype, sizes[0]), Reg(piece, vec_size(sizes[0])), operand)
    return [piece] * len(sizes)


def broadcast_from_register(ctx: Selector, x: UOp, src: UOp) -> list[VReg] | None:
    """AVX2: from lane 0 of an xmm; an integer or bool gets there from its GPR first
    (vmovd/vmovq: the bits above a narrow value are garbage, and no lane reads them)."""
    if "avx2" not in ctx.features:
        return None
    sizes = ctx.pieces(x.dtype)
    if is_vec_class(src.dtype):
        lane0 = ctx.one(src)
    else:
        lane0 = ctx.vreg("vec")
        wide = src.dtype.itemsize == 8
        ctx.emit("vmovq" if wide else "vmovd", Reg(lane0, 16), ctx.reg(src, 8 if wide else 4))
    piece = ctx.vreg("vec")
    ctx.emit(
        broadcast_mnemonic(src.dtype, sizes[0]), Reg(piece, vec_size(sizes[0])), Reg(lane0, 16)
    )
    return [piece] * len(sizes)


def broadcast_by_shuffle(ctx: Selector, x: UOp, src: UOp) -> list[VReg] | None:
    """SSE has no broadcast: the scalar into lane 0 (movd/movq from a GPR; a float is there
    already), then pshufd copies it to every lane (imm 0x00: 32-bit lanes, 0x44: 64-bit)."""
    if "avx" in ctx.features:
        return None
    wide = src.dtype.bits == 64
    if src.dtype.is_float:
        lane0 = ctx.one(src)
    else:
        lane0 = ctx.vreg("vec")
        ctx.emit("vmovq" if wide else "vmovd", Reg(lane0, 16), ctx.reg(src, 8 if wide else 4))
    piece = ctx.vreg("vec")
    ctx.emit("vpshufd", Reg(piece, 16), Reg(lane0, 16), Imm(0x44 if wide else 0x00))
    return [piece] * len(ctx.pieces(x.dtype))


def broadcast_through_slot(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """The scalar stored into every lane of a stack slot, the vector loaded from it."""
    slot = ctx.slot(x.dtype.size)
    item = src.dtype.itemsize
    for lane in range(x.dtype.lanes):
        store_scalar(ctx, Mem(slot, None, 1, lane * item, item), src)
    return load_from_slot(ctx, slot, x.dtype)


# ---- packed casts ------------------------------------------------------------------------------
# Vector casts legalize kept packed, one row per shape: same width, widening, narrowing.

_PACKED_CAST_MNEMONIC = {
    (f32, f64): "vcvtps2pd", (f64, f32): "vcvtpd2ps", (i32, f32): "vcvtdq2ps",
    (f32, i32): "vcvttps2dq", (i32, f64): "vcvtdq2pd", (f64, i32): "vcvttpd2dq",
    (f16, f32): "vcvtph2ps", (f32, f16): "vcvtps2ph",
}  # fmt: skip


def packed_cast_same_width(ctx: Selector, x: UOp, src: UOp) -> list[VReg] | None:
    """One instruction per piece (i32 <-> f32)."""
    frm, to = src.dtype.scalar, x.dtype.scalar
    if frm.itemsize != to.itemsize:
        return None
    mnemonic = _PACKED_CAST_MNEMONIC[(frm, to)]
    out = []
    for reg, size in zip(ctx.value(src), ctx.pieces(src.dtype), strict=True):
        dst = ctx.vreg("vec")
        ctx.emit(mnemonic, Reg(dst, vec_size(size)), Reg(reg, vec_size(size)))
        out.append(dst)
    return out


def packed_cast_widening(ctx: Selector, x: UOp, src: UOp) -> list[VReg] | None:
    """f32 -> f64, f16 -> f32, i32 -> f64: each output piece from half as many input bytes,
    taken from the low or high 128 bits of an input piece."""
    frm, to = src.dtype.scalar, x.dtype.scalar
    if frm.itemsize >= to.itemsize:
        return None
    mnemonic = _PACKED_CAST_MNEMONIC[(frm, to)]
    inputs = ctx.value(src)
    out, start = [], 0
    for size in ctx.pieces(x.dtype):
        in_bytes = size * frm.itemsize // to.itemsize
        piece, offset = inputs[start // ctx.max_piece], start % ctx.max_piece
        if offset >= 16:
            upper = ctx.vreg("vec")
            ctx.emit("vextractf128", Reg(upper, 16), Reg(piece, 32), Imm(1))
            piece = upper
        dst = ctx.vreg("vec")
        ctx.emit(mnemonic, Reg(dst, vec_size(size)), Reg(piece, 16))
        out.append(dst)
        start += in_bytes
    return out


def packed_cast_narrowing(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """f64 -> f32, f32 -> f16, f64 -> i32: each input piece gives an xmm holding half its
    bytes; two of them make an output piece when one is not enough: vinsertf128 for a ymm,
    vunpcklpd (their low 64 bits) for an xmm from two xmm pieces (v2)."""
    frm, to = src.dtype.scalar, x.dtype.scalar
    mnemonic = _PACKED_CAST_MNEMONIC[(frm, to)]
    extra = (Imm(0),) if mnemonic == "vcvtps2ph" else ()  # imm 0: round to nearest even
    halves = []  # (register, bytes it holds)
    for reg, size in zip(ctx.value(src), ctx.pieces(src.dtype), strict=True):
        half = ctx.vreg("vec")
        ctx.emit(mnemonic, Reg(half, 16), Reg(reg, vec_size(size)), *extra)
        halves.append((half, size * to.itemsize // frm.itemsize))
    out = []
    for size in ctx.pieces(x.dtype):
        low, held = halves.pop(0)
        if held >= size:
            out.append(low)
            continue
        high, _ = halves.pop(0)
        dst = ctx.vreg("vec")
        if size > 16:
            ctx.emit("vinsertf128", Reg(dst, 32), Reg(low, 32), Reg(high, 16), Imm(1))
        else:
            ctx.emit("vunpcklpd", Reg(dst, 16), Reg(low, 16), Reg(high, 16))
        out.append(dst)
    return out


# ---- bitcasts: the same bytes, in the same registers or another register class ------------


def bitcast_in_place(ctx: Selector, x: UOp, src: UOp) -> list[VReg] | None:
    """[bitcast]: within a register class, the same registers (when the pieces line up)."""
    from_vec = is_vec_class(src.dtype)
    if from_vec != is_vec_class(x.dtype):
        return None
    regs = ctx.value(src)
    if from_vec and len(ctx.pieces(x.dtype) if x.dtype.lanes > 1 else [0]) != len(regs):
        return None
    return regs


def bitcast_across_classes(ctx: Selector, x: UOp, src: UOp) -> list[VReg]:
    """[bitcast]: between a GPR and an xmm, vmovd/vmovq."""
    regs = ctx.value(src)
    size = src.dtype.size
    mnemonic = "vmovq" if size == 8 else "vmovd"
    view = 8 if size == 8 else 4
    if is_vec_class(x.dtype):
        dst = ctx.vreg("vec")
        ctx.emit(mnemonic, Reg(dst, 16), Reg(regs[0], view))
    else:
        dst = ctx.vreg("gpr")
        ctx.emit(mnemonic, Reg(dst, view), Reg(regs[0], 16))
    return [dst]
