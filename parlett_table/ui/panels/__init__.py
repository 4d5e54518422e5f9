"""The widgets over the table: the floating panel they share (``overlay``) and the Hint button, the decision bar,
a deal's result, Play out the rest, and the offer to continue a saved match."""
