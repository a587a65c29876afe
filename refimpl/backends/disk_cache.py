"""The on-disk, content-addressed cache of compiled code and of the oracle's answers, shared
by processes.

Where this sits: beside the backends. The C backend keeps its shared objects here
(`c/<hash>.so`), the x86 backend its compiled kernels (`x86/<hash>.pickle`), the LLVM
backend its modules' object code (`llvm/<hash>.o`), the PTX backend the modules ptxas
accepted (`ptxas/<hash>.ok`), and refimpl/expected.py the oracle's answers
(`oracle/<hash>.pickle`), under $UOPCHECK_CACHE (default `.cache/` in the checkout). An
entry's name is a hash of everything that affects its bytes, so an entry is never stale: a
changed kernel, option or compiler gives another name. The helpers at the end make such
names: a kernel hashed exactly (`feed_kernel`), and the source of the code that computes an
entry (`source_digest`).

Every distinct kernel adds an entry, so a fuzz campaign would fill the disk: each kind's
directory is capped at $UOPCHECK_CACHE_MAX_MB (default CACHE_MAX_MB_DEFAULT): once a
process has written a sixteenth of the cap since it last looked, the least recently used
entries (mtime, refreshed on every hit) are deleted until it fits. Several processes
(pytest-xdist workers, fuzz workers) share it: an entry appears by atomic rename, any file
may vanish at any moment, and a reader whose entry was evicted simply compiles again.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import os
import pickle
import struct
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

CACHE_MAX_MB_DEFAULT = 256
STALE_TEMPORARY_SECONDS = 3600  # a .tmp this old was left by a process that died mid-write
DEFAULT_ROOT = Path(__file__).resolve().parents[2] / ".cache"  # without $UOPCHECK_CACHE

T = TypeVar("T")


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


def pickled(kind: str, name: str, compute: Callable[[], T]) -> T:
    """The value kept in `kind`'s directory under `name`, or `compute()`'s, kept there for
    the next caller. A damaged entry is computed again and replaced."""
    path = cache_dir(kind) / f"{name}.pickle"
    data = get(path)
    if data is not None:
        try:
            return pickle.loads(data)
        except Exception:  # noqa: BLE001 - whatever a damaged pickle raises
            pass
    value = compute()
    put(path, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL), ".pickle")
    return value


# --- names: what an entry depends on -------------------------------------------------------

REFIMPL_ROOT = Path(__file__).resolve().parents[2]  # the checkout: refimpl/ is in it


def feed_kernel(digest, kernel) -> dict:
    """Hash `kernel` into `digest` exactly: its name, then each parameter and node (op, dtype,
    argument with every float as its bits, sources by position) in topological order.
    Returns each node's position, for a caller that hashes an order of the nodes too."""
    nodes = kernel.sink.toposort()
    index = {node: k for k, node in enumerate(nodes)}
    digest.update(repr(kernel.name).encode())
    for node in (*kernel.params, *nodes):
        srcs = tuple(index[s] for s in node.src)
        digest.update(repr((node.op.name, str(node.dtype), exact(node.arg), srcs)).encode())
    return index


def exact(arg):
    """`arg` with every float as its bits: repr() gives every NaN the same text."""
    if isinstance(arg, float):
        return ("f64", struct.pack("<d", arg).hex())
    if isinstance(arg, tuple):
        return tuple(exact(a) for a in arg)
    return arg


@functools.cache
def source_digest(*entries: Path) -> str:
    """A hash of the source of the modules `entries` and of every refimpl module they
    import, directly or not (`sources`): what computes a cached entry, so that an edit of
    it gives every entry another name while an edit elsewhere keeps the cache warm."""
    digest = hashlib.sha256()
    for path in sources(*entries):
        digest.update(str(path.relative_to(REFIMPL_ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def sources(*entries: Path) -> list[Path]:
    """The files `entries` and the refimpl/ files they import, transitively, at any depth of
    the code (a function's lazy import counts: it can run while the entry is computed)."""
    found: set[Path] = set()
    todo = [Path(entry).resolve() for entry in entries]
    while todo:
        path = todo.pop()
        if path in found:
            continue
        found.add(path)
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                module = _absolute(path.relative_to(REFIMPL_ROOT), node.module, node.level)
                names = [module] + [f"{module}.{alias.name}" for alias in node.names]
            for name in names:
                if name.split(".")[0] == "refimpl":
                    todo += [p for p in _module_files(name) if p not in found]
    return sorted(found)


def _absolute(relative_path: Path, module: str | None, level: int) -> str:
    """The dotted name `from <level dots><module> import ...` in that file refers to."""
    if not level:
        return module or ""
    package = list(relative_path.with_suffix("").parts[:-1])
    anchor = package[: len(package) - level + 1]
    return ".".join(anchor + ([module] if module else []))


def _module_files(name: str) -> list[Path]:
    """The file of module `name` (a package: its __init__.py), or none (`from m import f`
    names a function, not a module)."""
    base = REFIMPL_ROOT.joinpath(*name.split("."))
    return [p for p in (base.with_suffix(".py"), base / "__init__.py") if p.is_file()]
