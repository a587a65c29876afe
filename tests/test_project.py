"""The project's own promises: the README's commands, CI entry point and workflows.

Needs no backend.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def readme_commands() -> list[str]:
    """The commands of the README's opening code block, without their comments."""
    block = re.match(r"```sh\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    assert block, "README.md must open with a ```sh block holding the two commands"
    return [line.split("#")[0].strip() for line in block.group(1).splitlines() if line.strip()]


def test_readme_opens_with_exactly_two_commands_demo_and_test():
    commands = readme_commands()
    assert commands == ["bash run.sh demo", "bash run.sh test"]


def test_ci_runs_the_readme_test_command_and_nothing_else():
    """CI installing a tool the README's command did not hid a test that assumed it (issue
    41): .ci/run is the README's command, in the checkout, and run.sh installs the rest."""
    ci = (ROOT / ".ci" / "run").read_text()
    commands = [line.strip() for line in ci.splitlines() if line.strip() and line[0] != "#"]
    assert commands == ["set -euo pipefail", 'cd "$(dirname "$0")/.."', readme_commands()[1]]


def test_workflows_select_optional_parts_run_sh_knows():
    """Each UOPCHECK_EXTRAS of a workflow (a matrix entry's `extras`) names run.sh's parts."""
    known = subprocess.run(
        ["bash", "-c", "source ./run.sh && part_names"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert {"qemu", "tinygrad", "gpu", "ptx"} <= set(known)
    for workflow in WORKFLOWS:
        text = workflow.read_text()
        values = re.findall(r"(?:UOPCHECK_EXTRAS|extras): (\S+)", text)
        values = [v for v in values if not v.startswith("${{")]
        for value in values:
            assert set(value.split(",")) <= {*known, "all", "none"}, f"{workflow.name}: {value}"


@pytest.mark.parametrize(
    "args, paths",
    [
        ((), "conformance/ tests/"),
        (("--backend", "c", "-x"), "conformance/ tests/"),
        (("tests/",), ""),
        (("conformance/test_ops.py::test_op", "--backend", "c"), ""),
    ],
    ids=["everything", "options only", "a directory", "a test"],
)
def test_run_sh_test_runs_pytest_with_xdist_over_both_directories_unless_told(args, paths):
    """`bash run.sh test` is pytest -n auto over conformance/ and tests/, the arguments added;
    arguments that name what to run replace the two directories."""
    run_sh = (ROOT / "run.sh").read_text()
    assert re.search(r"test\).*-m pytest -n auto \$\(test_paths \"\$@\"\) \"\$@\"", run_sh)
    function = re.search(r"^test_paths\(\) \{.*?^\}", run_sh, re.S | re.M).group(0)
    chosen = subprocess.run(
        ["bash", "-c", f'{function}\ntest_paths "$@"', "bash", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert chosen.stdout.split() == paths.split()


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=[w.name for w in WORKFLOWS])
def test_workflow_matches_github_schema(workflow: Path):
    tool = shutil.which("check-jsonschema") or str(
        Path(__import__("sys").executable).parent / "check-jsonschema"
    )
    if not Path(tool).exists():
        pytest.skip("check-jsonschema is not installed (pip install '.[dev]')")
    proc = subprocess.run(
        [tool, "--builtin-schema", "vendor.github-workflows", str(workflow)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_ci_matrix_has_an_entry_per_backend_config():
    from conformance.conftest import all_configs, is_default
    from refimpl.compile import BACKEND_MODULES, available_backends

    # the project's own backends (test doubles registered by the fuzzer's tests live elsewhere)
    loadable = {
        b
        for b in available_backends(include_plugins=False)
        if BACKEND_MODULES[b].startswith("refimpl.")
    }
    text = (ROOT / ".github" / "workflows" / "ci.yml").read_text()
    entries = set(re.findall(r"- config: (\S+)", text))
    for config in (c for c in all_configs() if c.backend in loadable and is_default(c)):
        name = config.backend if config.target is None else config.target
        if config.executor != "native":
            name += f"-{config.executor}"
        assert name in entries, f"ci.yml has no matrix entry for {config.id}"


def test_readme_kernel_example_is_the_canonical_corpus_kernel():
    readme = (ROOT / "README.md").read_text()
    corpus = (ROOT / "golden" / "kernels" / "sum_reduce.kernel").read_text()
    assert corpus in readme.replace("```\n", "")


def test_the_python_api_example_in_refimpl_docstring_runs(monkeypatch):
    """refimpl/__init__.py's example named a kernel file that no longer existed."""
    import textwrap

    import refimpl

    example = refimpl.__doc__.split("The Python API mirrors the command line:\n", 1)[1]
    monkeypatch.chdir(ROOT)  # the example's paths are relative to the checkout
    exec(compile(textwrap.dedent(example), "refimpl/__init__.py", "exec"), {})
