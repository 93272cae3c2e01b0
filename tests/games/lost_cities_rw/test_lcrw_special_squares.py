"""Acceleration squares with chains, artifact squares and the top artifact of each column
(rules reference 3.5-3.7). Layout-independent: each test builds the squares it needs,
so the tests keep passing when the printed layout replaces the house sheet."""

import pytest
from lcrw_helpers import B, G, Or, P, R, Y, col, game, kinds, plain_sheet, play, refused, rolled, sheet

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, DeclineAcceleration, Take
from copenhagen_gui.games.lost_cities_rw.rules.events import EventKind
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason
from copenhagen_gui.games.lost_cities_rw.rules.sheet import Symbol, house_sheet
from copenhagen_gui.games.lost_cities_rw.rules.state import Circle, Phase
from copenhagen_gui.games.lost_cities_rw.rules.views import acceleration_choices

NINE = "1 2 3 4 5 6 7 8 9"


def accelerating(layout, red="2", roll="3 5 6 / R G B", number=3, **columns):
    """Seat 0 has just written ``number`` in red onto an acceleration square."""
    start = sheet(red=col(red), **columns)
    state = play(rolled(game(2, sheet_data=layout, sheets={0: start}), roll), Take(0, number, R))
    assert state.accelerating == {0}
    return state


RED_ACC_2 = plain_sheet(red="-a-------")


def test_an_acceleration_square_offers_every_column_and_declining():
    state = accelerating(RED_ACC_2)
    assert kinds(state)[-1] is EventKind.ACCELERATION_GAINED
    legal = engine.legal_actions(state, 0)
    assert set(legal) == {Accelerate(0, c) for c in (R, Or, Y, G, B, P)} | {DeclineAcceleration(0)}


def test_acceleration_repeats_the_chosen_columns_top_number():
    state = accelerating(RED_ACC_2, blue=col("4 7"))
    state = play(state, Accelerate(0, B))
    assert state.sheets[0].expeditions[B].numbers == (4, 7, 7)
    assert kinds(state) == [EventKind.ACCELERATED, EventKind.NUMBER_WRITTEN]
    assert state.phase is Phase.OTHERS  # the seat is done


def test_acceleration_may_use_the_same_column():
    state = play(accelerating(RED_ACC_2), Accelerate(0, R))
    assert state.sheets[0].expeditions[R].numbers == (2, 3, 3)


def test_acceleration_starts_an_empty_column_with_a_1_and_strikes_its_circle():
    state = play(accelerating(RED_ACC_2), Accelerate(0, G))
    assert state.sheets[0].expeditions[G].numbers == (1,)
    assert state.sheets[0].expeditions[G].circle is Circle.STRUCK


def test_acceleration_never_marks_a_circle_and_keeps_a_doubled_one():
    state = play(accelerating(RED_ACC_2, green=col(circle="doubled")), Accelerate(0, G))
    green = state.sheets[0].expeditions[G]
    assert green.numbers == (1,) and green.circle is Circle.DOUBLED


def test_acceleration_chains_while_it_lands_on_acceleration_squares():
    # The rulebook's example: a 2, then an acceleration writes another 2, and if that
    # square is an acceleration square too, a third 2.
    layout = plain_sheet(red="-a-------", green="-aa------")
    state = accelerating(layout, green=col("2"))
    state = play(state, Accelerate(0, G))
    assert state.accelerating == {0} and state.phase is Phase.ACTIVE
    state = play(state, Accelerate(0, G))
    assert state.sheets[0].expeditions[G].numbers == (2, 2, 2)
    assert state.accelerating == {0}
    state = play(state, DeclineAcceleration(0))  # each step of a chain is optional
    assert state.accelerating == frozenset() and state.phase is Phase.OTHERS
    assert state.sheets[0].expeditions[G].numbers == (2, 2, 2)


def test_acceleration_onto_an_artifact_square_hatches_an_artifact():
    layout = plain_sheet(red="-a-------", blue="--r------")
    state = play(accelerating(layout, blue=col("5 5")), Accelerate(0, B))
    assert state.sheets[0].artifacts == 1
    assert EventKind.ARTIFACT_HATCHED in kinds(state)


def test_acceleration_onto_square_7_crosses_the_bridge():
    state = play(accelerating(RED_ACC_2, yellow=col("1 1 2 2 3 3")), Accelerate(0, Y))
    assert Y in state.sheets[0].bridges_won
    assert state.bridge_claims[Y] == 0


