"""tinygrad 0.14.0's X86 and clang renderers against the oracle (refimpl/backends/tinygrad/).

Every corpus kernel, a sample of the op suite (each op on each dtype, at width 1 or 4, and
casts from each dtype), and one minimal kernel per difference found, each run through the
translation (IR -> tinygrad UOps) and tinygrad's own late pipeline, then compared with the
oracle. Known tinygrad bugs are strict xfails naming the bug (docs/tinygrad.md, "Findings"),
so a tinygrad that fixes one makes the suite say so. Kernels whose only difference is the
waived rule [no-contract] (the clang renderer contracts `a*b+c`) are compared under the
[fast-math] tolerance on that backend and bit-exactly on the others.

Skipped, with the reason, when tinygrad is not importable; the LLVM renderer is checked for
a clear unavailability reason where its libLLVM cannot read tinygrad's IR.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import numpy as np
import pytest

from refimpl.backends.tinygrad.backend import tinygrad_problem  # which imports no tinygrad

if problem := tinygrad_problem():  # not installed (the reason says how to), or another version
    pytest.skip(problem, allow_module_level=True)

from conformance import expectations  # noqa: E402
from conformance.harness import check_kernel  # noqa: E402
from conformance.opsuite import all_cases  # noqa: E402
from refimpl.backends.base import Args, Capabilities, Options, Program  # noqa: E402
from refimpl.backends.tinygrad import BACKENDS  # noqa: E402
from refimpl.backends.tinygrad.backend import CompilerRejected  # noqa: E402
from refimpl.compare import compare_outputs  # noqa: E402
from refimpl.compile import legalize, lower  # noqa: E402
from refimpl.ir import Kernel  # noqa: E402
from refimpl.oracle import run_oracle  # noqa: E402
from refimpl.passes.linearize import linearize  # noqa: E402
from refimpl.text import parse  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted((ROOT / "golden" / "kernels").glob("*.kernel"))
CHECKED_BACKENDS = ("tinygrad-x86", "tinygrad-clang")

# the bugs, one line each (docs/tinygrad.md has a minimal kernel for every one)
X86_NEG_ZERO = "tinygrad X86: float neg(+0.0) gives +0.0 instead of -0.0"
X86_LANE_BITCAST = (
    "tinygrad X86: lane-count-changing bitcast reads unset registers or crashes isel/regalloc"
)
X86_U32X16_WIDEN = "tinygrad X86: u32x16 -> i64x16 gives lanes 12-14 wrong upper 32 bits"
CLANG_F16_EXPR = (
    "tinygrad clang: f16 ops inlined into one C expression are computed in float, rounded once"
)
CLANG_VEC_TO_SCALAR_BITCAST = (
    "tinygrad clang: vector->scalar bitcast rendered as `bit_cast(...)[0]` (does not compile)"
)
FOLD_ZERO = "tinygrad symbolic: folds x + 0.0 -> x and x * 0.0 -> 0 (wrong for -0.0, NaN, inf)"
CLANG_MINUS_LITERAL = (
    "tinygrad clang: x - (negative literal) rendered as `x--0.0f` (does not compile)"
)
FMA_WAIVED = "waived [no-contract]: tinygrad's clang compiles with FMA contraction on"
X86_NAN_SELECT = (
    "tinygrad X86: where(cmp(a, b), x, y) on floats picks the wrong side when a or b is NaN"
)
X86_U64_TO_FLOAT = "tinygrad X86: u64 >= 2^63 -> f64/f32 drops the sticky bit (2^63+1025 -> 2^63)"
F64_TO_F16_TWICE = "tinygrad: f64 -> f16 rounds through f32 (double rounding, [cast-float-float])"
CLANG_REASSOCIATED = (
    "tinygrad clang: a + (b + c) is printed a+b+c, which C adds left to right (finding 11)"
)
# the narrow floats: neither CPU renderer has fp8 (nor X86 bf16) arithmetic, so tinygrad's
# late pipeline emulates them (codegen/decomp/dtype.py; docs/tinygrad.md, "bf16 and fp8")
NARROW_FTZ = (
    "tinygrad: the fp8/bf16 emulation flushes subnormals to zero on every load and narrowing "
    "(decomp/dtype.py f2f, 'NB: denormals are zero!')"
)
FP8_SATURATES = (
    "tinygrad: a cast to fp8 saturates: overflow and +-inf give +-448 / +-57344, spec NaN / "
    "inf ([narrow-overflow]; decomp/dtype.py f2f_clamp sat=True)"
)
FP8_VIA_F16 = "tinygrad: f32/f64 -> fp8 is rounded through f16 (double rounding, [narrow-cast])"
NARROW_KEPT_WIDE = (
    "tinygrad: an fp8 (bf16) ALU or cast result is kept in f16 (f32), not rounded to its "
    "dtype before a cast ([narrow-arith])"
)
CLANG_FP8_LANE_BITCAST = (
    "tinygrad clang: a scalar -> fp8 vector bitcast crashes the renderer "
    "(KeyError: UOp(Ops.CONST, dtypes.weakint ...) in render_index)"
)
NARROW_REGISTER = (
    "tinygrad: a register array of an emulated fp8/bf16 fails UOp verification (AFTER of a "
    "CAST: decomp/dtype.py pm_float_decomp rewrites the AFTER like an ALU op)"
)

# (backend, kernel name) -> why it is expected to fail; found by running them all
KNOWN_FAILURES = {
    # the narrow-float corpus kernels (docs/tinygrad.md, "bf16 and fp8"): elementwise_fp8
    # shows several of the emulation's differences, its first differing elements this one
    # (tinygrad-x86's output is tinygrad-clang's, bit for bit), and so does casts_narrow on
    # tinygrad-x86 (clang does not claim its bf16); tinygrad-x86's bf16 kernels meet the
    # emulation's register array and its f32 results
    ("tinygrad-clang", "elementwise_fp8"): FP8_SATURATES,
    ("tinygrad-x86", "elementwise_fp8"): FP8_SATURATES,
    ("tinygrad-x86", "casts_narrow"): FP8_SATURATES,
    ("tinygrad-x86", "bf16_dot"): NARROW_REGISTER,
    ("tinygrad-x86", "elementwise_bf16"): NARROW_KEPT_WIDE,
    ("tinygrad-x86", "bitcasts"): X86_LANE_BITCAST,
    # elementwise_f16 on clang shows CLANG_F16_EXPR bit-exactly, but it holds a*b+c, so it is
    # compared under the tolerance its waived [no-contract] allows, which covers one rounding
    # too; the minimal kernel f16_rounds_each_op still pins the bug
    ("tinygrad-x86", "neg_f16x4"): X86_NEG_ZERO,
    ("tinygrad-x86", "neg_f64"): X86_NEG_ZERO,
    # found by the boundary inputs of refimpl.inputs (issue 11 item 6)
    ("tinygrad-x86", "neg_f16"): X86_NEG_ZERO,
    ("tinygrad-x86", "neg_f32x4"): X86_NEG_ZERO,
    ("tinygrad-x86", "select_cmplt_f16"): X86_NAN_SELECT,
    ("tinygrad-x86", "casts_int_float"): X86_U64_TO_FLOAT,
    ("tinygrad-x86", "cast_f64x16_to_f16x16"): F64_TO_F16_TWICE,
    ("tinygrad-clang", "cast_f64x16_to_f16x16"): F64_TO_F16_TWICE,
    **{
        ("tinygrad-x86", f"bitcast_{k}"): X86_LANE_BITCAST
        for k in (
            "i32_to_i16x2",
            "u16_to_u8x2",
            "i64_to_u32x2",
            "u8x4_to_f32",
            "f64_to_f32x2",
            "i32x4_to_f64x2",
            "u16x4_to_f32x2",
            "f32x4_to_u8x16",
        )
    },
    **{
        ("tinygrad-clang", f"bitcast_{k}"): CLANG_VEC_TO_SCALAR_BITCAST
        for k in (
            "u8x4_to_f32",
            "i16x4_to_i64",
        )
    },
    ("tinygrad-x86", "cast_u32x16_to_i64x16"): X86_U32X16_WIDEN,
    # its pairwise horizontal sum (s4 = lo + hi, ...) is printed as one left-to-right chain
    ("tinygrad-clang", "reduce_sum_x8"): CLANG_REASSOCIATED,
}


def program(kernel: Kernel, backend: str) -> Program:
    """What compile.py hands the backend: its REDUCEs lowered to accumulators (these
    backends do not take REDUCE; the -opt ones, test_tinygrad_opt.py, do)."""
    legal = legalize(lower(kernel), backend, Options())
    return Program(legal, linearize(legal.sink), Options(), backend)


@pytest.fixture(scope="module")
def runners():
    """Every kernel of this module built once per backend, so tinygrad's imports and caches
    are paid once; a kernel that does not compile is stored as its exception."""
    built: dict[tuple[str, str], object] = {}

    def get(backend: str, kernel: Kernel):
        key = (backend, kernel.name)
        if key not in built:
            impl = BACKENDS[backend]
            if reason := impl.unavailable(Options()):
                pytest.skip(reason)
            try:
                (built[key],) = impl.build([program(kernel, backend)])
            except Exception as e:  # noqa: BLE001 - a tinygrad crash is a test failure
                built[key] = e
        runner = built[key]
        if isinstance(runner, Exception):
            raise AssertionError(f"tinygrad failed to compile {kernel.name}: {runner!r}")
        return runner

    return get


# the op suite's own test of a sample case, as the backend's expectations file lists it
OP_TEST_ID = "conformance/test_ops.py::test_op[{backend}-native-{name}]"


@functools.cache
def listed(backend: str) -> dict[str, str]:
    """{test id: reason} of `backend`'s expectations file (what `--backend NAME` runs are
    held to; conformance/expectations.py), or {} without one."""
    path = expectations.default_file(backend)
    if path is None or not path.exists():
        return {}
    return expectations.parse(expectations.read_text(path), str(path))


def marked(backend: str, name: str, listed_as: str | None = None) -> object:
    """A strict xfail where the kernel is a known failure: in KNOWN_FAILURES, or, for a case
    the op suite runs too (`listed_as`, a test id pattern), under its expectations reason."""
    reason = KNOWN_FAILURES.get((backend, name))
    if reason is None and listed_as is not None:
        reason = listed(backend).get(listed_as.format(backend=backend, name=name))
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(backend, name, marks=marks, id=f"{backend}-{name}")


def check(runner, kernel: Kernel, backend: str) -> None:
    """Bit-exact, or under the [fast-math] tolerance where the backend waives a rule the
    kernel meets ([no-contract] on tinygrad-clang for a kernel with a*b+c), as the suite
    and the fuzzer compare it (Capabilities.compared_with_tolerance). tinygrad's code runs
    natively, in this process; X86's, whose register allocation is known to leave registers
    unset (X86_LANE_BITCAST), in a forked child, since a write through an unset register
    may land in this process's memory (a CI run lost its xdist worker so, on
    bitcast_i32_to_i16x2) and the damage must die with the child (docs/executors.md)."""
    tolerant = BACKENDS[backend].capabilities.compared_with_tolerance(lower(kernel))
    if backend in RUN_IN_A_CHILD:
        in_child(lambda: check_kernel(kernel, runner, fast_math=tolerant))
    else:
        check_kernel(kernel, runner, fast_math=tolerant)


RUN_IN_A_CHILD = frozenset({"tinygrad-x86"})


def in_child(check_it) -> None:
    """Run `check_it` in a forked child; its AssertionError (or any failure, or a crash)
    is raised here as an AssertionError with its message."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report and leave without running any of pytest's cleanup
        os.close(read_end)
        status, message = 0, b""
        try:
            check_it()
        except BaseException as e:  # noqa: BLE001 - every failure goes back to the parent
            status, message = 1, f"{type(e).__name__}: {e}".encode()
        os.write(write_end, message)
        os._exit(status)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        message = pipe.read().decode(errors="replace")
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        raise AssertionError(f"the kernel's process died of signal {os.WTERMSIG(status)}")
    if os.WEXITSTATUS(status) != 0:
        raise AssertionError(message)


