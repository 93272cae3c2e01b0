""""What is this?" on the card game's table, through the real window: every kind of piece
is told with the rule that applies to it and a link into the rulebook; the right click
still turns the tile being placed; Shift+F1 then Enter tells the focused piece."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWhatsThis
from whats_this_checks import (
    ask,
    check_told,
    check_told_in,
    english_at_the_end,  # noqa: F401 (a fixture)
    follow_the_link,
    help_key,
    left_click,
    right_click,
)

from copenhagen_gui.games.copenhagen.rules.components import Ability, Colour
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, GameOptions
from copenhagen_gui.games.copenhagen.scene import geometry

FOLDER = "copenhagen"


@pytest.fixture
def table(main_window):
    main_window.start_game(GameOptions(2, 0), ["Ann", "Bert"], 14, bots=(None, "normal"), game_id="copenhagen")
    mode = main_window.mode
    QApplication.processEvents()
    return main_window, mode


def centre(mode, key) -> QPointF:
    return mode.scene.item(key).sceneBoundingRect().center()


def on_house(mode, rect_of) -> QPointF:
    return rect_of(geometry.houses(mode.scene.state.player_count)[0]).center()


PIECES = [
    (lambda m: centre(m, ("slot", 0)), "Harbour place 1", "take-cards"),
    (lambda m: centre(m, ("pile",)), "Deck", "setup"),
    (lambda m: centre(m, ("discard",)), "Discard", "setup"),
    (lambda m: centre(m, ("stack", "red-3")), "Facade tiles", "build"),
    (lambda m: centre(m, ("stack", "white-1")), "Special tiles", "coats"),
    (lambda m: centre(m, ("hand", Colour.RED)), "Ann's hand", "take-cards"),
    (lambda m: centre(m, ("cell", 0, (0, 0))), "House of Ann: column 1, floor 1", "build"),
    (lambda m: centre(m, ("cell", 0, (2, 2))), "House of Ann: column 3, floor 3", "coats"),
    (lambda m: centre(m, ("cell", 1, (0, 1))), "House of Bert: column 1, floor 2", "coats"),
    (lambda m: centre(m, ("ability", 0, Ability.ANY_CARDS)), "Any Cards", "abilities"),
    (lambda m: centre(m, ("ability", 0, Ability.BOTH_ACTIONS)), "Both Actions", "abilities"),
    (lambda m: on_house(m, lambda g: g.tab_rect(1)), "Row 2", "coats"),
    (lambda m: on_house(m, lambda g: g.tab_rect(0)), "Row 1", "scoring"),
    (lambda m: on_house(m, lambda g: g.column_mark_rect(2)), "Column 3", "scoring"),
    (lambda m: geometry.houses(2)[0].rect().topLeft() + QPointF(40, 20), "House of Ann", "end"),
]


@pytest.mark.parametrize("where,title,anchor", PIECES, ids=[p[1] for p in PIECES])
def test_every_kind_of_piece_is_told_with_its_rule(table, where, title, anchor):
    _window, mode = table
    check_told(mode, where(mode), title, anchor, FOLDER)


def test_the_rule_of_the_moment_comes_from_the_rules(table):
    _window, mode = table
    ask(mode, centre(mode, ("slot", 0)))
    assert mode.whats_this.bubble.text.text().endswith("You may take it now.")
    ask(mode, centre(mode, ("stack", "purple-5")))  # a hand of 2 cannot pay 5 cards
    assert "cannot pay" in mode.whats_this.bubble.text.text()


def test_the_end_of_game_card_in_the_harbour(table):
    _window, mode = table
    state = mode.scene.state
    mode.preview(attrs.evolve(state, end_card=EndCardPlace.REVEALED, end_slot=3))  # as the History shows it
    check_told(mode, centre(mode, ("slot", 3)), "End of Game card", "end", FOLDER)
    mode.end_preview()


def test_the_deck_tells_where_the_end_of_game_card_is(table):
    _window, mode = table
    ask(mode, centre(mode, ("pile",)))
    assert "End of Game card: among the bottom 10 cards of the deck." in mode.whats_this.bubble.text.text()


def test_see_the_rule_opens_the_rulebook_there(table, qtbot):
    window, mode = table
    ask(mode, centre(mode, ("stack", "blue-2")))
    follow_the_link(window, mode, qtbot).close()


def test_the_right_click_still_turns_the_tile_being_placed(table):
    _window, mode = table
    c = mode.controller
    tile = min(c.hints.stacks)  # one the hand can pay (seed 14: the blue domino)
    left_click(mode.view, centre(mode, ("stack", tile)))
    assert c.selection.tile == tile
    right_click(mode.view, centre(mode, ("cell", 0, (2, 0))))
    assert c.selection.rotation == 1
    assert not mode.whats_this.bubble.isVisible()
    c.cancel()
    ask(mode, centre(mode, ("cell", 0, (2, 0))))  # nothing being placed: the bubble


@pytest.mark.usefixtures("english_at_the_end")
def test_the_bubble_speaks_the_language_chosen(table, qtbot):
    window, mode = table
    ask(mode, centre(mode, ("slot", 0)))
    check_told_in(window, mode, qtbot, "fr", "Place du port 1\u00a0: une carte bleue")


def test_help_key_then_enter_tells_the_focused_piece(table):
    window, mode = table
    session = window.session
    moves = session.position
    window.activateWindow()
    mode.view.setFocus()
    mode.scene.setFocusItem(mode.scene.item(("slot", 4)))
    help_key(window)
    assert QWhatsThis.inWhatsThisMode()
    assert window.actions.get("whats-this").isChecked()
    QTest.keyClick(mode.view.viewport(), Qt.Key.Key_Return)
    assert not QWhatsThis.inWhatsThisMode()
    assert not window.actions.get("whats-this").isChecked()
    assert mode.whats_this.bubble.title.text().startswith("Harbour place 5")
    assert session.position == moves  # asking took no card
    QTest.keyClick(mode.view.viewport(), Qt.Key.Key_Escape)
    assert not mode.whats_this.bubble.isVisible()


def test_help_then_a_click_tells_the_piece_instead_of_playing_it(table):
    window, mode = table
    tile = min(mode.controller.hints.stacks)
    window.actions.get("whats-this").trigger()  # Help > What is this?
    assert QWhatsThis.inWhatsThisMode()
    left_click(mode.view, centre(mode, ("stack", tile)))
    assert mode.controller.selection.tile is None  # nothing chosen
    assert mode.whats_this.bubble.title.text().startswith("Facade tiles")
    assert not QWhatsThis.inWhatsThisMode()
    left_click(mode.view, centre(mode, ("stack", tile)))  # an ordinary click: it closes and acts
    assert not mode.whats_this.bubble.isVisible()
    assert mode.controller.selection.tile == tile



def test_a_bubble_whose_piece_was_deleted_goes_quietly(table, qtbot):
    """A table rebuilt under the bubble (another game, another seat count) deletes the
    piece told about: the next refresh of the bubble hides it, nothing raises."""
    import shiboken6

    _window, mode = table
    item = mode.scene.item(("cell", 1, (0, 1)))
    ask(mode, centre(mode, ("cell", 1, (0, 1))))
    assert mode.whats_this.bubble.isVisible()
    mode.scene.removeItem(item)
    shiboken6.delete(item)
    mode.view.viewport().update()  # the next paint asks the bubble to tell again
    qtbot.waitUntil(lambda: not mode.whats_this.bubble.isVisible())
