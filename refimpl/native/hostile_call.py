"""The Python side of hostile_call.h and of the C programs built on it.

Where this sits: shared by the native call (call.py, native_guard.c beside it) and the
guarded and qemu executors' runner process (runtime/runner.py, kernel_runner.c). Both C
programs enter a kernel through hostile_call.h's trampoline with MAX_PARAMS argument words,
return its ABI record when the kernel broke the calling convention (`abi_error` reads it),
and report a fault with the registers at the fault (GREG_NAMES, SIGNAL_DETAILS).
`built_from_source` compiles either of them once into the cache.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import struct
import subprocess
from pathlib import Path

from refimpl.errors import AbiViolation, BackendUnavailable

MAX_PARAMS = 64  # both C programs call every kernel with 64 argument words (UOP_WORDS)
HEADERS = [Path(__file__).with_name("hostile_call.h")]  # included by both C programs

# --- what the kernel broke of the calling convention ------------------------------------

ABIS = ("sysv", "win64")  # the calling conventions a kernel is entered with (Options.abi)
ABI_REGISTERS = ("rbx", "rbp", "r12", "r13", "r14", "r15", "rsp", "rdi", "rsi")  # ABI_RECORD
WIN64_VECTORS = tuple(f"xmm{n}" for n in range(6, 16))  # their low 128 bits: callee-saved
# struct uop_abi_record (hostile_call.h), in the runner's STATUS_ABI answer and in the native
# call's report: found[9], expected[9] (ABI_REGISTERS; rdi and rsi checked only for win64),
# rflags, mxcsr before/after, x87 control word before/after, win64, then xmm6..xmm15 found
# and expected (two quadwords each; win64 only)
ABI_RECORD = struct.Struct("<9Q9QQIIHHI20Q20Q")
RFLAGS_DF = 0x400
MXCSR_FLAGS = 0x3F  # exception status bits: caller-saved, a kernel may set them

# The callee-saved fields of the two floating-point control words, each named in a report
# when it changed (Intel SDM vol. 1, 10.2.3 "MXCSR Control and Status Register" and 8.1.5
# "x87 FPU Control Word"): (mask, name). MXCSR's status flags (bits 0-5) are not among them.
MXCSR_CONTROL_FIELDS = (
    (0x0040, "denormals-are-zero (DAZ, bit 6)"),
    (0x0080, "invalid-operation mask (IM, bit 7)"),
    (0x0100, "denormal-operand mask (DM, bit 8)"),
    (0x0200, "divide-by-zero mask (ZM, bit 9)"),
    (0x0400, "overflow mask (OM, bit 10)"),
    (0x0800, "underflow mask (UM, bit 11)"),
    (0x1000, "precision mask (PM, bit 12)"),
    (0x6000, "rounding control (RC, bits 13-14)"),
    (0x8000, "flush-to-zero (FTZ, bit 15)"),
)
X87_CONTROL_FIELDS = (
    (0x0001, "invalid-operation mask (IM, bit 0)"),
    (0x0002, "denormal-operand mask (DM, bit 1)"),
    (0x0004, "divide-by-zero mask (ZM, bit 2)"),
    (0x0008, "overflow mask (OM, bit 3)"),
    (0x0010, "underflow mask (UM, bit 4)"),
    (0x0020, "precision mask (PM, bit 5)"),
    (0x0300, "precision control (PC, bits 8-9)"),
    (0x0C00, "rounding control (RC, bits 10-11)"),
    (0x1000, "infinity control (X, bit 12)"),
)


def control_word_change(
    what: str, before: int, after: int, fields: tuple[tuple[int, str], ...], ignored: int = 0
) -> str | None:
    """The report of a floating-point control word with a callee-saved bit changed ("MXCSR
    is 0x9f80 on return, was 0x1f80: flush-to-zero (FTZ, bit 15) changed"), naming each of
    `fields` that changed, or None. `ignored` bits (MXCSR's status flags) are the kernel's."""
    diff = (before ^ after) & ~ignored
    if not diff:
        return None
    changed = [name for mask, name in fields if diff & mask] or ["a reserved bit"]
    return f"{what} is {after:#x} on return, was {before:#x}: {', '.join(changed)} changed"


def abi_error(record: tuple) -> AbiViolation:
    """What the kernel broke of the calling convention, from an ABI_RECORD: callee-saved
    registers (win64: with rdi, rsi and xmm6..xmm15) or rsp changed (same wording as the
    Unicorn executor's check), the direction flag left set, MXCSR or x87 control bits
    changed, each field named."""
    count = len(ABI_REGISTERS)
    found, expected = record[:count], record[count : 2 * count]
    rflags, mxcsr_before, mxcsr_after, fcw_before, fcw_after = record[2 * count : 2 * count + 5]
    vectors = record[2 * count + 6 :]
    half = len(vectors) // 2
    broken = []
    for name, actual, value in zip(ABI_REGISTERS, found, expected, strict=True):
        if actual != value:
            verb = "expected" if name == "rsp" else "was"
            broken.append(f"{name} is {actual:#x} on return, {verb} {value:#x}")
    for k, name in enumerate(WIN64_VECTORS):
        actual = vectors[2 * k] | vectors[2 * k + 1] << 64
        value = vectors[half + 2 * k] | vectors[half + 2 * k + 1] << 64
        if actual != value:
            broken.append(f"{name} is {actual:#034x} on return, was {value:#034x}")
    if rflags & RFLAGS_DF:
        broken.append("the direction flag is set on return (DF must be clear)")
    for what, before, after, fields, ignored in (
        ("MXCSR", mxcsr_before, mxcsr_after, MXCSR_CONTROL_FIELDS, MXCSR_FLAGS),
        ("the x87 control word", fcw_before, fcw_after, X87_CONTROL_FIELDS, 0),
    ):
        if change := control_word_change(what, before, after, fields, ignored):
            broken.append(change)
    return AbiViolation("; ".join(broken))


# --- a fault report ----------------------------------------------------------------------

# index of each register in ucontext gregs (<sys/ucontext.h>: REG_R8 = 0, ... REG_CR2 = 22)
GREG_NAMES = (
    "r8 r9 r10 r11 r12 r13 r14 r15 rdi rsi rbp rbx rdx rax rcx rsp rip "
    "eflags csgsfs err trapno oldmask cr2"
).split()
GREG = {name: index for index, name in enumerate(GREG_NAMES)}

SIGNAL_DETAILS = {  # (signal, si_code) -> why, for the signals that are not memory faults
    (signal.SIGFPE, 1): "integer divide by zero",
    (signal.SIGFPE, 2): "integer overflow (e.g. INT_MIN / -1)",
    (signal.SIGILL, 1): "illegal opcode (an instruction this CPU does not have?)",
    (signal.SIGILL, 2): "illegal operand",
    (signal.SIGTRAP, 128): "breakpoint (int3), e.g. execution ran past the end of the code",
    (signal.SIGSEGV, 128): "general protection fault, e.g. a misaligned aligned load/store",
}


# --- building the C ------------------------------------------------------------------------


def compiler() -> str:
    return os.environ.get("CC", "cc")


def cache_dir() -> Path:
    root = os.environ.get("UOPCHECK_CACHE") or Path(__file__).resolve().parents[2] / ".cache"
    return Path(root) / "runner"


def built_from_source(source: Path, flags: list[str], stem: str, what: str) -> Path:
    """`$CC flags -o <cache>/<stem><key> source`, reused while the source, hostile_call.h
    (HEADERS), the compiler and the flags stay the same: the call guard (native_guard.c, by
    call.py) and the kernel runner (kernel_runner.c, by runtime/runner.py)."""
    cc = compiler()
    if shutil.which(cc) is None:
        raise BackendUnavailable(f"C compiler {cc!r} not found (set $CC)")
    text = source.read_bytes() + b"".join(h.read_bytes() for h in sorted(HEADERS))
    key = hashlib.sha256(text + repr((cc, flags)).encode()).hexdigest()[:16]
    binary = cache_dir() / f"{stem}{key}"
    if binary.exists():
        return binary
    binary.parent.mkdir(parents=True, exist_ok=True)
    temporary = binary.with_name(f"{binary.name}.{os.getpid()}.tmp")
    done = subprocess.run(
        [cc, *flags, "-o", str(temporary), str(source)], capture_output=True, text=True
    )
    if done.returncode != 0:
        temporary.unlink(missing_ok=True)
        tail = "\n".join(done.stderr.strip().splitlines()[-6:])
        raise BackendUnavailable(f"cannot {what} with {cc}:\n{tail}")
    os.replace(temporary, binary)  # atomic: a concurrent build of the same key is harmless
    return binary
