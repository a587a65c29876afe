"""Random kernel arguments from a seed, with the edge values where backends go wrong.

`make_args(kernel, seed)` fills every buffer (outputs too, so elements a kernel does not
write have defined contents, docs/semantics.md [output-init]) and picks every scalar
parameter inside its declared bounds. The op suite, the corpus, `refimpl run` and the
fuzzer all draw their inputs here, so they all get the same values. A buffer holds a mixture:

- random values (normal mantissas times powers of two for floats; small magnitudes and the
  full range for integers);
- generic edge values in about a quarter of the rest: NaN, ±inf, ±0, denormals, the extreme
  finite values and powers of two ± 1 for floats; 0, ±1, MIN, MAX and powers of two ± 1
  (and their wrapped negations) for integers;
- *planned* boundary values, chosen from how the kernel uses the buffer (`input_plans`), in
  up to half of its elements: a buffer that is loaded and cast gets the boundaries of that
  cast pair (`cast_boundaries`: both sides of the target's limits and of the source's limits
  of exact representability, in both signs, double-rounding cases, infinities), and so does
  every later cast of a chain it passes through (f32 -> i32 -> i8 puts i8's limits into the
  f32 buffer, as the f32 values the first cast keeps; a widening has no limits of its own and
  adds nothing); when every
  operand of an op is loaded from the same index of different buffers, the buffers get
  aligned operand *rows* (`operand_rows`: NaN in each operand position of a comparison, the
  operand pairs that produce a signed zero, MIN / -1, shift counts at the width, ...).
  Where a buffer has fewer free elements than its plan has values, each seed takes the next
  slice of the plan, so consecutive seeds cover it.

Everything is deterministic per (kernel name, seed).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import numpy as np

from refimpl.args import Args
from refimpl.dtypes import (
    BITS_DTYPE,
    NARROW_FORMATS,
    DType,
    f32,
    finfo,
    is_narrow_float,
    min_max,
    precision,
)
from refimpl.ir import ALU, COMPARISONS, Kernel, Ops, UOp

EDGE_FRACTION = 0.25
PLANNED_FRACTION = 0.5  # at most this share of a buffer's elements hold planned values


def _read_only(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False  # cached and shared by every caller
    return array


@cache
def float_edges(dtype: DType) -> np.ndarray:
    info = finfo(dtype)
    values = [
        np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0,
        info.max, -info.max, info.tiny, -info.tiny, info.smallest_subnormal,
        -info.smallest_subnormal, info.tiny / 2, info.eps, 1.0 + info.eps, 1.0 - info.epsneg,
        65504.0, 65520.0, 2.0**31, -(2.0**31), 2.0**32, 2.0**63, -(2.0**63), 2.0**64,
        2.0**24 + 1, 2.0**53 + 1, 0.1, 1e-8,
    ]  # fmt: skip
    with np.errstate(over="ignore", invalid="ignore"):
        edges = np.array(values, dtype=np.float64).astype(dtype.np)
    if is_narrow_float(dtype):
        edges = np.concatenate([edges, narrow_float_encodings(dtype)])
    return _read_only(edges)


def narrow_float_encodings(dtype: DType) -> np.ndarray:
    """One encoding of every class of a narrow float, by its bits, with both signs: zero,
    the least and the largest subnormal, the least normal, one, the largest finite value,
    inf where the format has it, and its NaN encodings (float8_e4m3fn has one per sign)."""
    form = NARROW_FORMATS[dtype.name]
    m, sign = form.mantissa_bits, 1 << (dtype.bits - 1)
    exponent_ones = ((1 << form.exponent_bits) - 1) << m
    one = form.bias << m
    if form.has_inf:
        largest, specials = exponent_ones - 1, [exponent_ones, exponent_ones + 1, sign - 1]
        specials.append(exponent_ones | 1 << (m - 1))  # the quiet NaN
    else:
        largest, specials = sign - 2, [sign - 1]  # 0x7e = 448; 0x7f is the only NaN
    magnitudes = [0, 1, (1 << m) - 1, 1 << m, one, one + 1, largest, *specials]
    bits = magnitudes + [v | sign for v in magnitudes]
    return np.array(bits, BITS_DTYPE[dtype.bits].np).view(dtype.np)


@cache
def int_edges(dtype: DType) -> np.ndarray:
    """0, ±1, MIN, MAX and 2^k - 1, 2^k, 2^k + 1, -2^k, -2^k - 1 for every k, wrapped.

    The wrapped negations matter for unsigned dtypes: 2^64 - 2^31 is the u64 whose bits
    are a sign-extended imm32, 2^64 - 2^31 - 1 is the first one that is not.
    """
    values = {0, 1, -1, -2}
    for bit in range(1, dtype.bits + 1):
        power = 1 << bit
        values |= {power - 1, power, power + 1, -power, -power - 1}
    return _read_only(_wrapped(sorted(values), dtype, unique=True))


def _wrapped(values, dtype: DType, unique: bool = False) -> np.ndarray:
    """Python ints wrapped modulo 2^bits into `dtype` (two's complement for signed)."""
    lo, _ = min_max(dtype)
    span = 1 << dtype.bits
    wrapped = [(int(v) - lo) % span + lo for v in values]
    if unique:
        wrapped = sorted(set(wrapped))
    return np.array(wrapped, dtype=object).astype(dtype.np)


# --- cast boundaries -----------------------------------------------------------------------
def _float_neighbours(value: float, dtype: DType) -> list[float]:
    """The `dtype` float nearest `value` and the floats just below and above it (past the
    largest finite value that is inf, which is what a boundary wants)."""
    # float8_e4m3fn has no inf: stepping toward it would be stepping toward NaN
    top = np.inf if np.isinf(np.array(np.inf).astype(dtype.np)) else float(finfo(dtype).max)
    with np.errstate(over="ignore", invalid="ignore"):
        nearest = np.array(value, np.float64).astype(dtype.np)
        below = np.nextafter(nearest, np.array(-top, np.float64).astype(dtype.np))
        above = np.nextafter(nearest, np.array(top, np.float64).astype(dtype.np))
    return [float(v) for v in (below, nearest, above)]


def _float_source_boundaries(frm: DType, to: DType) -> list[float]:
    info = finfo(frm)
    p = precision(frm)
    values = [np.nan, np.inf, 0.0, 0.5, 1.0, 1.5, 2.5, float(info.max),
              float(info.smallest_subnormal), float(info.tiny)]  # fmt: skip
    values += _float_neighbours(2.0**p, frm)  # the source's last exact integers
    if to.is_float:
        tp = precision(to)
        tinfo = finfo(to)
        half_ulp_of_max = 2.0 ** (tinfo.maxexp - tp - 1)
        for limit in (
            float(tinfo.max),
            float(tinfo.max) + half_ulp_of_max,  # -> max | inf
            float(tinfo.smallest_subnormal) / 2,  # the tie that rounds to zero
            float(tinfo.smallest_subnormal),
            float(tinfo.tiny),
        ):
            values += _float_neighbours(limit, frm)
        if frm.bits > to.bits:
            # 1 + half an ulp of the target + a little: direct rounding goes up, but a
            # rounding through an intermediate format first lands on the tie, then goes down
            for middle in (p - 1, precision(f32) + 1) if to.bits == 16 else (p - 1,):
                values += [1.0 + 2.0**-tp + 2.0**-middle, 1.0 + 2.0**-tp, 1.0 + 3 * 2.0**-tp]
                values += [2.0**-24 * (0.5 + 2.0**-middle)]  # the same below f16's denormals
    else:
        lo, hi = min_max(to)
        for limit in (lo - 1, lo, hi, hi + 1):  # trunc(x) in [lo, hi] is defined
            values += _float_neighbours(float(limit), frm)
            values += [float(limit) - 0.5, float(limit) + 0.5]  # rounding is not truncation
    with np.errstate(over="ignore", invalid="ignore"):
        both_signs = np.array(values + [-v for v in values], np.float64).astype(frm.np)
    return list({v.tobytes(): v for v in both_signs}.values())  # unique bit patterns


def _int_source_boundaries(frm: DType, to: DType) -> list[int]:
    lo, hi = min_max(frm)
    half = 1 << (frm.bits - 1)
    values = [0, 1, lo, hi, lo + 1, hi - 1, half - 1, half]
    if to.is_float:
        tp = precision(to)
        top = frm.bits - 1 if frm.is_signed else frm.bits
        # the first inexact integers, and ties to even, at the bottom and top of the range
        for k in sorted({tp, tp + 1, top - 1} & set(range(tp, top))):
            values += [2**k - 1, 2**k, 2**k + 1, 2**k + 2 ** (k - tp), 2**k + 3 * 2 ** (k - tp)]
            if k - tp > 1:  # a tie plus one: direct rounding goes up, through f64 goes down
                values += [2**k + 2 ** (k - tp) + 1, 2**k + 2 ** (k - tp) - 1]
        if to.bits == 16:  # f16's largest finite value and the point where it overflows
            values += [65504, 65519, 65520, 65535, 2048, 2049, 2050, 2051, 4097]
    elif not to.is_bool:
        tlo, thi = min_max(to)
        values += [tlo - 1, tlo, tlo + 1, thi - 1, thi, thi + 1, 2 * thi + 1, 2 * thi + 2]
    values += [-v for v in values]
    kept = [v for v in values if lo <= v <= hi]
    return sorted(set(kept))


@cache
def cast_boundaries(frm: DType, to: DType) -> np.ndarray:
    """Values of `frm` at and just around the boundaries that matter for a cast to `to`."""
    if frm.is_bool:
        return _read_only(np.array([False, True]))
    if frm.is_float:
        return _read_only(np.array(_float_source_boundaries(frm, to), frm.np))
    return _read_only(_wrapped(_int_source_boundaries(frm, to), frm))


# --- aligned operand rows ------------------------------------------------------------------
def _float_rows(op: Ops, dtype: DType) -> list[tuple]:
    info = finfo(dtype)
    nan, inf = np.nan, np.inf
    big, tiny, least = float(info.max), float(info.tiny), float(info.smallest_subnormal)
    eps = float(info.eps)
    nan_rows = [(nan, 1.0), (1.0, nan), (nan, nan), (nan, -inf), (inf, nan), (-0.0, nan)]
    zero_rows = [(0.0, -0.0), (-0.0, 0.0), (-0.0, -0.0), (0.0, 0.0)]
    if op in COMPARISONS or op in (Ops.MAX, Ops.MIN):
        return nan_rows + zero_rows + [
            (inf, inf), (-inf, inf), (inf, -inf), (big, inf), (-inf, -big), (1.0, 1.0),
            (1.0, 1.0 + eps), (1.0 + eps, 1.0), (least, 0.0), (-0.0, -least), (-1.0, -1.0),
        ]  # fmt: skip
    if op in (Ops.ADD, Ops.SUB):
        return nan_rows + zero_rows + [
            (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0), (-1.0, -1.0), (big, big), (-big, big),
            (inf, -inf), (inf, inf), (-least, least), (-least, -0.0), (1.0, eps / 2),
            (1.0, eps / 2 + eps / 4), (tiny, -least), (-tiny, tiny),
        ]  # fmt: skip
    if op is Ops.MUL:
        return nan_rows + zero_rows + [
            (-1.0, 0.0), (1.0, -0.0), (0.0, inf), (-inf, 0.0), (-tiny, tiny), (tiny, -0.5),
            (inf, -1.0), (nan, 0.0), (big, 2.0), (-big, big), (least, 0.5), (1.0 + eps, 1.0 - eps),
        ]  # fmt: skip
    if op is Ops.FDIV:
        return nan_rows + zero_rows + [
            (1.0, 0.0), (1.0, -0.0), (-1.0, 0.0), (-0.0, 1.0), (0.0, -1.0), (1.0, inf),
            (1.0, -inf), (-tiny, big), (inf, inf), (big, tiny), (big, 0.5), (least, 2.0),
        ]  # fmt: skip
    if op is Ops.MULACC:
        return [
            (-1.0, 0.0, -0.0), (1.0, 0.0, -0.0), (-0.0, 1.0, -0.0), (0.0, -1.0, 0.0),
            (-0.0, -0.0, -0.0), (inf, 0.0, 1.0), (big, 2.0, -inf), (1.0, 1.0, -1.0),
            (1.0 + eps, 1.0 - eps, -1.0), (nan, 1.0, 1.0), (1.0, nan, 1.0), (1.0, 1.0, nan),
            (big, big, -inf), (-tiny, tiny, 0.0), (tiny, tiny, -0.0),
        ]  # fmt: skip
    unary = {
        Ops.NEG: [0.0, -0.0, nan, inf, -inf, least, -least, big],
        Ops.SQRT: [0.0, -0.0, -least, -1.0, inf, -inf, least, big, nan, tiny],
        Ops.RECIP: [0.0, -0.0, inf, -inf, big, -big, least, -least, nan, 2.0**-1],
        Ops.TRUNC: [0.5, -0.5, 0.99, -0.99, 1.5, -1.5, -0.0, 2.0 ** (precision(dtype) - 1)
                    + 0.5, -(2.0 ** (precision(dtype) - 1)) - 0.5, 2.0**31 + 0.5, -(2.0**31),
                    2.0**40, -(2.0**63), 2.0**64, big, -big, inf, -inf, nan, tiny, -least],
    }  # fmt: skip
    return [(v,) for v in unary.get(op, [])]


def _int_rows(op: Ops, dtype: DType) -> list[tuple]:
    lo, hi = min_max(dtype)
    half = 1 << (dtype.bits - 1)  # the sign bit: its two sides confuse signedness
    order_rows = [
        (lo, hi), (hi, lo), (-1, 0), (0, -1), (lo, lo + 1), (lo + 1, lo), (hi - 1, hi),
        (hi, hi - 1), (5, 5), (lo, lo), (half, half - 1), (half - 1, half), (0, half),
    ]  # fmt: skip
    if op in COMPARISONS or op in (Ops.MAX, Ops.MIN):
        return order_rows
    if op in (Ops.IDIV, Ops.MOD):
        return [(lo, -1), (hi, -1), (lo, 1), (-7, 2), (7, -2), (-7, -2), (-1, lo), (lo, lo),
                (lo, 2), (hi, hi), (hi, 7), (5, 0), (lo, half - 1), (-1, hi)]  # fmt: skip
    if op in (Ops.SHL, Ops.SHR):
        bits = dtype.bits
        return [(1, bits - 1), (1, bits), (1, bits + 1), (-1, bits - 1), (lo, 1), (hi, 1),
                (-1, -1), (5, 2 * bits), (half, bits - 1), (1, 0), (hi, bits - 1)]  # fmt: skip
    if op in (Ops.ADD, Ops.SUB, Ops.MUL):
        return [(hi, 1), (lo, -1), (lo, lo), (hi, hi), (lo, 1), (hi, -1), (-1, -1), (half, 2),
                (half - 1, 2), (lo, hi)]  # fmt: skip
    if op is Ops.MULACC:
        return [(hi, 2, 1), (lo, -1, 0), (lo, lo, lo), (half, 2, -1), (-1, -1, -1)]
    if op is Ops.NEG:
        return [(lo,), (hi,), (0,), (-1,), (half,)]
    return []


def operand_rows(op: Ops, dtype: DType) -> list[tuple]:
    """Operand tuples of `op` on `dtype` where backends go wrong (comparisons: NaN in each
    position; float arithmetic: the pairs whose result is a signed zero, inf - inf, ...)."""
    if dtype.is_float:
        return _float_rows(op, dtype)
    if dtype.is_bool:
        return []
    return _int_rows(op, dtype)


# --- plans: which boundary values go into which buffer -------------------------------------
@dataclass(frozen=True)
class Plan:
    """Rows of values for buffers read at one index: row[k] goes to buffers[k], same element."""

    buffers: tuple[str, ...]
    rows: tuple[tuple, ...]


_SHUFFLES = (Ops.GEP, Ops.BROADCAST, Ops.VECTORIZE)


@dataclass(frozen=True)
class _Path:
    """A value traced back to the LOAD it comes from, and the scalar dtypes it took on the way
    (the load's first, the value's last): one per cast passed, so (f32, i32, i8) for
    cast(cast(load f32, i32), i8)."""

    load: UOp
    dtypes: tuple[DType, ...]

    @property
    def buffer(self) -> str:
        return self.load.src[0].arg[1]


def _loaded_path(node: UOp) -> _Path | None:
    """The path of a value from a buffer load, seen through shuffles of one source and casts."""
    casts = []
    while (node.op in _SHUFFLES and len(node.src) == 1) or node.op is Ops.CAST:
        if node.op is Ops.CAST:
            casts.append(node)
        node = node.src[0]
    if node.op is not Ops.LOAD or node.src[0].op is not Ops.PARAM:
        return None
    dtypes = [node.dtype.scalar] + [cast.dtype.scalar for cast in reversed(casts)]
    return _Path(node, tuple(dtypes))


def _keeps_every_value(frm: DType, to: DType) -> bool:
    """Whether every value of `frm` is a value of `to` (a widening: i8 -> i32, f16 -> f32)."""
    if frm.is_bool or frm == to:
        return True
    if to.is_bool or (frm.is_float and not to.is_float):
        return False
    if not frm.is_float:
        lo, hi = min_max(frm)
        if not to.is_float:
            tlo, thi = min_max(to)
            return tlo <= lo and hi <= thi
        return max(-lo, hi) <= 2 ** precision(to)
    wide, narrow = finfo(to), finfo(frm)
    return (
        precision(to) >= precision(frm)
        and float(wide.max) >= float(narrow.max)
        and float(wide.smallest_subnormal) <= float(narrow.smallest_subnormal)
    )


def _holds_exactly(value: bool | int | float, dtype: DType) -> bool:
    """Whether `dtype` has `value` itself (a cast into it and out again gives it back)."""
    if dtype.is_bool:
        return value in (0, 1) and not (isinstance(value, float) and math.isnan(value))
    if isinstance(value, float) and not math.isfinite(value):
        return dtype.is_float and (math.isnan(value) or np.isinf(np.array(value).astype(dtype.np)))
    if not dtype.is_float:
        lo, hi = min_max(dtype)
        return float(value).is_integer() and lo <= value <= hi
    if isinstance(value, int) and float(value) != value:
        return False  # an integer no f64 holds: no narrower float holds it either
    with np.errstate(over="ignore", invalid="ignore"):
        back = np.array(float(value), np.float64).astype(dtype.np).astype(np.float64)
    return bool(back == value)


@cache
def _boundaries_along(path: tuple[DType, ...], to: DType) -> tuple:
    """cast_boundaries(path[-1], to) as values of the loaded dtype path[0], those that every
    cast on the path keeps unchanged (the others cannot reach the cast)."""
    values = cast_boundaries(path[-1], to).tolist()
    kept = [v for v in values if all(_holds_exactly(v, dtype) for dtype in path[:-1])]
    if not path[0].is_float and not path[0].is_bool:
        kept = [int(v) for v in kept]  # 127.0 -> 127 for an integer buffer
    return tuple(kept)


def input_plans(kernel: Kernel) -> list[Plan]:
    """The boundary values each buffer should hold, given the ops its loads feed.

    A value is followed back through casts to its load (`_loaded_path`): every cast on a
    chain plans its pair's boundaries into the loaded buffer, as values of the loaded dtype
    that the casts before it keep (f32 -> i32 -> i8: the f32 buffer holds 128.0 and -129.0
    for the second cast, beside the first cast's 2^31). A cast that keeps every value (a
    widening) after the first has no boundary of its own and plans nothing. Ops plan their
    operand rows for operands loaded directly."""
    plans: dict[Plan, None] = {}  # ordered and without repeats
    for node in kernel.sink.toposort():
        paths = [_loaded_path(s) for s in node.src]
        if node.op is Ops.CAST and paths[0] is not None:
            path, to = paths[0], node.dtype.scalar
            if len(path.dtypes) == 1:
                values = tuple(cast_boundaries(path.dtypes[0], to).tolist())
            elif not _keeps_every_value(path.dtypes[-1], to):
                values = _boundaries_along(path.dtypes, to)
            else:
                continue
            if values:
                plans[Plan((path.buffer,), tuple((v,) for v in values))] = None
            continue
        if node.op not in ALU:
            continue
        rows = operand_rows(node.op, node.src[-1].dtype.scalar)
        if not rows:
            continue
        loads = [p.load if p is not None and len(p.dtypes) == 1 else None for p in paths]
        names = tuple(ld.src[0].arg[1] if ld is not None else None for ld in loads)
        aligned = (
            all(ld is not None and node.src[k] is ld for k, ld in enumerate(loads))
            and len({ld.src[1] for ld in loads}) == 1
            and len(set(names)) == len(names)
        )
        if aligned:
            plans[Plan(names, tuple(rows))] = None
            continue
        for position, name in enumerate(names):  # operands not aligned: each gets its column
            if name is not None:
                column = tuple(dict.fromkeys((row[position],) for row in rows))
                plans[Plan((name,), column)] = None
    return list(plans)


def _place(
    buffers: dict[str, np.ndarray],
    dtypes: dict[str, DType],
    free: dict[str, np.ndarray],
    plan: Plan,
    share: int,
    rng: np.random.Generator,
    seed: int,
) -> None:
    """Write plan rows at positions still free in all its buffers, up to its share of them."""
    size = min(len(buffers[name]) for name in plan.buffers)
    open_positions = np.flatnonzero(np.logical_and.reduce([free[n][:size] for n in plan.buffers]))
    budget = int(size * PLANNED_FRACTION) // share
    count = min(len(plan.rows), len(open_positions), max(budget, 1 if size > 1 else 0))
    if count == 0:
        return
    positions = rng.choice(open_positions, count, replace=False)
    start = (seed * count) % len(plan.rows)  # each seed takes the next slice of the plan
    rows = [plan.rows[(start + k) % len(plan.rows)] for k in range(count)]
    for column, name in enumerate(plan.buffers):
        buffer = buffers[name]
        values = [row[column] for row in rows]
        if buffer.dtype.kind in "iu":
            buffer[positions] = _wrapped(values, dtypes[name])
        else:
            with np.errstate(over="ignore", invalid="ignore"):
                buffer[positions] = np.array(values, np.float64).astype(buffer.dtype)
        free[name][positions] = False


def random_values(rng: np.random.Generator, dtype: DType, count: int) -> np.ndarray:
    if dtype.is_bool:
        return rng.integers(0, 2, count).astype(np.bool_)
    if dtype.is_float:
        mantissa = rng.standard_normal(count)
        scale = 2.0 ** rng.integers(-8, 9, count)
        with np.errstate(over="ignore"):
            values = (mantissa * scale).astype(dtype.np)
        edges = float_edges(dtype)
    else:
        lo, hi = min_max(dtype)
        # mostly small magnitudes (realistic indices, counts) plus the full range
        small = rng.integers(max(lo, -100), min(hi, 100) + 1, count)
        full = rng.integers(lo, hi, count, endpoint=True, dtype=dtype.np)
        values = np.where(rng.random(count) < 0.5, small.astype(dtype.np), full)
        edges = int_edges(dtype)
    pick_edge = rng.random(count) < EDGE_FRACTION
    values[pick_edge] = rng.choice(edges, int(pick_edge.sum()))
    return values.astype(dtype.np)


def make_args(kernel: Kernel, seed: int = 0) -> Args:
    rng = np.random.default_rng([seed, _stable_hash(kernel.name)])
    buffers = {p.arg[1]: random_values(rng, p.dtype.base, p.dtype.size) for p in kernel.buffers}
    scalars = {}
    for v in kernel.vars:
        _, name, lo, hi = v.arg
        scalars[name] = int(rng.integers(lo, hi, endpoint=True))
    dtypes = {p.arg[1]: p.dtype.base for p in kernel.buffers}
    plans = [p for p in input_plans(kernel) if all(n in buffers for n in p.buffers)]
    free = {name: np.ones(len(b), bool) for name, b in buffers.items()}
    shares = {name: sum(name in p.buffers for p in plans) for name in buffers}
    for plan in plans:
        _place(buffers, dtypes, free, plan, max(shares[n] for n in plan.buffers), rng, seed)
    return Args(buffers, scalars)


def _stable_hash(text: str) -> int:
    return int.from_bytes(text.encode()[:8].ljust(8, b"\0"), "little")
