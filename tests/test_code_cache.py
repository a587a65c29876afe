"""The on-disk caches (refimpl/backends/disk_cache.py): the x86 backend's compiled kernels
(refimpl/backends/x86/backend.py), the LLVM backend's object code (refimpl/backends/llvm.py)
and the oracle's answers (refimpl/expected.py). A hit returns the same bytes without
computing them, and every input that changes the bytes changes the entry's name."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest

from refimpl.backends import disk_cache
from refimpl.backends.base import Options
from refimpl.backends.x86 import backend as x86
from refimpl.compile import prepare
from refimpl.text import parse

KERNEL = """kernel k(%out: f32[4], %x: f32[4])
  %i = range i32 4
  %v = load f32 %x[%i]
  %s = mul f32 %v, {scale}
  store %out[%i], %s
  end %i
"""


@pytest.fixture
def compiles(tmp_path, monkeypatch):
    """A private cache; the list of programs actually compiled (not served from it)."""
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path))
    return []


def cached_compile(program, compiles: list):
    """x86.cached_compile, recording in `compiles` each program whose stages run."""

    def run_stages(program):
        compiles.append(program)
        result = program
        for _, stage in x86.BACKEND.stages(program.options):
            result = stage(result)
        return result

    return x86.cached_compile(program, run_stages)


def program(scale="2.0", **options):
    return prepare(parse(KERNEL.format(scale=scale)), "x86", Options(**options))


def test_a_second_compile_of_the_same_program_is_read_back(compiles, tmp_path):
    first = cached_compile(program(), compiles)
    again = cached_compile(program(), compiles)  # parsed again: another Kernel object, equal
    assert len(compiles) == 1
    assert (again.code, again.listing, again.instructions) == (
        first.code,
        first.listing,
        first.instructions,
    )
    assert len(list((tmp_path / "x86").glob("*.pickle"))) == 1


@pytest.mark.parametrize(
    "other",
    [
        {"scale": "3.0"},
        {"target": "x86-64-v2"},
        {"fast_math": True},
        {"check_regalloc": True},
    ],
    ids=["kernel", "target", "fast_math", "checker"],
)
def test_what_changes_the_bytes_changes_the_entry(compiles, other):
    scale = other.pop("scale", "2.0")
    assert x86.program_digest(program()) != x86.program_digest(program(scale, **other))


def test_nan_constants_with_other_payloads_are_other_entries():
    """repr() prints every NaN as `nan`: the key uses the bits."""
    quiet = struct.unpack("<d", bytes.fromhex("000000000000f87f"))[0]
    payload = struct.unpack("<d", bytes.fromhex("010000000000f87f"))[0]
    assert math.isnan(quiet) and math.isnan(payload)
    assert disk_cache.exact(quiet) != disk_cache.exact(payload)


def test_a_changed_compiler_source_is_another_entry(compiles, monkeypatch):
    before = x86.program_digest(program())
    monkeypatch.setattr(x86, "source_digest", lambda: "an edited isel.py")
    assert x86.program_digest(program()) != before


def test_a_damaged_entry_is_compiled_again_and_replaced(compiles, tmp_path):
    cached_compile(program(), compiles)
    (entry,) = (tmp_path / "x86").glob("*.pickle")
    entry.write_bytes(b"not a pickle")
    again = cached_compile(program(), compiles)
    assert len(compiles) == 2 and again.code
    assert entry.read_bytes() != b"not a pickle"


# --- LLVM object code -------------------------------------------------------------------------


@pytest.fixture
def llvm_cache(tmp_path, monkeypatch):
    """A private cache and an empty in-process table of JIT modules."""
    from refimpl.backends import llvm

    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path))
    monkeypatch.setattr(llvm, "_COMPILED", type(llvm._COMPILED)())
    return tmp_path / "llvm"


def run_on_llvm(scale="2.0", **options):
    import numpy as np

    from refimpl.backends.base import Args
    from refimpl.compile import build

    (runner,) = build([parse(KERNEL.format(scale=scale))], "llvm", Options(**options))
    args = Args({"out": np.zeros(4, np.float32), "x": np.arange(4, dtype=np.float32)})
    runner(args)
    return args.buffers["out"].tolist()


def test_llvm_object_code_is_read_back_without_optimizing_or_generating_code(
    llvm_cache, monkeypatch
):
    from refimpl.backends import llvm

    assert run_on_llvm() == [0.0, 2.0, 4.0, 6.0]
    assert len(list(llvm_cache.glob("*.o"))) == 1

    def no_compiling(ir, opt_level):
        raise AssertionError("the optimizer ran on a cached module")

    monkeypatch.setattr(llvm, "optimized_module", no_compiling)
    monkeypatch.setattr(llvm, "_COMPILED", type(llvm._COMPILED)())
    assert run_on_llvm() == [0.0, 2.0, 4.0, 6.0]


def test_llvm_entries_differ_by_module_and_optimization_level(llvm_cache):
    run_on_llvm()
    run_on_llvm("3.0")
    run_on_llvm(opt_level=1)
    assert len(list(llvm_cache.glob("*.o"))) == 3


def test_the_x86_entries_depend_on_the_compiler_sources_only():
    """source_digest covers the modules the x86 stages import, transitively (so an edit of
    isel.py or of the IR is a new entry), and not the rest of refimpl (an edit of the CLI or
    of the executors keeps the cache warm)."""
    root = Path(__file__).resolve().parents[1]
    sources = {str(p.relative_to(root)) for p in disk_cache.sources(Path(x86.__file__))}
    for needed in ("isel.py", "regalloc.py", "encode.py", "isa.py", "abi.py", "machine_code.py"):
        assert f"refimpl/backends/x86/{needed}" in sources
    assert {"refimpl/ir.py", "refimpl/dtypes.py", "refimpl/backends/base.py"} <= sources
    for unrelated in ("refimpl/cli.py", "refimpl/runtime/unicorn.py", "refimpl/backends/c.py"):
        assert unrelated not in sources


# --- the oracle's answers -------------------------------------------------------------------

OUT_OF_BOUNDS = """kernel k(%out: f32[4], %x: f32[4])
  %i = range i32 8
  %v = load f32 %x[%i]
  store %out[%i], %v
  end %i
