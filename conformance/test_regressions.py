"""The fuzzer's regression corpus: every kernel in fuzz/regressions/ on every config.

Each `NAME.kernel` opens with a comment saying what it pins; `NAME.npz` holds its inputs
(written by fuzz.harness.save_inputs). A kernel is run on its saved inputs and on two
random seeds and must agree with the oracle bit for bit; it must also survive
print -> parse -> print unchanged. Known, still-open bugs are marked xfail(strict=True)
in KNOWN_BUGS with the reason, so the mark fails loudly once the bug is fixed.

External pins (fuzz/regressions/external/COMPILER/NAME.kernel): minimized bugs of other
compilers' backends (tinygrad's). Each header names the backends it affects (`# affects:`),
expected vs actual and the triage. They are valid kernels, so on the project's own backends
they must pass like any regression; on each affected backend the test is a strict xfail (the
bug still reproduces on the saved inputs), skipped with the reason where that backend is not
available (tinygrad not installed). With --backend, a pin runs only for the backends named
(conftest.backends_about): a plugin's author sees no tinygrad pin.

A pin found with a backend's own choices (fuzz/choices.py: tinygrad's optimizer actions, a C
optimization level) says so in an optional `# choices: {"BACKEND": VALUE}` header line, the
JSON of a reproducer's report.json "choices"; the pin is built with them (`pin_options`).
An optional `# family:` line lists the signature globs of the same bug under other ops and
dtypes, for a campaign's known marking (fuzz/triage.py).

A plugin keeps its own pins in its repository, <expectations_dir>/pins/*.kernel (and .npz),
with the same header (conformance/expectations.pin_files, docs/backends.md); they are
collected when one of that plugin's backends is selected with --backend.
"""

from __future__ import annotations

import fnmatch
import functools
import json
from pathlib import Path

import pytest

from conformance.expectations import pin_files
from conformance.harness import check_kernel
from fuzz.harness import load_inputs
from refimpl.backends.base import BackendUnavailable, Choices, Options
from refimpl.backends.x86.target import host_cpu_flags
from refimpl.compare import compare_outputs
from refimpl.compile import build, default_backends, get_backend, lower, registered_backends
from refimpl.oracle import run_oracle
from refimpl.text import parse

CORPUS = Path(__file__).resolve().parents[1] / "fuzz" / "regressions"
FILES = sorted(CORPUS.glob("*.kernel"))
KERNELS = {path.stem: parse(path.read_text(), str(path)) for path in FILES}
FAMILY = list(KERNELS.values())

EXTERNAL_FILES = sorted((CORPUS / "external").glob("*/*.kernel"))
EXTERNAL = {path.stem: parse(path.read_text(), str(path)) for path in EXTERNAL_FILES}
EXTERNAL_FAMILY = list(EXTERNAL.values())
HEADER_FIELDS = ("affects", "expected vs actual", "triage")
OPTIONAL_HEADER_FIELDS = ("choices", "family", "host")

# Tests about the project's own backends only: with --backend, conftest collects them on
# those configs alone (a pin on a plugin's config would only skip).
PROJECT_BACKEND_TESTS = ("test_external_pin_on_project_backend",)


def pin_header(path: Path) -> dict[str, str]:
    """The `# field: value` lines of an external pin's opening comment."""
    fields = {}
    for line in path.read_text().splitlines():
        if not line.startswith("#"):
            break
        key, sep, value = line[1:].strip().partition(": ")
        if sep and key in HEADER_FIELDS + OPTIONAL_HEADER_FIELDS:
            fields[key] = value.strip()
    return fields


def pin_options(path: Path, backend: str) -> Options:
    """The Options a pin is built with on `backend`: its `# choices:` for that backend."""
    choices = json.loads(pin_header(path).get("choices") or "{}")
    return Options(choices=Choices.from_json(choices.get(backend)))


def host_mismatch(path: Path) -> str | None:
    """Why the pin's bug cannot show on this host: its `# host: without FLAG` line names a
    CPU feature the host has (a compiler that targets the host CPU takes another path where
    the feature exists, e.g. LLVM lowers bf16 conversions natively with avx512_bf16)."""
    condition = pin_header(path).get("host")
    if condition is None:
        return None
    word, _, flag = condition.partition(" ")
    if word != "without" or not flag:
        raise ValueError(f"{path.name}: `# host:` must read `without FLAG`, not {condition!r}")
    if flag in host_cpu_flags():
        return f"{path.stem} shows only on a host CPU without {flag}; this host has it"
    return None


