"""The kernel IR: an immutable, hash-consed graph of `UOp` nodes.

A kernel is a graph whose root is a SINK of side effects (stores and loop ends). Every node
is `UOp(op, dtype, src, arg)`; two nodes built from equal parts are the same Python object,
so structural equality is identity and rewrites can memoize on nodes.

Ordering of side effects is explicit in the graph, never implied by construction order:

- `RANGE(bound)` is a loop counter running 0..bound-1. A node is *inside* loop R when it
  depends on R; `END(R, *effects)` closes the loop, and whatever depends on the END runs
  after the loop. Loop nesting follows from these dependencies (see passes/linearize.py).
- `REDUCE(value, *ranges)`, arg = the fold op (add, mul, max, min, and, or, xor): `value`
  folded over every iteration of its *reduce ranges*, the first outermost, from the op's
  identity ([reduce]). A reduce range is a RANGE that a REDUCE lists; the REDUCE closes it
  (no END), and nothing outside the REDUCE's value may use it. This is the form before a
  kernel optimizer (tinygrad's); passes/reduce.py lowers it to the register accumulators
  below, which the backends compile.
- `AFTER(buffer, *deps)` is the same buffer, but ordered after `deps` (stores, loop ends,
  or ranges). Loads and stores through it happen after those effects, and inside every
  loop the deps are inside. This is how an accumulator is reset inside a loop, updated
  in a nested loop, and read after it.

The meaning of every op is defined in docs/semantics.md and implemented by oracle.py.
"""

from __future__ import annotations

import math
import struct
import weakref
from collections.abc import Container
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

from refimpl.dtypes import (
    NARROW_FORMATS,
    DType,
    PtrDType,
    VoidDType,
    bool_,
    finfo,
    i32,
    min_max,
    round_float,
    void,
)


class Ops(Enum):
    # kernel parameters and storage
    PARAM = auto()  # global buffer; arg = (slot, name)
    VAR = auto()  # scalar integer parameter; arg = (slot, name, lo, hi)
    REG = auto()  # local register array (accumulator); arg = id
    CONST = auto()  # scalar constant; arg = Python bool/int/float
    # memory and ordering
    LOAD = auto()  # src = (buf, index[, gate, alt]); vector dtype = consecutive elements
    STORE = auto()  # src = (buf, index, value[, gate])
    AFTER = auto()  # src = (buf, *deps): buf, ordered after deps
    # control
    RANGE = auto()  # src = (bound,); arg = loop id
    END = auto()  # src = (range, *effects of the loop body)
    SINK = auto()  # src = top-level effects
    # vectors
    VECTORIZE = auto()  # src = lanes
    GEP = auto()  # src = (vector,); arg = tuple of lane indices
    BROADCAST = auto()  # src = (scalar,)
    # conversions
    CAST = auto()
    BITCAST = auto()
    # unary ALU
    NEG = auto()
    SQRT = auto()
    RECIP = auto()
    TRUNC = auto()
    EXP2 = auto()
    LOG2 = auto()
    SIN = auto()
    # binary ALU
    ADD = auto()
    SUB = auto()
    MUL = auto()
    IDIV = auto()
    MOD = auto()
    FDIV = auto()
    MAX = auto()
    MIN = auto()
    AND = auto()
    OR = auto()
    XOR = auto()
    SHL = auto()
    SHR = auto()
    CMPLT = auto()
    CMPNE = auto()
    CMPEQ = auto()
    # ternary ALU
    WHERE = auto()
    MULACC = auto()  # a * b + c, two roundings (fused only under fast_math)
    # reduction
    REDUCE = auto()  # src = (value, *reduce ranges); arg = the fold op (REDUCE_OPS)

    # Members are singletons, so identity is a valid hash, and object's is C: Enum's own
    # hashes the name in Python, and every node built or matched hashes its op.
    __hash__ = object.__hash__

    @property
    def text(self) -> str:
        return self.name.lower()


