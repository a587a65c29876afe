"""The benchmark corpus (bench/*.kernel, measured by tools/bench.py --corpus bench) is correct.

tools/bench.py only times these kernels; it never compares them with the oracle, which
interprets a 1M-element loop in tens of seconds. So each one is checked here twice:

- at full size it parses and verifies (no backend needed);
- a scaled-down copy, made by replacing its size literals (`SCALED` below), agrees with
  the oracle on every selected backend config, as a corpus kernel does (test_corpus.py).

The scaled copy runs the same code shapes (loop nests, vector widths, accumulators) on a
few thousand elements. A new bench kernel needs its entry in `SCALED`.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conformance.harness import check_kernel
from refimpl.compile import build
from refimpl.text import parse
from refimpl.verify import verify

ROOT = Path(__file__).resolve().parents[1]
BENCH = sorted((ROOT / "bench").glob("*.kernel"))

# Per kernel: full-size literal -> small literal, replaced as whole words in one pass (so
# 1024 -> 64 and 64 -> 4 do not chain). Buffer sizes, loop bounds and row strides shrink
# together; lane counts (8) and vector offsets stay.
_1M = {"1048576": "4096"}  # 1<<20 elements -> 1<<12
_1M_X8 = {**_1M, "131072": "512"}  # and the 8-lane loop's trip count
_ROWS = {"1048576": "4096", "1024": "64"}  # 1024x1024 -> 64x64
_BLOCKED = {  # 16x16x16: row strides 256 (x1..x4), 64 row blocks of 4, 32 column blocks of 8
    "65536": "256", "256": "16", "512": "32", "768": "48", "1024": "64", "64": "4", "32": "2",
}  # fmt: skip
_CONV = {"65536": "256", "66564": "324", "256": "16", "258": "18", "516": "36"}  # 16x16 out
SCALED: dict[str, dict[str, str]] = {
    "add_1m": _1M,
    "add_1m_x8": _1M_X8,
    "mulacc_1m": _1M,
    "mulacc_1m_x8": _1M_X8,
    "sum_1m": _1M,
    "sum_1m_x8": _1M_X8,
    "rowmax_1k": _ROWS,
    "rowmax_1k_x8": {**_ROWS, "128": "8"},
    "softmax_1k_x8": {"65536": "256", "64": "4", "1024": "64", "128": "8"},  # 4 rows of 64
    "matmul256": {"65536": "256", "256": "16"},  # 16x16x16
    "matmul256_4x8": _BLOCKED,
    "conv3x3": _CONV,
    "conv3x3_x8": {**_CONV, "32": "2"},
}


def scaled_text(path: Path) -> str:
    """The kernel's text with its size literals replaced by the small ones of `SCALED`."""
    text = path.read_text()
    table = SCALED[path.stem]
    missing = [size for size in table if not re.search(rf"\b{size}\b", text)]
    assert not missing, f"{path.name}: SCALED lists {missing}, which the kernel no longer has"
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, table)) + r")\b")
    return pattern.sub(lambda m: table[m.group(1)], text)


def test_every_bench_kernel_has_a_scaled_copy():
    assert BENCH, "bench/ holds no kernels"
    assert sorted(SCALED) == [p.stem for p in BENCH], "bench/ and SCALED list different kernels"


@pytest.mark.parametrize("path", BENCH, ids=[p.stem for p in BENCH])
def test_bench_kernel_verifies_at_full_size(path: Path):
    kernel = parse(path.read_text(), str(path))
    assert verify(kernel) is kernel


@pytest.mark.parametrize("path", BENCH, ids=[p.stem for p in BENCH])
def test_scaled_bench_kernel_agrees_with_oracle(config, path: Path):
    kernel = parse(scaled_text(path), f"{path} (scaled by {__name__}.SCALED)")
    (runner,) = build([kernel], config.backend, config.options(), config.executor)
    check_kernel(kernel, runner, config=config)
