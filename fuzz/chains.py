"""Enumerated chains: every short chain of casts and ALU ops, at the edge values of every
dtype the value passes through.

Where this sits: the first phase of a campaign. fuzz/generate.py maps example i to chain
i // 2 while the enumeration lasts (even indices; the odd ones stay random, so the search
is never starved) and asks `chain_case` for it; fuzz/campaign.py counts the chains done per
family (`CampaignState.enumerated`) and fuzz/report.py sets them against `family_totals`.
Random kernels are large and rarely put an *intermediate* dtype's boundary in front of the
op after it (i8 -> u16 -> f16 at 255, an f16 sum widened again); a walk of every short
chain does, and a short campaign covers a known prefix of it.

A chain is a source dtype and one to three steps. A step is a cast to another dtype, an ALU
op whose second operand (if any) is loaded from a buffer of its own at the same index, or,
in one family, a binary op with a constant edge operand (constant folders are compilers
too). Comparisons give bool, which later steps cast or combine. The kernel: a loop over the
source buffer `x` (`lanes` elements per iteration: vector loads for a vector width), the
chain applied to the loaded value, the result stored into `out`; an op step's operand comes
from `y0`, `y1`, ... The inputs are explicit (`FuzzCase.inputs`): `x` holds the edge values
of every dtype along the chain *expressed in the source dtype* (those the source can hold
exactly): the generic edges (refimpl.inputs float_edges/int_edges), every cast's boundaries
(cast_boundaries of the dtype the cast reads), and each op's operand rows (operand_rows,
first operand in `x`, second in its `y` at the same index); the `y` elements no row claims
cycle through their dtype's edges. One kernel covers all the values that matter.

Families, in their order (a family's chains are numbered on from the previous family's):

| family                         | steps                                       | widths     |
| ------------------------------ | ------------------------------------------- | ---------- |
| cast chains of length 1        | a cast to every other dtype                 | scalar + 1 |
| op chains of length 1          | each op of CHAIN_OPS, operand from a buffer | scalar + 1 |
| constant op chains of length 1 | each binary op of CHAIN_OPS with each of    | one        |
|                                | its constant edge operands                  |            |
| cast chains of length 2, 3     | casts                                       | one        |
| op chains of length 2, 3       | ops of SHORT_OPS                            | one        |
| mixed chains of length 2, 3    | casts and ops of SHORT_OPS, one of each at  | one        |
|                                | least                                       |            |

Widths (those some selected backend claims, Capabilities.vector_widths): a length-1 cast or
op chain runs twice, scalar and at one vector width that cycles with the chain's number in
its family (i8->f32 at 2 lanes, i8->u8 at 4, ...); every other chain runs once, at a width
cycling over all of them, scalar included. Neighbouring chains (one prefix, the next
destination) so see every width, and every op and cast pair of one length sees both the
scalar and a vector code path; the conformance suite already runs every op and cast at
every width. Longer chains use SHORT_OPS, so the enumeration stays finite: for c, llvm and
x86 (15 dtypes, widths 1-16) lengths 1 and 2 are 5,959 chains, length 3 another 83,427
(`python -m fuzz.chains` prints the table): lengths 1 and 2 fit in a 10-minute campaign,
length 3 is for long or sharded ones.

Order and numbering are deterministic and computed arithmetically: `chain_at(n)` counts its
way to chain n through cached per-dtype totals, never listing the chains before it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import numpy as np

from fuzz.strategies import EVERYTHING, FuzzCase, Vocabulary
from refimpl.args import Args
from refimpl.builder import KernelBuilder
from refimpl.dtypes import VECTOR_WIDTHS, DType, bool_, min_max
from refimpl.inputs import cast_boundaries, float_edges, int_edges, operand_rows
from refimpl.ir import COMPARISONS, Kernel, Ops
from refimpl.verify import KINDS

MAX_LENGTH = 3
ALL_WIDTHS = (1, *VECTOR_WIDTHS)
# The ops a length-1 chain walks (all binary and unary ALU ops but the ternaries where and
# mulacc, which need operands a chain has no place for; the random kernels draw them).
CHAIN_OPS = (
    Ops.ADD, Ops.SUB, Ops.MUL, Ops.MAX, Ops.MIN, Ops.IDIV, Ops.MOD, Ops.FDIV,
    Ops.AND, Ops.OR, Ops.XOR, Ops.SHL, Ops.SHR,
    Ops.CMPLT, Ops.CMPEQ, Ops.CMPNE,
    Ops.NEG, Ops.SQRT, Ops.RECIP, Ops.TRUNC, Ops.EXP2, Ops.LOG2, Ops.SIN,
)  # fmt: skip
# The ops of longer chains, where an intermediate dtype's edges meet them: results that
# wrap or round (add, division; mul takes add's paths and is walked at length 1), NaN and
# signed zero in a select (max), and a comparison into bool (which a later cast widens).
# Five, so that lengths 1 and 2 fit a 10-minute campaign (module docstring).
SHORT_OPS = (Ops.ADD, Ops.MAX, Ops.IDIV, Ops.FDIV, Ops.CMPLT)
UNARY = frozenset({Ops.NEG, Ops.SQRT, Ops.RECIP, Ops.TRUNC, Ops.EXP2, Ops.LOG2, Ops.SIN})
CONSTANTS_PER_OP = 2  # constant operands of one integer or bool op in the constant family
# a float constant folders get wrong: x + 0.0 is not x (x = -0.0), x * 0.0 not 0.0 (NaN, inf)
FLOAT_CONSTANTS = (0.0, math.nan)


@dataclass(frozen=True)
class Step:
    """One link of a chain: `op` is Ops.CAST (to `to`) or an ALU op; `constant` is the
    second operand of a binary op in the constant family (None: loaded from a buffer)."""

    op: Ops
    to: DType | None = None
    constant: bool | int | float | None = None

    def result(self, dtype: DType) -> DType:
        if self.op is Ops.CAST:
            return self.to
        return bool_ if self.op in COMPARISONS else dtype

    def text(self) -> str:
        if self.op is Ops.CAST:
            return f"cast {self.to}"
        if self.op in UNARY:
            return self.op.text
        return f"{self.op.text} {self.constant!r}" if self.constant is not None else self.op.text


@dataclass(frozen=True)
class Family:
    """A family of chains: one kind of steps, one length (the module docstring's table)."""

    kind: str  # "cast", "op", "constant op" or "mixed"
    length: int
    scalar_and_vector: bool  # each chain twice: scalar and one vector width (else once)

    @property
    def name(self) -> str:
        return f"{self.kind} chains of length {self.length}"

    def steps(self, dtype: DType, dtypes: tuple[DType, ...]) -> tuple[Step, ...]:
        """The steps this family may take from a value of `dtype`, in their fixed order."""
        casts = tuple(Step(Ops.CAST, to) for to in dtypes if to != dtype)
        if self.kind == "cast":
            return casts
        if self.kind == "constant op":
            return tuple(
                Step(op, constant=value)
                for op in CHAIN_OPS
                if op not in UNARY and _takes(op, dtype)
                for value in constant_operands(op, dtype)
            )
        ops = tuple(Step(op) for op in (CHAIN_OPS if self.length == 1 else SHORT_OPS))
        ops = tuple(s for s in ops if _takes(s.op, dtype))
        return ops if self.kind == "op" else casts + ops

    def complete(self, has_cast: bool, has_op: bool) -> bool:
        """Whether a chain with these kinds of steps belongs to the family."""
        if self.kind == "mixed":
            return has_cast and has_op
        return has_cast != has_op  # only casts, or only ops


FAMILIES = (
    Family("cast", 1, scalar_and_vector=True),
    Family("op", 1, scalar_and_vector=True),
    Family("constant op", 1, scalar_and_vector=False),
    *(Family(kind, k, False) for k in range(2, MAX_LENGTH + 1) for kind in ("cast", "op", "mixed")),
)


@dataclass(frozen=True)
class Chain:
    number: int  # in the whole enumeration
    family: str
    source: DType
    steps: tuple[Step, ...]
    lanes: int

    def dtypes(self) -> list[DType]:
        """The value's dtype before the first step and after each one."""
        dtypes = [self.source]
        for step in self.steps:
            dtypes.append(step.result(dtypes[-1]))
        return dtypes

    def describe(self) -> str:
        """E.g. `i8 -> add -> cast f32 (x4)`."""
        width = f" (x{self.lanes})" if self.lanes > 1 else ""
        return " -> ".join([str(self.source), *(s.text() for s in self.steps)]) + width

    def title(self) -> str:
        """What a finding says about the example it came from: `chain 17 (family): ...`."""
        return f"chain {self.number} ({self.family}): {self.describe()}"


def _takes(op: Ops, dtype: DType) -> bool:
    return dtype.kind in KINDS[op].split()


def constant_operands(op: Ops, dtype: DType) -> list:
    """The constant second operands the constant family tries for `op` on `dtype`: for a
    float the ones folders get wrong (FLOAT_CONSTANTS), else the first
    CONSTANTS_PER_OP distinct second operands of its operand rows (or its dtype's extremes)."""
    if dtype.is_float:
        return list(FLOAT_CONSTANTS)
    seconds = [row[1] for row in operand_rows(op, dtype) if len(row) == 2]
    if dtype.is_bool:
        seconds = [False, True]
    elif not seconds:
        seconds = [0, -1, *min_max(dtype)]
    distinct: dict[bytes, bool | int] = {}
    for value in _held(seconds, dtype):
        distinct.setdefault(value.tobytes(), value.item())
    return list(distinct.values())[:CONSTANTS_PER_OP]


def claimed_vector_widths(backends: list[str] | None) -> tuple[int, ...]:
    """The widths some of `backends` claims (Capabilities.vector_widths), every width when
    none is given or none loads here."""
    from fuzz.harness import capabilities_of

    claims = [c for c in map(capabilities_of, backends or []) if c is not None]
    if not claims:
        return ALL_WIDTHS
    return claimed_widths(frozenset().union(*(c.vector_widths for c in claims)))


# --- counting and numbering ----------------------------------------------------------------
def vocabulary_dtypes(vocabulary: Vocabulary) -> tuple[DType, ...]:
    return vocabulary.scalars()


def claimed_widths(widths) -> tuple[int, ...]:
    """The widths enumerated: those given that the IR has, scalar first."""
    return tuple(w for w in ALL_WIDTHS if w in set(widths)) or (1,)


@cache
def _suffixes(
    family: Family, dtypes: tuple[DType, ...], left: int, dtype: DType, cast: bool, op: bool
) -> int:
    """How many ways `family` can finish a chain at a value of `dtype` with `left` steps."""
    if left == 0:
        return int(family.complete(cast, op))
    return sum(
        _suffixes(
            family,
            dtypes,
            left - 1,
            s.result(dtype),
            cast or s.op is Ops.CAST,
            op or s.op is not Ops.CAST,
        )  # fmt: skip
        for s in family.steps(dtype, dtypes)
    )


@cache
def _family_chains(family: Family, dtypes: tuple[DType, ...]) -> int:
    """Chains of the family, widths aside."""
    return sum(_suffixes(family, dtypes, family.length, d, False, False) for d in dtypes)


def family_totals(vocabulary: Vocabulary = EVERYTHING, widths=ALL_WIDTHS) -> dict[str, int]:
    """Examples per family, in enumeration order (for the report)."""
    dtypes, widths = vocabulary_dtypes(vocabulary), claimed_widths(widths)
    return {f.name: _family_chains(f, dtypes) * _widths_per_chain(f, widths) for f in FAMILIES}


def chain_count(vocabulary: Vocabulary = EVERYTHING, widths=ALL_WIDTHS) -> int:
    return sum(family_totals(vocabulary, widths).values())


def chain_family(vocabulary: Vocabulary, widths, n: int) -> str:
    """The family of chain n."""
    for name, total in family_totals(vocabulary, widths).items():
        if n < total:
            return name
        n -= total
    raise IndexError(f"chain {n} is past the enumeration")


def chain_at(vocabulary: Vocabulary, widths, n: int) -> Chain:
    """Chain n of the enumeration (module docstring), found by counting, not listing."""
    dtypes, widths = vocabulary_dtypes(vocabulary), claimed_widths(widths)
    number, left = n, n
    for family in FAMILIES:
        chains = _family_chains(family, dtypes)
        per_chain = _widths_per_chain(family, widths)
        if left >= chains * per_chain:
            left -= chains * per_chain
            continue
        index, lanes = _width_of(left, per_chain, widths)
        source, steps = _decode(family, dtypes, index)
        return Chain(number, family.name, source, steps, lanes)
    raise IndexError(f"chain {n} is past the enumeration of {chain_count(vocabulary, widths)}")


def _widths_per_chain(family: Family, widths: tuple[int, ...]) -> int:
    return 2 if family.scalar_and_vector and 1 in widths and len(widths) > 1 else 1


def _width_of(example: int, per_chain: int, widths: tuple[int, ...]) -> tuple[int, int]:
    """(chain within the family, lanes) of the family's example number `example`: scalar
    then a vector width cycling with the chain (two per chain), or a width cycling with the
    chain over all of them (one per chain)."""
    if per_chain == 1:
        return example, widths[example % len(widths)]
    chain, vector = divmod(example, 2)
    vectors = [w for w in widths if w > 1]
    return chain, vectors[chain % len(vectors)] if vector else 1


def _decode(family: Family, dtypes: tuple[DType, ...], index: int) -> tuple[DType, tuple]:
    """The source and steps of chain `index` of `family` (widths aside)."""
    for source in dtypes:
        count = _suffixes(family, dtypes, family.length, source, False, False)
        if index < count:
            break
        index -= count
    steps: list[Step] = []
    dtype, cast, op = source, False, False
    for left in range(family.length, 0, -1):
        for step in family.steps(dtype, dtypes):
            after = (step.result(dtype), cast or step.op is Ops.CAST, op or step.op is not Ops.CAST)
            count = _suffixes(family, dtypes, left - 1, *after)
            if index < count:
                break
            index -= count
        steps.append(step)
        dtype, cast, op = after
    return source, tuple(steps)


# --- the kernel and its inputs -------------------------------------------------------------
def chain_case(vocabulary: Vocabulary, widths, n: int) -> FuzzCase:
    """Example of chain n: its kernel with its edge-value inputs (module docstring)."""
    return chain_example(chain_at(vocabulary, widths, n))


def chain_example(chain: Chain) -> FuzzCase:
    x, operands = _inputs(chain)
    kernel = chain_kernel(chain, len(x))
    out_dtype = chain.dtypes()[-1]
    buffers = {"out": np.zeros(len(x), out_dtype.np), "x": x}
    buffers.update({f"y{k}": values for k, values in enumerate(operands)})
    return FuzzCase(kernel, 0, inputs=Args(buffers))


def chain_kernel(chain: Chain, size: int) -> Kernel:
    """out[i] = chain(x[i], y0[i], ...), `chain.lanes` elements per iteration."""
    dtypes = chain.dtypes()
    kb = KernelBuilder(f"chain{chain.number}", doc=chain.title())
    out = kb.buffer("out", dtypes[-1], size)
    x = kb.buffer("x", chain.source, size)
    operand_buffers = {
        position: kb.buffer(f"y{k}", dtypes[position], size)
        for k, position in enumerate(_loaded_operands(chain))
    }
    lanes = chain.lanes
    with kb.loop(size // lanes, name="i") as i:
        index = kb.mul(i, lanes) if lanes > 1 else i
        value = kb.load(x, index, lanes)
        for position, step in enumerate(chain.steps):
            if step.op is Ops.CAST:
                value = kb.cast(value, step.to)
            elif step.op in UNARY:
                value = kb.alu(step.op, value)
            elif step.constant is not None:
                constant = kb.const(dtypes[position], step.constant)
                if lanes > 1:
                    constant = kb.broadcast(constant, lanes)
                value = kb.alu(step.op, value, constant)
            else:
                value = kb.alu(step.op, value, kb.load(operand_buffers[position], index, lanes))
        kb.store(out, index, value)
    return kb.finish()


def _loaded_operands(chain: Chain) -> list[int]:
    """Positions of the steps whose second operand is loaded from a buffer."""
    return [
        position
        for position, step in enumerate(chain.steps)
        if step.op is not Ops.CAST and step.op not in UNARY and step.constant is None
    ]


def _edges(dtype: DType) -> np.ndarray:
    if dtype.is_bool:
        return np.array([False, True])
    return float_edges(dtype) if dtype.is_float else int_edges(dtype)


def _held(values, dtype: DType) -> np.ndarray:
    """Python or numpy values as `dtype`: integers wrapped modulo 2^bits (operand rows say
    -1 for an unsigned MAX), floats rounded."""
    if dtype.is_int:
        span, lo = 1 << dtype.bits, min_max(dtype)[0]
        wrapped = [(int(v) - lo) % span + lo for v in values]
        return np.array(wrapped, dtype=object).astype(dtype.np)
    with np.errstate(over="ignore", invalid="ignore"):
        return np.array([v.item() if isinstance(v, np.generic) else v for v in values]).astype(
            dtype.np
        )


def _expressed(values, frm: DType, to: DType) -> list:
    """Each of the `frm` values as a `to` value, or None where `to` does not hold it exactly
    (a cast there and back does not give it back; NaN stays NaN)."""
    if not len(values):
        return []
    source = _held(values, frm)
    with np.errstate(over="ignore", invalid="ignore"):
        there = source.astype(to.np)
        back = there.astype(frm.np)
    same = back.view(np.uint8).reshape(len(source), -1) == source.view(np.uint8).reshape(
        len(source), -1
    )
    kept = same.all(axis=1)
    if frm.is_float and to.is_float:
        kept |= np.isnan(source.astype(np.float64)) & np.isnan(there.astype(np.float64))
    return [value if keep else None for value, keep in zip(there, kept, strict=True)]


def _inputs(chain: Chain) -> tuple[np.ndarray, list[np.ndarray]]:
    """`x` and the operand buffers (module docstring), padded to a multiple of the width."""
    dtypes = chain.dtypes()
    source = chain.source
    loaded = _loaded_operands(chain)
    rows: list[tuple] = []  # (x value, {operand buffer: value})
    for position, step in enumerate(chain.steps):
        dtype = dtypes[position]
        if step.op is Ops.CAST:
            first = [(v, {}) for v in cast_boundaries(dtype, step.to)]
        elif position in loaded:
            slot = loaded.index(position)
            first = [(r[0], {slot: r[1]}) for r in operand_rows(step.op, dtype) if len(r) == 2]
        else:
            first = [(r[0], {}) for r in operand_rows(step.op, dtype) if len(r) == 1]
        first += [(v, {}) for v in _edges(dtype)]
        held = _expressed([value for value, _ in first], dtype, source)
        rows += [(v, chosen) for v, (_, chosen) in zip(held, first, strict=True) if v is not None]
    rows += [(v, {}) for v in _edges(source)]
    rows = _unique(rows)
    size = -(-len(rows) // chain.lanes) * chain.lanes
    rows = [rows[element % len(rows)] for element in range(size)]  # whole vectors
    x = np.array([r[0] for r in rows], source.np)
    operands = []
    for slot, position in enumerate(loaded):
        dtype, edges = dtypes[position], _edges(dtypes[position])
        values = np.resize(edges, size).astype(dtype.np)  # the edges, cycling
        for element, (_, chosen) in enumerate(rows):
            if slot in chosen:
                values[element] = _held([chosen[slot]], dtype)[0]
        operands.append(values)
    return x, operands


def _unique(rows: list[tuple]) -> list[tuple]:
    """Rows without repeats (by the source value's bits and the operands)."""
    seen: dict[tuple, tuple] = {}
    for value, operands in rows:
        chosen = tuple((k, repr(v)) for k, v in operands.items()) if operands else ()
        key = (value.tobytes(), chosen)
        seen.setdefault(key, (value, operands))
    return list(seen.values())


def _table() -> str:
    totals = family_totals()
    lines = [f"{name}: {total:,}" for name, total in totals.items()]
    short = sum(t for name, t in totals.items() if not name.endswith("length 3"))
    return "\n".join([*lines, f"lengths 1 and 2: {short:,}; all: {sum(totals.values()):,}"])


if __name__ == "__main__":
    print(_table())
