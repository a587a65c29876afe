"""C backend: readable C from the linearized kernel, compiled by the system C compiler.

The C is deliberately plain so it can serve as the "obviously right" reference next to the
LLVM and x86 backends:

- one C statement per IR node, named after the kernel's SSA names; loops are `for` loops;
- every operation whose C meaning differs from docs/semantics.md is written as a guarded
  expression (division by 0 or MIN / -1, masked shift counts, float->int casts checked
  against exact bounds) or on unsigned types, so no kernel reaches C's undefined behaviour;
- vectors are structs of lanes (`typedef struct { float v[4]; } f32x4;`) and vector ops are
  lane loops the compiler is free to vectorize;
- f16 is stored as its bits (`uint16_t`); arithmetic is legalized to f32 before rendering
  (passes/legalize.py F16_VIA_F32) and conversions use two helpers in the prelude (exact
  widening to f64, one correct rounding from f64), so the backend needs no compiler support
  for `_Float16`.

Compiled with `$CC` (default `cc`) at -O2 with `-fwrapv -ffp-contract=off -fno-fast-math`
(`-ffp-contract=fast` under fast_math). A batch of kernels becomes one shared object,
cached on disk by the hash of its source and flags, in a directory capped in size (least
recently used entries are evicted; see the build section below and docs/executors.md).

Size limit: a kernel of more than MAX_NODES nodes is refused as outside the backend's
capabilities. Measured with tests/test_scale.py's chain (one value through n dependent
float ops) on a 2-core machine shared with other jobs, gcc 12.2 at -O2: 10,000 nodes build in
29 s, 20,000 in 40 s, 40,000 not within 90 s, and 100,000 crash gcc (a segfault, which was
reported as an internal error). x86 compiles the 100,000-node chain in linear time.

Sections, in the same order as backends/llvm.py: legalize rules, types and literals, the
per-op rendering tables (ALU ops, casts), the kernel skeleton, build.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from refimpl.backends import disk_cache
from refimpl.backends.base import (
    ALL_DTYPES,
    OPT_LEVEL_CHOICES,
    Backend,
    BackendUnavailable,
    Capabilities,
    ChoiceSpace,
    Options,
    Program,
    Runner,
    chosen_opt_level,
)
from refimpl.dtypes import DType, PtrDType, f32, f64, min_max
from refimpl.ir import Ops, UOp
from refimpl.native.call import ctypes_runner
from refimpl.native.hostile_call import MAX_PARAMS
from refimpl.passes.legalize import F16_VIA_F32, narrow_floats_to_bits
from refimpl.rewrite import graph_rewrite

# --- legalize rules -----------------------------------------------------------------------
# What `CBackend.legalize` runs before linearize: C has no portable f16 arithmetic
# (`_Float16` is optional), so f16 values are bits and their arithmetic is done in float.

LEGALIZE = F16_VIA_F32  # after narrow_floats_to_bits, which leaves only u8/u16 bits and f32

MAX_NODES = 20_000  # the largest kernel gcc compiles in reasonable time (module docstring)


# --- types and literals -------------------------------------------------------------------

C_SCALAR = {
    "bool": "_Bool", "i8": "int8_t", "i16": "int16_t", "i32": "int32_t", "i64": "int64_t",
    "u8": "uint8_t", "u16": "uint16_t", "u32": "uint32_t", "u64": "uint64_t",
    "f16": "uint16_t", "f32": "float", "f64": "double",
    # storage only: legalization leaves a narrow float nothing but its bits
    "bf16": "uint16_t", "f8e4m3": "uint8_t", "f8e5m2": "uint8_t",
}  # fmt: skip

# The unsigned type integer arithmetic is done in: never narrower than int, so that C's
# integer promotions cannot turn a wrapping u16 multiply into a signed overflow.
C_WORK = {8: "uint32_t", 16: "uint32_t", 32: "uint32_t", 64: "uint64_t"}

FLOAT_SUFFIX = {"f32": "f", "f64": ""}


def c_type(dtype) -> str:
    if isinstance(dtype, PtrDType):
        return C_SCALAR[dtype.base.name]
    return C_SCALAR[dtype.name] if dtype.lanes == 1 else str(dtype)


def c_literal(dtype: DType, value) -> str:
    if dtype.is_bool:
        return "1" if value else "0"
    if dtype.name == "f16":
        bits = int(np.array(value, dtype=np.float16).view(np.uint16))
        return f"(uint16_t)0x{bits:04x}"
    if dtype.is_float:
        suffix = FLOAT_SUFFIX[dtype.name]
        if np.isnan(value):
            return f'__builtin_nan{suffix}("")'
        if np.isinf(value):
            return f"{'-' if value < 0 else ''}__builtin_inf{suffix}()"
        return f"{float(value).hex()}{suffix}"
    if dtype.name == "i32" and -(1 << 31) < value:
        return str(value)
    if -1000 < value < 1000:
        return f"({c_type(dtype)}){value}"
    return f"({c_type(dtype)})0x{value & ((1 << dtype.bits) - 1):x}ull"


# --- per-op rendering: ALU ops ------------------------------------------------------------
# One entry per IR op: each takes the scalar dtype and the operand expressions and returns
# a C expression for one lane.


def _int_arith(symbol: str):
    def render(t: DType, a: str, b: str) -> str:
        work = C_WORK[t.bits]
        return f"({C_SCALAR[t.name]})(({work}){a} {symbol} ({work}){b})"

    return render


def _arith(symbol: str):
    int_form = _int_arith(symbol)
    return lambda t, a, b: int_form(t, a, b) if t.is_int else f"({a} {symbol} {b})"


def _shift(t: DType, op: str, a: str, b: str) -> str:
    count = f"(({C_WORK[t.bits]}){b} & {t.bits - 1})"
    if op == "<<":
        return f"({C_SCALAR[t.name]})(({C_WORK[t.bits]}){a} << {count})"
    return f"({C_SCALAR[t.name]})({a} >> {count})"  # arithmetic for signed types (gcc, clang)


def _idiv(t: DType, a: str, b: str) -> str:
    if not t.is_signed:
        return f"({b} == 0 ? 0 : ({C_SCALAR[t.name]})({a} / {b}))"
    neg = f"({C_SCALAR[t.name]})(0 - ({C_WORK[t.bits]}){a})"
    return f"({b} == 0 ? 0 : {b} == -1 ? {neg} : ({C_SCALAR[t.name]})({a} / {b}))"


def _mod(t: DType, a: str, b: str) -> str:
    guard = f"{b} == 0" if not t.is_signed else f"{b} == 0 || {b} == -1"
    return f"({guard} ? 0 : ({C_SCALAR[t.name]})({a} % {b}))"


def _float_fn(name: str):
    return lambda t, a: f"{name}{FLOAT_SUFFIX[t.name]}({a})"


SCALAR_OPS = {
    Ops.ADD: _arith("+"),
    Ops.SUB: _arith("-"),
    Ops.MUL: _arith("*"),
    Ops.FDIV: lambda t, a, b: f"({a} / {b})",
    Ops.IDIV: _idiv,
    Ops.MOD: _mod,
    Ops.MAX: lambda t, a, b: f"({a} > {b} ? {a} : {b})",  # [float-minmax]: exactly this
    Ops.MIN: lambda t, a, b: f"({a} < {b} ? {a} : {b})",
    Ops.AND: lambda t, a, b: f"({C_SCALAR[t.name]})({a} & {b})",
    Ops.OR: lambda t, a, b: f"({C_SCALAR[t.name]})({a} | {b})",
    Ops.XOR: lambda t, a, b: f"({C_SCALAR[t.name]})({a} ^ {b})",
    Ops.SHL: lambda t, a, b: _shift(t, "<<", a, b),
    Ops.SHR: lambda t, a, b: _shift(t, ">>", a, b),
    Ops.CMPLT: lambda t, a, b: f"({a} < {b})",
    Ops.CMPNE: lambda t, a, b: f"({a} != {b})",
    Ops.CMPEQ: lambda t, a, b: f"({a} == {b})",
    # `(- a)`: a negative literal operand must not turn `-` into the decrement `--`
    Ops.NEG: lambda t, a: _int_arith("-")(t, "0", a) if t.is_int else f"(- {a})",
    Ops.SQRT: _float_fn("sqrt"),
    Ops.TRUNC: _float_fn("trunc"),
    Ops.RECIP: lambda t, a: f"(({C_SCALAR[t.name]})1 / {a})",
    Ops.WHERE: lambda t, c, a, b: f"({c} ? {a} : {b})",
    Ops.MULACC: lambda t, a, b, c: (
        _int_arith("+")(t, _int_arith("*")(t, a, b), c) if t.is_int else f"({a} * {b} + {c})"
    ),
}


# --- per-op rendering: casts --------------------------------------------------------------

# Exact double bounds for [cast-float-int]: x converts when LOW < x < HIGH (LOW_INCL: <=).
CONVERTIBLE = {
    "i8": ("x > -129.0", "x < 128.0"), "i16": ("x > -32769.0", "x < 32768.0"),
    "i32": ("x > -2147483649.0", "x < 2147483648.0"),
    "i64": ("x >= -9223372036854775808.0", "x < 9223372036854775808.0"),
    "u8": ("x > -1.0", "x < 256.0"), "u16": ("x > -1.0", "x < 65536.0"),
    "u32": ("x > -1.0", "x < 4294967296.0"), "u64": ("x > -1.0", "x < 18446744073709551616.0"),
}  # fmt: skip

# The head of every translation unit: the headers, and the f16 conversions cast_expr calls.
PRELUDE = r"""
#include <stdint.h>
#include <string.h>
#include <math.h>

