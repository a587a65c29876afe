"""A campaign's state on disk: OUT/state.json, the folder's lock, and writes that never leave
half a file.

Where this sits: fuzz/campaign.py schedules the examples and keeps a `CampaignState`;
this module is how that state survives a kill and how the campaign refuses what it cannot
do safely.

Never losing a finding. Each finding is written into a temporary directory then renamed
into place (fuzz/findings.py), and the state file (OUT/state.json, replaced atomically by
`atomic_write`) marks an example done only after its findings are on disk. After `kill -9`
the same command reloads the state, skips the examples already done and recognizes findings
already on disk by signature.

OUT/.lock, an flock held for the whole run (`campaign_lock`), keeps a second campaign out of
the folder. A folder it cannot write (a full disk, a read-only file system, an --out that is
a file) ends the campaign with `OutputUnwritable`, one line naming the path and the error
(the CLI's exit status 2), and nothing half written: a temporary file or finding folder is
removed, and state.json, replaced whole after every example, keeps what was checked before
the example in flight. Re-running the same command, once there is room, resumes there.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fuzz.campaign import CampaignSpec

STATE_VERSION = 1
KEPT_MESSAGES = 100  # harness errors/events listed in state and report (counts are exact)


@dataclass
class CampaignState:
    """What OUT/state.json keeps between runs of one campaign (see the module docstring)."""

    done: set[int] = field(default_factory=set)  # examples checked, their findings on disk
    elapsed: float = 0.0
    examples: int = 0  # examples checked, over all runs
    invalid: int = 0
    occurrences: Counter = field(default_factory=Counter)  # signature -> times seen
    errors: list[str] = field(default_factory=list)  # why kernels were invalid (the last 20)
    unchecked: dict[int, str] = field(default_factory=dict)  # example -> why it was not
    harness_errors: list[str] = field(default_factory=list)  # the first KEPT_MESSAGES
    harness_error_count: int = 0
    harness_events: list[str] = field(default_factory=list)  # the first KEPT_MESSAGES
    harness_event_count: int = 0
    worker_restarts: int = 0
    capability_skips: Counter = field(default_factory=Counter)  # "backend: reason" -> kernels
    waived: Counter = field(default_factory=Counter)  # "backend: rule" -> kernels
    paths: Counter = field(default_factory=Counter)  # "backend: path" -> kernels
    # for the report (fuzz/report.py): kernel sizes by fuzz.strategies.size_bucket, swarm
    # features enabled, enumerated chains done per family, seconds per activity ("generate",
    # "check", "shrink", "pins"), and samples of the campaign's progress over time
    sizes: Counter = field(default_factory=Counter)
    features: Counter = field(default_factory=Counter)
    enumerated: Counter = field(default_factory=Counter)
    time_split: dict[str, float] = field(default_factory=dict)
    timeline: list[dict] = field(default_factory=list)
    # the examples each config on the rotating sample ran (fuzz/campaign.py rotating)
    rotated: Counter = field(default_factory=Counter)

    def harness_error(self, text: str) -> None:
        self.harness_error_count += 1
        if len(self.harness_errors) < KEPT_MESSAGES:
            self.harness_errors.append(text)

    def harness_event(self, text: str) -> None:
        self.harness_event_count += 1
        if len(self.harness_events) < KEPT_MESSAGES:
            self.harness_events.append(text)

    def to_json(self, spec: CampaignSpec) -> dict:
        return {
            "version": STATE_VERSION,
            "campaign": spec.key(),
            "vocabulary": spec.vocabulary().to_json(),  # with the seed, what example i is
            "done": ranges(self.done),
            "elapsed": self.elapsed,
            "examples": self.examples,
            "invalid": self.invalid,
            "occurrences": dict(self.occurrences),
            "errors": self.errors[-20:],
            "unchecked": {str(i): why for i, why in sorted(self.unchecked.items())},
            "harness_errors": self.harness_errors,
            "harness_error_count": self.harness_error_count,
            "harness_events": self.harness_events,
            "harness_event_count": self.harness_event_count,
            "worker_restarts": self.worker_restarts,
            "capability_skips": dict(self.capability_skips),
            "waived": dict(self.waived),
            "paths": dict(self.paths),
            "sizes": dict(self.sizes),
            "features": dict(self.features),
            "enumerated": dict(self.enumerated),
            "time_split": {k: round(v, 2) for k, v in self.time_split.items()},
            "timeline": self.timeline,
            "rotated": dict(self.rotated),
        }

    @staticmethod
    def load(path: Path, spec: CampaignSpec) -> CampaignState:
        if not path.exists():
            return CampaignState()
        data = json.loads(path.read_text())
        if data.get("version") != STATE_VERSION or data.get("campaign") != spec.key():
            raise SystemExit(
                f"{path} belongs to a different campaign ({data.get('campaign')}); "
                "use another --out or delete it"
            )
        # the same backends may claim another vocabulary now (a plugin upgraded): then
        # example i is another kernel, and the done ones would not be what it checks
        vocabulary = spec.vocabulary().to_json()
        if "vocabulary" in data and data["vocabulary"] != vocabulary:
            raise SystemExit(
                f"{path} holds examples drawn from {data['vocabulary']}, but these backends "
                f"claim {vocabulary} now; use another --out or delete it"
            )
        return CampaignState(
            {i for a, b in data["done"] for i in range(a, b + 1)},
            data["elapsed"],
            data["examples"],
            data["invalid"],
            Counter(data["occurrences"]),
            data["errors"],
            {int(i): why for i, why in data.get("unchecked", {}).items()},
            data.get("harness_errors", []),
            data.get("harness_error_count", 0),
            data.get("harness_events", []),
            data.get("harness_event_count", 0),
            data.get("worker_restarts", 0),
            Counter(data.get("capability_skips", {})),
            Counter(data.get("waived", {})),
            Counter(data.get("paths", {})),
            Counter(data.get("sizes", {})),
            Counter(data.get("features", {})),
            Counter(data.get("enumerated", {})),
            dict(data.get("time_split", {})),
            list(data.get("timeline", [])),
            Counter(data.get("rotated", {})),
        )


class CampaignLocked(Exception):
    """Another campaign holds the output folder's lock (the message names its pid)."""


