"""A tiny game that exists only in the tests, to prove the shell hosts any game through
``core.registry`` and ``shell.mode.MODES`` alone: "race to ten" — seats take turns
adding 1 or 2 to a shared count; who reaches 10 wins. One chance action (who starts,
drawn at the first move) makes undo meet a barrier like a roll does."""
