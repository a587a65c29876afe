"""The hostile calling convention of the native, guarded and qemu executors, and the native
executor's deadline and fault recovery.

Every executor enters a kernel through hostile_call.h: what the System V ABI leaves
unspecified is poisoned (bits above a narrow scalar argument, rax/r10/r11 and unused argument
registers and stack slots, xmm0-15 and the upper halves of ymm0-15, the red zone and the stack
below it), and what it promises is checked on return (rbx, rbp, r12-r15, rsp, DF, MXCSR and
x87 control bits). Each case below is a hand-assembled kernel that relies on one unspecified
thing, or breaks one promise, next to a correct version of it: the broken one must fail (a
wrong answer the oracle sees, a fault, or AbiViolation), the correct one must agree with the
oracle. The last tests show that on the native executor a hang and a crash of generated code
(x86, C and LLVM) become exceptions and the process lives on.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

from refimpl.backends.base import Args
from refimpl.backends.x86.asm import assemble
from refimpl.builder import KernelBuilder
from refimpl.compile import build, lower
from refimpl.dtypes import f32, f64, i8, i32, i64, u16, u64
from refimpl.errors import AbiViolation, Crashed, ExecutionError, OutOfBounds, TimedOut
from refimpl.native import call as native
from refimpl.oracle import run_oracle
from refimpl.runtime.executors import executor_unavailable, make_runner

HOSTILE = ("native", "guarded", "qemu")
V2, V3 = "x86-64-v2", "x86-64-v3"


def require(executor: str, target: str = V2) -> None:
    if reason := executor_unavailable(executor, target):
        pytest.skip(reason)


def outcome(executor: str, code: bytes, kernel, args: Args, target: str = V2) -> str:
    """Whether the kernel "agrees" / "disagrees" with the oracle on `args`, or "fault"
    (Crashed or OutOfBounds: a non-canonical address is a general protection fault on a CPU,
    a page fault under qemu), or the class of another exception it raised."""
    require(executor, target)
    expected = run_oracle(lower(kernel), args.copy())
    try:
        make_runner(executor, code, kernel, timeout=5.0)(args)
    except (Crashed, OutOfBounds):
        return "fault"
    except ExecutionError as e:
        return type(e).__name__
    same = all(
        args.buffers[name].tobytes() == expected.buffers[name].tobytes() for name in args.buffers
    )
    return "agrees" if same else "disagrees"


# --- the poison itself, as documented ------------------------------------------------------


def dump_kernel():
    kb = KernelBuilder("dump")
    out = kb.buffer("out", u64, 96)
    kb.store(out, 0, kb.const(u64, 0))
    return kb.finish()


GPR_DUMP = """
    mov qword ptr [rdi], rax
    mov qword ptr [rdi+8], r10
    mov qword ptr [rdi+16], r11
    mov qword ptr [rdi+24], rsi
    mov qword ptr [rdi+32], rdx
    mov qword ptr [rdi+40], rcx
    mov qword ptr [rdi+48], r8
    mov qword ptr [rdi+56], r9
    mov rax, qword ptr [rsp+8]
    mov qword ptr [rdi+64], rax
    mov rax, qword ptr [rsp+16]
    mov qword ptr [rdi+72], rax
    mov rax, qword ptr [rsp-8]
    mov qword ptr [rdi+80], rax
    mov rax, qword ptr [rsp-128]
    mov qword ptr [rdi+88], rax
    mov rax, qword ptr [rsp-4096]
    mov qword ptr [rdi+96], rax
