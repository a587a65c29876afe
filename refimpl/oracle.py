"""The numpy oracle: an interpreter of the kernel IR that *defines* what a kernel computes.

Where it sits: `compile.lower(kernel)` (verify, then the shared transcendental lowering)
feeds both the backends and this interpreter; `compare.compare_outputs` then checks each
backend's buffers against the `OracleResult`. docs/semantics.md is the specification in
prose; this module is the same specification in executable form, and the rule ids in the
comments (e.g. [int-wrap]) point at the paragraph each piece implements.

How it runs a kernel:

- It executes `linearize(sink)` — the one order every backend also uses — with a program
  counter. A `RANGE` runs the nodes up to its `END` once per iteration (a stack of running
  loops, so nesting depth is not limited by Python's recursion); every other node is
  evaluated by the function the `EVALUATE` table names for its op, and its value replaces
  the previous iteration's.
- A `REDUCE` ([reduce]) is read as written, not through passes/reduce.py: linearize puts
  its ranges around its value and an END for each before it; the accumulator starts at the
  identity where the outermost range starts and folds the value at every end of the
  innermost. For a float add/mul/max/min reduction the elements are kept, so each store
  of a buffer parameter records what a backend that reorders reductions is held to
  ([reduce-reorder], reassociation.py; `OracleResult.reordered`).
- Every value is a `Value`: a numpy array of shape (lanes,) — scalars have one lane — and
  a *poison* mask of the same shape. A poisoned lane holds an unspecified value
  ([dont-care]): integer division by zero, a float->int cast out of range, a register
  element read before it was written. Poison flows lane by lane through every op; `where`
  takes it only from the operand it selects ([where]).
- Memory is a `Memory` per buffer: the data and a *shadow* poison mask. A store writes both,
  so the final shadow of an output buffer is the `dont_care` mask of the result.
- A kernel that is invalid at run time — an access outside its buffer, an index or loop
  bound that depends on a poisoned value ([poison-control]), a scalar parameter outside
  its declared bounds ([range]) — raises `OracleError` naming the node.

Arithmetic is numpy on arrays of the dtype's own numpy type, which already is the
specification for most ops: fixed-width integers wrap ([int-wrap]), float16/32/64 ops are
correctly rounded IEEE operations ([ieee-basic], [f16-arith]), and each op rounds on its
own so `mulacc` rounds twice ([no-contract]). The ops where numpy's default differs from
the spec — truncating division, masked shifts, `max`/`min` as ternaries, float->int casts —
have their own small functions below.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from refimpl.args import Args
from refimpl.dtypes import BITS_DTYPE, DType, min_max
from refimpl.ir import TRANSCENDENTAL, Kernel, Ops, UOp, reduce_identity, root_buffer
from refimpl.passes.linearize import linearize
from refimpl.reassociation import EXACT, FREE, REORDERABLE, Shadow, lane_rules
from refimpl.verify import describe


@dataclass
class OracleResult:
    buffers: dict[str, np.ndarray]  # final contents of every buffer parameter (copies)
    dont_care: dict[str, np.ndarray]  # per buffer, True where the element is unspecified
    # per buffer a float reduction reached: the rule each element is held to by a backend
    # that reorders float reductions ([reduce-reorder], reassociation.py)
    reordered: dict[str, Shadow] = field(default_factory=dict)


class OracleError(Exception):
    """The kernel is invalid for these arguments (docs/semantics.md section 8)."""

    def __init__(
        self,
        message: str,
        node: UOp | None = None,
        buffer: str | None = None,
        index: int | None = None,
    ):
        self.node, self.buffer, self.index = node, buffer, index
        super().__init__(message)


@dataclass(slots=True)
class Value:
    """One SSA value: `data` has one element per lane, `poison` marks unspecified lanes."""

    data: np.ndarray
    poison: np.ndarray


@dataclass(slots=True)
class Memory:
    """A buffer parameter or register array, with a shadow mask of unspecified elements."""

    name: str
    data: np.ndarray
    poison: np.ndarray
    shadow: Shadow | None = None  # [reduce-reorder], once a reduction's result is stored


# --- integer helpers -----------------------------------------------------------------------


def _bit_pattern(dtype: DType, values: np.ndarray) -> np.ndarray:
    """The same bits, read as the unsigned integer of the lane width."""
    return values.view(BITS_DTYPE[dtype.bits].np)


def _wrap(dtype: DType, values: list[int]) -> np.ndarray:
    """Python integers wrapped modulo 2^bits into `dtype` ([int-wrap])."""
    mask = (1 << dtype.bits) - 1
    unsigned = np.array([v & mask for v in values], dtype=BITS_DTYPE[dtype.bits].np)
    return unsigned.view(dtype.np)


def _truncating_division(x: int, y: int) -> int:
    """x / y rounded toward zero, on unbounded integers ([idiv-trunc])."""
    quotient = abs(x) // abs(y)
    return quotient if (x < 0) == (y < 0) else -quotient


def _idiv(dtype: DType, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # computed exactly, then wrapped: MIN / -1 = 2^(bits-1) wraps to MIN ([idiv-overflow]);
    # a zero divisor gives 0 here and the lane is poisoned by UNSPECIFIED_WHEN ([idiv-zero])
    pairs = zip(a.tolist(), b.tolist(), strict=True)
    return _wrap(dtype, [_truncating_division(x, y) if y else 0 for x, y in pairs])


def _mod(dtype: DType, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # the remainder that makes a == idiv(a, b) * b + mod(a, b); MIN mod -1 == 0
    pairs = zip(a.tolist(), b.tolist(), strict=True)
    return _wrap(dtype, [x - _truncating_division(x, y) * y if y else 0 for x, y in pairs])


def _shift_count(dtype: DType, b: np.ndarray) -> np.ndarray:
    """The count read as the unsigned bit pattern, modulo the width ([shift-mask])."""
    return _bit_pattern(dtype, b) % np.array(dtype.bits, dtype=BITS_DTYPE[dtype.bits].np)


def _shl(dtype: DType, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # shift the unsigned pattern so the bits shifted out are simply dropped (wraps)
    return (_bit_pattern(dtype, a) << _shift_count(dtype, b)).view(dtype.np)


def _shr(dtype: DType, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # numpy's right shift is arithmetic on signed arrays and logical on unsigned ones
    return a >> _shift_count(dtype, b).astype(a.dtype)


def _max(dtype: DType, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # [float-minmax]: exactly `a > b ? a : b` (np.maximum would propagate NaN instead)
    return np.where(a > b, a, b) if dtype.is_float else np.maximum(a, b)


def _min(dtype: DType, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.where(a < b, a, b) if dtype.is_float else np.minimum(a, b)


def _recip(dtype: DType, a: np.ndarray) -> np.ndarray:
    return dtype.np.type(1) / a  # [recip]: a true division, correctly rounded


# --- the ALU table -------------------------------------------------------------------------
# op -> function(operand dtype, *operand arrays) -> result array. The operand dtype is the
# result dtype except for comparisons, whose result is bool. Integer dtypes wrap because
# numpy arrays of fixed-width integers wrap; floats round once per op.

ALU_SEMANTICS: dict[Ops, Callable[..., np.ndarray]] = {
    # unary
    Ops.NEG: lambda dt, a: np.negative(a),  # [neg]: wraps for ints, flips the sign bit
    Ops.SQRT: lambda dt, a: np.sqrt(a),
    Ops.RECIP: _recip,
    Ops.TRUNC: lambda dt, a: np.trunc(a),  # [trunc]: keeps the sign, trunc(-0.5) == -0.0
    # binary
    Ops.ADD: lambda dt, a, b: a + b,
    Ops.SUB: lambda dt, a, b: a - b,
    Ops.MUL: lambda dt, a, b: a * b,
    Ops.FDIV: lambda dt, a, b: a / b,
    Ops.IDIV: _idiv,
    Ops.MOD: _mod,
    Ops.MAX: _max,
    Ops.MIN: _min,
    Ops.AND: lambda dt, a, b: a & b,
    Ops.OR: lambda dt, a, b: a | b,
    Ops.XOR: lambda dt, a, b: a ^ b,
    Ops.SHL: _shl,
    Ops.SHR: _shr,
    Ops.CMPLT: lambda dt, a, b: a < b,  # numpy compares signed/unsigned/float as the spec
    Ops.CMPNE: lambda dt, a, b: a != b,
    Ops.CMPEQ: lambda dt, a, b: a == b,
    # ternary
    Ops.WHERE: lambda dt, c, a, b: np.where(c, a, b),
    Ops.MULACC: lambda dt, a, b, c: a * b + c,  # two roundings ([no-contract])
}

# op -> function(operand dtype, *operand arrays) -> mask of lanes whose result is unspecified
UNSPECIFIED_WHEN: dict[Ops, Callable[..., np.ndarray]] = {
    Ops.IDIV: lambda dt, a, b: b == 0,  # [idiv-zero]
    Ops.MOD: lambda dt, a, b: b == 0,
}


# --- casts ---------------------------------------------------------------------------------
# (source class, target class) -> function(source array, target dtype) -> result array.
# numpy's astype already rounds int->float and float->float to nearest-even in one step
# (conformance/test_semantics.py checks this against exact rational arithmetic).


def _cast_class(dtype: DType) -> str:
    return "bool" if dtype.is_bool else "float" if dtype.is_float else "int"


def _float_to_int_out_of_range(a: np.ndarray, to: DType) -> np.ndarray:
    """[cast-float-int]: NaN, ±inf, or a truncation outside the target's range."""
    lo, hi = min_max(to)
    truncated = np.trunc(a.astype(np.float64))  # widening is exact; lo and hi+1 are 2^k
    return ~((truncated >= float(lo)) & (truncated < float(hi + 1)))


