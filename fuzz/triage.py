"""Known or new: which of a campaign's findings are bugs its backends are already known for.

Where this sits: fuzz/campaign.py calls `known_findings` once, before its first example, and
fuzz/report.py marks each finding with `KnownFindings.known_as`: report.md collapses the
known ones under the name of what knows them and lists the new ones in full. A finding is
known when

- a *pin* shows it: a pinned regression of one of the campaign's backends (in-tree
  fuzz/regressions/external/<compiler>/*.kernel whose `# affects:` header names the backend,
  conformance/test_regressions.py; a plugin's own <expectations_dir>/pins/, or the campaign's
  `--pins DIR`). The pins are run through the campaign's own harness, configs and worker
  pool, with their saved inputs and their `# choices:` line, and each finding a pin yields
  is remembered by signature: a campaign finding whose (minimal) signature is one of them
  is known under that pin's name. Running them, not reading their headers, is what decides:
  a pin says in prose what it shows, the harness says which signature that is on these
  configs. Their cost is the campaign's time_split["pins"]. A pin may also name its bug's
  *family*: `# family: PATTERN ...`, signature globs (fnmatch) for the other ops and dtypes
  the same bug shows under, as its triage found them (tinygrad's unwrapped 8/16-bit results
  reach every cast, comparison and division). A finding matching one is known under the pin,
  marked as known by family, but only on a backend the pin itself failed on in this campaign:
  a pin that no longer reproduces (the bug fixed) knows nothing;
- or an *expectations file* lists it: the backend's file (conformance/expectations.py
  `default_file`, or the campaign's `--expectations FILE`) names failing op-suite tests
  such as `conformance/test_ops.py::test_op[tinygrad-x86-native-neg_f32]`; the test's case
  name gives the op and the dtype of the value it stores (`expected_op_and_dtype`), and a
  finding of that backend with that op and dtype is known under the entry's reason. Only
  tests that name one op and dtype (the op suite's cases) can say so; others are left out;
- or, for an `external-frontend` finding (one wrong answer on every external config), a pin
  knows the `mismatch` of the same op and dtype on one of its configs, by its signature or
  by a family glob (marked known by family, with the signature it was known as): the same
  bug, met on a second backend that now claims what the pin's backend fails on.
"""

from __future__ import annotations

import fnmatch
import json
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from fuzz.harness import FuzzConfig, check_cases, load_inputs
from fuzz.strategies import FuzzCase
from fuzz.worker import WorkerPool
from refimpl.dtypes import bool_, parse_dtype
from refimpl.inputs import make_args
from refimpl.ir import Ops
from refimpl.text import parse

EXTERNAL_PINS = Path(__file__).resolve().parent / "regressions" / "external"
CHOICES_HEADER = "# choices: "
FAMILY_HEADER = "# family: "

# The op-suite case names (conformance/opsuite.py) that are not `<op>_<dtype>`: the IR op of
# the value the case stores, and which dtype of the name that value has.
CASE_SHAPES = (
    (re.compile(r"^cast_(?P<src>\w+?)_to_(?P<dtype>\w+)$"), "cast"),
    (re.compile(r"^bitcast_(?P<src>\w+?)_to_(?P<dtype>\w+)$"), "bitcast"),
    (re.compile(r"^shuffle_(?:reverse|rotate)_(?P<dtype>\w+)$"), "gep"),
    (re.compile(r"^broadcast_lane1_(?P<dtype>\w+)$"), "broadcast"),
    (re.compile(r"^vectorize_(?P<dtype>\w+)$"), "vectorize"),
    (re.compile(r"^gated_(?P<dtype>\w+)$"), "load"),
)
COMPARISONS = {Ops.CMPLT.text, Ops.CMPNE.text, Ops.CMPEQ.text}  # their value is a bool
OP_NAMES = {op.text for op in Ops}


@dataclass(frozen=True)
class Pin:
    """A pinned regression as the campaign runs it: its kernel, saved inputs and choices."""

    name: str  # the file's stem, what report.md names its findings after
    path: Path
    affects: tuple[str, ...]
    choices: dict | None = None
    families: tuple[str, ...] = ()  # signature globs of the same bug under other ops, dtypes


