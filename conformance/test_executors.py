"""Executors of emitted x86 code: same answers, and every way a kernel can misbehave caught.

Each test runs small hand-assembled x86-64-v2 programs (so it does not depend on instruction
selection) under the careful executors — unicorn (in-process emulator), guarded (the runner
process on this CPU) and qemu (the runner under qemu-x86_64) — and checks what the caller
sees: the same outputs; OutOfBounds naming the buffer, offset and instruction of an overrun
or underrun; BudgetExceeded / TimedOut for a hang; Refused for VEX code under Unicorn;
unchanged buffers after any failure; MXCSR = 0x1F80 at entry; stack parameters. The last
tests run kernels compiled by the x86 backend. Executors missing here are skipped with the
reason executors.executor_unavailable gives.
"""

from __future__ import annotations

import numpy as np
import pytest

from refimpl.backends.base import Args, Options
from refimpl.backends.x86.asm import assemble, assemble_program
from refimpl.builder import KernelBuilder
from refimpl.dtypes import f32, i32, i64, u32
from refimpl.errors import (
    AbiViolation,
    BudgetExceeded,
    Crashed,
    OutOfBounds,
    Refused,
    TimedOut,
)
from refimpl.runtime.errors import instruction_text
from refimpl.runtime.executors import executor_unavailable, make_runner

CAREFUL = ("unicorn", "guarded", "qemu")


def require(executor: str, target: str = "x86-64-v2") -> None:
    if reason := executor_unavailable(executor, target):
        pytest.skip(reason)


def run(executor: str, code: bytes, kernel, args: Args, **limits) -> None:
    require(executor)
    make_runner(executor, code, kernel, **limits)(args)


# --- kernels: only their parameters matter to the hand-written code ------------------------


def sum_kernel(n: int = 8):
    """out[0] = x[0] + x[1] + ... in order (the oracle's meaning of the assembly below)."""
    kb = KernelBuilder("sum")
    out, x = kb.buffer("out", f32, 1), kb.buffer("x", f32, n)
    acc = kb.reg(f32, 1)
    kb.store(acc, 0, 0.0)
    with kb.loop(n) as j:
        kb.store(acc, 0, kb.add(kb.load(acc, 0), kb.load(x, j)))
    kb.store(out, 0, kb.load(acc, 0))
    return kb.finish()


SUM_V2 = assemble("""
    xorps xmm0, xmm0
    xor eax, eax
loop:
    addss xmm0, dword ptr [rsi+rax*4]
    add rax, 1
    cmp rax, 8
    jne loop
    movss dword ptr [rdi], xmm0
    ret
""")


def sum_args() -> Args:
    x = np.array([1.5, -2.25, 1e-3, 7.0, 3.0e7, -3.0e7, 0.1, 0.2], np.float32)
    return Args({"out": np.zeros(1, np.float32), "x": x})


def sequential_sum(x: np.ndarray) -> np.float32:
    total = np.float32(0)
    for value in x:
        total = np.float32(total + value)
    return total


def fill_kernel():
    """out[i] = x[0] for i < 8 (the hand-written variants below get the bounds wrong)."""
    kb = KernelBuilder("fill")
    out, x = kb.buffer("out", f32, 8), kb.buffer("x", f32, 8)
    with kb.loop(8) as i:
        kb.store(out, i, kb.load(x, 0))
    return kb.finish()


def fill_args() -> Args:
    return Args({"out": np.full(8, -1.0, np.float32), "x": np.arange(8, dtype=np.float32)})


# --- the same answer everywhere ----------------------------------------------------------


@pytest.mark.parametrize("executor", CAREFUL)
def test_sum_matches_sequential_float32_sum(executor):
    args = sum_args()
    run(executor, SUM_V2, sum_kernel(), args)
    expected = sequential_sum(args.buffers["x"])
    assert args.buffers["out"][0].tobytes() == expected.tobytes(), (executor, args.buffers)


def test_executors_agree_on_repeated_runs():
    """The reused Unicorn instance and the long-lived runners give the same bits every time."""
    results = {}
    for executor in CAREFUL:
        if executor_unavailable(executor, "x86-64-v2"):
            continue
        runner = make_runner(executor, SUM_V2, sum_kernel())
        for _ in range(3):
            args = sum_args()
            runner(args)
            results.setdefault(executor, set()).add(args.buffers["out"].tobytes())
    assert len(results) >= 2, f"fewer than two executors available: {results}"
    assert len({bits for found in results.values() for bits in found}) == 1, results


