"""What the executors tell an engineer about a far out-of-bounds access, and the on-disk cache
of compiled kernels they draw from.

Far accesses: test_executors.py pins off-by-one accesses, which land in the guard page next to
a buffer. A kernel that indexes a megabyte away, or through a wild pointer, faults far from
every guard page; the report must still name the buffer the access was computed from and the
element, the same on every careful executor (unicorn, guarded, qemu), not a raw address of
the runner process. Hand-assembled x86-64-v2 programs, so instruction selection does not
matter; the decoding of a fault report is also tested on its own with made-up addresses,
because where the runner's mappings land is up to the kernel.

Cache: the C backend keeps one shared object per kernel under .cache/; it is capped in size
(UOPCHECK_CACHE_MAX_MB), evicts the least recently used entries first, and tolerates other
processes compiling and evicting at the same time.
"""

from __future__ import annotations

import multiprocessing
import os
import signal

import numpy as np
import pytest

from conformance.test_executors import fill_args, fill_kernel  # out[i] = x[0], i < 8
from refimpl.backends import c, disk_cache, llvm
from refimpl.backends.base import Args, Options
from refimpl.backends.x86.asm import assemble_program
from refimpl.builder import KernelBuilder
from refimpl.compile import build
from refimpl.dtypes import f32
from refimpl.errors import OutOfBounds
from refimpl.native.hostile_call import GREG, GREG_NAMES, MAX_PARAMS
from refimpl.runtime import runner
from refimpl.runtime.errors import instruction_text
from refimpl.runtime.executors import executor_unavailable, make_runner

CAREFUL = ("unicorn", "guarded", "qemu")
MIB = 1 << 20


# --- far accesses, run on every careful executor --------------------------------------------

# (name, program with the access at label `bad`, buffer, byte offset, access); buffer None:
# the address is near no buffer and is reported as it is.
FAR_ACCESSES = [
    ("store 1 MiB past out", f"""
        movss xmm0, dword ptr [rsi]
        mov rax, {MIB // 4}
    bad:
        movss dword ptr [rdi+rax*4], xmm0
        ret""", "out", MIB, "write"),
    ("load 16 MiB before x", f"""
        mov rax, {-16 * MIB // 4}
    bad:
        movss xmm0, dword ptr [rsi+rax*4]
        movss dword ptr [rdi], xmm0
        ret""", "x", -16 * MIB, "read"),
    ("load through a wild pointer", """
        mov rax, 0x123456789000
    bad:
        movss xmm0, dword ptr [rax]
        movss dword ptr [rdi], xmm0
        ret""", None, None, "read"),
]  # fmt: skip


@pytest.mark.parametrize("executor", CAREFUL)
@pytest.mark.parametrize("case", FAR_ACCESSES, ids=[case[0] for case in FAR_ACCESSES])
def test_far_out_of_bounds_access_names_the_buffer_and_element(executor, case):
    if reason := executor_unavailable(executor, "x86-64-v2"):
        pytest.skip(reason)
    name, program, buffer, offset, access = case
    assembled = assemble_program(program)
    code = b"".join(item.code for item in assembled.instructions)
    args = fill_args()
    before = args.copy()
    with pytest.raises(OutOfBounds) as caught:
        make_runner(executor, code, fill_kernel())(args)
    error = caught.value
    found = (error.buffer, error.offset, error.access, error.size, error.instruction_address)
    assert found == (buffer, offset, access, 4, assembled.labels["bad"]), str(error)
    assert error.disassembly == instruction_text(code, assembled.labels["bad"])
    if buffer is None:
        assert "0x123456789000 (outside every buffer)" in str(error)
    else:
        assert f"%{buffer}{offset:+d} (element {offset // 4} of 8)" in str(error)
    for key, array in args.buffers.items():  # nothing written back on failure
        np.testing.assert_array_equal(array, before.buffers[key], err_msg=f"{executor}: {key}")


# --- the decoding of a fault report, with addresses chosen here -----------------------------

