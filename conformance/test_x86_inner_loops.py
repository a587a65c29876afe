"""refimpl/backends/x86/inner_loops.py finds the innermost loops and counts their bodies.

No execution: a hand-written instruction list pins the nesting rule, and compiled corpus
kernels are cross-checked against their own listings (the lines between the loop's label
and its back-edge jump).
"""

from __future__ import annotations

from pathlib import Path

from refimpl.backends.base import Options
from refimpl.backends.x86.inner_loops import innermost_loops
from refimpl.backends.x86.mir import Imm, Inst, Label, Mem, Reg, Slot
from refimpl.compile import compile_kernel
from refimpl.text import parse

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

ROOT = Path(__file__).resolve().parents[1]


def compiled(name: str, target: str):
    kernel = parse((ROOT / "golden" / "kernels" / f"{name}.kernel").read_text())
    return compile_kernel(kernel, "x86", Options(target=target), cache=False).compiled


def test_nested_loops_report_only_the_inner_one():
    outer, inner, skip = Label(".Lloop1"), Label(".Lloop2"), Label(".Lskip3")
    slot = Mem(Slot(0, 32, 32), size=32)
    spill = Inst("vmovaps", (slot, Reg("xmm1", 32)))
    spill.kind = "spill"
    insts = [
        Inst("label", (outer,)),
        Inst("label", (inner,)),
        Inst("vmovaps", (Reg("xmm0", 32), slot)),  # a register array in the frame
        Inst("jne", (skip,)),  # a forward branch inside the loop is no loop
        spill,
        Inst("label", (skip,)),
        Inst("add", (Reg("rax", 4), Imm(1))),
        Inst("jl", (inner,)),
        Inst("jl", (outer,)),
    ]
    (loop,) = innermost_loops(insts)
    assert loop.label == ".Lloop2"
    assert (loop.instructions, loop.spill_stores, loop.reloads, loop.slot_accesses) == (5, 1, 0, 1)


def test_counts_match_the_listing_between_label_and_back_edge():
    for name in ("matmul16", "sum_reduce", "softmax_row"):
        for target in ("x86-64-v3", "x86-64-v2"):
            code = compiled(name, target)
            loops = code.inner_loops
            assert loops, f"{name} {target}: no loop found"
            for loop in loops:
                start = code.listing.index(f"{loop.label}:")
                end = next(
                    n
                    for n, line in enumerate(code.listing)
                    if n > start and line.split() == ["jl", loop.label]
                )
                body = [line for line in code.listing[start + 1 : end + 1] if line[0] == " "]
                assert loop.instructions == len(body), f"{name} {target} {loop.label}"


def test_one_innermost_loop_in_a_triple_nest():
    (loop,) = compiled("matmul16", "x86-64-v3").inner_loops
    assert loop.spill_stores == loop.reloads == 0


def bench_loop(name: str, target: str = "x86-64-v3"):
    kernel = parse((ROOT / "bench" / f"{name}.kernel").read_text())
    c = compile_kernel(kernel, "x86", Options(target=target), cache=False).compiled
    return c.inner_loops, "\n".join(c.listing)


def test_bench_loops_step_their_indices():
    """Issue 43, item 3: an affine index of an innermost loop is a register stepped per
    iteration (induction.py), and the counter goes when nothing else reads it. Before:
    matmul256_4x8's k step was 19 instructions (`imul` + `add` for b's index, `lea` for a's,
    the counter's add), add_1m_x8's 7 (`imul` by 8, the counter)."""
    (matmul,), shown = bench_loop("matmul256_4x8")
    body = shown[shown.index(".Lloop5:") :]
    assert matmul.instructions <= 17 and "imul" not in body, shown
    (add,), shown = bench_loop("add_1m_x8")
    assert add.instructions == 6, shown


def test_v2_bench_loops_copy_no_source_a_multiply_reads_for_the_last_time():
    """legacy.two_address overwrites the source of a commutative op that dies there: before,
    matmul256_4x8's k step on v2 was 34 instructions (its last row copied the broadcast
    though the row of b died there) and conv3x3_x8's loop 78, with two frame accesses."""
    (matmul,), shown = bench_loop("matmul256_4x8", "x86-64-v2")
    assert matmul.instructions <= 33, shown
    (conv,), shown = bench_loop("conv3x3_x8", "x86-64-v2")
    assert conv.instructions <= 60 and conv.slot_accesses == conv.reloads == 0, shown


def test_a_stencils_rows_are_displacements_on_one_index_register():
    """Selector.address_targets: conv3x3's second and third rows of taps (`p10 = irow1 + xc`,
    `p10 + 1`, ...) fold onto the first row's index register, so no variable is stepped for
    them; before, each row had its own (24 instructions per iteration on v3, 60 and 33 on
    v2 for conv3x3_x8 and conv3x3). Since vectorize.py, conv3x3's loop is conv3x3_x8's: 8
    outputs per iteration (scalar, one output in 22 on v3 and 31 on v2)."""
    for name, v3, v2 in (("conv3x3", 22, 58), ("conv3x3_x8", 22, 58)):
        (loop,), shown = bench_loop(name)
        assert loop.instructions <= v3, shown
        (loop,), shown = bench_loop(name, "x86-64-v2")
        assert loop.instructions <= v2, shown


def test_v2_softmax_narrows_its_exp_loops_results_packed():
    """f64x8 -> f32x8 on v2 is four cvtpd2ps and two unpcklpd (legalize.PACKED_CASTS), not
    eight cvtsd2ss and the inserts that gather them: softmax_1k_x8's exp loop 366 -> 342."""
    exp_loop = bench_loop("softmax_1k_x8", "x86-64-v2")[0][1]
    assert exp_loop.instructions <= 342, exp_loop
