"""Card-game situations: a state as JSON, read back only when the rules allow it.

A situation starts at the beginning of a player's turn (``"start"``: the harbour full,
nothing taken or built yet). It stores the full truth, hands included; the draw pile
is not stored, because cards are conserved: the pile holds every card that is in no
hand, the harbour or the discard pile. The pile has no order to store either: the
engine draws uniformly from its counts (the same as a shuffled pile), and the End card
lies among its bottom ten cards. Points are recomputed from the houses.

    {"phase": "start", "active": 0, "round": 2,
     "players": [{"house": ["....." x 9, top floor first],     # see below
                  "hand": {"red": 2, "blue": 1},
                  "abilities": {"active": ["any_cards"], "used": ["both_actions"]}}, ...],
     "harbour": ["red", "yellow", "green", "blue", "purple", "red", "red"],   # slots 0..6
     "discard": {"green": 3},
     "end_card": "set_aside",        # or "in_pile"
     "supply": {"red-2": 1, ..., "white-1": 11}}   # optional: derived from the houses

A house cell is ``.`` empty, ``R Y G B P`` a window of a coloured tile, ``r y g b p``
its brick, ``W`` a white tile (as the rules tests draw houses). ``docs/situations.md`` lists what is checked.
"""

from __future__ import annotations

import enum
from itertools import product

from copenhagen_gui.core import situation as sit
from copenhagen_gui.core.building import HEIGHT, WIDTH, bit, mask_to_cells, unsupported_pieces

from .components import (
    ABILITIES,
    CARD_COLOURS,
    COLOURS,
    HAND_LIMIT,
    HARBOUR_SLOTS,
    STARTING_ABILITY,
    TILE_INDEX,
    TILES,
    WHITE_INDEX,
    WINNING_POINTS,
    Colour,
    Side,
    cards_per_colour,
    placement_lookup,
    starting_supply,
)
from .scoring import coats_used, house_points
from .state import NO_ABILITIES, EndCardPlace, GameOptions, GameState, Phase, PlayerState, Turn


class SituationReason(str, enum.Enum):
    """Why a well-formed situation is not one the rules can reach."""

    NOT_WHOLE_TILES = "not_whole_tiles"  # where: (x, y): cells of a colour that are no tiles with their brick
    FLOATING_TILE = "floating_tile"  # where: (x, y): no building order supports that tile
    TILE_SUPPLY_EXCEEDED = "tile_supply_exceeded"  # where: tile id: more built than the game has
    SUPPLY_MISMATCH = "supply_mismatch"  # where: tile id: supply + built is not the game's stack
    TOO_MANY_CARDS = "too_many_cards"  # where: colour: more cards than the game has
    HAND_OVER_LIMIT = "hand_over_limit"  # more than 7 cards at the start of a turn
    HARBOUR_NOT_FULL = "harbour_not_full"  # where: slot: a turn starts with 7 cards there
    ABILITY_OWNED_TWICE = "ability_owned_twice"  # where: ability
    STARTING_ABILITY_MISSING = "starting_ability_missing"  # every player keeps Any Cards
    MORE_THAN_COATS_GAVE = "more_than_coats_gave"  # white tiles + new ability tiles > coats of arms
    END_CARD_IMPOSSIBLE = "end_card_impossible"  # set aside with 2 players, or revealed
    GAME_ALREADY_OVER = "game_already_over"  # 12 points: the game ended at once


START = "start"
_CARD_NAMES = {c.value: c for c in CARD_COLOURS}
_ABILITY_NAMES = {a.value: a for a in ABILITIES}
_TILE_NAMES = {t.id: t for t in TILES}
_END_CARD_NAMES = {p.value: p for p in EndCardPlace}
_WINDOW = {c: c.value[0].upper() for c in CARD_COLOURS}  # R Y G B P
_CELL_CHARS = {**{ch: (c, False) for c, ch in _WINDOW.items()},
               **{ch.lower(): (c, True) for c, ch in _WINDOW.items()},
               "W": (Colour.WHITE, False)}
_ALPHABET = "." + "".join(_CELL_CHARS)


# --- which states a situation can start from -------------------------------------------


def can_start_from(state: GameState) -> bool:
    """Whether ``state`` is at a situation's starting point (``state_to_json`` takes it):
    the start of a turn, with the full truth (not a view with hidden hands)."""
    return (state.phase is Phase.START and state.turn == Turn(state.turn.player)
            and state.pile is not None and all(p.hand is not None for p in state.players))