UNARY = frozenset({Ops.NEG, Ops.SQRT, Ops.RECIP, Ops.TRUNC, Ops.EXP2, Ops.LOG2, Ops.SIN})
BINARY = frozenset({
    Ops.ADD, Ops.SUB, Ops.MUL, Ops.IDIV, Ops.MOD, Ops.FDIV, Ops.MAX, Ops.MIN,
    Ops.AND, Ops.OR, Ops.XOR, Ops.SHL, Ops.SHR, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ,
})  # fmt: skip
TERNARY = frozenset({Ops.WHERE, Ops.MULACC})
ALU = UNARY | BINARY | TERNARY
ARITY = {op: n for n, ops in ((1, UNARY), (2, BINARY), (3, TERNARY)) for op in ops}
COMPARISONS = frozenset({Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ})
TRANSCENDENTAL = frozenset({Ops.EXP2, Ops.LOG2, Ops.SIN})
# the ops a REDUCE folds with (its arg); the dtypes each takes are the binary op's (verify.KINDS)
REDUCE_OPS = (Ops.ADD, Ops.MUL, Ops.MAX, Ops.MIN, Ops.AND, Ops.OR, Ops.XOR)
EFFECTS = frozenset({Ops.STORE, Ops.END})
BUFFERS = frozenset({Ops.PARAM, Ops.REG, Ops.AFTER})


# --- operand typing, shared by the printer, the parser, the builder and the verifier ------


def operand_dtype(op: Ops, dtype: DType, src_dtypes: list, i: int) -> DType | PtrDType | None:
    """The dtype operand `i` of a node must have, or None when its type is free."""
    if op in COMPARISONS:
        others = [d for j, d in enumerate(src_dtypes) if j != i and d is not None]
        return others[0] if others else None
    if op is Ops.WHERE and i == 0:
        return bool_.vec(dtype.lanes)
    if op in ALU:
        return dtype
    if op is Ops.RANGE:
        return dtype
    if op is Ops.REDUCE:
        return dtype if i == 0 else None
    if op in (Ops.VECTORIZE, Ops.BROADCAST):
        return dtype.scalar
    if op is Ops.LOAD:
        return {1: i32, 2: bool_, 3: dtype}.get(i)
    if op is Ops.STORE and src_dtypes and isinstance(src_dtypes[0], PtrDType):
        return {1: i32, 2: None, 3: bool_}.get(i) if i != 2 else _store_value_dtype(src_dtypes)
    return None


def _store_value_dtype(src_dtypes: list) -> DType | None:
    value = src_dtypes[2] if len(src_dtypes) > 2 else None
    base = src_dtypes[0].base
    return base.vec(value.lanes) if isinstance(value, DType) else base


def _const_key(value: Any) -> Any:
    """Hash key for a constant: floats by bit pattern so -0.0 != 0.0 (all NaNs are equal)."""
    if isinstance(value, float):
        return ("float", "nan" if math.isnan(value) else struct.pack("<d", value))
    return (type(value).__name__, value)


