"""The x86-64 encoder: operands and their Intel text, form matching, byte building, and an
assembler with labels.

Where this sits: the last step of the x86 backend. Instruction selection and register
allocation produce (mnemonic, operands) pairs; ``encode`` picks the shortest form of the
instruction table (isa.py) that accepts those operands and builds its bytes; ``Assembler``
does the same for a whole function and resolves branches to labels after layout, choosing
rel8 wherever the target is in reach.

The byte builders below follow the Intel SDM, volume 2, chapter 2. An instruction is

    [legacy prefixes] [REX | VEX] opcode [ModRM] [SIB] [displacement] [immediate]

and every field's bit layout is written out where the field is built.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from functools import lru_cache

from refimpl.backends.x86.isa import FORMS_BY_MNEMONIC, Form, Operand, forms_for


class EncodeError(ValueError):
    """The operands fit no form, or a form cannot encode them (e.g. ah together with REX)."""


# ----------------------------------------------------------------------------------------
# Operands
# ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reg:
    name: str
    num: int  # 0-15: the 3 low bits go in ModRM/SIB/opcode, bit 3 in REX or VEX
    size: int  # bytes: 1, 2, 4, 8, 16, 32
    cls: str  # "gpr", "xmm", "ymm", or "rip" (only as a memory base)

    @property
    def is_high_byte(self) -> bool:
        """ah, ch, dh, bh: encodable only without a REX prefix."""
        return self.name in ("ah", "ch", "dh", "bh")

    @property
    def needs_rex(self) -> bool:
        """spl, bpl, sil, dil: without REX their numbers 4-7 would mean ah..bh."""
        return self.cls == "gpr" and self.size == 1 and 4 <= self.num < 8 and not self.is_high_byte

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Mem:
    """``[base + index*scale + disp]``; size is in bytes (0: unspecified, e.g. for lea)."""

    base: Reg | None
    index: Reg | None = None
    scale: int = 1
    disp: int = 0
    size: int = 0

    def __post_init__(self) -> None:
        if self.scale not in (1, 2, 4, 8):
            raise EncodeError(f"scale must be 1, 2, 4 or 8, not {self.scale}")
        if not -(2**31) <= self.disp < 2**31:
            raise EncodeError(f"displacement {self.disp:#x} does not fit in 32 bits")
        for part, what in ((self.base, "base"), (self.index, "index")):
            if part is not None and not (part.cls == "gpr" and part.size == 8):
                if not (what == "base" and part.cls == "rip"):
                    raise EncodeError(f"{what} register {part} must be a 64-bit register")
        if self.index is not None and self.index.name == "rsp":
            raise EncodeError("rsp cannot be an index register (SIB.index=100 means none)")
        if self.base is not None and self.base.cls == "rip" and self.index is not None:
            raise EncodeError("rip-relative addressing takes no index register")

    def __str__(self) -> str:
        return format_operand(self)  # the one place Intel text is made (below)


@dataclass(frozen=True)
class Imm:
    value: int

    def __str__(self) -> str:
        return hex(self.value)


@dataclass(frozen=True)
class Label:
    name: str

    def __str__(self) -> str:
        return self.name


AnyOperand = Reg | Mem | Imm | Label


def _make_registers() -> dict[str, Reg]:
    low = ["ax", "cx", "dx", "bx", "sp", "bp", "si", "di"]
    regs: list[Reg] = []
    for num, stem in enumerate(low):
        regs += [Reg(f"r{stem}", num, 8, "gpr"), Reg(f"e{stem}", num, 4, "gpr")]
        regs += [Reg(stem, num, 2, "gpr")]
        regs += [Reg(stem[0] + "l" if num < 4 else stem + "l", num, 1, "gpr")]
    for num, stem in enumerate(["ah", "ch", "dh", "bh"], start=4):
        regs.append(Reg(stem, num, 1, "gpr"))
    for num in range(8, 16):
        regs += [Reg(f"r{num}", num, 8, "gpr"), Reg(f"r{num}d", num, 4, "gpr")]
        regs += [Reg(f"r{num}w", num, 2, "gpr"), Reg(f"r{num}b", num, 1, "gpr")]
    for num in range(16):
        regs += [Reg(f"xmm{num}", num, 16, "xmm"), Reg(f"ymm{num}", num, 32, "ymm")]
    regs.append(Reg("rip", 5, 8, "rip"))
    return {r.name: r for r in regs}


REGISTERS: dict[str, Reg] = _make_registers()


def reg(name: str) -> Reg:
    """Look a register up by its Intel name: reg("rax"), reg("r9d"), reg("sil"), reg("ymm3")."""
    try:
        return REGISTERS[name.lower()]
    except KeyError:
        raise EncodeError(f"unknown register {name!r}") from None


def _by_size(size: int) -> tuple[Reg, ...]:
    gprs = [r for r in REGISTERS.values() if r.cls == "gpr" and r.size == size]
    return tuple(sorted((r for r in gprs if not r.is_high_byte), key=lambda r: r.num))


GPR64, GPR32, GPR16, GPR8 = _by_size(8), _by_size(4), _by_size(2), _by_size(1)
XMM = tuple(REGISTERS[f"xmm{n}"] for n in range(16))
YMM = tuple(REGISTERS[f"ymm{n}"] for n in range(16))
# Module-level constants: RAX, EAX, AX, AL, R8D, XMM0, YMM15, RIP, ...
globals().update({name.upper(): r for name, r in REGISTERS.items()})


# ----------------------------------------------------------------------------------------
# Operands -> text (the way iced-x86 prints them, so golden text can be compared verbatim)
# ----------------------------------------------------------------------------------------


MEMORY_SIZE_KEYWORDS = {1: "byte", 2: "word", 4: "dword", 8: "qword", 16: "xmmword", 32: "ymmword"}


def format_number(value: int) -> str:
    if value < 0:
        return "-" + format_number(-value)
    return str(value) if value < 10 else hex(value)


def format_operand(operand: AnyOperand, kind: Operand | None = None, form: Form | None = None):
    if isinstance(operand, Reg | Label):
        return operand.name
    if isinstance(operand, Imm):
        value = operand.value
        if kind is not None and kind.imm_bits:
            # Show the value the CPU uses: a sign-extended imm8 of a 32-bit add is 32 bits.
            bits = 8 * form.operand_size if kind.imm_sign_extended else kind.imm_bits
            value &= (1 << bits) - 1
        return format_number(value)
    size = kind.mem_size if kind is not None else operand.size
    parts = []
    if operand.base is not None:
        parts.append(operand.base.name)
    if operand.index is not None:
        parts.append(
            f"{operand.index.name}*{operand.scale}"
            if operand.scale > 1 or operand.base is None
            else operand.index.name
        )
    text = "+".join(parts)
    if operand.disp or not parts:
        number = format_number(operand.disp)
        text += number if number.startswith("-") or not text else "+" + number
    prefix = f"{MEMORY_SIZE_KEYWORDS[size]} ptr " if size else ""
    return f"{prefix}[{text}]"


def format_instruction(form: Form, operands: tuple[AnyOperand, ...]) -> str:
    """Intel text of a form with bound operands (implicit operands are not written)."""
    shown = [
        format_operand(operand, kind, form)
        for kind, operand in zip(form.operands, operands, strict=True)
        if not kind.implicit
    ]
    return f"{form.mnemonic} {', '.join(shown)}".strip()


# ----------------------------------------------------------------------------------------
# Matching operands against a form's operand kinds
# ----------------------------------------------------------------------------------------


def _fits_signed(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def _fits_any(value: int, bits: int) -> bool:
    """Either signed or unsigned reading of a ``bits``-wide field."""
    return -(1 << (bits - 1)) <= value < (1 << bits)


def _to_signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def immediate_fits(value: int, kind: Operand, operand_size: int) -> bool:
    """Can ``value`` be the immediate ``kind`` of an operation ``operand_size`` bytes wide?

    simm8/simm32 are sign-extended by the CPU: the value, read as an operand_size-wide
    number, must survive that. Other immediates are stored as they are.
    """
    if kind.imm_sign_extended:
        width = 8 * operand_size
        return _fits_any(value, width) and _fits_signed(_to_signed(value, width), kind.imm_bits)
    return _fits_any(value, kind.imm_bits)


def operand_matches(form: Form, kind: Operand, operand: AnyOperand) -> bool:
    if isinstance(operand, Reg):
        if kind.fixed is not None:
            return operand.name == kind.fixed
        return kind.reg_class == operand.cls and kind.reg_size == operand.size
    if isinstance(operand, Mem):
        if kind.mem_size is None:
            return False
        return kind.mem_size == 0 or operand.size in (0, kind.mem_size)
    if isinstance(operand, Imm):
        if kind.constant is not None:
            return operand.value == kind.constant
        if kind.rel_bits:
            return True  # an absolute branch target; reach is checked at layout
        return kind.imm_bits > 0 and immediate_fits(operand.value, kind, form.operand_size)
    if isinstance(operand, Label):
        return kind.rel_bits > 0
    return False


def bind_operands(form: Form, operands: tuple[AnyOperand, ...]) -> tuple[AnyOperand, ...] | None:
    """Match operands to the form; implicit operands may be given or left out.
    Returns the full operand list (implicit ones filled in) or None."""
    if len(operands) == len(form.operands):
        kinds = form.operands
    elif len(operands) == len(form.explicit_operands):
        kinds = form.explicit_operands
    else:
        return None
    if not all(operand_matches(form, k, o) for k, o in zip(kinds, operands, strict=True)):
        return None
    given = iter(operands)
    return tuple(
        REGISTERS[k.fixed] if k.implicit and kinds is not form.operands else next(given)
        for k in form.operands
    )


# ----------------------------------------------------------------------------------------
# Byte builders
# ----------------------------------------------------------------------------------------


def _modrm(mod: int, reg_field: int, rm: int) -> int:
    # ModRM:  7-6 mod | 5-3 reg (register or /digit) | 2-0 rm
    return (mod << 6) | ((reg_field & 7) << 3) | (rm & 7)


def _sib(scale: int, index: int, base: int) -> int:
    # SIB:    7-6 scale (log2) | 5-3 index | 2-0 base
    return ({1: 0, 2: 1, 4: 2, 8: 3}[scale] << 6) | ((index & 7) << 3) | (base & 7)


def _rex(w: bool, r: int, x: int, b: int) -> int:
    # REX:    0100 W R X B   (W: 64-bit operand; R, X, B: bit 3 of reg, index, base/rm)
    return 0x40 | (w << 3) | (r << 2) | (x << 1) | b


def _vex(r: int, x: int, b: int, vex_map: int, w: int, vvvv: int, length: int, pp: int) -> bytes:
    """The 2-byte form when it can say everything (map 0F, W0, no X or B extension)."""
    if vex_map == 1 and not w and not x and not b:
        # C5 | R̄ v̄v̄v̄v̄ L pp                 (R and vvvv stored inverted)
        return bytes([0xC5, ((r ^ 1) << 7) | ((~vvvv & 15) << 3) | (length << 2) | pp])
    # C4 | R̄ X̄ B̄ m-mmmm | W v̄v̄v̄v̄ L pp
    return bytes(
        [
            0xC4,
            ((r ^ 1) << 7) | ((x ^ 1) << 6) | ((b ^ 1) << 5) | vex_map,
            (w << 7) | ((~vvvv & 15) << 3) | (length << 2) | pp,
        ]
    )


def _address_bytes(reg_field: int, mem: Mem) -> tuple[bytes, int, int]:
    """ModRM + SIB + displacement for a memory operand. Returns (bytes, X bit, B bit).

    The quirks, each forced by a reserved encoding:
      * rm=100 means "a SIB byte follows", so rsp/r12 as a base always need a SIB byte;
      * mod=00 rm=101 means rip+disp32, so rbp/r13 as a base need mod=01 with disp8=0;
      * SIB.index=100 means "no index", so rsp cannot be an index (r12 can: REX.X=1);
      * SIB.base=101 with mod=00 means "no base, disp32", the only absolute form.
    """
    disp = mem.disp
    if mem.base is not None and mem.base.cls == "rip":
        return (
            bytes([_modrm(0b00, reg_field, 0b101)]) + disp.to_bytes(4, "little", signed=True),
            0,
            0,
        )
    index_bits = mem.index.num if mem.index is not None else 0b100
    x = index_bits >> 3 if mem.index is not None else 0
    if mem.base is None:
        sib = _sib(mem.scale, index_bits, 0b101)
        address = bytes([_modrm(0b00, reg_field, 0b100), sib])
        return address + disp.to_bytes(4, "little", signed=True), x, 0
    base = mem.base.num
    if disp == 0 and base & 7 != 0b101:
        mod, disp_bytes = 0b00, b""
    elif _fits_signed(disp, 8):
        mod, disp_bytes = 0b01, disp.to_bytes(1, "little", signed=True)
    else:
        mod, disp_bytes = 0b10, disp.to_bytes(4, "little", signed=True)
    if mem.index is None and base & 7 != 0b100:
        return bytes([_modrm(mod, reg_field, base)]) + disp_bytes, 0, base >> 3
    sib = _sib(mem.scale, index_bits, base)
    return bytes([_modrm(mod, reg_field, 0b100), sib]) + disp_bytes, x, base >> 3


def encode_form(form: Form, operands: tuple[AnyOperand, ...], rel: int | None = None) -> bytes:
    """Encode one form with fully bound operands (see ``bind_operands``). ``rel`` is the
    branch displacement for forms with a rel8/rel32 operand."""
    enc = form.enc
    reg_field = enc.digit or 0
    rm: Reg | Mem | None = None
    vvvv = 0
    opcode_reg = 0
    is4 = 0
    immediates: list[tuple[int, int]] = []  # (value, bits)
    for letter, operand, kind in zip(form.op_en, operands, form.operands, strict=True):
        if letter == "R":
            reg_field = operand.num
        elif letter == "M":
            rm = operand
        elif letter == "V":
            vvvv = operand.num
        elif letter == "O":
            opcode_reg = operand.num
        elif letter == "L":
            is4 = operand.num
        elif letter == "I":
            immediates.append((operand.value, kind.imm_bits))

    registers = [o for o in operands if isinstance(o, Reg)]
    if isinstance(rm, Mem):
        address, x, b = _address_bytes(reg_field, rm)
    elif isinstance(rm, Reg):
        address, x, b = bytes([_modrm(0b11, reg_field, rm.num)]), 0, rm.num >> 3
    else:
        address, x, b = b"", 0, opcode_reg >> 3
    r = reg_field >> 3 if enc.digit is None else 0

    out = bytearray(enc.prefixes)
    if enc.vex:
        out += _vex(r, x, b, enc.vex_map, int(enc.rex_w), vvvv, enc.vex_l, enc.vex_pp)
    else:
        needs_rex = enc.rex_w or r or x or b or any(o.needs_rex for o in registers)
        if needs_rex:
            high = [o.name for o in registers if o.is_high_byte]
            if high:
                raise EncodeError(
                    f"{high[0]} cannot be encoded in an instruction that needs a REX prefix"
                    " (REX turns ah/ch/dh/bh into spl/bpl/sil/dil)"
                )
            out.append(_rex(enc.rex_w, r, x, b))
    opcode = bytearray(enc.opcode)
    if enc.opcode_reg:  # "B8+rd": register number in the opcode's low 3 bits
        opcode[-1] |= opcode_reg & 7
    out += opcode
    out += address
    for value, bits in immediates:
        out += (value & ((1 << bits) - 1)).to_bytes(bits // 8, "little")
    if enc.is4:  # "/is4": imm8[7:4] holds the register, imm8[3:0] is zero
        out.append(is4 << 4)
    if enc.rel_bits:
        if rel is None or not _fits_signed(rel, enc.rel_bits):
            raise EncodeError(f"branch displacement {rel} does not fit rel{enc.rel_bits}")
        out += rel.to_bytes(enc.rel_bits // 8, "little", signed=True)
    return bytes(out)


# ----------------------------------------------------------------------------------------
# Choosing a form
# ----------------------------------------------------------------------------------------


def describe(operand: AnyOperand) -> str:
    if isinstance(operand, Reg):
        what = {"gpr": f"{8 * operand.size}-bit register", "xmm": "xmm register"}
        return f"{operand} ({what.get(operand.cls, operand.cls + ' register')})"
    if isinstance(operand, Mem):
        size = f"{operand.size}-byte memory" if operand.size else "memory of unstated size"
        return f"{operand} ({size})"
    if isinstance(operand, Imm):
        return f"immediate {operand.value:#x}"
    return f"label {operand}"


def list_forms(mnemonic: str) -> str:
    """Human-readable list of a mnemonic's forms, used in error messages and the CLI."""
    forms = forms_for(mnemonic)
    width = max((len(f.id) for f in forms), default=0)
    return "\n".join(f"  {f.id:<{width}}  {f.encoding}  ({f.feature})" for f in forms)


