"""f16 <-> f32 conversions in software, for x86 targets without F16C (x86-64-v2).

Where this sits: a rule of x86 legalize.py (`soft_f16_cast`), applied before linearize when
the target's feature set lacks "f16c". They replace a scalar `cast` between f16 and f32 by
integer bit manipulation (plus one exact f32 operation each), so isel only sees ops every
x86-64 target has. Vector casts were already split into lanes by legalize.py. Every other
f16 conversion reaches these two through f32 (f64 -> f16 rounds to odd first, by
passes/legalize.py F64_TO_F16_VIA_ODD, so the whole conversion still rounds once,
docs/semantics.md [cast-float-float]).

f16 -> f32 is exact: the f16 magnitude bits, moved to the f32 field positions, read as an
f32 that is 2**112 times too small (the exponent biases differ by 127 - 15 = 112); one
multiplication by 2**112 fixes the exponent and turns f16 denormals into f32 normals,
exactly. Infinities and NaNs (f16 exponent 31) just get the f32 exponent 255.

f32 -> f16 rounds to nearest even (after F. Giesen's float_to_half_fast3_rtne):
  |x| >= 65536       -> inf, or a quiet NaN when x is a NaN (65520..65536 overflow below)
  |x| <  2**-14      -> f16 denormal or zero: adding 0.5 makes the f32 adder round at the
                        f16 denormal step 2**-24 (the ulp of 0.5), to nearest even; the low
                        bits of the sum are the f16 bits
  otherwise          -> rebias the exponent and add 0xfff + (bit 13) before dropping 13
                        bits: round half to even by integer carry (a carry into the
                        exponent is right, up to inf)
"""

from __future__ import annotations

from refimpl.backends.x86.target import TARGETS
from refimpl.dtypes import f16, f32, u16, u32
from refimpl.ir import Ops, UOp

F32_INF_BITS = 0x7F800000
F16_OVERFLOW_BITS = (127 + 16) << 23  # 65536.0: the smallest magnitude that is inf in f16
F16_NORMAL_MIN_BITS = (127 - 14) << 23  # 2**-14, the smallest normal f16
HALF_BITS = 0x3F000000  # 0.5, whose ulp is the f16 denormal step 2**-24
REBIAS = ((15 - 127) << 23) & 0xFFFFFFFF  # f32 exponent bias -> f16 bias, as a u32 addend
F16_EXPONENT_31_IN_F32_FIELDS = 0x1F << 23  # an f16 inf/NaN after the shift by 13


def _u32(value: int) -> UOp:
    return UOp.const(u32, value)


def _where(cond: UOp, a: UOp, b: UOp) -> UOp:
    return UOp(Ops.WHERE, a.dtype, (cond, a, b))


def f16_to_f32(x: UOp) -> UOp:
    """Exact widening of a scalar f16 by integer ops and one multiplication by 2**112."""
    h = x.bitcast(u16).cast(u32)
    sign = h.alu(Ops.AND, _u32(0x8000)).alu(Ops.SHL, _u32(16))
    magnitude = h.alu(Ops.AND, _u32(0x7FFF)).alu(Ops.SHL, _u32(13))
    scaled = magnitude.bitcast(f32).alu(Ops.MUL, UOp.const(f32, 2.0**112)).bitcast(u32)
    finite = magnitude.alu(Ops.CMPLT, _u32(F16_EXPONENT_31_IN_F32_FIELDS))
    infinite_or_nan = magnitude.alu(Ops.OR, _u32(F32_INF_BITS))
    return _where(finite, scaled, infinite_or_nan).alu(Ops.OR, sign).bitcast(f32)


def f32_to_f16(x: UOp) -> UOp:
    """Round a scalar f32 to the nearest f16, ties to even (one rounding)."""
    bits = x.bitcast(u32)
    sign = bits.alu(Ops.AND, _u32(0x80000000))
    magnitude = bits.alu(Ops.XOR, sign)
    is_nan = _u32(F32_INF_BITS).alu(Ops.CMPLT, magnitude)
    overflow = _where(is_nan, _u32(0x7E00), _u32(0x7C00))
    # denormal results: the f32 adder rounds x + 0.5 at 2**-24, the f16 denormal step
    shifted = magnitude.bitcast(f32).alu(Ops.ADD, UOp.const(f32, 0.5)).bitcast(u32)
    denormal = shifted.alu(Ops.SUB, _u32(HALF_BITS))
    # normal results: round half to even on the 13 bits that are dropped
    odd = magnitude.alu(Ops.SHR, _u32(13)).alu(Ops.AND, _u32(1))
    rounded = magnitude.alu(Ops.ADD, _u32(REBIAS + 0xFFF)).alu(Ops.ADD, odd)
    normal = rounded.alu(Ops.SHR, _u32(13))
    small = magnitude.alu(Ops.CMPLT, _u32(F16_NORMAL_MIN_BITS))
    in_range = magnitude.alu(Ops.CMPLT, _u32(F16_OVERFLOW_BITS))
    half = _where(in_range, _where(small, denormal, normal), overflow)
    return half.alu(Ops.OR, sign.alu(Ops.SHR, _u32(16))).cast(u16).bitcast(f16)


def soft_f16_cast(x: UOp, ctx) -> UOp | None:
    """The legalize rule: a scalar f16 <-> f32 cast on a target without F16C."""
    if "f16c" in TARGETS[ctx.target].features or x.dtype.lanes != 1:
        return None
    frm, to = x.src[0].dtype, x.dtype
    if (frm, to) == (f16, f32):
        return f16_to_f32(x.src[0])
    if (frm, to) == (f32, f16):
        return f32_to_f16(x.src[0])
    return None
