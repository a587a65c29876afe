"""The generator's default distribution is small first (issue 39.1; fuzz/strategies.py).

Most compiler bugs show on a few nodes, and a small kernel compiles fast and shrinks to
little, so most campaign examples are chains of casts and ops or small reductions of at most
10 nodes (kernel_nodes), with a tail of large kernels. These tests measure campaign examples
(fuzz/generate.py generate_case: deterministic, so the rates cannot flake) and check that the
small ones are still the interesting ones: chains of two or three steps whose constants are
edge values of the intermediate dtype, reductions with odd trip counts, vectors.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import numpy as np
import pytest

from fuzz.generate import generate_case
from fuzz.strategies import (
    SIZE_BUCKETS,
    Vocabulary,
    edge_values,
    kernel_nodes,
    size_bucket,
)
from refimpl.ir import ALU, Kernel, Ops

SEED = 0
EXAMPLES = 400


@cache
def campaign_kernels(pre_optimizer: bool = False) -> tuple[Kernel, ...]:
    vocabulary = Vocabulary(pre_optimizer=pre_optimizer)
    return tuple(generate_case(SEED, i, vocabulary).kernel for i in range(EXAMPLES))


def _chain_steps(kernel: Kernel) -> list:
    """The casts and ops of a kernel that compute on data (not indices, counters or gates)."""
    return [
        n
        for n in kernel.sink.toposort()
        if (n.op in (Ops.CAST, Ops.BITCAST) or n.op in ALU) and n.dtype.scalar.name != "i32"
    ]


@pytest.mark.parametrize("pre_optimizer", [False, True], ids=["plain", "pre-optimizer"])
def test_most_campaign_kernels_have_at_most_ten_nodes(pre_optimizer):
    sizes = [kernel_nodes(k) for k in campaign_kernels(pre_optimizer)]
    small = sum(size <= 10 for size in sizes) / len(sizes)
    assert small >= 0.7, Counter(map(size_bucket, sizes))


def test_a_tail_of_large_kernels_stays():
    """Loops, register arrays, gates and many buffers: the large drawer's kernels."""
    kernels = campaign_kernels()
    large = [k for k in kernels if kernel_nodes(k) > 25]
    assert len(large) >= 0.05 * len(kernels), len(large)
    ops = Counter(n.op for k in large for n in k.sink.toposort())
    for op in (Ops.REG, Ops.RANGE, Ops.GEP, Ops.VECTORIZE, Ops.REDUCE):
        assert ops[op] > 0, op
    assert any(len(k.buffers) >= 5 for k in large)
    assert any(n.op is Ops.LOAD and len(n.src) > 2 for k in large for n in k.sink.toposort())


def test_small_kernels_chain_two_or_three_steps_with_edge_constants():
    small = [k for k in campaign_kernels() if kernel_nodes(k) <= 10]
    steps = Counter(min(len(_chain_steps(k)), 3) for k in small)
    assert steps[2] + steps[3] >= 0.3 * len(small), steps
    cast_chains = [k for k in small if sum(n.op is Ops.CAST for n in _chain_steps(k)) >= 2]
    assert len(cast_chains) >= 0.05 * len(small), len(cast_chains)
    # an op's constant operand is an edge value of its dtype (the few small kernels of the
    # large drawer draw random constants half the time)
    constants = [
        s
        for k in small
        for n in _chain_steps(k)
        if n.op in ALU
        for s in n.src
        if s.op is Ops.CONST and s.dtype.name not in ("i32", "bool")
    ]
    edges = [c for c in constants if _is_edge(c.arg, c.dtype)]
    assert len(constants) >= 20 and len(edges) >= 0.9 * len(constants), len(edges)


def _is_edge(value, dtype) -> bool:
    bits = np.array(value).astype(dtype.np).tobytes()
    return any(np.array(edge).astype(dtype.np).tobytes() == bits for edge in edge_values(dtype))


def test_small_reductions_fold_odd_trip_counts_and_vectors():
    small = [k for k in campaign_kernels() if kernel_nodes(k) <= 12]
    reduces = [n for k in small for n in k.sink.toposort() if n.op is Ops.REDUCE]
    assert len(reduces) >= 0.1 * len(small), len(reduces)
    trips = {r.src[1].src[0].arg for r in reduces if r.src[1].src[0].op is Ops.CONST}
    assert {3, 5, 7, 13} & trips and {17, 31} & trips, trips
    assert any(r.dtype.lanes > 1 for r in reduces)
    assert any(n.op is Ops.CAST for r in reduces for n in r.src[0].toposort())


def test_small_kernels_hold_vectors_too():
    """The plain backends' bugs live in vector code: a chain is a vector half the time."""
    small = [k for k in campaign_kernels() if kernel_nodes(k) <= 10]
    vectors = [k for k in small if any(n.dtype.lanes > 1 for n in _chain_steps(k))]
    assert len(vectors) >= 0.2 * len(small), len(vectors)


@pytest.mark.parametrize(
    "nodes, bucket",
    [(1, "1-5"), (5, "1-5"), (6, "6-10"), (10, "6-10"), (11, "11-25"), (25, "11-25")]
    + [(26, "26-50"), (50, "26-50"), (51, "51-100"), (100, "51-100"), (101, ">100")],
)
def test_size_buckets(nodes, bucket):
    assert size_bucket(nodes) == bucket
    assert bucket in SIZE_BUCKETS


def test_kernel_nodes_counts_what_minimize_makes_smaller_first():
    from fuzz.minimize import size

    for kernel in campaign_kernels()[:40]:
        assert kernel_nodes(kernel) == size(kernel)[0]
