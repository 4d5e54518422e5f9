"""What is heard: the sound effects mixed into one audio output (``effects``) and the moments of play that play
them (``cues``)."""