/* GCC 12.2 at -O2 drops the f32 rounding of a 2-lane f64 -> f32 cast, `(double)(float)x`
   becoming `x`, once its SLP vectorizer packs the lanes; a function holding such a cast
   is compiled without SLP (fuzz/regressions/c_gcc_slp_f64_f32_roundtrip.kernel). */
#if defined(__GNUC__) && !defined(__clang__)
#define UOP_NO_SLP __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define UOP_NO_SLP
#endif

/* f16 <-> f64. Widening is exact; narrowing rounds to nearest-even once (semantics.md
   [cast-float-float]), so f32 -> f16 goes through the exact f32 -> f64 widening. */
static inline double f16_to_f64(uint16_t h) {
    double magnitude;
    int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    if (exponent == 0x1f) magnitude = mantissa ? NAN : INFINITY;
    else if (exponent == 0) magnitude = mantissa * 0x1p-24;
    else magnitude = ldexp(1024 + mantissa, exponent - 25);
    return (h & 0x8000) ? -magnitude : magnitude;
}

static inline uint16_t f16_from_f64(double d) {
    uint64_t bits;
    memcpy(&bits, &d, 8);
    uint16_t sign = (bits >> 48) & 0x8000;
    int64_t exponent = (int64_t)((bits >> 52) & 0x7ff);
    uint64_t mantissa = bits & 0xfffffffffffffULL;
    if (exponent == 0x7ff) return sign | (mantissa ? 0x7e00 : 0x7c00);
    int64_t e = exponent - 1023 + 15;             /* biased f16 exponent */
    if (exponent == 0 || e < -11) return sign;    /* below half the smallest denormal */
    if (e >= 31) return sign | 0x7c00;
    uint64_t full = mantissa | (1ULL << 52);      /* 53 significant bits */
    int shift = e <= 0 ? 43 - (int)e : 42;        /* keep 11 bits, fewer for denormals */
    uint64_t kept = full >> shift, rest = full & ((1ULL << shift) - 1);
    uint64_t half = 1ULL << (shift - 1);
    if (rest > half || (rest == half && (kept & 1))) kept++;
    /* a carry out of the mantissa correctly bumps the exponent (up to inf) */
    return sign | (uint16_t)(e <= 0 ? kept : ((uint64_t)(e - 1) << 10) + kept);
}
"""


def cast_expr(to: DType, frm: DType, x: str) -> str:
    """C for a scalar cast, following docs/semantics.md section 6."""
    if to == frm:
        return x
    if to.is_bool:
        return f"(({x} & 0x7fff) != 0)" if frm.name == "f16" else f"({x} != 0)"
    if frm.name == "f16":
        return cast_expr(to, DType("f64", 64, "float"), f"f16_to_f64({x})")
    if to.name == "f16":
        return f"f16_from_f64((double)({x}))"
    if to.is_int and frm.is_float:
        low, high = CONVERTIBLE[to.name]
        fits = f"({low} && {high})".replace("x", f"(double)({x})")
        return f"({fits} ? ({c_type(to)})({x}) : 0)"  # out of range: unspecified, 0
    return f"({c_type(to)})({x})"


def _slp_drops_its_rounding(node: UOp) -> bool:
    """A 2-lane f64 -> f32 cast, which GCC 12.2's SLP vectorizer miscompiles (PRELUDE)."""
    return node.op is Ops.CAST and node.dtype == f32.vec(2) and node.src[0].dtype == f64.vec(2)


