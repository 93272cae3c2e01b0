"""What a click on the Lost Cities table costs, counted (issue 29): a piece's cursor is
set on the table only when it changes (each setCursor of an item in a shown scene asks
the window system where the pointer is), yet the dice a player may take and the lit
cells still show the pointing hand; a refusal repaints the dice column, a decision
passing on the status lines, not whole sheets or headers; the window refreshes the
game's commands once per click."""

import pytest
from lcrw_qt_helpers import make_session
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from test_lcrw_qt_table import click, roll_fixed, start

from copenhagen_gui.core import registry
from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode
from copenhagen_gui.games.lost_cities_rw.rules.components import Colour
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase
from copenhagen_gui.games.lost_cities_rw.scene import geometry as geo
from copenhagen_gui.games.lost_cities_rw.scene.items import DieItem, SheetItem, SpotItem


@pytest.fixture
def cursors_set(monkeypatch):
    """Every setCursor of a die or a lit cell: (item, whether it was on the table)."""
    calls = []
    for cls in (DieItem, SpotItem):
        def counted(self, cursor):
            calls.append((self, self.scene() is not None))
            QGraphicsItem.setCursor(self, cursor)
        monkeypatch.setattr(cls, "setCursor", counted)
    return calls


def test_a_sync_that_changes_no_die_sets_no_cursor(table, cursors_set):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (3, 6, 8), (Colour.RED, Colour.GREEN, Colour.BLUE))
    hints = mode.controller.hints()
    cursors_set.clear()
    mode.scene.sync(session.state, hints)
    mode.controller.sync()
    assert [item for item, _ in cursors_set if isinstance(item, DieItem)] == []


def test_the_dice_a_player_may_take_show_the_hand_and_the_others_the_arrow(table, cursors_set):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (3, 6, 8), (Colour.RED, Colour.GREEN, Colour.BLUE))
    dice = mode.scene.dice.values()
    available = [d for d in dice if d.look.available]
    assert available and all(d.cursor().shape() == Qt.PointingHandCursor for d in available)
    assert all(d.cursor().shape() == Qt.ArrowCursor for d in dice if not d.look.available)
    # picking a die: only the dice whose "may take" changed get a new cursor
    before = {id(d): d.look.available for d in dice}
    cursors_set.clear()
    mode.controller.pick_die("number", 0)
    flipped = {id(d) for d in dice if d.look.available != before[id(d)]}
    assert {id(item) for item, _ in cursors_set} == flipped
    assert all(d.cursor().shape() == (Qt.PointingHandCursor if d.look.available else Qt.ArrowCursor)
               for d in dice)


def test_a_lit_cell_gets_its_hand_before_it_is_on_the_table(table, cursors_set):
    _, mode = table
    session = start(mode, make_session(2))
    cursors_set.clear()
    roll_fixed(session, (4, 4, 4), (Colour.BLUE, Colour.BLUE, Colour.BLUE))
    spot = mode.scene.spot_item(0, ("square", int(Colour.BLUE), 0))
    assert spot is not None and spot.scene() is mode.scene
    assert spot.cursor().shape() == Qt.PointingHandCursor
    spots_set = [on_table for item, on_table in cursors_set if isinstance(item, SpotItem)]
    assert spots_set and not any(spots_set)


def test_a_refusal_repaints_the_dice_column_not_the_sheet(table, qtbot, monkeypatch):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (3, 6, 8), (Colour.RED, Colour.GREEN, Colour.BLUE))
    QTest.mouseMove(mode.view.viewport(), QPoint(2, 2))
    mode.view.viewport().grab()  # every piece painted once, as the player sees it
    painted = []
    for name in ("paint", "_paint_track"):
        real = getattr(SheetItem, name)
        monkeypatch.setattr(SheetItem, name, lambda self, painter, *rest, _name=name, _real=real: (
            painted.append((self.seat, _name, rest[-1] if _name == "_paint_track" else None)),
            _real(self, painter, *rest))[1])
    seat = mode.controller.deciding()
    marks = session.state.sheets[seat].dice_marks
    assert mode.controller.refuse()
    assert session.state.sheets[seat].dice_marks == marks + 1
    qtbot.waitUntil(lambda: (seat, "_paint_track", (geo.DICE_COLUMN, marks + 1)) in painted)
    mode.view.viewport().grab()
    assert {p for p in painted if p[1] == "_paint_track"} == {(seat, "_paint_track", (geo.DICE_COLUMN, marks + 1))}
    assert not [p for p in painted if p[1] == "paint"]  # no sheet painted whole


def test_a_click_in_the_window_refreshes_the_commands_once(main_window, qtbot, monkeypatch):
    refreshed = []
    real = LostCitiesMode.refresh
    monkeypatch.setattr(LostCitiesMode, "refresh", lambda self: (refreshed.append(self), real(self))[1])
    window = main_window
    window.start_game(registry.get("lost-cities-rw").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="lost-cities-rw", bots=[None, None], autosave=False)
    mode, session = window.mode, window.session
    roll_fixed(session, (4, 4, 4), (Colour.BLUE, Colour.BLUE, Colour.BLUE))
    spot = mode.scene.spot_item(0, ("square", int(Colour.BLUE), 0))
    refreshed.clear()

    click(mode.view, spot)
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    assert refreshed == [mode]
    assert mode.panel.buttons["refuse"].isVisibleTo(mode.panel)  # the next seat's decision is shown
    assert mode.actions["refuse"].isEnabled()


def test_a_decision_passing_on_repaints_the_status_lines_not_the_headers(table, qtbot, monkeypatch):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (4, 4, 4), (Colour.BLUE, Colour.BLUE, Colour.BLUE))
    spot = mode.scene.spot_item(0, ("square", int(Colour.BLUE), 0))
    QTest.mouseMove(mode.view.viewport(), QPoint(2, 2))
    mode.view.viewport().grab()  # every piece painted once, as the player sees it
    painted = []
    for name in ("paint", "_paint_name", "_paint_status", "_paint_total", "_paint_scores"):
        real = getattr(SheetItem, name)
        monkeypatch.setattr(SheetItem, name, lambda self, painter, *rest, _name=name, _real=real: (
            painted.append((self.seat, _name)), _real(self, painter, *rest))[1])
    click(mode.view, spot)  # Ada writes her 4: now Bea decides
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    qtbot.waitUntil(lambda: (1, "_paint_status") in painted)
    mode.view.viewport().grab()
    assert (0, "_paint_status") in painted  # Ada is done, Bea decides
    assert {(1, "_paint_total"), (1, "_paint_scores"), (1, "_paint_name")}.isdisjoint(painted)
    assert {(0, "_paint_name"), (0, "paint"), (1, "paint")}.isdisjoint(painted)


def test_a_die_coming_back_to_a_look_is_copied_not_drawn(table):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (3, 6, 8), (Colour.RED, Colour.GREEN, Colour.BLUE))
    die = mode.scene.die_item("number", 0)
    screen = mode.view.viewport()
    QTest.mouseMove(screen, QPoint(2, 2))
    screen.grab()

    def pictures(look):  # the die's remembered pictures of ``look`` (any size, place)
        return {id(p) for key, p in die.__dict__.get("_remembered_pictures", {}).items() if key[0][0] == look}

    may_take = die.look
    first = pictures(may_take)
    assert first  # drawn once
    mode.controller.pick_die("number", 0)  # picked: another look, drawn
    screen.grab()
    assert die.look != may_take and pictures(die.look)
    mode.controller.pick_die("number", 0)  # put back: the first look again
    screen.grab()
    assert die.look == may_take
    assert pictures(may_take) == first  # the same picture, copied
