"""The History adds a move at the cost of that move: the rows above keep their place and
are not measured or painted again, the view follows the game only when its last line
was in sight, and its scroll bar repaints only when it looks different. And it is still
what a list is to a user: keyboard, folding a group, assistive tools."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyledItemDelegate

from copenhagen_gui.core import registry
from copenhagen_gui.shell.history_panel import STATE_ROLE
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings
from tests.history_outline import lines, outline, rows


class _CountingDelegate(QStyledItemDelegate):
    """The view's own kind of delegate, noting which rows it paints."""

    def __init__(self, parent):
        super().__init__(parent)
        self.painted: list[int] = []

    def paint(self, painter, option, index):
        self.painted.append(index.row())
        super().paint(painter, option, index)


def _window(qtbot, game_id: str = "copenhagen-rw") -> MainWindow:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.start_game(registry.get(game_id).default_options(2), ["Anna", "Mads"], 5, game_id=game_id)
    mode = window.mode
    while getattr(mode, "start_setup", None) is not None:  # Roll & Write's start tracks
        mode.start_picker.buttons[None].click()
    window.show()
    window.history_dock.show()
    return window


def _move(window, rng) -> None:
    session = window.session
    seat = min(session.spec.seats_to_act(session.state))
    assert session.perform(rng.choice(list(session.spec.legal_actions(session.state, seat)))) is None
    session.confirm_turn()


def _settled(qtbot, view) -> None:
    """The History has caught up and painted what it was asked to."""
    qtbot.waitUntil(lambda: not view.catching_up())
    QApplication.processEvents()  # the paint it asked for
    QApplication.processEvents()


def _painted_out(qtbot, delegate) -> None:
    """Until the rows' paints stop (a new delegate repaints them all)."""
    seen = [-1]

    def still() -> bool:
        done = len(delegate.painted) == seen[0]
        seen[0] = len(delegate.painted)
        return done

    qtbot.waitUntil(still)


def _long_game(qtbot, moves: int = 70):
    window = _window(qtbot)
    view = window.history_view
    rng = random.Random(4)
    for _ in range(moves):
        _move(window, rng)
    _settled(qtbot, view)
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() > 0)  # more moves than fit
    return window, view, rng


def test_a_move_paints_only_its_own_rows_and_moves_the_rest_up(qtbot):
    window, view, rng = _long_game(qtbot)
    delegate = _CountingDelegate(view)
    view.setItemDelegate(delegate)
    _painted_out(qtbot, delegate)
    assert view.at_end()
    for _ in range(12):
        tops = [view.visualRect(index).top() for index in rows(view)]
        before = len(tops)
        delegate.painted.clear()
        _move(window, rng)
        _settled(qtbot, view)
        added = list(range(before, len(rows(view))))  # the move, and its turn's and round's headings
        assert 1 <= len(added) <= 3
        assert sorted(set(delegate.painted)) == added  # no row above painted again
        assert view.at_end()  # the last move in sight, whole
        rise = tops[-1] - view.visualRect(rows(view)[before - 1]).top()
        assert rise > 0 and all(view.visualRect(rows(view)[r]).top() == tops[r] - rise for r in range(before))


def test_a_move_measures_only_its_own_rows(qtbot, monkeypatch):
    window, view, rng = _long_game(qtbot)
    measured = []
    real = view._row_height
    monkeypatch.setattr(view, "_row_height", lambda row, width: (measured.append(row), real(row, width))[1])
    for _ in range(10):
        before = len(rows(view))
        measured.clear()
        _move(window, rng)
        _settled(qtbot, view)
        assert [row.text for row in measured] == [index.data() for index in rows(view)[before:]]


def test_looking_back_the_view_stays_where_it_is_and_paints_nothing(qtbot):
    window, view, rng = _long_game(qtbot)
    delegate = _CountingDelegate(view)
    view.setItemDelegate(delegate)
    view.scrollTo(rows(view)[3], view.ScrollHint.PositionAtTop)  # a player reads the first rounds
    _painted_out(qtbot, delegate)
    value = view.verticalScrollBar().value()
    delegate.painted.clear()
    for _ in range(5):
        _move(window, rng)
        _settled(qtbot, view)
    assert view.verticalScrollBar().value() == value and not view.at_end()
    assert delegate.painted == []  # the new rows are below what is in sight


def test_the_scroll_bar_repaints_only_its_handle_and_only_when_it_moved_visibly(qtbot):
    window, view, rng = _long_game(qtbot, moves=120)
    bar = view.verticalScrollBar()
    paints = []

    class Paints(QObject):
        def eventFilter(self, _watched, event):
            if event.type() == QEvent.Type.Paint:
                paints.append(event.rect())
            return False

    watch = Paints(bar)
    bar.installEventFilter(watch)
    handles = set()
    for _ in range(20):
        _move(window, rng)
        _settled(qtbot, view)
        handles.add(bar._look()[0].getRect())
        shown, now = bar._painted[0], bar._look()[0]  # the handle on the screen, and where it is
        assert max(abs(shown.top() - now.top()), abs(shown.bottom() - now.bottom())) <= 2
    assert bar.value() == bar.maximum()
    assert len(paints) <= len(handles) and len(paints) < 20  # not per move: once it is off by 3 pixels
    handle = bar._look()[0]
    assert paints and all(rect.height() < 2 * handle.height() < bar.height() for rect in paints)


