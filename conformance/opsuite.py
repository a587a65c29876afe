"""The op x dtype x vector-width kernels: one tiny kernel per combination.

Each kernel loads its operands from input buffers with vector loads of the width under
test, applies one op, and stores the result, over a few loop iterations so that every
lane sees edge values (refimpl.inputs puts NaN, ±0, MIN, MAX, and the boundaries of the
op or cast under test in every buffer).

Kernels are grouped into *families* (one per op or cast source type) so a backend can
compile a whole family with one compiler call. Besides one op on loaded operands there are
comparisons feeding an integer select (`select_*`) and ops on literals at the encoders' and
constant folders' edges (`imm_*`: imm8/imm32 sign boundaries, 64-bit values no imm32
sign-extends to, ±0.0, NaN, inf).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from refimpl.builder import KernelBuilder
from refimpl.dtypes import ALL_SCALARS, VECTOR_WIDTHS, DType, bool_, f16, f32, f64, i32, i64, u32
from refimpl.ir import ALU, ARITY, COMPARISONS, TRANSCENDENTAL, Kernel, Ops
from refimpl.verify import KINDS

WIDTHS = (1, *VECTOR_WIDTHS)
ITERATIONS = 8
# Every operand buffer has at least this many elements, so that make_args can put all the
# boundary values of a cast pair or an op (refimpl.inputs.input_plans) into the inputs one
# case already draws, next to random values: narrow kernels loop longer instead of the
# suite having more cases.
MIN_ELEMENTS = 128


@dataclass(frozen=True)
class OpCase:
    family: str
    kernel: Kernel

    @property
    def id(self) -> str:
        return self.kernel.name


def _elementwise(name: str, operand_dtypes: list[DType], lanes: int, body) -> Kernel:
    """out[i*lanes : (i+1)*lanes] = body(loads of each operand) for every i of the loop."""
    kb = KernelBuilder(name)
    iterations = max(ITERATIONS, MIN_ELEMENTS // lanes)
    inputs = [kb.buffer(f"in{k}", d, iterations * lanes) for k, d in enumerate(operand_dtypes)]
    with kb.loop(iterations, name="i") as i:
        index = kb.mul(i, lanes)
        result = body(kb, [kb.load(b, index, lanes) for b in inputs])
        # the output's dtype is known only now; it still takes the last parameter slot
        out_lanes = result.dtype.lanes
        out = kb.buffer("out", result.dtype.scalar, iterations * out_lanes)
        kb.store(out, index if out_lanes == lanes else kb.mul(i, out_lanes), result)
    return kb.finish()


def alu_cases() -> list[OpCase]:
    cases = []
    for op in sorted(ALU - TRANSCENDENTAL, key=lambda o: o.value):
        for dtype in ALL_SCALARS:
            kind = dtype.kind if op not in COMPARISONS else dtype.kind
            if kind not in KINDS[op].split():
                continue
            for lanes in WIDTHS:
                operands = [dtype] * ARITY[op]
                if op is Ops.WHERE:
                    operands = [bool_, dtype, dtype]
                name = f"{op.text}_{dtype.vec(lanes)}"
                kernel = _elementwise(name, operands, lanes, lambda kb, v, op=op: kb.alu(op, *v))
                cases.append(OpCase(op.text, kernel))
    return cases


def transcendental_cases() -> list[OpCase]:
    cases = []
    for op in (Ops.EXP2, Ops.LOG2, Ops.SIN):
        for dtype in (d for d in ALL_SCALARS if d.is_float):
            for lanes in (1, 4, 8):
                name = f"{op.text}_{dtype.vec(lanes)}"
                kernel = _elementwise(name, [dtype], lanes, lambda kb, v, op=op: kb.alu(op, *v))
                cases.append(OpCase(op.text, kernel))
    return cases


def cast_cases() -> list[OpCase]:
    cases = []
    for frm in ALL_SCALARS:
        for to in ALL_SCALARS:
            if frm == to:
                continue
            for lanes in WIDTHS:
                name = f"cast_{frm.vec(lanes)}_to_{to.vec(lanes)}"
                kernel = _elementwise(name, [frm], lanes, lambda kb, v, to=to: kb.cast(v[0], to))
                cases.append(OpCase(f"cast_from_{frm}", kernel))
    return cases


def bitcast_cases() -> list[OpCase]:
    """Every pair of dtypes whose total widths agree, from scalars and from 4-lane vectors."""
    cases = []
    numeric = [d for d in ALL_SCALARS if not d.is_bool]
    for frm in numeric:
        for lanes in (1, 4):
            total = frm.bits * lanes
            for to in numeric:
                to_lanes = total // to.bits
                if to == frm or total % to.bits or to_lanes not in WIDTHS:
                    continue
                name = f"bitcast_{frm.vec(lanes)}_to_{to.vec(to_lanes)}"
                kernel = _elementwise(
                    name,
                    [frm],
                    lanes,
                    lambda kb, v, t=to, n=to_lanes: kb.bitcast(v[0], t.vec(n)),
                )
                cases.append(OpCase("bitcast", kernel))
    return cases


def vector_cases() -> list[OpCase]:
    """Shuffles (gep in reverse and rotated lane orders), broadcasts, vectorize of scalars."""
    cases = []
    for dtype in ALL_SCALARS:
        for lanes in VECTOR_WIDTHS:
            reverse = tuple(reversed(range(lanes)))
            rotate = tuple((k + 1) % lanes for k in range(lanes))
            for label, order in (("reverse", reverse), ("rotate", rotate)):
                kernel = _elementwise(
                    f"shuffle_{label}_{dtype.vec(lanes)}",
                    [dtype],
                    lanes,
                    lambda kb, v, order=order: kb.gep(v[0], *order),
                )
                cases.append(OpCase("shuffle", kernel))
            kernel = _elementwise(
                f"broadcast_lane1_{dtype.vec(lanes)}",
                [dtype],
                lanes,
                lambda kb, v, lanes=lanes: kb.broadcast(kb.gep(v[0], 1), lanes),
            )
            cases.append(OpCase("broadcast", kernel))
            kernel = _elementwise(
                f"vectorize_{dtype.vec(lanes)}",
                [dtype],
                lanes,
                lambda kb, v, lanes=lanes: kb.vectorize(
                    *(kb.gep(v[0], (k * 3) % lanes) for k in range(lanes))
                ),
            )
            cases.append(OpCase("vectorize", kernel))
    return cases


def gated_cases() -> list[OpCase]:
    """Gated loads (alternative value) and gated stores, scalar and vector."""
    cases = []
    for dtype in ALL_SCALARS:
        for lanes in (1, 4):
            kb = KernelBuilder(f"gated_{dtype.vec(lanes)}")
            n = ITERATIONS * lanes
            x = kb.buffer("x", dtype, n)
            gate = kb.buffer("gate", bool_, ITERATIONS)
            out = kb.buffer("out", dtype, n)
            with kb.loop(ITERATIONS, name="i") as i:
                g = kb.load(gate, i)
                index = kb.mul(i, lanes)
                # the false-gated load points past the buffer: it must not be touched
                far = kb.where(g, index, 1 << 20)
                alt = kb.const(dtype, 1) if lanes == 1 else kb.broadcast(kb.const(dtype, 1), lanes)
                value = kb.load(x, far, lanes, gate=g, alt=alt)
                kb.store(out, index, value, gate=kb.xor(g, kb.cmpeq(i, 3)))
            cases.append(OpCase("gated", kb.finish()))
    return cases


SELECT_DTYPES = (f16, f32, f64, i64, u32)


def select_cases() -> list[OpCase]:
    """where(cmp(a, b), x, y) with integer x, y: a comparison feeding a select (x86 fuses it
    into a flags test and cmov, where NaN's unordered flags are easy to get wrong)."""
    cases = []
    for op in sorted(COMPARISONS, key=lambda o: o.value):
        for dtype in SELECT_DTYPES:
            for lanes in (1, 8):
                kernel = _elementwise(
                    f"select_{op.text}_{dtype.vec(lanes)}",
                    [dtype, dtype, i32, i32],
                    lanes,
                    lambda kb, v, op=op: kb.where(kb.alu(op, v[0], v[1]), v[2], v[3]),
                )
                cases.append(OpCase("select", kernel))
    return cases


# Literals where an encoder or a constant folder goes wrong: the imm8 and imm32 sign
# boundaries, 64-bit values that are not a sign-extended imm32, signed zeros, NaN, inf.
INT_IMMEDIATES = (0, 1, -1, 127, 128, -128, -129, 255, 256, 2**31 - 1, 2**31, -(2**31),
                  -(2**31) - 1, 2**32 - 1, 2**32, 2**32 + 1, -(2**32), 2**63 - 1)  # fmt: skip
FLOAT_IMMEDIATES = (0.0, -0.0, 1.0, -1.0, 0.5, float("inf"), float("-inf"), float("nan"),
                    65504.0, 2.0**-24, 1e-300)  # fmt: skip
IMMEDIATE_OPS = {
    "int": (Ops.ADD, Ops.SUB, Ops.MUL, Ops.AND, Ops.OR, Ops.MAX, Ops.CMPLT, Ops.CMPEQ),
    "uint": (Ops.ADD, Ops.SUB, Ops.MUL, Ops.AND, Ops.OR, Ops.MAX, Ops.CMPLT, Ops.CMPEQ),
    "float": (Ops.ADD, Ops.SUB, Ops.MUL, Ops.MAX, Ops.MIN, Ops.CMPLT, Ops.CMPEQ, Ops.FDIV),
}
# where the literal is the first operand too (the others commute for the value, so a
# backend that swaps them is tested by the ops above)
LITERAL_FIRST = (Ops.SUB, Ops.CMPLT, Ops.MAX)


def immediate_cases() -> list[OpCase]:
    """One kernel per dtype: op(x, literal) (and op(literal, x)) for every literal above."""
    cases = []
    for dtype in (d for d in ALL_SCALARS if not d.is_bool):
        literals = FLOAT_IMMEDIATES if dtype.is_float else _distinct_wrapped(dtype)
        kb = KernelBuilder(f"imm_{dtype}")
        x = kb.buffer("x", dtype, ITERATIONS)
        results = []
        with kb.loop(ITERATIONS, name="i") as i:
            value = kb.load(x, i)
            for op in IMMEDIATE_OPS[dtype.kind]:
                for literal in literals:
                    c = kb.const(dtype, literal)
                    results.append(kb.alu(op, value, c))
                    if op in LITERAL_FIRST:
                        results.append(kb.alu(op, c, value))
            for result_dtype in (dtype, bool_):
                chosen = [r for r in results if r.dtype == result_dtype]
                out = kb.buffer(f"out_{result_dtype}", result_dtype, len(chosen) * ITERATIONS)
                for k, result in enumerate(chosen):
                    kb.store(out, kb.add(i, k * ITERATIONS), result)
        cases.append(OpCase("immediate", kb.finish()))
    return cases


def _distinct_wrapped(dtype: DType) -> list[int]:
    bits, signed = dtype.bits, dtype.is_signed
    lo = -(1 << (bits - 1)) if signed else 0
    return sorted({(v - lo) % (1 << bits) + lo for v in INT_IMMEDIATES})


def all_cases() -> list[OpCase]:
    return list(_all_cases())


@cache
def _all_cases() -> tuple[OpCase, ...]:
    """Built once per process: four test modules import the op suite, and building its
    kernels is a second of each xdist worker's collection."""
    return (
        *alu_cases(),
        *select_cases(),
        *immediate_cases(),
        *cast_cases(),
        *bitcast_cases(),
        *vector_cases(),
        *gated_cases(),
        *transcendental_cases(),
    )


__all__ = ["OpCase", "all_cases", "COMPARISONS"]
