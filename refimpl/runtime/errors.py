"""Reading a fault in generated machine code: which instruction, which access, which bytes.

Where this sits: beside the executors of emitted x86 code (runner.py for the guarded native
runner and qemu, unicorn.py), which turn a fault into one of the exceptions of
refimpl/errors.py with a precise message; this module decodes the faulting instruction
(iced-x86) for them:

    write of 4 bytes at %out+36 (element 9 of 8) by `movss dword ptr [rdi+rax*4], xmm0`
    at code+0x2c

The exception classes live in refimpl/errors.py, below the backends, whose runners raise
them too; they are imported here as well, so `refimpl.runtime.errors.Crashed` and the rest
keep working for plugins written against that name (docs/backends.md).

"""

from __future__ import annotations

import functools
from collections.abc import Callable

from refimpl.errors import (  # noqa: F401 - the classes, under their older name (see above)
    AbiViolation,
    BadOutput,
    BudgetExceeded,
    Crashed,
    ExecutionError,
    OutOfBounds,
    Refused,
    TimedOut,
)


def instruction_text(code: bytes, offset: int | None) -> str | None:
    """Intel syntax of the instruction at `offset` in `code` (None if there is none)."""
    if offset is None or not 0 <= offset < len(code):
        return None
    import iced_x86

    from refimpl.backends.x86.asm import iced_formatter

    instruction = iced_x86.Decoder(64, code[offset:], ip=offset).decode()
    if instruction.code == iced_x86.Code.INVALID:
        return f"(undecodable bytes {code[offset : offset + 8].hex()})"
    return iced_formatter().format(instruction)


def faulting_access(
    code: bytes,
    offset: int,
    ip: int,
    register: Callable[[str], int],
    fault_address: int,
    was_write: bool = False,
) -> tuple[str, int | None, int]:
    """("read" | "write", size, first byte) of the memory operand of the instruction at
    `offset` (running at `ip`) that touches `fault_address`, recomputed from the registers
    (`register("rsi")` -> value) at the fault.

    Why: a fault reports the first inaccessible byte, which for an access straddling into a
    guard page is the page boundary, not where the access starts. `was_write` decides for
    read-modify-write instructions (`add dword ptr [rdi], 1`), when the executor knows."""
    access, size, address, _ = faulting_operand(
        code, offset, ip, register, fault_address, was_write
    )
    return access, size, address


def faulting_operand(
    code: bytes,
    offset: int,
    ip: int,
    register: Callable[[str], int],
    fault_address: int,
    was_write: bool = False,
) -> tuple[str, int | None, int, tuple[int, ...]]:
    """faulting_access, plus the pointers the address was computed from: the values of the
    operand's base register and of an unscaled index register. A buffer such a pointer lies
    in is the buffer the kernel was indexing, however far the access went (`[rdi+rax*4]`
    with rdi = %out is an access to %out, even when it lands next to another buffer)."""
    import iced_x86

    instruction = iced_x86.Decoder(64, code[offset:], ip=ip).decode()
    candidates = []
    for memory in iced_x86.InstructionInfoFactory().info(instruction).used_memory():
        size = iced_x86.MemorySizeExt.size(memory.memory_size)
        address = memory.displacement  # rip-relative operands arrive as absolute addresses
        pointers = []
        for part, scale in ((memory.base, 1), (memory.index, memory.scale)):
            if part != iced_x86.Register.NONE:
                value = register(_register_name(iced_x86.RegisterExt.full_register(part)))
                address += scale * value
                if scale == 1 and part != iced_x86.Register.RIP:
                    pointers.append(value)
        address %= 1 << 64
        writes = memory.access in (iced_x86.OpAccess.WRITE, iced_x86.OpAccess.COND_WRITE)
        if memory.access in (iced_x86.OpAccess.READ_WRITE, iced_x86.OpAccess.READ_COND_WRITE):
            writes = was_write
        candidates.append(("write" if writes else "read", size or None, address, tuple(pointers)))
    for access, size, address, pointers in candidates:
        if address <= fault_address < address + (size or 1):
            return access, size, address, pointers
    return candidates[0] if candidates else ("access", None, fault_address, ())


@functools.cache
def _register_name(register: int) -> str:
    import iced_x86

    names = {v: k.lower() for k, v in vars(iced_x86.Register).items() if k.isupper()}
    return names[register]