@dataclass
class KnownFindings:
    """What the campaign's backends are known for: pin signatures and expectations entries."""

    by_pin: dict[str, str] = field(default_factory=dict)  # finding signature -> pin name
    # finding signature -> the later pins that show it too (two bugs may share a signature:
    # `cast f32` of all four tinygrad backends is an unwrapped constant and a folded f16 trip)
    also_by: dict[str, list[str]] = field(default_factory=dict)
    # (signature glob, pin name, the backends the pin failed on here), in pin order
    by_family: list[tuple[str, str, frozenset[str]]] = field(default_factory=list)
    by_expectation: dict[tuple[str, str, str], str] = field(default_factory=dict)
    # (backend, op, dtype) -> the expectations file's reason
    pins: list[str] = field(default_factory=list)  # the pins run, by name
    pin_problems: dict[str, str] = field(default_factory=dict)  # pin name -> why not run
    expectation_files: list[str] = field(default_factory=list)

    def known_as(self, signature: str) -> dict | None:
        """{"pin": name} (with "also": [names] when later pins show the signature too),
        {"expectation": reason} or {"pin": name, "family": glob} for a known finding, in
        that order of precedence (an external-frontend finding last: known as one of its
        configs' mismatch, with "alone": that signature); None for a new one."""
        if signature in self.by_pin:
            also = self.also_by.get(signature)
            return {"pin": self.by_pin[signature], **({"also": also} if also else {})}
        cls, config, op, dtype = signature.split("|", 3)
        op = op.split(":")[-1]  # a compile or run error's op is "ExceptionType:op"
        backends = _backends_of(config)
        for backend in backends:
            if reason := self.by_expectation.get((backend, op, dtype)):
                return {"expectation": reason}
        if family := self._family_of(signature, backends):
            return family
        if cls == "external-frontend":
            return self._known_on_one_backend(signature)
        return None

    def _family_of(self, signature: str, backends: Sequence[str]) -> dict | None:
        """The first pin family matching `signature`, of a pin that failed on one of
        `backends` in this campaign."""
        for pattern, pin, failed_on in self.by_family:
            if failed_on.intersection(backends) and fnmatch.fnmatchcase(signature, pattern):
                return {"pin": pin, "family": pattern}
        return None

    def _known_on_one_backend(self, signature: str) -> dict | None:
        """An external-frontend finding (every external config gives one wrong answer) known
        as the mismatch one of its configs alone shows: a pin's own signature or family.
        When a second backend starts claiming what a pin's backend fails on (tinygrad-clang-
        opt claiming fp8 beside tinygrad-clang), the pin's bug turns up as one answer of
        both, under a signature no family was written for (campaign 53001: 22 of its 33
        new external-frontend findings were mismatches on tinygrad-clang alone that pins
        knew)."""
        _, config, op, dtype = signature.split("|", 3)
        for part in config.split("+"):
            alone = f"mismatch|{part}|{op}|{dtype}"
            if alone in self.by_pin:
                return {"pin": self.by_pin[alone], "family": alone, "alone": alone}
            if family := self._family_of(alone, _backends_of(part)):
                return {**family, "alone": alone}
        return None

    def new_and_known(self, seen: dict[str, Path]) -> tuple[int, int]:
        """(new, known) unique findings of a campaign's `seen` (signature -> finding folder)."""
        known = {path for signature, path in seen.items() if self.known_as(signature)}
        return len(set(seen.values()) - known), len(known)

    def to_json(self) -> dict:
        return {
            "pins": self.pins,
            "pin_signatures": dict(sorted(self.by_pin.items())),
            "pin_signatures_shared": dict(sorted(self.also_by.items())),
            "pin_families": [
                {"pattern": pattern, "pin": pin, "backends": sorted(failed_on)}
                for pattern, pin, failed_on in self.by_family
            ],
            "pin_problems": self.pin_problems,
            "expectation_files": self.expectation_files,
            "expectation_entries": len(self.by_expectation),
        }


