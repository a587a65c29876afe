"""The `runnerraise` test-double backend: its runner raises a ValueError.

See fuzz/fake_backends/__init__.py.
"""

from fuzz.fake_backends import fake_backend

BACKEND = fake_backend("runnerraise")
