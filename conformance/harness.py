"""Run a kernel on a backend and compare with the oracle, failing with a full explanation.

A failure message holds everything needed to reproduce and understand it: the kernel in
text form, the seed, the arguments that differ, expected and actual values with their bit
patterns (refimpl.compare.Report).
"""

from __future__ import annotations

from refimpl.compare import compare_outputs
from refimpl.compile import lower
from refimpl.inputs import make_args
from refimpl.ir import Kernel
from refimpl.oracle import run_oracle


def check_kernel(kernel: Kernel, runner, seeds=(0, 1), fast_math: bool = False, config=None):
    """Run `runner` on random arguments for each seed; assert agreement with the oracle."""
    lowered = lower(kernel)
    reports = []
    for seed in seeds:
        args = make_args(kernel, seed)
        expected = run_oracle(lowered, args)
        actual = args.copy()
        runner(actual)
        report = compare_outputs(kernel, expected, actual, fast_math=fast_math)
        reports.append(report)
        if not report.ok:
            where = f" on {config.id}" if config is not None else ""
            raise AssertionError(
                f"{kernel.name}{where} disagrees with the oracle (seed {seed})\n"
                f"{report}\n--- kernel ---\n{kernel}"
            )
    return reports
