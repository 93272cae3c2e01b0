"""One QUndoCommand per game action, or per user gesture of several actions. Undo
restores the state snapshot taken before; redo applies the action the first time and
afterwards restores the snapshot taken after it, so no rule is ever evaluated twice."""

from __future__ import annotations

import weakref
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
        # Held weakly: the session owns the stack that owns this command, and a strong
        # reference back would make a cycle that only Python's collector can break — at
        # any later moment, freeing the commands before the stack that still lists them
        # (a crash in QUndoStack::clear).
        self._write_state = weakref.WeakMethod(write_state)

    @property
    def is_barrier(self) -> bool:
        """A chance action can never be taken back."""
        return self._spec.is_chance(self.action)

    def redo(self) -> None:
        if self.after is None:
            self.after = self._spec.apply_unchecked(self.before, self.action)
        self._write(self.after)

    def undo(self) -> None:
        self._write(self.before)

    def _write(self, state: Any) -> None:
        write_state = self._write_state()
        if write_state is not None:  # the session is gone: nothing shows the state
            write_state(state)

    @property
    def actions(self) -> tuple[Any, ...]:
        return (self.action,)


class GestureCommand(QUndoCommand):
    """Several actions of one user gesture (choose a shape and draw it by one click):
    one undo step. Never holds a chance action, so it is never a barrier."""

    def __init__(self, steps: list[ActionCommand], text: str):
        super().__init__(text)
        self.steps = tuple(steps)

    @property
    def actions(self) -> tuple[Any, ...]:
        return tuple(step.action for step in self.steps)

    @property
    def action(self) -> Any:
        """The gesture's last action (its seat is the gesture's seat)."""
        return self.steps[-1].action

    @property
    def before(self) -> Any:
        return self.steps[0].before

    @property
    def is_barrier(self) -> bool:
        return False

    def redo(self) -> None:
        for step in self.steps:
            step.redo()

    def undo(self) -> None:
        self.steps[0].undo()
