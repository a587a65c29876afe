"""W^X for native runs: no page of the process is writable and executable at once.

docs/executors.md promises W^X for the `native` executor: generated code is written into
memory that is not executable, then made read+execute. The check is a fresh interpreter
(one that has run nothing else: a ctypes callback made by any other test would leave its
own RWX page behind) that builds and runs several corpus kernels on one backend, then lists
the mappings of /proc/self/maps whose permissions are `rwx`. Regression: importing
llvmlite made two ctypes callbacks, whose libffi closures live in an RWX page
(refimpl/backends/llvm.py, _import_llvmlite_binding).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from refimpl.compile import unavailable

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ["sum_reduce", "division", "casts_int_float", "bitcasts", "cumsum"]

CHILD = """
import json, sys
from pathlib import Path
from refimpl.inputs import make_args
from refimpl.backends.base import Options
from refimpl.compile import build
from refimpl.text import parse

backend, names = sys.argv[1], sys.argv[2:]
kernels = [parse(Path(f"golden/kernels/{name}.kernel").read_text()) for name in names]
for kernel, runner in zip(kernels, build(kernels, backend, Options(), "native")):
    runner(make_args(kernel, 0))
maps = Path("/proc/self/maps").read_text().splitlines()
print(json.dumps([line for line in maps if line.split()[1].startswith("rwx")]))
"""


def rwx_mappings_after_running(backend: str) -> list[str]:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, backend, *KERNELS],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


@pytest.mark.parametrize("backend", ["c", "llvm", "x86"])
def test_no_page_is_writable_and_executable_after_native_runs(backend):
    if reason := unavailable(backend):
        pytest.skip(f"{backend}: {reason}")
    assert rwx_mappings_after_running(backend) == []
