"""The translation to TVM's TIR and how the tvm backends build and run it (issue 40).

Each test names the decision of docs/tvm.md it checks: integer arithmetic that TVM's LLVM code
generator marks nsw/nuw is spelled out wrapping unless intervals prove it cannot overflow;
float max/min, shifts and divisions spelled out; the tvm-sched schedule refuses what would
change a loop's meaning; a crash of TVM is an error of the batch. The op suite
(`pytest conformance/ --backend tvm`) checks every op; these check the mechanism. Tests
that run TVM skip without it, saying how to install it.
"""

from __future__ import annotations

import os

import numpy as np
import pytest

from refimpl.args import Args
from refimpl.backends.base import BackendUnavailable, Options
from refimpl.compile import build, emit, get_backend, prepare, run, unavailable
from refimpl.text import parse


def backend_or_skip(name: str) -> str:
    try:
        get_backend(name)
    except BackendUnavailable as e:
        pytest.skip(str(e))
    if reason := unavailable(name, Options()):
        pytest.skip(reason)  # "TVM is not installed (...); install with `... apache-tvm==...`"
    return name


NEG_U32 = """\
kernel neg_u32(%out: u32[16], %x: u32[16])
  %i = range i32 16
    %v = load u32 %x[%i]
    %n = neg u32 %v
    store %out[%i], %n
  end %i
"""


def test_unsigned_negation_wraps():
    """`0 - x` of u32 in TIR became a store of zeros (TVM's `sub nuw`, docs/tvm.md): the
    translation computes it in 64 bits and truncates, so every lane is -x mod 2**32."""
    backend = backend_or_skip("tvm")
    kernel = parse(NEG_U32)
    for seed in (0, 1, 2):
        report = run(kernel, backend, seed=seed).report
        assert report.ok, report


WIDE_ARITHMETIC = """\
kernel wide(%out: i64[8], %a: i64[8], %b: i64[8], %o32: i32[8], %c: i32[8])
  %i = range i32 8
    %x = load i64 %a[%i]
    %y = load i64 %b[%i]
    %s = add i64 %x, %y
    %d = sub i64 %s, %y
    %p = mul i64 %d, %y
    store %out[%i], %p
    %u = load i32 %c[%i]
    %m = mulacc i32 %u, %u, %u
    store %o32[%i], %m
  end %i
"""


def test_overflowing_arithmetic_wraps_on_64_and_32_bits():
    """[int-wrap] for i64 (the halves of the u64 bits) and i32 (computed in i64): random
    inputs overflow on nearly every lane, and the results are the oracle's."""
    backend = backend_or_skip("tvm")
    kernel = parse(WIDE_ARITHMETIC)
    for seed in (0, 1, 2, 3):
        report = run(kernel, backend, seed=seed).report
        assert report.ok, report


INDEX = """\
kernel strided(%out: f32[64], %x: f32[64], %n: i32 in 0..16)
  %i = range i32 %n
    %k = mul i32 %i, 4
    %j = add i32 %k, 3
    %v = load f32 %x[%j]
    store %out[%k], %v
  end %i
"""


def test_index_arithmetic_stays_plain_tir():
    """Counters, bounds and constants cannot overflow here (intervals: %j <= 63), so the
    index arithmetic is TIR's own (what its simplifier and vectorizer analyse), not the
    spelled-out wrapping form."""
    backend = backend_or_skip("tvm")
    tir = emit(parse(INDEX), backend, "tir")
    assert "int64" not in tir, tir
    assert "i0 * 4" in tir, tir


def test_arithmetic_on_loaded_values_is_spelled_out():
    backend = backend_or_skip("tvm")
    tir = emit(parse(WIDE_ARITHMETIC), backend, "tir")
    assert 'T.Cast("int64"' in tir, tir  # the i32 mulacc, widened
    assert "4294967295" in tir, tir  # the i64 add, on 32-bit halves


def i64_chain(length: int) -> str:
    """`length` wrapping i64 ops in a row on loaded values, each result the next op's operand."""
    ops = ["sub", "mul", "add"]
    lines = [f"kernel chain{length}(%out: i64[1], %x: i64[{length + 1}])", "  %v0 = load i64 %x[0]"]
    for k in range(1, length + 1):
        lines += [f"  %w{k} = load i64 %x[{k}]", f"  %v{k} = {ops[k % 3]} i64 %v{k - 1}, %w{k}"]
    return "\n".join([*lines, f"  store %out[0], %v{length}", ""])


