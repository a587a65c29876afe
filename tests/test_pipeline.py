"""The pipeline of refimpl/compile.py: what its passes produce, and how often it verifies.

compile_kernel verifies its input once and trusts the passes after it (the shared lowering
of transcendentals, each backend's legalization) to keep a kernel valid. This file checks
that trust instead of every compile: every kernel of the golden corpus and of the op suite,
lowered and legalized for every backend and target, still passes the verifier. It also pins
how many times one `refimpl run` checks a kernel (once: the parser and the pipeline share the
verifier's memory of what passed), the order of the x86 stages, and that the target
and executor names are one list each.

Needs no executor: nothing here runs generated code.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conformance.opsuite import all_cases
from refimpl.backends.base import MACHINE_CODE_EXECUTORS, BackendUnavailable, Options
from refimpl.compile import compile_kernel, default_backends, get_backend, legalize, lower
from refimpl.text import parse
from refimpl.verify import verify

ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted((ROOT / "golden" / "kernels").glob("*.kernel"))


def configs() -> list[tuple[str, Options]]:
    """Every default backend that loads, with each of its targets."""
    found = []
    for name in default_backends():
        try:
            backend = get_backend(name)
        except BackendUnavailable:
            continue
        for target in backend.targets:
            found.append((name, Options(target=target) if target else Options()))
    return found


def kernels():
    yield from ((path.stem, parse(path.read_text())) for path in CORPUS)
    yield from ((case.id, case.kernel) for case in all_cases())


@pytest.mark.parametrize(
    "backend,options", configs(), ids=[f"{b}-{o.target}" for b, o in configs()]
)
def test_lowered_and_legalized_kernels_verify(backend, options):
    for name, kernel in kernels():
        lowered = lower(kernel)
        verify(lowered)
        try:
            verify(legalize(lowered, backend, options))
        except Exception as e:
            raise AssertionError(f"{name}: {backend} {options.target} legalization: {e}") from e


@pytest.mark.parametrize(
    "backend", sorted({b for b, _ in configs() if get_backend(b).legalize_reads})
)
def test_legalize_reads_only_the_options_it_declares(backend):
    """compile.py shares a legalization between Options that agree on the backend's
    `legalize_reads`; the legalization itself must then not depend on any other field."""
    impl = get_backend(backend)
    for target in impl.targets or (None,):
        declared = Options(**({"target": target} if target else {}))
        others = Options(
            **({"target": target} if target else {}),
            abi="win64",
            check_regalloc=True,
            opt_level=0,
        )
        assert all(getattr(declared, f) == getattr(others, f) for f in impl.legalize_reads)
        for path in CORPUS:  # every op, every dtype family
            sink = lower(parse(path.read_text())).sink
            assert impl.legalize(sink, declared) is impl.legalize(sink, others), (path, target)


def test_one_run_checks_the_kernel_once(monkeypatch, tmp_path, capsys):
    """The parser verifies, and so does the pipeline's input; the second finds the kernel
    already checked (verify remembers what passed). Not after the passes."""
    from refimpl.cli import main

    # sys.modules: `refimpl.compile` and `refimpl.verify` are also functions of the Python API
    pipeline, verifier = sys.modules["refimpl.compile"], sys.modules["refimpl.verify"]
    checked = []

    def counting(kernel):
        checked.append(kernel.name)
        return real_check(kernel)

    real_check = verifier.check
    monkeypatch.setattr(verifier, "check", counting)
    monkeypatch.setattr(verifier, "_PASSED", {})
    pipeline.forget_front_end()
    monkeypatch.setenv("UOPCHECK_CACHE", str(tmp_path))
    kernel = ROOT / "golden" / "kernels" / "transcendental.kernel"  # lowering has work to do
    assert main(["run", str(kernel), "--backend", "c"]) == 0, capsys.readouterr()
    assert checked == ["transcendental"]


def test_a_failing_kernel_fails_every_time():
    """Only kernels that passed are remembered: a broken one raises on every call."""
    from refimpl.ir import Kernel
    from refimpl.verify import VerifyError

    good = parse(CORPUS[0].read_text())
    assert len(good.params) > 1
    swapped = Kernel(good.name, good.params[::-1], good.sink)  # slots out of order
    for _ in range(2):
        with pytest.raises(VerifyError, match="params"):
            verify(swapped)


def test_x86_stages_run_in_order_and_are_timed():
    kernel = parse(CORPUS[0].read_text())
    seconds: dict[str, float] = {}
    options = Options(check_regalloc=True)
    program = compile_kernel(kernel, "x86", options, seconds=seconds)
    assert list(seconds) == [
        "lower", "legalize", "linearize", "schedule", "isel", "regalloc", "check", "frame",
        "encode",
    ]  # fmt: skip
    assert program.compiled.code


def test_target_and_executor_names_are_one_list_each():
    import refimpl.cli
    from refimpl.backends.x86.backend import X86Backend
    from refimpl.backends.x86.target import DEFAULT_TARGET, TARGETS
    from refimpl.runtime.executors import EXECUTORS

    assert X86Backend.targets == refimpl.cli.TARGETS == tuple(TARGETS)
    assert X86Backend.targets[0] == DEFAULT_TARGET.name == Options().target
    assert X86Backend.executors is MACHINE_CODE_EXECUTORS and EXECUTORS is MACHINE_CODE_EXECUTORS