class UOp:
    """One IR node. Construct with `UOp(op, dtype, src, arg)`; equal parts give the same object."""

    __slots__ = ("op", "dtype", "src", "arg", "__weakref__")
    _cache: weakref.WeakValueDictionary[tuple, UOp] = weakref.WeakValueDictionary()

    op: Ops
    dtype: DType | PtrDType | VoidDType
    src: tuple[UOp, ...]
    arg: Any

    def __new__(
        cls, op: Ops, dtype: DType | PtrDType | VoidDType = void, src: tuple = (), arg: Any = None
    ) -> UOp:
        src = tuple(src)
        key = (op, dtype, tuple(map(id, src)), _const_key(arg) if op is Ops.CONST else arg)
        if (node := cls._cache.get(key)) is not None:
            return node
        node = super().__new__(cls)
        setattr_ = object.__setattr__
        setattr_(node, "op", op)
        setattr_(node, "dtype", dtype)
        setattr_(node, "src", src)
        setattr_(node, "arg", arg)
        # keep srcs alive via node.src, so id() in the key stays unique while node lives
        cls._cache[key] = node
        return node

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("UOp is immutable")

    # Equality is identity and the hash is object identity (the defaults, kept in C: every
    # set and dict of nodes in the passes hashes nodes, millions of times on large kernels).

    def __reduce__(self):
        return (UOp, (self.op, self.dtype, self.src, self.arg))

    def replace(self, **changes: Any) -> UOp:
        parts = {"op": self.op, "dtype": self.dtype, "src": self.src, "arg": self.arg}
        parts.update(changes)
        return UOp(parts["op"], parts["dtype"], parts["src"], parts["arg"])

    def toposort(self, known: Container[UOp] = ()) -> list[UOp]:
        """All nodes reachable from self, each after its sources (iterative DFS postorder).

        Nodes in `known` and everything below them are left out: a caller that keeps a
        table for a growing graph walks only the new nodes, not the whole graph again.
        """
        order: list[UOp] = []
        if self in known:
            return order
        seen = {self}
        # a node with the sources it has yet to visit: recursion's frames, without its depth limit
        stack = [(self, iter(self.src))]
        while stack:
            node, sources = stack[-1]
            for s in sources:
                if s not in seen and s not in known:
                    seen.add(s)
                    stack.append((s, iter(s.src)))
                    break
            else:
                stack.pop()
                order.append(node)
        return order

    def __repr__(self) -> str:
        arg = f", arg={self.arg!r}" if self.arg is not None else ""
        return f"UOp({self.op.name}, {self.dtype}, <{len(self.src)} src>{arg})"

    # --- small constructors used by passes -------------------------------------------------

    @staticmethod
    def const(dtype: DType, value: Any) -> UOp:
        return UOp(Ops.CONST, dtype.scalar, (), normalize_const(dtype.scalar, value))

    def alu(self, op: Ops, *others: UOp) -> UOp:
        dtype = self.dtype
        if op in COMPARISONS:
            dtype = bool_.vec(self.dtype.lanes)
        return UOp(op, dtype, (self, *others))

    def cast(self, dtype: DType) -> UOp:
        return UOp(Ops.CAST, dtype, (self,))

    def bitcast(self, dtype: DType) -> UOp:
        return UOp(Ops.BITCAST, dtype, (self,))


def normalize_const(dtype: DType, value: Any) -> bool | int | float:
    """The canonical Python value of a constant of `dtype` (ints wrapped, floats rounded)."""
    if dtype.is_bool:
        return bool(value)
    if dtype.is_int:
        bits = dtype.bits
        v = int(value) & ((1 << bits) - 1)
        return v - (1 << bits) if dtype.is_signed and v >> (bits - 1) else v
    return round_float(dtype, value)


def literal_range_error(dtype: DType, value: bool | int | float, spelling: str) -> str | None:
    """Why `value` (written `spelling`) is not a constant of scalar `dtype`, or None.

    The rule of docs/kernel-format.md [literal-range]: an integer literal must lie in the
    dtype's range (no wrapping, so `-1` is not a u8 and `300` is not an i8); a float literal
    is rounded to the nearest value of its dtype, and one whose rounding is infinite while
    it is not written as `inf` overflows. Rounding to zero or to a subnormal is allowed.
    """
    if dtype.is_int:
        lo, hi = min_max(dtype)
        return None if lo <= value <= hi else f"{spelling} does not fit in {dtype} ({lo}..{hi})"
    if dtype.is_float and spelling.lstrip("-") != "inf":
        rounded = round_float(dtype, value)
        # Python reads "1e309" as inf already; float8_e4m3fn has no inf, overflow is NaN
        if math.isinf(rounded) or (math.isnan(rounded) and not math.isnan(value)):
            largest = float(finfo(dtype).max)
            return f"{spelling} overflows {dtype} (largest finite value {largest:g})"
    return None


@dataclass(frozen=True)
class Location:
    """Where a node was written: file, line, column (1-based) and the line's text."""

    filename: str
    line: int
    col: int
    source_line: str = ""

    def prefix(self, message: str) -> str:
        """`file:line:col: message`, then the source line with a caret under the column."""
        text = f"{self.filename}:{self.line}:{self.col}: {message}"
        if self.source_line:
            text += f"\n    {self.source_line}\n    {' ' * (self.col - 1)}^"
        return text


