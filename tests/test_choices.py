"""The backends' own choices (issue 39.4): declared in the plugin protocol, drawn per example,
built with, stored in reproducers, replayed, simplified.

A fake backend (fuzz/fake_backends/choosy.py) declares a setting and an action and is wrong
only under one action amount; C declares its -O levels; the tinygrad -opt backends declare
tinygrad's optimizer actions, applied by the backend with the ones tinygrad refuses dropped.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fuzz import fake_backends
from fuzz.choices import (
    backend_choices,
    choices_problem,
    choices_strategy,
    simpler_choices,
)
from fuzz.fake_backends.choosy import SPACE
from refimpl.backends.base import Choices, Options
from refimpl.text import parse

CHOOSY = fake_backends.environment("choosy")

ADD = """
kernel add_one(%out: i32[4], %x: i32[4])
  %i = range i32 4
    %v = load i32 %x[%i]
    %w = add i32 %v, 1
    store %out[%i], %w
  end %i
"""

ROWSUM = """
kernel rowsum_4x64(%out: f32[4], %x: f32[256])
  %i = range i32 4
    %row = mul i32 %i, 64
    %j = range reduce i32 64
      %k = add i32 %row, %j
      %v = load f32 %x[%k]
    %s = reduce add f32 %v over %j
    store %out[%i], %s
  end %i
