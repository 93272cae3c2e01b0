"""The replay's dock: whose game it is, the narration of every move (the moment on the
table highlighted; a click goes there), where the replay stands, a slider over the
whole game, the transport buttons with their keys (Space play/pause, Left/Right step,
Home/End), the speed and a way out. It only shows and asks: ``shell.replay`` decides."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.shell.text import auto_text_safe, fill

# Seconds per move the speed list offers (the replay's timer: milliseconds).
SPEEDS_MS = (500, 1000, 1500, 2000, 3000)
DEFAULT_SPEED_MS = 1000


class ReplayPanel(QWidget):
    moment_chosen = Signal(int)  # a position picked in the narration or on the slider
    speed_chosen = Signal(int)  # milliseconds per move
    leave_requested = Signal()
    language_changed = Signal()  # the narration is to be told again

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("replay-panel")
        self.game = QLabel(objectName="replay-game", textFormat=Qt.TextFormat.PlainText)  # names as typed
        self.game.setWordWrap(True)
        font = self.game.font()
        font.setBold(True)
        self.game.setFont(font)
        self.narration = QListWidget(objectName="replay-narration")
        self.narration.setWordWrap(True)
        self.narration.setUniformItemSizes(False)
        self.narration.setAlternatingRowColors(True)  # where one move's lines end
        self.narration.setSpacing(2)
        self.narration.itemClicked.connect(lambda item: self.moment_chosen.emit(self.narration.row(item)))
        self.where = QLabel(objectName="replay-position")
        self.slider = QSlider(Qt.Orientation.Horizontal, objectName="replay-slider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the replay
        self.slider.valueChanged.connect(self.moment_chosen)
        # The commands and their keys, window-wide while a replay runs (``keys``).
        self.to_start = self._command("replay-start", "Home", QStyle.StandardPixmap.SP_MediaSkipBackward)
        self.back = self._command("replay-back", "Left", QStyle.StandardPixmap.SP_MediaSeekBackward)
        self.play = self._command("replay-play", "Space", QStyle.StandardPixmap.SP_MediaPlay)
        self.play.setCheckable(True)
        self.play.toggled.connect(self._show_playing)
        self.forward = self._command("replay-forward", "Right", QStyle.StandardPixmap.SP_MediaSeekForward)
        self.to_end = self._command("replay-end", "End", QStyle.StandardPixmap.SP_MediaSkipForward)
        transport = QHBoxLayout()
        transport.setSpacing(2)
        for action in self.keys():
            button = QToolButton(objectName=f"button-{action.objectName().removeprefix('action-')}")
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space plays, never "clicks the focus"
            transport.addWidget(button)
        transport.addStretch(1)
        self.speed_label = QLabel(objectName="replay-speed-label")
        self.speed = QComboBox(objectName="replay-speed")
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for ms in SPEEDS_MS:
            self.speed.addItem("", ms)
        self.speed.setCurrentIndex(SPEEDS_MS.index(DEFAULT_SPEED_MS))
        self.speed.currentIndexChanged.connect(lambda i: self.speed_chosen.emit(self.speed.itemData(i)))
        speed = QHBoxLayout()
        speed.addWidget(self.speed_label)
        speed.addWidget(self.speed, 1)
        self.leave = QPushButton(objectName="replay-leave")
        self.leave.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave.clicked.connect(self.leave_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.game)
        layout.addWidget(self.narration, 1)
        layout.addWidget(self.where)
        layout.addWidget(self.slider)
        layout.addLayout(transport)
        layout.addLayout(speed)
        layout.addWidget(self.leave)
        self.setMinimumWidth(300)
        self._title = ""
        self._names = ""
        self._situation = False  # the game starts from a prepared situation
        self._position = (0, 0)  # (position, moves)
        self.retranslate()

    def _command(self, name: str, key: str, icon: QStyle.StandardPixmap) -> QAction:
        action = QAction(self, objectName=f"action-{name}")
        action.setShortcuts([QKeySequence(key)])
        action.setIcon(self.style().standardIcon(icon))
        action.setEnabled(False)
        return action

    def keys(self) -> list[QAction]:
        """The replay's commands, in the order of their buttons."""
        return [self.to_start, self.back, self.play, self.forward, self.to_end]

    # --- what it shows ---------------------------------------------------------------------

    def show_game(self, title: str, names: str, situation: bool, moves: list[str]) -> None:
        """The game replayed: its title, its players, whether it starts from a
        prepared situation and the narration of each move (a row per position: row 0
        the start). Shown again after a language change, the moment kept."""
        self._title, self._names, self._situation = title, names, situation
        self._show_game()
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(moves))
        self.slider.blockSignals(False)
        self.narration.clear()
        start = QListWidgetItem(self.tr("The situation the game starts from") if situation
                                else self.tr("The start of the game"))
        font = start.font()
        font.setItalic(True)
        start.setFont(font)
        self.narration.addItem(start)
        for text in moves:
            item = QListWidgetItem(text)
            item.setToolTip(auto_text_safe(text))  # it names players
            self.narration.addItem(item)
        self.set_position(*self._position)

    def set_position(self, position: int, moves: int) -> None:
        self._position = (position, moves)
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        item = self.narration.item(position)
        if item is not None:
            self.narration.setCurrentItem(item)
            # In the middle: the moves just made above it, those to come below.
            self.narration.scrollToItem(item, QListWidget.ScrollHint.PositionAtCenter)
        self.to_start.setEnabled(position > 0)
        self.back.setEnabled(position > 0)
        self.forward.setEnabled(position < moves)
        self.to_end.setEnabled(position < moves)
        self.play.setEnabled(moves > 0)
        self._show_where()

    def _show_game(self) -> None:
        self.game.setText(fill(self.tr("%1 — %2"), self._title, self._names))

    def _show_where(self) -> None:
        position, moves = self._position
        locale = QLocale()
        self.where.setText(fill(self.tr("Move %1 of %2"), locale.toString(position), locale.toString(moves)))

    def _show_playing(self, playing: bool) -> None:
        self.play.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay))
        self.play.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.play.setToolTip(fill(self.tr("%1 (%2)"), self.play.text(), self._key_name(self.play)))

    # --- texts -----------------------------------------------------------------------------

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language_changed.emit()
        super().changeEvent(event)

    @staticmethod
    def _key_name(action: QAction) -> str:
        return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)

    def retranslate(self) -> None:
        for action, text in ((self.to_start, self.tr("To the start")),
                             (self.back, self.tr("Step back")),
                             (self.forward, self.tr("Step forward")),
                             (self.to_end, self.tr("To the end"))):
            action.setText(text)
            action.setToolTip(fill(self.tr("%1 (%2)"), text, self._key_name(action)))
        self._show_playing(self.play.isChecked())
        self.speed_label.setText(self.tr("Speed:"))
        locale = QLocale()
        for index, ms in enumerate(SPEEDS_MS):
            self.speed.setItemText(index, fill(self.tr("%1 s per move"), locale.toString(ms / 1000, "g", 2)))
        self.leave.setText(self.tr("Leave the replay"))
        self.leave.setToolTip(self.tr("Back to the table as it was before the replay (Escape)"))
        self._show_game()
        self._show_where()
