"""The encode stage: a framed machine program -> machine code, its listing and its figures.

Where this sits: the last of the x86 backend's stages (backend.py STAGES), after abi.frame.
Every instruction is on physical registers and every stack slot has its offset; for a
target without AVX the VEX names isel chose become their legacy SSE twins here
(legacy.rename_to_legacy), so the spill code regalloc added is renamed as well. The
encoder (encode.py) picks each instruction's shortest form and resolves the jumps; the
listing is made from the forms it encoded, so it says exactly what the bytes are.

Before encoding, now that registers are known, an `lea` that adds a register to its own
destination becomes the shorter `add` where nothing reads the flags it writes
(`add_for_lea`), and a pool entry that is one value repeated, only ever loaded whole into a
register, becomes one lane broadcast by the load (`broadcast_uniform_entries`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache, lru_cache

from refimpl.backends.x86 import abi, coverage, encode, legacy
from refimpl.backends.x86.encode import format_instruction
from refimpl.backends.x86.inner_loops import LoopFigures, innermost_loops
from refimpl.backends.x86.isa import FLAG_NAMES, FORMS_BY_ID, forms_for
from refimpl.backends.x86.mir import Const, ConstantPool, Imm, Inst, Label, Mem, Reg, Slot, reg_name
from refimpl.backends.x86.target import Target


@dataclass
class Compiled:
    """Machine code for one kernel, with what the quality figures are made of."""

    code: bytes  # the instructions, then the constant pool (code[code_size:])
    listing: list[str]  # Intel syntax, labels included, made from the encoded forms
    instructions: int
    spill_stores: int
    reloads: int
    # what one iteration of each innermost loop executes (inner_loops.py), counted here
    # rather than kept as the final instruction list: a Compiled stays in the build caches
    # and on disk, and the list is several objects per instruction for the collector to scan
    inner_loops: list[LoopFigures]
    code_size: int = -1  # bytes of instructions (-1: all of `code`)

    @property
    def instruction_bytes(self) -> bytes:
        """The code without the constant pool after it (what a disassembler should read)."""
        return self.code if self.code_size < 0 else self.code[: self.code_size]


def encode_function(frame: abi.Frame) -> Compiled:
    """Legacy names for an SSE-only target, then the bytes and the listing."""
    insts = add_for_lea(frame.insts)
    insts, pool = broadcast_uniform_entries(insts, frame.pool, frame.target.features)
    if legacy.needs_legacy(frame.target.features):
        insts = legacy.rename_to_legacy(insts)
    code, listing, count = assemble(insts, frame.offsets, frame.target, pool)
    size = len(code)
    code += pool.layout(size)[1] if pool.entries else b""
    figures = innermost_loops(insts)
    return Compiled(code, listing, count, frame.spill_stores, frame.reloads, figures, size)


# --- shorter instructions, once registers are known ------------------------------------------


def add_for_lea(insts: list[Inst]) -> list[Inst]:
    """`lea d, [d + s]` (or `[s + d]`; no scale, no displacement) as `add d, s`, a byte
    shorter (no SIB byte), where the flags `add` writes are dead. isel picks `lea` for a
    sum whose first source lives on, into a register of its own; the allocator may still
    give the sum one of its sources' registers (an accumulator updated in place: reduce_count's
    `lea ecx, [rcx+r13]`). `lea` leaves the flags alone, so only where no instruction reads
    them before all are written again (`_flags_dead_after`)."""
    out = list(insts)
    for k, inst in enumerate(insts):
        if inst.op != "lea":
            continue
        dst, mem = inst.operands
        if not isinstance(mem.base, str) or mem.index is None or mem.scale != 1 or mem.disp:
            continue
        if dst.reg not in (mem.base, mem.index) or not _flags_dead_after(insts, k):
            continue
        other = mem.index if dst.reg == mem.base else mem.base
        out[k] = Inst("add", (dst, Reg(other, dst.size)), inst.comment)
    return out


# Shifts write the flags only for a count other than zero (isa.py keeps them as writers, to
# be safe where a written flag matters): here, where a surely written one does, they count
# as neither reading nor writing.
_MAY_KEEP_FLAGS = frozenset({"shl", "shr", "sar"})


def _flags_dead_after(insts: list[Inst], k: int) -> bool:
    """Does every path from after instruction `k` write all the flags before reading any?
    Followed straight on through labels; a jump elsewhere is not followed (unknown: no)."""
    for inst in insts[k + 1 :]:
        if inst.op == "label":
            continue
        forms = forms_for(inst.op)
        if not forms or any(form.reads_flags for form in forms):
            return False
        if inst.op == "ret":
            return True  # no convention keeps the flags across a call
        if inst.is_branch:
            return False
        if inst.op not in _MAY_KEEP_FLAGS and all(
            form.flags_written >= set(FLAG_NAMES) for form in forms
        ):
            return True
    return True


# Loads of a whole register: what a broadcast of one lane may replace
_WHOLE_LOADS = frozenset({"vmovaps", "vmovapd", "vmovups", "vmovupd", "vmovdqa", "vmovdqu"})


def broadcast_uniform_entries(
    insts: list[Inst], pool: ConstantPool, features: frozenset[str]
) -> tuple[list[Inst], ConstantPool]:
    """With AVX, a pool entry of one 4- or 8-byte lane repeated (a broadcast constant,
    `isel_vector.constant_vector`), which every instruction that reads it loads whole into
    a register, is that lane alone, broadcast by the load: `vbroadcastss ymm, dword ptr
    [rip+..]` (`vbroadcastsd`, or `vmovddup` for an xmm of 8-byte lanes) instead of
    `vmovaps` of 32 bytes. The load is a byte longer (a three-byte VEX; `vmovddup` is not),
    the entry 28 bytes shorter (12 for 16 bytes of 4-byte lanes), so an entry is narrowed
    when it saves bytes: wide_vectors' 32-bit shift mask, elementwise_bf16's rounding
    constants. Decided here, after allocation, since only now is it known which reads the
    allocator folded into other instructions as memory operands (`fold_reload`); those need
    the whole entry. The pool is built again from the entries still read."""
    if "avx" not in features or not pool.entries:
        return insts, pool
    reads: dict[int, list[Inst]] = {}
    for inst in insts:
        for o in inst.operands:
            if isinstance(o, Mem) and isinstance(o.base, Const):
                reads.setdefault(o.base.id, []).append(inst)
    lanes = {e: lane for e, readers in reads.items() if (lane := _lane(pool.entries[e], readers))}
    if not lanes:
        return insts, pool
    narrowed = ConstantPool()
    out = []
    for inst in insts:
        if not any(isinstance(o, Mem) and isinstance(o.base, Const) for o in inst.operands):
            out.append(inst)
            continue
        op, operands = inst.op, list(inst.operands)
        for n, o in enumerate(operands):
            if not (isinstance(o, Mem) and isinstance(o.base, Const)):
                continue
            if (lane := lanes.get(o.base.id)) is None:
                operands[n] = replace(o, base=narrowed.entry(pool.entries[o.base.id]))
            else:
                op = _BROADCAST_LOAD[(len(lane), operands[0].size)]
                operands[n] = Mem(narrowed.entry(lane), None, 1, 0, len(lane))
        out.append(Inst(op, tuple(operands), inst.comment, kind=inst.kind))
    return out, narrowed


# (lane bytes, register bytes) -> the load that broadcasts the lane, and its extra bytes over
# vmovaps (a map other than 0F: a three-byte VEX prefix)
_BROADCAST_LOAD = {(4, 16): "vbroadcastss", (4, 32): "vbroadcastss", (8, 16): "vmovddup",
                   (8, 32): "vbroadcastsd"}  # fmt: skip
_LONGER_BY = {"vbroadcastss": 1, "vbroadcastsd": 1, "vmovddup": 0}


def _lane(data: bytes, readers: list[Inst]) -> bytes | None:
    """The one lane `data` repeats, when every reader loads the entry whole into a register
    and loading the lane broadcast instead saves bytes; else None."""
    for inst in readers:
        dst, src = (inst.operands + (None, None))[:2]
        if inst.op not in _WHOLE_LOADS or len(inst.operands) != 2 or not isinstance(dst, Reg):
            return None
        if not isinstance(src, Mem) or src.disp or src.size != len(data) or dst.size != len(data):
            return None
    for width in (4, 8):
        if len(data) > width and data == data[:width] * (len(data) // width):
            longer = _LONGER_BY[_BROADCAST_LOAD[(width, len(data))]] * len(readers)
            return data[:width] if longer < len(data) - width else None
    return None


def assemble(
    insts: list[Inst], offsets: dict[Slot, int], target: Target, pool: ConstantPool | None = None
):
    """(code, listing, instruction count) of `insts`, slots at `offsets` from rsp, entries
    of `pool` at the places `pool.layout` gives them after the code (not included)."""
    asm = encode.Assembler(target=target)
    pooled: dict[int, Mem] = {}  # instruction number -> its Mem of a Const
    count = 0
    for inst in insts:
        if inst.op == "label":
            asm.label(inst.operands[0].name)
        else:
            for o in inst.operands:
                if isinstance(o, Mem) and isinstance(o.base, Const):
                    pooled[count] = o
            asm.emit(inst.op, *(_operand(o, offsets) for o in inst.operands))
            count += 1
    code = asm.finish()
    where: dict[int, int] = {}  # pool entry id -> its offset from the code's start
    if pooled:
        where, _ = pool.layout(len(code))
        code = _point_at_pool(asm, code, pooled, where)
    at_address: dict[int, list[str]] = {}
    for name, address in asm.labels.items():
        at_address.setdefault(address, []).append(name)
    listing = []
    for k, item in enumerate(asm.instructions):
        listing += [f"{name}:" for name in at_address.pop(item.address, [])]
        listing.append(_listed(item.form.id, item.bound))
        if k in pooled:  # where the rip-relative operand points, as the pool below lists it
            listing[-1] += f"  ; {where[pooled[k].base.id] + pooled[k].disp:#x}"
        coverage.FORMS[item.form.id] += 1  # tools/isel_coverage.py: which forms the tests emit
    for names in at_address.values():
        listing += [f"{name}:" for name in names]
    if pooled:
        listing += _pool_listing(pool, where)
    return code, listing, count


def _pool_listing(pool: ConstantPool, where: dict[int, int]) -> list[str]:
    """The constant pool as comment lines: each entry's offset from the code's start and its
    bytes as little-endian 64-bit words (32-bit or 16-bit for a smaller entry)."""
    lines = ["; constant pool (read-only, after the code)"]
    for k in sorted(where, key=where.get):
        data = pool.entries[k]
        word = min(len(data), 8)
        words = [int.from_bytes(data[i : i + word], "little") for i in range(0, len(data), word)]
        lines.append(f";   {where[k]:#x}: " + " ".join(f"{w:0{2 * word}x}" for w in words))
    return lines


def _point_at_pool(asm, code: bytes, pooled: dict[int, Mem], offsets: dict[int, int]) -> bytes:
    """Give each rip-relative operand its displacement, now that the code's length is known:
    from the end of its instruction to its entry (+ the operand's own displacement). A
    rip-relative operand always has a disp32, so the length does not change."""
    out = bytearray(code)
    instructions = asm.instructions
    for k, mem in pooled.items():
        item = instructions[k]
        end = item.address + len(item.code)
        explicit = [o for o in item.bound if isinstance(o, encode.Mem)]
        (placeholder,) = explicit
        pointed = encode.Mem(
            placeholder.base, None, 1, offsets[mem.base.id] + mem.disp - end, placeholder.size
        )
        bound = tuple(pointed if o is placeholder else o for o in item.bound)
        new = encode.encode_form(item.form, bound)
        assert len(new) == len(item.code), "a rip-relative operand changed its length"
        out[item.address : end] = new
        item.code, item.bound = new, bound
    return bytes(out)


def _operand(o, offsets: dict[Slot, int]):
    """A machine operand as the encoder's: a slot becomes rsp + its offset, a stack
    parameter rbp + 16 + its offset (abi.py's frame picture)."""
    if isinstance(o, Reg):
        return _encoder_reg(o.reg, o.size)
    if isinstance(o, Imm):
        return encode.Imm(o.value)
    if isinstance(o, Label):
        return encode.Label(o.name)
    base, disp = o.base, o.disp
    if isinstance(base, Const):  # rip-relative; the displacement is set after layout
        return encode.Mem(encode.reg("rip"), None, 1, 0, o.size)
    if isinstance(base, Slot):
        base, disp = "rsp", disp + offsets[base]
    elif base == abi.ARGS_BASE:
        base, disp = "rbp", disp + 16
    index = encode.reg(o.index) if o.index is not None else None
    return encode.Mem(encode.reg(base) if base else None, index, o.scale, disp, o.size)


def encodes(inst: Inst, target: Target) -> bool:
    """Does `inst` (physical registers; slots anywhere) have a form on `target`, after the
    legacy renaming an SSE-only target gets? Asked by regalloc before it folds a reload."""
    try:
        if legacy.needs_legacy(target.features):
            (inst,) = legacy.rename_to_legacy([inst])
        operands = tuple(_operand(o, _ANY_OFFSET) for o in inst.operands)
        encode.best_encoding(inst.op, operands, target, 0)
    except (encode.EncodeError, legacy.LegacyError):
        return False
    return True


class _AnyOffset(dict):
    """Every slot at offset 0x40: a slot's place does not change which forms match."""

    def __missing__(self, slot: Slot) -> int:
        return 0x40


_ANY_OFFSET = _AnyOffset()


@lru_cache(maxsize=1 << 14)
def _listed(form_id: str, bound: tuple) -> str:
    """A listing line, remembered: a kernel repeats its spills, loop counters and address
    arithmetic, and formatting every line was a fifth of assembling a program."""
    return "  " + format_instruction(FORMS_BY_ID[form_id], bound)


@cache
def _encoder_reg(phys: str, size: int) -> encode.Reg:
    return encode.reg(reg_name(phys, size))
