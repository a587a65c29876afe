"""Hypothesis strategies for well-typed random kernels (and their inputs).

Where this sits: the fuzzer's generator. `kernels()` draws a verified `Kernel` built with
`refimpl.builder.KernelBuilder`; `fuzz_cases()` pairs it with an input seed, which
`refimpl.inputs.make_args` turns into buffers full of edge values (NaN, ±inf, ±0,
denormals, MIN/MAX, ...). fuzz/harness.py runs the cases, fuzz/campaign.py drives them,
fuzz/generate.py says which kernel is example i of a campaign.

Small first. The first choice is a kernel's size (KERNEL_SIZES): most compiler bugs show on
a few nodes and a small kernel compiles fast and shrinks to little, so about two kernels in
three are *chains* and one in five a *small reduction*, at most 10 nodes in most cases
(kernel_nodes; SIZE_BUCKETS for the campaign's histogram), and one in seven is *large*:

- A chain: out[i] = 1-3 casts, bitcasts and ops applied to x[i], over the whole of x (47 or
  48 elements: an unrolled or upcast loop has a rest; rarely a parameter bound); a vector
  chain mostly reads one vector of the whole of x without a loop. An op's other operands
  are constants at the edge values of the dtype it computes in (the chain's intermediate
  dtype, not only the loaded one), the value itself, or loads of other buffers at the same
  index; refimpl.inputs plans every lossy cast's boundaries on the way into x.
- A small reduction: reduce(fold, cast(step(x[j]))) over one reduce range of a trip count
  from REDUCE_TRIPS (rarely two ranges, a stride, an outer loop, a parameter bound): what
  goes wrong once a kernel optimizer upcasts or unrolls the reduce.
- A large kernel: at least two statements and maybe reduction nests, as below (loops,
  register arrays, gates, gathers, shuffles, many buffers).

How a large kernel is drawn (`_KernelDrawer`):

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
  (`where(j <= i, x[j], identity)`, i an outer counter, j a reduce range: a cumulative sum;
  only where the swarm group enables `where`),
  a reduce inside the reduce (a sum of row maxima), or a value built from an earlier
  reduce's result (x - max). Trip counts are small and odd (REDUCE_TRIPS, or a scalar
  parameter bound up to one), so an unrolled or upcast loop has a remainder; their product
  around a value stays under MAX_REDUCE_ITERATIONS.

Swarm configurations (Groce et al., ISSTA 2012). Each group of SWARM_GROUP consecutive
examples of a campaign draws with a `Features` subset of the generator (swarm_features, from
the campaign seed and the group alone, recorded in FuzzCase.features): about half of the ops,
dtypes and widths, and of the switches for loops, parameter bounds, gates, register arrays,
reductions and shuffles; one group in SWARM_EVERYTHING_ONE_IN keeps everything. A feature
crowding out another (every kernel holding a gate, say) no longer hides the bugs that
need the other one left out. i32 and bool stay for indices and gates, and where nothing
enabled fits a draw the drawer takes a cast.

With `Vocabulary.pre_optimizer` (a campaign selecting a backend with a kernel optimizer),
half the kernels are in the form such an optimizer takes: scalar values only (no vector
dtypes, no shuffles), no register accumulators, reductions as REDUCE; the other half keep
the vectors the plain backends' bugs live in. The form is a swarm feature: a narrowed group
takes one form, a group that keeps everything draws it per kernel.

Choices are ordered simplest first (`sampled_from` lists start with the plain cases), so
a shrunk kernel is a chain where it can be, and uses scalar i32/f32 adds, constant indices
and no loops where it can. (A campaign example is Hypothesis' second draw, whose first
choice is never the simplest: the size comes first, so that bias falls on it, harmlessly.)
"""

from __future__ import annotations

import math
import random
import struct
from collections.abc import Callable, Sequence
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

