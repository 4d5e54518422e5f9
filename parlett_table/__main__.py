"""The ``parlett-table`` command's first moment (and ``python -m parlett_table``).

The quit signals are noted before anything else is imported (``ui/early_quit.py``), so a
Ctrl+C or SIGTERM while the program starts ends it cleanly between two steps instead of
interrupting Qt half-way; then the command itself (``cli.py``) runs.
"""

import sys


def main() -> int:
    from .ui.process.early_quit import note_quit_signals

    note_quit_signals()
    from .cli import main as command

    return command()


if __name__ == "__main__":
    sys.exit(main())
