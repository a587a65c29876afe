"""The Windows x64 calling convention: the executors call a kernel as a Windows caller would,
and the x86 and LLVM backends give kernels that entry (Options.abi "win64").

Executors (issue 16, acceptance): each hand-assembled kernel below relies on something the
win64 convention leaves unspecified, or breaks one of its promises, next to a correct twin;
every executor that runs win64 code (native, guarded, qemu, unicorn) must report the broken
one — a wrong answer the oracle sees, a fault, or AbiViolation — and agree on the correct one.
The cases are written for the v2 subset (legacy SSE), so Unicorn runs them too.

    out[0] = d, for kernel pick(out: i64[1], a: i64, b: i64, c: i64, d: i64)

win64 passes out in rcx, a in rdx, b in r8, c in r9 and d on the stack at [rsp+40], above the
return address and 32 bytes of shadow space; rdi, rsi and xmm6-xmm15 are callee-saved.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from refimpl.backends.base import Args, BackendUnavailable, Options
from refimpl.backends.x86.asm import assemble
from refimpl.builder import KernelBuilder
from refimpl.cli import main as cli_main
from refimpl.compile import build, emit, lower, unavailable
from refimpl.dtypes import i64
from refimpl.errors import AbiViolation, Crashed, ExecutionError, OutOfBounds
from refimpl.ir import Ops
from refimpl.native import call as native
from refimpl.oracle import run_oracle
from refimpl.runtime.executors import executor_unavailable, make_runner
from refimpl.text import parse

CHECKED_BACKENDS = ("x86", "llvm")  # what --backend selects this module for (conftest)

ROOT = Path(__file__).resolve().parents[1]
V2 = "x86-64-v2"
EXECUTORS = ("native", "guarded", "qemu", "unicorn")


def pick_kernel():
    kb = KernelBuilder("pick")
    out = kb.buffer("out", i64, 1)
    kb.var("a", i64)
    kb.var("b", i64)
    kb.var("c", i64)
    d = kb.var("d", i64)
    kb.store(out, 0, d)
    return kb.finish()


def pick_args() -> Args:
    values = {"a": 0x1111, "b": 0x2222, "c": 0x3333, "d": 0x4444}
    return Args({"out": np.zeros(1, np.int64)}, values)


def outcome(executor: str, text: str) -> tuple[str, str]:
    """("agrees" | "disagrees" | "fault" | the exception's class, its message) of running the
    assembled `text` as pick(...) under `executor`, called as a win64 caller would."""
    if reason := executor_unavailable(executor, V2):
        pytest.skip(reason)
    kernel, args = pick_kernel(), pick_args()
    expected = run_oracle(lower(kernel), args.copy())
    code = assemble(text)
    try:
        make_runner(executor, code, kernel, timeout=5.0, abi="win64")(args)
    except (Crashed, OutOfBounds) as e:
        return "fault", str(e)
    except ExecutionError as e:
        return type(e).__name__, str(e)
    same = args.buffers["out"].tobytes() == expected.buffers["out"].tobytes()
    return ("agrees" if same else "disagrees"), ""


CORRECT = """
    mov rax, qword ptr [rsp+40]
    mov qword ptr [rcx], rax
    ret
"""

# (name, assembly, what must come of it)
CASES = [
    ("correct", CORRECT, "agrees"),
    (  # the shadow space and the stack parameters are the callee's: using them is fine
        "uses_shadow_space",
        """
        mov qword ptr [rsp+8], rcx
        mov qword ptr [rsp+16], rdx
        mov rax, qword ptr [rsp+40]
        mov qword ptr [rsp+40], rdx
        mov rcx, qword ptr [rsp+8]
        mov qword ptr [rcx], rax
        ret
        """,
        "agrees",
    ),
    (  # keeps xmm6 and rsi the way a Windows prologue does: saved and restored
        "saves_xmm6_and_rsi",
        """
        push rsi
        sub rsp, 16
        movups xmmword ptr [rsp], xmm6
        xorps xmm6, xmm6
        mov rsi, rcx
        mov rax, qword ptr [rsp+64]
        mov qword ptr [rsi], rax
        movups xmm6, xmmword ptr [rsp]
        add rsp, 16
        pop rsi
        ret
        """,
        "agrees",
    ),
    (  # the acceptance case of issue 16: a clobbered callee-saved vector register
        "clobbers_xmm7",
        """
        xorps xmm7, xmm7
        mov rax, qword ptr [rsp+40]
        mov qword ptr [rcx], rax
        ret
        """,
        "AbiViolation",
    ),
    (  # only the upper bits of xmm15 change: the low 128 bits are all a caller may keep
        "clobbers_xmm15",
        """
        pinsrq xmm15, rdx, 1
        mov rax, qword ptr [rsp+40]
        mov qword ptr [rcx], rax
        ret
        """,
        "AbiViolation",
    ),
    (  # rdi is callee-saved on Windows (caller-saved on System V)
        "clobbers_rdi",
        """
        mov rdi, rcx
        mov rax, qword ptr [rsp+40]
        mov qword ptr [rdi], rax
        ret
        """,
        "AbiViolation",
    ),
    (  # shadow space ignored: the fifth parameter read where System V would put the seventh
        "ignores_shadow_space",
        """
        mov rax, qword ptr [rsp+8]
        mov qword ptr [rcx], rax
        ret
        """,
        "disagrees",
    ),
    (  # shadow space ignored the other way: rsp+40 treated as the caller's, d read below it
        "reads_args_inside_shadow_space",
        """
        mov rax, qword ptr [rsp+32]
        mov qword ptr [rcx], rax
        ret
        """,
        "disagrees",
    ),
    (  # System V code: the buffer taken from rdi, the last parameter from r9
        "assumes_sysv_registers",
        """
        mov qword ptr [rdi], r9
        ret
        """,
        "fault",
    ),
]


@pytest.mark.parametrize("executor", EXECUTORS)
@pytest.mark.parametrize("case", CASES, ids=lambda c: c[0])
def test_win64_caller_catches_a_broken_kernel(executor, case):
    name, text, expected = case
    result, message = outcome(executor, text)
    assert result == expected, f"{name} under {executor}: {result} {message}\n{text}"
    if name == "clobbers_xmm7":
        assert "xmm7 is 0x00000000000000000000000000000000 on return" in message
    if name == "clobbers_rdi":
        assert "rdi is" in message


@pytest.mark.parametrize("executor", ("native", "guarded"))
def test_win64_shadow_space_holds_the_documented_poison(executor):
    """The four quadwords above the return address hold POISON_SHADOW, and rdi/rsi hold
    sentinels, not arguments."""
    if reason := executor_unavailable(executor, V2):
        pytest.skip(reason)
    kb = KernelBuilder("dump")
    out = kb.buffer("out", i64, 6)
    kb.store(out, 0, kb.const(i64, 0))
    kernel = kb.finish()
    code = assemble(
        """
        mov rax, qword ptr [rsp+8]
        mov qword ptr [rcx], rax
        mov rax, qword ptr [rsp+16]
        mov qword ptr [rcx+8], rax
        mov rax, qword ptr [rsp+24]
        mov qword ptr [rcx+16], rax
        mov rax, qword ptr [rsp+32]
        mov qword ptr [rcx+24], rax
        mov qword ptr [rcx+32], rdx
        mov qword ptr [rcx+40], r8
        ret
        """
    )
    args = Args({"out": np.zeros(6, np.int64)}, {})
    make_runner(executor, code, kernel, timeout=5.0, abi="win64")(args)
    words = [int(w) & (1 << 64) - 1 for w in args.buffers["out"]]
    assert words[:4] == [native.POISON_SHADOW] * 4
    assert words[4:] == [native.poison_unused_argument(1), native.poison_unused_argument(2)]


def test_an_unknown_calling_convention_is_refused():
    kernel = pick_kernel()
    with pytest.raises(ValueError, match="unknown calling convention 'fastcall'"):
        make_runner("native", assemble("ret"), kernel, abi="fastcall")


def test_abi_violation_names_every_broken_win64_register():
    if reason := executor_unavailable("native", V2):
        pytest.skip(reason)
    code = assemble("xor esi, esi\nxorps xmm6, xmm6\nxorps xmm12, xmm12\nret")
    with pytest.raises(AbiViolation) as raised:
        make_runner("native", code, pick_kernel(), abi="win64")(pick_args())
    message = str(raised.value)
    assert "rsi is 0x0 on return, was 0x51e051e051e051e" in message
    assert "xmm6 is" in message and "xmm12 is" in message


# --- the backends' win64 entry ------------------------------------------------------------


def many_params_kernel():
    """Six scalars after the buffer: four parameters in registers, three on the stack."""
    kb = KernelBuilder("many")
    out = kb.buffer("out", i64, 6)
    values = [kb.var(name, i64) for name in "abcdef"]
    for k, value in enumerate(values):
        kb.store(out, k, kb.alu(Ops.MUL, value, k + 1))
    return kb.finish()


WIN64_BUILDS = [
    ("x86", "x86-64-v3", "native"),
    ("x86", "x86-64-v3", "guarded"),
    ("x86", "x86-64-v2", "unicorn"),
    ("llvm", None, "native"),
]


@pytest.mark.parametrize("backend, target, executor", WIN64_BUILDS)
def test_win64_stack_parameters_arrive_above_the_shadow_space(backend, target, executor):
    options = Options(abi="win64", **({"target": target} if target else {}))
    if reason := unavailable(backend, options, executor):
        pytest.skip(reason)
    kernel = many_params_kernel()
    args = Args({"out": np.zeros(6, np.int64)}, {n: 10 + k for k, n in enumerate("abcdef")})
    (runner,) = build([kernel], backend, options, executor)
    runner(args)
    assert args.buffers["out"].tolist() == [(10 + k) * (k + 1) for k in range(6)]


def test_x86_win64_listing_takes_arguments_from_rcx_rdx_r8_r9_and_the_stack():
    listing = emit(many_params_kernel(), "x86", "asm", Options(abi="win64"))
    assert "qword ptr [rbp+0x30]" in listing  # parameter 5: above return address + shadow
    assert "qword ptr [rbp+0x38]" in listing and "qword ptr [rbp+0x40]" in listing
    for register in ("rcx", "rdx", "r8", "r9"):
        assert register in listing
    sysv = emit(many_params_kernel(), "x86", "asm", Options())
    assert "qword ptr [rbp+0x10]" in sysv and "[rbp+0x30]" not in sysv


def test_x86_win64_saves_the_callee_saved_vector_registers_it_uses():
    """register_pressure keeps more than six vectors live: xmm6 and above are saved in the
    prologue and restored in the epilogue, aligned; System V saves none of them."""
    kernel = parse((ROOT / "golden/kernels/register_pressure.kernel").read_text())
    listing = emit(kernel, "x86", "asm", Options(abi="win64")).splitlines()
    saves = [line for line in listing if line.startswith("  vmovaps xmmword ptr [rsp+")]
    restores = [line for line in listing if re.match(r"  vmovaps xmm\d+, xmmword ptr \[rsp", line)]
    assert saves and len(saves) == len(restores)
    assert {line.split(", ")[1] for line in saves} >= {"xmm6", "xmm7"}
    sysv = emit(kernel, "x86", "asm", Options())
    assert "vmovaps xmmword ptr [rsp+" not in sysv.split("vmovdqu")[0]


def test_llvm_win64_marks_the_function_win64cc():
    ir = emit(many_params_kernel(), "llvm", "llvm", Options(abi="win64"))
    assert "define win64cc void @many(" in ir
    assert "win64cc" not in emit(many_params_kernel(), "llvm", "llvm", Options())


def test_a_backend_without_win64_refuses_it():
    assert "calling convention win64 is not implemented" in unavailable("c", Options(abi="win64"))
    with pytest.raises(BackendUnavailable, match="calling convention win64"):
        emit(many_params_kernel(), "c", "source", Options(abi="win64"))


def test_cli_compiles_and_runs_with_abi_win64(capsys):
    path = str(ROOT / "golden/kernels/param_bound.kernel")
    assert cli_main(["compile", path, "--backend", "x86", "--abi", "win64"]) == 0
    assert "r8d" in capsys.readouterr().out  # n, the third parameter, arrives in r8
    assert cli_main(["run", path, "--backend", "x86", "--abi", "win64", "--seed", "2"]) == 0
    assert cli_main(["run", path, "--backend", "c", "--abi", "win64"]) == 2
