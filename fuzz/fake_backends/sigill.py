"""The `sigill` test double: the kernel dies of SIGILL natively (see __init__.py).

Together with `emusigill` (the same bug as an emulator reports it, a raised `Crashed`)
it checks that one crash is one finding class on every executor.
"""

from __future__ import annotations

import signal
from collections.abc import Sequence

from refimpl.backends.base import ALL_CAPABILITIES, Args, Backend, Program, Runner


def _illegal_instruction(args: Args) -> None:
    signal.raise_signal(signal.SIGILL)  # what executing `ud2` does to the process


class SigillBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    name = "sigill"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [_illegal_instruction for _ in programs]


BACKEND = SigillBackend()
