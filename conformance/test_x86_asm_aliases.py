"""Held-out check of the assembler: it reads back what disassemblers print.

The lines come from two disassemblers, not from our own formatter: every golden encoding
(golden/x86/encodings.tsv, one row or more per form of the table), plus bytes made by
iced-x86's *encoder* for the spellings objdump and llvm-mc print that are no row of the
table: every comparison predicate of [v]cmp{ps,pd,ss,sd} (8 for legacy SSE, 32 for VEX)
and `mov r64, imm64`, which capstone and GNU tools print as `movabs`. Each code is
disassembled by
  * iced-x86's Intel formatter set up like `objdump -M intel` (0x numbers, pseudo-ops such
    as `vcmpltps`, memory sizes only where the operands leave them open, `[rip+0x40]`), and
  * capstone (pseudo-ops, `movabs`, memory sizes always, `[rdi + 0x10]` spacing),
and each line must assemble to the same bytes, or to a no longer encoding that iced-x86
reads as the same instruction (capstone prints `movabs rax, 5` for the 10-byte B8+r form,
iced-x86 prints `mov rax, 5`, which we encode in 7 bytes as REX.W C7). No code is executed.
"""

from __future__ import annotations

from functools import cache

import iced_x86

from conformance.x86_encoding_support import (
    capstone_text,
    form_of,
    golden_rows,
    iced_decode_one,
    iced_text,
)
from refimpl.backends.x86.asm import assemble
from refimpl.backends.x86.encode import EncodeError

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

# The SDM's predicate ranges: legacy SSE encodes imm8[2:0], VEX imm8[4:0].
LEGACY_PREDICATES = 8
VEX_PREDICATES = 32
COMPARE_MNEMONICS = frozenset("cmpps cmppd cmpss cmpsd vcmpps vcmppd vcmpss vcmpsd".split())

# `movabs r64, imm64` as iced-x86 encodes it: the line first, then low and high
# registers with values that need 64 bits and values that would fit a sign-extended imm32.
MOVABS_CASES = (
    ("RBP", 0x123456789ABC),
    ("RAX", 5),
    ("RAX", 0xFFFFFFFFFFFFFFFF),
    ("RCX", 0x8000000000000000),
    ("RSP", 0x80000000),
    ("R8", 0x123456789ABCDEF0),
    ("R13", 0),
    ("R15", 0xFFFFFFFF),
)


@cache
def objdump_like_formatter():
    """iced-x86's Intel formatter, changed only where `objdump -M intel` prints otherwise."""
    formatter = iced_x86.Formatter(iced_x86.FormatterSyntax.INTEL)
    formatter.hex_prefix = "0x"
    formatter.hex_suffix = ""
    formatter.uppercase_hex = False
    formatter.space_after_operand_separator = True
    formatter.rip_relative_addresses = True  # [rip+0x40], not the absolute target
    formatter.show_branch_size = False  # no "short"
    formatter.branch_leading_zeros = False
    return formatter  # pseudo-ops and memory sizes where needed: iced-x86's defaults


def _iced_encode(instruction) -> bytes:
    encoder = iced_x86.Encoder(64)
    encoder.encode(instruction, instruction.ip)
    return encoder.take_buffer()


def predicate_variants(code: bytes, predicates: int) -> list[bytes]:
    """``code`` (a compare with an imm8) re-encoded by iced-x86 with each predicate."""
    variants = []
    for predicate in range(predicates):
        instruction = iced_decode_one(code)
        instruction.immediate8 = predicate
        variants.append(_iced_encode(instruction))
    return variants


def movabs_codes() -> list[bytes]:
    return [
        _iced_encode(
            iced_x86.Instruction.create_reg_u64(
                iced_x86.Code.MOV_R64_IMM64, getattr(iced_x86.Register, register), value
            )
        )
        for register, value in MOVABS_CASES
    ]


@cache
def sample_codes() -> list[bytes]:
    codes = []
    for row in golden_rows():
        code = bytes.fromhex(row["hex"])
        codes.append(code)
        form = form_of(row)
        if form.mnemonic in COMPARE_MNEMONICS and row["text"].endswith(", 5"):
            codes += predicate_variants(code, VEX_PREDICATES if form.is_vex else LEGACY_PREDICATES)
    return list(dict.fromkeys(codes + movabs_codes()))


def disassembler_lines(code: bytes) -> list[tuple[str, str]]:
    """(which disassembler, its line) for one instruction."""
    lines = [("iced-x86", objdump_like_formatter().format(iced_decode_one(code)))]
    capstone = capstone_text(code)  # with capstone's known mistakes corrected
    if capstone is not None:
        lines.append(("capstone", capstone))
    return lines


def check_line(line: str, code: bytes) -> str | None:
    """None if ``line`` assembles to ``code`` or to a no longer encoding of the same
    instruction; else what went wrong."""
    try:
        assembled = assemble(line)
    except EncodeError as error:
        return "refused: " + str(error).splitlines()[0]
    if assembled == code:
        return None
    ours = iced_decode_one(assembled)
    if ours is not None and len(assembled) <= len(code):
        if iced_text(ours) == iced_text(iced_decode_one(code)):
            return None
    return f"assembles to {assembled.hex()}, not {code.hex()}"


def test_the_sample_covers_every_predicate_and_movabs():
    lines = {line for code in sample_codes() for _, line in disassembler_lines(code)}
    mnemonics = {line.split()[0] for line in lines}
    assert {"cmpltps", "vcmpneqps", "vcmpltps", "vcmpeqss", "movabs"} <= mnemonics
    assert {"vcmptrue_usps", "vcmpfalse_ossd", "cmpordsd", "vcmpnge_uqpd"} <= mnemonics
    assert "movabs rbp, 0x123456789abc" in lines


def test_every_disassembled_line_assembles_back_to_its_bytes():
    failures, total = [], 0
    for code in sample_codes():
        for disassembler, line in disassembler_lines(code):
            total += 1
            if why := check_line(line, code):
                failures.append(f"{disassembler:<9} {code.hex():<24} {line!r}: {why}")
    refused = sum("refused" in failure for failure in failures)
    summary = f"{len(failures)} of {total} lines fail ({refused} refused)"
    assert not failures, summary + ":\n" + "\n".join(failures[:40])
