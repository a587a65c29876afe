"""The on-disk, content-addressed cache of compiled code, shared by processes.

Where this sits: beside the backends, which alone use it. The C backend keeps its shared
objects here (`c/<hash>.so`), the x86 backend its compiled kernels (`x86/<hash>.pickle`),
the LLVM backend its modules' object code (`llvm/<hash>.o`) and the PTX backend the modules
ptxas accepted (`ptxas/<hash>.ok`), under $UOPCHECK_CACHE (default `.cache/` in the
checkout). An entry's name is a hash of everything that affects its bytes, so an entry is
never stale: a changed kernel, option or compiler gives another name.

Every distinct kernel adds an entry, so a fuzz campaign would fill the disk: each kind's
directory is capped at $UOPCHECK_CACHE_MAX_MB (default CACHE_MAX_MB_DEFAULT): once a
process has written a sixteenth of the cap since it last looked, the least recently used
entries (mtime, refreshed on every hit) are deleted until it fits. Several processes
(pytest-xdist workers, fuzz workers) share it: an entry appears by atomic rename, any file
may vanish at any moment, and a reader whose entry was evicted simply compiles again.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

CACHE_MAX_MB_DEFAULT = 256
STALE_TEMPORARY_SECONDS = 3600  # a .tmp this old was left by a process that died mid-write
DEFAULT_ROOT = Path(__file__).resolve().parents[2] / ".cache"  # without $UOPCHECK_CACHE


def cache_dir(kind: str) -> Path:
    root = os.environ.get("UOPCHECK_CACHE") or DEFAULT_ROOT
    path = Path(root) / kind
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_limit_bytes() -> int:
    """The cap of each kind's directory, from $UOPCHECK_CACHE_MAX_MB (megabytes, 10^6)."""
    text = os.environ.get("UOPCHECK_CACHE_MAX_MB")
    if text is None:
        return CACHE_MAX_MB_DEFAULT * 1_000_000
    try:
        megabytes = float(text)
    except ValueError:
        raise ValueError(f"UOPCHECK_CACHE_MAX_MB={text!r} is not a number of megabytes") from None
    return max(0, int(megabytes * 1_000_000))


def evict(directory: Path, limit: int, keep: Path, suffix: str) -> None:
    """Delete the least recently used `*suffix` entries of `directory` until their total
    size is at most `limit` bytes, never `keep` (the entry the caller is about to use)."""
    entries, now = [], time.time()
    with os.scandir(directory) as listing:
        for entry in listing:
            try:
                status = entry.stat()
            except FileNotFoundError:  # another process evicted it meanwhile
                continue
            if entry.name.endswith(suffix):
                entries.append((status.st_mtime, status.st_size, entry.path))
            elif entry.name.endswith(".tmp") and now - status.st_mtime > STALE_TEMPORARY_SECONDS:
                Path(entry.path).unlink(missing_ok=True)
    total = sum(size for _, size, _ in entries)
    for _, size, path in sorted(entries):
        if total <= limit:
            break
        if path != str(keep):
            Path(path).unlink(missing_ok=True)
            total -= size


def touch(path: Path) -> bool:
    """Mark an entry as just used; False if it does not exist (any more)."""
    try:
        os.utime(path)
    except FileNotFoundError:
        return False
    return True


# Bytes this process wrote into each directory since it last enforced the cap there. A scan
# reads every entry's size, so scanning after every write is quadratic in the number of
# entries (a suite run writes thousands of x86 kernels); a process scans once it has
# written a sixteenth of the cap, and the directory exceeds the cap by at most that much per
# writing process.
_written_since_scan: dict[Path, int] = {}
SCAN_FRACTION = 16


def put(path: Path, data: bytes, suffix: str) -> None:
    """Write an entry atomically (readers never see half of it), then keep the cap."""
    partial = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
    partial.write_bytes(data)
    os.replace(partial, path)
    limit = cache_limit_bytes()
    written = _written_since_scan.get(path.parent, 0) + len(data)
    if written >= limit // SCAN_FRACTION:
        evict(path.parent, limit, keep=path, suffix=suffix)
        written = 0
    _written_since_scan[path.parent] = written


def get(path: Path) -> bytes | None:
    """An entry's bytes, or None when there is none (or it was evicted while reading)."""
    if not touch(path):
        return None
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
