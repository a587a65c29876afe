"""Tests that a finding is what it claims to be: its signature, its reproducer, its counts.

Each test pins one fault of issue 10 (campaigns and CLI that never lie):

- shrinking keeps the finding's full signature (class, config, op, dtype): a smaller kernel
  showing another bug is not its reproducer (item 3);
- one crash is one class on every executor; compile errors get signatures that separate
  distinct compiler failures (item 6);
- `fuzz merge` refuses missing folders and mixed seeds and counts each example once (item 7);
- reproducers are data only: replay never unpickles anything (item 9);
- `--shard auto` reads the shard from Kubernetes or Slurm (item 15).

Findings come from the test-double backends of fuzz/fake_backends/ (`twobugs`: wrong on
stored casts and on stored loads; `sigill` and `emusigill`: one illegal instruction, as
the process dies of it and as an emulator reports it), registered only through
$UOPCHECK_EXTRA_BACKENDS.
"""

from __future__ import annotations

import argparse
import json
import pickle
import shutil
import signal
import time
from pathlib import Path

import numpy as np
import pytest

import fuzz.campaign as campaign
import fuzz.harness as harness
from fuzz import fake_backends
from fuzz.__main__ import main as fuzz_main
from fuzz.__main__ import parse_shard
from fuzz.campaign import CampaignSpec, run_campaign
from fuzz.fake_backends import environment
from fuzz.findings import write_finding
from fuzz.generate import generate_case
from fuzz.harness import Finding, FuzzConfig, check_cases, classify, load_inputs
from fuzz.worker import Outcome, WorkerPool
from refimpl.compile import lower
from refimpl.inputs import make_args
from refimpl.oracle import run_oracle
from refimpl.text import ParseError, parse

CORPUS = Path(__file__).resolve().parents[1] / "golden" / "kernels"

FAKES = environment("twobugs", "sigill", "emusigill")
TWOBUGS = FuzzConfig("twobugs", None, "native")
SEED = 5  # examples 1 and 2 of seed 5 store a cast, examples 3, 5 and 8 a load


@pytest.fixture(scope="module")
def fake_env():
    with fake_backends.installed(FAKES) as fakes:
        yield fakes


@pytest.fixture(scope="module")
def pool(fake_env):
    with WorkerPool(1, run_timeout=5.0) as p:
        yield p


def _backend_findings(case, configs, pool) -> list[Finding]:
    return [f for f in check_cases([case], configs, pool)[0].findings if f.config != "text"]


def _report(path: Path) -> dict:
    return json.loads((path / "report.json").read_text())


def _reproduced_signatures(path: Path, configs, pool) -> set[str]:
    """Signatures the saved reproducer (kernel text + inputs) shows when run again."""
    kernel = parse((path / "kernel.kernel").read_text())
    found = harness.check_kernel_args(kernel, load_inputs(path / "inputs.npz"), configs, pool)
    return {f.signature for f in found}


# --- item 3: shrinking keeps the full signature --------------------------------------------


def _example_storing(op: str, pool) -> tuple[int, Finding]:
    """The first example of SEED whose only `twobugs` finding blames `op` (cast: bug A, load:
    bug B), found by looking, so the tests do not hang on what the generator draws."""
    for index in range(1, 80, 2):  # odd: random examples, not enumerated chains
        found = _backend_findings(generate_case(SEED, index), [TWOBUGS], pool)
        if len(found) == 1 and found[0].op == op:
            return index, found[0]
    raise AssertionError(f"no example of seed {SEED} stores a {op} alone")


def test_shrinking_keeps_the_bug(pool, tmp_path):
    """An example storing a cast (bug A) must not shrink to a stored load (bug B).
    The minimal signature may narrow the dtype (a vector cast to a scalar one) but keeps the
    class, config and op, and the saved reproducer shows it."""
    index, finding = _example_storing("cast", pool)
    spec = CampaignSpec(tmp_path, seed=SEED, shrink_time=5.0)
    seen: dict = {}
    path = campaign._record(spec, index, finding, [TWOBUGS], pool, seen, tmp_path / "findings")
    report = _report(path)
    assert report["signature"].split("|")[:3] == finding.signature.split("|")[:3], report
    assert report["original_signature"] == finding.signature
    assert report["signature"] in _reproduced_signatures(path, [TWOBUGS], pool)
    assert seen[finding.signature] == seen[report["signature"]] == path


