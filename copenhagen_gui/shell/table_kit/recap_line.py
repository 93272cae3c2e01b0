"""The strip's "Last turn: …" line (any game): what the computer players did in their
last whole turn, kept until the next one ends, so the person at the table can read it
at leisure. A game gives it a way to say the turn (``show_recap(render)``), so the
words follow a change of language, and shows the line for a whole game with computer
players (``setVisible``), so the table above never jumps."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont

from copenhagen_gui.shell.text import fill

from .turn_strip import OneLineLabel


class RecapLine(OneLineLabel):
    def __init__(self, parent=None):
        super().__init__("recap-line", parent)
        font = QFont(self.font())
        font.setItalic(True)
        self.setFont(font)
        self._render: Callable[[], str] | None = None

    def show_recap(self, render: Callable[[], str] | None) -> None:
        """The last turn, said by ``render()`` (None: nothing to tell yet)."""
        self._render = render
        self._say()

    def _say(self) -> None:
        said = self._render() if self._render is not None else ""
        self.setText(fill(self.tr("Last turn: %1"), said) if said else "")

    def changeEvent(self, event):
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._say()
