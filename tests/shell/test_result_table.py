"""A result screen's table reads as a score pad: places without row numbers beside them,
the winners' rows stand out (bold, gold), numbers line up on the right, nothing to select,
and no empty band under the last player."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView

from copenhagen_gui.shell.table_kit.result_table import WINNER_FILL, ResultTable

ROWS = [(1, "Ann", 12, "★"), (1, "Bob", 12, "★"), (3, "Cleo", -4, "")]


def _table(qtbot):
    table = ResultTable(["Place", "Player", "Points", "Winner"], ROWS, winners=[0, 1])
    qtbot.addWidget(table)
    table.resize(500, table.height())
    table.show()
    qtbot.waitExposed(table)
    return table


def test_the_winners_rows_stand_out_and_numbers_line_up_right(qtbot):
    table = _table(qtbot)
    for row in (0, 1):
        assert table.item(row, 1).font().bold() and table.item(row, 1).background().color() == WINNER_FILL
    assert not table.item(2, 1).font().bold() and table.item(2, 1).background().color() != WINNER_FILL
    right = Qt.AlignmentFlag.AlignRight
    assert table.item(2, 2).textAlignment() & right.value and table.item(2, 0).textAlignment() & right.value
    assert not table.item(2, 1).textAlignment() & right.value  # a name reads from the left


def test_no_row_numbers_no_selection_and_no_empty_band(qtbot):
    table = _table(qtbot)
    assert not table.verticalHeader().isVisible()
    assert table.selectionMode() == QAbstractItemView.SelectionMode.NoSelection
    rows_height = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() == rows_height  # the last row ends where the table does


def test_long_headers_widen_the_table_rather_than_hide_a_column(qtbot):
    long = ["Platzierung", "Spielerin oder Spieler", "Expeditionen insgesamt", "Artefakte und Würfel"]
    table = ResultTable(long, ROWS, winners=[0])
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    header = table.horizontalHeader()
    assert table.width() >= sum(header.sectionSizeHint(c) for c in range(4))
    assert not table.horizontalScrollBar().isVisible()
