"""A computer player's turn can be followed: once it ends, the strip's "Last turn" line
says everything it did (the cards taken, the tile built and where, the ability tiles,
points and coats of arms), and the line stays while the person plays, until the next
computer turn ends. A game of people only has no such line."""

from __future__ import annotations

import random

import pytest

from copenhagen_gui.games.copenhagen.rules.actions import TakeCard
from copenhagen_gui.games.copenhagen.rules.components import Colour
from copenhagen_gui.games.copenhagen.rules.state import Event, EventKind
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.games.copenhagen.ui import recap
from copenhagen_gui.shell import i18n

from .gestures import do


def _computer_plays_its_turn(session) -> list[Event]:
    """The computer seat's whole turn; its own events, as they came."""
    seat = session.state.turn.player
    bot, rng, events = SPEC.bot("normal"), random.Random(3), []
    while not session.state.is_over and session.state.turn.player == seat:
        assert session.perform(bot.choose(SPEC.view_for(session.state, seat), seat, rng)) is None
        events += [e for e in session.state.events if e.player == seat]
    return events


def _your_turn(mode, session) -> None:
    do(mode, TakeCard(0, 2))
    do(mode, TakeCard(0, 3))


@pytest.fixture
def game_against_the_computer(make_table):
    mode, session, _ = make_table(bots=(None, "normal"))
    _your_turn(mode, session)
    return mode, session


def test_after_the_computers_turn_the_strip_says_all_it_did(game_against_the_computer):
    mode, session = game_against_the_computer
    line = mode.panel.recap
    assert line.isVisible() and line.text() == ""  # its place is kept from the start
    events = _computer_plays_its_turn(session)
    said = line.text()
    assert said.startswith("Last turn: Bert ")
    taken = [e for e in events if e.kind is EventKind.CARD_TAKEN]
    built = [e for e in events if e.kind is EventKind.TILE_BUILT]
    assert taken or built
    for event in taken:
        assert "Bert takes a " + event.colour.value + " card." in said
    for event in built:
        assert f"Bert builds a {event.colour.value} tile of {len(event.cells)} squares" in said
    assert "Harbour place" not in said  # the refill is nobody's doing


def test_the_recap_stays_while_you_play_until_the_next_computer_turn_ends(game_against_the_computer):
    mode, session = game_against_the_computer
    _computer_plays_its_turn(session)
    first = mode.panel.recap.text()
    _your_turn(mode, session)
    assert mode.panel.recap.text() == first  # still there to read
    _computer_plays_its_turn(session)
    assert mode.panel.recap.text().startswith("Last turn: Bert ")


def test_a_game_of_people_only_has_no_recap_line(make_table):
    mode, session, _ = make_table(bots=(None, None))
    assert not mode.panel.recap.isVisible()


def test_the_recap_is_said_again_in_a_new_language(game_against_the_computer, qapp, qtbot):
    mode, session = game_against_the_computer
    _computer_plays_its_turn(session)
    line = mode.panel.recap
    try:
        i18n.install_language(qapp, "de")
        qtbot.waitUntil(lambda: line.text().startswith("Letzter Zug: Bert "))
    finally:
        i18n.clear_language(qapp)
    qtbot.waitUntil(lambda: line.text().startswith("Last turn: Bert "))


def test_a_built_tile_is_said_with_its_floor_and_column(qapp):
    names = ("Ann", "Bert")
    ground = Event(EventKind.TILE_BUILT, player=1, tile="red-3", colour=Colour.RED,
                   cells=((2, 0), (2, 1), (3, 1)), count=2)
    upstairs = Event(EventKind.TILE_BUILT, player=1, tile="blue-2", colour=Colour.BLUE,
                     cells=((3, 4), (4, 4)), count=1)
    i18n.install_language(qapp, "en")  # (the English plurals)
    try:
        assert recap.recap_text((ground,), names) == \
            "Bert builds a red tile of 3 squares on the ground floor, column 3, for 2 cards."
        assert recap.recap_text((upstairs,), names) == \
            "Bert builds a blue tile of 2 squares on floor 4, column 4, for 1 card."
    finally:
        i18n.clear_language(qapp)


def test_with_two_computers_the_line_tells_both_turns_since_yours(make_table):
    mode, session, _ = make_table(bots=(None, "normal", "normal"), names=("Ann", "Bert", "Cleo"))
    _your_turn(mode, session)
    bert = _computer_plays_its_turn(session)
    assert mode.panel.recap.text().startswith("Last turn: Bert ")
    cleo = _computer_plays_its_turn(session)
    said = mode.panel.recap.text()
    assert bert and cleo
    assert said.startswith("Last turn: Bert ") and " Cleo " in said  # both, in the order played
    assert said.index("Bert") < said.index("Cleo")
    _your_turn(mode, session)
    assert mode.panel.recap.text() == said  # still there while you play
    _computer_plays_its_turn(session)
    assert mode.panel.recap.text().startswith("Last turn: Bert ")
    assert "Cleo" not in mode.panel.recap.text()  # a new round's recap starts afresh
