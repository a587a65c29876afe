"""Test doubles that stand for *external* backends (another compiler's, like tinygrad's).

For tests/test_fuzz_external.py. Each object is registered through
$UOPCHECK_EXTRA_BACKENDS as `name=fuzz.fake_backends.external:OBJECT`. A registered test
double joins the project's table (refimpl.compile.BACKEND_MODULES), so these say
`external = True`, which fuzz.harness.is_external reads: the fuzzer then treats them as it
treats a plugin, running the reference backends beside them.

- SHARED_A, SHARED_B: the same wrong answer (every output corrupted alike), as two
  renderers behind one buggy front end compute it: an `external-frontend` finding;
- HONEST: the oracle's answer;
- NARROW: wrong everywhere, but its capabilities claim no kernel with a parameter, so the
  fuzzer must skip every kernel on it (with the reason) and file nothing;
- NUDGED_WAIVED, NUDGED: float outputs of contractible kernels one ulp off (what FMA
  contraction does); the first waives [no-contract], the second does not;
- OPTIMIZING: the oracle's answer, from a backend that says it has a kernel optimizer
  (Capabilities.optimizes_kernels) and names the path each kernel takes (Backend.path).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

import numpy as np

from fuzz.fake_backends import _corrupt, _exact_outputs
from refimpl.backends.base import (
    ALL_CAPABILITIES,
    ALL_DTYPES,
    WAIVER_AFFECTS,
    Args,
    Backend,
    Capabilities,
    Program,
    Runner,
)
from refimpl.compare import PRECISION_BITS
from refimpl.ir import Ops
from refimpl.oracle import run_oracle


def _shared_wrong(args: Args, program: Program) -> None:
    result = run_oracle(program.kernel, args)
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        args.buffers[name][...] = _corrupt(result.buffers[name])


def _nudged(args: Args, program: Program) -> None:
    _exact_outputs(args, program)
    if not WAIVER_AFFECTS["[no-contract]"](program.kernel):
        return
    for buf in program.kernel.outputs():
        values = args.buffers[buf.arg[1]]
        if values.dtype in PRECISION_BITS:  # f16/f32/f64: the narrow floats never contract
            values[...] = np.nextafter(values, np.array(np.inf, dtype=values.dtype))


class ExternalFake(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    emits = ()
    external = True  # not one of the project's reference backends (fuzz.harness.is_external)

    def __init__(self, name: str, behaviour, capabilities: Capabilities | None = None):
        self.name, self.behaviour = name, behaviour
        if capabilities is not None:
            self.capabilities = capabilities

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [lambda args, p=p: self.behaviour(args, p) for p in programs]


class OptimizingFake(ExternalFake):
    """Its "optimizer" takes scalar kernels without register arrays (the pre-optimizer form)."""

    def path(self, kernel) -> str:
        nodes = kernel.sink.toposort()
        if any(n.op is Ops.REG or getattr(n.dtype, "lanes", 1) > 1 for n in nodes):
            return "optimizer skipped"
        return "optimizer"


WAIVES_CONTRACTION = MappingProxyType({"[no-contract]": "this fake contracts a*b+c"})

SHARED_A = ExternalFake("shared_a", _shared_wrong)
SHARED_B = ExternalFake("shared_b", _shared_wrong)
HONEST = ExternalFake("honest", _exact_outputs)
NARROW = ExternalFake("narrow", _shared_wrong, Capabilities(dtypes=ALL_DTYPES, max_params=0))
NUDGED_WAIVED = ExternalFake(
    "nudged_waived", _nudged, Capabilities(dtypes=ALL_DTYPES, waived_rules=WAIVES_CONTRACTION)
)
NUDGED = ExternalFake("nudged", _nudged)
OPTIMIZING = OptimizingFake(
    "optimizing", _exact_outputs, Capabilities(dtypes=ALL_DTYPES, optimizes_kernels=True)
)

OBJECTS = {
    "shared_a": "SHARED_A",
    "shared_b": "SHARED_B",
    "honest": "HONEST",
    "narrow": "NARROW",
    "nudged_waived": "NUDGED_WAIVED",
    "nudged": "NUDGED",
    "optimizing": "OPTIMIZING",
}


def environment(*names: str) -> str:
    """The $UOPCHECK_EXTRA_BACKENDS entries registering the named external fakes."""
    return ",".join(f"{n}=fuzz.fake_backends.external:{OBJECTS[n]}" for n in names)
