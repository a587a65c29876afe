"""Register allocation: linear scan with live-range splitting, then a checker.

Where this sits: the stage after isel.py (virtual registers everywhere), before abi.frame
and the encoder (physical registers only); backend.py STAGES lists them. The steps:

1. liveness   - each virtual register gets one interval [first def, last use] over
                instruction positions (uses at 2i, defs at 2i+1, so a register read by an
                instruction can be reused for the value it writes), and the positions of
                its uses and defs. A value live into a loop is live through the whole
                loop: its interval is stretched to the loop's back edge.
2. fixed      - physical registers named by instructions (rax:rdx of idiv, cl of shifts,
                parameter registers) get live segments too; a virtual register is never
                given a physical register whose segment overlaps its interval.
3. scan       - intervals by start; take a free register (preferring the source of a
                copy, so the copy disappears). When none is free, the value needed
                furthest ahead goes to memory until its next use, where the rest of its
                interval queues for a register again (Belady's rule, applied per range):
                either an active value is *split* - its register piece ends here, the
                value is stored to its stack slot - or the new value starts in memory.
                A register piece is never split inside a loop whose head it covers, and
                a rest that starts inside a loop (or behind a branch that skips into it)
                starts at that loop's head (or that branch) instead, so the reload runs
                once, outside the loop.
4. resolve    - an edge into the middle of a register piece from a place where the
                value is elsewhere makes that piece memory; a branch from a register
                piece into a memory part makes every write of the value store through.
5. rewrite    - physical registers replace virtual ones; a value in memory at an
                instruction is reloaded into a scratch register before it and stored after
                a write; a register piece is reloaded where it starts (unless it starts
                with a write) and stored where it is split.
6. check      - `check_allocation` walks the result symbolically and proves every use
                reads the value its virtual register should hold: the stage `check`, run
                after `allocate` when Options.check_regalloc is set.

Flags need no allocation: isel emits every compare right before its consumer
(see Selector.condition), and spill code only uses mov, which leaves the flags alone.
"""

from __future__ import annotations

import bisect
import heapq
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from refimpl.backends.x86.abi import SCRATCH, allocation_order
from refimpl.backends.x86.asm import SWAPPED_PREDICATE
from refimpl.backends.x86.isa import forms_for
from refimpl.backends.x86.legacy import COMMUTATIVE
from refimpl.backends.x86.machine_code import encodes
from refimpl.backends.x86.mir import Const, Imm, Inst, MachineFunction, Mem, Reg, Slot, VReg
from refimpl.backends.x86.target import Target


class AllocationError(AssertionError):
    """The checker found a use that does not read the value it should."""


@dataclass
class Interval:
    vreg: VReg
    start: int
    end: int
    hint: VReg | str | None = None
    size: int = 8  # widest view used: a spill slot holds that much
    occurrences: list[int] = field(default_factory=list)  # its read and write positions, ascending
    reg: str | None = None  # the register the scan gave it


@dataclass(frozen=True)
class Piece:
    """Positions [start, end] over which a split value lives in `reg`."""

    start: int
    end: int
    reg: str


@dataclass
class Placement:
    """Where every virtual register lives: the scan's answer, which rewrite follows.

    A value in `whole` has one register for its whole life and no stack slot. The others
    (`pieces`) have a slot, and a register only over their pieces (by start; none for a
    value that lives in memory throughout). `lives` is each value's whole interval;
    `written_through`: the values whose every write is also stored (see `resolve`)."""

    whole: dict[VReg, str]
    pieces: dict[VReg, list[Piece]]
    lives: dict[VReg, tuple[int, int]]
    writes: dict[VReg, list[int]]  # the positions where each split value is written
    written_through: set[VReg] = field(default_factory=set)

    def writes_in(self, vreg: VReg, piece: Piece) -> bool:
        """Does `vreg` get a new value inside `piece` (else its slot still holds it)?"""
        k = bisect.bisect_left(self.writes[vreg], piece.start)
        return k < len(self.writes[vreg]) and self.writes[vreg][k] <= piece.end

    def register(self, vreg: VReg, position: int) -> str | None:
        """Where `vreg` is at `position`: its register, or None (its stack slot)."""
        if vreg in self.whole:
            return self.whole[vreg]
        pieces = self.pieces[vreg]
        k = bisect.bisect_right(pieces, position, key=lambda p: p.start) - 1
        return pieces[k].reg if k >= 0 and pieces[k].end >= position else None


@dataclass
class Allocation:
    insts: list[Inst]  # physical registers only
    placement: Placement
    spilled: dict[VReg, Slot]  # the stack slot of every value that has one
    slots: list[Slot] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    spill_stores: int = 0
    reloads: int = 0
    function: MachineFunction | None = None  # what was allocated (its target, its ymm use)
    constants: dict[VReg, Inst] = field(default_factory=dict)  # rematerialized, never spilled


# --- 1. liveness ---------------------------------------------------------------------------


def loops(insts: list[Inst]) -> list[tuple[int, int]]:
    """(head, back edge) positions of every loop, by head."""
    return _loops(branches(insts))


