"""How the demo's prepared game was made (run once; the result is committed as
``resources/tutorial/game.json``):

    .venv/bin/python -m prepare_tutorial [--seeds 300]

Two strong bots play two-player games; the learner's seat tries every ability and
bonus the first time it can, so one game shows every rule. Of the games that show
the rules a whole game can show and that the learner wins, the one with the fewest
steps is kept. The lesson plays stretches of this game (``script.PARTS``, positions in
it): a new game.json needs new PARTS.
"""

from __future__ import annotations

import argparse
import random
import sys

from copenhagen_gui.core.record import GameRecord, dumps, replay
from copenhagen_gui.games.copenhagen_rw.bots import Level, make_bot
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ChangeColour,
    ChooseShape,
    DrawOneX,
    Reroll,
    UseBonus,
    UseNoX,
)
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.tutorial import script
from copenhagen_gui.shell.lesson.script import PreparedGame

NAMES = ("You", "Demo")
# The learner starts on the green track (Colour change comes sooner), the demo player
# on the blue one.
OPTIONS = GameOptions(2, start_player=0, start_tracks=(Colour.GREEN, Colour.BLUE))
_TRIED = (Reroll, UseBonus, UseNoX, DrawOneX, ChangeColour)
GUIDED_TURNS = 2  # the learner's plain turns before abilities are tried
# What one recorded game can show (the others come from prepared tables).
SHOWN_BY_A_GAME = script.REQUIRED - {script.Topic.PASS, script.Topic.COAT_CHAIN, script.Topic.ALL_USED,
                                     script.Topic.FULL_TRACK}


def _novelty(state, legal, tried: set) -> object | None:
    """An ability or bonus the learner has not shown yet, when one is legal now."""
    for kind in _TRIED:
        if kind in tried:
            continue
        options = [a for a in legal if isinstance(a, kind)]
        if kind is DrawOneX:  # the lowest cell: a sensible use
            options.sort(key=lambda a: (a.cell[1], a.cell[0]))
        if kind is Reroll:  # reroll the jokers-free minority: fewest dice first
            options.sort(key=lambda a: len(a.dice))
        if options:
            return options[0]
    if "new_choice" not in tried:
        crossed = [a for a in legal if isinstance(a, ChooseShape) and a.shape in state.crossed]
        if crossed:
            return max(crossed, key=lambda a: len(a.dice))
    return None


def teaching_game(seed: int) -> GameRecord:
    bots = [make_bot(Level.STRONG), make_bot(Level.STRONG)]
    rng, roller = random.Random(seed), Roller(seed)
    state = engine.new_game(OPTIONS)
    actions, tried = [], set()
    learner_turns = 0  # abilities wait until the plain turn has been learnt
    while state.phase is not Phase.GAME_OVER:
        player = state.chooser
        action = None
        if (player == script.LEARNER and state.phase in (Phase.CHOOSE, Phase.AFTER)
                and learner_turns > GUIDED_TURNS):
            action = _novelty(state, engine.legal_actions(state), tried)
        if action is None:
            action = bots[player].choose(state, player, rng)
        if player == script.LEARNER:
            tried.add(type(action))
            if isinstance(action, ChooseShape) and action.shape in state.crossed:
                tried.add("new_choice")
        action = roller.complete(action)
        if player == script.LEARNER and state.phase is Phase.ROLL:
            learner_turns += 1
        state = engine.apply(state, action)
        actions.append(action)
    return GameRecord(GAME_ID, OPTIONS, NAMES, seed, tuple(actions), len(actions))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    best = None
    for seed in range(args.seeds):
        record = teaching_game(seed)
        games = (PreparedGame.from_record(record),)
        missing = SHOWN_BY_A_GAME - script.coverage(games)
        if missing or replay(record)[-1].winners != (script.LEARNER,):
            continue  # every rule shown, and the learner wins
        size = len(script.build_steps(games))
        print(seed, len(record.actions), "steps", size, file=sys.stderr)
        if best is None or size < best[0]:
            best = (size, record)
    if best is None:
        print("no game shows every topic", file=sys.stderr)
        return 1
    text = dumps(best[1])
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
