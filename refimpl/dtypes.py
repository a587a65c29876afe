"""Data types of the kernel IR: scalars, short vectors, and pointers to buffers.

Every value in a kernel has a `DType`. A scalar dtype is one of the fifteen base types
(bool, signed and unsigned integers of 8..64 bits, float16/32/64, and the narrow floats
bfloat16, float8_e4m3fn and float8_e5m2). A vector dtype is a
scalar with 2, 4, 8 or 16 lanes. A pointer dtype names a buffer: a global buffer passed to
the kernel, or a local register array (an accumulator) that lives for one kernel call.

Text spellings (used by the kernel text format and in error messages) are short:
`bool i8 i16 i32 i64 u8 u16 u32 u64 f16 f32 f64 bf16 f8e4m3 f8e5m2`, vectors `f32x4`,
pointers `f32[32]`.

The narrow floats have no IEEE arithmetic of their own: docs/semantics.md [narrow-arith]
defines each op as the f32 op rounded back, and their numpy types come from ml_dtypes (the
library JAX uses), which the oracle computes with. `NarrowFormat` gives their encodings'
fields, which passes/legalize.py turns into integer code for the backends, and encodes the
values no rounding decides (those a format holds, NaN): importing ml_dtypes takes half a
second, which a worker that only compiles kernels need not pay (`narrow_bits`).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np

VECTOR_WIDTHS = (2, 4, 8, 16)


@dataclass(frozen=True, slots=True)
class DType:
    """A scalar or vector value type; `lanes == 1` is a scalar."""

    name: str  # text spelling of the scalar: "f32", "u8", "bool", ...
    bits: int  # width of one lane
    kind: str  # "bool" | "int" | "uint" | "float"
    lanes: int = 1

    @property
    def scalar(self) -> DType:
        return SCALARS[self.name]

    @property
    def itemsize(self) -> int:
        """Bytes of one lane in memory (bool is stored as one byte)."""
        return max(self.bits, 8) // 8

    @property
    def size(self) -> int:
        return self.itemsize * self.lanes

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_int(self) -> bool:
        """Signed or unsigned integer (not bool)."""
        return self.kind in ("int", "uint")

    @property
    def is_signed(self) -> bool:
        return self.kind == "int"

    @property
    def is_bool(self) -> bool:
        return self.kind == "bool"

    @property
    def np(self) -> np.dtype:
        return numpy_dtype(self.name)

    def vec(self, lanes: int) -> DType:
        if self.lanes != 1:
            raise ValueError(f"vec() of a vector dtype {self}")
        if lanes == 1:
            return self
        if lanes not in VECTOR_WIDTHS:
            raise ValueError(f"vector width {lanes} not in {VECTOR_WIDTHS}")
        return DType(self.name, self.bits, self.kind, lanes)

    def __str__(self) -> str:
        return self.name if self.lanes == 1 else f"{self.name}x{self.lanes}"

    def __repr__(self) -> str:
        return f"dtypes.{self}"


@dataclass(frozen=True, slots=True)
class PtrDType:
    """A buffer of `size` elements of scalar dtype `base`; `local` for register arrays."""

    base: DType
    size: int
    local: bool = False

    lanes = 1

    def __str__(self) -> str:
        return f"{self.base}[{self.size}]"


@dataclass(frozen=True, slots=True)
class VoidDType:
    """The dtype of nodes that produce no value: stores, loop ends, the sink."""

    lanes = 1

    def __str__(self) -> str:
        return "void"


void = VoidDType()

bool_ = DType("bool", 1, "bool")
i8, i16, i32, i64 = (DType(f"i{b}", b, "int") for b in (8, 16, 32, 64))
u8, u16, u32, u64 = (DType(f"u{b}", b, "uint") for b in (8, 16, 32, 64))
f16, f32, f64 = (DType(f"f{b}", b, "float") for b in (16, 32, 64))
bf16 = DType("bf16", 16, "float")
f8e4m3 = DType("f8e4m3", 8, "float")
f8e5m2 = DType("f8e5m2", 8, "float")

SCALARS: dict[str, DType] = {
    d.name: d
    for d in (bool_, i8, i16, i32, i64, u8, u16, u32, u64, f16, f32, f64, bf16, f8e4m3, f8e5m2)
}
INTS = (i8, i16, i32, i64, u8, u16, u32, u64)
NARROW_FLOATS = (bf16, f8e4m3, f8e5m2)
FLOATS = (f16, f32, f64, *NARROW_FLOATS)
ALL_SCALARS = tuple(SCALARS.values())

NUMPY_NAMES = {
    "bool": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "f16": "float16", "f32": "float32", "f64": "float64",
    "bf16": "bfloat16", "f8e4m3": "float8_e4m3fn", "f8e5m2": "float8_e5m2",  # ml_dtypes'
}  # fmt: skip
# ml_dtypes' types report numpy kind "V" (bfloat16, float8_e4m3fn) or "f" (float8_e5m2);
# known by name, so that checking an array for one does not import ml_dtypes
NARROW_NUMPY_NAMES = frozenset(NUMPY_NAMES[d.name] for d in NARROW_FLOATS)


@functools.cache
def numpy_dtype(name: str) -> np.dtype:
    """The numpy dtype of scalar `name`. ml_dtypes is imported on first use of a narrow
    float: it takes about a second, which every worker process would pay otherwise."""
    if name in NARROW_FORMATS:
        import ml_dtypes

        return np.dtype(getattr(ml_dtypes, NUMPY_NAMES[name]))
    return np.dtype(NUMPY_NAMES[name])


@dataclass(frozen=True)
class NarrowFormat:
    """The fields of a narrow float encoding: sign, `exponent_bits`, `mantissa_bits`.

    `has_inf`: an all-ones exponent is inf (mantissa 0) or NaN, as in IEEE (bf16, e5m2).
    float8_e4m3fn has no inf: its all-ones exponent holds normal numbers up to 448, and only
    the all-ones magnitude 0x7f is NaN ("fn": finite, one NaN per sign)."""

    exponent_bits: int
    mantissa_bits: int
    has_inf: bool

    @property
    def bias(self) -> int:
        return (1 << (self.exponent_bits - 1)) - 1

    @property
    def min_exponent(self) -> int:
        """The exponent of the smallest normal number (subnormals share it)."""
        return 1 - self.bias

    @property
    def largest(self) -> float:
        """The largest finite value. With inf, the all-ones exponent is inf/NaN and the
        largest has the exponent below it and an all-ones mantissa; e4m3fn keeps the
        all-ones exponent for numbers and only its all-ones mantissa is NaN (448)."""
        exponent = (1 << self.exponent_bits) - 1 - self.has_inf - self.bias
        mantissa = (1 << self.mantissa_bits) - 1 - (not self.has_inf)
        return math.ldexp(1 + mantissa / (1 << self.mantissa_bits), exponent)

    def encoding(self, value: float) -> int | None:
        """The encoding of `value` where no rounding decides it, None where one does. A value
        the format holds is itself (a signed zero, inf where the format has one); a NaN, and
        inf in e4m3fn ([narrow-overflow]), is the quiet NaN of its sign as ml_dtypes makes it
        (which NaN is unspecified, [nan-any]: this keeps every process's constants alike)."""
        m = self.mantissa_bits
        sign = (math.copysign(1.0, value) < 0) << (self.exponent_bits + m)
        ones = (1 << self.exponent_bits) - 1
        if math.isnan(value) or (math.isinf(value) and not self.has_inf):
            return sign | (ones << m) | (1 << (m - 1) if self.has_inf else (1 << m) - 1)
        magnitude = abs(value)
        if math.isinf(magnitude):
            return sign | (ones << m)
        if magnitude > self.largest:
            return None
        exponent = max(math.frexp(magnitude)[1] - 1, self.min_exponent) if magnitude else 0
        units = math.ldexp(magnitude, m - exponent)  # in steps of the value's binade
        if units != int(units):
            return None
        if units < (1 << m):  # zero or subnormal: exponent field 0
            return sign | int(units)
        return sign | ((exponent + self.bias) << m) | (int(units) - (1 << m))

    def value(self, bits: int) -> float:
        """The number encoding `bits` holds (a NaN keeps its sign)."""
        m, ones = self.mantissa_bits, (1 << self.exponent_bits) - 1
        sign = -1.0 if bits >> (self.exponent_bits + m) & 1 else 1.0
        field, mantissa = (bits >> m) & ones, bits & ((1 << m) - 1)
        if field == ones and self.has_inf:
            return sign * math.inf if mantissa == 0 else math.copysign(math.nan, sign)
        if field == ones and mantissa == (1 << m) - 1:  # e4m3fn's only NaN
            return math.copysign(math.nan, sign)
        if field == 0:
            return sign * math.ldexp(mantissa, self.min_exponent - m)
        return sign * math.ldexp((1 << m) + mantissa, field - self.bias - m)


NARROW_FORMATS = {
    "bf16": NarrowFormat(8, 7, has_inf=True),
    "f8e4m3": NarrowFormat(4, 3, has_inf=False),
    "f8e5m2": NarrowFormat(5, 2, has_inf=True),
}


def narrow_bits(dtype: DType, value: float) -> int:
    """The encoding of `value` rounded to narrow float `dtype` ([narrow-cast]): from the
    format's fields where no rounding decides it, else rounded by ml_dtypes (imported then)."""
    bits = NARROW_FORMATS[dtype.name].encoding(value)
    if bits is None:
        with np.errstate(over="ignore", invalid="ignore"):
            rounded = np.array(value, np.float64).astype(dtype.np)
        bits = int(rounded.view(BITS_DTYPE[dtype.bits].np))
    return bits


def round_float(dtype: DType, value: float) -> float:
    """`value` rounded to float `dtype` (to nearest even; overflow as numpy casts it). A narrow
    float's values that need no rounding are found without importing ml_dtypes."""
    form = NARROW_FORMATS.get(dtype.name)
    if form is not None and (bits := form.encoding(value)) is not None:
        return form.value(bits)
    with np.errstate(over="ignore", invalid="ignore"):
        return float(np.array(value, dtype=np.float64).astype(dtype.np))


def is_narrow_float(dtype) -> bool:
    """bf16, f8e4m3, f8e5m2 or a vector of one (pointer dtypes: never)."""
    return isinstance(dtype, DType) and dtype.name in NARROW_FORMATS


# The unsigned integer of the same width: used for bit patterns and bitcasts.
BITS_DTYPE = {8: u8, 16: u16, 32: u32, 64: u64}


def parse_dtype(text: str) -> DType:
    """`f32` -> scalar, `f32x4` -> vector. Raises ValueError naming the bad spelling."""
    name, _, lanes = text.partition("x")
    if name not in SCALARS or (lanes and not lanes.isdigit()):
        raise ValueError(f"unknown dtype {text!r}; scalars are {' '.join(SCALARS)}")
    return SCALARS[name].vec(int(lanes)) if lanes else SCALARS[name]


def min_max(dtype: DType) -> tuple[int, int]:
    """Representable range of an integer (or bool) dtype."""
    if dtype.is_bool:
        return 0, 1
    if dtype.is_signed:
        return -(1 << (dtype.bits - 1)), (1 << (dtype.bits - 1)) - 1
    return 0, (1 << dtype.bits) - 1


def finfo(dtype: DType):
    """numpy's float facts (max, tiny, smallest_subnormal, eps, maxexp) for any float dtype;
    ml_dtypes' own `finfo` for the narrow floats, which np.finfo does not know."""
    if is_narrow_float(dtype):
        import ml_dtypes

        return ml_dtypes.finfo(dtype.np)
    return np.finfo(dtype.np)


def precision(dtype: DType) -> int:
    """Significand bits of a float dtype, the implicit bit included (f32: 24, bf16: 8)."""
    return int(finfo(dtype.scalar).nmant) + 1
