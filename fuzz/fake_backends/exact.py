"""The `exact` test-double backend: the oracle's (right) answer, optionally slow, logged.

For the campaign fault tests (tests/test_campaign_faults.py). Nothing is wrong with
it, so any finding a campaign files while running it is the harness's mistake.

- $UOPCHECK_FAKE_DELAY: seconds slept in every run, so a test can kill the worker while it
  is busy;
- $UOPCHECK_FAKE_RUN_LOG: a file that gets `start PID` before and `done PID` after every
  run, so a test knows which worker is busy and can count the runs that really happened.
"""

from __future__ import annotations

import os
import time

from fuzz.fake_backends import _FakeBackend
from refimpl.backends.base import Args, Program
from refimpl.oracle import run_oracle


def _log(event: str) -> None:
    path = os.environ.get("UOPCHECK_FAKE_RUN_LOG")
    if path:
        with open(path, "a") as log:  # one short append per line: whole lines, any writer
            log.write(f"{event} {os.getpid()}\n")


def _exact(args: Args, program: Program) -> None:
    _log("start")
    time.sleep(float(os.environ.get("UOPCHECK_FAKE_DELAY", "0")))
    result = run_oracle(program.kernel, args)
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        args.buffers[name][...] = result.buffers[name]
    _log("done")


BACKEND = _FakeBackend("exact", _exact)
