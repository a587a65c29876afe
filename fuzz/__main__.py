"""Command line of the differential fuzzer: campaign, replay, merge, plot, minimize, demo.

    python -m fuzz campaign --time 10m --seed 1 [--shard K/N|auto] [--backends A,B]
        [--reference c] --out DIR
    python -m fuzz replay DIR/findings/NAME        # exit 1: still reproduces, 0: fixed, 2: error
    python -m fuzz merge DIR... --out MERGED       # deduplicate findings of several shards
    python -m fuzz plot DIR [--out FILE.png]       # kernels, findings, coverage over time
    python -m fuzz minimize KERNEL --backend B|--signature SIG [--seed N] --out DIR   # shrink
    python -m fuzz demo                            # compile one kernel everywhere + 60 s campaign

See docs/testing.md for how campaigns, shards, replay and merge fit together.
"""

from __future__ import annotations

import argparse
import errno
import io
import json
import os
import re
import stat
import sys
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from refimpl.compile import collect_less_often
from refimpl.native.hostile_call import ABIS

DEMO_KERNEL = Path(__file__).resolve().parents[1] / "golden" / "kernels" / "matmul16.kernel"


def parse_duration(text: str) -> float:
    """'90', '90s', '10m', '1h' -> seconds."""
    match = re.fullmatch(r"(\d+(?:\.\d+)?)([smh]?)", text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"bad duration {text!r}: use e.g. 90s, 10m, 1h")
    return float(match[1]) * {"": 1, "s": 1, "m": 60, "h": 3600}[match[2]]


SHARD_COUNT_ENV = "UOPCHECK_SHARD_COUNT"  # the shard count where the batch system has none
AUTO_SHARD_HELP = (
    "--shard auto reads a Kubernetes Indexed Job (JOB_COMPLETION_INDEX, with the count in "
    f"{SHARD_COUNT_ENV}) or a Slurm array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT, "
    "SLURM_ARRAY_TASK_MIN); elsewhere (e.g. a GitHub Actions matrix) pass K/N"
)


def _env_int(env: Mapping[str, str], name: str) -> int:
    value = env[name]
    if not re.fullmatch(r"\d+", value.strip()):
        raise argparse.ArgumentTypeError(f"--shard auto: {name}={value!r} is not a number")
    return int(value)


def _kubernetes_shard(env: Mapping[str, str]) -> tuple[int, int]:
    index = _env_int(env, "JOB_COMPLETION_INDEX")
    if SHARD_COUNT_ENV not in env:
        raise argparse.ArgumentTypeError(
            f"--shard auto: a Kubernetes Indexed Job (JOB_COMPLETION_INDEX={index}) does not "
            f"say how many shards there are: set {SHARD_COUNT_ENV} to the Job's "
            ".spec.completions (docs/testing.md)"
        )
    count = _env_int(env, SHARD_COUNT_ENV)
    if not index < count:
        raise argparse.ArgumentTypeError(
            f"--shard auto: JOB_COMPLETION_INDEX={index} is not below "
            f"{SHARD_COUNT_ENV}={count}: .spec.completions and {SHARD_COUNT_ENV} disagree"
        )
    return index, count


def _slurm_shard(env: Mapping[str, str]) -> tuple[int, int]:
    task = _env_int(env, "SLURM_ARRAY_TASK_ID")
    if "SLURM_ARRAY_TASK_COUNT" not in env:
        raise argparse.ArgumentTypeError(
            "--shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not"
        )
    count = _env_int(env, "SLURM_ARRAY_TASK_COUNT")
    first = _env_int(env, "SLURM_ARRAY_TASK_MIN") if "SLURM_ARRAY_TASK_MIN" in env else 0
    last = _env_int(env, "SLURM_ARRAY_TASK_MAX") if "SLURM_ARRAY_TASK_MAX" in env else None
    if (last is not None and last - first + 1 != count) or not 0 <= task - first < count:
        raise argparse.ArgumentTypeError(
            f"--shard auto: SLURM_ARRAY_TASK_ID={task} with SLURM_ARRAY_TASK_MIN={first}, "
            f"SLURM_ARRAY_TASK_MAX={last} and SLURM_ARRAY_TASK_COUNT={count} is not one of "
            "COUNT consecutive task ids: submit the array without a step or gaps, e.g. "
            "--array=0-3"
        )
    if SHARD_COUNT_ENV in env and _env_int(env, SHARD_COUNT_ENV) != count:
        raise argparse.ArgumentTypeError(
            f"--shard auto: {SHARD_COUNT_ENV}={env[SHARD_COUNT_ENV]} disagrees with "
            f"SLURM_ARRAY_TASK_COUNT={count}"
        )
    return task - first, count


