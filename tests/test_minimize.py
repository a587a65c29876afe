"""Tests of a finding's shrinking: the kernel edits (fuzz/minimize.py) and the campaign's two
passes (fuzz/shrink.py), issue 39 item 5 (minimal findings, signatures naming the op at fault).

Findings come from the `nanmax` test double (fuzz/fake_backends/nanmax.py): its only bug is a
float `max` that ignores a NaN second operand, which campaigns meet deep inside reductions
and casts. Registered only through $UOPCHECK_EXTRA_BACKENDS (fake_backends.installed).
"""

from __future__ import annotations

import dataclasses
import json
import time
import warnings
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from fuzz import fake_backends
from fuzz.campaign import CampaignSpec, run_campaign
from fuzz.harness import Finding, FuzzConfig, blamed_value, check_cases
from fuzz.minimize import (
    KEEPS,
    LOCALIZES,
    NARROWS,
    case_edits,
    shows,
    shrink_by_edits,
    size,
    weight,
)
from fuzz.strategies import FuzzCase
from fuzz.worker import WorkerPool
from refimpl.compile import lower
from refimpl.inputs import make_args
from refimpl.oracle import run_oracle
from refimpl.text import parse

NANMAX = FuzzConfig("nanmax", None, "native")

# A campaign's finding on `nanmax` before this work: signature `reduce f8e4m3x8`, though the
# wrong op is the max folded inside the reduce add (a NaN from an i32 -> e4m3 cast meets it)
WRAPPED_MAX_PARAMS = "%out0: i32[1], %in0: i32[48], %out1: i32[1], %out2: i32[1], %out3: i32[1]"
WRAPPED_MAX = (
    f"kernel fuzz({WRAPPED_MAX_PARAMS}, %out4: f8e4m3[8])\n"
    + """\
  store %out0[0], 0
  %0 = load i32 %in0[0] if false else 0
  store %out1[0], %0
  %1 = reg i32[1]
  store %1[0], 0
  %2 = reg i32[1]
  %3 = store %2[0], 0
  %4 = range i32 1
    %5 = after %2, %3, %4
    %6 = load i32 %5[0]
    store %out2[%4], %6
  end %4
  %7 = range reduce i32 1
    %8 = cmplt bool %7, 0
    %9 = load i32 %in0[0] if %8 else 0
    %10 = add i32 %9, %9
    %11 = cast i32 %10
    %12 = cmplt bool %11, 0
    %13 = cast i32 %12
  %14 = reduce add i32 %13 over %7
  store %out3[0], %14
  %15 = range reduce i32 1
    %16 = range reduce i32 1
      %17 = add i32 %15, %16
      %18 = range reduce i32 1
        %19 = add i32 %17, %18
        %20 = min i32 %19, 40
        %21 = load i32x8 %in0[%20]
        %22 = cast f8e4m3x8 %21
      %23 = reduce max f8e4m3x8 %22 over %18
  %24 = reduce add f8e4m3x8 %23 over %15, %16
  store %out4[0], %24
"""
)

VECTOR_MAX = """\
kernel k(%out: f64[8], %a: f64[8], %b: f64[8])
  %x = load f64x4 %a[0]
  %y = load f64x4 %b[0]
  %m = max f64x4 %x, %y
  store %out[0], %m
"""

SCALAR_MAX = """\
kernel k(%out: f32[8], %a: f32[8], %b: f32[8])
  %i = range i32 8
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %m = max f32 %x, %y
    store %out[%i], %m
  end %i
"""


@pytest.fixture(scope="module")
def pool():
    with fake_backends.installed(fake_backends.environment("nanmax")):
        with WorkerPool(1, run_timeout=5.0, backends={"nanmax"}) as p:
            yield p


def _findings_of(pool):
    def findings_of(cases):
        return [r.findings for r in check_cases(cases, [NANMAX], pool)]

    return findings_of


