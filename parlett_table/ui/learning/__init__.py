"""Learning the games: the rules window and its pages (words from ``rulebook``, example cards drawn), Review of a
finished deal, the coach's "Your play, looked at again", and the first-game walkthrough and its notes."""
