"""Every op x dtype x vector width, on every backend config, bit-exact with the oracle.

Kernels come from conformance/opsuite.py. conftest.op_suite_pairs makes the tests: the
cases each config runs (its sample), family by family (a family: one op, or casts from one
dtype). A test compiles its case with the next few of its family on the same config (one
batch, one C compiler process), so no test pays for a whole family and an xdist worker
that takes over part of a family compiles only that part's batches. Don't-care lanes
(docs/semantics.md [dont-care]) are skipped by the comparison and counted in the report.
"""

from __future__ import annotations

from functools import cache

from conformance.conftest import runs_case
from conformance.harness import check_kernel
from conformance.opsuite import all_cases

OP_CASES = all_cases()  # parametrized with the configs by conftest.op_suite_pairs
FAMILIES: dict[str, list] = {}
for _case in OP_CASES:
    FAMILIES.setdefault(_case.family, []).append(_case)

BATCH = 24  # kernels compiled together: a C compiler start is ~40 ms, a case a few ms


@cache
def batches(config, family: str, exhaustive: bool) -> dict:
    """Case -> the batch of kernels it is compiled with: `config`'s cases of `family` (its
    sample), in consecutive runs of BATCH."""
    cases = [c for c in FAMILIES[family] if runs_case(config, c.id, exhaustive)]
    return {
        case: [c.kernel for c in cases[start : start + BATCH]]
        for start in range(0, len(cases), BATCH)
        for case in cases[start : start + BATCH]
    }


def batch_of(config, case, exhaustive: bool) -> list:
    """The kernels compiled together with `case`'s on `config`."""
    return batches(config, case.family, exhaustive)[case]


def test_op(config, case, batch_builds, request):
    batch = batch_of(config, case, request.config.getoption("exhaustive"))
    runner = batch_builds.runner(config, case.kernel, batch)
    check_kernel(case.kernel, runner, config=config)
