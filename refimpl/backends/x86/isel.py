"""Instruction selection: the linearized, legalized kernel -> machine IR on virtual registers.

Where this sits: after legalize.py and linearize, before regalloc.py. Each IR node, in
linear order, is matched against `SELECT`, a `PatternMatcher` whose rules are grouped by IR
op under banners; a rule emits machine instructions through the `Selector` it receives as
`ctx` and returns the virtual registers holding the node's value (a list: one register
for a scalar, one per 16/32-byte piece for a vector), or `EFFECT` for stores and loops.

Where values live (the invariants every rule keeps):
- ints and bools in general-purpose registers. A 64-bit value fills its register; a 32-bit
  value fills the low half and the upper half is zero (x86 zero-extends 32-bit writes), so
  an i32 index can be used as a 64-bit address register; 8/16-bit values and bools (0/1)
  are valid in their low bits only and the bits above are garbage.
- floats (f16 as 16 bits, f32, f64) in the low lane of an xmm register.
- a vector of B bytes in ceil(B/32) vector registers ("pieces"), laid out as in memory;
  for an x86-64-v2 target pieces are 16 bytes. Lanes beyond B in a piece are garbage.

Some values are not computed where they stand in the linear order: constants are
materialized at each use (as an immediate when the instruction takes one), and a load
with a single user in the same block is left for the user to fold into a memory operand.
"""

from __future__ import annotations

from dataclasses import dataclass

from refimpl.backends.base import Program
from refimpl.backends.x86.mir import Imm, Inst, Label, MachineFunction, Mem, Reg, Slot, VReg
from refimpl.backends.x86.target import TARGETS
from refimpl.dtypes import DType, PtrDType, bool_, f16, f32, f64, i32, u16, u32, u64
from refimpl.ir import Ops, UOp, root_buffer
from refimpl.rewrite import Pat, PatternMatcher

EFFECT = ["effect"]  # what a rule returns for a node without a value


def is_vec_class(dtype) -> bool:
    """Values held in vector registers: floats and every vector."""
    return isinstance(dtype, DType) and (dtype.is_float or dtype.lanes > 1)


