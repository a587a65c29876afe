"""LLVM backend: readable LLVM IR from the linearized kernel, JIT-compiled in process.

Where it sits: the last stage of the pipeline in compile.py (verify -> lower -> legalize ->
linearize -> *render*). `emit(program, "llvm")` is the IR text, `emit(program, "asm")` is the
host assembly LLVM makes of it, and `build(programs)` compiles a batch of kernels into one
module with llvmlite's MCJIT and returns ctypes runners.

How the IR is shaped
--------------------
- One function per kernel, `void @NAME(ptr %buf0, ..., iN %var, ...)` in slot order (the
  calling convention of backends/base.py). Values are named after the kernel's SSA names;
  helper values extend the name (`%k.addr`, `%q.divisor`).
- Loops: a loop `%i = range T %n` becomes three blocks, `i.header` (a phi for the counter
  and the exit test), `i.body`, and `i.latch` (the increment), followed by `i.exit`.
  The counter is a phi because it is the textbook SSA form of a counted loop, and LLVM's
  loop passes recognise it without any cleanup.
- Register arrays (`reg`) are `alloca`s in the entry block, zero-initialised, read and
  written with ordinary loads and stores. Why not phis: a register array may be indexed by
  a computed index and read or written several lanes at a time, so only memory describes it
  in general. The -O2 pipeline (SROA/mem2reg) promotes the common case — constant indices —
  to SSA registers and phis, so the generated code is the same as hand-written phis.
  Zero-initialising costs nothing after promotion and means no `undef` ever exists in a
  kernel ([reg-init] says those reads are unspecified; LLVM's undef could otherwise reach
  a branch, which is undefined behaviour).
- Memory: bool is `i1` in registers and `i8` in memory ([bool-storage]); a load of `TxN`
  is one `<N x T>` load of N consecutive elements with element alignment. A gated load or
  store is a branch around the access, so a false gate never touches memory and its index
  may be anything ([gated]).
- Vectors are LLVM vector types (`<4 x float>`); f16 is `half`.

No undefined behaviour, strict floating point
---------------------------------------------
LLVM's own rules differ from docs/semantics.md in a few places; each rule below closes one:
- no `nsw`/`nuw`/`exact`, so integer arithmetic wraps ([int-wrap]);
- division by a `select`ed safe divisor: 1 where the divisor is 0 ([idiv-zero], result is
  don't-care) or where the division is MIN / -1 (MIN / 1 == MIN and MIN % 1 == 0 are the
  results [idiv-overflow] defines);
- shift amounts masked to `bits - 1` ([shift-mask]); LLVM makes larger shifts poison;
- `fptosi`/`fptoui` give poison out of range, so their result is `freeze`d ([cast-float-int]:
  unspecified, but poison must not reach a branch, an index or other lanes);
- float max/min are `select (fcmp ogt/olt a, b), a, b`, not llvm.maxnum ([float-minmax]);
- no fast-math flags at all, except `contract` on fmul/fadd/fsub under Options.fast_math,
  where `mulacc` also becomes llvm.fmuladd ([fast-math]);
- f64 -> f16 rounds once ([cast-float-float]). LLVM lowers `fptrunc double to half` to a
  call to `__truncdfhf2`, which MCJIT cannot resolve in every process; `legalize` instead
  rewrites the cast as f64 -> f32 rounded to odd, then f32 -> f16 (passes/legalize.py
  F64_TO_F16_VIA_ODD, shared with x86), so the renderer never meets it.

Size limit: a kernel of more than MAX_NODES nodes is refused as outside the backend's
capabilities. Measured with tests/test_scale.py's chain (one value through n dependent
float ops) on a 2-core machine shared with other jobs: 5,000 nodes build in 3 s, 10,000 in
2 s, 20,000 in 12 s (about 6x for 2x the nodes), and 100,000 gave no answer in 240 s. x86
compiles the 100,000-node chain in linear time.

Sections, in the same order as backends/c.py: legalize rules, types and literals, the
per-op rendering tables (ALU ops, casts), the kernel skeleton, build.
"""

from __future__ import annotations

import hashlib
import math
import re
import struct
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from refimpl.backends import disk_cache
from refimpl.backends.base import (
    ALL_DTYPES,
    OPT_LEVEL_CHOICES,
    Backend,
    Capabilities,
    ChoiceSpace,
    Options,
    Program,
    Runner,
    chosen_opt_level,
)
from refimpl.dtypes import DType, min_max
from refimpl.ir import TRANSCENDENTAL, Ops, UOp, root_buffer
from refimpl.native.call import ctypes_runner
from refimpl.native.hostile_call import MAX_PARAMS
from refimpl.passes.legalize import F64_TO_F16_VIA_ODD, narrow_floats_to_bits
from refimpl.rewrite import graph_rewrite


