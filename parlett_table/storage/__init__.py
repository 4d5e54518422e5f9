"""What the program keeps between sessions: preferences, game history, saved matches.

Standard library and platformdirs only; no Qt.  Every file is written
atomically, and a file that cannot be read is set aside, never lost silently.
"""
