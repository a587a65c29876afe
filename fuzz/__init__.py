"""uopcheck's differential fuzzer: strategies, harness, campaigns, regression corpus.

    python -m fuzz campaign --time 10m --jobs 2 --out fuzz-out/run1

strategies.py draws well-typed kernels, harness.py runs them on every backend and
classifies disagreements, worker.py compiles and runs them in crash-isolated processes,
campaign.py schedules budgeted, sharded, resumable campaigns (generate.py: which kernel
example i is; shrink.py, findings.py, state.py, report.py, merge.py: one concern each),
regressions/ holds the kernels that pinned real bugs. See docs/testing.md.
"""
