"""Kernel names that are words of a backend's language: every backend runs them bit-exact.

A kernel may name a parameter or value anything its text format allows (`%[A-Za-z0-9_.]+`),
and the C, LLVM, PTX and WGSL renderers name their variables after the kernel's names. So
`%int`, `%return`, `%sqrtf`, `%uint32_t`, `%NAN` (a macro of <math.h>), `%l` (the C lane
loop's counter), `%entry` (the LLVM entry block's label) or `%tid` (a PTX special register)
must each come out as some other, harmless spelling. The kernels below use every such word
as a name; the words are listed here, independently of the renderers' own tables, and the
macros the C compiler really defines for the C prelude are added at collection.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from conformance.harness import check_kernel
from refimpl.backends import c, ptx
from refimpl.backends.base import Options, Program
from refimpl.compile import build, get_backend, lower
from refimpl.passes.linearize import linearize
from refimpl.passes.reduce import lower_reduces
from refimpl.text import parse
from refimpl.verify import verify

C_KEYWORDS = """
    auto break case char const continue default do double else enum extern float for goto if
    inline int long register restrict return short signed sizeof static struct switch typedef
    union unsigned void volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic
    _Imaginary _Noreturn _Static_assert _Thread_local alignas alignof bool constexpr false
    nullptr static_assert thread_local true typeof typeof_unqual _BitInt _Decimal32 asm
    __asm__ __attribute__ __typeof__ __restrict __builtin_nan __builtin_inf
""".split()

# what the emitted C itself spells: library functions, the prelude's helpers and macro,
# types, vector typedefs, the lane loop's counter, function names, the BITCAST temporary
C_SPELLINGS = """
    memcpy sqrt sqrtf trunc truncf ldexp f16_to_f64 f16_from_f64 UOP_NO_SLP l NAN INFINITY
    uint8_t uint16_t uint32_t uint64_t int8_t int16_t int32_t int64_t size_t float_t
    f32x4 f32x8 i32x4 u8x16 boolx4 k0_identifiers t0 t1 y_bits
""".split()

OTHER_BACKENDS = """
    entry x.header x.body x.latch x.exit x.gate_on
    tid ntid laneid clock pm0 envreg0 smid gridid WARP_SZ
    fn let var loop vec4 array main vars f16_to_f32
