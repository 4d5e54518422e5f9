"""The match at the table, without a window (QtCore only): the controller and its ``Stage``, what it works through
(``collaborators``: the thinker, the keeper; ``keeping``; ``coaching`` and the ``coach_report`` it hands out), every
duration at the table (``timings``) and a new deal's number (``seeds``)."""
