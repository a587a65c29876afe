"""KernelBuilder: write kernels in Python, imperatively, and get the same IR the parser builds.

    kb = KernelBuilder("row_sum", doc="sum of each row of a 4x8 matrix")
    out, x = kb.buffer("out", f32, 4), kb.buffer("x", f32, 32)
    with kb.loop(4, name="i") as i:
        acc = kb.reg(f32, 1, name="acc")
        kb.store(acc, 0, 0.0)
        with kb.loop(8, name="j") as j:
            v = kb.load(x, kb.add(kb.mul(i, 8), j))
            kb.store(acc, 0, kb.add(kb.load(acc, 0), v))
        kb.store(out, i, kb.load(acc, 0))
    kernel = kb.finish()

Statements run in the order they are written, as in the text format: the builder adds the
`after` nodes that make that order explicit in the graph (an access to a buffer waits for
the previous effects on it, and an access inside a loop that would not otherwise depend on
the loop is tied to it). Python numbers are accepted wherever an operand's type is fixed
by its context, exactly like literals in the text format.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from refimpl.dtypes import DType, PtrDType, bool_, i32, void
from refimpl.ir import (
    ALU,
    COMPARISONS,
    Kernel,
    Ops,
    UOp,
    literal_range_error,
    operand_dtype,
    root_buffer,
)
from refimpl.passes.linearize import open_loops
from refimpl.verify import verify

Operand = UOp | bool | int | float


class _Scope:
    def __init__(self, rng: UOp | None):
        self.range = rng
        self.effects: list[UOp] = []
        self.last: dict[UOp, list[UOp]] = {}  # buffer -> latest effects on it in this scope
        self.reads: dict[UOp, list[UOp]] = {}  # buffer -> loads (or loop ends) not yet
        #                                        ordered before a later store to it


class KernelBuilder:
    def __init__(self, name: str, doc: str = ""):
        self.name, self.doc = name, doc
        self.params: list[UOp] = []
        self.names: dict[UOp, str] = {}
        self.scopes = [_Scope(None)]
        self.opened: dict[UOp, frozenset[UOp]] = {}
        self.counts = {"loops": 0, "regs": 0}

    # --- parameters and storage ---------------------------------------------------------
    def buffer(self, name: str, dtype: DType, size: int) -> UOp:
        return self._param(UOp(Ops.PARAM, PtrDType(dtype, size), (), (len(self.params), name)))

    def var(self, name: str, dtype: DType = i32, lo: int = 0, hi: int = 1 << 16) -> UOp:
        return self._param(UOp(Ops.VAR, dtype, (), (len(self.params), name, lo, hi)))

    def _param(self, node: UOp) -> UOp:
        self.params.append(node)
        self.names[node] = node.arg[1]
        return node

    def reg(self, dtype: DType, size: int, name: str | None = None) -> UOp:
        node = UOp(Ops.REG, PtrDType(dtype, size, local=True), (), self._count("regs"))
        return self._named(node, name)

    def _count(self, what: str) -> int:
        self.counts[what] += 1
        return self.counts[what] - 1

    def _named(self, node: UOp, name: str | None) -> UOp:
        if name is not None:
            self.names.setdefault(node, name)
        return node

    # --- loops --------------------------------------------------------------------------
    @contextmanager
    def loop(self, bound: Operand, dtype: DType = i32, name: str | None = None) -> Iterator[UOp]:
        rng = self._named(
            UOp(Ops.RANGE, dtype, (self._lit(bound, dtype),), self._count("loops")), name
        )
        self.scopes.append(_Scope(rng))
        yield rng
        scope = self.scopes.pop()
        end = UOp(Ops.END, void, (rng, *scope.effects))
        # a loop that uses nothing of the loops around it (an empty loop, say) runs where
        # its END lives in the graph: hoisted out to the innermost loop it depends on
        live = self._open([end])
        outer = next(s for s in reversed(self.scopes) if s.range is None or s.range in live)
        outer.effects.append(end)
        for buf in scope.last:
            outer.last[buf] = [end]
        for buf in scope.reads:
            # every load inside feeds some effect inside, so the END orders after them all
            outer.reads.setdefault(buf, []).append(end)

    # --- reductions (the form before a kernel optimizer: ir.py REDUCE) ------------------
    def reduce_range(self, bound: Operand, dtype: DType = i32, name: str | None = None) -> UOp:
        """A range that a `reduce` closes (`range reduce` in the text): use it in the value
        only, then pass it to `reduce`."""
        rng = UOp(Ops.RANGE, dtype, (self._lit(bound, dtype),), self._count("loops"))
        return self._named(rng, name)

    def reduce(self, fold: Ops, value: UOp, *ranges: UOp, name: str | None = None) -> UOp:
        """`value` folded with `fold` over `ranges`, the first outermost ([reduce])."""
        node = UOp(Ops.REDUCE, value.dtype, (value, *ranges), fold)
        # the loads inside are no one's to wait for: nothing outside the reduce may use its
        # ranges, and what the reduce reads is ordered before whatever uses its result
        inside = set(ranges)
        for reads in self.scopes[-1].reads.values():
            reads[:] = [r for r in reads if not self._open([r]) & inside]
        return self._named(node, name)

    # --- memory ---------------------------------------------------------------------------
    def load(
        self,
        buf: UOp,
        index: Operand,
        lanes: int = 1,
        gate: Operand | None = None,
        alt: Operand | None = None,
        name: str | None = None,
    ) -> UOp:
        dtype = buf.dtype.base.vec(lanes)
        operands = [self._lit(index, i32)]
        if gate is not None:
            operands += [self._lit(gate, bool_), self._lit(0 if alt is None else alt, dtype.scalar)]
            if dtype.lanes > 1 and operands[-1].dtype != dtype:
                operands[-1] = UOp(Ops.BROADCAST, dtype, (operands[-1],))
        src = (self._ordered(buf, operands), *operands)
        node = self._named(UOp(Ops.LOAD, dtype, src), name)
        self.scopes[-1].reads.setdefault(root_buffer(buf), []).append(node)
        return node

    def store(
        self,
        buf: UOp,
        index: Operand,
        value: Operand,
        gate: Operand | None = None,
        name: str | None = None,
    ) -> UOp:
        operands = [self._lit(index, i32), self._lit(value, buf.dtype.base)]
        if gate is not None:
            operands.append(self._lit(gate, bool_))
        target = self._ordered(buf, operands)
        if earlier_reads := self._unordered_reads(root_buffer(buf), operands):
            target = UOp(Ops.AFTER, buf.dtype, (target, *earlier_reads))
        node = UOp(Ops.STORE, void, (target, *operands))
        scope = self.scopes[-1]
        scope.effects.append(node)
        scope.last[root_buffer(buf)] = [node]
        return self._named(node, name)

    def _unordered_reads(self, buf: UOp, operands: list[UOp]) -> list[UOp]:
        """Earlier loads of `buf` a store must wait for (those its operands don't use)."""
        pending = [r for s in self.scopes for r in s.reads.pop(buf, [])]
        used = {n for o in operands for n in o.toposort()}
        implied = {n for r in pending for n in r.toposort() if n is not r}
        return [r for r in pending if r not in used and r not in implied]

    def _ordered(self, buf: UOp, operands: list[UOp]) -> UOp:
        """`buf`, made to wait for earlier effects on it and tied to the current loop."""
        deps = next((s.last[buf] for s in reversed(self.scopes) if buf in s.last), [])
        rng = self.scopes[-1].range
        # tie to the loop when ordered accesses would otherwise float out of it (the same
        # rule in every case, so a load and the store after it share one `after` node)
        if rng is not None and rng not in self._open(deps):
            if deps or rng not in self._open(operands):
                deps = [*deps, rng]
        return UOp(Ops.AFTER, buf.dtype, (buf, *deps)) if deps else buf

    def _open(self, nodes: list[UOp]) -> frozenset[UOp]:
        """The loops the given nodes are inside (see passes/linearize.py)."""
        for top in nodes:
            open_loops(top.toposort(known=self.opened), self.opened)
        return frozenset().union(*(self.opened[top] for top in nodes))

    # --- values ---------------------------------------------------------------------------
    def const(self, dtype: DType, value: bool | int | float) -> UOp:
        return UOp.const(dtype, value)

    def _lit(self, value: Operand, dtype: DType | None) -> UOp:
        if isinstance(value, UOp):
            return value
        if dtype is None:
            raise TypeError(f"cannot tell the dtype of literal {value!r} here; use kb.const()")
        # the literal rule of the text format: a number its dtype cannot hold is an error
        if (problem := literal_range_error(dtype, value, repr(value))) is not None:
            raise ValueError(problem)
        return UOp.const(dtype, value)

    def alu(self, op: Ops, *operands: Operand, dtype: DType | None = None, name=None) -> UOp:
        """Any ALU op; the result dtype is the first typed operand's (bool for compares)."""
        typed = [o for o in operands if isinstance(o, UOp)]
        if not typed and dtype is None:
            raise TypeError(f"{op.text}: give at least one UOp operand or a dtype")
        if op in COMPARISONS:
            result = bool_.vec(typed[0].dtype.lanes)
        elif op is Ops.WHERE:
            result = dtype or next(o.dtype for o in operands[1:] if isinstance(o, UOp))
        else:
            result = dtype or typed[0].dtype
        known = [o.dtype if isinstance(o, UOp) else None for o in operands]
        srcs = tuple(
            self._lit(o, operand_dtype(op, result, known, i)) for i, o in enumerate(operands)
        )
        return self._named(UOp(op, result, srcs), name)

    def cast(self, value: UOp, dtype: DType, name: str | None = None) -> UOp:
        return self._named(
            UOp(Ops.CAST, dtype.vec(value.dtype.lanes) if dtype.lanes == 1 else dtype, (value,)),
            name,
        )

    def bitcast(self, value: UOp, dtype: DType, name: str | None = None) -> UOp:
        return self._named(UOp(Ops.BITCAST, dtype, (value,)), name)

    def vectorize(self, *lanes: Operand, dtype: DType | None = None, name=None) -> UOp:
        scalar = dtype or next(o.dtype for o in lanes if isinstance(o, UOp))
        srcs = tuple(self._lit(o, scalar) for o in lanes)
        return self._named(UOp(Ops.VECTORIZE, scalar.vec(len(srcs)), srcs), name)

    def broadcast(self, value: Operand, lanes: int, dtype: DType | None = None, name=None) -> UOp:
        src = self._lit(value, dtype)
        return self._named(UOp(Ops.BROADCAST, src.dtype.vec(lanes), (src,)), name)

    def gep(self, vec: UOp, *lanes: int, name: str | None = None) -> UOp:
        return self._named(
            UOp(Ops.GEP, vec.dtype.scalar.vec(len(lanes)), (vec,), tuple(lanes)), name
        )

    def finish(self) -> Kernel:
        if len(self.scopes) != 1:
            raise RuntimeError("finish() inside an open loop")
        sink = UOp(Ops.SINK, void, tuple(self.scopes[0].effects))
        return verify(Kernel(self.name, tuple(self.params), sink, self.names, self.doc))

    def __getattr__(self, attr: str) -> Any:
        """kb.add(a, b), kb.cmplt(a, b), kb.where(c, a, b), ... for every ALU op."""
        op = _ALU_BY_NAME.get(attr)
        if op is None:
            raise AttributeError(attr)
        return lambda *operands, **kw: self.alu(op, *operands, **kw)


_ALU_BY_NAME = {op.text: op for op in ALU}
