"""The `onehang` test-double backend: a compiler that never returns on one kernel.

It compiles each kernel on its own (`builds_alone`, as tinygrad does) and hangs on the
kernel named `hang`; every other kernel gets the oracle's answer. For
tests/test_campaign_faults.py: a fuzz worker given a batch with that kernel in it blames
the hang on it after one compile timeout, not after a timeout of the whole batch and then
one of the kernel alone.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from fuzz.fake_backends import _exact_outputs
from refimpl.backends.base import ALL_CAPABILITIES, Backend, Program, Runner


class _OneHangBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    name = "onehang"
    emits = ()
    builds_alone = True

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        if any(program.kernel.name == "hang" for program in programs):
            while True:
                time.sleep(3600)
        return [lambda args, p=program: _exact_outputs(args, p) for program in programs]


BACKEND = _OneHangBackend()
