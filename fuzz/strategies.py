"""Hypothesis strategies for well-typed random kernels (and their inputs).

Where this sits: the fuzzer's generator. `kernels()` draws a verified `Kernel` built with
`refimpl.builder.KernelBuilder`; `fuzz_cases()` pairs it with an input seed, which
`refimpl.inputs.make_args` turns into buffers full of edge values (NaN, ±inf, ±0,
denormals, MIN/MAX, ...). fuzz/harness.py runs the cases, fuzz/campaign.py drives them.

How a kernel is drawn (`_KernelDrawer`):

- The kernel body is a list of *statements* drawn one at a time while a "continue?" choice
  says yes, so Hypothesis shrinks a kernel by deleting statements. A statement makes a new
  value, stores one, opens a loop (at most three deep) with a constant or parameter
  bound, opens a register accumulator, updates one, or reads one.
- Every new value draws its operands from the values already built in scope (the *pool*),
  or makes a fresh leaf of the wanted dtype: a constant from the edge values, a load
  (plain, vector, gated with a sometimes all-false gate, or gathered through an index
  buffer), a broadcast, a vectorize of lanes taken in a random order (a shuffle).
  Constants come from the input value sets (`edge_values`: generic edges, every cast
  pair's boundaries, the imm8/imm32 sign boundaries), 64-bit literals beyond imm32, or
  random bits; a float add/sub/mul sometimes gets a literal +0.0 or -0.0 operand.
- Ops and dtypes come from refimpl.verify.KINDS, so every op meets every dtype kind it
  accepts; casts go between any two dtypes, bitcasts between any two of equal total width.
- Indices are built only from loop counters (whose bounds are known), constants and
  scalar parameters, clamped with `min` so every access is inside its buffer — never from
  float->int casts or divisions ([poison-control]). The one data-dependent index (a
  gather) is gated: a false gate may point anywhere, which is what gates are for.
- Every value a scope built and nothing used is stored when the scope closes, so nothing
  is dead code and every computed value is observed.
- After the body, while "continue?" says yes, a *reduction nest* ([reduce]): 0-2 ordinary
  loops, then REDUCEs inside them over 1-3 fresh reduce ranges, every fold of REDUCE_OPS
  over every dtype (and vector width) KINDS lets it fold. A reduce folds one of these
  shapes: an element (a load indexed by every open reduce range, sometimes plus outer loop
  counters: x[i*6 + j]), any value (which may ignore the ranges: a fold of a loop-invariant
  value), a cast, a count (a comparison cast to the dtype), a gated window
  (`where(j <= i, x[j], identity)`, i an outer counter, j a reduce range: a cumulative sum),
  a reduce inside the reduce (a sum of row maxima), or a value built from an earlier
  reduce's result (x - max). Trip counts are small and odd (REDUCE_TRIPS, or a scalar
  parameter bound up to one), so an unrolled or upcast loop has a remainder; their product
  around a value stays under MAX_REDUCE_ITERATIONS. The nest is drawn last so that adding
  it left the kernels drawn before it alone: a campaign seed draws the same body as before,
  with reductions after it (only the input seed, drawn after the kernel, changed).

With `Vocabulary.pre_optimizer` (a campaign selecting a backend with a kernel optimizer),
the first choice picks, three times in four, the form such an optimizer takes: scalar values
only (no vector dtypes, no shuffles), no register accumulators, reductions as REDUCE.

Choices are ordered simplest first (`sampled_from` lists start with the plain cases), so
a shrunk kernel uses scalar i32/f32 adds, constant indices and no loops where it can.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass, field
from functools import cache

import numpy as np
from hypothesis import strategies as st

from refimpl.args import Args
from refimpl.builder import KernelBuilder
from refimpl.dtypes import (
    ALL_SCALARS,
    NARROW_FORMATS,
    VECTOR_WIDTHS,
    DType,
    bool_,
    i32,
    is_narrow_float,
)
from refimpl.inputs import cast_boundaries, float_edges, int_edges, make_args
from refimpl.ir import (
    ARITY,
    COMPARISONS,
    REDUCE_OPS,
    TRANSCENDENTAL,
    Kernel,
    Ops,
    UOp,
    reduce_identity,
)
from refimpl.verify import KINDS

MAX_LOOP_DEPTH = 3
MAX_TRIP = 4  # loop bounds (constants and parameter upper bounds) are at most this
INPUT_SIZE = 48  # elements of every input buffer; loads are clamped to stay inside
MAX_STATEMENTS = 8  # per scope, so a kernel stays small enough to shrink and interpret
MAX_OPERAND_DEPTH = 2  # a fresh operand may itself be an op this many levels deep
LANES = (1, *VECTOR_WIDTHS)
MAX_REDUCTION_NESTS = 2  # drawn after the body
MAX_NEST_LOOPS = 2  # ordinary loops around a nest's reduces
MAX_NEST_REDUCES = 3  # reduces side by side in one nest
MAX_REDUCE_RANGES = 3  # ranges one reduce folds over
MAX_REDUCE_LEVEL = 1  # a reduced value may contain a reduce this many levels deep
# Reduce trip counts: one, two, and odd ones, so an unrolled or upcast loop has a remainder
REDUCE_TRIPS = (1, 2, 3, 5, 7, 13, 17, 31)
# the product of the trip counts around a reduced value: keeps the oracle's time small
MAX_REDUCE_ITERATIONS = 256
# with Vocabulary.pre_optimizer: kernels in four drawn in the pre-optimizer form
PRE_OPTIMIZER_IN_4 = 3

# Simplest first: shrinking moves toward the front of every list.
SCALARS_SIMPLE_FIRST = tuple(
    sorted(
        ALL_SCALARS,
        key=lambda d: (is_narrow_float(d), d.name not in ("i32", "f32"), d.kind == "bool", d.bits),
    )
)


@dataclass(frozen=True)
class Vocabulary:
    """What the drawer may use: scalar dtype names and reduce folds (None: every one). A
    campaign of backends that claim less (tinygrad: no bf16/fp8, no and/or/xor/min folds)
    draws only what one of them can run, instead of skipping most of what it draws.

    `pre_optimizer`: three kernels in four are drawn in the form a kernel optimizer takes
    (PRE_OPTIMIZER_IN_4): scalar values only, no register accumulators, reductions as
    `reduce` (Capabilities.optimizes_kernels: the -opt backends skip their optimizer on any
    other kernel)."""

    dtypes: frozenset[str] | None = None
    reduce_ops: frozenset[str] | None = None
    pre_optimizer: bool = False

    def scalars(self) -> tuple[DType, ...]:
        wanted = self.dtypes
        chosen = tuple(d for d in SCALARS_SIMPLE_FIRST if wanted is None or d.name in wanted)
        # indices, loop counters and gates are i32 and bool whatever a backend claims
        return chosen if {"i32", "bool"} <= {d.name for d in chosen} else SCALARS_SIMPLE_FIRST

    def folds(self) -> tuple[Ops, ...]:
        wanted = self.reduce_ops
        return tuple(op for op in REDUCE_OPS if wanted is None or op.text in wanted)

    def to_json(self) -> dict | None:
        """None for everything (what older findings and states say by saying nothing)."""
        if self == EVERYTHING:
            return None
        data: dict = {
            k: sorted(v)
            for k, v in (("dtypes", self.dtypes), ("reduce_ops", self.reduce_ops))
            if v is not None
        }
        if self.pre_optimizer:
            data["pre_optimizer"] = True
        return data

    @classmethod
    def from_json(cls, data: dict | None) -> Vocabulary:
        data = data or {}
        return cls(
            *(frozenset(data[k]) if k in data else None for k in ("dtypes", "reduce_ops")),
            pre_optimizer=bool(data.get("pre_optimizer", False)),
        )


EVERYTHING = Vocabulary()

ALU_OPS = (
    Ops.ADD,
    Ops.SUB,
    Ops.MUL,
    Ops.MAX,
    Ops.MIN,
    Ops.CMPLT,
    Ops.CMPEQ,
    Ops.CMPNE,
    Ops.WHERE,
    Ops.AND,
    Ops.OR,
    Ops.XOR,
    Ops.NEG,
    Ops.SHL,
    Ops.SHR,
    Ops.MULACC,
    Ops.IDIV,
    Ops.MOD,
    Ops.FDIV,
    Ops.SQRT,
    Ops.RECIP,
    Ops.TRUNC,
    Ops.EXP2,
    Ops.LOG2,
    Ops.SIN,
)
assert set(ALU_OPS) == set(KINDS), "every op the verifier knows must be fuzzed"
COMPARISON_OPS = tuple(op for op in ALU_OPS if op in COMPARISONS)

# accumulator update ops by dtype kind: sum, max, product (and the bitwise folds)
ACC_OPS = {
    "float": (Ops.ADD, Ops.MAX, Ops.MUL, Ops.MIN),
    "int": (Ops.ADD, Ops.MAX, Ops.MUL, Ops.MIN, Ops.XOR),
    "uint": (Ops.ADD, Ops.MAX, Ops.MUL, Ops.MIN, Ops.OR),
    "bool": (Ops.OR, Ops.AND, Ops.XOR),
}
# the identity each fold starts from, unless an edge value is drawn instead
ACC_INIT = {Ops.ADD: 0, Ops.MUL: 1, Ops.OR: 0, Ops.XOR: 0, Ops.AND: 1}


def dtypes_for(op: Ops) -> list[DType]:
    """Scalar dtypes an op accepts (for comparisons: its operand dtypes)."""
    return [d for d in SCALARS_SIMPLE_FIRST if d.kind in KINDS[op].split()]


@cache
def edge_values(dtype: DType) -> list:
    """Constants come from the same sets as inputs (refimpl.inputs): the generic edges and
    every cast pair's boundaries; for integers the imm8/imm32 sign boundaries and 64-bit
    values that are no sign-extended imm32 are among them (int_edges)."""
    if dtype.is_bool:
        return [False, True]
    edges = [float_edges(dtype) if dtype.is_float else int_edges(dtype)]
    edges += [
        cast_boundaries(dtype, to) for to in ALL_SCALARS if to != dtype and not is_narrow_float(to)
    ]
    unique = {v.tobytes(): v.item() for v in np.concatenate(edges)}
    return list(unique.values())


# 64-bit literals just past the imm32 range and far beyond it (movabs, or a constant-pool
# load: an encoder that sign-extends an imm32 gets these wrong)
WIDE_LITERALS = (
    st.integers(2**31, 2**32 - 1),
    st.integers(2**32, 2**63 - 1),
    st.integers(-(2**63), -(2**31) - 1),
)
# ops for which a literal ±0.0 operand must not be folded away (x + 0.0 is not x for -0.0)
SIGNED_ZERO_LITERAL_OPS = (Ops.ADD, Ops.SUB, Ops.MUL)


@dataclass
class _Value:
    node: UOp
    used: bool = False


@dataclass
class _Accumulator:
    reg: UOp
    dtype: DType  # the (possibly vector) dtype loaded and stored
    fold: Ops


@dataclass
class _Reduction:
    """What a reduce's value is drawn from (_KernelDrawer.reduce)."""

    fold: Ops
    dtype: DType
    ranges: list[UOp]
    outer_counters: list[UOp]  # of the loops and reduce ranges around it
    earlier: _Value | None  # an earlier reduce's result the value uses
    level: int  # how many reduces it is inside


