"""The pipeline in one place: verify -> lower -> legalize -> linearize -> the backend's
stages (x86: isel -> regalloc -> frame -> encode) -> emit/build -> run.

    program = compile_kernel(kernel, "x86")  # the whole pipeline, read top-down
    text = emit(kernel, "c", "source")       # C source / LLVM IR / x86 asm or hex
    result = run(kernel, "x86", seed=1)      # random inputs, oracle comparison

Every backend sees the same pipeline; only the legalization rules, the stages after
linearization and the final step differ. `compile_kernel` is the one function that calls
them in order. `build` returns a backend's runners as they are, and hands the machine code of a
backend that makes it (backends/base.py MachineCode) to the executor asked for
(runtime/executors.py); `unavailable` says why a backend, target and executor cannot run
here. The numpy oracle runs the kernel after the shared lowering of transcendentals, which
is what makes transcendental results bit-exact across backends. A REDUCE (the form before
a kernel optimizer) reaches the oracle as written and a backend lowered to register
accumulators (passes/reduce.py), unless the backend has an optimizer of its own
(`Backend.takes_reduce`, the tinygrad backends).

Backends are found by name (docs/backends.md): first in BACKEND_MODULES (the project's own
c, llvm and x86, plus test doubles from $UOPCHECK_EXTRA_BACKENDS), then in the
`uopcheck.backends` entry-point group of the installed packages (name -> `module:object`,
the object a Backend instance or class). The project's own backends are also in that group;
the built-in table is what keeps a checkout used without `pip install -e` working. A name is
one backend: another distribution registering a built-in's name (the table's or one in
uopcheck's own pyproject.toml), or two distributions registering one name, is an error
naming them (`backend_conflict`), never a silent choice. A plugin that fails to import is
not an error of the pipeline: `get_backend` raises BackendUnavailable with what went wrong,
which the suite reports as that backend's skip reason.
"""

from __future__ import annotations

import functools
import gc
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points

from refimpl.backends.base import (
    ABIS,
    Args,
    Backend,
    BackendUnavailable,
    MachineCode,
    Options,
    Program,
    Runner,
)
from refimpl.ir import Kernel, UOp
from refimpl.passes.linearize import linearize
from refimpl.passes.reduce import lower_reduces
from refimpl.runtime.executors import executor_unavailable, make_runner
from refimpl.verify import verify

ENTRY_POINT_GROUP = "uopcheck.backends"

# The project's own backends (name -> module defining BACKEND, or "module:object"), imported
# on first use so a missing optional dependency only disables that backend. These are the
# default selection of the suite and the fuzzer; every other registered backend is opt-in.
BACKEND_MODULES = {
    "c": "refimpl.backends.c",
    "llvm": "refimpl.backends.llvm",
    "x86": "refimpl.backends.x86.backend",
}

# Test doubles: "name=module,..." or "name=module:object" entries, registered by
# register_extra_backends. The fuzzer's tests inject deliberately wrong or crashing backends
# this way (fuzz/fake_backends/); nothing else sets it.
EXTRA_BACKENDS_ENV = "UOPCHECK_EXTRA_BACKENDS"


PROJECT_DISTRIBUTION = "uopcheck"  # whose entry points are the project's own backends


@functools.cache
def plugin_entry_points() -> dict[str, dict[str, str]]:
    """Backend name -> {distribution: `module:object`} of every installed package that
    registers it (more than one distribution is a conflict: `backend_conflict`).

    Read once per process (scanning the installed packages is slow); `refresh_backends()`
    reads them again."""
    found: dict[str, dict[str, str]] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        distribution = point.dist.name if point.dist is not None else "(unknown distribution)"
        found.setdefault(point.name, {})[distribution] = point.value
    return found


def refresh_backends() -> None:
    """Forget the entry points read and the backends loaded (after installing a plugin)."""
    plugin_entry_points.cache_clear()
    _load.cache_clear()
    forget_front_end()


def registered_backends() -> dict[str, str]:
    """Every backend name -> where its object lives: the built-in table, then the plugins."""
    table = {
        name: " | ".join(registrants.values())
        for name, registrants in plugin_entry_points().items()
    }
    return {**table, **BACKEND_MODULES}


def is_project_distribution(distribution: str) -> bool:
    """Whether `distribution` (as an entry point's metadata spells it) is uopcheck itself."""
    return distribution.lower().replace("_", "-") == PROJECT_DISTRIBUTION


