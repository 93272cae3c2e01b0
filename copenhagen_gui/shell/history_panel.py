"""The History dock: the moves of the game on the table, grouped by round and by turn
(whose turn, then each move in the words of the game's ``action_text``), built from
the session's undo stack, so what it lists is what the record holds.

Each line is kept as the action it names (not as a sentence): the tree is rebuilt in
the new language on a language change. Clicking a line asks to look at the table as it
was just after that move (``preview_requested``); the window shows it read-only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
)

# Item data roles: the state just after the line's moves; the round it belongs to.
STATE_ROLE = Qt.ItemDataRole.UserRole
ROUND_ROLE = Qt.ItemDataRole.UserRole + 1


def state_after(command) -> Any:
    """The state just after an applied undo command (one action or a gesture)."""
    steps = getattr(command, "steps", None)
    return steps[-1].after if steps else command.after


class _WrappingDelegate(QStyledItemDelegate):
    """Row heights for wrapped lines measured at the width a line really gets: the
    column less the indentation of its depth (the tree measures the whole column)."""

    def sizeHint(self, option, index):
        view = self.parent()
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        size = super().sizeHint(option, index)
        width = max(40, view.columnWidth(0) - (depth + 1) * view.indentation() - 8)
        font = index.data(Qt.ItemDataRole.FontRole) or view.font()
        wrapped = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000),
                                                  Qt.TextFlag.TextWordWrap, index.data() or "")
        return QSize(size.width(), max(size.height(), wrapped.height() + 4))


class HistoryPanel(QTreeWidget):
    # a past state and the round it belongs to (None when the game has no rounds)
    preview_requested = Signal(object, object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("history-view")
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        # Whole lines, wrapped to the dock's width (not cut off with "…").
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setUniformRowHeights(False)
        self.setIndentation(14)
        self.setItemDelegate(_WrappingDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setExpandsOnDoubleClick(False)
        self._session = None
        self._mode = None
        self.itemClicked.connect(self._clicked)

    def set_game(self, session, mode) -> None:
        """Follow ``session`` (``mode``: its game's texts and turns)."""
        if self._session is not None:
            try:
                self._session.undo_stack.indexChanged.disconnect(self.rebuild)
            except (RuntimeError, TypeError):  # the old session is already gone
                pass
        self._session, self._mode = session, mode
        if session is not None:
            session.undo_stack.indexChanged.connect(self.rebuild)
        self.rebuild()

    # --- building -----------------------------------------------------------------------

    def groups(self) -> list[tuple[int | None, list[tuple[int | None, list[tuple[str, Any]]]]]]:
        """[(round, [(turn seat, [(line, state after), ...]), ...]), ...] of the applied
        moves, oldest first. A game whose mode names no turns is grouped by who acted."""
        session, mode = self._session, self._mode
        if session is None or mode is None:
            return []
        stack, spec, names = session.undo_stack, session.spec, session.names
        rounds: list = []
        for i in range(stack.index()):
            command = stack.command(i)
            actions = command.actions
            turn = mode.turn_of(command.before)
            if turn is None:
                seat = next((spec.action_seat(a) for a in actions
                             if spec.action_seat(a) is not None), None)
                round_number = None
            else:
                round_number, seat = turn
            line = "; ".join(mode.history_text(a, names) for a in actions)
            if not rounds or rounds[-1][0] != round_number:
                rounds.append((round_number, []))
            turns = rounds[-1][1]
            if not turns or turns[-1][0] != seat:
                turns.append((seat, []))
            turns[-1][1].append((line, state_after(command)))
        return rounds

    def rebuild(self, *_) -> None:
        self.clear()
        session = self._session
        if session is None:
            return
        names = session.names
        last = None
        groups = self.groups()
        if not groups:
            start = QTreeWidgetItem([self.tr("Start of the game")])
            start.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addTopLevelItem(start)
        for round_number, turns in groups:
            parent = None
            if round_number is not None:
                parent = QTreeWidgetItem([self.tr("Round %1").replace("%1", str(round_number))])
                parent.setData(0, STATE_ROLE, turns[-1][1][-1][1])
                parent.setData(0, ROUND_ROLE, round_number)
                font = parent.font(0)
                font.setBold(True)
                parent.setFont(0, font)
                self.addTopLevelItem(parent)
            for seat, lines in turns:
                who = names[seat] if seat is not None and 0 <= seat < len(names) else self.tr("The game")
                turn_item = QTreeWidgetItem([self.tr("%1’s turn").replace("%1", who)])
                turn_item.setData(0, STATE_ROLE, lines[-1][1])
                turn_item.setData(0, ROUND_ROLE, round_number)
                if round_number is None:
                    self.addTopLevelItem(turn_item)
                else:
                    parent.addChild(turn_item)
                for line, state in lines:
                    item = QTreeWidgetItem([line])
                    item.setData(0, STATE_ROLE, state)
                    item.setData(0, ROUND_ROLE, round_number)
                    item.setToolTip(0, line)
                    turn_item.addChild(item)
                    last = item
        self.expandAll()
        if last is not None:
            self.scrollToItem(last)

    # --- looking back ---------------------------------------------------------------------

    def _clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        state = item.data(0, STATE_ROLE)
        if state is not None:
            self.preview_requested.emit(state, item.data(0, ROUND_ROLE))

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # the wrapped lines take their new heights

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.rebuild()  # the same moves, said in the new language
        super().changeEvent(event)
