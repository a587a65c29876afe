"""Fuzz campaigns: budgeted, sharded, resumable runs that keep minimized reproducers.

Where this sits: `python -m fuzz campaign` (fuzz/__main__.py) calls `run_campaign`. This
module schedules: it takes the examples of each batch from fuzz/generate.py (which kernel
example i is), checks them with fuzz/harness.py in worker processes (fuzz/worker.py), has
every new finding shrunk (fuzz/shrink.py) and written (fuzz/findings.py), keeps the state
that makes a run resumable (fuzz/state.py) and writes the report (fuzz/report.py), which
tells known findings from new (fuzz/triage.py, its pins run first) and shows what the
campaign covered over time (fuzz/timeline.py). Several campaigns' folders are united by
fuzz/merge.py.

Shrinking never starves the search: each new finding gets --shrink-time, within what is left
of --time and of the third of it that shrinking may take in all (SHRINK_SHARE), paced so that
shrinking has taken at most a third of the time elapsed plus one --shrink-time. A finding
met while the share has less than a whole --shrink-time left is saved as found and waits for
it (_waits, _shrink_later): first found first, once the share has grown its minimal folder
replaces the unshrunk one; one still waiting at the end says why. A finding is deduplicated
by its minimal signature (fuzz/shrink.py): one that shrinks to a known finding's writes no
folder, and its occurrences are counted under that folder's signature.

External backends. When the selected backends include one that is not the project's own
(refimpl.compile.default_backends(): c, llvm, x86), the campaign also runs reference backends
(`reference`, default ["c"]) beside them, so the harness can tell a bug of one external
backend (`mismatch` on it) from one every external backend shares while the reference agrees
with the oracle (`external-frontend`). A kernel a backend's capabilities exclude is skipped on
that backend and counted by reason; a waived [no-contract] is compared under the tolerance
and counted on its own line (fuzz/harness.py).

Never overstating what was checked. An example is done only when its harness call returned
and its findings are on disk. A failed call is tried again, then example by example; an
example that still fails is *unchecked* (state.json, the report, exit status 1) and the
next run tries it again. Worker deaths that no kernel is blamed for (worker.py confirms
every crash on a fresh worker) are listed as harness events. OUT/.lock, an flock held for
the whole run, keeps a second campaign out of the folder (fuzz/state.py).
"""

from __future__ import annotations

import errno
import json
import shutil
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from fuzz.findings import load_signatures, write_finding
from fuzz.generate import chain_record, draw_examples, example_chain, example_seed
from fuzz.harness import (
    CaseResult,
    Finding,
    FuzzConfig,
    capabilities_of,
    check_cases,
    enumerate_configs,
    is_external,
)
from fuzz.report import _worker_time, summarize, summary_markdown
from fuzz.shrink import shrink_aliases, shrink_finding, shrunk_to, siblings_of
from fuzz.state import (
    CampaignState,
    OutputUnwritable,
    atomic_write,
    campaign_lock,
    ranges,
    remove_temporary_files,
    unwritable,
    writing,
)
from fuzz.strategies import (
    EVERYTHING,
    SCALARS_SIMPLE_FIRST,
    FuzzCase,
    Vocabulary,
    enabled_features,
    kernel_nodes,
    size_bucket,
)
from fuzz.timeline import COVERAGE_FILE, Coverage, record
from fuzz.triage import KnownFindings, known_findings
from fuzz.worker import COMPILE_TIMEOUT, RUN_TIMEOUT, WorkerPool, start_fork_server
from refimpl.ir import REDUCE_OPS

# examples per harness call: one compile per config per batch. 16, not 8: on 2 idle cores,
# cold cache, 120 s per campaign, c,llvm,x86 ran 23.8-25.1 kernels/s against 20.8-22.7 and
# the four tinygrad backends 9.4 against 7.3-8.5 (a C compile's start-up and a .so's load
# are paid per batch); measured beside other jobs the tinygrad figures had reversed
BATCH = 16
SHRINK_SHARE = 1 / 3  # of --time, at most, for shrinking findings (_shrink_budget)
MIN_SHRINK = 0.5  # seconds: less is no shrink (one harness call), the finding is saved as found
PROGRESS_EVERY = 10.0  # seconds between progress lines when stdout is not a terminal
ROTATION = 4  # a rotating config runs one example in this many (rotating)
# Executors that run the code the native executor runs, at several times its cost: unicorn
# emulates each instruction, qemu-user starts a process per run.
REPEATING_EXECUTORS = frozenset({"qemu", "unicorn"})
HARNESS_ATTEMPTS = 2  # tries of a batch's harness call before its examples are tried alone


