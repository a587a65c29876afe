"""The x86-64 encoder against two independent decoders, row by row of the golden table.

golden/x86/encodings.tsv holds every instruction form x systematic operand cases (see
tools/golden_encodings.py). Here each row must
  * decode with iced-x86 to exactly the intended instruction (same Intel text, so the same
    mnemonic, operands and operand sizes) needing the feature the table claims,
  * decode with capstone to the same text (after normalizing spacing and number style),
  * be as short as x86 allows (imm8, disp8, no displacement, 2-byte VEX, accumulator and
    B8+r forms, no useless REX) and never longer than iced-x86's own encoder,
  * assemble from its text to its bytes through the front end.
golden/x86/encodings.aliases.tsv holds the aliases the assembler accepts (movabs, the
[v]cmp<predicate>{ps,pd,ss,sd} pseudo-ops); each of its rows must decode with both decoders
as its canonical text, be spelled as they spell it, be the bytes iced-x86's encoder makes
of that instruction, and assemble from its alias text to its bytes.
A Hypothesis test does the same for random forms and operands, and a coverage test makes
sure no form of the table is missing from the golden file. No code is executed.
"""

from __future__ import annotations

import subprocess
import sys

import iced_x86
import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from conformance.x86_encoding_support import (
    ICED_FEATURE,
    REPO,
    alias_golden_rows,
    capstone_spacing,
    capstone_text,
    chunks,
    form_of,
    golden_rows,
    iced_decode_one,
    iced_encoded_length,
    iced_features,
    iced_gas_mnemonic,
    iced_pseudo_op_text,
    iced_text,
    normalize,
)
from refimpl.backends.x86.asm import ALIASES, COMPARE_PREDICATES, assemble
from refimpl.backends.x86.encode import (
    GPR64,
    REGISTERS,
    Assembler,
    EncodeError,
    Imm,
    Label,
    Mem,
    encode,
    encode_with_form,
    format_instruction,
    immediate_fits,
    reg,
)
from refimpl.backends.x86.isa import (
    FORMS,
    FORMS_BY_ID,
    F,
    TableError,
    _validate,
    forms_for,
    index_by_id,
)
from refimpl.backends.x86.target import X86_64_V2, X86_64_V3

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

CHUNKS = chunks(400)
CHUNK_IDS = [f"rows{r.start}-{r.stop - 1}" for r in CHUNKS]


def _report(failures: list[str]) -> str:
    shown = "\n".join(failures[:25])
    more = f"\n... and {len(failures) - 25} more" if len(failures) > 25 else ""
    return f"{len(failures)} golden rows fail:\n{shown}{more}"


# ----------------------------------------------------------------------------------------
# What each row decodes to
# ----------------------------------------------------------------------------------------


def check_decodes_as_intended(text: str, code: bytes, form) -> str | None:
    """None if iced-x86 and capstone both read ``code`` as ``text``; else why not."""
    instruction = iced_decode_one(code)
    if instruction is None:
        return f"iced-x86 does not decode {code.hex()} as one instruction"
    decoded = iced_text(instruction)
    if decoded != text:
        return f"iced-x86 reads {code.hex()} as {decoded!r}"
    needed = iced_features(instruction)
    if form.feature != "base" and ICED_FEATURE[form.feature] not in needed:
        return f"table says {form.feature}, iced-x86 says {sorted(needed)}"
    if form.feature == "base" and needed & set(ICED_FEATURE.values()):
        return f"table says base, iced-x86 says {sorted(needed)}"
    cs = capstone_text(code)
    if cs is None:
        return f"capstone does not decode {code.hex()} as one instruction"
    if normalize(cs, form) != normalize(text, form):
        return f"capstone reads {code.hex()} as {cs!r}"
    return None


@pytest.mark.parametrize("rows", CHUNKS, ids=CHUNK_IDS)
def test_golden_rows_decode_to_the_intended_instruction(rows):
    failures = []
    for row in (golden_rows()[i] for i in rows):
        why = check_decodes_as_intended(row["text"], bytes.fromhex(row["hex"]), form_of(row))
        if why:
            failures.append(f"{row['text']:<50} {row['hex']:<24} {why}")
    assert not failures, _report(failures)


