"""The enumerated chains (fuzz/chains.py) and their campaign phase (fuzz/generate.py).

What a user relies on: the walk is finite, numbered deterministically and counted right
per family; every chain is a kernel that verifies and runs on the oracle; its inputs hold
the boundaries of every dtype along it; a campaign walks the chains first, one for one
with random examples, reports how much of the walk it covered, resumes where it stopped,
and files a chain's finding so that replay rebuilds it. The campaign tests use the `exact`
and `wrong` fake backends (the oracle's answer, or a corrupted one): no compiler needed.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from fuzz import __main__ as cli
from fuzz import fake_backends
from fuzz.campaign import CampaignSpec, run_campaign
from fuzz.chains import (
    ALL_WIDTHS,
    FAMILIES,
    Chain,
    Step,
    chain_at,
    chain_case,
    chain_count,
    chain_example,
    chain_family,
    family_totals,
)
from fuzz.generate import _in_shard, draw_examples, generate_case
from fuzz.strategies import EVERYTHING, Vocabulary
from refimpl.compile import lower
from refimpl.dtypes import ALL_SCALARS, f32, f64, i8, i16, u8
from refimpl.inputs import cast_boundaries, operand_rows
from refimpl.ir import Ops
from refimpl.oracle import run_oracle
from refimpl.text import parse

SMALL = Vocabulary(frozenset({"bool", "i8", "i32", "f32"}))
SMALL_WIDTHS = (1, 4, 8)


def _brute_force(vocabulary: Vocabulary, widths: tuple[int, ...]) -> list[tuple]:
    """Every chain by listing, in the documented order: (family, source, steps, lanes)."""
    dtypes = vocabulary.scalars()
    listed = []
    for family in FAMILIES:
        chains = []

        def walk(source, steps, dtype, family=family, chains=chains):
            if len(steps) == family.length:
                kinds = {s.op is Ops.CAST for s in steps}
                if family.kind == "mixed" and kinds == {True, False}:
                    chains.append((source, tuple(steps)))
                elif family.kind != "mixed" and len(kinds) == 1:
                    chains.append((source, tuple(steps)))
                return
            for step in family.steps(dtype, dtypes):
                walk(source, [*steps, step], step.result(dtype))

        for source in dtypes:
            walk(source, [], source)
        vectors = [w for w in widths if w > 1]
        for number, (source, steps) in enumerate(chains):
            if family.scalar_and_vector and vectors:
                lanes = (1, vectors[number % len(vectors)])
            else:
                lanes = (widths[number % len(widths)],)
            listed += [(family.name, source, steps, w) for w in lanes]
    return listed


def test_numbering_is_the_documented_walk_computed_without_listing():
    listed = _brute_force(SMALL, SMALL_WIDTHS)
    assert chain_count(SMALL, SMALL_WIDTHS) == len(listed)
    walked = [chain_at(SMALL, SMALL_WIDTHS, n) for n in range(len(listed))]
    assert [(c.family, c.source, c.steps, c.lanes) for c in walked] == listed
    assert [c.number for c in walked] == list(range(len(listed)))
    assert all(chain_family(SMALL, SMALL_WIDTHS, c.number) == c.family for c in walked)
    with pytest.raises(IndexError):
        chain_at(SMALL, SMALL_WIDTHS, len(listed))


def test_family_totals_count_every_cast_chain_and_order_lengths():
    dtypes = len(ALL_SCALARS)
    totals = family_totals(EVERYTHING, ALL_WIDTHS)
    assert totals["cast chains of length 1"] == dtypes * (dtypes - 1) * 2  # scalar + vector
    assert totals["cast chains of length 2"] == dtypes * (dtypes - 1) ** 2
    assert totals["cast chains of length 3"] == dtypes * (dtypes - 1) ** 3
    assert sum(totals.values()) == chain_count(EVERYTHING, ALL_WIDTHS)
    lengths = [int(name.rsplit(" ", 1)[1]) for name in totals]
    assert lengths == sorted(lengths)  # a short campaign covers the short chains first
    # lengths 1 and 2 fit a 10-minute campaign at 20 kernels/s, half of them chains
    short = sum(t for name, t in totals.items() if not name.endswith("3"))
    assert short <= 600 * 20 / 2


def test_scalar_only_claims_give_scalar_chains():
    totals = family_totals(EVERYTHING, (1,))
    assert totals["cast chains of length 1"] == len(ALL_SCALARS) * (len(ALL_SCALARS) - 1)
    last = chain_count(EVERYTHING, (1,)) - 1
    assert {chain_at(EVERYTHING, (1,), n).lanes for n in (0, 1, 500, last)} == {1}


def _same_inputs(a, b) -> bool:
    return a.buffers.keys() == b.buffers.keys() and all(
        a.buffers[k].tobytes() == b.buffers[k].tobytes() for k in a.buffers
    )


def test_chain_cases_are_deterministic():
    last = chain_count(EVERYTHING, ALL_WIDTHS) - 1
    for n in (0, 1, 777, 5000, last):
        a, b = chain_case(EVERYTHING, ALL_WIDTHS, n), chain_case(EVERYTHING, ALL_WIDTHS, n)
        assert str(a.kernel) == str(b.kernel)
        assert _same_inputs(a.args(), b.args())


def _sample() -> list[int]:
    """The first chains of every family and every 211th chain of the whole walk."""
    firsts, start = [], 0
    for total in family_totals(EVERYTHING, ALL_WIDTHS).values():
        firsts += range(start, start + min(total, 12))
        start += total
    return sorted({*firsts, *range(0, start, 211)})


def test_a_sample_of_chains_verifies_prints_and_runs_on_the_oracle():
    seen_ops = set()
    for n in _sample():
        case = chain_case(EVERYTHING, ALL_WIDTHS, n)
        chain = chain_at(EVERYTHING, ALL_WIDTHS, n)
        text = str(case.kernel)
        assert str(parse(text)) == text, chain.title()  # a finding's kernel.kernel replays
        result = run_oracle(lower(case.kernel), case.args())
        assert result.buffers["out"].dtype == chain.dtypes()[-1].np
        assert len(case.inputs.buffers["x"]) % chain.lanes == 0
        seen_ops.update(step.op for step in chain.steps)
    assert {Ops.CAST, Ops.ADD, Ops.CMPLT, Ops.SQRT} <= seen_ops


def _holds(values: np.ndarray, wanted) -> bool:
    return any(v.tobytes() == np.array(wanted, values.dtype).tobytes() for v in values)


def test_the_source_holds_the_intermediate_dtypes_boundaries():
    chain = Chain(0, "cast chains of length 2", f32, (Step(Ops.CAST, i16), Step(Ops.CAST, u8)), 1)
    x = chain_example(chain).inputs.buffers["x"]
    for frm, to in ((f32, i16), (i16, u8)):
        for value in cast_boundaries(frm, to):  # f32 holds every i16 exactly
            assert _holds(x, value), f"{frm}->{to} boundary {value} missing"


def test_an_op_after_a_cast_gets_its_operand_rows_in_the_source_and_its_buffer():
    chain = Chain(0, "mixed chains of length 2", f64, (Step(Ops.CAST, i8), Step(Ops.ADD)), 4)
    inputs = chain_example(chain).inputs.buffers
    pairs = set(zip(inputs["x"].tolist(), inputs["y0"].tolist(), strict=True))
    for row in operand_rows(Ops.ADD, i8):  # rows say 128 for the i8 -128
        first, second = np.array(row, dtype=object).astype(np.int64).astype(np.int8).tolist()
        assert (float(first), second) in pairs


def test_shards_split_the_chains_between_them():
    for n in (1, 2, 3, 4, 7):
        for first, end in ((0, 10), (3, 29), (5, 5)):
            parts = [_in_shard(first, end, k, n) for k in range(n)]
            assert parts == [sum(1 for c in range(first, end) if 2 * c % n == k) for k in range(n)]


# --- the campaign phase ----------------------------------------------------------------


@pytest.fixture(scope="module")
def fakes():
    with fake_backends.installed(fake_backends.environment("exact", "wrong")) as installed:
        yield installed


def test_even_examples_walk_the_chains_and_odd_ones_stay_random(tmp_path, fakes):
    spec = CampaignSpec(tmp_path, seed=5, count=8, backends=["exact"])
    drawn = draw_examples(spec, list(range(8)))
    for index, case in drawn.items():
        if index % 2 == 0:
            expected = chain_case(spec.vocabulary(), ALL_WIDTHS, index // 2)
            assert _same_inputs(case.args(), expected.args())
        else:
            expected = generate_case(5, index, spec.vocabulary())
        assert str(case.kernel) == str(expected.kernel)
    no_chains = CampaignSpec(tmp_path, seed=5, count=8, backends=["exact"], chains=False)
    assert str(draw_examples(no_chains, [0])[0].kernel) == str(generate_case(5, 0).kernel)


def _run(out: Path, count: int, **options) -> dict:
    spec = CampaignSpec(out, seed=2, count=count, backends=["exact"], shrink_time=0, **options)
    return run_campaign(spec)


def test_a_short_campaign_covers_the_prefix_and_reports_it(tmp_path, fakes):
    summary = _run(tmp_path, 13)
    first = "cast chains of length 1"
    assert summary["enumerated"] == {first: 7}  # examples 0, 2, ..., 12
    assert summary["enumeration_totals"][first] == 7
    assert sum(summary["enumeration_totals"].values()) == 7
    assert f"{first}: 7 of 7" in (tmp_path / "report.md").read_text()


def test_resuming_continues_the_enumeration(tmp_path, fakes):
    _run(tmp_path, 12)
    state_path = tmp_path / "state.json"
    state = json.loads(state_path.read_text())
    # as if killed after example 5: examples 6-11 (chains 3, 4, 5) not yet done
    state.update(done=[[0, 5]], examples=6, enumerated={"cast chains of length 1": 3})
    state_path.write_text(json.dumps(state))
    summary = _run(tmp_path, 12)
    assert summary["examples_this_run"] == 6
    assert summary["enumerated"] == {"cast chains of length 1": 6}
    with pytest.raises(SystemExit, match="different campaign"):
        _run(tmp_path, 12, chains=False)  # example i would be another kernel


def test_a_chain_finding_names_its_chain_and_replays(tmp_path, fakes, capsys):
    spec = CampaignSpec(tmp_path, seed=2, count=1, backends=["wrong"], shrink_time=5)
    summary = run_campaign(spec)
    [finding] = summary["findings"]
    folder = Path(finding["path"])
    report = json.loads((folder / "report.json").read_text())
    chain = chain_at(spec.vocabulary(), ALL_WIDTHS, 0)
    assert report["chain"] == {
        "number": 0,
        "family": chain.family,
        "chain": chain.describe(),
        "widths": list(ALL_WIDTHS),
    }
    assert f"chain 0 ({chain.family})" in (folder / "report.md").read_text()
    assert finding["chain"] == f"chain 0 ({chain.family})"  # the campaign's report says it too
    assert f"| chain 0 ({chain.family}): " in (tmp_path / "report.md").read_text()
    assert cli.main(["replay", str(folder)]) == 1  # reproduces, on the saved edge values
    assert "replay: reproduces" in capsys.readouterr().out