# --- names --------------------------------------------------------------------------------
# Values and parameters are named after the kernel's SSA names (`%sum` -> `sum`), so the C
# reads like the kernel. A kernel may name a value anything its text format allows, though,
# and C has words a variable cannot be: a name C would read as something else keeps its
# spelling behind the prefix `k_` (`%int` -> `k_int`, `%NAN` -> `k_NAN`). The prefix is
# never itself one of those words, and no ordinary name changes.

# C17 and C23; `asm` and `typeof` are GNU keywords under -std=gnu11
C_KEYWORDS = frozenset("""
    auto break case char const continue default do double else enum extern float for goto if
    inline int long register restrict return short signed sizeof static struct switch typedef
    union unsigned void volatile while
    alignas alignof bool constexpr false nullptr static_assert thread_local true typeof
    typeof_unqual asm
""".split())  # fmt: skip

# Identifiers the rendered C itself refers to inside a kernel's function (a local of that
# name would hide them), and the macros the prelude's headers and the compiler define that
# no family below covers. conformance/test_identifiers.py checks every macro `$CC -dM -E`
# defines for PRELUDE against these rules. `l` is the lane loops' counter.
C_TAKEN_WORDS = frozenset("""
    memcpy sqrt sqrtf trunc truncf f16_to_f64 f16_from_f64 UOP_NO_SLP l
    NAN INFINITY NULL linux unix i386 math_errhandling
    fpclassify isfinite isinf isnan isnormal signbit isgreater isgreaterequal isless
    islessequal islessgreater isunordered
""".split())  # fmt: skip

