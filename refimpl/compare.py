"""Compare a backend's buffers with the oracle's, as docs/semantics.md section 1 says.

Before any element, every buffer must be an array of the dtype and shape the kernel
declares (`check_output_arrays`): one of another dtype or length is the backend's fault,
raised as `BadOutput` (refimpl/runtime/errors.py), since widened values that happen to be
equal do not make a float64 buffer an f32 one. Then element by element:
bit-exact by default ([bit-exact]); any NaN matches any NaN ([nan-any]); elements the
oracle marks don't-care are skipped and counted ([dont-care]); under fast-math, floats are
compared with the stated tolerance ([fast-math]). A `Report` explains every difference:
buffer, element, expected and actual value with their bit patterns, and — when it is given
the inputs — the input values of that lane (see `lane_inputs` for what is shown).

Also the other pieces of a failure report every front end shares (refimpl/cli.py, the pytest
harness conformance/harness.py, fuzz finding reports): `PairReport` (two backends against
each other, for `python -m refimpl compare`), `reproduce_command` and `save_failure_kernel`
(a kernel with no file of its own is written to one so a command line can name it).
"""

from __future__ import annotations

import hashlib
import os
import shlex
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from refimpl.args import Args
from refimpl.dtypes import NARROW_NUMPY_NAMES
from refimpl.errors import BadOutput
from refimpl.ir import Kernel, Ops, root_buffer
from refimpl.reassociation import EXACT, FREE, MODE_NAMES, NAN, allowed

# significand bits, for the fast-math tolerance; the narrow floats have none: their ops are
# f32 ops rounded back by integer code, which nothing contracts ([narrow-arith])
PRECISION_BITS = {np.dtype(np.float16): 11, np.dtype(np.float32): 24, np.dtype(np.float64): 53}
SHOWN = 8  # differing elements printed per buffer
LANE_INPUTS_NOTE = (
    "inputs of a lane: element [index] of every buffer the kernel reads (before the run) and "
    "every scalar parameter; exact for an elementwise kernel, a kernel that reads other "
    "elements (reductions, shifted or vector indices) may use inputs not shown"
)
FAILURE_DIR_ENV = "UOPCHECK_FAILURE_DIR"  # where save_failure_kernel writes (tests set it)
FAILURE_DIR = Path(__file__).resolve().parents[1] / ".cache" / "failures"


@dataclass
class Mismatch:
    buffer: str
    index: int
    expected: object
    actual: object
    expected_bits: str
    actual_bits: str
    inputs: list[str] = field(default_factory=list)  # lane_inputs(), when the inputs are known
    rule: str = ""  # the rule that judged it, when not bit-exactness ([reduce-reorder])

    def __str__(self) -> str:
        text = (
            f"{self.buffer}[{self.index}]: expected {self.expected!r} ({self.expected_bits}), "
            f"got {self.actual!r} ({self.actual_bits})"
        )
        if self.rule:
            text += f" — {self.rule}"
        return text + (f"\n      inputs: {', '.join(self.inputs)}" if self.inputs else "")


@dataclass
class Report:
    kernel: str
    mismatches: list[Mismatch] = field(default_factory=list)
    mismatch_count: dict[str, int] = field(default_factory=dict)
    compared: int = 0
    dont_care: int = 0
    # elements judged by a rule other than bit-exactness, by rule ([reduce-reorder] ...)
    rules: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.mismatches

    def __str__(self) -> str:
        head = f"{self.kernel}: {self.compared} elements compared, {self.dont_care} don't-care, "
        if self.rules:
            judged = ", ".join(f"{n} by {rule}" for rule, n in self.rules.items())
            head = head.replace(" compared,", f" compared ({judged}),", 1)
        if self.ok:
            return head + "all agree"
        total = sum(self.mismatch_count.values())
        lines = [head + f"{total} differ"]
        if any(m.inputs for m in self.mismatches):
            lines.append(f"  ({LANE_INPUTS_NOTE})")
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
    if expected.dtype in PRECISION_BITS or expected.dtype.name in NARROW_NUMPY_NAMES:
        both_nan = np.isnan(expected) & np.isnan(actual)
        differ = bits_of(expected) != bits_of(actual)
        if fast_math and expected.dtype in PRECISION_BITS:
            precision = PRECISION_BITS[expected.dtype]
            # widening a signalling NaN (bit-level kernels make them) raises the invalid
            # flag, which numpy turns into a RuntimeWarning; NaN lanes are judged by
            # [nan-any] above, never by the tolerance, so the flag says nothing here
            with np.errstate(invalid="ignore", over="ignore"):
                e, a = expected.astype(np.float64), actual.astype(np.float64)
                tol = 2.0 ** -(precision - 8) * np.maximum(1.0, np.abs(e))
                close = (np.abs(e - a) <= tol) | (e == a)
            # a contraction turns an overflowing inf + -inf (NaN) into ±inf or a finite value
            differ &= ~close & np.isfinite(e)
        return differ & ~both_nan
    return bits_of(expected) != bits_of(actual)