def test_a_chain_of_64_bit_ops_lowers_to_linear_size():
    """A wrapping i64 op reads each operand three times (on its 32-bit halves), and TVM's
    StmtSimplify substitutes every bound variable into its uses: the lowered TIR grew ninefold
    per two ops, and `gpr_pressure`'s 28 ops took more than 300 s (docs/tvm.md finding 14).
    Each result goes through a local one-element buffer instead, which nothing substitutes."""
    backend = backend_or_skip("tvm")
    sizes = {n: len(emit(parse(i64_chain(n)), backend, "lowered")) for n in (2, 4)}
    assert sizes[4] < 3 * sizes[2], sizes
    for seed in (0, 1):
        report = run(parse(i64_chain(4)), backend, seed=seed).report
        assert report.ok, report


VECTOR_WIDE_SUM = """\
kernel vector_wide_sum(%out: i64[4])
  %0 = broadcast i64x4 0
  %1 = range reduce i32 1
  %2 = reduce xor i64x4 %0 over %1
  %3 = range reduce i32 1
  %4 = reduce add i64x4 %2 over %3
  store %out[0], %4
"""


def test_a_64_bit_vector_result_goes_through_memory_as_its_lanes():
    """An i64x4 sum kept in a buffer of one int64x4 element failed TVM's check that an
    index has the value's lanes ("index_lanes == value_dtype.lanes() (1 vs. 4)") once the
    loop of one trip around it was gone (campaign 49001); it is stored as four lanes."""
    backend = backend_or_skip("tvm")
    report = run(parse(VECTOR_WIDE_SUM), backend, seed=0).report
    assert report.ok, report


GATED_BOOL_LOAD = """\
kernel gated_bool_load(%out: u64[1], %at: i32[1], %flags: bool[48])
  %i = load i32 %at[0]
  %open = load bool %flags[0]
  %v = load bool %flags[%i] if %open else false
  %w = cast u64 %v
  store %out[0], %w
"""


def test_a_gated_bool_load_reads_nothing_where_its_gate_is_closed():
    """A bool load binds its bytes before comparing them with 0; the bytes of a gated one
    were read whatever the gate, and a closed gate's index far outside the buffer crashed
    (SIGSEGV, campaign 49001): [gated] reads only where the gate is open."""
    from refimpl.args import Args

    backend = backend_or_skip("tvm")
    kernel = parse(GATED_BOOL_LOAD)
    flags = np.zeros(48, dtype=np.bool_)
    args = Args(
        {"out": np.ones(1, np.uint64), "at": np.array([-(2**30)], np.int32), "flags": flags}
    )
    report = run(kernel, backend, args=args).report
    assert report.ok, report


WIDE_LOOP = """\
kernel wide_loop(%out: i64[16], %a: i64[16], %b: i64[16])
  %i = range i32 16
    %x = load i64 %a[%i]
    %y = load i64 %b[%i]
    %p = mul i64 %x, %y
    %s = sub i64 %p, %y
    store %out[%i], %s
  end %i
"""


def test_sched_does_not_vectorize_a_loop_of_64_bit_arithmetic():
    """The lanes of a vectorized loop would share the one-element buffer a 64-bit result
    goes through (finding 14's fix): tvm-sched's default vectorization gave each lane the
    last lane's product. The loop is refused and stays scalar."""
    backend = backend_or_skip("tvm-sched")
    kernel = parse(WIDE_LOOP)
    assert "vectorized" not in emit(kernel, backend, "schedule")
    for seed in (0, 1):
        report = run(kernel, backend, seed=seed).report
        assert report.ok, report


MAX_NAN = """\
kernel max_nan(%out: f32[4], %x: f32[4])
  %i = range i32 4
    %v = load f32 %x[%i]
    %a = max f32 %v, 1.0
    %b = max f32 1.0, %v
    %s = add f32 %a, %b
    store %out[%i], %s
  end %i
"""


