"""Command-line face of the x86-64 assembler: ``python -m refimpl.x86 asm|disasm|forms``.

The machinery lives in refimpl/backends/x86 (isa.py: the instruction table, encode.py: the
encoder, asm.py: Intel text <-> bytes); this package only adds the command line.
"""

from refimpl.backends.x86.asm import assemble, disassemble

__all__ = ["assemble", "disassemble"]
