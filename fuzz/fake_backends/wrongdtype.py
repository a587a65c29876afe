"""The `wrongdtype` test-double backend: each output replaced by a float64 array.

See fuzz/fake_backends/__init__.py.
"""

from fuzz.fake_backends import fake_backend

BACKEND = fake_backend("wrongdtype")