def bits_text(values: np.ndarray, index: int) -> str:
    """Element `index` of `values` as hex bits, zero-padded to the dtype's width."""
    width = 2 * values.dtype.itemsize
    return f"0x{int(bits_of(values[index : index + 1])[0]):0{width}x}"


def read_buffers(kernel: Kernel) -> list[str]:
    """Names of the buffer parameters the kernel loads from, in parameter order."""
    loaded = {root_buffer(n.src[0]) for n in kernel.sink.toposort() if n.op is Ops.LOAD}
    return [p.arg[1] for p in kernel.buffers if p in loaded]


def lane_inputs(kernel: Kernel, inputs: Args, index: int) -> list[str]:
    """The inputs shown for output element `index` (what LANE_INPUTS_NOTE says)."""
    shown = []
    for name in read_buffers(kernel):
        values = inputs.buffers[name]
        if index < values.size:
            shown.append(
                f"%{name}[{index}] = {values[index].item()!r} ({bits_text(values, index)})"
            )
    shown += [f"%{name} = {value}" for name, value in inputs.vars.items()]
    return shown


def _array_text(values: object) -> str:
    """How a returned buffer reads in a BadOutput message: "float64[136]", "a list"."""
    if values is None:
        return "no array"
    if not isinstance(values, np.ndarray):
        return f"a {type(values).__name__}"
    return f"{values.dtype.name}[{','.join(str(n) for n in values.shape)}]"


def check_output_arrays(kernel: Kernel, expected, actual: Args) -> None:
    """Raise BadOutput for the first buffer of `actual` that is not an array of the dtype
    and shape of the oracle's (what the kernel declares). Called before any element is
    compared: an array of another dtype has no bit patterns to compare, one of another
    length no elements to pair up."""
    for buf in kernel.buffers:
        name = buf.arg[1]
        want, got = expected.buffers[name], actual.buffers.get(name)
        if not isinstance(got, np.ndarray):
            problem = "missing" if got is None else "not an array"
        elif got.dtype != want.dtype:
            problem = "dtype"
        elif got.shape != want.shape:
            problem = "shape"
        else:
            continue
        raise BadOutput(name, str(buf.dtype), _array_text(got), problem)


def compare_outputs(
    kernel: Kernel,
    expected,
    actual: Args,
    fast_math: bool = False,
    inputs: Args | None = None,
    reordered: bool = False,
) -> Report:
    """Compare every buffer of `actual` with the oracle result `expected` (an OracleResult).

    With the `inputs` (the arguments before the run) every mismatch lists its lane's inputs.
    `reordered`: the backend declares `reorders_float_reductions`, so the elements that hold
    a float reduction are judged by [reduce-reorder] (reassociation.py) and the report
    counts them by rule. A buffer of another dtype or shape raises BadOutput
    (check_output_arrays).
    """
    check_output_arrays(kernel, expected, actual)
    report = Report(kernel.name)
    for buf in kernel.buffers:
        name = buf.arg[1]
        want, got = expected.buffers[name], actual.buffers[name]
        care = ~expected.dont_care[name]
        bad = differing(want, got, fast_math) & care
        rules = {}
        shadow = expected.reordered.get(name) if reordered else None
        if shadow is not None:
            judged = care & (shadow.mode != EXACT)
            ok = allowed(shadow, got)
            if fast_math:  # a contracting backend too: either rule may pass the element
                ok |= ~differing(want, got, fast_math=True)
            bad = (bad & ~judged) | (judged & ~ok)
            for mode in np.unique(shadow.mode[judged]):
                count = int((judged & (shadow.mode == mode)).sum())
                report.rules[MODE_NAMES[mode]] = report.rules.get(MODE_NAMES[mode], 0) + count
            unspecified = judged & (shadow.mode == FREE)
            care &= ~unspecified
            rules = {i: _rule_text(shadow, i) for i in np.flatnonzero(judged & bad)[:SHOWN]}
        report.dont_care += int((~care).sum())
        report.compared += int(care.sum())
        if not bad.any():
            continue
        report.mismatch_count[name] = int(bad.sum())
        for index in np.flatnonzero(bad)[:SHOWN]:
            index = int(index)
            shown = lane_inputs(kernel, inputs, index) if inputs is not None else []
            report.mismatches.append(
                Mismatch(
                    name,
                    index,
                    want[index].item(),
                    got[index].item(),
                    bits_text(want, index),
                    bits_text(got, index),
                    shown,
                    rules.get(index, ""),
                )
            )
    return report


