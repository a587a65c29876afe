"""x86 instruction-selection quality: small kernel -> instructions that must (not) appear.

Each case is a kernel in the text format, the regular expressions that must match some
line of its target's listing (x86-64-v3 unless the case says x86-64-v2), and those that
must match none. A case failing means isel got worse (or a rule stopped firing); the
message shows the whole listing. Every kernel is also run against the oracle, so a rule
that fires but computes the wrong thing fails too.
These tests need no CPU features to compile; running needs the x86 backend to be available.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from conformance.harness import check_kernel
from refimpl.backends.base import BackendUnavailable, Options
from refimpl.backends.x86.isel import SELECT, Selector, select
from refimpl.backends.x86.mir import Imm, Inst, Label, Mem, Reg, VReg
from refimpl.compile import build, compile_kernel, emit, prepare, unavailable
from refimpl.ir import Ops
from refimpl.rewrite import Pat, PatternMatcher
from refimpl.text import parse

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)


@dataclass(frozen=True)
class IselCase:
    name: str
    text: str
    must: tuple[str, ...] = ()
    must_not: tuple[str, ...] = ()
    fast_math: bool = False
    target: str = "x86-64-v3"


# The cases of scalar rows run their loops 15 or 7 times: vectorize.py leaves a loop scalar
# unless its trip count is a multiple of the lanes, and its lanes are powers of two.
def kernel(params: str, body: str) -> str:
    lines = "\n".join("  " + line for line in body.strip().splitlines())
    return f"kernel k({params})\n{lines}\n"


# a vector register stored to or loaded from the frame
VECTOR_IN_A_SLOT = r"ptr \[rsp[^\]]*\], [xy]mm|[xy]mm\d+, \w+ ptr \[rsp"

GOLDEN_KERNELS = Path(__file__).resolve().parents[1] / "golden" / "kernels"
REGISTER_PRESSURE = (GOLDEN_KERNELS / "register_pressure.kernel").read_text()

# wheres on lanes narrower than their compare's: f16 on f32 (an f16 compare is legalized to
# an f32 one), f32 on f64, i8 on i32. Before, each was split into lanes: per lane a bool
# extracted from the narrowed masks, a branch over a move, and the lanes gathered in a slot.
WHERE_ON_NARROWER_LANES = kernel(
    "%out: f16[64], %out2: f32[64], %out3: i8[64], %a: f16[64], %b: f16[64], %x: f32[64], "
    "%y: f64[64], %k: i32[64], %bytes: i8[64]",
    """
%zero_i = broadcast i32x8 0
%minus = broadcast i8x8 -1
%i = range i32 8
%j = mul i32 %i, 8
%u = load f32x8 %x[%j]
%zero = broadcast f32x8 0.0
%c = cmplt boolx8 %u, %zero
%p = load f16x8 %a[%j]
%q = load f16x8 %b[%j]
%s = where f16x8 %c, %p, %q
store %out[%j], %s
%d = load f64x8 %y[%j]
%e = cmpne boolx8 %d, %d
%g = where f32x8 %e, %u, %zero
store %out2[%j], %g
%n = load i32x8 %k[%j]
%m = load i8x8 %bytes[%j]
%h = cmplt boolx8 %n, %zero_i
%t = where i8x8 %h, %m, %minus
store %out3[%j], %t
end %i""",
)

CASES = [
    IselCase(
        "add_small_constant_is_imm8",
        kernel(
            "%out: i32[16], %a: i32[16]",
            """
%i = range i32 15
%x = load i32 %a[%i]
%y = add i32 %x, 1
store %out[%i], %y
end %i""",
        ),
        must=(r"add e\w+, 1$",),
        must_not=(r"mov e\w+, 1$",),
    ),
    IselCase(
        "an_integer_plus_zero_is_a_copy",
        kernel(
            "%out: i32[16], %a: i32[16], %b: i32[16]",
            """
%i = range i32 15
%x = load i32 %a[%i]
%y = mul i32 %x, %x
%z = sub i32 %y, 0
store %out[%i], %z
%w = add i32 0, %x
%v = xor i32 %w, %y
store %b[%i], %v
end %i""",
        ),
        # `- 0` and `0 +` are copies, dropped where the source dies (bf16_dot's rounding
        # had a `sub edx, 0` from the shared bf16 legalization)
        must=(r"imul \w+, \w+$",),
        must_not=(r"(sub|add) \w+, 0$",),
    ),
    IselCase(
        "zero_lanes_first_with_a_folded_load",
        kernel(
            "%out: bool[16], %a: bool[16]",
            """
%zero = broadcast boolx16 false
%v = load boolx16 %a[0]
%x = xor boolx16 %zero, %v
store %out[0], %x""",
        ),
        # the load (one xmm) is the xor's memory operand; `0 ^ v` taken as a copy of v
        # copied a load never selected (campaign 55202: "LOAD ... used before it was
        # selected"), so the copy is not taken where the other source is a folded load
        must=(r"xmmword ptr \[r",),
    ),
    IselCase(
        "integer_lanes_plus_zero_are_a_copy",
        kernel(
            "%out: i32[16], %a: i32[16]",
            """
%zero = broadcast i32x8 0
%i = range i32 2
%j = mul i32 %i, 8
%v = load i32x8 %a[%j]
%m = mul i32x8 %v, %v
%s = sub i32x8 %m, %zero
store %out[%j], %s
end %i""",
        ),
        # `- 0` on lanes is a copy, dropped where its source dies: no vpsubd, no zero idiom
        must=(r"vpmulld ymm",),
        must_not=(r"vpsubd", r"vpxor", r"vxorps"),
    ),
    IselCase(
        "load_used_once_is_folded",
        kernel(
            "%out: f32[16], %a: f32[16], %b: f32[16]",
            """
%i = range i32 15
%x = load f32 %a[%i]
%y = load f32 %b[%i]
%s = add f32 %x, %y
store %out[%i], %s
end %i""",
        ),
        must=(r"vaddss xmm\d+, xmm\d+, dword ptr \[",),
    ),
    IselCase(
        "load_used_twice_is_not_folded",
        kernel(
            "%out: f32[16], %a: f32[16]",
            """
%i = range i32 15
%x = load f32 %a[%i]
%s = mul f32 %x, %x
store %out[%i], %s
end %i""",
        ),
        must=(
            r"vmovss xmm\d+, dword ptr \[|vmovd xmm\d+, dword ptr \[",
            r"vmulss xmm\d+, xmm(\d+), xmm\1$",
        ),
        must_not=(r"vmulss .*ptr",),
    ),
    IselCase(
        "constant_index_offset_in_displacement",
        kernel(
            "%out: f32[16], %a: f32[20]",
            """
%i = range i32 16
%j = add i32 %i, 3
%x = load f32 %a[%j]
store %out[%i], %x
end %i""",
        ),
        must=(r"\[r\w+\+r\w+\*4\+0xc\]",),
        must_not=(r"add e\w+, 3$",),
    ),
    IselCase(
        "int_where_of_compare_is_cmp_cmov",
        kernel(
            "%out: i32[16], %a: i32[16], %b: i32[16]",
            """
%i = range i32 15
%x = load i32 %a[%i]
%y = load i32 %b[%i]
%c = cmplt bool %x, %y
%m = where i32 %c, %x, %y
store %out[%i], %m
end %i""",
        ),
        must=(r"^\s*cmp ", r"^\s*cmovl "),
        must_not=(r"^\s*set", r"^\s*test "),
    ),
    IselCase(
        "float_broadcast_of_load_is_vbroadcastss_from_memory",
        kernel(
            "%out: f32[32], %a: f32[4]",
            """
%i = range i32 4
%x = load f32 %a[%i]
%v = broadcast f32x8 %x
store %out[%i], %v
end %i""",
        ),
        must=(r"vbroadcastss ymm\d+, dword ptr \[",),
    ),
    IselCase(
        "int_broadcast_of_load_is_vpbroadcastd_from_memory",
        kernel(
            "%out: i32[32], %a: i32[4]",
            """
%i = range i32 4
%x = load i32 %a[%i]
%v = broadcast i32x8 %x
store %out[%i], %v
end %i""",
        ),
        must=(r"vpbroadcastd ymm\d+, dword ptr \[",),
        must_not=(r"^\s*mov e\w+, dword ptr", r"vmovd xmm"),
    ),
    IselCase(
        "narrow_int_and_f64_broadcasts_are_one_instruction",
        kernel(
            "%o8: i8[64], %a: i8[4], %o64: f64[8], %d: f64[4], %o16: f16[32], %h: f16[4]",
            """
