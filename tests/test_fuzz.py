"""Tests of the fuzzer itself: generator, harness classification, crash isolation, campaigns.

The campaign tests use the deliberately broken test-double backends of fuzz/fake_backends
(registered through $UOPCHECK_EXTRA_BACKENDS, the only way they enter the pipeline), so
findings exist after a handful of examples and no compiler is needed.
"""

from __future__ import annotations

import concurrent.futures
import json
import math
import multiprocessing
import os
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import fake_backends
from fuzz.campaign import BATCH, CampaignSpec, shard_indices
from fuzz.fake_backends import environment
from fuzz.generate import generate_case
from fuzz.harness import (
    FuzzConfig,
    classify,
    enumerate_configs,
    load_inputs,
    run_one,
    save_inputs,
)
from fuzz.strategies import _KernelDrawer, _sampled_from, kernels
from fuzz.worker import Outcome, Task, WorkerPool, _compile_units
from refimpl.backends.base import Args, Options
from refimpl.compare import compare_outputs
from refimpl.compile import lower
from refimpl.dtypes import bool_, f32, i32
from refimpl.inputs import make_args
from refimpl.oracle import run_oracle
from refimpl.text import parse
from refimpl.verify import verify

ROOT = Path(__file__).resolve().parents[1]
FAKES = environment("wrong", "abort", "segv", "hang")


@pytest.fixture(scope="module")
def fake_env():
    with fake_backends.installed(FAKES) as fakes:
        yield fakes


@pytest.fixture(scope="module")
def pool(fake_env):
    with WorkerPool(1, run_timeout=3.0) as p:
        yield p


# --- the generator -----------------------------------------------------------------------


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kernels())
def test_generated_kernels_verify_and_run_on_the_oracle(kernel):
    verify(kernel)
    run_oracle(lower(kernel), make_args(kernel, 0))  # never an OracleError: indices in bounds


@settings(max_examples=10, derandomize=True, database=None, deadline=None)
@given(st.data())
def test_a_gate_computed_from_data_never_chooses_the_index(data):
    """[poison-control]: a gate computed from data may be unspecified (a NaN cast to an int,
    compared), so a gated load must not pick its index with it. The drawer here always
    draws a gated load, a data gate (an unspecified one) and asks for the far index."""
    drawer = _KernelDrawer(data.draw)
    nan_as_int = drawer.kb.cast(drawer.kb.const(f32, float("nan")), i32)
    unspecified = drawer.kb.cmplt(nan_as_int, 0)
    drawer.operand = lambda dtype: unspecified if dtype == bool_ else drawer.leaf(dtype)
    forced = ("gated", "data")
    drawer.choose = lambda options, label=None: (
        next((f for f in forced if f in options), None)
        or _KernelDrawer.choose(drawer, options, label)
    )
    drawer.maybe = lambda: True
    drawer.store(drawer.load(i32))
    kernel = drawer.finish()
    run_oracle(lower(kernel), make_args(kernel, 0))  # raised OracleError before the fix


def _roundtrips(kernel) -> bool:
    text = str(kernel)
    try:
        return str(parse(text)) == text
    except Exception:
        return False


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kernels())
def test_generated_kernels_print_parse_round_trip(kernel):
    assert _roundtrips(kernel), str(kernel)


def test_generated_campaign_kernels_round_trip():
    """Campaign kernels (as the fuzzer draws them) print, parse and print unchanged."""
    cases = [generate_case(7, i) for i in range(30)]
    assert all(_roundtrips(c.kernel) for c in cases)


def test_generation_is_deterministic_per_example():
    a, b = generate_case(3, 5), generate_case(3, 5)
    assert str(a.kernel) == str(b.kernel) and a.input_seed == b.input_seed
    kernels_seen = {str(generate_case(3, i).kernel) for i in range(8)}
    assert len(kernels_seen) >= 6


@pytest.mark.parametrize(
    "options, alike",
    [
        ([0, 1], [False, True]),
        ([0.0, 1.0], [-0.0, 1.0]),
        ([1, 2], [1.0, 2.0]),
        ([math.nan, 1.0], [-math.nan, 1.0]),
    ],
    ids=["int-bool", "signed-zero", "int-float", "nan-sign"],
)
def test_a_choice_is_drawn_from_its_own_options_not_from_equal_ones(options, alike):
    """The generator keeps one sampled_from strategy per choice list (fuzz/strategies.py
    _sampled_from). Lists that compare equal but hold other values must not share one, as
    they would in Hypothesis' own strategy cache."""

    @settings(max_examples=20, database=None)
    @given(st.data())
    def draws_only_its_own(data):
        for values in (options, alike):
            drawn = data.draw(_sampled_from(values))
            assert any(_same_bits(v, drawn) for v in values), (drawn, values)

    draws_only_its_own()
    assert _sampled_from(list(options)) is _sampled_from(list(options))  # one per list