"""

WRONG_ONLY_UNDER = {"choosy": {"level": 1, "actions": [["SKEW", 1, 1], ["SKEW", 0, 3]]}}


# --- the protocol ----------------------------------------------------------------------------


def test_choices_json_round_trips_and_default_is_falsy():
    value = {"opt_level": 0, "actions": [["UPCAST", 0, 4]]}
    choices = Choices.from_json(value)
    assert choices.to_json() == value
    assert hash(choices) == hash(Choices.from_json(json.loads(json.dumps(value))))
    assert not Choices.from_json({}) and not Choices.from_json(None)
    # an empty action list is a choice (no action at all), not the default
    assert Choices.from_json({"actions": []}) and Choices.from_json({"actions": []}).actions == ()


def test_a_plugin_declaring_choices_gets_them_in_its_build():
    from refimpl.compile import build

    with fake_backends.installed(CHOOSY):
        kernel = parse(ADD)
        chosen = Choices.from_json(WRONG_ONLY_UNDER["choosy"])
        (runner,) = build([kernel], "choosy", Options(choices=chosen))
        assert runner.choices == WRONG_ONLY_UNDER["choosy"]
        (default,) = build([kernel], "choosy")
        assert default.choices == {}


def test_space_problem_names_what_is_outside():
    assert SPACE.problem({"level": 2, "actions": [["SKEW", 0, 3]]}) is None
    assert "level=7" in SPACE.problem({"level": 7})
    assert "unknown action 'TWIST'" in SPACE.problem({"actions": [["TWIST", 0, 1]]})
    assert "outside SKEW" in SPACE.problem({"actions": [["SKEW", 5, 1]]})
    assert "at most 3" in SPACE.problem({"actions": [["SKEW", 0, 1]] * 4})


def test_c_compiles_at_the_chosen_level_and_at_O2_without_one():
    from refimpl.backends import c

    assert c.compiler_flags(Options())[0] == "-O2"
    assert c.compiler_flags(Options(choices=Choices.from_json({"opt_level": 0})))[0] == "-O0"
    assert c.BACKEND.choices().settings["opt_level"][0] == 2  # the default is the simplest


# --- drawing and simplifying -----------------------------------------------------------------


@settings(max_examples=50, deadline=None)
@given(st.data())
def test_drawn_values_are_inside_the_space_and_json(data):
    value = data.draw(choices_strategy(SPACE))
    assert SPACE.problem(value) is None
    assert json.loads(json.dumps(value)) == value
    assert value.get("level") != 0  # a setting at its default is left out: {} is "as always"


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_backend_choices_leaves_out_backends_without_choices(data):
    with fake_backends.installed(CHOOSY + "," + fake_backends.environment("wrong")):
        assert data.draw(backend_choices(["wrong"])) is None
        drawn = data.draw(backend_choices(["wrong", "choosy"]))
    assert drawn is None or (set(drawn) == {"choosy"} and drawn["choosy"])


def test_simpler_choices_order():
    with fake_backends.installed(CHOOSY):
        candidates = list(simpler_choices("choosy", WRONG_ONLY_UNDER["choosy"]))
    actions = WRONG_ONLY_UNDER["choosy"]["actions"]
    assert candidates[:5] == [
        {},  # drop all
        {"actions": actions},  # the setting back to its default
        {"level": 1, "actions": []},  # no action at all
        {"level": 1, "actions": [["SKEW", 0, 3]]},  # drop one action
        {"level": 1, "actions": [["SKEW", 1, 1]]},
    ]
    # then smaller arguments, simplest first: the first action's axis, then the second's
    assert candidates[5:] == [
        {"level": 1, "actions": [["SKEW", 0, 1], ["SKEW", 0, 3]]},
        {"level": 1, "actions": [["SKEW", 1, 1], ["SKEW", 0, 1]]},
        {"level": 1, "actions": [["SKEW", 1, 1], ["SKEW", 0, 2]]},
    ]
    assert WRONG_ONLY_UNDER["choosy"] not in candidates
    assert list(simpler_choices("choosy", {})) == []


# --- a case's choices reach its backend, the reproducer, replay ------------------------------


def test_choices_reach_the_build_and_survive_replay(tmp_path, capsys):
    from fuzz.__main__ import main
    from fuzz.findings import write_finding
    from fuzz.harness import FuzzConfig, check_cases
    from fuzz.strategies import FuzzCase
    from fuzz.worker import WorkerPool

    with fake_backends.installed(CHOOSY):
        kernel = parse(ADD)
        configs = [FuzzConfig("choosy", None, "native")]
        with WorkerPool(1, backends={"choosy"}) as pool:
            plain, chosen = check_cases(
                [FuzzCase(kernel, 0), FuzzCase(kernel, 0, choices=WRONG_ONLY_UNDER)],
                configs,
                pool,
            )
        assert plain.findings == []
        (finding,) = chosen.findings
        assert finding.cls == "mismatch"
        folder = write_finding(tmp_path, finding, {"seed": 0, "example": 1})
        report = json.loads((folder / "report.json").read_text())
        assert report["choices"] == WRONG_ONLY_UNDER
        assert main(["replay", str(folder)]) == 1
        assert "replay: reproduces" in capsys.readouterr().out
        # the same reproducer without its choices shows nothing
        (folder / "report.json").write_text(json.dumps({**report, "choices": None}))
        assert main(["replay", str(folder)]) == 0


def test_replay_refuses_choices_outside_the_space(tmp_path, capsys):
    from fuzz.__main__ import main
    from fuzz.findings import write_finding
    from fuzz.harness import Finding
    from fuzz.strategies import FuzzCase

    with fake_backends.installed(CHOOSY):
        case = FuzzCase(parse(ADD), 0, choices=WRONG_ONLY_UNDER)
        finding = Finding("mismatch", "choosy/native", "add", "i32", "wrong", {}, case)
        folder = write_finding(tmp_path, finding, {"seed": 0, "example": 1})
        report = json.loads((folder / "report.json").read_text())
        report["choices"] = {"choosy": {"actions": [["SKEW", 0, 9]]}}
        (folder / "report.json").write_text(json.dumps(report))
        assert main(["replay", str(folder)]) == 2
        assert "outside SKEW" in capsys.readouterr().err
        assert choices_problem({"wrong": {"level": 1}}) is not None  # declares none


def test_a_campaign_draws_choices_from_the_example_seed():
    from fuzz.generate import generate_choices

    with fake_backends.installed(CHOOSY):
        drawn = [generate_choices(7, i, ["choosy"]) for i in range(12)]
        assert drawn == [generate_choices(7, i, ["choosy"]) for i in range(12)]
        assert any(drawn) and all(d is None or SPACE.problem(d["choosy"]) is None for d in drawn)
        assert generate_choices(7, 0, ["wrong-without-choices"]) is None


# --- tinygrad's optimizer actions ------------------------------------------------------------


@pytest.fixture(scope="module")
def tinygrad_opt():
    from refimpl.backends.tinygrad.backend import tinygrad_problem

    if problem := tinygrad_problem():
        pytest.skip(problem)
    from refimpl.compile import unavailable

    if reason := unavailable("tinygrad-x86-opt"):
        pytest.skip(reason)
    return "tinygrad-x86-opt"


def _opts(backend: str, actions) -> str:
    from refimpl.compile import emit

    choices = None if actions is None else {"actions": actions}
    return emit(parse(ROWSUM), backend, "opts", Options(choices=Choices.from_json(choices)))


def test_tinygrad_applies_the_chosen_actions(tinygrad_opt):
    from refimpl.compile import run

    assert _opts(tinygrad_opt, None) == "optimizer: hand-coded\nUNROLL axis 0 by 4\n"
    assert _opts(tinygrad_opt, []) == "optimizer: chosen actions\n"
    upcast = [["UPCAST", 0, 4], ["UNROLL", 0, 2]]
    text = _opts(tinygrad_opt, upcast)
    assert text == "optimizer: chosen actions\nUPCAST axis 0 by 4\nUNROLL axis 0 by 2\n"
    options = Options(choices=Choices.from_json({"actions": upcast}))
    assert run(parse(ROWSUM), tinygrad_opt, options).ok


def test_tinygrad_drops_the_actions_it_refuses(tinygrad_opt):
    from refimpl.compile import build

    # axis 3 does not exist; 3 does not divide 64; the UNROLL by 8 applies
    actions = [["UPCAST", 3, 4], ["UNROLL", 0, 3], ["UNROLL", 0, 8]]
    lines = _opts(tinygrad_opt, actions).splitlines()
    assert lines[:2] == ["optimizer: chosen actions", "UNROLL axis 0 by 8"]
    assert [line.split(" (")[0] for line in lines[2:]] == [
        "refused: UPCAST axis 3 by 4",
        "refused: UNROLL axis 0 by 3",
    ]
    options = Options(choices=Choices.from_json({"actions": actions}))
    (runner,) = build([parse(ROWSUM)], tinygrad_opt, options)
    assert runner.applied_actions == [["UNROLL", 0, 8]]


def test_refused_tinygrad_actions_are_no_finding(tinygrad_opt):
    from fuzz.harness import FuzzConfig, check_cases
    from fuzz.strategies import FuzzCase
    from fuzz.worker import WorkerPool

    refused_only = {tinygrad_opt: {"actions": [["UPCAST", 3, 4], ["PADTO", 0, 32]]}}
    case = FuzzCase(parse(ROWSUM), 0, choices=refused_only)
    with WorkerPool(1, backends={tinygrad_opt}) as pool:
        (result,) = check_cases([case], [FuzzConfig(tinygrad_opt, None, "native")], pool)
    assert result.findings == []


def test_simplified_keeps_only_what_the_finding_needs():
    from fuzz.choices import simplified

    def wrong(choices):  # what the choosy backend does: wrong under a SKEW by 3
        actions = (choices or {}).get("choosy", {}).get("actions") or []
        return any(a[2] == 3 for a in actions)

    with fake_backends.installed(CHOOSY):
        assert simplified(WRONG_ONLY_UNDER, wrong) == {"choosy": {"actions": [["SKEW", 0, 3]]}}
        assert simplified(WRONG_ONLY_UNDER, lambda c: True) is None  # all dropped
        assert simplified(None, wrong) is None


def test_minimize_applies_and_simplifies_a_reproducers_choices(tmp_path, capsys):
    from fuzz.__main__ import main

    kernel_file = tmp_path / "add_one.kernel"
    kernel_file.write_text(ADD)
    out = tmp_path / "min"
    with fake_backends.installed(CHOOSY):
        assert main(["minimize", str(kernel_file), "-b", "choosy", "--out", str(out)]) == 0
        choices = json.dumps(WRONG_ONLY_UNDER)
        command = ["minimize", str(kernel_file), "-b", "choosy", "--out", str(out)]
        assert main([*command, "--choices", choices, "--time", "20s"]) == 1
        (report,) = out.glob("*/report.json")
        data = json.loads(report.read_text())
        assert data["choices"] == {"choosy": {"actions": [["SKEW", 0, 3]]}}
        assert main(["replay", str(report.parent)]) == 1
        assert main([*command, "--choices", '{"choosy": {"level": 9}}']) == 2
    assert "--choices: choosy: setting level=9" in capsys.readouterr().err


def test_a_pin_is_built_with_its_choices_header(tmp_path):
    from conformance.test_regressions import pin_header, pin_options

    pin = tmp_path / "skewed.kernel"
    header = [
        "# affects: choosy",
        "# expected vs actual: x + 1 vs corrupted",
        "# triage: wrong only under SKEW by 3",
        f"# choices: {json.dumps(WRONG_ONLY_UNDER)}",
    ]
    pin.write_text("\n".join(header) + ADD)
    assert json.loads(pin_header(pin)["choices"]) == WRONG_ONLY_UNDER
    assert pin_options(pin, "choosy").choices.to_json() == WRONG_ONLY_UNDER["choosy"]
    assert not pin_options(pin, "c").choices  # another backend: its defaults
    header.pop()
    pin.write_text("\n".join(header) + ADD)
    assert not pin_options(pin, "choosy").choices


def test_every_pins_choices_fit_its_backends():
    from conformance.test_regressions import EXTERNAL_FILES, pin_header

    for path in EXTERNAL_FILES:
        if text := pin_header(path).get("choices"):
            assert choices_problem(json.loads(text)) is None, path.name
