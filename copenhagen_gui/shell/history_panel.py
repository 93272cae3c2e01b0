"""The History dock: the moves of the game on the table, grouped by round and by turn
(whose turn, then each move in the words of the game's ``action_text``), built from
the session's undo stack, so what it lists is what the record holds.

Each line is kept as the action it names (not as a sentence): the tree is rebuilt in
the new language on a language change. Clicking a line asks to look at the table as it
was just after that move (``preview_requested``); the window shows it read-only. Its
context menu offers to replay the game from that moment on (``replay_requested``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
)

from copenhagen_gui.shell.text import auto_text_safe, fill

# Item data roles: the state just after the line's moves; the round it belongs to.
STATE_ROLE = Qt.ItemDataRole.UserRole
ROUND_ROLE = Qt.ItemDataRole.UserRole + 1


def state_after(command) -> Any:
    """The state just after an applied undo command (one action or a gesture)."""
    steps = getattr(command, "steps", None)
    return steps[-1].after if steps else command.after


# What a row's picture depends on besides its text and size.
_STATES = (QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_MouseOver | QStyle.StateFlag.State_HasFocus
           | QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Active).value
_PICTURES_KEPT = 200  # rows' pictures: a few screens of them


class _WrappingDelegate(QStyledItemDelegate):
    """Row heights for wrapped lines measured at the width a line really gets: the
    column less the indentation of its depth (the tree measures the whole column).
    The panel gives each row its height as data (``row_size``) when it is added or the
    width changes: with rows of different heights the tree asks every row in sight
    again whenever a line is added, and the style's own answer from the data costs
    no Python.

    Sizes are remembered by text, width and weight: a long game has hundreds. So are
    the pictures of the rows last painted: a line added lays the tree out again and
    repaints every row in sight, which is then a copy for all but the new one (laying
    out wrapped text is most of a row's painting)."""

    def __init__(self, parent):
        super().__init__(parent)
        self._sizes: dict[tuple[str, int, bool], QSize] = {}
        self._pictures: dict[tuple, QPixmap] = {}  # the most recently painted last

    def paint(self, painter, option, index):
        rect = option.rect
        ratio = painter.device().devicePixelRatioF()
        font = index.data(Qt.ItemDataRole.FontRole)
        key = (index.data() or "", rect.width(), rect.height(), option.state.value & _STATES,
               font is not None and font.bold(), ratio)
        picture = self._pictures.pop(key, None)
        if picture is None:
            picture = QPixmap(QSize(rect.width(), rect.height()) * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            inner.setRenderHints(painter.renderHints())
            at_origin = QStyleOptionViewItem(option)
            at_origin.rect = QRect(0, 0, rect.width(), rect.height())
            super().paint(inner, at_origin, index)
            inner.end()
            while len(self._pictures) >= _PICTURES_KEPT:
                self._pictures.pop(next(iter(self._pictures)))
        self._pictures[key] = picture
        painter.drawPixmap(rect.topLeft(), picture)

    def row_size(self, text: str, bold: bool, depth: int) -> QSize:
        """The size of a row showing ``text`` at ``depth`` (0: top level), wrapped."""
        view = self.parent()
        width = max(40, view.columnWidth(0) - (depth + 1) * view.indentation() - 8)
        key = (text, width, bold)
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 4000:  # a few games' worth: start again
                self._sizes.clear()
            font = QFont(view.font())
            font.setBold(bold)
            wrapped = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
            size = self._sizes[key] = QSize(width, max(self._line_height(font), wrapped.height() + 4))
        return QSize(size)

    def _line_height(self, font: QFont) -> int:
        """The style's height of a row of one line."""
        view = self.parent()
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.font = font
        option.fontMetrics = QFontMetrics(font)
        option.text = "M"
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
        return view.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, QSize(), view).height()

    def forget(self) -> None:
        """The view's font, style or palette changed: measure and paint again."""
        self._pictures.clear()
        self._sizes.clear()


class HistoryPanel(QTreeWidget):
    # a past state and the round it belongs to (None when the game has no rounds)
    preview_requested = Signal(object, object)
    replay_requested = Signal(object)  # replay the game from this past state on

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
        self.header().sectionResized.connect(self._refit)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setExpandsOnDoubleClick(False)
        self._session = None
        self._mode = None
        # (undo command, its line item, round, turn seat) per line shown, oldest first
        self._shown: list[tuple[Any, QTreeWidgetItem, int | None, int | None]] = []
        self._stale = False  # moves happened while hidden: rebuilt when shown
        self._placeholder: QTreeWidgetItem | None = None
        self._showing_last = False
        self._catch_up = QTimer(self)
        self._catch_up.setSingleShot(True)
        self._catch_up.setInterval(0)
        self._catch_up.timeout.connect(self.follow)
        self.itemClicked.connect(self._clicked)

    def set_game(self, session, mode) -> None:
        """Follow ``session`` (``mode``: its game's texts and turns); None: no game (the
        one followed, still alive, is let go)."""
        if self._session is not None:
            self._session.undo_stack.indexChanged.disconnect(self._catch_up_soon)
        self._catch_up.stop()
        self._session, self._mode = session, mode
        if session is not None:
            session.undo_stack.indexChanged.connect(self._catch_up_soon)
        self.rebuild()

    # --- building -----------------------------------------------------------------------

    def _entry(self, command) -> tuple[int | None, int | None, str, Any]:
        """(round, turn seat, line, state after) of one applied undo command."""
        session, mode = self._session, self._mode
        spec, actions = session.spec, command.actions
        turn = mode.turn_of(command.before)
        if turn is None:
            seat = next((spec.action_seat(a) for a in actions if spec.action_seat(a) is not None), None)
            round_number = None
        else:
            round_number, seat = turn
        line = "; ".join(mode.history_text(a, session.names) for a in actions)
        return round_number, seat, line, state_after(command)

    def groups(self) -> list[tuple[int | None, list[tuple[int | None, list[tuple[str, Any]]]]]]:
        """[(round, [(turn seat, [(line, state after), ...]), ...]), ...] of the applied
        moves, oldest first. A game whose mode names no turns is grouped by who acted."""
        if self._session is None or self._mode is None:
            return []
        stack = self._session.undo_stack
        rounds: list = []
        for i in range(stack.index()):
            round_number, seat, line, state = self._entry(stack.command(i))
            if not rounds or rounds[-1][0] != round_number:
                rounds.append((round_number, []))
            turns = rounds[-1][1]
            if not turns or turns[-1][0] != seat:
                turns.append((seat, []))
            turns[-1][1].append((line, state))
        return rounds

    def rebuild(self, *_) -> None:
        """Every line again (a new game, a new language)."""
        self.clear()
        self._shown = []
        self._stale = False
        self._placeholder = None
        if self._session is None or self._mode is None:
            return
        if not self.isVisible():  # built when the dock is shown: a hidden tree costs no click
            self._stale = True
            return
        self.follow()

    def _catch_up_soon(self, *_) -> None:
        """A move, undo or redo: the tree follows once the table has painted it. The
        table is the answer to the click; the History comes a moment later, once for
        all the moves of that click (a move and what the game then does by itself)."""
        if self.isVisible():
            self._catch_up.start()
        else:  # rebuilt when shown: a hidden History costs a move nothing
            self._stale = self._session is not None

    def catching_up(self) -> bool:
        """Moves were made that the tree shows once the event loop turns."""
        return self._catch_up.isActive()

    def follow(self, *_) -> None:
        """Bring the tree up to the undo stack's index: usually one line more or less.
        Commands below the index never change (the stack only drops those above it), so
        the lines kept are those whose command is still at its place."""
        if self._session is None or self._mode is None:
            return
        if not self.isVisible():
            self._stale = True
            return
        if self._stale:
            self.rebuild()
            return
        stack = self._session.undo_stack
        count = stack.index()
        keep = min(len(self._shown), count)
        while keep and stack.command(keep - 1) is not self._shown[keep - 1][0]:
            keep -= 1
        self.setUpdatesEnabled(False)
        try:
            while len(self._shown) > keep:
                self._remove_last()
            for i in range(keep, count):
                self._append(stack.command(i))
            self._show_start_when_empty()
        finally:
            self.setUpdatesEnabled(True)
        # The scroll a moment later: scrolling lays the tree out at once, which would
        # come before the table's paint (measured: +2 ms on the click).
        self._show_last_soon()

    def _show_last_soon(self) -> None:
        """Scroll to the last line once the tree has laid out its rows (wrapped lines
        change height with the width, which a dock being shown is still settling)."""
        if not self._showing_last:
            self._showing_last = True
            QTimer.singleShot(0, self, self._show_last)

    def _show_last(self) -> None:
        self._showing_last = False
        if self._shown:
            self.scrollToItem(self._shown[-1][1])

    def _fit(self, item: QTreeWidgetItem, depth: int) -> None:
        """Give ``item`` (at ``depth``) the height of its wrapped text."""
        item.setData(0, Qt.ItemDataRole.SizeHintRole,
                     self.itemDelegate().row_size(item.text(0), item.font(0).bold(), depth))

    def _refit(self, *_) -> None:
        """The column's width or the font changed: every row's height again."""
        items = [(self.topLevelItem(i), 0) for i in range(self.topLevelItemCount())]
        while items:
            item, depth = items.pop()
            self._fit(item, depth)
            items.extend((item.child(i), depth + 1) for i in range(item.childCount()))

    def _append(self, command) -> None:
        round_number, seat, line, state = self._entry(command)
        last = self._shown[-1] if self._shown else None
        line_item = QTreeWidgetItem([line])
        line_item.setData(0, STATE_ROLE, state)
        line_item.setData(0, ROUND_ROLE, round_number)
        line_item.setToolTip(0, auto_text_safe(line))  # it names a player
        turn_item = last[1].parent() if last is not None else None
        round_item = turn_item.parent() if turn_item is not None else None
        same_round = last is not None and last[2] == round_number
        if not same_round and round_number is not None:
            round_item = QTreeWidgetItem([fill(self.tr("Round %1"), str(round_number))])
            round_item.setData(0, ROUND_ROLE, round_number)
            font = round_item.font(0)
            font.setBold(True)
            round_item.setFont(0, font)
            self._fit(round_item, 0)
            self.addTopLevelItem(round_item)
            round_item.setExpanded(True)
        if not same_round or last[3] != seat:
            names = self._session.names
            who = names[seat] if seat is not None and 0 <= seat < len(names) else self.tr("The game")
            turn_item = QTreeWidgetItem([fill(self.tr("%1’s turn"), who)])
            turn_item.setData(0, ROUND_ROLE, round_number)
            self._fit(turn_item, 0 if round_number is None else 1)
            if round_number is None:
                self.addTopLevelItem(turn_item)
            else:
                round_item.addChild(turn_item)
            turn_item.setExpanded(True)
        self._fit(line_item, 1 if round_number is None else 2)
        turn_item.addChild(line_item)
        for group in (turn_item, round_item):  # a group looks at the moment after its last line
            if group is not None:
                group.setData(0, STATE_ROLE, state)
        self._shown.append((command, line_item, round_number, seat))

    def _remove_last(self) -> None:
        _command, line_item, _round, _seat = self._shown.pop()
        turn_item = line_item.parent()
        round_item = turn_item.parent()
        turn_item.removeChild(line_item)
        for group in (turn_item, round_item):
            if group is None:
                continue
            if group.childCount() == 0:
                owner = group.parent()
                if owner is None:
                    self.takeTopLevelItem(self.indexOfTopLevelItem(group))
                else:
                    owner.removeChild(group)
            else:  # it now ends on an earlier line
                group.setData(0, STATE_ROLE, self._last_line(group).data(0, STATE_ROLE))

    @staticmethod
    def _last_line(group: QTreeWidgetItem) -> QTreeWidgetItem:
        while group.childCount():
            group = group.child(group.childCount() - 1)
        return group

    def _show_start_when_empty(self) -> None:
        if self._shown and self._placeholder is not None:
            self.takeTopLevelItem(self.indexOfTopLevelItem(self._placeholder))
            self._placeholder = None
        elif not self._shown and self._placeholder is None:
            self._placeholder = QTreeWidgetItem([self.tr("Start of the game")])
            self._placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self._fit(self._placeholder, 0)
            self.addTopLevelItem(self._placeholder)

    def showEvent(self, event):
        super().showEvent(event)
        if self._stale:
            self.rebuild()

    # --- looking back ---------------------------------------------------------------------

    def _clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        state = item.data(0, STATE_ROLE)
        if state is not None:
            self.preview_requested.emit(state, item.data(0, ROUND_ROLE))

    def contextMenuEvent(self, event):
        item = self.itemAt(event.pos())
        state = item.data(0, STATE_ROLE) if item is not None else None
        if state is None:
            return
        from PySide6.QtWidgets import QMenu

        menu = QMenu(self)
        menu.setObjectName("history-menu")
        replay = menu.addAction(self.tr("&Replay from here"))
        replay.setObjectName("action-history-replay")
        replay.triggered.connect(lambda: self.replay_requested.emit(state))
        menu.popup(event.globalPos())
        menu.aboutToHide.connect(menu.deleteLater)

    def resizeEvent(self, event):
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # the wrapped lines take their new heights
        if at_end:  # a player following the game keeps seeing its last move
            self._show_last_soon()

    def changeEvent(self, event):
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.PaletteChange):
            self.itemDelegate().forget()
            if event.type() != QEvent.Type.PaletteChange:
                self._refit()
        if event.type() == QEvent.Type.LanguageChange:
            self.rebuild()  # the same moves, said in the new language
        super().changeEvent(event)
