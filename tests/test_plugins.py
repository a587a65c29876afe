"""Backend plugins (docs/backends.md): the `uopcheck.backends` entry points and capabilities.

A plugin is installed here the way pip would leave it, without pip: a temporary directory on
sys.path holding a `.dist-info` whose entry_points.txt registers three backends:

- `example-c`: the example plugin (examples/uopcheck_example_backend/), under the entry
  point its own pyproject.toml declares;
- `broken`: an entry point whose module does not exist (a plugin that fails to import);
- `gap`: the example plugin with a capability gap (no f16, waives [idiv-zero] and
  [no-contract]), from a module written next to the dist-info.

In-process tests read them through refimpl.compile; `test_suite_skips_and_reports_*` runs
pytest on a few op cases with `--backend gap,broken,example-c` and reads the counted skips
and the waived-rule lines of its terminal summary. Nothing is left behind: the directory is
removed and the entry points are read again afterwards.

Also: names that collide (a plugin under a built-in's name, two plugins under one name:
fake dist-infos), an expectations file that is not UTF-8, the docs' worked legalize example
(quoted from the example plugin and run), and `test_the_plugin_walkthrough_in_a_fresh_venv`
(about a minute): docs/backends.md step by step in a new venv, the example plugin installed
by pip with an injected bug, its expectations and a pin in its own folder, the suite on it
with `--backend`, and a failure's reproduce command run.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from conformance import expectations
from refimpl.backends.base import Backend, BackendUnavailable, Capabilities
from refimpl.text import parse

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "uopcheck_example_backend"
GROUP = "uopcheck.backends"

GAP_PLUGIN = """
from refimpl.backends.base import Capabilities
from refimpl.dtypes import SCALARS
from uopcheck_example_backend import ExampleCBackend


class GapBackend(ExampleCBackend):
    name = "gap"
    capabilities = Capabilities(
        dtypes=frozenset(SCALARS) - {"f16"},
        waived_rules={
            "[idiv-zero]": "integer division by zero traps",
            "[no-contract]": "contracts a*b+c",
        },
    )
