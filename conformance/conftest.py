"""The conformance suite's pytest configuration: which backends to test, batch builds (the
root conftest.py holds what tests/ shares: Hypothesis profiles, the environment check).

Options (all default to "every available one"):

    --backend c,llvm,x86      --target x86-64-v3,x86-64-v2
    --executor native,guarded,qemu,unicorn
    --abi sysv,win64          calling conventions (default: both, win64 where WIN64_CONFIGS)
    --exhaustive              the whole op suite on emulated executors and win64 configs too
    --kernel-timeout SECONDS  deadline of each native kernel call (default 10)

A *config* is one (backend, target, executor, abi) tuple; without --executor only the default
ones run (DEFAULT_EMULATED below), and the Windows x64 convention only on WIN64_CONFIGS.
Tests that execute code take the `config` fixture and are parametrized over every config; a
config this machine cannot run is skipped with the backend's reason. Tests that need no
backend do not use it, so most of the suite runs anywhere.

Deadlines: no execution of generated code can hang the run. Native calls stop after
--kernel-timeout seconds (refimpl/native/native_guard.c; a fault in the kernel is an exception too,
so the test fails and the xdist worker lives on), guarded/qemu runs after their runner
timeout, Unicorn runs after an instruction budget.

Backends: without --backend, the project's own (refimpl.compile.default_backends: c, llvm,
x86). Any other registered backend (a `uopcheck.backends` entry point, docs/backends.md;
the tinygrad ones included) runs only when named: `--backend tinygrad-x86`. With --backend,
a test about particular backends (a module's CHECKED_BACKENDS, a pinned reproducer of
another backend's bug) runs only if one is selected (`backends_about`). A plugin under a
built-in's name, or two under one name, is a usage error naming the distributions.

Failures: a failure's reproduce command (conformance/harness.py) repeats the selection
options given (--backend --target --executor --abi --exhaustive), so its test id is found.

Capabilities (refimpl.backends.base.Capabilities): a test whose kernel uses a dtype, vector
width or parameter count its backend does not claim is skipped with the reason, as is one
whose kernel meets a waived rule that makes the backend trap ([idiv-zero]); a kernel that
meets a waived [no-contract] is compared under the [fast-math] tolerance. The terminal
summary counts both and lists every selected backend's waived rules on their own line.

Expectations (conformance/expectations.py, docs/backends.md): a backend with a file under
golden/expectations/ (or --expectations FILE) has its listed failures as strict xfails; the
terminal summary names the file and counts the matches.
"""

from __future__ import annotations

import shutil
import zlib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from conformance import expectations, harness
from refimpl.backends import ptx
from refimpl.backends.base import BackendUnavailable, Options
from refimpl.compile import (
    backend_conflict,
    build,
    default_backends,
    get_backend,
    lower,
    registered_backends,
    unavailable,
)
from refimpl.errors import apt_install_command
from refimpl.ir import Kernel
from refimpl.native import call as native


@dataclass(frozen=True)
class Config:
    backend: str
    target: str | None
    executor: str
    abi: str = "sysv"  # Options.abi: the kernel's entry, and how the executor calls it

    @property
    def id(self) -> str:
        abi = self.abi if self.abi != "sysv" else None
        return "-".join(p for p in (self.backend, self.target, self.executor, abi) if p)

    def options(self, **overrides) -> Options:
        base = {"target": self.target} if self.target else {}
        return Options(**{**base, "check_regalloc": True, "abi": self.abi, **overrides})

    def compared_with_tolerance(self, kernel: Kernel) -> bool:
        """Whether `kernel` is compared under the [fast-math] tolerance on this config,
        because its backend waives a rule the kernel meets ([no-contract])."""
        try:
            capabilities = get_backend(self.backend).capabilities
        except BackendUnavailable:
            return False
        return capabilities.compared_with_tolerance(lowered(kernel))


@cache
def lowered(kernel: Kernel) -> Kernel:
    """What a backend receives (capabilities are judged on it): the shared lowering."""
    return lower(kernel)