def test_two_independent_bugs_each_get_their_own_reproducer(fake_env, tmp_path):
    # the even examples are enumerated chains, casts all (bug A); a random one of the first
    # twelve stores a load (bug B)
    spec = CampaignSpec(
        tmp_path / "run", seed=SEED, count=12, backends=["twobugs"], shrink_time=0.5
    )
    run_campaign(spec)
    state = json.loads((spec.out / "state.json").read_text())
    folders = [p for p in (spec.out / "findings").iterdir() if not p.name.startswith(".")]
    saved = {_report(p)["signature"] for p in folders}
    ops = {sig.split("|")[2] for sig in saved}
    assert {"cast", "load"} <= ops, saved
    assert set(state["occurrences"]) <= saved  # every signature seen has its own reproducer


def test_a_timed_campaign_ends_within_its_budget_shrinking_included(fake_env, tmp_path):
    """`--time` covers shrinking too: a finding met when the budget is nearly spent is
    shrunk for what is left (or saved as found), never for a whole --shrink-time past the
    budget, and the batch before the end is no bigger than what the budget has room for.
    The run ends within the budget plus about one kernel, its findings saved."""
    budget = 4.0
    spec = CampaignSpec(
        tmp_path / "run", seed=SEED, backends=["twobugs"], time_budget=budget, shrink_time=60.0
    )
    started = time.monotonic()
    summary = run_campaign(spec)
    took = time.monotonic() - started
    assert summary["elapsed"] <= budget + 1.5, summary["elapsed"]
    assert took <= budget + 5.0, took  # + starting and stopping the worker pool
    saved = [p for p in (spec.out / "findings").iterdir() if not p.name.startswith(".")]
    assert saved, "the campaign met the two bugs but saved nothing"
    state = json.loads((spec.out / "state.json").read_text())
    assert set(state["occurrences"]) <= {_report(p)["signature"] for p in saved}


# --- item 6: one bug, one class, on every executor -----------------------------------------


def test_an_emulated_crash_is_classified_like_a_native_one(pool):
    case = generate_case(SEED, 1)
    native, emulated = (
        FuzzConfig("sigill", None, "native"),
        FuzzConfig("emusigill", None, "unicorn"),
    )
    found = {f.config: f for f in _backend_findings(case, [native, emulated], pool)}
    a, b = found["sigill/native"], found["emusigill/unicorn"]
    assert (a.cls, a.op, a.dtype) == ("crash", "SIGILL", "-")
    assert (b.cls, b.op, b.dtype) == (a.cls, a.op, a.dtype), b
    assert b.details["signal"] == signal.SIGILL


def _outcome(status: str, error_type: str, message: str) -> Outcome:
    return Outcome(
        0,
        status,
        error_type=error_type,
        message=message,
        phase="compile" if status == "compile-error" else "run",
    )


@pytest.fixture(scope="module")
def oracle_case():
    case = generate_case(SEED, 1)
    args = make_args(case.kernel, case.input_seed)
    return case.kernel, run_oracle(lower(case.kernel), args), args


@pytest.mark.parametrize("error_type, message, cls", [
    ("Crashed", "refimpl.errors.Crashed: SIGFPE: integer division by zero "
     "by `idiv ecx` at code+0x1c", "crash"),
    ("TimedOut", "refimpl.errors.TimedOut: no result after 10 s; the runner "
     "process was killed", "timeout"),
    ("BudgetExceeded", "refimpl.errors.BudgetExceeded: instruction budget of "
     "1,000,000 exhausted", "timeout"),
    ("OutOfBounds", "refimpl.errors.OutOfBounds: write of 4 bytes at %out0+64 "
     "(element 16 of 16) by `movss dword ptr [rdi+0x40], xmm0` at code+0x8", "out-of-bounds"),
    ("Refused", "refimpl.errors.Refused: this executor runs x86-64-v2 code only",
     "emulator-refusal"),
])  # fmt: skip
def test_run_errors_are_classified_by_exception_type(oracle_case, error_type, message, cls):
    kernel, expected, args = oracle_case
    outcome = _outcome("run-error", error_type, message)
    finding = classify(kernel, "x86/x86-64-v2/unicorn", outcome, expected, args)
    assert finding.cls == cls, finding


