"""The oracle against docs/semantics.md, rule by rule.

Every rule id of the spec (e.g. [int-wrap]) is cited by at least one test here or in
test_transcendental.py; `test_every_rule_has_a_test` fails when a rule is added to the spec
without a test. Each test builds a tiny kernel in the text format, runs it through
`refimpl.oracle.run_oracle`, and checks values and don't-care masks against results worked
out independently: by hand, with Python's unbounded integers, or with exact rational
arithmetic (`round_to_format`) — never with the oracle's own code paths.
"""

from __future__ import annotations

import math
import re
import struct
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from refimpl.backends.base import Args
from refimpl.compare import compare_outputs
from refimpl.dtypes import SCALARS
from refimpl.oracle import OracleError, OracleResult, run_oracle
from refimpl.text import parse

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "docs" / "semantics.md"
NAN, INF = math.nan, math.inf

# --- independent references ----------------------------------------------------------------

FORMATS = {"f16": (11, -14, 15), "f32": (24, -126, 127), "f64": (53, -1022, 1023)}  # p emin emax


def round_to_format(value: Fraction | int | float, name: str) -> float:
    """`value` rounded to nearest-even in float format `name`, by exact rational arithmetic."""
    p, emin, emax = FORMATS[name]
    value = Fraction(value)
    if value == 0:
        return 0.0
    sign, magnitude = (-1 if value < 0 else 1), abs(value)
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    if Fraction(2) ** exponent > magnitude:
        exponent -= 1
    quantum = Fraction(2) ** (max(exponent, emin) - p + 1)
    units, remainder = divmod(magnitude, quantum)
    if remainder > quantum / 2 or (remainder == quantum / 2 and units % 2):
        units += 1
    result = units * quantum
    return sign * (math.inf if result >= Fraction(2) ** (emax + 1) else float(result))


def wrap(value: int, bits: int, signed: bool) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if signed and value >> (bits - 1) else value


def same_float(a: float, b: float) -> bool:
    """Equal including the sign of zero; NaN equals NaN."""
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b and math.copysign(1, a) == math.copysign(1, b)


# --- running tiny kernels ------------------------------------------------------------------


def run(text: str, **arrays: np.ndarray | int) -> OracleResult:
    kernel = parse(text)
    buffers = {k: v for k, v in arrays.items() if isinstance(v, np.ndarray)}
    scalars = {k: v for k, v in arrays.items() if not isinstance(v, np.ndarray)}
    return run_oracle(kernel, Args(buffers, scalars))


def elementwise(op: str, result: str, *columns: tuple[str, list]) -> tuple[list, list[bool]]:
    """out[i] = op(a[i], b[i], ...) over the columns (dtype name, values); returns the output
    values and the don't-care mask as Python lists."""
    n = len(columns[0][1])
    names = "abc"[: len(columns)]
    params = ", ".join(f"%{x}: {dt}[{n}]" for x, (dt, _) in zip(names, columns, strict=True))
    loads = "\n".join(
        f"  %{x}0 = load {dt} %{x}[%i]" for x, (dt, _) in zip(names, columns, strict=True)
    )
    operands = ", ".join(f"%{x}0" for x in names)
    text = f"""kernel t(%out: {result}[{n}], {params})
  %i = range i32 {n}
{loads}
  %r = {op} {result} {operands}
  store %out[%i], %r
  end %i
"""
    inputs = {
        x: np.array(values, dtype=SCALARS[dt].np)
        for x, (dt, values) in zip(names, columns, strict=True)
    }
    res = run(text, out=np.zeros(n, dtype=SCALARS[result].np), **inputs)
    return res.buffers["out"].tolist(), res.dont_care["out"].tolist()


# --- 1. comparison of results ---------------------------------------------------------------


def _result(values: np.ndarray, dont_care: list[bool] | None = None) -> OracleResult:
    mask = np.array(dont_care if dont_care else [False] * len(values))
    return OracleResult({"out": values}, {"out": mask})


OUT_KERNEL = parse("kernel k(%out: f32[2])\n  store %out[0], 1.0\n")


def test_bit_exact_signed_zero_differs() -> None:
    """[bit-exact]: -0.0 and 0.0 are different results."""
    expected = _result(np.array([0.0, 1.0], np.float32))
    report = compare_outputs(OUT_KERNEL, expected, Args({"out": np.array([-0.0, 1.0], np.float32)}))
    assert not report.ok and report.mismatch_count == {"out": 1}
    same = compare_outputs(OUT_KERNEL, expected, Args({"out": np.array([0.0, 1.0], np.float32)}))
    assert same.ok


def test_nan_any_payload_and_sign_ignored() -> None:
    """[nan-any]: a NaN with another payload and sign still matches."""
    other_nan = np.array([0xFFC00001, 0x3F800000], np.uint32).view(np.float32)
    report = compare_outputs(
        OUT_KERNEL, _result(np.array([NAN, 1.0], np.float32)), Args({"out": other_nan})
    )
    assert report.ok
    wrong = compare_outputs(
        OUT_KERNEL,
        _result(np.array([NAN, 1.0], np.float32)),
        Args({"out": np.array([0.0, 1.0], np.float32)}),
    )
    assert not wrong.ok


