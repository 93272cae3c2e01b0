"""GameSpec: everything the session, records, bot driver and command line know of a
game. Pure Python; each game provides one object satisfying this protocol as ``SPEC``
in the module its catalogue entry names (``core.catalogue``; ``core.registry`` loads it).

States, actions and options are the game's own immutable values (attrs frozen classes).
The shell treats them as opaque: it only passes them back to the spec.

Chance: an action whose outcome is random (a roll, a shuffle, a refill) is a *chance
action*. It is created without its outcome; the session calls ``complete_chance`` with a
generator from ``core.chance.rng_for`` and stores the completed action, so a replay
never draws again. A chance action is an undo barrier. Steps no player decides (the
opening shuffle, the refill at the end of a turn) are *automatic actions*: while
``automatic_action(state)`` returns one, the session completes and applies it at once,
except that a game may let a person confirm a finished turn first: its spec then has
``confirming_seat(state)`` (optional, not in the protocol), the seat whose turn the
automatic action due now would close, and the session waits for that seat's confirm
(``GameSession.confirm_turn``) when a person plays it.

Situations: a game may also start from a prepared state instead of ``new_game`` (a
lesson's table, a situation file); the spec writes and reads such a state as JSON and
reads back only states its rules can reach (see docs/situations.md).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Bot(Protocol):
    def choose(self, view: Any, seat: int, rng: random.Random) -> Any:
        """The action this seat takes, seeing only ``view`` (= spec.view_for(state, seat))."""


@runtime_checkable
class GameSpec(Protocol):
    game_id: str  # stable id written in records: "copenhagen-rw", "copenhagen", "lost-cities-rw"
    rules_version: int  # bump when a ruling changes what a record means
    min_seats: int
    max_seats: int

    # --- options -------------------------------------------------------------------
    def default_options(self, seat_count: int) -> Any: ...
    def options_to_json(self, options: Any) -> dict: ...
    def options_from_json(self, data: dict, seat_count: int, rules_version: int) -> Any:
        """The options of a record played under ``rules_version``; raises ValueError
        with what is wrong."""

    def rules_version_of(self, options: Any) -> int:
        """The rules a game with these options is played under (its record says so)."""

    # --- the rules -----------------------------------------------------------------
    def new_game(self, options: Any) -> Any: ...
    def check(self, state: Any, action: Any) -> Any | None:
        """None when legal, else the game's typed reason (an enum member)."""

    def apply(self, state: Any, action: Any) -> Any:
        """The next state; raises ValueError (the game's IllegalAction) when illegal."""

    def apply_unchecked(self, state: Any, action: Any) -> Any:
        """The next state, for actions known to be legal (replay, bots)."""

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """Every legal action of ``seat``; chance actions appear without their outcome."""

    def seats_to_act(self, state: Any) -> frozenset[int]:
        """Seats that may act now (several at once in some phases; empty at the end or
        while an automatic action is due)."""

    def action_seat(self, action: Any) -> int | None:
        """The seat taking ``action`` (None for an automatic action)."""

    def is_over(self, state: Any) -> bool: ...
    def scores(self, state: Any) -> tuple[int, ...]:
        """Points per seat (final once is_over)."""

    def ranking(self, state: Any) -> tuple[int, ...]:
        """Seats best first, the game's tie-break applied."""

    # --- chance --------------------------------------------------------------------
    def is_chance(self, action: Any) -> bool: ...
    def complete_chance(self, state: Any, action: Any, rng: random.Random) -> Any:
        """The chance action with its outcome drawn from ``rng``; an action whose outcome
        is already there comes back unchanged."""
    def automatic_action(self, state: Any) -> Any | None: ...

    # --- hidden information --------------------------------------------------------
    def view_for(self, state: Any, seat: int | None) -> Any:
        """What ``seat`` may see (None: what everyone may see). Hidden hands and the
        order of a face-down deck are masked. Identity for open-information games."""

    # --- records -------------------------------------------------------------------
    def action_to_json(self, action: Any) -> dict: ...
    def action_from_json(self, data: Any) -> Any:
        """Raises ValueError with what is wrong."""

    # --- situations: a game may start from a prepared, validated state ---------------
    # The enum of the game's reasons for refusing a situation (SituationError.reason).
    situation_reasons: type[enum.Enum]

    def can_start_from(self, state: Any) -> bool:
        """Whether a situation can start at ``state`` (the start of a turn, every fact
        known): ``state_to_json`` takes exactly these states."""

    def state_to_json(self, state: Any) -> dict:
        """The situation ``state`` is in, as JSON (see docs/situations.md); raises
        ValueError for a state ``can_start_from`` refuses."""

    def state_from_json(self, data: Any, options: Any) -> Any:
        """The state a situation describes, in a game played with ``options``, only
        when the rules could reach it: raises ``core.situation.SituationError`` (a
        ValueError) saying why not. ``state_from_json(state_to_json(s), options)``
        equals ``s`` but for the events of the action that led to ``s``."""

    # --- computer players ----------------------------------------------------------
    def bot(self, level: str) -> Bot: ...


class ModuleSpec:
    """A GameSpec's calls that a game's own modules answer as they are: the rules
    (``engine``: new_game, check, apply, apply_unchecked, legal_actions(state, seat),
    seats_to_act), records (``action_codec``: action_to/from_json; ``options_codec``:
    options_to/from_json(data, seat_count)) and situations (``situation``: can_start_from,
    state_to/from_json, SituationReason). A game's spec names its modules and writes
    only what is its own; one forwarding for every game."""

    engine: Any
    action_codec: Any
    options_codec: Any
    situation: Any

    # --- options -------------------------------------------------------------------------
    def options_to_json(self, options: Any) -> dict:
        return self.options_codec.options_to_json(options)

    def options_from_json(self, data: dict, seat_count: int, rules_version: int = 1) -> Any:
        return self.options_codec.options_from_json(data, seat_count)

    # --- the rules -----------------------------------------------------------------------
    def new_game(self, options: Any) -> Any:
        return self.engine.new_game(options)

    def check(self, state: Any, action: Any) -> Any | None:
        return self.engine.check(state, action)

    def apply(self, state: Any, action: Any) -> Any:
        return self.engine.apply(state, action)

    def apply_unchecked(self, state: Any, action: Any) -> Any:
        return self.engine.apply_unchecked(state, action)

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        return self.engine.legal_actions(state, seat)

    def seats_to_act(self, state: Any) -> frozenset[int]:
        return self.engine.seats_to_act(state)

    # --- records -------------------------------------------------------------------------
    def action_to_json(self, action: Any) -> dict:
        return self.action_codec.action_to_json(action)

    def action_from_json(self, data: Any) -> Any:
        return self.action_codec.action_from_json(data)

    # --- situations ----------------------------------------------------------------------
    @property
    def situation_reasons(self) -> type[enum.Enum]:
        return self.situation.SituationReason

    def can_start_from(self, state: Any) -> bool:
        return self.situation.can_start_from(state)

    def state_to_json(self, state: Any) -> dict:
        return self.situation.state_to_json(state)

    def state_from_json(self, data: Any, options: Any) -> Any:
        return self.situation.state_from_json(data, options)