def _import_llvmlite_binding():
    """llvmlite.binding, imported without the two ctypes callbacks it makes at import.

    Why: every ctypes callback is a libffi closure, and libffi (3.4 as Debian builds it,
    without static trampolines; likewise wherever SELinux is off) allocates closures in a
    page mapped writable *and* executable, which stays mapped for the rest of the process.
    llvmlite makes two at import, for its object cache (ExecutionEngine.set_object_cache),
    so any process that imported it had one RWX page, though native code here is W^X
    (docs/executors.md). This backend never uses that cache (jit_module loads object code
    directly), so while llvmlite is imported its callback types make NULL function pointers
    instead of closures. Where llvmlite was imported before this module, the page exists
    already; conformance/test_wx.py checks a fresh process."""
    import ctypes

    make_type = ctypes.CFUNCTYPE

    def without_closures(*signature, **flags):
        real = make_type(*signature, **flags)
        members = {key: getattr(real, key) for key in ("_flags_", "_restype_", "_argtypes_")}
        # the same type to ctypes (argtypes accept it); made from a function, a NULL pointer
        return type(
            real.__name__, (real,), {**members, "__new__": lambda cls, *_: real.__new__(cls)}
        )

    ctypes.CFUNCTYPE = without_closures
    try:
        import llvmlite.binding
    finally:
        ctypes.CFUNCTYPE = make_type
    return llvmlite.binding


llvm = _import_llvmlite_binding()

MAX_NODES = 20_000  # the largest kernel LLVM compiles in reasonable time (module docstring)

# --- legalize rules -----------------------------------------------------------------------
# What `LLVMBackend.legalize` runs before linearize. f16 arithmetic needs no F16_VIA_F32:
# `half` is IEEE binary16, each LLVM op rounds to it ([f16-arith]) and where the CPU has no
# f16 arithmetic LLVM itself computes each op in float and rounds back, the same bits.

LEGALIZE = F64_TO_F16_VIA_ODD  # no library call for f64 -> f16 ([cast-float-float])


# --- types and literals -------------------------------------------------------------------

LLVM_SCALAR = {
    "bool": "i1", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64",
    "u8": "i8", "u16": "i16", "u32": "i32", "u64": "i64",
    "f16": "half", "f32": "float", "f64": "double",
}  # fmt: skip

# suffix of overloaded intrinsics: llvm.sqrt.f32, llvm.trunc.v4f64
INTRINSIC_SUFFIX = {"f16": "f16", "f32": "f32", "f64": "f64"}


def llvm_type(dtype: DType) -> str:
    """The register type of a value: `i32`, `half`, `<4 x float>`, `<8 x i1>`."""
    scalar = LLVM_SCALAR[dtype.name]
    return scalar if dtype.lanes == 1 else f"<{dtype.lanes} x {scalar}>"


def memory_type(dtype: DType) -> str:
    """The in-memory type: like llvm_type, but bool is a byte."""
    scalar = "i8" if dtype.is_bool else LLVM_SCALAR[dtype.name]
    return scalar if dtype.lanes == 1 else f"<{dtype.lanes} x {scalar}>"


def intrinsic_suffix(dtype: DType) -> str:
    scalar = INTRINSIC_SUFFIX[dtype.name]
    return scalar if dtype.lanes == 1 else f"v{dtype.lanes}{scalar}"


def scalar_literal(dtype: DType, value: bool | int | float) -> str:
    """An LLVM constant for a scalar of `dtype` (the type is written by the instruction)."""
    if dtype.is_bool:
        return "true" if value else "false"
    if dtype.is_int:
        return str(value)  # LLVM integers have no sign; -1 and 255 are both fine for i8
    value = float(value)
    short = repr(value)
    if re.fullmatch(r"-?\d+\.\d{1,6}", short):
        return short  # `2.5`: exact, since the value is already rounded to the dtype
    if dtype.bits == 16:
        return f"0xH{int(np.float16(value).view(np.uint16)):04X}"
    # f32 and f64 constants are both written as the bits of the equal f64 (LLVM's rule)
    return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"


def splat_literal(dtype: DType, value: bool | int | float) -> str:
    """A constant with `value` in every lane (a scalar constant for scalar dtypes)."""
    if dtype.lanes == 1:
        return scalar_literal(dtype, value)
    if value == 0 and not (dtype.is_float and math.copysign(1.0, value) < 0):
        return "zeroinitializer"
    lane = f"{LLVM_SCALAR[dtype.name]} {scalar_literal(dtype.scalar, value)}"
    return "<" + ", ".join([lane] * dtype.lanes) + ">"


def _lanes_mask(indices: Sequence[int]) -> str:
    """A shufflevector mask operand picking `indices`."""
    return f"<{len(indices)} x i32> <" + ", ".join(f"i32 {i}" for i in indices) + ">"


def _identifier(name: str) -> str:
    """A local LLVM name from a kernel name: purely numeric names are LLVM's own (%0, %1)."""
    name = "".join(c if c.isalnum() or c in "._" else "_" for c in name)
    return f"v{name}" if not name or name[0].isdigit() else name


# --- per-op rendering: ALU ops ------------------------------------------------------------
# One rule per IR op. Each gets the function renderer, the node and its operands as LLVM
# values, emits the instructions it needs and returns the value that stands for the node.

Rule = Callable[["_FunctionRenderer", UOp, list[str]], str]


