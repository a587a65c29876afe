"""The Unicorn executor: run x86-64-v2 machine code in an emulator, with every buffer fenced.

    run_unicorn(code, kernel, args)      # args.buffers updated in place on success only

Where this sits: one of the executors of the x86 backend (executors.py dispatches to it).
It runs code without trusting it: an out-of-bounds load or store becomes `OutOfBounds`
naming the buffer, the byte offset and the instruction; an infinite loop becomes
`BudgetExceeded`; a broken calling convention becomes `AbiViolation`. Nothing is copied
back into the caller's arrays unless the kernel returned cleanly.

It is also a hostile caller (issue 12, docs/executors.md "Unicorn: a hostile caller"): before
every call it poisons what the System V ABI leaves unspecified, so a kernel that relies on
it computes garbage or faults instead of passing by luck — the bits of a narrow scalar
argument above its dtype (GARBAGE_ABOVE), every caller-saved GPR that carries no argument
(non-canonical addresses, GPR_POISON), xmm0-15 in full (signalling NaNs, VECTOR_POISON), the
arithmetic flags (all set), and the whole stack below the return address, red zone included
(STACK_POISON). On return it checks what the ABI promises: rbx, rbp, r12-r15 and rsp as they
were, the direction flag clear, the control bits of MXCSR and the x87 control word unchanged.
With `abi="win64"` it calls as a Windows x64 caller would: arguments in rcx, rdx, r8, r9, then
the stack above 32 bytes of poisoned shadow space; rdi and rsi hold sentinels
(WIN64_SENTINELS) and, with the low halves of xmm6-15, are checked on return too.

Why only x86-64-v2 (design §5): Unicorn 2.1.4 silently mis-executes VEX code — it ignores
VEX.vvvv, so `vaddss xmm0, xmm1, xmm2` computes xmm0 + xmm2 — and rejects 256-bit, FMA and
F16C forms. So before running, `unicorn_refusal` decodes every instruction reachable from
the entry and refuses VEX/EVEX encodings and legacy instructions beyond x86-64-v2 (lzcnt
would run as bsr). Bytes that no path reaches (a constant pool after the code) are never
decoded. A fresh Unicorn starts with MXCSR = 0 (all exceptions unmasked); we set the
power-on value 0x1F80 like every OS does.

The emulated address space (each buffer in its own 4 GiB slot, so any address in a slot is
attributed to that slot's buffer):

    RETURN_STUB       0x0bad0000          the return address: stores the callee-saved
                                          registers, rsp, rflags, MXCSR and the x87 control
                                          word to the next page, then the run ends
                                          (emu_start's `until` is the stub's end)
    CODE_BASE         0x10000000          code pages, read+execute
    BUFFER_SLOTS      0x1000000000 + k * 4 GiB
        [page_low .. start)               slack in the first page: no fault, so a memory
                                          hook on it reports any access (underrun)
        [start .. end)                    buffer k, ending exactly at slot + 3 GiB
        [end .. )                         unmapped: any access faults (overrun)
    STACK             0x7ff000000000      64 KiB: poison, then the return address and the
                                          stack parameters, then the argument record
    ENTRY_STUB        STACK + 64 KiB      where a run starts: loads rdi..r9 and rsp from the
                                          argument record, then jumps to the code

All of the stack and the argument record are written with one mem_write per run and no
register is written at all (the Python binding costs about 2 µs per register written): a
saved context holds the poisoned registers, the entry stub loads the arguments.

An overrun that straddles the end (an 8-byte load at end-4) faults at the page boundary; the
faulting instruction is then decoded and its address recomputed from the registers, so the
reported offset is where the access starts. No hook fires for an in-bounds access: Python
callbacks from the emulator cost microseconds each, so correct kernels never pay for them.

Speed: creating an instance costs about 160 µs (design §5; more here), so one instance is
kept per thread and reused. Code, buffer mappings and guard hooks are rewritten only when
they change; a kernel run again costs a context restore, the buffer writes, one stack write,
the emulation and one read of the return record.
"""

from __future__ import annotations

import ctypes
import functools
import os
import struct
import threading
from dataclasses import dataclass

import numpy as np
import unicorn
from unicorn import x86_const as x86

