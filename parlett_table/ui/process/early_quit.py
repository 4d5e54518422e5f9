"""The quit signals from the very first moment of a start, before the window can hear them.

A signal that came while Python was importing Qt or starting the application used to
interrupt whatever ran (Ctrl+C raised ``KeyboardInterrupt`` inside Qt's calls: a traceback,
"Fatal Python error", or a window left showing a bare felt for ever), or ended the program
outright (SIGTERM, SIGHUP).  From ``note_quit_signals`` on, SIGTERM, SIGINT and SIGHUP are only
written down here; the start looks at ``asked()`` between its steps and ends cleanly, and once
the window exists ``QuitOnSignal`` takes them over and closes it as Quit does.  No Qt here: it
is installed before Qt is imported.
"""

from __future__ import annotations

import signal
from types import FrameType

# The terminal closed (SIGHUP) ends the program as SIGTERM does; Windows has no SIGHUP.
QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))

received: list[int] = []  # the quit signals noted before the window took them over


def note_quit_signals() -> None:
    """From now on a quit signal is noted, not acted on (until ``QuitOnSignal`` installs its own handler)."""
    for number in QUIT_SIGNALS:
        signal.signal(number, _note)


def _note(number: int, frame: FrameType | None) -> None:
    received.append(number)


def asked() -> bool:
    """Whether a quit signal has come since ``note_quit_signals``."""
    return bool(received)


def stop_noting() -> bool:
    """Quit signals act as usual again (a command other than the window: Ctrl+C stops it); whether one came."""
    defaults = {getattr(signal, "SIGINT", None): signal.default_int_handler}
    for number in QUIT_SIGNALS:
        if signal.getsignal(number) is _note:
            signal.signal(number, defaults.get(number, signal.SIG_DFL))
    return asked()
