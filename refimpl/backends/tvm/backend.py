"""Apache TVM 0.27 as backends under test: its TIR pipeline and LLVM code generation.

Where this sits: an external compiler checked against the oracle like the project's own
backends (refimpl/backends/base.py). `lower` gives it a kernel without transcendentals and
with register accumulators for `reduce` (TVM gets the post-optimizer form, the level of
TIR); legalize (legalize.py) spells out the arithmetic and casts of the narrow floats, to which
TVM's own legalization gives other meanings, and changes nothing else. translate.py makes a
TIR PrimFunc of it; `tvm.tirx.build`
runs TVM's default TIR pipeline (the `s_tir` one: simplification, loop partitioning,
vectorization, storage rewriting, unrolling, common subexpressions, ...) and compiles it with
TVM's LLVM for `TARGET`, a fixed x86-64-v3 CPU (haswell: AVX2, FMA, F16C), not the host's.

Running: the pipeline is TVM's default one with one pass left out, `MakePackedAPI`, which
would wrap the function into TVM's packed calling convention (`int f(void *self, TVMFFIAny
*args, int n, TVMFFIAny *result)`, arguments as DLTensors). Without it TVM's LLVM code
generator emits the PrimFunc as a plain C function of its parameters: `void f(T *p0, ...,
int32_t n, ...)` in slot order, the project's calling convention. TVM writes the object
file (`write_to_file`), the system C compiler links it into a shared object (no TVM runtime
symbol is referenced: no parallel loops, no workspace allocation, which `build` checks), and
refimpl.native.call.ctypes_runner calls it like every native backend's code: scalars with
poisoned upper bits, registers poisoned, callee-saved registers checked, faults and
timeouts caught. A batch of programs is one IRModule, one TVM build, one link.

Two configs: `tvm` (the translation as it is: serial loops) and `tvm-sched`, whose choices
(schedule.py) split, vectorize and unroll loops before the pipeline.
"""

from __future__ import annotations

import ctypes
import faulthandler
import functools
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from refimpl.backends.base import (
    Backend,
    BackendUnavailable,
    Capabilities,
    ChoiceSpace,
    Options,
    Program,
    Runner,
)
from refimpl.backends.tvm.legalize import too_large
from refimpl.dtypes import SCALARS
from refimpl.errors import pip_install_command
from refimpl.native.call import ctypes_runner
from refimpl.native.hostile_call import MAX_PARAMS

TVM_VERSION = "0.27.0.post1"  # the wheel (pyproject.toml's tvm extra)
TVM_RELEASE = "0.27.0"  # what `tvm.__version__` says of it
DISTRIBUTION = "apache-tvm"
# x86-64-v3 as an LLVM CPU: the project's reference target (design.md 5), fixed so that the
# code does not change with the machine (TVM's "llvm" alone means the host's CPU)
TARGET = {"kind": "llvm", "mcpu": "haswell"}
PIPELINE = "uopcheck-tvm-no-packed-api"  # the registered name of `raw_pipeline`
ENTRY_PREFIX = "uop_kernel_"
# LowerTVMBuiltin keeps a CPU allocation on the stack below this many bytes (TVM's
# runtime::kMaxStackAlloca), and turns a larger one into a call of the TVM runtime
MAX_STACK_ALLOCA = 1024
MAX_NODES = 100  # measured: Capabilities.max_nodes_reason below


@functools.cache
def tvm_problem() -> str | None:
    """Why TVM cannot be used here, or None."""
    try:
        import tvm
    except ImportError as e:
        pip = pip_install_command(f"{DISTRIBUTION}=={TVM_VERSION}")
        return f"TVM is not installed ({e}); install with `{pip}` (uopcheck's tvm extra)"
    except Exception as e:  # noqa: BLE001 - a broken install's reason is whatever it raised
        return f"TVM cannot be imported: {type(e).__name__}: {e}"
    if not str(tvm.__version__).startswith(TVM_RELEASE):
        return f"TVM {tvm.__version__} is installed; these backends are pinned to {TVM_VERSION}"
    return None


@functools.cache
def raw_pipeline_name() -> str:
    """Register (once) the pipeline `build` uses: TVM's default one without MakePackedAPI.

    MakePackedAPI rewrites every function that has a `global_symbol` into the packed calling
    convention, and skips the ones without. So the functions enter the default pipeline
    without one, and get it (their module name) after it, before code generation."""
    import tvm
    from tvm import tirx
    from tvm.s_tir.pipeline import default_s_tir_pipeline

    @tvm.transform.module_pass(opt_level=0, name="uopcheck.NameEntries")
    def name_entries(mod, _ctx):
        return tvm.IRModule(
            {gv.name_hint: _entry(f, gv.name_hint) for gv, f in mod.functions.items()}
        )

    def factory():
        pipeline, finalize_host, finalize_device = default_s_tir_pipeline()
        return tvm.transform.Sequential([pipeline, name_entries]), finalize_host, finalize_device

    tirx.register_tir_pipeline(PIPELINE, factory)
    return PIPELINE


