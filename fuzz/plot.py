"""`python -m fuzz plot DIR`: a campaign's progress over time as a PNG, as AFL's afl-plot draws.

Where this sits: after a campaign (or a merge). It reads DIR/report.json's `timeline` (the
samples fuzz/timeline.py takes; DIR/state.json's when there is no report yet, a campaign
still running) and draws three panels against elapsed time: kernels checked, unique
findings (new and known, fuzz/triage.py), and coverage (each kind fuzz/timeline.py counts:
ops x dtypes x widths, x86 isel rules, x86 encoder forms).

matplotlib is optional (the `plot` extra, pyproject.toml); without it `plot` is an error
that prints the command installing it. Only the non-interactive Agg backend is used, so no
display is needed.
"""

from __future__ import annotations

import json
from pathlib import Path

from refimpl.errors import pip_install_command

MATPLOTLIB = "matplotlib==3.11.2"  # the `plot` extra of pyproject.toml
COVERAGE_LABELS = {
    "op_dtypes": "ops x dtypes x widths",
    "isel_rules": "x86 isel rules",
    "encoder_forms": "x86 encoder forms",
}


class PlotError(Exception):
    """Nothing to plot (no campaign folder, no samples) or no matplotlib; the message says
    what to do."""


def load_timeline(folder: Path) -> list[dict]:
    """The samples of a campaign (or merge) output folder."""
    for name in ("report.json", "state.json"):
        path = folder / name
        if path.exists():
            timeline = json.loads(path.read_text()).get("timeline") or []
            if timeline:
                return timeline
    raise PlotError(
        f"{folder}: no samples to plot (no report.json or state.json with a timeline: "
        "is it a campaign's --out?)"
    )


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise PlotError(
            f"matplotlib is not installed; install it with: {pip_install_command(MATPLOTLIB)} "
            "(or `pip install -e '.[plot]'`)"
        ) from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as pyplot

    return pyplot


def plot(folder: Path, out: Path | None = None) -> Path:
    """Draw `folder`'s timeline into `out` (default FOLDER/progress.png); returns the path."""
    timeline = load_timeline(folder)
    pyplot = _pyplot()
    out = out or folder / "progress.png"
    minutes = [s["elapsed"] / 60 for s in timeline]
    figure, (kernels, findings, coverage) = pyplot.subplots(
        3, 1, figsize=(8, 9), sharex=True, constrained_layout=True
    )
    figure.suptitle(f"fuzz campaign {folder.resolve().name}")
    kernels.plot(minutes, [s["kernels"] for s in timeline], color="tab:blue")
    kernels.set_ylabel("kernels checked")
    findings.step(minutes, [s["new"] for s in timeline], where="post", label="new")
    findings.step(minutes, [s["known"] for s in timeline], where="post", label="known")
    findings.set_ylabel("unique findings")
    findings.legend(loc="upper left")
    kinds = sorted({kind for s in timeline for kind in s.get("coverage", {})})
    for kind in kinds:
        counts = [s.get("coverage", {}).get(kind, 0) for s in timeline]
        coverage.plot(minutes, counts, label=COVERAGE_LABELS.get(kind, kind))
    coverage.set_ylabel("reached")
    if kinds:
        coverage.legend(loc="upper left")
    coverage.set_xlabel("elapsed (minutes)")
    for axes in (kernels, findings, coverage):
        axes.grid(alpha=0.3)
        axes.set_ylim(bottom=0)
    figure.savefig(out, dpi=100)
    pyplot.close(figure)
    return out


__all__ = ["MATPLOTLIB", "PlotError", "load_timeline", "plot"]
