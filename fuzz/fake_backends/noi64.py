"""The `noi64` test double: a backend whose capabilities leave out i64 (see __init__.py).

It computes every kernel it claims with the oracle, and its "compiler" fails on an i64
kernel the way wgsl's does (`KeyError: 'i64'` from its dtype table). The suite and a
campaign never run such a kernel on it, since its capabilities say so;
tests/test_fuzz_cli_faults.py checks that `fuzz minimize` and `fuzz replay` answer from the
capabilities too ("noi64 does not support dtype i64 (capabilities)", exit 2), instead of
running it and filing the compiler's KeyError as a finding.
"""

from __future__ import annotations

from collections.abc import Sequence

from fuzz.fake_backends import _exact_outputs
from refimpl.backends.base import ALL_DTYPES, Backend, Capabilities, Program, Runner

# what this fake's "compiler" has a type for: everything but i64
WGSL_LIKE_TYPES = {name: name for name in ALL_DTYPES - {"i64"}}


class _NoI64(Backend):
    capabilities = Capabilities(dtypes=ALL_DTYPES - {"i64"})
    emits = ()

    name = "noi64"

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        for program in programs:
            for node in program.kernel.sink.toposort():
                dtype = getattr(node.dtype, "base", node.dtype)  # a buffer: its element type
                if hasattr(dtype, "kind"):
                    WGSL_LIKE_TYPES[dtype.name]  # noqa: B018 - KeyError: 'i64', as wgsl's
        return [lambda args, p=p: _exact_outputs(args, p) for p in programs]


BACKEND = _NoI64()
