"""The kernel IR as an Apache TVM 0.27 TIR `PrimFunc`, built with `tvm.tirx` node constructors.

Where this sits: the tvm backends (backend.py) hand a `Program` — lowered (no transcendental,
no `reduce`: the register accumulators of refimpl/passes/reduce.py), legalized (the narrow
floats only: legalize.py), linearized — to `translate`, and give the resulting PrimFunc to
TVM's own TIR pipeline and LLVM code generation. TVMScript is not used: it parses Python
source, which a generated kernel has none of (docs/tvm.md).

The function takes the kernel's parameters in slot order, as the project's calling
convention does: a buffer is a pointer parameter with a `decl_buffer` over it, a scalar
parameter a variable of its integer dtype. The body follows `program.linear`: a `range` opens
a serial `For` (its extent `max(n, 0)`: [range] runs a negative count zero times, TIR leaves
it to the pass that reads it), `end` closes it; a register array is a "local" `AllocBuffer`.
Values become TIR expressions; a value used more than once, and every load, is bound to a
variable (`Bind`) where the linear order puts it, so a load is read before the stores the
order puts after it and a shared value is not copied into each use. Vector values are TIR
vectors: a vector load indexes with a `Ramp`, a broadcast is a `Broadcast`, `vectorize` and
`gep` are `Shuffle`s. A gated load is `if_then_else` (which evaluates only the chosen side),
a gated store an `IfThenElse` statement. A narrow float (bf16, f8e4m3, f8e5m2) arrives as its
bits (u16, u8; legalize.py spelled its ops out), except in a parameter's buffer, which is
TIR's `bfloat16` or `float8_*`: a load from one and a store to one reinterpret between the
element and its bits.

Where a TIR op means something looser than docs/semantics.md, the spec's version is spelled
out in TIR (each entry of SPELLED_OUT says why; docs/tvm.md has the whole table): float `max`
and `min` as selects in the spec's operand order, shift counts masked, integer division with
its divisor guarded, `mulacc` as a separate multiply and add, bool storage as bytes.

`schedule` (the tvm-sched backend's choices) marks loops of the translated function with
TIR's loop kinds and splits them, what TIR's schedule primitives `split`, `vectorize` and
`unroll` do to a loop; actions that do not fit the kernel are dropped and listed.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import tvm
from tvm import ir
from tvm import tirx as T

from refimpl.backends.tvm.legalize import ROUNDED
from refimpl.backends.tvm.schedule import WRAPPING_OPS
from refimpl.dtypes import DType, is_narrow_float, min_max
from refimpl.ir import Kernel, Ops, UOp
from refimpl.oracle import bitcast_constant, cast_constant

TVM_SCALARS = {
    "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "f16": "float16", "f32": "float32", "f64": "float64", "bool": "bool",
    "bf16": "bfloat16", "f8e4m3": "float8_e4m3fn", "f8e5m2": "float8_e5m2",
}  # fmt: skip

# [bool-storage] a bool is one byte in memory: TIR's bool is LLVM's i1, and a vector of i1 in
# memory is packed bits, so bool buffers are u8 in TIR and converted at each access
BOOL_STORAGE = "uint8"


class Untranslatable(ValueError):
    """A kernel this translation cannot express in TIR (the reason says why)."""


def tvm_dtype(dtype: DType) -> str:
    """The TIR dtype string of a value dtype (`float32x4` for f32x4)."""
    if dtype.scalar.name not in TVM_SCALARS:
        raise Untranslatable(f"dtype {dtype.scalar.name} has no TIR translation here")
    scalar = TVM_SCALARS[dtype.scalar.name]
    return scalar if dtype.lanes == 1 else f"{scalar}x{dtype.lanes}"


def storage_dtype(dtype: DType) -> str:
    """The TIR element dtype a buffer of `dtype` elements is declared with."""
    return BOOL_STORAGE if dtype.scalar.is_bool else tvm_dtype(dtype.scalar)


def const(dtype: DType, value) -> T.Expr:
    """A TIR constant of `dtype` (a vector dtype: broadcast)."""
    scalar = tvm_dtype(dtype.scalar)
    if dtype.scalar.is_bool:
        c = T.IntImm("bool", int(bool(value)))
    elif dtype.scalar.is_float:
        c = T.FloatImm(scalar, float(value))
    else:
        c = T.IntImm(scalar, int(value))
    return c if dtype.lanes == 1 else T.Broadcast(c, dtype.lanes)


# --- the ops spelled out in spec terms -------------------------------------------------------


def _max(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    # [float-minmax] a > b ? a : b, NaN in either gives b; TIR's Max of floats is LLVM's
    # maxnum once simplified (a NaN operand is dropped) and TVM's simplifier treats it as
    # commutative. [int-minmax] has one answer: TIR's Max.
    if node.dtype.is_float:
        return T.Select(T.GT(a, b), a, b)
    if node.dtype.scalar.is_bool:
        return T.Or(a, b)
    return T.Max(a, b)


def _min(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    if node.dtype.is_float:
        return T.Select(T.LT(a, b), a, b)
    if node.dtype.scalar.is_bool:
        return T.And(a, b)
    return T.Min(a, b)


def _shift(make: Callable) -> Callable:
    def shift(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
        # [shift-mask] the count mod bits, read as its bit pattern (a count >= bits is poison
        # in LLVM's shl/lshr/ashr, which TIR's shifts become)
        return make(a, T.BitwiseAnd(b, const(node.dtype, node.dtype.scalar.bits - 1)))

    return shift


def _guarded_divisor(node: UOp, b: T.Expr) -> tuple[T.Expr, T.Expr | None]:
    """(a divisor that is never 0, nor -1 for a signed dtype; the `b == -1` mask or None)."""
    zero, one = const(node.dtype, 0), const(node.dtype, 1)
    if not node.dtype.is_signed:
        return T.Select(T.EQ(b, zero), one, b), None
    is_minus_one = T.EQ(b, const(node.dtype, -1))
    return T.Select(T.Or(T.EQ(b, zero), is_minus_one), one, b), is_minus_one


def _idiv(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    # [idiv-trunc] TIR's Div of integers truncates (truncdiv; floordiv is another node).
    # [idiv-zero] must not trap and [idiv-overflow] MIN/-1 == MIN: LLVM's sdiv/udiv are
    # undefined there, so the divisor is guarded and x/-1 computed as 0 - x (wrapping)
    safe, is_minus_one = _guarded_divisor(node, b)
    quotient = T.Div(a, safe)
    if is_minus_one is None:
        return quotient
    return T.Select(is_minus_one, T.Sub(const(node.dtype, 0), a), quotient)


def _mod(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    # TIR's Mod is truncmod (the dividend's sign, [idiv-trunc]); x % -1 == x % 1 == 0
    safe, _ = _guarded_divisor(node, b)
    return T.Mod(a, safe)


def _neg(node: UOp, a: T.Expr) -> T.Expr:
    # [neg] flips the sign bit: for floats x * -1 (what TVM's own `-x` builds), never
    # 0 - x, which gives +0.0 for +0.0; integers wrap as 0 - x
    if node.dtype.is_float:
        return T.Mul(a, const(node.dtype, -1.0))
    return T.Sub(const(node.dtype, 0), a)


# --- integer arithmetic that wraps ([int-wrap]) ------------------------------------------------
#
# TVM's LLVM code generator marks `add sub mul` of integers of 32 bits and more `nsw` (signed)
# or `nuw` (unsigned): an overflow is poison, which LLVM then folds (`0 - x` of u32 became a
# store of zeros: docs/tvm.md). Where the translation cannot show that an op stays in range
# (`Interval`s of counters, bounds and constants: index arithmetic), it spells the wrapping
# op out with ops that cannot overflow: a 32-bit op in 64 bits, truncated back; a 64-bit op
# on the 32-bit halves of its u64 bits. Narrower integers are plain LLVM ops, which wrap.

HALF = 0xFFFFFFFF


def _u64(node: UOp, value: T.Expr) -> T.Expr:
    if not node.dtype.is_signed:
        return value
    if isinstance(value, T.IntImm):  # a constant's bits, computed here: TVM's LLVM code
        # generator fails on reinterpret(0) of a non-pointer ("A zero reinterpret shortcut
        # requires pointer result type"; docs/tvm.md)
        return _u64_const(node, value.value % (1 << 64))
    return T.reinterpret(_with_scalar(node, "uint64"), value)


def _from_u64(node: UOp, value: T.Expr) -> T.Expr:
    return T.reinterpret(tvm_dtype(node.dtype), value) if node.dtype.is_signed else value


def _with_scalar(node: UOp, scalar: str) -> str:
    return scalar if node.dtype.lanes == 1 else f"{scalar}x{node.dtype.lanes}"


def _u64_const(node: UOp, value: int) -> T.Expr:
    c = T.IntImm("uint64", value)
    return c if node.dtype.lanes == 1 else T.Broadcast(c, node.dtype.lanes)


def _const_like(node: UOp, scalar: str, value: int) -> T.Expr:
    c = T.IntImm(scalar, value)
    return c if node.dtype.lanes == 1 else T.Broadcast(c, node.dtype.lanes)


def _add_u64(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    """a + b mod 2**64 of u64 values: halves added with their carry, none overflowing."""
    mask, shift = _u64_const(node, HALF), _u64_const(node, 32)
    low = T.Add(T.BitwiseAnd(a, mask), T.BitwiseAnd(b, mask))
    high = T.Add(T.Add(T.RShift(a, shift), T.RShift(b, shift)), T.RShift(low, shift))
    return T.BitwiseOr(T.LShift(high, shift), T.BitwiseAnd(low, mask))


def _mul_u64(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    """a * b mod 2**64 of u64 values: al*bl plus the low halves of the cross products << 32."""
    mask, shift = _u64_const(node, HALF), _u64_const(node, 32)
    al, bl = T.BitwiseAnd(a, mask), T.BitwiseAnd(b, mask)
    ah, bh = T.RShift(a, shift), T.RShift(b, shift)
    cross = T.Add(T.BitwiseAnd(T.Mul(ah, bl), mask), T.BitwiseAnd(T.Mul(al, bh), mask))
    return _add_u64(node, T.Mul(al, bl), T.LShift(cross, shift))


def _wrapping(op: Ops, node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    """a OP b wrapped to the node's integer dtype, spelled out: 8 and 16 bits in i32, 32 bits
    in i64 (u32 products in u64), reduced into the dtype's range there and cast; 64 bits on
    halves. The reduction comes before the cast because TVM's constant folder refuses to
    cast a constant outside the target's range ("cannot make uint from negative value")."""
    bits = node.dtype.scalar.bits
    if bits <= 32:
        unsigned_product = bits == 32 and op is Ops.MUL and not node.dtype.is_signed
        wide_scalar = "uint64" if unsigned_product else ("int64" if bits == 32 else "int32")
        wide = _with_scalar(node, wide_scalar)
        result = WRAPPING_NODES[op](T.Cast(wide, a), T.Cast(wide, b))
        mask = _const_like(node, wide_scalar, (1 << bits) - 1)
        if node.dtype.is_signed:  # ((r + 2**(bits-1)) & mask) - 2**(bits-1)
            half = _const_like(node, wide_scalar, 1 << (bits - 1))
            result = T.Sub(T.BitwiseAnd(T.Add(result, half), mask), half)
        else:
            result = T.BitwiseAnd(result, mask)
        return T.Cast(tvm_dtype(node.dtype), result)
    a, b = _u64(node, a), _u64(node, b)
    if op is Ops.ADD:
        return _from_u64(node, _add_u64(node, a, b))
    if op is Ops.SUB:  # a + (~b + 1)
        ones = _u64_const(node, (1 << 64) - 1)
        minus_b = _add_u64(node, T.BitwiseXor(b, ones), _u64_const(node, 1))
        return _from_u64(node, _add_u64(node, a, minus_b))
    return _from_u64(node, _mul_u64(node, a, b))


