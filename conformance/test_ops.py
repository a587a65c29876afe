"""Every op x dtype x vector width, on every backend config, bit-exact with the oracle.

Kernels come from conformance/opsuite.py; a family (one op, or casts from one dtype) is
compiled in one batch. Don't-care lanes (docs/semantics.md [dont-care]) are skipped by
the comparison and counted in the report.
"""

from __future__ import annotations

import pytest

from conformance.harness import check_kernel
from conformance.opsuite import all_cases

CASES = all_cases()
FAMILIES: dict[str, list] = {}
for _case in CASES:
    FAMILIES.setdefault(_case.family, []).append(_case.kernel)


@pytest.mark.parametrize(
    "case",
    [pytest.param(c, marks=pytest.mark.xdist_group(c.family)) for c in CASES],
    ids=[c.id for c in CASES],
)
def test_op(config, case, batch_builds):
    runner = batch_builds.runner(config, case.kernel, FAMILIES[case.family])
    check_kernel(case.kernel, runner, config=config)
