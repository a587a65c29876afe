"""x86 golden files: assembly snapshots are current, quality never gets worse.

- every corpus kernel's listing equals golden/x86/asm/<kernel>.<target>.asm (regenerate
  with `python tools/regen_golden.py --only asm` and review the diff);
- per kernel, instruction count, code bytes, spill stores and reloads are at most what
  golden/x86/quality.tsv records. A figure that improves is fine (regenerate to lock the
  gain in); one that gets worse fails with the kernel and the figures.

Whether the snapshotted code is *right* is checked by conformance/test_corpus.py, which
runs every corpus kernel against the oracle.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

import pytest

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))

import golden_x86  # noqa: E402

KERNELS = golden_x86.corpus()
CASES = [
    (path, target, abi)
    for path in KERNELS
    for target in golden_x86.TARGETS
    for abi in golden_x86.ABIS
]
IDS = [
    f"{path.stem}.{target}" + ("" if abi == "sysv" else f"-{abi}") for path, target, abi in CASES
]


@pytest.mark.parametrize("path,target,abi", CASES, ids=IDS)
def test_asm_snapshot_is_current(path: Path, target: str, abi: str):
    relative, actual = golden_x86.snapshot(path, target, abi)
    expected = (REPO / relative).read_text() if (REPO / relative).exists() else ""
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), relative, "regenerated"
            )
        )
        pytest.fail(f"{relative} is stale; run python tools/regen_golden.py --only asm\n{diff}")


@pytest.mark.parametrize("path,target,abi", CASES, ids=IDS)
def test_quality_is_not_worse_than_recorded(path: Path, target: str, abi: str):
    quality = REPO / golden_x86.QUALITY_FILES[abi]
    recorded = golden_x86.read_quality(quality.read_text()).get((path.stem, target))
    assert recorded is not None, f"{path.stem}: no row in {quality}; regenerate --only quality"
    c = golden_x86.compile_kernel(path, target, abi)
    now = {
        "instructions": c.instructions,
        "code_bytes": len(c.code),
        "spill_stores": c.spill_stores,
        "reloads": c.reloads,
    }
    worse = {k: f"{recorded[k]} -> {v}" for k, v in now.items() if v > recorded[k]}
    assert not worse, f"{path.stem} on {target} ({abi}) got worse: {worse}\n" + "\n".join(c.listing)
