"""The native executor of x86 machine code: the code run in this process, faults decoded.

Where this sits: one of the executors (executors.py dispatches to it). The code goes into a
W^X mapping and is called through refimpl/native/call.py's guarded ctypes call, like any
backend's native code; a fault inside it is decoded like the runner process's
(runner.fault_error), naming the instruction and the buffer it missed.

The in-process call itself moved below the backends, which use it too (refimpl/native/);
`ctypes_runner`, `load_code` and `NativeCode` are imported here as well, so plugins written
against refimpl.runtime.native (docs/backends.md) keep working.
"""

from __future__ import annotations

from collections.abc import Callable

from refimpl.args import Args
from refimpl.ir import Kernel
from refimpl.native.call import (  # noqa: F401 - ctypes_runner, NativeCode: the older name
    NativeCode,
    ctypes_runner,
    load_code,
)
from refimpl.runtime.runner import fault_error


def native_runner(
    code: bytes, kernel: Kernel, timeout: float | None, abi: str = "sysv"
) -> Callable[[Args], None]:
    """A runner of `code` (the compiled form of `kernel`) in this process: a W^X mapping and
    the guarded ctypes call (as a `abi` caller), a fault decoded from the instruction and the
    registers."""
    mapping = load_code(code)
    return ctypes_runner(
        mapping.address,
        kernel,
        mapping,
        code=code,
        timeout=timeout,
        fault_error=fault_error,
        abi=abi,
    )
