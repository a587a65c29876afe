"""The `unavailable` test-double backend: BackendUnavailable from build().

See fuzz/fake_backends/__init__.py.
"""

from fuzz.fake_backends import fake_backend

BACKEND = fake_backend("unavailable")
