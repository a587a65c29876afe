"""The modules of refimpl/ import one way, from the IR up, and never in a circle.

Needs no backend: it reads the source, it imports nothing of refimpl.

LAYERS below is the order, bottom first. A module may import modules of its own layer and
of the layers below it; an import of a module of a higher layer is an *upward edge*, and so
is an import of the suite, the fuzzer or the tools (they sit above all of refimpl/). Inside
a layer any import is allowed, as long as no modules import each other in a circle (a
strongly connected component of the module graph, whatever the layers).

Every `import` and `from ... import` counts, at module level and inside functions alike (a
lazy import is still a dependency, and still a circle when the imported module imports
back); only imports under `if TYPE_CHECKING:` are left out, since they never run and exist
for annotations. An import names the module it loads: `from refimpl.runtime import runner`
is an edge to refimpl.runtime.runner. Importing a module also runs its parents' __init__
files; that is not counted, so `refimpl/__init__.py` (the Python API, the top layer) is not
reached by `from refimpl.ir import Kernel`.

A failure names each upward edge (file:line) and each circle. A new module must be placed:
add its prefix to LAYERS if none covers it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "refimpl"

# Bottom first: (layer, module prefixes). A module belongs to the layer of the longest prefix
# that covers it ("refimpl.passes.linearize" before "refimpl.passes"); "refimpl", the
# package's __init__ (the Python API), covers only itself.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("dtypes", ("refimpl.dtypes",)),
    ("ir", ("refimpl.ir",)),
    # linearize lives with the passes but is the schedule order itself: the text format
    # prints in it and the verifier checks scopes with it, so it sits below both
    ("rewrite", ("refimpl.rewrite", "refimpl.passes.linearize")),
    ("verify", ("refimpl.verify",)),
    ("text", ("refimpl.text",)),
    ("passes", ("refimpl.passes", "refimpl.builder")),
    # what a kernel is called with and what may go wrong outside the compiler, which the
    # oracle, the backends and the executors all speak
    ("arguments and errors", ("refimpl.args", "refimpl.errors")),
    ("semantics", ("refimpl.oracle", "refimpl.inputs", "refimpl.compare", "refimpl.reassociation")),
    # calling generated code in this process, shared by the backends and the executors
    ("native calls", ("refimpl.native",)),
    ("backends", ("refimpl.backends",)),
    ("runtime", ("refimpl.runtime",)),
    # expected: the oracle's answers, run on compile's lowering and kept in the code caches
    ("compile", ("refimpl.compile", "refimpl.expected")),
    ("front ends", ("refimpl", "refimpl.cli", "refimpl.__main__", "refimpl.x86")),
]

# Top-level packages of this checkout outside refimpl/: above every layer.
ABOVE_REFIMPL = ("conformance", "fuzz", "tools")


def rank(module: str) -> int:
    """The index in LAYERS of `module`'s layer (len(LAYERS) for ABOVE_REFIMPL)."""
    if module.split(".")[0] in ABOVE_REFIMPL:
        return len(LAYERS)
    best, found = -1, None
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            covers = module == prefix or (prefix != PACKAGE and module.startswith(prefix + "."))
            if covers and len(prefix) > best:
                best, found = len(prefix), index
    if found is None:
        raise LookupError(f"{module} is in no layer: add its prefix to LAYERS")
    return found


def layer_name(index: int) -> str:
    return LAYERS[index][0] if index < len(LAYERS) else "above refimpl"