def _rule_text(shadow, index: int) -> str:
    """How a [reduce-reorder] element was judged, for its mismatch line."""
    mode = int(shadow.mode[index])
    if mode == NAN:
        return f"{MODE_NAMES[mode]}: a NaN was required"
    center, radius = shadow.center[index], shadow.radius[index]
    return f"{MODE_NAMES[mode]}: |actual - {center!r}| <= {radius:.3g} required"


@dataclass
class PairReport:
    """Two backend runs on the same inputs, compared with each other and with the oracle.

    `lines` explains every differing element (both answers and the oracle's, with bits, and
    the lane's inputs); `differ` counts them; `versus_oracle` holds each side's Report."""

    kernel: str
    labels: tuple[str, str]
    compared: int = 0
    differ: int = 0
    lines: list[str] = field(default_factory=list)
    versus_oracle: dict[str, Report] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.differ == 0

    def __str__(self) -> str:
        a, b = self.labels
        verdict = "they agree" if self.ok else f"{self.differ} differ"
        lines = [f"{self.kernel}: {a} vs {b}: {self.compared} elements compared, {verdict}"]
        if not self.ok:
            lines.append(f"  ({LANE_INPUTS_NOTE})")
        lines += self.lines
        for label, report in self.versus_oracle.items():
            wrong = sum(report.mismatch_count.values())
            lines.append(
                f"  {label} vs the oracle: "
                + ("agrees" if report.ok else f"{wrong} elements differ")
            )
        return "\n".join(lines)


def compare_pair(
    kernel: Kernel,
    expected,
    inputs: Args,
    answers: dict[str, Args],
    fast_math: bool = False,
    reordering: frozenset[str] = frozenset(),
) -> PairReport:
    """Compare two backends' results (`answers`, label -> buffers after the run) element by
    element under the oracle's rules (don't-care lanes skipped), and each with the oracle
    (under [reduce-reorder] for the labels in `reordering`)."""
    (a, got_a), (b, got_b) = answers.items()
    pair = PairReport(kernel.name, (a, b))
    for label, got in answers.items():
        reordered = label in reordering
        try:
            report = compare_outputs(kernel, expected, got, fast_math, inputs, reordered)
        except BadOutput as e:  # say which of the two backends returned it
            raise BadOutput(e.buffer, e.declared, e.returned, e.problem, label) from None
        pair.versus_oracle[label] = report
    for buf in kernel.buffers:
        name = buf.arg[1]
        care = ~expected.dont_care[name]
        x, y, want = got_a.buffers[name], got_b.buffers[name], expected.buffers[name]
        pair.compared += int(care.sum())
        bad = differing(x, y, fast_math) & care
        count = int(bad.sum())
        if not count:
            continue
        pair.differ += count
        more = f" (first {SHOWN} shown)" if count > SHOWN else ""
        pair.lines.append(f"  buffer %{name}: {count} elements differ{more}")
        for index in np.flatnonzero(bad)[:SHOWN]:
            index = int(index)
            pair.lines += [
                f"    {name}[{index}]: {a} {x[index].item()!r} ({bits_text(x, index)}), "
                f"{b} {y[index].item()!r} ({bits_text(y, index)}), "
                f"oracle {want[index].item()!r} ({bits_text(want, index)})",
                f"      inputs: {', '.join(lane_inputs(kernel, inputs, index)) or 'none'}",
            ]
    return pair


def reproduce_command(
    kernel_file: str | Path,
    backend: str,
    target: str | None = None,
    executor: str = "native",
    seed: int = 0,
    fast_math: bool = False,
    abi: str = "sysv",
) -> str:
    """The `python -m refimpl run` command line that re-runs one kernel on one config."""
    words = ["python", "-m", "refimpl", "run", str(kernel_file), "--backend", backend]
    words += ["--target", target] if target else []
    words += ["--executor", executor, "--seed", str(seed)]
    words += ["--fast-math"] if fast_math else []
    words += ["--abi", abi] if abi != "sysv" else []
    return shlex.join(words)


def save_failure_kernel(text: str, name: str) -> Path:
    """Write a kernel's text to the failure folder ($UOPCHECK_FAILURE_DIR, else
    .cache/failures/ in the project) as NAME-DIGEST.kernel, so a report can name a file;
    the digest of the text keeps different kernels of one name apart."""
    folder = Path(os.environ.get(FAILURE_DIR_ENV) or FAILURE_DIR)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}-{hashlib.sha256(text.encode()).hexdigest()[:12]}.kernel"
    path.write_text(text)
    return path


def failure_text(report, kernel_text: str, commands: list[str]) -> str:
    """A report (Report or PairReport), the kernel's text and the command lines that
    reproduce it: the body of every failure message."""
    lines = [str(report), "--- kernel ---", kernel_text.rstrip(), "--- reproduce ---"]
    return "\n".join(lines + commands)
