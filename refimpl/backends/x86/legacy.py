"""Legacy SSE encodings for targets without AVX: VEX three-operand forms -> two-address forms.

Where this sits: around register allocation (isel.select and machine_code.py), only for a target
whose feature set lacks "avx" (x86-64-v2). Instruction selection always picks the VEX
mnemonic (`vaddps d, a, b`); this module rewrites each such instruction into its legacy
twin, found in the instruction table (isa.py) by the mnemonic without its leading "v":

    before regalloc   two_address()      vaddps d, a, b      ->  vmovaps d, a ; addps d, b
                                          vblendvps d, f, t, m -> vmovaps d, f ;
                                                                  vmovaps xmm0, m ; blendvps d, t
    after regalloc    rename_to_legacy() vmovaps x, y        ->  movaps x, y
                                          vxorps x, x, x      ->  xorps x, x

The two-address rewrite runs on virtual registers, so the allocator sees the real
constraint (the destination is read and written, see `Form.two_address`) and the copy is a
`vmovaps` it can coalesce (it prefers the source's register for a copy's destination, and
abi.frame drops the copy when both end up in one register). Forms whose operand count is
the same in both encodings (moves, conversions, extracts, compares) and the zero idiom are
only renamed, after allocation, so the spill code the allocator adds is renamed as well.

What has no legacy twin (FMA, F16C, AVX2-only forms, 256-bit registers, broadcasts) must not
reach this pass: legalize.py and isel.py consult the target's features and never select it.
A VEX instruction left over is a selection bug and raises `LegacyError`.
"""

from __future__ import annotations

from refimpl.backends.x86.isa import FORMS, forms_for
from refimpl.backends.x86.mir import Inst, Mem, Reg, VReg

# Ops whose sources may trade places (isa.py's `commutative`), so `d = a OP d` may become
# `OP d, a`. Scalar forms are not: their upper lanes come from the first source.
COMMUTATIVE = frozenset(f.mnemonic for f in FORMS if f.commutative)

# Legacy SSE faults on a 16-byte memory operand that is not 16-byte aligned (VEX does not),
# but in the forms isa.py marks `unaligned`. Only full-register moves (isa.py's `copy`) may
# touch m128 directly: the unaligned ones anywhere, the aligned ones on spill slots, which
# are aligned; any other source in memory is loaded with movups first.
_LEGACY_M128 = [f for f in FORMS if not f.is_vex and any(o.mem_size == 16 for o in f.operands)]
UNALIGNED_OK = frozenset(f.mnemonic for f in _LEGACY_M128 if f.unaligned)  # movups ...
ALIGNED_MOVES = frozenset(f.mnemonic for f in _LEGACY_M128 if f.copy and not f.unaligned)

# The legacy blends read their mask from a fixed register, isa.py's implicit <xmm0>, where
# the VEX form names it: {mnemonic: that register}.
MASK_REGISTER = {
    form.mnemonic: operand.fixed
    for form in FORMS
    if not form.is_vex
    for operand in form.operands
    if operand.implicit and operand.reg_class == "xmm"
}


class LegacyError(ValueError):
    """A VEX instruction with no legacy SSE twin reached code for a non-AVX target."""


def _explicit_counts(mnemonic: str) -> dict[int, bool]:
    """Explicit operand counts of a mnemonic's forms -> whether that form is two-address."""
    counts: dict[int, bool] = {}
    for form in forms_for(mnemonic):
        counts.setdefault(len(form.explicit_operands), form.two_address)
    return counts


def _mentions(operand, reg: VReg | str) -> bool:
    if isinstance(operand, Reg):
        return operand.reg == reg
    if isinstance(operand, Mem):
        return reg in operand.regs()
    return False


def _next_vreg_id(insts: list[Inst]) -> int:
    ids = [0]
    for inst in insts:
        for o in inst.operands:
            regs = [o.reg] if isinstance(o, Reg) else o.regs() if isinstance(o, Mem) else []
            ids += [r.id for r in regs if isinstance(r, VReg)]
    return max(ids) + 1


def _check_xmm_only(inst: Inst) -> None:
    if any(isinstance(o, Reg) and o.size == 32 for o in inst.operands):
        raise LegacyError(f"`{inst}`: 256-bit registers need AVX; this target has xmm only")


# --- before register allocation --------------------------------------------------------------


def two_address(insts: list[Inst]) -> list[Inst]:
    """VEX forms with one more source than their legacy twin -> copy + two-address form."""
    next_id = _next_vreg_id(insts)
    deaths = _deaths(insts)
    out: list[Inst] = []
    for position, inst in enumerate(insts):
        _check_xmm_only(inst)
        legacy = inst.op[1:]
        counts = _explicit_counts(legacy) if inst.op.startswith("v") else {}
        n = len(inst.operands)
        mask_register = MASK_REGISTER.get(legacy) if inst.op.startswith("v") else None
        blend = mask_register is not None  # one operand fewer: the mask
        if not blend and (n in counts or inst.is_zero_idiom or not counts.get(n - 1, False)):
            out.append(inst)  # same shape in both encodings (renamed later), or not VEX
            continue

        def temp() -> VReg:
            nonlocal next_id
            next_id += 1
            return VReg(next_id - 1, "vec")

        dst, first, *rest = inst.operands
        if _source_to_overwrite(legacy, dst, first, rest, deaths.get(position, ())):
            first, rest = rest[0], [first]
        rest = [_aligned_source(o, legacy, temp, out) for o in rest]
        if blend:
            *rest, mask = rest
            out += _copy(dst, first, rest)
            out.append(Inst("vmovaps", (Reg(mask_register, 16), mask), "blend mask"))
            out.append(Inst(legacy, (dst, *rest), inst.comment))
            continue
        out += _two_address_op(legacy, dst, first, rest, inst.comment, temp)
    return out


