"""Watching bots play Roll & Write: a running narration of the game, one line per
thing that happens (the game's own event sentences from ``texts``), richer than the
shell's one line per move. The shell's commentary dock (shell/watch_panel.py) shows
the lines."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from copenhagen_gui.shell.text import fill

from . import texts


class Narrator(QObject):
    """Emits one translated line per event of every new move (undo is not narrated)."""

    narrated = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._session = None
        self._index = 0
        self._round = 0
        self._told: list = []

    def set_session(self, session) -> None:
        """Tell ``session`` from now on (None: the watched game left the table)."""
        if self._session is not None:
            self._session.state_changed.disconnect(self._on_change)
        self._session = session
        if session is None:
            return
        self._index = session.undo_stack.index()
        self._round = session.state.round
        self._told = []  # what was told, kept as events and round numbers, not sentences
        session.state_changed.connect(self._on_change)

    def _news(self, state) -> list:
        """What a new state tells: the start of a round (its number), then its events."""
        news = []
        if state.round != self._round and state.phase.value == "roll":
            news.append(state.round)
        news.extend(state.events)
        return news

    def _say(self, item, names) -> str:
        if isinstance(item, int):
            return fill(self.tr("— Round %1 —"), str(item))
        return texts.event_text(item, names)

    def lines_for(self, state, names) -> list[str]:
        return [line for line in (self._say(item, names) for item in self._news(state)) if line]

    def retell(self) -> list[str]:
        """Every line told so far, in the language installed now (the shell asks after
        a language switch)."""
        names = self._session.names if self._session is not None else ()
        return [line for line in (self._say(item, names) for item in self._told) if line]

    def _on_change(self) -> None:
        session = self._session
        index = session.undo_stack.index()
        if index > self._index:  # a new move (or a redo), not an undo
            news = self._news(session.state)
            self._told.extend(news)
            for item in news:
                line = self._say(item, session.names)
                if line:
                    self.narrated.emit(line)
        self._round = session.state.round
        self._index = index
