"""uopcheck's reference compiler: a kernel IR, a numpy oracle that defines it, and backends
that lower it to C, LLVM IR and x86-64 machine code.

The Python API mirrors the command line:

    import refimpl
    kernel = refimpl.parse(open("golden/kernels/sum_reduce.kernel").read())
    print(refimpl.print(kernel))                    # canonical text
    print(refimpl.emit(kernel, "c", "source"))     # what `compile --emit` prints
    result = refimpl.run(kernel, "c", seed=1)      # random inputs vs the oracle
    assert result.ok, result.report

    print(refimpl.compile(kernel, "x86", "asm"))   # the same, by the CLI's name
    runners = refimpl.build([kernel], "llvm")      # callables taking refimpl.Args
    kb = refimpl.KernelBuilder("scale")            # kernels in code: see builder.py
"""

from refimpl.backends.base import Args, Options
from refimpl.builder import KernelBuilder
from refimpl.compile import available_backends, build, emit, lower, prepare, run
from refimpl.dtypes import DType
from refimpl.ir import Kernel, Ops, UOp
from refimpl.text import ParseError, parse, print_kernel
from refimpl.text import print_kernel as print  # noqa: A001, F401 - the API verb is `print`
from refimpl.verify import VerifyError, verify


def compile(  # noqa: A001 - the API verb mirrors `python -m refimpl compile`
    kernel: Kernel, backend: str, what: str | None = None, options: Options | None = None
) -> str:
    """What `python -m refimpl compile --emit WHAT` prints (default: the backend's first)."""
    from refimpl.compile import get_backend

    return emit(kernel, backend, what or get_backend(backend).emits[0], options)


# `print` and `compile` are meant as `refimpl.print` / `refimpl.compile`; leaving them out
# of __all__ keeps `from refimpl import *` from shadowing the builtins
__all__ = [
    "Args",
    "DType",
    "Kernel",
    "KernelBuilder",
    "Ops",
    "Options",
    "ParseError",
    "UOp",
    "VerifyError",
    "available_backends",
    "build",
    "emit",
    "lower",
    "parse",
    "prepare",
    "print_kernel",
    "run",
    "verify",
]
