"""The PTX renderer's semantic decisions, checked on the emitted text (issue 44, class 5).

No PTX kernel runs here (no GPU), so a renderer change that breaks the spec would otherwise
show only as a changed golden snapshot, which a regeneration blesses. Like
conformance/test_x86_isel.py for x86, each row of RULES below names a rule of
docs/semantics.md, the op and the dtypes it covers, the PTX the rule requires and the PTX
it forbids, and the reason: a wrong choice fails a test named after its rule, with the
reason in the message. The one-op kernels are rendered by refimpl/backends/ptx.py exactly
as compile would (test_ptx.program_of); nothing here needs ptxas.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from conformance.test_ptx import program
from refimpl.backends import ptx
from refimpl.dtypes import parse_dtype

CHECKED_BACKENDS = ("ptx",)  # what --backend selects this module for (conftest)

FLOATS = ("f32", "f64")
SIGNED = ("i32", "i64")
INTS = ("i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64")
COMPARES = {"cmplt", "cmpne", "cmpeq"}
UNARY = {"sqrt", "recip", "trunc", "neg"}


def one_op_kernel(op: str, dtype: str) -> str:
    """out[0] = op(a[0], a[1]) (or op(a[0]), or a cast of a[0] to `op`'s dtype after '>')."""
    if op.startswith("cast>"):
        to = op.split(">")[1]
        return (
            f"kernel k(%out: {to}[1], %a: {dtype}[2])\n  %x = load {dtype} %a[0]\n"
            f"  %r = cast {to} %x\n  store %out[0], %r\n"
        )
    result = "bool" if op in COMPARES else dtype
    operation = f"{op} {result} %x" if op in UNARY else f"{op} {result} %x, %y"
    return (
        f"kernel k(%out: {result}[1], %a: {dtype}[2])\n  %x = load {dtype} %a[0]\n"
        f"  %y = load {dtype} %a[1]\n  %r = {operation}\n  store %out[0], %r\n"
    )


def shift_count_mask(mask: int) -> str:
    """The count is and-ed with `mask`: an immediate for 32/64 bits (the renderer), a
    constant register for 8/16 bits (legalized to 32 bits first, then the renderer's 31)."""
    if mask >= 31:
        return rf"and\.b(32|64) %_t\d+, %\w+, {mask};"
    return rf"mov\.\w+ (%c\d+), {mask};[\s\S]*and\.b32 %\w+, %\w+, \1;"


@dataclass(frozen=True)
class Rule:
    rule: str  # the docs/semantics.md id
    op: str  # an op name, or "cast>T" for a cast to T
    dtypes: tuple[str, ...]
    required: tuple[str, ...]  # regexes, {t} is the dtype; each must match the text
    forbidden: tuple[str, ...]  # regexes that must not match
    why: str


R = Rule
RULES = [
    # --- float arithmetic: IEEE, one rounding, never contracted --------------------------
    *[R("[no-contract]", op, FLOATS, (rf"{op}\.rn\.{{t}} %r, %x, %y;",), (r"\bfma\b", r"\bmad\b"),
        "PTX may contract a float add/sub/mul without a rounding modifier into an fma; "
        "an explicit .rn forbids it")
      for op in ("add", "sub", "mul")],
    R("[ieee-basic]", "fdiv", FLOATS, (r"div\.rn\.{t} %r, %x, %y;",),
      (r"div\.approx", r"div\.full"), "div.approx/div.full are not correctly rounded"),
    R("[ieee-basic]", "sqrt", FLOATS, (r"sqrt\.rn\.{t} %r, %x;",), (r"sqrt\.approx", r"rsqrt"),
      "sqrt.approx is not correctly rounded"),
    R("[recip]", "recip", FLOATS, (r"rcp\.rn\.{t} %r, %x;",), (r"rcp\.approx",),
      "recip is the IEEE 1/x; rcp.approx is not"),
    R("[trunc]", "trunc", FLOATS, (r"cvt\.rzi\.{t}\.{t} %r, %x;",), (r"cvt\.rni", r"cvt\.rmi"),
      "trunc rounds toward zero and keeps -0.0, inf and NaN"),
    R("[neg]", "neg", FLOATS, (r"neg\.{t} %r, %x;",), (r"sub\.",),
      "negation flips the sign bit (0 - x would give +0.0 for +0.0)"),
    # --- float compares: NaN ---------------------------------------------------------------
    R("[float-compare]", "cmpne", FLOATS, (r"setp\.neu\.{t} %r, %x, %y;",), (r"setp\.ne\.",),
      "x != NaN is true: the unordered setp.neu; the ordered setp.ne is false on NaN"),
    R("[float-compare]", "cmplt", FLOATS, (r"setp\.lt\.{t} %r, %x, %y;",), (r"setp\.ltu\.",),
      "x < NaN is false: the ordered setp.lt; setp.ltu is true on NaN"),
    R("[float-compare]", "cmpeq", FLOATS, (r"setp\.eq\.{t} %r, %x, %y;",), (r"setp\.equ\.",),
      "x == NaN is false: the ordered setp.eq; setp.equ is true on NaN"),
    # --- float min/max: the ternary rule ---------------------------------------------------
    R("[float-minmax]", "max", FLOATS,
      (r"setp\.gt\.{t} (%_t\d+), %x, %y;\s+selp\.{t} %r, %x, %y, \1;",), (r"\bmax\.f",),
      "max(a, b) = a > b ? a : b, so a NaN or an equal -0.0/0.0 gives b; PTX max.f returns "
      "the non-NaN operand and orders -0.0 below 0.0"),
    R("[float-minmax]", "min", FLOATS,
      (r"setp\.lt\.{t} (%_t\d+), %x, %y;\s+selp\.{t} %r, %x, %y, \1;",), (r"\bmin\.f",),
      "min(a, b) = a < b ? a : b; PTX min.f returns the non-NaN operand"),
    # --- integer division: nothing left to the machine ------------------------------------
    *[R("[idiv-zero]", op, INTS,
        (r"setp\.eq\.\w+ (%_t\d+), %\w+, 0;", r"selp\.\w+ (%_t\d+), 1, %\w+, %_t\d+;\s+"
         + ("div" if op == "idiv" else "rem") + r"\.\w+ %\w+, %\w+, \1;"), (),
        "PTX leaves x/0 to the machine (it may trap on some GPUs): the divisor becomes 1")
      for op in ("idiv", "mod")],
    *[R("[idiv-overflow]", op, SIGNED,
        (r"setp\.eq\.{t} %_t\d+, %x, -(2147483648|9223372036854775808);",
         r"setp\.eq\.{t} %_t\d+, %y, -1;", r"or\.pred"), (),
        "MIN / -1 is undefined in PTX; the spec wants MIN (and MIN % -1 = 0): divide by 1")
      for op in ("idiv", "mod")],
    # --- shifts: counts taken mod the width ------------------------------------------------
    *[R("[shift-mask]", op, (dtype,), (shift_count_mask(mask), rf"{op}\.{kind}(32|64) ",), (),
        f"PTX clamps shift counts >= the width; the spec takes them mod {mask + 1}")
      for op in ("shl", "shr")
      for dtype, mask in (("i8", 7), ("u16", 15), ("i32", 31), ("u32", 31), ("i64", 63),
                          ("u64", 63))
      for kind in ["b" if op == "shl" else "s" if dtype.startswith("i") else "u"]],
    # --- casts ---------------------------------------------------------------------------
    *[R("[cast-float-int]", f"cast>{to}", FLOATS, (rf"cvt\.rzi\.{cvt}\.{{t}} ",),
        (r"cvt\.rni", r"cvt\.rmi", r"cvt\.rpi"), "float to integer truncates toward zero")
      for to, cvt in (("i32", "s32"), ("u32", "u32"), ("i64", "s64"), ("u64", "u64"),
                      ("i8", "s32"), ("u16", "u32"))],
    *[R("[cast-int-float]", f"cast>{to}", ("i32", "u64", "i64"), (rf"cvt\.rn\.{to}\.\w+ %r",),
        (r"cvt\.rz\.", r"cvt\.rm\.", r"cvt\.rp\."), "integer to float rounds to nearest even")
      for to in FLOATS],
    R("[cast-float-float]", "cast>f32", ("f64",), (r"cvt\.rn\.f32\.f64 %r, %x;",), (),
      "narrowing rounds once to nearest even"),
    R("[cast-float-float]", "cast>f64", ("f32",), (r"cvt\.f64\.f32 %r, %x;",), (r"cvt\.r\w+\.f64",),
      "widening is exact: no rounding modifier (ptxas rejects one)"),
    R("[cast-to-bool]", "cast>bool", FLOATS, (r"setp\.neu\.{t} %r, %x, ",), (r"setp\.ne\.",),
      "NaN casts to true: x != 0 unordered"),
    R("[cast-int-int]", "cast>i8", ("i32",), (r"bfe\.s32 %r, %\w+, 0, 8;",), (),
      "a narrowing integer cast wraps and sign-extends into the 32-bit register"),
    R("[cast-int-int]", "cast>u8", ("i32",), (r"and\.b32 %r, %\w+, 255;",), (),
      "a narrowing unsigned cast wraps and zero-extends into the 32-bit register"),
]  # fmt: skip

# never anywhere: .ftz flushes denormals ([denormals]); .approx is not bit-exact ([bit-exact])
EVERYWHERE_FORBIDDEN = {
    r"\.ftz\b": "[denormals]: .ftz flushes denormal inputs and results to zero",
    r"\.approx\b": "[bit-exact]: an .approx instruction is not correctly rounded",
}

CASES = [(rule, dtype) for rule in RULES for dtype in rule.dtypes]


def case_id(rule: Rule, dtype: str) -> str:
    return f"{rule.rule.strip('[]')}-{rule.op.replace('>', '-to-')}-{dtype}"


def spelled(pattern: str, dtype: str) -> str:
    """`pattern` with {t} as PTX spells `dtype` in a register (i32 -> s32, f32 -> f32)."""
    return pattern.replace("{t}", ptx.reg_type(parse_dtype(dtype)))


def rendered(op: str, dtype: str) -> str:
    return ptx.render(program(one_op_kernel(op, dtype)))


@pytest.mark.parametrize(("rule", "dtype"), CASES, ids=[case_id(r, d) for r, d in CASES])
def test_ptx_renders_the_spec_choice(rule: Rule, dtype: str) -> None:
    text = rendered(rule.op, dtype)
    for pattern in rule.required:
        assert re.search(spelled(pattern, dtype), text), (
            f"{rule.rule} {rule.op} {dtype}: no /{pattern}/ — {rule.why}\n{text}"
        )
    for pattern in rule.forbidden:
        found = re.search(spelled(pattern, dtype), text)
        assert not found, f"{rule.rule} {rule.op} {dtype}: {found[0]!r} — {rule.why}\n{text}"


@pytest.mark.parametrize(("rule", "dtype"), CASES, ids=[case_id(r, d) for r, d in CASES])
def test_ptx_never_flushes_or_approximates(rule: Rule, dtype: str) -> None:
    text = rendered(rule.op, dtype)
    for pattern, why in EVERYWHERE_FORBIDDEN.items():
        found = re.search(pattern, text)
        assert not found, f"{rule.op} {dtype}: {found[0]!r} — {why}\n{text}"


def test_f16_arithmetic_rounds_through_f32_with_explicit_rounding():
    """[f16-arith]: f16 ops are the f32 op (.rn) rounded back once per op, cvt.rn.f16.f32."""
    for op in ("add", "sub", "mul", "fdiv"):
        text = rendered(op, "f16")
        name = "div" if op == "fdiv" else op
        assert re.search(rf"{name}\.rn\.f32 ", text), (op, text)
        assert "cvt.rn.f16.f32" in text, (op, text)


def test_the_max_select_gives_b_on_nan_and_on_equal_zeros():
    """[float-minmax], the behaviour rather than the text: evaluate the rendered setp/selp
    pair with Python floats (setp.gt is false whenever an operand is NaN, PTX ISA 9.7.3.1),
    and it must give the spec's answer on every pair with NaN and signed zeros."""
    text = rendered("max", "f32")
    found = re.search(r"setp\.(\w+)\.f32 (%_t\d+), (%\w+), (%\w+);\s+selp\.f32 %r, (%\w+), "
                      r"(%\w+), \2;", text)  # fmt: skip
    assert found, text
    compare, _, left, right, then, otherwise = found.groups()
    ordered = {"gt": lambda a, b: a > b, "lt": lambda a, b: a < b, "ge": lambda a, b: a >= b}
    unordered = {"gtu": lambda a, b: a != a or b != b or a > b}
    test = {**ordered, **unordered}[compare]
    nan = float("nan")
    for a, b, want in ((nan, 1.0, 1.0), (0.0, -0.0, -0.0), (-0.0, 0.0, 0.0), (2.0, 1.0, 2.0)):
        env = {"%x": a, "%y": b}
        got = env[then] if test(env[left], env[right]) else env[otherwise]
        assert got == want and (str(got) == str(want)), (a, b, got, want)
