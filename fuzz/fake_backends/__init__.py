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
"""

from __future__ import annotations

import ctypes
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import numpy as np

from refimpl.backends.base import ALL_CAPABILITIES, Args, Backend, Program, Runner
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


class _FakeBackend(Backend):
    capabilities = ALL_CAPABILITIES  # a test fake: claims every dtype, narrow floats too
    emits = ()

    def __init__(self, name: str, behaviour):
        self.name, self.behaviour = name, behaviour

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [lambda args, p=p: self.behaviour(args, p) for p in programs]


BEHAVIOURS = {"wrong": _wrong, "abort": _abort, "segv": _segv, "hang": _hang}


def fake_backend(name: str) -> Backend:
    return _CompilerBug() if name == "compilecrash" else _FakeBackend(name, BEHAVIOURS[name])


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
