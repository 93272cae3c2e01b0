"""Scoring (spec §2.7) and the winner (§2.8): rows 1/2, columns 2/4, the tie-break on
empty squares, shared wins."""

import attrs
import pytest

from copenhagen_gui.games.copenhagen.rules import engine, scoring
from copenhagen_gui.games.copenhagen.rules.actions import Refill, TakeCard
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, EndReason

from .helpers import colours, dealt, house, play, with_player


def points(diagram: str) -> int:
    fields = house(diagram)
    return scoring.house_points(fields["filled"], fields["bricks"])


@pytest.mark.parametrize(
    "diagram, expected",
    [
        ("RRRRr", 1),  # a row with a brick
        ("RRRRW", 2),  # all windows (white counts as a window)
        ("RRRR.", 0),
        ("r\n" * 9, 2),  # a column with a brick
        ("R\n" * 9, 4),  # a column of windows
        ("W\n" * 8 + "WWWWW", 2 + 4),  # both
    ],
)
def test_line_points(diagram, expected):
    assert points(diagram) == expected


def test_the_most_a_house_could_score():
    assert points("RRRRR\n" * 9) == 9 * 2 + 5 * 4


def test_completed_lines_are_those_touching_the_new_cells():
    fields = house("RRRRR\nRRRRR")
    assert scoring.completed_rows(fields["filled"], 1 << 7) == (1,)  # a cell of row 1
    assert scoring.completed_columns(fields["filled"], 1 << 7) == ()


def test_ranking_most_points_then_fewest_empty_squares():
    houses = [(3, 0b111), (5, 0b1), (3, 0b11111)]
    assert scoring.ranking(houses) == (1, 2, 0)
    assert scoring.winners(houses) == (1,)


def test_tied_players_share_the_win():
    houses = [(4, 0b11), (4, 0b101), (2, 0b1111)]
    assert scoring.winners(houses) == (0, 1)


def end_card_turn(state):
    """Seat 0 takes two cards and the End card comes up in the refill."""
    state = play(state, TakeCard(0, 2), TakeCard(0, 3))
    state = attrs.evolve(state, pile=(3, 0, 0, 0, 0), pile_count=4, end_card=EndCardPlace.IN_PILE)
    return engine.apply(state, Refill(colours("R"), end_card=True))


def test_end_card_winner_by_points():
    state = with_player(dealt(), 1, diagram="RRRRr")
    final = end_card_turn(state)
    assert final.end_reason is EndReason.END_CARD
    assert final.winners == (1,)
    assert engine.ranking(final) == (1, 0)
    assert engine.scores(final) == (0, 1)


def test_end_card_tie_broken_by_empty_squares():
    state = with_player(dealt(), 0, diagram="RRRRr\n.....")
    state = with_player(state, 1, diagram="R....\nRRRRr")
    final = end_card_turn(state)
    assert final.winners == (1,)  # same points, fewer empty squares


def test_end_card_complete_tie_is_shared():
    state = with_player(dealt(), 0, diagram="RRRRr")
    state = with_player(state, 1, diagram="BBBBb")
    assert end_card_turn(state).winners == (0, 1)
