"""Calling generated machine code: in this process, or the same way from a runner process.

Where this sits: below the backends and the executors, which both call kernels through it.
call.py maps code W^X and calls it through native_guard.c (a deadline, faults caught) and the
trampoline of hostile_call.h (what the System V ABI leaves unspecified poisoned, what it
promises checked): the C, LLVM and tinygrad backends' runners and the x86 backend's native
executor. hostile_call.py is the Python side of the C that both this call and the guarded
runner process (runtime/runner.py, kernel_runner.c) are built from: the argument words, the
ABI record, the fault reports, and building the C once into the cache.
"""
