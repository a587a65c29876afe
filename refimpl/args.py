"""Kernel arguments: the values a kernel runs on, every buffer and every scalar by name.

Where this sits: just above the IR. The oracle takes Args, refimpl.inputs makes them, the
comparison reads them, and every backend's runner and every executor runs a kernel on them,
so they live below all of those; refimpl.backends.base re-exports `Args` for plugins. How
the arguments reach machine code (slot order, pointers, 64-bit words) is the calling
convention in backends/base.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from refimpl.ir import Kernel, Ops


@dataclass
class Args:
    """Kernel arguments: every buffer by name (modified in place) and every scalar by name."""

    buffers: dict[str, np.ndarray]
    vars: dict[str, int] = field(default_factory=dict)

    def copy(self) -> Args:
        return Args({k: v.copy() for k, v in self.buffers.items()}, dict(self.vars))

    def ordered(self, kernel: Kernel) -> list[np.ndarray | int]:
        """The arguments in slot order, as the calling convention passes them."""
        return [
            self.buffers[p.arg[1]] if p.op is Ops.PARAM else self.vars[p.arg[1]]
            for p in kernel.params
        ]
