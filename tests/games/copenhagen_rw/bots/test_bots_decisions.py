"""Bots make the sensible choice in small, clear situations."""

import random

import attrs
import pytest

from copenhagen_gui.games.copenhagen_rw.bots.base import Level, make_bot, play_game
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ChangeColour,
    ChooseShape,
    DrawOneX,
    MarkTrack,
    Pass,
    Reroll,
    UseBonus,
    UseNoX,
)
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    FULL_MASK,
    ROW_MASKS,
    Colour,
    bit,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, GameState, Phase, PlayerSheet, Turn

R, B, P, G, Y, W = (Colour.RED, Colour.BLUE, Colour.PURPLE, Colour.GREEN, Colour.YELLOW, Colour.WHITE)
ALL = list(Level)


def _choose_state(sheet: PlayerSheet, dice, other: PlayerSheet | None = None, **turn) -> GameState:
    """Player 0 of a two-player game has rolled ``dice``."""
    state = engine.new_game(GameOptions(2))
    players = (sheet, other or PlayerSheet())
    return attrs.evolve(state, players=players, phase=Phase.CHOOSE, turn=Turn(dice=tuple(dice), **turn))


def _play_turn(bot, state: GameState, seed=0) -> GameState:
    """Let the bot play the active player's turn up to phase 3."""
    rng, roller = random.Random(seed), Roller(seed)
    while state.phase not in (Phase.TRACKS, Phase.ROLL, Phase.GAME_OVER):
        state = engine.apply(state, roller.complete(bot.choose(state, state.chooser, rng)))
    return state


@pytest.mark.parametrize("level", ALL)
def test_passes_when_no_shape_fits(level):
    # only three separate empty cells on the top floor: no shape can go anywhere
    top_gaps = bit(0, 8) | bit(2, 8) | bit(4, 8)
    state = _choose_state(PlayerSheet(filled=FULL_MASK & ~top_gaps, printed_rerolls_used=2), [R, R, B, B, W])
    action = make_bot(level).choose(state, 0, random.Random(1))
    assert action == Pass(0)


@pytest.mark.parametrize("level", [Level.NORMAL, Level.STRONG])
def test_completes_the_ground_floor_keeping_it_all_windows(level):
    # ground floor full but for one cell; two red dice, no reroll left: a standing
    # domino fills the gap and its X goes on the first floor
    sheet = PlayerSheet(filled=ROW_MASKS[0] & ~bit(2, 0), printed_rerolls_used=2)
    state = _choose_state(sheet, [R, R, B, G, Y])
    after = _play_turn(make_bot(level), state)
    assert after.players[0].filled & ROW_MASKS[0] == ROW_MASKS[0]
    assert not after.players[0].crosses & ROW_MASKS[0]
    assert after.players[0].points == 2


@pytest.mark.parametrize("level", [Level.NORMAL, Level.STRONG])
def test_no_x_keeps_a_completed_row_all_windows(level):
    # the ground floor lacks two cells under a ledge: only a lying domino fills them,
    # and its X would spoil the row; the blue track's No X star (box 2) is ready
    gap = bit(3, 0) | bit(4, 0)
    ledge = bit(3, 1) | bit(4, 1)
    sheet = PlayerSheet(
        filled=(ROW_MASKS[0] & ~gap) | ledge,
        tracks=(0, 2, 0, 0, 0),
        ready=(0, 2, 0, 0, 0),
        printed_rerolls_used=2,
    )
    state = _choose_state(sheet, [P, P, B, G, Y])
    bot = make_bot(level)
    rng, roller = random.Random(0), Roller(0)
    chosen = []
    while state.phase not in (Phase.TRACKS, Phase.ROLL):
        action = bot.choose(state, 0, rng)
        chosen.append(action)
        state = engine.apply(state, roller.complete(action))
    assert UseNoX(0) in chosen
    assert state.players[0].points == 2  # an all-window row scores double


