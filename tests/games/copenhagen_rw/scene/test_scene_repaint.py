"""What the table shows on screen follows the game: pieces keep a cached picture, and
a change of look (a cell drawn, a sheet moving to the front) must still reach the
screen."""

from __future__ import annotations

from PySide6.QtGui import QImage
from scene_helpers import NAMES, rolled, with_sheet

from copenhagen_gui.games.copenhagen_rw.rules.components import bit
from copenhagen_gui.games.copenhagen_rw.scene import ViewHints


def picture_of(view, item) -> QImage:
    """The item's area as the viewport shows it now."""
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return view.viewport().grab(rect).toImage()


def test_a_cell_drawn_after_the_first_paint_shows_its_cross(qtbot, table):
    scene, view = table
    state = rolled(2)
    scene.sync(state, NAMES[:2], ViewHints())
    cell = scene.cell_item(0, 2, 0)
    empty = picture_of(view, cell)
    assert picture_of(view, cell) == empty  # the cached picture is stable

    marked = with_sheet(state, 0, filled=bit(2, 0), crosses=bit(2, 0))
    scene.sync(marked, NAMES[:2], ViewHints())
    qtbot.waitUntil(lambda: picture_of(view, cell) != empty)
    scene.sync(state, NAMES[:2], ViewHints())  # undone: the empty cell comes back
    qtbot.waitUntil(lambda: picture_of(view, cell) == empty)


def test_a_sheet_given_the_large_place_shows_its_marks_at_the_new_size(qtbot, table):
    scene, view = table
    state = with_sheet(rolled(4), 1, filled=bit(0, 0), crosses=bit(0, 0))
    scene.sync(state, NAMES, ViewHints())
    crossed, empty = scene.cell_item(1, 0, 0), scene.cell_item(1, 1, 0)
    side_width = picture_of(view, crossed).width()
    # Player 2's seat is the large one (the person's, in a game against computers).
    scene.sync(state, NAMES, ViewHints(home_seat=1))
    qtbot.waitUntil(lambda: picture_of(view, crossed).width() > side_width * 1.3)
    qtbot.waitUntil(lambda: picture_of(view, crossed) != picture_of(view, empty))


def test_a_sheet_coming_back_to_the_large_place_shows_what_changed_meanwhile(qtbot, table):
    scene, view = table
    state = rolled(4)
    scene.sync(state, NAMES, ViewHints(home_seat=1))
    cell = scene.cell_item(1, 0, 0)
    qtbot.waitUntil(lambda: picture_of(view, cell).width() > 30)
    empty_in_front = picture_of(view, cell)
    scene.sync(state, NAMES, ViewHints())  # back to the side, where its cell is drawn
    drawn = with_sheet(state, 1, filled=bit(0, 0), crosses=bit(0, 0))
    scene.sync(drawn, NAMES, ViewHints())
    scene.sync(drawn, NAMES, ViewHints(home_seat=1))
    qtbot.waitUntil(lambda: picture_of(view, cell).size() == empty_in_front.size())
    qtbot.waitUntil(lambda: picture_of(view, cell) != empty_in_front)
