"""The table in words: each game's names for roles and the joker, a finished trick's caption, and what screen
readers hear (the narration, its announcements and the table's parts in the accessibility tree)."""
