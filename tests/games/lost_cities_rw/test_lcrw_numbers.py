"""Number rules (rules reference 3.3, 3.4): 1 is the lowest number, numbers never go
down, a 0 counts as 10 once an expedition has started, and the double-points circle
only comes before the first number."""

import pytest
from lcrw_helpers import B, G, R, col, game, kinds, plain_sheet, play, refused, rolled, sheet

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Take
from copenhagen_gui.games.lost_cities_rw.rules.events import EventKind
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason
from copenhagen_gui.games.lost_cities_rw.rules.state import Circle
from copenhagen_gui.games.lost_cities_rw.rules.targets import Target, TargetKind
from copenhagen_gui.games.lost_cities_rw.rules.views import choices

PLAIN = plain_sheet()


def chooser(column=None, seats=2, **options):
    """Seat 0 about to choose, red column as given, on a sheet without special squares."""
    sheets = {0: sheet(red=column)} if column is not None else None
    return game(seats, sheet_data=PLAIN, sheets=sheets, **options)


@pytest.mark.parametrize("number", range(1, 10))
def test_any_number_1_to_9_starts_an_expedition(number):
    state = play(rolled(chooser(), f"{number} {number} {number} / R R R"), Take(0, number, R))
    assert state.sheets[0].expeditions[R].numbers == (number,)


def test_a_zero_cannot_start_an_expedition_by_default():
    state = rolled(chooser(), "0 5 5 / R G G")
    refused(state, Take(0, 0, R), Reason.ZERO_CANNOT_START)
    assert Take(0, 0, R) not in engine.legal_actions(state, 0)


def test_the_option_lets_a_zero_start_an_expedition_as_a_ten():
    state = rolled(chooser(zero_starts_as_ten=True), "0 5 5 / R G G")
    assert {Take(0, 0, R), Take(0, 0, R, True)} <= set(engine.legal_actions(state, 0))
    state = play(state, Take(0, 0, R))
    assert state.sheets[0].expeditions[R].numbers == (10,)


def test_a_zero_counts_as_ten_once_started():
    state = play(rolled(chooser(col("9")), "0 1 1 / R G G"), Take(0, 0, R))
    assert state.sheets[0].expeditions[R].numbers == (9, 10)
    assert state.events[-1].value == 10


def test_equal_numbers_are_allowed_and_lower_ones_are_not():
    state = rolled(chooser(col("3 5")), "5 4 1 / R G G")
    assert Take(0, 5, R) in engine.legal_actions(state, 0)
    refused(state, Take(0, 4, R), Reason.NUMBER_TOO_LOW)
    refused(state, Take(0, 1, R), Reason.NUMBER_TOO_LOW)
    assert play(state, Take(0, 5, R)).sheets[0].expeditions[R].numbers == (3, 5, 5)


def test_after_a_ten_only_a_zero_continues():
    state = rolled(chooser(col("4 10")), "0 9 9 / R R R")
    refused(state, Take(0, 9, R), Reason.NUMBER_TOO_LOW)
    assert play(state, Take(0, 0, R)).sheets[0].expeditions[R].numbers == (4, 10, 10)


def test_a_zero_with_the_colour_marks_the_circle_before_the_first_number():
    state = play(rolled(chooser(), "0 5 5 / R G G"), Take(0, 0, R, circle=True))
    exp = state.sheets[0].expeditions[R]
    assert exp.circle is Circle.DOUBLED and exp.numbers == ()
    assert kinds(state)[-1] is EventKind.CIRCLE_DOUBLED


def test_only_a_zero_marks_the_circle():
    refused(rolled(chooser(), "3 5 5 / R G G"), Take(0, 3, R, circle=True), Reason.CIRCLE_NEEDS_ZERO)


def test_the_circle_cannot_be_marked_once_the_expedition_has_started():
    state = rolled(chooser(col("2")), "0 5 5 / R G G")
    refused(state, Take(0, 0, R, circle=True), Reason.EXPEDITION_STARTED)
    # ...the 0 then simply counts as 10 in the column
    assert play(state, Take(0, 0, R)).sheets[0].expeditions[R].numbers == (2, 10)


def test_the_circle_is_marked_only_once():
    state = rolled(chooser(col(circle="doubled")), "0 5 5 / R G G")
    refused(state, Take(0, 0, R, circle=True), Reason.CIRCLE_NOT_OPEN)
    # a doubled, unstarted column still starts with 1-9 only
    refused(state, Take(0, 0, R), Reason.ZERO_CANNOT_START)
    state = play(state, Take(0, 5, R))
    assert state.sheets[0].expeditions[R].circle is Circle.DOUBLED


def test_starting_without_the_circle_strikes_it():
    state = play(rolled(chooser(), "3 5 5 / R G G"), Take(0, 3, R))
    assert state.sheets[0].expeditions[R].circle is Circle.STRUCK
    assert EventKind.CIRCLE_STRUCK in kinds(state)
    state = play(state, Take(1, 5, G))
    state = play(rolled(state, "0 1 1 / B R R"), Take(1, 1, B), Take(0, 0, R))
    assert state.sheets[0].expeditions[R].circle is Circle.STRUCK


def test_the_level_is_the_number_of_filled_squares():
    exp = col("1 1 2 3 10")
    assert exp.level == 5 and exp.top == 10


def test_choices_say_where_each_combination_goes_or_why_not():
    state = rolled(chooser(col("6")), "0 3 8 / R G B")
    found = {(c.number, c.colour, c.circle): c for c in choices(state, 0)}
    assert found[(8, R, False)].target == Target(TargetKind.SQUARE, R, 1, 8)
    assert found[(3, R, False)].reason is Reason.NUMBER_TOO_LOW
    assert found[(0, R, False)].target == Target(TargetKind.SQUARE, R, 1, 10)
    assert found[(0, R, True)].reason is Reason.EXPEDITION_STARTED
    assert found[(0, G, True)].target == Target(TargetKind.CIRCLE, G)
    assert found[(0, G, False)].reason is Reason.ZERO_CANNOT_START
    assert len(found) == 3 * 3 + 3  # every pair, plus the circle use of the 0
    legal = {(c.number, c.colour, c.circle) for c in choices(state, 0) if c.legal}
    listed = {(a.number, a.colour, a.circle) for a in engine.legal_actions(state, 0) if isinstance(a, Take)}
    assert legal == listed
    assert choices(state, 1) == ()  # seat 1 has nothing to choose yet
