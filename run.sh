#!/usr/bin/env bash
# The project's entry points. Each creates and uses the project-local virtualenv (.venv),
# installing everything it needs on a fresh Debian machine first.
#
#   bash run.sh demo    compile a kernel on every backend, run a one-minute fuzz campaign, print its report
#   bash run.sh test    the tests: pytest -n auto conformance/ tests/ (extra args go to pytest)
#   bash run.sh setup   only install: the system packages, .venv and its packages
#
# Besides what every run needs (gcc, python3-venv, uopcheck's Python dependencies), each command
# installs the optional parts of the table OPTIONAL_PARTS below, so the README's commands run what
# CI runs: qemu-user, clang and tinygrad 0.14.0, wgpu and Mesa's Vulkan drivers, the ptxas wheel,
# matplotlib for `python -m fuzz plot`, Apache TVM 0.27.
# System packages need root: run as root, or with sudo (asked for a password only on a
# terminal); without either they are not installed, and their tests skip, each with the command
# that installs what it needs. The Python extras go into .venv.
#
# UOPCHECK_EXTRAS is the one switch: the optional parts to install, as a comma list of the
# table's names (UOPCHECK_EXTRAS=qemu,gpu). Unset, empty or `all`: all of them.
# UOPCHECK_EXTRAS=none installs none of them: a quick setup whose optional tests skip.
# Installing is idempotent: a second run checks (dpkg -s, a stamp file in .venv) and goes on.
set -euo pipefail
cd "$(dirname "$0")"

PYTHON=${PYTHON:-python3}
VENV=.venv

# The optional parts. Columns: the name UOPCHECK_EXTRAS uses; the Debian packages, each as
# package:command, where the command on PATH means it is there already (-: no command, dpkg
# decides); the extra of pyproject.toml's [project.optional-dependencies] (-: none); what
# they let run. A part joins the default set by being here.
OPTIONAL_PARTS="
qemu      qemu-user:qemu-x86_64       -         the qemu executor: x86-64-v3 code under qemu-x86_64
tinygrad  clang:clang,libllvm19:-     tinygrad  the tinygrad backends (tinygrad 0.14.0; clang for tinygrad-clang, libLLVM >= 16 for tinygrad-llvm)
gpu       mesa-vulkan-drivers:-       gpu       the wgsl backend: wgpu 0.32.0 on Mesa's lavapipe, a CPU adapter
ptx       -                           ptx       ptxas (the nvidia-cuda-nvcc-cu12 wheel) validating the ptx backend's PTX
plot      -                           plot      python -m fuzz plot: a campaign's kernels, findings and coverage over time (matplotlib)
tvm       -                           tvm       the tvm backends: Apache TVM 0.27's TIR pipeline and LLVM code generation (apache-tvm 0.27.0.post1)
"

# What every run needs, as package:command, looked for only when a C compiler or Python's venv
# is missing (a machine without dpkg has them some other way).
REQUIRED_PACKAGES="gcc:- libc6-dev:- python3-venv:-"

part_names() { awk 'NF { print $1 }' <<<"$OPTIONAL_PARTS"; }
part_column() { awk -v name="$1" -v col="$2" '$1 == name { print $col }' <<<"$OPTIONAL_PARTS"; }

# The optional parts UOPCHECK_EXTRAS selects, one per line; an unknown name is an error.
selected_parts() {
    local wanted=${UOPCHECK_EXTRAS:-all} name
    case "$wanted" in
        all) part_names; return ;;
        none) return ;;
    esac
    for name in ${wanted//,/ }; do
        if ! part_names | grep -qx "$name"; then
            echo "run.sh: unknown UOPCHECK_EXTRAS part '$name' (known: $(part_names | xargs | tr ' ' ,), all, none)" >&2
            exit 2
        fi
        echo "$name"
    done
}

