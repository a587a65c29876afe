"""tinygrad 0.14.0's CPU renderers (X86, clang, LLVM) as backends under test.

translate.py maps the kernel IR to tinygrad's UOp graph; backend.py compiles it with
tinygrad's late pipeline (the -opt backends: its kernel optimizer first) and runs it on
numpy buffers. Importing this package does not
import tinygrad: a backend reports tinygrad's absence through `unavailable()`.
See docs/tinygrad.md for the op mapping and the spec rules tinygrad does not follow.
"""

from refimpl.backends.tinygrad.backend import (
    BACKENDS,
    TinygradClang,
    TinygradClangOpt,
    TinygradLLVM,
    TinygradLLVMOpt,
    TinygradX86,
    TinygradX86Opt,
)

__all__ = [
    "BACKENDS",
    "TinygradClang",
    "TinygradClangOpt",
    "TinygradLLVM",
    "TinygradLLVMOpt",
    "TinygradX86",
    "TinygradX86Opt",
]
