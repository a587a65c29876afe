"""A campaign's rotating sample: a config that repeats another's compile with only the
calling convention changed runs one example in ROTATION, and the report says which."""

from __future__ import annotations

from fuzz.campaign import ROTATION, CampaignSpec, rotating, run_campaign, runs_on
from fuzz.harness import FuzzConfig

WIN64 = FuzzConfig("llvm", None, "native", "win64")
SYSV = FuzzConfig("llvm", None, "native", "sysv")


def test_only_the_other_conventions_rotate():
    assert rotating(WIN64) and not rotating(SYSV)


def test_a_rotating_config_runs_about_one_example_in_rotation(tmp_path):
    spec = CampaignSpec(tmp_path, seed=5)
    ran = [i for i in range(4000) if runs_on(spec, i, WIN64)]
    assert abs(len(ran) / 4000 - 1 / ROTATION) < 0.03
    assert all(runs_on(spec, i, SYSV) for i in range(200))
    # chains are the even examples: they are sampled as much as the random ones
    assert abs(sum(i % 2 == 0 for i in ran) / len(ran) - 0.5) < 0.05


def test_without_rotation_every_config_runs_every_example(tmp_path):
    spec = CampaignSpec(tmp_path, seed=5, rotate=False)
    assert all(runs_on(spec, i, WIN64) for i in range(200))


def test_the_report_counts_what_each_rotating_config_ran(tmp_path):
    spec = CampaignSpec(tmp_path / "run", seed=7, count=24, backends=["llvm"], jobs=1)
    summary = run_campaign(spec)
    expected = sum(runs_on(spec, i, WIN64) for i in range(24))
    assert 0 < expected < 24
    assert summary["rotated"] == {"llvm/native/win64": expected}
    worker_time = {row["compile"]: row["kernels"] for row in summary["worker_time_this_run"]}
    assert worker_time == {"llvm": 24, "llvm/win64": expected}
    report = (spec.out / "report.md").read_text()
    assert f"llvm/native/win64: {expected} of 24" in report
