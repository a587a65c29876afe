"""PTX backend: readable PTX (sm_80, `.version 8.0`) from the linearized kernel, checked by ptxas.

Where this sits: an optional plugin backend (registered by the `uopcheck.backends` entry
point `ptx`, not built in), like refimpl/backends/wgsl.py. Rendering needs nothing:
`emit(program, "ptx")` works on any machine. Two optional things use the text:

- `ptxas` validates it (`validate`): $PTXAS, else `ptxas` on PATH, else the one in the
  `nvidia-cuda-nvcc-cu12` wheel (`pip install uopcheck[ptx]`). `.version 8.0` with
  `.target sm_80` is accepted by the ptxas of CUDA 12.x and 13.x. conformance/test_ptx.py
  runs it on every corpus and op-suite kernel in the default run; nothing executes PTX on
  a CPU, so that check is about types and syntax, not results. A module text a ptxas has
  accepted is remembered in the code cache, so a warm run assembles only what changed.
- refimpl/backends/ptx_cuda.py runs it on an NVIDIA GPU through cuda-python, and is the
  whole execution path. Without a GPU, driver and cuda-python `unavailable` says why and
  every executing test skips.

What a kernel becomes:

- one `.entry` named after the kernel, launched as one block of one thread: that thread
  runs the kernel's loops in order, exactly as the C backend's function does. Nothing here
  is parallel; the point is PTX's semantics and ptxas, not speed;
- one `.param .u64` (a global address) per buffer parameter and one integer `.param` per
  scalar parameter, in slot order (`p_<name>`);
- one virtual register per SSA value and lane (`%x`, or `%x_0`, `%x_1`, ... for a vector),
  declared at the top of the entry; every constant is moved into a register where the
  linear order places it, so no instruction needs an immediate of an awkward type;
- loops are a compare-and-branch at the top and a back edge at `end`; a register array is a
  `.local` byte array accessed with `ld.local`/`st.local`.

Dtypes (docs/semantics.md [dtypes]):

| dtype | in registers | in memory |
| --- | --- | --- |
| bool | `.pred` | one byte (`ld/st .u8`, [bool-storage]) |
| i8, i16 | `.s32`, sign-extended | `.s8`, `.s16` |
| u8, u16 | `.u32`, zero-extended | `.u8`, `.u16` |
| i32, u32, i64, u64 | `.s32 .u32 .s64 .u64` | the same |
| f16 | `.b16` holding the binary16 bits | `.b16` |
| f32, f64 | `.f32 .f64` | the same |
| bf16, f8e4m3, f8e5m2 | their bits, as u16/u8 | `.u16`, `.u8` |

Arithmetic on 8- and 16-bit integers is legalized to 32-bit arithmetic followed by a wrap
back (exact, [int-wrap]); f16 arithmetic to f32 rounded back after every op
([f16-arith]); f64 -> f16 to f32 rounded to odd, then to f16 ([cast-float-float]; the
shared rule of the llvm and x86 backends: a single `cvt.rn.f16.f64` would be one rounding
too, but that could not be run on a GPU here); a float `mulacc` to a `mul` and an `add`;
bf16 and fp8 to their integer bits and f32 arithmetic, as the C, LLVM and x86 backends do
(passes/legalize.py narrow_floats_to_bits: sm_80 has bf16 but no fp8 conversions, and one
rule for every backend is one rule to check).
Those rules are the first section below. Everything else is native PTX.

Where PTX's rules differ from the spec, the rendering spells out the spec's answer:

- integer `div`/`rem` by zero are "unspecified, machine-specific" in PTX and MIN/-1 is not
  defined: the divisor is replaced by 1 in both cases, giving MIN/-1 = MIN and MIN%-1 = 0
  ([idiv-overflow]) and a don't-care for x/0 ([idiv-zero]);
- `shl`/`shr` clamp counts above the width: the count is masked first ([shift-mask]);
- PTX `min`/`max.f32` return the non-NaN operand and order -0.0 below 0.0: float `max`
  and `min` are `setp.gt`/`setp.lt` then `selp` ([float-minmax]); `cmpne` is the unordered
  `setp.neu` ([float-compare]);
- float `add sub mul` carry an explicit `.rn`, which PTX defines as "not contracted into
  an fma" ([no-contract]); `div.rn`, `sqrt.rn` and `rcp.rn` are the IEEE operations
  ([ieee-basic], [recip]); no `.ftz` anywhere, so denormals stay ([denormals]);
- float -> integer `cvt.rzi` saturates and turns NaN into 0: no trap, and out of range is
  a don't-care anyway ([cast-float-int]); narrow targets are then wrapped like integers.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from refimpl.backends import disk_cache
from refimpl.backends.base import (
    ALL_CAPABILITIES,
    Backend,
    BackendUnavailable,
    Options,
    Program,
    Runner,
)
from refimpl.dtypes import DType
from refimpl.errors import pip_install_command
from refimpl.ir import COMPARISONS, Ops, UOp
from refimpl.passes.legalize import (
    F16_VIA_F32,
    F64_TO_F16_VIA_ODD,
    FLOAT_MULACC_SPLIT,
    NARROW_INTS_VIA_32,
    narrow_floats_to_bits,
)
from refimpl.rewrite import graph_rewrite

PTX_VERSION = "8.0"
PTX_TARGET = "sm_80"
NVCC_WHEEL = "nvidia-cuda-nvcc-cu12==12.9.86"  # the `ptx` extra: a ptxas on any x86-64 Linux

# --- legalize rules --------------------------------------------------------------------------
# What `PtxBackend.legalize` runs before linearize (passes/legalize.py). Narrow integers live
# in 32-bit registers; f16 is its bits, computed in f32; f64 -> f16 rounds once through f32
# rounded to odd; ptxas would fuse a mulacc. bf16/fp8 are bits before all of it.

LEGALIZE = FLOAT_MULACC_SPLIT + F16_VIA_F32 + F64_TO_F16_VIA_ODD + NARROW_INTS_VIA_32


# --- types and literals ----------------------------------------------------------------------

# The register type holding a value of each dtype (a narrow integer is extended to 32 bits).
REG_TYPE = {
    "bool": "pred", "i8": "s32", "i16": "s32", "i32": "s32", "i64": "s64",
    "u8": "u32", "u16": "u32", "u32": "u32", "u64": "u64",
    "f16": "b16", "f32": "f32", "f64": "f64",
}  # fmt: skip

# The type of a load, store or `.param` of each dtype: its size in memory. A narrow load
# sign- or zero-extends into its 32-bit register; a narrow store keeps the low bits.
MEM_TYPE = {
    "bool": "u8", "i8": "s8", "i16": "s16", "i32": "s32", "i64": "s64",
    "u8": "u8", "u16": "u16", "u32": "u32", "u64": "u64",
    "f16": "b16", "f32": "f32", "f64": "f64",
}  # fmt: skip


def reg_type(dtype: DType) -> str:
    return REG_TYPE[dtype.name]


def bits_type(dtype: DType) -> str:
    """The untyped register type of the same width (`b32` for every narrow integer)."""
    return "b64" if dtype.bits == 64 else "b16" if dtype.name == "f16" else "b32"


def ptx_literal(dtype: DType, value) -> str:
    """An immediate of `dtype`'s register type. Floats as their exact bits (`0f3F800000`)."""
    if dtype.is_bool:
        return "1" if value else "0"
    if dtype.name == "f16":
        return f"0x{int(np.array(value, np.float16).view(np.uint16)):04x}"
    if dtype.name == "f32":
        return f"0f{int(np.array(value, np.float32).view(np.uint32)):08X}"
    if dtype.name == "f64":
        return f"0d{int(np.array(value, np.float64).view(np.uint64)):016X}"
    return str(value)  # narrow integers: the extended 32-bit value


