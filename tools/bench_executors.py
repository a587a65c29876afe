"""Per-call overhead of each x86 executor on a tiny kernel (numbers for docs/executors.md).

    python tools/bench_executors.py [--calls N]

Runs a hand-assembled x86-64-v2 kernel (copy one float) N times per executor, once with the
same code every call (the common case: one kernel, many inputs) and once alternating two
different code blobs (the fuzzer's case: every kernel is new), and prints microseconds per
call. Numbers depend on machine load; they are a guide, not a test.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from refimpl.backends.base import Args
from refimpl.backends.x86.asm import assemble
from refimpl.builder import KernelBuilder
from refimpl.dtypes import f32
from refimpl.runtime.executors import EXECUTORS, executor_unavailable, make_runner


def tiny_kernel():
    kb = KernelBuilder("copy")
    out, x = kb.buffer("out", f32, 1), kb.buffer("x", f32, 1)
    kb.store(out, 0, kb.load(x, 0))
    return kb.finish()


CODES = [
    assemble("movss xmm0, dword ptr [rsi]\n movss dword ptr [rdi], xmm0\n ret"),
    assemble("movss xmm1, dword ptr [rsi]\n movss dword ptr [rdi], xmm1\n ret"),
]


def microseconds_per_call(executor: str, calls: int, alternate: bool) -> float:
    kernel = tiny_kernel()
    runners = [make_runner(executor, code, kernel) for code in CODES]
    args = Args({"out": np.zeros(1, np.float32), "x": np.ones(1, np.float32)})
    for runner in runners:  # warm up: start processes, build caches
        runner(args)
    start = time.perf_counter()
    for i in range(calls):
        runners[i % 2 if alternate else 0](args)
    return (time.perf_counter() - start) / calls * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    options = parser.parse_args()
    print(f"{'executor':10} {'same code':>12} {'new code':>12}   (µs per call)")
    for executor in EXECUTORS:
        if reason := executor_unavailable(executor, "x86-64-v2"):
            print(f"{executor:10} unavailable: {reason}")
            continue
        same = microseconds_per_call(executor, options.calls, alternate=False)
        new = microseconds_per_call(executor, options.calls, alternate=True)
        print(f"{executor:10} {same:12.1f} {new:12.1f}")


if __name__ == "__main__":
    main()
