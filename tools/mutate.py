"""Mutation check: does the suite (conformance + a short fuzz campaign) catch realistic bugs?

Each MUTANT is one realistic backend bug written as (file, exact source snippet,
replacement). For each, the repository is copied to a scratch directory (the working tree
is never touched), the snippet is replaced there, and then

1. `pytest -x -q <conformance subset>` runs in the copy, and
2. a short fuzz campaign (`python -m fuzz campaign --time T --backends B`) runs there;

the mutant is *killed* when either fails (pytest exit != 0, or the campaign reports a
finding on the mutated backend that a baseline campaign on the unmutated copy, run first
with the same settings, did not report — so known bugs do not count as kills). A snippet
that no longer appears in its file is reported as stale (the backend changed; update the
list) and counts as a survivor.

    python tools/mutate.py                      # every mutant, 60 s campaigns
    python tools/mutate.py --campaign-time 20 --only x86-cmplt-signed-as-unsigned
    python tools/mutate.py --list

Exit status: 0 when every mutant is killed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COPY_IGNORE = shutil.ignore_patterns(
    ".git",
    ".venv",
    ".cache",
    "fuzz-out",
    "__pycache__",
    ".hypothesis",
    "*.egg-info",
    ".pytest_cache",
)


@dataclass(frozen=True)
class Mutant:
    name: str
    file: str
    snippet: str
    replacement: str
    tests: str  # pytest arguments selecting the relevant conformance subset
    backend: str  # what the campaign fuzzes


C, LLVM = "refimpl/backends/c.py", "refimpl/backends/llvm.py"
SELECTOR, ISEL_SCALAR, ABI, ENCODE = (
    f"refimpl/backends/x86/{m}.py" for m in ("selector", "isel_scalar", "abi", "encode")
)
OPS = "conformance/test_ops.py --backend {b} -k {k}"

MUTANTS = [
    # ---- C backend ----
    Mutant("c-sub-operand-order", C, 'Ops.SUB: _arith("-"),',
           'Ops.SUB: lambda t, a, b: _arith("-")(t, b, a),',
           OPS.format(b="c", k="'sub_'"), "c"),
    Mutant("c-shift-mask-missing", C, 'count = f"(({C_WORK[t.bits]}){b} & {t.bits - 1})"',
           'count = f"(({C_WORK[t.bits]}){b})"', OPS.format(b="c", k="'shl_ or shr_'"), "c"),
    Mutant("c-max-nan-order", C, 'Ops.MAX: lambda t, a, b: f"({a} > {b} ? {a} : {b})",',
           'Ops.MAX: lambda t, a, b: f"({b} < {a} ? {a} : {b})" if not t.is_float '
           'else f"({a} >= {b} ? {a} : {b})",', OPS.format(b="c", k="'max_'"), "c"),
    Mutant("c-f16-round-half-up", C, "if (rest > half || (rest == half && (kept & 1))) kept++;",
           "if (rest >= half) kept++;", OPS.format(b="c", k="'f16'"), "c"),
    Mutant("c-loop-off-by-one", C, 'f"for ({t} {i} = 0; {i} < {self.name(node.src[0])}; {i}++) {{"',
           'f"for ({t} {i} = 0; {i} <= {self.name(node.src[0])} - 1 - ({i} > 2); {i}++) {{"',
           "conformance/test_corpus.py --backend c", "c"),
    # ---- LLVM backend ----
    Mutant("llvm-cmplt-signed-as-unsigned", LLVM, 'Ops.CMPLT: _compare("olt", "slt", "ult"),',
           'Ops.CMPLT: _compare("olt", "ult", "ult"),', OPS.format(b="llvm", k="'cmplt_'"),
           "llvm"),
    Mutant("llvm-shr-arithmetic-as-logical", LLVM, 'Ops.SHR: _shift("ashr", "lshr"),',
           'Ops.SHR: _shift("lshr", "lshr"),', OPS.format(b="llvm", k="'shr_'"), "llvm"),
    # ---- x86 backend ----
    Mutant("x86-cmplt-signed-as-unsigned", SELECTOR,
           'return "l" if a.dtype.is_signed else "b"', 'return "b"',
           OPS.format(b="x86", k="'cmplt_i or where_'"), "x86"),
    Mutant("x86-minmax-wrong-condition", ISEL_SCALAR,
           'cc = ("g" if signed else "a") if x.op is Ops.MAX else ("l" if signed else "b")',
           'cc = ("a" if signed else "g") if x.op is Ops.MAX else ("l" if signed else "b")',
           OPS.format(b="x86", k="'max_i or max_u'"), "x86"),
    Mutant("x86-narrow-shift-mask-missing", ISEL_SCALAR,
           "    if bits < 32:\n        ctx.emit(\"and\", Reg(\"rcx\", 4), Imm(bits - 1))",
           "    if bits < 16:\n        ctx.emit(\"and\", Reg(\"rcx\", 4), Imm(bits - 1))",
           OPS.format(b="x86", k="'shl_i16 or shr_i16 or shl_u16 or shr_u16'"), "x86"),
    Mutant("x86-trunc-wrong-rounding-mode", ISEL_SCALAR, "src, src, Imm(0b1011))",
           "src, src, Imm(0b1001))", OPS.format(b="x86", k="'trunc_'"), "x86"),
    Mutant("x86-idiv-overflow-check-missing", ISEL_SCALAR,
           '        ctx.emit("cmp", Reg(divisor, size), Imm(-1))\n        ctx.emit("jne", divide)',
           '        ctx.emit("cmp", Reg(divisor, size), Imm(-2))\n        ctx.emit("jne", divide)',
           OPS.format(b="x86", k="'idiv_i32 or mod_i64'"), "x86"),
    Mutant("x86-f16-round-toward-zero", ISEL_SCALAR,
           'ctx.emit("vcvtps2ph", Reg(dst, 16), ctx.reg(src, 16), Imm(0))',
           'ctx.emit("vcvtps2ph", Reg(dst, 16), ctx.reg(src, 16), Imm(3))',
           OPS.format(b="x86", k="'f16'"), "x86"),
    Mutant("x86-callee-saved-clobbered", ABI,
           'CALLEE_SAVED = frozenset({"rbx", "rbp", "r12", "r13", "r14", "r15"})',
           'CALLEE_SAVED = frozenset({"rbp", "r12", "r13", "r14", "r15"})',
           "conformance/test_corpus.py conformance/test_regressions.py --backend x86", "x86"),
    Mutant("x86-rex-w-dropped", ENCODE,
           "return 0x40 | (w << 3) | (r << 2) | (x << 1) | b",
           "return 0x40 | (r << 2) | (x << 1) | b",
           "conformance/test_x86_encoding.py", "x86"),
    Mutant("x86-rbp-base-without-disp8", ENCODE,
           "if disp == 0 and base & 7 != 0b101:", "if disp == 0:",
           "conformance/test_x86_encoding.py", "x86"),
]  # fmt: skip


def apply(mutant: Mutant, tree: Path) -> bool:
    path = tree / mutant.file
    if not path.exists():
        return False
    text = path.read_text()
    if text.count(mutant.snippet) != 1:
        return False
    path.write_text(text.replace(mutant.snippet, mutant.replacement))
    return True


def _environment(tree: Path) -> dict[str, str]:
    # the copy must import its own (mutated) refimpl, not the editable install's
    env = {
        **os.environ,
        "PYTHONPATH": str(tree),
        "UOPCHECK_CACHE": str(tree / ".cache"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    env.pop("UOPCHECK_EXTRA_BACKENDS", None)
    return env


def campaign_signatures(tree: Path, backend: str, seconds: float, python: str) -> set[str]:
    """Signatures of the findings a short campaign on `backend` reports in `tree`."""
    out = tree / "fuzz-out" / f"mutant-{backend}"
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run(
        [
            python,
            "-m",
            "fuzz",
            "campaign",
            "--time",
            str(seconds),
            "--jobs",
            "1",
            "--backends",
            backend,
            "--shrink-time",
            "5",
            "--out",
            str(out),
        ],
        cwd=tree,
        env=_environment(tree),
        capture_output=True,
        text=True,
    )
    if not (out / "report.json").exists():
        return {f"campaign-failed|{backend}"}
    report = json.loads((out / "report.json").read_text())
    return {f["signature"] for f in report["findings"] if f"|{backend}" in f["signature"]}


def baseline_signatures(backends: set[str], seconds: float, python: str) -> dict[str, set]:
    """What the unmutated tree already reports: known bugs do not count as kills."""
    with tempfile.TemporaryDirectory(prefix="mutant-baseline-") as scratch:
        tree = Path(scratch) / "repo"
        shutil.copytree(ROOT, tree, ignore=COPY_IGNORE, symlinks=True)
        return {b: campaign_signatures(tree, b, seconds, python) for b in sorted(backends)}


def run_mutant(mutant: Mutant, campaign_time: float, python: str, baseline: set[str]) -> dict:
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f"mutant-{mutant.name}-") as scratch:
        tree = Path(scratch) / "repo"
        shutil.copytree(ROOT, tree, ignore=COPY_IGNORE, symlinks=True)
        if not apply(mutant, tree):
            return {
                "name": mutant.name,
                "killed": False,
                "stale": True,
                "seconds": round(time.monotonic() - started, 1),
            }
        env = _environment(tree)
        tests = subprocess.run(
            [
                python,
                "-m",
                "pytest",
                "-x",
                "-q",
                "-p",
                "no:cacheprovider",
                "-n",
                "0",
                *mutant.tests.split(),
            ],
            cwd=tree,
            env=env,
            capture_output=True,
            text=True,
        )
        pytest_killed = tests.returncode not in (0, 5)  # 5: nothing selected (not a kill)
        found = sorted(campaign_signatures(tree, mutant.backend, campaign_time, python) - baseline)
        campaign_killed = bool(found)
    return {
        "name": mutant.name,
        "killed": pytest_killed or campaign_killed,
        "stale": False,
        "pytest": "killed" if pytest_killed else f"survived (exit {tests.returncode})",
        "campaign": f"killed ({found[0]})" if found else "survived (no new finding)",
        "seconds": round(time.monotonic() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--campaign-time",
        type=float,
        default=60.0,
        help="seconds of fuzzing per mutant (default 60)",
    )
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="NAME",
        help="run only these mutants (repeatable)",
    )
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    args = parser.parse_args(argv)
    chosen = [m for m in MUTANTS if not args.only or m.name in args.only]
    if args.list:
        for m in chosen:
            print(f"{m.name:36} {m.file}: {m.tests}")
        return 0
    results, started = [], time.monotonic()
    baseline = baseline_signatures({m.backend for m in chosen}, args.campaign_time, sys.executable)
    for backend, signatures in baseline.items():
        print(
            f"baseline {backend}: {len(signatures)} finding(s) already without mutation: "
            f"{', '.join(sorted(signatures)) or 'none'}",
            flush=True,
        )
    for mutant in chosen:
        result = run_mutant(mutant, args.campaign_time, sys.executable, baseline[mutant.backend])
        results.append(result)
        verdict = "STALE" if result["stale"] else ("killed" if result["killed"] else "SURVIVED")
        detail = (
            "" if result["stale"] else f"pytest {result['pytest']}; campaign {result['campaign']}"
        )
        print(f"{verdict:8} {mutant.name:36} {result['seconds']:6.1f}s  {detail}", flush=True)
    killed = sum(r["killed"] for r in results)
    total_time = time.monotonic() - started
    print(f"\nkill rate: {killed}/{len(results)} mutants killed in {total_time:.0f} s")
    if args.json:
        summary = {
            "results": results,
            "killed": killed,
            "total": len(results),
            "seconds": round(total_time),
        }
        Path(args.json).write_text(json.dumps(summary, indent=2))
    return 0 if killed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
