"""The New game dialog: which game, players and their names, who plays each seat (a
person or a computer player of some level), the game's own options (its GameMode's
options page: who starts, a two-player setup, a sheet) and an optional fixed seed for
the dice and cards."""

from __future__ import annotations

import random
from collections.abc import Sequence

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
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from copenhagen_gui.core import catalogue
from copenhagen_gui.core.names import name_problem
from copenhagen_gui.core.seats import BotLevel as Level
from copenhagen_gui.session.bot_driver import bot_player_name, level_name
from copenhagen_gui.shell.name_validator import limit_name_field
from copenhagen_gui.shell.text import fill


def _most_seats() -> int:
    """Seats the dialog has rows for: as many as the largest game takes (each game then
    shows as many as it seats)."""
    return max(entry.max_seats for entry in catalogue.entries())


class NewGameDialog(QDialog):
    def __init__(self, names: Sequence[str] = (), player_count: int = 2, parent=None,
                 bots: Sequence[str | None] = (), games: Sequence[tuple[str, str]] = (),
                 game: str | None = None, options_page=None):
        """``games``: (game id, title) of each game offered (by default the first game
        of the catalogue); ``game``: the one chosen first; ``options_page(game_id)``:
        that game's options page (a ``shell.mode.OptionsPage``)."""
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        self._seats_title: str | None = None  # Play from here's title (seats_only)
        self._game = QComboBox(objectName="game-choice")
        for game_id, title in games or ((catalogue.first_game(), ""),):
            self._game.addItem(title, game_id)
        self._game.setCurrentIndex(max(self._game.findData(game), 0))
        self._page_for = options_page
        self._pages: dict[str, object] = {}
        self._count = QSpinBox(objectName="player-count")
        most = _most_seats()
        self._count.setRange(2, most)  # then narrowed to the game's seats
        self._count.setValue(player_count)
        self._names = [QLineEdit(objectName=f"player-name-{i}") for i in range(most)]
        for i, edit in enumerate(self._names):
            limit_name_field(edit)
            if i < len(names) and name_problem(names[i]) is None and not (i < len(bots) and bots[i]):
                edit.setText(names[i])
        # Per seat: a person (None) or a computer level.
        self._kinds = [QComboBox(objectName=f"seat-kind-{i}") for i in range(most)]
        for i, combo in enumerate(self._kinds):
            for level in (None, *Level):
                combo.addItem("", None if level is None else level.value)
            combo.setCurrentIndex(max(combo.findData(bots[i] if i < len(bots) else None), 0))
            combo.currentIndexChanged.connect(lambda _=0, seat=i: self._seat_changed(seat))
        # A person's name put aside while their seat is a computer's.
        self._person_names = ["" for _ in range(most)]
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
        self._name_labels = [QLabel() for _ in range(most)]
        for label, edit, kind in zip(self._name_labels, self._names, self._kinds):
            label.setBuddy(edit)
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(kind)
            players.addRow(label, row)

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
        # Always the size of what is shown: a box that hides (the two-player setup,
        # name rows) leaves no gap, one that shows gets its room.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(game_row)
        layout.addWidget(self._players_box)
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

    def seats_only(self, title: str) -> None:
        """Only who plays each seat (Play from here: the game and its number of players
        are a situation's): no game, count, options or seed to choose."""
        self._seats_title = title
        self._count.setEnabled(False)
        for widget in (self._game, self._game_label, self._fixed_seed, self._seed):
            widget.hide()
        self.retranslate()

    def retranslate(self):
        self.setWindowTitle(self._seats_title or self.tr("New game"))
        self._game_label.setText(self.tr("&Game:"))
        self._players_box.setTitle(self.tr("Players"))
        self._count_label.setText(self.tr("&Number of players:"))
        for i, (label, kind) in enumerate(zip(self._name_labels, self._kinds)):
            label.setText(fill(self.tr("Player &%1:"), str(i + 1)))
            for index in range(kind.count()):
                kind.setItemText(index, level_name(kind.itemData(index)))
            kind.setToolTip(self.tr("A person, or a computer player of this strength"))
        self._update_placeholders()
        # Not "for the dice": the card game has none (it deals cards).
        self._fixed_seed.setText(self.tr("Fixed &random seed:"))
        self._fixed_seed.setToolTip(self.tr("The same dice or cards every time: to play a game again or compare"))
        self._fill_player_combos()

    def _default_name(self, i: int) -> str:
        level = self.bot(i)
        if level is not None:
            return bot_player_name(i, level)
        return fill(self.tr("Player %1"), str(i + 1))

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
        """The game's options that name the players (who starts) follow the names."""
        page = self.options_page()
        if page is not None:
            page.set_names(self.names())

    def game_id(self) -> str:
        return self._game.currentData()

    def options_page(self):
        """The options page of the game chosen (None when no page factory was given)."""
        return self._pages.get(self.game_id())

    def _game_changed(self, *_):
        """Seats and options follow the game chosen."""
        from copenhagen_gui.core import registry

        spec = registry.get(self.game_id())
        self._count.setRange(spec.min_seats, spec.max_seats)
        for game_id, page in self._pages.items():
            page.setVisible(game_id == self.game_id())
        if self._page_for is not None and self.game_id() not in self._pages:
            page = self._page_for(self.game_id())
            self._pages[self.game_id()] = page
            self._pages_layout.addWidget(page)
        self._update_visibility()

    def _update_visibility(self):
        count = self._count.value()
        for i in range(len(self._names)):
            self._names[i].setVisible(i < count)
            self._name_labels[i].setVisible(i < count)
            self._kinds[i].setVisible(i < count)
        page = self.options_page()
        if page is not None:
            page.set_seat_count(count)
        self._fill_player_combos()

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

    def options(self, rng: random.Random | None = None):
        """The chosen game's options value."""
        return self.options_page().options(self._count.value(), rng or random.Random())

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

    def set_seed(self, seed: int | None):
        self._fixed_seed.setChecked(seed is not None)
        if seed is not None:
            self._seed.setValue(seed)