def _showing_seed(kernel, pool) -> tuple[FuzzCase, object]:
    """A case of `kernel` with fixed inputs on which `nanmax` is wrong, and its finding."""
    for seed in range(40):
        case = FuzzCase(kernel, seed, inputs=make_args(kernel, seed))
        found = [f for f in _findings_of(pool)([case])[0] if f.config == NANMAX.id]
        if found:
            return case, found[0]
    raise AssertionError("no seed of 40 shows the nanmax bug")


def test_a_reduce_is_blamed_on_its_fold_op():
    """`reduce max` is the same wrong fold as the accumulator form's `max`: one signature."""
    kernel = parse(WRAPPED_MAX)
    assert blamed_value(kernel, "out4") == ("add", "f8e4m3x8")
    assert blamed_value(kernel, "out3") == ("add", "i32")


def test_narrowing_a_vector_store_computes_its_first_lane_with_scalars():
    case = FuzzCase(parse(VECTOR_MAX), 0, inputs=make_args(parse(VECTOR_MAX), 0))
    (narrowed,) = [e for e in case_edits(case) if e.what.startswith("narrowed every vector")]
    assert narrowed.effect == NARROWS
    smaller = narrowed.apply(case).kernel
    assert all(n.dtype.lanes == 1 for n in smaller.sink.toposort())
    assert "%m = max f64 %x, %y" in str(smaller)
    args = case.args()
    result = run_oracle(lower(smaller), args).buffers["out"]
    assert result[0] == max(args.buffers["a"][0], args.buffers["b"][0]) or np.isnan(result[0])


def test_narrowing_a_dtype_converts_parameters_constants_and_inputs():
    case = FuzzCase(parse(VECTOR_MAX), 0, inputs=make_args(parse(VECTOR_MAX), 0))
    (narrowed,) = [e for e in case_edits(case) if e.what == "narrowed f64 to f32"]
    smaller = narrowed.apply(case)
    assert "f64" not in str(smaller.kernel)
    assert smaller.inputs.buffers["a"].dtype == np.float32
    np.testing.assert_array_equal(
        smaller.inputs.buffers["a"], case.inputs.buffers["a"].astype(np.float32)
    )
    assert weight(smaller) < weight(case)


def test_what_an_edit_may_change_of_the_signature(pool):
    kernel = parse(VECTOR_MAX)
    case, found = _showing_seed(kernel, pool)
    assert (found.op, found.dtype) == ("max", "f64x4")
    other_dtype = type(found)(found.cls, found.config, "max", "f32", "")
    other_op = type(found)(found.cls, found.config, "load", "f64x4", "")
    assert not shows(other_dtype, found, KEEPS) and shows(other_dtype, found, NARROWS)
    assert not shows(other_op, found, NARROWS) and shows(other_op, found, LOCALIZES)
    assert not shows(other_op, found, LOCALIZES, strict=True)


def test_a_max_wrapped_in_reductions_and_casts_shrinks_to_a_scalar_f32_max(pool):
    """The finding that was `reduce f8e4m3x8` in a 30-node kernel ends as `max f32` in at
    most 8 nodes: the blame moves from the reduce add onto the max beneath, the vector and
    the fp8 dtype are narrowed, and the minimal case still shows the bug on its inputs."""
    case, found = _showing_seed(parse(WRAPPED_MAX), pool)
    assert (found.op, found.dtype) == ("add", "f8e4m3x8")
    deadline = time.monotonic() + 60
    result = shrink_by_edits(case, found, _findings_of(pool), deadline, batch=4)
    assert not result.budget_spent, result.steps
    assert (result.finding.op, result.finding.dtype) == ("max", "f32"), result.steps
    assert size(result.case.kernel)[0] <= 8, str(result.case.kernel)
    again = _findings_of(pool)([result.case])[0]
    assert result.finding.signature in {f.signature for f in again}


def test_a_large_kernel_loses_the_effects_the_bug_does_not_need_in_chunks(pool):
    """A NaN max among 48 stores the bug does not need: delta debugging's chunks remove them
    in a few candidates where one removal at a time tries each (each candidate is a compile,
    seconds on an external compiler)."""
    others = "\n".join(f"  store %o[{k}], {k}" for k in range(48))
    kernel = parse(SCALAR_MAX.replace("kernel k(", "kernel k(%o: i32[48], ") + others + "\n")
    case, found = _showing_seed(kernel, pool)
    result = shrink_by_edits(case, found, _findings_of(pool), time.monotonic() + 60, batch=4)
    assert not result.budget_spent and "%o[" not in str(result.case.kernel)
    assert result.tried <= 100, (result.tried, result.steps)  # one at a time: 236