CPU_DEVICE = 1  # DLPack's kDLCPU


def _entry(func, name: str):
    """What MakePackedAPI would leave of `func` besides the packed arguments: its global
    symbol, and its body inside the device attributes (the CPU, device 0), which
    LowerTVMBuiltin needs to keep a small "local" allocation on the stack."""
    from tvm import tirx

    body = tirx.AttrStmt("default", "device_type", tirx.IntImm("int32", CPU_DEVICE), func.body)
    body = tirx.AttrStmt("default", "device_id", tirx.IntImm("int32", 0), body)
    return func.with_body(body).with_attr("global_symbol", name)


class TvmBackend(Backend):
    """TVM's TIR pipeline and LLVM code generator on the kernel as translated."""

    name = "tvm"
    emits = ("tir", "lowered", "llvm", "asm")
    family = "tvm"  # one TIR pipeline and code generator under both configs
    # expectations: golden/expectations/apache-tvm-0.27.0-<variant>.txt
    distribution = DISTRIBUTION
    variant = "default"
    capabilities = Capabilities(
        max_params=MAX_PARAMS,
        max_nodes=MAX_NODES,
        max_nodes_reason="TVM 0.27's StmtSimplify takes time exponential in the depth of an "
        "expression DAG: 0.6 s at 96 nodes (lowered log2 f32), over 60 s at 143 (sin f32)",
        too_large=too_large,
        max_register_bytes=MAX_STACK_ALLOCA - 1,
        max_register_bytes_reason="TVM allocates a larger one with its runtime's "
        "TVMBackendAllocWorkspace, which the native runner does not load",
        # bf16, f8e4m3, f8e5m2 too: their arithmetic and casts spelled out (legalize.py)
        dtypes=frozenset(SCALARS),
    )
    legalize_reads = ()  # the same legalization for every option

    def legalize(self, sink, options: Options):
        """The narrow floats spelled out, their values as bits (legalize.py)."""
        from refimpl.backends.tvm.legalize import legalize

        return legalize(sink)

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        if problem := tvm_problem():
            return problem
        cc = os.environ.get("CC", "cc")  # links TVM's object file (_link)
        return None if shutil.which(cc) else f"C compiler {cc!r} not found (set $CC)"

    def functions(self, programs: Sequence[Program]):
        """The IRModule of `programs`, one PrimFunc each, named ENTRY_PREFIX + position."""
        import tvm

        from refimpl.backends.tvm.translate import translate

        if reason := self.unavailable(programs[0].options if programs else Options()):
            raise BackendUnavailable(reason)
        return tvm.IRModule(
            {f"{ENTRY_PREFIX}{i}": self.prim_func(p, translate) for i, p in enumerate(programs)}
        )

    def prim_func(self, program: Program, translate):
        return translate(program.kernel, program.linear)

    def path(self, kernel) -> str | None:
        return None

    def compiled(self, programs: Sequence[Program]):
        """TVM's runtime module of the batch (its LLVM module)."""
        import tvm

        with tvm.transform.PassContext(opt_level=3):
            return tvm.tirx.build(
                self.functions(programs), tvm.target.Target(TARGET), pipeline=raw_pipeline_name()
            )

    def lowered(self, programs: Sequence[Program]):
        """The batch's IRModule after TVM's pipeline and host finalization: the TIR its LLVM
        code generator gets (the steps of `tvm.tirx.build` before code generation)."""
        import tvm
        from tvm.tirx.build import split_host_device_mods

        target = tvm.target.Target(TARGET)
        target = target.with_host(target)
        with tvm.transform.PassContext(opt_level=3):
            mod = tvm.tirx.transform.BindTarget(target)(self.functions(programs))
            pipeline, finalize_host, _ = tvm.tirx.get_tir_pipeline(raw_pipeline_name())
            host, _ = split_host_device_mods(pipeline(mod))
            return finalize_host()(host)

    def emit(self, program: Program, what: str) -> str:
        if what == "tir":
            return str(self.functions([program]))
        if what == "lowered":
            return str(self.lowered([program]))
        return self.compiled([program]).inspect_source("ll" if what == "llvm" else "asm")

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        if not programs:
            return []
        if reason := self.unavailable(programs[0].options):
            raise BackendUnavailable(reason)
        # one kernel TVM fails on fails the batch, with TVM's error: the callers (the fuzz
        # worker, the suite's BatchBuilds) then build each kernel alone and file that error
        # as the kernel's compile error
        library = _link(lambda path: self.compiled(programs).write_to_file(path))
        return [
            ctypes_runner(
                ctypes.cast(getattr(library, f"{ENTRY_PREFIX}{i}"), ctypes.c_void_p).value,
                program.kernel,
                library,
            )
            for i, program in enumerate(programs)
        ]


# TVM runtime functions a kernel's code may call; the shared object is loaded without TVM's
# runtime, so code that needs one is refused rather than failing to load
RUNTIME_CALLS = ("TVMBackend",)


