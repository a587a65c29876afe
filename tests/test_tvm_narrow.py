"""The narrow floats (bf16, f8e4m3, f8e5m2) on the tvm backends (docs/tvm.md findings 16-20).

TVM 0.27 compiles TIR's `bfloat16`, `float8_e4m3fn` and `float8_e5m2` for the LLVM CPU target
through its BF16/FP8 Compute- and StorageLegalize passes, which give them other meanings than
docs/semantics.md: a whole expression computed in f32 and rounded once at the store, a cast
to the narrow type inside an expression dropped, f32 -> bf16 turning some NaNs into inf or 0,
float8 conversions without zeros, subnormals, overflow or NaN. The translation spells every
narrow op and cast out (refimpl/backends/tvm/legalize.py). Each test fails on the translation
before the narrow floats were claimed (their kernels were refused); all but the last two are
kernels TVM's own meaning gets wrong. The op suite checks every op; these check the cases
TVM's legalization differs on, with inputs chosen to show it.
"""

from __future__ import annotations

import numpy as np
import pytest

from conformance.test_narrow_floats import every_encoding
from refimpl.args import Args
from refimpl.backends.base import Options
from refimpl.builder import KernelBuilder
from refimpl.compare import compare_outputs
from refimpl.compile import build, emit, lower, run
from refimpl.dtypes import ALL_SCALARS, NARROW_FLOATS, bool_, f32
from refimpl.oracle import run_oracle
from refimpl.text import parse
from tests.test_tvm_translate import backend_or_skip

IDS = [d.name for d in NARROW_FLOATS]


CHAIN = """\
kernel chain(%out: bf16[64], %a: bf16[64], %b: bf16[64], %c: bf16[64])
  %i = range i32 64
    %x = load bf16 %a[%i]
    %y = load bf16 %b[%i]
    %z = load bf16 %c[%i]
    %s = add bf16 %x, %y
    %p = mul bf16 %s, %z
    store %out[%i], %p
  end %i
"""


def test_bf16_arithmetic_rounds_after_every_op():
    """[narrow-arith]: `(a + b) * c` rounds the sum to bf16 before the product. TVM's
    BF16ComputeLegalize computes the whole expression in f32 and rounds once at the store
    (finding 16); the translation rounds after each op."""
    backend = backend_or_skip("tvm")
    for seed in (0, 1, 2):
        report = run(parse(CHAIN), backend, seed=seed).report
        assert report.ok, report


NARROWING_INSIDE = """\
kernel narrowing_inside(%out: f32[8], %x: f32[8])
  %i = range i32 8
    %v = load f32 %x[%i]
    %n = cast {T} %v
    %w = cast f32 %n
    store %out[%i], %w
  end %i
"""


@pytest.mark.parametrize("dtype", NARROW_FLOATS, ids=IDS)
def test_a_cast_to_a_narrow_float_rounds_inside_an_expression(dtype):
    """`cast f32 (cast bf16 x)` is x rounded to bf16; TVM's ComputeLegalize drops the inner
    cast (finding 17), so an f32 came back unrounded."""
    backend = backend_or_skip("tvm")
    x = np.array([1.0 + 2.0**-20, 3.3, -0.1, 1e-3, 300.0, 1.5e5, -7.77, 2.0**-9], np.float32)
    args = Args({"out": np.zeros(8, np.float32), "x": x})
    kernel = parse(NARROWING_INSIDE.replace("{T}", dtype.name))
    report = run(kernel, backend, args=args).report
    assert report.ok, report


