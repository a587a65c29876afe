"""x86-64 targets as named sets of CPUID features.

Where this sits: the instruction table (isa.py) tags each form with the one feature that
makes it legal; a Target says which features code for it may use. Instruction selection
asks ``target.allows(form)``; executors ask ``missing_host_features(target)`` before
running code natively. The levels follow the x86-64 psABI micro-architecture levels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path


@dataclass(frozen=True)
class Target:
    name: str
    features: frozenset[str]

    def allows(self, form) -> bool:
        """True if every feature the form needs is part of this target."""
        return form.feature in self.features

    def __str__(self) -> str:
        return self.name


_V2_FEATURES = frozenset("base sse sse2 sse3 ssse3 sse4.1 sse4.2 popcnt".split())
_V3_EXTRA = frozenset("avx avx2 fma f16c bmi1 bmi2 lzcnt movbe".split())

X86_64_V2 = Target("x86-64-v2", _V2_FEATURES)
X86_64_V3 = Target("x86-64-v3", _V2_FEATURES | _V3_EXTRA)
DEFAULT_TARGET = X86_64_V3
# The one list of x86 targets (the backend, the command line and the golden files take theirs
# from it), the default first.
TARGETS: dict[str, Target] = {target.name: target for target in (X86_64_V3, X86_64_V2)}

# Our feature names -> the flag Linux prints in /proc/cpuinfo ("base" is every x86-64).
_CPUINFO_FLAG = {
    "sse": "sse",
    "sse2": "sse2",
    "sse3": "pni",
    "ssse3": "ssse3",
    "sse4.1": "sse4_1",
    "sse4.2": "sse4_2",
    "popcnt": "popcnt",
    "avx": "avx",
    "avx2": "avx2",
    "fma": "fma",
    "f16c": "f16c",
    "bmi1": "bmi1",
    "bmi2": "bmi2",
    "lzcnt": "abm",  # Linux reports LZCNT as part of "abm"
    "movbe": "movbe",
}


@cache
def host_cpu_flags() -> frozenset[str]:
    """The flags of the first CPU in /proc/cpuinfo (empty where there is no such file)."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return frozenset()
    for line in text.splitlines():
        if line.startswith("flags"):
            return frozenset(line.partition(":")[2].split())
    return frozenset()


def missing_host_features(target: Target) -> list[str]:
    """Features of ``target`` this machine lacks (empty: it can run the code natively)."""
    flags = host_cpu_flags()
    return sorted(f for f in target.features if f != "base" and _CPUINFO_FLAG[f] not in flags)
