"""The rules: what is legal (``check``, ``legal_actions``) and what happens (``apply``).

``apply(state, action)`` is pure: it returns a new state or raises ``IllegalAction``
with a ``Reason``. The engine moves through forced steps by itself (a coat of arms
with nothing possible, a turn with no further option after the cards), so every state
it returns waits either for the active player or for an automatic chance action (the
deal, the refill), which ``automatic_action`` names and ``complete_chance`` completes.

Turn steps (the spec's state machine, with abilities used by the action needing them):
START -> TakeCard -> [DISCARD] -> SECOND -> TakeCard -> [DISCARD] -> [MORE: a 3rd card
with Additional Card, a build with Both Actions, or EndTurn] -> REFILL; or START ->
Build -> [COATS]* -> REFILL. Reaching 12 points ends the game at once; so does the End
card coming up in a refill.
"""

from __future__ import annotations

import random

import attrs

from copenhagen_gui.core.building import bit

from . import deck, scoring
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
)
from .availability import any_build, coat_action_possible, third_card_possible
from .components import (
    ABILITIES,
    HAND_LIMIT,
    HARBOUR_SLOTS,
    NO_CARDS,
    STARTING_ABILITY,
    TILE_INDEX,
    TILES_BY_ID,
    WHITE_INDEX,
    WINNING_POINTS,
    Ability,
    Colour,
    Side,
    full_deck,
    starting_supply,
)
from .construction import locate
from .legality import check
from .moves import build_actions, coat_actions, legal_actions, take_slots
from .reasons import Reason
from .state import (
    PLAYER_PHASES,
    EndCardPlace,
    EndReason,
    Event,
    EventKind,
    GameOptions,
    GameState,
    Phase,
    PlayerState,
    Turn,
)

# The engine's public functions, with those it takes from its helper modules.
__all__ = [
    "IllegalAction",
    "new_game",
    "check",
    "apply",
    "apply_unchecked",
    "legal_actions",
    "take_slots",
    "build_actions",
    "coat_actions",
    "any_build",
    "coat_action_possible",
    "seats_to_act",
    "automatic_action",
    "confirming_seat",
    "complete_chance",
    "view_for",
    "scores",
    "ranking",
    "PLAYER_PHASES",
]

ANY = Ability.ANY_CARDS
THIRD = Ability.ADDITIONAL_CARD
DISCOUNT = Ability.CONSTRUCTION_DISCOUNT
CHANGE = Ability.CHANGE_OF_COLORS
BOTH = Ability.BOTH_ACTIONS


class IllegalAction(ValueError):
    """An action the rules refuse; ``reason`` says why."""

    def __init__(self, reason: Reason, action: Action | None = None):
        super().__init__(reason.value)
        self.reason = reason
        self.action = action


def _replace(instance, **changes):
    """``attrs.evolve`` without its per-call introspection (hot path); only for the
    engine's own state classes, which have no converters."""
    cls = type(instance)
    return cls(*[changes.get(n, getattr(instance, n)) for n in _FIELD_NAMES[cls]])


_FIELD_NAMES = {
    cls: tuple(a.name for a in attrs.fields(cls)) for cls in (PlayerState, Turn, GameState)
}


# --- a new game ------------------------------------------------------------------------


def new_game(options: GameOptions) -> GameState:
    """The game before the deal: everything set up, the cards still in the pile. The
    first ``automatic_action`` is the deal."""
    n = options.player_count
    if not 2 <= n <= 4:
        raise ValueError(f"Copenhagen is for 2 to 4 players, not {n}")
    if not 0 <= options.start_player < n:
        raise ValueError(f"no seat {options.start_player} to start")
    abilities = tuple(Side.ACTIVE if a is STARTING_ABILITY else None for a in ABILITIES)
    player = PlayerState(
        hand=NO_CARDS,
        hand_count=0,
        colour_masks=(0,) * 6,
        filled=0,
        bricks=0,
        abilities=abilities,
    )
    pile = full_deck(n)
    # Two players: the End card goes among the bottom 10 at once; 3-4 players: it is
    # set aside until the first reshuffle.
    end_card = EndCardPlace.IN_PILE if n == 2 else EndCardPlace.SET_ASIDE
    return GameState(
        options=options,
        players=(player,) * n,
        harbour=(None,) * HARBOUR_SLOTS,
        pile=pile,
        pile_count=sum(pile) + (end_card is EndCardPlace.IN_PILE),
        discard=NO_CARDS,
        end_card=end_card,
        supply=starting_supply(n),
        phase=Phase.DEAL,
        turn=Turn(player=options.start_player),
    )


