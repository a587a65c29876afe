"""Kernel edits that shrink a failing kernel: how a campaign shrinks its findings, and
`python -m fuzz minimize KERNEL ...` for a hand-written one.

Where this sits: a campaign shrinks each new finding's example with `shrink_by_edits`
(fuzz/shrink.py); `minimize` applies the same edits to a kernel a compiler engineer wrote or
pasted from a bug report.
A candidate runs on the same harness (fuzz/harness.py, crash-isolated in a fuzz/worker.py pool)
and is kept when it still shows the bug (`shows`).

Candidate edits, tried greedily (a pass over the list, resumed where the last kept edit was,
repeated until a pass keeps nothing or the time is spent):

0. with explicit inputs, drop the parameters nothing uses (and their inputs), the others
   renumbered;
1. remove effects — a store, or a whole loop (its END) — together with everything only they
   used (unreachable nodes vanish from the graph): first halves, quarters and eighths of the
   effect list (delta debugging's chunks: a finding's large kernel mostly computes what the
   bug does not need, and each candidate is a compile, a slow one on an external compiler),
   then one effect at a time;
2. with explicit inputs, bring a mismatch's first wrong element to the front: run the loop
   trip that computes it alone, every buffer's block of that trip swapped with the first
   (an enumerated chain's loop walks its edge values block by block, and the one wrong
   element is seldom in the first trip), and narrow the vector stores to its lane;
   narrow a vector store to a scalar one: the stored value's first lane, computed by scalar
   ops (a vector load becomes a scalar load of its first element, a broadcast its scalar);
3. replace a value by one of its operands of the same dtype, or by an operand's operand
   (a round trip of casts or bitcasts around the wrong value);
4. replace a value by a parameter (a load of element 0 of an input buffer of its dtype) or a
   constant (0, and NaN for a float; a broadcast one for a vector); with explicit inputs,
   replace a value computed once (outside every loop), or a scalar parameter, by what it is
   on those inputs, a constant (C-Reduce's "replace an expression by its value"): the ops
   and loads beneath it go. No constant edit leaves a stored value, or the op at fault,
   computed from constants alone: a compiler folds that at compile time, another code path
   and often another bug;
5. shrink a loop's constant trip count to 1, or to half; a loop of one trip becomes its
   body, the counter 0; run one trip of a loop alone, its counter a constant — for a
   mismatch the trip whose store writes the first wrong element, for a crash each trip of a
   short loop, else the last and middle ones;
6. with explicit inputs only: narrow a dtype — every f64/f16/bf16/fp8 of the kernel becomes
   f32, every other integer i32, parameters, constants and inputs converted alike, casts that
   became no-ops dropped — and simplify the inputs: zero a buffer, or a part of it;
7. simplify the backends' choices (fuzz.choices.simplified), first.

What "still shows the bug" means (`shows`): an edit that keeps the kernel's computation keeps
the finding's whole signature (class, config, op, dtype), so a smaller kernel that shows
another bug of the same backend is not taken. An edit that narrows a dtype or a vector keeps
class, config and op, and the dtype may become the narrowed one; replacing a value by its
operand keeps class and config, and the blame may move to that operand: when the operand is
wrong already, the op that computes wrongly is upstream, and the signature, recomputed on the
minimal kernel, names it (not a reduce or cast around it). Both apply to value findings
(mismatch, external-frontend); every other class keeps its whole signature. `minimize`
(strict) keeps the whole signature for every edit, as its --signature promises.

Each candidate runs on its own inputs: explicit ones (the campaign's: the example's inputs,
kept fixed while the kernel shrinks, since parameters do not change except by narrowing) or
`make_args(candidate, seed)` — the ones `python -m refimpl run --seed` and the saved
reproducer use (input plans follow the kernel's ops, so they may differ from the original
kernel's inputs). A candidate the verifier or the oracle rejects (an out-of-bounds index,
say), or whose text does not parse back to it, is simply not taken. A kept candidate is
strictly smaller by `weight`.

The result is written all or nothing (`write_reproducer`): a full disk or a read-only folder
leaves no half-written folder under --out, and is an error, never a "reproducer written".
"""

from __future__ import annotations

import json
import math
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from dataclasses import replace as changed
from pathlib import Path

import numpy as np

from fuzz.choices import simplified
from fuzz.findings import finding_markdown, write_finding
from fuzz.harness import Finding, FuzzConfig, check_kernel_args, safe_text, signature_op
from fuzz.strategies import SCALARS_SIMPLE_FIRST, FuzzCase
from fuzz.worker import WorkerPool
from refimpl.backends.base import Args
from refimpl.dtypes import DType, PtrDType, f32, i32
from refimpl.ir import ALU, Kernel, Ops, UOp, root_buffer
from refimpl.oracle import OracleError, invariant_values
from refimpl.text import ParseError, parse, print_kernel
from refimpl.verify import verify