def all_configs(names: list[str] | None = None) -> list[Config]:
    """Every (backend, target, executor) of `names` (default: the project's own backends)."""
    configs = []
    for name in default_backends() if names is None else names:
        try:
            backend = get_backend(name)
        except BackendUnavailable:
            configs.append(Config(name, None, "native"))  # collected, then skipped
            continue
        for target in backend.targets:
            for executor in backend.executors:
                configs.append(Config(name, target, executor))
                if "win64" in backend.abis and (target, executor) in WIN64_CONFIGS:
                    configs.append(Config(name, target, executor, "win64"))
    return configs


# The Windows x64 convention runs on these (target, executor) pairs of every backend that
# implements it (x86, llvm): natively on both, the guard-page runner for v3 and Unicorn for
# v2 (each has its own win64 caller). Only x86-64-v3 native runs the whole op suite under
# win64; the others a fixed sample (WIN64_FULL, op_suite_pairs).
WIN64_CONFIGS = frozenset(
    {
        ("x86-64-v3", "native"),
        ("x86-64-v3", "guarded"),
        ("x86-64-v2", "unicorn"),
        (None, "native"),  # llvm
    }
)
WIN64_FULL = frozenset({("x86", "x86-64-v3", "native")})


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    # the expectations plugin (--expectations; registered once, also when given by -p)
    if pluginmanager.get_plugin(expectations.__name__) is None:
        pluginmanager.register(expectations, expectations.__name__)
    group = parser.getgroup("uopcheck")
    group.addoption("--backend", default="", help="comma-separated backends (default: all)")
    group.addoption("--target", default="", help="comma-separated x86 targets (default: all)")
    group.addoption("--executor", default="", help="comma-separated executors (default: all)")
    group.addoption(
        "--abi", default="", help="comma-separated calling conventions sysv,win64 (default: all)"
    )
    group.addoption(
        "--exhaustive",
        action="store_true",
        help="run the whole op suite on emulated executors too (default: a fixed third)",
    )
    group.addoption(
        "--kernel-timeout",
        type=float,
        default=native.DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help="deadline of each native kernel call; a kernel still running then fails its test "
        f"with TimedOut (default: {native.DEFAULT_TIMEOUT:g}, 0: none)",
    )


def named_backends(config: pytest.Config) -> list[str]:
    return [v for v in config.getoption("backend").split(",") if v]


def pytest_configure(config: pytest.Config) -> None:
    # a native kernel that spins must fail its test, not hang the run (issue 10 item 8);
    # guarded/qemu runs have their own timeout and Unicorn an instruction budget
    native.DEFAULT_TIMEOUT = config.getoption("kernel_timeout")
    known = registered_backends()
    if unknown := [name for name in named_backends(config) if name not in known]:
        raise pytest.UsageError(
            f"--backend {','.join(unknown)}: not a registered backend; "
            f"registered: {', '.join(sorted(known))}"
        )
    # a plugin under a built-in's name, or two under one name: the run would check an
    # ambiguous backend (refimpl.compile.backend_conflict), so it does not start
    conflicts = filter(None, map(backend_conflict, named_backends(config) or default_backends()))
    if conflicts := list(conflicts):
        raise pytest.UsageError("\n".join(conflicts))
    harness.SELECTION_OPTIONS[:] = selection_options(config)


def selection_options(config: pytest.Config) -> list[str]:
    """The options given that decide which tests are collected (--backend ... --exhaustive):
    a failure's reproduce command repeats them, or its test id would not be found."""
    options = []
    for name in ("backend", "target", "executor", "abi"):
        if value := config.getoption(name):
            options += [f"--{name}", value]
    return options + (["--exhaustive"] if config.getoption("exhaustive") else [])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """`--backend NAME` checks NAME and nothing about other backends: a test about particular
    backends (`backends_about` below) runs only when one of them is selected. The
    parametrized tests (op suite, corpus, regressions) are narrowed by their configs
    instead, and the modules about the spec, the oracle and the executors always run (as
    do uopcheck's own tests, tests/, when they are collected too)."""
    named = set(named_backends(config))
    if not named:
        return
    kept, deselected = [], []
    for item in items:
        about = backends_about(item)
        (deselected if about is not None and not named & about else kept).append(item)
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = kept


