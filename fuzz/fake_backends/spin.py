"""The `spin` test-double backend: an endless loop (`jmp $`) in native code, on 3 executors.

For the campaign fault tests (tests/test_campaign_faults.py): whatever kills what,
no process may keep spinning after its campaign. Each executor spins where a miscompiled
loop of a real backend would:

| executor | what spins                                                        |
| -------- | ----------------------------------------------------------------- |
| native   | the worker process itself, inside a ctypes call (signals cannot   |
|          | interrupt it; only SIGKILL ends it)                               |
| guarded  | the worker's kernel_runner child (refimpl/runtime/runner.py)      |
| qemu     | the worker's `qemu-x86_64 kernel_runner` child                    |

The runner executors are given an hour of their own timeout, so only the worker pool's
timeout (or the death of the worker) can end them.
"""

from __future__ import annotations

from collections.abc import Sequence

from refimpl.backends.base import ALL_CAPABILITIES, Args, Backend, Options, Program, Runner
from refimpl.runtime.executors import executor_unavailable

JUMP_TO_SELF = b"\xeb\xfe"  # jmp $: the shortest endless loop
RUNNER_TIMEOUT = 3600.0  # seconds: longer than any test, so the pool must do the killing


def _native(args: Args, program: Program) -> None:
    from refimpl.native.call import load_code

    load_code(JUMP_TO_SELF).function([])()


def _guarded(args: Args, program: Program) -> None:
    from refimpl.runtime.runner import run_guarded_native

    run_guarded_native(JUMP_TO_SELF, program.kernel, args, RUNNER_TIMEOUT, check_underrun=False)


def _qemu(args: Args, program: Program) -> None:
    from refimpl.runtime.runner import run_qemu

    run_qemu(JUMP_TO_SELF, program.kernel, args, RUNNER_TIMEOUT, check_underrun=False)


SPINS = {"native": _native, "guarded": _guarded, "qemu": _qemu}


class _SpinBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    name = "spin"
    emits = ()
    executors = tuple(SPINS)

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        return executor_unavailable(executor, "x86-64-v2")  # jmp $ runs on any x86-64

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        spin = SPINS[executor]
        return [lambda args, p=p: spin(args, p) for p in programs]


BACKEND = _SpinBackend()
