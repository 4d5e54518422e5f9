"""The card table: the scene, its piles and card items, the animator that plays the engine's events on it, the
panels of the state of play drawn on it (``hud``), its view, the presenter that keeps all of it in step with the
controller, and the table's loop (``table_loop``) that connects them once."""
