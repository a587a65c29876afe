"""The kernel IR as tinygrad 0.14.0's UOp graph, asking tinygrad the spec's question.

Where this sits: the tinygrad backends (backend.py) hand a `Program` — lowered (so no
transcendental remains), not legalized, the graph before linearization — to `translate`,
and give the resulting SINK to tinygrad's own late pipeline (`tinygrad.codegen.do_to_program`).
The SINK carries a `KernelInfo` and `tag=1`, the form tinygrad's CPU runtime uses for its
helper kernels: the optimizer is skipped, everything after it (symbolic rewrites,
devectorize, decompositions, linearizer, and for x86 its isel and register allocator) runs.
For the -opt backends (`optimize=True`) the SINK has no tag, so tinygrad's kernel optimizer
runs first on a REDUCE over REDUCE ranges, the form its scheduler would give it. In that
form a load is its INDEX used as a value (tinygrad adds the LOADs after the optimizer,
`pm_add_loads`): the optimizer's rewrites of an INDEX (PADTO's validity select) would
otherwise land inside a LOAD, where tinygrad's memory coalescing refuses them.

The IR is almost tinygrad's own graph: PARAM, RANGE, END, AFTER, LOAD, STORE and the ALU ops
map node for node. Vectors stay vectors: a `TxN` value is a tinygrad value of shape (N,)
(a vector load indexes the buffer with `i + (0, 1, .., N-1)`, a shuffle is a STACK of lanes),
so tinygrad's devectorizer and load/store coalescing see real vectors.

Where a tinygrad op is looser than docs/semantics.md, the spec's version is spelled out in
tinygrad ops (each entry of SPELLED_OUT says why; docs/tinygrad.md has the whole table):
float `max`/`min` as selects in the spec's operand order, `min` (which tinygrad lacks),
shift counts masked, integer division with its divisor guarded so `x/0` and `MIN/-1`
(which trap in C and on x86) never reach tinygrad, and `mulacc` as a separate multiply and
add.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from tinygrad import UOp as TgUOp
from tinygrad import dtypes
from tinygrad.dtype import AddrSpace
from tinygrad.uop.ops import AxisType, KernelInfo
from tinygrad.uop.ops import Ops as TgOps

from refimpl.dtypes import DType, bool_
from refimpl.ir import Kernel, Ops, UOp, reduce_identity, reduce_ranges, root_buffer

TG_DTYPES = {
    "bool": dtypes.bool, "i8": dtypes.int8, "i16": dtypes.int16, "i32": dtypes.int32,
    "i64": dtypes.int64, "u8": dtypes.uint8, "u16": dtypes.uint16, "u32": dtypes.uint32,
    "u64": dtypes.uint64, "f16": dtypes.float16, "f32": dtypes.float32, "f64": dtypes.float64,
    "bf16": dtypes.bfloat16, "f8e4m3": dtypes.fp8e4m3, "f8e5m2": dtypes.fp8e5m2,
}  # fmt: skip

# IR ops that are tinygrad ops with the same meaning on every dtype they take
DIRECT = {
    Ops.ADD: TgOps.ADD, Ops.SUB: TgOps.SUB, Ops.MUL: TgOps.MUL, Ops.FDIV: TgOps.FDIV,
    Ops.AND: TgOps.AND, Ops.OR: TgOps.OR, Ops.XOR: TgOps.XOR, Ops.CMPLT: TgOps.CMPLT,
    Ops.CMPNE: TgOps.CMPNE, Ops.CMPEQ: TgOps.CMPEQ, Ops.NEG: TgOps.NEG, Ops.SQRT: TgOps.SQRT,
    Ops.RECIP: TgOps.RECIPROCAL, Ops.TRUNC: TgOps.TRUNC, Ops.WHERE: TgOps.WHERE,
}  # fmt: skip


# [reduce] folds tinygrad has a REDUCE for. `and or xor min` have none; tinygrad's own graphs
# never need them, and min as a max of negations is wrong for an integer's least value (its
# negation wraps) and for NaN. Kernels folding with them are outside the -opt backends'
# capabilities (backend.py), so the suite skips them with this reason.
TG_REDUCE = {Ops.ADD: TgOps.ADD, Ops.MUL: TgOps.MUL, Ops.MAX: TgOps.MAX}
NO_TG_REDUCE = "tinygrad 0.14.0 has ADD, MUL and MAX reductions only"


class Untranslatable(ValueError):
    """A kernel this translation cannot express in tinygrad's graph (the reason says why)."""


def tg_dtype(dtype: DType):
    return TG_DTYPES[dtype.scalar.name]