@dataclass
class CampaignSpec:
    out: Path
    seed: int = 0
    time_budget: float | None = None  # seconds
    count: int | None = None  # examples in the whole campaign (all shards)
    jobs: int = 1
    shard: tuple[int, int] = (0, 1)  # (K, N): this run does examples with i % N == K
    backends: list[str] | None = None
    shrink_time: float = 30.0
    batch: int = BATCH
    run_timeout: float = RUN_TIMEOUT  # seconds per kernel run before its worker is killed
    compile_timeout: float = COMPILE_TIMEOUT  # seconds per batch compile (and the budget's
    # rest plus worker.COMPILE_GRACE at most)
    reference: list[str] | None = None  # None: ["c"] when an external backend is selected
    chains: bool = True  # the enumerated chains first (fuzz/chains.py, fuzz/generate.py)
    rotate: bool = True  # the repeating configs on one example in ROTATION (rotating)
    # what tells known findings from new ones (fuzz/triage.py): None, the backends' defaults
    expectations: Path | None = None
    pins: Path | None = None

    def reference_backends(self) -> list[str]:
        """The project's backends run beside external ones, to classify their findings."""
        if self.reference is not None:
            return [b for b in self.reference if b not in (self.backends or [])]
        if self.backends and any(is_external(b) for b in self.backends):
            return [] if any(not is_external(b) for b in self.backends) else ["c"]
        return []

    def all_backends(self) -> list[str] | None:
        """What the campaign runs: the selected backends and the reference ones."""
        if self.backends is None:
            return None
        return [*self.backends, *self.reference_backends()]

    def vocabulary(self) -> Vocabulary:
        """What its kernels may use: what some selected backend claims (a campaign of only
        tinygrad's backends draws no bf16/fp8 and no fold they lack), everything when none
        is selected or one claims it all."""
        claims = [c for c in map(capabilities_of, self.backends or []) if c is not None]
        if not claims:
            return EVERYTHING
        dtypes = frozenset().union(*(c.dtypes for c in claims))
        reduce_ops = frozenset().union(*(c.reduce_ops for c in claims))
        narrowed = Vocabulary(
            dtypes if dtypes < {d.name for d in SCALARS_SIMPLE_FIRST} else None,
            reduce_ops if reduce_ops < {op.text for op in REDUCE_OPS} else None,
            pre_optimizer=any(c.optimizes_kernels for c in claims),
        )
        return narrowed

    def key(self) -> dict:
        """What must match for a re-run to resume this campaign's state."""
        key = {
            "seed": self.seed,
            "shard": list(self.shard),
            "count": self.count,
            "backends": self.backends,
            "time": self.time_budget,
            "chains": self.chains,  # whether even examples are chains: what example i is
        }
        if reference := self.reference_backends():
            key["reference"] = reference
        return key


def shard_indices(spec: CampaignSpec) -> Iterator[int]:
    k, n = spec.shard
    i = k
    while spec.count is None or i < spec.count:
        yield i
        i += n


class Progress:
    def __init__(self, stream=sys.stderr):
        self.stream = stream
        self.tty = stream.isatty()
        self.last = 0.0

    def update(self, text: str, force: bool = False) -> None:
        now = time.monotonic()
        if self.tty:
            self.stream.write("\r\x1b[2K" + text)
            self.stream.flush()
        elif force or now - self.last >= PROGRESS_EVERY:
            self.stream.write(text + "\n")
            self.stream.flush()
            self.last = now

    def done(self) -> None:
        if self.tty:
            self.stream.write("\n")


class NothingToRun(Exception):
    """No config of a selected backend runs on this machine (the message says why each
    does not)."""


def run_campaign(spec: CampaignSpec, log: Callable[[str], None] | None = None) -> dict:
    """Run (or resume) a campaign; returns the summary written to OUT/report.json.
    Raises CampaignLocked when another campaign is writing to the same folder,
    OutputUnwritable when the folder cannot be written (module docstring), and NothingToRun
    when none of the selected backends runs here."""
    out = spec.out
    if out.exists() and not out.is_dir():
        raise unwritable(out, OSError(errno.ENOTDIR, "it exists and is not a folder"))
    with writing(out):
        out.mkdir(parents=True, exist_ok=True)
    with campaign_lock(out):
        return _run_locked(spec)


