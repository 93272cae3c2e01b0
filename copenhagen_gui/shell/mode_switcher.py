"""The games' tables in one window: one GameMode per game played there, made when that
game is first played (its modules load then, through its catalogue entry), each a page
of the window's table stack; ``show`` brings a game's table, Turn menu, buttons and keys
to the front. A table stays built for the next game of its kind."""

from __future__ import annotations

from PySide6.QtCore import QObject

from copenhagen_gui.core import catalogue
from copenhagen_gui.shell.mode import GameMode, mode_class


class ModeSwitcher(QObject):
    def __init__(self, window):
        super().__init__(window)
        self._window = window
        self.built: dict[str, GameMode] = {}  # game id -> its mode, in the order first played
        self.front: GameMode | None = None  # the game whose table is in front

    def mode_for(self, game_id: str) -> GameMode:
        """The GameMode of ``game_id``, made when that game is first played."""
        mode = self.built.get(game_id)
        if mode is None:
            w = self._window
            mode = mode_class(game_id)(w)
            self.built[game_id] = mode
            w.table_stack.addWidget(mode.table_widget())
            mode.changed.connect(w.mode_changed)
            mode.game_over.connect(w.host.game_over)
        return mode

    def show(self, game_id: str) -> None:
        """Put ``game_id``'s table, Turn menu, buttons and keys in front."""
        mode = self.mode_for(game_id)
        if mode is self.front:
            return
        self.front = mode
        self._window.table_stack.setCurrentWidget(mode.table_widget())
        self._window.commands.show_mode(mode)

    def describe(self, game_id: str):
        """How the undo menu and history name an action of ``game_id``."""
        return self.mode_for(game_id).action_text

    def reason_text(self, reason) -> str:
        """A game's refusal reason (in an open error), in the words of its game."""
        game_id = catalogue.game_of_module(type(reason).__module__)
        if game_id is None:
            return str(getattr(reason, "value", reason))
        return self.mode_for(game_id).reason_text(reason)

    def release_all(self) -> None:
        """The window closes: every table lets go of its game."""
        for mode in self.built.values():
            mode.release()
