"""Watching bots play Roll & Write: a running narration of the game, one line per
thing that happens (the game's own event sentences from ``texts``), richer than the
shell's one line per move. The shell's commentary dock (shell/watch_panel.py) shows
the lines."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from copenhagen_gui.games.copenhagen_rw import texts


class Narrator(QObject):
    """Emits one translated line per event of every new move (undo is not narrated)."""

    narrated = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._session = None
        self._index = 0
        self._round = 0

    def set_session(self, session) -> None:
        if self._session is not None:
            try:
                self._session.state_changed.disconnect(self._on_change)
            except (RuntimeError, TypeError):
                pass
        self._session = session
        self._index = session.undo_stack.index()
        self._round = session.state.round
        session.state_changed.connect(self._on_change)

    def lines_for(self, state, names) -> list[str]:
        lines = []
        if state.round != self._round and state.phase.value == "roll":
            lines.append(self.tr("— Round %1 —").replace("%1", str(state.round)))
        for event in state.events:
            line = texts.event_text(event, names)
            if line:
                lines.append(line)
        return lines

    def _on_change(self) -> None:
        session = self._session
        index = session.undo_stack.index()
        if index > self._index:  # a new move (or a redo), not an undo
            for line in self.lines_for(session.state, session.names):
                self.narrated.emit(line)
        self._round = session.state.round
        self._index = index