%i = range i32 4
%x = load i8 %a[%i]
%y = add i8 %x, 1
%v = broadcast i8x16 %y
store %o8[%i], %v
%z = load f64 %d[%i]
%w = broadcast f64x2 %z
store %o64[%i], %w
%g = load f16 %h[%i]
%u = broadcast f16x8 %g
store %o16[%i], %u
end %i""",
        ),
        must=(
            r"vpbroadcastb xmm\d+, xmm",
            r"vmovddup xmm\d+, qword ptr \[",
            r"vpbroadcastw xmm\d+, word ptr \[",
        ),
        must_not=(r"ptr \[r[sb]p",),  # no trip through a stack slot
    ),
    IselCase(
        "vectorize_of_one_value_is_a_broadcast",
        kernel(
            "%o4: f32[16], %o8: f32[32], %a: f32[4]",
            """
%i = range i32 4
%x = load f32 %a[%i]
%v = vectorize f32x4 %x, %x, %x, %x
store %o4[%i], %v
%w = vectorize f32x8 %x, %x, %x, %x, %x, %x, %x, %x
store %o8[%i], %w
end %i""",
        ),
        must=(r"vbroadcastss xmm\d+, xmm", r"vbroadcastss ymm\d+, xmm"),
        must_not=(r"vinsertps", r"vinsertf128"),
    ),
    IselCase(
        "float_where_of_its_own_compare_is_min_or_max",
        kernel(
            "%o1: f32[8], %o2: f32[8], %o3: f64[8], %o4: f32[32], %a: f32[8], %b: f32[8], "
            "%c: f64[8], %d: f64[8], %va: f32[32], %vb: f32[32]",
            """
%i = range i32 7
%x = load f32 %a[%i]
%y = load f32 %b[%i]
%lt = cmplt bool %x, %y
%mx = where f32 %lt, %y, %x
store %o1[%i], %mx
%mn = where f32 %lt, %x, %y
store %o2[%i], %mn
%p = load f64 %c[%i]
%q = load f64 %d[%i]
%lt2 = cmplt bool %q, %p
%m2 = where f64 %lt2, %p, %q
store %o3[%i], %m2
end %i
%j = range i32 4
%k = mul i32 %j, 8
%u = load f32x8 %va[%k]
%v = load f32x8 %vb[%k]
%vl = cmplt boolx8 %u, %v
%vm = where f32x8 %vl, %v, %u
store %o4[%k], %vm
end %j""",
        ),
        must=(r"vmaxss xmm", r"vminss xmm", r"vmaxsd xmm", r"vmaxps ymm"),
        must_not=(r"vucomis", r"vcmp", r"vblendv", r"^\s*j(a|be|p|np) "),
    ),
    IselCase(
        "vector_load_used_once_is_the_memory_operand",
        kernel(
            "%out: f32[32], %a: f32[32], %c: f32[32], %b: i32[32], %d: i32[32], %o: i32[32]",
            """
