"""Verify: reject malformed kernels before any pass sees them.

Every rule has a short name; a `VerifyError` names the rule, the offending node in text
form and what is wrong, e.g.

    verify: operand-dtype: `add i32 %a, %b`: operand 2 is f32, expected i32

Passes may assume a verified kernel: operands typed as the op requires, every loop ended
once and properly nested, effects reachable from the SINK, buffers read after they are
written only through `after`.
"""

from __future__ import annotations

from refimpl.dtypes import VECTOR_WIDTHS, DType, PtrDType, bool_, i32, min_max
from refimpl.ir import (
    ALU,
    ARITY,
    BUFFERS,
    COMPARISONS,
    EFFECTS,
    REDUCE_OPS,
    Kernel,
    Ops,
    UOp,
    operand_dtype,
    root_buffer,
)
from refimpl.passes.linearize import enclosing_loops, open_loops, reduce_view


class VerifyError(ValueError):
    """A broken rule. For a parsed kernel the message starts with the node's file:line:col."""

    def __init__(self, rule: str, node: UOp | None, detail: str, kernel: Kernel | None = None):
        self.rule, self.node, self.detail = rule, node, detail
        names = kernel.names if kernel is not None else {}
        where = f" `{describe(node, names)}`:" if node is not None else ""
        message = f"verify: {rule}:{where} {detail}"
        super().__init__(kernel.locate(node, message) if kernel is not None else message)


def describe(node: UOp, names: dict[UOp, str]) -> str:
    """A one-line text form of a node, even for a graph the printer could not order."""

    def ref(s: UOp) -> str:
        if s.op is Ops.CONST:
            return f"{s.arg}:{s.dtype}"
        if s in names:
            return f"%{names[s]}"
        if s.op in (Ops.PARAM, Ops.VAR):
            return f"%{s.arg[1]}"
        return f"<{s.op.text} {s.dtype}>"

    srcs = ", ".join(ref(s) for s in node.src)
    return f"{node.op.text} {node.dtype} {srcs}".strip()


# Which scalar kinds each op accepts ("result" kinds; comparisons check their operands).
KINDS = {
    Ops.ADD: "int uint float", Ops.SUB: "int uint float", Ops.MUL: "int uint float",
    Ops.MULACC: "int uint float", Ops.MAX: "int uint float", Ops.MIN: "int uint float",
    Ops.NEG: "int uint float", Ops.IDIV: "int uint", Ops.MOD: "int uint",
    Ops.AND: "bool int uint", Ops.OR: "bool int uint", Ops.XOR: "bool int uint",
    Ops.SHL: "int uint", Ops.SHR: "int uint",
    Ops.FDIV: "float", Ops.SQRT: "float", Ops.RECIP: "float", Ops.TRUNC: "float",
    Ops.EXP2: "float", Ops.LOG2: "float", Ops.SIN: "float",
    Ops.CMPLT: "bool int uint float", Ops.CMPNE: "bool int uint float",
    Ops.CMPEQ: "bool int uint float", Ops.WHERE: "bool int uint float",
}  # fmt: skip


# Kernels that passed, so a kernel parsed (text.py) and then compiled is checked once: the
# pipeline verifies its input, which is often a kernel the parser has just verified. Kernels
# compare by name, parameters and sink (UOps are interned), so nothing about a kernel that
# could fail can differ from the one remembered. Failures are not remembered: each raises
# with its own source locations. Bounded like the front-end caches of compile.py.
_PASSED: dict[Kernel, None] = {}
_PASSED_MAX = 4096


def verify(kernel: Kernel) -> Kernel:
    """Check every rule; return the kernel unchanged or raise VerifyError."""
    if kernel in _PASSED:
        return kernel
    check(kernel)
    if len(_PASSED) >= _PASSED_MAX:
        _PASSED.pop(next(iter(_PASSED)))  # the oldest
    _PASSED[kernel] = None
    return kernel


