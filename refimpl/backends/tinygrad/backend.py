"""tinygrad 0.14.0 as three backends under test: its X86, clang and LLVM renderers.

Where this sits: an external compiler checked against the oracle like the project's own
backends (refimpl/backends/base.py). `prepare` lowers the kernel (transcendentals become
basic ops, as for every backend) and legalizes nothing: tinygrad gets f16, vectors and every
op as the spec states them. translate.py turns the graph into tinygrad's post-reduce UOps;
`tinygrad.codegen.do_to_program` runs tinygrad's whole late pipeline with the chosen
renderer and returns its source (C, LLVM IR, or the hex of its x86 machine code) and its
binary.

Running: the X86 renderer produces raw position-independent machine code; clang and LLVM
produce an ELF object that tinygrad's own `jit_loader` relocates for the address it will live
at. Either is copied into a fresh mapping that is made read+execute (never writable and
executable at once) and called through refimpl.native.call.ctypes_runner, the one way the
project calls native code (faults, timeouts and ABI violations are caught and reported).
The compiled function takes the parameters it uses in slot order, each in a 64-bit word
(buffers as pointers), as the project's calling convention does.

Compiles are slow (each clang kernel is one clang process; tinygrad caches the objects on
disk in its own cache), so `build` translates and compiles a whole batch before returning.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

import numpy as np

from refimpl.backends.base import (
    ALL_DTYPES,
    Args,
    Backend,
    BackendUnavailable,
    Capabilities,
    ChoiceSpace,
    Options,
    Program,
    Runner,
)
from refimpl.errors import apt_install_command, pip_install_command
from refimpl.ir import Kernel, Ops
from refimpl.native.call import NativeCode, ctypes_runner, load_code
from refimpl.native.hostile_call import MAX_PARAMS

TINYGRAD_VERSION = "0.14.0"
ARCH = "x86_64,native"


@functools.cache
def tinygrad_problem() -> str | None:
    """Why tinygrad cannot be used here, or None."""
    try:
        import tinygrad
    except ImportError as e:
        pip = pip_install_command(f"tinygrad=={TINYGRAD_VERSION}")
        return f"tinygrad is not installed ({e}); install with `{pip}` (uopcheck's tinygrad extra)"
    version = getattr(tinygrad, "__version__", None)
    if version is None:
        from importlib.metadata import version as installed_version

        version = installed_version("tinygrad")
    if version != TINYGRAD_VERSION:
        return f"tinygrad {version} is installed; these backends are pinned to {TINYGRAD_VERSION}"
    return None


def _load(binary: bytes) -> NativeCode:
    """Map `binary` (raw code, or an ELF object relocated for its address) executable."""
    if binary[:4] != b"\x7fELF":
        return load_code(binary)
    from tinygrad.runtime.support.elf import jit_loader

    # relocation results depend only on the base for calls out of the image; the kernels
    # here call nothing, so the image size is known before the base is
    mapping = NativeCode(len(jit_loader(binary, base=0)))
    mapping.seal(jit_loader(binary, base=mapping.address))
    return mapping


class TinygradBackend(Backend):
    """One tinygrad renderer on the CPU device; subclasses name the renderer."""

    emits = ("source",)
    family = "tinygrad"  # one front end and optimizer under every renderer
    builds_alone = True  # build() compiles kernel by kernel
    renderer_name = ""  # tinygrad's name: X86, CLANG or LLVM

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        if problem := tinygrad_problem():
            return problem
        try:
            self.renderer()
        except Exception as e:  # noqa: BLE001 - any failure to construct is the reason
            return f"tinygrad's {self.renderer_name} renderer cannot be created here: {e}"
        return None

    @functools.cache  # noqa: B019 - one renderer per backend object, which lives forever
    def renderer(self):
        from tinygrad.helpers import Target
        from tinygrad.renderer.cstyle import ClangRenderer
        from tinygrad.renderer.isa.x86 import X86Renderer
        from tinygrad.renderer.llvmir import CPULLVMRenderer

        classes = {"X86": X86Renderer, "CLANG": ClangRenderer, "LLVM": CPULLVMRenderer}
        return classes[self.renderer_name](Target("CPU", self.renderer_name, ARCH))

    def compile(self, program: Program):
        """tinygrad's PROGRAM for `program`: src = (SINK, LINEAR, SOURCE, BINARY)."""
        from tinygrad.codegen import do_to_program

        from refimpl.backends.tinygrad.translate import translate

        if reason := self.unavailable(program.options):
            raise BackendUnavailable(reason)
        translation = translate(program.kernel, renders=self.renderer().code_for_op)
        return _to_program(do_to_program, translation.sink, self.renderer())

    def emit(self, program: Program, what: str) -> str:
        return self.compile(program).src[2].arg

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [self.runner(program, self.compile(program)) for program in programs]

    def runner(self, program: Program, compiled) -> Runner:
        """The runner of `program`, compiled by tinygrad to `compiled` (its PROGRAM)."""
        mapping = _load(compiled.src[3].arg)
        kernel = _in_call_order(program, compiled.arg)
        return _aligned(ctypes_runner(mapping.address, kernel, mapping))


