"""Card-game situations: any start of a turn reached by play goes to JSON and back
unchanged; a table the rules cannot reach is refused with its typed reason and where;
a demo fixes the harbour and the hands, and the refill draws the rest of the pile."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from situation_play import as_file, play_to_situation

from copenhagen_gui.core.situation import SituationError, SituationProblem
from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import TakeCard
from copenhagen_gui.games.copenhagen.rules.components import (
    CARD_COLOURS,
    TILE_INDEX,
    Ability,
    Colour,
    Side,
    cards_per_colour,
    full_deck,
    starting_supply,
)
from copenhagen_gui.games.copenhagen.rules.situation import SituationReason as R
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, GameOptions, Phase
from copenhagen_gui.games.copenhagen.spec import SPEC

EMPTY = ["....."] * 9
# Every cell covered, column by column with upright tiles, bricks at their feet, and a
# white tile on top of the two right columns (the house earned 7 coats of arms).
FULL_HOUSE = ["PPPWW", "PpPGG", "PPpgg", "pPGBB", "PpGbb", "PPgYY", "PPGyy", "PPGRR", "ppgrr"]


def _situation(**changes) -> dict:
    """Two players in round 3, Bo to start his turn."""
    data = {
        "phase": "start", "active": 1, "round": 3,
        "players": [
            {"house": EMPTY[:7] + ["Yy...", "pPPPP"], "hand": {"red": 2, "blue": 1},
             "abilities": {"active": ["any_cards"], "used": []}},
            {"house": EMPTY[:8] + ["rR.Gg"], "hand": {"green": 3},
             "abilities": {"active": [], "used": ["any_cards"]}},
        ],
        "harbour": ["red", "yellow", "green", "blue", "purple", "red", "red"],
        "discard": {"purple": 5, "yellow": 2, "red": 2, "green": 2},
        "end_card": "in_pile",
    }
    data.update(changes)
    return as_file(data)


def _with_player(seat: int, **changes) -> dict:
    data = _situation()
    data["players"][seat].update(changes)
    return data


def _refusal(data, players: int = 2) -> SituationError:
    with pytest.raises(SituationError) as refused:
        SPEC.state_from_json(data, GameOptions(players))
    return refused.value


def test_a_prepared_table_is_read_with_what_follows_from_it():
    state = SPEC.state_from_json(_situation(), GameOptions(2))
    ann, bo = state.players
    assert state.phase is Phase.START and state.active == 1 and state.turn_number == 6
    assert ann.points == 1 and bo.points == 0  # Ann's ground floor, recomputed
    assert ann.hand_count == 3 and bo.abilities[Ability.ANY_CARDS.index] is Side.USED
    assert state.supply[TILE_INDEX["purple-5"]] == 0 and state.supply[TILE_INDEX["red-2"]] == 1
    # cards are conserved: the draw pile holds what is nowhere else, the End card with it
    out = [sum(p.hand[c.index] for p in state.players) + state.harbour.count(c)
           + state.discard[c.index] for c in CARD_COLOURS]
    assert tuple(p + o for p, o in zip(state.pile, out)) == full_deck(2)
    assert state.pile_count == sum(state.pile) + 1 and state.end_card is EndCardPlace.IN_PILE


def test_a_demo_fixes_harbour_and_hands_and_the_refill_draws_the_rest():
    state = SPEC.state_from_json(_situation(), GameOptions(2))
    state = engine.apply(state, TakeCard(1, 2))
    state = engine.apply(state, TakeCard(1, 3))
    assert state.phase is Phase.REFILL and state.players[1].hand[Colour.GREEN.index] == 4
    refill = engine.complete_chance(state, engine.automatic_action(state), random.Random(3))
    after = engine.apply(state, refill)
    assert after.active == 0 and None not in after.harbour
    assert after.pile_count == state.pile_count - 2


@settings(max_examples=40)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 500))
def test_any_start_of_a_turn_reached_by_play_goes_to_json_and_back(seed, players, steps):
    options = GameOptions(players, seed % players)
    state = play_to_situation(SPEC, options, seed, steps)
    assume(state is not None)  # the game ended first: nothing to start from
    assert SPEC.state_from_json(as_file(SPEC.state_to_json(state)), options) == \
        attrs.evolve(state, events=())


@settings(max_examples=10)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 120))
def test_the_computer_players_houses_go_to_json_and_back(seed, players, steps):
    options = GameOptions(players)
    state = play_to_situation(SPEC, options, seed, steps, level="normal")
    assume(state is not None)
    assert SPEC.state_from_json(as_file(SPEC.state_to_json(state)), options) == \
            attrs.evolve(state, events=())


def test_a_view_with_hidden_hands_is_no_situation():
    state = SPEC.state_from_json(_situation(), GameOptions(2))
    view = SPEC.view_for(state, 0)
    assert SPEC.can_start_from(state) and not SPEC.can_start_from(view)
    with pytest.raises(ValueError):
        SPEC.state_to_json(view)


# --- what the rules cannot reach ---------------------------------------------------------


@pytest.mark.parametrize("house, reason, cell", [
    (EMPTY[:5] + ["rR...", ".....", ".....", "....."], R.FLOATING_TILE, (0, 3)),
    (EMPTY[:8] + ["RRR.."], R.NOT_WHOLE_TILES, (0, 0)),  # no brick
    (EMPTY[:8] + ["rRR.."], R.NOT_WHOLE_TILES, (0, 0)),  # red has no straight 3
    (EMPTY[:7] + ["rR...", "R...."], R.NOT_WHOLE_TILES, (0, 0)),  # red's L has its brick at an end
])
def test_a_house_that_is_not_tiles_resting_on_each_other_is_refused(house, reason, cell):
    refused = _refusal(_with_player(1, house=house))
    assert (refused.problem, refused.reason, refused.player, refused.where) == (
        SituationProblem.IMPOSSIBLE, reason, 1, cell)


def test_a_tile_from_an_empty_stack_is_refused():
    refused = _refusal(_with_player(1, house=EMPTY[:8] + ["pPPPP"]))  # one purple 5 with two players
    assert (refused.reason, refused.where) == (R.TILE_SUPPLY_EXCEEDED, "purple-5")


def test_a_supply_must_add_up_with_the_tiles_built():
    full = dict(zip(SPEC.state_to_json(SPEC.state_from_json(_situation(), GameOptions(2)))["supply"],
                    starting_supply(2)))
    refused = _refusal(_situation(supply=full))
    assert (refused.reason, refused.where) == (R.SUPPLY_MISMATCH, "red-2")
    refused = _refusal(_situation(supply={**full, "white-1": 13}))
    assert (refused.reason, refused.where) == (R.SUPPLY_MISMATCH, "white-1")


def test_more_cards_of_a_colour_than_the_game_has_are_refused():
    refused = _refusal(_situation(discard={"red": 10}))  # + 3 in the harbour + 2 in a hand
    assert (refused.reason, refused.where) == (R.TOO_MANY_CARDS, "red")


def test_hands_and_harbour_as_a_turn_starts():
    assert _refusal(_with_player(0, hand={"red": 8})).reason is R.HAND_OVER_LIMIT
    harbour = ["red", "yellow", "green", None, "purple", "red", "red"]
    refused = _refusal(_situation(harbour=harbour))
    assert (refused.reason, refused.where) == (R.HARBOUR_NOT_FULL, 3)


@pytest.mark.parametrize("abilities, reason", [
    ({"active": ["any_cards"], "used": ["any_cards"]}, R.ABILITY_OWNED_TWICE),
    ({"active": ["both_actions", "both_actions", "any_cards"]}, R.ABILITY_OWNED_TWICE),
    ({"active": []}, R.STARTING_ABILITY_MISSING),
    ({"active": ["any_cards", "both_actions"]}, R.MORE_THAN_COATS_GAVE),  # no coat of arms yet
])
def test_ability_tiles_are_owned_once_and_come_from_coats_of_arms(abilities, reason):
    refused = _refusal(_with_player(0, abilities=abilities))
    assert (refused.reason, refused.player) == (reason, 0)


def test_a_white_tile_needs_a_coat_of_arms():
    refused = _refusal(_with_player(1, house=EMPTY[:8] + ["rRgGW"]))
    assert (refused.reason, refused.player) == (R.MORE_THAN_COATS_GAVE, 1)


@pytest.mark.parametrize("place, players", [("set_aside", 2), ("revealed", 2), ("revealed", 3)])
def test_the_end_card_cannot_be_set_aside_with_two_or_revealed(place, players):
    data = _situation(end_card=place)
    if players == 3:
        data["players"].append({"house": EMPTY})
    assert _refusal(data, players).reason is R.END_CARD_IMPOSSIBLE


def test_twelve_points_end_the_game_at_once():
    data = _with_player(0, house=FULL_HOUSE)
    data["players"][1]["house"] = EMPTY
    refused = _refusal(data)
    assert (refused.reason, refused.player) == (R.GAME_ALREADY_OVER, 0)


@pytest.mark.parametrize("change", [
    {"phase": "refill"}, {"active": -1}, {"harbour": ["red"] * 6}, {"harbour": ["white"] * 7},
    {"discard": {"white": 1}}, {"discard": [1, 2]}, {"end_card": True}, {"secret": 0},
])
def test_a_situation_not_in_the_format_is_malformed(change):
    refused = _refusal(_situation(**change))
    assert refused.problem is SituationProblem.MALFORMED and refused.reason is None


# --- mutations of states reached by play -----------------------------------------------


def _extra_card(data: dict, options) -> object:
    """One card of the harbour's first colour more than the game has."""
    colour = data["harbour"][0]
    in_play = sum(p.get("hand", {}).get(colour, 0) for p in data["players"]) + data["harbour"].count(colour)
    data["discard"][colour] = cards_per_colour(options.player_count) - in_play + 1
    return R.TOO_MANY_CARDS


def _owned_twice(data: dict, options) -> object:
    abilities = data["players"][0]["abilities"]
    abilities["used"] = abilities["used"] + ["any_cards"]
    return R.ABILITY_OWNED_TWICE


def _empty_slot(data: dict, options) -> object:
    data["harbour"][6] = None
    return R.HARBOUR_NOT_FULL


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 300),
       mutate=st.sampled_from([_extra_card, _owned_twice, _empty_slot]))
def test_targeted_mutations_of_played_states_are_refused(seed, players, steps, mutate):
    options = GameOptions(players)
    state = play_to_situation(SPEC, options, seed, steps)
    assume(state is not None)  # the game ended first: nothing to start from
    data = as_file(SPEC.state_to_json(state))
    reason = mutate(data, options)
    assert _refusal(data, players).reason is reason