def test_compile_error_signatures_separate_distinct_failures(oracle_case):
    kernel, expected, args = oracle_case

    def signature(error_type: str, message: str) -> str:
        outcome = _outcome("compile-error", error_type, message)
        return classify(kernel, "c/native", outcome, expected, args).signature

    internal = "cc1: internal compiler error: in convert_move, at expr.cc:219"
    allocator = "register allocator: no free register of class xmm at instruction 17"
    same_allocator = "register allocator: no free register of class xmm at instruction 42"
    crash = signature("RuntimeError", internal)
    ran_out = signature("AllocationError", allocator)
    assert crash != ran_out and "?|?" not in (crash[-3:], ran_out[-3:]), (crash, ran_out)
    assert signature("AllocationError", same_allocator) == ran_out  # still deduplicated
    assert signature("RuntimeError", allocator) != ran_out  # the exception type counts
    cast = signature("NotImplementedError", "no rule for cast f16 -> u64")
    sqrt = signature("NotImplementedError", "no rule for sqrt f64")
    assert cast != sqrt and cast.endswith("|f16") and sqrt.endswith("|f64")
    assert "|NotImplementedError:cast|" in cast


def test_a_c_compilers_message_is_one_signature_whatever_it_quotes(oracle_case):
    """tinygrad's clang rejecting one rendering bug (a constant's lanes read as pointer
    arithmetic) said it with each kernel's own types: 14 signatures in one campaign, two of
    them named after the English `and` and `cast` of clang's message."""
    kernel, expected, args = oracle_case

    def signature(message: str) -> str:
        outcome = _outcome("compile-error", "CompilerRejected", message)
        return classify(kernel, "c/native", outcome, expected, args).signature

    incompatible = "error: initializing '{}' with an expression of incompatible type '{}'"
    short = "<stdin>:44:9: " + incompatible.format("short", "short16")
    char = "<stdin>:12:5: " + incompatible.format("unsigned char", "uchar8")
    assert signature(short) == signature(char)
    words = "<stdin>:9:21: error: cannot convert between vector type 'int4' and scalar type 'int'"
    cast = "<stdin>:7:3: error: assignment to cast is illegal, lvalue casts are not supported"
    assert "CompilerRejected:?|#" in signature(words) and "CompilerRejected:?|#" in signature(cast)


def test_a_verification_failure_is_one_signature_however_many_sources_repeat(oracle_case):
    """tinygrad's UOp verification lists an AFTER's every dependency: campaign 50002 reported
    one failure (row 62) as 14 signatures, one per count of stores, and a shrink that deleted
    a store changed the signature, so two of them stayed above 25 nodes."""
    kernel, expected, args = oracle_case

    def signature(message: str) -> str:
        outcome = _outcome("compile-error", "RuntimeError", message)
        return classify(kernel, "tinygrad-clang/native", outcome, expected, args).signature

    cast, store = "(Ops.CAST, dtypes.half, dtypes.half)", "(Ops.STORE, dtypes.void, None)"
    loop = "(Ops.RANGE, dtypes.int, (0, AxisType.LOOP))"

    def after(*sources: str) -> str:
        listed = ", ".join(sources)
        return f"UOp verification failed at 7 on Ops.AFTER dtypes.half 2 [{listed}] None"

    one = signature(after(cast, store))
    assert signature(after(cast, store, store, store)) == one
    assert signature(after(cast, store, loop)) == signature(after(cast, store, store, loop))
    assert signature(after(cast, store, loop)) != one  # a different item is a different shape
    xor = "UOp verification failed at 3 on Ops.XOR dtypes.int 2 [{}, {}] None"
    operands = "(Ops.LOAD, dtypes.uchar, None)", "(Ops.CAST, dtypes.int, dtypes.int)"
    assert signature(xor.format(*operands)) != signature(xor.format(operands[0], operands[0]))