def _run_locked(spec: CampaignSpec) -> dict:
    out = spec.out
    findings_dir = out / "findings"
    with writing(findings_dir):
        findings_dir.mkdir(exist_ok=True)
        remove_temporary_files(out)
    state_path = out / "state.json"
    state = CampaignState.load(state_path, spec)
    configs, skipped = enumerate_configs(spec.all_backends())
    if spec.backends and not any(c.backend in spec.backends for c in configs):
        # the reference backends alone would check nothing the user asked for, for the whole
        # budget (a misspelt --backends, or an extra not installed)
        raise NothingToRun(
            "none of the selected backends runs here: "
            + "; ".join(f"{name}: {why}" for name, why in skipped.items())
        )
    seen = {**shrink_aliases(findings_dir), **load_signatures(findings_dir)}
    progress = Progress()
    started = time.monotonic()
    elapsed_before = state.elapsed
    examples_before = state.examples
    restarts_before = state.worker_restarts

    def elapsed() -> float:
        return elapsed_before + time.monotonic() - started

    def save_state(durable: bool) -> None:
        state.elapsed = elapsed()
        atomic_write(state_path, json.dumps(state.to_json(spec)), durable)

    def spent(activity: str, seconds: float) -> None:
        state.time_split[activity] = state.time_split.get(activity, 0.0) + seconds

    def draw(indices: list[int]) -> dict[int, FuzzCase | Exception]:
        began = time.monotonic()
        try:
            return draw_examples(spec, indices)
        finally:
            spent("generate", time.monotonic() - began)

    def status() -> str:
        rate = (state.examples - examples_before) / max(time.monotonic() - started, 1e-9)
        unchecked = f", {len(state.unchecked)} unchecked" if state.unchecked else ""
        return (
            f"fuzz {spec.shard[0]}/{spec.shard[1]}: {state.examples} kernels, "
            f"{rate:.1f}/s, {len(set(seen.values()))} findings, {state.invalid} invalid"
            f"{unchecked}, {elapsed():.0f}s"
        )

    # an example left unchecked by an earlier run is not done: this run tries it again
    todo = _Lookahead(i for i in shard_indices(spec) if i not in state.done)
    drawn: dict[int, FuzzCase | Exception] = {}  # examples generated ahead of their batch
    backends = {config.backend for config in configs}
    # a compile still running when the budget is spent is stopped soon after (worker.py)
    budget_end = None if spec.time_budget is None else started + spec.time_budget - elapsed_before
    if configs:  # the fork server's imports and the first batch's generation overlap
        start_fork_server(backends)
        drawn.update(draw(todo.peek(_batch_size(spec, elapsed(), 0.0, 0))))
    with WorkerPool(
        spec.jobs, spec.compile_timeout, spec.run_timeout, backends, budget_end
    ) as pool:
        began = time.monotonic()
        known, _ = known_findings(
            spec.backends or sorted(backends), configs, pool, spec.expectations, spec.pins
        )
        spent("pins", time.monotonic() - began)
        coverage = Coverage.load(out / COVERAGE_FILE)

        def sample(force: bool = False) -> None:
            new_and_known = known.new_and_known(seen)
            record(
                out,
                state.timeline,
                coverage,
                pool.reached,
                elapsed(),
                state.examples,
                new_and_known,
                force,
            )

        def shrinking() -> float:
            return state.time_split.get("shrink", 0.0)

        # findings saved as found while shrinking's share was low, first found first: each
        # is shrunk once the share has room for a whole --shrink-time again (_waits)
        waiting: deque[tuple[int, Finding, Path]] = deque()

        while configs:
            while waiting and _shrink_budget(spec, elapsed(), shrinking()) >= _full_shrink(spec):
                began = time.monotonic()
                try:
                    _shrink_later(
                        spec, *waiting.popleft(), configs, pool, seen, findings_dir, known
                    )
                except OutputUnwritable:
                    raise
                except Exception as e:  # noqa: BLE001 - it stays saved as found
                    state.harness_error(f"shrinking a saved finding failed: {_why(e)}")
                finally:
                    spent("shrink", time.monotonic() - began)
                save_state(durable=False)
            size = _batch_size(
                spec, elapsed(), time.monotonic() - started, state.examples - examples_before
            )
            if size == 0:
                break
            batch = todo.take(size)
            if not batch:
                break
            upcoming = todo.peek(size)  # the next batch, if it has this one's size

            def draw_upcoming(upcoming=upcoming) -> None:
                drawn.update(draw([i for i in upcoming if i not in drawn]))

            began, generating = time.monotonic(), state.time_split.get("generate", 0.0)
            results = _check_examples(spec, batch, configs, pool, state, drawn, draw_upcoming, draw)
            generated = state.time_split.get("generate", 0.0) - generating
            spent("check", time.monotonic() - began - generated)
            for index, result in results.items():
                try:
                    for finding in result.findings:
                        if finding.signature not in seen:
                            shrink = _shrink_budget(spec, elapsed(), shrinking())
                            waits = _waits(spec, shrink, elapsed(), known, finding)
                            began = time.monotonic()
                            try:
                                path = _record(
                                    spec,
                                    index,
                                    finding,
                                    configs,
                                    pool,
                                    seen,
                                    findings_dir,
                                    0.0 if waits else shrink,
                                    known,
                                    {"not_shrunk": WAITING, "waiting": True} if waits else None,
                                )
                            finally:  # a waiting finding's folder is filed, not shrunk
                                spent("check" if waits else "shrink", time.monotonic() - began)
                            if waits and path is not None:
                                waiting.append((index, finding, path))
                            if path is not None:
                                progress.update(f"new finding: {path.name}", force=True)
                                if progress.tty:
                                    progress.stream.write("\n")
                except OutputUnwritable:
                    raise  # the folder's fault, not the example's: the campaign cannot go on
                except Exception as e:  # noqa: BLE001 - shrinking/writing failed: check it again
                    _unchecked(state, [index], f"recording its finding failed: {_why(e)}")
                    save_state(durable=False)
                    continue
                state.examples += 1
                state.unchecked.pop(index, None)
                state.done.add(index)
                state.sizes[size_bucket(kernel_nodes(result.case.kernel))] += 1
                if result.case.inputs is None:  # a drawn example, not an enumerated chain
                    state.features.update(enabled_features(result.case.features))
                if (chain := example_chain(spec, index)) is not None:
                    state.enumerated[chain.family] += 1
                # counted under the signature of the folder that shows it (a minimal one)
                state.occurrences.update(shrunk_to(seen, f.signature) for f in result.findings)
                state.capability_skips.update(result.skipped)
                state.waived.update(result.waived)
                state.paths.update(result.paths)
                if spec.rotate:
                    state.rotated.update(
                        c.id
                        for c in configs
                        if rotating(c, configs) and runs_on(spec, index, c, configs)
                    )
                if result.invalid:
                    state.invalid += 1
                    state.errors.append(f"example {index}: {result.invalid}")
                # its findings are on disk: a full disk from here on costs the next one only
                save_state(durable=False)
            for result in results.values():
                coverage.add_kernel(result.case.kernel)
            sample()
            for event in pool.take_events():
                state.harness_event(f"examples {_span(batch)}: {event}")
            state.worker_restarts = restarts_before + pool.restarts
            save_state(durable=True)
            progress.update(status())
        if configs:
            sample(force=True)
            save_state(durable=True)
    progress.update(status(), force=True)
    progress.done()
    summary = summarize(
        spec, state, configs, skipped, seen, examples_before, time.monotonic() - started, known
    )
    summary["worker_time_this_run"] = _worker_time(pool.time_by_compile, configs)
    atomic_write(out / "report.json", json.dumps(summary, indent=2))
    atomic_write(out / "report.md", summary_markdown(summary))
    return summary


