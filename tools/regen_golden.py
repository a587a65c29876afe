"""Regenerate the checked-in golden files, or check that they are up to date.

    python tools/regen_golden.py                 rewrite every golden file
    python tools/regen_golden.py --check         compare; print a unified diff, exit 1 if stale
    python tools/regen_golden.py --only NAME     restrict to one generator (repeatable)

Exit status: 0 done (or up to date), 1 stale (--check), 2 a file could not be written (a
full disk, a read-only folder): that file is unchanged, since every file is replaced whole
(tools/golden_atomic_write.py), and the ones after it are not written.

Golden files are never edited by hand: each one is produced by a generator registered in
GENERATORS below. A generator is a function returning {path relative to the repository:
text}. To add one, write the function (in its own module under tools/, imported lazily so
that one generator's dependencies do not burden the others) and add a line to GENERATORS.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "tools")]

from golden_atomic_write import write_atomically  # noqa: E402 - found through the path above


def _encodings() -> dict[str, str]:
    from golden_encodings import generate

    return generate()


def _x86_asm() -> dict[str, str]:
    from golden_x86 import generate_asm

    return generate_asm()


def _x86_quality() -> dict[str, str]:
    from golden_x86 import generate_quality

    return generate_quality()


def _wgsl() -> dict[str, str]:
    from golden_wgsl import generate

    return generate()


def _ptx() -> dict[str, str]:
    from golden_ptx import generate

    return generate()


GENERATORS: dict[str, Callable[[], dict[str, str]]] = {
    "encodings": _encodings,  # golden/x86/encodings.tsv, golden/x86/encodings.aliases.tsv
    "asm": _x86_asm,  # golden/x86/asm/<kernel>.<target>.asm
    "quality": _x86_quality,  # golden/x86/quality.tsv
    "wgsl": _wgsl,  # golden/wgsl/<kernel>.wgsl
    "ptx": _ptx,  # golden/ptx/<kernel>.ptx
}


def run(names: list[str], check: bool) -> int:
    stale = 0
    for name in names:
        for relative, text in GENERATORS[name]().items():
            path = REPO / relative
            old = path.read_text() if path.exists() else ""
            if old == text:
                print(f"{name}: {relative} is up to date")
                continue
            if check:
                stale += 1
                diff = difflib.unified_diff(
                    old.splitlines(keepends=True),
                    text.splitlines(keepends=True),
                    f"{relative} (checked in)",
                    f"{relative} (regenerated)",
                )
                sys.stdout.writelines(diff)
                print(
                    f"{name}: {relative} is stale; run python tools/regen_golden.py --only {name}"
                )
            else:
                try:
                    write_atomically(path, text)
                except OSError as error:
                    print(
                        f"regen_golden: cannot write {relative}: {error.strerror or error}; "
                        "it is unchanged (files listed as written above are new)",
                        file=sys.stderr,
                    )
                    return 2
                print(f"{name}: wrote {relative}")
    return 1 if stale else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 with a diff")
    parser.add_argument(
        "--only",
        action="append",
        choices=sorted(GENERATORS),
        metavar="NAME",
        help=f"run only this generator (one of: {', '.join(sorted(GENERATORS))})",
    )
    args = parser.parse_args(argv)
    return run(args.only or list(GENERATORS), args.check)


if __name__ == "__main__":
    sys.exit(main())