def check(kernel: Kernel) -> None:
    """Every rule, always (verify remembers what passed and skips it)."""

    def fail(rule: str, node: UOp | None, detail: str) -> VerifyError:
        return VerifyError(rule, node, detail, kernel)

    sink = kernel.sink
    if sink.op is not Ops.SINK:
        raise fail("sink", sink, "the kernel root must be a sink")
    nodes = sink.toposort()
    _verify_params(kernel, nodes, fail)
    for node in nodes:
        _verify_node(node, fail)
    _verify_loops(nodes, fail)
    _verify_memory_order(nodes, fail)


def _verify_params(kernel: Kernel, nodes: list[UOp], fail) -> None:
    seen_names: set[str] = set()
    for slot, p in enumerate(kernel.params):
        if p.op not in (Ops.PARAM, Ops.VAR):
            raise fail("params", p, "kernel parameters must be buffers or scalar vars")
        if p.arg[0] != slot:
            raise fail("params", p, f"parameter in position {slot} has slot {p.arg[0]}")
        if p.arg[1] in seen_names:
            raise fail("params", p, f"parameter name %{p.arg[1]} is used twice")
        seen_names.add(p.arg[1])
        if p.op is Ops.VAR:
            lo, hi = p.arg[2], p.arg[3]
            if not (isinstance(p.dtype, DType) and p.dtype.is_int and p.dtype.lanes == 1):
                raise fail("params", p, "a scalar parameter must be a scalar integer")
            if not 0 <= lo <= hi:
                raise fail("params", p, f"bounds {lo}..{hi} must satisfy 0 <= lo <= hi")
            if hi > min_max(p.dtype)[1]:
                raise fail("params", p, f"bound {hi} does not fit in {p.dtype}")
        elif p.dtype.size <= 0:
            raise fail("params", p, "a buffer needs a positive size")
    declared = set(kernel.params)
    for node in nodes:
        if node.op in (Ops.PARAM, Ops.VAR) and node not in declared:
            raise fail("params", node, "uses a parameter the kernel does not declare")


def _verify_node(node: UOp, fail) -> None:
    op, dtype, src = node.op, node.dtype, node.src
    if op in ALU:
        _verify_alu(node, fail)
    elif op is Ops.CONST:
        if not (isinstance(dtype, DType) and dtype.lanes == 1):
            raise fail("const", node, "constants are scalars (use broadcast for vectors)")
    elif op in (Ops.CAST, Ops.BITCAST):
        if len(src) != 1 or not isinstance(src[0].dtype, DType):
            raise fail("cast", node, f"{op.text} takes one value")
        frm = src[0].dtype
        if op is Ops.CAST and frm.lanes != dtype.lanes:
            raise fail("cast", node, f"cast changes lane count {frm.lanes} -> {dtype.lanes}")
        if op is Ops.BITCAST and (
            frm.bits * frm.lanes != dtype.bits * dtype.lanes or frm.is_bool or dtype.is_bool
        ):
            raise fail(
                "bitcast",
                node,
                f"bitcast {frm} -> {dtype} must keep the total bit width (bool excluded)",
            )
    elif op is Ops.VECTORIZE:
        if len(src) != dtype.lanes or dtype.lanes == 1:
            raise fail(
                "vectorize", node, f"{dtype} needs {dtype.lanes} scalar lanes, got {len(src)}"
            )
        for s in src:
            if s.dtype != dtype.scalar:
                raise fail("vectorize", node, f"lane of type {s.dtype}, expected {dtype.scalar}")
    elif op is Ops.BROADCAST:
        if len(src) != 1 or src[0].dtype != dtype.scalar or dtype.lanes == 1:
            raise fail("broadcast", node, f"broadcast to {dtype} takes one {dtype.scalar}")
    elif op is Ops.GEP:
        vec = src[0].dtype
        if not isinstance(vec, DType) or vec.lanes == 1:
            raise fail("gep", node, "gep takes a vector")
        lanes = node.arg
        if not lanes or any(not 0 <= i < vec.lanes for i in lanes):
            raise fail("gep", node, f"lanes {lanes} out of range for {vec}")
        if dtype != vec.scalar.vec(len(lanes)):
            raise fail("gep", node, f"result should be {vec.scalar.vec(len(lanes))}")
    elif op is Ops.LOAD:
        _verify_access(node, src[0], src[1], node.dtype, fail)
        if len(src) == 4:
            _want(node, 2, bool_, fail, "gate")
            _want(node, 3, dtype, fail, "alternative value")
        elif len(src) != 2:
            raise fail("load", node, "load takes buffer, index and optionally gate and alternative")
    elif op is Ops.STORE:
        if len(src) not in (3, 4):
            raise fail("store", node, "store takes buffer, index, value and optionally a gate")
        _verify_access(node, src[0], src[1], src[2].dtype, fail)
        if len(src) == 4:
            _want(node, 3, bool_, fail, "gate")
    elif op is Ops.AFTER:
        if src[0].op not in BUFFERS:
            raise fail("after", node, "the first operand of after must be a buffer")
        for dep in src[1:]:
            if dep.op not in (Ops.STORE, Ops.LOAD, Ops.END, Ops.RANGE):
                what = f"after can wait for stores, loads, ends and ranges, not {dep.op.text}"
                raise fail("after", node, what)
    elif op is Ops.RANGE:
        if not (isinstance(dtype, DType) and dtype.is_int and dtype.lanes == 1):
            raise fail("range", node, "a loop counter is a scalar integer")
        _want(node, 0, dtype, fail, "bound")
    elif op is Ops.END:
        if not src or src[0].op is not Ops.RANGE:
            raise fail("end", node, "end closes a range")
        for e in src[1:]:
            if e.op not in EFFECTS:
                raise fail("end", node, f"end lists effects, not {e.op.text}")
    elif op is Ops.REDUCE:
        _verify_reduce(node, fail)
    elif op is Ops.SINK:
        for e in src:
            if e.op not in EFFECTS:
                raise fail("sink", node, f"the sink lists effects, not {e.op.text}")