def test_a_check_in_a_child_reports_its_failure_and_its_crash_here():
    """A crash of the child (as a kernel's write through an unset register may cause) is
    this test's failure, not the end of the pytest worker; an assertion keeps its message."""
    import signal

    with pytest.raises(AssertionError, match="differ in lane 3"):
        in_child(lambda: (_ for _ in ()).throw(AssertionError("differ in lane 3")))
    with pytest.raises(AssertionError, match=f"signal {int(signal.SIGSEGV)}"):
        in_child(lambda: os.kill(os.getpid(), signal.SIGSEGV))
    in_child(lambda: None)


# --- the corpus -----------------------------------------------------------------------------

CORPUS_KERNELS = {p.stem: parse(p.read_text(), str(p)) for p in CORPUS}


def claimed(backend: str, kernel: Kernel) -> bool:
    """Whether `backend` claims `kernel`: the others (bf16 on tinygrad-clang, whose clang
    rejects `__bf16`) are not collected, and tests/test_cli_sweep.py checks every verb refuses
    them in those words."""
    return BACKENDS[backend].capabilities.unsupported(lower(kernel)) is None


@pytest.mark.parametrize(
    ("backend", "name"),
    [
        marked(b, n)
        for n, kernel in CORPUS_KERNELS.items()
        for b in CHECKED_BACKENDS
        if claimed(b, kernel)
    ],
)
def test_corpus_kernel_matches_oracle(runners, backend, name):
    kernel = CORPUS_KERNELS[name]
    check(runners(backend, kernel), kernel, backend)


