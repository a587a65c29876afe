"""The inputs and the oracle's answer for a kernel and a seed, computed once.

Where this sits: between the oracle (refimpl/oracle.py, run on inputs from refimpl/inputs.py)
and what compares a backend with it: the conformance suite's harness and `refimpl run` /
`compare`. The suite compares each op case on up to a dozen configs, and runs again on
every change, while the oracle and the input generator rarely change; so `expected` keeps
an answer in memory for the process, and on disk in $UOPCHECK_CACHE/oracle (the cap,
eviction and sharing of refimpl/backends/disk_cache.py). An entry's name is a hash of:

- the kernel and its lowering (the graph the oracle runs), each exactly
  (disk_cache.feed_kernel: NaN constants by their bits), and the seed;
- the source of the oracle and of the input generator, with every refimpl module they
  import (disk_cache.source_digest: the IR, the dtypes, the passes they call);
- the versions of numpy and ml_dtypes, whose arithmetic the oracle uses.

An edit of any of them names every entry anew; an edit of a backend keeps them all, which
is when the suite is run most. A kernel the oracle rejects raises every time (nothing is
kept). Callers share what they get and must not change it: they run a copy of the inputs.
The fuzzer (fuzz/harness.py) calls the oracle itself: its kernels are new, and an entry
would be written once and never read.
"""

from __future__ import annotations

import functools
import hashlib
from importlib import metadata
from pathlib import Path

import numpy as np

from refimpl import inputs, oracle
from refimpl.args import Args
from refimpl.backends import disk_cache
from refimpl.compile import lower
from refimpl.inputs import make_args
from refimpl.ir import Kernel
from refimpl.oracle import OracleResult, run_oracle

MEMORY_ENTRIES = 4096  # (kernel, seed) pairs kept in memory: more than the op suite per config
# the modules an answer comes from: their source, and that of what they import, names entries
ANSWERED_BY = (oracle, inputs)


@functools.lru_cache(maxsize=MEMORY_ENTRIES)
def expected(kernel: Kernel, seed: int) -> tuple[Args, OracleResult]:
    """The inputs `seed` draws for `kernel`, and the oracle's result on them."""
    lowered = lower(kernel)  # verified first: an invalid kernel raises before any lookup

    def answer() -> tuple[Args, OracleResult]:
        args = make_args(kernel, seed)
        return args, run_oracle(lowered, args)

    return disk_cache.pickled("oracle", entry_name(kernel, lowered, seed), answer)


def entry_name(kernel: Kernel, lowered: Kernel, seed: int) -> str:
    digest = hashlib.sha256(semantics_digest().encode())
    digest.update(repr(seed).encode())
    disk_cache.feed_kernel(digest, kernel)  # what make_args draws from
    disk_cache.feed_kernel(digest, lowered)  # what the oracle runs
    return digest.hexdigest()[:32]


@functools.cache
def semantics_digest() -> str:
    """A hash of what decides an answer besides the kernel: the oracle's and the input
    generator's source, and the numeric libraries' versions."""
    code = disk_cache.source_digest(*(Path(module.__file__) for module in ANSWERED_BY))
    return f"{code} numpy {np.__version__} ml_dtypes {_installed('ml_dtypes')}"


def _installed(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "absent"
