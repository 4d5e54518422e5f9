"""Small helpers for reading JSON documents and naming places in them."""

from __future__ import annotations

import json


def key_segment(key: str) -> str:
    """A JSON key as a path segment: ``deck``, or ``["odd key"]`` with escapes, so a path is one line."""
    return key if key.isidentifier() else f"[{json.dumps(key)}]"


def join_path(parent: str, segment: str) -> str:
    """``options`` + ``deck`` gives ``options.deck``; a bracketed segment joins without a dot."""
    if not parent or not segment:
        return parent or segment
    return parent + segment if segment.startswith("[") else f"{parent}.{segment}"


def json_type(value: object) -> str:
    """How a JSON value's type reads in a message: ``a string``, ``null``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def is_int(value: object) -> bool:
    """A JSON integer (a boolean is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)
