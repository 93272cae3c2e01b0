"""Roll & Write's part of the New game dialog: who starts, and in a two-player game
which 4-cell shape of each colour is crossed out on the pad (ruling 6). Each player's
start track is not asked here: the players choose it on their own sheets when the game
starts (ruling 10, ``start_tracks``). Texts keep the context "NewGameDialog"."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout

from copenhagen_gui.shell.mode import OptionsPage
from copenhagen_gui.shell.text import fill

from ..rules.components import TRACK_COLOURS, four_cell_shapes
from ..rules.state import GameOptions
from . import texts
from .swatches import shape_icon

RANDOM_START = -1


class NewGameDialog(QObject):
    """Owner of the translation context "NewGameDialog" (these texts were the dialog's
    before each game brought its own options): ``NewGameDialog.tr(...)``."""


class RollAndWriteOptionsPage(OptionsPage):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("copenhagen-rw-options")
        self._names: tuple[str, ...] = ()
        self._count = 2
        self._start = QComboBox(objectName="start-player")
        self._crossed = {c: QComboBox(objectName=f"crossed-{c.value}") for c in TRACK_COLOURS}
        start_row = QFormLayout()
        start_row.setContentsMargins(0, 0, 0, 0)
        self._start_label = QLabel()
        self._start_label.setBuddy(self._start)
        start_row.addRow(self._start_label, self._start)
        self._two_box = QGroupBox()
        two = QFormLayout(self._two_box)
        self._two_intro = QLabel()
        self._two_intro.setWordWrap(True)
        two.addRow(self._two_intro)
        self._crossed_labels = {}
        for colour, combo in self._crossed.items():
            label = QLabel()
            label.setBuddy(combo)
            self._crossed_labels[colour] = label
            two.addRow(label, combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(start_row)
        layout.addWidget(self._two_box)
        self.retranslate()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self._start_label.setText(NewGameDialog.tr("&Start player:"))
        self._two_box.setTitle(NewGameDialog.tr("Two-player setup"))
        self._two_intro.setText(NewGameDialog.tr(
            "With two players one 4-cell shape of each colour is crossed out on the pad. "
            "When the game starts, each player chooses a track whose first two boxes are marked."))
        for colour, label in self._crossed_labels.items():
            label.setText(fill(NewGameDialog.tr("Cross out (%1):", "%1: a colour inside a sentence"),
                               texts.colour_noun(colour)))
            combo = self._crossed[colour]
            current = max(combo.currentIndex(), 1)  # default: the second shape (ruling 6)
            combo.clear()
            first, second = four_cell_shapes(colour)
            # Both 4-cell shapes of a colour have the same name: say which one on the pad.
            combo.addItem(shape_icon(first),
                          fill(NewGameDialog.tr("%1, first on the pad"), texts.shape_name(first)), first)
            combo.addItem(shape_icon(second),
                          fill(NewGameDialog.tr("%1, second on the pad"), texts.shape_name(second)), second)
            combo.setCurrentIndex(current)
        self._fill_start()

    def set_seat_count(self, count: int) -> None:
        self._count = count
        self._two_box.setVisible(count == 2)
        self._fill_start()

    def set_names(self, names) -> None:
        self._names = tuple(names)
        self._fill_start()

    def _fill_start(self):
        current = self._start.currentData()
        self._start.clear()
        self._start.addItem(NewGameDialog.tr("Random"), RANDOM_START)
        for i in range(self._count):
            self._start.addItem(self._names[i] if i < len(self._names) else str(i + 1), i)
        index = self._start.findData(RANDOM_START if current is None else current)
        self._start.setCurrentIndex(max(index, 0))

    def start_player(self, rng: random.Random | None = None) -> int:
        chosen = self._start.currentData()
        if chosen == RANDOM_START or chosen is None:
            return (rng or random.Random()).randrange(self._count)
        return int(chosen)

    def options(self, seat_count: int, rng) -> GameOptions:
        if seat_count != 2:
            return GameOptions(seat_count, start_player=self.start_player(rng))
        return GameOptions(
            2,
            start_player=self.start_player(rng),
            crossed_at_setup=tuple(c.currentData() for c in self._crossed.values()),
        )

    # --- for tests and keyboard users --------------------------------------------------

    def set_start_player(self, i: int):
        self._start.setCurrentIndex(self._start.findData(i))

    def set_crossed(self, shape_id: str):
        for combo in self._crossed.values():
            index = combo.findData(shape_id)
            if index >= 0:
                combo.setCurrentIndex(index)