# --- a sample of the op suite ---------------------------------------------------------------


# bitcasts: same lane count, scalar -> vector, vector -> scalar, vector -> vector
SAMPLED_BITCASTS = {
    "bitcast_f32_to_i32",
    "bitcast_u64x4_to_f64x4",
    "bitcast_f16x4_to_i16x4",
    "bitcast_i32_to_i16x2",
    "bitcast_u16_to_u8x2",
    "bitcast_i64_to_u32x2",
    "bitcast_f64_to_f32x2",
    "bitcast_u8x4_to_f32",
    "bitcast_i16x4_to_i64",
    "bitcast_f32x4_to_u8x16",
    "bitcast_i32x4_to_f64x2",
    "bitcast_u16x4_to_f32x2",
}
SAMPLED_CASTS = {"cast_u32x16_to_i64x16", "cast_f64x16_to_f16x16", "cast_i8x16_to_f32x16"}
SAMPLED_SHUFFLES = {
    "shuffle_reverse_f32x4",
    "shuffle_rotate_i8x16",
    "shuffle_reverse_f64x8",
    "shuffle_rotate_u16x8",
    "shuffle_reverse_boolx8",
    "shuffle_rotate_f16x4",
}


def _sample() -> list:
    """Each ALU op on each dtype once (width 1 or 4, alternating), casts from each dtype to
    three others at width 4, and a few bitcasts, shuffles and gated accesses. Not the narrow
    floats (bf16, fp8): the minimal kernels below pin each of their differences, and the op
    suite's expectations files list their cases."""
    cases, seen = [], set()
    cast_targets: dict[str, int] = {}
    for case in all_cases():
        if Capabilities().unsupported(case.kernel):
            continue
        name = case.id
        family, _, rest = name.partition("_")
        if case.family.startswith("cast_from_"):
            source = case.family.removeprefix("cast_from_")
            if name in SAMPLED_CASTS or name.endswith("x4") and cast_targets.get(source, 0) < 3:
                cast_targets[source] = cast_targets.get(source, 0) + 1
                cases.append(case)
        elif case.family == "gated":
            if name.endswith(("_f32", "_f16x4", "_i8x4", "_u64x4", "_bool")):
                cases.append(case)
        elif case.family in ("bitcast", "shuffle"):
            if name in SAMPLED_BITCASTS or name in SAMPLED_SHUFFLES:
                cases.append(case)
        elif case.family not in ("broadcast", "vectorize", "exp2", "log2", "sin"):
            width = "x4" if len(seen) % 2 else ""
            dtype = rest.split("x")[0]
            if (family, dtype) not in seen and rest == dtype + width:
                seen.add((family, dtype))
                cases.append(case)
    return cases