# ops whose sources after the first `n` are a list of effects that may be dropped one by one
EFFECT_LISTS = {Ops.SINK: 0, Ops.END: 1, Ops.AFTER: 1}
SPLICED = object()  # `rewrite`'s replacement of an END whose effects join its user's list
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
    case: FuzzCase | None = None  # the whole minimal case: kernel, inputs, choices


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
    new: dict[UOp, UOp | tuple[UOp, ...] | None] = {}
    for node in sink.toposort():
        if node in replace and replace[node] is SPLICED:  # an END: its effects join its user's
            spliced = (new[s] for s in node.src[1:])
            new[node] = tuple(s for s in spliced if isinstance(s, UOp)) or None
            continue
        if node in replace:
            target = replace[node]
            new[node] = new.get(target, target) if target is not None else None
            if renamed is not None and target is not None and target not in new:
                renamed.setdefault(target, node)  # a new node (a shorter loop, a 0)
            continue
        keep = EFFECT_LISTS.get(node.op)
        if keep is None:
            src = [new[s] for s in node.src]
            if any(not isinstance(s, UOp) for s in src):  # dropped, or spliced effects
                return None
            new[node] = node.replace(src=tuple(src))
            if renamed is not None and new[node] is not node:
                renamed.setdefault(new[node], node)
            continue
        fixed = [new[s] for s in node.src[:keep]]
        if any(not isinstance(s, UOp) for s in fixed):
            return None
        effects = []
        for s in node.src[keep:]:
            effect = new[s]
            effects += effect if isinstance(effect, tuple) else [effect] if effect else []
        if effects or node.op is Ops.SINK:
            new[node] = node.replace(src=tuple(fixed + effects)) if effects else None
            if renamed is not None and new[node] is not None and new[node] is not node:
                renamed.setdefault(new[node], node)
        else:
            new[node] = fixed[0] if node.op is Ops.AFTER else None
    return new[sink]


def candidates(kernel: Kernel) -> Iterator[tuple[str, dict[UOp, UOp | None]]]:
    """(what it does, replacement map) for every edit of the kernel graph alone (effects
    removed, values replaced, loops shortened), in the order `case_edits` tries them."""
    yield from _removals(kernel)
    for what, _, replacement in _replacements(kernel):
        yield what, replacement
    yield from _shorter_loops(kernel)


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
    return candidate if _valid(candidate) else None


def _valid(candidate: Kernel) -> bool:
    """The verifier takes it and its text reads back."""
    try:
        verify(candidate)
    except Exception:  # noqa: BLE001 - an edit the verifier rejects is just not a candidate
        return False
    return _reads_back(candidate)


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
    reproducer's report.json holds them); the choices are made as simple as the finding
    allows first (fuzz.choices.simplified). None when the kernel itself does not show it."""
    deadline = time.monotonic() + budget

    def findings_of(cases: list[FuzzCase]) -> list[list[Finding]]:
        found = []
        for case in cases:
            try:
                args = case.args()
                found.append(check_kernel_args(case.kernel, args, configs, pool, case.choices))
            except OracleError:  # the edit made the kernel invalid for these inputs
                found.append([])
        return found

    case = FuzzCase(kernel, seed, choices=choices)  # inputs: make_args(candidate, seed)
    first = next((f for f in findings_of([case])[0] if f.signature == signature), None)
    if first is None:
        return None
    return shrink_by_edits(case, first, findings_of, deadline, strict=True, progress=progress)


# --- the campaign's edits: on a whole case (kernel, inputs, choices) ----------------------

# What a kept edit may do to the finding's signature (module docstring, `shows`)
KEEPS = "keeps"  # the whole signature stays
NARROWS = "narrows"  # class, config and op stay; the dtype may become the narrowed one
LOCALIZES = "localizes"  # class and config stay; the blame may move to the operand
# classes whose op and dtype name a computed value (blamed_value): an edit may move the blame
VALUE_CLASSES = ("mismatch", "external-frontend")
SIMPLEST = {"float": f32, "int": i32}  # what dtype narrowing turns each kind into
RANK = {dtype.name: rank for rank, dtype in enumerate(SCALARS_SIMPLE_FIRST)}
INPUT_PARTS = 16  # inputs are zeroed down to a sixteenth of a buffer (or single elements)


@dataclass(frozen=True)
class Edit:
    """One candidate edit: what it does (for the report), what it may do to the signature,
    and the edited case (None: no valid kernel)."""

    what: str
    effect: str
    apply: Callable[[FuzzCase], FuzzCase | None]


def shows(found: Finding, wanted: Finding, effect: str, strict: bool = False) -> bool:
    """Does `found` (a candidate's finding) show the bug `wanted` is, after an edit of this
    `effect`? (module docstring)"""
    if strict or effect == KEEPS or wanted.cls not in VALUE_CLASSES:
        return found.signature == wanted.signature
    if (found.cls, found.config) != (wanted.cls, wanted.config):
        return False
    return effect == LOCALIZES or found.op == wanted.op


def weight(case: FuzzCase) -> tuple[int, ...]:
    """What the edits make smaller, in this order: `size`'s nodes, the parameters (one
    nothing uses is no node, but the reproducer lists it), loop trips, vector lanes
    beyond the first, how far the dtypes are from the simplest (fuzz.strategies'
    SCALARS_SIMPLE_FIRST), the choices' weight, nonzero input elements, then constants."""
    nodes, trips, consts = size(case.kernel)
    params = len(case.kernel.params)
    valued = [n.dtype for n in case.kernel.sink.toposort() if isinstance(n.dtype, DType)]
    lanes = sum(d.lanes - 1 for d in valued)
    ranks = sum(RANK.get(d.scalar.name, 0) for d in valued)
    nonzero = 0
    if case.inputs is not None:
        nonzero = sum(int(np.count_nonzero(_bits(a))) for a in case.inputs.buffers.values())
    return nodes, params, trips, lanes, ranks, _json_weight(case.choices), nonzero, consts


