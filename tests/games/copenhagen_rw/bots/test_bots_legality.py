"""Every bot level only ever chooses legal actions and plays games to their end."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from copenhagen_gui.games.copenhagen_rw.bots.base import Level, make_bot, play_game
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import MarkTrack, Reroll, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import WINNING_POINTS
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase


def _checked_game(levels, seed, start_player=0):
    """Play a game, asserting at each decision that the bot's action is legal."""
    seen = []

    def verify(state, bot, action, seconds):
        assert action.player == state.chooser
        if isinstance(action, (Roll, Reroll)):
            assert action.faces == (), "the caller, not the bot, rolls the dice"
        reason = engine.check(state, Roller(seed).complete(action))
        assert reason is None, f"{bot.level} chose {action} in phase {state.phase}: {reason}"
        seen.append((state, action))

    options = GameOptions(len(levels), start_player=start_player)
    state, actions = play_game(options, [make_bot(lv) for lv in levels], seed, verify)
    return state, seen


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    levels=st.lists(st.sampled_from(list(Level)), min_size=2, max_size=4),
)
def test_mixed_tables_play_only_legal_moves_to_the_end(seed, levels):
    state, _ = _checked_game(levels, seed, start_player=seed % len(levels))
    assert state.phase is Phase.GAME_OVER
    assert max(p.points for p in state.players) >= WINNING_POINTS
    assert state.winners


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_level_finishes_games_alone(level, players):
    for seed in (1, 2):
        state, _ = _checked_game([level] * players, seed)
        assert state.phase is Phase.GAME_OVER
        assert max(p.points for p in state.players) >= WINNING_POINTS


@pytest.mark.parametrize("level", list(Level))
def test_two_player_phase_three_takes_two_dice(level):
    """In a two-player game the non-active player marks two tracks when it can."""
    doubles = 0
    for seed in range(3):
        _, seen = _checked_game([level, level], seed)
        for (_s1, a1), (_s2, a2) in zip(seen, seen[1:]):
            if isinstance(a1, MarkTrack) and isinstance(a2, MarkTrack) and a1.player == a2.player:
                assert a1.die != a2.die
                doubles += 1
    assert doubles > 10


def test_choose_refuses_a_player_who_is_not_to_act():
    state = engine.new_game(GameOptions(2))
    bot = make_bot(Level.STRONG)
    with pytest.raises(ValueError):
        bot.choose(state, 1, random.Random(0))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), level=st.sampled_from(list(Level)), players=st.integers(2, 4))
def test_bots_stay_legal_in_states_left_by_random_moves(seed, level, players):
    """A human may do anything before asking for a hint (a One X before the shape, No X
    in phase 1, odd bonuses): the bot must still answer legally from there."""
    from copenhagen_gui.games.copenhagen_rw.bots import random_player

    rng = random.Random(seed)
    roller = Roller(seed)
    bot = make_bot(level)
    state = engine.new_game(GameOptions(players))
    for _ in range(400):
        if state.phase is Phase.GAME_OVER:
            break
        if rng.random() < 0.5:
            action = random_player.choose(state, rng)
        else:
            action = bot.choose(state, state.chooser, rng)
            assert engine.check(state, roller.complete(action)) is None, (state, action)
        state = engine.apply(state, roller.complete(action))