def _deaths(insts: list[Inst]) -> dict[int, set[VReg]]:
    """{position: the virtual registers whose last read is there}, for registers defined
    once, read only after their definition and with no label between the two: nothing can
    read them again, on any path (a value read around a loop's back edge has a label, the
    loop's, between its definition and some read, or is read before it is defined)."""
    defined: dict[VReg | str, list[int]] = {}
    reads: dict[VReg | str, list[int]] = {}
    labels = []
    for position, inst in enumerate(insts):
        if inst.op == "label":
            labels.append(position)
        for reg in inst.reads():
            reads.setdefault(reg, []).append(position)
        for reg in inst.writes():
            defined.setdefault(reg, []).append(position)
    deaths: dict[int, set[VReg]] = {}
    for reg, positions in reads.items():
        definitions = defined.get(reg, [])
        if not isinstance(reg, VReg) or len(definitions) != 1:
            continue
        first, last = positions[0], positions[-1]
        if first > definitions[0] and not any(definitions[0] < x < last for x in labels):
            deaths.setdefault(last, set()).add(reg)
    return deaths


def _source_to_overwrite(legacy: str, dst: Reg, first, rest: list, dying: set[VReg]) -> bool:
    """Should `d = a OP b` (OP commutative) become `d = b OP a`? Yes when b's last read is
    here and a's is not: the copy `d = b` then joins two values that do not overlap, and the
    allocator gives them one register (no copy). matmul256_4x8 on v2 copied the broadcast of
    a's last row before each multiply by a row half of b that was never read again."""
    if legacy not in COMMUTATIVE or len(rest) != 1:
        return False
    second = rest[0]
    if not (isinstance(first, Reg) and isinstance(second, Reg)) or dst.reg in (
        first.reg,
        second.reg,
    ):
        return False
    return second.reg in dying and first.reg not in dying


def _copy(dst: Reg, first, rest: list) -> list[Inst]:
    if isinstance(first, Reg) and first.reg == dst.reg:
        return []
    if any(_mentions(o, dst.reg) for o in rest):
        raise LegacyError(f"cannot copy into {dst} before an instruction that still reads it")
    return [Inst("vmovaps", (Reg(dst.reg, 16), Reg(first.reg, 16)))]


def _two_address_op(legacy: str, dst: Reg, first, rest: list, comment: str, temp) -> list[Inst]:
    if isinstance(first, Reg) and first.reg == dst.reg:
        return [Inst(legacy, (dst, *rest), comment)]
    if not any(_mentions(o, dst.reg) for o in rest):
        return [*_copy(dst, first, rest), Inst(legacy, (dst, *rest), comment)]
    # the destination is also a later source: d = a OP d
    if legacy in COMMUTATIVE and len(rest) == 1 and rest[0] == dst:
        return [Inst(legacy, (dst, first), comment)]
    t = Reg(temp(), 16)
    return [
        Inst("vmovaps", (t, Reg(first.reg, 16))),
        Inst(legacy, (Reg(t.reg, dst.size), *rest), comment),
        Inst("vmovaps", (Reg(dst.reg, 16), t)),
    ]


def _aligned_source(operand, legacy: str, temp, out: list[Inst]):
    """A 16-byte memory source of a legacy op may be unaligned: load it with movups first."""
    if isinstance(operand, Mem) and operand.size == 16 and legacy not in UNALIGNED_OK:
        t = temp()
        out.append(Inst("vmovups", (Reg(t, 16), operand), "legacy SSE needs aligned m128"))
        return Reg(t, 16)
    return operand


# --- after register allocation ---------------------------------------------------------------


def rename_to_legacy(insts: list[Inst]) -> list[Inst]:
    """Every remaining VEX instruction -> its legacy twin with the same operands."""
    out = []
    for inst in insts:
        if not inst.op.startswith("v") or inst.op == "label":
            out.append(inst)
            continue
        _check_xmm_only(inst)
        legacy, operands = inst.op[1:], inst.operands
        if inst.is_zero_idiom:
            operands = operands[:2]  # vxorps x, x, x -> xorps x, x
        if len(operands) not in _explicit_counts(legacy):
            raise LegacyError(f"`{inst}` has no legacy SSE form (it needs AVX)")
        if any(isinstance(o, Mem) and o.size == 16 for o in operands) and not (
            legacy in UNALIGNED_OK or legacy in ALIGNED_MOVES
        ):
            raise LegacyError(f"`{inst}`: a legacy m128 operand must be 16-byte aligned")
        renamed = Inst(legacy, operands, inst.comment)
        renamed.kind, renamed.vregs = inst.kind, inst.vregs
        out.append(renamed)
    return out


def needs_legacy(features: frozenset[str]) -> bool:
    """Targets without AVX have no VEX encodings at all."""
    return "avx" not in features
