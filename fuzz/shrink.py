"""Shrinking a campaign's finding to a small kernel that still shows it.

Where this sits: fuzz/campaign.py calls `shrink_finding` for every new finding before
fuzz/findings.py writes it, with the finding's budget (--shrink-time). The shrinking is
fuzz/minimize.py's kernel edits (`shrink_by_edits`) on the example, with its inputs fixed:
parameters dropped, node deletion, replacement by an operand, a parameter, a constant or the
value itself, one loop trip alone, dtype and vector narrowing, input zeroing, choice
removal.

A Hypothesis pass came first until campaign 50001: re-running the example's property from
its seed with the shrink phase on. Measured on six of that campaign's findings (30 s each),
the edits alone reached kernels as small or smaller (128 -> 15 where Hypothesis's share left
128 and 59; 51 -> 8 where it left 17) in 2-23 s where the two passes took 13-36 s: each
Hypothesis candidate is a whole new draw, compiled on a slow external compiler.

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
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from fuzz.choices import choice_space, only_for
from fuzz.findings import finding_reports, one_config, regenerated
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
from fuzz.strategies import FuzzCase
from fuzz.worker import WorkerPool
from refimpl.text import parse

EDIT_BATCH = 4  # candidate edits checked per harness call (one compile per config each)


def shrink_finding(
    finding: Finding,
    configs: list[FuzzConfig],
    pool: WorkerPool,
    budget: float,
    known: dict | None = None,
    siblings: Sequence[Path] = (),
) -> tuple[Finding, dict]:
    """The smallest finding that still shows `finding` (whose case is its example), shrunk for up to
    `budget` seconds (0: not at all; module docstring), and what the reproducer says about it.

    Two shortcuts come first, because a tinygrad campaign meets one bug on several backends
    and its compiles are slow: a known finding (`known`, as fuzz/triage.py's `known_as` says
    it) is not shrunk, its pin being its minimal reproducer or its expectations entry
    standing for it; and the minimal
    kernels of `siblings` (finding folders of the same class, op and dtype on other configs)
    are tried first, each one check: one that shows this signature is its reproducer.

    The edits keep the whole signature (class, config, op, dtype) where they keep the
    computation: a smaller kernel that shows another bug of the same config is not this
    finding's reproducer (with two bugs in one backend, every reproducer would otherwise end
    up showing the simpler one).
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
