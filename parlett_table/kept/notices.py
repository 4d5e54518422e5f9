"""Sentences for the player from the parts that speak before the player's language is known.

Storage reads the preferences (which name the language) before any translator is installed, so what it
has to say is kept as a ``Notice``: its English text, which is what it is as a ``str`` (for the log and the
tests), and its template and fields, which ``worded`` puts into the player's language when it is shown.
No Qt here.

The words themselves are here too: every sentence storage says to the player is plain, saying what is
affected, what the program did and, where there is something to do, what the player can do.  What a
library said (SQLite's messages, a JSON parser's line and column, the system's error text) goes to the
log only.  ``cause`` names what a sentence is about (``HISTORY_WRITE``: the history cannot be written), so a
sitting says each cause once, whatever the error's own text was each time.
"""

from __future__ import annotations

import errno

from ..engine.language import QT_TRANSLATE_NOOP, translate

__all__ = ["A_FOLDER", "DAMAGED", "NEWER", "Notice", "why_not_opened", "why_not_read", "why_not_written", "worded"]

CONTEXT = "Storage"  # every Notice's template is marked with QT_TRANSLATE_NOOP("Storage", ...)


class Notice(str):
    """A sentence whose English is its value; ``worded`` gives it in the language installed now."""

    template: str
    fields: dict[str, object]

    def __new__(cls, template: str, **fields: object) -> Notice:
        notice = super().__new__(cls, template.format(**{name: str(value) for name, value in fields.items()}))
        notice.template = template
        notice.fields = fields
        return notice

    def worded(self) -> str:
        values = {name: worded(value) for name, value in self.fields.items()}
        return translate(CONTEXT, self.template).format(**values)


def worded(text: object) -> str:
    """``text`` in the player's language if it is a ``Notice`` (or holds one), else as it is."""
    if isinstance(text, Notice):
        return text.worded()
    if isinstance(text, BaseException) and text.args and isinstance(text.args[0], Notice):
        return text.args[0].worded()
    return str(text)


# --- what a file was, when it could not be used (each fills "was {problem}") ---------------------------------

DAMAGED = Notice(QT_TRANSLATE_NOOP("Storage", "damaged"))
NEWER = Notice(QT_TRANSLATE_NOOP("Storage", "written by a newer version of Parlett Table"))
A_FOLDER = Notice(QT_TRANSLATE_NOOP("Storage", "a folder, not a file"))
A_LOOP = Notice(QT_TRANSLATE_NOOP("Storage", "a symbolic link that leads back to itself"))
NOT_A_FILE = Notice(QT_TRANSLATE_NOOP("Storage", "not an ordinary file"))
TOO_LARGE = Notice(QT_TRANSLATE_NOOP("Storage", "far too large"))
ANOTHER_PROGRAM = Notice(QT_TRANSLATE_NOOP("Storage", "a database of another program"))
NOT_PREFERENCES = Notice(QT_TRANSLATE_NOOP("Storage", "not a preferences file"))

# --- why a file could not be written or read just now (each fills "({why})") ---------------------------------

WHY_FULL = Notice(QT_TRANSLATE_NOOP("Storage", "the disk is full"))
WHY_LOCKED = Notice(QT_TRANSLATE_NOOP("Storage", "another program is using it"))
WHY_NOT_WRITABLE = Notice(QT_TRANSLATE_NOOP("Storage", "the program may not write there"))
WHY_NOT_READABLE = Notice(QT_TRANSLATE_NOOP("Storage", "the program may not read it"))
WHY_OTHER = Notice(QT_TRANSLATE_NOOP("Storage", "the system reported an error"))

_FULL_CODES = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG})
_DENIED_CODES = frozenset({errno.EACCES, errno.EPERM})
_SQLITE_FULL, _SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY = 13, 5, 6, 8
_SQLITE_DENIED = frozenset({3, 14, 23})  # PERM, CANTOPEN, AUTH


def _kind(error: BaseException) -> str:
    """"full", "locked", "read-only", "denied" or "other": what a player needs to know of a system's or SQLite's
    error."""
    code = getattr(error, "sqlite_errorcode", None)  # sqlite3 errors, Python 3.11 and later (no import here)
    if isinstance(code, int):
        primary = code & 0xFF
        if primary == _SQLITE_FULL:
            return "full"
        if primary in (_SQLITE_BUSY, _SQLITE_LOCKED):
            return "locked"
        if primary == _SQLITE_READONLY:
            return "read-only"
        return "denied" if primary in _SQLITE_DENIED else "other"
    number = getattr(error, "errno", None)
    if isinstance(number, int) and isinstance(error, OSError):
        if number in _FULL_CODES:
            return "full"
        if number == errno.EROFS:
            return "read-only"
        return "denied" if number in _DENIED_CODES else "other"
    text = str(error).lower()  # SQLite's words, before Python 3.11
    if "full" in text:
        return "full"
    if "locked" in text or "busy" in text:
        return "locked"
    if "readonly" in text or "read-only" in text:
        return "read-only"
    return "denied" if "unable to open" in text or "permission" in text else "other"


