"""The System V calling convention at the kernel boundary, checked by a hostile caller.

What this checks:

- compiled kernels read only the bits of a narrow scalar parameter that the ABI defines
  (i8/u8: bits 0-7, i16/u16: 0-15, i32/u32: 0-31; the rest are unspecified): each narrow
  dtype is used as an address index, widened, compared, counted to and stored, and the
  kernel is called with garbage in the unspecified bits, on both x86 targets — natively in a
  child process (a fault kills the child, not the suite) and under the Unicorn executor;
- the Unicorn executor is hostile (docs/executors.md, "Unicorn: a hostile caller"): for each
  thing it poisons or checks, a deliberately broken hand-assembled x86-64-v2 kernel is caught
  — it uses an uninitialized caller-saved GPR or xmm register, reads the upper half of an
  i32 argument, reads the red zone or the stack below it, reads the arithmetic flags before
  setting them, clobbers a callee-saved register, leaves DF set, or changes the MXCSR or x87
  control word — while the correct version of the same kernel still passes.
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from refimpl.backends.base import Args, Options
from refimpl.builder import KernelBuilder
from refimpl.compile import compile_kernel, lower
from refimpl.dtypes import f32, f64, i8, i16, i32, i64, u8, u16, u32
from refimpl.ir import Ops
from refimpl.oracle import run_oracle
from refimpl.runtime.executors import executor_unavailable, make_runner

V2, V3 = "x86-64-v2", "x86-64-v3"
NARROW = (i8, i16, i32, u8, u16, u32)
GARBAGE = 0xDEAD_BEEF_DEAD_BEEF  # in every bit the ABI leaves unspecified


def compile_for(kernel, target: str):
    return compile_kernel(kernel, "x86", Options(target=target), cache=False).compiled


def require(executor: str, target: str) -> None:
    if reason := executor_unavailable(executor, target):
        pytest.skip(reason)


# --- compiled kernels read only the defined bits of a narrow parameter ----------------------


def narrow_param_kernel(dtype):
    """Every way a kernel commonly uses a scalar parameter %n, each with its own output."""
    kb = KernelBuilder(f"uses_{dtype.name}_param")
    n = kb.var("n", dtype, 0, 12)  # first, so it arrives in a register (rdi)
    x = kb.buffer("x", f32, 16)
    picked, same = kb.buffer("picked", f32, 1), kb.buffer("same", dtype, 1)
    wide, real = kb.buffer("wide", i64, 1), kb.buffer("real", f64, 1)
    count, below = kb.buffer("count", i32, 1), kb.buffer("below", i32, 1)
    index = n if dtype == i32 else kb.cast(n, i32)
    kb.store(picked, 0, kb.load(x, kb.add(index, 1)))  # an address index, with a displacement
    kb.store(same, 0, kb.add(n, 1))
    kb.store(wide, 0, kb.cast(n, i64))
    kb.store(real, 0, kb.cast(n, f64))
    kb.store(below, 0, kb.where(kb.cmplt(n, 7), 1, 0, dtype=i32))
    steps = kb.reg(i32, 1)
    kb.store(steps, 0, 0)
    with kb.loop(n, dtype=dtype):  # the parameter as a loop bound
        kb.store(steps, 0, kb.add(kb.load(steps, 0), 1))
    kb.store(count, 0, kb.load(steps, 0))
    return kb.finish()


def index_only_kernel(dtype):
    """%n used only as an index: the one register copy of it may be dropped by the allocator."""
    kb = KernelBuilder(f"index_by_{dtype.name}_param")
    n = kb.var("n", dtype, 0, 12)
    x, picked = kb.buffer("x", f32, 16), kb.buffer("picked", f32, 1)
    kb.store(picked, 0, kb.load(x, n if dtype == i32 else kb.cast(n, i32)))
    return kb.finish()


KERNELS = {"all_uses": narrow_param_kernel, "index_only": index_only_kernel}


def narrow_args(kernel, n: int) -> Args:
    buffers = {p.arg[1]: np.zeros(p.dtype.size, p.dtype.base.np) for p in kernel.buffers}
    buffers["x"] = np.arange(16, dtype=np.float32) * 10
    return Args(buffers, {"n": n})


def with_garbage(value: int, bits: int) -> int:
    """`value` in its low `bits`, GARBAGE above: what a real caller may pass."""
    low = value & ((1 << bits) - 1)
    return low | (GARBAGE & ~((1 << bits) - 1) & ((1 << 64) - 1))


CHILD = r"""
import ctypes, mmap, sys
code, sizes, scalars = bytes.fromhex(sys.argv[1]), eval(sys.argv[2]), eval(sys.argv[3])
page = mmap.mmap(-1, max(len(code), 1), prot=mmap.PROT_READ | mmap.PROT_WRITE)
page.write(code)
libc = ctypes.CDLL(None)
address = ctypes.addressof(ctypes.c_char.from_buffer(page))
libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
assert libc.mprotect(address & ~4095, len(code) + (address & 4095), 5) == 0  # W^X: r-x
buffers = [ctypes.create_string_buffer(bytes.fromhex(data), size) for size, data in sizes]
slots, arguments = eval(sys.argv[4]), []
for kind, index in slots:
    arguments.append(ctypes.addressof(buffers[index]) if kind == "buffer" else scalars[index])