def test_float_max_is_a_select_in_the_spec_order():
    """[float-minmax]: max(a, b) = a > b ? a : b, so max(NaN, 1) = 1 and max(1, NaN) = NaN;
    the translation writes the select, not TIR's Max (docs/tvm.md)."""
    backend = backend_or_skip("tvm")
    tir = emit(parse(MAX_NAN), backend, "tir")
    assert "T.max" not in tir and "T.Select" in tir, tir
    x = np.array([np.nan, 2.0, -0.0, 0.5], dtype=np.float32)
    args = Args({"out": np.zeros(4, np.float32), "x": x}, {})
    report = run(parse(MAX_NAN), backend, args=args).report
    assert report.ok, report


REGISTER_LOOP = """\
kernel running_sum(%out: f32[16], %x: f32[16])
  %acc = reg f32[1]
  %init = store %acc[0], 0.0
  %i = range i32 16
    %ready = after %acc, %init, %i
    %a = load f32 %ready[0]
    %v = load f32 %x[%i]
    %s = add f32 %a, %v
    %w = store %ready[0], %s
    store %out[%i], %s
  end %i
"""


def test_sched_vectorizes_an_elementwise_loop_by_default():
    backend = backend_or_skip("tvm-sched")
    program = prepare(parse(NEG_U32), backend)
    assert get_backend(backend).emit(program, "schedule") == (
        "schedule: default\nloop 0: split 8, vectorized\n"
    )
    assert "uint32x8" in emit(parse(NEG_U32), backend, "lowered")


def test_sched_refuses_to_vectorize_a_loop_carrying_a_register():
    """Iterations that pass a value through a register array must stay serial: nothing in
    TVM checks a `vectorized` loop's independence, so schedule.vectorizable does."""
    from refimpl.backends.tvm.schedule import plan

    program = prepare(parse(REGISTER_LOOP), "c")
    plans, refused = plan(program.linear, (("SPLIT", 0, 4), ("VECTORIZE", 0), ("UNROLL", 3)))
    assert [p.factor for p in plans.values()] == [4]
    assert [p.kind for p in plans.values()] == ["serial"]
    assert refused == [
        "VECTORIZE 0: a register array (a value carried from one iteration to the next)",
        "UNROLL 3: the kernel has 1 loop(s)",
    ]


def test_sched_choices_run_and_mean_the_same():
    """A drawn value (split, then unroll the inner part) builds and agrees with the oracle,
    and a loop whose trip count is a parameter gets the guarded split."""
    backend = backend_or_skip("tvm-sched")
    from refimpl.backends.base import Choices

    options = Options(choices=Choices.from_json({"actions": [["SPLIT", 0, 4], ["UNROLL", 0]]}))
    for text in (REGISTER_LOOP, INDEX):
        report = run(parse(text), backend, options, seed=1).report
        assert report.ok, report


def test_a_tvm_crash_is_an_error_of_the_batch(tmp_path):
    """TVM aborting in a pass (a failed C++ check) ends the forked process, not ours."""
    from refimpl.backends.tvm.backend import TvmCompileError, _in_child

    with pytest.raises(TvmCompileError, match=r"crashed \(signal SIGABRT\).*about to abort"):
        _in_child(lambda _: (os.write(2, b"about to abort\n"), os.abort()), "", tmp_path)
    with pytest.raises(TvmCompileError, match="ValueError: refused"):
        _in_child(lambda _: (_ for _ in ()).throw(ValueError("refused")), "", tmp_path)
    _in_child(lambda path: open(path, "w").close(), str(tmp_path / "made"), tmp_path)
    assert (tmp_path / "made").exists()


def test_a_kernel_tvm_fails_on_fails_its_batch():
    """A batch with one kernel TVM refuses raises TVM's error, as every backend's build does:
    the fuzz worker then builds each kernel alone and files the error as that kernel's
    compile error. Split inside the backend, the error came back as a runner that raised it,
    and the campaign filed one TVM bug as a `run-error` on tvm and a `compile-error` on
    tvm-sched (campaign 49001, finding 13)."""
    from refimpl.backends.tvm.backend import TvmCompileError

    backend = backend_or_skip("tvm")
    zero = parse("kernel zero(%out: u64[1])\n  %b = bitcast u64 0:i64\n  store %out[0], %b\n")
    with pytest.raises(TvmCompileError, match="zero reinterpret shortcut"):
        build([parse(NEG_U32), zero], backend, Options(), "native")


