"""Watching computer players play any game: the commentary dock (who plays at which
level, one line per thing that happens, Pause / Step) and the plain narrator that
names each new move in the words of the game's ``action_text``; after a language change
the commentary is told again from the moves (a narrator's ``retell()``). A game may bring a
richer narrator of its own (``GameMode.narrator``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from copenhagen_gui.shell.i18n import join_names
from copenhagen_gui.shell.text import fill

MAX_LINES = 1000


class MoveNarrator(QObject):
    """One line per new move of the session (an undo is not narrated): what the move
    was (``describe``) and, where the game says it, why it was worth making (``why``:
    its effect, computed by the game's rules from the state it was made in)."""

    narrated = Signal(str)

    def __init__(self, describe, parent=None, why=None):
        super().__init__(parent)
        self._describe = describe  # (action, names) -> str
        self._why = why  # (state before, action, names) -> str, "" when there is nothing to add
        self._session = None
        self._start = 0  # the position the commentary began at
        self._state = None  # the state after the last move told
        self._told: list = []  # (state before, action) of each move told: the retelling's source

    def set_session(self, session) -> None:
        """Tell ``session`` from now on (None: the watched game left the table)."""
        if self._session is not None:
            self._session.state_changed.disconnect(self._on_change)
        self._session = session
        self._told = []
        if session is None:
            return
        self._start = session.position
        self._state = session.state
        session.state_changed.connect(self._on_change)

    def retell(self) -> list[str]:
        """Every line told so far, said again (in the language now installed): the
        commentary keeps the moves, not the sentences."""
        if self._session is None:
            return []
        return [self._line(before, action) for before, action in self._told]

    def _line(self, before, action) -> str:
        names = self._session.names
        line = self._describe(action, names)
        reason = self._why(before, action, names) if self._why is not None else ""
        #: A move told while watching the computer play: %1 what it did, %2 why it is good.
        return fill(self.tr("%1 — %2"), line, reason) if reason else line

    def _on_change(self) -> None:
        session = self._session
        position = session.position
        told = self._start + len(self._told)
        if position < told:  # an undo: what is taken back is no longer told
            del self._told[max(0, position - self._start):]
        state = self._state
        for index in range(told, position):
            action = session.action_at(index)
            self._told.append((state, action))
            self.narrated.emit(self._line(state, action))
            if self._why is not None:  # the state the next move is made in
                state = session.spec.apply_unchecked(state, action)
        self._state = session.state


class WatchPanel(QWidget):
    def __init__(self, driver, parent=None):
        super().__init__(parent)
        self.setObjectName("watch-panel")
        self._driver = driver
        self._narrator = None
        self.players = QLabel(objectName="watch-players", textFormat=Qt.TextFormat.PlainText)  # names as typed
        self.players.setWordWrap(True)
        self._seats: tuple = ()
        self.log = QListWidget(objectName="watch-log")
        self.log.setWordWrap(True)
        self.log.setUniformItemSizes(False)
        self.log.setAlternatingRowColors(True)  # where one move's line (now often two) ends
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
        self.retranslate()

    def listen_to(self, narrator) -> None:
        """Take the lines of ``narrator`` (the watched game's) from now on; None: the
        watched game left the table, the lines told stay as they are."""
        if self._narrator is not None:
            self._narrator.narrated.disconnect(self.add_line)
        self._narrator = narrator
        if narrator is not None:
            narrator.narrated.connect(self.add_line)

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
            self.retell()
        super().changeEvent(event)

    def retell(self) -> None:
        """The commentary so far in the language now installed, when the narrator can
        tell it again (``retell()``: the lines from the moves it keeps)."""
        retell = getattr(self._narrator, "retell", None)
        if retell is None:
            return
        self.log.clear()
        for line in retell()[-MAX_LINES:]:
            self.log.addItem(line)
        self.log.scrollToBottom()

    def retranslate(self) -> None:
        from copenhagen_gui.session.bot_driver import level_name

        self.players.setText(join_names(
            [fill(self.tr("%1 (%2)"), name, level_name(level))
             for name, level in self._seats]))
        paused = self.pause_button.isChecked()
        self.pause_button.setText(self.tr("&Resume") if paused else self.tr("&Pause"))
        self.step_button.setText(self.tr("&Step"))
        self.step_button.setToolTip(self.tr("Make the next computer move now"))
        self.step_button.setEnabled(paused)