CODE_BASE = 0x40_0000
OUT_START = 0x7000_1000  # each buffer: a guard page, one data page, a guard page
X_START = OUT_START + 3 * runner.PAGE  # mapped right after out, as mmap often does


def fault_record(code: bytes, fault_address: int, **registers: int) -> tuple:
    """A fault report as kernel_runner.c sends it: SIGSEGV at the first instruction of `code`,
    with out and x mapped at OUT_START and X_START."""
    gregs = [registers.get(name, 0) for name in GREG_NAMES]
    gregs[GREG["rip"]] = CODE_BASE
    starts = [OUT_START, X_START] + [0] * (MAX_PARAMS - 2)
    return (signal.SIGSEGV, 1, fault_address, 0, 2, CODE_BASE, *gregs, *starts)


def assembled(text: str) -> bytes:
    return b"".join(item.code for item in assemble_program(text).instructions)


def test_an_overrun_into_the_next_buffers_guard_page_is_charged_to_the_indexed_buffer():
    """out[2048] lies in the guard page before x; the kernel indexed it from out's pointer."""
    code = assembled("movss xmm0, dword ptr [rdi+rax*4]\nret")
    address = OUT_START + 2 * runner.PAGE
    record = fault_record(code, address, rdi=OUT_START, rax=2 * runner.PAGE // 4)
    error = runner.fault_error(record, code, fill_kernel())
    assert (error.buffer, error.offset) == ("out", 2 * runner.PAGE), str(error)
    assert "%out+8192 (element 2048 of 8)" in str(error)


def test_a_far_pointer_computed_beforehand_is_charged_to_the_nearest_buffer():
    """`lea rax, [rdi+0x100000]` then `[rax]`: no register points into a buffer any more, so
    the nearest buffer is named, as Unicorn does for an address in a buffer's slot."""
    code = assembled("movss xmm0, dword ptr [rax]\nret")
    address = X_START - MIB
    error = runner.fault_error(fault_record(code, address, rax=address), code, fill_kernel())
    assert (error.buffer, error.offset, error.access) == ("out", -MIB + 3 * runner.PAGE, "read")
    assert "(element" in str(error)


def test_an_address_far_from_every_buffer_is_reported_as_it_is():
    code = assembled("movss xmm0, dword ptr [rax]\nret")
    address = 0x1234_5678_9000
    error = runner.fault_error(fault_record(code, address, rax=address), code, fill_kernel())
    assert (error.buffer, error.offset, error.address) == (None, None, address)
    assert "0x123456789000 (outside every buffer)" in str(error)


# --- the compiled-object cache --------------------------------------------------------------


def c_source(number: int, padding: int = 0) -> str:
    """A tiny C unit whose function returns `number`; `padding` bytes of data grow the .so."""
    data = f"const char pad{number}[{padding}] = {{1}};\n" if padding else ""
    return f"{data}int answer{number}(void) {{ return {number}; }}\n"


def cached_objects(directory) -> dict[str, int]:
    return {path.name: path.stat().st_size for path in directory.glob("*.so")}


@pytest.fixture
def c_cache(tmp_path, monkeypatch):
    """The C backend's cache directory, empty and private to this test."""
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path))
    return c.cache_dir()


def test_compiled_object_cache_stays_under_its_cap_and_keeps_what_was_just_used(
    c_cache, monkeypatch
):
    options = Options()
    first = c.compile_shared_object(c_source(0, 40_000), options)
    entry = first.stat().st_size
    monkeypatch.setenv("UOPCHECK_CACHE_MAX_MB", str(3.5 * entry / 1e6))  # room for 3 entries
    paths = [first] + [c.compile_shared_object(c_source(n, 40_000), options) for n in (1, 2)]
    assert len(cached_objects(c_cache)) == 3
    # using entry 0 again makes entry 1 the least recently used one
    assert c.compile_shared_object(c_source(0, 40_000), options) == paths[0]
    for number in (3, 4):
        c.compile_shared_object(c_source(number, 40_000), options)
        sizes = cached_objects(c_cache)
        assert sum(sizes.values()) <= 3.5 * entry, sizes
    survivors = set(cached_objects(c_cache))
    assert paths[0].name in survivors, "entry 0, used again after 1 and 2, was evicted"
    assert paths[1].name not in survivors and paths[2].name not in survivors
    assert c.load_shared_object(c_source(0, 40_000), options).answer0() == 0


