"""Roll & Write situations: any state reached by play goes to JSON and back unchanged;
a situation the rules cannot reach is refused with its typed reason and where; play
goes on from an accepted one."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from rules_helpers import building
from situation_play import as_file, play_to_situation

from copenhagen_gui.core.situation import SituationError, SituationProblem
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.situation import SituationReason as R
from copenhagen_gui.games.copenhagen_rw.rules.situation import floating_cell
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.spec import SPEC

EMPTY = ["....."] * 9


def _situation(**changes) -> dict:
    """A two-player table in round 4, Ann to choose with the dice rolled."""
    data = {
        "phase": "choose", "active": 0, "round": 4,
        "dice": ["purple", "purple", "white", "red", "green"],
        "crossed": ["red-4b", "blue-4b", "purple-4b", "green-4b", "yellow-4b", "green-5"],
        "players": [
            {"building": EMPTY[:5] + [".....", "OX...", "XOO..", "OOXOO"],
             "tracks": {"red": "xxx......", "purple": "xxxx....."},
             "used": {"red": [1, 2]}, "printed_rerolls_used": 2},
            {"building": EMPTY[:6] + ["O....", "X....", "OOOX."],
             "tracks": {"blue": "xxn......"}},
        ],
    }
    data.update(changes)
    return as_file(data)


def _refusal(data, options=None) -> SituationError:
    with pytest.raises(SituationError) as refused:
        SPEC.state_from_json(data, options or GameOptions(2))
    return refused.value


def test_a_prepared_table_is_read_with_what_follows_from_it():
    state = SPEC.state_from_json(_situation(), GameOptions(2))
    ann, bo = state.players
    assert state.phase is Phase.CHOOSE and state.active == 0 and state.round == 4
    assert state.turn.dice == (Colour.PURPLE, Colour.PURPLE, Colour.WHITE, Colour.RED, Colour.GREEN)
    assert ann.points == 1 and bo.points == 0  # the ground floor's row, recomputed
    assert (ann.tracks[0], ann.ready[0], ann.used[0], ann.printed_rerolls_used) == (3, 3, {1, 2}, 2)
    assert (bo.tracks[1], bo.ready[1]) == (3, 2)  # its 3rd box usable from Bo's next turn
    assert ann.start_player and not bo.start_player and not state.last_round
    assert "green-5" in state.crossed


def test_play_goes_on_from_a_prepared_table():
    state = SPEC.state_from_json(_situation(), GameOptions(2))
    assert engine.check(state, Roll(0)) is not None  # the dice are already rolled
    choose = ChooseShape(0, "purple-3", (0, 1, 2))
    state = engine.apply(state, choose)
    assert state.phase is Phase.PLACE
    state = engine.apply(state, Place(0, ((3, 1), (3, 2), (3, 3))))
    assert state.phase is Phase.MARK_X


@settings(max_examples=40)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), steps=st.integers(0, 600))
def test_any_state_reached_by_play_goes_to_json_and_back(seed, players, steps):
    options = GameOptions(players, start_player=seed % players)
    state = play_to_situation(SPEC, options, seed, steps)
    assume(state is not None)  # the game ended first: nothing to start from
    data = as_file(SPEC.state_to_json(state))
    assert SPEC.state_from_json(data, options) == attrs.evolve(state, events=())


@settings(max_examples=8)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150))
def test_states_of_the_computer_players_go_to_json_and_back(seed, steps):
    options = GameOptions(2)
    state = play_to_situation(SPEC, options, seed, steps, level="normal")
    assume(state is not None)
    assert SPEC.state_from_json(as_file(SPEC.state_to_json(state)), options) == \
            attrs.evolve(state, events=())


def test_only_the_start_of_a_turn_is_a_situation():
    state = engine.apply(SPEC.state_from_json(_situation(), GameOptions(2)),
                         ChooseShape(0, "purple-3", (0, 1, 2)))
    assert not SPEC.can_start_from(state)
    with pytest.raises(ValueError):
        SPEC.state_to_json(state)


# --- what the rules cannot reach ---------------------------------------------------------


def _with_player(seat: int, **changes) -> dict:
    data = _situation()
    data["players"][seat].update(changes)
    return data


@pytest.mark.parametrize("rows, cell", [
    (EMPTY[:3] + ["..O.."] + EMPTY[:5], (2, 5)),  # a cell in the air
    (EMPTY[:6] + [".OOOO", "O....", "O...."], (1, 2)),  # a row beside a column, on nothing
    (EMPTY[:6] + ["OOOOO", "..O..", "O...."], (2, 1)),  # the row's only support floats
])
def test_a_floating_cell_is_refused_where_it_floats(rows, cell):
    refused = _refusal(_with_player(1, building=rows))
    assert (refused.problem, refused.reason, refused.player, refused.where) == (
        SituationProblem.IMPOSSIBLE, R.FLOATING_CELL, 1, cell)


@pytest.mark.parametrize("diagram", [
    "OOOOO\n..O..\nO.O.O",  # a row over a single column: the purple five
    "OO...\n.O...\n.OO..",  # overhangs resting on a column
    "OOO..\nO.O..\nOOOOO",  # a hole under a drawn row
])
def test_overhangs_a_shape_could_have_drawn_are_accepted(diagram):
    filled, _ = building(diagram)
    assert floating_cell(filled) is None


@pytest.mark.parametrize("track, reason", [
    ("x.x......", R.TRACK_OUT_OF_ORDER),  # a box crossed after an empty one
    ("nx.......", R.TRACK_OUT_OF_ORDER),  # an older box after a newer one
])
def test_track_boxes_crossed_out_of_order_are_refused(track, reason):
    refused = _refusal(_with_player(1, tracks={"green": track}))
    assert (refused.reason, refused.player, refused.where) == (reason, 1, "green")


@pytest.mark.parametrize("tracks, used, reason, where", [
    ({"red": "xxx......"}, {"blue": [2]}, R.SYMBOL_NOT_UNLOCKED, ("blue", 2)),  # never marked
    ({"blue": "xn......."}, {"blue": [2]}, R.SYMBOL_NOT_UNLOCKED, ("blue", 2)),  # marked since the roll
    ({"red": "xxxxxxx.."}, {"red": [7]}, R.NO_SYMBOL, ("red", 7)),  # box 7 has neither + nor star
    ({"red": "xxx......"}, {"red": [2, 2]}, R.TOO_MANY_USES, "red"),  # the same star twice
])
def test_a_symbol_used_without_being_unlocked_is_refused(tracks, used, reason, where):
    refused = _refusal(_with_player(1, tracks=tracks, used=used))
    assert (refused.reason, refused.player, refused.where) == (reason, 1, where)


def test_more_rerolls_than_printed_stars_are_refused():
    refused = _refusal(_with_player(0, printed_rerolls_used=3))
    assert (refused.reason, refused.player) == (R.TOO_MANY_USES, 0)


def test_after_the_roll_every_box_of_the_active_player_is_usable():
    tracks = {"red": "xxx......", "purple": "xxxn....."}
    refused = _refusal(_with_player(0, tracks=tracks))
    assert (refused.reason, refused.player, refused.where) == (R.MARKED_AFTER_ROLL, 0, "purple")
    # before the roll the same box simply waits for the next turn
    state = SPEC.state_from_json({**_with_player(0, tracks=tracks), "phase": "roll", "dice": []},
                                 GameOptions(2))
    assert state.players[0].ready[2] == 3 and state.players[0].tracks[2] == 4


@pytest.mark.parametrize("dice", [
    ["purple"] * 6,  # a sixth die: there are five
    ["red"] * 4,
])
def test_a_die_beyond_the_five_is_refused(dice):
    assert _refusal(_situation(dice=dice)).reason is R.WRONG_DICE_COUNT


def test_five_dice_of_one_colour_are_a_possible_roll():
    state = SPEC.state_from_json(_situation(dice=["purple"] * 5), GameOptions(2))
    assert set(state.turn.dice) == {Colour.PURPLE}


def test_the_pad_only_crosses_single_use_shapes_and_keeps_the_setup_ones():
    assert _refusal(_situation(crossed=["red-2", "red-4b", "blue-4b", "purple-4b", "green-4b",
                                        "yellow-4b"])).where == "red-2"
    refused = _refusal(_situation(crossed=["red-4b", "blue-4b"]))
    assert (refused.reason, refused.where) == (R.SETUP_SHAPE_NOT_CROSSED, "purple-4b")


def test_a_chosen_start_track_must_be_marked():
    options = GameOptions(2, start_tracks=(Colour.RED, Colour.YELLOW))
    refused = _refusal(_situation(), options)
    assert (refused.reason, refused.player, refused.where) == (R.START_TRACK_MISSING, 1, "yellow")


def test_a_new_round_after_twelve_points_is_refused():
    full = ["OOOOO"] * 9  # 9 rows + 5 columns, all windows: far beyond 12 points
    data = _with_player(1, building=full)
    data.update(phase="roll", dice=[])
    assert _refusal(data).reason is R.GAME_ALREADY_OVER
    data["active"] = 1  # Bo's turn in the last round: still to be played
    assert SPEC.state_from_json(data, GameOptions(2)).last_round


@pytest.mark.parametrize("change", [
    {"phase": "place"}, {"active": 2}, {"round": 0}, {"players": []},
    {"dice": "purple"}, {"crossed": ["no-such-shape"]}, {"extra": 1},
])
def test_a_situation_not_in_the_format_is_malformed(change):
    refused = _refusal(_situation(**change))
    assert refused.problem is SituationProblem.MALFORMED and refused.reason is None


# --- mutations of states reached by play -----------------------------------------------


def _gap(player: dict) -> str | None:
    """Empty the first box of a track with two boxes marked or more."""
    for colour, text in player.get("tracks", {}).items():
        if text[1] != ".":
            player["tracks"][colour] = "." + text[1:]
            return colour
    return None


def _unlocked_too_early(player: dict) -> str | None:
    """Strike the star of red box 6 while it is not usable."""
    red = player.get("tracks", {}).get("red", ".........")
    if red[5] != "x":
        player.setdefault("used", {})["red"] = sorted({*player.get("used", {}).get("red", []), 6})
        return "red"
    return None


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), steps=st.integers(20, 500), seat=st.integers(0, 2),
       mutation=st.sampled_from([(_gap, R.TRACK_OUT_OF_ORDER),
                                 (_unlocked_too_early, R.SYMBOL_NOT_UNLOCKED)]))
def test_targeted_mutations_of_played_states_are_refused(seed, steps, seat, mutation):
    options = GameOptions(3)
    state = play_to_situation(SPEC, options, seed, steps)
    assume(state is not None)  # the game ended first: nothing to start from
    data = as_file(SPEC.state_to_json(state))
    mutate, reason = mutation
    assume(mutate(data["players"][seat]) is not None)  # something of that kind on the sheet
    refused = _refusal(data, options)
    assert (refused.reason, refused.player) == (reason, seat)
