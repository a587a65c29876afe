"""The differential harness: run a kernel everywhere, compare, classify every disagreement.

Where this sits: between the generator (fuzz/strategies.py) and the campaign driver
(fuzz/campaign.py). `check_cases(cases, configs, pool)` takes a batch of generated cases
and, for each:

1. checks the kernel text round-trips (`print(parse(print(k))) == print(k)`), else a
   `text-roundtrip` finding (a bug in refimpl/text.py, not in a backend);
2. runs the numpy oracle on the inputs (`make_args(kernel, seed)`). An `OracleError`
   means the generator built an invalid kernel ([poison-control], out-of-bounds index):
   the case is counted as a *generator bug* and skipped, never reported as a finding;
3. compiles and runs it on every config (backend x target x executor) in crash-isolated
   workers (fuzz/worker.py), one batch per config;
4. compares each config's buffers with the oracle (refimpl/compare.py: bit-exact, any
   NaN matches any NaN, don't-care lanes skipped) and with every other config.

Finding classes (CLASSES): a wrong value, a compile error, a crash (with the signal), an
out-of-bounds access or instruction-budget timeout reported by an emulator, an emulator
refusing the code, a worker timeout, any other run error, an output buffer handed back with
another dtype or shape than the kernel declares (`bad-output`). When every config (at least
two) that returned an answer agrees on it, those configs come from at least two backend
families (`families`: one backend's targets and executors, or tinygrad's renderers, share
the code that computed it), and the oracle says otherwise, the finding is filed against the
oracle instead.

A backend's fault costs only its own results (docs/executors.md): whatever one config does
— raise, crash, hang, return a float64 array for an f32 buffer — is a finding against that
config, and every other config of the example is compared and classified exactly as if it
had run alone (the oracle and external-frontend verdicts look only at the configs that
returned well-formed answers). A failure of the comparison itself is refimpl's, filed as a
`pipeline-error` (stage `compare`) naming the config it was comparing, without costing the
other configs theirs. A backend whose `build()` raises BackendUnavailable is not run here:
that config is skipped for the kernel (CaseResult.skipped, "unavailable: REASON"), as
docs/backends.md says, never filed as a compile error.

External backends (any not in refimpl.compile.default_backends(), e.g. tinygrad's) are
judged with the project's own reference backends run beside them: when at least two
external configs compute the same wrong answer and every reference config agrees with the
oracle, the finding is one `external-frontend` finding (config: the external config ids
joined by `+`): a bug in the front end the external backends share (tinygrad's symbolic
folding), not in the oracle and not in one backend.

Capabilities (refimpl.backends.base.Capabilities): a kernel a backend's capabilities exclude
is not run on it (CaseResult.skipped counts the reason, nothing is filed); a waived rule
whose effect is "skip" ([idiv-zero]) skips it the same way; one whose effect is "tolerance"
([no-contract]) makes that backend's comparison use the [fast-math] tolerance
(CaseResult.waived counts it).

A finding's *signature* — class, config, op, dtype — is what deduplicates it (and what a
shrink must keep, fuzz/shrink.py). SIGNATURE_FIELDS says what op and dtype hold per class.
Run errors are classified by the executor's exception type (RUN_ERROR_CLASSES), so one bug
is one class on every executor: a SIGILL is `crash|...|SIGILL|-` natively and under
guarded, qemu and unicorn alike.
"""

from __future__ import annotations

import hashlib
import pickle
import re
import signal
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field

import numpy as np

from fuzz.strategies import FuzzCase
from fuzz.worker import Outcome, Task, WorkerPool
from refimpl.backends.base import ABIS, Args, BackendUnavailable, Capabilities, Choices, Options
from refimpl.compare import bits_of, compare_outputs, differing
from refimpl.compile import (
    BACKEND_MODULES,
    default_backends,
    get_backend,
    lower,
    register_extra_backends,
    reorders,
    unavailable,
)
from refimpl.dtypes import BITS_DTYPE, NARROW_FORMATS, SCALARS, numpy_dtype
from refimpl.errors import BadOutput
from refimpl.ir import Kernel, Ops, UOp, root_buffer
from refimpl.oracle import OracleError, OracleResult, run_oracle
from refimpl.text import parse

CLASSES = (
    "mismatch",
    "compile-error",
    "crash",
    "out-of-bounds",
    "timeout",
    "emulator-refusal",
    "run-error",
    "text-roundtrip",
    "pipeline-error",
    "external-frontend",
    "bad-output",
)