def _verify_reduce(node: UOp, fail) -> None:
    value, ranges = node.src[0], node.src[1:]
    if node.arg not in REDUCE_OPS:
        raise fail("reduce", node, f"a reduce folds with one of {_op_names(REDUCE_OPS)}")
    if not ranges:
        raise fail("reduce", node, "a reduce needs at least one range to reduce over")
    if any(r.op is not Ops.RANGE for r in ranges) or len(set(ranges)) != len(ranges):
        raise fail("reduce", node, "a reduce lists distinct ranges after its value")
    if value.dtype != node.dtype or not isinstance(node.dtype, DType):
        raise fail("operand-dtype", node, f"the value is {value.dtype}, expected {node.dtype}")
    if node.dtype.kind not in KINDS[node.arg].split():
        allowed = KINDS[node.arg]
        raise fail(
            "reduce-dtype", node, f"{node.arg.text} does not reduce {node.dtype} ({allowed})"
        )


def _op_names(ops) -> str:
    return ", ".join(op.text for op in ops)


def _want(node: UOp, i: int, dtype, fail, what: str) -> None:
    if node.src[i].dtype != dtype:
        raise fail(
            "operand-dtype",
            node,
            f"{what} (operand {i + 1}) is {node.src[i].dtype}, expected {dtype}",
        )


def _verify_access(node: UOp, buf: UOp, index: UOp, value_dtype, fail) -> None:
    if buf.op not in BUFFERS or not isinstance(buf.dtype, PtrDType):
        raise fail("memory", node, f"{node.op.text} needs a buffer, got {buf.op.text}")
    if index.dtype != i32:
        raise fail("operand-dtype", node, f"index is {index.dtype}, expected i32")
    if not isinstance(value_dtype, DType) or value_dtype.scalar != buf.dtype.base:
        raise fail(
            "memory", node, f"{value_dtype} does not match the buffer's {buf.dtype.base} elements"
        )
    if value_dtype.lanes > buf.dtype.size:
        raise fail("memory", node, f"{value_dtype.lanes} lanes exceed buffer size {buf.dtype.size}")


