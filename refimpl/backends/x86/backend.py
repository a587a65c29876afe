"""The x86-64 backend: its stages, as data, and the Backend that refimpl/compile.py drives.

After the front end (verify, lower, legalize by legalize.py, linearize; compile.py), the
x86 backend is these stages, each one module and a function of the previous one's result:

    schedule  schedule.schedule        IR -> IR: each block's values moved down to their
                                       first use (fewer live at once)
    isel      isel.select              IR -> machine instructions on virtual registers
                                       (SSE-only targets: in two-address form)
    regalloc  regalloc.allocate        linear scan: physical registers, spill code
    check     regalloc.check           only with Options.check_regalloc: the allocation
                                       proven symbolically
    frame     abi.frame                coalesced copies dropped, slots placed,
                                       prologue and epilogue
    encode    machine_code.encode_function
                                       SSE-only targets: legacy names; then bytes,
                                       listing and quality figures (a Compiled)

compile.py runs them (`compile_kernel`) and hands `emit` (asm listing or hex bytes) and
`build` (the machine code, which compile.build gives to an executor of
runtime/executors.py) the Program with its Compiled. Targets come from target.py; the
target's feature set decides what legalize.py keeps packed and which forms isel.py uses.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path

from refimpl.backends import disk_cache
from refimpl.backends.base import (
    ALL_DTYPES,
    MACHINE_CODE_EXECUTORS,
    Backend,
    BackendUnavailable,
    Capabilities,
    MachineCode,
    Options,
    Program,
    Stages,
)
from refimpl.backends.x86 import abi, isel, machine_code, regalloc, schedule
from refimpl.backends.x86.legalize import legalize
from refimpl.backends.x86.machine_code import Compiled
from refimpl.backends.x86.target import TARGETS
from refimpl.backends.x86.vectorize import vectorize_innermost_loops
from refimpl.ir import UOp
from refimpl.native.hostile_call import MAX_PARAMS

STAGES: Stages = (
    ("schedule", schedule.schedule),
    ("isel", isel.select),
    ("regalloc", regalloc.allocate),
    ("frame", abi.frame),
    ("encode", machine_code.encode_function),
)
# with Options.check_regalloc (the suite and the fuzzer): the checker right after allocation
CHECKED_STAGES: Stages = (*STAGES[:3], ("check", regalloc.check), *STAGES[3:])


class X86Backend(Backend):
    name = "x86"
    emits = ("asm", "hex")
    executors = MACHINE_CODE_EXECUTORS
    targets = tuple(TARGETS)
    # the whole spec, no rule waived; every executor passes at most MAX_PARAMS words
    capabilities = Capabilities(dtypes=ALL_DTYPES, max_params=MAX_PARAMS)
    machine_code = True  # build returns the code; compile.build runs it on the executor
    abis = ("sysv", "win64")  # Options.abi: abi.py's CONVENTIONS
    narrow_buffers_as_bits = True  # x86/legalize.py starts with narrow_floats_to_bits

    def __init__(self) -> None:
        # (kernel, options) -> Compiled: a program runs on several executors, compiled once
        self._compiled: dict[tuple, Compiled] = {}

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        """The backend's part; whether the executor runs the target's code here is
        runtime/executors.py's (refimpl.compile.unavailable asks both)."""
        if options.target not in self.targets:
            return f"x86 backend: target {options.target} is not implemented yet"
        if executor not in self.executors:
            return f"x86 backend: executor {executor} is not available"
        return None

    def legalize(self, sink: UOp, options: Options) -> UOp:
        # the vectorizer first: legalize.py then splits or unfuses its vector ops like any
        return legalize(vectorize_innermost_loops(sink, options), options)

    legalize_reads = ("target", "fast_math")  # x86/legalize.py: features and contraction

    def stages(self, options: Options) -> Stages:
        return CHECKED_STAGES if options.check_regalloc else STAGES

    def cached(self, program: Program, run_stages: Callable[[Program], Compiled]) -> Compiled:
        """The Compiled of `program`, remembered per (kernel, options) in this process and
        on disk (`cached_compile`): a program runs on several executors, compiled once."""
        key = (program.kernel, program.options)
        if key not in self._compiled:
            if len(self._compiled) >= _COMPILED_CACHE_SIZE:
                self._compiled.pop(next(iter(self._compiled)))  # the oldest entry
            self._compiled[key] = cached_compile(program, run_stages)
        return self._compiled[key]

    def emit(self, program: Program, what: str) -> str:
        compiled = _compiled_of(program)
        if what == "hex":
            return compiled.code.hex() + "\n"
        return f"{program.name}:\n" + "\n".join(compiled.listing) + "\n"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[MachineCode]:
        """The code of each program; compile.build hands it to `executor`."""
        if executor not in self.executors:
            raise BackendUnavailable(f"x86 backend: executor {executor} is not available")
        built = []
        for program in programs:
            compiled = _compiled_of(program)
            abi = program.options.abi
            built.append(MachineCode(compiled.code, program.kernel, compiled, abi))
        return built


def _compiled_of(program: Program) -> Compiled:
    if not isinstance(program.compiled, Compiled):
        raise ValueError(
            "x86 backend: the program has not been through the backend's stages; "
            "compile it with refimpl.compile.compile_kernel"
        )
    return program.compiled


_COMPILED_CACHE_SIZE = 4096


# --- the on-disk cache ------------------------------------------------------------------------
# A compiled kernel is kept in $UOPCHECK_CACHE/x86 (refimpl/backends/disk_cache.py) under a
# hash of everything its bytes depend on: the program (its nodes, their linear order, the
# kernel's name and parameters), the options, and the source of the backend and everything
# it imports (source_digest), so editing a stage, the instruction table or the IR starts from
# an empty cache instead of a stale one, while an edit of the CLI or an executor does not
# throw the cache away (the passes before the stages show in the program). Only builds
# use it; `emit` and compile_kernel(..., cache=False) always run the stages (isel coverage
# and the golden listings see every rule fire).


def cached_compile(program: Program, run_stages: Callable[[Program], Compiled]) -> Compiled:
    return disk_cache.pickled("x86", program_digest(program), lambda: run_stages(program))


def program_digest(program: Program) -> str:
    digest = hashlib.sha256(source_digest().encode())
    digest.update(repr(program.options).encode())
    index = disk_cache.feed_kernel(digest, program.kernel)
    digest.update(repr([index[n] for n in program.linear]).encode())
    return digest.hexdigest()[:32]


def source_digest() -> str:
    """A hash of the source of the compiler the cached code came from: this module and every
    module of refimpl it imports, directly or not (disk_cache.sources). The front end's work
    is in the program itself, so an edit elsewhere (the CLI, the executors, another backend)
    leaves the cache valid."""
    return disk_cache.source_digest(Path(__file__))


BACKEND = X86Backend()
