"""A bare machine, imitated: what `bash run.sh test` does where the optional tools are missing.

The README's commands install qemu-user, clang, Mesa's Vulkan drivers and the tinygrad, wgpu,
ptxas and tvm extras (run.sh, OPTIONAL_PARTS), and CI has them all, so a test that assumes one
would pass in CI and fail on a user's machine where it could not be installed (as
tests/test_campaign_faults.py's runner test did, assuming qemu). Here:

- `test_whole_suite_passes_with_the_optional_tools_hidden` runs the suite again
  (`pytest conformance/ tests/ --executor qemu`, this module left out) with every optional
  tool hidden: a PATH of symlinks to the PATH's commands but qemu-x86_64, clang and ptxas; a
  sitecustomize on PYTHONPATH whose import finder refuses tinygrad, wgpu, TVM and the
  nvidia wheel's ptxas; and Mesa's drivers out of the Vulkan loader's sight. It must pass with 0
  failures: the tests of those tools skip, each with the command that installs the tool.
- the `install_system_packages` tests run run.sh's install step with apt-get, dpkg, id and
  sudo replaced by recording stand-ins: as root it installs every missing package with one
  `apt-get update`, and without root or sudo it installs nothing, goes on, and says the
  command.

Every module runs there, tests/ whole; `--executor qemu` leaves out only the op-suite, corpus
and bench cases of the configs that run natively, under `guarded` or under Unicorn: those use
no optional tool (their configs go through the same machinery as the qemu ones, which run and
skip), and running them again would double the suite's cost. Measured on 2 cores: 300
CPU-seconds with an empty code cache, 216 with a warm one. It is marked `starts_first` (the
root conftest.py): one worker starts on it while the other runs the rest. Running only the
modules that name a tool would miss what this is for: a test anywhere that assumes one (the
runner test above was in tests/, not in a backend's module).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
THIS = Path(__file__).relative_to(ROOT).as_posix()

# What each hidden tool is, as the suite looks for it. Commands: names on PATH (clang also
# versioned, clang-19); modules: what the finder refuses (a submodule too).
HIDDEN_COMMANDS = re.compile(r"qemu-x86_64|clang(-\d+)?|clang\+\+(-\d+)?|ptxas")
HIDDEN_MODULES = ("tinygrad", "wgpu", "nvidia.cuda_nvcc", "tvm")
# Set in the hidden-tools run: this module is left out of it (--ignore), and would skip.
INSIDE = "UOPCHECK_TOOLS_HIDDEN"

BLOCKER = f'''
"""Written by {THIS}: the optional Python packages are not installed, as far as
this interpreter can tell (its subprocesses inherit PYTHONPATH, so they cannot either)."""
import sys

HIDDEN = {HIDDEN_MODULES!r}


class HiddenModules:
    def find_spec(self, name, path=None, target=None):
        if any(name == hidden or name.startswith(hidden + ".") for hidden in HIDDEN):
            raise ModuleNotFoundError(f"No module named {{name!r}} (hidden by {THIS})", name=name)
        return None


sys.meta_path.insert(0, HiddenModules())
'''


def path_without(hidden: re.Pattern[str], folder: Path) -> str:
    """A PATH of one folder: symlinks to every command the current PATH finds (the first of
    each name, as a lookup would) but those whose names match `hidden`."""
    folder.mkdir()
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        try:
            names = sorted(os.listdir(directory or "."))
        except OSError:
            continue
        for name in names:
            target = Path(directory or ".", name).absolute()
            link = folder / name
            if hidden.fullmatch(name) or link.exists() or link.is_symlink():
                continue
            if target.is_file() and os.access(target, os.X_OK):
                link.symlink_to(target)
    return str(folder)


def hidden_tools_environment(tmp_path: Path) -> dict[str, str]:
    """The environment of a machine without qemu-user, clang, Mesa or any extra."""
    blocker = tmp_path / "blocker"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(BLOCKER)
    env = {
        k: v
        for k, v in os.environ.items()
        # the outer run's: an inner pytest is not one of its xdist workers; $PTXAS and a
        # clang $CC would name a hidden tool
        if not k.startswith(("PYTEST_", "PYTEST_XDIST")) and k not in ("PTXAS", "CC")
    }
    python_path = [str(blocker), *filter(None, [env.get("PYTHONPATH")])]
    nowhere = str(tmp_path / "no-vulkan-driver.json")
    env |= {
        "PATH": path_without(HIDDEN_COMMANDS, tmp_path / "bin"),
        "PYTHONPATH": os.pathsep.join(python_path),
        "VK_ICD_FILENAMES": nowhere,  # the Vulkan loader's driver list (VK_DRIVER_FILES: newer)
        "VK_DRIVER_FILES": nowhere,
        INSIDE: "1",
    }
    return env


def test_the_hidden_tools_are_hidden(tmp_path):
    """What the whole-suite run relies on: none of the tools can be found, the rest can."""
    env = hidden_tools_environment(tmp_path)
    probe = """
