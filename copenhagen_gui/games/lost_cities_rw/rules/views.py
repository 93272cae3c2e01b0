"""What a table or controller asks the engine, beyond legal_actions: every combination a
seat could consider with the dice in the middle and where it would go (or why not), the
columns an acceleration may reach, and each bridge's mark on each sheet."""

from __future__ import annotations

import enum

import attrs

from .components import BRIDGES, Bridge, Colour
from .engine import choosing_reason, dice_for
from .reasons import Reason
from .state import GameState, Phase
from .targets import Target, acceleration_target, take_target


@attrs.frozen
class Choice:
    """One combination of a number die and a colour die: where it goes, or why not."""

    number: int
    colour: Colour
    circle: bool
    target: Target | None
    reason: Reason | None

    @property
    def legal(self) -> bool:
        return self.reason is None


def choices(state: GameState, seat: int) -> tuple[Choice, ...]:
    """Every distinct (number, colour) of the dice ``seat`` may choose from, plus the circle
    use of each 0; empty when the seat has no combination to choose now."""
    if choosing_reason(state, seat) is not None:
        return ()
    dice = dice_for(state, seat)
    sheet = state.sheets[seat]
    zero_ten = state.options.zero_starts_as_ten
    result = []
    for number in sorted(set(dice.numbers)):
        for colour in sorted(set(dice.colours)):
            for circle in ((False, True) if number == 0 else (False,)):
                outcome = take_target(sheet, number, colour, circle, zero_ten)
                is_target = isinstance(outcome, Target)
                result.append(Choice(number, Colour(colour), circle,
                                     outcome if is_target else None, None if is_target else outcome))
    return tuple(result)


def acceleration_choices(state: GameState, seat: int) -> dict[Colour, Target | Reason]:
    """Per column, where an acceleration would write (empty when none is pending)."""
    if seat not in state.accelerating:
        return {}
    sheet = state.sheets[seat]
    return {c: acceleration_target(sheet, c) for c in Colour}


class BridgeMark(str, enum.Enum):
    OPEN = "open"  # nobody has claimed it yet (or it is being claimed in this turn)
    WON = "won"  # circled: this seat crossed it first
    LOST = "lost"  # struck out: claimed by others in an earlier turn


def bridge_marks(state: GameState, seat: int) -> tuple[BridgeMark, ...]:
    """The eight bridges of one sheet, in Bridge order."""
    won = state.sheets[seat].bridges_won
    over = state.phase is Phase.OVER
    marks = []
    for bridge in BRIDGES:
        claim = state.bridge_claims[bridge]
        if bridge in won:
            marks.append(BridgeMark.WON)
        elif claim is not None and (claim < state.turn or over):
            marks.append(BridgeMark.LOST)
        else:
            marks.append(BridgeMark.OPEN)
    return tuple(marks)


def open_bridges(state: GameState) -> tuple[Bridge, ...]:
    return tuple(b for b in BRIDGES if state.bridge_claims[b] is None)