@pytest.mark.parametrize("rows", CHUNKS, ids=CHUNK_IDS)
def test_golden_rows_assemble_from_their_text(rows):
    failures = []
    for row in (golden_rows()[i] for i in rows):
        try:
            code = assemble(row["text"]).hex()
        except EncodeError as error:
            code = f"error: {error}".splitlines()[0]
        if code != row["hex"]:
            failures.append(f"{row['text']:<50} golden {row['hex']} now {code}")
    assert not failures, _report(failures)


def test_golden_target_column_matches_the_encoding():
    for row in golden_rows():
        form = form_of(row)
        expected = X86_64_V2 if X86_64_V2.allows(form) else X86_64_V3
        assert row["target"] == expected.name, row
        # Legacy SSE must never need VEX, and v2 code must never contain VEX.
        assert not (row["target"] == "x86-64-v2" and form.is_vex), row


# ----------------------------------------------------------------------------------------
# Shortest encoding
# ----------------------------------------------------------------------------------------

_ACCUMULATORS = {"al", "ax", "eax", "rax"}
_HAS_SIMM8_FORM = {f.mnemonic for f in FORMS if any(op.text == "simm8" for op in f.operands)}


def _legacy_prefix_end(code: bytes) -> int:
    i = 0
    while i < len(code) and code[i] in (0x66, 0xF2, 0xF3):
        i += 1
    return i


def check_shortest(code: bytes, instruction, form, note: str) -> str | None:
    """Independent rules of x86 encoding length, then iced-x86's encoder as a referee."""
    decoder = iced_x86.Decoder(64, code)
    offsets = decoder.get_constant_offsets(decoder.decode())
    text = iced_text(instruction)
    # Displacement: none when 0 (unless rbp/r13 base), one byte when it fits.
    if instruction.op_count and any(
        instruction.op_kind(i) == iced_x86.OpKind.MEMORY for i in range(instruction.op_count)
    ):
        base = instruction.memory_base
        disp = instruction.memory_displacement
        disp = disp - (1 << 64) if disp >> 63 else disp
        has_base = base not in (iced_x86.Register.NONE, iced_x86.Register.RIP)
        base_low3_is_5 = base in (iced_x86.Register.RBP, iced_x86.Register.R13)
        if has_base and disp == 0 and not base_low3_is_5 and offsets.displacement_size:
            return f"{text}: a zero displacement is encoded ({offsets.displacement_size} bytes)"
        if has_base and -128 <= disp <= 127 and offsets.displacement_size > 1:
            return f"{text}: displacement {disp} fits disp8"
    start = _legacy_prefix_end(code)
    # VEX: the 3-byte form only when the 2-byte form cannot express the instruction.
    if code[start] == 0xC4:
        rxb_map, w_vvvv = code[start + 1], code[start + 2]
        if rxb_map & 0x1F == 1 and not w_vvvv >> 7 and rxb_map & 0x60 == 0x60:
            return f"{text}: 3-byte VEX where the 2-byte C5 form would do"
    # REX: only when some bit of it is needed or spl/bpl/sil/dil are used.
    if 0x40 <= code[start] <= 0x4F:
        rex = code[start]
        uses_new_bytes = any(name in text for name in ("spl", "bpl", "sil", "dil"))
        if rex == 0x40 and not uses_new_bytes:
            return f"{text}: a REX prefix with no bit set"
    opcode_at = start + (1 if 0x40 <= code[start] <= 0x4F else 0)
    opcode = code[opcode_at] if opcode_at < len(code) else None
    mnemonic = text.split()[0]
    operands = text.partition(" ")[2].split(", ")
    # Immediates: imm8 whenever a sign-extended imm8 form exists and the value fits.
    if mnemonic in _HAS_SIMM8_FORM and offsets.immediate_size in (2, 4):
        width = 8 * form.operand_size
        last = instruction.op_count - 1
        value = instruction.immediate(last) & ((1 << width) - 1)
        signed = value - (1 << width) if value >> (width - 1) else value
        if -128 <= signed <= 127:
            return f"{text}: immediate fits a sign-extended imm8"
    # Accumulator short forms: al/ax/eax/rax with a full-size immediate use 04/05-style
    # opcodes, one byte shorter than 80/81/F6/F7 with ModRM.
    if operands and operands[0] in _ACCUMULATORS and opcode in (0x80, 0x81, 0xF6, 0xF7):
        if offsets.immediate_size and len(operands) == 2:
            return f"{text}: the accumulator form is shorter"
    # mov r, imm: B8+r (no ModRM) unless a 64-bit value fits the sign-extended C7 form.
    if mnemonic == "mov" and opcode == 0xC7 and "[" not in operands[0]:
        if operands[0] not in {r.name for r in GPR64}:
            return f"{text}: B8+r is shorter than C7 for an 8/16/32-bit register"
    if mnemonic == "mov" and opcode is not None and 0xB8 <= opcode <= 0xBF:
        if offsets.immediate_size == 8:
            value = instruction.immediate64
            signed = value - (1 << 64) if value >> 63 else value
            if -(2**31) <= signed < 2**31:
                return f"{text}: a sign-extended imm32 (C7) is shorter than a 64-bit immediate"
    # The referee: iced-x86's own encoder must not beat us unless the row says why.
    iced_length = iced_encoded_length(instruction)
    if iced_length < len(code) and not note:
        return f"{text}: iced-x86 encodes it in {iced_length} bytes, we use {len(code)}"
    return None


