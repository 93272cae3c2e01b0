"""Ruling 10: in a two-player game each player's start track is part of the setup.

Before the first roll every person is asked, with their own sheet shown large and its
tracks lit, which track gets its first two boxes marked; the buttons name each
track's ability, and no answer is preselected. Computer players choose for
themselves. The answers become ``GameOptions.start_tracks``, so the engine and the
record see an ordinary two-player setup."""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from copenhagen_gui.shell.text import fill

from ..rules import engine
from ..rules.components import TRACK_COLOURS, TRACKS, Colour
from ..rules.state import GameOptions, GameState
from . import texts
from .swatches import face_icon


def needs_asking(options: GameOptions) -> bool:
    """A two-player game whose start tracks nobody has chosen yet."""
    return options.player_count == 2 and not any(options.start_tracks)


def seating_order(options: GameOptions) -> list[int]:
    """Who is asked first: the start player, then clockwise."""
    n = options.player_count
    return [(options.start_player + k) % n for k in range(n)]


class StartTrackSetup(QObject):
    """Asks the seats in turn; computer players answer at once."""

    asking = Signal(int)  # this seat (a person) must choose now
    finished = Signal(object)  # the GameOptions with every seat's start track

    def __init__(self, options: GameOptions, bots: Sequence[str | None],
                 rng: random.Random | None = None, parent=None):
        super().__init__(parent)
        self.options = options
        self._bots = tuple(bots) if bots else (None,) * options.player_count
        self._rng = rng or random.Random()
        self._order = seating_order(options)
        self._choices: list[Colour | None] = [None] * options.player_count
        self.seat: int | None = None

    def start(self) -> None:
        self._next()

    def choose(self, colour: Colour | None) -> None:
        """The asked person's answer (None: no start track)."""
        if self.seat is None:
            return
        self._choices[self.seat] = None if colour is None else Colour(colour)
        self._next()

    def preview(self) -> GameState:
        """The new game as the asked seat sees it: the tracks chosen so far are
        marked, and the asked seat is the one playing."""
        chosen = attrs.evolve(self.options, start_tracks=tuple(self._choices))
        return attrs.evolve(engine.new_game(chosen), active=self.seat)

    def _next(self) -> None:
        from ..bots import make_bot

        while self._order:
            seat = self._order.pop(0)
            level = self._bots[seat]
            if level is None:
                self.seat = seat
                self.asking.emit(seat)
                return
            self._choices[seat] = make_bot(level).choose_start_track(self._rng)
        self.seat = None
        self.finished.emit(attrs.evolve(self.options, start_tracks=tuple(self._choices)))


class StartTrackQuestion(QObject):
    """The question under the table while a new two-player game is set up: each
    person's own sheet is shown with its tracks lit (the controller's ``setup_view``),
    the turn panel makes way for the picker, and once every seat has answered the
    options with the start tracks come out (``finished``)."""

    finished = Signal(object)  # the GameOptions with every seat's start track

    def __init__(self, page, panel, controller, parent=None):
        super().__init__(parent)
        self._page, self._panel, self._controller = page, panel, controller
        self.picker: StartTrackPicker | None = None  # made on first use
        self.setup: StartTrackSetup | None = None  # the question being asked, if any
        self._names: tuple[str, ...] = ()

    def ask(self, options: GameOptions, bots, names: Sequence[str]) -> None:
        if self.picker is None:
            self.picker = StartTrackPicker()
            self._page.layout().addWidget(self.picker)
        self._names = tuple(names)
        setup = StartTrackSetup(options, bots, parent=self)
        self.setup = setup
        setup.asking.connect(self._ask)
        setup.finished.connect(self._answered)
        self.picker.chosen.connect(setup.choose)
        self._controller.start_track_clicked.connect(setup.choose)
        setup.start()

    def _ask(self, seat: int) -> None:
        self._panel.hide()
        self.picker.ask(self._names[seat])
        self.picker.show()
        self._controller.setup_view = self.setup.preview()
        self._controller.sync()

    def _answered(self, options: GameOptions) -> None:
        self.drop()
        self.finished.emit(options)

    def drop(self) -> None:
        """Stop asking (answered, or the game left the table)."""
        setup = self.setup
        if setup is None:
            return
        self.setup = None
        self.picker.chosen.disconnect(setup.choose)
        self._controller.start_track_clicked.disconnect(setup.choose)
        setup.deleteLater()
        self._controller.setup_view = None
        self.picker.hide()
        self._panel.show()


class StartTrackPicker(QFrame):
    """The question under the table while a person chooses a start track."""

    chosen = Signal(object)  # a Colour, or None for no start track

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("start-track-picker")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._name = ""
        self.heading = QLabel(objectName="start-track-heading", textFormat=Qt.TextFormat.PlainText)  # a name
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.explanation = QLabel(objectName="start-track-explanation")
        self.explanation.setWordWrap(True)
        self.buttons: dict[Colour | None, QPushButton] = {}
        row = QHBoxLayout()
        for colour in (*TRACK_COLOURS, None):
            button = QPushButton(objectName=f"start-track-{colour.value if colour else 'none'}")
            button.setAutoDefault(False)  # Enter must not pick a track for anyone
            if colour is not None:
                button.setIcon(face_icon(colour))
            button.clicked.connect(lambda _=False, c=colour: self.chosen.emit(c))
            self.buttons[colour] = button
            if colour is None:
                row.addStretch(1)
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.explanation)
        layout.addLayout(row)
        self.retranslate()

    def ask(self, name: str) -> None:
        self._name = name
        self.retranslate()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self.heading.setText(fill(self.tr("%1, choose your start track"), self._name))
        self.explanation.setText(self.tr(
            "Two-player setup: the first two boxes of the track you choose are marked before "
            "the first roll, and what they unlock is yours from your first turn. Click a track "
            "on your sheet, or a button."))
        for colour, button in self.buttons.items():
            if colour is None:
                button.setText(self.tr("No start track"))
                button.setToolTip(self.tr("Start with all tracks empty"))
            else:
                button.setText(texts.track_name(colour))
                button.setToolTip(texts.ability_help(TRACKS[colour.index].ability))