def _arith(int_op: str, float_op: str) -> Rule:
    def rule(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
        if node.dtype.is_float:
            return f.instr(node, f"{float_op} {f.fast_math_flags}{f.ty(node)} {ops[0]}, {ops[1]}")
        return f.instr(node, f"{int_op} {f.ty(node)} {ops[0]}, {ops[1]}")

    return rule


def _plain(opcode: str) -> Rule:
    """An instruction that means exactly the IR op for every dtype it accepts."""
    return lambda f, node, ops: f.instr(node, f"{opcode} {f.ty(node)} {', '.join(ops)}")


def _shift(signed_op: str, unsigned_op: str) -> Rule:
    # [shift-mask]: shift by b mod bits. LLVM makes b >= bits poison, so mask first.
    def rule(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
        t, dtype = f.ty(node), node.dtype
        mask = splat_literal(dtype, dtype.bits - 1)
        amount = f.instr(f.hint(node, "amount"), f"and {t} {ops[1]}, {mask}")
        opcode = signed_op if dtype.is_signed else unsigned_op
        return f.instr(node, f"{opcode} {t} {ops[0]}, {amount}")

    return rule


def _divide(signed_op: str, unsigned_op: str) -> Rule:
    # [idiv-zero] and [idiv-overflow]: never divide by 0, never compute MIN / -1.
    def rule(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
        (a, b), t, dtype = ops, f.ty(node), node.dtype
        flags = f.bool_type(node)
        bad = f.instr(f.hint(node, "by_zero"), f"icmp eq {t} {b}, {splat_literal(dtype, 0)}")
        if dtype.is_signed:
            lowest = splat_literal(dtype, min_max(dtype)[0])
            is_min = f.instr(f.hint(node, "a_is_min"), f"icmp eq {t} {a}, {lowest}")
            minus_one = f.instr(
                f.hint(node, "b_is_m1"), f"icmp eq {t} {b}, {splat_literal(dtype, -1)}"
            )
            overflow = f.instr(f.hint(node, "overflow"), f"and {flags} {is_min}, {minus_one}")
            bad = f.instr(f.hint(node, "unsafe"), f"or {flags} {bad}, {overflow}")
        divisor = f.instr(
            f.hint(node, "divisor"), f"select {flags} {bad}, {t} {splat_literal(dtype, 1)}, {t} {b}"
        )
        opcode = signed_op if dtype.is_signed else unsigned_op
        return f.instr(node, f"{opcode} {t} {a}, {divisor}")

    return rule


def _select_larger(float_pred: str, signed_pred: str, unsigned_pred: str) -> Rule:
    # [float-minmax] / [int-minmax]: `a OP b ? a : b`, exactly as written (NaN -> b).
    def rule(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
        (a, b), t, dtype = ops, f.ty(node), node.dtype
        if dtype.is_float:
            compare = f"fcmp {float_pred} {t} {a}, {b}"
        else:
            compare = f"icmp {signed_pred if dtype.is_signed else unsigned_pred} {t} {a}, {b}"
        pick_a = f.instr(f.hint(node, "pick_a"), compare)
        return f.instr(node, f"select {f.bool_type(node)} {pick_a}, {t} {a}, {t} {b}")

    return rule


def _compare(float_pred: str, signed_pred: str, unsigned_pred: str) -> Rule:
    # [int-compare]: bool compares unsigned (false < true); [float-compare]: ordered except ne
    def rule(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
        operand = node.src[0].dtype
        t = llvm_type(operand)
        if operand.is_float:
            return f.instr(node, f"fcmp {float_pred} {t} {ops[0]}, {ops[1]}")
        pred = signed_pred if operand.is_signed else unsigned_pred
        return f.instr(node, f"icmp {pred} {t} {ops[0]}, {ops[1]}")

    return rule


def _neg(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
    if node.dtype.is_float:
        return f.instr(node, f"fneg {f.ty(node)} {ops[0]}")  # [neg]: flips the sign bit only
    return f.instr(node, f"sub {f.ty(node)} {splat_literal(node.dtype, 0)}, {ops[0]}")


def _intrinsic(name: str) -> Rule:
    def rule(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
        t = f.ty(node)
        function = f.declare(f"llvm.{name}.{intrinsic_suffix(node.dtype)}", t, [t])
        return f.instr(node, f"call {t} {function}({t} {ops[0]})")

    return rule


def _recip(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
    # [recip]: exactly 1.0 / x, never an approximate reciprocal
    return f.instr(node, f"fdiv {f.ty(node)} {splat_literal(node.dtype, 1.0)}, {ops[0]}")


def _where(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
    t = f.ty(node)
    return f.instr(node, f"select {f.bool_type(node)} {ops[0]}, {t} {ops[1]}, {t} {ops[2]}")


def _mulacc(f: _FunctionRenderer, node: UOp, ops: list[str]) -> str:
    t = f.ty(node)
    if node.dtype.is_float and f.options.fast_math:
        # [fast-math]: LLVM may fuse this into one FMA where the target has one
        function = f.declare(f"llvm.fmuladd.{intrinsic_suffix(node.dtype)}", t, [t, t, t])
        return f.instr(node, f"call {t} {function}({t} {ops[0]}, {t} {ops[1]}, {t} {ops[2]})")
    # [no-contract] / [int-wrap]: two operations, two roundings
    mul, add = ("fmul", "fadd") if node.dtype.is_float else ("mul", "add")
    flags = f.fast_math_flags if node.dtype.is_float else ""
    product = f.instr(f.hint(node, "product"), f"{mul} {flags}{t} {ops[0]}, {ops[1]}")
    return f.instr(node, f"{add} {flags}{t} {product}, {ops[2]}")


ALU_RULES: dict[Ops, Rule] = {
    Ops.ADD: _arith("add", "fadd"),
    Ops.SUB: _arith("sub", "fsub"),
    Ops.MUL: _arith("mul", "fmul"),
    Ops.FDIV: _plain("fdiv"),
    Ops.IDIV: _divide("sdiv", "udiv"),
    Ops.MOD: _divide("srem", "urem"),
    Ops.AND: _plain("and"),
    Ops.OR: _plain("or"),
    Ops.XOR: _plain("xor"),
    Ops.SHL: _shift("shl", "shl"),
    Ops.SHR: _shift("ashr", "lshr"),
    Ops.MAX: _select_larger("ogt", "sgt", "ugt"),
    Ops.MIN: _select_larger("olt", "slt", "ult"),
    Ops.CMPLT: _compare("olt", "slt", "ult"),
    Ops.CMPNE: _compare("une", "ne", "ne"),
    Ops.CMPEQ: _compare("oeq", "eq", "eq"),
    Ops.NEG: _neg,
    Ops.SQRT: _intrinsic("sqrt"),
    Ops.TRUNC: _intrinsic("trunc"),
    Ops.RECIP: _recip,
    Ops.WHERE: _where,
    Ops.MULACC: _mulacc,
}


# --- per-op rendering: casts --------------------------------------------------------------
# A table indexed by (source kind, destination kind). Kinds: bool, sint, uint, float. A cast
# that changes nothing in LLVM's types (i32 -> u32, f32 -> f32) returns its operand unchanged.

CastRule = Callable[["_FunctionRenderer", UOp, str, DType, DType], str]


def _cast_kind(dtype: DType) -> str:
    return {"bool": "bool", "int": "sint", "uint": "uint", "float": "float"}[dtype.kind]


def _resize_int(f: _FunctionRenderer, node: UOp, x: str, frm: DType, to: DType) -> str:
    # [cast-int-int]: wrap when narrowing; extend by the *source's* signedness
    if frm.bits == to.bits:
        return x
    opcode = "trunc" if frm.bits > to.bits else "sext" if frm.is_signed else "zext"
    return f.instr(node, f"{opcode} {llvm_type(frm)} {x} to {f.ty(node)}")


def _conversion(opcode: str) -> CastRule:
    return lambda f, node, x, frm, to: f.instr(
        node, f"{opcode} {llvm_type(frm)} {x} to {f.ty(node)}"
    )


def _is_nonzero(f: _FunctionRenderer, node: UOp, x: str, frm: DType, to: DType) -> str:
    # [cast-to-bool]: x != 0, so NaN -> true (unordered) and -0.0 -> false
    compare = "fcmp une" if frm.is_float else "icmp ne"
    return f.instr(node, f"{compare} {llvm_type(frm)} {x}, {splat_literal(frm, 0)}")


def _float_to_int(f: _FunctionRenderer, node: UOp, x: str, frm: DType, to: DType) -> str:
    # [cast-float-int]: out of range is unspecified; LLVM's poison is frozen to "some value"
    opcode = "fptosi" if to.is_signed else "fptoui"
    raw = f.instr(f.hint(node, "raw"), f"{opcode} {llvm_type(frm)} {x} to {f.ty(node)}")
    return f.instr(node, f"freeze {f.ty(node)} {raw}")


def _resize_float(f: _FunctionRenderer, node: UOp, x: str, frm: DType, to: DType) -> str:
    if frm.bits == to.bits:
        return x
    if frm.bits < to.bits:
        return f.instr(node, f"fpext {llvm_type(frm)} {x} to {f.ty(node)}")
    if (frm.bits, to.bits) == (64, 16):  # `fptrunc` would be a call to __truncdfhf2
        raise ValueError("llvm: f64 -> f16 must be rewritten by F64_TO_F16_VIA_ODD first")
    return f.instr(node, f"fptrunc {llvm_type(frm)} {x} to {f.ty(node)}")


def _same(f: _FunctionRenderer, node: UOp, x: str, frm: DType, to: DType) -> str:
    return x


CAST_RULES: dict[tuple[str, str], CastRule] = {
    ("bool", "bool"): _same,
    ("bool", "sint"): _conversion("zext"),  # [cast-from-bool]: 0 or 1
    ("bool", "uint"): _conversion("zext"),
    ("bool", "float"): _conversion("uitofp"),
    ("sint", "bool"): _is_nonzero,
    ("uint", "bool"): _is_nonzero,
    ("float", "bool"): _is_nonzero,
    ("sint", "sint"): _resize_int,
    ("sint", "uint"): _resize_int,
    ("uint", "sint"): _resize_int,
    ("uint", "uint"): _resize_int,
    ("sint", "float"): _conversion("sitofp"),  # [cast-int-float]: round to nearest-even
    ("uint", "float"): _conversion("uitofp"),
    ("float", "sint"): _float_to_int,
    ("float", "uint"): _float_to_int,
    ("float", "float"): _resize_float,
}


# --- the kernel skeleton: one LLVM function per kernel ------------------------------------


class _FunctionRenderer:
    """Renders one Program as one LLVM function, block by block, in linear order."""

    def __init__(self, program: Program, function_name: str, declarations: dict[str, str]):
        self.program = program
        self.kernel = program.kernel
        self.options = program.options
        self.function_name = function_name
        self.declarations = declarations  # shared by all functions of a module
        self.fast_math_flags = "contract " if self.options.fast_math else ""
        self.used = {"entry"}  # the entry block's label: values and labels share names
        self.next_suffix: dict[str, int] = {}  # base name -> first suffix that may be free
        self.values: dict[UOp, str] = {}
        self.entry: list[str] = []  # allocas and their initialisation
        self.body: list[str] = []
        self.block = "entry"  # the block instructions are appended to
        self.loops: dict[UOp, tuple[str, str, str, str]] = {}  # RANGE -> name and its blocks

    # naming -----------------------------------------------------------------------------
    def fresh(self, wanted: str) -> str:
        base = _identifier(wanted)
        # names are never freed, so the first free suffix of a base only grows: start the
        # search where the last one ended (from 1 every time is quadratic in the uses)
        name, n = base, self.next_suffix.get(base, 1)
        if name in self.used:
            name = f"{base}.{n}"
        while name in self.used:
            name, n = f"{base}.{n + 1}", n + 1
        self.next_suffix[base] = n
        self.used.add(name)
        return name

    def hint(self, node: UOp, suffix: str) -> str:
        return f"{self.base_name(node)}.{suffix}"

    def base_name(self, node: UOp) -> str:
        if node.op in (Ops.PARAM, Ops.VAR):
            return node.arg[1]
        if node in self.kernel.names:
            return self.kernel.names[node]
        if node.op is Ops.STORE:  # stores are rarely named: `store_out.gate_on`
            return f"store_{self.base_name(root_buffer(node.src[0]))}"
        return node.op.text

    # emitting ---------------------------------------------------------------------------
    def instr(self, name_for: UOp | str, text: str) -> str:
        """Append `%name = text`; `name_for` is the node it computes, or a name hint."""
        wanted = name_for if isinstance(name_for, str) else self.base_name(name_for)
        name = f"%{self.fresh(wanted)}"
        self.body.append(f"  {name} = {text}")
        return name

    def line(self, text: str) -> None:
        self.body.append(f"  {text}")

    def start_block(self, label: str, comment: str = "") -> None:
        self.body.append(
            f"{label}:" + (f"{' ' * max(1, 40 - len(label))}; {comment}" if comment else "")
        )
        self.block = label

    def declare(self, name: str, result: str, params: list[str]) -> str:
        self.declarations[name] = f"declare {result} @{name}({', '.join(params)})"
        return f"@{name}"

    def ty(self, node: UOp) -> str:
        return llvm_type(node.dtype)

    def bool_type(self, node: UOp) -> str:
        """The i1 type with as many lanes as `node`: conditions of its selects."""
        return "i1" if node.dtype.lanes == 1 else f"<{node.dtype.lanes} x i1>"

    def value(self, node: UOp) -> str:
        if node.op is Ops.CONST:
            return scalar_literal(node.dtype, node.arg)
        return self.values[node]

    def typed(self, node: UOp) -> str:
        return f"{llvm_type(node.dtype)} {self.value(node)}"

    # the function -----------------------------------------------------------------------
    def render(self) -> str:
        params = []
        for p in self.kernel.params:
            name = f"%{self.fresh(p.arg[1])}"
            self.values[p] = name
            params.append(f"ptr {name}" if p.op is Ops.PARAM else f"{llvm_type(p.dtype)} {name}")
        for node in self.program.linear:
            self.node(node)
        self.line("ret void")
        header = [f"; kernel {self.kernel.name}"]
        header += [f";{line}" for line in self.kernel.doc.splitlines()]
        # Options.abi "win64": the Windows x64 convention, which the native call then uses
        convention = "win64cc " if self.options.abi == "win64" else ""
        signature = f"define {convention}void @{self.function_name}({', '.join(params)}) {{"
        return "\n".join([*header, signature, "entry:", *self.entry, *self.body, "}"]) + "\n"

    def node(self, node: UOp) -> None:
        op = node.op
        if op in (Ops.CONST, Ops.PARAM, Ops.VAR, Ops.SINK):
            return  # constants are inline literals, parameters are function arguments
        if op in TRANSCENDENTAL:
            raise ValueError(f"llvm: {op.text} must be lowered by passes/transcendental.py first")
        if op in ALU_RULES:
            operands = [self.value(s) for s in node.src]
            self.values[node] = ALU_RULES[op](self, node, operands)
        else:
            NODE_RULES[op](self, node)

    # storage, loops, vectors ------------------------------------------------------------
    def reg(self, node: UOp) -> None:
        # an alloca in the entry block (where mem2reg looks for them), zeroed: see docstring
        base: DType = node.dtype.base
        array = f"[{node.dtype.size} x {memory_type(base)}]"
        name = f"%{self.fresh(self.base_name(node))}"
        self.entry.append(f"  {name} = alloca {array}, align {base.itemsize}")
        self.entry.append(f"  store {array} zeroinitializer, ptr {name}, align {base.itemsize}")
        self.values[node] = name

    def after(self, node: UOp) -> None:
        self.values[node] = self.value(node.src[0])  # ordering is already in linear order

    def range(self, node: UOp) -> None:
        name = self.fresh(self.base_name(node))
        header, body = self.fresh(f"{name}.header"), self.fresh(f"{name}.body")
        latch, exit_ = self.fresh(f"{name}.latch"), self.fresh(f"{name}.exit")
        t, bound = self.ty(node), self.value(node.src[0])
        self.loops[node] = (name, header, latch, exit_)
        self.values[node] = f"%{name}"
        preheader = self.block
        self.line(f"br label %{header}")
        self.start_block(header, f"for %{name} in 0 ..< {bound}")
        self.line(f"%{name} = phi {t} [ 0, %{preheader} ], [ %{name}.next, %{latch} ]")
        less = "slt" if node.dtype.is_signed else "ult"  # [range]: n <= 0 runs zero times
        going = self.instr(f"{name}.continue", f"icmp {less} {t} %{name}, {bound}")
        self.line(f"br i1 {going}, label %{body}, label %{exit_}")
        self.start_block(body)
        self.used.add(f"{name}.next")

    def end(self, node: UOp) -> None:
        rng = node.src[0]
        name, header, latch, exit_ = self.loops[rng]
        self.line(f"br label %{latch}")
        self.start_block(latch)
        # no overflow: the counter stops at the bound, which its type holds
        self.line(f"%{name}.next = add {self.ty(rng)} %{name}, 1")
        self.line(f"br label %{header}")
        self.start_block(exit_, f"end of loop %{name}")

    def vectorize(self, node: UOp) -> None:
        t, vector = self.ty(node), "poison"
        for lane, src in enumerate(node.src):
            name_for = node if lane == len(node.src) - 1 else self.hint(node, f"lane{lane}")
            vector = self.instr(
                name_for, f"insertelement {t} {vector}, {self.typed(src)}, i32 {lane}"
            )
        self.values[node] = vector

    def gep(self, node: UOp) -> None:
        vector = self.typed(node.src[0])
        if len(node.arg) == 1:
            self.values[node] = self.instr(node, f"extractelement {vector}, i32 {node.arg[0]}")
        else:
            mask = _lanes_mask(node.arg)
            self.values[node] = self.instr(
                node,
                f"shufflevector {vector}, {self.ty(node.src[0])} poison, {mask}",
            )

    def broadcast(self, node: UOp) -> None:
        src = node.src[0]
        if src.op is Ops.CONST:
            self.values[node] = splat_literal(node.dtype, src.arg)
            return
        t = self.ty(node)
        single = self.instr(
            self.hint(node, "lane0"), f"insertelement {t} poison, {self.typed(src)}, i32 0"
        )
        mask = f"<{node.dtype.lanes} x i32> zeroinitializer"
        self.values[node] = self.instr(node, f"shufflevector {t} {single}, {t} poison, {mask}")

    def cast(self, node: UOp) -> None:
        frm, to = node.src[0].dtype, node.dtype
        rule = CAST_RULES[(_cast_kind(frm), _cast_kind(to))]
        self.values[node] = rule(self, node, self.value(node.src[0]), frm, to)

    def bitcast(self, node: UOp) -> None:
        frm, x = node.src[0].dtype, self.value(node.src[0])
        if llvm_type(frm) == self.ty(node):
            self.values[node] = x  # u32 <-> i32: the same LLVM type
        else:
            self.values[node] = self.instr(node, f"bitcast {llvm_type(frm)} {x} to {self.ty(node)}")

    # memory -----------------------------------------------------------------------------
    def address(self, node: UOp, buf: UOp, index: UOp) -> str:
        element = memory_type(buf.dtype.base)
        # `%v.addr` for a named load or store, else named after the buffer: `%out.addr`
        owner = node if node in self.kernel.names else root_buffer(buf)
        return self.instr(
            self.hint(owner, "addr"),
            f"getelementptr {element}, ptr {self.value(buf)}, {self.typed(index)}",
        )

    def load_from_memory(self, node: UOp, result_name: UOp | str) -> str:
        buf, index = node.src[:2]
        dtype: DType = node.dtype
        pointer = self.address(node, buf, index)
        access = f"load {memory_type(dtype)}, ptr {pointer}, align {dtype.itemsize}"
        if not dtype.is_bool:
            return self.instr(result_name, access)
        byte = self.instr(self.hint(node, "byte"), access)  # [bool-storage]: any nonzero is true
        zero = "0" if dtype.lanes == 1 else "zeroinitializer"
        return self.instr(result_name, f"icmp ne {memory_type(dtype)} {byte}, {zero}")

    def load(self, node: UOp) -> None:
        if len(node.src) == 2:
            self.values[node] = self.load_from_memory(node, node)
            return
        # [gated]: branch around the load, so a false gate never touches memory
        gate, alternative = self.value(node.src[2]), self.value(node.src[3])
        name = self.base_name(node)
        then, join = self.fresh(f"{name}.gate_on"), self.fresh(f"{name}.join")
        skipped_from = self.block
        self.line(f"br i1 {gate}, label %{then}, label %{join}")
        self.start_block(then)
        loaded = self.load_from_memory(node, self.hint(node, "loaded"))
        loaded_in = self.block
        self.line(f"br label %{join}")
        self.start_block(join)
        incoming = f"[ {loaded}, %{loaded_in} ], [ {alternative}, %{skipped_from} ]"
        self.values[node] = self.instr(node, f"phi {self.ty(node)} {incoming}")

    def store_to_memory(self, node: UOp) -> None:
        buf, index, value = node.src[:3]
        dtype: DType = value.dtype
        stored = self.value(value)
        if dtype.is_bool:  # [bool-storage]: 0 or 1 in a byte
            stored = self.instr(
                self.hint(node, "byte"), f"zext {self.typed(value)} to {memory_type(dtype)}"
            )
        pointer = self.address(node, buf, index)
        self.line(f"store {memory_type(dtype)} {stored}, ptr {pointer}, align {dtype.itemsize}")

    def store(self, node: UOp) -> None:
        if len(node.src) == 3:
            self.store_to_memory(node)
            return
        name = self.base_name(node)
        then, join = self.fresh(f"{name}.gate_on"), self.fresh(f"{name}.join")
        self.line(f"br i1 {self.value(node.src[3])}, label %{then}, label %{join}")
        self.start_block(then)
        self.store_to_memory(node)
        self.line(f"br label %{join}")
        self.start_block(join)


NODE_RULES: dict[Ops, Callable[[_FunctionRenderer, UOp], None]] = {
    Ops.REG: _FunctionRenderer.reg,
    Ops.AFTER: _FunctionRenderer.after,
    Ops.RANGE: _FunctionRenderer.range,
    Ops.END: _FunctionRenderer.end,
    Ops.LOAD: _FunctionRenderer.load,
    Ops.STORE: _FunctionRenderer.store,
    Ops.VECTORIZE: _FunctionRenderer.vectorize,
    Ops.GEP: _FunctionRenderer.gep,
    Ops.BROADCAST: _FunctionRenderer.broadcast,
    Ops.CAST: _FunctionRenderer.cast,
    Ops.BITCAST: _FunctionRenderer.bitcast,
}


def render_module(programs: Sequence[Program], function_names: Sequence[str]) -> str:
    """One LLVM module holding a function per program, intrinsic declarations first."""
    declarations: dict[str, str] = {}
    functions = [
        _FunctionRenderer(program, name, declarations).render()
        for program, name in zip(programs, function_names, strict=True)
    ]
    parts = [*sorted(declarations.values())] + ([""] if declarations else []) + functions
    return "\n".join(parts)


def render_function(program: Program, function_name: str | None = None) -> str:
    """The IR of one kernel as a complete module (the text `--emit llvm` prints)."""
    return render_module([program], [function_name or program.kernel.name])


# --- build: compile, cache, the Backend ---------------------------------------------------


class _Host:
    """The host target: CPU name and features are looked up once.

    `machine()` is shared by the optimizer and `--emit asm`; an execution engine gets a
    machine of its own from `new_machine()`, because MCJIT takes ownership of the machine
    it is given and destroys it with the engine.
    """

    _shared: dict[int, llvm.TargetMachine] = {}
    _cpu: tuple[str, str] | None = None

    @classmethod
    def cpu(cls) -> tuple[str, str]:
        """(CPU name, its features): what the code is generated for."""
        if cls._cpu is None:
            llvm.initialize_native_target()
            llvm.initialize_native_asmprinter()
            cls._cpu = (llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten())
        return cls._cpu

    @classmethod
    def new_machine(cls, opt_level: int) -> llvm.TargetMachine:
        cpu, features = cls.cpu()
        return llvm.Target.from_default_triple().create_target_machine(
            cpu=cpu,
            features=features,
            opt=opt_level,
            jit=True,  # the code model MCJIT needs: what `asm` shows is what runs
        )

    @classmethod
    def machine(cls, opt_level: int) -> llvm.TargetMachine:
        if opt_level not in cls._shared:
            cls._shared[opt_level] = cls.new_machine(opt_level)
        return cls._shared[opt_level]


def optimized_module(
    ir: str, opt_level: int, machine: llvm.TargetMachine | None = None
) -> llvm.ModuleRef:
    """Parse, verify and optimize IR with the new pass manager's default -O<opt_level>, for
    `machine` (default: the host's; tools/bench.py passes one built for a named CPU)."""
    machine = machine or _Host.machine(opt_level)
    module = llvm.parse_assembly(ir)
    module.verify()
    module.triple = machine.triple
    module.data_layout = str(machine.target_data)
    tuning = llvm.create_pipeline_tuning_options(speed_level=opt_level)
    passes = llvm.create_pass_builder(machine, tuning)
    passes.getModulePassManager().run(module, passes)
    return module


@dataclass
class _JitModule:
    """A compiled batch; every runner of one of its functions keeps it (and its code) alive."""

    engine: llvm.ExecutionEngine


# The on-disk cache of object code. A batch's object code is kept in $UOPCHECK_CACHE/llvm
# (refimpl/backends/disk_cache.py) under a hash of everything it depends on: the module's IR
# as rendered (before the optimizer), the optimization level, the host CPU and its features,
# and the LLVM version. A hit skips both the optimizer and code generation, which are nearly
# all of a build.
#
# The object is emitted here and handed to MCJIT, rather than MCJIT compiling the module and
# asking llvmlite's object cache (ExecutionEngine.set_object_cache), because that cache calls
# back into Python through ctypes callbacks, which _import_llvmlite_binding leaves inert to
# keep the process free of RWX pages. MCJIT's memory manager maps each section of the object
# writable, relocates it, then makes its code read+execute (conformance/test_wx.py).


def object_path(ir: str, opt_level: int) -> Path:
    cpu, features = _Host.cpu()
    version = ".".join(map(str, llvm.llvm_version_info))
    key = "\0".join((version, cpu, features, f"O{opt_level}", ir))
    return disk_cache.cache_dir("llvm") / f"{hashlib.sha256(key.encode()).hexdigest()[:32]}.o"


def object_code(ir: str, opt_level: int) -> bytes:
    """The object file of `ir` optimized at `opt_level`, from the cache or compiled now."""
    path = object_path(ir, opt_level)
    code = disk_cache.get(path)
    if code is None:
        # the JIT's own machine (jit=True): the code model MCJIT loads, what `asm` shows
        code = _Host.machine(opt_level).emit_object(optimized_module(ir, opt_level))
        disk_cache.put(path, code, ".o")
    return code


def jit_module(ir: str, opt_level: int) -> _JitModule:
    """`ir` compiled at `opt_level` (or its object code from the cache), loaded by MCJIT."""
    code = object_code(ir, opt_level)
    empty = llvm.parse_assembly("")  # an engine needs a module; its code is the object's
    empty.triple = _Host.machine(opt_level).triple
    engine = llvm.create_mcjit_compiler(empty, _Host.new_machine(opt_level))
    engine.add_object_file(llvm.ObjectFileRef.from_data(code))
    engine.finalize_object()
    return _JitModule(engine)


# IR hash -> (compiled module, function address), least recently used first. A kernel
# compiled once in this process is not compiled again while it is among the last
# COMPILED_MODULES_MAX used; the cap keeps a fuzz worker that compiles thousands of kernels
# from holding every JIT engine forever. A runner keeps its own module alive, so evicting an
# entry never breaks code that is still in use.
COMPILED_MODULES_MAX = 256
_COMPILED: OrderedDict[str, tuple[_JitModule, int]] = OrderedDict()


def _cache_key(program: Program) -> str:
    ir = render_function(program, "kernel")  # the kernel's own name does not matter
    return hashlib.sha256(f"O{chosen_opt_level(program.options)}\n{ir}".encode()).hexdigest()


def compile_programs(programs: Sequence[Program]) -> list[tuple[_JitModule, int]]:
    """Compile whatever is not cached yet, one module per optimization level."""
    keys = [_cache_key(p) for p in programs]
    missing: dict[str, Program] = {}
    for key, program in zip(keys, programs, strict=True):
        if key not in _COMPILED:
            missing.setdefault(key, program)
    by_level: dict[int, list[str]] = {}
    for key, program in missing.items():
        by_level.setdefault(chosen_opt_level(program.options), []).append(key)
    for level, level_keys in by_level.items():
        # function names from the hash: distinct even when kernel names collide
        names = [f"{missing[k].kernel.name}_{k[:12]}" for k in level_keys]
        compiled = jit_module(render_module([missing[k] for k in level_keys], names), level)
        for key, name in zip(level_keys, names, strict=True):
            _COMPILED[key] = (compiled, compiled.engine.get_function_address(name))
    found = [_COMPILED[k] for k in keys]
    for key in keys:
        _COMPILED.move_to_end(key)
    while len(_COMPILED) > COMPILED_MODULES_MAX:
        _COMPILED.popitem(last=False)
    return found


class LLVMBackend(Backend):
    name = "llvm"
    emits = ("llvm", "asm")
    executors = ("native",)
    abis = ("sysv", "win64")  # win64: the function is `win64cc`, called as Windows would
    # the whole spec, no rule waived; the native call passes at most MAX_PARAMS words; the
    # size limit is LLVM's optimizer's (module docstring)
    capabilities = Capabilities(
        dtypes=ALL_DTYPES,
        max_params=MAX_PARAMS,
        max_nodes=MAX_NODES,
        max_nodes_reason="LLVM's -O2 time grows faster than the kernel above that; measured",
    )
    narrow_buffers_as_bits = True

    def legalize(self, sink: UOp, options: Options) -> UOp:
        return graph_rewrite(narrow_floats_to_bits(sink), LEGALIZE)

    def choices(self) -> ChoiceSpace:
        # the new pass manager's default pipelines, -O2 (the default) first
        return OPT_LEVEL_CHOICES

    def emit(self, program: Program, what: str) -> str:
        if what == "llvm":
            return render_function(program)
        if what == "asm":
            level = chosen_opt_level(program.options)
            module = optimized_module(render_function(program), level)
            return _Host.machine(level).emit_assembly(module)
        raise ValueError(f"llvm backend emits {', '.join(self.emits)}, not {what!r}")

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        if executor != "native":
            raise ValueError(f"llvm backend runs on the native executor only, not {executor!r}")
        compiled = compile_programs(programs)
        return [
            ctypes_runner(address, p.kernel, module, abi=p.options.abi)
            for p, (module, address) in zip(programs, compiled, strict=True)
        ]


BACKEND = LLVMBackend()
