"""Shrinking a campaign's finding to a small kernel that still shows it.

Where this sits: fuzz/campaign.py calls `shrink_finding` for every new finding before
fuzz/findings.py writes it.

Shrinking (Hypothesis): the property that drew the example is run again from the same seed
with the shrink phase on; it raises while the example still shows the finding (its whole
signature: class, config, op, dtype), so Hypothesis shrinks the kernel's choice sequence —
deleting statements, simplifying ops and dtypes toward the front of each list — and we keep
the last failing example, which is the minimal one Hypothesis replays at the end. A smaller
kernel showing another bug is not a reproducer of this one. Shrinking has a time budget per
finding; past it the property raises a BaseException that stops Hypothesis at once, and the
smallest example so far is kept.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from hypothesis import Phase, given
from hypothesis import seed as hypothesis_seed

from fuzz.findings import one_config, regenerated
from fuzz.generate import example_seed, hypothesis_settings
from fuzz.harness import Finding, FuzzConfig, check_cases, prepare, safe_text
from fuzz.strategies import EVERYTHING, FuzzCase, Vocabulary, fuzz_cases
from fuzz.worker import WorkerPool


class _StillFails(Exception):
    pass


class _BudgetSpent(BaseException):
    """Stops Hypothesis outright: not an Exception, so it is not a test failure to shrink."""


def shrink_case(
    campaign_seed: int,
    index: int,
    reproduces: Callable[[FuzzCase], bool],
    budget: float,
    vocabulary: Vocabulary = EVERYTHING,
) -> tuple[FuzzCase | None, int]:
    """The minimal case Hypothesis finds that still `reproduces`, and how many were tried."""
    deadline = time.monotonic() + budget
    failing: list[FuzzCase] = []
    tried = 0

    @hypothesis_settings([Phase.generate, Phase.shrink])
    @hypothesis_seed(example_seed(campaign_seed, index))
    @given(fuzz_cases(vocabulary=vocabulary))
    def still_fails(case: FuzzCase) -> None:
        nonlocal tried
        if time.monotonic() > deadline:
            # merely passing would let the shrinker try every remaining candidate (each a
            # kernel draw): seconds past the budget
            raise _BudgetSpent
        tried += 1
        if reproduces(case):
            failing.append(case)
            raise _StillFails

    try:
        still_fails()
    except (_BudgetSpent, Exception):  # noqa: BLE001 - _StillFails (shrinking done) or Flaky
        pass
    return (failing[-1] if failing else None), tried


def shrink_finding(
    campaign_seed: int,
    index: int,
    finding: Finding,
    configs: list[FuzzConfig],
    pool: WorkerPool,
    budget: float,
    vocabulary: Vocabulary = EVERYTHING,
) -> tuple[Finding, dict]:
    """The smallest finding of example `index` that still shows `finding`'s signature, shrunk
    for up to `budget` seconds (0: not at all), and what the reproducer says about it.

    A shrink keeps the whole signature (class, config, op, dtype): a smaller kernel that
    shows another bug of the same config is not this finding's reproducer (with two bugs
    in one backend, every reproducer would otherwise end up showing the simpler one). If the
    final minimal case does not show the signature after all, the unshrunk example is kept.
    """
    targets = (
        [c for c in configs if c.id == finding.config]
        if one_config(finding.cls, finding.config)
        else configs
    )

    def findings_of(case: FuzzCase) -> list[Finding]:
        if finding.config in ("text", "refimpl"):  # found before any backend runs
            return prepare(case)[1].findings
        return check_cases([case], targets, pool)[0].findings

    def same_bug(found: Finding) -> bool:
        return found.signature == finding.signature

    def reproduces(case: FuzzCase) -> bool:
        return any(same_bug(f) for f in findings_of(case))

    original = finding
    extra = {
        "shrunk": False,
        "shrink_tried": 0,
        "original_signature": original.signature,
        "original_kernel": None,
    }
    if budget <= 0:
        extra["not_shrunk"] = "the campaign's time budget was spent"
    elif not regenerated(finding):  # else the example itself is the reproducer (write_finding)
        minimal, extra["shrink_tried"] = shrink_case(
            campaign_seed, index, reproduces, budget, vocabulary
        )
        shown = findings_of(minimal) if minimal is not None else []
        shrunk = next((f for f in shown if same_bug(f)), None)
        if shrunk is not None:
            finding = shrunk
            extra.update(shrunk=True, original_kernel=safe_text(original.case.kernel))
        elif minimal is not None:  # drifted to another bug: keep the example unshrunk
            extra["shrink_drifted_to"] = sorted({f.signature for f in shown})
    return finding, extra
