"""The WGSL backend (refimpl/backends/wgsl.py): its snapshots, its legalization, and the
places where WGSL, naga or Mesa differ from docs/semantics.md, each pinned by a kernel.

The op suite, corpus and regressions run on it with `--backend wgsl`; this module holds
what those do not show. Snapshot and legalization tests need no GPU; the others skip with
the backend's reason when wgpu or an adapter is missing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from conformance.harness import check_kernel
from refimpl.backends import wgsl
from refimpl.backends.base import Options, Program
from refimpl.compile import lower
from refimpl.ir import ALU, Ops
from refimpl.passes.linearize import linearize
from refimpl.passes.reduce import lower_reduces
from refimpl.text import parse
from refimpl.verify import verify

CHECKED_BACKENDS = ("wgsl",)  # what --backend selects this module for (conftest)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import golden_wgsl  # noqa: E402


@pytest.fixture
def gpu() -> None:
    """Skips the test when wgpu has no device here. Asked when a test needs it, not at
    import: asking (importing wgpu, requesting an adapter) costs most of a second, which
    every xdist worker paid while collecting."""
    if reason := wgsl.BACKEND.unavailable(Options()):
        pytest.skip(f"wgsl: {reason}")


needs_gpu = pytest.mark.usefixtures("gpu")


def program(text: str) -> Program:
    """compile.prepare for the wgsl backend, without looking it up by name."""
    lowered = lower(parse(text))
    sink = lowered.sink if wgsl.BACKEND.takes_reduce else lower_reduces(lowered.sink)
    legal = verify(lowered.with_sink(wgsl.BACKEND.legalize(sink, Options())))
    return Program(legal, linearize(legal.sink), Options(), "wgsl")


def runner(text: str):
    (run,) = wgsl.BACKEND.build([program(text)])
    return run


def test_snapshots_are_up_to_date():
    """golden/wgsl/: regenerate with python tools/regen_golden.py --only wgsl."""
    for relative, text in golden_wgsl.generate().items():
        assert (ROOT / relative).read_text() == text, f"{relative} is stale"


def test_narrow_int_arithmetic_is_legalized_to_32_bits():
    p = program("""
kernel k(%out: i8[4], %a: i8[4], %b: u16[4])
  %i = range i32 4
    %x = load i8 %a[%i]
    %y = shl i8 %x, %x
    store %out[%i], %y
  end %i
""")
    alu = [n for n in p.kernel.sink.toposort() if n.op in ALU]
    assert alu and all(n.dtype.bits == 32 for n in alu if n.op is not Ops.AND)
    assert "& 31u" in wgsl.render(p)  # the i32 shift masks its count too


@needs_gpu
def test_mesa_does_not_factor_a_times_b_plus_a_times_c():
    """Mesa rewrites a*b + a*c to a*(b + c) in naga's SPIR-V (it marks no op exact); about
    half of random inputs then round differently. opaque0/opaque1 prevent it."""
    text = """
kernel factor(%out: f32[64], %a: f32[64], %b: f32[64], %c: f32[64])
  %i = range i32 64
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %z = load f32 %c[%i]
    %p = mul f32 %x, %y
    %q = mul f32 %x, %z
    %s = add f32 %p, %q
    store %out[%i], %s
  end %i
"""
    check_kernel(parse(text), runner(text), seeds=(0, 1, 2))


@needs_gpu
def test_nan_cmpne_and_cast_to_bool_are_true():
    """[float-compare], [cast-to-bool]: naga's `!=` is an ordered compare (false on NaN)."""
    text = """
kernel unordered_ne(%ne: bool[32], %truthy: bool[32], %a: f32[32], %b: f32[32])
  %i = range i32 32
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %n = cmpne bool %x, %y
    store %ne[%i], %n
    %t = cast bool %x
    store %truthy[%i], %t
  end %i
"""
    check_kernel(parse(text), runner(text))


