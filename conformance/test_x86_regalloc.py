"""x86 register allocation: the checker can fail, spills are right and split, ABI kept.

- the allocation checker (Options.check_regalloc) rejects a deliberately corrupted
  allocation, so the suite's "checked" runs mean something;
- a kernel with more live vector values than registers spills and reloads, and still
  agrees with the oracle (spill slots are accessed with aligned moves, so a misaligned
  frame would fault);
- live ranges are split: a value spilled during a burst of pressure is reloaded once after
  it, and `resolve` gives up a register piece that a branch enters from elsewhere and
  stores every write of a value that a branch carries from a register into memory;
- callee-saved registers survive a call: a trampoline written with the project's own
  assembler fills rbx, rbp, r12-r15 with markers, calls a kernel that needs many general
  registers, and reports which marker changed; it also calls with the stack misaligned
  by 8 bytes to show the kernel realigns its frame.
"""

from __future__ import annotations

import ctypes
import dataclasses
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from conformance.harness import check_kernel
from refimpl.backends.base import Options
from refimpl.backends.x86 import isel, mir, regalloc
from refimpl.backends.x86.encode import Assembler, Imm, Label, reg
from refimpl.compile import build, compile_kernel, prepare, unavailable
from refimpl.text import parse

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

OPTIONS = Options(check_regalloc=True)


def needs_native():
    if reason := unavailable("x86", OPTIONS):
        pytest.skip(reason)


def many_live(count: int, dtype: str, lanes: int) -> str:
    """out[0] = v0 + (v1 + ...), out[1] = v0 - (v1 - ...): every v_k is loaded once and used
    by both chains, so all of them are live between the two."""
    vec = f"{dtype}x{lanes}" if lanes > 1 else dtype
    lines = [f"kernel pressure(%out: {dtype}[{2 * lanes}], %a: {dtype}[{count * lanes}])"]
    lines += [f"  %v{k} = load {vec} %a[{k * lanes}]" for k in range(count)]
    for name, op, slot in (("s", "add", 0), ("d", "sub", lanes)):
        acc = f"%v{count - 1}"
        for k in reversed(range(count - 1)):
            lines.append(f"  %{name}{k} = {op} {vec} %v{k}, {acc}")
            acc = f"%{name}{k}"
        lines.append(f"  store %out[{slot}], {acc}")
    return "\n".join(lines) + "\n"


def expected_sums(a: np.ndarray, count: int, lanes: int) -> np.ndarray:
    parts = [a[k * lanes : (k + 1) * lanes] for k in range(count)]
    s, d = parts[-1], parts[-1]
    for k in reversed(range(count - 1)):
        s, d = parts[k] + s, parts[k] - d
    return np.concatenate([s, d])


# --- the checker --------------------------------------------------------------------------


def allocated(text: str):
    program = prepare(parse(text), "x86", OPTIONS)
    fn = isel.select(program)
    insts = list(fn.insts)
    return fn, insts, regalloc.allocate(fn, check=True)


def test_checker_accepts_the_allocators_work():
    _, _, allocation = allocated(many_live(20, "i64", 1))
    regalloc.check_allocation(allocation.insts)  # does not raise


def test_checker_catches_a_corrupted_allocation():
    fn, insts, allocation = allocated(many_live(8, "i64", 1))
    found = regalloc.intervals(insts)
    # give one value the register of another value live at the same time
    whole = allocation.placement.whole
    gprs = sorted(
        (i for i in found.values() if i.vreg in whole and i.vreg.cls == "gpr"),
        key=lambda i: i.start,
    )
    a, b = next(
        (a, b)
        for a in gprs
        for b in gprs
        if a is not b and a.start < b.start < a.end and whole[a.vreg] != whole[b.vreg]
    )
    corrupted = dataclasses.replace(allocation.placement, whole={**whole, b.vreg: whole[a.vreg]})
    sizes = {r: i.size for r, i in found.items()}
    bad, _, _ = regalloc.rewrite(insts, corrupted, allocation.spilled, sizes)
    with pytest.raises(regalloc.AllocationError, match="should hold"):
        regalloc.check_allocation(bad)


