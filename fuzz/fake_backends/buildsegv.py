"""The `buildsegv` test-double backend: its build() reads address 0, as a plugin whose
compiler crashes inside the CLI's own process would. tests/test_cli_sweep.py checks that
`python -m refimpl run` dies with a message naming the backend and the phase (issue 42)."""

from __future__ import annotations

import ctypes
from collections.abc import Sequence

from refimpl.backends.base import ALL_CAPABILITIES, Backend, Program, Runner


class _SegfaultsWhileBuilding(Backend):
    name = "buildsegv"
    capabilities = ALL_CAPABILITIES  # a test fake: claims every kernel

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        ctypes.string_at(0)
        return []


BACKEND = _SegfaultsWhileBuilding()
