"""``python -m refimpl.x86``: assemble Intel syntax to hex, disassemble hex, list forms.

    python -m refimpl.x86 asm "vaddss xmm0, xmm1, dword ptr [rdi+rsi*4+0x10]"
    python -m refimpl.x86 asm "top: add eax, 1; cmp eax, 10; jl top" --target x86-64-v2
    python -m refimpl.x86 asm --file prologue.s --listing
    python -m refimpl.x86 disasm c5f25844b710
    python -m refimpl.x86 forms vaddss
    python -m refimpl.x86 asm "movabs rbp, 0x123456789abc; vcmpltps ymm1, ymm2, ymm3"

Exit status: 0 on success; 1 when `disasm` meets bytes that are no complete instruction (what
decoded before them is printed, the message names the byte offset); 2 on an error (the message
names the bad token and, for an operand that fits no form, lists the forms the mnemonic
supports; malformed hex names its byte offset; text that is not UTF-8 names file:line:column).
"""

from __future__ import annotations

import argparse
import os
import re
import sys

from refimpl.backends.x86.asm import (
    ALIASES,
    UndecodableCode,
    assemble_program,
    disassemble,
    disassemble_capstone,
    supported_forms,
)
from refimpl.backends.x86.encode import EncodeError, unknown_mnemonic_message
from refimpl.backends.x86.isa import forms_for
from refimpl.backends.x86.target import TARGETS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m refimpl.x86",
        description="x86-64 assembler and disassembler over uopcheck's instruction table.",
        epilog="Exit status: 0 ok, 1 undecodable bytes (disasm), 2 error (the message names "
        "the offending token or offset).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    asm = commands.add_parser(
        "asm",
        help="Intel-syntax text -> hex",
        description="Assemble Intel-syntax text and print the machine code as hex. "
        "Instructions are separated by ';' or newlines; 'name:' defines a label; "
        "'#' starts a comment; a memory operand is written like 'dword ptr [rdi+rsi*4+0x10]'. "
        "Besides the table's mnemonics it reads the aliases disassemblers print: movabs (the "
        "mov with a 64-bit immediate) and the compare pseudo-ops such as cmpltps or "
        "vcmpneq_oqpd (cmpps/vcmppd with the predicate's imm8; see 'forms vcmpltps').",
    )
    source = asm.add_mutually_exclusive_group(required=True)
    source.add_argument("text", nargs="?", help="the instructions ('-' reads them from stdin)")
    source.add_argument("-f", "--file", help="read the instructions from this file")
    asm.add_argument("--target", choices=sorted(TARGETS), help="allow only this target's forms")
    asm.add_argument(
        "--address",
        type=lambda s: int(s, 0),
        default=0,
        help="load address, for absolute branch targets (default 0)",
    )
    asm.add_argument(
        "--listing", action="store_true", help="print one line per instruction: address, hex, text"
    )

    disasm = commands.add_parser(
        "disasm",
        help="hex -> Intel-syntax text",
        description="Disassemble hex bytes (spaces allowed) with iced-x86, one line each. "
        "Bytes that are no complete instruction end the listing with exit status 1 and a "
        "message naming their byte offset.",
    )
    disasm.add_argument("hex", nargs="+", help="the machine code in hex")
    disasm.add_argument(
        "--address",
        type=lambda s: int(s, 0),
        default=0,
        help="address of the first byte (default 0)",
    )
    disasm.add_argument("--capstone", action="store_true", help="use capstone instead")

    forms = commands.add_parser(
        "forms",
        help="list the forms of a mnemonic",
        description="List a mnemonic's forms; for an alias, what it means and its forms.",
    )
    forms.add_argument("mnemonic")
    return parser


def utf8_text(data: bytes, source: str) -> str:
    """`data` decoded as UTF-8, or an EncodeError naming `source`:line:column of the first
    byte that is not UTF-8 (the column counts characters, as an editor shows it)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start].decode("utf-8")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        byte = data[error.start]
        raise EncodeError(f"{source}:{line}:{column}: not UTF-8 (byte {byte:#04x})") from None


def _asm_text(args) -> str:
    if args.file is not None:
        try:
            with open(args.file, "rb") as file:
                return utf8_text(file.read(), args.file)
        except OSError as error:
            raise EncodeError(f"cannot read {args.file}: {error.strerror}") from None
    if args.text == "-":
        stdin = getattr(sys.stdin, "buffer", None)  # None: a test replaced stdin with text
        return utf8_text(stdin.read(), "<stdin>") if stdin else sys.stdin.read()
    # the shell passes bytes; Python hands undecodable ones over as lone surrogates
    return utf8_text(os.fsencode(args.text), "argument")


def _asm(args) -> int:
    text = _asm_text(args)
    target = TARGETS[args.target] if args.target else None
    try:
        program = assemble_program(text, address=args.address, target=target)
    except EncodeError as error:
        if args.file is None:
            raise
        raise type(error)(f"{args.file}: {error}") from None
    if not args.listing:
        print(b"".join(item.code for item in program.instructions).hex())
        return 0
    for item in program.instructions:
        (line,) = disassemble(item.code, item.address)
        print(f"{item.address:8x}  {item.code.hex():<24} {line}")
    return 0


_NOT_HEX = re.compile(r"[^0-9a-fA-F\s]")


def parse_hex(arguments: list[str]) -> bytes:
    """The bytes spelled by `arguments` (hex digits, whitespace ignored); an EncodeError names
    the byte offset of a character that is not a hex digit, or of a trailing half byte."""
    digits = 0
    for number, argument in enumerate(arguments, start=1):
        if bad := _NOT_HEX.search(argument):
            digits += len(re.sub(r"\s", "", argument[: bad.start()]))
            raise EncodeError(
                f"not hex: {argument!r}: {bad.group()!r} at byte offset {digits // 2} "
                f"(argument {number}, character {bad.start() + 1})"
            )
        digits += len(re.sub(r"\s", "", argument))
    joined = re.sub(r"\s", "", "".join(arguments))
    if digits % 2:
        raise EncodeError(
            f"odd number of hex digits: {' '.join(arguments)!r} ends in half a byte at "
            f"byte offset {digits // 2}"
        )
    return bytes.fromhex(joined)


def _disasm(args) -> int:
    code = parse_hex(args.hex)
    decode = disassemble_capstone if args.capstone else disassemble
    try:
        lines, failure = decode(code, args.address, strict=True), None
    except UndecodableCode as error:
        lines, failure = error.lines, error
    for line in lines:
        print(line)
    if failure is not None:
        print(f"error: {failure}", file=sys.stderr)
        return 1
    return 0


def _forms(args) -> int:
    if not forms_for(args.mnemonic) and args.mnemonic.lower() not in ALIASES:
        raise EncodeError(unknown_mnemonic_message(args.mnemonic))
    print(supported_forms(args.mnemonic))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    command = {"asm": _asm, "disasm": _disasm, "forms": _forms}[args.command]
    try:
        return command(args)
    except EncodeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
