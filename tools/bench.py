"""Benchmark the backends on a kernel corpus: compile latency, run time, x86 inner loops.

    python tools/bench.py                       golden/kernels, tables on stdout
    python tools/bench.py --corpus bench        bench/*.kernel (realistic sizes)
    python tools/bench.py --json out.json       also write the figures as JSON
    python tools/bench.py --kernels matmul16,softmax_row --backends x86-v3 --samples 5
    python tools/bench.py --corpus bench --baseline 34722c5   before/after, one run
    python tools/bench.py --kernels none --suite --fuzz 30 --baseline HEAD~5

Corpora:

- golden (the default): golden/kernels/*.kernel, small kernels covering every op. One call
  takes microseconds, so their run times mostly measure the call itself.
- bench: bench/*.kernel, kernels at working-set sizes (1M-element streams and reductions,
  1024-wide rows, a 256^3 matmul naive and register-blocked, a 3x3 convolution), scalar and
  8-lane. This is the corpus the generated code's speed is judged on. The tool never runs
  the oracle (minutes at these sizes); conformance/test_bench_corpus.py checks every bench
  kernel against it on a scaled-down copy.

Columns: c (the baseline), llvm (built for the host CPU, as the llvm backend builds),
llvm-v3 and llvm-v2 (the same IR built by this tool for the CPUs x86-64-v3 and x86-64-v2, the
like-for-like baselines of the x86 columns), x86-v3 and x86-v2 (the x86 backend on x86-64-v3
and x86-64-v2), and tinygrad-x86 when tinygrad is installed (the optional peer, run through
refimpl/backends/tinygrad's translation of the IR). --backends selects columns by column or
backend name (x86 gives both targets, llvm all three CPUs; any registered backend may be
named); c is always measured, since every ratio is to it. A last table gives each x86
column's time over the llvm column of its target (x86-v3/llvm-v3, x86-v2/llvm-v2).

Inputs (--inputs): `normal` (the default) fills every float buffer with finite normal
values (standard normal, seeded, the same buffers for every column); integer and bool
buffers and scalar parameters are make_args's. `fuzz` times on refimpl.inputs.make_args,
the fuzzing inputs, whose float buffers hold a few percent subnormals, infinities and NaNs:
on many CPUs every arithmetic op on a subnormal takes a microcode assist, so compute-bound
kernels then time the assists rather than the code (matmul256_4x8 in C: 69 ms against
8.5 ms on normal inputs, on one machine). The correctness of the bench kernels is checked
on the edge values by conformance/test_bench_corpus.py, never here.

--baseline REV adds, for each x86 column, a column `x86-v3@REV`: the machine code the
compiler at git revision REV emits (`python -m refimpl compile --emit hex` run in a
temporary worktree of REV), run by this tree's native executor in the same interleaved
run, so a change to code generation is measured before and after against one C baseline.
Its compile ms and inner-loop figures are not measured (REV's own tool gives them); its x86
compile stages are, by REV's compiler in that worktree, the same way as this tree's.

--suite runs the conformance suite (`pytest -n auto conformance/ -q`) twice, from an empty
code cache and then from the one the first run filled, then uopcheck's own tests (`tests/`),
and reports each run's wall time, the CPU seconds of all its processes (the machine's busy
time: run it on an idle machine) and the tests passed.
--fuzz SECONDS runs a campaign of that length (--jobs 2, seed 1) once on all backends and
once per default backend, and reports kernels per second; `--fuzz-backends LIST` (repeated)
runs campaigns of those backends instead, e.g. `--fuzz-backends c,llvm,x86 --fuzz-backends
tinygrad-x86,tinygrad-clang,tinygrad-x86-opt,tinygrad-clang-opt`. With --baseline, both are
also measured on REV's tree, next to these figures, the two trees' runs alternating (this tree
then REV for the cold suite, REV then this tree for the warm one, and so on for the
campaigns): a machine that drifts during the minutes of a measurement weighs on both alike.
--json holds them too (`suite`, `fuzz_kernels_per_s`, per tree). `--kernels none` skips the
corpus.

Per kernel and column:

- compile ms: wall time of `refimpl.compile.build([kernel], backend, options)` (verify,
  lowering, legalize, linearize, code generation, loading). The C backend's object cache
  is pointed at a fresh directory so every C compile is cold. Each column first builds a
  one-store kernel untimed, so that no kernel's figure holds the process's imports.
- run us: the columns are timed in one interleaved run. Each round takes one sample of
  every column, in an order rotated by one column per round, so machine noise (other jobs,
  clock changes) falls on all of them alike. A sample repeats the call until it lasts at
  least 1 ms (the count is fixed per column beforehand) and divides; the figure is the
  median over --samples rounds. All columns run on the same argument buffers
  (--inputs, seed 0). It includes the ctypes call (about a microsecond).
- /C: run time divided by c's from the same run; the last row is the geometric mean.
- x86 compile stages, per target: milliseconds of the shared lowering, legalize +
  linearize, isel, register allocation, its checker (on, as in the suite and campaigns)
  and encoding, the fastest of STAGE_REPEAT compiles of each kernel with the front end's
  caches bypassed (one compile moves by tens of percent between runs); the median and the
  worst kernel of the corpus, next to --baseline's.
- x86 innermost loops, per target: one iteration of each innermost loop of the final code
  (refimpl/backends/x86/inner_loops.py): instructions, spill stores, reloads, and other
  stack-slot accesses (register arrays the backend keeps in memory). A kernel with several
  innermost loops shows one figure per loop, in program order, joined by "+".

This is a measurement tool, never a test: nothing here asserts on timings.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402

from refimpl.backends.base import Args, BackendUnavailable, Options, Runner  # noqa: E402
from refimpl.backends.x86.backend import CHECKED_STAGES  # noqa: E402
from refimpl.compile import (  # noqa: E402
    build,
    collect_less_often,
    default_backends,
    get_backend,
    prepare,
    registered_backends,
    unavailable,
    unsupported,
)
from refimpl.inputs import make_args  # noqa: E402
from refimpl.ir import Kernel  # noqa: E402
from refimpl.native.call import ctypes_runner  # noqa: E402
from refimpl.runtime.executors import make_runner  # noqa: E402
from refimpl.text import parse  # noqa: E402

CORPORA = {"golden": REPO / "golden" / "kernels", "bench": REPO / "bench"}
PEERS = ("tinygrad-x86",)  # measured by default when they load
BASELINE = "c"
# the llvm columns built for a named CPU, beside the host one: the x86 targets' baselines
LLVM_CPUS = {"llvm-v3": "x86-64-v3", "llvm-v2": "x86-64-v2"}
INPUTS = ("normal", "fuzz")
MIN_SAMPLE_S = 1e-3
LOOP_FIGURES = (("insts", "instructions"), ("spill", "spill_stores"),
                ("reload", "reloads"), ("slot", "slot_accesses"))  # fmt: skip


@dataclass(frozen=True)
class Column:
    """One measured configuration: a backend and the options (target) it compiles with."""

    name: str
    backend: str
    target: str | None  # None: the backend has no targets
    revision: Path | None = None  # --baseline: a worktree whose compiler emits the code
    cpu: str | None = None  # llvm built for this CPU (LLVM_CPUS), not the host's

    @property
    def options(self) -> Options:
        return Options(target=self.target) if self.target else Options()


def select_columns(wanted: list[str]) -> tuple[list[Column], list[str]]:
    """The columns to measure (c first), and a note for each one that cannot run here."""
    names = [*default_backends(), *PEERS]
    names += [w for w in wanted if w in registered_backends() and w not in names]
    columns, notes = [], []
    for backend in names:
        try:
            impl = get_backend(backend)
        except BackendUnavailable as e:
            if backend in wanted or (backend in PEERS and not wanted):
                notes.append(f"{backend}: not measured: {e}")
            continue
        for column in backend_columns(backend, impl.targets):
            if wanted and backend != BASELINE and not {column.name, backend} & set(wanted):
                continue
            if reason := column_unavailable(column):
                notes.append(f"{column.name}: not measured: {reason}")
                continue
            columns.append(column)
    known = {c.name for c in columns} | {c.backend for c in columns} | set(registered_backends())
    notes += [f"{w}: no such column or backend" for w in wanted if w not in known]
    return columns, notes


def backend_columns(backend: str, targets: tuple[str, ...]) -> list[Column]:
    """A backend's columns: one per target (x86-v3, x86-v2), and for llvm the host one
    followed by one per LLVM_CPUS."""
    columns = [
        Column(backend if len(targets) == 1 else f"{backend}-{t.split('-')[-1]}", backend, t)
        for t in targets
    ]
    if backend == "llvm":
        columns += [Column(name, backend, None, cpu=cpu) for name, cpu in LLVM_CPUS.items()]
    return columns


def column_unavailable(column: Column) -> str | None:
    """Why `column` cannot run on this host, or None. An llvm column built for a named CPU
    needs the host to have that CPU's features, which the x86 target of that name checks."""
    if column.cpu is not None:
        return unavailable(column.backend, column.options) or unavailable(
            "x86", Options(target=column.cpu)
        )
    return unavailable(column.backend, column.options)


