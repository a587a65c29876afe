"""A campaign's report: OUT/report.json for tools and OUT/report.md for a reader.

Where this sits: fuzz/campaign.py calls `summarize` at the end of a run and writes both;
fuzz/merge.py merges several campaigns' reports into one.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

from fuzz.findings import one_config
from fuzz.generate import enumeration_totals
from fuzz.harness import CLASSES, FuzzConfig
from fuzz.state import CampaignState
from fuzz.strategies import SIZE_BUCKETS
from fuzz.triage import KnownFindings


def summarize(
    spec,
    state: CampaignState,
    configs: list[FuzzConfig],
    skipped: dict[str, str],
    seen: dict[str, Path],
    examples_before: int,
    this_run: float,
    known: KnownFindings | None = None,
) -> dict:
    """report.json. `known`: what the backends are known for (fuzz/triage.py); each finding
    is marked with it ("known": {"pin": name}, {"pin": name, "family": glob} or
    {"expectation": reason}, or None: new)."""
    findings = []
    by_class: Counter = Counter()
    shrinking: Counter = Counter()
    for path in sorted(set(seen.values())):
        data = json.loads((path / "report.json").read_text())
        by_class[data["cls"]] += 1
        shrinking[how_shrunk(data)] += 1
        findings.append(
            {
                "path": str(path),
                "signature": data["signature"],
                "cls": data["cls"],
                "config": data["config"],
                "summary": data["summary"],
                "occurrences": state.occurrences.get(data.get("original_signature"), 0)
                + (
                    state.occurrences.get(data["signature"], 0)
                    if data["signature"] != data.get("original_signature")
                    else 0
                ),
                "known": known_as(known, data),
                "chain": chain_title(data.get("chain")),  # an enumerated chain's finding
            }
        )
    run_examples = state.examples - examples_before
    kernel_runs = run_examples * len(configs)
    return {
        "seed": spec.seed,
        "shard": f"{spec.shard[0]}/{spec.shard[1]}",
        "vocabulary": spec.vocabulary().to_json(),
        "budget": {"time": spec.time_budget, "count": spec.count},
        "jobs": spec.jobs,
        "elapsed": round(state.elapsed, 1),
        "examples": state.examples,
        "examples_this_run": run_examples,
        "kernels_per_second": round(run_examples / this_run, 2) if this_run > 0 else 0.0,
        "kernel_runs_per_second": round(kernel_runs / this_run, 2) if this_run > 0 else 0.0,
        "invalid_kernels": state.invalid,
        "unchecked_examples": len(state.unchecked),
        "unchecked": [{"example": i, "reason": why} for i, why in sorted(state.unchecked.items())],
        "worker_restarts": state.worker_restarts,
        "harness_error_count": state.harness_error_count,
        "harness_errors": state.harness_errors,
        "harness_event_count": state.harness_event_count,
        "harness_events": state.harness_events,
        "configs_run": [c.id for c in configs],
        "configs_skipped": skipped,
        "reference_backends": spec.reference_backends(),
        "capability_skips": dict(state.capability_skips.most_common()),
        "waived": dict(state.waived.most_common()),
        "paths": dict(sorted(state.paths.items())),
        "findings_by_class": {c: by_class[c] for c in CLASSES if by_class[c]},
        "findings": findings,
        "known_findings": known.to_json() if known is not None else {},
        "sizes": {b: state.sizes[b] for b in SIZE_BUCKETS if state.sizes[b]},
        "features": dict(state.features.most_common()),
        "enumerated": dict(state.enumerated),
        "enumeration_totals": enumeration_totals(spec),  # fuzz/generate.py
        "time_split": {k: round(v, 2) for k, v in state.time_split.items()},
        "shrinking": {k: shrinking[k] for k in SHRINK_OUTCOMES if shrinking[k]},
        "timeline": state.timeline,
        "rotated": dict(state.rotated),  # fuzz/campaign.py rotating
    }


# how a finding folder's case came to be (how_shrunk), in the report's order
SHRINK_OUTCOMES = ("when found", "later", "known", "waiting", "saved as found")


def how_shrunk(data: dict) -> str:
    """One of SHRINK_OUTCOMES for a finding's report.json: shrunk when it was found, later
    (it waited for shrinking's share), not at all because it is known, still waiting when
    the campaign ended, or saved as found (no time, no reproducer text, or no smaller case)."""
    if data.get("shrunk"):
        return "later" if data.get("shrunk_later") else "when found"
    if data.get("not_shrunk", "").startswith("known"):
        return "known"
    return "waiting" if data.get("waiting") else "saved as found"


def chain_title(chain: dict | None) -> str | None:
    """`chain N (family)` of a finding's report.json "chain" (fuzz/generate.chain_record)."""
    return f"chain {chain['number']} ({chain['family']})" if chain else None


def known_as(known: KnownFindings | None, finding: dict) -> dict | None:
    """How a finding (its report.json) is known: by its signature, or by the signature it
    was found with before shrinking; None: new."""
    if known is None:
        return None
    signatures = [finding["signature"], finding.get("original_signature")]
    return next((k for s in signatures if s and (k := known.known_as(s))), None)


def known_name(known: dict) -> str:
    """What report.md collapses a known finding under: `pin NAME` (`pin A (or B)` when pins
    of two bugs show its signature) or `expected: REASON`."""
    if "pin" not in known:
        return f"expected: {known['expectation']}"
    if not known.get("also"):
        return f"pin {known['pin']}"
    return f"pin {known['pin']} (or {', '.join(known['also'])}: their pins show this signature too)"


def _worker_time(time_by_compile: dict[tuple, list], configs: list[FuzzConfig]) -> list[dict]:
    """Where the workers' time went this run, by compile (a backend with its target and
    calling convention, run on its executors), dearest first. A compile's seconds are the
    worker's from receiving a batch to its last outcome (compiling and running, external
    compilers included); a kernel counts once per batch that built it, so the candidates
    shrinking tried count too."""
    spent: dict[str, tuple[list[str], float, int]] = {}
    for (backend, options), (seconds, kernels) in time_by_compile.items():
        # the backend's own choices (Options.choices) differ per kernel: one compile still
        runs_on = [c for c in configs if c.backend == backend and _same_compile(c, options)]
        target = runs_on[0].target if runs_on else None
        abi = None if options.abi == "sysv" else options.abi
        name = "/".join(part for part in (backend, target, abi) if part)
        _, seconds_before, kernels_before = spent.get(name, ([], 0.0, 0))
        executors = [c.executor for c in runs_on]
        spent[name] = (executors, seconds_before + seconds, kernels_before + kernels)
    return _time_rows(spent)


def _same_compile(config: FuzzConfig, options) -> bool:
    """Does `config` build with `options`, whatever choices a kernel brought?"""
    return dataclasses.replace(config.options(), choices=None) == dataclasses.replace(
        options, choices=None
    )


def _merged_worker_time(reports: list[list[dict]]) -> list[dict]:
    """The shards' worker time, added up per compile."""
    spent: dict[str, tuple[list[str], float, int]] = {}
    for rows in reports:
        for row in rows:
            executors, seconds, kernels = spent.get(row["compile"], ([], 0.0, 0))
            executors = list(dict.fromkeys(executors + row["executors"]))
            spent[row["compile"]] = (executors, seconds + row["seconds"], kernels + row["kernels"])
    return _time_rows(spent)


def _time_rows(spent: dict[str, tuple[list[str], float, int]]) -> list[dict]:
    total = sum(seconds for _, seconds, _ in spent.values()) or 1.0
    rows = [
        {
            "compile": name,
            "executors": executors,
            "kernels": kernels,
            "seconds": round(seconds, 2),
            "ms_per_kernel": round(1000 * seconds / max(kernels, 1), 1),
            "share": round(100 * seconds / total, 1),
        }
        for name, (executors, seconds, kernels) in spent.items()
    ]
    return sorted(rows, key=lambda row: -row["seconds"])


def summary_markdown(summary: dict) -> str:
    """report.md. Keys a merged report (merge) may lack read as zero."""
    unchecked = summary.get("unchecked_examples", 0)
    unchecked_line = (
        f"- **{unchecked} unchecked example(s)**: the harness failed on them, so they were "
        "not checked; the same command retries them"
        if unchecked
        else "- unchecked examples: none"
    )
    lines = [
        f"# Fuzz campaign report (seed {summary['seed']}, shard {summary['shard']})",
        "",
        f"- examples checked: {summary['examples']} ({summary['examples_this_run']} in the "
        f"last run), elapsed {summary['elapsed']} s, {summary['kernels_per_second']} kernels/s "
        f"({summary['kernel_runs_per_second']} kernel runs/s over all configs), "
        f"{summary['jobs']} worker(s), {summary['worker_restarts']} worker restart(s)",
        unchecked_line,
        f"- harness errors: {summary.get('harness_error_count', 0)}; harness events (worker "
        f"deaths no kernel is blamed for): {summary.get('harness_event_count', 0)}",
        f"- invalid kernels (generator bugs, rejected by the oracle): {summary['invalid_kernels']}",
        f"- configs run: {', '.join(summary['configs_run']) or 'none'}",
    ]
    for config, reason in summary["configs_skipped"].items():
        lines.append(f"- skipped {config}: {reason}")
    if summary.get("reference_backends"):
        lines.append(
            f"- reference backends (run to classify the external backends' findings): "
            f"{', '.join(summary['reference_backends'])}"
        )
    for what, kernels in summary.get("capability_skips", {}).items():
        lines.append(f"- skipped as unsupported: {kernels} kernel(s) on {what}")
    for what, kernels in summary.get("waived", {}).items():
        lines.append(
            f"- waived rule, compared under the [fast-math] tolerance: {kernels} "
            f"kernel(s) on {what}"
        )
    for what, kernels in summary.get("paths", {}).items():
        lines.append(f"- path: {kernels} kernel(s) on {what}")
    lines += _activity_lines(summary)
    if rows := summary.get("worker_time_this_run"):
        lines += [
            "",
            "## Worker time by compile (this run)",
            "",
            "| compile | executors | kernels | worker s | ms per kernel | share |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        lines += [
            f"| {r['compile']} | {', '.join(r['executors'])} | {r['kernels']} | {r['seconds']} "
            f"| {r['ms_per_kernel']} | {r['share']} % |"
            for r in rows
        ]
    new = [f for f in summary["findings"] if not f.get("known")]
    known = [f for f in summary["findings"] if f.get("known")]
    lines += ["", "## Findings by class", ""]
    if not summary["findings_by_class"]:
        lines.append("none")
    else:
        lines.append(f"{len(new)} new, {len(known)} known (fuzz/triage.py: pins and expectations)")
        lines.append("")
    lines += [f"- {cls}: {n}" for cls, n in summary["findings_by_class"].items()]
    lines += _by_backend_lines(new)
    if new:
        lines += ["", "| signature | seen | summary | reproducer |", "| --- | --- | --- | --- |"]
        for f in new:
            chain = f"{f['chain']}: " if f.get("chain") else ""
            short = (chain + f["summary"]).replace("|", "\\|")[:100]
            lines.append(f"| `{f['signature']}` | {f['occurrences']} | {short} | {f['path']} |")
    lines += _known_lines(known, summary.get("known_findings", {}))
    lines += _timeline_lines(summary.get("timeline", []))
    sections = (
        (
            "Unchecked examples",
            [f"example {u['example']}: {u['reason']}" for u in summary.get("unchecked", [])],
        ),
        ("Harness errors", summary.get("harness_errors", [])),
        ("Harness events", summary.get("harness_events", [])),
    )
    for title, entries in sections:
        if entries:
            lines += ["", f"## {title}", "", *(f"- {e}" for e in entries)]
    return "\n".join(lines) + "\n"


def _known_lines(known: list[dict], triage: dict) -> list[str]:
    """report.md's known findings, one line per pin or expectation that knows them."""
    lines = []
    if triage:
        pins, problems = triage.get("pins", []), triage.get("pin_problems", {})
        files = ", ".join(triage.get("expectation_files", [])) or "none"
        lines += [
            "",
            "## Known findings",
            "",
            f"Known from {len(pins)} pin(s) run at the start and {files} "
            f"({triage.get('expectation_entries', 0)} op/dtype entries).",
            "",
        ]
        lines += [f"- pin {name} was not run: {why}" for name, why in problems.items()]
    elif known:
        lines += ["", "## Known findings", ""]
    groups: dict[str, list[dict]] = {}
    for f in known:
        groups.setdefault(known_name(f["known"]), []).append(f)
    for name, entries in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        seen = sum(e["occurrences"] for e in entries)
        signatures = ", ".join(f"`{e['signature']}`" for e in entries)
        by_family = sum(1 for e in entries if "family" in e["known"])
        family = f" ({by_family} by its `# family:` globs)" if by_family else ""
        lines.append(
            f"- {name}: {len(entries)} finding(s){family}, seen {seen} time(s): {signatures}"
        )
    if triage and not known:
        lines.append("- none of this campaign's findings is known")
    return lines


TIMELINE_ROWS = 12  # report.md shows about this many samples; report.json has them all


def _timeline_lines(timeline: list[dict]) -> list[str]:
    """report.md's table of the campaign over time (fuzz/timeline.py; `fuzz plot` draws it)."""
    if not timeline:
        return []
    step = max(1, -(-len(timeline) // TIMELINE_ROWS))
    shown = timeline[::step]
    if shown[-1] is not timeline[-1]:
        shown.append(timeline[-1])
    kinds = sorted({kind for s in timeline for kind in s.get("coverage", {})})
    lines = [
        "",
        "## Over time",
        "",
        "| elapsed s | kernels | new findings | known findings | "
        + " | ".join(kinds)
        + " |" * bool(kinds),
        "| --- " * (4 + len(kinds)) + "|",
    ]
    for s in shown:
        coverage = [str(s.get("coverage", {}).get(kind, 0)) for kind in kinds]
        cells = [str(s["elapsed"]), str(s["kernels"]), str(s["new"]), str(s["known"]), *coverage]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _activity_lines(summary: dict) -> list[str]:
    """The report's generic counters (CampaignState's): kernel sizes, swarm features,
    enumerated chains, and where the campaign's time went."""
    lines = []
    if split := summary.get("time_split"):
        total = sum(split.values()) or 1.0
        shares = ", ".join(
            f"{what} {seconds:.1f} s ({100 * seconds / total:.0f} %)"
            for what, seconds in split.items()
        )
        lines.append(f"- time: {shares}")
    if shrinking := summary.get("shrinking"):
        lines.append(
            "- finding folders by how they were shrunk (a finding met while shrinking's share "
            "was low waits for it): " + ", ".join(f"{k}: {n}" for k, n in shrinking.items())
        )
    if rotated := summary.get("rotated"):
        examples = summary.get("examples", 0)
        lines.append(
            "- configs on a rotating sample (another calling convention or an emulating "
            "executor of a config that runs every example; each runs about one example in 4): "
            + ", ".join(f"{config}: {n} of {examples}" for config, n in rotated.items())
        )
    for key, title in (("sizes", "kernel sizes"), ("features", "swarm features enabled")):
        if counts := summary.get(key):
            lines.append(f"- {title}: " + ", ".join(f"{k}: {n}" for k, n in counts.items()))
    enumerated, totals = summary.get("enumerated", {}), summary.get("enumeration_totals", {})
    if enumerated or totals:
        lines.append("- enumerated chains walked (fuzz/chains.py), of those this campaign has:")
        lines += [
            f"  - {family}: {enumerated.get(family, 0):,} of {totals.get(family, 0):,}"
            for family in dict.fromkeys([*totals, *enumerated])
            if totals.get(family) or enumerated.get(family)  # not the families out of reach
        ]
    return lines


def finding_backend(cls: str, config: str) -> str:
    """What a finding is grouped under in report.md: its backend, or the oracle, the text
    printer, refimpl, or the external backends that share an `external-frontend` bug."""
    if not one_config(cls, config):
        backends = sorted({part.split("/")[0] for part in config.split("+")})
        return " + ".join(backends)
    return FuzzConfig.from_id(config).backend


def _by_backend_lines(findings: list[dict]) -> list[str]:
    """report.md's grouping: per backend, per class, the distinct (op, dtype) it failed on
    and how often it was seen, so a triager reads distinct bugs, not every signature."""
    groups: dict[str, dict[str, list[dict]]] = {}
    for f in findings:
        cls, config, op, dtype = f["signature"].split("|", 3)
        group = groups.setdefault(finding_backend(cls, config), {})
        group.setdefault(cls, []).append({**f, "op": op, "dtype": dtype})
    if not groups:
        return []
    lines = ["", "## Findings by backend and class", ""]
    for backend in sorted(groups):
        lines.append(f"### {backend}")
        lines.append("")
        for cls in sorted(groups[backend], key=CLASSES.index):
            entries = groups[backend][cls]
            seen = sum(e["occurrences"] for e in entries)
            lines.append(f"- {cls}: {len(entries)} distinct, seen {seen} time(s)")
            for e in entries:
                configs = e["signature"].split("|")[1]
                lines.append(
                    f"  - `{e['op']} {e['dtype']}` on {configs} "
                    f"(seen {e['occurrences']}): {e['path']}"
                )
        lines.append("")
    return lines
