"""WGSL backend: readable WGSL from the linearized kernel, run through wgpu on a GPU adapter.

Where this sits: an optional plugin backend (registered by the `uopcheck.backends` entry
point `wgsl`, not built in), checked against the oracle like every backend
(refimpl/backends/base.py). It needs the `wgpu` package (`pip install uopcheck[gpu]`) and a
Vulkan, Metal or D3D12 adapter; on a Debian machine without a GPU, Mesa's lavapipe
(`mesa-vulkan-drivers`) is one. Without them `unavailable` says why and the suite skips.

What a kernel becomes:

- one compute entry point `main`, dispatched once (1x1x1 workgroups of size 1): a single
  invocation runs the kernel's loops sequentially, exactly as the C backend's function does.
  Nothing here is parallel; the point is WGSL's semantics and naga's compiler, not speed;
- one `var<storage, read_write>` buffer per buffer parameter (binding = its position among
  the buffers) and one `var<uniform>` struct `vars` holding the scalar parameters;
- loops are WGSL `for` loops, register arrays function-scope `var`s, every other node a
  `let` named after its SSA name. WGSL has no vectors wider than 4, so an IR vector is
  rendered as one `let` per lane (`v_0`, `v_1`, ...): every vector op is lane by lane anyway.

Dtypes (docs/semantics.md [dtypes]):

| dtype | in registers | in a storage buffer |
| --- | --- | --- |
| bool | `bool` | one byte, four to a `u32` word ([bool-storage]) |
| i32, u32, f32 | itself | itself |
| i8, i16 | `i32`, sign-extended | packed bytes / halves in `u32` words |
| u8, u16 | `u32`, zero-extended | packed bytes / halves in `u32` words |
| f16 | `u32` holding the binary16 bits | packed halves in `u32` words |
| i64, u64, f64 | unsupported: no 64-bit types in core WGSL (wgpu-native features only) |

Arithmetic on 8- and 16-bit integers is legalized to 32-bit arithmetic followed by a wrap
back to the narrow type, and f16 arithmetic to f32 rounded back after every op (both exact:
[int-wrap], [f16-arith]); the rules are the first section below. Conversions to and from
f16 are integer code (`f16_from_f32` rounds to nearest-even), so the backend needs no
`shader-f16` feature and no WGSL rounding rule that the spec leaves to the implementation.

Where WGSL's rules differ from the spec, the rendering spells out the spec's answer:

- shift counts are masked explicitly ([shift-mask]; naga rejects a constant count >= 32);
- float `max`/`min` are `select(b, a, a > b)` ([float-minmax]; WGSL's builtins leave NaN
  open); float `cmpne` and casts to bool are `!(a == b)` (naga's `!=` is an ordered compare,
  false on NaN; [float-compare], [cast-to-bool]); a `u32` is negated as `0u - x`;
- every float operand goes through `opaque0`/`opaque1`, an xor with a zero from a uniform
  buffer: naga marks no float op exact (no SPIR-V NoContraction), so Mesa's compiler rewrites
  `a*b + a*c` to `a*(b + c)`, `a - a` to 0 and `a + 0.0` to `a` (measured on lavapipe; about
  half of random `a*b + a*c` change). The barrier leaves it nothing to rewrite; a float
  `mulacc` is split into a `mul` and an `add` ([no-contract]);
- integer `/` and `%` are WGSL's own: x/0 = x, MIN/-1 = MIN, x%0 = 0, MIN%-1 = 0 — the spec's
  answers where it has one ([idiv-overflow]) and don't-care elsewhere ([idiv-zero]);
- constant expressions: naga evaluates an op whose operands are all literals at shader
  creation and rejects overflow, infinities and x%0 there, so such operands are first bound
  to `let`s, which naga leaves to run time; inf and NaN literals are `bitcast<f32>(bits)`.

Running: one wgpu device per process (created on first use); a program's shader module and
pipeline are made by `build`, so invalid WGSL is a build error carrying naga's report
(`wgsl:LINE:COL`) and the source. A run uploads every buffer (padded to whole words), runs
the pass, and reads every buffer back into the Args arrays.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import keyword
import os
import re
import shutil
import stat
import struct
import tempfile
from collections.abc import Iterator, Sequence

import numpy as np

from refimpl.backends.base import (
    Args,
    Backend,
    BackendUnavailable,
    Capabilities,
    Options,
    Program,
    Runner,
)
from refimpl.dtypes import DType
from refimpl.errors import apt_install_command, pip_install_command
from refimpl.ir import ALU, COMPARISONS, Ops, UOp
from refimpl.passes.legalize import F16_VIA_F32, FLOAT_MULACC_SPLIT, NARROW_INTS_VIA_32
from refimpl.rewrite import graph_rewrite

WGPU_VERSION = "0.32.0"

# --- legalize rules -----------------------------------------------------------------------
# What `WgslBackend.legalize` runs before linearize (passes/legalize.py). WGSL has 32-bit
# integers only and no portable f16 arithmetic; naga marks no float op exact, so Mesa would
# fuse a mulacc.

LEGALIZE = FLOAT_MULACC_SPLIT + F16_VIA_F32 + NARROW_INTS_VIA_32


# --- types and literals -------------------------------------------------------------------

# The WGSL type that holds a value of each dtype in a `let` or a register array.
WGSL_TYPE = {
    "bool": "bool", "i8": "i32", "i16": "i32", "i32": "i32",
    "u8": "u32", "u16": "u32", "u32": "u32", "f16": "u32", "f32": "f32",
}  # fmt: skip

# The dtypes stored several to a `u32` word in a storage buffer (every other one is stored
# as its own WGSL type): bool as a byte ([bool-storage]), 8- and 16-bit values.
PACKED = {"bool": 8, "i8": 8, "u8": 8, "i16": 16, "u16": 16, "f16": 16}

SUPPORTED_DTYPES = frozenset(WGSL_TYPE)


def wgsl_literal(dtype: DType, value) -> str:
    """A literal of `dtype` in its register type (WGSL_TYPE)."""
    if dtype.is_bool:
        return "true" if value else "false"
    if dtype.name == "f16":
        return f"0x{int(np.array(value, np.float16).view(np.uint16)):04x}u"
    if dtype.is_float:
        if not np.isfinite(value):  # WGSL has no inf/NaN literal
            bits = int(np.array(value, np.float32).view(np.uint32))
            return f"bitcast<f32>(0x{bits:08x}u)"
        if float(value).is_integer() and abs(value) < 2**24:
            return f"{float(value)}f"  # exact in decimal
        return f"{float(value).hex()}f"  # exact, unlike a decimal WGSL may round either way
    if dtype.is_signed:
        # -2147483648i is not a literal (2147483648i is out of range before the minus)
        return f"i32({value})" if value < 0 else f"{value}i"
    return f"{value}u"


ZERO = {"i32": "0i", "u32": "0u", "f32": "0.0f"}


# --- per-op rendering ---------------------------------------------------------------------
# Each entry takes the operands' dtype (register type per WGSL_TYPE) and the operand
# expressions, and returns a WGSL expression for one lane. Narrow integers and f16 never get
# here for arithmetic (legalized above).


def _float_max(t: DType, a: str, b: str) -> str:
    return f"select({b}, {a}, {a} > {b})"  # [float-minmax]: a > b ? a : b, NaN gives b


def _float_min(t: DType, a: str, b: str) -> str:
    return f"select({b}, {a}, {a} < {b})"


def _shift(symbol: str):
    def render(t: DType, a: str, b: str) -> str:
        count = f"bitcast<u32>({b})" if t.is_signed else b
        return f"({a} {symbol} ({count} & 31u))"  # [shift-mask], spelled out

    return render


def _neg(t: DType, a: str) -> str:
    if t.is_float or t.is_signed:
        return f"-({a})"  # floats: flips the sign bit [neg]; i32 wraps
    return f"(0u - {a})"  # WGSL has no unary minus on u32


def _bool_or_int(bool_form: str, int_symbol: str):
    return lambda t, a, b: bool_form.format(a=a, b=b) if t.is_bool else f"({a} {int_symbol} {b})"


SCALAR_OPS = {
    Ops.ADD: lambda t, a, b: f"({a} + {b})",
    Ops.SUB: lambda t, a, b: f"({a} - {b})",
    Ops.MUL: lambda t, a, b: f"({a} * {b})",
    Ops.MULACC: lambda t, a, b, c: f"({a} * {b} + {c})",  # integers only (floats split)
    Ops.FDIV: lambda t, a, b: f"({a} / {b})",
    Ops.IDIV: lambda t, a, b: f"({a} / {b})",  # x/0 = x, MIN/-1 = MIN: the spec's answers
    Ops.MOD: lambda t, a, b: f"({a} % {b})",  # x%0 = 0, MIN%-1 = 0
    Ops.MAX: lambda t, a, b: _float_max(t, a, b) if t.is_float else f"max({a}, {b})",
    Ops.MIN: lambda t, a, b: _float_min(t, a, b) if t.is_float else f"min({a}, {b})",
    Ops.AND: lambda t, a, b: f"({a} & {b})",
    Ops.OR: lambda t, a, b: f"({a} | {b})",
    Ops.XOR: _bool_or_int("({a} != {b})", "^"),  # WGSL has no ^ on bool
    Ops.SHL: _shift("<<"),
    Ops.SHR: _shift(">>"),  # arithmetic on i32, logical on u32
    Ops.CMPLT: _bool_or_int("(!{a} && {b})", "<"),  # bool: false < true
    # floats: naga's `!=` is an ordered compare (false on NaN); [float-compare] wants true
    Ops.CMPNE: lambda t, a, b: f"!({a} == {b})" if t.is_float else f"({a} != {b})",
    Ops.CMPEQ: lambda t, a, b: f"({a} == {b})",
    Ops.NEG: _neg,
    Ops.SQRT: lambda t, a: f"sqrt({a})",
    Ops.TRUNC: lambda t, a: f"trunc({a})",
    Ops.RECIP: lambda t, a: f"(opaque1(1.0f) / {a})",  # [recip]: exactly 1/x
    Ops.WHERE: lambda t, c, a, b: f"select({b}, {a}, {c})",
}


def _to_bits(dtype: DType, x: str) -> str:
    """The dtype's bit pattern as a u32 (zero above its width)."""
    if dtype.name in ("i8", "i16"):
        return f"(bitcast<u32>({x}) & 0x{(1 << dtype.bits) - 1:x}u)"
    if dtype.name in ("i32", "f32"):
        return f"bitcast<u32>({x})"
    return x  # u8, u16, u32 and f16 bits


