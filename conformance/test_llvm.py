"""LLVM backend: the IR it emits is valid and free of UB-inviting flags, and it runs right.

Three groups of tests:
- IR checks that execute nothing: every kernel of the golden corpus and of the op suite
  renders to IR that LLVM's verifier accepts; the IR carries no `nsw`/`nuw`/`exact` and no
  fast-math flag, except `contract` under fast_math ([fast-math]).
- Hand-computed results, one per rule of docs/semantics.md that LLVM's own semantics would
  get wrong if the renderer forgot a guard: INT_MIN / -1, shifts by >= width, max with NaN,
  f64 -> f16 rounding, mulacc without contraction, gated loads far out of bounds.
- The JIT itself: batches with colliding kernel names, the compile cache, assembly output.

The generic op x dtype x width comparison with the oracle lives in test_ops.py.
"""

from __future__ import annotations

import functools
import gc
import re
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest

from conformance.opsuite import all_cases
from refimpl.backends import llvm as llvm_backend
from refimpl.backends.base import Args, Options, Program
from refimpl.builder import KernelBuilder
from refimpl.compile import build, prepare
from refimpl.dtypes import INTS, DType, bool_, f16, f32, f64, i8, i16, i32, i64, u8, u64
from refimpl.inputs import float_edges, int_edges
from refimpl.ir import Kernel, Ops
from refimpl.text import parse

CHECKED_BACKENDS = ("llvm",)  # what --backend selects this module for (conftest)

CORPUS = sorted((Path(__file__).parent.parent / "golden" / "kernels").glob("*.kernel"))
OP_SUITE = [c.kernel for c in all_cases()]

# every fast-math flag LLVM knows (LangRef "Fast-Math Flags")
FAST_MATH_FLAGS = ("fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")
POISON_FLAGS = ("nsw", "nuw", "exact", "inbounds", "nneg", "disjoint", "samesign")


def program(kernel: Kernel, **options) -> Program:
    return prepare(kernel, "llvm", Options(**options))


@functools.cache
def ir_of(kernel: Kernel, fast_math: bool = False) -> str:
    return llvm_backend.BACKEND.emit(program(kernel, fast_math=fast_math), "llvm")


def instructions(ir: str) -> list[str]:
    """The instruction lines of the IR, comments stripped."""
    lines = (line.split(";", 1)[0].strip() for line in ir.splitlines())
    return [line for line in lines if line and not line.endswith(":")]


def words(ir: str) -> set[str]:
    return {w for line in instructions(ir) for w in re.findall(r"[A-Za-z_]+", line)}


# --- the IR is valid ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    CORPUS or [pytest.param(None, marks=pytest.mark.skip(reason="corpus is empty"))],
    ids=[p.stem for p in CORPUS] or ["empty"],
)
def test_corpus_kernel_ir_verifies(path: Path) -> None:
    kernel = parse(path.read_text(), str(path))
    ir = ir_of(kernel)
    llvm.parse_assembly(ir).verify()


def test_op_suite_ir_verifies() -> None:
    """Every op x dtype x width kernel, every cast and bitcast: LLVM's verifier accepts it."""
    failures = []
    for kernel in OP_SUITE:
        ir = ir_of(kernel)
        try:
            llvm.parse_assembly(ir).verify()
        except RuntimeError as e:
            failures.append(f"{kernel.name}: {e}\n{ir}")
    assert not failures, f"{len(failures)} kernels give invalid IR; first:\n{failures[0]}"


# --- no flags that would make LLVM assume away an edge case ------------------------------


def test_no_poison_or_fast_math_flags_by_default() -> None:
    used = set().union(*(words(ir_of(k)) for k in OP_SUITE))
    assert not used & set(POISON_FLAGS), f"poison-generating flags: {used & set(POISON_FLAGS)}"
    assert not used & set(FAST_MATH_FLAGS), f"fast-math flags: {used & set(FAST_MATH_FLAGS)}"
    assert "llvm.fmuladd" not in "".join(ir_of(k) for k in OP_SUITE)


