"""Coverage of the selector and the instruction table: which isel rules fired, which forms
were emitted.

Where this sits: beside the pipeline, not in it. `Selector.select_node` (selector.py) bumps
`RULES` once per node a rule of isel.SELECT selects (a row that declines by returning None
is not counted), and `assemble` (machine_code.py) bumps `FORMS` once per encoded instruction,
prologue and epilogue included. The counters are always on: one dict increment per node and
per instruction. A rule is named as rewrite.py names it ("add/int_binary",
"max|min/packed_binary"), a form by its `isa.Form.id`, the SDM instruction column
("add r/m32, simm8").

Across processes: when $UOPCHECK_COVERAGE_DIR names a directory, every process that compiled
something writes its counts there as it exits, to a file of its own
(`coverage-<pid>-<token>.json`), both at interpreter exit (pytest-xdist workers, the CLI)
and when a multiprocessing child ends (the fuzz campaign's workers, which never run atexit).
A worker killed by a crash or a timeout loses its counts. `load` adds up a directory's
files; tools/isel_coverage.py runs a collection and prints the report.
"""

from __future__ import annotations

import atexit
import json
import multiprocessing.util
import os
from collections import Counter
from pathlib import Path

COVERAGE_DIR_ENV = "UOPCHECK_COVERAGE_DIR"

RULES: Counter[str] = Counter()  # isel rule name -> nodes it selected
FORMS: Counter[str] = Counter()  # isa form id -> instructions encoded with it


def reset() -> None:
    RULES.clear()
    FORMS.clear()


def all_forms() -> list:
    """Every form of the instruction table (isa.Form), in table order."""
    from refimpl.backends.x86.isa import FORMS as TABLE

    return list(TABLE)


# --- dumping and loading -------------------------------------------------------------------

_TOKEN = os.urandom(4).hex()  # a pid can be reused within one collection; this file's cannot


def dump(directory: str | Path) -> Path | None:
    """Write this process's counts to `directory` (replacing its previous dump); None when
    there is nothing to write."""
    if not RULES and not FORMS:
        return None
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"coverage-{os.getpid()}-{_TOKEN}.json"
    data = {"pid": os.getpid(), "rules": dict(RULES), "forms": dict(FORMS)}
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data, sort_keys=True))
    temporary.replace(path)
    return path


def load(directory: str | Path) -> tuple[Counter[str], Counter[str]]:
    """(rules, forms): the counts of every dump in `directory`, added up."""
    rules: Counter[str] = Counter()
    forms: Counter[str] = Counter()
    for path in sorted(Path(directory).glob("coverage-*.json")):
        data = json.loads(path.read_text())
        rules.update(data["rules"])
        forms.update(data["forms"])
    return rules, forms


def _dump_at_exit() -> None:
    if directory := os.environ.get(COVERAGE_DIR_ENV):
        dump(directory)


if os.environ.get(COVERAGE_DIR_ENV):
    atexit.register(_dump_at_exit)
    # a multiprocessing child leaves by os._exit, after running these finalizers
    multiprocessing.util.Finalize(None, _dump_at_exit, exitpriority=0)
