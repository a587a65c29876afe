"""The pipeline in one place: verify -> lower -> legalize -> linearize -> emit/build -> run.

    program = prepare(kernel, "c")          # a Program the backend can emit or build
    text = emit(kernel, "c", "source")      # C source / LLVM IR / x86 asm or hex
    result = run(kernel, "x86", seed=1)     # random inputs, oracle comparison

Every backend sees the same pipeline; only the legalization rules and the final step
differ. The numpy oracle runs the kernel after the shared lowering of transcendentals,
which is what makes transcendental results bit-exact across backends.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass

from refimpl.backends.base import Args, Backend, BackendUnavailable, Options, Program, Runner
from refimpl.ir import Kernel
from refimpl.passes.linearize import linearize
from refimpl.verify import verify

# backend name -> module defining BACKEND; imported on first use so a missing optional
# dependency only disables that backend
BACKEND_MODULES = {
    "c": "refimpl.backends.c",
    "llvm": "refimpl.backends.llvm",
    "x86": "refimpl.backends.x86.backend",
}


def get_backend(name: str) -> Backend:
    if name not in BACKEND_MODULES:
        raise BackendUnavailable(
            f"unknown backend {name!r}; backends are {', '.join(BACKEND_MODULES)}"
        )
    try:
        module = importlib.import_module(BACKEND_MODULES[name])
    except ImportError as e:
        raise BackendUnavailable(f"backend {name!r} cannot be loaded: {e}") from e
    return module.BACKEND


def available_backends() -> list[str]:
    """Backends whose module loads (each may still lack a target or executor)."""
    names = []
    for name in BACKEND_MODULES:
        try:
            get_backend(name)
        except BackendUnavailable:
            continue
        names.append(name)
    return names


def lower(kernel: Kernel) -> Kernel:
    """The target-independent lowering every consumer shares (the oracle included)."""
    from refimpl.passes.transcendental import lower_transcendentals

    verify(kernel)
    return verify(kernel.with_sink(lower_transcendentals(kernel.sink)))


def prepare(kernel: Kernel, backend: str, options: Options | None = None) -> Program:
    options = options or Options()
    impl = get_backend(backend)
    lowered = lower(kernel)
    legal = verify(lowered.with_sink(impl.legalize(lowered.sink, options)))
    return Program(legal, linearize(legal.sink), options, backend)


def emit(kernel: Kernel, backend: str, what: str, options: Options | None = None) -> str:
    impl = get_backend(backend)
    if what not in impl.emits:
        raise ValueError(f"backend {backend} can emit {', '.join(impl.emits)}, not {what!r}")
    return impl.emit(prepare(kernel, backend, options), what)


def build(
    kernels: Sequence[Kernel],
    backend: str,
    options: Options | None = None,
    executor: str = "native",
) -> list[Runner]:
    """Compile a batch of kernels at once (one compiler process per batch where possible)."""
    options = options or Options()
    impl = get_backend(backend)
    if executor not in impl.executors:
        raise BackendUnavailable(
            f"backend {backend} runs on executors {', '.join(impl.executors)}, not {executor!r}"
        )
    if reason := impl.unavailable(options, executor):
        raise BackendUnavailable(reason)
    return impl.build([prepare(k, backend, options) for k in kernels], executor)


@dataclass
class RunResult:
    kernel: Kernel
    args: Args  # the inputs, before the run
    report: object  # refimpl.compare.Report

    @property
    def ok(self) -> bool:
        return self.report.ok


def run(
    kernel: Kernel,
    backend: str,
    options: Options | None = None,
    executor: str = "native",
    seed: int = 0,
    args: Args | None = None,
) -> RunResult:
    """Run `kernel` on random inputs from `seed` and compare every output with the oracle."""
    from refimpl.compare import compare_outputs
    from refimpl.inputs import make_args
    from refimpl.oracle import run_oracle

    args = args or make_args(kernel, seed)
    expected = run_oracle(lower(kernel), args)
    actual = args.copy()
    (runner,) = build([kernel], backend, options, executor)
    runner(actual)
    report = compare_outputs(kernel, expected, actual, fast_math=(options or Options()).fast_math)
    return RunResult(kernel, args, report)