class Kernel:
    """A whole kernel: a name, its parameters in ABI order, and the SINK of its effects.

    `names` maps nodes to the SSA names they had in the source text or builder, so printed
    kernels keep the author's names; nodes without one get a generated name when printed.
    `locations` maps the nodes of a parsed kernel to where they were written, so the
    verifier's and the oracle's errors can point at the line (passes keep it).
    """

    __slots__ = ("name", "params", "sink", "names", "doc", "locations")

    def __init__(
        self,
        name: str,
        params: tuple[UOp, ...],
        sink: UOp,
        names: dict[UOp, str] | None = None,
        doc: str = "",
        locations: dict[UOp, Location] | None = None,
    ):
        self.name = name
        self.params = tuple(params)
        self.sink = sink
        self.names = dict(names or {})
        self.doc = doc  # the comment lines above `kernel`, without their `#`
        self.locations = locations or {}

    def locate(self, node: UOp | None, message: str) -> str:
        """`message`, prefixed with where `node` was written when the kernel knows it."""
        where = self.locations.get(node) if node is not None else None
        return where.prefix(message) if where is not None else message

    @property
    def buffers(self) -> tuple[UOp, ...]:
        return tuple(p for p in self.params if p.op is Ops.PARAM)

    @property
    def vars(self) -> tuple[UOp, ...]:
        return tuple(p for p in self.params if p.op is Ops.VAR)

    def param(self, name: str) -> UOp:
        for p in self.params:
            if p.arg[1] == name:
                return p
        raise KeyError(f"kernel {self.name} has no parameter {name!r}")

    def outputs(self) -> tuple[UOp, ...]:
        """Buffers this kernel stores to, in parameter order."""
        stored = {_root_buffer(n.src[0]) for n in self.sink.toposort() if n.op is Ops.STORE}
        return tuple(p for p in self.buffers if p in stored)

    def with_sink(self, sink: UOp) -> Kernel:
        """The same kernel with a rewritten sink. A parameter the rewrite replaced (a narrow
        float buffer retyped to its bits, passes/legalize.py) is replaced in `params` too."""
        if self.sink is sink:
            return self
        found = {n.arg: n for n in sink.toposort() if n.op in (Ops.PARAM, Ops.VAR)}
        params = tuple(found.get(p.arg, p) for p in self.params)
        return Kernel(self.name, params, sink, self.names, self.doc, self.locations)

    # str(kernel) is the kernel's text (docs/kernel-format.md): text.py sets __str__ to its
    # print_kernel, since printing needs passes/linearize.py, a layer above this module.

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Kernel) and (self.name, self.params, self.sink) == (
            other.name,
            other.params,
            other.sink,
        )

    def __hash__(self) -> int:
        return hash((self.name, self.params, self.sink))


def _root_buffer(buf: UOp) -> UOp:
    while buf.op is Ops.AFTER:
        buf = buf.src[0]
    return buf


root_buffer = _root_buffer


def reduce_ranges(nodes: list[UOp]) -> dict[UOp, UOp]:
    """Each reduce range among `nodes` -> the REDUCE that lists (and closes) it."""
    return {r: n for n in nodes if n.op is Ops.REDUCE for r in n.src[1:]}


def reduce_identity(fold: Ops, dtype: DType) -> bool | int | float:
    """The value a reduce starts from ([reduce]): add 0, mul 1, and all ones, or/xor 0,
    max the least value of the dtype (-inf, or the lowest finite value where a float has no
    inf: f8e4m3), min the greatest."""
    scalar = dtype.scalar
    if fold in (Ops.MAX, Ops.MIN):
        sign = -1 if fold is Ops.MAX else 1
        if scalar.is_float:
            narrow = NARROW_FORMATS.get(scalar.name)
            return sign * (narrow.largest if narrow and not narrow.has_inf else math.inf)
        low, high = min_max(scalar)
        return low if fold is Ops.MAX else high
    if fold is Ops.AND:
        return True if scalar.is_bool else (-1 if scalar.is_signed else min_max(scalar)[1])
    if fold is Ops.MUL:
        return 1.0 if scalar.is_float else 1
    return False if scalar.is_bool else (0.0 if scalar.is_float else 0)  # add, or, xor