def _same_bits(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return struct.pack("<d", a) == struct.pack("<d", b)
    return type(a) is type(b) and a == b


def test_an_example_is_the_same_kernel_in_every_process():
    """A campaign's example i is its seed's, wherever it is drawn: shards, resumes and
    replays from the seed rely on it. Two interpreters with different hash seeds (and
    addresses): generation must not follow a set's iteration order."""
    script = (
        "import hashlib; from fuzz.generate import generate_case; "
        "print(hashlib.sha256(''.join(str(generate_case(7, i).kernel) "
        "for i in range(60)).encode()).hexdigest())"
    )
    digests = {
        subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2")
    }
    assert len(digests) == 1, digests


def test_generator_covers_every_dtype_and_width():
    dtypes, ops = set(), set()
    # campaign examples: deterministic, so this cannot flake; most are small chains (issue
    # 39.1), and the first to hold f32x4 and a register array is example 190
    for i in range(240):
        for node in generate_case(0, i).kernel.sink.toposort():
            dtypes.add(str(node.dtype))
            ops.add(node.op.name)
    for name in ("bool", "i8", "u16", "i64", "u64", "f16", "f32", "f64", "f32x4", "i8x16"):
        assert name in dtypes, name
    for op in ("RANGE", "REG", "CAST", "BITCAST", "GEP", "VECTORIZE", "WHERE"):
        assert op in ops, op


def test_shards_do_not_overlap():
    count = 50
    shards = [
        set(shard_indices(CampaignSpec(Path("."), count=count, shard=(k, 3)))) for k in range(3)
    ]
    assert set().union(*shards) == set(range(count))
    assert sum(map(len, shards)) == count


# --- the harness --------------------------------------------------------------------------


def test_wrong_runner_is_a_mismatch_with_the_right_elements():
    case = generate_case(11, 2)
    kernel = case.kernel
    args = make_args(kernel, case.input_seed)
    expected = run_oracle(lower(kernel), args)
    actual = {k: v.copy() for k, v in expected.buffers.items()}
    buffer = kernel.outputs()[0].arg[1]
    care = np.flatnonzero(~expected.dont_care[buffer])
    assert care.size, "the example must have a compared element"
    index = int(care[0])
    values = actual[buffer]
    if values.dtype == np.bool_:
        values[index] = ~values[index]
    elif values.dtype.kind in "iu":
        values[index] = values[index] ^ 1
    else:
        values[index] = 0.5 if values[index] != 0.5 else 0.25
    outcome = Outcome(0, "ok", [actual])
    finding = classify(kernel, "c/native", outcome, expected, args)
    assert finding is not None and finding.cls == "mismatch"
    wrong = finding.details["wrong"][buffer]
    assert wrong["count"] == 1 and wrong["elements"][0]["index"] == index


def test_saved_inputs_keep_narrow_float_buffers(tmp_path):
    """A reproducer's bf16 and fp8 buffers load back as themselves (.npz alone stores
    ml_dtypes arrays as raw void bytes, which the oracle rejects)."""
    from refimpl.backends.base import Args
    from refimpl.dtypes import numpy_dtype

    # every narrow format: ml_dtypes gives f8e5m2 kind "f", the others kind "V"
    narrow = ("bf16", "f8e4m3", "f8e5m2")
    buffers = {name: np.linspace(-2, 2, 5).astype(numpy_dtype(name)) for name in narrow}
    args = Args({**buffers, "plain": np.arange(3, dtype=np.int16)}, {"n": 2})
    save_inputs(tmp_path / "inputs.npz", args)
    loaded = load_inputs(tmp_path / "inputs.npz")
    for name, values in args.buffers.items():
        assert loaded.buffers[name].dtype == values.dtype, name
        assert loaded.buffers[name].tobytes() == values.tobytes(), name
    assert loaded.vars == args.vars


def test_the_callers_work_overlaps_the_workers(pool):
    """WorkerPool.run does `meanwhile` once, after the batch is sent (the campaign draws
    its next examples then), and the outcomes are what they are without it."""
    kernel = generate_case(3, 0).kernel
    args = make_args(kernel, 0)
    options = FuzzConfig("c", None, "native").options()
    task = Task(0, str(kernel), "c", options, "native", [args])
    worker_busy = []

    def meanwhile():  # the worker reports progress on the batch it was sent
        worker_busy.append(pool.workers[0].conn.poll(10))

    overlapped = pool.run([task], meanwhile)[0]
    alone = pool.run([task])[0]
    assert worker_busy == [True]
    assert overlapped.status == alone.status == "ok", (overlapped, alone)
    for name, values in alone.outputs[0].items():
        assert overlapped.outputs[0][name].tobytes() == values.tobytes(), name


NARROW_CONSTANTS = """\
kernel narrow_constants(%h: bf16[16], %q: f8e4m3[16], %e: f8e5m2[16])
  %i = range i32 16
    %x = load bf16 %h[%i]
    %y = mul bf16 %x, 1.5
    store %h[%i], %y
    %a = load f8e4m3 %q[%i]
    %b = add f8e4m3 %a, -0.0625
    store %q[%i], %b
    %c = load f8e5m2 %e[%i]
    %d = max f8e5m2 %c, 57344.0
    store %e[%i], %d
  end %i
"""


NARROW_AS_BITS = [
    FuzzConfig("c", None, "native"),
    FuzzConfig("llvm", None, "native"),
    FuzzConfig("x86", "x86-64-v2", "unicorn"),
]


def _run_narrow_constants_in_a_fresh_pool(args: Args) -> tuple[list[Outcome], str]:
    """The outcomes, and the worker's memory map, of a pool told it runs the reference
    backends only (its fork server then leaves ml_dtypes out)."""
    tasks = [
        Task(i, NARROW_CONSTANTS, c.backend, c.options(), c.executor, [args])
        for i, c in enumerate(NARROW_AS_BITS)
    ]
    with WorkerPool(1, backends={c.backend for c in NARROW_AS_BITS}) as fresh:
        outcomes = fresh.run(tasks)
        return outcomes, Path(f"/proc/{fresh.workers[0].process.pid}/maps").read_text()


def test_workers_run_narrow_floats_as_bits_without_importing_ml_dtypes():
    """bf16/fp8 buffers travel to a worker as their bits and the reference backends run them
    so (their code reads them as bits): ml_dtypes' import is half a second of a worker's
    start. The outputs come back with the inputs' types and agree with the oracle."""
    kernel = parse(NARROW_CONSTANTS)
    args = make_args(kernel, 0)
    expected = run_oracle(lower(kernel), args)
    # in a new interpreter, whose first pool starts the fork server: this process's may have
    # been started by a pool that preloads ml_dtypes
    spawn = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=spawn) as elsewhere:
        outcomes, mapped = elsewhere.submit(_run_narrow_constants_in_a_fresh_pool, args).result()
    for config, outcome in zip(NARROW_AS_BITS, outcomes, strict=True):
        assert outcome.status == "ok", (config.id, outcome)
        actual = Args(outcome.outputs[0])
        assert [a.dtype for a in actual.buffers.values()] == [
            a.dtype for a in args.buffers.values()
        ]
        report = compare_outputs(kernel, expected, actual, inputs=args)
        assert report.ok, (config.id, report)
    assert "ml_dtypes" not in mapped, "the worker imported ml_dtypes"