def _float_to_int(a: np.ndarray, to: DType) -> np.ndarray:
    # out-of-range lanes are poisoned by CAST_UNSPECIFIED_WHEN; give them 0 meanwhile
    truncated = np.trunc(a.astype(np.float64))
    return np.where(_float_to_int_out_of_range(a, to), 0.0, truncated).astype(to.np)


CASTS: dict[tuple[str, str], Callable[[np.ndarray, DType], np.ndarray]] = {
    ("bool", "bool"): lambda a, to: a.copy(),
    ("int", "bool"): lambda a, to: a != 0,  # [cast-to-bool]
    ("float", "bool"): lambda a, to: a != 0,  # NaN -> true, -0.0 -> false
    ("bool", "int"): lambda a, to: a.astype(to.np),  # [cast-from-bool]: 0 or 1
    ("bool", "float"): lambda a, to: a.astype(to.np),
    ("int", "int"): lambda a, to: a.astype(to.np),  # [cast-int-int]: wraps, sign/zero-extends
    ("int", "float"): lambda a, to: a.astype(to.np),  # [cast-int-float]: nearest-even
    ("float", "float"): lambda a, to: a.astype(to.np),  # [cast-float-float]: one rounding
    ("float", "int"): _float_to_int,  # [cast-float-int]: truncates
}