def backends_about(item: pytest.Item) -> set[str] | None:
    """The backends `item` checks, when it checks particular ones (None: it is about the
    spec, the oracle or an executor): its module's `CHECKED_BACKENDS` (the test_x86_*
    modules); the backend its `backend` parameter names (a pinned reproducer of another
    compiler's bug, test_regressions); for a test its module lists in
    `PROJECT_BACKEND_TESTS`, its config's backend if that is one of the project's own."""
    module = getattr(item, "module", None)
    checked = getattr(module, "CHECKED_BACKENDS", None)
    about = None if checked is None else set(checked)
    params = item.callspec.params if hasattr(item, "callspec") else {}
    if isinstance(params.get("backend"), str):
        about = (about or set()) | {params["backend"]}
    cfg = params.get("config")
    if isinstance(cfg, Config) and item.originalname in getattr(
        module, "PROJECT_BACKEND_TESTS", ()
    ):
        about = (about or set()) | ({cfg.backend} & set(default_backends()))
    return about


# Without --executor, each backend/target runs natively, plus the emulated executors that
# add something: Unicorn for v2 (the only code it can run), qemu and the guard-page runner
# for v3. The other pairs (v2 under qemu or guarded) are available with --executor.
DEFAULT_EMULATED = frozenset(
    {
        ("x86-64-v2", "unicorn"),
        ("x86-64-v3", "qemu"),
        ("x86-64-v3", "guarded"),
    }
)


def is_default(config: Config) -> bool:
    return config.executor == "native" or (config.target, config.executor) in DEFAULT_EMULATED


def selected_configs(config: pytest.Config) -> list[Config]:
    def wanted(option: str) -> set[str]:
        return {v for v in config.getoption(option).split(",") if v}

    targets, executors, abis = wanted("target"), wanted("executor"), wanted("abi")
    return [
        c
        for c in all_configs(named_backends(config) or None)
        if (not targets or c.target is None or c.target in targets)
        and (c.executor in executors if executors else is_default(c))
        and (not abis or c.abi in abis)
    ]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "config" not in metafunc.fixturenames:
        return
    configs = selected_configs(metafunc.config)
    op_cases = getattr(metafunc.module, "OP_CASES", None)
    if op_cases is not None and "case" in metafunc.fixturenames:
        pairs = op_suite_pairs(configs, op_cases, metafunc.config.getoption("exhaustive"))
        metafunc.parametrize(
            ("config", "case"),
            pairs,
            ids=[f"{cfg.id}-{case.id}" for cfg, case in pairs],
            indirect=["config"],
        )
        return
    # indirect: through the `config` fixture below, which skips what cannot run
    metafunc.parametrize("config", configs, ids=[c.id for c in configs], indirect=True)


def op_suite_pairs(configs: list[Config], cases: list, exhaustive: bool) -> list[tuple]:
    """The op suite's (config, case) tests: the cases each config runs (its sample unless
    `exhaustive`), family by family and every config of a family together, so that an
    xdist worker running a stretch of them computes each case's oracle result once and
    compiles each config's cases in a few batches (test_ops.batch_of)."""
    families: dict[str, list] = {}
    for case in cases:
        families.setdefault(case.family, []).append(case)
    return [
        (cfg, case)
        for family in families.values()
        for cfg in configs
        for case in family
        if runs_case(cfg, case.id, exhaustive)
    ]


def runs_case(cfg: Config, case_id: str, exhaustive: bool) -> bool:
    """Whether `cfg` runs op case `case_id`: its sample, or every case when `exhaustive`."""
    return exhaustive or in_sample(case_id, sample_one_in(cfg, case_id))


# Executors that pay for each call (an emulator, or a process round trip). They run a fixed,
# deterministic third of the op suite unless --exhaustive is given (the CI matrix entry of
# each such config does); native configs always run all of it. A win64 config other than
# WIN64_FULL runs the same third: the convention changes the entry and the register budget,
# which every family of the sample exercises, and the suite's time stays what CI affords.
SAMPLED_EXECUTORS = frozenset({"unicorn", "qemu", "guarded"})
SAMPLE_ONE_IN = 3


def in_sample(name: str, one_in: int = SAMPLE_ONE_IN) -> bool:
    """Whether `name` is in the fixed sample of one in `one_in` (one in 9 is part of one in 3)."""
    return zlib.crc32(name.encode()) % one_in == 0


