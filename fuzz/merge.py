"""`python -m fuzz merge`: several campaigns' output folders (shards, or runs on several
machines) united into one, each unique finding once and each example counted once.

Where this sits: fuzz/__main__.py `merge` calls `merge`; it reads what fuzz/state.py,
fuzz/findings.py and fuzz/report.py wrote, and writes a report in the same form.
"""

from __future__ import annotations

import ctypes
import errno
import json
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from fuzz.findings import finding_reports, load_signatures
from fuzz.harness import CLASSES
from fuzz.report import SHRINK_OUTCOMES, _merged_worker_time, how_shrunk, summary_markdown
from fuzz.state import atomic_write, public_mode, ranges, writing
from fuzz.timeline import COVERAGE_FILE, merged_coverage, merged_timeline


class MergeError(Exception):
    """A merge that would misreport its inputs: a missing folder, or folders of different
    kernels (mixed seeds or vocabularies), or an --out it must not replace (one of the
    inputs, inside one or holding one, a file, a folder that is no earlier merge's output)."""


# Example i of a campaign is the kernel generate_case draws from its seed and vocabulary: two
# campaigns share their examples only when both agree. `merge` unites the indices checked
# per stream, (seed, vocabulary as canonical JSON; "null" for everything).
Stream = tuple[int, str]


def _stream(seed: int, vocabulary: dict | None) -> Stream:
    return int(seed), json.dumps(vocabulary, sort_keys=True)


def _describe(stream: Stream) -> str:
    seed, vocabulary = stream
    return f"seed {seed}" + ("" if vocabulary == "null" else f" drawn from {vocabulary}")


@dataclass
class _MergeInput:
    path: Path  # resolved, so a folder named twice (or via `..`) counts once
    streams: dict[Stream, set[int]]  # (seed, vocabulary) -> example indices checked
    campaign: str  # what identifies the campaign: two copies of one shard share it
    report: dict
    occurrences: dict


def _indices(ranges: list) -> set[int]:
    return {i for a, b in ranges for i in range(a, b + 1)}


def _merge_input(folder: Path) -> _MergeInput:
    """A campaign output folder (state.json) or an earlier merge's output (report.json)."""
    if not folder.is_dir():
        raise MergeError(f"{folder}: no such campaign output folder")
    state_path, report_path = folder / "state.json", folder / "report.json"
    report = json.loads(report_path.read_text()) if report_path.exists() else {}
    if state_path.exists():
        state = json.loads(state_path.read_text())
        # a state written before it kept the vocabulary: its report says it
        vocabulary = state.get("vocabulary", report.get("vocabulary"))
        streams = {_stream(state["campaign"]["seed"], vocabulary): _indices(state["done"])}
        campaign = json.dumps([state["campaign"], vocabulary], sort_keys=True)
        return _MergeInput(folder.resolve(), streams, campaign, report, state["occurrences"])
    if "done_by_stream" in report:  # a merged folder merges again
        streams = {
            _stream(entry["seed"], entry["vocabulary"]): _indices(entry["done"])
            for entry in report["done_by_stream"]
        }
    elif "done_by_seed" in report:  # merged before streams were told apart: one vocabulary
        vocabulary = report.get("vocabulary")
        vocabulary = None if isinstance(vocabulary, list) else vocabulary
        streams = {_stream(k, vocabulary): _indices(v) for k, v in report["done_by_seed"].items()}
    else:
        raise MergeError(f"{folder}: not a campaign output folder (no state.json)")
    occurrences = {f["signature"]: f["occurrences"] for f in report["findings"]}
    campaign = json.dumps(sorted((list(k), ranges(v)) for k, v in streams.items()))
    return _MergeInput(folder.resolve(), streams, campaign, report, occurrences)


def _counted(values: list[dict]) -> dict:
    return dict(sum(map(Counter, values), Counter()).most_common())


def _concatenated(values: list[list]) -> list:
    return [x for v in values for x in v]


def _each_once(values: list[list]) -> list:
    return list(dict.fromkeys(x for v in values for x in v))


def _the_same(values: list):
    """A field every shard of one campaign shares; shards that differ keep each value."""
    distinct = [v for i, v in enumerate(values) if v not in values[:i]]
    return distinct[0] if len(distinct) == 1 else distinct


