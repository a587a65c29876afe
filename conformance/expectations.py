"""Expectations files: the test ids an external backend is known to fail, each with a reason.

As test262 and the WebGPU CTS do for engines, an external compiler under test gets a
checked-in file listing the conformance test ids it fails today: a plugin's lives in its own
repository (the backend's `expectations_dir`, `default_file` below), the backends uopcheck
ships (tinygrad's) have theirs under golden/expectations/. With it the suite passes exactly
when the results match the file: a listed test that fails is an expected failure (a strict
xfail carrying its reason), a failure not in the file fails, and a listed test that passes
fails too (the file must stay true). A reason still saying `TODO: triage` (what
tools/regen_expectations.py writes for a new failure) is a usage error, so untriaged
failures cannot land.

File format (written by tools/regen_expectations.py; a human edits only the reason lines):

    # comment
    reason: tinygrad X86: neg(+0.0) gives +0.0 (fuzz/regressions/external/tinygrad/x.kernel)
    conformance/test_ops.py::test_op[neg_f32-tinygrad-x86-native]
    ...

Every id belongs to the `reason:` line above it. This module is a pytest plugin (option
--expectations FILE or `none`): conftest registers it, the regen tool loads it with
`-p conformance.expectations` for runs outside conformance/.
"""

from __future__ import annotations

import importlib.metadata
import re
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

import pytest

from refimpl.backends.base import BackendUnavailable
from refimpl.compile import (
    BACKEND_MODULES,
    get_backend,
    is_project_distribution,
    plugin_entry_points,
)

REPO = Path(__file__).resolve().parents[1]
EXPECTATIONS_DIR = REPO / "golden" / "expectations"
REASON_PREFIX = "reason: "
UNTRIAGED = "TODO: triage"
PINS = "pins"  # the folder of a plugin's pinned reproducers, inside its expectations_dir
NO_FILE = "none"  # --expectations none: raw results (what the regen tool records)
HEADER = """\
# Expectations for {subject}: conformance test ids known to fail, grouped under their reason.
# Written by tools/regen_expectations.py{args}; edit only `reason:` lines.
"""


class ExpectationsError(ValueError):
    """A malformed expectations file."""


def parse(text: str, source: str = "<expectations>") -> dict[str, str]:
    """{test id: reason} of an expectations file's text."""
    expected: dict[str, str] = {}
    reason = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith(REASON_PREFIX):
            reason = line[len(REASON_PREFIX) :].strip()
            if not reason:
                raise ExpectationsError(f"{source}:{number}: empty reason")
        elif reason is None:
            raise ExpectationsError(f"{source}:{number}: test id before any `reason:` line")
        elif line in expected:
            raise ExpectationsError(f"{source}:{number}: {line} is listed twice")
        else:
            expected[line] = reason
    return expected


def render(expected: dict[str, str], subject: str, args: str = "") -> str:
    """The canonical text of `expected`: reasons in first-seen order, ids sorted under each,
    untriaged ones last."""
    groups: dict[str, list[str]] = {}
    for test_id, reason in expected.items():
        groups.setdefault(reason, []).append(test_id)
    order = sorted(groups, key=lambda reason: reason == UNTRIAGED)  # stable: first-seen order
    parts = [HEADER.format(subject=subject, args=args)]
    for reason in order:
        parts.append(f"\n{REASON_PREFIX}{reason}\n")
        parts.extend(f"{test_id}\n" for test_id in sorted(groups[reason]))
    return "".join(parts)


def untriaged(expected: dict[str, str]) -> list[str]:
    return sorted(test_id for test_id, reason in expected.items() if reason == UNTRIAGED)


