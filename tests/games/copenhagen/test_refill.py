"""The end-of-turn refill (spec §1.2), lazy reshuffles with the End card (§1.1), the
End-card ending (§2.8) and test vector 6 of §2.8a."""

import random

import attrs
import pytest

from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import Build, Refill, TakeCard
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.rules.state import (
    EndCardPlace,
    EndReason,
    EventKind,
    GameOptions,
    Phase,
)

from .helpers import colours, dealt, play, with_player

R, Y, G, B, P = colours("RYGBP")


def after_taking(state=None, first=3, second=4):
    state = state or dealt()
    return play(state, TakeCard(0, first), TakeCard(0, second))


def test_the_refill_is_an_automatic_chance_action():
    state = after_taking()
    assert engine.automatic_action(state) == Refill()
    assert engine.legal_actions(state, 0) == () and engine.legal_actions(state, 1) == ()
    assert engine.check(state, Refill()) is Reason.OUTCOME_MISSING


def test_recorded_cards_fill_the_empty_slots_left_to_right_and_the_next_player_starts():
    state = after_taking(first=4, second=3)
    after = engine.apply(state, Refill((R, B)))
    assert after.harbour[3] is R and after.harbour[4] is B
    assert after.pile_count == state.pile_count - 2
    assert after.pile[0] == state.pile[0] - 1
    assert after.turn.player == 1 and after.phase is Phase.START
    assert after.turn_number == state.turn_number + 1
    filled = [(e.slot, e.colour) for e in after.events if e.kind is EventKind.SLOT_FILLED]
    assert filled == [(3, R), (4, B)]


@pytest.mark.parametrize(
    "refill", [Refill((R,)), Refill((R, B, G)), Refill((R, B), end_card=True)]
)
def test_outcomes_that_do_not_fit_the_slots_are_refused(refill):
    assert engine.check(after_taking(), refill) is Reason.IMPOSSIBLE_OUTCOME


def test_a_colour_the_pile_does_not_hold_cannot_be_drawn():
    state = after_taking()
    state = attrs.evolve(state, pile=(0, 14, 14, 14, 14), pile_count=57)
    assert engine.check(state, Refill((R, B))) is Reason.IMPOSSIBLE_OUTCOME
    assert engine.check(state, Refill((Y, B))) is None


def test_a_build_turn_refills_nothing_but_still_passes_through_the_refill():
    state = with_player(dealt(), 0, hand="RR")
    state = play(state, Build(0, "red-2", ((0, 0), (1, 0)), (0, 0), colours("RR")))
    assert engine.automatic_action(state) == Refill()
    completed = engine.complete_chance(state, Refill(), random.Random(3))
    assert completed == Refill(())
    assert engine.apply(state, completed).turn.player == 1


def low_pile(state, colour_cards: int, end_card=EndCardPlace.IN_PILE):
    pile = (colour_cards,) + (0,) * 4
    return attrs.evolve(
        state, pile=pile, pile_count=colour_cards + (end_card is EndCardPlace.IN_PILE), end_card=end_card
    )


def test_the_end_card_stops_the_refill_and_ends_the_game():
    state = low_pile(after_taking(first=2, second=3), 5)
    after = engine.apply(state, Refill((R,), end_card=True))
    assert after.harbour[2] is R and after.harbour[3] is None
    assert after.end_slot == 3
    assert after.end_card is EndCardPlace.REVEALED
    assert after.phase is Phase.GAME_OVER and after.end_reason is EndReason.END_CARD
    kinds = [e.kind for e in after.events]
    assert kinds[-2:] == [EventKind.END_CARD_REVEALED, EventKind.GAME_ENDED]


def test_the_end_card_cannot_come_up_above_the_bottom_ten():
    state = low_pile(after_taking(), 10)  # 11 cards with the End card
    assert engine.check(state, Refill((), end_card=True)) is Reason.IMPOSSIBLE_OUTCOME
    shallower = low_pile(after_taking(), 9)  # 10 cards
    assert engine.check(shallower, Refill((), end_card=True)) is None