@pytest.mark.parametrize("executor", CAREFUL)
def test_new_code_replaces_old_code(executor):
    """Reused emulators cache translated code: a stale translation would be a silent wrong
    answer. Alternate two programs of the same length at the same address."""
    first = assemble("movss xmm0, dword ptr [rsi]\n movss dword ptr [rdi], xmm0\n ret")
    second = assemble("movss xmm0, dword ptr [rsi+4]\n movss dword ptr [rdi], xmm0\n ret")
    for code, expected in [(first, 1.5), (second, -2.25), (first, 1.5), (second, -2.25)]:
        args = sum_args()
        run(executor, code, sum_kernel(), args)
        assert args.buffers["out"][0] == expected


# --- out-of-bounds accesses ----------------------------------------------------------------

# Each program loads x[0], then makes one off-by-one access at label `bad`:
# (name, program, buffer, byte offset, access, size)
BAD_ACCESSES = [
    ("overrun store", """
        movss xmm0, dword ptr [rsi]
        xor eax, eax
    loop:
    bad:
        movss dword ptr [rdi+rax*4], xmm0
        add rax, 1
        cmp rax, 9
        jne loop
        ret""", "out", 32, "write", 4),
    ("underrun store", """
        movss xmm0, dword ptr [rsi]
        mov rax, -1
    loop:
    bad:
        movss dword ptr [rsi+rax*4], xmm0
        add rax, 1
        cmp rax, 8
        jne loop
        ret""", "x", -4, "write", 4),
    ("underrun load", """
        mov rax, -1
    bad:
        movss xmm1, dword ptr [rsi+rax*4]
        movss dword ptr [rdi], xmm1
        ret""", "x", -4, "read", 4),
    ("straddling load", """
    bad:
        movsd xmm1, qword ptr [rsi+28]
        movsd qword ptr [rdi], xmm1
        ret""", "x", 28, "read", 8),
]  # fmt: skip


@pytest.mark.parametrize("executor", CAREFUL)
@pytest.mark.parametrize("case", BAD_ACCESSES, ids=[c[0] for c in BAD_ACCESSES])
def test_out_of_bounds_access_is_reported_precisely(executor, case):
    name, program, buffer, offset, access, size = case
    assembled = assemble_program(program)
    code = b"".join(item.code for item in assembled.instructions)
    bad = assembled.labels["bad"]
    args = fill_args()
    before = args.copy()
    with pytest.raises(OutOfBounds) as caught:
        run(executor, code, fill_kernel(), args)
    error = caught.value
    found = (error.buffer, error.offset, error.access, error.size, error.instruction_address)
    assert found == (buffer, offset, access, size, bad), str(error)
    assert error.disassembly == instruction_text(code, bad)
    assert f"%{buffer}{offset:+d} (element {offset // 4} of 8" in str(error)
    for key, array in args.buffers.items():  # nothing written back on failure
        np.testing.assert_array_equal(array, before.buffers[key], err_msg=f"{executor}: {key}")


@pytest.mark.parametrize("executor", CAREFUL)
def test_runner_recovers_after_a_fault(executor):
    bad = assemble(BAD_ACCESSES[0][1])
    with pytest.raises(OutOfBounds):
        run(executor, bad, fill_kernel(), fill_args())
    args = sum_args()
    run(executor, SUM_V2, sum_kernel(), args)
    assert args.buffers["out"][0] == sequential_sum(args.buffers["x"])


# --- hangs ---------------------------------------------------------------------------------

HANG = assemble("spin: jmp spin")


def test_unicorn_budget_stops_an_infinite_loop():
    args = sum_args()
    with pytest.raises(BudgetExceeded, match="budget of 100,000"):
        run("unicorn", HANG, sum_kernel(), args, budget=100_000)
    assert args.buffers["out"][0] == 0


@pytest.mark.parametrize("executor", ["guarded", "qemu"])
def test_runner_timeout_kills_an_infinite_loop(executor):
    args = sum_args()
    with pytest.raises(TimedOut):
        run(executor, HANG, sum_kernel(), args, timeout=0.3)
    assert args.buffers["out"][0] == 0
    run(executor, SUM_V2, sum_kernel(), args)  # a fresh runner takes over
    assert args.buffers["out"][0] == sequential_sum(args.buffers["x"])


# --- Unicorn refuses what it would run wrongly -----------------------------------------------


def test_unicorn_refuses_vex_and_says_why():
    code = assemble("vaddss xmm0, xmm1, xmm2\n movss dword ptr [rdi], xmm0\n ret")
    with pytest.raises(Refused, match=r"`vaddss xmm0, xmm1, xmm2` at code\+0x0 is VEX") as e:
        run("unicorn", code, sum_kernel(), sum_args())
    assert "vvvv" in str(e.value) and "x86-64-v2" in str(e.value)


def test_unicorn_refuses_vex_behind_a_branch():
    code = assemble("test rdi, rdi\n jne far\n ret\n far: vxorps xmm0, xmm0, xmm0\n ret")
    with pytest.raises(Refused, match="vxorps"):
        run("unicorn", code, sum_kernel(), sum_args())