# --- who acts ----------------------------------------------------------------------------


def seats_to_act(state: GameState) -> frozenset[int]:
    if state.phase in PLAYER_PHASES:
        return frozenset((state.turn.player,))
    return frozenset()


def automatic_action(state: GameState) -> Action | None:
    """The chance step due now, without its outcome (None while a player decides)."""
    if state.phase is Phase.DEAL:
        return Deal()
    if state.phase is Phase.REFILL:
        return Refill()
    return None


def confirming_seat(state: GameState) -> int | None:
    """Whose finished turn the refill due now closes (None when no refill is due)."""
    return state.turn.player if state.phase is Phase.REFILL else None


def complete_chance(state: GameState, action: Action, rng: random.Random) -> Action:
    """The chance action with its outcome drawn from ``rng`` (one that has its outcome
    already comes back as it is)."""
    if isinstance(action, Deal) and action.harbour is None:
        harbour, hands = deck.random_deal(state, rng)
        return Deal(harbour, hands)
    if isinstance(action, Refill) and action.drawn is None:
        run = deck.refill_run(state, deck.random_drawer(rng))
        return Refill(tuple(run.drawn), run.end_slot is not None)
    return action


# --- applying ----------------------------------------------------------------------------


def apply(state: GameState, action: Action) -> GameState:
    reason = check(state, action)
    if reason is not None:
        raise IllegalAction(reason, action)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action) -> GameState:
    """The next state for an action known to be legal (replay, bots, random play)."""
    draft = _Draft(state)
    _APPLIERS[type(action)](draft, action)
    return draft.freeze()


class _Draft:
    """A working copy of a state for one ``apply``; frozen again at the end."""

    def __init__(self, state: GameState):
        self.state = state
        self.players = list(state.players)
        self.harbour = state.harbour
        self.pile = state.pile
        self.pile_count = state.pile_count
        self.discard = state.discard
        self.end_card = state.end_card
        self.supply = state.supply
        self.phase = state.phase
        self.turn = state.turn
        self.turn_number = state.turn_number
        self.end_slot = state.end_slot
        self.end_reason = state.end_reason
        self.winners = state.winners
        self.events: list[Event] = []

    def emit(self, kind: EventKind, **fields) -> None:
        self.events.append(Event(kind, **fields))

    def update_player(self, seat: int, **changes) -> PlayerState:
        player = _replace(self.players[seat], **changes)
        self.players[seat] = player
        return player

    def flip(self, seat: int, ability: Ability, side: Side) -> None:
        abilities = list(self.players[seat].abilities)
        abilities[ability.index] = side
        self.update_player(seat, abilities=tuple(abilities))
        if side is Side.USED:
            self.emit(EventKind.ABILITY_USED, player=seat, ability=ability)

    def freeze(self) -> GameState:
        return GameState(
            options=self.state.options,
            players=tuple(self.players),
            harbour=self.harbour,
            pile=self.pile,
            pile_count=self.pile_count,
            discard=self.discard,
            end_card=self.end_card,
            supply=self.supply,
            phase=self.phase,
            turn=self.turn,
            turn_number=self.turn_number,
            end_slot=self.end_slot,
            end_reason=self.end_reason,
            winners=self.winners,
            events=tuple(self.events),
        )


def _add(counts: tuple[int, ...], colour: Colour, n: int) -> tuple[int, ...]:
    changed = list(counts)
    changed[colour.index] += n
    return tuple(changed)


def _apply_deal(d: _Draft, action: Deal) -> None:
    pile = list(d.pile)
    for slot, colour in enumerate(action.harbour):
        pile[colour.index] -= 1
        d.emit(EventKind.SLOT_FILLED, slot=slot, colour=colour)
    for seat, cards in enumerate(action.hands):
        counts = deck.counts_of(cards)
        for i, n in enumerate(counts):
            pile[i] -= n
        d.update_player(seat, hand=tuple(counts), hand_count=len(cards))
        d.emit(EventKind.HAND_DEALT, player=seat, count=len(cards))
    d.harbour = tuple(action.harbour)
    d.pile = tuple(pile)
    d.pile_count -= HARBOUR_SLOTS + sum(len(h) for h in action.hands)
    d.phase = Phase.START


