"""The result: players ranked with each column's points; tied players share a place
(the game has no tie-break)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..rules.scoring import ranking, score_card, winners
from ..rules.state import GameState
from ..scene import labels
from . import texts


def result_rows(state: GameState, names: Sequence[str]) -> list[tuple]:
    """(place, name, expeditions, artifacts, dice, bridges, total), best first; equal
    totals share a place."""
    sheet = state.options.sheet
    rows, place, last = [], 0, None
    for index, seat in enumerate(ranking(state)):
        card = score_card(sheet, state.sheets[seat])
        if card.total != last:
            place, last = index + 1, card.total
        rows.append((place, names[seat], sum(card.expeditions), card.artifacts, card.dice,
                     card.bridges, card.total))
    return rows


class ResultDialog(QDialog):
    def __init__(self, state: GameState, names: Sequence[str], parent=None):
        super().__init__(parent)
        self.setObjectName("result-dialog")  # the shell adds its extras (picture, best of the day)
        self.setWindowTitle(texts.result_title())
        self.new_game_requested = False
        best = sorted(winners(state))
        headline = (texts.single_win(names[best[0]]) if len(best) == 1
                    else texts.shared_win([names[s] for s in best]))
        self.headline = QLabel(f"<h2>{headline}</h2>")
        self.end = QLabel(texts.end_text(state.end))
        rows = result_rows(state, names)
        self.table = QTableWidget(len(rows), 7, objectName="result-table")
        self.table.setHorizontalHeaderLabels(texts.result_columns())
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(str(value)))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        sheet = state.options.sheet
        # the sheet in use is always named: its values decide every total above
        notes = [texts.sheet_in_use(labels.sheet_name(sheet.name)), texts.no_tie_break()]
        if sheet.is_house_sheet:
            notes.append(texts.provisional())
        elif not sheet.all_verified:
            notes.append(texts.partly_checked())
        self.notes = QLabel("\n".join(notes), wordWrap=True, objectName="result-notes")
        buttons = QDialogButtonBox()
        new = buttons.addButton(texts.new_game(), QDialogButtonBox.AcceptRole)
        new.setObjectName("result-new-game")
        buttons.addButton(texts.close(), QDialogButtonBox.RejectRole)
        buttons.accepted.connect(self._new_game)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.headline, self.end, self.table, self.notes):
            layout.addWidget(widget)
        layout.addWidget(buttons)
        self.resize(640, 200 + 32 * len(rows))

    def _new_game(self):
        self.new_game_requested = True
        self.accept()
