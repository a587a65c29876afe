"""Delta debugging of a hand-written failing kernel: `python -m fuzz minimize KERNEL ...`.

Where this sits: a campaign shrinks its findings with Hypothesis (fuzz/shrink.py), which
needs the choice sequence that generated the kernel. A kernel a compiler engineer wrote or
pasted from a bug report has none, so this module shrinks the kernel *text* instead, with
the same harness and the same notion of "the same bug": a candidate is kept only when
fuzz/harness.py `check_kernel_args` (crash-isolated, in a fuzz/worker.py pool)
still reports a finding with the original's whole signature (class, config, op, dtype).
A finding of one config runs on that config alone; one that several configs share (an
`external-frontend` finding, config `A+B`) runs on those configs and the reference backends
beside them, as the campaign that found it did.

Candidate edits of the kernel graph, tried greedily until none helps or the time is spent:

1. remove one effect — a store, or a whole loop (its END) — together with everything only
   it used (unreachable nodes vanish from the graph);
2. replace a value by one of its operands of the same dtype, or by the constant 0 (a
   broadcast 0 for a vector);
3. shrink a loop's constant trip count to 1, or to half.

Each candidate runs on the inputs `make_args(candidate, seed)` draws — the ones
`python -m refimpl run --seed` and the saved reproducer use (input plans follow the
kernel's ops, so they may differ from the original kernel's inputs) — and the parameters
never change, so the reproducer keeps the original's calling signature. A candidate the
verifier or the oracle rejects (an out-of-bounds index, say), or whose text does not parse
back to it, is simply not taken.
Candidates are ordered by how much they remove; a kept one is strictly smaller by `size`.

The result is written all or nothing (`write_reproducer`): a full disk or a read-only folder
leaves no half-written folder under --out, and is an error, never a "reproducer written".
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from fuzz.choices import simplified
from fuzz.findings import finding_markdown, write_finding
from fuzz.harness import Finding, FuzzConfig, check_kernel_args, safe_text
from fuzz.worker import WorkerPool
from refimpl.dtypes import DType
from refimpl.inputs import make_args
from refimpl.ir import Kernel, Ops, UOp, root_buffer
from refimpl.oracle import OracleError
from refimpl.text import ParseError, parse, print_kernel
from refimpl.verify import verify

# ops whose sources after the first `n` are a list of effects that may be dropped one by one
EFFECT_LISTS = {Ops.SINK: 0, Ops.END: 1, Ops.AFTER: 1}
# nodes that are no computed value: never replaced by an operand or a constant
NOT_VALUES = {
    Ops.PARAM,
    Ops.VAR,
    Ops.REG,
    Ops.CONST,
    Ops.RANGE,
    Ops.AFTER,
    Ops.STORE,
    Ops.END,
    Ops.SINK,
}


@dataclass
class Minimized:
    """The result: the smallest kernel still showing `finding`, and how the search went."""

    kernel: Kernel
    finding: Finding
    tried: int = 0
    kept: int = 0
    elapsed: float = 0.0
    budget_spent: bool = False
    steps: list[str] = field(default_factory=list)  # what each kept edit did
    choices: dict | None = None  # the backends' choices it still needs (fuzz/choices.py)


def size(kernel: Kernel) -> tuple[int, int, int]:
    """What minimizing makes smaller, in this order: graph nodes other than constants, the
    sum of constant loop trip counts, constants (a shorter loop or a 0 may add a constant)."""
    nodes = kernel.sink.toposort()
    trips = sum(int(n.src[0].arg) for n in nodes if n.op is Ops.RANGE and n.src[0].op is Ops.CONST)
    consts = sum(n.op is Ops.CONST for n in nodes)
    return len(nodes) - consts, trips, consts


def rewrite(
    sink: UOp, replace: dict[UOp, UOp | None], renamed: dict[UOp, UOp] | None = None
) -> UOp | None:
    """`sink` with each node of `replace` replaced (None: an effect dropped from every
    effect list). An END left without effects goes too, an AFTER without deps becomes its
    buffer. None when the result is no kernel (no effect left, or a dropped node needed).
    `renamed` (if given) gets new node -> the old node it was rebuilt from, to keep names."""
    new: dict[UOp, UOp | None] = {}
    for node in sink.toposort():
        if node in replace:
            target = replace[node]
            new[node] = new.get(target, target) if target is not None else None
            if renamed is not None and target is not None and target not in new:
                renamed.setdefault(target, node)  # a new node (a shorter loop, a 0)
            continue
        keep = EFFECT_LISTS.get(node.op)
        if keep is None:
            src = [new[s] for s in node.src]
            if any(s is None for s in src):
                return None
            new[node] = node.replace(src=tuple(src))
            if renamed is not None and new[node] is not node:
                renamed.setdefault(new[node], node)
            continue
        fixed = [new[s] for s in node.src[:keep]]
        if any(s is None for s in fixed):
            return None
        effects = [new[s] for s in node.src[keep:] if new[s] is not None]
        if effects or node.op is Ops.SINK:
            new[node] = node.replace(src=tuple(fixed + effects)) if effects else None
            if renamed is not None and new[node] is not None and new[node] is not node:
                renamed.setdefault(new[node], node)
        else:
            new[node] = fixed[0] if node.op is Ops.AFTER else None
    return new[sink]


def _zero(node: UOp) -> UOp:
    zero = UOp.const(node.dtype.scalar, 0)
    return zero if node.dtype.lanes == 1 else UOp(Ops.BROADCAST, node.dtype, (zero,))


def candidates(kernel: Kernel) -> Iterator[tuple[str, dict[UOp, UOp | None]]]:
    """(what it does, replacement map) for every edit of the module docstring, in order."""
    nodes = kernel.sink.toposort()
    names = kernel.names

    def called(n: UOp) -> str:
        if n.op is Ops.STORE:
            buffer = root_buffer(n.src[0])  # a PARAM, or a REG (arg: its id)
            name = buffer.arg[1] if buffer.op is Ops.PARAM else names.get(buffer, "reg")
            return f"a store to %{name}"
        if n.op is Ops.END:
            return f"the loop {called(n.src[0])}"
        return f"%{names[n]}" if n in names else n.op.text

    effects = [n for n in nodes if n.op in (Ops.STORE, Ops.END)]
    for node in reversed(effects):  # outermost (latest) first: a loop goes before its stores
        yield f"removed {called(node)}", {node: None}
    values = [n for n in nodes if n.op not in NOT_VALUES and isinstance(n.dtype, DType)]
    for node in reversed(values):
        for operand in dict.fromkeys(node.src):
            if operand.dtype == node.dtype and operand.op is not Ops.PARAM:
                yield f"replaced {called(node)} by its operand {called(operand)}", {node: operand}
        yield f"replaced {called(node)} by 0", {node: _zero(node)}
    for node in nodes:
        if node.op is Ops.RANGE and node.src[0].op is Ops.CONST and node.src[0].arg > 1:
            bound = node.src[0]
            for trips in dict.fromkeys((1, bound.arg // 2)):
                if trips < bound.arg:
                    yield (
                        f"loop {called(node)}: {bound.arg} -> {trips} trips",
                        {node: node.replace(src=(UOp.const(bound.dtype, trips),))},
                    )


def edited(kernel: Kernel, replace: dict[UOp, UOp | None]) -> Kernel | None:
    """The kernel with one candidate edit, or None when that is no valid kernel."""
    renamed: dict[UOp, UOp] = {}
    sink = rewrite(kernel.sink, replace, renamed)
    if sink is None:
        return None
    # a rebuilt node keeps its author's name (its old node is gone from the graph)
    names = {
        **kernel.names,
        **{n: kernel.names[old] for n, old in renamed.items() if old in kernel.names},
    }
    candidate = Kernel(kernel.name, kernel.params, sink, names, kernel.doc, kernel.locations)
    try:
        verify(candidate)
    except Exception:  # noqa: BLE001 - an edit the verifier rejects is just not a candidate
        return None
    if not _reads_back(candidate):
        return None
    return candidate


def _reads_back(kernel: Kernel) -> bool:
    """Its text parses back to the same text: the reproducer is replayed from its text, and
    a text-format bug must not turn into a reproducer that does not replay."""
    text = print_kernel(kernel)
    try:
        return print_kernel(parse(text)) == text
    except ParseError:
        return False


def minimize(
    kernel: Kernel,
    seed: int,
    configs: Sequence[FuzzConfig],
    signature: str,
    pool: WorkerPool,
    budget: float,
    progress: Callable[[str], None] | None = None,
    choices: dict | None = None,
) -> Minimized | None:
    """Shrink `kernel` while `check_kernel_args` still shows `signature` on `configs` with
    the inputs of `seed`, built with the backends' `choices` ({backend: value}, as a
    reproducer's report.json holds them); then the choices are made as simple as the
    finding allows (fuzz.choices.simplified). None when the kernel itself does not show it."""
    start = time.monotonic()
    deadline = start + budget

    def same_failure(candidate: Kernel, chosen: dict | None) -> Finding | None:
        try:
            args = make_args(candidate, seed)
            found = check_kernel_args(candidate, args, configs, pool, chosen)
        except OracleError:  # the edit made the kernel invalid for these inputs
            return None
        return next((f for f in found if f.signature == signature), None)

    first = same_failure(kernel, choices)
    if first is None:
        return None
    result = Minimized(kernel, first, choices=choices)
    if choices:  # first, so the kernel's edits are tried with as few choices as it needs
        result.choices = simplified(choices, lambda c: same_failure(kernel, c) is not None)
        if result.choices != choices:
            result.finding = same_failure(kernel, result.choices) or first
            result.steps.append(f"choices {choices} -> {result.choices or 'none'}")
            if progress:
                progress(f"minimize: {result.steps[-1]}")
    improved = True
    while improved and not result.budget_spent:
        improved = False
        for what, replace in candidates(result.kernel):
            if time.monotonic() > deadline:
                result.budget_spent = True
                break
            candidate = edited(result.kernel, replace)
            if candidate is None or size(candidate) >= size(result.kernel):
                continue
            result.tried += 1
            finding = same_failure(candidate, result.choices)
            if finding is None:
                continue
            result.kernel, result.finding = candidate, finding
            result.kept += 1
            result.steps.append(what)
            if progress:
                progress(f"minimize: {what} (now {size(candidate)[0]} nodes)")
            improved = True
            break  # the graph changed: enumerate the new kernel's candidates
    result.elapsed = time.monotonic() - start
    return result


def write_reproducer(out: Path, finding: Finding, extra: dict) -> Path:
    """Write `finding` as a finding folder under `out` (fuzz.findings.write_finding), all or
    nothing: it is written into a staging folder inside `out` (the same file system, so the
    last step is one rename) and moved into place complete. On any failure (a full disk, a
    read-only folder) the staging folder goes, and so do the folders this call created, and
    the OSError propagates."""
    created = [p for p in (out, *out.parents) if not p.exists()]  # innermost first
    try:
        out.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(dir=out, prefix=".tmp-minimize-"))
        try:
            staged = write_finding(staging, finding, extra)
            final = out / finding.slug
            n = 1
            while final.exists():
                n += 1
                final = out / f"{finding.slug}-{n}"
            # report.md names the folder it is in: the final one, not the staging one
            data = {**json.loads((staged / "report.json").read_text()), "path": str(final)}
            text = finding_markdown(finding, data, safe_text(finding.case.kernel))
            (staged / "report.md").write_text(text)
            os.rename(staged, final)
            return final
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    except BaseException:
        for folder in created:
            try:
                folder.rmdir()
            except OSError:  # not there, or something else was put in it meanwhile
                pass
        raise
