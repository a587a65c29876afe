"""The selection driver: per-kernel state, operands, and the helpers every isel rule uses.

Where this sits: isel.py's `select` builds one `Selector` per kernel and calls `run`, which
copies the parameters out of their ABI locations (`entry`), then walks the linearized,
legalized kernel and hands each node to the rule table (isel.SELECT). The rules, in
isel_scalar.py, isel_vector.py and isel_memory.py, receive the Selector as `ctx`: they ask
it for operands and emit machine instructions on virtual registers through it. The result
is a `MachineFunction` (mir.py) for regalloc.py.

Where values live (the invariants every rule keeps):
- ints and bools in general-purpose registers. A 64-bit value fills its register; a 32-bit
  value fills the low half and the upper half is zero (x86 zero-extends 32-bit writes), so
  an i32 index can be used as a 64-bit address register; 8/16-bit values and bools (0/1)
  are valid in their low bits only and the bits above are garbage.
- floats (f16 as 16 bits, f32, f64) in the low lane of an xmm register.
- a vector of B bytes in ceil(B/32) vector registers ("pieces"), laid out as in memory;
  for an x86-64-v2 target pieces are 16 bytes. Lanes beyond B in a piece are garbage.

Some values are not computed where they stand in the linear order. Constants are
materialized at each use, or become immediates (`rmi`). A node the rows of the table that
may select its users all take (`Taken` sources, `selected_by_users`) is selected by those
users: a compare used only as a condition is emitted next to its consumer, and consumers
after it reuse the flags while nothing writes them (`condition`); a vector compare used
only by blends is emitted by each of them as a mask; `x + c` used only as an index lives
on in the displacement of its loads and stores (`address`); a vector of one constant used
only as shift counts is the shifts' immediate; a one-lane gep used only as a lane of
vectorizes of such geps is read by a shuffle in its vector's register, or selected by the
vectorize's rule where it reads it (`select_taken`). A load that
can sink to its single user (same block, no store or loop boundary between:
`sinkable_load`) is that user's memory operand (`rm`, `packed_rm`) when every row that may
select the user reads it from memory (`MemoryOperand` sources); otherwise it is selected
where it stands, like any node. A rule never selects a node it did not take, and nothing
repairs the table's answer: `value` of a node not selected is an internal error.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from refimpl.backends.base import Program
from refimpl.backends.x86 import coverage
from refimpl.backends.x86.isa import INVERSE_CONDITION, forms_for
from refimpl.backends.x86.mir import (
    Const,
    ConstantPool,
    Imm,
    Inst,
    Label,
    MachineFunction,
    Mem,
    Reg,
    Slot,
    VReg,
)
from refimpl.backends.x86.target import TARGETS
from refimpl.dtypes import DType, PtrDType, f64, i32
from refimpl.ir import Ops, UOp, root_buffer
from refimpl.rewrite import Pat

if TYPE_CHECKING:
    from refimpl.rewrite import PatternMatcher, Rule

EFFECT = ["effect"]  # what a rule returns for a node without a value


def is_vec_class(dtype) -> bool:
    """Values held in vector registers: floats and every vector."""
    return isinstance(dtype, DType) and (dtype.is_float or dtype.lanes > 1)


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


def _index_only(node: UOp) -> UOp | None:
    """The index of a load or store that reads it only as its index, else None."""
    if node.op not in (Ops.LOAD, Ops.STORE) or len(node.src) < 2:
        return None
    index = node.src[1]
    return index if index not in (node.src[0], *node.src[2:]) else None


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


def _non_negative(*indices: UOp) -> bool:
    """Are the bounds of every i32 index known, without overflow, and at least 0?"""
    bounds = [index_bounds(index) for index in indices]
    return all(b is not None and b[0] >= 0 for b in bounds)


@cache
def writes_flags(mnemonic: str) -> bool:
    """Whether any form of `mnemonic` writes a flag (isa.py's records; unknown: assume so)."""
    forms = forms_for(mnemonic)
    return not forms or any(form.writes_flags for form in forms)


# --- sources a row selects itself ------------------------------------------------------------


@dataclass(frozen=True)
class Taken(Pat):
    """A source pattern of a row of the rule table whose rule selects that source itself,
    when `when(source, ctx)` holds (always, when it is None): it reads the source's own
    sources, never its registers (a compare as the flags or lane masks of a condition,
    `x + c` as the displacement of an address, a vector of one constant as an immediate,
    a one-lane gep as a lane a shuffle reads in its vector's register; a rule that reads
    a taken source in registers after all selects it itself, `Selector.select_taken`).
    It matches exactly as the `Pat` it is: taking a source never decides whether the row
    applies. `Selector.selected_by_users` reads these: a node every row that may select
    each of its users takes is selected by them, and not where it stands."""

    kind: str = ""  # what the rule makes of the source, for the reader: "condition", ...
    when: Callable[[UOp, Any], bool] | None = None

    def takes(self, source: UOp, ctx: Selector) -> bool:
        return self.when is None or bool(self.when(source, ctx))


@dataclass(frozen=True)
class EverySource(Pat):
    """A node pattern for an op of any arity (vectorize) whose every source `each`
    matches, as `src` matches each of a fixed number: a `Taken` as `each` takes a source
    wherever the node reads it."""

    each: Pat = Pat()

    def __post_init__(self) -> None:
        super().__post_init__()
        node_matches, each = self._match, self.each
        object.__setattr__(
            self,
            "_match",
            lambda node, captures: (
                node_matches(node, captures) and all(each.match(s, captures) for s in node.src)
            ),
        )


def _source_pattern(rule: Rule, position: int) -> Pat | None:
    """The pattern a row's source at `position` matches."""
    if isinstance(rule.pat, EverySource):
        return rule.pat.each
    return None if rule.pat.src is None else rule.pat.src[position]


def _takes_at(rule: Rule, position: int, source: UOp, ctx: Selector) -> bool:
    pattern = _source_pattern(rule, position)
    return isinstance(pattern, Taken) and pattern.takes(source, ctx)


@dataclass(frozen=True)
class MemoryOperand(Pat):
    """A source pattern of a row whose rule reads that source as its instruction's memory
    operand when it is a load left to it (`ctx.rm`, `ctx.packed_rm`), provided
    `when(load, user, ctx)` holds (always, when it is None): the operand the instruction
    takes from memory, of the size it reads. It matches exactly as the `Pat` it is.
    `Selector.selected_by_users` reads these: a load that can sink to its one user
    (`Selector.sinkable_load`) is left to it when every row that may select the user has
    one at the load's source; otherwise the load is selected where it stands."""

    when: Callable[[UOp, UOp, Any], bool] | None = None

    def takes(self, load: UOp, user: UOp, ctx: Selector) -> bool:
        return self.when is None or bool(self.when(load, user, ctx))


def _memory_at(rule: Rule, position: int, load: UOp, user: UOp, ctx: Selector) -> bool:
    pattern = _source_pattern(rule, position)
    return isinstance(pattern, MemoryOperand) and pattern.takes(load, user, ctx)


class Selector:
    """Per-kernel selection state: emitted instructions, value locations, frame slots.
    `rules` is the rule table each node is handed to (isel.SELECT)."""

    def __init__(self, program: Program, rules: PatternMatcher):
        self.program = program
        self.rules = rules
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
        self.ends = {n.src[0]: n for n in linear if n.op is Ops.END}  # range -> its END
        self.matching_rules: dict[UOp, list[Rule]] = {}  # a user -> the rows that may select it
        self.offsets: dict[UOp, tuple[UOp, int] | None] = {}  # _foldable_offset, once a node
        self.left_to_users: dict[UOp, bool] = {}  # selected_by_users, once a node
        self.pool = ConstantPool()  # read-only data after the code (mir.Const)
        self.constant_pool: dict[UOp, Const] = {}
        self.unset_elements: list[VReg] = []
        self.register_param_copies: list[int] = []  # entry copies of 32-bit parameters
        self.promoted = self._promote_register_arrays(linear)
        self.open_loops: dict[UOp, tuple[OpenLoop, int]] = {}
        # nodes an innermost loop's induction variables stand for (induction.py): not
        # selected where they stand, their value is the variable's register
        self.induction: set[UOp] = set()
        # a loop counter no register holds, read only as the index of loads and stores: the
        # variable `counter * S` and S, whose register their addresses read with the element
        # size divided by S as the scale (induction.py)
        self.counter_on: dict[UOp, tuple[UOp, int]] = {}
        self.flags: tuple[UOp, str] | None = None  # the compare the flags hold, and its cc
        # the lane masks of each vector compare, with the block and the position they were
        # computed at (isel_vector.compare_masks); `block` counts the labels placed so far,
        # `at` is the position of the node being selected
        self.masks: dict[UOp, tuple[int, int, tuple[list[VReg], bool]]] = {}
        self.block = 0
        self.at = 0

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
        if writes_flags(op):
            self.flags = None
        self.insts.append(Inst(op, tuple(operands), comment))

    def retarget_last(self, olds: list[VReg], news: list[VReg]) -> bool:
        """Make the last instructions write `news` where they write `olds`, one each in
        order, when each old register is only its instruction's destination and no later one
        of them reads an old or new register: an accumulator update then writes the
        accumulator's registers instead of temporaries copied into them. An instruction that
        also reads its destination (an FMA) qualifies when the instruction before it copies
        the new register into the old one, and that copy goes too."""
        plan: list[tuple[int, int | None, VReg, VReg]] = []  # (update, tied copy, old, new)
        end = len(self.insts)
        for old, new in reversed(list(zip(olds, news, strict=True))):
            k = end - 1
            if k < 0:
                return False
            tied = old in self.insts[k].reads()
            if tied and not (k > 0 and _is_copy(self.insts[k - 1], old, new)):
                return False
            plan.insert(0, (k, k - 1 if tied else None, old, new))
            end = k - 1 if tied else k
        updates = [self.insts[k] for k, *_ in plan]
        for n, (inst, (_, copy, old, new)) in enumerate(zip(updates, plan, strict=True)):
            regs = [o for o in inst.operands if isinstance(o, Reg)]
            if (
                inst.op == "label"
                or not regs
                or regs[0] is not inst.operands[0]
                or regs[0].reg is not old
                or new in inst.writes()
                or (copy is None and [r.reg for r in regs].count(old) != 1)
                or any(r in later.reads() for later in updates[n + 1 :] for r in (old, new))
            ):
                return False
        for k, _, old, new in plan:
            inst = self.insts[k]
            operands = [
                Reg(new, o.size) if isinstance(o, Reg) and o.reg is old else o
                for o in inst.operands
            ]
            self.insts[k] = Inst(inst.op, tuple(operands), inst.comment)
        for _, copy, *_ in reversed(plan):  # last first, so earlier positions stay valid
            if copy is not None:
                del self.insts[copy]
        return True

    def place(self, label: Label) -> None:
        self.flags = None  # another path may jump here with other flags
        self.block += 1  # ... and without the masks computed since the last label
        self.insts.append(Inst("label", (label,)))

    def pieces(self, dtype: DType) -> list[int]:
        """Byte size of each register piece of a vector value."""
        total = dtype.size
        return [min(self.max_piece, total - k) for k in range(0, total, self.max_piece)]

    # --- getting operands ----------------------------------------------------------------------

    def _promote_register_arrays(self, linear: list[UOp]) -> dict[tuple[UOp, int], list[VReg]]:
        """A register array (accumulator) whose every access is an ungated access of one
        dtype at a constant index, no two of them overlapping, lives in virtual registers
        instead of the frame: each accessed element (a scalar, or a vector of that many
        lanes) in the registers a value of its dtype takes, so a vector accumulator stays
        in xmm/ymm registers across loops. A store is a copy into them, a load a copy out
        (or the registers themselves). An element read before any store holds an
        unspecified value ([reg-init]); it gets a definition at entry so its registers are
        live around every loop that reads it."""
        accesses: dict[UOp, list[UOp]] = {}
        for n in linear:
            if n.op in (Ops.LOAD, Ops.STORE) and root_buffer(n.src[0]).op is Ops.REG:
                accesses.setdefault(root_buffer(n.src[0]), []).append(n)
        promoted: dict[tuple[UOp, int], list[VReg]] = {}
        for array, nodes in accesses.items():
            dtypes = {n.dtype if n.op is Ops.LOAD else n.src[2].dtype for n in nodes}
            if len(dtypes) != 1 or any(
                n.src[1].op is not Ops.CONST
                or (n.op is Ops.LOAD and len(n.src) != 2)
                or (n.op is Ops.STORE and len(n.src) != 3)
                for n in nodes
            ):
                continue
            (dtype,) = dtypes
            starts = sorted({n.src[1].arg for n in nodes})
            if any(b - a < dtype.lanes for a, b in zip(starts, starts[1:], strict=False)):
                continue  # overlapping vectors: one element would live in two places
            for n in nodes:
                key = (array, n.src[1].arg)
                if key not in promoted:
                    promoted[key] = new_value(self, dtype)
                    if n.op is Ops.LOAD:
                        self.unset_elements += promoted[key]
        return promoted

    def stored_before_last_use(self, load: UOp) -> bool:
        """Does a store to the element `load` reads come before the load's last use? A user
        inside a loop the load is outside of uses the value on every iteration, so the
        value lives to the end of that loop: a store later in its body comes first on the
        next iteration."""
        start = self.position[load]
        end = max((self.position[u] for u in self.users.get(load, [])), default=start)
        end = self.live_end(start, end)
        element = self.element(load)
        return any(
            n.op is Ops.STORE and n.src[1].op is Ops.CONST and self.element(n) is element
            for n in self.program.linear[start + 1 : end + 1]
        )

    def live_end(self, start: int, end: int) -> int:
        """Where a value defined at position `start` and last used at `end` stops being
        live: `end`, or the END of the outermost loop opened between them and still open at
        `end`."""
        for node in self.program.linear[start + 1 : end + 1]:
            if node.op is Ops.RANGE and self.position[self.ends[node]] > end:
                return self.position[self.ends[node]]  # the first such loop is the outermost
        return end

    def dies_at(self, node: UOp, user: UOp) -> bool:
        """Is `user` the last reader of `node`'s registers, so that regalloc can give a copy
        of them made for `user` the same register (a constant gets fresh registers at each
        use)? Not when a loop starts between them: the value stays live around it."""
        if node.op is Ops.CONST or node in self.constant_pool:
            return True
        if node.op is Ops.LOAD and self.element(node) is not None:
            return False  # the accumulator's own registers
        start, end = self.position[node], self.position[user]
        last = max(self.position[u] for u in self.users[node])
        between = self.program.linear[start + 1 : end]
        return last == end and not any(n.op is Ops.RANGE for n in between)

    def element(self, node: UOp) -> list[VReg] | None:
        """The registers holding the accessed element of a promoted register array."""
        return self.promoted.get((root_buffer(node.src[0]), node.src[1].arg))

    def sinkable_load(self, node: UOp) -> bool:
        """Could load `node` move down to its only user, to be read there as a memory
        operand? When nothing between them touches memory or control flow, and the user is
        in the same block (never hoisted into a loop). Whether it does is the user's rows'
        decision (`MemoryOperand`, `selected_by_users`)."""
        if node.op is not Ops.LOAD or len(node.src) != 2:
            return False
        if root_buffer(node.src[0]).op is Ops.REG and node.src[1].op is Ops.CONST:
            return False  # possibly a promoted element: a register, not memory
        users = self.users.get(node, [])
        if len(users) != 1 or users[0].src.count(node) != 1:
            return False  # an instruction reads one source from memory, once
        return self.moves_down_to(node, users[0])

    def moves_down_to(self, node: UOp, user: UOp) -> bool:
        """Could `node` be read where `user` stands instead of where it does? When nothing
        between them touches memory or control flow, so the user is in the same block
        (never hoisted into a loop)."""
        between = self.program.linear[self.position[node] + 1 : self.position[user]]
        return not any(n.op in (Ops.STORE, Ops.RANGE, Ops.END) for n in between)

    def folded_load(self, node: UOp) -> bool:
        """Is `node` a load its user reads as its memory operand (`MemoryOperand`)?"""
        return node.op is Ops.LOAD and self.selected_by_users(node)

    def packed_rm(self, node: UOp, size: int) -> Reg | Mem:
        """A vector register, or for a folded vector load, its memory operand (the second
        source of a packed op)."""
        if self.folded_load(node):
            return self.address(node.src[0], node.src[1], size)
        return Reg(self.one(node), size)

    def fill_constant_pool(self) -> None:
        """Float constants (other than +0.0, a zero idiom) are entries of the read-only
        constant pool after the code: uses load them in one instruction or fold them as
        rip-relative memory operands, and they hold no register across loops."""
        for node in self.program.linear:
            if node.op is not Ops.CONST or not node.dtype.is_float:
                continue
            bits = float_bits(node.dtype, node.arg)
            if bits == 0 or all(_needs_no_entry(u) for u in self.users.get(node, [])):
                continue
            size = node.dtype.itemsize
            self.constant_pool[node] = self.pool.entry(bits.to_bytes(size, "little"))

    def constant_vector(self, lanes: list[int], dtype: DType, size: int) -> Mem:
        """The pool entry holding a `size`-byte piece whose lanes of `dtype` have these bit
        patterns, as a memory operand."""
        item = dtype.itemsize
        data = b"".join(bits.to_bytes(item, "little") for bits in lanes)
        return Mem(self.pool.entry(data), None, 1, 0, size)

    def select_taken(self, node: UOp) -> None:
        """Select `node` here, for the rule now running: a source its row takes (`Taken`)
        that this rule reads in registers after all (the rows of a vectorize after the
        shuffle rows, for its lanes), so it is computed where it is read. The rule asks;
        `value` never selects anything."""
        if node not in self.values and self.selected_by_users(node):
            self.values[node] = self.select_node(node)

    def selected_by_users(self, node: UOp) -> bool:
        """Is `node` left to its users? Yes when every row of the table that may select
        each user (each row whose pattern matches it) takes it (`Taken`) wherever the user
        reads it: whichever row wins, none reads its registers. A load that can sink to
        its one user is left to it when every such row reads it as a memory operand
        (`MemoryOperand`). Decided once a node, when run reaches it."""
        if (left := self.left_to_users.get(node)) is None:
            users = self.users.get(node)
            left = bool(users) and (
                all(self._taken_by(node, user) for user in users)
                or (self.sinkable_load(node) and self._read_from_memory_by(node, users[0]))
                or self.address_targets(node) is not None
            )
            self.left_to_users[node] = left
        return left

    def address_targets(self, index: UOp) -> set[UOp] | None:
        """When no instruction reads `index` in a register, the nodes whose registers the
        addresses that read it take instead; else None. Each user is a load or store whose
        address folds `index` onto another node plus a displacement (`foldable_offset`),
        or an index `index + c` left to such loads and stores and folded onto another node:
        conv3x3's `p10 = irow1 + xc`, read by `[img + p10*4]`, `p10 + 1` and `p10 + 2`, all
        three `[img + p00*4 + 0x408..0x410]` on the register of `p00 = irow0 + xc`, was an
        induction variable stepped on its own."""
        if index.op is not Ops.ADD or index.dtype != i32:
            return None
        targets = set()
        for user in self.users.get(index, []):
            if _index_only(user) is index:
                folded = self.foldable_offset(index)
            elif user.op is Ops.ADD and all(
                _index_only(reader) is user for reader in self.users.get(user, [])
            ):
                folded = self.foldable_offset(user) if self.selected_by_users(user) else None
            else:
                return None
            if folded is None or folded[0] is index:
                return None
            targets.add(folded[0])
        return targets

    def _read_from_memory_by(self, load: UOp, user: UOp) -> bool:
        rules = self._rows_matching(user)
        position = user.src.index(load)
        return bool(rules) and all(_memory_at(rule, position, load, user, self) for rule in rules)

    def _rows_matching(self, user: UOp) -> list[Rule]:
        """The rows of the table that may select `user`: those whose pattern matches it."""
        if (rules := self.matching_rules.get(user)) is None:
            candidates = self.rules.rules_for(user.op)
            rules = self.matching_rules[user] = [r for r in candidates if r.pat.match(user, {})]
        return rules

    def _taken_by(self, node: UOp, user: UOp) -> bool:
        rules = self._rows_matching(user)
        positions = [k for k, source in enumerate(user.src) if source is node]
        return bool(rules) and all(
            _takes_at(rule, k, node, self) for rule in rules for k in positions
        )

    def foldable_offset(self, index: UOp) -> tuple[UOp, int] | None:
        """(x, c) for an index `x + c` where x cannot be negative: the index register is
        used zero-extended, so x itself must be a valid offset for c to move into disp.
        Also (x + y, c) for an index `(x + c) + y` (or `y + (x + c)`) where the program
        computes `x + y` before it in the same block: the rows of a register-blocked matmul,
        `a[(r0 + 256) + k]`, are `[a + (r0 + k)*4 + 0x400]` on the register of `a[r0 + k]`'s
        index. Kept per node: every row of a load or store that may select it asks."""
        if index not in self.offsets:
            self.offsets[index] = self._foldable_offset(index)
        return self.offsets[index]

    def _foldable_offset(self, index: UOp) -> tuple[UOp, int] | None:
        if index.op is not Ops.ADD:
            return None
        if index.src[1].op is Ops.CONST:
            # (x + c1) + c2 on x's register, with one displacement: `p10 + 1` on p00 when
            # p10 itself folds onto p00 (the same register for a row's three taps)
            if (inner := self.foldable_offset(index.src[0])) is not None:
                return inner[0], inner[1] + index.src[1].arg
            bounds = index_bounds(index.src[0])
            if bounds is not None and bounds[0] >= 0:
                return index.src[0], index.src[1].arg
            return None
        return self._reassociated_offset(index)

    def _reassociated_offset(self, index: UOp) -> tuple[UOp, int] | None:
        for inner, y in (index.src, index.src[::-1]):
            if inner.op is not Ops.ADD or inner.src[1].op is not Ops.CONST:
                continue
            x, c = inner.src[0], inner.src[1].arg
            for pair in ((x, y), (y, x)):
                computed = UOp(Ops.ADD, index.dtype, pair)
                if self._computed_before(computed, index) and _non_negative(index, computed):
                    return computed, c
        return None

    def _computed_before(self, node: UOp, user: UOp) -> bool:
        """Is `node` a value (not a folded index) the program computes before `user`, with no
        loop boundary or label between them, so its register holds it at `user`?"""
        if node not in self.position or self.position[node] >= self.position[user]:
            return False
        if node.src[1].op is Ops.CONST or self._reassociated_offset(node) is not None:
            return False  # itself perhaps only a displacement (selected by its loads)
        between = self.program.linear[self.position[node] + 1 : self.position[user]]
        return not any(n.op in (Ops.RANGE, Ops.END) for n in between)

    def value(self, node: UOp) -> list[VReg]:
        """The registers holding `node`, materializing constants here. A node that was not
        selected (one its users' rows take, `selected_by_users`) has none: asking is an
        internal error of the rule that does."""
        if node in self.constant_pool:
            reg = self.vreg("vec")
            load_piece(
                self,
                reg,
                Mem(self.constant_pool[node], None, 1, 0, node.dtype.itemsize),
                node.dtype.itemsize,
            )
            return [reg]
        if node.op is Ops.CONST:
            return [self.materialize_const(node)]
        if node in self.values:
            return self.values[node]
        raise AssertionError(f"isel: {node!r} used before it was selected")

    def one(self, node: UOp) -> VReg:
        (reg,) = self.value(node)
        return reg

    def reg(self, node: UOp, size: int) -> Reg:
        return Reg(self.one(node), size)

    def rm(self, node: UOp, size: int) -> Reg | Mem:
        """A register or, for a folded load, its memory operand (of `size` bytes: the rows'
        `MemoryOperand` conditions leave a load only to a rule reading it at its size)."""
        if self.folds_as_load(node, size):
            return self.address(node.src[0], node.src[1], size)
        if node in self.constant_pool and node.dtype.itemsize == size:
            return Mem(self.constant_pool[node], None, 1, 0, size)
        return self.reg(node, size)

    def rmi(self, node: UOp, size: int) -> Reg | Mem | Imm:
        """Also an immediate, when the constant fits the sign-extended imm32 every ALU form has."""
        if self.fits_imm32(node, size):
            return Imm(as_signed(node, size))
        return self.rm(node, size)

    # What `rm`/`rmi` would give, asked without emitting anything: a rule that picks its
    # instruction by the operand's kind must decide before it allocates or emits.

    def folds_as_load(self, node: UOp, size: int) -> bool:
        return self.folded_load(node) and exact_size(node.dtype) == size

    def folds_as_memory(self, node: UOp, size: int) -> bool:
        """Would `rm(node, size)` be a memory operand (a folded load or a pooled constant)?"""
        pooled = node in self.constant_pool and node.dtype.itemsize == size
        return self.folds_as_load(node, size) or pooled

    def fits_imm32(self, node: UOp, size: int) -> bool:
        """Would `rmi(node, size)` be an immediate?"""
        return node.op is Ops.CONST and -(2**31) <= as_signed(node, size) < 2**31

    def materialize_const(self, node: UOp) -> VReg:
        dtype = node.dtype
        if dtype.is_float:
            bits = int(float_bits(dtype, node.arg))
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
            self.emit("mov", Reg(reg, 8), Imm(as_signed(node, 8)))
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
        if (on := self.counter_on.get(index)) is not None:
            variable, step = on
            return Mem(base, self.one(variable), itemsize // step, disp, size)
        if (offset := self.foldable_offset(index)) is not None:
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
        so flags never have to survive a loop boundary; while nothing between two consumers
        writes the flags (or places a label) the second reuses them, and a compare whose flags
        were clobbered is rematerialized here."""
        if self.flags is not None and self.flags[0] is cond:
            return self.flags[1]
        cc = self._set_flags(cond)
        self.flags = (cond, cc)
        return cc

    def _set_flags(self, cond: UOp) -> str:
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
            self.emit(
                "vxorps" if reg.cls == "vec" else "xor",
                Reg(reg, view),
                Reg(reg, view),
                *([Reg(reg, view)] if reg.cls == "vec" else []),
            )
        for node in self.program.linear:
            if node.op in (Ops.CONST, Ops.PARAM, Ops.VAR, Ops.REG, Ops.AFTER, Ops.SINK):
                continue
            if self.selected_by_users(node):
                continue  # selected by its users (see rm, address, condition, shuffles)
            if node in self.induction:
                continue  # stepped by its loop (induction.py)
            self.at = self.position[node]
            result = self.select_node(node)
            if result is not EFFECT:
                self.values[node] = result
        self.keep_needed_zero_extensions()
        return MachineFunction(
            self.program.name,
            self.insts,
            self.slots,
            self.target,
            self.uses_ymm,
            self.program.options.abi,
            self.pool,
        )

    def select_node(self, node: UOp) -> list[VReg]:
        """The registers of `node` from the first row of the rule table that matches it and
        does not return None (or EFFECT)."""
        match = self.rules.first_match(node, self)
        if match is None:
            raise NotImplementedError(f"x86 isel: no rule for {node.op.text} {node.dtype}")
        rule, result = match
        coverage.RULES[rule.name] += 1  # tools/isel_coverage.py: which rules the tests reach
        return result

    def entry(self) -> None:
        """Copy each parameter out of its ABI location into a virtual register.

        [abi-narrow] A scalar parameter arrives with the bits above its dtype unspecified
        (System V and Windows x64 leave bits 8/16/32..63 of an 8/16/32-bit argument to the
        caller). The copy
        is a 32-bit `mov` for every narrow dtype: an 8/16-bit value may keep garbage above
        (every rule reads it at its exact width or extends it first), and for a 32-bit value
        the same `mov` clears the upper half, as the value invariant requires; a parameter
        in a stack slot is loaded with a 32-bit load, which clears it too."""
        from refimpl.backends.x86.abi import param_location

        for param in self.program.kernel.params:
            slot = param.arg[0]
            reg = self.vreg("gpr")
            size = 8 if param.op is Ops.PARAM or param.dtype.bits == 64 else 4
            location = param_location(slot, size, self.program.options.abi)
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
                inst.op == "mov"
                and inst.comment != "zero-extend"
                and all(
                    isinstance(o, Reg) and isinstance(o.reg, VReg) and o.size == 4 for o in operands
                )
            ):
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


def as_signed(node: UOp, size: int) -> int:
    """Integer constant `node` as a signed `size`-byte value (what an immediate encodes)."""
    bits = 8 * size
    value = int(node.arg) & ((1 << bits) - 1)
    return value - (1 << bits) if value >> (bits - 1) else value


def float_bits(dtype: DType, value: float) -> int:
    """The bit pattern of float `value` as an unsigned integer."""
    import numpy as np

    return int(np.array(value, dtype=dtype.np).view(f"u{dtype.itemsize}"))


def inverse(cc: str) -> str:
    """The condition code true exactly when `cc` is false (for jumping over code)."""
    return INVERSE_CONDITION[cc]


@dataclass
class OpenLoop:
    """A loop whose RANGE was selected and whose END is still to come."""

    counter: VReg
    top: Label
    done: Label
    plan: Any = None  # its induction variables (induction.LoopPlan), if any


# --- moving values between registers and memory --------------------------------------------
# A value's registers (see "Where values live") stored to or loaded from memory, piece by
# piece; the rules of every module use these.


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


def _is_copy(inst: Inst, dst: VReg, src: VReg) -> bool:
    regs = [o.reg for o in inst.operands if isinstance(o, Reg)]
    return inst.is_register_copy and regs == [dst, src]


def new_value(ctx: Selector, dtype: DType) -> list[VReg]:
    if not is_vec_class(dtype):
        return [ctx.vreg("gpr")]
    return [ctx.vreg("vec") for _ in (ctx.pieces(dtype) if dtype.lanes > 1 else [0])]


def copy_into(ctx: Selector, dst: list[VReg], src: list[VReg], dtype: DType) -> None:
    sizes = ctx.pieces(dtype) if dtype.lanes > 1 else [dtype.itemsize]
    for d, s, size in zip(dst, src, sizes, strict=True):
        if d.cls == "gpr":
            ctx.emit("mov", Reg(d, op_size(dtype)), Reg(s, op_size(dtype)))
        else:  # per piece: a 32-byte vector is two xmm pieces on a target without AVX
            ctx.emit("vmovaps", Reg(d, vec_size(size)), Reg(s, vec_size(size)))


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


def _needs_no_entry(user: UOp) -> bool:
    """Whether `user` reads a float constant without its scalar pool entry: a store, as an
    immediate; a broadcast of it or a vectorize of constants, which isel's first rows
    (isel_vector.constant_vector) load as a vector entry of their own."""
    if user.op is Ops.STORE:
        return True
    return user.op in (Ops.BROADCAST, Ops.VECTORIZE) and all(s.op is Ops.CONST for s in user.src)