# Root, or sudo: without a terminal only if it needs no password, so a run in a script or
# CI never waits for one.
can_be_root() {
    [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null && { [ -t 0 ] || sudo -n true 2>/dev/null; }; }
}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# The packages of "package:command" entries that are missing: neither the command on PATH
# nor the package installed.
missing_packages() {
    local entry package command
    for entry in "$@"; do
        package=${entry%%:*} command=${entry#*:}
        [ "$command" != - ] && command -v "$command" >/dev/null && continue
        dpkg -s "$package" >/dev/null 2>&1 || echo "$package"
    done
}

APT_UPDATED=
apt_install() {
    can_be_root || return 1
    echo "run.sh: installing $*" >&2
    if [ -z "$APT_UPDATED" ]; then
        as_root apt-get update -qq || return 1
        APT_UPDATED=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

install_system_packages() {
    local parts=("$@") required= optional part
    if ! command -v cc >/dev/null || ! "$PYTHON" -c 'import venv, ensurepip' 2>/dev/null; then
        required=$(missing_packages $REQUIRED_PACKAGES | xargs)
    fi
    optional=$(for part in "${parts[@]}"; do
        missing_packages $(part_column "$part" 2 | tr , ' ' | sed 's/^-$//')
    done | xargs)
    if [ -n "$required" ]; then
        apt_install $required || echo "run.sh: could not install $required; continuing" >&2
    fi
    if [ -z "$optional" ] || apt_install $optional; then
        return 0
    fi
    # one package this distribution lacks (libllvm19 before Debian 12) fails the whole
    # install: each one alone, so the others are installed and only the missing ones named
    local failed=() package
    if can_be_root; then
        for package in $optional; do apt_install "$package" || failed+=("$package"); done
    else
        failed=($optional)
    fi
    [ ${#failed[@]} -eq 0 ] || echo "run.sh: could not install ${failed[*]}; the tests that" \
        "need them skip (install with \`sudo apt-get install ${failed[*]}\`)" >&2
}

# Whether the stamp says `extras` (a comma list) were installed from this pyproject.toml: a
# run with fewer parts than the last one (UOPCHECK_EXTRAS=none) installs nothing again.
installed() {
    local stamp=$1 hash=$2 extras=$3 recorded extra
    recorded=$(cat "$stamp" 2>/dev/null) || return 1
    [ "${recorded%% *}" = "$hash" ] || return 1
    for extra in ${extras//,/ }; do
        [[ ",${recorded#* }," == *",$extra,"* ]] || return 1
    done
}

setup() {
    local selection parts=() extras=dev part extra
    selection=$(selected_parts)  # an unknown name stops here
    mapfile -t parts <<<"$selection"
    [ -n "$selection" ] || parts=()
    install_system_packages "${parts[@]}"
    if [ ! -x "$VENV/bin/python" ]; then
        "$PYTHON" -m venv "$VENV"
    fi
    for part in "${parts[@]}"; do
        extra=$(part_column "$part" 3)
        [ "$extra" != - ] && extras+=",$extra"
    done
    local stamp="$VENV/.installed" hash
    hash=$(sha256sum pyproject.toml | cut -d' ' -f1)
    if ! installed "$stamp" "$hash" "$extras"; then
        "$VENV/bin/python" -m pip install -q --upgrade pip
        if ! "$VENV/bin/python" -m pip install -q -e ".[$extras]"; then
            [ "$extras" = dev ] && return 1
            # an optional wheel that cannot be had here (no network to it, another platform)
            # leaves its tests skipping, not the run failing; the next run tries again
            echo "run.sh: could not install the extras $extras; installing without them" >&2
            "$VENV/bin/python" -m pip install -q -e ".[dev]"
            extras=dev
        fi
        echo "$hash $extras" > "$stamp"
    fi
}

# The suite and the demo start a few hundred interpreters (campaigns, their fork servers,
# the CLIs under test). Where the environment sets PYTHONDONTWRITEBYTECODE, as many container
# images do, every one of them compiled refimpl from source again (the suite took 5 s longer
# on 2 cores). The bytecode caches are gitignored.
unset PYTHONDONTWRITEBYTECODE

# The test directories: conformance/ (does a backend conform) and tests/ (uopcheck's own
# tests), unless the arguments name what to run (`bash run.sh test conformance/ --backend c`).
test_paths() {
    local arg
    for arg in "$@"; do
        [ -e "${arg%%::*}" ] && return 0
    done
    echo conformance/ tests/
}

# Sourced (tests/test_bare_machine.py calls the functions above): define them, run nothing.
[ "${BASH_SOURCE[0]}" = "$0" ] || return 0

cmd=${1:-test}
shift || true
case "$cmd" in
    setup) setup ;;
    demo) setup; exec "$VENV/bin/python" -m fuzz demo "$@" ;;
    test) setup; exec "$VENV/bin/python" -m pytest -n auto $(test_paths "$@") "$@" ;;
    *) echo "usage: bash run.sh {demo|test|setup} [args]" >&2; exit 2 ;;
esac