@pytest.mark.parametrize("behaviour, cls, detail", [
    ("wrong", "mismatch", None), ("abort", "crash", "SIGABRT"), ("segv", "crash", "SIGSEGV"),
    ("hang", "timeout", None),
])  # fmt: skip
def test_fake_backends_become_findings(pool, behaviour, cls, detail):
    config = FuzzConfig(behaviour, None, "native")
    if behaviour == "hang":  # the timeout is what is tested: no need to wait 3 s for it
        with WorkerPool(1, run_timeout=0.5) as quick:
            result = run_one(generate_case(1, 3), [config], quick)
    else:
        result = run_one(generate_case(1, 3), [config], pool)
    found = [f for f in result.findings if f.config != "text"]  # text bugs are not at issue
    assert [f.cls for f in found] == [cls]
    if detail:
        assert found[0].op == detail


def test_a_crash_does_not_lose_the_rest_of_the_batch(pool):
    text = (ROOT / "golden" / "kernels" / "cumsum.kernel").read_text()
    args = [make_args(parse(text), 0)]
    tasks = [
        Task(i, text, backend, FuzzConfig(backend, None, "native").options(), "native", args)
        for i, backend in enumerate(["wrong", "segv", "wrong"])
    ]
    outcomes = pool.run(tasks)
    assert [o.status for o in outcomes] == ["ok", "crash", "ok"]
    assert outcomes[1].signal == signal.SIGSEGV


