"""Every promise of the hostile call, broken one part at a time (issue 44, class 2).

docs/executors.md lists what a kernel must leave as it found it ("checked on return"): rbx,
rbp, r12-r15 and rsp; the direction flag clear; the control bits of MXCSR (rounding, the six
exception masks, FTZ, DAZ; its status flags are the caller's to lose); the x87 control word;
and under win64 also rdi, rsi and the low 128 bits of xmm6-xmm15. A checker that compares
only some of a promise's bits passes a test that breaks only those, so PROMISES below has one
row per part: a correct copy kernel (out[0] = x[0]) plus one instruction sequence that
changes exactly that part. Each row runs on every executor that makes the hostile call
(native, guarded, qemu; Unicorn too, as the code is v2), and the AbiViolation must name the
part — and no other row's part. NOT_PROMISED lists what a kernel may change (MXCSR's status
flags, xmm6-15 under System V, xmm0-5 under win64): those kernels must run and agree.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from refimpl.backends.base import Args
from refimpl.backends.x86.asm import assemble
from refimpl.builder import KernelBuilder
from refimpl.compile import lower
from refimpl.dtypes import i32
from refimpl.errors import AbiViolation
from refimpl.oracle import run_oracle
from refimpl.runtime.executors import executor_unavailable, make_runner

EXECUTORS = ("native", "guarded", "qemu", "unicorn")
V2, V3 = "x86-64-v2", "x86-64-v3"
POINTERS = {"sysv": ("rdi", "rsi"), "win64": ("rcx", "rdx")}  # (out, x) per convention


def copy_body(abi: str) -> str:
    out, x = POINTERS[abi]
    return f"mov eax, dword ptr [{x}]\n mov dword ptr [{out}], eax\n ret\n"


def flip_control_word(store: str, load: str, width: str, mask: int) -> str:
    """Flip `mask` in a control word through a slot the kernel reserves on its stack."""
    return (
        f"sub rsp, 8\n {store} {width} ptr [rsp]\n xor {width} ptr [rsp], {mask:#x}\n"
        f" {load} {width} ptr [rsp]\n add rsp, 8\n"
    )


def mxcsr(mask: int) -> str:
    return flip_control_word("stmxcsr", "ldmxcsr", "dword", mask)


def x87(mask: int) -> str:
    return flip_control_word("fnstcw", "fldcw", "word", mask)


# each changes one quadword of an xmm register's low 128 bits to xmm0's (another poison)
WIN64_VECTOR_HALVES = {"bits 63:0": "movsd", "bits 127:64": "unpcklpd"}

# (part, the conventions it is promised under, code that breaks it, what the report says)
PROMISES = [
    *[(reg, ("sysv", "win64"), f"mov {reg}, 7\n", rf"\b{reg} is 0x7 on return")
      for reg in ("rbx", "rbp", "r12", "r13", "r14", "r15")],
    *[(reg, ("win64",), f"mov {reg}, 7\n", rf"\b{reg} is 0x7 on return")
      for reg in ("rdi", "rsi")],
    ("rsp", ("sysv", "win64"), "pop r11\n push r11\n push r11\n", r"\brsp is 0x[0-9a-f]+ on"),
    ("direction flag", ("sysv", "win64"), "std\n", r"direction flag"),
    ("MXCSR DAZ", ("sysv", "win64"), mxcsr(0x0040), r"MXCSR [^;]*\(DAZ, bit 6\)"),
    ("MXCSR IM", ("sysv", "win64"), mxcsr(0x0080), r"MXCSR [^;]*\(IM, bit 7\)"),
    ("MXCSR DM", ("sysv", "win64"), mxcsr(0x0100), r"MXCSR [^;]*\(DM, bit 8\)"),
    ("MXCSR ZM", ("sysv", "win64"), mxcsr(0x0200), r"MXCSR [^;]*\(ZM, bit 9\)"),
    ("MXCSR OM", ("sysv", "win64"), mxcsr(0x0400), r"MXCSR [^;]*\(OM, bit 10\)"),
    ("MXCSR UM", ("sysv", "win64"), mxcsr(0x0800), r"MXCSR [^;]*\(UM, bit 11\)"),
    ("MXCSR PM", ("sysv", "win64"), mxcsr(0x1000), r"MXCSR [^;]*\(PM, bit 12\)"),
    ("MXCSR RC bit 13", ("sysv", "win64"), mxcsr(0x2000), r"MXCSR [^;]*\(RC, bits 13-14\)"),
    ("MXCSR RC bit 14", ("sysv", "win64"), mxcsr(0x4000), r"MXCSR [^;]*\(RC, bits 13-14\)"),
    ("MXCSR FTZ", ("sysv", "win64"), mxcsr(0x8000), r"MXCSR [^;]*\(FTZ, bit 15\)"),
    ("x87 IM", ("sysv", "win64"), x87(0x0001), r"x87 control word [^;]*\(IM, bit 0\)"),
    ("x87 DM", ("sysv", "win64"), x87(0x0002), r"x87 control word [^;]*\(DM, bit 1\)"),
    ("x87 ZM", ("sysv", "win64"), x87(0x0004), r"x87 control word [^;]*\(ZM, bit 2\)"),
    ("x87 OM", ("sysv", "win64"), x87(0x0008), r"x87 control word [^;]*\(OM, bit 3\)"),
    ("x87 UM", ("sysv", "win64"), x87(0x0010), r"x87 control word [^;]*\(UM, bit 4\)"),
    ("x87 PM", ("sysv", "win64"), x87(0x0020), r"x87 control word [^;]*\(PM, bit 5\)"),
    ("x87 PC", ("sysv", "win64"), x87(0x0100), r"x87 control word [^;]*\(PC, bits 8-9\)"),
    ("x87 RC", ("sysv", "win64"), x87(0x0400), r"x87 control word [^;]*\(RC, bits 10-11\)"),
    *[(f"xmm{n} {half}", ("win64",), f"{change} xmm{n}, xmm0\n", rf"\bxmm{n} is ")
      for n in range(6, 16) for half, change in WIN64_VECTOR_HALVES.items()],
]  # fmt: skip

# (what, convention, code) a kernel may change: it must run and agree with the oracle
NOT_PROMISED = [
    *[(f"MXCSR status flag bit {bit}", abi, mxcsr(1 << bit))
      for bit in range(6) for abi in ("sysv", "win64")],
    *[(f"xmm{n} under System V", "sysv", f"xorps xmm{n}, xmm{n}\n") for n in range(6, 16)],
    *[(f"xmm{n} under win64", "win64", f"xorps xmm{n}, xmm{n}\n") for n in range(6)],
    *[(f"{reg} under System V", "sysv", f"mov {reg}, 7\n") for reg in ("r8", "r9", "r10", "r11")],
]  # fmt: skip


def copy_kernel():
    kb = KernelBuilder("copy")
    out, x = kb.buffer("out", i32, 1), kb.buffer("x", i32, 4)
    kb.store(out, 0, kb.load(x, 0))
    return kb.finish()


def copy_args() -> Args:
    return Args({"out": np.zeros(1, np.int32), "x": np.array([0x1234, 5, 6, 7], np.int32)})


def run(executor: str, abi: str, breaking: str) -> Args:
    if reason := executor_unavailable(executor, V2):
        pytest.skip(reason)
    kernel, args = copy_kernel(), copy_args()
    # the copy comes first, so a broken part cannot disturb it (rdi/rsi are sysv's pointers)
    code = assemble(copy_body(abi).replace("ret\n", "") + breaking + "ret")
    make_runner(executor, code, kernel, timeout=10.0, abi=abi)(args)
    return args


PROMISE_CASES = [(part, abi, code, named) for part, abis, code, named in PROMISES for abi in abis]


@pytest.mark.parametrize("executor", EXECUTORS)
@pytest.mark.parametrize(
    ("part", "abi", "breaking", "named"),
    PROMISE_CASES,
    ids=[f"{part}-{abi}" for part, abi, _, _ in PROMISE_CASES],
)
def test_breaking_one_part_of_a_promise_is_reported_by_name(executor, part, abi, breaking, named):
    """The AbiViolation names the part broken, and no other part of the table."""
    with pytest.raises(AbiViolation) as raised:
        run(executor, abi, breaking)
    message = str(raised.value)
    assert re.search(named, message), f"{executor} did not name {part}: {message}"
    others = {n for _, _, _, n in PROMISES} - {named}
    wrongly = [n for n in others if re.search(n, message)]
    assert not wrongly, f"{executor} named more than {part} ({wrongly}): {message}"
    # the executor put the caller's state back: the same kernel without the break is clean
    args = run(executor, abi, "")
    assert int(args.buffers["out"][0]) == 0x1234


@pytest.mark.parametrize("executor", EXECUTORS)
@pytest.mark.parametrize(
    ("what", "abi", "code"), NOT_PROMISED, ids=[f"{w}-{a}" for w, a, _ in NOT_PROMISED]
)
def test_what_is_not_promised_may_change(executor, what, abi, code):
    """MXCSR's sticky exception flags are the caller's to lose (docs/executors.md), and the
    vector registers a convention leaves caller-saved are the kernel's."""
    args = run(executor, abi, code)
    expected = run_oracle(lower(copy_kernel()), args.copy())
    assert args.buffers["out"].tobytes() == expected.buffers["out"].tobytes()