def read_text(path: Path) -> str:
    """An expectations file's text; ExpectationsError names the file and the first byte that
    is not UTF-8 (its offset and line), or why it cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise ExpectationsError(f"{relative(path)}: cannot be read: {e.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise ExpectationsError(
            f"{relative(path)}: not UTF-8 text: byte 0x{data[e.start]:02x} at offset "
            f"{e.start} (line {line}): {e.reason}"
        ) from None


def declared_dir(backend: str) -> Path | None:
    """The folder `backend` keeps its expectations and pins in (its `expectations_dir`
    attribute: an out-of-tree plugin's own repository), or None."""
    try:
        declared = get_backend(backend).expectations_dir
    except BackendUnavailable:
        return None
    return None if declared is None else Path(declared)


def plugin_distribution(backend: str) -> str | None:
    """The distribution other than uopcheck that registers `backend` (a plugin), or None."""
    if backend in BACKEND_MODULES:
        return None
    others = [d for d in plugin_entry_points().get(backend, {}) if not is_project_distribution(d)]
    return others[0] if others else None


def default_file(backend: str) -> Path | None:
    """Where `backend`'s expectations file is (it may not exist yet), by one rule:

    - a backend that declares `expectations_dir` (a plugin, in its own repository) reads
      <expectations_dir>/<backend>.txt;
    - a plugin that declares none has no file (None): nothing of a plugin's is kept in
      uopcheck's checkout;
    - the backends uopcheck ships keep theirs in golden/expectations/: one that checks an
      installed distribution — named by its `distribution` and `variant` attributes
      (tvm-sched: apache-tvm, sched), else by its name <distribution>-<variant>
      (tinygrad-x86) — reads <distribution>-<installed release>-<variant>.txt, so upgrading
      the external compiler selects (or lacks) its own file; any other reads <backend>.txt.
      The release is the installed version without a post-release suffix (apache-tvm
      0.27.0.post1: 0.27.0; a post release repackages the same source).
    """
    if (declared := declared_dir(backend)) is not None:
        return declared / f"{backend}.txt"
    if plugin_distribution(backend) is not None:
        return None
    distribution, variant = checked_distribution(backend)
    try:
        version = importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return EXPECTATIONS_DIR / f"{backend}.txt"
    release = re.sub(r"\.post\d+$", "", version)
    return EXPECTATIONS_DIR / f"{distribution}-{release}-{variant or 'default'}.txt"


def checked_distribution(backend: str) -> tuple[str, str]:
    """(the distribution `backend` checks, its variant): the backend's `distribution` and
    `variant` attributes, else its name split at the first dash."""
    try:
        impl = get_backend(backend)
    except BackendUnavailable:
        impl = None
    if impl is not None and impl.distribution is not None:
        return impl.distribution, impl.variant
    distribution, _, variant = backend.partition("-")
    return distribution, variant


def pin_files(backend: str) -> list[Path]:
    """The pinned reproducers `backend` keeps in its own repository:
    <expectations_dir>/pins/*.kernel (uopcheck's own are in fuzz/regressions/external/)."""
    declared = declared_dir(backend)
    return [] if declared is None else sorted((declared / PINS).glob("*.kernel"))


def selected_files(config: pytest.Config) -> list[Path]:
    """--expectations FILE (or `none`), else the existing default file of each --backend."""
    chosen = config.getoption("expectations")
    if chosen:
        return [] if chosen == NO_FILE else [Path(f) for f in chosen.split(",")]
    backends = [b for b in (config.getoption("backend", default="") or "").split(",") if b]
    return [path for path in map(default_file, backends) if path is not None and path.exists()]


def relative(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(REPO))
    except ValueError:
        return str(path)


# --- the plugin -------------------------------------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("uopcheck").addoption(
        "--expectations",
        default="",
        metavar="FILE",
        help="expectations file(s), comma-separated, of known failures (default: the file of "
        "each --backend, if any: in the plugin's expectations_dir, or golden/expectations/ "
        "for uopcheck's own; `none`: no file, raw results)",
    )


