"""Machine IR: x86 instructions on virtual registers, between isel and the encoder.

isel.py produces a `MachineFunction`, a flat list of `Inst`; regalloc.py replaces every
`VReg` with a physical register (inserting spill code); abi.py wraps the body in a prologue
and epilogue; the encoder turns the result into bytes. An operand is one of

    Reg(VReg | "rax", size)   a register seen at `size` bytes (gpr 1/2/4/8, vec 16/32)
    Mem(base, index, ...)     [base + index*scale + disp]; base may be a stack `Slot`
                              or a `Const` of the read-only constant pool (rip-relative)
    Imm(value)                an immediate
    Label(name)               a jump target

Which operands an instruction reads and writes comes from the instruction table (isa.py);
implicit register effects (cdq, idiv, the legacy blendv's xmm0) come from the same table,
and so does what else a pass asks of an `Inst` (is it a branch, a register copy, a zero
idiom?), through sets of mnemonics built from the table once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from refimpl.backends.x86.isa import FORMS, forms_for
from refimpl.backends.x86.target import Target

GPR_NAMES = ("rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
             "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15")  # fmt: skip
VEC_NAMES = tuple(f"xmm{i}" for i in range(16))

_GPR_VIEWS = {  # 64-bit name -> names at 4, 2, 1 bytes
    "rax": ("eax", "ax", "al"), "rcx": ("ecx", "cx", "cl"), "rdx": ("edx", "dx", "dl"),
    "rbx": ("ebx", "bx", "bl"), "rsp": ("esp", "sp", "spl"), "rbp": ("ebp", "bp", "bpl"),
    "rsi": ("esi", "si", "sil"), "rdi": ("edi", "di", "dil"),
}  # fmt: skip


def reg_name(phys: str, size: int) -> str:
    """The assembler spelling of physical register `phys` seen at `size` bytes."""
    if phys.startswith("xmm"):
        return phys if size <= 16 else "y" + phys[1:]
    if size == 8:
        return phys
    if phys in _GPR_VIEWS:
        return _GPR_VIEWS[phys][{4: 0, 2: 1, 1: 2}[size]]
    return phys + {4: "d", 2: "w", 1: "b"}[size]


# VReg and Slot are tuples, not frozen dataclasses: liveness, the allocator and its checker
# hash and compare them millions of times per campaign, and a tuple's hash and == are the
# interpreter's own (a dataclass's are Python functions; 9% of an x86 compile)
class VReg(NamedTuple):
    id: int
    cls: str  # "gpr" | "vec"

    def __str__(self) -> str:
        return f"%{'g' if self.cls == 'gpr' else 'v'}{self.id}"


class Slot(NamedTuple):
    """A stack slot in the frame; regalloc/abi decide its offset."""

    id: int
    size: int
    align: int

    def __str__(self) -> str:
        return f"slot{self.id}"


class Const(NamedTuple):
    """An entry of the function's read-only constant pool: bytes placed after the code,
    read rip-relative. Its bytes never change, so a value loaded from it can be loaded
    again (rematerialized) instead of being spilled, and read from it as a memory operand."""

    id: int
    size: int

    def __str__(self) -> str:
        return f"const{self.id}"


class ConstantPool:
    """The constant pool of one function: distinct byte strings, each aligned to its size
    (at most 32) so that aligned loads (and legacy SSE memory operands) may read it."""

    def __init__(self) -> None:
        self.entries: list[bytes] = []
        self._ids: dict[bytes, int] = {}

    def entry(self, data: bytes) -> Const:
        if data not in self._ids:
            self._ids[data] = len(self.entries)
            self.entries.append(data)
        return Const(self._ids[data], len(data))

    def layout(self, start: int) -> tuple[dict[int, int], bytes]:
        """(each entry's offset from the code's start, the bytes from `start` on) for a pool
        placed after `start` bytes of code: the largest entries first, so each is aligned to
        its size, the whole to the first one's (at most 32; code is loaded at a page
        boundary). A pool of 16-byte entries (every one on v2) no longer starts at a 32-byte
        boundary: up to 16 bytes less padding."""
        offsets: dict[int, int] = {}
        out = bytearray()
        order = sorted(range(len(self.entries)), key=lambda k: (-len(self.entries[k]), k))
        first = min(max(len(self.entries[order[0]]), 1), 32) if order else 1
        at = (start + first - 1) // first * first
        padding = at - start
        for k in order:
            data = self.entries[k]
            align = min(max(len(data), 1), 32)
            while (at + len(out)) % align:
                out.append(0)
            offsets[k] = at + len(out)
            out += data
        return offsets, bytes(padding) + bytes(out)


@dataclass(frozen=True)
class Reg:
    reg: VReg | str  # a virtual register or a physical register name ("rax", "xmm3")
    size: int

    @property
    def cls(self) -> str:
        if isinstance(self.reg, VReg):
            return self.reg.cls
        return "vec" if self.reg.startswith("xmm") else "gpr"

    def __str__(self) -> str:
        return (
            reg_name(self.reg, self.size)
            if isinstance(self.reg, str)
            else f"{self.reg}.{self.size}"
        )


@dataclass(frozen=True)
class Mem:
    base: VReg | str | Slot | Const | None
    index: VReg | str | None = None
    scale: int = 1
    disp: int = 0
    size: int = 4

    def regs(self) -> list[VReg | str]:
        return [
            r for r in (self.base, self.index) if r is not None and not isinstance(r, Slot | Const)
        ]

    def __str__(self) -> str:
        parts = [str(self.base)] if self.base is not None else []
        if self.index is not None:
            parts.append(f"{self.index}*{self.scale}")
        text = "+".join(parts)
        if self.disp:
            text += f"{self.disp:+d}"
        return f"{self.size}[{text}]"


@dataclass(frozen=True)
class Imm:
    value: int

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class Label:
    name: str

    def __str__(self) -> str:
        return self.name


Operand = Reg | Mem | Imm | Label


@cache
def operand_roles(mnemonic: str, count: int) -> str:
    """Roles of the explicit operands, read from the instruction table (isa.py): one char per
    operand, w = written, r = read, m = read and written (two-address). The first form with
    `count` explicit operands decides; the forms of one mnemonic agree on roles."""
    for form in forms_for(mnemonic):
        explicit = [o for o in form.operands if not o.implicit]
        if len(explicit) == count:
            return "".join({"r": "r", "w": "w", "rw": "m"}[o.role] for o in explicit)
    raise KeyError(f"no form of {mnemonic} takes {count} operands")


_FULL_NAME = {view: full for full, views in _GPR_VIEWS.items() for view in (full, *views)}


@cache
def implicit_registers(mnemonic: str, count: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Registers the forms with `count` written operands read and write without naming them
    (the table's `<eax>`-style operands: cdq, idiv, the legacy blendv's xmm0), as
    (reads, writes) at 64-bit granularity."""
    reads: dict[str, None] = {}
    writes: dict[str, None] = {}
    for form in forms_for(mnemonic):
        if len(form.explicit_operands) != count:
            continue
        for operand in form.operands:
            if operand.implicit:
                name = _FULL_NAME.get(operand.fixed, operand.fixed)
                if "r" in operand.role:
                    reads[name] = None
                if "w" in operand.role:
                    writes[name] = None
    return tuple(reads), tuple(writes)


