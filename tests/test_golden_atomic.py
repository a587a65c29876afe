"""tools/regen_golden.py on a full disk: the old golden file stays whole, no temporary is left.

Regression (issue 42): regen wrote with `Path.write_text`, which truncates first, so a full
disk left a truncated golden file. The real thing is a tmpfs too small for the new text
(mounting needs root); the other test makes fsync fail with ENOSPC, which runs anywhere.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import golden_atomic_write  # noqa: E402
import regen_golden  # noqa: E402

OLD = "old golden text\n" * 100
NEW = "new golden text, much longer than the room left on the disk\n" * 4000  # ~240 KB


@pytest.fixture
def golden(tmp_path, monkeypatch):
    """A repository root whose one generator, `demo`, writes g/demo.txt (NEW over OLD)."""
    monkeypatch.setattr(regen_golden, "REPO", tmp_path)
    monkeypatch.setitem(regen_golden.GENERATORS, "demo", lambda: {"g/demo.txt": NEW})
    return tmp_path


@pytest.fixture
def full_disk(golden):
    """`golden/g` is a 64 KiB tmpfs holding OLD: NEW does not fit."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    folder = golden / "g"
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], check=True)
    try:
        (folder / "demo.txt").write_text(OLD)
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def test_a_full_disk_leaves_the_old_golden_file_whole(full_disk, capsys):
    assert regen_golden.run(["demo"], check=False) == 2
    assert (full_disk / "demo.txt").read_text() == OLD
    assert sorted(p.name for p in full_disk.iterdir()) == ["demo.txt"], "a temporary is left"
    error = capsys.readouterr().err
    assert "cannot write g/demo.txt: No space left on device; it is unchanged" in error


def test_a_write_that_fails_at_fsync_changes_nothing(golden, monkeypatch, capsys):
    folder = golden / "g"
    folder.mkdir()
    (folder / "demo.txt").write_text(OLD)

    def disk_full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(golden_atomic_write.os, "fsync", disk_full)
    assert regen_golden.run(["demo"], check=False) == 2
    assert (folder / "demo.txt").read_text() == OLD
    assert sorted(p.name for p in folder.iterdir()) == ["demo.txt"], "a temporary is left"
    assert "No space left on device" in capsys.readouterr().err


def test_a_replaced_file_keeps_its_mode_and_a_new_one_gets_the_usual(tmp_path):
    kept, new = tmp_path / "kept.txt", tmp_path / "sub" / "new.txt"
    kept.write_text(OLD)
    kept.chmod(0o640)
    golden_atomic_write.write_atomically(kept, NEW)
    golden_atomic_write.write_atomically(new, NEW)
    assert kept.read_text() == NEW and new.read_text() == NEW
    assert kept.stat().st_mode & 0o777 == 0o640
    umask = os.umask(0)
    os.umask(umask)
    assert new.stat().st_mode & 0o777 == 0o666 & ~umask
