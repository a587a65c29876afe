"""The `twobugs` test double: one backend with two independent bugs (see __init__.py).

It computes every output with the oracle, then corrupts each output buffer whose blamed
value (fuzz.harness.blamed_value) is a `cast` (bug A) or a `load` (bug B), so a campaign
sees two kinds of mismatch signature and shrinking one of them could easily drift to the
other.
tests/test_findings.py uses it to check that each bug keeps its own reproducer.
"""

from __future__ import annotations

from collections.abc import Sequence

from fuzz.fake_backends import _corrupt
from refimpl.backends.base import ALL_CAPABILITIES, Args, Backend, Program, Runner
from refimpl.oracle import run_oracle

BUGGY_STORED_OPS = ("cast", "load")


def _wrong_on_casts_and_loads(args: Args, program: Program) -> None:
    from fuzz.harness import blamed_value

    result = run_oracle(program.kernel, args)
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        args.buffers[name][...] = result.buffers[name]
        if blamed_value(program.kernel, name)[0] in BUGGY_STORED_OPS:
            args.buffers[name][...] = _corrupt(result.buffers[name])


class TwoBugsBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    name = "twobugs"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [lambda args, p=p: _wrong_on_casts_and_loads(args, p) for p in programs]


BACKEND = TwoBugsBackend()
