"""Fingerprints of David Parlett's rule texts, so the tests can check our rules are not copied from them.

The original texts may not be shipped with the program, so the repository
keeps only a hash of every run of ``RUN`` words in them
(``tests/data/seed-shingles.txt``).  A text that shares such a run with an
original repeats one of its sentences, or most of one.

Remake the file from a folder of the texts (plain ``.txt`` files)::

    .venv/bin/python tests/seed_shingles.py SEED_FOLDER

>>> words("Don't copy: the Seven (7) beats it.")
['dont', 'copy', 'the', 'seven', '7', 'beats', 'it']
>>> run_hash(("a",) * RUN)
'74e5eb5e87a7eca6'
"""

from __future__ import annotations

import hashlib
import re
import sys
import unicodedata
from collections.abc import Iterable, Sequence
from pathlib import Path

RUN = 12  # words in a row shared with an original that count as copying
SHINGLES = Path(__file__).resolve().parent / "data" / "seed-shingles.txt"
HEADER = (
    "# The first 16 hex digits of sha256 of every normalised 12-word run of David Parlett's rule texts,",
    "# sorted; the texts themselves are not in the repository. Made by tests/seed_shingles.py SEED_FOLDER.",
)


def words(text: str) -> list[str]:
    """The words of ``text``, lower case, apostrophes dropped, every other mark a separator."""
    text = unicodedata.normalize("NFKC", text).lower().replace("'", "").replace("’", "")
    return re.findall(r"[a-z0-9]+", text)


def runs(text: str) -> list[tuple[str, ...]]:
    """Every run of ``RUN`` consecutive words of ``text``."""
    found = words(text)
    return [tuple(found[i : i + RUN]) for i in range(len(found) - RUN + 1)]


def run_hash(run: Sequence[str]) -> str:
    """A run's fingerprint: the first 16 hex digits of the sha256 of its words joined by spaces."""
    return hashlib.sha256(" ".join(run).encode("utf-8")).hexdigest()[:16]


def fingerprints(texts: Iterable[str]) -> list[str]:
    """The sorted, distinct fingerprints of every run of every text."""
    return sorted({run_hash(run) for text in texts for run in runs(text)})


def read_fingerprints(path: Path = SHINGLES) -> set[str]:
    """The fingerprints in ``path`` (comment lines start with ``#``)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def copied_runs(text: str, known: set[str]) -> list[str]:
    """The runs of ``text`` whose fingerprints are in ``known``, as text."""
    return sorted({" ".join(run) for run in runs(text) if run_hash(run) in known})


def main(argv: Sequence[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: python tests/seed_shingles.py SEED_FOLDER (a folder of the original .txt texts)", file=sys.stderr)
        return 2
    sources = sorted(Path(argv[0]).glob("*.txt"))
    if not sources:
        print(f"{argv[0]}: no .txt files in this folder", file=sys.stderr)
        return 2
    found = fingerprints(path.read_text(encoding="utf-8", errors="replace") for path in sources)
    SHINGLES.parent.mkdir(exist_ok=True)
    SHINGLES.write_text("\n".join([*HEADER, *found]) + "\n", encoding="utf-8")
    print(f"{SHINGLES}: {len(found)} fingerprints from {len(sources)} texts")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
