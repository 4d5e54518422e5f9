"""The card table: the scene and its card items, the animator that plays the engine's events on it, the panels
of the state of play drawn on it (``hud``), its view, and the presenter that keeps all of it in step with the
controller."""