# --- timing ------------------------------------------------------------------------------------


def calibrate(runner: Runner, args: Args) -> int:
    """How many calls make one sample last at least MIN_SAMPLE_S (after a warm-up call)."""
    runner(args)  # page faults, caches, lazy binding
    repeat = 1
    while True:
        start = time.perf_counter()
        for _ in range(repeat):
            runner(args)
        if time.perf_counter() - start >= MIN_SAMPLE_S:
            return repeat
        repeat *= 2


def interleaved_medians(runners: dict[str, Runner], args: Args, samples: int) -> dict[str, float]:
    """Median seconds per call of each runner, one sample of each per round, rotated."""
    repeats = {name: calibrate(run, args) for name, run in runners.items()}
    names = list(runners)
    per_call: dict[str, list[float]] = {name: [] for name in names}
    for round_ in range(samples):
        shift = round_ % len(names)
        for name in names[shift:] + names[:shift]:
            run, repeat = runners[name], repeats[name]
            start = time.perf_counter()
            for _ in range(repeat):
                run(args)
            per_call[name].append((time.perf_counter() - start) / repeat)
    return {name: statistics.median(values) for name, values in per_call.items()}


# --- inputs ------------------------------------------------------------------------------------


def timing_args(kernel: Kernel, inputs: str, seed: int = 0) -> Args:
    """The buffers every column of `kernel` is timed on (see --inputs in the docstring)."""
    args = make_args(kernel, seed)
    if inputs == "fuzz":
        return args
    rng = np.random.default_rng(seed)
    buffers = dict(args.buffers)
    for name, buffer in args.buffers.items():
        if np.issubdtype(buffer.dtype, np.floating):
            buffers[name] = finite_normal(rng, buffer.dtype, len(buffer))
    return Args(buffers, dict(args.vars))