def affected_backends(path: Path) -> list[str]:
    return [b.strip() for b in pin_header(path).get("affects", "").split(",") if b.strip()]


# (kernel, backend or "text") -> why it still fails. Remove the entry with the fix.
KNOWN_BUGS: dict[tuple[str, str], str] = {}


def test_regression_linearize_cycle_with_accumulator_in_nested_loops():
    """An accumulator read and written back in loop b (inside a), updated in loop c (inside
    b), with a store indexed by a + b. Found by the fuzzer as a pipeline error: linearize
    raised 'cyclic dependency between loops' because loop c's body never uses a's counter,
    so a was missing from the loops around c (nesting was not taken transitively).
    It showed only when the set iteration order put c before b."""
    from refimpl.builder import KernelBuilder
    from refimpl.dtypes import i32
    from refimpl.passes.linearize import loop_info

    kb = KernelBuilder("linearize_cycle")
    out0 = kb.buffer("out0", i32, 1)
    kb.store(out0, 0, 0)
    acc = kb.reg(i32, 1)
    kb.store(acc, 0, 0)
    out1 = kb.buffer("out1", i32, 1)
    with kb.loop(1) as a:
        with kb.loop(1) as b:
            value = kb.load(acc, 0)
            kb.store(acc, 0, value)
            with kb.loop(1) as c:
                kb.store(acc, 0, kb.add(kb.load(acc, 0), 0))
            kb.store(out1, kb.add(a, b), value)
    kernel = kb.finish()  # verifies
    info = loop_info(kernel.sink)  # independent of set order: c is three loops deep
    assert [info.depth[r] for r in (a, b, c)] == [1, 2, 3]
    assert info.parent[c] is b and info.parent[b] is a
    assert str(parse(str(kernel))) == str(kernel)


def _known(name: str, where: str):
    reason = KNOWN_BUGS.get((name, where))
    return [pytest.mark.xfail(reason=reason, strict=True)] if reason else []


def test_corpus_is_not_empty():
    assert len(FILES) >= 2
    for path in FILES:
        assert path.read_text().startswith("#"), f"{path.name} must say what it pins"


@pytest.mark.parametrize("name", [pytest.param(n, marks=_known(n, "text")) for n in KERNELS])
def test_regression_text_round_trip(name):
    text = str(KERNELS[name])
    assert str(parse(text)) == text


@pytest.mark.parametrize(
    "name", [pytest.param(n, marks=pytest.mark.xdist_group("regressions")) for n in KERNELS]
)
def test_regression(config, name, batch_builds, request):
    reason = KNOWN_BUGS.get((name, config.backend))
    if reason:
        request.applymarker(pytest.mark.xfail(reason=reason, strict=True))
    kernel = KERNELS[name]
    runner = batch_builds.runner(config, kernel, FAMILY)
    saved = CORPUS / f"{name}.npz"
    if saved.exists():
        args = load_inputs(saved)
        expected = run_oracle(lower(kernel), args)
        actual = args.copy()
        runner(actual)
        report = compare_outputs(kernel, expected, actual)
        assert report.ok, f"{name} on {config.id}, saved inputs\n{report}\n{kernel}"
    check_kernel(kernel, runner, config=config)


# --- external pins ---------------------------------------------------------------------------


def test_external_pins_say_what_they_show():
    assert EXTERNAL_FILES, "fuzz/regressions/external/ holds no pins"
    for path in EXTERNAL_FILES:
        header = pin_header(path)
        missing = [f for f in HEADER_FIELDS if not header.get(f)]
        assert not missing, f"{path.name}: header lacks {', '.join(missing)}"
        assert path.with_suffix(".npz").exists(), f"{path.name}: no saved inputs"
        assert not set(affected_backends(path)) & set(default_backends()), path.name
        # a name the registry does not know is a pin on no backend (a parenthesis after the
        # last name once dropped that backend silently)
        unknown = set(affected_backends(path)) - set(registered_backends())
        assert not unknown, f"{path.name}: `# affects:` names no backend {sorted(unknown)}"


