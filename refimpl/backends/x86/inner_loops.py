"""The innermost loops of compiled x86 code, and what one iteration of each executes.

A quality figure beside golden/x86/quality.tsv's whole-kernel counts: tools/bench.py
reports it for the benchmark corpus, where nearly all the time is spent in the innermost
loop. machine_code.py counts them into `Compiled.inner_loops` from the final instruction
list (after register allocation, identity-move removal, the legacy SSE renaming and the
prologue/epilogue), so they count what the encoder encodes.

A loop, as isel_memory.select_range / select_end emit it, is a label `.Lloop<n>:` and,
further down, a conditional jump back to it (`add counter, 1; cmp; jl .Lloop<n>`). Any jump
to a label placed earlier is such a back edge. A loop is innermost when no other loop lies
inside it; its body runs from the instruction after the label to the back-edge jump,
inclusive. Spill stores and reloads are the moves regalloc inserted (`Inst.kind`); slot
accesses are the other instructions with a stack-slot operand: register arrays (`reg`)
and values isel keeps in the frame.
"""

from __future__ import annotations

from dataclasses import dataclass

from refimpl.backends.x86.mir import Inst, Label, Mem, Slot


@dataclass(frozen=True)
class LoopFigures:
    """One innermost loop: its label and the counts of one iteration of its body."""

    label: str
    instructions: int
    spill_stores: int
    reloads: int
    slot_accesses: int


def innermost_loops(insts: list[Inst]) -> list[LoopFigures]:
    """Every innermost loop of `insts`, in program order."""
    placed: dict[str, int] = {}  # label name -> its index in insts
    loops: list[tuple[int, int]] = []  # (index of the label, index of the back-edge jump)
    for n, inst in enumerate(insts):
        if inst.op == "label":
            placed[inst.operands[0].name] = n
        elif inst.is_branch and isinstance(target := inst.operands[0], Label):
            if target.name in placed:
                loops.append((placed[target.name], n))
    innermost = [
        (top, back)
        for top, back in loops
        if not any(top < other_top and other_back < back for other_top, other_back in loops)
    ]
    return [
        _figures(insts[top].operands[0].name, insts[top + 1 : back + 1]) for top, back in innermost
    ]


def _figures(label: str, body: list[Inst]) -> LoopFigures:
    executed = [i for i in body if i.op != "label"]
    spills = sum(1 for i in executed if i.kind == "spill")
    reloads = sum(1 for i in executed if i.kind == "reload")
    slots = sum(
        1
        for i in executed
        if not i.kind and any(isinstance(o, Mem) and isinstance(o.base, Slot) for o in i.operands)
    )
    return LoopFigures(label, len(executed), spills, reloads, slots)
