"""Why a computer took a card (the watcher's commentary), one kind of why each, in
prepared positions: the facade its cards now pay for, the facade of that colour it
saves up for, how many of that colour it holds when neither, and the notes on the
ability tile used, the hand over its limit and the End card that may come."""

from __future__ import annotations

import re

import attrs

from copenhagen_gui.games.copenhagen.bots.evaluation import Weights, house_value
from copenhagen_gui.games.copenhagen.rules import queries
from copenhagen_gui.games.copenhagen.rules.actions import TakeCard
from copenhagen_gui.games.copenhagen.rules.components import Ability, Side
from copenhagen_gui.games.copenhagen.ui import take_why
from copenhagen_gui.games.copenhagen.ui.watch import why
from tests.games.copenhagen.helpers import all_active, dealt, play, with_player

NAMES = ("Ann", "Bob")
HARBOUR = "RYGBPRY"  # slots 1..7


def _ann(hand: str, **changes):
    """Ann to play, holding ``hand``, an empty house."""
    return with_player(dealt(2, harbour=HARBOUR, hands=("RG", "BYP")), 0, hand=hand, **changes)


def test_a_card_that_completes_a_price_names_the_facade_it_now_pays_for(qapp):
    state = _ann("R")
    assert why(state, TakeCard(0, 0), NAMES) == "It takes a red card: its cards now pay for a red tile of 2 squares."


def _worth(state, tile) -> float:
    """The most a spot of ``tile`` adds to Ann's house, as the computer players count."""
    player = state.players[0]
    return max(house_value(player.filled | o.placement.mask, player.bricks | o.placement.brick_mask, Weights())
               for o in queries.build_options(state, 0, tile))


def test_of_the_facades_newly_paid_for_the_one_worth_most_to_a_computer_is_named(qapp):
    # Change of Colors: a yellow card more pays (with the red ones) for red-5 and yellow-5.
    state = _ann("RRRY", abilities=all_active(Ability.CHANGE_OF_COLORS))
    after = play(state, TakeCard(0, 1))
    told = take_why.take_why(state, TakeCard(0, 1))
    assert told.affords in ("red-5", "yellow-5")
    other = "red-5" if told.affords == "yellow-5" else "yellow-5"
    assert _worth(after, told.affords) >= _worth(after, other)


def test_a_card_short_of_a_price_names_the_facade_it_saves_up_for(qapp):
    state = _ann("B")
    told = why(state, TakeCard(0, 1), NAMES)
    # (English plural forms or none, whichever the test run has installed)
    assert re.fullmatch(r"It takes a yellow card, saving up for a yellow tile of 2 squares: "
                        r"1 more card(\(s\))? needed\.", told), told


def test_a_card_that_adds_nothing_to_pay_for_says_how_many_of_that_colour_it_holds(qapp):
    state = _ann("YYYYY")  # every yellow tile is paid for already
    assert why(state, TakeCard(0, 1), NAMES) == "It takes a yellow card and now holds 6 of that colour."


def test_the_ability_tile_the_take_uses_is_named(qapp):
    state = _ann("BB", abilities=all_active(Ability.ADDITIONAL_CARD))
    state = play(state, TakeCard(0, 0), TakeCard(0, 1))  # two cards: a third one with Additional Card
    told = why(state, TakeCard(0, 3), NAMES)
    assert told == ("It takes a blue card: its cards now pay for a blue tile of 3 squares. "
                    "It uses “Additional Card”.")
    after = play(state, TakeCard(0, 3))
    assert after.players[0].side(Ability.ADDITIONAL_CARD) is Side.USED


def test_a_card_over_the_hand_limit_says_one_must_go(qapp):
    state = _ann("GGGGGGG")
    assert why(state, TakeCard(0, 0), NAMES).endswith(" That is more than 7 cards: it must discard one.")


def test_the_last_card_of_a_turn_says_when_the_end_card_may_come_at_its_refill(qapp):
    state = play(_ann("P"), TakeCard(0, 0))
    near_the_end = attrs.evolve(state, pile_count=4)  # the End card lies among the last cards
    assert why(near_the_end, TakeCard(0, 1), NAMES).endswith(
        " Its turn ends, and the End of Game card may come at this refill.")
    assert "End of Game" not in why(state, TakeCard(0, 1), NAMES)  # a full pile: not yet