"""


def entry_points_of(pyproject: Path) -> dict[str, str]:
    return tomllib.loads(pyproject.read_text())["project"]["entry-points"][GROUP]


def write_distribution(site: Path) -> None:
    """A dist-info as pip writes it, registering example-c (as its pyproject says), broken
    and gap."""
    points = {
        **entry_points_of(EXAMPLE / "pyproject.toml"),
        "broken": "uopcheck_test_no_such_plugin:BACKEND",
        "gap": "uopcheck_test_gap_plugin:GapBackend",
    }
    info = site / "uopcheck_test_plugins-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: uopcheck-test-plugins\nVersion: 0.1\n"
    )
    lines = [f"{name} = {value}" for name, value in points.items()]
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n" + "\n".join(lines) + "\n")
    (site / "uopcheck_test_gap_plugin.py").write_text(GAP_PLUGIN)


@pytest.fixture
def plugin_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """sys.path entries that install the three plugins; the registry is read again after."""
    from refimpl.compile import refresh_backends

    site = tmp_path / "site"
    write_distribution(site)
    monkeypatch.syspath_prepend(str(EXAMPLE))
    monkeypatch.syspath_prepend(str(site))
    refresh_backends()
    yield [str(site), str(EXAMPLE)]
    monkeypatch.undo()
    refresh_backends()
    for module in ("uopcheck_example_backend", "uopcheck_test_gap_plugin"):
        sys.modules.pop(module, None)


SUM_REDUCE = parse((ROOT / "golden" / "kernels" / "sum_reduce.kernel").read_text())
F16_KERNEL = parse((ROOT / "golden" / "kernels" / "elementwise_f16.kernel").read_text())


# --- the registry -----------------------------------------------------------------------------


def test_installed_plugin_is_registered_and_runs(plugin_path):
    from refimpl.compile import available_backends, default_backends, get_backend, run

    backend = get_backend("example-c")
    assert type(backend).__name__ == "ExampleCBackend" and backend.name == "example-c"
    assert get_backend("example-c") is backend  # a class is instantiated once
    assert "example-c" in available_backends()
    assert "example-c" not in default_backends()  # plugins are opt-in
    assert run(SUM_REDUCE, "example-c", seed=3).ok


def test_plugin_that_fails_to_import_is_unavailable_with_the_reason(plugin_path):
    from refimpl.compile import available_backends, get_backend

    with pytest.raises(BackendUnavailable) as caught:
        get_backend("broken")
    message = str(caught.value)
    assert "uopcheck_test_no_such_plugin:BACKEND" in message
    assert "ModuleNotFoundError" in message
    assert "broken" not in available_backends() and "example-c" in available_backends()


def test_entry_point_that_is_not_a_backend_is_unavailable(plugin_path, monkeypatch):
    from refimpl.compile import BACKEND_MODULES, get_backend

    monkeypatch.setitem(BACKEND_MODULES, "not-a-backend", "refimpl.compile:BACKEND_MODULES")
    with pytest.raises(BackendUnavailable, match="is a dict, not a refimpl.backends.base"):
        get_backend("not-a-backend")


def test_unknown_backend_lists_the_registered_ones(plugin_path):
    from refimpl.compile import get_backend

    with pytest.raises(BackendUnavailable, match=r"unknown backend 'nope'.*example-c"):
        get_backend("nope")


def test_project_backends_register_through_the_same_entry_points():
    """pyproject.toml registers the project's own, the tinygrad, the wgsl, the ptx and the tvm
    backends; each entry point loads a Backend of that name (without importing tinygrad, wgpu,
    the CUDA driver or TVM), and the built-in table that serves a checkout without `pip install -e`
    names the same objects."""
    from refimpl.compile import BACKEND_MODULES, _load

    points = entry_points_of(ROOT / "pyproject.toml")
    expected = {
        "c",
        "llvm",
        "x86",
        "tinygrad-x86",
        "tinygrad-clang",
        "tinygrad-llvm",
        "tinygrad-x86-opt",
        "tinygrad-clang-opt",
        "tinygrad-llvm-opt",
        "wgsl",
        "ptx",
        "tvm",
        "tvm-sched",
    }
    assert set(points) == expected
    for name, value in points.items():
        backend = _load(name, value)
        assert isinstance(backend, Backend) and backend.name == name, (name, backend)
    for name, module in BACKEND_MODULES.items():
        if name in points:
            assert _load(name, module) is _load(name, points[name])


def write_dist_info(site: Path, distribution: str, points: dict[str, str]) -> None:
    """A bare dist-info registering `points` (name -> module:object) for `distribution`."""
    info = site / f"{distribution.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 1.0\n")
    lines = [f"{name} = {value}" for name, value in points.items()]
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n" + "\n".join(lines) + "\n")


@pytest.fixture
def colliding_plugins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Two plugin distributions: `shadow-plugin` registers the built-in names c (BACKEND_MODULES)
    and tinygrad-x86 (uopcheck's own pyproject) and `twin`; `other-plugin` registers `twin`
    too. The modules they name need not exist: a conflict is decided before any import."""
    from refimpl.compile import refresh_backends

    site = tmp_path / "site"
    write_dist_info(
        site,
        "shadow-plugin",
        {"c": "shadow:C", "tinygrad-x86": "shadow:T", "twin": "shadow:Twin"},
    )
    write_dist_info(site, "other-plugin", {"twin": "other:Twin"})
    monkeypatch.syspath_prepend(str(site))
    refresh_backends()
    yield
    monkeypatch.undo()
    refresh_backends()


def test_a_plugin_cannot_take_a_builtin_name(colliding_plugins):
    """Neither the built-in table's names nor uopcheck's own entry points can be shadowed: the
    name is an error naming the distribution, never the plugin and never a silent built-in."""
    from refimpl.compile import backend_conflict, get_backend

    for name, value in (("c", "shadow:C"), ("tinygrad-x86", "shadow:T")):
        with pytest.raises(BackendUnavailable) as caught:
            get_backend(name)
        message = str(caught.value)
        assert message == backend_conflict(name), message
        assert f"backend {name!r} is built into uopcheck and cannot be replaced" in message
        assert f"distribution 'shadow-plugin' ({value})" in message, message
    assert backend_conflict("llvm") is None and get_backend("llvm").name == "llvm"


def test_two_plugins_under_one_name_is_an_error_naming_both(colliding_plugins):
    from refimpl.compile import get_backend

    with pytest.raises(BackendUnavailable) as caught:
        get_backend("twin")
    message = str(caught.value)
    assert "backend 'twin' is registered by 2 distributions" in message, message
    assert "distribution 'shadow-plugin' (shadow:Twin)" in message, message
    assert "distribution 'other-plugin' (other:Twin)" in message, message