def unknown_mnemonic_message(mnemonic: str) -> str:
    close = difflib.get_close_matches(mnemonic, FORMS_BY_MNEMONIC, n=3)
    hint = f" (did you mean {' or '.join(close)}?)" if close else ""
    return f"unknown mnemonic {mnemonic!r}{hint}"


def _mismatch_message(mnemonic: str, operands: tuple[AnyOperand, ...]) -> str:
    forms = forms_for(mnemonic)
    if not forms:
        return unknown_mnemonic_message(mnemonic)
    counts = {len(f.explicit_operands) for f in forms} | {len(f.operands) for f in forms}
    if len(operands) not in counts:
        expected = " or ".join(str(n) for n in sorted({len(f.explicit_operands) for f in forms}))
        why = f"{mnemonic} takes {expected} operands, not {len(operands)}"
    else:
        why = ""
        same_arity = [f for f in forms if len(f.explicit_operands) == len(operands)]
        for position, operand in enumerate(operands):
            accepted = [
                f.explicit_operands[position]
                for f in same_arity
                if operand_matches(f, f.explicit_operands[position], operand)
            ]
            if not accepted:
                expected = sorted({f.explicit_operands[position].text for f in same_arity})
                why = (
                    f"operand {position + 1} {describe(operand)} does not fit "
                    f"(expected {' or '.join(expected)})"
                )
                break
        why = why or _near_misses(same_arity, operands)
    shown = ", ".join(str(o) for o in operands)
    return f"cannot encode '{mnemonic} {shown}': {why}\n{mnemonic} supports:\n" + list_forms(
        mnemonic
    )


