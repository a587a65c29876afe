"""The fuzzer on external backends: reference backends beside them, capabilities honoured.

With the test doubles of fuzz/fake_backends/external.py (registered through
$UOPCHECK_EXTRA_BACKENDS, marked `external = True`) and `exact` (the oracle's answer) as
the reference backend, so no compiler is needed: two external backends sharing a wrong
answer make one `external-frontend` finding, one wrong alone a `mismatch` on it; a kernel a
backend's capabilities exclude is skipped on it with a counted reason and never filed; a
waived [no-contract] is compared under the tolerance and counted on its own line; a backend
with a kernel optimizer gets most kernels in the form its optimizer takes, and the report
counts the path each kernel took on it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from fuzz import fake_backends
from fuzz.campaign import CampaignSpec, run_campaign
from fuzz.fake_backends import external
from fuzz.harness import FuzzConfig, check_cases
from fuzz.merge import MERGED_FIELDS, MergeError, merge
from fuzz.strategies import FuzzCase
from fuzz.worker import WorkerPool
from refimpl.text import parse

ROOT = Path(__file__).resolve().parents[1]
FAKES = ",".join(
    [
        fake_backends.environment("exact"),
        external.environment(
            "shared_a", "shared_b", "honest", "narrow", "nudged_waived", "nudged", "optimizing"
        ),
    ]
)


@pytest.fixture(scope="module")
def fake_env():
    with fake_backends.installed(FAKES) as fakes:
        yield fakes


@pytest.fixture(scope="module")
def pool(fake_env):
    with WorkerPool(1, run_timeout=5.0) as p:
        yield p


def campaign(
    tmp_path: Path, backends: list[str], reference: list[str] | None, count: int = 4, seed: int = 3
):
    spec = CampaignSpec(
        out=tmp_path / "out",
        seed=seed,
        count=count,
        backends=backends,
        reference=reference,
        shrink_time=0.5,  # exercised, bounded: findings are classified before shrinking
    )
    return spec, run_campaign(spec)


def test_reference_backends_default_to_c_only_for_external_selections(fake_env):
    out = Path("/nonexistent")
    assert CampaignSpec(out, backends=["shared_a", "shared_b"]).all_backends() == [
        "shared_a",
        "shared_b",
        "c",
    ]
    assert CampaignSpec(out, backends=["shared_a", "x86"]).reference_backends() == []
    assert CampaignSpec(out, backends=["c", "llvm"]).reference_backends() == []
    assert CampaignSpec(out).all_backends() is None
    assert CampaignSpec(out, backends=["shared_a"], reference=[]).reference_backends() == []
    assert "reference" not in CampaignSpec(out, backends=["c"]).key()  # old states resume


def test_shared_wrong_answer_is_one_external_frontend_finding(tmp_path, fake_env):
    spec, summary = campaign(tmp_path, ["shared_a", "shared_b"], ["exact"])
    assert summary["reference_backends"] == ["exact"]
    assert set(summary["findings_by_class"]) == {"external-frontend"}, summary["findings"]
    for f in summary["findings"]:
        assert f["config"] == "shared_a/native+shared_b/native"
    report = (spec.out / "report.md").read_text()
    assert "## Findings by backend and class" in report
    assert "### shared_a + shared_b" in report
    assert "- external-frontend:" in report
    assert "reference backends (run to classify the external backends' findings): exact" in report


def test_external_frontend_finding_replays(tmp_path, fake_env):
    spec, summary = campaign(tmp_path, ["shared_a", "shared_b"], ["exact"], count=1)
    (finding,) = summary["findings"][:1]
    done = subprocess.run(
        [sys.executable, "-m", "fuzz", "replay", finding["path"]],
        cwd=ROOT,
        env={**os.environ, "UOPCHECK_EXTRA_BACKENDS": FAKES},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"replay: reproduces ({finding['signature']})" in done.stdout


def test_one_external_backend_wrong_alone_is_a_mismatch_on_it(tmp_path, fake_env):
    spec, summary = campaign(tmp_path, ["shared_a", "honest"], ["exact"])
    assert set(summary["findings_by_class"]) == {"mismatch"}, summary["findings"]
    assert {f["config"] for f in summary["findings"]} == {"shared_a/native"}
    report = (spec.out / "report.md").read_text()
    assert "### shared_a\n" in report


def test_kernels_outside_capabilities_are_skipped_with_a_counted_reason(tmp_path, fake_env):
    """`narrow` is wrong on everything but claims no kernel with a parameter: nothing filed."""
    spec, summary = campaign(tmp_path, ["narrow", "honest"], ["exact"])
    assert summary["findings"] == []
    (reason, kernels), *rest = summary["capability_skips"].items()
    assert not rest, "one reason per limit, whatever each kernel's parameter count"
    assert reason == "narrow: N parameters, at most 0 supported"
    assert kernels == summary["examples"] - summary["invalid_kernels"]
    assert (
        f"- skipped as unsupported: {kernels} kernel(s) on {reason}"
        in (spec.out / "report.md").read_text()
    )


def test_a_backend_with_an_optimizer_gets_kernels_it_optimizes_and_the_paths_are_counted(
    tmp_path, fake_env
):
    """Capabilities.optimizes_kernels makes the campaign draw most kernels in the
    pre-optimizer form; Backend.path's answers are counted, so a campaign whose optimizer
    never ran would say so."""
    spec, summary = campaign(tmp_path, ["optimizing"], ["exact"], count=24)
    assert summary["vocabulary"] == {"pre_optimizer": True}
    paths = summary["paths"]
    assert set(paths) <= {"optimizing: optimizer", "optimizing: optimizer skipped"}, paths
    assert sum(paths.values()) == summary["examples"] - summary["invalid_kernels"]
    assert paths["optimizing: optimizer"] > paths.get("optimizing: optimizer skipped", 0)
    report = (spec.out / "report.md").read_text()
    assert f"- path: {paths['optimizing: optimizer']} kernel(s) on optimizing: optimizer" in report


MULACC = parse("""
kernel contracted(%out: f32[4], %a: f32[4], %b: f32[4], %c: f32[4])
  %i = range i32 4
    %x = load f32 %a[%i]
    %y = load f32 %b[%i]
    %z = load f32 %c[%i]
    %r = mulacc f32 %x, %y, %z
    store %out[%i], %r
  end %i
