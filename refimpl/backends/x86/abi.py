"""System V AMD64 calling convention: where parameters arrive, which registers a kernel may
use freely, and the prologue/epilogue that keeps the caller's registers and stack intact.

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
    [rsp + off]       slots: local arrays, vectors passing through memory, spills
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from refimpl.backends.x86.mir import Imm, Inst, Mem, Reg, Slot
from refimpl.backends.x86.target import Target

if TYPE_CHECKING:
    from refimpl.backends.x86.regalloc import Allocation

PARAM_REGISTERS = ("rdi", "rsi", "rdx", "rcx", "r8", "r9")
CALLEE_SAVED = frozenset({"rbx", "rbp", "r12", "r13", "r14", "r15"})

# Registers the allocator hands out, caller-saved first (they cost no save/restore).
# rsp and rbp hold the frame; the scratch registers are kept free for spill reloads.
ALLOCATABLE = {
    "gpr": ("rax", "rcx", "rdx", "rsi", "rdi", "r8", "rbx", "r12", "r13", "r14", "r15"),
    "vec": tuple(f"xmm{i}" for i in range(13)),
}
SCRATCH = {"gpr": ("r11", "r10", "r9"), "vec": ("xmm15", "xmm14", "xmm13")}

ARGS_BASE = "args"  # pseudo base register of stack parameters, resolved to rbp + 16


def param_location(slot: int, size: int) -> Reg | Mem:
    """Where parameter `slot` arrives. A scalar parameter arrives as its integer dtype with
    the bits above it unspecified (bits 8/16/32..63; a caller may leave garbage there), so
    isel reads only the bits it has: see Selector.entry and [abi-narrow] in selector.py."""
    if slot < len(PARAM_REGISTERS):
        return Reg(PARAM_REGISTERS[slot], size)
    return Mem(ARGS_BASE, None, 1, 8 * (slot - len(PARAM_REGISTERS)), size)


def lay_out_frame(slots: list[Slot]) -> tuple[dict[Slot, int], int]:
    """Offsets from rsp for every slot (largest alignment first) and the frame size."""
    offsets: dict[Slot, int] = {}
    offset = 0
    for slot in sorted(slots, key=lambda s: (-s.align, s.id)):
        offset = (offset + slot.align - 1) // slot.align * slot.align
        offsets[slot] = offset
        offset += slot.size
    return offsets, (offset + 31) // 32 * 32


def wrap(body: list[Inst], used: set[str], frame_size: int, uses_ymm: bool) -> list[Inst]:
    """Prologue + body + epilogue. The body's `ret` pseudo-label is the epilogue."""
    saved = sorted(r for r in used if r in CALLEE_SAVED and r != "rbp")
    prologue = [Inst("push", (Reg("rbp", 8),)), Inst("mov", (Reg("rbp", 8), Reg("rsp", 8)))]
    prologue += [Inst("push", (Reg(r, 8),)) for r in saved]
    if frame_size:
        # align to 32 so ymm slots are aligned, whatever the caller's alignment was
        prologue.append(Inst("and", (Reg("rsp", 8), Imm(-32))))
        prologue.append(Inst("sub", (Reg("rsp", 8), Imm(frame_size))))
    epilogue = []
    if frame_size or saved:
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


def frame(allocation: Allocation) -> Frame:
    """The stage after register allocation: the copies the allocator coalesced go (source
    and destination got one register), the slots get their offsets, and the prologue and
    epilogue keep the caller's registers and stack as they were."""
    fn = allocation.function
    offsets, frame_size = lay_out_frame(allocation.slots)
    body = [i for i in allocation.insts if not _is_identity_move(i)]
    insts = wrap(body, allocation.used, frame_size, fn.uses_ymm)
    return Frame(insts, offsets, fn.target, allocation.spill_stores, allocation.reloads)


def _is_identity_move(inst: Inst) -> bool:
    """`mov rax, rax` and `vmovaps x, x` do nothing. `mov eax, eax` clears the upper half,
    which only a cast to 32 bits relies on (isel marks it "zero-extend"); 32-bit values
    already have a clear upper half and 8/16-bit ones don't care."""
    if not inst.is_register_copy:
        return False
    dst, src = inst.operands
    return dst.reg == src.reg and dst.size == src.size and inst.comment != "zero-extend"