# batch systems --shard auto recognizes: (name, the variable that says we run under it, reader)
BATCH_SYSTEMS = (
    ("a Kubernetes Indexed Job", "JOB_COMPLETION_INDEX", _kubernetes_shard),
    ("a Slurm array job", "SLURM_ARRAY_TASK_ID", _slurm_shard),
)


def shard_from_environment(env: Mapping[str, str]) -> tuple[int, int]:
    """(K, N) of this process in its batch system, for `--shard auto` (see BATCH_SYSTEMS)."""
    detected = [(name, read) for name, variable, read in BATCH_SYSTEMS if variable in env]
    if not detected:
        raise argparse.ArgumentTypeError(
            f"--shard auto: no batch system detected. {AUTO_SHARD_HELP}"
        )
    if len(detected) > 1:
        raise argparse.ArgumentTypeError(
            f"--shard auto: both {' and '.join(name for name, _ in detected)} are set; pass K/N"
        )
    return detected[0][1](env)


def parse_shard(text: str) -> tuple[int, int]:
    """'K/N' -> (K, N); 'auto' -> the shard the batch system gives this process."""
    if text.strip() == "auto":
        return shard_from_environment(os.environ)
    match = re.fullmatch(r"(\d+)/(\d+)", text.strip())
    if not match or not 0 <= int(match[1]) < int(match[2]):
        raise argparse.ArgumentTypeError(f"bad shard {text!r}: use K/N with 0 <= K < N, or auto")
    return int(match[1]), int(match[2])


def cmd_campaign(args: argparse.Namespace) -> int:
    """Exit 0: every example checked (findings or not); 1: some examples went unchecked (the
    harness failed on them; report.md lists them); 2: no config (of a selected backend) can
    run here, another campaign holds the --out folder, or --out cannot be written (a full
    disk, a read-only file system, a file): what was saved is kept, and the same command
    resumes."""
    from fuzz.campaign import CampaignSpec, NothingToRun, run_campaign
    from fuzz.state import CampaignLocked, OutputUnwritable

    if args.time is None and args.count is None:
        args.time = 600.0
    spec = CampaignSpec(
        out=Path(args.out),
        seed=args.seed,
        time_budget=args.time,
        count=args.count,
        jobs=args.jobs,
        shard=args.shard,
        backends=args.backends.split(",") if args.backends else None,
        shrink_time=args.shrink_time,
        run_timeout=args.run_timeout,
        compile_timeout=args.compile_timeout,
        chains=args.chains,
        rotate=args.rotate,
        reference=None if args.reference is None else [b for b in args.reference.split(",") if b],
        expectations=Path(args.expectations) if args.expectations else None,
        pins=Path(args.pins) if args.pins else None,
    )
    try:
        summary = run_campaign(spec)
    except (CampaignLocked, OutputUnwritable, NothingToRun) as e:
        print(f"campaign: error: {e}", file=sys.stderr)
        return 2
    print((spec.out / "report.md").read_text())
    if not summary["configs_run"]:
        return 2
    if summary["unchecked_examples"]:
        print(
            f"campaign: {summary['unchecked_examples']} example(s) went unchecked; "
            "re-run the same command to retry them",
            file=sys.stderr,
        )
        return 1
    return 0


class ReproducerError(Exception):
    """A finding folder that does not hold a usable reproducer (the message says why)."""


# what a reproducer member is, when it is not a regular file (by stat.S_IFMT)
NOT_REGULAR = {
    stat.S_IFLNK: "a symbolic link",
    stat.S_IFDIR: "a directory",
    stat.S_IFIFO: "a FIFO",
    stat.S_IFSOCK: "a socket",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
}


def _not_regular(path: Path, mode: int) -> ReproducerError:
    kind = NOT_REGULAR.get(stat.S_IFMT(mode), "not a file")
    return ReproducerError(
        f"{path}: not a regular file ({kind}); a reproducer folder holds regular files only"
    )