def loop_reading_rax(clobber_on_back_edge: bool) -> list[mir.Inst]:
    """%v1 is put in rax before a loop whose head reads it; the loop's tail may clobber rax,
    which only the back edge carries to the head."""
    v1 = mir.VReg(1, "gpr")
    head = mir.Label(".Lhead")

    def inst(op, *operands, vregs=None):
        made = mir.Inst(op, operands)
        made.vregs = vregs or {}
        return made

    tail = [inst("mov", mir.Reg("rax", 4), mir.Imm(5))] if clobber_on_back_edge else []
    return [
        inst("mov", mir.Reg("rax", 4), mir.Imm(1), vregs={"0": v1}),
        inst("label", head),
        inst("mov", mir.Reg("rdx", 4), mir.Reg("rax", 4), vregs={"1": v1}),
        *tail,
        inst("cmp", mir.Reg("rdx", 4), mir.Imm(3)),
        inst("jl", head),
        inst("ret"),
    ]


def test_checker_follows_the_back_edge_of_a_loop():
    """The first pass through the head finds %v1 in rax; only the meet with the state the
    back edge brings shows that a later iteration does not."""
    regalloc.check_allocation(loop_reading_rax(clobber_on_back_edge=False))  # does not raise
    with pytest.raises(regalloc.AllocationError, match=r"instruction 2 .*rax should hold %g1"):
        regalloc.check_allocation(loop_reading_rax(clobber_on_back_edge=True))


def branch_over(count: int) -> list[mir.Inst]:
    """%g1 is written at 0, a branch at 2 jumps to a label at 4 + count, %g1 is read last."""
    v1 = mir.VReg(1, "gpr")
    label = mir.Label(".Lskip")
    filler = [mir.Inst("mov", (mir.Reg(v1, 8), mir.Imm(k))) for k in range(count)]
    return [
        mir.Inst("mov", (mir.Reg(v1, 8), mir.Imm(1))),
        mir.Inst("cmp", (mir.Reg("rdi", 8), mir.Imm(0))),
        mir.Inst("je", (label,)),
        mir.Inst("nop"),
        *filler,
        mir.Inst("label", (label,)),
        mir.Inst("mov", (mir.Reg("rax", 8), mir.Reg(v1, 8))),
    ]


def placement_of_g1(insts: list[mir.Inst], pieces: list[regalloc.Piece]) -> regalloc.Placement:
    found = regalloc.intervals(insts)
    (g1,) = found.values()
    writes = [p for p in g1.occurrences if p % 2]
    return regalloc.Placement(
        {}, {g1.vreg: pieces}, {g1.vreg: (g1.start, g1.end)}, {g1.vreg: writes}
    )


def test_a_branch_into_a_register_piece_from_elsewhere_leaves_the_value_in_memory_there():
    """%g1 is in memory at the branch and in rbx from the instruction after it: the branch
    skips that piece's reload, so the piece is given up (%g1 is read from its slot)."""
    insts = branch_over(0)
    pieces = [regalloc.Piece(1, 3, "rcx"), regalloc.Piece(6, 10, "rbx")]
    resolved = regalloc.resolve(placement_of_g1(insts, pieces), regalloc.Flow.of(insts))
    assert resolved.pieces[mir.VReg(1, "gpr")] == [pieces[0]]
    assert not resolved.written_through


def test_a_branch_from_a_register_piece_into_memory_stores_every_write():
    """%g1 is in rcx at the branch and in memory where it lands: that path passes no split,
    so the slot must be written wherever %g1 is."""
    insts = branch_over(2)
    pieces = [regalloc.Piece(1, 6, "rcx"), regalloc.Piece(7, 9, "rbx")]
    resolved = regalloc.resolve(placement_of_g1(insts, pieces), regalloc.Flow.of(insts))
    assert resolved.pieces[mir.VReg(1, "gpr")] == pieces
    assert resolved.written_through == {mir.VReg(1, "gpr")}


