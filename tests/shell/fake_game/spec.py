"""Race to ten as a GameSpec (pure Python, no Qt)."""

from __future__ import annotations

import enum
import random

import attrs

from copenhagen_gui.core import situation

GAME_ID = "fake-race"
TARGET = 10


@attrs.frozen
class Options:
    seats: int = 2


@attrs.frozen
class Draw:
    """Chance: who starts (drawn, then recorded)."""

    first: int | None = None


@attrs.frozen
class Add:
    seat: int
    amount: int


@attrs.frozen
class State:
    seats: int
    count: int = 0
    turn: int | None = None  # None until the start player is drawn
    winner: int | None = None


class Reason(enum.Enum):
    NOT_YOUR_TURN = "not_your_turn"
    BAD_AMOUNT = "bad_amount"
    OVER = "over"
    NOT_DRAWN = "not_drawn"


class SituationReason(enum.Enum):
    ALREADY_WON = "already_won"  # a count of 10 or more: the game is over


class FirstLegal:
    def choose(self, view, seat, rng):
        return SPEC.legal_actions(view, seat)[-1]


class RaceSpec:
    game_id = GAME_ID
    rules_version = 1
    min_seats = 2
    max_seats = 3

    def default_options(self, seat_count):
        return Options(seat_count)

    def options_to_json(self, options):
        return {"seats": options.seats}

    def options_from_json(self, data, seat_count, rules_version):
        if data != {"seats": seat_count}:
            raise ValueError(f"bad options {data!r}")
        return Options(seat_count)

    def rules_version_of(self, options):
        return 1

    def new_game(self, options):
        return State(options.seats)

    def check(self, state, action):
        if state.winner is not None:
            return Reason.OVER
        if isinstance(action, Draw):
            return None if state.turn is None and action.first in range(state.seats) else Reason.NOT_DRAWN
        if state.turn is None:
            return Reason.NOT_DRAWN
        if action.seat != state.turn:
            return Reason.NOT_YOUR_TURN
        return None if action.amount in (1, 2) else Reason.BAD_AMOUNT

    def apply(self, state, action):
        if self.check(state, action) is not None:
            raise ValueError(self.check(state, action))
        return self.apply_unchecked(state, action)

    def apply_unchecked(self, state, action):
        if isinstance(action, Draw):
            return attrs.evolve(state, turn=action.first)
        count = state.count + action.amount
        if count >= TARGET:
            return attrs.evolve(state, count=count, winner=action.seat)
        return attrs.evolve(state, count=count, turn=(action.seat + 1) % state.seats)

    def legal_actions(self, state, seat):
        if state.winner is not None or state.turn != seat:
            return []
        return [Add(seat, 1), Add(seat, 2)]

    def seats_to_act(self, state):
        return frozenset() if state.winner is not None or state.turn is None else frozenset({state.turn})

    def action_seat(self, action):
        return action.seat if isinstance(action, Add) else None

    def is_over(self, state):
        return state.winner is not None

    def scores(self, state):
        return tuple(int(seat == state.winner) for seat in range(state.seats))

    def ranking(self, state):
        scores = self.scores(state)
        return tuple(sorted(range(state.seats), key=lambda s: -scores[s]))

    def is_chance(self, action):
        return isinstance(action, Draw)

    def complete_chance(self, state, action, rng: random.Random):
        return action if action.first is not None else Draw(rng.randrange(state.seats))

    def automatic_action(self, state):
        return Draw() if state.turn is None else None

    def view_for(self, state, seat):
        return state

    def action_to_json(self, action):
        if isinstance(action, Draw):
            return {"type": "draw", "first": action.first}
        return {"type": "add", "seat": action.seat, "amount": action.amount}

    def action_from_json(self, data):
        try:
            if data["type"] == "draw":
                return Draw(int(data["first"]))
            return Add(int(data["seat"]), int(data["amount"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"bad action {data!r}") from exc

    # A situation: the count and whose turn it is, once the start player is drawn.
    situation_reasons = SituationReason

    def can_start_from(self, state):
        return state.turn is not None and state.winner is None

    def state_to_json(self, state):
        if not self.can_start_from(state):
            raise ValueError("no situation before the draw or after the end")
        return {"count": state.count, "turn": state.turn}

    def state_from_json(self, data, options):
        if not isinstance(data, dict) or set(data) != {"count", "turn"}:
            raise situation.malformed("count and turn")
        count = situation.integer(data["count"], "count", 0, 1_000)
        turn = situation.integer(data["turn"], "turn", 0, options.seats - 1)
        if count >= TARGET:
            raise situation.impossible(SituationReason.ALREADY_WON, f"count {count}")
        return State(options.seats, count, turn)

    def bot(self, level):
        return FirstLegal()


SPEC = RaceSpec()
