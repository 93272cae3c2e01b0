"""Questions a table and its controller ask while a player decides: which cards may be
taken (and whether that uses an ability), where a chosen tile may go and what each
spot costs, how it may be paid, which abilities can be used now, where a white tile
may go. Every answer comes from the engine's own rules, with typed reasons, so the
scene never decides legality itself.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from copenhagen_gui.core.building import Cell, mask_to_cells, resting_cells

from . import deck, engine
from .actions import Build, TakeCard
from .components import (
    ABILITIES,
    COLOURED_TILES,
    END_CARD_DEPTH,
    TILE_INDEX,
    TILES_BY_ID,
    WHITE_INDEX,
    Ability,
    Colour,
    Side,
    TilePlacement,
)
from .construction import can_pay, fit_reason, fitting_groups, locate, payment_options
from .reasons import Reason
from .state import EndCardPlace, GameState, Phase


def take_reason(state: GameState, seat: int, slot: int) -> Reason | None:
    """Why ``seat`` may not take the card in ``slot`` now (None: it may)."""
    return engine.check(state, TakeCard(seat, slot))


def take_uses(state: GameState, slot: int) -> Ability | None:
    """The ability that taking ``slot`` now would use up (if the take is legal)."""
    taken = state.turn.taken
    if state.phase is Phase.SECOND and abs(slot - taken[0]) != 1:
        return Ability.ANY_CARDS
    if state.phase is Phase.MORE and len(taken) == 2:
        return Ability.ADDITIONAL_CARD
    return None


def build_allowed_reason(state: GameState, seat: int) -> Reason | None:
    """Why ``seat`` cannot build at this moment at all (None: a build may be made,
    subject to the tile, the spot and the cards)."""
    if state.phase is Phase.GAME_OVER:
        return Reason.GAME_OVER
    if seat != state.turn.player or state.phase not in engine.PLAYER_PHASES:
        return Reason.NOT_YOUR_TURN
    if state.phase is Phase.MORE:
        if not state.players[seat].is_active(Ability.BOTH_ACTIONS):
            return Reason.NEEDS_BOTH_ACTIONS
        return None
    if state.phase is Phase.START:
        return None
    if state.phase in (Phase.SECOND, Phase.DISCARD) and state.players[seat].is_active(
        Ability.BOTH_ACTIONS
    ):
        return Reason.NOT_NOW  # after the cards, with Both Actions
    return Reason.WRONG_PHASE


@attrs.frozen
class BuildOption:
    """One spot for a chosen tile: the placement (cells and brick), whether it touches
    the tile's colour (1 card less), and what it costs without and with Construction
    Discount (``discount_cost`` is None when that tile is not active). ``payable``
    and ``discount_payable``: the hand can pay that cost."""

    placement: TilePlacement
    touching: bool
    cost: int
    payable: bool
    discount_cost: int | None
    discount_payable: bool


def build_options(state: GameState, seat: int, tile: str) -> tuple[BuildOption, ...]:
    """Every spot where ``tile`` fits in the player's house now, with its cost; the
    controller shows the payable ones as legal. Empty when the stack is empty."""
    spec = TILES_BY_ID[tile]
    if not spec.has_brick or not state.supply[TILE_INDEX[tile]]:
        return ()
    player = state.players[seat]
    hand = player.hand
    colour = spec.colour
    change = player.is_active(Ability.CHANGE_OF_COLORS)
    discount = player.is_active(Ability.CONSTRUCTION_DISCOUNT)
    colour_mask = player.colour_masks[colour.index]
    found = []
    for group in fitting_groups(player.filled, tile):
        touching = bool(group.around & colour_mask)
        cost = max(0, spec.size - touching)
        reduced = max(0, cost - 1) if discount else None
        payable = can_pay(hand, colour, cost, change)
        reduced_payable = reduced is not None and can_pay(hand, colour, reduced, change)
        for placement in group.placements:
            found.append(BuildOption(placement, touching, cost, payable, reduced, reduced_payable))
    return tuple(found)


def tile_reason(state: GameState, seat: int, tile: str) -> Reason | None:
    """Why the tile cannot be built by ``seat`` now anywhere (None: somewhere it can)."""
    if reason := build_allowed_reason(state, seat):
        return reason
    spec = TILES_BY_ID.get(tile)
    if spec is None:
        return Reason.UNKNOWN_TILE
    if not spec.has_brick:
        return Reason.WHITE_TILE
    if not state.supply[TILE_INDEX[tile]]:
        return Reason.STACK_EMPTY
    options = build_options(state, seat, tile)
    if not options:
        return Reason.NO_ROOM
    if any(o.payable or o.discount_payable for o in options):
        return None
    return Reason.CANNOT_AFFORD


def placement_reason(
    state: GameState, seat: int, tile: str, cells: Iterable[Cell], brick: Cell | None
) -> Reason | None:
    """Why these cells (with this brick) are not a spot for the tile in the player's
    house, leaving the cards aside (None: the tile fits there)."""
    placement = locate(tile, cells, brick)
    if isinstance(placement, Reason):
        return placement
    return fit_reason(state.players[seat].filled, placement.mask)


def spot_reason(state: GameState, seat: int, tile: str, cells: tuple[Cell, ...]) -> Reason:
    """Why the tile, its brick on ``cells[0]``, is not an affordable spot (asked of a
    spot that is not): the placement's reason, else the hand cannot pay there."""
    reason = placement_reason(state, seat, tile, cells, cells[0])
    return reason if reason is not None else Reason.CANNOT_AFFORD


