"""Intel-syntax text <-> machine code, over the same instruction table as the encoder.

Where this sits: above the encoder. Golden files, tests, error messages and users speak
Intel syntax; this module parses it into encoder operands (``assemble``) and disassembles
bytes with iced-x86 (``disassemble``), with capstone as a second opinion
(``disassemble_capstone``). Encoder operands are printed the way iced-x86 prints them by
encode.py (``format_instruction``), whose error messages print operands too.

The text accepted:

    loop:                                   # a label; '#' starts a comment
      vaddss xmm0, xmm1, dword ptr [rdi+rsi*4+0x10]
      add eax, 1; jne loop                  # ';' or a newline separates instructions
      lea rax, [rip+0x40]                   # memory size may be left out where unambiguous

Numbers are decimal or 0x-hex, optionally negative. A branch operand is a label or, as in
a disassembly listing, an absolute address (the code starts at ``address``).

Besides the table's mnemonics, the aliases disassemblers print (``ALIASES``): ``movabs``
(objdump, capstone) for the 64-bit-immediate ``mov``, and the compare pseudo-ops
(``cmpltps xmm1, xmm2`` is ``cmpps xmm1, xmm2, 1``), one per row of ``COMPARE_PREDICATES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from refimpl.backends.x86.encode import (
    MEMORY_SIZE_KEYWORDS,
    REGISTERS,
    AnyOperand,
    Assembler,
    Emitted,
    EncodeError,
    Imm,
    Label,
    Mem,
    bind_operands,
    encode_form,
    list_forms,
    unknown_mnemonic_message,
)
from refimpl.backends.x86.isa import FORMS_BY_ID, FORMS_BY_MNEMONIC, Form, forms_for


class AsmSyntaxError(EncodeError):
    """Text that is not an instruction we can parse; the message names the bad token."""


_SIZE_OF_KEYWORD = {word: size for size, word in MEMORY_SIZE_KEYWORDS.items()}

_LABEL = re.compile(r"^([A-Za-z_.$][\w.$]*):(.*)$")
_NUMBER = re.compile(r"^[+-]?(0x[0-9a-f]+|[0-9]+)$", re.IGNORECASE)
_IDENTIFIER = re.compile(r"^[A-Za-z_.$][\w.$]*$")
_MEMORY = re.compile(r"^(?:(\w+)\s+ptr\s*)?\[(.*)\]$", re.IGNORECASE)


# ----------------------------------------------------------------------------------------
# Aliases: mnemonics disassemblers print that are no row of the instruction table
# ----------------------------------------------------------------------------------------

# The comparison predicates of CMPPS, CMPPD, CMPSS and CMPSD (Intel SDM vol. 2A, Table 3-1
# "Comparison Predicate for CMPPD and CMPPS Instructions"): the pseudo-op's name, the imm8,
# and the SDM's name for the predicate, whose suffix says what a NaN operand gives (O:
# false, ordered; U: true, unordered) and whether a QNaN raises invalid (S: signals, Q:
# quiet). Legacy SSE encodes imm8[2:0], so only the first eight; VEX encodes all 32.
COMPARE_PREDICATES: dict[str, tuple[int, str]] = {
    "eq":       (0x00, "EQ_OQ"),
    "lt":       (0x01, "LT_OS"),
    "le":       (0x02, "LE_OS"),
    "unord":    (0x03, "UNORD_Q"),
    "neq":      (0x04, "NEQ_UQ"),
    "nlt":      (0x05, "NLT_US"),
    "nle":      (0x06, "NLE_US"),
    "ord":      (0x07, "ORD_Q"),
    "eq_uq":    (0x08, "EQ_UQ"),
    "nge":      (0x09, "NGE_US"),
    "ngt":      (0x0A, "NGT_US"),
    "false":    (0x0B, "FALSE_OQ"),
    "neq_oq":   (0x0C, "NEQ_OQ"),
    "ge":       (0x0D, "GE_OS"),
    "gt":       (0x0E, "GT_OS"),
    "true":     (0x0F, "TRUE_UQ"),
    "eq_os":    (0x10, "EQ_OS"),
    "lt_oq":    (0x11, "LT_OQ"),
    "le_oq":    (0x12, "LE_OQ"),
    "unord_s":  (0x13, "UNORD_S"),
    "neq_us":   (0x14, "NEQ_US"),
    "nlt_uq":   (0x15, "NLT_UQ"),
    "nle_uq":   (0x16, "NLE_UQ"),
    "ord_s":    (0x17, "ORD_S"),
    "eq_us":    (0x18, "EQ_US"),
    "nge_uq":   (0x19, "NGE_UQ"),
    "ngt_uq":   (0x1A, "NGT_UQ"),
    "false_os": (0x1B, "FALSE_OS"),
    "neq_os":   (0x1C, "NEQ_OS"),
    "ge_oq":    (0x1D, "GE_OQ"),
    "gt_oq":    (0x1E, "GT_OQ"),
    "true_us":  (0x1F, "TRUE_US"),
}  # fmt: skip
LEGACY_PREDICATE_COUNT = 8  # imm8[2:0]: eq .. ord

# a < b is b > a: the stem each predicate's SDM name becomes with the operands swapped (the
# others, EQ, NEQ, ORD, UNORD, TRUE, FALSE, are symmetric); the NaN and signalling suffix
# stays.
_SWAPPED_STEM = {"LT": "GT", "LE": "GE", "NLT": "NGT", "NLE": "NGE"}
_SWAPPED_STEM |= {b: a for a, b in _SWAPPED_STEM.items()}


def _swapped_name(sdm: str) -> str:
    stem, _, suffix = sdm.partition("_")
    return f"{_SWAPPED_STEM.get(stem, stem)}_{suffix}"


_IMM_BY_SDM_NAME = {sdm: imm for imm, sdm in COMPARE_PREDICATES.values()}
# {imm8: the imm8 that gives the same answer with the two sources swapped}
SWAPPED_PREDICATE: dict[int, int] = {
    imm: _IMM_BY_SDM_NAME[_swapped_name(sdm)] for imm, sdm in COMPARE_PREDICATES.values()
}
_COMPARE_SUFFIXES = ("ps", "pd", "ss", "sd")


@dataclass(frozen=True)
class Alias:
    """What an alias mnemonic means: the table's `mnemonic`, restricted to the form
    `form_id` (None: any of its forms, the shortest as usual), with `immediate` (if not
    None) appended as the last operand."""

    mnemonic: str
    form_id: str | None = None
    immediate: int | None = None

    @property
    def forms(self) -> list[Form]:
        return [FORMS_BY_ID[self.form_id]] if self.form_id else forms_for(self.mnemonic)

    def __str__(self) -> str:
        if self.form_id:
            return f"only {self.form_id} ({FORMS_BY_ID[self.form_id].encoding})"
        return f"{self.mnemonic} with imm8 {self.immediate:#04x}"


def _compare_aliases() -> dict[str, Alias]:
    """cmp<predicate>{ps,pd,ss,sd} for the legacy predicates, vcmp... for all of them."""
    predicates = COMPARE_PREDICATES.items()
    legacy = {
        f"cmp{name}{suffix}": Alias(f"cmp{suffix}", immediate=imm8)
        for suffix in _COMPARE_SUFFIXES
        for name, (imm8, _) in predicates
        if imm8 < LEGACY_PREDICATE_COUNT
    }
    vex = {
        f"vcmp{name}{suffix}": Alias(f"vcmp{suffix}", immediate=imm8)
        for suffix in _COMPARE_SUFFIXES
        for name, (imm8, _) in predicates
    }
    return legacy | vex


# movabs is what objdump and capstone call the one mov with a 64-bit immediate (B8+r io);
# written by hand it means that encoding even when a shorter one would hold the value.
ALIASES: dict[str, Alias] = {"movabs": Alias("mov", form_id="mov r64, imm64")}
ALIASES |= _compare_aliases()
if ALIASES.keys() & FORMS_BY_MNEMONIC.keys():
    raise ValueError(f"aliases shadow table mnemonics: {ALIASES.keys() & FORMS_BY_MNEMONIC.keys()}")


def _unknown_mnemonic(mnemonic: str) -> str:
    if mnemonic.startswith("cmp") and "v" + mnemonic in ALIASES:
        imm8 = ALIASES["v" + mnemonic].immediate
        return (
            f"unknown mnemonic {mnemonic!r}: legacy SSE compares have predicates 0-7 only; "
            f"predicate {imm8:#04x} needs the VEX form v{mnemonic}"
        )
    return unknown_mnemonic_message(mnemonic)


# ----------------------------------------------------------------------------------------
# Text -> operands -> bytes
# ----------------------------------------------------------------------------------------


def parse_number(token: str) -> int:
    return int(token, 0)


def _parse_memory(text: str, size_word: str | None) -> Mem:
    size = 0
    if size_word is not None:
        if size_word.lower() not in _SIZE_OF_KEYWORD:
            raise AsmSyntaxError(f"unknown memory size {size_word!r} in {text!r}")
        size = _SIZE_OF_KEYWORD[size_word.lower()]
    inside = _MEMORY.match(text).group(2).replace(" ", "")
    base = index = None
    scale, disp = 1, 0
    for sign, term in re.findall(r"([+-]?)([^+-]+)", inside):
        negative = sign == "-"
        factors = term.split("*")
        registers = [f for f in factors if f.lower() in REGISTERS]
        numbers = [f for f in factors if _NUMBER.match(f)]
        if len(registers) + len(numbers) != len(factors) or len(registers) > 1:
            raise AsmSyntaxError(f"cannot parse {term!r} in memory operand {text!r}")
        if not registers:
            disp += -parse_number(numbers[0]) if negative else parse_number(numbers[0])
            continue
        register = REGISTERS[registers[0].lower()]
        if negative:
            raise AsmSyntaxError(f"a register cannot be subtracted: {term!r} in {text!r}")
        if numbers or (base is not None and index is None):
            if index is not None:
                raise AsmSyntaxError(f"two index registers in {text!r}")
            index, scale = register, parse_number(numbers[0]) if numbers else 1
        elif base is None:
            base = register
        else:
            raise AsmSyntaxError(f"too many registers in {text!r}")
    return Mem(base, index, scale, disp, size)


def parse_operand(text: str) -> AnyOperand:
    text = text.strip()
    if memory := _MEMORY.match(text):
        return _parse_memory(text, memory.group(1))
    if text.lower() in REGISTERS and text.lower() != "rip":
        return REGISTERS[text.lower()]
    if _NUMBER.match(text):
        return Imm(parse_number(text))
    if _IDENTIFIER.match(text):
        return Label(text)
    raise AsmSyntaxError(f"cannot parse operand {text!r}")


class Instruction(NamedTuple):
    """A parsed instruction in the table's terms: an alias already replaced by what it
    means (`alias` keeps the name written, `form` the one form it allows, if any)."""

    mnemonic: str
    operands: tuple[AnyOperand, ...]
    form: Form | None = None
    alias: str | None = None


def parse_instruction(text: str) -> Instruction:
    mnemonic, _, rest = text.strip().partition(" ")
    mnemonic = mnemonic.lower()
    operands = tuple(parse_operand(part) for part in rest.split(",")) if rest.strip() else ()
    if alias := ALIASES.get(mnemonic):
        if alias.immediate is not None:
            operands += (Imm(alias.immediate),)
        form = FORMS_BY_ID[alias.form_id] if alias.form_id else None
        return Instruction(alias.mnemonic, operands, form, mnemonic)
    if not forms_for(mnemonic):
        raise AsmSyntaxError(_unknown_mnemonic(mnemonic))
    return Instruction(mnemonic, operands)


def _emit(assembler: Assembler, instruction: Instruction) -> None:
    """Emit through the Assembler, which picks the shortest of the mnemonic's forms; an
    alias bound to one form (movabs) is encoded in that form and appended as it is (no
    such form is a branch, so layout has nothing to decide for it)."""
    if instruction.form is None:
        assembler.emit(instruction.mnemonic, *instruction.operands)
        return
    form = instruction.form
    bound = bind_operands(form, instruction.operands)
    if bound is None:
        shown = ", ".join(str(o) for o in instruction.operands)
        raise EncodeError(f"cannot encode '{instruction.alias} {shown}'")
    if assembler.target is not None and not assembler.target.allows(form):
        raise EncodeError(f"{instruction.alias} needs {form.feature}, not in {assembler.target}")
    code = encode_form(form, bound)
    assembler.items.append(Emitted(form.mnemonic, bound, [], form=form, bound=bound, code=code))


def statements(text: str) -> list[tuple[int, str]]:
    """(line number, statement) pairs; labels are statements of their own ("name:")."""
    result = []
    for number, line in enumerate(text.splitlines(), start=1):
        for statement in line.split("#", 1)[0].split(";"):
            statement = statement.strip()
            while label := _LABEL.match(statement):
                result.append((number, label.group(1) + ":"))
                statement = label.group(2).strip()
            if statement:
                result.append((number, statement))
    return result


def assemble_program(text: str, address: int = 0, target=None) -> Assembler:
    """Parse and lay out ``text``; the returned Assembler lists the chosen forms."""
    assembler = Assembler(address=address, target=target)
    line = 0
    try:
        for line, statement in statements(text):  # noqa: B007 (line is used by the handler)
            if statement.endswith(":"):
                assembler.label(statement[:-1])
            else:
                instruction = parse_instruction(statement)
                try:
                    _emit(assembler, instruction)
                except EncodeError as error:
                    if instruction.alias is None:
                        raise
                    meaning = f"{instruction.alias} means {ALIASES[instruction.alias]}"
                    raise type(error)(f"{meaning}: {error}") from None
        assembler.finish()
    except EncodeError as error:
        where = f"line {line}: " if "\n" in text.strip() else ""
        raise type(error)(where + str(error)) from None
    return assembler


def assemble(text: str, address: int = 0, target=None) -> bytes:
    """Intel-syntax text -> machine code."""
    return b"".join(item.code for item in assemble_program(text, address, target).instructions)


# ----------------------------------------------------------------------------------------
# Bytes -> text
# ----------------------------------------------------------------------------------------


def iced_formatter():
    """An iced-x86 Intel formatter configured to print exactly what encode.py's
    ``format_instruction`` prints (0x hex, ", " between operands, sizes on every memory
    operand, no pseudo-ops)."""
    import iced_x86

    formatter = iced_x86.Formatter(iced_x86.FormatterSyntax.INTEL)
    formatter.hex_prefix = "0x"
    formatter.hex_suffix = ""
    formatter.uppercase_hex = False
    formatter.space_after_operand_separator = True
    formatter.branch_leading_zeros = False
    formatter.show_branch_size = False
    formatter.rip_relative_addresses = True
    formatter.use_pseudo_ops = False
    formatter.memory_size_options = iced_x86.MemorySizeOptions.ALWAYS
    return formatter


class UndecodableCode(ValueError):
    """Bytes that are not a complete instruction. `offset` is where the bad instruction starts
    in the code, `lines` the text of the instructions decoded before it, `truncated` says the
    code ended inside an instruction (rather than holding an invalid one)."""

    def __init__(self, code: bytes, offset: int, address: int, lines: list[str], truncated: bool):
        self.offset, self.lines, self.truncated = offset, lines, truncated
        what = "truncated" if truncated else "undecodable"
        at = f" (address {address + offset:#x})" if address else ""
        shown = code[offset : offset + 16].hex()
        super().__init__(f"{what} instruction at byte offset {offset}{at}: {shown}")


def decode_iced(code: bytes, address: int = 0) -> list:
    """iced-x86 Instruction objects for ``code`` (an invalid one has Code.INVALID)."""
    import iced_x86

    return list(iced_x86.Decoder(64, code, ip=address))


def disassemble(code: bytes, address: int = 0, *, strict: bool = False) -> list[str]:
    """Machine code -> Intel text, one line per instruction (iced-x86). Bytes that are no
    instruction print as "(bad)", or with `strict` raise UndecodableCode at the first."""
    import iced_x86

    formatter = iced_formatter()
    decoder = iced_x86.Decoder(64, code, ip=address)
    lines = []
    while decoder.can_decode:
        offset = decoder.position
        instruction = decoder.decode()
        if strict and instruction.code == iced_x86.Code.INVALID:
            truncated = decoder.last_error == iced_x86.DecoderError.NO_MORE_BYTES
            raise UndecodableCode(code, offset, address, lines, truncated)
        lines.append(formatter.format(instruction))
    return lines


def disassemble_capstone(code: bytes, address: int = 0, *, strict: bool = False) -> list[str]:
    """Second opinion: capstone's Intel text (spacing differs: ``[rdi + rsi*4 + 0x10]``).
    Capstone stops at the first bytes it cannot decode; `strict` makes that an error."""
    import capstone

    cs = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
    lines, end = [], 0
    for instruction in cs.disasm(code, address):
        lines.append(f"{instruction.mnemonic} {instruction.op_str}".strip())
        end = instruction.address - address + instruction.size
    if strict and end < len(code):
        # capstone does not say whether the bytes ran out or were invalid
        raise UndecodableCode(code, end, address, lines, truncated=False)
    return lines


def supported_forms(mnemonic: str) -> str:
    """The forms of a table mnemonic (list_forms); for an alias, first what it means and
    then only the forms it may stand for, listed the same way."""
    alias = ALIASES.get(mnemonic.lower())
    if alias is None:
        return list_forms(mnemonic)
    forms = alias.forms
    width = max(len(form.id) for form in forms)
    listed = [f"  {f.id:<{width}}  {f.encoding}  ({f.feature})" for f in forms]
    return "\n".join([f"{mnemonic.lower()} means {alias}:", *listed])