SAMPLE = {c.id: c.kernel for c in _sample()}


@pytest.mark.parametrize(
    ("backend", "name"),
    [marked(b, n, OP_TEST_ID) for n in SAMPLE for b in CHECKED_BACKENDS],
)
def test_op_sample_matches_oracle(runners, backend, name):
    kernel = SAMPLE[name]
    check(runners(backend, kernel), kernel, backend)


# --- minimal kernels: one per difference, on inputs that show it ----------------------------

MINIMAL = {
    "neg_zero": ("""
kernel neg_zero(%out: f32[4], %x: f32[4])
  %i = range i32 4
    %v = load f32 %x[%i]
    %n = neg f32 %v
    store %out[%i], %n
  end %i
""", {"x": [0.0, -0.0, 1.0, -2.0]}),
    "f16_rounds_each_op": ("""
kernel f16_rounds_each_op(%out: f16[2], %x: f16[2], %y: f16[2])
  %i = range i32 2
    %a = load f16 %x[%i]
    %b = load f16 %y[%i]
    %p = mul f16 %a, %b
    %q = fdiv f16 %p, %b
    store %out[%i], %q
  end %i
""", {"x": [300.0, 1.0], "y": [300.0, 3.0]}),
    "bitcast_u32_to_u16x2": ("""
kernel bitcast_u32_to_u16x2(%out: u16[2], %x: u32[1])
  %v = load u32 %x[0]
  %h = bitcast u16x2 %v
  store %out[0], %h
""", {"x": [0x12345678]}),
    "bitcast_u8x4_to_u32": ("""
kernel bitcast_u8x4_to_u32(%out: u32[1], %x: u8[4])
  %v = load u8x4 %x[0]
  %w = bitcast u32 %v
  store %out[0], %w
""", {"x": [0x78, 0x56, 0x34, 0x12]}),
    "add_zero": ("""
kernel add_zero(%out: f32[2], %x: f32[2])
  %i = range i32 2
    %v = load f32 %x[%i]
    %a = add f32 %v, 0.0
    store %out[%i], %a
  end %i
""", {"x": [-0.0, 1.0]}),
    "mul_zero": ("""
kernel mul_zero(%out: f32[4], %x: f32[4])
  %i = range i32 4
    %v = load f32 %x[%i]
    %m = mul f32 %v, 0.0
    store %out[%i], %m
  end %i
""", {"x": [float("nan"), float("-inf"), -1.0, 2.0]}),
    "sub_negative_literal": ("""
kernel sub_negative_literal(%out: f32[2], %x: f32[2])
  %i = range i32 2
    %v = load f32 %x[%i]
    %s = sub f32 %v, -0.0
    store %out[%i], %s
  end %i
""", {"x": [-0.0, 1.5]}),
    "mulacc_unfused": ("""
kernel mulacc_unfused(%out: f32[1], %a: f32[1], %b: f32[1], %c: f32[1])
  %x = load f32 %a[0]
  %y = load f32 %b[0]
  %z = load f32 %c[0]
  %r = mulacc f32 %x, %y, %z
  store %out[0], %r
""", {"a": [1.0 + 2.0**-12], "b": [1.0 + 2.0**-12], "c": [-(1.0 + 2.0**-11)]}),
    "divide_by_zero_and_overflow": ("""
kernel divide_by_zero_and_overflow(%q: i32[4], %r: i32[4], %a: i32[4], %b: i32[4])
  %i = range i32 4
    %x = load i32 %a[%i]
    %y = load i32 %b[%i]
    %d = idiv i32 %x, %y
    store %q[%i], %d
    %m = mod i32 %x, %y
    store %r[%i], %m
  end %i
""", {"a": [-2**31, 7, -7, 5], "b": [-1, 0, 2, -1]}),
    "max_nan_and_signed_zero": ("""
kernel max_nan_and_signed_zero(%hi: f32[4], %lo: f32[4], %a: f32[4], %b: f32[4])
  %i = range i32 4
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %m = max f32 %x, %y
    store %hi[%i], %m
    %n = min f32 %x, %y
    store %lo[%i], %n
  end %i
""", {"a": [float("nan"), 1.0, 0.0, -0.0], "b": [2.0, float("nan"), -0.0, 0.0]}),
    "shift_by_width": ("""
kernel shift_by_width(%l: i32[4], %r: i32[4], %a: i32[4], %b: i32[4])
  %i = range i32 4
    %x = load i32 %a[%i]
    %y = load i32 %b[%i]
    %s = shl i32 %x, %y
    store %l[%i], %s
    %t = shr i32 %x, %y
    store %r[%i], %t
  end %i
""", {"a": [-8, 3, 1, -1], "b": [32, 33, -1, 64]}),
    "narrow_copy_keeps_subnormals": ("""
kernel narrow_copy_keeps_subnormals(%out: f8e4m3[4], %x: f8e4m3[4])
  %v = load f8e4m3x4 %x[0]
  store %out[0], %v
""", {"x": [2.0**-9, -(2.0**-7), 2.0**-6, 1.0]}),
    "bf16_copy_keeps_subnormals": ("""
kernel bf16_copy_keeps_subnormals(%out: bf16[2], %x: bf16[2])
  %v = load bf16x2 %x[0]
  store %out[0], %v
""", {"x": [2.0**-133, 1.0]}),
    "fp8_cast_overflow": ("""
kernel fp8_cast_overflow(%e4: f8e4m3[4], %e5: f8e5m2[4], %x: f32[4])
  %v = load f32x4 %x[0]
  %a = cast f8e4m3x4 %v
  store %e4[0], %a
  %b = cast f8e5m2x4 %v
  store %e5[0], %b
""", {"x": [1e5, float("inf"), float("-inf"), 1.0]}),
    "fp8_cast_rounds_once": ("""
kernel fp8_cast_rounds_once(%out: f8e4m3[1], %x: f32[1])
  %v = load f32 %x[0]
  %c = cast f8e4m3 %v
  store %out[0], %c
""", {"x": [1.0 + 2.0**-4 + 2.0**-12]}),
    "fp8_add_rounds_before_cast": ("""
kernel fp8_add_rounds_before_cast(%out: f32[1], %x: f8e5m2[2])
  %a = load f8e5m2 %x[0]
  %b = load f8e5m2 %x[1]
  %s = add f8e5m2 %a, %b
  %w = cast f32 %s
  store %out[0], %w
""", {"x": [1.75, 2.0]}),
    "bf16_add_rounds_before_cast": ("""
kernel bf16_add_rounds_before_cast(%out: f32[1], %x: bf16[2])
  %a = load bf16 %x[0]
  %b = load bf16 %x[1]
  %s = add bf16 %a, %b
  %w = cast f32 %s
  store %out[0], %w
""", {"x": [1.0, 2.0**-8]}),
    "narrow_register": ("""
kernel narrow_register(%out: f8e4m3[1], %x: f8e4m3[1])
  %acc = reg f8e4m3[1]
  %v = load f8e4m3 %x[0]
  %init = store %acc[0], %v
  %ready = after %acc, %init
  %a = load f8e4m3 %ready[0]
  store %out[0], %a
""", {"x": [1.0]}),
    "fp8_lane_bitcast": ("""
kernel fp8_lane_bitcast(%out: f8e5m2[4], %x: f32[1])
  %v = load f32 %x[0]
  %h = bitcast f8e5m2x4 %v
  store %out[0], %h
""", {"x": [1.0]}),
}  # fmt: skip

