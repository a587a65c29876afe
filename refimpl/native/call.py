"""Native execution of generated machine code: W^X memory and a guarded ctypes call.

Where this sits: below the backends, whose runners call their code through it, and the
executors (the x86 backend's "native" executor is runtime/native.py). `load_code` copies
machine code into a fresh anonymous mapping that is writable but not executable, then flips
it to read+execute (never both at once) and returns a ctypes function for it. The mapping is
unmapped when the returned `NativeCode` is garbage collected.

`ctypes_runner` is the one way native code is called, whoever produced it: the C backend
(a shared object), the LLVM backend (a JIT address), tinygrad's and the x86 backend's code
(a mapping). It goes through native_guard.c, so every call has a deadline (TimedOut) and a
fault in the kernel is an exception (Crashed, OutOfBounds) instead of the death of this
process, and through the hostile trampoline of hostile_call.h, shared with the guarded
runner: what the System V ABI leaves unspecified is poisoned (the POISON_* values below;
`argument_word` for the bits above a narrow scalar) and what it promises is checked on
return (AbiViolation). docs/executors.md says what this cannot catch: a stray write that
lands in mapped memory of this process.
"""

from __future__ import annotations

import ctypes
import functools
import mmap
import signal
import struct
import weakref
from collections.abc import Callable
from pathlib import Path

import numpy as np

from refimpl.args import Args
from refimpl.dtypes import BITS_DTYPE, NARROW_FLOATS, NUMPY_NAMES
from refimpl.errors import Crashed, TimedOut
from refimpl.ir import Kernel, Ops, UOp
from refimpl.native.hostile_call import (
    ABI_RECORD,
    ABIS,
    GREG_NAMES,
    MAX_PARAMS,
    SIGNAL_DETAILS,
    abi_error,
    built_from_source,
)

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [
    ctypes.c_void_p,
    ctypes.c_size_t,
    ctypes.c_int,
    ctypes.c_int,
    ctypes.c_int,
    ctypes.c_long,
]
_libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
_MAP_FAILED = ctypes.c_void_p(-1).value


class NativeCode:
    """Executable machine code in a mapping of its own: reserved writable (`NativeCode(size)`),
    then `seal(code)` copies the code in and makes it read+execute. Reserving first lets a
    loader that relocates for the final address (an ELF image) learn it before writing."""

    def __init__(self, size: int):
        self.size = max(size, 1)
        address = _libc.mmap(
            None,
            self.size,
            mmap.PROT_READ | mmap.PROT_WRITE,
            mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS,
            -1,
            0,
        )
        if address in (None, _MAP_FAILED):
            raise OSError(ctypes.get_errno(), "mmap failed")
        self.address = address
        weakref.finalize(self, _libc.munmap, address, self.size)

    def seal(self, code: bytes) -> None:
        if len(code) > self.size:
            raise ValueError(f"{len(code)} bytes of code do not fit a {self.size}-byte mapping")
        ctypes.memmove(self.address, code, len(code))
        # W^X: the page stops being writable before it becomes executable
        if _libc.mprotect(self.address, self.size, mmap.PROT_READ | mmap.PROT_EXEC) != 0:
            raise OSError(ctypes.get_errno(), "mprotect(PROT_READ|PROT_EXEC) failed")

    def function(self, argtypes: list) -> ctypes._CFuncPtr:
        prototype = ctypes.CFUNCTYPE(None, *argtypes)
        fn = prototype(self.address)
        fn._code = self  # keep the mapping alive as long as the function
        return fn


def load_code(code: bytes) -> NativeCode:
    mapping = NativeCode(len(code))
    mapping.seal(code)
    return mapping


# --- what the calling convention leaves unspecified, poisoned (hostile_call.h) -------------

# The poison values of hostile_call.h, for tests and for reading a wrong result. Each is a
# non-canonical address (a use as a pointer faults) and a signalling NaN as a double and in
# its low float lane.
POISON_RAX = 0x7FF50A007FA50A00
POISON_R10 = 0x7FF50A107FA50A10
POISON_R11 = 0x7FF50A117FA50A11
POISON_STACK = 0x7FF50C007FA50C00  # every quadword of [rsp-4096, rsp) at the kernel's entry
POISON_STACK_BYTES = 4096
POISON_SHADOW = 0x7FF50C107FA50C10  # win64: each quadword of the caller's 32-byte shadow space
POISON_NARROW = 0x7FF50F007FA50F00  # the bits above a narrow scalar argument's width