# The size of a kernel, drawn first: most compiler bugs show on a few nodes (the small scope
# hypothesis), and a small kernel compiles fast and shrinks to little, so most kernels are
# a chain of casts and ops or a small reduction; a tail of large ones keeps loops, register
# arrays, gates and many buffers in the mix. Simplest first: Hypothesis shrinks toward a chain.
KERNEL_SIZES = ("chain",) * 14 + ("reduction",) * 4 + ("large",) * 3
MAX_CHAIN_STEPS = 3  # casts and ops on a loaded value in a chain

# Size buckets of the campaign's histogram (kernel_nodes), smallest first.
SIZE_BUCKETS = ("1-5", "6-10", "11-25", "26-50", "51-100", ">100")
_SIZE_BUCKET_TOPS = (5, 10, 25, 50, 100)

# Swarm testing: each group of SWARM_GROUP consecutive examples enables a random subset of
# the generator's features (swarm_features); a group in SWARM_EVERYTHING_ONE_IN keeps all.
SWARM_GROUP = 16
SWARM_EVERYTHING_ONE_IN = 4
SWARM_SWITCHES = ("loops", "parameter_bounds", "gates", "accumulators", "reductions", "shuffles")

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

    `pre_optimizer`: half the kernels are drawn in the form a kernel optimizer takes (scalar
    values only, no register accumulators, reductions as `reduce`; Capabilities.
    optimizes_kernels: the -opt backends skip their optimizer on any other kernel), the other
    half in the post-optimizer form the plain backends' vector bugs live in. Which form is a
    swarm feature (Features.form): most groups of examples take one of the two."""

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


@dataclass(frozen=True)
class Features:
    """What one example's drawer may use: the swarm configuration of its group (swarm
    testing, Groce et al. ISSTA 2012: runs that each leave out a random subset of features
    find more bugs than runs that all use everything, since a feature can crowd out the
    one a bug needs). None and True: everything the vocabulary allows. A narrowing never
    makes a draw impossible: where nothing enabled fits, the drawer takes a cast.

    - `ops`, `dtypes`, `lanes`: ALU op names, scalar dtype names, vector widths (1 always;
      i32 and bool always, for indices and gates);
    - `loops`: ordinary loops (a chain keeps its elementwise loop); `parameter_bounds`: loop
      and reduce bounds from scalar parameters; `gates`: gated loads, gathers and gated
      stores; `accumulators`: register arrays; `reductions`: `reduce`; `shuffles`: gep,
      vectorize and broadcast values;
    - `form`: "pre_optimizer" or "post_optimizer" when the vocabulary wants the form a
      kernel optimizer takes (Vocabulary.pre_optimizer); None: drawn per kernel, half each.
    """

    ops: frozenset[str] | None = None
    dtypes: frozenset[str] | None = None
    lanes: frozenset[int] | None = None
    loops: bool = True
    parameter_bounds: bool = True
    gates: bool = True
    accumulators: bool = True
    reductions: bool = True
    shuffles: bool = True
    form: str | None = None

    def to_json(self) -> dict | None:
        """Only what is narrowed, lists sorted; None for everything (FuzzCase.features)."""
        data: dict = {}
        for key in ("ops", "dtypes", "lanes"):
            if (value := getattr(self, key)) is not None:
                data[key] = sorted(value)
        data |= {key: False for key in SWARM_SWITCHES if not getattr(self, key)}
        if self.form is not None:
            data["form"] = self.form
        return data or None

    @classmethod
    def from_json(cls, data: dict | None) -> Features:
        data = data or {}
        return cls(
            *(frozenset(data[k]) if k in data else None for k in ("ops", "dtypes", "lanes")),
            **{key: bool(data.get(key, True)) for key in SWARM_SWITCHES},
            form=data.get("form"),
        )


def swarm_features(campaign_seed: int, group: int, vocabulary: Vocabulary) -> dict | None:
    """The features of the examples of `group` (index // SWARM_GROUP) as FuzzCase.features
    records them: drawn with random.Random from (campaign seed, group) alone, so they do not
    depend on batch sizes or shards. One group in SWARM_EVERYTHING_ONE_IN keeps everything;
    the others enable each op, dtype, width and switch with probability one half. With
    `vocabulary.pre_optimizer`, half of the narrowed groups are in the pre-optimizer form
    and half in the post-optimizer form (the others draw it per kernel)."""
    rng = random.Random(f"uopcheck-swarm:{campaign_seed}:{group}")
    # every draw is made whatever is kept, so one choice never shifts the others
    everything = rng.randrange(SWARM_EVERYTHING_ONE_IN) == 0
    ops = [op.text for op in ALU_OPS if rng.random() < 0.5]
    dtypes = [d.name for d in vocabulary.scalars() if rng.random() < 0.5 or d in (i32, bool_)]
    lanes = [1] + [width for width in VECTOR_WIDTHS if rng.random() < 0.5]
    switches = {key: rng.random() < 0.5 for key in SWARM_SWITCHES}
    form = rng.choice(("pre_optimizer", "post_optimizer"))
    if everything:
        return None
    features = Features(
        frozenset(ops or [rng.choice(ALU_OPS).text]),
        frozenset(dtypes),
        frozenset(lanes),
        **switches,
        form=form if vocabulary.pre_optimizer else None,
    )
    return features.to_json()


def enabled_features(features: dict | None) -> list[str]:
    """What a swarm configuration (FuzzCase.features) enables, as the campaign report counts
    it: "everything", or each switch, width and dtype on, and the form."""
    if features is None:
        return ["everything"]
    narrowed = Features.from_json(features)
    names = [key for key in SWARM_SWITCHES if getattr(narrowed, key)]
    names += [f"width {w}" for w in sorted(narrowed.lanes or LANES)]
    names += [f"dtype {d}" for d in sorted(narrowed.dtypes or [])]
    names += [f"{len(narrowed.ops)} ops"] if narrowed.ops is not None else []
    return names + ([f"form {narrowed.form}"] if narrowed.form else [])


def size_bucket(nodes: int) -> str:
    """The SIZE_BUCKETS entry of a kernel of `nodes` nodes (kernel_nodes)."""
    for top, bucket in zip(_SIZE_BUCKET_TOPS, SIZE_BUCKETS, strict=False):
        if nodes <= top:
            return bucket
    return SIZE_BUCKETS[-1]


def kernel_nodes(kernel: Kernel) -> int:
    """The size of a kernel: its graph nodes other than constants (what minimizing makes
    smaller first, fuzz/minimize.py size)."""
    return sum(node.op is not Ops.CONST for node in kernel.sink.toposort())


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
        self,
        draw,
        allow_transcendental: bool = True,
        vocabulary: Vocabulary | None = None,
        features: Features | None = None,
    ):
        self.draw = draw
        vocabulary = vocabulary or EVERYTHING
        self.features = features = features or Features()
        self.scalars = _narrowed(vocabulary.scalars(), features.dtypes, lambda d: d.name)
        self.kb = KernelBuilder("fuzz")
        self.scopes = [_Scope(None, 1)]
        self.inputs: dict[DType, UOp] = {}
        self.outputs: list[UOp] = []
        self.count = {"in": 0, "out": 0, "n": 0}
        self.index_lanes: dict[UOp, int] = {}  # a chain's index -> lanes a load there may have
        ops = [op for op in ALU_OPS if allow_transcendental or op not in TRANSCENDENTAL]
        ops = [op for op in ops if self.dtypes_for(op)]  # an f16-only group has no `and`
        self.ops = _narrowed(ops, features.ops, lambda op: op.text)
        self.folds = _narrowed(vocabulary.folds(), features.ops, lambda op: op.text)
        self.vocabulary = vocabulary
        self.pre_optimizer = False
        self.lanes = _narrowed(LANES, features.lanes, lambda width: width)

    def choose_form(self) -> None:
        """The pre-optimizer form (scalars, no accumulators) when the vocabulary wants it:
        the swarm group's choice, or drawn (half and half; shrinks toward the other form)."""
        if self.vocabulary.pre_optimizer and self.features.form is None:
            self.pre_optimizer = self.maybe()
        else:
            wanted = self.features.form == "pre_optimizer"
            self.pre_optimizer = self.vocabulary.pre_optimizer and wanted
        if self.pre_optimizer:
            self.lanes = (1,)

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

    def rarely(self) -> bool:
        """An optional feature of a small kernel, one time in six: shrinks toward False."""
        return self.draw(st.integers(0, 5)) == 5

    def name(self, prefix: str) -> str:
        self.count[prefix] += 1
        return f"{prefix}{self.count[prefix] - 1}"

    def visible(self) -> list[_Value]:
        return [v for s in self.scopes for v in s.values]

    def add(self, node: UOp) -> UOp:
        self.scopes[-1].values.append(_Value(node))
        return node

    # --- the kernel: its size first ---------------------------------------------------------
    def kernel(self) -> Kernel:
        # The size is the first choice: the example a campaign takes is Hypothesis' second,
        # whose first choice is never the simplest one (the first example took that), which
        # would make a form drawn first always the pre-optimizer one.
        sizes = [s for s in KERNEL_SIZES if s != "reduction" or self.features.reductions]
        size = self.choose(sizes)
        self.choose_form()
        getattr(self, f"{size}_kernel")()
        return self.finish()

    def large_kernel(self) -> None:
        """Statements (two at least: the small forms draw smaller kernels), then reduction
        nests (module docstring)."""
        self.body(at_least=2)
        self.reductions()

    def chain_kernel(self) -> None:
        """out[i] = a chain of casts and ops on x[i], over the elements of x (or fewer); for a
        vector mostly out[0:L] = chain(x[0:L]) of an x of L elements: the vector is the loop."""
        lanes = self.small_lanes(self.maybe)
        dtype = self.choose(self.scalars).vec(lanes)
        if lanes > 1 and not self.rarely():
            index = self.kb.const(i32, 0)
            self.index_lanes[index] = INPUT_SIZE  # any vector of a buffer fits at 0
            whole_vector = self.kb.buffer(self.name("in"), dtype.scalar, lanes)
            loaded = self.kb.load(whole_vector, index, lanes)
            self.store(self.chain(loaded, index), may_gate=False)
            return
        whole = INPUT_SIZE // lanes
        trips = self.choose([whole, whole - 1])  # 47: an unrolled or upcast loop has a rest
        bound = self.bound(trips, self.rarely)
        with self.kb.loop(bound) as counter:
            self.scopes.append(_Scope(counter, trips))
            index = counter if lanes == 1 else self.kb.mul(counter, lanes)
            self.index_lanes[index] = lanes
            loaded = self.kb.load(self.input_buffer(dtype), index, lanes)
            self.store(self.chain(loaded, index), may_gate=False)
            self.scopes.pop()

    def reduction_kernel(self) -> None:
        """A reduce of a cast or op of x[j] (small_reduce), rarely inside one loop."""
        if self.features.loops and self.rarely():
            bound, trips = self.loop_bound()
            with self.kb.loop(bound) as counter:
                self.scopes.append(_Scope(counter, trips))
                self.store(self.small_reduce(), may_gate=False)
                self.scopes.pop()
        else:
            self.store(self.small_reduce(), may_gate=False)

    def small_reduce(self) -> UOp:
        """reduce(fold, cast(step(x[j]), dtype), j): x of the fold's dtype unless maybe, and
        the step (a cast or an op) and the cast only where drawn or needed."""
        fold = self.choose(self.folds)
        dtype = self.choose(self.dtypes_for(fold))
        source = (self.choose(self.scalars) if self.maybe() else dtype).vec(self.small_lanes())
        ranges = self.reduce_ranges(more=self.rarely)
        index = self.element_index(source, small=True)
        self.index_lanes[index] = source.lanes
        value = self.kb.load(self.input_buffer(source), index, source.lanes)
        if self.maybe():  # with the cast to the fold's dtype, a chain of two at most
            value = self.step(value, index)
        want = dtype.vec(value.dtype.lanes)
        if value.dtype != want:
            value = self.kb.cast(value, want)
        del self.scopes[-len(ranges) :]
        return self.kb.reduce(fold, value, *ranges)

    def vector_widths(self) -> list[int]:
        """The widths above one the drawer may use (none in the pre-optimizer form)."""
        return [width for width in self.lanes if width > 1]

    def small_lanes(self, sometimes: Callable[[], bool] | None = None) -> int:
        """A vector when `sometimes()` says so (default: rarely; a vector costs an index
        multiply and broadcast constants)."""
        widths = self.vector_widths()
        return self.choose(widths) if widths and (sometimes or self.rarely)() else 1

    # --- chains: casts and ops on a loaded value ----------------------------------------------
    def chain(self, value: UOp, index: UOp) -> UOp:
        """1 to MAX_CHAIN_STEPS casts and ops applied to `value` (loaded at `index`)."""
        steps = 0
        while steps == 0 or (steps < MAX_CHAIN_STEPS and self.maybe()):
            steps += 1
            value = self.step(value, index)
        return value

    def step(self, value: UOp, index: UOp) -> UOp:
        return getattr(self, f"step_{self.choose(['cast', 'alu', 'bitcast'])}")(value, index)

    def step_cast(self, value: UOp, index: UOp) -> UOp:
        others = [d for d in self.scalars if d != value.dtype.scalar]
        return self.kb.cast(value, self.choose(others).vec(value.dtype.lanes))

    def step_bitcast(self, value: UOp, index: UOp) -> UOp:
        """A bitcast to another dtype of the same width, rarely to one of other lanes."""
        total = value.dtype.bits * value.dtype.lanes
        lanes = self.lanes if self.rarely() else (value.dtype.lanes,)
        targets = [
            d.vec(total // d.bits)
            for d in self.scalars
            if not d.is_bool
            and d != value.dtype.scalar
            and total % d.bits == 0
            and total // d.bits in lanes
        ]
        if value.dtype.scalar.is_bool or not targets:
            return self.step_cast(value, index)
        return self.kb.bitcast(value, self.choose(targets))

    def step_alu(self, value: UOp, index: UOp) -> UOp:
        """An op with `value` in one operand position; the others are edge-value constants
        of its dtype, `value` itself, or loads of other buffers at the same index (whose
        inputs get aligned operand rows, refimpl.inputs)."""
        dtype = value.dtype
        ops = [op for op in self.ops if dtype.scalar in self.dtypes_for(op)]  # where: any
        if not ops:
            return self.step_cast(value, index)
        op = self.choose(ops)
        if op is Ops.WHERE and dtype.scalar.is_bool:
            branch = self.choose(self.scalars).vec(dtype.lanes)
            return self.kb.where(value, *(self.chain_operand(branch, index) for _ in "ab"))
        if op is Ops.WHERE:
            gate = self.chain_operand(bool_.vec(dtype.lanes), index)
            operands = [value, self.chain_operand(dtype, index, value)]
            return self.kb.where(gate, *(reversed(operands) if self.maybe() else operands))
        operands = [self.chain_operand(dtype, index, value) for _ in range(ARITY[op] - 1)]
        operands.insert(self.draw(st.integers(0, ARITY[op] - 1)), value)
        return self.kb.alu(op, *operands)

    def chain_operand(self, dtype: DType, index: UOp, value: UOp | None = None) -> UOp:
        # a constant half the time: a load costs a buffer too
        kind = self.choose(["constant", "constant", "load"] + ([] if value is None else ["same"]))
        if kind == "same":
            return value
        if kind == "load":  # a buffer of its own: aligned with the chain's load
            buffer = self.kb.buffer(self.name("in"), dtype.scalar, INPUT_SIZE)
            if dtype.lanes > self.index_lanes.get(index, 1):  # wider since a bitcast
                index = self.kb.min(index, INPUT_SIZE - dtype.lanes)
            return self.kb.load(buffer, index, dtype.lanes)
        constant = self.kb.const(dtype.scalar, self.choose(edge_values(dtype.scalar)))
        return constant if dtype.lanes == 1 else self.kb.broadcast(constant, dtype.lanes)

    # --- statements ------------------------------------------------------------------------
    def body(self, at_least: int = 0) -> None:
        """Statements of the current scope (`at_least` of them, then while "continue?" says
        yes), then store leftovers."""
        statements = 0
        while statements < MAX_STATEMENTS and (statements < at_least or self.more()):
            statements += 1
            kind = self.choose(self.statement_kinds())
            getattr(self, f"stmt_{kind}")()
        self.store_unused()

    def statement_kinds(self) -> list[str]:
        kinds = ["value", "store"]
        kinds += ["loop"] if self.features.loops and len(self.scopes) <= MAX_LOOP_DEPTH else []
        kinds += ["accumulator"] if self.features.accumulators and not self.pre_optimizer else []
        if any(s.accumulators for s in self.scopes):
            kinds += ["update", "read"]
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
        shuffles = self.features.shuffles and self.vector_widths()
        kind = self.choose(["alu", "cast", "bitcast"] + (["shuffle"] if shuffles else []))
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
            if want.is_bool:  # a bool from comparing anything
                ops += [op for op in (Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE) if op in self.ops]
            if not ops:  # the swarm group enables no op of this dtype
                return self.value_cast(want, depth)
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
        to = want or self.choose(self.scalars).vec(self.choose(self.vector_widths()))
        kind = self.choose(["gep", "vectorize", "broadcast"])
        if kind == "broadcast":
            return self.kb.broadcast(self.operand(to.scalar, depth), to.lanes)
        source = self.operand(to.scalar.vec(self.choose(self.vector_widths())), depth)
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
        kind = self.choose(["plain", "gated", "gather"] if self.features.gates else ["plain"])
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
        return self.bound(trips), trips

    def bound(self, trips: int, sometimes: Callable[[], bool] | None = None) -> UOp | int:
        """`trips`, or when `sometimes()` says so (default: maybe) a scalar parameter of at
        most `trips`."""
        if self.features.parameter_bounds and (sometimes or self.maybe)():
            lo = self.draw(st.integers(0, trips))
            return self.kb.var(self.name("n"), i32, lo, trips)
        return trips

    # --- stores ----------------------------------------------------------------------------
    def store(self, value: UOp, may_gate: bool = True) -> None:
        """Store to a fresh output, one element group per iteration of the open loops; with
        `may_gate`, one store in five is gated."""
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
        gated = may_gate and self.features.gates and self.draw(st.integers(0, 4)) == 4
        self.kb.store(output, index, value, gate=self.gate() if gated else None)

    # --- reductions: the form before a kernel optimizer ([reduce]) -------------------------
    def reductions(self) -> None:
        """Reduction nests while "continue?" says yes (a maybe: half the kernels have none)."""
        nests = 0
        while self.features.reductions and nests < MAX_REDUCTION_NESTS and self.maybe():
            nests += 1
            self.reduction_nest(self.draw(st.integers(0, MAX_NEST_LOOPS * self.features.loops)))

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
        shapes += ["window"] if outer_counters and Ops.WHERE in self.ops else []  # a where
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
        return self.kb.load(self.input_buffer(dtype), self.element_index(dtype), dtype.lanes)

    def element_index(self, dtype: DType, small: bool = False) -> UOp:
        """An index of every open reduce range with a stride, maybe plus outer counters,
        clamped inside a buffer; `small`: stride 1 and no outer counter, but rarely."""
        scopes = [s for s in self.scopes if s.reducing]
        position, highest = None, 0
        for scope in scopes:
            strided = not small or self.rarely()
            stride = self.choose([1, 2, 3, 4, 8, 16] if strided else [1])
            term = scope.counter if stride == 1 else self.kb.mul(scope.counter, stride)
            position = term if position is None else self.kb.add(position, term)
            highest += stride * (scope.trips - 1)
        if self.rarely() if small else self.maybe():
            position = self.kb.add(position, self.index_value())
            highest = INPUT_SIZE  # a counter's reach is not worth working out
        if small and highest + dtype.lanes <= INPUT_SIZE:
            return position  # inside without a clamp: one node less
        return self.kb.min(position, INPUT_SIZE - dtype.lanes)

    def identity(self, fold: Ops, dtype: DType) -> UOp:
        value = self.kb.const(dtype.scalar, reduce_identity(fold, dtype))
        return value if dtype.lanes == 1 else self.kb.broadcast(value, dtype.lanes)

    def reduce_ranges(self, more: Callable[[], bool] | None = None) -> list[UOp]:
        """1-3 reduce ranges (another while `more()` says so; default: maybe), each opened as
        a scope whose counter the value may use."""
        more = more or self.maybe
        ranges: list[UOp] = []
        while not ranges or (len(ranges) < MAX_REDUCE_RANGES and more()):
            budget = max(1, MAX_REDUCE_ITERATIONS // math.prod(s.trips for s in self.scopes))
            trips = self.choose([t for t in REDUCE_TRIPS if t <= budget])
            ranges.append(self.kb.reduce_range(self.bound(trips, more)))
            self.scopes.append(_Scope(ranges[-1], trips, reducing=True))
        return ranges

    def combine(self, value: UOp, result: UOp) -> UOp:
        """A binary op of a value and a reduce's result (x - max, x * sum)."""
        ops = [
            op
            for op in ALU_OPS
            if ARITY[op] == 2 and op not in COMPARISONS and result.dtype.kind in KINDS[op].split()
        ]
        enabled = [op for op in ops if op in self.ops]  # none when the swarm group has none
        return self.kb.alu(self.choose(enabled or ops), value, result)

    def finish(self) -> Kernel:
        if not self.outputs:
            self.store(self.leaf(i32))
        return self.kb.finish()


def _narrowed(options: Sequence, wanted: frozenset | None, key: Callable) -> tuple:
    """`options` whose key is in `wanted` (None: all; all again if none is)."""
    kept = tuple(o for o in options if wanted is None or key(o) in wanted)
    return kept or tuple(options)


@st.composite
def kernels(
    draw,
    allow_transcendental: bool = True,
    vocabulary: Vocabulary | None = None,
    features: dict | None = None,
) -> Kernel:
    """A verified kernel (see the module docstring), using only the dtypes and reduce folds
    of `vocabulary` (default: all of them) and the swarm `features` (Features.to_json;
    None: everything)."""
    drawer = _KernelDrawer(draw, allow_transcendental, vocabulary, Features.from_json(features))
    return drawer.kernel()


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
    allow_transcendental: bool = True,
    vocabulary: Vocabulary | None = None,
    features: dict | None = None,
) -> st.SearchStrategy[FuzzCase]:
    """Cases of `kernels(allow_transcendental, vocabulary, features)` and an input seed; the
    features ride in FuzzCase.features."""
    kernel = kernels(allow_transcendental, vocabulary, features)
    return st.builds(FuzzCase, kernel, st.integers(0, 2**32 - 1), features=st.just(features))


def describe_dtypes(kernel: Kernel) -> set[str]:
    """Every dtype a kernel computes with (used by the generator's coverage test)."""
    return {str(n.dtype) for n in kernel.sink.toposort() if isinstance(n.dtype, DType)}


__all__ = [
    "FuzzCase",
    "Features",
    "SIZE_BUCKETS",
    "SWARM_GROUP",
    "describe_dtypes",
    "enabled_features",
    "fuzz_cases",
    "kernel_nodes",
    "kernels",
    "size_bucket",
    "swarm_features",
]
