"""Finished games for the statistics tests: random legal play to the end, pure Python."""

from __future__ import annotations

import datetime
import random

import attrs

from copenhagen_gui.core import registry
from copenhagen_gui.core.chance import rng_for
from copenhagen_gui.core.record import GameRecord

LOST_CITIES = "lost-cities-rw"
ROLL_AND_WRITE = "copenhagen-rw"
START = datetime.datetime(2026, 10, 1, 20, 0, tzinfo=datetime.UTC)


def finished_record(game: str = LOST_CITIES, seed: int = 1, names=("Ann", "Bob"),
                    bots=(None, None), players=None, **fields) -> GameRecord:
    """A whole game; ``fields`` go into the record. ``players``: a computer level per
    seat to choose its moves, else random legal choices (fast)."""
    spec = registry.get(game)
    options = spec.default_options(len(names))
    state, done, rng = spec.new_game(options), [], random.Random(seed)
    chooser = None if players is None else [spec.bot(level) for level in players]
    while not spec.is_over(state):
        seat = rng.choice(sorted(spec.seats_to_act(state)))
        if chooser is None:
            action = rng.choice(spec.legal_actions(state, seat))
        else:
            action = chooser[seat].choose(spec.view_for(state, seat), seat, rng)
        if spec.is_chance(action):
            action = spec.complete_chance(state, action, rng_for(seed, len(done)))
        state = spec.apply(state, action)
        done.append(action)
    record = GameRecord(game, options, tuple(names), seed, tuple(done), len(done), tuple(bots))
    return attrs.evolve(record, **fields)


def seed_store(store, games: int = 30) -> None:
    """``games`` finished games over a month: Ann and Cleo against the three computer
    levels (and each other), Lost Cities and Roll & Write."""
    levels = ("easy", "normal", "strong")
    for n in range(games):
        person = ("Ann", "Cleo")[n % 2]
        game = (LOST_CITIES, LOST_CITIES, ROLL_AND_WRITE)[n % 3]
        if n % 7 == 6:
            names, bots = (person, "Ann" if person == "Cleo" else "Cleo"), (None, None)
        else:
            names, bots = (person, "Ada"), (None, levels[(n // 6) % 3])
        players = ("normal", bots[1] or "normal")  # the people play like the normal level
        store.record_game(finished_record(game, seed=100 + n, names=names, bots=bots, players=players),
                          finished=START + datetime.timedelta(days=n, hours=n % 5))