@pytest.mark.parametrize("rows", CHUNKS, ids=CHUNK_IDS)
def test_golden_rows_are_the_shortest_encoding(rows):
    failures = []
    for row in (golden_rows()[i] for i in rows):
        code = bytes.fromhex(row["hex"])
        instruction = iced_decode_one(code)
        if instruction is None:
            failures.append(f"{row['text']}: does not decode")
            continue
        why = check_shortest(code, instruction, form_of(row), row["note"])
        if why:
            failures.append(f"{row['hex']:<24} {why}")
    assert not failures, _report(failures)


def test_branches_use_rel32_only_when_rel8_cannot_reach():
    for row in golden_rows():
        form = form_of(row)
        if form.enc.rel_bits == 32 and any(f.enc.rel_bits == 8 for f in forms_for(form.mnemonic)):
            instruction = iced_decode_one(bytes.fromhex(row["hex"]))
            target = instruction.near_branch_target
            short_rel = (target - 2 + (1 << 63)) % (1 << 64) - (1 << 63)
            assert not -128 <= short_rel <= 127, f"{row['text']} could use rel8"


def test_every_form_has_a_golden_row():
    covered = {row["form"] for row in golden_rows()}
    missing = [form.id for form in FORMS if form.id not in covered]
    assert not missing, f"forms without a golden row (never chosen by the encoder?): {missing}"


def test_golden_file_is_up_to_date():
    result = subprocess.run(
        [sys.executable, "tools/regen_golden.py", "--check", "--only", "encodings"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]


# ----------------------------------------------------------------------------------------
# Aliases: the mnemonics disassemblers print that are no row of the table
# ----------------------------------------------------------------------------------------


def _iced_encoding(instruction) -> bytes:
    encoder = iced_x86.Encoder(64)
    encoder.encode(instruction, instruction.ip)
    return encoder.take_buffer()


def check_alias_row(row: dict[str, str]) -> str | None:
    """None if the row's bytes are its canonical instruction (both decoders), iced-x86's own
    encoding of it, spelled as the disassemblers spell it, and assembled from its text."""
    code = bytes.fromhex(row["hex"])
    why = check_decodes_as_intended(row["canonical"], code, form_of(row))
    if why:
        return why
    instruction = iced_decode_one(code)
    if _iced_encoding(instruction) != code:
        return f"iced-x86 encodes it as {_iced_encoding(instruction).hex()}"
    mnemonic = row["text"].split()[0]
    if mnemonic == "movabs":  # iced-x86's Intel text says mov; its AT&T text, movabs
        if iced_gas_mnemonic(instruction) != "movabs":
            return f"iced-x86 (AT&T) says {iced_gas_mnemonic(instruction)!r}"
    elif iced_pseudo_op_text(instruction) != row["text"]:
        return f"iced-x86 prints {iced_pseudo_op_text(instruction)!r}"
    if capstone_spacing(capstone_text(code)) != row["text"]:
        return f"capstone prints {capstone_text(code)!r}"
    try:
        assembled = assemble(row["text"]).hex()
    except EncodeError as error:
        assembled = f"error: {error}".splitlines()[0]
    if assembled != row["hex"]:
        return f"assembles to {assembled}"
    return None


def test_alias_rows_are_the_instruction_both_decoders_print_that_way():
    failures = []
    for row in alias_golden_rows():
        if why := check_alias_row(row):
            failures.append(f"{row['text']:<50} {row['hex']:<24} {why}")
    assert not failures, _report(failures)


def test_every_alias_has_golden_rows_for_each_of_its_forms():
    covered = {(row["text"].split()[0], row["form"]) for row in alias_golden_rows()}
    expected = {(name, form.id) for name, alias in ALIASES.items() for form in alias.forms}
    assert not expected - covered, f"aliases without golden rows: {sorted(expected - covered)}"
    # 8 legacy and 32 VEX predicates for each of ps, pd, ss, sd; and movabs
    assert len(ALIASES) == 4 * 8 + 4 * 32 + 1
    assert sorted(imm8 for imm8, _ in COMPARE_PREDICATES.values()) == list(range(32))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("movabs rbp, 0x123456789abc", "48bdbc9a785634120000"),
        ("movabs rax, 5", "48b80500000000000000"),  # movabs keeps the 64-bit immediate
        ("mov rax, 5", "48c7c005000000"),  # mov takes the shortest
        ("cmpltps xmm1, xmm2", "0fc2ca01"),
        ("vcmpneqps xmm1, xmm2, xmm3", "c5e8c2cb04"),
        ("vcmpltps ymm1, ymm2, ymmword ptr [rdi]", "c5ecc20f01"),
        ("vcmpeqss xmm1, xmm2, dword ptr [rsp+0x10]", "c5eac24c241000"),
        ("vcmptrue_uspd ymm9, ymm2, ymm3", "c56dc2cb1f"),
        ("cmpordsd xmm1, [rdi]", "f20fc20f07"),  # the memory size follows from the form
    ],
)
def test_aliases_assemble_like_the_instruction_they_stand_for(text, expected):
    assert assemble(text).hex() == expected