def _gpr_scalar(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.lanes == 1 and not dtype.is_float


def _float_scalar(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.lanes == 1 and dtype.is_float


def _vector(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.lanes > 1


def op_size(dtype: DType) -> int:
    """Width of the GPR instruction computing a value: 8/16-bit values compute in 32 bits
    (the low bits of add/sub/mul/and/or/xor/shl do not depend on the bits above)."""
    return 8 if dtype.bits == 64 else 4


def exact_size(dtype: DType) -> int:
    return max(dtype.bits, 8) // 8


def float_suffix(dtype: DType) -> str:
    return "sd" if dtype.scalar == f64 else "ss"


def packed_suffix(dtype: DType) -> str:
    return "pd" if dtype.scalar == f64 else "ps"


def vec_size(nbytes: int) -> int:
    """Register view for a value or piece of `nbytes`: xmm up to 16 bytes, ymm above."""
    return 32 if nbytes > 16 else 16


# --- index bounds, for folding `x + c` into a displacement -----------------------------------


def index_bounds(node: UOp) -> tuple[int, int] | None:
    """Bounds of an i32 index expression, when they are known and no step can overflow."""
    if node.op is Ops.CONST:
        return node.arg, node.arg
    if node.op is Ops.RANGE and node.src[0].op is Ops.CONST:
        return 0, max(node.src[0].arg - 1, 0)
    if node.op is Ops.VAR:
        return node.arg[2], node.arg[3]
    if node.op in (Ops.ADD, Ops.MUL) and node.dtype == i32:
        a, b = index_bounds(node.src[0]), index_bounds(node.src[1])
        if a is None or b is None:
            return None
        if node.op is Ops.ADD:
            lo, hi = a[0] + b[0], a[1] + b[1]
        else:
            corners = [x * y for x in a for y in b]
            lo, hi = min(corners), max(corners)
        return (lo, hi) if -(2**31) <= lo and hi < 2**31 else None
    return None


class Selector:
    """Per-kernel selection state: emitted instructions, value locations, frame slots."""

    def __init__(self, program: Program):
        self.program = program
        self.options = program.options
        self.target = TARGETS[program.options.target]
        self.features = self.target.features
        self.max_piece = 32 if "avx" in self.features else 16
        self.insts: list[Inst] = []
        self.values: dict[UOp, list[VReg]] = {}
        self.slots: list[Slot] = []
        self.local_arrays: dict[UOp, Slot] = {}
        self.next_vreg = 0
        self.next_label = 0
        self.uses_ymm = False
        linear = program.linear
        self.position = {n: i for i, n in enumerate(linear)}
        self.users: dict[UOp, list[UOp]] = {}
        for node in linear:
            for s in node.src:
                self.users.setdefault(s, []).append(node)
        self.foldable = {n for n in linear if self._can_fold_load(n)}
        self.flags_only = {n for n in linear if self._only_feeds_flags(n)}
        self.address_only = {n for n in linear if self._only_feeds_addresses(n)}
        self.mask_only = {n for n in linear if self._only_feeds_blends(n)}
        self.constant_pool: dict[UOp, Slot] = {}
        self.unset_elements: list[VReg] = []
        self.register_param_copies: list[int] = []  # entry copies of 32-bit parameters
        self.promoted = self._promote_register_arrays(linear)
        self.open_loops: dict[UOp, tuple[OpenLoop, int]] = {}

    # --- building blocks ---------------------------------------------------------------------

    def vreg(self, cls: str) -> VReg:
        self.next_vreg += 1
        return VReg(self.next_vreg, cls)

    def label(self, hint: str) -> Label:
        self.next_label += 1
        return Label(f".L{hint}{self.next_label}")

    def slot(self, size: int, align: int = 32) -> Slot:
        slot = Slot(len(self.slots), size, align)
        self.slots.append(slot)
        return slot

    def emit(self, op: str, *operands, comment: str = "") -> None:
        for o in operands:
            if isinstance(o, Reg) and o.size == 32:
                self.uses_ymm = True
        self.insts.append(Inst(op, tuple(operands), comment))

    def place(self, label: Label) -> None:
        self.insts.append(Inst("label", (label,)))

    def pieces(self, dtype: DType) -> list[int]:
        """Byte size of each register piece of a vector value."""
        total = dtype.size
        return [min(self.max_piece, total - k) for k in range(0, total, self.max_piece)]

    # --- getting operands ----------------------------------------------------------------------

    def _promote_register_arrays(self, linear: list[UOp]) -> dict[tuple[UOp, int], VReg]:
        """A register array (accumulator) whose every access is an ungated scalar access at a
        constant index lives in virtual registers, one per element, instead of the frame:
        a store is a copy into the element's register, a load a copy out of it. An element
        read before any store holds an unspecified value ([reg-init]); it gets a definition
        at entry so its register is live around every loop that reads it."""
        accesses: dict[UOp, list[UOp]] = {}
        for n in linear:
            if n.op in (Ops.LOAD, Ops.STORE) and root_buffer(n.src[0]).op is Ops.REG:
                accesses.setdefault(root_buffer(n.src[0]), []).append(n)
        promoted: dict[tuple[UOp, int], VReg] = {}
        for array, nodes in accesses.items():
            dtype = array.dtype.base
            if any(
                n.src[1].op is not Ops.CONST or (n.op is Ops.LOAD and len(n.src) != 2)
                or (n.op is Ops.STORE and len(n.src) != 3)
                or (n.dtype if n.op is Ops.LOAD else n.src[2].dtype).lanes != 1
                for n in nodes
            ):  # fmt: skip
                continue
            for n in nodes:
                key = (array, n.src[1].arg)
                if key not in promoted:
                    promoted[key] = self.vreg("vec" if dtype.is_float else "gpr")
                    if n.op is Ops.LOAD:
                        self.unset_elements.append(promoted[key])
        return promoted

    def stored_before_last_use(self, load: UOp) -> bool:
        """Does a store to the element `load` reads come before the load's last user?"""
        start = self.position[load]
        end = max((self.position[u] for u in self.users.get(load, [])), default=start)
        element = self.element(load)
        return any(
            n.op is Ops.STORE and n.src[1].op is Ops.CONST and self.element(n) is element
            for n in self.program.linear[start + 1 : end + 1]
        )

    def element(self, node: UOp) -> VReg | None:
        """The register holding the accessed element of a promoted register array."""
        return self.promoted.get((root_buffer(node.src[0]), node.src[1].arg))

    def _can_fold_load(self, node: UOp) -> bool:
        """A load may move down to its only user when nothing between them touches memory
        or control flow, and the user is in the same block (never hoisted into a loop)."""
        if node.op is not Ops.LOAD or len(node.src) != 2 or node.dtype.lanes != 1:
            return False
        if root_buffer(node.src[0]).op is Ops.REG and node.src[1].op is Ops.CONST:
            return False  # possibly a promoted element: a register, not memory
        users = self.users.get(node, [])
        if len(users) != 1 or users[0].op in (Ops.STORE, Ops.LOAD, Ops.CAST, Ops.BITCAST):
            return False
        start, end = self.position[node], self.position[users[0]]
        between = self.program.linear[start + 1 : end]
        return not any(n.op in (Ops.STORE, Ops.RANGE, Ops.END) for n in between)

    def _only_feeds_flags(self, node: UOp) -> bool:
        """A compare used only as a condition (of where, or a gate) never needs its bool:
        `condition` re-emits it next to each consumer."""
        if node.op not in (Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE) or node.src[0].dtype.lanes != 1:
            return False
        if node.src[0].dtype.is_float and node.op is not Ops.CMPLT:
            return False  # == and != of floats need two flags: computed as a bool
        for user in self.users.get(node, []):
            gate = user.src[2] if user.op is Ops.LOAD and len(user.src) == 4 else None
            gate = user.src[3] if user.op is Ops.STORE and len(user.src) == 4 else gate
            condition = user.src[0] if user.op is Ops.WHERE and user.dtype.lanes == 1 else gate
            if condition is not node or user.src.count(node) != 1:
                return False
        return True

    def fill_constant_pool(self) -> None:
        """Float constants (other than +0.0, a zero idiom) live in frame slots written once at
        entry with integer immediates; uses load them in one instruction or fold them as
        memory operands, and they hold no register across loops."""
        for node in self.program.linear:
            if node.op is not Ops.CONST or not node.dtype.is_float:
                continue
            bits = _float_bits(node.dtype, node.arg)
            if bits == 0 or all(u.op is Ops.STORE for u in self.users.get(node, [])):
                continue
            size = node.dtype.itemsize
            slot = self.slot(size, size)
            self.constant_pool[node] = slot
            if size < 8 or bits < 2**31:
                self.emit("mov", Mem(slot, None, 1, 0, size), Imm(bits))
            else:
                tmp = self.vreg("gpr")
                self.emit("mov", Reg(tmp, 8), Imm(bits - (1 << 64) if bits >> 63 else bits))
                self.emit("mov", Mem(slot, None, 1, 0, 8), Reg(tmp, 8))

    def _only_feeds_blends(self, node: UOp) -> bool:
        """A vector compare used only as the condition of packed wheres stays a lane mask."""
        users = self.users.get(node, [])
        return (
            node.op in (Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE) and node.src[0].dtype.lanes > 1
            and bool(users)
            and all(u.op is Ops.WHERE and u.src.index(node) == 0 and u.src.count(node) == 1
                    for u in users)
        )  # fmt: skip

    def _only_feeds_addresses(self, node: UOp) -> bool:
        """`x + c` used only as load/store indices lives on in their displacements."""
        users = self.users.get(node, [])
        return (
            bool(users)
            and self._foldable_offset(node) is not None
            and all(
                u.op in (Ops.LOAD, Ops.STORE) and u.src.index(node) == 1 and u.src.count(node) == 1
                for u in users
            )  # fmt: skip
        )

    @staticmethod
    def _foldable_offset(index: UOp) -> tuple[UOp, int] | None:
        """(x, c) for an index `x + c` where x cannot be negative: the index register is
        used zero-extended, so x itself must be a valid offset for c to move into disp."""
        if index.op is not Ops.ADD or index.src[1].op is not Ops.CONST:
            return None
        bounds = index_bounds(index.src[0])
        return (index.src[0], index.src[1].arg) if bounds is not None and bounds[0] >= 0 else None

    def value(self, node: UOp) -> list[VReg]:
        """The registers holding `node`, materializing constants and deferred loads here."""
        if node in self.constant_pool:
            reg = self.vreg("vec")
            load_piece(self, reg, Mem(self.constant_pool[node], None, 1, 0, node.dtype.itemsize),
                       node.dtype.itemsize)  # fmt: skip
            return [reg]
        if node.op is Ops.CONST:
            return [self.materialize_const(node)]
        if node in self.values:
            return self.values[node]
        if node in self.foldable:  # the user did not fold it after all: load it now
            self.values[node] = select_load(self, node)
            return self.values[node]
        raise AssertionError(f"isel: {node!r} used before it was selected")

    def one(self, node: UOp) -> VReg:
        (reg,) = self.value(node)
        return reg

    def reg(self, node: UOp, size: int) -> Reg:
        return Reg(self.one(node), size)

    def rm(self, node: UOp, size: int) -> Reg | Mem:
        """A register or, for a foldable load of exactly `size` bytes, its memory operand."""
        if node in self.foldable and node not in self.values and exact_size(node.dtype) == size:
            return self.address(node.src[0], node.src[1], size)
        if node in self.constant_pool and node.dtype.itemsize == size:
            return Mem(self.constant_pool[node], None, 1, 0, size)
        return self.reg(node, size)

    def rmi(self, node: UOp, size: int) -> Reg | Mem | Imm:
        """Also an immediate, when the constant fits the sign-extended imm32 every ALU form has."""
        if node.op is Ops.CONST and -(2**31) <= _signed(node, size) < 2**31:
            return Imm(_signed(node, size))
        return self.rm(node, size)

    def materialize_const(self, node: UOp) -> VReg:
        dtype = node.dtype
        if dtype.is_float:
            bits = int(_float_bits(dtype, node.arg))
            reg = self.vreg("vec")
            if bits == 0:  # +0.0: the zero idiom, no GPR round trip
                self.emit("vxorps", Reg(reg, 16), Reg(reg, 16), Reg(reg, 16))
                return reg
            gpr = self.vreg("gpr")
            wide = dtype == f64
            self.emit("mov", Reg(gpr, 8 if wide and bits >= 2**32 else 4), Imm(bits))
            self.emit("vmovq" if wide else "vmovd", Reg(reg, 16), Reg(gpr, 8 if wide else 4))
            return reg
        reg = self.vreg("gpr")
        value = int(node.arg) & ((1 << max(dtype.bits, 8)) - 1)
        if value == 0:
            # the zero idiom; safe because no rule materializes a constant between a
            # compare and its consumer (operands are fetched before `condition`)
            self.emit("xor", Reg(reg, 4), Reg(reg, 4))
        elif dtype.bits == 64 and value >= 2**32:
            self.emit("mov", Reg(reg, 8), Imm(_signed(node, 8)))
        else:
            self.emit("mov", Reg(reg, 4), Imm(value))
        return reg

    def address(self, buf: UOp, index: UOp, size: int, extra: int = 0) -> Mem:
        """[base + index*scale + disp] for element `index` of `buf` (+ `extra` bytes)."""
        itemsize = buf.dtype.base.itemsize
        root = root_buffer(buf)
        base = self.local_array(root) if root.op is Ops.REG else self.one(root)
        disp, index_node = extra, index
        if index.op is Ops.CONST:
            return Mem(base, None, 1, disp + index.arg * itemsize, size)
        if (offset := self._foldable_offset(index)) is not None:
            index_node, disp = offset[0], disp + offset[1] * itemsize
        return Mem(base, self.one(index_node), itemsize, disp, size)

    def local_array(self, reg_node: UOp) -> Slot:
        if reg_node not in self.local_arrays:
            dtype: PtrDType = reg_node.dtype
            self.local_arrays[reg_node] = self.slot(dtype.base.itemsize * dtype.size)
        return self.local_arrays[reg_node]

    # --- flags ---------------------------------------------------------------------------------

    def condition(self, cond: UOp) -> str:
        """Emit what sets the flags for bool `cond` and return the condition code that is
        true exactly when `cond` is. The compare is emitted right here, next to its consumer,
        so flags never have to survive anything else (this is how a compare whose flags
        would be clobbered gets rematerialized: it is always re-emitted)."""
        if cond.op in (Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE) and cond.src[0].dtype.lanes == 1:
            a, b = cond.src
            if not a.dtype.is_float:
                size = exact_size(a.dtype)
                left = self.reg(a, size)
                right = self.rmi(b, size) if size > 1 or b.op is not Ops.CONST else Imm(b.arg)
                if isinstance(right, Imm) and size < 4:
                    right = Imm(int(b.arg) & ((1 << (8 * size)) - 1))
                self.emit("cmp", left, right)
                if cond.op is Ops.CMPLT:
                    return "l" if a.dtype.is_signed else "b"
                return "e" if cond.op is Ops.CMPEQ else "ne"
            if cond.op is Ops.CMPLT:  # a < b  <=>  b > a; "above" is false when unordered
                suffix = float_suffix(a.dtype)
                self.emit(f"vucomi{suffix}", self.reg(b, 16), self.rm(a, exact_size(a.dtype)))
                return "a"
        self.emit("test", self.reg(cond, 1), self.reg(cond, 1))
        return "ne"

    # --- the pass ------------------------------------------------------------------------------

    def run(self) -> MachineFunction:
        self.entry()
        self.fill_constant_pool()
        for reg in self.unset_elements:  # [reg-init]: any value will do; zero is cheapest
            view = 16 if reg.cls == "vec" else 4
            self.emit("vxorps" if reg.cls == "vec" else "xor", Reg(reg, view), Reg(reg, view),
                      *([Reg(reg, view)] if reg.cls == "vec" else []))  # fmt: skip
        for node in self.program.linear:
            if node.op in (Ops.CONST, Ops.PARAM, Ops.VAR, Ops.REG, Ops.AFTER, Ops.SINK):
                continue
            if (
                node in self.foldable
                or node in self.flags_only
                or node in self.address_only
                or node in self.mask_only
            ):
                continue  # selected by its user (see value/rm and condition)
            result = SELECT.rewrite(node, self)
            if result is None:
                raise NotImplementedError(f"x86 isel: no rule for {node.op.text} {node.dtype}")
            if result is not EFFECT:
                self.values[node] = result
        self.keep_needed_zero_extensions()
        return MachineFunction(
            self.program.name, self.insts, self.slots, self.target, self.uses_ymm
        )

    def entry(self) -> None:
        """Copy each parameter out of its ABI location into a virtual register.

        [abi-narrow] A scalar parameter arrives with the bits above its dtype unspecified
        (System V leaves bits 8/16/32..63 of an 8/16/32-bit argument to the caller). The copy
        is a 32-bit `mov` for every narrow dtype: an 8/16-bit value may keep garbage above
        (every rule reads it at its exact width or extends it first), and for a 32-bit value
        the same `mov` clears the upper half, as the value invariant requires; a parameter
        in a stack slot is loaded with a 32-bit load, which clears it too."""
        from refimpl.backends.x86.abi import param_location

        for param in self.program.kernel.params:
            slot = param.arg[0]
            reg = self.vreg("gpr")
            size = 8 if param.op is Ops.PARAM or param.dtype.bits == 64 else 4
            location = param_location(slot, size)
            if param.op is Ops.VAR and param.dtype.bits == 32 and isinstance(location, Reg):
                self.register_param_copies.append(len(self.insts))
            self.emit("mov", Reg(reg, size), location, comment=param.arg[1])
            self.values[param] = [reg]

    def keep_needed_zero_extensions(self) -> None:
        """[abi-narrow] The allocator drops the entry copy `mov r32, edi` of a 32-bit register
        parameter when both land in one register, and with it the clearing of the upper half.
        Keep it (mark it "zero-extend") exactly when the value, or a 32-bit register copy of
        it, is ever seen as 64 bits: a 64-bit operand or an address register. A 32-bit `lea`
        doesn't count (the low half of a sum needs only the low halves), nor does any 32-bit
        use, so a parameter used only as a 32-bit operand costs no instruction."""
        copies: dict[VReg, list[VReg]] = {}
        wide: set[VReg | str] = set()
        for inst in self.insts:
            operands = inst.operands
            if (
                inst.op == "mov" and inst.comment != "zero-extend"
                and all(isinstance(o, Reg) and isinstance(o.reg, VReg) and o.size == 4
                        for o in operands)
            ):  # fmt: skip
                copies.setdefault(operands[1].reg, []).append(operands[0].reg)
            narrow_lea = inst.op == "lea" and operands[0].size <= 4
            for operand in operands:
                if isinstance(operand, Reg) and operand.size == 8:
                    wide.add(operand.reg)
                elif isinstance(operand, Mem) and not narrow_lea:
                    wide.update(operand.regs())
        for position in self.register_param_copies:
            copy = self.insts[position]
            reached: set[VReg] = set()
            pending = [copy.operands[0].reg]
            while pending:
                reg = pending.pop()
                if reg not in reached:
                    reached.add(reg)
                    pending += copies.get(reg, [])
            if reached & wide:
                self.insts[position] = Inst(copy.op, copy.operands, "zero-extend")


def _signed(node: UOp, size: int) -> int:
    bits = 8 * size
    value = int(node.arg) & ((1 << bits) - 1)
    return value - (1 << bits) if value >> (bits - 1) else value


def _float_bits(dtype: DType, value: float) -> int:
    import numpy as np

    return int(np.array(value, dtype=dtype.np).view(f"u{dtype.itemsize}"))


def inverse(cc: str) -> str:
    pairs = {"e": "ne", "l": "ge", "le": "g", "b": "ae", "be": "a", "p": "np"}
    pairs |= {v: k for k, v in pairs.items()}
    return pairs[cc]


# ============================================================================================
# Rules. Each function receives the Selector as `ctx` and the matched node as `x`.
# ============================================================================================

# ---- loads and stores ------------------------------------------------------------------------


def load_into(ctx: Selector, dst: list[VReg], dtype: DType, buf: UOp, index: UOp) -> None:
    """Load `dtype` at element `index` of `buf` into registers `dst`."""
    if not is_vec_class(dtype):
        size = exact_size(dtype)
        mem = ctx.address(buf, index, size)
        if size < 4:
            ctx.emit("movzx", Reg(dst[0], 4), mem)
        else:
            ctx.emit("mov", Reg(dst[0], size), mem)
        return
    offset = 0
    for reg, size in zip(
        dst, ctx.pieces(dtype) if dtype.lanes > 1 else [dtype.itemsize], strict=True
    ):
        load_piece(ctx, reg, ctx.address(buf, index, size, offset), size)
        offset += size


def load_piece(ctx: Selector, reg: VReg, mem: Mem, size: int) -> None:
    if size == 2:  # no 16-bit load into xmm without a source to merge into: go via a GPR
        tmp = ctx.vreg("gpr")
        ctx.emit("movzx", Reg(tmp, 4), mem)
        ctx.emit("vmovd", Reg(reg, 16), Reg(tmp, 4))
    elif size <= 8:
        ctx.emit("vmovd" if size == 4 else "vmovq", Reg(reg, 16), mem)
    else:
        ctx.emit("vmovdqu", Reg(reg, size), mem)


def store_piece(ctx: Selector, reg: VReg, mem: Mem, size: int) -> None:
    if size == 2:
        ctx.emit("vpextrw", mem, Reg(reg, 16), Imm(0))
    elif size <= 8:
        ctx.emit("vmovd" if size == 4 else "vmovq", mem, Reg(reg, 16))
    else:
        ctx.emit("vmovdqu", mem, Reg(reg, size))


def new_value(ctx: Selector, dtype: DType) -> list[VReg]:
    if not is_vec_class(dtype):
        return [ctx.vreg("gpr")]
    return [ctx.vreg("vec") for _ in (ctx.pieces(dtype) if dtype.lanes > 1 else [0])]


def select_load(ctx: Selector, x: UOp) -> list[VReg]:
    dst = new_value(ctx, x.dtype)
    if (element := ctx.element(x)) is not None:
        if not ctx.stored_before_last_use(x):
            return [element]  # nothing overwrites the element while the value is in use
        copy_into(ctx, dst, [element], x.dtype)
        return dst
    if len(x.src) == 2:
        load_into(ctx, dst, x.dtype, x.src[0], x.src[1])
        return dst
    # gated: dst = alt; if gate: dst = load. Memory is not touched when the gate is false.
    buf, index, gate, alt = x.src
    copy_into(ctx, dst, ctx.value(alt), x.dtype)
    skip = ctx.label("gate")
    cc = ctx.condition(gate)
    ctx.emit(f"j{inverse(cc)}", skip)
    load_into(ctx, dst, x.dtype, buf, index)
    ctx.place(skip)
    return dst


def copy_into(ctx: Selector, dst: list[VReg], src: list[VReg], dtype: DType) -> None:
    sizes = ctx.pieces(dtype) if dtype.lanes > 1 else [dtype.itemsize]
    for d, s, size in zip(dst, src, sizes, strict=True):
        if d.cls == "gpr":
            ctx.emit("mov", Reg(d, op_size(dtype)), Reg(s, op_size(dtype)))
        else:  # per piece: a 32-byte vector is two xmm pieces on a target without AVX
            ctx.emit("vmovaps", Reg(d, vec_size(size)), Reg(s, vec_size(size)))


def select_store(ctx: Selector, x: UOp) -> list:
    buf, index, value = x.src[:3]
    if (element := ctx.element(x)) is not None:
        copy_into(ctx, [element], ctx.value(value), value.dtype)
        return EFFECT
    skip = None
    if len(x.src) == 4:
        skip = ctx.label("gate")
        # operands first, so nothing is materialized between the test and the branch
        regs = None if value.op is Ops.CONST else ctx.value(value)
        cc = ctx.condition(x.src[3])
        ctx.emit(f"j{inverse(cc)}", skip)
    else:
        regs = None
    dtype = value.dtype
    if value.op is Ops.CONST:
        # any constant, floats by their bit pattern, is stored as an immediate when it fits
        size = exact_size(dtype)
        pattern = value
        if dtype.is_float:
            pattern = UOp.const({2: u16, 4: u32, 8: u64}[size], _float_bits(dtype, value.arg))
        imm = _signed(pattern, size)
        if size < 8 or -(2**31) <= imm < 2**31:
            raw = int(pattern.arg) & ((1 << 8 * size) - 1)
            ctx.emit("mov", ctx.address(buf, index, size), Imm(imm if size == 8 else raw))
            if skip:
                ctx.place(skip)
            return EFFECT
    regs = regs or ctx.value(value)
    if not is_vec_class(dtype):
        size = exact_size(dtype)
        ctx.emit("mov", ctx.address(buf, index, size), Reg(regs[0], size))
    else:
        offset = 0
        for reg, size in zip(
            regs, ctx.pieces(dtype) if dtype.lanes > 1 else [dtype.itemsize], strict=True
        ):
            store_piece(ctx, reg, ctx.address(buf, index, size, offset), size)
            offset += size
    if skip:
        ctx.place(skip)
    return EFFECT


# ---- loops: compare-and-branch at the bottom -------------------------------------------------


@dataclass
class OpenLoop:
    counter: VReg
    top: Label
    done: Label


def select_range(ctx: Selector, x: UOp) -> list[VReg]:
    bound = x.src[0]
    counter = ctx.vreg("gpr")
    size = op_size(x.dtype)
    loop = OpenLoop(counter, ctx.label("loop"), ctx.label("done"))
    ctx.emit("xor", Reg(counter, 4), Reg(counter, 4))
    # a loop that might run zero times needs a test at the top as well
    if bound.op is not Ops.CONST or _signed(bound, exact_size(x.dtype)) <= 0:
        ctx.emit("cmp", Reg(counter, exact_size(x.dtype)), ctx.rmi(bound, exact_size(x.dtype)))
        ctx.emit("jge" if x.dtype.is_signed else "jae", loop.done)
    ctx.place(loop.top)
    ctx.open_loops[x] = (loop, size)
    return [counter]


def select_end(ctx: Selector, x: UOp) -> list:
    rng = x.src[0]
    loop, size = ctx.open_loops.pop(rng)
    width = exact_size(rng.dtype)
    ctx.emit("add", Reg(loop.counter, size), Imm(1))
    bound = rng.src[0]
    if bound.op is Ops.CONST and width < 4:
        right: Reg | Imm = Imm(int(bound.arg) & ((1 << 8 * width) - 1))
    else:
        right = ctx.rmi(bound, width)
    ctx.emit("cmp", Reg(loop.counter, width), right)
    ctx.emit("jl" if rng.dtype.is_signed else "jb", loop.top)
    ctx.place(loop.done)
    return EFFECT


# ---- integer ALU ---------------------------------------------------------------------------


def int_binary(mnemonic: str):
    """d = a OP b as `mov d, a; OP d, b/imm/mem` (x86 ALU ops are two-address)."""

    def rule(ctx: Selector, x: UOp) -> list[VReg]:
        a, b = x.src
        if a.op is Ops.CONST and x.op in (Ops.ADD, Ops.MUL, Ops.AND, Ops.OR, Ops.XOR):
            a, b = b, a  # commutative: keep the constant on the right, where it can be an imm
        size = op_size(x.dtype)
        dst = ctx.vreg("gpr")
        right = ctx.rmi(b, size)
        if mnemonic == "add" and not isinstance(right, Mem) and len(ctx.users.get(a, [])) > 1:
            # a stays live: lea computes a + b (or a + imm) into a third register without a
            # copy of a (when a dies here, mov + add is shorter: the allocator drops the mov)
            index = right.reg if isinstance(right, Reg) else None
            disp = right.value if isinstance(right, Imm) else 0
            ctx.emit("lea", Reg(dst, size), Mem(ctx.one(a), index, 1, disp, 0))
            return [dst]
        if mnemonic == "imul" and isinstance(right, Imm):
            ctx.emit("imul", Reg(dst, size), ctx.reg(a, size), right)  # three-operand form
            return [dst]
        if isinstance(right, Mem) and exact_size(x.dtype) != size:
            right = ctx.reg(b, size)
        ctx.emit("mov", Reg(dst, size), ctx.reg(a, size))
        ctx.emit(mnemonic, Reg(dst, size), right)
        return [dst]

    return rule


def int_neg(ctx: Selector, x: UOp) -> list[VReg]:
    dst = ctx.vreg("gpr")
    size = op_size(x.dtype)
    ctx.emit("mov", Reg(dst, size), ctx.reg(x.src[0], size))
    ctx.emit("neg", Reg(dst, size))
    return [dst]


def extend(ctx: Selector, node: UOp, size: int) -> VReg:
    """`node` widened to `size` bytes by its signedness (8/16-bit values have garbage above)."""
    dtype = node.dtype
    if exact_size(dtype) >= 4:
        return ctx.one(node)
    dst = ctx.vreg("gpr")
    ctx.emit(
        "movsx" if dtype.is_signed else "movzx", Reg(dst, size), ctx.reg(node, exact_size(dtype))
    )
    return dst


def int_shift(ctx: Selector, x: UOp) -> list[VReg]:
    """[shift-mask]: shift by b mod bits. 32/64-bit shifts mask the count in hardware;
    8/16-bit ones need an explicit mask, and a right shift first widens the value."""
    a, b = x.src
    bits, size = x.dtype.bits, op_size(x.dtype)
    right = x.op is Ops.SHR
    mnemonic = "shl" if not right else ("sar" if x.dtype.is_signed else "shr")
    dst = ctx.vreg("gpr")
    source = extend(ctx, a, 4) if right else ctx.one(a)
    if b.op is Ops.CONST:
        ctx.emit("mov", Reg(dst, size), Reg(source, size))
        ctx.emit(mnemonic, Reg(dst, size), Imm(int(b.arg) % bits))
        return [dst]
    ctx.emit("mov", Reg("rcx", 4), ctx.reg(b, 4))
    if bits < 32:
        ctx.emit("and", Reg("rcx", 4), Imm(bits - 1))
    ctx.emit("mov", Reg(dst, size), Reg(source, size))
    ctx.emit(mnemonic, Reg(dst, size), Reg("rcx", 1))
    return [dst]


def int_divide(ctx: Selector, x: UOp) -> list[VReg]:
    """idiv/div in rax:rdx. [idiv-zero]: a zero divisor skips the division (the result is
    unspecified, but must not trap). [idiv-overflow]: MIN / -1 skips it too and takes
    quotient = -a (which wraps to MIN) and remainder 0. 8/16-bit division is done in 32 bits,
    where it cannot overflow."""
    a, b = x.src
    signed = x.dtype.is_signed
    size = 8 if x.dtype.bits == 64 else 4
    dividend = extend(ctx, a, 4)
    divisor = extend(ctx, b, 4) if b.op is not Ops.CONST else ctx.materialize_const(b)
    if b.op is Ops.CONST and exact_size(b.dtype) < 4 and not signed:
        pass  # materialize_const wrote the zero-extended value into 32 bits already
    elif b.op is Ops.CONST and exact_size(b.dtype) < 4:
        divisor = extend_reg(ctx, divisor, b.dtype)
    done = ctx.label("div")
    ctx.emit("mov", Reg("rax", size), Reg(dividend, size))
    ctx.emit("mov", Reg("rdx", 4), Imm(0))  # remainder when the division is skipped
    needs_zero_check = b.op is not Ops.CONST or b.arg == 0
    needs_overflow_check = (
        signed and size >= 4 and x.dtype.bits >= 32 and (b.op is not Ops.CONST or b.arg == -1)
    )
    if needs_zero_check:
        ctx.emit("test", Reg(divisor, size), Reg(divisor, size))
        ctx.emit("je", done)
    if needs_overflow_check:
        divide = ctx.label("idiv")
        ctx.emit("cmp", Reg(divisor, size), Imm(-1))
        ctx.emit("jne", divide)
        ctx.emit("neg", Reg("rax", size))
        ctx.emit("jmp", done)
        ctx.place(divide)
    if signed:
        ctx.emit("cqo" if size == 8 else "cdq")
        ctx.emit("idiv", Reg(divisor, size))
    else:
        ctx.emit("mov", Reg("rdx", 4), Imm(0))
        ctx.emit("div", Reg(divisor, size))
    ctx.place(done)
    dst = ctx.vreg("gpr")
    ctx.emit("mov", Reg(dst, size), Reg("rax" if x.op is Ops.IDIV else "rdx", size))
    return [dst]


def extend_reg(ctx: Selector, reg: VReg, dtype: DType) -> VReg:
    dst = ctx.vreg("gpr")
    ctx.emit("movsx" if dtype.is_signed else "movzx", Reg(dst, 4), Reg(reg, exact_size(dtype)))
    return dst


def int_minmax(ctx: Selector, x: UOp) -> list[VReg]:
    """max = a > b ? a : b via cmp + cmov (no branch); compared at the exact width."""
    a, b = x.src
    size, width = op_size(x.dtype), exact_size(x.dtype)
    signed = x.dtype.is_signed
    cc = ("g" if signed else "a") if x.op is Ops.MAX else ("l" if signed else "b")
    dst = ctx.vreg("gpr")
    left = ctx.reg(a, size)
    ctx.emit("mov", Reg(dst, size), ctx.reg(b, size))
    ctx.emit("cmp", Reg(left.reg, width), Reg(dst, width))
    ctx.emit(f"cmov{cc}", Reg(dst, size), left)
    return [dst]


def compare_to_bool(ctx: Selector, x: UOp) -> list[VReg]:
    """A compare whose value is needed as a bool: setcc (float == and != need two flags)."""
    a, b = x.src
    dst = ctx.vreg("gpr")
    if a.dtype.is_float and x.op in (Ops.CMPEQ, Ops.CMPNE):
        # ZF=1 and PF=0 for ==; unordered (PF=1) makes != true ([float-compare])
        other = ctx.vreg("gpr")
        ctx.emit(f"vucomi{float_suffix(a.dtype)}", ctx.reg(a, 16), ctx.rm(b, exact_size(b.dtype)))
        if x.op is Ops.CMPEQ:
            ctx.emit("sete", Reg(dst, 1))
            ctx.emit("setnp", Reg(other, 1))
            ctx.emit("and", Reg(dst, 1), Reg(other, 1))
        else:
            ctx.emit("setne", Reg(dst, 1))
            ctx.emit("setp", Reg(other, 1))
            ctx.emit("or", Reg(dst, 1), Reg(other, 1))
        return [dst]
    cc = ctx.condition(x)
    ctx.emit(f"set{cc}", Reg(dst, 1))
    return [dst]


def where_gpr(ctx: Selector, x: UOp) -> list[VReg]:
    """where(c, a, b) on ints: mov d, b; <flags of c>; cmov d, a. The compare feeding c is
    emitted here, between the mov and the cmov (mov does not touch the flags)."""
    c, a, b = x.src
    size = op_size(x.dtype)
    dst = ctx.vreg("gpr")
    left = ctx.reg(a, size)
    ctx.emit("mov", Reg(dst, size), ctx.reg(b, size))
    cc = ctx.condition(c)
    ctx.emit(f"cmov{cc}", Reg(dst, size), left)
    return [dst]


# ---- float ALU (scalar: the low lane of an xmm) -----------------------------------------------


def float_binary(stem: str):
    """VEX three-operand: d = a OP b; b may be a folded load. maxss/minss with a in the first
    source and b in the second compute exactly [float-minmax] (a > b ? a : b)."""

    def rule(ctx: Selector, x: UOp) -> list[VReg]:
        a, b = x.src
        dst = ctx.vreg("vec")
        size = exact_size(x.dtype)
        ctx.emit(f"v{stem}{float_suffix(x.dtype)}", Reg(dst, 16), ctx.reg(a, 16), ctx.rm(b, size))
        return [dst]

    return rule


def float_sqrt(ctx: Selector, x: UOp) -> list[VReg]:
    dst = ctx.vreg("vec")
    src = ctx.reg(x.src[0], 16)
    ctx.emit(f"vsqrt{float_suffix(x.dtype)}", Reg(dst, 16), src, src)
    return [dst]


def float_trunc(ctx: Selector, x: UOp) -> list[VReg]:
    """roundss with imm 0b1011: toward zero (3), and no precision exception (8)."""
    dst = ctx.vreg("vec")
    src = ctx.reg(x.src[0], 16)
    ctx.emit(f"vround{float_suffix(x.dtype)}", Reg(dst, 16), src, src, Imm(0b1011))
    return [dst]


def sign_mask(ctx: Selector, dtype: DType) -> VReg:
    return ctx.materialize_const(UOp.const(dtype.scalar, -0.0))


def float_neg(ctx: Selector, x: UOp) -> list[VReg]:
    """[neg]: flip the sign bit (xor with -0.0), which also negates zeros and NaNs."""
    dst = ctx.vreg("vec")
    suffix = packed_suffix(x.dtype)
    ctx.emit(f"vxor{suffix}", Reg(dst, 16), ctx.reg(x.src[0], 16), Reg(sign_mask(ctx, x.dtype), 16))
    return [dst]


def float_fma(ctx: Selector, x: UOp) -> list[VReg]:
    """Only reached under fast_math on an FMA target (legalize splits mulacc otherwise)."""
    a, b, c = x.src
    if x.dtype.lanes > 1:
        return packed_fma(ctx, x)
    dst = ctx.vreg("vec")
    ctx.emit("vmovaps", Reg(dst, 16), ctx.reg(c, 16))
    ctx.emit(f"vfmadd231{float_suffix(x.dtype)}", Reg(dst, 16), ctx.reg(a, 16),
             ctx.rm(b, exact_size(x.dtype)))  # fmt: skip
    return [dst]


def where_float(ctx: Selector, x: UOp) -> list[VReg]:
    """Floats have no cmov: copy b, and branch over copying a."""
    c, a, b = x.src
    dst = ctx.vreg("vec")
    left = ctx.reg(a, 16)
    ctx.emit("vmovaps", Reg(dst, 16), ctx.reg(b, 16))
    skip = ctx.label("where")
    cc = ctx.condition(c)
    ctx.emit(f"j{inverse(cc)}", skip)
    ctx.emit("vmovaps", Reg(dst, 16), left)
    ctx.place(skip)
    return [dst]


# ---- packed vector ALU (one instruction per piece) -----------------------------------------

_PACKED_INT_MNEMONIC = {
    Ops.ADD: "vpadd", Ops.SUB: "vpsub", Ops.MUL: "vpmull",
    Ops.AND: "vpand", Ops.OR: "vpor", Ops.XOR: "vpxor",
}  # fmt: skip
_LANE_SUFFIX = {8: "b", 16: "w", 32: "d", 64: "q"}


def packed_binary(ctx: Selector, x: UOp) -> list[VReg]:
    a, b = x.src
    dtype = x.dtype
    if dtype.is_float:
        mnemonic = f"v{x.op.name.lower().replace('fdiv', 'div')}{packed_suffix(dtype)}"
    elif x.op in (Ops.AND, Ops.OR, Ops.XOR):
        mnemonic = _PACKED_INT_MNEMONIC[x.op]
    else:
        mnemonic = _PACKED_INT_MNEMONIC[x.op] + _LANE_SUFFIX[dtype.bits]
    out = []
    for i, size in enumerate(ctx.pieces(dtype)):
        dst = ctx.vreg("vec")
        view = vec_size(size)
        ctx.emit(mnemonic, Reg(dst, view), Reg(ctx.value(a)[i], view), Reg(ctx.value(b)[i], view))
        out.append(dst)
    return out


def packed_neg(ctx: Selector, x: UOp) -> list[VReg]:
    """[neg] on every lane: xor with a broadcast -0.0."""
    sign = select_broadcast(ctx, UOp(Ops.BROADCAST, x.dtype, (UOp.const(x.dtype.scalar, -0.0),)))
    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst, view = ctx.vreg("vec"), vec_size(size)
        ctx.emit(f"vxor{packed_suffix(x.dtype)}", Reg(dst, view), Reg(ctx.value(x.src[0])[i], view),
                 Reg(sign[i], view))  # fmt: skip
        out.append(dst)
    return out


def packed_trunc(ctx: Selector, x: UOp) -> list[VReg]:
    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst, view = ctx.vreg("vec"), vec_size(size)
        ctx.emit(f"vround{packed_suffix(x.dtype)}", Reg(dst, view),
                 Reg(ctx.value(x.src[0])[i], view), Imm(0b1011))  # fmt: skip
        out.append(dst)
    return out


# cmpps predicates: LT_OS and EQ_OQ are false on NaN, NEQ_UQ is true ([float-compare])
_CMP_PREDICATE = {Ops.CMPLT: 1, Ops.CMPEQ: 0, Ops.CMPNE: 4}


def compare_masks(ctx: Selector, cmp: UOp) -> list[VReg]:
    """All-ones / all-zeros lanes for a float vector compare, one register per piece."""
    a, b = cmp.src
    out = []
    for i, size in enumerate(ctx.pieces(a.dtype)):
        dst, view = ctx.vreg("vec"), vec_size(size)
        ctx.emit(f"vcmp{packed_suffix(a.dtype)}", Reg(dst, view), Reg(ctx.value(a)[i], view),
                 Reg(ctx.value(b)[i], view), Imm(_CMP_PREDICATE[cmp.op]))  # fmt: skip
        out.append(dst)
    return out


def packed_where(ctx: Selector, x: UOp) -> list[VReg]:
    """where(a < b, t, f) on vectors: cmpps mask, then blendv picks t where the mask is set."""
    cond, t, f = x.src
    masks = compare_masks(ctx, cond)
    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst, view = ctx.vreg("vec"), vec_size(size)
        blend = "vblendvpd" if x.dtype.scalar.bits == 64 else "vblendvps"
        ctx.emit(blend, Reg(dst, view), Reg(ctx.value(f)[i], view), Reg(ctx.value(t)[i], view),
                 Reg(masks[i], view))  # fmt: skip
        out.append(dst)
    return out


def packed_compare_to_bools(ctx: Selector, x: UOp) -> list[VReg]:
    """A vector compare needed as bools (bytes 0/1): masks through a stack slot, lane by lane."""
    masks = compare_masks(ctx, x)
    width = x.src[0].dtype.itemsize
    source = ctx.slot(x.src[0].dtype.size)
    offset = 0
    for reg, size in zip(masks, ctx.pieces(x.src[0].dtype), strict=True):
        store_piece(ctx, reg, Mem(source, None, 1, offset, size), size)
        offset += size
    bools = ctx.slot(x.dtype.size)
    for lane in range(x.dtype.lanes):
        tmp = ctx.vreg("gpr")
        ctx.emit("mov", Reg(tmp, width), Mem(source, None, 1, lane * width, width))
        ctx.emit("and", Reg(tmp, 4), Imm(1))
        ctx.emit("mov", Mem(bools, None, 1, lane, 1), Reg(tmp, 1))
    return load_from_slot(ctx, bools, x.dtype)


def packed_sqrt(ctx: Selector, x: UOp) -> list[VReg]:
    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst = ctx.vreg("vec")
        view = vec_size(size)
        ctx.emit(
            f"vsqrt{packed_suffix(x.dtype)}", Reg(dst, view), Reg(ctx.value(x.src[0])[i], view)
        )
        out.append(dst)
    return out


def packed_fma(ctx: Selector, x: UOp) -> list[VReg]:
    a, b, c = x.src
    out = []
    for i, size in enumerate(ctx.pieces(x.dtype)):
        dst = ctx.vreg("vec")
        view = vec_size(size)
        ctx.emit("vmovaps", Reg(dst, view), Reg(ctx.value(c)[i], view))
        ctx.emit(f"vfmadd231{packed_suffix(x.dtype)}", Reg(dst, view),
                 Reg(ctx.value(a)[i], view), Reg(ctx.value(b)[i], view))  # fmt: skip
        out.append(dst)
    return out


# ---- vectors: build, take apart, broadcast ---------------------------------------------------
# The general path goes through a stack slot: lanes are stored and pieces loaded, or pieces
# stored and lanes loaded. Patterns below it pick single instructions where they apply.


def spill_to_slot(ctx: Selector, node: UOp) -> Slot:
    slot = ctx.slot(node.dtype.size)
    offset = 0
    for reg, size in zip(ctx.value(node), ctx.pieces(node.dtype), strict=True):
        store_piece(ctx, reg, Mem(slot, None, 1, offset, size), size)
        offset += size
    return slot


def load_from_slot(ctx: Selector, slot: Slot, dtype: DType, offset: int = 0) -> list[VReg]:
    dst = new_value(ctx, dtype)
    if not is_vec_class(dtype):
        size = exact_size(dtype)
        mem = Mem(slot, None, 1, offset, size)
        ctx.emit("movzx" if size < 4 else "mov", Reg(dst[0], 4 if size < 4 else size), mem)
        return dst
    sizes = ctx.pieces(dtype) if dtype.lanes > 1 else [dtype.itemsize]
    for reg, size in zip(dst, sizes, strict=True):
        load_piece(ctx, reg, Mem(slot, None, 1, offset, size), size)
        offset += size
    return dst


def store_scalar(ctx: Selector, mem: Mem, node: UOp) -> None:
    dtype = node.dtype
    if not dtype.is_float:
        ctx.emit("mov", mem, ctx.reg(node, exact_size(dtype)))
    else:
        store_piece(ctx, ctx.one(node), mem, dtype.itemsize)


def build_half(ctx: Selector, lanes: tuple[UOp, ...]) -> VReg | None:
    """Up to 16 bytes of lanes into one xmm: vinsertps for f32, vunpcklpd for f64,
    vmovd/vmovq + vpinsrb/w/d/q for ints and bools. None when no pattern applies (f16)."""
    scalar = lanes[0].dtype
    dst = ctx.vreg("vec")
    if scalar == f32:
        ctx.emit("vmovaps", Reg(dst, 16), ctx.reg(lanes[0], 16))
        for i, lane in enumerate(lanes[1:], 1):
            ctx.emit("vinsertps", Reg(dst, 16), Reg(dst, 16), ctx.reg(lane, 16), Imm(i << 4))
        return dst
    if scalar == f64:
        if len(lanes) == 1:
            return ctx.one(lanes[0])
        ctx.emit("vunpcklpd", Reg(dst, 16), ctx.reg(lanes[0], 16), ctx.reg(lanes[1], 16))
        return dst
    if scalar.is_float:
        return None
    size = 8 if scalar.bits == 64 else 4
    ctx.emit("vmovq" if size == 8 else "vmovd", Reg(dst, 16), ctx.reg(lanes[0], size))
    insert = {8: "vpinsrb", 16: "vpinsrw", 32: "vpinsrd", 64: "vpinsrq"}[max(scalar.bits, 8)]
    for i, lane in enumerate(lanes[1:], 1):
        ctx.emit(insert, Reg(dst, 16), Reg(dst, 16), ctx.reg(lane, size), Imm(i))
    return dst


def vectorize_by_pattern(ctx: Selector, x: UOp) -> list[VReg] | None:
    """Each piece from its lanes: two 16-byte halves joined by vinsertf128."""
    per_half = 16 // x.dtype.itemsize
    out = []
    start = 0
    for size in ctx.pieces(x.dtype):
        count = size // x.dtype.itemsize
        lanes = x.src[start : start + count]
        start += count
        halves = [build_half(ctx, lanes[k : k + per_half]) for k in range(0, count, per_half)]
        if any(h is None for h in halves):
            return None
        if len(halves) == 1:
            out.append(halves[0])
            continue
        piece = ctx.vreg("vec")
        ctx.emit("vinsertf128", Reg(piece, 32), Reg(halves[0], 32), Reg(halves[1], 16), Imm(1))
        out.append(piece)
    return out


def select_vectorize(ctx: Selector, x: UOp) -> list[VReg]:
    if "sse4.1" in ctx.features and (built := vectorize_by_pattern(ctx, x)) is not None:
        return built
    slot = ctx.slot(x.dtype.size)
    item = x.dtype.itemsize
    for lane, src in enumerate(x.src):
        store_scalar(ctx, Mem(slot, None, 1, lane * item, item), src)
    return load_from_slot(ctx, slot, x.dtype)


def select_gep(ctx: Selector, x: UOp) -> list[VReg]:
    vector = x.src[0]
    item = vector.dtype.itemsize
    lanes = x.arg
    pieces = ctx.value(vector)
    # lane 0 of a float vector is already the scalar: its low lane
    if lanes == (0,) and x.dtype.is_float:
        return [pieces[0]]
    # consecutive lanes starting a piece: the same registers
    per_piece = ctx.max_piece // item
    first = lanes[0]
    if (len(lanes) > 1 and first % per_piece == 0
            and lanes == tuple(range(first, first + len(lanes)))
            and (len(lanes) * item) % ctx.max_piece in (0, len(lanes) * item)):  # fmt: skip
        start = first // per_piece
        return pieces[start : start + len(ctx.pieces(x.dtype))]
    if len(lanes) == 1 and "sse4.1" in ctx.features:  # pextr*, shufps
        return [extract_lane(ctx, vector, lanes[0])]
    source = spill_to_slot(ctx, vector)
    if len(lanes) == 1:
        return load_from_slot(ctx, source, x.dtype, lanes[0] * item)
    slot = ctx.slot(x.dtype.size)
    tmp_cls = "vec" if x.dtype.is_float else "gpr"
    for out_lane, lane in enumerate(lanes):
        tmp = ctx.vreg(tmp_cls)
        src_mem = Mem(source, None, 1, lane * item, item)
        dst_mem = Mem(slot, None, 1, out_lane * item, item)
        if tmp_cls == "gpr":
            ctx.emit("movzx" if item < 4 else "mov", Reg(tmp, 4 if item < 4 else item), src_mem)
            ctx.emit("mov", dst_mem, Reg(tmp, item))
        else:
            load_piece(ctx, tmp, src_mem, item)
            store_piece(ctx, tmp, dst_mem, item)
    return load_from_slot(ctx, slot, x.dtype)


def extract_lane(ctx: Selector, vector: UOp, lane: int) -> VReg:
    """One lane into a scalar register: vextractf128 if it sits in the upper half of a ymm,
    then vshufps/vshufpd (floats move to lane 0) or vpextrb/w/d/q (ints into a GPR)."""
    scalar = vector.dtype.scalar
    item = scalar.itemsize
    per_piece = ctx.max_piece // item
    piece, k = ctx.value(vector)[lane // per_piece], lane % per_piece
    if k * item >= 16:
        upper = ctx.vreg("vec")
        ctx.emit("vextractf128", Reg(upper, 16), Reg(piece, 32), Imm(1))
        piece, k = upper, k - 16 // item
    if scalar.is_float and scalar != f16:
        if k == 0:
            return piece
        dst = ctx.vreg("vec")
        shuffle = "vshufpd" if scalar == f64 else "vshufps"
        ctx.emit(shuffle, Reg(dst, 16), Reg(piece, 16), Reg(piece, 16), Imm(k))
        return dst
    extract = {8: "vpextrb", 16: "vpextrw", 32: "vpextrd", 64: "vpextrq"}[max(scalar.bits, 8)]
    dst = ctx.vreg("gpr")
    ctx.emit(extract, Reg(dst, 8 if scalar.bits == 64 else 4), Reg(piece, 16), Imm(k))
    if scalar != f16:
        return dst
    half = ctx.vreg("vec")  # f16 lives in an xmm
    ctx.emit("vmovd", Reg(half, 16), Reg(dst, 4))
    return half


def select_broadcast(ctx: Selector, x: UOp) -> list[VReg]:
    src = x.src[0]
    scalar = src.dtype
    sizes = ctx.pieces(x.dtype)
    # f32 from memory or a register: vbroadcastss; the register form needs AVX2
    if scalar == f32 and "avx" in ctx.features and (src in ctx.foldable or "avx2" in ctx.features):
        operand = (
            ctx.rm(src, 4) if src in ctx.foldable and src not in ctx.values else ctx.reg(src, 16)
        )
        if isinstance(operand, Reg) and "avx2" not in ctx.features:
            operand = None
        if operand is not None:
            piece = ctx.vreg("vec")
            ctx.emit("vbroadcastss", Reg(piece, vec_size(sizes[0])), operand)
            return [piece] * len(sizes)
    if scalar.bits in (32, 64) and not scalar.is_float and "avx2" in ctx.features:
        tmp, piece = ctx.vreg("vec"), ctx.vreg("vec")
        ctx.emit(
            "vmovd" if scalar.bits == 32 else "vmovq", Reg(tmp, 16), ctx.reg(src, scalar.bits // 8)
        )
        ctx.emit(
            f"vpbroadcast{_LANE_SUFFIX[scalar.bits]}", Reg(piece, vec_size(sizes[0])), Reg(tmp, 16)
        )
        return [piece] * len(sizes)
    if scalar.bits in (32, 64) and "avx" not in ctx.features:
        return [broadcast_by_shuffle(ctx, src)] * len(sizes)
    slot = ctx.slot(x.dtype.size)
    item = scalar.itemsize
    for lane in range(x.dtype.lanes):
        store_scalar(ctx, Mem(slot, None, 1, lane * item, item), src)
    return load_from_slot(ctx, slot, x.dtype)


def broadcast_by_shuffle(ctx: Selector, src: UOp) -> VReg:
    """SSE has no broadcast: the scalar into lane 0 (movd/movq from a GPR; a float is there
    already), then pshufd copies it to every lane (imm 0x00: 32-bit lanes, 0x44: 64-bit)."""
    wide = src.dtype.bits == 64
    if src.dtype.is_float:
        lane0 = ctx.one(src)
    else:
        lane0 = ctx.vreg("vec")
        ctx.emit("vmovq" if wide else "vmovd", Reg(lane0, 16), ctx.reg(src, 8 if wide else 4))
    piece = ctx.vreg("vec")
    ctx.emit("vpshufd", Reg(piece, 16), Reg(lane0, 16), Imm(0x44 if wide else 0x00))
    return piece


# ---- casts and bitcasts -----------------------------------------------------------------------


def select_cast(ctx: Selector, x: UOp) -> list[VReg]:
    src = x.src[0]
    frm, to = src.dtype, x.dtype
    if frm == to:
        return ctx.value(src)  # a cast to the same dtype changes nothing
    if to.is_bool:
        return cast_to_bool(ctx, src)
    if not frm.is_float and not to.is_float:
        return cast_int_int(ctx, src, frm, to)
    if to.is_float and not frm.is_float:  # i32/i64 -> f32/f64
        dst = ctx.vreg("vec")
        ctx.emit(f"vxor{packed_suffix(to)}", Reg(dst, 16), Reg(dst, 16), Reg(dst, 16))
        ctx.emit(f"vcvtsi2{float_suffix(to)}", Reg(dst, 16), Reg(dst, 16),
                 ctx.rm(src, exact_size(frm)))  # fmt: skip
        return [dst]
    if frm.is_float and not to.is_float:  # f32/f64 -> i32/i64, truncating
        dst = ctx.vreg("gpr")
        ctx.emit(
            f"vcvtt{float_suffix(frm)}2si", Reg(dst, exact_size(to)), ctx.rm(src, exact_size(frm))
        )
        return [dst]
    dst = ctx.vreg("vec")
    if frm == f16:  # F16C
        ctx.emit("vcvtph2ps", Reg(dst, 16), ctx.reg(src, 16))
    elif to == f16:
        ctx.emit("vcvtps2ph", Reg(dst, 16), ctx.reg(src, 16), Imm(0))  # imm 0: nearest-even
    else:
        source = ctx.reg(src, 16)
        ctx.emit(f"vcvt{float_suffix(frm)}2{float_suffix(to)}", Reg(dst, 16), source, source)
    return [dst]


_PACKED_CAST_MNEMONIC = {
    (f32, f64): "vcvtps2pd", (f64, f32): "vcvtpd2ps", (i32, f32): "vcvtdq2ps",
    (f32, i32): "vcvttps2dq", (i32, f64): "vcvtdq2pd", (f64, i32): "vcvttpd2dq",
    (f16, f32): "vcvtph2ps", (f32, f16): "vcvtps2ph",
}  # fmt: skip


def select_packed_cast(ctx: Selector, x: UOp) -> list[VReg]:
    """Vector casts legalize kept packed. Same width: one instruction per piece. Widening
    (f32->f64, f16->f32, i32->f64): each output piece from half as many input bytes, taken
    from the low or high 128 bits of an input piece. Narrowing: each input piece gives an
    xmm; pairs of them are joined with vinsertf128 when the output piece is a ymm."""
    src = x.src[0]
    frm, to = src.dtype.scalar, x.dtype.scalar
    mnemonic = _PACKED_CAST_MNEMONIC[(frm, to)]
    extra = (Imm(0),) if mnemonic == "vcvtps2ph" else ()  # imm 0: round to nearest even
    inputs, in_sizes, out_sizes = ctx.value(src), ctx.pieces(src.dtype), ctx.pieces(x.dtype)
    if frm.itemsize == to.itemsize:
        out = []
        for reg, size in zip(inputs, in_sizes, strict=True):
            dst = ctx.vreg("vec")
            ctx.emit(mnemonic, Reg(dst, vec_size(size)), Reg(reg, vec_size(size)), *extra)
            out.append(dst)
        return out
    if frm.itemsize < to.itemsize:
        out, start = [], 0
        for size in out_sizes:
            in_bytes = size * frm.itemsize // to.itemsize
            piece, offset = inputs[start // ctx.max_piece], start % ctx.max_piece
            if offset >= 16:
                upper = ctx.vreg("vec")
                ctx.emit("vextractf128", Reg(upper, 16), Reg(piece, 32), Imm(1))
                piece = upper
            dst = ctx.vreg("vec")
            ctx.emit(mnemonic, Reg(dst, vec_size(size)), Reg(piece, 16))
            out.append(dst)
            start += in_bytes
        return out
    halves = []
    for reg, size in zip(inputs, in_sizes, strict=True):
        half = ctx.vreg("vec")
        ctx.emit(mnemonic, Reg(half, 16), Reg(reg, vec_size(size)), *extra)
        halves.append(half)
    out = []
    for size in out_sizes:
        if size <= 16:
            out.append(halves.pop(0))
            continue
        low, high = halves.pop(0), halves.pop(0)
        dst = ctx.vreg("vec")
        ctx.emit("vinsertf128", Reg(dst, 32), Reg(low, 32), Reg(high, 16), Imm(1))
        out.append(dst)
    return out


def cast_int_int(ctx: Selector, src: UOp, frm: DType, to: DType) -> list[VReg]:
    """[cast-int-int]: narrowing keeps the low bits; widening extends by the source's
    signedness (bool is 0/1, so it zero-extends)."""
    dst = ctx.vreg("gpr")
    from_size, to_size = exact_size(frm), exact_size(to)
    if to_size <= from_size:
        size = 8 if to_size == 8 else 4  # a 32-bit mov also clears the upper half
        ctx.emit("mov", Reg(dst, size), ctx.reg(src, size), comment="zero-extend")
    elif from_size == 4:
        if frm.is_signed:
            ctx.emit("movsxd", Reg(dst, 8), ctx.rm(src, 4))
        else:
            ctx.emit("mov", Reg(dst, 4), ctx.reg(src, 4), comment="zero-extend")
    else:
        ctx.emit("movsx" if frm.is_signed else "movzx", Reg(dst, 8 if to_size == 8 else 4),
                 ctx.reg(src, from_size))  # fmt: skip
    return [dst]


def cast_to_bool(ctx: Selector, src: UOp) -> list[VReg]:
    """[cast-to-bool]: x != 0, so NaN -> true and -0.0 -> false."""
    dst = ctx.vreg("gpr")
    if not src.dtype.is_float:
        size = exact_size(src.dtype)
        ctx.emit("test", ctx.reg(src, size), ctx.reg(src, size))
        ctx.emit("setne", Reg(dst, 1))
        return [dst]
    zero, other = ctx.vreg("vec"), ctx.vreg("gpr")
    ctx.emit(f"vxor{packed_suffix(src.dtype)}", Reg(zero, 16), Reg(zero, 16), Reg(zero, 16))
    ctx.emit(f"vucomi{float_suffix(src.dtype)}", ctx.reg(src, 16), Reg(zero, 16))
    ctx.emit("setne", Reg(dst, 1))
    ctx.emit("setp", Reg(other, 1))
    ctx.emit("or", Reg(dst, 1), Reg(other, 1))
    return [dst]


def select_bitcast(ctx: Selector, x: UOp) -> list[VReg]:
    """[bitcast]: the same bytes in another register class (or the same registers)."""
    src, to = x.src[0], x.dtype
    from_vec, to_vec = is_vec_class(src.dtype), is_vec_class(to)
    regs = ctx.value(src)
    if from_vec == to_vec:
        if from_vec and len(ctx.pieces(to) if to.lanes > 1 else [0]) == len(regs):
            return regs
        if not from_vec:
            return regs
    size = src.dtype.size
    mnemonic = "vmovq" if size == 8 else "vmovd"
    view = 8 if size == 8 else 4
    if to_vec:
        dst = ctx.vreg("vec")
        ctx.emit(mnemonic, Reg(dst, 16), Reg(regs[0], view))
    else:
        dst = ctx.vreg("gpr")
        ctx.emit(mnemonic, Reg(dst, view), Reg(regs[0], 16))
    return [dst]


# ============================================================================================
# The rule table, by IR op. The first rule that matches (and does not return None) wins.
# ============================================================================================

_INT_BINARY = {Ops.ADD: "add", Ops.SUB: "sub", Ops.MUL: "imul", Ops.AND: "and", Ops.OR: "or",
               Ops.XOR: "xor"}  # fmt: skip
_FLOAT_BINARY = {Ops.ADD: "add", Ops.SUB: "sub", Ops.MUL: "mul", Ops.FDIV: "div",
                 Ops.MAX: "max", Ops.MIN: "min"}  # fmt: skip
_COMPARES = frozenset({Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE})
_PACKED = frozenset({Ops.ADD, Ops.SUB, Ops.MUL, Ops.FDIV, Ops.MAX, Ops.MIN, Ops.AND, Ops.OR,
                     Ops.XOR})  # fmt: skip

SELECT = PatternMatcher([
    # ==== memory ====
    (Pat(Ops.LOAD, name="x"), select_load),
    (Pat(Ops.STORE, name="x"), select_store),
    # ==== loops ====
    (Pat(Ops.RANGE, name="x"), select_range),
    (Pat(Ops.END, name="x"), select_end),
    # ==== integer (and bool) arithmetic, two-address ====
    *[(Pat(op, dtype=_gpr_scalar, name="x"), int_binary(m)) for op, m in _INT_BINARY.items()],
    (Pat(Ops.NEG, dtype=_gpr_scalar, name="x"), int_neg),
    (Pat(frozenset({Ops.SHL, Ops.SHR}), dtype=_gpr_scalar, name="x"), int_shift),
    (Pat(frozenset({Ops.IDIV, Ops.MOD}), dtype=_gpr_scalar, name="x"), int_divide),
    (Pat(frozenset({Ops.MAX, Ops.MIN}), dtype=_gpr_scalar, name="x"), int_minmax),
    # ==== compares: flags feed cmov/jcc directly (see Selector.condition); as a value, setcc ====
    (Pat(_COMPARES, dtype=_gpr_scalar, name="x"), compare_to_bool),
    (Pat(Ops.WHERE, dtype=_gpr_scalar, name="x"), where_gpr),
    # ==== scalar float: VEX three-operand, second source may be memory ====
    *[(Pat(op, dtype=_float_scalar, name="x"), float_binary(m)) for op, m in _FLOAT_BINARY.items()],
    (Pat(Ops.SQRT, dtype=_float_scalar, name="x"), float_sqrt),
    (Pat(Ops.TRUNC, dtype=_float_scalar, name="x"), float_trunc),
    (Pat(Ops.NEG, dtype=_float_scalar, name="x"), float_neg),
    (Pat(Ops.MULACC, dtype=is_vec_class, name="x"), float_fma),
    (Pat(Ops.WHERE, dtype=_float_scalar, name="x"), where_float),
    # ==== packed vectors (legalize left only ops the target has) ====
    (Pat(_PACKED, dtype=_vector, name="x"), packed_binary),
    (Pat(Ops.SQRT, dtype=_vector, name="x"), packed_sqrt),
    (Pat(Ops.NEG, dtype=_vector, name="x"), packed_neg),
    (Pat(Ops.TRUNC, dtype=_vector, name="x"), packed_trunc),
    (Pat(Ops.WHERE, dtype=_vector, name="x"), packed_where),
    (Pat(_COMPARES, dtype=_vector, name="x"),
     packed_compare_to_bools),
    (Pat(Ops.VECTORIZE, name="x"), select_vectorize),
    (Pat(Ops.GEP, name="x"), select_gep),
    (Pat(Ops.BROADCAST, name="x"), select_broadcast),
    # ==== conversions ====
    (Pat(Ops.CAST, dtype=lambda d: d.lanes == 1, name="x"), select_cast),
    (Pat(Ops.CAST, dtype=_vector, name="x"), select_packed_cast),
    (Pat(Ops.BITCAST, name="x"), select_bitcast),
])  # fmt: skip


def select(program: Program) -> MachineFunction:
    """Instruction selection for a whole program."""
    return Selector(program).run()


__all__ = ["select", "MachineFunction", "Selector", "SELECT", "bool_", "f16", "f32", "i32"]
