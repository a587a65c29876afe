"""What every backend provides, and the calling convention all executable code shares.

A backend turns a `Program` (a verified, legalized, linearized kernel) into text (`emit`)
and into runnable kernels (`build`). A backend may state the steps in between as data
(`stages`, the x86 backend's isel -> regalloc -> frame -> encode): refimpl/compile.py then
runs them, in its one pipeline function, and hands emit and build the Program with the last
stage's result in `Program.compiled`. `build` takes a batch of programs so a backend that
calls an external compiler can compile many kernels with one process. What it returns for
each is a runner (a function of Args), or, from a backend that makes x86-64 machine code,
the code itself (`MachineCode`), which compile.build hands to the executor asked for
(runtime/executors.py: native, guarded, qemu, unicorn).

Calling convention (C, LLVM and x86 alike): the kernel is a function
`void NAME(p0, p1, ...)` taking its parameters in slot order — a pointer to the first
element of each buffer, and each scalar parameter as its integer dtype. Buffers are
modified in place.

Capabilities: a backend also says what it claims to run (`Backend.capabilities`: dtypes,
vector widths, parameter count) and which spec rules of docs/semantics.md it deliberately
does not follow, so the suite skips what a backend never claimed, with the reason, instead
of failing or silently passing it (docs/backends.md).

Choices: a backend may also declare what it can do differently for one kernel
(`Backend.choices`: a `ChoiceSpace`, plain data: settings such as an optimization level,
and actions such as tinygrad's UPCAST with their arguments). A fuzz campaign draws a value
per example (fuzz/choices.py), stores it in the reproducer as JSON, and hands it to the
build as `Options.choices` (a `Choices`); without one, a backend does what it always does.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from refimpl.args import Args  # defined below the backends (the oracle takes Args too)
from refimpl.dtypes import NARROW_FLOATS, SCALARS, VECTOR_WIDTHS
from refimpl.errors import BackendUnavailable  # noqa: F401 - for backends, defined below them
from refimpl.ir import REDUCE_OPS, Kernel, Ops, UOp
from refimpl.native.hostile_call import ABIS  # noqa: F401 - Options.abi: "sysv", "win64"

# --- the backend's own choices -----------------------------------------------------------------

# The JSON key of a choices value that holds its actions; every other key is a setting.
ACTIONS_KEY = "actions"


@dataclass(frozen=True)
class ChoiceSpace:
    """What a backend can choose differently for one kernel, as plain data (so a fuzzer can
    draw a value, store it as JSON and shrink it without knowing the backend).

    `settings`: name -> the values it takes, the backend's default first (`{"opt_level":
    (2, 0, 1, 3)}`). `actions`: name -> the values each of its arguments takes, simplest
    first (`{"UPCAST": ((0, 1, 2, 3), (2, 4, 8))}`: an axis, then an amount); a value holds
    a sequence of at most `max_actions` of them, applied in order. Every value is a JSON
    scalar (int, str, bool), so a choices value survives report.json unchanged."""

    settings: Mapping[str, tuple] = field(default_factory=lambda: MappingProxyType({}))
    actions: Mapping[str, tuple[tuple, ...]] = field(default_factory=lambda: MappingProxyType({}))
    max_actions: int = 0

    def problem(self, value: Mapping) -> str | None:
        """Why the JSON choices `value` is outside this space (None: inside), for a value
        read back from a reproducer someone may have edited."""
        for name, setting in value.items():
            if name == ACTIONS_KEY:
                continue
            if name not in self.settings:
                return f"unknown setting {name!r}; settings are {', '.join(self.settings)}"
            if setting not in self.settings[name]:
                return f"setting {name}={setting!r} is not one of {self.settings[name]}"
        actions = value.get(ACTIONS_KEY, ())
        if len(actions) > self.max_actions:
            return f"{len(actions)} actions, at most {self.max_actions}"
        for action in actions:
            if not isinstance(action, (list, tuple)) or not action:
                return f"action {action!r} is not a list [name, arguments...]"
            name, *args = action
            if name not in self.actions:
                return f"unknown action {name!r}; actions are {', '.join(self.actions)}"
            allowed = self.actions[name]
            if len(args) != len(allowed) or any(
                arg not in values for arg, values in zip(args, allowed, strict=True)
            ):
                return f"action {list(action)} is outside {name}'s arguments {self.actions[name]}"
        return None


@dataclass(frozen=True)
class Choices:
    """A drawn choices value as the build sees it (`Options.choices`): hashable, so programs
    with different choices never share a compile or a cache entry. `settings` are (name,
    value) pairs, sorted; `actions` the action tuples in order, or None when the value has
    no actions key (the backend's own default, e.g. tinygrad's hand-coded opts; an empty
    tuple asks for no action at all). The JSON form is `{"opt_level": 0, "actions":
    [["UPCAST", 0, 4]]}`; `{}` is the backend's default behaviour."""

    settings: tuple[tuple[str, Any], ...] = ()
    actions: tuple[tuple, ...] | None = None

    @staticmethod
    def from_json(value: Mapping | None) -> Choices:
        value = value or {}
        settings = tuple(sorted((k, v) for k, v in value.items() if k != ACTIONS_KEY))
        actions = value.get(ACTIONS_KEY)
        return Choices(settings, None if actions is None else tuple(map(tuple, actions)))

    def to_json(self) -> dict:
        value: dict[str, Any] = dict(self.settings)
        if self.actions is not None:
            value[ACTIONS_KEY] = [list(action) for action in self.actions]
        return value

    def setting(self, name: str, default: Any) -> Any:
        """The chosen value of setting `name`, or `default` when none was chosen."""
        return dict(self.settings).get(name, default)

    def __bool__(self) -> bool:
        return bool(self.settings) or self.actions is not None


NO_CHOICES = Choices()


@dataclass(frozen=True)
class Options:
    """Compile options shared by all backends."""

    fast_math: bool = False  # allow FMA contraction (docs/semantics.md [fast-math])
    target: str = "x86-64-v3"  # x86 only: "x86-64-v3" or "x86-64-v2"
    check_regalloc: bool = False  # x86 only: verify the register allocation symbolically
    opt_level: int = 2
    # x86 and llvm: the calling convention of the kernel's entry, "sysv" (System V AMD64) or
    # "win64" (Windows x64: docs/x86-backend.md "Calling conventions"); backends.base.ABIS
    abi: str = "sysv"
    # what the backend chose to do differently for this kernel (Backend.choices; none: its
    # default behaviour)
    choices: Choices = NO_CHOICES


# The setting a backend with an optimization level declares it under, and the levels C and
# LLVM offer: Options.opt_level's default (2) first, so the simplest choice is today's build.
OPT_LEVEL = "opt_level"
OPT_LEVEL_CHOICES = ChoiceSpace(settings=MappingProxyType({OPT_LEVEL: (2, 0, 1, 3)}))


def chosen_opt_level(options: Options) -> int:
    """The optimization level to compile at: the one chosen (Options.choices' OPT_LEVEL
    setting), else Options.opt_level."""
    return options.choices.setting(OPT_LEVEL, options.opt_level)


@dataclass
class Program:
    """A kernel ready for a backend: legalized and linearized."""

    kernel: Kernel  # after lowering and legalization
    linear: list[UOp]
    options: Options
    backend: str
    # what the backend's `stages` made of it (x86: a Compiled); None for a backend without
    # stages, whose emit and build start from the kernel and its linear order
    compiled: Any = None

    @property
    def name(self) -> str:
        return self.kernel.name


Runner = Callable[[Args], None]

# A backend's stages after linearization: (name, function of the previous stage's result),
# the first taking the Program. The names are those of the timings (tools/bench.py).
Stages = tuple[tuple[str, Callable[[Any], Any]], ...]

# The executors of runtime/executors.py, which run the MachineCode a `machine_code` backend
# builds. Named here, below the backends, so such a backend states them without importing
# the runtime (an upward edge, tests/test_layers.py); executors.py takes them from here.
MACHINE_CODE_EXECUTORS = ("native", "guarded", "qemu", "unicorn")


@dataclass
class MachineCode:
    """What `build` may return instead of a runner: x86-64 machine code for `kernel`,
    position-independent, entered at offset 0 with the calling convention above.
    compile.build runs it on the executor asked for, so the backend needs none of its own;
    `compiled` rides along as the runner's `compiled` attribute (the x86 backend's Compiled:
    its listing and quality figures, for tools/bench.py and the tests)."""

    code: bytes
    kernel: Kernel
    compiled: object = None
    abi: str = "sysv"  # the calling convention the executor calls the code with (Options.abi)


# What a waived rule does to the suite's comparison of the kernels it can affect:
# "tolerance": compared with the [fast-math] tolerance instead of bit-exactly;
# "skip": not run (the backend may trap or fault there, which is no finding).
# A waived rule not listed here changes nothing: affected kernels are still compared
# bit-exactly, and their differences are failures.
WAIVER_EFFECTS = {
    "[no-contract]": "tolerance",
    "[idiv-zero]": "skip",
    "[idiv-overflow]": "skip",
}


def _contractible(kernel: Kernel) -> bool:
    """A float `mulacc`, or a float `mul` feeding an `add` or `sub` (or an `add` reduce, whose
    fold is an add): what FMA contraction could fuse ([fast-math])."""
    for node in kernel.sink.toposort():
        if not getattr(node.dtype, "is_float", False):
            continue
        if node.op is Ops.MULACC:
            return True
        if node.op in (Ops.ADD, Ops.SUB) and any(s.op is Ops.MUL for s in node.src):
            return True
        if node.op is Ops.REDUCE and node.arg is Ops.ADD and node.src[0].op is Ops.MUL:
            return True
    return False


def _signed_division(kernel: Kernel) -> bool:
    return any(n.op in (Ops.IDIV, Ops.MOD) and n.dtype.is_signed for n in kernel.sink.toposort())


def _division(kernel: Kernel) -> bool:
    return any(n.op in (Ops.IDIV, Ops.MOD) for n in kernel.sink.toposort())


# rule -> which kernels it can affect
WAIVER_AFFECTS: dict[str, Callable[[Kernel], bool]] = {
    "[no-contract]": _contractible,
    "[idiv-zero]": _division,
    "[idiv-overflow]": _signed_division,
}


@dataclass(frozen=True)
class Capabilities:
    """What a backend claims to run, and which spec rules it deliberately does not follow.

    `waived_rules` maps a docs/semantics.md rule id (with its brackets, "[no-contract]") to
    one line saying why. `reorders_float_reductions`: the backend may fold a float `reduce`
    in another order, so the outputs holding one are compared under [reduce-reorder]
    (docs/semantics.md section 10; compile.reorders)."""

    # the narrow floats are opt-in: a backend claims them once it runs passes/legalize.py's
    # narrow_floats_to_bits (or does better), so a plugin written before them skips them
    dtypes: frozenset[str] = frozenset(SCALARS) - {d.name for d in NARROW_FLOATS}
    # why a dtype the spec has is not in `dtypes` (dtype name -> one line), said when a kernel
    # holding it is refused
    dtype_reasons: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    vector_widths: frozenset[int] = frozenset({1, *VECTOR_WIDTHS})
    max_params: int | None = None
    # the most nodes (after the shared lowering) a kernel may have, and why: a limit measured
    # on the compiler the backend hands its code to (one that crashes or takes minutes above
    # it), so a larger kernel is a stated limit rather than an internal error or a hang
    max_nodes: int | None = None
    max_nodes_reason: str = ""
    # a size the backend measures itself, beside max_nodes, where its compiler's time follows
    # another measure than the node count: the lowered sink -> why it is too large, or None
    # (tvm: its simplifier expands bound expressions into trees, after its own legalization
    # of the narrow floats; tvm/legalize.py too_large)
    too_large: Callable[[UOp], str | None] | None = None
    waived_rules: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    reorders_float_reductions: bool = False
    # the folds of `reduce` it takes as written (a backend with takes_reduce; the others get
    # register accumulators, which need nothing of them)
    reduce_ops: frozenset[str] = frozenset(op.text for op in REDUCE_OPS)
    # a kernel optimizer runs on kernels in the pre-optimizer form (scalar values, reduce, no
    # register arrays), so a campaign that selects the backend draws most kernels in that
    # form (fuzz.strategies.Vocabulary.pre_optimizer); Backend.path says which path one took
    optimizes_kernels: bool = False
    # a loop or reduce range whose trip count depends on an enclosing range's counter (a
    # triangular loop, `range i32 %i+1`)
    dependent_trip_counts: bool = True
    # the largest register array (`reg`), in bytes, it keeps; a larger one is refused with
    # the reason (tvm: TVM puts one of 1024 bytes or more in its runtime's workspace)
    max_register_bytes: int | None = None
    max_register_bytes_reason: str = ""

    def unsupported(self, kernel: Kernel) -> str | None:
        """Why `kernel` is outside these capabilities (None: inside)."""
        dtypes, widths = set(), set()
        for node in kernel.sink.toposort():
            dtype = getattr(node.dtype, "base", node.dtype)  # a buffer: its element type
            if node.op is Ops.SINK or not hasattr(dtype, "kind"):
                continue
            dtypes.add(dtype.name)
            widths.add(node.dtype.lanes)
        if missing := sorted(dtypes - self.dtypes):
            why = "; ".join(
                f"{d}: {self.dtype_reasons[d]}" for d in missing if d in self.dtype_reasons
            )
            return f"dtype {', '.join(missing)} not supported" + (f" ({why})" if why else "")
        if missing := sorted(widths - self.vector_widths):
            return f"vector width {', '.join(map(str, missing))} not supported"
        if self.max_params is not None and len(kernel.params) > self.max_params:
            return f"{len(kernel.params)} parameters, at most {self.max_params} supported"
        if self.max_nodes is not None and (nodes := len(kernel.sink.toposort())) > self.max_nodes:
            why = f" ({self.max_nodes_reason})" if self.max_nodes_reason else ""
            return (
                f"kernel of {nodes:,} nodes exceeds the backend's limit of {self.max_nodes:,}"
                f" nodes{why}"
            )
        if self.too_large is not None and (why := self.too_large(kernel.sink)):
            return why
        if not self.dependent_trip_counts and any(
            r.op is Ops.RANGE and any(n.op is Ops.RANGE for n in r.src[0].toposort())
            for r in kernel.sink.toposort()
        ):
            return "a trip count that depends on another range's counter not supported"
        if self.max_register_bytes is not None:
            for node in kernel.sink.toposort():
                if node.op is Ops.REG and (size := node.dtype.size * node.dtype.base.itemsize) > (
                    self.max_register_bytes
                ):
                    why = (
                        f" ({self.max_register_bytes_reason})"
                        if self.max_register_bytes_reason
                        else ""
                    )
                    return (
                        f"a register array of {size:,} bytes, at most "
                        f"{self.max_register_bytes:,} supported{why}"
                    )
        folds = {n.arg.text for n in kernel.sink.toposort() if n.op is Ops.REDUCE}
        if missing := sorted(folds - self.reduce_ops):
            return f"reduce {', '.join(missing)} not supported"
        return None

    def waivers_affecting(self, kernel: Kernel) -> dict[str, str]:
        """Waived rule -> its effect (WAIVER_EFFECTS), for each one `kernel` can meet."""
        return {
            rule: WAIVER_EFFECTS[rule]
            for rule in self.waived_rules
            if rule in WAIVER_EFFECTS and WAIVER_AFFECTS[rule](kernel)
        }

    def compared_with_tolerance(self, kernel: Kernel) -> bool:
        """Whether `kernel` is compared under the [fast-math] tolerance because of a waiver."""
        return "tolerance" in self.waivers_affecting(kernel).values()


FULL_CAPABILITIES = Capabilities()
ALL_DTYPES = frozenset(SCALARS)  # what the reference backends (C, LLVM, x86) claim
ALL_CAPABILITIES = Capabilities(dtypes=ALL_DTYPES)


class Backend:
    """Base class: subclasses set `name`, `emits`, `executors` and implement emit/build;
    `capabilities` defaults to everything the spec has, with no rule waived."""

    name = ""
    emits: tuple[str, ...] = ()
    executors: tuple[str, ...] = ("native",)
    targets: tuple[str | None, ...] = (None,)
    capabilities: Capabilities = FULL_CAPABILITIES
    # True for a backend whose `build` returns MachineCode: its `executors` are those of
    # runtime/executors.py, and compile.unavailable asks the executor too
    machine_code: bool = False
    # the calling conventions it can give a kernel's entry (Options.abi; ABIS)
    abis: tuple[str, ...] = ("sysv",)
    # True for a backend with its own kernel optimizer (tinygrad's), whose `legalize` takes
    # REDUCE nodes as written; otherwise compile.py lowers them first (passes/reduce.py)
    takes_reduce: bool = False
    # True for a backend whose `build` compiles each program on its own (tinygrad's: a loop
    # of compiles, one process per kernel at most), so batching gains nothing: a fuzz worker
    # then builds its batch one kernel at a time, and a compile error costs only its own
    # compile and a hang is its kernel's at the first timeout (fuzz/worker.py)
    builds_alone: bool = False
    # True for a backend whose code reads narrow-float buffers as their bits (the shared
    # legalization, passes/legalize.py narrow_floats_to_bits): its runners take unsigned
    # integer arrays for them, so a fuzzer worker need not import ml_dtypes (fuzz/worker.py)
    narrow_buffers_as_bits: bool = False
    # the folder an out-of-tree plugin keeps its known failures (`<name>.txt`) and pinned
    # reproducers (`pins/*.kernel`) in, inside its own repository; None for uopcheck's own
    # backends, whose files are in golden/expectations/ (conformance/expectations.py)
    expectations_dir: str | os.PathLike | None = None
    # backends sharing a front end or code generator (tinygrad's renderers): a wrong answer
    # they all agree on is one bug, not evidence against the oracle (fuzz.harness
    # compare_case); None: the backend is a family of its own
    family: str | None = None
    # a backend uopcheck ships that checks an installed external compiler: the compiler's
    # distribution and this config's name among its backends, which name its expectations
    # file golden/expectations/<distribution>-<release>-<variant>.txt (apache-tvm, "sched");
    # None: a name `<distribution>-<variant>` says both (tinygrad-x86)
    distribution: str | None = None
    variant: str = "default"

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        """Why this backend cannot run here (None when it can). A `machine_code` backend
        answers for its own part; refimpl.compile.unavailable adds the executor's."""
        return None

    def legalize(self, sink: UOp, options: Options) -> UOp:
        """Backend-specific rewrites before linearization (default: none)."""
        return sink

    # The Options fields `legalize` reads (None: all of them). compile.py legalizes a kernel
    # once per distinct value of these, so configs differing in anything else (the calling
    # convention, the allocation checker) share one legalization.
    legalize_reads: tuple[str, ...] | None = None

    def stages(self, options: Options) -> Stages:
        """The steps from the Program to what emit and build use, which compile.py runs
        and times (default: none; emit and build do all of it)."""
        return ()

    def cached(self, program: Program, run_stages: Callable[[Program], Any]) -> Any:
        """`run_stages(program)`, or the result a cache kept for an equal program
        (default: no cache). compile.py asks this for builds; emit always runs the stages."""
        return run_stages(program)

    def path(self, kernel: Kernel) -> str | None:
        """Which of its paths `kernel` (lowered, not legalized) takes, for a backend with
        more than one that matters to coverage: a campaign counts the answers per backend
        (report.md "paths"), so a path never taken shows. Default: None (one path)."""
        return None

    def choices(self) -> ChoiceSpace | None:
        """What this backend can choose differently for one kernel (None: nothing). A
        fuzz campaign draws a value from it per example and builds with it in
        `Options.choices`; `build` applies it. An action a kernel cannot take (an axis it
        does not have) is the backend's to drop, never an error (docs/backends.md)."""
        return None

    def emit(self, program: Program, what: str) -> str:
        raise NotImplementedError

    def build(
        self, programs: Sequence[Program], executor: str = "native"
    ) -> list[Runner] | list[MachineCode]:
        raise NotImplementedError
