"""refimpl/backends/x86/vectorize.py: which innermost loops become vector loops, and that
the vector code computes what the scalar loop did.

Four kinds of test: `plans` on small kernels, one per reason to refuse (no backend runs);
the bench kernels' innermost loops hold packed instructions after it (compiled, not run);
vectorized kernels of every shape it accepts run against the oracle on every x86 config
(v3 and v2, System V and Windows x64), with and without fast_math: bit-exact, as any
kernel is compared (fast_math: with its tolerance, FMA contracting on v3); and random
elementwise loops (Hypothesis), vectorized or refused, run against the oracle natively.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from conformance.harness import check_kernel
from refimpl.backends.base import Options
from refimpl.backends.x86.vectorize import Plan, Refusal, plans
from refimpl.compile import build, compile_kernel, legalize, lower, unavailable
from refimpl.passes.reduce import lower_reduces
from refimpl.text import parse
from refimpl.verify import verify

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

ROOT = Path(__file__).resolve().parents[1]
TARGETS = ("x86-64-v3", "x86-64-v2")


def verdicts(text: str, target: str = "x86-64-v3") -> dict[str, Plan | Refusal]:
    """Each loop of the kernel, by its counter's name -> `plans`' verdict."""
    kernel = lower(parse(text))
    names = {node.arg: name for node, name in kernel.names.items() if node.op.name == "RANGE"}
    found = plans(lower_reduces(kernel.sink), Options(target=target))
    return {names[loop.arg]: verdict for loop, verdict in found.items()}


def lanes(verdict: Plan | Refusal) -> int | Refusal:
    return verdict.lanes if isinstance(verdict, Plan) else verdict


# --- what it vectorizes, and by how many lanes --------------------------------------------

# scalar loops of every shape the pass accepts; each runs against the oracle below
ACCEPTED = {
    # an invariant scalar (a weight loaded before the loop) and a constant, broadcast
    "scale_shift": (
        """
kernel scale_shift(%out: f32[64], %x: f32[64], %w: f32[1])
  %s = load f32 %w[0]
  %i = range i32 64
    %v = load f32 %x[%i]
    %m = mul f32 %v, %s
    %r = add f32 %m, 1.5
    store %out[%i], %r
  end %i
""",
        {"x86-64-v3": 8, "x86-64-v2": 8},
    ),
    # a buffer loaded and stored at one index node: updated in place
    "in_place": (
        """
kernel in_place(%io: f32[32], %y: f32[32])
  %i = range i32 32
    %a = load f32 %io[%i]
    %b = load f32 %y[%i]
    %c = mulacc f32 %a, %b, %a
    store %io[%i], %c
  end %i
""",
        {"x86-64-v3": 8, "x86-64-v2": 8},
    ),
    # taps at counter + invariant + constant (a stencil's nested adds), a scalar parameter
    # as the row offset, and a compare as a where's masks
    "stencil_where": (
        """
kernel stencil_where(%out: f32[16], %img: f32[40], %row: i32 in 0..20)
  %i = range i32 16
    %p = add i32 %row, %i
    %q = add i32 %p, 2
    %a = load f32 %img[%p]
    %b = load f32 %img[%q]
    %lt = cmplt bool %a, %b
    %d = sub f32 %b, %a
    %r = where f32 %lt, %d, 0.0
    store %out[%i], %r
  end %i
""",
        {"x86-64-v3": 8, "x86-64-v2": 8},
    ),
    # 32-bit integer ops with packed forms, a shift by a constant, unsigned min, a where
    "int_ops": (
        """
kernel int_ops(%out: i32[24], %uout: u32[24], %a: i32[24], %b: i32[24], %u: u32[24])
  %i = range i32 24
    %x = load i32 %a[%i]
    %y = load i32 %b[%i]
    %p = mul i32 %x, %y
    %s = shl i32 %p, 3
    %t = xor i32 %s, %x
    %m = max i32 %t, %y
    %eq = cmpeq bool %x, %y
    %r = where i32 %eq, 7, %m
    store %out[%i], %r
    %v = load u32 %u[%i]
    %w = min u32 %v, 1000
    %z = shr u32 %w, 1
    store %uout[%i], %z
  end %i
""",
        {"x86-64-v3": 8, "x86-64-v2": 8},
    ),
    # f64 makes the lanes 4 (one ymm of f64); i32 -> f64 and f64 -> f32 are packed casts
    "mixed_widths": (
        """
