"""Clicks and wheel turns on a real TableView reach the scene's intent signals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from scene_helpers import NAMES, rolled, with_sheet

from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS, Colour
from copenhagen_gui.games.copenhagen_rw.scene import ViewHints
from copenhagen_gui.games.copenhagen_rw.scene import geometry as geo


def click(qtbot, view, item, button=Qt.LeftButton):
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), button, pos=pos)


def record(signal) -> list:
    seen = []
    signal.connect(lambda *args: seen.append(args))
    return seen


@pytest.mark.parametrize("players", [2, 4])
def test_clicks_on_items_emit_the_matching_intents(qtbot, table, players):
    scene, view = table
    state = with_sheet(rolled(players), 0, tracks=(0, 0, 0, 0, 1), ready=(0, 0, 0, 0, 1))
    scene.sync(state, NAMES[:players], ViewHints())
    cells, shapes, dice = record(scene.cell_clicked), record(scene.shape_clicked), record(scene.die_clicked)
    tracks, abilities = record(scene.track_clicked), record(scene.ability_clicked)
    bonuses = record(scene.bonus_clicked)
    last = players - 1
    click(qtbot, view, scene.cell_item(0, 2, 3))
    click(qtbot, view, scene.cell_item(last, 4, 8))
    click(qtbot, view, scene.shape_item("green-5"))
    click(qtbot, view, scene.shape_item("purple-4b"))
    click(qtbot, view, scene.die_item(3))
    for colour in TRACK_COLOURS:  # on a box (the +s under the boxes are bonuses)
        box = scene.track_item(last, colour).mapToScene(geo.track_box_rect(Colour(colour).index, 5).center())
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.mapFromScene(box))
    click(qtbot, view, scene.ability_item(0, "reroll"))
    click(qtbot, view, scene.ability_item(last, "new_choice"))
    click(qtbot, view, scene.bonus_item(0, "yellow"))
    assert cells == [(0, 2, 3), (last, 4, 8)]
    assert shapes == [("green-5",), ("purple-4b",)]
    assert dice == [(3,)]
    assert tracks == [(last, c.value) for c in TRACK_COLOURS]
    assert abilities == [(0, "reroll"), (last, "new_choice")]
    assert bonuses == [(0, "yellow")]


# QTest says when a click it sent was not taken by the widget: that is what these
# clicks on nothing (or the release of a right-click, which acts on the press) are.
UNTAKEN_CLICK = r'^Mouse event "Mouse(Press|Release)" not accepted by receiving widget$'


@pytest.mark.qt_log_ignore(UNTAKEN_CLICK)
def test_click_between_pieces_emits_nothing(qtbot, table):
    scene, view = table
    scene.sync(rolled(3), NAMES[:3], ViewHints())
    intents = [record(s) for s in (scene.cell_clicked, scene.shape_clicked, scene.die_clicked,
                                   scene.track_clicked, scene.ability_clicked, scene.bonus_clicked)]
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=QPoint(2, 2))
    header = scene.sheet_item(0).header
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.mapFromScene(header.sceneBoundingRect().center()))
    assert all(seen == [] for seen in intents)


def test_hovering_a_building_reports_the_cell_and_leaving_it_reports_none(qtbot, table):
    scene, view = table
    scene.sync(rolled(2), NAMES[:2], ViewHints())
    away_from_the_pieces(qtbot, view)
    hovered = record(scene.cell_hovered)
    for x, y in ((1, 0), (1, 1)):
        pos = view.mapFromScene(scene.cell_item(1, x, y).sceneBoundingRect().center())
        qtbot.mouseMove(view.viewport(), pos)
        qtbot.waitUntil(lambda x=x, y=y: bool(hovered) and hovered[-1] == (1, x, y))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.die_item(0).sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: hovered[-1] == (-1, -1, -1))
    assert hovered[:2] == [(1, 1, 0), (1, 1, 1)]
    assert hovered[-1] == (-1, -1, -1)


def away_from_the_pieces(qtbot, view):
    """The pointer on the table's corner first: Qt drops a move to where the pointer
    already is (an earlier test may have left it over the very piece to hover)."""
    qtbot.mouseMove(view.viewport(), QPoint(1, 1))


def wheel(view, delta: int):
    pos = QPointF(view.viewport().rect().center())
    event = QWheelEvent(pos, view.viewport().mapToGlobal(pos), QPoint(), QPoint(0, delta),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_wheel_rotates_only_while_a_shape_is_selected(qtbot, table):
    scene, view = table
    state = rolled(2)
    rotations = record(scene.rotate_requested)
    scene.sync(state, NAMES[:2], ViewHints())
    wheel(view, 120)
    assert rotations == []
    scene.sync(state, NAMES[:2], ViewHints(selected_shape="red-2"))
    wheel(view, 120)
    wheel(view, -120)
    wheel(view, 60)  # half a notch (touchpad): nothing yet
    assert rotations == [(1,), (-1,)]
    wheel(view, 60)
    assert rotations == [(1,), (-1,), (1,)]


@pytest.mark.qt_log_ignore(UNTAKEN_CLICK)
def test_right_click_asks_for_a_rotation(qtbot, table):
    scene, view = table
    scene.sync(rolled(2), NAMES[:2], ViewHints(selected_shape="red-2"))
    rotations, cells = record(scene.rotate_requested), record(scene.cell_clicked)
    click(qtbot, view, scene.cell_item(0, 0, 0), Qt.RightButton)
    assert rotations == [(1,)] and cells == []


@pytest.mark.parametrize("size", [(1400, 900), (1000, 700), (800, 900)])
def test_view_shows_the_whole_table_at_any_window_size(qtbot, table, size):
    scene, view = table
    scene.sync(rolled(4), NAMES, ViewHints())
    view.resize(*size)

    def fitted() -> bool:
        shown = view.mapFromScene(scene.sceneRect()).boundingRect()
        viewport = view.viewport().rect()
        # the whole table, its aspect kept, filling one dimension of the window
        return viewport.adjusted(-2, -2, 2, 2).contains(shown) and (
            shown.width() >= viewport.width() - 4 or shown.height() >= viewport.height() - 4)

    qtbot.waitUntil(fitted)


def test_clickable_pieces_light_up_under_the_mouse(qtbot, table):
    scene, view = table
    scene.sync(rolled(2), NAMES[:2], ViewHints())
    shape, die = scene.shape_item("blue-3"), scene.die_item(2)
    away_from_the_pieces(qtbot, view)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(shape.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: shape.hovered)
    assert not die.hovered
    qtbot.mouseMove(view.viewport(), view.mapFromScene(die.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: die.hovered)
    assert not shape.hovered
