"""The PTX backend (refimpl/backends/ptx.py): its snapshots, ptxas on every kernel, and the
places where PTX differs from docs/semantics.md, each pinned in the rendered text.

Nothing executes PTX on a CPU, so in the default run the backend is checked by ptxas: every
golden corpus kernel and every op-suite kernel is rendered and assembled for sm_80, many
entries to a module so the whole check costs seconds. Those tests need a ptxas
(`needs_tool`: $PTXAS, PATH or the nvidia-cuda-nvcc-cu12 wheel) and skip without one. With
`--backend ptx` on a machine with an NVIDIA GPU, its driver and cuda-python the op suite,
corpus and regressions run on it and are compared with the oracle; the tests at the end
here do so too, and skip elsewhere with the backend's reason.
"""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

import pytest

from conformance.harness import check_kernel
from conformance.opsuite import all_cases
from refimpl.backends import ptx
from refimpl.backends.base import Options, Program
from refimpl.compile import lower
from refimpl.ir import Kernel, Ops
from refimpl.passes.linearize import linearize
from refimpl.passes.reduce import lower_reduces
from refimpl.text import parse
from refimpl.verify import verify

CHECKED_BACKENDS = ("ptx",)  # what --backend selects this module for (conftest)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import golden_ptx  # noqa: E402

needs_gpu = pytest.mark.skipif(
    ptx.BACKEND.unavailable(Options()) is not None,
    reason=f"ptx: {ptx.BACKEND.unavailable(Options())}",
)
needs_ptxas = pytest.mark.needs_tool("ptxas")

# ptxas runs once per chunk of kernels; the chunks are separate tests so xdist spreads them
CHUNKS = 8


def program_of(kernel: Kernel) -> Program:
    """compile.prepare for the ptx backend, without looking it up by name."""
    lowered = lower(kernel)
    sink = lowered.sink if ptx.BACKEND.takes_reduce else lower_reduces(lowered.sink)
    legal = verify(lowered.with_sink(ptx.BACKEND.legalize(sink, Options())))
    return Program(legal, linearize(legal.sink), Options(), "ptx")


def program(text: str) -> Program:
    return program_of(parse(text))


@cache
def every_kernel() -> tuple[Kernel, ...]:
    """The golden corpus, then the op suite."""
    corpus = [parse(p.read_text(), str(p)) for p in golden_ptx.corpus()]
    return (*corpus, *(case.kernel for case in all_cases()))


def test_snapshots_are_up_to_date():
    """golden/ptx/: regenerate with python tools/regen_golden.py --only ptx."""
    for relative, text in golden_ptx.generate().items():
        assert (ROOT / relative).read_text() == text, f"{relative} is stale"


@needs_ptxas
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_ptxas_accepts_every_corpus_and_op_suite_kernel(chunk):
    """Every corpus and op-suite kernel's PTX assembles for sm_80 (a PtxasError names each
    rejected kernel, its line and the instruction)."""
    kernels = every_kernel()[chunk::CHUNKS]
    for start in range(0, len(kernels), 100):  # ~100 entries per ptxas call
        ptx.validate(ptx.module([program_of(k) for k in kernels[start : start + 100]]))


@needs_ptxas
def test_an_ill_typed_instruction_from_a_broken_renderer_is_caught(monkeypatch):
    """A renderer that writes `add.f32` on `.s32` registers fails the check above, which
    reports the kernel, its line and the instruction."""
    correct = ptx.SCALAR_OPS[Ops.ADD]

    def broken(r, t, d, a, b):
        return [f"add.f32 {d}, {a}, {b};"] if t.name == "i32" else correct(r, t, d, a, b)

    monkeypatch.setitem(ptx.SCALAR_OPS, Ops.ADD, broken)
    adds = [k for k in every_kernel() if k.name in ("add_f32", "add_i32", "add_i32x4")]
    with pytest.raises(ptx.PtxasError) as error:
        ptx.validate(ptx.module([program_of(k) for k in adds]))
    report = str(error.value)
    assert "kernel add_i32, line" in report and "kernel add_i32x4, line" in report
    assert "kernel add_f32" not in report
    assert "add.f32 %v" in report  # the offending instruction, quoted


def test_ptxas_is_looked_up_in_ptxas_env_first(monkeypatch, tmp_path):
    """$PTXAS wins over PATH and the wheel; one that is no executable is an error, not a
    silent fallback to another ptxas."""
    monkeypatch.setenv("PTXAS", str(tmp_path / "missing"))
    assert ptx.find_ptxas() == (None, f"$PTXAS={tmp_path / 'missing'} is not executable")
    fake = tmp_path / "ptxas"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PTXAS", str(fake))
    assert ptx.find_ptxas() == (str(fake), "$PTXAS")


def test_a_module_ptxas_accepted_is_not_assembled_again(monkeypatch, tmp_path):
    """validate remembers acceptances in the code cache, per ptxas binary, flags and text;
    a rejection is never remembered, so its report is always ptxas's own."""
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path / "cache"))
    calls = tmp_path / "calls"
    fake = tmp_path / "ptxas"

    def install(exit_code: int) -> None:
        message = 'echo "ptxas $5, line 3; error   : fake rejection" >&2; ' if exit_code else ""
        fake.write_text(f"#!/bin/sh\necho run >> {calls}\n{message}exit {exit_code}\n")
        fake.chmod(0o755)

    install(0)
    monkeypatch.setenv("PTXAS", str(fake))
    one = ptx.module([program("kernel k(%out: f32[1])\n  store %out[0], 1.0\n")])
    other = ptx.module([program("kernel k(%out: f32[1])\n  store %out[0], 2.0\n")])
    ptx.validate(one)
    ptx.validate(one)
    assert calls.read_text().count("run") == 1
    ptx.validate(other)  # another text
    assert calls.read_text().count("run") == 2
    install(1)  # another binary at the same path: nothing it has not accepted passes
    for _ in range(2):
        with pytest.raises(ptx.PtxasError, match="fake rejection"):
            ptx.validate(one)
    assert calls.read_text().count("run") == 4


