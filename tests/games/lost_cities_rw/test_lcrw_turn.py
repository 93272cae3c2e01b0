"""A turn (rules reference 3.1, 3.2): the active seat rolls and chooses or refuses first,
then every other seat chooses from the dice left, each free to refuse."""

import itertools

import pytest
from lcrw_helpers import B, G, R, col, dice, game, kinds, plain_sheet, play, refused, roll, rolled, sheet

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import (
    Accelerate,
    DeclineAcceleration,
    Refuse,
    Roll,
    Take,
)
from copenhagen_gui.games.lost_cities_rw.rules.events import EventKind
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase


def test_a_new_game_waits_for_the_first_seat_to_roll():
    state = game(4, first=2)
    assert state.phase is Phase.ROLL and state.active == 2
    assert engine.seats_to_act(state) == {2}
    assert engine.legal_actions(state, 2) == [Roll(2)]
    assert engine.legal_actions(state, 0) == []


def test_only_the_active_seat_rolls_and_only_once():
    state = game(3)
    refused(state, roll(1, "1 2 3 / R G B"), Reason.NOT_YOUR_TURN)
    state = rolled(state, "1 2 3 / R G B")
    assert state.phase is Phase.ACTIVE and state.roll == dice("1 2 3 / R G B")
    refused(state, roll(0, "1 2 3 / R G B"), Reason.WRONG_PHASE)


def test_a_roll_needs_three_number_faces_0_to_9_and_three_colours():
    state = game(2)
    refused(state, Roll(0, (1, 2), (R, G)), Reason.BAD_FACES)
    refused(state, Roll(0, (1, 2, 10), (R, G, B)), Reason.BAD_FACES)
    # Without faces it is the intent to roll: legal, but only complete_chance may apply it.
    assert engine.check(state, Roll(0)) is None
    with pytest.raises(engine.IllegalAction):
        engine.apply(state, Roll(0))


def test_the_others_wait_while_the_active_seat_chooses():
    state = rolled(game(3), "1 2 3 / R G B")
    assert engine.seats_to_act(state) == {0}
    refused(state, Take(1, 1, R), Reason.NOT_YOUR_TURN)
    refused(state, Refuse(2), Reason.NOT_YOUR_TURN)


def test_the_others_choose_from_the_two_number_and_two_colour_dice_left():
    state = play(rolled(game(3), "4 6 9 / R G G"), Take(0, 6, G))
    assert state.phase is Phase.OTHERS
    assert state.offer == dice("4 9 / R G")
    assert engine.seats_to_act(state) == {1, 2}
    takes = {(a.number, a.colour) for a in engine.legal_actions(state, 1) if isinstance(a, Take)}
    assert takes == {(4, R), (4, G), (9, R), (9, G)}
    refused(state, Take(1, 6, R), Reason.NUMBER_NOT_AVAILABLE)
    refused(state, Take(1, 4, B), Reason.COLOUR_NOT_AVAILABLE)


def test_after_the_active_seat_refuses_all_six_dice_stay_for_the_others():
    state = play(rolled(game(2), "4 6 9 / R G B"), Refuse(0))
    assert state.offer == dice("4 6 9 / R G B")
    takes = {(a.number, a.colour) for a in engine.legal_actions(state, 1) if isinstance(a, Take)}
    assert len(takes) == 9


def test_several_seats_may_use_the_same_die_and_combination():
    state = play(rolled(game(3), "4 6 9 / R G B"), Take(0, 6, G), Take(1, 4, R), Take(2, 4, R))
    assert state.sheets[1].expeditions[R].numbers == (4,)
    assert state.sheets[2].expeditions[R].numbers == (4,)


def test_every_seat_may_refuse_even_with_a_legal_combination():
    state = rolled(game(3), "4 6 9 / R G B")
    assert Refuse(0) in engine.legal_actions(state, 0)
    state = play(state, Refuse(0), Refuse(1))
    assert state.sheets[0].dice_marks == state.sheets[1].dice_marks == 1
    assert kinds(state) == [EventKind.REFUSED]


def test_a_seat_with_no_legal_combination_can_only_refuse():
    full = sheet(red=col("10 10 10 10 10 10 10 10 10", top=True))
    state = rolled(game(2, sheets={0: full}), "0 0 0 / R R R")
    assert engine.legal_actions(state, 0) == [Refuse(0)]


def test_when_all_have_chosen_the_turn_passes_clockwise():
    state = play(rolled(game(3, first=2), "4 6 9 / R G B"), Take(2, 4, R), Take(0, 6, G), Take(1, 9, B))
    assert state.phase is Phase.ROLL and state.active == 0 and state.turn == 1
    assert engine.seats_to_act(state) == {0}
    assert EventKind.TURN_ENDED in kinds(state)
    state = play(rolled(state, "1 1 1 / R R R"), Refuse(0), Refuse(1), Refuse(2))
    assert state.active == 1 and state.turn == 2


