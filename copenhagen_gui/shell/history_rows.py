"""The History's rows and the view that shows them: a list of wrapped lines, each at the
depth of its group (a round, a whose-turn, a move), that grows at its end.

Qt's tree and list views lay every row out again and repaint every row in sight when
one row is added (``QTreeView::rowsInserted`` and ``QListView::rowsInserted`` both ask
for a whole new layout). A game's history only grows at its end, so this view keeps
each row's top and height itself: a row added is measured alone, the rows above keep
their place, the view scrolls by the new row's height (a copy of what it showed) when
the last line was in sight, and only the new row is painted. It stays a ``QListView``
for what users rely on from it: selection, keyboard, tooltips, and the accessible list
of rows (Qt gives a QListView's rows to assistive tools through the view's own
``visualRect`` and ``indexAt``, which this class answers).
"""

from __future__ import annotations

from bisect import bisect_right
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QEvent, QItemSelection, QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSlider,
    QListView,
    QScrollBar,
    QStyle,
    QStyleOption,
    QStyleOptionSlider,
    QStyleOptionViewItem,
)

# Item data roles: the state just after the row's moves; the round it belongs to; its depth.
STATE_ROLE = Qt.ItemDataRole.UserRole
ROUND_ROLE = Qt.ItemDataRole.UserRole + 1
DEPTH_ROLE = Qt.ItemDataRole.UserRole + 2

_WALKING_KEYS = {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End,
                 Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Return, Qt.Key.Key_Enter}
INDENT = 14  # pixels per depth; the first INDENT of a row holds a group's open/closed arrow


@dataclass(slots=True)
class Row:
    text: str
    depth: int  # 0: top level
    parent: int = -1  # the row of its group, -1 at the top level
    state: Any = None  # a move's: the state just after it (a group's: its last move's)
    round: int | None = None
    bold: bool = False
    tooltip: str = ""
    group: bool = False  # a round or a turn: it has rows under it
    selectable: bool = True
    last: int = -1  # a group's last move's row