def cast_kernel(frm, to, n: int):
    kb = KernelBuilder(f"every_{frm}_to_{to}")
    src, out = kb.buffer("src", frm, n), kb.buffer("out", to, n)
    with kb.loop(n // 16, name="i") as i:
        index = kb.mul(i, 16)
        kb.store(out, index, kb.cast(kb.load(src, index, 16), to))
    return kb.finish()


# f32 bit patterns where TVM's f32 -> narrow conversions differ from [narrow-cast]: NaNs whose
# payload is below bf16's mantissa (0x7f800001) or carries into the sign (0xffffffff), f32
# subnormals and values below each float8's least normal, overflow past each format's
# largest finite value and its tie, infinities, and ties to even
F32_EDGES = np.array(
    [
        0x7F800001, 0xFFFFFFFF, 0x7FFFFFFF, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000,
        0x7F7FFFFF, 0x00000001, 0x80000001, 0x3F808000, 0x3F818000, 0x43E00000, 0x43E80000,
        0x43E80001, 0x43F00000, 0x47600000, 0x47700000, 0x47700001, 0x3B000000, 0x3A800000,
        0x3A000000, 0x3A000001, 0x00800000, 0xBB000000, 0x37800000, 0xB7800000, 0x38000000,
        0x80000000, 0x00000000, 0x3C000000, 0x3C100000,
    ],
    np.uint32,
).view(np.float32)  # fmt: skip


@pytest.mark.parametrize("to", NARROW_FLOATS, ids=IDS)
def test_f32_edges_cast_to_a_narrow_float(to):
    """[narrow-cast] [narrow-overflow] [narrow-nan] on the f32 values TVM's DTypeConversion
    gets wrong (findings 18, 19): NaN payloads, subnormals, overflow, infinities, ties."""
    backend = backend_or_skip("tvm")
    kernel = cast_kernel(f32, to, len(F32_EDGES))
    args = Args({"src": F32_EDGES.copy(), "out": np.zeros(len(F32_EDGES), to.np)})
    report = run(kernel, backend, args=args).report
    assert report.ok, report


@pytest.mark.parametrize("frm", NARROW_FLOATS, ids=IDS)
def test_every_encoding_cast_to_every_dtype(frm):
    """Every bf16/float8 encoding cast to each dtype: TVM's float8 -> f32 conversion reads a
    zero as 2**-7 (e4m3) and subnormals, infinities and NaNs as normal numbers (finding 20)."""
    backend = backend_or_skip("tvm")
    n = 1 << frm.bits
    # not to bool: a NaN != 0 is false on TVM (finding 12, an expectations entry of the op suite)
    targets = [to for to in ALL_SCALARS if to not in (frm, bool_)]
    kernels = [cast_kernel(frm, to, n) for to in targets]
    runners = build(kernels, backend, Options(), "native")  # one TVM build for all
    for kernel, runner in zip(kernels, runners, strict=True):
        to = kernel.param("out").dtype.base
        args = Args({"src": every_encoding(frm).copy(), "out": np.zeros(n, to.np)})
        expected = run_oracle(lower(kernel), args.copy())
        actual = args.copy()
        runner(actual)
        report = compare_outputs(kernel, expected, actual, inputs=args)
        assert report.ok, f"{kernel.name}: {report}"


REGISTER_SUM = """\
kernel register_sum(%out: bf16[1], %a: bf16[64])
  %acc = reg bf16[1]
  %init = store %acc[0], 0.0
  %i = range i32 64
    %r = after %acc, %init, %i
    %v = load bf16 %r[0]
    %x = load bf16 %a[%i]
    %s = add bf16 %v, %x
    store %r[0], %s
  %e = end %i
  %f = after %acc, %e
  %l = load bf16 %f[0]
  store %out[0], %l
"""


def test_a_bf16_register_array_holds_bf16_values():
    """A running bf16 sum rounds at every step ([narrow-arith]). The translation keeps a narrow
    register array as its bits (u16: TVM's ComputeLegalizePlanner would retype a bf16
    allocation to f32), and the parameters as TIR's bfloat16 buffers."""
    backend = backend_or_skip("tvm")
    kernel = parse(REGISTER_SUM)
    tir = emit(kernel, backend, "tir")
    assert "bfloat16" in tir and "uint16" in tir, tir
    for seed in (0, 1):
        report = run(kernel, backend, seed=seed).report
        assert report.ok, report


def test_sched_does_not_vectorize_a_loop_that_rounds_to_a_narrow_float():
    """Each rounding to a narrow float goes through a one-element local buffer (StmtSimplify
    copied its integer code into every use: `elementwise_bf16` took more than 300 s), which
    the lanes of a vectorized loop would share; tvm-sched's default leaves such a loop scalar."""
    backend = backend_or_skip("tvm-sched")
    kernel = parse(CHAIN)
    assert "vectorized" not in emit(kernel, backend, "schedule")
    for seed in (0, 1):
        report = run(kernel, backend, seed=seed).report
        assert report.ok, report
