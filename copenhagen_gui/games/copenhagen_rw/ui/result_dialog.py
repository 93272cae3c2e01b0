"""The result screen: the winner, each player's breakdown (rows, columns, lines with
windows only, full tracks, empty cells), the tie-break in words when it decided, and
the ways on: play again with the same players, a new game (the window adds a picture
of the table)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from copenhagen_gui.shell.text import fill

from ..rules import scoring
from ..rules.state import GameState
from . import texts
from .result_breakdown import player_breakdown, tie_break

COLUMNS = 8  # place, player, points, rows, columns, windows only, full tracks, empty cells


class ResultDialog(QDialog):
    """Its result is ``NEW_GAME`` (the New game dialog), ``PLAY_AGAIN`` (the same
    seats, names and computer levels at once) or Rejected (back to the table)."""

    NEW_GAME = 2
    PLAY_AGAIN = 3

    def __init__(self, state: GameState, names: Sequence[str], parent=None):
        super().__init__(parent)
        self.setObjectName("result-dialog")
        self._state = state
        self._names = tuple(names)
        # Plain text: the lines name the players as they typed their names.
        self._headline = QLabel(objectName="result-headline", textFormat=Qt.TextFormat.PlainText)
        font = QFont(self._headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self._headline.setFont(font)
        self._headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._headline.setWordWrap(True)
        self._table = QTableWidget(len(names), COLUMNS, objectName="result-table")
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.verticalHeader().hide()
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a read-only ranking: no cell cursor
        header = self._table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self._tie = QLabel(objectName="result-tie-break", textFormat=Qt.TextFormat.PlainText)
        self._tie.setWordWrap(True)
        self._note = QLabel(objectName="result-note", textFormat=Qt.TextFormat.PlainText)
        self._note.setWordWrap(True)
        self._buttons = QDialogButtonBox()
        self._again = QPushButton(objectName="result-play-again")
        self._again.setDefault(True)
        self._new_game = QPushButton(objectName="result-new-game")
        self._close = QPushButton(objectName="result-close")
        self._buttons.addButton(self._again, QDialogButtonBox.ButtonRole.AcceptRole)
        self._buttons.addButton(self._new_game, QDialogButtonBox.ButtonRole.ActionRole)
        self._buttons.addButton(self._close, QDialogButtonBox.ButtonRole.RejectRole)
        self._again.clicked.connect(lambda: self.done(self.PLAY_AGAIN))
        self._new_game.clicked.connect(lambda: self.done(self.NEW_GAME))
        self._close.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._headline)
        layout.addWidget(self._table)
        layout.addWidget(self._tie)
        layout.addWidget(self._note)
        layout.addWidget(self._buttons)
        self.retranslate()
        self._fit_table()

    def _fit_table(self):
        """As tall as its rows: no empty band under the last player."""
        table = self._table
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 14)
        height = table.horizontalHeader().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)
        table.setMinimumWidth(table.horizontalHeader().length() + 2 * table.frameWidth() + 4)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def ranking(self) -> list[tuple[int, int]]:
        return scoring.ranking(self._state.players)

    def cell_text(self, player: int, column: int) -> str:
        return next(self._table.item(r, column).text() for r, (_, p) in enumerate(self.ranking())
                    if p == player)

    def tie_break_text(self) -> str:
        return self._tie.text()

    def retranslate(self):
        self.setWindowTitle(self.tr("Result"))
        state = self._state
        winners = state.winners or scoring.winners(state.players)
        names = [self._names[i] for i in winners]
        if len(names) == 1:
            self._headline.setText(fill(self.tr("%1 wins!"), names[0]))
        else:
            self._headline.setText(fill(self.tr("Shared victory: %1"), texts.join_names(names)))
        self._table.setHorizontalHeaderLabels([
            self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Rows → points"),
            self.tr("Columns → points"), self.tr("Windows only"), self.tr("Full tracks → points"),
            self.tr("Empty cells"),
        ])
        header = self._table.horizontalHeaderItem
        header(5).setToolTip(self.tr("Complete rows and columns without an X: they score double"))
        header(6).setToolTip(self.tr("Tracks marked to their ninth box: 2 points each"))
        for row, (place, player) in enumerate(self.ranking()):
            b = player_breakdown(state.players[player])
            values = (
                str(place),
                self._names[player],
                str(state.players[player].points),
                self._count_points(len(b.rows), b.row_points),
                self._count_points(len(b.columns), b.column_points),
                str(b.doubles),
                self._count_points(len(b.full_tracks), b.track_points),
                str(b.empty_cells),
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if player in winners:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self._table.setItem(row, column, item)
        self._tie.setText(self._tie_text())
        self._tie.setVisible(bool(self._tie.text()))
        self._note.setText(self.tr(
            "Most points wins; on a tie, fewer empty cells in the building wins."))
        self._again.setText(self.tr("&Play again with the same players"))
        self._new_game.setText(self.tr("&New game…"))
        self._close.setText(self.tr("&Close"))

    @staticmethod
    def _count_points(count: int, points: int) -> str:
        """"2 → 3": how many, and the points they scored (the header says so)."""
        return f"{count} → {points}"

    def _tie_text(self) -> str:
        tie = tie_break(self._state)
        if tie is None:
            return ""
        names = texts.join_names([self._names[i] for i in tie.tied])
        points = str(tie.points)
        if not tie.decided:
            return fill(self.tr("%1 are level on %2 points and have as many empty cells: they "
                                "share the victory."), names, points)
        winner = scoring.winners(self._state.players)[0]
        cells = ", ".join(str(scoring.empty_cells(self._state.players[i])) for i in tie.tied)
        return fill(self.tr("Tie-break: %1 are level on %2 points, so the fewest empty cells "
                            "decide (%3): %4 wins."), names, points, cells, self._names[winner])
