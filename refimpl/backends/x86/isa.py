"""The x86-64 instruction table: one record per instruction form, written like the Intel SDM.

Where this sits: instruction selection (isel.py) picks forms from this table, the register
allocator reads their operand roles and flags, the encoder (encode.py) turns a form plus
concrete operands into bytes, and the golden encoding table (golden/x86/encodings.tsv) is
generated from it. Nothing else in the backend knows an opcode.

Every fact about an instruction lives in its row. Derived facts (two-address, writes flags,
which operand may be memory, VEX or legacy) are properties computed from the row, never kept
in parallel sets. Rows are validated when the module is imported, so a typo fails loudly.

The mini-language of a row, ``F(mnemonic, operands, encoding, op/en, feature, flags)``
(the rows are below; ``_build_table`` gathers them, in order, into ``FORMS``):

  mnemonic   Intel / iced-x86 spelling, lower case ("vaddss", "cmovl", "movsxd").

  operands   comma-separated, each ``role:kind``; the role may be left out for immediates.
             role   r (read), w (written), rw (read and written; for legacy SSE this is the
                    two-address destination, for scalars also "upper bits are preserved").
             kind   as in the SDM operand column:
                    r8 r16 r32 r64            general-purpose register of that size
                    xmm ymm                   vector register
                    m m8 m16 .. m256          memory of that size (bare m: any size, for lea)
                    r/m32  xmm/m64  r32/m8    register or memory (register part / memory part)
                    imm8 imm16 imm32 imm64    immediate, emitted as is (any bit pattern)
                    simm8 simm32              SDM imm8/imm32 that the CPU sign-extends to the
                                              operand size (so 0xffffffff fits simm8 in a
                                              32-bit add)
                    rel8 rel32                branch displacement
                    1                         the constant 1 (shift-by-one forms)
                    al ax eax rax cl          a fixed register that is written in the text
                    <xmm0> <eax> <edx> ...    an implicit register: not written in Intel
                                              text, not encoded, but read/written

  encoding   the SDM "Opcode" column.
             legacy  [NP|66|F2|F3]* [REX.W +] opcode-bytes [/r|/digit] [ib|iw|id|io|cb|cd]
                     66/F2/F3 are emitted before REX (mandatory prefix or operand-size
                     override alike); NP says "no prefix allowed" and emits nothing;
                     "B8+rd" puts a register in the low 3 bits of the opcode.
             VEX     VEX.{128|256|LIG}.[66|F2|F3.]{0F|0F38|0F3A}.{W0|W1|WIG} opcode
                     [/r|/digit] [ib] [/is4]     (/is4: a register in imm8[7:4])

  op/en      the SDM "Op/En" column made concrete: one letter per operand saying where it
             is encoded.  R ModRM.reg   M ModRM.rm (register or memory)   V VEX.vvvv
             I immediate   O low 3 bits of the opcode   L imm8[7:4]   D relative displacement
             _ not encoded (fixed or implicit register, constant 1)

  feature    the CPUID feature that makes the form legal: base sse sse2 sse3 ssse3 sse4.1
             sse4.2 popcnt avx avx2 fma f16c bmi1 bmi2 lzcnt movbe (target.py groups them).

  flags      "r:ZSO" flags read, "w:OSZAPC" flags written (either may be left out).

  keywords   what the SDM says in prose rather than in a column; each is given only on the
             rows it concerns (the others default to False or ""):

    alternate    True for a second encoding of an SDM instruction column that another
                 row already has, e.g. vmovss's reg-reg merge as 11 /r beside 10 /r: the
                 encoder keeps the shorter (the first row on a tie), and the row's id
                 names its opcode, "vmovss xmm, xmm, xmm (11 /r)", so that ids stay unique.
    flow         where control may go other than on to the next instruction: "jump"
                 always to its target (jmp), "branch" to its target or on (jcc), "call" to
                 its target and back, "return" to the caller (ret). Left out: nowhere else.
    d64          the SDM's d64/f64: the operand size is 64 bits without REX.W (near
                 branches, push, pop).
    zero_idiom   with both sources one register the result is 0, whatever that register
                 held, and the CPU does not wait for it: so the allocator does not count it
                 as read. Said of xor r, r and xorps/xorpd/pxor; sub r, r is such an idiom
                 too, but counting it as a read is merely conservative.
    copy         with register operands, the destination gets the whole source register:
                 mov r, r/m and the full-register vector moves (movaps, vmovdqu, ...). The
                 allocator tries to give both one register, and then drops the copy.
    commutative  the two sources may trade places: a OP b == b OP a, each source read whole
                 (so not addss, whose upper lanes come from its first source). In
                 _FAMILIES it is the shape "commutative".
    unaligned    a legacy SSE form whose 16-byte memory operand may be misaligned (movups,
                 movupd, movdqu); any other legacy m128 must be 16-byte aligned, or the CPU
                 faults. (VEX forms need no alignment but for vmovaps, vmovapd and vmovdqa,
                 which the table does not record: no pass asks.)
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace
from functools import cached_property

FEATURES = (
    "base sse sse2 sse3 ssse3 sse4.1 sse4.2 popcnt avx avx2 fma f16c bmi1 bmi2 lzcnt movbe"
).split()
FLAG_NAMES = "OSZAPC"
FLOWS = ("", "jump", "branch", "call", "return")  # a row's flow column (see above)

# Condition codes: SDM "tttn" encoding (low nibble of 70+cc, 0F 80+cc, 0F 90+cc, 0F 40+cc)
# and the flags each one reads.
CONDITION_CODES: dict[str, tuple[int, str]] = {
    "b": (0x2, "C"),
    "ae": (0x3, "C"),
    "e": (0x4, "Z"),
    "ne": (0x5, "Z"),
    "be": (0x6, "CZ"),
    "a": (0x7, "CZ"),
    "s": (0x8, "S"),
    "ns": (0x9, "S"),
    "p": (0xA, "P"),
    "np": (0xB, "P"),
    "l": (0xC, "SO"),
    "ge": (0xD, "SO"),
    "le": (0xE, "ZSO"),
    "g": (0xF, "ZSO"),
}
# tttn's low bit negates the condition: e (0100) <-> ne (0101), l (1100) <-> ge (1101).
_CONDITION_CODE_OF = {tttn: cc for cc, (tttn, _) in CONDITION_CODES.items()}
INVERSE_CONDITION = {cc: _CONDITION_CODE_OF[tttn ^ 1] for cc, (tttn, _) in CONDITION_CODES.items()}


class TableError(ValueError):
    """A row of the instruction table is malformed (raised at import time)."""


# ----------------------------------------------------------------------------------------
# Operand kinds
# ----------------------------------------------------------------------------------------

_GPR_SIZES = {"r8": 1, "r16": 2, "r32": 4, "r64": 8}
_MEM_SIZES = {"m": 0, "m8": 1, "m16": 2, "m32": 4, "m64": 8, "m128": 16, "m256": 32}
_IMM_KINDS = {  # kind: (bits, sign-extended to the operand size)
    "imm8": (8, False),
    "imm16": (16, False),
    "imm32": (32, False),
    "imm64": (64, False),
    "simm8": (8, True),
    "simm32": (32, True),
}
_REL_KINDS = {"rel8": 8, "rel32": 32}
_FIXED_REGISTERS = {"al": 1, "ax": 2, "eax": 4, "rax": 8, "cl": 1, "dx": 2, "edx": 4, "rdx": 8}
_FIXED_REGISTERS |= {"ah": 1, "xmm0": 16}


@dataclass(frozen=True)
class Operand:
    """One operand of a form: its role and which concrete operands it accepts."""

    role: str  # "r", "w" or "rw"
    text: str  # the kind as written in the table, e.g. "xmm/m32"
    kinds: tuple[str, ...]  # the alternatives, e.g. ("xmm", "m32")
    reg_class: str | None = None  # "gpr", "xmm", "ymm" when a register is accepted
    reg_size: int = 0  # bytes
    mem_size: int | None = None  # None: no memory; 0: any size; else bytes
    imm_bits: int = 0
    imm_sign_extended: bool = False
    rel_bits: int = 0
    fixed: str | None = None  # name of the only register accepted ("cl", "xmm0")
    implicit: bool = False  # not written in Intel text
    constant: int | None = None  # the "1" of shift-by-one

    @property
    def reads(self) -> bool:
        return "r" in self.role

    @property
    def writes(self) -> bool:
        return "w" in self.role

    @property
    def is_register_only(self) -> bool:
        return self.reg_class is not None and self.mem_size is None and self.fixed is None


def parse_operand(spec: str) -> Operand:
    """Parse one ``role:kind`` operand of the table mini-language."""
    role, _, text = spec.strip().rpartition(":")
    role = role or "r"
    if role not in ("r", "w", "rw"):
        raise TableError(f"bad role {role!r} in operand {spec!r}")
    implicit = text.startswith("<") and text.endswith(">")
    name = text[1:-1] if implicit else text
    if name in _FIXED_REGISTERS:
        size = _FIXED_REGISTERS[name]
        reg_class = "xmm" if name.startswith("xmm") else "gpr"
        return Operand(role, text, (name,), reg_class, size, fixed=name, implicit=implicit)
    if implicit:
        raise TableError(f"unknown implicit register {text!r}")
    if name == "1":
        return Operand(role, text, ("1",), constant=1)
    if name in _IMM_KINDS:
        bits, signed = _IMM_KINDS[name]
        return Operand(role, text, (name,), imm_bits=bits, imm_sign_extended=signed)
    if name in _REL_KINDS:
        return Operand(role, text, (name,), rel_bits=_REL_KINDS[name])
    if name.startswith("r/m"):  # SDM shorthand: r/m32 = r32 or m32
        name = f"r{name[3:]}/m{name[3:]}"
    kinds = tuple(name.split("/"))
    reg_class, reg_size, mem_size = None, 0, None
    for kind in kinds:
        if kind in _GPR_SIZES:
            reg_class, reg_size = "gpr", _GPR_SIZES[kind]
        elif kind in ("xmm", "ymm"):
            reg_class, reg_size = kind, 16 if kind == "xmm" else 32
        elif kind in _MEM_SIZES:
            mem_size = _MEM_SIZES[kind]
        else:
            raise TableError(f"unknown operand kind {kind!r} in {spec!r}")
    return Operand(role, text, kinds, reg_class, reg_size, mem_size)


# ----------------------------------------------------------------------------------------
# Encodings (the SDM opcode column)
# ----------------------------------------------------------------------------------------

_VEX_MAPS = {"0F": 1, "0F38": 2, "0F3A": 3}  # VEX.mmmmm
_VEX_PP = {"": 0, "66": 1, "F3": 2, "F2": 3}  # VEX.pp: the implied legacy prefix
_IMM_TOKENS = {"ib": 8, "iw": 16, "id": 32, "io": 64}
_REL_TOKENS = {"cb": 8, "cd": 32}
_OPCODE_REG = re.compile(r"^([0-9A-F]{2})\+r[bwdo]$")
_HEX_BYTE = re.compile(r"^[0-9A-F]{2}$")


@dataclass(frozen=True)
class Encoding:
    """A parsed opcode column. Legacy and VEX share one record; ``vex`` tells them apart."""

    vex: bool
    prefixes: bytes = b""  # legacy: 66/F2/F3, emitted before REX
    rex_w: bool = False  # legacy REX.W, or VEX.W1
    opcode: bytes = b""  # legacy: all opcode bytes incl. 0F 38; VEX: the one opcode byte
    vex_map: int = 0  # VEX.mmmmm
    vex_pp: int = 0  # VEX.pp
    vex_l: int = 0  # VEX.L (LIG encodes as 0, the shortest and what assemblers emit)
    vex_w_ignored: bool = False  # WIG: W0 is emitted, which allows the 2-byte VEX
    modrm: bool = False  # /r or /digit present
    digit: int | None = None  # /digit: the ModRM.reg opcode extension
    opcode_reg: bool = False  # +rb/+rw/+rd/+ro
    imm_bits: tuple[int, ...] = ()
    rel_bits: int = 0
    is4: bool = False


def parse_encoding(text: str) -> Encoding:
    tokens = text.split()
    if tokens[0].startswith("VEX."):
        return _parse_vex(tokens)
    return _parse_legacy(tokens, text)


def _parse_tail(tokens: list[str], text: str) -> dict:
    """The part after the opcode bytes: /r, /digit, immediates, rel, /is4."""
    tail: dict = {"modrm": False, "digit": None, "imm_bits": (), "rel_bits": 0, "is4": False}
    for token in tokens:
        if token == "/r":
            tail["modrm"] = True
        elif re.fullmatch(r"/[0-7]", token):
            tail["modrm"], tail["digit"] = True, int(token[1])
        elif token in _IMM_TOKENS:
            tail["imm_bits"] += (_IMM_TOKENS[token],)
        elif token in _REL_TOKENS:
            tail["rel_bits"] = _REL_TOKENS[token]
        elif token == "/is4":
            tail["is4"] = True
        else:
            raise TableError(f"unexpected token {token!r} in encoding {text!r}")
    return tail


def _parse_vex(tokens: list[str]) -> Encoding:
    text = " ".join(tokens)
    fields = tokens[0].split(".")[1:]
    if len(fields) == 3:
        fields.insert(1, "")  # no pp field: VEX.128.0F.WIG
    if len(fields) != 4:
        raise TableError(f"VEX field should be VEX.L.pp.map.W in {text!r}")
    length, pp, vex_map, w = fields
    if length not in ("128", "256", "LIG") or pp not in _VEX_PP or vex_map not in _VEX_MAPS:
        raise TableError(f"bad VEX field in {text!r}")
    if w not in ("W0", "W1", "WIG"):
        raise TableError(f"bad VEX.W in {text!r}")
    if len(tokens) < 2 or not _HEX_BYTE.match(tokens[1]):
        raise TableError(f"VEX encoding needs one opcode byte: {text!r}")
    return Encoding(
        vex=True,
        rex_w=w == "W1",
        opcode=bytes.fromhex(tokens[1]),
        vex_map=_VEX_MAPS[vex_map],
        vex_pp=_VEX_PP[pp],
        vex_l=1 if length == "256" else 0,
        vex_w_ignored=w == "WIG",
        **_parse_tail(tokens[2:], text),
    )


def _parse_legacy(tokens: list[str], text: str) -> Encoding:
    prefixes = bytearray()
    rex_w = False
    opcode = bytearray()
    opcode_reg = False
    rest = list(tokens)
    while rest and rest[0] in ("NP", "66", "F2", "F3") and not opcode:
        token = rest.pop(0)
        if token != "NP":
            prefixes += bytes.fromhex(token)
    if rest[:2] == ["REX.W", "+"] or rest[:1] == ["REX.W"]:
        rex_w = True
        rest = rest[2:] if rest[1] == "+" else rest[1:]
    while rest and (_HEX_BYTE.match(rest[0]) or _OPCODE_REG.match(rest[0])):
        token = rest.pop(0)
        if match := _OPCODE_REG.match(token):
            opcode += bytes.fromhex(match.group(1))
            opcode_reg = True
            break
        opcode += bytes.fromhex(token)
    if not opcode:
        raise TableError(f"no opcode byte in {text!r}")
    return Encoding(
        vex=False,
        prefixes=bytes(prefixes),
        rex_w=rex_w,
        opcode=bytes(opcode),
        opcode_reg=opcode_reg,
        **_parse_tail(rest, text),
    )


# ----------------------------------------------------------------------------------------
# Forms
# ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Form:
    """One instruction form: a row of the table plus facts derived from it."""

    mnemonic: str
    operands: tuple[Operand, ...]
    encoding: str  # the SDM opcode column, verbatim
    op_en: str
    feature: str
    flags_read: frozenset[str] = field(default=frozenset())
    flags_written: frozenset[str] = field(default=frozenset())
    alternate: bool = False  # a second encoding of a column another row has (see above)
    flow: str = ""  # "jump", "branch", "call" or "return" (see above); "": straight on
    d64: bool = False  # 64-bit operand size without REX.W (see above)
    zero_idiom: bool = False  # with both sources one register, the result is 0 (see above)
    copy: bool = False  # with register operands, a copy of one into the other (see above)
    commutative: bool = False  # the two sources may trade places (see above)
    unaligned: bool = False  # legacy SSE that takes a misaligned m128 (see above)

    @cached_property
    def instruction(self) -> str:
        """The SDM instruction column, e.g. "add r/m32, simm8"."""
        explicit = ", ".join(op.text for op in self.operands if not op.implicit)
        return f"{self.mnemonic} {explicit}".strip()

    @cached_property
    def id(self) -> str:
        """Unique and readable: the SDM instruction column, e.g. "add r/m32, simm8"; for an
        alternate encoding followed by its opcode column without the VEX field, e.g.
        "vmovss xmm, xmm, xmm (11 /r)"."""
        if not self.alternate:
            return self.instruction
        opcode = self.encoding.partition(" ")[2] if self.is_vex else self.encoding
        return f"{self.instruction} ({opcode})"

    @cached_property
    def enc(self) -> Encoding:
        return parse_encoding(self.encoding)

    @property
    def is_vex(self) -> bool:
        return self.enc.vex

    @cached_property
    def explicit_operands(self) -> tuple[Operand, ...]:
        return tuple(op for op in self.operands if not op.implicit)

    @property
    def two_address(self) -> bool:
        """The destination is also the first source (legacy SSE, x86 ALU): dst must == src1."""
        return bool(self.operands) and self.operands[0].role == "rw"

    @property
    def writes_flags(self) -> bool:
        return bool(self.flags_written)

    @property
    def reads_flags(self) -> bool:
        return bool(self.flags_read)

    @property
    def memory_operand(self) -> int | None:
        """Index of the operand that may be memory, or None."""
        for index, op in enumerate(self.operands):
            if op.mem_size is not None:
                return index
        return None

    @property
    def operand_size(self) -> int:
        """Width (bytes) an immediate is sign-extended to: that of the first non-immediate
        operand; 8 for operands-free contexts such as ``push simm8``."""
        for op in self.operands:
            if op.reg_class == "gpr" or op.mem_size:
                return op.reg_size or op.mem_size or 8
        return 8


def _flags(spec: str) -> tuple[frozenset[str], frozenset[str]]:
    read, written = "", ""
    for part in spec.split():
        kind, _, names = part.partition(":")
        if kind == "r":
            read += names
        elif kind == "w":
            written += names
        else:
            raise TableError(f"bad flags spec {spec!r}")
    if set(read + written) - set(FLAG_NAMES):
        raise TableError(f"unknown flag in {spec!r}")
    return frozenset(read), frozenset(written)


def F(
    mnemonic: str,
    operands: str,
    encoding: str,
    op_en: str,
    feature: str,
    flags: str = "",
    *,
    alternate: bool = False,
    flow: str = "",
    d64: bool = False,
    zero_idiom: bool = False,
    copy: bool = False,
    commutative: bool = False,
    unaligned: bool = False,
) -> Form:
    """Build one row (validated later, all rows at once, by ``_validate``)."""
    parsed = tuple(parse_operand(spec) for spec in operands.split(",")) if operands else ()
    read, written = _flags(flags)
    facts = {"alternate": alternate, "flow": flow, "d64": d64, "zero_idiom": zero_idiom}
    facts |= {"copy": copy, "commutative": commutative, "unaligned": unaligned}
    return Form(mnemonic, parsed, encoding, op_en, feature, read, written, **facts)


# ----------------------------------------------------------------------------------------
# The table
# ----------------------------------------------------------------------------------------

ARITH = "w:OSZAPC"
LOGIC = "w:OSZAPC"  # and/or/xor/test clear O and C, set S Z P, leave A undefined

# Integer ALU group: the SDM row number n gives opcodes 00+8n..05+8n and the /n digit of
# the 80/81/83 immediate group.
_ALU_OPS = {"add": 0, "or": 1, "and": 4, "sub": 5, "xor": 6, "cmp": 7}


def _alu(mnem: str, n: int) -> list[Form]:
    d = "r" if mnem == "cmp" else "rw"  # cmp only compares
    op = 8 * n
    register_forms = [
        F(mnem, f"{d}:r/m8, r8",        f"{op + 0:02X} /r",                   "MR", "base", ARITH),
        F(mnem, f"{d}:r/m16, r16",      f"66 {op + 1:02X} /r",                "MR", "base", ARITH),
        F(mnem, f"{d}:r/m32, r32",      f"{op + 1:02X} /r",                   "MR", "base", ARITH),
        F(mnem, f"{d}:r/m64, r64",      f"REX.W + {op + 1:02X} /r",           "MR", "base", ARITH),
        F(mnem, f"{d}:r8, r/m8",        f"{op + 2:02X} /r",                   "RM", "base", ARITH),
        F(mnem, f"{d}:r16, r/m16",      f"66 {op + 3:02X} /r",                "RM", "base", ARITH),
        F(mnem, f"{d}:r32, r/m32",      f"{op + 3:02X} /r",                   "RM", "base", ARITH),
        F(mnem, f"{d}:r64, r/m64",      f"REX.W + {op + 3:02X} /r",           "RM", "base", ARITH),
    ]  # fmt: skip
    if mnem == "xor":  # xor r, r is 0 whatever r held
        register_forms = [replace(form, zero_idiom=True) for form in register_forms]
    return register_forms + [
        F(mnem, f"{d}:r/m8, imm8",      f"80 /{n} ib",                        "MI", "base", ARITH),
        F(mnem, f"{d}:r/m16, imm16",    f"66 81 /{n} iw",                     "MI", "base", ARITH),
        F(mnem, f"{d}:r/m32, imm32",    f"81 /{n} id",                        "MI", "base", ARITH),
        F(mnem, f"{d}:r/m64, simm32",   f"REX.W + 81 /{n} id",                "MI", "base", ARITH),
        F(mnem, f"{d}:r/m16, simm8",    f"66 83 /{n} ib",                     "MI", "base", ARITH),
        F(mnem, f"{d}:r/m32, simm8",    f"83 /{n} ib",                        "MI", "base", ARITH),
        F(mnem, f"{d}:r/m64, simm8",    f"REX.W + 83 /{n} ib",                "MI", "base", ARITH),
        # accumulator short forms, after simm8 so that "add ax, 1" ties go to 83 /0 ib
        F(mnem, f"{d}:al, imm8",        f"{op + 4:02X} ib",                   "_I", "base", ARITH),
        F(mnem, f"{d}:ax, imm16",       f"66 {op + 5:02X} iw",                "_I", "base", ARITH),
        F(mnem, f"{d}:eax, imm32",      f"{op + 5:02X} id",                   "_I", "base", ARITH),
        F(mnem, f"{d}:rax, simm32",     f"REX.W + {op + 5:02X} id",           "_I", "base", ARITH),
    ]  # fmt: skip


# Shift group: the /digit selects the operation (SDM "SAL/SAR/SHL/SHR").
_SHIFT_OPS = {"shl": 4, "shr": 5, "sar": 7}


def _shift(mnem: str, n: int) -> list[Form]:
    # A shift by zero leaves the flags alone, so flags are "written" only conservatively.
    return [
        F(mnem, "rw:r/m8, 1",        f"D0 /{n}",             "M_", "base", ARITH),
        F(mnem, "rw:r/m8, cl",       f"D2 /{n}",             "M_", "base", ARITH),
        F(mnem, "rw:r/m8, imm8",     f"C0 /{n} ib",          "MI", "base", ARITH),
        F(mnem, "rw:r/m16, 1",       f"66 D1 /{n}",          "M_", "base", ARITH),
        F(mnem, "rw:r/m16, cl",      f"66 D3 /{n}",          "M_", "base", ARITH),
        F(mnem, "rw:r/m16, imm8",    f"66 C1 /{n} ib",       "MI", "base", ARITH),
        F(mnem, "rw:r/m32, 1",       f"D1 /{n}",             "M_", "base", ARITH),
        F(mnem, "rw:r/m32, cl",      f"D3 /{n}",             "M_", "base", ARITH),
        F(mnem, "rw:r/m32, imm8",    f"C1 /{n} ib",          "MI", "base", ARITH),
        F(mnem, "rw:r/m64, 1",       f"REX.W + D1 /{n}",     "M_", "base", ARITH),
        F(mnem, "rw:r/m64, cl",      f"REX.W + D3 /{n}",     "M_", "base", ARITH),
        F(mnem, "rw:r/m64, imm8",    f"REX.W + C1 /{n} ib",  "MI", "base", ARITH),
    ]  # fmt: skip


# One-operand F6/F7 group. mul/imul/div/idiv use rdx:rax implicitly (ah:al for bytes).
_UNARY_OPS = {"not": (2, ""), "neg": (3, ARITH)}
_WIDE_OPS = {"mul": 4, "imul": 5, "div": 6, "idiv": 7}
_WIDE_IMPLICIT = {
    1: "rw:<ax>",
    2: "rw:<ax>, rw:<dx>",
    4: "rw:<eax>, rw:<edx>",
    8: "rw:<rax>, rw:<rdx>",
}


def _unary(mnem: str, n: int, flags: str) -> list[Form]:
    return [
        F(mnem, "rw:r/m8",     f"F6 /{n}",           "M", "base", flags),
        F(mnem, "rw:r/m16",    f"66 F7 /{n}",        "M", "base", flags),
        F(mnem, "rw:r/m32",    f"F7 /{n}",           "M", "base", flags),
        F(mnem, "rw:r/m64",    f"REX.W + F7 /{n}",   "M", "base", flags),
    ]  # fmt: skip


def _wide(mnem: str, n: int) -> list[Form]:
    i = _WIDE_IMPLICIT
    return [
        F(mnem, f"r:r/m8, {i[1]}",    f"F6 /{n}",           "M_",  "base", ARITH),
        F(mnem, f"r:r/m16, {i[2]}",   f"66 F7 /{n}",        "M__", "base", ARITH),
        F(mnem, f"r:r/m32, {i[4]}",   f"F7 /{n}",           "M__", "base", ARITH),
        F(mnem, f"r:r/m64, {i[8]}",   f"REX.W + F7 /{n}",   "M__", "base", ARITH),
    ]  # fmt: skip


def _condition_code_forms(cc: str, tttn: int, reads: str) -> list[Form]:
    r = f"r:{reads}"
    return [
        F(f"j{cc}", "rel8",  f"{0x70 + tttn:02X} cb",    "D", "base", r, flow="branch", d64=True),
        F(f"j{cc}", "rel32", f"0F {0x80 + tttn:02X} cd", "D", "base", r, flow="branch", d64=True),
        F(f"set{cc}",  "w:r/m8",            f"0F {0x90 + tttn:02X} /0",          "M",  "base", r),
        F(f"cmov{cc}", "rw:r16, r/m16",     f"66 0F {0x40 + tttn:02X} /r",       "RM", "base", r),
        F(f"cmov{cc}", "rw:r32, r/m32",     f"0F {0x40 + tttn:02X} /r",          "RM", "base", r),
        F(f"cmov{cc}", "rw:r64, r/m64",     f"REX.W + 0F {0x40 + tttn:02X} /r",  "RM", "base", r),
    ]  # fmt: skip


_GPR_FORMS = [
    # --- moves -------------------------------------------------------------------------
    F("mov",    "w:r/m8, r8",         "88 /r",                  "MR", "base", copy=True),
    F("mov",    "w:r/m16, r16",       "66 89 /r",               "MR", "base", copy=True),
    F("mov",    "w:r/m32, r32",       "89 /r",                  "MR", "base", copy=True),
    F("mov",    "w:r/m64, r64",       "REX.W + 89 /r",          "MR", "base", copy=True),
    F("mov",    "w:r8, r/m8",         "8A /r",                  "RM", "base", copy=True),
    F("mov",    "w:r16, r/m16",       "66 8B /r",               "RM", "base", copy=True),
    F("mov",    "w:r32, r/m32",       "8B /r",                  "RM", "base", copy=True),
    F("mov",    "w:r64, r/m64",       "REX.W + 8B /r",          "RM", "base", copy=True),
    F("mov",    "w:r8, imm8",         "B0+rb ib",               "OI", "base"),
    F("mov",    "w:r16, imm16",       "66 B8+rw iw",            "OI", "base"),
    F("mov",    "w:r32, imm32",       "B8+rd id",               "OI", "base"),
    F("mov",    "w:r64, imm64",       "REX.W + B8+ro io",       "OI", "base"),  # movabs
    F("mov",    "w:r/m8, imm8",       "C6 /0 ib",               "MI", "base"),
    F("mov",    "w:r/m16, imm16",     "66 C7 /0 iw",            "MI", "base"),
    F("mov",    "w:r/m32, imm32",     "C7 /0 id",               "MI", "base"),
    F("mov",    "w:r/m64, simm32",    "REX.W + C7 /0 id",       "MI", "base"),
    F("movzx",  "w:r16, r/m8",        "66 0F B6 /r",            "RM", "base"),
    F("movzx",  "w:r32, r/m8",        "0F B6 /r",               "RM", "base"),
    F("movzx",  "w:r64, r/m8",        "REX.W + 0F B6 /r",       "RM", "base"),
    F("movzx",  "w:r32, r/m16",       "0F B7 /r",               "RM", "base"),
    F("movzx",  "w:r64, r/m16",       "REX.W + 0F B7 /r",       "RM", "base"),
    F("movsx",  "w:r16, r/m8",        "66 0F BE /r",            "RM", "base"),
    F("movsx",  "w:r32, r/m8",        "0F BE /r",               "RM", "base"),
    F("movsx",  "w:r64, r/m8",        "REX.W + 0F BE /r",       "RM", "base"),
    F("movsx",  "w:r32, r/m16",       "0F BF /r",               "RM", "base"),
    F("movsx",  "w:r64, r/m16",       "REX.W + 0F BF /r",       "RM", "base"),
    F("movsxd", "w:r64, r/m32",       "REX.W + 63 /r",          "RM", "base"),
    F("lea",    "w:r16, m",           "66 8D /r",               "RM", "base"),
    F("lea",    "w:r32, m",           "8D /r",                  "RM", "base"),
    F("lea",    "w:r64, m",           "REX.W + 8D /r",          "RM", "base"),
    # --- sign extension of the accumulator ---------------------------------------------
    F("cbw",    "rw:<ax>",            "66 98",                  "_",  "base"),
    F("cwde",   "rw:<eax>",           "98",                     "_",  "base"),
    F("cdqe",   "rw:<rax>",           "REX.W + 98",             "_",  "base"),
    F("cwd",    "r:<ax>, w:<dx>",     "66 99",                  "__", "base"),
    F("cdq",    "r:<eax>, w:<edx>",   "99",                     "__", "base"),
    F("cqo",    "r:<rax>, w:<rdx>",   "REX.W + 99",             "__", "base"),
    # --- test and multiply ---------------------------------------------------------------
    F("test",   "r:r/m8, r8",         "84 /r",                  "MR", "base", LOGIC),
    F("test",   "r:r/m16, r16",       "66 85 /r",               "MR", "base", LOGIC),
    F("test",   "r:r/m32, r32",       "85 /r",                  "MR", "base", LOGIC),
    F("test",   "r:r/m64, r64",       "REX.W + 85 /r",          "MR", "base", LOGIC),
    F("test",   "r:al, imm8",         "A8 ib",                  "_I", "base", LOGIC),
    F("test",   "r:ax, imm16",        "66 A9 iw",               "_I", "base", LOGIC),
    F("test",   "r:eax, imm32",       "A9 id",                  "_I", "base", LOGIC),
    F("test",   "r:rax, simm32",      "REX.W + A9 id",          "_I", "base", LOGIC),
    F("test",   "r:r/m8, imm8",       "F6 /0 ib",               "MI", "base", LOGIC),
    F("test",   "r:r/m16, imm16",     "66 F7 /0 iw",            "MI", "base", LOGIC),
    F("test",   "r:r/m32, imm32",     "F7 /0 id",               "MI", "base", LOGIC),
    F("test",   "r:r/m64, simm32",    "REX.W + F7 /0 id",       "MI", "base", LOGIC),
    F("imul",   "rw:r16, r/m16",      "66 0F AF /r",            "RM",  "base", ARITH),
    F("imul",   "rw:r32, r/m32",      "0F AF /r",               "RM",  "base", ARITH),
    F("imul",   "rw:r64, r/m64",      "REX.W + 0F AF /r",       "RM",  "base", ARITH),
    F("imul",   "w:r16, r/m16, simm8",  "66 6B /r ib",          "RMI", "base", ARITH),
    F("imul",   "w:r32, r/m32, simm8",  "6B /r ib",             "RMI", "base", ARITH),
    F("imul",   "w:r64, r/m64, simm8",  "REX.W + 6B /r ib",     "RMI", "base", ARITH),
    F("imul",   "w:r16, r/m16, imm16",  "66 69 /r iw",          "RMI", "base", ARITH),
    F("imul",   "w:r32, r/m32, imm32",  "69 /r id",             "RMI", "base", ARITH),
    F("imul",   "w:r64, r/m64, simm32", "REX.W + 69 /r id",     "RMI", "base", ARITH),
    # --- bit counting --------------------------------------------------------------------
    F("popcnt", "w:r16, r/m16",       "66 F3 0F B8 /r",         "RM", "popcnt", ARITH),
    F("popcnt", "w:r32, r/m32",       "F3 0F B8 /r",            "RM", "popcnt", ARITH),
    F("popcnt", "w:r64, r/m64",       "F3 REX.W 0F B8 /r",      "RM", "popcnt", ARITH),
    F("lzcnt",  "w:r32, r/m32",       "F3 0F BD /r",            "RM", "lzcnt",  ARITH),
    F("lzcnt",  "w:r64, r/m64",       "F3 REX.W 0F BD /r",      "RM", "lzcnt",  ARITH),
    F("tzcnt",  "w:r32, r/m32",       "F3 0F BC /r",            "RM", "bmi1",   ARITH),
    F("tzcnt",  "w:r64, r/m64",       "F3 REX.W 0F BC /r",      "RM", "bmi1",   ARITH),
    # --- control flow and the stack --------------------------------------------------------
    F("jmp",    "rel8",       "EB cb",    "D",  "base", flow="jump", d64=True),
    F("jmp",    "rel32",      "E9 cd",    "D",  "base", flow="jump", d64=True),
    F("jmp",    "r:r/m64",    "FF /4",    "M",  "base", flow="jump", d64=True),
    F("call",   "rel32",      "E8 cd",    "D",  "base", flow="call", d64=True),
    F("call",   "r:r/m64",    "FF /2",    "M",  "base", flow="call", d64=True),
    F("ret",    "",           "C3",       "",   "base", flow="return", d64=True),
    F("push",   "r:r64",      "50+rd",    "O",  "base", d64=True),
    F("push",   "r:r/m64",    "FF /6",    "M",  "base", d64=True),
    F("push",   "simm8",      "6A ib",    "I",  "base", d64=True),
    F("push",   "simm32",     "68 id",    "I",  "base", d64=True),
    F("pop",    "w:r64",      "58+rd",    "O",  "base", d64=True),
    F("pop",    "w:r/m64",    "8F /0",    "M",  "base", d64=True),
    F("nop",    "",           "90",       "",   "base"),
    F("int3",   "",           "CC",       "",   "base"),
    F("ud2",    "",           "0F 0B",    "",   "base"),
    # --- state the ABI makes callee-saved (for executors and ABI tests; isel never picks) --
    F("cld",    "",                   "FC",                     "",   "base"),
    F("std",    "",                   "FD",                     "",   "base"),
    F("pushfq", "",                   "9C",                     "",   "base", "r:OSZAPC", d64=True),
    F("stmxcsr", "w:m32",             "NP 0F AE /3",            "M",  "sse"),
    F("ldmxcsr", "r:m32",             "NP 0F AE /2",            "M",  "sse"),
    F("fnstcw", "w:m16",              "D9 /7",                  "M",  "base"),
    F("fldcw",  "r:m16",              "D9 /5",                  "M",  "base"),
]  # fmt: skip


# --- SSE / AVX families ------------------------------------------------------------------
# Most vector instructions come as a legacy SSE form and VEX.128 / VEX.256 forms with the
# same opcode byte. A "shape" gives the operands of each of the three; the family table
# below then needs one line per instruction: its legacy opcode column, its VEX opcode
# column without the VEX.L part, the feature of each form (None: the form does not
# exist), and the keyword facts (see the top of the file) true of all its forms, if any.
# Scalar shapes have no 256-bit form and use VEX.LIG.

_SHAPES: dict[str, tuple[tuple[str, str] | None, ...]] = {
    # shape:        (legacy operands, op/en), (VEX.128 ...), (VEX.256 ...)
    "binary":       (("rw:xmm, xmm/m128", "RM"),        ("w:xmm, xmm, xmm/m128", "RVM"),
                     ("w:ymm, ymm, ymm/m256", "RVM")),
    # binary, and the sources may trade places: a OP b == b OP a in every lane (not
    # minps/maxps, whose NaN and signed-zero results depend on the order)
    "commutative":  (("rw:xmm, xmm/m128", "RM"),        ("w:xmm, xmm, xmm/m128", "RVM"),
                     ("w:ymm, ymm, ymm/m256", "RVM")),
    "binary_imm":   (("rw:xmm, xmm/m128, imm8", "RMI"), ("w:xmm, xmm, xmm/m128, imm8", "RVMI"),
                     ("w:ymm, ymm, ymm/m256, imm8", "RVMI")),
    "unary":        (("w:xmm, xmm/m128", "RM"),         ("w:xmm, xmm/m128", "RM"),
                     ("w:ymm, ymm/m256", "RM")),
    "unary_imm":    (("w:xmm, xmm/m128, imm8", "RMI"),  ("w:xmm, xmm/m128, imm8", "RMI"),
                     ("w:ymm, ymm/m256, imm8", "RMI")),
    "scalar32":     (("rw:xmm, xmm/m32", "RM"),         ("w:xmm, xmm, xmm/m32", "RVM"), None),
    "scalar64":     (("rw:xmm, xmm/m64", "RM"),         ("w:xmm, xmm, xmm/m64", "RVM"), None),
    "scalar32_imm": (("rw:xmm, xmm/m32, imm8", "RMI"),  ("w:xmm, xmm, xmm/m32, imm8", "RVMI"),
                     None),
    "scalar64_imm": (("rw:xmm, xmm/m64, imm8", "RMI"),  ("w:xmm, xmm, xmm/m64, imm8", "RVMI"),
                     None),
    "compare32":    (("r:xmm, xmm/m32", "RM"),          ("r:xmm, xmm/m32", "RM"), None),
    "compare64":    (("r:xmm, xmm/m64", "RM"),          ("r:xmm, xmm/m64", "RM"), None),
    # shift by immediate: the SDM's "VMI" puts the destination in VEX.vvvv
    "shift_imm":    (("rw:xmm, imm8", "MI"),            ("w:xmm, xmm, imm8", "VMI"),
                     ("w:ymm, ymm, imm8", "VMI")),
    # shift by a count in the low quadword of an xmm register, also for ymm
    "shift_count":  (("rw:xmm, xmm/m128", "RM"),        ("w:xmm, xmm, xmm/m128", "RVM"),
                     ("w:ymm, ymm, xmm/m128", "RVM")),
    # widen the low part of the source (pmovzx/pmovsx): N = the memory size of the xmm form
    "widen16":      (("w:xmm, xmm/m16", "RM"),          ("w:xmm, xmm/m16", "RM"),
                     ("w:ymm, xmm/m32", "RM")),
    "widen32":      (("w:xmm, xmm/m32", "RM"),          ("w:xmm, xmm/m32", "RM"),
                     ("w:ymm, xmm/m64", "RM")),
    "widen64":      (("w:xmm, xmm/m64", "RM"),          ("w:xmm, xmm/m64", "RM"),
                     ("w:ymm, xmm/m128", "RM")),
    "mask":         (("w:r32, xmm", "RM"),              ("w:r32, xmm", "RM"), ("w:r32, ymm", "RM")),
    # blend by the sign bits of a mask: legacy reads it from xmm0, VEX names it in imm8[7:4]
    "blendv":       (("rw:xmm, xmm/m128, r:<xmm0>", "RM_"), ("w:xmm, xmm, xmm/m128, xmm", "RVML"),
                     ("w:ymm, ymm, ymm/m256, ymm", "RVML")),
}  # fmt: skip

_FAMILIES = """
# mnemonic  shape         legacy opcode      VEX opcode (no VEX.L)  legacy  128   256   facts
addps       commutative   NP 0F 58 /r        0F.WIG 58 /r           sse     avx   avx
addpd       commutative   66 0F 58 /r        66.0F.WIG 58 /r        sse2    avx   avx
addss       scalar32      F3 0F 58 /r        F3.0F.WIG 58 /r        sse     avx   -
addsd       scalar64      F2 0F 58 /r        F2.0F.WIG 58 /r        sse2    avx   -
subps       binary        NP 0F 5C /r        0F.WIG 5C /r           sse     avx   avx
subpd       binary        66 0F 5C /r        66.0F.WIG 5C /r        sse2    avx   avx
subss       scalar32      F3 0F 5C /r        F3.0F.WIG 5C /r        sse     avx   -
subsd       scalar64      F2 0F 5C /r        F2.0F.WIG 5C /r        sse2    avx   -
mulps       commutative   NP 0F 59 /r        0F.WIG 59 /r           sse     avx   avx
mulpd       commutative   66 0F 59 /r        66.0F.WIG 59 /r        sse2    avx   avx
mulss       scalar32      F3 0F 59 /r        F3.0F.WIG 59 /r        sse     avx   -
mulsd       scalar64      F2 0F 59 /r        F2.0F.WIG 59 /r        sse2    avx   -
divps       binary        NP 0F 5E /r        0F.WIG 5E /r           sse     avx   avx
divpd       binary        66 0F 5E /r        66.0F.WIG 5E /r        sse2    avx   avx
divss       scalar32      F3 0F 5E /r        F3.0F.WIG 5E /r        sse     avx   -
divsd       scalar64      F2 0F 5E /r        F2.0F.WIG 5E /r        sse2    avx   -
minps       binary        NP 0F 5D /r        0F.WIG 5D /r           sse     avx   avx
minpd       binary        66 0F 5D /r        66.0F.WIG 5D /r        sse2    avx   avx
minss       scalar32      F3 0F 5D /r        F3.0F.WIG 5D /r        sse     avx   -
minsd       scalar64      F2 0F 5D /r        F2.0F.WIG 5D /r        sse2    avx   -
maxps       binary        NP 0F 5F /r        0F.WIG 5F /r           sse     avx   avx
maxpd       binary        66 0F 5F /r        66.0F.WIG 5F /r        sse2    avx   avx
maxss       scalar32      F3 0F 5F /r        F3.0F.WIG 5F /r        sse     avx   -
maxsd       scalar64      F2 0F 5F /r        F2.0F.WIG 5F /r        sse2    avx   -
sqrtps      unary         NP 0F 51 /r        0F.WIG 51 /r           sse     avx   avx
sqrtpd      unary         66 0F 51 /r        66.0F.WIG 51 /r        sse2    avx   avx
sqrtss      scalar32      F3 0F 51 /r        F3.0F.WIG 51 /r        sse     avx   -
sqrtsd      scalar64      F2 0F 51 /r        F2.0F.WIG 51 /r        sse2    avx   -
andps       commutative   NP 0F 54 /r        0F.WIG 54 /r           sse     avx   avx
andpd       commutative   66 0F 54 /r        66.0F.WIG 54 /r        sse2    avx   avx
andnps      binary        NP 0F 55 /r        0F.WIG 55 /r           sse     avx   avx
andnpd      binary        66 0F 55 /r        66.0F.WIG 55 /r        sse2    avx   avx
orps        commutative   NP 0F 56 /r        0F.WIG 56 /r           sse     avx   avx
orpd        commutative   66 0F 56 /r        66.0F.WIG 56 /r        sse2    avx   avx
xorps       commutative   NP 0F 57 /r        0F.WIG 57 /r           sse     avx   avx   zero_idiom
xorpd       commutative   66 0F 57 /r        66.0F.WIG 57 /r        sse2    avx   avx   zero_idiom
roundps     unary_imm     66 0F 3A 08 /r ib  66.0F3A.WIG 08 /r ib   sse4.1  avx   avx
roundpd     unary_imm     66 0F 3A 09 /r ib  66.0F3A.WIG 09 /r ib   sse4.1  avx   avx
roundss     scalar32_imm  66 0F 3A 0A /r ib  66.0F3A.WIG 0A /r ib   sse4.1  avx   -
roundsd     scalar64_imm  66 0F 3A 0B /r ib  66.0F3A.WIG 0B /r ib   sse4.1  avx   -
cmpps       binary_imm    NP 0F C2 /r ib     0F.WIG C2 /r ib        sse     avx   avx
cmppd       binary_imm    66 0F C2 /r ib     66.0F.WIG C2 /r ib     sse2    avx   avx
cmpss       scalar32_imm  F3 0F C2 /r ib     F3.0F.WIG C2 /r ib     sse     avx   -
cmpsd       scalar64_imm  F2 0F C2 /r ib     F2.0F.WIG C2 /r ib     sse2    avx   -
blendps     binary_imm    66 0F 3A 0C /r ib  66.0F3A.WIG 0C /r ib   sse4.1  avx   avx
blendpd     binary_imm    66 0F 3A 0D /r ib  66.0F3A.WIG 0D /r ib   sse4.1  avx   avx
blendvps    blendv        66 0F 38 14 /r     66.0F3A.W0 4A /r /is4  sse4.1  avx   avx
blendvpd    blendv        66 0F 38 15 /r     66.0F3A.W0 4B /r /is4  sse4.1  avx   avx
pblendvb    blendv        66 0F 38 10 /r     66.0F3A.W0 4C /r /is4  sse4.1  avx   avx2
shufps      binary_imm    NP 0F C6 /r ib     0F.WIG C6 /r ib        sse     avx   avx
shufpd      binary_imm    66 0F C6 /r ib     66.0F.WIG C6 /r ib     sse2    avx   avx
unpcklps    binary        NP 0F 14 /r        0F.WIG 14 /r           sse     avx   avx
unpcklpd    binary        66 0F 14 /r        66.0F.WIG 14 /r        sse2    avx   avx
unpckhps    binary        NP 0F 15 /r        0F.WIG 15 /r           sse     avx   avx
unpckhpd    binary        66 0F 15 /r        66.0F.WIG 15 /r        sse2    avx   avx
ucomiss     compare32     NP 0F 2E /r        0F.WIG 2E /r           sse     avx   -
ucomisd     compare64     66 0F 2E /r        66.0F.WIG 2E /r        sse2    avx   -
comiss      compare32     NP 0F 2F /r        0F.WIG 2F /r           sse     avx   -
comisd      compare64     66 0F 2F /r        66.0F.WIG 2F /r        sse2    avx   -
movmskps    mask          NP 0F 50 /r        0F.WIG 50 /r           sse     avx   avx
movmskpd    mask          66 0F 50 /r        66.0F.WIG 50 /r        sse2    avx   avx
pmovmskb    mask          66 0F D7 /r        66.0F.WIG D7 /r        sse2    avx   avx2
# conversions with a vector-shaped source
cvtdq2ps    unary         NP 0F 5B /r        0F.WIG 5B /r           sse2    avx   avx
cvtps2dq    unary         66 0F 5B /r        66.0F.WIG 5B /r        sse2    avx   avx
cvttps2dq   unary         F3 0F 5B /r        F3.0F.WIG 5B /r        sse2    avx   avx
cvtss2sd    scalar32      F3 0F 5A /r        F3.0F.WIG 5A /r        sse2    avx   -
cvtsd2ss    scalar64      F2 0F 5A /r        F2.0F.WIG 5A /r        sse2    avx   -
# packed integers
paddb       commutative   66 0F FC /r        66.0F.WIG FC /r        sse2    avx   avx2
paddw       commutative   66 0F FD /r        66.0F.WIG FD /r        sse2    avx   avx2
paddd       commutative   66 0F FE /r        66.0F.WIG FE /r        sse2    avx   avx2
paddq       commutative   66 0F D4 /r        66.0F.WIG D4 /r        sse2    avx   avx2
psubb       binary        66 0F F8 /r        66.0F.WIG F8 /r        sse2    avx   avx2
psubw       binary        66 0F F9 /r        66.0F.WIG F9 /r        sse2    avx   avx2
psubd       binary        66 0F FA /r        66.0F.WIG FA /r        sse2    avx   avx2
psubq       binary        66 0F FB /r        66.0F.WIG FB /r        sse2    avx   avx2
pmullw      commutative   66 0F D5 /r        66.0F.WIG D5 /r        sse2    avx   avx2
pmulld      commutative   66 0F 38 40 /r     66.0F38.WIG 40 /r      sse4.1  avx   avx2
pmuludq     binary        66 0F F4 /r        66.0F.WIG F4 /r        sse2    avx   avx2
pmuldq      binary        66 0F 38 28 /r     66.0F38.WIG 28 /r      sse4.1  avx   avx2
pand        commutative   66 0F DB /r        66.0F.WIG DB /r        sse2    avx   avx2
pandn       binary        66 0F DF /r        66.0F.WIG DF /r        sse2    avx   avx2
por         commutative   66 0F EB /r        66.0F.WIG EB /r        sse2    avx   avx2
pxor        commutative   66 0F EF /r        66.0F.WIG EF /r        sse2    avx   avx2  zero_idiom
pcmpeqb     commutative   66 0F 74 /r        66.0F.WIG 74 /r        sse2    avx   avx2
pcmpeqw     commutative   66 0F 75 /r        66.0F.WIG 75 /r        sse2    avx   avx2
pcmpeqd     commutative   66 0F 76 /r        66.0F.WIG 76 /r        sse2    avx   avx2
pcmpeqq     commutative   66 0F 38 29 /r     66.0F38.WIG 29 /r      sse4.1  avx   avx2
pcmpgtb     binary        66 0F 64 /r        66.0F.WIG 64 /r        sse2    avx   avx2
pcmpgtw     binary        66 0F 65 /r        66.0F.WIG 65 /r        sse2    avx   avx2
pcmpgtd     binary        66 0F 66 /r        66.0F.WIG 66 /r        sse2    avx   avx2
pcmpgtq     binary        66 0F 38 37 /r     66.0F38.WIG 37 /r      sse4.2  avx   avx2
pminsb      commutative   66 0F 38 38 /r     66.0F38.WIG 38 /r      sse4.1  avx   avx2
pminsw      commutative   66 0F EA /r        66.0F.WIG EA /r        sse2    avx   avx2
pminsd      commutative   66 0F 38 39 /r     66.0F38.WIG 39 /r      sse4.1  avx   avx2
pminub      commutative   66 0F DA /r        66.0F.WIG DA /r        sse2    avx   avx2
pminuw      commutative   66 0F 38 3A /r     66.0F38.WIG 3A /r      sse4.1  avx   avx2
pminud      commutative   66 0F 38 3B /r     66.0F38.WIG 3B /r      sse4.1  avx   avx2
pmaxsb      commutative   66 0F 38 3C /r     66.0F38.WIG 3C /r      sse4.1  avx   avx2
pmaxsw      commutative   66 0F EE /r        66.0F.WIG EE /r        sse2    avx   avx2
pmaxsd      commutative   66 0F 38 3D /r     66.0F38.WIG 3D /r      sse4.1  avx   avx2
pmaxub      commutative   66 0F DE /r        66.0F.WIG DE /r        sse2    avx   avx2
pmaxuw      commutative   66 0F 38 3E /r     66.0F38.WIG 3E /r      sse4.1  avx   avx2
pmaxud      commutative   66 0F 38 3F /r     66.0F38.WIG 3F /r      sse4.1  avx   avx2
packsswb    binary        66 0F 63 /r        66.0F.WIG 63 /r        sse2    avx   avx2
packssdw    binary        66 0F 6B /r        66.0F.WIG 6B /r        sse2    avx   avx2
packuswb    binary        66 0F 67 /r        66.0F.WIG 67 /r        sse2    avx   avx2
packusdw    binary        66 0F 38 2B /r     66.0F38.WIG 2B /r      sse4.1  avx   avx2
punpcklbw   binary        66 0F 60 /r        66.0F.WIG 60 /r        sse2    avx   avx2
punpcklwd   binary        66 0F 61 /r        66.0F.WIG 61 /r        sse2    avx   avx2
punpckldq   binary        66 0F 62 /r        66.0F.WIG 62 /r        sse2    avx   avx2
punpcklqdq  binary        66 0F 6C /r        66.0F.WIG 6C /r        sse2    avx   avx2
punpckhbw   binary        66 0F 68 /r        66.0F.WIG 68 /r        sse2    avx   avx2
punpckhwd   binary        66 0F 69 /r        66.0F.WIG 69 /r        sse2    avx   avx2
punpckhdq   binary        66 0F 6A /r        66.0F.WIG 6A /r        sse2    avx   avx2
punpckhqdq  binary        66 0F 6D /r        66.0F.WIG 6D /r        sse2    avx   avx2
pshufb      binary        66 0F 38 00 /r     66.0F38.WIG 00 /r      ssse3   avx   avx2
pabsb       unary         66 0F 38 1C /r     66.0F38.WIG 1C /r      ssse3   avx   avx2
pshufd      unary_imm     66 0F 70 /r ib     66.0F.WIG 70 /r ib     sse2    avx   avx2
psllw       shift_imm     66 0F 71 /6 ib     66.0F.WIG 71 /6 ib     sse2    avx   avx2
pslld       shift_imm     66 0F 72 /6 ib     66.0F.WIG 72 /6 ib     sse2    avx   avx2
psllq       shift_imm     66 0F 73 /6 ib     66.0F.WIG 73 /6 ib     sse2    avx   avx2
psrlw       shift_imm     66 0F 71 /2 ib     66.0F.WIG 71 /2 ib     sse2    avx   avx2
psrld       shift_imm     66 0F 72 /2 ib     66.0F.WIG 72 /2 ib     sse2    avx   avx2
psrlq       shift_imm     66 0F 73 /2 ib     66.0F.WIG 73 /2 ib     sse2    avx   avx2
psraw       shift_imm     66 0F 71 /4 ib     66.0F.WIG 71 /4 ib     sse2    avx   avx2
psrad       shift_imm     66 0F 72 /4 ib     66.0F.WIG 72 /4 ib     sse2    avx   avx2
pslldq      shift_imm     66 0F 73 /7 ib     66.0F.WIG 73 /7 ib     sse2    avx   avx2
psrldq      shift_imm     66 0F 73 /3 ib     66.0F.WIG 73 /3 ib     sse2    avx   avx2
psllw       shift_count   66 0F F1 /r        66.0F.WIG F1 /r        sse2    avx   avx2
pslld       shift_count   66 0F F2 /r        66.0F.WIG F2 /r        sse2    avx   avx2
psllq       shift_count   66 0F F3 /r        66.0F.WIG F3 /r        sse2    avx   avx2
psrlw       shift_count   66 0F D1 /r        66.0F.WIG D1 /r        sse2    avx   avx2
psrld       shift_count   66 0F D2 /r        66.0F.WIG D2 /r        sse2    avx   avx2
psrlq       shift_count   66 0F D3 /r        66.0F.WIG D3 /r        sse2    avx   avx2
psraw       shift_count   66 0F E1 /r        66.0F.WIG E1 /r        sse2    avx   avx2
psrad       shift_count   66 0F E2 /r        66.0F.WIG E2 /r        sse2    avx   avx2
pmovzxbw    widen64       66 0F 38 30 /r     66.0F38.WIG 30 /r      sse4.1  avx   avx2
pmovzxbd    widen32       66 0F 38 31 /r     66.0F38.WIG 31 /r      sse4.1  avx   avx2
pmovzxbq    widen16       66 0F 38 32 /r     66.0F38.WIG 32 /r      sse4.1  avx   avx2
pmovzxwd    widen64       66 0F 38 33 /r     66.0F38.WIG 33 /r      sse4.1  avx   avx2
pmovzxwq    widen32       66 0F 38 34 /r     66.0F38.WIG 34 /r      sse4.1  avx   avx2
pmovzxdq    widen64       66 0F 38 35 /r     66.0F38.WIG 35 /r      sse4.1  avx   avx2
pmovsxbw    widen64       66 0F 38 20 /r     66.0F38.WIG 20 /r      sse4.1  avx   avx2
pmovsxbd    widen32       66 0F 38 21 /r     66.0F38.WIG 21 /r      sse4.1  avx   avx2
pmovsxbq    widen16       66 0F 38 22 /r     66.0F38.WIG 22 /r      sse4.1  avx   avx2
pmovsxwd    widen64       66 0F 38 23 /r     66.0F38.WIG 23 /r      sse4.1  avx   avx2
pmovsxwq    widen32       66 0F 38 24 /r     66.0F38.WIG 24 /r      sse4.1  avx   avx2
pmovsxdq    widen64       66 0F 38 25 /r     66.0F38.WIG 25 /r      sse4.1  avx   avx2
# VEX-only (AVX2): variable per-lane shifts and dword blends
psllvd      binary        -                  66.0F38.W0 47 /r       -       avx2  avx2
psllvq      binary        -                  66.0F38.W1 47 /r       -       avx2  avx2
psrlvd      binary        -                  66.0F38.W0 45 /r       -       avx2  avx2
psrlvq      binary        -                  66.0F38.W1 45 /r       -       avx2  avx2
psravd      binary        -                  66.0F38.W0 46 /r       -       avx2  avx2
pblendd     binary_imm    -                  66.0F3A.W0 02 /r ib    -       avx2  avx2
"""


def _family_rows() -> list[tuple[str | None, ...]]:
    """Columns of ``_FAMILIES`` are separated by two or more spaces; "-" means absent. The
    facts column may be left out."""
    rows = []
    for line in _FAMILIES.splitlines():
        if line.strip() and not line.startswith("#"):
            cells = re.split(r"\s{2,}", line.strip())
            if len(cells) not in (7, 8):
                raise TableError(f"family row needs 7 columns and maybe facts: {line!r}")
            facts = cells[7] if len(cells) == 8 else ""
            rows.append((*(None if cell == "-" else cell for cell in cells[:7]), facts))
    return rows


def _family_forms(mnem, shape, legacy, vex, legacy_feature, vex128_feature, vex256_feature, facts):
    if shape not in _SHAPES:
        raise TableError(f"unknown shape {shape!r} for {mnem}")
    legacy_shape, vex128_shape, vex256_shape = _SHAPES[shape]
    said = {fact: True for fact in facts.split()}  # keywords of F, true of every form
    if shape == "commutative":
        said["commutative"] = True
    forms = []
    if legacy is not None:
        forms.append(F(mnem, legacy_shape[0], legacy, legacy_shape[1], legacy_feature, **said))
    length = "128" if vex256_shape else "LIG"
    vex128 = f"VEX.{length}.{vex}"
    forms.append(F(f"v{mnem}", vex128_shape[0], vex128, vex128_shape[1], vex128_feature, **said))
    if vex256_feature is not None:
        vex256 = f"VEX.256.{vex}"
        forms.append(
            F(f"v{mnem}", vex256_shape[0], vex256, vex256_shape[1], vex256_feature, **said)
        )
    return forms


_COMPARE_FLAGS = "w:OSZAPC"  # (u)comis* set ZF PF CF, clear OF SF AF


def _with_flags(form: Form, spec: str) -> Form:
    read, written = _flags(spec)
    return replace(form, flags_read=read, flags_written=written)


_VECTOR_MOVES_AND_CONVERSIONS = [
    # --- scalar moves: reg-reg merges into the destination, a load zeroes the upper lanes.
    #     The VEX merge also has an 11 /r encoding (destination in ModRM.rm, src2 in
    #     ModRM.reg): for src2 = xmm8-15 it needs VEX.R, not VEX.B, so the 2-byte VEX.
    F("movss",      "rw:xmm, xmm",             "F3 0F 10 /r",                "RM",   "sse"),
    F("movss",      "w:xmm, m32",              "F3 0F 10 /r",                "RM",   "sse"),
    F("movss",      "w:m32, xmm",              "F3 0F 11 /r",                "MR",   "sse"),
    F("movsd",      "rw:xmm, xmm",             "F2 0F 10 /r",                "RM",   "sse2"),
    F("movsd",      "w:xmm, m64",              "F2 0F 10 /r",                "RM",   "sse2"),
    F("movsd",      "w:m64, xmm",              "F2 0F 11 /r",                "MR",   "sse2"),
    F("vmovss",     "w:xmm, xmm, xmm",         "VEX.LIG.F3.0F.WIG 10 /r",    "RVM",  "avx"),
    F("vmovss",     "w:xmm, xmm, xmm",         "VEX.LIG.F3.0F.WIG 11 /r",    "MVR",  "avx",
      alternate=True),
    F("vmovss",     "w:xmm, m32",              "VEX.LIG.F3.0F.WIG 10 /r",    "RM",   "avx"),
    F("vmovss",     "w:m32, xmm",              "VEX.LIG.F3.0F.WIG 11 /r",    "MR",   "avx"),
    F("vmovsd",     "w:xmm, xmm, xmm",         "VEX.LIG.F2.0F.WIG 10 /r",    "RVM",  "avx"),
    F("vmovsd",     "w:xmm, xmm, xmm",         "VEX.LIG.F2.0F.WIG 11 /r",    "MVR",  "avx",
      alternate=True),
    F("vmovsd",     "w:xmm, m64",              "VEX.LIG.F2.0F.WIG 10 /r",    "RM",   "avx"),
    F("vmovsd",     "w:m64, xmm",              "VEX.LIG.F2.0F.WIG 11 /r",    "MR",   "avx"),
    # --- full-register moves, copies: the load (RM) and store (MR) opcodes both take
    #     reg-reg; the encoder picks whichever avoids a 3-byte VEX.
    F("movups", "w:xmm, xmm/m128", "NP 0F 10 /r", "RM", "sse",  copy=True, unaligned=True),
    F("movups", "w:xmm/m128, xmm", "NP 0F 11 /r", "MR", "sse",  copy=True, unaligned=True),
    F("movaps", "w:xmm, xmm/m128", "NP 0F 28 /r", "RM", "sse",  copy=True),
    F("movaps", "w:xmm/m128, xmm", "NP 0F 29 /r", "MR", "sse",  copy=True),
    F("movupd", "w:xmm, xmm/m128", "66 0F 10 /r", "RM", "sse2", copy=True, unaligned=True),
    F("movupd", "w:xmm/m128, xmm", "66 0F 11 /r", "MR", "sse2", copy=True, unaligned=True),
    F("movapd", "w:xmm, xmm/m128", "66 0F 28 /r", "RM", "sse2", copy=True),
    F("movapd", "w:xmm/m128, xmm", "66 0F 29 /r", "MR", "sse2", copy=True),
    F("movdqu", "w:xmm, xmm/m128", "F3 0F 6F /r", "RM", "sse2", copy=True, unaligned=True),
    F("movdqu", "w:xmm/m128, xmm", "F3 0F 7F /r", "MR", "sse2", copy=True, unaligned=True),
    F("movdqa", "w:xmm, xmm/m128", "66 0F 6F /r", "RM", "sse2", copy=True),
    F("movdqa", "w:xmm/m128, xmm", "66 0F 7F /r", "MR", "sse2", copy=True),
    # zeroes bits 255:128 of every ymm: leaving AVX code with them dirty costs the caller's
    # SSE code a state transition
    F("vzeroupper", "",                        "VEX.128.0F.WIG 77",          "",     "avx"),
    F("vmovups", "w:xmm, xmm/m128", "VEX.128.0F.WIG 10 /r",    "RM", "avx", copy=True),
    F("vmovups", "w:xmm/m128, xmm", "VEX.128.0F.WIG 11 /r",    "MR", "avx", copy=True),
    F("vmovups", "w:ymm, ymm/m256", "VEX.256.0F.WIG 10 /r",    "RM", "avx", copy=True),
    F("vmovups", "w:ymm/m256, ymm", "VEX.256.0F.WIG 11 /r",    "MR", "avx", copy=True),
    F("vmovaps", "w:xmm, xmm/m128", "VEX.128.0F.WIG 28 /r",    "RM", "avx", copy=True),
    F("vmovaps", "w:xmm/m128, xmm", "VEX.128.0F.WIG 29 /r",    "MR", "avx", copy=True),
    F("vmovaps", "w:ymm, ymm/m256", "VEX.256.0F.WIG 28 /r",    "RM", "avx", copy=True),
    F("vmovaps", "w:ymm/m256, ymm", "VEX.256.0F.WIG 29 /r",    "MR", "avx", copy=True),
    F("vmovupd", "w:xmm, xmm/m128", "VEX.128.66.0F.WIG 10 /r", "RM", "avx", copy=True),
    F("vmovupd", "w:xmm/m128, xmm", "VEX.128.66.0F.WIG 11 /r", "MR", "avx", copy=True),
    F("vmovupd", "w:ymm, ymm/m256", "VEX.256.66.0F.WIG 10 /r", "RM", "avx", copy=True),
    F("vmovupd", "w:ymm/m256, ymm", "VEX.256.66.0F.WIG 11 /r", "MR", "avx", copy=True),
    F("vmovapd", "w:xmm, xmm/m128", "VEX.128.66.0F.WIG 28 /r", "RM", "avx", copy=True),
    F("vmovapd", "w:xmm/m128, xmm", "VEX.128.66.0F.WIG 29 /r", "MR", "avx", copy=True),
    F("vmovapd", "w:ymm, ymm/m256", "VEX.256.66.0F.WIG 28 /r", "RM", "avx", copy=True),
    F("vmovapd", "w:ymm/m256, ymm", "VEX.256.66.0F.WIG 29 /r", "MR", "avx", copy=True),
    F("vmovdqu", "w:xmm, xmm/m128", "VEX.128.F3.0F.WIG 6F /r", "RM", "avx", copy=True),
    F("vmovdqu", "w:xmm/m128, xmm", "VEX.128.F3.0F.WIG 7F /r", "MR", "avx", copy=True),
    F("vmovdqu", "w:ymm, ymm/m256", "VEX.256.F3.0F.WIG 6F /r", "RM", "avx", copy=True),
    F("vmovdqu", "w:ymm/m256, ymm", "VEX.256.F3.0F.WIG 7F /r", "MR", "avx", copy=True),
    F("vmovdqa", "w:xmm, xmm/m128", "VEX.128.66.0F.WIG 6F /r", "RM", "avx", copy=True),
    F("vmovdqa", "w:xmm/m128, xmm", "VEX.128.66.0F.WIG 7F /r", "MR", "avx", copy=True),
    F("vmovdqa", "w:ymm, ymm/m256", "VEX.256.66.0F.WIG 6F /r", "RM", "avx", copy=True),
    F("vmovdqa", "w:ymm/m256, ymm", "VEX.256.66.0F.WIG 7F /r", "MR", "avx", copy=True),
    # --- GPR <-> xmm
    F("movd",       "w:xmm, r/m32",            "66 0F 6E /r",                "RM",   "sse2"),
    F("movd",       "w:r/m32, xmm",            "66 0F 7E /r",                "MR",   "sse2"),
    F("movq",       "w:xmm, r/m64",            "66 REX.W 0F 6E /r",          "RM",   "sse2"),
    F("movq",       "w:r/m64, xmm",            "66 REX.W 0F 7E /r",          "MR",   "sse2"),
    F("movq",       "w:xmm, xmm/m64",          "F3 0F 7E /r",                "RM",   "sse2"),
    F("movq",       "w:xmm/m64, xmm",          "66 0F D6 /r",                "MR",   "sse2"),
    F("vmovd",      "w:xmm, r/m32",            "VEX.128.66.0F.W0 6E /r",     "RM",   "avx"),
    F("vmovd",      "w:r/m32, xmm",            "VEX.128.66.0F.W0 7E /r",     "MR",   "avx"),
    F("vmovq",      "w:xmm, r/m64",            "VEX.128.66.0F.W1 6E /r",     "RM",   "avx"),
    F("vmovq",      "w:r/m64, xmm",            "VEX.128.66.0F.W1 7E /r",     "MR",   "avx"),
    F("vmovq",      "w:xmm, xmm/m64",          "VEX.128.F3.0F.WIG 7E /r",    "RM",   "avx"),
    F("vmovq",      "w:xmm/m64, xmm",          "VEX.128.66.0F.WIG D6 /r",    "MR",   "avx"),
    # --- insert / extract
    F("pinsrb",     "rw:xmm, r32/m8, imm8",    "66 0F 3A 20 /r ib",          "RMI",  "sse4.1"),
    F("pinsrw",     "rw:xmm, r32/m16, imm8",   "66 0F C4 /r ib",             "RMI",  "sse2"),
    F("pinsrd",     "rw:xmm, r/m32, imm8",     "66 0F 3A 22 /r ib",          "RMI",  "sse4.1"),
    F("pinsrq",     "rw:xmm, r/m64, imm8",     "66 REX.W 0F 3A 22 /r ib",    "RMI",  "sse4.1"),
    F("vpinsrb",    "w:xmm, xmm, r32/m8, imm8",  "VEX.128.66.0F3A.W0 20 /r ib", "RVMI", "avx"),
    F("vpinsrw",    "w:xmm, xmm, r32/m16, imm8", "VEX.128.66.0F.W0 C4 /r ib",   "RVMI", "avx"),
    F("vpinsrd",    "w:xmm, xmm, r/m32, imm8",   "VEX.128.66.0F3A.W0 22 /r ib", "RVMI", "avx"),
    F("vpinsrq",    "w:xmm, xmm, r/m64, imm8",   "VEX.128.66.0F3A.W1 22 /r ib", "RVMI", "avx"),
    F("pextrb",     "w:r32/m8, xmm, imm8",     "66 0F 3A 14 /r ib",          "MRI",  "sse4.1"),
    F("pextrw",     "w:r32, xmm, imm8",        "66 0F C5 /r ib",             "RMI",  "sse2"),
    F("pextrw",     "w:r32/m16, xmm, imm8",    "66 0F 3A 15 /r ib",          "MRI",  "sse4.1"),
    F("pextrd",     "w:r/m32, xmm, imm8",      "66 0F 3A 16 /r ib",          "MRI",  "sse4.1"),
    F("pextrq",     "w:r/m64, xmm, imm8",      "66 REX.W 0F 3A 16 /r ib",    "MRI",  "sse4.1"),
    F("vpextrb",    "w:r32/m8, xmm, imm8",     "VEX.128.66.0F3A.W0 14 /r ib", "MRI", "avx"),
    F("vpextrw",    "w:r32, xmm, imm8",        "VEX.128.66.0F.W0 C5 /r ib",   "RMI", "avx"),
    F("vpextrw",    "w:r32/m16, xmm, imm8",    "VEX.128.66.0F3A.W0 15 /r ib", "MRI", "avx"),
    F("vpextrd",    "w:r/m32, xmm, imm8",      "VEX.128.66.0F3A.W0 16 /r ib", "MRI", "avx"),
    F("vpextrq",    "w:r/m64, xmm, imm8",      "VEX.128.66.0F3A.W1 16 /r ib", "MRI", "avx"),
    F("insertps",   "rw:xmm, xmm/m32, imm8",   "66 0F 3A 21 /r ib",          "RMI",  "sse4.1"),
    F("vinsertps",  "w:xmm, xmm, xmm/m32, imm8", "VEX.128.66.0F3A.WIG 21 /r ib", "RVMI", "avx"),
    F("vinsertf128", "w:ymm, ymm, xmm/m128, imm8", "VEX.256.66.0F3A.W0 18 /r ib", "RVMI", "avx"),
    F("vextractf128", "w:xmm/m128, ymm, imm8",   "VEX.256.66.0F3A.W0 19 /r ib", "MRI",  "avx"),
    F("vinserti128", "w:ymm, ymm, xmm/m128, imm8", "VEX.256.66.0F3A.W0 38 /r ib", "RVMI", "avx2"),
    F("vextracti128", "w:xmm/m128, ymm, imm8",   "VEX.256.66.0F3A.W0 39 /r ib", "MRI",  "avx2"),
    F("vperm2f128", "w:ymm, ymm, ymm/m256, imm8", "VEX.256.66.0F3A.W0 06 /r ib", "RVMI", "avx"),
    F("vperm2i128", "w:ymm, ymm, ymm/m256, imm8", "VEX.256.66.0F3A.W0 46 /r ib", "RVMI", "avx2"),
    F("vpermilps",  "w:xmm, xmm/m128, imm8",   "VEX.128.66.0F3A.W0 04 /r ib", "RMI",  "avx"),
    F("vpermilps",  "w:ymm, ymm/m256, imm8",   "VEX.256.66.0F3A.W0 04 /r ib", "RMI",  "avx"),
    F("vpermilpd",  "w:xmm, xmm/m128, imm8",   "VEX.128.66.0F3A.W0 05 /r ib", "RMI",  "avx"),
    F("vpermilpd",  "w:ymm, ymm/m256, imm8",   "VEX.256.66.0F3A.W0 05 /r ib", "RMI",  "avx"),
    F("vpermq",     "w:ymm, ymm/m256, imm8",   "VEX.256.66.0F3A.W1 00 /r ib", "RMI",  "avx2"),
    F("vpermpd",    "w:ymm, ymm/m256, imm8",   "VEX.256.66.0F3A.W1 01 /r ib", "RMI",  "avx2"),
    F("vpermd",     "w:ymm, ymm, ymm/m256",    "VEX.256.66.0F38.W0 36 /r",    "RVM",  "avx2"),
    F("vpermps",    "w:ymm, ymm, ymm/m256",    "VEX.256.66.0F38.W0 16 /r",    "RVM",  "avx2"),
    # --- broadcasts (the register-source forms came with AVX2)
    F("vbroadcastss", "w:xmm, m32",            "VEX.128.66.0F38.W0 18 /r",   "RM",   "avx"),
    F("vbroadcastss", "w:ymm, m32",            "VEX.256.66.0F38.W0 18 /r",   "RM",   "avx"),
    F("vbroadcastss", "w:xmm, xmm",            "VEX.128.66.0F38.W0 18 /r",   "RM",   "avx2"),
    F("vbroadcastss", "w:ymm, xmm",            "VEX.256.66.0F38.W0 18 /r",   "RM",   "avx2"),
    F("vbroadcastsd", "w:ymm, m64",            "VEX.256.66.0F38.W0 19 /r",   "RM",   "avx"),
    F("vbroadcastsd", "w:ymm, xmm",            "VEX.256.66.0F38.W0 19 /r",   "RM",   "avx2"),
    F("vmovddup",   "w:xmm, xmm/m64",          "VEX.128.F2.0F.WIG 12 /r",    "RM",   "avx"),
    F("vpbroadcastb", "w:xmm, xmm/m8",         "VEX.128.66.0F38.W0 78 /r",   "RM",   "avx2"),
    F("vpbroadcastb", "w:ymm, xmm/m8",         "VEX.256.66.0F38.W0 78 /r",   "RM",   "avx2"),
    F("vpbroadcastw", "w:xmm, xmm/m16",        "VEX.128.66.0F38.W0 79 /r",   "RM",   "avx2"),
    F("vpbroadcastw", "w:ymm, xmm/m16",        "VEX.256.66.0F38.W0 79 /r",   "RM",   "avx2"),
    F("vpbroadcastd", "w:xmm, xmm/m32",        "VEX.128.66.0F38.W0 58 /r",   "RM",   "avx2"),
    F("vpbroadcastd", "w:ymm, xmm/m32",        "VEX.256.66.0F38.W0 58 /r",   "RM",   "avx2"),
    F("vpbroadcastq", "w:xmm, xmm/m64",        "VEX.128.66.0F38.W0 59 /r",   "RM",   "avx2"),
    F("vpbroadcastq", "w:ymm, xmm/m64",        "VEX.256.66.0F38.W0 59 /r",   "RM",   "avx2"),
    # --- int <-> float scalar conversions
    F("cvtsi2ss",   "rw:xmm, r/m32",           "F3 0F 2A /r",                "RM",   "sse"),
    F("cvtsi2ss",   "rw:xmm, r/m64",           "F3 REX.W 0F 2A /r",          "RM",   "sse"),
    F("cvtsi2sd",   "rw:xmm, r/m32",           "F2 0F 2A /r",                "RM",   "sse2"),
    F("cvtsi2sd",   "rw:xmm, r/m64",           "F2 REX.W 0F 2A /r",          "RM",   "sse2"),
    F("vcvtsi2ss",  "w:xmm, xmm, r/m32",       "VEX.LIG.F3.0F.W0 2A /r",     "RVM",  "avx"),
    F("vcvtsi2ss",  "w:xmm, xmm, r/m64",       "VEX.LIG.F3.0F.W1 2A /r",     "RVM",  "avx"),
    F("vcvtsi2sd",  "w:xmm, xmm, r/m32",       "VEX.LIG.F2.0F.W0 2A /r",     "RVM",  "avx"),
    F("vcvtsi2sd",  "w:xmm, xmm, r/m64",       "VEX.LIG.F2.0F.W1 2A /r",     "RVM",  "avx"),
    F("cvttss2si",  "w:r32, xmm/m32",          "F3 0F 2C /r",                "RM",   "sse"),
    F("cvttss2si",  "w:r64, xmm/m32",          "F3 REX.W 0F 2C /r",          "RM",   "sse"),
    F("cvttsd2si",  "w:r32, xmm/m64",          "F2 0F 2C /r",                "RM",   "sse2"),
    F("cvttsd2si",  "w:r64, xmm/m64",          "F2 REX.W 0F 2C /r",          "RM",   "sse2"),
    F("cvtss2si",   "w:r32, xmm/m32",          "F3 0F 2D /r",                "RM",   "sse"),
    F("cvtss2si",   "w:r64, xmm/m32",          "F3 REX.W 0F 2D /r",          "RM",   "sse"),
    F("cvtsd2si",   "w:r32, xmm/m64",          "F2 0F 2D /r",                "RM",   "sse2"),
    F("cvtsd2si",   "w:r64, xmm/m64",          "F2 REX.W 0F 2D /r",          "RM",   "sse2"),
    F("vcvttss2si", "w:r32, xmm/m32",          "VEX.LIG.F3.0F.W0 2C /r",     "RM",   "avx"),
    F("vcvttss2si", "w:r64, xmm/m32",          "VEX.LIG.F3.0F.W1 2C /r",     "RM",   "avx"),
    F("vcvttsd2si", "w:r32, xmm/m64",          "VEX.LIG.F2.0F.W0 2C /r",     "RM",   "avx"),
    F("vcvttsd2si", "w:r64, xmm/m64",          "VEX.LIG.F2.0F.W1 2C /r",     "RM",   "avx"),
    F("vcvtss2si",  "w:r32, xmm/m32",          "VEX.LIG.F3.0F.W0 2D /r",     "RM",   "avx"),
    F("vcvtss2si",  "w:r64, xmm/m32",          "VEX.LIG.F3.0F.W1 2D /r",     "RM",   "avx"),
    F("vcvtsd2si",  "w:r32, xmm/m64",          "VEX.LIG.F2.0F.W0 2D /r",     "RM",   "avx"),
    F("vcvtsd2si",  "w:r64, xmm/m64",          "VEX.LIG.F2.0F.W1 2D /r",     "RM",   "avx"),
    # --- packed conversions that change the element width (so the shapes differ)
    F("cvtdq2pd",   "w:xmm, xmm/m64",          "F3 0F E6 /r",                "RM",   "sse2"),
    F("vcvtdq2pd",  "w:xmm, xmm/m64",          "VEX.128.F3.0F.WIG E6 /r",    "RM",   "avx"),
    F("vcvtdq2pd",  "w:ymm, xmm/m128",         "VEX.256.F3.0F.WIG E6 /r",    "RM",   "avx"),
    F("cvtps2pd",   "w:xmm, xmm/m64",          "NP 0F 5A /r",                "RM",   "sse2"),
    F("vcvtps2pd",  "w:xmm, xmm/m64",          "VEX.128.0F.WIG 5A /r",       "RM",   "avx"),
    F("vcvtps2pd",  "w:ymm, xmm/m128",         "VEX.256.0F.WIG 5A /r",       "RM",   "avx"),
    F("cvtpd2ps",   "w:xmm, xmm/m128",         "66 0F 5A /r",                "RM",   "sse2"),
    F("vcvtpd2ps",  "w:xmm, xmm/m128",         "VEX.128.66.0F.WIG 5A /r",    "RM",   "avx"),
    F("vcvtpd2ps",  "w:xmm, ymm/m256",         "VEX.256.66.0F.WIG 5A /r",    "RM",   "avx"),
    F("cvttpd2dq",  "w:xmm, xmm/m128",         "66 0F E6 /r",                "RM",   "sse2"),
    F("vcvttpd2dq", "w:xmm, xmm/m128",         "VEX.128.66.0F.WIG E6 /r",    "RM",   "avx"),
    F("vcvttpd2dq", "w:xmm, ymm/m256",         "VEX.256.66.0F.WIG E6 /r",    "RM",   "avx"),
    F("vcvtph2ps",  "w:xmm, xmm/m64",          "VEX.128.66.0F38.W0 13 /r",   "RM",   "f16c"),
    F("vcvtph2ps",  "w:ymm, xmm/m128",         "VEX.256.66.0F38.W0 13 /r",   "RM",   "f16c"),
    F("vcvtps2ph",  "w:xmm/m64, xmm, imm8",    "VEX.128.66.0F3A.W0 1D /r ib", "MRI", "f16c"),
    F("vcvtps2ph",  "w:xmm/m128, ymm, imm8",   "VEX.256.66.0F3A.W0 1D /r ib", "MRI", "f16c"),
]  # fmt: skip


def _fma_forms() -> list[Form]:
    """VFMADD/VFMSUB/VFNMADD/VFNMSUB{132,213,231}{PS,PD,SS,SD}. The digits name which
    operands are multiplied and which is added (213: dst = src2*dst + src3); W0 is single,
    W1 double precision. Opcodes: 132 -> 98.., 213 -> A8.., 231 -> B8..; +2 msub,
    +4 nmadd, +6 nmsub; +1 for the scalar forms."""
    forms = []
    operations = (("fmadd", 0), ("fmsub", 2), ("fnmadd", 4), ("fnmsub", 6))
    orders = (("132", 0x98), ("213", 0xA8), ("231", 0xB8))
    for (op, op_offset), (order, base) in itertools.product(operations, orders):
        name = f"v{op}{order}"
        p, s = f"{base + op_offset:02X} /r", f"{base + op_offset + 1:02X} /r"
        forms += [
            F(f"{name}ps", "rw:xmm, xmm, xmm/m128", f"VEX.128.66.0F38.W0 {p}", "RVM", "fma"),
            F(f"{name}ps", "rw:ymm, ymm, ymm/m256", f"VEX.256.66.0F38.W0 {p}", "RVM", "fma"),
            F(f"{name}pd", "rw:xmm, xmm, xmm/m128", f"VEX.128.66.0F38.W1 {p}", "RVM", "fma"),
            F(f"{name}pd", "rw:ymm, ymm, ymm/m256", f"VEX.256.66.0F38.W1 {p}", "RVM", "fma"),
            F(f"{name}ss", "rw:xmm, xmm, xmm/m32",  f"VEX.LIG.66.0F38.W0 {s}", "RVM", "fma"),
            F(f"{name}sd", "rw:xmm, xmm, xmm/m64",  f"VEX.LIG.66.0F38.W1 {s}", "RVM", "fma"),
        ]  # fmt: skip
    return forms


def _build_table() -> list[Form]:
    forms = list(_GPR_FORMS)
    for mnem, n in _ALU_OPS.items():
        forms += _alu(mnem, n)
    for mnem, n in _SHIFT_OPS.items():
        forms += _shift(mnem, n)
    for mnem, (n, flags) in _UNARY_OPS.items():
        forms += _unary(mnem, n, flags)
    for mnem, n in _WIDE_OPS.items():
        forms += _wide(mnem, n)
    for cc, (tttn, reads) in CONDITION_CODES.items():
        forms += _condition_code_forms(cc, tttn, reads)
    for family in _family_rows():
        family_forms = _family_forms(*family)
        if family[1].startswith("compare"):
            family_forms = [_with_flags(form, _COMPARE_FLAGS) for form in family_forms]
        forms += family_forms
    forms += _VECTOR_MOVES_AND_CONVERSIONS
    forms += _fma_forms()
    for form in forms:
        _validate(form)
    return forms


# ----------------------------------------------------------------------------------------
# Validation: every row is checked against the mini-language when the module loads
# ----------------------------------------------------------------------------------------

_LETTER_ACCEPTS = {
    "R": lambda op: op.is_register_only,
    "M": lambda op: op.mem_size is not None or op.is_register_only,
    "V": lambda op: op.is_register_only and op.reg_class in ("xmm", "ymm", "gpr"),
    "L": lambda op: op.is_register_only and op.reg_class in ("xmm", "ymm"),
    "I": lambda op: op.imm_bits > 0,
    "O": lambda op: op.is_register_only and op.reg_class == "gpr",
    "D": lambda op: op.rel_bits > 0,
    "_": lambda op: op.fixed is not None or op.constant is not None,
}


def _whole_registers_alike(a: Operand, b: Operand) -> bool:
    """Both take a register of one class and size, and memory (if at all) of that size."""
    return (
        a.reg_class is not None
        and (a.reg_class, a.reg_size) == (b.reg_class, b.reg_size)
        and a.mem_size in (None, a.reg_size)
        and b.mem_size in (None, b.reg_size)
    )


def _copies(form: Form) -> bool:
    """Writes its first operand with the whole of its second and nothing else."""
    if len(form.operands) != 2 or form.flags_written:
        return False
    dst, src = form.operands
    return (dst.role, src.role) == ("w", "r") and _whole_registers_alike(dst, src)


def _validate(form: Form) -> None:
    def fail(why: str) -> None:
        raise TableError(f"{form.id} [{form.encoding}]: {why}")

    if form.mnemonic != form.mnemonic.lower() or not form.mnemonic:
        fail("mnemonic must be lower case")
    if form.feature not in FEATURES:
        fail(f"unknown feature {form.feature!r}")
    if form.flow not in FLOWS:
        fail(f"unknown flow {form.flow!r}")
    if len(form.op_en) != len(form.operands):
        fail(
            f"op/en {form.op_en!r} has {len(form.op_en)} letters for {len(form.operands)} operands"
        )
    for letter, operand in zip(form.op_en, form.operands, strict=True):
        if letter not in _LETTER_ACCEPTS or not _LETTER_ACCEPTS[letter](operand):
            fail(f"op/en letter {letter!r} cannot encode operand {operand.text!r}")
    try:
        enc = form.enc
    except TableError as error:
        fail(str(error))
    letters = form.op_en
    if ("R" in letters) != (enc.modrm and enc.digit is None):
        fail("/r must go with exactly one R operand")
    if ("M" in letters) != enc.modrm:
        fail("a ModRM byte needs an M operand and vice versa")
    if ("V" in letters or "L" in letters) and not enc.vex:
        fail("VEX.vvvv and /is4 exist only in VEX encodings")
    if ("L" in letters) != enc.is4:
        fail("/is4 must go with an L operand")
    if ("O" in letters) != enc.opcode_reg:
        fail("+rb/+rw/+rd/+ro must go with an O operand")
    imm_bits = tuple(
        op.imm_bits for op, le in zip(form.operands, letters, strict=True) if le == "I"
    )
    if imm_bits != enc.imm_bits:
        fail(f"immediates {imm_bits} do not match the encoding's {enc.imm_bits}")
    rel_bits = sum(op.rel_bits for op in form.operands)
    if rel_bits != enc.rel_bits:
        fail("rel8/rel32 must match cb/cd")
    first = form.operands[0] if form.operands else None
    if first and first.reg_class == "gpr" and not enc.vex and not first.fixed:
        if first.reg_size == 2 and not enc.prefixes.startswith(b"\x66"):
            fail("a 16-bit operation needs the 66 operand-size prefix")
        if first.reg_size == 8 and not enc.rex_w and not form.d64:
            fail("a 64-bit operation needs REX.W (or is d64)")
    if form.d64 and enc.rex_w:
        fail("a d64 form is 64-bit without REX.W")
    if form.copy and not _copies(form):
        fail("a copy writes its first operand with the whole of its second, and nothing else")
    sources = [op for op in form.operands if op.reads and op.reg_class is not None]
    if form.commutative and not (len(sources) == 2 and _whole_registers_alike(*sources)):
        fail("a commutative form reads two whole registers (or memory) of one class and size")
    if form.unaligned and (enc.vex or all(op.mem_size != 16 for op in form.operands)):
        fail("an unaligned form is legacy SSE with an m128 operand")


def index_by_id(forms: list[Form]) -> dict[str, Form]:
    """{id: form}. Two rows with one id are a copy-paste slip; a real second encoding of an
    instruction column says ``alternate=True`` and comes after its primary row, which wins
    ties in the encoder (the choice assemblers make)."""
    by_id: dict[str, Form] = {}
    duplicates = []
    for form in forms:
        primary = by_id.get(form.instruction)
        if form.alternate and (primary is None or primary.alternate):
            raise TableError(f"{form.id}: an alternate encoding needs its primary row before it")
        if form.id in by_id:
            duplicates.append(form.id)
        by_id[form.id] = form
    if duplicates:
        raise TableError(f"duplicate form ids: {duplicates}")
    return by_id


FORMS: list[Form] = _build_table()
FORMS_BY_MNEMONIC: dict[str, list[Form]] = {}
for _form in FORMS:
    FORMS_BY_MNEMONIC.setdefault(_form.mnemonic, []).append(_form)
FORMS_BY_ID: dict[str, Form] = index_by_id(FORMS)


def forms_for(mnemonic: str) -> list[Form]:
    """All forms of a mnemonic in table order (empty list if unknown)."""
    return FORMS_BY_MNEMONIC.get(mnemonic.lower(), [])