@pytest.mark.parametrize("executor", CAREFUL)
def test_constant_pool_after_the_code_is_data(executor):
    """A constant pool after the last `ret`, read rip-relative, may hold any bytes, VEX-looking
    ones included: Unicorn decodes only what execution can reach."""
    code = assemble("movss xmm0, dword ptr [rip+5]\n movss dword ptr [rdi], xmm0\n ret")
    assert len(code) == 13  # the constant starts 5 bytes after the first instruction
    pool = np.float32(2.5).tobytes() + assemble("vaddss xmm0, xmm1, xmm2") + b"\x0f\x0b"
    args = sum_args()
    run(executor, code + pool, sum_kernel(), args)
    assert args.buffers["out"][0] == 2.5


def test_unicorn_refuses_instructions_beyond_v2():
    # lzcnt on a CPU without it decodes as bsr: a different answer, not an error
    with pytest.raises(Refused, match="LZCNT"):
        run("unicorn", assemble("lzcnt eax, ecx\n ret"), sum_kernel(), sum_args())


@pytest.mark.parametrize("executor", CAREFUL)
def test_division_by_zero_is_a_crash_not_a_dead_harness(executor):
    args = sum_args()
    with pytest.raises(Crashed, match="SIGFPE") as caught:
        run(executor, assemble("xor ecx, ecx\n div ecx\n ret"), sum_kernel(), args)
    assert caught.value.instruction_address == 2 and caught.value.disassembly == "div ecx"
    assert args.buffers["out"][0] == 0


@pytest.mark.parametrize("executor", CAREFUL)
def test_a_clobbered_callee_saved_register_is_reported(executor):
    args = sum_args()
    code = assemble("mov ebx, 1\n xor r15d, r15d\n movss dword ptr [rdi], xmm0\n ret")
    with pytest.raises(AbiViolation, match=r"rbx is 0x1 on return.*r15 is 0x0 on return"):
        run(executor, code, sum_kernel(), args)
    assert args.buffers["out"][0] == 0
    run(executor, SUM_V2, sum_kernel(), args)  # and the executor still works afterwards
    assert args.buffers["out"][0] == sequential_sum(args.buffers["x"])


@pytest.mark.parametrize("executor", CAREFUL)
def test_a_kernel_returning_with_a_moved_stack_pointer_is_reported(executor):
    with pytest.raises(AbiViolation, match=r"rsp is 0x[0-9a-f]+ on return, expected"):
        run(executor, assemble("pop rax\n push rax\n push rax\n ret"), sum_kernel(), sum_args())


# --- machine state at entry ------------------------------------------------------------------


def mxcsr_kernel():
    kb = KernelBuilder("mxcsr")
    out, x = kb.buffer("out", u32, 1), kb.buffer("x", u32, 1)
    kb.store(out, 0, kb.load(x, 0))
    return kb.finish()


STORE_MXCSR = bytes.fromhex("0fae1f") + assemble("ret")  # stmxcsr dword ptr [rdi]; ret
# ldmxcsr dword ptr [rsi]; then cvtss2si of 2.75 under whatever rounding that selected; the
# caller's MXCSR is restored before returning (its control bits are callee-saved)
LOAD_MXCSR_CONVERT = assemble(
    "stmxcsr dword ptr [rsp-4]\n ldmxcsr dword ptr [rsi]\n"
    "mov eax, 0x40300000\n movd xmm0, eax\n cvtss2si eax, xmm0\n mov dword ptr [rdi], eax\n"
    "ldmxcsr dword ptr [rsp-4]\n ret"
)


@pytest.mark.parametrize("executor", CAREFUL)
def test_mxcsr_is_the_power_on_value_at_every_entry(executor):
    """A fresh Unicorn has MXCSR = 0 (design §5); a kernel that changes MXCSR must not leak
    its rounding mode into the next kernel."""
    kernel = mxcsr_kernel()
    round_toward_zero = Args({"out": np.zeros(1, np.uint32), "x": np.array([0x7F80], np.uint32)})
    run(executor, LOAD_MXCSR_CONVERT, kernel, round_toward_zero)
    assert round_toward_zero.buffers["out"][0] == 2  # 2.75 truncated: the executor obeys RC
    for _ in range(2):
        args = Args({"out": np.zeros(1, np.uint32), "x": np.zeros(1, np.uint32)})
        run(executor, STORE_MXCSR, kernel, args)
        assert hex(args.buffers["out"][0]) == "0x1f80"