# The sampled_from strategy of each choice list seen, so that Hypothesis validates it once:
# a fresh strategy per draw was a quarter of drawing a kernel. Keyed by type and value of
# every option (floats by their bits, NaN payloads too): Hypothesis' own cache would take
# (0, 1) for (False, True) and 0.0 for -0.0. Lists of unhashable options get a fresh
# strategy; the table is cleared when full.
_SAMPLED_FROM: dict[tuple, st.SearchStrategy] = {}
_SAMPLED_FROM_MAX = 4096


def _sampled_from(options: list) -> st.SearchStrategy:
    try:
        key = tuple((type(o), struct.pack("<d", o) if isinstance(o, float) else o) for o in options)
        strategy = _SAMPLED_FROM.get(key)
    except TypeError:  # an unhashable option
        return st.sampled_from(options)
    if strategy is None:
        if len(_SAMPLED_FROM) >= _SAMPLED_FROM_MAX:
            _SAMPLED_FROM.clear()
        strategy = _SAMPLED_FROM[key] = st.sampled_from(options)  # a list: not Hypothesis-cached
    return strategy


@dataclass
class _Scope:
    counter: UOp | None  # the loop counter, None at the top level
    trips: int  # the largest number of iterations of this loop
    values: list[_Value] = field(default_factory=list)
    accumulators: list[_Accumulator] = field(default_factory=list)
    reducing: bool = False  # the counter is a reduce range


