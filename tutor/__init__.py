"""Canasta Tutor: a Classic Canasta rules tutor over a pure-Python rules engine."""

__version__ = "0.1.0"