""".split()  # LLVM's labels, PTX's special registers, WGSL's words

# names equal after mangling: `.` is `_` in C and PTX, `k_int` is what C makes of `int`
COLLIDING = ["a.b", "a_b", "k_int", "int_"]


def compiler_macros() -> list[str]:
    """Every macro `$CC -dM -E` defines for the C prelude that a kernel could spell."""
    cc = os.environ.get("CC", "cc")
    if shutil.which(cc) is None:
        return []
    proc = subprocess.run(
        [cc, *c.compiler_flags(Options())[:-2], "-dM", "-E", "-"],
        input=c.PRELUDE,
        capture_output=True,
        text=True,
        check=True,
    )
    names = (line.split()[1].split("(")[0] for line in proc.stdout.splitlines())
    return sorted({name for name in names if re.fullmatch(r"[A-Za-z0-9_.]+", name)})


# the names the kernel's own skeleton uses (names_kernel), kept out of the word lists
SKELETON = {"x", "x_f", "out", "vout", "l", "f32x4", "boolx4", "y_bits", "bits_f", "at", "result"}


def names_kernel(name: str, words: list[str]) -> str:
    """A kernel with the first 8 words as parameters and the others as values: a chain of
    adds in a loop reading them, then the words C's own skeleton takes: a scalar `%l` read
    by a vector op (the lane loop's counter is `l`), vectors named like the typedefs, a
    bitcast of a literal (whose C temporary is `NAME_bits`) next to a parameter `%y_bits`."""
    words = [w for w in dict.fromkeys(words) if w not in SKELETON]
    inputs = [*words[:8], "y_bits"]
    params = ", ".join(f"%{w}: f32[8]" for w in inputs)
    lines = [f"kernel {name}(%out: f32[8], %vout: f32[32], {params})", "  %x = range i32 8"]
    lines.append("    %x_f = cast f32 %x")
    previous = "x_f"
    for k, word in enumerate(words[8:]):
        lines.append(f"    %{word}.in = load f32 %{inputs[k % len(inputs)]}[%x]")
        lines.append(f"    %{word} = add f32 %{previous}, %{word}.in")
        previous = word
    lines += [
        f"    %l = add f32 %{previous}, 1.0",
        "    %f32x4 = broadcast f32x4 %l",
        "    %boolx4 = add f32x4 %f32x4, %f32x4",
        "    %at = mul i32 %x, 4",
        "    store %vout[%at], %boolx4",
        "    %y = bitcast i32 1.5:f32",
        "    %bits_f = cast f32 %y",
        "    %y_in = load f32 %y_bits[%x]",
        "    %sum = add f32 %l, %bits_f",
        "    %result = add f32 %sum, %y_in",
        "    store %out[%x], %result",
        "  end %x",
    ]
    return "\n".join(lines) + "\n"


WORDS = {
    "c_keywords": C_KEYWORDS,
    "c_spellings": C_SPELLINGS,
    "c_compiler_macros": compiler_macros(),
    "other_backends": OTHER_BACKENDS,
    "colliding": ["int", *COLLIDING],
}
KERNELS = {name: parse(names_kernel(name, words)) for name, words in WORDS.items() if words}


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_names_that_are_words_of_the_backend_run_bit_exact(config, name):
    (runner,) = build([KERNELS[name]], config.backend, config.options(), config.executor)
    check_kernel(KERNELS[name], runner, config=config)


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_wgsl_runs_them_too(name, monkeypatch):
    """WGSL is not a default backend; its renderer names values after the kernel as well."""
    # the backend may set $XDG_RUNTIME_DIR for Mesa (wgsl.give_mesa_a_runtime_dir): undone after
    monkeypatch.setenv("XDG_RUNTIME_DIR", os.environ.get("XDG_RUNTIME_DIR", ""))
    if reason := get_backend("wgsl").unavailable(Options()):
        pytest.skip(f"wgsl: {reason}")
    (runner,) = build([KERNELS[name]], "wgsl", Options())
    check_kernel(KERNELS[name], runner)


@pytest.mark.needs_tool("ptxas")
def test_ptxas_accepts_them():
    """Nothing runs PTX here: ptxas is the check (two parameters `%a.b`, `%a_b` once made
    two `.param p_a_b`, and a load from the wrong one)."""
    programs = []
    for kernel in KERNELS.values():
        lowered = lower(kernel)
        sink = lowered.sink if ptx.BACKEND.takes_reduce else lower_reduces(lowered.sink)
        legal = verify(lowered.with_sink(ptx.BACKEND.legalize(sink, Options())))
        programs.append(Program(legal, linearize(legal.sink), Options(), "ptx"))
    ptx.validate(ptx.module(programs))


@pytest.mark.skipif(not compiler_macros(), reason="no C compiler ($CC) to ask for its macros")
def test_c_renames_every_macro_the_compiler_defines_for_the_prelude():
    """Function-like macros only bite when a name is followed by `(`, which the C never
    writes after a value, but the rule is simpler kept whole: no macro name is kept."""
    kept = [m for m in compiler_macros() if c.c_name(m) == m]
    assert not kept, f"c_name keeps these macro names of {os.environ.get('CC', 'cc')}: {kept}"


def test_ordinary_names_are_kept_in_c():
    """Only the words C reserves change: the emitted C keeps reading like the kernel."""
    ordinary = ["sum", "acc_i", "x", "row", "t2", "Nvalue", "N", "kernel", "out", "int32", "l2"]
    assert [c.c_name(name) for name in ordinary] == ordinary
    assert c.c_name("a.b") == "a_b"