# --- per-op rendering ------------------------------------------------------------------------
# Each entry takes the renderer `r` (for temporaries: r.temp(type)), the operands' dtype `t`,
# the destination register and the operand registers, and returns the PTX instructions of
# one lane. Narrow integers and f16 never get here for arithmetic (legalized above).


def _typed(template: str) -> Callable:
    """One instruction whose `{t}` is the register type: `add.{t} d, a, b`."""

    def render(r, t: DType, d: str, *srcs: str) -> list[str]:
        return [f"{template.format(t=reg_type(t))} {', '.join((d, *srcs))};"]

    return render


def _arith(int_form: str, float_form: str) -> Callable:
    """Integer or float by the operands' dtype: `add.s32` / `add.rn.f32`."""
    by_kind = {False: _typed(int_form), True: _typed(float_form)}
    return lambda r, t, d, *srcs: by_kind[t.is_float](r, t, d, *srcs)


def _bitwise(name: str) -> Callable:
    """`and.pred` on bools, `and.b32` / `and.b64` on integers ([bitwise])."""
    return lambda r, t, d, a, b: [f"{name}.{'pred' if t.is_bool else bits_type(t)} {d}, {a}, {b};"]


def _float_select(compare: str) -> Callable:
    """[float-minmax]: `a > b ? a : b` (max) or `a < b ? a : b` (min), so NaN gives b.
    PTX's own min/max would return the non-NaN operand."""

    def render(r, t: DType, d: str, a: str, b: str) -> list[str]:
        p = r.temp("pred")
        return [
            f"setp.{compare}.{reg_type(t)} {p}, {a}, {b};",
            f"selp.{reg_type(t)} {d}, {a}, {b}, {p};",
        ]

    return render


