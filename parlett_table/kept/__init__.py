"""What the program keeps for the player, as plain values that storage writes and the window shows (no files, no
Qt): the preferences and their choices (``settings``), the history's rows and statistics (``history_rows``), and
the sentences told when keeping fails (``notices``)."""
