"""The game's part of the New game dialog: which sheet to play on. Only the house sheet
ships for now; the combo box is there so a custom (or printed) sheet can join later."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel

from ....shell.mode import OptionsPage
from ..rules.options import Options
from ..rules.sheet import house_sheet
from ..scene import labels
from . import texts


class LostCitiesOptionsPage(OptionsPage):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("lost-cities-options")
        self._sheets = {}
        self.sheet_combo = QComboBox(objectName="sheet-combo")
        self.add_sheet(house_sheet())
        self.label = QLabel(texts.sheet_label())
        self.label.setBuddy(self.sheet_combo)
        self.help = QLabel(texts.sheet_help(), wordWrap=True)
        layout = QFormLayout(self)
        layout.addRow(self.label, self.sheet_combo)
        layout.addRow(self.help)

    def add_sheet(self, sheet) -> None:
        self._sheets[sheet.sheet_id] = sheet
        self.sheet_combo.addItem(labels.sheet_name(sheet.name), sheet.sheet_id)

    def selected_sheet(self):
        return self._sheets[self.sheet_combo.currentData()]

    def options(self, seat_count: int, rng) -> Options:
        # "whoever goes on adventures most often" starts: the app draws the first seat
        first = rng.randrange(seat_count) if rng is not None else 0
        return Options(seat_count, sheet=self.selected_sheet(), first_seat=first)

    def retranslate(self) -> None:
        self.label.setText(texts.sheet_label())
        self.help.setText(texts.sheet_help())
        for i in range(self.sheet_combo.count()):
            self.sheet_combo.setItemText(i, labels.sheet_name(self._sheets[self.sheet_combo.itemData(i)].name))
