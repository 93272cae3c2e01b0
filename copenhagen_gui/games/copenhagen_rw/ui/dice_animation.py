"""The dice tumbling on screen after a roll: a few frames of random faces, then the
rolled ones (under 0.4 s; a click or a key settles them at once; none at all with the
View menu's "Reduce motion"). Only the look: the faces shown while tumbling never
reach the model."""

from __future__ import annotations

import random

import attrs
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal

from copenhagen_gui.shell.settings import flag_value, read_setting

from ..rules.components import FACES
from ..rules.state import GameState

# The dice tumble for this many frames after a roll, then show the rolled faces.
ROLL_FRAMES = 7
ROLL_FRAME_MS = 55


class DiceTumble(QObject):
    frame = Signal(object)  # {die index: face to show} for the tumbling dice
    settled = Signal()  # the tumble is over: show the rolled faces

    def __init__(self, parent=None):
        super().__init__(parent)
        self.enabled = True
        self._dice: tuple[int, ...] = ()
        self._frames_left = 0
        self._shuffle = random.Random()  # only for the look of tumbling dice, never the model
        self._timer = QTimer(self)
        self._timer.setInterval(ROLL_FRAME_MS)
        self._timer.timeout.connect(self._next_frame)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, dice: tuple[int, ...]) -> None:
        """Tumble these dice (just rolled) for a moment."""
        if not self.enabled or not dice:
            return
        self._dice = dice
        self._frames_left = ROLL_FRAMES
        self._timer.start()
        self._next_frame()

    def stop(self) -> bool:
        """Settle the dice now; True when they were still tumbling."""
        was_running = self._timer.isActive() or self._frames_left > 0
        self._timer.stop()
        self._frames_left = 0
        self._dice = ()
        return was_running

    def _next_frame(self) -> None:
        if self._frames_left <= 0:
            if self.stop():
                self.settled.emit()
            return
        self._frames_left -= 1
        self.frame.emit({i: self._shuffle.choice(FACES) for i in self._dice})


def showing(state: GameState, faces: dict) -> GameState:
    """``state`` with some dice showing other faces (a tumble frame), for the scene."""
    dice = tuple(faces.get(i, f) for i, f in enumerate(state.turn.dice))
    return attrs.evolve(state, turn=attrs.evolve(state.turn, dice=dice))


# --- reduced motion: a setting of this game, kept in the window's settings file ----------

REDUCE_MOTION_KEY = "copenhagen_rw/reduce_motion"


def _store(settings_path) -> QSettings:
    return QSettings(str(settings_path), QSettings.Format.IniFormat)


def reduce_motion(settings_path) -> bool:
    """Whether the player asked for no dice animation (off by default)."""
    return read_setting(_store(settings_path), REDUCE_MOTION_KEY, flag_value, False)


def set_reduce_motion(settings_path, on: bool) -> None:
    store = _store(settings_path)
    store.setValue(REDUCE_MOTION_KEY, bool(on))
    store.sync()


class SkipTumble(QObject):
    """Event filter: a click on the table or a key settles tumbling dice at once (the
    click or key then does what it does anyway: the faces are in the model already)."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self._controller = controller

    def eventFilter(self, watched, event):
        kinds = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
        if event.type() in kinds and self._controller.tumbling:
            self._controller.stop_tumbling()
        return False