def poison_unused_argument(slot: int) -> int:
    """Argument slot `slot` (System V 0: rdi .. 5: r9, 6..63: the stack; win64 0: rcx ..
    3: r9, 4..63: the stack) when no parameter uses it."""
    return 0x7FF50B007FA50B00 | slot << 32 | slot


def poison_vector(register: int, upper: bool = False) -> int:
    """Every 64-bit lane of xmm`register` (`upper`: of bits 255:128 of ymm`register`)."""
    return (0x7FF50E007FA50E00 if upper else 0x7FF50D007FA50D00) | register << 32 | register


def argument_word(dtype, value: int) -> int:
    """The 64-bit word a scalar parameter of `dtype` travels in: its value in the low
    `dtype.itemsize` bytes, POISON_NARROW above them (the System V ABI leaves those bits
    unspecified, so a kernel must extend a narrow argument itself)."""
    mask = (1 << 8 * dtype.itemsize) - 1
    return (int(value) & mask) | (POISON_NARROW & ~mask & ((1 << 64) - 1))


# --- calling a kernel with a deadline and faults caught (native_guard.c) --------------------

DEFAULT_TIMEOUT = 10.0  # seconds per call; the conformance suite sets it from --kernel-timeout
GUARD_SOURCE = Path(__file__).with_name("native_guard.c")
GUARD_OK, GUARD_FAULT, GUARD_TIMEOUT, GUARD_ABI = 0, 1, 2, 3
# struct uop_report: status, signal, si_code, unused, fault address, 23 gregs (GREG_NAMES),
# then the struct uop_abi_record ABI_RECORD decodes
REPORT_HEAD = struct.Struct("<iiiiQ23Q")


@functools.cache
def _guard() -> ctypes._CFuncPtr:
    """native_guard.c's uop_call, built on first use into the runner cache."""
    flags = ["-O2", "-std=gnu11", "-shared", "-fPIC"]
    library = ctypes.CDLL(
        str(built_from_source(GUARD_SOURCE, flags, "native_guard-", "build native_guard.c"))
    )
    call = library.uop_call
    call.argtypes = [
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_uint64),
        ctypes.c_uint32,
        ctypes.c_double,
        ctypes.c_char_p,
        ctypes.c_uint32,
    ]
    call.restype = ctypes.c_int
    call._library = library  # the library stays loaded as long as the function is used
    return call


def check_buffer(param: UOp, array: object) -> None:
    """Refuse arrays the kernel would read out of bounds or misinterpret."""
    ptr = param.dtype
    name = param.arg[1]
    if not isinstance(array, np.ndarray):
        raise TypeError(f"buffer %{name} must be a numpy array, got {type(array).__name__}")
    if (
        not _passes_as(array.dtype, ptr.base)
        or not array.flags.c_contiguous
        or array.size < ptr.size
    ):
        raise ValueError(
            f"buffer %{name} must be a C-contiguous {ptr.base.np} array of at least "
            f"{ptr.size} elements, got {array.dtype}{list(array.shape)}"
        )


@functools.lru_cache(maxsize=256)
def _passes_as(array_dtype: np.dtype, base) -> bool:
    """Whether an array of `array_dtype` may be passed for a buffer of `base`: its own numpy
    dtype, or for an unsigned integer also a narrow float of its width, whose buffers the
    legalized kernel reads as bits (passes/legalize.py narrow_floats_to_bits). Remembered:
    asked for every buffer of every call, it was a quarter of a narrow kernel's call."""
    if array_dtype == base.np:
        return True
    return any(
        array_dtype.name == NUMPY_NAMES[d.name] and BITS_DTYPE[d.bits] == base
        for d in NARROW_FLOATS
    )


