"""``python -m refimpl.x86``: the assembler command line, its output and its error messages.

A few tests run the real command in a subprocess, as a user would; the rest call the same
``main`` in-process (starting Python costs a second each). All check stdout, stderr and the
exit status (0 ok, 1 undecodable bytes, 2 error). No generated code is executed.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from conformance.x86_encoding_support import REPO
from refimpl.x86.__main__ import main

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "refimpl.x86", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        input=stdin,
        timeout=60,
    )


class Result:
    def __init__(self, returncode: int, stdout: str, stderr: str) -> None:
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


@pytest.fixture
def cli(capsys, monkeypatch):
    """Run ``python -m refimpl.x86 ARGS`` in-process."""

    def run(*args: str, stdin: str | None = None) -> Result:
        if stdin is not None:
            import io

            monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        try:
            code = main(list(args))
        except SystemExit as exit_:  # argparse: --help, usage errors
            code = exit_.code
        out, err = capsys.readouterr()
        return Result(code, out, err)

    return run


def test_asm_prints_hex():
    result = run_cli("asm", "vaddss xmm0, xmm1, dword ptr [rdi+rsi*4+0x10]")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "c5f25844b710\n"


def test_asm_takes_several_instructions_and_labels(cli):
    result = cli("asm", "top: add eax, 1\ncmp eax, 10; jl top  # loop")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "83c00183f80a7cf8\n"


def test_asm_reads_stdin_and_prints_a_listing(cli):
    result = cli("asm", "--listing", "-", stdin="push rbp\nmov rbp, rsp\npop rbp\nret\n")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[1] for line in lines] == ["55", "4889e5", "5d", "c3"]
    assert lines[1].endswith("mov rbp, rsp")


def test_disasm_prints_intel_syntax(cli):
    result = run_cli("disasm", "c5f25844b710", "c3")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "vaddss xmm0, xmm1, dword ptr [rdi+rsi*4+0x10]\nret\n"
    capstone = cli("disasm", "--capstone", "c5f25844b710")
    assert capstone.stdout == "vaddss xmm0, xmm1, dword ptr [rdi + rsi*4 + 0x10]\n"


def test_forms_lists_a_mnemonic(cli):
    result = cli("forms", "vfmadd231ss")
    assert result.returncode == 0
    assert "vfmadd231ss xmm, xmm, xmm/m32" in result.stdout
    assert "VEX.LIG.66.0F38.W0 B9 /r" in result.stdout


def test_asm_accepts_what_disassemblers_print():
    """The issue's lines: movabs (capstone, objdump) and the compare pseudo-ops."""
    result = run_cli(
        "asm", "movabs rbp, 0x123456789abc; cmpltps xmm1, xmm2; vcmpeqss xmm1, xmm2, xmm3"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "48bdbc9a7856341200000fc2ca01c5eac2cb00\n"


def test_forms_of_an_alias_says_what_it_means(cli):
    result = cli("forms", "vcmpneq_oqpd")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "vcmpneq_oqpd means vcmppd with imm8 0x0c:"
    assert "vcmppd ymm, ymm, ymm/m256, imm8" in result.stdout
    movabs = cli("forms", "movabs")
    assert movabs.stdout.splitlines() == [
        "movabs means only mov r64, imm64 (REX.W + B8+ro io):",
        "  mov r64, imm64  REX.W + B8+ro io  (base)",
    ]


def test_help_describes_every_command(cli):
    result = cli("--help")
    assert result.returncode == 0
    for command in ("asm", "disasm", "forms"):
        assert command in result.stdout
    asm_help = cli("asm", "--help").stdout  # argparse exits 0 after printing
    assert "--target" in asm_help and "x86-64-v2" in asm_help and "label" in asm_help
    assert "movabs" in asm_help and "vcmpltps" in asm_help


@pytest.mark.parametrize(
    "text, expected",
    [
        # an operand no form accepts: name it, say what was expected, list the forms
        (
            "vaddss xmm0, xmm1, eax",
            [
                "operand 3 eax (32-bit register) does not fit (expected xmm/m32)",
                "vaddss supports:",
                "vaddss xmm, xmm, xmm/m32",
            ],
        ),
        ("vadss xmm0, xmm1, xmm2", ["unknown mnemonic 'vadss'", "did you mean vaddss"]),
        ("add eax, [rdi+foo]", ["cannot parse 'foo' in memory operand '[rdi+foo]'"]),
        ("add eax, %ebx", ["cannot parse operand '%ebx'"]),
        ("add eax", ["add takes 2 operands, not 1", "add supports:", "add r/m32, simm8"]),
        ("add dword ptr [rdi], rax", ["operand 2 rax (64-bit register) does not fit"]),
        ("add [rdi], 1", ["memory operand needs a size"]),
        ("mov ah, sil", ["ah cannot be encoded in an instruction that needs a REX prefix"]),
        ("lea rax, [rax+rsp*2]", ["rsp cannot be an index register"]),
        ("jne nowhere", ["undefined label 'nowhere'"]),
        ("a: nop\na: nop", ["line 2: label 'a' defined twice"]),
        ("add eax, qword ptr [rdi]", ["operand 2", "expected r/m32"]),
    ],
)
def test_asm_errors_name_the_bad_token(cli, text, expected):
    result = cli("asm", text)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: ")
    for fragment in expected:
        assert fragment in result.stderr, result.stderr


def test_asm_target_rejects_forms_the_target_lacks(cli):
    result = cli("asm", "--target", "x86-64-v2", "vfmadd231ps ymm0, ymm1, ymm2")
    assert result.returncode == 2
    assert "for x86-64-v2: it needs fma" in result.stderr
    ok = cli("asm", "--target", "x86-64-v2", "blendvps xmm1, xmm2, xmm0")
    assert ok.returncode == 0 and ok.stdout == "660f3814ca\n"


def test_disasm_rejects_non_hex(cli):
    result = cli("disasm", "c5zz")
    assert result.returncode == 2
    assert "not hex: 'c5zz'" in result.stderr


# --- bytes that are no instruction, hex that is not hex, text that is not UTF-8 ------------


@pytest.mark.parametrize("decoder", [[], ["--capstone"]], ids=["iced", "capstone"])
def test_disasm_of_a_truncated_instruction_fails_at_its_offset(cli, decoder):
    """c5 f2 58 is the start of a VEX vaddss whose ModRM byte is missing: not "(bad)", exit 0,
    but exit 1 naming where the instruction starts, after what did decode."""
    result = cli("disasm", *decoder, "90", "c5f258")
    assert result.returncode == 1, result.stderr
    assert result.stdout == "nop\n"
    assert "instruction at byte offset 1" in result.stderr, result.stderr
    assert "c5f258" in result.stderr
    if not decoder:
        assert "truncated" in result.stderr


def test_disasm_of_an_undecodable_instruction_names_its_offset_and_address(cli):
    result = cli("disasm", "--address", "0x1000", "90 90 ffff 90")
    assert result.returncode == 1, result.stderr
    assert result.stdout == "nop\nnop\n"
    assert "undecodable instruction at byte offset 2 (address 0x1002): ffff" in result.stderr


@pytest.mark.parametrize(
    "hex_args, expected",
    [
        (["c5zz"], "not hex: 'c5zz': 'z' at byte offset 1 (argument 1, character 3)"),
        (["90", "c3 9g"], "not hex: 'c3 9g': 'g' at byte offset 2 (argument 2, character 5)"),
        (["c5f"], "odd number of hex digits: 'c5f' ends in half a byte at byte offset 1"),
    ],
)
def test_disasm_names_the_offset_of_malformed_hex(cli, hex_args, expected):
    result = cli("disasm", *hex_args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert expected in result.stderr, result.stderr


def test_asm_of_non_utf8_stdin_names_the_line(cli, monkeypatch):
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"nop\nret \xff\xfe\n")))
    result = cli("asm", "-")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "<stdin>:2:5: not UTF-8 (byte 0xff)" in result.stderr, result.stderr


