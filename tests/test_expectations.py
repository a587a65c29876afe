"""Expectations files (conformance/expectations.py) and tools/regen_expectations.py.

Each behaviour is shown on a tiny generated test module run by a pytest subprocess with the
plugin and an expectations file, so the verdicts are pytest's own: an expected failure
passes, an unexpected failure fails, an unexpected pass fails, an untriaged reason is
rejected; and the regeneration tool's diff and --check on the same module.
"""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conformance import expectations

REPO = Path(__file__).resolve().parents[1]
FAKE_TESTS = """
def test_passes():
    pass

def test_fails():
    assert 1 == 2, "wrong answer"

class TestGroup:
    def test_crashes(self):
        raise RuntimeError("compiler crashed")
"""
PASSES, FAILS, CRASHES = (
    "test_fake.py::test_passes",
    "test_fake.py::test_fails",
    "test_fake.py::TestGroup::test_crashes",
)


@pytest.fixture
def fake(tmp_path: Path) -> Path:
    (tmp_path / "test_fake.py").write_text(FAKE_TESTS)
    return tmp_path


def write_expectations(directory: Path, groups: dict[str, list[str]]) -> Path:
    path = directory / "expected.txt"
    lines = ["# hand-made for the test"]
    for reason, ids in groups.items():
        lines += [f"reason: {reason}", *ids]
    path.write_text("\n".join(lines) + "\n")
    return path


