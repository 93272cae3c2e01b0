"""One QUndoCommand per game action. Undo restores the state snapshot taken before the
action; redo applies the action the first time and afterwards restores the snapshot
taken after it, so no rule is ever evaluated twice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand

from copenhagen_gui.core.spec import GameSpec


class ActionCommand(QUndoCommand):
    def __init__(self, action: Any, before: Any, write_state: Callable[[Any], None],
                 spec: GameSpec, text: str, after: Any = None):
        super().__init__(text)
        self.action = action
        self.before = before
        self.after = after
        self._spec = spec
        self._write_state = write_state

    @property
    def is_barrier(self) -> bool:
        """A chance action can never be taken back."""
        return self._spec.is_chance(self.action)

    def redo(self) -> None:
        if self.after is None:
            self.after = self._spec.apply_unchecked(self.before, self.action)
        self._write_state(self.after)

    def undo(self) -> None:
        self._write_state(self.before)
