"""The macOS app's Info.plist entries that ``parlett-table.spec`` cannot write as constants.

``LSMinimumSystemVersion`` is the oldest macOS the bundled Qt runs on, read from
the platform tag of the PySide6 wheel installed for the build
(``pyside6_essentials-6.11.3-cp310-abi3-macosx_13_0_universal2.whl``: 13.0), so
that a newer PySide6 cannot raise it unnoticed.  The document type declares deal
records (``.parlett``, JSON inside; ``.json`` records still open from the Open
dialog), so that the Finder opens them with the app, which receives a
``QFileOpenEvent`` (``parlett_table/ui/process/open_file.py``).
"""

from __future__ import annotations

import re
from importlib import metadata
from typing import Any

APP_ID = "io.github.parlett_table.ParlettTable"
RECORD_TYPE = "io.github.parlett-table.deal-record"  # a UTI: letters, digits, hyphens and dots only
RECORD_EXTENSION = "parlett"
QT_DISTRIBUTIONS = ("PySide6-Essentials", "PySide6")


def minimum_macos(wheel_text: str) -> str:
    """The oldest macOS named by a WHEEL file's ``Tag: ...-macosx_13_0_universal2`` lines, as "13.0".

    >>> minimum_macos("Wheel-Version: 1.0\\nTag: cp310-abi3-macosx_13_0_universal2\\n")
    '13.0'
    """
    tags = re.findall(r"^Tag: .*-macosx_(\d+)_(\d+)_", wheel_text, re.MULTILINE)
    versions = [(int(major), int(minor)) for major, minor in tags]
    if not versions:
        raise ValueError("the WHEEL file names no macOS platform tag")
    major, minor = max(versions)
    return f"{major}.{minor}"


def installed_qt_minimum() -> str:
    """``minimum_macos`` of the PySide6 wheel installed here (on macOS, where the build runs)."""
    for name in QT_DISTRIBUTIONS:
        try:
            text = metadata.distribution(name).read_text("WHEEL")
        except metadata.PackageNotFoundError:
            continue
        if text:
            return minimum_macos(text)
    raise SystemExit("parlett-table.spec: PySide6 is not installed, or its WHEEL file is missing")


def document_types() -> dict[str, Any]:
    """The Info.plist keys that make the Finder open ``.parlett`` deal records with the app."""
    return {
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Parlett Table deal record",
                "CFBundleTypeRole": "Viewer",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [RECORD_TYPE],
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": RECORD_TYPE,
                "UTTypeDescription": "Parlett Table deal record",
                "UTTypeConformsTo": ["public.json", "public.data"],
                "UTTypeTagSpecification": {"public.filename-extension": [RECORD_EXTENSION]},
            }
        ],
    }