def test_fast_math_adds_only_contract_on_fmul_fadd_fsub() -> None:
    """[fast-math]: `contract` and llvm.fmuladd, nothing else, and only where allowed."""
    mulaccs = [k for k in OP_SUITE if k.name.startswith(("mulacc_f", "add_f", "mul_f"))]
    irs = [ir_of(k, fast_math=True) for k in mulaccs]
    used = set().union(*(words(ir) for ir in irs))
    assert used & set(FAST_MATH_FLAGS) == {"contract"}
    assert not used & set(POISON_FLAGS)
    for line in (line for ir in irs for line in instructions(ir)):
        if "contract" in line.split():
            assert re.search(r"= (fmul|fadd|fsub) contract ", line), line
    assert any("llvm.fmuladd" in ir for ir in irs)


# --- hand-computed results -----------------------------------------------------------------


def elementwise(op: Ops, dtype: DType, *operands, result: DType | None = None) -> np.ndarray:
    """Run `out[k] = op(a[k], b[k], ...)` on the llvm backend and return out."""
    count = len(operands[0])
    kb = KernelBuilder(f"{op.text}_{dtype}")
    buffers = [kb.buffer(f"in{n}", dtype, count) for n in range(len(operands))]
    out_dtype = result or (bool_ if op in (Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ) else dtype)
    out = kb.buffer("out", out_dtype, count)
    with kb.loop(count, name="k") as k:
        values = [kb.load(b, k) for b in buffers]
        if op is Ops.CAST:
            kb.store(out, k, kb.cast(values[0], out_dtype))
        else:
            kb.store(out, k, kb.alu(op, *values))
    (runner,) = build([kb.finish()], "llvm")
    arrays = {f"in{n}": np.array(v, dtype=dtype.np) for n, v in enumerate(operands)}
    arrays["out"] = np.zeros(count, out_dtype.np)
    runner(Args(arrays))
    return arrays["out"]


SIGNED = [t for t in INTS if t.is_signed]


@pytest.mark.parametrize("dtype", SIGNED, ids=str)
def test_idiv_overflow_is_min_and_mod_is_zero(dtype: DType) -> None:
    """[idiv-overflow]: MIN / -1 == MIN, MIN % -1 == 0 (LLVM: undefined; x86: #DE)."""
    lowest = np.iinfo(dtype.np).min
    a, b = [lowest, lowest, 7, -7], [-1, 1, -2, 2]
    assert elementwise(Ops.IDIV, dtype, a, b).tolist() == [lowest, lowest, -3, -3]
    assert elementwise(Ops.MOD, dtype, a, b).tolist() == [0, 0, 1, -1]


@pytest.mark.parametrize("dtype", INTS, ids=str)
def test_idiv_by_zero_does_not_trap(dtype: DType) -> None:
    """[idiv-zero]: the result is don't-care, but the process must survive it."""
    quotient = elementwise(Ops.IDIV, dtype, [5, 0, 1], [0, 0, 1])
    remainder = elementwise(Ops.MOD, dtype, [5, 0, 1], [0, 0, 1])
    assert quotient[2] == 1 and remainder[2] == 0  # the defined lane is still right


def test_shift_counts_are_masked() -> None:
    """[shift-mask]: i32 shifts by 33 shift by 1; by -1 shift by 31; shr of i32 is arithmetic."""
    a = [3, 3, -8, -8]
    assert elementwise(Ops.SHL, i32, a, [33, -1, 32, 1]).tolist() == [6, -(2**31), -8, -16]
    assert elementwise(Ops.SHR, i32, a, [33, -1, 34, 65]).tolist() == [1, 0, -2, -4]
    assert elementwise(Ops.SHR, u8, [0x80, 0x80], [9, 255]).tolist() == [0x40, 0x01]
    assert elementwise(Ops.SHL, i64, [1, 1], [64, 127]).tolist() == [1, -(2**63)]


def test_float_max_min_are_ternaries() -> None:
    """[float-minmax]: `a > b ? a : b`: NaN in either operand gives b; -0.0 vs 0.0 gives b."""
    nan = np.nan
    a, b = [nan, 1.0, 0.0, -0.0, 2.0], [1.0, nan, -0.0, 0.0, 3.0]
    maxima = elementwise(Ops.MAX, f32, a, b)
    assert maxima[0] == 1.0 and np.isnan(maxima[1]) and maxima[4] == 3.0
    assert np.signbit(maxima[2]) and not np.signbit(maxima[3])
    minima = elementwise(Ops.MIN, f64, a, b)
    assert minima[0] == 1.0 and np.isnan(minima[1]) and minima[4] == 2.0
    assert np.signbit(minima[2]) and not np.signbit(minima[3])