import importlib.util, shutil, sys
from refimpl.backends import ptx
from refimpl.runtime import runner
for command in ("qemu-x86_64", "clang", "ptxas", "cc", "python3"):
    print(command, bool(shutil.which(command)))
for module in ("tinygrad", "wgpu", "nvidia.cuda_nvcc", "tvm", "numpy"):
    try:
        print(module, importlib.util.find_spec(module) is not None)
    except ModuleNotFoundError:
        print(module, False)
print("ptxas-found", ptx.find_ptxas()[0] is not None)
try:
    runner.qemu_command()
    print("qemu-command", True)
except Exception as e:
    print("qemu-command", False, e)
"""
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    found = {line.split()[0]: line.split()[1] == "True" for line in done.stdout.splitlines()}
    hidden = ["qemu-x86_64", "clang", "ptxas", "tinygrad", "wgpu", "nvidia.cuda_nvcc", "tvm"]
    assert [name for name in hidden if found[name]] == [], done.stdout
    assert found["cc"] and found["python3"] and found["numpy"], done.stdout  # the rest is there
    assert not found["ptxas-found"] and not found["qemu-command"], done.stdout
    assert "install with `sudo apt-get install qemu-user`" in done.stdout


# The summary line pytest ends with: "1 failed, 19518 passed, 1014 skipped in 180.00s".
OUTCOME = re.compile(r"(\d+) (failed|passed|skipped|errors?|xfailed|xpassed)")


@pytest.mark.starts_first
def test_whole_suite_passes_with_the_optional_tools_hidden(tmp_path):
    if os.environ.get(INSIDE):
        pytest.skip("this is the hidden-tools run itself")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "auto", "-q", "-p", "no:cacheprovider"]
        + ["-rfEs", "conformance/", "tests/", f"--ignore={THIS}", "--executor", "qemu"],
        cwd=ROOT,
        env=hidden_tools_environment(tmp_path),
        capture_output=True,
        text=True,
    )
    output = done.stdout + done.stderr
    summary = output.strip().splitlines()[-1] if output.strip() else ""
    counts = {kind: int(n) for n, kind in OUTCOME.findall(summary)}
    problems = [line for line in output.splitlines() if line.startswith(("FAILED", "ERROR"))]
    assert done.returncode == 0 and counts.get("passed"), (
        "with qemu-user, clang, ptxas, tinygrad, wgpu, TVM and Mesa hidden, the suite failed: a "
        "test assumes an optional tool (it should skip, saying how to install it).\n"
        + "\n".join(problems or output.splitlines()[-40:])
        + f"\n{summary}"
    )
    assert counts.get("skipped"), f"nothing skipped with the tools hidden: {summary}"
    unhelpful = [
        line
        for line in output.splitlines()
        if line.startswith("SKIPPED")
        and MISSING_TOOL.search(line)
        and "install with `" not in line
        and "NVIDIA GPU" not in line  # no command brings a GPU: the GPU-execution tests
    ]
    assert not unhelpful, "a skip for a missing tool must say how to install it:\n" + "\n".join(
        unhelpful
    )


# what a skip reason says when a hidden tool is missing (each must carry its install command)
MISSING_TOOL = re.compile(
    r"not installed|not on PATH|not found|no ptxas|no GPU adapter|does not work with", re.I
)


# --- run.sh's install step, with stand-ins for apt-get, dpkg, id and sudo ----------------------

STAND_INS = {
    # apt-get records what it was asked and succeeds, unless asked for the package $APT_LACKS
    "apt-get": 'echo "$*" >> "$APT_LOG"; case " $* " in *" $APT_LACKS "*) exit 100 ;; esac',
    # dpkg -s PACKAGE: installed if it is in $INSTALLED
    "dpkg": 'case " $INSTALLED " in *" $2 "*) exit 0 ;; *) exit 1 ;; esac',
    "id": '[ "$1" = -u ] && echo "$UID_NOW" || exec /usr/bin/id "$@"',
    # sudo without a password when $SUDO is "nopasswd"; `sudo -n true` is run.sh's question
    "sudo": '[ "$SUDO" = nopasswd ] || exit 1; [ "$1" = -n ] && shift; exec "$@"',
}


def run_install_step(
    tmp_path: Path,
    *,
    root: bool,
    sudo: str = "",
    installed: str = "",
    extras: str | None = None,
    lacks: str = "-",
) -> tuple[subprocess.CompletedProcess, list[str]]:
    """run.sh's install_system_packages for the parts UOPCHECK_EXTRAS selects, on a machine
    where qemu-x86_64 and clang are not on PATH and dpkg knows only `installed`; returns the
    process and the apt-get commands it ran."""
    stand_ins = tmp_path / "stand-ins"
    stand_ins.mkdir()
    for name, script in STAND_INS.items():
        if name == "sudo" and not sudo:
            continue
        (stand_ins / name).write_text(f"#!/bin/bash\n{script}\n")
        (stand_ins / name).chmod(0o755)
    hidden = re.compile(f"{HIDDEN_COMMANDS.pattern}|sudo")
    path = os.pathsep.join([str(stand_ins), path_without(hidden, tmp_path / "bin")])
    log = tmp_path / "apt.log"
    env = {"PATH": path, "APT_LOG": str(log), "INSTALLED": installed, "SUDO": sudo}
    env["APT_LACKS"] = lacks
    env |= {"UID_NOW": "0" if root else "1000", "HOME": str(tmp_path)}
    if extras is not None:
        env["UOPCHECK_EXTRAS"] = extras
    script = "source ./run.sh && parts=$(selected_parts) && install_system_packages $parts"
    done = subprocess.run(
        ["bash", "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    return done, log.read_text().splitlines() if log.exists() else []


OPTIONAL_PACKAGES = "qemu-user clang libllvm19 mesa-vulkan-drivers"


def test_as_root_run_sh_installs_every_missing_optional_package_after_one_update(tmp_path):
    done, apt = run_install_step(tmp_path, root=True)
    assert done.returncode == 0, done.stderr
    assert apt == ["update -qq", f"install -y -qq {OPTIONAL_PACKAGES}"]


def test_with_passwordless_sudo_run_sh_installs_them_too(tmp_path):
    done, apt = run_install_step(tmp_path, root=False, sudo="nopasswd")
    assert done.returncode == 0, done.stderr
    assert apt == ["update -qq", f"install -y -qq {OPTIONAL_PACKAGES}"]


def test_run_sh_installs_nothing_when_everything_is_there(tmp_path):
    done, apt = run_install_step(tmp_path, root=True, installed=OPTIONAL_PACKAGES)
    assert (done.returncode, apt, done.stderr) == (0, [], "")


def test_run_sh_installs_only_what_is_missing(tmp_path):
    installed = "qemu-user mesa-vulkan-drivers libllvm19"
    done, apt = run_install_step(tmp_path, root=True, installed=installed)
    assert done.returncode == 0, done.stderr
    assert apt == ["update -qq", "install -y -qq clang"]


def test_a_package_the_distribution_lacks_costs_only_itself(tmp_path):
    done, apt = run_install_step(tmp_path, root=True, lacks="libllvm19")
    assert done.returncode == 0, done.stderr
    alone = [f"install -y -qq {p}" for p in OPTIONAL_PACKAGES.split()]
    assert apt == ["update -qq", f"install -y -qq {OPTIONAL_PACKAGES}", *alone]
    assert "could not install libllvm19; the tests that need them skip" in done.stderr
    assert "`sudo apt-get install libllvm19`" in done.stderr


def test_without_root_or_sudo_run_sh_goes_on_and_says_the_command(tmp_path):
    done, apt = run_install_step(tmp_path, root=False)
    assert done.returncode == 0, done.stderr
    assert apt == []
    assert f"could not install {OPTIONAL_PACKAGES}" in done.stderr
    assert f"`sudo apt-get install {OPTIONAL_PACKAGES}`" in done.stderr


@pytest.mark.parametrize(
    "extras, packages",
    [
        ("none", ""),
        ("qemu", "qemu-user"),
        ("tinygrad,ptx", "clang libllvm19"),
        ("all", OPTIONAL_PACKAGES),
    ],
)
def test_uopcheck_extras_selects_the_optional_parts(tmp_path, extras, packages):
    done, apt = run_install_step(tmp_path, root=True, extras=extras)
    assert done.returncode == 0, done.stderr
    assert apt == (["update -qq", f"install -y -qq {packages}"] if packages else [])


def test_an_unknown_part_is_an_error_naming_the_known_ones(tmp_path):
    done, apt = run_install_step(tmp_path, root=True, extras="qemu,cuda")
    assert (done.returncode, apt) == (2, [])
    known = "qemu,tinygrad,gpu,ptx,plot,tvm"
    assert f"unknown UOPCHECK_EXTRAS part 'cuda' (known: {known}, all, none)" in done.stderr
