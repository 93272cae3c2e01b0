"""GameMode: a game's Qt side, as the shell window uses it.

The shell owns the window, the menus it shares (Game, Edit, View, Language, Help), the
history, files, autosave and the computer-player driver. Everything on the table is the
mode's: its scene and view, its turn panel, its Turn-menu commands, its texts, its result
screen, rulebook pages and guided first game. Each game package has a ``mode.py`` whose
``MODE_CLASS`` subclasses this; the shell finds it through ``MODES`` below (by name, so
a game's Qt modules load only when that game is played).

The one-writer rule holds here too: a mode never changes a state; it turns the player's
gestures into actions and hands them to ``session.perform``; it redraws from
``session.state`` when the session says it changed.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

# game id -> module with MODE_CLASS, in the New game dialog's order. Roll & Write's table
# is still built into the shell window (None): it becomes a mode of its own next.
MODES: dict[str, str | None] = {
    "copenhagen-rw": None,
    "copenhagen": "copenhagen_gui.games.copenhagen.mode",
    "lost-cities-rw": "copenhagen_gui.games.lost_cities_rw.mode",
}


def mode_class(game_id: str) -> type["GameMode"]:
    return importlib.import_module(MODES[game_id]).MODE_CLASS


class OptionsPage(QWidget):
    """The game's part of the New game dialog (below the seats)."""

    def set_seat_count(self, count: int) -> None:
        pass

    def options(self, seat_count: int, rng) -> Any:
        """The game's options value for a new game."""
        raise NotImplementedError


class GameMode(QObject):
    changed = Signal()  # what the window's commands allow may have changed: refresh them
    message = Signal(str)  # a line for the prompt area (a refusal's reason, a result)
    game_over = Signal()  # the game just ended: the window shows the result

    game_id: str = ""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.session = None

    # --- names and texts -------------------------------------------------------------
    def title(self) -> str:
        """The game's name, translated."""
        raise NotImplementedError

    def action_text(self, action, names) -> str:
        """One line for the undo menu and the history."""
        return type(action).__name__

    def reason_text(self, reason) -> str:
        """Why an action was refused, translated."""
        return str(getattr(reason, "value", reason))

    def retranslate(self) -> None:
        pass

    # --- the table -------------------------------------------------------------------
    def table_widget(self) -> QWidget:
        """The central widget: the table view and the turn panel."""
        raise NotImplementedError

    def set_session(self, session) -> None:
        self.session = session

    def zoom_to_fit(self) -> None:
        pass

    def refresh(self) -> None:
        """Enable exactly this game's commands that make sense now."""

    def stop(self) -> None:
        """Stop timers and animations (the window closes or the game is replaced)."""

    # --- commands --------------------------------------------------------------------
    def turn_actions(self) -> list[QAction | None]:
        """The Turn menu (None: a separator)."""
        return []

    def toolbar_actions(self) -> list[QAction | None]:
        return []

    def can_hint(self) -> bool:
        return False

    def show_hint(self) -> None:
        pass

    # --- new game, end, help ---------------------------------------------------------
    def options_page(self) -> OptionsPage:
        raise NotImplementedError

    def show_result(self, parent) -> bool:
        """Show the result screen; True if the players asked for a new game."""
        return False

    def rulebook(self):
        """This game's in-app rulebook (a ``shell.rulebook.Rulebook``), or None."""
        return None

    def start_tutorial(self) -> bool:
        """'Learn the game' for this game; False when it has none."""
        return False
