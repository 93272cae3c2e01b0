"""Move generation: every legal action of the seat to act (``legal_actions``), and
the lists a controller shows (slots to take from, builds, coat-of-arms actions)."""

from __future__ import annotations

import attrs

from copenhagen_gui.core.building import mask_to_cells, resting_cells

from .actions import Action, Build, Discard, EndTurn, PlaceWhite, Refresh, TakeAbility, TakeCard
from .availability import third_card_possible
from .components import ABILITIES, CARD_COLOURS, COLOURED_TILES, WHITE_INDEX, Ability, Side
from .construction import can_pay, fitting_groups, payment_options
from .state import PLAYER_PHASES, GameState, Phase

ANY = Ability.ANY_CARDS
DISCOUNT = Ability.CONSTRUCTION_DISCOUNT
CHANGE = Ability.CHANGE_OF_COLORS
BOTH = Ability.BOTH_ACTIONS


def _fast(cls, *values):
    """An action instance from canonical values, skipping its converters (the
    generator below makes thousands of builds)."""
    instance = object.__new__(cls)
    for name, value in zip(_ACTION_FIELDS[cls], values):
        object.__setattr__(instance, name, value)
    return instance


_ACTION_FIELDS = {
    cls: tuple(a.name for a in attrs.fields(cls))
    for cls in (Build, TakeCard, Discard, PlaceWhite, TakeAbility)
}
_set = object.__setattr__


def _new_build(player, tile, cells, brick, paid, discount) -> Build:
    """``_fast(Build, ...)`` unrolled: the one action made by the thousand."""
    build = object.__new__(Build)
    _set(build, "player", player)
    _set(build, "tile", tile)
    _set(build, "cells", cells)
    _set(build, "brick", brick)
    _set(build, "paid", paid)
    _set(build, "discount", discount)
    return build


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every legal action of ``seat`` now (none during the automatic steps)."""
    phase = state.phase
    if phase not in PLAYER_PHASES or seat != state.turn.player:
        return ()
    player = state.players[seat]
    if phase is Phase.START:
        return tuple(_take_actions(state, seat)) + tuple(build_actions(state, seat))
    if phase is Phase.SECOND:
        return tuple(_take_actions(state, seat))
    if phase is Phase.DISCARD:
        return tuple(
            _fast(Discard, seat, c) for c, n in zip(CARD_COLOURS, player.hand) if n
        )
    if phase is Phase.MORE:
        found: list[Action] = []
        if third_card_possible(player, state.turn, state.harbour):
            found.extend(_take_actions(state, seat))
        if player.is_active(BOTH):
            found.extend(build_actions(state, seat))
        found.append(EndTurn(seat))
        return tuple(found)
    return tuple(coat_actions(state, seat))


def take_slots(state: GameState) -> list[int]:
    """Slots the active player may take a card from now."""
    phase = state.phase
    occupied = [s for s, c in enumerate(state.harbour) if c is not None]
    if phase is Phase.SECOND:
        if state.players[state.turn.player].is_active(ANY):
            return occupied
        first = state.turn.taken[0]
        return [s for s in occupied if abs(s - first) == 1]
    if phase is Phase.START:
        return occupied
    if phase is Phase.MORE and third_card_possible(
        state.players[state.turn.player], state.turn, state.harbour
    ):
        return occupied
    return []


def _take_actions(state: GameState, seat: int) -> list[TakeCard]:
    return [_fast(TakeCard, seat, s) for s in take_slots(state)]


def build_actions(state: GameState, seat: int) -> list[Build]:
    """Every build the player could make if building were allowed now: each tile,
    placement (with its brick), use of Construction Discount or not, and payment."""
    player = state.players[seat]
    hand = player.hand
    discount = player.is_active(DISCOUNT)
    change = player.is_active(CHANGE)
    discounts = (False, True) if discount else (False,)
    found: list[Build] = []
    append = found.append
    for index, spec in enumerate(COLOURED_TILES):
        if not state.supply[index]:
            continue
        colour = spec.colour
        if not can_pay(hand, colour, spec.size - 1 - discount, change):
            continue
        colour_mask = player.colour_masks[colour.index]
        tile = spec.id
        size = spec.size
        for group in fitting_groups(player.filled, tile):
            touching = bool(group.around & colour_mask)
            for use in discounts:
                payments = payment_options(hand, colour, max(0, size - touching - use), change)
                for placement in group.placements:
                    for paid in payments:
                        append(_new_build(seat, tile, placement.cells, placement.brick, paid, use))
    return found


def coat_actions(state: GameState, seat: int) -> list[Action]:
    if state.phase is not Phase.COATS:
        return []
    player = state.players[seat]
    found: list[Action] = []
    if state.supply[WHITE_INDEX]:
        spots = mask_to_cells(resting_cells(player.filled))
        found.extend(_fast(PlaceWhite, seat, c) for c in spots)
    found.extend(
        _fast(TakeAbility, seat, a) for a, side in zip(ABILITIES, player.abilities) if side is None
    )
    if Side.USED in player.abilities:
        found.append(Refresh(seat))
    return found
