"""Constructing a facade: where a tile may go, what it costs and how it may be paid.

Cost = size, minus 1 when a cell of the tile touches (orthogonally) a cell of the
house already in the tile's colour, minus 1 with Construction Discount. Payment is
that many cards of the tile's colour; with Change of Colors, cards of one other colour
count as the tile's colour too.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from copenhagen_gui.core.building import (
    GROUND_MASK,
    WIDTH,
    Cell,
    bit,
    cells_to_mask,
    in_grid,
)

from .components import (
    CARD_COLOURS,
    TILES_BY_ID,
    Colour,
    PlacementGroup,
    TilePlacement,
    placement_groups,
    placement_lookup,
    shape_masks,
)
from .reasons import Reason


def locate(tile: str, cells: Iterable[Cell], brick: Cell | None) -> TilePlacement | Reason:
    """The placement these cells and brick describe, or why they are not the tile."""
    cells = tuple(cells)
    if any(not in_grid(x, y) for x, y in cells):
        return Reason.OUT_OF_GRID
    mask = cells_to_mask(cells)
    if mask.bit_count() != len(cells) or mask not in shape_masks(tile):
        return Reason.WRONG_SHAPE
    if brick is not None and not in_grid(*brick):
        return Reason.BRICK_MISPLACED
    found = placement_lookup(tile).get((mask, bit(*brick) if brick is not None else 0))
    return found if found is not None else Reason.BRICK_MISPLACED


def fit_reason(filled: int, mask: int) -> Reason | None:
    """Why a placement cannot go into this house now (None: it can)."""
    if mask & filled:
        return Reason.OVERLAP
    if not mask & (GROUND_MASK | (filled << WIDTH)):
        return Reason.UNSUPPORTED
    return None


@lru_cache(maxsize=1 << 14)
def fitting_groups(filled: int, tile: str) -> tuple[PlacementGroup, ...]:
    """Placement groups of a tile that fit this house (cached: the same house is asked
    about many times while a player decides)."""
    rest = GROUND_MASK | (filled << WIDTH)
    return tuple(g for g in placement_groups(tile) if not g.mask & filled and g.mask & rest)


def cost(tile: str, touches_colour: bool, discount: bool) -> int:
    return max(0, TILES_BY_ID[tile].size - touches_colour - discount)


def touches(colour_mask: int, placement_around: int) -> bool:
    return bool(colour_mask & placement_around)


@lru_cache(maxsize=1 << 12)
def payment_options(
    hand: tuple[int, ...], colour: Colour, count: int, change_of_colors: bool
) -> tuple[tuple[Colour, ...], ...]:
    """Every way to pay ``count`` cards for a tile of ``colour`` from ``hand`` (sorted
    colour tuples). With Change of Colors, some of the cards may be of one other
    colour."""
    own = hand[colour.index]
    options: list[tuple[Colour, ...]] = []
    if own >= count:
        options.append((colour,) * count)
    if change_of_colors and count > 0:
        for other in CARD_COLOURS:
            if other is colour:
                continue
            for k in range(1, min(count, hand[other.index]) + 1):
                if count - k <= own:
                    paid = (colour,) * (count - k) + (other,) * k
                    options.append(tuple(sorted(paid, key=lambda c: c.index)))
    return tuple(options)


def can_pay(hand: tuple[int, ...], colour: Colour, count: int, change_of_colors: bool) -> bool:
    own = hand[colour.index]
    if own >= count:
        return True
    if not change_of_colors:
        return False
    best_other = max(n for c, n in zip(CARD_COLOURS, hand) if c is not colour)
    return own + best_other >= count


def payment_reason(
    hand: tuple[int, ...],
    colour: Colour,
    count: int,
    paid: tuple[Colour, ...],
    change_of_colors: bool,
) -> Reason | None:
    """Why ``paid`` is not a valid payment (None: it is)."""
    if any(c not in CARD_COLOURS for c in paid):
        return Reason.NOT_A_CARD_COLOUR
    if len(paid) != count:
        return Reason.WRONG_CARD_COUNT
    others = {c for c in paid if c is not colour}
    if others and not change_of_colors:
        return Reason.WRONG_COLOUR
    if len(others) > 1:
        return Reason.TWO_OTHER_COLOURS
    for c in set(paid):
        if paid.count(c) > hand[c.index]:
            return Reason.NOT_IN_HAND
    return None