def backend_conflict(name: str) -> str | None:
    """Why `name` names no single backend (None: it does): a distribution other than uopcheck
    registers a built-in name (BACKEND_MODULES, or an entry point of uopcheck's own), or two
    distributions register it. Uninstalling or renaming resolves it; nothing picks one."""
    registrants = plugin_entry_points().get(name, {})
    others = {
        dist: value for dist, value in registrants.items() if not is_project_distribution(dist)
    }
    named = ", ".join(f"distribution {dist!r} ({value})" for dist, value in others.items())
    if others and (name in BACKEND_MODULES or len(others) < len(registrants)):
        return (
            f"backend {name!r} is built into uopcheck and cannot be replaced, but {named} "
            f"registers it in {ENTRY_POINT_GROUP}: rename that entry point or uninstall it"
        )
    if len(others) > 1:
        return (
            f"backend {name!r} is registered by {len(others)} distributions in "
            f"{ENTRY_POINT_GROUP}: {named}; rename one entry point or uninstall one of them"
        )
    return None


def register_extra_backends() -> None:
    """Add the backends named in $UOPCHECK_EXTRA_BACKENDS (test doubles) to the pipeline.

    Each entry is `name=module` (the module's BACKEND) or `name=module:object`, as in an
    entry point. They join BACKEND_MODULES, so they are part of the default selection like
    the project's own backends; installed plugins are registered by the `uopcheck.backends`
    entry points instead (docs/backends.md)."""
    for entry in filter(None, os.environ.get(EXTRA_BACKENDS_ENV, "").split(",")):
        name, _, module = entry.partition("=")
        BACKEND_MODULES.setdefault(name.strip(), module.strip())


def default_backends() -> list[str]:
    """What the suite and the fuzzer check when no backend is named: the built-in table."""
    return list(BACKEND_MODULES)


@functools.cache
def _load(name: str, spec: str) -> Backend | BackendUnavailable:
    """The Backend that `spec` names ("module", meaning module:BACKEND, or "module:object"),
    or why it cannot be had (kept, so a broken plugin is imported once, not once per test)."""
    if ":" not in spec:
        spec += ":BACKEND"
    try:
        loaded = EntryPoint(name, spec, ENTRY_POINT_GROUP).load()
        if isinstance(loaded, type) and issubclass(loaded, Backend):
            loaded = loaded()
    except Exception as e:  # noqa: BLE001 - a broken plugin is that backend's problem only
        return BackendUnavailable(
            f"backend {name!r} cannot be loaded from {spec}: {type(e).__name__}: {e}"
        )
    if not isinstance(loaded, Backend):
        return BackendUnavailable(
            f"backend {name!r}: {spec} is a {type(loaded).__name__}, not a "
            "refimpl.backends.base.Backend instance or subclass"
        )
    return loaded


def get_backend(name: str) -> Backend:
    """The backend registered as `name`; BackendUnavailable says why there is none."""
    if conflict := backend_conflict(name):
        raise BackendUnavailable(conflict)
    if name in BACKEND_MODULES:
        return _loaded(name, BACKEND_MODULES[name])
    registrants = plugin_entry_points().get(name)
    if not registrants:
        known = ", ".join(sorted(registered_backends()))
        raise BackendUnavailable(f"unknown backend {name!r}; backends are {known}")
    (spec,) = registrants.values()  # one: more is a conflict
    return _loaded(name, spec)


def _loaded(name: str, spec: str) -> Backend:
    backend = _load(name, spec)
    if isinstance(backend, BackendUnavailable):
        raise BackendUnavailable(str(backend))
    return backend


def available_backends(include_plugins: bool = True) -> list[str]:
    """Registered backends that load (each may still lack a target or executor)."""
    names = []
    for name in registered_backends() if include_plugins else default_backends():
        try:
            get_backend(name)
        except BackendUnavailable:
            continue
        names.append(name)
    return names


def unavailable(
    backend: str, options: Options | None = None, executor: str = "native"
) -> str | None:
    """Why `backend` cannot build and run kernels for `options` on `executor` on this machine
    (None: it can): the backend's own reason, then, for a backend whose `build` returns
    MachineCode, the executor's (runtime/executors.py). BackendUnavailable: no such backend."""
    options = options or Options()
    impl = get_backend(backend)
    if reason := abi_unavailable(impl, options):
        return reason
    if reason := impl.unavailable(options, executor):
        return reason
    if impl.machine_code:
        return executor_unavailable(executor, options.target)
    return None


def abi_unavailable(impl: Backend, options: Options) -> str | None:
    """Why `impl` cannot give a kernel the calling convention `options.abi` (None: it can)."""
    if options.abi not in ABIS:
        return f"unknown calling convention {options.abi!r}; conventions are {', '.join(ABIS)}"
    if options.abi not in impl.abis:
        return f"{impl.name} backend: calling convention {options.abi} is not implemented"
    return None


