"""Roll & Write as a GameSpec: what the session, records, bot driver and command line
need of it. Pure Python; the rules stay in ``rules``, the computer players in ``bots``."""

from __future__ import annotations

import random
from typing import Any

import attrs

from copenhagen_gui.core.spec import ModuleSpec

from .rules import codec, engine, scoring, situation
from .rules.actions import CHANCE_ACTIONS, Action, Reroll, Roll
from .rules.codec import GAME_ID
from .rules.components import DICE_COUNT, FACES
from .rules.state import RULES_VERSION, GameOptions, GameState, Phase


class RollWriteSpec(ModuleSpec):
    engine, action_codec, options_codec, situation = engine, codec, codec, situation
    game_id = GAME_ID
    rules_version = RULES_VERSION
    min_seats = 2
    max_seats = 4

    def default_options(self, seat_count: int) -> GameOptions:
        return GameOptions(seat_count)

    def rules_version_of(self, options: GameOptions) -> int:
        return options.rules_version  # a resumed old game keeps its rules

    def options_from_json(self, data: dict, seat_count: int, rules_version: int = RULES_VERSION) -> GameOptions:
        return codec.options_from_json(data, seat_count, rules_version)  # a resumed old game's rules

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        return [a for a in engine.legal_actions(state) if a.player == seat]

    def seats_to_act(self, state: GameState) -> frozenset[int]:
        if state.phase is Phase.GAME_OVER:
            return frozenset()
        return frozenset({state.chooser})

    def action_seat(self, action: Action) -> int:
        return action.player

    def is_over(self, state: GameState) -> bool:
        return state.phase is Phase.GAME_OVER

    def scores(self, state: GameState) -> tuple[int, ...]:
        return tuple(sheet.points for sheet in state.players)

    def ranking(self, state: GameState) -> tuple[int, ...]:
        return tuple(player for _, player in scoring.ranking(state.players))

    def is_chance(self, action: Action) -> bool:
        return isinstance(action, CHANCE_ACTIONS)

    def complete_chance(self, state: GameState, action: Action, rng: random.Random) -> Action:
        """Fill in the faces of a Roll or Reroll that has none yet."""
        if isinstance(action, Roll) and not action.faces:
            return attrs.evolve(action, faces=tuple(rng.choice(FACES) for _ in range(DICE_COUNT)))
        if isinstance(action, Reroll) and not action.faces:
            return attrs.evolve(action, faces=tuple(rng.choice(FACES) for _ in action.dice))
        return action

    def automatic_action(self, state: GameState) -> None:
        return None  # the active player rolls; nothing happens by itself

    def view_for(self, state: GameState, seat: int | None) -> GameState:
        return state  # open information: every sheet and die is public

    def bot(self, level: str) -> Any:
        from .bots import make_bot  # the bots load only when a computer plays

        return make_bot(level)

    def todays_options(self, rng: random.Random) -> GameOptions:
        """Today's game: two seats, the person starts, and both start tracks are the
        strong computer player's choice drawn from the day's ``rng`` (ruling 10 lets each
        player choose; today everyone gets the same setup)."""
        chooser = self.bot("strong")
        tracks = tuple(chooser.choose_start_track(rng) for _ in range(2))
        return attrs.evolve(self.default_options(2), start_player=0, start_tracks=tracks)


SPEC = RollWriteSpec()
