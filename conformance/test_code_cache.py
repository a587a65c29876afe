"""The x86 backend's on-disk cache of compiled kernels (refimpl/backends/x86/backend.py,
refimpl/runtime/disk_cache.py): a hit returns the same code without compiling, and every
input that changes the bytes changes the entry's name."""

from __future__ import annotations

import math
import struct

import pytest

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
    compiled = []
    real = x86.compile_program

    def counting(program, seconds=None):
        compiled.append(program)
        return real(program, seconds)

    monkeypatch.setattr(x86, "compile_program", counting)
    return compiled


def program(scale="2.0", **options):
    return prepare(parse(KERNEL.format(scale=scale)), "x86", Options(**options))


def test_a_second_compile_of_the_same_program_is_read_back(compiles, tmp_path):
    first = x86.cached_compile(program())
    again = x86.cached_compile(program())  # parsed again: another Kernel object, equal
    assert len(compiles) == 1
    assert (again.code, again.listing, again.instructions) == (
        first.code, first.listing, first.instructions
    )  # fmt: skip
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
    assert x86._exact(quiet) != x86._exact(payload)


def test_a_changed_compiler_source_is_another_entry(compiles, monkeypatch):
    before = x86.program_digest(program())
    monkeypatch.setattr(x86, "source_digest", lambda: "an edited isel.py")
    assert x86.program_digest(program()) != before


def test_a_damaged_entry_is_compiled_again_and_replaced(compiles, tmp_path):
    x86.cached_compile(program())
    (entry,) = (tmp_path / "x86").glob("*.pickle")
    entry.write_bytes(b"not a pickle")
    again = x86.cached_compile(program())
    assert len(compiles) == 2 and again.code
    assert entry.read_bytes() != b"not a pickle"