def finite_normal(rng: np.random.Generator, dtype: np.dtype, count: int) -> np.ndarray:
    """Standard normal values of `dtype`, none of them zero or subnormal (a draw that is
    becomes 1.0; at f16 about one in 20000 is)."""
    values = rng.standard_normal(count).astype(dtype)
    values[np.abs(values) < np.finfo(dtype).tiny] = 1.0
    return values


# --- llvm built for a named CPU ----------------------------------------------------------------


def llvm_cpu_machine(cpu: str):
    """An LLVM target machine for `cpu` with that CPU's features alone (the llvm backend's
    is the host's, with all of its features)."""
    from refimpl.backends.llvm import llvm  # the llvm columns alone need llvmlite

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    return llvm.Target.from_default_triple().create_target_machine(
        cpu=cpu, features="", opt=2, jit=True
    )


def llvm_cpu_runner(kernel: Kernel, cpu: str) -> Runner:
    """The llvm backend's IR of `kernel` built for `cpu` and loaded by MCJIT, called as the
    llvm backend calls its own builds."""
    from refimpl.backends.llvm import llvm, optimized_module, render_function

    program = prepare(kernel, "llvm")
    machine = llvm_cpu_machine(cpu)
    code = machine.emit_object(optimized_module(render_function(program, "k"), 2, machine))
    empty = llvm.parse_assembly("")
    empty.triple = machine.triple
    engine = llvm.create_mcjit_compiler(empty, llvm_cpu_machine(cpu))  # MCJIT owns its machine
    engine.add_object_file(llvm.ObjectFileRef.from_data(code))
    engine.finalize_object()
    return ctypes_runner(engine.get_function_address("k"), program.kernel, engine)