from refimpl.args import Args
from refimpl.errors import (
    AbiViolation,
    BudgetExceeded,
    Crashed,
    ExecutionError,
    OutOfBounds,
    Refused,
)
from refimpl.ir import Kernel, Ops
from refimpl.native.hostile_call import (
    MXCSR_CONTROL_FIELDS,
    X87_CONTROL_FIELDS,
    control_word_change,
)
from refimpl.runtime.errors import faulting_access, instruction_text

PAGE = 4096
RETURN_STUB = 0x0BAD_0000
RETURN_RECORD = RETURN_STUB + 0x1000  # what the stub stores, in CALLEE_SAVED_SENTINELS order
CODE_BASE = 0x1000_0000
BUFFER_SLOTS = 0x10_0000_0000
SLOT_SIZE = 1 << 32
BUFFER_END_IN_SLOT = 3 << 30  # room below for the buffer, 1 GiB above for overruns
STACK_LOW = 0x7FF0_0000_0000
STACK_SIZE = 64 << 10  # compiled kernels use a few KiB; a deeper access faults
STACK_TOP = STACK_LOW + STACK_SIZE
ARGUMENT_RECORD = STACK_TOP - 64  # rdi rsi rdx rcx r8 r9 rsp entry: what ENTRY_STUB loads
ENTRY_STUB = STACK_TOP  # one read+execute page right above the stack (rip-relative reach)

DEFAULT_BUDGET = 50_000_000

PARAM_REGISTERS = ("rdi", "rsi", "rdx", "rcx", "r8", "r9")
# Windows x64: four parameters in registers, the rest on the stack above the return address
# and 32 bytes of shadow space (the callee's home area for the four, poisoned here)
WIN64_PARAM_REGISTERS = ("rcx", "rdx", "r8", "r9")
WIN64_SHADOW_WORDS = 4

# Callee-saved registers start with recognisable values; a kernel must return them intact.
CALLEE_SAVED_SENTINELS = {
    "rbx": (x86.UC_X86_REG_RBX, 0x0B0B_0B0B_0B0B_0B0B),
    "rbp": (x86.UC_X86_REG_RBP, 0x0B9B_0B9B_0B9B_0B9B),
    "r12": (x86.UC_X86_REG_R12, 0x1212_1212_1212_1212),
    "r13": (x86.UC_X86_REG_R13, 0x1313_1313_1313_1313),
    "r14": (x86.UC_X86_REG_R14, 0x1414_1414_1414_1414),
    "r15": (x86.UC_X86_REG_R15, 0x1515_1515_1515_1515),
}
# Windows x64 also keeps rdi, rsi and the low 128 bits of xmm6..xmm15 (which start with their
# VECTOR_POISON) for the caller. On a System V run rdi and rsi carry arguments or poison.
WIN64_SENTINELS = {"rdi": 0x0D1D_0D1D_0D1D_0D1D, "rsi": 0x051E_051E_051E_051E}
WIN64_VECTORS = tuple(f"xmm{n}" for n in range(6, 16))


# --- poison: what the ABI leaves unspecified, chosen so that any use of it shows ------------

# Above the defined bits of a narrow scalar argument (bool: bits 1-7 are zero by the ABI,
# bits 8-63 are not; i8/u8: 8-63; i16/u16: 16-63; i32/u32: 32-63). As part of an i32 index
# the upper half makes the address non-canonical.
GARBAGE_ABOVE = 0xDEAD_BEEF_DEAD_BEEF

# Caller-saved GPRs without an argument: non-canonical as a pointer (bits 63:48 = 0xdead),
# negative as an i32 (low half 0xbad000nn), nn = the register's number.
GPR_NUMBERS = {"rax": 0, "rcx": 1, "rdx": 2, "rsi": 6, "rdi": 7,
               "r8": 8, "r9": 9, "r10": 10, "r11": 11}  # fmt: skip
GPR_POISON = {name: 0xDEAD_0000_BAD0_0000 | n << 32 | n for name, n in GPR_NUMBERS.items()}

# Every 64-bit lane of xmm0-15 is a signalling f64 NaN whose low f32 is a signalling NaN too
# (the high f32 is a quiet NaN), and non-canonical as a pointer; the low byte is the number.
VECTOR_POISON = {f"xmm{n}": (0x7FF4_DEAD_7FA0_DE00 | n) * (1 + (1 << 64)) for n in range(16)}

