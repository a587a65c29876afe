"""What a campaign covered, over time: the samples of state.timeline and OUT/coverage.json.

Where this sits: fuzz/campaign.py keeps a `Coverage` (the kernels it checked) and calls
`record` after each batch and at the end of each run; fuzz/report.py shows the samples as a
table, fuzz/plot.py draws them (like AFL's afl-plot), fuzz/merge.py unites the shards'
(`merged_timeline`, `merged_coverage`).

A sample (a dict, JSON as it is) says, at `elapsed` seconds of the campaign (over all its
runs): `kernels` checked, unique findings `new` and `known` (fuzz/triage.py), and
`coverage`, a count per kind of what was reached:

- `op_dtypes`: distinct (op, dtype with its width) of the checked kernels' values
  ("add f32x4", "cast u8"), read from the kernels in the main process;
- `isel_rules`, `encoder_forms`: the x86 backend's instruction-selection rules and encoder
  forms reached (refimpl/backends/x86/coverage.py), which the workers that compile x86 code
  report after each batch (fuzz/worker.py `WorkerPool.reached`); absent without x86.

The sets themselves are kept in OUT/coverage.json, so a resumed campaign goes on counting
from what it had reached, and a merge can unite them. A sample is taken every
SAMPLE_EVERY seconds and at the end of each run; past MAX_SAMPLES, every other old sample is
dropped, so state.json stays small however long a campaign runs.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from refimpl.dtypes import DType
from refimpl.ir import Kernel

SAMPLE_EVERY = 10.0  # seconds between samples
MAX_SAMPLES = 400
KERNEL_KIND = "op_dtypes"
COVERAGE_FILE = "coverage.json"


@dataclass
class Coverage:
    """What a campaign reached, by kind (module docstring): kind -> ids."""

    reached: dict[str, set[str]] = field(default_factory=dict)

    def add_kernel(self, kernel: Kernel) -> None:
        """Every (op, dtype) of the kernel's values: the ops x dtypes x widths it checks."""
        ids = self.reached.setdefault(KERNEL_KIND, set())
        ids.update(
            f"{node.op.text} {node.dtype}"
            for node in kernel.sink.toposort()
            if isinstance(node.dtype, DType)
        )

    def add(self, kind: str, ids: Iterable[str]) -> None:
        self.reached.setdefault(kind, set()).update(ids)

    def counts(self) -> dict[str, int]:
        return {kind: len(ids) for kind, ids in sorted(self.reached.items())}

    def to_json(self) -> dict[str, list[str]]:
        return {kind: sorted(ids) for kind, ids in sorted(self.reached.items())}

    @staticmethod
    def load(path: Path) -> Coverage:
        """OUT/coverage.json, or nothing reached when there is none (a new campaign)."""
        if not path.exists():
            return Coverage()
        return Coverage({kind: set(ids) for kind, ids in json.loads(path.read_text()).items()})


def sample(elapsed: float, kernels: int, new: int, known: int, coverage: Coverage) -> dict:
    return {
        "elapsed": round(elapsed, 1),
        "kernels": kernels,
        "new": new,
        "known": known,
        "coverage": coverage.counts(),
    }


def add_sample(timeline: list[dict], entry: dict) -> None:
    """Append `entry`, thinning the older half once there are MAX_SAMPLES (module doc)."""
    timeline.append(entry)
    if len(timeline) > MAX_SAMPLES:
        half = len(timeline) // 2
        timeline[:half] = timeline[:half:2]


def due(timeline: list[dict], elapsed: float) -> bool:
    """Is a sample due (none yet, or SAMPLE_EVERY seconds since the last)?"""
    # a sample's elapsed is rounded to 0.1 s, up as often as down
    return not timeline or elapsed - timeline[-1]["elapsed"] >= SAMPLE_EVERY - 0.05


def record(
    out: Path,
    timeline: list[dict],
    coverage: Coverage,
    reached: dict[str, set[str]],
    elapsed: float,
    kernels: int,
    new_and_known: tuple[int, int],
    force: bool = False,
) -> None:
    """Take a sample if one is due (or `force`, a run's end): the workers' `reached` joins
    `coverage` first, which OUT/coverage.json then keeps (not durably: a kill costs the
    samples since the last durable state.json, nothing the findings need)."""
    if not (force or due(timeline, elapsed)):
        return
    from fuzz.state import atomic_write

    for kind, ids in reached.items():
        coverage.add(kind, ids)
    add_sample(timeline, sample(elapsed, kernels, *new_and_known, coverage))
    atomic_write(out / COVERAGE_FILE, json.dumps(coverage.to_json()), durable=False)


def merged_timeline(timelines: list[list[dict]]) -> list[dict]:
    """Shards run side by side, each with its own clock from 0: at each time any shard
    sampled, the kernels and findings of every shard's latest sample then are added up (a
    bug two shards both found counts twice), and coverage is the largest shard's per kind
    (a lower bound of the union; the merged coverage.json has the union itself)."""
    timelines = [t for t in timelines if t]
    times = sorted({s["elapsed"] for t in timelines for s in t})
    merged = []
    for when in times:
        latest = [next((s for s in reversed(t) if s["elapsed"] <= when), None) for t in timelines]
        latest = [s for s in latest if s is not None]
        coverage: dict[str, int] = {}
        for s in latest:
            for kind, n in s.get("coverage", {}).items():
                coverage[kind] = max(coverage.get(kind, 0), n)
        merged.append(
            {
                "elapsed": when,
                "kernels": sum(s["kernels"] for s in latest),
                "new": sum(s["new"] for s in latest),
                "known": sum(s["known"] for s in latest),
                "coverage": dict(sorted(coverage.items())),
            }
        )
    return merged


def merged_coverage(folders: Iterable[Path]) -> Coverage:
    """The union of the folders' coverage.json."""
    union = Coverage()
    for folder in folders:
        for kind, ids in Coverage.load(folder / COVERAGE_FILE).reached.items():
            union.add(kind, ids)
    return union


__all__ = [
    "Coverage",
    "COVERAGE_FILE",
    "MAX_SAMPLES",
    "SAMPLE_EVERY",
    "add_sample",
    "due",
    "merged_coverage",
    "merged_timeline",
    "record",
    "sample",
]
