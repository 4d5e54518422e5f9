"""Sentences for the player from the parts that speak before the player's language is known.

Storage reads the preferences (which name the language) before any translator is installed, so what it
has to say is kept as a ``Notice``: its English text, which is what it is as a ``str`` (for the log and the
tests), and its template and fields, which ``worded`` puts into the player's language when it is shown.
No Qt here.
"""

from __future__ import annotations

from .engine.language import QT_TRANSLATE_NOOP, translate

__all__ = ["A_FOLDER", "DAMAGED", "NEWER", "Notice", "worded"]

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


# Words several of storage's sentences share.
DAMAGED = Notice(QT_TRANSLATE_NOOP("Storage", "damaged"))
NEWER = Notice(QT_TRANSLATE_NOOP("Storage", "written by a newer version of Parlett Table"))
A_FOLDER = Notice(QT_TRANSLATE_NOOP("Storage", "a folder, not a file"))