def test_a_wrong_reduction_is_blamed_on_its_fold_not_on_the_load_that_reads_it():
    """A reduction's result is stored through a load of its accumulator; the signature names
    the fold (`max i16`), so the same wrong fold is one finding whatever reads it (the 30-min
    tinygrad campaign split one bug into `load <dtype>` signatures by the reading dtype)."""
    kernel = parse((CORPUS / "max_reduce.kernel").read_text(), "max_reduce.kernel")
    args = make_args(kernel, 0)
    expected = run_oracle(lower(kernel), args)
    for buffer, blamed in (("rows", "max|i16"), ("cols", "max|f64")):
        outputs = {k: v.copy() for k, v in expected.buffers.items()}
        outputs[buffer][0] = 5 if outputs[buffer][0] == 3 else 3
        outcome = Outcome(0, "ok", outputs=[outputs])
        finding = classify(kernel, "c/native", outcome, expected, args)
        assert finding.signature == f"mismatch|c/native|{blamed}", finding.signature
    elementwise = parse(EW_STORED_LOAD, "ew.kernel")
    assert harness.blamed_value(elementwise, "out") == ("load", "f32x4")
    # a value read before a later fold is blamed on what it read: the initial constant
    read_before_fold = parse(READ_BEFORE_FOLD, "rb.kernel")
    assert harness.blamed_value(read_before_fold, "out") == ("const", "u8")


EW_STORED_LOAD = """\
kernel ew(%out: f32[8], %a: f32[8])
  %v = load f32x4 %a[4]
  store %out[0], %v
"""

READ_BEFORE_FOLD = """\
kernel rb(%out: u8[1])
  %0 = reg u8[1]
  %1 = store %0[0], 0
  %2 = after %0, %1
  %3 = load u8 %2[0]
  %4 = store %2[0], %3
  %5 = after %0, %4
  %6 = load u8 %5[0]
  %7 = add u8 %6, 1
  store %5[0], %7
  store %out[0], %6
"""


# --- item 7: merge counts each example once --------------------------------------------------


@pytest.fixture(scope="module")
def shards(fake_env, tmp_path_factory):
    """Two shards of seed 5 and one shard of seed 6, four examples each (findings unshrunk)."""
    root = tmp_path_factory.mktemp("shards")
    for name, seed, shard in (("a", SEED, (0, 2)), ("b", SEED, (1, 2)), ("c", 6, (0, 2))):
        run_campaign(
            CampaignSpec(
                root / name, seed=seed, count=8, shard=shard, backends=["twobugs"], shrink_time=0.0
            )
        )
    return root


def _merge(*argv) -> int:
    return fuzz_main(["merge", *map(str, argv)])


def test_merge_of_two_shards_counts_every_example(shards, tmp_path):
    assert _merge(shards / "a", shards / "b", "--out", tmp_path / "m") == 0
    assert _report(tmp_path / "m")["examples"] == 8


def test_merge_counts_a_folder_given_twice_once(shards, tmp_path):
    twice = shards / "b" / ".." / "a"
    assert _merge(shards / "a", shards / "b", twice, "--out", tmp_path / "m") == 0
    assert _report(tmp_path / "m")["examples"] == 8


def test_merge_counts_two_copies_of_one_shard_once(shards, tmp_path):
    copy = tmp_path / "copy-of-a"
    shutil.copytree(shards / "a", copy)
    assert _merge(shards / "a", copy, shards / "b", "--out", tmp_path / "m") == 0
    merged = _report(tmp_path / "m")
    assert merged["examples"] == 8
    signatures = [f["signature"] for f in merged["findings"]]
    assert len(signatures) == len(set(signatures))


def test_merge_refuses_a_missing_folder(shards, tmp_path, capsys):
    assert _merge(shards / "a", tmp_path / "no-such-shard", "--out", tmp_path / "m") == 2
    assert "no-such-shard" in capsys.readouterr().err
    assert not (tmp_path / "m" / "report.json").exists()


