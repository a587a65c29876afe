"""The kernel runner process: run emitted code outside this process, fenced by guard pages.

    run_guarded_native(code, kernel, args)   # on this CPU, out-of-bounds accesses reported
    run_qemu(code, kernel, args)             # x86-64-v3 code under qemu-x86_64

Where this sits: two executors of the x86 backend (executors.py dispatches to them). Both
speak to the same small C program, kernel_runner.c (its header documents the protocol and the
memory layout), built once with `$CC -O2 -static` into `.cache/runner/` and kept alive
across kernels: started directly for "guarded", as `qemu-x86_64 -cpu max kernel_runner` for
"qemu" (a launch costs ~15 ms, so one process serves many kernels; design §5).

What a caller gets: on success the output buffers, copied into `args.buffers`; otherwise
one of the errors of refimpl/errors.py and unchanged buffers. The runner reports a fault as
the signal, si_addr and all registers at the fault; here the faulting instruction is decoded
(iced-x86) and its memory operand recomputed from those registers, so an overrun that
straddles into the guard page is reported at the access's first byte, not at the page
boundary. The runner enters a kernel through the trampoline of refimpl/native/hostile_call.h
(shared with the native call; hostile_call.py is its Python side), which poisons what the ABI
leaves unspecified and checks the callee-saved registers, rsp, DF, MXCSR and the x87 control
word on return (AbiViolation, as under Unicorn); scalars travel as 64-bit words with the bits
above a narrow width poisoned (refimpl/native/call.py's argument_word). A runner that faulted
has exited; the next call starts a new one. A kernel that does not return within `timeout`
seconds is killed (TimedOut).
"""

from __future__ import annotations

import atexit
import ctypes
import functools
import os
import select
import shutil
import signal
import struct
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np

from refimpl.args import Args
from refimpl.errors import (
    BackendUnavailable,
    Crashed,
    ExecutionError,
    OutOfBounds,
    TimedOut,
    apt_install_command,
)
from refimpl.ir import Kernel, Ops
from refimpl.native.call import argument_word
from refimpl.native.hostile_call import (
    ABI_RECORD,
    GREG_NAMES,
    MAX_PARAMS,
    SIGNAL_DETAILS,
    abi_error,
    built_from_source,
)
from refimpl.runtime.errors import faulting_operand, instruction_text

DEFAULT_TIMEOUT = 10.0  # seconds
PAGE = 4096
SOURCE = Path(__file__).with_name("kernel_runner.c")
QEMU = "qemu-x86_64"

# --- the protocol (kernel_runner.c has the full description) -----------------------------

MAGIC = 0x52504F55  # "UOPR"
FLAG_CHECK_UNDERRUN = 1  # run twice: buffers against their start guard, then their end guard
FLAG_WIN64 = 2  # call the kernel as a Windows x64 caller would (hostile_call.h)
STATUS_OK, STATUS_FAULT, STATUS_ERROR, STATUS_ABI = 0, 1, 2, 3  # STATUS_ABI: an ABI_RECORD
PLACEMENTS = ("start", "end")  # fault_report.placement

# struct fault_report: signal, signal_code, fault_address, placement, buffer_count, code_base,
# 23 gregs (GREG_NAMES), MAX_PARAMS buffer starts
FAULT_REPORT = struct.Struct(f"<iiQIIQ23Q{MAX_PARAMS}Q")


# ----------------------------------------------------------------------------------------
# Building the runner
# ----------------------------------------------------------------------------------------


@functools.cache
def runner_binary(static: bool = True) -> Path:
    """The built runner (built now if this source, compiler and linkage were never built).
    Raises BackendUnavailable saying why it cannot be built."""
    flags = ["-O2", "-std=gnu11", *(["-static"] if static else [])]
    stem = f"kernel_runner-{'static-' if static else ''}"
    linkage = "statically link" if static else "build"
    return built_from_source(SOURCE, flags, stem, f"{linkage} the kernel runner")


