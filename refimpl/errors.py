"""What can go wrong outside the compiler: a backend that cannot run here, and running code.

Where this sits: below the backends and the executors, which both raise these. A backend,
target or executor this machine cannot provide raises BackendUnavailable (the suite skips
with its reason); running a compiled kernel that does not return cleanly raises an
ExecutionError subclass instead of returning a wrong answer or killing the caller: the
native call (native/call.py), the runner processes (runtime/runner.py), Unicorn
(runtime/unicorn.py), and any backend's own runner. The fuzzer classifies findings by
exception class (out-of-bounds access, budget, crash, timeout, refusal), so the classes are
the stable part; the messages are for the engineer reading a reproducer:

    write of 4 bytes at %out+36 (element 9 of 8) by `movss dword ptr [rdi+rax*4], xmm0`
    at code+0x2c

Instruction addresses are offsets into the code blob ("code+0x2c"), never the address the
executor happened to load the blob at, so the same bug reads the same in every executor.
Decoding the faulting instruction for these messages is the executors' (runtime/errors.py).
"""

from __future__ import annotations

import os
import sys


class BackendUnavailable(RuntimeError):
    """A backend, target or executor that this machine cannot provide (the reason says why)."""


# A reason a tool is missing ends with the command that installs it (what run.sh would have
# run, had it been root), so a skipped test tells the user what to type.


def pip_install_command(requirement: str) -> str:
    """`PYTHON -m pip install 'REQUIREMENT'` for this Python: relative when it is under the
    current directory (`.venv/bin/python` in a checkout), so it installs into the running one."""
    relative = os.path.relpath(sys.executable)
    python = sys.executable if relative.startswith("..") else relative
    return f"{python} -m pip install '{requirement}'"


def apt_install_command(*packages: str) -> str:
    """The Debian command that installs `packages` (run.sh's OPTIONAL_PARTS, as a user)."""
    return f"sudo apt-get install {' '.join(packages)}"


class ExecutionError(RuntimeError):
    """Running a compiled kernel failed; the caller's buffers are left unchanged."""


def _where(instruction_address: int | None, disassembly: str | None) -> str:
    """ " by `movss ...` at code+0x2c", or whatever part of that is known."""
    text = ""
    if disassembly:
        text += f" by `{disassembly}`"
    if instruction_address is not None:
        text += f" at code+{instruction_address:#x}"
    return text


class OutOfBounds(ExecutionError):
    """A load or store outside every buffer it may touch.

    `buffer` is the parameter name of the nearest buffer (None for a wild address far from
    every buffer), `offset` the byte offset of the access from that buffer's first element
    (negative: an underrun), `address` the executor's address of the access,
    `instruction_address` the offset of the faulting instruction in the code blob.
    """

    def __init__(
        self,
        buffer: str | None,
        offset: int | None,
        address: int,
        instruction_address: int | None,
        disassembly: str | None,
        *,
        access: str = "access",
        size: int | None = None,
        itemsize: int | None = None,
        elements: int | None = None,
    ):
        self.buffer = buffer
        self.offset = offset
        self.address = address
        self.instruction_address = instruction_address
        self.disassembly = disassembly
        self.access = access  # "read", "write" or "access" when unknown
        self.size = size
        self.itemsize = itemsize
        self.elements = elements
        what = access if size is None else f"{access} of {size} bytes"
        if buffer is None or offset is None:
            at = f"{address:#x} (outside every buffer)"
        else:
            at = f"%{buffer}{offset:+d}"
            if itemsize and elements is not None:
                at += f" (element {offset // itemsize} of {elements}"
                past_end = offset + (size or 1) - itemsize * elements
                if 0 <= offset < itemsize * elements and past_end > 0:
                    at += f", ending {past_end} bytes past the end"
                at += ")"
        super().__init__(f"{what} at {at}{_where(instruction_address, disassembly)}")

    @property
    def element(self) -> int | None:
        if self.offset is None or not self.itemsize:
            return None
        return self.offset // self.itemsize


class BudgetExceeded(ExecutionError):
    """The kernel ran more instructions than the budget allows (an infinite loop, usually)."""

    def __init__(self, instructions: int, instruction_address: int | None = None):
        self.instructions = instructions
        self.instruction_address = instruction_address
        where = "" if instruction_address is None else f", stopped at code+{instruction_address:#x}"
        super().__init__(f"instruction budget of {instructions:,} exhausted{where}")


class Refused(ExecutionError):
    """The executor will not run this code because it cannot run it correctly."""

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(reason)


class Crashed(ExecutionError):
    """The code died for another reason than an out-of-bounds access: an invalid instruction,
    a division fault, a jump into nowhere, a broken calling convention.

    `signal` is a POSIX signal name ("SIGFPE", "SIGILL", "SIGSEGV", "SIGBUS") or, for an
    executor without signals, the closest one; `address` the faulting address if any."""

    def __init__(
        self,
        signal: str,
        address: int | None,
        detail: str,
        *,
        instruction_address: int | None = None,
        disassembly: str | None = None,
    ):
        self.signal = signal
        self.address = address
        self.detail = detail
        self.instruction_address = instruction_address
        self.disassembly = disassembly
        at = "" if address is None else f" (address {address:#x})"
        super().__init__(f"{signal}{at}: {detail}{_where(instruction_address, disassembly)}")


class TimedOut(ExecutionError):
    """The kernel did not return within the time limit; its process was killed (or, on the
    native executor, the kernel was stopped by a timer signal: `stopped` says how)."""

    def __init__(self, seconds: float, stopped: str = "the runner process was killed"):
        self.seconds = seconds
        super().__init__(f"no result after {seconds:g} s; {stopped}")


class AbiViolation(ExecutionError):
    """The kernel returned, but broke the System V calling convention on the way (a
    callee-saved register or the stack pointer differs from what the caller had)."""

    def __init__(self, detail: str):
        self.detail = detail
        super().__init__(f"calling convention broken: {detail}")


# Raised after the run, by the comparison (refimpl/compare.py): an ExecutionError because it
# is the compiled kernel's (its backend's) failure, reported as such by every front end, never
# a refimpl error and never "N elements differ".
class BadOutput(ExecutionError):
    """After the run, buffer `buffer` is not an array of the dtype and shape the kernel
    declares (`declared`, e.g. "f32[136]"): the backend replaced it by another array
    (`returned`, e.g. "float64[136]", or "no array" / "a list"). `problem` is what differs
    ("dtype", "shape", "missing" or "not an array"), for the fuzzer's finding signature."""

    def __init__(
        self, buffer: str, declared: str, returned: str, problem: str, backend: str | None = None
    ):
        self.buffer = buffer
        self.declared = declared
        self.returned = returned
        self.problem = problem
        self.backend = backend
        who = f"backend {backend}" if backend else "the backend"
        super().__init__(
            f"{who} returned buffer %{buffer} as {returned} where the kernel declares {declared}"
        )