def read_member(folder: Path, name: str) -> bytes:
    """The bytes of `folder/name`, a member of a reproducer folder, which must be a regular
    file. The folder itself is whatever path the user named; its members are not trusted: a
    CI bot replays reproducers anyone may have written, and a member that is a symlink (to
    /etc/passwd, say) would put a line of that file into a parse error. So a symlink is never
    followed (lstat, then O_NOFOLLOW against a swap in between), and a FIFO, device or
    directory is never read (O_NONBLOCK: a FIFO nobody writes to cannot block the open)."""
    path = folder / name
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        raise ReproducerError(f"{path}: no such file") from None
    if not stat.S_ISREG(mode):
        raise _not_regular(path, mode)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        if e.errno == errno.ELOOP:  # swapped for a symlink since the lstat
            raise _not_regular(path, stat.S_IFLNK) from None
        raise ReproducerError(f"{path}: cannot be read ({e.strerror})") from None
    with os.fdopen(fd, "rb") as file:
        mode = os.fstat(file.fileno()).st_mode
        if not stat.S_ISREG(mode):
            raise _not_regular(path, mode)
        return file.read()


def read_member_text(folder: Path, name: str) -> str:
    """A text member of a reproducer folder (read_member), decoded as UTF-8."""
    data = read_member(folder, name)
    try:
        return data.decode()
    except UnicodeDecodeError as e:
        raise ReproducerError(
            f"{folder / name}: not UTF-8 text (byte {data[e.start]:#04x} at offset {e.start})"
        ) from None


def load_reproducer(path: Path, report: dict):
    """The FuzzCase and inputs of a finding folder: data only, nothing is ever unpickled.

    The kernel is `kernel.kernel` parsed (a ParseError names file:line:col), so an edited
    kernel is what replay runs. A finding whose kernel text is no reproducer (it does not
    print or parse back; report.json `regenerate`) is regenerated from its campaign seed and
    example index instead, and must still print as the saved text."""
    from fuzz.chains import chain_case
    from fuzz.generate import generate_case
    from fuzz.harness import load_inputs, safe_text
    from fuzz.strategies import FuzzCase, Vocabulary
    from refimpl.text import parse

    kernel_file = path / "kernel.kernel"
    text = read_member_text(path, "kernel.kernel")
    inputs = load_inputs(io.BytesIO(read_member(path, "inputs.npz")))
    where = report.get("regenerate")
    if where:
        vocabulary = Vocabulary.from_json(where.get("vocabulary"))
        if (chain := where.get("chain")) is not None:  # an enumerated chain (fuzz/chains.py)
            case = chain_case(vocabulary, chain["widths"], chain["number"])
        else:
            case = generate_case(where["seed"], where["example"], vocabulary)
        if not text.endswith(safe_text(case.kernel)):
            raise ReproducerError(
                f"{kernel_file} is not example {where['example']} of seed {where['seed']}, "
                "which this finding is regenerated from (the file was edited, or the "
                "generator changed since the campaign)"
            )
        return replace(case, choices=stored_choices(report)), inputs
    kernel = parse(text, str(kernel_file))
    return FuzzCase(kernel, report.get("input_seed", 0), choices=stored_choices(report)), inputs


def stored_choices(report: dict) -> dict | None:
    """The backends' choices a reproducer was built with (report.json "choices"), checked
    against what each backend declares (fuzz/choices.py); None when it has none."""
    from fuzz.choices import choices_problem

    choices = report.get("choices") or None
    if problem := choices_problem(choices):
        raise ReproducerError(f'report.json "choices": {problem}')
    return choices


def capability_refusals(kernel, configs: list) -> dict[str, str]:
    """Config id -> why its backend is not to run `kernel` (refimpl.compile.capability_refusal,
    the suite's and the campaign's reason to skip it), for the configs that are not."""
    from refimpl.compile import capability_refusal

    reasons = {b: capability_refusal(kernel, b) for b in dict.fromkeys(c.backend for c in configs)}
    return {c.id: reasons[c.backend] for c in configs if reasons[c.backend]}