MINIMAL_FAILURES = {
    **{
        (backend, name): reason
        for backend in CHECKED_BACKENDS
        for name, reason in (
            ("narrow_copy_keeps_subnormals", NARROW_FTZ),
            ("bf16_copy_keeps_subnormals", NARROW_FTZ),
            ("fp8_cast_overflow", FP8_SATURATES),
            ("fp8_cast_rounds_once", FP8_VIA_F16),
            ("fp8_add_rounds_before_cast", NARROW_KEPT_WIDE),
            ("bf16_add_rounds_before_cast", NARROW_KEPT_WIDE),
            ("narrow_register", NARROW_REGISTER),
        )
    },
    ("tinygrad-clang", "fp8_lane_bitcast"): CLANG_FP8_LANE_BITCAST,
    ("tinygrad-x86", "fp8_lane_bitcast"): X86_LANE_BITCAST,
    ("tinygrad-x86", "neg_zero"): X86_NEG_ZERO,
    ("tinygrad-clang", "f16_rounds_each_op"): CLANG_F16_EXPR,
    ("tinygrad-x86", "bitcast_u32_to_u16x2"): X86_LANE_BITCAST,
    ("tinygrad-clang", "bitcast_u8x4_to_u32"): CLANG_VEC_TO_SCALAR_BITCAST,
    ("tinygrad-clang", "mulacc_unfused"): FMA_WAIVED,
    **{
        (backend, name): FOLD_ZERO
        for backend in CHECKED_BACKENDS
        for name in ("add_zero", "mul_zero")
    },
    ("tinygrad-clang", "sub_negative_literal"): CLANG_MINUS_LITERAL,
}


