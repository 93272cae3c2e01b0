"""The table of a result screen: one row per player, best first, as a score pad reads
(no row numbers beside the places, nothing to select or edit, numbers lined up on the
right), the winners' rows in bold on gold, and exactly as tall as its rows."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableWidget, QTableWidgetItem

WINNER_FILL = QColor("#fff1c9")  # the banner's gold, light enough for black text


class ResultTable(QTableWidget):
    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[object]],
                 winners: Collection[int] = (), stretch: int = 1, parent=None):
        """``winners``: the indices of the winners' rows; ``stretch``: the column that
        takes the spare width (the players' names)."""
        super().__init__(len(rows), len(headers), parent)
        self.setObjectName("result-table")
        self.setHorizontalHeaderLabels(list(headers))
        self.verticalHeader().hide()  # the place is the first column already
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the dialog's buttons keep the keys
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                item = QTableWidgetItem(str(value))
                number = isinstance(value, int) or str(value).lstrip("-").isdigit()
                item.setTextAlignment((Qt.AlignmentFlag.AlignRight if number else Qt.AlignmentFlag.AlignLeft)
                                      | Qt.AlignmentFlag.AlignVCenter)
                if r in winners:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(WINNER_FILL))
                self.setItem(r, c, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.resizeRowsToContents()
        # As wide as every column needs (the dialog grows, no scroll bar hides a row) ...
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(2 * self.frameWidth() + sum(
            max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(self.columnCount())))
        # ... and as tall as its rows: no empty band under the last player.
        height = header.sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
