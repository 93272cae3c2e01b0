"""A game session for the guided demo: the learner may only make the prepared move.

The window's controls work unchanged (they call ``perform``). A move the rules
forbid is refused as usual (``action_refused`` with the rules' reason); a legal move
that is not the prepared one is refused with ``lesson_refused``, so the demo can say
what to do instead. Rolls take the prepared dice. Undo and redo are off: the demo's
Back button replaces them.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Signal

from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.session.game_session import GameSession

from ..rules import engine
from ..rules.actions import Action
from ..rules.codec import GAME_ID
from ..ui.texts import action_text
from . import script


class NotPrepared(str):
    """The value ``perform`` returns for a legal move that is not the prepared one
    (anything but None means 'refused' to the window's controller)."""


NOT_PREPARED = NotPrepared("not_prepared")
NOT_NOW = NotPrepared("not_now")


class TutorialSession(GameSession):
    # (what the learner tried, the prepared move): a legal move that is not the one
    # the demo waits for, or any move while the demo is not waiting for the learner
    lesson_refused = Signal(object, object)

    def __init__(self, game: GameRecord, position: int, names, parent=None):
        prefix = GameRecord(GAME_ID, game.options, tuple(names), game.seed,
                            game.actions[:position], position)
        super().__init__(prefix, parent, describe=action_text)
        self._game = game
        self.allowed: range = range(0)  # positions at which the learner may move

    @property
    def game(self) -> GameRecord:
        return self._game

    def expected(self) -> Action | None:
        position = self.position
        return self._game.actions[position] if position < len(self._game.actions) else None

    def perform(self, action: Action):
        expected = self.expected()
        if expected is None or self.position not in self.allowed:
            self.lesson_refused.emit(action, None)
            return NOT_NOW
        if script.matches(expected, action, self.state):
            return super().perform(expected)  # the prepared dice, the prepared die choice
        checked = action
        if self.spec.is_chance(action):
            # Any faces will do to ask the rules whether the roll itself is allowed.
            checked = self.spec.complete_chance(self.state, action, random.Random(0))
        reason = engine.check(self.state, checked)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        self.lesson_refused.emit(action, expected)
        return NOT_PREPARED

    def play_prepared(self) -> bool:
        """The demo makes the next prepared move itself."""
        expected = self.expected()
        return expected is not None and super().perform(expected) is None

    # Back and Next replace undo and redo in the demo.
    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> None:
        pass

    def redo(self) -> None:
        pass