def is_full(error: BaseException) -> bool:
    """Whether ``error`` (a system's or SQLite's) says the disk is full."""
    return _kind(error) == "full"


def is_locked(error: BaseException) -> bool:
    """Whether ``error`` says another connection holds the database's lock."""
    return _kind(error) == "locked"


def why_not_written(error: BaseException) -> Notice:
    """Why something could not be written, in the player's words."""
    words = {"full": WHY_FULL, "locked": WHY_LOCKED, "read-only": WHY_NOT_WRITABLE, "denied": WHY_NOT_WRITABLE}
    return words.get(_kind(error), WHY_OTHER)


def why_not_read(error: BaseException) -> Notice:
    """Why something could not be read, in the player's words (SQLite needs room to read, too: a sort's temporary
    files)."""
    return {"full": WHY_FULL, "locked": WHY_LOCKED, "denied": WHY_NOT_READABLE}.get(_kind(error), WHY_OTHER)


def why_not_opened(error: BaseException) -> Notice:
    """Why a file that must be read and written could not be opened, in the player's words."""
    words = {"full": WHY_FULL, "locked": WHY_LOCKED, "read-only": WHY_NOT_WRITABLE, "denied": WHY_NOT_READABLE}
    return words.get(_kind(error), WHY_OTHER)


# --- causes: one notice each per sitting --------------------------------------------------------------------

HISTORY_WRITE = "history-write"
HISTORY_READ = "history-read"
SAVE_WRITE = "save-write"
SAVE_CLEAR = "save-clear"

# --- the sentences ------------------------------------------------------------------------------------------

PREFERENCES_UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage", "Your preferences could not be read ({why}), so the defaults are in use and the file is left as it is."
)
PREFERENCES_SET_ASIDE = QT_TRANSLATE_NOOP(
    "Storage", "Your preferences file was {problem}, so it was kept as {file} and the defaults are in use."
)
PREFERENCES_NOT_MOVED = QT_TRANSLATE_NOOP(
    "Storage", "Your preferences file was {problem} and could not be moved aside, so the defaults are in use."
)
PREFERENCES_PARTLY = QT_TRANSLATE_NOOP(
    "Storage",
    "Some of your preferences could not be read and are back to their defaults; the file as it was is kept as "
    "{file}.",
)
PREFERENCES_PARTLY_LEFT = QT_TRANSLATE_NOOP(
    "Storage",
    "Some of your preferences could not be read and are back to their defaults for now; the file is left as it is, "
    "since no copy of it could be made.",
)

SAVE_UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage",
    "Your saved match could not be read ({why}), so it is left as it is and this session's match will not be saved.",
)
SAVE_SET_ASIDE = QT_TRANSLATE_NOOP(
    "Storage", "Your saved match was {problem}, so it could not be continued and was kept as {file}."
)
SAVE_NOT_MOVED = QT_TRANSLATE_NOOP(
    "Storage",
    "Your saved match was {problem} and could not be moved aside, so this session's match will not be saved.",
)
SAVE_NO_SEAT = QT_TRANSLATE_NOOP(
    "Storage", "Your saved match has no seat for you, so it could not be continued and was kept as {file}."
)
SAVE_NO_SEAT_LEFT = QT_TRANSLATE_NOOP(
    "Storage", "Your saved match has no seat for you, so it could not be continued and is left as it is."
)
SAVE_NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "Storage", "Your match could not be saved just now ({why}); play goes on, and it is saved as soon as it can be."
)
SAVE_NOT_CLEARED = QT_TRANSLATE_NOOP(
    "Storage", "Your saved match could not be removed just now ({why}); it will be at the next start."
)
WAITING_SET_ASIDE = QT_TRANSLATE_NOOP(
    "Storage",
    "Some finished deals waiting to be added to your game history were {problem}, so they were kept as {file}.",
)

HISTORY_NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "Storage",
    "Your game history cannot be written just now ({why}), so your finished deals are kept and added to it as "
    "soon as it can be.",
)
HISTORY_NOT_READ = QT_TRANSLATE_NOOP("Storage", "Your game history could not be read just now ({why}).")
HISTORY_NOT_OPENED = QT_TRANSLATE_NOOP(
    "Storage",
    "Your game history could not be opened ({why}), so it is left as it is and this session's games are kept to be "
    "added to it once it can be.",
)
HISTORY_SET_ASIDE = QT_TRANSLATE_NOOP(
    "Storage", "Your game history was {problem}, so it was kept as {file} and a new one was started."
)
HISTORY_NOT_MOVED = QT_TRANSLATE_NOOP(
    "Storage",
    "Your game history was {problem} and could not be moved aside, so it is left as it is and this session's games "
    "are kept to be added to it once it can be used.",
)
HISTORY_NOT_RENEWED = QT_TRANSLATE_NOOP(
    "Storage",
    "Your game history was {problem} and was kept as {file}, but a new one could not be made ({why}), so this "
    "session's games are kept to be added to it once it can be.",
)
HISTORY_ROWS_COPIED = QT_TRANSLATE_NOOP(
    "Storage",
    "Some of your game history could not be read, so it is left out of your statistics and a copy of the file as it "
    "was is kept as {file}.",
)
