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
"""

from __future__ import annotations

import re

from refimpl.backends.x86.encode import (
    MEMORY_SIZE_KEYWORDS,
    REGISTERS,
    AnyOperand,
    Assembler,
    EncodeError,
    Imm,
    Label,
    Mem,
    list_forms,
    unknown_mnemonic_message,
)
from refimpl.backends.x86.isa import forms_for


class AsmSyntaxError(EncodeError):
    """Text that is not an instruction we can parse; the message names the bad token."""


_SIZE_OF_KEYWORD = {word: size for size, word in MEMORY_SIZE_KEYWORDS.items()}

_LABEL = re.compile(r"^([A-Za-z_.$][\w.$]*):(.*)$")
_NUMBER = re.compile(r"^[+-]?(0x[0-9a-f]+|[0-9]+)$", re.IGNORECASE)
_IDENTIFIER = re.compile(r"^[A-Za-z_.$][\w.$]*$")
_MEMORY = re.compile(r"^(?:(\w+)\s+ptr\s*)?\[(.*)\]$", re.IGNORECASE)


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


def parse_instruction(text: str) -> tuple[str, tuple[AnyOperand, ...]]:
    mnemonic, _, rest = text.strip().partition(" ")
    mnemonic = mnemonic.lower()
    if not forms_for(mnemonic):
        raise AsmSyntaxError(unknown_mnemonic_message(mnemonic))
    operands = tuple(parse_operand(part) for part in rest.split(",")) if rest.strip() else ()
    return mnemonic, operands


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
                mnemonic, operands = parse_instruction(statement)
                assembler.emit(mnemonic, *operands)
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
    return list_forms(mnemonic)
