"""The .deb's ``/usr/share/doc/parlett-table/changelog``, in Debian's format, from the AppStream metainfo's releases.

    python packaging/deb_changelog.py OUTPUT_FILE        # build-deb.sh gzips it into the package

The metainfo's ``<releases>`` are the project's one list of releases (a test keeps its newest one at the
package's version); each becomes an entry with its description's items as the changes, dated the release's
day.  Debian wants a changelog in every package (lintian: no-changelog), and a package with no Debian
revision (``0.1.0``, not ``0.1.0-1``) calls it ``changelog``.
"""

from __future__ import annotations

import sys
import textwrap
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
METAINFO = ROOT / "packaging" / "linux" / "io.github.parlett_table.ParlettTable.metainfo.xml"
PACKAGE = "parlett-table"
MAINTAINER = "The Parlett Table authors <parlett-table@users.noreply.github.com>"


def _words(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


def changelog(metainfo: Path = METAINFO) -> str:
    """Every release of the metainfo as a Debian changelog entry, newest first."""
    entries = []
    for release in ET.parse(metainfo).getroot().findall("releases/release"):
        version = release.get("version", "")
        day = datetime.strptime(release.get("date", ""), "%Y-%m-%d").replace(tzinfo=timezone.utc)
        description = release.find("description")
        changes = [] if description is None else [_words(p) for p in description.findall("p")]
        changes += [] if description is None else [_words(li) for li in description.iter("li")]
        lines = [f"{PACKAGE} ({version}) unstable; urgency=medium", ""]
        for change in changes or [f"Parlett Table {version}."]:
            lines += textwrap.wrap(change, width=78, initial_indent="  * ", subsequent_indent="    ")
        lines += ["", f" -- {MAINTAINER}  {day.strftime('%a, %d %b %Y %H:%M:%S +0000')}"]
        entries.append("\n".join(lines) + "\n")
    return "\n".join(entries)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/deb_changelog.py OUTPUT_FILE", file=sys.stderr)
        return 2
    Path(argv[0]).write_text(changelog(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
