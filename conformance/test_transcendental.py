"""Accuracy of the shared transcendental lowering (docs/semantics.md section 5).

exp2, log2 and sin are *defined* by refimpl/passes/transcendental.py ([transcendental-
lowering]); this module measures how far those definitions are from the exact functions
and holds them to the bounds the spec states ([transcendental-ulp]):

    | op   | f16   | f32   | f64     | domain of the bound                                  |
    | exp2 | 1 ulp | 1 ulp | 1.5 ulp | all inputs; overflow -> inf, underflow -> 0/denormal |
    | log2 | 1 ulp | 1 ulp | 1 ulp   | x > 0; log2(±0) = -inf, log2(x<0) = NaN, log2(inf)=inf|
    | sin  | 1 ulp | 1 ulp | 1 ulp   | |x| <= 2^30; beyond, finite with |sin| <= 1          |

(`BOUNDS` below is the same table; `test_bounds_match_the_spec` keeps the two in step.)

Every input runs through the oracle on the lowered graph, the way a kernel computes it: a
loop of 16-lane vector loads, the op, vector stores. The exact values come from an
independent route: numpy float64 for f16 and f32 (its error is below 2^-29 ulp of f32),
and 50-digit decimal arithmetic for f64 (`decimal`'s exp and ln, a Taylor series for sin
after an exact reduction by a 100-digit pi). The error of a result y against the exact
value v is |y - v| / ulp(v), where ulp(v) is the spacing of the format at v (the smallest
denormal below the normal range; inf counts as 2^(emax+1)).
"""

from __future__ import annotations

import math
import re
from decimal import Decimal, localcontext
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from refimpl.backends.base import Args
from refimpl.builder import KernelBuilder
from refimpl.dtypes import DType, f16, f32, f64
from refimpl.ir import Ops
from refimpl.oracle import run_oracle

SPEC = Path(__file__).resolve().parent.parent / "docs" / "semantics.md"
LANES = 16
RANDOM_COUNT = 1500  # per op and dtype; plus the edge values

BOUNDS = {  # ulp, per (op, dtype)
    ("exp2", "f16"): 1.0, ("exp2", "f32"): 1.0, ("exp2", "f64"): 1.5,
    ("log2", "f16"): 1.0, ("log2", "f32"): 1.0, ("log2", "f64"): 1.0,
    ("sin", "f16"): 1.0, ("sin", "f32"): 1.0, ("sin", "f64"): 1.0,
}  # fmt: skip
SIN_DOMAIN = 2.0**30
OPS = {"exp2": Ops.EXP2, "log2": Ops.LOG2, "sin": Ops.SIN}
FORMATS = {"f16": (11, -14, 15), "f32": (24, -126, 127), "f64": (53, -1022, 1023)}  # p, emin, emax
DTYPES = {"f16": f16, "f32": f32, "f64": f64}

# pi to 100 digits, typed in from the literature (not computed by the code under test)
PI = Decimal(
    "3.14159265358979323846264338327950288419716939937510"
    "58209749445923078164062862089986280348253421170679"
)


# --- running the lowered op ------------------------------------------------------------------