def _apply_refill(d: _Draft, action: Refill) -> None:
    run = deck.refill_run(d.state, deck.outcome_reader(action.drawn, action.end_card))
    d.harbour = tuple(run.harbour)
    d.pile = tuple(run.pile)
    d.pile_count = run.pile_count
    d.discard = tuple(run.discard)
    d.end_card = run.end_card
    d.events.extend(run.events)
    if run.end_slot is not None:
        d.end_slot = run.end_slot
        _game_over(d, EndReason.END_CARD)
        return
    d.turn = Turn(player=(d.turn.player + 1) % len(d.players))
    d.turn_number += 1
    d.phase = Phase.START


def _apply_take(d: _Draft, action: TakeCard) -> None:
    seat = action.player
    slot = action.slot
    colour = d.harbour[slot]
    player = d.players[seat]
    taken = d.turn.taken
    if d.phase is Phase.SECOND and abs(slot - taken[0]) != 1:
        d.flip(seat, ANY, Side.USED)  # the grace rule: adjacent anyway keeps it active
    elif d.phase is Phase.MORE:
        d.flip(seat, THIRD, Side.USED)
    player = d.players[seat]
    d.update_player(seat, hand=_add(player.hand, colour, 1), hand_count=player.hand_count + 1)
    harbour = list(d.harbour)
    harbour[slot] = None
    d.harbour = tuple(harbour)
    d.turn = _replace(d.turn, taken=taken + (slot,))
    d.emit(EventKind.CARD_TAKEN, player=seat, slot=slot, colour=colour)
    _after_cards(d)


def _apply_discard(d: _Draft, action: Discard) -> None:
    seat = action.player
    player = d.players[seat]
    d.update_player(
        seat, hand=_add(player.hand, action.colour, -1), hand_count=player.hand_count - 1
    )
    d.discard = _add(d.discard, action.colour, 1)
    d.emit(EventKind.CARD_DISCARDED, player=seat, colour=action.colour)
    _after_cards(d)


def _after_cards(d: _Draft) -> None:
    """After a card taken or discarded: the hand limit, then the next card or option."""
    seat = d.turn.player
    player = d.players[seat]
    if player.hand_count > HAND_LIMIT:
        d.phase = Phase.DISCARD
    elif len(d.turn.taken) == 1:
        d.phase = Phase.SECOND
    elif third_card_possible(player, d.turn, d.harbour) or (
        player.is_active(BOTH) and any_build(player, d.supply)
    ):
        d.phase = Phase.MORE
    else:
        _end_turn(d)


def _apply_build(d: _Draft, action: Build) -> None:
    seat = action.player
    spec = TILES_BY_ID[action.tile]
    placement = locate(action.tile, action.cells, action.brick)
    colour = spec.colour
    if d.phase is Phase.MORE:
        d.flip(seat, BOTH, Side.USED)
    if action.discount:
        d.flip(seat, DISCOUNT, Side.USED)
    if any(c is not colour for c in action.paid):
        d.flip(seat, CHANGE, Side.USED)
    player = d.players[seat]
    hand = list(player.hand)
    discard = list(d.discard)
    for c in action.paid:
        hand[c.index] -= 1
        discard[c.index] += 1
    masks = list(player.colour_masks)
    masks[colour.index] |= placement.mask
    d.update_player(
        seat,
        hand=tuple(hand),
        hand_count=player.hand_count - len(action.paid),
        colour_masks=tuple(masks),
        filled=player.filled | placement.mask,
        bricks=player.bricks | placement.brick_mask,
    )
    d.discard = tuple(discard)
    supply = list(d.supply)
    supply[TILE_INDEX[action.tile]] -= 1
    d.supply = tuple(supply)
    d.turn = _replace(d.turn, built=True)
    d.emit(
        EventKind.TILE_BUILT,
        player=seat,
        tile=action.tile,
        colour=colour,
        cells=placement.cells,
        cell=placement.brick,
        cards=action.paid,
        count=len(action.paid),
    )
    _score(d, seat, placement.mask)
    _after_placement(d, seat)


def _apply_place_white(d: _Draft, action: PlaceWhite) -> None:
    seat = action.player
    player = d.players[seat]
    b = bit(*action.cell)
    masks = list(player.colour_masks)
    masks[Colour.WHITE.index] |= b
    d.update_player(seat, colour_masks=tuple(masks), filled=player.filled | b)
    supply = list(d.supply)
    supply[WHITE_INDEX] -= 1
    d.supply = tuple(supply)
    d.emit(EventKind.WHITE_PLACED, player=seat, cell=action.cell)
    d.turn = _replace(d.turn, pending_coats=d.turn.pending_coats - 1)
    _score(d, seat, b)
    _after_placement(d, seat)