CAST_UNSPECIFIED_WHEN: dict[tuple[str, str], Callable[[np.ndarray, DType], np.ndarray]] = {
    ("float", "int"): _float_to_int_out_of_range,
}


def cast_constant(value, source: DType, target: DType):
    """A constant of scalar dtype `source` cast to scalar `target` by the [cast-*] rules,
    as a Python value (an unspecified float -> int result gives the oracle's stand-in, 0):
    for a backend whose compiler folds a cast of a constant by other rules or refuses to."""
    with np.errstate(all="ignore"):
        cast = CASTS[_cast_class(source), _cast_class(target)]
        return cast(np.array([value], dtype=source.np), target)[0].item()


def bitcast_constant(value, source: DType, target: DType):
    """A constant of scalar dtype `source` reinterpreted as scalar `target` of the same size
    ([bitcast]), as a Python value: for a backend that folds through a bitcast itself."""
    if source.itemsize != target.itemsize:
        raise ValueError(f"bitcast {source.name} -> {target.name} changes the size")
    return np.array([value], dtype=source.np).view(target.np)[0].item()


def _bitcast(value: Value, frm: DType, to: DType) -> Value:
    """[bitcast]: lanes laid out lane 0 first, little-endian, as in memory."""
    raw = value.data.astype(value.data.dtype.newbyteorder("<")).tobytes()
    data = np.frombuffer(raw, dtype=to.np.newbyteorder("<")).astype(to.np)
    # a result lane is unspecified if any byte it is made of is; a NaN's bits are
    # unspecified too ([nan-bits])
    unspecified = value.poison | np.isnan(value.data) if frm.is_float else value.poison
    byte_poison = np.repeat(unspecified, frm.itemsize)
    return Value(data, byte_poison.reshape(to.lanes, to.itemsize).any(axis=1))


