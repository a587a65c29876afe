"""The `compilehang` test-double backend: a compiler that never returns.

For the campaign budget tests (tests/test_campaign_faults.py): a `--time` campaign must end
within its budget (plus fuzz/worker.py's COMPILE_GRACE) though this backend's `build()`
never returns, and the hang is a compile-timeout finding against this backend's config only.
It sleeps in Python, as a compiler waiting on a lock or a dead server would; the worker pool
can only end it by killing the worker.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from refimpl.backends.base import ALL_CAPABILITIES, Backend, Program, Runner


class _CompileHangBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    name = "compilehang"
    emits = ()

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        while True:
            time.sleep(3600)


BACKEND = _CompileHangBackend()