def test_a_clang_rejection_carries_clangs_error_line(capfd):
    """tinygrad runs clang with its stderr inherited: the error line is caught and put in
    the exception (a campaign tells one rejection from another by it), not printed."""
    backend = "tinygrad-clang"
    if reason := BACKENDS[backend].unavailable(Options()):
        pytest.skip(reason)
    kernel = parse(MINIMAL["sub_negative_literal"][0])
    with pytest.raises(CompilerRejected, match=r"^clang rejected tinygrad's source: .*error: "):
        BACKENDS[backend].build([program(kernel, backend)])
    assert "error" not in capfd.readouterr().err


def fixed_args(kernel: Kernel, values: dict[str, list]) -> Args:
    """Inputs from `values`; every other buffer zero-filled."""
    buffers = {}
    for param in kernel.buffers:
        dtype, name = param.dtype.base.np, param.arg[1]
        buffers[name] = np.array(values.get(name, [0] * param.dtype.size), dtype=dtype)
    return Args(buffers)


# minimal kernels a backend cannot compile here (clang 14 rejects `__bf16`)
NOT_COMPILED = {
    ("tinygrad-clang", name): BACKENDS["tinygrad-clang"].capabilities.dtype_reasons["bf16"]
    for name in ("bf16_copy_keeps_subnormals", "bf16_add_rounds_before_cast")
}


