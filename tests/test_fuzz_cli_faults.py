"""`python -m fuzz replay` and `python -m fuzz minimize` facing hostile or broken surroundings
(issues 41 and 42), with the test doubles of fuzz/fake_backends/:

- a reproducer folder is read as regular files only: a member that is a symlink (to
  /etc/passwd, say), a FIFO or a directory is refused by name, its content never echoed,
  exit 2 (a CI bot replaying untrusted reproducers must not leak a line of any file);
- a reproducer minimize cannot write (a read-only --out, a full disk) is an error, exit 2,
  never exit 1 ("reproducer written"), and leaves nothing half written at --out;
- a signature shared by several configs (`external-frontend|A+B|...`) is minimized by
  running the configs it names beside the reference backends, as the campaign found it;
- a kernel the backend's capabilities exclude gets the suite's answer ("noi64 does not
  support dtype i64 (capabilities)", exit 2) before anything runs.

The read-only folder and the full disk need root (root ignores permission bits, so they are
a read-only bind mount and a small tmpfs); those tests skip without it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fuzz.__main__ import main as fuzz_main
from fuzz.fake_backends import environment, external
from fuzz.findings import write_finding
from fuzz.harness import Finding
from fuzz.strategies import FuzzCase
from refimpl.compile import unavailable
from refimpl.text import parse

ROOT = Path(__file__).resolve().parents[1]
CUMSUM_I64 = ROOT / "golden" / "kernels" / "cumsum.kernel"  # a corpus kernel of i64 values
FAKES = ",".join(
    [environment("wrong", "exact", "noi64"), external.environment("shared_a", "shared_b")]
)
PAGE = 4096

ELEMENTWISE = """\
kernel ew(%out: f32[16], %a: f32[16], %b: f32[16])
  %i = range i32 16
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %s = add f32 %x, %y
    store %out[%i], %s
  end %i
