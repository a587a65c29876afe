"""The narrow floats on the tinygrad backends (issue 40 item 5; docs/tinygrad.md, "bf16 and fp8").

translate.py names bf16, f8e4m3 and f8e5m2 as tinygrad's own bfloat16, fp8e4m3 and fp8e5m2.
tinygrad-clang claims the fp8s (its clang rejects `__bf16`), tinygrad-llvm all three,
tinygrad-x86 bf16; a backend that does not claim one says why in its refusal (tinygrad-x86
compiles the fp8s but is not triaged on them yet). The
buffers are the caller's raw bits: a copy of normal values and NaNs comes back bit for bit
(tinygrad's flushing of subnormals is a finding, pinned in conformance/test_tinygrad.py, not
checked here). Skips without tinygrad.
"""

from __future__ import annotations

import numpy as np
import pytest

from refimpl.backends.tinygrad.backend import tinygrad_problem

if problem := tinygrad_problem():
    pytest.skip(problem, allow_module_level=True)

from refimpl.backends.base import Args, Options, Program  # noqa: E402
from refimpl.backends.tinygrad import BACKENDS  # noqa: E402
from refimpl.backends.tinygrad.translate import TG_DTYPES  # noqa: E402
from refimpl.compile import legalize, lower  # noqa: E402
from refimpl.dtypes import NARROW_FLOATS, SCALARS, numpy_dtype  # noqa: E402
from refimpl.passes.linearize import linearize  # noqa: E402
from refimpl.text import parse  # noqa: E402

NARROW = [d.name for d in NARROW_FLOATS]


def test_every_scalar_has_a_tinygrad_dtype_the_narrow_floats_tinygrads_own():
    from tinygrad import dtypes

    assert set(TG_DTYPES) == set(SCALARS)
    assert (TG_DTYPES["bf16"], TG_DTYPES["f8e4m3"], TG_DTYPES["f8e5m2"]) == (
        dtypes.bfloat16,
        dtypes.fp8e4m3,
        dtypes.fp8e5m2,
    )


def copy_kernel(dtype: str):
    return parse(f"""
kernel copy_{dtype}(%out: {dtype}[4], %x: {dtype}[4])
  %v = load {dtype}x4 %x[0]
  store %out[0], %v
""")


def test_a_backend_that_does_not_claim_a_narrow_float_says_why():
    kernel = lower(copy_kernel("bf16"))
    for clang in ("tinygrad-clang", "tinygrad-clang-opt"):
        refusal = BACKENDS[clang].capabilities.unsupported(kernel)
        assert refusal.startswith("dtype bf16 not supported (bf16: ") and "__bf16" in refusal
        for dtype in ("f8e4m3", "f8e5m2"):
            assert BACKENDS[clang].capabilities.unsupported(lower(copy_kernel(dtype))) is None
    # tinygrad-x86(-opt) claims all three (bf16 emulated in f32, the fp8s in f16; each
    # triaged, docs/tinygrad.md), and so does tinygrad-llvm(-opt) (its renderer has bf16;
    # fp8 is emulated)
    for name in ("tinygrad-x86", "tinygrad-x86-opt", "tinygrad-llvm", "tinygrad-llvm-opt"):
        for dtype in NARROW:
            assert BACKENDS[name].capabilities.unsupported(lower(copy_kernel(dtype))) is None


# normal values and NaNs of each format, as bits
NORMAL_BITS = {"bf16": [0x3F80, 0xC2F7, 0x7FC1, 0x0080], "f8e4m3": [0x38, 0xC9, 0x7F, 0x08]}
NORMAL_BITS["f8e5m2"] = [0x3C, 0xC9, 0x7E, 0x04]


@pytest.mark.parametrize(
    ("backend", "dtype"),
    [(b, d) for b in ("tinygrad-x86", "tinygrad-clang", "tinygrad-llvm") for d in NARROW],
)
def test_narrow_buffers_are_the_callers_bits(backend, dtype):
    impl = BACKENDS[backend]
    kernel = copy_kernel(dtype)
    if reason := impl.unavailable(Options()):
        pytest.skip(reason)
    if backend == "tinygrad-clang" and dtype == "bf16":  # it writes `__bf16`, which clang rejects
        pytest.skip(impl.capabilities.dtype_reasons["bf16"])
    legal = legalize(lower(kernel), backend, Options())
    (run,) = impl.build([Program(legal, linearize(legal.sink), Options(), backend)])
    bits_np = np.uint16 if dtype == "bf16" else np.uint8
    x = np.array(NORMAL_BITS[dtype], dtype=bits_np).view(numpy_dtype(dtype))
    args = Args({"x": x, "out": np.zeros(4, numpy_dtype(dtype))})
    run(args)
    assert args.buffers["out"].view(bits_np).tolist() == NORMAL_BITS[dtype]
