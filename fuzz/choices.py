"""The backends' own choices, drawn with each example and simplified with each finding.

Where this sits: a backend may declare what it can do differently for one kernel
(`Backend.choices()`, a `refimpl.backends.base.ChoiceSpace`: settings such as C's and
LLVM's optimization level, actions such as tinygrad's UPCAST and UNROLL). fuzz/generate.py
draws a value per example for each selected backend that declares choices (`backend_choices`,
a Hypothesis strategy, so the example seed decides it); fuzz/harness.py hands a case's value
for a backend to that backend's build as `Options.choices`; fuzz/findings.py stores the
values in report.json ("choices"), which replay, minimize and the pins apply; fuzz/shrink.py
tries `simpler_choices` along with smaller kernels.

A value is JSON: `{}` is the backend's default behaviour, `{"opt_level": 0}` a setting,
`{"actions": [["UPCAST", 0, 4]]}` a sequence of actions (an empty list: no action at all,
which for tinygrad is its optimizer with no opts, where a missing key means its hand-coded
ones). Drawn shrink-friendly: the default first, settings as their default unless drawn
otherwise, actions as a list Hypothesis shortens, each argument from its simplest value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from hypothesis import strategies as st

from refimpl.backends.base import ACTIONS_KEY, BackendUnavailable, ChoiceSpace
from refimpl.compile import get_backend, register_extra_backends


def choice_space(backend: str) -> ChoiceSpace | None:
    """What `backend` declares it can choose (None: nothing, or it does not load here)."""
    register_extra_backends()
    try:
        return get_backend(backend).choices()
    except BackendUnavailable:
        return None


def _action(name: str, arguments: tuple[tuple, ...]) -> st.SearchStrategy[list]:
    return st.tuples(*(st.sampled_from(values) for values in arguments)).map(
        lambda args: [name, *args]
    )


def choices_strategy(space: ChoiceSpace) -> st.SearchStrategy[dict]:
    """One JSON choices value of `space`, shrinking towards `{}` (the backend's default)."""
    settings = {
        # the default half the time (what the backend does unless told), and first to shrink to
        name: st.one_of(st.just(values[0]), st.sampled_from(values))
        for name, values in space.settings.items()
    }
    parts = [st.fixed_dictionaries(settings)]
    if space.actions and space.max_actions:
        action = st.one_of(*(_action(n, args) for n, args in space.actions.items()))
        actions = st.lists(action, max_size=space.max_actions)
        # None (the simpler) keeps the backend's own default, a list asks for those actions
        parts.append(st.one_of(st.just(None), actions))
    else:
        parts.append(st.just(None))
    return st.tuples(*parts).map(lambda drawn: _value(space, *drawn))


def _value(space: ChoiceSpace, settings: dict, actions: list | None) -> dict:
    """The value without the settings at their default, so `{}` means "as always"."""
    value = {n: v for n, v in settings.items() if v != space.settings[n][0]}
    if actions is not None:
        value[ACTIONS_KEY] = actions
    return value


def backend_choices(backends: Sequence[str]) -> st.SearchStrategy[dict | None]:
    """{backend: value} for each of `backends` that declares choices, leaving out the ones
    that drew their default; None when every one did (FuzzCase.choices)."""
    spaces = {b: space for b in backends if (space := choice_space(b)) is not None}
    if not spaces:
        return st.just(None)
    drawn = st.fixed_dictionaries({b: choices_strategy(s) for b, s in spaces.items()})
    return drawn.map(lambda values: {b: v for b, v in sorted(values.items()) if v} or None)


def simpler_choices(backend: str, value: dict) -> Iterator[dict]:
    """Values simpler than `value` for `backend`, simplest first: the default (`{}`), each
    setting back to its default, no action at all, each action dropped, then each action's
    arguments each moved to a simpler one (earlier in the space's list). A shrinker keeps the
    first that still shows the finding and asks again."""
    seen: list[dict] = [value]
    for candidate in _simpler(choice_space(backend) or ChoiceSpace(), value):
        if candidate not in seen:
            seen.append(candidate)
            yield candidate


def _simpler(space: ChoiceSpace, value: dict) -> Iterator[dict]:
    if value:
        yield {}
    for name in [n for n in value if n != ACTIONS_KEY]:
        yield {k: v for k, v in value.items() if k != name}
    actions = value.get(ACTIONS_KEY)
    if not actions:
        return
    yield {**value, ACTIONS_KEY: []}
    if len(actions) > 1:
        for i in range(len(actions)):
            yield {**value, ACTIONS_KEY: actions[:i] + actions[i + 1 :]}
    for i, (name, *args) in enumerate(actions):
        for position, arg in enumerate(args):
            allowed = space.actions.get(name, ((),) * len(args))[position]
            for simpler in allowed[: allowed.index(arg)] if arg in allowed else ():
                changed = [name, *args[:position], simpler, *args[position + 1 :]]
                yield {**value, ACTIONS_KEY: [*actions[:i], changed, *actions[i + 1 :]]}


def simplified(choices: dict | None, still_shows: Callable[[dict | None], bool]) -> dict | None:
    """`choices` ({backend: value}) as simple as `still_shows` lets them be: for each backend,
    the first of `simpler_choices` that still shows the finding is kept and asked again,
    until none does (a shrinker's last pass: fuzz minimize, fuzz/shrink.py)."""
    for backend in list(choices or {}):
        improved = True
        while improved:
            improved = False
            for value in simpler_choices(backend, choices[backend]):
                candidate = without(choices, backend, value)
                if still_shows(candidate):
                    choices, improved = candidate, True
                    break
            if not choices or backend not in choices:
                break
    return choices


def only_for(choices: dict | None, backends: set[str]) -> dict | None:
    """`choices` of `backends` alone: another backend's value changes nothing they build, so
    a finding of one config keeps only its own (each simplification tried is a compile)."""
    kept = {b: v for b, v in (choices or {}).items() if b in backends}
    return kept or None


def without(choices: dict | None, backend: str, value: dict) -> dict | None:
    """`choices` with `backend`'s value replaced by `value` (left out when it is `{}`)."""
    changed = {b: v for b, v in (choices or {}).items() if b != backend}
    if value:
        changed[backend] = value
    return changed or None


def choices_problem(choices: dict | None) -> str | None:
    """Why a stored {backend: value} does not fit the backends' spaces (None: it does), for
    a reproducer's report.json or a pin's `# choices:` line someone may have edited."""
    for backend, value in (choices or {}).items():
        if not isinstance(value, dict):
            return f"{backend}: choices {value!r} are not a JSON object"
        space = choice_space(backend)
        if space is None:
            return f"{backend}: declares no choices, yet {value} is given"
        if problem := space.problem(value):
            return f"{backend}: {problem}"
    return None


__all__ = [
    "backend_choices",
    "choice_space",
    "choices_problem",
    "choices_strategy",
    "simpler_choices",
    "simplified",
    "without",
]