def _near_misses(forms: list[Form], operands: tuple[AnyOperand, ...]) -> str:
    """Every operand fits some form, but no form fits them all: name, for each form that
    misses by one operand, that operand and what the form wanted there."""
    misses = []
    for form in forms:
        wrong = [
            i
            for i, (kind, operand) in enumerate(zip(form.explicit_operands, operands, strict=True))
            if not operand_matches(form, kind, operand)
        ]
        if len(wrong) == 1:
            i = wrong[0]
            misses.append(
                f"operand {i + 1} {describe(operands[i])} does not fit "
                f"(expected {form.explicit_operands[i].text} as in '{form.id}')"
            )
    if not misses:
        return "this combination of operands fits no single form"
    return "; or ".join(list(dict.fromkeys(misses))[:3])


def candidates(mnemonic: str, operands: tuple[AnyOperand, ...], target=None):
    """(form, bound operands) for every form that accepts the operands, in table order."""
    found = []
    for form in forms_for(mnemonic):
        if target is not None and not target.allows(form):
            continue
        bound = bind_operands(form, operands)
        if bound is not None:
            found.append((form, bound))
    if not found:
        legal_elsewhere = [f for f in forms_for(mnemonic) if bind_operands(f, operands)]
        if legal_elsewhere:
            shown = ", ".join(str(o) for o in operands)
            needs = " or ".join(sorted({f.feature for f in legal_elsewhere}))
            raise EncodeError(
                f"cannot encode '{mnemonic} {shown}' for {target}: it needs {needs}\n"
                f"{mnemonic} supports:\n{list_forms(mnemonic)}"
            )
        raise EncodeError(_mismatch_message(mnemonic, operands))
    _reject_ambiguous_memory_size(mnemonic, operands, found)
    return found