# --- spilling --------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype,lanes", [("f32", 8), ("i32", 8), ("f64", 1), ("i64", 1)])
def test_spills_under_pressure_are_correct(dtype, lanes):
    text = many_live(24, dtype, lanes)
    compiled = compile_kernel(parse(text), "x86", OPTIONS, cache=False).compiled
    # read back by a reload, or as the memory operand of the instruction that reads it
    read_back = compiled.reloads + sum(
        1 for line in compiled.listing if "," in line and "[rsp" in line.split(",", 1)[1]
    )
    assert compiled.spill_stores > 0 and read_back > 0, "24 live values must spill"
    needs_native()
    (runner,) = build([parse(text)], "x86", OPTIONS)
    check_kernel(parse(text), runner)


def burst_then_reuse(count: int, uses: int) -> str:
    """%keep is used in a burst in which `count` other vectors are live at once, more than
    there are registers, and `uses` times after it. The burst subtracts (`v - acc`): a sum
    would read a spilled `v` from memory with its sources swapped (regalloc's
    `_swapped_sources`), and nothing would need a reload."""
    lines = [f"kernel burst(%out: f32[16], %a: f32[{8 * (count + 1)}])"]
    lines.append("  %keep = load f32x8 %a[0]")
    lines += [f"  %v{k} = load f32x8 %a[{8 * (k + 1)}]" for k in range(count)]
    lines.append(f"  %top = add f32x8 %v{count - 1}, %keep")
    acc = "%top"
    for k in reversed(range(count - 1)):
        lines.append(f"  %s{k} = sub f32x8 %v{k}, {acc}")
        acc = f"%s{k}"
    lines.append(f"  store %out[0], {acc}")
    acc = "%keep"
    for j in range(uses):
        lines.append(f"  %k{j} = mul f32x8 {acc}, %keep")
        acc = f"%k{j}"
    lines.append(f"  store %out[8], {acc}")
    return "\n".join(lines) + "\n"


def reloads_by_value(insts: list[mir.Inst]) -> Counter:
    return Counter(str(i.vregs["vreg"]) for i in insts if i.kind == "reload")


def test_a_value_spilled_in_a_burst_is_reloaded_once_after_it():
    """The registers run out only during the burst: %keep, needed last, gives its register
    up there and gets one back at its next use, instead of living in memory for the rest
    of its life and being reloaded at each of its eight uses after the burst."""
    _, _, allocation = allocated(burst_then_reuse(16, 8))
    reloads = reloads_by_value(allocation.insts)
    assert reloads and max(reloads.values()) == 1, reloads
    needs_native()
    kernel = parse(burst_then_reuse(16, 8))
    (runner,) = build([kernel], "x86", OPTIONS)
    check_kernel(kernel, runner)


# --- constants: rematerialized from the read-only pool, never spilled ------------------------


def many_constants(count: int) -> str:
    """A Horner polynomial of degree `count` in f32x8 over a loop: `count` distinct
    constant vectors live around the loop with the running values, more than there are
    registers."""
    lines = ["kernel horner(%out: f32[64], %a: f32[64])"]
    lines += [f"  %c{k} = broadcast f32x8 {k + 1}.25" for k in range(count)]
    lines += ["  %i = range i32 8", "    %j = mul i32 %i, 8", "    %x = load f32x8 %a[%j]"]
    acc = "%c0"
    for k in range(1, count):
        lines.append(f"    %m{k} = mul f32x8 {acc}, %x")
        lines.append(f"    %p{k} = add f32x8 %m{k}, %c{k}")
        acc = f"%p{k}"
    lines += [f"    store %out[%j], {acc}", "  end %i"]
    return "\n".join(lines) + "\n"


def test_the_pool_starts_aligned_to_its_largest_entry():
    """Each entry is aligned to its size (aligned loads, legacy SSE memory operands), the
    largest first, so the pool starts aligned to the first one's size: a pool of 16-byte
    entries (every pool on v2) starts at a 16-byte boundary, not a 32-byte one."""
    pool = mir.ConstantPool()
    small, wide = pool.entry(bytes(4)), pool.entry(bytes(range(16)))
    offsets, data = pool.layout(100)
    assert offsets[wide.id] == 112 and offsets[small.id] == 128 and len(data) == 12 + 20
    ymm = pool.entry(bytes(range(32)))
    offsets, _ = pool.layout(100)
    assert offsets[ymm.id] == 128 and offsets[wide.id] == 160 and offsets[small.id] == 176