class _KernelDrawer:
    """Builds one kernel from Hypothesis choices; see the module docstring."""

    def __init__(
        self, draw, allow_transcendental: bool = True, vocabulary: Vocabulary | None = None
    ):
        self.draw = draw
        vocabulary = vocabulary or EVERYTHING
        self.scalars = vocabulary.scalars()
        self.folds = vocabulary.folds()
        self.kb = KernelBuilder("fuzz")
        self.scopes = [_Scope(None, 1)]
        self.inputs: dict[DType, UOp] = {}
        self.outputs: list[UOp] = []
        self.count = {"in": 0, "out": 0, "n": 0}
        self.ops = [op for op in ALU_OPS if allow_transcendental or op not in TRANSCENDENTAL]
        # the pre-optimizer form: scalars, no accumulators (drawn first; shrinks toward it)
        self.pre_optimizer = (
            vocabulary.pre_optimizer and draw(st.integers(0, 3)) < PRE_OPTIMIZER_IN_4
        )
        self.lanes = (1,) if self.pre_optimizer else LANES

    # --- small helpers ---------------------------------------------------------------------
    def dtypes_for(self, op: Ops) -> list[DType]:
        """Scalar dtypes of the vocabulary that `op` accepts (comparisons: its operands')."""
        return [d for d in self.scalars if d.kind in KINDS[op].split()]

    def choose(self, options, label: str | None = None):
        if isinstance(options, set | frozenset):  # ordered by hash: not the same in every process
            raise TypeError(
                "choose from a sequence: a campaign seed must draw the same kernel anywhere"
            )
        return self.draw(_sampled_from(list(options)), label)

    def more(self) -> bool:
        """A "continue?" choice: shrinks toward False (stop), but usually says yes."""
        return self.draw(st.integers(0, 3)) > 0

    def maybe(self) -> bool:
        """An optional feature: shrinks toward False (leave it out)."""
        return self.draw(st.booleans())

    def name(self, prefix: str) -> str:
        self.count[prefix] += 1
        return f"{prefix}{self.count[prefix] - 1}"

    def visible(self) -> list[_Value]:
        return [v for s in self.scopes for v in s.values]

    def add(self, node: UOp) -> UOp:
        self.scopes[-1].values.append(_Value(node))
        return node

    # --- statements ------------------------------------------------------------------------
    def body(self) -> None:
        """Statements of the current scope while "continue?" says yes, then store leftovers."""
        statements = 0
        while statements < MAX_STATEMENTS and self.more():
            statements += 1
            kind = self.choose(self.statement_kinds())
            getattr(self, f"stmt_{kind}")()
        self.store_unused()

    def statement_kinds(self) -> list[str]:
        kinds = ["value", "store", "loop"] + ([] if self.pre_optimizer else ["accumulator"])
        if any(s.accumulators for s in self.scopes):
            kinds += ["update", "read"]
        if len(self.scopes) > MAX_LOOP_DEPTH:
            kinds.remove("loop")
        return kinds

    def stmt_value(self) -> None:
        self.add(self.new_value())

    def stmt_store(self) -> None:
        pool = self.visible()
        value = self.choose(pool).node if pool and self.maybe() else self.leaf(self.any_dtype())
        self.store(value)

    def stmt_loop(self) -> None:
        bound, trips = self.loop_bound()
        with self.kb.loop(bound) as counter:
            self.scopes.append(_Scope(counter, trips))
            self.body()
            self.scopes.pop()

    def stmt_accumulator(self) -> None:
        dtype = self.any_dtype()
        fold = self.choose(ACC_OPS[dtype.kind])
        reg = self.kb.reg(dtype.scalar, dtype.lanes)
        if fold in ACC_INIT and not self.maybe():
            init = self.kb.const(dtype.scalar, ACC_INIT[fold])
        else:  # max/min (and sometimes the others) start from an edge value
            init = self.constant(dtype.scalar)
        if dtype.lanes > 1:
            init = self.kb.broadcast(init, dtype.lanes)
        self.kb.store(reg, 0, init)
        self.scopes[-1].accumulators.append(_Accumulator(reg, dtype, fold))

    def stmt_update(self) -> None:
        acc = self.choose([a for s in self.scopes for a in s.accumulators])
        current = self.kb.load(acc.reg, 0, acc.dtype.lanes)
        self.kb.store(acc.reg, 0, self.kb.alu(acc.fold, current, self.operand(acc.dtype)))

    def stmt_read(self) -> None:
        """Read an accumulator: after its loops a reduction, inside them a cumulative sum."""
        acc = self.choose([a for s in self.scopes for a in s.accumulators])
        value = self.kb.load(acc.reg, 0, acc.dtype.lanes)
        # Sometimes write the value back unchanged: a legal no-op store that tinygrad's late
        # pipeline mishandles (fuzz/regressions/external/tinygrad/read_back_store_*); always
        # writing it made every accumulator read hit that one bug and hide others.
        if self.maybe():
            self.kb.store(acc.reg, 0, value)
        self.add(value)

    def store_unused(self) -> None:
        for value in self.scopes[-1].values:
            if not value.used:
                self.store(value.node)

    # --- values ----------------------------------------------------------------------------
    def any_dtype(self) -> DType:
        return self.choose(self.scalars).vec(self.choose(self.lanes))

    def operand(self, dtype: DType, depth: int = 0) -> UOp:
        """A value of `dtype`: one already built (shared), or a fresh leaf or small op."""
        pool = [v for v in self.visible() if v.node.dtype == dtype]
        if pool and not self.maybe():
            value = self.choose(pool)
            value.used = True
            return value.node
        if depth < MAX_OPERAND_DEPTH and self.maybe():
            return self.new_value(dtype, depth + 1)
        return self.leaf(dtype)

    def new_value(self, want: DType | None = None, depth: int = 0) -> UOp:
        """An ALU op, cast, bitcast or shuffle; of dtype `want` when given."""
        kinds = ["alu", "cast", "bitcast"] + ([] if self.pre_optimizer else ["shuffle"])
        kind = self.choose(kinds)
        if kind == "bitcast" and want is not None and want.is_bool:
            kind = "alu"
        if kind == "shuffle" and want is not None and want.lanes == 1:
            kind = "alu"
        return getattr(self, f"value_{kind}")(want, depth)

    def value_alu(self, want: DType | None, depth: int) -> UOp:
        if want is None:
            op = self.choose(self.ops)
            dtype = self.choose(self.dtypes_for(op)).vec(self.choose(self.lanes))
        else:
            ops = [
                o for o in self.ops if o not in COMPARISONS and want.scalar in self.dtypes_for(o)
            ]
            if want.is_bool:
                ops += [Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE]  # a bool from comparing anything
            op = self.choose(ops)
            dtype = want
            if op in COMPARISONS:
                dtype = self.choose(self.dtypes_for(op)).vec(want.lanes)
        if op in COMPARISONS:
            return self.kb.alu(op, self.operand(dtype, depth), self.operand(dtype, depth))
        if op is Ops.WHERE:
            gate = self.operand(bool_.vec(dtype.lanes), depth)
            return self.kb.where(gate, self.operand(dtype, depth), self.operand(dtype, depth))
        if op in SIGNED_ZERO_LITERAL_OPS and dtype.is_float and self.maybe() and self.maybe():
            zero = self.kb.const(dtype.scalar, -0.0 if self.maybe() else 0.0)
            zero = zero if dtype.lanes == 1 else self.kb.broadcast(zero, dtype.lanes)
            operands = [self.operand(dtype, depth), zero]
            return self.kb.alu(op, *(reversed(operands) if self.maybe() else operands))
        return self.kb.alu(op, *(self.operand(dtype, depth) for _ in range(ARITY[op])))

    def value_cast(self, want: DType | None, depth: int) -> UOp:
        lanes = want.lanes if want is not None else self.choose(self.lanes)
        frm = self.choose(self.scalars).vec(lanes)
        to = want or self.choose(self.scalars).vec(lanes)
        return self.kb.cast(self.operand(frm, depth), to)

    def value_bitcast(self, want: DType | None, depth: int) -> UOp:
        numeric = [d for d in self.scalars if not d.is_bool]
        to = want or self.choose(numeric).vec(self.choose(self.lanes))
        total = to.bits * to.lanes
        sources = [
            d.vec(total // d.bits)
            for d in numeric
            if total % d.bits == 0 and total // d.bits in self.lanes
        ]
        return self.kb.bitcast(self.operand(self.choose(sources), depth), to)

    def value_shuffle(self, want: DType | None, depth: int) -> UOp:
        """A gep of random lanes, a vectorize of lanes from vectors, or a broadcast."""
        to = want or self.choose(self.scalars).vec(self.choose(VECTOR_WIDTHS))
        kind = self.choose(["gep", "vectorize", "broadcast"])
        if kind == "broadcast":
            return self.kb.broadcast(self.operand(to.scalar, depth), to.lanes)
        source = self.operand(to.scalar.vec(self.choose(VECTOR_WIDTHS)), depth)
        lanes = [self.draw(st.integers(0, source.dtype.lanes - 1)) for _ in range(to.lanes)]
        if kind == "gep":
            return self.kb.gep(source, *lanes)
        return self.kb.vectorize(*(self.kb.gep(source, lane) for lane in lanes))

    # --- leaves ----------------------------------------------------------------------------
    def leaf(self, dtype: DType) -> UOp:
        kind = self.choose(
            ["constant", "load", "counter"] if dtype == i32 else ["constant", "load"]
        )
        if kind == "counter":
            return self.index_value()
        if kind == "load":
            return self.load(dtype)
        value = self.constant(dtype.scalar)
        return value if dtype.lanes == 1 else self.kb.broadcast(value, dtype.lanes)

    def constant(self, dtype: DType) -> UOp:
        if self.maybe():
            return self.kb.const(dtype, self.choose(edge_values(dtype)))
        if is_narrow_float(dtype):  # any encoding: hypothesis draws no bf16 or fp8 floats
            bits = self.draw(st.integers(0, (1 << dtype.bits) - 1))
            return self.kb.const(dtype, NARROW_FORMATS[dtype.name].value(bits))
        if dtype.is_float:
            return self.kb.const(dtype, self.draw(st.floats(width=min(dtype.bits, 64))))
        if dtype.is_bool:
            return self.kb.const(dtype, self.draw(st.booleans()))
        if dtype.bits == 64 and self.maybe():
            return self.kb.const(dtype, self.draw(self.choose(WIDE_LITERALS)))
        return self.kb.const(dtype, self.draw(st.integers(-(2**63), 2**64 - 1)))

    def input_buffer(self, dtype: DType) -> UOp:
        if dtype.scalar not in self.inputs:
            name = self.name("in")
            self.inputs[dtype.scalar] = self.kb.buffer(name, dtype.scalar, INPUT_SIZE)
        return self.inputs[dtype.scalar]

    def load(self, dtype: DType) -> UOp:
        buffer = self.input_buffer(dtype)
        kind = self.choose(["plain", "gated", "gather"])
        if kind == "plain":
            return self.kb.load(buffer, self.index(INPUT_SIZE - dtype.lanes), dtype.lanes)
        index = self.index(INPUT_SIZE - dtype.lanes)
        if kind == "gather":  # an index read from memory: only the gate keeps it inside
            raw = self.kb.load(self.input_buffer(i32), self.index(INPUT_SIZE - 1))
            highest = INPUT_SIZE - dtype.lanes
            inside = self.kb.alu(Ops.AND, self.kb.cmplt(-1, raw), self.kb.cmplt(raw, highest + 1))
            return self.kb.load(buffer, raw, dtype.lanes, gate=inside, alt=self.alternative(dtype))
        gate, gate_kind = self.gate_and_kind()
        # a closed gate may point far outside the buffer: it must not be touched. A gate
        # computed from data may be unspecified, and an index must not depend on one
        # ([poison-control]): only a constant or a counter's gate chooses the index.
        wants_far = self.maybe()  # drawn whatever the gate: other kernels of a seed stay
        far = self.kb.where(gate, index, 1 << 20) if wants_far and gate_kind != "data" else index
        return self.kb.load(buffer, far, dtype.lanes, gate=gate, alt=self.alternative(dtype))

    def alternative(self, dtype: DType) -> UOp:
        value = self.constant(dtype.scalar)
        return value if dtype.lanes == 1 else self.kb.broadcast(value, dtype.lanes)

    def gate(self) -> UOp:
        return self.gate_and_kind()[0]

    def gate_and_kind(self) -> tuple[UOp, str]:
        """A bool: constant (all-false sometimes), from counters, or computed from data (which
        may be unspecified); and which of the three it is."""
        kind = self.choose(["false", "counter", "data"])
        if kind == "false":
            return self.kb.const(bool_, False), kind
        if kind == "counter":
            return self.kb.cmplt(self.index_value(), self.draw(st.integers(0, MAX_TRIP))), kind
        return self.operand(bool_), kind

    # --- indices: loop counters with known bounds, clamped --------------------------------
    def index_value(self) -> UOp:
        """An i32 built from loop counters, scalar parameters and constants only."""
        counters = [s for s in self.scopes if s.counter is not None]
        if not counters or self.maybe():
            return self.kb.const(i32, self.draw(st.integers(0, MAX_TRIP)))
        scope = self.choose(counters)
        stride = self.choose([1, 2, 3, 4, 8, 16])
        offset = self.draw(st.integers(0, 8))
        scaled = scope.counter if stride == 1 else self.kb.mul(scope.counter, stride)
        return scaled if offset == 0 else self.kb.add(scaled, offset)

    def index(self, highest: int) -> UOp:
        """An index in 0..highest, whatever the loop counters are."""
        value = self.index_value()
        if value.op is Ops.CONST:
            return self.kb.const(i32, min(value.arg, highest))
        return self.kb.min(value, highest)

    def loop_bound(self) -> tuple[UOp | int, int]:
        trips = self.draw(st.integers(1, MAX_TRIP))
        if self.maybe():
            lo = self.draw(st.integers(0, trips))
            return self.kb.var(self.name("n"), i32, lo, trips), trips
        return trips, trips

    # --- stores ----------------------------------------------------------------------------
    def store(self, value: UOp) -> None:
        """Store to a fresh output, one element group per iteration of the open loops."""
        lanes, dtype = value.dtype.lanes, value.dtype.scalar
        position, slots = None, 1
        for scope in self.scopes[1:]:  # row-major over the loop nest: no two iterations clash
            term = scope.counter if slots == 1 else self.kb.mul(scope.counter, slots)
            position = term if position is None else self.kb.add(position, term)
            slots *= scope.trips
        index = 0 if position is None else position
        if lanes > 1 and position is not None:
            index = self.kb.mul(position, lanes)
        output = self.kb.buffer(self.name("out"), dtype, slots * lanes)
        self.outputs.append(output)
        gate = self.gate() if self.draw(st.integers(0, 4)) == 4 else None
        self.kb.store(output, index, value, gate=gate)

    # --- reductions: the form before a kernel optimizer ([reduce]) -------------------------
    def reductions(self) -> None:
        """Reduction nests while "continue?" says yes (a maybe: half the kernels have none)."""
        nests = 0
        while nests < MAX_REDUCTION_NESTS and self.maybe():
            nests += 1
            self.reduction_nest(self.draw(st.integers(0, MAX_NEST_LOOPS)))

    def reduction_nest(self, loops: int) -> None:
        """`loops` ordinary loops, then reduces side by side; their results are stored."""
        if loops:
            bound, trips = self.loop_bound()
            with self.kb.loop(bound) as counter:
                self.scopes.append(_Scope(counter, trips))
                self.reduction_nest(loops - 1)
                self.scopes.pop()
            return
        reduces = 0
        while reduces == 0 or (reduces < MAX_NEST_REDUCES and self.maybe()):
            reduces += 1
            self.add(self.reduce())
        self.store_unused()

    def reduce(self, want: DType | None = None, level: int = 0) -> UOp:
        """A REDUCE in the current scope, of dtype `want` when given (see the docstring)."""
        earlier = [
            v for v in self.visible() if v.node.op is Ops.REDUCE and want in (None, v.node.dtype)
        ]
        outer_counters = [s.counter for s in self.scopes if s.counter is not None]
        shapes = ["element", "value", "cast", "count"]
        shapes += ["window"] if outer_counters else []
        shapes += ["nested"] if level < MAX_REDUCE_LEVEL else []
        shapes += ["after"] if earlier else []
        shape = self.choose(shapes)
        result = None
        if shape == "after":
            result = self.choose(earlier)
            result.used = True
            want = result.node.dtype
        folds = [op for op in self.folds if want is None or want.kind in KINDS[op].split()]
        fold = self.choose(folds)
        dtype = want or self.choose(self.dtypes_for(fold)).vec(self.choose(self.lanes))
        red = _Reduction(fold, dtype, self.reduce_ranges(), outer_counters, result, level)
        value = getattr(self, f"reduced_{shape}")(red)
        del self.scopes[-len(red.ranges) :]
        return self.kb.reduce(fold, value, *red.ranges)

    # what a reduce folds, by shape (see the module docstring)
    def reduced_element(self, red: _Reduction) -> UOp:
        return self.element(red.dtype)

    def reduced_value(self, red: _Reduction) -> UOp:
        return self.operand(red.dtype)

    def reduced_cast(self, red: _Reduction) -> UOp:
        source = self.choose(self.scalars).vec(red.dtype.lanes)
        return self.kb.cast(self.element(source), red.dtype)

    def reduced_count(self, red: _Reduction) -> UOp:
        """A comparison, cast to the dtype unless it is bool: `add` of it counts."""
        compared = self.choose(self.dtypes_for(Ops.CMPLT)).vec(red.dtype.lanes)
        operands = [self.element(compared), self.operand(compared)]
        if self.maybe():
            operands.reverse()
        truth = self.kb.alu(self.choose(COMPARISON_OPS), *operands)
        return truth if red.dtype.is_bool else self.kb.cast(truth, red.dtype)

    def reduced_window(self, red: _Reduction) -> UOp:
        """`where(j <= i, x, identity)`: over j, the fold of x up to i (a cumulative sum)."""
        i, j = self.choose(red.outer_counters), self.choose(red.ranges)
        past = self.kb.cmplt(i, j)
        identity = self.identity(red.fold, red.dtype)
        if red.dtype.lanes > 1:
            past = self.kb.broadcast(past, red.dtype.lanes)
        return self.kb.where(past, identity, self.element(red.dtype))

    def reduced_nested(self, red: _Reduction) -> UOp:
        """A reduce inside this one's ranges (a sum of row maxima)."""
        inner = self.reduce(red.dtype, red.level + 1)
        return inner if not self.maybe() else self.combine(self.operand(red.dtype), inner)

    def reduced_after(self, red: _Reduction) -> UOp:
        """A value built from an earlier reduce's result (x - max)."""
        return self.combine(self.element(red.dtype), red.earlier.node)

    def element(self, dtype: DType) -> UOp:
        """Usually a load indexed by every open reduce range (x[i*6 + j] in a reduce over j
        inside one over i) and maybe outer counters, else any value of `dtype`."""
        if self.draw(st.integers(0, 3)) == 3:
            return self.operand(dtype)
        ranges = [s.counter for s in self.scopes if s.reducing]
        position = None
        for r in ranges:
            stride = self.choose([1, 2, 3, 4, 8, 16])
            term = r if stride == 1 else self.kb.mul(r, stride)
            position = term if position is None else self.kb.add(position, term)
        if self.maybe():
            position = self.kb.add(position, self.index_value())
        index = self.kb.min(position, INPUT_SIZE - dtype.lanes)
        return self.kb.load(self.input_buffer(dtype), index, dtype.lanes)

    def identity(self, fold: Ops, dtype: DType) -> UOp:
        value = self.kb.const(dtype.scalar, reduce_identity(fold, dtype))
        return value if dtype.lanes == 1 else self.kb.broadcast(value, dtype.lanes)

    def reduce_ranges(self) -> list[UOp]:
        """1-3 reduce ranges, each opened as a scope whose counter the value may use."""
        ranges: list[UOp] = []
        while not ranges or (len(ranges) < MAX_REDUCE_RANGES and self.maybe()):
            budget = max(1, MAX_REDUCE_ITERATIONS // math.prod(s.trips for s in self.scopes))
            trips = self.choose([t for t in REDUCE_TRIPS if t <= budget])
            bound: UOp | int = trips
            if self.maybe():
                lo = self.draw(st.integers(0, trips))
                bound = self.kb.var(self.name("n"), i32, lo, trips)
            ranges.append(self.kb.reduce_range(bound))
            self.scopes.append(_Scope(ranges[-1], trips, reducing=True))
        return ranges

    def combine(self, value: UOp, result: UOp) -> UOp:
        """A binary op of a value and a reduce's result (x - max, x * sum)."""
        ops = [
            op
            for op in self.ops
            if ARITY[op] == 2 and op not in COMPARISONS and result.dtype.kind in KINDS[op].split()
        ]
        return self.kb.alu(self.choose(ops), value, result)

    def finish(self) -> Kernel:
        if not self.outputs:
            self.store(self.leaf(i32))
        return self.kb.finish()


@st.composite
def kernels(
    draw, allow_transcendental: bool = True, vocabulary: Vocabulary | None = None
) -> Kernel:
    """A verified kernel of random statements (see the module docstring), using only the
    dtypes and reduce folds of `vocabulary` (default: all of them)."""
    drawer = _KernelDrawer(draw, allow_transcendental, vocabulary)
    drawer.body()
    drawer.reductions()
    return drawer.finish()


@dataclass(frozen=True)
class FuzzCase:
    """One generated test: a kernel and the seed its inputs come from (make_args), or the
    inputs themselves (an enumerated chain brings its own edge values); the backends' own
    choices drawn with it ({backend: JSON-able value}); the swarm features it was drawn with."""

    kernel: Kernel
    input_seed: int
    inputs: Args | None = field(default=None, compare=False)
    choices: dict | None = field(default=None, compare=False)
    features: dict | None = field(default=None, compare=False)

    def args(self) -> Args:
        """Fresh inputs of this case (a copy: runs write their outputs into them)."""
        if self.inputs is None:
            return make_args(self.kernel, self.input_seed)
        return self.inputs.copy()


def fuzz_cases(
    allow_transcendental: bool = True, vocabulary: Vocabulary | None = None
) -> st.SearchStrategy[FuzzCase]:
    kernel = kernels(allow_transcendental, vocabulary)
    return st.builds(FuzzCase, kernel, st.integers(0, 2**32 - 1))


def describe_dtypes(kernel: Kernel) -> set[str]:
    """Every dtype a kernel computes with (used by the generator's coverage test)."""
    return {str(n.dtype) for n in kernel.sink.toposort() if isinstance(n.dtype, DType)}


__all__ = ["FuzzCase", "fuzz_cases", "kernels", "describe_dtypes"]
