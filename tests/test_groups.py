"""Every test is in exactly one group (``engine``, ``window``, ``processes``, ``bench``: ``tests/conftest.py``)."""

from __future__ import annotations

import pytest
from conftest import GROUPS


def test_every_test_collected_is_in_exactly_one_group(request: pytest.FixtureRequest) -> None:
    items = request.session.items
    assert items
    wrong = [(item.nodeid, names) for item in items
             if len(names := [mark.name for mark in item.iter_markers() if mark.name in GROUPS]) != 1]  # fmt: skip
    assert not wrong, wrong[:10]


def test_the_groups_are_registered(pytestconfig: pytest.Config) -> None:
    registered = {line.split(":")[0] for line in pytestconfig.getini("markers")}
    assert set(GROUPS) <= registered