def test_the_suite_refuses_to_run_a_colliding_name(colliding_plugins, tmp_path):
    """pytest conformance/ with a plugin shadowing c: a usage error (exit 4) naming the
    distribution, before anything is collected; --backend twin names both distributions."""
    site = str(tmp_path / "site")
    for selection, wanted in (([], "shadow-plugin"), (["--backend", "twin"], "other-plugin")):
        proc = run_suite(["conformance/test_corpus.py", "--co", "-q", *selection], [site])
        assert proc.returncode == 4, proc.stdout + proc.stderr
        assert wanted in proc.stderr and "distribution" in proc.stderr, proc.stderr


def test_builtin_backends_work_without_entry_points(monkeypatch):
    """A checkout used without `pip install -e` has no entry points: c, llvm and x86 stay."""
    import refimpl.compile  # noqa: F401 - the module, not the function refimpl.compile

    module = sys.modules["refimpl.compile"]
    monkeypatch.setattr(module, "entry_points", lambda group: [])
    module.refresh_backends()
    try:
        assert set(module.registered_backends()) == {"c", "llvm", "x86"}
        assert module.get_backend("c").name == "c"
        with pytest.raises(BackendUnavailable, match="unknown backend 'tinygrad-x86'"):
            module.get_backend("tinygrad-x86")
    finally:
        monkeypatch.undo()
        module.refresh_backends()


# --- capabilities -----------------------------------------------------------------------------


def test_capabilities_name_what_a_kernel_needs_beyond_them():
    from refimpl.compile import lower

    narrow = Capabilities(
        dtypes=frozenset({"f32", "i32", "bool"}), vector_widths=frozenset({1}), max_params=1
    )
    assert narrow.unsupported(lower(F16_KERNEL)).startswith("dtype f16")
    wide = parse((ROOT / "golden" / "kernels" / "wide_vectors.kernel").read_text())
    assert "vector width" in Capabilities(vector_widths=frozenset({1, 2, 4})).unsupported(wide)
    assert narrow.unsupported(SUM_REDUCE) == "2 parameters, at most 1 supported"
    assert Capabilities().unsupported(lower(F16_KERNEL)) is None


def test_waived_rules_affect_only_the_kernels_that_meet_them():
    waiving = Capabilities(waived_rules={"[no-contract]": "fuses", "[idiv-zero]": "traps"})
    kernels = {p.stem: parse(p.read_text()) for p in (ROOT / "golden" / "kernels").glob("*")}
    assert waiving.waivers_affecting(kernels["mulacc"]) == {"[no-contract]": "tolerance"}
    assert waiving.waivers_affecting(kernels["division"]) == {"[idiv-zero]": "skip"}
    assert waiving.waivers_affecting(kernels["sum_reduce"]) == {}  # adds, no multiply
    assert waiving.compared_with_tolerance(kernels["matmul16"])
    assert not Capabilities().compared_with_tolerance(kernels["matmul16"])


def test_tinygrad_backends_declare_what_docs_tinygrad_found():
    from refimpl.compile import get_backend

    assert get_backend("tinygrad-x86").capabilities.waived_rules == {}
    assert set(get_backend("tinygrad-clang").capabilities.waived_rules) == {"[no-contract]"}
    llvm_waives = set(get_backend("tinygrad-llvm").capabilities.waived_rules)
    assert llvm_waives == {"[no-contract]", "[ieee-basic]"}
    rules = (ROOT / "docs" / "semantics.md").read_text()
    for rule in llvm_waives:
        assert f"**{rule}**" in rules, f"{rule} is not a rule id of docs/semantics.md"


# --- the suite on plugins ---------------------------------------------------------------------