def ctypes_runner(
    address: int,
    kernel: Kernel,
    keepalive: object,
    *,
    code: bytes | None = None,
    timeout: float | None = None,
    fault_error: Callable[[tuple, bytes, Kernel], Exception] | None = None,
    abi: str = "sysv",
) -> Callable[[Args], None]:
    """Call the function at `address` with the kernel's parameters in slot order (the calling
    convention of backends/base.py), through native_guard.c: buffers as pointers, scalars as
    64-bit words with the bits above their width poisoned. `keepalive` is whatever owns the
    code (a library, a JIT engine, a mapping); `code`, when the caller has the machine code
    (the x86 backend), places a fault in it, and `fault_error(record, code, kernel)` then
    names the instruction and the buffer (runtime/runner.py's, given a record laid out as the
    runner's fault report). Each call may take `timeout` seconds (default: DEFAULT_TIMEOUT at
    the time of the call, 0: no limit). `abi` "win64" calls the function as a Windows x64
    caller would (hostile_call.h's uop_enter_win64: arguments in rcx, rdx, r8, r9, then the
    stack above the shadow space; rdi, rsi and xmm6..xmm15 checked on return).

    Raises errors.Crashed or OutOfBounds (a fault), TimedOut, or AbiViolation, and the process
    lives on; but a kernel that faulted or was stopped may have written to memory it does
    not own first, and buffers it wrote before stopping keep what it wrote."""
    params = kernel.params
    if len(params) > MAX_PARAMS:
        raise ValueError(f"native executor: more than {MAX_PARAMS} parameters")
    words_type = ctypes.c_uint64 * max(len(params), 1)
    report_size = REPORT_HEAD.size + ABI_RECORD.size
    call = _guard()
    if abi not in ABIS:
        raise ValueError(f"unknown calling convention {abi!r}; conventions are {', '.join(ABIS)}")
    win64 = int(abi == "win64")

    def run(args: Args) -> None:
        words = words_type()
        for slot, (param, value) in enumerate(zip(params, args.ordered(kernel), strict=True)):
            if param.op is Ops.PARAM:
                check_buffer(param, value)
                words[slot] = _data_address(value)
            else:
                words[slot] = argument_word(param.dtype, value)
        seconds = DEFAULT_TIMEOUT if timeout is None else timeout
        report = ctypes.create_string_buffer(report_size)
        status = call(address, words, len(params), seconds, report, win64)
        if status != GUARD_OK:
            raise _call_error(
                status, report.raw, seconds, address, code, kernel, words, fault_error
            )

    run.keepalive = keepalive  # type: ignore[attr-defined]  # the code must outlive every call
    return run


def _data_address(array: np.ndarray) -> int:
    """The address of `array`'s first element; a third of the cost of `array.ctypes.data`
    (measured: 0.6 against 1.8 us), which the suite pays tens of thousands of times."""
    try:
        return ctypes.addressof(ctypes.c_char.from_buffer(array))
    except (TypeError, ValueError):  # read-only, or ml_dtypes' types (no buffer protocol)
        return array.ctypes.data


def _call_error(
    status: int,
    raw: bytes,
    seconds: float,
    address: int,
    code: bytes | None,
    kernel: Kernel,
    words,
    fault_error: Callable[[tuple, bytes, Kernel], Exception] | None,
) -> Exception:
    if status < 0:
        return OSError("native_guard: could not prepare this thread (sigaltstack/timer_create)")
    head = REPORT_HEAD.unpack_from(raw)
    signal_number, signal_code, fault_address, gregs = head[1], head[2], head[4], head[5:]
    registers = dict(zip(GREG_NAMES, gregs, strict=True))
    rip = registers["rip"]
    in_code = code is not None and 0 <= rip - address < len(code)
    where = f" at code+{rip - address:#x}" if in_code else f" at rip {rip:#x}"
    if status == GUARD_TIMEOUT:
        return TimedOut(seconds, f"the kernel was stopped by a timer signal{where}")
    if status == GUARD_ABI:
        return abi_error(ABI_RECORD.unpack_from(raw, REPORT_HEAD.size))
    if code is not None and fault_error is not None:
        # machine code we have: decode the faulting instruction, name the buffer it missed
        starts = [words[p.arg[0]] for p in kernel.params if p.op is Ops.PARAM]
        record = (
            signal_number,
            signal_code,
            fault_address,
            1,
            len(starts),
            address,
            *gregs,
            *starts,
            *[0] * (MAX_PARAMS - len(starts)),
        )
        return fault_error(record, code, kernel)
    name = signal.Signals(signal_number).name
    if signal_number in (signal.SIGSEGV, signal.SIGBUS) and signal_code != 128:
        return Crashed(name, fault_address, f"memory fault in native code{where}")
    detail = SIGNAL_DETAILS.get((signal_number, signal_code), f"si_code {signal_code}")
    return Crashed(name, None, f"{detail}, in native code{where}")