def _verify_alu(node: UOp, fail) -> None:
    op, dtype = node.op, node.dtype
    if len(node.src) != ARITY[op]:
        raise fail("arity", node, f"{op.text} takes {ARITY[op]} operands, got {len(node.src)}")
    if not isinstance(dtype, DType):
        raise fail("operand-dtype", node, f"{op.text} produces a value, not {dtype}")
    if dtype.lanes != 1 and dtype.lanes not in VECTOR_WIDTHS:
        raise fail("operand-dtype", node, f"unsupported vector width {dtype.lanes}")
    src_dtypes = [s.dtype for s in node.src]
    for i, s in enumerate(node.src):
        want = operand_dtype(op, dtype, src_dtypes, i)
        if want is not None and s.dtype != want:
            raise fail("operand-dtype", node, f"operand {i + 1} is {s.dtype}, expected {want}")
    operand_kind = node.src[-1].dtype.kind if op in COMPARISONS else dtype.kind
    if op in COMPARISONS and dtype != bool_.vec(node.src[0].dtype.lanes):
        raise fail(
            "operand-dtype", node, f"{op.text} produces {bool_.vec(node.src[0].dtype.lanes)}"
        )
    if operand_kind not in KINDS[op].split():
        raise fail(
            "op-dtype", node, f"{op.text} is not defined for {operand_kind} (only {KINDS[op]})"
        )


def _verify_reduce_ranges(nodes: list[UOp], fail) -> tuple[list[UOp], object]:
    """[reduce]: each reduce range is closed by the one reduce listing it and used only in
    that reduce's value, with no store inside. Returns the nodes the loop rules below check
    — the kernel as linearize sees it (passes/linearize.py reduce_view) — and a `fail` that
    names the kernel's own node for a node of that view."""
    owner: dict[UOp, UOp] = {}
    for n in nodes:
        if n.op is Ops.REDUCE:
            for r in n.src[1:]:
                if r in owner:
                    raise fail("reduce-range", r, "this range is listed by two reduces")
                owner[r] = n
    if not owner:
        return nodes, fail
    opened = open_loops(nodes)
    cones = {red: set(red.src[0].toposort()) for red in set(owner.values())}
    for n in nodes:
        if n.op is Ops.END and n.src[0] in owner:
            raise fail("reduce-range", n, "a reduce range is closed by its reduce, not an end")
        if n in owner:
            continue  # a reduce range itself; its bound is checked below
        for r in opened[n]:
            if r not in owner or n in cones[owner[r]]:
                continue
            if n.op is Ops.REDUCE:  # another reduce over a value that uses r
                raise fail("reduce-range", n, "uses the reduce range of another reduce")
            raise fail("reduce-range", n, "uses a reduce range outside its reduce's value")
    for red in set(owner.values()):
        listed = red.src[1:]
        for i, r in enumerate(listed):
            if opened[r.src[0]] & set(listed[i:]):
                raise fail("reduce-range", r, "its bound uses a range listed after it")
        for n in cones[red]:
            if n.op in EFFECTS and opened[n] & set(listed):
                raise fail("reduce-range", n, "a reduce's value cannot store")
    view = reduce_view(nodes[-1])

    def kernel_node(n: UOp | None) -> UOp | None:
        if n in view.made_ends:
            return view.made_ends[n].src[0]  # a made END: its range
        return view.original.get(n, n) if n is not None else None

    def fail_in_view(rule: str, n: UOp | None, detail: str):
        return fail(rule, kernel_node(n), detail)

    return view.sink.toposort(), fail_in_view