%i = range i32 4
%k = mul i32 %i, 8
%x = load f32x8 %a[%k]
%y = load f32x8 %c[%k]
%m = mul f32x8 %x, %x
%s = add f32x8 %m, %y
store %out[%k], %s
%p = load i32x8 %b[%k]
%q = load i32x8 %d[%k]
%r = xor i32x8 %p, %q
store %o[%k], %r
end %i""",
        ),
        must=(r"vaddps ymm\d+, ymm\d+, ymmword ptr \[", r"vpxor ymm\d+, ymm\d+, ymmword ptr \["),
    ),
    IselCase(
        "lanes_within_one_16_byte_half_are_one_shuffle",
        kernel(
            "%out: f32[16], %o2: i64[4], %a: f32[64], %b: i64[32]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%v = load f32x8 %a[%k]
%hi = gep f32x4 %v, 4, 5, 6, 7
%lo = gep f32x4 %v, 0, 1, 2, 3
%s = add f32x4 %lo, %hi
%p = gep f32x2 %s, 3, 2
%q = gep f32x2 %s, 0, 1
%t = add f32x2 %p, %q
%m = mul i32 %i, 2
store %out[%m], %t
%j = mul i32 %i, 4
%w = load i64x4 %b[%j]
%x = gep i64x2 %w, 3, 2
store %o2[0], %x
end %i""",
        ),
        must=(r"vextractf128 xmm\d+, ymm\d+, 1", r"vpshufd xmm\d+, xmm\d+, 0xb"),
        must_not=(r"ptr \[r[sb]p",),  # no trip through a stack slot
    ),
    IselCase(
        "four_lane_load_needs_no_shuffle",
        kernel(
            "%out: f32[16], %a: f32[16], %b: f32[16]",
            """
%i = range i32 4
%k = mul i32 %i, 4
%x = load f32x4 %a[%k]
%y = load f32x4 %b[%k]
%s = add f32x4 %x, %y
store %out[%k], %s
end %i""",
        ),
        must=(r"vaddps xmm",),
        must_not=(r"shuf|insert|extract|unpck|perm",),
    ),
    IselCase(
        "mulacc_without_fast_math_is_not_fused",
        kernel(
            "%out: f32[16], %a: f32[16], %b: f32[16]",
            """
%i = range i32 15
%x = load f32 %a[%i]
%y = load f32 %b[%i]
%m = mulacc f32 %x, %y, %x
store %out[%i], %m
end %i""",
        ),
        must=(r"vmulss", r"vaddss"),
        must_not=(r"vfmadd",),
    ),
    IselCase(
        "mul_add_with_fast_math_is_one_fma",
        kernel(
            "%out: f32[16], %a: f32[16], %b: f32[16]",
            """
%i = range i32 15
%x = load f32 %a[%i]
%y = load f32 %b[%i]
%p = mul f32 %x, %y
%m = add f32 %p, %x
store %out[%i], %m
end %i""",
        ),
        must=(r"vfmadd\d+ss",),
        must_not=(r"vmulss", r"vaddss"),
        fast_math=True,
    ),
    IselCase(
        "packed_mulacc_with_fast_math_is_one_fma",
        kernel(
            "%out: f32[64], %a: f32[64], %b: f32[64]",
            """
%i = range i32 8
%j = mul i32 %i, 8
%x = load f32x8 %a[%j]
%y = load f32x8 %b[%j]
%m = mulacc f32x8 %x, %y, %x
store %out[%j], %m
end %i""",
        ),
        must=(r"vfmadd\d+ps ymm",),
        must_not=(r"vmulps", r"vaddps"),
        fast_math=True,
    ),
    IselCase(
        "fma_writes_the_multiplicand_that_dies_when_the_addend_lives_on",
        # a*b+b with b used again: 213 on a's register (a dies here), no vmovaps
        kernel(
            "%out: f32[16], %a: f32[16], %b: f32[16]",
            """
%i = range i32 15
%x = load f32 %a[%i]
%s = sqrt f32 %x
%y = load f32 %b[%i]
%m = mulacc f32 %s, %y, %y
store %out[%i], %m
store %b[%i], %y
end %i""",
        ),
        must=(r"vfmadd213ss (xmm\d+), xmm\d+, xmm\d+$",),
        must_not=(r"vmovaps [xy]mm\d+, [xy]mm\d+$",),
        fast_math=True,
    ),
    IselCase(
        "fma_loads_a_into_its_destination_when_b_of_a_b_plus_b_lives_on",
        # the a*b+b: a is a load, b is used again; a goes straight into the register
        # the FMA writes (213) instead of a vmovaps of b
        kernel(
            "%out: f32[16], %a: f32[16], %b: f32[16]",
            """
%i = range i32 15
%x = load f32 %a[%i]
%y = load f32 %b[%i]
%m = mulacc f32 %x, %y, %y
store %out[%i], %m
%n = add f32 %m, %y
store %a[%i], %n
end %i""",
        ),
        must=(r"vfmadd213ss xmm\d+, xmm\d+, xmm\d+$",),
        must_not=(r"vmovaps [xy]mm\d+, [xy]mm\d+$",),
        fast_math=True,
    ),
    IselCase(
        "fma_takes_a_loaded_addend_as_its_memory_operand",
        # 213 puts the addend last, where a memory operand goes
        kernel(
            "%out: f32[64], %a: f32[64], %b: f32[64], %c: f32[64]",
            """
%r = range i32 8
%i = mul i32 %r, 8
%x = load f32x8 %a[%i]
%s = sqrt f32x8 %x
%y = load f32x8 %b[%i]
%t = sqrt f32x8 %y
%z = load f32x8 %c[%i]
%m = mulacc f32x8 %s, %t, %z
store %out[%i], %m
end %r""",
        ),
        must=(r"vfmadd(213|132)ps ymm\d+, ymm\d+, ymmword ptr \[",),
        must_not=(r"vmovaps [xy]mm\d+, [xy]mm\d+$",),
        fast_math=True,
    ),
    IselCase(
        "float_lane_extract_is_a_shuffle_not_memory",
        kernel(
            "%out: f32[1], %a: f32[8]",
            """
%v = load f32x8 %a[0]
%x = gep f32 %v, 6
store %out[0], %x""",
        ),
        must=(r"vextractf128 xmm\d+, ymm\d+, 1", r"vshufps xmm(\d+), xmm(\d+), xmm\2, 2"),
        must_not=(r"\[rsp",),
    ),
    IselCase(
        "low_half_of_a_vector_is_the_same_register",
        kernel(
            "%out: f32[4], %a: f32[8]",
            """
%v = load f32x8 %a[0]
%x = gep f32x4 %v, 0, 1, 2, 3
store %out[0], %x""",
        ),
        must=(r"vmovdqu xmmword ptr \[rdi\], xmm\d+",),
        must_not=(r"\[rsp", r"vextract", r"vshuf"),
    ),
    IselCase(
        "int_lane_extract_is_pextrd",
        kernel(
            "%out: i32[1], %a: i32[4]",
            """
%v = load i32x4 %a[0]
%x = gep i32 %v, 3
store %out[0], %x""",
        ),
        must=(r"vpextrd e\w+, xmm\d+, 3",),
        must_not=(r"\[rsp",),
    ),
    IselCase(
        "float_vectorize_is_insertps",
        kernel(
            "%out: f32[4], %a: f32[4]",
            """
%x = load f32 %a[3]
%y = load f32 %a[0]
%v = vectorize f32x4 %x, %y, %x, %y
store %out[0], %v""",
        ),
        must=(r"vinsertps xmm\d+, xmm\d+, xmm\d+, 0x30",),
        must_not=(r"\[rsp",),
    ),
    IselCase(
        "vector_float_widening_cast_is_packed",
        kernel(
            "%out: f64[8], %a: f32[8]",
            """
%v = load f32x8 %a[0]
%w = cast f64x8 %v
store %out[0], %w""",
        ),
        must=(r"vcvtps2pd ymm\d+, xmm\d+", r"vextractf128 xmm\d+, ymm\d+, 1"),
        must_not=(r"vcvtss2sd", r"\[rsp"),
    ),
    IselCase(
        "scalar_accumulator_lives_in_a_register",
        kernel(
            "%out: f32[1], %a: f32[16]",
            """
%acc = reg f32[1]
%init = store %acc[0], 0.0
%i = range i32 16
%acc_i = after %acc, %init, %i
%x = load f32 %a[%i]
%s = load f32 %acc_i[0]
%t = add f32 %s, %x
store %acc_i[0], %t
%end_i = end %i
%acc_done = after %acc, %end_i
%r = load f32 %acc_done[0]
store %out[0], %r""",
        ),
        must=(r"vaddss xmm\d+, xmm\d+, dword ptr \[rsi",),
        must_not=(r"\[rsp",),
    ),
    IselCase(
        "shift_by_constant_is_immediate",
        kernel(
            "%out: u32[16], %a: u32[16]",
            """
%i = range i32 15
%x = load u32 %a[%i]
%y = shr u32 %x, 35
store %out[%i], %y
end %i""",
        ),
        must=(r"shr e\w+, 3$",),  # [shift-mask]: 35 mod 32
        must_not=(r"\bcl\b",),
    ),
    IselCase(
        "division_by_nonzero_constant_has_no_guard",
        kernel(
            "%out: i32[16], %a: i32[16]",
            """
%i = range i32 16
%x = load i32 %a[%i]
%y = idiv i32 %x, 7
store %out[%i], %y
end %i""",
        ),
        must=(r"^\s*idiv ",),
        must_not=(r"^\s*test ", r"cmp e\w+, 0xffffffff"),
    ),
    # ---- packed integer compares, shifts, min/max: no lane is taken out of its vector ----
    IselCase(
        "int_compare_and_where_are_one_pcmpgt_and_one_blend",
        kernel(
            "%out: i32[64], %a: i32[64], %b: i32[64], %c: i32[64]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%x = load i32x8 %a[%k]
%y = load i32x8 %b[%k]
%z = load i32x8 %c[%k]
%lt = cmplt boolx8 %x, %y
%m = where i32x8 %lt, %z, %x
store %out[%k], %m
end %i""",
        ),
        must=(r"vpcmpgtd ymm\d+, ymm\d+, ymm\d+$", r"vblendvps ymm"),
        must_not=(r"vpextr|vpinsr|vextract|cmov", r"\[rsp"),
    ),
    IselCase(
        "unsigned_and_not_equal_compares_are_masks_too",
        # u32 a < b is "not max(a, b) == a"; u64 flips both sign bits for vpcmpgtq; != is
        # the == mask with the blend's operands swapped; byte lanes blend with vpblendvb
        kernel(
            "%o1: u32[64], %o2: i64[32], %o3: u64[32], %o4: u8[128], %a: u32[64], %b: u32[64], "
            "%c: i64[32], %d: i64[32], %e: u64[32], %f: u64[32], %g: u8[128], %h: u8[128]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%x = load u32x8 %a[%k]
%y = load u32x8 %b[%k]
%ult = cmplt boolx8 %x, %y
%m1 = where u32x8 %ult, %y, %x
store %o1[%k], %m1
%j = mul i32 %i, 4
%p = load i64x4 %c[%j]
%q = load i64x4 %d[%j]
%ne = cmpne boolx4 %p, %q
%m2 = where i64x4 %ne, %p, %q
store %o2[%j], %m2
%r = load u64x4 %e[%j]
%s = load u64x4 %f[%j]
%ult64 = cmplt boolx4 %r, %s
%m3 = where u64x4 %ult64, %s, %r
store %o3[%j], %m3
%n = mul i32 %i, 16
%u = load u8x16 %g[%n]
%v = load u8x16 %h[%n]
%eq = cmpeq boolx16 %u, %v
%m4 = where u8x16 %eq, %v, %u
store %o4[%n], %m4
end %i""",
        ),
        must=(
            r"vpmaxud ymm",
            r"vpcmpeqd ymm",
            r"vpcmpeqq ymm",
            r"vblendvpd ymm",
            r"vpcmpgtq ymm",
            r"vpcmpeqb xmm",
            r"vpblendvb xmm",
        ),
        must_not=(r"vpextr|vpinsr|cmov", VECTOR_IN_A_SLOT),  # pointers 7.. are in slots
    ),
    IselCase(
        "int_compare_and_where_on_v2_are_pcmpgtq_and_blendvpd",
        kernel(
            "%out: i64[32], %a: i64[32], %b: i64[32]",
            """
%i = range i32 8
%k = mul i32 %i, 4
%x = load i64x4 %a[%k]
%y = load i64x4 %b[%k]
%lt = cmplt boolx4 %y, %x
%m = where i64x4 %lt, %y, %x
store %out[%k], %m
end %i""",
        ),
        must=(r"^\s*pcmpgtq xmm", r"^\s*blendvpd xmm"),
        must_not=(r"pextr|pinsr|cmov", r"\[rsp"),
        target="x86-64-v2",
    ),
    IselCase(
        "int_shift_by_constant_is_one_immediate_shift",
        # [shift-mask]: the count mod bits is the immediate (-1 -> 31, 35 -> 3 for u16)
        kernel(
            "%o1: i32[64], %o2: i32[64], %o3: u16[128], %a: i32[64], %h: u16[128]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%x = load i32x8 %a[%k]
%c3 = broadcast i32x8 3
%l = shl i32x8 %x, %c3
store %o1[%k], %l
%all = broadcast i32x8 -1
%r = shr i32x8 %x, %all
store %o2[%k], %r
%j = mul i32 %i, 16
%y = load u16x16 %h[%j]
%c35 = broadcast u16x16 35
%s = shr u16x16 %y, %c35
store %o3[%j], %s
end %i""",
        ),
        must=(
            r"vpslld ymm\d+, ymm\d+, 3$",
            r"vpsrad ymm\d+, ymm\d+, 0x1f$",
            r"vpsrlw ymm\d+, ymm\d+, 3$",
        ),
        must_not=(r"vpextr|vpinsr|\bcl\b", r"\[rsp"),
    ),
    IselCase(
        "int_shift_by_constant_on_v2_is_one_immediate_shift",
        kernel(
            "%out: i64[32], %a: i64[32]",
            """
%i = range i32 16
%k = mul i32 %i, 2
%x = load i64x2 %a[%k]
%c = broadcast i64x2 40
%l = shl i64x2 %x, %c
store %out[%k], %l
end %i""",
        ),
        must=(r"^\s*psllq xmm\d+, 0x28$",),
        must_not=(r"pextr|pinsr|\bcl\b",),
        target="x86-64-v2",
    ),
    IselCase(
        "int_shift_by_lanes_masks_the_counts_then_shifts_each_lane",
        # vpsllvd gives 0 for a count >= 32, [shift-mask] wants the count mod 32: vpand first
        kernel(
            "%o1: i32[64], %o2: i32[64], %o3: u64[32], %a: i32[64], %b: i32[64], "
            "%c: u64[32], %d: u64[32]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%x = load i32x8 %a[%k]
%n = load i32x8 %b[%k]
%l = shl i32x8 %x, %n
store %o1[%k], %l
%r = shr i32x8 %x, %n
store %o2[%k], %r
%j = mul i32 %i, 4
%p = load u64x4 %c[%j]
%q = load u64x4 %d[%j]
%s = shr u64x4 %p, %q
store %o3[%j], %s
end %i""",
        ),
        must=(r"vpand ymm", r"vpsllvd ymm", r"vpsravd ymm", r"vpsrlvq ymm"),
        must_not=(r"vpextr|vpinsr|\bcl\b", r"\[rsp"),
    ),
    IselCase(
        "int_min_max_are_one_instruction_per_vector",
        kernel(
            "%o1: u32[64], %o2: i16[128], %o3: i8[128], %o4: u8[128], %a: u32[64], %b: u32[64], "
            "%c: i16[128], %d: i16[128], %e: i8[128], %f: i8[128]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%x = load u32x8 %a[%k]
%y = load u32x8 %b[%k]
%m1 = max u32x8 %x, %y
store %o1[%k], %m1
%j = mul i32 %i, 16
%p = load i16x16 %c[%j]
%q = load i16x16 %d[%j]
%m2 = min i16x16 %p, %q
store %o2[%j], %m2
%s = load i8x16 %e[%j]
%t = load i8x16 %f[%j]
%m3 = max i8x16 %s, %t
store %o3[%j], %m3
%bs = bitcast u8x16 %s
%bt = bitcast u8x16 %t
%m4 = min u8x16 %bs, %bt
store %o4[%j], %m4
end %i""",
        ),
        must=(r"vpmaxud ymm", r"vpminsw ymm", r"vpmaxsb xmm", r"vpminub xmm"),
        must_not=(r"vpextr|vpinsr|cmov", VECTOR_IN_A_SLOT),
    ),
    IselCase(
        "unsigned_max_on_v2_is_pmaxud",
        kernel(
            "%out: u32[64], %a: u32[64], %b: u32[64]",
            """
%i = range i32 16
%k = mul i32 %i, 4
%x = load u32x4 %a[%k]
%y = load u32x4 %b[%k]
%m = max u32x4 %x, %y
store %out[%k], %m
end %i""",
        ),
        must=(r"^\s*pmaxud xmm",),
        must_not=(r"pextr|pinsr|cmov",),
        target="x86-64-v2",
    ),
    IselCase(
        "vector_compare_as_bools_is_packed_to_bytes",
        # masks narrowed by signed-saturating packs (all ones stays -1), -1 -> 1 by vpabsb;
        # an inverted mask (!=) is flipped by vpcmpeqb with zero first
        kernel(
            "%o1: bool[64], %o2: bool[32], %o3: bool[64], %a: i32[64], %b: i32[64], "
            "%c: u64[32], %d: u64[32], %f: f32[64], %g: f32[64]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%x = load i32x8 %a[%k]
%y = load i32x8 %b[%k]
%lt = cmplt boolx8 %x, %y
store %o1[%k], %lt
%j = mul i32 %i, 4
%p = load u64x4 %c[%j]
%q = load u64x4 %d[%j]
%ne = cmpne boolx4 %p, %q
store %o2[%j], %ne
%u = load f32x8 %f[%k]
%v = load f32x8 %g[%k]
%flt = cmplt boolx8 %u, %v
store %o3[%k], %flt
end %i""",
        ),
        must=(
            r"vpcmpgtd ymm",
            r"vpackssdw xmm",
            r"vpacksswb xmm",
            r"vpabsb xmm",
            r"vpcmpeqq ymm",
            r"vpcmpeqb xmm",
            r"vcmpps ymm",
        ),
        must_not=(VECTOR_IN_A_SLOT, r"byte ptr \[rsp", r"^\s*and e"),
    ),
    IselCase(
        "vector_compare_as_bools_on_v2_is_packed_to_bytes",
        kernel(
            "%out: bool[64], %a: i16[64], %b: i16[64]",
            """
%i = range i32 8
%k = mul i32 %i, 8
%x = load i16x8 %a[%k]
%y = load i16x8 %b[%k]
%eq = cmpeq boolx8 %x, %y
store %out[%k], %eq
end %i""",
        ),
        must=(r"^\s*pcmpeqw xmm", r"^\s*packsswb xmm", r"^\s*pabsb xmm"),
        must_not=(r"\[rsp",),
        target="x86-64-v2",
    ),
    IselCase(
        "split_lane_of_a_broadcast_is_the_scalar",
        kernel(
            "%out: i64[16], %a: i64[16], %c: i64[1]",
            """
%n = load i64 %c[0]
%count = broadcast i64x4 %n
%i = range i32 4
%base = mul i32 %i, 4
%v = load i64x4 %a[%base]
%s = shr i64x4 %v, %count
store %out[%base], %s
end %i""",
        ),
        # signed 64-bit shr by a vector of counts has no packed form (no vpsravq): each lane
        # is `sar r64, cl`, its count the broadcast's scalar, not a lane extracted from a
        # register holding the broadcast (by a constant it is packed: legalize.py)
        must=(r"sar r\w+, cl$",),
        must_not=(r"vpbroadcastq",),
    ),
    IselCase(
        "row_offset_of_a_computed_index_is_a_displacement",
        kernel(
            "%out: f32[32], %a: f32[64]",
            """
%i = range i32 4
%r0 = mul i32 %i, 8
%r1 = add i32 %r0, 32
%k = range i32 7
%i0 = add i32 %r0, %k
%x0 = load f32 %a[%i0]
%i1 = add i32 %r1, %k
%x1 = load f32 %a[%i1]
%s = add f32 %x0, %x1
store %out[%i0], %s
end %k
end %i""",
        ),
        # (r0 + 32) + k is (r0 + k) + 32: the register of a[r0 + k]'s index, 0x80 further
        must=(r"vaddss xmm\d+, xmm\d+, dword ptr \[r\w+\+r\w+\*4\+0x80\]",),
    ),
    IselCase(
        "broadcast_of_a_constant_is_one_load_from_the_read_only_pool",
        kernel(
            "%out: f64[16], %a: f64[16]",
            """
%c = broadcast f64x4 1.5
%i = range i32 4
%j = mul i32 %i, 4
%v = load f64x4 %a[%j]
%m = mul f64x4 %v, %c
store %out[%j], %m
end %i""",
        ),
        # an entry of the pool after the code, loaded once before the loop (registers
        # allow); no frame slot written at entry, no GPR. Every read of it loads it whole,
        # so the entry is one lane, broadcast by the load (machine_code.
        # broadcast_uniform_entries): 8 bytes of pool, not 32
        must=(r"vbroadcastsd ymm\d+, qword ptr \[rip\+0x[0-9a-f]+\]",),
        must_not=(r"\[rsp", r"vmovq", r"vmovaps ymm\d+, ymmword ptr \[rip"),
    ),
    IselCase(
        "a_constant_shift_mask_loaded_whole_is_a_4_byte_entry_broadcast",
        (GOLDEN_KERNELS / "wide_vectors.kernel").read_text(),
        # the i32x16 shift counts masked by 31 (vpsllvd): the mask is one entry read only by
        # its load, 4 bytes broadcast (`vbroadcastss`, all bits kept) rather than 32
        must=(r"vbroadcastss ymm\d+, dword ptr \[rip\+0x[0-9a-f]+\]", r"^;\s+0x\w+: 0000001f$"),
        must_not=(r"ymmword ptr \[rip",),
    ),
    IselCase(
        "vectorize_of_constants_is_one_pool_entry",
        kernel(
            "%out: i32[16], %a: i32[16]",
            """
%c = vectorize i32x8 1, -2, 3, -4, 5, -6, 7, 0x7fffffff
%i = range i32 2
%j = mul i32 %i, 8
%v = load i32x8 %a[%j]
%m = add i32x8 %v, %c
store %out[%j], %m
end %i""",
        ),
        # eight different lanes in one 32-byte entry after the code, not built lane by lane
        must=(r"vmovaps ymm\d+, ymmword ptr \[rip\+0x[0-9a-f]+\]",),
        must_not=(r"vpinsrd", r"\[rsp"),
    ),
    IselCase(
        "an_affine_index_is_stepped_not_recomputed",
        kernel(
            "%out: f32[1024], %a: f32[1024], %n: i32 in 0..256",
            """
%i = range i32 4
%r = mul i32 %i, 256
%k = range i32 16
%kr = mul i32 %k, 16
%idx = add i32 %kr, %n
%v = load f32 %a[%idx]
%w = add f32 %v, 1.0
%o = add i32 %kr, %r
store %out[%o], %w
end %k
end %i""",
        ),
        # `k*16 + n` and `k*16 + r` are registers stepped by 16 per iteration (started at n
        # and r before the loop): no imul by 16 anywhere, and the inner loop has no counter
        # (it runs while `k*16 + n` is below n + 256, a register set before the loop)
        must=(r"add \w+, 0x10$", r"lea \w+, \[r\w+\+0x100\]"),
        must_not=(r"imul \w+, \w+, 0x10$",),
    ),
    IselCase(
        "a_loop_ends_on_the_variable_with_the_smallest_end_value",
        (GOLDEN_KERNELS / "matmul16.kernel").read_text(),
        # the k loop steps `row + k` by 1 and `k*16 + j` by 16: it runs while `row + k` is
        # below `row + 16` (`lea r, [row + 0x10]`, 4 bytes), not while `k*16 + j` is below
        # `j + 0x100` (7 bytes: a disp32)
        must=(r"lea \w+, \[r\w+\+0x10\]$",),
        must_not=(r"lea \w+, \[r\w+\+0x100\]$",),
    ),
    IselCase(
        "callee_saved_registers_without_a_frame_are_popped_without_an_lea",
        (GOLDEN_KERNELS / "matmul16.kernel").read_text(),
        # push r12, r13, rbx and no stack slot: rsp is where the pushes left it, so the
        # epilogue pops them without `lea rsp, [rbp-0x18]` first
        must=(r"push r12$", r"pop r12$"),
        must_not=(r"lea rsp",),
    ),
    IselCase(
        "a_counter_read_only_by_addresses_is_read_on_the_stepped_product",
        (GOLDEN_KERNELS / "vector_build.kernel").read_text(),
        # `%s[%i]` and `%sums[%i]` (f32) read `i*4`'s register with scale 1 (`[rcx+rax]`),
        # `%x[%i*4]` with scale 4: one variable stepped by 4 and compared with 32, where the
        # counter was stepped beside it (one `add` more per iteration) or `i*4` an `imul`
        must=(r"add e\w+, 4$", r"ptr \[r\w+\+r\w+\]", r"cmp e\w+, 0x20$"),
        must_not=(r"add e\w+, 1$", r"imul"),
    ),
    IselCase(
        "an_lea_into_its_own_source_is_an_add",
        (GOLDEN_KERNELS / "reduce_count.kernel").read_text(),
        # the count `c + n` is an lea (c lives around the loop), given c's register by the
        # allocator: `add ecx, r13d` is a byte shorter than `lea ecx, [rcx+r13]`, and the
        # flags it writes are dead (the step's `add` writes them again)
        must=(r"add e\w+, (e\w\w|r\d+d)$",),
        must_not=(
            r"lea e(\w+), \[(r\1\+r\w+|r\w+\+r\1)\]$",
            r"lea (r\d+)d, \[(\1\+r\w+|r\w+\+\1)\]$",
        ),
    ),
    IselCase(
        "clamped_integral_f64_lanes_convert_to_i64_packed",
        kernel(
            "%out: i64[16], %a: f64[16]",
            """
%lo = broadcast f64x4 -1000.0
%hi = broadcast f64x4 1000.0
%zero = broadcast f64x4 0.0
%one = broadcast i64x4 1
%i = range i32 4
  %j = mul i32 %i, 4
  %x = load f64x4 %a[%j]
  %nan = cmpne boolx4 %x, %x
  %u = where f64x4 %nan, %zero, %x
  %above = cmplt boolx4 %hi, %u
  %c1 = where f64x4 %above, %hi, %u
  %below = cmplt boolx4 %u, %lo
  %c = where f64x4 %below, %lo, %c1
  %t = trunc f64x4 %c
  %k = cast i64x4 %t
  %s = shr i64x4 %k, %one
  store %out[%j], %s
end %i""",
        ),
        # exp2's exponent: NaN-free, clamped, truncated, so bits(v + 1.5*2**52) - bits(that)
        # is exact; the signed shift by 1 is psrlq with the sign copied in, no lane split
        must=(r"vaddpd ymm", r"vpsubq ymm", r"vpsrlq ymm\d+, ymm\d+, 1$"),
        must_not=(r"cvttsd2si", r"sar ", r"vpextrq", r"vpinsrq"),
    ),
    IselCase(
        "clamped_integral_f64_lanes_convert_to_i64_packed_v2",
        kernel(
            "%out: i64[16], %a: f64[16]",
            """
%lo = broadcast f64x4 -1000.0
%hi = broadcast f64x4 1000.0
%zero = broadcast f64x4 0.0
%one = broadcast i64x4 1
%i = range i32 4
  %j = mul i32 %i, 4
  %x = load f64x4 %a[%j]
  %nan = cmpne boolx4 %x, %x
  %u = where f64x4 %nan, %zero, %x
  %above = cmplt boolx4 %hi, %u
  %c1 = where f64x4 %above, %hi, %u
  %below = cmplt boolx4 %u, %lo
  %c = where f64x4 %below, %lo, %c1
  %t = trunc f64x4 %c
  %k = cast i64x4 %t
  %s = shr i64x4 %k, %one
  store %out[%j], %s
end %i""",
        ),
        must=(r"addpd xmm", r"psubq xmm", r"psrlq xmm\d+, 1$"),
        must_not=(r"cvttsd2si", r"sar ", r"pextrq", r"pinsrq"),
        target="x86-64-v2",
    ),
    IselCase(
        "unbounded_f64_lanes_convert_to_i64_lane_by_lane",
        kernel(
            "%out: i64[16], %a: f64[16]",
            """
%lo = broadcast f64x4 -1000.0
%hi = broadcast f64x4 1000.0
%zero = broadcast f64x4 0.0
%one = broadcast i64x4 1
%i = range i32 4
  %j = mul i32 %i, 4
  %x = load f64x4 %a[%j]
  %nan = cmpne boolx4 %x, %x
  %u = where f64x4 %nan, %zero, %x
  %t = trunc f64x4 %u
  %k = cast i64x4 %t
  %s = shr i64x4 %k, %one
  store %out[%j], %s
end %i""",
        ),
        # a lane may hold 2**60 or an infinity: no range, no magic number
        must=(r"vcvttsd2si",),
    ),
    IselCase(
        "narrowing_and_same_width_casts_are_packed_on_v2",
        kernel(
            "%out: f32[64], %outi: i32[64], %a: f64[64], %b: i32[64]",
            """
%i = range i32 8
%j = mul i32 %i, 8
%x = load f64x8 %a[%j]
%y = cast f32x8 %x
store %out[%j], %y
%n = cast i32x8 %x
%m = load i32x8 %b[%j]
%f = cast f32x8 %m
%t = cast i32x8 %f
%s = add i32x8 %n, %t
store %outi[%j], %s
end %i""",
        ),
        # SSE2's cvtpd2ps / cvttpd2dq per xmm piece, two of them joined by unpcklpd, and
        # cvtdq2ps / cvttps2dq: no lane is converted on its own (cvtsd2ss, cvttsd2si ...)
        must=(r"cvtpd2ps xmm", r"cvttpd2dq xmm", r"unpcklpd xmm", r"cvtdq2ps", r"cvttps2dq"),
        must_not=(r"cvtsd2ss", r"cvttsd2si", r"cvtsi2ss", r"cvttss2si"),
        target="x86-64-v2",
    ),
    IselCase(
        "where_on_narrower_lanes_than_its_compare_is_one_blend",
        WHERE_ON_NARROWER_LANES,
        # the compare's masks narrowed by packs (f32 -> f16: vpackssdw; f64 -> f32: the same;
        # i32 -> i8: vpackssdw, vpacksswb), then one blend: no lane is selected on its own
        must=(r"vpackssdw", r"vpacksswb", r"vpblendvb", r"vblendvps"),
        must_not=(r"vpextrw", r"vpextrb", r"^\s*je "),
    ),
    IselCase(
        "where_on_narrower_lanes_than_its_compare_is_one_blend_v2",
        WHERE_ON_NARROWER_LANES,
        must=(r"packssdw", r"packsswb", r"pblendvb", r"blendvps"),
        must_not=(r"pextrw", r"pextrb", r"^\s*je "),
        target="x86-64-v2",
    ),
    IselCase(
        "spilled_value_read_once_is_a_memory_operand",
        REGISTER_PRESSURE,
        must=(r"vmulps ymm\d+, ymm\d+, ymmword ptr \[rsp",),
        must_not=(r"vmovaps ymm\d+, ymmword ptr \[rsp[^\]]*\]$",),  # no reload
    ),
]