# --- the interpreter -----------------------------------------------------------------------


class _Interpreter:
    def __init__(self, kernel: Kernel, sink: UOp, args: Args):
        self.kernel = kernel
        self.args = args
        self.program = linearize(sink)
        self.evaluators = [EVALUATE[node.op] for node in self.program]  # looked up once
        self.end_index: dict[UOp, int] = {}
        for i, node in enumerate(self.program):
            if node.op is Ops.END:
                self.end_index[node.src[0]] = i
        # [reduce], read straight from the REDUCE (not through passes/reduce.py, so the two
        # check each other): its accumulator starts at the identity where its outermost
        # range starts, and folds the value in at every end of its innermost one
        reduces = [n for n in self.program if n.op is Ops.REDUCE]
        self.starts_reduce = {red.src[1]: red for red in reduces}
        self.folds_reduce = {red.src[-1]: red for red in reduces}
        self.accumulators: dict[UOp, Value] = {}
        # [reduce-reorder]: the elements of each float reduction a backend may reorder, and
        # what each store of a buffer parameter holds a reordering backend to
        self.reorderable = {r for r in reduces if r.dtype.is_float and r.arg in REORDERABLE}
        self.elements: dict[UOp, list[np.ndarray]] = {}
        self.store_rule = _store_rules(self.program, self.reorderable) if reduces else {}
        self.values: dict[UOp, Value | Memory] = {}
        self.memories: dict[str, Memory] = {}

    def fail(
        self, node: UOp, detail: str, buffer: str | None = None, index: int | None = None
    ) -> OracleError:
        text = describe(node, self.kernel.names)
        message = self.kernel.locate(node, f"oracle: `{text}`: {detail}")
        return OracleError(message, node, buffer, index)

    def run(self) -> OracleResult:
        with np.errstate(all="ignore"):  # wrapping and IEEE specials are the spec, not errors
            self.run_block(0, len(self.program))
        for param in self.kernel.buffers:
            if param.arg[1] not in self.memories:  # declared, never used: keeps its values
                self.eval_param(param)
        buffers = {p.arg[1]: self.memories[p.arg[1]].data for p in self.kernel.buffers}
        masks = {p.arg[1]: self.memories[p.arg[1]].poison for p in self.kernel.buffers}
        shadows = {p.arg[1]: self.memories[p.arg[1]].shadow for p in self.kernel.buffers}
        reordered = {name: shadow for name, shadow in shadows.items() if shadow is not None}
        return OracleResult(buffers, masks, reordered)

    def run_block(self, start: int, stop: int) -> None:
        """Run program[start:stop]. Loops are a stack of (RANGE, body start, END index, next
        iteration, trip count), not nested calls, so nesting depth has no Python limit."""
        loops: list[list] = []
        pc = start
        while pc < stop:
            node = self.program[pc]
            if node.op is Ops.RANGE:
                if node in self.starts_reduce:
                    self.start_reduce(self.starts_reduce[node])
                trips, end = self.trip_count(node), self.end_index[node]  # [range]
                if trips == 0:
                    pc = end + 1
                    continue
                self.values[node] = Value(np.array([0], dtype=node.dtype.np), _CLEAN)
                loops.append([node, pc + 1, end, 1, trips])
                pc += 1
                continue
            if loops and pc == loops[-1][2]:  # the END of the innermost running loop
                rng, body, end, iteration, trips = loops[-1]
                if rng in self.folds_reduce:
                    self.fold_reduce(self.folds_reduce[rng])
                if iteration < trips:
                    self.values[rng] = Value(np.array([iteration], dtype=rng.dtype.np), _CLEAN)
                    loops[-1][3] += 1
                    pc = body
                else:
                    loops.pop()
                    pc = end + 1
                continue
            self.values[node] = self.evaluators[pc](self, node)
            pc += 1

    def start_reduce(self, red: UOp) -> None:
        identity = reduce_identity(red.arg, red.dtype)
        data = np.full(red.dtype.lanes, identity, dtype=red.dtype.np)
        self.accumulators[red] = Value(data, np.zeros(red.dtype.lanes, dtype=bool))
        if red in self.reorderable:
            self.elements[red] = []

    def fold_reduce(self, red: UOp) -> None:
        """acc = op(acc, value): the binary op's own rule, acc first ([float-minmax])."""
        acc, value = self.accumulators[red], self.value(red.src[0])
        data = ALU_SEMANTICS[red.arg](red.dtype, acc.data, value.data)
        poison = acc.poison | value.poison
        if red.arg in UNSPECIFIED_WHEN:
            poison = poison | UNSPECIFIED_WHEN[red.arg](red.dtype, acc.data, value.data)
        self.accumulators[red] = Value(data, poison)
        if red in self.reorderable:
            self.elements[red].append(value.data)

    def eval_reduce(self, node: UOp) -> Value:
        return self.accumulators[node]

    def trip_count(self, rng: UOp) -> int:
        bound = self.value(rng.src[0])
        if bound.poison[0]:
            raise self.fail(rng, "the loop bound depends on an unspecified value")
        return max(int(bound.data[0]), 0)

    def value(self, node: UOp) -> Value:
        return self.values[node]  # type: ignore[return-value]

    def memory(self, node: UOp) -> Memory:
        return self.values[node]  # type: ignore[return-value]

    # parameters and storage ----------------------------------------------------------------
    def eval_param(self, node: UOp) -> Memory:
        name, ptr = node.arg[1], node.dtype
        if name not in self.args.buffers:
            raise self.fail(node, f"no argument given for buffer %{name}")
        given = np.asarray(self.args.buffers[name])
        if given.dtype != ptr.base.np or given.size != ptr.size:
            raise TypeError(
                f"buffer %{name} must be {ptr.size} elements of {ptr.base.np}, "
                f"got {given.size} of {given.dtype}"
            )
        # [output-init]: elements the kernel does not write keep the caller's values
        memory = Memory(name, given.reshape(-1).copy(), np.zeros(ptr.size, dtype=bool))
        self.memories[name] = memory
        return memory

    def eval_reg(self, node: UOp) -> Memory:
        # [reg-init]: a register array starts unspecified
        name = self.kernel.names.get(node, f"reg{node.arg}")
        size = node.dtype.size
        return Memory(name, np.zeros(size, dtype=node.dtype.base.np), np.ones(size, dtype=bool))

    def eval_var(self, node: UOp) -> Value:
        _, name, lo, hi = node.arg
        if name not in self.args.vars:
            raise self.fail(node, f"no value given for scalar parameter %{name}")
        given = int(self.args.vars[name])
        if not lo <= given <= hi:
            raise self.fail(node, f"%{name} = {given} is outside its declared range {lo}..{hi}")
        return Value(np.array([given], dtype=node.dtype.np), _CLEAN)

    def eval_const(self, node: UOp) -> Value:
        return Value(np.array([node.arg], dtype=node.dtype.np), _CLEAN)

    def eval_after(self, node: UOp) -> Memory:
        return self.memory(node.src[0])  # ordering only: the linear order already has it

    # memory --------------------------------------------------------------------------------
    def checked_index(self, node: UOp, memory: Memory, lanes: int) -> int:
        """[load-store] and [poison-control]: the first element accessed, known to be valid."""
        index = self.value(node.src[1])
        if index.poison[0]:
            raise self.fail(
                node, f"the index into %{memory.name} depends on an unspecified value", memory.name
            )
        first = int(index.data[0])
        if first < 0 or first + lanes > memory.data.size:
            raise self.fail(
                node,
                f"access to %{memory.name}[{first}..{first + lanes - 1}] is outside the buffer "
                f"of {memory.data.size} elements",
                memory.name,
                first,
            )
        return first

    def gate_state(self, gate: UOp) -> str:
        """'open', 'closed' or 'unknown' (an unspecified gate, [poison-control])."""
        value = self.value(gate)
        if value.poison[0]:
            return "unknown"
        return "open" if value.data[0] else "closed"

    def eval_load(self, node: UOp) -> Value:
        memory, lanes = self.memory(node.src[0]), node.dtype.lanes
        gate = self.gate_state(node.src[2]) if len(node.src) == 4 else "open"
        if gate == "closed":  # [gated]: the alternative, and memory is not touched
            return self.value(node.src[3])
        first = self.checked_index(node, memory, lanes)
        data = memory.data[first : first + lanes].copy()
        poison = memory.poison[first : first + lanes].copy()
        if gate == "unknown":
            poison[:] = True
        return Value(data, poison)

    def eval_store(self, node: UOp) -> None:
        memory, value = self.memory(node.src[0]), self.value(node.src[2])
        gate = self.gate_state(node.src[3]) if len(node.src) == 4 else "open"
        if gate == "closed":
            return None
        first = self.checked_index(node, memory, len(value.data))
        memory.data[first : first + len(value.data)] = value.data
        if (rule := self.store_rule.get(node)) is not None or memory.shadow is not None:
            self.shadow_store(node, memory, first, len(value.data), rule)
        # an unknown gate may or may not have stored: the elements become unspecified
        memory.poison[first : first + len(value.data)] = value.poison | (gate == "unknown")
        return None

    def shadow_store(self, node: UOp, memory: Memory, first: int, lanes: int, rule) -> None:
        """What a reordering backend is held to for the elements this store writes."""
        if memory.shadow is None:
            memory.shadow = Shadow.exact(len(memory.data))
        if rule == "direct":
            red = node.src[2]
            elements = self.elements[red]
            columns = np.stack(elements) if elements else np.zeros((0, lanes))
            memory.shadow.write(first, lanes, lane_rules(red.arg, red.dtype, columns))
        else:
            memory.shadow.write(first, lanes, FREE if rule == "indirect" else EXACT)

    # values --------------------------------------------------------------------------------
    def eval_alu(self, node: UOp) -> Value:
        operands = [self.value(s) for s in node.src]
        arrays = [v.data for v in operands]
        operand_dtype = node.src[-1].dtype
        if node.op is Ops.WHERE:
            cond, a, b = operands
            # [where]: poison only from the selected operand (and from the condition)
            poison = cond.poison | np.where(cond.data, a.poison, b.poison)
        else:
            poison = operands[0].poison
            for v in operands[1:]:
                poison = poison | v.poison
        data = ALU_SEMANTICS[node.op](operand_dtype, *arrays)
        if node.op in UNSPECIFIED_WHEN:
            poison = poison | UNSPECIFIED_WHEN[node.op](operand_dtype, *arrays)
        return Value(data, poison)

    def eval_cast(self, node: UOp) -> Value:
        source = self.value(node.src[0])
        classes = (_cast_class(node.src[0].dtype), _cast_class(node.dtype))
        data = CASTS[classes](source.data, node.dtype)
        poison = source.poison
        if classes in CAST_UNSPECIFIED_WHEN:
            poison = poison | CAST_UNSPECIFIED_WHEN[classes](source.data, node.dtype)
        return Value(data, poison)

    def eval_bitcast(self, node: UOp) -> Value:
        return _bitcast(self.value(node.src[0]), node.src[0].dtype, node.dtype)

    def eval_vectorize(self, node: UOp) -> Value:
        lanes = [self.value(s) for s in node.src]
        return Value(
            np.concatenate([v.data for v in lanes]), np.concatenate([v.poison for v in lanes])
        )

    def eval_gep(self, node: UOp) -> Value:
        vector, lanes = self.value(node.src[0]), list(node.arg)  # several lanes = a shuffle
        return Value(vector.data[lanes], vector.poison[lanes])

    def eval_broadcast(self, node: UOp) -> Value:
        scalar, lanes = self.value(node.src[0]), node.dtype.lanes
        return Value(np.repeat(scalar.data, lanes), np.repeat(scalar.poison, lanes))

    def eval_nothing(self, node: UOp) -> None:
        return None  # RANGE/END are run by run_block; SINK only lists the effects


