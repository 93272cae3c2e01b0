"""The card game's "Learn the game": the prepared first game (``script``), its words
(``texts``) and the two as the shared lesson's script (``lesson``); the shared
``copenhagen_gui.shell.lesson`` plays it."""