def listing(case: IselCase) -> list[str]:
    options = Options(fast_math=case.fast_math, target=case.target, check_regalloc=True)
    return emit(parse(case.text), "x86", "asm", options).splitlines()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_selects(case: IselCase):
    lines = listing(case)
    shown = "\n".join(lines)
    for pattern in case.must:
        assert any(re.search(pattern, line) for line in lines), (
            f"{case.name}: no line matches {pattern!r}\nkernel:\n{case.text}\nlisting:\n{shown}"
        )
    for pattern in case.must_not:
        bad = [line for line in lines if re.search(pattern, line)]
        assert not bad, f"{case.name}: {bad} match {pattern!r}\nkernel:\n{case.text}\n{shown}"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_selected_code_agrees_with_oracle(case: IselCase):
    options = Options(fast_math=case.fast_math, target=case.target, check_regalloc=True)
    if reason := unavailable("x86", options):
        pytest.skip(reason)
    k = parse(case.text)
    try:
        (runner,) = build([k], "x86", options)
    except BackendUnavailable as e:
        pytest.skip(str(e))
    check_kernel(k, runner, fast_math=case.fast_math)


def test_spilled_values_read_once_are_read_from_their_slots_on_v2():
    """On v2 too, a spilled value read once is read from its slot by the instruction that
    reads it (regalloc's `fold_reload`), never reloaded into a register first: by the
    multiply (`mulps xmm2, xmmword ptr [rsp]`), or, where legacy.two_address starts the
    multiply with a copy of that source because it dies there, by the copy
    (`movaps xmm2, xmmword ptr [rsp]; mulps xmm2, xmm5`)."""
    options = Options(target="x86-64-v2", check_regalloc=True)
    code = compile_kernel(parse(REGISTER_PRESSURE), "x86", options, cache=False).compiled
    shown = "\n".join(code.listing)
    assert code.spill_stores > 0 and code.reloads == 0, shown
    assert any(re.search(r"xmm\d+, xmmword ptr \[rsp", line) for line in code.listing), shown