def _backends_of(config: str) -> list[str]:
    """The backends a finding's config names (an external-frontend finding names several)."""
    return [part.split("/")[0] for part in config.split("+")]


# --- pins -------------------------------------------------------------------------------------


def pin_paths(backends: Sequence[str], pins_dir: Path | None = None) -> list[Path]:
    """The pins of `backends`: uopcheck's external pins, and each plugin's own pins folder
    (conformance.expectations.pin_files) or, instead of those, the *.kernel of `pins_dir`;
    only the ones whose `# affects:` header names one of `backends`."""
    from conformance.expectations import pin_files

    candidates = sorted(EXTERNAL_PINS.glob("*/*.kernel"))
    if pins_dir is not None:
        candidates += sorted(Path(pins_dir).glob("*.kernel"))
    else:
        candidates += [path for backend in backends for path in pin_files(backend)]
    selected = set(backends)
    return [p for p in dict.fromkeys(candidates) if selected & set(_affects(p))]


def _affects(path: Path) -> list[str]:
    from conformance.test_regressions import affected_backends

    return affected_backends(path)


def load_pin(path: Path) -> Pin:
    """A pin file's name, affected backends, `# choices:` line (a JSON object of
    {backend: value}, as fuzz/choices.py stores them) and `# family:` globs."""
    choices = None
    families: list[str] = []
    for line in path.read_text().splitlines():
        if not line.startswith("#"):
            break
        if line.startswith(CHOICES_HEADER):
            choices = json.loads(line[len(CHOICES_HEADER) :])
        if line.startswith(FAMILY_HEADER):
            families += line[len(FAMILY_HEADER) :].split()
    return Pin(path.stem, path, tuple(_affects(path)), choices, tuple(families))


def pin_case(pin: Pin) -> FuzzCase:
    """The pin as a case of the harness: its kernel on its saved inputs (NAME.npz beside
    it; the inputs of seed 0 when it has none, as the suite runs it)."""
    kernel = parse(pin.path.read_text(), str(pin.path))
    saved = pin.path.with_suffix(".npz")
    inputs = load_inputs(saved) if saved.exists() else make_args(kernel, 0)
    return FuzzCase(kernel, 0, inputs=inputs, choices=pin.choices)


def learn_pins(
    paths: Sequence[Path], configs: Sequence[FuzzConfig], pool: WorkerPool
) -> tuple[
    dict[str, str], dict[str, list[str]], list[tuple[str, str, frozenset[str]]], dict[str, str]
]:
    """({finding signature: pin name}, {signature: the later pins showing it too}, [(family
    glob, pin name, backends it failed on)], {pin name: why it was not run}): every pin run
    once, in one harness call, on the campaign's configs. A signature two pins show is the
    first's (pins sorted by path), the others listed; a pin that shows nothing has no family."""
    problems: dict[str, str] = {}
    pins, cases = [], []
    for path in paths:
        try:
            pin = load_pin(path)
            cases.append(pin_case(pin))
            pins.append(pin)
        except Exception as e:  # noqa: BLE001 - a pin that does not load is reported, not fatal
            problems[path.stem] = f"{type(e).__name__}: {e}"
    signatures: dict[str, str] = {}
    shared: dict[str, list[str]] = {}
    families: list[tuple[str, str, frozenset[str]]] = []
    if not cases:
        return signatures, shared, families, problems
    try:
        results = check_cases(cases, configs, pool)
    except Exception as e:  # noqa: BLE001 - a harness error costs the triage, not the campaign
        problems.update({pin.name: f"harness error {type(e).__name__}: {e}" for pin in pins})
        return signatures, shared, families, problems
    for pin, result in zip(pins, results, strict=True):
        if result.invalid:
            problems[pin.name] = f"the oracle rejects it: {result.invalid}"
        for finding in result.findings:
            first = signatures.setdefault(finding.signature, pin.name)
            if first != pin.name:
                shared.setdefault(finding.signature, []).append(pin.name)
        failed_on = frozenset(
            backend for f in result.findings for backend in _backends_of(f.config)
        )
        if failed_on:
            families += [(pattern, pin.name, failed_on) for pattern in pin.families]
    return signatures, shared, families, problems