def reorders(backend: str) -> bool:
    """Whether `backend` declares it may reorder float reductions: its outputs are then
    compared under [reduce-reorder] (compare_outputs' `reordered`)."""
    try:
        return get_backend(backend).capabilities.reorders_float_reductions
    except BackendUnavailable:
        return False


def unsupported(kernel: Kernel, backend: str) -> str | None:
    """Why `backend`'s declared capabilities exclude `kernel` (None: it claims to run it).
    The kernel is judged after the shared lowering, which is what the backend receives."""
    return get_backend(backend).capabilities.unsupported(lower(kernel))


def capability_refusal(kernel: Kernel, backend: str, running: bool = True) -> str | None:
    """What a command (the CLI's verbs, `fuzz minimize`, `fuzz replay`) answers instead of
    compiling `kernel` for `backend` when the backend does not claim it, in the suite's words
    ("wgsl backend: dtype i64 not supported (capabilities)"); None: go ahead. `running`:
    a kernel meeting a waived rule whose effect is to skip ("[idiv-zero]": the backend may
    trap there) is refused too, as the suite skips it; compiling one is fine.
    BackendUnavailable: no such backend."""
    capabilities = get_backend(backend).capabilities
    lowered = lower(kernel)
    reason = capabilities.unsupported(lowered)
    skipping = [
        r for r, effect in capabilities.waivers_affecting(lowered).items() if effect == "skip"
    ]
    if reason is None and running and skipping:
        reason = f"waives {', '.join(skipping)}, which this kernel meets"
    return f"{backend} backend: {reason} (capabilities)" if reason else None


# CPython's cyclic collector runs a young-generation pass every 700 net allocations. A compile
# allocates hundreds of thousands of short-lived objects (UOps, MIR instructions, operands)
# and those passes took a quarter of an x86 compile of a fuzzer kernel (56 -> 40 ms measured
# with this threshold). The programs that compile many kernels call collect_less_often()
# at start: the CLI, the fuzzer and its workers, the suite (conftest) and tools/bench.py.
# Nothing depends on when cycles are collected; garbage waits a little longer, that is all.
GC_THRESHOLDS = (50_000, 20, 20)


def collect_less_often() -> None:
    gc.set_threshold(*GC_THRESHOLDS)


# --- the pipeline ----------------------------------------------------------------------------


def compile_kernel(
    kernel: Kernel,
    backend: str,
    options: Options | None = None,
    *,
    cache: bool = True,
    seconds: dict[str, float] | None = None,
) -> Program:
    """The reference compiler, top to bottom: `kernel` through every stage of `backend`.

    The result is the Program the backend's emit and build start from, its `compiled` the
    last stage's result (x86: a Compiled). A backend without stages (C, LLVM, plugins)
    renders in emit and renders and compiles in build. The passes before the backend's
    stages (legalize.py, x86/legalize.py, transcendental.py) are checked by the suite to
    produce verified kernels (tests/test_pipeline.py), not here on every compile.
    `cache=False`: the backend's stages run even where its cache has their result (emit,
    so coverage and the golden listings see every rule fire). `seconds`, when given,
    receives each stage's time, and then nothing comes from a cache (tools/bench.py)."""
    options = options or Options()
    impl = get_backend(backend)
    if reason := abi_unavailable(impl, options):
        raise BackendUnavailable(reason)
    clock = _StageClock(seconds)
    front_cache = seconds is None  # a timed compile runs every stage
    lowered = lower(kernel, front_cache)  # verify the input, lower transcendentals (as the oracle)
    clock.lap("lower")
    legal = legalize(lowered, backend, options, front_cache)
    clock.lap("legalize")
    program = Program(legal, linear_order(legal.sink, front_cache), options, backend)
    clock.lap("linearize")

    def run_stages(program: Program):
        result = program
        for name, stage in impl.stages(options):  # x86: isel, regalloc, [check], frame, encode
            result = stage(result)
            clock.lap(name)
        return result

    if impl.stages(options):
        use_cache = cache and front_cache
        program.compiled = impl.cached(program, run_stages) if use_cache else run_stages(program)
    return program


class _StageClock:
    """Adds the time since the previous lap to `seconds[stage]` (nothing without `seconds`)."""

    def __init__(self, seconds: dict[str, float] | None):
        self.seconds, self.last = seconds, time.perf_counter()

    def lap(self, stage: str) -> None:
        if self.seconds is not None:
            now = time.perf_counter()
            self.seconds[stage] = self.seconds.get(stage, 0.0) + now - self.last
            self.last = now


