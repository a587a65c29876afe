"""The conformance suite (`pytest -n auto conformance/`; conftest.py configures it,
docs/testing.md describes it)."""

import os

# OpenBLAS starts a thread per core when numpy is imported, and they spin ~50 ms of CPU
# before they sleep: in every Python process the suite starts (the xdist workers, and the
# campaign and CLI processes of its tests, ~130 a run). Nothing in uopcheck calls BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
