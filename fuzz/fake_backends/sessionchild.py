"""The `sessionchild` test-double backend: a compiler that leaves processes behind.

For the process-lifetime tests (tests/test_campaign_faults.py). Its `build()` starts two
`sleep` processes in new sessions, out of reach of the worker's process group, and does not
wait for them, as a compiler that starts a build server or forks a daemon would:

- one a direct child of the worker (`start_new_session=True`);
- one double-forked (`sh -c 'setsid sleep ... &'`): its parent exits at once, so it is an
  orphan from the start.

Then it computes the kernel with the oracle (a right answer: no finding is expected).
Each `sleep` inherits the worker's environment, so a test finds them by a marker there.
$UOPCHECK_FAKE_RUN_LOG, if set, gets `spawned PID` per build, so a test knows when the
children exist.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence

from fuzz.fake_backends import _exact_outputs
from refimpl.backends.base import ALL_CAPABILITIES, Backend, Program, Runner

LINGER = "1000"  # seconds each child sleeps: far longer than any test


class _SessionChildBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    name = "sessionchild"
    emits = ()

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        quiet = {"stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL}
        subprocess.Popen(["sleep", LINGER], start_new_session=True, **quiet)
        subprocess.run(["sh", "-c", f"setsid sleep {LINGER} &"], check=True, **quiet)
        if log := os.environ.get("UOPCHECK_FAKE_RUN_LOG"):
            with open(log, "a") as file:
                file.write(f"spawned {os.getpid()}\n")
        return [lambda args, p=p: _exact_outputs(args, p) for p in programs]


BACKEND = _SessionChildBackend()