def _from_bits(dtype: DType, bits: str) -> str:
    """A value of `dtype` in its register type from its bit pattern (zero above its width)."""
    if dtype.name in ("i8", "i16"):
        return f"extractBits(bitcast<i32>({bits}), 0u, {dtype.bits}u)"  # sign-extends
    if dtype.name in ("i32", "f32"):
        return f"bitcast<{dtype.name}>({bits})"
    return bits


def _wrap(to: DType, x32: str) -> str:
    """A 32-bit value of `to`'s signedness wrapped to `to` ([cast-int-int])."""
    if to.bits == 32:
        return x32
    if to.is_signed:
        return f"extractBits({x32}, 0u, {to.bits}u)"
    return f"({x32} & 0x{(1 << to.bits) - 1:x}u)"


def cast_expr(to: DType, frm: DType, x: str) -> str:
    """WGSL for a scalar cast between register values, following docs/semantics.md section 6."""
    if to == frm:
        return x
    if to.is_bool:  # [cast-to-bool]: x != 0; NaN -> true, -0.0 -> false
        if frm.name == "f16":
            return f"(({x} & 0x7fffu) != 0u)"
        if frm.is_float:
            return f"!({x} == 0.0f)"  # naga's `!=` is false on NaN
        return f"({x} != {ZERO[WGSL_TYPE[frm.name]]})"
    if frm.is_bool:  # [cast-from-bool]
        one = "0x3c00u" if to.name == "f16" else wgsl_literal(to, 1)
        return f"select({wgsl_literal(to, 0)}, {one}, {x})"
    if frm.name == "f16":
        return cast_expr(to, DType("f32", 32, "float"), f"f16_to_f32({x})")
    if to.name == "f16":  # from f32, or an integer whose f32 rounding cannot change the f16
        return f"f16_from_f32({x if frm.is_float else f'f32({x})'})"
    if to.is_float:
        return f"f32({x})"  # integer -> f32, nearest-even [cast-int-float]
    if frm.is_float:  # truncates; out of range is don't-care [cast-float-int]
        return _wrap(to, f"{WGSL_TYPE[to.name]}({x})")
    # integer -> integer: reinterpret the 32-bit value in the target's signedness, then wrap
    same = frm.is_signed == to.is_signed
    x32 = x if same else f"bitcast<{'i32' if to.is_signed else 'u32'}>({x})"
    return _wrap(to, x32)


