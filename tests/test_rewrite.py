"""The pattern language every IR transformation is written in (refimpl/rewrite.py), and the
node order rewriting walks in.

These pin what a `Pat` matches and which rule a `PatternMatcher` picks; legalization and
isel rely on each point, and the matcher is compiled to closures for speed, so the
behaviour is stated here rather than inferred from whole-compiler tests.
"""

from __future__ import annotations

from refimpl.dtypes import f32, i32
from refimpl.ir import Ops, UOp
from refimpl.rewrite import Pat, PatternMatcher, graph_rewrite

X = UOp(Ops.VAR, i32, (), (0, "x", 0, 9))
Y = UOp(Ops.VAR, i32, (), (1, "y", 0, 9))
ONE = UOp.const(i32, 1)


def matches(pat: Pat, node: UOp) -> dict | None:
    captures: dict = {}
    return captures if pat.match(node, captures) else None


def test_op_dtype_and_arg_accept_a_value_a_set_a_tuple_or_a_predicate():
    add = UOp(Ops.ADD, i32, (X, ONE))
    assert matches(Pat(Ops.ADD), add) is not None
    assert matches(Pat(frozenset({Ops.SUB, Ops.ADD})), add) is not None
    assert matches(Pat(Ops.SUB), add) is None
    assert matches(Pat(dtype=i32), add) is not None
    assert matches(Pat(dtype=f32), add) is None
    assert matches(Pat(dtype=(f32, i32)), add) is not None
    assert matches(Pat(dtype=lambda d: d.is_float), add) is None
    assert matches(Pat(Ops.CONST, arg=1), ONE) is not None
    assert matches(Pat(Ops.CONST, arg=2), ONE) is None
    assert matches(Pat(Ops.CONST, arg=lambda a: a > 0), ONE) is not None


def test_a_test_is_a_predicate_on_the_node_itself():
    add = UOp(Ops.ADD, i32, (X, ONE))
    assert matches(Pat(Ops.ADD, test=lambda n: n.src[1].op is Ops.CONST), add) is not None
    assert matches(Pat(Ops.ADD, test=lambda n: n.src[0] is n.src[1]), add) is None
    assert matches(Pat(src=(Pat.var("x"), Pat.var("c", test=lambda n: n is ONE))), add) == {
        "x": X,
        "c": ONE,
    }


def test_sources_match_in_order_and_their_count_must_agree():
    add = UOp(Ops.ADD, i32, (X, ONE))
    assert matches(Pat(Ops.ADD, src=(Pat.var("a"), Pat.cvar("c"))), add) == {"a": X, "c": ONE}
    assert matches(Pat(Ops.ADD, src=(Pat.cvar("c"), Pat.var("a"))), add) is None
    assert matches(Pat(Ops.ADD, src=(Pat.var("a"),)), add) is None


def test_a_name_used_twice_must_capture_the_same_node():
    same = Pat(Ops.ADD, src=(Pat.var("a"), Pat.var("a")))
    assert matches(same, UOp(Ops.ADD, i32, (X, X))) == {"a": X}
    assert matches(same, UOp(Ops.ADD, i32, (X, Y))) is None


def test_commutative_tries_the_swap_without_the_first_orders_captures():
    # on add(1, x) the first order captures "a" = 1 and then fails (x is no constant); the
    # swap must start afresh, or the leaked "a" = 1 would refuse "a" = x
    pat = Pat(Ops.ADD, src=(Pat.var("a"), Pat.cvar("c")), commutative=True)
    assert matches(pat, UOp(Ops.ADD, i32, (ONE, X))) == {"a": X, "c": ONE}
    plain = Pat(Ops.ADD, src=(Pat.var("a"), Pat.cvar("c")))
    assert matches(plain, UOp(Ops.ADD, i32, (ONE, X))) is None


def test_rules_for_the_op_come_before_any_op_rules_and_a_declining_rule_passes_on():
    fired = []

    def record(label, result):
        def rule(x):
            fired.append(label)
            return result

        return rule

    matcher = PatternMatcher([
        (Pat(name="x"), record("any", None)),
        (Pat(Ops.ADD, name="x"), record("declines", None)),
        (Pat(Ops.ADD, name="x"), record("takes", Y)),
    ])  # fmt: skip
    rule, result = matcher.first_match(UOp(Ops.ADD, i32, (X, ONE)))
    assert (fired, result, rule) == (["declines", "takes"], Y, matcher.rules[2])
    fired.clear()
    assert matcher.first_match(X) is None and fired == ["any"]


def test_graph_rewrite_settles_bottom_up():
    # x + 0 -> x, applied below and then at the node the first rewrite exposed
    zero = UOp.const(i32, 0)
    fold = PatternMatcher(
        [
            (
                Pat(Ops.ADD, src=(Pat.var("x"), Pat.cvar("z", i32))),
                lambda x, z: x if z.arg == 0 else None,
            )
        ]
    )
    nested = UOp(Ops.ADD, i32, (UOp(Ops.ADD, i32, (X, zero)), zero))
    assert graph_rewrite(nested, fold) is X


def test_toposort_is_the_depth_first_postorder_sources_in_order():
    # graph_rewrite and linearize walk in this order; a diamond shows it: the first source's
    # whole subtree comes first, a shared node once, where it is first reached
    shared = UOp(Ops.ADD, i32, (X, Y))
    left = UOp(Ops.MUL, i32, (shared, ONE))
    top = UOp(Ops.SUB, i32, (left, shared))
    assert top.toposort() == [X, Y, shared, ONE, left, top]
    assert top.toposort(known={shared}) == [ONE, left, top]
    assert top.toposort(known={top}) == []