def test_a_pool_hands_out_one_batch_per_compile_and_splits_for_idle_workers():
    """The executors of one compile (backend and options) stay together, in order; with
    fewer compiles than workers the largest batch is halved until every worker has one."""
    v3, v2 = Options(target="x86-64-v3"), Options(target="x86-64-v2")
    tasks = [
        Task(i, "", backend, options, executor, [])
        for i, (backend, options, executor) in enumerate([
            ("x86", v3, "native"), ("x86", v3, "guarded"), ("c", v3, "native"),
            ("x86", v2, "unicorn"), ("x86", v3, "native"), ("x86", v2, "native"),
        ])
    ]  # fmt: skip
    ids = lambda batches: [[t.task_id for t in batch] for batch in batches]  # noqa: E731
    assert ids(_compile_units(tasks, 2)) == [[0, 1, 4], [2], [3, 5]]
    assert ids(_compile_units(tasks[:2], 2)) == [[0], [1]]
    assert ids(_compile_units([tasks[2]] * 5, 3)) == [[2, 2], [2], [2, 2]]
    assert ids(_compile_units(tasks[:1], 4)) == [[0]]
    assert _compile_units([], 2) == []


def test_a_pool_sends_the_batches_that_took_longest_last_time_first(pool):
    """By seconds per task of each compile, times its tasks; a compile not timed yet first."""
    v3, v2 = Options(target="x86-64-v3"), Options(target="x86-64-v2")
    tasks = [
        Task(i, "", backend, options, executor, [])
        for i, (backend, options, executor) in enumerate([
            ("x86", v3, "native"), ("x86", v3, "guarded"), ("c", v3, "native"),
            ("x86", v2, "unicorn"), ("llvm", v3, "native"),
        ])
    ]  # fmt: skip
    ids = lambda batches: [[t.task_id for t in batch] for batch in batches]  # noqa: E731
    timed = {("x86", v3): 0.1, ("c", v3): 0.3, ("x86", v2): 0.05}
    assert ids(_compile_units(tasks, 2, timed)) == [[4], [2], [0, 1], [3]]
    # the pool keeps what each compile's last batch took, as its worker timed it
    text = (ROOT / "golden" / "kernels" / "cumsum.kernel").read_text()
    options = FuzzConfig("wrong", None, "native").options()
    pool.seconds_per_task.pop(("wrong", options), None)
    pool.run([Task(0, text, "wrong", options, "native", [make_args(parse(text), 0)])])
    assert 0 < pool.seconds_per_task["wrong", options] < 60


def test_configs_pick_up_every_available_backend(fake_env):
    configs, skipped = enumerate_configs()
    ids = {c.id for c in configs} | set(skipped)
    assert "c/native" in ids and "wrong/native" in ids


# --- campaigns: kill -9, resume, replay ----------------------------------------------------


# three harness batches: the kill lands after the first is on disk, before the last (24 was
# three batches of 8; with 16 a batch, a run could finish before the kill, seen once in CI)
COUNT = 3 * BATCH


def _campaign(out: Path, *extra: str) -> subprocess.Popen:
    # nearly every kernel is a new finding on the wrong backend, saved as found (no shrink)
    # so that the campaign takes seconds; shrinking itself is tested in test_findings
    env = {**os.environ, "UOPCHECK_EXTRA_BACKENDS": FAKES}
    options = f"--count {COUNT} --seed 5 --backends wrong --shrink-time 0"
    command = [sys.executable, "-m", "fuzz", "campaign", *options.split(), "--out", str(out)]
    command += extra
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )


