"""``python -m parlett_table``: the same as the ``parlett-table`` command."""

import sys

from .cli import main

sys.exit(main())
