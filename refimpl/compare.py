"""Compare a backend's buffers with the oracle's, as docs/semantics.md section 1 says.

Bit-exact by default ([bit-exact]); any NaN matches any NaN ([nan-any]); elements the
oracle marks don't-care are skipped and counted ([dont-care]); under fast-math, floats are
compared with the stated tolerance ([fast-math]). A `Report` explains every difference:
buffer, element, expected and actual value with their bit patterns.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from refimpl.backends.base import Args
from refimpl.ir import Kernel

PRECISION_BITS = {2: 11, 4: 24, 8: 53}  # by itemsize, for the fast-math tolerance
SHOWN = 8  # differing elements printed per buffer


@dataclass
class Mismatch:
    buffer: str
    index: int
    expected: object
    actual: object
    expected_bits: str
    actual_bits: str

    def __str__(self) -> str:
        return (
            f"{self.buffer}[{self.index}]: expected {self.expected!r} ({self.expected_bits}), "
            f"got {self.actual!r} ({self.actual_bits})"
        )


@dataclass
class Report:
    kernel: str
    mismatches: list[Mismatch] = field(default_factory=list)
    mismatch_count: dict[str, int] = field(default_factory=dict)
    compared: int = 0
    dont_care: int = 0

    @property
    def ok(self) -> bool:
        return not self.mismatches

    def __str__(self) -> str:
        head = f"{self.kernel}: {self.compared} elements compared, {self.dont_care} don't-care, "
        if self.ok:
            return head + "all agree"
        total = sum(self.mismatch_count.values())
        lines = [head + f"{total} differ"]
        for buf, count in self.mismatch_count.items():
            shown = [m for m in self.mismatches if m.buffer == buf]
            more = f" (first {len(shown)} shown)" if count > len(shown) else ""
            lines.append(f"  buffer %{buf}: {count} elements differ{more}")
            lines += [f"    {m}" for m in shown]
        return "\n".join(lines)


def bits_of(values: np.ndarray) -> np.ndarray:
    """The raw bit patterns as unsigned integers (bools as 0/1)."""
    if values.dtype == np.bool_:
        return values.astype(np.uint8)
    return values.view(f"u{values.dtype.itemsize}")


def differing(expected: np.ndarray, actual: np.ndarray, fast_math: bool = False) -> np.ndarray:
    """Mask of elements that disagree under the comparison rules."""
    if expected.dtype.kind == "f":
        both_nan = np.isnan(expected) & np.isnan(actual)
        differ = bits_of(expected) != bits_of(actual)
        if fast_math:
            precision = PRECISION_BITS[expected.dtype.itemsize]
            e, a = expected.astype(np.float64), actual.astype(np.float64)
            with np.errstate(invalid="ignore", over="ignore"):
                tol = 2.0 ** -(precision - 8) * np.maximum(1.0, np.abs(e))
                close = (np.abs(e - a) <= tol) | (e == a)
            # a contraction turns an overflowing inf + -inf (NaN) into ±inf or a finite value
            differ &= ~close & np.isfinite(e)
        return differ & ~both_nan
    return bits_of(expected) != bits_of(actual)


def compare_outputs(kernel: Kernel, expected, actual: Args, fast_math: bool = False) -> Report:
    """Compare every buffer of `actual` with the oracle result `expected` (an OracleResult)."""
    report = Report(kernel.name)
    for buf in kernel.buffers:
        name = buf.arg[1]
        want, got = expected.buffers[name], actual.buffers[name]
        care = ~expected.dont_care[name]
        report.dont_care += int((~care).sum())
        report.compared += int(care.sum())
        bad = differing(want, got, fast_math) & care
        if not bad.any():
            continue
        report.mismatch_count[name] = int(bad.sum())
        width = 2 * want.dtype.itemsize
        for index in np.flatnonzero(bad)[:SHOWN]:
            report.mismatches.append(Mismatch(
                name, int(index), want[index].item(), got[index].item(),
                f"0x{int(bits_of(want[index:index + 1])[0]):0{width}x}",
                f"0x{int(bits_of(got[index:index + 1])[0]):0{width}x}",
            ))  # fmt: skip
    return report
