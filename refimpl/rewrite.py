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

import inspect
import itertools
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

    @staticmethod
    def var(name: str, dtype: Any = None) -> Pat:
        return Pat(name=name, dtype=dtype)

    @staticmethod
    def cvar(name: str, dtype: Any = None) -> Pat:
        return Pat(Ops.CONST, dtype=dtype, name=name)

    def match(self, node: UOp, captures: dict[str, UOp]) -> bool:
        if self.op is not None:
            if isinstance(self.op, frozenset) and node.op not in self.op:
                return False
            if isinstance(self.op, Ops) and node.op is not self.op:
                return False
        if self.dtype is not None and not _matches_value(self.dtype, node.dtype):
            return False
        if self.arg is not None and not _matches_value(self.arg, node.arg):
            return False
        if self.name is not None:
            if self.name in captures and captures[self.name] is not node:
                return False
            captures[self.name] = node
        if self.src is None:
            return True
        if len(self.src) != len(node.src):
            return False
        orders = [node.src]
        if self.commutative and len(node.src) == 2:
            orders.append(node.src[::-1])
        for srcs in orders:
            trial = dict(captures)
            if all(p.match(s, trial) for p, s in zip(self.src, srcs, strict=True)):
                captures.update(trial)
                return True
        return False


def _matches_value(want: Any, have: Any) -> bool:
    if callable(want) and not isinstance(want, type):
        return bool(want(have))
    if isinstance(want, tuple):
        return have in want
    return want == have


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

    def __add__(self, other: PatternMatcher) -> PatternMatcher:
        combined = PatternMatcher([])
        for rule in self.rules + other.rules:
            combined._add(replace(rule))
        return combined

    def first_match(self, node: UOp, ctx: Any = None) -> tuple[Rule, Any] | None:
        """The first rule that matches `node` and does not decline, with its result."""
        for rule in self.by_op.get(node.op, []) + self.by_op.get(None, []):
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