def baseline_runner(column: Column, kernel: Kernel, text: str) -> Runner:
    """The code the compiler in `column.revision` emits for `kernel`, on this tree's native
    executor (the kernel's calling convention is the same at every revision)."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "refimpl",
            "compile",
            "-",
            "--backend",
            "x86",
            "--target",
            column.target,
            "--emit",
            "hex",
        ],
        input=text,
        capture_output=True,
        text=True,
        cwd=column.revision,
        env={**os.environ, "PYTHONPATH": str(column.revision)},
    )
    if proc.returncode != 0:
        raise RuntimeError(f"{column.name}: {proc.stderr.strip().splitlines()[-1:]}")
    return make_runner("native", bytes.fromhex(proc.stdout.strip()), kernel)


def baseline_columns(columns: list[Column], revision: str, tree: Path) -> list[Column]:
    """A column per x86 column, compiled by the revision checked out in `tree`."""
    subprocess.run(
        ["git", "-C", str(REPO), "worktree", "add", "--detach", str(tree), revision],
        check=True,
        capture_output=True,
    )
    return [
        Column(f"{c.name}@{revision}", c.backend, c.target, tree)
        for c in columns
        if c.backend == "x86"
    ]


def bench_kernel(
    kernel: Kernel, text: str, columns: list[Column], samples: int, inputs: str = "normal"
) -> dict[str, dict]:
    """Every column's figures for one kernel; a column that cannot build it gets "error"."""
    figures: dict[str, dict] = {}
    runners: dict[str, Runner] = {}
    for column in columns:
        if reason := unsupported(kernel, column.backend):
            figures[column.name] = {"error": f"unsupported: {reason}"}
            continue
        if column.revision is not None:
            try:
                runners[column.name] = baseline_runner(column, kernel, text)
                figures[column.name] = {}
            except Exception as e:  # noqa: BLE001 - reported in the table
                figures[column.name] = {"error": f"{type(e).__name__}: {e}"}
            continue
        start = time.perf_counter()
        try:
            if column.cpu is not None:
                runner = llvm_cpu_runner(kernel, column.cpu)
            else:
                (runner,) = build([kernel], column.backend, column.options)
        except Exception as e:  # noqa: BLE001 - reported in the table, the other columns run
            figures[column.name] = {"error": f"{type(e).__name__}: {e}"}
            continue
        figures[column.name] = {"compile_ms": (time.perf_counter() - start) * 1e3}
        runners[column.name] = runner
        if column.backend == "x86":
            loops = runner.compiled.inner_loops
            figures[column.name]["inner_loops"] = [dataclasses.asdict(loop) for loop in loops]
    args = timing_args(kernel, inputs)
    for name, seconds in interleaved_medians(runners, args, samples).items():
        figures[name]["run_us"] = seconds * 1e6
    base = figures.get(BASELINE, {}).get("run_us")
    for f in figures.values():
        if base and "run_us" in f:
            f["ratio_to_c"] = f["run_us"] / base
    return figures


# compile_kernel's stages with the allocation checker on, as the suite and campaigns compile
STAGES = ("lower", "legalize", "linearize", *(name for name, _ in CHECKED_STAGES))


STAGE_REPEAT = 3

# Times each stage of x86 compiles with the compiler of the tree it runs in (this one, or
# --baseline's worktree), the same way for both: reads {"target", "repeat", "kernels":
# [[name, text], ...]} and writes {name: {stage: ms}}, the fastest of `repeat` compiles of
# each kernel stage by stage, the allocation checker on and every cache bypassed.
STAGE_TIMER = """
import json, sys
from refimpl.backends.base import Options
from refimpl.compile import compile_kernel
from refimpl.text import parse

try:
    from refimpl.compile import collect_less_often  # as the CLI and the fuzzer compile
    collect_less_often()
except ImportError:  # a revision from before it
    pass
job = json.load(sys.stdin)
options = Options(target=job["target"], check_regalloc=True)
figures = {}
for name, text in job["kernels"]:
    kernel, best = parse(text, name), {}
    try:
        for _ in range(job["repeat"]):
            seconds = {}
            compile_kernel(kernel, "x86", options, seconds=seconds)
            best = {stage: min(best.get(stage, t), t) for stage, t in seconds.items()}
    except Exception:  # the compile table reports the error; this kernel has no figures
        continue
    figures[name] = {stage: t * 1e3 for stage, t in best.items()}
json.dump(figures, sys.stdout)
"""


def x86_stage_ms(column: Column, texts: dict[str, str]) -> dict[str, dict[str, float]]:
    """STAGE_TIMER's figures for each kernel of `texts`, by the compiler of `column`'s tree."""
    tree = column.revision or REPO
    job = {"target": column.target, "repeat": STAGE_REPEAT, "kernels": list(texts.items())}
    proc = subprocess.run(
        [sys.executable, "-c", STAGE_TIMER],
        input=json.dumps(job),
        capture_output=True,
        text=True,
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
    )
    if proc.returncode != 0:
        raise RuntimeError(" ".join(proc.stderr.strip().splitlines()[-1:]))
    return json.loads(proc.stdout)


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