# --- accumulators in registers: nothing spilled in a reduction's innermost loop ------------

CORPUS = Path(__file__).resolve().parents[1] / "golden" / "kernels"
# vectorized reductions and the register-blocked matmul of the corpus (issue 12, section 3)
ACCUMULATING = ("sum_x8", "matmul_4x8", "sum_reduce", "max_reduce", "matmul16")


@pytest.mark.parametrize("fast_math", [False, True], ids=["exact", "fast_math"])
@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
@pytest.mark.parametrize("name", ACCUMULATING)
def test_a_reductions_innermost_loop_keeps_its_accumulators_in_registers(name, target, fast_math):
    """Register arrays accessed at constant indices, vector dtypes included, live in
    registers across loops: before, an 8-lane accumulator was stored and reloaded every
    iteration. On x86-64-v3 an update also writes the accumulator's register itself, not a
    temporary copied into it (two-address v2 needs the copy when the accumulator is the
    second operand of a non-commutative op: max_reduce's `max f64 %fv, %fm`). Under
    fast_math a mulacc into an accumulator is one vfmadd231 on the accumulator's register,
    not a copy out, the FMA and a copy back."""
    text = (CORPUS / f"{name}.kernel").read_text()
    options = Options(target=target, check_regalloc=True, fast_math=fast_math)
    compiled = compile_kernel(parse(text), "x86", options, cache=False).compiled
    loops = compiled.inner_loops
    assert loops, f"{name}: no loop found"
    shown = "\n".join(compiled.listing)
    for loop in loops:
        kept = (loop.spill_stores, loop.reloads, loop.slot_accesses)
        assert kept == (0, 0, 0), f"{name} {target}: accumulator kept in memory: {loop}\n{shown}"
    if target == "x86-64-v3":
        copies = [
            line
            for line in _innermost_bodies(compiled.listing)
            if re.search(r"^\s*vmovaps [xy]mm\d+, [xy]mm\d+$", line)
        ]
        assert not copies, f"{name}: accumulator copied: {copies}\n{shown}"