def is_sampled(cfg: Config) -> bool:
    """Whether `cfg` runs only the fixed third of the op suite (without --exhaustive)."""
    if cfg.abi == "win64" and (cfg.backend, cfg.target, cfg.executor) not in WIN64_FULL:
        return True
    return cfg.executor in SAMPLED_EXECUTORS


# The narrow floats (bf16, fp8) add a quarter to the op suite. Their code is one shared
# legalization (passes/legalize.py) that leaves only integer and f32 ops, which every config
# already runs in full; so they run in full on the two native configs whose code differs
# most (C through the compiler, x86-v3 through our own isel), on the op-suite third
# (`in_sample`) on the other unsampled configs, and on a ninth — a part of that third — where
# the config is itself sampled (all of it with --exhaustive).
NARROW_FULL_CONFIGS = frozenset({("c", None)})
NARROW_NAMES = ("bf16", "f8e4m3", "f8e5m2")


def sample_one_in(cfg: Config, case_id: str) -> int:
    """How sparsely op case `case_id` is sampled on `cfg` (1: it always runs)."""
    sampled = is_sampled(cfg)
    if not any(name in case_id for name in NARROW_NAMES):
        return SAMPLE_ONE_IN if sampled else 1
    if sampled:
        return SAMPLE_ONE_IN**2
    full = cfg.executor == "native" and cfg.abi == "sysv"
    return 1 if full and (cfg.backend, cfg.target) in NARROW_FULL_CONFIGS else SAMPLE_ONE_IN


@cache
def unavailable_reason(config: Config) -> str | None:
    try:
        return unavailable(config.backend, config.options(), config.executor)
    except BackendUnavailable as e:
        return str(e)


# How a test parametrized over `config` names its kernel: parameter -> the kernel it gives
# (test_ops' OpCase, test_corpus' file, test_regressions' name in its module's KERNELS).
KERNEL_PARAMS = {
    "case": lambda value, module: getattr(value, "kernel", None),
    "path": lambda value, module: parsed_file(value) if str(value).endswith(".kernel") else None,
    "name": lambda value, module: getattr(module, "KERNELS", {}).get(value),
}


@cache
def parsed_file(path: Path) -> Kernel:
    from refimpl.text import parse

    return parse(Path(path).read_text(), str(path))


def kernel_of(item: pytest.Item) -> Kernel | None:
    params = getattr(item, "callspec", None)
    for param, kernel_from in KERNEL_PARAMS.items():
        if params is not None and param in params.params:
            kernel = kernel_from(params.params[param], getattr(item, "module", None))
            if isinstance(kernel, Kernel):
                return kernel
    return None


# user_properties carry these to the controller process under xdist
SKIPPED_UNSUPPORTED = "uopcheck-unsupported"
WAIVED_TOLERANCE = "uopcheck-tolerance"


@cache
def capability_verdict(backend: str, kernel: Kernel) -> tuple[str | None, dict[str, str]]:
    """(why `backend` does not claim `kernel`, or None; the waived rules it meets -> effect)."""
    capabilities = get_backend(backend).capabilities
    effects = capabilities.waivers_affecting(lowered(kernel))
    reason = capabilities.unsupported(lowered(kernel))
    skipping = [rule for rule, effect in effects.items() if effect == "skip"]
    if reason is None and skipping:
        reason = f"waives {', '.join(skipping)}, which this kernel meets"
    return reason, effects


def capability_check(cfg: Config, item: pytest.Item) -> None:
    """Skip (counted) a kernel the backend never claimed; note a waiver's tolerance."""
    kernel = kernel_of(item)
    if kernel is None:
        return
    reason, effects = capability_verdict(cfg.backend, kernel)
    if reason is not None:
        item.user_properties.append((SKIPPED_UNSUPPORTED, f"{cfg.backend}: {reason}"))
        pytest.skip(f"{cfg.id}: unsupported: {reason}")
    for rule, effect in effects.items():
        if effect == "tolerance":
            item.user_properties.append((WAIVED_TOLERANCE, f"{cfg.backend} {rule}"))


@pytest.fixture
def config(request: pytest.FixtureRequest) -> Config:
    cfg: Config = request.param
    if reason := unavailable_reason(cfg):
        pytest.skip(f"{cfg.id}: {reason}")
    capability_check(cfg, request.node)
    return cfg


