"""Pattern matching and graph rewriting: the one mechanism behind every IR transformation.

A `Pat` describes a node shape; its `name` captures the matched node under that name. A
`PatternMatcher` is a list of (pattern, function) rules; the function receives the captures
as keyword arguments (plus `ctx` when it declares that parameter) and returns a replacement
node, or None for "no match, try the next rule". `graph_rewrite` applies a matcher bottom-up
to a fixed point. Legalization, the transcendental lowering and instruction selection are all
written as lists of such rules.

Each rule has a readable `name`, its ops and its function ("add/int_binary"), and knows where
its function is defined (`source`), so a driver can say which rule fired: `first_match`
returns the rule with its result (the x86 selector counts them, backends/x86/coverage.py).

    rules = PatternMatcher([
        # x * 1 -> x
        (Pat(Ops.MUL, src=(Pat.var("x"), Pat.cvar("one"))),
         lambda x, one: x if one.arg == 1 else None),
    ])
"""

from __future__ import annotations

import functools
import inspect
import itertools
import operator
import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from refimpl.ir import Ops, UOp


@dataclass(frozen=True)
class Pat:
    """A node pattern. Every field left as None matches anything."""

    op: Ops | frozenset[Ops] | None = None
    dtype: Any = None  # a dtype, a tuple of dtypes, or a predicate on the dtype
    src: tuple[Pat, ...] | None = None  # matched in order, lengths must agree
    arg: Any = None  # compared with ==, or a predicate on the arg
    name: str | None = None
    commutative: bool = False  # also try the two sources swapped
    test: Callable[[UOp], Any] | None = None  # a predicate on the node, for what the rest can't say

    @staticmethod
    def var(name: str, dtype: Any = None, test: Callable[[UOp], Any] | None = None) -> Pat:
        return Pat(name=name, dtype=dtype, test=test)

    @staticmethod
    def cvar(name: str, dtype: Any = None) -> Pat:
        return Pat(Ops.CONST, dtype=dtype, name=name)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_match", _compile(self))

    def match(self, node: UOp, captures: dict[str, UOp]) -> bool:
        """Whether `node` has this shape; named parts go into `captures`. After a failed
        match `captures` may hold partial captures: callers drop them (first_match does)."""
        return self._match(node, captures)


def _compile(pat: Pat) -> Callable[[UOp, dict[str, UOp]], bool]:
    """`pat` as one closure with its tests decided up front: matching is the hottest loop of
    every rewrite (legalization, isel), and re-deciding how to test each field on every
    node cost more than the tests themselves."""
    ops = frozenset((pat.op,)) if isinstance(pat.op, Ops) else pat.op
    dtype_ok = _value_test(pat.dtype)
    arg_ok = _value_test(pat.arg)
    node_ok = pat.test
    name = pat.name
    srcs = None if pat.src is None else tuple(_compile(p) for p in pat.src)
    count = 0 if srcs is None else len(srcs)
    swappable = pat.commutative and count == 2

    def match(node: UOp, captures: dict[str, UOp]) -> bool:
        if ops is not None and node.op not in ops:
            return False
        if dtype_ok is not None and not dtype_ok(node.dtype):
            return False
        if arg_ok is not None and not arg_ok(node.arg):
            return False
        if node_ok is not None and not node_ok(node):
            return False
        if name is not None:
            if captures.setdefault(name, node) is not node:
                return False
        if srcs is None:
            return True
        src = node.src
        if len(src) != count:
            return False
        if not swappable:
            return all(m(s, captures) for m, s in zip(srcs, src, strict=True))
        for first, second in ((src[0], src[1]), (src[1], src[0])):
            trial = dict(captures)  # the first order's partial captures must not leak
            if srcs[0](first, trial) and srcs[1](second, trial):
                captures.update(trial)
                return True
        return False

    return match


def _value_test(want: Any) -> Callable[[Any], Any] | None:
    """A test of a dtype or arg: a predicate as it is, a tuple by membership, else ==."""
    if want is None:
        return None
    if callable(want) and not isinstance(want, type):
        return want
    if isinstance(want, tuple):
        return want.__contains__
    return functools.partial(operator.eq, want)


@dataclass
class Rule:
    pat: Pat
    fn: Callable[..., UOp | None]
    wants_ctx: bool
    defined_at: str = field(default="")  # where the PatternMatcher holding it was built
    name: str = ""  # "ops/function", unique within its matcher: see `rule_name`

    @property
    def source(self) -> str:
        """Where the rule's function is defined, e.g. "isel_scalar.py:85"."""
        code = getattr(self.fn, "__code__", None)
        if code is None:
            return "?"
        return f"{os.path.basename(code.co_filename)}:{code.co_firstlineno}"


