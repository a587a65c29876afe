"""What both test directories share: `conformance/` (does a backend conform) and `tests/`
(does uopcheck itself work: the fuzzer, the tools, the project). Per process: the Hypothesis
profiles, the collector's pace, and a check that no test leaves the environment changed.
conformance/conftest.py adds the backend selection (docs/testing.md)."""

from __future__ import annotations

import gc
import os

import pytest
from hypothesis import HealthCheck, settings

# OpenBLAS starts a thread per core when numpy is imported, and they spin ~50 ms of CPU
# before they sleep: in every Python process the suite starts (the xdist workers, and the
# campaign and CLI processes of its tests, ~130 a run). Nothing in uopcheck calls BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from refimpl.compile import collect_less_often  # noqa: E402 - numpy, after the variable

# Hypothesis: the `ci` profile (derandomized, fixed example counts) is loaded when CI is
# set, `dev` otherwise; `--hypothesis-profile=nightly` runs many more examples.
settings.register_profile(
    "ci",
    derandomize=True,
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("dev", max_examples=60, deadline=None, print_blob=True)
settings.register_profile(
    "nightly", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_configure(config: pytest.Config) -> None:
    collect_less_often()  # in every xdist worker too: each one configures


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A test marked `starts_first` (the hidden-tools run of the whole suite, minutes long)
    # goes to the front: with --dist worksteal the first worker starts on it while the other
    # runs the rest and takes over the first one's queue, so the run ends about when it ends.
    # Last in the list, it would start when everything else was done and run alone.
    items.sort(key=lambda item: item.get_closest_marker("starts_first") is None)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    # By the end a process holds ~1 million objects (every test item and report, the batch
    # builds, the oracle's and compilers' caches), and the interpreter's exit took ~3 s, nearly
    # all of it cycle collections while finalizing: seconds at the end of every run, in each
    # xdist worker. Collect once here, while pytest still reports what a finalizer raises,
    # and freeze what survives: exit then takes ~0.2 s. The fixtures are torn down by now
    # (this hook runs last), and temporary directories have their own atexit finalizers.
    gc.collect()
    gc.freeze()


# A test that changes the environment for good changes every later test of its process: one
# that left $UOPCHECK_CACHE pointing at its own directory made the rest of a warm suite
# compile everything again (~45 CPU-s). Module-scoped fixtures change it for their module's
# tests (fake backends), so the check is per module: the environment before the first test
# of a run of one module's tests, and after the last one's teardown.
_environment_before_module: dict[str, str] | None = None


def _environment() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "PYTEST_CURRENT_TEST"}  # pytest's own


def _module_of(item: pytest.Item | None) -> str | None:
    return item.nodeid.split("::")[0] if item is not None else None


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    global _environment_before_module
    if _environment_before_module is None:
        _environment_before_module = _environment()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None):
    global _environment_before_module
    yield  # the fixtures' finalizers: monkeypatch's undo, the module's fixtures if it ends
    before = _environment_before_module
    if before is None or _module_of(nextitem) == _module_of(item):
        return None
    _environment_before_module = None
    after = _environment()
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    if changed:
        pytest.fail(
            f"{_module_of(item)}: a test left the environment changed ({', '.join(changed)}); "
            "set variables with monkeypatch.setenv, which undoes it"
        )
    return None
