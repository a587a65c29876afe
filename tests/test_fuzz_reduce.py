"""The fuzzer's reduce kernels (fuzz/strategies.py, reduction nests; docs/semantics.md [reduce]).

- Campaign examples contain REDUCE at the expected rate, with every fold of REDUCE_OPS and
  each drawn shape: several ranges, a reduce inside another, a gated window, a count,
  reduces inside 0, 1 and 2 ordinary loops whose counters the value uses, odd trip counts.
- They verify, print and parse back unchanged, and the oracle's direct reading of REDUCE
  agrees bit for bit with passes/reduce.py's register accumulators (as test_reduce.py checks
  for hand-written kernels).

Campaign examples are deterministic (fuzz/generate.py generate_case), so the rates cannot
flake; the Hypothesis property below draws fresh kernels on every run.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings

from fuzz.campaign import CampaignSpec
from fuzz.generate import generate_case
from fuzz.strategies import EVERYTHING, REDUCE_TRIPS, Vocabulary, kernels
from refimpl.backends.tinygrad.backend import tinygrad_problem
from refimpl.compare import compare_outputs
from refimpl.inputs import make_args
from refimpl.ir import REDUCE_OPS, Kernel, Ops, UOp
from refimpl.oracle import run_oracle
from refimpl.passes.reduce import lower_reduces
from refimpl.text import parse
from refimpl.verify import verify

SEED = 0
EXAMPLES = 300  # campaign examples the rates are measured over (about 5 s to draw)


def reduces(kernel: Kernel) -> list[UOp]:
    return [n for n in kernel.sink.toposort() if n.op is Ops.REDUCE]


@cache
def campaign_kernels() -> tuple[Kernel, ...]:
    return tuple(generate_case(SEED, i).kernel for i in range(EXAMPLES))


@cache
def shapes_seen() -> Counter:
    """How many reduces of the campaign examples show each shape."""
    seen: Counter = Counter()
    for kernel in campaign_kernels():
        everything = reduces(kernel)
        reduce_ranges = {r for red in everything for r in red.src[1:]}
        for red in everything:
            ranges, cone = red.src[1:], red.src[0].toposort()
            outer = {n for n in cone if n.op is Ops.RANGE and n not in reduce_ranges}
            seen[f"fold {red.arg.text}"] += 1
            seen[f"inside {len(outer)} loops"] += 1
            seen["several ranges"] += len(ranges) > 1
            seen["reduce of a reduce"] += any(n.op is Ops.REDUCE for n in cone)
            seen["vector"] += red.dtype.lanes > 1
            seen["count"] += any(n.op is Ops.CAST and n.src[0].dtype.scalar.is_bool for n in cone)
            seen["window"] += any(
                n.op is Ops.CMPLT and n.src[0] in outer and n.src[1] in ranges for n in cone
            )
            for r in ranges:
                bound = r.src[0]
                seen[f"trips {bound.arg}" if bound.op is Ops.CONST else "parameter bound"] += 1
    return seen


def test_about_one_campaign_kernel_in_six_reduces():
    """Small reductions are 4 of KERNEL_SIZES' 21 draws, and half the large kernels end with
    a reduction nest, in the swarm groups that enable reductions (most of them)."""
    with_reduce = sum(bool(reduces(k)) for k in campaign_kernels())
    assert 0.1 * EXAMPLES <= with_reduce <= 0.3 * EXAMPLES, with_reduce


@pytest.mark.parametrize(
    "shape",
    [
        *(f"fold {op.text}" for op in REDUCE_OPS),
        *(f"trips {t}" for t in REDUCE_TRIPS),
        "parameter bound",
        "inside 0 loops",
        "inside 1 loops",
        "inside 2 loops",
        "several ranges",
        "reduce of a reduce",
        "window",
        "count",
        "vector",
    ],
)
def test_campaign_kernels_draw_every_reduce_shape(shape):
    assert shapes_seen()[shape] > 0, dict(shapes_seen())


def test_campaign_reduce_kernels_round_trip_and_agree_with_their_lowering():
    checked = 0
    for kernel in campaign_kernels():
        if reduces(kernel):
            assert_round_trips(kernel)
            assert_lowering_agrees(kernel, seed=checked)
            checked += 1
    assert checked >= 30


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(kernels())
def test_drawn_reduce_kernels_agree_with_their_lowering(kernel):
    assume(reduces(kernel))
    assert_round_trips(kernel)
    assert_lowering_agrees(kernel, seed=0)


def assert_round_trips(kernel: Kernel) -> None:
    text = str(kernel)
    assert str(parse(text)) == text, text


def assert_lowering_agrees(kernel: Kernel, seed: int) -> None:
    """[reduce]: the oracle's fold and the register accumulator, bit for bit."""
    lowered = kernel.with_sink(lower_reduces(kernel.sink))
    assert not reduces(lowered)
    verify(lowered)
    args = make_args(kernel, seed)
    direct, through_lowering = run_oracle(kernel, args), run_oracle(lowered, args)
    report = compare_outputs(kernel, direct, through_lowering)
    assert report.ok, f"{kernel}\n{report}"
    for name, care in direct.dont_care.items():
        assert np.array_equal(care, through_lowering.dont_care[name]), f"{kernel}\n{name}"
    for name, values in direct.buffers.items():
        care = ~direct.dont_care.get(name, np.zeros(values.shape, bool))
        want, got = values[care], through_lowering.buffers[name][care]
        assert want.tobytes() == got.tobytes(), f"{kernel}\n{name}: {want} != {got}"