def test_the_others_may_act_in_any_order_and_a_table_asks_them_clockwise():
    state = play(rolled(game(4, first=2), "4 6 9 / R G B"), Refuse(2))
    assert engine.seats_to_act(state) == {0, 1, 3}
    assert engine.next_in_turn_order(state) == 3
    state = play(state, Refuse(0))
    assert engine.next_in_turn_order(state) == 3
    assert engine.seats_to_act(state) == {1, 3}
    assert engine.next_in_turn_order(state, among={0, 1}) == 1  # the people at the screen only
    assert engine.next_in_turn_order(state, among={0}) is None


def test_the_offer_names_the_place_of_each_die_left_in_the_roll():
    state = play(rolled(game(3), "4 7 4 / R B R"), Take(0, 4, R))
    # The first die of each taken face goes: the second 4 and the second red stay.
    assert engine.taken_positions(state) == (0, 0)
    assert engine.dice_positions(state, 1) == ((1, 2), (1, 2))
    offer = engine.dice_for(state, 1)
    assert offer.numbers == (7, 4) and offer.colours == (B, R)
    assert engine.dice_positions(state, 0) == ((), ())  # done this turn
    refused_all = play(rolled(game(3), "4 7 4 / R B R"), Refuse(0))
    assert engine.taken_positions(refused_all) == (None, None)
    assert engine.dice_positions(refused_all, 2) == ((0, 1, 2), (0, 1, 2))


def test_the_order_of_the_others_does_not_change_the_result():
    # Seats 1 and 2 both cross the red bridge in this turn; seat 3 refuses.
    six = sheet(red=col("1 2 3 4 5 6"))
    start = play(rolled(game(4, sheets={1: six, 2: six}), "7 8 9 / R G B"), Take(0, 8, G))
    moves = [Take(1, 7, R), Take(2, 9, R), Refuse(3)]
    finals = set()
    for order in itertools.permutations(moves):
        end = play(start, *order)
        finals.add((end.sheets, end.bridge_claims, end.turn, end.active))
    assert len(finals) == 1
    (sheets, claims, _, _), = finals
    assert claims[R] == 0 and all(R in sheets[s].bridges_won for s in (1, 2))


def test_an_acceleration_keeps_the_seat_deciding_until_used_or_declined():
    layout = plain_sheet(red="-a-------")
    state = play(rolled(game(2, sheet_data=layout, sheets={0: sheet(red=col("2"))}), "3 5 6 / R G B"),
                 Take(0, 3, R))
    assert state.phase is Phase.ACTIVE and state.accelerating == {0}
    refused(state, Take(0, 5, G), Reason.ACCELERATION_PENDING)
    refused(state, Refuse(0), Reason.ACCELERATION_PENDING)
    refused(state, Refuse(1), Reason.NOT_YOUR_TURN)
    state = play(state, DeclineAcceleration(0))
    assert state.phase is Phase.OTHERS and state.offer == dice("5 6 / G B")
    refused(state, Accelerate(1, R), Reason.NO_ACCELERATION)
    refused(state, DeclineAcceleration(1), Reason.NO_ACCELERATION)


def test_nothing_is_legal_once_the_game_is_over():
    state = game(2, phase=Phase.OVER, pending=frozenset())
    assert engine.seats_to_act(state) == frozenset()
    assert engine.legal_actions(state, 0) == []
    refused(state, Refuse(0), Reason.GAME_OVER)


def test_a_seat_outside_the_game_is_refused():
    refused(rolled(game(2), "1 2 3 / R G B"), Take(7, 1, R), Reason.NO_SUCH_SEAT)


def test_the_events_say_what_the_last_action_did():
    state = rolled(game(2), "4 6 9 / R G B")
    assert kinds(state) == [EventKind.ROLLED]
    state = play(state, Take(0, 4, R))
    assert kinds(state) == [EventKind.COMBINATION_TAKEN, EventKind.CIRCLE_STRUCK, EventKind.NUMBER_WRITTEN]
    taken = state.events[0]
    assert (taken.seat, taken.colour, taken.value) == (0, R, 4)
    assert state.active_choice == (4, R)


def test_dice_showing_the_same_face_give_one_choice_and_one_of_them_stays():
    state = rolled(game(2), "5 5 3 / R R G")
    takes = [(a.number, a.colour) for a in engine.legal_actions(state, 0) if isinstance(a, Take)]
    assert sorted(takes) == sorted({(5, R), (5, G), (3, R), (3, G)})
    assert play(state, Take(0, 5, R)).offer == dice("5 3 / R G")


def test_a_combination_used_for_the_top_artifact_leaves_the_other_dice():
    full = sheet(red=col("1 2 3 4 5 6 7 8 9"))
    state = play(rolled(game(2, sheet_data=plain_sheet(), sheets={0: full}), "9 2 3 / R G B"), Take(0, 9, R))
    assert state.sheets[0].expeditions[R].top_artifact
    assert state.offer == dice("2 3 / G B")