def test_f64_to_f16_rounds_once() -> None:
    """[cast-float-float]: 1 + 2^-11 + 2^-40 rounds up to 1 + 2^-10 (through f32 it would tie
    and round to even, giving 1.0), and random bit patterns agree with numpy's direct rounding.
    """
    assert elementwise(Ops.CAST, f64, [1 + 2**-11 + 2**-40], result=f16)[0] == 1 + 2**-10
    rng = np.random.default_rng(6)
    patterns = rng.integers(0, 2**64, 4096, dtype=np.uint64, endpoint=False)
    exponents = rng.integers(1023 - 30, 1023 + 17, 4096).astype(np.uint64)  # around f16 range
    near_f16 = (patterns & np.uint64(0x800F_FFFF_FFFF_FFFF)) | (exponents << np.uint64(52))
    values = np.concatenate([patterns.view(np.float64), near_f16.view(np.float64)])
    with np.errstate(over="ignore", invalid="ignore"):
        expected = values.astype(np.float16)
    actual = elementwise(Ops.CAST, f64, values, result=f16)
    same = (actual.view(np.uint16) == expected.view(np.uint16)) | (
        np.isnan(actual) & np.isnan(expected)
    )
    assert same.all(), f"{(~same).sum()} differ, e.g. {values[~same][:4]!r}"


def test_mulacc_rounds_twice() -> None:
    """[no-contract]: (1 + 2^-12)^2 - 1 is 2^-11 with two roundings, 2^-11 + 2^-24 fused."""
    x = 1 + 2**-12
    assert elementwise(Ops.MULACC, f32, [x], [x], [-1.0])[0] == 2**-11
    half = np.float16(1 + 2**-6)  # f16 rounds after the multiply too ([f16-arith])
    assert elementwise(Ops.MULACC, f16, [half], [half], [-1.0])[0] == np.float16(2**-5)


def test_mulacc_under_fast_math_is_within_tolerance() -> None:
    kb = KernelBuilder("fma")
    a, out = kb.buffer("a", f32, 1), kb.buffer("out", f32, 1)
    x = kb.load(a, 0)
    kb.store(out, 0, kb.mulacc(x, x, -1.0))
    (runner,) = build([kb.finish()], "llvm", Options(fast_math=True))
    args = Args({"a": np.array([1 + 2**-12], np.float32), "out": np.zeros(1, np.float32)})
    runner(args)
    assert args.buffers["out"][0] in (np.float32(2**-11), np.float32(2**-11 + 2**-24))


def test_casts_to_bool_and_float_to_int() -> None:
    """[cast-to-bool] NaN -> true, -0.0 -> false; [cast-float-int] truncates toward zero."""
    to_bool = elementwise(Ops.CAST, f32, [np.nan, -0.0, 0.5, -np.inf], result=bool_)
    assert to_bool.tolist() == [True, False, True, True]
    assert elementwise(Ops.CAST, f64, [-0.9, 2.5, -2.5], result=i8).tolist() == [0, 2, -2]
    big = [2.0**64 - 2048, 2.0**63, 0.75]
    assert elementwise(Ops.CAST, f64, big, result=u64).tolist() == [2**64 - 2048, 2**63, 0]
    assert elementwise(Ops.CAST, u64, [2**64 - 1], result=f64)[0] == 2.0**64


def test_float_to_int_out_of_range_does_not_trap() -> None:
    """Out-of-range lanes are don't-care; the in-range lane next to them is still exact."""
    result = elementwise(Ops.CAST, f32, [np.nan, np.inf, -1e30, 7.9], result=i16)
    assert result[3] == 7