def test_a_cast_round_trip_around_the_wrong_value_is_removed(pool):
    """The NaN max behind `cast f64`, `cast f32` (exact both ways): the blame lands on the
    max, not on the cast that stores its value."""
    round_trip = SCALAR_MAX.replace(
        "    store %out[%i], %m",
        "    %wide = cast f64 %m\n    %f = cast f32 %wide\n    store %out[%i], %f",
    )
    case, found = _showing_seed(parse(round_trip), pool)
    assert found.op == "cast"
    result = shrink_by_edits(case, found, _findings_of(pool), time.monotonic() + 60, batch=4)
    assert (result.finding.op, result.finding.dtype) == ("max", "f32"), result.steps
    assert "cast" not in str(result.case.kernel)


def test_a_loop_of_one_trip_becomes_its_body(pool):
    """A chain's loop, shortened to one trip, is not what the bug needs: the minimal kernel
    loads, computes and stores element 0 (5 nodes where the loop kept 8)."""
    case, found = _showing_seed(parse(SCALAR_MAX), pool)
    result = shrink_by_edits(case, found, _findings_of(pool), time.monotonic() + 60, batch=4)
    assert "range" not in str(result.case.kernel), result.steps
    assert size(result.case.kernel)[0] <= 6, str(result.case.kernel)
    again = _findings_of(pool)([result.case])[0]
    assert result.finding.signature in {f.signature for f in again}


def test_findings_whose_minimal_signature_is_known_are_one_finding(pool, tmp_path):
    """`max f64x4` and `add f8e4m3x8` (a reduce add around a wrong max) are one bug: once
    minimal both are `max f32`, so the second is no new folder, and a later occurrence of
    either signature is counted under the folder's (campaign.shrunk_to)."""
    import fuzz.campaign as campaign

    spec = CampaignSpec(tmp_path, seed=0, backends=["nanmax"], shrink_time=30.0)
    findings_dir = tmp_path / "findings"
    seen: dict = {}
    paths = []
    for index, text in ((1, VECTOR_MAX), (3, WRAPPED_MAX)):  # odd: no enumerated chain
        case, found = _showing_seed(parse(text), pool)
        found.case = case
        paths.append(campaign._record(spec, index, found, [NANMAX], pool, seen, findings_dir))
    first, second = paths
    report = json.loads((first / "report.json").read_text())
    assert report["signature"] == "mismatch|nanmax/native|max|f32", report["shrink_steps"]
    assert report["original_signature"] == "mismatch|nanmax/native|max|f64x4"
    assert report["nodes"][1] <= 8
    assert second is None and [p.name for p in findings_dir.iterdir()] == [first.name]
    # its inputs are explicit (the case's own): `refimpl run --seed` would draw others
    assert "refimpl run" not in (first / "report.md").read_text()
    for signature in ("mismatch|nanmax/native|max|f64x4", "mismatch|nanmax/native|add|f8e4m3x8"):
        assert campaign.shrunk_to(seen, signature) == report["signature"]


