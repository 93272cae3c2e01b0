"""The GameSpec of Lost Cities: Roll & Write: what the session, records, bot driver and
command line know of this game (see copenhagen_gui/core/spec.py)."""

from __future__ import annotations

import random
from typing import Any

from copenhagen_gui.core.seats import BotLevel
from copenhagen_gui.core.spec import ModuleSpec

from .rules import actions as _actions
from .rules import engine, scoring
from .rules import options as _options
from .rules import situation as _situation
from .rules.actions import Action, Roll
from .rules.components import COLOURS, DICE_PER_KIND, MAX_SEATS, MIN_SEATS
from .rules.options import Options
from .rules.state import GameState, Phase


class LostCitiesSpec(ModuleSpec):
    engine, action_codec, options_codec, situation = engine, _actions, _options, _situation
    game_id = "lost-cities-rw"
    rules_version = 1
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    # --- options ---
    def default_options(self, seat_count: int) -> Options:
        return Options(seat_count)

    def rules_version_of(self, options: Options) -> int:
        return self.rules_version  # one version of these rules so far

    # --- the rules ---
    def action_seat(self, action: Action) -> int | None:
        return action.seat

    def is_over(self, state: GameState) -> bool:
        return state.phase is Phase.OVER

    def scores(self, state: GameState) -> tuple[int, ...]:
        return scoring.scores(state)

    def ranking(self, state: GameState) -> tuple[int, ...]:
        return scoring.ranking(state)

    # --- chance ---
    def is_chance(self, action: Action) -> bool:
        return type(action) is Roll

    def complete_chance(self, state: GameState, action: Action, rng: random.Random) -> Action:
        """The roll with its faces: three d10 (0-9) and three colour dice (fair d6)."""
        if type(action) is not Roll:
            raise ValueError(f"not a chance action: {action!r}")
        if action.completed:
            return action  # its faces are already known (a prepared game, a replay)
        numbers = tuple(rng.randrange(10) for _ in range(DICE_PER_KIND))
        colours = tuple(rng.choice(COLOURS) for _ in range(DICE_PER_KIND))
        return Roll(action.seat, numbers, colours)

    def automatic_action(self, state: GameState) -> Any | None:
        return None  # every step is some seat's decision (rolling included)

    # --- hidden information: none ---
    def view_for(self, state: GameState, seat: int | None) -> GameState:
        return state

    # --- computer players ---
    def bot(self, level: str):
        from .bots import make_bot

        return make_bot(BotLevel(level))


SPEC = LostCitiesSpec()