def _reject_ambiguous_memory_size(mnemonic, operands, found) -> None:
    """``add [rdi], 1`` could be a byte, word, dword or qword add: make the user say."""
    if not any(isinstance(o, Mem) and o.size == 0 for o in operands):
        return
    sizes = {
        f.operands[f.memory_operand].mem_size for f, _ in found if f.memory_operand is not None
    }
    if len(sizes) > 1:
        raise EncodeError(
            f"'{mnemonic}': the memory operand needs a size (byte/word/dword/qword/xmmword/"
            f"ymmword ptr); it could be any of {sorted(sizes)} bytes"
        )


def encode_with_form(
    mnemonic: str, *operands: AnyOperand, target=None, address: int = 0
) -> tuple[Form, bytes]:
    """Like ``encode`` but also returns the chosen form. A branch target given as Imm is
    an absolute address; the instruction is assumed to start at ``address``."""
    if any(isinstance(o, Label) for o in operands):
        raise EncodeError("branches to labels need an Assembler (the offset is known after layout)")
    form, _, code = best_encoding(mnemonic.lower(), operands, target, address)
    return form, code


@lru_cache(maxsize=1 << 16)
def best_encoding(
    mnemonic: str, operands: tuple[AnyOperand, ...], target, address: int
) -> tuple[Form, tuple[AnyOperand, ...], bytes]:
    """(form, bound operands, bytes) of the shortest encoding. Remembered: a kernel repeats
    the same few hundred instructions (spills, loop counters, address arithmetic), and
    matching operands against every form of a mnemonic is most of encoding's time."""
    best: tuple[Form, tuple[AnyOperand, ...], bytes] | None = None
    errors = []
    for form, bound in candidates(mnemonic, operands, target):
        try:
            code = _encode_at(form, bound, address)
        except EncodeError as error:
            errors.append(error)
            continue
        if best is None or len(code) < len(best[2]):
            best = (form, bound, code)
    if best is None:
        raise errors[0]
    return best


