"""The common interface of computer players, and a loop that plays whole games.

A bot is asked for one action at a time: ``choose(state, player, rng)`` returns a
legal action for ``player`` (who must be ``state.chooser``). Roll and Reroll come
back with ``faces=()``: the caller fills them in with its ``Roller`` so that the
game record stays the only source of chance. ``explain(state, action)`` says why an
action is good, as data (``hints.HintReason``) for the UI to translate.
"""

from __future__ import annotations

import abc
import enum
import random
import time
from collections.abc import Callable, Sequence

from ..roller import Roller
from ..rules import engine
from ..rules.actions import Action
from ..rules.components import TRACK_COLOURS, Colour
from ..rules.state import GameOptions, GameState, Phase, PlayerSheet
from . import hints


class Level(str, enum.Enum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"


class Bot(abc.ABC):
    level: Level

    @abc.abstractmethod
    def decide(self, state: GameState, rng: random.Random) -> Action:
        """The action for ``state.chooser``; subclasses implement this."""

    def choose(self, state: GameState, player: int, rng: random.Random) -> Action:
        if state.phase is Phase.GAME_OVER:
            raise ValueError("the game is over")
        if player != state.chooser:
            raise ValueError(f"player {player} is not the one to act (player {state.chooser} is)")
        return self.decide(state, rng)

    def explain(self, state: GameState, action: Action) -> hints.HintReason:
        return hints.explain(state, action)

    def choose_start_track(self, rng: random.Random) -> Colour:
        """Two players: the track whose first two boxes this player marks at setup
        (ruling 10), the one whose first symbols are worth most to the evaluation."""
        from .evaluate import Weights, tracks_gain

        empty, weights = PlayerSheet(), Weights()
        gains = {c: tracks_gain(empty, c.index, 2, weights, 1.0) for c in TRACK_COLOURS}
        best = max(gains.values())
        return rng.choice([c for c, gain in gains.items() if gain >= best - 1e-9])


def make_bot(level: Level | str) -> Bot:
    """A fresh bot of that level (bots keep only caches: one per seat is fine)."""
    from .easy import EasyBot
    from .normal import NormalBot
    from .strong import StrongBot

    return {Level.EASY: EasyBot, Level.NORMAL: NormalBot, Level.STRONG: StrongBot}[Level(level)]()


def play_game(
    options: GameOptions,
    bots: Sequence[Bot],
    seed: int,
    on_decision: Callable[[GameState, Bot, Action, float], None] | None = None,
    max_actions: int = 5000,
) -> tuple[GameState, list[Action]]:
    """Play a whole game, seat i played by ``bots[i]``; dice from ``Roller(seed)``.
    ``on_decision(state, bot, action, seconds)`` is called after each decision (for
    timings and checks). Raises IllegalAction if a bot ever picks an illegal move."""
    roller = Roller(seed)
    rng = random.Random(seed)
    state = engine.new_game(options)
    actions: list[Action] = []
    while state.phase is not Phase.GAME_OVER:
        if len(actions) >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
        player = state.chooser
        bot = bots[player]
        started = time.perf_counter()
        action = bot.choose(state, player, rng)
        if on_decision is not None:
            on_decision(state, bot, action, time.perf_counter() - started)
        action = roller.complete(action)
        state = engine.apply_unchecked(state, action)  # the bots choose legal actions
        actions.append(action)
    return state, actions