def _batch_size(spec: CampaignSpec, elapsed: float, this_run: float, checked: int) -> int:
    """Examples in the next harness call: spec.batch, but no more than the time budget has
    room for at this run's pace so far (0: the budget is spent), so a --time campaign ends
    within its budget and about one kernel."""
    if spec.time_budget is None:
        return spec.batch
    left = spec.time_budget - elapsed
    if left <= 0:
        return 0
    if checked == 0:
        return min(spec.batch, spec.jobs)  # no pace yet: one example per worker
    return max(1, min(spec.batch, int(left * checked / this_run)))


def _shrink_budget(spec: CampaignSpec, elapsed: float, shrinking: float = 0.0) -> float:
    """Seconds a new finding may be shrunk: --shrink-time, within what is left of --time and
    of its share for shrinking (SHRINK_SHARE), given the seconds `shrinking` took so far:
    shrinking never starves the search (past the share, findings are saved as found). The
    share is paced: of the time elapsed, shrinking may have taken its share plus one
    --shrink-time, so the many findings of a campaign's first minutes cannot spend the whole
    campaign's share before the search has gone far."""
    if spec.time_budget is None:
        return spec.shrink_time
    share = min(spec.time_budget, elapsed + spec.shrink_time / SHRINK_SHARE) * SHRINK_SHARE
    share_left = share - shrinking
    seconds = min(spec.shrink_time, spec.time_budget - elapsed, share_left)
    return seconds if seconds >= MIN_SHRINK else 0.0  # too little to shrink: say so


