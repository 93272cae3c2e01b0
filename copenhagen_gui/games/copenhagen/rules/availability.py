"""What a player could still do in this turn: a third card, an affordable build, a
coat-of-arms action. The engine uses these to decide whether a step is offered at all;
the move generator uses them to list it."""

from __future__ import annotations

from collections.abc import Sequence

from copenhagen_gui.core.building import resting_cells

from .components import COLOURED_TILES, WHITE_INDEX, Ability, Side
from .construction import can_pay, fitting_groups
from .state import PlayerState, Turn


def third_card_possible(player: PlayerState, turn: Turn, harbour) -> bool:
    return (
        len(turn.taken) == 2
        and player.is_active(Ability.ADDITIONAL_CARD)
        and any(c is not None for c in harbour)
    )


def any_build(player: PlayerState, supply: Sequence[int]) -> bool:
    """Whether this player can afford some coloured tile somewhere in their house."""
    hand = player.hand
    discount = player.is_active(Ability.CONSTRUCTION_DISCOUNT)
    change = player.is_active(Ability.CHANGE_OF_COLORS)
    for index, spec in enumerate(COLOURED_TILES):
        if not supply[index]:
            continue
        colour = spec.colour
        if not can_pay(hand, colour, spec.size - 1 - discount, change):
            continue
        colour_mask = player.colour_masks[colour.index]
        plain = can_pay(hand, colour, spec.size - discount, change)
        for group in fitting_groups(player.filled, spec.id):
            if plain or group.around & colour_mask:
                return True
    return False


def coat_action_possible(player: PlayerState, supply: Sequence[int]) -> bool:
    """Some coat-of-arms action exists: a white tile with a spot, a kind of ability
    not owned yet, or a used tile to refresh."""
    if supply[WHITE_INDEX] and resting_cells(player.filled):
        return True
    return None in player.abilities or Side.USED in player.abilities
