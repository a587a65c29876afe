"""The calling conventions, System V AMD64 (the default) and Windows x64 (Options.abi "win64"):
where parameters arrive, which registers a kernel may use freely, and the prologue/epilogue
that keeps the caller's registers and stack intact.

Where this sits: isel (Selector.entry) asks `param_location` for each parameter;
regalloc.py takes its register sets from here; `frame`, the backend's stage after register
allocation, places every stack slot (`lay_out_frame`) and adds the prologue and epilogue
(`wrap`).

The frame, from high to low addresses:

    [rbp + 16 + 8k]   stack parameter k (parameters 7, 8, ... of the kernel)
    [rbp + 8]         return address
    [rbp]             caller's rbp
    [rbp - 8 ...]     saved callee-saved registers that the kernel uses
    ...               padding to 32 bytes (ymm slots are 32-byte aligned)
    [rsp + off]       slots: local arrays, vectors passing through memory, spills, and
                      (win64) the save area of the callee-saved xmm registers the kernel uses

Windows x64 differs in three places (Convention below): parameters arrive in rcx, rdx, r8, r9
and then on the stack above 32 bytes of shadow space (the caller's home area for the four
register parameters: parameter 5 is at [rbp + 48], the shadow space [rbp + 16 .. 48) the
kernel's to use, though it does not); rdi and rsi are callee-saved, so they are pushed like
rbx when used; and the low 128 bits of xmm6..xmm15 are callee-saved, so each one used gets a
16-byte slot, stored after the frame is set up and loaded back before it is torn down. The
allocator takes the registers a convention leaves to the kernel first (`allocation_order`),
so a win64 kernel saves rsi, rdi and xmm6 and above only when it runs out of the others.
Not done: the unwind data (.pdata/.xdata) a Windows loader wants for a function that moves
rsp, and stack probes for frames of 4 KiB or more (the tests would not see a missing probe
on Linux).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from refimpl.backends.x86.mir import ConstantPool, Imm, Inst, Mem, Reg, Slot
from refimpl.backends.x86.target import Target

if TYPE_CHECKING:
    from refimpl.backends.x86.regalloc import Allocation

PARAM_REGISTERS = ("rdi", "rsi", "rdx", "rcx", "r8", "r9")
CALLEE_SAVED = frozenset({"rbx", "rbp", "r12", "r13", "r14", "r15"})


@dataclass(frozen=True)
class Convention:
    """What a calling convention says about a kernel's entry (a void function, no calls)."""

    name: str
    param_registers: tuple[str, ...]  # the first parameters, in slot order
    shadow_bytes: int  # between the return address and the first stack parameter
    callee_saved: frozenset[str]  # general registers the kernel must return intact
    callee_saved_vectors: frozenset[str]  # xmm registers whose low 128 bits it must keep


CONVENTIONS = {
    "sysv": Convention("sysv", PARAM_REGISTERS, 0, CALLEE_SAVED, frozenset()),
    "win64": Convention(
        "win64",
        ("rcx", "rdx", "r8", "r9"),
        32,
        CALLEE_SAVED | {"rdi", "rsi"},
        frozenset(f"xmm{n}" for n in range(6, 16)),
    ),
}

# Registers the allocator hands out, caller-saved first (they cost no save/restore).
# rsp and rbp hold the frame; the scratch registers are kept free for spill reloads.
ALLOCATABLE = {
    "gpr": ("rax", "rcx", "rdx", "rsi", "rdi", "r8", "rbx", "r12", "r13", "r14", "r15"),
    "vec": tuple(f"xmm{i}" for i in range(13)),
}
SCRATCH = {"gpr": ("r11", "r10", "r9"), "vec": ("xmm15", "xmm14", "xmm13")}


def allocation_order(abi: str) -> dict[str, tuple[str, ...]]:
    """ALLOCATABLE with the registers `abi` makes callee-saved last (win64: rsi and rdi
    move behind r8; xmm6 and above already come after xmm0..xmm5)."""
    saved = CONVENTIONS[abi].callee_saved
    return {cls: tuple(sorted(regs, key=lambda r: r in saved)) for cls, regs in ALLOCATABLE.items()}


ARGS_BASE = "args"  # pseudo base register of stack parameters, resolved to rbp + 16


def param_location(slot: int, size: int, abi: str = "sysv") -> Reg | Mem:
    """Where parameter `slot` arrives. A scalar parameter arrives as its integer dtype with
    the bits above it unspecified (bits 8/16/32..63; a caller may leave garbage there, under
    either convention), so isel reads only the bits it has: see Selector.entry and
    [abi-narrow] in selector.py."""
    convention = CONVENTIONS[abi]
    registers = convention.param_registers
    if slot < len(registers):
        return Reg(registers[slot], size)
    return Mem(ARGS_BASE, None, 1, convention.shadow_bytes + 8 * (slot - len(registers)), size)


