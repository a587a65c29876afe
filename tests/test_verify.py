"""The verifier: each rule rejects a malformed kernel with its name, the node and the reason.

Kernels here are built directly from UOps (the parser and builder would refuse most of
them earlier), so each case breaks exactly one rule.
"""

from __future__ import annotations

import pytest

from refimpl.dtypes import PtrDType, bool_, f32, i8, i32, u8, void
from refimpl.ir import ALU, ARITY, Kernel, Ops, UOp
from refimpl.verify import VerifyError, verify

OUT = UOp(Ops.PARAM, PtrDType(f32, 8), (), (0, "out"))
X = UOp(Ops.PARAM, PtrDType(f32, 8), (), (1, "x"))
ZERO = UOp.const(i32, 0)


def kernel_of(*effects: UOp, params=(OUT, X)) -> Kernel:
    return Kernel("bad", params, UOp(Ops.SINK, void, effects))


def store(value: UOp, index: UOp = ZERO, buf: UOp = OUT) -> UOp:
    return UOp(Ops.STORE, void, (buf, index, value))


def load(index: UOp = ZERO, buf: UOp = X, dtype=f32) -> UOp:
    return UOp(Ops.LOAD, dtype, (buf, index))


RNG = UOp(Ops.RANGE, i32, (UOp.const(i32, 4),), 0)
R2 = UOp(Ops.RANGE, i32, (UOp.const(i32, 2),), 1)
CASES = [
    # (kernel, rule, fragment of the message)
    (kernel_of(store(UOp(Ops.ADD, f32, (load(), UOp.const(i32, 1))))),
     "operand-dtype", "`add f32 <load f32>, 1:i32`: operand 2 is i32, expected f32"),
    (kernel_of(store(UOp(Ops.ADD, f32, (load(),)))), "arity", "add takes 2 operands, got 1"),
    (kernel_of(store(UOp(Ops.SQRT, f32, (load(),)).cast(i32).cast(f32)), store(
        UOp(Ops.SHL, f32, (load(), load())), UOp.const(i32, 1))),
     "op-dtype", "shl is not defined for float"),
    (kernel_of(store(load(UOp.const(u8, 0)))), "operand-dtype", "index is u8, expected i32"),
    (kernel_of(store(load(dtype=i8))), "memory", "i8 does not match the buffer's f32 elements"),
    (kernel_of(store(UOp(Ops.BITCAST, f32, (UOp.const(i8, 1).cast(i8),)))),
     "bitcast", "must keep the total bit width"),
    (kernel_of(store(UOp(Ops.GEP, f32, (UOp(Ops.BROADCAST, f32.vec(4), (load(),)),), (4,)))),
     "gep", "lanes (4,) out of range for f32x4"),
    (kernel_of(store(load(RNG), RNG)), "loop", "this range is never ended"),
    (kernel_of(UOp(Ops.END, void, (RNG, store(load(RNG), RNG))), store(load(RNG))),
     "loop", "a value computed inside this loop is used after its end"),
    # an end listing a store that does not use its range: the store runs once, outside
    # the loop, and no text can say where it was (the printed kernel would not parse back)
    (kernel_of(UOp(Ops.END, void, (RNG, store(load())))),
     "loop", "this store is listed by the end of a loop it does not depend on"),
    (kernel_of(UOp(Ops.END, void, (R2, UOp(Ops.END, void, (RNG, store(load(RNG), RNG)))))),
     "loop", "this end is listed by the end of a loop it does not depend on"),
    (kernel_of(store(UOp.const(f32, 1.0)), store(load(UOp.const(i32, 1), buf=OUT), buf=X)),
     "memory-order",
     "this load and a store to the same buffer are not ordered"),
    (kernel_of(store(load()), params=(OUT, X, OUT)), "params", "slot"),
    (kernel_of(store(load()), params=(OUT,)),
     "params", "uses a parameter the kernel does not declare"),
    (kernel_of(store(UOp(Ops.CMPLT, f32, (load(), load())))),
     "operand-dtype", "cmplt produces bool"),
    (kernel_of(store(UOp(Ops.WHERE, f32, (load(), load(), load())))),
     "operand-dtype", "operand 1 is f32, expected bool"),
]  # fmt: skip


@pytest.mark.parametrize(
    "kernel, rule, message", CASES, ids=[f"{c[1]}-{i}" for i, c in enumerate(CASES)]
)
def test_verifier_names_rule_node_and_reason(kernel, rule, message):
    with pytest.raises(VerifyError) as info:
        verify(kernel)
    assert info.value.rule == rule, str(info.value)
    assert message in str(info.value)
    assert str(info.value).startswith(f"verify: {rule}:")


def test_arity_is_given_for_every_alu_op_and_nothing_else():
    """ir.ARITY is the one table of operand counts (verify, the op suite and fuzz use it)."""
    assert set(ARITY) == ALU
    assert (ARITY[Ops.NEG], ARITY[Ops.ADD], ARITY[Ops.WHERE]) == (1, 2, 3)


def test_verifier_accepts_a_well_formed_kernel():
    end = UOp(Ops.END, void, (RNG, store(load(RNG), RNG)))
    assert verify(kernel_of(end)) is not None


def test_vectorize_lane_count_must_match():
    vec = UOp(Ops.VECTORIZE, f32.vec(4), (load(), load()))
    with pytest.raises(VerifyError, match="f32x4 needs 4 scalar lanes, got 2"):
        verify(kernel_of(store(UOp(Ops.GEP, f32, (vec,), (0,)))))


def test_gate_must_be_bool():
    gated = UOp(Ops.LOAD, f32, (X, ZERO, UOp.const(i32, 1), UOp.const(f32, 0.0)))
    with pytest.raises(VerifyError, match=r"gate \(operand 3\) is i32, expected bool"):
        verify(kernel_of(store(gated)))
    ok = UOp(Ops.LOAD, f32, (X, ZERO, UOp.const(bool_, True), UOp.const(f32, 0.0)))
    verify(kernel_of(store(ok)))
