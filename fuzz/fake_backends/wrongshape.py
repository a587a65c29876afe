"""The `wrongshape` test-double backend: each output replaced by an array of another length.

See fuzz/fake_backends/__init__.py.
"""

from fuzz.fake_backends import fake_backend

BACKEND = fake_backend("wrongshape")
