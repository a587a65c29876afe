"""The kernel text format: `print_kernel` writes it, `parse` reads it.

One node per line, SSA names, explicit dtypes; the grammar is in docs/kernel-format.md.
Constants are written inline as literals, typed by where they stand (a literal needs a
`:dtype` suffix only where nothing else fixes its type, as the operand of a cast). Loop
ends and the kernel's sink list their effects implicitly: an `end` closes every store and
nested loop written directly inside it. The printer writes nodes in the order
`linearize` gives, so `print_kernel(parse(text)) == text` for canonical text.

    # sum of each row of a 4x8 matrix
    kernel row_sum(%out: f32[4], %x: f32[32])
      %i = range i32 4
      ...
      end %i
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from refimpl.dtypes import DType, PtrDType, is_narrow_float, parse_dtype, void
from refimpl.ir import (
    ALU,
    REDUCE_OPS,
    Kernel,
    Location,
    Ops,
    UOp,
    literal_range_error,
    normalize_const,
    operand_dtype,
    reduce_ranges,
)
from refimpl.passes.linearize import linearize, loop_info, open_loops
from refimpl.verify import VerifyError, verify

INDENT = "  "


# --- printing ------------------------------------------------------------------------------


def format_literal(dtype: DType, value: bool | int | float) -> str:
    if dtype.is_bool:
        return "true" if value else "false"
    if dtype.is_int:
        return str(value)
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    if dtype.bits == 64 or is_narrow_float(dtype):  # a narrow float: its exact value
        text = repr(float(value))
    else:
        text = str(dtype.np.type(value))
    return text if any(c in text for c in ".en") else text + ".0"


class _Printer:
    def __init__(self, kernel: Kernel):
        self.kernel = kernel
        self.order = linearize(kernel.sink)
        self.reduce_ranges = reduce_ranges(self.order)
        self.names: dict[UOp, str] = {}
        self.used_names: set[str] = set()
        self.generated = 0  # unnamed nodes are printed as %0, %1, ...
        for p in kernel.params:
            self._assign(p, p.arg[1])
        referenced = self._referenced()
        for node in self.order:
            if node in referenced and node not in self.names:
                self._assign(node, kernel.names.get(node))

    def _referenced(self) -> set[UOp]:
        """Nodes whose names appear in the text (implicit END/SINK effects do not)."""
        refs: set[UOp] = set()
        for node in self.order:
            if node.op is Ops.SINK:
                continue
            srcs = node.src[:1] if node.op is Ops.END else node.src
            refs.update(s for s in srcs if s.op is not Ops.CONST)
        return refs

    def _assign(self, node: UOp, wanted: str | None) -> None:
        if not wanted:
            wanted, self.generated = str(self.generated), self.generated + 1
        base = wanted
        name, n = base, 1
        while name in self.used_names:
            name, n = f"{base}_{n}", n + 1
        self.names[node] = name
        self.used_names.add(name)

    def operand(self, node: UOp, i: int) -> str:
        s = node.src[i]
        if s.op is not Ops.CONST:
            return f"%{self.names[s]}"
        literal = format_literal(s.dtype, s.arg)
        # type the literal from the references only, as the parser will see them
        src_dtypes = [x.dtype if x.op is not Ops.CONST else None for x in node.src]
        if operand_dtype(node.op, node.dtype, src_dtypes, i) != s.dtype:
            literal += f":{s.dtype}"
        return literal

    def line(self, node: UOp) -> str:
        shown = 1 if node.op is Ops.END else len(node.src)  # an end's effects are implicit
        ops = [self.operand(node, i) for i in range(shown)]
        match node.op:
            case Ops.RANGE:
                kind = "reduce " if node in self.reduce_ranges else ""
                body = f"range {kind}{node.dtype} {ops[0]}"
            case Ops.REDUCE:
                body = f"reduce {node.arg.text} {node.dtype} {ops[0]} over {', '.join(ops[1:])}"
            case Ops.END:
                body = f"end {ops[0]}"
            case Ops.REG:
                body = f"reg {node.dtype}"
            case Ops.AFTER:
                body = f"after {', '.join(ops)}"
            case Ops.LOAD:
                body = f"load {node.dtype} {ops[0]}[{ops[1]}]"
                if len(ops) == 4:
                    body += f" if {ops[2]} else {ops[3]}"
            case Ops.STORE:
                body = f"store {ops[0]}[{ops[1]}], {ops[2]}"
                if len(ops) == 4:
                    body += f" if {ops[3]}"
            case Ops.GEP:
                body = f"gep {node.dtype} {ops[0]}, {', '.join(map(str, node.arg))}"
            case _:
                body = f"{node.op.text} {node.dtype} {', '.join(ops)}"
        named = node in self.names
        return f"%{self.names[node]} = {body}" if named else body

    def header(self) -> str:
        params = []
        for p in self.kernel.params:
            if p.op is Ops.PARAM:
                params.append(f"%{p.arg[1]}: {p.dtype}")
            else:
                _, name, lo, hi = p.arg
                params.append(f"%{name}: {p.dtype} in {lo}..{hi}")
        return f"kernel {self.kernel.name}({', '.join(params)})"

    def text(self) -> str:
        out = [f"#{line}" if line else "#" for line in self.kernel.doc.splitlines()]
        out.append(self.header())
        depth = 1
        for node in self.order:
            if node.op in (Ops.CONST, Ops.PARAM, Ops.VAR, Ops.SINK):
                continue
            if node.op is Ops.END:
                depth -= 1
                if node.src[0] in self.reduce_ranges:
                    continue  # closed by its reduce, printed next
            out.append(INDENT * depth + self.line(node))
            if node.op is Ops.RANGE:
                depth += 1
        return "\n".join(out) + "\n"


def print_kernel(kernel: Kernel) -> str:
    """The canonical text of a kernel."""
    return _Printer(kernel).text()


# str(kernel) is its text. Set here, not in ir.py: printing needs the linear order of
# passes/linearize.py, which sits above ir.py (`import refimpl` always imports this module).
Kernel.__str__ = print_kernel


# --- parsing -----------------------------------------------------------------------------


class ParseError(ValueError):
    """A kernel text error, located as `file:line:col: message`."""

    def __init__(self, filename: str, line: int, col: int, message: str, source_line: str = ""):
        self.filename, self.line, self.col, self.message = filename, line, col, message
        where = f"{filename}:{line}:{col}: {message}"
        if source_line:
            where += f"\n    {source_line}\n    {' ' * (col - 1)}^"
        super().__init__(where)


# `inf` and `nan` are literals only as whole words: `nan_ne` is a name ([A-Za-z0-9_] may not
# follow them), as `true_div` already is since words match whole
TOKEN = re.compile(
    r"""\s*(?:
      (?P<ref>%[A-Za-z0-9_.]+)
    | (?P<num>-?(?:0x[0-9a-fA-F]+|(?:\d+(?:\.(?!\.)\d*)?(?:[eE][-+]?\d+)?)
                  |(?:inf|nan)(?![A-Za-z0-9_]))(?::[a-z0-9]+)?)
    | (?P<word>[A-Za-z_][A-Za-z0-9_]*(?::[a-z0-9]+)?)
    | (?P<range>\.\.)
    | (?P<punct>[=,\[\]():])
    )""",
    re.VERBOSE,
)

ALU_WORDS = {op.text: op for op in ALU | {Ops.CAST, Ops.BITCAST, Ops.VECTORIZE, Ops.BROADCAST}}


@dataclass
class Token:
    kind: str
    text: str
    col: int


class _Line:
    """A cursor over the tokens of one source line."""

    def __init__(self, parser: _Parser, lineno: int, text: str):
        self.parser, self.lineno, self.text = parser, lineno, text
        self.tokens: list[Token] = []
        body = text.split("#", 1)[0]
        pos = 0
        while body[pos:].strip():
            m = TOKEN.match(body, pos)
            if not m or m.end() == pos:
                col = len(body) - len(body[pos:].lstrip()) + 1
                raise self.error(col, f"unexpected character {body[col - 1]!r}")
            kind = m.lastgroup or ""
            start = m.start(kind)
            self.tokens.append(Token(kind, m.group(kind), start + 1))
            pos = m.end()
        self.i = 0

    def error(self, col: int, message: str) -> ParseError:
        return ParseError(self.parser.filename, self.lineno, col, message, self.text)

    def location(self, col: int) -> Location:
        return Location(self.parser.filename, self.lineno, col, self.text)

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def next(self, expected: str) -> Token:
        tok = self.peek()
        if tok is None:
            raise self.error(len(self.text.rstrip()) + 1, f"expected {expected}, found end of line")
        self.i += 1
        return tok

    def expect(self, text: str) -> Token:
        tok = self.next(repr(text))
        if tok.text != text:
            raise self.error(tok.col, f"expected {text!r}, found {tok.text!r}")
        return tok

    def accept(self, text: str) -> bool:
        tok = self.peek()
        if tok is not None and tok.text == text:
            self.i += 1
            return True
        return False

    def word(self, expected: str) -> Token:
        tok = self.next(expected)
        if tok.kind != "word":
            raise self.error(tok.col, f"expected {expected}, found {tok.text!r}")
        return tok

    def dtype(self) -> DType:
        tok = self.word("a dtype")
        try:
            return parse_dtype(tok.text)
        except ValueError as e:
            raise self.error(tok.col, str(e)) from None

    def integer(self, expected: str) -> int:
        tok = self.next(expected)
        try:
            return int(tok.text, 0)
        except ValueError:
            raise self.error(tok.col, f"expected {expected}, found {tok.text!r}") from None

    def end(self) -> None:
        if (tok := self.peek()) is not None:
            raise self.error(tok.col, f"unexpected {tok.text!r} at end of statement")


LITERAL_WORDS = {"true", "false", "nan", "inf"}


class _Parser:
    def __init__(self, text: str, filename: str):
        self.filename = filename
        self.lines = text.splitlines()
        self.env: dict[str, UOp] = {}
        self.names: dict[UOp, str] = {}
        self.locations: dict[UOp, Location] = {}
        self.opened: dict[UOp, frozenset[UOp]] = {}  # open loops of every node built so far
        self.loops: list[tuple[UOp, list[UOp], _Line]] = []  # textual loop stack
        self.open_ranges: set[UOp] = set()  # the RANGEs of self.loops
        self.reduce_kind: set[UOp] = set()  # the RANGEs written `range reduce`
        self.top_effects: list[UOp] = []
        self.counters: dict[str, int] = {}
        self.placed: list[tuple[UOp, UOp | None, _Line, int]] = []  # effect, its textual loop

    def count(self, what: str) -> int:
        """Fresh ids for loops and register arrays: two `range i32 4` are different loops."""
        self.counters[what] = self.counters.get(what, -1) + 1
        return self.counters[what]

    # operands -------------------------------------------------------------------------
    def operand_token(self, line: _Line) -> Token:
        tok = line.next("an operand")
        if tok.kind == "ref" or tok.kind == "num" or tok.text.split(":")[0] in LITERAL_WORDS:
            return tok
        raise line.error(tok.col, f"expected an operand (%name or literal), found {tok.text!r}")

    def resolve(self, line: _Line, tok: Token, want: DType | PtrDType | None) -> UOp:
        if tok.kind == "ref":
            name = tok.text[1:]
            if name not in self.env:
                raise line.error(tok.col, f"undefined name %{name}")
            node = self.env[name]
            if not self.opened[node] <= self.open_ranges:
                closed = ", ".join(sorted(f"%{self.names.get(r, '?')}" for r in self.opened[node]))
                raise line.error(
                    tok.col, f"%{name} depends on loop {closed}, which is not open here"
                )
            return node
        text, _, suffix = tok.text.partition(":")
        dtype: DType | PtrDType | None = want
        if suffix:
            try:
                dtype = parse_dtype(suffix)
            except ValueError as e:
                raise line.error(tok.col, str(e)) from None
        if dtype is None:
            raise line.error(tok.col, f"literal {text} needs a dtype here, e.g. {text}:i32")
        if not isinstance(dtype, DType) or dtype.lanes != 1:
            raise line.error(tok.col, f"literal {text} cannot be a {dtype} (use broadcast)")
        value: bool | int | float
        try:
            if text in ("true", "false"):
                value = text == "true"
            elif dtype.is_float:
                value = float(text) if not text.startswith(("0x", "-0x")) else float(int(text, 0))
            else:
                value = int(text, 0)
        except OverflowError:  # a hex integer beyond any float
            raise line.error(tok.col, f"{text} overflows {dtype}") from None
        except ValueError:
            raise line.error(tok.col, f"{text} is not a {dtype} literal") from None
        if dtype.is_bool and not isinstance(value, bool):
            raise line.error(tok.col, f"{text} is not a bool literal (true/false)")
        if (problem := literal_range_error(dtype, value, text)) is not None:
            raise line.error(tok.col, problem)
        return UOp(Ops.CONST, dtype, (), normalize_const(dtype, value))

    def operands(self, line: _Line, toks: list[Token], op: Ops, dtype) -> tuple[UOp, ...]:
        """Resolve references first, then type the literals from their context."""
        nodes: list[UOp | None] = [
            self.resolve(line, t, None) if t.kind == "ref" else None for t in toks
        ]
        for _ in range(2):  # a comparison's literal takes its type from the other operand
            for i, t in enumerate(toks):
                if nodes[i] is None:
                    src_dtypes = [n.dtype if n is not None else None for n in nodes]
                    want = operand_dtype(op, dtype, src_dtypes, i)
                    if want is not None or ":" in t.text:
                        nodes[i] = self.resolve(line, t, want)
        for i, t in enumerate(toks):
            if nodes[i] is None:
                nodes[i] = self.resolve(line, t, None)
        return tuple(nodes)  # type: ignore[arg-type]

    def operand_list(self, line: _Line) -> list[Token]:
        toks = [self.operand_token(line)]
        while line.accept(","):
            toks.append(self.operand_token(line))
        return toks

    # statements -------------------------------------------------------------------------
    def statement(self, line: _Line) -> None:
        name_tok = None
        first = line.peek()
        if first is not None and first.kind == "ref" and len(line.tokens) > 1:
            if line.tokens[1].text == "=":
                name_tok = line.next("a name")
                line.expect("=")
        word = line.word("an op")
        node = self.build(line, word)
        line.end()
        # the first statement that built a node is where the verifier and oracle point
        self.locations.setdefault(node, line.location(word.col))
        if name_tok is not None:
            name = name_tok.text[1:]
            if name in self.env:
                raise line.error(name_tok.col, f"%{name} is already defined")
            self.env[name] = node
            self.names.setdefault(node, name)
        self.note_built(node)

    def note_built(self, node: UOp) -> None:
        open_loops(node.toposort(known=self.opened), self.opened)

    def build(self, line: _Line, word: Token) -> UOp:
        op_text = word.text
        if op_text == "range":
            reduces = line.accept("reduce")
            dtype = line.dtype()
            (bound,) = self.operands(line, [self.operand_token(line)], Ops.RANGE, dtype)
            node = UOp(Ops.RANGE, dtype, (bound,), self.count("loops"))
            self.loops.append((node, [], line))
            self.open_ranges.add(node)
            if reduces:
                self.reduce_kind.add(node)
            return node
        if op_text == "reduce":
            return self.reduce(line)
        if op_text == "end":
            tok = self.operand_token(line)
            rng = self.resolve_loop(line, tok)
            if rng in self.reduce_kind:
                raise line.error(tok.col, f"{tok.text} is a reduce range: its reduce closes it")
            _, effects, _ = self.loops.pop()
            self.open_ranges.discard(rng)
            node = UOp(Ops.END, void, (rng, *effects))
            self.add_effect(node, line, word.col)
            return node
        if op_text == "reg":
            dtype = line.dtype()
            line.expect("[")
            size = line.integer("a register array size")
            line.expect("]")
            return UOp(Ops.REG, PtrDType(dtype, size, local=True), (), self.count("regs"))
        if op_text == "after":
            toks = self.operand_list(line)
            srcs = tuple(self.resolve(line, t, None) for t in toks)
            return UOp(Ops.AFTER, srcs[0].dtype, srcs)
        if op_text == "load":
            dtype = line.dtype()
            buf_tok = self.operand_token(line)
            line.expect("[")
            toks = [buf_tok, self.operand_token(line)]
            line.expect("]")
            if line.accept("if"):
                toks.append(self.operand_token(line))
                line.expect("else")
                toks.append(self.operand_token(line))
            return UOp(Ops.LOAD, dtype, self.operands(line, toks, Ops.LOAD, dtype))
        if op_text == "store":
            buf_tok = self.operand_token(line)
            line.expect("[")
            toks = [buf_tok, self.operand_token(line)]
            line.expect("]")
            line.expect(",")
            toks.append(self.operand_token(line))
            if line.accept("if"):
                toks.append(self.operand_token(line))
            node = UOp(Ops.STORE, void, self.operands(line, toks, Ops.STORE, None))
            self.add_effect(node, line, word.col)
            return node
        if op_text == "gep":
            dtype = line.dtype()
            (vec,) = self.operands(line, [self.operand_token(line)], Ops.GEP, dtype)
            lanes = []
            while line.accept(","):
                lanes.append(line.integer("a lane number"))
            return UOp(Ops.GEP, dtype, (vec,), tuple(lanes))
        if op_text in ALU_WORDS:
            op = ALU_WORDS[op_text]
            dtype = line.dtype()
            return UOp(op, dtype, self.operands(line, self.operand_list(line), op, dtype))
        known = "range end reduce reg after load store gep " + " ".join(sorted(ALU_WORDS))
        raise line.error(word.col, f"unknown op {op_text!r}; ops are: {known}")

    def reduce(self, line: _Line) -> UOp:
        """`reduce OP DTYPE VALUE over %r1, .., %rk`: closes the k innermost open loops,
        which must be those `range reduce` loops, the first outermost."""
        fold_tok = line.word("a reduce op")
        fold = ALU_WORDS.get(fold_tok.text)
        if fold not in REDUCE_OPS:
            ops = " ".join(op.text for op in REDUCE_OPS)
            raise line.error(fold_tok.col, f"{fold_tok.text!r} is not a reduce op ({ops})")
        dtype = line.dtype()
        (value,) = self.operands(line, [self.operand_token(line)], Ops.REDUCE, dtype)
        line.expect("over")
        toks = self.operand_list(line)
        ranges = [self.resolve_loop(line, t, len(toks) - i) for i, t in enumerate(toks)]
        for tok, rng in zip(toks, ranges, strict=True):
            if rng not in self.reduce_kind:
                raise line.error(tok.col, f"{tok.text} is a loop, not a `range reduce`")
        for rng in reversed(ranges):
            _, effects, _ = self.loops.pop()
            self.open_ranges.discard(rng)
            if effects:
                at, col = next((ln, c) for n, _, ln, c in self.placed if n is effects[0])
                loop = f"%{self.names.get(rng, '?')}"
                raise at.error(col, f"a reduce's value cannot store; this is inside {loop}")
        return UOp(Ops.REDUCE, dtype, (value, *ranges), fold)

    def resolve_loop(self, line: _Line, tok: Token, depth: int = 1) -> UOp:
        if tok.kind != "ref" or tok.text[1:] not in self.env:
            raise line.error(tok.col, f"expected the name of an open loop, found {tok.text!r}")
        rng = self.env[tok.text[1:]]
        if not self.loops:
            raise line.error(tok.col, f"{tok.text} ends a loop, but no loop is open")
        if len(self.loops) < depth or self.loops[-depth][0] is not rng:
            expected = self.loops[-min(depth, len(self.loops))][0]
            where = "innermost open loop" if depth == 1 else f"open loop {depth} from the inside"
            wanted = f"%{self.names.get(expected, '?')}"
            raise line.error(tok.col, f"{tok.text} is not the {where} ({wanted})")
        return rng

    def add_effect(self, node: UOp, line: _Line, col: int) -> None:
        where = self.loops[-1][0] if self.loops else None
        (self.loops[-1][1] if self.loops else self.top_effects).append(node)
        self.placed.append((node, where, line, col))

    # kernel -----------------------------------------------------------------------------
    def header(self, line: _Line) -> tuple[str, list[UOp]]:
        line.expect("kernel")
        name = line.word("the kernel name").text
        line.expect("(")
        params: list[UOp] = []
        while not line.accept(")"):
            if params:
                line.expect(",")
            tok = line.next("a parameter name")
            if tok.kind != "ref":
                raise line.error(tok.col, f"expected a parameter name like %x, found {tok.text!r}")
            pname = tok.text[1:]
            if pname in self.env:
                raise line.error(tok.col, f"parameter %{pname} is declared twice")
            line.expect(":")
            dtype = line.dtype()
            slot = len(params)
            if line.accept("["):
                size = line.integer("a buffer size")
                line.expect("]")
                node = UOp(Ops.PARAM, PtrDType(dtype, size), (), (slot, pname))
            else:
                line.expect("in")
                lo = line.integer("the lower bound")
                line.expect("..")
                hi = line.integer("the upper bound")
                node = UOp(Ops.VAR, dtype, (), (slot, pname, lo, hi))
            params.append(node)
            self.locations[node] = line.location(tok.col)
            self.env[pname] = node
            self.names[node] = pname
            self.opened[node] = frozenset()
        line.end()
        return name, params

    def kernel(self) -> Kernel:
        doc_lines: list[str] = []
        header: tuple[str, list[UOp]] | None = None
        for lineno, text in enumerate(self.lines, 1):
            stripped = text.strip()
            if header is None and stripped.startswith("#"):
                doc_lines.append(stripped[1:])
                continue
            if not stripped or stripped.startswith("#"):
                continue
            line = _Line(self, lineno, text)
            if header is None:
                header = self.header(line)
            else:
                self.statement(line)
        if header is None:
            raise ParseError(self.filename, len(self.lines) + 1, 1, "expected `kernel NAME(...)`")
        if self.loops:
            rng, _, line = self.loops[-1]
            raise line.error(1, f"loop %{self.names.get(rng, '?')} is never ended")
        sink = UOp(Ops.SINK, void, tuple(self.top_effects))
        doc = "\n".join(doc_lines)
        kernel = Kernel(header[0], tuple(header[1]), sink, self.names, doc, self.locations)
        self.check_placement(kernel)
        return kernel

    def check_placement(self, kernel: Kernel) -> None:
        """An effect written inside a loop must depend on that loop, or it would run once.
        The verifier rejects that too (rule `loop`, for an effect its loop's end lists);
        this error also says where the effect's operands place it."""
        try:
            verify(kernel)
            error = None
        except VerifyError as e:
            error = e
        loop_rule = error is not None and error.rule == "loop"
        if error is None or (loop_rule and any(n is error.node for n, *_ in self.placed)):
            self.check_written_loops(kernel)
        if error is not None:
            raise error

    def check_written_loops(self, kernel: Kernel) -> None:
        info = loop_info(kernel.sink)
        for node, where, line, col in self.placed:
            actual = info.block_of(node)
            if actual is not where:
                inside = f"loop %{self.names.get(where, '?')}" if where else "top level"
                runs = f"loop %{self.names.get(actual, '?')}" if actual else "top level"
                raise line.error(
                    col,
                    f"this {node.op.text} is written at {inside} but its operands place it at "
                    f"{runs}; order it with `after %buf, %loop`",
                )


def parse(text: str, filename: str = "<kernel>") -> Kernel:
    """Parse kernel text. Raises ParseError (file:line:col) or VerifyError."""
    return _Parser(text, filename).kernel()