def _bits(values: np.ndarray) -> np.ndarray:
    """The array's raw bits (NaN and -0.0 are not zero), for any dtype, ml_dtypes' too."""
    unsigned = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[values.dtype.itemsize]
    return np.ascontiguousarray(values).view(unsigned)


def _json_weight(value) -> int:
    if isinstance(value, dict):
        return len(value) + sum(_json_weight(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return len(value) + sum(_json_weight(v) for v in value)
    if isinstance(value, bool) or value is None:
        return int(bool(value))
    if isinstance(value, (int, float)):
        return 1 + int(min(abs(value), 1 << 20))
    return 1


def case_edits(case: FuzzCase, finding: Finding | None = None) -> Iterator[Edit]:
    """Every candidate edit of the module docstring, in order (choices aside); `finding`
    (the case's) says which element is wrong, for the edits bringing it to the front."""
    kernel = case.kernel

    def graph(replacement: dict[UOp, UOp | None]) -> Callable[[FuzzCase], FuzzCase | None]:
        return lambda c: _with_kernel(c, edited(c.kernel, replacement))

    if case.inputs is not None:  # make_args draws by the parameter list: it must stay
        yield Edit("dropped the parameters nothing uses", KEEPS, _used_parameters_only)
    for what, replace in _removals(kernel):
        yield Edit(what, KEEPS, graph(replace))
    yield from _to_the_front(case, finding)
    stores = [n for n in kernel.sink.toposort() if n.op is Ops.STORE and n.src[2].dtype.lanes > 1]
    if stores:
        yield Edit("narrowed every vector store to its first lane", NARROWS, _scalarized(None))
    if len(stores) > 1:
        for store in stores:
            yield Edit(f"narrowed {_called(kernel, store)}", NARROWS, _scalarized(store))
    for what, effect, replace in _replacements(kernel):
        yield Edit(what, effect, graph(replace))
    if case.inputs is not None:  # a value is what these inputs make it
        for what, replace in _values_as_constants(case, finding):
            yield Edit(what, KEEPS, graph(replace))
    for what, replace in _shorter_loops(kernel):
        yield Edit(what, KEEPS, graph(replace))
    for what, replace in _single_trips(kernel, finding):
        yield Edit(what, KEEPS, graph(replace))
    if case.inputs is None:
        return  # narrowing changes parameters, zeroing needs explicit inputs
    for frm, to in _narrowings(kernel):
        yield Edit(f"narrowed {frm} to {to}", NARROWS, _retyped(frm, to))
    for name, values in case.inputs.buffers.items():
        for start, stop in _parts(values.size):
            what = f"zeroed %{name}" + ("" if stop - start == values.size else f"[{start}:{stop}]")
            yield Edit(what, KEEPS, _zeroed(name, start, stop))


def _used_parameters_only(case: FuzzCase) -> FuzzCase | None:
    """The case (with explicit inputs) without the parameters no node uses and their inputs,
    the others in their order, renumbered. None when every parameter is used."""
    kernel = case.kernel
    used = set(kernel.sink.toposort())
    kept = [p for p in kernel.params if p in used]
    if len(kept) == len(kernel.params):
        return None
    renumbered = {p: p.replace(arg=(slot, *p.arg[1:])) for slot, p in enumerate(kept)}
    sink = rewrite(kernel.sink, {p: q for p, q in renumbered.items() if q is not p})
    if sink is None:
        return None
    names = {n: name for n, name in kernel.names.items() if n in used or n in renumbered}
    names.update({q: kernel.names[p] for p, q in renumbered.items() if p in kernel.names})
    edited_kernel = Kernel(
        kernel.name, tuple(renumbered.values()), sink, names, kernel.doc, kernel.locations
    )
    if not _valid(edited_kernel):
        return None
    named = {p.arg[1] for p in kept}
    inputs = Args(
        {k: v for k, v in case.inputs.buffers.items() if k in named},
        {k: v for k, v in case.inputs.vars.items() if k in named},
    )
    return changed(case, kernel=edited_kernel, inputs=inputs)


def _to_the_front(case: FuzzCase, finding: Finding | None) -> Iterator[Edit]:
    """The first wrong element of a mismatch brought to where the smaller kernels look: the
    loop trip that computes it run alone, with every buffer's block of that trip moved to
    the front (a loop walking its buffers block by block, as an enumerated chain's does), and
    a vector store narrowed to the lane that holds it. With explicit inputs only."""
    wrong = _first_wrong(finding)
    if wrong is None or case.inputs is None:
        return
    name, index = wrong
    elements = case.inputs.buffers[name].size
    nodes = case.kernel.sink.toposort()
    ends = {n.src[0] for n in nodes if n.op is Ops.END}
    for node in nodes:
        if node.op is Ops.RANGE and node in ends and node.src[0].op is Ops.CONST:
            trips = node.src[0].arg
            if trips > 1 and elements % trips == 0 and (trip := index // (elements // trips)):
                what = f"ran trip {trip} of the loop {_called(case.kernel, node)} alone, first"
                yield Edit(what, KEEPS, _trip_first(node, trip))
    widths = {
        n.src[2].dtype.lanes
        for n in nodes
        if n.op is Ops.STORE and n.src[2].dtype.lanes > 1 and _stored_to(n) == name
    }
    for width in sorted(widths):
        if lane := index % width:
            what = f"narrowed every vector store to its lane {lane}, the wrong one"
            yield Edit(what, NARROWS, _scalarized(None, lane))


def _first_wrong(finding: Finding | None) -> tuple[str, int] | None:
    """(buffer, element index) of a mismatch's first wrong element, as its details hold it."""
    if finding is None or finding.cls not in VALUE_CLASSES:
        return None
    for name, wrong in finding.details.get("wrong", {}).items():
        for element in wrong.get("elements", ()):
            return name, element["index"]
    return None


def _stored_to(store: UOp) -> str | None:
    buffer = root_buffer(store.src[0])
    return buffer.arg[1] if buffer.op is Ops.PARAM else None


def _trip_first(loop: UOp, trip: int) -> Callable[[FuzzCase], FuzzCase | None]:
    """The edit running only trip `trip` of `loop` as its first: the loop gets one trip, and
    every buffer that divides into its trips swaps that trip's block with the first one."""
    trips = loop.src[0].arg

    def apply(case: FuzzCase) -> FuzzCase | None:
        one = loop.replace(src=(UOp.const(loop.src[0].dtype, 1),))
        kernel = edited(case.kernel, {loop: one})
        if kernel is None:
            return None
        buffers = {}
        for name, values in case.inputs.buffers.items():
            flat = values.copy().reshape(-1)
            if flat.size % trips == 0:
                block = flat.size // trips
                first, chosen = slice(0, block), slice(trip * block, (trip + 1) * block)
                flat[first], flat[chosen] = values.reshape(-1)[chosen], values.reshape(-1)[first]
            buffers[name] = flat.reshape(values.shape)
        return changed(case, kernel=kernel, inputs=Args(buffers, dict(case.inputs.vars)))

    return apply


def _with_kernel(case: FuzzCase, kernel: Kernel | None) -> FuzzCase | None:
    return None if kernel is None else changed(case, kernel=kernel)


def _called(kernel: Kernel, n: UOp) -> str:
    names = kernel.names
    if n.op is Ops.STORE:
        buffer = root_buffer(n.src[0])  # a PARAM, or a REG (arg: its id)
        name = buffer.arg[1] if buffer.op is Ops.PARAM else names.get(buffer, "reg")
        return f"a store to %{name}"
    if n.op is Ops.END:
        return f"the loop {_called(kernel, n.src[0])}"
    return f"%{names[n]}" if n in names else n.op.text


CHUNK_LEVELS = 3  # halves, quarters, eighths of the effects before single removals
MIN_CHUNK = 2  # effects: a chunk of one is a single removal


def _removals(kernel: Kernel) -> Iterator[tuple[str, dict[UOp, UOp | None]]]:
    effects = [n for n in kernel.sink.toposort() if n.op in (Ops.STORE, Ops.END)]
    effects.reverse()  # outermost (latest) first: a loop goes before its stores
    for level in range(1, CHUNK_LEVELS + 1):
        parts = 2**level
        if len(effects) // parts < MIN_CHUNK:
            break
        for k in range(parts):
            chunk = effects[k * len(effects) // parts : (k + 1) * len(effects) // parts]
            yield f"removed {len(chunk)} effects (part {k + 1} of {parts})", dict.fromkeys(chunk)
    for node in effects:
        yield f"removed {_called(kernel, node)}", {node: None}


def _replacements(kernel: Kernel) -> Iterator[tuple[str, str, dict[UOp, UOp | None]]]:
    """A value replaced by an operand (LOCALIZES), a parameter's element 0 or a constant."""
    nodes = kernel.sink.toposort()
    stored = set(kernel.outputs())
    inputs = [b for b in kernel.buffers if b not in stored]  # no race with a store
    values = [n for n in nodes if n.op not in NOT_VALUES and isinstance(n.dtype, DType)]
    folds = _folding(kernel)
    for node in reversed(values):
        called = _called(kernel, node)
        for operand in dict.fromkeys(node.src):
            if operand.dtype == node.dtype and operand.op is not Ops.PARAM:
                what = f"replaced {called} by its operand {_called(kernel, operand)}"
                yield what, LOCALIZES, {node: operand}
        for operand in dict.fromkeys(node.src):  # a round trip: bitcast i32, bitcast f32
            if operand.dtype == node.dtype or operand.op in NOT_VALUES:
                continue
            for inner in dict.fromkeys(operand.src):
                if inner.dtype == node.dtype and inner.op is not Ops.PARAM:
                    what = f"replaced {called} by {_called(kernel, inner)}, its operand's operand"
                    yield what, LOCALIZES, {node: inner}
        for buffer in inputs:
            if buffer.dtype.base == node.dtype.scalar and buffer.dtype.size >= node.dtype.lanes:
                load = UOp(Ops.LOAD, node.dtype, (buffer, UOp.const(i32, 0)))
                if load is not node:
                    what = f"replaced {called} by %{buffer.arg[1]}[0]"
                    yield what, KEEPS, {node: load}
        if folds(node):
            continue
        constants = (0, math.nan) if node.dtype.is_float else (0,)
        for value in constants:
            yield f"replaced {called} by {value}", KEEPS, {node: _constant(node, value)}


def _shorter_loops(kernel: Kernel) -> Iterator[tuple[str, dict[UOp, UOp | None]]]:
    nodes = kernel.sink.toposort()
    ends = {n.src[0]: n for n in nodes if n.op is Ops.END}
    for node in nodes:  # a loop of one trip is its body, with the counter 0
        if node.op is Ops.RANGE and node.src[0].op is Ops.CONST and node.src[0].arg == 1:
            if node in ends:
                what = f"removed the one-trip loop {_called(kernel, node)}"
                yield what, {node: UOp.const(node.dtype, 0), ends[node]: SPLICED}
    for node in nodes:
        if node.op is Ops.RANGE and node.src[0].op is Ops.CONST and node.src[0].arg > 1:
            bound = node.src[0]
            for trips in dict.fromkeys((1, bound.arg // 2)):
                if trips < bound.arg:
                    yield (
                        f"loop {_called(kernel, node)}: {bound.arg} -> {trips} trips",
                        {node: node.replace(src=(UOp.const(bound.dtype, trips),))},
                    )


def _values_as_constants(
    case: FuzzCase, finding: Finding | None
) -> Iterator[tuple[str, dict[UOp, UOp | None]]]:
    """A value computed once (outside every loop) replaced by what it is on the case's
    inputs: a constant, or a vector of constants. The ops beneath it go, and with them
    the loads and buffers only they read. Never where the op at fault (the finding's) or a
    stored value would then compute on constants alone: a compiler folds that at compile
    time, which is another code path and often another bug (campaign 50001: a runtime `shr
    u32` became tinygrad's constant folding without wrap, row 15)."""
    try:
        values = invariant_values(case.kernel, case.inputs)
    except OracleError:
        return
    folds = _folding(case.kernel, finding.op if finding else None)
    for node in reversed(list(values)):
        value = values[node]
        if node.op in NOT_VALUES and node.op is not Ops.VAR:  # a scalar parameter's value too
            continue
        if not isinstance(node.dtype, DType) or value.poison.any() or folds(node):
            continue
        lanes = [UOp.const(node.dtype.scalar, x.item()) for x in value.data]
        if len(set(lanes)) == 1:
            constant = _constant(node, value.data[0].item())
        else:
            constant = UOp(Ops.VECTORIZE, node.dtype, tuple(lanes))
        shown = ", ".join(str(c.arg) for c in lanes)
        yield f"replaced {_called(case.kernel, node)} by its value {shown}", {node: constant}


EVERY_TRIP = 16  # a crash's loop of up to this many trips has each trip tried alone


VARYING = {Ops.LOAD, Ops.VAR, Ops.RANGE, Ops.REG, Ops.PARAM}  # what no compiler can fold


def _varies(node: UOp, constant: UOp | None, memo: dict[UOp, bool]) -> bool:
    """Does `node` still depend on something a compiler cannot fold once `constant` (a node
    of the graph, None: none) is a constant?"""
    if node is constant:
        return False
    if node not in memo:
        memo[node] = node.op in VARYING or any(_varies(s, constant, memo) for s in node.src)
    return memo[node]


def _folding(kernel: Kernel, at_fault: str | None = None) -> Callable[[UOp], bool]:
    """Whether a node made a constant would leave a value stored at run time, or one computed
    by the op `at_fault`, computed from constants alone: a compiler folds that at compile
    time, another code path (and in tinygrad often another bug, its constant folding)."""
    nodes = kernel.sink.toposort()
    watched = [n.src[2] for n in nodes if n.op is Ops.STORE]
    watched += [n for n in nodes if at_fault is not None and signature_op(n) == at_fault]
    watched = [n for n in dict.fromkeys(watched) if _varies(n, None, {})]
    return lambda node: any(not _varies(n, node, {}) for n in watched)


def _single_trips(
    kernel: Kernel, finding: Finding | None
) -> Iterator[tuple[str, dict[UOp, UOp | None]]]:
    """A loop replaced by one of its trips, its counter that trip's constant: for a mismatch,
    the trip whose store writes the first wrong element (a store index affine in the
    counter); for a crash or an error, each trip of a short loop; otherwise the last and the
    middle trip (trip 0 is `_shorter_loops`' one-trip loop, and the trip that crashes is
    seldom the first)."""
    nodes = kernel.sink.toposort()
    ends = {n.src[0]: n for n in nodes if n.op is Ops.END}
    wrong = _first_wrong(finding)
    for loop, end in ends.items():
        if loop.src[0].op is not Ops.CONST or (trips := int(loop.src[0].arg)) <= 1:
            continue
        writing = [
            _trip_writing(n, loop, wrong[1])
            for n in (nodes if wrong is not None else ())
            if n.op is Ops.STORE and _stored_to(n) == wrong[0]
        ]
        if any(trip is not None for trip in writing):
            chosen = {t for t in writing if t is not None and 0 < t < trips}
        elif finding is not None and finding.cls not in VALUE_CLASSES and trips <= EVERY_TRIP:
            chosen = set(range(1, trips))  # a crash: no element says which trip
        else:
            chosen = {trips - 1, trips // 2} - {0}
        for trip in sorted(chosen):
            what = f"ran trip {trip} of the loop {_called(kernel, loop)} alone, its counter {trip}"
            yield what, {loop: UOp.const(loop.dtype, trip), end: SPLICED}


def _trip_writing(store: UOp, loop: UOp, element: int) -> int | None:
    """The trip of `loop` in which `store` writes `element` of its buffer, when its index is
    a * counter + b (constants, the counter, add, mul, shl); None otherwise."""
    affine = _affine(store.src[1], loop)
    if affine is None or affine[0] <= 0:
        return None
    a, b = affine
    trip, lane = divmod(element - b, a)
    return trip if trip >= 0 and lane < store.src[2].dtype.lanes else None


def _affine(node: UOp, loop: UOp) -> tuple[int, int] | None:
    if node is loop:
        return 1, 0
    if node.op is Ops.CONST and not node.dtype.is_float:
        return 0, int(node.arg)
    if node.op not in (Ops.ADD, Ops.MUL, Ops.SHL):
        return None
    parts = [_affine(s, loop) for s in node.src]
    if None in parts:
        return None
    (a, b), (c, d) = parts
    if node.op is Ops.ADD:
        return a + c, b + d
    if node.op is Ops.MUL and (a == 0 or c == 0):
        return a * d + c * b, b * d
    if node.op is Ops.SHL and c == 0 and 0 <= d < 32:
        return a << d, b << d
    return None


def _constant(node: UOp, value) -> UOp:
    scalar = UOp.const(node.dtype.scalar, value)
    return scalar if node.dtype.lanes == 1 else UOp(Ops.BROADCAST, node.dtype, (scalar,))


def _mapped(
    kernel: Kernel,
    change: Callable[[UOp], UOp],
    lanes: dict[tuple[UOp, int], UOp] | None = None,
    named_lane: int = 0,
) -> Kernel | None:
    """The kernel with every node rebuilt bottom-up and passed through `change` (which sees
    the node with its sources already changed), verified and reading back; None if not.
    A lane `named_lane` in `lanes` ((vector node, lane) -> scalar node) takes its vector's
    name when the vector is gone."""
    new: dict[UOp, UOp] = {}
    try:
        for node in kernel.sink.toposort():
            rebuilt = node.replace(src=tuple(new[s] for s in node.src)) if node.src else node
            new[node] = change(rebuilt)
        params = tuple(new[p] if p in new else change(p) for p in kernel.params)
    except _NoEdit:
        return None
    names = {new[n]: name for n, name in kernel.names.items() if n in new}
    alive = set(new[kernel.sink].toposort())
    for (vector, lane), scalar in (lanes or {}).items():
        if lane == named_lane and vector in kernel.names and vector not in alive:
            names.setdefault(scalar, kernel.names[vector])
    candidate = Kernel(kernel.name, params, new[kernel.sink], names, kernel.doc, kernel.locations)
    return candidate if _valid(candidate) else None


class _NoEdit(Exception):
    """The edit does not apply to this kernel (a node it cannot rebuild)."""


def _scalarized(only: UOp | None, lane: int = 0) -> Callable[[FuzzCase], FuzzCase | None]:
    """The edit storing lane `lane` (of a narrower vector: that many lanes on) of `only`'s
    vector value (None: of every vector store) at the store's own index."""

    def apply(case: FuzzCase) -> FuzzCase | None:
        memo: dict[tuple[UOp, int], UOp] = {}

        def change(node: UOp) -> UOp:
            if node.op is not Ops.STORE or node.src[2].dtype.lanes == 1:
                return node
            if only is not None and node is not only:
                return node
            buffer, index, value, *gate = node.src
            kept = lane % value.dtype.lanes
            return node.replace(src=(buffer, index, _lane(value, kept, memo), *gate))

        return _with_kernel(case, _mapped(case.kernel, change, memo, lane))

    return apply


def _lane(node: UOp, k: int, memo: dict[tuple[UOp, int], UOp]) -> UOp:
    """Lane `k` of a vector value, computed by scalar nodes (a scalar is its own lane)."""
    if not isinstance(node.dtype, DType) or node.dtype.lanes == 1:
        return node
    if (node, k) not in memo:
        memo[node, k] = _scalar_lane(node, k, memo)
    return memo[node, k]


def _scalar_lane(node: UOp, k: int, memo: dict) -> UOp:
    scalar, op, src = node.dtype.scalar, node.op, node.src
    if op is Ops.BROADCAST:
        return src[0]
    if op is Ops.VECTORIZE:
        return src[k]
    if op is Ops.GEP:
        return _lane(src[0], node.arg[k], memo)
    if op is Ops.LOAD:  # a vector load reads consecutive elements from its index
        buffer, index, *gated = src
        shifted = index if k == 0 else _plus(index, k)
        rest = (gated[0], _lane(gated[1], k, memo)) if gated else ()
        return UOp(Ops.LOAD, scalar, (buffer, shifted, *rest))
    if op is Ops.REDUCE:
        return node.replace(dtype=scalar, src=(_lane(src[0], k, memo), *src[1:]))
    if (
        op in ALU
        or op is Ops.CAST
        or (op is Ops.BITCAST and src[0].dtype.lanes == node.dtype.lanes)
    ):
        return node.replace(dtype=scalar, src=tuple(_lane(s, k, memo) for s in src))
    raise _NoEdit(op.text)


def _plus(index: UOp, k: int) -> UOp:
    if index.op is Ops.CONST:
        return UOp.const(index.dtype, index.arg + k)
    return index.alu(Ops.ADD, UOp.const(index.dtype, k))


def _narrowings(kernel: Kernel) -> list[tuple[DType, DType]]:
    """(dtype, the simplest of its kind) for each dtype of the kernel that is not that one."""
    present: dict[str, DType] = {}
    for node in kernel.sink.toposort():
        dtype = node.dtype.base if isinstance(node.dtype, PtrDType) else node.dtype
        if isinstance(dtype, DType):
            present.setdefault(dtype.scalar.name, dtype.scalar)
    pairs = []
    for dtype in sorted(present.values(), key=lambda d: -RANK.get(d.name, 0)):
        simplest = SIMPLEST.get("float" if dtype.is_float else "int" if dtype.is_int else "")
        if simplest is not None and dtype != simplest:
            pairs.append((dtype, simplest))
    return pairs


def _retyped(frm: DType, to: DType) -> Callable[[FuzzCase], FuzzCase | None]:
    """The edit turning every `frm` of a case into `to`: nodes, parameters, constants and the
    input buffers (numpy conversion); a cast or bitcast that became a no-op goes."""

    def retype(dtype):
        if isinstance(dtype, PtrDType) and dtype.base == frm:
            return PtrDType(to, dtype.size, dtype.local)
        if isinstance(dtype, DType) and dtype.scalar == frm:
            return to.vec(dtype.lanes)
        return dtype

    def change(node: UOp) -> UOp:
        dtype = retype(node.dtype)
        if node.op in (Ops.CAST, Ops.BITCAST) and node.src[0].dtype == dtype:
            return node.src[0]
        if dtype is node.dtype:
            return node
        if node.op is Ops.CONST:
            try:
                value = np.array(node.arg, dtype=frm.np).astype(to.np).item()
                return UOp.const(to, value)
            except (ValueError, OverflowError, TypeError) as e:
                raise _NoEdit(str(e)) from e
        return node.replace(dtype=dtype)

    def apply(case: FuzzCase) -> FuzzCase | None:
        kernel = _mapped(case.kernel, change)
        if kernel is None:
            return None
        converted = {b.arg[1] for b in kernel.buffers if b.dtype.base == to} - {
            b.arg[1] for b in case.kernel.buffers if b.dtype.base == to
        }
        with np.errstate(over="ignore", invalid="ignore"):  # f64 beyond f32: inf, as numpy says
            buffers = {
                name: values.astype(to.np) if name in converted else values.copy()
                for name, values in case.inputs.buffers.items()
            }
        return changed(case, kernel=kernel, inputs=Args(buffers, dict(case.inputs.vars)))

    return apply


def _parts(n: int) -> Iterator[tuple[int, int]]:
    """[start, stop) parts of a buffer of n elements: the whole, halves, quarters, ... down
    to a sixteenth of it or single elements."""
    smallest = max(1, n // INPUT_PARTS)
    length = n
    while length >= smallest:
        for start in range(0, n, length):
            yield start, min(n, start + length)
        if length == 1:
            break
        length = (length + 1) // 2


def _zeroed(name: str, start: int, stop: int) -> Callable[[FuzzCase], FuzzCase | None]:
    def apply(case: FuzzCase) -> FuzzCase | None:
        values = case.inputs.buffers[name]
        if not _bits(values).reshape(-1)[start:stop].any():
            return None  # zero already: nothing to try
        buffers = {k: v.copy() for k, v in case.inputs.buffers.items()}
        buffers[name].reshape(-1)[start:stop] = np.zeros(1, dtype=values.dtype)
        return changed(case, inputs=Args(buffers, dict(case.inputs.vars)))

    return apply


def shrink_by_edits(
    case: FuzzCase,
    finding: Finding,
    findings_of: Callable[[list[FuzzCase]], list[list[Finding]]],
    deadline: float,
    strict: bool = False,
    batch: int = 1,
    progress: Callable[[str], None] | None = None,
) -> Minimized:
    """`case` (which shows `finding`) made as small by `weight` as the edits of the module
    docstring can make it while it still `shows` the bug, until `deadline` (time.monotonic).
    `findings_of` runs cases (up to `batch` at once) and returns each one's findings."""
    start = time.monotonic()
    result = Minimized(case.kernel, finding, choices=case.choices, case=case)

    def first_showing(cases: list[FuzzCase], effects: list[str]) -> int | None:
        result.tried += len(cases)
        for i, (found, effect) in enumerate(zip(findings_of(cases), effects, strict=True)):
            match = next((f for f in found if shows(f, result.finding, effect, strict)), None)
            if match is not None:
                result.finding = match
                return i
        return None

    if case.choices:  # first, so the kernel's edits are tried with as few choices as it needs
        chosen = simplified(
            case.choices,
            lambda c: first_showing([changed(result.case, choices=c)], [KEEPS]) is not None,
        )
        if chosen != case.choices:
            result.steps.append(f"choices {case.choices} -> {chosen or 'none'}")
            result.case = changed(result.case, choices=chosen)
            result.choices = chosen
    edits, position, kept_in_pass = list(case_edits(result.case, result.finding)), 0, False
    while True:
        if position >= len(edits):
            if not kept_in_pass:
                break
            position, kept_in_pass = 0, False
        chunk: list[tuple[int, Edit, FuzzCase]] = []
        current = weight(result.case)
        while position < len(edits) and len(chunk) < batch:
            if time.monotonic() > deadline:
                result.budget_spent = True
                break
            edit = edits[position]
            position += 1
            candidate = edit.apply(result.case)
            if candidate is not None and weight(candidate) < current:
                chunk.append((position - 1, edit, candidate))
        if result.budget_spent:
            break
        if not chunk:
            continue
        kept = first_showing([c for *_, c in chunk], [e.effect for _, e, _ in chunk])
        if kept is None:
            continue
        position, edit, result.case = chunk[kept]  # go on from its place in the new list
        result.kernel = result.case.kernel
        result.kept += 1
        result.steps.append(edit.what)
        if progress:
            progress(f"minimize: {edit.what} (now {size(result.kernel)[0]} nodes)")
        kept_in_pass = True
        edits = list(case_edits(result.case, result.finding))
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
