"""Faults a fuzz campaign must survive with nothing lost and a report that tells the truth.

Issue 10: kill -9 of an idle worker, of a busy worker, of a worker's runner child and of the
campaign itself; a harness call that fails; two campaigns on one --out; report files other
users cannot read. Each test does the killing and then checks what a user relies on: every
example checked or reported unchecked, no crash filed that the kernel did not cause, no
process left behind (found by a marker in /proc/PID/environ that only this test sets).

Issue 42: a compile that hangs in a `--time` campaign; a compile that leaves processes in
new sessions behind.

The backends are the test doubles of fuzz/fake_backends: `exact` (right, optionally slow,
logs every run), `spin` (an endless loop in native code, in the worker or in its guarded /
qemu runner child), `wrong`, `compilehang` (a build() that never returns) and `sessionchild`
(a build() that leaves `sleep`s running in new sessions), registered through
$UOPCHECK_EXTRA_BACKENDS.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from fuzz.campaign import BATCH, CampaignSpec, run_campaign
from fuzz.fake_backends import environment
from fuzz.generate import generate_case
from fuzz.harness import FuzzConfig
from fuzz.worker import SILENT_DEATHS, Task, WorkerPool, WorkerPoolError
from refimpl.compile import lower
from refimpl.inputs import make_args
from refimpl.oracle import run_oracle

ROOT = Path(__file__).resolve().parents[1]
FAKES = environment("exact", "spin", "wrong", "compilehang", "onehang", "sessionchild")
MARKER = "UOPCHECK_TEST_MARKER"
NO_PROCESS_LEFT_WITHIN = 5.0  # seconds for the kernel to deliver death signals and reap


# --- processes, found through /proc ------------------------------------------------------


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a live process, None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()  # the name in parentheses may hold spaces
    return fields[0], int(fields[1])


def _dead(pid: int) -> bool:
    """Gone, or a zombie whose every thread has exited (the leader shows Z earlier, while
    threads such as OpenBLAS's still exit; only then may the parent reap it)."""
    try:
        threads = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return True
    return threads == [str(pid)] and (_stat(pid) or ("Z",))[0] == "Z"


def _marked(marker: str) -> list[int]:
    """Processes (zombies aside) whose environment carries this test's marker."""
    needle = f"{MARKER}={marker}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        state = _stat(int(entry.name))
        if needle in environ.split(b"\0") and state and state[0] != "Z":
            found.append(int(entry.name))
    return found


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def _children(pid: int) -> list[int]:
    return [
        int(entry.name)
        for entry in Path("/proc").iterdir()
        if entry.name.isdigit() and (_stat(int(entry.name)) or ("", 0))[1] == pid
    ]


def _workers(pid: int) -> list[int]:
    """The workers of the pool in process `pid`: the children of its fork server (not
    multiprocessing's resource tracker, its other child)."""
    servers = [p for p in _children(pid) if "multiprocessing.forkserver" in _cmdline(p)]
    return [worker for server in servers for worker in _children(server)]


def _wait_until(condition: Callable[[], object], timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.005)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


# processes multiprocessing keeps for the life of the process that started them
KEPT_BY_MULTIPROCESSING = ("multiprocessing.resource_tracker", "multiprocessing.forkserver")


def _assert_no_process_left(marker: str, in_process: bool = False) -> None:
    """In-process pools share this process's multiprocessing resource tracker and fork
    server (fuzz/worker.py), which live as long as this process (the pools' owner): only
    those children may stay (a worker, the server's child, shows the server's command)."""

    def kept(pid: int) -> bool:
        parent = (_stat(pid) or ("", 0))[1]
        return parent == os.getpid() and any(n in _cmdline(pid) for n in KEPT_BY_MULTIPROCESSING)

    def left_behind() -> list[int]:
        found = _marked(marker)
        return [p for p in found if not kept(p)] if in_process else found

    deadline = time.monotonic() + NO_PROCESS_LEFT_WITHIN
    while left_behind() and time.monotonic() < deadline:
        time.sleep(0.05)
    left = {pid: _cmdline(pid) for pid in left_behind()}
    for pid in left:  # do not leave them spinning on the machine after a failure
        os.kill(pid, signal.SIGKILL)
    assert not left, f"processes outlived their campaign: {left}"


# --- running campaigns --------------------------------------------------------------------


class Campaign:
    """`python -m fuzz campaign` in a subprocess, tagged with a marker, logging fake runs."""

    def __init__(self, tmp_path: Path, *args: str, delay: float = 0.0, out: Path | None = None):
        self.out = out or tmp_path / "out"
        self.marker = uuid.uuid4().hex
        self.log = tmp_path / "runs.log"
        fakes = {
            "UOPCHECK_EXTRA_BACKENDS": FAKES,
            "UOPCHECK_FAKE_DELAY": str(delay),
            "UOPCHECK_FAKE_RUN_LOG": str(self.log),
        }
        self.env = {**os.environ, **fakes, MARKER: self.marker}
        self.args = ["--seed", "3", "--shrink-time", "0", *args, "--out", str(self.out)]

    def start(self, *extra: str) -> subprocess.Popen:
        command = [sys.executable, "-m", "fuzz", "campaign", *self.args, *extra]
        return subprocess.Popen(
            command,
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            umask=0o022,
        )

    def run(self, *extra: str, timeout: float = 60) -> tuple[int, str]:
        process = self.start(*extra)
        try:
            output, _ = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()  # not left running on the machine after the failure
            process.communicate()
            raise
        return process.returncode, output

    def runs(self, event: str) -> list[int]:
        """Worker pids of the fake runs that reached `event` ("start" or "done")."""
        if not self.log.exists():
            return []
        lines = [line.split() for line in self.log.read_text().splitlines()]
        return [int(pid) for kind, pid in lines if kind == event]

    def report(self) -> dict:
        return json.loads((self.out / "report.json").read_text())


def _assert_every_example_checked(campaign: Campaign, count: int, output: str) -> dict:
    summary = campaign.report()
    assert summary["examples"] == count, output
    assert summary["unchecked_examples"] == 0, output
    checked_runs = count - summary["invalid_kernels"]  # the oracle rejects invalid ones first
    assert len(campaign.runs("done")) >= checked_runs, "fewer runs than checked examples"
    return summary


@pytest.fixture
def fakes_in_process(monkeypatch):
    """The fakes registered in this process and in every worker it starts."""
    from refimpl.compile import BACKEND_MODULES

    registered = dict(BACKEND_MODULES)
    monkeypatch.setenv("UOPCHECK_EXTRA_BACKENDS", FAKES)
    monkeypatch.setenv(MARKER, uuid.uuid4().hex)  # seen by workers, not in our own environ
    yield os.environ[MARKER]
    BACKEND_MODULES.clear()  # later tests must not see the fakes
    BACKEND_MODULES.update(registered)


def _exact_task(task_id: int = 0) -> tuple[Task, dict[str, np.ndarray]]:
    """A task for the `exact` fake and the buffers the oracle expects from it."""
    kernel = generate_case(3, 0).kernel
    args = make_args(kernel, 0)
    expected = run_oracle(lower(kernel), args).buffers
    task = Task(
        task_id,
        str(kernel),
        "exact",
        FuzzConfig("exact", None, "native").options(),
        "native",
        [args],
    )
    return task, expected


def _assert_right_answer(outcome, expected: dict[str, np.ndarray]) -> None:
    assert outcome.status == "ok", outcome
    for name, values in outcome.outputs[0].items():
        assert values.tobytes() == expected[name].tobytes(), name


# --- 1. a dead idle worker ----------------------------------------------------------------


def test_a_worker_is_a_fork_of_a_server_that_imported_the_backends():
    """A worker, and each restart after a crash, starts as a fork of the pool's fork server,
    which has imported the worker and the reference backends once (fuzz/worker.py
    PRELOADED): before any work, it has their native libraries mapped already."""
    with WorkerPool(1) as pool:
        for _ in range(2):
            pid = pool.workers[0].process.pid
            server = (_stat(pid) or ("", 0))[1]
            assert "multiprocessing.forkserver" in _cmdline(server), _cmdline(server)
            mapped = Path(f"/proc/{pid}/maps").read_text()
            assert "libllvmlite" in mapped and "libunicorn" in mapped
            pool.workers[0].restart()


# run in a fresh process: its first pool starts its fork server, and so decides the preload
FIRST_POOL_OF_A_PROCESS = """
import sys
from pathlib import Path
from fuzz.worker import WorkerPool
with WorkerPool(1, backends=sys.argv[1:] or None) as pool:
    for _ in range(2):
        print("_ml_dtypes_ext" in Path(f"/proc/{pool.workers[0].process.pid}/maps").read_text())
        pool.workers[0].restart()
"""


@pytest.mark.parametrize(
    "backends, preloaded",
    [(("c", "llvm", "x86"), False), (("c", "exact"), True), ((), True)],
    ids=["reference", "a test double", "not told"],
)
def test_the_fork_server_imports_ml_dtypes_for_a_backend_reading_narrow_floats_typed(
    backends, preloaded
):
    """A worker for such a backend (a test double here, most plugins) needs ml_dtypes: the
    fork server imports it, not each worker start and restart (half a second each), as for
    a pool not told what it runs; the reference backends read narrow floats as bits, and
    their workers go without."""
    env = {**os.environ, "UOPCHECK_EXTRA_BACKENDS": environment("exact")}
    probe = [sys.executable, "-c", FIRST_POOL_OF_A_PROCESS, *backends]
    run = subprocess.run(probe, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == [str(preloaded)] * 2


def test_pool_replaces_a_worker_killed_while_idle(fakes_in_process):
    task, expected = _exact_task()
    with WorkerPool(1) as pool:
        _assert_right_answer(pool.run([task])[0], expected)
        pid = pool.workers[0].process.pid
        os.kill(pid, signal.SIGKILL)  # between batches, from outside
        # dead to the pool too: a worker's exit status reaches its parent through the fork
        # server, which reaps it and writes the status to the worker's sentinel a moment
        # later; before that, is_alive() says yes and the send path (the next test) runs
        worker = pool.workers[0].process
        _wait_until(lambda: _dead(pid) and not worker.is_alive(), 5, "the worker to die")
        _assert_right_answer(pool.run([task])[0], expected)  # today: BrokenPipeError
        assert pool.restarts == 1
        assert any("idle" in event for event in pool.events), pool.events
        replacement = pool.workers[0].process.pid
    # the fork server's environment is that of its start, which may not carry the marker
    _wait_until(lambda: _dead(replacement), NO_PROCESS_LEFT_WITHIN, "the worker to end")
    _assert_no_process_left(fakes_in_process, in_process=True)


def test_pool_resends_a_batch_when_the_pipe_to_its_worker_is_broken(fakes_in_process):
    """The worker dies after the liveness check and before the send: send fails, resend."""
    task, expected = _exact_task()
    with WorkerPool(1) as pool:
        pool.run([task])
        worker = pool.workers[0]
        os.kill(worker.process.pid, signal.SIGKILL)
        _wait_until(lambda: _dead(worker.process.pid), 5, "the worker to die")

        def still_alive() -> bool:  # the check raced with the death: it saw a live worker
            return True

        worker.process.is_alive = still_alive
        _assert_right_answer(pool.run([task])[0], expected)
        assert pool.restarts == 1
        assert any("sending work" in event for event in pool.events), pool.events


def test_campaign_survives_kill_of_an_idle_worker(tmp_path):
    count = 3 * BATCH  # the kill lands between batches
    campaign = Campaign(tmp_path, "--backends", "exact", "--count", str(count))
    process = campaign.start()
    state = campaign.out / "state.json"
    _wait_until(state.exists, 30, "the first batch")
    process.send_signal(signal.SIGSTOP)  # hold the campaign between batches
    try:
        for worker in _workers(process.pid):
            os.kill(worker, signal.SIGKILL)
            _wait_until(lambda w=worker: _dead(w), 5, "the worker to die")
    finally:
        process.send_signal(signal.SIGCONT)
    output, _ = process.communicate(timeout=60)
    assert process.returncode == 0, output
    summary = _assert_every_example_checked(campaign, count, output)
    assert summary["worker_restarts"] >= 1 and summary["findings"] == [], output
    assert summary["harness_event_count"] >= 1, output  # the death, reported as what it was
    _assert_no_process_left(campaign.marker)


class _ExitWhenUnpickled:
    """Options that end the worker unpickling them, before it can report anything."""

    def __reduce__(self):
        return os._exit, (3,)


@contextlib.contextmanager
def _alarm(seconds: float):
    """Turn a hang into a failure: SIGALRM interrupts the pool's wait in this thread."""

    def expired(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_pool_gives_up_on_a_batch_that_kills_every_worker_before_it_starts(fakes_in_process):
    task, expected = _exact_task()
    poisoned = dataclasses.replace(task, options=_ExitWhenUnpickled())
    with WorkerPool(1) as pool, _alarm(10):  # today: restarts and resends forever
        with pytest.raises(WorkerPoolError, match="before reporting anything"):
            pool.run([poisoned])
        assert pool.restarts == SILENT_DEATHS - 1
        _assert_right_answer(pool.run([task])[0], expected)  # the pool still works


# --- 1. a failing harness call: retried, then unchecked, persisted, exit non-zero -----------


def test_failed_harness_call_leaves_examples_unchecked_until_a_resume(
    tmp_path, fakes_in_process, monkeypatch
):
    from fuzz import __main__ as cli
    from fuzz import campaign as campaign_module

    out = tmp_path / "out"
    command = [
        "campaign",
        "--count",
        "10",
        "--seed",
        "3",
        "--backends",
        "exact",
        "--shrink-time",
        "0",
        "--out",
        str(out),
    ]
    poisoned = str(generate_case(3, 5).kernel)
    real_check_cases = campaign_module.check_cases
    calls = []

    def failing_check_cases(cases, configs, pool, meanwhile=None, runs_on=None):
        calls.append(len(cases))
        if any(str(case.kernel) == poisoned for case in cases):
            raise RuntimeError("harness bug on example 5")
        return real_check_cases(cases, configs, pool, meanwhile, runs_on)

    monkeypatch.setattr(campaign_module, "check_cases", failing_check_cases)
    assert cli.main(command) != 0  # today: exit 0, example 5 counted as checked
    summary = json.loads((out / "report.json").read_text())
    assert summary["unchecked_examples"] == 1 and summary["examples"] == 9
    assert [u["example"] for u in summary["unchecked"]] == [5]
    assert "harness bug on example 5" in summary["unchecked"][0]["reason"]
    assert summary["harness_errors"], summary
    assert "1 unchecked" in (out / "report.md").read_text()
    state = json.loads((out / "state.json").read_text())
    assert [int(i) for i in state["unchecked"]] == [5]
    assert [[0, 4], [6, 9]] == state["done"]
    assert calls.count(1) >= 8  # the failed batch was retried, then split to find the culprit

    monkeypatch.setattr(campaign_module, "check_cases", real_check_cases)
    assert cli.main(command) == 0  # the resume checks what was left unchecked
    summary = json.loads((out / "report.json").read_text())
    assert summary["examples"] == 10 and summary["unchecked_examples"] == 0
    assert summary["examples_this_run"] == 1


# --- 2. no runner outlives its worker, no worker outlives its campaign ----------------------


def _spin_configs() -> tuple[set[str], set[str]]:
    """The `spin` configs this machine runs and the ones it skips (no qemu-x86_64, say),
    decided as the fake itself decides: by refimpl.runtime.executors.executor_unavailable."""
    from fuzz.fake_backends.spin import SPINS
    from refimpl.runtime.executors import executor_unavailable

    runs = {e for e in SPINS if executor_unavailable(e, "x86-64-v2") is None}
    return {f"spin/{e}" for e in runs}, {f"spin/{e}" for e in set(SPINS) - runs}


def test_no_runner_outlives_a_worker_killed_on_timeout(tmp_path):
    campaign = Campaign(
        tmp_path, "--backends", "spin", "--count", "1", "--run-timeout", "1", "--no-rotation"
    )  # every executor on the one example, qemu's too
    code, output = campaign.run()
    assert code == 0, output
    summary = campaign.report()
    timeouts = {f["signature"].split("|")[1] for f in summary["findings"]}
    runs, skipped = _spin_configs()
    assert timeouts == runs, output  # every runner that can run here really spun
    assert skipped <= set(summary["configs_skipped"]), output  # the others say why not
    _assert_no_process_left(campaign.marker)  # today: kernel_runner and qemu keep spinning


def test_kill_of_the_campaign_kills_its_busy_workers_and_runners(tmp_path):
    """Worker 1 spins inside a ctypes call, worker 2 waits on a spinning qemu runner."""
    campaign = Campaign(
        tmp_path, "--backends", "spin", "--count", "1", "--jobs", "2", "--no-rotation"
    )  # qemu runs the one example too
    process = campaign.start("--run-timeout", "60")

    def both_spinning() -> bool:
        workers = _workers(process.pid)
        runners = [p for p in _marked(campaign.marker) if "kernel_runner" in _cmdline(p)]
        spinning = [w for w in workers if (_stat(w) or ("",))[0] == "R"]
        return bool(runners and spinning)

    _wait_until(both_spinning, 30, "a worker and a runner spinning")
    process.kill()
    process.wait()
    process.stdout.close()  # not communicate(): a surviving worker holds the pipe open
    _assert_no_process_left(campaign.marker)  # today: both workers and qemu live on

    code, output = campaign.run("--run-timeout", "1")  # the same campaign resumes
    assert code == 0, output
    assert campaign.report()["examples"] == 1 and campaign.report()["unchecked_examples"] == 0
    _assert_no_process_left(campaign.marker)


# --- 4. a busy worker killed from outside is not the kernel's crash --------------------------


def test_pool_confirms_a_crash_on_a_fresh_worker(fakes_in_process, monkeypatch, tmp_path):
    log = tmp_path / "runs.log"
    monkeypatch.setenv("UOPCHECK_FAKE_DELAY", "1.0")
    monkeypatch.setenv("UOPCHECK_FAKE_RUN_LOG", str(log))
    task, expected = _exact_task()

    def kill_first_run() -> None:
        started = _wait_until(lambda: log.exists() and log.read_text().split(), 30, "a run")
        os.kill(int(started[1]), signal.SIGKILL)  # "start PID": the worker is busy

    killer = threading.Thread(target=kill_first_run)
    with WorkerPool(1) as pool:
        killer.start()
        outcome = pool.run([task])[0]
        killer.join()
        _assert_right_answer(outcome, expected)  # the re-run's result, not a crash
        assert pool.restarts == 1
        assert any("did not reproduce" in event for event in pool.events), pool.events


def test_campaign_survives_kill_of_a_busy_worker(tmp_path):
    count = 4
    campaign = Campaign(tmp_path, "--backends", "exact", "--count", str(count), delay=0.5)
    process = campaign.start()
    busy = _wait_until(lambda: campaign.runs("start"), 30, "a run to start")[0]
    os.kill(busy, signal.SIGKILL)
    output, _ = process.communicate(timeout=60)
    assert process.returncode == 0, output
    summary = _assert_every_example_checked(campaign, count, output)
    assert summary["findings"] == [], output  # today: a SIGKILL "crash" of the kernel
    assert summary["worker_restarts"] >= 1
    events = summary["harness_events"]
    assert events and any("did not reproduce" in e for e in events), summary
    assert "harness event" in (campaign.out / "report.md").read_text()
    _assert_no_process_left(campaign.marker)


# --- 5. one campaign per --out ------------------------------------------------------------


def test_second_campaign_on_the_same_out_is_refused(tmp_path):
    first = Campaign(tmp_path, "--backends", "exact", "--count", "8", delay=0.5)
    running = first.start()
    _wait_until(lambda: first.runs("start"), 30, "the first campaign to run")
    second = Campaign(tmp_path, "--backends", "exact", "--count", "8", out=first.out)
    code, output = second.run(timeout=30)
    running.kill()
    running.wait()
    running.stdout.close()
    assert code == 2, output
    assert "locked" in output and str(running.pid) in output, output
    assert not (first.out / "report.json").exists()  # the second one did not run it
    _assert_no_process_left(first.marker)


# --- 14. reports others can read ------------------------------------------------------------


def test_report_state_and_finding_files_are_readable_by_others(tmp_path, fakes_in_process):
    out = tmp_path / "out"
    old_umask = os.umask(0o022)
    try:
        run_campaign(CampaignSpec(out, seed=3, count=2, backends=["wrong"], shrink_time=0))
    finally:
        os.umask(old_umask)
    assert list((out / "findings").iterdir()), "the wrong backend must produce a finding"
    modes = {str(p.relative_to(out)): stat.S_IMODE(p.stat().st_mode) for p in out.rglob("*")}
    expected = {path: 0o755 if (out / path).is_dir() else 0o644 for path in modes}
    assert modes == expected


# --- issue 42: a hanging compile costs the budget nothing ------------------------------------

STARTUP = 40.0  # seconds a campaign may take besides its budget (imports, fork server, report)
# on a loaded machine: far below the 120 s compile timeout the budget used to wait for


def test_a_hanging_compile_ends_a_time_campaign_within_its_budget(tmp_path):
    """A compile that never returns is killed when the budget (plus COMPILE_GRACE) is spent,
    not after --compile-timeout (120 s by default), and filed against its own config only."""
    from fuzz.worker import COMPILE_GRACE

    budget = 15.0  # room for a first example on a busy machine (generation is slow)
    campaign = Campaign(tmp_path, "--backends", "compilehang,exact", "--time", f"{budget}s")
    started = time.monotonic()
    code, output = campaign.run(timeout=budget + COMPILE_GRACE + 60)  # today: 120 s and more
    took = time.monotonic() - started
    assert took < budget + COMPILE_GRACE + STARTUP, output
    assert code == 0, output
    summary = campaign.report()
    assert summary["unchecked_examples"] == 0 and summary["examples"] >= 1, output
    signatures = [f["signature"] for f in summary["findings"]]
    assert signatures == ["timeout|compilehang/native|compile|-"], output
    assert "time budget" in summary["findings"][0]["summary"], output  # says why it was cut
    assert len(campaign.runs("done")) >= summary["examples"], "exact must have run them all"
    _assert_no_process_left(campaign.marker)


def test_the_compile_timeout_is_an_option(tmp_path):
    help_text = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    assert "--compile-timeout" in help_text
    campaign = Campaign(tmp_path, "--backends", "compilehang", "--count", "1")
    started = time.monotonic()
    code, output = campaign.run("--compile-timeout", "2s", timeout=60)
    assert time.monotonic() - started < 2 + STARTUP, output
    assert code == 0, output
    [finding] = campaign.report()["findings"]
    assert finding["signature"] == "timeout|compilehang/native|compile|-", output
    assert "within 2 s" in finding["summary"], finding


def test_a_backend_that_builds_alone_has_a_hang_blamed_after_one_timeout(fakes_in_process):
    """tinygrad compiles each kernel on its own: a worker builds such a batch one kernel at a
    time, so a hang is its kernel's at the first timeout. Campaigns 50001 and 51001 stalled
    280 s each on one hang: the batch's timeout, then the culprit's alone."""
    fine, expected = _exact_task()
    hang = dataclasses.replace(fine, kernel=fine.kernel.replace("kernel fuzz", "kernel hang"))
    assert "kernel hang(" in hang.kernel
    tasks = [
        dataclasses.replace(task, task_id=i, backend="onehang")
        for i, task in enumerate([fine, hang, fine])
    ]
    with WorkerPool(1, compile_timeout=2.0) as pool:
        outcomes = pool.run(tasks)
        events = pool.take_events()
    assert [o.status for o in outcomes] == ["ok", "timeout", "ok"], outcomes
    _assert_right_answer(outcomes[2], expected)
    assert not [e for e in events if "together" in e], events  # no batch timeout first


# --- issue 42: no process a backend started outlives its campaign ---------------------------


def _sleeps(marker: str) -> list[int]:
    """The `sleep`s the sessionchild fake started under this marker, still alive."""
    return [pid for pid in _marked(marker) if _cmdline(pid).startswith("sleep")]


def test_no_process_a_compile_left_in_a_new_session_outlives_the_campaign(tmp_path):
    campaign = Campaign(tmp_path, "--backends", "sessionchild", "--count", "2")
    code, output = campaign.run()
    assert code == 0, output
    assert campaign.report()["findings"] == [], output
    assert campaign.runs("spawned"), "the fake must have started its children"
    _assert_no_process_left(campaign.marker)  # today: the sleeps live on, parent 1


def test_kill_of_the_campaign_kills_what_its_compiles_left_in_new_sessions(tmp_path):
    campaign = Campaign(tmp_path, "--backends", "sessionchild", "--time", "60s")
    process = campaign.start()
    _wait_until(lambda: len(_sleeps(campaign.marker)) >= 2, 30, "the fake's children")
    process.kill()
    process.wait()
    process.stdout.close()
    _assert_no_process_left(campaign.marker)  # today: every sleep lives on, parent 1


def test_a_killed_worker_takes_what_its_compiles_left_with_it(fakes_in_process):
    """While the pool lives on: a worker killed (a timeout, a restart) leaves nothing."""
    task, expected = _exact_task()
    task = dataclasses.replace(task, backend="sessionchild")
    with WorkerPool(1) as pool:
        _assert_right_answer(pool.run([task])[0], expected)
        # both: the second is started through `sh -c 'setsid sleep &'`, a little later
        _wait_until(lambda: len(_sleeps(fakes_in_process)) == 2, 5, "both of the fake's children")
        pool.workers[0].restart()
        _wait_until(lambda: not _sleeps(fakes_in_process), 5, "the children to be killed")
        _assert_right_answer(pool.run([task])[0], expected)  # the new worker works
    _assert_no_process_left(fakes_in_process, in_process=True)