@pytest.mark.parametrize(
    "text, message",
    [
        ("movabs rax, rbx", "movabs means only mov r64, imm64"),
        ("movabs eax, 5", "movabs means only mov r64, imm64"),
        ("cmpltps xmm1, eax", "cmpltps means cmpps with imm8 0x01: .* operand 2 eax"),
        ("cmpeq_uqps xmm1, xmm2", "predicate 0x08 needs the VEX form vcmpeq_uqps"),
        ("vcmpltss ymm1, ymm2, ymm3", "vcmpltss means vcmpss with imm8 0x01"),
    ],
)
def test_alias_errors_say_what_the_alias_means(text, message):
    with pytest.raises(EncodeError, match=message):
        assemble(text)


def test_regen_check_reports_a_stale_file_with_a_diff(tmp_path, monkeypatch, capsys):
    sys.path.insert(0, str(REPO / "tools"))
    import regen_golden

    monkeypatch.setattr(regen_golden, "REPO", tmp_path)
    monkeypatch.setitem(regen_golden.GENERATORS, "demo", lambda: {"g/demo.txt": "new\n"})
    (tmp_path / "g").mkdir()
    (tmp_path / "g" / "demo.txt").write_text("old\n")
    assert regen_golden.run(["demo"], check=True) == 1
    out = capsys.readouterr().out
    assert "-old" in out and "+new" in out
    assert regen_golden.run(["demo"], check=False) == 0
    assert (tmp_path / "g" / "demo.txt").read_text() == "new\n"
    assert regen_golden.run(["demo"], check=True) == 0


# ----------------------------------------------------------------------------------------
# Random forms and operands (Hypothesis), checked like the golden rows
# ----------------------------------------------------------------------------------------

_BYTE_REGISTERS = [r for r in REGISTERS.values() if r.cls == "gpr" and r.size == 1]


@st.composite
def register_for(draw, kind):
    if kind.fixed is not None:
        return REGISTERS[kind.fixed]
    if kind.reg_class == "gpr" and kind.reg_size == 1:
        return draw(st.sampled_from(_BYTE_REGISTERS))
    candidates = [
        r
        for r in REGISTERS.values()
        if r.cls == kind.reg_class and r.size == kind.reg_size and not r.is_high_byte
    ]
    return draw(st.sampled_from(sorted(candidates, key=lambda r: r.num)))


@st.composite
def memory_for(draw, kind):
    base = draw(st.one_of(st.sampled_from(GPR64), st.none(), st.just(reg("rip"))))
    index = None
    if base is None or base.cls == "gpr":
        index = draw(st.one_of(st.none(), st.sampled_from([r for r in GPR64 if r.num != 4])))
    scale = draw(st.sampled_from([1, 2, 4, 8])) if index is not None else 1
    disp = draw(
        st.one_of(
            st.sampled_from([0, 1, -1, 127, 128, -128, -129]),
            st.integers(-(2**31), 2**31 - 1),
        )
    )
    if base is None and index is None:
        disp = abs(disp)  # iced prints a negative absolute address as a 64-bit number
    return Mem(base, index, scale, disp, kind.mem_size)