kernel mixed_widths(%out: f32[16], %dout: f64[16], %a: i32[16], %d: f64[16])
  %i = range i32 16
    %x = load i32 %a[%i]
    %xd = cast f64 %x
    %y = load f64 %d[%i]
    %s = fdiv f64 %y, %xd
    %r = sqrt f64 %s
    store %dout[%i], %r
    %n = cast f32 %r
    store %out[%i], %n
  end %i
""",
        {"x86-64-v3": 4, "x86-64-v2": Refusal.NOT_PACKED},  # i32 -> f64 packed needs AVX
    ),
}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", ACCEPTED)
def test_a_loop_of_packed_elementwise_ops_is_vectorized_by_one_registers_lanes(name, target):
    text, expected = ACCEPTED[name]
    (verdict,) = verdicts(text, target).values()
    assert lanes(verdict) == expected[target], verdict


@pytest.mark.parametrize("fast_math", [False, True], ids=["exact", "fast_math"])
@pytest.mark.parametrize("name", ACCEPTED)
def test_a_vectorized_kernel_agrees_with_the_oracle(config, name, fast_math):
    """Every vector op is lane-wise the scalar op: the results are bit-exact."""
    kernel = parse(ACCEPTED[name][0])
    options = config.options(fast_math=fast_math)
    legal = legalize(lower(kernel), "x86", options)
    assert verify(legal) is legal
    (runner,) = build([kernel], config.backend, options, config.executor)
    check_kernel(kernel, runner, fast_math=fast_math, config=config)


# Random elementwise loops: each new value is an op of the dtype on values built before it
# (two loads, a scalar loaded before the loop, constants), the last one stored. Ops with a
# packed form on both targets, and a few without (idiv, 64-bit mul and max), whose loops
# must stay scalar on the target that lacks it.
_FLOAT_OPS = ("add", "sub", "mul", "fdiv", "max", "min", "neg", "sqrt", "trunc", "mulacc")
_INT_OPS = ("add", "sub", "mul", "and", "or", "xor", "max", "min", "shl", "shr", "idiv")
_OPS = {"f32": _FLOAT_OPS, "f64": _FLOAT_OPS, "i32": _INT_OPS, "u32": _INT_OPS,
        "i64": _INT_OPS, "u64": _INT_OPS}  # fmt: skip
_CONSTANTS = {"f32": ("1.5", "-0.0", "nan"), "f64": ("0.25", "inf"), "i32": ("3", "-7"),
              "u32": ("5", "4000000000"), "i64": ("-2", "9"), "u64": ("1", "12")}  # fmt: skip
_ARITY = {"neg": 1, "sqrt": 1, "trunc": 1, "mulacc": 3}


@st.composite
def elementwise_loops(draw) -> str:
    dtype = draw(st.sampled_from(sorted(_OPS)))
    n = draw(st.sampled_from([8, 16, 24]))
    body = [f"%x = load {dtype} %a[%i]", f"%y = load {dtype} %b[%i]"]
    values = ["%x", "%y", "%s"]
    while len(body) < 8 and (len(body) == 2 or draw(st.booleans())):
        op = draw(st.sampled_from(_OPS[dtype]))
        name = f"%v{len(body)}"
        if op in ("shl", "shr"):
            operands = [draw(st.sampled_from(values)), draw(st.sampled_from(["1", "3", "33"]))]
        elif draw(st.booleans()) and op not in _ARITY:  # a where on a compare of two values
            compare = draw(st.sampled_from(["cmplt", "cmpne", "cmpeq"]))
            a, b = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            body.append(f"%c{len(body)} = {compare} bool {a}, {b}")
            operands = [f"%c{len(body) - 1}", draw(st.sampled_from(values)), values[-1]]
            op = "where"
        else:
            pool = values + list(_CONSTANTS[dtype])
            operands = [draw(st.sampled_from(pool)) for _ in range(_ARITY.get(op, 2))]
            operands[0] = draw(st.sampled_from(values))  # at least one value of the loop
        body.append(f"{name} = {op} {dtype} {', '.join(operands)}")
        values.append(name)
    in_place = draw(st.booleans())
    out = "%a" if in_place else "%out"
    body.append(f"store {out}[%i], {values[-1]}")
    lines = "\n".join(f"    {line}" for line in body)
    return (
        f"kernel k(%out: {dtype}[{n}], %a: {dtype}[{n}], %b: {dtype}[{n}], %w: {dtype}[1])\n"
        f"  %s = load {dtype} %w[0]\n  %i = range i32 {n}\n{lines}\n  end %i\n"
    )


@settings(
    max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(text=elementwise_loops(), target=st.sampled_from(TARGETS))
def test_random_elementwise_loops_agree_with_the_oracle_vectorized_or_not(text, target):
    note(text)
    options = Options(target=target, check_regalloc=True)
    kernel = parse(text)
    note(f"{target}: {list(verdicts(text, target).values())}")
    if not unavailable("x86", options):
        check_kernel(kernel, build([kernel], "x86", options)[0])


def test_random_elementwise_loops_are_mostly_vectorized():
    """The property above would pass with a pass that vectorizes nothing: at least half of
    its loops (those whose every op is packed: no idiv, no 64-bit mul, max or min, no
    where on a compare of other lanes...) must be vectorized on v3."""
    taken: list[bool] = []

    @settings(max_examples=60, deadline=None, derandomize=True, database=None)
    @given(text=elementwise_loops())
    def collect(text):
        taken.append(isinstance(next(iter(verdicts(text).values())), Plan))

    collect()
    assert sum(taken) >= len(taken) // 2, f"{sum(taken)} of {len(taken)} vectorized"


# --- what it refuses, one kernel per reason -----------------------------------------------

REFUSED = {
    Refusal.NOT_INNERMOST: """
