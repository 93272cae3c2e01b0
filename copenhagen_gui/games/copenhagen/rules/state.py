"""Immutable game state of the card-and-tile game. ``engine.apply`` returns a new one.

Cards have only a colour, so a hand, the draw pile and the discard pile are counts per
colour (tuples in ``CARD_COLOURS`` order). A house is one bitmask per colour (white
included) plus a mask of brick cells. Hidden information: a state seen by one seat
(``engine.view_for``) has ``hand=None`` for the other seats and ``pile=None``; the
counts ``hand_count`` and ``pile_count`` always stay.
"""

from __future__ import annotations

import enum

import attrs

from copenhagen_gui.core.building import Cell

from .components import ABILITIES, COLOURS, Ability, Colour, Side


class Phase(str, enum.Enum):
    DEAL = "deal"  # automatic: the opening deal (a chance action)
    START = "start"  # the active player takes a first card or builds
    SECOND = "second"  # the second card
    DISCARD = "discard"  # more than 7 cards in hand: discard one
    MORE = "more"  # after 2 cards: a 3rd card, a build (Both Actions) or end the turn
    COATS = "coats"  # coat-of-arms actions are pending
    REFILL = "refill"  # automatic: the harbour is refilled (a chance action)
    GAME_OVER = "game_over"


# The steps in which the active player decides (the others are automatic or the end).
PLAYER_PHASES = frozenset({Phase.START, Phase.SECOND, Phase.DISCARD, Phase.MORE, Phase.COATS})


class EndCardPlace(str, enum.Enum):
    SET_ASIDE = "set_aside"  # 3-4 players, until the first reshuffle
    IN_PILE = "in_pile"  # among the bottom 10 cards of the draw pile
    REVEALED = "revealed"  # drawn into the harbour: the game is over


class EndReason(str, enum.Enum):
    POINTS = "points"  # someone reached 12 points
    END_CARD = "end_card"  # the End card was revealed


class EventKind(str, enum.Enum):
    """What happened. The fields each kind fills are listed after it."""

    HAND_DEALT = "hand_dealt"  # player, count
    SLOT_FILLED = "slot_filled"  # slot, colour (deal and refill)
    RESHUFFLED = "reshuffled"  # count: cards now in the draw pile
    END_CARD_SHUFFLED_IN = "end_card_shuffled_in"  # (3-4 players, first reshuffle)
    END_CARD_REVEALED = "end_card_revealed"  # slot
    CARD_TAKEN = "card_taken"  # player, slot, colour
    CARD_DISCARDED = "card_discarded"  # player, colour
    ABILITY_USED = "ability_used"  # player, ability (it flips to its used side)
    # player, tile, colour, cells, cell (the brick), cards (paid), count (= the cost)
    TILE_BUILT = "tile_built"
    WHITE_PLACED = "white_placed"  # player, cell
    ROW_COMPLETED = "row_completed"  # player, index = y, points
    COLUMN_COMPLETED = "column_completed"  # player, index = x, points
    COAT_EARNED = "coat_earned"  # player, cell (a coat-of-arms square) or index (a row)
    ABILITY_TAKEN = "ability_taken"  # player, ability
    ABILITIES_REFRESHED = "abilities_refreshed"  # player, count of tiles turned back
    COATS_LOST = "coats_lost"  # player, count: no coat-of-arms action was possible
    TURN_ENDED = "turn_ended"  # player
    GAME_ENDED = "game_ended"  # seats = the winners, reason


@attrs.frozen
class Event:
    kind: EventKind
    player: int | None = None
    slot: int | None = None
    colour: Colour | None = None
    tile: str | None = None
    cells: tuple[Cell, ...] = ()
    cell: Cell | None = None
    cards: tuple[Colour, ...] = ()
    ability: Ability | None = None
    index: int | None = None
    count: int = 0
    points: int = 0
    seats: tuple[int, ...] = ()
    reason: EndReason | None = None


@attrs.frozen
class GameOptions:
    """Choices made before the game: how many play, and who starts."""

    player_count: int
    start_player: int = 0


NO_ABILITIES: tuple[Side | None, ...] = (None,) * len(ABILITIES)


@attrs.frozen
class PlayerState:
    hand: tuple[int, ...] | None  # cards per colour; None when hidden from the viewer
    hand_count: int
    colour_masks: tuple[int, ...]  # house cells per colour, in COLOURS order (white last)
    filled: int  # every covered cell
    bricks: int  # covered cells showing brickwork (the rest are windows)
    abilities: tuple[Side | None, ...]  # per Ability: None = not owned
    points: int = 0

    def side(self, ability: Ability) -> Side | None:
        return self.abilities[ability.index]

    def is_active(self, ability: Ability) -> bool:
        return self.abilities[ability.index] is Side.ACTIVE

    def colour_at(self, cell: Cell) -> Colour | None:
        """The colour covering a cell (None if empty)."""
        x, y = cell
        b = 1 << (y * 5 + x)
        for colour, mask in zip(COLOURS, self.colour_masks):
            if mask & b:
                return colour
        return None


@attrs.frozen
class Turn:
    player: int
    taken: tuple[int, ...] = ()  # harbour slots taken this turn, in order
    built: bool = False  # a coloured tile was built this turn
    pending_coats: int = 0


@attrs.frozen
class GameState:
    options: GameOptions
    players: tuple[PlayerState, ...]
    harbour: tuple[Colour | None, ...]  # slots 0..6; None = empty
    pile: tuple[int, ...] | None  # draw pile per colour; None when hidden
    pile_count: int  # cards in the draw pile, the End card included when it is there
    discard: tuple[int, ...]  # the face-up discard pile per colour
    end_card: EndCardPlace
    supply: tuple[int, ...]  # tiles left per stack, in TILES order (white last)
    phase: Phase
    turn: Turn
    turn_number: int = 1
    end_slot: int | None = None  # the slot the End card was revealed into
    end_reason: EndReason | None = None
    winners: tuple[int, ...] = ()
    events: tuple[Event, ...] = ()  # what the last action did

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def active(self) -> int:
        return self.turn.player

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER
