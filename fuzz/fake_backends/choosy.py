"""The `choosy` test-double backend: declares choices, and is wrong only under some of them.

It computes every kernel with the oracle, and declares a setting `level` (0 the default,
1, 2) and an action `SKEW` with an axis (0, 1) and an amount (1, 2, 3). It corrupts its
outputs exactly when its build's `Options.choices` hold a SKEW of amount 3, so a finding on
it exists only with its choices (tests/test_choices.py: the choices reach the build,
survive replay, and shrink to the one action that matters). Each runner records the
choices it was built with as `choices` (their JSON form).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from fuzz.fake_backends import _corrupt
from refimpl.backends.base import (
    ALL_CAPABILITIES,
    Args,
    Backend,
    ChoiceSpace,
    Program,
    Runner,
)
from refimpl.oracle import run_oracle

SPACE = ChoiceSpace(
    settings=MappingProxyType({"level": (0, 1, 2)}),
    actions=MappingProxyType({"SKEW": ((0, 1), (1, 2, 3))}),
    max_actions=3,
)
WRONG_AMOUNT = 3  # a SKEW by this much corrupts the outputs


class ChoosyBackend(Backend):
    name = "choosy"
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    emits = ()

    def choices(self) -> ChoiceSpace:
        return SPACE

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [self._runner(p) for p in programs]

    def _runner(self, program: Program) -> Runner:
        chosen = program.options.choices
        wrong = any(a[0] == "SKEW" and a[2] == WRONG_AMOUNT for a in chosen.actions or ())

        def run(args: Args) -> None:
            result = run_oracle(program.kernel, args)
            for buf in program.kernel.outputs():
                name = buf.arg[1]
                values = result.buffers[name]
                args.buffers[name][...] = _corrupt(values) if wrong else values

        run.choices = chosen.to_json()  # type: ignore[attr-defined]
        return run


BACKEND = ChoosyBackend()
