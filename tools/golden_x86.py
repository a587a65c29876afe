"""Golden generators of the x86 backend: assembly snapshots and quality figures.

    golden/x86/asm/<kernel>.<target>.asm   the corpus kernel as `;` comments, then its listing
    golden/x86/asm/<kernel>.<target>-win64.asm   the same with the Windows x64 convention
    golden/x86/quality.tsv                 per kernel and target: instructions, code bytes,
                                           spill stores, reloads
    golden/x86/quality-win64.tsv           the same with the Windows x64 convention

Registered in tools/regen_golden.py as "asm" and "quality". conformance/test_x86_golden.py
fails when a snapshot is stale or any quality figure is worse than recorded.
"""

from __future__ import annotations

from pathlib import Path

from refimpl.backends.x86.target import TARGETS as X86_TARGETS

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "golden" / "kernels"
TARGETS = tuple(X86_TARGETS)
ABIS = ("sysv", "win64")  # Options.abi; sysv is the default, with the original file names
QUALITY_FILES = {"sysv": "golden/x86/quality.tsv", "win64": "golden/x86/quality-win64.tsv"}
QUALITY_COLUMNS = ("kernel", "target", "instructions", "code_bytes", "spill_stores", "reloads")


def corpus() -> list[Path]:
    return sorted(CORPUS.glob("*.kernel"))


def compile_kernel(path: Path, target: str, abi: str = "sysv"):
    from refimpl.backends.base import Options
    from refimpl.compile import compile_kernel
    from refimpl.text import parse

    options = Options(target=target, check_regalloc=True, abi=abi)
    return compile_kernel(parse(path.read_text()), "x86", options, cache=False).compiled


def snapshot(path: Path, target: str, abi: str = "sysv") -> tuple[str, str]:
    """(relative path, text) of one kernel's assembly snapshot."""
    compiled = compile_kernel(path, target, abi)
    comment = "".join(f"; {line}".rstrip() + "\n" for line in path.read_text().splitlines())
    convention = "" if abi == "sysv" else f", calling convention {abi}"
    regenerate = "regenerate: python tools/regen_golden.py"
    header = f"; x86 backend, target {target}{convention}; {regenerate}\n"
    text = header + comment + "\n" + "\n".join(compiled.listing) + "\n"
    suffix = "" if abi == "sysv" else f"-{abi}"
    return f"golden/x86/asm/{path.stem}.{target}{suffix}.asm", text


def generate_asm() -> dict[str, str]:
    return dict(
        snapshot(path, target, abi) for path in corpus() for target in TARGETS for abi in ABIS
    )


def quality_rows(abi: str = "sysv") -> list[dict[str, object]]:
    rows = []
    for path in corpus():
        for target in TARGETS:
            c = compile_kernel(path, target, abi)
            figures = (path.stem, target, c.instructions, len(c.code), c.spill_stores, c.reloads)
            rows.append(dict(zip(QUALITY_COLUMNS, figures, strict=True)))
    return rows


def generate_quality() -> dict[str, str]:
    files = {}
    for abi, name in QUALITY_FILES.items():
        lines = ["\t".join(QUALITY_COLUMNS)]
        lines += ["\t".join(str(row[c]) for c in QUALITY_COLUMNS) for row in quality_rows(abi)]
        files[name] = "\n".join(lines) + "\n"
    return files


def read_quality(text: str) -> dict[tuple[str, str], dict[str, int]]:
    lines = text.splitlines()
    header = lines[0].split("\t")
    table = {}
    for line in lines[1:]:
        row = dict(zip(header, line.split("\t"), strict=True))
        table[(row["kernel"], row["target"])] = {c: int(row[c]) for c in QUALITY_COLUMNS[2:]}
    return table