# f16 <-> f32 as integer code: widening is exact; narrowing rounds to nearest-even once
# ([cast-float-float]). WGSL's own f16() and pack2x16float may round either way.
PRELUDE = """\
// Float operands go through opaque0/opaque1 (operand 0 and 1 of an op): an xor with a zero
// the compiler cannot see, so it cannot apply its algebra to a float expression (Mesa
// rewrites a*b + a*c to a*(b + c), a - a to 0 and a + 0.0 to a: naga marks no float op exact).
struct Opaque { zero0: u32, zero1: u32 }
@group(1) @binding(0) var<uniform> opaque: Opaque;
fn opaque0(x: f32) -> f32 { return bitcast<f32>(bitcast<u32>(x) ^ opaque.zero0); }
fn opaque1(x: f32) -> f32 { return bitcast<f32>(bitcast<u32>(x) ^ opaque.zero1); }

// binary16 bits -> f32 (exact: every f16 is an f32)
fn f16_to_f32(h: u32) -> f32 {
    let sign = (h & 0x8000u) << 16u;
    let exponent = (h >> 10u) & 0x1fu;
    let mantissa = h & 0x3ffu;
    if (exponent == 0x1fu) {
        return bitcast<f32>(sign | 0x7f800000u | (mantissa << 13u));  // inf, NaN
    }
    if (exponent == 0u) {
        let magnitude = f32(mantissa) * 0x1p-24f;  // zero or denormal, exact
        return bitcast<f32>(sign | bitcast<u32>(magnitude));
    }
    return bitcast<f32>(sign | ((exponent + 112u) << 23u) | (mantissa << 13u));
}

// f32 -> binary16 bits, rounded to nearest-even
fn f16_from_f32(x: f32) -> u32 {
    let bits = bitcast<u32>(x);
    let sign = (bits >> 16u) & 0x8000u;
    let exponent = (bits >> 23u) & 0xffu;
    let mantissa = bits & 0x7fffffu;
    if (exponent == 0xffu) {
        return sign | select(0x7c00u, 0x7e00u, mantissa != 0u);
    }
    let e = i32(exponent) - 127 + 15;  // biased f16 exponent
    if (e >= 31) {
        return sign | 0x7c00u;
    }
    if (e < -10) {
        return sign;  // below half the smallest denormal (f32 denormals included)
    }
    let full = mantissa | 0x800000u;  // 24 significant bits
    let shift = select(13u, u32(14 - e), e <= 0);  // keep 11 bits, fewer for denormals
    let kept = full >> shift;
    let rest = full & ((1u << shift) - 1u);
    let half = 1u << (shift - 1u);
    var rounded = kept;
    if (rest > half || (rest == half && (kept & 1u) == 1u)) {
        rounded += 1u;  // a carry out of the mantissa correctly bumps the exponent
    }
    return sign | select((u32(e - 1) << 10u) + rounded, rounded, e <= 0);
}
"""

