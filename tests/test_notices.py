"""Storage's sentences are worded in the player's language when shown, though made before it was chosen."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from parlett_table.engine import language
from parlett_table.kept.history_rows import StorageError
from parlett_table.kept.notices import DAMAGED, Notice, worded
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.preferences import PreferencesFile
from parlett_table.storage.startup import open_storage

OPEN, CLOSE = "⟦", "⟧"


def marked(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A language that marks every text it words, so what escaped it shows."""
    assert context == "Storage"
    return OPEN + language.english(context, text, disambiguation, n) + CLOSE


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    yield
    language.uninstall()


def outside_markers(text: str) -> str:
    while True:
        inner = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", text)
        if inner == text:
            return text
        text = inner


def test_a_notice_is_english_until_worded_and_worded_in_the_language_installed_then(english_afterwards: None) -> None:
    notice = Notice("Your file was {problem}, so it was kept as {file}.", problem=DAMAGED, file="a.json.broken")
    assert notice == "Your file was damaged, so it was kept as a.json.broken."
    assert worded(notice) == notice  # no language installed: English
    language.install(marked)
    # the fragment is worded too, and the file name stays as it is
    assert worded(notice) == f"{OPEN}Your file was {OPEN}damaged{CLOSE}, so it was kept as a.json.broken.{CLOSE}"
    assert worded(StorageError(notice)) == worded(notice)
    assert worded("plain text") == "plain text"


def test_every_startup_notice_is_worded_in_the_language_chosen_after_storage_spoke(english_afterwards: None) -> None:
    """The preferences name the language, so storage speaks first: a damaged preferences file, history and save
    are each reported in the language installed when the notices are shown."""
    keeper = Keeper()  # where storage keeps its files; it speaks before the language is known
    keeper.close()
    for path in keeper.history.path.parent.iterdir():
        path.unlink()
    for path, damaged in (
        (PreferencesFile().path, b"{not json"),
        (keeper.history.path, b"not a database at all" * 100),
        (keeper.saves.path, b"[]"),
    ):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(damaged)
    stored = open_storage(alone=True)
    assert len(stored.notices) == 3, stored.notices
    assert all(isinstance(notice, Notice) for notice in stored.notices)
    language.install(marked)
    for notice in stored.notices:
        said = worded(notice)
        left = outside_markers(said)
        assert said.startswith(OPEN) and not re.search(r"\b(was|the|could|your)\b", left, re.I), said