@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
def test_a_constant_only_broadcast_has_no_scalar_pool_entry(target):
    """A float constant read only by a broadcast is in the pool as the broadcast's vector
    alone (selector._needs_no_entry): before, it had a 4-byte entry of its own that nothing
    read (one per constant here). Every entry is read (on v3 the vector's one lane,
    broadcast by its load: machine_code.broadcast_uniform_entries)."""
    options = Options(target=target)
    code = compile_kernel(parse(many_constants(3)), "x86", options, cache=False).compiled
    pool = code.listing[code.listing.index("; constant pool (read-only, after the code)") + 1 :]
    listed = [line.split(":", 1)[0].lstrip(";").strip() for line in pool]
    read = {line.rsplit("; ", 1)[1] for line in code.listing if "[rip+" in line}
    assert len(listed) == 3 and set(listed) <= read, "\n".join(code.listing)


def test_constants_under_pressure_come_from_the_pool_and_are_never_spilled():
    """20 constant vectors live around one loop: those without a register are read from the
    read-only pool after the code (a memory operand, or their load run again), never stored
    to a stack slot and reloaded."""
    text = many_constants(20)
    compiled = compile_kernel(parse(text), "x86", OPTIONS, cache=False).compiled
    shown = "\n".join(compiled.listing)
    assert compiled.spill_stores == 0 and compiled.reloads == 0, shown
    assert "[rsp" not in shown, shown
    (loop,) = compiled.inner_loops
    assert (loop.spill_stores, loop.reloads, loop.slot_accesses) == (0, 0, 0), shown
    assert re.search(r"vaddps ymm\d+, ymm\d+, ymmword ptr \[rip\+0x[0-9a-f]+\]", shown), shown
    needs_native()
    kernel = parse(text)
    (runner,) = build([kernel], "x86", OPTIONS)
    check_kernel(kernel, runner)


def test_checker_rejects_a_remat_that_is_not_the_constants_definition():
    """A rematerialization must run the value's own definition again: pointed at another
    pool entry, it would give the register another constant."""
    fn, insts, allocation = allocated(many_constants(20))
    constants = allocation.constants
    remats = [n for n, i in enumerate(allocation.insts) if i.kind == "remat"]
    assert remats, "no constant was rematerialized"
    entries = {i.operands[1].base for i in constants.values() if i.op == "vmovaps"}
    corrupted = list(allocation.insts)
    n = next(n for n in remats if corrupted[n].op == "vmovaps")
    inst = corrupted[n]
    other = next(e for e in entries if e != inst.operands[1].base)
    bad = mir.Inst(inst.op, (inst.operands[0], dataclasses.replace(inst.operands[1], base=other)))
    bad.kind, bad.vregs = inst.kind, inst.vregs
    corrupted[n] = bad
    regalloc.check_allocation(allocation.insts, constants)  # the real one passes
    with pytest.raises(regalloc.AllocationError, match="not the definition"):
        regalloc.check_allocation(corrupted, constants)


@pytest.mark.parametrize("target", ["x86-64-v3", "x86-64-v2"])
def test_a_constant_evicted_before_its_first_read_is_not_defined_there(target):
    """bf16_dot's rounding needs 0x7fc0 and 0x7f800000 one after the other: the allocator
    gave 0x7fc0's register to 0x7f800000 (a constant costs no store) and made 0x7fc0 again
    at its read, but its first piece, read by nothing, still ran the definition:
    `mov r15d, 0x7fc0` right before `mov r15d, 0x7f800000`. No register is written and then
    written again by another instruction before anything reads it
    (`regalloc._drop_unread_constant_pieces`)."""
    path = Path(__file__).resolve().parents[1] / "golden" / "kernels" / "bf16_dot.kernel"
    options = Options(target=target, check_regalloc=True)
    compiled = compile_kernel(parse(path.read_text()), "x86", options, cache=False).compiled
    lines = [line.strip() for line in compiled.listing]
    immediate = re.compile(r"mov (\w+), (0x)?[0-9a-f]+$")
    for first, second in zip(lines, lines[1:], strict=False):
        if (a := immediate.match(first)) and (b := immediate.match(second)):
            assert a[1] != b[1], "\n".join(compiled.listing)