# How merge combines a field of the campaigns' reports that it does not compute itself.
# A field missing here keeps the first campaign's value; tests/test_fuzz_external.py
# checks that every field a campaign reports is listed.
MERGED_FIELDS: dict[str, Callable[[list], object]] = {
    "jobs": sum,
    "kernels_per_second": sum,  # the shards ran side by side
    "kernel_runs_per_second": sum,
    "invalid_kernels": sum,
    "unchecked_examples": sum,
    "worker_restarts": sum,
    "harness_error_count": sum,
    "harness_event_count": sum,
    "unchecked": _concatenated,
    "harness_errors": _concatenated,  # the first few of each campaign
    "harness_events": _concatenated,
    "capability_skips": _counted,  # "backend: reason" -> kernels
    "worker_time_this_run": _merged_worker_time,  # the last run of each shard
    "waived": _counted,
    "paths": _counted,
    "reference_backends": _each_once,
    "vocabulary": _the_same,
    "sizes": _counted,  # kernels per size bucket
    "features": _counted,
    "enumerated": _counted,  # chains done per family: the shards' are disjoint
    "enumeration_totals": _counted,  # chains per family each shard walks: they add up
    "time_split": _counted,  # seconds per activity, over every shard
    "timeline": merged_timeline,  # fuzz/timeline.py: kernels and findings added up
    "known_findings": _the_same,  # what the backends are known for: every shard runs the pins
    "rotated": _counted,  # examples each rotating config ran (fuzz/campaign.py rotating)
}


def merge(
    dirs: list[Path],
    out: Path,
    allow_mixed_seeds: bool = False,
    warn: Callable[[str], None] | None = None,
) -> dict:
    """Copy every unique finding (by signature) of several campaign outputs into `out`.

    Each example is counted once: a folder given twice, two copies of one shard and
    overlapping shards add the indices they checked (state.json `done`) to one set per
    stream (seed and vocabulary, `Stream`). Folders of campaigns with different seeds, or
    with one seed drawn from different vocabularies, are refused (they are different
    kernels) unless `allow_mixed_seeds`, then `warn` is told. Raises MergeError before
    writing.

    `out` changes at once or not at all: the merge is built in a folder beside it, which
    then takes its place (`_put_in_place`), so a merge killed half way leaves `out` as it
    was (and a `.NAME.merging-*` folder beside it, to delete). An `out` that is an earlier
    merge's output keeps its findings."""
    inputs: dict[Path, _MergeInput] = {}
    for d in dirs:
        found = _merge_input(d)
        inputs.setdefault(found.path, found)
    _check_merge_out(out, list(inputs))
    seeds = {seed for m in inputs.values() for seed, _ in m.streams}
    if len({stream for m in inputs.values() for stream in m.streams}) > 1:
        which = ", ".join(
            f"{m.path}: {'; '.join(map(_describe, sorted(m.streams)))}" for m in inputs.values()
        )
        differ = "seeds" if len(seeds) > 1 else "vocabularies (the kernels their backends claim)"
        message = f"the folders come from campaigns with different {differ} ({which})"
        if not allow_mixed_seeds:
            raise MergeError(
                f"{message}; merge each campaign's folders on their own, or pass "
                "--allow-mixed-seeds to report them together"
            )
        (warn or print)(f"merge: warning: {message}; their examples are different kernels")
    done: dict[Stream, set[int]] = {}
    campaigns: dict[str, _MergeInput] = {}  # one folder per campaign: copies count once
    for m in inputs.values():
        for stream, indices in m.streams.items():
            done.setdefault(stream, set()).update(indices)
        best = campaigns.get(m.campaign)
        if best is None or sum(map(len, m.streams.values())) > sum(map(len, best.streams.values())):
            campaigns[m.campaign] = m
    occurrences: Counter = Counter()
    for m in campaigns.values():
        occurrences.update(m.occurrences)

    with writing(out):
        out.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}.merging-"))
    try:
        with writing(out):
            work.chmod(public_mode(0o777))  # mkdtemp makes 0700: others could not read it
            summary = _merge_into(work, out, inputs, campaigns, occurrences, done, seeds)
            _put_in_place(work, out)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return summary


def _check_merge_out(out: Path, inputs: list[Path]) -> None:
    """Refuse an --out whose replacement would destroy what the user has (module doc)."""
    if out.exists() and not out.is_dir():
        raise MergeError(f"--out {out} exists and is not a folder")
    where = out.resolve()
    for folder in inputs:
        if where == folder or where.is_relative_to(folder) or folder.is_relative_to(where):
            raise MergeError(
                f"--out {out} is, holds or is inside the input {folder}: a merge replaces "
                "--out whole; name a new folder"
            )
    if out.is_dir() and any(out.iterdir()):
        report = out / "report.json"
        earlier = report.exists() and "merged" in json.loads(report.read_text())
        if not earlier:
            raise MergeError(
                f"--out {out} is a folder that is no earlier merge's output (it has no merged "
                "report.json); a merge replaces --out whole: name a new folder"
            )