def test_a_campaign_reports_the_nan_max_bug_as_a_small_max_of_a_float(pool, tmp_path):
    """A campaign on `nanmax` until its first random example that shows the bug: each folder
    it writes names `max` of a scalar float, in a kernel of at most 8 nodes that still shows
    it when replayed, and report.md says how the time was split."""
    from fuzz.generate import draw_examples
    from fuzz.harness import check_kernel_args, load_inputs

    spec = CampaignSpec(tmp_path / "run", seed=13, backends=["nanmax"], shrink_time=30.0)
    first = None
    for start in range(1, 600, 40):
        indices = list(range(start, start + 40, 2))  # odd: random examples
        drawn = draw_examples(spec, indices)
        results = check_cases([drawn[i] for i in indices], [NANMAX], pool)
        first = next((i for i, r in zip(indices, results, strict=True) if r.findings), None)
        if first is not None:
            break
    assert first is not None, "600 examples of seed 13 never met the bug"
    spec.count = first + 1
    summary = run_campaign(spec)
    folders = [p for p in (spec.out / "findings").iterdir() if not p.name.startswith(".")]
    assert folders and summary["findings"]
    for folder in folders:
        report = json.loads((folder / "report.json").read_text())
        kernel = parse((folder / "kernel.kernel").read_text())
        assert report["op"] == "max" and "x" not in report["dtype"], report["signature"]
        assert report["dtype"].startswith(("f", "bf")), report["signature"]
        assert size(kernel)[0] <= 8, str(kernel)
        found = check_kernel_args(kernel, load_inputs(folder / "inputs.npz"), [NANMAX], pool)
        assert report["signature"] in {f.signature for f in found}
    assert "shrink" in (spec.out / "report.md").read_text()


def test_shrinking_takes_at_most_a_third_of_the_time_budget():
    """Past a third of --time spent shrinking, a new finding gets no shrinking time at all
    (it is saved as found), however much --shrink-time and --time are left."""
    from fuzz.campaign import _shrink_budget

    spec = CampaignSpec(None, time_budget=30.0, shrink_time=30.0)
    assert _shrink_budget(spec, elapsed=5.0, shrinking=0.0) == 10.0
    assert _shrink_budget(spec, elapsed=5.0, shrinking=4.0) == 6.0
    assert _shrink_budget(spec, elapsed=12.0, shrinking=10.0) == 0.0
    assert _shrink_budget(spec, elapsed=12.0, shrinking=9.8) == 0.0  # too little to shrink
    assert _shrink_budget(CampaignSpec(None, shrink_time=30.0), 99.0, 99.0) == 30.0  # --count


def test_shrinking_is_paced_over_the_campaign():
    """A campaign's first minutes find the most: were each finding shrunk for its whole
    --shrink-time, they would spend the third of --time before the search had gone far (the
    search stalled for minutes). Shrinking may have taken a third of the elapsed time plus
    one --shrink-time."""
    from fuzz.campaign import _shrink_budget

    spec = CampaignSpec(None, time_budget=1800.0, shrink_time=30.0)
    assert _shrink_budget(spec, elapsed=0.0, shrinking=0.0) == 30.0  # the first gets it all
    assert _shrink_budget(spec, elapsed=60.0, shrinking=40.0) == pytest.approx(10.0)  # 60/3+30-40
    assert _shrink_budget(spec, elapsed=60.0, shrinking=50.0) == 0.0  # paced: saved as found
    assert _shrink_budget(spec, elapsed=900.0, shrinking=50.0) == 30.0
    assert _shrink_budget(spec, elapsed=1750.0, shrinking=590.0) == pytest.approx(10.0)  # 1800/3


def test_a_timed_campaign_spends_at_most_a_third_shrinking(tmp_path):
    """`twobugs` shows a new signature every few kernels (a wrong cast or load of each dtype);
    with --shrink-time far above --time, shrinking still takes about a third of the run, and
    the findings met past it are saved unshrunk, saying why."""
    budget = 15.0  # without the cap this campaign shrinks for 7 s of 12, more of 15
    with fake_backends.installed(fake_backends.environment("twobugs")):
        spec = CampaignSpec(
            tmp_path / "run", seed=21, backends=["twobugs"], time_budget=budget, shrink_time=60.0
        )
        run_campaign(spec)
    state = json.loads((spec.out / "state.json").read_text())
    # + a harness call and a folder's writing past the share's end
    assert state["time_split"].get("shrink", 0.0) <= budget / 3 + 1.5, state["time_split"]
    reports = [json.loads(r.read_text()) for r in (spec.out / "findings").glob("*/report.json")]
    assert len(reports) >= 3, "the campaign met too few findings to reach its shrinking share"
    for report in reports:
        assert report["shrunk"] or "third of --time" in report["not_shrunk"], report