def test_killed_campaign_resumes_without_losing_findings(tmp_path):
    out = tmp_path / "run"
    first = _campaign(out)
    findings = out / "findings"
    deadline = time.monotonic() + 30
    while not (out / "state.json").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    first.kill()  # SIGKILL mid-run
    first.wait()
    before = {p.name for p in findings.iterdir() if not p.name.startswith(".")}
    state = json.loads((out / "state.json").read_text())
    done_before = sum(b - a + 1 for a, b in state["done"])
    assert before and 0 < done_before < COUNT
    second = _campaign(out)
    output, _ = second.communicate(timeout=60)
    assert second.returncode == 0, output
    after = {p.name for p in findings.iterdir() if not p.name.startswith(".")}
    assert before <= after
    summary = json.loads((out / "report.json").read_text())
    assert summary["examples"] == COUNT
    assert summary["examples_this_run"] == COUNT - done_before
    assert sum(summary["findings_by_class"].values()) == len(after)
    assert summary["findings_by_class"]["mismatch"] >= 1

    finding = findings / next(name for name in sorted(after) if name.startswith("mismatch"))
    assert (finding / "kernel.kernel").exists() and (finding / "inputs.npz").exists()
    env = {**os.environ, "UOPCHECK_EXTRA_BACKENDS": FAKES}
    replay = subprocess.run(
        [sys.executable, "-m", "fuzz", "replay", str(finding)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert replay.returncode == 1, replay.stdout + replay.stderr
    assert "reproduces" in replay.stdout


def test_the_report_says_where_the_workers_time_went(tmp_path, monkeypatch):
    """report.json and report.md list each compile (backend, target, convention) with its
    executors, the kernels it built this run and the workers' seconds on it, dearest first."""
    from fuzz.campaign import run_campaign

    # a cache of its own: kernels another test compiled would come from disk in ~0 s
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path / "cache"))

    # every config on every kernel (tests/test_rotation.py: what a rotating one counts)
    spec = CampaignSpec(
        tmp_path / "run", seed=2, count=4, backends=["c", "llvm"], jobs=1, rotate=False
    )
    rows = run_campaign(spec)["worker_time_this_run"]
    assert sorted(r["compile"] for r in rows) == ["c", "llvm", "llvm/win64"]
    assert all(r["executors"] == ["native"] and r["kernels"] == 4 for r in rows)
    assert all(r["seconds"] > 0 for r in rows)
    assert [r["seconds"] for r in rows] == sorted((r["seconds"] for r in rows), reverse=True)
    assert abs(sum(r["share"] for r in rows) - 100) < 0.5
    report = (spec.out / "report.md").read_text()
    assert "## Worker time by compile (this run)" in report
    assert "| llvm/win64 | native | 4 |" in report


def test_a_campaign_keeps_its_compiled_code_apart_from_the_suites(tmp_path, monkeypatch):
    """A campaign's kernels are new, so its thousands of compiled entries would only evict,
    from the capped caches, the entries a warm suite needs again. Its workers compile into
    $UOPCHECK_CACHE/fuzz/ instead; the suite's directories stay as they were."""
    from fuzz.campaign import run_campaign

    cache = tmp_path / "cache"
    monkeypatch.setenv("UOPCHECK_CACHE", str(cache))
    spec = CampaignSpec(tmp_path / "run", seed=3, count=2, backends=["c", "x86"], jobs=1)
    run_campaign(spec)
    for kind in ("c", "x86"):
        assert not list((cache / kind).glob("*")), f"the campaign wrote into {kind}/"
        assert list((cache / "fuzz" / kind).glob("*")), f"nothing compiled into fuzz/{kind}/"


def test_campaigns_fuzz_the_win64_configs_natively():
    """Each backend that gives a kernel the Windows x64 convention is fuzzed with it on the
    native executor (fuzz.harness.OTHER_ABI_EXECUTORS); its configs' ids name the convention
    and read back."""
    from refimpl.compile import unavailable

    configs, skipped = enumerate_configs(["x86", "llvm"])
    win64 = {c.id for c in configs if c.abi == "win64"}
    expected = {
        FuzzConfig(b, t, "native", "win64")
        for b, t in (("x86", "x86-64-v3"), ("x86", "x86-64-v2"), ("llvm", None))
    }
    runnable = {c.id for c in expected if not unavailable(c.backend, c.options(), "native")}
    assert win64 == runnable and runnable, (win64, skipped)
    for config in configs:
        assert FuzzConfig.from_id(config.id) == config
    assert FuzzConfig.from_id("x86/x86-64-v3/native/win64").options().abi == "win64"


def test_a_win64_config_runs_a_campaign_case_without_findings(pool):
    config = FuzzConfig("x86", "x86-64-v3", "native", "win64")
    result = run_one(generate_case(2, 1), [config], pool)
    assert result.invalid is None and not result.findings, result.findings
