"""What Undo takes back. Alone at the table: the last action. With computer players at
the table: the person's last move together with the computers' replies to it, so they
do not at once play again what was undone (the bot driver knows where that move is).
Never a roll, a deal or a refill: chance is an undo barrier in every game."""

from __future__ import annotations


class UndoPolicy:
    def __init__(self, bot_driver):
        self._driver = bot_driver
        self.session = None

    def can_undo(self) -> bool:
        s = self.session
        if s is None:
            return False
        if self._driver.has_bots():
            return self._driver.can_take_back()
        return s.can_undo()

    def undo_text(self) -> str:
        """The undo stack's text of the step Undo takes back now ('' when none)."""
        s = self.session
        if s is None or not self.can_undo():
            return ""
        if self._driver.has_bots():
            index = self._driver.take_back_index()
            command = s.undo_stack.command(index) if index is not None else None
            return command.text() if command is not None else ""
        return s.undo_stack.undoText()

    def undo(self) -> str | None:
        """Take back; the text of what was undone, or None when nothing was."""
        if not self.can_undo():
            return None
        text = self.undo_text()
        if self._driver.has_bots():
            self._driver.take_back()
        else:
            self.session.undo()
        return text

    def redo(self) -> str | None:
        s = self.session
        if s is None or not s.can_redo():
            return None
        text = s.undo_stack.redoText()
        s.redo()
        return text