def test_false_gate_never_touches_memory() -> None:
    """[gated]: a false gate's index may be anything: 2^30 past the end must not fault."""
    kb = KernelBuilder("gated_far")
    out, hits = kb.buffer("out", f32, 8), kb.buffer("hits", f32, 8)
    x, on = kb.buffer("x", f32, 8), kb.buffer("on", bool_, 2)
    with kb.loop(2, name="i") as i:
        gate = kb.load(on, i)
        index = kb.where(gate, kb.mul(i, 4), 1 << 30)
        value = kb.load(x, index, 4, gate=gate, alt=kb.broadcast(kb.const(f32, -1.0), 4))
        kb.store(out, kb.mul(i, 4), value)
        kb.store(hits, index, kb.broadcast(kb.const(f32, 9.0), 4), gate=gate)
    (runner,) = build([kb.finish()], "llvm")
    args = Args(
        {
            "out": np.zeros(8, np.float32),
            "hits": np.zeros(8, np.float32),
            "x": np.arange(8, dtype=np.float32),
            "on": np.array([False, True]),
        }
    )
    runner(args)
    assert args.buffers["out"].tolist() == [-1.0] * 4 + [4.0, 5.0, 6.0, 7.0]
    assert args.buffers["hits"].tolist() == [0.0] * 4 + [9.0] * 4


def test_bool_memory_is_bytes_and_vector_bitcasts_reinterpret() -> None:
    """[bool-storage] and [bitcast] between vectors with different lane counts."""
    kb = KernelBuilder("bits")
    a, flags = kb.buffer("a", i16, 4), kb.buffer("flags", bool_, 4)
    out = kb.buffer("out", f32, 2)
    vector = kb.load(a, 0, 4)
    kb.store(out, 0, kb.bitcast(vector, f32.vec(2)))
    kb.store(flags, 0, kb.cmplt(vector, kb.broadcast(kb.const(i16, 0), 4)))
    (runner,) = build([kb.finish()], "llvm")
    a_values = np.array([0, 0x3F80, -1, -32768], np.int16)
    flags_values = np.full(4, 7, np.uint8).view(bool)  # not 0/1: the store must write 0/1
    args = Args({"a": a_values, "flags": flags_values, "out": np.zeros(2, np.float32)})
    runner(args)
    assert args.buffers["out"].view(np.uint32).tolist() == a_values.view(np.uint32).tolist()
    assert args.buffers["flags"].view(np.uint8).tolist() == [0, 0, 1, 1]


def test_register_array_with_computed_index_and_scalar_parameter() -> None:
    kb = KernelBuilder("histogram")
    out, x = kb.buffer("out", i64, 4), kb.buffer("x", u8, 16)
    n = kb.var("n", u8, 0, 16)
    hist = kb.reg(i64, 4, name="hist")
    with kb.loop(4, dtype=u8, name="c") as c:
        kb.store(hist, kb.cast(c, i32), 0)
    with kb.loop(n, dtype=u8, name="k") as k:
        bucket = kb.cast(kb.alu(Ops.AND, kb.load(x, kb.cast(k, i32)), 3), i32)
        kb.store(hist, bucket, kb.add(kb.load(hist, bucket), 1))
    kb.store(out, 0, kb.load(hist, 0, 4))
    (runner,) = build([kb.finish()], "llvm")
    x_values = np.arange(16, dtype=np.uint8) * 5
    for count in (0, 5, 16):
        args = Args({"out": np.zeros(4, np.int64), "x": x_values.copy()}, {"n": count})
        runner(args)
        expected = np.bincount(x_values[:count] & 3, minlength=4)
        assert args.buffers["out"].tolist() == expected.tolist(), count


