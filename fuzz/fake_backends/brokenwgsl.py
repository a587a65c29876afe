"""The `brokenwgsl` test double: the wgsl backend with a renderer that writes one ill-typed
statement into every shader, so naga rejects it at build (see fuzz/fake_backends/__init__.py).

conformance/test_wgsl.py checks that a campaign reports it as a compile-error finding whose
summary carries naga's `wgsl:LINE:COL`, which is what a real renderer bug would look like.
"""

from collections.abc import Sequence

from refimpl.backends import wgsl
from refimpl.backends.base import Program, Runner

ILL_TYPED = "    let broken: u32 = 1.5f;  // a float literal bound to a u32"


def broken_render(program: Program) -> str:
    lines = wgsl.render(program).splitlines()
    body = lines.index("fn main() {") + 1
    return "\n".join([*lines[:body], ILL_TYPED, *lines[body:]]) + "\n"


class BrokenWgsl(wgsl.WgslBackend):
    name = "brokenwgsl"

    def emit(self, program: Program, what: str) -> str:
        return broken_render(program)

    def build(self, programs: Sequence[Program], executor: str = "native") -> list[Runner]:
        return [wgsl._Compiled(p, broken_render(p)) for p in programs]


BACKEND = BrokenWgsl()
