"""Benchmark every backend on the kernel corpus: compile latency and run time.

    python tools/bench.py                      table on stdout
    python tools/bench.py --json out.json      also write the figures as JSON
    python tools/bench.py --kernels matmul16,softmax_row --backends c,x86

For each corpus kernel (golden/kernels/*.kernel) and each available backend:

- compile ms: wall time of `refimpl.compile.build([kernel], backend)` (verify, lowering,
  legalize, linearize, code generation, loading). The C backend's object cache is pointed
  at a fresh directory so every C compile is cold.
- run us: median over repeated samples of the time per call. Corpus kernels have fixed,
  small buffer sizes, so one call is far below 1 ms: each sample repeats the call in a loop
  until the sample takes at least 1 ms and divides. The figure therefore includes the
  ctypes call overhead (about a microsecond), which dominates the smallest kernels.
- ratio: run time / the C backend's run time measured in the same process, and the
  geometric mean of the ratios per backend.

tinygrad (optional peer, not installed by default) is reported as present or absent:
running corpus kernels on it needs a translation of the IR that this tool does not have.
This is a measurement tool, never a test: nothing here asserts on timings.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from refimpl.backends.base import BackendUnavailable, Options  # noqa: E402
from refimpl.compile import available_backends, build, get_backend  # noqa: E402
from refimpl.inputs import make_args  # noqa: E402
from refimpl.text import parse  # noqa: E402

CORPUS = REPO / "golden" / "kernels"


def time_per_call(runner, args, samples: int, min_sample_s: float = 1e-3) -> float:
    """Median seconds per call; each sample loops until it lasts at least `min_sample_s`."""
    runner(args)  # warm up (page faults, caches)
    repeat = 1
    while True:
        start = time.perf_counter()
        for _ in range(repeat):
            runner(args)
        if time.perf_counter() - start >= min_sample_s:
            break
        repeat *= 2
    per_call = []
    for _ in range(samples):
        start = time.perf_counter()
        for _ in range(repeat):
            runner(args)
        per_call.append((time.perf_counter() - start) / repeat)
    return statistics.median(per_call)


def bench_one(kernel, backend: str, samples: int) -> dict:
    options = Options()
    impl = get_backend(backend)
    if reason := impl.unavailable(options):
        return {"error": reason}
    start = time.perf_counter()
    try:
        (runner,) = build([kernel], backend, options)
    except (BackendUnavailable, NotImplementedError) as e:
        return {"error": str(e)}
    compile_s = time.perf_counter() - start
    args = make_args(kernel, seed=0)
    return {"compile_ms": compile_s * 1e3, "run_us": time_per_call(runner, args, samples) * 1e6}


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="write the figures here as JSON")
    parser.add_argument("--kernels", default="", help="comma-separated kernel names")
    parser.add_argument("--backends", default="", help="comma-separated backends")
    parser.add_argument("--samples", type=int, default=7)
    args = parser.parse_args(argv)
    os.environ["UOPCHECK_CACHE"] = tempfile.mkdtemp(prefix="uopcheck-bench-")

    backends = [
        b for b in available_backends() if not args.backends or b in args.backends.split(",")
    ]
    paths = sorted(CORPUS.glob("*.kernel"))
    if args.kernels:
        paths = [p for p in paths if p.stem in args.kernels.split(",")]
    results: dict[str, dict[str, dict]] = {}
    for path in paths:
        kernel = parse(path.read_text())
        results[path.stem] = {b: bench_one(kernel, b, args.samples) for b in backends}
        base = results[path.stem].get("c", {}).get("run_us")
        for figures in results[path.stem].values():
            if base and "run_us" in figures:
                figures["ratio_to_c"] = figures["run_us"] / base

    def figures(backend: str, key: str) -> list[float]:
        return [r[backend][key] for r in results.values() if key in r[backend]]

    summary = {
        b: {
            "geomean_compile_ms": geomean(figures(b, "compile_ms")),
            "geomean_ratio_to_c": geomean(figures(b, "ratio_to_c")),
        }
        for b in backends
    }
    try:
        import tinygrad  # noqa: F401

        peer = "tinygrad importable; corpus translation not implemented, no figures"
    except ImportError:
        peer = "tinygrad not installed (optional peer): no figures"

    header = ["kernel"] + [f"{b} {col}" for b in backends for col in ("compile ms", "run us", "/C")]
    rows = []
    for name, per_backend in results.items():
        row = [name]
        for b in backends:
            f = per_backend[b]
            if "error" in f:
                row += ["error", "", ""]
            else:
                row += [
                    f"{f['compile_ms']:.1f}",
                    f"{f['run_us']:.2f}",
                    f"{f.get('ratio_to_c', math.nan):.2f}",
                ]
        rows.append(row)
    rows.append(["geomean"] + [
        v for b in backends for v in (f"{summary[b]['geomean_compile_ms']:.1f}", "",
                                      f"{summary[b]['geomean_ratio_to_c']:.2f}")
    ])  # fmt: skip
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    for r in [header, *rows]:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)))
    print(f"\n{peer}")
    errors = {(k, b): f["error"] for k, r in results.items() for b, f in r.items() if "error" in f}
    for (k, b), e in errors.items():
        print(f"error: {k} on {b}: {e}")
    if args.json:
        args.json.write_text(
            json.dumps({"results": results, "summary": summary, "peer": peer}, indent=2)
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
