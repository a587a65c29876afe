"""Triage findings on the tinygrad -opt backends: which of tinygrad's opts bring each one out.

For every finding folder given (or every one under a campaign's `findings/`) whose config is
a `tinygrad-*-opt` backend, the kernel is run with its saved inputs

  - as the campaign ran it (the optimizer actions it chose for the backend, report.json
    "choices"; else tinygrad's hand-coded opts, or BEAM under $UOPCHECK_TINYGRAD_BEAM),
    recording the opts tinygrad applied;
  - with the optimizer skipped (tinygrad lowers the REDUCE itself, no opts): a finding that
    stays is not the optimizer's (compare with docs/tinygrad.md's findings on the plain
    backends);
  - through the optimizer with no opts, then with each longer prefix of the chosen opts,
    given to the backend as its choices (Options.choices, as a campaign draws them; the
    backend hands them to tinygrad as `KernelInfo.opts_to_apply`): the first prefix that
    fails names the opt that brings the finding out;
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
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SKIP = "skip"  # the optimizer skipped, as for a kernel optimizer_refusal refuses


@contextlib.contextmanager
def optimizer_skipped():
    """The -opt backends take the skipped path for every kernel, as for one
    optimizer_refusal refuses."""
    from refimpl.backends.tinygrad import translate

    refusal = translate.optimizer_refusal
    translate.optimizer_refusal = lambda kernel: "skipped by triage"
    try:
        yield
    finally:
        translate.optimizer_refusal = refusal


def outcome(kernel, backend: str, inputs, actions=None) -> tuple[str, list]:
    """('ok' | 'mismatch: ...' | the error, the actions applied) for one run. `actions`:
    None, tinygrad's own choice; SKIP, the optimizer skipped; a list of [op, axis, amount],
    exactly those, given to the backend as its choices (Options.choices), as a campaign
    gives them."""
    from refimpl.backends.base import Choices, Options
    from refimpl.compare import compare_outputs
    from refimpl.compile import build, lower, reorders
    from refimpl.oracle import run_oracle

    chosen = None if actions in (None, SKIP) else {"actions": actions}
    options = Options(choices=Choices.from_json(chosen))
    applied: list = []
    with optimizer_skipped() if actions == SKIP else contextlib.nullcontext():
        try:
            (runner,) = build([kernel], backend, options)
            applied = getattr(runner, "applied_actions", [])
            expected = run_oracle(lower(kernel), inputs)
            actual = inputs.copy()
            runner(actual)
            report = compare_outputs(kernel, expected, actual, reordered=reorders(backend))
        except Exception as e:  # noqa: BLE001 - the outcome is whatever went wrong
            text = f"{type(e).__name__}: {str(e).strip()}".splitlines()[0]
            return text[:160], applied
    if report.ok:
        return "ok", applied
    first = str(report).strip().splitlines()[0]
    return f"mismatch: {first[:140]}", applied


def opt_text(action) -> str:
    from refimpl.backends.tinygrad.backend import action_text

    return action_text(action)


def optimizing_backends(config: str) -> list[str]:
    """The tinygrad -opt backends of a finding's config (`A/native+B/native` for a finding
    every external backend shares)."""
    backends = [part.split("/")[0] for part in config.split("+")]
    return [b for b in backends if b.startswith("tinygrad-") and b.endswith("-opt")]


def triage(folder: Path) -> list[dict]:
    from fuzz.__main__ import load_reproducer

    report = json.loads((folder / "report.json").read_text())
    case, inputs = load_reproducer(folder, report)
    chosen = {b: value.get("actions") for b, value in (case.choices or {}).items()}
    return [
        triage_one(folder.name, report, backend, case.kernel, inputs, chosen.get(backend))
        for backend in optimizing_backends(report["config"])
    ]


def triage_one(name: str, report: dict, backend: str, kernel, inputs, actions=None) -> dict:
    """`actions`: the ones the campaign chose for this backend (report.json "choices"), or
    None for tinygrad's own."""
    from refimpl.backends.tinygrad import translate
    from refimpl.compile import get_backend, lower

    path = get_backend(backend).path(lower(kernel))
    as_run, chosen = outcome(kernel, backend, inputs, actions)
    skipped, _ = outcome(kernel, backend, inputs, SKIP)
    translate.FOLD_ZERO_OR_ONE_TRIPS = True
    try:
        zero_or_one_folded, _ = outcome(kernel, backend, inputs, actions)
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
