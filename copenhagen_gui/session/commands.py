"""One QUndoCommand per game action. Undo restores the state snapshot taken before the
action; redo applies the action the first time and afterwards restores the snapshot
taken after it, so no rule is ever evaluated twice."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QUndoCommand

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import CHANCE_ACTIONS, Action
from copenhagen_gui.games.copenhagen_rw.rules.state import GameState


def describe(action: Action, names: Sequence[str]) -> str:
    """The translated one-line description shown in the undo menu and history."""
    try:
        from copenhagen_gui.games.copenhagen_rw.ui.texts import action_text  # written by the i18n helper
    except ImportError:
        return type(action).__name__
    return action_text(action, names)


class ActionCommand(QUndoCommand):
    def __init__(
        self,
        action: Action,
        before: GameState,
        write_state: Callable[[GameState], None],
        names: Sequence[str],
        after: GameState | None = None,
    ):
        super().__init__(describe(action, names))
        self.action = action
        self.before = before
        self.after = after
        self._write_state = write_state

    @property
    def is_barrier(self) -> bool:
        """Ruling 7: a roll or reroll can never be taken back."""
        return isinstance(self.action, CHANCE_ACTIONS)

    def retranslate(self, names: Sequence[str]) -> None:
        self.setText(describe(self.action, names))

    def redo(self) -> None:
        if self.after is None:
            self.after = engine.apply(self.before, self.action)
        self._write_state(self.after)

    def undo(self) -> None:
        self._write_state(self.before)
