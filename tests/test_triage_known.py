"""Known or new (fuzz/triage.py): a campaign marks a finding known when a pin of its backend
shows the same signature or the backend's expectations file lists its op and dtype.

With the `twobugs` test double (wrong on stored casts and loads, so a campaign finds several
signatures), no compiler needed: a first campaign finds them, all new; a pin written from
one of its findings and an expectations file listing another's op and dtype (both in
tmp_path, as an out-of-tree plugin passes them) make a second campaign of the same seed
report those two known, under the pin's name and the entry's reason, and the rest new.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from fuzz import fake_backends
from fuzz.campaign import CampaignSpec, run_campaign
from fuzz.triage import KnownFindings, expectation_subject, expected_op_and_dtype

TWOBUGS = "twobugs=fuzz.fake_backends.twobugs"


@pytest.fixture(scope="module")
def fake_env():
    with fake_backends.installed(TWOBUGS) as fakes:
        yield fakes


def campaign(out: Path, **options) -> dict:
    spec = CampaignSpec(
        out=out, seed=5, count=32, backends=["twobugs"], reference=[], shrink_time=0.0, **options
    )
    return run_campaign(spec)


@pytest.mark.parametrize(
    "case, subject",
    [
        ("neg_f32", ("neg", "f32")),
        ("cast_f32_to_u8x4", ("cast", "u8x4")),  # the value stored is the cast's result
        ("bitcast_f16x4_to_i8x8", ("bitcast", "i8x8")),
        ("cmplt_i16x8", ("cmplt", "boolx8")),  # a comparison's value is a bool
        ("shuffle_reverse_u8x4", ("gep", "u8x4")),
        ("gated_f32x4", ("load", "f32x4")),
        ("corpus_kernel", None),
        ("load_notadtype", None),
    ],
)
def test_op_suite_case_names_give_the_op_and_dtype_of_the_stored_value(case, subject):
    assert expected_op_and_dtype(case) == subject


def test_an_expectation_id_names_the_longest_backend_that_fits():
    backends = ["tinygrad-x86", "tinygrad-x86-opt"]
    opt = "conformance/test_ops.py::test_op[tinygrad-x86-opt-native-neg_f32]"
    assert expectation_subject(opt, backends) == ("tinygrad-x86-opt", "neg", "f32")
    old_order = "conformance/test_ops.py::test_op[neg_f32-tinygrad-x86-native]"
    assert expectation_subject(old_order, backends) == ("tinygrad-x86", "neg", "f32")
    assert expectation_subject(opt, ["tinygrad-clang"]) is None  # not a selected backend
    assert expectation_subject("conformance/test_identifiers.py::test_x", backends) is None


def test_findings_a_pin_or_an_expectation_shows_are_known_the_rest_new(tmp_path, fake_env):
    first = campaign(tmp_path / "first")
    assert first["findings"] and all(f["known"] is None for f in first["findings"])
    casts = [f for f in first["findings"] if f["signature"].split("|")[2] == "cast"]
    loads = [f for f in first["findings"] if f["signature"].split("|")[2] == "load"]
    assert casts and loads and len(first["findings"]) >= 3, "the seed must find both bugs"
    pinned, listed = casts[0], loads[0]

    # a pin of the plugin's: the finding's kernel and inputs, with the header pins carry
    pins = tmp_path / "pins"
    pins.mkdir()
    found = Path(pinned["path"])
    kernel = found.joinpath("kernel.kernel").read_text()
    body = "\n".join(line for line in kernel.splitlines() if not line.startswith("#"))
    pins.joinpath("twobugs_cast.kernel").write_text(
        "# twobugs: a stored cast is corrupted\n# affects: twobugs\n"
        "# expected vs actual: the oracle's value vs a corrupted one\n"
        f"# triage: the test double's bug A\n{body}\n"
    )
    shutil.copy(found / "inputs.npz", pins / "twobugs_cast.npz")
    _, _, op, dtype = listed["signature"].split("|")
    case = f"{op}_{dtype}"
    expectations = tmp_path / "twobugs.txt"
    expectations.write_text(
        "reason: twobugs corrupts stored loads\n"
        f"conformance/test_ops.py::test_op[twobugs-native-{case}]\n"
    )

    second = campaign(tmp_path / "second", expectations=expectations, pins=pins)
    known = {f["signature"]: f["known"] for f in second["findings"]}
    assert {pinned["signature"], listed["signature"]} <= set(known)  # same seed, same bugs
    assert known.pop(pinned["signature"]) == {"pin": "twobugs_cast"}
    assert known.pop(listed["signature"]) == {"expectation": "twobugs corrupts stored loads"}
    assert all(k is None for k in known.values()), "only what is pinned or listed is known"
    assert second["known_findings"]["pins"] == ["twobugs_cast"]
    assert pinned["signature"] in second["known_findings"]["pin_signatures"]
    assert second["time_split"]["pins"] > 0

    report = (tmp_path / "second" / "report.md").read_text()
    new_part, known_part = report.split("## Known findings")
    assert "- pin twobugs_cast: 1 finding(s)" in known_part
    assert "- expected: twobugs corrupts stored loads: 1 finding(s)" in known_part
    assert f"`{pinned['signature']}`" not in new_part.split("## Findings by class")[1]
    assert f"{len(known)} new, 2 known" in new_part
    timeline = second["timeline"]
    assert timeline[-1]["known"] == 2 and timeline[-1]["new"] == len(known)
    state = json.loads((tmp_path / "second" / "state.json").read_text())
    assert state["timeline"] == timeline


def _pin(folder: Path, name: str, found: Path, header: str) -> None:
    """Pin a finding folder's kernel and inputs as `name`, with `header` lines on top."""
    kernel = found.joinpath("kernel.kernel").read_text()
    body = "\n".join(line for line in kernel.splitlines() if not line.startswith("#"))
    folder.joinpath(f"{name}.kernel").write_text(
        f"# affects: twobugs\n# expected vs actual: -\n# triage: -\n{header}{body}\n"
    )
    shutil.copy(found / "inputs.npz", folder / f"{name}.npz")


