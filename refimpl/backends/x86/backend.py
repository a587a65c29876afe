"""The x86-64 backend: legalize, then isel -> regalloc -> frame -> encode, in one function.

    compile_program(program)   # the whole pipeline, in order (see below)

Where this sits: refimpl/compile.py prepares a `Program` (verified, legalized by
`X86Backend.legalize`, linearized) and calls `emit` (asm listing or hex bytes) or `build`
(the machine code, which compile.build hands to an executor of runtime/executors.py).
Targets come from target.py; the target's feature set decides what
legalize.py keeps packed and which forms isel.py uses.
"""

from __future__ import annotations

import functools
import hashlib
import pickle
import struct
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from refimpl.backends import disk_cache
from refimpl.backends.base import (
    Backend,
    BackendUnavailable,
    Capabilities,
    MachineCode,
    Options,
    Program,
)  # fmt: skip
from refimpl.backends.x86 import abi, coverage, encode, isel, legacy, regalloc
from refimpl.backends.x86.encode import format_instruction
from refimpl.backends.x86.inner_loops import LoopFigures, innermost_loops
from refimpl.backends.x86.legalize import legalize
from refimpl.backends.x86.mir import Imm, Inst, Label, Reg, Slot, reg_name
from refimpl.backends.x86.target import Target
from refimpl.ir import UOp
from refimpl.native.hostile_call import MAX_PARAMS


@dataclass
class Compiled:
    """Machine code for one kernel, with what the quality figures are made of."""

    code: bytes
    listing: list[str]  # Intel syntax, labels included, made from the encoded forms
    instructions: int
    spill_stores: int
    reloads: int
    # what one iteration of each innermost loop executes (inner_loops.py), counted here
    # rather than kept as the final instruction list: a Compiled stays in the build caches
    # and on disk, and the list is several objects per instruction for the collector to scan
    inner_loops: list[LoopFigures]


def compile_program(program: Program, seconds: dict[str, float] | None = None) -> Compiled:
    """The x86 pipeline after linearize: isel; liveness + linear scan (+ check); frame; encode.
    Targets without AVX get legacy SSE forms: two-address before allocation, renamed after.
    `seconds`, when given, receives each stage's time (tools/bench.py's stage table)."""
    clock = _StageClock(seconds)
    fn = isel.select(program)
    sse_only = legacy.needs_legacy(fn.target.features)
    if sse_only:
        fn.insts = legacy.two_address(fn.insts)
    clock.lap("isel")
    allocation = regalloc.allocate(fn, check=False)
    clock.lap("regalloc")
    if program.options.check_regalloc:
        regalloc.check_allocation(allocation.insts)
        clock.lap("check")
    offsets, frame_size = abi.lay_out_frame(allocation.slots)
    body = [i for i in allocation.insts if not _is_identity_move(i)]
    if sse_only:
        body = legacy.rename_to_legacy(body)
    insts = abi.wrap(body, allocation.used, frame_size, fn.uses_ymm)
    code, listing, count = assemble(insts, offsets, fn.target)
    clock.lap("encode")
    return Compiled(
        code, listing, count, allocation.spill_stores, allocation.reloads, innermost_loops(insts)
    )


class _StageClock:
    def __init__(self, seconds: dict[str, float] | None):
        self.seconds, self.last = seconds, time.perf_counter()

    def lap(self, stage: str) -> None:
        if self.seconds is not None:
            now = time.perf_counter()
            self.seconds[stage] = self.seconds.get(stage, 0.0) + now - self.last
            self.last = now


def _is_identity_move(inst: Inst) -> bool:
    """`mov rax, rax` and `vmovaps x, x` do nothing. `mov eax, eax` clears the upper half,
    which only a cast to 32 bits relies on (isel marks it "zero-extend"); 32-bit values
    already have a clear upper half and 8/16-bit ones don't care."""
    if not inst.is_register_copy:
        return False
    dst, src = inst.operands
    return dst.reg == src.reg and dst.size == src.size and inst.comment != "zero-extend"


# --- encoding -----------------------------------------------------------------------------


def _operand(o, offsets: dict[Slot, int]):
    if isinstance(o, Reg):
        return encode.reg(reg_name(o.reg, o.size))
    if isinstance(o, Imm):
        return encode.Imm(o.value)
    if isinstance(o, Label):
        return encode.Label(o.name)
    base, disp = o.base, o.disp
    if isinstance(base, Slot):
        base, disp = "rsp", disp + offsets[base]
    elif base == abi.ARGS_BASE:
        base, disp = "rbp", disp + 16
    index = encode.reg(o.index) if o.index is not None else None
    return encode.Mem(encode.reg(base) if base else None, index, o.scale, disp, o.size)


