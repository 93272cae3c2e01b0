""""What is this?" on the Roll & Write table, through the real window: every kind of
piece is told with the rule that applies to it now and a link into the rulebook; the
right click still turns the shape being placed; the bubble follows the game and the
language; Shift+F1 then Enter tells the cell under the keyboard cursor."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWhatsThis
from ui_helpers import activate, click, hover_cell, make_window
from whats_this_checks import (
    ask,
    check_told,
    check_told_in,
    english_at_the_end,  # noqa: F401 (a fixture)
    follow_the_link,
    help_key,
    right_click,
)

from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions
from copenhagen_gui.games.copenhagen_rw.scene import geometry as geo
from copenhagen_gui.games.copenhagen_rw.ui.ghost import rotation_count

FOLDER = "copenhagen_rw"  # Roll & Write's rulebook is resources/rules/copenhagen_rw/<code>.html


@pytest.fixture
def window(qtbot):
    window = make_window(qtbot, options=GameOptions(3), names=["Ann", "Bob", "Cy"])
    window.resize(1366, 768)
    QApplication.processEvents()
    return window


def centre(item) -> QPointF:
    return item.sceneBoundingRect().center()


def on_track(scene, colour: str, rect) -> QPointF:
    return scene.track_item(0, colour).mapToScene(rect.center())


PIECES = [
    (lambda s: centre(s.cell_item(0, 0, 0)), "Building of Ann: column 1, row 1", "drawing"),
    (lambda s: centre(s.cell_item(0, 1, 3)), "Building of Ann: column 2, row 4", "coats"),
    (lambda s: centre(next(iter(s.sheets[0].coats.values()))), "Coat of arms", "coats"),
    (lambda s: centre(next(iter(s.sheets[0].line_marks.values()))), "Points", "scoring"),
    (lambda s: on_track(s, "purple", geo.track_box_rect(2, 3)), "Purple track (One X), box 3", "one-x"),
    (lambda s: on_track(s, "blue", geo.track_box_rect(1, 5)), "Blue track (No X), box 5", "bonuses"),
    (lambda s: on_track(s, "red", geo.track_box_rect(0, 7)), "Red track (Reroll), box 7", "tracks"),
    (lambda s: on_track(s, "red", geo.track_box_rect(0, 9)), "Red track (Reroll), box 9", "tracks"),
    (lambda s: on_track(s, "red", geo.printed_star_rect(1)), "Printed “Reroll” star", "reroll"),
    (lambda s: on_track(s, "green", geo.symbol_rect(3, 7)), "Green track (Colour change), box 7", "colour-change"),
    (lambda s: on_track(s, "green", geo.track_badge_rect(3)), "Green track (Colour change)", "tracks"),
    (lambda s: centre(s.bonus_item(0, "yellow")), "Bonus (+)", "bonuses"),
    (lambda s: centre(s.ability_item(0, "new_choice")), "New choice", "new-choice"),
    (lambda s: centre(s.ability_item(0, "colour_change")), "Colour change", "colour-change"),
    (lambda s: centre(s.ability_item(0, "no_x")), "No X", "no-x"),
    (lambda s: centre(s.die_item(0)), "Die", "turn"),
    (lambda s: centre(s.shape_item("red-2")), "Red 2-cell shape", "choosing"),
    (lambda s: centre(s.sheets[0].header), "Score of Ann", "end"),
    (lambda s: centre(s.tray.legend), "Points for rows and columns", "scoring"),
    (lambda s: s.pad.mapToScene(QPointF(12, geo.PAD_INF_TOP + 10)), "Facade pad", "components"),
]


@pytest.mark.parametrize("where,title,anchor", PIECES, ids=[p[1] for p in PIECES])
def test_every_kind_of_piece_is_told_with_its_rule(window, where, title, anchor):
    mode = window.mode
    check_told(mode, where(mode.scene), title, anchor, FOLDER)


def test_the_bubble_follows_the_game(window, qtbot):
    """A die asked before the roll says so; after the roll the same bubble names its
    colour and what it may be used for now."""
    mode = window.mode
    ask(mode, centre(mode.scene.die_item(0)))
    bubble = mode.whats_this.bubble
    assert bubble.title.text() == "Die"
    click(window, mode.panel.button("roll"))
    mode.controller.stop_tumbling()
    face = window.session.state.turn.dice[0]
    qtbot.waitUntil(lambda: bubble.title.text() != "Die")  # the table repaints: told again
    assert bubble.isVisible()
    expected = "Joker" if face is Colour.WHITE else "Die: "
    assert bubble.title.text().startswith(expected)
    assert "a joker may stand for any colour" in bubble.text.text()
    assert bubble.explanation.anchor == "choosing"


def test_a_shape_says_whether_it_can_be_chosen_now(window):
    mode = window.mode
    click(window, mode.panel.button("roll"))
    mode.controller.stop_tumbling()
    reasons = dict(mode.scene.hints.shape_reasons)
    takeable = next(sid for sid, reason in reasons.items() if reason is None)
    ask(mode, centre(mode.scene.shape_item(takeable)))
    assert mode.whats_this.bubble.text.text().endswith("It can be chosen now.")


def test_see_the_rule_opens_the_rulebook_there(window, qtbot):
    mode = window.mode
    ask(mode, centre(mode.scene.ability_item(0, "one_x")))
    follow_the_link(window, mode, qtbot).close()


def test_the_right_click_still_turns_the_shape_being_placed(window):
    mode = window.mode
    c = mode.controller
    click(window, mode.panel.button("roll"))
    c.stop_tumbling()
    shape = next(sh for sh in c.commands().takeable_shapes if rotation_count(sh) > 1)
    click(window, mode.scene.shape_item(shape))
    hover_cell(window, 0, 2, 0)
    right_click(mode.view, centre(mode.scene.cell_item(0, 2, 0)))
    assert c.rotation == 1
    assert not mode.whats_this.bubble.isVisible()


@pytest.mark.usefixtures("english_at_the_end")
def test_the_bubble_speaks_the_language_chosen(window, qtbot):
    mode = window.mode
    ask(mode, centre(mode.scene.bonus_item(0, "yellow")))
    check_told_in(window, mode, qtbot, "de", "Bonus (+): Gelbe Leiste (Erneut wählen)")


def test_help_key_then_enter_tells_the_cell_under_the_keyboard_cursor(window):
    mode = window.mode
    activate(window)
    mode.view.setFocus()
    mode.controller.intents.move_cursor(0, 0)  # the cursor appears on Ann's building
    x, y = mode.controller.hover
    help_key(window)
    assert QWhatsThis.inWhatsThisMode()
    QTest.keyClick(mode.view.viewport(), Qt.Key.Key_Return)
    assert not QWhatsThis.inWhatsThisMode()
    assert mode.whats_this.bubble.title.text() == f"Building of Ann: column {x + 1}, row {y + 1}"
    assert window.session.state.players[0].filled == 0  # asking drew nothing