# --- the kernel skeleton: one WGSL compute shader per kernel ------------------------------

# Names a kernel's SSA name must not take: WGSL's keywords and reserved words (the spec's
# list), the builtins and types this renderer calls, and its own names.
RESERVED = frozenset("""
    alias break case const const_assert continue continuing default diagnostic discard else
    enable false fn for if let loop override requires return struct switch true var while
    array atomic bool f16 f32 i32 u32 mat2x2 mat3x3 mat4x4 ptr sampler texture vec2 vec3 vec4
    NULL Self abstract active alignas alignof as asm asm_fragment async attribute auto await
    become binding_array cast catch class co_await co_return co_yield coherent column_major
    common compile compile_fragment concept const_cast consteval constexpr constinit crate
    debugger decltype delete demote demote_to_helper do dynamic_cast enum explicit export
    extends extern external fallthrough filter final finally friend from fxgroup get goto
    groupshared highp impl implements import inline instanceof interface layout lowp macro
    macro_rules match mediump meta mod module move mut mutable namespace new nil noexcept
    noinline nointerpolation noperspective null nullptr of operator package packoffset
    partition pass patch pixelfragment precise precision premerge priv protected pub public
    readonly ref regardless register reinterpret_cast require resource restrict self set
    shared sizeof smooth snorm static static_assert static_cast std subroutine super target
    template this thread_local throw trait try type typedef typeid typename typeof union
    unless unorm unsafe unsized use using varying virtual volatile wgsl where with writeonly
    yield bf16 f64 i8 i16 i64 u8 u16 u64
    bitcast select max min sqrt trunc extractBits insertBits
    main vars Vars f16_to_f32 f16_from_f32 opaque Opaque opaque0 opaque1
""".split())  # fmt: skip


