"""Golden generator "encodings": every instruction form x systematic operand cases.

Registered in tools/regen_golden.py; writes golden/x86/encodings.tsv. For each form of the
instruction table (refimpl/backends/x86/isa.py) it renders a handful of Intel-syntax
instructions chosen to hit the encoder's edge cases, assembles each through the text front
end, and records the bytes and the form the encoder chose. conformance/test_x86_encoding.py
then checks every row against iced-x86 and capstone.

It also writes golden/x86/encodings.aliases.tsv: every alias the assembler accepts
(refimpl/backends/x86/asm.py ALIASES: movabs, the [v]cmp<predicate>{ps,pd,ss,sd}
pseudo-ops) x the same operand cases of each form it stands for, with the text in the
alias's spelling and in the table's.

Cases are picked per operand kind rather than as a cross product, to keep the file small:
  registers  all low (no REX/VEX extension bit), all high (r9.., xmm9..), and each operand
             alone high; positions use register numbers whose low 3 bits differ, so a
             swapped ModRM.reg/rm field is visible;
  bytes      the four byte-register groups: cl (legacy), sil/dil (need REX), r9b.., ah/bh
             (no REX allowed);
  memory     every addressing-mode edge for a few representative mnemonics, three cases
             elsewhere;
  immediates 0, simm8 and simm32 boundaries, all-ones;
  branches   the longest rel8 reach forward and backward, and one step beyond.
"""

from __future__ import annotations

import importlib.metadata
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from refimpl.backends.x86.asm import ALIASES, Alias, assemble_program  # noqa: E402
from refimpl.backends.x86.encode import (  # noqa: E402
    REGISTERS,
    EncodeError,
    Imm,
    Mem,
    Reg,
    format_instruction,
    format_operand,
)
from refimpl.backends.x86.isa import FORMS, Form, Operand  # noqa: E402
from refimpl.backends.x86.target import X86_64_V2  # noqa: E402

GOLDEN_PATH = "golden/x86/encodings.tsv"
COLUMNS = ("text", "hex", "target", "form", "note")
ALIAS_GOLDEN_PATH = "golden/x86/encodings.aliases.tsv"
ALIAS_COLUMNS = ("text", "canonical", "hex", "target", "form")

# Register numbers per operand position: low 3 bits all different, bit 3 clear / set.
LOW_NUMBERS = (1, 2, 3, 6)
HIGH_NUMBERS = (9, 10, 11, 14)

# Rows where iced-x86's encoder is allowed to be shorter than ours, with the reason.
# Keyed by form id. Empty: the encoder is never longer than iced-x86.
KNOWN_LONGER: dict[str, str] = {}


def _r(name: str) -> Reg:
    return REGISTERS[name]


ALL_ADDRESSING_EDGES = (
    Mem(_r("rax")),
    Mem(_r("rsp")),  # base rsp: needs a SIB byte
    Mem(_r("r12")),  # base r12: needs a SIB byte too (low 3 bits are rsp's)
    Mem(_r("rbp")),  # base rbp: needs disp8 = 0
    Mem(_r("r13")),  # base r13: same
    Mem(_r("rdi"), disp=-0x81),  # disp32
    Mem(_r("rdi"), disp=-0x80),  # disp8
    Mem(_r("rdi"), disp=0x7F),  # disp8
    Mem(_r("rdi"), disp=0x80),  # disp32
    Mem(_r("rcx"), _r("rdx")),  # index, scale 1
    Mem(_r("rax"), _r("r12"), 2),  # r12 is a valid index
    Mem(_r("rsp"), _r("rbp"), 4, 0x10),
    Mem(_r("r12"), _r("r15"), 8, -0x80),
    Mem(_r("r13"), _r("rsi"), 2),
    Mem(None, _r("rsi"), 4, 0x10),  # no base: SIB base=101, disp32
    Mem(None, disp=0x12345678),  # absolute: SIB with no base and no index
    Mem(_r("rip"), disp=0x40),  # rip-relative
)
SOME_ADDRESSING_EDGES = (
    Mem(_r("rdi")),
    Mem(_r("rsp"), disp=0x10),
    Mem(_r("r13"), _r("r12"), 8, 0x80),  # REX.X and REX.B (VEX: the 3-byte form)
)
# Mnemonics that get every addressing edge: one per encoding family (legacy GPR, 0F, SSE
# prefixes, 0F 38 / 0F 3A maps, VEX 0F / 0F38 / 0F3A, is4).
FULL_ADDRESSING = frozenset(
    "mov lea add movzx movsxd imul addps addss pmulld pinsrd vaddps vaddss vpmulld "
    "vfmadd231ps vpinsrq vblendvps vbroadcastss vmovups cvtsi2sd vcvtsi2sd".split()
)