kernel k(%out: f32[64], %x: f32[64])
  %i = range i32 8
    %row = mul i32 %i, 8
    %c = range i32 8
      %p = add i32 %row, %c
      %v = load f32 %x[%p]
      store %out[%p], %v
    end %c
  end %i
""",
    Refusal.BOUND: """
kernel k(%out: f32[12], %x: f32[12])
  %i = range i32 12
    %v = load f32 %x[%i]
    %s = sqrt f32 %v
    store %out[%i], %s
  end %i
""",
    Refusal.COUNTER: """
kernel k(%out: f32[16])
  %i = range i32 16
    %f = cast f32 %i
    store %out[%i], %f
  end %i
""",
    Refusal.INDEX: """
kernel k(%out: f32[16], %x: f32[16], %at: i32[16])
  %i = range i32 16
    %j = load i32 %at[%i]
    %v = load f32 %x[%j]
    store %out[%i], %v
  end %i
""",
    Refusal.GATED: """
kernel k(%out: f32[16], %x: f32[16])
  %i = range i32 16
    %v = load f32 %x[%i]
    %keep = cmplt bool %v, 1.0
    store %out[%i], %v if %keep
  end %i
""",
    Refusal.VECTOR: """
kernel k(%out: f32[16], %x: f32[16])
  %i = range i32 8
    %v = load f32 %x[%i]
    %b = broadcast f32x2 %v
    store %out[%i], %b
  end %i
""",
    Refusal.REGISTER_ARRAY: """
kernel k(%out: f32[1], %x: f32[16])
  %acc = reg f32[1]
  %init = store %acc[0], 0.0
  %i = range i32 16
    %acc_i = after %acc, %init, %i
    %a = load f32 %acc_i[0]
    %v = load f32 %x[%i]
    %s = add f32 %a, %v
    store %acc_i[0], %s
  %end = end %i
  %done = after %acc, %end
  %t = load f32 %done[0]
  store %out[0], %t
""",
    Refusal.EFFECT: """
kernel k(%out: f32[1], %x: f32[16])
  %i = range i32 16
    %v = load f32 %x[%i]
    store %out[0], %v
  end %i
""",
    Refusal.DEPENDENCE: """
kernel k(%io: f32[17])
  %i = range i32 16
    %v = load f32 %io[%i]
    %w = add f32 %v, 1.0
    %next = add i32 %i, 1
    store %io[%next], %w
  end %i
""",
    Refusal.DTYPE: """
kernel k(%out: i16[16], %x: i16[16])
  %i = range i32 16
    %v = load i16 %x[%i]
    %w = add i16 %v, 1
    store %out[%i], %w
  end %i
""",
    Refusal.MASK: """
kernel k(%out: bool[16], %x: f32[16])
  %i = range i32 16
    %v = load f32 %x[%i]
    %lt = cmplt bool %v, 0.5
    store %out[%i], %lt
  end %i
""",
    Refusal.NOT_PACKED: """
kernel k(%out: i32[16], %x: i32[16])
  %i = range i32 16
    %v = load i32 %x[%i]
    %q = idiv i32 %v, 3
    store %out[%i], %q
  end %i
