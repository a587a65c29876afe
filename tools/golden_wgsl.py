"""Golden generator of the WGSL backend: one WGSL snapshot per corpus kernel it supports.

    golden/wgsl/<kernel>.wgsl   the corpus kernel as `//` comments, then the rendered module

Registered in tools/regen_golden.py as "wgsl". Rendering needs neither wgpu nor a GPU, so
conformance/test_wgsl.py compares the snapshots on any machine; a kernel whose dtypes the
backend declares unsupported (64-bit) has no snapshot.
"""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "golden" / "kernels"


def corpus() -> list[Path]:
    return sorted(CORPUS.glob("*.kernel"))


def snapshot(path: Path) -> tuple[str, str] | None:
    """(relative path, text) of one kernel's WGSL snapshot, or None when unsupported."""
    from refimpl.backends.base import Capabilities, Options, Program
    from refimpl.backends.wgsl import BACKEND, SUPPORTED_DTYPES, render
    from refimpl.compile import lower
    from refimpl.passes.linearize import linearize
    from refimpl.passes.reduce import lower_reduces
    from refimpl.text import parse
    from refimpl.verify import verify

    lowered = lower(parse(path.read_text(), str(path)))
    # the dtypes only: the parameter limit is the adapter's, and a snapshot is the same on
    # every machine, with or without a GPU
    if Capabilities(dtypes=SUPPORTED_DTYPES).unsupported(lowered) is not None:
        return None
    # compile.prepare's steps, without looking the backend up by name: a checkout whose
    # entry points are not installed renders the snapshots too
    # (REDUCE first becomes a register accumulator, as in compile.legalize)
    sink = lowered.sink if BACKEND.takes_reduce else lower_reduces(lowered.sink)
    legal = verify(lowered.with_sink(BACKEND.legalize(sink, Options())))
    program = Program(legal, linearize(legal.sink), Options(), "wgsl")
    comment = "".join(f"// {line}".rstrip() + "\n" for line in path.read_text().splitlines())
    header = "// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl\n"
    text = header + comment + "\n" + render(program)
    return f"golden/wgsl/{path.stem}.wgsl", text


def generate() -> dict[str, str]:
    return dict(s for path in corpus() if (s := snapshot(path)) is not None)