IMMEDIATES = {  # kind: values, the first being the default when another operand varies
    "imm8": (5, 0, 0x7F, 0x80, 0xFF),
    "imm16": (0x1234, 0x80, 0x7FFF, 0xFFFF),
    "imm32": (0x12345678, 0x80, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF),
    "imm64": (0x123456789ABCDEF0, 0x80000000, 0xFFFFFFFF, 0x8000000000000000, -1),
    "simm8": (0x7F, 0, -0x80, -1),
    "simm32": (0x12345678, 0x80, -0x81, 0x7FFFFFFF, -0x80000000),
}
# Branch targets, for an instruction at address 0 (addresses wrap at 2**64).
BRANCH_TARGETS = {
    8: (0x10, 0x81, 2**64 - 126),  # rel8 = +14, +127 and -128 for a 2-byte branch
    32: (0x1000, 0x82, 2**64 - 0x1000, 2**64 - 127),  # one step beyond rel8 either way
}


def _register(kind: Operand, number: int) -> Reg:
    if kind.reg_class == "gpr":
        return next(
            r
            for r in REGISTERS.values()
            if r.cls == "gpr" and r.size == kind.reg_size and r.num == number and not r.is_high_byte
        )
    return REGISTERS[f"{kind.reg_class}{number}"]


def _default(kind: Operand, position: int, high: bool = False):
    if kind.fixed is not None:
        return REGISTERS[kind.fixed]
    if kind.constant is not None:
        return Imm(kind.constant)
    if kind.reg_class is not None:
        return _register(kind, (HIGH_NUMBERS if high else LOW_NUMBERS)[position])
    if kind.mem_size is not None:
        return Mem(_r("rdi"), size=kind.mem_size)
    if kind.imm_bits:
        return Imm(IMMEDIATES[kind.kinds[0]][0])
    return Imm(BRANCH_TARGETS[kind.rel_bits][0])


def operand_cases(form: Form) -> Iterator[tuple]:
    """Operand tuples for one form (may repeat; the caller de-duplicates by text)."""
    kinds = form.operands
    base = [_default(k, min(i, 3)) for i, k in enumerate(kinds)]
    varying = [i for i, k in enumerate(kinds) if k.reg_class is not None and k.fixed is None]
    yield tuple(base)
    yield tuple(_default(k, min(i, 3), i in varying) for i, k in enumerate(kinds))
    for i in varying:
        if len(varying) > 1:
            yield tuple(_default(k, min(j, 3), j == i) for j, k in enumerate(kinds))
        if kinds[i].reg_class == "gpr" and kinds[i].reg_size == 1:
            for name in ("sil", "dil", "ah", "bh"):
                yield tuple(base[:i]) + (_r(name),) + tuple(base[i + 1 :])
    for i, kind in enumerate(kinds):
        if kind.mem_size is not None:
            edges = ALL_ADDRESSING_EDGES if form.mnemonic in FULL_ADDRESSING else ()
            for mem in edges or SOME_ADDRESSING_EDGES:
                sized = Mem(mem.base, mem.index, mem.scale, mem.disp, kind.mem_size)
                yield tuple(base[:i]) + (sized,) + tuple(base[i + 1 :])
        if kind.imm_bits:
            for value in IMMEDIATES[kind.kinds[0]][1:]:
                yield tuple(base[:i]) + (Imm(value),) + tuple(base[i + 1 :])
        if kind.rel_bits:
            for target in BRANCH_TARGETS[kind.rel_bits][1:]:
                yield tuple(base[:i]) + (Imm(target),) + tuple(base[i + 1 :])


def target_name(form: Form) -> str:
    return X86_64_V2.name if X86_64_V2.allows(form) else "x86-64-v3"


