"""The result: players ranked, with points (rows, columns) and the tie-break (empty
squares), the winners marked."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from copenhagen_gui.core.building import HEIGHT, WIDTH, empty_count
from copenhagen_gui.shell.table_kit.result_table import ResultTable

from ..rules import engine, scoring
from . import texts


class CopenhagenResult(QObject):
    """Owner of the "CopenhagenResult" translation context: ``CopenhagenResult.tr(...)`` is called on the
    class, so pyside6-lupdate finds every sentence, plural ones included."""


def result_rows(state, names) -> list[tuple[str, ...]]:
    """Rank, name, rows points, columns points, total, empty squares, winner mark."""
    rows = []
    for rank, seat in enumerate(engine.ranking(state), 1):
        p = state.players[seat]
        row_points = sum(scoring.row_points(p.filled, p.bricks, y) for y in range(HEIGHT))
        col_points = sum(scoring.column_points(p.filled, p.bricks, x) for x in range(WIDTH))
        rows.append((
            str(rank), names[seat], str(row_points), str(col_points), str(p.points),
            str(empty_count(p.filled)), "★" if seat in state.winners else "",
        ))
    return rows


class ResultDialog(QDialog):
    def __init__(self, state, names, parent=None):
        super().__init__(parent)
        self.setObjectName("result-dialog")  # the shell adds its extras (picture, best of the day)
        self.setWindowTitle(CopenhagenResult.tr("Result"))
        layout = QVBoxLayout(self)
        headline = QLabel(texts.game_over_line(state, names), objectName="result-headline", wordWrap=True,
                          textFormat=Qt.TextFormat.PlainText)  # it names the winners as typed
        font = headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        headline.setFont(font)
        layout.addWidget(headline)
        headers = [CopenhagenResult.tr("Rank"), CopenhagenResult.tr("Player"), CopenhagenResult.tr("Rows"),
                   CopenhagenResult.tr("Columns"), CopenhagenResult.tr("Points"),
                   CopenhagenResult.tr("Empty squares"), CopenhagenResult.tr("Winner")]
        rows = result_rows(state, names)
        winners = [r for r, row in enumerate(rows) if row[-1]]
        self.table = ResultTable(headers, rows, winners)
        layout.addWidget(self.table)
        layout.addWidget(QLabel(CopenhagenResult.tr("Most points wins; a tie goes to the fewest empty squares."),
                                wordWrap=True))
        layout.addStretch(1)
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(CopenhagenResult.tr("New game"), QDialogButtonBox.AcceptRole)
        buttons.addButton(QDialogButtonBox.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(max(620, self.sizeHint().width()), self.sizeHint().height())
