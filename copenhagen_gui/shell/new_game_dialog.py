"""The New game dialog: which game, players and their names, who plays each seat (a person or a
computer player of some level), who starts, the two-player pad setup and an optional
fixed seed for the dice. Another game than Roll & Write brings its own options page
(its GameMode's). Each player's start track is not asked here: the players
choose it on their own sheets when the game starts (ruling 10, ``start_tracks``)."""

from __future__ import annotations

import random
from typing import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from copenhagen_gui.games.copenhagen_rw.bots import Level
from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS, four_cell_shapes
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions
from copenhagen_gui.games.copenhagen_rw import texts
from copenhagen_gui.session.bot_driver import bot_player_name, level_name
from copenhagen_gui.games.copenhagen_rw.ui.swatches import shape_icon
from copenhagen_gui.core.names import name_problem
from copenhagen_gui.shell.name_validator import limit_name_field

MAX_PLAYERS = 5  # Lost Cities seats five; each game says how many it takes
RANDOM_START = -1
RW_GAME = "copenhagen-rw"


class NewGameDialog(QDialog):
    def __init__(self, names: Sequence[str] = (), player_count: int = 2, parent=None,
                 bots: Sequence[str | None] = (), games: Sequence[tuple[str, str]] = (),
                 game: str = RW_GAME, options_page=None):
        """``games``: (game id, title) of each game offered; ``options_page(game_id)``:
        the options page of a game other than Roll & Write."""
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        self._game = QComboBox(objectName="game-choice")
        for game_id, title in games or ((RW_GAME, ""),):
            self._game.addItem(title, game_id)
        self._game.setCurrentIndex(max(self._game.findData(game), 0))
        self._page_for = options_page
        self._pages: dict[str, object] = {}
        self._count = QSpinBox(objectName="player-count")
        self._count.setRange(2, MAX_PLAYERS)  # then narrowed to the game's seats
        self._count.setValue(player_count)
        self._names = [QLineEdit(objectName=f"player-name-{i}") for i in range(MAX_PLAYERS)]
        for i, edit in enumerate(self._names):
            limit_name_field(edit)
            if i < len(names) and name_problem(names[i]) is None and not (i < len(bots) and bots[i]):
                edit.setText(names[i])
        # Per seat: a person (None) or a computer level.
        self._kinds = [QComboBox(objectName=f"seat-kind-{i}") for i in range(MAX_PLAYERS)]
        for i, combo in enumerate(self._kinds):
            for level in (None, *Level):
                combo.addItem("", None if level is None else level.value)
            combo.setCurrentIndex(max(combo.findData(bots[i] if i < len(bots) else None), 0))
            combo.currentIndexChanged.connect(lambda _=0, seat=i: self._seat_changed(seat))
        # A person's name put aside while their seat is a computer's.
        self._person_names = ["" for _ in range(MAX_PLAYERS)]
        self._start = QComboBox(objectName="start-player")
        self._crossed = {c: QComboBox(objectName=f"crossed-{c.value}") for c in TRACK_COLOURS}
        self._fixed_seed = QCheckBox(objectName="fixed-seed")
        self._seed = QSpinBox(objectName="seed")
        self._seed.setRange(0, 2**31 - 1)
        self._seed.setEnabled(False)
        self._fixed_seed.toggled.connect(self._seed.setEnabled)

        self._players_box = QGroupBox()
        players = QFormLayout(self._players_box)
        self._count_label = QLabel()
        self._count_label.setBuddy(self._count)
        players.addRow(self._count_label, self._count)
        self._name_labels = [QLabel() for _ in range(MAX_PLAYERS)]
        for label, edit, kind in zip(self._name_labels, self._names, self._kinds):
            label.setBuddy(edit)
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(kind)
            players.addRow(label, row)
        self._start_label = QLabel()
        self._start_label.setBuddy(self._start)
        players.addRow(self._start_label, self._start)

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

        seed_row = QHBoxLayout()
        seed_row.addWidget(self._fixed_seed)
        seed_row.addWidget(self._seed, 1)

        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        game_row = QFormLayout()
        self._game_label = QLabel()
        self._game_label.setBuddy(self._game)
        game_row.addRow(self._game_label, self._game)
        self._game.setVisible(self._game.count() > 1)
        self._game_label.setVisible(self._game.count() > 1)

        layout = QVBoxLayout(self)
        layout.addLayout(game_row)
        layout.addWidget(self._players_box)
        layout.addWidget(self._two_box)
        self._pages_layout = QVBoxLayout()
        layout.addLayout(self._pages_layout)
        layout.addLayout(seed_row)
        layout.addWidget(self._buttons)

        self._count.valueChanged.connect(self._update_visibility)
        self._game.currentIndexChanged.connect(self._game_changed)
        for edit in self._names:
            edit.textChanged.connect(self._fill_player_combos)
        self.retranslate()
        self._game_changed()

    # --- texts -------------------------------------------------------------------------

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self.setWindowTitle(self.tr("New game"))
        self._game_label.setText(self.tr("&Game:"))
        self._players_box.setTitle(self.tr("Players"))
        self._count_label.setText(self.tr("&Number of players:"))
        for i, (label, kind) in enumerate(zip(self._name_labels, self._kinds)):
            label.setText(self.tr("Player &%1:").replace("%1", str(i + 1)))
            for index in range(kind.count()):
                kind.setItemText(index, level_name(kind.itemData(index)))
            kind.setToolTip(self.tr("A person, or a computer player of this strength"))
        self._update_placeholders()
        self._start_label.setText(self.tr("&Start player:"))
        self._two_box.setTitle(self.tr("Two-player setup"))
        self._two_intro.setText(self.tr(
            "With two players one 4-cell shape of each colour is crossed out on the pad. "
            "When the game starts, each player chooses a track whose first two boxes are marked."))
        for colour, label in self._crossed_labels.items():
            label.setText(self.tr("Cross out (%1):", "%1: a colour inside a sentence")
                          .replace("%1", texts.colour_noun(colour)))
            combo = self._crossed[colour]
            current = max(combo.currentIndex(), 1)  # default: the second shape (ruling 6)
            combo.clear()
            first, second = four_cell_shapes(colour)
            # Both 4-cell shapes of a colour have the same name: say which one on the pad.
            combo.addItem(shape_icon(first), self.tr("%1, first on the pad")
                          .replace("%1", texts.shape_name(first)), first)
            combo.addItem(shape_icon(second), self.tr("%1, second on the pad")
                          .replace("%1", texts.shape_name(second)), second)
            combo.setCurrentIndex(current)
        self._fixed_seed.setText(self.tr("Fixed &seed for the dice:"))
        self._fill_player_combos()

    def _default_name(self, i: int) -> str:
        level = self.bot(i)
        if level is not None:
            return bot_player_name(i, level)
        return self.tr("Player %1").replace("%1", str(i + 1))

    def _update_placeholders(self):
        for i, edit in enumerate(self._names):
            edit.setPlaceholderText(self._default_name(i))

    def _seat_changed(self, seat: int):
        edit = self._names[seat]
        if self.bot(seat) is not None:
            if edit.text():  # the computer gets its own name; the person's is kept aside
                self._person_names[seat] = edit.text()
                edit.clear()
        elif not edit.text():
            edit.setText(self._person_names[seat])
        self._update_placeholders()
        self._fill_player_combos()

    def _fill_player_combos(self):
        current = self._start.currentData()
        self._start.clear()
        self._start.addItem(self.tr("Random"), RANDOM_START)
        for i in range(self._count.value()):
            self._start.addItem(self.name(i), i)
        index = self._start.findData(RANDOM_START if current is None else current)
        self._start.setCurrentIndex(max(index, 0))

    def game_id(self) -> str:
        return self._game.currentData()

    def _is_rw(self) -> bool:
        return self.game_id() == RW_GAME

    def _game_changed(self, *_):
        """Seats and options follow the game chosen."""
        from copenhagen_gui.core import registry

        spec = registry.get(self.game_id())
        self._count.setRange(spec.min_seats, spec.max_seats)
        for game_id, page in self._pages.items():
            page.setVisible(game_id == self.game_id())
        if not self._is_rw() and self.game_id() not in self._pages:
            page = self._page_for(self.game_id())
            self._pages[self.game_id()] = page
            self._pages_layout.addWidget(page)
        self._update_visibility()

    def _update_visibility(self):
        count = self._count.value()
        for i in range(MAX_PLAYERS):
            self._names[i].setVisible(i < count)
            self._name_labels[i].setVisible(i < count)
            self._kinds[i].setVisible(i < count)
        rw = self._is_rw()
        self._two_box.setVisible(rw and count == 2)
        self._start.setVisible(rw)
        self._start_label.setVisible(rw)
        if not rw:
            self._pages[self.game_id()].set_seat_count(count)
        self._fill_player_combos()
        self.adjustSize()

    # --- the result --------------------------------------------------------------------

    def name(self, i: int) -> str:
        text = self._names[i].text()  # setText() skips the validator: check again
        return text.strip() if name_problem(text) is None else self._default_name(i)

    def names(self) -> tuple[str, ...]:
        return tuple(self.name(i) for i in range(self._count.value()))

    def bot(self, i: int) -> str | None:
        """The computer level of seat ``i`` ('easy', 'normal', 'strong') or None."""
        return self._kinds[i].currentData()

    def bots(self) -> tuple[str | None, ...]:
        return tuple(self.bot(i) for i in range(self._count.value()))

    def start_player(self, rng: random.Random | None = None) -> int:
        chosen = self._start.currentData()
        if chosen == RANDOM_START or chosen is None:
            return (rng or random.Random()).randrange(self._count.value())
        return int(chosen)

    def options(self, rng: random.Random | None = None):
        """The chosen game's options value."""
        count = self._count.value()
        if not self._is_rw():
            return self._pages[self.game_id()].options(count, rng or random.Random())
        if count != 2:
            return GameOptions(count, start_player=self.start_player(rng))
        return GameOptions(
            2,
            start_player=self.start_player(rng),
            crossed_at_setup=tuple(c.currentData() for c in self._crossed.values()),
        )

    def seed(self) -> int | None:
        """The fixed seed, or None (the session then draws one and records it)."""
        return self._seed.value() if self._fixed_seed.isChecked() else None

    # --- for tests and keyboard users --------------------------------------------------

    def set_player_count(self, n: int):
        self._count.setValue(n)

    def set_name(self, i: int, name: str):
        self._names[i].setText(name)

    def set_bot(self, i: int, level: str | None):
        combo = self._kinds[i]
        combo.setCurrentIndex(combo.findData(None if level is None else Level(level).value))

    def set_start_player(self, i: int):
        self._start.setCurrentIndex(self._start.findData(i))

    def set_seed(self, seed: int | None):
        self._fixed_seed.setChecked(seed is not None)
        if seed is not None:
            self._seed.setValue(seed)

    def set_crossed(self, shape_id: str):
        for combo in self._crossed.values():
            index = combo.findData(shape_id)
            if index >= 0:
                combo.setCurrentIndex(index)
