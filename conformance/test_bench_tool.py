"""tools/bench.py measures what it says it measures.

Only what a wrong measurement would misreport is checked, never a timing: bench is a
measurement tool, and its figures are read in review, not asserted.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tools import bench

# A process that starts a child spinning for half a CPU-second and exits without waiting for
# it: what a campaign does with its fork server's workers. The rusage of waited-for children
# never sees the spinning process.
SPIN_IN_AN_UNWAITED_CHILD = """
import os, subprocess, sys
r, w = os.pipe()
spin = (
    "import os, time\\n"
    "end = time.process_time() + 0.5\\n"
    "while time.process_time() < end: pass\\n"
    f"os.write({w}, b'x')"
)
subprocess.Popen([sys.executable, "-c", spin], pass_fds=[w])
os.close(w)
os.read(r, 1)  # it has spun; it is never waited for
"""


@pytest.mark.skipif(not Path("/proc/stat").exists(), reason="no /proc/stat on this system")
def test_suite_cpu_seconds_count_processes_nobody_waits_for():
    """bench's suite CPU figure counted only waited-for processes: ~20 % of a suite run
    (campaign workers, their compilers) was missing from it."""
    before = bench.cpu_seconds()
    subprocess.run([sys.executable, "-c", SPIN_IN_AN_UNWAITED_CHILD], check=True, timeout=60)
    assert bench.cpu_seconds() - before >= 0.4