class CompilerRejected(Exception):
    """The C compiler tinygrad runs rejected the source tinygrad rendered; the message is
    the compiler's first error line (what a campaign signs the finding by), and a note
    (`add_note`, printed by the CLI below the message) lists the source it was given, each
    error's line numbered with a caret under its column."""

    blames_cause = True  # the failure is tinygrad's (refimpl.cli.raised_in), not this relay


@contextlib.contextmanager
def _stderr_to(sink):
    """File descriptor 2 into `sink`: tinygrad's ClangCompiler runs clang with its stderr
    inherited, which would print into a campaign's log and leave the error without a reason."""
    sys.stderr.flush()
    saved = os.dup(2)
    os.dup2(sink.fileno(), 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _to_program(do_to_program, sink, renderer):
    """`do_to_program(sink, renderer)`, a compiler's rejection raised as CompilerRejected
    with its first error line (`<stdin>:4:11: error: ...`) and the source as a note."""
    with tempfile.TemporaryFile() as errors:
        try:
            with _stderr_to(errors):
                return do_to_program(sink, renderer)
        except subprocess.CalledProcessError as e:
            errors.seek(0)
            lines = errors.read().decode(errors="replace").splitlines()
            first = next((line for line in lines if "error:" in line), lines[0] if lines else "")
            compiler = os.path.basename(str(e.cmd[0])) if e.cmd else "the compiler"
            rejected = CompilerRejected(f"{compiler} rejected tinygrad's source: {first}")
            if (source := _source_given_to(e)) is not None:
                rejected.add_note(source_listing(source, _error_places(lines)))
            raise rejected from e


def _source_given_to(error: subprocess.CalledProcessError) -> str | None:
    """The source tinygrad piped into the compiler that failed: the `src` argument of its
    Compiler.compile frame (the process's input is not kept in the error)."""
    for frame, _ in traceback.walk_tb(error.__traceback__):
        src = frame.f_locals.get("src")
        if frame.f_code.co_name == "compile" and isinstance(src, str):
            return src
    return None


def _error_places(compiler_lines: list[str]) -> dict[int, list[int]]:
    """Line -> columns of the compiler's `<stdin>:LINE:COL: error:` reports."""
    places: dict[int, list[int]] = {}
    for line in compiler_lines:
        if m := re.match(r"<stdin>:(\d+):(\d+): (?:fatal )?error:", line):
            places.setdefault(int(m[1]), []).append(int(m[2]))
    return places


WHOLE_SOURCE_LINES = 40  # a source up to this long is listed whole, a longer one around errors
CONTEXT_LINES = 3  # lines listed before and after an error line of a long source


def source_listing(source: str, errors: dict[int, list[int]]) -> str:
    """`source` numbered as compilers quote it (`   5 | text`), a caret line under each
    error line (`errors`: line -> columns, 1-based); a long source only around its errors."""
    lines = source.splitlines()
    shown = range(1, len(lines) + 1)
    if len(lines) > WHOLE_SOURCE_LINES and errors:
        near = {n + d for n in errors for d in range(-CONTEXT_LINES, CONTEXT_LINES + 1)}
        shown = sorted(n for n in near if 1 <= n <= len(lines))
    width = len(str(len(lines)))
    out, previous = [f"the source it was given ({len(lines)} lines):"], 0
    for number in shown:
        if previous and number != previous + 1:
            out.append(f"{'':>{width}} | ...")
        out.append(f"{number:>{width}} | {lines[number - 1]}")
        if columns := errors.get(number):
            marks = "".join("^" if c in columns else " " for c in range(1, max(columns) + 1))
            out.append(f"{'':>{width}} | {marks}")
        previous = number
    return "\n".join(out)


BUFFER_ALIGNMENT = 64  # tinygrad's CPU allocator promises 32 (its LLVM IR says `align 32`)


def _aligned_copy(array: np.ndarray) -> np.ndarray:
    raw = np.empty(array.nbytes + BUFFER_ALIGNMENT, dtype=np.uint8)
    start = -raw.ctypes.data % BUFFER_ALIGNMENT
    copy = raw[start : start + array.nbytes].view(array.dtype).reshape(array.shape)
    copy[...] = array
    return copy


def _aligned(run: Runner) -> Runner:
    """`run` on copies of the buffers placed where tinygrad's allocator would put them
    (every buffer starts 32-byte aligned; its compiled code may rely on it), copied back."""

    def call(args: Args) -> None:
        staged = Args({name: _aligned_copy(a) for name, a in args.buffers.items()}, args.vars)
        run(staged)
        for name, array in args.buffers.items():
            array[...] = staged.buffers[name]

    call.keepalive = run  # type: ignore[attr-defined]
    return call


def _in_call_order(program: Program, info) -> Kernel:
    """The kernel with its parameters in the order tinygrad's compiled function takes them:
    slot order, buffers and scalars mixed, over the parameters the program uses (its
    ProgramInfo's `globals` and `vars`). The ELF signature is no guide: it puts scalars last
    and leaves out a buffer the x86 code reads from the stack."""
    by_slot = {p.arg[0]: p for p in program.kernel.params}
    slots = sorted([*info.globals, *(var.arg.slot for var in info.vars)])
    params = tuple(by_slot[slot] for slot in slots)
    kernel = program.kernel
    return Kernel(kernel.name, params, kernel.sink, kernel.names, kernel.doc, kernel.locations)


# The narrow floats as tinygrad's own dtypes (translate.TG_DTYPES): bfloat16, fp8e4m3,
# fp8e5m2. Neither CPU renderer has fp8 arithmetic, so tinygrad's late pipeline emulates them
# (codegen/decomp/dtype.py: buffers of their uint bits, values in f16); the X86 renderer
# emulates bf16 in f32 the same way, the clang renderer renders it as C's `__bf16`, the LLVM
# one as `bfloat` (and emulates f16 too, on Linux).
NARROW = frozenset({"bf16", "f8e4m3", "f8e5m2"})
CLANG_NO_BF16 = (
    "tinygrad's ClangRenderer writes C `__bf16`, which the clang here rejects "
    "('__bf16 is not supported on this target'; clang 14, Debian 12)"
)


class TinygradX86(TinygradBackend):
    name = "tinygrad-x86"
    renderer_name = "X86"
    # every dtype and width (docs/tinygrad.md): bf16 emulated in f32 and fp8 in f16 by
    # tinygrad's own late pipeline, their op-suite failures triaged (docs/tinygrad.md,
    # "tinygrad-x86's bf16" and "tinygrad-x86's fp8"; the imm_ kernels of fp8 compile for
    # minutes and end in row 62, listed as such). It does not fuse a*b+c, and the translation
    # guards divisors, so no rule is waived. tinygrad's ranges are rectangular: a trip count
    # from another range's counter crashes or miscomputes (all its renderers; docs/tinygrad.md);
    # its code runs on the native executor, which passes at most MAX_PARAMS words
    capabilities = Capabilities(
        dtypes=ALL_DTYPES,
        dependent_trip_counts=False,
        max_params=MAX_PARAMS,
    )


class TinygradClang(TinygradBackend):
    name = "tinygrad-clang"
    renderer_name = "CLANG"
    capabilities = Capabilities(
        dtypes=ALL_DTYPES - {"bf16"},
        dtype_reasons=MappingProxyType({"bf16": CLANG_NO_BF16}),
        dependent_trip_counts=False,
        max_params=MAX_PARAMS,
        waived_rules={
            "[no-contract]": "tinygrad compiles C with -O2 -march=native and no "
            "-ffp-contract=off, so clang fuses a*b+c",
        },
    )

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        if problem := tinygrad_problem():
            return problem
        compiler = os.environ.get("CC", "clang")  # tinygrad's ClangCompiler runs $CC or clang
        if shutil.which(compiler) is None:
            return (
                f"tinygrad-clang needs clang: {compiler!r} is not on PATH; install with "
                f"`{apt_install_command('clang')}`"
            )
        if "clang" not in os.path.basename(compiler):
            return f"tinygrad-clang compiles with $CC={compiler!r}, which is not clang; unset CC"
        return super().unavailable(options, executor)


# A register accumulator and a vector load: the IR tinygrad's LLVM renderer writes for them
# uses typed pointers in opaque-pointer style, which only a libLLVM >= 16 reads as meant.
LLVM_PROBE = """
kernel llvm_probe(%out: f32[4], %x: f32[4])
  %acc = reg f32[1]
  %init = store %acc[0], 0.0
  %ready = after %acc, %init
  %v = load f32x4 %x[0]
  %a = load f32 %ready[0]
  %s = gep f32 %v, 0
  %t = add f32 %a, %s
  %b = broadcast f32x4 %t
  store %out[0], %b
"""


class TinygradLLVM(TinygradBackend):
    name = "tinygrad-llvm"
    renderer_name = "LLVM"
    # its IR puts `nsz arcp contract afn` on float ops. Every dtype is claimed: the renderer
    # writes bf16 as LLVM `bfloat` (arithmetic through f32) and tinygrad emulates fp8 and, on
    # Linux, f16 in f32 (docs/tinygrad.md "bf16 and fp8"; the findings are in the expectations)
    capabilities = Capabilities(
        dtypes=ALL_DTYPES,
        dependent_trip_counts=False,
        max_params=MAX_PARAMS,
        waived_rules={
            "[no-contract]": "tinygrad's LLVM IR marks float ops `contract`",
            "[ieee-basic]": "tinygrad's LLVM IR marks float ops `nsz arcp afn`: signed zeros "
            "ignored, x / y may become x * (1 / y)",
        },
    )

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        if reason := super().unavailable(options, executor):
            return reason
        return _llvm_problem(self)


@functools.cache
def _llvm_problem(backend: TinygradLLVM) -> str | None:
    """Compile LLVM_PROBE: whether the libLLVM tinygrad loaded understands its IR."""
    from tinygrad.codegen import do_to_program
    from tinygrad.runtime.autogen import llvm

    from refimpl.backends.tinygrad.translate import translate
    from refimpl.text import parse

    try:
        do_to_program(translate(parse(LLVM_PROBE)).sink, backend.renderer())
    except Exception as e:  # noqa: BLE001 - the reason is whatever LLVM said
        first_line = str(e).strip().splitlines()[0]
        return (
            f"tinygrad's LLVM renderer does not work with {llvm.dll._name}: {first_line} "
            "(tinygrad 0.14.0 writes IR that needs opaque pointers, libLLVM >= 16); install "
            f"with `{apt_install_command('libllvm19')}`"
        )
    return None


# --- the same renderers after tinygrad's optimizer ------------------------------------------

# BEAM search of this width instead of the hand-coded opts (0 or unset: hand-coded). BEAM
# times candidates on this machine, so its choice varies from run to run; emit "opts" says
# what was chosen. tinygrad caches its choice on disk per AST (IGNORE_BEAM_CACHE=1, set before
# tinygrad is imported, searches again).
BEAM_ENV = "UOPCHECK_TINYGRAD_BEAM"

# the [reduce] folds tinygrad has a REDUCE for (translate.TG_REDUCE; here without tinygrad)
TINYGRAD_REDUCES = frozenset({Ops.ADD, Ops.MUL, Ops.MAX})


def beam_width() -> int:
    """$UOPCHECK_TINYGRAD_BEAM as a width (0: no BEAM, tinygrad's hand-coded opts)."""
    text = os.environ.get(BEAM_ENV, "").strip() or "0"
    if not text.isdigit():
        raise ValueError(f"${BEAM_ENV} must be a BEAM width (0, 1, 2, ...), not {text!r}")
    return int(text)


def _optimizing(capabilities: Capabilities) -> Capabilities:
    """The plain backend's capabilities under tinygrad's optimizer: the same dtypes (the
    narrow floats each -opt backend claims are triaged in its own expectations file)."""
    # tinygrad's UNROLL/UPCAST regroup a float fold (docs/tinygrad.md "The -opt backends"),
    # it has a REDUCE for three folds only, and its optimizer wants the pre-optimizer form
    return replace(
        capabilities,
        reorders_float_reductions=True,
        reduce_ops=frozenset(op.text for op in TINYGRAD_REDUCES),
        optimizes_kernels=True,
    )


# The optimizer's actions the -opt backends declare as their choices (Backend.choices): op ->
# (the axes it may name, the amounts it may take), each simplest first; amount 0 is tinygrad's
# "the whole axis". The amounts are those of tinygrad's own BEAM search (codegen/opt/search.py)
# within the Scheduler's limits (UPCAST at most 16, UNROLL at most 32). Axes count as tinygrad
# counts them: UPCAST and PADTO the kernel's axes, UNROLL the reduce axes (docs/tinygrad.md).
CPU_ACTIONS = {
    "UPCAST": ((0, 1, 2, 3), (2, 3, 4, 5, 7, 8, 16, 0)),
    "UNROLL": ((0, 1, 2), (2, 3, 4, 7, 0)),
    "PADTO": ((0, 1, 2, 3), (4, 8, 32)),
}
# Not declared: LOCAL, GROUP and GROUPTOP need a renderer with local memory (`has_local`),
# SWAP global axes, which tinygrad's CPU renderers lack, so every one would be refused; THREAD
# is not offered (Optimizing.renderer); TC needs tensor cores they lack.
MAX_ACTIONS = 4  # the hand-coded opts apply up to three at once on these kernels
ACTION_SPACE = ChoiceSpace(actions=MappingProxyType(CPU_ACTIONS), max_actions=MAX_ACTIONS)


def tinygrad_opt(action) -> object:
    """A choices action `[name, axis, amount]` as tinygrad's `Opt`."""
    from tinygrad.codegen.opt import Opt, OptOps

    name, axis, amount = action
    return Opt(OptOps[name], axis, amount)


def action_of(opt) -> tuple:
    """A tinygrad `Opt` as a choices action (name, axis, amount)."""
    return (opt.op.name, opt.axis, opt.arg)


@dataclass(frozen=True)
class Optimized:
    """What tinygrad made of a program on an -opt backend: its PROGRAM, and the chosen
    actions it refused for this kernel (each with tinygrad's reason), which were dropped."""

    program: object
    refused: tuple[tuple[tuple, str], ...] = ()


def _refused_index(error: Exception) -> int | None:
    """Which of `opts_to_apply` tinygrad's `apply_opts` refused with `error` (a
    KernelOptError): it applies them in order on its Scheduler `k` and stops at the first
    refused, so the index is how many it had applied. None if the error came from elsewhere."""
    for frame, _ in traceback.walk_tb(error.__traceback__):
        scheduler = frame.f_locals.get("k")
        if frame.f_code.co_name == "apply_opts" and hasattr(scheduler, "applied_opts"):
            return len(scheduler.applied_opts)
    return None


def optimize_with_actions(sink, renderer, actions: tuple) -> Optimized:
    """`sink` through tinygrad with exactly `actions` applied, in order, dropping each one
    tinygrad refuses for this kernel (KernelOptError: an axis it lacks, an amount that does
    not divide it). A refused action is a choice that does not fit the kernel, never a finding;
    what tinygrad does with the actions it accepts is what is checked."""
    from tinygrad.codegen import do_to_program
    from tinygrad.codegen.opt import KernelOptError

    wanted, refused = [tinygrad_opt(a) for a in actions], []
    while True:
        attempt = sink.replace(arg=replace(sink.arg, opts_to_apply=tuple(wanted)))
        try:
            return Optimized(_to_program(do_to_program, attempt, renderer), tuple(refused))
        except KernelOptError as e:
            index = _refused_index(e)
            if index is None or index >= len(wanted):
                raise
            refused.append((action_of(wanted.pop(index)), _plain_reason(e)))


def _plain_reason(error: Exception) -> str:
    """tinygrad's reason for refusing an action, without its terminal colours, one line."""
    text = re.sub(r"\x1b\[[0-9;]*m", "", str(error)).strip()
    return (text.splitlines() or ["refused"])[0][:120]


class Optimizing:
    """Mixin: the renderer's backend with tinygrad's kernel optimizer in front of it.

    It takes REDUCE as written (`takes_reduce`). A kernel `translate.optimizer_refusal`
    accepts (no register arrays or AFTER, no vector values) goes to the optimizer; any other
    kernel takes the renderer's path with the optimizer skipped, its REDUCEs still lowered by
    tinygrad. The optimizer applies its hand-coded opts (or BEAM), or, when the program's
    `Options.choices` has actions (its `choices()`: the actions of CPU_ACTIONS), exactly
    those, the ones tinygrad refuses for the kernel dropped (optimize_with_actions).
    `emit(program, "opts")` and each runner's `opts` attribute name the path and the opts
    applied and refused (describe_opts)."""

    takes_reduce = True
    emits = ("source", "opts")

    def choices(self) -> ChoiceSpace:
        return ACTION_SPACE  # declared without importing tinygrad

    @functools.cache  # noqa: B019 - one renderer per backend object, which lives forever
    def renderer(self):
        renderer = super().renderer()
        # a THREAD opt adds a `core_id` parameter and calls the kernel once per core: not the
        # project's calling convention, so the optimizer is not offered it
        renderer.has_threads = False
        return renderer

    def optimized(self, program: Program) -> Optimized:
        from tinygrad.codegen import do_to_program

        from refimpl.backends.tinygrad.translate import optimizer_refusal, translate

        if reason := self.unavailable(program.options):
            raise BackendUnavailable(reason)
        optimize = optimizer_refusal(program.kernel) is None
        actions = program.options.choices.actions
        if optimize and actions is not None:
            translation = translate(
                program.kernel, optimize=True, opts=(), renders=self.renderer().code_for_op
            )
            return optimize_with_actions(translation.sink, self.renderer(), actions)
        translation = translate(
            program.kernel,
            optimize=optimize,
            beam=beam_width(),
            renders=self.renderer().code_for_op,
        )
        return Optimized(_to_program(do_to_program, translation.sink, self.renderer()))

    def compile(self, program: Program):
        return self.optimized(program).program

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [self.runner(program, self.optimized(program)) for program in programs]

    def path(self, kernel: Kernel) -> str:
        from refimpl.backends.tinygrad.translate import optimizer_refusal

        refusal = optimizer_refusal(kernel)
        # one label per rule, not per node ("a vector value (load f32x8): ...")
        if refusal is None:
            return "optimizer"
        return f"optimizer skipped: {refusal.split(' (')[0].split(':')[0]}"

    def emit(self, program: Program, what: str) -> str:
        if what != "opts":
            return super().emit(program, what)
        return describe_opts(program, self.optimized(program))

    def runner(self, program: Program, optimized: Optimized) -> Runner:
        # compiled once: a BEAM search may choose differently the next time
        run = super().runner(program, optimized.program)
        run.opts = describe_opts(program, optimized)  # type: ignore[attr-defined]
        run.applied_actions = [  # type: ignore[attr-defined]
            list(action_of(opt)) for opt in applied_opts(optimized.program)
        ]
        return run


def applied_opts(compiled) -> tuple:
    """The `Opt`s tinygrad applied to make `compiled` (its PROGRAM)."""
    return compiled.src[0].arg.applied_opts


def action_text(action) -> str:
    """`UNROLL axis 0 by 4` for an action (name, axis, amount); `by all` for amount 0."""
    name, axis, amount = action
    return f"{name} axis {axis} by {'all' if amount == 0 else amount}"


def describe_opts(program: Program, optimized: Optimized) -> str:
    """Which path the program's kernel took and the opts tinygrad applied, one per line, as
    `UNROLL axis 0 by 4` (`by all` for the whole axis; tinygrad's arg 0), then each chosen
    action it refused. UNROLL's axis counts the reduce axes, UPCAST's the output axes
    (docs/tinygrad.md)."""
    from refimpl.backends.tinygrad.translate import optimizer_refusal

    if refusal := optimizer_refusal(program.kernel):
        return f"optimizer skipped: {refusal}\n"
    width = beam_width()
    if program.options.choices.actions is not None:
        how = "chosen actions"
    else:
        how = f"BEAM {width}" if width else "hand-coded"
    lines = [f"optimizer: {how}"]
    lines += [action_text(action_of(opt)) for opt in applied_opts(optimized.program)]
    lines += [f"refused: {action_text(a)} ({why})" for a, why in optimized.refused]
    return "\n".join(lines) + "\n"


class TinygradX86Opt(Optimizing, TinygradX86):
    name = "tinygrad-x86-opt"
    # bf16 and fp8 as tinygrad-x86 (docs/tinygrad.md "tinygrad-x86's fp8")
    capabilities = _optimizing(TinygradX86.capabilities)


class TinygradClangOpt(Optimizing, TinygradClang):
    name = "tinygrad-clang-opt"
    # fp8 as tinygrad-clang (bf16 unclaimed on both: clang 14 rejects `__bf16`)
    capabilities = _optimizing(TinygradClang.capabilities)


class TinygradLLVMOpt(Optimizing, TinygradLLVM):
    name = "tinygrad-llvm-opt"
    # bf16 and fp8 as tinygrad-llvm (docs/tinygrad.md "bf16 and fp8")
    capabilities = _optimizing(TinygradLLVM.capabilities)


BACKENDS = {
    b.name: b
    for b in (
        TinygradX86(),
        TinygradClang(),
        TinygradLLVM(),
        TinygradX86Opt(),
        TinygradClangOpt(),
        TinygradLLVMOpt(),
    )
}
