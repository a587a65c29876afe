"""The op x dtype x vector-width kernels: one tiny kernel per combination.

Each kernel loads its operands from input buffers with vector loads of the width under
test, applies one op, and stores the result, over a few loop iterations so that every
lane sees edge values (refimpl.inputs puts NaN, ±0, MIN, MAX, ... in every buffer).

Kernels are grouped into *families* (one per op or cast source type) so a backend can
compile a whole family with one compiler call.
"""

from __future__ import annotations

from dataclasses import dataclass

from refimpl.builder import KernelBuilder
from refimpl.dtypes import ALL_SCALARS, VECTOR_WIDTHS, DType, bool_
from refimpl.ir import ALU, BINARY, COMPARISONS, TERNARY, TRANSCENDENTAL, Kernel, Ops
from refimpl.verify import KINDS

WIDTHS = (1, *VECTOR_WIDTHS)
ITERATIONS = 8


@dataclass(frozen=True)
class OpCase:
    family: str
    kernel: Kernel

    @property
    def id(self) -> str:
        return self.kernel.name


def _elementwise(name: str, operand_dtypes: list[DType], lanes: int, body) -> Kernel:
    """out[i*lanes : (i+1)*lanes] = body(loads of each operand) for i in range(ITERATIONS)."""
    kb = KernelBuilder(name)
    inputs = [kb.buffer(f"in{k}", d, ITERATIONS * lanes) for k, d in enumerate(operand_dtypes)]
    with kb.loop(ITERATIONS, name="i") as i:
        index = kb.mul(i, lanes)
        result = body(kb, [kb.load(b, index, lanes) for b in inputs])
        # the output's dtype is known only now; it still takes the last parameter slot
        out_lanes = result.dtype.lanes
        out = kb.buffer("out", result.dtype.scalar, ITERATIONS * out_lanes)
        kb.store(out, index if out_lanes == lanes else kb.mul(i, out_lanes), result)
    return kb.finish()


def alu_cases() -> list[OpCase]:
    cases = []
    for op in sorted(ALU - TRANSCENDENTAL, key=lambda o: o.value):
        arity = 1 if op not in BINARY | TERNARY else 2 if op in BINARY else 3
        for dtype in ALL_SCALARS:
            kind = dtype.kind if op not in COMPARISONS else dtype.kind
            if kind not in KINDS[op].split():
                continue
            for lanes in WIDTHS:
                operands = [dtype] * arity
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
                    name, [frm], lanes,
                    lambda kb, v, t=to, n=to_lanes: kb.bitcast(v[0], t.vec(n)),
                )  # fmt: skip
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
                    f"shuffle_{label}_{dtype.vec(lanes)}", [dtype], lanes,
                    lambda kb, v, order=order: kb.gep(v[0], *order),
                )  # fmt: skip
                cases.append(OpCase("shuffle", kernel))
            kernel = _elementwise(
                f"broadcast_lane1_{dtype.vec(lanes)}", [dtype], lanes,
                lambda kb, v, lanes=lanes: kb.broadcast(kb.gep(v[0], 1), lanes),
            )  # fmt: skip
            cases.append(OpCase("broadcast", kernel))
            kernel = _elementwise(
                f"vectorize_{dtype.vec(lanes)}", [dtype], lanes,
                lambda kb, v, lanes=lanes: kb.vectorize(
                    *(kb.gep(v[0], (k * 3) % lanes) for k in range(lanes))
                ),
            )  # fmt: skip
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


def all_cases() -> list[OpCase]:
    return (
        alu_cases()
        + cast_cases()
        + bitcast_cases()
        + vector_cases()
        + gated_cases()
        + transcendental_cases()
    )


__all__ = ["OpCase", "all_cases", "COMPARISONS"]
