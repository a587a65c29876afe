"""Every op x dtype x vector width, on every backend config, bit-exact with the oracle.

Kernels come from conformance/opsuite.py; a family (one op, or casts from one dtype) is
compiled in one batch: the cases of it that the config runs (conftest's sample), so a
sampled config does not compile the cases it skips. Don't-care lanes (docs/semantics.md
[dont-care]) are skipped by the comparison and counted in the report.
"""

from __future__ import annotations

import pytest

from conformance.conftest import in_sample, sample_one_in
from conformance.harness import check_kernel
from conformance.opsuite import all_cases

CASES = all_cases()
FAMILIES: dict[str, list] = {}
for _case in CASES:
    FAMILIES.setdefault(_case.family, []).append(_case)


def batch_of(config, case, exhaustive: bool) -> list:
    """The kernels of `case`'s family that `config` runs, compiled together."""
    family = FAMILIES[case.family]
    if not exhaustive:
        family = [c for c in family if in_sample(c.id, sample_one_in(config, c.id))]
    return [c.kernel for c in family]


@pytest.mark.parametrize(
    "case",
    [pytest.param(c, marks=pytest.mark.xdist_group(c.family)) for c in CASES],
    ids=[c.id for c in CASES],
)
def test_op(config, case, batch_builds, request):
    batch = batch_of(config, case, request.config.getoption("exhaustive"))
    runner = batch_builds.runner(config, case.kernel, batch)
    check_kernel(case.kernel, runner, config=config)
