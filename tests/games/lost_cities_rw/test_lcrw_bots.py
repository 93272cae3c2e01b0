"""Computer players: every level plays legal moves to the end of 2-5 player games, sees
only the view, decides the same way for the same random generator, and makes the moves
a player relies on (doubling, small steps, no needless exhaustion). The bots' compact
copy of the rules must agree with the engine."""

import random

import pytest
from lcrw_helpers import B, G, R, col, game, plain_sheet, play, rolled, sheet

from copenhagen_gui.core.seats import BOT_LEVELS
from copenhagen_gui.games.lost_cities_rw.bots import make_bot
from copenhagen_gui.games.lost_cities_rw.bots.model import (
    CIRCLE,
    SQUARE,
    TOP,
    Claims,
    Pad,
    layout_for,
    moves,
    play_move,
)
from copenhagen_gui.games.lost_cities_rw.bots.random_player import play_game
from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase
from copenhagen_gui.games.lost_cities_rw.rules.targets import TargetKind, take_target
from copenhagen_gui.games.lost_cities_rw.spec import SPEC


def bot_chooser(level):
    bot = SPEC.bot(level)
    return lambda state, seat, rng: bot.choose(SPEC.view_for(state, seat), seat, rng)


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("seats", [2, 5])
def test_every_level_plays_legal_moves_to_the_end(level, seats):
    options = Options(seats)
    actions, final = play_game(options, 21, [bot_chooser(level)] * seats)
    assert final.phase is Phase.OVER
    assert engine.replay(options, actions)[-1] == final  # replay checks every action


def test_mixed_levels_play_a_game_together():
    actions, final = play_game(Options(3), 4, [bot_chooser(level) for level in BOT_LEVELS])
    assert final.phase is Phase.OVER


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_make_bot_gives_a_fresh_bot_of_that_level(level):
    bot = make_bot(level)
    assert bot.level == level and bot is not make_bot(level)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_a_bot_asks_for_a_roll_without_faces(level):
    state = game(2)
    assert SPEC.bot(level).choose(state, 0, random.Random(1)) == Roll(0)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_a_bot_refuses_to_act_for_a_seat_without_a_decision(level):
    with pytest.raises(ValueError):
        SPEC.bot(level).choose(game(2), 1, random.Random(1))


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_the_same_generator_gives_the_same_decisions(level):
    first = play_game(Options(2), 8, [bot_chooser(level)] * 2)[0]
    assert play_game(Options(2), 8, [bot_chooser(level)] * 2)[0] == first


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_bot_doubles_an_expedition_early_with_a_zero(level):
    state = rolled(game(2), "0 8 9 / R G B")
    action = SPEC.bot(level).choose(state, 0, random.Random(2))
    assert isinstance(action, Take) and action.circle


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_bot_prefers_a_small_step_to_a_big_jump(level):
    started = sheet(red=col("2 3"), green=col("2 3"))
    state = rolled(game(2, sheets={0: started}), "3 9 9 / R G Y")
    assert SPEC.bot(level).choose(state, 0, random.Random(3)) in (Take(0, 3, R), Take(0, 3, G))


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_bot_with_eight_refusals_does_not_exhaust_itself_for_nothing(level):
    tired = sheet(dice_marks=8, red=col("1 2 3 4 5"))
    state = rolled(game(2, sheets={0: tired}), "6 0 1 / R B B")
    assert not isinstance(SPEC.bot(level).choose(state, 0, random.Random(4)), Refuse)


def test_the_strong_bot_uses_an_acceleration_onto_its_best_column():
    layout = plain_sheet(red="-a-------")
    started = sheet(red=col("2"), blue=col("1 2 3 4 5 5"))
    state = play(rolled(game(2, sheet_data=layout, sheets={0: started}), "3 8 9 / R G Y"), Take(0, 3, R))
    assert SPEC.bot("strong").choose(state, 0, random.Random(5)) in (Accelerate(0, B), Accelerate(0, R))


def _compact(target):
    kind = {TargetKind.CIRCLE: CIRCLE, TargetKind.SQUARE: SQUARE, TargetKind.TOP_ARTIFACT: TOP}[target.kind]
    return kind, int(target.colour), target.value if kind == SQUARE else 0


@pytest.mark.parametrize("seed", range(6))
def test_the_bots_compact_rules_agree_with_the_engine(seed):
    options = Options(3, zero_starts_as_ten=seed % 2 == 1)
    actions, _ = play_game(options, seed)
    lay = layout_for(options.sheet)
    for before, action, after in zip(states := engine.replay(options, actions), actions, states[1:]):
        if not isinstance(action, Take) or before.accelerating:
            continue
        seat = action.seat
        pad, dice = Pad.of(before.sheets[seat]), engine.dice_for(before, seat)
        listed = {_compact(take_target(before.sheets[seat], a.number, a.colour, a.circle, options.zero_starts_as_ten))
                  for a in engine.legal_actions(before, seat) if isinstance(a, Take)}
        assert set(moves(pad, dice.numbers, dice.colours, options.zero_starts_as_ten)) == listed
        target = take_target(before.sheets[seat], action.number, action.colour, action.circle,
                             options.zero_starts_as_ten)
        claims = Claims(before.bridge_claims)
        gained = play_move(pad, _compact(target), lay, claims, before.turn)
        assert gained == (seat in after.accelerating)
        if not gained:
            expected = Pad.of(after.sheets[seat])
            assert (pad.level, pad.top, pad.circle, pad.tops, pad.artifacts, pad.won) == (
                expected.level, expected.top, expected.circle, expected.tops, expected.artifacts, expected.won)


def test_a_refusal_in_the_compact_rules_matches_the_engine():
    state = rolled(game(2, sheets={0: sheet(dice_marks=6)}), "1 2 3 / R G B")
    after = play(state, Refuse(0))
    pad, claims = Pad.of(state.sheets[0]), Claims(state.bridge_claims)
    play_move(pad, (3, 0, 0), layout_for(state.options.sheet), claims, state.turn)
    assert (pad.dice, pad.won) == (Pad.of(after.sheets[0]).dice, Pad.of(after.sheets[0]).won)
