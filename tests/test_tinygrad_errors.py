"""How the tinygrad backends relay their compiler's errors (issue 41 item 4.7).

`python -m refimpl compile --backend tinygrad-clang` on a kernel whose C clang rejects printed
clang's `<stdin>:5:31: error: ...` line but not the C, so the offending line could not be
seen. The rejection now carries the source clang was given, numbered, with a caret under
each error's column, as a note below the one-line message (which stays what campaigns
sign findings by). Skips without tinygrad and clang.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from refimpl.backends.base import BackendUnavailable, Options
from refimpl.cli import main
from refimpl.compile import get_backend, unavailable

# tinygrad renders `x - -0.0` as `x--0.0f`, which C reads as a decrement
# (conformance/test_tinygrad.py MINIMAL["sub_negative_literal"])
REJECTED_BY_CLANG = """\
kernel sub_negative_literal(%out: f32[2], %x: f32[2])
  %i = range i32 2
    %v = load f32 %x[%i]
    %s = sub f32 %v, -0.0
    store %out[%i], %s
  end %i
"""


@pytest.fixture
def clang_backend() -> str:
    try:
        get_backend("tinygrad-clang")
    except BackendUnavailable as e:
        pytest.skip(str(e))
    if reason := unavailable("tinygrad-clang", Options()):
        pytest.skip(reason)
    return "tinygrad-clang"


def test_a_clang_rejection_shows_the_offending_source_line_under_a_caret(
    clang_backend, tmp_path: Path, capsys
):
    path = tmp_path / "rejected.kernel"
    path.write_text(REJECTED_BY_CLANG)
    assert main(["compile", str(path), "--backend", clang_backend]) == 2
    err = capsys.readouterr().err
    headline, *listing = err.splitlines()
    where = re.search(r"<stdin>:(\d+):(\d+): error: ", headline)
    assert headline.startswith("error: CompilerRejected: clang rejected tinygrad's source: ")
    assert where, err
    line, col = int(where[1]), int(where[2])
    numbered = [text for text in listing if re.match(rf"\s*{line} \| ", text)]
    assert len(numbered) == 1, err
    source_line = numbered[0].split(" | ", 1)[1]
    assert "--0.0f" in source_line, err
    caret = listing[listing.index(numbered[0]) + 1]
    assert caret.endswith("^") and caret.index("^") == numbered[0].index(" | ") + 3 + col - 1, err


def test_a_long_source_is_listed_around_its_errors_only():
    from refimpl.backends.tinygrad.backend import source_listing

    source = "\n".join(f"line {n};" for n in range(1, 61))
    listing = source_listing(source, {10: [3], 50: [1, 6]}).splitlines()
    assert listing[0] == "the source it was given (60 lines):"
    numbered = [int(text.split("|")[0]) for text in listing[1:] if text.split("|")[0].strip()]
    assert numbered == [*range(7, 14), *range(47, 54)]
    assert "   | ..." in listing
    assert listing[listing.index("50 | line 50;") + 1] == "   | ^    ^"
    assert listing[listing.index("10 | line 10;") + 1] == "   |   ^"


def test_a_kernel_with_more_parameters_than_the_runner_passes_is_not_claimed():
    """The tinygrad backends run their code through the native executor, which passes at
    most MAX_PARAMS words: a kernel with more is unsupported, as on the project's own native
    backends. Before: seed 46004's campaign filed `compile-error|tinygrad-x86/native|
    ValueError` ("native executor: more than 64 parameters") against tinygrad. Needs no
    tinygrad: importing the backends does not import it."""
    from refimpl.backends.tinygrad import BACKENDS
    from refimpl.compile import lower
    from refimpl.native.hostile_call import MAX_PARAMS
    from refimpl.text import parse

    params = ", ".join(f"%x{i}: f32[1]" for i in range(MAX_PARAMS))
    kernel = parse(
        f"kernel many(%out: f32[1], {params})\n  %v = load f32 %x0[0]\n  store %out[0], %v\n"
    )
    for name, backend in BACKENDS.items():
        reason = backend.capabilities.unsupported(lower(kernel))
        assert reason == f"{MAX_PARAMS + 1} parameters, at most {MAX_PARAMS} supported", name