def payments(
    state: GameState, seat: int, tile: str, count: int
) -> tuple[tuple[Colour, ...], ...]:
    """Every way to pay ``count`` cards for ``tile`` from the player's hand."""
    player = state.players[seat]
    colour = TILES_BY_ID[tile].colour
    return payment_options(
        player.hand, colour, count, player.is_active(Ability.CHANGE_OF_COLORS)
    )


def make_build(
    seat: int,
    placement: TilePlacement,
    paid: Iterable[Colour],
    discount: bool = False,
) -> Build:
    return Build(seat, placement.tile, placement.cells, placement.brick, tuple(paid), discount)


def buildable_tiles(state: GameState, seat: int) -> tuple[str, ...]:
    """Coloured tiles the player can build somewhere now."""
    return tuple(t.id for t in COLOURED_TILES if tile_reason(state, seat, t.id) is None)


def ability_reasons(state: GameState, seat: int) -> dict[Ability, Reason | None]:
    """Per ability: None if an action using it is legal at this moment, else why not
    (not owned, used, or not at this moment of the turn)."""
    player = state.players[seat]
    legal = engine.legal_actions(state, seat)
    usable = set()
    for action in legal:
        if isinstance(action, TakeCard):
            ability = take_uses(state, action.slot)
            if ability is not None:
                usable.add(ability)
        elif isinstance(action, Build):
            if action.discount:
                usable.add(Ability.CONSTRUCTION_DISCOUNT)
            if state.phase is Phase.MORE:
                usable.add(Ability.BOTH_ACTIONS)
            colour = TILES_BY_ID[action.tile].colour
            if any(c is not colour for c in action.paid):
                usable.add(Ability.CHANGE_OF_COLORS)
    result: dict[Ability, Reason | None] = {}
    for ability in ABILITIES:
        side = player.abilities[ability.index]
        if side is None:
            result[ability] = Reason.ABILITY_NOT_OWNED
        elif side is Side.USED:
            result[ability] = Reason.ABILITY_USED
        else:
            result[ability] = None if ability in usable else Reason.NOT_NOW
    return result


def white_cells(state: GameState, seat: int) -> tuple[Cell, ...]:
    """Cells a white tile may go to now (only during coat-of-arms actions)."""
    if state.phase is not Phase.COATS or seat != state.turn.player:
        return ()
    if not state.supply[WHITE_INDEX]:
        return ()
    return mask_to_cells(resting_cells(state.players[seat].filled))


def abilities_in_supply(state: GameState) -> tuple[int, ...]:
    """Ability tiles left in the supply per kind: one per player of each kind but Any
    Cards (everyone starts with it), less those taken."""
    n = state.player_count
    taken = [sum(1 for p in state.players if p.abilities[a.index] is not None) for a in ABILITIES]
    return tuple(
        0 if a is Ability.ANY_CARDS else n - taken[a.index] for a in ABILITIES
    )


def end_card_may_come(state: GameState) -> bool:
    """The End card is in the draw pile and among its cards now (at most 10 left):
    the next refill may end the game. Public knowledge, worth a warning."""
    return deck.end_card_possible(state.end_card, state.pile_count)


def cards_before_end_card(state: GameState) -> int | None:
    """How many cards the draw pile gives before the End card can come up (0: the next
    refill may bring it), while it lies in the pile; None while it is set aside or
    revealed. Public knowledge: the pile's size and the End card's place."""
    if state.end_card is not EndCardPlace.IN_PILE:
        return None
    return max(0, state.pile_count - END_CARD_DEPTH)