# --- state -> JSON -----------------------------------------------------------------------


def state_to_json(state: GameState) -> dict:
    if not can_start_from(state):
        raise ValueError("a situation starts at the start of a turn, every card known")
    n = state.player_count
    data = {
        "phase": START,
        "active": state.active,
        "round": (state.turn_number - 1) // n + 1,
        "players": [_player_to_json(p) for p in state.players],
        "harbour": [c.value for c in state.harbour],
        "discard": _counts_to_json(state.discard),
        "end_card": state.end_card.value,
        "supply": {t.id: state.supply[i] for i, t in enumerate(TILES)},
    }
    return data


def _turn_number(round_: int, active: int, start: int, n: int) -> int:
    return (round_ - 1) * n + (active - start) % n + 1


def _counts_to_json(counts) -> dict:
    return {c.value: k for c, k in zip(CARD_COLOURS, counts) if k}


def _player_to_json(player: PlayerState) -> dict:
    return {
        "house": house_rows(player),
        "hand": _counts_to_json(player.hand),
        "abilities": {side.value: [a.value for a, s in zip(ABILITIES, player.abilities) if s is side]
                      for side in Side},
    }


def house_rows(player: PlayerState) -> list[str]:
    """The house as 9 rows, the top floor first (the characters of the module doc)."""
    rows = []
    for y in reversed(range(HEIGHT)):
        line = ""
        for x in range(WIDTH):
            colour = player.colour_at((x, y))
            if colour is None:
                line += "."
            elif colour is Colour.WHITE:
                line += "W"
            else:
                line += _WINDOW[colour].lower() if player.bricks & bit(x, y) else _WINDOW[colour]
        rows.append(line)
    return rows


# --- JSON -> state -----------------------------------------------------------------------


def state_from_json(data, options: GameOptions) -> GameState:
    """The state ``data`` describes, played with ``options``; raises SituationError."""
    data = sit.fields(data, "situation", {"phase", "active", "players", "harbour", "end_card"},
                      {"round", "discard", "supply"})
    n = options.player_count
    sit.choice(data["phase"], "phase", {START: Phase.START})
    active = sit.integer(data["active"], "active", 0, n - 1)
    round_ = sit.integer(data.get("round", 1), "round", 1, sit.MAX_ROUND)
    raw_players = sit.listed(data["players"], "players", n, n)
    houses = [_read_house(raw, seat) for seat, raw in enumerate(raw_players)]
    supply = _read_supply(data.get("supply"), houses, n)
    players = tuple(_read_player(raw, seat, house) for seat, (raw, house)
                    in enumerate(zip(raw_players, houses)))
    harbour = _read_harbour(data["harbour"])
    discard = _read_counts(data.get("discard", {}), "discard")
    pile = _pile(players, harbour, discard, n)
    end_card = sit.choice(data["end_card"], "end_card", _END_CARD_NAMES)
    if end_card is EndCardPlace.REVEALED or (end_card is EndCardPlace.SET_ASIDE and n == 2):
        raise sit.impossible(SituationReason.END_CARD_IMPOSSIBLE, "", None, end_card.value)
    return GameState(
        options=options,
        players=players,
        harbour=harbour,
        pile=pile,
        pile_count=sum(pile) + (end_card is EndCardPlace.IN_PILE),
        discard=discard,
        end_card=end_card,
        supply=supply,
        phase=Phase.START,
        turn=Turn(player=active),
        turn_number=_turn_number(round_, active, options.start_player, n),
    )


def _read_counts(raw, what: str) -> tuple[int, ...]:
    found = sit.counts(raw, what, _CARD_NAMES, 1_000)
    return tuple(found.get(c, 0) for c in CARD_COLOURS)


def _read_harbour(raw) -> tuple[Colour, ...]:
    slots = sit.listed(raw, "harbour", HARBOUR_SLOTS, HARBOUR_SLOTS)
    for slot, card in enumerate(slots):
        if card is None:
            raise sit.impossible(SituationReason.HARBOUR_NOT_FULL, "", None, slot)
    return tuple(sit.choice(card, "a harbour card", _CARD_NAMES) for card in slots)