def test_softmax_exp_loop_reloads_no_constant():
    """bench/softmax_1k_x8's exp loop (x86-64-v3) uses 20 constant vectors: before the pool,
    they lived in stack slots and were reloaded 20 times per iteration; now none is spilled
    or reloaded (issue 43, item 2)."""
    path = Path(__file__).resolve().parents[1] / "bench" / "softmax_1k_x8.kernel"
    compiled = compile_kernel(parse(path.read_text()), "x86", OPTIONS, cache=False).compiled
    exp_loop = compiled.inner_loops[1]
    assert (exp_loop.spill_stores, exp_loop.reloads) == (0, 0), "\n".join(compiled.listing)


def test_a_constant_read_twice_in_one_iteration_is_read_from_the_pool_twice():
    """softmax_1k_x8's polynomial constants are each read by the two halves of an f64x8: a
    register piece for the two reads would cost a load into it per iteration; reading the
    pool entry as both instructions' memory operand costs none. Only reads with no memory
    form (vminpd's first source) and a constant two reads share in one register (vpaddq)
    still load one: 3 per iteration, 19 before (6 before the sources of a compare or a
    product could swap)."""
    path = Path(__file__).resolve().parents[1] / "bench" / "softmax_1k_x8.kernel"
    compiled = compile_kernel(parse(path.read_text()), "x86", OPTIONS, cache=False).compiled
    shown = "\n".join(compiled.listing)
    body = shown[shown.index(".Lloop5:") : shown.index("jl .Lloop5")]
    loads = re.findall(r"vmovaps [xy]mm\d+, [xy]mmword ptr \[rip", body)
    assert len(loads) <= 3, shown
    assert compiled.inner_loops[1].instructions <= 113, shown


def test_a_first_source_in_memory_is_read_there_with_the_sources_swapped():
    """VEX forms read memory only as their second source. A constant (or spilled value) that
    is the first source of a commutative op, or of a compare with a mirrored predicate, is
    read from memory with the sources swapped (`regalloc._swapped_sources`): in softmax's exp
    loop `vcmppd d, x, [c], 0xe` (GT_OS) for c < x and `vmulpd d, x, [c]` for c * x, each
    before a load of c into ymm15 or a register of its own (116 -> 113 instructions)."""
    path = Path(__file__).resolve().parents[1] / "bench" / "softmax_1k_x8.kernel"
    compiled = compile_kernel(parse(path.read_text()), "x86", OPTIONS, cache=False).compiled
    shown = "\n".join(compiled.listing)
    body = shown[shown.index(".Lloop5:") : shown.index("jl .Lloop5")]
    assert re.search(r"vcmppd ymm\d+, ymm\d+, ymmword ptr \[rip\+\w+\], 0xe", body), shown
    assert re.search(r"vmulpd ymm\d+, ymm\d+, ymmword ptr \[rip\+\w+\]", body), shown
    loads = re.findall(r"vmovaps [xy]mm\d+, [xy]mmword ptr \[rip", body)
    assert len(loads) <= 3 and compiled.inner_loops[1].instructions <= 113, shown


def test_swapping_a_compares_sources_mirrors_its_predicate():
    """a < b is b > a (LT_OS 1 -> GT_OS 14) and a <= b is b >= a, not-less is not-greater
    (NLT_US 5 -> NGT_US 10), the suffix kept (LT_OQ 17 -> GT_OQ 30); ==, !=, ordered and
    unordered are symmetric; a commutative op keeps its mnemonic; others do not swap."""
    a, b, d = (mir.VReg(n, "vec") for n in range(3))
    x = lambda r: mir.Reg(r, 32)  # noqa: E731 - a one-line helper for the cases below
    mirrors = ((1, 14), (2, 13), (0, 0), (4, 4), (3, 3), (7, 7), (5, 10), (6, 9), (17, 30))
    for predicate, mirrored in mirrors:
        inst = mir.Inst("vcmppd", (x(d), x(a), x(b), mir.Imm(predicate)))
        assert regalloc._swapped_sources(inst) == (x(d), x(b), x(a), mir.Imm(mirrored))
        back = mir.Inst("vcmppd", (x(d), x(a), x(b), mir.Imm(mirrored)))
        assert regalloc._swapped_sources(back)[3] == mir.Imm(predicate)
    assert regalloc._swapped_sources(mir.Inst("vmulps", (x(d), x(a), x(b)))) == (
        x(d),
        x(b),
        x(a),
    )
    assert regalloc._swapped_sources(mir.Inst("vsubps", (x(d), x(a), x(b)))) is None
    assert regalloc._swapped_sources(mir.Inst("vminps", (x(d), x(a), x(b)))) is None


