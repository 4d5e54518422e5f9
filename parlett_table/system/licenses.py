"""The licences of what Parlett Table is made of, and where a bundle keeps their texts.

A downloadable build (PyInstaller) carries a ``licenses/`` folder with one file
per entry of :data:`LICENCES` (assembled by ``packaging/bundle_licenses.py``),
plus :data:`SHARED_LIBRARIES`, a list of the shared libraries copied into the
bundle with the licence of each, generated at build time.  The About box links
each licence to its file there, or, in a pip install (which carries only the
program and the card art; Qt and Python are the player's own), to its text on
the web.  No Qt here.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

FOLDER = "licenses"
"""The folder's name inside a bundle's data folder (``_internal/`` or ``Contents/Resources/``)."""
SHARED_LIBRARIES = "shared-libraries.txt"

CARD_ART_LICENCE = "LGPL-2.0-or-later"
"""The card art's licence as the SVG file's own header grants it ("the GNU Lesser General Public License ...
version 2 of the License, or (at your option) any later version"); the package ships the LGPL 2.1 text, a
version that grant allows (see assets/cards/README.md)."""


@dataclass(frozen=True)
class Licence:
    """One part of the program and the licence it comes under."""

    part: str  # what it covers, as the About box names it
    name: str  # the licence's SPDX identifier
    file: str  # its text's file name in a bundle's licenses/ folder
    url: str  # its text on the web


LICENCES: tuple[Licence, ...] = (
    Licence("Parlett Table", "MIT", "Parlett-Table-MIT.txt", "https://opensource.org/license/mit"),
    Licence("Qt and PySide6", "LGPL-3.0-only", "Qt-PySide6-LGPL-3.0.txt", "https://www.gnu.org/licenses/lgpl-3.0.html"),
    Licence("the GPL it adds to", "GPL-3.0", "GPL-3.0.txt", "https://www.gnu.org/licenses/gpl-3.0.html"),
    Licence("Python", "PSF-2.0", "Python-LICENSE.txt", "https://docs.python.org/3/license.html"),
    Licence("the card art", CARD_ART_LICENCE, "LICENSE-svg-cards.txt",
            "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html"),
    Licence("the sound effects", "CC0-1.0", "LICENSE-sounds-CC0.txt",
            "https://creativecommons.org/publicdomain/zero/1.0/legalcode"),
)  # fmt: skip


def bundle_folder() -> Path | None:
    """The running bundle's ``licenses/`` folder, or None when this is not a bundle (a pip install, a checkout)."""
    base = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's bootloader
    if not getattr(sys, "frozen", False) or base is None:
        return None
    folder = Path(base) / FOLDER
    return folder if folder.is_dir() else None


def link(licence: Licence, folder: Path | None = None) -> str:
    """Where the About box sends the player for ``licence``: the bundle's file if it is there, else the web."""
    folder = folder if folder is not None else bundle_folder()
    if folder is not None and (folder / licence.file).is_file():
        return (folder / licence.file).as_uri()
    return licence.url
