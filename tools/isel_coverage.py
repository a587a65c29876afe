"""Coverage of the x86 selector and instruction table: which isel rules fired, which forms
were emitted, and what nothing reaches.

    python tools/isel_coverage.py --suite                  the x86 tests (pytest -n auto -k x86)
    python tools/isel_coverage.py --suite -k "" --jobs 2   the whole conformance suite, 2 workers
    python tools/isel_coverage.py --fuzz 200               a 200-example campaign on x86 alone
    python tools/isel_coverage.py --suite --fuzz 200       both, side by side
    python tools/isel_coverage.py --from DIR [--from DIR2] report dumps collected earlier
    ... --out DIR        keep the dumps in DIR (default: a temporary directory)
    ... --json FILE      also write the counts and the lists as JSON

How: refimpl/backends/x86/coverage.py counts, in every process that compiles for x86, the
isel rule that selected each node and the isa form of each encoded instruction. This tool
sets $UOPCHECK_COVERAGE_DIR for the run (each source in its own folder: DIR/suite,
DIR/fuzz), so every pytest-xdist worker and campaign worker writes its counts there as it
exits, then adds the dumps up. Dumps already in a source's folder are removed before its
run. `--campaign DIR` is where the campaign writes (default DIR/campaign); give a fresh
one, as a campaign resumes in a folder that holds one and skips what it has checked.

The report has one column per source:
- isel rules: each row of isel.SELECT with the nodes it selected and where its function
  is, then the rules never reached (conformance/test_x86_coverage.py fails on those);
- instruction forms: each form emitted with its count, then the forms of isa.py never
  emitted, by CPU feature: mnemonics never emitted at all (dead, or reached by no test),
  then unused forms of mnemonics that are emitted (operand shapes no test produces).
A worker killed by a crash or a timeout loses its counts, so a campaign's figures are a
lower bound. Exit status: 0 with a report, 2 when a run collected nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from refimpl.backends.x86 import coverage  # noqa: E402
from refimpl.backends.x86.isa import FEATURES  # noqa: E402
from refimpl.backends.x86.isel import SELECT  # noqa: E402

WIDTH = 100


# --- collecting ------------------------------------------------------------------------------


def _environment(dump_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env[coverage.COVERAGE_DIR_ENV] = str(dump_dir)
    # an empty code cache: a kernel read back from the x86 cache is not selected again,
    # and its rules would go uncounted
    env["UOPCHECK_CACHE"] = tempfile.mkdtemp(prefix="uopcheck-coverage-cache-")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    return env


def _fresh(dump_dir: Path) -> Path:
    dump_dir.mkdir(parents=True, exist_ok=True)
    for old in dump_dir.glob("coverage-*.json"):
        old.unlink()
    return dump_dir


def run_suite(dump_dir: Path, jobs: str, select: str) -> int:
    """The conformance suite (tests matching `select`) with dumps into `dump_dir`."""
    command = [sys.executable, "-m", "pytest", "-q", "-n", jobs, "conformance/"]
    if select:
        command += ["-k", select]
    print("$", " ".join(command), file=sys.stderr)
    return subprocess.call(command, cwd=REPO, env=_environment(_fresh(dump_dir)), stdout=sys.stderr)


def run_fuzz(dump_dir: Path, count: int, jobs: str, seed: int, campaign_dir: Path) -> int:
    """A campaign of `count` examples on the x86 backend with dumps into `dump_dir`."""
    workers = str(os.cpu_count() or 1) if jobs == "auto" else jobs
    command = [
        sys.executable,
        "-m",
        "fuzz",
        "campaign",
        "--count",
        str(count),
        "--jobs",
        workers,
        "--seed",
        str(seed),
        "--backends",
        "x86",
        "--out",
        str(campaign_dir),
    ]
    print("$", " ".join(command), file=sys.stderr)
    return subprocess.call(command, cwd=REPO, env=_environment(_fresh(dump_dir)), stdout=sys.stderr)


# --- the report ------------------------------------------------------------------------------


def _table(header: list[str], rows: list[list[str]], numeric_from: int) -> list[str]:
    widths = [max(len(str(r[k])) for r in [header, *rows]) for k in range(len(header))]

    def line(row: list[str]) -> str:
        cells = [
            str(c).rjust(w) if k >= numeric_from and k < len(row) - 1 else str(c).ljust(w)
            for k, (c, w) in enumerate(zip(row, widths, strict=True))
        ]
        return "  " + "  ".join(cells).rstrip()

    return [line(header)] + [line(r) for r in rows]


def _wrapped(items: list[str], indent: str, separator: str = "; ", hang: int = 0) -> list[str]:
    """`items` joined by `separator`, in lines of at most WIDTH columns, never broken inside
    an item (form ids have spaces); lines after the first are indented `hang` more."""
    lines, line = [], ""
    for item in items:
        candidate = f"{line}{separator}{item}" if line else item
        margin = indent if not lines else indent + " " * hang
        if line and len(margin) + len(candidate) + len(separator.rstrip()) > WIDTH:
            lines.append(margin + line + separator.rstrip())
            candidate = item
        line = candidate
    return lines + [(indent if not lines else indent + " " * hang) + line] if line else lines


def report(sources: dict[str, tuple[Counter, Counter]]) -> tuple[str, dict]:
    """The text report and its JSON form, for {source name: (rule counts, form counts)}."""
    names = list(sources)
    rules = {rule.name: rule.source for rule in SELECT.rules}  # in table order: name -> where
    forms = coverage.all_forms()
    rule_total = sum((s[0] for s in sources.values()), Counter())
    form_total = sum((s[1] for s in sources.values()), Counter())
    out = [f"x86 coverage: {', '.join(names)}", ""]

    unreached = [name for name in rules if not rule_total[name]]
    per_source = ", ".join(f"{n} {sum(1 for r in rules if sources[n][0][r])}" for n in names)
    out.append(f"isel rules: {len(rules) - len(unreached)} of {len(rules)} reached ({per_source})")
    rows = [
        [name, *(str(sources[n][0][name]) for n in names), source] for name, source in rules.items()
    ]
    out += _table(["rule", *names, "defined at"], rows, numeric_from=1)
    out.append(f"never reached ({len(unreached)}):")
    out += [f"  {name}  ({rules[name]})" for name in unreached] or ["  none"]
    out.append("")

    emitted = [f for f in forms if form_total[f.id]]
    per_source = ", ".join(f"{n} {sum(1 for f in forms if sources[n][1][f.id])}" for n in names)
    out.append(f"instruction forms: {len(emitted)} of {len(forms)} emitted ({per_source})")
    rows = [[f.id, *(str(sources[n][1][f.id]) for n in names), f.feature] for f in emitted]
    out += _table(["form", *names, "feature"], rows, numeric_from=1)
    unknown = sorted(set(form_total) - {f.id for f in forms})
    if unknown:
        out.append(f"emitted but not in the table (dumps from another version?): {unknown}")

    never = [f for f in forms if not form_total[f.id]]
    used_mnemonics = {f.mnemonic for f in emitted}
    out.append(f"never emitted: {len(never)} of {len(forms)} forms, by feature")
    for feature in FEATURES:
        of_feature = [f for f in forms if f.feature == feature]
        missing = [f for f in never if f.feature == feature]
        if not missing:
            continue
        dead: dict[str, int] = {}
        for f in missing:
            if f.mnemonic not in used_mnemonics:
                dead[f.mnemonic] = dead.get(f.mnemonic, 0) + 1
        shapes: dict[str, list[str]] = {}  # mnemonic -> operands of its unused forms
        for f in missing:
            if f.mnemonic in used_mnemonics:
                shapes.setdefault(f.mnemonic, []).append(f.id.partition(" ")[2] or "(none)")
        out.append(f"  {feature}: {len(missing)} of {len(of_feature)} forms never emitted")
        if dead:
            out.append(f"    mnemonics never emitted ({len(dead)}, {sum(dead.values())} forms):")
            out += _wrapped([f"{m} ({n})" if n > 1 else m for m, n in dead.items()], "      ")
        if shapes:
            count = sum(len(v) for v in shapes.values())
            out.append(f"    unused forms of emitted mnemonics ({count}), by mnemonic:")
            for mnemonic, operands in shapes.items():
                first = f"{mnemonic:<10} {operands[0]}"
                out += _wrapped([first, *operands[1:]], "      ", " | ", hang=11)

    data = {
        "sources": {n: {"rules": dict(r), "forms": dict(f)} for n, (r, f) in sources.items()},
        "rules_never_reached": unreached,
        "forms_never_emitted": [f.id for f in never],
        "totals": {
            "rules": len(rules),
            "rules_reached": len(rules) - len(unreached),
            "forms": len(forms),
            "forms_emitted": len(emitted),
        },
    }
    return "\n".join(out) + "\n", data


# --- the command line --------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Which x86 isel rules fired and which isa forms were emitted, for the "
        "conformance suite and/or a fuzz campaign; what nothing reaches."
    )
    parser.add_argument("--suite", action="store_true", help="run the conformance suite")
    parser.add_argument(
        "-k",
        dest="select",
        default="x86",
        metavar="EXPR",
        help="pytest -k for --suite (default x86; '' for every test)",
    )
    parser.add_argument("--fuzz", type=int, metavar="N", help="run a campaign of N examples")
    parser.add_argument(
        "--campaign",
        type=Path,
        metavar="DIR",
        help="where the --fuzz campaign writes (default OUT/campaign)",
    )
    parser.add_argument("--seed", type=int, default=0, help="campaign seed (default 0)")
    parser.add_argument(
        "--jobs", default="auto", help="pytest-xdist workers / campaign jobs (default auto)"
    )
    parser.add_argument(
        "--from",
        dest="sources",
        type=Path,
        action="append",
        default=[],
        metavar="DIR",
        help="report the dumps in DIR (repeatable)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="keep the dumps of --suite/--fuzz in DIR/suite, DIR/fuzz",
    )
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write JSON to FILE")
    args = parser.parse_args(argv)
    if not (args.suite or args.fuzz or args.sources):
        parser.error("give --suite, --fuzz N or --from DIR")

    out = args.out or Path(tempfile.mkdtemp(prefix="uopcheck-coverage-"))
    folders: dict[str, Path] = {}
    if args.suite:
        folders["suite"] = out / "suite"
        status = run_suite(folders["suite"], args.jobs, args.select)
        if status:
            print(f"(pytest exited with {status}; reporting what ran)", file=sys.stderr)
    if args.fuzz:
        folders["fuzz"] = out / "fuzz"
        campaign_dir = args.campaign or out / "campaign"
        status = run_fuzz(folders["fuzz"], args.fuzz, args.jobs, args.seed, campaign_dir)
        if status:
            print(f"(the campaign exited with {status}; reporting what ran)", file=sys.stderr)
    for folder in args.sources:
        name = folder.name or str(folder)
        folders[name if name not in folders else str(folder)] = folder

    sources = {name: coverage.load(folder) for name, folder in folders.items()}
    empty = [name for name, (rules, forms) in sources.items() if not rules and not forms]
    if empty:
        print(f"no coverage dumps from: {', '.join(empty)}", file=sys.stderr)
        return 2
    text, data = report(sources)
    print(text, end="")
    print(f"(dumps in {', '.join(str(f) for f in folders.values())})", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