def scale_kernel(scale: int):
    """out[i] = x[i] * scale: one distinct kernel (one cache entry) per scale."""
    kb = KernelBuilder(f"scale{scale}")
    out, x = kb.buffer("out", f32, 4), kb.buffer("x", f32, 4)
    with kb.loop(4) as i:
        kb.store(out, i, kb.mul(kb.load(x, i), float(scale)))
    return kb.finish()


def run_scaled(compiled, scale: int) -> None:
    args = Args({"out": np.zeros(4, np.float32), "x": np.arange(4, dtype=np.float32)})
    compiled(args)
    np.testing.assert_array_equal(args.buffers["out"], np.arange(4) * np.float32(scale))


def _build_and_run(scales: list[int]) -> None:
    """Child process body: build and run every kernel (exit status 1 on any failure). Forked
    from pytest, so it imports nothing (an import lock held by another thread would hang)."""
    try:
        for scale in scales:
            (compiled,) = build([scale_kernel(scale)], "c")
            run_scaled(compiled, scale)
    except BaseException as error:  # the parent only sees the exit status
        print(f"child {os.getpid()}: {type(error).__name__}: {error}", flush=True)
        os._exit(1)
    os._exit(0)


def test_compiled_object_cache_survives_processes_compiling_and_evicting_at_once(
    c_cache, monkeypatch
):
    """Three processes (as pytest-xdist workers do) compile overlapping kernels into one
    cache whose cap holds one entry: every entry another process needs is evicted again and
    again, between its compile and its dlopen too. Every build must still succeed."""
    monkeypatch.setenv("UOPCHECK_CACHE_MAX_MB", "0.03")
    context = multiprocessing.get_context("fork")
    shared = list(range(1, 5))
    children = [
        context.Process(target=_build_and_run, args=(shared[k:] + shared[:k],)) for k in range(3)
    ]
    for child in children:
        child.start()
    for child in children:
        child.join(timeout=60)
        if child.is_alive():  # hung: fail, but leave no process behind
            child.kill()
            child.join()
    assert [child.exitcode for child in children] == [0, 0, 0]
    sizes = cached_objects(c_cache)
    assert len(sizes) <= 1 or sum(sizes.values()) <= 0.03e6, sizes
    assert not [path.name for path in c_cache.iterdir() if path.suffix != ".so"], "litter"
    assert disk_cache.cache_limit_bytes() == 30_000


def test_cache_cap_comes_from_the_environment_with_a_documented_default(monkeypatch):
    monkeypatch.delenv("UOPCHECK_CACHE_MAX_MB", raising=False)
    assert disk_cache.cache_limit_bytes() == disk_cache.CACHE_MAX_MB_DEFAULT * 1_000_000
    monkeypatch.setenv("UOPCHECK_CACHE_MAX_MB", "lots")
    with pytest.raises(ValueError, match="UOPCHECK_CACHE_MAX_MB"):
        disk_cache.cache_limit_bytes()


def test_llvm_jit_cache_in_memory_is_bounded_and_evicted_code_keeps_running(monkeypatch):
    """A fuzz worker compiles thousands of kernels: the process-wide table of JIT modules is
    capped; a runner built earlier keeps its module alive after the table dropped it."""
    monkeypatch.setattr(llvm, "COMPILED_MODULES_MAX", 2)
    monkeypatch.setattr(llvm, "_COMPILED", type(llvm._COMPILED)())
    runners = []
    for scale in range(1, 5):
        runners += build([scale_kernel(scale)], "llvm")
        assert len(llvm._COMPILED) <= 2
    for scale, compiled in enumerate(runners, start=1):
        run_scaled(compiled, scale)