def test_a_finding_a_pin_shows_is_not_shrunk(tmp_path):
    """A tinygrad campaign meets its pinned bugs again and again; their pins are the minimal
    reproducers, so the time goes to the new findings (fuzz.shrink.shrink_finding)."""
    from fuzz.shrink import shrink_finding

    case = FuzzCase(parse(VECTOR_MAX), 0, inputs=make_args(parse(VECTOR_MAX), 0))
    found = Finding("mismatch", NANMAX.id, "max", "f64x4", "wrong", case=case)
    finding, extra = shrink_finding(found, [NANMAX], None, 30.0, known={"pin": "nan_max"})
    assert finding is found and extra["shrunk"] is False and extra["shrink_tried"] == 0
    assert extra["not_shrunk"] == "known: pin nan_max is its minimal reproducer"


def test_a_finding_an_expectations_entry_knows_is_not_shrunk():
    """47004 spent 159 s of its 600 s shrinking share on findings the expectations files
    already knew, while 9 new ones were filed unshrunk."""
    from fuzz.shrink import shrink_finding

    case = FuzzCase(parse(VECTOR_MAX), 0, inputs=make_args(parse(VECTOR_MAX), 0))
    found = Finding("mismatch", NANMAX.id, "max", "f64x4", "wrong", case=case)
    known = {"expectation": "fmax ignores a NaN"}
    finding, extra = shrink_finding(found, [NANMAX], None, 30.0, known=known)
    assert finding is found and extra["shrunk"] is False and extra["shrink_tried"] == 0
    assert extra["not_shrunk"] == "known: an expectations entry stands for it (fmax ignores a NaN)"


def test_a_finding_keeps_only_the_choices_of_the_backends_it_was_found_on(pool):
    """A tinygrad-clang finding drawn with tinygrad-x86-opt's optimizer actions spent its
    shrink budget simplifying them, each candidate a compile that could change nothing."""
    from fuzz.shrink import shrink_finding

    case, found = _showing_seed(parse(SCALAR_MAX), pool)
    theirs = {"othermax": {"opt_level": 1}}
    found.case = dataclasses.replace(case, choices=theirs)
    finding, extra = shrink_finding(found, [NANMAX], pool, 30.0)
    assert finding.case.choices is None
    assert not any(step.startswith("choices") for step in extra.get("shrink_steps", []))


def test_shrinking_keeps_to_its_budget_when_one_compile_takes_longer():
    """Campaign 47002 shrank a kernel on which tinygrad's graph_rewrite gives up only after
    17 s or more per compile: 13 candidates, six minutes of a --time campaign, for a budget
    of seconds. Each compile of a finding's shrinking ends with its budget (WorkerPool.until),
    whatever the compile timeout; a candidate whose compile the budget cut short says nothing
    about it (campaign 51001 kept a 121-node "timeout" whose compile was stopped after 1 s)."""
    from fuzz.shrink import shrink_finding

    hang = FuzzConfig("compilehang", None, "native")
    kernel = parse(SCALAR_MAX)
    case = FuzzCase(kernel, 0, inputs=make_args(kernel, 0))
    found = Finding("timeout", hang.id, "compile", "-", "a compile that never ends", case=case)
    with fake_backends.installed(fake_backends.environment("compilehang")):
        with WorkerPool(1, compile_timeout=30.0, backends={"compilehang"}) as hanging:
            started = time.monotonic()
            finding, extra = shrink_finding(found, [hang], hanging, 2.0)
            elapsed = time.monotonic() - started
    assert elapsed < 10.0, elapsed  # the budget, a step's grace and a worker's restart
    assert finding.case.kernel is kernel and not extra["shrunk"], extra
    assert finding.summary == found.summary, finding