def _innermost_bodies(lines: list[str]) -> list[str]:
    """The listing lines of every innermost loop (a label to the branch back to it)."""
    labels = {line.rstrip(":"): k for k, line in enumerate(lines) if line.endswith(":")}
    loops = [
        (labels[line.split()[-1]], k)
        for k, line in enumerate(lines)
        if line.strip().startswith("j") and labels.get(line.split()[-1], k) < k
    ]
    bodies: list[str] = []
    for start, end in loops:
        if not any(start < s and e < end for s, e in loops):
            bodies += lines[start + 1 : end]
    return bodies


SHARED_COMPARE = kernel(
    "%o1: i32[8], %o2: i32[8], %o3: f32[8], %a: i32[8], %b: i32[8], %f: f32[8], %g: f32[8]",
    """
%i = range i32 8
%x = load i32 %a[%i]
%y = load i32 %b[%i]
%lt = cmplt bool %x, %y
%s1 = where i32 %lt, %x, %y
%s2 = where i32 %lt, 7, %y
store %o1[%i], %s1
store %o2[%i], %s2
%p = load f32 %f[%i]
%q = load f32 %g[%i]
%s3 = where f32 %lt, %p, %q
store %o3[%i], %s3
%n = add i32 %x, %y
%s4 = where i32 %lt, %n, 0
store %o1[%i], %s4
end %i""",
)


@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
def test_selects_on_one_compare_share_its_flags_until_something_clobbers_them(target):
    """Three selects in a row on `%lt` use the flags of one `cmp`; between the third and the
    fourth the zero idiom for its `0` writes the flags, so the compare is emitted again."""
    options = Options(target=target, check_regalloc=True)
    lines = emit(parse(SHARED_COMPARE), "x86", "asm", options).splitlines()
    compares = [line for line in lines if re.search(r"^\s*cmp [a-z]\w*, [a-z]\w*$", line)]
    assert len(compares) == 2, "\n".join(lines)
    check_kernel(parse(SHARED_COMPARE), build([parse(SHARED_COMPARE)], "x86", options)[0])


def test_a_compare_is_left_to_its_users_when_every_row_that_may_select_them_takes_it():
    """`%lt` is used only as the condition of wheres, and every where row takes its
    condition (a `Taken` source in isel.SELECT): it is never selected as a bool. With a
    table whose int where row reads its condition's registers instead, the selector
    selects `%lt` where it stands (a setcc): the table alone decides, no pre-pass."""
    program = prepare(parse(SHARED_COMPARE), "x86", Options())
    where_gpr_row = next(r for r in SELECT.rules if r.name == "where/where_gpr")
    reading = Pat(Ops.WHERE, dtype=where_gpr_row.pat.dtype, name="x")
    rows = [(reading if r is where_gpr_row else r.pat, r.fn) for r in SELECT.rules]
    taken = [inst.op for inst in Selector(program, SELECT).run().insts]
    not_taken = [inst.op for inst in Selector(program, PatternMatcher(rows)).run().insts]
    assert "setl" not in taken and taken.count("cmp") >= 1
    assert "setl" in not_taken


