"""The `roundcast` test double: one backend whose only bug is a float -> int cast that rounds
to nearest (x86's cvtss2si) where [cast-float-int] truncates (cvttss2si).

It computes every kernel with the oracle, except that float -> int casts of in-range values
round half to even. Only an input with a fraction shows it, and not a constant the shrinker
tries (0, NaN): tests/test_minimize.py uses it to check that shrinking brings one wrong
element, late in a loop of vectors as an enumerated chain's are, to a scalar kernel without
the loop.
"""

from __future__ import annotations

import numpy as np

from fuzz.fake_backends import _exact_outputs, _FakeBackend
from refimpl import oracle
from refimpl.backends.base import Args, Program
from refimpl.dtypes import DType

FLOAT_TO_INT = ("float", "int")


def _rounding_float_to_int(a: np.ndarray, to: DType) -> np.ndarray:
    rounded = np.rint(a.astype(np.float64))
    return np.where(oracle._float_to_int_out_of_range(a, to), 0.0, rounded).astype(to.np)


def _run_with_the_bug(args: Args, program: Program) -> None:
    right = oracle.CASTS[FLOAT_TO_INT]
    oracle.CASTS[FLOAT_TO_INT] = _rounding_float_to_int  # this worker's oracle, for one run
    try:
        _exact_outputs(args, program)
    finally:
        oracle.CASTS[FLOAT_TO_INT] = right


BACKEND = _FakeBackend("roundcast", _run_with_the_bug)