def _pile(players, harbour, discard, n: int) -> tuple[int, ...]:
    """The draw pile: every card of the game that is nowhere else."""
    pile = []
    for c in CARD_COLOURS:
        out = sum(p.hand[c.index] for p in players) + harbour.count(c) + discard[c.index]
        if out > cards_per_colour(n):
            raise sit.impossible(SituationReason.TOO_MANY_CARDS, f"{out} {c.value} cards", None,
                                 c.value)
        pile.append(cards_per_colour(n) - out)
    return tuple(pile)


def _read_player(raw, seat: int, house: _House) -> PlayerState:
    data = sit.fields(raw, f"player {seat}", {"house"}, {"hand", "abilities"})
    hand = _read_counts(data.get("hand", {}), f"player {seat} hand")
    if sum(hand) > HAND_LIMIT:
        raise sit.impossible(SituationReason.HAND_OVER_LIMIT, f"{sum(hand)} cards", seat)
    abilities = _read_abilities(data.get("abilities", {"active": [STARTING_ABILITY.value]}), seat)
    extra = sum(1 for a, side in zip(ABILITIES, abilities) if side and a is not STARTING_ABILITY)
    whites = house.masks[Colour.WHITE.index].bit_count()
    squares, rows = coats_used(house.filled)
    if extra + whites > len(squares) + len(rows):
        raise sit.impossible(SituationReason.MORE_THAN_COATS_GAVE,
                             f"{whites} white tiles and {extra} new ability tiles", seat)
    points = house_points(house.filled, house.bricks)
    if points >= WINNING_POINTS:
        raise sit.impossible(SituationReason.GAME_ALREADY_OVER, f"{points} points", seat)
    return PlayerState(hand, sum(hand), house.masks, house.filled, house.bricks, abilities, points)


def _read_abilities(raw, seat: int) -> tuple[Side | None, ...]:
    data = sit.fields(raw, f"player {seat} abilities", optional={s.value for s in Side})
    sides = list(NO_ABILITIES)
    for side in Side:
        for name in sit.listed(data.get(side.value, []), f"abilities {side.value}", 0, 20):
            ability = sit.choice(name, "an ability", _ABILITY_NAMES)
            if sides[ability.index] is not None:
                raise sit.impossible(SituationReason.ABILITY_OWNED_TWICE, "", seat, ability.value)
            sides[ability.index] = side
    if sides[STARTING_ABILITY.index] is None:
        raise sit.impossible(SituationReason.STARTING_ABILITY_MISSING, "", seat,
                             STARTING_ABILITY.value)
    return tuple(sides)


# --- houses: cells, and the tiles they could be built from -------------------------------


class _House:
    """One house as read: masks per colour, bricks, and every way to build it."""

    def __init__(self, masks: tuple[int, ...], bricks: int):
        self.masks = masks
        self.bricks = bricks
        self.filled = 0
        for m in masks:
            self.filled |= m
        self.usages: list[tuple[int, ...]] = []  # tiles used per stack, one per way to build it


def _read_house(raw, seat: int) -> _House:
    data = sit.fields(raw, f"player {seat}", {"house"}, {"hand", "abilities"})
    lines = sit.rows(data["house"], f"player {seat} house", HEIGHT, WIDTH, _ALPHABET)
    masks = [0] * len(COLOURS)
    bricks = 0
    for row, line in enumerate(lines):
        y = HEIGHT - 1 - row
        for x, char in enumerate(line):
            if char != ".":
                colour, brick = _CELL_CHARS[char]
                masks[colour.index] |= bit(x, y)
                bricks |= bit(x, y) if brick else 0
    house = _House(tuple(masks), bricks)
    house.usages = _ways_to_build(house, seat)
    return house


# The search for tiles gives up after this many steps (a hostile house): a real house
# needs a few dozen.
_SEARCH_LIMIT = 5_000
_MAX_WAYS = 64  # distinct ways (tiles used) kept per house


