"""Command line: `python -m refimpl compile|run|fmt KERNEL ...`.

Exit codes follow the interface in README: 0 success/agreement, 1 disagreement with the
oracle, 2 any error (bad kernel text, verifier error, unavailable backend, compile error).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from refimpl.backends.base import BackendUnavailable, Options
from refimpl.compile import BACKEND_MODULES, emit, get_backend, run
from refimpl.oracle import OracleError
from refimpl.text import ParseError, parse, print_kernel
from refimpl.verify import VerifyError

EXIT_OK, EXIT_DISAGREE, EXIT_ERROR = 0, 1, 2
TARGETS = ("x86-64-v3", "x86-64-v2")
EXECUTORS = ("native", "guarded", "unicorn", "qemu")


def _kernel_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "kernel", help="kernel text file (see docs/kernel-format.md), or - for stdin"
    )


def _backend_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--backend", "-b", required=True, choices=sorted(BACKEND_MODULES))
    parser.add_argument(
        "--target", choices=TARGETS, default="x86-64-v3",
        help="x86 target: x86-64-v3 (AVX2/FMA/F16C, default) or x86-64-v2 (SSE4.2)",
    )  # fmt: skip
    parser.add_argument(
        "--fast-math", action="store_true",
        help="allow FMA contraction (results compared with the fast-math tolerance)",
    )  # fmt: skip


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
        "--emit", default=None,
        help="what to print: c: source; llvm: llvm, asm; x86: asm, hex (default: the first)",
    )  # fmt: skip
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
    p.add_argument(
        "--executor",
        choices=EXECUTORS,
        default="native",
        help="where x86 code runs: native (default, in process), guarded (a runner process "
        "with guard pages around every buffer), unicorn (x86-64-v2 only), qemu (qemu-x86_64)",
    )
    p.add_argument("--seed", type=int, default=0, help="input seed (default 0)")

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


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        kernel = read_kernel(args.kernel)
        if args.command == "fmt":
            sys.stdout.write(print_kernel(kernel))
            return EXIT_OK
        options = Options(fast_math=args.fast_math, target=args.target)
        if args.command == "compile":
            what = args.emit or get_backend(args.backend).emits[0]
            text = emit(kernel, args.backend, what, options)
            if args.output:
                Path(args.output).write_text(text)
            else:
                sys.stdout.write(text if text.endswith("\n") else text + "\n")
            return EXIT_OK
        result = run(kernel, args.backend, options, executor=args.executor, seed=args.seed)
        print(result.report)
        return EXIT_OK if result.ok else EXIT_DISAGREE
    except (ParseError, VerifyError, OracleError, BackendUnavailable, OSError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as e:  # noqa: BLE001 - a compile or run failure is exit 2, not a traceback
        # user mistakes are reported above; anything else is a bug of refimpl itself
        print(f"error: internal error in refimpl ({type(e).__name__}: {e}); please report "
              "the kernel", file=sys.stderr)  # fmt: skip
        return EXIT_ERROR