def test_dont_care_elements_are_skipped_and_counted() -> None:
    """[dont-care]: the oracle marks the lane of idiv by zero; compare skips and counts it."""
    out, dont_care = elementwise("idiv", "i32", ("i32", [7, 7]), ("i32", [0, 2]))
    assert dont_care == [True, False] and out[1] == 3
    kernel = parse("kernel k(%out: i32[2])\n  store %out[0], 1\n")
    expected = OracleResult({"out": np.array([0, 3], np.int32)}, {"out": np.array(dont_care)})
    report = compare_outputs(kernel, expected, Args({"out": np.array([12345, 3], np.int32)}))
    assert report.ok and report.dont_care == 1 and report.compared == 1


def test_fast_math_tolerance() -> None:
    """[fast-math]: a fused result is accepted only under fast_math, within 2^-(p-8)."""
    kernel = parse("kernel k(%out: f32[1])\n  store %out[0], 1.0\n")
    expected = _result(np.array([1.0], np.float32))
    fused = Args({"out": np.array([1.0 + 2.0**-20], np.float32)})  # 16 ulp away
    assert not compare_outputs(kernel, expected, fused).ok
    assert compare_outputs(kernel, expected, fused, fast_math=True).ok
    far = Args({"out": np.array([1.0 + 2.0**-14], np.float32)})  # beyond 2^-16
    assert not compare_outputs(kernel, expected, far, fast_math=True).ok


def test_fast_math_skips_lanes_whose_unfused_result_is_not_finite() -> None:
    """[fast-math]: inf + -inf is NaN unfused but +inf when contracted; that lane is skipped."""
    kernel = parse("kernel k(%out: f32[2])\n  store %out[0], 1.0\n")
    expected = _result(np.array([np.nan, 1.0], np.float32))
    fused = Args({"out": np.array([np.inf, 1.5], np.float32)})
    report = compare_outputs(kernel, expected, fused, fast_math=True)
    assert not report.ok and [m.index for m in report.mismatches] == [1]
    assert not compare_outputs(kernel, expected, fused).ok


# --- 2. values and dtypes --------------------------------------------------------------------


def test_dtypes_vector_ops_are_lanewise() -> None:
    """[dtypes]: a vector op is the scalar op on every lane; every dtype loads and stores."""
    text = """kernel t(%out: i8[16], %a: i8[16], %b: i8[16])
  %x = load i8x16 %a[0]
  %y = load i8x16 %b[0]
  %s = add i8x16 %x, %y
  store %out[0], %s
"""
    a, b = list(range(-8, 8)), [120] * 16
    res = run(text, out=np.zeros(16, np.int8), a=np.array(a, np.int8), b=np.array(b, np.int8))
    assert res.buffers["out"].tolist() == [wrap(x + y, 8, True) for x, y in zip(a, b, strict=True)]
    for name, dtype in SCALARS.items():
        values = np.array([1, 0, 1, 1], dtype=dtype.np)
        copy = (
            f"kernel c(%o: {name}[4], %i: {name}[4])\n  %v = load {name}x4 %i[0]\n"
            "  store %o[0], %v\n"
        )
        got = run(copy, o=np.zeros(4, dtype.np), i=values).buffers["o"]
        assert got.tobytes() == values.tobytes(), name


def test_bool_storage_is_one_byte_zero_or_one() -> None:
    """[bool-storage]: a stored bool is one byte, 0 or 1."""
    out, _ = elementwise("cmplt", "bool", ("i32", [1, 5, -3]), ("i32", [2, 5, -4]))
    assert out == [True, False, False]
    res = run(
        "kernel b(%o: bool[3], %a: i32[3])\n  %v = load i32x2 %a[0]\n"
        "  %c = cmpne boolx2 %v, %v\n"
        "  store %o[0], %c\n  store %o[2], true\n",
        o=np.zeros(3, np.bool_),
        a=np.array([1, 2, 3], np.int32),
    )
    assert res.buffers["o"].dtype == np.bool_ and res.buffers["o"].itemsize == 1
    assert res.buffers["o"].view(np.uint8).tolist() == [0, 0, 1]


def test_denormals_are_preserved() -> None:
    """[denormals]: no flush-to-zero of inputs or results; nearest-even into the denormals."""
    least = 2.0**-149
    out, _ = elementwise(
        "mul", "f32", ("f32", [least, 2.0**-126, 3 * least]), ("f32", [1.0, 0.5, 0.5])
    )
    assert out == [least, 2.0**-127, 2 * least]  # 1.5 least rounds to even: 2 least
    out, _ = elementwise("add", "f64", ("f64", [5e-324]), ("f64", [5e-324]))
    assert out == [1e-323]


# --- 3. integer arithmetic -------------------------------------------------------------------

INT_CASES = {
    "i8": [-128, -1, 0, 1, 127, 100, -100],
    "u8": [0, 1, 255, 128, 200, 7, 100],
    "i32": [-(2**31), -1, 0, 1, 2**31 - 1, 123456789, -987654],
    "u64": [0, 1, 2**64 - 1, 2**63, 12345678901234567, 3, 2**32],
    "i64": [-(2**63), -1, 0, 1, 2**63 - 1, 2**40 + 3, -(2**33)],
}