# --- the tables --------------------------------------------------------------------------------


def print_table(title: str, header: list[str], rows: list[list[str]]) -> None:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    print(f"{title}\n")
    for row in [header, *rows]:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    print()


def microseconds(us: float) -> str:
    """Three or four significant digits: golden kernels take microseconds, bench ones ms."""
    return f"{us:.2f}" if us < 10 else f"{us:.1f}" if us < 1000 else f"{us:.0f}"


def run_time_table(results: dict, columns: list[Column], summary: dict, samples: int) -> None:
    header = ["kernel"]
    for c in columns:
        header += [f"{c.name} us"] + ([f"{c.name}/C"] if c.name != BASELINE else [])
    rows = []
    for kernel, per_column in results.items():
        row = [kernel]
        for c in columns:
            f = per_column[c.name]
            row.append(microseconds(f["run_us"]) if "run_us" in f else "error")
            if c.name != BASELINE:
                row.append(f"{f['ratio_to_c']:.2f}" if "ratio_to_c" in f else "")
        rows.append(row)
    geo = ["geomean"]
    for c in columns:
        geo += [""] + (
            [f"{summary[c.name]['geomean_ratio_to_c']:.2f}"] if c.name != BASELINE else []
        )
    rows.append(geo)
    title = f"run time per call, us, and ratio to C (one interleaved run, median of {samples})"
    print_table(title, header, rows)


# each x86 column's like-for-like llvm column: the same instruction set
LLVM_OF_X86 = {"x86-v3": "llvm-v3", "x86-v2": "llvm-v2"}


def llvm_ratios(results: dict, columns: list[Column]) -> dict[str, dict[str, float]]:
    """Per kernel and x86 column (--baseline's too): its run time over the llvm column built
    for its target, where both ran."""
    names = {c.name for c in columns}
    ratios: dict[str, dict[str, float]] = {}
    for kernel, per_column in results.items():
        for c in columns:
            llvm_name = LLVM_OF_X86.get(c.name.split("@")[0])
            if llvm_name not in names:
                continue
            x86, llvm_ = per_column[c.name], per_column[llvm_name]
            if "run_us" in x86 and "run_us" in llvm_:
                ratios.setdefault(kernel, {})[c.name] = x86["run_us"] / llvm_["run_us"]
    return ratios


def llvm_ratio_summary(results: dict, columns: list[Column]) -> dict[str, dict]:
    """`ratio_to_llvm` in each kernel's x86 figures, and its geomean in the summary."""
    ratios = llvm_ratios(results, columns)
    summary: dict[str, dict] = {}
    for kernel, per_column in ratios.items():
        for name, ratio in per_column.items():
            results[kernel][name]["ratio_to_llvm"] = ratio
    for c in columns:
        values = [r[c.name] for r in ratios.values() if c.name in r]
        if values:
            summary[c.name] = {"geomean_ratio_to_llvm": geomean(values)}
    return summary


def llvm_ratio_table(results: dict, columns: list[Column], summary: dict) -> None:
    x86 = [c for c in columns if any("ratio_to_llvm" in r[c.name] for r in results.values())]
    if not x86:
        return
    header = ["kernel"] + [f"{c.name}/{LLVM_OF_X86[c.name.split('@')[0]]}" for c in x86]
    rows = [
        [kernel]
        + [
            f"{per[c.name]['ratio_to_llvm']:.2f}" if "ratio_to_llvm" in per[c.name] else ""
            for c in x86
        ]
        for kernel, per in results.items()
    ]
    rows.append(["geomean"] + [f"{summary[c.name]['geomean_ratio_to_llvm']:.2f}" for c in x86])
    print_table("x86 run time over llvm's built for the same target (same run)", header, rows)


def compile_table(results: dict, columns: list[Column], summary: dict) -> None:
    columns = [c for c in columns if c.revision is None]
    rows = [
        [kernel]
        + [
            f"{f['compile_ms']:.1f}" if "compile_ms" in f else "error"
            for f in (per_column[c.name] for c in columns)
        ]
        for kernel, per_column in results.items()
    ]
    rows.append(["geomean"] + [f"{summary[c.name]['geomean_compile_ms']:.1f}" for c in columns])
    print_table("compile ms", ["kernel"] + [c.name for c in columns], rows)