def _loops(jumps: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The loops among `jumps` (branch, target): a branch to a label placed before it."""
    return sorted((target, jump) for jump, target in jumps if target < jump)


def branches(insts: list[Inst]) -> list[tuple[int, int]]:
    """(branch, target label) instruction indices of every branch, in program order."""
    where = {i.operands[0].name: n for n, i in enumerate(insts) if i.op == "label"}
    return [(n, where[i.operands[0].name]) for n, i in enumerate(insts) if i.is_branch]


def intervals(
    insts: list[Inst], spans: list[tuple[int, int]] | None = None
) -> dict[VReg, Interval]:
    """Each virtual register's live range (position 2n reads instruction n's operands, 2n+1
    writes its results), its occurrences, widest view and copy hint, in one pass over
    `insts`; then ranges live into a loop are stretched to its back edge. `spans`: the
    loops, if the caller has them (`loops`)."""
    spans = loops(insts) if spans is None else spans
    found: dict[VReg, Interval] = {}
    for n, inst in enumerate(insts):
        for reg in inst.reads():
            if isinstance(reg, VReg):
                interval = found.get(reg)
                if interval is None:
                    raise AssertionError(f"regalloc: {reg} read at {n} ({inst}) before any def")
                interval.end = max(interval.end, 2 * n)
                if interval.occurrences[-1] != 2 * n:
                    interval.occurrences.append(2 * n)
        for reg in inst.writes():
            if isinstance(reg, VReg):
                interval = found.get(reg)
                if interval is None:
                    interval = found[reg] = Interval(reg, 2 * n + 1, 2 * n + 1)
                interval.end = max(interval.end, 2 * n + 1)
                if not interval.occurrences or interval.occurrences[-1] != 2 * n + 1:
                    interval.occurrences.append(2 * n + 1)
        for operand in inst.operands:
            if isinstance(operand, Reg) and isinstance(operand.reg, VReg):
                found[operand.reg].size = max(found[operand.reg].size, operand.size)
        if inst.is_register_copy:
            dst, src = inst.operands
            if isinstance(dst.reg, VReg) and found[dst.reg].start == 2 * n + 1:
                found[dst.reg].hint = src.reg
    # A value live into a loop stays live until the loop's back edge. Heads in order: each
    # extension can only bring later heads into reach, so one pass per interval settles
    # nested loops too, and it only visits the loops that start inside the interval.
    heads = [head for head, _ in spans]
    for interval in found.values():
        k = bisect.bisect_right(heads, interval.start // 2)
        while k < len(spans) and 2 * spans[k][0] <= interval.end:
            head, back = spans[k]
            if interval.start < 2 * head and interval.end < 2 * back + 1:
                interval.end = 2 * back + 1
            k += 1
    return found


# --- 2. fixed registers ---------------------------------------------------------------------


def fixed_segments(insts: list[Inst]) -> dict[str, list[tuple[int, int]]]:
    """Live segments of physical registers that instructions name explicitly."""
    segments: dict[str, list[tuple[int, int]]] = {}
    for n, inst in enumerate(insts):
        for reg in inst.reads():
            if isinstance(reg, str):
                spans = segments.setdefault(reg, [])
                if spans:
                    spans[-1] = (spans[-1][0], 2 * n)
                else:
                    spans.append((0, 2 * n))  # live on entry (a parameter register)
        for reg in inst.writes():
            if isinstance(reg, str):
                segments.setdefault(reg, []).append((2 * n + 1, 2 * n + 1))
    return segments


def _blocked(reg: str, interval: Interval, segments: dict[str, list[tuple[int, int]]]) -> bool:
    """Does a live segment of `reg` overlap `interval`? A register's segments are disjoint
    and in order (fixed_segments), so only the last one to start by the interval's end can."""
    spans = segments.get(reg)
    if not spans:
        return False
    k = bisect.bisect_right(spans, (interval.end, math.inf)) - 1
    return k >= 0 and spans[k][1] >= interval.start


def _free(
    reg: str, taken: set[str], interval: Interval, segments: dict[str, list[tuple[int, int]]]
) -> bool:
    return reg not in taken and not _blocked(reg, interval, segments)


# --- 3. linear scan with splitting ----------------------------------------------------------


