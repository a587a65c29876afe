"""Every op x dtype x vector width, on every backend config, bit-exact with the oracle.

Kernels come from conformance/opsuite.py. conftest.op_suite_pairs makes the tests: the
cases each config runs (its sample), family by family (a family: one op, or casts from one
dtype). A test compiles its case with the next few of its family on the same config (one
batch, one C compiler process), so no test pays for a whole family and an xdist worker
that takes over part of a family compiles only that part's batches. Don't-care lanes
(docs/semantics.md [dont-care]) are skipped by the comparison and counted in the report.
"""

from __future__ import annotations

import os
import subprocess
from functools import cache

import pytest

from conformance.conftest import runs_case
from conformance.harness import check_kernel
from conformance.opsuite import all_cases
from refimpl.ir import Ops, root_buffer

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


@cache
def c_compiler() -> str:
    """`$CC --version` (the C backend's compiler; '' when it does not run)."""
    try:
        done = subprocess.run(
            [os.environ.get("CC", "cc"), "--version"], capture_output=True, text=True, timeout=30
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout


# Cases a project backend gets wrong today, each a strict xfail (the fix belongs in the
# backend, not the suite): (backend, case id) -> (when it applies, what goes wrong).
KNOWN_FAILURES = {
    (backend, f"imm_{t}"): (
        lambda: "Free Software Foundation" in c_compiler() and " 12.2." in c_compiler(),
        f"GCC 12.2 -O2 -fwrapv miscompiles `int{t[1:]}_t n = (int{t[1:]}_t)((uint32_t)0 - "
        f"(uint32_t)x); n / 3` as -(x / 3): for x = MIN, n = MIN and the quotient must be "
        f"MIN/3 (-42 for i8), gcc gives +42 (reuse probe quotient_of_{t}; the C is right)",
    )
    for backend in ("c",)
    for t in ("i8", "i16")
}


def test_op(config, case, batch_builds, request):
    known = KNOWN_FAILURES.get((config.backend, case.id))
    if known is not None and known[0]():
        request.applymarker(pytest.mark.xfail(strict=True, reason=known[1]))
    batch = batch_of(config, case, request.config.getoption("exhaustive"))
    runner = batch_builds.runner(config, case.kernel, batch)
    check_kernel(case.kernel, runner, config=config)


def test_every_narrow_result_is_reused_by_its_probes():
    """Each op result narrower than 32 bits (or a bool) that a case stores to `out` (or to
    `out_<dtype>`, the immediates) is also used by every reuse probe of its kind
    (opsuite.REUSE_PROBES), stored to the probe's buffer: a narrowing whose upper bits are
    wrong shows only when the value is used again. (A loaded value, the gated cases, is no
    op's result.)"""
    from conformance.opsuite import is_narrow, reuse_probes

    probed = 0
    for case in OP_CASES:
        stored: dict[str, list] = {}
        for store in (n for n in case.kernel.sink.toposort() if n.op is Ops.STORE):
            stored.setdefault(root_buffer(store.src[0]).arg[1], []).append(store.src[2])
        for name, values in stored.items():
            if not name.startswith("out"):
                continue
            for result in values:
                if not is_narrow(result.dtype.scalar) or result.op is Ops.LOAD:
                    continue
                suffix = name.removeprefix("out")
                for probe in reuse_probes(result.dtype.scalar):
                    uses = stored.get(probe.name + suffix.replace("_", "_of_", 1), [])
                    assert any(result in use.toposort() for use in uses), (
                        f"{case.id}: {result} is stored to %{name} but not used by "
                        f"the {probe.name} probe"
                    )
                probed += 1
    assert probed > 2000  # every op, cast, bitcast and shuffle of a narrow dtype
