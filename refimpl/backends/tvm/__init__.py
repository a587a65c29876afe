"""Apache TVM 0.27's TIR pipeline and LLVM code generation as backends under test.

translate.py maps the kernel IR to a TIR PrimFunc; schedule.py applies the tvm-sched
backend's choices (TIR loop kinds: split, vectorize, unroll); backend.py builds it with
TVM's pipeline for LLVM and runs it through the project's native runner. Importing this
package does not import TVM: a backend reports TVM's absence through `unavailable()`.
See docs/tvm.md for the op mapping and the spec rules TIR states differently.
"""

from refimpl.backends.tvm.backend import BACKEND, TvmBackend

__all__ = ["BACKEND", "TvmBackend"]
