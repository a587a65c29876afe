"""Native execution of generated machine code: W^X memory, a ctypes call, a CPU check.

Where this sits: the "native" executor of the x86 backend. `load_code` copies machine code
into a fresh anonymous mapping that is writable but not executable, then flips it to
read+execute (never both at once) and returns a ctypes function for it. The mapping is
unmapped when the returned `NativeCode` is garbage collected.

`missing_features` reads CPUID flags (via /proc/cpuinfo, target.py) so a backend can
refuse with a clear reason instead of dying on SIGILL.

`ctypes_runner` is the one way native code is called, whoever produced it: the C backend
(a shared object), the LLVM backend (a JIT address) and the x86 backend (a mapping).
"""

from __future__ import annotations

import ctypes
import mmap
import weakref
from collections.abc import Callable

import numpy as np

from refimpl.backends.base import Args
from refimpl.backends.x86.target import Target, missing_host_features
from refimpl.ir import Kernel, Ops, UOp

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                       ctypes.c_int, ctypes.c_long]  # fmt: skip
_libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
_MAP_FAILED = ctypes.c_void_p(-1).value


def missing_features(target: Target) -> list[str]:
    """CPU features `target` needs that this machine lacks (empty: code can run here)."""
    return missing_host_features(target)


class NativeCode:
    """Executable machine code. `function(*argtypes)` gives a callable ctypes function."""

    def __init__(self, code: bytes):
        self.size = max(len(code), 1)
        address = _libc.mmap(None, self.size, mmap.PROT_READ | mmap.PROT_WRITE,
                             mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)  # fmt: skip
        if address in (None, _MAP_FAILED):
            raise OSError(ctypes.get_errno(), "mmap failed")
        self.address = address
        weakref.finalize(self, _libc.munmap, address, self.size)
        ctypes.memmove(address, code, len(code))
        # W^X: the page stops being writable before it becomes executable
        if _libc.mprotect(address, self.size, mmap.PROT_READ | mmap.PROT_EXEC) != 0:
            raise OSError(ctypes.get_errno(), "mprotect(PROT_READ|PROT_EXEC) failed")

    def function(self, argtypes: list) -> ctypes._CFuncPtr:
        prototype = ctypes.CFUNCTYPE(None, *argtypes)
        fn = prototype(self.address)
        fn._code = self  # keep the mapping alive as long as the function
        return fn


def load_code(code: bytes) -> NativeCode:
    return NativeCode(code)


# --- calling a kernel through ctypes (C, LLVM and x86 native code alike) -------------------

SCALAR_CTYPES = {
    "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
    "u8": ctypes.c_uint8, "u16": ctypes.c_uint16, "u32": ctypes.c_uint32,
    "u64": ctypes.c_uint64,
}  # fmt: skip


def check_buffer(param: UOp, array: object) -> None:
    """Refuse arrays the kernel would read out of bounds or misinterpret."""
    ptr = param.dtype
    name = param.arg[1]
    if not isinstance(array, np.ndarray):
        raise TypeError(f"buffer %{name} must be a numpy array, got {type(array).__name__}")
    if array.dtype != ptr.base.np or not array.flags.c_contiguous or array.size < ptr.size:
        raise ValueError(
            f"buffer %{name} must be a C-contiguous {ptr.base.np} array of at least "
            f"{ptr.size} elements, got {array.dtype}{list(array.shape)}"
        )


def ctypes_runner(
    address: int, kernel: Kernel, keepalive: object, wide_scalars: bool = False
) -> Callable[[Args], None]:
    """Call the function at `address` with the kernel's parameters in slot order (the calling
    convention of backends/base.py). `keepalive` is whatever owns the code (a library, a JIT
    engine, a mapping). With `wide_scalars` every scalar is passed as a full 64-bit register
    (the x86 backend reads them so)."""

    def scalar_type(dtype) -> type:
        return ctypes.c_int64 if wide_scalars else SCALAR_CTYPES[dtype.name]

    argtypes = [
        ctypes.c_void_p if p.op is Ops.PARAM else scalar_type(p.dtype) for p in kernel.params
    ]
    function = ctypes.CFUNCTYPE(None, *argtypes)(address)

    def run(args: Args) -> None:
        values = []
        for param, value in zip(kernel.params, args.ordered(kernel), strict=True):
            if param.op is Ops.PARAM:
                check_buffer(param, value)
                values.append(value.ctypes.data)
            elif wide_scalars:
                wrapped = int(value) & ((1 << 64) - 1)
                values.append(wrapped - (1 << 64) if wrapped >> 63 else wrapped)
            else:
                values.append(int(value))
        function(*values)

    run.keepalive = keepalive  # type: ignore[attr-defined]  # the code must outlive every call
    return run