SUB_OF_TWO_LOADS = kernel(
    "%out: f32[16], %a: f32[16], %b: f32[16]",
    """
%i = range i32 15
%x = load f32 %a[%i]
%y = load f32 %b[%i]
%s = sub f32 %x, %y
store %out[%i], %s
end %i""",
)


def test_a_load_is_folded_where_every_row_that_may_select_its_user_reads_it_from_memory():
    """`vsubss d, a, b` reads b, never a, from memory: the sub row marks its second source
    a `MemoryOperand`, so `%y` is left to the sub (folded) and `%x` is selected where it
    stands, as a register value, by the load's own row. With a table whose sub row reads b
    from a register, `%y` is selected where it stands too: the table alone decides, at
    the match, and no rule selects a load its user did not take."""
    program = prepare(parse(SUB_OF_TWO_LOADS), "x86", Options())
    x, y = (n for n in program.linear if n.op is Ops.LOAD)
    selector = Selector(program, SELECT)
    insts = selector.run().insts
    assert selector.selected_by_users(y) and not selector.selected_by_users(x)
    assert [i.op for i in insts].count("vsubss") == 1 and x in selector.values
    sub = next(i for i in insts if i.op == "vsubss")
    assert isinstance(sub.operands[2], Mem), sub

    sub_row = next(r for r in SELECT.rules if r.name == "sub/float_binary")
    register_b = Pat(Ops.SUB, dtype=sub_row.pat.dtype, name="x")
    rows = [(register_b if r is sub_row else r.pat, r.fn) for r in SELECT.rules]
    selector = Selector(program, PatternMatcher(rows))
    insts = selector.run().insts
    assert not selector.selected_by_users(y) and y in selector.values
    sub = next(i for i in insts if i.op == "vsubss")
    assert all(isinstance(o, Reg) for o in sub.operands), sub


def test_a_node_nobody_selected_has_no_value():
    """`value` repairs nothing: asking for the registers of a load its user folded (so
    it was never selected) is an internal error, as for any node not selected yet."""
    program = prepare(parse(SUB_OF_TWO_LOADS), "x86", Options())
    folded = [n for n in program.linear if n.op is Ops.LOAD][1]
    selector = Selector(program, SELECT)
    selector.run()
    assert selector.selected_by_users(folded) and folded not in selector.values
    with pytest.raises(AssertionError, match="used before it was selected"):
        selector.value(folded)


# `%r1` is read only by `%ai1 = %r1 + %k`, which the load folds into the address of `%ai0`'s
# register plus a displacement (Selector.foldable_offset): no instruction needs `%r1` itself
DISPLACEMENT_ONLY = """\
kernel rows(%c: f32[64], %a: f32[64])
  %bi = range i32 4
    %r0 = mul i32 %bi, 16
    %r1 = add i32 %r0, 8
    %k = range i32 8
      %ai0 = add i32 %r0, %k
      %x0 = load f32 %a[%ai0]
      %ai1 = add i32 %r1, %k
      %x1 = load f32 %a[%ai1]
      %s = add f32 %x0, %x1
      store %c[%ai0], %s
    end %k
  end %bi
"""


@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
def test_a_value_every_reader_folded_into_a_displacement_is_not_computed(target):
    """The add row of `%r1` reads its sources, so `%r1` was selected (an `lea` per outer
    iteration) though its one reader was folded into addresses: matmul256_4x8 computed its
    three row offsets `r0 + 256/512/768` into one register, each overwriting the last.
    isel drops the instructions whose only effect is a virtual register nothing reads."""
    options = Options(target=target, check_regalloc=True)
    fn = select(prepare(parse(DISPLACEMENT_ONLY), "x86", options))
    read = {reg for inst in fn.insts for reg in inst.reads()}
    unread = [
        str(inst)
        for inst in fn.insts
        if inst.writes() and all(isinstance(r, VReg) and r not in read for r in inst.writes())
    ]
    assert not unread, "\n".join(str(inst) for inst in fn.insts)
    lines = emit(parse(DISPLACEMENT_ONLY), "x86", "asm", options).splitlines()
    outer = lines[lines.index(".Lloop1:") + 1 : lines.index(".Lloop3:")]
    # r0 and the variable's end value: the variable starts in r0's register (r0 dies at
    # its copy, set after the end value, induction.emit_starts)
    assert len(outer) == 2, "\n".join(lines)
    if reason := unavailable("x86", options):
        pytest.skip(reason)
    kernel = parse(DISPLACEMENT_ONLY)
    (runner,) = build([kernel], "x86", options)
    check_kernel(kernel, runner)


# three taps of two rows, conv3x3's shape: `%p1` is read by a load and by `%p1 + 1`, and
# every address of both folds onto `%p0`'s register (`%p1 = (%r0 + 24) + %x`)
ROW_TAPS = """\
kernel taps(%out: f32[64], %img: f32[120])
  %y = range i32 4
    %r0 = mul i32 %y, 24
    %r1 = add i32 %r0, 24
    %o = mul i32 %y, 16
    %x = range i32 16
      %p0 = add i32 %r0, %x
      %a = load f32 %img[%p0]
      %p1 = add i32 %r1, %x
      %b = load f32 %img[%p1]
      %q1 = add i32 %p1, 1
      %c = load f32 %img[%q1]
      %s = add f32 %a, %b
      %t = add f32 %s, %c
      %oi = add i32 %o, %x
      store %out[%oi], %t
    end %x
  end %y
"""


@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
def test_taps_of_several_rows_are_displacements_on_one_index_register(target):
    """`%p1 + 1` folds onto `%p0` when `%p1` itself does (`(x + c1) + c2`), and `%p1`, which
    no address then reads in a register (`Selector.address_targets`), is neither computed
    nor stepped: one index register for `%img` where there were two, each stepped (conv3x3
    and conv3x3_x8 had one per row of the stencil: 24 -> 22 instructions per iteration)."""
    options = Options(target=target, check_regalloc=True)
    kernel = parse(ROW_TAPS)
    lines = [line.strip() for line in emit(kernel, "x86", "asm", options).splitlines()]
    loop = lines[lines.index(".Lloop3:") + 1 : lines.index("jl .Lloop3")]
    img = {m.group(1) for line in loop for m in re.finditer(r"\[rsi\+(\w+)\*4", line)}
    shown = "\n".join(lines)
    assert len(img) == 1 and sum(line.startswith("add ") for line in loop) == 2, shown
    if reason := unavailable("x86", options):
        pytest.skip(reason)
    (runner,) = build([kernel], "x86", options)
    check_kernel(kernel, runner)


TWO_WHERES_ON_ONE_COMPARE = """\
kernel k(%out: f32[{n}], %out2: f32[{n}], %a: f32[{n}], %b: f32[{n}])
  %i = range i32 8
    %j = mul i32 %i, {lanes}
    %x = load {t} %a[%j]
    %y = load {t} %b[%j]
    %p = add {t} %x, %y
    %q = mul {t} %x, %y
    %c = cmplt {cond} %x, %y
    %s = where {t} %c, %p, %q
    %t = where {t} %c, %q, %x
    store %out[%j], %s
    store %out2[%j], %t
  end %i
"""


@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
@pytest.mark.parametrize("lanes", [1, 8])
def test_two_wheres_on_one_float_compare_compute_it_once(target, lanes):
    """Held out of the peer's own isel expectations: two selects on one comparison computed
    it twice. A scalar float where branches over a move, and the label after it forgot the
    flags though both ways in carry them; packed wheres emitted the compare's masks each."""
    t = "f32" if lanes == 1 else f"f32x{lanes}"
    text = TWO_WHERES_ON_ONE_COMPARE.format(
        t=t, n=8 * lanes, lanes=lanes, cond="bool" if lanes == 1 else f"boolx{lanes}"
    )
    options = Options(target=target, check_regalloc=True)
    lines = emit(parse(text), "x86", "asm", options).splitlines()
    compares = [line for line in lines if re.search(r"^\s*v?(u?comiss|cmpps) ", line)]
    pieces = 2 if lanes == 8 and target == "x86-64-v2" else 1  # xmm halves of an f32x8
    assert len(compares) == pieces, "\n".join(lines)
    check_kernel(parse(text), build([parse(text)], "x86", options)[0])


# --- lane permutations: one shuffle instruction where one exists (isel_shuffle.py) --------


