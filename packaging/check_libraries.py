"""Check that every shared library of a built Linux bundle loads, as the bundled program would load it.

    python packaging/check_libraries.py build/linux/dist/parlett-table

A file being there is not enough: ``strip`` once damaged the bundled FFmpeg libraries ("ELF load command
address/offset not page-aligned"), and a library whose own dependencies are missing, or that needs a newer
glibc than the machine's, fails only when something loads it.  So each ELF file of the bundle (libraries,
Qt plugins, extension modules) is loaded with ``dlopen`` (``ctypes.CDLL``, lazy binding, local symbols) in a
child process whose library path is the bundle's folder, which is what PyInstaller's bootloader sets for the
program, so each dependency resolves as it will at run time: to the bundle's copy, or else to the system's.

Exit status 1 and one line per library that does not load, or 0 and a count.  Run this with the Python the
bundle was built with: the extension modules need that Python's ABI.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ELF_MAGIC = b"\x7fELF"

# The child: loads each path it is given, one JSON line per library, flushed before the next (so that a
# library crashing the loader is still named).
CHILD = r"""
import ctypes, json, os, sys
for path in sys.argv[1:]:
    print(json.dumps({"start": path}), flush=True)
    try:
        ctypes.CDLL(path, mode=os.RTLD_LAZY | os.RTLD_LOCAL)
    except OSError as error:
        print(json.dumps({"path": path, "error": str(error)}), flush=True)
    else:
        print(json.dumps({"path": path}), flush=True)
"""


def libraries(bundle: Path) -> list[Path]:
    """Every ELF file in the bundle but its executables (files, not links), in a stable order."""
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() or not path.is_file() or (os.access(path, os.X_OK) and ".so" not in path.name):
            continue
        with path.open("rb") as file:
            if file.read(4) == ELF_MAGIC:
                found.append(path)
    return found


def library_path(bundle: Path) -> str:
    """The folder the bootloader puts on LD_LIBRARY_PATH: ``_internal`` of a one-folder bundle, else the bundle."""
    internal = bundle / "_internal"
    return str(internal if internal.is_dir() else bundle)


def failures(bundle: Path, python: str = sys.executable) -> list[str]:
    """One sentence per library of ``bundle`` that does not load."""
    paths = [str(path) for path in libraries(bundle)]
    if not paths:
        return [f"{bundle} holds no shared library"]
    env = dict(os.environ, LD_LIBRARY_PATH=library_path(bundle), QT_QPA_PLATFORM="offscreen")
    problems: list[str] = []
    remaining = paths
    while remaining:
        result = subprocess.run([python, "-c", CHILD, *remaining], capture_output=True, text=True, env=env,
                                timeout=300, check=False)  # fmt: skip
        done: set[str] = set()
        started = None
        for line in result.stdout.splitlines():
            record = json.loads(line)
            if "start" in record:
                started = record["start"]
                continue
            done.add(record["path"])
            if "error" in record:
                problems.append(f"{_shown(record['path'], bundle)} does not load: {record['error']}")
        if result.returncode == 0:
            break
        if started is None or started in done:  # the child failed before or between libraries
            problems.append(f"the loader stopped with status {result.returncode}: {result.stderr.strip()[-500:]}")
            break
        problems.append(f"{_shown(started, bundle)} crashed the loader (status {result.returncode})")
        remaining = remaining[remaining.index(started) + 1 :]
    return problems


def _shown(path: str, bundle: Path) -> str:
    return str(Path(path).relative_to(bundle)) if Path(path).is_relative_to(bundle) else path


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/check_libraries.py BUNDLE_FOLDER", file=sys.stderr)
        return 2
    bundle = Path(argv[0]).resolve()
    problems = failures(bundle)
    for problem in problems:
        print(f"check_libraries.py: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_libraries.py: all {len(libraries(bundle))} libraries of {bundle} load")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