def rows() -> list[tuple[str, ...]]:
    """(text, hex, target, form id, note) for every case, in table order."""
    seen: set[str] = set()
    result = []
    for form in FORMS:
        for operands in operand_cases(form):
            if form.memory_operand is None and any(isinstance(o, Mem) for o in operands):
                continue
            text = format_instruction(form, operands)
            if text in seen:
                # an alternate encoding repeats its primary row's cases: its golden rows are
                # the ones where the encoder chose it (the form column is the chosen form)
                continue
            seen.add(text)
            try:
                program = assemble_program(text)
            except EncodeError:
                if any(isinstance(o, Reg) and o.is_high_byte for o in operands):
                    continue  # ah..bh next to an operand that needs REX: rightly rejected
                raise
            (emitted,) = program.instructions
            chosen = emitted.form
            note = KNOWN_LONGER.get(chosen.id, "")
            result.append((text, emitted.code.hex(), target_name(chosen), chosen.id, note))
    return result


def alias_text(name: str, alias: Alias, form: Form, operands: tuple) -> str:
    """The instruction as a disassembler prints it: the alias, without the immediate the
    alias stands for."""
    shown = [format_operand(o, k, form) for k, o in zip(form.operands, operands, strict=True)]
    shown = [text for k, text in zip(form.operands, shown, strict=True) if not k.implicit]
    if alias.immediate is not None:
        shown.pop()
    return f"{name} {', '.join(shown)}"


def alias_rows() -> list[tuple[str, ...]]:
    """(text, canonical text, hex, target, form id) for every alias x the operand cases of
    each form it may stand for; the immediate of a predicate alias replaces the form's."""
    result = []
    for name, alias in ALIASES.items():
        for form in alias.forms:
            seen: set[str] = set()
            for operands in operand_cases(form):
                if form.memory_operand is None and any(isinstance(o, Mem) for o in operands):
                    continue
                if alias.immediate is not None:
                    operands = operands[:-1] + (Imm(alias.immediate),)
                canonical = format_instruction(form, operands)
                if canonical in seen:
                    continue
                seen.add(canonical)
                text = alias_text(name, alias, form, operands)
                (emitted,) = assemble_program(text).instructions
                chosen = emitted.form
                result.append((text, canonical, emitted.code.hex(), target_name(chosen), chosen.id))
    return result


def tool_versions() -> str:
    versions = []
    for package in ("iced-x86", "capstone"):
        try:
            versions.append(f"{package} {importlib.metadata.version(package)}")
        except importlib.metadata.PackageNotFoundError:
            versions.append(f"{package} (not installed)")
    return ", ".join(versions)


def generate() -> dict[str, str]:
    lines = [
        "# x86-64 encodings: every form of refimpl/backends/x86/isa.py x systematic operands.",
        "# Generated by tools/regen_golden.py (generator tools/golden_encodings.py); do not edit.",
        f"# Cross-checked by conformance/test_x86_encoding.py against {tool_versions()}.",
        "# target: the lowest level with the form's feature; note: why iced-x86 may be shorter.",
        "\t".join(COLUMNS),
    ]
    lines += ["\t".join(row) for row in rows()]
    alias_lines = [
        "# x86-64 aliases: every mnemonic refimpl/backends/x86/asm.py accepts besides the",
        "# table's (movabs, [v]cmp<predicate>{ps,pd,ss,sd}) x operand cases of its forms.",
        "# Generated by tools/regen_golden.py (generator tools/golden_encodings.py); do not edit.",
        f"# Cross-checked by conformance/test_x86_encoding.py against {tool_versions()}.",
        "# text: as disassemblers print it; canonical: the same instruction in the table's terms.",
        "\t".join(ALIAS_COLUMNS),
    ]
    alias_lines += ["\t".join(row) for row in alias_rows()]
    return {
        GOLDEN_PATH: "\n".join(lines) + "\n",
        ALIAS_GOLDEN_PATH: "\n".join(alias_lines) + "\n",
    }


def read_rows(text: str) -> list[dict[str, str]]:
    """Parse the golden file back into dicts keyed by COLUMNS."""
    body = [line for line in text.splitlines() if line and not line.startswith("#")]
    header = tuple(body[0].split("\t"))
    return [dict(zip(header, line.split("\t"), strict=True)) for line in body[1:]]
