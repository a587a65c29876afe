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

Reuse probes: a backend that keeps an i8, u8, i16, u16, f16 (or a legalized bf16/fp8) value in
a wider register, or a bool in a byte or word, can leave wrong bits above the narrow width
that a store never shows (it writes only the low bits). So every case whose result is narrower
than 32 bits, or a bool, also feeds the result into the uses of REUSE_PROBES (widened, compared
at its type's limits, divided, shifted right, multiplied again) and stores each into an output
buffer named after the probe: a wrong upper bit fails the case with `buffer %widened`, say.
They share the case's kernel (no extra test, one compile), after its plain `out` store.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from refimpl.builder import KernelBuilder
from refimpl.dtypes import (
    ALL_SCALARS,
    VECTOR_WIDTHS,
    DType,
    bool_,
    f16,
    f32,
    f64,
    i32,
    i64,
    min_max,
    u32,
)
from refimpl.ir import ALU, ARITY, COMPARISONS, TRANSCENDENTAL, Kernel, Ops, UOp
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


# --- reuse probes ----------------------------------------------------------------------------
# A narrow value (fewer than 32 bits, or a bool) used again after it is made, each use chosen
# so that wrong bits above the narrow width in the register holding it change the answer.
# `kinds`: the result kinds (DType.kind) a probe applies to; `use`: the probe's value, built
# from the narrow result `r` (a vector when the case is; literals are splat to its lanes).
# Probes use no dtype beyond i32/f32/bool: a backend without 64-bit types (wgsl) would skip
# the whole case, plain result included.


@dataclass(frozen=True)
class ReuseProbe:
    name: str  # the output buffer it is stored to, named in a failure report
    kinds: tuple[str, ...]
    use: Callable[[KernelBuilder, UOp], UOp]
    why: str


def _splat(kb: KernelBuilder, like: UOp, value: bool | int | float, dtype: DType | None = None):
    """A literal of `like`'s scalar dtype (or `dtype`) with as many lanes as `like`."""
    c = kb.const(dtype or like.dtype.scalar, value)
    return c if like.dtype.lanes == 1 else kb.broadcast(c, like.dtype.lanes)


def _limit(kb: KernelBuilder, r: UOp, which: int) -> UOp:
    return _splat(kb, r, min_max(r.dtype.scalar)[which])


REUSE_PROBES = (
    ReuseProbe(
        "widened",
        ("int", "uint", "bool"),
        lambda kb, r: kb.cast(r, i32),
        "sign or zero extension to i32 reads every bit above the width; a bool widens to 0 or 1",
    ),
    ReuseProbe(
        "below_max",
        ("int", "uint"),
        lambda kb, r: kb.cmplt(r, _limit(kb, r, 1)),
        "r < MAX is false only at MAX: junk above the width (or a signed value zero-extended) "
        "puts the register above MAX",
    ),
    ReuseProbe(
        "above_min",
        ("int",),
        lambda kb, r: kb.cmplt(_limit(kb, r, 0), r),
        "MIN < r is false only at MIN: a signed value extended from the wrong bit is below MIN",
    ),
    ReuseProbe(
        "quotient",
        ("int", "uint"),
        lambda kb, r: kb.idiv(r, _splat(kb, r, 3)),
        "a division (or the multiply-high a constant divisor becomes) reads the whole register",
    ),
    ReuseProbe(
        "shifted",
        ("int", "uint"),
        lambda kb, r: kb.shr(r, _splat(kb, r, r.dtype.scalar.bits // 2)),
        "a right shift by half the width brings the bits above the width down into the value",
    ),
    ReuseProbe(
        "negated",
        ("bool",),
        lambda kb, r: kb.xor(r, _splat(kb, r, True)),
        "a true held as 0xff or -1, or a false with junk above bit 0, stays nonzero after xor 1",
    ),
    ReuseProbe(
        "selected",
        ("bool",),
        lambda kb, r: kb.where(r, _splat(kb, r, 1, i32), _splat(kb, r, 2, i32)),
        "a select tests the whole register the bool lives in, not its bit 0",
    ),
    ReuseProbe(
        "widened",
        ("float",),
        lambda kb, r: kb.cast(r, f32),
        "widening to f32 is exact: a result left unrounded in its f32 register shows its bits",
    ),
    ReuseProbe(
        "tripled",
        ("float",),
        lambda kb, r: kb.mul(r, _splat(kb, r, 3.0)),
        "r * 3 rounds once: an unrounded r, off by up to half an ulp, is off by 1.5 ulp in 3r, "
        "across a rounding boundary for many values (one op: two adds cost the C build more)",
    ),
)


def is_narrow(dtype: DType) -> bool:
    """Whether a backend may hold a value of `dtype` in a wider register: the probes' subject."""
    return dtype.is_bool or dtype.bits < 32


def reuse_probes(dtype: DType) -> list[ReuseProbe]:
    """The probes of a result of `dtype` (none for 32- and 64-bit results)."""
    if not is_narrow(dtype):
        return []
    return [p for p in REUSE_PROBES if dtype.kind in p.kinds]


def _elementwise(name: str, operand_dtypes: list[DType], lanes: int, body) -> Kernel:
    """out[i*lanes : (i+1)*lanes] = body(loads of each operand) for every i of the loop, and
    each reuse probe of a narrow result into the buffer named after it."""
    kb = KernelBuilder(name)
    iterations = max(ITERATIONS, MIN_ELEMENTS // lanes)
    inputs = [kb.buffer(f"in{k}", d, iterations * lanes) for k, d in enumerate(operand_dtypes)]
    with kb.loop(iterations, name="i") as i:
        index = kb.mul(i, lanes)
        result = body(kb, [kb.load(b, index, lanes) for b in inputs])
        # the output's dtype is known only now; it still takes the last parameter slots
        out_lanes = result.dtype.lanes
        out_index = index if out_lanes == lanes else kb.mul(i, out_lanes)
        values = {"out": result}
        for probe in reuse_probes(result.dtype.scalar):
            values[probe.name] = probe.use(kb, result)
        for buffer_name, value in values.items():
            buffer = kb.buffer(buffer_name, value.dtype.scalar, iterations * out_lanes)
            kb.store(buffer, out_index, value)
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
    """One kernel per dtype: op(x, literal) (and op(literal, x)) for every literal above, and
    the reuse probes of each narrow result into `<probe>_of_<dtype>`, in the order of out."""
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
                size = len(chosen) * ITERATIONS
                out = kb.buffer(f"out_{result_dtype}", result_dtype, size)
                for k, result in enumerate(chosen):
                    kb.store(out, kb.add(i, k * ITERATIONS), result)
                for probe in reuse_probes(result_dtype):  # element k * ITERATIONS + i as in out
                    uses = [probe.use(kb, result) for result in chosen]
                    buffer = kb.buffer(f"{probe.name}_of_{result_dtype}", uses[0].dtype, size)
                    for k, use in enumerate(uses):
                        kb.store(buffer, kb.add(i, k * ITERATIONS), use)
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