def guarded_command() -> list[str]:
    """The guarded runner needs no static link; a static one is used when it can be built."""
    try:
        return [str(runner_binary(static=True))]
    except BackendUnavailable:
        return [str(runner_binary(static=False))]


def qemu_command() -> list[str]:
    qemu = shutil.which(QEMU)
    if qemu is None:
        # the command itself, so a skipped test or a refused run says how to get it
        raise BackendUnavailable(
            f"{QEMU} not found: install with `{apt_install_command('qemu-user')}`"
        )
    # "max" enables every feature qemu emulates (AVX2, FMA, F16C, BMI) whatever the host
    return [qemu, "-cpu", "max", str(runner_binary(static=True))]


# ----------------------------------------------------------------------------------------
# One long-lived runner process
# ----------------------------------------------------------------------------------------


PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
_PRCTL = getattr(ctypes.CDLL(None), "prctl", None) if sys.platform.startswith("linux") else None


def die_with_parent(parent_pid: int) -> None:
    """Have the kernel SIGKILL this process when its parent dies (Linux; elsewhere a no-op).

    Call it first thing in a child, with the pid the parent had: a parent that died before
    the call cannot trigger the signal any more, so the child checks and dies at once.
    Used as the runner's `preexec_fn` (it only calls prctl, getppid and kill), and by the
    fuzzer's worker processes (fuzz/worker.py).
    """
    if _PRCTL is None:
        return
    _PRCTL(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    if os.getppid() != parent_pid:
        os.kill(os.getpid(), signal.SIGKILL)


class RunnerProcess:
    """A kernel_runner process (started on first use and after every fault or timeout)."""

    def __init__(self, command: list[str], name: str):
        self.command = command
        self.name = name
        self.process: subprocess.Popen | None = None
        self.lock = threading.Lock()

    def _started(self) -> subprocess.Popen:
        """The live runner, started now if needed. It gets SIGKILL when the thread that
        started it ends (PR_SET_PDEATHSIG), so a worker killed on a timeout or a campaign
        killed with -9 leaves no runner spinning behind (fuzz/worker.py's module docstring)."""
        if self.process is None or self.process.poll() is not None:
            self.process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                preexec_fn=functools.partial(die_with_parent, os.getpid()),
            )
        return self.process

    def close(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()

    def run(
        self,
        code: bytes,
        kernel: Kernel,
        args: Args,
        timeout: float,
        check_underrun: bool,
        abi: str = "sysv",
    ):
        buffers = [p for p in kernel.params if p.op is Ops.PARAM]
        if len(kernel.params) > MAX_PARAMS:
            raise ExecutionError(f"{self.name} runner: more than {MAX_PARAMS} parameters")
        flags = FLAG_CHECK_UNDERRUN if check_underrun else 0
        flags |= FLAG_WIN64 if abi == "win64" else 0
        request = _request(code, kernel, args, flags)
        with self.lock:
            process = self._started()
            try:
                _write_all(process.stdin.fileno(), request)
            except BrokenPipeError:
                raise self._died(process, code) from None
            reader = _Reader(process, timeout)
            status = reader.read(4)
            if status is None:
                if reader.timed_out:
                    self.close()
                    raise TimedOut(timeout)
                raise self._died(process, code)
            (status,) = struct.unpack("<I", status)
            if status == STATUS_OK:
                outputs = [reader.read(_nbytes(p)) for p in buffers]
                if any(o is None for o in outputs):
                    self.close()
                    raise ExecutionError(f"{self.name} runner: truncated response")
            elif status == STATUS_ABI:
                record = reader.read(ABI_RECORD.size)
                process.wait()
                if record is None:
                    raise self._died(process, code)
                raise abi_error(ABI_RECORD.unpack(record))
            elif status == STATUS_FAULT:
                record = reader.read(FAULT_REPORT.size)
                process.wait()
                if record is None:
                    raise self._died(process, code)
                raise fault_error(FAULT_REPORT.unpack(record), code, kernel)
            else:
                length = reader.read(4) or b"\0\0\0\0"
                message = reader.read(struct.unpack("<I", length)[0]) or b""
                self.close()
                raise ExecutionError(f"{self.name} runner: {message.decode(errors='replace')}")
        # only now, after a clean return, touch the caller's arrays
        for param, data in zip(buffers, outputs, strict=True):
            array = args.buffers[param.arg[1]]
            np.copyto(array, np.frombuffer(data, dtype=array.dtype).reshape(array.shape))

    def _died(self, process: subprocess.Popen, code: bytes) -> Crashed:
        """The process ended without a report (its fault handler could not run)."""
        returncode = process.wait()
        stderr = process.stderr.read().decode(errors="replace").strip() if process.stderr else ""
        self.process = None
        name = signal.Signals(-returncode).name if returncode < 0 else f"exit {returncode}"
        detail = f"the {self.name} runner died without a report"
        return Crashed(name, None, detail + (f" ({stderr[-300:]})" if stderr else ""))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


class _Reader:
    """Reads exact byte counts from the runner's stdout until a shared deadline."""

    def __init__(self, process: subprocess.Popen, timeout: float):
        import time

        self.fd = process.stdout.fileno()
        self.deadline = time.monotonic() + timeout
        self.timed_out = False
        self._clock = time.monotonic

    def read(self, size: int) -> bytes | None:
        """`size` bytes, or None at end of file or at the deadline (then `timed_out`)."""
        chunks, missing = [], size
        while missing:
            remaining = self.deadline - self._clock()
            if remaining <= 0 or not select.select([self.fd], [], [], remaining)[0]:
                self.timed_out = True
                return None
            chunk = os.read(self.fd, min(missing, 1 << 20))
            if not chunk:
                return None
            chunks.append(chunk)
            missing -= len(chunk)
        return b"".join(chunks)


def _nbytes(param) -> int:
    return param.dtype.size * param.dtype.base.itemsize


def _request(code: bytes, kernel: Kernel, args: Args, flags: int) -> bytes:
    parts = [
        struct.pack("<IIQ", MAGIC, flags, len(code)),
        bytes(code),
        struct.pack("<I", len(kernel.params)),
    ]
    for param, value in zip(kernel.params, args.ordered(kernel), strict=True):
        if param.op is Ops.PARAM:
            data = np.ascontiguousarray(value).tobytes()
            if len(data) != _nbytes(param):
                raise ValueError(
                    f"buffer %{param.arg[1]}: the kernel declares {_nbytes(param)} bytes, "
                    f"the argument has {len(data)}"
                )
            parts += [struct.pack("<BQ", 0, len(data)), data]
        else:
            parts.append(struct.pack("<BQ", 1, argument_word(param.dtype, value)))
    return b"".join(parts)


# ----------------------------------------------------------------------------------------
# A fault report -> an exception naming the buffer, the offset and the instruction
# ----------------------------------------------------------------------------------------


def fault_error(record: tuple, code: bytes, kernel: Kernel) -> ExecutionError:
    signal_number, signal_code, fault_address, placement, buffer_count, code_base = record[:6]
    registers = dict(zip(GREG_NAMES, record[6 : 6 + 23], strict=True))
    starts = record[6 + 23 : 6 + 23 + buffer_count]
    rip = registers["rip"]
    where = rip - code_base if 0 <= rip - code_base < len(code) else None
    text = instruction_text(code, where)
    name = signal.Signals(signal_number).name
    if signal_number not in (signal.SIGSEGV, signal.SIGBUS) or signal_code == 128:
        detail = SIGNAL_DETAILS.get((signal_number, signal_code), f"si_code {signal_code}")
        if where is None:
            detail += f" at rip {rip:#x}, outside the kernel's code"
        return Crashed(name, None, detail, instruction_address=where, disassembly=text)
    if where is None:
        return Crashed(
            name,
            fault_address,
            f"memory fault at rip {rip:#x}, outside the "
            "kernel's code (a jump into nowhere or a broken stack?)",
        )
    # page-fault error code bit 1: the access was a write (decides read-modify-write forms)
    access, size, address, pointers = faulting_operand(
        code, where, rip, registers.__getitem__, fault_address, bool(registers["err"] & 2)
    )
    buffers = [(p, start) for p, start in zip(kernel.buffers, starts, strict=False)]
    nearest = _nearest_buffer(buffers, address, pointers)
    if nearest is None:
        return OutOfBounds(None, None, address, where, text, access=access, size=size)
    param, start = nearest
    return OutOfBounds(
        param.arg[1],
        address - start,
        address,
        where,
        text,
        access=access,
        size=size,
        itemsize=param.dtype.base.itemsize,
        elements=param.dtype.size,
    )


# How far from a buffer an access is still charged to it: Unicorn's slot gives a buffer 1 GiB
# of room past its end, so the same overrun reads the same on every executor.
NEAR_BUFFER = 1 << 30


def _nearest_buffer(buffers, address: int, pointers: tuple[int, ...] = ()):
    """(param, start) of the buffer an access to `address` belongs to, or None (a wild address).

    In order: the buffer whose fenced mapping (guard pages included) holds one of `pointers`,
    the base and index values the address was computed from (`[rdi+rax*4]`, rdi = %out, is
    %out's however far rax reaches, even into the guard page of the buffer mapped next);
    then the buffer whose mapping holds the address; then the buffer nearest to it, within
    NEAR_BUFFER (a pointer moved far away before the access)."""
    for pointer in (*pointers, address):
        for param, start in buffers:
            if _fenced_low(start) <= pointer < _fenced_high(start, param):
                return param, start
    nearest = min(buffers, key=functools.partial(_distance, address), default=None)
    if nearest is not None and _distance(address, nearest) <= NEAR_BUFFER:
        return nearest
    return None


def _fenced_low(start: int) -> int:
    return start // PAGE * PAGE - PAGE


def _fenced_high(start: int, param) -> int:
    return -(-(start + _nbytes(param)) // PAGE) * PAGE + PAGE


def _distance(address: int, buffer: tuple) -> int:
    """Bytes between `address` and the (param, start) buffer's bytes (0 inside them)."""
    param, start = buffer
    return max(start - address, address - (start + _nbytes(param) - 1), 0)


# ----------------------------------------------------------------------------------------
# The two executors
# ----------------------------------------------------------------------------------------

_processes: dict[tuple[int, str], RunnerProcess] = {}
_processes_lock = threading.Lock()


def runner_process(kind: str) -> RunnerProcess:
    """This process's runner of `kind` ("guarded" or "qemu"), created on first use."""
    key = (os.getpid(), kind)
    with _processes_lock:
        if key not in _processes:
            command = qemu_command() if kind == "qemu" else guarded_command()
            _processes[key] = RunnerProcess(command, kind)
        return _processes[key]


@atexit.register
def _close_all() -> None:
    for (pid, _), process in list(_processes.items()):
        if pid == os.getpid():
            process.close()


def run_guarded_native(
    code: bytes,
    kernel: Kernel,
    args: Args,
    timeout: float = DEFAULT_TIMEOUT,
    check_underrun: bool = True,
    abi: str = "sysv",
) -> None:
    """Run `code` on this CPU in the runner process. With `check_underrun` the kernel runs
    twice (buffers against the guard before them, then after them), so both underruns and
    overruns fault. `abi` "win64": called as a Windows x64 caller would. Raises OutOfBounds,
    Crashed, TimedOut or AbiViolation; buffers change only on success."""
    runner_process("guarded").run(code, kernel, args, timeout, check_underrun, abi)


def run_qemu(
    code: bytes,
    kernel: Kernel,
    args: Args,
    timeout: float = DEFAULT_TIMEOUT,
    check_underrun: bool = True,
    abi: str = "sysv",
) -> None:
    """Run `code` (any x86-64 level up to v3) under qemu-x86_64, fenced like the guarded
    runner. Raises BackendUnavailable when qemu-x86_64 is missing."""
    runner_process("qemu").run(code, kernel, args, timeout, check_underrun, abi)
