"""An unexpected error told to the player: in a sentence, in front of whatever window they are using, until read.

``ui/app.py``'s ``ErrorReporter`` logs the traceback; this says what did not work (the command or button the
player had given, when the error came while carrying it out) and what to do, never an exception's name or a
path.  The notice is a window-modal box over the topmost window (a dialog such as Review, or the table), opened
without waiting, so it can come from anywhere; errors that come while it is up are counted in it, not piled up.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QWidget

from ...engine.language import translate


class _Doing:
    """What the player asked for while an error came: attached to the exception on its way out."""


@contextlib.contextmanager
def doing(command: str) -> Iterator[None]:
    """Run a command of the player's (a menu's, a button's): an exception escaping it carries the command's
    words (``command_of``), so the notice can say what did not work."""
    try:
        yield
    except BaseException as error:
        if getattr(error, "parlett_command", None) is None:  # the innermost command is the one the player gave
            with contextlib.suppress(AttributeError, TypeError):
                error.parlett_command = plain(command)  # type: ignore[attr-defined]
        raise


def command_of(error: BaseException) -> str | None:
    command = getattr(error, "parlett_command", None)
    return command if isinstance(command, str) and command else None


def plain(text: str) -> str:
    """A menu's or button's words without the keyboard marks and the trailing dots: ``Save deal record``."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.removesuffix("…").removesuffix("...").strip()


def on_click(button: QAbstractButton, slot: Callable[[], object]) -> None:
    """``button.clicked`` calls ``slot`` with no argument (never its ``checked``), as the button's command."""

    def run() -> None:
        with doing(button.text()):
            slot()

    button.clicked.connect(run)


def open_log_folder(tell: Callable[[str], None]) -> None:
    """The folder of the log (the details of anything that went wrong) in the system's file manager; ``tell`` says
    why not, when it cannot be."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    from ...system.logbook import log_file

    log = log_file()
    if log is None:
        tell(translate("Window", "This time the log goes to the standard error output: there is no log folder to "
                                 "open."))  # fmt: skip
    elif not QDesktopServices.openUrl(QUrl.fromLocalFile(str(log.parent))):
        tell(translate("Window", "The log folder could not be opened: it is {folder}.").format(folder=log.parent))


def notice_words(command: str | None, help_menu: str, log_item: str) -> tuple[str, str]:
    """The notice's sentence (what did not work) and what to do about it."""
    if command:
        failed = translate("ErrorNotice", "“{command}” did not work: something went wrong inside Parlett Table.")
        failed = failed.format(command=command)
    else:
        failed = translate("ErrorNotice", "Something went wrong inside Parlett Table, and what you asked for may "
                                          "not have been done.")  # fmt: skip
    advice = translate(
        "ErrorNotice",
        "You can carry on: your match is kept. If it happens again, {help} ▸ {log} shows the details to send with a "
        "report.",
    ).format(help=plain(help_menu), log=plain(log_item))
    return failed, advice


def notice_box(parent: QWidget | None, failed: str, advice: str) -> QMessageBox:
    """The notice's box: window-modal over ``parent``, with OK."""
    from ..look.style import message_box

    box = message_box(parent, translate("ErrorNotice", "Something went wrong"), failed, advice,
                      icon=QMessageBox.Icon.Warning)  # fmt: skip
    box.setAccessibleName(failed)
    box.addButton(QMessageBox.StandardButton.Ok)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box


class ErrorNotice:
    """The one notice of unexpected errors, over the window the player is using."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.box: QMessageBox | None = None
        self.times = 0  # errors while the notice is up

    def show(self, failed: str, advice: str) -> None:
        box = self.box
        if box is not None and box.isVisible():
            self.times += 1
            times = self.times
            again = translate("ErrorNotice", "It has happened %n times since this notice appeared.", None, times)
            box.setInformativeText(f"{advice}\n\n{again}")
            box.raise_()
            return
        self.times = 1
        box = notice_box(self._topmost(), failed, advice)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        self.box = box
        box.open()  # not exec(): the error may have come from deep inside another event

    def _topmost(self) -> QWidget:
        """The window in front: a modal dialog (Review, the coach …), else the active window, else the table's."""
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible():
            return modal
        active = QApplication.activeWindow()
        return active if active is not None and active.isVisible() else self.window

    def _closed(self) -> None:
        self.box = None
        self.times = 0
