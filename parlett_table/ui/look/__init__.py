"""How the program looks, for every room above it: colours and fonts (``theme``), the felt, the dialogs' style
sheet and colour scheme, where everything goes on the table (``layout``: pure geometry), windows fitted to the
screen, and the segmented buttons of the rules and statistics windows."""
