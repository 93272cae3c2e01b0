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
        self._stretch = stretch
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.setItem(r, c, QTableWidgetItem())
                self.set_text(r, c, str(value))
        self.set_winners(winners)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.resizeRowsToContents()
        # As wide as every column needs (the dialog grows, no scroll bar hides a row) ...
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        widths = [max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(self.columnCount())]
        self.setMinimumWidth(2 * self.frameWidth() + sum(widths))
        # ... and each column keeps the width of its final values while a result screen
        # counts them in: nothing shifts as the numbers come.
        for c, width in enumerate(widths):
            if c != stretch:
                header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(c, width)
        # ... and as tall as its rows: no empty band under the last player.
        height = header.sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_text(self, row: int, column: int, text: str) -> None:
        """A cell's text: numbers on the right, names and words on the left."""
        item = self.item(row, column)
        item.setText(text)
        number = column != self._stretch and not any(ch.isalpha() for ch in text)
        item.setTextAlignment((Qt.AlignmentFlag.AlignRight if number else Qt.AlignmentFlag.AlignLeft)
                              | Qt.AlignmentFlag.AlignVCenter)

    def set_winners(self, winners: Collection[int]) -> None:
        """The winners' rows (their indices) in bold on gold, the others plain."""
        for r in range(self.rowCount()):
            for c in range(self.columnCount()):
                item = self.item(r, c)
                font = item.font()
                font.setBold(r in winners)
                item.setFont(font)
                item.setBackground(QBrush(WINNER_FILL) if r in winners else QBrush())

    def cell_text(self, row: int, column: int) -> str:
        return self.item(row, column).text()