ctypes.CFUNCTYPE(None, *[ctypes.c_uint64] * len(arguments))(address)(*arguments)
print(" ".join(b.raw.hex() for b in buffers))
"""


def run_native_isolated(code: bytes, kernel, args: Args, registers: list[int]) -> dict:
    """Call `code` from a child process passing `registers` (raw 64-bit values) for the
    scalar parameters; returns the buffers after the call. A fault fails the test with the
    signal, instead of killing the test process."""
    names = [p.arg[1] for p in kernel.buffers]
    sizes = [(args.buffers[n].nbytes, args.buffers[n].tobytes().hex()) for n in names]
    slots, scalar = [], 0
    for param in kernel.params:
        if param.op is Ops.PARAM:
            slots.append(("buffer", names.index(param.arg[1])))
        else:
            slots.append(("scalar", scalar))
            scalar += 1
    command = [sys.executable, "-c", CHILD, code.hex(), repr(sizes), repr(registers), repr(slots)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, (
        f"the kernel died (exit status {done.returncode}, negative = signal) when called with "
        f"scalar registers {[hex(r) for r in registers]}\n{done.stderr}"
    )
    contents = done.stdout.split()
    return {
        n: np.frombuffer(bytes.fromhex(h), args.buffers[n].dtype)
        for n, h in zip(names, contents, strict=True)
    }


@pytest.mark.parametrize("target", [V3, V2])
@pytest.mark.parametrize("dtype", NARROW, ids=[d.name for d in NARROW])
@pytest.mark.parametrize("uses", KERNELS)
def test_narrow_parameter_with_garbage_upper_bits_natively(uses, dtype, target):
    require("native", target)
    kernel = KERNELS[uses](dtype)
    compiled = compile_for(kernel, target)
    args = narrow_args(kernel, 5)
    expected = run_oracle(lower(kernel), args.copy()).buffers
    actual = run_native_isolated(compiled.code, kernel, args, [with_garbage(5, dtype.bits)])
    listing = "\n".join(compiled.listing)
    for name, values in expected.items():
        np.testing.assert_array_equal(actual[name], values, err_msg=f"%{name}\n{listing}")


@pytest.mark.parametrize("dtype", NARROW, ids=[d.name for d in NARROW])
@pytest.mark.parametrize("uses", KERNELS)
def test_narrow_parameter_with_garbage_upper_bits_under_unicorn(uses, dtype):
    """The Unicorn executor itself puts garbage in the unspecified bits."""
    require("unicorn", V2)
    kernel = KERNELS[uses](dtype)
    compiled = compile_for(kernel, V2)
    args = narrow_args(kernel, 5)
    expected = run_oracle(lower(kernel), args.copy()).buffers
    make_runner("unicorn", compiled.code, kernel)(args)
    listing = "\n".join(compiled.listing)
    for name, values in expected.items():
        np.testing.assert_array_equal(args.buffers[name], values, err_msg=f"%{name}\n{listing}")


@pytest.mark.parametrize("target", [V3, V2])
def test_a_32_bit_parameter_costs_one_mov_only_where_64_bits_of_it_are_read(target):
    """The fewest instructions: `mov edi, edi` once when %n is an address index; nothing when
    it is only a 32-bit operand (here a loop bound); one movsx/movzx for 8/16 bits, which
    widening needs anyway."""
    listing = compile_for(index_only_kernel(i32), target).listing
    assert [line.strip() for line in listing].count("mov edi, edi") == 1, "\n".join(listing)
    kb = KernelBuilder("bound_only")
    n = kb.var("n", i32, 0, 8)
    out = kb.buffer("out", i32, 8)
    with kb.loop(n) as i:
        kb.store(out, i, i)
    listing = compile_for(kb.finish(), target).listing
    assert not [line for line in listing if line.strip().startswith("mov edi")], listing
    for dtype, widen in ((i8, "movsx eax, dil"), (u16, "movzx eax, di")):
        listing = [line.strip() for line in compile_for(index_only_kernel(dtype), target).listing]
        assert listing[2] == widen and "rax*4" in listing[3], listing


def test_the_isolated_native_call_passes_the_garbage_through():
    """The child really passes the garbage (so the test above is not vacuous): a kernel that
    stores its i64 parameter sees every bit."""
    kb = KernelBuilder("store_i64")
    out = kb.buffer("out", i64, 1)
    kb.store(out, 0, kb.var("n", i64, 0, 12))
    kernel = kb.finish()
    require("native", V2)
    args = Args({"out": np.zeros(1, np.int64)}, {"n": 5})
    actual = run_native_isolated(compile_for(kernel, V2).code, kernel, args, [GARBAGE])
    assert actual["out"][0] == np.int64(GARBAGE - (1 << 64))


# --- the Unicorn executor is hostile: each poisoned or checked item catches a broken kernel --


def pick_kernel():
    """out[0] = x[0] (i32)."""
    kb = KernelBuilder("pick")
    out, x = kb.buffer("out", i32, 1), kb.buffer("x", i32, 4)
    kb.store(out, 0, kb.load(x, 0))
    return kb.finish()


def copy_f32_kernel():
    kb = KernelBuilder("copy_f32")
    out, x = kb.buffer("out", f32, 1), kb.buffer("x", f32, 1)
    kb.store(out, 0, kb.load(x, 0))
    return kb.finish()


def widen_kernel(dtype):
    """out[0] = i64(n) for a scalar parameter n of `dtype` (in rsi)."""
    kb = KernelBuilder(f"widen_{dtype.name}")
    out = kb.buffer("out", i64, 1)
    kb.store(out, 0, kb.cast(kb.var("n", dtype, 0, 100), i64))
    return kb.finish()


def kernel_args(kernel) -> Args:
    buffers = {p.arg[1]: np.zeros(p.dtype.size, p.dtype.base.np) for p in kernel.buffers}
    if "x" in buffers:
        buffers["x"][:] = np.arange(11, 11 * (buffers["x"].size + 1), 11)[: buffers["x"].size]
    return Args(buffers, {p.arg[1]: 100 for p in kernel.params if p.op is Ops.VAR})


def caught(text: str, kernel) -> str | None:
    """How the Unicorn executor caught hand-written `text` (None: it matched the oracle)."""
    from refimpl.backends.x86.asm import assemble
    from refimpl.errors import ExecutionError

    require("unicorn", V2)
    args = kernel_args(kernel)
    expected = run_oracle(lower(kernel), args.copy()).buffers
    try:
        make_runner("unicorn", assemble(text), kernel)(args)
    except ExecutionError as error:
        return f"{type(error).__name__}: {error}"
    for name, values in expected.items():
        if not np.array_equal(args.buffers[name], values):
            return f"%{name} is {args.buffers[name]}, the oracle says {values}"
    return None


PICK = "mov eax, dword ptr [rsi]\n mov dword ptr [rdi], eax\n ret"


@pytest.mark.parametrize("register", ["rax", "rcx", "rdx", "r8", "r9", "r10", "r11"])
def test_an_uninitialized_caller_saved_gpr_is_poison(register):
    """A kernel that takes a scratch register for zero: the poison is a non-canonical address."""
    broken = f"mov eax, dword ptr [rsi+{register}*4]\n mov dword ptr [rdi], eax\n ret"
    assert "OutOfBounds" in (caught(broken, pick_kernel()) or "")
    assert caught(f"xor {register}, {register}\n" + broken, pick_kernel()) is None


@pytest.mark.parametrize("number", range(16))
def test_an_uninitialized_vector_register_is_poison(number):
    """A kernel that takes xmmN for 0.0: the poison is a signalling NaN."""
    xmm = f"xmm{number}"
    broken = f"addss {xmm}, dword ptr [rsi]\n movss dword ptr [rdi], {xmm}\n ret"
    assert "oracle says" in (caught(broken, copy_f32_kernel()) or "")
    assert caught(f"xorps {xmm}, {xmm}\n" + broken, copy_f32_kernel()) is None


# how a correct kernel widens each narrow dtype before using all 64 bits of rsi
WIDENING = {"i8": "movsx rsi, sil", "i16": "movsx rsi, si", "i32": "movsxd rsi, esi",
            "u8": "movzx esi, sil", "u16": "movzx esi, si", "u32": "mov esi, esi"}  # fmt: skip


@pytest.mark.parametrize("dtype", NARROW, ids=[d.name for d in NARROW])
def test_the_bits_above_a_narrow_argument_are_poison(dtype):
    broken = "mov qword ptr [rdi], rsi\n ret"
    assert "oracle says" in (caught(broken, widen_kernel(dtype)) or "")
    assert caught(f"{WIDENING[dtype.name]}\n" + broken, widen_kernel(dtype)) is None


def test_an_i64_argument_arrives_whole():
    """The control case: every bit of a 64-bit argument is defined, so none is poisoned."""
    assert caught("mov qword ptr [rdi], rsi\n ret", widen_kernel(i64)) is None


@pytest.mark.parametrize("depth", [8, 128, 4096], ids=["red_zone", "red_zone_end", "deeper"])
def test_the_stack_below_rsp_is_poison(depth):
    """A kernel that reads a stack slot it never wrote (as if it held zero)."""
    read = f"mov eax, dword ptr [rsp-{depth}]\n add eax, dword ptr [rsi]\n" + PICK.split("\n", 1)[1]
    assert "oracle says" in (caught(read, pick_kernel()) or "")
    assert caught(f"mov dword ptr [rsp-{depth}], 0\n" + read, pick_kernel()) is None


def test_the_arithmetic_flags_are_poison_at_entry():
    """A kernel that relies on ZF being clear at entry."""
    broken = (
        "mov eax, dword ptr [rsi]\n mov ecx, 7\n cmove eax, ecx\n mov dword ptr [rdi], eax\n ret"
    )
    assert "oracle says" in (caught(broken, pick_kernel()) or "")
    assert caught("test esp, esp\n" + broken, pick_kernel()) is None  # rsp is never 0: ZF=0


@pytest.mark.parametrize("register", ["rbx", "rbp", "r12", "r13", "r14", "r15"])
def test_a_clobbered_callee_saved_register_is_an_abi_violation(register):
    broken = f"xor {register}, {register}\n" + PICK
    assert f"AbiViolation: calling convention broken: {register} is 0x0 on return" in (
        caught(broken, pick_kernel()) or ""
    )
    saved = f"push {register}\n xor {register}, {register}\n pop {register}\n" + PICK
    assert caught(saved, pick_kernel()) is None


def test_returning_with_the_direction_flag_set_is_an_abi_violation():
    assert "direction flag (DF) is set" in (caught("std\n" + PICK, pick_kernel()) or "")
    assert caught("std\n cld\n" + PICK, pick_kernel()) is None


SET_ROUND_TOWARD_ZERO = "mov dword ptr [rsp-8], 0x7f80\n ldmxcsr dword ptr [rsp-8]\n"


def test_changing_the_mxcsr_control_bits_is_an_abi_violation():
    message = caught(SET_ROUND_TOWARD_ZERO + PICK, pick_kernel()) or ""
    assert "MXCSR is 0x7f80 on return, was 0x1f80" in message
    restored = "stmxcsr dword ptr [rsp-4]\n" + SET_ROUND_TOWARD_ZERO
    assert caught(restored + "ldmxcsr dword ptr [rsp-4]\n" + PICK, pick_kernel()) is None
    # the status bits (here: the invalid-operation flag) are the caller's to lose
    raise_invalid = "mov dword ptr [rsp-8], 0x1f81\n ldmxcsr dword ptr [rsp-8]\n"
    assert caught(raise_invalid + PICK, pick_kernel()) is None


def test_a_changed_mxcsr_does_not_leak_into_the_next_run():
    caught(SET_ROUND_TOWARD_ZERO + PICK, pick_kernel())
    kernel = pick_kernel()
    args = kernel_args(kernel)
    from refimpl.backends.x86.asm import assemble

    make_runner("unicorn", assemble("stmxcsr dword ptr [rdi]\n ret"), kernel)(args)
    assert hex(args.buffers["out"][0]) == "0x1f80"


def test_changing_the_x87_control_word_is_an_abi_violation():
    double_precision = "mov word ptr [rsp-2], 0x27f\n fldcw word ptr [rsp-2]\n"
    message = caught(double_precision + PICK, pick_kernel()) or ""
    assert "x87 control word is 0x27f on return, was 0x37f" in message
    restored = "fnstcw word ptr [rsp-4]\n" + double_precision + "fldcw word ptr [rsp-4]\n"
    assert caught(restored + PICK, pick_kernel()) is None


def test_several_violations_are_named_together():
    message = caught("std\n xor rbx, rbx\n" + SET_ROUND_TOWARD_ZERO + PICK, pick_kernel()) or ""
    for part in ("rbx is 0x0", "direction flag", "MXCSR is 0x7f80"):
        assert part in message, message