@st.composite
def operand_for(draw, form, kind):
    if kind.constant is not None:
        return Imm(kind.constant)
    choices = []
    if kind.reg_class is not None:
        choices.append(register_for(kind))
    if kind.mem_size is not None:
        choices.append(memory_for(kind))
    if kind.imm_bits:
        bits = 8 * form.operand_size if kind.imm_sign_extended else kind.imm_bits
        choices.append(
            st.integers(-(1 << (bits - 1)), (1 << bits) - 1)
            .filter(lambda v: immediate_fits(v, kind, form.operand_size))
            .map(Imm)
        )
    if kind.rel_bits:
        choices.append(st.integers(0, 2**20).map(Imm))
    return draw(st.one_of(choices))


@st.composite
def instructions(draw):
    form = FORMS_BY_ID[draw(st.sampled_from(sorted(FORMS_BY_ID)))]  # ids shrink readably
    operands = tuple(draw(operand_for(form, kind)) for kind in form.explicit_operands)
    return form, operands


@settings(
    max_examples=300,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(instructions())
def test_random_instructions_round_trip_through_both_decoders(drawn):
    form, operands = drawn
    note(f"{form.id}: {', '.join(str(o) for o in operands)}")
    high_byte = any(getattr(o, "is_high_byte", False) for o in operands)
    try:
        chosen, code = encode_with_form(form.mnemonic, *operands)
    except EncodeError as error:
        # The only operands the encoder may refuse: ah..bh where a REX prefix is needed.
        assert high_byte and "REX" in str(error), str(error)
        return
    text = format_instruction(chosen, _bound(chosen, operands))
    why = check_decodes_as_intended(text, code, chosen)
    assert why is None, f"{text}: {why}"
    assert assemble(text) == code, text
    assert len(code) <= iced_encoded_length(iced_decode_one(code)), text


def _bound(form, operands):
    from refimpl.backends.x86.encode import bind_operands

    return bind_operands(form, operands)


# ----------------------------------------------------------------------------------------
# Encoder rules and errors, one by one
# ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "mnemonic, operands, expected",
    [
        ("add", (reg("eax"), Imm(1)), "83c001"),  # imm8 beats the accumulator form
        ("add", (reg("eax"), Imm(0x1000)), "0500100000"),  # accumulator beats 81 /0
        ("add", (reg("ecx"), Imm(0xFFFFFFFF)), "83c1ff"),  # -1 as a 32-bit value
        ("mov", (reg("rax"), Imm(-1)), "48c7c0ffffffff"),  # C7 sign-extended imm32
        ("mov", (reg("rax"), Imm(0xFFFFFFFF)), "48b8ffffffff00000000"),  # stays 64-bit
        ("mov", (reg("r9d"), Imm(5)), "41b905000000"),  # B8+r, REX.B
        ("mov", (reg("sil"), reg("al")), "4088c6"),  # sil needs an empty REX
        ("lea", (reg("rax"), Mem(reg("rbp"))), "488d4500"),  # rbp base: disp8 = 0
        ("lea", (reg("rax"), Mem(reg("r13"))), "498d4500"),
        ("lea", (reg("rax"), Mem(reg("rsp"))), "488d0424"),  # rsp base: SIB
        ("lea", (reg("rax"), Mem(reg("r12"))), "498d0424"),
        ("lea", (reg("rax"), Mem(reg("rax"), reg("r12"))), "4a8d0420"),  # r12 index is fine
        ("lea", (reg("rax"), Mem(None, reg("rcx"), 8)), "488d04cd00000000"),
        ("lea", (reg("rax"), Mem(reg("rip"), disp=0x10)), "488d0510000000"),
        ("vaddps", (reg("ymm1"), reg("ymm2"), reg("ymm3")), "c5ec58cb"),  # 2-byte VEX
        ("vaddps", (reg("ymm1"), reg("ymm2"), reg("ymm11")), "c4c16c58cb"),  # B: 3-byte
        ("vaddps", (reg("ymm9"), reg("ymm2"), reg("ymm3")), "c56c58cb"),  # R fits in C5
        ("vmovaps", (reg("xmm1"), reg("xmm9")), "c57829c9"),  # store opcode avoids C4
        ("vpsllvq", (reg("xmm1"), reg("xmm2"), reg("xmm3")), "c4e2e947cb"),  # W1: 3-byte
        ("vblendvps", (reg("xmm1"), reg("xmm2"), reg("xmm3"), reg("xmm4")), "c4e3694acb40"),
        ("blendvps", (reg("xmm1"), reg("xmm2")), "660f3814ca"),  # implicit xmm0
        ("blendvps", (reg("xmm1"), reg("xmm2"), reg("xmm0")), "660f3814ca"),
        ("shl", (reg("eax"), Imm(1)), "d1e0"),
        ("shl", (reg("eax"), reg("cl")), "d3e0"),
        ("idiv", (reg("rcx"),), "48f7f9"),
        ("push", (reg("r12"),), "4154"),
    ],
)
def test_encoder_picks_the_expected_bytes(mnemonic, operands, expected):
    assert encode(mnemonic, *operands).hex() == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # src2 high: as 10 /r it would sit in ModRM.rm and need VEX.B (3-byte VEX); 11 /r
        # puts it in ModRM.reg, whose VEX.R the 2-byte form has
        ("vmovss xmm1, xmm2, xmm9", "c56a11c9"),
        ("vmovsd xmm1, xmm2, xmm9", "c56b11c9"),
        # destination high: 10 /r already puts it in ModRM.reg, and stays the choice
        ("vmovss xmm9, xmm2, xmm1", "c56a10c9"),
        ("vmovsd xmm9, xmm2, xmm1", "c56b10c9"),
    ],
)
def test_scalar_move_merges_use_the_opcode_that_allows_the_2_byte_vex(text, expected):
    code = assemble(text)
    assert code.hex() == expected
    instruction = iced_decode_one(code)
    assert instruction is not None and iced_text(instruction) == text
    assert len(code) == iced_encoded_length(instruction) == 4


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: encode("mov", reg("ah"), reg("sil")), "ah cannot be encoded"),
        (lambda: encode("movzx", reg("r8d"), reg("bh")), "bh cannot be encoded"),
        (lambda: Mem(reg("rax"), reg("rsp")), "rsp cannot be an index"),
        (lambda: Mem(reg("rax"), reg("rcx"), 3), "scale must be 1, 2, 4 or 8"),
        (lambda: Mem(reg("eax")), "must be a 64-bit register"),
        (lambda: encode("vaddss", reg("xmm0"), reg("xmm1"), reg("eax")), "operand 3 eax"),
        (lambda: encode("add", Mem(reg("rdi")), Imm(1)), "needs a size"),
        (lambda: encode("add", reg("eax")), "takes 2 operands, not 1"),
        (lambda: encode("frob", reg("eax")), "unknown mnemonic 'frob'"),
        (lambda: encode("jne", Label("x")), "need an Assembler"),
        (lambda: encode("vaddps", *[reg("ymm0")] * 3, target=X86_64_V2), "needs avx"),
    ],
)
def test_encoder_errors_are_precise(make, message):
    with pytest.raises(EncodeError, match=message):
        make()


