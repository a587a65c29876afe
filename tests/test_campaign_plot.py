"""What a campaign covered, over time (fuzz/timeline.py, fuzz/plot.py): the timeline grows
with the campaign and survives a resume, x86 workers report the isel rules and encoder forms
they reached, `fuzz plot` writes a PNG, and `fuzz merge` keeps the timeline and coverage.

With the `exact` test double (the oracle's answer, no compiler) except for the worker
coverage test, which compiles one kernel with the x86 backend.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fuzz import fake_backends, timeline
from fuzz.__main__ import main
from fuzz.campaign import CampaignSpec, run_campaign
from fuzz.harness import FuzzConfig
from fuzz.merge import merge
from fuzz.plot import MATPLOTLIB
from fuzz.worker import REACHED_KINDS, Task, WorkerPool
from refimpl.backends.x86 import coverage as x86_coverage
from refimpl.errors import pip_install_command

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
KERNEL = """\
kernel add_one(%out: f32[8], %x: f32[8])
  %i = range i32 8
    %v = load f32 %x[%i]
    %s = add f32 %v, 1.0
    store %out[%i], %s
  end %i
"""


@pytest.fixture(scope="module")
def fake_env():
    with fake_backends.installed(fake_backends.environment("exact")) as fakes:
        yield fakes


def campaign(out: Path, count: int, shard=(0, 1)) -> dict:
    spec = CampaignSpec(out=out, seed=2, count=count, shard=shard, backends=["exact"], batch=4)
    return run_campaign(spec)


def test_the_timeline_grows_with_every_batch_and_survives_a_resume(tmp_path, fake_env, monkeypatch):
    monkeypatch.setattr(timeline, "SAMPLE_EVERY", 0.0)  # a sample after every batch
    first = campaign(tmp_path / "out", 16)["timeline"]
    assert [s["kernels"] for s in first] == [4, 8, 12, 16, 16]  # four batches, the run's end
    elapsed = [s["elapsed"] for s in first]
    assert elapsed == sorted(elapsed)
    reached = [s["coverage"]["op_dtypes"] for s in first]
    assert reached == sorted(reached) and reached[0] > 0
    resumed = campaign(tmp_path / "out", 16)["timeline"]  # the same command again: all done
    assert resumed[: len(first)] == first
    assert resumed[-1]["kernels"] == 16
    assert resumed[-1]["coverage"] == first[-1]["coverage"]  # coverage.json carried it over
    saved = json.loads((tmp_path / "out" / timeline.COVERAGE_FILE).read_text())
    assert len(saved["op_dtypes"]) == reached[-1]
    assert "## Over time" in (tmp_path / "out" / "report.md").read_text()


def test_old_samples_are_thinned_past_the_limit():
    samples: list[dict] = []
    for k in range(timeline.MAX_SAMPLES + 1):
        timeline.add_sample(samples, {"elapsed": float(k)})
    assert len(samples) <= timeline.MAX_SAMPLES
    assert samples[0]["elapsed"] == 0.0 and samples[-1]["elapsed"] == timeline.MAX_SAMPLES


def test_an_x86_worker_reports_the_rules_and_forms_it_reached_once(tmp_path, monkeypatch):
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path))  # a cached compile selects nothing
    config = FuzzConfig("x86", "x86-64-v3", "native")
    from refimpl.inputs import make_args
    from refimpl.text import parse

    args = make_args(parse(KERNEL), 0)
    task = Task(0, KERNEL, "x86", config.options(), "native", [args])
    with WorkerPool(1) as pool:
        assert pool.run([task])[0].status == "ok"
        reached = {kind: set(ids) for kind, ids in pool.reached.items()}
        assert set(reached) == set(REACHED_KINDS)
        assert any(rule.startswith("add") for rule in reached["isel_rules"])
        forms = {form.id for form in x86_coverage.all_forms()}
        assert reached["encoder_forms"] <= forms and reached["encoder_forms"]


def test_newly_reached_sends_only_what_is_new():
    from fuzz.worker import _newly_reached

    saved_rules, saved_forms = dict(x86_coverage.RULES), dict(x86_coverage.FORMS)
    try:
        x86_coverage.reset()
        reported: dict[str, int] = {}
        x86_coverage.RULES.update(["add/int_binary", "add/int_binary", "mul/int_binary"])
        assert _newly_reached(reported) == {"isel_rules": ["add/int_binary", "mul/int_binary"]}
        x86_coverage.RULES.update(["add/int_binary"])
        assert _newly_reached(reported) == {}
        x86_coverage.FORMS.update(["ret"])
        x86_coverage.RULES.update(["sub/int_binary"])
        assert _newly_reached(reported) == {
            "isel_rules": ["sub/int_binary"],
            "encoder_forms": ["ret"],
        }
    finally:
        x86_coverage.reset()
        x86_coverage.RULES.update(saved_rules)
        x86_coverage.FORMS.update(saved_forms)


def test_plot_writes_a_png(tmp_path, fake_env, monkeypatch, capsys):
    pytest.importorskip("matplotlib", reason=f"install it: {pip_install_command(MATPLOTLIB)}")
    monkeypatch.setattr(timeline, "SAMPLE_EVERY", 0.0)
    campaign(tmp_path / "out", 8)
    png = tmp_path / "progress.png"
    assert main(["plot", str(tmp_path / "out"), "--out", str(png)]) == 0
    assert png.read_bytes()[:8] == PNG_MAGIC and png.stat().st_size > 10_000
    assert main(["plot", str(tmp_path / "nothing")]) == 2
    assert "no samples to plot" in capsys.readouterr().err


def test_plot_without_matplotlib_names_the_install_command(tmp_path, fake_env, monkeypatch, capsys):
    campaign(tmp_path / "out", 4)
    monkeypatch.setitem(__import__("sys").modules, "matplotlib", None)  # import fails
    assert main(["plot", str(tmp_path / "out")]) == 2
    assert pip_install_command(MATPLOTLIB) in capsys.readouterr().err


def test_a_merge_keeps_the_timeline_and_unites_coverage(tmp_path, fake_env, monkeypatch):
    monkeypatch.setattr(timeline, "SAMPLE_EVERY", 0.0)
    shards = [campaign(tmp_path / f"shard-{k}", 16, shard=(k, 2)) for k in range(2)]
    merged = merge([tmp_path / "shard-0", tmp_path / "shard-1"], tmp_path / "merged")
    assert merged["timeline"][-1]["kernels"] == 16
    assert merged["timeline"] == timeline.merged_timeline([s["timeline"] for s in shards])
    union = set()
    for k in range(2):
        union |= set(
            json.loads((tmp_path / f"shard-{k}" / "coverage.json").read_text())["op_dtypes"]
        )
    united = json.loads((tmp_path / "merged" / "coverage.json").read_text())
    assert set(united["op_dtypes"]) == union
    assert merged["time_split"]["check"] == pytest.approx(
        sum(s["time_split"]["check"] for s in shards), abs=0.02
    )
