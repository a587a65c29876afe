"""`python -m refimpl`: see refimpl/cli.py."""

import sys

from refimpl.cli import main

sys.exit(main())