# Families of names, by spelling: (pattern, why C cannot have a kernel's value named so).
C_TAKEN_SPELLINGS = [
    (r"_\w*", "reserved for the implementation: __builtin_nan, _Bool, _Float16"),
    (r"\w*_t", "the headers' types (uint32_t, float_t) and POSIX's reserved suffix"),
    (r"U?INT\w*_(MAX|MIN|C)|(PTRDIFF|SIG_ATOMIC|SIZE|WCHAR|WINT)_\w+", "<stdint.h>'s limits"),
    (r"(FP|M|MATH)_\w+|HUGE_VAL\w*", "<math.h>'s macros: FP_NAN, M_PI, HUGE_VALF"),
    (r"(bool|[iuf]\d+|bf16|f8e4m3|f8e5m2)x\d+", "the vector typedefs (f32x4)"),
]  # fmt: skip
_TAKEN_SPELLING = re.compile("|".join(f"(?:{pattern})" for pattern, _ in C_TAKEN_SPELLINGS))


def c_name(name: str) -> str:
    """A C identifier for a kernel's name: itself when C has no other meaning for it."""
    name = re.sub(r"\W", "_", name)
    taken = name in C_KEYWORDS or name in C_TAKEN_WORDS or _TAKEN_SPELLING.fullmatch(name)
    return f"k_{name}" if taken else name


