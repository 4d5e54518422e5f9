"""The cards' art, for every window that shows cards: the two decks (the drawn Clear deck and the SVG Classic
one, ``decks``), the shapes and backs they are painted with, suit symbols for buttons and panels, and a fan of
cards for the About box and an empty Statistics window."""