def _full_shrink(spec: CampaignSpec) -> float:
    """The budget a new finding is shrunk with at once: --shrink-time, or all of shrinking's
    share when --time is shorter than three of them."""
    if spec.time_budget is None:
        return spec.shrink_time
    return min(spec.shrink_time, spec.time_budget * SHRINK_SHARE)


def _waits(
    spec: CampaignSpec, budget: float, elapsed: float, known: KnownFindings | None, finding
) -> bool:
    """Is a new finding saved as found now and shrunk later? When the paced share has less
    than a whole shrink left while the campaign has more than one left to run: a few seconds
    got the large kernels of 47004 nowhere (11 of its minimal kernels above 25 nodes were
    met with 2-15 s of share left), where waiting for the share to grow costs only the wait.
    A known finding is never shrunk, so it never waits."""
    if spec.time_budget is None or budget >= _full_shrink(spec):
        return False
    if known is not None and known.known_as(finding.signature) is not None:
        return False
    return spec.time_budget - elapsed > _full_shrink(spec)


WAITING = (
    "saved as found: shrinking's share (the third of --time, paced) had less than a whole "
    "--shrink-time left when it was met, and the campaign ended before the share had room "
    "for it (findings waiting for it are shrunk first found first)"
)


def _shrink_later(
    spec: CampaignSpec,
    index: int,
    finding: Finding,
    path: Path,
    configs: list[FuzzConfig],
    pool: WorkerPool,
    seen: dict,
    findings_dir: Path,
    known: KnownFindings | None,
) -> None:
    """Shrink a finding saved as found at `path` (_waits) and put the minimal one in its
    place: the new folder is written before the old one goes, so a kill leaves one of them
    at least; the signatures that named the old folder name the new one (or the known
    finding it shrank to)."""
    names = [signature for signature, folder in seen.items() if folder == path]
    for signature in names:
        del seen[signature]
    later = {"shrunk_later": True}
    new = _record(
        spec, index, finding, configs, pool, seen, findings_dir, _full_shrink(spec), known, later
    )
    target = new if new is not None else seen[finding.signature]
    for signature in names:
        seen[signature] = target
    with writing(findings_dir):
        shutil.rmtree(path)


class _Lookahead:
    """An iterator of example indices that can show what comes next without taking it."""

    def __init__(self, indices: Iterator[int]):
        self.indices = indices
        self.ahead: deque[int] = deque()

    def peek(self, n: int) -> list[int]:
        while len(self.ahead) < n and (index := next(self.indices, None)) is not None:
            self.ahead.append(index)
        return list(self.ahead)[:n]

    def take(self, n: int) -> list[int]:
        taken = self.peek(n)
        for _ in taken:
            self.ahead.popleft()
        return taken


def _check_examples(
    spec: CampaignSpec,
    batch: list[int],
    configs: list[FuzzConfig],
    pool: WorkerPool,
    state: CampaignState,
    drawn: dict[int, FuzzCase | Exception] | None = None,
    meanwhile: Callable[[], None] | None = None,
    draw: Callable[[list[int]], dict[int, FuzzCase | Exception]] | None = None,
) -> dict[int, CaseResult]:
    """Results of the examples the harness could check; the others go to `state.unchecked`.

    Examples come from `drawn` (generated ahead) or are generated now. `meanwhile` (the
    next batch's generation) runs while the workers check this one, once.
    A failed harness call is tried again; if the batch keeps failing, each example is tried
    alone, so one example that breaks the harness costs only itself."""
    drawn = {} if drawn is None else drawn
    draw = draw or (lambda indices: draw_examples(spec, indices))
    drawn.update(draw([i for i in batch if i not in drawn]))
    cases: dict[int, FuzzCase] = {}
    for index in batch:
        case = drawn.pop(index)
        if isinstance(case, Exception):
            _unchecked(state, [index], f"generating it failed: {_why(case)}")
        else:
            cases[index] = case

    last_error = [""]
    pending_work = [meanwhile] if meanwhile is not None else []

    def once() -> None:
        while pending_work:
            pending_work.pop()()

    def attempt(indices: list[int]) -> dict[int, CaseResult] | None:
        try:
            results = check_cases(
                [cases[i] for i in indices],
                configs,
                pool,
                once,
                lambda k, config: runs_on(spec, indices[k], config, configs),
            )
        except Exception as e:  # noqa: BLE001 - a harness bug must not end the campaign
            last_error[0] = _why(e)
            state.harness_error(f"examples {_span(indices)}: {last_error[0]}")
            return None
        return dict(zip(indices, results, strict=True))

    indices = list(cases)
    for _ in range(HARNESS_ATTEMPTS):
        results = attempt(indices)
        if results is not None:
            return results
    checked: dict[int, CaseResult] = {}
    for index in indices if len(indices) > 1 else []:
        checked.update(attempt([index]) or {})
    failed = [i for i in indices if i not in checked]
    _unchecked(state, failed, last_error[0])
    return checked