def test_a_sibling_findings_minimal_kernel_is_tried_first(pool, tmp_path):
    """The same bug met on another config (same class, op and dtype) already has a minimal
    kernel: one check of it replaces the whole shrink when it shows this signature."""
    import dataclasses

    from fuzz.findings import write_finding
    from fuzz.shrink import shrink_finding, siblings_of

    minimal, shown = _showing_seed(parse(SCALAR_MAX), pool)
    shown.case = minimal
    # the sibling was filed on another backend (its report names that config)
    other = dataclasses.replace(shown, config="othermax/native")
    folder = write_finding(tmp_path / "findings", other, {"seed": 0, "example": 1})
    big, found = _showing_seed(parse(VECTOR_MAX), pool)
    found.case = big
    found = dataclasses.replace(found, op="max", dtype="f32")  # as if found with that blame
    seen = {other.signature: folder}
    assert siblings_of(seen, found.signature) == [folder]
    assert siblings_of(seen, found.signature.replace("|f32", "|f64")) == []
    finding, extra = shrink_finding(found, [NANMAX], pool, 30.0, siblings=[folder])
    assert extra["shrunk_like"] == folder.name and extra["shrink_tried"] == 0
    assert finding.case.kernel.sink == minimal.kernel.sink
    assert finding.signature == found.signature


def test_a_sibling_saved_as_found_is_no_reproducer(pool, tmp_path):
    """A known sibling is saved unshrunk: its kernel is no minimal one to stand for this."""
    import dataclasses

    from fuzz.findings import write_finding
    from fuzz.shrink import shrink_finding

    big, found = _showing_seed(parse(VECTOR_MAX), pool)
    found.case = big
    other = dataclasses.replace(found, config="othermax/native")
    unshrunk = {"seed": 0, "example": 1, "shrunk": False, "not_shrunk": "known: pin nan_max"}
    folder = write_finding(tmp_path / "findings", other, unshrunk)
    finding, extra = shrink_finding(found, [NANMAX], pool, 30.0, siblings=[folder])
    assert "shrunk_like" not in extra and extra["shrunk"], extra
    assert extra["nodes"][1] < extra["nodes"][0]


def test_an_opt_siblings_actions_do_not_go_to_a_backend_without_choices(pool, tmp_path):
    """48004 filed a tinygrad-x86 finding "shrunk like" its -opt sibling with the sibling's
    optimizer actions keyed to tinygrad-x86, which declares none: `fuzz replay` refused it."""
    import dataclasses

    from fuzz.findings import write_finding
    from fuzz.shrink import sibling_case

    minimal, shown = _showing_seed(parse(SCALAR_MAX), pool)
    shown.case = dataclasses.replace(minimal, choices={"choosy": {"actions": [["SKEW", 3]]}})
    other = dataclasses.replace(shown, config="choosy/native")
    folder = write_finding(tmp_path / "findings", other, {"seed": 0, "example": 1})
    assert sibling_case(folder, shown).choices is None


ROUNDCAST = FuzzConfig("roundcast", None, "native")

# an enumerated chain's shape: a loop of vectors walking the inputs
LATE_LANE_CAST = """\
kernel k(%out: i32[32], %a: f32[32])
  %i = range i32 8
    %0 = mul i32 %i, 4
    %x = load f32x4 %a[%0]
    %c = cast i32x4 %x
    store %out[%0], %c
  end %i
"""


def _roundcast_shrunk(kernel: str, a: list[float]) -> tuple[str, object]:
    """`kernel` shrunk on `roundcast` with `a` as its input buffer %a (explicit inputs)."""
    parsed = parse(kernel)
    case = FuzzCase(parsed, 0, inputs=make_args(parsed, 0))
    case.inputs.buffers["a"] = np.array(a, dtype=np.float32)
    with fake_backends.installed(fake_backends.environment("roundcast")):
        with WorkerPool(1, run_timeout=5.0, backends={"roundcast"}) as pool:

            def findings_of(cases):
                return [r.findings for r in check_cases(cases, [ROUNDCAST], pool)]

            (found,) = findings_of([case])[0]
            result = shrink_by_edits(case, found, findings_of, time.monotonic() + 60, batch=4)
            assert result.finding.signature in {f.signature for f in findings_of([result.case])[0]}
            return str(result.case.kernel), result


def _one_late_fraction(elements: int) -> list[float]:
    """0, 1, 2, ... with 2.75 at trip 5's lane 2 of a loop of f32x4: the one element
    `roundcast` gets wrong."""
    a = [float(k) for k in range(elements)]
    a[5 * 4 + 2] = 2.75
    return a