def permutation_kernel(dtype: str, lanes: list[tuple[int, int]]) -> str:
    """A vectorize of one-lane geps of %x (source 0) and %y (source 1), both loaded vectors
    of the result's dtype; a single source with all lanes is also written as one gep."""
    n = len(lanes)
    vector = f"{dtype}x{n}"
    body = [
        "%r = range i32 4",
        f"%i = mul i32 %r, {n}",
        f"%x = load {vector} %a[%i]",
        f"%y = load {vector} %b[%i]",
    ]
    names = []
    for k, (source, lane) in enumerate(lanes):
        body.append(f"%g{k} = gep {dtype} %{'xy'[source]}, {lane}")
        names.append(f"%g{k}")
    body += [f"%u = vectorize {vector} {', '.join(names)}", "store %out[%i], %u", "end %r"]
    return kernel(
        f"%out: {dtype}[{4 * n}], %a: {dtype}[{4 * n}], %b: {dtype}[{4 * n}]", "\n".join(body)
    )


def test_one_lane_geps_are_left_to_a_vectorize_of_them_and_selected_only_where_read():
    """Every vectorize row takes the one-lane geps of a vectorize of such geps (`LANE`):
    vshufps reads their lanes in %x's and %y's registers, and they are never selected.
    No shuffle row moves i16 lanes: they are inserted one by one, and that rule selects
    each gep itself right where it reads it (`select_taken`), so a lane lives only until
    its insert; `value` selects nothing."""
    shuffled = prepare(parse(permutation_kernel("f32", [(0, 3), (0, 0), (1, 1), (1, 2)])), "x86")
    selector = Selector(shuffled, SELECT)
    insts = selector.run().insts
    geps = [n for n in shuffled.linear if n.op is Ops.GEP]
    assert all(selector.selected_by_users(g) and g not in selector.values for g in geps)
    assert [i.op for i in insts].count("vshufps") == 1

    inserted = prepare(parse(permutation_kernel("i16", [(0, 1), (1, 0), (0, 3), (1, 2)])), "x86")
    selector = Selector(inserted, SELECT)
    insts = selector.run().insts
    geps = [n for n in inserted.linear if n.op is Ops.GEP]
    assert all(selector.selected_by_users(g) and g in selector.values for g in geps)
    lanes = [i.op for i in insts if i.op in ("vpextrw", "vpinsrw")]
    assert lanes == ["vpextrw"] + ["vpextrw", "vpinsrw"] * 3, lanes


SHUFFLES = re.compile(
    r"^\s*v?(shuf|unpck|permil|perm2f128|permpd|pshufd|blendp|insertps|movs[sd] "
    r"xmm\d+, xmm\d+)"
)
STACK = re.compile(r"\[(rsp|rbp)")

# (dtype, lanes as (source, lane), the one instruction on x86-64-v3, on x86-64-v2)
ONE_SHUFFLE = [
    ("f32", [(0, 1), (0, 0), (0, 3), (0, 2)], "vpermilps", "pshufd"),
    ("f32", [(0, 0), (1, 0), (0, 1), (1, 1)], "vunpcklps", "unpcklps"),
    ("i32", [(0, 2), (1, 2), (0, 3), (1, 3)], "vunpckhps", "unpckhps"),
    ("f32", [(1, 0), (0, 1), (0, 2), (0, 3)], "vmovss", "movss"),
    ("f32", [(0, 0), (1, 1), (0, 2), (1, 3)], "vblendps", "blendps"),
    ("f32", [(0, 3), (0, 0), (1, 1), (1, 2)], "vshufps", "shufps"),
    ("f32", [(0, 0), (0, 1), (1, 3), (0, 3)], "vinsertps", "insertps"),
    ("f64", [(0, 1), (1, 0)], "vshufpd", "shufpd"),
    ("i64", [(1, 0), (0, 1)], "vmovsd", "movsd"),
    ("f32", [(0, 4), (0, 5), (0, 6), (0, 7), (1, 0), (1, 1), (1, 2), (1, 3)], "vperm2f128",
     None),  # on v2 the halves are registers already: no instruction
    ("f64", [(0, 3), (0, 2), (0, 1), (0, 0)], "vpermpd", "shufpd"),
    ("f32", [(0, 1), (0, 3), (1, 1), (1, 3), (0, 5), (0, 7), (1, 5), (1, 7)], "vshufps",
     "shufps"),
]  # fmt: skip


@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
@pytest.mark.parametrize(
    "dtype,lanes,v3,v2", ONE_SHUFFLE, ids=[f"{c[2]}-{c[0]}x{len(c[1])}" for c in ONE_SHUFFLE]
)
def test_a_lane_permutation_one_instruction_can_make_is_that_instruction(
    dtype, lanes, v3, v2, target
):
    """Per register piece: the one shuffle that makes the lane map (on v2 the legacy twin,
    once per xmm piece), never a trip through the stack."""
    text = permutation_kernel(dtype, lanes)
    options = Options(target=target, check_regalloc=True)
    lines = emit(parse(text), "x86", "asm", options).splitlines()
    shown = "\n".join(lines)
    shuffles = [line.split()[0] for line in lines if SHUFFLES.search(line)]
    expected = v3 if target == "x86-64-v3" else v2
    item = 8 if dtype in ("f64", "i64") else 4
    pieces = 1 if target == "x86-64-v3" else max(1, len(lanes) * item // 16)
    assert shuffles == [expected] * pieces if expected else not shuffles, shown
    assert not [line for line in lines if STACK.search(line)], shown
    check_kernel(parse(text), build([parse(text)], "x86", options)[0])


@st.composite
def lane_maps(draw):
    dtype = draw(st.sampled_from(["f32", "i32", "f64", "i64"]))
    n = draw(st.sampled_from([2, 4, 8]))
    sources = draw(st.sampled_from([1, 2]))
    lane = st.tuples(st.integers(0, sources - 1), st.integers(0, n - 1))
    lanes = draw(st.lists(lane, min_size=n, max_size=n))
    return dtype, lanes


@settings(
    max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(case=lane_maps(), target=st.sampled_from(["x86-64-v3", "x86-64-v2"]))
def test_any_permutation_of_32_and_64_bit_lanes_stays_in_registers(case, target):
    """Lane maps no single instruction makes are permutes and blends (isel_shuffle.py's
    permutation_by_blend), never through the stack, and fewer instructions than the
    stack's two moves a lane; every one agrees with the oracle."""
    dtype, lanes = case
    text = permutation_kernel(dtype, lanes)
    note(text)
    options = Options(target=target, check_regalloc=True)
    lines = emit(parse(text), "x86", "asm", options).splitlines()
    shown = "\n".join(lines)
    assert not [line for line in lines if STACK.search(line)], shown
    assert len([line for line in lines if SHUFFLES.search(line)]) < 2 * len(lanes) + 2, shown
    if not unavailable("x86", options):
        check_kernel(parse(text), build([parse(text)], "x86", options)[0])


def test_an_lea_becomes_an_add_only_where_the_flags_are_dead():
    """`lea d, [d + s]` is `add d, s` but for the flags: machine_code.add_for_lea rewrites it
    only where every path on writes all the flags before reading one (the loop's own
    `cmp`), never before a branch or `setcc` on flags set before the lea."""
    from refimpl.backends.x86.machine_code import add_for_lea

    lea = Inst("lea", (Reg("rcx", 4), Mem("r13", "rcx", 1, 0, 0)))
    step = Inst("add", (Reg("rbx", 4), Imm(1)))
    test = Inst("cmp", (Reg("rbx", 4), Reg("r12", 4)))
    branch = Inst("jl", (Label(".Lloop3"),))
    rewritten = add_for_lea([lea, step, test, branch])
    assert str(rewritten[0]) == str(Inst("add", (Reg("rcx", 4), Reg("r13", 4))))
    assert add_for_lea([test, lea, branch])[1] is lea  # jl reads the cmp's flags
    assert add_for_lea([test, lea, Inst("label", (Label(".L1"),)), branch])[1] is lea
    setl = Inst("setl", (Reg("rax", 1),))
    assert add_for_lea([test, lea, setl, step])[1] is lea
    shift = Inst("shl", (Reg("rax", 4), Reg("rcx", 1)))  # by cl = 0 it keeps the flags
    assert add_for_lea([test, lea, shift, branch])[1] is lea
    scaled = Inst("lea", (Reg("rcx", 4), Mem("rcx", "r13", 2, 0, 0)))
    assert add_for_lea([scaled, step])[0] is scaled  # no add computes rcx + r13*2
