"""Golden generator of the PTX backend: one PTX snapshot per corpus kernel.

    golden/ptx/<kernel>.ptx   the corpus kernel as `//` comments, then the rendered module

Registered in tools/regen_golden.py as "ptx". Rendering needs neither ptxas nor a GPU, so
conformance/test_ptx.py compares the snapshots on any machine (and has ptxas check them,
with the rest of the corpus and the op suite, where one is found).
"""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "golden" / "kernels"


def corpus() -> list[Path]:
    return sorted(CORPUS.glob("*.kernel"))


def snapshot(path: Path) -> tuple[str, str] | None:
    """(relative path, text) of one kernel's PTX snapshot, or None when unsupported."""
    from refimpl.backends.base import Options, Program
    from refimpl.backends.ptx import BACKEND, render
    from refimpl.compile import lower
    from refimpl.passes.linearize import linearize
    from refimpl.passes.reduce import lower_reduces
    from refimpl.text import parse
    from refimpl.verify import verify

    lowered = lower(parse(path.read_text(), str(path)))
    if BACKEND.capabilities.unsupported(lowered) is not None:
        return None
    # compile.prepare's steps, without looking the backend up by name: a checkout whose
    # entry points are not installed renders the snapshots too
    # (REDUCE first becomes a register accumulator, as in compile.legalize)
    sink = lowered.sink if BACKEND.takes_reduce else lower_reduces(lowered.sink)
    legal = verify(lowered.with_sink(BACKEND.legalize(sink, Options())))
    program = Program(legal, linearize(legal.sink), Options(), "ptx")
    comment = "".join(f"// {line}".rstrip() + "\n" for line in path.read_text().splitlines())
    header = "// ptx backend; regenerate: python tools/regen_golden.py --only ptx\n"
    return f"golden/ptx/{path.stem}.ptx", header + comment + "\n" + render(program)


def generate() -> dict[str, str]:
    return dict(s for path in corpus() if (s := snapshot(path)) is not None)
