"""``python -m refimpl.x86``: assemble Intel syntax to hex, disassemble hex, list forms.

    python -m refimpl.x86 asm "vaddss xmm0, xmm1, dword ptr [rdi+rsi*4+0x10]"
    python -m refimpl.x86 asm "top: add eax, 1; cmp eax, 10; jl top" --target x86-64-v2
    python -m refimpl.x86 disasm c5f25844b710
    python -m refimpl.x86 forms vaddss

Exit status: 0 on success, 2 on an error (the message names the bad token and, for an
operand that fits no form, lists the forms the mnemonic supports).
"""

from __future__ import annotations

import argparse
import sys

from refimpl.backends.x86.asm import assemble, disassemble, disassemble_capstone
from refimpl.backends.x86.encode import EncodeError, list_forms, unknown_mnemonic_message
from refimpl.backends.x86.isa import forms_for
from refimpl.backends.x86.target import TARGETS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m refimpl.x86",
        description="x86-64 assembler and disassembler over uopcheck's instruction table.",
        epilog="Exit status: 0 ok, 2 error (the message names the offending token).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    asm = commands.add_parser(
        "asm",
        help="Intel-syntax text -> hex",
        description="Assemble Intel-syntax text and print the machine code as hex. "
        "Instructions are separated by ';' or newlines; 'name:' defines a label; "
        "'#' starts a comment; a memory operand is written like 'dword ptr [rdi+rsi*4+0x10]'.",
    )
    asm.add_argument("text", help="the instructions (use '-' to read them from stdin)")
    asm.add_argument("--target", choices=sorted(TARGETS), help="allow only this target's forms")
    asm.add_argument("--address", type=lambda s: int(s, 0), default=0,
                     help="load address, for absolute branch targets (default 0)")  # fmt: skip
    asm.add_argument("--listing", action="store_true",
                     help="print one line per instruction: address, hex, text")  # fmt: skip

    disasm = commands.add_parser(
        "disasm",
        help="hex -> Intel-syntax text",
        description="Disassemble hex bytes (spaces allowed) with iced-x86, one line each.",
    )
    disasm.add_argument("hex", nargs="+", help="the machine code in hex")
    disasm.add_argument("--address", type=lambda s: int(s, 0), default=0,
                        help="address of the first byte (default 0)")  # fmt: skip
    disasm.add_argument("--capstone", action="store_true", help="use capstone instead")

    forms = commands.add_parser(
        "forms", help="list the forms of a mnemonic", description="List a mnemonic's forms."
    )
    forms.add_argument("mnemonic")
    return parser


def _asm(args) -> int:
    from refimpl.backends.x86.asm import assemble_program

    text = sys.stdin.read() if args.text == "-" else args.text
    target = TARGETS[args.target] if args.target else None
    if not args.listing:
        print(assemble(text, address=args.address, target=target).hex())
        return 0
    for item in assemble_program(text, address=args.address, target=target).instructions:
        (line,) = disassemble(item.code, item.address)
        print(f"{item.address:8x}  {item.code.hex():<24} {line}")
    return 0


def _disasm(args) -> int:
    joined = "".join(args.hex).replace(" ", "")
    try:
        code = bytes.fromhex(joined)
    except ValueError:
        raise EncodeError(f"not hex: {joined!r}") from None
    decode = disassemble_capstone if args.capstone else disassemble
    for line in decode(code, args.address):
        print(line)
    return 0


def _forms(args) -> int:
    if not forms_for(args.mnemonic):
        raise EncodeError(unknown_mnemonic_message(args.mnemonic))
    print(list_forms(args.mnemonic))
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
