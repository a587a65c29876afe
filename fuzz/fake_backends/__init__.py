"""Deliberately broken backends, for testing the fuzzer itself (never for real campaigns).

They are registered only through $UOPCHECK_EXTRA_BACKENDS (refimpl/compile.py), e.g.

    UOPCHECK_EXTRA_BACKENDS=wrong=fuzz.fake_backends.wrong python -m fuzz campaign \\
        --backends wrong --count 20 --out /tmp/f

Each computes the kernel with the oracle (so it needs no compiler and is fast) and then
breaks in one way: `wrong` corrupts every output element, `abort` calls abort(), `segv`
reads address 0, `hang` never returns; `compilecrash` raises from its compiler (as
tinygrad's symbolic pass raises KeyError on a constant fdiv); `brokenwgsl` (its own module,
a real renderer made wrong) writes WGSL that naga rejects. tests/test_fuzz.py
uses them to check that a mismatch, a crash and a timeout each become the right finding
and that a killed campaign resumes without losing findings.

Four more misbehave the way sloppy plugins do, for tests/test_backend_isolation.py (a
backend's fault costs only its own results, docs/executors.md): `wrongshape` replaces each
output buffer by a one-element array (two elements where the buffer holds one), `wrongdtype`
by a float64 array of the right values, `runnerraise` raises a plain ValueError from its
runner, and `unavailable` raises BackendUnavailable from `build()` (a plugin that finds its
toolchain missing only when asked to compile).

Standalone modules, each with its own docstring: `noi64` claims every dtype but i64 and its
compiler raises `KeyError: 'i64'` as wgsl's did (tests/test_fuzz_cli_faults.py: minimize and
replay answer from the capabilities); `buildexit` and `buildsegv` leave the process from
`build()` (tests/test_cli_sweep.py); `compilehang` and `sessionchild` hang in the compiler or
leave a child in a session of its own, and `onehang` builds kernel by kernel and hangs on one
(tests/test_campaign_faults.py).
"""

from __future__ import annotations

import ctypes
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import numpy as np

from refimpl.backends.base import (
    ALL_CAPABILITIES,
    Args,
    Backend,
    BackendUnavailable,
    Program,
    Runner,
)
from refimpl.oracle import run_oracle


def _corrupt(values: np.ndarray) -> np.ndarray:
    """A value that differs from every element under the comparison rules."""
    if values.dtype == np.bool_:
        return ~values
    if values.dtype.kind == "f" or values.dtype.kind == "V":  # "V": ml_dtypes' bf16, e4m3fn
        return np.where(values == 0.5, 0.25, 0.5).astype(values.dtype)
    return values ^ np.array(1, dtype=values.dtype)


def _wrong(args: Args, program: Program) -> None:
    result = run_oracle(program.kernel, args)
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        args.buffers[name][...] = _corrupt(result.buffers[name])


def _exact_outputs(args: Args, program: Program) -> None:
    """The oracle's answer, written into the output buffers."""
    result = run_oracle(program.kernel, args)
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        args.buffers[name][...] = result.buffers[name]


def _wrong_shape(args: Args, program: Program) -> None:
    """Each output replaced by an array of another length (what a plugin that allocates its
    own result and hands it back does when it gets the size wrong)."""
    result = run_oracle(program.kernel, args)
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        values = result.buffers[name]
        args.buffers[name] = values[:1].copy() if values.size > 1 else np.resize(values, 2)


def _wrong_dtype(args: Args, program: Program) -> None:
    """Each output replaced by the right values widened to float64 (a plugin computing in
    double and forgetting to convert back)."""
    result = run_oracle(program.kernel, args)
    for buf in program.kernel.outputs():
        name = buf.arg[1]
        args.buffers[name] = result.buffers[name].astype(np.float64)


def _runner_raises(args: Args, program: Program) -> None:
    raise ValueError("the plugin's runtime lost its device")


def _abort(args: Args, program: Program) -> None:
    sys.stderr.flush()
    os.abort()


def _segv(args: Args, program: Program) -> None:
    ctypes.string_at(0)


def _hang(args: Args, program: Program) -> None:
    while True:
        time.sleep(1)


class _CompilerBug(Backend):
    """A backend whose own compiler raises: the error is its compiler's, not refimpl's."""

    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too

    name = "compilecrash"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [{}[programs[0].kernel.name]]  # KeyError, raised in this module


class _UnavailableAtBuild(Backend):
    """A backend that loads and claims every config, then finds at build() time that it
    cannot compile here: docs/backends.md says the config is skipped, not a finding."""

    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    emits = ()

    name = "unavailable"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        raise BackendUnavailable("the fake toolchain is not installed on this machine")


class _FakeBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    emits = ()

    def __init__(self, name: str, behaviour):
        self.name, self.behaviour = name, behaviour

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [lambda args, p=p: self.behaviour(args, p) for p in programs]


BEHAVIOURS = {
    "wrong": _wrong,
    "abort": _abort,
    "segv": _segv,
    "hang": _hang,
    "wrongshape": _wrong_shape,
    "wrongdtype": _wrong_dtype,
    "runnerraise": _runner_raises,
}
BACKENDS_OF_THEIR_OWN = {"compilecrash": _CompilerBug, "unavailable": _UnavailableAtBuild}


def fake_backend(name: str) -> Backend:
    if name in BACKENDS_OF_THEIR_OWN:
        return BACKENDS_OF_THEIR_OWN[name]()
    return _FakeBackend(name, BEHAVIOURS[name])


def environment(*names: str) -> str:
    """The $UOPCHECK_EXTRA_BACKENDS value registering the named fakes."""
    return ",".join(f"{n}=fuzz.fake_backends.{n}" for n in names)


@contextmanager
def installed(fakes: str) -> Iterator[str]:
    """Register `fakes` (an environment() value) here and in every worker started meanwhile;
    afterwards the environment and refimpl.compile.BACKEND_MODULES are as they were, so
    later tests of the same process do not see the fakes."""
    from refimpl.compile import BACKEND_MODULES, EXTRA_BACKENDS_ENV, register_extra_backends

    old = os.environ.get(EXTRA_BACKENDS_ENV)
    registered = dict(BACKEND_MODULES)
    os.environ[EXTRA_BACKENDS_ENV] = fakes
    register_extra_backends()
    try:
        yield fakes
    finally:
        if old is None:
            del os.environ[EXTRA_BACKENDS_ENV]
        else:
            os.environ[EXTRA_BACKENDS_ENV] = old
        BACKEND_MODULES.clear()
        BACKEND_MODULES.update(registered)
