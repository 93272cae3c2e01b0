"""How much a position is worth to one player, in points: the points scored, the
promise of rows and columns under way, the cards in hand (and the best build they
allow next turn), the ability tiles. Pure arithmetic on what the player's view shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import attrs

from copenhagen_gui.core.building import COLUMN_MASKS, ROW_MASKS

from ..rules.components import (
    ABILITIES,
    CARD_COLOURS,
    COAT_ROWS,
    COLOURED_TILES,
    Ability,
    Side,
)
from ..rules.construction import fitting_groups
from ..rules.state import EndCardPlace, GameState, PlayerState

_CHANGE = Ability.CHANGE_OF_COLORS.index
_DISCOUNT = Ability.CONSTRUCTION_DISCOUNT.index


@attrs.frozen
class Weights:
    """The knobs of the evaluation (in points)."""

    card: float = 0.15  # a card in hand
    next_build: float = 0.7  # share of the best build the hand allows next turn
    clean: float = 1.25  # a line with no brick yet may still score double
    row_progress: tuple[float, ...] = (0.0, 0.1, 0.22, 0.38, 0.58)
    column_progress: tuple[float, ...] = tuple(0.7 * (f / 9) ** 1.5 for f in range(9))
    coat_row: float = 0.5  # rows 1, 3, 5 also earn a coat of arms
    cell: float = 0.01  # the tie-break: fewer empty squares
    active: tuple[float, ...] = (0.15, 0.35, 0.3, 0.25, 0.7)  # per Ability, active side
    used: float = 0.05  # a used tile may be refreshed
    horizon: bool = True  # value cards less when few turns are left


_COAT_ROW_FLAGS = tuple(y in COAT_ROWS for y in range(len(ROW_MASKS)))
_ROWS = tuple(zip(ROW_MASKS, _COAT_ROW_FLAGS))


def house_value(filled: int, bricks: int, w: Weights) -> float:
    """Points of the house plus the promise of its unfinished lines."""
    value = w.cell * filled.bit_count()
    progress = w.row_progress
    clean = w.clean
    for m, coat_row in _ROWS:
        f = (filled & m).bit_count()
        if f == 5:
            value += 1.0 if bricks & m else 2.0
        elif f:
            p = progress[f]
            if not bricks & m:
                p *= clean
            if coat_row:
                p += w.coat_row * progress[f]
            value += p
    column = w.column_progress
    for m in COLUMN_MASKS:
        f = (filled & m).bit_count()
        if f == 9:
            value += 2.0 if bricks & m else 4.0
        elif f:
            value += 2.0 * column[f] * (1.0 if bricks & m else clean)
    return value


def ability_value(abilities: Sequence[Side | None], w: Weights) -> float:
    value = 0.0
    for ability, side in zip(ABILITIES, abilities):
        if side is Side.ACTIVE:
            value += w.active[ability.index]
        elif side is Side.USED:
            value += w.used
    return value


def turns_left(view: GameState) -> float:
    """A rough count of the turns each player still has before the End card."""
    cards = view.pile_count
    if view.end_card is EndCardPlace.SET_ASIDE:
        cards += sum(view.discard) + 1
    cards = max(0.0, cards - 5.0)  # the End card lies about 5 from the bottom
    return cards / (1.6 * view.player_count)


def horizon_factor(view: GameState, w: Weights) -> float:
    """How much cards in hand are still worth (0 when no turn is left to use them)."""
    if not w.horizon:
        return 1.0
    return max(0.0, min(1.0, (turns_left(view) - 0.5) / 3.0))


@lru_cache(maxsize=4096)
def _colour_row(
    filled: int, bricks: int, colour_mask: int, stacks: tuple[str, ...], discount: bool, w: Weights
) -> tuple[float, ...]:
    """Best gain (value added minus cards paid) for n = 0..6 cards of one colour."""
    before = house_value(filled, bricks, w)
    discount_price = w.active[_DISCOUNT]
    best = [0.0] * 7
    for tile in stacks:
        size = int(tile[-1])
        for group in fitting_groups(filled, tile):
            cost = size - bool(group.around & colour_mask)
            merged = filled | group.mask
            gain = max(house_value(merged, bricks | p.brick_mask, w) for p in group.placements)
            gain -= before
            net = gain - w.card * cost
            if net > best[cost]:
                best[cost] = net
            if discount and cost:
                net = gain - w.card * (cost - 1) - discount_price
                if net > best[cost - 1]:
                    best[cost - 1] = net
    for n in range(1, 7):
        if best[n - 1] > best[n]:
            best[n] = best[n - 1]
    return tuple(best)


class BuildTable:
    """For one house: per colour, the best gain n cards of that colour can buy next
    turn. Rows are computed on first use and cached by house."""

    def __init__(self, player: PlayerState, supply: Sequence[int], w: Weights):
        self._player = player
        self._w = w
        self._stacks = tuple(
            tuple(t.id for i, t in enumerate(COLOURED_TILES) if t.colour is c and supply[i])
            for c in CARD_COLOURS
        )
        self._rows: dict[int, tuple[float, ...]] = {}

    def row(self, colour: int) -> tuple[float, ...]:
        row = self._rows.get(colour)
        if row is None:
            p = self._player
            row = self._rows[colour] = _colour_row(
                p.filled,
                p.bricks,
                p.colour_masks[colour],
                self._stacks[colour],
                p.abilities[_DISCOUNT] is Side.ACTIVE,
                self._w,
            )
        return row

    def gain(self, hand: Sequence[int], change_of_colors: bool) -> float:
        best = 0.0
        other_best = max(hand) if change_of_colors else 0
        for i, n in enumerate(hand):
            if n:
                best = max(best, self.row(i)[min(n, 6)])
            if change_of_colors and other_best:
                other = max(m for j, m in enumerate(hand) if j != i)
                if other:
                    price = self._w.active[_CHANGE]
                    best = max(best, self.row(i)[min(n + other, 6)] - price)
        return best


def hand_value(
    hand: Sequence[int],
    table: BuildTable | None,
    change_of_colors: bool,
    w: Weights,
    horizon: float,
) -> float:
    value = w.card * sum(hand)
    if table is not None and w.next_build:
        value += w.next_build * table.gain(hand, change_of_colors)
    return horizon * value


def position_value(
    player: PlayerState, table: BuildTable | None, w: Weights, horizon: float
) -> float:
    """Everything a player has, in points (the house, the hand, the abilities)."""
    return (
        house_value(player.filled, player.bricks, w)
        + hand_value(player.hand, table, player.is_active(Ability.CHANGE_OF_COLORS), w, horizon)
        + ability_value(player.abilities, w)
    )