# --- the kernel skeleton: one C function per kernel ---------------------------------------


class _Renderer:
    """Renders one Program as a C function."""

    def __init__(self, program: Program, function_name: str):
        self.program = program
        self.function_name = function_name
        self.names: dict[UOp, str] = {}
        self.taken: set[str] = set()
        self.vector_types: set[DType] = set()
        self.lines: list[str] = []

    def name(self, node: UOp) -> str:
        if node.op is Ops.CONST:
            return c_literal(node.dtype, node.arg)
        if node.op is Ops.AFTER:
            return self.name(node.src[0])
        return self.names[node]

    def define(self, node: UOp) -> str:
        wanted = self.program.kernel.names.get(node, "")
        if not wanted[:1].isalpha() and not wanted.startswith("_"):  # unnamed, or `%0`
            wanted = f"t{len(self.names)}"
        self.names[node] = self.unique(c_name(wanted))
        return self.names[node]

    def unique(self, wanted: str) -> str:
        """`wanted`, or `wanted_`, `wanted__`...: a local no other value of the function has.
        Every name the function declares comes from here."""
        while wanted in self.taken:
            wanted += "_"
        self.taken.add(wanted)
        return wanted

    def lane(self, node: UOp, i: int | str) -> str:
        """Expression for lane i of a value (the value itself for scalars)."""
        return self.name(node) if node.dtype.lanes == 1 else f"{self.name(node)}.v[{i}]"

    def emit(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text)

    def render(self) -> str:
        kernel = self.program.kernel
        params = []
        for p in kernel.params:
            name = self.define(p)
            if p.op is Ops.PARAM:
                params.append(f"{c_type(p.dtype)} *restrict {name}")
            else:
                params.append(f"{c_type(p.dtype)} {name}")
        depth = 1
        for node in self.program.linear:
            if isinstance(node.dtype, DType) and node.dtype.lanes > 1:
                self.vector_types.add(node.dtype)
            depth = self.statement(node, depth)
        head = f"void {self.function_name}({', '.join(params)}) {{"
        if any(_slp_drops_its_rounding(node) for node in self.program.linear):
            head = f"UOP_NO_SLP {head}"
        return "\n".join([head, *self.lines, "}"])

    def statement(self, node: UOp, depth: int) -> int:
        op = node.op
        if op in (Ops.CONST, Ops.PARAM, Ops.VAR, Ops.AFTER, Ops.SINK):
            return depth
        if op is Ops.RANGE:
            i, t = self.define(node), c_type(node.dtype)
            self.emit(depth, f"for ({t} {i} = 0; {i} < {self.name(node.src[0])}; {i}++) {{")
            return depth + 1
        if op is Ops.END:
            self.emit(depth - 1, f"}}  /* end {self.name(node.src[0])} */")
            return depth - 1
        if op is Ops.REG:
            self.emit(depth, f"{c_type(node.dtype)} {self.define(node)}[{node.dtype.size}];")
            return depth
        if op is Ops.STORE:
            self.store(node, depth)
            return depth
        name, t = self.define(node), c_type(node.dtype)
        if op is Ops.LOAD:
            self.load(node, name, depth)
        elif op is Ops.BITCAST:
            src = self.name(node.src[0])
            if node.src[0].op is Ops.CONST:  # a literal has no address: give it a variable
                src = self.unique(f"{name}_bits")
                self.emit(depth, f"{c_type(node.src[0].dtype)} {src} = {self.name(node.src[0])};")
            self.emit(depth, f"{t} {name};")
            self.emit(depth, f"memcpy(&{name}, &{src}, sizeof {name});")
        elif node.dtype.lanes == 1:
            self.emit(depth, f"{t} {name} = {self.scalar_expr(node, 0)};")
        elif op in (Ops.VECTORIZE, Ops.GEP):  # a different source lane per lane: unrolled
            self.emit(depth, f"{t} {name};")
            for i in range(node.dtype.lanes):
                self.emit(depth, f"{name}.v[{i}] = {self.scalar_expr(node, i)};")
        else:  # the same expression on every lane: a lane loop the compiler vectorizes
            self.emit(depth, f"{t} {name};")
            loop = f"for (int l = 0; l < {node.dtype.lanes}; l++)"
            self.emit(depth, f"{loop} {name}.v[l] = {self.scalar_expr(node, 'l')};")
        return depth

    def scalar_expr(self, node: UOp, i: int | str) -> str:
        """Lane i of an ALU, cast, or vector-building node."""
        op, scalar = node.op, node.dtype.scalar
        if op is Ops.VECTORIZE:
            return self.name(node.src[i])
        if op is Ops.BROADCAST:
            return self.name(node.src[0])
        if op is Ops.GEP:
            return self.lane(node.src[0], node.arg[i])
        if op is Ops.CAST:
            return cast_expr(scalar, node.src[0].dtype.scalar, self.lane(node.src[0], i))
        operand_type = (
            node.src[-1].dtype.scalar if op in (Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ) else scalar
        )
        return SCALAR_OPS[op](operand_type, *(self.lane(s, i) for s in node.src))

    def address(self, buf: UOp, index: UOp) -> str:
        return f"&{self.name(buf)}[{self.name(index)}]"

    def load(self, node: UOp, name: str, depth: int) -> None:
        buf, index, *gate = node.src
        t = c_type(node.dtype)
        if node.dtype.lanes == 1:
            value = f"{self.name(buf)}[{self.name(index)}]"
            if gate:
                value = f"{self.name(gate[0])} ? {value} : {self.name(gate[1])}"
            self.emit(depth, f"{t} {name} = {value};")
            return
        self.emit(depth, f"{t} {name};")
        copy = f"memcpy(&{name}, {self.address(buf, index)}, sizeof {name});"
        if gate:
            self.emit(
                depth, f"if ({self.name(gate[0])}) {copy} else {name} = {self.name(gate[1])};"
            )
        else:
            self.emit(depth, copy)

    def store(self, node: UOp, depth: int) -> None:
        buf, index, value, *gate = node.src
        if value.dtype.lanes == 1:
            text = f"{self.name(buf)}[{self.name(index)}] = {self.name(value)};"
        else:
            v = self.name(value)
            text = f"memcpy({self.address(buf, index)}, &{v}, sizeof {v});"
        self.emit(depth, f"if ({self.name(gate[0])}) {text}" if gate else text)


