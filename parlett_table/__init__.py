"""Parlett Table: David Parlett's original trick-taking games at a desktop card table."""

__version__ = "0.1.0"