def run_suite(args: list[str], path: list[str], timeout: float = 120):
    """pytest on uopcheck's suite in a subprocess, with `path` before the project on sys.path."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path), "CI": "1"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args]
    return subprocess.run(
        command, capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout
    )


CASES = "add_f16x4 or add_i32x4 or idiv_i32x4 or mulacc_f32x4"


def test_suite_skips_and_reports_capability_gaps_and_broken_plugins(plugin_path):
    """pytest on four op cases: on `gap`, f16 is skipped as unsupported and idiv for its
    waived [idiv-zero], both counted; mulacc is compared under the waived [no-contract]'s
    tolerance and said so; `broken` skips every case with its import error (no crash);
    `example-c` runs what it supports. The default selection would include none of them."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(plugin_path), "CI": "1"}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "conformance/test_ops.py",
            "-k",
            CASES,
            "--backend",
            "gap,broken,example-c",
            "-rs",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    out = proc.stdout
    assert proc.returncode == 0, out + proc.stderr
    assert "5 passed, 7 skipped" in out, out
    assert "skipped as unsupported: 1 tests: gap: dtype f16 not supported" in out, out
    assert "skipped as unsupported: 1 tests: example-c: dtype f16 not supported" in out, out
    assert (
        "skipped as unsupported: 1 tests: gap: waives [idiv-zero], which this kernel meets" in out
    ), out
    assert "waived rule: gap [idiv-zero] (integer division by zero traps)" in out, out
    assert (
        "waived rule: gap [no-contract] (contracts a*b+c); "
        "1 tests compared under the [fast-math] tolerance" in out
    ), out
    assert out.count("ModuleNotFoundError: No module named 'uopcheck_test_no_such_plugin'") >= 1
    assert "broken-native: backend 'broken' cannot be loaded" in out, out


def test_default_selection_is_the_project_backends(plugin_path):
    """Installed plugins and the tinygrad backends run only when named with --backend."""
    from conformance.conftest import all_configs

    assert {c.backend for c in all_configs()} == {"c", "llvm", "x86"}
    assert {c.backend for c in all_configs(["gap", "broken"])} == {"gap", "broken"}


# --- expectations files -----------------------------------------------------------------------


def test_an_expectations_file_that_is_not_utf8_is_a_usage_error(tmp_path: Path):
    """Not an INTERNALERROR with a traceback (exit 3): a usage error (exit 4) naming the file,
    the byte, its offset and line."""
    bad = tmp_path / "expectations.txt"
    bad.write_bytes(b"reason: known bug\n\xff\xfe not text\n")
    proc = run_suite(["conformance/test_corpus.py", "--co", "-q", "--expectations", str(bad)], [])
    assert proc.returncode == 4, proc.stdout + proc.stderr
    assert "INTERNALERROR" not in proc.stdout + proc.stderr
    assert f"{bad}: not UTF-8 text: byte 0xff at offset 18 (line 2)" in proc.stderr, proc.stderr


# --- the worked legalize example of docs/backends.md ------------------------------------------

SHIFTS = """
kernel shifts(%out: i32[4], %a: i32[4], %f: f32[4])
  %i = range i32 4
    %x = load i32 %a[%i]
    %y = mul i32 %x, 8
    %z = mul i32 -16, %y
    %g = load f32 %f[%i]
    %h = mul f32 %g, 4.0
    %c = cast i32 %h
    %w = add i32 %z, %c
    store %out[%i], %w
  end %i
"""


def docs_legalize_example() -> str:
    """The python block of docs/backends.md's "Writing a legalize rule" section."""
    docs = (ROOT / "docs" / "backends.md").read_text()
    section = docs.split("## Writing a legalize rule", 1)[1].split("\n## ", 1)[0]
    return section.split("```python\n", 1)[1].split("```", 1)[0]


def test_the_docs_legalize_example_is_the_plugins_and_works(plugin_path):
    """The docs quote the example plugin's rule verbatim, and the quote runs: an integer
    multiply by 8 becomes a shift by 3, -16 and the float multiply stay; the result verifies,
    and the plugin, which uses it, agrees with the oracle on the kernel."""
    from refimpl.compile import emit, run
    from refimpl.ir import Ops
    from refimpl.verify import verify

    snippet = docs_legalize_example()
    assert snippet in (EXAMPLE / "uopcheck_example_backend" / "__init__.py").read_text()
    namespace: dict = {}
    exec(  # the imports the docs' block relies on, then the block itself
        "from refimpl.ir import Ops, UOp\n"
        "from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite\n" + snippet,
        namespace,
    )
    kernel = parse(SHIFTS)
    legalized = kernel.with_sink(namespace["legalize_shifts"](kernel.sink))
    verify(legalized)
    nodes = legalized.sink.toposort()
    shifts = [n for n in nodes if n.op is Ops.SHL]
    assert [s.src[1].arg for s in shifts] == [3], shifts
    kept = sorted(str(s.arg) for n in nodes if n.op is Ops.MUL for s in n.src if s.op is Ops.CONST)
    assert kept == ["-16", "4.0"], kept
    assert "<<" in emit(kernel, "example-c", "source")
    assert run(kernel, "example-c", seed=2).ok


