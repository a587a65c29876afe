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

With `--campaign-only` no pytest runs and no baseline campaign: each mutant gets one campaign
of --campaign-time (default 300 s) on its backend, watched while it runs. A finding folder
that appears on the mutated backend is replayed (`python -m fuzz replay`) twice: with the
mutated copy's code and with the unmutated tree's. It kills the mutant when it reproduces on
the first and not on the second — a known bug reproduces on both, a flaky one (a timeout under
load) on neither. The campaign is then stopped at once, so a killed mutant costs seconds.

    python tools/mutate.py --campaign-only --json fuzz-out/mutate-campaign.json
    python tools/mutate.py --campaign-only --tree /tmp/mutate-before --parallel 2

`--tree DIR` measures another checkout (e.g. `git worktree add /tmp/mutate-before REV`):
it is copied once (a snapshot, so edits made meanwhile do not leak in), and every mutant is a
copy of that snapshot.

Exit status: 0 when every mutant is killed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import wait as futures_wait
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


def copy_tree(source: Path, destination: Path) -> Path:
    """A copy of the checkout `source` without its git data, venv, caches and outputs."""
    shutil.copytree(source, destination, ignore=COPY_IGNORE, symlinks=True)
    return destination


def _environment(tree: Path, cache: Path | None = None) -> dict[str, str]:
    # the copy must import its own (mutated) refimpl, not the editable install's; its compiled
    # code is cached apart from every other tree's, since cache keys do not name the compiler
    env = {
        **os.environ,
        "PYTHONPATH": str(tree),
        "UOPCHECK_CACHE": str(cache or tree / ".cache"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    env.pop("UOPCHECK_EXTRA_BACKENDS", None)
    return env


def campaign_command(python: str, backend: str, seconds: float, out: Path) -> list[str]:
    """The campaign both modes run on one backend: one worker, short shrinking (a kill needs
    the finding, not its minimal form)."""
    return [
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
    ]


def campaign_signatures(tree: Path, backend: str, seconds: float, python: str) -> set[str]:
    """Signatures of the findings a short campaign on `backend` reports in `tree`."""
    out = tree / "fuzz-out" / f"mutant-{backend}"
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run(
        campaign_command(python, backend, seconds, out),
        cwd=tree,
        env=_environment(tree),
        capture_output=True,
        text=True,
    )
    if not (out / "report.json").exists():
        return {f"campaign-failed|{backend}"}
    report = json.loads((out / "report.json").read_text())
    return {f["signature"] for f in report["findings"] if f"|{backend}" in f["signature"]}


def baseline_signatures(
    source: Path, backends: set[str], seconds: float, python: str
) -> dict[str, set]:
    """What the unmutated tree already reports: known bugs do not count as kills."""
    with tempfile.TemporaryDirectory(prefix="mutant-baseline-") as scratch:
        tree = copy_tree(source, Path(scratch) / "repo")
        return {b: campaign_signatures(tree, b, seconds, python) for b in sorted(backends)}


def run_mutant(
    mutant: Mutant, source: Path, campaign_time: float, python: str, baseline: set[str]
) -> dict:
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f"mutant-{mutant.name}-") as scratch:
        tree = copy_tree(source, Path(scratch) / "repo")
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


# --- campaign-only mode -------------------------------------------------------------------

# How long a campaign may run past its --time before it is stopped: its last batch and the
# shrinking of a finding found at the end (its --compile-timeout stops a compile 10 s late).
CAMPAIGN_OVERRUN = 90.0
POLL_INTERVAL = 1.0  # seconds between two looks at OUT/findings/
# Stopping a campaign: SIGINT first (what a user's ^C sends), then SIGTERM, then SIGKILL, each
# to its whole process group, each after the previous one had this long to work.
STOP_GRACE = 10.0
# A process the campaign started outside its group (a worker leads its own; a compiler's
# build server may call setsid) carries this variable, with a value unique to the campaign.
RUN_MARKER = "UOPCHECK_MUTATE_RUN"
# Replay's exit status: 1 when the finding still reproduces, 0 when it does not, 2 on error.
REPLAY_VERDICT = {1: True, 0: False}


def finding_signature(folder: Path) -> str | None:
    """The signature in a finding folder's report.json (None: not readable as one)."""
    try:
        return json.loads((folder / "report.json").read_text())["signature"]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def on_backend(signature: str, backend: str) -> bool:
    """Is a finding `class|config|op|dtype` the backend's? Its config's first part names the
    backend (config ids read backend/target/executor, e.g. x86/x86-64-v3/native). The
    campaign runs the mutated backend alone, and the configs of one backend agreeing are
    filed against themselves, not the oracle (fuzz.harness.families)."""
    config = (signature.split("|") + [""])[1]
    return config.split("/")[0] == backend


def new_finding_folders(findings_dir: Path, seen: set[str]) -> list[Path]:
    """Finding folders not looked at yet. A campaign writes each into a dot-named temporary
    folder and renames it into place, so a folder with a plain name is complete."""
    if not findings_dir.is_dir():
        return []
    fresh = sorted(p for p in findings_dir.iterdir() if p.is_dir() and not p.name.startswith("."))
    return [p for p in fresh if p.name not in seen]


def reproduces(folder: Path, tree: Path, cache: Path, python: str) -> bool | None:
    """Does `python -m fuzz replay FOLDER`, run with `tree`'s code, still see the finding?
    None when replay fails (exit 2: the finding cannot be judged)."""
    replay = subprocess.run(
        [python, "-m", "fuzz", "replay", str(folder)],
        cwd=tree,
        env=_environment(tree, cache),
        capture_output=True,
        text=True,
    )
    return REPLAY_VERDICT.get(replay.returncode)


def judge_finding(
    folder: Path, backend: str, mutated: Path, unmutated: Path, unmutated_cache: Path, python: str
) -> str:
    """Why a finding does or does not kill its mutant: 'kill', or the reason it does not."""
    signature = finding_signature(folder)
    if signature is None:
        return "unreadable report.json"
    if not on_backend(signature, backend):
        return "on another backend"
    on_mutated = reproduces(folder, mutated, mutated / ".cache", python)
    if on_mutated is not True:
        return "replay error on the mutant" if on_mutated is None else "flaky (not replayed)"
    on_unmutated = reproduces(folder, unmutated, unmutated_cache, python)
    if on_unmutated is None:
        return "replay error on the unmutated tree"
    return "known (reproduces unmutated)" if on_unmutated else "kill"


def marked_processes(marker: str) -> list[int]:
    """Live processes whose environment carries RUN_MARKER=marker (this user's: /proc lets
    us read only those, which are the ones a campaign we started can have left)."""
    needle = f"{RUN_MARKER}={marker}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue  # gone meanwhile, or another user's
        if needle in environ.split(b"\0") and state != "Z":
            found.append(int(entry.name))
    return found


def stop_campaign(campaign: subprocess.Popen, marker: str) -> int:
    """Stop a campaign started in its own session and everything it started; return how many
    processes were still alive after its group was gone (and were then killed by pid)."""
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
        if campaign.poll() is not None:
            break
        try:
            os.killpg(campaign.pid, signum)  # its group: the campaign leads it (new session)
        except ProcessLookupError:
            break
        try:
            campaign.wait(timeout=STOP_GRACE)
        except subprocess.TimeoutExpired:
            continue
    campaign.wait()
    # workers lead their own groups and die with the campaign's fork server (PDEATHSIG); give
    # them that moment, then kill by pid whatever still carries the campaign's marker
    deadline = time.monotonic() + STOP_GRACE
    while (left := marked_processes(marker)) and time.monotonic() < deadline:
        time.sleep(0.2)
    for pid in left:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    # a SIGKILL is delivered, not yet acted on: return once they are gone (or zombies), so
    # that "nothing left" holds when the caller looks
    deadline = time.monotonic() + STOP_GRACE
    while marked_processes(marker) and time.monotonic() < deadline:
        time.sleep(0.02)
    return len(left)


def hunt_mutant(
    mutant: Mutant,
    snapshot: Path,
    unmutated_cache: Path,
    campaign_time: float,
    python: str,
    interrupted: threading.Event,
) -> dict:
    """Campaign-only verdict on one mutant: run a campaign on the mutated copy until a finding
    kills it (then stop at once), its time is up, or the tool is `interrupted`."""
    started = time.monotonic()
    result: dict = {"name": mutant.name, "backend": mutant.backend, "killed": False}
    with tempfile.TemporaryDirectory(prefix=f"mutant-{mutant.name}-") as scratch:
        tree = copy_tree(snapshot, Path(scratch) / "repo")
        if not apply(mutant, tree):
            return {**result, "stale": True, "seconds": round(time.monotonic() - started, 1)}
        out, marker = Path(scratch) / "campaign", uuid.uuid4().hex
        log = (Path(scratch) / "campaign.log").open("w")
        campaign = subprocess.Popen(
            campaign_command(python, mutant.backend, campaign_time, out),
            cwd=tree,
            env={**_environment(tree), RUN_MARKER: marker},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, to stop it whole
        )
        launched, verdicts = time.monotonic(), {}
        deadline = launched + campaign_time + CAMPAIGN_OVERRUN
        try:
            while time.monotonic() < deadline and not interrupted.is_set():
                finished = campaign.poll() is not None  # look once more after it ended
                for folder in new_finding_folders(out / "findings", set(verdicts)):
                    verdicts[folder.name] = judge_finding(
                        folder, mutant.backend, tree, snapshot, unmutated_cache, python
                    )
                    if verdicts[folder.name] == "kill":
                        result.update(
                            killed=True,
                            seconds_to_kill=round(time.monotonic() - launched, 1),
                            signature=finding_signature(folder),
                        )
                        break
                if finished or result["killed"]:
                    break
                time.sleep(POLL_INTERVAL)
        finally:
            result["campaign_exit"] = campaign.poll()
            result["left_behind"] = stop_campaign(campaign, marker)
            log.close()
        result["findings"] = {
            f"{finding_signature(out / 'findings' / name)}": verdict
            for name, verdict in verdicts.items()
        }
    return {**result, "stale": False, "seconds": round(time.monotonic() - started, 1)}


def campaign_only(chosen: list[Mutant], source: Path, args: argparse.Namespace) -> list[dict]:
    """Every chosen mutant hunted by a campaign alone, `args.parallel` at a time."""
    with tempfile.TemporaryDirectory(prefix="mutate-unmutated-") as scratch:
        snapshot = copy_tree(source, Path(scratch) / "repo")
        cache = Path(scratch) / "cache"

        interrupted = threading.Event()

        def hunt(mutant: Mutant) -> dict:
            result = hunt_mutant(
                mutant, snapshot, cache, args.campaign_time, sys.executable, interrupted
            )
            print(describe_hunt(result), flush=True)
            return result

        # ^C or a SIGTERM reaches this thread only; the hunts see the event and stop their
        # campaigns (in sessions of their own, no signal of ours reaches them) before we leave
        previous_sigterm = signal.signal(signal.SIGTERM, signal.default_int_handler)
        try:
            with ThreadPoolExecutor(max_workers=args.parallel) as pool:
                hunts = [pool.submit(hunt, mutant) for mutant in chosen]
                try:
                    # a signal may land on any thread, and a blocking wait here would not see
                    # one that did not land on this one: wait in short steps instead
                    pending = set(hunts)
                    while pending:
                        _, pending = futures_wait(pending, timeout=POLL_INTERVAL)
                    return [h.result() for h in hunts]
                except KeyboardInterrupt:
                    interrupted.set()
                    for waiting in hunts:
                        waiting.cancel()
                    raise
        finally:
            signal.signal(signal.SIGTERM, previous_sigterm)


def describe_hunt(result: dict) -> str:
    """One line per mutant of the campaign-only mode."""
    if result["stale"]:
        return f"STALE    {result['name']:36} snippet not found"
    if result["killed"]:
        detail = f"killed in {result['seconds_to_kill']:.1f}s by {result['signature']}"
        verdict = "killed"
    else:
        others = ", ".join(f"{s}: {v}" for s, v in result["findings"].items()) or "none"
        detail, verdict = f"no killing finding (findings: {others})", "SURVIVED"
    if result["left_behind"]:
        detail += f"; {result['left_behind']} process(es) outlived the campaign, killed by pid"
    return f"{verdict:8} {result['name']:36} {result['seconds']:6.1f}s  {detail}"


def suite_and_campaign(chosen: list[Mutant], source: Path, args: argparse.Namespace) -> list:
    """Every chosen mutant through pytest and a campaign compared with a baseline campaign."""
    baseline = baseline_signatures(
        source, {m.backend for m in chosen}, args.campaign_time, sys.executable
    )
    for backend, signatures in baseline.items():
        print(
            f"baseline {backend}: {len(signatures)} finding(s) already without mutation: "
            f"{', '.join(sorted(signatures)) or 'none'}",
            flush=True,
        )

    def check(mutant: Mutant) -> dict:
        result = run_mutant(
            mutant, source, args.campaign_time, sys.executable, baseline[mutant.backend]
        )
        verdict = "STALE" if result["stale"] else ("killed" if result["killed"] else "SURVIVED")
        detail = (
            "" if result["stale"] else f"pytest {result['pytest']}; campaign {result['campaign']}"
        )
        print(f"{verdict:8} {mutant.name:36} {result['seconds']:6.1f}s  {detail}", flush=True)
        return result

    with ThreadPoolExecutor(max_workers=args.parallel) as pool:
        return list(pool.map(check, chosen))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--campaign-only",
        action="store_true",
        help="no pytest, no baseline: a campaign per mutant, stopped at its first finding "
        "that reproduces on the mutant and not on the unmutated tree",
    )
    parser.add_argument(
        "--campaign-time",
        type=float,
        default=None,
        help="seconds of fuzzing per mutant (default 60; 300 with --campaign-only)",
    )
    parser.add_argument(
        "--tree",
        type=Path,
        default=ROOT,
        metavar="DIR",
        help="the checkout to mutate and measure (default: this one)",
    )
    parser.add_argument(
        "--parallel", type=int, default=1, metavar="N", help="mutants checked at once (1)"
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
    if args.campaign_time is None:
        args.campaign_time = 300.0 if args.campaign_only else 60.0
    if args.parallel < 1:
        parser.error("--parallel must be at least 1")
    source = args.tree.resolve()
    if not (source / "fuzz" / "__main__.py").is_file():
        parser.error(f"--tree {args.tree}: not a uopcheck checkout (no fuzz/__main__.py)")
    chosen = [m for m in MUTANTS if not args.only or m.name in args.only]
    if args.list:
        for m in chosen:
            print(f"{m.name:36} {m.file}: {m.tests}")
        return 0
    started = time.monotonic()
    measure = campaign_only if args.campaign_only else suite_and_campaign
    try:
        results = measure(chosen, source, args)
    except KeyboardInterrupt:
        print("\ninterrupted: every campaign stopped, no result written", file=sys.stderr)
        return 130
    killed = sum(r["killed"] for r in results)
    total_time = time.monotonic() - started
    mode = "campaign only" if args.campaign_only else "suite + campaign"
    print(
        f"\nkill rate ({mode}, {source}): {killed}/{len(results)} mutants killed "
        f"in {total_time:.0f} s"
    )
    if args.json:
        summary = {
            "mode": mode,
            "tree": str(source),
            "campaign_time": args.campaign_time,
            "results": results,
            "killed": killed,
            "total": len(results),
            "seconds": round(total_time),
        }
        Path(args.json).write_text(json.dumps(summary, indent=2))
    return 0 if killed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