class OutputUnwritable(OSError):
    """The output folder cannot be written: a full disk, a read-only file system, a path
    that is not a folder. The message is one line naming the path and the error."""


def unwritable(path: Path, error: OSError) -> OutputUnwritable:
    name = errno.errorcode.get(error.errno or 0, "")
    why = f"{error.strerror} ({name})" if error.strerror and name else str(error)
    hint = {
        errno.ENOSPC: "free some space",
        errno.EDQUOT: "free some space",
        errno.EROFS: "make it writable",
    }.get(error.errno, "fix that")
    unwritable = OutputUnwritable(
        f"cannot write {path}: {why}; what was saved before is kept: {hint}, then re-run "
        "the same command to resume"
    )
    unwritable.errno = error.errno
    return unwritable


@contextmanager
def writing(path: Path) -> Iterator[None]:
    """Turn an OSError while writing `path` into OutputUnwritable."""
    try:
        yield
    except OutputUnwritable:
        raise
    except OSError as e:
        raise unwritable(path, e) from None


@contextmanager
def campaign_lock(out: Path) -> Iterator[None]:
    """Hold OUT/.lock (flock, exclusive) for the whole campaign; CampaignLocked if taken.

    The kernel drops the lock when its holder dies, even by kill -9, so a stale lock cannot
    block a resume. The holder's pid is written into the file for the refusal message."""
    with writing(out / ".lock"):
        fd = os.open(out / ".lock", os.O_RDWR | os.O_CREAT, 0o666)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
            raise CampaignLocked(
                f"{out} is locked by another campaign (pid {holder}) writing to it; wait for "
                "it to finish or use another --out"
            ) from None
        with writing(out / ".lock"):
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield
    finally:
        os.close(fd)


def atomic_write(path: Path, data: str | bytes, durable: bool = True) -> None:
    """Replace `path` whole: a reader, or a resume after any failure, sees the old content
    or the new, never a part. `durable`: on the disk too (fsync), not only for processes.
    OutputUnwritable when it cannot, with no temporary file left."""
    with writing(path):
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with writing(path), os.fdopen(fd, "wb") as f:
            os.fchmod(fd, public_mode(0o666))  # mkstemp makes 0600: others could not read it
            f.write(data.encode() if isinstance(data, str) else data)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        with writing(path):
            os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise


def public_mode(mode: int) -> int:
    """`mode` under the umask, as open() and mkdir() apply it (0o666 -> 0644 with umask 022),
    for the files and folders mkstemp/mkdtemp create private (0600/0700)."""
    umask = os.umask(0o022)
    os.umask(umask)
    return mode & ~umask


def remove_temporary_files(out: Path) -> None:
    """What a campaign killed while writing left (temporary files and finding folders,
    dot names): the lock is held, so no one is writing them."""
    for path in [*out.glob(".*.json.*"), *out.glob(".report.md.*"), *out.glob("findings/.tmp-*")]:
        if path.is_dir():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)


def ranges(indices: set[int]) -> list[list[int]]:
    out: list[list[int]] = []
    for i in sorted(indices):
        if out and out[-1][1] == i - 1:
            out[-1][1] = i
        else:
            out.append([i, i])
    return out
