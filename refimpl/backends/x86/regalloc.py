"""Register allocation: linear scan over the linear machine program, then a checker.

Where this sits: the stage after isel.py (virtual registers everywhere), before abi.frame
and the encoder (physical registers only); backend.py STAGES lists them. The steps:

1. liveness   - each virtual register gets one interval [first def, last use] over
                instruction positions (uses at 2i, defs at 2i+1, so a register read by an
                instruction can be reused for the value it writes). A value live into a
                loop is live through the whole loop: its interval is stretched to the
                loop's back edge.
2. fixed      - physical registers named by instructions (rax:rdx of idiv, cl of shifts,
                parameter registers) get live segments too; a virtual register is never
                given a physical register whose segment overlaps its interval.
3. scan       - intervals by start; take a free register (preferring the source of a
                copy, so the copy disappears); when none is free, spill the interval that
                ends last. A spilled value lives in a stack slot for its whole life.
4. rewrite    - physical registers replace virtual ones; a spilled operand is reloaded
                into a scratch register before the instruction and stored after it.
5. check      - `check_allocation` walks the result symbolically and proves every use
                reads the value its virtual register should hold: the stage `check`, run
                after `allocate` when Options.check_regalloc is set.

Flags need no allocation: isel emits every compare right before its consumer
(see Selector.condition), and spill code only uses mov, which leaves the flags alone.
"""

from __future__ import annotations

import bisect
import heapq
from collections import ChainMap, Counter
from dataclasses import dataclass, field
from functools import cache

from refimpl.backends.x86.abi import SCRATCH, allocation_order
from refimpl.backends.x86.mir import Inst, MachineFunction, Mem, Reg, Slot, VReg


class AllocationError(AssertionError):
    """The checker found a use that does not read the value it should."""


@dataclass
class Interval:
    vreg: VReg
    start: int
    end: int
    hint: VReg | str | None = None
    size: int = 8  # widest view used: a spill slot holds that much
    depth: int = 0  # deepest loop with a use or def: values used in inner loops stay in registers


@dataclass
class Allocation:
    insts: list[Inst]  # physical registers only
    assignment: dict[VReg, str]
    spilled: dict[VReg, Slot]
    slots: list[Slot] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    spill_stores: int = 0
    reloads: int = 0
    function: MachineFunction | None = None  # what was allocated (its target, its ymm use)


# --- 1. liveness ---------------------------------------------------------------------------


def loops(insts: list[Inst]) -> list[tuple[int, int]]:
    """(head, back edge) positions of every loop: a branch to a label placed before it."""
    where = {i.operands[0].name: n for n, i in enumerate(insts) if i.op == "label"}
    return [
        (where[i.operands[0].name], n)
        for n, i in enumerate(insts)
        if i.is_branch and where.get(i.operands[0].name, n + 1) < n
    ]


def intervals(insts: list[Inst]) -> dict[VReg, Interval]:
    """Each virtual register's live range (position 2n reads instruction n's operands, 2n+1
    writes its results), widest view, copy hint and deepest loop, in one pass over `insts`;
    then ranges live into a loop are stretched to its back edge."""
    spans = sorted(loops(insts))
    depths = _loop_depths(len(insts), spans)
    found: dict[VReg, Interval] = {}
    for n, inst in enumerate(insts):
        depth = depths[n]
        for reg in inst.reads():
            if isinstance(reg, VReg):
                interval = found.get(reg)
                if interval is None:
                    raise AssertionError(f"regalloc: {reg} read at {n} ({inst}) before any def")
                interval.end = max(interval.end, 2 * n)
                interval.depth = max(interval.depth, depth)
        for reg in inst.writes():
            if isinstance(reg, VReg):
                interval = found.get(reg)
                if interval is None:
                    interval = found[reg] = Interval(reg, 2 * n + 1, 2 * n + 1)
                interval.end = max(interval.end, 2 * n + 1)
                interval.depth = max(interval.depth, depth)
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


def _loop_depths(count: int, spans: list[tuple[int, int]]) -> list[int]:
    """The loop depth at each position: heads at or before it, back edges not before it."""
    entering = Counter(head for head, _ in spans)
    leaving = Counter(back + 1 for _, back in spans)
    depths, depth = [], 0
    for n in range(count):
        depth += entering[n] - leaving[n]
        depths.append(depth)
    return depths


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
    return any(a <= interval.end and interval.start <= b for a, b in segments.get(reg, ()))


def _free(
    reg: str, taken: set[str], interval: Interval, segments: dict[str, list[tuple[int, int]]]
) -> bool:
    return reg not in taken and not _blocked(reg, interval, segments)


# --- 3. linear scan -------------------------------------------------------------------------


