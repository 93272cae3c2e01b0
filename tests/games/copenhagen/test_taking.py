"""Take Cards (spec §2.3), the hand limit and the card abilities (§2.6)."""

import pytest

from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Discard,
    EndTurn,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.rules.components import Ability, Colour, Side
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.rules.state import EventKind, Phase

from .helpers import all_active, dealt, play, with_harbour, with_player

ANY = Ability.ANY_CARDS
THIRD = Ability.ADDITIONAL_CARD
BOTH = Ability.BOTH_ACTIONS


def no_any_cards(state, seat=0):
    return with_player(state, seat, abilities={ANY: Side.USED})


def test_first_card_from_any_slot_leaves_the_slot_empty():
    state = play(dealt(), TakeCard(0, 3))
    assert state.harbour[3] is None
    assert state.players[0].hand == (1, 0, 1, 1, 0)  # R G + B
    assert state.phase is Phase.SECOND
    assert [e.kind for e in state.events] == [EventKind.CARD_TAKEN]
    assert (state.events[0].slot, state.events[0].colour) == (3, Colour.BLUE)


@pytest.mark.parametrize("second, legal", [(2, True), (4, True), (1, False), (5, False), (3, False)])
def test_second_card_must_be_next_to_the_first(second, legal):
    state = play(no_any_cards(dealt()), TakeCard(0, 3))
    reason = engine.check(state, TakeCard(0, second))
    if second == 3:
        assert reason is Reason.SLOT_EMPTY
    else:
        assert (reason is None) == legal
        assert legal or reason is Reason.NOT_ADJACENT


def test_the_harbour_does_not_wrap_around():
    state = play(no_any_cards(dealt()), TakeCard(0, 0))
    assert engine.check(state, TakeCard(0, 6)) is Reason.NOT_ADJACENT
    assert engine.check(state, TakeCard(0, 1)) is None


def test_no_such_slot():
    assert engine.check(dealt(), TakeCard(0, 7)) is Reason.NO_SUCH_SLOT
    assert engine.check(dealt(), TakeCard(0, -1)) is Reason.NO_SUCH_SLOT


def test_only_the_active_player_takes():
    assert engine.check(dealt(), TakeCard(1, 0)) is Reason.NOT_YOUR_TURN


def test_two_cards_end_the_turn_and_the_slots_stay_empty_until_the_refill():
    state = play(dealt(), TakeCard(0, 3), TakeCard(0, 4))
    assert state.phase is Phase.REFILL
    assert state.harbour[3] is None and state.harbour[4] is None
    assert state.events[-1].kind is EventKind.TURN_ENDED
    assert engine.seats_to_act(state) == frozenset()


def test_any_cards_allows_any_second_slot_and_flips():
    state = play(dealt(), TakeCard(0, 0), TakeCard(0, 6))
    assert state.players[0].side(ANY) is Side.USED
    used = [e for e in state.events if e.kind is EventKind.ABILITY_USED]
    assert [(e.player, e.ability) for e in used] == [(0, ANY)]


def test_any_cards_stays_active_when_the_second_card_is_adjacent_anyway():
    state = play(dealt(), TakeCard(0, 0), TakeCard(0, 1))
    assert state.players[0].side(ANY) is Side.ACTIVE


def test_additional_card_gives_a_third_card_from_any_slot():
    state = with_player(no_any_cards(dealt()), 0, abilities=all_active(THIRD))
    state = play(state, TakeCard(0, 0), TakeCard(0, 1))
    assert state.phase is Phase.MORE
    assert engine.check(state, TakeCard(0, 6)) is None
    state = play(state, TakeCard(0, 6))
    assert state.players[0].side(THIRD) is Side.USED
    assert state.players[0].hand_count == 5
    assert state.phase is Phase.REFILL


def test_additional_card_may_be_kept_for_later():
    state = with_player(dealt(), 0, abilities=all_active(THIRD))
    state = play(state, TakeCard(0, 0), TakeCard(0, 1), EndTurn(0))
    assert state.phase is Phase.REFILL
    assert state.players[0].side(THIRD) is Side.ACTIVE


def test_any_cards_and_additional_card_give_any_three_cards():
    state = with_player(dealt(), 0, abilities=all_active(THIRD))
    state = play(state, TakeCard(0, 0), TakeCard(0, 3), TakeCard(0, 6))
    assert state.players[0].hand_count == 5
    assert state.players[0].side(ANY) is Side.USED and state.players[0].side(THIRD) is Side.USED


def test_a_fourth_card_is_never_possible():
    state = with_player(dealt(), 0, abilities=all_active(THIRD, BOTH), hand="RRRG")
    state = play(state, TakeCard(0, 0), TakeCard(0, 1), TakeCard(0, 2))
    assert state.phase is Phase.MORE  # Both Actions: a red build is affordable
    assert engine.check(state, TakeCard(0, 3)) is Reason.NOT_NOW