WRAPPING_NODES = {Ops.ADD: T.Add, Ops.SUB: T.Sub, Ops.MUL: T.Mul}


def _needs_wrapping(node: UOp) -> bool:
    """An integer op TVM may not wrap: of 32 bits or more it compiles with nsw/nuw; of 8 and
    16 bits its constant folder refuses a result outside the dtype (`IntImm` range checks,
    "Minuend 's value is 0U ... which will cause a negative uint") instead of wrapping it."""
    return node.dtype.is_int


def _mulacc(node: UOp, a: T.Expr, b: T.Expr, c: T.Expr) -> T.Expr:
    # [no-contract] two roundings: a multiply, then an add
    return T.Add(T.Mul(a, b), c)


def _bitwise(int_node: Callable, bool_node: Callable) -> Callable:
    def bitwise(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
        return bool_node(a, b) if node.dtype.scalar.is_bool else int_node(a, b)

    return bitwise


def _cmplt(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    # [int-compare] bool: false < true, i.e. !a && b (TIR has no order on bool)
    if node.src[0].dtype.scalar.is_bool:
        return T.And(T.Not(a), b)
    return T.LT(a, b)


def _bool_xor(a: T.Expr, b: T.Expr) -> T.Expr:
    # not `a != b`: TVM 0.27 emits `!=` of bools as `fcmp one i1`, invalid LLVM IR (docs/tvm.md)
    return T.And(T.Or(a, b), T.Not(T.And(a, b)))


def _cmpne(operand: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    """a != b of `operand`'s dtype. [float-compare] cmpne is true when either is NaN: !(a ==
    b), as TVM's NE of floats is LLVM's ordered `fcmp one` (false for NaN)."""
    if operand.dtype.is_float:
        return T.Not(T.EQ(a, b))
    if operand.dtype.scalar.is_bool:
        return _bool_xor(a, b)
    return T.NE(a, b)


def _cmpeq(node: UOp, a: T.Expr, b: T.Expr) -> T.Expr:
    if node.src[0].dtype.scalar.is_bool:  # TVM emits == of bools as `fcmp oeq i1` too
        return T.Not(_bool_xor(a, b))
    return T.EQ(a, b)


def _recip(node: UOp, a: T.Expr) -> T.Expr:
    return T.Div(const(node.dtype, 1.0), a)  # [recip] exactly 1.0 / x


SPELLED_OUT: dict[Ops, Callable] = {
    Ops.MAX: _max,
    Ops.MIN: _min,
    Ops.SHL: _shift(T.LShift),
    Ops.SHR: _shift(T.RShift),
    Ops.IDIV: _idiv,
    Ops.MOD: _mod,
    Ops.NEG: _neg,
    Ops.MULACC: _mulacc,
    Ops.AND: _bitwise(T.BitwiseAnd, T.And),
    Ops.OR: _bitwise(T.BitwiseOr, T.Or),
    Ops.XOR: _bitwise(T.BitwiseXor, _bool_xor),
    Ops.CMPLT: _cmplt,
    Ops.CMPNE: lambda node, a, b: _cmpne(node.src[0], a, b),
    Ops.CMPEQ: _cmpeq,
    Ops.RECIP: _recip,
}

# IR ops that are TIR nodes or intrinsics with the same meaning on every dtype they take
DIRECT: dict[Ops, Callable] = {
    Ops.ADD: T.Add,
    Ops.SUB: T.Sub,
    Ops.MUL: T.Mul,
    Ops.FDIV: T.Div,
    Ops.SQRT: T.sqrt,
    Ops.TRUNC: T.trunc,
    Ops.WHERE: T.Select,
}


def _cast(node: UOp, value: T.Expr) -> T.Expr:
    source, target = node.src[0].dtype, node.dtype
    if target.scalar.is_bool and not source.scalar.is_bool:
        # [cast-to-bool] x != 0 (NaN: true, -0.0: false), as cmpne is spelled
        return _cmpne(node.src[0], value, const(source, 0))
    return T.Cast(tvm_dtype(target), value)


# --- the function ---------------------------------------------------------------------------


@dataclass
class Loop:
    """An open `range`: its variable and extent, and the statements of its body so far."""

    var: T.Var
    extent: T.Expr
    node: UOp
    body: list = field(default_factory=list)


class _Translator:
    """Walks `linear` once; `STRUCTURE` has one method per non-ALU op, ALU ops go through
    SPELLED_OUT or DIRECT. `self.blocks[-1]` is the statement list being filled."""

    def __init__(self, kernel: Kernel, linear: list[UOp], plans: dict | None = None):
        self.kernel, self.linear = kernel, linear
        self.plans = plans or {}
        self.value: dict[UOp, T.Expr] = {}
        # a node's value where it is one constant in every lane (CONST, its broadcast, a cast
        # or same-lane bitcast of either, a where or gated load that selects one on a constant
        # condition), as a Python value of the node's scalar dtype: TVM folds all of these to
        # the constant, so a cast of one must be folded here (`cast`)
        self.constants: dict[UOp, object] = {}
        self.buffers: dict[UOp, T.Buffer] = {}
        self.uses = Counter(s for node in linear for s in node.src)
        self.blocks: list[list] = [[]]
        self.loops: list[Loop] = []
        self.names: set[str] = set()
        self.intervals: dict[UOp, tuple[int, int] | None] = {}

    def fresh(self, wanted: str) -> str:
        name = wanted.lstrip("%").replace(".", "_") or "v"
        while name in self.names:
            name += "_"
        self.names.add(name)
        return name

    def function(self) -> T.PrimFunc:
        params = [self.param(p) for p in self.kernel.params]
        for node in self.linear:
            if node.op in (Ops.PARAM, Ops.VAR, Ops.SINK):
                continue
            self.node(node)
        if self.loops:
            raise Untranslatable("a range is never closed by its end")
        body = self.blocks[0] or [T.Evaluate(T.IntImm("int32", 0))]
        func = T.PrimFunc(params, T.SeqStmt(body) if len(body) > 1 else body[0])
        return func.with_attr("tir.noalias", True)

    def param(self, node: UOp) -> T.Var:
        if node.op is Ops.VAR:
            var = T.Var(self.fresh(node.arg[1]), tvm_dtype(node.dtype))
            self.value[node] = var
            return var
        element = storage_dtype(node.dtype.base)
        pointer = T.Var(self.fresh(node.arg[1]), ir.PointerType(ir.PrimType(element)))
        buffer = T.decl_buffer((node.dtype.size,), element, pointer.name + "_buf", data=pointer)
        self.buffers[node] = buffer
        self.blocks[0].append(T.DeclBuffer(buffer, data=pointer))
        return pointer

    def node(self, node: UOp) -> None:
        if (method := self.STRUCTURE.get(node.op)) is not None:
            method(self, node)
            return
        src = [self.value[s] for s in node.src]
        if node.op in WRAPPING_OPS and _needs_wrapping(node) and self.interval(node) is None:
            keep = self.through_memory if node.dtype.scalar.bits == 64 else self.define
            keep(node, self.wrapped(node, src))
            return
        divisor = self.constants.get(node.src[-1]) if node.op is Ops.FDIV else None
        if divisor is not None and divisor == 0:
            # TVM's folder refuses a float division by the constant 0.0 ("Divide by zero",
            # docs/tvm.md finding 8); x / ±0.0 is x * ±inf in IEEE, NaN for a 0 or NaN x too
            infinity = math.copysign(math.inf, divisor)
            expr = T.Mul(src[0], const(node.dtype, infinity))
        elif node.op in SPELLED_OUT:
            expr = SPELLED_OUT[node.op](node, *src)
        elif node.op in DIRECT:
            expr = DIRECT[node.op](*src)
        else:
            raise Untranslatable(f"no TIR translation for {node.op.text}")
        if node.op is Ops.WHERE:
            self.select_constant(node, *node.src)
        self.define(node, expr)

    def select_constant(self, node: UOp, condition: UOp, chosen: UOp, alternative: UOp) -> None:
        """Record `node`'s constant where a constant condition selects a constant."""
        if (picks_first := self.constants.get(condition)) is not None:
            if (value := self.constants.get(chosen if picks_first else alternative)) is not None:
                self.constants[node] = value

    def define(self, node: UOp, expr: T.Expr, bind: bool = False) -> None:
        """`node`'s value is `expr`; bound to a variable here if it is used more than once
        (or `bind`: a load, which must be read where the order puts it)."""
        if (not bind and self.uses[node] <= 1) or _bool_vector(node):
            # a boolxN variable is never bound: TVM's analyzer fails on binding one ("IntImm
            # can only take scalar, but boolxN was supplied"; docs/tvm.md), so a bool vector
            # is an expression at each use (a load of one binds its bytes: `load`)
            self.value[node] = expr
            return
        var = T.Var(self.fresh(f"v{len(self.value)}"), tvm_dtype(node.dtype))
        self.blocks[-1].append(T.Bind(var, expr))
        self.value[node] = var

    def through_memory(self, node: UOp, expr: T.Expr) -> None:
        """`node`'s value is `expr`, stored to a local buffer and read back. A
        wrapping 64-bit op reads each operand three times (its halves), and TVM's StmtSimplify
        substitutes a bound variable into its uses: a chain of n such ops became 3**n reads
        (28 i64 ops took more than 300 s; docs/tvm.md finding 14). Nothing substitutes a
        buffer's load, and LLVM keeps the value in a register. A vector is stored as its
        lanes, as a register array is (a buffer of one vector element failed TVM's check that
        an index has the value's lanes after a loop of one trip was removed)."""
        lanes = node.dtype.lanes
        element = tvm_dtype(node.dtype.scalar)
        name = self.fresh(f"s{len(self.value)}")
        buffer = T.decl_buffer((lanes,), element, name, scope="global")
        self.blocks[-1].append(T.AllocBuffer(buffer, {"disable_lower_builtin": True}))
        at = [T.IntImm("int32", 0) if lanes == 1 else T.Ramp(T.IntImm("int32", 0), 1, lanes)]
        self.blocks[-1].append(T.BufferStore(buffer, expr, at))
        self.value[node] = T.BufferLoad(buffer, at)

    def wrapped(self, node: UOp, src: list[T.Expr]) -> T.Expr:
        """An integer `add sub mul neg mulacc` that may overflow, wrapping ([int-wrap])."""
        if node.op is Ops.NEG:
            return _wrapping(Ops.SUB, node, const(node.dtype, 0), src[0])
        if node.op is Ops.MULACC:
            a, b, c = src
            return _wrapping(Ops.ADD, node, _wrapping(Ops.MUL, node, a, b), c)
        return _wrapping(node.op, node, *src)

    def interval(self, node: UOp) -> tuple[int, int] | None:
        """The values an integer `node` can take, when the translation can tell that they
        stay within its dtype (counters, bounds, constants and their sums and products),
        else None: then its ops may overflow and are spelled out (`wrapped`)."""
        if node in self.intervals:
            return self.intervals[node]
        found = None
        dtype = node.dtype
        if isinstance(dtype, DType) and dtype.is_int:
            src = [self.interval(s) if isinstance(s.dtype, DType) else None for s in node.src]
            if node.op is Ops.CONST:
                found = (node.arg, node.arg)
            elif node.op is Ops.VAR:
                found = (node.arg[2], node.arg[3])
            elif node.op is Ops.RANGE and src[0] is not None:
                found = (0, max(src[0][1] - 1, 0))
            elif node.op in (Ops.BROADCAST, Ops.CAST) and node.src[0].dtype.is_int:
                found = src[0]
            elif node.op in (Ops.ADD, Ops.SUB, Ops.MUL) and None not in src:
                (a, b), (c, d) = src
                ends = {
                    Ops.ADD: (a + c, b + d),
                    Ops.SUB: (a - d, b - c),
                    Ops.MUL: (a * c, a * d, b * c, b * d),
                }[node.op]
                found = (min(ends), max(ends))
            lo, hi = min_max(dtype.scalar)
            if found and not lo <= found[0] <= found[1] <= hi:
                found = None
        self.intervals[node] = found
        return found

    def buffer(self, node: UOp) -> T.Buffer:
        while node.op is Ops.AFTER:  # the order is the linear order's
            node = node.src[0]
        return self.buffers[node]

    def narrow_element(self, node: UOp, value: DType) -> str | None:
        """The TIR dtype of buffer `node`'s elements read or written as `value` when they are
        a narrow float and `value` their bits (legalize.py), else None."""
        while node.op is Ops.AFTER:
            node = node.src[0]
        element = node.dtype.base
        if not is_narrow_float(element) or is_narrow_float(value):
            return None
        return tvm_dtype(element.vec(value.lanes))

    def const(self, node: UOp) -> None:
        self.value[node] = const(node.dtype, node.arg)
        self.constants[node] = node.arg

    def reg(self, node: UOp) -> None:
        element = storage_dtype(node.dtype.base)
        buffer = T.decl_buffer(
            (node.dtype.size,), element, self.fresh(f"reg{node.arg}"), scope="global"
        )
        self.buffers[node] = buffer
        # on the stack, as a C local array: without this LowerTVMBuiltin makes a "local"
        # allocation a call of the TVM runtime's workspace allocator
        self.blocks[-1].append(T.AllocBuffer(buffer, {"disable_lower_builtin": True}))

    def after(self, node: UOp) -> None:
        pass  # a buffer: its accesses are ordered by the linear order

    def range(self, node: UOp) -> None:
        var = T.Var(self.fresh(f"i{len(self.loops)}"), tvm_dtype(node.dtype))
        bound = node.src[0]
        if bound.op is Ops.CONST:
            extent = const(node.dtype, max(bound.arg, 0))
        else:  # [range] n <= 0 runs zero times
            extent = T.Max(self.value[bound], const(node.dtype, 0))
        self.loops.append(Loop(var, extent, node))
        self.blocks.append(self.loops[-1].body)
        self.value[node] = var

    def end(self, node: UOp) -> None:
        loop = self.loops.pop()
        if loop.node is not node.src[0]:
            raise Untranslatable("ranges are not closed innermost first")
        body = self.blocks.pop() or [T.Evaluate(T.IntImm("int32", 0))]
        stmt = T.SeqStmt(body) if len(body) > 1 else body[0]
        self.blocks[-1].append(self.loop(loop, stmt))

    def loop(self, loop: Loop, body: T.Stmt) -> T.Stmt:
        """The `For` of a closed range, as its LoopPlan (schedule.py) says: split into an
        outer and an inner loop, the innermost part vectorized or unrolled."""
        dtype, plan = loop.node.dtype, self.plans.get(loop.node)
        zero = const(dtype, 0)
        kind = LOOP_KINDS[plan.kind] if plan else T.ForKind.SERIAL
        if plan is None or plan.factor is None:
            return T.For(loop.var, zero, loop.extent, kind, body)
        factor = plan.factor
        outer = T.Var(self.fresh(f"{loop.var.name}_outer"), tvm_dtype(dtype))
        inner = T.Var(self.fresh(f"{loop.var.name}_inner"), tvm_dtype(dtype))
        trips = loop.extent.value if isinstance(loop.extent, T.IntImm) else None
        if trips is None or trips % factor:  # the last outer trip runs part of the inner loop
            body = T.IfThenElse(T.likely(T.LT(loop.var, loop.extent)), body, None)
        counter = T.Add(T.Mul(outer, const(dtype, factor)), inner)
        body = T.SeqStmt([T.Bind(loop.var, counter), body])
        if trips is None:
            rounded_up = T.Add(loop.extent, const(dtype, factor - 1))
            outer_trips = T.Div(rounded_up, const(dtype, factor))
        else:
            outer_trips = const(dtype, -(-trips // factor))
        inner_loop = T.For(inner, zero, const(dtype, factor), kind, body)
        return T.For(outer, zero, outer_trips, T.ForKind.SERIAL, inner_loop)

    def indices(self, index: UOp, lanes: int) -> list[T.Expr]:
        """The element indices a `lanes`-wide access at `index` touches (a Ramp)."""
        at = self.value[index]
        return [at if lanes == 1 else T.Ramp(at, const(index.dtype, 1), lanes)]

    def load(self, node: UOp) -> None:
        buf, index, *gate = node.src
        buffer = self.buffer(buf)
        value = T.BufferLoad(buffer, self.indices(index, node.dtype.lanes))
        if self.narrow_element(buf, node.dtype):  # a bf16/float8 element read as its bits
            value = T.reinterpret(tvm_dtype(node.dtype), value)
        if node.dtype.scalar.is_bool:
            storage = _storage_of(node.dtype)
            stored = T.Var(self.fresh(f"v{len(self.value)}_bytes"), tvm_dtype(storage))
            if gate:  # the bytes are read where the gate is open only, as the value is
                value = T.if_then_else(self.value[gate[0]], value, const(storage, 0))
            self.blocks[-1].append(T.Bind(stored, value))
            value = T.NE(stored, const(storage, 0))
        if gate:
            # [gated] if_then_else evaluates only the side its condition picks
            value = T.if_then_else(self.value[gate[0]], value, self.value[gate[1]])
            self.select_constant(node, gate[0], node, gate[1])
        self.define(node, value, bind=True)

    def store(self, node: UOp) -> None:
        buf, index, value, *gate = node.src
        buffer, expr = self.buffer(buf), self.value[value]
        if value.dtype.scalar.is_bool:
            expr = T.Cast(tvm_dtype(_storage_of(value.dtype)), expr)
        if narrow := self.narrow_element(buf, value.dtype):  # bits stored as the element
            expr = T.reinterpret(narrow, expr)
        stmt = T.BufferStore(buffer, expr, self.indices(index, value.dtype.lanes))
        if gate:
            stmt = T.IfThenElse(self.value[gate[0]], stmt, None)
        self.blocks[-1].append(stmt)

    def vectorize(self, node: UOp) -> None:
        lanes = [self.value[s] for s in node.src]
        self.define(node, T.Shuffle(lanes, [T.IntImm("int32", i) for i in range(len(lanes))]))

    def broadcast(self, node: UOp) -> None:
        if (scalar := self.constants.get(node.src[0])) is not None:
            self.constants[node] = scalar
        self.define(node, T.Broadcast(self.value[node.src[0]], node.dtype.lanes))

    def gep(self, node: UOp) -> None:
        # TIR's Shuffle takes at most as many indices as its vectors have lanes ("Check
        # failed: indices.size() <= ... total_lanes"); a gep may have more lanes than its
        # source (a lane broadcast), so the source is repeated and indexed in its first copy
        source, lanes = self.value[node.src[0]], node.src[0].dtype.lanes
        copies = -(-len(node.arg) // lanes)
        indices = [T.IntImm("int32", i) for i in node.arg]
        self.define(node, T.Shuffle([source] * copies, indices))

    def cast(self, node: UOp) -> None:
        if (scalar := self.constants.get(node.src[0])) is not None:
            # TVM's constant folder refuses a cast it cannot fold in range ("cannot make uint
            # from negative value", "Literal value 4.29495e+09 exceeds maximum of float16"):
            # a cast of a constant is folded here, by the spec's rules (docs/tvm.md finding 3)
            folded = cast_constant(scalar, node.src[0].dtype.scalar, node.dtype.scalar)
            self.constants[node] = folded
            self.value[node] = const(node.dtype, folded)
            return
        if node.arg == ROUNDED:  # a narrow float's rounding (legalize.py): kept in a buffer, as
            # StmtSimplify would copy its integer code into each use (finding 14's mechanism)
            self.through_memory(node, _cast(node, self.value[node.src[0]]))
            return
        self.define(node, _cast(node, self.value[node.src[0]]))

    def bitcast(self, node: UOp) -> None:
        source = node.src[0].dtype
        scalar = self.constants.get(node.src[0])
        if scalar is not None and source.lanes == node.dtype.lanes and not source.scalar.is_bool:
            self.constants[node] = bitcast_constant(scalar, source.scalar, node.dtype.scalar)
        self.define(node, T.reinterpret(tvm_dtype(node.dtype), self.value[node.src[0]]))

    STRUCTURE: dict[Ops, Callable] = {
        Ops.CONST: const, Ops.REG: reg, Ops.AFTER: after, Ops.RANGE: range, Ops.END: end,
        Ops.LOAD: load, Ops.STORE: store, Ops.VECTORIZE: vectorize, Ops.BROADCAST: broadcast,
        Ops.GEP: gep, Ops.CAST: cast, Ops.BITCAST: bitcast,
    }  # fmt: skip


def _bool_vector(node: UOp) -> bool:
    return isinstance(node.dtype, DType) and node.dtype.scalar.is_bool and node.dtype.lanes > 1


def _storage_of(dtype: DType) -> DType:
    """The u8 dtype (same lanes) a bool value is stored as."""
    from refimpl.dtypes import SCALARS

    u8 = SCALARS["u8"]
    return u8 if dtype.lanes == 1 else u8.vec(dtype.lanes)


LOOP_KINDS = {
    "serial": T.ForKind.SERIAL,
    "vectorized": T.ForKind.VECTORIZED,
    "unrolled": T.ForKind.UNROLLED,
}


def translate(kernel: Kernel, linear: list[UOp], plans: dict | None = None) -> T.PrimFunc:
    """The TIR PrimFunc of a lowered kernel in the linear order `linear` (no global symbol:
    the backend names it); `plans` (schedule.plan) split and mark its loops."""
    for node in linear:
        if node.op in (Ops.EXP2, Ops.LOG2, Ops.SIN, Ops.REDUCE):
            raise Untranslatable(f"{node.op.text} must be lowered first (refimpl.compile)")
    return _Translator(kernel, linear, plans).function()


__all__ = ["TVM_SCALARS", "Untranslatable", "const", "translate", "tvm_dtype"]

_ = tvm  # the package is imported for its side effect of registering tirx