class Expectations:
    """The loaded files and, in the controller, the tally the terminal summary shows."""

    def __init__(self, files: list[Path]) -> None:
        self.files = files
        self.expected: dict[str, str] = {}
        for path in files:
            if not path.exists():
                raise pytest.UsageError(f"--expectations {path}: no such file")
            try:
                listed = parse(read_text(path), relative(path))
            except ExpectationsError as e:
                raise pytest.UsageError(f"expectations file {e}") from None
            if todo := untriaged(listed):
                raise pytest.UsageError(
                    f"expectations file {relative(path)} has {len(todo)} untriaged failures "
                    f"(reason `{UNTRIAGED}`), e.g. {todo[0]}: give each its reason"
                )
            self.expected.update(listed)
        self.ran: set[str] = set()  # listed ids reported (under xdist collection is elsewhere)
        self.outcomes: Counter[str] = Counter()

    def mark(self, items: list[pytest.Item]) -> None:
        for item in items:
            if reason := self.expected.get(item.nodeid):
                item.add_marker(pytest.mark.xfail(reason=f"expected: {reason}", strict=True))

    def record(self, report: pytest.TestReport) -> None:
        listed = report.nodeid in self.expected
        if listed:
            self.ran.add(report.nodeid)
        if report.skipped and hasattr(report, "wasxfail") and listed:
            self.outcomes["failed as expected"] += 1
        elif report.failed and listed and report.when == "call":
            self.outcomes["passed unexpectedly (remove from the file)"] += 1
        elif report.failed and not listed:
            self.outcomes["new failures (not in the file)"] += 1

    def summary(self) -> list[str]:
        names = ", ".join(relative(path) for path in self.files)
        counts = [f"{self.outcomes[k]} {k}" for k in sorted(self.outcomes)] or ["none ran"]
        lines = [f"expectations file: {names}: {len(self.expected)} listed; " + ", ".join(counts)]
        if missing := len(self.expected) - len(self.ran):
            lines.append(f"expectations: {missing} listed ids did not run (not collected)")
        return lines


EXPECTATIONS = pytest.StashKey[Expectations]()


def pytest_configure(config: pytest.Config) -> None:
    if files := selected_files(config):
        config.stash[EXPECTATIONS] = Expectations(files)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if EXPECTATIONS in config.stash:
        config.stash[EXPECTATIONS].mark(items)


@pytest.hookimpl(trylast=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for expectations in ACTIVE:
        expectations.record(report)


ACTIVE: list[Expectations] = []  # logreport gets no config: the session's tally lives here


def pytest_sessionstart(session: pytest.Session) -> None:
    ACTIVE.clear()
    if EXPECTATIONS in session.config.stash:
        ACTIVE.append(session.config.stash[EXPECTATIONS])


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    if EXPECTATIONS in config.stash:
        terminalreporter.section("uopcheck expectations")
        for line in config.stash[EXPECTATIONS].summary():
            terminalreporter.write_line(line)


# --- reading a run's results (the regen tool) -------------------------------------------------


def failures_from_junit(xml_text: str, root: Path) -> dict[str, str]:
    """{test id: first line of the failure} of every failed or erroring test in a junit
    report written under rootdir `root` (the ids pytest prints)."""
    failed: dict[str, str] = {}
    for case in ElementTree.fromstring(xml_text).iter("testcase"):
        problem = case.find("failure")
        if problem is None:
            problem = case.find("error")
        if problem is None:
            continue
        message = (problem.get("message") or problem.text or "").strip().splitlines()
        failed[junit_node_id(case.get("classname", ""), case.get("name", ""), root)] = (
            message[0] if message else ""
        )
    return failed


def ran_from_junit(xml_text: str, root: Path) -> set[str]:
    """The test ids a junit report under rootdir `root` ran to a verdict (passed, failed or
    erroring; a skipped test did not run)."""
    return {
        junit_node_id(case.get("classname", ""), case.get("name", ""), root)
        for case in ElementTree.fromstring(xml_text).iter("testcase")
        if case.find("skipped") is None
    }


def junit_node_id(classname: str, name: str, root: Path) -> str:
    """junit writes `dir.module.Class` + `test[param]`; the id is `dir/module.py::Class::test`.
    The longest dotted prefix that is a .py file under `root` is the module."""
    parts = classname.split(".")
    for split in range(len(parts), 0, -1):
        if root.joinpath(*parts[:split]).with_suffix(".py").is_file():
            module = "/".join(parts[:split]) + ".py"
            return "::".join([module, *parts[split:], name])
    raise ExpectationsError(f"junit testcase {classname}::{name}: no module under {root}")
