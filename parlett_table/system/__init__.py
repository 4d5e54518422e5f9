"""The program on the player's computer (no Qt): where its bundled files are (``resources``), its log
(``logbook``), the licences it carries (``licenses``) and, for a pip install, its desktop entry (``desktop``)."""