""")


def test_a_waived_rule_uses_the_tolerance_and_is_counted(pool):
    configs = [FuzzConfig(b, None, "native") for b in ("nudged_waived", "nudged", "exact")]
    (result,) = check_cases([FuzzCase(MULACC, 1)], configs, pool)
    assert [(f.cls, f.config) for f in result.findings] == [("mismatch", "nudged/native")]
    assert dict(result.waived) == {"nudged_waived: [no-contract]": 1}


def test_a_waived_rule_is_reported_on_its_own_line(tmp_path, fake_env):
    """Example 1 of seed 1244 is contractible (with small-first kernels, about one in 300
    is; example 0 is an enumerated chain): one ulp off is no finding where [no-contract] is
    waived, and a mismatch where it is not."""
    spec, summary = campaign(tmp_path, ["nudged_waived", "nudged"], ["exact"], count=2, seed=1244)
    assert summary["waived"] == {"nudged_waived: [no-contract]": 1}
    assert {f["config"] for f in summary["findings"]} == {"nudged/native"}
    report = (spec.out / "report.md").read_text()
    line = "- waived rule, compared under the [fast-math] tolerance: 1 kernel(s) on "
    assert line + "nudged_waived: [no-contract]" in report


def test_a_merge_adds_up_the_shards_skips_waivers_and_paths(tmp_path, fake_env):
    """The nightly report is a merge of shards: each count is every shard's, not the first's."""
    shards = []
    for k in range(2):
        spec = CampaignSpec(
            out=tmp_path / f"shard-{k}",
            seed=1,  # a contractible kernel only in shard 1: a merge must not keep shard 0's
            count=8,
            shard=(k, 2),
            backends=["narrow", "optimizing", "nudged_waived"],
            reference=["exact"],
            shrink_time=0.0,
        )
        shards.append(run_campaign(spec))
    assert all(s["capability_skips"] and s["paths"] for s in shards)
    assert shards[1]["waived"] and not shards[0]["waived"]
    merged = merge([tmp_path / "shard-0", tmp_path / "shard-1"], tmp_path / "merged")
    for key in ("capability_skips", "waived", "paths"):
        assert merged[key] == dict(sum((Counter(s[key]) for s in shards), Counter())), key
    built = Counter()
    for shard in shards:
        built.update({row["compile"]: row["kernels"] for row in shard["worker_time_this_run"]})
    assert {row["compile"]: row["kernels"] for row in merged["worker_time_this_run"]} == built
    assert merged["reference_backends"] == ["exact"]
    assert merged["vocabulary"] == shards[0]["vocabulary"] == {"pre_optimizer": True}
    computed_by_merge = {"seed", "shard", "budget", "elapsed", "examples", "examples_this_run"}
    computed_by_merge |= {"configs_run", "configs_skipped", "findings_by_class", "findings"}
    computed_by_merge |= {"shrinking"}  # from the merged folders
    assert set(shards[0]) - computed_by_merge == set(MERGED_FIELDS), "a field merge forgets"
    report = (tmp_path / "merged" / "report.md").read_text()
    (reason, kernels), *_ = merged["capability_skips"].items()
    assert f"- skipped as unsupported: {kernels} kernel(s) on {reason}" in report


def test_a_merge_counts_the_kernels_of_two_vocabularies_apart(tmp_path, fake_env, capsys):
    """Example i of a seed is another kernel when the backends claim another vocabulary (an
    optimizer's pre-optimizer form): such folders are refused like mixed seeds and, when
    allowed, each one's examples count, not their shared indices once."""
    for name, backend in (("everything", "honest"), ("pre-optimizer", "optimizing")):
        spec = CampaignSpec(
            out=tmp_path / name,
            seed=1,
            count=4,
            backends=[backend],
            reference=["exact"],
            shrink_time=0.0,
        )
        assert run_campaign(spec)["examples"] == 4
    folders = [tmp_path / "everything", tmp_path / "pre-optimizer"]
    with pytest.raises(MergeError, match="vocabular"):
        merge(folders, tmp_path / "refused")
    assert not (tmp_path / "refused" / "report.json").exists()
    merged = merge(folders, tmp_path / "merged", allow_mixed_seeds=True, warn=print)
    assert "vocabular" in capsys.readouterr().out
    assert merged["examples"] == 8
    again = merge(
        [tmp_path / "merged", tmp_path / "everything"],
        tmp_path / "again",
        allow_mixed_seeds=True,
        warn=print,
    )
    assert again["examples"] == 8, "a merged folder keeps its examples apart by vocabulary"


def test_a_campaign_does_not_resume_examples_of_another_vocabulary(tmp_path, fake_env):
    """A re-run resumes only the kernels it would draw: when the backends now claim another
    vocabulary (here: the state says so), the state is refused, nothing is counted."""
    spec = CampaignSpec(
        out=tmp_path / "out",
        seed=1,
        count=2,
        backends=["honest"],
        reference=["exact"],
        shrink_time=0.0,
    )
    assert run_campaign(spec)["examples"] == 2
    state_path = tmp_path / "out" / "state.json"
    state = json.loads(state_path.read_text())
    assert state["vocabulary"] is None  # honest claims everything
    state["vocabulary"] = {"pre_optimizer": True}
    state_path.write_text(json.dumps(state))
    with pytest.raises(SystemExit, match="pre_optimizer"):
        run_campaign(spec)
    assert json.loads(state_path.read_text()) == state


def test_a_capability_skip_is_counted_per_limit_not_per_kernel_size(monkeypatch):
    """Each refusal names the kernel's own count; the campaign counts it under the limit it
    meets, so its report has one line per limit (a TVM campaign's listed 31 node counts)."""
    from fuzz import harness
    from refimpl.backends.base import ALL_DTYPES, Capabilities

    limits = {
        "few-nodes": Capabilities(dtypes=ALL_DTYPES, max_nodes=4),
        "small-registers": Capabilities(dtypes=ALL_DTYPES, max_register_bytes=4),
    }
    monkeypatch.setattr(harness, "capabilities_of", limits.get)
    copy = "  %v{k} = load f32x4 %x[0]\n  store %out[0], %v{k}\n"
    header = "kernel k(%out: f32[4], %x: f32[4])\n"
    kernels = [parse(header + "".join(copy.format(k=k) for k in range(n))) for n in (2, 3)]
    reasons = {harness.capability_skip(k, "few-nodes") for k in kernels}
    assert reasons == {"kernel of N nodes exceeds the backend's limit of 4 nodes"}, reasons
    register = (
        "kernel r(%out: f32[1])\n  %acc = reg f32[{n}]\n  %z = load f32 %acc[0]\n"
        "  store %out[0], %z\n"
    )
    kernels = [parse(register.format(n=n)) for n in (2, 3)]
    reasons = {harness.capability_skip(k, "small-registers") for k in kernels}
    assert reasons == {"a register array of N bytes, at most 4 supported"}, reasons
