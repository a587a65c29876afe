"""Crash-isolated execution: compile and run kernels in long-lived worker processes.

Where this sits: generated code can segfault, abort, or loop forever, and a bulk runner
(the fuzzer, fuzz/harness.py) must survive all three. `WorkerPool` keeps N worker processes
(multiprocessing, 'spawn' context: a fresh interpreter, no inherited state) and sends each
a batch of `Task`s: (kernel, backend, options, executor, inputs). The worker compiles every
task of one (backend, options, executor) with one `refimpl.compile.build` call — one C
compiler process for the batch — and runs each runner on a copy of each input, returning
the buffers.

The worker reports its progress before every step ("compiling tasks 3,4,5", "running task
4"), so when it dies the pool knows which task killed it:

- the process died of a signal (SIGSEGV, SIGABRT, SIGILL, ...) -> that task is a `crash`
  outcome carrying the signal number; if it died while compiling a batch, every task of
  the batch is retried alone to find the culprit;
- no report within the step's timeout -> the worker is killed and the task is a `timeout`;
- the worker is restarted and the batch's remaining tasks go to the new process.

A kernel is sent as its text (docs/kernel-format.md) or, for a kernel whose text does not
parse back (a text-format bug the fuzzer reports separately), as a pickled `Kernel`.

Test doubles: `UOPCHECK_EXTRA_BACKENDS="name=module,..."` registers extra backend modules
(each defining `BACKEND`) in refimpl.compile.BACKEND_MODULES, in this process and in every
worker. The fuzzer's own tests use it to inject deliberately wrong or crashing backends
(fuzz/fake_backends.py); nothing else sets it.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait

import numpy as np

from refimpl.backends.base import Args, Options

EXTRA_BACKENDS_ENV = "UOPCHECK_EXTRA_BACKENDS"
COMPILE_TIMEOUT = 120.0  # seconds for one batch compile (x86 isel of big kernels is slow)
RUN_TIMEOUT = 10.0  # seconds for one kernel run on all its inputs


def register_extra_backends() -> None:
    """Add the backends named in $UOPCHECK_EXTRA_BACKENDS (test doubles) to the pipeline."""
    from refimpl.compile import BACKEND_MODULES

    for entry in filter(None, os.environ.get(EXTRA_BACKENDS_ENV, "").split(",")):
        name, _, module = entry.partition("=")
        BACKEND_MODULES.setdefault(name.strip(), module.strip())


@dataclass
class Task:
    """One kernel on one configuration, run on each of `inputs`."""

    task_id: int
    kernel: str | bytes  # kernel text, or a pickled Kernel when the text does not parse back
    backend: str
    options: Options
    executor: str
    inputs: list[Args]


@dataclass
class Outcome:
    """What happened to a task. `status` is one of STATUSES."""

    task_id: int
    status: str
    outputs: list[dict[str, np.ndarray]] = field(default_factory=list)  # one per input
    error_type: str = ""
    message: str = ""
    signal: int | None = None
    phase: str = ""  # "compile" or "run": where a crash or timeout happened


STATUSES = ("ok", "compile-error", "run-error", "crash", "timeout")


# --- the worker process -------------------------------------------------------------------


def _load_kernel(payload: str | bytes):
    from refimpl.text import parse

    return parse(payload) if isinstance(payload, str) else pickle.loads(payload)


def _error(task: Task, status: str, exc: BaseException, phase: str) -> Outcome:
    text = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return Outcome(task.task_id, status, error_type=type(exc).__name__, message=text,
                   phase=phase)  # fmt: skip


def _compile_group(conn: Connection, tasks: list[Task]) -> dict[int, object]:
    """Runners by task id; compile errors are sent back at once."""
    from refimpl.compile import build

    conn.send(("compiling", [t.task_id for t in tasks]))
    first = tasks[0]
    kernels = []
    runners: dict[int, object] = {}
    loaded: list[Task] = []
    for task in tasks:
        try:
            kernels.append(_load_kernel(task.kernel))
            loaded.append(task)
        except Exception as e:  # noqa: BLE001 - a kernel that does not load is that task's error
            conn.send(("done", _error(task, "compile-error", e, "compile")))
    if not loaded:
        return runners
    try:
        built = build(kernels, first.backend, first.options, first.executor)
        return {t.task_id: r for t, r in zip(loaded, built, strict=True)}
    except Exception:  # noqa: BLE001 - one bad kernel fails the batch: build each alone
        pass
    for task, kernel in zip(loaded, kernels, strict=True):
        conn.send(("compiling", [task.task_id]))
        try:
            runners[task.task_id] = build([kernel], task.backend, task.options, task.executor)[0]
        except Exception as e:  # noqa: BLE001
            conn.send(("done", _error(task, "compile-error", e, "compile")))
    return runners


def _run_task(conn: Connection, task: Task, runner) -> None:
    conn.send(("running", [task.task_id]))
    outputs = []
    try:
        for args in task.inputs:
            actual = args.copy()
            runner(actual)
            outputs.append(actual.buffers)
    except Exception as e:  # noqa: BLE001 - reported as this task's run error
        conn.send(("done", _error(task, "run-error", e, "run")))
        return
    conn.send(("done", Outcome(task.task_id, "ok", outputs)))


def serve(conn: Connection) -> None:
    """The worker's main loop: batches in, progress and outcomes out, until told to stop."""
    register_extra_backends()
    while True:
        try:
            batch = conn.recv()
        except EOFError:
            return
        if batch is None:
            return
        groups: dict[tuple, list[Task]] = {}
        for task in batch:
            groups.setdefault((task.backend, task.options, task.executor), []).append(task)
        for tasks in groups.values():
            runners = _compile_group(conn, tasks)
            for task in tasks:
                if task.task_id in runners:
                    _run_task(conn, task, runners[task.task_id])
        conn.send(("batch-done", []))


