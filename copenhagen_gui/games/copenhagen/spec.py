"""The card-and-tile game as a ``core.spec.GameSpec``: ``SPEC`` is what the registry,
the session, records, the bot driver and the command line use."""

from __future__ import annotations

import random

from copenhagen_gui.core.spec import ModuleSpec

from .rules import codec, engine, situation
from .rules.actions import CHANCE_TYPES, Action
from .rules.state import GameOptions, GameState


class CopenhagenSpec(ModuleSpec):
    engine, action_codec, options_codec, situation = engine, codec, codec, situation
    game_id = "copenhagen"
    # Bump when a ruling changes what a recorded game means.
    rules_version = 1
    min_seats = 2
    max_seats = 4

    # --- options ---------------------------------------------------------------------
    def default_options(self, seat_count: int) -> GameOptions:
        if not self.min_seats <= seat_count <= self.max_seats:
            raise ValueError(f"the game is for 2 to 4 players, not {seat_count}")
        return GameOptions(seat_count)

    def rules_version_of(self, options: GameOptions) -> int:
        return self.rules_version  # one version of these rules so far

    # --- the rules -------------------------------------------------------------------
    def action_seat(self, action: Action) -> int | None:
        return getattr(action, "player", None)

    def is_over(self, state: GameState) -> bool:
        return state.is_over

    def scores(self, state: GameState) -> tuple[int, ...]:
        return engine.scores(state)

    def ranking(self, state: GameState) -> tuple[int, ...]:
        return engine.ranking(state)

    # --- chance ----------------------------------------------------------------------
    def is_chance(self, action: Action) -> bool:
        return isinstance(action, CHANCE_TYPES)

    def complete_chance(self, state: GameState, action: Action, rng: random.Random) -> Action:
        return engine.complete_chance(state, action, rng)

    def automatic_action(self, state: GameState) -> Action | None:
        return engine.automatic_action(state)

    def confirming_seat(self, state: GameState) -> int | None:
        """The seat whose finished turn the refill due now closes: a person confirms
        the turn before it comes (``GameSession.confirm_turn``), so every step of the
        turn may be undone until then. None while no refill is due (the deal, a turn
        in play, the end)."""
        return engine.confirming_seat(state)

    # --- hidden information ----------------------------------------------------------
    def view_for(self, state: GameState, seat: int | None) -> GameState:
        return engine.view_for(state, seat)

    # --- computer players ------------------------------------------------------------
    def bot(self, level: str):
        from .bots import make_bot  # the bots load only when a computer plays

        return make_bot(level)


SPEC = CopenhagenSpec()
