"""uopcheck's own tests (`pytest -n auto tests/`): the fuzzer and its campaigns, triage, the
expectations tool, plugin loading, the front end's passes, text format, verifier and caches,
the tools and the project's promises (README, CI). They check uopcheck, not a backend, so a
backend's conformance run (conformance/) leaves them out; `bash run.sh test` runs both
(docs/testing.md)."""
