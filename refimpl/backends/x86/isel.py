"""Instruction selection: the linearized, legalized kernel -> machine IR on virtual registers.

Where this sits: after legalize.py and linearize, before regalloc.py. `select` walks the
nodes in linear order (selector.py's `Selector.run`) and hands each to `SELECT`, the rule
table below: a `PatternMatcher` whose rows are grouped under one banner per IR op, scalar
integer, scalar float and packed rows of an op together. A row's rule emits machine
instructions through the `Selector` it receives as `ctx` and returns the virtual registers
holding the node's value (a list: one register for a scalar, one per 16/32-byte piece for
a vector), or `EFFECT` for stores and loops.

The modules of isel:

    isel.py         this table and `select`
    selector.py     the Selector: the per-node driver, where values live, operands and the
                    folding of loads, immediates and displacements, the ABI entry
    isel_scalar.py  integer and float scalar rules: ALU, compares, where, scalar casts
    isel_vector.py  packed ALU, masks and blends, vectorize, gep, broadcast, packed casts,
                    bitcasts
    isel_shuffle.py lane permutations (a gep or vectorize that reorders lanes of <= 2
                    vectors): the shuffle instructions as a table of lane maps
    isel_memory.py  loads, stores, loops

Reading the table: rows are tried in order and the first whose pattern matches and whose
rule does not return None wins, so where an op has several strategies (an `lea`, an
immediate, a memory operand, a stack slot) each is a row, the most specific first, and a
rule declines by returning None. Dtype conditions are in the patterns: `_gpr_scalar`
(ints and bools), `_float_scalar`, `_vector`; CPU features are checked in the rule (the
row's comment names them).

A row also says which of its sources its rule selects itself: such a source pattern is a
`Taken` (selector.py) with the condition under which the rule does (CONDITION: a compare
the rule computes as flags or lane masks; INDEX: `x + c` whose c becomes the address's
displacement; a vector of one constant that becomes a shift's immediate; LANE: a one-lane
gep of a vectorize of such geps, at every source (a vectorize's arity varies: an
`EverySource` pattern), which a shuffle row reads in its vector's register and the rows
after them select where they read it). A node every row that may select each of its
users takes is not selected where it stands (`Selector.selected_by_users`): this table is
the one place that decides it. Constants never reach the table either: they are
materialized at each use, or are immediates.

A row says likewise which source its instruction may read from memory: a `MemoryOperand`
(MEMORY, ALU_MEMORY, COMPARED, PACKED_MEMORY, FMA_MEMORY, the broadcast source), with the
condition under which it does (the operand the rule puts in the memory slot, at the size
its instruction reads). A load that can sink to its one user is folded into it exactly
when every row that may select the user has one at the load's source, and is otherwise
selected where it stands (Cranelift's `sinkable_load`, decided at the match).
"""

from __future__ import annotations

from collections.abc import Callable

from refimpl.backends.base import Program
from refimpl.backends.x86 import legacy
from refimpl.backends.x86.isel_memory import (
    select_end,
    select_load,
    select_range,
    store_immediate,
    store_registers,
    store_to_promoted_element,
)
from refimpl.backends.x86.isel_scalar import (
    add_by_lea,
    cast_float_float,
    cast_float_to_int,
    cast_int_int,
    cast_int_to_float,
    cast_to_same_dtype,
    compare_to_bool,
    constant_right,
    float_binary,
    float_equality_to_bool,
    float_fma,
    float_neg,
    float_sqrt,
    float_to_bool,
    float_trunc,
    imul_by_immediate,
    int_binary,
    int_divide,
    int_minmax,
    int_neg,
    int_to_bool,
    plus_zero_is_a_copy,
    shift_by_cl,
    shift_by_immediate,
    where_as_min_max,
    where_float,
    where_gpr,
)
from refimpl.backends.x86.isel_shuffle import permutation_by_blend, permutation_in_one
from refimpl.backends.x86.isel_vector import (
    bitcast_across_classes,
    bitcast_in_place,
    broadcast_by_shuffle,
    broadcast_from_memory,
    broadcast_from_register,
    broadcast_through_slot,
    constant_vector,
    gep_extract_lane,
    gep_float_lane0,
    gep_lane_through_slot,
    gep_lanes_through_slots,
    gep_shuffle_within_16_bytes,
    gep_upper_half,
    gep_whole_pieces,
    packed_binary,
    packed_cast_narrowing,
    packed_cast_same_width,
    packed_cast_widening,
    packed_compare_to_bools,
    packed_fma,
    packed_neg,
    packed_plus_zero_is_a_copy,
    packed_shift_by_immediate,
    packed_shift_per_lane,
    packed_sqrt,
    packed_trunc,
    packed_where,
    vectorize_by_pattern,
    vectorize_of_one_value,
    vectorize_through_slot,
)
from refimpl.backends.x86.legalize import uniform_constant
from refimpl.backends.x86.mir import Inst, MachineFunction, Mem, VReg
from refimpl.backends.x86.selector import (
    EverySource,
    MemoryOperand,
    Selector,
    Taken,
    exact_size,
    op_size,
    writes_flags,
)
from refimpl.dtypes import DType, bool_, f16, f32, f64, i32, i64, u32, u64
from refimpl.ir import Ops, UOp
from refimpl.rewrite import Pat, PatternMatcher