def _minmax(name: str, compare: str) -> Callable:
    int_form, float_form = _typed(f"{name}.{{t}}"), _float_select(compare)
    return lambda r, t, d, a, b: (float_form if t.is_float else int_form)(r, t, d, a, b)


def _division(name: str) -> Callable:
    """[idiv-zero], [idiv-overflow]: divide by 1 instead of by 0, and instead of MIN by -1
    (MIN/1 = MIN, MIN%1 = 0: the spec's answers). PTX leaves both to the machine."""

    def render(r, t: DType, d: str, a: str, b: str) -> list[str]:
        rt, divisor, bad = reg_type(t), r.temp(reg_type(t)), r.temp("pred")
        lines = [f"setp.eq.{rt} {bad}, {b}, 0;"]
        if t.is_signed:
            is_min, minus_one = r.temp("pred"), r.temp("pred")
            lines += [
                f"setp.eq.{rt} {is_min}, {a}, {-(1 << (t.bits - 1))};",
                f"setp.eq.{rt} {minus_one}, {b}, -1;",
                f"and.pred {is_min}, {is_min}, {minus_one};",
                f"or.pred {bad}, {bad}, {is_min};",
            ]
        return [*lines, f"selp.{rt} {divisor}, 1, {b}, {bad};", f"{name}.{rt} {d}, {a}, {divisor};"]

    return render


def _shift(name: str) -> Callable:
    """[shift-mask]: PTX clamps a count above the width; the spec takes it mod the width.
    The count operand of shl/shr is always a .u32."""

    def render(r, t: DType, d: str, a: str, b: str) -> list[str]:
        kind = "b" if name == "shl" else "s" if t.is_signed else "u"
        count = r.temp("u32")
        if t.bits == 64:
            masked = r.temp("b64")
            mask = [f"and.b64 {masked}, {b}, 63;", f"cvt.u32.u64 {count}, {masked};"]
        else:
            mask = [f"and.b32 {count}, {b}, 31;"]
        return [*mask, f"{name}.{kind}{t.bits} {d}, {a}, {count};"]

    return render


def _compare(int_form: str, float_form: str, bool_form: Callable) -> Callable:
    """setp on numbers; bool operands (false < true) are combined as predicates."""

    def render(r, t: DType, d: str, a: str, b: str) -> list[str]:
        if t.is_bool:
            return bool_form(r, d, a, b)
        form = float_form if t.is_float else int_form
        return [f"setp.{form}.{reg_type(t)} {d}, {a}, {b};"]

    return render


def _bool_lt(r, d: str, a: str, b: str) -> list[str]:
    return [f"not.pred {d}, {a};", f"and.pred {d}, {d}, {b};"]  # !a && b


def _bool_eq(r, d: str, a: str, b: str) -> list[str]:
    return [f"xor.pred {d}, {a}, {b};", f"not.pred {d}, {d};"]


def _where(r, t: DType, d: str, c: str, a: str, b: str) -> list[str]:
    if t.is_bool:  # selp has no .pred form
        return [f"@{c} mov.pred {d}, {a};", f"@!{c} mov.pred {d}, {b};"]
    return [f"selp.{reg_type(t)} {d}, {a}, {b}, {c};"]


def _neg(r, t: DType, d: str, a: str) -> list[str]:
    # floats: flips the sign bit [neg]; integers wrap (neg.s32 takes a .u32 register too)
    return [f"neg.{reg_type(t) if t.is_float else f's{t.bits}'} {d}, {a};"]


