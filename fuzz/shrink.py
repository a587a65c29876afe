"""Shrinking a campaign's finding to a small kernel that still shows it.

Where this sits: fuzz/campaign.py calls `shrink_finding` for every new finding before
fuzz/findings.py writes it. Two passes share the finding's budget (--shrink-time):

1. Hypothesis (short: at most HYPOTHESIS_SHARE of the budget): the property that drew the
   example is run again from the same seed with the shrink phase on; it raises while the
   example still shows the finding (its whole signature: class, config, op, dtype), so
   Hypothesis shrinks the kernel's choice sequence — deleting statements, simplifying ops and
   dtypes toward the front of each list — and we keep the last failing example, which is the
   minimal one Hypothesis replays at the end. A smaller kernel showing another bug is not a
   reproducer of this one. Past its share the property raises a BaseException that stops
   Hypothesis at once, and the smallest example so far is kept. An example with explicit
   inputs (an enumerated chain) has no choice sequence and skips this pass.
2. Kernel edits (fuzz/minimize.py `shrink_by_edits`) on that result, with its inputs fixed:
   node deletion, replacement by an operand, a parameter or a constant, dtype and vector
   narrowing, input zeroing, choice removal, for the rest of the budget.

The finding written is the minimal case's own: its signature is recomputed on the minimal
kernel, so it names the op that computes wrongly (an edit may move the blame from a reduce or
a cast onto the wrong op beneath; fuzz/minimize.py `shows`), and the campaign deduplicates by
it. The minimal case keeps explicit inputs unless the inputs its seed draws show the finding
too (then `python -m refimpl run --seed` reproduces it as well).
"""

from __future__ import annotations

import functools
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from hypothesis import Phase, given
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from fuzz.choices import choice_space, only_for
from fuzz.findings import finding_reports, one_config, regenerated
from fuzz.generate import example_seed, example_strategy, hypothesis_settings
from fuzz.harness import (
    Finding,
    FuzzConfig,
    check_cases,
    is_external,
    load_inputs,
    prepare,
    safe_text,
)
from fuzz.minimize import shrink_by_edits, size
from fuzz.strategies import EVERYTHING, FuzzCase, Vocabulary
from fuzz.worker import WorkerPool
from refimpl.text import parse

HYPOTHESIS_SHARE = 0.4  # of a finding's budget, at most, for the Hypothesis pass
EDIT_BATCH = 4  # candidate edits checked per harness call (one compile per config each)


def example_cases(campaign_seed: int, index: int, vocabulary: Vocabulary) -> st.SearchStrategy:
    """What example `index` is drawn from (fuzz/generate.py): its shrink draws from the same,
    swarm features included."""
    return example_strategy(campaign_seed, index, vocabulary)


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
    @given(example_cases(campaign_seed, index, vocabulary))
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
    known: dict | None = None,
    siblings: Sequence[Path] = (),
) -> tuple[Finding, dict]:
    """The smallest finding of example `index` that still shows `finding`, shrunk for up to
    `budget` seconds (0: not at all; module docstring), and what the reproducer says about it.

    Two shortcuts come first, because a tinygrad campaign meets one bug on several backends
    and its compiles are slow: a known finding (`known`, as fuzz/triage.py's `known_as` says
    it) is not shrunk, its pin being its minimal reproducer or its expectations entry
    standing for it; and the minimal
    kernels of `siblings` (finding folders of the same class, op and dtype on other configs)
    are tried first, each one check: one that shows this signature is its reproducer.

    The Hypothesis pass keeps the whole signature (class, config, op, dtype): a smaller kernel
    that shows another bug of the same config is not this finding's reproducer (with two bugs
    in one backend, every reproducer would otherwise end up showing the simpler one). If its
    final minimal case does not show the signature after all, the edits start from the example.
    """
    targets = shown_on(finding, configs)

    deadline = time.monotonic() + budget

    def findings_of(cases: list[FuzzCase]) -> list[list[Finding]]:
        if finding.config in ("text", "refimpl"):  # found before any backend runs
            return [prepare(case)[1].findings for case in cases]
        with pool.until(deadline):  # one slow compile must not take the budget past its end
            return [result.findings for result in check_cases(cases, targets, pool)]

    def same_bug(found: Finding) -> bool:
        return found.signature == finding.signature

    example = finding.case
    chosen = only_for(example.choices, {c.backend for c in targets})

    def reproduces(case: FuzzCase) -> bool:
        case = replace(case, choices=chosen)  # Hypothesis draws the kernel, not the choices
        return any(same_bug(f) for f in findings_of([case])[0])

    original = finding
    extra = {
        "shrunk": False,
        "shrink_tried": 0,
        "original_signature": original.signature,
        "original_kernel": None,
    }
    if budget <= 0:
        extra["not_shrunk"] = (
            "the campaign's time for shrinking was spent (what --time left, or the third of "
            "--time shrinking may take)"
        )
        return finding, extra
    if regenerated(finding):  # the example itself is the reproducer (write_finding)
        return finding, extra
    if known and "pin" in known:
        extra["not_shrunk"] = f"known: pin {known['pin']} is its minimal reproducer"
        return finding, extra
    if known and "expectation" in known:
        extra["not_shrunk"] = f"known: an expectations entry stands for it ({known['expectation']})"
        return finding, extra
    for folder in siblings:
        if (case := sibling_case(folder, finding)) is None:
            continue
        shown = next((f for f in findings_of([case])[0] if same_bug(f)), None)
        if shown is not None:
            shown.case = case
            extra.update(
                shrunk=True,
                shrunk_like=folder.name,
                original_kernel=safe_text(original.case.kernel),
                nodes=[size(example.kernel)[0], size(case.kernel)[0]],
            )
            return shown, extra
    start = replace(example, choices=chosen)
    if example.inputs is None:  # a drawn example: shrink its choice sequence first
        minimal, extra["shrink_tried"] = shrink_case(
            campaign_seed, index, reproduces, budget * HYPOTHESIS_SHARE, vocabulary
        )
        if minimal is not None:
            minimal = replace(minimal, choices=chosen)
            shown = findings_of([minimal])[0]
            if (again := next((f for f in shown if same_bug(f)), None)) is not None:
                start, finding = minimal, again
            else:  # drifted to another bug: the edits start from the example
                extra["shrink_drifted_to"] = sorted({f.signature for f in shown})
    fixed = replace(start, inputs=start.args())  # the edits keep the inputs as the kernel shrinks
    batch = EDIT_BATCH if finding.cls == "mismatch" else 1  # a crash or hang costs its batch
    result = shrink_by_edits(fixed, finding, findings_of, deadline, batch=batch)
    minimal, finding = result.case, result.finding
    if example.inputs is None and result.kept:  # do its seed's inputs show it too?
        drawn = replace(minimal, inputs=None)
        again = next((f for f in findings_of([drawn])[0] if f.signature == finding.signature), None)
        if again is not None:
            minimal, finding = drawn, again
    finding.case = minimal
    extra["shrink_tried"] += result.tried
    if minimal.kernel is not example.kernel or result.kept:
        extra.update(
            shrunk=True,
            original_kernel=safe_text(original.case.kernel),
            shrink_steps=result.steps,
            nodes=[size(example.kernel)[0], size(minimal.kernel)[0]],
        )
    if result.budget_spent:
        extra["shrink_budget_spent"] = True
    return finding, extra