def test_error_lists_the_forms_of_the_mnemonic():
    with pytest.raises(EncodeError) as error:
        encode("imul", reg("eax"), reg("xmm1"))
    text = str(error.value)
    assert "imul supports:" in text
    assert "imul r32, r/m32, simm8" in text and "6B /r ib" in text


def test_assembler_relaxes_branches_after_layout():
    short = Assembler()
    short.label("top")
    short.emit("add", reg("eax"), Imm(1))
    short.emit("jne", Label("top"))
    assert short.finish().hex() == "83c00175fb"

    far = Assembler()
    far.emit("je", Label("end"))
    for _ in range(43):  # 43 * 3 bytes = 129: just out of rel8 reach
        far.emit("add", reg("eax"), Imm(1))
    far.label("end")
    far.emit("ret")
    code = far.finish()
    assert code[:2].hex() == "0f84" and int.from_bytes(code[2:6], "little") == 129


def test_assembler_rejects_undefined_and_duplicate_labels():
    asm = Assembler()
    asm.emit("jmp", Label("nowhere"))
    with pytest.raises(EncodeError, match="undefined label 'nowhere'"):
        asm.finish()
    asm = Assembler()
    asm.label("a")
    with pytest.raises(EncodeError, match="defined twice"):
        asm.label("a")