# --- optional tools ------------------------------------------------------------------------
# `@pytest.mark.needs_tool("NAME")`: the test skips, with the reason, when NAME is missing.
# A tool found somewhere other than PATH has its own finder (why it is missing, or None).
TOOL_FINDERS = {
    "ptxas": ptx.ptxas_unavailable,  # $PTXAS, PATH, or the nvidia-cuda-nvcc-cu12 wheel
}


# a tool found on PATH -> the Debian package that brings it (run.sh's OPTIONAL_PARTS)
TOOL_PACKAGES = {"qemu-x86_64": "qemu-user", "clang": "clang"}


def tool_missing(name: str) -> str | None:
    if name in TOOL_FINDERS:
        return TOOL_FINDERS[name]()
    if shutil.which(name):
        return None
    package = TOOL_PACKAGES.get(name)
    install = f"; install with `{apt_install_command(package)}`" if package else ""
    return f"{name} is not on PATH{install}"


def pytest_runtest_setup(item: pytest.Item) -> None:
    for marker in item.iter_markers("needs_tool"):
        if reason := tool_missing(marker.args[0]):
            pytest.skip(f"needs {marker.args[0]}: {reason}")


# --- the capability summary (in the controller process, from every test's report) ----------

SKIP_COUNTS: Counter[str] = Counter()  # "backend: reason" -> tests skipped
TOLERANCE_COUNTS: Counter[str] = Counter()  # "backend [rule]" -> tests compared with tolerance


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for key, value in report.user_properties:
        if key == SKIPPED_UNSUPPORTED and report.skipped:
            SKIP_COUNTS[value] += 1
        elif key == WAIVED_TOLERANCE and report.when == "call":
            TOLERANCE_COUNTS[value] += 1


def waiver_lines(backends: list[str]) -> list[str]:
    """One line per selected backend that waives a rule or reorders float reductions."""
    lines = []
    for name in backends:
        try:
            capabilities = get_backend(name).capabilities
        except BackendUnavailable:
            continue
        for rule, why in capabilities.waived_rules.items():
            used = TOLERANCE_COUNTS[f"{name} {rule}"]
            effect = f"; {used} tests compared under the [fast-math] tolerance" if used else ""
            lines.append(f"waived rule: {name} {rule} ({why}){effect}")
        if capabilities.reorders_float_reductions:
            lines.append(
                f"waived rule: {name} reorders float reductions (compared under [reduce-reorder])"
            )
    return lines


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    backends = named_backends(config) or default_backends()
    lines = waiver_lines(backends)
    for reason, count in sorted(SKIP_COUNTS.items()):
        lines.append(f"skipped as unsupported: {count} tests: {reason}")
    if lines:
        terminalreporter.section("uopcheck backend capabilities")
        for line in lines:
            terminalreporter.write_line(line)


class BatchBuilds:
    """Compile kernels in batches: the first test of a batch (test_ops.batch_of) compiles it."""

    def __init__(self) -> None:
        self.runners: dict[tuple, object] = {}
        self.errors: dict[tuple, Exception] = {}

    def runner(self, config: Config, kernel, family: list, options: Options | None = None):
        options = options or config.options()
        key = (config, options, kernel)
        if key in self.runners:
            return self.runners[key]
        if key in self.errors:
            raise self.errors[key]
        # a kernel the backend does not claim skips its own test: compiling it along would
        # only cost time (TVM spent 300 s on a 321-node kernel past its node limit, and as
        # long again building the rest alone after that timeout)
        capabilities = get_backend(config.backend).capabilities
        family = [k for k in family if k is kernel or capabilities.unsupported(lowered(k)) is None]
        try:
            built = build(family, config.backend, options, config.executor)
        except BackendUnavailable:
            raise
        except Exception:
            # one kernel of the family failed to compile: build each alone to pin it down
            built = []
            for k in family:
                try:
                    built.append(build([k], config.backend, options, config.executor)[0])
                except Exception as e:  # noqa: BLE001 - reported by the test of that kernel
                    self.errors[(config, options, k)] = e
                    built.append(None)
        for k, r in zip(family, built, strict=True):
            if r is not None:
                self.runners[(config, options, k)] = r
        if key in self.errors:
            raise self.errors[key]
        return self.runners[key]


@pytest.fixture(scope="session")
def batch_builds() -> BatchBuilds:
    return BatchBuilds()
