"""What every backend provides, and the calling convention all executable code shares.

A backend turns a `Program` (a verified, legalized, linearized kernel) into text (`emit`)
and into runnable kernels (`build`). `build` takes a batch of programs so a backend that
calls an external compiler can compile many kernels with one process.

Calling convention (C, LLVM and x86 alike): the kernel is a function
`void NAME(p0, p1, ...)` taking its parameters in slot order — a pointer to the first
element of each buffer, and each scalar parameter as its integer dtype. Buffers are
modified in place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from refimpl.ir import Kernel, Ops, UOp


@dataclass(frozen=True)
class Options:
    """Compile options shared by all backends."""

    fast_math: bool = False  # allow FMA contraction (docs/semantics.md [fast-math])
    target: str = "x86-64-v3"  # x86 only: "x86-64-v3" or "x86-64-v2"
    check_regalloc: bool = False  # x86 only: verify the register allocation symbolically
    opt_level: int = 2


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


@dataclass
class Program:
    """A kernel ready for a backend: legalized and linearized."""

    kernel: Kernel  # after lowering and legalization
    linear: list[UOp]
    options: Options
    backend: str

    @property
    def name(self) -> str:
        return self.kernel.name


Runner = Callable[[Args], None]


class BackendUnavailable(RuntimeError):
    """A backend, target or executor that this machine cannot provide (the reason says why)."""


class Backend:
    """Base class: subclasses set `name`, `emits`, `executors` and implement emit/build."""

    name = ""
    emits: tuple[str, ...] = ()
    executors: tuple[str, ...] = ("native",)
    targets: tuple[str | None, ...] = (None,)

    def unavailable(self, options: Options, executor: str = "native") -> str | None:
        """Why this backend cannot run here (None when it can)."""
        return None

    def legalize(self, sink: UOp, options: Options) -> UOp:
        """Backend-specific rewrites before linearization (default: none)."""
        return sink

    def emit(self, program: Program, what: str) -> str:
        raise NotImplementedError

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        raise NotImplementedError
