"""The session of "Learn the game": a real ``GameSession`` on the prepared record that
accepts only the prepared moves.

A move the rules forbid is refused as in any game (``action_refused`` with the rules'
reason, so the table says why and links the rule). A legal move that is not the
prepared one is refused with ``lesson_refused``. The refills are the stacked ones of
the record, never drawn. Undo is off: the lesson's Back replaces it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal

from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.session.game_session import GameSession

from ..ui.texts import action_text
from . import script


class NotPrepared(str):
    """What ``perform`` returns for a move the lesson does not wait for."""


NOT_PREPARED = NotPrepared("not_prepared")
NOT_NOW = NotPrepared("not_now")


class TutorialSession(GameSession):
    lesson_refused = Signal(object, object)  # (the move tried, the prepared one or None)

    def __init__(self, game: GameRecord, position: int, names, parent=None):
        prefix = GameRecord(game.game, game.options, tuple(names), game.seed,
                            game.actions[:position], position, bots=(None,) * len(names))
        self._game = None  # read by _play_automatic while the base class builds
        super().__init__(prefix, parent, describe=action_text)
        self._game = game
        self.allowed: range = range(0)  # positions at which the learner may move

    @property
    def game(self) -> GameRecord:
        return self._game

    def expected(self):
        actions = self._game.actions
        return actions[self.position] if self.position < len(actions) else None

    def perform(self, action):
        expected = self.expected()
        if expected is None or self.position not in self.allowed:
            self.lesson_refused.emit(action, None)
            return NOT_NOW
        if script.matches(expected, action, self.state):
            return super().perform(expected)
        reason = self.spec.check(self.state, action)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        self.lesson_refused.emit(action, expected)
        return NOT_PREPARED

    def play_prepared(self) -> bool:
        """The lesson makes the next prepared move itself (the other seat's)."""
        expected = self.expected()
        return expected is not None and super().perform(expected) is None

    def _play_automatic(self) -> None:
        # Why an override: a refill here is the stacked one of the record, never a
        # draw. A completed chance action goes through perform unchanged, and perform
        # calls back here for the next automatic step, if any.
        if self._game is None:
            return
        due = self.spec.automatic_action(self.state)
        expected = self.expected()
        if due is not None and expected is not None and type(expected) is type(due):
            GameSession.perform(self, expected)

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> None:
        pass

    def redo(self) -> None:
        pass
