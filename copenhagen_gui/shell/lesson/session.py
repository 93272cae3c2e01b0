"""The session of "Learn the game": a real ``GameSession`` on a prepared game that takes
only the prepared moves, for any game.

The window's controls work unchanged (they call ``perform``, and ask ``may_pick_up``
before a piece is picked up). A move the rules forbid is refused as in any game
(``action_refused`` with the rules' reason, from ``spec.check``: the lesson never judges
a move itself). A legal move or a pick-up that is not the prepared one, or any move
while the lesson is not waiting for the learner, is refused with ``lesson_refused``, so
the lesson can say what to do instead. Chance and automatic moves (rolls, refills) take
the prepared outcome. Undo is off: the lesson's Back replaces it.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal

from copenhagen_gui.session.game_session import GameSession

from .script import LessonScript


class LessonRefusal(enum.Enum):
    """What ``perform`` returns for a move the lesson does not take (the rules allow it)."""

    NOT_NOW = "not_now"  # the lesson is not waiting for a move of the learner
    NOT_PREPARED = "not_prepared"  # not the prepared move


class LessonSession(GameSession):
    # (what was tried: a move or a piece, the prepared move; None: no move is awaited)
    lesson_refused = Signal(object, object)
    picked_up = Signal(object)  # a piece of the prepared move was picked up

    def __init__(self, script: LessonScript, game: int, position: int, names: Sequence[str],
                 parent=None, describe=None):
        from copenhagen_gui.core import registry

        # Set before the base class builds: its automatic moves come from here already.
        self._script = script
        self._prepared = script.games[game].actions
        spec = registry.get(script.game_id)
        super().__init__(script.games[game].record(spec, names, position), parent, describe=describe)
        self.allowed: range = range(0)  # positions at which the learner may move now

    def expected(self) -> Any:
        """The next prepared move (None once the prepared game is played out)."""
        position = self.position
        return self._prepared[position] if position < len(self._prepared) else None

    def perform(self, action: Any) -> Any:
        """The prepared move when ``action`` is it; else the rules' reason or a
        ``LessonRefusal`` (nothing changes then)."""
        expected = self.expected()
        if expected is None or self.position not in self.allowed:
            self.lesson_refused.emit(action, None)
            return LessonRefusal.NOT_NOW
        if self._script.matches(expected, action, self.state):
            return super().perform(expected)  # the prepared faces, the prepared choice
        reason = self._rules_reason(action)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        self.lesson_refused.emit(action, expected)
        return LessonRefusal.NOT_PREPARED

    def may_pick_up(self, piece: tuple) -> bool:
        expected = self.expected()
        if expected is not None and self.position in self.allowed \
                and self._script.picks(expected, piece, self.state):
            self.picked_up.emit(piece)
            return True
        self.lesson_refused.emit(piece, expected if self.position in self.allowed else None)
        return False

    def play_prepared(self) -> bool:
        """The lesson makes the next prepared move itself (another seat's)."""
        expected = self.expected()
        return expected is not None and super().perform(expected) is None

    def _rules_reason(self, action: Any) -> Any:
        spec = self.spec
        if spec.is_chance(action):
            # Any outcome will do to ask the rules whether the move itself is allowed.
            action = spec.complete_chance(self.state, action, random.Random(0))
        return spec.check(self.state, action)

    def _play_automatic(self) -> None:
        # An automatic move due now (a refill) is the prepared one, never a draw; each
        # one made calls back here for the next.
        due = self.spec.automatic_action(self.state)
        expected = self.expected()
        if due is not None and expected is not None and type(expected) is type(due):
            GameSession.perform(self, expected)

    # Back and the chapters replace undo and redo in a lesson.
    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> None:
        pass

    def redo(self) -> None:
        pass