def many_params_kernel():
    """out[0] = a + 10 b + 100 c + ... + 10^6 g + x[1]: nine parameters, three on the stack."""
    kb = KernelBuilder("many")
    out = kb.buffer("out", i64, 1)
    scalars = [kb.var(name, i32, 0, 100) for name in "abcdefg"]
    x = kb.buffer("x", i64, 2)
    total = kb.load(x, 1)
    for power, scalar in enumerate(scalars):
        total = kb.add(total, kb.mul(kb.cast(scalar, i64), 10**power))
    kb.store(out, 0, total)
    return kb.finish()


# the i32 parameters are sign-extended first: the ABI leaves bits 63:32 unspecified
MANY_PARAMS = assemble("""
    movsxd rax, esi
    movsxd rdx, edx
    imul rdx, rdx, 10
    add rax, rdx
    movsxd rcx, ecx
    imul rcx, rcx, 100
    add rax, rcx
    movsxd r8, r8d
    imul r8, r8, 1000
    add rax, r8
    movsxd r9, r9d
    imul r9, r9, 10000
    add rax, r9
    movsxd r10, dword ptr [rsp+8]
    imul r10, r10, 100000
    add rax, r10
    movsxd r10, dword ptr [rsp+16]
    imul r10, r10, 1000000
    add rax, r10
    mov r10, qword ptr [rsp+24]
    add rax, qword ptr [r10+8]
    mov qword ptr [rdi], rax
    ret
""")


@pytest.mark.parametrize("executor", CAREFUL)
def test_parameters_beyond_six_arrive_on_the_stack(executor):
    kernel = many_params_kernel()
    assert [p.arg[0] for p in kernel.params] == list(range(9))
    values = dict(zip("abcdefg", [1, 2, 3, 4, 5, 6, 7], strict=True))
    x = np.array([0, 10**9], np.int64)
    args = Args({"out": np.zeros(1, np.int64), "x": x}, values)
    run(executor, MANY_PARAMS, kernel, args)
    expected = 10**9 + sum(v * 10**p for p, v in enumerate(values.values()))
    assert args.buffers["out"][0] == expected


# --- kernels compiled by the x86 backend ---------------------------------------------------


def compiled(kernel, target: str) -> bytes:
    from refimpl.backends.x86.backend import BACKEND
    from refimpl.compile import compile_kernel

    options = Options(target=target)
    if (reason := BACKEND.unavailable(options)) and "not implemented" in reason:
        pytest.skip(reason)  # the backend gains targets over time
    return compile_kernel(kernel, "x86", options, cache=False).compiled.code


@pytest.mark.parametrize(
    "executor,target",
    [("native", "x86-64-v3"), ("guarded", "x86-64-v3"), ("qemu", "x86-64-v3"),
     ("unicorn", "x86-64-v2"), ("guarded", "x86-64-v2")],
)  # fmt: skip
def test_compiled_kernel_matches_the_oracle(executor, target):
    from refimpl.compile import lower
    from refimpl.oracle import run_oracle

    if reason := executor_unavailable(executor, target):
        pytest.skip(reason)
    kernel = sum_kernel()
    code = compiled(kernel, target)
    args = sum_args()
    expected = run_oracle(lower(kernel), args)
    make_runner(executor, code, kernel)(args)
    assert args.buffers["out"].tobytes() == expected.buffers["out"].tobytes()


def test_unicorn_refuses_compiled_v3_code():
    assert "VEX" in executor_unavailable("unicorn", "x86-64-v3")
    code = compiled(sum_kernel(), "x86-64-v3")
    with pytest.raises(Refused, match="VEX-encoded"):
        make_runner("unicorn", code, sum_kernel())(sum_args())


@pytest.mark.parametrize(
    "executor,target", [("guarded", "x86-64-v3"), ("qemu", "x86-64-v3"), ("unicorn", "x86-64-v2")]
)
def test_forty_parameters_fuzzer_sized_kernels(executor, target):
    """Fuzz kernels take dozens of buffers: the runner once stopped at 32 parameters."""
    from refimpl.builder import KernelBuilder
    from refimpl.compile import lower
    from refimpl.dtypes import i32
    from refimpl.inputs import make_args
    from refimpl.oracle import run_oracle

    if reason := executor_unavailable(executor, target):
        pytest.skip(reason)
    kb = KernelBuilder("forty")
    buffers = [kb.buffer(f"b{k}", i32, 2) for k in range(40)]
    total = kb.load(buffers[0], 1)
    for b in buffers[1:]:
        total = kb.add(total, kb.load(b, 1))
    kb.store(kb.buffer("out", i32, 2), 0, total)
    kernel = kb.finish()
    args = make_args(kernel, 1)
    expected = run_oracle(lower(kernel), args)
    make_runner(executor, compiled(kernel, target), kernel)(args)
    assert args.buffers["out"].tobytes() == expected.buffers["out"].tobytes()
