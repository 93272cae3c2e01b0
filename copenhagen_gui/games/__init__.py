"""One package per game. The shell reaches a game only through the registry in
``copenhagen_gui.core.registry``; games never import each other."""
