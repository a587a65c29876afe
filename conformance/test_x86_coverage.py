"""Every row of the x86 isel table is reached by some test kernel.

The corpus is every kernel the suite compiles for x86: the golden kernels
(golden/kernels/*.kernel), the op suite (conformance/opsuite.py), the regression kernels
(fuzz/regressions/**/*.kernel) and the isel quality cases (test_x86_isel.py). Each is
selected for both targets, and again with fast_math where that can change the program (a
float multiply on an FMA target), in this process, while
refimpl/backends/x86/coverage.py counts the rule that selected each node. Only legalize and
isel run (no register allocation, no encoding): rules fire in isel. What a kernel reaches is
kept on disk (`reached_by`), named by the kernel and the source of every stage that runs,
as the x86 code cache names code: an edit of the selector, the table or a pass selects the
whole corpus again (about 13 s of CPU), a run after an edit elsewhere reads the answers
back (about 2 s).

A failure names each rule nothing reaches, with where its function is: add a kernel that
reaches it (a case in test_x86_isel.py is the usual place), or, if no kernel for the two
targets can, put it in UNREACHABLE with the reason. `python tools/isel_coverage.py` reports the
same for the whole suite or a fuzz campaign, and lists the instruction forms never emitted.
"""

from __future__ import annotations

import hashlib
import inspect
from pathlib import Path

from conformance.opsuite import all_cases
from conformance.test_x86_isel import CASES as ISEL_CASES
from refimpl.backends import disk_cache
from refimpl.backends.base import Options
from refimpl.backends.x86 import backend as x86_backend
from refimpl.backends.x86 import coverage
from refimpl.backends.x86.isel import SELECT, select
from refimpl.backends.x86.legalize import features_of
from refimpl.compile import lower, prepare
from refimpl.dtypes import f32, f64
from refimpl.ir import Ops
from refimpl.text import parse

CHECKED_BACKENDS = ("x86",)  # what --backend selects this module for (conftest)

ROOT = Path(__file__).resolve().parents[1]
TARGETS = ("x86-64-v3", "x86-64-v2")

# Rows no kernel can reach on the targets there are, with the reason.
UNREACHABLE = {
    # gep_extract_lane takes every single lane first wherever SSE4.1 is there, and both
    # targets have it: this row is the fallback for a baseline x86-64 target.
    "gep/gep_lane_through_slot",
}


def corpus() -> list:
    files = sorted((ROOT / "golden" / "kernels").glob("*.kernel"))
    files += sorted((ROOT / "fuzz" / "regressions").rglob("*.kernel"))
    kernels = [parse(path.read_text(), str(path)) for path in files]
    kernels += [case.kernel for case in all_cases()]
    kernels += [parse(case.text, case.name) for case in ISEL_CASES]
    return kernels


def contractible(kernel, target: str) -> bool:
    """Whether fast_math can change `kernel`'s selection on `target`: it only lets a float
    multiply and add fuse, on a target with FMA (x86/legalize.py); elsewhere the program
    with fast_math is the same one and selecting it again reaches no other rule."""
    if "fma" not in features_of(target):
        return False
    return any(
        n.op in (Ops.MUL, Ops.MULACC) and n.dtype.scalar in (f32, f64)
        for n in lower(kernel).sink.toposort()
    )


# what selecting a kernel runs: the front end (refimpl/compile.py and the passes it imports),
# the x86 backend's legalization and selector with the counters, and this module (contractible)
SELECTION_SOURCE = disk_cache.source_digest(
    Path(inspect.getfile(prepare)),
    Path(x86_backend.__file__),
    Path(coverage.__file__),
    Path(__file__),
)


def reached_by(kernel) -> dict[str, dict[str, int]]:
    """For each target, the isel rules selecting `kernel` reaches (with fast_math too where
    it can change the program), each with the nodes it selected."""
    digest = hashlib.sha256(SELECTION_SOURCE.encode() + repr(TARGETS).encode())
    disk_cache.feed_kernel(digest, kernel)
    return disk_cache.pickled(
        "isel-rules",
        digest.hexdigest()[:32],
        lambda: {target: _select_counting(kernel, target) for target in TARGETS},
    )


def _select_counting(kernel, target: str) -> dict[str, int]:
    saved = coverage.RULES.copy()
    coverage.RULES.clear()
    try:
        for fast_math in (False, True) if contractible(kernel, target) else (False,):
            select(prepare(kernel, "x86", Options(target=target, fast_math=fast_math)))
        return dict(coverage.RULES)
    finally:
        coverage.RULES.clear()
        coverage.RULES.update(saved)


def reached_rules() -> set[str]:
    return {rule for kernel in corpus() for rules in reached_by(kernel).values() for rule in rules}


def test_every_isel_rule_is_reached():
    rules = {rule.name: rule.source for rule in SELECT.rules}  # rule name -> where it is
    reached = reached_rules()
    unreached = [name for name in rules if name not in reached and name not in UNREACHABLE]
    assert not unreached, "isel rules no test kernel reaches:\n" + "\n".join(
        f"  {name}  ({rules[name]})" for name in unreached
    )
    stale = sorted(name for name in UNREACHABLE if name in reached or name not in rules)
    assert not stale, f"UNREACHABLE lists rules that are reached or gone: {stale}"