def run_lowered(op: str, dtype: DType, inputs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """op(inputs) as the oracle computes it, and the don't-care mask of the results."""
    values = np.asarray(inputs, dtype=dtype.np)
    count = -(-len(values) // LANES) * LANES
    padded = np.zeros(count, dtype=dtype.np)
    padded[: len(values)] = values
    kb = KernelBuilder(f"{op}_{dtype}")
    out, x = kb.buffer("out", dtype, count), kb.buffer("x", dtype, count)
    with kb.loop(count // LANES, name="i") as i:
        first = kb.mul(i, LANES)
        kb.store(out, first, kb.alu(OPS[op], kb.load(x, first, lanes=LANES)))
    result = run_oracle(kb.finish(), Args({"out": np.zeros(count, dtype.np), "x": padded}))
    return result.buffers["out"][: len(values)], result.dont_care["out"][: len(values)]


# --- exact values ----------------------------------------------------------------------------


def _sin_decimal(x: Decimal) -> Decimal:
    """sin(x) to the context precision: reduce by pi/2 exactly enough, then Taylor series."""
    half_pi = PI / 2
    k = (x / half_pi).to_integral_value()
    r = x - k * half_pi
    quadrant = int(k) % 4
    use_cos = quadrant in (1, 3)
    term = Decimal(1) if use_cos else r
    total, n = term, 1 if use_cos else 2
    while True:
        term = -term * r * r / (n * (n + 1))
        if abs(term) < Decimal(10) ** -(2 * 60):
            break
        total, n = total + term, n + 2
    return -total if quadrant >= 2 else total


def exact_f64(op: str, x: float) -> Fraction | float:
    """The exact value (50+ digits) of op(x) for finite x, or the IEEE special result."""
    with localcontext() as ctx:
        ctx.prec = 60
        d = Decimal(x)
        if op == "exp2":  # far outside the range 2^x is inf or far below the least denormal
            if abs(x) > 1200:
                return math.inf if x > 0 else Fraction(2) ** -1200
            return Fraction((d * Decimal(2).ln()).exp())
        if op == "log2":
            if x == 0:
                return -math.inf
            if x < 0:
                return math.nan
            return Fraction(d.ln() / Decimal(2).ln())
        return Fraction(_sin_decimal(d))


def exact_values(op: str, dtype: DType, inputs: np.ndarray) -> list[Fraction | float]:
    with np.errstate(all="ignore"):  # numpy's IEEE special results serve for every dtype
        wide = {"exp2": np.exp2, "log2": np.log2, "sin": np.sin}[op](inputs.astype(np.float64))
    exact: list[Fraction | float] = []
    for x, y in zip(inputs.astype(np.float64).tolist(), wide.tolist(), strict=True):
        if not math.isfinite(x) or not math.isfinite(y):
            exact.append(y)
        else:
            exact.append(exact_f64(op, x) if dtype == f64 else Fraction(y))
    return exact


def ulp_error(got: float, exact: Fraction | float, dtype: DType) -> float:
    """|got - exact| in units of the format's spacing at `exact`; values beyond the format
    (inf included) count as ±2^(emax+1), so an overflow to inf is exact."""
    p, emin, emax = FORMATS[str(dtype)]
    if math.isnan(exact) or math.isnan(got):
        return 0.0 if math.isnan(got) and math.isnan(exact) else math.inf
    beyond = Fraction(2) ** (emax + 1)

    def saturated(v: Fraction | float) -> Fraction:
        return max(
            -beyond,
            min(beyond, Fraction(v) if math.isfinite(v) else int(math.copysign(1, v)) * beyond),
        )

    value, exact = saturated(got), saturated(exact)
    magnitude = abs(exact)
    exponent = emin
    if magnitude:
        exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
        if Fraction(2) ** exponent > magnitude:
            exponent -= 1
    ulp = Fraction(2) ** (min(max(exponent, emin), emax) - p + 1)
    return float(abs(value - exact) / ulp)


def worst(op: str, dtype: DType, inputs: np.ndarray) -> tuple[float, float]:
    """The largest ulp error over `inputs`, and the input where it occurs."""
    got, dont_care = run_lowered(op, dtype, inputs)
    assert not dont_care.any(), f"{op} {dtype}: the lowered graph made a lane unspecified"
    errors = [
        ulp_error(float(g), e, dtype)
        for g, e in zip(got, exact_values(op, dtype, inputs), strict=True)
    ]
    at = int(np.argmax(errors))
    return errors[at], float(inputs[at])


# --- inputs --------------------------------------------------------------------------------


def edge_inputs(op: str, dtype: DType) -> np.ndarray:
    info = np.finfo(dtype.np)
    p, emin, emax = FORMATS[str(dtype)]
    tiny, denormal = float(info.tiny), float(info.smallest_subnormal)
    values = [0.0, -0.0, denormal, -denormal, tiny - denormal, tiny, -tiny, float(info.max),
              -float(info.max), math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 2.0, 3.0,
              1.0 + float(info.eps), 1.0 - float(info.epsneg), 0.1, 1e-3]  # fmt: skip
    values += [2.0**k for k in range(emin - p + 1, emax + 1, max(1, (emax - emin) // 60))]
    if op == "exp2":  # around overflow, the normal/denormal boundary and underflow to 0
        for edge in (emax + 1, emin, emin - p + 1, emin - p, emin - p - 1):
            values += [edge - 0.5, edge - 1e-3, float(edge), edge + 1e-3, edge + 0.5]
        values += [-0.5, 0.5, 1e-8, -1e-8, 1e-30, 40.5, -40.5]
    if op == "log2":
        values += [1.0 + 2.0**-k for k in range(1, p + 1)] + [1.0 - 2.0**-k for k in range(1, p)]
        values += [math.sqrt(0.5), math.sqrt(2.0), 3.0 * denormal, 1000.0]
    if op == "sin":  # the float nearest each multiple of pi/2, for small and large multiples
        limit = min(SIN_DOMAIN, float(info.max))
        multiples = [k for k in range(1, 64)] + [int(m) for m in np.geomspace(64, limit / 2, 200)]
        for k in multiples:
            with localcontext() as ctx:
                ctx.prec = 60
                values.append(float(k * PI / 2))
        values += [1e-8, -1e-8, 1e-30, math.pi / 4, limit, -limit]
        values = [v for v in values if not abs(v) > limit]  # beyond: see test_sin_beyond...
    with np.errstate(over="ignore"):
        return np.array(values, dtype=np.float64).astype(dtype.np)


def random_inputs(op: str, dtype: DType, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    p, emin, emax = FORMATS[str(dtype)]
    n = RANDOM_COUNT
    if op == "exp2":
        values = np.concatenate(
            [
                rng.uniform(emin - p - 2, emax + 1, n // 2),
                rng.uniform(-2, 2, n // 4),
                rng.standard_normal(n // 4) * 2.0 ** rng.integers(-40, 0, n // 4),
            ]
        )
    elif op == "log2":  # every binade including the denormals, and numbers near 1
        bits = rng.integers(0, 1 << (dtype.bits - 1), n, dtype=np.uint64)  # sign bit clear
        positive = bits.astype(f"u{dtype.itemsize}").view(dtype.np)
        positive = positive[np.isfinite(positive)].astype(np.float64)
        near_one = 1.0 + rng.standard_normal(n // 4) * 2.0 ** rng.integers(-p, 0, n // 4)
        values = np.concatenate([positive, near_one])
    else:
        limit = min(SIN_DOMAIN, float(np.finfo(dtype.np).max))
        magnitude = 2.0 ** rng.uniform(-30, math.log2(limit), n)
        values = np.concatenate(
            [magnitude * rng.choice([-1.0, 1.0], n), rng.uniform(-7, 7, n // 4)]
        )
    with np.errstate(over="ignore"):
        return values.astype(dtype.np)


# --- tests ---------------------------------------------------------------------------------

CASES = [(op, dt) for op in OPS for dt in DTYPES]


@pytest.mark.parametrize(("op", "dtype_name"), CASES)
def test_transcendental_ulp_at_edges(op: str, dtype_name: str) -> None:
    """[transcendental-ulp] over zeros, denormals, infinities, NaN, extremes, powers of two,
    overflow/underflow thresholds and floats nearest multiples of pi/2."""
    dtype = DTYPES[dtype_name]
    error, at = worst(op, dtype, edge_inputs(op, dtype))
    assert error <= BOUNDS[op, dtype_name], f"{op} {dtype}: {error:.3f} ulp at x = {at!r}"


@pytest.mark.parametrize(("op", "dtype_name"), CASES)
def test_transcendental_ulp_random(op: str, dtype_name: str) -> None:
    """[transcendental-ulp] over a few thousand random inputs spread across the domain."""
    dtype = DTYPES[dtype_name]
    error, at = worst(op, dtype, random_inputs(op, dtype, seed=len(op) * 100 + dtype.bits))
    assert error <= BOUNDS[op, dtype_name], f"{op} {dtype}: {error:.3f} ulp at x = {at!r}"


@pytest.mark.parametrize("dtype_name", DTYPES)
def test_transcendental_special_values(dtype_name: str) -> None:
    """[transcendental-ulp]: the special results the spec lists, exactly (sign included)."""
    dtype = DTYPES[dtype_name]
    nan, inf = math.nan, math.inf
    cases = {
        "exp2": [(nan, nan), (inf, inf), (-inf, 0.0), (0.0, 1.0), (-0.0, 1.0), (10.0, 1024.0),
                 (-3.0, 0.125), (1e6, inf), (-1e6, 0.0)],
        "log2": [(0.0, -inf), (-0.0, -inf), (-1.0, nan), (-inf, nan), (inf, inf), (nan, nan),
                 (1.0, 0.0), (8.0, 3.0), (0.25, -2.0)],
        "sin": [(nan, nan), (inf, nan), (-inf, nan), (0.0, 0.0), (-0.0, -0.0)],
    }  # fmt: skip
    for op, pairs in cases.items():
        with np.errstate(over="ignore"):  # 1e6 is inf in f16, which is fine here
            inputs = np.array([x for x, _ in pairs], dtype=dtype.np)
        got, _ = run_lowered(op, dtype, inputs)
        for (x, want), y in zip(pairs, got.tolist(), strict=True):
            same = (
                math.isnan(want)
                and math.isnan(y)
                or (y == want and math.copysign(1, y) == math.copysign(1, want))
            )
            assert same, f"{op} {dtype}({x}) = {y}, expected {want}"


@pytest.mark.parametrize("dtype_name", ["f32", "f64"])  # every finite f16 is inside 2^30
def test_sin_beyond_domain_is_finite(dtype_name: str) -> None:
    """[transcendental-ulp]: beyond the accuracy domain sin is finite, in [-1, 1], and defined."""
    dtype = DTYPES[dtype_name]
    info = np.finfo(dtype.np)
    rng = np.random.default_rng(7)
    huge = np.concatenate(
        [2.0 ** rng.uniform(30, math.log2(float(info.max)), 200), [float(info.max)]]
    )
    with np.errstate(over="ignore"):
        inputs = np.concatenate([huge, -huge]).astype(dtype.np)
    got, dont_care = run_lowered("sin", dtype, inputs)
    assert not dont_care.any()
    assert np.all(np.abs(got) <= 1.0), inputs[~(np.abs(got) <= 1.0)][:5]


def test_lowered_graph_uses_only_basic_ops() -> None:
    """[transcendental-lowering]: no transcendental, no mulacc (fast-math could fuse it)."""
    from refimpl.passes.transcendental import lower_transcendentals

    for dt in (f16, f32, f64.vec(4)):
        kb = KernelBuilder("all")
        out, x = kb.buffer("out", dt.scalar, 4), kb.buffer("x", dt.scalar, 4)
        v = kb.load(x, 0, lanes=dt.lanes)
        kb.store(out, 0, kb.add(kb.add(kb.exp2(v), kb.log2(v)), kb.sin(v)))
        ops = {n.op for n in lower_transcendentals(kb.finish().sink).toposort()}
        assert not ops & {Ops.EXP2, Ops.LOG2, Ops.SIN, Ops.MULACC, Ops.MAX, Ops.MIN}, ops


def test_reference_pi_is_pi() -> None:
    """The test's own pi agrees with math.pi and with Machin's formula (checks the checker)."""
    assert float(PI) == math.pi
    with localcontext() as ctx:
        ctx.prec = 110

        def arctan_inverse(n: int) -> Decimal:  # arctan(1/n) by its Taylor series
            total, power, k = Decimal(0), Decimal(1) / n, 0
            while power > Decimal(10) ** -108:
                total += (-1) ** k * power / (2 * k + 1)
                power, k = power / (n * n), k + 1
            return total

        machin = 4 * (4 * arctan_inverse(5) - arctan_inverse(239))
        assert abs(machin - PI) < Decimal(10) ** -98


def test_bounds_match_the_spec() -> None:
    """The [transcendental-ulp] table in docs/semantics.md states exactly BOUNDS."""
    rows = re.findall(
        r"^\s*\| (exp2|log2|sin) \| ([^|]+)\| ([^|]+)\| ([^|]+)\|", SPEC.read_text(), re.M
    )
    stated = {}
    for op, *cells in rows:
        for dtype_name, cell in zip(DTYPES, cells, strict=True):
            stated[op, dtype_name] = float(cell.split()[0])
    assert stated == BOUNDS


def spec_ulp(exact: Fraction, dtype_name: str) -> Fraction:
    """The spec's ulp, from its words: "the spacing of the format at the exact value (the
    least denormal below the normal range)" — 2^(e-p+1) for 2^e <= |v| < 2^(e+1)."""
    p, emin, _ = FORMATS[dtype_name]
    exponent = emin
    while Fraction(2) ** (exponent + 1) <= abs(exact):
        exponent += 1
    return Fraction(2) ** (exponent - p + 1)


def edge_exact_values(dtype_name: str) -> list[Fraction]:
    """Exact results where a wrong ulp is most likely: 1, a power of two and just below it
    (the spacing halves there), the least normal, a denormal, the largest binade, and
    values with no finite binary expansion (as the exact values of exp, log and sin are)."""
    p, emin, emax = FORMATS[dtype_name]
    below_two = 2 - Fraction(1, 2 ** (p + 3))  # inside the binade [1, 2), off the grid
    least_normal, denormal = Fraction(2) ** emin, Fraction(2) ** (emin - 3) * 5
    return [Fraction(1), Fraction(8), below_two, least_normal, denormal,
            Fraction(2) ** emax * 3 / 2, Fraction(5, 3), Fraction(2, 3), 2 - Fraction(1, 3 * 2**p),
            least_normal * Fraction(4, 3), denormal / 3]  # fmt: skip


def f64_straddling(edge: Fraction, toward: Fraction) -> tuple[float, float]:
    """(inside, outside): the float64 values on either side of `edge`, inside on the side
    of `toward`; inside is `edge` itself when it is a float64."""
    nearest = float(edge)
    away = math.inf if edge > toward else -math.inf
    if Fraction(nearest) == edge:
        return nearest, math.nextafter(nearest, away)
    if (Fraction(nearest) > edge) == (edge > toward):  # nearest lies beyond the edge
        return math.nextafter(nearest, -away), nearest
    return nearest, math.nextafter(nearest, away)


@pytest.mark.parametrize(("op", "dtype_name"), CASES)
def test_ulp_error_at_the_edge_of_a_bound(op: str, dtype_name: str) -> None:
    """[transcendental-ulp]: the measure the bounds are held to, at their edge. The float64
    result nearest BOUNDS ulp (the spec's ulp) from the exact value on the inside passes;
    the next float64 out fails; so a measure with the wrong spacing (twice the ulp, or the
    spacing of the next binade) fails here."""
    bound = Fraction(BOUNDS[op, dtype_name])
    dtype = DTYPES[dtype_name]
    for exact in edge_exact_values(dtype_name):
        ulp = spec_ulp(exact, dtype_name)
        for sign in (1, -1):
            inside, outside = f64_straddling(exact + sign * bound * ulp, exact)
            if math.isfinite(inside):
                assert ulp_error(inside, exact, dtype) <= bound, (float(exact), sign)
            if math.isfinite(outside):
                assert ulp_error(outside, exact, dtype) > bound, (float(exact), sign)


@pytest.mark.parametrize("dtype_name", DTYPES)
def test_ulp_error_of_an_overflow_counts_inf_as_the_next_power_of_two(dtype_name: str) -> None:
    """[transcendental-ulp]: "a result that overflows to inf counts as 2^(emax+1)": inf for
    an exact value 1 ulp below it is 1 ulp off, for one 1.5 ulp below, 1.5 ulp."""
    p, _, emax = FORMATS[dtype_name]
    top, ulp = Fraction(2) ** (emax + 1), Fraction(2) ** (emax - p + 1)
    for distance in (Fraction(1), Fraction(3, 2), Fraction(5, 4)):
        error = ulp_error(math.inf, top - distance * ulp, DTYPES[dtype_name])
        assert error == distance, (distance, error)