def _ways_to_build(house: _House, seat: int) -> list[tuple[int, ...]]:
    """The distinct tile counts (per stack) this house can be built from, with tiles in
    an order that supports each one. Refuses a house that cannot be built at all."""
    budget = [_SEARCH_LIMIT]
    per_colour = []
    for colour in CARD_COLOURS:
        tilings: list[list[tuple[int, int]]] = []
        _tilings(house.masks[colour.index], house.bricks, colour, [], tilings, budget)
        if not tilings:
            cells = house.masks[colour.index]
            raise sit.impossible(SituationReason.NOT_WHOLE_TILES, colour.value, seat,
                                 _lowest(cells))
        per_colour.append(tilings)
    whites = [1 << i for i in range(WIDTH * HEIGHT) if house.masks[Colour.WHITE.index] >> i & 1]
    ways: list[tuple[int, ...]] = []
    stranded = None
    for combination in product(*per_colour):
        tiles = [t for tiling in combination for t in tiling]
        left = unsupported_pieces([mask for mask, _ in tiles] + whites)
        if left:
            stranded = stranded or left[0]
        else:
            usage = [0] * len(TILES)
            for _, index in tiles:
                usage[index] += 1
            usage[WHITE_INDEX] = len(whites)
            if tuple(usage) not in ways:
                ways.append(tuple(usage))
        budget[0] -= 1
        if budget[0] < 0 or len(ways) >= _MAX_WAYS:
            break
    if not ways:
        raise sit.impossible(SituationReason.FLOATING_TILE, "", seat, _lowest(stranded or house.filled))
    return ways


def _lowest(mask: int) -> tuple[int, int] | None:
    cells = mask_to_cells(mask)
    return min(cells, key=lambda c: (c[1], c[0])) if cells else None


def _tilings(left: int, bricks: int, colour: Colour, chosen: list, found: list, budget: list) -> None:
    """Every way to cut the cells ``left`` into tiles of ``colour``, each holding exactly
    its own brick: lists of (mask, stack index)."""
    budget[0] -= 1
    if budget[0] < 0 or len(found) >= _MAX_WAYS:
        return
    if not left:
        found.append(list(chosen))
        return
    low = left & -left
    for mask, brick_mask, index in _colour_placements(colour):
        if mask & low and mask & left == mask and mask & bricks == brick_mask:
            chosen.append((mask, index))
            _tilings(left & ~mask, bricks, colour, chosen, found, budget)
            chosen.pop()


_PLACEMENTS: dict[Colour, tuple[tuple[int, int, int], ...]] = {}


def _colour_placements(colour: Colour) -> tuple[tuple[int, int, int], ...]:
    """(mask, brick mask, stack index) of every placement of the colour's tiles."""
    if colour not in _PLACEMENTS:
        _PLACEMENTS[colour] = tuple(
            (mask, brick_mask, TILE_INDEX[t.id])
            for t in TILES if t.colour is colour
            for (mask, brick_mask) in placement_lookup(t.id))
    return _PLACEMENTS[colour]


def _read_supply(raw, houses: list[_House], n: int) -> tuple[int, ...]:
    """The tile supply: given (then every stack must add up with the tiles built) or
    derived from one way of building the houses."""
    full = starting_supply(n)
    wanted = None
    if raw is not None:
        found = sit.fields(raw, "supply", set(_TILE_NAMES))
        wanted = tuple(sit.integer(found[t.id], f"supply {t.id}", 0, 100) for t in TILES)
        for t, have, most in zip(TILES, wanted, full):
            if have > most:
                raise sit.impossible(SituationReason.SUPPLY_MISMATCH, f"{have} left", None, t.id)
    used = _combine(houses, full, wanted)
    if used is not None:
        return tuple(most - u for most, u in zip(full, used))
    within = _combine(houses, full, None) if wanted is not None else None
    if within is None:  # no way to build the houses with the game's tiles
        first = [sum(col) for col in zip(*(h.usages[0] for h in houses))]
        over = next((t.id for t, u, most in zip(TILES, first, full) if u > most), None)
        raise sit.impossible(SituationReason.TILE_SUPPLY_EXCEEDED, "", None, over)
    diff = next(t.id for t, u, most, have in zip(TILES, within, full, wanted) if u + have != most)
    raise sit.impossible(SituationReason.SUPPLY_MISMATCH, "", None, diff)


def _combine(houses: list[_House], full: tuple[int, ...], wanted) -> tuple[int, ...] | None:
    """Tiles used in all, one way of building per house, within the game's stacks (and
    matching the supply given): None when no choice fits."""
    budget = [_SEARCH_LIMIT]

    def search(seat: int, used: tuple[int, ...]):
        budget[0] -= 1
        if budget[0] < 0:
            return None
        if seat == len(houses):
            if wanted is None or all(u + w == f for u, w, f in zip(used, wanted, full)):
                return used
            return None
        for usage in houses[seat].usages:
            total = tuple(a + b for a, b in zip(used, usage))
            if all(t <= f for t, f in zip(total, full)):
                found = search(seat + 1, total)
                if found is not None:
                    return found
        return None

    return search(0, (0,) * len(TILES))
