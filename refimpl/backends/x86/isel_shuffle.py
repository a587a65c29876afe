"""isel rules for lane permutations: a vector whose lanes are lanes of other vectors (a
`gep` of several lanes, or a `vectorize` of one-lane geps) in the fewest instructions.

Where this sits: rows of the rule table in isel.py (the gep and vectorize banners) call
these, before the rows that build a vector lane by lane or through a stack slot. Each
output register piece is solved on its own from the source pieces its lanes come from.

The knowledge is the table `SHUFFLES`: each shuffle instruction with the lanes it produces,
as the SDM's pseudo-code says, for an immediate (lane i of the result is lane `l` of source
`s`, 0 the first source register, 1 the second). `permutations` runs every immediate
through every instruction once per target and lane shape and keeps, for each lane map, the
first instruction of the table that makes it, so the table's order is the preference:

    one source   vpermilps/vpermilpd (AVX: reads its source, no copy), vpshufd, vpermpd
    two sources  vunpck*, vmovss/vmovsd merges, vblendps/pd, vshufps/pd, vinsertps,
                 vperm2f128

A piece whose map no single instruction makes is two single-source permutes and a blend,
when that works (every lane stays in its 16-byte half, or f64 lanes with AVX2's vpermpd);
the rows after these handle the rest. Lanes are moved as bits, never converted, so the
float shuffles serve 32- and 64-bit integers too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from refimpl.backends.x86.isa import forms_for
from refimpl.backends.x86.mir import Imm, Reg, VReg
from refimpl.backends.x86.selector import Selector, vec_size
from refimpl.ir import Ops, UOp

LaneMap = tuple[tuple[int, int], ...]  # per result lane: (source, lane in that source)


def _sel2(imm: int, k: int) -> int:
    return (imm >> (2 * k)) & 3


def _bit(imm: int, k: int) -> int:
    return (imm >> k) & 1


# Each function: (imm8 or None, lane count) -> the lane map, or None for an immediate that
# zeroes a lane (those are no permutation). A ymm repeats the xmm pattern in each 16-byte
# half, except where the SDM says otherwise (vperm2f128, vpermpd).
def _shufps(imm, n):
    return tuple(((i % 4) // 2, 4 * (i // 4) + _sel2(imm, i % 4)) for i in range(n))


def _permilps(imm, n):
    return tuple((0, 4 * (i // 4) + _sel2(imm, i % 4)) for i in range(n))


def _shufpd(imm, n):
    return tuple((i % 2, 2 * (i // 2) + _bit(imm, i)) for i in range(n))


def _permilpd(imm, n):
    return tuple((0, 2 * (i // 2) + _bit(imm, i)) for i in range(n))


def _unpack(per_half: int, high: bool):
    def lanes(_imm, n):
        base = per_half // 2 if high else 0
        return tuple(
            (i % 2, per_half * (i // per_half) + base + (i % per_half) // 2) for i in range(n)
        )

    return lanes


def _blend(imm, n):
    return tuple((_bit(imm, i), i) for i in range(n))


def _insertps(imm, n):
    if imm & 0xF:  # zero mask
        return None
    lanes = [(0, i) for i in range(n)]
    lanes[(imm >> 4) & 3] = (1, imm >> 6)
    return tuple(lanes)


def _merge_low(_imm, n):  # vmovss/vmovsd x, a, b: b's low lane, a's others
    return ((1, 0), *((0, i) for i in range(1, n)))


def _perm2f128(imm, n):
    if imm & 0x88:  # zeroes a half
        return None
    half = n // 2
    return tuple(
        (sel // 2, (sel % 2) * half + i % half)
        for i in range(n)
        for sel in [(imm >> (4 * (i // half))) & 3]
    )


def _permpd(imm, n):
    return tuple((0, _sel2(imm, i)) for i in range(n))


@dataclass(frozen=True)
class Shuffle:
    mnemonic: str  # the VEX one; where a target has it (legacy.py's twin on v2) is isa.py's
    item: int  # lane size in bytes
    sources: int
    lanes: Callable[[int | None, int], LaneMap | None]
    imm: bool = True


SHUFFLES = (
    # one source
    Shuffle("vpermilps", 4, 1, _permilps),
    Shuffle("vpermilpd", 8, 1, _permilpd),
    Shuffle("vpshufd", 4, 1, _permilps),
    Shuffle("vpermpd", 8, 1, _permpd),
    # two sources
    Shuffle("vunpcklps", 4, 2, _unpack(4, high=False), imm=False),
    Shuffle("vunpckhps", 4, 2, _unpack(4, high=True), imm=False),
    Shuffle("vunpcklpd", 8, 2, _unpack(2, high=False), imm=False),
    Shuffle("vunpckhpd", 8, 2, _unpack(2, high=True), imm=False),
    Shuffle("vmovss", 4, 2, _merge_low, imm=False),
    Shuffle("vmovsd", 8, 2, _merge_low, imm=False),
    Shuffle("vblendps", 4, 2, _blend),
    Shuffle("vblendpd", 8, 2, _blend),
    Shuffle("vshufps", 4, 2, _shufps),
    Shuffle("vshufpd", 8, 2, _shufpd),
    Shuffle("vinsertps", 4, 2, _insertps),
    Shuffle("vperm2f128", 4, 2, _perm2f128),
    Shuffle("vperm2f128", 8, 2, _perm2f128),
)

Choice = tuple[Shuffle, int | None, bool]  # the instruction, its imm, sources swapped


@cache
def permutations(features: frozenset[str], width: int, item: int) -> dict[LaneMap, Choice]:
    """Every lane map one instruction makes on this target, from one source (given as both
    operands of a two-source instruction) or from two, each with the first instruction
    of SHUFFLES that makes it."""
    n = width // item
    found: dict[LaneMap, Choice] = {}
    usable = [s for s in SHUFFLES if s.item == item and _available(s.mnemonic, width, features)]
    for shuffle in usable:
        for imm in range(256) if shuffle.imm else [None]:
            lanes = shuffle.lanes(imm, n)
            if lanes is None:
                continue
            found.setdefault(lanes, (shuffle, imm, False))
            if shuffle.sources == 2:
                swapped = tuple((1 - s, lane) for s, lane in lanes)
                found.setdefault(swapped, (shuffle, imm, True))
    for shuffle in usable:  # a two-source instruction with one register as both sources
        for imm in range(256) if shuffle.imm and shuffle.sources == 2 else []:
            lanes = shuffle.lanes(imm, n)
            if lanes is not None:
                found.setdefault(tuple((0, lane) for _, lane in lanes), (shuffle, imm, False))
    return found


def _available(mnemonic: str, width: int, features: frozenset[str]) -> bool:
    """Does the target have a register form of this width: the VEX form with AVX, else
    the legacy twin legacy.py renames it to (the mnemonic without its "v", xmm only)?"""
    forms = forms_for(mnemonic) if "avx" in features else forms_for(mnemonic[1:])
    return any(f.operands[0].reg_size == width and f.feature in features for f in forms)


# --- the lanes of a permutation ------------------------------------------------------------


def permuted_lanes(x: UOp) -> tuple[list[UOp], LaneMap] | None:
    """The vectors `x` takes its lanes from and, per lane, (which vector, which lane): for
    a gep of several lanes, or a vectorize whose every lane is a one-lane gep."""
    if x.op is Ops.GEP and len(x.arg) > 1:
        return [x.src[0]], tuple((0, lane) for lane in x.arg)
    if x.op is not Ops.VECTORIZE or any(s.op is not Ops.GEP or len(s.arg) != 1 for s in x.src):
        return None
    vectors = list(dict.fromkeys(s.src[0] for s in x.src))
    return vectors, tuple((vectors.index(s.src[0]), s.arg[0]) for s in x.src)


def is_permutation(x: UOp) -> bool:
    found = permuted_lanes(x)
    return (
        found is not None
        and x.dtype.itemsize in (4, 8)
        and all(v.dtype.itemsize == x.dtype.itemsize for v in found[0])
    )


def _piece_sources(ctx: Selector, x: UOp) -> list[tuple[list[tuple[UOp, int]], LaneMap]] | None:
    """Per result piece: the source pieces (vector, piece index) its lanes come from, and
    its lane map over them. None when a source piece is not as wide as the result's."""
    vectors, lanes = permuted_lanes(x)
    item = x.dtype.itemsize
    out, start = [], 0
    for size in ctx.pieces(x.dtype):
        per = size // item
        sources: list[tuple[UOp, int]] = []
        piece_map = []
        for vector, lane in lanes[start : start + per]:
            v = vectors[vector]
            piece, offset = divmod(lane * item, ctx.max_piece)
            if v.dtype.lanes == 1 or ctx.pieces(v.dtype)[piece] != size:
                return None
            if (v, piece) not in sources:
                sources.append((v, piece))
            piece_map.append((sources.index((v, piece)), offset // item))
        out.append((sources, tuple(piece_map)))
        start += per
    return out


def _emit(ctx: Selector, choice: Choice, regs: list[VReg], width: int) -> VReg:
    shuffle, imm, swapped = choice
    a, b = (regs[1], regs[0]) if swapped else (regs[0], regs[-1])
    # `permutations` offers a shuffle only for a width it has a register form of (isa.py),
    # so the xmm-only vmovss/vmovsd merges come here with 16 and no other
    view = vec_size(width)
    dst = ctx.vreg("vec")
    operands = [Reg(dst, view), Reg(a, view)]
    if shuffle.sources == 2:
        operands.append(Reg(b, view))
    if imm is not None:
        operands.append(Imm(imm))
    ctx.emit(shuffle.mnemonic, *operands)
    return dst


def _registers(ctx: Selector, sources: list[tuple[UOp, int]]) -> list[VReg]:
    return [ctx.value(vector)[piece] for vector, piece in sources]


def permutation_in_one(ctx: Selector, x: UOp) -> list[VReg] | None:
    """Each piece one shuffle instruction (or its source register itself, for lanes in
    place)."""
    if not is_permutation(x) or (pieces := _piece_sources(ctx, x)) is None:
        return None
    item = x.dtype.itemsize
    plans = []
    for (sources, lanes), size in zip(pieces, ctx.pieces(x.dtype), strict=True):
        identity = tuple((0, i) for i in range(len(lanes)))
        if len(sources) > 2:
            return None
        if lanes == identity:
            plans.append((sources, None))
        elif (choice := permutations(ctx.features, size, item).get(lanes)) is not None:
            plans.append((sources, choice))
        else:
            return None
    out = []
    for (sources, choice), size in zip(plans, ctx.pieces(x.dtype), strict=True):
        regs = _registers(ctx, sources)
        out.append(regs[0] if choice is None else _emit(ctx, choice, regs, size))
    return out


def permutation_by_blend(ctx: Selector, x: UOp) -> list[VReg] | None:
    """Pieces no single instruction makes: each source piece permuted on its own so the
    lanes it gives land in place (the others are anything), then blends take each lane
    from its input: n permutes and n - 1 blends for n inputs. On a ymm, lanes that must
    cross to the other 16-byte half, where no one-source instruction moves them, come
    from a copy with the halves swapped (vperm2f128), and a register whose two halves
    want different in-half orders is permuted twice. Declines when that is no cheaper
    than the stack slot's two moves a lane."""
    if not is_permutation(x) or (pieces := _piece_sources(ctx, x)) is None:
        return None
    item = x.dtype.itemsize
    plans = []
    for (sources, lanes), size in zip(pieces, ctx.pieces(x.dtype), strict=True):
        plan = _blend_plan(permutations(ctx.features, size, item), sources, lanes)
        if plan is None or _cost(plan) >= 2 * len(lanes) + 2:
            return None
        plans.append(plan)
    out = []
    for (sources, _), (swaps, inputs, blends), size in zip(
        pieces, plans, ctx.pieces(x.dtype), strict=True
    ):
        regs = _registers(ctx, sources)
        regs += [_emit(ctx, swap, [regs[k]], size) for k, swap in swaps]
        moved = [regs[r] if p is None else _emit(ctx, p, [regs[r]], size) for r, p in inputs]
        result = moved[0]
        for k, blend in blends:
            result = _emit(ctx, blend, [result, moved[k]], size)
        out.append(result)
    return out


def _blend_plan(table: dict[LaneMap, Choice], sources: list, lanes: LaneMap):
    """How to make `lanes` from `sources` by permutes and blends: (registers to swap the
    halves of [(register, choice)], per input (register, its permute or None), blends
    [(input, choice)]), where registers are the sources' and then the swapped copies.
    None when some input's lanes cannot be placed."""
    n, count = len(lanes), len(sources)
    lanes = list(lanes)
    inputs = list(range(count))  # each input of the blends is a permute of one register
    swaps = []

    def move(k: int, into: int, which, lane_of=lambda lane: lane) -> None:
        for i, (s, lane) in enumerate(lanes):
            if s == k and which(i, lane):
                lanes[i] = (into, lane_of(lane))

    def crosses(i: int, lane: int) -> bool:
        return (lane < n // 2) != (i < n // 2)

    swap = table.get(tuple((0, (i + n // 2) % n) for i in range(n)))
    for k in range(count):  # lanes that must cross halves come from a swapped copy
        if _placing(table, lanes, k) is False and swap is not None:
            swaps.append((k, swap))
            inputs.append(count + len(swaps) - 1)
            move(k, len(inputs) - 1, crosses, lambda lane: (lane + n // 2) % n)
    for k in range(len(inputs)):  # halves wanting different in-half patterns: two permutes
        if _placing(table, lanes, k) is False:
            inputs.append(inputs[k])
            move(k, len(inputs) - 1, lambda i, lane: i >= n // 2)
    permutes = [_placing(table, lanes, k) for k in range(len(inputs))]
    if any(p is False for p in permutes):
        return None
    blends = []
    for k in range(1, len(inputs)):
        if any(s == k for s, _ in lanes):
            mask = tuple((1 if s == k else 0, i) for i, (s, _) in enumerate(lanes))
            if mask not in table:
                return None
            blends.append((k, table[mask]))
    return swaps, list(zip(inputs, permutes, strict=True)), blends


def _placing(table: dict[LaneMap, Choice], lanes: list, k: int) -> Choice | None | bool:
    """The one-source permute that puts source k's lanes where `lanes` wants them, the
    other lanes being anything: None when they are in place already, False when no
    instruction does it. The table's first match is the preferred instruction."""
    wanted = {i: lane for i, (s, lane) in enumerate(lanes) if s == k}
    if all(i == lane for i, lane in wanted.items()):
        return None
    for candidate, choice in table.items():
        if all(candidate[i] == (0, lane) for i, lane in wanted.items()):
            return choice
    return False


def _cost(plan) -> int:
    swaps, inputs, blends = plan
    return len(swaps) + sum(p is not None for _, p in inputs) + len(blends)
