"""The `compilecrash` test-double backend (see fuzz/fake_backends/__init__.py)."""

from fuzz.fake_backends import fake_backend

BACKEND = fake_backend("compilecrash")
