"""Command line: `python -m refimpl compile|run|compare|fmt KERNEL ...`.

Exit codes follow the interface in README: 0 success/agreement, 1 disagreement (with the
oracle for `run`, between the two backends for `compare`), 2 any error (bad kernel text,
verifier error, unavailable backend, a kernel the backend does not claim, compile error).

Whose fault an error is, is said once, here: a kernel outside a backend's capabilities is
refused before any of its code runs, as the suite skips it (compile.capability_refusal);
everything the backend's code does is run through `in_backend`, so a `sys.exit` or other
escape from a plugin's build is that backend's error and never exit 0, and a segfault in it
is dumped by faulthandler with a frame naming the backend and the phase. "internal error in
refimpl" is kept for exceptions raised in refimpl's own code.

A failure report shows the differing elements with their lanes' inputs, the kernel text and
the command line that reproduces it (refimpl/compare.py formats all three).
"""

from __future__ import annotations

import argparse
import faulthandler
import functools
import shlex
import sys
import traceback
import types
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from refimpl.backends.base import ABIS, Args, BackendUnavailable, Options
from refimpl.backends.x86.target import DEFAULT_TARGET
from refimpl.backends.x86.target import TARGETS as X86_TARGETS
from refimpl.compare import (
    compare_outputs,
    compare_pair,
    failure_text,
    reproduce_command,
    save_failure_kernel,
)
from refimpl.compile import (
    available_backends,
    build,
    capability_refusal,
    collect_less_often,
    emit,
    get_backend,
    lower,
    register_extra_backends,
    reorders,
)
from refimpl.errors import ExecutionError
from refimpl.expected import expected
from refimpl.oracle import OracleError
from refimpl.runtime.executors import EXECUTORS
from refimpl.text import ParseError, parse, print_kernel
from refimpl.verify import VerifyError

EXIT_OK, EXIT_DISAGREE, EXIT_ERROR = 0, 1, 2
TARGETS = tuple(X86_TARGETS)  # what --target accepts


def _kernel_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "kernel", help="kernel text file (see docs/kernel-format.md), or - for stdin"
    )


BACKEND_SPEC_HELP = (
    "A backend spec is NAME[:TARGET][:EXECUTOR], e.g. x86, x86:x86-64-v2, x86:unicorn, "
    "x86:x86-64-v2:unicorn, c:qemu; each optional part is recognized by its value (a target "
    "or an executor name), and a part left out takes --target / --executor"
)


def _backend_help() -> str:
    return f"backend: one of {', '.join(available_backends()) or 'none available'}"


def _target_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--target",
        choices=TARGETS,
        default=DEFAULT_TARGET.name,
        help="x86 target: x86-64-v3 (AVX2/FMA/F16C, default) or x86-64-v2 (SSE4.2)",
    )


def _abi_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--abi",
        choices=ABIS,
        default="sysv",
        help="calling convention of the kernel's entry (x86, llvm): sysv (System V AMD64, "
        "default) or win64 (Windows x64; the executors call it as a Windows caller would)",
    )


def _executor_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--executor",
        default="native",
        help="where x86 code runs: native (default, in process), guarded (a runner process "
        "with guard pages around every buffer), unicorn (x86-64-v2 only), qemu (qemu-x86_64)",
    )