def test_large_register_arrays_are_declared_unsupported():
    from refimpl.backends.tvm.backend import TvmBackend
    from refimpl.compile import lower

    small = parse(REGISTER_LOOP)
    large = parse(REGISTER_LOOP.replace("reg f32[1]", "reg f32[256]"))
    assert TvmBackend.capabilities.unsupported(lower(small)) is None
    reason = TvmBackend.capabilities.unsupported(lower(large))
    assert reason.startswith("a register array of 1,024 bytes, at most 1,023 supported"), reason


NARROW_CONSTANTS = """\
kernel narrow_constants(%out8: u8[2], %outi8: i8[2])
  %a = sub u8 0:u8, 5:u8
  store %out8[0], %a
  %b = add i8 100:i8, 100:i8
  store %outi8[0], %b
"""


def test_narrow_constant_arithmetic_wraps():
    """TVM's constant folder refuses `0u - 5u` ("negative uint") and an i8 sum of 200
    ("exceeds range of int8") instead of wrapping: the translation computes 8/16-bit
    arithmetic it cannot bound in i32 and truncates (docs/tvm.md)."""
    backend = backend_or_skip("tvm")
    report = run(parse(NARROW_CONSTANTS), backend, seed=0).report
    assert report.ok, report


WIDENING_GEP = """\
kernel widening_gep(%out: i32[8], %x: i32[2])
  %v = load i32x2 %x[0]
  %w = gep i32x8 %v, 1, 0, 0, 1, 1, 1, 0, 1
  store %out[0], %w
"""


CONSTANT_CASTS = """\
kernel constant_casts(%i8: i8[1], %u8: u8[4], %f16: f16[1], %u16: u16[1])
  %a = cast i8 -1105:i32
  store %i8[0], %a
  %m = broadcast i32x4 -2147483648
  %b = cast u8x4 %m
  store %u8[0], %b
  %c = cast f16 4294967295:u32
  store %f16[0], %c
  %d = cast u16 18446744065119617024:u64
  store %u16[0], %d
"""


def test_a_cast_of_a_constant_is_folded_by_the_spec():
    """TVM's folder refuses a cast of a constant it cannot keep in range ("cannot make uint
    from negative value", "Literal value 4.29495e+09 exceeds maximum of float16"; campaign
    49001, finding 3): the translation folds it itself, wrapping the integers and rounding
    to inf, as [cast-int-int] and [cast-int-float] say."""
    backend = backend_or_skip("tvm")
    tir = emit(parse(CONSTANT_CASTS), backend, "tir")
    assert "T.Cast" not in tir, tir
    report = run(parse(CONSTANT_CASTS), backend, seed=0).report
    assert report.ok, report


CONSTANTS_THROUGH_SELECTS = """\
kernel constants_through_selects(%bits: u16[1], %gated: u8[1], %chosen: u8[4], %in: i32[8])
  %b = bitcast i32 -1073741825:i32
  %d = cast u16 %b
  store %bits[0], %d
  %v = load i32 %in[4] if false else 2147483647:i32
  %g = cast u8 %v
  store %gated[0], %g
  %i = range i32 4
    %x = load i32 %in[%i]
    %w = where i32 false, %x, 2147483647:i32
    %c = cast u8 %w
    store %chosen[%i], %c
  end %i
"""


@pytest.mark.parametrize("backend", ["tvm", "tvm-sched"])
def test_a_constant_reached_through_a_bitcast_or_a_select_is_cast_by_the_spec(backend):
    """Finding 3 again (campaign 54101, `#83679f62`, `#852590a8`): TVM folds a bitcast of a
    constant, a load whose gate is the constant false and a where on a constant condition to
    a constant, then refuses the cast of it ("cannot make uint from negative value",
    "Literal value 2147483647 exceeds maximum of uint8"). The translation knows such a
    node's constant and folds the cast of it by the spec's rules, as it folds a cast of a
    constant."""
    backend = backend_or_skip(backend)
    report = run(parse(CONSTANTS_THROUGH_SELECTS), backend, seed=0).report
    assert report.ok, report