@needs_gpu
def test_literal_operands_are_not_constant_folded_by_naga():
    """An op on literals only is a WGSL constant expression: naga would reject 1.0/0.0,
    MAX + 1 and 5 % 0 at shader creation. They are bound to `let`s and run."""
    text = """
kernel literals(%f: f32[2], %n: i32[2])
  %inf = fdiv f32 1.0, 0.0
  store %f[0], %inf
  %nan = sub f32 inf, inf
  store %f[1], %nan
  %wrap = add i32 2147483647, 1
  store %n[0], %wrap
  %mod = mod i32 5, 7
  store %n[1], %mod
"""
    check_kernel(parse(text), runner(text))


@needs_gpu
def test_invalid_wgsl_is_a_build_error_with_nagas_line_and_column(monkeypatch):
    text = "kernel k(%out: f32[1])\n  store %out[0], 1.0\n"
    monkeypatch.setattr(wgsl, "render", lambda p: "fn main() {\n  let a: i32 = 1.0;\n}\n")
    with pytest.raises(wgsl.WgslCompileError) as error:
        wgsl.BACKEND.build([program(text)])
    assert "wgsl:2:7" in str(error.value) and "   2   let a: i32 = 1.0;" in str(error.value)


@needs_gpu
def test_more_buffers_than_the_adapter_binds_are_unsupported():
    """A kernel needing more storage buffers than the adapter has is skipped with the
    reason (capabilities), not a build failure."""
    from refimpl.compile import unsupported

    limit = wgsl.BACKEND.capabilities.max_params
    assert limit is not None
    params = ", ".join(f"%b{k}: f32[1]" for k in range(limit + 1))
    text = f"kernel many({params})\n  %x = load f32 %b1[0:i32]\n  store %b0[0:i32], %x\n"
    assert "parameters" in unsupported(parse(text), "wgsl")
    assert unsupported(parse(text.replace(f", %b{limit}: f32[1]", "")), "wgsl") is None


@needs_gpu
def test_a_renderer_bug_is_a_compile_error_finding_with_nagas_line_and_column():
    """Through the fuzzer's workers: invalid WGSL is a `compile-error` finding of the wgsl
    config, and its summary points at the line naga rejected."""
    from fuzz import fake_backends
    from fuzz.fake_backends import environment
    from fuzz.generate import generate_case
    from fuzz.harness import FuzzConfig, run_one
    from fuzz.worker import WorkerPool

    case = next(c for c in (generate_case(5, i) for i in range(50)) if _wgsl_can(c))
    with fake_backends.installed(environment("brokenwgsl")), WorkerPool(1) as pool:
        result = run_one(case, [FuzzConfig("brokenwgsl", None, "native")], pool)
    found = [f for f in result.findings if f.config == "brokenwgsl/native"]
    assert [f.cls for f in found] == ["compile-error"], result.findings
    assert re.search(r"wgsl:\d+:\d+", found[0].summary + str(found[0].details)), found[0]


def _wgsl_can(case) -> bool:
    return wgsl.BACKEND.capabilities.unsupported(lower(case.kernel)) is None


@needs_gpu
def test_reuse_probes_catch_a_signed_narrowing_that_zero_extends(monkeypatch):
    """The op suite's reuse probes (conformance/opsuite.py REUSE_PROBES) on a wrap of i8
    that masks instead of sign-extending: the stored i8 is still right (a store writes the
    low byte), so only the probes see the i32 register holding 0..255, and the failure names
    them. The same wrap is what narrows every i8/i16 op and cast on this backend."""
    from conformance.opsuite import all_cases

    right = wgsl._wrap

    def zero_extending(to, x32):
        if to.bits < 32 and to.is_signed:
            return f"({x32} & {(1 << to.bits) - 1})"
        return right(to, x32)

    case = next(c for c in all_cases() if c.id == "add_i8")
    check_kernel(case.kernel, runner(str(case.kernel)))  # right as it is
    monkeypatch.setattr(wgsl, "_wrap", zero_extending)
    with pytest.raises(AssertionError) as failure:
        check_kernel(case.kernel, runner(str(case.kernel)))
    report = str(failure.value)
    assert "buffer %out:" not in report, report
    for probe in ("widened", "above_min", "quotient", "shifted"):
        assert f"buffer %{probe}:" in report, report
