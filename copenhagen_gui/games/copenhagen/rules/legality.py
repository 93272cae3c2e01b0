"""Legality: ``check(state, action)`` returns None or the typed ``Reason`` why the
action is refused now."""

from __future__ import annotations

from copenhagen_gui.core.building import bit, in_grid

from . import deck
from .actions import (
    Action,
    Build,
    Deal,
    Discard,
    EndTurn,
    PlaceWhite,
    Refill,
    Refresh,
    TakeAbility,
    TakeCard,
    is_complete,
)
from .components import (
    CARD_COLOURS,
    HARBOUR_SLOTS,
    TILE_INDEX,
    TILES_BY_ID,
    WHITE_INDEX,
    Ability,
    Side,
)
from .construction import fit_reason, locate, payment_reason
from .reasons import Reason
from .state import PLAYER_PHASES, GameState, Phase, PlayerState

ANY = Ability.ANY_CARDS
THIRD = Ability.ADDITIONAL_CARD
DISCOUNT = Ability.CONSTRUCTION_DISCOUNT
CHANGE = Ability.CHANGE_OF_COLORS
BOTH = Ability.BOTH_ACTIONS


def check(state: GameState, action: Action) -> Reason | None:
    """None when ``action`` is legal now, otherwise why not."""
    if state.phase is Phase.GAME_OVER:
        return Reason.GAME_OVER
    kind = type(action)
    if kind is Deal or kind is Refill:
        return _check_chance(state, action)
    if state.phase not in PLAYER_PHASES:
        return Reason.WRONG_PHASE
    if action.player != state.turn.player:
        return Reason.NOT_YOUR_TURN
    checker = _CHECKERS.get(kind)
    if checker is None:
        return Reason.WRONG_PHASE
    return checker(state, action)


def _check_chance(state: GameState, action: Deal | Refill) -> Reason | None:
    expected = Phase.DEAL if isinstance(action, Deal) else Phase.REFILL
    if state.phase is not expected:
        return Reason.WRONG_PHASE
    if not is_complete(action):
        return Reason.OUTCOME_MISSING
    if isinstance(action, Deal):
        if not deck.deal_is_possible(state, action.harbour, action.hands):
            return Reason.IMPOSSIBLE_OUTCOME
        return None
    reader = deck.outcome_reader(action.drawn, action.end_card)
    run = deck.refill_run(state, reader)
    if not run.possible or not reader.used_all():
        return Reason.IMPOSSIBLE_OUTCOME
    return None


def _ability_reason(player: PlayerState, ability: Ability) -> Reason | None:
    side = player.abilities[ability.index]
    if side is None:
        return Reason.ABILITY_NOT_OWNED
    if side is Side.USED:
        return Reason.ABILITY_USED
    return None


def _check_take(state: GameState, action: TakeCard) -> Reason | None:
    phase = state.phase
    if phase is not Phase.START and phase is not Phase.SECOND and phase is not Phase.MORE:
        return Reason.WRONG_PHASE
    slot = action.slot
    if not isinstance(slot, int) or not 0 <= slot < HARBOUR_SLOTS:
        return Reason.NO_SUCH_SLOT
    if state.harbour[slot] is None:
        return Reason.SLOT_EMPTY
    player = state.players[action.player]
    if phase is Phase.SECOND:
        if abs(slot - state.turn.taken[0]) != 1 and not player.is_active(ANY):
            return Reason.NOT_ADJACENT
    elif phase is Phase.MORE:
        if len(state.turn.taken) != 2:
            return Reason.NOT_NOW
        return _ability_reason(player, THIRD)
    return None


def _check_discard(state: GameState, action: Discard) -> Reason | None:
    if state.phase is not Phase.DISCARD:
        return Reason.WRONG_PHASE
    if action.colour not in CARD_COLOURS:
        return Reason.NOT_A_CARD_COLOUR
    if not state.players[action.player].hand[action.colour.index]:
        return Reason.NOT_IN_HAND
    return None


def _check_build(state: GameState, action: Build) -> Reason | None:
    if state.phase is Phase.MORE:
        if _ability_reason(state.players[action.player], BOTH):
            return Reason.NEEDS_BOTH_ACTIONS
    elif state.phase is not Phase.START:
        return Reason.WRONG_PHASE
    spec = TILES_BY_ID.get(action.tile)
    if spec is None:
        return Reason.UNKNOWN_TILE
    if not spec.has_brick:
        return Reason.WHITE_TILE
    if not state.supply[TILE_INDEX[action.tile]]:
        return Reason.STACK_EMPTY
    placement = locate(action.tile, action.cells, action.brick)
    if isinstance(placement, Reason):
        return placement
    player = state.players[action.player]
    if reason := fit_reason(player.filled, placement.mask):
        return reason
    if action.discount and (reason := _ability_reason(player, DISCOUNT)):
        return reason
    touching = bool(player.colour_masks[spec.colour.index] & placement.around)
    count = max(0, spec.size - touching - bool(action.discount))
    return payment_reason(
        player.hand, spec.colour, count, action.paid, player.is_active(CHANGE)
    )


def _check_end_turn(state: GameState, action: EndTurn) -> Reason | None:
    return None if state.phase is Phase.MORE else Reason.WRONG_PHASE


def _check_place_white(state: GameState, action: PlaceWhite) -> Reason | None:
    if state.phase is not Phase.COATS:
        return Reason.WRONG_PHASE
    if not state.supply[WHITE_INDEX]:
        return Reason.NO_WHITE_TILE
    if not in_grid(*action.cell):
        return Reason.OUT_OF_GRID
    return fit_reason(state.players[action.player].filled, bit(*action.cell))


def _check_take_ability(state: GameState, action: TakeAbility) -> Reason | None:
    if state.phase is not Phase.COATS:
        return Reason.WRONG_PHASE
    if state.players[action.player].abilities[action.ability.index] is not None:
        return Reason.ABILITY_OWNED
    return None


def _check_refresh(state: GameState, action: Refresh) -> Reason | None:
    if state.phase is not Phase.COATS:
        return Reason.WRONG_PHASE
    if Side.USED not in state.players[action.player].abilities:
        return Reason.NOTHING_TO_REFRESH
    return None


_CHECKERS = {
    TakeCard: _check_take,
    Discard: _check_discard,
    Build: _check_build,
    EndTurn: _check_end_turn,
    PlaceWhite: _check_place_white,
    TakeAbility: _check_take_ability,
    Refresh: _check_refresh,
}
