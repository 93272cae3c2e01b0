"""The result screen: players ranked by points, empty cells as the tiebreak, and a way
straight into a new game."""

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

from copenhagen_gui.games.copenhagen_rw.rules import scoring
from copenhagen_gui.games.copenhagen_rw.rules.state import GameState


class ResultDialog(QDialog):
    """``exec()`` returns ``ResultDialog.NEW_GAME`` when the players want another game."""

    NEW_GAME = 2

    def __init__(self, state: GameState, names: Sequence[str], parent=None):
        super().__init__(parent)
        self.setObjectName("result-dialog")
        self._state = state
        self._names = tuple(names)
        self._headline = QLabel(objectName="result-headline")
        font = QFont(self._headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self._headline.setFont(font)
        self._headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._headline.setWordWrap(True)
        self._table = QTableWidget(len(names), 4, objectName="result-table")
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.verticalHeader().hide()
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a read-only ranking: no cell cursor
        self._table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self._note = QLabel()
        self._note.setWordWrap(True)
        self._buttons = QDialogButtonBox()
        self._new_game = QPushButton(objectName="result-new-game")
        self._new_game.setDefault(True)
        self._close = QPushButton(objectName="result-close")
        self._buttons.addButton(self._new_game, QDialogButtonBox.ButtonRole.AcceptRole)
        self._buttons.addButton(self._close, QDialogButtonBox.ButtonRole.RejectRole)
        self._new_game.clicked.connect(lambda: self.done(self.NEW_GAME))
        self._close.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._headline)
        layout.addWidget(self._table)
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
        table.setMinimumWidth(460)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def ranking(self) -> list[tuple[int, int]]:
        return scoring.ranking(self._state.players)

    def retranslate(self):
        self.setWindowTitle(self.tr("Result"))
        winners = self._state.winners or scoring.winners(self._state.players)
        names = [self._names[i] for i in winners]
        if len(names) == 1:
            self._headline.setText(self.tr("%1 wins!").replace("%1", names[0]))
        else:
            self._headline.setText(self.tr("Shared victory: %1").replace("%1", ", ".join(names)))
        self._table.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Empty cells")]
        )
        for row, (place, player) in enumerate(self.ranking()):
            sheet = self._state.players[player]
            values = (str(place), self._names[player], str(sheet.points),
                      str(scoring.empty_cells(sheet)))
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if player in winners:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self._table.setItem(row, column, item)
        self._note.setText(self.tr(
            "Most points wins; on a tie, fewer empty cells in the building wins."))
        self._new_game.setText(self.tr("&New game…"))
        self._close.setText(self.tr("&Close"))