def stage_table(results: dict, columns: list[Column]) -> None:
    """Per x86 column (--baseline's too) and stage: the median and the worst kernel of the
    corpus; "-" where a revision has no such stage."""
    timed = [
        c
        for c in columns
        if c.backend == "x86" and any("stage_ms" in r[c.name] for r in results.values())
    ]
    # each column followed by its --baseline twin (named "<column>@REV")
    x86 = sorted(timed, key=lambda c: [t.name for t in timed].index(c.name.split("@")[0]))
    if not x86:
        return
    rows = []
    for stage in STAGES:
        row = [stage]
        for c in x86:
            times = {
                k: r[c.name]["stage_ms"][stage]
                for k, r in results.items()
                if stage in r[c.name].get("stage_ms", {})
            }
            if not times:
                row += ["-", "-"]
                continue
            worst = max(times, key=times.get)
            row += [f"{statistics.median(times.values()):.2f}", f"{times[worst]:.1f} ({worst})"]
        rows.append(row)
    header = ["stage"] + [f"{c.name} {what}" for c in x86 for what in ("median", "worst")]
    title = (
        f"x86 compile stages, ms (checker on; front-end caches bypassed; best of {STAGE_REPEAT})"
    )
    print_table(title, header, rows)


def inner_loop_table(results: dict, columns: list[Column]) -> None:
    x86 = [c for c in columns if c.backend == "x86" and c.revision is None]
    if not x86:
        return
    header = ["kernel"] + [f"{c.name} {short}" for c in x86 for short, _ in LOOP_FIGURES]
    rows = []
    for kernel, per_column in results.items():
        row = [kernel]
        for c in x86:
            loops = per_column[c.name].get("inner_loops")
            for _, key in LOOP_FIGURES:
                row.append("+".join(str(loop[key]) for loop in loops) if loops else "-")
        rows.append(row)
    title = "x86 innermost loops, one iteration: instructions, spill stores, reloads, slot accesses"
    print_table(title, header, rows)