def _verify_loops(nodes: list[UOp], fail) -> None:
    nodes, fail = _verify_reduce_ranges(nodes, fail)
    ends: dict[UOp, UOp] = {}
    for n in nodes:
        if n.op is Ops.END:
            if n.src[0] in ends:
                raise fail("loop", n.src[0], "this range has two ends")
            ends[n.src[0]] = n
    for n in nodes:
        if n.op is Ops.RANGE and n not in ends:
            raise fail("loop", n, "this range is never ended")
    opened = open_loops(nodes)
    if opened[nodes[-1]]:
        rng = next(iter(opened[nodes[-1]]))
        raise fail("loop", rng, "a value computed inside this loop is used after its end")
    # loops must nest: at every node the open loops form a chain of enclosing loops
    try:
        enclosing = enclosing_loops(ends, opened)
    except ValueError:
        raise fail("loop", None, "loops enclose each other") from None
    # The loops around each loop are a chain when its deepest enclosing loop is enclosed by
    # all the others; then a node's open loops nest exactly when they all lie on the chain
    # of its deepest one. (Checking every pair would cost nesting-depth squared per node.)
    depth_of = {r: len(around) for r, around in enclosing.items()}.__getitem__

    for r, around in enclosing.items():
        if around and not around <= {deepest := max(around, key=depth_of)} | enclosing[deepest]:
            raise fail("loop", r, "depends on two loops that do not nest")
    for n in nodes:
        loops = opened[n]
        if len(loops) > 1 and not loops <= {inner := max(loops, key=depth_of)} | enclosing[inner]:
            raise fail("loop", n, "depends on two loops that do not nest")
        if n.op is Ops.END and n.src[0] in opened[n]:
            raise fail("loop", n, "an end cannot depend on its own loop after it closes")
        # the text format's rule for a store written inside a loop, for every graph: an
        # effect that does not use the loop runs once, outside it, and the printed kernel
        # would not parse back
        if n.op is Ops.END:
            for effect in n.src[1:]:
                if effect.op in EFFECTS and n.src[0] not in opened[effect]:
                    raise fail(
                        "loop",
                        effect,
                        f"this {effect.op.text} is listed by the end of a loop it does not "
                        "depend on, so it would run once, outside the loop; order it with "
                        "`after %buf, %loop`",
                    )


def _verify_memory_order(nodes: list[UOp], fail) -> None:
    """Every load and store of one written buffer must be ordered by a dependency path.

    Without it the linearizer would be free to run them in either order: a race.
    """
    # Each access of a buffer that is both loaded and stored gets one bit; a node's mask holds
    # the bits of the accesses it depends on. In topological order a store that comes before a
    # load must be among the load's ancestors, and a load before a store among the store's:
    # that covers every pair with one pass and big-integer ORs (no ancestor sets per node).
    stored = {root_buffer(n.src[0]) for n in nodes if n.op is Ops.STORE}
    loaded = {root_buffer(n.src[0]) for n in nodes if n.op is Ops.LOAD}
    shared = stored & loaded
    if not shared:
        return
    bit: dict[UOp, int] = {}
    for n in nodes:
        if n.op in (Ops.LOAD, Ops.STORE) and root_buffer(n.src[0]) in shared:
            bit[n] = 1 << len(bit)
    below: dict[UOp, int] = {}  # node -> bits of the accesses it depends on, itself included
    stores_so_far: dict[UOp, int] = {}
    loads_so_far: dict[UOp, int] = {}
    for n in nodes:
        mask = 0
        for s in n.src:
            if below[s] and below[s] is not mask:
                mask = below[s] if not mask else mask | below[s]
        if n in bit:
            buf = root_buffer(n.src[0])
            if n.op is Ops.LOAD:
                missing = stores_so_far.get(buf, 0) & ~mask
                loads_so_far[buf] = loads_so_far.get(buf, 0) | bit[n]
            else:
                missing = loads_so_far.get(buf, 0) & ~mask
                stores_so_far[buf] = stores_so_far.get(buf, 0) | bit[n]
            if missing:
                load = n if n.op is Ops.LOAD else _lowest_bit_node(bit, missing)
                raise fail(
                    "memory-order",
                    load,
                    "this load and a store to the same buffer are not ordered; "
                    "read through `after %buf, %store` (or make the store use the load)",
                )
            mask |= bit[n]
        below[n] = mask


def _lowest_bit_node(bit: dict[UOp, int], mask: int) -> UOp:
    lowest = mask & -mask
    return next(node for node, b in bit.items() if b == lowest)