@pytest.mark.parametrize("executor", ("native", "guarded", "qemu"))  # Unicorn has no AVX
def test_win64_leaves_the_upper_halves_of_xmm6_to_xmm15_to_the_kernel(executor):
    """Only the low 128 bits of xmm6-15 are callee-saved on Windows, not bits 255:128."""
    if reason := executor_unavailable(executor, V3):
        pytest.skip(reason)
    upper = "".join(f"vinsertf128 ymm{n}, ymm{n}, xmm0, 1\n" for n in range(6, 16))
    kernel, args = copy_kernel(), copy_args()
    code = assemble(copy_body("win64").replace("ret\n", "") + upper + "vzeroupper\n ret")
    make_runner(executor, code, kernel, timeout=10.0, abi="win64")(args)
    assert int(args.buffers["out"][0]) == 0x1234


def test_the_table_covers_every_field_the_checkers_name():
    """One row per MXCSR and x87 control field the checkers know (hostile_call.py), so a new
    field cannot go untested; the two RC bits of MXCSR are both rows."""
    from refimpl.native.hostile_call import MXCSR_CONTROL_FIELDS, X87_CONTROL_FIELDS

    patterns = [named for _, _, _, named in PROMISES]
    for word, fields in (("MXCSR", MXCSR_CONTROL_FIELDS), ("x87", X87_CONTROL_FIELDS)):
        for _, name in fields:
            if name.startswith("infinity control"):  # ignored by every x87 since the 287
                continue
            text = f"{'MXCSR' if word == 'MXCSR' else 'the x87 control word'} is 0: {name}"
            assert any(re.search(p, text) for p in patterns), f"no row breaks {word} {name}"
