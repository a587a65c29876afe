"""What a backend that reorders float reductions may answer: docs/semantics.md [reduce-reorder].

The oracle folds a REDUCE in the reference order (oracle.py), which is what every backend
must match bit for bit — unless its capabilities declare `reorders_float_reductions`. For
such a backend an output element that stores a float add/mul/max/min reduction directly is
judged by a per-lane rule computed here from the reduction's elements, and an element that
uses such a result any other way is unspecified. The oracle records the rule of every
element it stores (`Shadow`); compare.py applies it (`allowed`).

Modes, per element:

    EXACT   compared as any other element (no reordered float reduction reached it)
    VALUE   |actual - center| <= radius, or actual == center (an inf); a zero of either sign
    NAN     actual is a NaN
    FREE    unspecified for a reordering backend: an order may overflow, a NaN's place in
            the order decides max/min, or the element is computed from a reduction's result
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from refimpl.dtypes import DType, finfo, precision
from refimpl.ir import Ops

EXACT, VALUE, NAN, FREE = 0, 1, 2, 3
MODE_NAMES = {
    EXACT: "exact",
    VALUE: "[reduce-reorder] bound",
    NAN: "[reduce-reorder] NaN",
    FREE: "[reduce-reorder] unspecified",
}
REORDERABLE = frozenset({Ops.ADD, Ops.MUL, Ops.MAX, Ops.MIN})


@dataclass
class LaneRules:
    """The rule of each lane of one reduction's result."""

    mode: np.ndarray  # int8 per lane
    center: np.ndarray  # float64
    radius: np.ndarray  # float64


@dataclass
class Shadow:
    """The rule of each element of one buffer (what the oracle last stored there)."""

    mode: np.ndarray
    center: np.ndarray
    radius: np.ndarray

    @classmethod
    def exact(cls, size: int) -> Shadow:
        return cls(np.zeros(size, np.int8), np.zeros(size), np.zeros(size))

    def write(self, first: int, lanes: int, rules: LaneRules | int) -> None:
        """Elements first..first+lanes-1 take `rules`, or all the one mode given."""
        where = slice(first, first + lanes)
        if isinstance(rules, int):
            self.mode[where], self.center[where], self.radius[where] = rules, 0.0, 0.0
        else:
            self.mode[where], self.center[where], self.radius[where] = (
                rules.mode,
                rules.center,
                rules.radius,
            )


def gamma(k: int, unit: float) -> float:
    """γ(k) = k·u / (1 − k·u): the relative error bound of k roundings (Higham, §3.1)."""
    return k * unit / (1 - k * unit) if k * unit < 1 else math.inf


def lane_rules(fold: Ops, dtype: DType, elements: np.ndarray) -> LaneRules:
    """The [reduce-reorder] rule of each lane, from `elements` (iterations x lanes)."""
    x = elements.astype(np.float64)
    lanes = x.shape[1]
    rules = LaneRules(np.full(lanes, VALUE, np.int8), np.zeros(lanes), np.zeros(lanes))
    unit = 2.0 ** -precision(dtype)
    info = finfo(dtype.scalar)
    largest, smallest_normal = float(info.max), float(info.tiny)
    for lane in range(lanes):
        column = x[:, lane]
        mode, center, radius = RULES[fold](column, unit, largest, smallest_normal, dtype)
        rules.mode[lane], rules.center[lane], rules.radius[lane] = mode, center, radius
    return rules


def _sum_rule(x: np.ndarray, unit: float, largest: float, _tiny: float, dtype: DType):
    if np.isnan(x).any() or (np.isposinf(x).any() and np.isneginf(x).any()):
        return NAN, 0.0, 0.0
    if np.isinf(x).any():
        return VALUE, float(x[np.isinf(x)][0]), 0.0
    if len(x) == 0:
        return VALUE, 0.0, 0.0
    g = gamma(len(x) - 1, unit)  # inf past 1/u roundings: then every lane is unspecified
    try:
        magnitude = math.fsum(np.abs(x).tolist())
        exact = math.fsum(x.tolist())
    except OverflowError:  # f64 elements whose sum passes f64's range: some order overflows
        return FREE, 0.0, 0.0
    if magnitude * (1 + g) > largest:
        return FREE, 0.0, 0.0
    # fsum rounds the exact sum to f64 once: exact for narrower dtypes, half an ulp for f64
    slack = math.ulp(exact) / 2 if dtype.scalar.bits == 64 else 0.0
    return VALUE, exact, g * magnitude + slack


def _product_rule(x: np.ndarray, unit: float, largest: float, tiny: float, dtype: DType):
    zero, inf = (x == 0).any(), np.isinf(x).any()
    if np.isnan(x).any() or (zero and inf):
        return NAN, 0.0, 0.0
    negative = int(np.signbit(x).sum()) % 2 == 1
    g = gamma(max(len(x) - 1, 0), unit)
    if math.isinf(g):
        return FREE, 0.0, 0.0  # more roundings than the format has bits: no bound left
    finite = [Fraction(v) for v in x.tolist() if v != 0 and not math.isinf(v)]
    high = math.prod((max(abs(v), Fraction(1)) for v in finite), start=Fraction(1))
    low = math.prod((min(abs(v), Fraction(1)) for v in finite), start=Fraction(1))
    overflows, underflows = high * Fraction(1 + g) > Fraction(largest), low < Fraction(tiny)
    if zero:  # unless the others' partial product can reach inf first: inf * 0 is NaN
        return (FREE, 0.0, 0.0) if overflows else (VALUE, 0.0, 0.0)
    if inf:  # unless the others' can reach 0 first
        return (FREE, 0.0, 0.0) if underflows else (VALUE, -math.inf if negative else math.inf, 0.0)
    if len(x) == 0:
        return VALUE, 1.0, 0.0
    exact = math.prod(finite, start=Fraction(1))
    if overflows or underflows:
        return FREE, 0.0, 0.0  # some order overflows or underflows where another does not
    center = float(exact)
    slack = math.ulp(center) / 2 if dtype.scalar.bits == 64 else 0.0
    return VALUE, center, g * abs(center) + slack


def _extreme_rule(pick):
    def rule(x: np.ndarray, _unit: float, _largest: float, _tiny: float, dtype: DType):
        if np.isnan(x).any():
            return FREE, 0.0, 0.0  # kept or dropped by where it falls in the order
        if len(x) == 0:
            return EXACT, 0.0, 0.0
        return VALUE, float(pick(x)), 0.0

    return rule


RULES = {
    Ops.ADD: _sum_rule,
    Ops.MUL: _product_rule,
    Ops.MAX: _extreme_rule(np.max),
    Ops.MIN: _extreme_rule(np.min),
}


def allowed(shadow: Shadow, actual: np.ndarray) -> np.ndarray:
    """Per element: does `actual` satisfy its rule? (EXACT elements: True; compare them
    the usual way.)"""
    with np.errstate(invalid="ignore", over="ignore"):  # a signalling NaN widens quietly
        got = actual.astype(np.float64)
        close = (got == shadow.center) | (np.abs(got - shadow.center) <= shadow.radius)
    by_mode = {EXACT: True, VALUE: close, NAN: np.isnan(got), FREE: True}
    ok = np.ones(len(got), bool)
    for mode, verdict in by_mode.items():
        ok = np.where(shadow.mode == mode, verdict, ok)
    return ok


__all__ = [
    "EXACT",
    "FREE",
    "MODE_NAMES",
    "NAN",
    "REORDERABLE",
    "VALUE",
    "LaneRules",
    "Shadow",
    "allowed",
    "gamma",
    "lane_rules",
]