@pytest.mark.parametrize("dtype", [f16, f32, f64, i8, u64, i64], ids=str)
def test_constants_keep_their_bits(dtype: DType) -> None:
    """Literals: LLVM's decimal syntax needs a '.', hex is f64 bits even for f32, 0xH for f16."""
    if dtype.is_float:
        values = float_edges(dtype).tolist() + [1e-8, 1e20, -2.5, 0.1]
    else:
        values = int_edges(dtype).tolist()
    expected = np.array(values, dtype=np.float64 if dtype.is_float else object)
    with np.errstate(over="ignore"):
        expected = expected.astype(dtype.np)
    kb = KernelBuilder(f"constants_{dtype}")
    scalars, splats = kb.buffer("scalars", dtype, len(values)), kb.buffer("splats", dtype, 2)
    for k, value in enumerate(expected.tolist()):
        kb.store(scalars, k, kb.const(dtype, value))
    kb.store(splats, 0, kb.broadcast(kb.const(dtype, expected[-1].item()), 2))
    (runner,) = build([kb.finish()], "llvm")
    args = Args({"scalars": np.zeros(len(values), dtype.np), "splats": np.zeros(2, dtype.np)})
    runner(args)
    got, want = args.buffers["scalars"], expected
    if dtype.is_float:
        bits = {16: np.uint16, 32: np.uint32, 64: np.uint64}[dtype.bits]
        same = (got.view(bits) == want.view(bits)) | (np.isnan(got) & np.isnan(want))
    else:
        same = got == want
    assert same.all(), f"{values=}\n{got=}"
    assert (args.buffers["splats"] == want[-1]).all()


# --- the JIT -----------------------------------------------------------------------------


def store_constant(name: str, value: float) -> Kernel:
    kb = KernelBuilder(name)
    kb.store(kb.buffer("out", f32, 1), 0, value)
    return kb.finish()


def test_batch_with_colliding_names_compiles_each_kernel() -> None:
    kernels = [store_constant("same", v) for v in (1.0, 2.0, 3.0, 2.0)]
    runners = build(kernels, "llvm")
    results = []
    for runner in runners:
        args = Args({"out": np.zeros(1, np.float32)})
        runner(args)
        results.append(float(args.buffers["out"][0]))
    assert results == [1.0, 2.0, 3.0, 2.0]


def test_compile_cache_reuses_code() -> None:
    kernel = store_constant("cached", 42.0)
    (first,) = llvm_backend.compile_programs([program(kernel)])
    (again,) = llvm_backend.compile_programs([program(kernel)])
    assert again is first


def test_engine_can_be_freed_and_rebuilt() -> None:
    """Regression: MCJIT owns the target machine it is given; sharing one machine between
    engines made the next compile after a freed engine crash (std::bad_alloc)."""
    kernel = store_constant("freed", 5.0)
    for _ in range(3):
        llvm_backend._COMPILED.pop(llvm_backend._cache_key(program(kernel)), None)
        (runner,) = build([kernel], "llvm")
        args = Args({"out": np.zeros(1, np.float32)})
        runner(args)
        assert args.buffers["out"][0] == 5.0
        del runner
        gc.collect()


def test_wrong_buffer_is_refused() -> None:
    (runner,) = build([store_constant("refuse", 1.0)], "llvm")
    with pytest.raises(ValueError, match="out"):
        runner(Args({"out": np.zeros(1, np.float64)}))


def test_emit_asm_is_host_assembly_of_the_kernel() -> None:
    kb = KernelBuilder("scale")
    out, x = kb.buffer("out", f32, 8), kb.buffer("x", f32, 8)
    kb.store(out, 0, kb.mul(kb.load(x, 0, 8), kb.broadcast(kb.const(f32, 3.0), 8)))
    asm = llvm_backend.BACKEND.emit(program(kb.finish()), "asm")
    assert re.search(r"^scale:", asm, re.M)
    assert "mul" in asm and "ret" in asm


def test_no_library_calls_in_generated_code() -> None:
    """Every cast pair compiles to inline code: a libcall MCJIT cannot resolve (LLVM lowers
    f64 -> f16 to __truncdfhf2) would jump to address 0 at run time."""
    # scalar and one vector width: each lowers differently, wider vectors only split more
    casts = [
        k
        for k in OP_SUITE
        if k.name.startswith(("cast_", "sqrt_", "trunc_"))
        and ("x" not in k.name or k.name.endswith("x8"))
    ]
    programs = [program(k) for k in casts]
    names = [f"k{n}" for n in range(len(programs))]
    module = llvm_backend.optimized_module(llvm_backend.render_module(programs, names), 2)
    asm = llvm_backend._Host.machine(2).emit_assembly(module)
    calls = sorted({line.strip() for line in asm.splitlines() if re.search(r"\bcall", line)})
    assert not calls, calls
