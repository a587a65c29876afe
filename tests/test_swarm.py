"""Swarm configurations (issue 39.3) and the pre-optimizer mix (39.4; fuzz/strategies.py).

Each group of SWARM_GROUP consecutive examples of a campaign enables a random subset of the
generator's features (swarm_features, from the campaign seed and the group alone); the
example records them (FuzzCase.features) and the drawer uses nothing else. A campaign that
selects an optimizing backend draws half its kernels in the pre-optimizer form, so neither
the -opt backends nor the plain ones are starved.
"""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz.generate import generate_case
from fuzz.strategies import (
    ALU_OPS,
    EVERYTHING,
    SWARM_GROUP,
    Features,
    Vocabulary,
    kernels,
    swarm_features,
)
from refimpl.dtypes import VECTOR_WIDTHS
from refimpl.ir import ALU, COMPARISONS, Kernel, Ops

SEED = 0
GROUPS = 64


# --- the configurations ---------------------------------------------------------------------
def test_a_groups_features_come_from_the_seed_and_the_group_alone():
    first = [swarm_features(SEED, g, EVERYTHING) for g in range(GROUPS)]
    assert first == [swarm_features(SEED, g, EVERYTHING) for g in range(GROUPS)]
    assert first != [swarm_features(SEED + 1, g, EVERYTHING) for g in range(GROUPS)]
    assert len({json.dumps(f, sort_keys=True) for f in first}) > GROUPS // 2


def test_some_groups_keep_everything_and_the_others_narrow():
    drawn = [swarm_features(SEED, g, EVERYTHING) for g in range(GROUPS)]
    everything = sum(f is None for f in drawn)
    assert 0.1 * GROUPS <= everything <= 0.45 * GROUPS, everything
    narrowed = [f for f in drawn if f is not None]
    for key in ("ops", "dtypes", "lanes", "loops", "gates", "accumulators", "reductions"):
        assert any(key in f for f in narrowed), key
    # about half of each feature is enabled in a narrowed group
    ops = Counter(op for f in narrowed for op in f["ops"])
    assert all(0.2 * len(narrowed) <= ops[op.text] <= 0.8 * len(narrowed) for op in ALU_OPS), ops


def test_indices_and_gates_keep_their_dtypes_and_json_round_trips():
    for group in range(GROUPS):
        features = swarm_features(SEED, group, EVERYTHING)
        assert json.loads(json.dumps(features)) == features
        if features is not None:
            assert {"i32", "bool"} <= set(features["dtypes"])
            assert 1 in features["lanes"]
            assert Features.from_json(features).to_json() == features


def test_a_narrow_vocabulary_stays_narrow_in_every_group():
    vocabulary = Vocabulary(frozenset(["bool", "i32", "f32", "u8"]), frozenset(["add", "max"]))
    for group in range(GROUPS):
        features = swarm_features(SEED, group, vocabulary)
        if features is not None:
            assert set(features["dtypes"]) <= vocabulary.dtypes


