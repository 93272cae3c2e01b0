"""A tiny game that exists only in the tests, to prove the app hosts any game through
its catalogue entry alone (``entry.py``, registered with one line): "race to ten" —
seats take turns adding 1 or 2 to a shared count; who reaches 10 wins. One chance action
(who starts, drawn at the first move) makes undo meet a barrier like a roll does."""
