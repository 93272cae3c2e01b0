""""What is this?" on the Lost Cities table, through the real window: the dice and every
part of a sheet are told with the rule that applies to them and a link into the
rulebook; a lit square says it can be written now; the bubble follows the language."""

from __future__ import annotations

import random

import pytest
from lcrw_qt_helpers import make_session, play_random
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication, QWhatsThis
from whats_this_checks import (
    ask,
    check_told,
    check_told_in,
    english_at_the_end,  # noqa: F401 (a fixture)
    follow_the_link,
    left_click,
)

from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge, Colour
from copenhagen_gui.games.lost_cities_rw.rules.sheet import Symbol
from copenhagen_gui.games.lost_cities_rw.scene import geometry as geo

FOLDER = "lost_cities_rw"


@pytest.fixture
def window(main_window):
    session = make_session(2)
    play_random(session, 30, random.Random(3))  # a sheet with numbers, marks and symbols
    main_window.set_session(session)
    QApplication.processEvents()
    return main_window


def on_sheet(scene, rect) -> QPointF:
    return scene.sheets[0].mapToScene(rect.center())


def symbol_square(scene, symbol: Symbol) -> QPointF:
    colour, square = scene.state.options.sheet.squares_with(symbol)[0]
    return on_sheet(scene, geo.square_rect(colour, square))


PIECES = [
    (lambda s: s.die_item("number", 0).sceneBoundingRect().center(), "Number die", "turn"),
    (lambda s: s.die_item("colour", 2).sceneBoundingRect().center(), "Colour die", "turn"),
    (lambda s: on_sheet(s, geo.square_rect(Colour.RED, 0)), "Square 1 of the red expedition", "expeditions"),
    (lambda s: on_sheet(s, geo.square_rect(Colour.PURPLE, 6)), "Square 7 of the purple expedition", "bridges"),
    (lambda s: symbol_square(s, Symbol.ACCELERATION), "Square", "acceleration"),
    (lambda s: symbol_square(s, Symbol.ARTIFACT), "Square", "artifacts"),
    (lambda s: on_sheet(s, geo.circle_rect(Colour.BLUE)), "Circle of the blue expedition", "expeditions"),
    (lambda s: on_sheet(s, geo.top_rect(Colour.GREEN)), "Top artifact of the green expedition", "artifacts"),
    (lambda s: on_sheet(s, geo.track_rect(geo.ARTIFACT_COLUMN, 0)), "Artifact 1 of 9", "artifacts"),
    (lambda s: on_sheet(s, geo.track_rect(geo.DICE_COLUMN, 4)), "Dice symbol 5 of 9", "refuse"),
    (lambda s: on_sheet(s, geo.bridge_rect(Bridge.ORANGE)), "Bridge of the orange expedition", "bridges"),
    (lambda s: on_sheet(s, geo.bridge_rect(Bridge.ARTIFACTS)), "Bridge of the artifact column", "bridges"),
    (lambda s: on_sheet(s, geo.cell_rect(1, geo.shape_y(), geo.SHAPE_H)), "Red (heart)", "sheet"),
    (lambda s: on_sheet(s, geo.header_rect()), "Sheet of Ada", "scoring"),
]


@pytest.mark.parametrize("where,title,anchor", PIECES, ids=[p[1] for p in PIECES])
def test_every_kind_of_piece_is_told_with_its_rule(window, where, title, anchor):
    mode = window.mode
    check_told(mode, where(mode.scene), title, anchor, FOLDER)


def test_a_written_square_says_its_number_and_the_next_one_its_lowest(window):
    mode = window.mode
    state = mode.scene.state
    colour, exp = next((Colour(c), e) for c, e in enumerate(state.sheets[0].expeditions) if 0 < e.level < 6)
    ask(mode, on_sheet(mode.scene, geo.square_rect(colour, exp.level - 1)))
    assert mode.whats_this.bubble.text.text().startswith(f"Holds a {exp.numbers[-1]}.")
    ask(mode, on_sheet(mode.scene, geo.square_rect(colour, exp.level)))
    assert mode.whats_this.bubble.text.text().startswith(
        f"The next number of this expedition goes here: {exp.numbers[-1]} or higher.")


def test_a_lit_square_says_the_dice_chosen_can_be_written_there(main_window):
    session = make_session(2)
    main_window.set_session(session)
    mode = main_window.mode
    mode.controller.roll()
    QApplication.processEvents()
    number = next(d for d in mode.scene.hints.dice if d.kind == "number" and d.available and d.face)
    colour = next(d for d in mode.scene.hints.dice if d.kind == "colour" and d.available)
    left_click(mode.view, mode.scene.die_item("number", number.index).sceneBoundingRect().center())
    left_click(mode.view, mode.scene.die_item("colour", colour.index).sceneBoundingRect().center())
    spot = next(iter(mode.scene.spots.values()))
    ask(mode, spot.sceneBoundingRect().center())
    assert mode.whats_this.bubble.text.text().endswith("Lit: the chosen dice can be written here.")


def test_see_the_rule_opens_the_rulebook_there(window, qtbot):
    mode = window.mode
    ask(mode, on_sheet(mode.scene, geo.bridge_rect(Bridge.DICE)))
    follow_the_link(window, mode, qtbot).close()


@pytest.mark.usefixtures("english_at_the_end")
def test_the_bubble_speaks_the_language_chosen(window, qtbot):
    mode = window.mode
    ask(mode, on_sheet(mode.scene, geo.circle_rect(Colour.RED)))
    check_told_in(window, mode, qtbot, "nl", "Cirkel van de rode expeditie")


def test_help_then_a_click_tells_the_die_instead_of_picking_it(window):
    mode = window.mode
    window.actions.get("whats-this").trigger()
    assert QWhatsThis.inWhatsThisMode()
    selection = mode.controller.selection
    left_click(mode.view, mode.scene.die_item("number", 1).sceneBoundingRect().center())
    assert not QWhatsThis.inWhatsThisMode()
    assert mode.whats_this.bubble.title.text().startswith("Number die")
    assert mode.controller.selection == selection  # the die was not picked
