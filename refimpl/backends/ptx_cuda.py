"""The PTX backend's execution path: load a module through the CUDA driver and run its kernels.

Where this sits: used only by refimpl/backends/ptx.py's `build`, and only when an NVIDIA GPU
of compute capability 8.0 or newer, its driver and `cuda-python` (`cuda.bindings.driver`) are
present; `unavailable()` says which is missing, and the suite skips every executing test
with that reason. Nothing else in uopcheck imports the driver, so this module is the whole
of what a machine with a GPU exercises beyond rendering and ptxas.

A run: copy every buffer of the Args to the device, launch the entry as one block of one
thread (it runs the whole kernel, refimpl/backends/ptx.py), copy every buffer back. Scalar
parameters are passed as their dtype's size, as the entry's `.param`s declare them.

Not exercised on the machine this was written on (no GPU): the driver calls follow the
CUDA driver API documentation of cuda-python 12.x/13.x.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Sequence

from refimpl.backends.base import Args, BackendUnavailable, Program, Runner
from refimpl.ir import Ops

# ctypes type of a scalar parameter, by dtype (the entry's `.param` types, ptx.MEM_TYPE)
SCALAR_CTYPE = {
    "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
    "u8": ctypes.c_uint8, "u16": ctypes.c_uint16, "u32": ctypes.c_uint32, "u64": ctypes.c_uint64,
}  # fmt: skip


def _driver():
    try:
        from cuda.bindings import driver  # cuda-python >= 12.6
    except ImportError:
        from cuda import cuda as driver  # older cuda-python
    return driver


def _check(result):
    """cuda-python returns (error, *values): raise on an error, else the value(s)."""
    error, *values = result if isinstance(result, tuple) else (result,)
    if int(error) != 0:
        raise RuntimeError(f"CUDA driver error {error}")
    return values[0] if len(values) == 1 else tuple(values)


@functools.cache
def _context_or_reason():
    """(the primary context of device 0, None) or (None, why there is none)."""
    try:
        driver = _driver()
    except ImportError as e:
        return None, f"no NVIDIA GPU/driver: cuda-python is not installed ({e})"
    try:
        _check(driver.cuInit(0))
        if _check(driver.cuDeviceGetCount()) == 0:
            return None, "no NVIDIA GPU/driver: the CUDA driver sees no device"
        device = _check(driver.cuDeviceGet(0))
        attribute = driver.CUdevice_attribute
        major = _check(
            driver.cuDeviceGetAttribute(
                attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device
            )
        )
        if major < 8:
            return None, f"the GPU has compute capability {major}.x; the PTX targets sm_80"
        context = _check(driver.cuDevicePrimaryCtxRetain(device))
        _check(driver.cuCtxSetCurrent(context))
    except Exception as e:  # noqa: BLE001 - any driver failure means "cannot run here"
        return None, f"no NVIDIA GPU/driver ({type(e).__name__}: {e})"
    return context, None


def unavailable() -> str | None:
    return _context_or_reason()[1]


def load(ptx: str, entries: Sequence[str], programs: Sequence[Program]) -> list[Runner]:
    """One runner per program: entry `entries[k]` of the module `ptx` runs `programs[k]`."""
    if reason := unavailable():
        raise BackendUnavailable(reason)
    driver = _driver()
    module = _check(driver.cuModuleLoadData(ptx.encode() + b"\0"))  # the driver JITs it
    return [
        _Kernel(_check(driver.cuModuleGetFunction(module, entry.encode())), program, module)
        for entry, program in zip(entries, programs, strict=True)
    ]


class _Kernel:
    def __init__(self, function, program: Program, module):
        self.function, self.kernel, self.module = function, program.kernel, module

    def __call__(self, args: Args) -> None:
        driver = _driver()
        _check(driver.cuCtxSetCurrent(_context_or_reason()[0]))
        device_buffers, values = [], []
        for p in self.kernel.params:
            if p.op is Ops.PARAM:
                array = args.buffers[p.arg[1]]
                pointer = _check(driver.cuMemAlloc(array.nbytes))
                _check(driver.cuMemcpyHtoD(pointer, array.ctypes.data, array.nbytes))
                device_buffers.append((pointer, array))
                values.append(ctypes.c_uint64(int(pointer)))
            else:
                values.append(SCALAR_CTYPE[p.dtype.name](args.vars[p.arg[1]]))
        pointers = (ctypes.c_void_p * len(values))(*(ctypes.addressof(v) for v in values))
        try:
            _check(
                driver.cuLaunchKernel(
                    self.function, 1, 1, 1, 1, 1, 1, 0, 0, ctypes.addressof(pointers), 0
                )
            )
            _check(driver.cuCtxSynchronize())
            for pointer, array in device_buffers:
                _check(driver.cuMemcpyDtoH(array.ctypes.data, pointer, array.nbytes))
        finally:
            for pointer, _ in device_buffers:
                driver.cuMemFree(pointer)


__all__ = ["load", "unavailable"]
