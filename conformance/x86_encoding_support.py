"""Helpers shared by the x86 encoding tests: the golden rows and the two reference decoders.

Nothing here executes generated code; everything works on bytes and text.
"""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

import capstone
import iced_x86

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "tools")]

import golden_encodings  # noqa: E402

from refimpl.backends.x86.asm import (  # noqa: E402
    COMPARE_PREDICATES,
    decode_iced,
    iced_formatter,
)
from refimpl.backends.x86.isa import FORMS_BY_ID, Form  # noqa: E402

GOLDEN = REPO / golden_encodings.GOLDEN_PATH
ALIAS_GOLDEN = REPO / golden_encodings.ALIAS_GOLDEN_PATH


@cache
def golden_rows() -> list[dict[str, str]]:
    return golden_encodings.read_rows(GOLDEN.read_text())


@cache
def alias_golden_rows() -> list[dict[str, str]]:
    return golden_encodings.read_rows(ALIAS_GOLDEN.read_text())


def chunks(size: int) -> list[range]:
    """Row index ranges, so that xdist can spread the golden table over workers."""
    total = len(golden_rows())
    return [range(start, min(start + size, total)) for start in range(0, total, size)]


def form_of(row: dict[str, str]) -> Form:
    return FORMS_BY_ID[row["form"]]


# --- iced-x86 ----------------------------------------------------------------------------

_FORMATTER = iced_formatter()
_CPUID_NAMES = {
    value: name for name, value in vars(iced_x86.CpuidFeature).items() if name.isupper()
}
# Our feature names as iced-x86 spells them ("base": none of these).
ICED_FEATURE = {
    "sse": "SSE",
    "sse2": "SSE2",
    "sse3": "SSE3",
    "ssse3": "SSSE3",
    "sse4.1": "SSE4_1",
    "sse4.2": "SSE4_2",
    "popcnt": "POPCNT",
    "avx": "AVX",
    "avx2": "AVX2",
    "fma": "FMA",
    "f16c": "F16C",
    "bmi1": "BMI1",
    "bmi2": "BMI2",
    "lzcnt": "LZCNT",
    "movbe": "MOVBE",
}


def iced_decode_one(code: bytes, address: int = 0):
    """The single instruction ``code`` must be, or None if it is not exactly one."""
    instructions = decode_iced(code, address)
    if len(instructions) != 1 or instructions[0].is_invalid or instructions[0].len != len(code):
        return None
    return instructions[0]


def iced_text(instruction) -> str:
    return _FORMATTER.format(instruction)


_PSEUDO_OP_FORMATTER = iced_formatter()
_PSEUDO_OP_FORMATTER.use_pseudo_ops = True  # vcmpltps, as objdump and llvm-mc print it
_GAS_FORMATTER = iced_x86.Formatter(iced_x86.FormatterSyntax.GAS)


def iced_pseudo_op_text(instruction) -> str:
    """Like iced_text, but compares with an immediate predicate print as pseudo-ops."""
    return _PSEUDO_OP_FORMATTER.format(instruction)


def iced_gas_mnemonic(instruction) -> str:
    """The AT&T mnemonic, the only one in which iced-x86 says movabs."""
    return _GAS_FORMATTER.format_mnemonic(instruction)


def iced_features(instruction) -> set[str]:
    return {_CPUID_NAMES.get(f, str(f)) for f in instruction.cpuid_features()}


def iced_encoded_length(instruction) -> int:
    """Length of iced-x86's own encoding of the decoded instruction."""
    encoder = iced_x86.Encoder(64)
    return encoder.encode(instruction, instruction.ip)


# --- capstone -----------------------------------------------------------------------------

_CS = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)

# Capstone prints compares with an immediate predicate as pseudo-ops (cmpltps, vcmpneq_oqps).
_CMP_PSEUDO = re.compile(r"^(v?)cmp(\w+?)(ps|pd|ss|sd)$")
_NUMBER = re.compile(r"(?<![\w])-?(0x[0-9a-f]+|\d+)(?![\w])")


# Known capstone 5 mistakes, each narrowed to one mnemonic: (wrong text, right text, why).
CAPSTONE_QUIRKS = {
    "comisd": ("xmmword ptr", "qword ptr", "capstone prints COMISD's m64 operand as xmmword"),
}


def capstone_text(code: bytes, address: int = 0) -> str | None:
    decoded = list(_CS.disasm(code, address))
    if len(decoded) != 1 or decoded[0].size != len(code):
        return None
    text = f"{decoded[0].mnemonic} {decoded[0].op_str}".strip()
    if decoded[0].mnemonic in CAPSTONE_QUIRKS:
        wrong, right, _why = CAPSTONE_QUIRKS[decoded[0].mnemonic]
        text = text.replace(wrong, right)
    return text


def capstone_spacing(text: str) -> str:
    """Capstone's text with our spacing inside brackets: [r12 + 0x10] -> [r12+0x10]."""
    return text.replace(" + ", "+").replace(" - ", "-").replace(" * ", "*")


def normalize(text: str, form: Form) -> str:
    """Canonical text for comparing capstone's and our Intel syntax.

    Spacing inside brackets, movabs vs mov, pseudo-op compares, implicit operands capstone
    prints (the xmm0 of legacy blendv), and numbers (capstone writes a sign-extended
    immediate as -1 where iced writes 0xffffffff): immediates are reduced to the width the
    CPU uses, displacements kept signed.
    """
    text = capstone_spacing(text.lower())
    mnemonic, _, rest = text.partition(" ")
    operands = [o.strip() for o in rest.split(",")] if rest else []
    if mnemonic == "movabs":
        mnemonic = "mov"
    if (match := _CMP_PSEUDO.match(mnemonic)) and match.group(2) in COMPARE_PREDICATES:
        mnemonic = f"{match.group(1)}cmp{match.group(3)}"
        operands.append(str(COMPARE_PREDICATES[match.group(2)][0]))
    explicit = form.explicit_operands
    if len(operands) > len(explicit):  # capstone shows an implicit register
        operands = operands[: len(explicit)]
    canonical = []
    for operand, kind in zip(operands, explicit, strict=False):
        if "[" in operand:  # [rax*1] and [rax] are the same address; capstone drops *1
            canonical.append(operand.replace("*1]", "]").replace("*1+", "+").replace("*1-", "-"))
            continue
        bits = 64
        if kind.imm_bits:
            bits = 8 * form.operand_size if kind.imm_sign_extended else kind.imm_bits
        canonical.append(
            _NUMBER.sub(lambda m, bits=bits: hex(int(m.group(0), 0) & ((1 << bits) - 1)), operand)
        )
    return f"{mnemonic} {', '.join(canonical)}".strip()
