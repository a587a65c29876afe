"""Run a kernel on a backend and compare with the oracle, failing with a full explanation.

A failure message holds everything needed to reproduce and understand it: the kernel in
text form, the seed, the arguments that differ, expected and actual values with their bit
patterns (refimpl.compare.Report).

Oracle results are cached per (kernel, seed) for the whole test session: every backend
config is compared against the same expected buffers, computed once.
"""

from __future__ import annotations

from functools import lru_cache

from refimpl.compare import compare_outputs
from refimpl.compile import lower
from refimpl.inputs import make_args
from refimpl.ir import Kernel
from refimpl.oracle import run_oracle


@lru_cache(maxsize=4096)
def oracle_case(kernel: Kernel, seed: int):
    """(arguments, expected result) for `kernel` on the inputs drawn from `seed`."""
    args = make_args(kernel, seed)
    return args, run_oracle(lower(kernel), args)


def check_kernel(kernel: Kernel, runner, seeds=(0, 1), fast_math: bool = False, config=None):
    """Run `runner` on random arguments for each seed; assert agreement with the oracle."""
    reports = []
    for seed in seeds:
        args, expected = oracle_case(kernel, seed)
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
