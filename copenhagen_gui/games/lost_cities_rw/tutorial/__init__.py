"""'Learn the game' for Lost Cities Roll & Write: a prepared two-player game in which
the learner makes every one of their own moves, one idea per step."""
