"""Where the program keeps its files: the user's directories, never next to the program.

``PARLETT_TABLE_HOME`` overrides both directories (tests and portable use):
configuration goes to ``$PARLETT_TABLE_HOME/config``, data to ``$PARLETT_TABLE_HOME/data``.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from types import ModuleType

APP_NAME = "parlett-table"
HOME_VARIABLE = "PARLETT_TABLE_HOME"


def config_dir() -> Path:
    """The folder for preferences (created if missing and possible)."""
    return _ensure(_home("config") or Path(_platformdirs().user_config_dir(APP_NAME, appauthor=False)))


def data_dir() -> Path:
    """The folder for history and saved matches (created if missing and possible)."""
    return _ensure(_home("data") or Path(_platformdirs().user_data_dir(APP_NAME, appauthor=False)))


def _home(kind: str) -> Path | None:
    home = os.environ.get(HOME_VARIABLE)
    return Path(home) / kind if home else None


def _platformdirs() -> ModuleType:
    import platformdirs  # imported late: only the window and storage need it

    return platformdirs


def _ensure(path: Path) -> Path:
    # A folder that cannot be made (read-only, not ours, a file in the way) is no reason not to start:
    # each file in it then fails on its own, and that is told to the player in a sentence.
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path
