"""Watching bots play: a running narration of the game, one line per thing that
happens (the game's own event sentences from ``texts``), with Pause / Step.

``Narrator`` turns the session's changes into lines; ``WatchPanel`` shows them in a
dock and drives the bot driver's pause and step."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.games.copenhagen_rw import texts

MAX_LINES = 1000


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


class WatchPanel(QWidget):
    def __init__(self, driver, narrator: Narrator, parent=None):
        super().__init__(parent)
        self.setObjectName("watch-panel")
        self._driver = driver
        self.players = QLabel(objectName="watch-players")
        self.players.setWordWrap(True)
        self._seats: tuple = ()
        self.log = QListWidget(objectName="watch-log")
        self.log.setWordWrap(True)
        self.log.setUniformItemSizes(False)
        self.pause_button = QPushButton(objectName="watch-pause")
        self.pause_button.setCheckable(True)
        self.step_button = QPushButton(objectName="watch-step")
        self.pause_button.toggled.connect(self._toggle_pause)
        self.step_button.clicked.connect(driver.play_now)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pause_button)
        buttons.addWidget(self.step_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.players)
        layout.addWidget(self.log, 1)
        layout.addLayout(buttons)
        self.setMinimumWidth(280)
        narrator.narrated.connect(self.add_line)
        self.retranslate()

    def add_line(self, text: str) -> None:
        self.log.addItem(text)
        while self.log.count() > MAX_LINES:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def set_players(self, names, levels) -> None:
        """Who plays at which level, above the commentary."""
        self._seats = tuple(zip(names, levels))
        self.retranslate()

    def clear(self) -> None:
        self.log.clear()
        self.pause_button.setChecked(False)

    def _toggle_pause(self, paused: bool) -> None:
        self._driver.set_paused(paused)
        self.retranslate()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        from copenhagen_gui.session.bot_driver import level_name

        self.players.setText(texts.join_names(
            [self.tr("%1 (%2)").replace("%1", name).replace("%2", level_name(level))
             for name, level in self._seats]))
        paused = self.pause_button.isChecked()
        self.pause_button.setText(self.tr("&Resume") if paused else self.tr("&Pause"))
        self.step_button.setText(self.tr("&Step"))
        self.step_button.setToolTip(self.tr("Make the next computer move now"))
        self.step_button.setEnabled(paused)