# --- the pool ----------------------------------------------------------------------------


class _Worker:
    def __init__(self, context):
        self.context = context
        self.conn: Connection | None = None
        self.process = None
        self.restarts = -1
        self.start()

    def start(self) -> None:
        parent, child = self.context.Pipe()
        self.process = self.context.Process(target=serve, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.conn = parent
        self.restarts += 1

    def stop(self, kill: bool = False) -> None:
        if self.process is None:
            return
        if kill:
            self.process.kill()  # our own child, by its handle
        else:
            try:
                self.conn.send(None)
            except (BrokenPipeError, OSError):
                pass
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()
        self.process = None


@dataclass
class _Assignment:
    """A batch being worked on by one worker, and what it last said it was doing."""

    pending: dict[int, Task]
    phase: str = "compile"
    current: list[int] = field(default_factory=list)
    deadline: float = 0.0
    dead: bool = False


class WorkerPool:
    """N crash-isolated workers. `run(tasks)` returns one Outcome per task, in task order."""

    def __init__(self, jobs: int = 1, compile_timeout: float = COMPILE_TIMEOUT,
                 run_timeout: float = RUN_TIMEOUT):  # fmt: skip
        self.context = multiprocessing.get_context("spawn")
        self.workers = [_Worker(self.context) for _ in range(max(1, jobs))]
        self.timeouts = {"compile": compile_timeout, "run": run_timeout}

    @property
    def restarts(self) -> int:
        return sum(w.restarts for w in self.workers)

    def close(self) -> None:
        for worker in self.workers:
            worker.stop()

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def run(self, tasks: Sequence[Task]) -> list[Outcome]:
        outcomes: dict[int, Outcome] = {}
        queue: list[list[Task]] = _split(list(tasks), len(self.workers))
        busy: dict[_Worker, _Assignment] = {}
        while queue or busy:
            for worker in self.workers:
                if worker not in busy and queue:
                    batch = queue.pop(0)
                    worker.conn.send(batch)
                    busy[worker] = _Assignment({t.task_id: t for t in batch},
                                               deadline=self._deadline("compile"))  # fmt: skip
            ready = wait([w.conn for w in busy], timeout=self._next_timeout(busy))
            for worker in list(busy):
                assignment = busy[worker]
                if worker.conn in ready:
                    if self._receive(worker, assignment, outcomes):
                        del busy[worker]
                        continue
                    if not assignment.dead:
                        continue
                    status = "crash"
                elif time.monotonic() > assignment.deadline:
                    worker.process.kill()  # our own child, by its handle
                    status = "timeout"
                else:
                    continue
                del busy[worker]
                queue[:0] = self._blame(worker, assignment, status, outcomes)
                worker.stop(kill=True)
                worker.start()
        return [outcomes[t.task_id] for t in tasks]

    def _deadline(self, phase: str) -> float:
        return time.monotonic() + self.timeouts[phase]

    @staticmethod
    def _next_timeout(busy: dict) -> float:
        return max(0.0, min(a.deadline for a in busy.values()) - time.monotonic()) + 0.01

    def _receive(self, worker: _Worker, assignment: _Assignment, outcomes: dict) -> bool:
        """Handle every message waiting; True when the batch is finished."""
        while worker.conn.poll():
            try:
                kind, payload = worker.conn.recv()
            except (EOFError, OSError):
                assignment.dead = True
                return False
            if kind == "batch-done":
                return True
            if kind == "done":
                outcomes[payload.task_id] = payload
                assignment.pending.pop(payload.task_id, None)
            else:
                assignment.phase = "compile" if kind == "compiling" else "run"
                assignment.current = payload
                assignment.deadline = self._deadline(assignment.phase)
        return False

    def _blame(self, worker: _Worker, assignment: _Assignment, status: str,
               outcomes: dict) -> list[list[Task]]:  # fmt: skip
        """Record the crash/timeout of the task at fault; return the batches still to run."""
        worker.process.join(timeout=5)
        code = worker.process.exitcode
        signum = -code if code is not None and code < 0 and status == "crash" else None
        phase = "run" if assignment.phase == "run" else "compile"
        current = [i for i in assignment.current if i in assignment.pending]
        if not current:  # died between steps: retry everything alone
            return [[t] for t in assignment.pending.values()]
        if len(current) > 1:  # died compiling a batch: find the culprit by compiling alone
            return [[t] for t in assignment.pending.values()]
        culprit = assignment.pending.pop(current[0])
        what = f"killed by signal {_signal_name(signum)}" if signum else (
            f"exited with code {code}" if status == "crash" else
            f"no progress within {self.timeouts[phase]:.0f} s")  # fmt: skip
        outcomes[culprit.task_id] = Outcome(culprit.task_id, status, signal=signum,
                                            message=f"worker {what} during {phase}",
                                            phase=phase)  # fmt: skip
        rest = list(assignment.pending.values())
        return [rest] if rest else []


def _split(tasks: list[Task], parts: int) -> list[list[Task]]:
    """Contiguous slices, one per worker, each kept whole per config for batch compiles."""
    if not tasks:
        return []
    size = -(-len(tasks) // parts)
    return [tasks[i : i + size] for i in range(0, len(tasks), size)]


def _signal_name(signum: int | None) -> str:
    if signum is None:
        return "?"
    try:
        return signal.Signals(signum).name
    except ValueError:
        return str(signum)


__all__ = ["Outcome", "Task", "WorkerPool", "register_extra_backends", "STATUSES"]
