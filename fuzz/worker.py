"""Crash-isolated execution: compile and run kernels in long-lived worker processes.

Where this sits: in the fuzzer, above refimpl/. Generated code can segfault, abort, or
loop forever, and a bulk runner (fuzz/harness.py) must survive all three. `WorkerPool`
keeps N worker processes and sends each free one a batch of `Task`s: (kernel, backend,
options, executor, inputs), a batch per compile (`_compile_units`). The worker compiles
every task of one (backend, options, executor) with one `refimpl.compile.build` call — one
C compiler process for the batch — and runs each runner on a copy of each input, returning
the buffers.

The worker reports its progress before every step ("compiling tasks 3,4,5", "running task
4"), so when it dies the pool knows which task killed it:

- the process died of a signal (SIGSEGV, SIGABRT, SIGILL, ...) -> that task is a `crash`
  outcome carrying the signal number; if it died while compiling a batch, every task of
  the batch is retried alone to find the culprit (a backend that `builds_alone` is given
  one kernel per build from the start, so the culprit is known at once);
- no report within the step's timeout -> the worker is killed and the task is a `timeout`.
  A compile's timeout is `compile_timeout` (COMPILE_TIMEOUT, `campaign --compile-timeout`)
  and, in a pool given the end of its caller's time budget (`budget_end`, a `--time`
  campaign), never more than what is left of the budget plus COMPILE_GRACE: a compile that
  hangs costs the budget at most the grace, and is still that config's `timeout` finding.
  Within `WorkerPool.until(end)` (a finding's shrinking) every step, a compile or a run,
  ends by `end` plus STEP_GRACE, whatever its timeout; a timeout that came from `end` is
  `cut_short`: the harness counts that config as not run (a shrink candidate that never
  finished compiling does not show a hang);
- the worker is restarted and the batch's remaining tasks go to the new process.

A crash is not believed at once: a worker can also be killed from outside (the OOM killer,
a user's `kill -9`). The task that was running is run again, alone, on the freshly started
worker, and the re-run's result is the task's outcome: a crash that reproduces is filed, one
that does not is a *harness event* (`WorkerPool.events`, listed in campaign reports), as is
every other worker death that no task is blamed for. A worker found dead while idle is
replaced before work is sent to it (and a send that fails restarts it and sends again).

Workers are forked from a fork server (multiprocessing's 'forkserver' context): a fresh
interpreter, started once per pool-owning process, that has imported the worker and the
reference backends (`PRELOADED`); a worker, or its restart after a crash, then costs a fork
instead of a third of a second of imports. It inherits no state of the pool's process; the
pool's environment at the worker's start is passed along (the fork server's is that of its
own start).

Lifetimes: no process outlives the pool's owner, whatever is killed. The fork server exits
when the pool's process does (multiprocessing: the end of a pipe only the owner holds; each
worker closes the copy it inherits). Each worker asks the kernel for SIGKILL when its parent,
the fork server, dies (prctl PR_SET_PDEATHSIG; a SIGKILL, because a worker spinning in native
code runs no signal handler) and leads its own process group, which the pool kills whole
when it kills the worker, so a kernel_runner or qemu-x86_64 child (refimpl/runtime/runner.py,
which sets the same death signal on them) or a C compiler dies with it.

A backend's compiler may also leave processes outside that group: a child in a new session
(a build server, `setsid`), which no group kill and no death signal reaches. Those are
caught by *subreapers* (prctl PR_SET_CHILD_SUBREAPER: the orphaned descendants of a subreaper
become its children, not init's). Each worker is one, and kills every child it has when it
ends; the fork server is one (fuzz/fork_server_reaper.py, which only it imports), so what a
killed worker leaves becomes the server's child: the pool kills every child of the server
that is not a live worker after each worker it stops (`_kill_what_dead_workers_left`), and
the server kills all its children, workers and orphans, when it exits after its owner's
death (even by SIGKILL).

Compiled code: a worker's cache root is `fuzz/` in the pool's ($UOPCHECK_CACHE/fuzz/, by
default .cache/fuzz/), so its C shared objects, LLVM objects and x86 code are kept apart
from the suite's. The fuzzer's kernels are new: written beside the suite's entries, the
thousands a campaign compiles would only evict, from the capped directories, what a warm
suite needs again (an 8-minute x86 campaign made the next suite run 23 s slower). The
fuzzer's directories have the same cap; a resumed campaign finds there the batch it
compiles again.

Coverage: after each batch a worker that compiled x86 code says which isel rules and encoder
forms (refimpl/backends/x86/coverage.py) it reached that it had not reported yet; the pool
keeps their union (`WorkerPool.reached`) for the campaign's coverage over time. A worker
killed by a crash loses what its last batch reached, and a compile served from the cache
(below) selects and encodes nothing, so reaches nothing. The check costs about 2 µs per
batch, a new id about 50 µs (the counters are only read past what was sent).

A kernel is sent as its text (docs/kernel-format.md) or, for a kernel whose text does not
parse back (a text-format bug the fuzzer reports separately), as a pickled `Kernel`.
Narrow-float buffers (bf16, fp8) travel as their bits, and a backend whose runners read them
as bits (`Backend.narrow_buffers_as_bits`) gets them so: a worker compiling and running
such kernels never imports ml_dtypes, whose import is half a second of every worker start.
A pool for backends that read them typed (test doubles, most plugins), or one not told
which backends it runs, has the fork server import ml_dtypes too when that pool is the one
starting it (`start_fork_server(backends)`, `WorkerPool(backends=...)`): then no worker
start or restart pays for it.

Test doubles: `UOPCHECK_EXTRA_BACKENDS="name=module,..."` registers extra backend modules
(each defining `BACKEND`) in refimpl.compile.BACKEND_MODULES (`register_extra_backends`),
in this process and in every worker. The fuzzer's own tests use it to inject deliberately
wrong or crashing backends (fuzz/fake_backends/); nothing else sets it.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import dataclasses
import functools
import itertools
import math
import multiprocessing
import multiprocessing.forkserver
import os
import pickle
import signal
import sys
import time
import traceback
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path

import numpy as np

from refimpl.backends import disk_cache
from refimpl.backends.base import Args, BackendUnavailable, Options
from refimpl.compile import build, collect_less_often, get_backend, register_extra_backends
from refimpl.dtypes import NARROW_FLOATS, NARROW_NUMPY_NAMES
from refimpl.errors import Crashed
from refimpl.ir import Ops
from refimpl.runtime.runner import die_with_parent
from refimpl.text import parse

# Workers keep their compiled code in this directory of the cache root, a root of its own
# (module docstring, "Compiled code")
FUZZ_CACHE = "fuzz"
CACHE_ENV = "UOPCHECK_CACHE"
COMPILE_TIMEOUT = 120.0  # seconds for one batch compile (x86 isel of big kernels is slow)
COMPILE_GRACE = 10.0  # seconds a compile may run past its caller's time budget (budget_end)
STEP_GRACE = 1.0  # seconds a step may run past a block's end (WorkerPool.until)
RUN_TIMEOUT = 10.0  # seconds for one kernel run on all its inputs
SEND_ATTEMPTS = 3  # a batch that cannot be sent to a freshly restarted worker is an error
SILENT_DEATHS = 3  # a batch whose worker dies this often before saying anything is an error
# what a worker reports reaching in the x86 backend (`_newly_reached`): isel rules by name,
# encoder forms by their SDM instruction column
REACHED_KINDS = ("isel_rules", "encoder_forms")


class WorkerPoolError(RuntimeError):
    """The pool could not get a batch run at all (not a kernel's fault: a harness error)."""


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
    # a timeout that came from the caller's time (`WorkerPool.until`), not the step's own
    # timeout: it says nothing about the task
    cut_short: bool = False


STATUSES = ("ok", "compile-error", "run-error", "crash", "timeout")


# --- the worker process -------------------------------------------------------------------


@functools.lru_cache(maxsize=256)
def _load_kernel(payload: str | bytes):
    """The kernel a task carries. Remembered: a batch holds each kernel once per config,
    and parsing is most of what a worker does besides compiling."""
    return parse(payload) if isinstance(payload, str) else pickle.loads(payload)


def _as_bits(args: Args) -> Args:
    """`args` with every narrow-float buffer viewed as unsigned integers of its width."""

    def bits(array: np.ndarray) -> np.ndarray:
        narrow = array.dtype.name in NARROW_NUMPY_NAMES
        return array.view(f"u{array.itemsize}") if narrow else array

    return Args({name: bits(array) for name, array in args.buffers.items()}, args.vars)


def _on_the_wire(task: Task) -> Task:
    return dataclasses.replace(task, inputs=[_as_bits(args) for args in task.inputs])


def _narrow_views(kernel, args: Args) -> Args:
    """A copy of `args` (narrow-float buffers as bits) for a runner that wants them typed."""
    types = {p.arg[1]: p.dtype.base for p in kernel.params if p.op is Ops.PARAM}

    def typed(name: str, array: np.ndarray) -> np.ndarray:
        return array.copy().view(types[name].np) if types[name] in NARROW_FLOATS else array.copy()

    return Args({name: typed(name, a) for name, a in args.buffers.items()}, dict(args.vars))


def _typed(outcome: Outcome, task: Task | None) -> Outcome:
    """`outcome` with its narrow-float buffers typed again (they travel as bits). Any other
    array is handed back as the runner returned it: a wrong dtype or shape is the backend's
    fault, for the harness to report (a view as the input's dtype would hide it, or raise
    here and lose the example for every config)."""
    if task is None or not outcome.outputs:
        return outcome

    def typed(name: str, array: np.ndarray, sent: Args) -> np.ndarray:
        given = sent.buffers.get(name)
        narrow = given is not None and given.dtype.name in NARROW_NUMPY_NAMES
        as_bits = narrow and array.dtype == np.dtype(f"u{given.dtype.itemsize}")
        return array.view(given.dtype) if as_bits else array

    outputs = [
        {name: typed(name, array, args) for name, array in buffers.items()}
        for buffers, args in zip(outcome.outputs, task.inputs, strict=True)
    ]
    return dataclasses.replace(outcome, outputs=outputs)


def _error(task: Task, status: str, exc: BaseException, phase: str) -> Outcome:
    text = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    # an emulator's crash carries its signal like a native one (same finding, see harness)
    crashed = isinstance(exc, Crashed) and exc.signal in signal.Signals.__members__
    return Outcome(
        task.task_id,
        status,
        error_type=type(exc).__name__,
        message=text,
        signal=signal.Signals[exc.signal].value if crashed else None,
        phase=phase,
    )


def _compile_group(conn: Connection, tasks: list[Task]) -> dict[int, object]:
    """Runners by task id; compile errors are sent back at once. A backend that `builds_alone`
    gets one kernel per build, each step reported, so a hang is blamed on its kernel at once
    and a compile error does not cost the batch's other compiles twice."""
    first = tasks[0]
    if get_backend(first.backend).builds_alone and len(tasks) > 1:
        one_by_one: dict[int, object] = {}
        for task in tasks:
            one_by_one.update(_compile_group(conn, [task]))
        return one_by_one
    conn.send(("compiling", [t.task_id for t in tasks]))
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
    as_bits = get_backend(task.backend).narrow_buffers_as_bits
    try:
        for args in task.inputs:
            actual = args.copy() if as_bits else _narrow_views(_load_kernel(task.kernel), args)
            runner(actual)
            outputs.append(actual.buffers)
    except Exception as e:  # noqa: BLE001 - reported as this task's run error
        conn.send(("done", _error(task, "run-error", e, "run")))
        return
    conn.send(("done", Outcome(task.task_id, "ok", outputs)))


def serve(conn: Connection, environment: dict[str, str] | None = None) -> None:
    """The worker's main loop: batches in, progress and outcomes out, until told to stop.

    Started by a WorkerPool (with the pool's `environment`), it first ties its life to the
    fork server's, leads a process group of its own, becomes the subreaper of what its
    backends start (see the module docstring) and takes the pool's environment; what they
    started is killed when it returns."""
    if environment is not None:
        die_with_parent(os.getppid())
        os.setpgid(0, 0)
        become_subreaper()
        _let_the_fork_server_end()
        os.environ.clear()
        os.environ.update(environment)
    try:
        _serve(conn)
    finally:
        if environment is not None:
            kill_every_child()


def _serve(conn: Connection) -> None:
    collect_less_often()
    register_extra_backends()
    reported: dict[str, int] = {}  # coverage kind -> ids already sent (_newly_reached)
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
        started = time.perf_counter()
        for tasks in groups.values():
            runners = _compile_group(conn, tasks)
            for task in tasks:
                if task.task_id in runners:
                    _run_task(conn, task, runners[task.task_id])
        if reached := _newly_reached(reported):
            conn.send(("reached", reached))
        conn.send(("batch-done", time.perf_counter() - started))


def _newly_reached(reported: dict[str, int]) -> dict[str, list[str]]:
    """The x86 isel rules and encoder forms (refimpl/backends/x86/coverage.py) this worker
    reached since it last said, by coverage kind (REACHED_KINDS): the campaign's coverage
    over time. Cheap: a counter only ever gains keys, in order, so what is new lies past the
    count already sent; a worker that never compiled x86 code has empty counters."""
    coverage = sys.modules.get("refimpl.backends.x86.coverage")
    if coverage is None:
        return {}
    new = {}
    for kind, counter in zip(REACHED_KINDS, (coverage.RULES, coverage.FORMS), strict=True):
        sent = reported.get(kind, 0)
        if len(counter) < sent:  # reset (coverage.reset): everything is new again
            sent = 0
        if len(counter) > sent:
            new[kind] = list(itertools.islice(counter, sent, None))
            reported[kind] = len(counter)
    return new


def _let_the_fork_server_end() -> None:
    """Close this worker's copy of the pipe whose end tells the fork server that its owner
    is gone (multiprocessing hands each child one, for forking grandchildren, which a worker
    never does): held here, it would keep the server, and so this worker, alive after the
    owner's death."""
    server = multiprocessing.forkserver._forkserver  # a CPython detail (3.11)
    if getattr(server, "_forkserver_alive_fd", None) is not None:
        os.close(server._forkserver_alive_fd)
        server._forkserver_alive_fd = None


# --- processes a backend left behind ------------------------------------------------------

PR_SET_CHILD_SUBREAPER = 36  # <linux/prctl.h>
REAP_WITHIN = 5.0  # seconds to kill a process tree (a fork bomb gets no longer)
_PRCTL = getattr(ctypes.CDLL(None), "prctl", None) if sys.platform.startswith("linux") else None


def become_subreaper() -> None:
    """Make this process the parent of its orphaned descendants (Linux; elsewhere a no-op)."""
    if _PRCTL is not None:
        _PRCTL(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def _children(pid: int) -> list[int]:
    """The live (not zombie) children of process `pid`, from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            text = (entry / "stat").read_text()
        except OSError:
            continue
        state, parent = text[text.rindex(")") + 2 :].split()[:2]  # the name may hold spaces
        if int(parent) == pid and state not in "ZX":
            found.append(int(entry.name))
    return found


def _kill_children(parent: int, spare: Callable[[int], bool], reap: bool) -> None:
    """SIGKILL the children of `parent` (but `spare`d ones) until it has no other: each
    killed one's own children become `parent`'s (a subreaper's), and die in the next round.
    `reap`: `parent` is this process, which collects their exit statuses too."""
    deadline = time.monotonic() + REAP_WITHIN
    while time.monotonic() < deadline:
        victims = [pid for pid in _children(parent) if not spare(pid)]
        if not victims:
            return
        for pid in victims:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.005)  # its children are reparented once it has exited
        while reap:
            try:
                if os.waitpid(-1, os.WNOHANG)[0] == 0:
                    break
            except ChildProcessError:
                break


def kill_every_child() -> None:
    """Kill every child of this subreaper, and theirs, and reap them."""
    _kill_children(os.getpid(), lambda pid: False, reap=True)


def reap_orphans_in_the_fork_server() -> None:
    """Run once in the fork server (fuzz/fork_server_reaper.py): become the subreaper of the
    workers' descendants, and kill them all when the server exits."""
    server = os.getpid()
    become_subreaper()
    # the server reaps each orphan it adopts, warning about a pid it did not fork
    warnings.filterwarnings("ignore", "forkserver: waitpid returned unexpected pid")

    def at_exit() -> None:
        if os.getpid() == server:  # not in a worker forked from it (they end by os._exit)
            kill_every_child()

    atexit.register(at_exit)


def _kill_what_dead_workers_left() -> None:
    """Kill every child of this process's fork server that is not a live worker of one of
    its pools: what a dead worker's backends left running, adopted by the server."""
    server = getattr(multiprocessing.forkserver._forkserver, "_forkserver_pid", None)
    if server is not None:
        _kill_children(server, lambda pid: pid in _Worker.alive, reap=False)


# --- the pool ----------------------------------------------------------------------------

# imported once by the fork server, so that a worker's start is a fork: the worker and the
# reference backends with what they load on first use (the executors, Unicorn, LLVM). Not
# ml_dtypes unless the pool's backends read narrow floats typed (see the module docstring):
# it is half a second, and the reference backends do without it.
PRELOADED = [
    "fuzz.fork_server_reaper",  # first: the server adopts orphans from its first fork on
    "fuzz.worker",
    "refimpl.backends.c",
    "refimpl.backends.llvm",
    "refimpl.backends.x86.backend",
    "refimpl.runtime.executors",
    "refimpl.runtime.unicorn",
]


def _reads_narrow_floats_typed(backend: str) -> bool:
    try:
        return not get_backend(backend).narrow_buffers_as_bits
    except BackendUnavailable:
        return False  # never run by this pool


def _fork_server_context(backends: Iterable[str] | None):
    """The context the pool forks workers from. The preload is read when the server starts,
    once per process: the first pool's (or start_fork_server's) backends decide it; None,
    a pool that may run any backend, has ml_dtypes preloaded."""
    register_extra_backends()
    typed = backends is None or any(_reads_narrow_floats_typed(name) for name in backends)
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOADED + ["ml_dtypes"] * typed)
    return context


def start_fork_server(backends: Iterable[str] | None = None) -> None:
    """Start the fork server without waiting for its imports (a third of a second), which
    a WorkerPool's first worker would wait for: a caller with work of its own first (a
    campaign generating its first examples) does it meanwhile. `backends`: the ones the
    pool will run (they decide whether the server imports ml_dtypes)."""
    _fork_server_context(backends)
    multiprocessing.forkserver.ensure_running()


class _Worker:
    alive: set[int] = set()  # pids of the started, not yet stopped, workers of this process

    def __init__(self, context):
        self.context = context
        self.conn: Connection | None = None
        self.process = None
        self.restarts = -1
        self.start()

    def start(self) -> None:
        parent, child = self.context.Pipe()
        environment = {**os.environ, CACHE_ENV: str(disk_cache.cache_dir(FUZZ_CACHE))}
        self.process = self.context.Process(target=serve, args=(child, environment), daemon=True)
        self.process.start()
        _Worker.alive.add(self.process.pid)
        child.close()
        self.conn = parent
        self.restarts += 1

    def kill(self) -> None:
        """SIGKILL the worker and every process of its group (runners, compilers)."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)  # our own child's group, by its pid
        except (ProcessLookupError, PermissionError):
            pass  # not a group leader yet (killed while starting) or the group is gone
        self.process.kill()

    def death(self) -> str:
        """How the (dead) worker ended, e.g. "killed by signal SIGKILL"."""
        self.process.join(timeout=5)
        code = self.process.exitcode
        if code is None:
            return "stopped answering"
        return f"killed by signal {_signal_name(-code)}" if code < 0 else f"exited with code {code}"

    def stop(self, kill: bool = False) -> None:
        if self.process is None:
            return
        if kill:
            self.kill()
        else:
            try:
                self.conn.send(None)
            except (BrokenPipeError, OSError):
                pass
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.kill()
            self.process.join()
        self.conn.close()
        _Worker.alive.discard(self.process.pid)
        self.process = None
        _kill_what_dead_workers_left()

    def restart(self) -> None:
        self.stop(kill=True)
        self.start()


@dataclass
class _Batch:
    """Tasks for one worker. `confirming`: the crash this re-run on a fresh worker checks."""

    tasks: list[Task]
    confirming: Outcome | None = None
    silent_deaths: int = 0  # times a worker died on this batch before reporting anything


@dataclass
class _Assignment:
    """A batch being worked on by one worker, and what it last said it was doing."""

    batch: _Batch
    pending: dict[int, Task]
    phase: str = "compile"
    current: list[int] = field(default_factory=list)
    deadline: float = 0.0
    allowed: str = ""  # the current step's timeout, e.g. "120 s", for a timeout's message
    cut_short: bool = False  # the current step's timeout is what is left of `until`'s time
    dead: bool = False
    heard: bool = False  # the worker has reported something about this batch


class WorkerPool:
    """N crash-isolated workers. `run(tasks)` returns one Outcome per task, in task order.

    `restarts` counts worker restarts; `events` lists the harness events (worker deaths no
    task is blamed for, see the module docstring) until `take_events()` empties it. `run`
    raises WorkerPoolError when a batch cannot be run at all. `backends`: the ones it will
    run, if known (they decide whether a fork server this pool starts imports ml_dtypes,
    see `_fork_server_context`). `budget_end`: the time.monotonic() at which the caller's
    time budget ends, if it has one; no compile step is then given more than what is left
    of it plus COMPILE_GRACE."""

    def __init__(
        self,
        jobs: int = 1,
        compile_timeout: float = COMPILE_TIMEOUT,
        run_timeout: float = RUN_TIMEOUT,
        backends: Iterable[str] | None = None,
        budget_end: float | None = None,
    ):
        self.context = _fork_server_context(backends)
        self.workers = [_Worker(self.context) for _ in range(max(1, jobs))]
        self.timeouts = {"compile": compile_timeout, "run": run_timeout}
        self.budget_end = budget_end
        self.step_end: float | None = None  # `until`
        self.events: list[str] = []
        # a compile's (backend, options) -> seconds per task of its last batch, as the worker
        # timed it: the next run sends the dearest batches first (`_compile_units`)
        self.seconds_per_task: dict[tuple, float] = {}
        # a compile's (backend, options) -> [seconds, kernels] over every batch this pool
        # ran: where the workers' time went (the campaign report)
        self.time_by_compile: dict[tuple, list] = {}
        # coverage kind (REACHED_KINDS) -> ids the workers reached, over every batch
        self.reached: dict[str, set[str]] = {}

    @property
    def restarts(self) -> int:
        return sum(w.restarts for w in self.workers)

    @contextlib.contextmanager
    def until(self, end: float) -> Iterator[None]:
        """Within this block, every step (a compile or a run) ends by `end` (time.monotonic)
        plus STEP_GRACE at the latest, whatever its timeout: a finding's shrinking keeps to
        its budget although one candidate's compile may take tinygrad 17 s or more."""
        saved = self.step_end
        self.step_end = end if saved is None else min(end, saved)
        try:
            yield
        finally:
            self.step_end = saved

    def take_events(self) -> list[str]:
        events, self.events = self.events, []
        return events

    def close(self) -> None:
        for worker in self.workers:
            worker.stop()

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def run(
        self, tasks: Sequence[Task], meanwhile: Callable[[], None] | None = None
    ) -> list[Outcome]:
        """`meanwhile`, if given, is called once the first batches are sent: work of the
        caller's (the next examples' generation) that then overlaps the workers'. Progress
        the workers report meanwhile waits in their pipes, and each step's deadline counts
        from when it is read."""
        outcomes: dict[int, Outcome] = {}
        units = _compile_units(tasks, len(self.workers), self.seconds_per_task)
        queue = [_Batch(unit) for unit in units]
        reserved: dict[_Worker, _Batch] = {}  # a confirmation re-run waits for its fresh worker
        busy: dict[_Worker, _Assignment] = {}
        try:
            while queue or busy or reserved or meanwhile:
                for worker in self.workers:
                    if worker in busy or not (worker in reserved or queue):
                        continue
                    batch = reserved.pop(worker) if worker in reserved else queue.pop(0)
                    self._send(worker, batch)
                    busy[worker] = _Assignment(batch, {t.task_id: t for t in batch.tasks})
                    self._start_step(busy[worker], "compile")
                if meanwhile is not None:
                    meanwhile, caller_work = None, meanwhile
                    caller_work()
                    continue
                ready = wait([w.conn for w in busy], timeout=self._next_timeout(busy))
                for worker in list(busy):
                    assignment = busy[worker]
                    if worker.conn in ready:
                        if self._receive(worker, assignment, outcomes):
                            del busy[worker]
                            self._confirmed_harmless(worker, assignment, outcomes)
                            continue
                        if not assignment.dead:
                            continue
                        status = "crash"
                    elif time.monotonic() > assignment.deadline:
                        worker.kill()
                        status = "timeout"
                    else:
                        continue
                    del busy[worker]
                    retries, confirmation = self._blame(worker, assignment, status, outcomes)
                    queue[:0] = retries
                    worker.restart()
                    if confirmation is not None:
                        reserved[worker] = confirmation
        except BaseException:
            for worker in busy:  # a half-done batch must not answer the next run
                worker.restart()
            raise
        return [outcomes[t.task_id] for t in tasks]

    def _send(self, worker: _Worker, batch: _Batch) -> None:
        """Send a batch, first replacing a worker that died while idle."""
        for _ in range(SEND_ATTEMPTS):
            pid = worker.process.pid
            if not worker.process.is_alive():
                self.events.append(
                    f"worker pid {pid} {worker.death()} while idle; "
                    "restarted before it was sent work"
                )
                worker.restart()
                continue
            try:
                worker.conn.send([_on_the_wire(task) for task in batch.tasks])
                return
            except OSError as e:  # BrokenPipeError, ConnectionResetError: it died just now
                self.events.append(
                    f"sending work to worker pid {pid} failed ({e}); restarted it to send again"
                )
                worker.restart()
        raise WorkerPoolError(f"could not send a batch to a worker in {SEND_ATTEMPTS} tries")

    def _start_step(self, assignment: _Assignment, phase: str) -> None:
        """Start the clock of the worker's next step, a compile or a run."""
        seconds, allowed = self.timeouts[phase], f"{self.timeouts[phase]:.3g} s"
        if phase == "compile" and self.budget_end is not None:
            left = max(0.0, self.budget_end - time.monotonic()) + COMPILE_GRACE
            if left < seconds:
                seconds = left
                allowed = (
                    f"{left:.3g} s (the time budget's rest plus {COMPILE_GRACE:.3g} s grace; "
                    f"the compile timeout is {self.timeouts[phase]:.3g} s)"
                )
        cut_short = False
        if self.step_end is not None:
            left = max(0.0, self.step_end - time.monotonic()) + STEP_GRACE
            if left < seconds:
                seconds, allowed = left, f"{left:.3g} s (what is left of the caller's time)"
                cut_short = True
        assignment.phase = phase
        assignment.cut_short = cut_short
        assignment.deadline = time.monotonic() + seconds
        assignment.allowed = allowed

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
            assignment.heard = True
            if kind == "batch-done":
                tasks = assignment.batch.tasks
                if assignment.batch.confirming is None and tasks:
                    self.seconds_per_task[_compile_of(tasks[0])] = payload / len(tasks)
                    spent = self.time_by_compile.setdefault(_compile_of(tasks[0]), [0.0, 0])
                    spent[0] += payload
                    spent[1] += len({task.kernel for task in tasks})
                return True
            if kind == "done":
                task = assignment.pending.pop(payload.task_id, None)
                outcomes[payload.task_id] = _typed(payload, task)
            elif kind == "reached":
                for what, ids in payload.items():
                    self.reached.setdefault(what, set()).update(ids)
            else:
                assignment.current = payload
                self._start_step(assignment, "compile" if kind == "compiling" else "run")
        return False

    def _confirmed_harmless(self, worker: _Worker, assignment: _Assignment, outcomes: dict) -> None:
        """A confirmation re-run that finished: the crash did not reproduce."""
        crash = assignment.batch.confirming
        if crash is None:
            return
        task = assignment.batch.tasks[0]
        self.events.append(
            f"task {task.task_id} ({_config(task)}): {crash.message}, which did not reproduce "
            f"on a fresh worker (pid {worker.process.pid}); the re-run's result "
            f"({outcomes[task.task_id].status}) stands"
        )

    def _blame(
        self, worker: _Worker, assignment: _Assignment, status: str, outcomes: dict
    ) -> tuple[list[_Batch], _Batch | None]:
        """After a worker died or timed out: record the outcome of the task at fault, if any.
        Returns the batches still to run and the crash to confirm on a fresh worker."""
        pid = worker.process.pid
        worker.kill()  # whatever it left running in its group dies too (a dead leader's exit
        # status stays; killing before reaping keeps its pid, the group's id, from reuse)
        what = (
            worker.death() if status == "crash" else f"made no progress within {assignment.allowed}"
        )
        pending = assignment.pending
        current = [i for i in assignment.current if i in pending]
        if status == "timeout" and assignment.cut_short:  # the caller's time is up: no retry
            for task_id in list(pending):
                outcomes[task_id] = Outcome(
                    task_id,
                    status,
                    message=f"worker {what} during {assignment.phase}",
                    phase=assignment.phase,
                    cut_short=True,
                )
            pending.clear()
            return [], None
        if not current:  # died idle or between two steps: no task to blame
            silent = assignment.batch.silent_deaths + 1 if not assignment.heard else 0
            if silent >= SILENT_DEATHS:
                raise WorkerPoolError(
                    f"{silent} workers died before reporting anything "
                    f"on a batch of {len(pending)} task(s), the last "
                    f"{what}"
                )
            self.events.append(
                f"worker pid {pid} {what} between tasks; its "
                f"{len(pending)} unfinished task(s) run again"
            )
            return [_Batch(list(pending.values()), silent_deaths=silent)], None
        if len(current) > 1:  # died compiling a batch: find the culprit by compiling alone
            self.events.append(
                f"worker pid {pid} {what} compiling tasks {current} together; "
                "each is compiled alone to find the culprit"
            )
            rest = [t for i, t in pending.items() if i not in current]
            return [_Batch([pending[i]]) for i in current] + ([_Batch(rest)] if rest else []), None
        phase = "run" if assignment.phase == "run" else "compile"
        culprit = pending.pop(current[0])
        rest = [_Batch(list(pending.values()))] if pending else []
        code = worker.process.exitcode
        signum = -code if status == "crash" and code is not None and code < 0 else None
        outcome = Outcome(
            culprit.task_id,
            status,
            signal=signum,
            message=f"worker {what} during {phase}",
            phase=phase,
        )
        confirming = assignment.batch.confirming
        if confirming is None and status == "crash":
            return rest, _Batch([culprit], confirming=outcome)
        if confirming is not None:
            if status == "crash" and signum == confirming.signal:
                outcome.message += " (reproduced on a fresh worker)"
            else:
                outcome.message += f" on a fresh worker (first run: {confirming.message})"
                self.events.append(
                    f"task {culprit.task_id} ({_config(culprit)}): "
                    f"{confirming.message}; the re-run on a fresh worker "
                    f"{what} instead"
                )
        outcomes[culprit.task_id] = outcome
        return rest, None


def _config(task: Task) -> str:
    return f"{task.backend}/{task.executor}"


def _compile_units(
    tasks: Sequence[Task], workers: int, seconds_per_task: dict[tuple, float] | None = None
) -> list[list[Task]]:
    """The tasks cut into batches: one per compile (backend and options; its executors
    share the code), and the largest halved while there are fewer batches than workers, so
    a campaign of one config still keeps every worker busy. Batches go to whichever worker
    is free, so the workers finish together: an equal share of the tasks each left one idle
    for much of a campaign, the configs' costs being so unequal (a C compile of a batch
    against an x86 one, Unicorn runs against native ones). The dearest go first, by what a
    task of their compile took last time (`seconds_per_task`; one not seen yet counts as
    dearest, and ties keep the tasks' order), so the last batch to finish is a cheap one."""
    grouped: dict[tuple, list[Task]] = {}
    for task in tasks:
        grouped.setdefault(_compile_of(task), []).append(task)
    units = list(grouped.values())
    while 0 < len(units) < workers:
        largest = max(range(len(units)), key=lambda i: len(units[i]))
        unit = units[largest]
        if len(unit) < 2:
            break
        half = -(-len(unit) // 2)
        units[largest : largest + 1] = [unit[:half], unit[half:]]
    known = seconds_per_task or {}
    return sorted(units, key=lambda unit: -known.get(_compile_of(unit[0]), math.inf) * len(unit))


def _compile_of(task: Task) -> tuple:
    """What tasks compiled together share: their backend and options."""
    return (task.backend, task.options)


def _signal_name(signum: int | None) -> str:
    if signum is None:
        return "?"
    try:
        return signal.Signals(signum).name
    except ValueError:
        return str(signum)


__all__ = ["Outcome", "Task", "WorkerPool", "WorkerPoolError", "STATUSES"]
