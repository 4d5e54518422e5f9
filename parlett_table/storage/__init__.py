"""What the program keeps between sessions: preferences, game history, saved matches.

Standard library and platformdirs only; no Qt.  Every file is written
atomically, a file that cannot be read is set aside, never lost silently, and
a finished deal the history cannot take yet waits (in the save, then in the
``unrecorded`` folder) until it can.  docs/architecture.md tells the whole of it.
"""
