"""Random kernel arguments from a seed, with the edge values where backends go wrong.

`make_args(kernel, seed)` fills every buffer (outputs too, so elements a kernel does not
write have defined contents, docs/semantics.md [output-init]) and picks every scalar
parameter inside its declared bounds. About a quarter of the elements are edge values:
NaN, ±inf, ±0, denormals, the extreme finite values and powers of two ± 1 for floats;
0, ±1, MIN, MAX, MIN+1, MAX-1 and powers of two ± 1 for integers.
"""

from __future__ import annotations

import numpy as np

from refimpl.backends.base import Args
from refimpl.dtypes import DType, min_max
from refimpl.ir import Kernel

EDGE_FRACTION = 0.25


def float_edges(dtype: DType) -> np.ndarray:
    info = np.finfo(dtype.np)
    values = [
        np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0,
        info.max, -info.max, info.tiny, -info.tiny, info.smallest_subnormal,
        -info.smallest_subnormal, info.tiny / 2, info.eps, 1.0 + info.eps, 1.0 - info.epsneg,
        65504.0, 65520.0, 2.0**31, -(2.0**31), 2.0**32, 2.0**63, -(2.0**63), 2.0**64,
        2.0**24 + 1, 2.0**53 + 1, 0.1, 1e-8,
    ]  # fmt: skip
    with np.errstate(over="ignore"):
        return np.array(values, dtype=np.float64).astype(dtype.np)


def int_edges(dtype: DType) -> np.ndarray:
    lo, hi = min_max(dtype)
    values = {0, 1, lo, hi, lo + 1, hi - 1}
    if dtype.is_signed:
        values |= {-1, -2}
    for bit in range(1, dtype.bits):
        for v in ((1 << bit) - 1, 1 << bit, (1 << bit) + 1, -(1 << bit)):
            if lo <= v <= hi:
                values.add(v)
    return np.array(sorted(values), dtype=object).astype(dtype.np)


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
    return Args(buffers, scalars)


def _stable_hash(text: str) -> int:
    return int.from_bytes(text.encode()[:8].ljust(8, b"\0"), "little")