def test_strong_picks_the_joker_track_that_completes_on_the_last_turn():
    """Phase 3 of the last round: the joker goes to the track one box from full (2 points)."""
    state = engine.new_game(GameOptions(2, start_player=1))
    players = (PlayerSheet(points=12), PlayerSheet(points=11, tracks=(3, 0, 0, 8, 0)))
    state = attrs.evolve(
        state,
        players=players,
        active=0,
        phase=Phase.TRACKS,
        last_round=True,
        turn=Turn(dice=(W, R, R, R, R), assigned=(1, 2, 3, 4), drawn=True, choosers=(1,)),
    )
    # player 1 started, so it has played its last turn: only points count now
    action = make_bot(Level.STRONG).choose(state, 1, random.Random(0))
    assert action == MarkTrack(1, 0, Colour.GREEN)


@pytest.mark.parametrize("level", ALL)
def test_phase_three_never_declines_a_mark(level):
    state = engine.new_game(GameOptions(3))
    state = attrs.evolve(
        state,
        phase=Phase.TRACKS,
        turn=Turn(dice=(Y, Y, B, P, G), assigned=(0, 1), drawn=True, choosers=(1, 2)),
    )
    action = make_bot(level).choose(state, 1, random.Random(0))
    assert isinstance(action, MarkTrack) and action.die in (2, 3, 4)


def test_strong_uses_its_abilities():
    """Over a few games the strong bot rerolls, takes bonuses and uses other abilities."""
    used = set()

    def note(state, bot, action, seconds):
        if bot.level is Level.STRONG:
            if isinstance(action, ChooseShape) and action.shape in state.crossed:
                used.add("new_choice")
            used.add(type(action))

    for seed in range(6):
        play_game(GameOptions(2), [make_bot(Level.STRONG), make_bot(Level.NORMAL)], seed, note)
    assert {Reroll, UseBonus} <= used
    assert used & {UseNoX, DrawOneX, ChangeColour, "new_choice"}


def test_strong_takes_a_crossed_out_shape_with_new_choice():
    # five purple dice, the purple 5-cell shape is crossed out, the yellow New choice
    # star (box 3) is ready: the 5-cell line fills the whole ground floor at once
    sheet = PlayerSheet(tracks=(0, 0, 0, 0, 3), ready=(0, 0, 0, 0, 3), printed_rerolls_used=2)
    state = _choose_state(sheet, [P] * 5)
    state = attrs.evolve(state, crossed=state.crossed | {"purple-5"})
    action = make_bot(Level.STRONG).choose(state, 0, random.Random(0))
    assert action == ChooseShape(0, "purple-5", (0, 1, 2, 3, 4))


def test_easy_draws_on_one_of_the_lowest_spots():
    sheet = PlayerSheet(filled=ROW_MASKS[0] | bit(0, 1))
    state = _choose_state(sheet, [G] * 5)
    state = engine.apply(state, ChooseShape(0, "green-2", (0, 1)))
    for seed in range(10):
        action = make_bot(Level.EASY).choose(state, 0, random.Random(seed))
        assert max(y for _, y in action.cells) == 1  # a lying domino on the first floor


@pytest.mark.parametrize("level", [Level.NORMAL, Level.STRONG])
def test_a_no_x_star_gives_the_one_x_cell_that_completes_an_all_window_row_a_window(level):
    # Ruling 9: the shape is drawn; the ground floor lacks one cell and holds only
    # windows. A One X cell there completes it: with a second No X star it scores 2,
    # not 1 (the cell's X would spoil the row).
    sheet = PlayerSheet(
        filled=ROW_MASKS[0] & ~bit(4, 0),
        tracks=(0, 2, 3, 0, 0),
        ready=(0, 2, 3, 0, 0),
        printed_rerolls_used=2,
    )
    state = attrs.evolve(_choose_state(sheet, [R, R, B, G, Y]), phase=Phase.AFTER,
                         turn=Turn(dice=(R, R, B, G, Y), shape="red-2", assigned=(0, 1), drawn=True))
    after = _play_turn(make_bot(level), state)
    assert after.players[0].used[1] == frozenset({2})  # the No X star went to the cell
    assert after.players[0].filled & ROW_MASKS[0] == ROW_MASKS[0]
    assert after.players[0].points == 2


@pytest.mark.parametrize("level", ALL)
def test_every_level_chooses_a_start_track_for_the_two_player_setup(level):
    choices = {make_bot(level).choose_start_track(random.Random(seed)) for seed in range(5)}
    assert choices and choices <= set(Colour) - {W}
