"""A campaign's rotating sample: a config that repeats another's compile with only the
calling convention or the executor (an emulating one) changed runs one example in ROTATION,
and the report says which."""

from __future__ import annotations

from fuzz.campaign import ROTATION, CampaignSpec, rotating, run_campaign, runs_on
from fuzz.harness import FuzzConfig

WIN64 = FuzzConfig("llvm", None, "native", "win64")
SYSV = FuzzConfig("llvm", None, "native", "sysv")
LLVM = [SYSV, WIN64]
V2 = {
    e: FuzzConfig("x86", "x86-64-v2", e, "sysv") for e in ("native", "guarded", "qemu", "unicorn")
}


def test_the_other_conventions_and_the_emulating_executors_rotate():
    assert rotating(WIN64, LLVM) and not rotating(SYSV, LLVM)
    configs = list(V2.values())
    assert [e for e, c in V2.items() if rotating(c, configs)] == ["qemu", "unicorn"]


def test_a_repeat_runs_every_example_when_nothing_else_runs_its_compile():
    """On a machine without AVX2 the v3 code runs under qemu only: it must see every kernel."""
    v3_qemu = FuzzConfig("x86", "x86-64-v3", "qemu", "sysv")
    assert not rotating(v3_qemu, [v3_qemu, *V2.values()])
    assert not rotating(WIN64, [WIN64])


def test_a_rotating_config_runs_about_one_example_in_rotation(tmp_path):
    spec = CampaignSpec(tmp_path, seed=5)
    ran = [i for i in range(4000) if runs_on(spec, i, WIN64, LLVM)]
    assert abs(len(ran) / 4000 - 1 / ROTATION) < 0.03
    assert all(runs_on(spec, i, SYSV, LLVM) for i in range(200))
    # chains are the even examples: they are sampled as much as the random ones
    assert abs(sum(i % 2 == 0 for i in ran) / len(ran) - 0.5) < 0.05


def test_without_rotation_every_config_runs_every_example(tmp_path):
    spec = CampaignSpec(tmp_path, seed=5, rotate=False)
    assert all(runs_on(spec, i, WIN64, LLVM) for i in range(200))


def test_the_report_counts_what_each_rotating_config_ran(tmp_path):
    spec = CampaignSpec(tmp_path / "run", seed=7, count=24, backends=["llvm"], jobs=1)
    summary = run_campaign(spec)
    expected = sum(runs_on(spec, i, WIN64, LLVM) for i in range(24))
    assert 0 < expected < 24
    assert summary["rotated"] == {"llvm/native/win64": expected}
    worker_time = {row["compile"]: row["kernels"] for row in summary["worker_time_this_run"]}
    assert worker_time == {"llvm": 24, "llvm/win64": expected}
    report = (spec.out / "report.md").read_text()
    assert f"llvm/native/win64: {expected} of 24" in report