def test_external_pin_families_are_signature_globs_of_the_backends_they_affect():
    """A `# family:` glob has a signature's four parts (class|config|op|dtype), and each
    config its config part names matches one of a backend the pin affects: a family is that
    bug's."""
    from fuzz.triage import load_pin

    for path in EXTERNAL_FILES:
        pin = load_pin(path)
        for pattern in pin.families:
            parts = pattern.split("|")
            assert len(parts) == 4, f"{path.name}: {pattern!r} is not class|config|op|dtype"
            configs = [f"{backend}/native" for backend in pin.affects]
            # an external-frontend signature names its configs joined by "+"
            named = parts[1].split("+")
            assert all(any(fnmatch.fnmatchcase(c, n) for c in configs) for n in named), (
                f"{path.name}: {pattern!r} names a config not of {', '.join(pin.affects)}"
            )


@pytest.mark.parametrize("name", list(EXTERNAL))
def test_external_pin_text_round_trip(name):
    text = str(EXTERNAL[name])
    assert str(parse(text)) == text


def _run_saved(kernel, runner, saved: Path):
    args = load_inputs(saved)
    expected = run_oracle(lower(kernel), args)
    actual = args.copy()
    runner(actual)
    return compare_outputs(kernel, expected, actual)


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(p, id=p.stem, marks=pytest.mark.xdist_group("regressions"))
        for p in EXTERNAL_FILES
    ],
)
def test_external_pin_on_project_backend(config, path, batch_builds):
    """A pin is a valid kernel: the project's own backends compute the spec's answer (on
    other configs conftest does not collect it: PROJECT_BACKEND_TESTS)."""
    kernel = EXTERNAL[path.stem]
    runner = batch_builds.runner(config, kernel, EXTERNAL_FAMILY)
    report = _run_saved(kernel, runner, path.with_suffix(".npz"))
    assert report.ok, f"{path.stem} on {config.id}, saved inputs\n{report}\n{kernel}"
    check_kernel(kernel, runner, config=config)


def pin_params(paths: list[Path]) -> list:
    """(pin, backend) per backend each pin affects, each a strict xfail saying what it shows."""
    params = []
    for path in paths:
        header = pin_header(path)
        if missing := [f for f in HEADER_FIELDS if not header.get(f)]:
            raise ValueError(f"{path}: the pin's header lacks `# {missing[0]}:`")
        for backend in affected_backends(path):
            mark = pytest.mark.xfail(
                strict=True, reason=f"{path.stem}: {header['expected vs actual']}"
            )
            params.append(pytest.param(path, backend, marks=mark, id=f"{backend}-{path.stem}"))
    return params


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """test_external_pin_reproduces: uopcheck's pins, and those of each plugin named by
    --backend (its expectations_dir/pins/), one test per backend a pin affects."""
    if metafunc.function is not test_external_pin_reproduces:
        return
    named = [b for b in (metafunc.config.getoption("backend") or "").split(",") if b]
    plugin_pins = sorted({path for backend in named for path in pin_files(backend)})
    metafunc.parametrize(("path", "backend"), pin_params(EXTERNAL_FILES + plugin_pins))


@functools.cache
def pin_kernel(path: Path):
    """An external pin's kernel: uopcheck's parsed at import, a plugin's on first use."""
    return EXTERNAL[path.stem] if path in EXTERNAL_FILES else parse(path.read_text(), str(path))


def test_external_pin_reproduces(path, backend):
    """The pinned bug still shows on the saved inputs of each backend it affects (a strict
    xfail: a compiler release that fixes it makes this test say so)."""
    try:
        impl = get_backend(backend)
    except BackendUnavailable as e:
        pytest.skip(f"{backend}: {e}")
    if reason := impl.unavailable(Options()):
        pytest.skip(f"{backend}: {reason}")
    if reason := host_mismatch(path):
        pytest.skip(reason)
    kernel = pin_kernel(path)
    # a compile error is the bug too (xfail)
    (runner,) = build([kernel], backend, pin_options(path, backend))
    report = _run_saved(kernel, runner, path.with_suffix(".npz"))
    assert report.ok, f"{path.stem} on {backend}, saved inputs\n{report}\n{kernel}"
