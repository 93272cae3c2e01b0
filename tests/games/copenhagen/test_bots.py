"""Computer players: always legal, see only their own view, take a winning build,
and the strong one beats the normal one."""

import random

import attrs
import pytest

from copenhagen_gui.games.copenhagen.bots import make_bot, play_game
from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import Build, Deal
from copenhagen_gui.games.copenhagen.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen.spec import SPEC

from .helpers import colours, dealt, with_player

LEVELS = ("easy", "normal", "strong")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_every_level_plays_whole_games_legally(players, seed):
    levels = [LEVELS[(seed + i) % 3] for i in range(players)]
    final, actions = play_game(GameOptions(players, seed % players), [make_bot(x) for x in levels], seed)
    assert final.phase is Phase.GAME_OVER
    assert final.winners


def test_the_spec_gives_a_bot_per_level():
    for level in LEVELS:
        bot = SPEC.bot(level)
        assert bot.level == level
    with pytest.raises(ValueError):
        SPEC.bot("grandmaster")


def test_a_bot_refuses_the_whole_state_and_other_seats():
    state = dealt()
    bot = make_bot("strong")
    with pytest.raises(ValueError):
        bot.choose(state, 0, random.Random(0))  # the other hand is visible
    with pytest.raises(ValueError):
        bot.choose(engine.view_for(state, 1), 1, random.Random(0))  # not seat 1's turn


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_do_not_depend_on_hidden_cards(level):
    base = engine.new_game(GameOptions(3))
    harbour = colours("RYGBPRY")
    one = engine.apply(base, Deal(harbour, (colours("RG"), colours("BBB"), colours("PPY"))))
    two = engine.apply(base, Deal(harbour, (colours("RG"), colours("YYG"), colours("RRR"))))
    two = attrs.evolve(two, pile=tuple(reversed(two.pile)))
    assert engine.view_for(one, 0) == engine.view_for(two, 0)  # nothing hidden leaks
    bot = make_bot(level)
    a = bot.choose(engine.view_for(one, 0), 0, random.Random(3))
    b = bot.choose(engine.view_for(two, 0), 0, random.Random(3))
    assert a == b


WINNING_HOUSE = """
.....
.....
gGGGG
....G
GGGGG
GGGGG
GGGGG
GGGGG
GGGGG
"""


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_winning_build_is_taken(level):
    state = with_player(dealt(), 0, hand="PPPP", diagram=WINNING_HOUSE)
    action = make_bot(level).choose(engine.view_for(state, 0), 0, random.Random(1))
    assert isinstance(action, Build)
    assert engine.apply(state, action).phase is Phase.GAME_OVER


def test_strong_beats_normal_on_these_seeds():
    wins = 0
    for game in range(10):
        seats = ("strong", "normal") if game % 2 == 0 else ("normal", "strong")
        final, _ = play_game(GameOptions(2), [make_bot(x) for x in seats], 500 + game)
        wins += final.winners == (seats.index("strong"),)
    assert wins >= 7