SCALAR_OPS: dict[Ops, Callable[..., list[str]]] = {
    Ops.ADD: _arith("add.{t}", "add.rn.{t}"),  # .rn: never contracted into an fma
    Ops.SUB: _arith("sub.{t}", "sub.rn.{t}"),
    Ops.MUL: _arith("mul.lo.{t}", "mul.rn.{t}"),
    Ops.MULACC: _typed("mad.lo.{t}"),  # integers only (floats split above)
    Ops.FDIV: _typed("div.rn.{t}"),  # IEEE division, correctly rounded
    Ops.IDIV: _division("div"),
    Ops.MOD: _division("rem"),  # rem: the sign of the dividend, as [idiv-trunc] says
    Ops.MAX: _minmax("max", "gt"),
    Ops.MIN: _minmax("min", "lt"),
    Ops.AND: _bitwise("and"),
    Ops.OR: _bitwise("or"),
    Ops.XOR: _bitwise("xor"),
    Ops.SHL: _shift("shl"),
    Ops.SHR: _shift("shr"),  # arithmetic on signed, logical on unsigned
    Ops.CMPLT: _compare("lt", "lt", _bool_lt),  # float lt: false on NaN
    Ops.CMPNE: _compare("ne", "neu", lambda r, d, a, b: [f"xor.pred {d}, {a}, {b};"]),
    Ops.CMPEQ: _compare("eq", "eq", _bool_eq),
    Ops.NEG: _neg,
    Ops.SQRT: _typed("sqrt.rn.{t}"),
    Ops.TRUNC: _typed("cvt.rzi.{t}.{t}"),  # keeps -0.0, inf, NaN [trunc]
    Ops.RECIP: _typed("rcp.rn.{t}"),  # [recip]: the IEEE 1/x, not rcp.approx
    Ops.WHERE: _where,
}

# --- casts and bit patterns ------------------------------------------------------------------


def _wrap(r, to: DType, d: str, x32: str) -> list[str]:
    """A 32-bit value wrapped to `to` ([cast-int-int]): sign-extend or mask its low bits."""
    if to.bits == 32:
        return [f"mov.b32 {d}, {x32};"]
    if to.is_signed:
        return [f"bfe.s32 {d}, {x32}, 0, {to.bits};"]
    return [f"and.b32 {d}, {x32}, {(1 << to.bits) - 1};"]


def cast_lines(r, to: DType, frm: DType, d: str, x: str) -> list[str]:
    """PTX for a scalar cast between registers, following docs/semantics.md section 6."""
    if to.is_bool:  # [cast-to-bool]: x != 0; NaN -> true, -0.0 -> false
        if frm.name == "f16":
            magnitude = r.temp("b16")
            return [f"and.b16 {magnitude}, {x}, 0x7fff;", f"setp.ne.b16 {d}, {magnitude}, 0;"]
        form = "neu" if frm.is_float else "ne"
        return [f"setp.{form}.{reg_type(frm)} {d}, {x}, {ptx_literal(frm, 0)};"]
    if frm.is_bool:  # [cast-from-bool]
        return [f"selp.{reg_type(to)} {d}, {ptx_literal(to, 1)}, {ptx_literal(to, 0)}, {x};"]
    if to.is_float and frm.is_float:
        # widening is exact (no rounding modifier allowed); narrowing rounds once
        rounding = ".rn" if to.bits < frm.bits else ""
        return [f"cvt{rounding}.{reg_type(to).replace('b', 'f')}.{_cvt_type(frm)} {d}, {x};"]
    if to.is_float:  # [cast-int-float]: nearest-even
        return [f"cvt.rn.{_cvt_type(to)}.{_cvt_type(frm)} {d}, {x};"]
    if frm.is_float:  # [cast-float-int]: truncates; saturates, NaN -> 0 (don't-care)
        if to.bits == 64:
            return [f"cvt.rzi.{reg_type(to)}.{_cvt_type(frm)} {d}, {x};"]
        x32 = r.temp("s32" if to.is_signed else "u32")
        return [
            f"cvt.rzi.{'s32' if to.is_signed else 'u32'}.{_cvt_type(frm)} {x32}, {x};",
            *_wrap(r, to, d, x32),
        ]
    # integer -> integer: the register holds the extended value; widen, truncate, wrap
    if to.bits == 64 and frm.bits == 64:
        return [f"mov.b64 {d}, {x};"]
    if to.bits == 64:  # sign-extends a signed source, zero-extends an unsigned one
        return [f"cvt.{reg_type(to)}.{reg_type(frm)} {d}, {x};"]
    if frm.bits == 64:
        x32 = r.temp("u32")
        return [f"cvt.u32.u64 {x32}, {x};", *_wrap(r, to, d, x32)]
    return _wrap(r, to, d, x)


def _cvt_type(dtype: DType) -> str:
    """The type `cvt` names for a register of `dtype` (a narrow integer as its 32 bits)."""
    return "f16" if dtype.name == "f16" else reg_type(dtype)


