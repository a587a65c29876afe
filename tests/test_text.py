"""Kernel text format: round trips, and parse errors that say where and what.

Needs no backend. `print(parse(text)) == text` is checked on every corpus kernel and, as a
Hypothesis property, on random kernels built with the builder.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from refimpl.builder import KernelBuilder
from refimpl.dtypes import ALL_SCALARS, FLOATS, INTS, bool_, i32
from refimpl.ir import BINARY, TRANSCENDENTAL, UNARY, Ops
from refimpl.text import ParseError, parse, print_kernel
from refimpl.verify import KINDS

CORPUS = sorted(Path(__file__).resolve().parents[1].glob("golden/kernels/*.kernel"))


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_corpus_kernel_is_canonical(path: Path):
    text = path.read_text()
    assert print_kernel(parse(text, str(path))) == text


def test_corpus_has_at_least_25_kernels_each_with_a_leading_comment():
    assert len(CORPUS) >= 25
    for path in CORPUS:
        assert path.read_text().startswith("# "), f"{path.name} should open with a comment"


# --- random kernels -------------------------------------------------------------------------


@st.composite
def random_kernels(draw) -> str:
    """A random loop nest of elementwise work, reductions into registers, casts and shuffles."""
    kb = KernelBuilder("random")
    n = 16
    inputs = [
        kb.buffer(f"in{k}", draw(st.sampled_from(ALL_SCALARS)), n)
        for k in range(draw(st.integers(1, 3)))
    ]
    bound = kb.var("n", i32, 0, n) if draw(st.booleans()) else n
    with kb.loop(bound, name="i") as i:
        values = [kb.load(b, i) for b in inputs]
        for _ in range(draw(st.integers(1, 8))):
            a = draw(st.sampled_from(values))
            choice = draw(
                st.sampled_from(["unary", "binary", "cast", "where", "vector", "literal"])
            )
            if choice == "cast":
                values.append(kb.cast(a, draw(st.sampled_from(ALL_SCALARS))))
                continue
            if choice == "where":
                b = draw(st.sampled_from([v for v in values if v.dtype == a.dtype]))
                values.append(kb.where(kb.cmpne(a, b), a, b))
                continue
            if choice == "vector":
                vec = kb.vectorize(a, a, a, a)
                values.append(kb.gep(vec, draw(st.integers(0, 3))))
                continue
            ops = UNARY - TRANSCENDENTAL if choice == "unary" else BINARY
            ops = [
                o for o in sorted(ops, key=lambda o: o.value) if a.dtype.kind in KINDS[o].split()
            ]
            if not ops:
                continue
            op = draw(st.sampled_from(ops))
            if choice == "unary":
                values.append(kb.alu(op, a))
            elif choice == "literal":
                literal = draw(st.sampled_from([0, 1, 7])) if not a.dtype.is_float else 0.5
                values.append(kb.alu(op, a, literal if not a.dtype.is_bool else True))
            else:
                b = draw(st.sampled_from([v for v in values if v.dtype == a.dtype]))
                values.append(kb.alu(op, a, b))
        result = values[-1]
        out = kb.buffer("out", result.dtype.scalar, n)
        kb.store(out, i, result, gate=kb.cmplt(i, 8) if draw(st.booleans()) else None)
        if draw(st.booleans()) and result.dtype in INTS + FLOATS:
            acc = kb.reg(result.dtype, 1, name="acc")
            kb.store(acc, 0, result)
            total = kb.buffer("total", result.dtype, n)
            kb.store(total, i, kb.add(kb.load(acc, 0), result))
    return print_kernel(kb.finish())


@given(random_kernels())
def test_print_parse_round_trip(text: str):
    assert print_kernel(parse(text)) == text


def test_builder_and_parser_build_the_same_graph():
    kb = KernelBuilder("scale")
    out, x = kb.buffer("out", ALL_SCALARS[10], 4), kb.buffer("x", ALL_SCALARS[10], 4)
    with kb.loop(4, name="i") as i:
        kb.store(out, i, kb.mul(kb.load(x, i), 2.0))
    text = "kernel scale(%out: f32[4], %x: f32[4])\n  %i = range i32 4\n    %0 = load f32 %x[%i]\n"
    text += "    %1 = mul f32 %0, 2.0\n    store %out[%i], %1\n  end %i\n"
    assert print_kernel(kb.finish()) == text
    assert parse(text).sink is kb.finish().sink


# --- parse errors ----------------------------------------------------------------------------

HEADER = "kernel k(%out: f32[4], %x: f32[4])\n"
BAD_TEXT = [
    # (body, line, col, message fragment)
    ("  %v = lod f32 %x[0]\n", 2, 8, "unknown op 'lod'"),
    ("  %v = load f33 %x[0]\n", 2, 13, "unknown dtype 'f33'"),
    ("  %v = load f32 %y[0]\n", 2, 17, "undefined name %y"),
    ("  %v = load f32 %x[0\n", 2, 21, "expected ']', found end of line"),
    ("  %v = load f32 %x[0]\n  %v = load f32 %x[1]\n", 3, 3, "%v is already defined"),
    ("  %i = range i32 4\n", 2, 1, "loop %i is never ended"),
    ("  end %x\n", 2, 7, "no loop is open"),
    ("  %v = load f32 %x[0] extra\n", 2, 23, "unexpected 'extra'"),
    ("  %c = cast f32 1\n", 2, 17, "literal 1 needs a dtype here"),
    ("  %v = load f32 %x[0]\n  $\n", 3, 3, "unexpected character '$'"),
    (
        "  %i = range i32 4\n    %v = load f32 %x[%i]\n  end %i\n  store %out[0], %v\n",
        5, 18, "%v depends on loop %i, which is not open here",
    ),
    (
        "  %i = range i32 4\n    store %out[0], 1.0\n  end %i\n",
        3, 5, "is written at loop %i but its operands place it at top level",
    ),
]  # fmt: skip


@pytest.mark.parametrize("body, line, col, message", BAD_TEXT)
def test_parse_error_names_file_line_column_and_problem(body, line, col, message):
    with pytest.raises(ParseError) as info:
        parse(HEADER + body, "bad.kernel")
    err = info.value
    assert message in err.message
    assert (err.filename, err.line, err.col) == ("bad.kernel", line, col), str(err)
    assert str(err).startswith(f"bad.kernel:{line}:{col}: ")


def test_parse_error_for_missing_header():
    with pytest.raises(ParseError, match=r"expected 'kernel'"):
        parse("  %v = load f32 %x[0]\n", "k")


def test_float_literals_round_trip_bit_exactly():
    literals = {"-0.0": 0x80000000, "nan": None, "-inf": 0xFF800000, "1e-45": 0x00000001,
                "3.4028235e+38": 0x7F7FFFFF, "0.1": 0x3DCCCCCD}  # fmt: skip
    body = "".join(
        f"  %v{k} = add f32 %l, {lit}\n  store %out[{k}], %v{k}\n" for k, lit in enumerate(literals)
    )
    text = "kernel k(%out: f32[8], %x: f32[4])\n  %l = load f32 %x[0]\n" + body
    kernel = parse(text)
    assert print_kernel(kernel) == text
    consts = {n.arg for n in kernel.sink.toposort() if n.op is Ops.CONST and n.dtype.is_float}
    as_bits = {int(np.float32(c).view(np.uint32)) for c in consts if c == c}
    assert as_bits == {b for b in literals.values() if b is not None}


def test_bool_literals_and_suffixes():
    text = (
        "kernel k(%out: bool[1], %w: i64[1])\n"
        "  %b = xor bool true, false\n"
        "  store %out[0], %b\n"
        "  %c = cast i64 -5:i8\n"
        "  store %w[0], %c\n"
    )
    kernel = parse(text)
    assert "cast i64 -5:i8" in print_kernel(kernel)
    assert bool_ in {n.dtype for n in kernel.sink.toposort()}
    assert Ops.CAST in {n.op for n in kernel.sink.toposort()}


def test_empty_loop_written_inside_another_is_hoisted_and_prints_stably():
    """Fuzzer finding: an empty loop built inside loop i does not depend on i, so it runs
    (and prints) at top level; before the fix the printed order moved on every re-print."""
    kb = KernelBuilder("hoisted")
    out = kb.buffer("out", i32, 4)
    with kb.loop(4, name="i") as i:
        with kb.loop(2, name="idle"):
            pass
        kb.store(out, i, i)
    text = print_kernel(kb.finish())
    assert text.splitlines()[1:3] == ["  %idle = range i32 2", "  end %idle"]
    assert print_kernel(parse(text)) == text


def test_store_after_a_load_of_the_same_buffer_waits_for_it():
    """Fuzzer finding: the builder let a later store to a buffer float before an earlier
    load of it (write-after-read); the store now goes through `after` the load."""
    kb = KernelBuilder("war")
    out, x = kb.buffer("out", i32, 4), kb.buffer("x", i32, 4)
    first = kb.load(out, 1, name="first")
    kb.store(x, 0, first)
    kb.store(out, 1, 7)
    text = print_kernel(kb.finish())
    assert "after %out, %first" in text
    assert text.index("%first = load") < text.index("store %") < text.rindex("store %")
    assert print_kernel(parse(text)) == text


# --- literals the dtype cannot hold, and errors located in the text ------------------------

LITERAL_HEADER = "kernel k(%o8: i8[4], %u8: u8[4], %h: f16[4], %f: f32[4], %d: f64[4])\n"
OUT_OF_RANGE_LITERALS = [
    # (statement, col of the literal, message fragment)
    ("  %v = add i8 %a, 300\n", 19, "300 does not fit in i8 (-128..127)"),
    ("  %v = add i8 %a, -129\n", 19, "-129 does not fit in i8"),
    ("  %v = add u8 %b, -1\n", 19, "-1 does not fit in u8 (0..255)"),
    ("  %v = add u8 %b, 0x100\n", 19, "0x100 does not fit in u8"),
    ("  %v = add f16 %c, 70000.0\n", 20, "70000.0 overflows f16"),
    ("  %v = add f32 %e, 1e39\n", 20, "1e39 overflows f32"),
    ("  %v = add f64 %g, 1e309\n", 20, "1e309 overflows f64"),
    ("  %v = add f64 %g, 0x" + "f" * 300 + "\n", 20, "overflows f64"),
    ("  %v = cast i32 -200:i8\n", 17, "-200 does not fit in i8"),
]
IN_RANGE_LITERALS = [
    "add i8 %a, -128", "add i8 %a, 127", "add u8 %b, 255", "add u8 %b, 0xff",
    "add f16 %c, 65504.0", "add f16 %c, 65519.0", "add f16 %c, inf", "add f16 %c, -inf",
    "add f16 %c, 1e-10", "add f32 %e, 3.4028235e+38", "add f64 %g, -1.7976931348623157e+308",
]  # fmt: skip
LITERAL_OPERANDS = (
    "  %a = load i8 %o8[0]\n  %b = load u8 %u8[0]\n  %c = load f16 %h[0]\n"
    "  %e = load f32 %f[0]\n  %g = load f64 %d[0]\n"
)


@pytest.mark.parametrize("statement, col, message", OUT_OF_RANGE_LITERALS)
def test_literal_the_dtype_cannot_hold_is_an_error_at_its_column(statement, col, message):
    """Issue 10.11: `add i8 %x, 300` used to wrap to 44 silently."""
    with pytest.raises(ParseError) as info:
        parse(LITERAL_HEADER + LITERAL_OPERANDS + statement, "lit.kernel")
    err = info.value
    assert message in err.message, str(err)
    assert (err.filename, err.line, err.col) == ("lit.kernel", 7, col), str(err)


@pytest.mark.parametrize("expression", IN_RANGE_LITERALS)
def test_literals_at_the_edge_of_their_dtype_are_accepted(expression):
    parse(LITERAL_HEADER + LITERAL_OPERANDS + f"  %v = {expression}\n")


def test_builder_rejects_a_number_its_operand_dtype_cannot_hold():
    from refimpl.dtypes import i8

    kb = KernelBuilder("wrap")
    x = kb.load(kb.buffer("x", i8, 4), 0)
    with pytest.raises(ValueError, match="300 does not fit in i8"):
        kb.add(x, 300)


LOCATED_HEADER = "kernel k(%out: f32[4], %x: f32[4], %n: i32[4])\n"
LOCATED_VERIFY_ERRORS = [
    # (body, line, col, message fragment): errors only the verifier finds, located
    ("  %a = load f32 %x[0]\n  %b = load i32 %n[0]\n  %c = add f32 %a, %b\n"
     "  store %out[0], %c\n", 4, 8, "operand 2 is i32, expected f32"),
    ("  %a = load f32 %x[0]\n  %b = shl f32 %a, %a\n  store %out[0], %b\n",
     3, 8, "shl is not defined for float"),
    ("  %a = load f32 %out[0]\n  store %x[0], %a\n  store %out[1], 1.0\n",
     2, 8, "are not ordered"),
]  # fmt: skip


@pytest.mark.parametrize("body, line, col, message", LOCATED_VERIFY_ERRORS)
def test_verifier_errors_in_parsed_text_carry_file_line_and_column(body, line, col, message):
    from refimpl.verify import VerifyError

    with pytest.raises(VerifyError) as info:
        parse(LOCATED_HEADER + body, "typed.kernel")
    assert str(info.value).startswith(f"typed.kernel:{line}:{col}: verify: "), str(info.value)
    assert message in str(info.value)


BAD_KERNELS_FOR_THE_CLI = {
    "wrapping-literal": ("  %a = load f32 %x[0]\n  %b = load i32 %n[0]\n"
                         "  %c = add i32 %b, 3000000000\n  store %n[0], %c\n", "4:20"),
    "type-error": (LOCATED_VERIFY_ERRORS[0][0], "4:8"),
    "out-of-bounds": ("  %a = load f32 %x[9]\n  store %out[0], %a\n", "2:8"),
    "undefined-name": ("  %a = load f32 %y[0]\n", "2:17"),
}  # fmt: skip


CLI_CASES = [
    (command, case)
    for case in sorted(BAD_KERNELS_FOR_THE_CLI)
    for command in ("fmt", "compile", "run")
    if case != "out-of-bounds" or command == "run"  # only a run on inputs finds that one
]


@pytest.mark.parametrize("command, case", CLI_CASES)
def test_cli_reports_bad_kernels_at_their_line_without_exception_names(
    command, case, tmp_path, capsys
):
    """Issue 10.11: verifier and oracle errors name file:line:col, never `KeyError: ...`."""
    from refimpl.cli import main

    body, where = BAD_KERNELS_FOR_THE_CLI[case]
    path = tmp_path / "bad.kernel"
    path.write_text(LOCATED_HEADER + body)
    args = [command, str(path)] + ([] if command == "fmt" else ["--backend", "c"])
    code = main(args)
    err = capsys.readouterr().err
    assert code == 2, err
    assert f"{path}:{where}: " in err, err
    assert "Traceback" not in err
    assert not __import__("re").search(r"\b[A-Z][A-Za-z]*(Error|Exception)\b", err), err


def test_non_utf8_kernel_file_names_file_line_and_byte_offset(tmp_path, capsys):
    """Issue 10.12: a kernel file that is not UTF-8 is an error at its line, exit 2."""
    from refimpl.cli import main

    path = tmp_path / "latin1.kernel"
    path.write_bytes(b"kernel k(%out: f32[4])\n  # caf\xe9\n  store %out[0], 1.0\n")
    code = main(["fmt", str(path)])
    err = capsys.readouterr().err
    assert code == 2
    assert f"{path}:2:8: " in err and "not valid UTF-8" in err and "byte offset 30" in err, err
    assert "Traceback" not in err and "UnicodeDecodeError" not in err


def test_run_of_a_kernel_that_ignores_a_buffer_parameter_agrees(tmp_path, capsys):
    """Found with the issue 10.11 checks: the oracle raised `KeyError: 'out'` for a declared
    buffer the kernel never touches; that buffer simply keeps the caller's values."""
    from refimpl.cli import main

    path = tmp_path / "ignores.kernel"
    body = "  %b = load i32 %n[0]\n  %c = add i32 %b, 3\n  store %n[0], %c\n"
    path.write_text(LOCATED_HEADER + body)
    code = main(["run", str(path), "--backend", "c"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert "all agree" in out.out


NAMES_THAT_START_LIKE_A_WORD = [
    "nan_ne", "nanny", "nan2", "inf_norm", "infinity", "true_div", "falsey",
    "kernel_sum", "range_max", "end_x", "load2", "store_all", "add1", "i32_sum", "f32x",
]  # fmt: skip


@pytest.mark.parametrize("name", NAMES_THAT_START_LIKE_A_WORD)
def test_names_that_start_with_a_literal_or_keyword_parse_and_round_trip(name):
    """Issue 41 (4.6): `kernel nan_ne(...)` failed with "expected the kernel name, found
    'nan'": the tokenizer read `nan` (and `inf`) as a float literal at the start of a word."""
    text = (
        f"kernel {name}(%{name}: f32[4], %x: f32[4])\n"
        f"  %{name}.1 = load f32 %x[0]\n"
        f"  %nan = add f32 %{name}.1, nan\n"
        f"  %inf = mul f32 %nan, -inf\n"
        f"  store %{name}[0], %inf\n"
    )
    kernel = parse(text)
    assert kernel.name == name
    assert [p.arg[1] for p in kernel.params][0] == name
    assert print_kernel(parse(print_kernel(kernel))) == print_kernel(kernel)


@pytest.mark.parametrize("literal", ["nan", "inf", "-inf", "nan:f32", "-inf:f32"])
def test_nan_and_inf_are_still_literals_where_an_operand_is_expected(literal):
    kernel = parse(f"kernel k(%out: f32[1])\n  %v = add f32 1.0, {literal}\n  store %out[0], %v\n")
    assert any(n.op is Ops.CONST and n.dtype.is_float for n in kernel.sink.toposort())
