"""The result: players ranked with each column's points; tied players share a place
(the game has no tie-break)."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from copenhagen_gui.shell.table_kit.result_table import ResultTable

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
        self.headline = QLabel(f"<h2>{html.escape(headline)}</h2>", textFormat=Qt.RichText,
                               objectName="result-headline")
        self.end = QLabel(texts.end_text(state.end), textFormat=Qt.PlainText)
        rows = result_rows(state, names)
        self.table = ResultTable(texts.result_columns(), rows, [r for r, row in enumerate(rows) if row[0] == 1])
        sheet = state.options.sheet
        # the sheet in use is always named: its values decide every total above
        notes = [labels.sheet_caption(sheet.name), texts.no_tie_break()]
        if sheet.is_house_sheet:
            notes.append(texts.provisional())
        elif not sheet.all_verified:
            notes.append(texts.partly_checked())
        self.notes = QLabel("\n".join(notes), wordWrap=True, objectName="result-notes", textFormat=Qt.PlainText)
        buttons = QDialogButtonBox()
        new = buttons.addButton(texts.new_game(), QDialogButtonBox.AcceptRole)
        new.setObjectName("result-new-game")
        buttons.addButton(texts.close(), QDialogButtonBox.RejectRole)
        buttons.accepted.connect(self._new_game)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.headline, self.end, self.table, self.notes):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.resize(max(640, self.sizeHint().width()), self.sizeHint().height())

    def _new_game(self):
        self.new_game_requested = True
        self.accept()