def to_bits(r, dtype: DType, x: str, width: int) -> tuple[list[str], str]:
    """(instructions, register): `x`'s bit pattern in a `b{width}` register, zero above."""
    bits = r.temp(f"b{width}")
    if dtype.name == "f16":
        return [f"cvt.u{width}.u16 {bits}, {x};"], bits
    if dtype.bits < 32:  # the register holds the extended value: keep the low bits
        low = bits if width == 32 else r.temp("b32")
        mask = [f"and.b32 {low}, {x}, {(1 << dtype.bits) - 1};"]
        return (mask if width == 32 else [*mask, f"cvt.u64.u32 {bits}, {low};"]), bits
    if dtype.bits == width:
        return [f"mov.b{width} {bits}, {x};"], bits
    # a 32-bit value in a 64-bit pattern (cvt takes no .f32 register as a .u32)
    if dtype.is_float:
        low = r.temp("b32")
        return [f"mov.b32 {low}, {x};", f"cvt.u64.u32 {bits}, {low};"], bits
    return [f"cvt.u64.u32 {bits}, {x};"], bits


def from_bits(r, dtype: DType, d: str, bits: str, width: int) -> list[str]:
    """`d` (a register of `dtype`) from the low bits of a `b{width}` register."""
    lines, x32 = [], bits
    if width == 64 and dtype.bits < 64:
        x32 = r.temp("b32")
        lines.append(f"cvt.u32.u64 {x32}, {bits};")
    if dtype.name == "f16":
        return [*lines, f"cvt.u16.u32 {d}, {x32};"]
    if dtype.bits < 32:
        return [*lines, *_wrap(r, dtype, d, x32)]
    return [*lines, f"mov.b{dtype.bits} {d}, {x32};"]


# --- the kernel skeleton ---------------------------------------------------------------------

HEADER = f""".version {PTX_VERSION}
.target {PTX_TARGET}
.address_size 64
"""


def _identifier(text: str) -> str:
    """A PTX identifier from an SSA or kernel name: letters, digits, `_`; a letter first."""
    name = re.sub(r"\W", "_", text)
    return name if name[:1].isalpha() else f"k_{name}"


