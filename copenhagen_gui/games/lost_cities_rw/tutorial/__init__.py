"""'Learn the game' for Lost Cities Roll & Write: a prepared two-player game in which
the learner makes every one of their own moves, one idea per step (``script``), its
words (``texts``) and the two as the shared lesson's script (``lesson``); the shared
``copenhagen_gui.shell.lesson`` plays it."""