def assemble(insts: list[Inst], offsets: dict[Slot, int], target: Target):
    asm = encode.Assembler(target=target)
    for inst in insts:
        if inst.op == "label":
            asm.label(inst.operands[0].name)
        else:
            asm.emit(inst.op, *(_operand(o, offsets) for o in inst.operands))
    code = asm.finish()
    at_address: dict[int, list[str]] = {}
    for name, address in asm.labels.items():
        at_address.setdefault(address, []).append(name)
    listing = []
    for item in asm.instructions:
        listing += [f"{name}:" for name in at_address.pop(item.address, [])]
        listing.append("  " + format_instruction(item.form, item.bound))
        coverage.FORMS[item.form.id] += 1  # tools/isel_coverage.py: which forms the tests emit
    for names in at_address.values():
        listing += [f"{name}:" for name in names]
    return code, listing, len(asm.instructions)


# --- the backend ------------------------------------------------------------------------------


class X86Backend(Backend):
    name = "x86"
    emits = ("asm", "hex")
    executors = ("native", "guarded", "qemu", "unicorn")
    targets = ("x86-64-v3", "x86-64-v2")
    # the whole spec, no rule waived; every executor passes at most MAX_PARAMS words
    capabilities = Capabilities(max_params=MAX_PARAMS)
    machine_code = True  # build returns the code; compile.build runs it on the executor

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

    def compile(self, program: Program) -> Compiled:
        """`compile_program`, remembered per (kernel, options) in this process and on disk
        (`cached_compile`)."""
        key = (program.kernel, program.options)
        if key not in self._compiled:
            if len(self._compiled) >= _COMPILED_CACHE_SIZE:
                self._compiled.pop(next(iter(self._compiled)))  # the oldest entry
            self._compiled[key] = cached_compile(program)
        return self._compiled[key]

    def legalize(self, sink: UOp, options: Options) -> UOp:
        return legalize(sink, options)

    def emit(self, program: Program, what: str) -> str:
        compiled = compile_program(program)
        if what == "hex":
            return compiled.code.hex() + "\n"
        return f"{program.name}:\n" + "\n".join(compiled.listing) + "\n"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[MachineCode]:
        """The code of each program; compile.build hands it to `executor`."""
        if executor not in self.executors:
            raise BackendUnavailable(f"x86 backend: executor {executor} is not available")
        built = []
        for program in programs:
            compiled = self.compile(program)
            built.append(MachineCode(compiled.code, program.kernel, compiled))
        return built


_COMPILED_CACHE_SIZE = 4096


# --- the on-disk cache ------------------------------------------------------------------------
# A compiled kernel is kept in $UOPCHECK_CACHE/x86 (refimpl/backends/disk_cache.py) under a
# hash of everything its bytes depend on: the program (its nodes, their linear order, the
# kernel's name and parameters), the options, and the source of refimpl itself, so editing
# any pass or the backend starts from an empty cache instead of a stale one. Only builds
# use it; `emit` and direct `compile_program` calls always run the pipeline (isel coverage
# and the golden listings see every rule fire).


def cached_compile(program: Program) -> Compiled:
    path = disk_cache.cache_dir("x86") / f"{program_digest(program)}.pickle"
    data = disk_cache.get(path)
    if data is not None:
        try:
            return pickle.loads(data)
        except Exception:  # noqa: BLE001 - a damaged entry is compiled again and replaced
            pass
    compiled = compile_program(program)
    disk_cache.put(path, pickle.dumps(compiled, protocol=pickle.HIGHEST_PROTOCOL), ".pickle")
    return compiled


def program_digest(program: Program) -> str:
    nodes = program.kernel.sink.toposort()
    index = {node: k for k, node in enumerate(nodes)}
    digest = hashlib.sha256(source_digest().encode())
    digest.update(repr((program.kernel.name, program.options)).encode())
    for node in (*program.kernel.params, *nodes):
        srcs = tuple(index[s] for s in node.src)
        digest.update(repr((node.op.name, str(node.dtype), _exact(node.arg), srcs)).encode())
    digest.update(repr([index[n] for n in program.linear]).encode())
    return digest.hexdigest()[:32]


def _exact(arg):
    """`arg` with every float as its bits: repr() gives every NaN the same text."""
    if isinstance(arg, float):
        return ("f64", struct.pack("<d", arg).hex())
    if isinstance(arg, tuple):
        return tuple(_exact(a) for a in arg)
    return arg


@functools.cache
def source_digest() -> str:
    """A hash of every Python file of refimpl: the compiler the cached code came from."""
    root = Path(__file__).resolve().parents[2]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


BACKEND = X86Backend()
