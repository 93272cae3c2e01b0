"""The card-and-tile game as a ``core.spec.GameSpec``: ``SPEC`` is what the registry,
the session, records, the bot driver and the command line use."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .rules import codec, engine, situation
from .rules.actions import CHANCE_TYPES, Action
from .rules.state import GameOptions, GameState


class CopenhagenSpec:
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

    def options_to_json(self, options: GameOptions) -> dict:
        return codec.options_to_json(options)

    def options_from_json(self, data: dict, seat_count: int, rules_version: int = 1) -> GameOptions:
        return codec.options_from_json(data, seat_count)

    def rules_version_of(self, options: GameOptions) -> int:
        return self.rules_version  # one version of these rules so far

    # --- the rules -------------------------------------------------------------------
    def new_game(self, options: GameOptions) -> GameState:
        return engine.new_game(options)

    def check(self, state: GameState, action: Action):
        return engine.check(state, action)

    def apply(self, state: GameState, action: Action) -> GameState:
        return engine.apply(state, action)

    def apply_unchecked(self, state: GameState, action: Action) -> GameState:
        return engine.apply_unchecked(state, action)

    def legal_actions(self, state: GameState, seat: int) -> Sequence[Action]:
        return engine.legal_actions(state, seat)

    def seats_to_act(self, state: GameState) -> frozenset[int]:
        return engine.seats_to_act(state)

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

    # --- records ---------------------------------------------------------------------
    def action_to_json(self, action: Action) -> dict:
        return codec.action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return codec.action_from_json(data)

    # --- situations ------------------------------------------------------------------
    situation_reasons = situation.SituationReason

    def can_start_from(self, state: GameState) -> bool:
        return situation.can_start_from(state)

    def state_to_json(self, state: GameState) -> dict:
        return situation.state_to_json(state)

    def state_from_json(self, data: Any, options: GameOptions) -> GameState:
        return situation.state_from_json(data, options)

    # --- computer players ------------------------------------------------------------
    def bot(self, level: str):
        from .bots import make_bot  # the bots load only when a computer plays

        return make_bot(level)


SPEC = CopenhagenSpec()