_CLEAN = np.zeros(1, dtype=bool)  # the poison mask of a defined scalar (never modified)


def _store_rules(program: list[UOp], reorderable: set[UOp]) -> dict[UOp, str]:
    """Each store of a buffer parameter that a reorderable float reduction reaches: "direct"
    (it stores the reduction's result) or "indirect" (the result went through other ops, a
    register or a buffer on the way). Through memory the reach is per buffer: a load of a
    buffer that some reached store writes is reached (conservative; a fixed point)."""
    reached_buffers: set[UOp] = set()
    while True:
        reached: set[UOp] = set(reorderable)
        rules: dict[UOp, str] = {}
        for node in program:
            if node.op is Ops.LOAD:
                if root_buffer(node.src[0]) in reached_buffers or reached & set(node.src[1:]):
                    reached.add(node)
            elif node.op is Ops.STORE:
                if node.src[2] in reorderable and not reached & set(node.src[1:2] + node.src[3:]):
                    rule = "direct"
                elif reached & set(node.src[1:]):
                    rule = "indirect"
                else:
                    continue
                buffer = root_buffer(node.src[0])
                if buffer.op is Ops.PARAM:
                    rules[node] = rule
                reached_buffers_now = reached_buffers | {buffer}
                if reached_buffers_now != reached_buffers:
                    reached_buffers = reached_buffers_now
                    break  # a buffer newly reached: loads before this store change too
            elif node.op not in (Ops.AFTER, Ops.END) and reached & set(node.src):
                reached.add(node)
        else:
            return rules


