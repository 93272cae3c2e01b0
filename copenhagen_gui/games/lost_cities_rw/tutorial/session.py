"""The lesson's game session: the window's controls work unchanged (they call
``perform``), but while the lesson guides, only the prepared move of the learner is
accepted. Rolls take the prepared faces (a completed roll is kept as it is, so the
record holds them as chance like any roll). Undo is off: "Start over" replaces it."""

from __future__ import annotations

import random

from PySide6.QtCore import Signal

from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.session.game_session import GameSession

from ..rules import engine
from ..spec import SPEC
from ..ui.texts import action_text
from . import script


class LessonRefusal(str):
    """What ``perform`` returns for a move the lesson does not take now (anything but
    None means 'refused' to the controller)."""


NOT_NOW = LessonRefusal("not_now")
NOT_PREPARED = LessonRefusal("not_prepared")


class TutorialSession(GameSession):
    lesson_refused = Signal(object, object)  # what was tried, the prepared move (None: not now)

    def __init__(self, actions: tuple, position: int, names, parent=None):
        prefix = GameRecord(SPEC.game_id, script.options(), tuple(names), 1, tuple(actions[:position]),
                            position, bots=(None, None))
        super().__init__(prefix, parent, describe=action_text)
        self.prepared = tuple(actions)
        self.learner_turn = False  # the lesson says when the learner may move
        self.guided = True  # False once the learner has left the lesson: a free game

    def expected(self):
        position = self.position
        return self.prepared[position] if position < len(self.prepared) else None

    def perform(self, action):
        if not self.guided:
            return super().perform(action)
        expected = self.expected()
        if expected is None or not self.learner_turn or action.seat != script.LEARNER:
            self.lesson_refused.emit(action, None)
            return NOT_NOW
        if script.matches(expected, action):
            return super().perform(expected)
        checked = action
        if SPEC.is_chance(action):
            checked = SPEC.complete_chance(self.state, action, random.Random(0))
        reason = engine.check(self.state, checked)
        if reason is not None:  # the rules' own refusal, with its reason
            self.action_refused.emit(reason)
            return reason
        self.lesson_refused.emit(action, expected)
        return NOT_PREPARED

    def play_prepared(self) -> bool:
        """The lesson plays the next prepared move itself (the other player's)."""
        expected = self.expected()
        return expected is not None and super().perform(expected) is None

    def can_undo(self) -> bool:
        return not self.guided and super().can_undo()

    def undo(self) -> None:
        if self.can_undo():
            super().undo()

    def can_redo(self) -> bool:
        return not self.guided and super().can_redo()

    def redo(self) -> None:
        if self.can_redo():
            super().redo()