class TvmCompileError(RuntimeError):
    """TVM failed on a batch: an exception of its own (the message is TVM's), or a crash of
    the process it ran in (an abort in a pass: the signal and the last lines TVM printed)."""

    # the failure is TVM's, not this relay's (refimpl.cli.raised_in): it has no cause to
    # blame, as it crossed from the forked process as text
    raised_by = "tvm"


COMPILE_TIMEOUT = 300.0  # seconds one batch may take in TVM before its process is killed


def _link(write_object) -> ctypes.CDLL:
    """The object file `write_object(path)` writes — in a forked process, so that TVM
    aborting in a pass (a failed check in C++ calls abort()) or hanging is an error of this
    batch, not the end of the process running the suite or a fuzz worker — linked into a
    shared object by the system C compiler and loaded."""
    with tempfile.TemporaryDirectory(prefix="uopcheck-tvm-") as scratch:
        obj, shared = Path(scratch, "kernels.o"), Path(scratch, "kernels.so")
        _in_child(write_object, str(obj), Path(scratch))
        link = [os.environ.get("CC", "cc"), "-shared", "-nostdlib", "-o", str(shared), str(obj)]
        done = subprocess.run(link, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"linking TVM's object failed: {done.stderr.strip()[:2000]}")
        undefined = _undefined_symbols(shared)
        if calls := [s for s in undefined if s.startswith(RUNTIME_CALLS)]:
            raise RuntimeError(
                f"TVM's code calls its runtime ({', '.join(calls)}), not loaded here"
            )
        return ctypes.CDLL(str(shared))


def _in_child(work, argument: str, scratch: Path) -> None:
    """`work(argument)` in a forked child; its exception or crash raised as TvmCompileError."""
    message, errors = scratch / "error.txt", scratch / "stderr.txt"
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        code = 1
        try:
            faulthandler.disable()  # its traceback of a crash would go to the parent's stderr
            with open(errors, "wb") as sink:
                os.dup2(sink.fileno(), 2)
            work(argument)
            code = 0
        except BaseException as e:  # noqa: BLE001 - everything is reported to the parent
            message.write_text(f"{type(e).__name__}: {e}")
        finally:
            os._exit(code)
    deadline = time.monotonic() + COMPILE_TIMEOUT
    while (status := os.waitpid(pid, os.WNOHANG))[0] == 0:
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            raise TvmCompileError(f"TVM took more than {COMPILE_TIMEOUT:.0f} s on this batch")
        time.sleep(0.005)
    code = status[1]
    if os.WIFEXITED(code) and os.WEXITSTATUS(code) == 0:
        return
    if message.exists():
        raise TvmCompileError(message.read_text())
    printed = errors.read_text(errors="replace") if errors.exists() else ""
    told = [line for line in printed.splitlines() if line.strip() and "File " not in line]
    how = (
        f"signal {signal.Signals(os.WTERMSIG(code)).name}"
        if os.WIFSIGNALED(code)
        else f"exit {os.WEXITSTATUS(code)}"
    )
    raise TvmCompileError(f"TVM crashed ({how}) compiling this batch: " + " | ".join(told[-6:]))


def _undefined_symbols(shared: Path) -> list[str]:
    done = subprocess.run(
        ["nm", "-D", "--undefined-only", str(shared)], capture_output=True, text=True
    )
    return [line.split()[-1] for line in done.stdout.splitlines() if line.split()]


class TvmSched(TvmBackend):
    """TVM with TIR loop transformations (split, vectorize, unroll) as the backend's choices:
    the campaign draws them per kernel; without any, schedule.DEFAULT (split the innermost
    loops that allow it by 8 and vectorize them). `emit(program, "schedule")` lists the
    actions applied and the ones dropped as not fitting the kernel."""

    name = "tvm-sched"
    variant = "sched"
    emits = ("schedule", *TvmBackend.emits)

    def choices(self) -> ChoiceSpace:
        from refimpl.backends.tvm.schedule import ACTION_SPACE

        return ACTION_SPACE

    def schedule(self, program: Program):
        from refimpl.backends.tvm.schedule import plan

        return plan(program.linear, program.options.choices.actions)

    def prim_func(self, program: Program, translate):
        plans, _ = self.schedule(program)
        return translate(program.kernel, program.linear, plans)

    def emit(self, program: Program, what: str) -> str:
        if what != "schedule":
            return super().emit(program, what)
        return describe_schedule(program, *self.schedule(program))


def describe_schedule(program: Program, plans: dict, refused: list[str]) -> str:
    """One line per planned loop (`loop 0: split 8, vectorized`), then each refused action."""
    from refimpl.backends.tvm.schedule import loops_of

    chosen = program.options.choices.actions
    lines = [f"schedule: {'default' if chosen is None else 'chosen actions'}"]
    for number, (loop, _) in enumerate(loops_of(program.linear)):
        if (p := plans.get(loop)) is not None and (p.factor or p.kind != "serial"):
            split = f"split {p.factor}, " if p.factor else ""
            lines.append(f"loop {number}: {split}{p.kind}")
    lines += [f"refused: {reason}" for reason in refused]
    return "\n".join(lines) + "\n"


BACKEND = TvmBackend()
