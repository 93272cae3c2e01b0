"""The game's part of the New game dialog: which sheet to play on.

Sheet: [House sheet ▾] [Enter your printed sheet…] [Edit…]. The list holds the house
sheet and every sheet saved in the player's sheet folder; a file that cannot be read
is listed (not selectable) with the reason, and left untouched. The chosen sheet goes
whole into the game's options, so every record carries it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from copenhagen_gui.shell.mode import OptionsPage

from ..rules.options import Options
from ..rules.sheet import Sheet, house_sheet
from ..scene import labels
from . import sheet_library, texts
from .sheet_editor import SheetEditor

BROKEN = "broken:"  # item data prefix of a file that could not be read


class LostCitiesOptionsPage(OptionsPage):
    sheet_chosen = Signal(str)  # the id of the sheet now chosen

    def __init__(self, parent=None, folder=None, select: str | None = None):
        """``select``: the id of the sheet to choose first (the last one chosen), if it
        is still in the folder; else the house sheet."""
        super().__init__(parent)
        self.setObjectName("lost-cities-options")
        self.folder = folder  # None: the user's sheet folder (tests pass a temporary one)
        self._sheets: dict[str, Sheet] = {}
        self._files: dict[str, Path] = {}  # sheet id -> the file it was read from (saved back there)
        self._broken: dict[str, str] = {}  # item data -> reason, for the tooltip and the line below
        self.sheet_combo = QComboBox(objectName="sheet-combo")
        self.sheet_combo.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.enter_button = QPushButton(objectName="sheet-enter")
        self.edit_button = QPushButton(objectName="sheet-edit")
        self.enter_button.clicked.connect(self.enter_sheet)
        self.edit_button.clicked.connect(self.edit_sheet)
        self.sheet_combo.currentIndexChanged.connect(self._selection_changed)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.sheet_combo, 1)
        row.addWidget(self.enter_button)
        row.addWidget(self.edit_button)
        holder = QWidget()
        holder.setLayout(row)
        self.label = QLabel()
        self.label.setBuddy(self.sheet_combo)
        self.help = QLabel(wordWrap=True)
        self.broken_note = QLabel(wordWrap=True, objectName="sheet-broken-note")
        self.broken_note.setStyleSheet("color: #b3261e;")
        layout = QFormLayout(self)
        layout.addRow(self.label, holder)
        layout.addRow(self.help)
        layout.addRow(self.broken_note)
        self.reload(select=select)
        self.retranslate()

    # --- the list ---------------------------------------------------------------------

    def reload(self, select: str | None = None) -> None:
        """List the house sheet and the folder's sheets again; keep (or set) the choice."""
        keep = select or self.sheet_combo.currentData() or house_sheet().sheet_id
        self.sheet_combo.blockSignals(True)
        self.sheet_combo.clear()
        self._sheets.clear()
        self._files.clear()
        self._broken.clear()
        self.add_sheet(house_sheet())
        for entry in sheet_library.list_sheets(self.folder):
            if entry.broken:
                file_name = texts.file_name_shown(entry.path.name)
                key = BROKEN + file_name
                reason = "; ".join(texts.sheet_problem_text(i) for i in entry.issues[:3])
                self._broken[key] = texts.broken_sheet_reason(file_name, reason)
                self.sheet_combo.addItem(texts.broken_sheet(file_name), key)
                item = self.sheet_combo.model().item(self.sheet_combo.count() - 1)
                item.setEnabled(False)  # listed so the player knows; never played on
                item.setToolTip(self._broken[key])
            else:  # (the library lists a second sheet of one id as broken)
                self.add_sheet(entry.sheet)
                self._files[entry.sheet.sheet_id] = entry.path
        index = self.sheet_combo.findData(keep)
        self.sheet_combo.setCurrentIndex(max(index, 0))
        self.sheet_combo.blockSignals(False)
        self.broken_note.setText("\n".join(self._broken.values()))
        self.broken_note.setVisible(bool(self._broken))
        self._selection_changed()

    def add_sheet(self, sheet: Sheet) -> None:
        self._sheets[sheet.sheet_id] = sheet
        self.sheet_combo.addItem(labels.sheet_name(sheet.name), sheet.sheet_id)

    def selected_sheet(self) -> Sheet:
        return self._sheets.get(self.sheet_combo.currentData()) or house_sheet()

    def _selection_changed(self, *_):
        # the shipped house sheet is not the player's to change
        sheet = self.selected_sheet()
        self.edit_button.setEnabled(not sheet.is_house_sheet)
        self.sheet_chosen.emit(sheet.sheet_id)

    # --- the editor ---------------------------------------------------------------------

    def _run_editor(self, sheet: Sheet | None) -> Sheet | None:
        path = self._files.get(sheet.sheet_id) if sheet is not None else None
        editor = SheetEditor(sheet, self.window(), folder=self.folder, path=path)
        editor.setWindowModality(Qt.WindowModal)
        editor.exec()
        if editor.saved_sheet is not None:
            self.reload(select=editor.saved_sheet.sheet_id)
        return editor.saved_sheet

    def enter_sheet(self) -> Sheet | None:
        return self._run_editor(None)

    def edit_sheet(self) -> Sheet | None:
        sheet = self.selected_sheet()
        return None if sheet.is_house_sheet else self._run_editor(sheet)

    # --- the shell's questions ------------------------------------------------------------

    def options(self, seat_count: int, rng) -> Options:
        # "whoever goes on adventures most often" starts: the app draws the first seat
        first = rng.randrange(seat_count) if rng is not None else 0
        return Options(seat_count, sheet=self.selected_sheet(), first_seat=first)

    def retranslate(self) -> None:
        self.label.setText(texts.sheet_label())
        self.help.setText(texts.sheet_help())
        self.enter_button.setText(texts.enter_sheet())
        self.edit_button.setText(texts.edit_sheet())
        for i in range(self.sheet_combo.count()):
            key = self.sheet_combo.itemData(i)
            if key in self._sheets:
                self.sheet_combo.setItemText(i, labels.sheet_name(self._sheets[key].name))

