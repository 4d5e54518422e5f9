"""The frozen program's entry point (PyInstaller and pyside6-deploy build from this file).

``multiprocessing.freeze_support()`` must run first: the computer players think
in a worker process started with the "spawn" method, and in a frozen program
that worker is this same executable, started again with multiprocessing's
arguments.  Only after that check is the program itself imported.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from parlett_table.__main__ import main  # the quit signals noted first, then the command

    sys.exit(main())
