"""Triage findings on the tinygrad -opt backends: which of tinygrad's opts bring each one out.

For every finding folder given (or every one under a campaign's `findings/`) whose config is
a `tinygrad-*-opt` backend, the kernel is run with its saved inputs

  - as the campaign ran it (tinygrad's hand-coded opts, or BEAM under
    $UOPCHECK_TINYGRAD_BEAM), recording the opts tinygrad chose;
  - with the optimizer skipped (tinygrad lowers the REDUCE itself, no opts): a finding that
    stays is not the optimizer's (compare with docs/tinygrad.md's findings on the plain
    backends);
  - through the optimizer with no opts, then with each longer prefix of the chosen opts
    (`KernelInfo.opts_to_apply`): the first prefix that fails names the opt that brings the
    finding out;
  - with reduce ranges of a parameter in 0..1 folded by the translation
    (translate.FOLD_ZERO_OR_ONE_TRIPS): a finding that goes away is finding 20 (tinygrad
    initializes such a range's accumulator inside the loop).

An outcome is `ok`, `mismatch` (the first differing output, compared as the campaign
compares: under [reduce-reorder] for these backends) or the error's first line. The table
goes to stdout; `--json` also writes every outcome.

    .venv/bin/python tools/triage_tinygrad_opts.py /tmp/campaign [--json triage.json]
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SKIP = "skip"  # the optimizer skipped, as for a kernel optimizer_refusal refuses


@contextlib.contextmanager
def forced_opts(opts, chosen: list):
    """tinygrad's optimizer applies `opts` (None: its own choice; SKIP: not run at all); the
    opts it applied are appended to `chosen`."""
    import tinygrad.codegen as tg_codegen

    from refimpl.backends.tinygrad import translate

    apply_opts, refusal = tg_codegen.apply_opts, translate.optimizer_refusal

    def apply(ast, renderer, beam=0):
        if opts is not None and ast.tag is None:
            ast = ast.replace(arg=dataclasses.replace(ast.arg, opts_to_apply=tuple(opts)))
            beam = 0
        optimized = apply_opts(ast, renderer, beam)
        chosen.append(tuple(optimized.arg.applied_opts))
        return optimized

    tg_codegen.apply_opts = apply
    if opts == SKIP:
        translate.optimizer_refusal = lambda kernel: "skipped by triage"
    try:
        yield
    finally:
        tg_codegen.apply_opts, translate.optimizer_refusal = apply_opts, refusal


def outcome(kernel, backend: str, inputs, opts=None) -> tuple[str, tuple]:
    """('ok' | 'mismatch: ...' | the error, the opts applied) for one run."""
    from refimpl.compile import run

    chosen: list = []
    with forced_opts(opts, chosen):
        try:
            result = run(kernel, backend, args=inputs.copy())
        except Exception as e:  # noqa: BLE001 - the outcome is whatever went wrong
            text = f"{type(e).__name__}: {str(e).strip()}".splitlines()[0]
            return text[:160], chosen[-1] if chosen else ()
    if result.ok:
        return "ok", chosen[-1] if chosen else ()
    first = str(result.report).strip().splitlines()[0]
    return f"mismatch: {first[:140]}", chosen[-1] if chosen else ()


def opt_text(opt) -> str:
    return f"{opt.op.name} axis {opt.axis} by {'all' if opt.arg == 0 else opt.arg}"


def optimizing_backends(config: str) -> list[str]:
    """The tinygrad -opt backends of a finding's config (`A/native+B/native` for a finding
    every external backend shares)."""
    backends = [part.split("/")[0] for part in config.split("+")]
    return [b for b in backends if b.startswith("tinygrad-") and b.endswith("-opt")]


def triage(folder: Path) -> list[dict]:
    from fuzz.__main__ import load_reproducer

    report = json.loads((folder / "report.json").read_text())
    case, inputs = load_reproducer(folder, report)
    return [
        triage_one(folder.name, report, backend, case.kernel, inputs)
        for backend in optimizing_backends(report["config"])
    ]


def triage_one(name: str, report: dict, backend: str, kernel, inputs) -> dict:
    from refimpl.backends.tinygrad import translate
    from refimpl.compile import get_backend, lower

    path = get_backend(backend).path(lower(kernel))
    as_run, chosen = outcome(kernel, backend, inputs)
    skipped, _ = outcome(kernel, backend, inputs, SKIP)
    translate.FOLD_ZERO_OR_ONE_TRIPS = True
    try:
        zero_or_one_folded, _ = outcome(kernel, backend, inputs)
    finally:
        translate.FOLD_ZERO_OR_ONE_TRIPS = False
    prefixes = []
    culprit = None
    # a kernel the optimizer refuses takes the skipped path whatever opts are asked for
    for n in range(len(chosen) + 1 if path == "optimizer" else 0):
        result, _ = outcome(kernel, backend, inputs, chosen[:n])
        prefixes.append(result)
        if result != "ok" and culprit is None:
            culprit = "none (fails with no opts)" if n == 0 else opt_text(chosen[n - 1])
    return {
        "finding": name,
        "backend": backend,
        "path": path,
        "summary": report.get("summary", ""),
        "as_run": as_run,
        "opts": [opt_text(o) for o in chosen],
        "optimizer_skipped": skipped,
        "zero_or_one_trips_folded": zero_or_one_folded,
        "prefixes": prefixes,
        "first_failing_opt": culprit,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", help="finding folders, or campaign output folders")
    parser.add_argument("--json", help="also write every outcome to this file")
    args = parser.parse_args(argv)
    folders = []
    for path in map(Path, args.paths):
        if (path / "kernel.kernel").exists():
            folders.append(path)
        else:
            folders.extend(sorted(p.parent for p in path.glob("findings/*/report.json")))
    results = []
    for folder in folders:
        for result in triage(folder):
            results.append(result)
            print(f"{result['finding']} on {result['backend']}\n  {result['summary'][:150]}")
            print(f"  path: {result['path']}")
            print(f"  opts: {', '.join(result['opts']) or '(none)'}")
            print(f"  as run: {result['as_run']}")
            print(f"  optimizer skipped: {result['optimizer_skipped']}")
            print(f"  0..1 reduce ranges folded: {result['zero_or_one_trips_folded']}")
            culprit = result["first_failing_opt"] or (
                "none fails" if result["path"] == "optimizer" else "(optimizer skipped)"
            )
            print(f"  first failing opt: {culprit}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
