#!/usr/bin/env bash
# The project's entry points. Each creates and uses the project-local virtualenv (.venv),
# installing everything it needs on a fresh Debian machine first.
#
#   bash run.sh demo    compile a kernel on every backend, run a one-minute fuzz campaign, print its report
#   bash run.sh test    the tests: pytest -n auto conformance/ tests/ (extra args go to pytest)
#   bash run.sh setup   only create/refresh .venv
#
# UOPCHECK_EXTRAS=tinygrad also installs the optional tinygrad backends (tinygrad 0.14.0 and,
# for tinygrad-clang, the clang compiler); without it their tests skip with the reason.
# UOPCHECK_EXTRAS=gpu installs the optional wgsl backend (wgpu, and Mesa's Vulkan drivers, whose
# lavapipe is a CPU adapter); UOPCHECK_EXTRAS=ptx installs a ptxas (the nvidia-cuda-nvcc-cu12
# wheel) so the ptx backend's PTX is validated; extras combine: UOPCHECK_EXTRAS=tinygrad,gpu,ptx.
set -euo pipefail
cd "$(dirname "$0")"

PYTHON=${PYTHON:-python3}
VENV=.venv

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }

apt_install() {
    # System packages a fresh Debian may lack; installed only when missing.
    local missing=()
    for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "run.sh: installing ${missing[*]}" >&2
    as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

setup() {
    if ! command -v cc >/dev/null || ! "$PYTHON" -c 'import venv, ensurepip' 2>/dev/null; then
        apt_install gcc libc6-dev python3-venv || echo "run.sh: could not install gcc/python3-venv; continuing" >&2
    fi
    if [ ! -x "$VENV/bin/python" ]; then
        "$PYTHON" -m venv "$VENV"
    fi
    local extras="dev${UOPCHECK_EXTRAS:+,$UOPCHECK_EXTRAS}"
    case ",$extras," in
        *,tinygrad,*) command -v clang >/dev/null || apt_install clang \
            || echo "run.sh: could not install clang; tinygrad-clang will skip" >&2 ;;
    esac
    case ",$extras," in
        *,gpu,*) apt_install mesa-vulkan-drivers \
            || echo "run.sh: could not install mesa-vulkan-drivers; wgsl may skip" >&2 ;;
    esac
    local stamp="$VENV/.installed" want
    want="$(sha256sum pyproject.toml | cut -d' ' -f1) $extras"
    if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
        "$VENV/bin/python" -m pip install -q --upgrade pip
        "$VENV/bin/python" -m pip install -q -e ".[$extras]"
        echo "$want" > "$stamp"
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

cmd=${1:-test}
shift || true
case "$cmd" in
    setup) setup ;;
    demo) setup; exec "$VENV/bin/python" -m fuzz demo "$@" ;;
    test) setup; exec "$VENV/bin/python" -m pytest -n auto $(test_paths "$@") "$@" ;;
    *) echo "usage: bash run.sh {demo|test|setup} [args]" >&2; exit 2 ;;
esac