def _const(dtype: DType, value) -> TgUOp:
    return TgUOp.const(value, tg_dtype(dtype))


def _lanes_like(node: UOp, scalar: TgUOp) -> TgUOp:
    """`scalar` repeated to the lane count of `node` (for constants in a vector op)."""
    return scalar if node.dtype.lanes == 1 else scalar.broadcast(node.dtype.lanes)


# --- the ops spelled out in spec terms -------------------------------------------------------


def _max(node: UOp, a: TgUOp, b: TgUOp) -> TgUOp:
    # [float-minmax] a > b ? a : b; tinygrad's MAX is a < b ? b : a, which returns a (not b)
    # when either is NaN and +0.0 for max(0.0, -0.0). Integers have one answer: ask its MAX.
    if node.dtype.is_float:
        return (b < a).where(a, b)
    return a.alu(TgOps.MAX, b)


def _min(node: UOp, a: TgUOp, b: TgUOp) -> TgUOp:
    # tinygrad has no MIN op; [float-minmax] and [int-minmax] are both a < b ? a : b
    return (a < b).where(a, b)


def _shift(op: TgOps) -> Callable:
    def shift(node: UOp, a: TgUOp, b: TgUOp) -> TgUOp:
        # [shift-mask]: the count is taken mod bits (in C a count >= bits is undefined);
        # the count's bit pattern is used, so a negative count masks like its unsigned self
        mask = _lanes_like(node, _const(node.dtype, node.dtype.scalar.bits - 1))
        return a.alu(op, b & mask)

    return shift


def _guarded_divisor(node: UOp, b: TgUOp) -> tuple[TgUOp, TgUOp | None]:
    """(a divisor that is never 0 nor -1 for a signed dtype, the `b == -1` mask or None)."""
    one = _lanes_like(node, _const(node.dtype, 1))
    zero = _lanes_like(node, _const(node.dtype, 0))
    if not node.dtype.is_signed:
        return b.eq(zero).where(one, b), None
    minus_one = _lanes_like(node, _const(node.dtype, -1))
    is_minus_one = b.eq(minus_one)
    return (b.eq(zero) | is_minus_one).where(one, b), is_minus_one


def _idiv(node: UOp, a: TgUOp, b: TgUOp) -> TgUOp:
    # [idiv-zero] x/0 is don't-care but must not trap; [idiv-overflow] MIN/-1 == MIN, i.e.
    # x/-1 == -x wrapped. Both trap as C or x86 division, so the divisor is guarded and the
    # -1 case computed as a negation; every other lane is tinygrad's truncating division.
    safe, is_minus_one = _guarded_divisor(node, b)
    quotient = a.alu(TgOps.CDIV, safe)
    if is_minus_one is None:
        return quotient
    zero = _lanes_like(node, _const(node.dtype, 0))
    return is_minus_one.where(zero - a, quotient)


def _mod(node: UOp, a: TgUOp, b: TgUOp) -> TgUOp:
    # x % -1 == 0 always; x % 1 == 0 as well, so the guarded divisor needs no select after
    safe, _ = _guarded_divisor(node, b)
    return a.alu(TgOps.CMOD, safe)


def _mulacc(node: UOp, a: TgUOp, b: TgUOp, c: TgUOp) -> TgUOp:
    # [no-contract] two roundings: a multiply and an add. tinygrad's MULACC is a fused op
    # where a renderer supports it; a backend that contracts this anyway waives the rule.
    return a * b + c


# tinygrad's own front end never builds SUB or NEG: its `a - b` is `a + b*-1` and its `-x` is
# `x*-1` (mixin/elementwise.py), and its late decomposition turns those back into SUB and NEG
# only for a renderer whose `code_for_op` has them (decomp/op.py). The LLVM renderer has
# neither (`KeyError: Ops.SUB`, "failed to render Ops.NEG"), so a kernel for it states them
# the front end's way; both are exact (a negation only flips the sign), so the spec's `sub`
# and `neg` are unchanged. The clang and X86 renderers keep getting SUB and NEG as written.
def _sub_as_add(node: UOp, a: TgUOp, b: TgUOp) -> TgUOp:
    return a + _neg_as_mul(node, b)


def _neg_as_mul(node: UOp, a: TgUOp) -> TgUOp:
    return a * _lanes_like(node, _const(node.dtype, -1))


FRONT_END_FORM = {Ops.SUB: (TgOps.SUB, _sub_as_add), Ops.NEG: (TgOps.NEG, _neg_as_mul)}