# --- the plugin author's path, in a fresh venv ------------------------------------------------
# docs/backends.md step by step: install the example plugin with pip into a new venv, check
# it is found, run it, keep its expectations and a pin in the plugin's own folder, run the
# suite on it, and follow a failure's reproduce command. About a minute (pip, four pytest
# runs, each on a module or two); part of the default suite because it is the only check of
# what a plugin author meets.

BUGGY_PLUGIN = '''
"""The example plugin with one injected bug: f32 max computed as min."""

from refimpl.dtypes import f32
from refimpl.ir import Ops, UOp
from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite

from uopcheck_example_backend import ExampleCBackend

MAX_AS_MIN = PatternMatcher([
    (Pat(Ops.MAX, dtype=lambda d: d.scalar == f32, name="node"),
     lambda node: UOp(Ops.MIN, node.dtype, node.src)),
])


class BuggyBackend(ExampleCBackend):
    name = "example-buggy"

    def legalize(self, sink, options):
        return graph_rewrite(super().legalize(sink, options), MAX_AS_MIN)
'''

PIN = """\
# example-buggy computes f32 max as min
# affects: example-buggy
# expected vs actual: out[0] = 2.0, example-buggy gives 1.0
# triage: the bug tests/test_plugins.py injects
kernel max_is_min(%out: f32[1], %a: f32[1], %b: f32[1])
  %x = load f32 %a[0]
  %y = load f32 %b[0]
  %m = max f32 %x, %y
  store %out[0], %m
"""


def editable_build_flags() -> list[str]:
    """pip flags for an offline editable install: the running Python's setuptools builds it
    when it can make wheels (setuptools >= 70.1 has bdist_wheel, or `wheel` is installed);
    otherwise pip's build isolation fetches a setuptools from the configured index."""
    import importlib.util

    setuptools_version = importlib.metadata.version("setuptools").split(".")
    can_build = tuple(map(int, setuptools_version[:2])) >= (70, 1)
    can_build = can_build or importlib.util.find_spec("wheel") is not None
    return ["--no-deps", *(["--no-build-isolation"] if can_build else [])]


def fresh_venv(where: Path) -> Path:
    """A new venv whose own site-packages is empty, layered over the project's (numpy,
    pytest, uopcheck itself) as --system-site-packages would layer it over the system's."""
    import sysconfig

    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    python = where / "bin" / "python"
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    project_site = sysconfig.get_paths()["purelib"]
    Path(site, "uopcheck_project.pth").write_text(
        f"import site; site.addsitedir({project_site!r})\n"
    )
    return python