def test_a_wrong_element_late_in_a_loop_and_a_vector_is_brought_to_the_front():
    """The one input with a fraction is in the sixth trip's third lane, and `roundcast`
    rounds it where a cast truncates. Shortening the loop or storing lane 0 loses it, and no
    constant the shrinker tries shows it; running that trip alone (its inputs moved to the
    front) and storing that lane keeps it: the minimal kernel has neither loop nor vector."""
    minimal, result = _roundcast_shrunk(LATE_LANE_CAST, _one_late_fraction(32))
    assert "range" not in minimal and "x4" not in minimal, result.steps
    # two parameters, a load, a cast, a store and the sink
    assert size(result.case.kernel)[0] <= 6, minimal


def test_narrowing_an_f64_beyond_f32s_range_gives_inf_without_a_warning():
    """A campaign's log had a numpy overflow warning for every such candidate edit."""
    case = FuzzCase(parse(VECTOR_MAX), 0, inputs=make_args(parse(VECTOR_MAX), 0))
    case.inputs.buffers["a"][:] = 1e300
    (narrowed,) = [e for e in case_edits(case) if e.what == "narrowed f64 to f32"]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        smaller = narrowed.apply(case)
    assert np.isposinf(smaller.inputs.buffers["a"]).all()


def test_a_finding_met_while_the_share_is_low_waits_for_it():
    """47004 shrank large kernels with the 2-15 s of share left when they were met and got
    them nowhere: such a finding is saved as found and waits for a whole --shrink-time."""
    from fuzz.campaign import _waits

    spec = CampaignSpec(Path("unused"), time_budget=1800.0, shrink_time=30.0)
    found = Finding("mismatch", NANMAX.id, "max", "f64x4", "wrong")
    assert _waits(spec, 10.0, elapsed=600.0, known=None, finding=found)
    assert not _waits(spec, 30.0, elapsed=600.0, known=None, finding=found)
    # less than one shrink left to run: it would never get one, so it gets what is left
    assert not _waits(spec, 10.0, elapsed=1780.0, known=None, finding=found)
    assert not _waits(replace(spec, time_budget=None), 10.0, 600.0, None, found)  # --count
    short = replace(spec, time_budget=60.0)  # a whole shrink is the share: 20 s
    assert not _waits(short, 20.0, elapsed=0.0, known=None, finding=found)


def test_a_waiting_finding_is_shrunk_later_in_place_of_its_folder(pool, tmp_path):
    """The unshrunk folder goes once the minimal one is written, and every signature that
    named it names the minimal one."""
    import fuzz.campaign as campaign

    spec = CampaignSpec(tmp_path, seed=0, backends=["nanmax"], shrink_time=30.0)
    findings_dir = tmp_path / "findings"
    seen: dict = {}
    case, found = _showing_seed(parse(VECTOR_MAX), pool)
    found.case = case
    waiting = {"not_shrunk": campaign.WAITING}
    saved = campaign._record(spec, 1, found, [NANMAX], pool, seen, findings_dir, 0.0, None, waiting)
    report = json.loads((saved / "report.json").read_text())
    assert not report["shrunk"] and report["not_shrunk"] == campaign.WAITING
    campaign._shrink_later(spec, 1, found, saved, [NANMAX], pool, seen, findings_dir, None)
    (minimal,) = list(findings_dir.iterdir())
    report = json.loads((minimal / "report.json").read_text())
    assert minimal != saved and report["shrunk"] and report["shrunk_later"], report
    assert report["signature"] == "mismatch|nanmax/native|max|f32", report["shrink_steps"]
    assert seen["mismatch|nanmax/native|max|f64x4"] == minimal == seen[report["signature"]]


SUM_THEN_CAST = """\
kernel k(%out: i32[1], %a: f32[4])
  %x = load f32 %a[0]
  %y = load f32 %a[1]
  %s = add f32 %x, %y
  %c = cast i32 %s
  store %out[0], %c
"""