def render_unit(programs: Sequence[Program], function_names: Sequence[str]) -> str:
    """One C translation unit holding every program of the batch."""
    bodies, vector_types = [], set()
    for program, fname in zip(programs, function_names, strict=True):
        renderer = _Renderer(program, fname)
        bodies.append(renderer.render())
        vector_types |= renderer.vector_types
    typedefs = [
        f"typedef struct {{ {C_SCALAR[t.name]} v[{t.lanes}]; }} {t};"
        for t in sorted(vector_types, key=str)
    ]
    return "\n".join([PRELUDE.strip(), "", *typedefs, "", "\n\n".join(bodies), ""])


# --- build: compile, cache, the Backend ---------------------------------------------------
# The on-disk cache of shared objects: one .so per (compiler, flags, source) hash in
# $UOPCHECK_CACHE/c (default .cache/c), capped and shared by processes as
# refimpl/backends/disk_cache.py describes; a loader whose entry was evicted between compile
# and dlopen compiles it again.


def cache_dir() -> Path:
    return disk_cache.cache_dir("c")


def compiler_flags(options: Options) -> list[str]:
    contract = "-ffp-contract=fast" if options.fast_math else "-ffp-contract=off"
    return [
        f"-O{chosen_opt_level(options)}", "-std=gnu11", "-fwrapv", contract, "-fno-fast-math",
        "-fno-math-errno", "-fPIC", "-shared",
    ]  # fmt: skip