class HistoryRows(QAbstractListModel):
    """The rows, oldest first. Rows are added and taken away only at the end."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[Row] = []
        self.bold_font = QFont()
        self.bold_font.setBold(True)

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == STATE_ROLE:  # a group looks at the moment after its last move
            return self.rows[row.last].state if row.group else row.state
        if role == Qt.ItemDataRole.FontRole:
            return self.bold_font if row.bold else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tooltip or None
        if role == ROUND_ROLE:
            return row.round
        if role == DEPTH_ROLE:
            return row.depth
        return None

    def flags(self, index):
        if self.rows[index.row()].selectable:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
        return Qt.ItemFlag.ItemNeverHasChildren

    def append(self, rows: list[Row]) -> None:
        if not rows:
            return
        start = len(self.rows)
        self.beginInsertRows(QModelIndex(), start, start + len(rows) - 1)
        self.rows.extend(rows)
        self.endInsertRows()

    def truncate(self, count: int) -> None:
        """Keep the first ``count`` rows; each group left ends on its last row left."""
        if count >= len(self.rows):
            return
        self.beginRemoveRows(QModelIndex(), count, len(self.rows) - 1)
        del self.rows[count:]
        last = count - 1
        parent = self.rows[last].parent if last >= 0 else -1
        while parent >= 0:  # only the groups of the last row left can have lost rows
            self.rows[parent].last = last
            parent = self.rows[parent].parent
        self.endRemoveRows()

    def replace(self, rows: list[Row]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()


_UNSEEN = 2  # pixels a handle's edge may be off before it is painted again


def _moved(now: QRect, then: QRect) -> int:
    """How far an edge of the handle moved, in pixels."""
    return max(abs(now.top() - then.top()), abs(now.bottom() - then.bottom()),
               abs(now.left() - then.left()), abs(now.right() - then.right()))


class QuietScrollBar(QScrollBar):
    """A scroll bar that repaints only what changed in it, and only when one can see it:
    a longer history shortens the handle by a pixel or two per move, which is painted
    once an edge of it is off by more than ``_UNSEEN`` pixels, and then only the
    handle's old and new place (the style's scroll bar costs more to paint than the
    rows added, most of a millisecond, in proportion to the area). Anything else
    (scrolling, the range's ends, its state) repaints it at once. While held (a range
    and a value set together) it looks only once they are both set."""

    _painted = None  # what the last paint showed
    _held = False

    def __init__(self, parent=None):
        super().__init__(Qt.Orientation.Vertical, parent)

    def _look(self) -> tuple:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option,
                                             QStyle.SubControl.SC_ScrollBarSlider, self)
        return (handle, option.sliderValue == option.minimum, option.sliderValue == option.maximum,
                option.state.value, self.size())

    def sliderChange(self, change):
        # (QAbstractSlider's own only repaints the whole bar)
        if self._held:
            return
        look, painted = self._look(), self._painted
        if painted is None or look[1:] != painted[1:]:
            self.update()
        elif _moved(look[0], painted[0]) > (0 if self.isSliderDown() else _UNSEEN):  # (dragged: it follows)
            # The handle alone: the groove and the arrows stay as they are.
            self.update(look[0].united(painted[0]).adjusted(0, -2, 0, 2))  # (with the edge drawn round it)

    @contextmanager
    def held(self):
        self._held = True
        try:
            yield
        finally:
            self._held = False
            self.sliderChange(QAbstractSlider.SliderChange.SliderValueChange)

    def paintEvent(self, event):
        super().paintEvent(event)
        self._painted = self._look()

    def changeEvent(self, event):
        self._painted = None  # enabled, palette, style...: paint as asked
        super().changeEvent(event)


class HistoryRowsView(QListView):
    """Shows a ``HistoryRows`` model: each row wrapped to the width, indented by its depth,
    a group with the arrow that folds it. Keeps each row's top and height."""

    def __init__(self, parent=None):
        super().__init__(parent)
        # (before anything that calls back into the methods below)
        self._tops: list[int] = []  # each row's top in the content, pixels
        self._heights: list[int] = []  # 0: folded away
        self._folded: set[int] = set()  # groups whose rows are hidden
        self._width = -1  # the viewport width the rows were measured at
        self._heights_by_text: dict[tuple[str, int, bool], int] = {}
        self._to_end = False  # scroll to the last row after the next layout
        self._rows = HistoryRows(self)  # (a reference kept: the model is a Python object)
        self.setVerticalScrollBar(QuietScrollBar(self))
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)  # whole lines, wrapped to the dock's width (not cut off with "…")
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setModel(self._rows)
        self._rows.rowsRemoved.connect(self._rows_removed)

    # --- geometry -----------------------------------------------------------------------

    def _row_height(self, row: Row, width: int) -> int:
        """The height of ``row`` wrapped at ``width`` (remembered by text, width, weight)."""
        width = max(40, width - (row.depth + 1) * INDENT - 8)
        key = (row.text, width, row.bold)
        height = self._heights_by_text.get(key)
        if height is None:
            if len(self._heights_by_text) > 4000:  # a few games' worth: start again
                self._heights_by_text.clear()
            font = self._rows.bold_font if row.bold else self.font()
            wrapped = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap,
                                                      row.text)
            height = self._heights_by_text[key] = max(self._line_height(font), wrapped.height() + 4)
        return height

    def _line_height(self, font: QFont) -> int:
        """The style's height of a row of one line."""
        key = ("", 0, font.bold())
        height = self._heights_by_text.get(key)
        if height is None:
            option = QStyleOptionViewItem()
            self.initViewItemOption(option)
            option.font = font
            option.fontMetrics = QFontMetrics(font)
            option.text = "M"
            option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
            height = self._heights_by_text[key] = self.style().sizeFromContents(
                QStyle.ContentsType.CT_ItemViewItem, option, QSize(), self).height()
        return height

    def _folded_away(self, row: Row) -> bool:
        rows, parent = self._rows.rows, row.parent
        while parent >= 0:
            if parent in self._folded:
                return True
            parent = rows[parent].parent
        return False

    def _lay_out_from(self, start: int) -> None:
        """Tops and heights of the rows from ``start`` on (those above keep theirs)."""
        rows = self._rows.rows
        width = self._width = self.viewport().width()
        del self._tops[start:], self._heights[start:]
        y = self._tops[-1] + self._heights[-1] if self._tops else 0
        for row in rows[start:]:
            height = 0 if self._folded_away(row) else self._row_height(row, width)
            self._tops.append(y)
            self._heights.append(height)
            y += height

    def _content_height(self) -> int:
        return self._tops[-1] + self._heights[-1] if self._tops else 0

    def _set_range(self) -> None:
        """The scroll bar's range for the rows' height; set only what changed (each set
        repaints it)."""
        bar = self.verticalScrollBar()
        page = self.viewport().height()
        if bar.pageStep() != page:
            bar.setPageStep(page)
        step = self._line_height(self.font())
        if bar.singleStep() != step:
            bar.setSingleStep(step)
        bar.setRange(0, max(0, self._content_height() - page))

    def at_end(self) -> bool:
        """The last row is in sight, whole."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    # --- what QAbstractItemView asks of a view ----------------------------------------------

    def doItemsLayout(self):
        self._lay_out_from(0)
        QAbstractItemView.doItemsLayout(self)  # a repaint
        self._set_range()  # (its updateGeometries() may reach QListView's, which sets no range of ours)
        if self._to_end:
            self._to_end = False
            self.scroll_to_end()

    def updateGeometries(self):
        self._set_range()
        QAbstractItemView.updateGeometries(self)

    def reset(self):
        self._folded.clear()
        self._tops.clear()
        self._heights.clear()
        self._to_end = True  # a new game or language: its last move in sight
        super().reset()

    def show_rows(self, rows: list[Row]) -> None:
        """Show ``rows`` instead of those shown, laid out now (not when the event loop
        turns: whoever asks where a row is gets the answer at once)."""
        self._rows.replace(rows)
        self.doItemsLayout()

    def rowsInserted(self, parent, start, end):
        if start != len(self._tops) or self._width != self.viewport().width():  # (not a move: all again)
            self._to_end = self._to_end or self.at_end()
            self.scheduleDelayedItemsLayout()
        else:  # the usual move: only the new rows measured and painted
            following = self.at_end()
            self._lay_out_from(start)
            with self.verticalScrollBar().held():
                self._set_range()
                if following:
                    self.scroll_to_end()  # the rows in sight move up by a copy; the new ones are exposed
            self.viewport().update(self._rows_rect(start, end))
        QAbstractItemView.rowsInserted(self, parent, start, end)

    def rowsAboutToBeRemoved(self, parent, start, end):
        # (the current row and the selection; not QListView's own layout, unused here)
        QAbstractItemView.rowsAboutToBeRemoved(self, parent, start, end)

    def _rows_removed(self, _parent, start, _end):
        top = self._tops[start] if start < len(self._tops) else self._content_height()
        self._folded = {row for row in self._folded if row < start}
        del self._tops[start:], self._heights[start:]
        self._set_range()
        self.viewport().update(QRect(0, top - self.verticalOffset(), self.viewport().width(),
                                     self.viewport().height()))

    def dataChanged(self, top_left, bottom_right, roles=()):
        QAbstractItemView.dataChanged(self, top_left, bottom_right, roles)  # (not QListView's own layout)

    def resizeEvent(self, event):
        following = self.at_end()
        if self.viewport().width() != self._width:  # the wrapped rows take their new heights
            self._lay_out_from(0)
            self.viewport().update()
        self._set_range()  # (not the base's: QListView's own layout would set the range)
        if following:  # a player following the game keeps seeing its last move
            self.scroll_to_end()

    def scrollContentsBy(self, dx, dy):
        self.viewport().scroll(dx, dy)  # a copy of what is in sight; only what comes in is painted

    def horizontalOffset(self):
        return 0

    def verticalOffset(self):
        return self.verticalScrollBar().value()

    def isIndexHidden(self, index):
        return not index.isValid() or index.row() >= len(self._heights) or self._heights[index.row()] == 0

    def visualRect(self, index):
        if self.isIndexHidden(index):
            return QRect()
        r = index.row()
        return QRect(0, self._tops[r] - self.verticalOffset(), self.viewport().width(), self._heights[r])

    def _rows_rect(self, start: int, end: int) -> QRect:
        top = self._tops[start] - self.verticalOffset()
        return QRect(0, top, self.viewport().width(), self._tops[end] + self._heights[end] - self._tops[start])

    def _row_at(self, y: int) -> int:
        """The row at content height ``y``, -1 for none."""
        r = bisect_right(self._tops, y) - 1
        return r if 0 <= r < len(self._tops) and y < self._tops[r] + self._heights[r] else -1

    def indexAt(self, point):
        r = self._row_at(point.y() + self.verticalOffset())
        return self.model().index(r, 0) if r >= 0 else QModelIndex()

    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible):
        if self.isIndexHidden(index):
            return
        top, height = self._tops[index.row()], self._heights[index.row()]
        bar, page = self.verticalScrollBar(), self.viewport().height()
        hints = QAbstractItemView.ScrollHint
        if hint == hints.PositionAtTop:
            bar.setValue(top)
        elif hint == hints.PositionAtBottom:
            bar.setValue(top + height - page)
        elif hint == hints.PositionAtCenter:
            bar.setValue(top + (height - page) // 2)
        elif top < bar.value():
            bar.setValue(top)
        elif top + height > bar.value() + page:
            bar.setValue(min(top, top + height - page))

    def setSelection(self, rect, command):
        rows = self.model()
        rect = rect.normalized().translated(0, self.verticalOffset())
        top, bottom = rect.top(), rect.bottom()
        first = max(0, bisect_right(self._tops, top) - 1)
        picked = [r for r in range(first, len(self._tops))
                  if self._tops[r] <= bottom and self._heights[r] and rows.rows[r].selectable]
        selection = QItemSelection()
        for r in picked:
            selection.select(rows.index(r, 0), rows.index(r, 0))
        self.selectionModel().select(selection, command)

    def visualRegionForSelection(self, selection):
        region = QRegion()
        for index in selection.indexes():
            region += self.visualRect(index)
        return region

    def selectedIndexes(self):
        return self.selectionModel().selectedIndexes()

    def moveCursor(self, action, modifiers):
        rows = self._rows.rows
        shown = [r for r in range(len(rows)) if self._heights[r] and rows[r].selectable]
        if not shown:
            return QModelIndex()
        current = self.currentIndex().row() if self.currentIndex().isValid() else -1
        at = bisect_right(shown, current) - 1  # where the current row is among those shown
        moves = QAbstractItemView.CursorAction
        target = current
        if current < 0 or action == moves.MoveHome:
            target = shown[0]
        elif action == moves.MoveEnd:
            target = shown[-1]
        elif action in (moves.MoveUp, moves.MovePrevious):
            target = shown[at - 1] if at > 0 and shown[at] == current else shown[max(at, 0)]
        elif action in (moves.MoveDown, moves.MoveNext):
            target = shown[min(at + 1, len(shown) - 1)]
        elif action in (moves.MovePageUp, moves.MovePageDown):
            page = self.viewport().height() * (-1 if action == moves.MovePageUp else 1)
            y = min(max(0, self._tops[current] + page), max(0, self._content_height() - 1))
            r = self._row_at(y)
            while r > 0 and (not self._heights[r] or not rows[r].selectable):
                r -= 1
            target = r if r >= 0 else current
        elif action == moves.MoveLeft:  # fold the group, or go up to it
            if rows[current].group and current not in self._folded:
                self.set_folded(current, True)
            elif rows[current].parent >= 0:
                target = rows[current].parent
        elif action == moves.MoveRight and rows[current].group and current in self._folded:
            self.set_folded(current, False)
        return self.model().index(target, 0)

    def event(self, event):
        # Its keys are the list's while it has the focus (the table's own arrow keys are
        # window shortcuts, which would otherwise take them).
        if (event.type() == QEvent.Type.ShortcutOverride and event.key() in _WALKING_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            event.accept()
            return True
        return super().event(event)

    # --- folding ---------------------------------------------------------------------------

    def set_folded(self, group: int, folded: bool) -> None:
        """Hide (or show again) the rows under the group at row ``group``."""
        if (group in self._folded) == folded:
            return
        if folded:
            self._folded.add(group)
        else:
            self._folded.discard(group)
        self._lay_out_from(group + 1)
        self._set_range()
        self.viewport().update()

    def is_folded(self, group: int) -> bool:
        return group in self._folded

    def _arrow_rect(self, r: int) -> QRect:
        depth = self._rows.rows[r].depth
        return QRect(depth * INDENT, self._tops[r] - self.verticalOffset(), INDENT, self._heights[r])

    def mousePressEvent(self, event):
        r = self._row_at(event.position().toPoint().y() + self.verticalOffset())
        if (r >= 0 and event.button() == Qt.MouseButton.LeftButton and self._rows.rows[r].group
                and self._arrow_rect(r).contains(event.position().toPoint())):
            self.set_folded(r, r not in self._folded)  # the arrow folds, as a tree's does
            event.accept()
            return
        super().mousePressEvent(event)

    # --- painting ------------------------------------------------------------------------

    def paintEvent(self, event):
        self.executeDelayedItemsLayout()
        rows = self._rows.rows
        exposed = event.rect()
        offset = self.verticalOffset()
        painter = QPainter(self.viewport())
        base = QStyleOptionViewItem()
        self.initViewItemOption(base)
        width = self.viewport().width()
        selection, current = self.selectionModel(), self.currentIndex()
        focused = self.hasFocus() and current.isValid()
        delegate, style, model = self.itemDelegate(), self.style(), self.model()
        State = QStyle.StateFlag
        r = max(0, bisect_right(self._tops, exposed.top() + offset) - 1)
        while r < len(rows) and self._tops[r] - offset <= exposed.bottom():
            height = self._heights[r]
            if height:
                row, index, y = rows[r], model.index(r, 0), self._tops[r] - offset
                option = QStyleOptionViewItem(base)
                x = (row.depth + 1) * INDENT
                option.rect = QRect(x, y, width - x, height)
                if not row.selectable:
                    option.state &= ~State.State_Enabled
                if selection.isSelected(index):
                    option.state |= State.State_Selected
                if focused and index == current:
                    option.state |= State.State_HasFocus
                delegate.paint(painter, option, index)
                if row.group:
                    arrow = QStyleOption()
                    arrow.initFrom(self)
                    arrow.rect = QRect(x - INDENT, y, INDENT, height)
                    arrow.state = base.state | State.State_Children | State.State_Item
                    if r not in self._folded:
                        arrow.state |= State.State_Open
                    style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorBranch, arrow, painter, self)
            r += 1
        painter.end()

    # --- the font ------------------------------------------------------------------------------

    def changeEvent(self, event):
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights_by_text.clear()
            bold = QFont(self.font())
            bold.setBold(True)
            self._rows.bold_font = bold
            self.doItemsLayout()

    def viewportSizeHint(self):
        return QSize(self.viewport().width(), self._content_height())