# --- expectations files -----------------------------------------------------------------------


def expected_op_and_dtype(case_name: str) -> tuple[str, str] | None:
    """(op, dtype) of the value an op-suite case stores into `out`, from its name
    (`neg_f32`, `cast_f32_to_u8x4`, `cmplt_i16x8` -> ("cmplt", "boolx8")); None for a name
    that is not an op-suite case."""
    for pattern, op in CASE_SHAPES:
        if match := pattern.match(case_name):
            return _with_dtype(op, match["dtype"])
    op, _, dtype = case_name.partition("_")
    if op not in OP_NAMES or not dtype:
        return None
    return _with_dtype(op, dtype)


def _with_dtype(op: str, text: str) -> tuple[str, str] | None:
    try:
        dtype = parse_dtype(text)
    except Exception:  # noqa: BLE001 - not a dtype: not an op-suite case
        return None
    if op in COMPARISONS:
        dtype = bool_.vec(dtype.lanes) if dtype.lanes > 1 else bool_
    return op, str(dtype)


def expectation_subject(test_id: str, backends: Sequence[str]) -> tuple[str, str, str] | None:
    """(backend, op, dtype) an expectations entry is about, or None when its test names no
    op-suite case of one of `backends`. The parameters are dash-joined (backend, executor
    and case, in either order); a backend name holds dashes too, so the longest that fits
    is the one (tinygrad-x86-opt, not tinygrad-x86)."""
    params = re.search(r"\[(.*)\]$", test_id)
    if params is None:
        return None
    parts = params[1].split("-")
    subject = next((s for part in parts if (s := expected_op_and_dtype(part))), None)
    if subject is None:
        return None
    joined = f"-{params[1]}-"
    named = [b for b in backends if f"-{b}-" in joined]
    if not named:
        return None
    return (max(named, key=len), *subject)


def expectations_for(
    backends: Sequence[str], expectations_file: Path | None = None
) -> tuple[dict[tuple[str, str, str], str], list[str]]:
    """({(backend, op, dtype): reason}, files read): the entries of `expectations_file`, or
    of each backend's default file that exists (conformance.expectations.default_file)."""
    from conformance.expectations import default_file, read_text
    from conformance.expectations import parse as parse_expectations

    if expectations_file is not None:
        files = [Path(expectations_file)]
    else:
        files = [f for f in map(default_file, backends) if f is not None and f.exists()]
    entries: dict[tuple[str, str, str], str] = {}
    for path in files:
        for test_id, reason in parse_expectations(read_text(path), str(path)).items():
            if subject := expectation_subject(test_id, backends):
                entries.setdefault(subject, reason)
    return entries, [str(f) for f in files]


# --- the campaign's start ---------------------------------------------------------------------


def known_findings(
    backends: Sequence[str],
    configs: Sequence[FuzzConfig],
    pool: WorkerPool,
    expectations_file: Path | None = None,
    pins_dir: Path | None = None,
) -> tuple[KnownFindings, float]:
    """What `backends` are known for (module docstring), and the seconds running the pins
    took. `backends`: the campaign's selected ones (not its reference backends, which
    have no pins and no expectations)."""
    started = time.monotonic()
    known = KnownFindings()
    try:
        known.by_expectation, known.expectation_files = expectations_for(
            backends, expectations_file
        )
        paths = pin_paths(backends, pins_dir) if configs else []  # nothing to run them on
    except ImportError as e:  # conformance/ is the checkout's, not an installed package's
        known.pin_problems["*"] = f"no triage: {e} (run the campaign from uopcheck's checkout)"
        return known, time.monotonic() - started
    learned = learn_pins(paths, configs, pool)
    known.by_pin, known.also_by, known.by_family, known.pin_problems = learned
    known.pins = [p.stem for p in paths if p.stem not in known.pin_problems]
    return known, time.monotonic() - started


__all__ = [
    "KnownFindings",
    "Pin",
    "expected_op_and_dtype",
    "expectations_for",
    "known_findings",
    "learn_pins",
    "load_pin",
    "pin_paths",
    "expectation_subject",
]
