"""Command line of the differential fuzzer: campaign, replay, merge, demo.

    python -m fuzz campaign --time 10m --jobs 2 --seed 1 [--shard K/N] [--backends c,llvm] --out DIR
    python -m fuzz replay DIR/findings/NAME        # exit 1: still reproduces, 0: fixed, 2: error
    python -m fuzz merge DIR... --out MERGED       # deduplicate findings of several shards
    python -m fuzz demo                            # compile one kernel everywhere + 60 s campaign

See docs/testing.md for how campaigns, shards, replay and merge fit together.
"""

from __future__ import annotations

import argparse
import json
import pickle
import re
import sys
from pathlib import Path

DEMO_KERNEL = Path(__file__).resolve().parents[1] / "golden" / "kernels" / "matmul16.kernel"


def parse_duration(text: str) -> float:
    """'90', '90s', '10m', '1h' -> seconds."""
    match = re.fullmatch(r"(\d+(?:\.\d+)?)([smh]?)", text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"bad duration {text!r}: use e.g. 90s, 10m, 1h")
    return float(match[1]) * {"": 1, "s": 1, "m": 60, "h": 3600}[match[2]]


def parse_shard(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d+)/(\d+)", text.strip())
    if not match or not 0 <= int(match[1]) < int(match[2]):
        raise argparse.ArgumentTypeError(f"bad shard {text!r}: use K/N with 0 <= K < N")
    return int(match[1]), int(match[2])


def cmd_campaign(args: argparse.Namespace) -> int:
    from fuzz.campaign import CampaignSpec, run_campaign

    if args.time is None and args.count is None:
        args.time = 600.0
    spec = CampaignSpec(
        out=Path(args.out), seed=args.seed, time_budget=args.time, count=args.count,
        jobs=args.jobs, shard=args.shard,
        backends=args.backends.split(",") if args.backends else None,
        shrink_time=args.shrink_time,
    )  # fmt: skip
    summary = run_campaign(spec)
    print((spec.out / "report.md").read_text())
    return 0 if summary["configs_run"] else 2


def _load_reproducer(path: Path):
    from fuzz.harness import load_inputs
    from refimpl.text import parse

    text = (path / "kernel.kernel").read_text()
    try:
        kernel = parse(text, str(path / "kernel.kernel"))
    except Exception:
        if not (path / "kernel.pickle").exists():
            raise
        kernel = pickle.loads((path / "kernel.pickle").read_bytes())  # text-format bug finding
    return kernel, load_inputs(path / "inputs.npz")


def cmd_replay(args: argparse.Namespace) -> int:
    from fuzz.harness import FuzzConfig, check_kernel_args, enumerate_configs
    from refimpl.runtime.worker import WorkerPool

    path = Path(args.path)
    try:
        report = json.loads((path / "report.json").read_text())
        kernel, inputs = _load_reproducer(path)
        runnable, skipped = enumerate_configs()
        if args.all_configs or report["config"] in ("oracle", "text"):
            configs = runnable
        else:
            wanted = FuzzConfig.from_id(report["config"])
            if wanted not in runnable:
                print(f"replay: {report['config']} cannot run here: "
                      f"{skipped.get(wanted.id, 'unknown config')}", file=sys.stderr)  # fmt: skip
                return 2
            configs = [wanted]
        with WorkerPool(1) as pool:
            findings = check_kernel_args(kernel, inputs, configs, pool)
    except Exception as e:  # noqa: BLE001 - any failure to replay is exit status 2
        print(f"replay: error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    same = [f for f in findings if f.cls == report["cls"] and f.config == report["config"]]
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


def cmd_merge(args: argparse.Namespace) -> int:
    from fuzz.campaign import merge

    merge([Path(d) for d in args.dirs], Path(args.out))
    print((Path(args.out) / "report.md").read_text())
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
        "campaign", help="run (or resume) a fuzz campaign",
        description="Generate kernels, run them on every available backend x target x "
        "executor, compare with the oracle and with each other, shrink and save each new "
        "finding. Re-running the same command resumes after a kill.",
    )  # fmt: skip
    budget = campaign.add_mutually_exclusive_group()
    budget.add_argument(
        "--time",
        type=parse_duration,
        metavar="DURATION",
        help="time budget, e.g. 300, 90s, 10m, 1h (default 10m)",
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
        metavar="K/N",
        help="run only examples i with i %% N == K (default 0/1)",
    )
    campaign.add_argument(
        "--backends", metavar="LIST", help="comma-separated backends (default: every available one)"
    )
    campaign.add_argument(
        "--shrink-time",
        type=parse_duration,
        default=30.0,
        metavar="DURATION",
        help="shrinking budget per new finding (30s)",
    )
    campaign.add_argument(
        "--out",
        required=True,
        metavar="DIR",
        help="output: DIR/findings/*, DIR/state.json, DIR/report.{md,json}",
    )
    campaign.set_defaults(func=cmd_campaign)

    replay = sub.add_parser(
        "replay", help="re-run a saved reproducer",
        description="Re-run DIR/findings/NAME (kernel.kernel + inputs.npz) on the config "
        "it was found on and print the disagreement. Exit 1 if it still reproduces, 0 if "
        "not, 2 on error.",
    )  # fmt: skip
    replay.add_argument("path", help="a finding directory")
    replay.add_argument(
        "--all-configs",
        action="store_true",
        help="run every available config, not just the one it was found on",
    )
    replay.set_defaults(func=cmd_replay)

    merge = sub.add_parser(
        "merge", help="merge shard outputs, deduplicating findings by signature",
        description="Copy the unique findings of several campaign output directories "
        "into --out and write a combined report.{md,json}.",
    )  # fmt: skip
    merge.add_argument("dirs", nargs="+", metavar="DIR", help="campaign output directories")
    merge.add_argument("--out", required=True, metavar="DIR", help="merged output directory")
    merge.set_defaults(func=cmd_merge)

    demo = sub.add_parser(
        "demo", help="compile matmul16 everywhere, then a short campaign",
        description="Compile golden/kernels/matmul16.kernel on every available backend, "
        "printing an excerpt of each output, then run a campaign on every available "
        "backend into fuzz-out/demo and print its report.",
    )  # fmt: skip
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
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
