"""Regenerate an external backend's expectations file from a run of the suite, or check it.

    python tools/regen_expectations.py --backend tinygrad-x86            rewrite its file
    python tools/regen_expectations.py --backend tinygrad-x86 --check    compare; exit 1 if stale
    python tools/regen_expectations.py --backend tinygrad-x86 --from-junit run.xml   no new run
    python tools/regen_expectations.py --backend tinygrad-x86 --partial \
        --tests conformance/test_ops.py -k bf16           a part; listed ids not run are kept

The run is `pytest -n 2 conformance/ --backend B --expectations none --junitxml=...` (raw
results, the file ignored). The new file lists every failing test id that names the backend
(a failure of a test that does not run it is printed, not listed): an id that still
fails keeps its reason, an id that passes now is dropped, a new failure gets the reason
`TODO: triage`, which the suite rejects until someone writes the real one (name the bug and
its pinned reproducer), or the reason given for it with `--reason GLOB=TEXT` (repeatable:
a new failing id that the fnmatch GLOB matches is listed under TEXT; the text of a reason
already in the file joins that group; an id already listed keeps its reason). A unified
diff of the change is printed in both modes; --check writes nothing and exits 1 when the
file is stale or untriaged. Same habits as tools/regen_golden.py.
The file format and the suite's side are in conformance/expectations.py.

Where the file is (conformance/expectations.default_file): a plugin that declares
`expectations_dir` keeps <expectations_dir>/<backend>.txt in its own repository, and the tool
writes it there; a plugin that declares none has no default (give --file, or declare it);
the backends uopcheck ships keep theirs under golden/expectations/.
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from golden_atomic_write import write_atomically  # noqa: E402 - tools/, beside this file

from conformance import expectations  # noqa: E402

PYTHONPATH = os.environ.get("PYTHONPATH", "")


def run_suite(
    backend: str | None,
    tests: list[str],
    workers: int,
    root: Path,
    junit: Path,
    keyword: str | None = None,
) -> str:
    """Run the suite (ids relative to `root`) with raw results; return the junit report.
    `keyword`: pytest's -k expression."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", root]
    command += ["-p", "conformance.expectations", "--expectations", expectations.NO_FILE]
    command += [*tests, f"--junitxml={junit}"]
    command += ["-k", keyword] if keyword else []
    command += ["--backend", backend] if backend else []
    command += ["-n", str(workers)] if workers else []
    print("running:", " ".join(map(str, command)), flush=True)
    # the plugin is imported from this repository also when `root` is elsewhere (the tests)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), PYTHONPATH]))}
    done = subprocess.run(command, cwd=root, env=env, stdout=subprocess.PIPE, text=True)
    # 0: all passed, 1: some failed; anything else (usage, collection, internal) is no result
    if done.returncode not in (0, 1) or not junit.exists():
        sys.stdout.write(done.stdout[-4000:])
        raise SystemExit(f"the suite did not run to the end (pytest exit {done.returncode})")
    return junit.read_text()


def regenerate(
    old: dict[str, str],
    failures: dict[str, str],
    reasons: Sequence[tuple[str, str]] = (),
    ran: set[str] | None = None,
) -> dict[str, str]:
    """Every failing id with its old reason, else the first of `reasons` (glob, text) whose
    glob matches it, else the untriaged placeholder; old order first. `ran`: the ids a
    partial run ran (--partial); a listed id it did not run keeps its entry."""
    kept = {
        test_id: reason
        for test_id, reason in old.items()
        if test_id in failures or (ran is not None and test_id not in ran)
    }
    new = {
        test_id: next(
            (text for glob, text in reasons if fnmatch.fnmatchcase(test_id, glob)),
            expectations.UNTRIAGED,
        )
        for test_id in failures
        if test_id not in old
    }
    return {**kept, **new}


def unmatched_reasons(
    old: dict[str, str], failures: dict[str, str], reasons: Sequence[tuple[str, str]]
) -> list[str]:
    """The globs of `reasons` that match no new failing id (a typo would do nothing)."""
    new = [test_id for test_id in failures if test_id not in old]
    return [glob for glob, _ in reasons if not fnmatch.filter(new, glob)]