def modules() -> dict[str, Path]:
    """Every module of refimpl/ by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST):
    """Every Import / ImportFrom node of `tree`, at any depth, but not under TYPE_CHECKING."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _type_checking_only(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def imported_modules(module: str, path: Path, known: set[str]) -> list[tuple[str, int]]:
    """(imported module, line) for every import of refimpl/ or of ABOVE_REFIMPL in `path`."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    edges = []
    for node in _imports(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:  # relative: from the package, up level - 1 packages
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            # `from package import name` loads package.name when that is a module
            names = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names
            ]
        for name in names:
            top = name.split(".")[0]
            if top in ABOVE_REFIMPL:
                edges.append((name, node.lineno))
            elif top == PACKAGE:
                # `import refimpl.backends.x86.asm` loads that module; the longest known prefix
                parts = name.split(".")
                while ".".join(parts) not in known:
                    parts.pop()
                edges.append((".".join(parts), node.lineno))
    return sorted(set(edges), key=lambda edge: (edge[1], edge[0]))


def import_graph() -> dict[str, list[tuple[str, int]]]:
    """module -> [(module it imports, line)], over refimpl/."""
    found = modules()
    known = set(found)
    return {name: imported_modules(name, path, known) for name, path in found.items()}


def upward_edges(graph: dict[str, list[tuple[str, int]]]) -> list[str]:
    paths = modules()
    problems = []
    for module, edges in graph.items():
        for target, line in edges:
            if rank(target) > rank(module):
                where = paths[module].relative_to(ROOT)
                problems.append(
                    f"{where}:{line}: {module} ({layer_name(rank(module))}) imports "
                    f"{target} ({layer_name(rank(target))}), a layer above"
                )
    return problems


def circles(graph: dict[str, list[tuple[str, int]]]) -> list[list[str]]:
    """The strongly connected components of more than one module (or a module importing
    itself), each sorted, by Tarjan's algorithm (iterative)."""
    successors = {m: sorted({t for t, _ in edges if t in graph}) for m, edges in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, child = work.pop()
            if child == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            if child < len(successors[node]):
                work.append((node, child + 1))
                succ = successors[node][child]
                if succ not in index:
                    work.append((succ, 0))
                elif succ in on_stack:
                    low[node] = min(low[node], index[succ])
                continue
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in successors[node]:
                    components.append(sorted(component))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return sorted(components)


def describe_circle(component: list[str], graph: dict[str, list[tuple[str, int]]]) -> str:
    members = set(component)
    lines: dict[tuple[str, str], list[str]] = {}
    for module in component:
        for target, line in graph[module]:
            if target in members:
                lines.setdefault((module, target), []).append(str(line))
    edges = [f"    {m} -> {t} (line {', '.join(at)})" for (m, t), at in lines.items()]
    return "circle of " + ", ".join(component) + ":\n" + "\n".join(edges)


def test_every_module_is_in_a_layer():
    unplaced = []
    for module in modules():
        try:
            rank(module)
        except LookupError as e:
            unplaced.append(str(e))
    assert not unplaced, "\n".join(unplaced)


def test_no_module_imports_a_layer_above_it():
    problems = upward_edges(import_graph())
    order = " -> ".join(name for name, _ in LAYERS)
    assert not problems, f"{len(problems)} upward imports (layers, bottom first: {order}):\n" + (
        "\n".join(problems)
    )


def test_no_modules_import_each_other_in_a_circle():
    graph = import_graph()
    found = circles(graph)
    assert not found, f"{len(found)} import circles:\n" + "\n".join(
        describe_circle(c, graph) for c in found
    )


def test_the_checker_sees_lazy_upward_imports_and_circles(tmp_path):
    """The walk itself: a lazy import inside a function is an edge, TYPE_CHECKING ones are
    not, two modules importing each other are one circle, and a module no prefix of LAYERS
    covers is in no layer."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from refimpl.compile import build\n"
        "def f():\n"
        "    from refimpl.backends import base\n"
        "    import fuzz.harness\n"
    )
    path = tmp_path / "ir.py"
    path.write_text(source)
    known = {
        "refimpl",
        "refimpl.ir",
        "refimpl.compile",
        "refimpl.backends",
        "refimpl.backends.base",
    }
    edges = imported_modules("refimpl.ir", path, known)
    assert edges == [("refimpl.backends.base", 5), ("fuzz.harness", 6)]
    graph = {
        "refimpl.a": [("refimpl.b", 1)],
        "refimpl.b": [("refimpl.a", 2)],
        "refimpl.c": [("refimpl.a", 3)],
    }
    assert circles(graph) == [["refimpl.a", "refimpl.b"]]
    assert rank("refimpl.passes.linearize") < rank("refimpl.verify") < rank("refimpl.passes")
    with pytest.raises(LookupError):
        rank("refimpl.unplaced")
