"""The shared part of "What is this?": where the bubble goes beside a piece, and the
Help menu's switch in and out of Qt's What's This mode."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWhatsThis

from copenhagen_gui.shell.whats_this import EDGE, GAP, place_beside

AREA = QRect(0, 0, 1000, 600)


def test_the_bubble_goes_to_the_right_of_a_piece_where_there_is_room():
    piece = QRect(100, 200, 40, 40)
    corner = place_beside(piece, 300, 100, AREA)
    assert corner.x() == 140 + GAP  # right of the piece
    assert corner.y() == piece.center().y() - 50  # centred on it


def test_the_bubble_goes_to_the_left_of_a_piece_at_the_right_edge():
    corner = place_beside(QRect(900, 200, 40, 40), 300, 100, AREA)
    assert corner.x() == 900 - GAP - 300


def test_the_bubble_stays_inside_the_table():
    corner = place_beside(QRect(100, 2, 40, 20), 300, 100, AREA)
    assert corner.y() == EDGE  # moved down, not cut by the top edge
    wide = place_beside(QRect(300, 500, 400, 90), 320, 100, AREA)  # no room left or right
    assert AREA.contains(QRect(wide, QRect(0, 0, 320, 100).size()))
    assert wide.y() + 100 <= 500  # above the piece: below there is no room


def test_help_what_is_this_switches_the_mode_and_esc_leaves_it(main_window):
    action = main_window.actions.get("whats-this")
    assert action.shortcut().toString() == "Shift+F1"
    assert action in main_window.help_menu.actions()
    action.trigger()
    assert QWhatsThis.inWhatsThisMode() and action.isChecked()
    QTest.keyClick(main_window, Qt.Key.Key_Escape)
    assert not QWhatsThis.inWhatsThisMode()
    assert not action.isChecked()  # the menu says the mode is over
    action.trigger()
    action.trigger()  # chosen again: the mode ends
    assert not QWhatsThis.inWhatsThisMode() and not action.isChecked()