EVALUATE: dict[Ops, Callable[[_Interpreter, UOp], object]] = {
    Ops.PARAM: _Interpreter.eval_param,
    Ops.VAR: _Interpreter.eval_var,
    Ops.REG: _Interpreter.eval_reg,
    Ops.CONST: _Interpreter.eval_const,
    Ops.AFTER: _Interpreter.eval_after,
    Ops.LOAD: _Interpreter.eval_load,
    Ops.STORE: _Interpreter.eval_store,
    Ops.CAST: _Interpreter.eval_cast,
    Ops.BITCAST: _Interpreter.eval_bitcast,
    Ops.VECTORIZE: _Interpreter.eval_vectorize,
    Ops.GEP: _Interpreter.eval_gep,
    Ops.BROADCAST: _Interpreter.eval_broadcast,
    Ops.RANGE: _Interpreter.eval_nothing,  # run_block runs loops itself
    Ops.END: _Interpreter.eval_nothing,
    Ops.REDUCE: _Interpreter.eval_reduce,
    Ops.SINK: _Interpreter.eval_nothing,
    **{op: _Interpreter.eval_alu for op in ALU_SEMANTICS},
}


def run_oracle(kernel: Kernel, args: Args) -> OracleResult:
    """Run a verified kernel on `args` (left unmodified) and return every buffer's contents.

    The kernel normally arrives from `compile.lower`, with transcendentals already lowered;
    if it still contains exp2/log2/sin they are lowered here by the same shared pass
    ([transcendental-lowering]), so the oracle never evaluates them any other way.
    """
    sink = kernel.sink
    if any(node.op in TRANSCENDENTAL for node in sink.toposort()):
        from refimpl.passes.transcendental import lower_transcendentals

        sink = lower_transcendentals(sink)
    return _Interpreter(kernel, sink, args).run()


def invariant_values(kernel: Kernel, args: Args) -> dict[UOp, Value]:
    """The value of every node of `kernel` that runs once, outside every loop of the
    program (a reduce's result is read after its loops), on `args` (left unmodified): what
    fuzz/minimize.py turns into constants. Empty for a kernel with transcendentals (their
    lowering rebuilds the nodes above them)."""
    if any(node.op in TRANSCENDENTAL for node in kernel.sink.toposort()):
        return {}
    interpreter = _Interpreter(kernel, kernel.sink, args.copy())
    interpreter.run()
    once, depth = [], 0
    for node in interpreter.program:
        depth += (node.op is Ops.RANGE) - (node.op is Ops.END)
        if depth == 0 and node.op is not Ops.END:
            once.append(node)
    return {n: v for n in once if isinstance(v := interpreter.values.get(n), Value)}