# How a run error raised by an executor is classified: by the exception's type
# (refimpl/errors.py; Outcome.error_type holds its name), so an illegal instruction
# is a `crash` whether the process died of it (native) or an emulator reported it.
RUN_ERROR_CLASSES = {
    "Crashed": "crash",
    "OutOfBounds": "out-of-bounds",
    "BudgetExceeded": "timeout",
    "TimedOut": "timeout",
    "Refused": "emulator-refusal",
    "AbiViolation": "run-error",
}

# Exceptions of other types (a plugin executor's own): the first class whose marker appears
# in the exception's type name or message.
RUN_ERROR_MARKERS = (
    ("out-of-bounds", ("out of bounds", "outside the buffer", "outofbounds", "unmapped", "guard")),
    ("timeout", ("instruction budget", "budget exceeded", "timed out", "timeout")),
    ("emulator-refusal", ("refuse", "vex", "evex", "uc_err_insn_invalid", "not supported")),
)

# What the op and dtype of a signature are, by class (docs/testing.md repeats this table).
SIGNATURE_FIELDS = {
    "mismatch": ("op of the value the first wrong buffer holds, seen through accumulators; "
                 "a reduce's fold op (blamed_value)", "its dtype"),
    "compile-error": ("ExceptionType:op, the first IR op the message names (or ?)",
                      "the first dtype named, else #digest of the message's shape"),
    "crash": ("the signal (SIGSEGV, SIGILL, ...) or the phase", "-"),
    "timeout": ("the phase (compile or run)", "-"),
    "out-of-bounds": ("load or store", "the dtype of the buffer accessed"),
    "emulator-refusal": ("the exception type", "the first dtype named"),
    "run-error": ("ExceptionType:op, as for compile errors", "as for compile errors"),
    "text-roundtrip": ("parse or reprint", "-"),
    "pipeline-error": ("the stage that failed (print, oracle, compare)", "the exception type"),
    "external-frontend": ("as for mismatch", "as for mismatch"),
    "bad-output": ("what differs: dtype, shape, missing or not an array",
                   "the dtype the kernel declares for the buffer"),
}  # fmt: skip

# Finding configs that are not one FuzzConfig id (no single backend to rerun it on).
NOT_ONE_CONFIG = ("oracle", "text", "refimpl")

MAX_SHOWN_ELEMENTS = 8


@dataclass(frozen=True)
class FuzzConfig:
    backend: str
    target: str | None
    executor: str
    abi: str = "sysv"  # the kernel's calling convention (Options.abi); named in the id if not sysv

    @property
    def id(self) -> str:
        abi = None if self.abi == "sysv" else self.abi
        return "/".join(p for p in (self.backend, self.target, self.executor, abi) if p)

    def options(self, choices: dict | None = None) -> Options:
        """This config's Options, with a case's choices ({backend: JSON value}, FuzzCase.choices)
        for its backend (fuzz/choices.py) in `Options.choices`."""
        base = {"target": self.target} if self.target else {}
        chosen = Choices.from_json((choices or {}).get(self.backend))
        return Options(**base, check_regalloc=True, abi=self.abi, choices=chosen)

    @staticmethod
    def from_id(text: str) -> FuzzConfig:
        parts = text.split("/")
        abi = parts.pop() if parts[-1] in ABIS else "sysv"
        if len(parts) == 2:
            return FuzzConfig(parts[0], None, parts[1], abi)
        return FuzzConfig(parts[0], parts[1], parts[2], abi)


# The executors a non-System-V convention is fuzzed on. The other executors call such code
# through the same trampolines and stubs (refimpl/native/hostile_call.h, runtime/unicorn.py),
# which conformance/test_abi_win64.py checks with broken kernels; a campaign's time is
# better spent on the compiler's side of the convention than on running it four ways.
OTHER_ABI_EXECUTORS = ("native",)


def enumerate_configs(
    backends: Sequence[str] | None = None,
) -> tuple[list[FuzzConfig], dict[str, str]]:
    """Every backend x target x executor this machine runs, and the skipped ones with why.

    Like conformance/conftest.py's all_configs: new backends, targets and executors are
    picked up from refimpl.compile.BACKEND_MODULES and each Backend's attributes.
    """
    register_extra_backends()
    runnable, skipped = [], {}
    for name in backends or list(BACKEND_MODULES):
        try:
            backend = get_backend(name)
        except BackendUnavailable as e:
            skipped[name] = str(e)
            continue
        combinations = [
            (target, executor, abi)
            for abi in backend.abis
            for target in backend.targets
            for executor in backend.executors
            if abi == "sysv" or executor in OTHER_ABI_EXECUTORS
        ]
        for target, executor, abi in combinations:
            config = FuzzConfig(name, target, executor, abi)
            try:
                reason = unavailable(name, config.options(), executor)
            except Exception as e:  # noqa: BLE001 - a backend that cannot even say why
                reason = f"unavailable() raised {e!r}"
            if reason:
                skipped[config.id] = reason
            else:
                runnable.append(config)
    return runnable, skipped


