"""Write a golden file all at once: the old file or the new one, never half of either.

`Path.write_text` truncates the file, then writes: a full disk, a kill or a crash between the
two leaves a truncated golden file that the next test run reads as the expected output.
`write_atomically` writes the text to a temporary file in the same folder, flushes it to the
disk (fsync), then renames it over the old one (os.replace, atomic within a file system).
A failure on the way removes the temporary file and raises, the old file untouched.

Used by tools/regen_golden.py for every file a golden generator returns, and by
tools/regen_expectations.py for an expectations file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` by a file holding `text` (UTF-8), or raise OSError and change nothing.
    A new file gets the mode a plain write would give it; a replaced one keeps its mode."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o7777 if path.exists() else 0o666 & ~_umask()
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
            os.fchmod(file.fileno(), mode)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    _fsync_directory(path.parent)  # the rename itself survives a crash


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _fsync_directory(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