@pytest.mark.parametrize("name", INT_CASES)
def test_int_wrap(name: str) -> None:
    """[int-wrap]: add sub mul neg mulacc wrap modulo 2^bits."""
    dtype = SCALARS[name]
    a = INT_CASES[name]
    b = a[::-1]
    c = a[3:] + a[:3]
    expect = {
        "add": [x + y for x, y in zip(a, b, strict=True)],
        "sub": [x - y for x, y in zip(a, b, strict=True)],
        "mul": [x * y for x, y in zip(a, b, strict=True)],
    }
    for op, exact in expect.items():
        out, _ = elementwise(op, name, (name, a), (name, b))
        assert out == [wrap(v, dtype.bits, dtype.is_signed) for v in exact], op
    out, _ = elementwise("neg", name, (name, a))
    assert out == [wrap(-x, dtype.bits, dtype.is_signed) for x in a]
    out, _ = elementwise("mulacc", name, (name, a), (name, b), (name, c))
    want = [wrap(x * y + z, dtype.bits, dtype.is_signed) for x, y, z in zip(a, b, c, strict=True)]
    assert out == want


def test_idiv_trunc_and_mod_sign_of_dividend() -> None:
    """[idiv-trunc]: idiv truncates toward zero, mod has the dividend's sign."""
    a, b = [7, -7, 7, -7, 1, -1, 100], [2, 2, -2, -2, 3, 3, -7]
    out, _ = elementwise("idiv", "i32", ("i32", a), ("i32", b))
    assert out == [3, -3, -3, 3, 0, 0, -14]
    rem, _ = elementwise("mod", "i32", ("i32", a), ("i32", b))
    assert rem == [1, -1, 1, -1, 1, -1, 2]
    assert all(x == q * y + r for x, y, q, r in zip(a, b, out, rem, strict=True))
    out, _ = elementwise("idiv", "u8", ("u8", [255, 200]), ("u8", [2, 255]))
    assert out == [127, 0]


def test_idiv_zero_is_dont_care_and_does_not_trap() -> None:
    """[idiv-zero]: idiv and mod by zero are unspecified lanes, not errors."""
    for op in ("idiv", "mod"):
        for name in ("i8", "u32", "i64"):
            out, dont_care = elementwise(op, name, (name, [5, 6, 0]), (name, [0, 3, 0]))
            assert dont_care == [True, False, True], (op, name)
            assert out[1] == (2 if op == "idiv" else 0)