def _gpr_scalar(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.lanes == 1 and not dtype.is_float


def _float_scalar(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.lanes == 1 and dtype.is_float


def _vector(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.lanes > 1


def _scalar(dtype) -> bool:
    return dtype.lanes == 1


def _f32_f64(dtype) -> bool:
    """f32 and f64, scalar or vector: what min/max instructions exist for (f16 is legalized
    to f32 before isel, so a min made here could not be selected)."""
    return isinstance(dtype, DType) and dtype.scalar in (f32, f64)


_INT_32_64 = (i32, u32, i64, u64)
_COMPARES = frozenset({Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE})


def _int(op: Ops, mnemonic: str) -> tuple[Pat, Callable]:
    """The two-address row of an integer ALU op; b may be a folded load."""
    return Pat(op, dtype=_gpr_scalar, src=(ANY, ALU_MEMORY), name="x"), int_binary(mnemonic)


def _float(op: Ops, stem: str) -> tuple[Pat, Callable]:
    """The VEX three-operand row of a scalar float op (`v{stem}ss`/`v{stem}sd`); b may be a
    folded load."""
    return Pat(op, dtype=_float_scalar, src=(ANY, MEMORY), name="x"), float_binary(stem)


def _cast(to, frm) -> Pat:
    """A scalar cast to a dtype matching `to` from a source matching `frm`."""
    return Pat(Ops.CAST, dtype=to, src=(Pat.var("src", dtype=frm),), name="x")


# ---- sources a row selects itself (`Taken`: never selected where they stand) ----------------


def _is_condition(source: UOp, ctx: Selector) -> bool:
    """A compare its user computes itself as a condition: a scalar one as the flags right
    before the cmov, jcc or setcc (`ctx.condition`), a vector one as lane masks
    (isel_vector.compare_masks). Not a scalar float == or !=: its truth is two flags (ZF
    and PF), so it is computed as a bool."""
    if source.op not in _COMPARES:
        return False
    operand = source.src[0].dtype
    return operand.lanes > 1 or not operand.is_float or source.op is Ops.CMPLT


def _has_displacement(index: UOp, ctx: Selector) -> bool:
    """An index `x + c` whose c the address takes as its displacement (`ctx.address`)."""
    return ctx.foldable_offset(index) is not None


def _one_constant(count: UOp) -> bool:
    return uniform_constant(count) is not None


def _is_lane(node: UOp) -> bool:
    return node.op is Ops.GEP and len(node.arg) == 1


def _lane_of_gathers(lane: UOp, ctx: Selector) -> bool:
    """A one-lane gep used only as a lane of vectorizes of one-lane geps, and readable
    where they stand: the shuffle rows read the lane in its vector's register; the rows
    after them select it themselves where they read it (`ctx.select_taken`), so a lane
    lives only from there to its insert or store."""
    return _is_lane(lane) and all(
        user.op is Ops.VECTORIZE
        and all(_is_lane(s) for s in user.src)
        and ctx.moves_down_to(lane, user)
        for user in ctx.users.get(lane, [])
    )


# ---- loads a row reads as its memory operand (`MemoryOperand`: folded, not selected) ---------


def _second_alu_operand(load: UOp, x: UOp, ctx: Selector) -> bool:
    """b of `op d, b` (int_binary puts a constant second: `constant_right`), where the
    instruction computes at the load's width: an 8/16-bit value computes in 32 bits."""
    return constant_right(x)[1] is load and exact_size(load.dtype) == op_size(load.dtype)


def _compared_from_memory(load: UOp, x: UOp, ctx: Selector) -> bool:
    """The source a compare reads from memory: b of `cmp a, b` and of `ucomis b` for float
    == and !=; a of a float a < b, which is `ucomis b, a` ("above")."""
    a, b = x.src
    return load is (a if a.dtype.is_float and x.op is Ops.CMPLT else b)


def _fills_one_register(load: UOp, x: UOp, ctx: Selector) -> bool:
    """A vector load that fills one whole register (VEX allows any alignment; legacy.py
    loads a 16-byte memory operand with movups first)."""
    return load.dtype.size in (16, 32) and load.dtype.size <= ctx.max_piece


def _last_sinkable_load(load: UOp, x: UOp, ctx: Selector) -> bool:
    """An FMA reads one source from memory (fma_plan puts it last, or loads it straight into
    the destination): of several loads that could be, the last; the others are selected
    where they stand."""
    return load is [s for s in x.src if ctx.sinkable_load(s)][-1]


def _fma_memory_operand(load: UOp, x: UOp, ctx: Selector) -> bool:
    whole = load.dtype.lanes == 1 or _fills_one_register(load, x, ctx)
    return whole and _last_sinkable_load(load, x, ctx)


def _broadcast_from_memory(load: UOp, x: UOp, ctx: Selector) -> bool:
    """AVX2 broadcasts straight from memory (broadcast_from_memory, the first row a load
    reaches: the rows after it never see a load on AVX2)."""
    return "avx2" in ctx.features


def _broadcast_source(name: str | None = "src", dtype=None) -> MemoryOperand:
    return MemoryOperand(name=name, dtype=dtype, when=_broadcast_from_memory)


ANY = Pat()
MEMORY = MemoryOperand()  # a scalar load: the instruction reads it at its own size
ALU_MEMORY = MemoryOperand(when=_second_alu_operand)
COMPARED = MemoryOperand(when=_compared_from_memory)
PACKED_MEMORY = MemoryOperand(when=_fills_one_register)
FMA_MEMORY = MemoryOperand(when=_fma_memory_operand)
CONDITION = Taken(kind="condition", when=_is_condition)
INDEX = Taken(kind="displacement", when=_has_displacement)
LANE = Taken(kind="lane", when=_lane_of_gathers)


SELECT = PatternMatcher([
    # ==== load ====
    (Pat(Ops.LOAD, src=(ANY, INDEX), name="x"), select_load),  # a promoted element or a load
    (Pat(Ops.LOAD, src=(ANY, INDEX, CONDITION, ANY), name="x"), select_load),  # gated: a branch
    # ==== store ====
    (Pat(Ops.STORE, src=(ANY, INDEX, ANY), name="x"),
     store_to_promoted_element),  # a copy into its register
    (Pat(Ops.STORE, src=(ANY, INDEX, ANY), name="x"),
     store_immediate),  # a constant that fits: mov [mem], imm
    (Pat(Ops.STORE, src=(ANY, INDEX, ANY), name="x"), store_registers),
    # gated: the same behind a branch (an accumulator is never promoted when gated)
    (Pat(Ops.STORE, src=(ANY, INDEX, ANY, CONDITION), name="x"), store_immediate),
    (Pat(Ops.STORE, src=(ANY, INDEX, ANY, CONDITION), name="x"), store_registers),
    # ==== range, end: the loop counter; compare-and-branch at the bottom ====
    (Pat(Ops.RANGE, name="x"), select_range),
    (Pat(Ops.END, name="x"), select_end),
    # ==== add, sub, mul, and, or, xor ====
    # a + 0: a copy of a (none when a dies here); the rows after it fold the same loads
    (Pat(frozenset({Ops.ADD, Ops.SUB, Ops.OR, Ops.XOR}), dtype=_gpr_scalar,
         src=(ANY, ALU_MEMORY), name="x"), plus_zero_is_a_copy),
    (Pat(Ops.ADD, dtype=_gpr_scalar, src=(ANY, ALU_MEMORY), name="x"),
     add_by_lea),  # a stays live: no copy of a (declines for a folded b)
    (Pat(Ops.MUL, dtype=_gpr_scalar, src=(ANY, ALU_MEMORY), name="x"),
     imul_by_immediate),  # imul d, a, imm
    _int(Ops.ADD, "add"),  # mov d, a; add d, b/imm/mem
    _int(Ops.SUB, "sub"),
    _int(Ops.MUL, "imul"),
    _int(Ops.AND, "and"),
    _int(Ops.OR, "or"),
    _int(Ops.XOR, "xor"),
    _float(Ops.ADD, "add"),
    _float(Ops.SUB, "sub"),
    _float(Ops.MUL, "mul"),
    # integer lanes + 0: a copy (none where the other source dies); the same folded loads
    (Pat(frozenset({Ops.ADD, Ops.SUB, Ops.OR, Ops.XOR}), dtype=_vector,
         src=(ANY, PACKED_MEMORY), name="x"), packed_plus_zero_is_a_copy),
    (Pat(frozenset({Ops.ADD, Ops.SUB, Ops.MUL, Ops.AND, Ops.OR, Ops.XOR}), dtype=_vector,
         src=(ANY, PACKED_MEMORY), name="x"), packed_binary),
    # ==== fdiv ====
    _float(Ops.FDIV, "div"),
    (Pat(Ops.FDIV, dtype=_vector, src=(ANY, PACKED_MEMORY), name="x"), packed_binary),
    # ==== idiv, mod: rax:rdx, guarded against a zero divisor and MIN / -1 ====
    (Pat(frozenset({Ops.IDIV, Ops.MOD}), dtype=_gpr_scalar, name="x"), int_divide),
    # ==== max, min ====
    (Pat(frozenset({Ops.MAX, Ops.MIN}), dtype=_gpr_scalar, name="x"), int_minmax),  # cmp+cmov
    _float(Ops.MAX, "max"),  # maxss a, b is exactly [float-minmax]: a > b ? a : b
    _float(Ops.MIN, "min"),
    # floats: maxps/minps; ints: vpmaxs*/vpminu* (SSE4.1), not for 64-bit lanes (split)
    (Pat(frozenset({Ops.MAX, Ops.MIN}), dtype=_vector, src=(ANY, PACKED_MEMORY), name="x"),
     packed_binary),
    # ==== shl, shr ====
    (Pat(frozenset({Ops.SHL, Ops.SHR}), dtype=_gpr_scalar, name="x"), shift_by_immediate),
    (Pat(frozenset({Ops.SHL, Ops.SHR}), dtype=_gpr_scalar, name="x"), shift_by_cl),
    (Pat(frozenset({Ops.SHL, Ops.SHR}), dtype=_vector,
         src=(Pat.var("a"), Taken(name="count", test=_one_constant, kind="immediate")),
         name="x"), packed_shift_by_immediate),  # vpslld ymm, ymm, imm8 (count mod bits)
    (Pat(frozenset({Ops.SHL, Ops.SHR}), dtype=_vector,
         src=(Pat.var("a"), Pat.var("count", test=lambda count: not _one_constant(count))),
         name="x"), packed_shift_per_lane),  # AVX2: vpand counts, bits-1; vpsllvd
    # ==== neg ====
    (Pat(Ops.NEG, dtype=_gpr_scalar, name="x"), int_neg),
    (Pat(Ops.NEG, dtype=_float_scalar, name="x"), float_neg),  # xor with -0.0
    (Pat(Ops.NEG, dtype=_vector, name="x"), packed_neg),
    # ==== sqrt ====
    (Pat(Ops.SQRT, dtype=_float_scalar, name="x"), float_sqrt),
    (Pat(Ops.SQRT, dtype=_vector, name="x"), packed_sqrt),
    # ==== trunc: round toward zero ====
    (Pat(Ops.TRUNC, dtype=_float_scalar, name="x"), float_trunc),
    (Pat(Ops.TRUNC, dtype=_vector, name="x"), packed_trunc),
    # ==== mulacc: vfmadd231, only under fast_math on an FMA target ====
    (Pat(Ops.MULACC, dtype=_float_scalar, src=(FMA_MEMORY,) * 3, name="x"), float_fma),
    (Pat(Ops.MULACC, dtype=_vector, src=(FMA_MEMORY,) * 3, name="x"),
     packed_fma),  # the load goes last, the one source that may be memory (fma_plan)
    # ==== cmplt, cmpeq, cmpne: as a bool (a compare used as a condition never gets here) ====
    (Pat(frozenset({Ops.CMPEQ, Ops.CMPNE}), dtype=_gpr_scalar,
         src=(Pat.var("a", dtype=_float_scalar),
              MemoryOperand(name="b", when=_compared_from_memory)),
         name="x"), float_equality_to_bool),  # two flags: ZF and PF
    (Pat(_COMPARES, dtype=_gpr_scalar, src=(COMPARED, COMPARED), name="x"),
     compare_to_bool),  # setcc
    (Pat(_COMPARES, dtype=_vector, name="x"), packed_compare_to_bools),  # vcmpps, vpcmpgtd..
    # ==== where ====
    # where(a < b, a, b) is minss a, b: it reads a and b, never the compare's value
    (Pat(Ops.WHERE, dtype=_f32_f64, src=(Taken(kind="condition"), ANY, ANY), name="x"),
     where_as_min_max),
    (Pat(Ops.WHERE, dtype=_gpr_scalar, src=(CONDITION, ANY, ANY), name="x"), where_gpr),  # cmov
    (Pat(Ops.WHERE, dtype=_float_scalar, src=(CONDITION, ANY, ANY), name="x"),
     where_float),  # no cmov: a branch
    (Pat(Ops.WHERE, dtype=_vector, src=(CONDITION, ANY, ANY), name="x"),
     packed_where),  # cmpps/pcmpgtd mask + blendv
    # ==== vectorize ====
    # every row takes a LANE: the shuffle rows read it in its vector's register, the rows
    # after them select it where they read it (constant_vector: only of constants)
    (EverySource(Ops.VECTORIZE, each=LANE, name="x"),
     constant_vector),  # every lane a constant: the pool
    (EverySource(Ops.VECTORIZE, each=LANE, name="x"),
     permutation_in_one),  # lanes of <= 2 vectors: vshufps..
    (EverySource(Ops.VECTORIZE, each=LANE, name="x"),
     permutation_by_blend),  # two permutes and a blend
    (EverySource(Ops.VECTORIZE, each=LANE, name="x"),
     vectorize_of_one_value),  # the broadcast rows
    (EverySource(Ops.VECTORIZE, each=LANE, name="x"),
     vectorize_by_pattern),  # SSE4.1: vinsertps, vpinsr*
    (EverySource(Ops.VECTORIZE, each=LANE, name="x"), vectorize_through_slot),
    # ==== gep ====
    (Pat(Ops.GEP, name="x"), gep_float_lane0),  # the same register
    (Pat(Ops.GEP, name="x"), gep_whole_pieces),  # the same registers
    (Pat(Ops.GEP, name="x"), permutation_in_one),  # as many lanes, reordered: vpermilps..
    (Pat(Ops.GEP, name="x"), permutation_by_blend),
    (Pat(Ops.GEP, name="x"), gep_upper_half),  # AVX: vextractf128
    (Pat(Ops.GEP, name="x"), gep_shuffle_within_16_bytes),  # pshufd (after vextractf128)
    (Pat(Ops.GEP, name="x"), gep_extract_lane),  # SSE4.1: vpextr*, vshufps
    (Pat(Ops.GEP, name="x"), gep_lane_through_slot),
    (Pat(Ops.GEP, name="x"), gep_lanes_through_slots),
    # ==== broadcast ====
    (Pat(Ops.BROADCAST, src=(_broadcast_source(name=None),), name="x"),
     constant_vector),  # of a constant: the pool
    (Pat(Ops.BROADCAST, src=(_broadcast_source(),), name="x"),
     broadcast_from_memory),  # AVX2: vbroadcastss/sd, vmovddup, vpbroadcast* [mem]
    (Pat(Ops.BROADCAST, src=(_broadcast_source(),), name="x"),
     broadcast_from_register),  # AVX2
    (Pat(Ops.BROADCAST, src=(_broadcast_source(dtype=(f32, f64, *_INT_32_64)),), name="x"),
     broadcast_by_shuffle),  # no AVX: movd + pshufd
    (Pat(Ops.BROADCAST, src=(_broadcast_source(),), name="x"), broadcast_through_slot),
    # ==== cast ====
    (Pat(Ops.CAST, dtype=_scalar, name="x"), cast_to_same_dtype),  # changes nothing
    (_cast(bool_, _gpr_scalar), int_to_bool),
    (_cast(bool_, _float_scalar), float_to_bool),
    (_cast(_gpr_scalar, _gpr_scalar), cast_int_int),
    (_cast(_float_scalar, _gpr_scalar), cast_int_to_float),
    (_cast(_gpr_scalar, _float_scalar), cast_float_to_int),
    (_cast(_float_scalar, _float_scalar), cast_float_float),
    (Pat(Ops.CAST, dtype=_vector, src=(Pat.var("src"),), name="x"), packed_cast_same_width),
    (Pat(Ops.CAST, dtype=_vector, src=(Pat.var("src"),), name="x"), packed_cast_widening),
    (Pat(Ops.CAST, dtype=_vector, src=(Pat.var("src"),), name="x"), packed_cast_narrowing),
    # ==== bitcast ====
    (Pat(Ops.BITCAST, src=(Pat.var("src"),), name="x"), bitcast_in_place),
    (Pat(Ops.BITCAST, src=(Pat.var("src"),), name="x"), bitcast_across_classes),  # vmovd/q
])  # fmt: skip


def select(program: Program) -> MachineFunction:
    """Instruction selection for a whole program. On a target without AVX the VEX
    three-operand forms become two-address ones here, on virtual registers, so the
    allocator sees the constraint (legacy.py)."""
    fn = Selector(program, SELECT).run()
    fn.insts = drop_dead_definitions(fn.insts)
    if legacy.needs_legacy(fn.target.features):
        fn.insts = legacy.two_address(fn.insts)
    return fn


def drop_dead_definitions(insts: list[Inst]) -> list[Inst]:
    """Without the instructions whose only effect is a virtual register nothing reads, until
    none is left. A node is selected where some row that may select a user reads it in a
    register (`Selector.selected_by_users`), though the user may never be selected: the
    row offsets `r0 + 256/512/768` of matmul256_4x8 are read only by `r1 + k` and the like,
    which every load folds into a displacement on `r0 + k`'s register
    (`Selector.foldable_offset`), yet each was an `lea` per outer iteration."""
    while True:
        read = {reg for inst in insts for reg in inst.reads()}
        kept = [inst for inst in insts if not _defines_only_unread(inst, read)]
        if len(kept) == len(insts):
            return insts
        insts = kept


def _defines_only_unread(inst: Inst, read: set) -> bool:
    """Does `inst` only write virtual registers outside `read`: no flags, no memory, no
    physical register, no control flow?"""
    if inst.op == "label" or inst.is_branch or inst.ends_block or writes_flags(inst.op):
        return False
    written = inst.writes()
    if not written or any(not isinstance(reg, VReg) or reg in read for reg in written):
        return False
    roles = inst.roles
    return not any(isinstance(o, Mem) and roles[n] in "wm" for n, o in enumerate(inst.operands))


__all__ = ["select", "MachineFunction", "Selector", "SELECT", "bool_", "f16", "f32", "i32"]