# The stack below the return address (red zone included) and between the parameters and the
# argument record: the same kind of pattern, 8 bytes repeated.
STACK_POISON = 0x7FF4_57AC_7FA0_57AC

FLAGS_POISON = 0x0002 | 0x08D5  # reserved bit 1; CF PF AF ZF SF OF set; DF clear (ABI)
DIRECTION_FLAG = 0x0400

MXCSR_DEFAULT = 0x1F80  # all exceptions masked, round to nearest, no FTZ/DAZ
MXCSR_CONTROL = 0xFFC0  # DAZ, masks, RC, FTZ are callee-saved; bits 0-5 (status) are not
FPCW_DEFAULT = 0x037F  # x87: all exceptions masked, 64-bit precision, round to nearest


def _rip_relative(code: bytes, start: int, text: str, target: int) -> bytes:
    """`text` with `{d}` replaced by the displacement from the instruction's end to `target`,
    assembled to run at `start + len(code)` (rip-relative operands always take a disp32)."""
    from refimpl.backends.x86.asm import assemble

    size = len(assemble(text.format(d="0x7fffffff")))
    displacement = target - (start + len(code) + size)
    instruction = assemble(text.format(d=f"{displacement:#x}"))
    assert len(instruction) == size, instruction.hex()
    return instruction


# What the return stub stores, in order, at RETURN_RECORD (one qword each), then the win64
# callee-saved vector registers at RETURN_VECTORS (16 bytes each).
RETURN_RECORD_FIELDS = (*CALLEE_SAVED_SENTINELS, *WIN64_SENTINELS, "rsp", "rflags", "mxcsr", "fpcw")
RETURN_VECTORS = RETURN_RECORD + 0x100


def _return_stub() -> bytes:
    """Store each callee-saved register, rsp, rflags, MXCSR and the x87 control word into
    RETURN_RECORD. Reading them back as one block of memory is much cheaper than reading
    registers one by one through the Python binding. pushfq writes below the caller's rsp,
    which is poison anyway."""
    code = b""
    field = {name: RETURN_RECORD + 8 * k for k, name in enumerate(RETURN_RECORD_FIELDS)}
    for name in [*CALLEE_SAVED_SENTINELS, *WIN64_SENTINELS, "rsp"]:
        code += _rip_relative(code, RETURN_STUB, f"mov qword ptr [rip+{{d}}], {name}", field[name])
    for k, name in enumerate(WIN64_VECTORS):
        text = f"movdqu xmmword ptr [rip+{{d}}], {name}"
        code += _rip_relative(code, RETURN_STUB, text, RETURN_VECTORS + 16 * k)
    code += _rip_relative(code, RETURN_STUB, "pushfq", 0)
    code += _rip_relative(code, RETURN_STUB, "pop qword ptr [rip+{d}]", field["rflags"])
    code += _rip_relative(code, RETURN_STUB, "stmxcsr dword ptr [rip+{d}]", field["mxcsr"])
    code += _rip_relative(code, RETURN_STUB, "fnstcw word ptr [rip+{d}]", field["fpcw"])
    return code


def _entry_stub() -> bytes:
    """Load the argument registers and rsp from ARGUMENT_RECORD and jump to the code: the
    arguments travel with the one stack write instead of one binding call per register."""
    code = b""
    for k, name in enumerate([*PARAM_REGISTERS, "rsp"]):
        target = ARGUMENT_RECORD + 8 * k
        code += _rip_relative(code, ENTRY_STUB, f"mov {name}, qword ptr [rip+{{d}}]", target)
    return code + _rip_relative(code, ENTRY_STUB, "jmp qword ptr [rip+{d}]", ARGUMENT_RECORD + 56)


RETURN_STUB_CODE = _return_stub()
STOP_ADDRESS = RETURN_STUB + len(RETURN_STUB_CODE)
ENTRY_STUB_CODE = _entry_stub()
# for the budget: the entry stub, the return stub
STUB_INSTRUCTIONS = len(PARAM_REGISTERS) + 2 + len(RETURN_RECORD_FIELDS) + len(WIN64_VECTORS) + 1

# CPU exceptions (UC_HOOK_INTR numbers) -> the signal Linux would deliver, and why.
CPU_EXCEPTIONS = {
    0: ("SIGFPE", "divide error (#DE): division by zero or quotient overflow"),
    3: ("SIGTRAP", "breakpoint (int3)"),
    6: ("SIGILL", "invalid opcode (#UD)"),
    13: ("SIGSEGV", "general protection fault (#GP), e.g. a misaligned aligned load/store"),
    17: ("SIGBUS", "alignment check (#AC)"),
    19: ("SIGFPE", "SIMD floating-point exception (#XM)"),
}