def _apply_take_ability(d: _Draft, action: TakeAbility) -> None:
    d.flip(action.player, action.ability, Side.ACTIVE)
    d.emit(EventKind.ABILITY_TAKEN, player=action.player, ability=action.ability)
    d.turn = _replace(d.turn, pending_coats=d.turn.pending_coats - 1)
    _continue_coats(d)


def _apply_refresh(d: _Draft, action: Refresh) -> None:
    seat = action.player
    abilities = d.players[seat].abilities
    count = sum(1 for side in abilities if side is Side.USED)
    d.update_player(
        seat, abilities=tuple(Side.ACTIVE if side is Side.USED else side for side in abilities)
    )
    d.emit(EventKind.ABILITIES_REFRESHED, player=seat, count=count)
    d.turn = _replace(d.turn, pending_coats=d.turn.pending_coats - 1)
    _continue_coats(d)


def _apply_end_turn(d: _Draft, action: EndTurn) -> None:
    _end_turn(d)


def _score(d: _Draft, seat: int, new: int) -> None:
    """Score the lines the new cells complete and count the coats of arms earned."""
    player = d.players[seat]
    filled, bricks = player.filled, player.bricks
    gained = 0
    for y in scoring.completed_rows(filled, new):
        points = scoring.row_points(filled, bricks, y)
        gained += points
        d.emit(EventKind.ROW_COMPLETED, player=seat, index=y, points=points)
    for x in scoring.completed_columns(filled, new):
        points = scoring.column_points(filled, bricks, x)
        gained += points
        d.emit(EventKind.COLUMN_COMPLETED, player=seat, index=x, points=points)
    if gained:
        d.update_player(seat, points=player.points + gained)
    earned = 0
    for cell in scoring.coat_squares_covered(new):
        d.emit(EventKind.COAT_EARNED, player=seat, cell=cell)
        earned += 1
    for y in scoring.coat_rows_completed(filled, new):
        d.emit(EventKind.COAT_EARNED, player=seat, index=y)
        earned += 1
    if earned:
        d.turn = _replace(d.turn, pending_coats=d.turn.pending_coats + earned)


def _after_placement(d: _Draft, seat: int) -> None:
    if d.players[seat].points >= WINNING_POINTS:
        _game_over(d, EndReason.POINTS)  # at once, before any coat of arms
    else:
        _continue_coats(d)


def _continue_coats(d: _Draft) -> None:
    pending = d.turn.pending_coats
    seat = d.turn.player
    if not pending:
        _end_turn(d)
    elif coat_action_possible(d.players[seat], d.supply):
        d.phase = Phase.COATS
    else:
        d.emit(EventKind.COATS_LOST, player=seat, count=pending)
        d.turn = _replace(d.turn, pending_coats=0)
        _end_turn(d)


def _end_turn(d: _Draft) -> None:
    d.emit(EventKind.TURN_ENDED, player=d.turn.player)
    d.phase = Phase.REFILL


def _game_over(d: _Draft, reason: EndReason) -> None:
    d.phase = Phase.GAME_OVER
    d.end_reason = reason
    d.winners = scoring.winners([(p.points, p.filled) for p in d.players])
    d.emit(EventKind.GAME_ENDED, seats=d.winners, reason=reason)


_APPLIERS = {
    Deal: _apply_deal,
    Refill: _apply_refill,
    TakeCard: _apply_take,
    Discard: _apply_discard,
    Build: _apply_build,
    EndTurn: _apply_end_turn,
    PlaceWhite: _apply_place_white,
    TakeAbility: _apply_take_ability,
    Refresh: _apply_refresh,
}


# --- hidden information ------------------------------------------------------------------


def view_for(state: GameState, seat: int | None) -> GameState:
    """What ``seat`` may see: the other hands and the draw pile's colours are masked
    (their counts stay). ``None``: what every seat may see."""
    players = tuple(
        p if i == seat or p.hand is None else _replace(p, hand=None)
        for i, p in enumerate(state.players)
    )
    return _replace(state, players=players, pile=None)


# --- results -------------------------------------------------------------------------------


def scores(state: GameState) -> tuple[int, ...]:
    return tuple(p.points for p in state.players)


def ranking(state: GameState) -> tuple[int, ...]:
    """Seats best first: most points, then fewest empty squares."""
    return scoring.ranking([(p.points, p.filled) for p in state.players])