NARROW_LOG2 = """\
kernel narrow_log2(%out: f8e4m3[24], %x: f8e4m3[24])
  %i = range i32 24
    %v = load f8e4m3 %x[%i]
    %r = log2 f8e4m3 %v
    store %out[%i], %r
  end %i
"""


def test_an_expression_too_large_as_a_tree_is_refused():
    """`log2 f8e4m3` is 98 nodes lowered, under the node limit of 100; its narrow arithmetic
    spelled out, its largest expression unfolds into a tree of 1.1 million nodes, which is
    what TVM's simplifier works on: it compiled for 290 s (campaign 54101's timeout). It is
    refused with the reason; the same loop on f32 (13,176 as a tree) is not."""
    from refimpl.compile import unsupported

    backend = backend_or_skip("tvm")
    reason = unsupported(parse(NARROW_LOG2), backend)
    assert reason is not None and "as a tree" in reason, reason
    assert unsupported(parse(NARROW_LOG2.replace("f8e4m3", "f32")), backend) is None


NARROW_REDUCE = """\
kernel narrow_reduce(%out: bf16[1], %x: bf16[8])
  %k = range reduce i32 8
    %v = load bf16 %x[%k]
  %s = reduce add bf16 %v over %k
  store %out[0], %s
"""


def test_the_tree_measure_takes_a_reduce_as_the_backend_gets_it():
    """The measure legalizes the kernel as compile.py does, after the reduces became
    accumulators: given the reduce, the narrow legalization raised ("reduce of bf16 left
    after NARROW_FLOATS_VIA_F32"), which a campaign filed as a harness error."""
    from refimpl.compile import unsupported

    assert unsupported(parse(NARROW_REDUCE), backend_or_skip("tvm")) is None
    assert run(parse(NARROW_REDUCE), "tvm", seed=0).report.ok


DIVISION_BY_ZERO = """\
kernel division_by_zero(%pos: f32[4], %neg: f32[4], %x: f32[4])
  %i = range i32 4
    %v = load f32 %x[%i]
    %p = fdiv f32 %v, 0.0
    store %pos[%i], %p
    %n = fdiv f32 %v, -0.0
    store %neg[%i], %n
  end %i
"""


def test_a_float_division_by_a_constant_zero_is_ieee():
    """TVM's folder refuses `x / 0.0` ("Divide by zero", finding 8; campaign 49001): the
    translation writes x * ±inf, which is the IEEE quotient for every x (NaN for 0 and NaN)."""
    from refimpl.args import Args

    backend = backend_or_skip("tvm")
    x = np.array([1.5, -2.0, 0.0, np.nan], np.float32)
    args = Args({"pos": np.zeros(4, np.float32), "neg": np.zeros(4, np.float32), "x": x})
    report = run(parse(DIVISION_BY_ZERO), backend, args=args).report
    assert report.ok, report


def test_a_gep_may_have_more_lanes_than_its_source():
    """TIR's Shuffle refuses more indices than its vectors have lanes ("Check failed:
    indices.size() <= static_cast<size_t>(total_lanes) (8 vs. 2)"), which a gep may have
    (fuzz/regressions/nan_payload_through_bitcast.kernel): the source is repeated."""
    backend = backend_or_skip("tvm")
    report = run(parse(WIDENING_GEP), backend, seed=0).report
    assert report.ok, report


def test_a_tvm_failure_is_not_called_an_internal_error_of_refimpl(tmp_path):
    """TVM's own failure comes back from its forked process as a TvmCompileError raised in
    backend.py, which the CLI called "internal error in refimpl ... please report the
    kernel" (tvm-sched on golden/kernels/gated.kernel); it is the backend's compiler's."""
    from refimpl.backends.tvm.backend import TvmCompileError, _in_child
    from refimpl.cli import error_text

    with pytest.raises(TvmCompileError) as caught:
        _in_child(lambda _: (_ for _ in ()).throw(TypeError("mismatched types")), "", tmp_path)
    text = error_text(caught.value)
    assert "internal error in refimpl" not in text, text
    assert "TypeError: mismatched types, raised in tvm" in text, text
    assert "the backend's compiler failed on this kernel" in text, text
