"""`python -m refimpl` answers truthfully: every corpus kernel through every CLI verb and
backend, and the backends that misbehave (issue 41 item 3, issue 42 "CLI exits that never
lie").

- The sweep: each corpus kernel (golden/kernels/) x `run`, `compile`, `compare` x every
  available backend config, in process through `refimpl.cli.main`. No answer may say
  "internal error in refimpl" (reserved for refimpl's own bugs), and a kernel the backend
  does not claim is refused in the suite's words, "... (capabilities)", exit 2, before any
  of the backend's code compiles it. `compare` pairs each config with the C backend.
  Cost: the project's own backends take ~10 CPU-s for the whole cross product, tinygrad's
  ~0.4 s per kernel and verb (its own pipeline), ~65 CPU-s for its four runnable variants.
  So the default run gives the tinygrad variants every kernel they refuse (cheap) and, of
  those they claim, each kernel once, through one verb on one variant in turn
  (`tinygrad_share`); `-m slow` runs their whole cross product.
- Mesa's `XDG_RUNTIME_DIR` complaint never reaches the wgsl backend's output.
- A plugin backend that leaves by sys.exit(0) or segfaults while building is named with the
  phase, and the exit status is never 0 (fuzz/fake_backends/buildexit.py, buildsegv.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from refimpl.backends.base import ALL_DTYPES, BackendUnavailable, Capabilities, Options
from refimpl.backends.c import CBackend
from refimpl.cli import main
from refimpl.compile import capability_refusal, get_backend, registered_backends, unavailable
from refimpl.text import parse

ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted((ROOT / "golden" / "kernels").glob("*.kernel"))
INTERNAL = "internal error in refimpl"

# config id -> (backend, the CLI words that select it)
CONFIGS = {
    "c": ("c", ["--backend", "c"]),
    "llvm": ("llvm", ["--backend", "llvm"]),
    "x86-v3": ("x86", ["--backend", "x86", "--target", "x86-64-v3"]),
    "x86-v2": ("x86", ["--backend", "x86", "--target", "x86-64-v2"]),
    "wgsl": ("wgsl", ["--backend", "wgsl"]),
    "ptx": ("ptx", ["--backend", "ptx"]),
    **{
        name: (name, ["--backend", name])
        for name in sorted(registered_backends())
        if name.startswith("tinygrad-")
    },
}

# (verb, config id, kernel stem) -> why that case still answers "internal error in refimpl":
# a real bug of one of our backends, kept visible here until it is fixed
KNOWN_INTERNAL_ERRORS: dict[tuple[str, str, str], str] = {}


def _loaded(backend: str) -> None:
    try:
        get_backend(backend)
    except BackendUnavailable as e:
        pytest.skip(f"{backend}: {e}")


def _target(words: list[str]) -> str:
    return words[words.index("--target") + 1] if "--target" in words else "x86-64-v3"


VERBS = ("compile", "run", "compare")
TINYGRAD = sorted(name for name in CONFIGS if name.startswith("tinygrad-"))


def tinygrad_share(verb: str, config: str) -> set[str]:
    """The corpus kernels (stems) the default run sends through `verb` on tinygrad variant
    `config`: kernel i goes to variant i mod 6 and verb i div 6 mod 3, so each kernel meets
    tinygrad once and every verb meets every variant."""
    return {
        path.stem
        for i, path in enumerate(CORPUS)
        if TINYGRAD[i % len(TINYGRAD)] == config and VERBS[i // len(TINYGRAD) % len(VERBS)] == verb
    }


def _sweep(verb: str, config: str, capsys, full: bool = True) -> None:
    backend, words = CONFIGS[config]
    runs = verb != "compile"
    _loaded(backend)
    if runs and (reason := unavailable(backend, Options(target=_target(words)))):
        pytest.skip(f"{config} cannot run kernels here: {reason}")
    share = None if full else tinygrad_share(verb, config)
    internal, wrong_refusals = [], []
    for path in CORPUS:
        kernel = parse(path.read_text(), str(path))
        refusal = capability_refusal(kernel, backend, running=runs)
        if refusal is None and share is not None and path.stem not in share:
            continue
        argv = [verb, str(path), *words]
        if verb == "compare":  # against the reference C backend, in the same words
            argv = [verb, str(path), "--backends", f"c,{words[1]}"]
            argv += ["--target", _target(words)]
        code = main(argv)
        err = capsys.readouterr().err
        case = (verb, config, path.stem)
        if INTERNAL in err and case not in KNOWN_INTERNAL_ERRORS:
            internal.append(f"{path.name}: {err.strip()}")
        if refusal is not None and (code != 2 or "(capabilities)" not in err):
            wrong_refusals.append(f"{path.name}: exit {code}, {err.strip()!r}")
        assert code in (0, 1, 2), f"{path.name}: exit {code}"
    assert not internal, f"{verb} --backend {config}:\n" + "\n".join(internal)
    assert not wrong_refusals, f"{verb} --backend {config}:\n" + "\n".join(wrong_refusals)


@pytest.mark.parametrize("config", CONFIGS)
@pytest.mark.parametrize("verb", VERBS)
def test_every_corpus_kernel_gets_an_answer_that_is_no_internal_error(verb, config, capsys):
    _sweep(verb, config, capsys, full=config not in TINYGRAD)


@pytest.mark.slow
@pytest.mark.parametrize("config", TINYGRAD)
@pytest.mark.parametrize("verb", VERBS)
def test_every_corpus_kernel_on_tinygrad_gets_an_answer_that_is_no_internal_error(
    verb, config, capsys
):
    _sweep(verb, config, capsys, full=True)


def test_the_default_run_sends_each_corpus_kernel_through_tinygrad_once():
    shares = [tinygrad_share(verb, config) for verb in VERBS for config in TINYGRAD]
    assert sorted(stem for share in shares for stem in share) == sorted(p.stem for p in CORPUS)


def test_a_kernel_the_backend_does_not_claim_is_refused_in_the_suites_words(capsys):
    """Issue 41 item 3: `run K --backend wgsl` on an i64 kernel said "internal error in
    refimpl (KeyError: 'i64' at wgsl.py:237)"; wgsl never claimed i64."""
    _loaded("wgsl")
    path = str(ROOT / "golden" / "kernels" / "casts_int_int.kernel")
    for argv in (["run", path, "--backend", "wgsl"], ["compile", path, "--backend", "wgsl"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: wgsl backend: dtype ") and "i64" in err, err
        assert err.rstrip().endswith("not supported (capabilities)"), err
    assert main(["compare", path, "--backends", "c,wgsl"]) == 2
    assert "(capabilities)" in capsys.readouterr().err


class _TrappingDivision(CBackend):
    """The C backend, saying its integer division traps as tinygrad-x86's once did."""

    name = "trapdiv"
    capabilities = Capabilities(
        dtypes=ALL_DTYPES, waived_rules={"[idiv-zero]": "a test double: division traps"}
    )


TRAPPING_DIVISION = _TrappingDivision()


def test_run_refuses_a_kernel_meeting_a_rule_the_backend_waives_to_skip(capsys):
    """As the suite skips it: a backend waiving [idiv-zero] may trap on the corpus's
    division; compiling it is still answered."""
    from fuzz.fake_backends import installed

    path = str(ROOT / "golden" / "kernels" / "division.kernel")
    with installed("trapdiv=tests.test_cli_sweep:TRAPPING_DIVISION"):
        assert main(["run", path, "--backend", "trapdiv"]) == 2
        err = capsys.readouterr().err
        assert err == (
            "error: trapdiv backend: waives [idiv-zero], which this kernel meets (capabilities)\n"
        )
        assert main(["compile", path, "--backend", "trapdiv"]) == 0


# --- Mesa's noise ------------------------------------------------------------------------------


def test_wgsl_output_carries_no_mesa_complaint_without_xdg_runtime_dir():
    """Issue 41 item 3: every wgsl run printed Mesa's "error: XDG_RUNTIME_DIR is invalid or
    not set in the environment." twice, which reads like our error."""
    _loaded("wgsl")
    if reason := unavailable("wgsl"):
        pytest.skip(f"wgsl cannot run kernels here: {reason}")
    env = {k: v for k, v in os.environ.items() if k != "XDG_RUNTIME_DIR"}
    kernel = ROOT / "golden" / "kernels" / "elementwise_f32.kernel"
    command = [sys.executable, "-m", "refimpl", "run", str(kernel), "--backend", "wgsl"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", done.stderr
    assert "all agree" in done.stdout


# --- backends that leave the CLI's process -----------------------------------------------------


def _cli(backend: str, *words: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "UOPCHECK_EXTRA_BACKENDS": f"{backend}=fuzz.fake_backends.{backend}"}
    kernel = ROOT / "golden" / "kernels" / "elementwise_f32.kernel"
    command = [sys.executable, "-m", "refimpl", words[0], str(kernel), *words[1:]]
    return subprocess.run(command, env=env, capture_output=True, text=True, cwd=ROOT)


def test_a_backend_calling_sys_exit_while_building_is_its_error_never_exit_0():
    """Issue 42: a plugin's build() calling sys.exit(0) made `run` exit 0 with no output,
    which a CI step reads as "all agree"."""
    done = _cli("buildexit", "run", "--backend", "buildexit")
    assert done.returncode == 2, done
    assert done.stderr == (
        "error: the buildexit backend exited (SystemExit 0) while building the kernel\n"
    )
    done = _cli("buildexit", "compare", "--backends", "c,buildexit")
    assert done.returncode == 2, done
    assert "the buildexit backend exited (SystemExit 0) while building the kernel" in done.stderr


def test_a_backend_with_nothing_to_print_is_answered_by_compile(capsys):
    from fuzz.fake_backends import installed

    path = str(ROOT / "golden" / "kernels" / "elementwise_f32.kernel")
    with installed("buildexit=fuzz.fake_backends.buildexit"):
        assert main(["compile", path, "--backend", "buildexit"]) == 2
    err = capsys.readouterr().err
    assert INTERNAL not in err and "buildexit" in err, err


def test_a_backend_segfaulting_while_building_is_named_with_the_phase():
    """Issue 42: a build() that segfaults gave exit 139 and no message: the plugin's
    compiler runs in the CLI's own process. faulthandler's dump now names it."""
    done = _cli("buildsegv", "run", "--backend", "buildsegv")
    assert done.returncode == -11, done
    assert "Segmentation fault" in done.stderr
    assert '"<the buildsegv backend, building the kernel>"' in done.stderr, done.stderr


def test_run_compares_under_the_tolerance_a_waived_no_contract_asks_for(capsys):
    """As the suite does (conformance/harness.py check_kernel): tinygrad-clang waives
    [no-contract] (clang fuses a*b+c), so `run` of the corpus's mulacc said "differ", exit 1,
    where the suite passes it under the [fast-math] tolerance."""
    _loaded("tinygrad-clang")
    if reason := unavailable("tinygrad-clang"):
        pytest.skip(reason)
    path = str(ROOT / "golden" / "kernels" / "mulacc.kernel")
    note = "note: tinygrad-clang waives [no-contract]: compared with the [fast-math] tolerance"
    assert main(["run", path, "--backend", "tinygrad-clang"]) == 0, capsys.readouterr().out
    assert capsys.readouterr().out.startswith(note + "\n")
    assert main(["compare", path, "--backends", "c,tinygrad-clang"]) == 0, capsys.readouterr()
    assert capsys.readouterr().out.startswith(note + "\n")