def _encode_at(form: Form, operands: tuple[AnyOperand, ...], address: int) -> bytes:
    if not form.enc.rel_bits:
        return encode_form(form, operands)
    target = next(o.value for o in operands if isinstance(o, Imm))
    length = len(encode_form(form, operands, rel=0))
    return encode_form(form, operands, rel=_displacement(target, address + length))


def _displacement(target: int, next_address: int) -> int:
    """Branch displacement; addresses wrap around at 2**64 as they do on the CPU."""
    return _to_signed(target - next_address, 64)


def encode(mnemonic: str, *operands: AnyOperand, target=None) -> bytes:
    """Bytes of the shortest form of ``mnemonic`` that accepts ``operands``.

    Only encodings of the same instruction compete: ``mov rax, 1`` stays a 64-bit mov
    (REX.W C7, sign-extended imm32) and never becomes ``mov eax, 1``. ``target`` (a
    target.Target) restricts the forms to those the target allows.
    """
    return encode_with_form(mnemonic, *operands, target=target)[1]


# ----------------------------------------------------------------------------------------
# Assembler: a sequence of instructions and labels, branches resolved after layout
# ----------------------------------------------------------------------------------------


@dataclass
class Emitted:
    """One instruction of an Assembler, after ``finish``: where it is and what it became."""

    mnemonic: str
    operands: tuple[AnyOperand, ...]
    choices: list[tuple[Form, tuple[AnyOperand, ...]]]  # branch forms, shortest first
    address: int = 0
    form: Form | None = None
    bound: tuple[AnyOperand, ...] = ()  # the operands as the form binds them (implicit too)
    code: bytes = b""