"""


@pytest.fixture
def answers(tmp_path, monkeypatch):
    """A private cache; `expected` without its in-memory layer, so each call asks the disk."""
    from refimpl import expected

    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path))
    return expected.expected.__wrapped__


def _no_oracle(*args):
    raise AssertionError("the oracle ran for a kept answer")


def test_an_answer_is_read_back_without_running_the_oracle(answers, tmp_path, monkeypatch):
    from refimpl import expected

    args, result = answers(parse(KERNEL.format(scale="2.0")), 1)
    assert len(list((tmp_path / "oracle").glob("*.pickle"))) == 1
    monkeypatch.setattr(expected, "run_oracle", _no_oracle)
    monkeypatch.setattr(expected, "make_args", _no_oracle)
    again_args, again = answers(parse(KERNEL.format(scale="2.0")), 1)  # parsed again
    assert again_args.buffers["x"].tobytes() == args.buffers["x"].tobytes()
    assert again.buffers["out"].tobytes() == result.buffers["out"].tobytes()
    assert again.dont_care["out"].tobytes() == result.dont_care["out"].tobytes()


def test_answers_of_another_seed_or_kernel_are_other_entries(answers, tmp_path):
    answers(parse(KERNEL.format(scale="2.0")), 0)
    answers(parse(KERNEL.format(scale="2.0")), 1)
    answers(parse(KERNEL.format(scale="3.0")), 0)
    answers(parse(KERNEL.format(scale="2.0").replace("kernel k(", "kernel other(")), 0)
    assert len(list((tmp_path / "oracle").glob("*.pickle"))) == 4


def test_an_edit_of_the_oracle_or_numpy_names_every_answer_anew(answers, monkeypatch):
    from refimpl import expected

    kernel = parse(KERNEL.format(scale="2.0"))
    lowered = expected.lower(kernel)
    assert f"numpy {expected.np.__version__}" in expected.semantics_digest()
    before = expected.entry_name(kernel, lowered, 0)
    monkeypatch.setattr(expected, "semantics_digest", lambda: "an edited oracle.py")
    assert expected.entry_name(kernel, lowered, 0) != before


def test_the_answers_depend_on_the_oracle_and_input_sources_only():
    """An edit of the oracle, the input generator or what they import (the IR, dtypes, the
    transcendental lowering the oracle is run after) is a new entry; an edit of a backend
    or the CLI keeps the answers."""
    from refimpl.expected import ANSWERED_BY

    root = Path(__file__).resolve().parents[1]
    found = disk_cache.sources(*(Path(module.__file__) for module in ANSWERED_BY))
    sources = {str(p.relative_to(root)) for p in found}
    for needed in ("oracle.py", "inputs.py", "ir.py", "dtypes.py", "passes/transcendental.py"):
        assert f"refimpl/{needed}" in sources
    for unrelated in ("cli.py", "compile.py", "backends/c.py", "backends/x86/isel.py"):
        assert f"refimpl/{unrelated}" not in sources


def test_a_damaged_answer_is_computed_again_and_replaced(answers, tmp_path):
    _, result = answers(parse(KERNEL.format(scale="2.0")), 0)
    (entry,) = (tmp_path / "oracle").glob("*.pickle")
    entry.write_bytes(b"not a pickle")
    _, again = answers(parse(KERNEL.format(scale="2.0")), 0)
    assert again.buffers["out"].tobytes() == result.buffers["out"].tobytes()
    assert entry.read_bytes() != b"not a pickle"


def test_a_kernel_the_oracle_rejects_raises_every_time_and_keeps_nothing(answers, tmp_path):
    from refimpl.oracle import OracleError

    for _ in range(2):
        with pytest.raises(OracleError, match="outside the buffer"):
            answers(parse(OUT_OF_BOUNDS), 0)
    assert not list((tmp_path / "oracle").glob("*"))