PRODUCT_PLUS_LOAD_THEN_CAST = """\
kernel k(%out: i32[1], %a: f32[4])
  %x = load f32 %a[0]
  %y = load f32 %a[1]
  %p = mul f32 %x, %y
  %z = load f32 %a[2]
  %s = add f32 %p, %z
  %c = cast i32 %s
  store %out[0], %c
"""


def test_a_value_computed_once_becomes_its_constant():
    """2.5 * 1.0 + 0.25 cast to i32: only the sum has the fraction `roundcast` rounds (2.75;
    2.5 rounds to even, 2), so neither operand of the add alone keeps the bug; one operand's
    value as a constant does (8 nodes without it), and the other stays a load, so the cast
    still computes on an input."""
    minimal, result = _roundcast_shrunk(PRODUCT_PLUS_LOAD_THEN_CAST, [2.5, 1.0, 0.25, 0.0])
    assert "mul" not in minimal and minimal.count("load") == 1, result.steps
    assert "add f32 %x, 0.25" in minimal or "2.5, %z" in minimal, minimal
    assert size(result.case.kernel)[0] <= 7, minimal


def test_the_op_at_fault_never_computes_on_constants_alone():
    """1.375 + 1.375 cast to i32: the sum as a constant would show the bug on `roundcast`,
    but a compiler folds a cast of a constant at compile time, another code path (and in
    tinygrad often another bug): the add of two loads stays."""
    minimal, result = _roundcast_shrunk(SUM_THEN_CAST, [1.375, 1.375, 0.0, 0.0])
    assert "add" not in minimal or "load" in minimal, result.steps
    assert "2.75" not in minimal, minimal


# four lanes a trip, seven trips: 28 of the 30 elements (no block of the buffers per trip)
ODD_LOOP_CAST = LATE_LANE_CAST.replace("[32]", "[30]").replace("range i32 8", "range i32 7")


def test_the_trip_that_writes_the_wrong_element_runs_alone():
    """The fraction is in trip 5's lane 2 and 30 elements do not split into 7 blocks, so the
    inputs cannot be moved to the front; the trip whose store writes the wrong element (the
    index is 4 * counter) runs alone, its counter the constant 5, and its lane is stored."""
    minimal, result = _roundcast_shrunk(ODD_LOOP_CAST, _one_late_fraction(30))
    assert "range" not in minimal and "x4" not in minimal, result.steps


def test_an_external_frontend_findings_candidates_run_on_the_configs_it_names():
    """And on the reference ones: an external config it does not name gave no answer on the
    example, and each one is a compile (a slow one on tinygrad)."""
    from fuzz.fake_backends import external
    from fuzz.shrink import shown_on

    configs = [FuzzConfig(b, None, "native") for b in ("shared_a", "shared_b", "narrow", "c")]
    with fake_backends.installed(external.environment("shared_a", "shared_b", "narrow")):
        named = "shared_a/native+shared_b/native"
        shared = Finding("external-frontend", named, "add", "f32", "")
        assert [c.id for c in shown_on(shared, configs)] == [
            "shared_a/native",
            "shared_b/native",
            "c/native",
        ]
        alone = Finding("mismatch", "narrow/native", "add", "f32", "")
        assert [c.id for c in shown_on(alone, configs)] == ["narrow/native"]


def test_a_scalar_parameters_value_and_the_unused_parameters_go():
    """A loop bound that is a scalar parameter becomes its value (then the trip runs alone),
    and the reproducer lists only the parameters its kernel uses, renumbered, with their
    inputs."""
    kernel = ODD_LOOP_CAST.replace("%a: f32[30])", "%unused: i8[4], %n: i32 in 7..7, %a: f32[30])")
    minimal, result = _roundcast_shrunk(
        kernel.replace("range i32 7", "range i32 %n"), _one_late_fraction(30)
    )
    assert "range" not in minimal and "%n" not in minimal and "%unused" not in minimal, minimal
    assert [p.arg[0] for p in result.case.kernel.params] == [0, 1], minimal
    assert set(result.case.inputs.buffers) == {"out", "a"} and not result.case.inputs.vars