def run_pytest(directory: Path, *args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--rootdir", "."]
    command += ["-p", "conformance.expectations", "test_fake.py", *args]
    env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    return subprocess.run(command, cwd=directory, env=env, capture_output=True, text=True)


def test_expected_failures_pass_the_run(fake: Path) -> None:
    path = write_expectations(fake, {"bug one (repro/a.kernel)": [FAILS, CRASHES]})
    done = run_pytest(fake, "--expectations", str(path), "-rx")
    assert done.returncode == 0, done.stdout
    assert "1 passed, 2 xfailed" in done.stdout
    assert "expected: bug one (repro/a.kernel)" in done.stdout  # the reason is shown
    assert f"expectations file: {path}: 2 listed; 2 failed as expected" in done.stdout
    assert "did not run" not in done.stdout
    subset = run_pytest(fake, "--expectations", str(path), "-k", "test_fails")
    assert subset.returncode == 0 and "1 listed ids did not run" in subset.stdout


def test_a_failure_not_in_the_file_fails_the_run(fake: Path) -> None:
    path = write_expectations(fake, {"bug one": [FAILS]})
    done = run_pytest(fake, "--expectations", str(path))
    assert done.returncode == 1
    assert f"FAILED {CRASHES}" in done.stdout
    assert "1 failed as expected, 1 new failures (not in the file)" in done.stdout


def test_a_listed_test_that_passes_fails_the_run(fake: Path) -> None:
    path = write_expectations(fake, {"bug one": [FAILS, CRASHES], "fixed bug": [PASSES]})
    done = run_pytest(fake, "--expectations", str(path))
    assert done.returncode == 1
    assert f"FAILED {PASSES}" in done.stdout and "XPASS(strict)" in done.stdout
    assert "1 passed unexpectedly (remove from the file)" in done.stdout


def test_an_untriaged_reason_is_rejected(fake: Path) -> None:
    path = write_expectations(fake, {"bug one": [FAILS], expectations.UNTRIAGED: [CRASHES]})
    done = run_pytest(fake, "--expectations", str(path))
    assert done.returncode == pytest.ExitCode.USAGE_ERROR
    assert "1 untriaged failures" in done.stderr and CRASHES in done.stderr


def test_without_a_file_results_are_as_today(fake: Path) -> None:
    done = run_pytest(fake)
    assert done.returncode == 1 and "1 passed" in done.stdout and "2 failed" in done.stdout
    assert "uopcheck expectations" not in done.stdout


def run_tool(directory: Path, path: Path, *args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, str(REPO / "tools" / "regen_expectations.py"), "--file", str(path)]
    command += ["--root", str(directory), "--tests", "test_fake.py", "--workers", "0", *args]
    return subprocess.run(command, capture_output=True, text=True)


def test_the_tool_keeps_reasons_drops_passes_marks_new_failures_and_prints_the_diff(
    fake: Path,
) -> None:
    path = write_expectations(fake, {"bug one (repro/a.kernel)": [FAILS], "fixed": [PASSES]})
    before = path.read_text()

    checked = run_tool(fake, path, "--check")
    assert checked.returncode == 1 and path.read_text() == before  # --check writes nothing
    assert f"-{PASSES}\n" in checked.stdout and f"+{CRASHES}\n" in checked.stdout
    assert f"+reason: {expectations.UNTRIAGED}\n" in checked.stdout
    assert f"untriaged: {CRASHES}: RuntimeError: compiler crashed" in checked.stdout

    written = run_tool(fake, path)
    assert written.returncode == 1  # written, but untriaged: not done yet
    assert expectations.parse(path.read_text()) == {
        FAILS: "bug one (repro/a.kernel)",
        CRASHES: expectations.UNTRIAGED,
    }
    assert run_pytest(fake, "--expectations", str(path)).returncode == 4  # rejected

    path.write_text(path.read_text().replace(expectations.UNTRIAGED, "bug two"))
    again = run_tool(fake, path, "--check")
    assert again.returncode == 0 and "is up to date" in again.stdout, again.stdout
    assert run_pytest(fake, "--expectations", str(path)).returncode == 0


def test_the_tool_gives_new_failures_the_reasons_named_for_them(fake: Path) -> None:
    """New failures of several known causes: `--reason GLOB=TEXT` files each new id that
    GLOB matches under TEXT (an existing reason's text joins its group), where editing the
    file's one `TODO: triage` reason could only give them all the same one. An id already
    listed keeps its reason; a GLOB that matches no new id is an error, not a silent no-op."""
    path = write_expectations(fake, {"bug one": [FAILS]})
    done = run_tool(fake, path, "--reason", "test_fake.py::*=bug two")
    assert done.returncode == 0, done.stdout
    assert expectations.parse(path.read_text()) == {FAILS: "bug one", CRASHES: "bug two"}
    assert run_pytest(fake, "--expectations", str(path)).returncode == 0

    unmatched = run_tool(fake, path, "--reason", "*nothing*=bug three")
    assert unmatched.returncode == 2, unmatched.stdout
    assert "--reason '*nothing*' matches no new failure" in unmatched.stderr


def test_a_partial_run_keeps_the_listed_ids_it_did_not_run(fake: Path) -> None:
    path = write_expectations(fake, {"bug one": [FAILS], "bug two": [CRASHES]})
    # -k runs test_passes only: a full regeneration would drop both entries as passing
    dropped = run_tool(fake, path, "--check", "-k", "test_passes")
    assert dropped.returncode == 1 and f"-{FAILS}\n" in dropped.stdout, dropped.stdout
    kept = run_tool(fake, path, "--partial", "-k", "test_passes or test_fails")
    assert kept.returncode == 0, kept.stdout
    assert expectations.parse(path.read_text()) == {FAILS: "bug one", CRASHES: "bug two"}
    path.write_text(path.read_text().replace(f"{FAILS}\n", ""))  # as if the entry were lost
    found = run_tool(fake, path, "--check", "--partial", "-k", "test_fails")
    assert found.returncode == 1 and f"+{FAILS}\n" in found.stdout, found.stdout
    assert f"-{CRASHES}" not in found.stdout  # not run: kept


def test_malformed_files_are_errors() -> None:
    with pytest.raises(expectations.ExpectationsError, match="before any `reason:`"):
        expectations.parse("a.py::test\n")
    with pytest.raises(expectations.ExpectationsError, match="listed twice"):
        expectations.parse("reason: r\na.py::t\nreason: s\na.py::t\n")


def test_render_round_trips_grouped_and_sorted() -> None:
    expected = {"b.py::t2": "second", "a.py::t1": "first", "a.py::t0": "second"}
    text = expectations.render(expected, "demo")
    assert expectations.parse(text) == expected
    assert "reason: second\na.py::t0\nb.py::t2\n" in text


def test_the_file_is_chosen_by_backend_and_installed_version() -> None:
    # a backend named <distribution>-<variant>: pytest stands in for an installed compiler
    version = importlib.metadata.version("pytest")
    assert expectations.default_file("pytest-x86").name == f"pytest-{version}-x86.txt"
    assert expectations.default_file("c").name == "c.txt"  # no such distribution: unversioned


def test_junit_names_map_back_to_test_ids() -> None:
    assert (
        expectations.junit_node_id("conformance.test_ops", "test_op[neg_f32-x]", REPO)
        == "conformance/test_ops.py::test_op[neg_f32-x]"
    )
    assert (
        expectations.junit_node_id("tests.test_expectations.TestK", "test_a", REPO)
        == "tests/test_expectations.py::TestK::test_a"
    )


CHECKED_IN = sorted(expectations.EXPECTATIONS_DIR.glob("*.txt"))


def header_backend(path: Path) -> str:
    """The backend an expectations file is for, as its first line names it."""
    return re.match(r"# Expectations for (\S+):", path.read_text())[1]


@pytest.mark.parametrize("path", CHECKED_IN, ids=[p.name for p in CHECKED_IN])
def test_checked_in_files_are_canonical_and_triaged(path: Path) -> None:
    listed = expectations.parse(path.read_text(), path.name)
    assert listed and not expectations.untriaged(listed)
    # only its backend's tests: the backend the header names (`# Expectations for tvm-sched:`),
    # which the file's name need not spell (apache-tvm-0.27.0-sched.txt)
    backend = header_backend(path)
    longer = {
        b for f in path.parent.glob("*.txt") if (b := header_backend(f)).startswith(f"{backend}-")
    }

    def names(name: str, test_id: str) -> bool:
        return re.search(rf"[\[-]{re.escape(name)}-", test_id) is not None

    for test_id in listed:
        assert names(backend, test_id) and not any(names(b, test_id) for b in longer), test_id
    body = path.read_text().split("\n", 2)[2]  # the header names the tool's command
    assert body == expectations.render(listed, "").split("\n", 2)[2]