def _minimal_params() -> list:
    params = []
    for name in MINIMAL:
        for backend in CHECKED_BACKENDS:
            reason = MINIMAL_FAILURES.get((backend, name))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            if (backend, name) in NOT_COMPILED:
                marks = [pytest.mark.skip(reason=NOT_COMPILED[backend, name])]
            params.append(pytest.param(backend, name, marks=marks, id=f"{backend}-{name}"))
    return params


@pytest.mark.parametrize(("backend", "name"), _minimal_params())
def test_minimal_kernel_matches_oracle(runners, backend, name):
    """The spec's answer on the inputs that show each finding ([neg], [f16-arith], [bitcast],
    [cast-int-int], [no-contract]) and each spelled-out rule ([idiv-zero], [idiv-overflow],
    [float-minmax], [shift-mask]): the guarded ones must not trap and must agree. Inputs
    are fixed (not drawn from a seed) so that each shows its difference every time."""
    text, values = MINIMAL[name]
    kernel = parse(text)
    args = fixed_args(kernel, values)
    expected = run_oracle(lower(kernel), args)
    actual = args.copy()
    runners(backend, kernel)(actual)
    report = compare_outputs(kernel, expected, actual)
    assert report.ok, f"{name} on {backend}:\n{report}\n--- kernel ---\n{kernel}"