def test_the_keyboard_walks_the_rows_and_enter_shows_that_moment(qtbot):
    window, view, _rng = _long_game(qtbot)
    view.setFocus()
    first = rows(view)[0]
    view.setCurrentIndex(first)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == 1 and view.selectionModel().isSelected(view.currentIndex())
    QTest.keyClick(view, Qt.Key.Key_Down)
    line = view.currentIndex()
    assert line.row() == 2 and line in lines(view)
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert view.currentIndex().row() == 1
    QTest.keyClick(view, Qt.Key.Key_End)
    assert view.currentIndex() == lines(view)[-1] and view.at_end()
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert view.currentIndex() == first and view.verticalScrollBar().value() == 0
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.preview.active and window.preview.state is line.data(STATE_ROLE)
    window.preview_banner.click()
    assert not window.preview.active


def test_a_group_folds_by_its_arrow_and_by_the_keyboard(qtbot):
    window, view, _rng = _long_game(qtbot)
    round_one, turns = outline(view)[0]
    hidden = [index for turn, moves in turns for index in [turn] + [m for m, _ in moves]]
    view.scrollTo(round_one, view.ScrollHint.PositionAtTop)
    row = view.visualRect(round_one)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, row.center().y()))  # its arrow
    assert all(view.isIndexHidden(index) and not view.visualRect(index).isValid() for index in hidden)
    below = outline(view)[1][0]
    assert view.visualRect(below).top() == view.visualRect(round_one).bottom() + 1  # the next round moves up
    assert view.selectionModel().selectedIndexes() == []  # the arrow folds; it does not pick the row
    view.setFocus()
    view.setCurrentIndex(round_one)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex() == below  # the folded rows are skipped
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Right)  # unfold
    assert not any(view.isIndexHidden(index) for index in hidden)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex() == turns[0][0]
    QTest.keyClick(view, Qt.Key.Key_Left)  # fold the turn
    assert all(view.isIndexHidden(m) for m, _ in turns[0][1])
    QTest.keyClick(view, Qt.Key.Key_Left)  # up to its round
    assert view.currentIndex() == round_one


def test_assistive_tools_read_the_rows(qtbot):
    window, view, _rng = _long_game(qtbot)
    QAccessible.setActive(True)
    try:
        face = QAccessible.queryAccessibleInterface(view)
        assert face is not None and face.role() == QAccessible.Role.List
        assert face.childCount() == len(rows(view))
        texts = [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())]
        assert texts == [index.data() for index in rows(view)]
        view.setFocus()
        view.setCurrentIndex(rows(view)[0])
        QTest.keyClick(view, Qt.Key.Key_Down)  # told to the tools as the row in focus, selected
        assert face.child(1).state().selected and not face.child(0).state().selected
        assert face.childAt(*view.viewport().mapToGlobal(view.visualRect(rows(view)[1]).center()).toTuple()) \
            .text(QAccessible.Text.Name) == rows(view)[1].data()
    finally:
        QAccessible.setActive(False)


@pytest.mark.parametrize("width", [170, 420])
def test_the_rows_wrap_to_the_width_and_the_last_stays_in_sight(qtbot, width):
    window, view, _rng = _long_game(qtbot)
    window.resizeDocks([window.history_dock], [width], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(view.width() - width) < 40)
    _settled(qtbot, view)
    assert view.at_end()
    shown = [view.visualRect(index) for index in rows(view)]
    assert all(a.bottom() + 1 == b.top() for a, b in zip(shown, shown[1:]))  # no gap, no overlap
    assert view.viewport().rect().contains(shown[-1])
    assert view.indexAt(shown[-1].center()) == rows(view)[-1]
    assert view.indexAt(shown[-1].bottomLeft() + QPoint(0, 5)) == QModelIndex()  # nothing below the last


def test_undone_moves_leave_with_their_rows_and_the_last_left_stays_in_sight(qtbot):
    window, view, rng = _long_game(qtbot)
    session = window.session
    undone = 0
    while session.can_undo() and undone < 4:
        session.undo()
        undone += 1
    _settled(qtbot, view)
    assert undone and [index.data() for index in lines(view)][-1] == _last_move_said(window)
    shown = [view.visualRect(index) for index in rows(view)]
    assert all(a.bottom() + 1 == b.top() for a, b in zip(shown, shown[1:]))
    assert view.at_end() and view.viewport().rect().contains(shown[-1])
    _move(window, rng)  # and the game goes on from there
    _settled(qtbot, view)
    assert [index.data() for index in lines(view)][-1] == _last_move_said(window) and view.at_end()


def _last_move_said(window) -> str:
    session = window.session
    command = session.undo_stack.command(session.undo_stack.index() - 1)
    return "; ".join(window.mode.history_text(action, session.names) for action in command.actions)
