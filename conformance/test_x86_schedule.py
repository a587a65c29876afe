"""x86 schedule (refimpl/backends/x86/schedule.py): values placed next to their first use.

- a chain of products and adds (a convolution's nine taps) is computed one product next
  to its add, not all products first: at most two products wait at any point;
- no load moves past a store, and no value leaves its block;
- bench/conv3x3 keeps its nine weights in registers on x86-64-v3: its loop has no stack
  access (issue 43, item 4: before, 5 weights were reloaded every iteration).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.harness import check_kernel
from refimpl.backends.base import Options
from refimpl.backends.x86.schedule import schedule
from refimpl.compile import build, compile_kernel, prepare, unavailable
from refimpl.ir import Ops
from refimpl.text import parse

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

ROOT = Path(__file__).resolve().parents[1]
OPTIONS = Options(check_regalloc=True)


def waiting_products(linear) -> int:
    """The most products computed and not yet used at any point of `linear`."""
    position = {n: k for k, n in enumerate(linear)}
    last_use: dict = {}
    for n in linear:
        for s in n.src:
            last_use[s] = max(last_use.get(s, 0), position[n])
    most = 0
    for k in range(len(linear)):
        live = [
            n for n in linear[:k] if n.op is Ops.MUL and n.dtype.is_float and last_use.get(n, 0) > k
        ]
        most = max(most, len(live))
    return most


def test_a_chain_of_products_is_computed_next_to_its_adds():
    """conv3x3's inner body: linearize puts all nine products before the first add; the
    schedule puts each product right before its add."""
    program = prepare(parse((ROOT / "bench/conv3x3.kernel").read_text()), "x86", OPTIONS)
    assert waiting_products(program.linear) >= 8
    scheduled = schedule(program)
    assert waiting_products(scheduled.linear) <= 2
    assert sorted(map(id, scheduled.linear)) == sorted(map(id, program.linear))


LOAD_AFTER_STORE = """kernel reread(%out: f32[4], %a: f32[4])
  %i = range i32 4
    %x = load f32 %a[%i]
    %y = mul f32 %x, 2.0
    %st = store %out[%i], %y
    %out2 = after %out, %st
    %z = load f32 %out2[%i]
    %w = add f32 %z, %x
    store %a[%i], %w
  end %i
"""


def test_no_load_moves_past_a_store_and_no_value_leaves_its_block():
    program = prepare(parse(LOAD_AFTER_STORE), "x86", OPTIONS)
    scheduled = schedule(program).linear
    memory = [n for n in program.linear if n.op in (Ops.LOAD, Ops.STORE)]
    assert [n for n in scheduled if n.op in (Ops.LOAD, Ops.STORE)] == memory
    for order in (program.linear, scheduled):
        ranges = [k for k, n in enumerate(order) if n.op in (Ops.RANGE, Ops.END)]
        blocks = [
            {n for n in order[a + 1 : b]}
            for a, b in zip([-1, *ranges], [*ranges, len(order)], strict=True)
        ]
        if order is program.linear:
            before = blocks
        else:
            assert blocks == before
    if reason := unavailable("x86", OPTIONS):
        pytest.skip(reason)
    kernel = parse(LOAD_AFTER_STORE)
    (runner,) = build([kernel], "x86", OPTIONS)
    check_kernel(kernel, runner)


@pytest.mark.parametrize("name", ["conv3x3", "conv3x3_x8"])
def test_conv3x3_keeps_its_weights_in_registers_on_v3(name):
    """Nine weights (scalars, or 8-lane vectors), the running sum and one product fit the
    13 vector registers the allocator has; in linearize's order they did not."""
    text = (ROOT / f"bench/{name}.kernel").read_text()
    compiled = compile_kernel(parse(text), "x86", OPTIONS, cache=False).compiled
    (loop,) = compiled.inner_loops
    shown = "\n".join(compiled.listing)
    loop_text = shown[shown.index(".Lloop3:") :]
    vector_moves = [
        line
        for line in loop_text.splitlines()
        if "[rsp" in line and ("xmm" in line or "ymm" in line)
    ]
    assert not vector_moves, shown
    # with its indices stepped (induction.py) conv3x3_x8 needs no GPR reload either
    assert (loop.spill_stores, loop.reloads, loop.slot_accesses) == (0, 0, 0), shown
