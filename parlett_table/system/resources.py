"""Where the program's bundled files (card decks, icons, illustrations) are found.

The top-level ``assets/`` folder of the repository is copied into the wheel as
``parlett_table/assets`` (hatchling's ``force-include``), so an installed
program finds it inside the package.  An editable install or a source checkout
has no such copy, and finds it next to the package folder instead.  Nothing
here depends on the working directory, and nothing imports Qt.
"""

from __future__ import annotations

import functools
import pathlib
from importlib.resources import files

_PACKAGE = "parlett_table"


def _candidates() -> list[pathlib.Path]:
    found = []
    packaged = files(_PACKAGE) / "assets"
    # A wheel installed by pip is unpacked on disk, so this is a real path.  Some bundlers (Nuitka) hand
    # back their own kind of resource object for a folder that is still on disk: use its path too.  A
    # zipped package (which pip never makes) would not be usable by Qt anyway, and fails is_dir() below.
    found.append(packaged if isinstance(packaged, pathlib.Path) else pathlib.Path(str(packaged)))
    found.append(pathlib.Path(__file__).resolve().parents[2] / "assets")
    return found


@functools.cache
def assets_root() -> pathlib.Path:
    """The ``assets`` folder in use; raises ``FileNotFoundError`` if there is none."""
    candidates = _candidates()
    for folder in candidates:
        if folder.is_dir():
            return folder
    looked = " and ".join(str(folder) for folder in candidates)
    raise FileNotFoundError(
        f"Parlett Table cannot find its assets folder (looked in {looked}); "
        "reinstall the package, or run from a source checkout that has the top-level assets/ folder"
    )


def asset_path(*parts: str) -> pathlib.Path:
    """The existing file or folder ``assets/<parts...>``, for example ``asset_path("cards", "AUTHORS")``.

    Raises ``FileNotFoundError`` naming the path if the assets folder or the
    requested entry is missing.
    """
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"Parlett Table's asset {'/'.join(parts)!r} is missing (expected at {path})")
    return path