""",
}


@pytest.mark.parametrize("reason", REFUSED, ids=[r.name for r in REFUSED])
def test_a_loop_it_cannot_vectorize_exactly_stays_scalar_with_its_reason(reason):
    found = verdicts(REFUSED[reason])
    assert found["i"] is reason, f"expected {reason}, got {found}"
    if reason is Refusal.NOT_INNERMOST:  # the loop inside it is
        assert lanes(found["c"]) == 8, found


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(
    "op,dtype,expected", [("mulacc", "i64", Refusal.NOT_PACKED), ("mulacc", "i32", 8),
                          ("mulacc", "f64", 4), ("recip", "f32", 8)],
)  # fmt: skip
def test_an_op_legalize_rewrites_is_packed_when_what_it_becomes_is(target, op, dtype, expected):
    """vectorize.py asks legalize.py what an op becomes before lanes are split
    (`rewritten_before_lanes`): mulacc a mul and an add (an i64 mul has no packed form
    before AVX-512, an i32 one has), recip an fdiv."""
    operands = "%v, %v, %v" if op == "mulacc" else "%v"
    text = f"""
kernel k(%out: {dtype}[16], %x: {dtype}[16])
  %i = range i32 16
    %v = load {dtype} %x[%i]
    %r = {op} {dtype} {operands}
    store %out[%i], %r
  end %i
"""
    assert lanes(verdicts(text, target)["i"]) == expected


def test_a_loop_without_effects_is_left_alone():
    """An empty loop has nothing to vectorize (and no element dtype to size lanes by): a
    fuzzed kernel's `range i32 2` / `end` crashed the first version of the pass."""
    text = "kernel k(%out: f32[1])\n  %i = range i32 2\n  end %i\n  store %out[0], 1.0\n"
    assert verdicts(text) == {"i": Refusal.EFFECT}


def test_a_reduce_inside_a_loop_is_a_loop_inside_it():
    """Before passes/reduce.py lowers it (the form tinygrad's backends take), a REDUCE
    closes its own ranges, which no END closes: the loop around one is not innermost."""
    kernel = lower(parse((ROOT / "golden" / "kernels" / "reduce_rowsum.kernel").read_text()))
    found = plans(kernel.sink, Options())
    assert found and set(found.values()) == {Refusal.NOT_INNERMOST}, found


def test_a_refused_loops_code_is_unchanged():
    """Nothing is rewritten where `plans` refuses: the legalized kernel has no vector."""
    kernel = lower(parse(REFUSED[Refusal.BOUND]))
    legal = legalize(kernel, "x86", Options())
    assert all(node.dtype.lanes == 1 for node in legal.sink.toposort())


def test_a_reduction_is_never_vectorized():
    """Reassociating a float sum would change its result: sum_1m's loop stays scalar."""
    kernel = parse((ROOT / "bench" / "sum_1m.kernel").read_text())
    found = plans(lower_reduces(lower(kernel).sink), Options())
    assert list(found.values()) == [Refusal.REGISTER_ARRAY]


# --- the bench kernels LLVM vectorizes by itself (issue 43) -------------------------------

# per kernel, the packed arithmetic its innermost loop must hold on each target
PACKED = {
    "conv3x3": (r"vmulps ymm", r"vaddps ymm"),
    "add_1m": (r"vaddps ymm",),
    "mulacc_1m": (r"vmulps ymm", r"vaddps ymm"),
}
LEGACY = {"vmulps ymm": "mulps xmm", "vaddps ymm": "addps xmm"}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", PACKED)
def test_a_scalar_bench_kernels_innermost_loop_is_packed(name, target):
    """Before the vectorizer, these loops computed one element per iteration with
    vmulss/vaddss (mulss/addss on v2): conv3x3 22 instructions per element on v3 and 31 on
    v2, add_1m 6 and 6, mulacc_1m 7 and 7. Now one iteration computes 8 elements in as many
    instructions as the hand-vectorized `_x8` kernel's on v3 (two xmm halves on v2)."""
    kernel = parse((ROOT / "bench" / f"{name}.kernel").read_text())
    code = compile_kernel(kernel, "x86", Options(target=target), cache=False).compiled
    (loop,) = code.inner_loops
    start = code.listing.index(f"{loop.label}:")
    body = "\n".join(code.listing[start : start + loop.instructions + 1])
    for pattern in PACKED[name]:
        wanted = pattern if target == "x86-64-v3" else LEGACY[pattern]
        assert re.search(wanted, body), f"{name} {target}: no {wanted!r} in\n{body}"
    assert not re.search(r"(mul|add)ss", body), body
    assert loop.spill_stores == loop.reloads == loop.slot_accesses == 0, body
