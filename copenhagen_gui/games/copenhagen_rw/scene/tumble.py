"""The dice tumbling on the tray after a roll: a few frames of random faces, then the
rolled ones (under 0.4 s). Only the look: the tray shows other faces for a moment, the
state the table shows is untouched, and nothing else is redrawn.

A tumble belongs to the dice it was started for: when the table is given other dice
(the next roll, another game, a past moment of the History) it ends at once, so a frame
never draws over what the table shows next."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QTimer

from ..rules.components import FACES
from ..rules.state import GameState

# The dice tumble for this many frames after a roll, then show the rolled faces.
ROLL_FRAMES = 7
ROLL_FRAME_MS = 55


class DiceTumble(QObject):
    def __init__(self, tray, parent=None):
        super().__init__(parent)
        self.enabled = True  # off: View > Reduce motion
        self._tray = tray
        self._dice: tuple[int, ...] = ()
        self._rolled: tuple | None = None  # the faces the tumble ends on
        self._frames_left = 0
        self._shuffle = random.Random()  # only for the look of tumbling dice, never the model
        self._timer = QTimer(self)
        self._timer.setInterval(ROLL_FRAME_MS)
        self._timer.timeout.connect(self._next_frame)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, state: GameState, dice: tuple[int, ...]) -> None:
        """Tumble these dice of ``state`` (just rolled) for a moment."""
        if not self.enabled or not dice:
            return
        self._dice = dice
        self._rolled = state.turn.dice
        self._frames_left = ROLL_FRAMES
        self._timer.start()
        self._next_frame()

    def follow(self, state: GameState) -> None:
        """The table is about to show ``state``: other dice end the tumble."""
        if self._rolled is not None and state.turn.dice != self._rolled:
            self.stop()

    def stop(self) -> bool:
        """Settle the dice on the rolled faces now; True when they were still tumbling."""
        was_running = self._timer.isActive() or self._frames_left > 0
        self._timer.stop()
        self._frames_left = 0
        self._dice = ()
        self._rolled = None
        if was_running:
            self._tray.show_faces({})
        return was_running

    def _next_frame(self) -> None:
        if self._frames_left <= 0:
            self.stop()
            return
        self._frames_left -= 1
        self._tray.show_faces({i: self._shuffle.choice(FACES) for i in self._dice})