def _backend_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--backend", "-b", required=True, help=_backend_help())
    _target_arg(parser)
    _abi_arg(parser)
    parser.add_argument(
        "--fast-math",
        action="store_true",
        help="allow FMA contraction (results compared with the fast-math tolerance)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m refimpl",
        description="uopcheck reference compiler: compile kernels written in the kernel text "
        "format to C, LLVM IR or x86-64 machine code, and run them against the numpy oracle.",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("compile", help="compile a kernel and print the backend's output")
    _kernel_arg(p)
    _backend_args(p)
    p.add_argument(
        "--emit",
        default=None,
        help="what to print: c: source; llvm: llvm, asm; x86: asm, hex; wgsl: wgsl; ptx: ptx; "
        "tinygrad-*: source; tinygrad-*-opt: source, opts (default: the backend's first)",
    )
    p.add_argument("-o", "--output", help="write to this file instead of stdout")

    p = sub.add_parser(
        "run",
        help="run a kernel on random inputs and compare with the oracle",
        description="Run KERNEL on inputs drawn from SEED (edge values included) and compare "
        "every buffer with the numpy oracle. Exit 0 when all agree, 1 on disagreement "
        "(the first differing elements are printed), 2 on error.",
    )
    _kernel_arg(p)
    _backend_args(p)
    _executor_arg(p)
    p.add_argument("--seed", type=int, default=0, help="input seed (default 0)")

    p = sub.add_parser(
        "compare",
        help="run a kernel on two backends on the same inputs and show where they differ",
        description="Run KERNEL on two backend configs on the inputs drawn from SEED and "
        "compare them element by element (the oracle's rules: bit-exact, any NaN matches any "
        "NaN, don't-care elements skipped). Each differing element is shown with both "
        "answers, the oracle's answer, their bits and the lane's inputs. Exit 0 when the two "
        f"agree, 1 when they differ, 2 on error. {BACKEND_SPEC_HELP}.",
    )
    _kernel_arg(p)
    p.add_argument(
        "--backends",
        required=True,
        metavar="A,B",
        help=f"two backend specs, comma-separated ({_backend_help()})",
    )
    _target_arg(p)
    _abi_arg(p)
    _executor_arg(p)
    p.add_argument("--seed", type=int, default=0, help="input seed (default 0)")
    p.add_argument(
        "--fast-math",
        action="store_true",
        help="compile both with FMA contraction allowed and compare with its tolerance",
    )

    p = sub.add_parser("fmt", help="parse, verify and print a kernel in canonical form")
    _kernel_arg(p)
    return parser


def read_kernel(path: str):
    """Parse the kernel in file `path` (or stdin for "-"); a file must be UTF-8 text."""
    if path == "-":
        return parse(decode_kernel_text(sys.stdin.buffer.read(), "<stdin>"), "<stdin>")
    return parse(decode_kernel_text(Path(path).read_bytes(), path), path)


def decode_kernel_text(data: bytes, filename: str) -> str:
    """`data` as UTF-8, or a ParseError at the line and column of the first bad byte."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line_start = data.rfind(b"\n", 0, e.start) + 1
        line = data.count(b"\n", 0, e.start) + 1
        message = (
            f"not valid UTF-8: byte 0x{data[e.start]:02x} at byte offset {e.start} "
            "(kernel files are UTF-8 text)"
        )
        raise ParseError(filename, line, e.start - line_start + 1, message) from None


@dataclass(frozen=True)
class BackendSpec:
    """One config of `compare`: a backend, its target (None: it has none) and executor."""

    backend: str
    target: str | None
    executor: str

    @property
    def label(self) -> str:
        return ":".join(p for p in (self.backend, self.target, self.executor) if p)


def parse_backend_spec(text: str, target: str, executor: str) -> BackendSpec:
    """NAME[:TARGET][:EXECUTOR] (BACKEND_SPEC_HELP); parts left out default to the flags."""
    name, *parts = [p.strip() for p in text.strip().split(":")]
    backend = get_backend(name)
    targets = set(TARGETS) | {t for t in backend.targets if t}
    executors = set(EXECUTORS) | set(backend.executors)
    chosen = {"target": None, "executor": None}
    for part in parts:
        kind = "target" if part in targets else "executor" if part in executors else None
        if kind is None or chosen[kind] is not None:
            what = "a second " + kind if kind else "neither a target nor an executor"
            raise ValueError(f"backend spec {text!r}: {part!r} is {what} ({BACKEND_SPEC_HELP})")
        chosen[kind] = part
    has_target = any(t is not None for t in backend.targets)
    if chosen["target"] and not has_target:
        raise ValueError(f"backend spec {text!r}: backend {name} has no targets")
    return BackendSpec(
        name, (chosen["target"] or target) if has_target else None, chosen["executor"] or executor
    )


# --- where the backend's code runs ------------------------------------------------------------

T = TypeVar("T")


class BackendEscaped(Exception):
    """A backend's code was left by a BaseException that is not an Exception: a plugin's
    build calling sys.exit(0), say. The backend's error, reported as such (exit 2)."""

    def __init__(self, backend: str, phase: str, escape: BaseException):
        if isinstance(escape, SystemExit):
            what = f"exited (SystemExit {escape.code})"
        elif isinstance(escape, KeyboardInterrupt):
            what = "was interrupted (KeyboardInterrupt)"
        else:
            what = f"raised {type(escape).__name__} ({escape}), which is not an Exception,"
        super().__init__(f"the {backend} backend {what} while {phase}")


def in_backend(backend: str, phase: str, call: Callable[[], T]) -> T:
    """call(), which runs `backend`'s code during `phase` ("building the kernel").

    An Exception passes through (main words it by who raised it); any other escape becomes
    BackendEscaped. The call goes through a frame whose file is "<the NAME backend, PHASE>",
    so faulthandler's dump of a segfault in the backend (enabled by main) names both."""
    try:
        return _frame_named(f"<the {backend} backend, {phase}>")(call)
    except Exception:
        raise
    except BaseException as escape:  # noqa: BLE001 - sys.exit in a plugin is not our success
        raise BackendEscaped(backend, phase, escape) from escape


def _call(call: Callable[[], T]) -> T:
    return call()


@functools.cache
def _frame_named(label: str) -> Callable[[Callable[[], T]], T]:
    """_call, its code object saying `label` as its file name (what tracebacks print)."""
    return types.FunctionType(_call.__code__.replace(co_filename=label), {"__name__": __name__})


def _run_on(kernel, spec: BackendSpec, fast_math: bool, inputs: Args, abi: str) -> Args:
    """`kernel` compiled for `spec` and run on a copy of `inputs`; the buffers afterwards."""
    target = {"target": spec.target} if spec.target else {}
    options = Options(fast_math=fast_math, abi=abi, **target)
    (runner,) = in_backend(
        spec.backend,
        "building the kernel",
        lambda: build([kernel], spec.backend, options, spec.executor),
    )
    actual = inputs.copy()
    in_backend(spec.backend, "running the kernel", lambda: runner(actual))
    return actual


def backend_names(args: argparse.Namespace) -> list[str]:
    """The backends a command names: --backend, or the NAME part of each --backends spec."""
    if args.command == "compare":
        return [t.strip().split(":")[0] for t in args.backends.split(",") if t.strip()]
    return [args.backend]


def refusal(kernel, backends: list[str], running: bool) -> str | None:
    """Why the command does not compile `kernel` for one of `backends` (None: it does): the
    first that does not claim it (compile.capability_refusal). Loading a backend and reading
    its capabilities run its code, so both go through in_backend."""
    for name in backends:
        in_backend(name, "loading", lambda name=name: get_backend(name))
        reason = in_backend(
            name,
            "reading its capabilities",
            lambda name=name: capability_refusal(kernel, name, running),
        )
        if reason is not None:
            return reason
    return None


def cmd_compile(args: argparse.Namespace, kernel) -> int:
    options = Options(fast_math=args.fast_math, target=args.target, abi=args.abi)
    emits = get_backend(args.backend).emits
    if not emits:
        raise ValueError(f"backend {args.backend} has no text to print (it emits nothing)")
    what = args.emit or emits[0]
    text = in_backend(
        args.backend, "compiling the kernel", lambda: emit(kernel, args.backend, what, options)
    )
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return EXIT_OK


def _kernel_file(path: str, kernel) -> str:
    """A file holding the kernel, for a reproducing command (stdin is saved to one)."""
    return path if path != "-" else str(save_failure_kernel(print_kernel(kernel), kernel.name))


def waives_contraction(backend: str, kernel) -> bool:
    """Whether `backend` waives a rule `kernel` meets whose effect is the [fast-math]
    tolerance ([no-contract]): its answer is then compared under that tolerance, as the suite
    and the fuzzer compare it (Capabilities.compared_with_tolerance)."""
    return get_backend(backend).capabilities.compared_with_tolerance(lower(kernel))


def _tolerance_note(backends: list[str], kernel) -> bool:
    """Whether one of `backends` waives contraction for `kernel`; if so, says so first."""
    waiving = sorted({b for b in backends if waives_contraction(b, kernel)})
    if waiving:
        names = ", ".join(waiving)
        print(f"note: {names} waives [no-contract]: compared with the [fast-math] tolerance")
    return bool(waiving)


def cmd_run(args: argparse.Namespace, kernel) -> int:
    spec = BackendSpec(args.backend, args.target, args.executor)
    if not any(t is not None for t in get_backend(args.backend).targets):
        spec = BackendSpec(args.backend, None, args.executor)
    inputs, oracle_result = expected(kernel, args.seed)
    actual = _run_on(kernel, spec, args.fast_math, inputs, args.abi)
    tolerant = args.fast_math or _tolerance_note([spec.backend], kernel)
    report = compare_outputs(
        kernel, oracle_result, actual, tolerant, inputs, reordered=reorders(spec.backend)
    )
    if report.ok:
        print(report)
        return EXIT_OK
    command = reproduce_command(
        _kernel_file(args.kernel, kernel),
        spec.backend,
        spec.target,
        spec.executor,
        args.seed,
        args.fast_math,
        args.abi,
    )
    print(failure_text(report, print_kernel(kernel), [command]))
    return EXIT_DISAGREE


def cmd_compare(args: argparse.Namespace, kernel) -> int:
    texts = [t for t in args.backends.split(",") if t.strip()]
    if len(texts) != 2:
        raise ValueError(f"--backends takes exactly two backend specs, got {args.backends!r}")
    specs = [parse_backend_spec(t, args.target, args.executor) for t in texts]
    labels = [s.label for s in specs]
    if labels[0] == labels[1]:
        labels = [f"{label}#{i + 1}" for i, label in enumerate(labels)]
    inputs, oracle_result = expected(kernel, args.seed)
    answers = {
        label: _run_on(kernel, spec, args.fast_math, inputs, args.abi)
        for label, spec in zip(labels, specs, strict=True)
    }
    reordering = frozenset(
        label for label, spec in zip(labels, specs, strict=True) if reorders(spec.backend)
    )
    tolerant = args.fast_math or _tolerance_note([s.backend for s in specs], kernel)
    pair = compare_pair(kernel, oracle_result, inputs, answers, tolerant, reordering)
    if pair.ok:
        print(pair)
        return EXIT_OK
    words = [
        "python",
        "-m",
        "refimpl",
        "compare",
        _kernel_file(args.kernel, kernel),
        "--backends",
        ",".join(s.label for s in specs),
        "--seed",
        str(args.seed),
    ]
    words += ["--fast-math"] if args.fast_math else []
    words += ["--abi", args.abi] if args.abi != "sysv" else []
    print(failure_text(pair, print_kernel(kernel), [shlex.join(words)]))
    return EXIT_DISAGREE


COMMANDS = {"compile": cmd_compile, "run": cmd_run, "compare": cmd_compare}


def main(argv: list[str] | None = None) -> int:
    collect_less_often()
    # before any native code runs: the native executor's fault handlers, installed on first
    # use, hand faults outside a kernel on to it (refimpl/native/native_guard.c); pytest
    # enables it itself, with its own file
    if not faulthandler.is_enabled():
        faulthandler.enable()
    register_extra_backends()  # test doubles from $UOPCHECK_EXTRA_BACKENDS (compile.py)
    args = build_parser().parse_args(argv)
    try:
        kernel = read_kernel(args.kernel)
        if args.command == "fmt":
            sys.stdout.write(print_kernel(kernel))
            return EXIT_OK
        if reason := refusal(kernel, backend_names(args), running=args.command != "compile"):
            print(f"error: {reason}", file=sys.stderr)
            return EXIT_ERROR
        return COMMANDS[args.command](args, kernel)
    except Exception as e:  # noqa: BLE001 - a compile or run failure is exit 2, not a traceback
        print(f"error: {error_text(e)}", file=sys.stderr)
        for note in getattr(e, "__notes__", ()):  # more lines an error carries (a listing)
            print(note, file=sys.stderr)
        return EXIT_ERROR


# errors worded for the user as they are: mistakes in the command or the kernel, a backend
# that cannot run here, does not claim the kernel or escaped (BackendEscaped)
SAID_AS_THEY_ARE = (
    BackendEscaped,
    ParseError,
    VerifyError,
    OracleError,
    BackendUnavailable,
    OSError,
    ValueError,
)


def error_text(error: Exception) -> str:
    """What main prints after "error: ": the error, with whose fault it is."""
    if isinstance(error, SAID_AS_THEY_ARE):
        return str(error)
    if isinstance(error, ExecutionError):  # the compiled code crashed, hung or broke the ABI
        return f"the compiled kernel failed ({type(error).__name__}): {error}"
    module, where = raised_in(error)
    if module.split(".")[0] == "refimpl":  # anything else raised in our code is our bug
        return (
            f"internal error in refimpl ({type(error).__name__}: {error} at {where}); "
            "please report the kernel"
        )
    # a plugin backend's own compiler (tinygrad's symbolic pass, say) failed
    return (
        f"{type(error).__name__}: {error}, raised in {module} ({where}), outside refimpl: the "
        "backend's compiler failed on this kernel"
    )


def raised_in(error: BaseException) -> tuple[str, str]:
    """(module, file:line) of the innermost frame of `error` outside the standard library:
    whose code failed (a subprocess.CalledProcessError belongs to whoever ran the process).
    An error that says `blames_cause` only words its cause (a backend relaying its compiler's
    message): the cause's frames answer. One that says `raised_by` (a module name) relays a
    failure that has no frames here, such as a compiler's in a forked process (TVM's): it
    answers for them."""
    if getattr(error, "blames_cause", False) and error.__cause__ is not None:
        return raised_in(error.__cause__)
    if owner := getattr(error, "raised_by", None):
        return owner, "in its own process"
    frames = list(traceback.walk_tb(error.__traceback__))
    for frame, line in reversed(frames):
        module = frame.f_globals.get("__name__", "?")
        if module.split(".")[0] not in sys.stdlib_module_names:
            return module, f"{Path(frame.f_code.co_filename).name}:{line}"
    return "?", "?"