def lay_out_frame(slots: list[Slot]) -> tuple[dict[Slot, int], int]:
    """Offsets from rsp for every slot (largest alignment first) and the frame size."""
    offsets: dict[Slot, int] = {}
    offset = 0
    for slot in sorted(slots, key=lambda s: (-s.align, s.id)):
        offset = (offset + slot.align - 1) // slot.align * slot.align
        offsets[slot] = offset
        offset += slot.size
    return offsets, (offset + 31) // 32 * 32


def wrap(
    body: list[Inst],
    used: set[str],
    frame_size: int,
    uses_ymm: bool,
    convention: Convention = CONVENTIONS["sysv"],
    vector_saves: dict[str, Slot] | None = None,
) -> list[Inst]:
    """Prologue + body + epilogue. The body's `ret` pseudo-label is the epilogue.
    `vector_saves`: the slot of each callee-saved xmm register the body uses (win64)."""
    saved = sorted(r for r in used if r in convention.callee_saved and r != "rbp")
    vector_saves = vector_saves or {}
    prologue = [Inst("push", (Reg("rbp", 8),)), Inst("mov", (Reg("rbp", 8), Reg("rsp", 8)))]
    prologue += [Inst("push", (Reg(r, 8),)) for r in saved]
    if frame_size:
        # align to 32 so ymm slots are aligned, whatever the caller's alignment was
        prologue.append(Inst("and", (Reg("rsp", 8), Imm(-32))))
        prologue.append(Inst("sub", (Reg("rsp", 8), Imm(frame_size))))
    for reg, slot in vector_saves.items():
        prologue.append(Inst("vmovaps", (Mem(slot, None, 1, 0, 16), Reg(reg, 16)), "save"))
    epilogue = [
        Inst("vmovaps", (Reg(reg, 16), Mem(slot, None, 1, 0, 16)), "restore")
        for reg, slot in vector_saves.items()
    ]
    if frame_size:
        # rsp back to the pushes, from wherever the realignment left it; without a frame
        # the body leaves rsp where the pushes did (it never pushes, pops or moves rsp)
        epilogue.append(Inst("lea", (Reg("rsp", 8), Mem("rbp", None, 1, -8 * len(saved), 0))))
    epilogue += [Inst("pop", (Reg(r, 8),)) for r in reversed(saved)]
    epilogue.append(Inst("pop", (Reg("rbp", 8),)))
    if uses_ymm:
        # avoid the AVX-SSE transition penalty in the caller
        epilogue.append(Inst("vzeroupper"))
    epilogue.append(Inst("ret"))
    return prologue + body + epilogue


# --- the frame stage ------------------------------------------------------------------------


@dataclass
class Frame:
    """The whole function on physical registers, with every slot's offset from rsp."""

    insts: list[Inst]  # prologue + body + epilogue
    offsets: dict[Slot, int]
    target: Target
    spill_stores: int
    reloads: int
    pool: ConstantPool = field(default_factory=ConstantPool)  # placed after the code


def frame(allocation: Allocation) -> Frame:
    """The stage after register allocation: the copies the allocator coalesced go (source
    and destination got one register), the slots get their offsets, and the prologue and
    epilogue keep the caller's registers and stack as they were."""
    fn = allocation.function
    convention = CONVENTIONS[fn.abi]
    vectors = sorted(allocation.used & convention.callee_saved_vectors, key=lambda r: int(r[3:]))
    slots = list(allocation.slots)
    vector_saves = {}
    for reg in vectors:
        vector_saves[reg] = Slot(len(slots), 16, 16)
        slots.append(vector_saves[reg])
    offsets, frame_size = lay_out_frame(slots)
    body = [i for i in allocation.insts if not _is_identity_move(i)]
    insts = wrap(body, allocation.used, frame_size, fn.uses_ymm, convention, vector_saves)
    return Frame(insts, offsets, fn.target, allocation.spill_stores, allocation.reloads, fn.pool)


def _is_identity_move(inst: Inst) -> bool:
    """`mov rax, rax` and `vmovaps x, x` do nothing. `mov eax, eax` clears the upper half,
    which only a cast to 32 bits relies on (isel marks it "zero-extend"); 32-bit values
    already have a clear upper half and 8/16-bit ones don't care."""
    if not inst.is_register_copy:
        return False
    dst, src = inst.operands
    return dst.reg == src.reg and dst.size == src.size and inst.comment != "zero-extend"
