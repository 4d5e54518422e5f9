"""The main window and what it alone does: it builds the table and its rooms and wires them once
(``main_window``); the menus, starting and resuming matches, opening deal records, the Help menu's commands, and
waiting for the first paint."""