@dataclass
class Flow:
    """The control flow the scan and `resolve` respect, as instruction indices: the
    loops (head, back edge) and every branch (branch, target), each sorted."""

    spans: list[tuple[int, int]]
    jumps: list[tuple[int, int]]
    falls_into: set[int]  # labels the instruction before reaches by falling through

    @classmethod
    def of(cls, insts: list[Inst]) -> Flow:
        jumps = branches(insts)
        falls = {
            n for n, i in enumerate(insts) if i.op == "label" and n and insts[n - 1].falls_through
        }
        return cls(_loops(jumps), jumps, falls)

    def around(self, position: int) -> list[int]:
        """The heads of the loops that hold `position` (past their head), outermost first.
        A register piece that holds one of these heads cannot end at `position`: the back
        edge would bring the value to the head in a register that is no longer its."""
        return [head for head, back in self.spans if 2 * head < position <= 2 * back + 1]

    def hoisted(self, start: int, floor: int, end: int) -> int:
        """Where a rest that is next used at `start` should take its register: before the
        outermost loop (its head falls through from before) that begins at or after
        `floor` and holds `start`, and before any branch at or after `floor` that jumps
        into [start, end]; so the reload runs once, and every path finds the value."""
        while True:
            earlier = start
            for head, back in self.spans:
                if floor <= 2 * head < earlier <= 2 * back + 1 and head in self.falls_into:
                    earlier = 2 * head
            k = bisect.bisect_left(self.jumps, ((floor + 1) // 2, -1))
            while k < len(self.jumps) and 2 * self.jumps[k][0] < earlier:
                jump, target = self.jumps[k]
                if earlier <= 2 * target <= end:
                    earlier = 2 * jump
                    break
                k += 1
            if earlier == start:
                return start
            start = earlier


def _next_occurrence(interval: Interval, position: int) -> float:
    k = bisect.bisect_left(interval.occurrences, position)
    return interval.occurrences[k] if k < len(interval.occurrences) else math.inf


def _after(position: int) -> int:
    """The first position of the instruction after the one at `position`."""
    return 2 * (position // 2) + 2


def _rest(interval: Interval, position: int, end: int, flow: Flow) -> Interval | None:
    """What of `interval` is left from its first occurrence at or after `position` (the
    first position of a later instruction), or None when nothing reads or writes it."""
    k = bisect.bisect_left(interval.occurrences, position)
    if k == len(interval.occurrences):
        return None
    start = flow.hoisted(interval.occurrences[k], position, end)
    hint = interval.reg or interval.hint
    return Interval(interval.vreg, start, end, hint, interval.size, interval.occurrences[k:])


def _make_room(
    current: Interval,
    active: list[Interval],
    segments: dict[str, list[tuple[int, int]]],
    flow: Flow,
    writes_before: Callable[[Interval, int], bool],
    constants: dict[VReg, Inst] | None = None,
) -> tuple[Interval, int] | None:
    """No register is free for `current`: which active value gives up its register, and
    the position where its register piece now ends (exclusive); None: current waits in
    memory instead.

    The cheapest in spill moves, and of those the one needed furthest ahead (Belady's
    rule). Waiting costs current a store (if it starts with a write) and a reload (if it
    is used again); splitting an active value here costs the same for it, the store only
    if its piece wrote it. A value whose piece holds the head of a loop around here cannot
    be split here (Flow.around); it can give its register up from that loop's head
    (or from its start, if no store can go before the head), which costs a move for each
    time it was used since, and a reload where it is used next; a value it writes again
    before the back edge of the loop around here costs a store as well. A constant (`constants`,
    see `rematerializable`) is never stored: its pool entry or its zero idiom gives it back."""
    position = current.start
    later = _after(position)
    own = _next_occurrence(current, later)
    constant = bool(constants) and current.vreg in constants
    best = (position % 2 * (not constant) + (own < math.inf), not constant, -own, -1, None, 0)
    heads = flow.around(position)
    inner_back = min(
        (2 * back + 1 for head, back in flow.spans if 2 * head < position <= 2 * back + 1),
        default=None,
    )
    for a in active:
        if a.vreg.cls != current.vreg.cls or a.start >= position:
            continue
        needed = _next_occurrence(a, position)
        head = next((h for h in heads if a.start <= 2 * h), None)  # the outermost it holds
        if head is None:
            if needed < later:
                continue  # used by current's instruction
            cut = position
            cost = writes_before(a, position) + (needed < math.inf)
        else:
            cut = 2 * head if head in flow.falls_into and 2 * head > a.start else a.start
            cost = _occurrences_within(a, cut, position - 1) + (needed < math.inf)
        if inner_back is not None and not (constants and a.vreg in constants):
            # a value written again before the back edge of the loop around here: in memory
            # at that write, it is stored there on every iteration
            written = [p for p in a.occurrences if p % 2 and position < p <= inner_back]
            cost += bool(written)
        # at equal cost a constant goes first: its reads come from the pool, not the frame
        keeps = not (constants and a.vreg in constants)
        option = (cost, keeps, -needed, a.vreg.id)
        if option < best[:4] and not _blocked(a.reg, current, segments):
            best = (*option, a, cut)
    *_, victim, cut = best
    return None if victim is None else (victim, cut)


def _occurrences_within(interval: Interval, first: int, last: int) -> int:
    occurrences = interval.occurrences
    return bisect.bisect_right(occurrences, last) - bisect.bisect_left(occurrences, first)


def linear_scan(
    found: dict[VReg, Interval],
    segments: dict[str, list[tuple[int, int]]],
    flow: Flow,
    order: dict[str, tuple[str, ...]] | None = None,
    constants: dict[VReg, Inst] | None = None,
) -> Placement:
    """`order`: the registers to try, per class (abi.allocation_order; default System V).
    The intervals in `found` are consumed: a split cuts their ends. `constants`: the values
    `rematerializable` names, which a split never stores."""
    order = order or allocation_order("sysv")
    constants = constants or {}
    lives = {vreg: (i.start, i.end) for vreg, i in found.items()}
    unhandled = [(i.start, i.vreg.id, n, i) for n, i in enumerate(found.values())]
    heapq.heapify(unhandled)
    queued = len(unhandled)
    active: list[Interval] = []
    placed: list[Interval] = []  # every interval or rest that got a register, by start
    latest: dict[VReg, str] = {}  # each value's latest register, for copy hints
    slotted: set[VReg] = set()
    writes: dict[VReg, list[int]] = {}  # of the values asked about (few: those split)

    def writes_of(vreg: VReg) -> list[int]:
        if vreg not in writes:
            writes[vreg] = [p for p in found[vreg].occurrences if p % 2]
        return writes[vreg]

    def wrote(piece: Interval, position: int) -> bool:
        """Was the value written in its piece before `position` (and would need a store)?"""
        if piece.vreg in constants:
            return False
        held = writes_of(piece.vreg)
        return bisect.bisect_left(held, position) > bisect.bisect_left(held, piece.start)

    def requeue(rest: Interval | None) -> None:
        nonlocal queued
        if rest is not None:
            heapq.heappush(unhandled, (rest.start, rest.vreg.id, queued, rest))
            queued += 1

    while unhandled:
        current = heapq.heappop(unhandled)[-1]
        position = current.start
        active = [a for a in active if a.end >= position]
        taken = {a.reg for a in active if a.vreg.cls == current.vreg.cls}
        registers = order[current.vreg.cls]
        hint = latest.get(current.hint) if isinstance(current.hint, VReg) else current.hint
        # the hint if it is free, else the first free register in order (asked lazily: most
        # intervals find one among the first few)
        if hint in registers and _free(hint, taken, current, segments):
            choice = hint
        else:
            choice = next((r for r in registers if _free(r, taken, current, segments)), None)
        if choice is None:
            made = _make_room(current, active, segments, flow, wrote, constants)
            if made is None:
                slotted.add(current.vreg)
                requeue(_rest(current, _after(position), current.end, flow))
                continue
            victim, cut = made
            slotted.add(victim.vreg)
            requeue(_rest(victim, _after(position), victim.end, flow))
            victim.end = cut - 1  # before its start: it never had a register
            active.remove(victim)
            choice = victim.reg
        current.reg = latest[current.vreg] = choice
        active.append(current)
        placed.append(current)
    whole: dict[VReg, str] = {}
    pieces: dict[VReg, list[Piece]] = {vreg: [] for vreg in sorted(slotted, key=lambda r: r.id)}
    for interval in placed:
        if interval.end < interval.start:
            continue  # gave its register up from its start
        if interval.vreg in slotted:
            pieces[interval.vreg].append(Piece(interval.start, interval.end, interval.reg))
        else:
            whole[interval.vreg] = interval.reg
    placement = Placement(whole, pieces, lives, {v: writes_of(v) for v in pieces})
    return resolve(placement, flow, set(constants))


# --- 4. resolve -----------------------------------------------------------------------------


def resolve(
    placement: Placement, flow: Flow, constants: set[VReg] | frozenset = frozenset()
) -> Placement:
    """Make every control-flow edge agree with the pieces, and say which values store
    through.

    A branch that lands inside a register piece (its reload, if any, is behind it) must
    come from where the value is in that same register; otherwise the piece becomes
    memory, which is always right, since the slot holds the value wherever a piece is not
    (the store at each split, or every write stored, below). Dropping a piece can break
    another edge, so this repeats until nothing changes. Then a value with a branch from
    one of its register pieces to a place where it lives in memory stores every write:
    that path passes no split (but a constant, which its pool entry or zero idiom gives
    back anywhere)."""
    by_register: dict[str, list[tuple[Piece, VReg]]] = {}

    def index() -> None:
        by_register.clear()
        for vreg, pieces in placement.pieces.items():
            for piece in pieces:
                by_register.setdefault(piece.reg, []).append((piece, vreg))
        for held in by_register.values():
            held.sort(key=lambda held: held[0].start)

    def covering(position: int):
        """The register pieces (of split values) that hold `position`: at most one per
        register."""
        for held in by_register.values():
            k = bisect.bisect_right(held, position, key=lambda h: h[0].start) - 1
            if k >= 0 and held[k][0].end >= position:
                yield held[k]

    def live(vreg: VReg, position: int) -> bool:
        start, end = placement.lives[vreg]
        return start <= position <= end

    while True:
        index()
        dropped: set[tuple[VReg, Piece]] = set()
        for jump, target in flow.jumps:
            for piece, vreg in covering(2 * target):
                if live(vreg, 2 * jump) and placement.register(vreg, 2 * jump) != piece.reg:
                    dropped.add((vreg, piece))
        if not dropped:
            break
        for vreg, piece in dropped:
            placement.pieces[vreg].remove(piece)
    for jump, target in flow.jumps:
        for _, vreg in covering(2 * jump):
            if live(vreg, 2 * target) and placement.register(vreg, 2 * target) is None:
                if vreg not in constants:
                    placement.written_through.add(vreg)
    return placement


# --- 5. rewrite -----------------------------------------------------------------------------


def _phys(reg: VReg | str | Slot | None, assignment: dict[VReg, str]) -> str | Slot | None:
    return assignment[reg] if isinstance(reg, VReg) else reg


def rewrite(
    insts: list[Inst],
    placement: Placement,
    slots: dict[VReg, Slot],
    sizes: dict[VReg, int],
    target: Target | None = None,
    constants: dict[VReg, Inst] | None = None,
) -> tuple[list[Inst], int, int]:
    """`insts` with physical registers, and the spill code `placement` asks for: the new
    instructions, and how many stores and reloads they hold. Given the `target`, a value in
    memory that an instruction only reads is read from its slot as that instruction's
    memory operand where the target has such a form (`fold_reload`), not reloaded.

    A constant (`constants`: its one definition, see `rematerializable`) has no slot: it is
    never stored, its definition is dropped where it starts in memory, and where it is
    needed in a register its definition runs again ("remat", no reload); a read of it may
    fold as the pool entry its definition loads."""
    constants = constants or {}

    def home(vreg: VReg, size: int) -> Mem | None:
        """Where an instruction may read `vreg` as `size` bytes of memory, if anywhere."""
        if vreg in constants:
            loaded = pool_operand(constants[vreg])
            return loaded if loaded is not None and size <= loaded.size else None
        return Mem(slots[vreg], None, 1, 0, size)

    def reload(phys: str, vreg: VReg) -> Inst:
        if vreg in constants:
            return _remat(constants[vreg], phys, vreg)
        return _spill_move(phys, slots[vreg], sizes[vreg], vreg, "reload")

    if constants:
        _drop_unread_constant_pieces(insts, placement, constants)
    if target is not None and constants:
        _fold_constant_pieces(insts, placement, constants, home, target)
    whole = placement.whole
    # around the instruction at each index: the stores of pieces split there (the value
    # is still in its register), then the reloads of pieces starting there
    before: dict[int, list[Inst]] = {}
    for vreg, pieces in placement.pieces.items():
        if vreg in placement.written_through or vreg in constants:
            continue
        end = placement.lives[vreg][1]
        for piece in pieces:
            if piece.end < end and placement.writes_in(vreg, piece):
                store = _spill_move(piece.reg, slots[vreg], sizes[vreg], vreg, "spill")
                before.setdefault((piece.end + 1) // 2, []).append(store)
    # a piece that starts with a reload for one read and ends there: the read may take the
    # value from its slot instead (`fold_reload`), and the reload goes
    lone: dict[int, list[VReg]] = {}
    for vreg, pieces in placement.pieces.items():
        for piece in pieces:
            # an even start is before a read, a loop head or a branch; an odd one, a write
            if piece.start % 2 == 0:
                before.setdefault(piece.start // 2, []).append(reload(piece.reg, vreg))
                if piece.end == piece.start:
                    lone.setdefault(piece.start // 2, []).append(vreg)
    out: list[Inst] = []
    stores = reloads = 0
    for n, inst in enumerate(insts):
        notes = _annotations(inst)
        if not any(reg in slots or reg in constants for reg in notes.values()):  # most
            stores, reloads = _moves(out, before.get(n, ()), None, stores, reloads)
            new = Inst(inst.op, tuple(_map(o, whole) for o in inst.operands), inst.comment)
            new.vregs = notes
            out.append(new)
            continue
        reads, writes = set(inst.reads()), set(inst.writes())
        where: dict[VReg, str] = {}
        in_memory: list[VReg] = []
        for reg in dict.fromkeys(notes.values()):
            phys = placement.register(reg, 2 * n if reg in reads else 2 * n + 1)
            if phys is None:
                in_memory.append(reg)
            else:
                where[reg] = phys
        if writes and all(r in constants and r in in_memory for r in writes):
            # a constant defined where it lives in memory: nothing to do until it is used
            stores, reloads = _moves(out, before.get(n, ()), None, stores, reloads)
            continue
        if inst.is_register_copy and in_memory and in_memory[0] in constants:
            dst = inst.operands[0].reg
            if in_memory == [inst.operands[1].reg] and dst in where:
                # a copy of a constant that is in memory: its definition, into the copy's
                # register (no remat into a scratch register and a move)
                stores, reloads = _moves(out, before.get(n, ()), None, stores, reloads)
                made = _remat(constants[in_memory[0]], where[dst], dst)
                made.kind, made.vregs, made.comment = "", {"0": dst}, ""
                out.append(made)
                if dst in placement.written_through:
                    out.append(_spill_move(where[dst], slots[dst], sizes[dst], dst, "spill"))
                    stores += 1
                continue
        operands, unloaded = inst.operands, None
        if target is not None:
            candidates = in_memory + [r for r in lone.get(n, ()) if r not in writes]
            memory = {r: "" for r in candidates}  # no register: fold_reload asks the encoder
            if folded := fold_reload(inst, candidates, {**where, **memory}, home, target):
                unloaded, operands, swapped = folded
                if swapped:
                    notes = _swap_notes(notes)
                if unloaded in in_memory:
                    in_memory.remove(unloaded)
                else:
                    del where[unloaded]  # its lone piece's reload goes
        stores, reloads = _moves(out, before.get(n, ()), unloaded, stores, reloads)
        named = {o.reg for o in inst.operands if isinstance(o, Reg) and isinstance(o.reg, str)}
        pools = {cls: [r for r in regs if r not in named] for cls, regs in SCRATCH.items()}
        scratch: dict[VReg, str] = {}
        # registers read first; a register only written may reuse a read one's scratch
        # (an instruction reads all its operands before it writes), e.g. a blendv whose
        # four operands are all spilled
        for reg in sorted(in_memory, key=lambda r: r not in reads):
            if pools[reg.cls]:
                scratch[reg] = pools[reg.cls].pop(0)
            else:
                scratch[reg] = next(
                    p for r, p in scratch.items() if r.cls == reg.cls and r not in writes
                )
        where.update(scratch)
        for reg, phys in scratch.items():
            if reg in reads:
                out.append(reload(phys, reg))
                reloads += reg not in constants
        new = Inst(inst.op, tuple(_map(o, where) for o in operands), inst.comment)
        new.vregs = notes
        out.append(new)
        for reg in dict.fromkeys(notes.values()):
            if reg in writes and (reg in scratch or reg in placement.written_through):
                out.append(_spill_move(where[reg], slots[reg], sizes[reg], reg, "spill"))
                stores += 1
    return out, stores, reloads


def _drop_unread_constant_pieces(
    insts: list[Inst], placement: Placement, constants: dict[VReg, Inst]
) -> None:
    """Give up a constant's register piece that nothing reads, within straight-line code
    (no label or branch in it): it would only run the definition, or a remat, into a
    register given to another value before any read (bf16_dot's `mov r15d, 0x7fc0` right
    before `mov r15d, 0x7f800000`, the constant evicted for the next one at no cost and
    made again at its read). The value is then in memory there: a constant defined in
    memory is not defined, and the piece after it starts with its remat as before."""
    for vreg, pieces in placement.pieces.items():
        if vreg not in constants:
            continue
        for piece in list(pieces):
            span = range(piece.start // 2, piece.end // 2 + 1)
            if any(
                insts[n].op == "label"
                or insts[n].ends_block
                or (vreg in insts[n].reads() and piece.start <= 2 * n <= piece.end)
                for n in span
            ):
                continue
            pieces.remove(piece)


def _fold_constant_pieces(
    insts: list[Inst],
    placement: Placement,
    constants: dict[VReg, Inst],
    home: Callable[[VReg, int], Mem | None],
    target: Target,
) -> None:
    """Give up a constant's register piece that starts with a remat, holds no loop head or
    back edge (it lies within one iteration) and whose every read can read the pool entry
    instead: each read folds, and the remat goes (softmax_1k_x8's polynomial constants,
    each read by the two halves of an f64x8)."""
    spans = loops(insts)
    for vreg, pieces in placement.pieces.items():
        if vreg not in constants or pool_operand(constants[vreg]) is None:
            continue
        for piece in list(pieces):
            if piece.start % 2 or any(
                piece.start <= 2 * head <= piece.end or piece.start <= 2 * back + 1 <= piece.end
                for head, back in spans
            ):
                continue
            readers = [
                insts[n]
                for n in range(piece.start // 2, piece.end // 2 + 1)
                if vreg in insts[n].reads()
            ]
            if readers and all(_could_fold(inst, vreg, home, target) for inst in readers):
                pieces.remove(piece)


def _could_fold(inst: Inst, vreg: VReg, home, target: Target) -> bool:
    """Could `inst` read `vreg` as a memory operand (whatever registers the rest get)?"""
    others = {r: "" for r in _annotations(inst).values()}
    return fold_reload(inst, [vreg], others, home, target) is not None


# Forms whose memory operand is not what their register operand would be: `movss x, x`
# merges the low lane and `movss x, m32` zeroes the rest; `insertps`'s register form picks
# the source lane with imm[7:6], its memory form reads 32 bits and ignores them; `bt m, r`
# addresses a bit string beyond the operand.
NO_FOLDED_RELOAD = frozenset(
    {"movss", "movsd", "vmovss", "vmovsd", "insertps", "vinsertps", "bt", "bts", "btr", "btc"}
)


def _moves(
    out: list[Inst], moves, unloaded: VReg | None, stores: int, reloads: int
) -> tuple[int, int]:
    """Append the spill code placed before an instruction (but the reload of `unloaded`,
    which the instruction reads from its slot); the counts, updated."""
    for move in moves:
        if move.kind in ("reload", "remat") and move.vregs["vreg"] is unloaded:
            continue
        out.append(move)
        if move.kind == "spill":
            stores += 1
        elif move.kind == "reload":
            reloads += 1
    return stores, reloads


def fold_reload(
    inst: Inst,
    in_memory: list[VReg],
    where: dict[VReg, str],
    home: Callable[[VReg, int], Mem | None],
    target: Target,
) -> tuple[VReg, tuple, bool] | None:
    """(the value, `inst`'s operands, whether its two sources traded places) with one value
    of `in_memory` that `inst` only reads given as its slot (`home`: its slot, or a
    constant's pool entry), where the instruction has a form with a memory operand there on
    `target` (asked of the encoder); None where no value qualifies. The slot holds the value
    wherever the value is in memory, so the read is the reload's, without a register.
    `where` has the register of each of `inst`'s values ("" for one in memory).

    A VEX form reads memory only as its second source: a value in memory that is the first
    source of a commutative op, or of a compare whose predicate has a mirror (a < b is
    b > a), is read there with the sources swapped (`_swapped_sources`): `vmulpd d, x,
    [c]` for `d = c * x`, rather than loading c into a register first."""
    if inst.op in NO_FOLDED_RELOAD or inst.is_zero_idiom:
        return None
    if any(isinstance(o, Mem) for o in inst.operands):
        return None  # one memory operand per instruction
    roles = inst.roles
    for reg in in_memory:
        positions = [n for n, o in enumerate(inst.operands) if isinstance(o, Reg) and o.reg is reg]
        if len(positions) != 1 or roles[positions[0]] != "r":
            continue
        (position,) = positions
        register = inst.operands[position]
        arrangements = [(inst.operands, position, False)]
        swappable = position == 1 and "avx" in target.features  # VEX forms: three operands
        if swappable and (swapped := _swapped_sources(inst)) is not None:
            arrangements.append((swapped, 2, True))
        for arranged, at, swap in arrangements:
            for size in memory_sizes(inst.op, len(arranged), at, register.size):
                memory = home(reg, size)
                if memory is None:
                    continue
                operands = list(arranged)
                operands[at] = memory
                # a register for every other value in memory: which does not change the form
                stand_in = {
                    r: "rax" if r.cls == "gpr" else "xmm0" for r, p in where.items() if not p
                }
                trial = Inst(inst.op, tuple(_map(o, where | stand_in) for o in operands))
                if encodes(trial, target):
                    return reg, tuple(operands), swap
    return None


def _swapped_sources(inst: Inst) -> tuple | None:
    """`inst`'s operands with its two sources swapped, where that computes the same: a VEX
    three-operand commutative op (COMMUTATIVE: add, mul, and, or, xor, integer min/max ...;
    a float one may return the other NaN of two, which [float-compare] allows), or a VEX
    compare with its predicate mirrored; else None."""
    operands = inst.operands
    if not inst.op.startswith("v") or not all(isinstance(o, Reg) for o in operands[:3]):
        return None
    if len(operands) == 3 and inst.op in COMMUTATIVE:
        return (operands[0], operands[2], operands[1])
    if len(operands) == 4 and inst.op in ("vcmpps", "vcmppd") and isinstance(operands[3], Imm):
        mirrored = SWAPPED_PREDICATE[operands[3].value]  # VEX: all 32 (asm.py)
        return (operands[0], operands[2], operands[1], Imm(mirrored))
    return None


def _swap_notes(notes: dict[str, VReg]) -> dict[str, VReg]:
    """The annotations of an instruction whose operands 1 and 2 traded places."""
    trade = {"1": "2", "2": "1"}
    out = {}
    for key, reg in notes.items():
        head, dot, rest = key.partition(".")
        out[trade.get(head, head) + dot + rest] = reg
    return out


@cache
def memory_sizes(mnemonic: str, count: int, position: int, reg_size: int) -> tuple[int, ...]:
    """The sizes of the memory operand the forms of `mnemonic` with `count` explicit operands
    accept at `position` in place of a register of `reg_size` bytes: the memory side of the
    same operand (`r/m16` for a 16-bit register, `xmm/m32` for an xmm), never another form's
    (`movsx r32, r/m8` reads one byte where the register was `r/m16`)."""
    sizes = []
    for form in forms_for(mnemonic):
        explicit = form.explicit_operands
        if len(explicit) != count:
            continue
        kind = explicit[position]
        if kind.mem_size and kind.reg_class is not None and kind.reg_size == reg_size:
            sizes.append(kind.mem_size)
    return tuple(dict.fromkeys(sizes))


def _annotations(inst: Inst) -> dict[str, VReg]:
    notes: dict[str, VReg] = {}
    for n, o in enumerate(inst.operands):
        if isinstance(o, Reg) and isinstance(o.reg, VReg):
            notes[str(n)] = o.reg
        elif isinstance(o, Mem):
            if isinstance(o.base, VReg):
                notes[f"{n}.base"] = o.base
            if isinstance(o.index, VReg):
                notes[f"{n}.index"] = o.index
    return notes


def _map(operand, where: dict[VReg, str]):
    if isinstance(operand, Reg) and isinstance(operand.reg, VReg):
        return _physical(where[operand.reg], operand.size)
    if isinstance(operand, Mem):
        return Mem(
            _phys(operand.base, where),
            _phys(operand.index, where),
            operand.scale,
            operand.disp,
            operand.size,
        )
    return operand


@cache
def _physical(phys: str, size: int) -> Reg:
    """One Reg per register view: an operand is immutable, and making one is not free."""
    return Reg(phys, size)


def _spill_move(phys: str, slot: Slot, size: int, vreg: VReg, kind: str) -> Inst:
    mem = Mem(slot, None, 1, 0, size if vreg.cls == "vec" else 8)
    reg = Reg(phys, size if vreg.cls == "vec" else 8)
    # aligned moves: every spill also proves the frame keeps the 16/32-byte alignment
    mnemonic = "vmovaps" if vreg.cls == "vec" else "mov"
    inst = Inst(mnemonic, (reg, mem) if kind == "reload" else (mem, reg), f"{kind} {vreg}")
    inst.kind = kind
    inst.vregs = {"vreg": vreg}
    return inst


# --- rematerialization ------------------------------------------------------------------------
# A value that one instruction computes from nothing but constant bytes is cheaper to compute
# again than to spill: a load from the read-only constant pool (isel's vector constants and
# float constants, mir.Const), a vector zero idiom, a `mov` of an immediate. Such a value is
# never stored; where it must be in a register again, its definition runs again (kind
# "remat", not counted as a reload), and an instruction that can read memory reads the
# pool entry itself. The scan knows splitting it costs no store, so under pressure it gives
# up its register first (the others would need a store and a reload).

# loads of a whole value: the register gets exactly the bytes read (the rest zeroed)
_POOL_LOADS = frozenset(
    {"vmovaps", "vmovups", "vmovdqu", "vmovdqa", "movaps", "movups", "movdqu", "movdqa",
     "vmovd", "vmovq", "movd", "movq", "vmovss", "vmovsd", "movss", "movsd", "mov", "movzx"}
)  # fmt: skip


def rematerializable(insts: list[Inst]) -> dict[VReg, Inst]:
    """The values written by exactly one instruction, which reads no register and no
    memory but the constant pool and writes no flags: value -> that instruction."""
    defs: dict[VReg, Inst | None] = {}
    for inst in insts:
        for reg in inst.writes():
            if isinstance(reg, VReg):
                defs[reg] = inst if reg not in defs else None
    return {v: i for v, i in defs.items() if i is not None and _computes_from_nothing(i, v)}


def _computes_from_nothing(inst: Inst, vreg: VReg) -> bool:
    if inst.writes() != (vreg,) or inst.kind:
        return False
    if inst.is_zero_idiom:
        return vreg.cls == "vec"  # `xor r, r` writes the flags
    if inst.op not in _POOL_LOADS or inst.reads() or len(inst.operands) != 2:
        return False
    dst, src = inst.operands
    if not isinstance(dst, Reg):
        return False
    if isinstance(src, Imm):
        return inst.op == "mov"
    return isinstance(src, Mem) and isinstance(src.base, Const)


def pool_operand(definition: Inst) -> Mem | None:
    """The pool entry a constant's definition loads whole (a read of the value may read
    it there instead, up to that many bytes), or None (an immediate, a zero idiom)."""
    if definition.is_zero_idiom or definition.op == "movzx":
        return None
    src = definition.operands[1]
    return src if isinstance(src, Mem) and isinstance(src.base, Const) else None


def _remat(definition: Inst, phys: str, vreg: VReg) -> Inst:
    """The definition of constant `vreg` again, into `phys`."""
    operands = tuple(
        _physical(phys, o.size) if isinstance(o, Reg) else o for o in definition.operands
    )
    inst = Inst(definition.op, operands, f"remat {vreg}")
    inst.kind = "remat"
    inst.vregs = {"vreg": vreg}
    return inst


# --- the allocator ---------------------------------------------------------------------------


def allocate(fn: MachineFunction, check: bool = False) -> Allocation:
    """Assign physical registers to `fn`'s virtual registers (adds spill slots to fn.slots)."""
    flow = Flow.of(fn.insts)
    found = intervals(fn.insts, flow.spans)
    segments = fixed_segments(fn.insts)
    constants = rematerializable(fn.insts)
    placement = linear_scan(found, segments, flow, allocation_order(fn.abi), constants)
    spilled: dict[VReg, Slot] = {}
    for reg in placement.pieces:  # by id
        if reg in constants:
            continue
        size = 32 if found[reg].size > 16 else 16 if reg.cls == "vec" else 8
        slot = Slot(len(fn.slots), size, size)
        fn.slots.append(slot)
        spilled[reg] = slot
    sizes = {r: i.size for r, i in found.items()}
    insts, stores, reloads = rewrite(fn.insts, placement, spilled, sizes, fn.target, constants)
    used = (
        set(placement.whole.values())
        | {piece.reg for pieces in placement.pieces.values() for piece in pieces}
        | {r for i in insts for r in i.writes() if isinstance(r, str)}
    )
    result = Allocation(insts, placement, spilled, fn.slots, used, stores, reloads, fn)
    result.constants = constants
    if check:
        check_allocation(result.insts, constants)
    return result


def check(allocation: Allocation) -> Allocation:
    """The checker as a stage (Options.check_regalloc): `allocation`, proven, unchanged.
    The constants it trusts are worked out again from the instructions isel gave."""
    function = allocation.function
    constants = rematerializable(function.insts) if function is not None else {}
    check_allocation(allocation.insts, constants)
    return allocation


# --- 6. the checker ---------------------------------------------------------------------------


def check_allocation(insts: list[Inst], constants: dict[VReg, Inst] | None = None) -> None:
    """Prove that every annotated use reads the value of its virtual register.

    State: for each physical register and stack slot, which virtual register's value it
    holds. An instruction that writes an annotated operand puts that virtual register
    there; a spill copies register -> slot, a reload slot -> register; anything else that
    writes a location makes it unknown. At a label the states of all predecessors meet
    (a location keeps its value only if every predecessor agrees); loops iterate to a
    fixed point. Raises AllocationError naming the instruction and what was found.

    `constants` (`rematerializable`: each value computed from constant bytes alone, and
    its one definition): a "remat" must be that definition again, and a read of such a
    value from the constant pool must read the entry its definition loads.
    """
    constants = constants or {}
    blocks = _blocks(insts)
    start_of = {block[0]: k for k, block in enumerate(blocks)}
    labels = {i.operands[0].name: n for n, i in enumerate(insts) if i.op == "label"}
    successors: list[list[int]] = []
    for k, (_, end) in enumerate(blocks):
        last = insts[end - 1]
        targets = [start_of[labels[last.operands[0].name]]] if last.is_branch else []
        if last.falls_through and k + 1 < len(blocks):
            targets.append(k + 1)
        successors.append(targets)
    state_in: dict[int, dict] = {0: {}}
    pending = [0]  # a heap of blocks whose entry state changed, in program order, so a loop
    queued = {0}  # body settles before what follows it
    while pending:
        k = heapq.heappop(pending)
        queued.discard(k)
        first, end = blocks[k]
        state = dict(state_in[k])
        for n in range(first, end):
            state = _transfer(insts[n], state, n, constants)
        for succ in successors[k]:
            merged = state if succ not in state_in else _meet(state_in[succ], state)
            if state_in.get(succ) != merged:
                state_in[succ] = dict(merged)
                if succ not in queued:
                    heapq.heappush(pending, succ)
                    queued.add(succ)


def _blocks(insts: list[Inst]) -> list[tuple[int, int]]:
    """[first, end) of each basic block: a label starts one, a branch or ret ends one."""
    blocks, first = [], 0
    for n, inst in enumerate(insts):
        if inst.op == "label" and n > first:
            blocks.append((first, n))
            first = n
        if inst.ends_block:
            blocks.append((first, n + 1))
            first = n + 1
    if first < len(insts):
        blocks.append((first, len(insts)))
    return blocks


_UNKNOWN = object()


def _meet(known: dict, incoming: dict) -> dict:
    """What both states agree on: the locations whose value is the same in each."""
    return {k: v for k, v in known.items() if incoming.get(k, _UNKNOWN) == v}


def _location(operand) -> str | Slot | None:
    if isinstance(operand, Reg):
        return operand.reg
    if (
        isinstance(operand, Mem)
        and isinstance(operand.base, Slot | Const)
        and operand.index is None
    ):
        return operand.base
    return None


def _transfer(inst: Inst, state: dict, n: int, constants: dict[VReg, Inst]) -> dict:
    if inst.kind == "remat":
        vreg = inst.vregs["vreg"]
        definition = constants.get(vreg)
        same = definition is not None and [
            o for o in definition.operands if not isinstance(o, Reg)
        ] == [o for o in inst.operands if not isinstance(o, Reg)]
        if not same or definition.op != inst.op:
            raise AllocationError(f"instruction {n} `{inst}`: not the definition of {vreg}")
        for reg in inst.writes():
            state[reg] = vreg
        return state
    if inst.kind in ("spill", "reload"):
        dst, src = inst.operands
        value = state.get(_location(src))
        if value != inst.vregs["vreg"]:
            raise AllocationError(
                f"instruction {n} `{inst}`: {inst.kind} of {inst.vregs['vreg']} finds "
                f"{value} in {_location(src)}"
            )
        state[_location(dst)] = value
        return state
    operands, roles = inst.operands, inst.roles
    for key, vreg in inst.vregs.items():
        pos, _, part = key.partition(".")
        operand = operands[int(pos)]
        if part:  # an address register is always read
            phys = getattr(operand, part)
        elif roles[int(pos)] in "rm" and not inst.is_zero_idiom:
            phys = _location(operand)  # a register, or the slot of a folded reload
        else:
            continue
        if isinstance(phys, Const):
            entry = pool_operand(constants[vreg]) if vreg in constants else None
            if entry is None or entry.base != phys or operand.size > entry.size:
                raise AllocationError(f"instruction {n} `{inst}`: {phys} does not hold {vreg}")
            continue
        if state.get(phys) != vreg:
            raise AllocationError(
                f"instruction {n} `{inst}`: {phys} should hold {vreg}, holds {state.get(phys)}"
            )
    for reg in inst.writes():
        state[reg] = ("clobbered", n)
    for pos, (role, operand) in enumerate(zip(roles, operands, strict=True)):
        if role in "wm":
            location = _location(operand)
            if location is not None:
                state[location] = inst.vregs.get(str(pos), ("clobbered", n))
    return state