def linear_scan(
    found: dict[VReg, Interval],
    segments: dict[str, list[tuple[int, int]]],
    order: dict[str, tuple[str, ...]] | None = None,
) -> tuple[dict[VReg, str], set[VReg]]:
    """`order`: the registers to try, per class (abi.allocation_order; default System V)."""
    order = order or allocation_order("sysv")
    assignment: dict[VReg, str] = {}
    spilled: set[VReg] = set()
    active: list[Interval] = []
    for current in sorted(found.values(), key=lambda i: (i.start, i.vreg.id)):
        active = [a for a in active if a.end >= current.start]
        taken = {assignment[a.vreg] for a in active if a.vreg.cls == current.vreg.cls}
        registers = order[current.vreg.cls]
        hint = assignment.get(current.hint) if isinstance(current.hint, VReg) else current.hint
        # the hint if it is free, else the first free register in order (asked lazily: most
        # intervals find one among the first few)
        if hint in registers and _free(hint, taken, current, segments):
            choice = hint
        else:
            choice = next((r for r in registers if _free(r, taken, current, segments)), None)
        if choice is not None:
            assignment[current.vreg] = choice
            active.append(current)
            continue
        # no register free: spill whichever of current and the active ones is used in the
        # shallowest loop, and among those the one that ends last (it frees a register for
        # longest); the victim's register must be able to hold current
        victims = [
            a
            for a in active
            if a.vreg.cls == current.vreg.cls
            and not _blocked(assignment[a.vreg], current, segments)
            and (a.depth, -a.end) < (current.depth, -current.end)
        ]
        if victims:
            victim = min(victims, key=lambda a: (a.depth, -a.end, a.vreg.id))
            assignment[current.vreg] = assignment.pop(victim.vreg)
            spilled.add(victim.vreg)
            active.remove(victim)
            active.append(current)
        else:
            spilled.add(current.vreg)
    return assignment, spilled


# --- 4. rewrite -----------------------------------------------------------------------------


def _phys(reg: VReg | str | Slot | None, assignment: dict[VReg, str]) -> str | Slot | None:
    return assignment[reg] if isinstance(reg, VReg) else reg


def rewrite(
    insts: list[Inst],
    assignment: dict[VReg, str],
    spilled: dict[VReg, Slot],
    sizes: dict[VReg, int],
) -> tuple[list[Inst], int, int]:
    out: list[Inst] = []
    stores = reloads = 0
    for inst in insts:
        notes = _annotations(inst)
        if not spilled or not any(reg in spilled for reg in notes.values()):  # most: no scratch
            new = Inst(inst.op, tuple(_map(o, assignment) for o in inst.operands), inst.comment)
            new.vregs = notes
            out.append(new)
            continue
        named = {o.reg for o in inst.operands if isinstance(o, Reg) and isinstance(o.reg, str)}
        pools = {cls: [r for r in regs if r not in named] for cls, regs in SCRATCH.items()}
        scratch: dict[VReg, str] = {}
        reads, writes = set(inst.reads()), set(inst.writes())
        # registers read first; a register only written may reuse a read one's scratch
        # (an instruction reads all its operands before it writes), e.g. a blendv whose
        # four operands are all spilled
        ordered = sorted(dict.fromkeys(notes.values()), key=lambda r: r not in reads)
        for reg in ordered:
            if reg in spilled:
                if pools[reg.cls]:
                    scratch[reg] = pools[reg.cls].pop(0)
                else:
                    scratch[reg] = next(
                        p for r, p in scratch.items() if r.cls == reg.cls and r not in writes
                    )
        # a view, not a copy: copying the whole assignment per instruction is quadratic
        where = ChainMap(scratch, assignment) if scratch else assignment
        for reg, phys in scratch.items():
            if reg in reads:
                out.append(_spill_move(phys, spilled[reg], sizes[reg], reg, "reload"))
                reloads += 1
        new = Inst(inst.op, tuple(_map(o, where) for o in inst.operands), inst.comment)
        new.vregs = notes
        out.append(new)
        for reg, phys in scratch.items():
            if reg in writes:
                out.append(_spill_move(phys, spilled[reg], sizes[reg], reg, "spill"))
                stores += 1
    return out, stores, reloads


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


# --- the allocator ---------------------------------------------------------------------------


def allocate(fn: MachineFunction, check: bool = False) -> Allocation:
    """Assign physical registers to `fn`'s virtual registers (adds spill slots to fn.slots)."""
    found = intervals(fn.insts)
    segments = fixed_segments(fn.insts)
    assignment, spilled_set = linear_scan(found, segments, allocation_order(fn.abi))
    spilled: dict[VReg, Slot] = {}
    for reg in sorted(spilled_set, key=lambda r: r.id):
        size = 32 if found[reg].size > 16 else 16 if reg.cls == "vec" else 8
        slot = Slot(len(fn.slots), size, size)
        fn.slots.append(slot)
        spilled[reg] = slot
    sizes = {r: i.size for r, i in found.items()}
    insts, stores, reloads = rewrite(fn.insts, assignment, spilled, sizes)
    used = set(assignment.values()) | {r for i in insts for r in i.writes() if isinstance(r, str)}
    result = Allocation(insts, assignment, spilled, fn.slots, used, stores, reloads, fn)
    if check:
        check_allocation(result.insts)
    return result


def check(allocation: Allocation) -> Allocation:
    """The checker as a stage (Options.check_regalloc): `allocation`, proven, unchanged."""
    check_allocation(allocation.insts)
    return allocation


# --- 5. the checker ---------------------------------------------------------------------------


def check_allocation(insts: list[Inst]) -> None:
    """Prove that every annotated use reads the value of its virtual register.

    State: for each physical register and stack slot, which virtual register's value it
    holds. An instruction that writes an annotated operand puts that virtual register
    there; a spill copies register -> slot, a reload slot -> register; anything else that
    writes a location makes it unknown. At a label the states of all predecessors meet
    (a location keeps its value only if every predecessor agrees); loops iterate to a
    fixed point. Raises AllocationError naming the instruction and what was found.
    """
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
            state = _transfer(insts[n], state, n)
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
    if isinstance(operand, Mem) and isinstance(operand.base, Slot) and operand.index is None:
        return operand.base
    return None


def _transfer(inst: Inst, state: dict, n: int) -> dict:
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
            phys = operand.reg
        else:
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