def test_acceleration_onto_a_full_column_ticks_its_top_artifact():
    state = play(accelerating(RED_ACC_2, purple=col(NINE)), Accelerate(0, P))
    purple = state.sheets[0].expeditions[P]
    assert purple.top_artifact and purple.numbers == tuple(range(1, 10))
    assert state.sheets[0].artifacts == 1
    assert kinds(state) == [EventKind.ACCELERATED, EventKind.TOP_ARTIFACT_TICKED, EventKind.ARTIFACT_HATCHED]


def test_acceleration_cannot_tick_a_top_artifact_twice_or_into_a_full_artifact_column():
    state = accelerating(RED_ACC_2, purple=col(NINE, top=True), blue=col(NINE))
    refused(state, Accelerate(0, P), Reason.TOP_ARTIFACT_TAKEN)
    assert acceleration_choices(state, 0)[P] is Reason.TOP_ARTIFACT_TAKEN
    full = game(2, sheet_data=RED_ACC_2, sheets={0: sheet(artifacts=9, red=col("2"), blue=col(NINE))})
    full = play(rolled(full, "3 5 6 / R G B"), Take(0, 3, R))
    refused(full, Accelerate(0, B), Reason.ARTIFACTS_FULL)


def test_writing_on_an_artifact_square_hatches_the_next_artifact():
    layout = plain_sheet(red="--r------")
    state = play(rolled(game(2, sheet_data=layout, sheets={0: sheet(red=col("1 2"), artifacts=3)}),
                        "4 5 6 / R G B"), Take(0, 4, R))
    assert state.sheets[0].artifacts == 4
    assert state.events[-1].kind is EventKind.ARTIFACT_HATCHED and state.events[-1].value == 4


def test_artifact_squares_can_still_be_written_once_the_artifact_column_is_full():
    layout = plain_sheet(red="--r------")
    state = play(rolled(game(2, sheet_data=layout, sheets={0: sheet(red=col("1 2"), artifacts=9)}),
                        "4 5 6 / R G B"), Take(0, 4, R))
    assert state.sheets[0].expeditions[R].numbers == (1, 2, 4)
    assert state.sheets[0].artifacts == 9
    assert EventKind.ARTIFACT_HATCHED not in kinds(state)


def test_a_combination_beyond_a_full_column_ticks_the_top_artifact_once():
    state = rolled(game(2, sheet_data=plain_sheet(), sheets={0: sheet(red=col(NINE))}), "9 0 3 / R R G")
    refused(state, Take(0, 3, R), Reason.NUMBER_TOO_LOW)
    state = play(state, Take(0, 0, R))  # 0 = 10 >= 9
    assert state.sheets[0].expeditions[R].top_artifact
    assert state.sheets[0].artifacts == 1
    assert state.sheets[0].expeditions[R].level == 9  # the top artifact adds no level
    later = rolled(game(2, sheet_data=plain_sheet(), sheets={0: state.sheets[0]}), "9 0 0 / R R R")
    refused(later, Take(0, 0, R), Reason.TOP_ARTIFACT_TAKEN)


def test_the_top_artifact_is_closed_when_all_nine_artifacts_are_hatched():
    state = rolled(game(2, sheet_data=plain_sheet(), sheets={0: sheet(red=col(NINE), artifacts=9)}), "9 1 1 / R G G")
    refused(state, Take(0, 9, R), Reason.ARTIFACTS_FULL)


def test_the_seventh_artifact_crosses_the_artifact_bridge():
    layout = plain_sheet(red="--r------")
    state = play(rolled(game(2, sheet_data=layout, sheets={0: sheet(red=col("1 2"), artifacts=6)}),
                        "4 5 6 / R G B"), Take(0, 4, R))
    assert state.sheets[0].artifacts == 7
    assert state.events[-1].kind is EventKind.BRIDGE_WON


@pytest.mark.parametrize("symbol", [Symbol.ACCELERATION, Symbol.ARTIFACT])
def test_every_special_square_of_the_shipped_sheet_triggers_its_symbol(symbol):
    sheet_data = house_sheet()
    for colour, square in sheet_data.squares_with(symbol):
        below = " ".join("1" for _ in range(square))
        state = rolled(game(2, sheets={0: sheet(**{colour.key: col(below)})}), f"1 1 1 / {'ROYGBP'[colour]} R R")
        state = play(state, Take(0, 1, colour))
        gained = EventKind.ACCELERATION_GAINED if symbol is Symbol.ACCELERATION else EventKind.ARTIFACT_HATCHED
        assert gained in kinds(state), (colour, square)