def compile_shared_object(source: str, options: Options) -> Path:
    """Compile C source to a shared object, reusing a cached one with the same hash."""
    cc = os.environ.get("CC", "cc")
    flags = compiler_flags(options)
    digest = hashlib.sha256("\0".join([cc, *flags, source]).encode()).hexdigest()[:24]
    directory = cache_dir()
    target = directory / f"{digest}.so"
    if disk_cache.touch(target):
        return target
    if shutil.which(cc) is None:
        raise BackendUnavailable(f"C compiler {cc!r} not found (set $CC)")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "kernels.c"
        src.write_text(source)
        out = Path(tmp) / "kernels.so"
        proc = subprocess.run(
            [cc, *flags, str(src), "-o", str(out), "-lm"], capture_output=True, text=True
        )
        if proc.returncode != 0:
            raise RuntimeError(f"{cc} failed:\n{proc.stderr}\n--- source ---\n{source}")
        disk_cache.put(target, out.read_bytes(), ".so")  # atomic: test workers may race here
    return target


def load_shared_object(source: str, options: Options, attempts: int = 5) -> ctypes.CDLL:
    """compile_shared_object, then dlopen it. Another process may evict the entry between the
    two; then it is compiled again (a dlopen error with the file present is re-raised)."""
    path = compile_shared_object(source, options)
    for _ in range(attempts - 1):
        try:
            return ctypes.CDLL(str(path))
        except OSError:
            if path.exists():
                raise
        path = compile_shared_object(source, options)
    return ctypes.CDLL(str(path))


class CBackend(Backend):
    name = "c"
    emits = ("source",)
    # the whole spec, no rule waived; the native call passes at most MAX_PARAMS words; the
    # size limit is gcc's (module docstring)
    capabilities = Capabilities(
        dtypes=ALL_DTYPES,
        max_params=MAX_PARAMS,
        max_nodes=MAX_NODES,
        max_nodes_reason="gcc 12 takes minutes above that and segfaults at 100,000; measured",
    )
    narrow_buffers_as_bits = True

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        cc = os.environ.get("CC", "cc")
        return None if shutil.which(cc) else f"C compiler {cc!r} not found (set $CC)"

    def legalize(self, sink: UOp, options: Options) -> UOp:
        return graph_rewrite(narrow_floats_to_bits(sink), LEGALIZE)

    def choices(self) -> ChoiceSpace:
        # $CC's levels, the default (-O2) first: a campaign may compile a kernel at another
        return OPT_LEVEL_CHOICES

    def emit(self, program: Program, what: str) -> str:
        return render_unit([program], [c_name(program.name)])

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        if not programs:
            return []
        names = [f"k{i}_{p.name}" for i, p in enumerate(programs)]
        by_options: dict[Options, list[int]] = {}
        for i, p in enumerate(programs):
            by_options.setdefault(p.options, []).append(i)
        runners: list[Runner | None] = [None] * len(programs)
        for options, indices in by_options.items():
            source = render_unit([programs[i] for i in indices], [names[i] for i in indices])
            library = load_shared_object(source, options)
            for i in indices:
                address = ctypes.cast(getattr(library, names[i]), ctypes.c_void_p).value
                runners[i] = ctypes_runner(address, programs[i].kernel, library)
        return runners  # type: ignore[return-value]


BACKEND = CBackend()

__all__ = ["BACKEND", "CBackend", "min_max"]