# ----------------------------------------------------------------------------------------
# Refusal: decode every reachable instruction first
# ----------------------------------------------------------------------------------------

# iced-x86 CPUID feature names an x86-64-v2 CPU has (the psABI level: baseline x86-64 with
# x87, MMX, SSE, SSE2, plus SSE3, SSSE3, SSE4.1, SSE4.2, POPCNT, CMPXCHG16B, LAHF/SAHF).
V2_CPUID_FEATURES = frozenset(
    "INTEL8086 INTEL186 INTEL286 INTEL386 INTEL486 X64 CMOV CX8 CMPXCHG16B FPU FPU287 "
    "FPU387 MMX FXSR SSE SSE2 SSE3 SSSE3 SSE4_1 SSE4_2 POPCNT MULTIBYTENOP PAUSE".split()
)


def unicorn_refusal(code: bytes) -> str | None:
    """Why Unicorn cannot be trusted with `code` (None: every reachable instruction is legacy
    x86-64-v2). Follows branches from the entry at offset 0; never decodes unreachable data."""
    return _unicorn_refusal(bytes(code))


@functools.lru_cache(maxsize=512)
def _unicorn_refusal(code: bytes) -> str | None:
    import iced_x86

    names = _iced_names()
    decoder = iced_x86.Decoder(64, code, ip=0)
    flow = iced_x86.FlowControl
    seen: set[int] = set()
    pending = [0]
    while pending:
        position = pending.pop()
        while position not in seen:
            if not 0 <= position < len(code):
                return f"execution can run off the code at code+{position:#x}"
            seen.add(position)
            decoder.position = position
            decoder.ip = position
            instruction = decoder.decode()
            if instruction.code == iced_x86.Code.INVALID:
                return (
                    f"undecodable bytes {code[position : position + 8].hex()} at code+{position:#x}"
                )
            encoding = names["encoding"][instruction.encoding]
            if encoding != "LEGACY":
                return (
                    f"{_described(code, position)} is {encoding}-encoded: Unicorn 2.1.4"
                    " mis-executes VEX code (it ignores VEX.vvvv and computes dst OP src2) and"
                    " rejects 256-bit, FMA and F16C forms, so it runs x86-64-v2 code only"
                    " (design §5)"
                )
            features = [names["cpuid"][f] for f in instruction.cpuid_features()]
            if missing := [f for f in features if f not in V2_CPUID_FEATURES]:
                return (
                    f"{_described(code, position)} needs {', '.join(missing)}, which"
                    " x86-64-v2 lacks; the emulated CPU may decode it as a different instruction"
                )
            kind = instruction.flow_control
            if kind in (flow.INDIRECT_BRANCH, flow.INDIRECT_CALL):
                return (
                    f"{_described(code, position)} is an indirect branch: the code it reaches"
                    " cannot be checked"
                )
            if kind in (flow.RETURN, flow.EXCEPTION, flow.INTERRUPT):
                break  # the path ends here (ud2 and int3 trap at run time)
            if kind == flow.UNCONDITIONAL_BRANCH:
                position = instruction.near_branch_target
                continue
            if kind in (flow.CONDITIONAL_BRANCH, flow.CALL, flow.XBEGIN_XABORT_XEND):
                pending.append(instruction.near_branch_target)
            position = instruction.next_ip
    return None


def _described(code: bytes, position: int) -> str:
    # only for a refusal: formatting every instruction on the way cost more than the walk
    return f"`{instruction_text(code, position)}` at code+{position:#x}"


@functools.cache
def _iced_names() -> dict[str, dict[int, str]]:
    import iced_x86

    def table(namespace) -> dict[int, str]:
        return {v: k for k, v in vars(namespace).items() if k.isupper() and isinstance(v, int)}

    return {"encoding": table(iced_x86.EncodingKind), "cpuid": table(iced_x86.CpuidFeature)}


# ----------------------------------------------------------------------------------------
# The emulated machine, one per thread
# ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BufferRegion:
    """Where one buffer parameter lives in the emulated address space during a run."""

    name: str
    start: int
    nbytes: int
    itemsize: int
    elements: int

    @property
    def end(self) -> int:
        return self.start + self.nbytes

    @property
    def page_low(self) -> int:
        return self.start // PAGE * PAGE