# ----------------------------------------------------------------------------------------
# The table validates its rows
# ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "row, message",
    [
        (("add", "rw:r/m32, r32", "01 /r", "RM", "base"), "op/en letter 'R' cannot encode"),
        (("add", "rw:r/m32, r32", "01 /r", "M", "base"), "1 letters for 2 operands"),
        (("add", "rw:r/m32, simm8", "83 /0 id", "MI", "base"), "immediates"),
        (("add", "rw:r/m16, r16", "01 /r", "MR", "base"), "66 operand-size prefix"),
        (("add", "rw:r/m64, r64", "01 /r", "MR", "base"), "needs REX.W"),
        (("vadd", "w:xmm, xmm, xmm/m32", "F3 0F 58 /r", "RVM", "avx"), "only in VEX"),
        (("addss", "rw:xmm, xmm/m32", "F3 0F 58 /r", "RM", "sse9"), "unknown feature"),
        (("x", "w:xmm, xmm, xmm/m128, xmm", "VEX.128.66.0F3A.W0 4A /r", "RVML", "avx"), "is4"),
    ],
)
def test_table_rows_are_validated(row, message):
    with pytest.raises(TableError, match=message):
        _validate(F(*row))


def test_a_second_encoding_of_one_column_must_be_marked_alternate():
    column, mvr = "w:xmm, xmm, xmm", "VEX.LIG.F3.0F.WIG 11 /r"
    primary = F("vmovss", column, "VEX.LIG.F3.0F.WIG 10 /r", "RVM", "avx")
    unmarked = F("vmovss", column, mvr, "MVR", "avx")
    alternate = F("vmovss", column, mvr, "MVR", "avx", alternate=True)
    assert primary.id == "vmovss xmm, xmm, xmm"
    assert alternate.id == "vmovss xmm, xmm, xmm (11 /r)"
    assert index_by_id([primary, alternate]) == {primary.id: primary, alternate.id: alternate}
    with pytest.raises(TableError, match="duplicate form ids"):
        index_by_id([primary, unmarked])
    with pytest.raises(TableError, match="needs its primary row before it"):
        index_by_id([alternate, primary])  # the primary must come first: it wins ties


def test_derived_facts_come_from_the_row():
    addss = next(f for f in forms_for("addss"))
    vaddss = next(f for f in forms_for("vaddss"))
    assert addss.two_address and not vaddss.two_address
    assert addss.memory_operand == 1 and vaddss.memory_operand == 2
    cmp = next(f for f in forms_for("cmp"))
    assert cmp.writes_flags and not cmp.two_address and cmp.operands[0].role == "r"
    cmovl = forms_for("cmovl")[0]
    assert cmovl.flags_read == {"S", "O"} and not cmovl.writes_flags
    assert forms_for("blendvps")[0].operands[2].implicit


@pytest.mark.parametrize(
    "longer, rule",
    [
        ("488d4000", "zero displacement"),  # lea rax, [rax+0] with a disp8
        ("488d8710000000", "fits disp8"),  # lea rax, [rdi+0x10] with a disp32
        ("c4e16c58cb", "3-byte VEX"),  # vaddps ymm1, ymm2, ymm3 as C4
        ("0501000000", "sign-extended imm8"),  # add eax, 1 as 05 id
        ("80c005", "accumulator form"),  # add al, 5 as 80 /0 ib
        ("c7c005000000", "B8+r"),  # mov eax, 5 as C7 /0 id
        ("48b8ffffffffffffffff", "sign-extended imm32"),  # mov rax, -1 with an imm64
        ("4001c8", "REX prefix with no bit set"),  # add eax, ecx with a useless REX
    ],
)
def test_shortness_rules_reject_longer_encodings(longer, rule):
    """The shortness checker itself: each rule must catch a hand-made longer encoding."""
    code = bytes.fromhex(longer)
    instruction = iced_decode_one(code)
    text = iced_text(instruction)
    mnemonic = text.split()[0]
    form = next(f for f in forms_for(mnemonic) if encode_text_fits(f, text))
    why = check_shortest(code, instruction, form, note="")
    assert why is not None and rule in why, why


def encode_text_fits(form, text: str) -> bool:
    from refimpl.backends.x86.asm import parse_instruction
    from refimpl.backends.x86.encode import bind_operands

    return bind_operands(form, parse_instruction(text)[1]) is not None
