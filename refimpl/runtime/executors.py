"""Executors of emitted x86 code, behind one interface: code + kernel -> a runner of Args.

    reason = executor_unavailable("qemu", "x86-64-v3")    # None: it can run here
    run = make_runner("unicorn", compiled.code, program.kernel)
    run(args)                                             # args.buffers updated in place

Where this sits: between the x86 backend (which produces a position-independent code blob,
entry at offset 0, System V calling convention, or Windows x64 with Options.abi "win64") and
whoever runs kernels (compile.run, the conformance suite, the fuzzer). The executors, from fastest
to most careful:

| executor | runs                          | catches                                         |
| -------- | ----------------------------- | ----------------------------------------------- |
| native   | in this process (native.py)   | crashes, hangs (timer), ABI breaks; not overruns |
| guarded  | runner process on this CPU    | overruns, underruns, crashes, hangs (timeout)   |
| qemu     | runner under qemu-x86_64      | the same, for v3 code on any x86-64 host        |
| unicorn  | in-process emulator, v2 only  | the same precisely, plus ABI breaks; refuses VEX |

Every executor raises an errors.ExecutionError subclass when the kernel does not return
cleanly; every one but "native" then leaves the buffers unchanged (native runs on the caller's
arrays, and a wild store may have hit any memory of this process before the fault). All of
them poison what the calling convention (System V or Windows x64) leaves unspecified before a
call and check what it promises after (hostile_call.h, unicorn.py).
"""

from __future__ import annotations

from collections.abc import Callable

from refimpl.args import Args
from refimpl.backends.base import MACHINE_CODE_EXECUTORS
from refimpl.errors import BackendUnavailable
from refimpl.ir import Kernel

# named in backends/base.py, so the x86 backend can state them without importing this layer
EXECUTORS = MACHINE_CODE_EXECUTORS

UNICORN_TARGETS = ("x86-64-v2",)


def executor_unavailable(executor: str, target_name: str) -> str | None:
    """Why `executor` cannot run code for `target_name` on this machine (None: it can)."""
    from refimpl.backends.x86.target import TARGETS, missing_host_features

    if executor not in EXECUTORS:
        return f"unknown executor {executor!r}; executors are {', '.join(EXECUTORS)}"
    if target_name not in TARGETS:
        return f"unknown x86 target {target_name!r}"
    if executor in ("native", "guarded"):  # both run the code on this CPU
        if missing := missing_host_features(TARGETS[target_name]):
            return f"this CPU lacks {', '.join(missing)} needed by {target_name}"
    if executor == "unicorn":
        if target_name not in UNICORN_TARGETS:
            return "Unicorn 2.1.4 cannot run VEX code (design §5); it runs x86-64-v2 only"
        try:
            import iced_x86  # noqa: F401
            import unicorn  # noqa: F401
        except ImportError as e:
            return f"unicorn executor needs the unicorn and iced-x86 packages: {e}"
    if executor in ("guarded", "qemu"):
        from refimpl.runtime import runner

        try:
            if executor == "qemu":
                runner.qemu_command()  # qemu-x86_64 present, runner links statically
            else:
                runner.guarded_command()
        except BackendUnavailable as e:
            return str(e)
    return None


def make_runner(
    executor: str,
    code: bytes,
    kernel: Kernel,
    *,
    timeout: float | None = None,
    budget: int | None = None,
    abi: str = "sysv",
) -> Callable[[Args], None]:
    """A function running `code` (the compiled form of `kernel`) on Args with `executor`.
    `timeout` (seconds) applies to each call on native and the runner processes, `budget`
    (instructions) to Unicorn. `abi` is the calling convention the code expects: "sysv", or
    "win64" (every executor then calls it as a Windows x64 caller would)."""
    code = bytes(code)
    if executor == "native":
        from refimpl.runtime.native import native_runner

        return native_runner(code, kernel, timeout, abi)
    if executor == "unicorn":
        from refimpl.runtime.unicorn import DEFAULT_BUDGET, run_unicorn

        instructions = budget or DEFAULT_BUDGET
        return lambda args: run_unicorn(code, kernel, args, instructions, abi=abi)
    if executor in ("guarded", "qemu"):
        from refimpl.runtime import runner

        seconds = timeout or runner.DEFAULT_TIMEOUT
        run = runner.run_qemu if executor == "qemu" else runner.run_guarded_native
        return lambda args: run(code, kernel, args, seconds, abi=abi)
    raise BackendUnavailable(f"unknown executor {executor!r}; executors are {', '.join(EXECUTORS)}")
