"""The card side of chance: the opening deal and the end-of-turn refill.

The draw pile is kept as counts per colour, never as an order: since every card of a
colour is the same, drawing a uniformly random card from the counts is the same as
drawing the top card of a shuffled pile. The End card lies uniformly among the bottom
``END_CARD_DEPTH`` cards of its pile, so while it is in the pile it can only come up
once at most that many cards are left, each time with probability 1 / cards left.

The same walk through the empty slots validates a recorded outcome (``refill_run``
with the action's cards) and produces a new one (with cards drawn from an rng).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import attrs

from .components import CARD_COLOURS, END_CARD_DEPTH, HARBOUR_SLOTS, STARTING_HAND_SIZES, Colour
from .state import EndCardPlace, Event, EventKind, GameState

# What a draw produced: a colour, or END for the End card.
END = "end"


def hand_sizes(state: GameState) -> tuple[int, ...]:
    """Starting hand size per seat: 2, 3, 3, 4 in turn order from the start player."""
    n = state.player_count
    start = state.options.start_player
    return tuple(STARTING_HAND_SIZES[(seat - start) % n] for seat in range(n))


def counts_of(cards: Sequence[Colour]) -> list[int]:
    counts = [0] * len(CARD_COLOURS)
    for c in cards:
        counts[c.index] += 1
    return counts


def deal_is_possible(state: GameState, harbour: Sequence[Colour], hands) -> bool:
    if len(harbour) != HARBOUR_SLOTS or len(hands) != state.player_count:
        return False
    if any(len(hand) != size for hand, size in zip(hands, hand_sizes(state))):
        return False
    cards = list(harbour) + [c for hand in hands for c in hand]
    if any(c not in CARD_COLOURS for c in cards):
        return False
    return all(n <= have for n, have in zip(counts_of(cards), state.pile))


def random_deal(state: GameState, rng: random.Random) -> tuple[tuple[Colour, ...], tuple]:
    """Shuffle the pile, deal the harbour's 7 cards, then the hands in turn order."""
    cards = [c for c, n in zip(CARD_COLOURS, state.pile) for _ in range(n)]
    rng.shuffle(cards)
    harbour = tuple(cards[:HARBOUR_SLOTS])
    position = HARBOUR_SLOTS
    n = state.player_count
    sizes = hand_sizes(state)
    hands: list[tuple[Colour, ...]] = [()] * n
    for step in range(n):
        seat = (state.options.start_player + step) % n
        hands[seat] = tuple(cards[position : position + sizes[seat]])
        position += sizes[seat]
    return harbour, tuple(hands)


@attrs.define
class RefillRun:
    """The result of walking through a refill."""

    harbour: list
    pile: list[int]
    pile_count: int
    discard: list[int]
    end_card: EndCardPlace
    end_slot: int | None
    drawn: list[Colour]
    events: list[Event]
    possible: bool = True


def end_card_possible(end_card: EndCardPlace, pile_count: int) -> bool:
    return end_card is EndCardPlace.IN_PILE and pile_count <= END_CARD_DEPTH


Drawer = Callable[[list[int], int, bool], "str | Colour | None"]


def refill_run(state: GameState, draw: Drawer) -> RefillRun:
    """Fill the empty slots left to right, reshuffling the discard pile into the draw
    pile (with the End card if still set aside) just before a draw finds it empty,
    and stopping at the End card. ``draw(pile, pile_count, end_possible)`` says what
    comes up: a colour, END, or None when the outcome has nothing more (impossible)."""
    run = RefillRun(
        harbour=list(state.harbour),
        pile=list(state.pile),
        pile_count=state.pile_count,
        discard=list(state.discard),
        end_card=state.end_card,
        end_slot=None,
        drawn=[],
        events=[],
    )
    for slot in range(HARBOUR_SLOTS):
        if run.harbour[slot] is not None:
            continue
        if run.pile_count == 0:
            _reshuffle(run)
            if run.pile_count == 0:  # nothing anywhere (cannot happen with real counts)
                break
        end_possible = end_card_possible(run.end_card, run.pile_count)
        card = draw(run.pile, run.pile_count, end_possible)
        if card == END and end_possible:
            run.end_card = EndCardPlace.REVEALED
            run.end_slot = slot
            run.pile_count -= 1
            run.events.append(Event(EventKind.END_CARD_REVEALED, slot=slot))
            break
        if card is None or card == END or run.pile[card.index] == 0:
            run.possible = False
            break
        run.pile[card.index] -= 1
        run.pile_count -= 1
        run.harbour[slot] = card
        run.drawn.append(card)
        run.events.append(Event(EventKind.SLOT_FILLED, slot=slot, colour=card))
    return run


def _reshuffle(run: RefillRun) -> None:
    run.pile = run.discard
    run.discard = [0] * len(CARD_COLOURS)
    run.pile_count = sum(run.pile)
    run.events.append(Event(EventKind.RESHUFFLED, count=run.pile_count))
    if run.end_card is EndCardPlace.SET_ASIDE:
        run.end_card = EndCardPlace.IN_PILE
        run.pile_count += 1
        run.events.append(Event(EventKind.END_CARD_SHUFFLED_IN))


def outcome_reader(drawn: Sequence[Colour], end_card: bool):
    """A ``draw`` for ``refill_run`` that replays a recorded outcome."""
    cards = list(drawn) + ([END] if end_card else [])
    position = 0

    def draw(pile, pile_count, end_possible):
        nonlocal position
        if position >= len(cards):
            return None
        card = cards[position]
        position += 1
        return card

    draw.used_all = lambda: position == len(cards)  # type: ignore[attr-defined]
    return draw


def random_drawer(rng: random.Random):
    """A ``draw`` for ``refill_run`` that draws at random from the counts."""

    def draw(pile, pile_count, end_possible):
        if end_possible and rng.randrange(pile_count) == 0:
            return END
        pick = rng.randrange(sum(pile))
        for colour, n in zip(CARD_COLOURS, pile):
            if pick < n:
                return colour
            pick -= n
        raise AssertionError("pile counts changed while drawing")

    return draw