class Machine:
    """A Unicorn instance with a stack, a code area and buffer slots, reused across runs."""

    def __init__(self):
        uc = unicorn.Uc(unicorn.UC_ARCH_X86, unicorn.UC_MODE_64)
        self.uc = uc
        read_write = unicorn.UC_PROT_READ | unicorn.UC_PROT_WRITE
        read_exec = unicorn.UC_PROT_READ | unicorn.UC_PROT_EXEC
        uc.mem_map(STACK_LOW, STACK_SIZE, read_write)
        uc.mem_map(ENTRY_STUB, PAGE, read_exec)
        uc.mem_write(ENTRY_STUB, ENTRY_STUB_CODE)
        uc.mem_map(RETURN_STUB, PAGE, read_exec)
        uc.mem_write(RETURN_STUB, RETURN_STUB_CODE)
        uc.mem_map(RETURN_RECORD, PAGE, read_write)
        uc.hook_add(unicorn.UC_HOOK_MEM_UNMAPPED, self._on_unmapped)
        uc.hook_add(unicorn.UC_HOOK_MEM_PROT, self._on_protected)
        uc.hook_add(unicorn.UC_HOOK_INTR, self._on_cpu_exception)
        # every run starts from this context: poisoned scratch state, sentinels, power-on
        # MXCSR and x87 control word (a fresh Unicorn has both 0)
        state = {
            **GPR_POISON,
            **VECTOR_POISON,
            "eflags": FLAGS_POISON,
            "mxcsr": MXCSR_DEFAULT,
            "fpcw": FPCW_DEFAULT,
        }
        state |= {name: value for name, (_, value) in CALLEE_SAVED_SENTINELS.items()}
        uc.reg_write_batch([(_register_id(name), value) for name, value in state.items()])
        self.initial_context = uc.context_save()
        self.stack_image = ctypes.create_string_buffer(_STACK_POISON_BYTES, STACK_SIZE)
        self.stack_view = memoryview(self.stack_image).cast("B")
        self.patched_from = STACK_SIZE  # stack_image below this offset is pristine poison
        self.code = b""
        self.code_pages = 0
        self.code_image: ctypes.Array | None = None  # host memory mapped at CODE_BASE
        self.mapped_slots: dict[int, tuple[int, int]] = {}  # slot -> (low, high) mapped
        self.guard_hooks: dict[int, tuple[BufferRegion, list[int]]] = {}
        self.regions: list[BufferRegion] = []
        self.placed_kernel: Kernel | None = None
        self.fault: ExecutionError | None = None

    # --- per-run setup, each step skipped when nothing changed since the last run --------

    def load_code(self, code: bytes) -> None:
        if code == self.code:
            return
        pages = max(1, -(-len(code) // PAGE))
        if pages != self.code_pages:
            if self.code_pages:
                self.uc.mem_unmap(CODE_BASE, self.code_pages * PAGE)
            self.code_image = ctypes.create_string_buffer(pages * PAGE)
            read_exec = unicorn.UC_PROT_READ | unicorn.UC_PROT_EXEC
            self.uc.mem_map_ptr(CODE_BASE, pages * PAGE, read_exec, self.code_image)
            self.code_pages = pages
        # written in host memory: mem_write into a page the guest may not write lifts the
        # protection for the write, and the TLB flushes that costs took ~13 ms a kernel
        # once the TLB had grown (measured); the guest still cannot write its code
        ctypes.memmove(self.code_image, code.ljust(pages * PAGE, b"\xcc"), pages * PAGE)
        # translated blocks of the previous code would otherwise run again (measured)
        self.uc.ctl_remove_cache(CODE_BASE, CODE_BASE + pages * PAGE)
        self.code = code

    def place_buffers(self, kernel: Kernel) -> list[BufferRegion]:
        if kernel is self.placed_kernel:  # kernels are immutable: same parameters, same layout
            return self.regions
        regions = []
        for slot, param in enumerate(kernel.buffers):
            base = param.dtype.base
            nbytes = param.dtype.size * base.itemsize
            if nbytes > BUFFER_END_IN_SLOT - PAGE:
                raise Refused(f"buffer %{param.arg[1]} ({nbytes} bytes) is too large to emulate")
            end = BUFFER_SLOTS + slot * SLOT_SIZE + BUFFER_END_IN_SLOT
            region = BufferRegion(
                param.arg[1], end - nbytes, nbytes, base.itemsize, param.dtype.size
            )
            self._map_slot(slot, region.page_low, end)
            self._hook_slot(slot, region)
            regions.append(region)
        self.regions = regions
        self.placed_kernel = kernel
        return regions

    def _map_slot(self, slot: int, low: int, high: int) -> None:
        if self.mapped_slots.get(slot) == (low, high):
            return
        if slot in self.mapped_slots:
            old_low, old_high = self.mapped_slots.pop(slot)
            if old_high > old_low:
                self.uc.mem_unmap(old_low, old_high - old_low)
        if high > low:
            self.uc.mem_map(low, high - low, unicorn.UC_PROT_READ | unicorn.UC_PROT_WRITE)
        self.mapped_slots[slot] = (low, high)

    def _hook_slot(self, slot: int, region: BufferRegion) -> None:
        """A hook on the slack before the buffer in its first page, where page protection
        can't see an underrun. Only out-of-bounds accesses ever reach it."""
        if slot in self.guard_hooks:
            if self.guard_hooks[slot][0] == region:
                return
            for handle in self.guard_hooks.pop(slot)[1]:
                self.uc.hook_del(handle)
        kinds = unicorn.UC_HOOK_MEM_READ | unicorn.UC_HOOK_MEM_WRITE
        handles = []
        if region.start > region.page_low:
            low, high = region.page_low, region.start - 1
            handles.append(self.uc.hook_add(kinds, self._on_guarded_access, region, low, high))
        self.guard_hooks[slot] = (region, handles)

    # --- hooks: record the first fault and stop ------------------------------------------

    def _record(self, fault: ExecutionError) -> None:
        if self.fault is None:
            self.fault = fault

    def _instruction_offset(self) -> int | None:
        offset = self.uc.reg_read(x86.UC_X86_REG_RIP) - CODE_BASE
        return offset if 0 <= offset < len(self.code) else None

    def _out_of_bounds(self, access: int, address: int, size: int) -> OutOfBounds:
        where = self._instruction_offset()
        writes = (unicorn.UC_MEM_WRITE, unicorn.UC_MEM_WRITE_UNMAPPED, unicorn.UC_MEM_WRITE_PROT)
        kind = "write" if access in writes else "read"
        if where is not None and address % PAGE == 0:  # maybe the middle of a straddling access
            kind, size, address = faulting_access(
                self.code, where, CODE_BASE + where, self._register, address, kind == "write"
            )
        region = self.region_of(address)
        if region is None:
            return OutOfBounds(
                None,
                None,
                address,
                where,
                instruction_text(self.code, where),
                access=kind,
                size=size,
            )
        return OutOfBounds(
            region.name,
            address - region.start,
            address,
            where,
            instruction_text(self.code, where),
            access=kind,
            size=size,
            itemsize=region.itemsize,
            elements=region.elements,
        )

    def _register(self, name: str) -> int:
        return self.uc.reg_read(_register_id(name))

    def region_of(self, address: int) -> BufferRegion | None:
        slot = (address - BUFFER_SLOTS) // SLOT_SIZE
        return self.regions[slot] if 0 <= slot < len(self.regions) else None

    def _on_guarded_access(self, uc, access, address, size, value, region: BufferRegion):
        if address < region.start or address + size > region.end:
            self._record(self._out_of_bounds(access, address, size))
            uc.emu_stop()

    def _on_unmapped(self, uc, access, address, size, value, user_data) -> bool:
        if access == unicorn.UC_MEM_FETCH_UNMAPPED:
            self._record(Crashed("SIGSEGV", address, "jump to an unmapped address"))
        else:
            self._record(self._out_of_bounds(access, address, size))
        return False  # stop: the access is not retried

    def _on_protected(self, uc, access, address, size, value, user_data) -> bool:
        if access == unicorn.UC_MEM_FETCH_PROT:
            self._record(Crashed("SIGSEGV", address, "jump into non-executable memory"))
        else:
            self._record(self._out_of_bounds(access, address, size))
        return False

    def _on_cpu_exception(self, uc, number, user_data) -> None:
        signal, why = CPU_EXCEPTIONS.get(number, ("SIGSEGV", f"CPU exception {number}"))
        where = self._instruction_offset()
        self._record(
            Crashed(
                signal,
                None,
                why,
                instruction_address=where,
                disassembly=instruction_text(self.code, where),
            )
        )
        uc.emu_stop()

    # --- one run -------------------------------------------------------------------------

    def run(self, code: bytes, kernel: Kernel, args: Args, budget: int, abi: str) -> None:
        if reason := unicorn_refusal(code):
            raise Refused(f"Unicorn refuses this code: {reason}")
        self.load_code(code)
        regions = {r.name: r for r in self.place_buffers(kernel)}
        uc = self.uc
        for name, region in regions.items():
            uc.mem_write(region.start, _input_bytes(args.buffers[name], region))
        uc.context_restore(self.initial_context)

        values = []
        for param, value in zip(kernel.params, args.ordered(kernel), strict=True):
            if param.op is Ops.PARAM:
                values.append(regions[param.arg[1]].start)
            else:
                values.append(argument_bits(param.dtype, int(value)))
        rsp = self.write_stack(values, abi)

        self.fault = None
        try:
            uc.emu_start(ENTRY_STUB, STOP_ADDRESS, count=budget + STUB_INSTRUCTIONS)
        except unicorn.UcError as error:
            if self.fault is None:
                self._record(self._translate(error))
        if self.fault is not None:
            raise self.fault
        if uc.reg_read(x86.UC_X86_REG_RIP) != STOP_ADDRESS:
            raise BudgetExceeded(budget, self._instruction_offset())
        self._check_calling_convention(rsp + 8, abi)

        for name, region in regions.items():
            _copy_out(uc.mem_read(region.start, region.nbytes), args.buffers[name])

    def write_stack(self, values: list[int], abi: str = "sysv") -> int:
        """Lay out the stack for a call with argument `values` in slot order and write all
        of it, poison included, with one mem_write; returns rsp at entry. SysV: parameters
        7.. at [rsp+8], [rsp+16], ...; win64: parameters 5.. at [rsp+40], [rsp+48], ...
        above the shadow space; rsp+8 is 16-byte aligned at entry."""
        if abi == "win64":
            arguments = dict(zip(WIN64_PARAM_REGISTERS, values, strict=False))
            registers = [
                arguments.get(name, WIN64_SENTINELS.get(name, GPR_POISON[name]))
                for name in PARAM_REGISTERS  # the entry stub's order
            ]
            stack_values = [STACK_POISON] * WIN64_SHADOW_WORDS + values[4:]
        else:
            registers = values[: len(PARAM_REGISTERS)]
            registers += [GPR_POISON[name] for name in PARAM_REGISTERS[len(registers) :]]
            stack_values = values[len(PARAM_REGISTERS) :]
        rsp = (ARGUMENT_RECORD - 256 - 8 * len(stack_values)) // 16 * 16 - 8
        if rsp - 4096 < STACK_LOW:
            raise Refused(f"{len(stack_values)} stack parameters do not fit the emulated stack")
        frame_offset, record_offset = rsp - STACK_LOW, ARGUMENT_RECORD - STACK_LOW
        view = self.stack_view
        low = min(frame_offset, self.patched_from)  # undo the last run's frame first
        view[low:] = _STACK_POISON_BYTES[low:]
        frame = [RETURN_STUB, *stack_values]
        view[frame_offset : frame_offset + 8 * len(frame)] = _qwords(frame)
        view[record_offset:] = _qwords([*registers, rsp, CODE_BASE])
        self.patched_from = frame_offset
        self.uc.mem_write(STACK_LOW, self.stack_image)
        return rsp

    def _translate(self, error: unicorn.UcError) -> ExecutionError:
        where = self._instruction_offset()
        text = instruction_text(self.code, where)
        if error.errno == unicorn.UC_ERR_INSN_INVALID:
            return Crashed(
                "SIGILL",
                None,
                "Unicorn cannot execute this instruction",
                instruction_address=where,
                disassembly=text,
            )
        return Crashed(
            "SIGSEGV",
            None,
            f"Unicorn stopped: {error}",
            instruction_address=where,
            disassembly=text,
        )

    def _check_calling_convention(self, expected_rsp: int, abi: str) -> None:
        """What the ABI promises the caller, from the return stub's record."""
        record = self.uc.mem_read(RETURN_RECORD, 8 * len(RETURN_RECORD_FIELDS))
        values = struct.unpack(f"<{len(RETURN_RECORD_FIELDS)}Q", record)
        found = dict(zip(RETURN_RECORD_FIELDS, values, strict=True))
        broken = []
        sentinels = {name: value for name, (_, value) in CALLEE_SAVED_SENTINELS.items()}
        if abi == "win64":
            sentinels |= WIN64_SENTINELS
        for name, value in sentinels.items():
            if found[name] != value:
                broken.append(f"{name} is {found[name]:#x} on return, was {value:#x}")
        if abi == "win64":
            vectors = self.uc.mem_read(RETURN_VECTORS, 16 * len(WIN64_VECTORS))
            for k, name in enumerate(WIN64_VECTORS):
                actual = int.from_bytes(vectors[16 * k : 16 * k + 16], "little")
                if actual != VECTOR_POISON[name]:
                    expected = VECTOR_POISON[name]
                    broken.append(f"{name} is {actual:#034x} on return, was {expected:#034x}")
        if found["rsp"] != expected_rsp:
            broken.append(f"rsp is {found['rsp']:#x} on return, expected {expected_rsp:#x}")
        if found["rflags"] & DIRECTION_FLAG:
            broken.append("the direction flag (DF) is set on return; the ABI requires it clear")
        for what, before, after, fields, ignored in (
            (
                "MXCSR",
                MXCSR_DEFAULT,
                found["mxcsr"] & 0xFFFF_FFFF,
                MXCSR_CONTROL_FIELDS,
                ~MXCSR_CONTROL,
            ),
            ("the x87 control word", FPCW_DEFAULT, found["fpcw"] & 0xFFFF, X87_CONTROL_FIELDS, 0),
        ):  # the same wording as the native checks (hostile_call.abi_error)
            if change := control_word_change(what, before, after, fields, ignored):
                broken.append(change)
        if broken:
            raise AbiViolation("; ".join(broken))


def argument_bits(dtype, value: int) -> int:
    """The 64 bits a hostile caller passes for scalar `value` of `dtype`: the defined bits
    (8 for bool, whose bits 1-7 are zero, else the dtype's width) and GARBAGE_ABOVE above."""
    defined = 8 if dtype.is_bool else dtype.bits
    low_mask = (1 << defined) - 1
    return (value & low_mask) | (GARBAGE_ABOVE & ~low_mask & ((1 << 64) - 1))


def _qwords(values: list[int]) -> bytes:
    return struct.pack(f"<{len(values)}Q", *values)


_STACK_POISON_BYTES = _qwords([STACK_POISON]) * (STACK_SIZE // 8)


@functools.cache
def _register_id(name: str) -> int:
    return getattr(x86, f"UC_X86_REG_{name.upper()}")


def _input_bytes(array: np.ndarray, region: BufferRegion) -> bytes:
    data = np.ascontiguousarray(array).tobytes()
    if len(data) != region.nbytes:
        raise ValueError(
            f"buffer %{region.name}: the kernel declares {region.elements} elements "
            f"({region.nbytes} bytes), the argument has {len(data)} bytes"
        )
    return data


def _copy_out(data: bytes | bytearray, array: np.ndarray) -> None:
    np.copyto(array, np.frombuffer(bytes(data), dtype=array.dtype).reshape(array.shape))


_per_thread = threading.local()


def machine() -> Machine:
    """This thread's Unicorn machine (a new one after fork: Unicorn state is not fork-safe)."""
    cached = getattr(_per_thread, "machine", None)
    if cached is None or cached[0] != os.getpid():
        cached = (os.getpid(), Machine())
        _per_thread.machine = cached
    return cached[1]


def run_unicorn(
    code: bytes, kernel: Kernel, args: Args, budget: int = DEFAULT_BUDGET, abi: str = "sysv"
) -> None:
    """Run `code` (x86-64-v2, entry at offset 0) on `args` under Unicorn, called as a System V
    caller would (`abi` "sysv") or a Windows x64 one ("win64").

    Raises Refused (VEX/EVEX or post-v2 code), OutOfBounds, BudgetExceeded (more than `budget`
    instructions), Crashed or AbiViolation; `args.buffers` change only on success."""
    machine().run(bytes(code), kernel, args, budget, abi)