def test_an_example_records_its_groups_features():
    for index in (0, 1, SWARM_GROUP - 1, SWARM_GROUP, 5 * SWARM_GROUP + 3):
        case = generate_case(SEED, index)
        assert case.features == swarm_features(SEED, index // SWARM_GROUP, EVERYTHING)
    cases = [generate_case(SEED, i) for i in range(SWARM_GROUP)]
    assert len({json.dumps(c.features, sort_keys=True) for c in cases}) == 1


# --- the drawer uses only what is enabled ------------------------------------------------------
def _nodes(kernel: Kernel) -> list:
    return kernel.sink.toposort()


def _dtypes(kernel: Kernel) -> set[str]:
    return {n.dtype.scalar.name for n in _nodes(kernel) if hasattr(n.dtype, "scalar")}


def _widths(kernel: Kernel) -> set[int]:
    return {n.dtype.lanes for n in _nodes(kernel) if hasattr(n.dtype, "lanes")}


NARROW = Features(
    ops=frozenset(["add", "mul", "max", "cmplt"]),
    dtypes=frozenset(["i32", "bool", "f16", "u8"]),
    lanes=frozenset([1, 4]),
    loops=False,
    parameter_bounds=False,
    gates=False,
    accumulators=False,
    shuffles=False,
)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(kernels(features=NARROW.to_json()))
def test_a_narrowed_drawer_draws_only_what_is_enabled(kernel):
    nodes = _nodes(kernel)
    assert _dtypes(kernel) <= NARROW.dtypes
    assert _widths(kernel) <= NARROW.lanes
    assert not any(n.op in (Ops.REG, Ops.VAR, Ops.GEP, Ops.VECTORIZE) for n in nodes)
    gated = {Ops.LOAD: 2, Ops.STORE: 3}  # sources beyond buffer, index (and value): a gate
    assert not any(len(n.src) > gated.get(n.op, len(n.src)) for n in nodes)
    reduced = {r for n in nodes if n.op is Ops.REDUCE for r in n.src[1:]}
    ordinary = [n for n in nodes if n.op is Ops.RANGE and n not in reduced]
    assert len(ordinary) <= 1  # a chain keeps its elementwise loop
    data = [n for n in nodes if n.op in ALU and n.op not in COMPARISONS]
    off = {n.op.text for n in data if n.dtype.scalar.name not in ("i32", "bool")} - NARROW.ops
    assert not off, off


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(kernels(features=Features(reductions=False).to_json()))
def test_a_group_without_reductions_draws_none(kernel):
    assert not any(n.op is Ops.REDUCE for n in _nodes(kernel))


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(ALU_OPS), st.data())
def test_a_group_of_one_op_still_draws_kernels(op, data):
    """An op enabled alone, without the dtypes it takes, never makes a draw impossible."""
    features = Features(ops=frozenset([op.text]), dtypes=frozenset(["i32", "bool", "f8e5m2"]))
    kernel = data.draw(kernels(features=features.to_json()))
    assert _dtypes(kernel) <= {"i32", "bool", "f8e5m2"}


def test_every_op_dtype_and_width_is_still_reached():
    kernels_drawn = [generate_case(SEED, i).kernel for i in range(600)]
    nodes = [n for k in kernels_drawn for n in _nodes(k)]
    assert {op.text for op in ALU_OPS} <= {n.op.text for n in nodes if n.op in ALU}
    dtypes = {n.dtype.scalar.name for n in nodes if hasattr(n.dtype, "scalar")}
    assert {d.name for d in Vocabulary().scalars()} <= dtypes
    assert set(VECTOR_WIDTHS) <= {n.dtype.lanes for n in nodes if hasattr(n.dtype, "lanes")}


# --- the pre-optimizer mix ---------------------------------------------------------------------
def _pre_optimizer_form(kernel: Kernel) -> bool:
    """Scalar values, no register array: what a kernel optimizer takes."""
    return not any(n.op is Ops.REG or n.dtype.lanes > 1 for n in _nodes(kernel) if n.dtype)


def _with_vectors(kernels_drawn) -> int:
    return sum(any(n.dtype.lanes > 1 for n in _nodes(k)) for k in kernels_drawn)


def test_an_optimizing_backend_takes_half_the_groups_without_starving_the_others():
    """With `pre_optimizer`, narrowed groups are half in each form; the plain backends keep
    about half the vector kernels a campaign without an optimizing backend draws (three in
    four went to the pre-optimizer form before, a quarter of the vectors)."""
    optimizing = Vocabulary(pre_optimizer=True)
    forms = Counter((swarm_features(SEED, g, optimizing) or {}).get("form") for g in range(GROUPS))
    narrowed = forms["pre_optimizer"] + forms["post_optimizer"]
    assert 0.3 * narrowed <= forms["pre_optimizer"] <= 0.7 * narrowed, forms
    examples = 400
    drawn = [generate_case(SEED, i, optimizing).kernel for i in range(examples)]
    plain = [generate_case(SEED, i).kernel for i in range(examples)]
    assert _with_vectors(drawn) >= 0.35 * _with_vectors(plain), (
        _with_vectors(drawn),
        _with_vectors(plain),
    )
    in_form = [k for k in drawn if _pre_optimizer_form(k)]
    assert len(in_form) >= 0.6 * examples
    assert sum(any(n.op is Ops.REDUCE for n in _nodes(k)) for k in in_form) >= 20
