"""The dialogs: a new game, the preferences and their look and sound groups, the score sheet, About, the file
dialogs, and the notice of an unexpected error (with ``on_click``, which names the command a button carries out)."""
