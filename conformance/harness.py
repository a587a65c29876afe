"""Run a kernel on a backend and compare with the oracle, failing with a full explanation.

A failure message holds everything needed to reproduce and understand it: the kernel in
text form, the seed, the arguments that differ, expected and actual values with their bit
patterns and the lane's inputs (refimpl.compare.Report), and command lines that reproduce
it: the pytest node id with the selection options the run was given (--backend ...: without
them a plugin's test id is not collected), and — the kernel written to .cache/failures/ (or
$UOPCHECK_FAILURE_DIR), since a test's kernel has no file — `python -m refimpl run FILE ...`
on the failing config when the test names it.

Every backend config is compared against the same expected buffers for a (kernel, seed),
computed once and kept on disk across runs (refimpl/expected.py).
"""

from __future__ import annotations

import os
import shlex

from refimpl.compare import compare_outputs, failure_text, reproduce_command, save_failure_kernel
from refimpl.compile import reorders
from refimpl.expected import expected
from refimpl.ir import Kernel

# The options of this run that decide what is collected (conftest.selection_options sets them
# when the run starts: `--backend example-c`); every pytest reproduce command repeats them.
SELECTION_OPTIONS: list[str] = []


def check_kernel(kernel: Kernel, runner, seeds=(0, 1), fast_math: bool = False, config=None):
    """Run `runner` on random arguments for each seed; assert agreement with the oracle."""
    # a backend that waives [no-contract] is compared with the [fast-math] tolerance on the
    # kernels contraction can change (conftest.Config; the terminal summary counts them)
    fast_math = fast_math or (config is not None and config.compared_with_tolerance(kernel))
    reordered = config is not None and reorders(config.backend)  # [reduce-reorder]
    reports = []
    for seed in seeds:
        args, answer = expected(kernel, seed)
        actual = args.copy()
        runner(actual)
        report = compare_outputs(kernel, answer, actual, fast_math, args, reordered)
        reports.append(report)
        if not report.ok:
            where = f" on {config.id}" if config is not None else ""
            raise AssertionError(
                f"{kernel.name}{where} disagrees with the oracle (seed {seed})\n"
                + failure_text(
                    report, str(kernel), reproducing_commands(kernel, seed, fast_math, config)
                )
            )
    return reports


def reproducing_commands(kernel: Kernel, seed: int, fast_math: bool, config=None) -> list[str]:
    """The pytest command of the running test (with the run's selection options), and
    `python -m refimpl run` on the kernel (saved to a file for it) when the config is known."""
    commands = []
    node = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0]  # "ID (call)"
    if node:
        commands.append(shlex.join(["python", "-m", "pytest", node, *SELECTION_OPTIONS]))
    path = save_failure_kernel(str(kernel), kernel.name)
    if config is not None:
        where = (config.backend, config.target, config.executor)
        commands.append(reproduce_command(path, *where, seed, fast_math, config.abi))
    else:
        commands.append(f"# kernel saved to {path}")
    return commands