"""


def expected_gprs() -> list[int]:
    return [
        native.POISON_RAX,
        native.POISON_R10,
        native.POISON_R11,
        *(native.poison_unused_argument(slot) for slot in range(1, 8)),
        native.POISON_STACK,
        native.POISON_STACK,
        native.POISON_STACK,
    ]


@pytest.mark.parametrize("executor", HOSTILE)
def test_registers_and_stack_hold_the_documented_poison_at_entry(executor):
    require(executor)
    vectors = "".join(f"movups xmmword ptr [rdi+{128 + 32 * n}], xmm{n}\n" for n in range(16))
    code = assemble(GPR_DUMP + vectors + "ret")
    args = Args({"out": np.zeros(96, np.uint64)})
    make_runner(executor, code, dump_kernel())(args)
    out = [int(v) for v in args.buffers["out"]]
    assert [hex(v) for v in out[:13]] == [hex(v) for v in expected_gprs()]
    for n in range(16):
        lanes = out[16 + 4 * n : 18 + 4 * n]
        assert lanes == [native.poison_vector(n)] * 2, (n, [hex(v) for v in lanes])


@pytest.mark.parametrize("executor", HOSTILE)
def test_ymm_upper_halves_hold_the_documented_poison_at_entry(executor):
    require(executor, V3)
    vectors = "".join(f"vmovups ymmword ptr [rdi+{128 + 32 * n}], ymm{n}\n" for n in range(16))
    code = assemble(vectors + "vzeroupper\nret")
    args = Args({"out": np.zeros(96, np.uint64)})
    make_runner(executor, code, dump_kernel())(args)
    out = [int(v) for v in args.buffers["out"]]
    for n in range(16):
        row = out[16 + 4 * n : 20 + 4 * n]
        upper = native.poison_vector(n, upper=True)
        assert row == [native.poison_vector(n)] * 2 + [upper] * 2, (n, [hex(v) for v in row])


def test_narrow_argument_words_keep_the_value_and_poison_the_rest():
    assert native.argument_word(i32, -1) == 0x7FF50F00_FFFFFFFF
    assert native.argument_word(i8, 5) == 0x7FF50F007FA50F05
    assert native.argument_word(u16, 0xBEEF) == 0x7FF50F007FA5BEEF
    assert native.argument_word(i64, -2) == (1 << 64) - 2  # full width: nothing to poison
    assert native.argument_word(u64, 1 << 63) == 1 << 63


# --- every poisoned item catches a kernel that relies on it -----------------------------------


def gather_i32():
    """out[0] = x[n], n an i32 parameter (in rdx)."""
    kb = KernelBuilder("gather")
    out, x = kb.buffer("out", i32, 1), kb.buffer("x", i32, 8)
    n = kb.var("n", i32, 0, 7)
    kb.store(out, 0, kb.load(x, n))
    return kb.finish(), Args(
        {"out": np.zeros(1, np.int32), "x": np.arange(8, dtype=np.int32)}, {"n": 5}
    )


def widen(dtype, to, value):
    """out[0] = n widened to `to`, n a `dtype` parameter (in rsi)."""
    kb = KernelBuilder("widen")
    out = kb.buffer("out", to, 1)
    n = kb.var("n", dtype, 0, 100)
    kb.store(out, 0, kb.cast(n, to))
    return kb.finish(), Args({"out": np.zeros(1, to.np)}, {"n": value})


def copy(dtype, lanes=1):
    """out[i] = x[i] for `lanes` elements."""
    kb = KernelBuilder("copy")
    out, x = kb.buffer("out", dtype, lanes), kb.buffer("x", dtype, lanes)
    with kb.loop(lanes) as i:
        kb.store(out, i, kb.load(x, i))
    x_values = (np.arange(lanes) + 1.5).astype(dtype.np)
    return kb.finish(), Args({"out": np.zeros(lanes, dtype.np), "x": x_values})


# (name, kernel and args, broken code, what the broken code gets, correct code, target)
POISONED = [
    ("i32 argument upper half used as an index", gather_i32,
     "mov eax, dword ptr [rsi+rdx*4]\n mov dword ptr [rdi], eax\n ret", "fault",
     "movsxd rdx, edx\n mov eax, dword ptr [rsi+rdx*4]\n mov dword ptr [rdi], eax\n ret", V2),
    ("i8 argument bits 8-31 kept", lambda: widen(i8, i32, 100),
     "mov dword ptr [rdi], esi\n ret", "disagrees",
     "movsx eax, sil\n mov dword ptr [rdi], eax\n ret", V2),
    ("u16 argument bits 16-63 kept", lambda: widen(u16, i64, 100),
     "mov qword ptr [rdi], rsi\n ret", "disagrees",
     "movzx eax, si\n mov qword ptr [rdi], rax\n ret", V2),
    ("rax assumed zero", lambda: copy(i64),
     "add rax, qword ptr [rsi]\n mov qword ptr [rdi], rax\n ret", "disagrees",
     "xor eax, eax\n add rax, qword ptr [rsi]\n mov qword ptr [rdi], rax\n ret", V2),
    ("r10 used as an index uninitialized", lambda: copy(i64),
     "mov rax, qword ptr [rsi+r10*8]\n mov qword ptr [rdi], rax\n ret", "fault",
     "xor r10d, r10d\n mov rax, qword ptr [rsi+r10*8]\n mov qword ptr [rdi], rax\n ret", V2),
    ("r11 assumed zero", lambda: copy(i64),
     "add r11, qword ptr [rsi]\n mov qword ptr [rdi], r11\n ret", "disagrees",
     "xor r11d, r11d\n add r11, qword ptr [rsi]\n mov qword ptr [rdi], r11\n ret", V2),
    ("unused argument register used as an index", lambda: copy(i64),
     "mov rax, qword ptr [rsi+rdx*8]\n mov qword ptr [rdi], rax\n ret", "fault",
     "xor edx, edx\n mov rax, qword ptr [rsi+rdx*8]\n mov qword ptr [rdi], rax\n ret", V2),
    ("unused stack argument slot read", lambda: copy(i64),
     "mov rax, qword ptr [rsp+8]\n mov rax, qword ptr [rsi+rax*8]\n mov qword ptr [rdi], rax\n"
     " ret", "fault",
     "mov rax, qword ptr [rsi]\n mov qword ptr [rdi], rax\n ret", V2),
    ("xmm5 assumed zero", lambda: copy(f64),
     "addsd xmm5, qword ptr [rsi]\n movsd qword ptr [rdi], xmm5\n ret", "disagrees",
     "xorps xmm5, xmm5\n addsd xmm5, qword ptr [rsi]\n movsd qword ptr [rdi], xmm5\n ret", V2),
    ("ymm5 upper half assumed zero after a legacy xorps", lambda: copy(f32, 8),
     "xorps xmm5, xmm5\n vaddps ymm0, ymm5, ymmword ptr [rsi]\n"
     " vmovups ymmword ptr [rdi], ymm0\n vzeroupper\n ret", "disagrees",
     "vxorps xmm5, xmm5, xmm5\n vaddps ymm0, ymm5, ymmword ptr [rsi]\n"
     " vmovups ymmword ptr [rdi], ymm0\n vzeroupper\n ret", V3),
    ("red zone read before it is written", lambda: copy(i64),
     "mov rax, qword ptr [rsp-16]\n add rax, qword ptr [rsi]\n mov qword ptr [rdi], rax\n ret",
     "disagrees",
     "mov qword ptr [rsp-16], 0\n mov rax, qword ptr [rsp-16]\n add rax, qword ptr [rsi]\n"
     " mov qword ptr [rdi], rax\n ret", V2),
    ("stack frame below the red zone read uninitialized", lambda: copy(i64),
     "sub rsp, 1024\n mov rax, qword ptr [rsp]\n add rax, qword ptr [rsi]\n"
     " mov qword ptr [rdi], rax\n add rsp, 1024\n ret", "disagrees",
     "sub rsp, 1024\n mov qword ptr [rsp], 0\n mov rax, qword ptr [rsp]\n"
     " add rax, qword ptr [rsi]\n mov qword ptr [rdi], rax\n add rsp, 1024\n ret", V2),
]  # fmt: skip


@pytest.mark.parametrize("executor", HOSTILE)
@pytest.mark.parametrize("case", POISONED, ids=[c[0] for c in POISONED])
def test_a_kernel_relying_on_unspecified_state_fails(executor, case):
    name, make, broken, broken_gets, correct, target = case
    kernel, args = make()
    assert outcome(executor, assemble(correct), kernel, args.copy(), target) == "agrees"
    assert outcome(executor, assemble(broken), kernel, args.copy(), target) == broken_gets


# --- every promise of the ABI is checked on return ------------------------------------------


def control_kernel(dtype):
    """out[0] = x[0]; the hand-written code also loads a control register from x."""
    kb = KernelBuilder("control")
    out, x = kb.buffer("out", dtype, 1), kb.buffer("x", dtype, 1)
    kb.store(out, 0, kb.load(x, 0))
    return kb.finish()


LDMXCSR_RSI = bytes.fromhex("0fae16")  # ldmxcsr dword ptr [rsi]
FLDCW_RSI = bytes.fromhex("d92e")  # fldcw word ptr [rsi]
STORE_MXCSR = bytes.fromhex("0fae1f") + assemble("ret")  # stmxcsr dword ptr [rdi]
STORE_FCW = bytes.fromhex("d93f") + assemble("ret")  # fnstcw word ptr [rdi]

# (name, code, x[0], message)
BROKEN_PROMISES = [
    *[(f"{reg} clobbered", assemble(f"mov {reg}, 7\n ret"), 0, rf"{reg} is 0x7 on return, was")
      for reg in ("rbx", "rbp", "r12", "r13", "r14", "r15")],
    ("rsp moved", assemble("pop rax\n push rax\n push rax\n ret"), 0,
     r"rsp is 0x[0-9a-f]+ on return, expected"),
    ("direction flag left set", assemble("std\n ret"), 0, r"direction flag is set on return"),
    ("MXCSR rounding changed", LDMXCSR_RSI + assemble("ret"), 0x7F80,
     r"MXCSR is 0x7f80 on return, was 0x1f[0-9a-f]{2}"),
    ("x87 control word changed", FLDCW_RSI + assemble("ret"), 0x027F,
     r"x87 control word is 0x27f on return, was 0x37f"),
]  # fmt: skip


@pytest.mark.parametrize("executor", HOSTILE)
@pytest.mark.parametrize("case", BROKEN_PROMISES, ids=[c[0] for c in BROKEN_PROMISES])
def test_a_broken_promise_of_the_abi_is_reported(executor, case):
    name, code, control, message = case
    require(executor)
    kernel = control_kernel(u16 if "x87" in name else i32)
    dtype = kernel.params[1].dtype.base.np
    args = Args({"out": np.zeros(1, dtype), "x": np.array([control], dtype)})
    with pytest.raises(AbiViolation, match=message):
        make_runner(executor, code, kernel)(args)
    # the executor put the caller's state back: the next kernel sees the power-on state
    state = Args({"out": np.zeros(1, np.int32), "x": np.zeros(1, np.int32)})
    make_runner(executor, STORE_MXCSR, control_kernel(i32))(state)
    assert int(state.buffers["out"][0]) & ~0x3F == 0x1F80
    state = Args({"out": np.zeros(1, np.uint16), "x": np.zeros(1, np.uint16)})
    make_runner(executor, STORE_FCW, control_kernel(u16))(state)
    assert int(state.buffers["out"][0]) == 0x037F


@pytest.mark.parametrize("executor", HOSTILE)
def test_mxcsr_exception_flags_are_the_kernels_to_set(executor):
    """Status bits (here: inexact, from 1/3) are caller-saved: setting them is no violation."""
    kb = KernelBuilder("third")
    out, x = kb.buffer("out", f32, 1), kb.buffer("x", f32, 2)
    kb.store(out, 0, kb.fdiv(kb.load(x, 0), kb.load(x, 1)))
    kernel = kb.finish()
    code = assemble(
        "movss xmm0, dword ptr [rsi]\n divss xmm0, dword ptr [rsi+4]\n"
        " movss dword ptr [rdi], xmm0\n ret"
    )
    args = Args({"out": np.zeros(1, np.float32), "x": np.array([1, 3], np.float32)})
    assert outcome(executor, code, kernel, args) == "agrees"


# --- native: a hang or a crash is an exception, and the process lives on ------------------------


def sum_kernel():
    kb = KernelBuilder("sum")
    out, x = kb.buffer("out", f32, 1), kb.buffer("x", f32, 2)
    kb.store(out, 0, kb.add(kb.load(x, 0), kb.load(x, 1)))
    return kb.finish()


SUM = assemble(
    "movss xmm0, dword ptr [rsi]\n addss xmm0, dword ptr [rsi+4]\n"
    " movss dword ptr [rdi], xmm0\n ret"
)
HANG = assemble("spin: jmp spin")


def sum_args() -> Args:
    return Args({"out": np.zeros(1, np.float32), "x": np.array([1.5, 2.0], np.float32)})


def still_works() -> None:
    args = sum_args()
    make_runner("native", SUM, sum_kernel())(args)
    assert args.buffers["out"][0] == 3.5


def test_native_endless_loop_times_out_and_the_process_lives_on():
    require("native")
    with pytest.raises(TimedOut, match=r"after 0.3 s; the kernel was stopped .* at code\+0x0"):
        make_runner("native", HANG, sum_kernel(), timeout=0.3)(sum_args())
    still_works()


def test_native_endless_loops_in_two_threads_each_time_out():
    """The deadline is per thread: each thread's kernel is stopped by its own timer."""
    require("native")
    caught = []

    def spin(seconds):
        try:
            make_runner("native", HANG, sum_kernel(), timeout=seconds)(sum_args())
        except TimedOut as e:
            caught.append(e.seconds)

    threads = [threading.Thread(target=spin, args=(s,)) for s in (0.2, 0.4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert sorted(caught) == [0.2, 0.4]
    still_works()


def test_native_deadline_holds_in_a_forked_child():
    """POSIX timers do not survive fork(): a child made after the parent ran kernels must
    still have a deadline (fuzz workers may be forked)."""
    require("native")
    still_works()  # the parent's thread has its timer now
    pid = os.fork()
    if pid == 0:
        try:
            make_runner("native", HANG, sum_kernel(), timeout=0.2)(sum_args())
            os._exit(1)
        except TimedOut:
            os._exit(0)
        finally:
            os._exit(2)
    deadline = time.monotonic() + 20
    while (done := os.waitpid(pid, os.WNOHANG)) == (0, 0) and time.monotonic() < deadline:
        time.sleep(0.05)
    if done == (0, 0):
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    assert done[1] == 0, f"child status {done[1]:#x} (0x100: returned, 0x200: other error)"


@pytest.mark.parametrize(
    "program,signal",
    [("xor eax, eax\n mov rax, qword ptr [rax]\n ret", None), ("ud2", "SIGILL"),
     ("xor ecx, ecx\n div ecx\n ret", "SIGFPE"), ("mov rax, 16\n push rax\n ret", None)],
    ids=["null load", "ud2", "divide by zero", "jump into nowhere"],
)  # fmt: skip
def test_native_crash_is_an_exception_and_the_process_lives_on(program, signal):
    require("native")
    with pytest.raises(ExecutionError) as caught:
        make_runner("native", assemble(program), sum_kernel())(sum_args())
    if signal:
        assert isinstance(caught.value, Crashed) and caught.value.signal == signal
    still_works()


def counting_loop():
    """A float accumulator over n iterations: no compiler may shorten it."""
    kb = KernelBuilder("count")
    out = kb.buffer("out", f32, 1)
    n = kb.var("n", i32, 0, 2**31 - 1)
    acc = kb.reg(f32, 1)
    kb.store(acc, 0, 1.0)
    with kb.loop(n):
        kb.store(acc, 0, kb.mul(kb.load(acc, 0), 1.0000001))
    kb.store(out, 0, kb.load(acc, 0))
    return kb.finish()


def wild_store():
    """out[n] = 1 with n far beyond the buffer (2**31 - 1 elements: 16 GiB away, where
    nothing is mapped in this process)."""
    kb = KernelBuilder("wild")
    out = kb.buffer("out", i64, 1)
    n = kb.var("n", i32, 0, 2**31 - 1)
    kb.store(out, n, kb.const(i64, 1))
    return kb.finish()


@pytest.mark.parametrize("backend", ["c", "llvm"])
def test_compiled_native_kernels_time_out_and_crash_without_killing_us(backend, monkeypatch):
    monkeypatch.setattr(native, "DEFAULT_TIMEOUT", 0.3)  # what --kernel-timeout sets
    hang, crash = build([counting_loop(), wild_store()], backend)
    with pytest.raises(TimedOut):
        hang(Args({"out": np.zeros(1, np.float32)}, {"n": 2**31 - 1}))
    with pytest.raises(Crashed, match="SIGSEGV"):
        crash(Args({"out": np.zeros(1, np.int64)}, {"n": 2**31 - 1}))
    args = Args({"out": np.zeros(1, np.float32)}, {"n": 3})
    hang(args)  # the same code with an honest n runs cleanly
    assert (
        args.buffers["out"].tobytes()
        == run_oracle(lower(counting_loop()), args.copy()).buffers["out"].tobytes()
    )


def test_a_fault_outside_kernels_still_reaches_faulthandler():
    """Our fault handlers hand a fault that is not a kernel's to the one installed before."""
    require("native")
    script = textwrap.dedent("""
        import ctypes, faulthandler
        faulthandler.enable()
        import numpy as np
        from refimpl.backends.base import Args
        from conformance.test_abi_native import SUM, sum_kernel, sum_args
        from refimpl.runtime.executors import make_runner
        make_runner("native", SUM, sum_kernel())(sum_args())
        ctypes.string_at(0)
    """)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == -11, (done.returncode, done.stderr[-2000:])
    assert "Fatal Python error: Segmentation fault" in done.stderr


@pytest.mark.parametrize("name,number", [("SIGILL", 4), ("SIGSEGV", 11), ("SIGFPE", 8)])
def test_a_signal_sent_outside_kernels_still_has_its_default_effect(name, number):
    """A SIGILL raised by Python code (what the fuzzer's `sigill` test double does) is not a
    fault of ours to swallow: after native kernels ran, it still kills the process."""
    require("native")
    script = textwrap.dedent(f"""
        import signal
        from conformance.test_abi_native import still_works
        still_works()
        signal.raise_signal(signal.{name})
        print("survived")
    """)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == -number, (done.returncode, done.stdout, done.stderr[-2000:])


def test_pytest_worker_survives_a_hanging_and_a_crashing_native_kernel(tmp_path):
    """Issue 10 item 8: under xdist a spinning kernel fails its test after the deadline and a
    segfaulting one fails its test; the worker lives on and runs the next test."""
    require("native")
    (tmp_path / "test_bad_kernels.py").write_text(
        textwrap.dedent("""
        from refimpl.backends.x86.asm import assemble
        from refimpl.runtime.executors import make_runner
        from conformance.test_abi_native import HANG, sum_kernel, sum_args, still_works

        def test_spins():
            make_runner("native", HANG, sum_kernel(), timeout=0.5)(sum_args())

        def test_segfaults():
            code = assemble("xor eax, eax\\n mov qword ptr [rax], rax\\n ret")
            make_runner("native", code, sum_kernel())(sum_args())

        def test_then_a_good_kernel():
            still_works()
    """)
    )
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-n",
            "1",
            "--rootdir",
            str(tmp_path),
            # its own temporary root: pytest's shared one may hold what it cannot clean up
            # (a mount a killed run left), whose warnings would fill the output read below
            "--basetemp",
            str(tmp_path / "basetemp"),
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=str(__import__("pathlib").Path(__file__).parents[1]),
    )
    tail = done.stdout[-3000:]
    assert "2 failed, 1 passed" in tail, tail
    assert "TimedOut" in tail and "crashed" not in tail.lower(), tail


def test_a_native_call_refuses_a_buffer_it_would_misread_and_takes_narrow_floats_as_bits():
    """check_buffer, asked for every buffer of every call (its dtype verdict is cached per
    pair of dtypes): a wrong dtype, a short or a strided array is refused whatever was
    asked before; a bf16 array passes for the u16 buffer a legalized kernel reads."""
    from refimpl.dtypes import bf16

    def buffer(dtype):
        kb = KernelBuilder("k")
        return kb.buffer("out", dtype, 4)

    words, halves = buffer(i32), buffer(u16)
    for _ in range(2):  # the second round answers from the cache
        native.check_buffer(words, np.zeros(4, np.int32))
        native.check_buffer(halves, np.zeros(4, bf16.np))
        for param, wrong in [
            (words, np.zeros(4, np.float32)),
            (words, np.zeros(3, np.int32)),
            (words, np.zeros(8, np.int32)[::2]),
            (halves, np.zeros(4, np.float16)),
        ]:
            with pytest.raises(ValueError, match="must be a C-contiguous"):
                native.check_buffer(param, wrong)