def test_merge_refuses_mixed_seeds_unless_allowed(shards, tmp_path, capsys):
    assert _merge(shards / "a", shards / "c", "--out", tmp_path / "m") == 2
    err = capsys.readouterr().err
    assert "seed" in err and "--allow-mixed-seeds" in err
    assert _merge(shards / "a", shards / "c", "--allow-mixed-seeds", "--out", tmp_path / "m") == 0
    assert "seed" in capsys.readouterr().err  # still warned
    merged = _report(tmp_path / "m")
    assert merged["examples"] == 8 and sorted(merged["seed"]) == [SEED, 6]


def test_merge_reads_a_merged_folder_of_an_older_release_again(shards, tmp_path):
    """A merge written before examples were told apart by vocabulary kept `done_by_seed`."""
    assert _merge(shards / "a", "--out", tmp_path / "old") == 0
    report = _report(tmp_path / "old")
    (entry,) = report.pop("done_by_stream")
    report["done_by_seed"] = {str(entry["seed"]): entry["done"]}
    (tmp_path / "old" / "report.json").write_text(json.dumps(report))
    assert _merge(tmp_path / "old", shards / "a", shards / "b", "--out", tmp_path / "m") == 0
    assert _report(tmp_path / "m")["examples"] == 8


# --- item 9: reproducers are data only ------------------------------------------------------


