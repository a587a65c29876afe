"""Native execution of generated machine code: W^X memory, a ctypes call, a CPU check.

Where this sits: the "native" executor of the x86 backend. `load_code` copies machine code
into a fresh anonymous mapping that is writable but not executable, then flips it to
read+execute (never both at once) and returns a ctypes function for it. The mapping is
unmapped when the returned `NativeCode` is garbage collected.

`missing_features` reads CPUID flags (via /proc/cpuinfo, target.py) so a backend can
refuse with a clear reason instead of dying on SIGILL.
"""

from __future__ import annotations

import ctypes
import mmap
import weakref

from refimpl.backends.x86.target import Target, missing_host_features

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
