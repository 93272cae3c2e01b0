"""Lost Cities situations: any start of a turn reached by play goes to JSON and back
unchanged; a sheet the rules cannot reach is refused with its typed reason and where;
play goes on from an accepted one."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from situation_play import as_file, play_to_situation

from copenhagen_gui.core.situation import SituationError, SituationProblem
from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge, Colour
from copenhagen_gui.games.lost_cities_rw.rules.situation import SituationReason as R
from copenhagen_gui.games.lost_cities_rw.rules.state import Circle, Phase
from copenhagen_gui.games.lost_cities_rw.spec import SPEC

OPTIONS = SPEC.default_options(2)
# The house sheet's red column: an acceleration on square 2, an artifact on square 5.
RED_SEVEN = [1, 2, 2, 4, 6, 6, 8]


def _situation(**changes) -> dict:
    """Two seats in round 6, Bo to choose from a roll."""
    data = {
        "phase": "active", "active": 1, "round": 6,
        "dice": {"numbers": [3, 0, 7], "colours": ["red", "blue", "blue"]},
        "players": [
            {"expeditions": {"red": {"circle": "struck", "numbers": RED_SEVEN},
                             "blue": {"circle": "doubled"}},
             "artifacts": 1, "dice_symbols": 2, "bridges": ["red"]},
            {"expeditions": {"green": {"circle": "doubled", "numbers": [5, 5]}}, "dice_symbols": 4},
        ],
    }
    data.update(changes)
    return as_file(data)


def _with_player(seat: int, **changes) -> dict:
    data = _situation()
    data["players"][seat].update(changes)
    return data


def _refusal(data, options=OPTIONS) -> SituationError:
    with pytest.raises(SituationError) as refused:
        SPEC.state_from_json(data, options)
    return refused.value


def test_a_prepared_table_is_read_with_what_follows_from_it():
    state = SPEC.state_from_json(_situation(), OPTIONS)
    ann, bo = state.sheets
    assert state.phase is Phase.ACTIVE and state.active == 1 and state.turn == 11
    assert state.roll.numbers == (3, 0, 7) and state.pending == frozenset({1})
    assert ann.expeditions[Colour.RED].numbers == tuple(RED_SEVEN) and ann.artifacts == 1
    assert ann.expeditions[Colour.BLUE].circle is Circle.DOUBLED
    assert ann.bridges_won == {Bridge.RED} and state.bridge_claims[Bridge.RED] == 10
    assert bo.dice_marks == 4 and SPEC.scores(state)[1] < 0


def test_play_goes_on_from_a_prepared_table():
    state = SPEC.state_from_json(_situation(), OPTIONS)
    assert engine.check(state, Roll(1)) is not None  # rolled already
    state = engine.apply(state, Take(1, 7, Colour.BLUE))
    assert state.phase is Phase.OTHERS and state.pending == frozenset({0})
    assert state.sheets[1].expeditions[Colour.BLUE].numbers == (7,)


@settings(max_examples=40)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), steps=st.integers(0, 250),
       zero=st.booleans())
def test_any_start_of_a_turn_reached_by_play_goes_to_json_and_back(seed, players, steps, zero):
    options = attrs.evolve(SPEC.default_options(players), first_seat=seed % players,
                           zero_starts_as_ten=zero)
    state = play_to_situation(SPEC, options, seed, steps)
    assume(state is not None)  # the game ended first: nothing to start from
    assert SPEC.state_from_json(as_file(SPEC.state_to_json(state)), options) == \
        attrs.evolve(state, events=())


@settings(max_examples=10)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), steps=st.integers(0, 250))
def test_the_computer_players_sheets_go_to_json_and_back(seed, players, steps):
    options = SPEC.default_options(players)
    state = play_to_situation(SPEC, options, seed, steps, level="strong")
    assume(state is not None)
    assert SPEC.state_from_json(as_file(SPEC.state_to_json(state)), options) == \
            attrs.evolve(state, events=())


def test_only_the_start_of_a_turn_is_a_situation():
    state = engine.apply(SPEC.state_from_json(_situation(), OPTIONS), Take(1, 7, Colour.BLUE))
    assert not SPEC.can_start_from(state)
    with pytest.raises(ValueError):
        SPEC.state_to_json(state)


# --- what the rules cannot reach ---------------------------------------------------------


def _red(**entry) -> dict:
    return _with_player(0, expeditions={"red": {"circle": "struck", **entry}}, bridges=[],
                        artifacts=None)


def _without(data, key="artifacts"):
    for player in data["players"]:
        if player.get(key, 0) is None:
            del player[key]
    return data


@pytest.mark.parametrize("entry, reason, where", [
    ({"numbers": [2, 5, 3]}, R.NUMBER_LOWER_THAN_BELOW, ("red", 2)),
    ({"numbers": [0]}, R.NUMBER_OUT_OF_RANGE, ("red", 0)),
    ({"numbers": [4, 11]}, R.NUMBER_OUT_OF_RANGE, ("red", 1)),
    ({"numbers": [10]}, R.ZERO_CANNOT_START, "red"),
    ({"numbers": list(range(1, 11))}, R.TOO_MANY_NUMBERS, "red"),
    ({"numbers": [2, 3], "circle": "open"}, R.CIRCLE_NOT_STRUCK, "red"),
    ({"numbers": [], "circle": "struck"}, R.CIRCLE_STRUCK_UNSTARTED, "red"),
    ({"numbers": [2, 3], "top_artifact": True}, R.TOP_ARTIFACT_BEFORE_FULL, "red"),
])
def test_an_expedition_the_rules_cannot_write_is_refused(entry, reason, where):
    refused = _refusal(_without(_red(**entry)))
    assert (refused.problem, refused.reason, refused.player, refused.where) == (
        SituationProblem.IMPOSSIBLE, reason, 0, where)


def test_a_zero_starts_as_ten_with_rule_q1():
    options = attrs.evolve(OPTIONS, zero_starts_as_ten=True)
    state = SPEC.state_from_json(_without(_red(numbers=[10, 10])), options)
    assert state.sheets[0].expeditions[Colour.RED].numbers == (10, 10)


@pytest.mark.parametrize("artifacts, reason", [
    (2, R.ARTIFACT_WITHOUT_SQUARE),  # red's square 5 gives one
    (0, R.ARTIFACT_NOT_HATCHED),
])
def test_artifacts_hatched_are_the_ones_the_squares_give(artifacts, reason):
    refused = _refusal(_with_player(0, artifacts=artifacts))
    assert (refused.reason, refused.player) == (reason, 0)


def test_a_top_artifact_needs_room_in_the_artifact_column():
    full = list(range(1, 10))
    five = {c: {"circle": "struck", "numbers": full, "top_artifact": True}
            for c in ("red", "orange", "yellow", "green", "blue")}
    bridges = ["red", "orange", "yellow", "green", "blue", "artifacts"]
    data = _with_player(0, expeditions=five, bridges=bridges)
    del data["players"][0]["artifacts"]
    assert _refusal(data).reason is R.TOP_ARTIFACT_NO_ROOM  # 5 squares and 4 ticks fill it
    del five["blue"]["top_artifact"]
    state = SPEC.state_from_json(data, OPTIONS)
    assert state.sheets[0].artifacts == 9


def test_a_tenth_dice_symbol_is_refused():
    refused = _refusal(_with_player(1, dice_symbols=10))
    assert (refused.reason, refused.player) == (R.TOO_MANY_DICE_SYMBOLS, 1)


def test_a_bridge_is_won_only_by_someone_who_crossed_it():
    refused = _refusal(_with_player(1, bridges=["green"]))  # Bo's green has 2 squares
    assert (refused.reason, refused.player, refused.where) == (R.BRIDGE_NOT_CROSSED, 1, "green")
    refused = _refusal(_with_player(0, bridges=[]))  # Ann's red reached square 7
    assert (refused.reason, refused.where) == (R.BRIDGE_WITHOUT_WINNER, "red")
    for claims in ({}, {"red": 11}, {"red": 4, "dice": 2}):  # the claim is a past turn of a crossing
        refused = _refusal(_situation(bridge_claims=claims))
        assert refused.reason is R.BRIDGE_CLAIMS_MISMATCH
    assert SPEC.state_from_json(_situation(bridge_claims={"red": 4}), OPTIONS).bridge_claims[0] == 4


@pytest.mark.parametrize("dice", [
    {"numbers": [3, 0, 7, 1], "colours": ["red", "blue", "blue"]},  # a fourth number die
    {"numbers": [3, 0], "colours": ["red", "blue", "blue"]},
    {"numbers": [3, 10, 7], "colours": ["red", "blue", "blue"]},  # a d10 shows 0-9
])
def test_dice_beyond_the_three_and_three_are_refused(dice):
    assert _refusal(_situation(dice=dice)).reason is R.WRONG_DICE


def test_the_active_phase_has_its_dice_and_the_roll_phase_may_keep_the_last():
    data = _situation()
    del data["dice"]
    assert _refusal(data).reason is R.WRONG_DICE
    data["phase"] = "roll"
    assert SPEC.state_from_json(data, OPTIONS).roll is None
    assert SPEC.state_from_json(_situation(phase="roll"), OPTIONS).roll.numbers == (3, 0, 7)


def test_a_game_already_over_is_refused():
    data = _situation()
    for player in data["players"]:
        player["dice_symbols"] = 9  # every seat exhausted (each crossed the dice bridge)
        player["bridges"] = player.get("bridges", []) + ["dice"]
    assert _refusal(data).reason is R.GAME_ALREADY_OVER


@pytest.mark.parametrize("change", [
    {"phase": "others"}, {"active": 2}, {"round": True}, {"players": [{}, {}, {}]},
    {"dice": [3, 0, 7]}, {"bridge_claims": {"bridge": 1}}, {"offer": None},
])
def test_a_situation_not_in_the_format_is_malformed(change):
    refused = _refusal(_situation(**change))
    assert refused.problem is SituationProblem.MALFORMED and refused.reason is None


# --- mutations of states reached by play -----------------------------------------------


def _falling(player: dict):
    """Write a number lower than the one below it on top of a started expedition."""
    for entry in player["expeditions"].values():
        numbers = entry["numbers"]
        if numbers and numbers[-1] > 1 and len(numbers) < 9:
            entry["numbers"] = numbers + [numbers[-1] - 1]
            return R.NUMBER_LOWER_THAN_BELOW
    return None


def _tenth_symbol(player: dict):
    player["dice_symbols"] = 10
    return R.TOO_MANY_DICE_SYMBOLS


def _bridge_not_crossed(player: dict):
    """Win the purple bridge without seven purple squares."""
    if len(player["expeditions"].get("purple", {}).get("numbers", [])) >= 7:
        return None
    player["bridges"] = player["bridges"] + ["purple"]
    return R.BRIDGE_NOT_CROSSED


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), steps=st.integers(10, 250),
       mutate=st.sampled_from([_falling, _tenth_symbol, _bridge_not_crossed]))
def test_targeted_mutations_of_played_states_are_refused(seed, players, steps, mutate):
    options = SPEC.default_options(players)
    state = play_to_situation(SPEC, options, seed, steps)
    assume(state is not None)  # the game ended first: nothing to start from
    data = as_file(SPEC.state_to_json(state))
    reason = mutate(data["players"][0])
    assume(reason is not None)  # something of that kind on the sheet
    refused = _refusal(data, options)
    assert (refused.reason, refused.player) == (reason, 0)
