"""Actions are plain values. A player's action names the player; the two automatic
steps (the opening deal, the harbour refill) are chance actions with no player.

A chance action is created without its outcome (``None``); ``engine.complete_chance``
fills in the cards drawn with a random generator, and the completed action is what a
record stores, so replaying a game never shuffles.

Abilities have no action of their own: the action that needs one uses it (a 2nd card
that is not adjacent uses Any Cards, a 3rd card Additional Card, a build after taking
cards Both Actions, ``discount=True`` Construction Discount, a card of another colour
in ``paid`` Change of Colors). See docs/copenhagen-card-game-rulings.md.
"""

from __future__ import annotations

import attrs

from copenhagen_gui.core.building import Cell

from .components import Ability, Colour


def _colours(value) -> tuple[Colour, ...]:
    return tuple(sorted((Colour(v) for v in value), key=_colour_order))


def _colour_order(colour: Colour) -> int:
    return colour.index


def _optional_colours(value) -> tuple[Colour, ...] | None:
    return None if value is None else tuple(Colour(v) for v in value)


def _optional_hands(value) -> tuple[tuple[Colour, ...], ...] | None:
    return None if value is None else tuple(_colours(hand) for hand in value)


def _cells(value) -> tuple[Cell, ...]:
    return tuple(sorted((int(x), int(y)) for x, y in value))


def _cell(value) -> Cell:
    x, y = value
    return (int(x), int(y))


def _optional_cell(value) -> Cell | None:
    return None if value is None else _cell(value)


@attrs.frozen
class Deal:
    """The opening deal: the harbour's 7 cards (slot order) and each seat's starting
    hand (seat order). Chance: ``None`` until completed."""

    harbour: tuple[Colour, ...] | None = attrs.field(default=None, converter=_optional_colours)
    hands: tuple[tuple[Colour, ...], ...] | None = attrs.field(
        default=None, converter=_optional_hands
    )


@attrs.frozen
class Refill:
    """The end-of-turn refill: the cards drawn into the empty slots, left to right,
    and whether the End card came up after them (it stops the refill and the game).
    Chance: ``drawn`` is ``None`` until completed."""

    drawn: tuple[Colour, ...] | None = attrs.field(default=None, converter=_optional_colours)
    end_card: bool = False


@attrs.frozen
class TakeCard:
    player: int
    slot: int


@attrs.frozen
class Discard:
    """Over the hand limit: one card of this colour goes to the discard pile."""

    player: int
    colour: Colour = attrs.field(converter=Colour)


@attrs.frozen
class Build:
    """Construct a facade: the top tile of a stack, on these cells with its brick on
    ``brick``, paying ``paid`` (sorted by colour). ``discount`` uses Construction
    Discount."""

    player: int
    tile: str
    cells: tuple[Cell, ...] = attrs.field(converter=_cells)
    brick: Cell | None = attrs.field(converter=_optional_cell)
    paid: tuple[Colour, ...] = attrs.field(default=(), converter=_colours)
    discount: bool = False


@attrs.frozen
class EndTurn:
    """Done after taking cards, though a 3rd card or a build would still be possible."""

    player: int


@attrs.frozen
class PlaceWhite:
    """Coat of arms: a white one-square tile on this cell."""

    player: int
    cell: Cell = attrs.field(converter=_cell)


@attrs.frozen
class TakeAbility:
    """Coat of arms: a new ability tile, arriving active."""

    player: int
    ability: Ability = attrs.field(converter=Ability)


@attrs.frozen
class Refresh:
    """Coat of arms: turn every used ability tile back to its active side."""

    player: int


PlayerAction = TakeCard | Discard | Build | EndTurn | PlaceWhite | TakeAbility | Refresh
ChanceAction = Deal | Refill
Action = PlayerAction | ChanceAction

ACTION_TYPES: dict[str, type] = {
    "deal": Deal,
    "refill": Refill,
    "take_card": TakeCard,
    "discard": Discard,
    "build": Build,
    "end_turn": EndTurn,
    "place_white": PlaceWhite,
    "take_ability": TakeAbility,
    "refresh": Refresh,
}
ACTION_KINDS: dict[type, str] = {t: k for k, t in ACTION_TYPES.items()}
CHANCE_TYPES = (Deal, Refill)


def is_complete(action: Action) -> bool:
    """A chance action carries its outcome (player actions always do)."""
    if isinstance(action, Deal):
        return action.harbour is not None and action.hands is not None
    if isinstance(action, Refill):
        return action.drawn is not None
    return True