class PtxRenderer:
    """Renders one Program as one `.entry` (`entry`); `module` wraps entries into a module."""

    def __init__(self, program: Program, entry_name: str | None = None):
        self.program = program
        self.entry_name = entry_name or _identifier(program.kernel.name)
        self.names: dict[UOp, str] = {}
        self.param_names: dict[UOp, str] = {}
        self.taken: set[str] = set()
        self.registers: dict[str, str] = {}  # register -> its type, in declaration order
        self.locals: list[str] = []  # `.local` declarations of register arrays
        self.lines: list[str] = []
        self.temps = 0

    # names and registers

    def define(self, node: UOp) -> str:
        """The register (stem) of a new value: its SSA name, made unique."""
        stem = "c" if node.op is Ops.CONST else "v"  # a constant or an unnamed value
        wanted = _identifier(self.program.kernel.names.get(node, "") or f"{stem}{len(self.names)}")
        lanes = node.dtype.lanes

        def registers(stem: str) -> list[str]:  # a vector's lanes are stem_0, stem_1, ...
            return [stem] if lanes == 1 else [stem, *(f"{stem}_{k}" for k in range(lanes))]

        while any(name in self.taken for name in registers(wanted)):
            wanted += "_"
        self.taken.update(registers(wanted))
        self.names[node] = wanted
        if isinstance(node.dtype, DType):
            for k in range(lanes):
                self.registers[self.lane(node, k)] = reg_type(node.dtype.scalar)
        return wanted

    def param_name(self, param: UOp) -> str:
        """A parameter's `.param`: `p_` and its name, made unique among the parameters
        (`%a.b` and `%a_b` are both `a_b` in PTX's alphabet)."""
        if not self.param_names:
            for p in self.program.kernel.params:
                wanted = f"p_{_identifier(p.arg[1])}"
                while wanted in self.param_names.values():
                    wanted += "_"
                self.param_names[p] = wanted
        return self.param_names[param]

    def lane(self, node: UOp, k: int) -> str:
        """Lane k's register of a value (the value's own register for a scalar)."""
        if node.op is Ops.AFTER:
            return self.lane(node.src[0], k)
        stem = self.names[node]
        return f"%{stem}" if node.dtype.lanes == 1 else f"%{stem}_{k}"

    def temp(self, ptx_type: str) -> str:
        name = f"%_t{self.temps}"  # SSA registers start with a letter: no clash
        self.temps += 1
        self.registers[name] = ptx_type
        return name

    def emit(self, *lines: str) -> None:
        self.lines.extend(f"    {line}" for line in lines)

    # the entry

    def entry(self) -> str:
        kernel = self.program.kernel
        for node in self.program.linear:
            self.statement(node)
        params = []
        for p in kernel.params:
            ptx_type = "u64" if p.op is Ops.PARAM else MEM_TYPE[p.dtype.name]
            params.append(f"    .param .{ptx_type} {self.param_name(p)}")
        declarations = [f"    .reg .{t} {name};" for name, t in self.registers.items()]
        return "\n".join([
            f"// kernel {kernel.name}: one thread runs the whole kernel",
            f".visible .entry {self.entry_name}(",
            ",\n".join(params),
            ")",
            "{",
            *declarations,
            *self.locals,
            *self.lines,
            "    ret;",
            "}",
            "",
        ])  # fmt: skip

    def statement(self, node: UOp) -> None:
        op = node.op
        if op in (Ops.AFTER, Ops.SINK):
            return
        if op is Ops.PARAM:  # a buffer: its global address
            d, param = f"%{self.define(node)}", self.param_name(node)
            self.registers[d] = "u64"
            self.emit(f"ld.param.u64 {d}, [{param}];", f"cvta.to.global.u64 {d}, {d};")
        elif op is Ops.VAR:
            d = f"%{self.define(node)}"
            self.emit(f"ld.param.{MEM_TYPE[node.dtype.name]} {d}, [{self.param_name(node)}];")
        elif op is Ops.CONST:
            d = f"%{self.define(node)}"
            if node.dtype.is_bool:  # mov.pred takes no immediate in every ptxas
                self.emit(f"setp.ne.u32 {d}, {1 if node.arg else 0}, 0;")
            else:
                t = bits_type(node.dtype) if node.dtype.is_float else reg_type(node.dtype)
                self.emit(f"mov.{t} {d}, {ptx_literal(node.dtype, node.arg)};")
        elif op is Ops.REG:  # a register array: local memory, one byte per bool
            stem = self.define(node)
            size = node.dtype.size * node.dtype.base.itemsize
            self.locals.append(f"    .local .align 8 .b8 l_{stem}[{size}];")
            self.registers[f"%{stem}"] = "u64"
            self.emit(f"mov.u64 %{stem}, l_{stem};")
        elif op is Ops.RANGE:
            i, bound = f"%{self.define(node)}", self.lane(node.src[0], 0)
            t, done = reg_type(node.dtype), self.temp("pred")
            self.emit(f"mov.{t} {i}, 0;")
            self.lines.append(f"$L_{i[1:]}:")
            self.emit(f"setp.ge.{t} {done}, {i}, {bound};", f"@{done} bra $L_{i[1:]}_end;")
        elif op is Ops.END:
            i = self.lane(node.src[0], 0)
            t = reg_type(node.src[0].dtype)
            self.emit(f"add.{t} {i}, {i}, 1;", f"bra.uni $L_{i[1:]};")
            self.lines.append(f"$L_{i[1:]}_end:")
        elif op is Ops.LOAD:
            self.load(node)
        elif op is Ops.STORE:
            self.store(node)
        else:
            self.define(node)
            for k in range(node.dtype.lanes):
                self.emit(*self.lane_lines(node, k))

    def lane_lines(self, node: UOp, k: int) -> list[str]:
        """Lane k of an ALU, cast, bitcast or vector-building node."""
        op, d = node.op, self.lane(node, k)
        move = f"mov.{reg_type(node.dtype.scalar)} {d}"
        if op is Ops.VECTORIZE:
            return [f"{move}, {self.lane(node.src[k], 0)};"]
        if op is Ops.BROADCAST:
            return [f"{move}, {self.lane(node.src[0], 0)};"]
        if op is Ops.GEP:
            return [f"{move}, {self.lane(node.src[0], node.arg[k])};"]
        if op is Ops.CAST:
            src = node.src[0]
            return cast_lines(self, node.dtype.scalar, src.dtype.scalar, d, self.lane(src, k))
        if op is Ops.BITCAST:
            return self.bitcast_lane(node, k)
        operand_type = node.src[-1].dtype.scalar if op in COMPARISONS else node.dtype.scalar
        return SCALAR_OPS[op](self, operand_type, d, *(self.lane(s, k) for s in node.src))

    def bitcast_lane(self, node: UOp, j: int) -> list[str]:
        """Lane j of a bitcast ([bitcast]: lane 0 first, little-endian): assembled from or
        cut out of the source lanes' bit patterns, in a register as wide as the wider side."""
        src = node.src[0]
        frm, to = src.dtype.scalar, node.dtype.scalar
        width = 64 if max(frm.bits, to.bits) == 64 else 32
        d = self.lane(node, j)
        lines: list[str] = []
        if to.bits >= frm.bits:  # several source lanes make this one
            per = to.bits // frm.bits
            acc = None
            for k in range(per):
                part_lines, part = to_bits(self, frm, self.lane(src, j * per + k), width)
                lines += part_lines
                if k:
                    lines.append(f"shl.b{width} {part}, {part}, {k * frm.bits};")
                    lines.append(f"or.b{width} {acc}, {acc}, {part};")
                else:
                    acc = part
        else:  # this lane is a bit field of one source lane
            start = j * to.bits
            part_lines, acc = to_bits(self, frm, self.lane(src, start // frm.bits), width)
            lines += part_lines
            if start % frm.bits:
                lines.append(f"shr.u{width} {acc}, {acc}, {start % frm.bits};")
        return lines + from_bits(self, to, d, acc, width)

    # memory

    def address(self, buf: UOp, index: UOp) -> tuple[str, str]:
        """(state space, register holding the address of element `index` of `buf`)."""
        base = buf
        while base.op is Ops.AFTER:
            base = base.src[0]
        space = "local" if base.op is Ops.REG else "global"
        offset, address = self.temp("s64"), self.temp("u64")
        size = base.dtype.base.itemsize
        self.emit(
            f"mul.wide.s32 {offset}, {self.lane(index, 0)}, {size};",
            f"add.s64 {address}, %{self.names[base]}, {offset};",
        )
        return space, address

    def load(self, node: UOp) -> None:
        buf, index, *gate = node.src
        self.define(node)
        element = node.dtype.scalar
        space, address = self.address(buf, index)
        guard = f"@{self.lane(gate[0], 0)} " if gate else ""
        for k in range(node.dtype.lanes):
            d = self.lane(node, k)
            if gate:  # [gated]: the alternative, then a predicated load
                self.emit(f"mov.{reg_type(element)} {d}, {self.lane(gate[1], k)};")
            at = f"[{address}+{k * element.itemsize}]"
            if element.is_bool:  # a byte, then != 0
                byte = self.temp("u32")
                self.emit(
                    f"{guard}ld.{space}.u8 {byte}, {at};", f"{guard}setp.ne.u32 {d}, {byte}, 0;"
                )
            else:
                self.emit(f"{guard}ld.{space}.{MEM_TYPE[element.name]} {d}, {at};")

    def store(self, node: UOp) -> None:
        buf, index, value, *gate = node.src
        element = value.dtype.scalar
        space, address = self.address(buf, index)
        guard = f"@{self.lane(gate[0], 0)} " if gate else ""
        for k in range(value.dtype.lanes):
            x, at = self.lane(value, k), f"[{address}+{k * element.itemsize}]"
            if element.is_bool:  # [bool-storage]: one byte, 0 or 1
                byte = self.temp("u32")
                self.emit(f"selp.u32 {byte}, 1, 0, {x};", f"{guard}st.{space}.u8 {at}, {byte};")
            else:
                self.emit(f"{guard}st.{space}.{MEM_TYPE[element.name]} {at}, {x};")


def render_entry(program: Program, entry_name: str | None = None) -> str:
    return PtxRenderer(program, entry_name).entry()


def render(program: Program) -> str:
    """A whole module with one entry: what `emit(program, "ptx")` prints."""
    return HEADER + "\n" + render_entry(program)


@dataclass(frozen=True)
class Module:
    """Several programs' entries in one PTX module, and where each entry's lines are."""

    text: str
    entries: tuple[str, ...]  # the entry of each program, in order
    spans: tuple[tuple[str, int, int], ...]  # (kernel name, first line, last line), 1-based

    def kernel_at(self, line: int) -> tuple[str, int] | None:
        """(kernel name, line within its entry) of a module line."""
        for name, first, last in self.spans:
            if first <= line <= last:
                return name, line - first + 1
        return None


def module(programs: Sequence[Program]) -> Module:
    """One module holding every program's entry (`k0_NAME`, `k1_NAME`, ...: unique)."""
    parts, entries, spans = [HEADER], [], []
    line = HEADER.count("\n") + 1
    for n, program in enumerate(programs):
        entries.append(f"k{n}_{_identifier(program.kernel.name)}")
        text = render_entry(program, entries[-1])
        parts.append(text)
        count = text.count("\n")
        spans.append((program.kernel.name, line, line + count - 1))
        line += count
    return Module("".join(parts), tuple(entries), tuple(spans))


# --- validating with ptxas -------------------------------------------------------------------


class PtxasError(RuntimeError):
    """ptxas rejected rendered PTX: each error with its kernel, line and source line."""


def find_ptxas() -> tuple[str | None, str]:
    """(path of a ptxas, where it came from) or (None, why there is none): $PTXAS, then
    PATH, then the nvidia-cuda-nvcc-cu12 wheel (`nvidia/cuda_nvcc/bin/ptxas`)."""
    if env := os.environ.get("PTXAS"):
        return (
            (env, "$PTXAS")
            if os.access(env, os.X_OK)
            else (None, f"$PTXAS={env} is not executable")
        )
    if on_path := shutil.which("ptxas"):
        return on_path, "PATH"
    try:
        spec = importlib.util.find_spec("nvidia.cuda_nvcc")
    except ModuleNotFoundError:
        spec = None
    for folder in (spec.submodule_search_locations or []) if spec else []:
        wheel = Path(folder) / "bin" / "ptxas"
        if os.access(wheel, os.X_OK):
            return str(wheel), "the nvidia-cuda-nvcc-cu12 wheel"
    pip = pip_install_command(NVCC_WHEEL)
    return None, f"no ptxas: install with `{pip}` (uopcheck's ptx extra), or set $PTXAS"


def ptxas_unavailable() -> str | None:
    return None if find_ptxas()[0] else find_ptxas()[1]


def accepted_marker(ptxas: str, flags: Sequence[str], text: str) -> Path:
    """Where the code cache keeps that `ptxas` with `flags` accepted `text`: a hash of the
    three, the binary known by its path, size and modification time (another ptxas, or
    this one reinstalled, checks every module again)."""
    binary = os.stat(ptxas)
    identity = [os.path.realpath(ptxas), str(binary.st_size), str(binary.st_mtime_ns)]
    digest = hashlib.sha256("\0".join([*identity, *flags, text]).encode())
    return disk_cache.cache_dir("ptxas") / f"{digest.hexdigest()[:32]}.ok"


ERROR_LINE = re.compile(r"^ptxas \S+, line (\d+); (error|warning)\s*: (.*)$")


def validate(mod: Module, arch: str = PTX_TARGET) -> None:
    """Run ptxas on the module (no output kept); raise PtxasError naming each error's
    kernel and line. ptxas -O0: the checks are the parser's, optimizing adds only time.
    A module text this ptxas accepted before is not assembled again: the acceptance is
    kept in the code cache (`accepted_marker`), and only acceptances, so every rejection
    is ptxas's own, with its messages."""
    ptxas, why = find_ptxas()
    if ptxas is None:
        raise BackendUnavailable(why)
    flags = [f"-arch={arch}", "-O0"]
    accepted = accepted_marker(ptxas, flags, mod.text)
    if disk_cache.touch(accepted):
        return
    with tempfile.TemporaryDirectory(prefix="uopcheck-ptx-") as tmp:
        source = Path(tmp) / "module.ptx"
        source.write_text(mod.text)
        done = subprocess.run(
            [ptxas, *flags, "-o", os.devnull, str(source)], capture_output=True, text=True
        )
    if done.returncode == 0:
        disk_cache.put(accepted, f"accepted by {ptxas} {' '.join(flags)}\n".encode(), ".ok")
        return
    lines = mod.text.splitlines()
    report = []
    for message in done.stderr.splitlines():
        match = ERROR_LINE.match(message)
        if not match or match[2] != "error":
            continue
        number = int(match[1])
        place = mod.kernel_at(number)
        where = f"kernel {place[0]}, line {place[1]} of its entry" if place else "module header"
        report.append(
            f"{where} (module line {number}): {match[3]}\n    {lines[number - 1].strip()}"
        )
    raise PtxasError(
        f"ptxas ({ptxas}) rejected the PTX:\n" + ("\n".join(report) or done.stderr.strip())
    )


# --- building and running --------------------------------------------------------------------


class PtxBackend(Backend):
    name = "ptx"
    emits = ("ptx",)
    capabilities = ALL_CAPABILITIES  # every dtype and width: PTX has them all (legalized above)

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        from refimpl.backends import ptx_cuda

        return ptx_cuda.unavailable()

    def legalize(self, sink: UOp, options: Options) -> UOp:
        return graph_rewrite(narrow_floats_to_bits(sink), LEGALIZE)

    def emit(self, program: Program, what: str) -> str:
        return render(program)

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        from refimpl.backends import ptx_cuda

        if reason := ptx_cuda.unavailable():
            raise BackendUnavailable(reason)
        mod = module(programs)
        if ptxas_unavailable() is None:
            validate(mod)  # ptxas's report names kernel and line; the driver's JIT does not
        return ptx_cuda.load(mod.text, mod.entries, programs)


BACKEND = PtxBackend()

__all__ = [
    "BACKEND",
    "Module",
    "PtxBackend",
    "PtxasError",
    "find_ptxas",
    "module",
    "render",
    "render_entry",
    "validate",
]
