"""The conformance suite (`pytest -n auto conformance/`): does a backend compute and emit what
the spec says. conftest.py configures it, docs/testing.md describes it; uopcheck's own tests
are in tests/."""