# mnemonics with a rel8/rel32 form: their target is laid out by Assembler.finish
_BRANCH_MNEMONICS = frozenset(
    mnemonic for mnemonic, forms in FORMS_BY_MNEMONIC.items() if any(f.enc.rel_bits for f in forms)
)


@dataclass
class Assembler:
    """Collects instructions and labels; ``finish`` lays them out and returns the bytes.

    Branches start in their short (rel8) form and are widened to rel32 only when the
    target is out of reach; widening can only push other targets further away, so the
    loop ends (at most once per branch). A branch target is a Label or, like in a
    disassembly listing, an absolute address given as Imm.
    """

    address: int = 0  # where the code will be loaded (affects absolute branch targets only)
    target: object = None  # a target.Target, or None for "any form"
    items: list[Emitted | str] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)

    def label(self, name: str) -> None:
        if name in self.labels:
            raise EncodeError(f"label {name!r} defined twice")
        self.items.append(name)
        self.labels[name] = -1  # placed by finish()

    def emit(self, mnemonic: str, *operands: AnyOperand) -> None:
        mnemonic = mnemonic.lower()
        if mnemonic in _BRANCH_MNEMONICS and any(isinstance(o, Label | Imm) for o in operands):
            found = candidates(mnemonic, operands, self.target)
            branches = [(f, b) for f, b in found if f.enc.rel_bits]
            if branches:
                branches.sort(key=lambda fb: fb[0].enc.rel_bits)
                self.items.append(Emitted(mnemonic, operands, branches))
                return
        if any(isinstance(o, Label) for o in operands):
            raise EncodeError(f"{mnemonic} takes no label")
        form, bound, code = best_encoding(mnemonic, operands, self.target, 0)
        self.items.append(Emitted(mnemonic, operands, [], form=form, bound=bound, code=code))

    def _target_address(self, operand: AnyOperand) -> int:
        if isinstance(operand, Imm):
            return operand.value
        if self.labels.get(operand.name, -1) < 0:
            raise EncodeError(f"undefined label {operand.name!r}")
        return self.labels[operand.name]

    def finish(self) -> bytes:
        branches = [i for i in self.items if isinstance(i, Emitted) and i.choices]
        choice = {id(b): 0 for b in branches}  # index into b.choices: 0 is the shortest
        lengths = {id(b): len(encode_form(*b.choices[0], rel=0)) for b in branches}
        while True:
            address = self.address
            for item in self.items:
                if isinstance(item, str):
                    self.labels[item] = address
                else:
                    item.address = address
                    address += lengths[id(item)] if item.choices else len(item.code)
            widened = False
            for b in branches:
                form, bound = b.choices[choice[id(b)]]
                end = b.address + lengths[id(b)]
                rel = _displacement(self._target_address(_branch_operand(bound)), end)
                if not _fits_signed(rel, form.enc.rel_bits):
                    if choice[id(b)] + 1 >= len(b.choices):
                        raise EncodeError(f"{b.mnemonic}: target out of reach of rel32")
                    choice[id(b)] += 1
                    lengths[id(b)] = len(encode_form(*b.choices[choice[id(b)]], rel=0))
                    widened = True
            if not widened:
                break
        out = bytearray()
        for item in self.items:
            if isinstance(item, str):
                continue
            if item.choices:
                form, bound = item.choices[choice[id(item)]]
                end = item.address + lengths[id(item)]
                item.form, item.bound = form, bound
                target = self._target_address(_branch_operand(bound))
                item.code = encode_form(form, bound, rel=_displacement(target, end))
            out += item.code
        return bytes(out)

    @property
    def instructions(self) -> list[Emitted]:
        return [i for i in self.items if isinstance(i, Emitted)]


def _branch_operand(operands: tuple[AnyOperand, ...]) -> AnyOperand:
    return next(o for o in operands if isinstance(o, Label | Imm))
