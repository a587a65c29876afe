"""Every row of the x86 isel table is reached by some test kernel.

The corpus is every kernel the suite compiles for x86: the golden kernels
(golden/kernels/*.kernel), the op suite (conformance/opsuite.py), the regression kernels
(fuzz/regressions/**/*.kernel) and the isel quality cases (test_x86_isel.py). Each is
selected for both targets, and again with fast_math where that can change the program (a
float multiply on an FMA target), in this process, while
refimpl/backends/x86/coverage.py counts the rule that selected each node. Only legalize and
isel run (no register allocation, no encoding): rules fire in isel, and this keeps the test
to about 12 s of CPU.

A failure names each rule nothing reaches, with where its function is: add a kernel that
reaches it (a case in test_x86_isel.py is the usual place), or, if no kernel for the two
targets can, put it in UNREACHABLE with the reason. `python tools/isel_coverage.py` reports the
same for the whole suite or a fuzz campaign, and lists the instruction forms never emitted.
"""

from __future__ import annotations

from pathlib import Path

from conformance.opsuite import all_cases
from conformance.test_x86_isel import CASES as ISEL_CASES
from refimpl.backends.base import Options
from refimpl.backends.x86 import coverage
from refimpl.backends.x86.isel import SELECT, select
from refimpl.backends.x86.legalize import features_of
from refimpl.compile import lower, prepare
from refimpl.dtypes import f32, f64
from refimpl.ir import Ops
from refimpl.text import parse

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


def reached_rules() -> dict[str, int]:
    saved = coverage.RULES.copy()
    coverage.RULES.clear()
    try:
        for kernel in corpus():
            for target in TARGETS:
                for fast_math in (False, True) if contractible(kernel, target) else (False,):
                    options = Options(target=target, fast_math=fast_math)
                    select(prepare(kernel, "x86", options))
        return dict(coverage.RULES)
    finally:
        coverage.RULES.clear()
        coverage.RULES.update(saved)


def test_every_isel_rule_is_reached():
    rules = {rule.name: rule.source for rule in SELECT.rules}  # rule name -> where it is
    reached = reached_rules()
    unreached = [name for name in rules if name not in reached and name not in UNREACHABLE]
    assert not unreached, "isel rules no test kernel reaches:\n" + "\n".join(
        f"  {name}  ({rules[name]})" for name in unreached
    )
    stale = sorted(name for name in UNREACHABLE if name in reached or name not in rules)
    assert not stale, f"UNREACHABLE lists rules that are reached or gone: {stale}"