def rotating(config: FuzzConfig, configs: list[FuzzConfig]) -> bool:
    """Is `config` on the rotating sample? A config that repeats another's compile with only
    the calling convention changed (the win64 variants: the same selection and allocation,
    another prologue and argument registers), or runs that compile's code on an emulating
    executor (REPEATING_EXECUTORS), costs as much per kernel as the config it repeats, or
    more, and what it checks beyond it (the convention, the executor) any kernel shows: it
    runs on one example in ROTATION, as long as a config of the same backend and target runs
    every example."""
    return repeats(config) and any(
        not repeats(c) and (c.backend, c.target) == (config.backend, config.target) for c in configs
    )


def repeats(config: FuzzConfig) -> bool:
    return config.abi != "sysv" or config.executor in REPEATING_EXECUTORS


def runs_on(spec: CampaignSpec, index: int, config: FuzzConfig, configs: list[FuzzConfig]) -> bool:
    """Does example `index` run on `config`? Every config runs every example, but a rotating
    one runs one example in ROTATION, chosen by the example's own seed (so shards and
    resumes agree, and chains and random examples alike are sampled)."""
    if not (spec.rotate and rotating(config, configs)):
        return True
    return example_seed(spec.seed, index) % ROTATION == 0


def _unchecked(state: CampaignState, indices: list[int], reason: str) -> None:
    for index in indices:
        state.unchecked[index] = reason


def _why(error: Exception) -> str:
    return f"harness error {type(error).__name__}: {error}"


def _span(indices: list[int]) -> str:
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in ranges(set(indices)))


def _record(
    spec: CampaignSpec,
    index: int,
    finding: Finding,
    configs: list[FuzzConfig],
    pool: WorkerPool,
    seen: dict,
    findings_dir: Path,
    shrink_time: float | None = None,
    known: KnownFindings | None = None,
    noted: dict | None = None,
) -> Path | None:
    """Shrink a new finding for up to `shrink_time` seconds (default spec.shrink_time; 0:
    it is saved as found, the report says why; fuzz/shrink.py), write it, and remember its
    signature. A finding whose minimal signature is a known one's is that finding: nothing
    is written (None), and its signature is remembered as shrinking to it (`shrunk_to`).
    `noted`: fields for its report.json (why it waits, or that it was shrunk later)."""
    extra = {
        "example": index,
        "seed": spec.seed,
        "campaign_configs": [c.id for c in configs],
    }
    if (vocabulary := spec.vocabulary().to_json()) is not None:
        extra["vocabulary"] = vocabulary  # what the examples were drawn from (replay needs it)
    shrink_time = spec.shrink_time if shrink_time is None else shrink_time
    if (chain := example_chain(spec, index)) is not None:
        extra["chain"] = chain_record(spec, chain)  # shrunk by kernel edits alone (shrink.py)
    original = finding.signature
    known_as = known.known_as(original) if known is not None else None
    began = time.monotonic()
    finding, shrinking = shrink_finding(
        finding,
        configs,
        pool,
        shrink_time,
        known=known_as,
        siblings=siblings_of(seen, original),
    )
    extra.update(shrinking, shrink_seconds=round(time.monotonic() - began, 2), **(noted or {}))
    if finding.signature in seen:  # the same bug as a known finding, once minimal
        seen.setdefault(original, seen[finding.signature])
        return None
    path = write_finding(findings_dir, finding, extra)
    seen[finding.signature] = path
    seen.setdefault(original, path)
    return path


def result_findings(results: list[CaseResult]) -> list[Finding]:
    return [f for r in results for f in r.findings]
