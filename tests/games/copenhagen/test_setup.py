"""Setup and the opening deal (spec §1.1, §1.3, §2.1)."""

import random

import pytest

from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import Deal
from copenhagen_gui.games.copenhagen.rules.components import Ability, Side
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, GameOptions, Phase

from .helpers import colours


def test_new_game_is_deterministic_and_waits_for_the_deal():
    a = engine.new_game(GameOptions(3))
    assert a == engine.new_game(GameOptions(3))
    assert a.phase is Phase.DEAL
    assert engine.automatic_action(a) == Deal()
    assert engine.seats_to_act(a) == frozenset()
    assert all(slot is None for slot in a.harbour)


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players):
    with pytest.raises(ValueError):
        engine.new_game(GameOptions(players))


def test_every_player_starts_with_an_active_any_cards_and_nothing_else():
    state = engine.new_game(GameOptions(4))
    for player in state.players:
        assert player.side(Ability.ANY_CARDS) is Side.ACTIVE
        assert [player.side(a) for a in Ability if a is not Ability.ANY_CARDS] == [None] * 4
        assert player.points == 0 and player.filled == 0


@pytest.mark.parametrize(
    "players, pile_after_setup, end_card",
    [(2, 59, EndCardPlace.IN_PILE), (3, 45, EndCardPlace.SET_ASIDE), (4, 51, EndCardPlace.SET_ASIDE)],
)
def test_deck_sizes_after_setup(players, pile_after_setup, end_card):
    state = engine.new_game(GameOptions(players))
    deal = engine.complete_chance(state, engine.automatic_action(state), random.Random(1))
    state = engine.apply(state, deal)
    assert state.pile_count == pile_after_setup
    assert state.end_card is end_card
    assert all(slot is not None for slot in state.harbour)
    assert state.phase is Phase.START


@pytest.mark.parametrize("start, sizes", [(0, (2, 3, 3, 4)), (2, (3, 4, 2, 3))])
def test_starting_hands_are_2_3_3_4_in_turn_order(start, sizes):
    state = engine.new_game(GameOptions(4, start))
    state = engine.apply(state, engine.complete_chance(state, Deal(), random.Random(5)))
    assert tuple(p.hand_count for p in state.players) == sizes
    assert tuple(sum(p.hand) for p in state.players) == sizes
    assert state.turn.player == start


def test_two_players_get_2_and_3_cards():
    state = engine.new_game(GameOptions(2, 1))
    state = engine.apply(state, engine.complete_chance(state, Deal(), random.Random(2)))
    assert (state.players[1].hand_count, state.players[0].hand_count) == (2, 3)


def test_a_recorded_deal_is_applied_as_recorded():
    state = engine.new_game(GameOptions(2))
    deal = Deal(colours("RRRRRRR"), (colours("YY"), colours("GGB")))
    after = engine.apply(state, deal)
    assert after.harbour == colours("RRRRRRR")
    assert after.players[0].hand == (0, 2, 0, 0, 0)
    assert after.players[1].hand == (0, 0, 2, 1, 0)
    assert after.pile == (7, 12, 12, 13, 14)


@pytest.mark.parametrize(
    "deal",
    [
        Deal(colours("RRRRRR"), (colours("YY"), colours("GGB"))),  # 6 harbour cards
        Deal(colours("RRRRRRR"), (colours("YYY"), colours("GGB"))),  # first hand of 3
        Deal(colours("RRRRRRR"), (colours("YY"),)),  # one hand for two seats
    ],
)
def test_impossible_deals_are_refused(deal):
    state = engine.new_game(GameOptions(2))
    assert engine.check(state, deal) is Reason.IMPOSSIBLE_OUTCOME


def test_more_cards_of_a_colour_than_the_deck_has_is_impossible():
    state = engine.new_game(GameOptions(3))  # 12 red cards
    deal = Deal(colours("RRRRRRR"), (colours("RR"), colours("RRR"), colours("RRB")))
    assert engine.check(state, deal) is Reason.IMPOSSIBLE_OUTCOME


def test_the_deal_without_its_outcome_cannot_be_applied():
    state = engine.new_game(GameOptions(2))
    assert engine.check(state, Deal()) is Reason.OUTCOME_MISSING


def test_the_deal_comes_from_the_rng_and_the_same_rng_gives_the_same_deal():
    state = engine.new_game(GameOptions(4))
    one = engine.complete_chance(state, Deal(), random.Random(9))
    two = engine.complete_chance(state, Deal(), random.Random(9))
    assert one == two
    assert engine.check(state, one) is None


def test_nobody_acts_before_the_deal():
    state = engine.new_game(GameOptions(2))
    assert engine.legal_actions(state, 0) == ()