# --- the backends' own contract ---------------------------------------------------------------


def test_llvm_backend_runs_or_says_why_not(runners):
    """Either tinygrad-llvm runs a kernel with a register accumulator and vector loads, or
    its unavailability reason names the libLLVM it found and what it lacks."""
    backend = BACKENDS["tinygrad-llvm"]
    reason = backend.unavailable(Options())
    if reason is not None:
        assert "LLVM" in reason and "libLLVM" in reason, reason
        return
    kernel = CORPUS_KERNELS["sum_reduce"]
    check_kernel(kernel, runners("tinygrad-llvm", kernel))


SUB_AND_NEG = """
kernel sub_and_neg(%out: u8[4], %wide: f64[4], %x: u8[4], %y: u8[4], %a: f64[4])
  %i = range i32 4
    %v = load u8 %x[%i]
    %w = load u8 %y[%i]
    %n = neg u8 %v
    %s = sub u8 %n, %w
    store %out[%i], %s
    %f = load f64 %a[%i]
    %g = neg f64 %f
    %h = sub f64 %g, %f
    store %wide[%i], %h
  end %i
"""


def test_sub_and_neg_reach_the_llvm_renderer_in_the_front_ends_form(runners):
    """tinygrad's LLVM renderer has no SUB or NEG (its front end never builds them): the
    translation states them as `a + b*-1` and `x*-1` for it, as tinygrad's front end does,
    and keeps them for the clang and X86 renderers, which have them. Before, every `sub` on
    tinygrad-llvm failed with `KeyError: Ops.SUB` and every `neg` with "failed to render"."""
    from tinygrad.renderer.cstyle import ClangRenderer
    from tinygrad.renderer.llvmir import CPULLVMRenderer
    from tinygrad.uop.ops import Ops as TgOps

    from refimpl.backends.tinygrad.translate import translate

    kernel = parse(SUB_AND_NEG)
    for renderer, kept in ((CPULLVMRenderer, False), (ClangRenderer, True)):
        sink = translate(kernel, renders=renderer.code_for_op).sink
        ops = {u.op for u in sink.toposort()}
        assert ({TgOps.SUB, TgOps.NEG} <= ops) is kept, renderer.__name__
    if reason := BACKENDS["tinygrad-llvm"].unavailable(Options()):
        pytest.skip(reason)
    check_kernel(kernel, runners("tinygrad-llvm", kernel))


@pytest.mark.parametrize("backend", CHECKED_BACKENDS)
def test_emit_source_is_tinygrads_rendering(backend):
    """`emit(program, "source")` is the renderer's own output: C for clang, the hex of the
    machine code for X86."""
    impl = BACKENDS[backend]
    if reason := impl.unavailable(Options()):
        pytest.skip(reason)
    text = impl.emit(program(CORPUS_KERNELS["sum_reduce"], backend), "source")
    if backend == "tinygrad-clang":
        assert "void sum_reduce(float* restrict" in text
    else:
        bytes.fromhex(text)  # raw x86 code as hex
        assert text.endswith("c3")  # ret


def test_buffers_and_scalars_are_passed_in_tinygrads_order(runners):
    """tinygrad's function takes the parameters it uses in slot order, scalars among the
    buffers (here the scalar is slot 0), leaving out an unused one."""
    kernel = parse("""
kernel scalar_first(%n: i32 in 0..8, %out: i32[8], %unused: f32[4], %x: i32[8])
  %i = range i32 %n
    %v = load i32 %x[%i]
    %w = add i32 %v, %n
    store %out[%i], %w
  end %i
""")
    for backend in CHECKED_BACKENDS:
        check_kernel(kernel, runners(backend, kernel))