class _TouchOnUnpickle:
    """A crafted pickle payload: loading it creates a file (stands for running any code)."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def _saved_finding(
    tmp_path: Path,
    cls: str = "mismatch",
    config: str = "twobugs/native",
    op: str = "cast",
    dtype: str = "f16x2",
):
    case = generate_case(SEED, 1)
    finding = Finding(cls, config, op, dtype, "1 wrong element", {}, case)
    extra = {"example": 1, "seed": SEED, "shrunk": False}
    return write_finding(tmp_path / "findings", finding, extra), case


def test_a_finding_is_written_as_data_only(tmp_path):
    path, case = _saved_finding(tmp_path)
    assert sorted(p.name for p in path.iterdir()) == [
        "inputs.npz",
        "kernel.kernel",
        "report.json",
        "report.md",
    ]
    with np.load(path / "inputs.npz", allow_pickle=False) as data:
        assert data.files
    report = _report(path)
    assert (report["seed"], report["example"]) == (SEED, 1)
    assert str(parse((path / "kernel.kernel").read_text())).endswith(str(case.kernel))


def _break_kernel_text(path: Path) -> tuple[int, str]:
    """Corrupt one line of kernel.kernel; returns its line number and the file name."""
    lines = (path / "kernel.kernel").read_text().splitlines()
    number = next(i for i, line in enumerate(lines) if line.strip().startswith("%"))
    lines[number] = lines[number].replace("=", "= bogus_op", 1)
    (path / "kernel.kernel").write_text("\n".join(lines) + "\n")
    return number + 1, str(path / "kernel.kernel")


def test_replay_never_unpickles(tmp_path, capsys):
    path, _ = _saved_finding(tmp_path)
    marker = tmp_path / "pwned"
    (path / "kernel.pickle").write_bytes(pickle.dumps(_TouchOnUnpickle(marker)))
    line, name = _break_kernel_text(path)
    assert fuzz_main(["replay", str(path)]) == 2
    assert not marker.exists(), "replay unpickled kernel.pickle"
    assert f"{name}:{line}:" in capsys.readouterr().err


def test_replay_does_not_swap_an_edited_kernel_for_a_pickle(tmp_path, capsys):
    path, case = _saved_finding(tmp_path)
    (path / "kernel.pickle").write_bytes(pickle.dumps(case.kernel))  # a benign old pickle
    line, name = _break_kernel_text(path)
    assert fuzz_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:{line}:" in err and "reproduces" not in err


def test_a_text_roundtrip_finding_replays_from_its_seed(tmp_path, monkeypatch, capsys):
    """A kernel whose text does not parse back is regenerated from seed + example."""
    path, case = _saved_finding(tmp_path, "text-roundtrip", "text", "parse", "-")
    assert not (path / "kernel.pickle").exists()
    report = _report(path)
    assert report["regenerate"] == {"seed": SEED, "example": 1}
    assert "regenerat" in (path / "report.md").read_text()

    def broken_parse(text, filename="<kernel>"):
        raise ParseError(filename, 1, 1, "simulated parser bug")

    monkeypatch.setattr(harness, "parse", broken_parse)  # the round-trip check fails again
    assert fuzz_main(["replay", str(path)]) == 1
    assert "reproduces" in capsys.readouterr().out


def test_a_finding_whose_kernel_does_not_print_replays_from_its_seed(tmp_path, monkeypatch):
    from refimpl.ir import Kernel

    def broken_printer(kernel):
        raise RuntimeError("simulated printer bug")

    monkeypatch.setattr(Kernel, "__str__", broken_printer)
    path, _ = _saved_finding(tmp_path, "pipeline-error", "refimpl", "print", "RuntimeError")
    assert "the printer failed" in (path / "kernel.kernel").read_text()
    assert _report(path)["regenerate"] == {"seed": SEED, "example": 1}
    assert fuzz_main(["replay", str(path)]) == 1


def test_replay_refuses_a_regenerated_kernel_that_differs_from_the_saved_text(tmp_path):
    path, _ = _saved_finding(tmp_path, "text-roundtrip", "text", "parse", "-")
    text = (path / "kernel.kernel").read_text()
    (path / "kernel.kernel").write_text(text.replace("kernel fuzz", "kernel edited", 1))
    assert fuzz_main(["replay", str(path)]) == 2


# --- item 15: --shard auto ------------------------------------------------------------------

BATCH_ENV = (
    "JOB_COMPLETION_INDEX",
    "UOPCHECK_SHARD_COUNT",
    "UOPCHECK_SHARD_INDEX",
    "SLURM_ARRAY_TASK_ID",
    "SLURM_ARRAY_TASK_COUNT",
    "SLURM_ARRAY_TASK_MIN",
    "SLURM_ARRAY_TASK_MAX",
)


@pytest.fixture
def batch_env(monkeypatch):
    for name in BATCH_ENV:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


@pytest.mark.parametrize("env, shard", [
    ({"JOB_COMPLETION_INDEX": "3", "UOPCHECK_SHARD_COUNT": "8"}, (3, 8)),
    ({"SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0",
      "SLURM_ARRAY_TASK_MAX": "3"}, (2, 4)),
    ({"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "1",
      "SLURM_ARRAY_TASK_MAX": "4"}, (3, 4)),  # --array=1-4
    ({"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "2"}, (0, 2)),
])  # fmt: skip
def test_shard_auto_reads_the_batch_system(batch_env, env, shard):
    for name, value in env.items():
        batch_env.setenv(name, value)
    assert parse_shard("auto") == shard


@pytest.mark.parametrize("env, complaint", [
    ({}, "no batch system"),
    ({"JOB_COMPLETION_INDEX": "3"}, "UOPCHECK_SHARD_COUNT"),
    ({"JOB_COMPLETION_INDEX": "8", "UOPCHECK_SHARD_COUNT": "8"}, "JOB_COMPLETION_INDEX"),
    ({"JOB_COMPLETION_INDEX": "x", "UOPCHECK_SHARD_COUNT": "8"}, "JOB_COMPLETION_INDEX"),
    ({"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0",
      "SLURM_ARRAY_TASK_MAX": "6"}, "SLURM_ARRAY_TASK"),  # a stepped array: --array=0-6:2
    ({"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4",
      "JOB_COMPLETION_INDEX": "1", "UOPCHECK_SHARD_COUNT": "4"}, "both"),
    ({"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4",
      "UOPCHECK_SHARD_COUNT": "8"}, "UOPCHECK_SHARD_COUNT"),
])  # fmt: skip
def test_shard_auto_explains_what_is_missing(batch_env, env, complaint):
    for name, value in env.items():
        batch_env.setenv(name, value)
    with pytest.raises(argparse.ArgumentTypeError, match=complaint):
        parse_shard("auto")


def test_shard_auto_on_the_command_line(batch_env, capsys):
    with pytest.raises(SystemExit) as exit_status:
        fuzz_main(["campaign", "--shard", "auto", "--count", "1", "--out", "/nonexistent"])
    assert exit_status.value.code == 2
    assert "no batch system" in capsys.readouterr().err