@dataclass
class Finding:
    cls: str
    config: str  # a FuzzConfig id, "oracle", or "text"
    op: str
    dtype: str
    summary: str
    details: dict = field(default_factory=dict)
    case: FuzzCase | None = None

    @property
    def signature(self) -> str:
        return f"{self.cls}|{self.config}|{self.op}|{self.dtype}"

    @property
    def slug(self) -> str:
        text = f"{self.cls}-{self.config}-{self.op}-{self.dtype}"
        return re.sub(r"[^A-Za-z0-9_.-]+", "_", text)

    def to_json(self) -> dict:
        data = asdict(self)
        data.pop("case")
        data["signature"] = self.signature
        return data


@dataclass
class CaseResult:
    case: FuzzCase
    findings: list[Finding] = field(default_factory=list)
    invalid: str | None = None  # the OracleError message when the generator erred
    skipped: Counter = field(default_factory=Counter)  # "backend: reason" -> 1 (not run)
    waived: Counter = field(default_factory=Counter)  # "backend: rule" -> 1 (tolerance)
    paths: Counter = field(default_factory=Counter)  # "backend: path" -> 1 (Backend.path)


@dataclass
class _Prepared:
    case: FuzzCase
    text: str
    payload: str | bytes
    args: Args
    expected: OracleResult


# --- classification ---------------------------------------------------------------------


def _named_op_and_dtype(message: str) -> tuple[str, str]:
    """The first IR op and the first dtype a compiler message names (for its signature). An
    op counts where it is written as IR, followed by a dtype (`no rule for cast f16 -> u64`):
    a C compiler's English names ops too ("vector type ... and scalar type", "assignment to
    cast is illegal"), and those words say nothing of the kernel."""
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", message)
    op_names = {op.text for op in Ops}

    def is_dtype(word: str) -> bool:
        return word.split("x")[0] in SCALARS and word != "x"

    pairs = zip(words, words[1:], strict=False)  # each word with the next
    op = next((w for w, after in pairs if w in op_names and is_dtype(after)), "?")
    dtype = next((w for w in words if is_dtype(w)), "?")
    return op, dtype