SPELLED_OUT: dict[Ops, Callable] = {
    Ops.MAX: _max,
    Ops.MIN: _min,
    Ops.SHL: _shift(TgOps.SHL),
    Ops.SHR: _shift(TgOps.SHR),
    Ops.IDIV: _idiv,
    Ops.MOD: _mod,
    Ops.MULACC: _mulacc,
}


# --- the graph ------------------------------------------------------------------------------

# The slot of a register array's BUFFER is REG_SLOT_BASE + its id. tinygrad lowers a REDUCE
# to an accumulator BUFFER of slot 0, 1, .. (codegen `reduce_ranges_to_acc`, `acc_num`), and
# two REG placeholders of one slot, shape and dtype are one UOp: a kernel's `reg f32[1]`
# numbered 0 beside a `reduce add f32` (the -opt backends' skipped path keeps REDUCEs) would
# be that accumulator, and the register's stores would land in the sum (campaign 51001).
REG_SLOT_BASE = 1 << 20


@dataclass
class Translation:
    """A kernel's tinygrad SINK and, by slot, the IR parameter each tinygrad PARAM stands for."""

    sink: TgUOp
    params: dict[int, UOp]


class _Translator:
    """Translates a kernel's nodes in topological order; `STRUCTURE` has one method per
    non-ALU op, ALU ops go through SPELLED_OUT or DIRECT."""

    def __init__(
        self, kernel: Kernel, optimize: bool = False, beam: int = 0, opts=None, renders=None
    ):
        self.kernel = kernel
        # the ops this renderer lacks that the front end's form states (FRONT_END_FORM)
        self.spelled = dict(SPELLED_OUT)
        for op, (tg_op, spelled) in FRONT_END_FORM.items():
            if renders is not None and tg_op not in renders:
                self.spelled[op] = spelled
        self.optimize, self.beam, self.opts = optimize, beam, opts
        self.done: dict[UOp, TgUOp] = {}
        self.loop_ids: dict[UOp, int] = {}
        self.reduce_ranges = reduce_ranges(kernel.sink.toposort())

    def translate(self) -> TgUOp:
        for node in self.kernel.sink.toposort():
            self.done[node] = self.node(node)
        return self.done[self.kernel.sink]

    def node(self, node: UOp) -> TgUOp:
        src = [self.done[s] for s in node.src]
        if (method := self.STRUCTURE.get(node.op)) is not None:
            return method(self, node, src)
        if node.op in self.spelled:
            return self.spelled[node.op](node, *src)
        if node.op in DIRECT:
            return src[0].alu(DIRECT[node.op], *src[1:])
        raise Untranslatable(f"no tinygrad translation for {node.op.text}")

    def sink(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        if not self.optimize:
            return TgUOp.sink(*src, arg=KernelInfo(self.kernel.name), tag=1)
        # tag None: do_to_program runs the optimizer: these opts if given (opts_to_apply),
        # else with beam 0 its hand-coded opts
        info = KernelInfo(self.kernel.name, beam=self.beam, opts_to_apply=self.opts)
        return TgUOp.sink(*src, arg=info)

    def param(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        slot, name = node.arg
        return TgUOp.param(slot, tg_dtype(node.dtype.base), (node.dtype.size,), name=name)

    def var(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        slot, name, lo, hi = node.arg
        return TgUOp.param(
            slot, tg_dtype(node.dtype), (), vmin_vmax=(lo, hi), name=name, addrspace=AddrSpace.ALU
        )

    def reg(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        # a register array is a BUFFER, numbered apart from the PARAMs and from the
        # accumulators tinygrad makes of REDUCEs (REG_SLOT_BASE)
        shape, dtype = (node.dtype.size,), tg_dtype(node.dtype.base)
        slot = REG_SLOT_BASE + node.arg
        return TgUOp.placeholder(shape, dtype, slot=slot, addrspace=AddrSpace.REG)

    def const(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        return _const(node.dtype, node.arg)

    def range(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        loop_id = self.loop_ids.setdefault(node, len(self.loop_ids))
        # the optimizer upcasts only WEAK output axes (a LOOP axis is one it must keep) and
        # unrolls REDUCE axes
        if node in self.reduce_ranges:
            axis = AxisType.REDUCE
        else:
            axis = AxisType.WEAK if self.optimize else AxisType.LOOP
        return TgUOp.range(self.loaded(src[0]), loop_id, axis, dtype=tg_dtype(node.dtype))

    def reduce(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        if node.arg not in TG_REDUCE:
            raise Untranslatable(f"reduce {node.arg.text}: {NO_TG_REDUCE}")
        return src[0].reduce(*src[1:], arg=TG_REDUCE[node.arg])

    def end(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        return TgUOp.group(*src[1:]).end(src[0])

    def after(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        if self.optimize:  # only on a read-only buffer (optimizer_refusal): nothing to order
            return src[0]
        return src[0].after(*src[1:])

    def loaded(self, value: TgUOp) -> TgUOp:
        """`value` where tinygrad wants a loaded one: pm_add_loads loads the INDEX values of
        ALU ops, reduces and stored values, not of an index or a range bound."""
        return value.load() if value.op is TgOps.INDEX else value

    def load(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        buf, index, *gate = src
        address = _vector_index(node.dtype.lanes, self.loaded(index))
        # before the optimizer a load is its INDEX (module docstring)
        read = (lambda at: at) if self.optimize else (lambda at: at.load())
        if not gate:
            return read(buf.index(address))
        # tinygrad's gated load: an INDEX made Invalid where the gate is false, selected
        # against the alternative (gater.py turns this into LOAD(index, alt, gate))
        condition, alternative = gate
        return condition.where(read(buf.index(address.valid(condition))), alternative)

    def store(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        buf, index, value, *gate = src
        address = _vector_index(node.src[2].dtype.lanes, self.loaded(index))
        if gate:
            address = address.valid(gate[0])
        return buf.index(address).store(value)

    def vectorize(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        return TgUOp.stack(*src)

    def broadcast(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        return src[0].broadcast(node.dtype.lanes)

    def gep(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        lanes = [src[0].index(lane) for lane in node.arg]
        return lanes[0] if len(lanes) == 1 else TgUOp.stack(*lanes)

    def cast(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        return src[0].cast(tg_dtype(node.dtype))

    def bitcast(self, node: UOp, src: list[TgUOp]) -> TgUOp:
        # tinygrad rescales the last axis when the element size changes, so the scalar side
        # of a lane-count-changing bitcast is a one-element axis
        value = src[0]
        if node.dtype.lanes == node.src[0].dtype.lanes:
            return value.bitcast(tg_dtype(node.dtype))
        if node.src[0].dtype.lanes == 1:
            value = TgUOp.stack(value)
        result = value.bitcast(tg_dtype(node.dtype))
        return result.index(0) if node.dtype.lanes == 1 else result

    STRUCTURE: dict[Ops, Callable] = {
        Ops.SINK: sink, Ops.PARAM: param, Ops.VAR: var, Ops.REG: reg, Ops.CONST: const,
        Ops.RANGE: range, Ops.END: end, Ops.AFTER: after, Ops.LOAD: load, Ops.STORE: store,
        Ops.VECTORIZE: vectorize, Ops.BROADCAST: broadcast, Ops.GEP: gep, Ops.CAST: cast,
        Ops.BITCAST: bitcast, Ops.REDUCE: reduce,
    }  # fmt: skip


def _vector_index(lanes: int, index: TgUOp) -> TgUOp:
    """The element indices a `lanes`-wide access at `index` touches (shape (lanes,))."""
    if lanes == 1:
        return index
    return index + TgUOp.const(tuple(range(lanes)), index.dtype)


# --- which kernels the optimizer takes -------------------------------------------------------


def optimizer_refusal(kernel: Kernel) -> str | None:
    """Why tinygrad's optimizer cannot take `kernel` as written (None: it can).

    It takes the form tinygrad's scheduler gives it: scalar values, loops closed around
    stores and reductions as REDUCE. A register array, or an ordering after a store (REG, an
    AFTER on a buffer the kernel writes), is a form after an optimizer (its accumulators are
    already chosen: an upcast axis would share one register element between lanes), and a
    vector value collides with the vector axes its UPCAST makes (`IndexError: shape
    mismatch` in its expander). An AFTER on a buffer nothing writes only ties a load to its
    loop (refimpl.builder does that for a load its loop counter does not index); the
    translation drops it."""
    written = set(kernel.outputs())  # a REG is refused on its own
    for node in kernel.sink.toposort():
        if node.op is Ops.REG or (node.op is Ops.AFTER and root_buffer(node) in written):
            return f"{node.op.text}: an explicit accumulator or ordering (a post-optimizer form)"
        if node.op not in (Ops.PARAM, Ops.SINK) and getattr(node.dtype, "lanes", 1) > 1:
            return f"a vector value ({node.op.text} {node.dtype}): the optimizer makes its own"
    return None


# Fold reduce ranges of a scalar parameter `n in 0..1` too (a where). Off: tinygrad gets
# them and shows finding 20 (its accumulator's identity stored inside such a range, so no
# trip reads an unset register). tools/triage_tinygrad_opts.py turns it on to tell which
# findings are that one.
FOLD_ZERO_OR_ONE_TRIPS = False


def _at_most_one_trip(bound: UOp) -> bool:
    """A bound that makes a range run at most once, whatever the parameters: a constant
    below 2 or a scalar parameter fixed at 0 or 1 (`n in 1..1`); with
    FOLD_ZERO_OR_ONE_TRIPS, any parameter below 2."""
    if bound.op is Ops.CONST:
        return bound.arg < 2
    if bound.op is not Ops.VAR:
        return False
    lo, hi = bound.arg[2], bound.arg[3]
    return hi < 2 and (lo == hi or hi <= 0 or FOLD_ZERO_OR_ONE_TRIPS)


def _without_trivial_reduce_ranges(sink: UOp) -> UOp:
    """`sink` with the reduce ranges of at most one trip (_at_most_one_trip) folded away
    ([reduce]): over a 0-trip range a REDUCE is its identity, over a 1-trip range its value
    at 0, over a range of `n in 0..1` `where(0 < n, value, identity)`. A REDUCE left with no
    range is `identity OP value`. tinygrad's scheduler drops size-1 axes before its
    optimizer, which asserts on a 1-trip reduce range ("some reduce srcs aren't ranges";
    its symbolic pass makes the range a constant, `n in 1..1` too), and a 0-trip one renders
    C that does not compile (docs/tinygrad.md)."""
    nodes = sink.toposort()
    trivial = {r: r.src[0] for r in reduce_ranges(nodes) if _at_most_one_trip(r.src[0])}
    if not trivial:
        return sink
    new: dict[UOp, UOp] = {}
    for node in nodes:
        if node in trivial:
            new[node] = UOp.const(node.dtype, 0)
            continue
        src = tuple(new[s] for s in node.src)
        folded = [trivial[r] for r in node.src[1:] if r in trivial]
        if node.op is not Ops.REDUCE or not folded:
            new[node] = node if src == node.src else UOp(node.op, node.dtype, src, node.arg)
            continue
        identity = UOp.const(node.dtype.scalar, reduce_identity(node.arg, node.dtype))
        if node.dtype.lanes > 1:
            identity = UOp(Ops.BROADCAST, node.dtype, (identity,))
        if any(b.op is Ops.CONST and b.arg <= 0 for b in folded):  # no iteration at all
            new[node] = identity
            continue
        value = src[0]
        for bound in (b for b in folded if b.op is Ops.VAR and b.arg[2] < 1):  # 0 or 1 trips
            runs = UOp(Ops.CMPLT, bool_, (UOp.const(bound.dtype, 0), new[bound]))
            if node.dtype.lanes > 1:
                runs = UOp(Ops.BROADCAST, bool_.vec(node.dtype.lanes), (runs,))
            value = UOp(Ops.WHERE, node.dtype, (runs, value, identity))
        kept = tuple(new[r] for r in node.src[1:] if r not in trivial)
        if kept:
            new[node] = UOp(Ops.REDUCE, node.dtype, (value, *kept), node.arg)
        else:
            new[node] = identity.alu(node.arg, value)
    return new[sink]


def translate(
    kernel: Kernel,
    optimize: bool = False,
    beam: int = 0,
    opts: tuple | None = None,
    renders: Collection | None = None,
) -> Translation:
    """The tinygrad SINK of a lowered kernel (no transcendentals), and its parameters by slot.

    `optimize`: the SINK asks for tinygrad's optimizer (tag None): with `opts` (a tuple of
    tinygrad `Opt`s, `KernelInfo.opts_to_apply`) exactly those, else with `beam` > 0 its BEAM
    search of that width, else its hand-coded opts; output ranges are WEAK so it may upcast
    them; the caller checks `optimizer_refusal` first. Otherwise the optimizer is skipped
    (tag=1). Either way a REDUCE stays a tinygrad REDUCE over REDUCE ranges.

    `renders`: the tinygrad ops the renderer renders (its `code_for_op`); SUB and NEG outside
    it are stated in the front end's form (FRONT_END_FORM). None: as written."""
    for node in kernel.sink.toposort():
        if node.op in (Ops.EXP2, Ops.LOG2, Ops.SIN):
            raise Untranslatable(f"{node.op.text} must be lowered first (refimpl.compile.lower)")
    kernel = kernel.with_sink(_without_trivial_reduce_ranges(kernel.sink))
    sink = _Translator(kernel, optimize, beam, opts, renders).translate()
    return Translation(sink, {p.arg[0]: p for p in kernel.params})


__all__ = [
    "NO_TG_REDUCE",
    "TG_DTYPES",
    "TG_REDUCE",
    "Translation",
    "Untranslatable",
    "optimizer_refusal",
    "translate",
]
