"""View > Presenter view (F11): the table for a room, for whoever explains a game.

The window goes full screen; its menus, toolbar, docks and status bar are hidden (their
commands keep their keys); the game on the table shows its table and the strip's texts
``SCALE`` times larger (``GameMode.set_presenting``: the view keeps the part of the
table the players look at in sight, a game with private hands hides them until the
presenter reveals them). A small floating control holds the game's presenter commands
(the card game's Reveal hand) and the way out; F11 or Escape leave too, and everything
comes back as it was. It follows the table when another game comes to the front.

The window offers it with ``offer(window, menu)``; the Presenter itself
(``presenting.py``) is made, and its module loaded, when first used: the first window
shows without it."""

from __future__ import annotations

SCALE = 1.5  # the table and its texts, times their usual size


def offer(window, menu) -> None:
    """The window's ``presenter`` action in ``menu``, and on the window itself so that
    its key (F11) works while the menus are hidden."""
    action = window.actions.get("presenter")
    menu.addAction(action)
    window.addAction(action)
    action.triggered.connect(lambda on: presenter_of(window).set_active(on))


def presenter_of(window):
    """The window's Presenter (made on first use)."""
    from .presenting import Presenter

    return window.findChild(Presenter, "presenter") or Presenter(window)
