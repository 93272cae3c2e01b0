"""When may a player use an ability: the one answer behind the star buttons on the
sheets, the Turn menu and the turn panel.

An ability is available exactly when some legal action uses it (``legal_actions``);
when none does, the reason says why, from the most basic to the most particular: the
game is over, it is not the player's move, no unused star is unlocked, the step of
the turn is wrong (ruling 11), or nothing the ability could do is legal now."""

from __future__ import annotations

from . import engine
from .actions import (
    Action,
    ChangeColour,
    ChooseShape,
    DrawOneX,
    Reroll,
    UseNoX,
)
from .components import Ability
from .state import GameState, Phase, Reason


def uses_ability(state: GameState, action: Action, ability: Ability) -> bool:
    """Whether taking ``action`` in ``state`` spends a star of ``ability``."""
    if ability is Ability.NEW_CHOICE:  # taking a crossed-out shape again
        return isinstance(action, ChooseShape) and action.shape in state.crossed
    return isinstance(action, _ACTION_OF[ability])


_ACTION_OF = {
    Ability.REROLL: Reroll,
    Ability.COLOUR_CHANGE: ChangeColour,
    Ability.NO_X: UseNoX,
    Ability.ONE_X: DrawOneX,
}


def ability_reason(state: GameState, seat: int, ability: Ability) -> Reason | None:
    """None when ``seat`` may use ``ability`` now, otherwise why not."""
    ability = Ability(ability)
    if state.phase is Phase.GAME_OVER:
        return Reason.GAME_OVER
    if reason := engine.ability_reason(state.players[seat], ability):
        return reason  # no unused star unlocked (or only one marked this turn)
    if seat != state.chooser:
        return Reason.WRONG_PLAYER
    if reason := engine.ability_step_reason(state, ability):
        return reason
    if any(uses_ability(state, a, ability) for a in engine.legal_actions(state)):
        return None
    return _nothing_to_do(state, seat, ability)


def _nothing_to_do(state: GameState, seat: int, ability: Ability) -> Reason:
    """The star is there and the step is right, yet no action using it is legal."""
    if ability is Ability.NO_X:
        return engine.check(state, UseNoX(seat)) or Reason.WRONG_PHASE
    if ability is Ability.ONE_X:
        cells = engine.single_cells(state.sheet.filled)
        if not cells:
            return Reason.NO_CELL
        return engine.check(state, DrawOneX(seat, cells[0])) or Reason.NO_CELL
    if ability is Ability.NEW_CHOICE:
        # The crossed-out shapes cannot be taken with these dice, or have no room.
        reasons = [engine.shape_reason(state, s) for s in sorted(state.crossed)]
        return next((r for r in reasons if r is not None), Reason.WRONG_PHASE)
    return Reason.WRONG_PHASE  # Reroll and Colour change always have a legal use