def test_the_plugin_walkthrough_in_a_fresh_venv(tmp_path: Path):
    import shutil

    import numpy as np

    from fuzz.harness import save_inputs
    from refimpl.backends.base import Args

    plugin = tmp_path / "plugin"
    shutil.copytree(EXAMPLE, plugin, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    package = plugin / "uopcheck_example_backend"
    (package / "buggy.py").write_text(BUGGY_PLUGIN)
    pyproject = plugin / "pyproject.toml"
    pyproject.write_text(
        pyproject.read_text().replace(
            'example-c = "uopcheck_example_backend:ExampleCBackend"\n',
            'example-c = "uopcheck_example_backend:ExampleCBackend"\n'
            'example-buggy = "uopcheck_example_backend.buggy:BuggyBackend"\n',
        )
    )
    python = fresh_venv(tmp_path / "venv")
    env = {**os.environ, "CI": "1"}
    env.pop("PYTHONPATH", None)

    def run(*args: str, timeout: float = 240) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(python), *args], capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout
        )

    # item 5: the plugin's pin in its own folder (and, below, its expectations file)
    pins = package / "expectations" / "pins"
    pins.mkdir(parents=True)
    kernel = str(pins / "max_is_min.kernel")
    Path(kernel).write_text(PIN)
    one = np.array([1.0], np.float32)
    save_inputs(pins / "max_is_min.npz", Args({"out": one * 0, "a": one, "b": one * 2}, {}))

    # item 2: not installed yet -> the check the docs give says so; installed -> found
    before = run("-m", "refimpl", "compile", kernel, "--backend", "example-buggy")
    assert before.returncode == 2 and "unknown backend 'example-buggy'" in before.stderr
    installed = run("-m", "pip", "install", "-q", *editable_build_flags(), "-e", str(plugin))
    assert installed.returncode == 0, installed.stdout + installed.stderr
    buggy = run("-m", "refimpl", "compile", kernel, "--backend", "example-buggy")
    right = run("-m", "refimpl", "compile", kernel, "--backend", "example-c")
    assert buggy.returncode == right.returncode == 0, buggy.stderr + right.stderr
    assert buggy.stdout != right.stdout  # the injected rewrite shows in the C
    assert run("-m", "refimpl", "run", kernel, "--backend", "example-c").returncode == 0
    wrong = run("-m", "refimpl", "run", kernel, "--backend", "example-buggy")
    assert wrong.returncode == 1, wrong.stdout + wrong.stderr

    tests = ["conformance/test_bench_corpus.py", "conformance/test_regressions.py"]
    regen = run(
        "tools/regen_expectations.py", "--backend", "example-buggy", "--workers", "0",
        "--tests", *tests,
    )  # fmt: skip
    written = package / "expectations" / "example-buggy.txt"
    assert regen.returncode == 1 and f"wrote {written}" in regen.stdout, regen.stdout
    listed = expectations.parse(written.read_text())
    assert listed and all("example-buggy" in test_id for test_id in listed), listed
    failing = "conformance/test_bench_corpus.py::test_scaled_bench_kernel_agrees_with_oracle"
    assert f"{failing}[example-buggy-native-rowmax_1k]" in listed, listed
    assert not any(
        p.name.startswith("example") for p in (ROOT / "golden" / "expectations").iterdir()
    )
    written.write_text(written.read_text().replace("TODO: triage", "max is min (pins/max_is_min)"))

    # item 3: only this backend's tests and pins, expectations found without a flag
    suite = run(
        "-m", "pytest", "-p", "no:cacheprovider", *tests, "--backend", "example-buggy", "-rxX"
    )
    out = suite.stdout
    assert suite.returncode == 0, out + suite.stderr
    assert f"expectations file: {written}: {len(listed)} listed" in out, out
    pin = "conformance/test_regressions.py::test_external_pin_reproduces"
    assert f"XFAIL {pin}[example-buggy-max_is_min]" in out, out
    assert "tinygrad" not in out, out  # no tinygrad pin ran or skipped
    assert "2 skipped" in out and "skipped as unsupported: 2 tests: example-buggy: dtype f16" in out

    # item 4: a failure's first reproduce command runs and finds its test
    raw = run(
        "-m", "pytest", "-p", "no:cacheprovider", f"{failing}[example-buggy-native-rowmax_1k]",
        "--backend", "example-buggy", "--expectations", "none",
    )  # fmt: skip
    assert raw.returncode == 1, raw.stdout
    line = next(line for line in raw.stdout.splitlines() if "python -m pytest" in line)
    command = shlex.split(line[line.index("python -m pytest") :])
    assert command[3:] == [
        f"{failing}[example-buggy-native-rowmax_1k]",
        "--backend",
        "example-buggy",
    ]
    again = run(*command[1:])  # `python` is this venv's
    assert "1 xfailed" in again.stdout, again.stdout + again.stderr


COPY_KERNEL = """\
kernel copy_{t}(%out: {t}[4], %x: {t}[4])
  %i = range i32 4
    %v = load {t} %x[%i]
    store %out[%i], %v
  end %i
"""


def test_a_suite_batch_compiles_only_what_its_backend_claims(monkeypatch):
    """The suite compiles a test's kernel with its batch (conformance/conftest.BatchBuilds);
    a kernel of the batch that the backend does not claim skips its own test, and compiling
    it along cost a whole failed batch and a compile of each kernel alone (TVM: 600 s per
    worker for the regressions, for a kernel beyond its node limit)."""
    import importlib

    from conformance import conftest

    compile_module = importlib.import_module(
        "refimpl.compile"
    )  # the package's `compile` is a function

    monkeypatch.setitem(compile_module.BACKEND_MODULES, "noi64", "fuzz.fake_backends.noi64")
    compiled = []

    def recording_build(kernels, *rest):
        compiled.append([k.name for k in kernels])
        return compile_module.build(kernels, *rest)

    monkeypatch.setattr(conftest, "build", recording_build)
    f32, i64 = parse(COPY_KERNEL.format(t="f32")), parse(COPY_KERNEL.format(t="i64"))
    config = conftest.Config("noi64", None, "native")
    assert conftest.BatchBuilds().runner(config, f32, [i64, f32]) is not None
    assert compiled == [["copy_f32"]]