def prepare(kernel: Kernel, backend: str, options: Options | None = None) -> Program:
    """compile_kernel's front end alone (verify, lower, legalize, linearize): the Program
    before the backend's stages."""
    options = options or Options()
    legal = legalize(lower(kernel), backend, options)
    return Program(legal, linear_order(legal.sink), options, backend)


# The front end runs once per kernel, not once per consumer: the oracle, the capability
# checks and every backend x target x executor of a kernel share one verification and
# lowering, and one legalization and linearization per (backend, options). Kernels compare
# by name, parameters and sink (UOps are interned), so a kernel parsed again from the same
# text hits too. The caches hold results only: a kernel that fails verification raises
# every time, with its own source locations. Bounded, so a long campaign does not grow
# without end.
FRONT_END_CACHE_SIZE = 4096


def lower(kernel: Kernel, cache: bool = True) -> Kernel:
    """`kernel` verified, then the target-independent lowering every consumer shares (the
    oracle included): transcendentals become polynomials (passes/transcendental.py)."""
    return kernel.with_sink(_cached(_lowered_sink, cache)(kernel))


@functools.lru_cache(maxsize=FRONT_END_CACHE_SIZE)
def _lowered_sink(kernel: Kernel):
    from refimpl.passes.transcendental import lower_transcendentals

    verify(kernel)  # the input, once; the passes are checked by the suite, not here
    return lower_transcendentals(kernel.sink)


def legalize(lowered: Kernel, backend: str, options: Options, cache: bool = True) -> Kernel:
    """`backend`'s legalization of a lowered kernel."""
    reads = get_backend(backend).legalize_reads
    if reads is not None:  # only what legalize reads tells two legalizations apart
        options = Options(**{name: getattr(options, name) for name in reads})
    return lowered.with_sink(_cached(_legal_sink, cache)(lowered, backend, options))


@functools.lru_cache(maxsize=FRONT_END_CACHE_SIZE)
def _legal_sink(lowered: Kernel, backend: str, options: Options):
    """`refresh_backends` empties it, since a name may then mean another backend."""
    impl = get_backend(backend)
    sink = lowered.sink if impl.takes_reduce else lower_reduces(lowered.sink)
    return impl.legalize(sink, options)


def linear_order(sink: UOp, cache: bool = True) -> list[UOp]:
    """passes/linearize.py's order of `sink` (one list per sink, shared: nothing after
    linearization changes it)."""
    return _cached(_linearized, cache)(sink)


@functools.lru_cache(maxsize=FRONT_END_CACHE_SIZE)
def _linearized(sink: UOp) -> list[UOp]:
    return linearize(sink)


def _cached(function, cache: bool):
    """`function` (an lru_cache), or with cache=False the function it wraps."""
    return function if cache else function.__wrapped__


def forget_front_end() -> None:
    """Empty the front end's caches."""
    _lowered_sink.cache_clear()
    _legal_sink.cache_clear()
    _linearized.cache_clear()


def emit(kernel: Kernel, backend: str, what: str, options: Options | None = None) -> str:
    impl = get_backend(backend)
    if what not in impl.emits:
        raise ValueError(f"backend {backend} can emit {', '.join(impl.emits)}, not {what!r}")
    return impl.emit(compile_kernel(kernel, backend, options, cache=False), what)


def build(
    kernels: Sequence[Kernel],
    backend: str,
    options: Options | None = None,
    executor: str = "native",
) -> list[Runner]:
    """Compile a batch of kernels at once (one compiler process per batch where possible).
    A backend's runners are returned as they are; its MachineCode goes to `executor`."""
    options = options or Options()
    impl = get_backend(backend)
    if executor not in impl.executors:
        raise BackendUnavailable(
            f"backend {backend} runs on executors {', '.join(impl.executors)}, not {executor!r}"
        )
    if reason := unavailable(backend, options, executor):
        raise BackendUnavailable(reason)
    built = impl.build([compile_kernel(k, backend, options) for k in kernels], executor)
    return [_runner(b, executor) for b in built]


def _runner(built: Runner | MachineCode, executor: str) -> Runner:
    if not isinstance(built, MachineCode):
        return built
    run = make_runner(executor, built.code, built.kernel, abi=built.abi)
    run.compiled = built.compiled  # type: ignore[attr-defined]
    return run


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
    fast_math = (options or Options()).fast_math
    report = compare_outputs(kernel, expected, actual, fast_math, reordered=reorders(backend))
    return RunResult(kernel, args, report)
