"""The `buildexit` test-double backend: its build() calls sys.exit(0), as a plugin whose
compiler driver exits the process would. tests/test_cli_sweep.py checks that
`python -m refimpl run` names it and exits 2, never 0 (issue 42)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from refimpl.backends.base import ALL_CAPABILITIES, Backend, Program, Runner


class _ExitsWhileBuilding(Backend):
    name = "buildexit"
    capabilities = ALL_CAPABILITIES  # a test fake: claims every kernel

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        sys.exit(0)


BACKEND = _ExitsWhileBuilding()
