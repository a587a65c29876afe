"""A minimal uopcheck backend plugin: kernels rendered to C by uopcheck's C renderer, compiled
by this package with the system C compiler, and called through uopcheck's native runner.

Where this sits: an installed package outside the project, registered only by the
`uopcheck.backends` entry point in its pyproject.toml (docs/backends.md walks through it).
It shows the whole protocol a backend implements, in pipeline order: `unavailable` (can it
run here?), `legalize` (rewrite what it cannot compile), `emit` (text for a human), `build`
(runnable kernels for a batch of programs), and the capabilities it declares. Its legalize
is the worked example of docs/backends.md (an integer multiply by a power of two becomes a
shift: matching a node, building its replacement). It leaves out f16: uopcheck's C backend
computes f16 through f32 in a legalization step this plugin does not run, so it declares f16
unsupported and the suite skips those cases with that reason.

Its known failures and pinned reproducers, when it has any, live next to this file in
expectations/ (`expectations_dir`): `python tools/regen_expectations.py --backend example-c`
writes expectations/example-c.txt there, and the suite reads it and expectations/pins/.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from refimpl.backends.base import (
    Backend,
    BackendUnavailable,
    Capabilities,
    Options,
    Program,
    Runner,
)
from refimpl.backends.c import render_unit
from refimpl.dtypes import SCALARS
from refimpl.ir import Ops, UOp
from refimpl.native.call import ctypes_runner
from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite

# the spec's flags: wrapping integers, no contraction, no fast-math ([int-wrap], [no-contract])
CFLAGS = ("-O2", "-std=gnu11", "-shared", "-fPIC", "-fwrapv", "-ffp-contract=off")


# --- legalize: the worked example of docs/backends.md, which quotes it verbatim -------------
# (tests/test_plugins.py checks the quote and runs it)
def shift_for_power_of_two(node: UOp, x: UOp, c: UOp) -> UOp | None:
    """x * 2**k -> x << k on integers: equal modulo 2**bits ([int-wrap]) for 0 < k < bits.
    Returning None leaves the node alone (the rule does not apply)."""
    if node.dtype.scalar.is_float:
        return None  # a float multiply rounds; a shift does not exist for it
    k = c.arg.bit_length() - 1
    if c.arg <= 1 or c.arg != 1 << k:
        return None  # not a power of two above 1 (negative constants included)
    count = UOp.const(node.dtype, k)  # the count has the value's dtype (docs/kernel-format.md)
    return x.alu(Ops.SHL, count)  # the same as UOp(Ops.SHL, node.dtype, (x, count))


SHIFT_RULES = PatternMatcher([
    # a scalar mul with a constant operand, either side (the constant is a CONST node)
    (Pat(Ops.MUL, src=(Pat.var("x"), Pat.cvar("c")), name="node", commutative=True),
     shift_for_power_of_two),
])  # fmt: skip


def legalize_shifts(sink: UOp) -> UOp:
    return graph_rewrite(sink, SHIFT_RULES)  # bottom-up, to a fixed point


class ExampleCBackend(Backend):
    name = "example-c"
    emits = ("source",)
    capabilities = Capabilities(dtypes=frozenset(SCALARS) - {"f16"})
    # known failures (<name>.txt) and pinned reproducers (pins/*.kernel) of this plugin, kept
    # in its own repository; read by the suite and written by tools/regen_expectations.py
    expectations_dir = Path(__file__).parent / "expectations"

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        compiler = os.environ.get("CC", "cc")
        return None if shutil.which(compiler) else f"C compiler {compiler!r} not found"

    def legalize(self, sink: UOp, options: Options) -> UOp:
        # the C renderer takes every op of the spec as it is (f16 aside); the rewrite is there
        # to show how one is written (docs/backends.md), and keeps the kernel's meaning
        return legalize_shifts(sink)

    def emit(self, program: Program, what: str) -> str:
        return render_unit([program], [program.name])

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        """One shared object for the whole batch, one runner per program, in order."""
        if not programs:
            return []
        names = [f"k{i}_{p.name}" for i, p in enumerate(programs)]
        library = _compile(render_unit(programs, names))
        runners = []
        for program, name in zip(programs, names, strict=True):
            address = ctypes.cast(getattr(library, name), ctypes.c_void_p).value
            # ctypes_runner: parameters in slot order, faults and timeouts become exceptions
            runners.append(ctypes_runner(address, program.kernel, library))
        return runners


def _compile(source: str) -> ctypes.CDLL:
    compiler = os.environ.get("CC", "cc")
    with tempfile.TemporaryDirectory(prefix="uopcheck-example-") as tmp:
        c_file, library = Path(tmp) / "kernels.c", Path(tmp) / "kernels.so"
        c_file.write_text(source)
        proc = subprocess.run(
            [compiler, *CFLAGS, str(c_file), "-o", str(library)], capture_output=True, text=True
        )
        if proc.returncode != 0:
            # a compile error is an exception from build: the suite reports it as the test's
            # failure, the fuzzer as a compile-error finding
            raise RuntimeError(f"{compiler} failed:\n{proc.stderr}")
        if not library.exists():
            raise BackendUnavailable(f"{compiler} wrote no {library.name}")
        return ctypes.CDLL(str(library))  # dlopen keeps the mapping after the file is gone