def _headline(message: str) -> str:
    """The most telling line of an error: a compiler's `error:` line, else the first."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    return next((line for line in lines if "error:" in line), lines[0] if lines else "")


def blamed_value(kernel: Kernel, buffer: str) -> tuple[str, str]:
    """Op and dtype of the value a wrong element of `buffer` is blamed on: the value last
    stored into it, seen through register accumulators. A stored `load` of an accumulator
    element is blamed on the value the last earlier store wrote there (the fold, for a
    reduction read after its loop; a read-back store is seen through in turn), so one wrong
    `max f32x8` fold is one signature, not one per dtype of whatever loaded it afterwards.
    A `reduce` node is blamed on its fold op, so `reduce max` and an accumulator's `max` are
    the same signature."""
    order = kernel.sink.toposort()  # every store to an element comes before loads it reaches
    stores = [(i, n) for i, n in enumerate(order) if n.op is Ops.STORE]
    into = [
        n
        for _, n in stores
        if root_buffer(n.src[0]).op is Ops.PARAM and root_buffer(n.src[0]).arg[1] == buffer
    ]
    if not into:
        return "?", "?"
    value = into[-1].src[2]
    position = {n: i for i, n in enumerate(order)}
    while value.op is Ops.LOAD and (reg := root_buffer(value.src[0])).op is Ops.REG:
        reaching = [
            n
            for i, n in stores
            if i < position[value] and root_buffer(n.src[0]) is reg and n.src[1] is value.src[1]
        ]
        if not reaching:
            break
        value = reaching[-1].src[2]
    return signature_op(value), str(value.dtype)


def signature_op(node: UOp) -> str:
    """The op a signature names for a value: a reduction is blamed on its fold (`max`), as
    the accumulator form's fold is: the fold computes wrongly, and one wrong `max f32` is one
    signature whichever form it came in."""
    return node.arg.text if node.op is Ops.REDUCE else node.op.text


def classify_run_error(outcome: Outcome) -> str:
    if outcome.error_type in RUN_ERROR_CLASSES:
        return RUN_ERROR_CLASSES[outcome.error_type]
    text = f"{outcome.error_type} {outcome.message}".lower()
    for cls, markers in RUN_ERROR_MARKERS:
        if any(m in text for m in markers):
            return cls
    return "run-error"


def _message_shape(line: str) -> str:
    """An error line with what varies between kernels blanked out: directories (temporary
    build folders), SSA names, numbers (line numbers, sizes, addresses), what a C compiler
    quotes (the types and names of one kernel: `'short16'`, `'val3'`), and how often an item
    repeats in a bracketed list (tinygrad's `UOp verification failed ... [(Ops.CAST, ...),
    (Ops.STORE, ...), (Ops.STORE, ...)]` lists every store an AFTER waits on: one failure,
    whatever the count)."""
    line = re.sub(r"'[^']*'", "'_'", line)
    line = re.sub(r"\S*/", "", line)
    line = re.sub(r"%[A-Za-z0-9_.]+", "%_", line)
    line = re.sub(r"0x[0-9a-fA-F]+|\d+", "N", line)
    return re.sub(r"\[([^\[\]]*)\]", lambda m: f"[{_distinct_items(m[1])}]", line)


def _distinct_items(listed: str) -> str:
    """The comma-separated items of a list, each once, in order of first appearance; a comma
    inside parentheses does not separate."""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(listed + ","):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            items.append(listed[start:i].strip())
            start = i + 1
    return ", ".join(dict.fromkeys(items))


def error_signature(error_type: str, message: str) -> tuple[str, str]:
    """(op, dtype) of a compiler failure: `ExceptionType:op` with the first IR op the first
    lines name, and the first dtype they name. When they name neither, the dtype slot holds
    a digest of the error line's shape, so distinct failures stay distinct findings while the
    same failure in another kernel (other line numbers, other names) is still one."""
    head = "\n".join(message.splitlines()[:3])  # later lines may quote generated source
    op, dtype = _named_op_and_dtype(head)
    if op == "?" and dtype == "?":
        shape = _message_shape(_headline(message))
        dtype = "#" + hashlib.sha256(shape.encode()).hexdigest()[:8]
    return f"{error_type or 'error'}:{op}", dtype


def _crash_signal(outcome: Outcome) -> str:
    """The signal name of a crash: the worker's, else the one an emulator's message names."""
    from fuzz.worker import _signal_name

    if outcome.signal:
        return _signal_name(outcome.signal)
    named = re.search(r"\b(SIG[A-Z]+)\b", outcome.message)
    return named[1] if named else outcome.phase or "?"


def _out_of_bounds_signature(kernel: Kernel, message: str) -> tuple[str, str]:
    """("load" | "store", dtype of the buffer) from an OutOfBounds message (errors.py)."""
    access = re.search(r"\b(read|write)\b", message)
    op = {"read": "load", "write": "store"}[access[1]] if access else "access"
    named = re.search(r"%([A-Za-z0-9_.]+)", message)
    dtypes = {b.arg[1]: str(b.dtype.base) for b in kernel.buffers if hasattr(b.dtype, "base")}
    return op, dtypes.get(named[1], "?") if named else "?"


def classify(
    kernel: Kernel,
    config: str,
    outcome: Outcome,
    expected: OracleResult,
    args: Args,
    fast_math: bool = False,
    reordered: bool = False,
) -> Finding | None:
    """One config's outcome -> a Finding, or None when it agrees with the oracle (under the
    [fast-math] tolerance when `fast_math`: a waived [no-contract]; float reductions under
    [reduce-reorder] when `reordered`)."""
    if outcome.status == "ok":
        actual = Args(outcome.outputs[0], dict(args.vars))
        try:
            report = compare_outputs(kernel, expected, actual, fast_math, reordered=reordered)
        except BadOutput as e:
            return bad_output_finding(kernel, config, e)
        if report.ok:
            return None
        return mismatch_finding(kernel, config, report, expected, actual)
    if outcome.status == "compile-error":
        op, dtype = error_signature(outcome.error_type, outcome.message)
        return Finding(
            "compile-error",
            config,
            op,
            dtype,
            _headline(outcome.message),
            {"error": outcome.message},
        )
    if outcome.status in ("crash", "timeout"):
        what = _crash_signal(outcome) if outcome.status == "crash" else outcome.phase
        return Finding(
            outcome.status,
            config,
            what,
            "-",
            outcome.message,
            {"signal": outcome.signal, "phase": outcome.phase},
        )
    cls = classify_run_error(outcome)
    details = {"error": outcome.message, "error_type": outcome.error_type}
    if cls in ("crash", "timeout"):  # reported by an emulator or the guarded runner
        signum = outcome.signal
        if cls == "crash" and signum is None:
            signum = getattr(signal.Signals, _crash_signal(outcome), None)
        what = _crash_signal(outcome) if cls == "crash" else "run"
        details.update(signal=int(signum) if signum else None, phase="run")
        return Finding(cls, config, what, "-", _headline(outcome.message), details)
    if cls == "out-of-bounds":
        op, dtype = _out_of_bounds_signature(kernel, outcome.message)
    elif cls == "emulator-refusal":
        op, dtype = outcome.error_type, _named_op_and_dtype(outcome.message)[1]
    else:
        op, dtype = error_signature(outcome.error_type, outcome.message)
    return Finding(cls, config, op, dtype, _headline(outcome.message), details)


def bad_output_finding(kernel: Kernel, config: str, error: BadOutput) -> Finding:
    """The finding for a config that handed back a buffer of another dtype or shape."""
    declared = next(b.dtype for b in kernel.buffers if b.arg[1] == error.buffer)
    return Finding(
        "bad-output",
        config,
        error.problem,
        str(declared.base),
        str(error),
        {"buffer": error.buffer, "declared": error.declared, "returned": error.returned},
    )


def mismatch_finding(
    kernel: Kernel, config: str, report, expected: OracleResult, actual: Args
) -> Finding:
    first = report.mismatches[0].buffer
    op, dtype = blamed_value(kernel, first)
    wrong = {
        name: {
            "count": count,
            "elements": [
                {
                    "index": m.index,
                    "expected": repr(m.expected),
                    "actual": repr(m.actual),
                    "expected_bits": m.expected_bits,
                    "actual_bits": m.actual_bits,
                }
                for m in report.mismatches
                if m.buffer == name
            ][:MAX_SHOWN_ELEMENTS],
        }
        for name, count in report.mismatch_count.items()
    }
    summary = f"{sum(report.mismatch_count.values())} wrong elements in " + ", ".join(
        f"%{name}" for name in report.mismatch_count
    )
    return Finding("mismatch", config, op, dtype, summary, {"wrong": wrong, "report": str(report)})


def _same_answer(kernel: Kernel, expected: OracleResult, a: dict, b: dict) -> bool:
    """Do two configs agree, under the oracle's comparison rules (don't-care skipped)?"""
    for buf in kernel.buffers:
        name = buf.arg[1]
        if (differing(a[name], b[name]) & ~expected.dont_care[name]).any():
            return False
    return True


# --- the batch check ---------------------------------------------------------------------


def _text_finding(case: FuzzCase) -> tuple[Finding | None, str | bytes]:
    """The text round-trip check, and what to send to the workers (text, or a pickle)."""
    text = str(case.kernel)
    try:
        again = str(parse(text))
    except Exception as e:  # noqa: BLE001 - any failure to parse printed text is the bug
        message = str(e)
        return (
            Finding(
                "text-roundtrip",
                "text",
                "parse",
                "-",
                message.splitlines()[0],
                {"error": message, "text": text},
            ),
            pickle.dumps(case.kernel),
        )
    if again != text:
        return (
            Finding(
                "text-roundtrip",
                "text",
                "reprint",
                "-",
                "print(parse(text)) differs from text",
                {"text": text, "again": again},
            ),
            text,
        )
    return None, text


def _pipeline_error(stage: str, exc: Exception, case: FuzzCase) -> Finding:
    import traceback

    message = "".join(traceback.format_exception(exc))
    return Finding(
        "pipeline-error",
        "refimpl",
        stage,
        type(exc).__name__,
        f"{type(exc).__name__}: {exc}",
        {"error": message},
        case,
    )


def safe_text(kernel: Kernel) -> str:
    """The kernel's text, or a node listing when the printer itself fails on it."""
    try:
        return str(kernel)
    except Exception as e:  # noqa: BLE001
        nodes = list(kernel.sink.toposort())
        number = {n: i for i, n in enumerate(nodes)}  # stable across runs, unlike id()
        lines = [f"# the printer failed ({type(e).__name__}: {e}); nodes in topological order:"]
        lines += [
            f"#   {number[n]}: {n.op.name} {n.dtype} arg={n.arg!r} src={[number[s] for s in n.src]}"
            for n in nodes
        ]
        return "\n".join(lines) + "\n"


def prepare(case: FuzzCase) -> tuple[_Prepared | None, CaseResult]:
    """Text check and oracle run; a crash of refimpl itself is a `pipeline-error` finding."""
    result = CaseResult(case)
    try:
        finding, payload = _text_finding(case)
    except Exception as e:  # noqa: BLE001 - the printer (or linearize) failed on a verified kernel
        result.findings.append(_pipeline_error("print", e, case))
        return None, result
    if finding is not None:
        finding.case = case
        result.findings.append(finding)
    args = case.args()
    try:
        expected = run_oracle(lower(case.kernel), args)
    except OracleError as e:
        result.invalid = str(e)
        return None, result
    except Exception as e:  # noqa: BLE001 - the oracle itself failed: its bug, not the kernel's
        result.findings.append(_pipeline_error("oracle", e, case))
        return None, result
    return _Prepared(case, str(case.kernel), payload, args, expected), result


def families(configs: list[str]) -> set[str]:
    """The families the configs' backends belong to (Backend.family, default the backend's
    name): the targets and executors of one backend, or tinygrad's renderers, agreeing on a
    wrong answer are one code generator's bug, which says nothing against the oracle."""
    backends = (FuzzConfig.from_id(config).backend for config in configs)
    return {_declared(backend, "family", None) or backend for backend in backends}


def is_external(backend: str) -> bool:
    """Not one of the project's own (reference) backends: a plugin such as tinygrad-x86, or
    a test double that says `external = True` (fuzz/fake_backends/external.py; test doubles
    join the built-in table, so that table alone cannot tell)."""
    register_extra_backends()  # else a test double would pass for a plugin until registered
    return backend not in default_backends() or bool(_declared(backend, "external", False))


def _declared(backend: str, attribute: str, default):
    """A class attribute the backend declares; `default` when it does not load here."""
    register_extra_backends()
    try:
        return getattr(get_backend(backend), attribute, default)
    except BackendUnavailable:
        return default


def capabilities_of(backend: str) -> Capabilities | None:
    """The backend's declared capabilities; None when it does not load in this process (its
    workers then report why, as their outcome)."""
    register_extra_backends()
    try:
        return get_backend(backend).capabilities
    except BackendUnavailable:
        return None


# A capability refusal names the kernel's own count ("kernel of 321 nodes exceeds the
# backend's limit of 100 nodes"); counted per limit instead, a report has one line per limit,
# not one per size met (a TVM campaign's report listed 31 node counts)
PER_KERNEL_COUNTS = (
    (r"^[\d,]+ parameters", "N parameters"),
    (r"^kernel of [\d,]+ nodes", "kernel of N nodes"),
    (r"^a register array of [\d,]+ bytes", "a register array of N bytes"),
)


def capability_skip(kernel: Kernel, backend: str) -> str | None:
    """Why `backend` is not to run `kernel`: outside its capabilities, or it meets a waived
    rule whose effect is to skip (the backend may trap there). None: run it."""
    capabilities = capabilities_of(backend)
    if capabilities is None:
        return None
    lowered = lower(kernel)
    if reason := capabilities.unsupported(lowered):
        for count, as_limit in PER_KERNEL_COUNTS:
            reason = re.sub(count, as_limit, reason)
        return reason
    skips = [r for r, effect in capabilities.waivers_affecting(lowered).items() if effect == "skip"]
    return f"waived {', '.join(skips)}" if skips else None


def backend_path(kernel: Kernel, backend: str) -> str | None:
    """Which of its paths `backend` takes for `kernel` (Backend.path), None if it has one."""
    register_extra_backends()
    try:
        return get_backend(backend).path(lower(kernel))
    except BackendUnavailable:
        return None


def waived_tolerance(kernel: Kernel, backend: str) -> list[str]:
    """The waived rules that make `backend`'s comparison of `kernel` use the tolerance."""
    capabilities = capabilities_of(backend)
    if capabilities is None:
        return []
    waivers = capabilities.waivers_affecting(lower(kernel))
    return sorted(rule for rule, effect in waivers.items() if effect == "tolerance")


def check_cases(
    cases: Sequence[FuzzCase],
    configs: Sequence[FuzzConfig],
    pool: WorkerPool,
    meanwhile: Callable[[], None] | None = None,
    runs_on: Callable[[int, FuzzConfig], bool] | None = None,
) -> list[CaseResult]:
    """Run every case on every config and return each case's findings (see module doc).
    `meanwhile` is the caller's work to do while the workers run them (WorkerPool.run);
    `runs_on(k, config)`, when given, says whether case k runs on `config` at all (a
    campaign's rotating sample of configs)."""
    prepared, results = [], []
    for case in cases:
        p, result = prepare(case)
        prepared.append(p)
        results.append(result)
    tasks, owners = [], []
    for config in configs:  # grouped by config, so each worker compiles a batch at once
        for k, p in enumerate(prepared):
            if p is None or (runs_on is not None and not runs_on(k, config)):
                continue
            if reason := capability_skip(p.case.kernel, config.backend):
                results[k].skipped[f"{config.backend}: {reason}"] = 1
                continue
            for rule in waived_tolerance(p.case.kernel, config.backend):
                results[k].waived[f"{config.backend}: {rule}"] = 1
            if path := backend_path(p.case.kernel, config.backend):
                results[k].paths[f"{config.backend}: {path}"] = 1
            tasks.append(
                Task(
                    len(tasks),
                    p.payload,
                    config.backend,
                    config.options(p.case.choices),
                    config.executor,
                    [p.args],
                )
            )
            owners.append((k, config))
    outcomes = pool.run(tasks, meanwhile)
    by_case: dict[int, dict[str, Outcome]] = {}
    for (k, config), outcome in zip(owners, outcomes, strict=True):
        if reason := unavailable_at_build(outcome):
            results[k].skipped[f"{config.id}: unavailable: {reason}"] = 1
            continue
        if outcome.cut_short:  # stopped by the caller's time: not run, whatever it would do
            results[k].skipped[f"{config.id}: cut short: {outcome.message}"] = 1
            continue
        by_case.setdefault(k, {})[config.id] = outcome
    for k, per_config in by_case.items():
        results[k].findings += compare_case(prepared[k], per_config)
    return results


def unavailable_at_build(outcome: Outcome) -> str | None:
    """Why the config cannot run here, when its backend's build() raised BackendUnavailable
    (docs/backends.md: the config is skipped, not a compile error); None otherwise."""
    if outcome.status != "compile-error" or outcome.error_type != BackendUnavailable.__name__:
        return None
    line = _headline(outcome.message)  # "refimpl.errors.BackendUnavailable: REASON"
    return line.split(f"{BackendUnavailable.__name__}: ", 1)[-1]


def _judge(p: _Prepared, config: str, outcome: Outcome) -> Finding | None:
    """One config's finding (classify). A failure of the comparison itself is refimpl's: a
    `pipeline-error` naming the config, so the other configs are still judged."""
    kernel = p.case.kernel
    backend = FuzzConfig.from_id(config).backend
    try:
        tolerant = bool(waived_tolerance(kernel, backend))
        return classify(kernel, config, outcome, p.expected, p.args, tolerant, reorders(backend))
    except Exception as e:  # noqa: BLE001 - our bug: filed as ours, the example still counts
        finding = _pipeline_error("compare", e, p.case)
        finding.summary = f"comparing {config}'s outcome failed: {finding.summary}"
        finding.details["config"] = config
        return finding


def compare_case(p: _Prepared, per_config: dict[str, Outcome]) -> list[Finding]:
    """Every config's finding, then the verdicts over several configs (the oracle wrong,
    an external front end wrong), which look only at the configs that *answered*: ran and
    handed back well-formed buffers. A config's own fault never changes another's finding."""
    kernel = p.case.kernel
    findings: dict[str, Finding] = {}
    for config, outcome in per_config.items():
        finding = _judge(p, config, outcome)
        if finding is not None:
            finding.case = p.case
            findings[config] = finding
    answered = [
        c
        for c, o in per_config.items()
        if o.status == "ok" and (c not in findings or findings[c].cls == "mismatch")
    ]
    faults = [f for c, f in findings.items() if c not in answered]  # each config's own
    answers = {c: per_config[c].outputs[0] for c in answered}
    wrong = [c for c in answered if c in findings]
    for config in wrong:  # pairwise: who else computed the same wrong answer?
        findings[config].details["agrees_with"] = [
            other
            for other in answers
            if other != config and _same_answer(kernel, p.expected, answers[config], answers[other])
        ]
    if len(answered) >= 2 and len(wrong) == len(answered) and len(families(wrong)) >= 2:
        agree = all(set(findings[c].details["agrees_with"]) == set(wrong) - {c} for c in wrong)
        if agree:  # independent backends compute the same thing and the oracle says otherwise
            first = findings[wrong[0]]
            first.config = "oracle"
            first.summary = f"all of {', '.join(wrong)} agree; the oracle differs: " + (
                first.summary
            )
            return [first, *faults]
    shared = _external_frontend(answered, findings)
    return [shared, *faults] if shared is not None else list(findings.values())


def _external_frontend(answered: list[str], findings: dict[str, Finding]) -> Finding | None:
    """The one `external-frontend` finding when every external config (at least two) has the
    same wrong answer and every reference config (at least one) agrees with the oracle,
    among the configs that `answered` (compare_case)."""
    external = [c for c in answered if is_external(FuzzConfig.from_id(c).backend)]
    reference = [c for c in answered if c not in external]
    if len(external) < 2 or not reference or any(c in findings for c in reference):
        return None
    wrong = [findings.get(c) for c in external]
    if any(f is None or f.cls != "mismatch" for f in wrong):
        return None
    if any(not set(external) - {f.config} <= set(f.details["agrees_with"]) for f in wrong):
        return None
    first = wrong[0]
    return Finding(
        "external-frontend",
        "+".join(sorted(external)),
        first.op,
        first.dtype,
        f"every external config gives this answer; the oracle and {', '.join(reference)} "
        "do not: " + first.summary,
        {**first.details, "reference": reference},
        first.case,
    )


def run_one(case: FuzzCase, configs: Sequence[FuzzConfig], pool: WorkerPool) -> CaseResult:
    return check_cases([case], configs, pool)[0]


def save_inputs(path, args: Args) -> None:
    """Buffers as arrays, scalar parameters as 0-d int64 arrays under `var:NAME`. A narrow
    float buffer (bf16, fp8: ml_dtypes types, which .npz stores as raw void bytes) is saved
    as its bits, with its dtype's name under `narrow:NAME`."""
    arrays = {}
    for name, values in args.buffers.items():
        # the ml_dtypes types (kind "V", but "f" for float8_e5m2), told apart by their
        # module: importing ml_dtypes to compare is slow
        if values.dtype.type.__module__ == "ml_dtypes":
            narrow = next(d for d in NARROW_FORMATS if numpy_dtype(d) == values.dtype)
            values = values.view(BITS_DTYPE[values.dtype.itemsize * 8].np)
            arrays[f"narrow:{name}"] = np.array(narrow)
        arrays[f"buf:{name}"] = values
    arrays.update({f"var:{k}": np.array(v, dtype=np.int64) for k, v in args.vars.items()})
    np.savez(path, **arrays)


def load_inputs(path) -> Args:
    with np.load(path, allow_pickle=False) as data:  # a reproducer is data, never code
        buffers = {k[4:]: data[k].copy() for k in data.files if k.startswith("buf:")}
        for name, bits in buffers.items():
            if f"narrow:{name}" in data.files:
                buffers[name] = bits.view(numpy_dtype(str(data[f"narrow:{name}"])))
        scalars = {k[4:]: int(data[k]) for k in data.files if k.startswith("var:")}
    return Args(buffers, scalars)


__all__ = [
    "capabilities_of",
    "CLASSES",
    "CaseResult",
    "Finding",
    "FuzzConfig",
    "bits_of",
    "check_cases",
    "classify",
    "blamed_value",
    "enumerate_configs",
    "load_inputs",
    "run_one",
    "save_inputs",
]


def check_kernel_args(
    kernel: Kernel,
    args: Args,
    configs: Sequence[FuzzConfig],
    pool: WorkerPool,
    choices: dict | None = None,
) -> list[Finding]:
    """Replay: run a saved kernel on saved inputs everywhere, each config built with its
    backend's value of the reproducer's `choices`; OracleError propagates. A config
    whose build() says it is unavailable is left out; when that is every config, nothing
    was checked, and BackendUnavailable says why (never an empty "no finding")."""
    case = FuzzCase(kernel, 0, choices=choices)
    finding, payload = _text_finding(case)
    expected = run_oracle(lower(kernel), args)
    p = _Prepared(case, str(kernel), payload, args, expected)
    tasks = [
        Task(i, payload, c.backend, c.options(choices), c.executor, [args])
        for i, c in enumerate(configs)
    ]
    outcomes = pool.run(tasks)
    per_config, unavailable_here = {}, {}
    for config, outcome in zip(configs, outcomes, strict=True):
        if reason := unavailable_at_build(outcome):
            unavailable_here[config.id] = reason
        else:
            per_config[config.id] = outcome
    if configs and not per_config:
        raise BackendUnavailable(
            "; ".join(f"{config}: {reason}" for config, reason in unavailable_here.items())
        )
    findings = compare_case(p, per_config)
    return ([finding] if finding else []) + findings