# Facts of the table's rows by mnemonic, since an Inst knows its mnemonic and not its form:
# a mnemonic is in a set when one of its forms has the fact. Where control can go besides
# the next instruction (isa.py's flow; the forms of one mnemonic agree):
BRANCHES = frozenset(f.mnemonic for f in FORMS if f.flow in ("jump", "branch"))  # to a label
ENDS_BLOCK = frozenset(f.mnemonic for f in FORMS if f.flow in ("jump", "branch", "return"))
NEVER_FALLS_THROUGH = frozenset(f.mnemonic for f in FORMS if f.flow in ("jump", "return"))
# xor r, r and kin; mov r, r and the full-register vector moves (register operands only,
# which the Inst checks)
ZERO_IDIOMS = frozenset(f.mnemonic for f in FORMS if f.zero_idiom)
REGISTER_COPIES = frozenset(f.mnemonic for f in FORMS if f.copy)


@dataclass
class Inst:
    """One machine instruction; `op` is the mnemonic, or "label" for a label definition."""

    op: str
    operands: tuple[Operand, ...] = ()
    comment: str = ""
    # filled by regalloc for the checker: the virtual register behind each physical register
    # operand, keyed by operand position ("0") or address part ("1.base", "1.index"); and
    # "spill"/"reload" for the stores and loads it inserts
    vregs: dict[str, VReg] = field(default_factory=dict)
    kind: str = ""
    _reads: tuple | None = field(default=None, init=False, repr=False, compare=False)
    _writes: tuple | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def roles(self) -> str:
        if self.op in BRANCHES or self.op == "label":
            return "r" * len(self.operands)  # a label operand is no register
        return operand_roles(self.op, len(self.operands))

    @property
    def is_branch(self) -> bool:
        """A jump to a label of this function, conditional (jcc) or not (jmp)."""
        return self.op in BRANCHES

    @property
    def ends_block(self) -> bool:
        """A branch or a return: what follows starts another basic block."""
        return self.op in ENDS_BLOCK

    @property
    def falls_through(self) -> bool:
        """Control can go on to the next instruction (all but jmp and ret; a label does)."""
        return self.op not in NEVER_FALLS_THROUGH

    @property
    def is_register_copy(self) -> bool:
        """`mov r, r` / `vmovaps x, y`: one register gets another's value, whole."""
        return self.op in REGISTER_COPIES and all(isinstance(o, Reg) for o in self.operands)

    @property
    def is_zero_idiom(self) -> bool:
        """`xor r, r, r` / `vxorps x, x, x`: reads nothing, whatever the register held."""
        if self.op not in ZERO_IDIOMS:
            return False
        regs = [o for o in self.operands if isinstance(o, Reg)]
        return len(regs) == len(self.operands) and len({r.reg for r in regs}) == 1

    def reads(self) -> tuple[VReg | str, ...]:
        """Registers read: register operands with role r/m, and every address register.
        Worked out once per instruction (an instruction is never changed in place: passes
        make a new one), since liveness, rewriting and the checker each ask for it."""
        if self._reads is None:
            self._find_registers()
        return self._reads

    def writes(self) -> tuple[VReg | str, ...]:
        """Registers written: register operands with role w/m, and implicit results."""
        if self._writes is None:
            self._find_registers()
        return self._writes

    def _find_registers(self) -> None:
        """Both lists in one pass over the operands (a zero idiom reads nothing)."""
        zero_idiom = self.is_zero_idiom
        reads: list[VReg | str] = []
        writes: list[VReg | str] = []
        for role, operand in zip(self.roles, self.operands, strict=True):
            if isinstance(operand, Reg):
                if role != "w" and not zero_idiom:
                    reads.append(operand.reg)
                if role != "r":
                    writes.append(operand.reg)
            elif isinstance(operand, Mem):
                reads += operand.regs()
        implicit_reads, implicit_writes = implicit_registers(self.op, len(self.operands))
        self._reads = () if zero_idiom else (*reads, *implicit_reads)
        self._writes = (*writes, *implicit_writes)

    def __str__(self) -> str:
        if self.op == "label":
            return f"{self.operands[0]}:"
        return f"  {self.op} {', '.join(map(str, self.operands))}".rstrip()


@dataclass
class MachineFunction:
    """The result of isel: instructions, the frame slots they use, and parameter registers."""

    name: str
    insts: list[Inst]
    slots: list[Slot]
    target: Target
    uses_ymm: bool
    abi: str = "sysv"  # the calling convention of its entry (abi.CONVENTIONS)
    pool: ConstantPool = field(default_factory=ConstantPool)  # read-only data after the code