def main(argv: list[str] | None = None) -> int:
    collect_less_often()  # as the CLI and the fuzzer run compiles
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--corpus",
        choices=sorted(CORPORA),
        default="golden",
        help="golden: golden/kernels (default); bench: bench/, realistic sizes",
    )
    parser.add_argument("--json", type=Path, help="write the figures here as JSON")
    parser.add_argument("--kernels", default="", help="comma-separated kernel names")
    parser.add_argument(
        "--backends", default="", help="comma-separated columns or backends (c is always measured)"
    )
    parser.add_argument(
        "--inputs",
        choices=INPUTS,
        default="normal",
        help="normal: finite normal floats (default); fuzz: make_args, with edge values",
    )
    parser.add_argument("--samples", type=int, default=7, help="rounds of the interleaved run")
    parser.add_argument(
        "--suite", action="store_true", help="also time the conformance suite and tests/ (minutes)"
    )
    parser.add_argument(
        "--fuzz",
        type=float,
        metavar="SECONDS",
        help="also measure campaign kernels/s: this long on all backends, and on each",
    )
    parser.add_argument(
        "--fuzz-backends",
        action="append",
        metavar="LIST",
        help="with --fuzz: a campaign on these backends (comma list) instead of all and each; "
        "repeat for several",
    )
    parser.add_argument(
        "--baseline",
        metavar="REV",
        help="also run the x86 code the compiler at git revision REV emits and time REV's x86 "
        "compile stages (before/after)",
    )
    args = parser.parse_args(argv)
    os.environ["UOPCHECK_CACHE"] = tempfile.mkdtemp(prefix="uopcheck-bench-")

    if args.fuzz_backends and not args.fuzz:
        parser.error("--fuzz-backends needs --fuzz SECONDS (how long each campaign runs)")
    columns, notes = select_columns([w for w in args.backends.split(",") if w])
    tree = Path(tempfile.mkdtemp(prefix="uopcheck-baseline-")) / "tree"
    try:
        if args.baseline:
            columns += baseline_columns(columns, args.baseline, tree)
        trees = {"this tree": REPO} | ({args.baseline: tree} if args.baseline else {})
        document = measure(args, columns, notes)

        def save() -> None:  # after each part: a bench stopped later keeps what it measured
            if args.json:
                args.json.write_text(json.dumps(document, indent=2))

        save()
        if args.suite:
            document["suite"] = suite_figures(trees)
            suite_table(document["suite"])
            save()
        if args.fuzz:
            document["fuzz_kernels_per_s"] = fuzz_figures(trees, args.fuzz, args.fuzz_backends)
            fuzz_table(document["fuzz_kernels_per_s"])
            save()
        return 0
    finally:
        if tree.exists():
            subprocess.run(
                ["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)],
                capture_output=True,
            )


# --- the suite and campaigns, on this tree and on --baseline's ---------------------------------


def cpu_seconds() -> float:
    """CPU seconds used so far, for the difference across a suite run: the machine's busy
    time (user, nice, system, irq, softirq of every CPU in /proc/stat), which counts every
    process the run starts. The rusage of waited-for children, the fallback without
    /proc/stat, misses what nobody waits for (a campaign's fork-server workers and their
    compilers: about a fifth of a suite run). Busy time counts other load too: bench wants
    an idle machine."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()
    except OSError:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime
    user, nice, system, _idle, _iowait, irq, softirq = map(int, fields[1:8])
    return (user + nice + system + irq + softirq) / os.sysconf("SC_CLK_TCK")


def _run_in(
    tree: Path, command: list[str], cache: str | None = None
) -> subprocess.CompletedProcess:
    cache = cache or tempfile.mkdtemp(prefix="uopcheck-bench-cache-")
    env = {**os.environ, "PYTHONPATH": str(tree), "UOPCHECK_CACHE": cache}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as run.sh runs the suite and the demo
    return subprocess.run(
        [sys.executable, *command], cwd=tree, env=env, capture_output=True, text=True
    )


def alternating(trees: dict[str, Path], rounds: list[str]) -> Iterator[tuple[str, str, Path]]:
    """(round, tree name, tree) for every round and tree, the trees in turn and their order
    reversed every other round (A B, B A, A B...): a machine that slows down or speeds up
    during the measurement weighs on every tree alike, not on the one measured last."""
    names = list(trees)
    for i, round_ in enumerate(rounds):
        for name in names if i % 2 == 0 else names[::-1]:
            yield round_, name, trees[name]


# what --suite runs, in this order, as (directory, label): the conformance suite from an
# empty code cache ("cold") and from the one it filled ("warm"), then uopcheck's own tests
SUITE_RUNS = {
    "cold": ("conformance/", "conformance/ cold"),
    "warm": ("conformance/", "conformance/ warm"),
    "tests": ("tests/", "tests/ warm"),
}


def suite_figures(trees: dict[str, Path]) -> dict[str, dict[str, dict[str, float]]]:
    """Per tree: wall seconds, CPU seconds (`cpu_seconds`), and tests passed, of each of
    SUITE_RUNS: the conformance suite "cold" from an empty code cache and "warm" from the
    cache the tree's first run filled (a user's second run with the same compiler), and
    "tests", uopcheck's own tests (a tree from before they had a directory of their own ran
    them in the conformance suite: it has no such run)."""
    caches = {name: tempfile.mkdtemp(prefix="uopcheck-bench-cache-") for name in trees}
    figures: dict[str, dict[str, dict[str, float]]] = {name: {} for name in trees}
    for run, name, tree in alternating(trees, list(SUITE_RUNS)):
        if run == "tests" and not (tree / "tests").is_dir():
            continue  # a tree from before tests/ (see above)
        cpu, start = cpu_seconds(), time.perf_counter()
        proc = _run_in(
            tree,
            ["-m", "pytest", "-n", "auto", SUITE_RUNS[run][0], "-q", "-p", "no:cacheprovider"],
            caches[name],
        )
        wall, cpu = time.perf_counter() - start, cpu_seconds() - cpu
        passed = re.search(r"(\d+) passed", proc.stdout)
        figures[name][run] = {
            "wall_s": wall,
            "cpu_s": cpu,
            "passed": int(passed[1]) if passed else 0,
            "exit": proc.returncode,
        }
    return figures


def fuzz_figures(
    trees: dict[str, Path], seconds: float, backend_lists: list[str] | None = None
) -> dict[str, dict[str, float]]:
    """Per tree: campaign kernels/s on each of `backend_lists` (comma lists; "" is all
    backends), by default on all backends and on each default backend alone."""
    figures: dict[str, dict[str, float]] = {name: {} for name in trees}
    for backends, name, tree in alternating(trees, backend_lists or ["", *default_backends()]):
        out = Path(tempfile.mkdtemp(prefix="uopcheck-bench-fuzz-")) / "out"
        command = [
            "-m",
            "fuzz",
            "campaign",
            "--time",
            str(seconds),
            "--jobs",
            "2",
            "--seed",
            "1",
            "--out",
            str(out),
        ]
        command += ["--backends", backends] if backends else []
        _run_in(tree, command)
        report = out / "report.json"
        rate = json.loads(report.read_text())["kernels_per_second"] if report.exists() else 0.0
        figures[name][backends or "all"] = rate
    return figures


def suite_table(figures: dict[str, dict]) -> None:
    rows = [
        [
            name,
            SUITE_RUNS[run][1],
            f"{f['wall_s']:.0f}",
            f"{f['cpu_s']:.0f}",
            str(f["passed"]),
            "" if f["exit"] == 0 else f"exit {f['exit']}",
        ]
        for name, runs in figures.items()
        for run, f in runs.items()
    ]
    print_table(
        "the suite (pytest -n auto; cold: empty code cache, warm: filled)",
        ["tree", "run", "wall s", "CPU s", "passed", ""],
        rows,
    )


def fuzz_table(figures: dict[str, dict]) -> None:
    configs = list(next(iter(figures.values())))
    rows = [[name, *(f"{f[c]:.2f}" for c in configs)] for name, f in figures.items()]
    print_table("campaign kernels/s (--jobs 2, seed 1)", ["tree", *configs], rows)


WARM_UP_KERNEL = "kernel bench_warm_up(%out: f32[8])\n  store %out[0], 1.0\n"


def warm_up(columns: list[Column]) -> None:
    """One untimed build per column first: a process's first build pays for imports and for
    the digest of the compiler's source (the x86 disk cache's key), which are no kernel's
    compile time (they showed as ~150 ms on whichever kernel came first)."""
    kernel = parse(WARM_UP_KERNEL, "warm-up")
    for column in columns:
        if column.revision is None:
            try:
                build([kernel], column.backend, column.options)
            except Exception:  # noqa: BLE001 - the column's own kernels report its errors
                pass


def measure(args: argparse.Namespace, columns: list[Column], notes: list[str]) -> dict:
    """The corpus figures, printed, and as the JSON document (--json)."""
    paths = sorted(CORPORA[args.corpus].glob("*.kernel"))
    if args.kernels:
        paths = [p for p in paths if p.stem in args.kernels.split(",")]
    if not paths:  # --kernels none: only --suite / --fuzz
        return {"baseline": args.baseline, "notes": notes}
    warm_up(columns)
    results: dict[str, dict[str, dict]] = {}
    texts = {path.stem: path.read_text() for path in paths}
    for path in paths:
        text = texts[path.stem]
        kernel = parse(text, str(path))
        results[path.stem] = bench_kernel(kernel, text, columns, args.samples, args.inputs)
    for column in columns:
        if column.backend == "x86":
            try:
                for kernel, stages in x86_stage_ms(column, texts).items():
                    results[kernel][column.name]["stage_ms"] = stages
            except Exception as e:  # noqa: BLE001 - an old revision may not time its stages
                notes.append(f"no x86 compile stages for {column.name}: {e}")

    def figures(column: str, key: str) -> list[float]:
        return [r[column][key] for r in results.values() if key in r[column]]

    summary = {
        c.name: {
            "geomean_compile_ms": geomean(figures(c.name, "compile_ms")),
            "geomean_ratio_to_c": geomean(figures(c.name, "ratio_to_c")),
        }
        for c in columns
    }
    for name, extra in llvm_ratio_summary(results, columns).items():
        summary[name] |= extra
    print(f"corpus {args.corpus}: {len(paths)} kernels, {args.inputs} inputs\n")
    run_time_table(results, columns, summary, args.samples)
    llvm_ratio_table(results, columns, summary)
    compile_table(results, columns, summary)
    stage_table(results, columns)
    inner_loop_table(results, columns)
    for note in notes:
        print(note)
    for kernel, per_column in results.items():
        for name, f in per_column.items():
            if "error" in f:
                print(f"error: {kernel} on {name}: {f['error']}")
    columns_json = {c.name: {"backend": c.backend, "target": c.target} for c in columns}
    for c in columns:
        if c.revision is not None:
            columns_json[c.name]["revision"] = args.baseline
    return {
        "baseline": args.baseline,
        "corpus": args.corpus,
        "inputs": args.inputs,
        "samples": args.samples,
        "columns": columns_json,
        "results": results,
        "summary": summary,
        "notes": notes,
    }


if __name__ == "__main__":
    sys.exit(main())
