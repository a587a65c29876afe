"""The `nanmax` test double: one backend whose only bug is float `max` with a NaN operand.

It computes every kernel with the oracle, except that a float `max` (an ALU `max`, and the
`max` a max-reduction folds with) ignores a NaN second operand, as C's fmax does, where the
spec's [float-minmax] says `a > b ? a : b` (so `max(1, NaN)` is NaN). Integer `max`, `min`
and every other op are right. Only kernels whose max meets a NaN on that side show it, often
deep inside a large kernel and wrapped in reductions and casts: tests/test_minimize_campaign.py
uses it to check that a campaign shrinks such a finding to a few nodes and that its signature
names `max` and a float dtype, not the reduce or cast around it.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from refimpl.backends.base import ALL_CAPABILITIES, Args, Backend, Program, Runner
from refimpl.ir import Ops
from refimpl.oracle import ALU_SEMANTICS, run_oracle


def _max_ignoring_a_nan_operand(dtype, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.where(np.isnan(b), a, np.where(a > b, a, b)) if dtype.is_float else np.maximum(a, b)


def _run_with_the_bug(args: Args, program: Program) -> None:
    right = ALU_SEMANTICS[Ops.MAX]
    ALU_SEMANTICS[Ops.MAX] = _max_ignoring_a_nan_operand  # this worker's oracle, for one run
    try:
        result = run_oracle(program.kernel, args)
    finally:
        ALU_SEMANTICS[Ops.MAX] = right
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        args.buffers[name][...] = result.buffers[name]


class NanMaxBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    emits = ()
    name = "nanmax"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [lambda args, p=p: _run_with_the_bug(args, p) for p in programs]


BACKEND = NanMaxBackend()