def test_emit_works_without_a_gpu():
    p = program("kernel k(%out: f32[1])\n  store %out[0], 1.0\n")
    text = ptx.BACKEND.emit(p, "ptx")
    assert text.startswith(".version 8.0\n.target sm_80\n") and ".visible .entry k(" in text


def test_unavailable_says_no_gpu_here():
    reason = ptx.BACKEND.unavailable(Options())
    if reason is None:
        pytest.skip("this machine has an NVIDIA GPU, driver and cuda-python")
    assert reason.startswith(("no NVIDIA GPU/driver", "the GPU has compute capability"))


# --- the spec's answers, pinned in the text (docs/semantics.md; the module docstring) -------


def body(text: str) -> str:
    return ptx.render(program(text))


def test_float_max_min_are_the_spec_select_not_ptx_max():
    """[float-minmax]: PTX max.f32 returns the non-NaN operand; the spec wants b."""
    text = body("""
kernel k(%out: f32[2], %a: f32[1], %b: f32[1])
  %x = load f32 %a[0]
  %y = load f32 %b[0]
  %m = max f32 %x, %y
  store %out[0], %m
  %n = min f32 %x, %y
  store %out[1], %n
""")
    assert "max.f32" not in text and "min.f32" not in text
    assert "setp.gt.f32 %_t" in text and "setp.lt.f32 %_t" in text
    assert "selp.f32 %m, %x, %y, %_t" in text and "selp.f32 %n, %x, %y, %_t" in text


def test_float_arithmetic_has_explicit_rounding_so_ptxas_cannot_fuse():
    """[no-contract]: `.rn` on mul and add forbids fma contraction; a float mulacc is split."""
    text = body("""
kernel k(%out: f32[1], %a: f32[1])
  %x = load f32 %a[0]
  %m = mulacc f32 %x, %x, %x
  store %out[0], %m
""")
    assert "mul.rn.f32" in text and "add.rn.f32" in text
    assert "fma" not in text and "mad" not in text


def test_signed_division_guards_zero_and_min_over_minus_one():
    """[idiv-zero], [idiv-overflow]: the divisor becomes 1 when it is 0 or when a = MIN and
    b = -1, so nothing is left to the machine."""
    text = body("""
kernel k(%out: i32[1], %a: i32[2])
  %x = load i32 %a[0]
  %y = load i32 %a[1]
  %q = idiv i32 %x, %y
  store %out[0], %q
""")
    assert re.search(r"setp.eq.s32 %_t\d+, %y, 0;", text)
    assert re.search(r"setp.eq.s32 %_t\d+, %x, -2147483648;", text) and "%y, -1;" in text
    assert re.search(r"selp.s32 (%_t\d+), 1, %y, %_t\d+;\n\s+div.s32 %q, %x, \1;", text)


def test_shift_counts_are_masked_and_narrow_ints_are_32_bit():
    """[shift-mask]: PTX clamps counts >= the width; an i8 shift masks to 7 first."""
    text = body("""
kernel k(%out: i8[1], %o64: u64[1], %a: i8[1], %b: u64[1])
  %x = load i8 %a[0]
  %s = shl i8 %x, %x
  store %out[0], %s
  %y = load u64 %b[0]
  %t = shr u64 %y, %y
  store %o64[0], %t
""")
    assert "and.b32 %_t" in text and ", 31;" in text and ", 7;" in text
    assert "and.b64 %_t" in text and ", 63;" in text and "shr.u64 %t, %y, %_t" in text
    # wrapped back to i8: sign-extended in its 32-bit register
    assert re.search(r"shl.b32 (%\w+), .*\n\s+bfe.s32 %\w+, \1, 0, 8;", text)


def test_f16_is_computed_in_f32_and_rounded_after_every_op():
    """[f16-arith]: each f16 op is cvt.f32.f16, the f32 op, cvt.rn.f16.f32."""
    text = body("""
kernel k(%out: f16[1], %a: f16[2])
  %x = load f16 %a[0]
  %y = load f16 %a[1]
  %s = add f16 %x, %y
  %p = mul f16 %s, %y
  store %out[0], %p
""")
    assert text.count("cvt.rn.f16.f32") == 2 and "add.rn.f32" in text and "mul.rn.f32" in text
    assert "ld.global.b16" in text and "st.global.b16" in text


# --- running on a GPU (skips without one) ---------------------------------------------------


@needs_gpu
@pytest.mark.parametrize("name", ["minmax_nan", "division", "casts_float_float", "bitcasts"])
def test_corpus_kernel_runs_bit_exact_on_the_gpu(name):
    kernel = parse((ROOT / "golden" / "kernels" / f"{name}.kernel").read_text())
    (run,) = ptx.BACKEND.build([program_of(kernel)])
    check_kernel(kernel, run, seeds=(0, 1, 2))