def _merge_into(
    work: Path,
    out: Path,
    inputs: dict[Path, _MergeInput],
    campaigns: dict[str, _MergeInput],
    occurrences: Counter,
    done: dict[Stream, set[int]],
    seeds: set[int],
) -> dict:
    """merge's output, written into the empty folder `work` that becomes `out`."""
    if (out / "findings").is_dir():  # an earlier merge's findings stay
        shutil.copytree(out / "findings", work / "findings", symlinks=True)
    (work / "findings").mkdir(exist_ok=True)
    seen = load_signatures(work / "findings")
    for m in inputs.values():
        for report in finding_reports(m.path / "findings"):
            data = json.loads(report.read_text())
            if data["signature"] in seen:
                continue
            target = work / "findings" / report.parent.name
            n = 1
            while target.exists():
                n += 1
                target = work / "findings" / f"{report.parent.name}-{n}"
            shutil.copytree(report.parent, target, symlinks=True)
            seen[data["signature"]] = target
    by_class: Counter = Counter()
    shrinking: Counter = Counter()
    findings = []
    # how each signature is known (fuzz/triage.py), as the campaigns' reports marked it
    reported = [f for m in inputs.values() for f in m.report.get("findings", [])]
    known = {f["signature"]: f.get("known") for f in reported}
    for path in sorted(set(seen.values())):
        data = json.loads((path / "report.json").read_text())
        by_class[data["cls"]] += 1
        shrinking[how_shrunk(data)] += 1
        findings.append(
            {
                "path": str(out / path.relative_to(work)),  # where it will be
                "signature": data["signature"],
                "summary": data["summary"],
                "occurrences": occurrences.get(data["signature"], 0),
                "known": known.get(data["signature"]),
            }
        )
    reports = [m.report for m in campaigns.values() if m.report]
    examples = sum(map(len, done.values()))
    summary = {
        "seed": sorted(seeds),
        "shard": f"merged {len(inputs)}",
        "budget": {},
        "elapsed": max((r.get("elapsed", 0) for r in reports), default=0),
        "examples": examples,
        "examples_this_run": examples,
        "configs_run": sorted({c for r in reports for c in r.get("configs_run", [])}),
        "configs_skipped": {k: v for r in reports for k, v in r.get("configs_skipped", {}).items()},
        "findings_by_class": {c: by_class[c] for c in CLASSES if by_class[c]},
        "findings": findings,
        "shrinking": {k: shrinking[k] for k in SHRINK_OUTCOMES if shrinking[k]},
        "merged": [str(m.path) for m in inputs.values()],
        "done_by_stream": [
            {"seed": seed, "vocabulary": json.loads(vocabulary), "done": ranges(indices)}
            for (seed, vocabulary), indices in sorted(done.items())
        ],
    }
    for key in dict.fromkeys(k for r in reports for k in r):  # jobs, rates, restarts, ...
        if key not in summary:
            values = [r[key] for r in reports if key in r]
            summary[key] = MERGED_FIELDS.get(key, lambda v: v[0])(values)
    for key in ("kernels_per_second", "kernel_runs_per_second"):
        summary[key] = round(summary.get(key) or 0, 2)
    coverage = merged_coverage([out, *inputs])  # an earlier merge's too
    atomic_write(work / COVERAGE_FILE, json.dumps(coverage.to_json()))
    atomic_write(work / "report.json", json.dumps(summary, indent=2))
    atomic_write(work / "report.md", summary_markdown(summary))
    return summary


RENAME_EXCHANGE = 2  # <linux/fs.h>: renameat2 swaps the two paths, both must exist
AT_FDCWD = -100
_LIBC = ctypes.CDLL(None, use_errno=True)


def _put_in_place(work: Path, out: Path) -> None:
    """`work` becomes `out` in one step: renamed onto a missing or empty `out`, or swapped
    with an existing one (renameat2 RENAME_EXCHANGE, Linux), whose old content then goes.
    Where the swap is not supported, `out` moves aside first: a kill between the two
    renames leaves no `out`, never a half-merged one."""
    try:
        os.rename(work, out)  # onto nothing or an empty folder
        return
    except OSError as e:
        if e.errno not in (errno.ENOTEMPTY, errno.EEXIST):
            raise
    renameat2 = getattr(_LIBC, "renameat2", None)
    exchanged = renameat2 is not None and (
        renameat2(AT_FDCWD, bytes(work), AT_FDCWD, bytes(out), RENAME_EXCHANGE) == 0
    )
    if not exchanged:
        aside = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}.old-"))
        os.replace(out, aside / "old")
        os.rename(work, out)
        work.mkdir()
        os.replace(aside, work / "old")
    shutil.rmtree(work)  # now the old `out`