# --- what a campaign draws from: the union of what its backends claim ---------------------


def test_a_narrow_vocabulary_draws_only_its_dtypes_and_folds():
    """A campaign of backends that claim less (tinygrad: no bf16/fp8, folds add/mul/max
    only) draws nothing else, instead of skipping most of what it draws."""
    vocabulary = Vocabulary(frozenset(["bool", "i32", "f32", "u8"]), frozenset(["add", "max"]))
    drawn_folds = set()
    for index in range(40):
        kernel = generate_case(SEED, index, vocabulary).kernel
        dtypes = {getattr(n.dtype, "base", n.dtype) for n in kernel.sink.toposort()}
        names = {d.name for d in dtypes if hasattr(d, "kind")}
        assert names <= vocabulary.dtypes, names - vocabulary.dtypes
        drawn_folds |= {r.arg.text for r in reduces(kernel)}
    assert drawn_folds == {"add", "max"}


def test_everything_draws_what_a_campaign_always_drew():
    """The default vocabulary changes no seed: examples of old campaigns stay reproducible."""
    for index in range(10):
        assert generate_case(SEED, index, EVERYTHING) == generate_case(SEED, index)


def pre_optimizer_form(kernel) -> bool:
    """Scalar values, no register array: what a kernel optimizer takes."""
    nodes = kernel.sink.toposort()
    return not any(n.op is Ops.REG or getattr(n.dtype, "lanes", 1) > 1 for n in nodes)


def test_a_vocabulary_for_an_optimizer_draws_most_kernels_in_its_form():
    """The -opt backends skip their optimizer on vectors and register accumulators; with
    `pre_optimizer` half the kernels are drawn in the form (fuzz/strategies.py Features.form),
    and most small kernels of the other half are scalar anyway, so most are in it, reductions
    among them. The vector and register kernels of the default vocabulary stay, in fewer
    examples but not starved (tests/test_swarm.py measures the mix)."""
    vocabulary = Vocabulary(pre_optimizer=True)
    drawn = [generate_case(SEED, index, vocabulary).kernel for index in range(160)]
    form = [k for k in drawn if pre_optimizer_form(k)]
    assert 0.6 <= len(form) / len(drawn) <= 0.95, len(form)
    assert sum(1 for k in form if reduces(k)) >= len(form) // 8
    default = [generate_case(SEED, index).kernel for index in range(160)]
    outside, outside_by_default = (
        len(drawn) - len(form),
        len(default) - sum(map(pre_optimizer_form, default)),
    )
    assert outside < outside_by_default <= 3 * outside, (outside, outside_by_default)


def test_a_campaigns_vocabulary_is_the_union_of_its_backends_claims(tmp_path):
    assert CampaignSpec(tmp_path).vocabulary() == EVERYTHING
    assert CampaignSpec(tmp_path, backends=["c", "x86"]).vocabulary() == EVERYTHING
    if problem := tinygrad_problem():
        pytest.skip(problem)
    spec = CampaignSpec(tmp_path, backends=["tinygrad-x86-opt", "tinygrad-clang-opt"])
    vocabulary = spec.vocabulary()
    assert vocabulary.reduce_ops == {"add", "mul", "max"}
    # tinygrad-x86-opt claims bf16 and the fp8s, tinygrad-clang-opt the fp8s: every dtype (None)
    assert vocabulary.dtypes is None
    assert CampaignSpec(tmp_path, backends=["tinygrad-x86-opt"]).vocabulary().dtypes is None
    alone = CampaignSpec(tmp_path, backends=["tinygrad-clang-opt"]).vocabulary()
    assert alone.dtypes & {"bf16", "f8e4m3", "f8e5m2"} == {"f8e4m3", "f8e5m2"}  # no __bf16
    assert vocabulary.pre_optimizer  # the -opt backends' optimizer wants that form
    assert Vocabulary.from_json(vocabulary.to_json()) == vocabulary  # replay draws the same