def reason_argument(text: str) -> tuple[str, str]:
    glob, sep, reason = text.partition("=")
    if not sep or not glob.strip() or not reason.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not GLOB=REASON")
    return glob.strip(), reason.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", help="backend to run (selects its default file)")
    parser.add_argument("--file", type=Path, help="the expectations file (default: by backend)")
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 with a diff")
    parser.add_argument(
        "--from-junit",
        type=Path,
        metavar="XML",
        help="take the results from this junit report of a run with --expectations none "
        "instead of running the suite",
    )
    parser.add_argument(
        "--reason",
        type=reason_argument,
        action="append",
        default=[],
        metavar="GLOB=TEXT",
        help="list the new failing ids GLOB matches under the reason TEXT (repeatable)",
    )
    parser.add_argument("--tests", nargs="+", default=["conformance/"], help="what pytest runs")
    parser.add_argument("-k", dest="keyword", help="pytest's -k: run only the matching tests")
    parser.add_argument(
        "--partial",
        action="store_true",
        help="the run covers part of the suite (--tests with -k or a few files): a listed id "
        "it did not run keeps its entry instead of being dropped as passing",
    )
    parser.add_argument("--workers", type=int, default=2, help="pytest -n (0: no xdist)")
    parser.add_argument(
        "--root", type=Path, default=REPO, help="pytest's rootdir, the base of the test ids"
    )
    args = parser.parse_args(argv)
    if args.file is None and args.backend is None:
        parser.error("give --backend or --file")
    path = args.file or expectations.default_file(args.backend)
    if path is None:
        parser.error(
            f"backend {args.backend} is a plugin of distribution "
            f"{expectations.plugin_distribution(args.backend)!r} that declares no "
            "expectations_dir: declare one on the backend class (docs/backends.md, "
            "`expectations_dir = Path(__file__).parent / 'expectations'`) or give --file"
        )
    path = path.resolve()
    shown = expectations.relative(path)
    try:  # before the run: a broken file stops the tool at once
        old_text = expectations.read_text(path) if path.exists() else ""
        old = expectations.parse(old_text, shown) if old_text else {}
    except expectations.ExpectationsError as e:
        print(f"error: expectations file {e}", file=sys.stderr)
        return 2

    if args.from_junit:
        report = args.from_junit.read_text()
    else:
        with tempfile.TemporaryDirectory() as scratch:
            junit = Path(scratch, "report.xml")
            report = run_suite(
                args.backend, args.tests, args.workers, args.root, junit, args.keyword
            )
    failures = expectations.failures_from_junit(report, args.root)
    if args.backend:
        # a failure of a test that does not run the backend (a timing test on a loaded
        # machine, a broken suite) is not the backend's expectation: shown, never listed
        for test_id in [t for t in failures if args.backend not in t]:
            print(f"not listed (does not name {args.backend}): {test_id}: {failures.pop(test_id)}")

    if unmatched := unmatched_reasons(old, failures, args.reason):
        for glob in unmatched:
            print(f"error: --reason {glob!r} matches no new failure", file=sys.stderr)
        return 2
    ran = expectations.ran_from_junit(report, args.root) if args.partial else None
    new = regenerate(old, failures, args.reason, ran)
    subject = args.backend or path.stem
    call = f" --backend {args.backend}" if args.backend else f" --file {shown}"
    text = expectations.render(new, subject, call)
    sys.stdout.writelines(
        difflib.unified_diff(
            old_text.splitlines(keepends=True),
            text.splitlines(keepends=True),
            f"{shown} (checked in)",
            f"{shown} (regenerated)",
        )
    )
    todo = expectations.untriaged(new)
    for test_id in todo:
        print(f"untriaged: {test_id}: {failures[test_id]}")
    fixed = sorted(set(old) - set(new))
    print(
        f"{shown}: {len(new)} failing ids ({len(todo)} untriaged), "
        f"{len(fixed)} listed ids pass now and are dropped"
    )
    if text == old_text:
        print(f"{shown} is up to date")
    elif args.check:
        print(f"{shown} is stale; run python tools/regen_expectations.py{call}")
        return 1
    else:
        try:
            write_atomically(path, text)
        except OSError as error:
            print(
                f"regen_expectations: cannot write {shown}: {error.strerror or error}; "
                "it is unchanged",
                file=sys.stderr,
            )
            return 2
        print(f"wrote {shown}")
    if todo:
        print(
            f"{len(todo)} ids say `{expectations.UNTRIAGED}`: the suite rejects the file "
            "until each has its reason"
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