def test_asm_of_a_non_utf8_file_names_the_file_and_line(cli, tmp_path):
    source = tmp_path / "kernel.s"
    source.write_bytes(b"push rbp\npop rbp\n# caf\xe9\nret\n")
    result = cli("asm", "--file", str(source))
    assert result.returncode == 2
    assert f"{source}:3:6: not UTF-8 (byte 0xe9)" in result.stderr, result.stderr
    source.write_bytes(b"push rbp\npop rbp\nret\n")
    ok = cli("asm", "--file", str(source))
    assert (ok.returncode, ok.stdout) == (0, "555dc3\n"), ok.stderr
    source.write_bytes(b"push rbp\npop rbx, 1\n")
    wrong = cli("asm", "--file", str(source))
    assert wrong.returncode == 2
    assert f"error: {source}: line 2: cannot encode 'pop rbx, 0x1'" in wrong.stderr, wrong.stderr


def test_asm_of_a_non_utf8_argument_says_so():
    """The shell passes bytes; Python turns undecodable ones into surrogates, which must not
    reach the parser as a mystery mnemonic."""
    result = subprocess.run(
        [sys.executable, "-m", "refimpl.x86", "asm", b"nop; r\xffet"],
        cwd=REPO,
        capture_output=True,
        timeout=60,
        env={"LC_ALL": "C.UTF-8", "PATH": ""},
    )
    assert result.returncode == 2
    assert b"argument:1:7: not UTF-8 (byte 0xff)" in result.stderr, result.stderr