# --- callee-saved registers and stack alignment ------------------------------------------------

MARKERS = {
    name: 0x1111111111111111 * (k + 1)
    for k, name in enumerate(("rbx", "rbp", "r12", "r13", "r14", "r15"))
}


def trampoline(kernel_address: int, misalign: bool) -> bytes:
    """f(out, a0..a4) -> bitmask of callee-saved registers whose marker changed."""
    asm = Assembler()
    for name in MARKERS:
        asm.emit("push", reg(name))
    # entry rsp = 8 mod 16; six pushes keep it 8 mod 16; a call needs 0 mod 16
    asm.emit("sub", reg("rsp"), Imm(16 if misalign else 8))
    for name, value in MARKERS.items():
        asm.emit("mov", reg(name), Imm(value))
    asm.emit("mov", reg("rax"), Imm(kernel_address))
    asm.emit("call", reg("rax"))
    asm.emit("xor", reg("eax"), reg("eax"))
    for bit, (name, value) in enumerate(MARKERS.items()):
        asm.emit("mov", reg("r11"), Imm(value))
        asm.emit("cmp", reg(name), reg("r11"))
        asm.emit("je", Label(f"ok{bit}"))
        asm.emit("or", reg("eax"), Imm(1 << bit))
        asm.label(f"ok{bit}")
    asm.emit("add", reg("rsp"), Imm(16 if misalign else 8))
    for name in reversed(MARKERS):
        asm.emit("pop", reg(name))
    asm.emit("ret")
    return asm.finish()


@pytest.mark.parametrize("misalign", [False, True], ids=["aligned", "misaligned_by_8"])
def test_callee_saved_registers_survive_and_frame_is_realigned(misalign):
    needs_native()
    from refimpl.native.call import load_code

    # 14 live i64 values need more than the caller-saved registers
    gpr_heavy = parse(many_live(14, "i64", 1))
    (runner,) = build([gpr_heavy], "x86", OPTIONS)
    listing = runner.compiled.listing
    assert any("push rbx" in line or "push r12" in line for line in listing), "\n".join(listing)
    code = load_code(runner.compiled.code)
    tramp = load_code(trampoline(code.address, misalign))
    n = 14
    call = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(tramp.address)
    a = np.arange(1, n + 1, dtype=np.int64)
    out = np.zeros(2, dtype=np.int64)
    for _ in range(50):
        changed = call(out.ctypes.data, a.ctypes.data)
        assert changed == 0, f"callee-saved registers changed: mask {changed:#x}"
    np.testing.assert_array_equal(out, expected_sums(a, n, 1))


@pytest.mark.parametrize("misalign", [False, True], ids=["aligned", "misaligned_by_8"])
def test_ymm_spills_with_any_caller_alignment(misalign):
    """Spill slots use aligned vmovaps: a frame that is not 32-byte aligned would fault."""
    needs_native()
    from refimpl.native.call import load_code

    kernel = parse(many_live(20, "f32", 8))
    (runner,) = build([kernel], "x86", OPTIONS)
    assert runner.compiled.spill_stores > 0
    assert any(
        line.strip().startswith("vmovaps ymmword ptr [rsp") for line in runner.compiled.listing
    )
    code = load_code(runner.compiled.code)  # kept alive while the trampoline calls it
    tramp = load_code(trampoline(code.address, misalign))
    call = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(tramp.address)
    a = np.arange(160, dtype=np.float32)
    out = np.zeros(16, dtype=np.float32)
    assert call(out.ctypes.data, a.ctypes.data) == 0
    np.testing.assert_array_equal(out, expected_sums(a, 20, 8))