class WgslRenderer:
    """Renders one Program as a WGSL module."""

    def __init__(self, program: Program):
        self.program = program
        self.names: dict[UOp, str] = {}
        self.taken: set[str] = set(RESERVED)
        self.lines: list[str] = []
        self.buffers = [p for p in program.kernel.params if p.op is Ops.PARAM]
        self.vars = [p for p in program.kernel.params if p.op is Ops.VAR]

    # names

    def define(self, node: UOp) -> str:
        wanted = re.sub(r"\W", "_", self.program.kernel.names.get(node, ""))
        if not wanted or not wanted[0].isalpha() or keyword.iskeyword(wanted):
            wanted = f"t{len(self.names)}"
        lanes = getattr(node.dtype, "lanes", 1)
        while wanted in self.taken or any(f"{wanted}_{k}" in self.taken for k in range(lanes)):
            wanted += "_"
        self.taken.add(wanted)
        if lanes > 1:
            self.taken.update(f"{wanted}_{k}" for k in range(lanes))
        self.names[node] = wanted
        return wanted

    def name(self, node: UOp) -> str:
        if node.op is Ops.AFTER:
            return self.name(node.src[0])
        if node.op is Ops.CONST:
            return wgsl_literal(node.dtype, node.arg)
        if node.op is Ops.VAR:
            return f"vars.{self.names[node]}"
        return self.names[node]

    def lane(self, node: UOp, i: int) -> str:
        """Lane i of a value (the value itself for a scalar)."""
        return self.name(node) if node.dtype.lanes == 1 else f"{self.name(node)}_{i}"

    def emit(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text)

    # the module

    def render(self) -> str:
        kernel = self.program.kernel
        for p in kernel.params:
            self.define(p)
        depth = 1
        for node in self.program.linear:
            depth = self.statement(node, depth)
        header = [f"// kernel {kernel.name}: one invocation runs the whole kernel", ""]
        for binding, buf in enumerate(self.buffers):
            base = buf.dtype.base
            element = "u32" if base.name in PACKED else WGSL_TYPE[base.name]
            note = f"  // {base}[{buf.dtype.size}], packed" if base.name in PACKED else ""
            header.append(
                f"@group(0) @binding({binding}) "
                f"var<storage, read_write> {self.names[buf]}: array<{element}>;{note}"
            )
        if self.vars:
            fields = ", ".join(f"{self.names[v]}: {WGSL_TYPE[v.dtype.name]}" for v in self.vars)
            header += [
                f"struct Vars {{ {fields} }}",
                f"@group(0) @binding({len(self.buffers)}) var<uniform> vars: Vars;",
            ]
        body = ["@compute @workgroup_size(1)", "fn main() {", *self.lines, "}"]
        return "\n".join([PRELUDE, *header, "", *body, ""])

    def statement(self, node: UOp, depth: int) -> int:
        op = node.op
        if op in (Ops.CONST, Ops.PARAM, Ops.VAR, Ops.AFTER, Ops.SINK):
            return depth
        if op is Ops.RANGE:
            i, t = self.define(node), WGSL_TYPE[node.dtype.name]
            bound = self.name(node.src[0])
            self.emit(depth, f"for (var {i}: {t} = {ZERO[t]}; {i} < {bound}; {i} += 1{t[0]}) {{")
            return depth + 1
        if op is Ops.END:
            self.emit(depth - 1, f"}}  // end {self.name(node.src[0])}")
            return depth - 1
        if op is Ops.REG:
            t = WGSL_TYPE[node.dtype.base.name]
            self.emit(depth, f"var {self.define(node)}: array<{t}, {node.dtype.size}>;")
            return depth
        if op is Ops.STORE:
            self.store(node, depth)
            return depth
        if op is Ops.LOAD:
            self.load(node, self.define(node), depth)
            return depth
        literals = self.bind_literal_operands(node, depth)
        name = self.define(node)
        for i in range(node.dtype.lanes):
            lane = name if node.dtype.lanes == 1 else f"{name}_{i}"
            self.emit(depth, f"let {lane} = {self.lane_expr(node, i, literals)};")
        return depth

    def bind_literal_operands(self, node: UOp, depth: int) -> dict[UOp, str]:
        """An op on literals only would be a WGSL constant expression, which naga evaluates
        at shader creation and rejects on overflow, inf, NaN or x%0: its operands are bound
        to `let`s first, which naga leaves to run time. Returns literal -> its `let`."""
        if node.op not in ALU or any(s.op is not Ops.CONST for s in node.src):
            return {}
        bound = {}
        for s in dict.fromkeys(node.src):
            bound[s] = self.fresh("c")
            self.emit(depth, f"let {bound[s]} = {self.name(s)};")
        return bound

    def fresh(self, stem: str) -> str:
        k = 0
        while f"{stem}{k}" in self.taken:
            k += 1
        self.taken.add(f"{stem}{k}")
        return f"{stem}{k}"

    def lane_expr(self, node: UOp, i: int, literals: dict[UOp, str]) -> str:
        """Lane i of an ALU, cast, bitcast or vector-building node (`literals`: operands
        bound to a `let`)."""
        op, scalar = node.op, node.dtype.scalar
        if literals:
            operands = [literals[s] for s in node.src]
            if node.src[-1].dtype.is_float and op is not Ops.WHERE:
                operands = [f"opaque{k}({x})" for k, x in enumerate(operands)]
            return SCALAR_OPS[op](node.src[-1].dtype, *operands)
        if op is Ops.VECTORIZE:
            return self.operand(node.src[i], 0)
        if op is Ops.BROADCAST:
            return self.operand(node.src[0], 0)
        if op is Ops.GEP:
            return self.operand(node.src[0], node.arg[i])
        if op is Ops.CAST:
            return cast_expr(scalar, node.src[0].dtype.scalar, self.operand(node.src[0], i))
        if op is Ops.BITCAST:
            return self.bitcast_lane(node, i)
        operand_type = node.src[-1].dtype.scalar if op in COMPARISONS else scalar
        operands = [self.operand(s, i) for s in node.src]
        if operand_type.is_float and op is not Ops.WHERE:
            operands = [f"opaque{k}({x})" for k, x in enumerate(operands)]
        return SCALAR_OPS[op](operand_type, *operands)

    def operand(self, node: UOp, i: int) -> str:
        return self.lane(node, i)

    def bitcast_lane(self, node: UOp, j: int) -> str:
        """Lane j of a bitcast ([bitcast]: lane 0 first, little-endian): assembled from or
        cut out of the source lanes' bit patterns."""
        src = node.src[0]
        frm, to = src.dtype.scalar, node.dtype.scalar
        if frm.bits == to.bits:
            bits = _to_bits(frm, self.operand(src, j))
        elif to.bits > frm.bits:
            per = to.bits // frm.bits
            parts = []
            for k in range(per):
                part = _to_bits(frm, self.operand(src, j * per + k))
                parts.append(part if k == 0 else f"({part} << {k * frm.bits}u)")
            bits = f"({' | '.join(parts)})"
        else:
            start = j * to.bits
            part = _to_bits(frm, self.operand(src, start // frm.bits))
            bits = f"extractBits({part}, {start % frm.bits}u, {to.bits}u)"
        return _from_bits(to, bits)

    # memory

    def element(self, buf: UOp, index: str, k: int) -> str:
        return index if k == 0 else f"({index} + {k})"

    def load(self, node: UOp, name: str, depth: int) -> None:
        buf, index, *gate = node.src
        lanes = node.dtype.lanes
        lane_names = [name] if lanes == 1 else [f"{name}_{k}" for k in range(lanes)]
        values = [self.read(buf, self.element(buf, self.name(index), k)) for k in range(lanes)]
        if not gate:
            for lane, value in zip(lane_names, values, strict=True):
                self.emit(depth, f"let {lane} = {value};")
            return
        # [gated]: a false gate must not touch memory, so an `if`, not a select
        t = WGSL_TYPE[node.dtype.name]
        for k, lane in enumerate(lane_names):
            self.emit(depth, f"var {lane}: {t} = {self.operand(gate[1], k)};")
        self.emit(depth, f"if ({self.name(gate[0])}) {{")
        for lane, value in zip(lane_names, values, strict=True):
            self.emit(depth + 1, f"{lane} = {value};")
        self.emit(depth, "}")

    def read(self, buf: UOp, element: str) -> str:
        base = buf.dtype.base
        name = self.name(buf)
        if buf.dtype.local or base.name not in PACKED:
            return f"{name}[{element}]"
        word, offset = self.packed_place(base, element)
        bits = f"extractBits({name}[{word}], {offset}, {PACKED[base.name]}u)"
        if base.is_bool:
            return f"({bits} != 0u)"
        return _from_bits(base, bits)

    def packed_place(self, base: DType, element: str) -> tuple[str, str]:
        """(word index, bit offset) of a packed element."""
        per_word = 32 // PACKED[base.name]
        log = per_word.bit_length() - 1
        e = f"u32({element})"
        return f"{e} >> {log}u", f"({e} & {per_word - 1}u) * {PACKED[base.name]}u"

    def store(self, node: UOp, depth: int) -> None:
        buf, index, value, *gate = node.src
        statements = [
            self.write(buf, self.element(buf, self.name(index), k), self.operand(value, k))
            for k in range(value.dtype.lanes)
        ]
        if gate:
            self.emit(depth, f"if ({self.name(gate[0])}) {{")
            for s in statements:
                self.emit(depth + 1, s)
            self.emit(depth, "}")
        else:
            for s in statements:
                self.emit(depth, s)

    def write(self, buf: UOp, element: str, value: str) -> str:
        base = buf.dtype.base
        name = self.name(buf)
        if buf.dtype.local or base.name not in PACKED:
            return f"{name}[{element}] = {value};"
        word, offset = self.packed_place(base, element)
        # insertBits takes the low bits of `bits`: no mask needed
        if base.is_bool:
            bits = f"select(0u, 1u, {value})"
        else:
            bits = f"bitcast<u32>({value})" if base.is_signed else value
        return (
            f"{name}[{word}] = insertBits({name}[{word}], {bits}, {offset}, {PACKED[base.name]}u);"
        )


def render(program: Program) -> str:
    return WgslRenderer(program).render()


# --- build: compile, run through wgpu, the Backend ----------------------------------------


class WgslCompileError(RuntimeError):
    """naga rejected the rendered WGSL: its report (with `wgsl:LINE:COL`) and the source."""


@contextlib.contextmanager
def mesa_runtime_dir() -> Iterator[None]:
    """$XDG_RUNTIME_DIR names a directory while the adapter and device are requested.

    Without one, Mesa's Vulkan window-system code (libwayland, loaded with lavapipe when the
    adapter is requested) prints "error: XDG_RUNTIME_DIR is invalid or not set in the
    environment." twice, which reads like uopcheck's own error. A directory of our own,
    mode 0700 as the XDG base directory spec asks, silences it; no Wayland socket is there,
    so nothing else changes. One per user is reused across runs rather than one left behind
    per process (one that another user owns or others can enter is not used). The variable
    is put back afterwards: the rest of the process, and its children, see what they had."""
    current = os.environ.get("XDG_RUNTIME_DIR")
    if current and os.path.isdir(current):
        yield
        return
    os.environ["XDG_RUNTIME_DIR"] = _private_runtime_dir()
    try:
        yield
    finally:
        if current is None:
            del os.environ["XDG_RUNTIME_DIR"]
        else:
            os.environ["XDG_RUNTIME_DIR"] = current


def _private_runtime_dir() -> str:
    shared = os.path.join(tempfile.gettempdir(), f"uopcheck-runtime-{os.getuid()}")
    try:
        os.mkdir(shared, 0o700)
    except FileExistsError:
        pass
    except OSError:
        shared = ""
    if shared and _private_directory(shared):
        return shared
    own = tempfile.mkdtemp(prefix="uopcheck-runtime-")  # mode 0700
    atexit.register(shutil.rmtree, own, ignore_errors=True)
    return own


def _private_directory(path: str) -> bool:
    """A real directory (not a symlink) of this user that no one else may enter."""
    info = os.lstat(path)
    return (
        stat.S_ISDIR(info.st_mode)
        and info.st_uid == os.getuid()
        and stat.S_IMODE(info.st_mode) & 0o077 == 0
    )


# Mesa's lavapipe: a Vulkan adapter on the CPU, which any Debian machine can have
MESA_ADAPTER = f"for Mesa's CPU adapter install with `{apt_install_command('mesa-vulkan-drivers')}`"


@functools.cache
def _device_or_reason():
    """(the process's wgpu device, None) or (None, why there is none)."""
    try:
        import wgpu
    except ImportError as e:
        return (
            None,
            f"wgpu is not installed ({e}); install with "
            f"`{pip_install_command(f'wgpu=={WGPU_VERSION}')}` (uopcheck's gpu extra)",
        )
    with mesa_runtime_dir():
        return _request_device(wgpu)


def _request_device(wgpu):
    try:
        adapter = wgpu.gpu.request_adapter_sync(power_preference="high-performance")
    except Exception as e:  # noqa: BLE001 - any failure to find an adapter means "not here"
        reason = f"wgpu found no GPU adapter ({type(e).__name__}: {e})"
        return None, f"{reason}; {MESA_ADAPTER}"
    if adapter is None:
        return None, f"wgpu found no GPU adapter; {MESA_ADAPTER}"
    limit = adapter.limits["max-storage-buffers-per-shader-stage"]
    device = adapter.request_device_sync(
        required_limits={"max-storage-buffers-per-shader-stage": limit}
    )
    return device, None


def _device():
    device, reason = _device_or_reason()
    if device is None:
        raise BackendUnavailable(reason)
    return device


def _padded(array: np.ndarray) -> bytes:
    data = array.tobytes()
    return data + bytes(-len(data) % 4) if data else bytes(4)


@functools.cache
def _opaque_zeros(device):
    """Bind group 1: the `opaque` uniform (zeros) every shader declares."""
    import wgpu

    uniform = {"type": wgpu.BufferBindingType.uniform}
    entry = {"binding": 0, "visibility": wgpu.ShaderStage.COMPUTE, "buffer": uniform}
    layout = device.create_bind_group_layout(entries=[entry])
    zeros = device.create_buffer_with_data(data=bytes(16), usage=wgpu.BufferUsage.UNIFORM)
    group = device.create_bind_group(
        layout=layout, entries=[{"binding": 0, "resource": {"buffer": zeros}}]
    )
    group.layout = layout
    return group


class _Compiled:
    """One program's pipeline, and how to run it on Args."""

    def __init__(self, program: Program, source: str):
        import wgpu

        device = _device()
        self.kernel = program.kernel
        self.buffers = [p for p in program.kernel.params if p.op is Ops.PARAM]
        self.vars = [p for p in program.kernel.params if p.op is Ops.VAR]
        try:
            module = device.create_shader_module(code=source, label=program.name)
        except wgpu.GPUError as e:
            numbered = "\n".join(f"{n:4} {line}" for n, line in enumerate(source.splitlines(), 1))
            raise WgslCompileError(
                f"naga rejected the WGSL of {program.name}:\n{e}\n--- source ---\n{numbered}"
            ) from None
        # an explicit layout: layout="auto" would leave out a parameter the kernel never uses
        storage = {"type": wgpu.BufferBindingType.storage}
        entries = [
            {"binding": k, "visibility": wgpu.ShaderStage.COMPUTE, "buffer": storage}
            for k in range(len(self.buffers))
        ]
        if self.vars:
            uniform = {"type": wgpu.BufferBindingType.uniform}
            binding = len(self.buffers)
            visibility = wgpu.ShaderStage.COMPUTE
            entries.append({"binding": binding, "visibility": visibility, "buffer": uniform})
        self.layout = device.create_bind_group_layout(entries=entries)
        self.opaque = _opaque_zeros(device)
        self.pipeline = device.create_compute_pipeline(
            layout=device.create_pipeline_layout(
                bind_group_layouts=[self.layout, self.opaque.layout]
            ),
            compute={"module": module, "entry_point": "main"},
        )

    def __call__(self, args: Args) -> None:
        import wgpu

        device = _device()
        usage = wgpu.BufferUsage.STORAGE | wgpu.BufferUsage.COPY_SRC
        gpu_buffers = [
            device.create_buffer_with_data(data=_padded(args.buffers[p.arg[1]]), usage=usage)
            for p in self.buffers
        ]
        entries = [{"binding": k, "resource": {"buffer": b}} for k, b in enumerate(gpu_buffers)]
        if self.vars:
            words = b"".join(
                struct.pack("<i" if v.dtype.is_signed else "<I", args.vars[v.arg[1]])
                for v in self.vars
            )
            uniform = device.create_buffer_with_data(
                data=words + bytes(-len(words) % 16), usage=wgpu.BufferUsage.UNIFORM
            )
            entries.append({"binding": len(self.buffers), "resource": {"buffer": uniform}})
        bind_group = device.create_bind_group(layout=self.layout, entries=entries)
        encoder = device.create_command_encoder()
        compute = encoder.begin_compute_pass()
        compute.set_pipeline(self.pipeline)
        compute.set_bind_group(0, bind_group)
        compute.set_bind_group(1, self.opaque)
        compute.dispatch_workgroups(1, 1, 1)
        compute.end()
        device.queue.submit([encoder.finish()])
        for p, gpu in zip(self.buffers, gpu_buffers, strict=True):
            array = args.buffers[p.arg[1]]
            data = device.queue.read_buffer(gpu)[: array.nbytes]
            array[...] = np.frombuffer(data, dtype=array.dtype).reshape(array.shape)


class WgslBackend(Backend):
    name = "wgsl"
    emits = ("wgsl",)

    @property
    def capabilities(self) -> Capabilities:
        """The dtypes WGSL has (SUPPORTED_DTYPES), and at most as many parameters as the
        adapter has storage buffers per shader (lavapipe: 32; scalars share one uniform, so
        this is conservative). Without an adapter nothing runs, so no limit is claimed."""
        device, _ = _device_or_reason()
        limit = device.limits["max-storage-buffers-per-shader-stage"] if device else None
        return Capabilities(dtypes=SUPPORTED_DTYPES, max_params=limit)

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        return _device_or_reason()[1]

    def legalize(self, sink: UOp, options: Options) -> UOp:
        return graph_rewrite(sink, LEGALIZE)

    def emit(self, program: Program, what: str) -> str:
        return render(program)

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [_Compiled(p, render(p)) for p in programs]


BACKEND = WgslBackend()

__all__ = ["BACKEND", "WgslBackend", "WgslCompileError", "render"]