def test_a_pins_family_knows_its_bug_under_other_dtypes_only_while_the_pin_fails(
    tmp_path, fake_env
):
    first = campaign(tmp_path / "first")
    casts = [f for f in first["findings"] if f["signature"].split("|")[2] == "cast"]
    loads = [f for f in first["findings"] if f["signature"].split("|")[2] == "load"]
    assert len(casts) >= 2 and loads, "the seed must find bug A under two dtypes, and bug B"
    pins = tmp_path / "pins"
    pins.mkdir()
    _pin(pins, "bug_a", Path(casts[0]["path"]), "# family: mismatch|twobugs/*|cast|*\n")
    # a pin that passes (the bug it pinned is fixed) knows nothing, whatever its family says:
    # a kernel storing a parameter's value, neither a cast nor a load
    fixed = pins / "fixed.kernel"
    fixed.write_text(
        "# affects: twobugs\n# expected vs actual: -\n# triage: -\n# family: *\n"
        "kernel fixed(%out: i32[1], %n: i32 in 0..3)\n  store %out[0], %n\n"
    )

    second = campaign(tmp_path / "second", pins=pins)
    known = {f["signature"]: f["known"] for f in second["findings"]}
    assert known[casts[0]["signature"]] == {"pin": "bug_a"}  # the pin's own signature
    for other in casts[1:]:
        assert known[other["signature"]] == {
            "pin": "bug_a",
            "family": "mismatch|twobugs/*|cast|*",
        }
    assert all(known[f["signature"]] is None for f in loads), "bug B is not bug A's family"
    families = second["known_findings"]["pin_families"]
    assert families == [
        {"pattern": "mismatch|twobugs/*|cast|*", "pin": "bug_a", "backends": ["twobugs"]}
    ]
    report = (tmp_path / "second" / "report.md").read_text()
    assert f"({len(casts) - 1} by its `# family:` globs)" in report.split("## Known findings")[1]


def test_a_signature_two_pins_show_names_both(tmp_path, fake_env):
    """Campaign 47002's `cast f32` of all four tinygrad backends is what two pins show (an
    unwrapped constant, a folded f16 round trip): the finding was credited to the first pin
    alone, and the other counted as not met."""
    first = campaign(tmp_path / "first")
    cast = next(f for f in first["findings"] if f["signature"].split("|")[2] == "cast")
    pins = tmp_path / "pins"
    pins.mkdir()
    for name in ("bug_a", "bug_a_again"):
        _pin(pins, name, Path(cast["path"]), "")
    second = campaign(tmp_path / "second", pins=pins)
    known = {f["signature"]: f["known"] for f in second["findings"]}
    assert known[cast["signature"]] == {"pin": "bug_a", "also": ["bug_a_again"]}
    assert second["known_findings"]["pin_signatures_shared"] == {cast["signature"]: ["bug_a_again"]}
    report = (tmp_path / "second" / "report.md").read_text()
    assert "- pin bug_a (or bug_a_again: their pins show this signature too):" in report


def test_an_external_frontend_finding_is_known_as_one_of_its_configs_mismatch():
    """Campaign 53001: once tinygrad-clang-opt claimed fp8 beside tinygrad-clang, the fp8 bugs
    pins know on tinygrad-clang turned up as one answer of both, `external-frontend|
    tinygrad-clang-opt/native+tinygrad-clang/native|load|f8e4m3`, which no pin's signature or
    family named: 33 reported new, 22 of them mismatches pins knew on tinygrad-clang alone."""
    known = KnownFindings(
        by_pin={"mismatch|a/native|cmplt|bool": "exact_pin"},
        by_family=[("mismatch|a/native|*|f8e*", "fp8_pin", frozenset({"a"}))],
    )
    assert known.known_as("external-frontend|b/native+a/native|load|f8e4m3") == {
        "pin": "fp8_pin",
        "family": "mismatch|a/native|*|f8e*",
        "alone": "mismatch|a/native|load|f8e4m3",
    }
    assert known.known_as("external-frontend|a/native+b/native|cmplt|bool") == {
        "pin": "exact_pin",
        "family": "mismatch|a/native|cmplt|bool",
        "alone": "mismatch|a/native|cmplt|bool",
    }
    # the family is the pin's only on the backends it failed on; and only external-frontend
    # findings are known through one config's mismatch
    assert known.known_as("external-frontend|b/native+c/native|load|f8e4m3") is None
    assert known.known_as("external-frontend|b/native+a/native|load|i32") is None
    assert known.known_as("compile-error|b/native+a/native|load|f8e4m3") is None
