"""The `emusigill` test double: an emulator reports an illegal instruction (see __init__.py).

Guarded, qemu and unicorn executors do not die of a bad instruction: they raise
`refimpl.errors.Crashed("SIGILL", ...)`. This backend's runner does exactly that,
so the fuzzer's tests can compare its finding with the native `sigill` one.
"""

from __future__ import annotations

from collections.abc import Sequence

from refimpl.backends.base import ALL_CAPABILITIES, Args, Backend, Program, Runner
from refimpl.errors import Crashed


def _report_illegal_instruction(args: Args) -> None:
    raise Crashed(
        "SIGILL", None, "invalid instruction", instruction_address=0x10, disassembly="ud2"
    )


class EmulatedSigillBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    name = "emusigill"
    executors = ("unicorn",)

    def build(self, programs: Sequence[Program], executor: str = "unicorn") -> list[Runner]:
        return [_report_illegal_instruction for _ in programs]


BACKEND = EmulatedSigillBackend()