def test_the_last_card_of_a_pile_holding_the_end_card_is_the_end_card():
    state = low_pile(after_taking(), 0)
    assert engine.check(state, Refill((R, R))) is Reason.IMPOSSIBLE_OUTCOME
    drawn = engine.complete_chance(state, Refill(), random.Random(0))
    assert drawn == Refill((), end_card=True)


def test_random_refills_bring_the_end_card_about_one_time_in_ten_from_the_bottom_ten():
    state = low_pile(after_taking(), 9)
    ends = sum(
        engine.complete_chance(state, Refill(), random.Random(seed)).end_card for seed in range(400)
    )
    # P(End card among 2 draws from 10 cards) = 2/10; with these 400 seeds:
    assert 50 <= ends <= 110


def test_the_end_card_never_comes_while_more_than_ten_cards_are_left():
    state = low_pile(after_taking(), 12)
    assert not any(
        engine.complete_chance(state, Refill(), random.Random(seed)).end_card for seed in range(200)
    )


def test_the_reshuffle_is_lazy_and_brings_in_the_set_aside_end_card():
    state = dealt(players=3)
    state = play(state, TakeCard(0, 3), TakeCard(0, 4))
    state = attrs.evolve(
        state, pile=(1, 0, 0, 0, 0), pile_count=1, discard=(0, 0, 20, 0, 0),
        end_card=EndCardPlace.SET_ASIDE,
    )
    after = engine.apply(state, Refill((R, G)))
    kinds = [e.kind for e in after.events]
    assert kinds == [
        EventKind.SLOT_FILLED, EventKind.RESHUFFLED, EventKind.END_CARD_SHUFFLED_IN, EventKind.SLOT_FILLED
    ]
    reshuffled = next(e for e in after.events if e.kind is EventKind.RESHUFFLED)
    assert reshuffled.count == 20
    assert after.discard == (0, 0, 0, 0, 0)
    assert after.pile == (0, 0, 19, 0, 0)
    assert after.pile_count == 20  # 19 green + the End card
    assert after.end_card is EndCardPlace.IN_PILE


def test_the_first_card_after_a_big_reshuffle_is_not_the_end_card():
    state = dealt(players=4, hands=("RG", "BYP", "RRY", "GGBB"))
    state = play(state, TakeCard(0, 3), TakeCard(0, 4))
    state = attrs.evolve(state, pile=(0,) * 5, pile_count=0, discard=(0, 0, 0, 30, 0))
    assert engine.check(state, Refill((), end_card=True)) is Reason.IMPOSSIBLE_OUTCOME


def _pile_draws_before_first_reshuffle(players: int, seed: int) -> int:
    rng = random.Random(seed)
    state = engine.new_game(GameOptions(players))
    state = engine.apply(state, engine.complete_chance(state, engine.automatic_action(state), rng))
    draws = 0
    while state.phase is not Phase.GAME_OVER:
        auto = engine.automatic_action(state)
        if auto is None:
            action = rng.choice(
                [a for a in engine.legal_actions(state, state.turn.player) if not isinstance(a, Build)]
                or engine.legal_actions(state, state.turn.player)
            )
        else:
            action = engine.complete_chance(state, auto, rng)
        state = engine.apply(state, action)
        for event in state.events:
            if event.kind is EventKind.RESHUFFLED:
                return draws
            if event.kind is EventKind.SLOT_FILLED:
                draws += 1
    raise AssertionError("no reshuffle")


@pytest.mark.parametrize("seed", [1, 2])
def test_vector_6_three_players_reshuffle_on_the_46th_draw(seed):
    assert engine.new_game(GameOptions(3)).pile_count == 60
    assert _pile_draws_before_first_reshuffle(3, seed) == 45


def test_four_players_reshuffle_after_51_draws():
    assert _pile_draws_before_first_reshuffle(4, 3) == 51