def test_idiv_overflow_min_by_minus_one() -> None:
    """[idiv-overflow]: idiv(MIN, -1) == MIN and mod(MIN, -1) == 0."""
    for name, bits in (("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)):
        low = -(2 ** (bits - 1))
        out, dont_care = elementwise("idiv", name, (name, [low]), (name, [-1]))
        assert out == [low] and dont_care == [False]
        out, _ = elementwise("mod", name, (name, [low]), (name, [-1]))
        assert out == [0]


def test_shift_mask() -> None:
    """[shift-mask]: counts taken mod bits, as unsigned patterns; shr arithmetic iff signed."""
    out, _ = elementwise("shl", "i32", ("i32", [1, 1, 3, -1]), ("i32", [33, -1, 0, 31]))
    assert out == [2, -(2**31), 3, -(2**31)]
    out, _ = elementwise("shr", "i32", ("i32", [-8, -1, -(2**31), 64]), ("i32", [1, -1, 31, 38]))
    assert out == [-4, -1, -1, 1]
    out, _ = elementwise("shr", "u32", ("u32", [2**31, 2**32 - 1]), ("u32", [31, 36]))
    assert out == [1, 2**28 - 1]
    out, _ = elementwise("shl", "u8", ("u8", [1, 0xFF]), ("u8", [9, 4]))
    assert out == [2, 0xF0]
    out, _ = elementwise("shr", "i8", ("i8", [-128]), ("i8", [-1]))  # count 255 mod 8 = 7
    assert out == [-1]
    out, _ = elementwise("shl", "i64", ("i64", [1]), ("i64", [64 + 63]))
    assert out == [-(2**63)]


def test_bitwise_on_ints_and_bool() -> None:
    """[bitwise]: and/or/xor act on bit patterns, bool included."""
    a, b = [0b1100, -1, 0], [0b1010, 0x0F0F, -1]
    assert elementwise("and", "i16", ("i16", a), ("i16", b))[0] == [0b1000, 0x0F0F, 0]
    assert elementwise("or", "i16", ("i16", a), ("i16", b))[0] == [0b1110, -1, -1]
    assert elementwise("xor", "i16", ("i16", a), ("i16", b))[0] == [0b0110, ~0x0F0F, -1]
    t, f = True, False
    assert elementwise("xor", "bool", ("bool", [t, t, f]), ("bool", [t, f, f]))[0] == [f, t, f]
    assert elementwise("and", "bool", ("bool", [t, t, f]), ("bool", [t, f, f]))[0] == [t, f, f]


def test_int_minmax_by_signedness() -> None:
    """[int-minmax]: max/min compare as the dtype's signedness says."""
    assert elementwise("max", "u32", ("u32", [2**32 - 1, 1]), ("u32", [1, 2]))[0] == [2**32 - 1, 2]
    assert elementwise("max", "i32", ("i32", [-1, 5]), ("i32", [1, -5]))[0] == [1, 5]
    assert elementwise("min", "i8", ("i8", [-128, 3]), ("i8", [127, 2]))[0] == [-128, 2]
    assert elementwise("min", "u64", ("u64", [2**63]), ("u64", [1]))[0] == [1]


def test_int_compare_signedness_and_bool() -> None:
    """[int-compare]: cmplt signed or unsigned by dtype; bool false < true."""
    assert elementwise("cmplt", "bool", ("u8", [200, 1]), ("u8", [100, 2]))[0] == [False, True]
    assert elementwise("cmplt", "bool", ("i8", [-56, 1]), ("i8", [100, 2]))[0] == [True, True]
    got = elementwise(
        "cmplt", "bool", ("bool", [False, True, False]), ("bool", [True, False, False])
    )
    assert got[0] == [True, False, False]
    assert elementwise("cmpeq", "bool", ("u64", [2**64 - 1]), ("u64", [2**64 - 1]))[0] == [True]


# --- 4. floating-point arithmetic ------------------------------------------------------------


def _random_floats(name: str, count: int, seed: int) -> list[float]:
    rng = np.random.default_rng(seed)
    values = rng.standard_normal(count) * 2.0 ** rng.integers(-6, 7, count)
    return values.astype(SCALARS[name].np).astype(np.float64).tolist()


@pytest.mark.parametrize("name", ["f16", "f32", "f64"])
def test_ieee_basic_correctly_rounded(name: str) -> None:
    """[ieee-basic] (and [f16-arith] for f16): add sub mul fdiv sqrt round once to nearest."""
    a, b = _random_floats(name, 200, 1), _random_floats(name, 200, 2)
    exact = {
        "add": lambda x, y: Fraction(x) + Fraction(y),
        "sub": lambda x, y: Fraction(x) - Fraction(y),
        "mul": lambda x, y: Fraction(x) * Fraction(y),
        "fdiv": lambda x, y: Fraction(x) / Fraction(y),
    }
    for op, fn in exact.items():
        out, _ = elementwise(op, name, (name, a), (name, b))
        want = [round_to_format(fn(x, y), name) for x, y in zip(a, b, strict=True)]
        assert out == want, op
    positive = [abs(x) for x in a]
    out, _ = elementwise("sqrt", name, (name, positive))
    # math.sqrt is correctly rounded in f64, and f64 has more than 2p+2 bits for f16/f32
    assert out == [round_to_format(math.sqrt(x), name) for x in positive]


def test_ieee_basic_special_values() -> None:
    """[ieee-basic]: x/0 = ±inf, 0/0 = NaN, sqrt(-1) = NaN, sqrt(-0.0) = -0.0."""
    out, dc = elementwise(
        "fdiv", "f32", ("f32", [1.0, -1.0, 0.0, 1.0]), ("f32", [0.0, 0.0, 0.0, -0.0])
    )
    assert [same_float(x, y) for x, y in zip(out, [INF, -INF, NAN, -INF], strict=True)] == [
        True
    ] * 4
    assert not any(dc)
    out, _ = elementwise("sqrt", "f64", ("f64", [-1.0, -0.0, INF, 4.0]))
    assert [same_float(x, y) for x, y in zip(out, [NAN, -0.0, INF, 2.0], strict=True)] == [True] * 4


def test_no_contract_mulacc_rounds_twice() -> None:
    """[no-contract]: mulacc(a, b, c) = round(round(a*b) + c), never fused."""
    a, b, c = 1 + 2.0**-30, 1 - 2.0**-30, -1.0  # a*b = 1 - 2^-60 rounds to 1.0
    out, _ = elementwise("mulacc", "f64", ("f64", [a]), ("f64", [b]), ("f64", [c]))
    assert out == [0.0]  # fused would give -2^-60
    x, y = 1 + 2.0**-12, 1 - 2.0**-12  # f32: x*y = 1 - 2^-24 is exact in f32
    out, _ = elementwise("mulacc", "f32", ("f32", [x]), ("f32", [y]), ("f32", [-1.0]))
    assert out == [-(2.0**-24)]


def test_recip_is_true_division() -> None:
    """[recip]: recip(x) == 1.0 / x correctly rounded, recip(±0) = ±inf."""
    xs = [3.0, 7.0, -0.1, 1e-40, 0.0, -0.0, INF]
    out, _ = elementwise("recip", "f32", ("f32", xs))
    want = [round_to_format(Fraction(1) / Fraction(float(np.float32(x))), "f32") for x in xs[:4]]
    assert out[:4] == want
    assert [same_float(x, y) for x, y in zip(out[4:], [INF, -INF, 0.0], strict=True)] == [True] * 3


def test_neg_flips_the_sign_bit() -> None:
    """[neg]: neg(0.0) == -0.0, neg(NaN) is NaN, neg(-inf) == inf."""
    out, _ = elementwise("neg", "f32", ("f32", [0.0, -0.0, NAN, -INF, 1.5]))
    want = [-0.0, 0.0, NAN, INF, -1.5]
    assert all(same_float(x, y) for x, y in zip(out, want, strict=True))


def test_trunc_toward_zero_keeps_sign() -> None:
    """[trunc]: trunc(-0.5) == -0.0; NaN and ±inf unchanged."""
    xs = [-0.5, 2.7, -2.7, 1e30, INF, -INF, NAN, 0.49999997]
    out, _ = elementwise("trunc", "f32", ("f32", xs))
    want = [-0.0, 2.0, -2.0, float(np.float32(1e30)), INF, -INF, NAN, 0.0]
    assert all(same_float(x, y) for x, y in zip(out, want, strict=True)), out


def test_float_minmax_is_a_ternary() -> None:
    """[float-minmax]: max(a, b) = a > b ? a : b, min(a, b) = a < b ? a : b, exactly."""
    a = [NAN, 1.0, 0.0, -0.0, 2.0, NAN]
    b = [1.0, NAN, -0.0, 0.0, 3.0, NAN]
    out, _ = elementwise("max", "f32", ("f32", a), ("f32", b))
    assert all(same_float(x, y) for x, y in zip(out, [1.0, NAN, -0.0, 0.0, 3.0, NAN], strict=True))
    out, _ = elementwise("min", "f64", ("f64", a), ("f64", b))
    assert all(same_float(x, y) for x, y in zip(out, [1.0, NAN, -0.0, 0.0, 2.0, NAN], strict=True))


def test_float_compare_nan_and_signed_zero() -> None:
    """[float-compare]: cmplt/cmpeq false with NaN, cmpne true; -0.0 == 0.0."""
    a, b = [NAN, 1.0, -0.0, NAN], [1.0, NAN, 0.0, NAN]
    assert elementwise("cmplt", "bool", ("f32", a), ("f32", b))[0] == [False] * 4
    assert elementwise("cmpeq", "bool", ("f16", a), ("f16", b))[0] == [False, False, True, False]
    assert elementwise("cmpne", "bool", ("f64", a), ("f64", b))[0] == [True, True, False, True]


def test_f16_arith_mulacc_rounds_after_the_multiply() -> None:
    """[f16-arith]: each f16 op rounds to f16; an f16 mulacc rounds after the multiply."""
    rng = np.random.default_rng(5)
    found = None
    for _ in range(2000):  # find inputs where one rounding and two roundings differ
        a, b, c = (float(np.float16(v)) for v in rng.standard_normal(3) * 4)
        twice = round_to_format(
            Fraction(round_to_format(Fraction(a) * Fraction(b), "f16")) + Fraction(c), "f16"
        )
        once = round_to_format(Fraction(a) * Fraction(b) + Fraction(c), "f16")
        if twice != once:
            found = (a, b, c, twice)
            break
    assert found is not None
    a, b, c, twice = found
    out, _ = elementwise("mulacc", "f16", ("f16", [a]), ("f16", [b]), ("f16", [c]))
    assert out == [twice]


# --- 6. conversions --------------------------------------------------------------------------


def test_cast_int_int_wraps_and_extends() -> None:
    """[cast-int-int]: wrap to the target width; sign-extend signed, zero-extend unsigned."""
    assert elementwise("cast", "u8", ("i32", [-1, 256, 300]))[0] == [255, 0, 44]
    assert elementwise("cast", "i64", ("i8", [-1, -128]))[0] == [-1, -128]
    assert elementwise("cast", "u64", ("i8", [-1]))[0] == [2**64 - 1]
    assert elementwise("cast", "i64", ("u32", [2**32 - 1]))[0] == [2**32 - 1]
    assert elementwise("cast", "i8", ("u16", [0xFF80, 0x017F]))[0] == [-128, 127]


def test_cast_to_bool_is_not_equal_zero() -> None:
    """[cast-to-bool]: x != 0; NaN -> true, -0.0 -> false, 256 -> true (not a byte truncation)."""
    assert elementwise("cast", "bool", ("f32", [NAN, -0.0, 0.5, 0.0]))[0] == [
        True,
        False,
        True,
        False,
    ]
    assert elementwise("cast", "bool", ("i32", [256, 0, -1]))[0] == [True, False, True]


def test_cast_from_bool_is_zero_or_one() -> None:
    """[cast-from-bool]: false/true -> 0/1 and 0.0/1.0."""
    assert elementwise("cast", "i32", ("bool", [True, False]))[0] == [1, 0]
    assert elementwise("cast", "f16", ("bool", [True, False]))[0] == [1.0, 0.0]
    assert elementwise("cast", "u64", ("bool", [True]))[0] == [1]


@pytest.mark.parametrize("source", ["i64", "u64", "i32", "u32"])
def test_cast_int_float_rounds_to_nearest_even(source: str) -> None:
    """[cast-int-float]: one correct rounding for every int -> float pair; too large for f16
    becomes inf."""
    dtype = SCALARS[source]
    rng = np.random.default_rng(dtype.bits)
    lo, hi = (
        (-(2 ** (dtype.bits - 1)), 2 ** (dtype.bits - 1) - 1)
        if dtype.is_signed
        else (0, 2**dtype.bits - 1)
    )
    values = [lo, hi, 0, 1, 65519, 65520, 2**24 + 1, 2**53 + 1]
    for _ in range(150):
        bits = int(rng.integers(1, dtype.bits))
        v = int(rng.integers(0, 2**62)) % (1 << bits) | (1 << (bits - 1)) | 1
        values.append(v if not dtype.is_signed or rng.random() < 0.5 else -v)
    values = [v for v in values if lo <= v <= hi]
    for target in ("f16", "f32", "f64"):
        out, _ = elementwise("cast", target, (source, values))
        assert out == [round_to_format(v, target) for v in values], (source, target)


def test_cast_float_float_single_rounding() -> None:
    """[cast-float-float]: f64 -> f16 rounds once (not through f32); widening is exact."""
    tricky = 1 + 2.0**-11 + 2.0**-40  # through f32 it would become a tie and round to 1.0
    rng = np.random.default_rng(9)
    values = [tricky, 65519.99, 65520.0, 2.0**-25, 2.0**-25 + 2.0**-60, -(2.0**-24) * 1.5]
    values += (rng.standard_normal(300) * 2.0 ** rng.integers(-26, 17, 300)).tolist()
    out, _ = elementwise("cast", "f16", ("f64", values))
    assert out == [round_to_format(v, "f16") for v in values]
    assert out[0] == 1 + 2.0**-10
    out32, _ = elementwise("cast", "f32", ("f64", values))
    assert out32 == [round_to_format(v, "f32") for v in values]
    halves = [float(v) for v in np.frombuffer(rng.bytes(400), np.float16) if np.isfinite(v)]
    assert elementwise("cast", "f64", ("f16", halves))[0] == halves


def test_cast_float_int_truncates_and_out_of_range_is_dont_care() -> None:
    """[cast-float-int]: truncation; NaN, ±inf and out-of-range truncations are don't-care."""
    xs = [2.9, -2.9, -0.9, 2.0**31, -(2.0**31), NAN, INF, -INF, 2.0**31 - 128]
    out, dc = elementwise("cast", "i32", ("f32", xs))
    assert dc == [False, False, False, True, False, True, True, True, False]
    assert [v for v, d in zip(out, dc, strict=True) if not d] == [2, -2, 0, -(2**31), 2**31 - 128]
    out, dc = elementwise("cast", "u8", ("f64", [255.9, 256.0, -0.9, -1.0]))
    assert dc == [False, True, False, True] and out[0] == 255 and out[2] == 0
    out, dc = elementwise("cast", "u64", ("f64", [2.0**64, 2.0**63 + 2.0**11, 2.0**64 - 2048]))
    assert dc == [True, False, False] and out[1:] == [2**63 + 2**11, 2**64 - 2048]
    out, dc = elementwise("cast", "i16", ("f16", [65504.0, -32768.0, 32767.9]))
    assert dc == [True, False, True] and out[1] == -32768  # f16 32767.9 is 32768


def test_bitcast_vectors_lane_zero_first_little_endian() -> None:
    """[bitcast]: reinterpreting bits, lane 0 first and little-endian, as in memory."""
    floats = [1.0, -2.0, 0.5, 3.25]
    raw = struct.pack("<4f", *floats)
    text = """kernel t(%h: i16[8], %q: u64[2], %back: f32[4], %x: f32[4])
  %v = load f32x4 %x[0]
  %s = bitcast i16x8 %v
  store %h[0], %s
  %w = bitcast u64x2 %s
  store %q[0], %w
  %f = bitcast f32x4 %w
  store %back[0], %f
"""
    res = run(
        text,
        h=np.zeros(8, np.int16),
        q=np.zeros(2, np.uint64),
        back=np.zeros(4, np.float32),
        x=np.array(floats, np.float32),
    )
    assert res.buffers["h"].tolist() == list(struct.unpack("<8h", raw))
    assert res.buffers["q"].tolist() == list(struct.unpack("<2Q", raw))
    assert res.buffers["back"].tolist() == floats
    assert res.buffers["q"][0] == 0xC0000000_3F800000  # lane 0 (1.0) in the low half
    assert elementwise("bitcast", "u32", ("f32", [1.0]))[0] == [0x3F800000]
    assert elementwise("bitcast", "i16", ("f16", [-0.0]))[0] == [-0x8000]


def test_bitcast_of_a_nan_is_unspecified() -> None:
    """[nan-bits]: the lanes made from a NaN's bits are don't-care, the others are not
    (found by the fuzzer: an f16 NaN through the C backend's f32 round trip kept its NaN-ness
    but not its payload, and a bitcast exposed the difference)."""
    text = """kernel t(%out: i8[8], %x: f16[4])
  %v = load f16x4 %x[0]
  %b = bitcast i8x8 %v
  store %out[0], %b
"""
    nan_payload = np.array([0xFFDE], np.uint16).view(np.float16)[0]
    x = np.array([1.0, nan_payload, -0.0, np.nan], np.float16)
    res = run(text, out=np.zeros(8, np.int8), x=x)
    assert res.dont_care["out"].tolist() == [False, False, True, True, False, False, True, True]
    assert res.buffers["out"][:2].tolist() == [0x00, 0x3C]


# --- 7. vectors ------------------------------------------------------------------------------


def test_vectorize_gep_broadcast() -> None:
    """[vectorize] builds from scalars, [gep] picks lanes (several: a shuffle), [broadcast]."""
    text = """kernel t(%o: i32[12], %x: i32[4])
  %a = load i32 %x[0]
  %b = load i32 %x[1]
  %c = load i32 %x[2]
  %d = load i32 %x[3]
  %v = vectorize i32x4 %a, %b, %c, %d
  store %o[0], %v
  %sh = gep i32x4 %v, 3, 0, 0, 1
  store %o[4], %sh
  %one = gep i32 %v, 2
  %bc = broadcast i32x2 %one
  store %o[8], %bc
  %pair = gep i32x2 %v, 1, 3
  store %o[10], %pair
"""
    res = run(text, o=np.zeros(12, np.int32), x=np.array([10, 20, 30, 40], np.int32))
    assert res.buffers["o"].tolist() == [10, 20, 30, 40, 40, 10, 10, 20, 30, 30, 20, 40]


def test_where_selects_and_ignores_the_other_operand() -> None:
    """[where]: lane-wise select; an unspecified unselected operand does not leak."""
    text = """kernel t(%o: i32[4], %c: bool[4], %a: i32[4], %b: i32[4])
  %cv = load boolx4 %c[0]
  %av = load i32x4 %a[0]
  %bv = load i32x4 %b[0]
  %q = idiv i32x4 %av, %bv
  %r = where i32x4 %cv, %bv, %q
  store %o[0], %r
"""
    res = run(
        text,
        o=np.zeros(4, np.int32),
        c=np.array([1, 0, 1, 0], bool),
        a=np.array([9, 9, 9, 8], np.int32),
        b=np.array([0, 3, 0, 0], np.int32),
    )
    assert res.buffers["o"].tolist()[:3] == [0, 3, 0]
    assert res.dont_care["o"].tolist() == [False, False, False, True]


# --- 8. memory, loops and parameters ----------------------------------------------------------


def test_load_store_unaligned_vectors_and_bounds() -> None:
    """[load-store]: N consecutive elements at any index; outside the buffer is an error."""
    ok = "kernel t(%o: f32[6], %x: f32[6])\n  %v = load f32x4 %x[2]\n  store %o[1], %v\n"
    res = run(ok, o=np.zeros(6, np.float32), x=np.arange(6, dtype=np.float32))
    assert res.buffers["o"].tolist() == [0, 2, 3, 4, 5, 0]
    bad = "kernel t(%o: f32[6], %x: f32[6])\n  %v = load f32x4 %x[3]\n  store %o[0], %v\n"
    with pytest.raises(OracleError, match=r"%x\[3\.\.6\].*6 elements") as info:
        run(bad, o=np.zeros(6, np.float32), x=np.zeros(6, np.float32))
    assert info.value.buffer == "x" and info.value.index == 3
    negative = "kernel t(%o: f32[6])\n  store %o[-1], 1.0\n"
    with pytest.raises(OracleError, match="outside the buffer"):
        run(negative, o=np.zeros(6, np.float32))


def test_gated_access_false_gate_touches_nothing() -> None:
    """[gated]: a false gate returns the alternative / stores nothing, any index allowed."""
    text = """kernel t(%o: i32[2], %x: i32[2], %g: bool[2])
  %g0 = load bool %g[0]
  %g1 = load bool %g[1]
  %v = load i32 %x[1000] if %g0 else 77
  store %o[0], %v
  store %o[-5], 1 if %g0
  %w = load i32 %x[1] if %g1 else 77
  store %o[1], %w if %g1
"""
    res = run(
        text, o=np.array([5, 6], np.int32), x=np.array([1, 2], np.int32), g=np.array([False, True])
    )
    assert res.buffers["o"].tolist() == [77, 2]
    with pytest.raises(OracleError):  # the same kernel with the first gate open is invalid
        run(text, o=np.zeros(2, np.int32), x=np.zeros(2, np.int32), g=np.array([True, True]))


def test_poison_control() -> None:
    """[poison-control]: unspecified index or bound is an error; unspecified gate poisons."""
    index = """kernel t(%o: i32[4], %a: i32[1])
  %z = load i32 %a[0]
  %q = idiv i32 1, %z
  store %o[%q], 1
"""
    with pytest.raises(OracleError, match="index .*unspecified"):
        run(index, o=np.zeros(4, np.int32), a=np.array([0], np.int32))
    assert run(index, o=np.zeros(4, np.int32), a=np.array([1], np.int32)).buffers["o"][1] == 1
    bound = """kernel t(%o: i32[4], %a: i32[1])
  %z = load i32 %a[0]
  %n = idiv i32 4, %z
  %i = range i32 %n
  store %o[%i], 1
  end %i
"""
    with pytest.raises(OracleError, match="loop bound"):
        run(bound, o=np.zeros(4, np.int32), a=np.array([0], np.int32))
    gate = """kernel t(%o: i32[4], %x: i32[4], %a: f32[1])
  %f = load f32 %a[0]
  %k = cast i32 %f
  %g = cmplt bool %k, 5
  %alt = broadcast i32x2 3
  %v = load i32x2 %x[0] if %g else %alt
  store %o[0], %v
  store %o[3], 9 if %g
"""
    res = run(
        gate, o=np.zeros(4, np.int32), x=np.arange(4, dtype=np.int32), a=np.array([NAN], np.float32)
    )
    assert res.dont_care["o"].tolist() == [True, True, False, True]
    res = run(
        gate, o=np.zeros(4, np.int32), x=np.arange(4, dtype=np.int32), a=np.array([1.0], np.float32)
    )
    assert res.buffers["o"].tolist() == [0, 1, 0, 9] and not res.dont_care["o"].any()


def test_reg_init_is_unspecified_until_written() -> None:
    """[reg-init]: a register element read before it is written is unspecified."""
    text = """kernel t(%o: f32[2])
  %acc = reg f32[2]
  %s = store %acc[1], 2.5
  %after = after %acc, %s
  %v = load f32x2 %after[0]
  store %o[0], %v
"""
    res = run(text, o=np.zeros(2, np.float32))
    assert res.dont_care["o"].tolist() == [True, False] and res.buffers["o"][1] == 2.5


def test_output_init_and_args_untouched() -> None:
    """[output-init]: unwritten elements keep the caller's values; run_oracle copies args."""
    text = "kernel t(%o: i64[3])\n  store %o[1], -7\n"
    given = np.array([11, 22, 33], np.int64)
    res = run(text, o=given)
    assert res.buffers["o"].tolist() == [11, -7, 33] and not res.dont_care["o"].any()
    assert given.tolist() == [11, 22, 33]


def test_range_counts_and_var_bounds() -> None:
    """[range]: 0..n-1, n <= 0 runs zero times; a scalar parameter outside its range is an
    error."""
    text = """kernel t(%o: i32[8], %n: i32 in 0..8)
  %i = range i32 %n
  %sq = mul i32 %i, %i
  store %o[%i], %sq
  end %i
"""
    res = run(text, o=np.full(8, -1, np.int32), n=5)
    assert res.buffers["o"].tolist() == [0, 1, 4, 9, 16, -1, -1, -1]
    assert run(text, o=np.full(8, -1, np.int32), n=0).buffers["o"].tolist() == [-1] * 8
    with pytest.raises(OracleError, match="outside its declared range"):
        run(text, o=np.zeros(8, np.int32), n=9)
    negative = (
        "kernel t(%o: i8[1])\n  %i = range i8 -3\n  %j = cast i32 %i\n"
        "  store %o[%j], %i\n  end %i\n"
    )
    assert run(negative, o=np.array([5], np.int8)).buffers["o"].tolist() == [5]


def test_range_var_bounds_must_fit_the_dtype() -> None:
    """[range]: declared bounds outside the dtype are rejected by verify (regression: an
    `i8 in 0..1000` parameter used to reach the oracle and overflow there)."""
    from refimpl.verify import VerifyError

    with pytest.raises(VerifyError, match="does not fit in i8"):
        parse("kernel t(%o: i8[1], %n: i8 in 0..1000)\n  store %o[0], %n\n")


def test_order_accumulator_in_nested_loops() -> None:
    """[order]: effects run in linearize order: reset, accumulate in an inner loop, read."""
    text = """kernel row_sum(%out: f32[4], %x: f32[32])
  %i = range i32 4
  %acc = reg f32[1]
  %acc_i = after %acc, %i
  %init = store %acc_i[0], 0.0
  %j = range i32 8
  %acc_j = after %acc, %init, %j
  %row = mul i32 %i, 8
  %k = add i32 %row, %j
  %v = load f32 %x[%k]
  %a = load f32 %acc_j[0]
  %s = add f32 %a, %v
  store %acc_j[0], %s
  %end_j = end %j
  %acc_done = after %acc, %end_j
  %t = load f32 %acc_done[0]
  store %out[%i], %t
  end %i
"""
    x = np.arange(32, dtype=np.float32)
    res = run(text, out=np.zeros(4, np.float32), x=x)
    assert res.buffers["out"].tolist() == [sum(range(8 * r, 8 * r + 8)) for r in range(4)]
    assert not res.dont_care["out"].any()


def test_transcendental_lowering_is_what_the_oracle_runs() -> None:
    """[transcendental-lowering]: the oracle evaluates exp2 by the shared lowering: the same
    bits as the explicitly lowered kernel, and exp2 of an integer is exact."""
    from refimpl.passes.transcendental import lower_transcendentals

    text = (
        "kernel e(%o: f32[4], %x: f32[4])\n  %v = load f32x4 %x[0]\n"
        "  %e = exp2 f32x4 %v\n  store %o[0], %e\n"
    )
    kernel = parse(text)
    args = Args({"o": np.zeros(4, np.float32), "x": np.array([3, -2, 0.1, 100], np.float32)})
    direct = run_oracle(kernel, args)
    lowered = run_oracle(kernel.with_sink(lower_transcendentals(kernel.sink)), args)
    assert direct.buffers["o"].tobytes() == lowered.buffers["o"].tobytes()
    assert direct.buffers["o"][:2].tolist() == [8.0, 0.25]


# --- the spec is covered ----------------------------------------------------------------------


def test_every_rule_has_a_test() -> None:
    """Every rule id in docs/semantics.md is cited ("[id]") by some test in conformance/."""
    rules = re.findall(r"^- \*\*\[([a-z0-9-]+)\]\*\*", SPEC.read_text(), re.M)
    assert len(rules) >= 40 and len(set(rules)) == len(rules), "rule ids must be unique"
    sources = "".join(p.read_text() for p in (ROOT / "conformance").glob("test_*.py"))
    missing = [r for r in rules if f"[{r}]" not in sources]
    assert not missing, f"rules without a test: {missing}"