def rule_name(pat: Pat, fn: Callable) -> str:
    """The ops a rule matches and its function: "add/int_binary", "max|min/packed_binary".
    A function made by a factory (`int_binary("add")`) is named after the factory, a lambda
    after its line ("add/lambda@212")."""
    if pat.op is None:
        ops = "any"
    elif isinstance(pat.op, frozenset):
        ops = "|".join(op.text for op in sorted(pat.op, key=lambda o: o.value))
    else:
        ops = pat.op.text
    qualname = getattr(fn, "__qualname__", type(fn).__name__)
    if qualname == "<lambda>" or qualname.endswith(".<lambda>"):
        function = f"lambda@{fn.__code__.co_firstlineno}"
    else:
        function = qualname.split(".<locals>")[0]
    return f"{ops}/{function}"


class PatternMatcher:
    """An ordered list of rules, indexed by op so a node only tries rules that can match."""

    def __init__(self, rules: Iterable[tuple[Pat, Callable[..., UOp | None]]]):
        # sys._getframe, not inspect.stack(): the latter reads every caller's source file
        # (tens of milliseconds per process at import, paid by every campaign worker)
        caller = sys._getframe(1)
        where = f"{caller.f_code.co_filename}:{caller.f_lineno}"
        self.rules: list[Rule] = []
        self.by_op: dict[Ops | None, list[Rule]] = {}
        self._tried: dict[Ops, list[Rule]] = {}  # an op's rules, then the any-op ones
        for pat, fn in rules:
            params = inspect.signature(fn).parameters
            self._add(Rule(pat, fn, "ctx" in params, where, rule_name(pat, fn)))

    def _add(self, rule: Rule) -> None:
        taken = {r.name for r in self.rules}
        if rule.name in taken:  # the same function on the same ops twice: number them
            base = rule.name
            rule.name = next(
                f"{base}#{k}" for k in itertools.count(2) if f"{base}#{k}" not in taken
            )
        self.rules.append(rule)
        ops = rule.pat.op if isinstance(rule.pat.op, frozenset) else (rule.pat.op,)
        for op in ops:
            self.by_op.setdefault(op, []).append(rule)
        self._tried.clear()

    def __add__(self, other: PatternMatcher) -> PatternMatcher:
        combined = PatternMatcher([])
        for rule in self.rules + other.rules:
            combined._add(replace(rule))
        return combined

    def rules_for(self, op: Ops) -> list[Rule]:
        """The rules a node of `op` tries, in order: the op's own, then the any-op ones."""
        if (rules := self._tried.get(op)) is None:
            rules = self._tried[op] = self.by_op.get(op, []) + self.by_op.get(None, [])
        return rules

    def first_match(self, node: UOp, ctx: Any = None) -> tuple[Rule, Any] | None:
        """The first rule that matches `node` and does not decline, with its result."""
        for rule in self.rules_for(node.op):
            captures: dict[str, UOp] = {}
            if not rule.pat.match(node, captures):
                continue
            if rule.wants_ctx:
                captures["ctx"] = ctx
            if (result := rule.fn(**captures)) is not None and result is not node:
                return rule, result
        return None

    def rewrite(self, node: UOp, ctx: Any = None) -> UOp | None:
        """The first rule's replacement for `node`, or None when no rule applies."""
        match = self.first_match(node, ctx)
        return None if match is None else match[1]


def graph_rewrite(root: UOp, matcher: PatternMatcher, ctx: Any = None, max_steps: int = 100) -> UOp:
    """Rewrite bottom-up: sources first, then the node itself until no rule applies."""
    done: dict[UOp, UOp] = {}

    def settle(node: UOp, depth: int = 0) -> UOp:
        for _ in range(max_steps):
            replacement = matcher.rewrite(node, ctx)
            if replacement is None:
                return node
            # a replacement may contain fresh nodes whose sources need rewriting too
            node = rebuild(replacement, depth + 1)
        raise RuntimeError(f"graph_rewrite did not settle on {node!r} after {max_steps} steps")

    def rebuild(top: UOp, depth: int) -> UOp:
        if depth > 50:
            raise RuntimeError(f"graph_rewrite: runaway rule producing {top!r}")
        # only nodes not rewritten yet: a replacement's toposort would otherwise walk the
        # whole settled graph below it again, quadratic on a chain
        for node in top.toposort(known=done):
            new_src = tuple(done[s] for s in node.src)
            rebuilt = node if new_src == node.src else node.replace(src=new_src)
            done[node] = result = settle(rebuilt, depth)
            done.setdefault(result, result)  # a settled node rewrites to itself
        return done[top]

    return rebuild(root, 0)
