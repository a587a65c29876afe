"""The instruction table's facts beyond the encoding, against iced-x86 where it knows them.

Besides operands and opcode, a row of refimpl/backends/x86/isa.py says what the backend
relies on elsewhere:

    flow         where control goes: regalloc's basic blocks and loops, the checker
    d64          which 64-bit operations need no REX.W: the row validation
    zero_idiom   what reads nothing when its sources are one register: liveness, checker
    copy         what copies a register: the allocator's hints, the identity moves dropped
    commutative  whose sources may trade places: legacy.py's two-address rewrite
    unaligned    which legacy forms take a misaligned m128: legacy.py's loads

The facts iced-x86 knows (flow, d64, zero idioms; also isa.INVERSE_CONDITION, derived from
the condition codes' tttn) are compared, form by form, with what it reports for the form's
bytes (a golden row per form, golden/x86/encodings.tsv, or bytes encoded here): a row
claiming too much fails, for flow and d64 also one claiming too little. The others are
checked against the row's operands when isa.py is imported; the last test shows that check
rejecting rows. No code is executed.
"""

from __future__ import annotations

from functools import cache

import iced_x86
import pytest

from conformance.x86_encoding_support import form_of, golden_rows, iced_decode_one, iced_text
from refimpl.backends.x86.encode import REGISTERS, Reg, encode_form
from refimpl.backends.x86.isa import (
    CONDITION_CODES,
    FORMS,
    INVERSE_CONDITION,
    F,
    Form,
    Operand,
    TableError,
    _validate,
)

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)


@cache
def examples() -> list[tuple[Form, iced_x86.Instruction]]:
    """Each form with its first golden row, decoded by iced-x86."""
    first: dict[str, dict[str, str]] = {}
    for row in golden_rows():
        first.setdefault(row["form"], row)
    return [(form_of(row), iced_decode_one(bytes.fromhex(row["hex"]))) for row in first.values()]


def test_every_form_has_an_example():
    assert len(examples()) == len(FORMS)


# iced-x86's FlowControl as the table's flow column. An int3 or ud2 raises an exception,
# which the flow column does not describe: for it they go straight on.
_ICED_FLOW = {
    iced_x86.FlowControl.NEXT: "",
    iced_x86.FlowControl.INTERRUPT: "",
    iced_x86.FlowControl.EXCEPTION: "",
    iced_x86.FlowControl.UNCONDITIONAL_BRANCH: "jump",
    iced_x86.FlowControl.INDIRECT_BRANCH: "jump",
    iced_x86.FlowControl.CONDITIONAL_BRANCH: "branch",
    iced_x86.FlowControl.CALL: "call",
    iced_x86.FlowControl.INDIRECT_CALL: "call",
    iced_x86.FlowControl.RETURN: "return",
}


def test_flow_is_where_iced_says_control_goes():
    wrong = [
        f"{form.id}: flow {form.flow!r}, iced-x86 says {_ICED_FLOW[ins.flow_control]!r} "
        f"({iced_text(ins)})"
        for form, ins in examples()
        if form.flow != _ICED_FLOW[ins.flow_control]
    ]
    assert not wrong, "\n".join(wrong)


def test_d64_is_where_iced_says_the_operand_size_defaults_to_64_bits():
    wrong = [
        f"{form.id}: d64={form.d64}, iced-x86 says {not form.d64} ({iced_text(ins)})"
        for form, ins in examples()
        if form.d64 != iced_x86.OpCodeInfo(ins.code).default_op_size64
    ]
    assert not wrong, "\n".join(wrong)


def test_inverse_conditions_are_iceds_negations():
    """isa.INVERSE_CONDITION (from tttn) is what iced-x86's negate_condition_code gives."""
    branches = [(form, ins) for form, ins in examples() if form.flow == "branch"]
    assert {form.mnemonic[1:] for form, _ in branches} == set(CONDITION_CODES)
    wrong = []
    for form, ins in branches:
        copied = ins.copy()  # examples() are shared
        copied.negate_condition_code()
        negated = iced_text(copied).split()[0]
        if negated != "j" + INVERSE_CONDITION[form.mnemonic[1:]]:
            wrong.append(f"{form.id}: iced-x86 negates it to {negated}")
    assert not wrong, "\n".join(wrong)


def _register_one(operand: Operand) -> Reg:
    """Register number 1 of the class and size the operand takes: cl, ecx, xmm1, ymm1 ..."""
    return next(
        r
        for r in REGISTERS.values()
        if (r.num, r.cls, r.size) == (1, operand.reg_class, operand.reg_size)
    )


def test_zero_idioms_read_nothing_says_iced():
    """A zero idiom with one register as every operand: iced-x86 reports that register
    written and nothing read, as Inst.reads() then says too."""
    idioms = [form for form in FORMS if form.zero_idiom]
    assert idioms
    wrong = []
    for form in idioms:
        operands = tuple(_register_one(op) for op in form.operands)
        ins = iced_decode_one(encode_form(form, operands))
        used = iced_x86.InstructionInfoFactory().info(ins).used_registers()
        if any(u.access != iced_x86.OpAccess.WRITE for u in used):
            wrong.append(f"{form.id}: iced-x86 sees a read in {iced_text(ins)}")
    assert not wrong, "\n".join(wrong)


# A fact the operands contradict fails the row check when isa.py is imported.
@pytest.mark.parametrize(
    "fact, row",
    [
        # a merge into the destination, the low half only, a widening
        ("copy", ("movss", "rw:xmm, xmm", "F3 0F 10 /r", "RM", "sse")),
        ("copy", ("movq", "w:xmm, xmm/m64", "F3 0F 7E /r", "RM", "sse2")),
        ("copy", ("movzx", "w:r32, r/m8", "0F B6 /r", "RM", "base")),
        # the upper lanes come from the first source (twice); one register source
        ("commutative", ("addss", "rw:xmm, xmm/m32", "F3 0F 58 /r", "RM", "sse")),
        ("commutative", ("vaddss", "w:xmm, xmm, xmm/m32", "VEX.LIG.F3.0F.WIG 58 /r", "RVM", "avx")),
        ("commutative", ("add", "rw:r/m32, imm32", "81 /0 id", "MI", "base", "w:OSZAPC")),
        # VEX needs no saying; movsd has no m128
        ("unaligned", ("vmovups", "w:xmm, xmm/m128", "VEX.128.0F.WIG 10 /r", "RM", "avx")),
        ("unaligned", ("movsd", "w:xmm, m64", "F2 0F 10 /r", "RM", "sse2")),
    ],
)
def test_rows_are_checked_against_their_facts(fact, row):
    with pytest.raises(TableError, match=rf"an? {fact}"):
        _validate(F(*row, **{fact: True}))