def cmd_replay(args: argparse.Namespace) -> int:
    from fuzz.findings import one_config
    from fuzz.harness import FuzzConfig, check_kernel_args, enumerate_configs, prepare
    from fuzz.worker import WorkerPool
    from refimpl.text import ParseError

    path = Path(args.path)
    try:
        report = json.loads(read_member_text(path, "report.json"))
        case, inputs = load_reproducer(path, report)
        if report["config"] in ("text", "refimpl"):  # found before any backend ran
            findings = prepare(case)[1].findings
        else:
            # the campaign's own configs when it recorded them (external backends and the
            # reference ones run beside them), else the project's backends
            recorded = report.get("campaign_configs") or []
            backends = list(dict.fromkeys(FuzzConfig.from_id(c).backend for c in recorded))
            if not backends and one_config(report["cls"], report["config"]):
                backends = [FuzzConfig.from_id(report["config"]).backend]
            runnable, skipped = enumerate_configs(backends or None)
            if args.all_configs or not one_config(report["cls"], report["config"]):
                configs = runnable
            else:
                wanted = FuzzConfig.from_id(report["config"])
                if wanted not in runnable:
                    print(
                        f"replay: {report['config']} cannot run here: "
                        f"{skipped.get(wanted.id, 'unknown config')}",
                        file=sys.stderr,
                    )
                    return 2
                configs = [wanted]
            # a kernel the backend does not claim is not run on it, as in the campaign; on
            # the finding's own config(s) that is an error: it cannot show there
            refused = capability_refusals(case.kernel, configs)
            if own := [c for c in report["config"].split("+") if c in refused]:
                raise ReproducerError(refused[own[0]])
            for config_id, reason in refused.items():
                print(f"replay: not run on {config_id}: {reason}", file=sys.stderr)
            configs = [c for c in configs if c.id not in refused]
            if not configs:
                raise ReproducerError("no config that runs here claims this kernel")
            with WorkerPool(1, backends={config.backend for config in configs}) as pool:
                findings = check_kernel_args(case.kernel, inputs, configs, pool, case.choices)
    except (ParseError, ReproducerError) as e:
        print(f"replay: error: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # noqa: BLE001 - any failure to replay is exit status 2
        print(f"replay: error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    same = [f for f in findings if f.signature == report["signature"]]
    for f in findings:
        print(f"{f.signature}: {f.summary}")
        if "report" in f.details:
            print(f.details["report"])
        elif "error" in f.details:
            print(f.details["error"])
    if same:
        print(f"replay: reproduces ({report['signature']})")
        return 1
    print(f"replay: does not reproduce ({report['signature']})")
    return 0


class MinimizeError(Exception):
    """A `fuzz minimize` command line that cannot be carried out (the message says why)."""


def _given_options_agree(config, args: argparse.Namespace) -> bool:
    """Whether the config options given on the command line are `config`'s (a --target
    given for a backend without targets is ignored, as without a signature)."""
    given = {
        "backend": args.backend,
        "target": args.target if config.target is not None else None,
        "executor": args.executor,
        "abi": args.abi,
    }
    return all(value is None or getattr(config, key) == value for key, value in given.items())


def minimize_configs(args: argparse.Namespace) -> tuple[list, list[str]]:
    """(the configs to keep the finding on, the reference backends run beside them).

    Without --signature: the one config of --backend/--target/--executor/--abi. With one, the
    configs its CONFIG part names decide (a signature copied from a report is the finding
    wanted); options given beside it must agree with one of them. A finding several configs
    share (`external-frontend|A+B|...`) is what the campaign saw with the reference backends
    (--reference, default c) beside A and B, so those run too, as in the campaign."""
    from fuzz.findings import one_config
    from fuzz.harness import NOT_ONE_CONFIG, FuzzConfig
    from refimpl.compile import get_backend, register_extra_backends

    register_extra_backends()
    if not args.signature:
        if args.backend is None:
            raise MinimizeError("name the failing config: --backend B, or --signature")
        has_target = any(t is not None for t in get_backend(args.backend).targets)
        target = (args.target or "x86-64-v3") if has_target else None
        config = FuzzConfig(args.backend, target, args.executor or "native", args.abi or "sysv")
        return [config], []
    parts = args.signature.split("|")
    if len(parts) != 4 or parts[1] in NOT_ONE_CONFIG:
        raise MinimizeError(
            f"--signature {args.signature!r} is no backend's finding: it is CLASS|CONFIG|OP|DTYPE "
            "with CONFIG one config id or several joined by + (as report.md gives it)"
        )
    cls, named_ids = parts[0], parts[1].split("+")
    try:
        named = [FuzzConfig.from_id(c) for c in named_ids]
    except IndexError:
        raise MinimizeError(f"--signature: {parts[1]!r} is not a config id") from None
    if not any(_given_options_agree(c, args) for c in named):
        raise MinimizeError(
            f"--signature {args.signature} is a finding on {parts[1]}, which the --backend, "
            "--target, --executor and --abi given do not name"
        )
    if one_config(cls, parts[1]):
        return named, []
    chosen = ["c"] if args.reference is None else [b for b in args.reference.split(",") if b]
    return named, [b for b in chosen if b not in {c.backend for c in named}]


def given_choices(text: str | None) -> dict | None:
    """--choices: the backends' choices as JSON ({backend: value}, a reproducer's report.json
    "choices"), checked against what each backend declares. ValueError says what is wrong."""
    from fuzz.choices import choices_problem

    if not text:
        return None
    try:
        choices = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"--choices is not JSON: {e}") from None
    if not isinstance(choices, dict):
        raise ValueError("--choices must be a JSON object {backend: choices}")
    if problem := choices_problem(choices):
        raise ValueError(f"--choices: {problem}")
    return choices or None


def cmd_minimize(args: argparse.Namespace) -> int:
    """Exit 1: minimized, the reproducer written (it fails, like replay's 1); 0: the kernel
    shows no backend finding on the config(s), nothing to minimize; 2: an error, a reproducer
    that could not be written included."""
    from fuzz.harness import check_kernel_args, enumerate_configs, safe_text
    from fuzz.minimize import minimize, size, write_reproducer
    from fuzz.strategies import FuzzCase
    from fuzz.worker import WorkerPool
    from refimpl.compile import capability_refusal
    from refimpl.inputs import make_args
    from refimpl.text import ParseError, parse

    try:
        keep_on, reference = minimize_configs(args)
        runnable, skipped = enumerate_configs([c.backend for c in keep_on] + reference)
        for config in keep_on:
            if config not in runnable:
                why = skipped.get(config.id) or skipped.get(config.backend) or "unknown config"
                print(f"minimize: {config.id} cannot run here: {why}", file=sys.stderr)
                return 2
        beside = [c for c in runnable if c.backend in reference]
        if missing := [b for b in reference if b not in {c.backend for c in beside}]:
            why = "; ".join(skipped.get(b, "no config runs here") for b in missing)
            print(
                f"minimize: reference {', '.join(missing)} cannot run here: {why}", file=sys.stderr
            )
            return 2
        configs = keep_on + beside
        kernel = parse(Path(args.kernel).read_text(), args.kernel)
        for backend in dict.fromkeys(c.backend for c in configs):
            if reason := capability_refusal(kernel, backend):
                print(f"minimize: error: {reason}", file=sys.stderr)
                return 2
        on = "+".join(c.id for c in keep_on)
        shown_on = {c.id for c in keep_on} | {"+".join(sorted(c.id for c in keep_on))}
        inputs = make_args(kernel, args.seed)
        choices = given_choices(args.choices)
        backends = {c.backend for c in configs}
        with WorkerPool(1, run_timeout=args.run_timeout, backends=backends) as pool:
            found = [
                f
                for f in check_kernel_args(kernel, inputs, configs, pool, choices)
                if f.config in shown_on
            ]
            if not found:
                print(
                    f"minimize: {kernel.name} shows no finding on {on} with seed "
                    f"{args.seed}: nothing to minimize"
                )
                return 0
            wanted = next((f for f in found if f.signature == args.signature), None)
            if args.signature and wanted is None:
                print(
                    f"minimize: the kernel does not show {args.signature}; it shows "
                    f"{', '.join(f.signature for f in found)}",
                    file=sys.stderr,
                )
                return 2
            wanted = wanted or found[0]
            print(f"minimize: keeping {wanted.signature} ({wanted.summary})", flush=True)
            result = minimize(
                kernel,
                args.seed,
                configs,
                wanted.signature,
                pool,
                args.time,
                progress=print,
                choices=choices,
            )
    except (ParseError, OSError, ValueError, MinimizeError) as e:
        print(f"minimize: error: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # noqa: BLE001 - any failure to minimize is exit status 2
        print(f"minimize: error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    if result is None:  # it failed once and then not: a flaky failure, not minimizable
        print(f"minimize: error: {wanted.signature} did not show again", file=sys.stderr)
        return 2
    finding = result.finding
    # inputs.npz = make_args(kernel, seed); report.json "choices" = the ones it still needs
    finding.case = FuzzCase(result.kernel, args.seed, choices=result.choices)
    before, after = size(kernel), size(result.kernel)
    extra = {
        "example": None,
        "seed": None,
        "shrunk": result.kept > 0,
        "shrink_tried": result.tried,
        "original_signature": wanted.signature,
        "original_kernel": safe_text(kernel),
        "minimized": {
            "from": args.kernel,
            "steps": result.steps,
            "nodes": [before[0], after[0]],
            "trips": [before[1], after[1]],
            "elapsed": round(result.elapsed, 1),
            "budget_spent": result.budget_spent,
        },
    }
    if reference:  # replay runs what found it (fuzz replay reads campaign_configs)
        extra["campaign_configs"] = [c.id for c in configs]
    spent = " (time budget spent)" if result.budget_spent else ""
    print(
        f"minimize: {before[0]} -> {after[0]} nodes (not counting constants), "
        f"{before[1]} -> {after[1]} loop trips "
        f"in {result.elapsed:.1f} s, {result.kept} of {result.tried} edits kept{spent}"
    )
    print(safe_text(result.kernel), end="", flush=True)  # shown even if it cannot be written
    try:
        path = write_reproducer(Path(args.out), finding, extra)
    except OSError as e:
        print(
            f"minimize: error: cannot write the reproducer to {args.out}: {e.strerror or e} "
            "(the minimized kernel is above)",
            file=sys.stderr,
        )
        return 2
    print(f"minimize: reproducer written to {path}; check it with: python -m fuzz replay {path}")
    return 1


def cmd_merge(args: argparse.Namespace) -> int:
    from fuzz.merge import MergeError, merge
    from fuzz.state import OutputUnwritable

    def warn(message: str) -> None:
        print(message, file=sys.stderr)

    try:
        merge([Path(d) for d in args.dirs], Path(args.out), args.allow_mixed_seeds, warn)
    except (MergeError, OutputUnwritable) as e:
        print(f"merge: error: {e}", file=sys.stderr)
        return 2
    print((Path(args.out) / "report.md").read_text())
    return 0


def cmd_plot(args: argparse.Namespace) -> int:
    """Exit 0: the PNG is written; 2: nothing to plot, or matplotlib is missing."""
    from fuzz.plot import PlotError, plot

    try:
        path = plot(Path(args.dir), Path(args.out) if args.out else None)
    except PlotError as e:
        print(f"plot: error: {e}", file=sys.stderr)
        return 2
    print(f"plot: wrote {path}")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from fuzz.campaign import CampaignSpec, run_campaign
    from fuzz.harness import enumerate_configs
    from refimpl.compile import emit, get_backend
    from refimpl.text import parse

    kernel = parse(DEMO_KERNEL.read_text(), str(DEMO_KERNEL))
    configs, skipped = enumerate_configs()
    print(f"== {DEMO_KERNEL.name} on every available backend ==")
    for config in configs:
        backend = get_backend(config.backend)
        if not backend.emits:
            continue
        what = backend.emits[0]
        lines = emit(kernel, config.backend, what, config.options()).splitlines()
        # start at the kernel itself, past any prelude of helpers
        start = next((i for i, line in enumerate(lines) if kernel.name in line), 0)
        print(
            f"\n-- {config.id} ({what}, {len(lines)} lines; {args.lines} from line {start + 1}) --"
        )
        print("\n".join(lines[start : start + args.lines]))
    for config, reason in skipped.items():
        print(f"\n-- {config}: skipped: {reason}")
    print(f"\n== a {args.time:.0f} s fuzz campaign on every available backend ==", flush=True)
    out = Path(args.out)
    # short shrinks keep the demo near its budget: each new finding is shrunk for up to 5 s
    spec = CampaignSpec(
        out=out, seed=args.seed, time_budget=args.time, jobs=args.jobs, shrink_time=5.0
    )
    state = out / "state.json"
    if state.exists():  # the demo always starts afresh: a new budget, same seed
        state.unlink()
    run_campaign(spec)
    print((out / "report.md").read_text())
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m fuzz",
        description="Differential fuzzing of the uopcheck backends against the numpy oracle.",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    campaign = sub.add_parser(
        "campaign",
        help="run (or resume) a fuzz campaign",
        description="Generate kernels, run them on every available backend x target x "
        "executor, compare with the oracle and with each other, shrink and save each new "
        "finding. Re-running the same command resumes after a kill. Exit 0 when every "
        "example was checked (findings or not), 1 when some went unchecked (the harness "
        "failed on them), 2 when no config can run, another campaign holds --out, or --out "
        "cannot be written (a full disk, a read-only file system, a file; what was saved is "
        "kept and the same command resumes).",
    )
    budget = campaign.add_mutually_exclusive_group()
    budget.add_argument(
        "--time",
        type=parse_duration,
        metavar="DURATION",
        help="time budget, e.g. 300, 90s, 10m, 1h (default 10m); shrinking counts in it",
    )
    budget.add_argument(
        "--count",
        type=int,
        metavar="N",
        help="examples in the whole campaign (all shards together)",
    )
    campaign.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="worker processes compiling and running kernels (default 1)",
    )
    campaign.add_argument("--seed", type=int, default=0, help="campaign seed (default 0)")
    campaign.add_argument(
        "--shard",
        type=parse_shard,
        default=(0, 1),
        metavar="K/N|auto",
        help="run only examples i with i %% N == K (default 0/1); auto: K and N from a "
        f"Kubernetes Indexed Job (JOB_COMPLETION_INDEX + {SHARD_COUNT_ENV}) or a Slurm array "
        "(SLURM_ARRAY_TASK_ID/_COUNT/_MIN)",
    )
    campaign.add_argument(
        "--backends", metavar="LIST", help="comma-separated backends (default: every available one)"
    )
    campaign.add_argument(
        "--reference",
        metavar="LIST",
        default=None,
        help="the project's backends run beside external ones (e.g. tinygrad-x86) to classify "
        "their findings (default: c when only external backends are selected; '' for none)",
    )
    campaign.add_argument(
        "--expectations",
        metavar="FILE",
        help="expectations file whose op/dtype entries mark findings known (default: each "
        "backend's own, conformance/expectations.py default_file)",
    )
    campaign.add_argument(
        "--pins",
        metavar="DIR",
        help="folder of pinned reproducers (*.kernel with `# affects:`) run at the start to "
        "mark findings known (default: each backend's expectations_dir/pins; uopcheck's "
        "fuzz/regressions/external/ pins always)",
    )
    campaign.add_argument(
        "--no-chains",
        dest="chains",
        action="store_false",
        help="no enumerated chains: without it, every even example is the next short chain of "
        "casts and ops (fuzz/chains.py) until all are walked; a resume must say the same",
    )
    campaign.add_argument(
        "--no-rotation",
        dest="rotate",
        action="store_false",
        help="run the configs that repeat another's compile (the win64 variants, the qemu and "
        "unicorn executors) on every example; without it each runs on one example in 4, which "
        "the report says",
    )
    campaign.add_argument(
        "--shrink-time",
        type=parse_duration,
        default=30.0,
        metavar="DURATION",
        help="shrinking budget per new finding (30s), never past --time; all shrinking "
        "together takes at most a third of --time, and of the time elapsed at most a third "
        "plus one --shrink-time",
    )
    campaign.add_argument(
        "--run-timeout",
        type=parse_duration,
        default=10.0,
        metavar="DURATION",
        help="a kernel run that takes longer is killed and filed as a timeout (10s)",
    )
    campaign.add_argument(
        "--compile-timeout",
        type=parse_duration,
        default=120.0,
        metavar="DURATION",
        help="a batch compile that takes longer is killed and filed as a compile timeout "
        "(120s); with --time, a compile is stopped 10s after the budget is spent at the latest",
    )
    campaign.add_argument(
        "--out",
        required=True,
        metavar="DIR",
        help="output: DIR/findings/*, DIR/state.json, DIR/report.{md,json}",
    )
    campaign.set_defaults(func=cmd_campaign)

    replay = sub.add_parser(
        "replay",
        help="re-run a saved reproducer",
        description="Re-run DIR/findings/NAME (kernel.kernel + inputs.npz, data only: nothing "
        "is unpickled; regular files only: no symlink is followed) on the config it was found "
        "on and print the disagreement. Exit 1 if it still reproduces, 0 if not, 2 on error "
        "(e.g. kernel.kernel does not parse, or the config's backend does not claim it).",
    )
    replay.add_argument("path", help="a finding directory")
    replay.add_argument(
        "--all-configs",
        action="store_true",
        help="run every available config, not just the one it was found on",
    )
    replay.set_defaults(func=cmd_replay)

    merge = sub.add_parser(
        "merge",
        help="merge shard outputs, deduplicating findings by signature",
        description="Copy the unique findings of several campaign output directories "
        "into --out and write a combined report.{md,json}. Each example is counted once "
        "(a folder given twice or a copy of a shard adds nothing); a missing folder and "
        "folders of different kernels (another seed, or backends that claim another "
        "vocabulary) are errors (exit 2). --out is replaced whole, at once (built beside "
        "it, then renamed): an --out that is, holds or is inside an input, or a folder that "
        "is no earlier merge's output, is an error (exit 2); an earlier merge's findings "
        "are kept.",
    )
    merge.add_argument("dirs", nargs="+", metavar="DIR", help="campaign output directories")
    merge.add_argument(
        "--allow-mixed-seeds",
        action="store_true",
        help="merge campaigns of different seeds or vocabularies anyway (with a warning)",
    )
    merge.add_argument("--out", required=True, metavar="DIR", help="merged output directory")
    merge.set_defaults(func=cmd_merge)

    plot = sub.add_parser(
        "plot",
        help="draw a campaign's kernels, findings and coverage over time (PNG)",
        description="Draw DIR's timeline (report.json, or state.json while it runs): kernels "
        "checked, unique findings new and known, and coverage (ops x dtypes x widths; x86 "
        "isel rules and encoder forms) against elapsed time, like afl-plot. Needs matplotlib "
        "(the `plot` extra). Exit 2 when DIR has no samples or matplotlib is missing.",
    )
    plot.add_argument("dir", metavar="DIR", help="a campaign's (or merge's) output directory")
    plot.add_argument("--out", metavar="FILE.png", help="the PNG (default DIR/progress.png)")
    plot.set_defaults(func=cmd_plot)

    minimize = sub.add_parser(
        "minimize",
        help="shrink a hand-written failing kernel into a reproducer",
        description="Run KERNEL on the failing config (crash-isolated) with the inputs of SEED "
        "and, while the same finding (class, config, op, dtype) persists, delete stores and "
        "loops, replace values by an operand or 0 and shrink loop trip counts. The config is "
        "--backend's, or the one(s) --signature names: a finding shared by several configs "
        "(external-frontend|A+B|...) runs on them with the --reference backends beside, as "
        "in the campaign. A kernel the backend's capabilities exclude is refused. The minimal "
        "kernel, its inputs and a report go to a folder under --out that `python -m fuzz "
        "replay` accepts, written whole or not at all. Exit 1 when a reproducer was written, "
        "0 when the kernel shows no finding, 2 on error (the reproducer could not be written "
        "included).",
    )
    minimize.add_argument("kernel", help="kernel text file (docs/kernel-format.md)")
    minimize.add_argument(
        "--backend",
        "-b",
        help="the backend that fails (may be left out when --signature names the config)",
    )
    minimize.add_argument(
        "--target",
        help="target, for backends that have targets (default x86-64-v3)",
    )
    minimize.add_argument("--executor", help="executor (default native)")
    minimize.add_argument(
        "--abi",
        choices=ABIS,
        help="the kernel's calling convention, for x86 and llvm (default sysv)",
    )
    minimize.add_argument(
        "--seed",
        type=int,
        default=0,
        help="input seed, as `python -m refimpl run --seed` (default 0)",
    )
    minimize.add_argument(
        "--time",
        type=parse_duration,
        default=60.0,
        metavar="DURATION",
        help="time budget; past it the smallest kernel so far is written (default 60s)",
    )
    minimize.add_argument(
        "--signature",
        default="",
        metavar="CLASS|CONFIG|OP|DTYPE",
        help="the finding to keep (default: the first); its CONFIG says where it runs",
    )
    minimize.add_argument(
        "--choices",
        metavar="JSON",
        help="the backends' own choices to build with, as a reproducer's report.json "
        'holds them ({"tinygrad-x86-opt": {"actions": [["UPCAST", 0, 4]]}}); minimizing '
        "also drops the ones the finding does not need (default: none)",
    )
    minimize.add_argument(
        "--reference",
        metavar="LIST",
        default=None,
        help="for a finding several configs share: the project's backends run beside them, as "
        "in the campaign (default c)",
    )
    minimize.add_argument(
        "--run-timeout",
        type=parse_duration,
        default=10.0,
        metavar="DURATION",
        help="a run that takes longer is a timeout finding (10s)",
    )
    minimize.add_argument(
        "--out",
        default="fuzz-out/minimized",
        metavar="DIR",
        help="where the reproducer folder goes (default fuzz-out/minimized)",
    )
    minimize.set_defaults(func=cmd_minimize)

    demo = sub.add_parser(
        "demo",
        help="compile matmul16 everywhere, then a short campaign",
        description="Compile golden/kernels/matmul16.kernel on every available backend, "
        "printing an excerpt of each output, then run a campaign on every available "
        "backend into fuzz-out/demo and print its report.",
    )
    demo.add_argument(
        "--time",
        type=parse_duration,
        default=60.0,
        metavar="DURATION",
        help="campaign budget (default 60s)",
    )
    demo.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    demo.add_argument("--seed", type=int, default=0, help="campaign seed (default 0)")
    demo.add_argument("--lines", type=int, default=12, help="lines of each output shown")
    demo.add_argument(
        "--out",
        default="fuzz-out/demo",
        metavar="DIR",
        help="campaign output (default fuzz-out/demo)",
    )
    demo.set_defaults(func=cmd_demo)
    return parser


def main(argv: list[str] | None = None) -> int:
    collect_less_often()
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
