"""Parlett Table: David Parlett's original trick-taking games at a desktop card table."""

__version__ = "0.1.0"

APP_ID = "io.github.parlett_table.ParlettTable"
"""The desktop file's name without ``.desktop``: the window's desktop file name and Wayland app id."""