"""
SHARED = "external-frontend|shared_a/native+shared_b/native|add|f32"


@pytest.fixture
def env():
    return {**os.environ, "UOPCHECK_EXTRA_BACKENDS": FAKES}


def _cli(env: dict, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "fuzz", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def _finding_folder(
    tmp_path: Path,
    text: str = ELEMENTWISE,
    config: str = "wrong/native",
    dtype: str = "f32",
    extra: dict | None = None,
) -> Path:
    case = FuzzCase(parse(text), 0)
    finding = Finding("mismatch", config, "add", dtype, "16 elements differ", {}, case)
    extra = {"example": None, "seed": None, **(extra or {})}
    return write_finding(tmp_path / "findings", finding, extra)


def _kernel_file(tmp_path: Path, text: str = ELEMENTWISE) -> Path:
    path = tmp_path / "k.kernel"
    path.write_text(text)
    return path


# --- item 42 low: reproducer members are regular files, never followed -------------------

MEMBERS = ("kernel.kernel", "inputs.npz", "report.json")
SECRET = "a line of a private file that replay must never print"


def _first_line(path: str) -> str:
    return Path(path).read_text().splitlines()[0]


@pytest.mark.parametrize("member", MEMBERS)
@pytest.mark.parametrize("target", ["/etc/passwd", "secret"])
def test_replay_follows_no_symlink_in_a_reproducer(tmp_path, capsys, member, target):
    folder = _finding_folder(tmp_path)
    if target == "secret":
        target = tmp_path / "secret.txt"
        target.write_text(SECRET + "\n")
    (folder / member).unlink()
    (folder / member).symlink_to(target)
    assert fuzz_main(["replay", str(folder)]) == 2
    out, err = capsys.readouterr()
    assert f"{folder / member}: not a regular file (a symbolic link)" in err, err
    assert _first_line(str(target)) not in out + err


@pytest.mark.parametrize("member", MEMBERS)
def test_replay_refuses_a_directory_in_place_of_a_member(tmp_path, capsys, member):
    folder = _finding_folder(tmp_path)
    (folder / member).unlink()
    (folder / member).mkdir()
    assert fuzz_main(["replay", str(folder)]) == 2
    err = capsys.readouterr().err
    assert f"{folder / member}: not a regular file (a directory)" in err, err


@pytest.mark.parametrize("member", MEMBERS)
def test_replay_refuses_a_fifo_without_waiting_for_a_writer(tmp_path, env, member):
    """Run in a child: reading a FIFO nobody writes to would block this process forever."""
    folder = _finding_folder(tmp_path)
    (folder / member).unlink()
    os.mkfifo(folder / member)
    try:
        done = _cli(env, "replay", str(folder))
    except subprocess.TimeoutExpired:
        pytest.fail(f"replay waited on the FIFO {member}")
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{folder / member}: not a regular file (a FIFO)" in done.stderr


# --- item 42 medium: a reproducer minimize cannot write is an error, and leaves nothing ----


def _mount(*args: str) -> None:
    if os.geteuid() != 0:
        pytest.skip("needs root: root ignores permission bits, so this takes a mount")
    done = subprocess.run(["mount", *args], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"mount {' '.join(args)} failed here: {done.stderr.strip()}")


@pytest.fixture
def read_only_dir(tmp_path):
    folder = tmp_path / "read-only"
    folder.mkdir()
    _mount("--bind", str(folder), str(folder))
    try:
        _mount("-o", "remount,ro,bind", str(folder))
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


@pytest.fixture
def small_disk(tmp_path):
    disk = tmp_path / "disk"
    disk.mkdir()
    _mount("-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk))
    try:
        yield disk
    finally:
        subprocess.run(["umount", str(disk)], check=True)


def _fill(disk: Path, free_pages: int) -> None:
    """Fill `disk` (a tmpfs) up to `free_pages` free pages."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(fd, b"\0" * PAGE) == PAGE:
            pass
    except OSError:  # ENOSPC: full
        pass
    finally:
        os.close(fd)
    os.truncate(filler, filler.stat().st_size // PAGE * PAGE - free_pages * PAGE)


def _minimize_to(env: dict, tmp_path: Path, out: Path) -> subprocess.CompletedProcess:
    """minimize for `wrong`, with no time to shrink: it writes the kernel itself."""
    kernel = _kernel_file(tmp_path)
    return _cli(
        env, "minimize", str(kernel), "--backend", "wrong", "--time", "0", "--out", str(out)
    )


def _assert_write_refused(done: subprocess.CompletedProcess, out: Path) -> None:
    assert done.returncode == 2, done.stdout + done.stderr
    (line,) = done.stderr.splitlines()  # one line, no traceback
    assert line.startswith(f"minimize: error: cannot write the reproducer to {out}: "), line
    assert "kernel ew(" in done.stdout  # the minimized kernel is not lost with the folder


@pytest.mark.parametrize("under", [".", "new/folder"])
def test_minimize_into_a_read_only_folder_is_an_error(env, tmp_path, read_only_dir, under):
    out = (read_only_dir / under).resolve()
    done = _minimize_to(env, tmp_path, out)
    _assert_write_refused(done, out)
    assert list(read_only_dir.iterdir()) == []


@pytest.mark.parametrize("free_pages", [0, 1, 3])
def test_minimize_on_a_full_disk_leaves_nothing_half_written(env, tmp_path, small_disk, free_pages):
    """Each page is room for one more file of the reproducer (kernel.kernel, inputs.npz,
    report.json, report.md, each under 4 KiB): it fails at each of them in turn."""
    _fill(small_disk, free_pages)
    out = small_disk / "minimized"
    _assert_write_refused(_minimize_to(env, tmp_path, out), out)
    assert [p.name for p in small_disk.iterdir()] == ["filler"]


def test_minimize_on_a_disk_with_room_writes_the_reproducer(env, tmp_path, small_disk):
    """The disk of the test above, with room: the fill is what made those writes fail."""
    _fill(small_disk, 8)
    out = small_disk / "minimized"
    done = _minimize_to(env, tmp_path, out)
    assert done.returncode == 1, done.stdout + done.stderr
    (folder,) = out.iterdir()
    assert sorted(p.name for p in folder.iterdir()) == [
        "inputs.npz",
        "kernel.kernel",
        "report.json",
        "report.md",
    ]
    assert f"python -m fuzz replay {folder}" in (folder / "report.md").read_text()
    assert _cli(env, "replay", str(folder)).returncode == 1


# --- item 41.4.8: a finding two backends share is minimized on both ----------------------


def test_minimize_keeps_a_finding_two_external_backends_share(env, tmp_path):
    """shared_a and shared_b compute the same wrong answer and the reference (exact) the
    oracle's: the campaign files one external-frontend finding, which minimize keeps."""
    kernel, out = _kernel_file(tmp_path), tmp_path / "min"
    done = _cli(
        env,
        *("minimize", str(kernel), "--backend", "shared_a", "--signature", SHARED),
        *("--reference", "exact", "--time", "20s", "--out", str(out)),
    )
    assert done.returncode == 1, done.stdout + done.stderr
    (folder,) = out.iterdir()
    report = json.loads((folder / "report.json").read_text())
    assert report["signature"] == report["original_signature"] == SHARED
    assert report["campaign_configs"] == ["shared_a/native", "shared_b/native", "exact/native"]
    assert report["minimized"]["trips"] == [16, 0]  # the loop shortened, then gone
    replay = _cli(env, "replay", str(folder))
    assert replay.returncode == 1, replay.stdout + replay.stderr
    assert f"replay: reproduces ({SHARED})" in replay.stdout


def test_a_signature_names_the_configs_without_backend(env, tmp_path):
    kernel, out = _kernel_file(tmp_path), tmp_path / "min"
    done = _cli(
        env,
        *("minimize", str(kernel), "--signature", SHARED, "--reference", "exact"),
        *("--time", "0", "--out", str(out)),
    )
    assert done.returncode == 1, done.stdout + done.stderr
    (folder,) = out.iterdir()
    assert json.loads((folder / "report.json").read_text())["signature"] == SHARED


def test_a_backend_the_signature_does_not_name_is_an_error(env, tmp_path):
    kernel = _kernel_file(tmp_path)
    done = _cli(env, "minimize", str(kernel), "--backend", "wrong", "--signature", SHARED)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"--signature {SHARED} is a finding on shared_a/native+shared_b/native" in done.stderr


# --- item 41.3: capabilities first, in the suite's words ---------------------------------

NOI64_REFUSAL = "noi64 backend: dtype i64 not supported (capabilities)"


def test_minimize_refuses_a_kernel_outside_the_capabilities(env, tmp_path):
    out = tmp_path / "min"
    done = _cli(env, "minimize", str(CUMSUM_I64), "--backend", "noi64", "--out", str(out))
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr == f"minimize: error: {NOI64_REFUSAL}\n"
    assert not out.exists()


@pytest.mark.skipif(unavailable("wgsl") is not None, reason=f"wgsl: {unavailable('wgsl')}")
def test_minimize_on_wgsl_refuses_an_i64_kernel(env, tmp_path):
    done = _cli(env, "minimize", str(CUMSUM_I64), "--backend", "wgsl", "--out", str(tmp_path))
    assert done.returncode == 2, done.stdout + done.stderr
    assert "minimize: error: wgsl backend: dtype i64 not supported (capabilities)" in done.stderr
    assert "KeyError" not in done.stdout + done.stderr


def test_replay_refuses_a_kernel_outside_the_capabilities(tmp_path, capsys, env):
    folder = _finding_folder(tmp_path, CUMSUM_I64.read_text(), "noi64/native", "i64")
    done = _cli(env, "replay", str(folder))
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr == f"replay: error: {NOI64_REFUSAL}\n"


def test_replay_on_every_config_leaves_out_those_that_do_not_claim_the_kernel(env, tmp_path):
    """As the campaign did: noi64 is not run (a note says why), wrong still reproduces."""
    configs = {"campaign_configs": ["wrong/native", "noi64/native"]}
    folder = _finding_folder(tmp_path, CUMSUM_I64.read_text(), "wrong/native", "i64", configs)
    done = _cli(env, "replay", "--all-configs", str(folder))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "replay: reproduces (mismatch|wrong/native|add|i64)" in done.stdout
    assert "noi64" not in done.stdout
    assert f"replay: not run on noi64/native: {NOI64_REFUSAL}" in done.stderr
