"""x86-64-v2 code from the x86 backend, and the safety nets of the executors on real kernels.

What this checks, on kernels compiled by the backend (not hand-assembled, unlike
test_executors.py):

- v2 code is legacy SSE only: every corpus kernel's code decodes (iced-x86) without a single
  VEX/EVEX instruction or ymm register; fast_math on v2 contracts nothing (no FMA exists).
- the software f16 conversions (f16soft.py) are exact: all 65536 f16 -> f32, and f32 -> f16
  for edge values and random bit patterns, against numpy.
- blends use their implicit xmm0 (legacy blendvps) and still compute the right lanes.
- the safety nets catch real compiled kernels: a store one element past the end of a buffer
  is reported as OutOfBounds naming that buffer, by Unicorn and by the guarded runner; a loop
  with a huge bound is stopped (Unicorn's instruction budget, the runner's timeout); VEX code
  for x86-64-v3 is refused by Unicorn with a reason.

The out-of-bounds kernel is honest about where the bug is: its loop bound is a scalar
parameter whose declared range (0..9) is larger than the buffer (8 elements), as a caller
that passes a wrong length would do; the run passes n = 9.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from refimpl.backends.base import Args, Options
from refimpl.builder import KernelBuilder
from refimpl.compile import compile_kernel, lower
from refimpl.dtypes import f16, f32, i32
from refimpl.errors import BudgetExceeded, OutOfBounds, Refused, TimedOut
from refimpl.oracle import run_oracle
from refimpl.runtime.executors import executor_unavailable, make_runner
from refimpl.text import parse

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

V2, V3 = "x86-64-v2", "x86-64-v3"
ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted((ROOT / "golden" / "kernels").glob("*.kernel"))


def compile_for(kernel, target: str, **options):
    options = Options(target=target, **options)
    return compile_kernel(kernel, "x86", options, cache=False).compiled


def require(executor: str, target: str = V2) -> None:
    if reason := executor_unavailable(executor, target):
        pytest.skip(reason)


def any_v2_executor() -> str:
    for executor in ("native", "unicorn", "qemu"):
        if executor_unavailable(executor, V2) is None:
            return executor
    pytest.skip("no executor can run x86-64-v2 code here")


def decoded(code: bytes):
    import iced_x86

    return list(iced_x86.Decoder(64, code, ip=0))


# --- v2 code is legacy SSE ------------------------------------------------------------------


def vex_or_ymm(code: bytes) -> list[str]:
    """Every instruction that is VEX/EVEX-encoded, undecodable or names a ymm/zmm register."""
    import iced_x86

    formatter = iced_x86.Formatter(iced_x86.FormatterSyntax.INTEL)
    bad = []
    for instruction in decoded(code):
        text = f"{instruction.ip:#x}: {formatter.format(instruction)}"
        if instruction.code == iced_x86.Code.INVALID:
            bad.append(f"{text} (undecodable)")
        elif instruction.encoding != iced_x86.EncodingKind.LEGACY:
            bad.append(f"{text} (not a legacy encoding)")
        elif "ymm" in text or "zmm" in text:
            bad.append(f"{text} (256/512-bit register)")
    return bad


@pytest.mark.parametrize("fast_math", [False, True], ids=["strict", "fast_math"])
@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_v2_code_has_no_vex_and_no_ymm(path: Path, fast_math: bool):
    compiled = compile_for(parse(path.read_text()), V2, fast_math=fast_math)
    bad = vex_or_ymm(compiled.instruction_bytes)
    listing = "\n".join(compiled.listing)
    assert not bad, f"{path.name} on {V2}:\n" + "\n".join(bad) + f"\n--- listing ---\n{listing}"


def test_the_vex_check_can_fail():
    """The same check finds VEX in v3 code (so the test above is not vacuous)."""
    compiled = compile_for(parse((ROOT / "golden/kernels/elementwise_f32.kernel").read_text()), V3)
    assert vex_or_ymm(compiled.instruction_bytes)


def mulacc_kernel():
    kb = KernelBuilder("fma_candidates")
    out, a, b, c = (kb.buffer(n, f32, 8) for n in ("out", "a", "b", "c"))
    out2 = kb.buffer("out2", f32, 8)
    with kb.loop(8) as i:
        x, y, z = kb.load(a, i), kb.load(b, i), kb.load(c, i)
        kb.store(out, i, kb.add(kb.mul(x, y), z))  # contractible under fast_math
        kb.store(out2, i, kb.mulacc(x, y, z))
    return kb.finish()


def test_v2_fast_math_has_no_fma_and_rounds_twice():
    kernel = mulacc_kernel()
    compiled = compile_for(kernel, V2, fast_math=True)
    listing = "\n".join(compiled.listing)
    # vectorize.py makes the loop one of 8 lanes: two xmm halves of packed mul, then add
    assert "fmadd" not in listing and "mulps" in listing and "addps" in listing, listing
    assert "fmadd" in "\n".join(compile_for(kernel, V3, fast_math=True).listing)
    # a*b+c where the fused result differs from the twice-rounded one: v2 must round twice
    rng = np.random.default_rng(7)
    a = (1 + rng.random(8) * 2.0**-10).astype(np.float32)
    c = -(a.astype(np.float64) * a).astype(np.float32)
    args = Args(
        {
            "out": np.zeros(8, np.float32),
            "out2": np.zeros(8, np.float32),
            "a": a,
            "b": a.copy(),
            "c": c,
        },
        {},
    )
    make_runner(any_v2_executor(), compiled.code, kernel)(args)
    unfused = (a * a).astype(np.float32) + c
    np.testing.assert_array_equal(args.buffers["out"], unfused)
    np.testing.assert_array_equal(args.buffers["out2"], unfused)


# --- f16 without F16C ----------------------------------------------------------------------


def convert_kernel(frm, to, n: int):
    kb = KernelBuilder(f"convert_{frm.name}_{to.name}")
    out, x = kb.buffer("out", to, n), kb.buffer("x", frm, n)
    with kb.loop(n) as i:
        kb.store(out, i, kb.cast(kb.load(x, i), to))
    return kb.finish()


def run_v2(kernel, buffers: dict) -> dict:
    compiled = compile_for(kernel, V2)
    assert "cvtph2ps" not in "\n".join(compiled.listing)
    args = Args(buffers, {})
    make_runner(any_v2_executor(), compiled.code, kernel)(args)
    return args.buffers


def same_or_both_nan(actual: np.ndarray, expected: np.ndarray) -> None:
    both_nan = np.isnan(actual) & np.isnan(expected)
    differ = np.flatnonzero(
        ~both_nan & (actual.view(f"u{actual.itemsize}") != expected.view(f"u{expected.itemsize}"))
    )
    assert differ.size == 0, (
        f"{differ.size} lanes differ, first: input index {differ[0]}: "
        f"got {actual[differ[0]]!r} expected {expected[differ[0]]!r}"
    )


def test_every_f16_widens_exactly_without_f16c():
    halves = np.arange(1 << 16, dtype=np.uint16).view(np.float16)
    out = run_v2(
        convert_kernel(f16, f32, halves.size),
        {"out": np.zeros(halves.size, np.float32), "x": halves},
    )["out"]
    same_or_both_nan(out, halves.astype(np.float32))


def f32_edge_values() -> np.ndarray:
    edges = [0.0, -0.0, 65504.0, 65519.99, 65520.0, 65536.0, 2.0**-14, 2.0**-24, 2.0**-25,
             2.0**-25 * 1.0000001, 3 * 2.0**-25, 2.0**-26, 1.0 + 2.0**-11, 1.0 + 3 * 2.0**-11,
             np.inf, -np.inf, np.nan, 1e-45, 3.4e38, 2.0**-14 - 2.0**-25]  # fmt: skip
    values = np.array(edges + [-e for e in edges], np.float32)
    # around every f16 rounding boundary of the denormal/normal switch and of overflow
    steps = np.arange(-64, 64, dtype=np.int32)
    near = [
        (np.float32(v).view(np.int32) + steps).view(np.float32)
        for v in (2.0**-14, 2.0**-24, 65520.0, 1.0, 0.5 * 2.0**-24)
    ]
    random_bits = np.random.default_rng(0).integers(0, 1 << 32, 60000, dtype=np.uint64)
    return np.concatenate([values, *near, random_bits.astype(np.uint32).view(np.float32)])


def test_f32_to_f16_rounds_once_to_nearest_even_without_f16c():
    values = f32_edge_values()
    out = run_v2(
        convert_kernel(f32, f16, values.size),
        {"out": np.zeros(values.size, np.float16), "x": values},
    )["out"]
    with np.errstate(over="ignore"):
        same_or_both_nan(out, values.astype(np.float16))


# --- blends read their mask from xmm0 ------------------------------------------------------


def test_v2_packed_where_matches_the_oracle():
    kb = KernelBuilder("where4")
    out, a, b = kb.buffer("out", f32, 8), kb.buffer("a", f32, 8), kb.buffer("b", f32, 8)
    with kb.loop(2) as i:
        base = kb.mul(i, 4)
        x, y = kb.load(a, base, lanes=4), kb.load(b, base, lanes=4)
        # not where(x < y, x, y): that is min(x, y), selected as minps (test_x86_isel)
        kb.store(out, base, kb.where(kb.cmplt(x, y), x, kb.sub(y, x)))
    kernel = kb.finish()
    values = np.array([1, np.nan, -0.0, 3, 5, -7, np.inf, 0], np.float32)
    buffers = {"out": np.zeros(8, np.float32), "a": values, "b": values[::-1].copy()}
    expected = run_oracle(lower(kernel), Args({k: v.copy() for k, v in buffers.items()}, {}))
    listing = "\n".join(compile_for(kernel, V2).listing)
    assert "blendvps" in listing and "movaps xmm0," in listing, listing
    actual = run_v2(kernel, buffers)
    same_or_both_nan(actual["out"], expected.buffers["out"])


# --- the safety nets on compiled kernels ---------------------------------------------------


def store_up_to_n():
    kb = KernelBuilder("store_up_to_n")
    out, x = kb.buffer("out", f32, 8), kb.buffer("x", f32, 9)
    n = kb.var("n", i32, 0, 9)
    with kb.loop(n) as i:
        kb.store(out, i, kb.load(x, i))
    return kb.finish()


@pytest.mark.parametrize(
    "executor,target", [("unicorn", V2), ("guarded", V2), ("guarded", V3), ("qemu", V3)]
)
def test_a_store_past_the_end_is_caught_naming_the_buffer(executor, target):
    require(executor, target)
    kernel = store_up_to_n()
    code = compile_for(kernel, target).code
    x = np.arange(9, dtype=np.float32)
    args = Args({"out": np.zeros(8, np.float32), "x": x}, {"n": 9})
    with pytest.raises(OutOfBounds) as caught:
        make_runner(executor, code, kernel)(args)
    error = caught.value
    found = (error.buffer, error.offset, error.access, error.size)
    assert found == ("out", 32, "write", 4), str(error)
    assert "%out+32 (element 8 of 8" in str(error)
    np.testing.assert_array_equal(args.buffers["out"], np.zeros(8, np.float32))  # unchanged
    # the same code with an honest n runs cleanly
    args = Args({"out": np.zeros(8, np.float32), "x": x}, {"n": 8})
    make_runner(executor, code, kernel)(args)
    np.testing.assert_array_equal(args.buffers["out"], x[:8])


def endless_loop():
    """A loop bound of 2**31 - 1 iterations: long enough to count as a hang."""
    kb = KernelBuilder("almost_endless")
    out = kb.buffer("out", i32, 1)
    n = kb.var("n", i32, 0, 2**31 - 1)
    acc = kb.reg(i32, 1)
    kb.store(acc, 0, 0)
    with kb.loop(n):
        kb.store(acc, 0, kb.add(kb.load(acc, 0), 1))
    kb.store(out, 0, kb.load(acc, 0))
    return kb.finish()


def test_unicorn_budget_stops_a_compiled_endless_loop():
    require("unicorn")
    kernel = endless_loop()
    code = compile_for(kernel, V2).code
    args = Args({"out": np.full(1, -1, np.int32)}, {"n": 2**31 - 1})
    with pytest.raises(BudgetExceeded):
        make_runner("unicorn", code, kernel, budget=200_000)(args)
    assert args.buffers["out"][0] == -1
    args = Args({"out": np.full(1, -1, np.int32)}, {"n": 1000})
    make_runner("unicorn", code, kernel, budget=200_000)(args)
    assert args.buffers["out"][0] == 1000


@pytest.mark.parametrize("executor,target", [("guarded", V2), ("qemu", V3)])
def test_runner_timeout_stops_a_compiled_endless_loop(executor, target):
    require(executor, target)
    kernel = endless_loop()
    code = compile_for(kernel, target).code
    args = Args({"out": np.full(1, -1, np.int32)}, {"n": 2**31 - 1})
    with pytest.raises(TimedOut):
        make_runner(executor, code, kernel, timeout=0.3)(args)
    assert args.buffers["out"][0] == -1


def test_unicorn_refuses_v3_code_with_a_reason():
    require("unicorn")
    kernel = mulacc_kernel()
    code = compile_for(kernel, V3).code
    buffers = {n: np.ones(8, np.float32) for n in ("out", "out2", "a", "b", "c")}
    with pytest.raises(Refused, match="VEX") as caught:
        make_runner("unicorn", code, kernel)(Args(buffers, {}))
    assert "x86-64-v2" in str(caught.value)
    assert "VEX" in executor_unavailable("unicorn", V3)


# --- two-address forms (legacy.two_address) ---------------------------------------------------


def test_a_commutative_op_overwrites_the_source_read_for_the_last_time():
    """`d = a * b` needs `d = a` copied first; when b is read for the last time there and a
    is not, `d = b; d *= a` lets the allocator give d and b one register (no copy). Before,
    the copy was always of a: matmul256_4x8's last row copied its broadcast (34 -> 33 per k
    step), conv3x3_x8 copied products and spilled (78 -> 60 per iteration)."""
    from refimpl.backends.x86.legacy import two_address
    from refimpl.backends.x86.mir import Inst, Label, Mem, Reg, VReg

    a, b, d, e, outside = (VReg(n, "vec") for n in range(5))
    x = lambda reg: Reg(reg, 16)  # noqa: E731 - a one-line helper for the listing below
    loaded = Mem("rsi", None, 1, 0, 16)
    body = [
        Inst("vmovups", (x(a), loaded)),
        Inst("vmovups", (x(b), loaded)),
        Inst("vmulps", (x(d), x(a), x(b))),  # b's last read, a read again below
        Inst("vaddps", (x(e), x(a), x(d))),
        Inst("vmovups", (loaded, x(e))),
    ]
    out = [str(i) for i in two_address(body)]
    assert out[2:4] == [str(Inst("vmovaps", (x(d), x(b)))), str(Inst("mulps", (x(d), x(a))))]

    # a value defined before a loop's label lives on around the back edge: not its last read
    loop = [
        Inst("vmovups", (x(outside), loaded)),
        Inst("label", (Label(".Lloop1"),)),
        Inst("vmovups", (x(a), loaded)),
        Inst("vmulps", (x(d), x(a), x(outside))),
        Inst("vaddps", (x(e), x(a), x(d))),
        Inst("vmovups", (loaded, x(e))),
        Inst("jl", (Label(".Lloop1"),)),
    ]
    out = [str(i) for i in two_address(loop)]
    assert out[3:5] == [str(Inst("vmovaps", (x(d), x(a)))), str(Inst("mulps", (x(d), x(outside))))]
