"""Broad coverage: many seeded random games of 2, 3 and 4 players end properly, and
together they exercise every action and (almost) every event."""

import random
from collections import Counter

from copenhagen_gui.games.copenhagen_rw.bots.random_player import choose
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine, scoring
from copenhagen_gui.games.copenhagen_rw.rules.actions import ACTION_TYPES
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameOptions, Phase

GAMES = 300


def test_many_seeded_random_games():
    actions, events, lengths = Counter(), Counter(), []
    for seed in range(GAMES):
        players = 2 + seed % 3
        rng, roller = random.Random(seed), Roller(seed)
        game = engine.new_game(GameOptions(players, start_player=seed % players))
        count = 0
        while game.phase is not Phase.GAME_OVER:
            action = roller.complete(choose(game, rng))
            game = engine.apply(game, action)
            actions[type(action)] += 1
            events.update(e.kind for e in game.events)
            count += 1
        lengths.append(count)
        assert game.winners == scoring.winners(game.players)
        assert max(p.points for p in game.players) >= 12
        assert all(p.points == scoring.breakdown(p).total for p in game.players)
    assert set(actions) == set(ACTION_TYPES.values())
    # a lost coat of arms needs a full building and full tracks: see test_coats
    assert set(EventKind) - set(events) <= {EventKind.COAT_LOST}
    assert events[EventKind.GAME_ENDED] == GAMES
    assert max(lengths) < 2000