def test_without_additional_card_no_third_card():
    state = with_player(dealt(), 0, abilities=all_active(BOTH), hand="RRRR")
    state = play(state, TakeCard(0, 0), TakeCard(0, 1))
    assert state.phase is Phase.MORE
    assert engine.check(state, TakeCard(0, 3)) is Reason.ABILITY_NOT_OWNED


def test_used_additional_card_refuses_a_third_card():
    state = with_player(dealt(), 0, abilities={THIRD: Side.USED, BOTH: Side.ACTIVE}, hand="RRRR")
    state = play(state, TakeCard(0, 0), TakeCard(0, 1))
    assert engine.check(state, TakeCard(0, 3)) is Reason.ABILITY_USED


def test_hand_limit_after_each_card_discard_one_of_choice():
    state = with_player(dealt(), 0, hand="RRRRRRG")  # 7 cards
    state = play(state, TakeCard(0, 3))  # + blue: 8 cards
    assert state.phase is Phase.DISCARD
    assert engine.legal_actions(state, 0) == (Discard(0, Colour.RED), Discard(0, Colour.GREEN), Discard(0, Colour.BLUE))
    assert engine.check(state, TakeCard(0, 4)) is Reason.WRONG_PHASE
    assert engine.check(state, Discard(0, Colour.YELLOW)) is Reason.NOT_IN_HAND
    state = play(state, Discard(0, Colour.BLUE))  # the card just taken may go
    assert state.players[0].hand == (6, 0, 1, 0, 0)
    assert state.discard == (0, 0, 0, 1, 0)
    assert state.phase is Phase.SECOND
    state = play(state, TakeCard(0, 4), Discard(0, Colour.RED))
    assert state.players[0].hand_count == 7
    assert state.phase is Phase.REFILL


def test_white_is_not_a_card_colour():
    state = play(with_player(dealt(), 0, hand="RRRRRRG"), TakeCard(0, 3))
    assert engine.check(state, Discard(0, Colour.WHITE)) is Reason.NOT_A_CARD_COLOUR


def test_both_actions_build_after_taking_and_it_flips():
    state = with_player(dealt(), 0, abilities=all_active(BOTH), hand="RR")
    state = play(state, TakeCard(0, 0), TakeCard(0, 1))  # + red, yellow
    assert state.phase is Phase.MORE
    build = Build(0, "red-2", ((0, 0), (1, 0)), (0, 0), (Colour.RED, Colour.RED))
    assert engine.check(state, build) is None
    state = play(state, build)
    assert state.players[0].side(BOTH) is Side.USED
    assert state.players[0].hand == (1, 1, 0, 0, 0)
    assert state.phase is Phase.REFILL


def test_both_actions_may_be_kept_by_ending_the_turn():
    state = with_player(dealt(), 0, abilities=all_active(BOTH), hand="RR")
    state = play(state, TakeCard(0, 0), TakeCard(0, 1), EndTurn(0))
    assert state.players[0].side(BOTH) is Side.ACTIVE


def test_both_actions_unaffordable_goes_straight_to_the_refill():
    state = with_player(dealt(), 0, abilities=all_active(BOTH), hand="")
    state = play(state, TakeCard(0, 2), TakeCard(0, 3))  # green, blue: nothing costs 1
    assert state.phase is Phase.REFILL


def test_building_after_taking_needs_both_actions():
    state = with_player(dealt(), 0, abilities=all_active(THIRD), hand="RR")
    state = play(state, TakeCard(0, 0), TakeCard(0, 1))
    build = Build(0, "red-2", ((0, 0), (1, 0)), (0, 0), (Colour.RED, Colour.RED))
    assert engine.check(state, build) is Reason.NEEDS_BOTH_ACTIONS


def test_a_build_is_the_whole_turn_no_cards_after_it():
    state = with_player(dealt(), 0, hand="RR")
    state = play(state, Build(0, "red-2", ((0, 0), (1, 0)), (0, 0), (Colour.RED, Colour.RED)))
    assert state.phase is Phase.REFILL
    assert engine.check(state, TakeCard(0, 0)) is Reason.WRONG_PHASE


def test_end_turn_only_when_more_is_possible():
    assert engine.check(dealt(), EndTurn(0)) is Reason.WRONG_PHASE


def test_discard_only_over_the_limit():
    assert engine.check(dealt(), Discard(0, Colour.RED)) is Reason.WRONG_PHASE


def test_empty_slot_in_the_first_pick_is_refused():
    state = with_harbour(dealt(), "RYG.PRY")
    assert engine.check(state, TakeCard(0, 3)) is Reason.SLOT_EMPTY