def shown_on(finding: Finding, configs: list[FuzzConfig]) -> list[FuzzConfig]:
    """The configs a candidate must run on to show `finding`: its own config; for an
    `external-frontend` finding the external configs it names and the reference ones (an
    external config it does not name gave no answer, fuzz/harness.py, and each is a slow
    compile); every config for a finding of the oracle or of the kernel itself."""
    if one_config(finding.cls, finding.config):
        return [c for c in configs if c.id == finding.config]
    if finding.cls == "external-frontend":
        named = set(finding.config.split("+"))
        return [c for c in configs if c.id in named or not is_external(c.backend)]
    return configs


def siblings_of(seen: dict[str, Path], signature: str) -> list[Path]:
    """The finding folders (`seen`'s) whose own signature has `signature`'s class, op and
    dtype on another config: the same bug met on another backend, most likely."""
    cls, config, what = _parts(signature)
    found = []
    for path in dict.fromkeys(seen.values()):
        other_cls, other_config, other_what = _parts(_folder_signature(path))
        if (other_cls, other_what) == (cls, what) and other_config != config:
            found.append(path)
    return found


def _parts(signature: str) -> tuple[str, str, str]:
    cls, config, what = signature.split("|", 2)
    return cls, config, what


def sibling_case(folder: Path, finding: Finding) -> FuzzCase | None:
    """A finding folder's minimal case, to run for `finding`: its kernel and inputs, its
    backend's choices given to `finding`'s backend (an -opt sibling's actions); None for a
    folder whose kernel text is no reproducer, or is no minimal kernel: a sibling saved as
    found (a known one, or one met when the share was spent) would stand for this finding
    unshrunk (48004 filed two 86-node kernels "shrunk like" a known sibling)."""
    data = json.loads((folder / "report.json").read_text())
    if data.get("regenerate") or data.get("shrunk") is False:
        return None
    kernel = parse((folder / "kernel.kernel").read_text(), str(folder / "kernel.kernel"))
    choices = dict(data.get("choices") or {})
    theirs, ours = data["config"].split("/")[0], finding.config.split("/")[0]
    if one_config(finding.cls, finding.config) and theirs in choices:
        value = choices.pop(theirs)
        if choice_space(ours) is not None:  # a plain backend takes none: replay refuses them
            choices[ours] = value
    inputs = load_inputs(folder / "inputs.npz")
    return FuzzCase(kernel, data.get("input_seed", 0), inputs, choices or None)


def shrunk_to(seen: dict[str, Path], signature: str) -> str:
    """The signature of the finding folder that shows `signature` (`seen`: signature ->
    folder, as the campaign keeps it): its own, or the minimal one it shrank to."""
    path = seen.get(signature)
    return signature if path is None else _folder_signature(path)


@functools.cache
def _folder_signature(path: Path) -> str:
    return json.loads((path / "report.json").read_text())["signature"]


def shrink_aliases(findings_dir: Path) -> dict[str, Path]:
    """Signature a finding was found with -> its folder, for the folders whose minimal
    signature differs (shrunk by these passes, `shrink_steps`), so a resumed campaign does not
    shrink that bug again each time it meets it."""
    aliases = {}
    for report in finding_reports(findings_dir):
        data = json.loads(report.read_text())
        if "shrink_steps" in data and data.get("original_signature") != data.get("signature"):
            aliases.setdefault(data["original_signature"], report.parent)
    return aliases
