"""Why a computer player took a card, for the watcher's commentary: the colour it
took and what its hand can pay for now, as the rules count it (``queries.build_options``
before and after the take). A facade its cards newly pay for is named, the one worth
most to a computer player (the bots' own ``evaluation.house_value``); otherwise the
facade of the taken colour it collects for, with the cards still missing. Then the
ability the take used, the hand limit it crossed, and the End card when the take ends
the turn with the End card able to come at the refill. Sentences of the context
"CopenhagenTexts"."""

from __future__ import annotations

import attrs

from copenhagen_gui.shell.text import fill

from ..bots.evaluation import Weights, house_value
from ..rules import engine, queries
from ..rules.actions import TakeCard
from ..rules.components import COLOURED_TILES, HAND_LIMIT, TILES_BY_ID, Ability, Colour
from ..rules.construction import can_pay
from ..rules.state import GameState, Phase, PlayerState
from ..scene import labels
from . import hint_words
from .texts import CopenhagenTexts

_WEIGHTS = Weights()


@attrs.frozen
class TakeWhy:
    """What one card take did for its player."""

    colour: Colour  # the card taken
    held: int  # cards of that colour in hand after the take
    affords: str | None = None  # a tile the hand pays for now and could not before
    aims_at: str | None = None  # else: the tile of the taken colour it collects for
    missing: int = 0  # cards of that colour still missing for ``aims_at``
    effect: hint_words.Effect = hint_words.Effect()  # the ability tiles it used
    over_limit: bool = False  # more than HAND_LIMIT cards: a discard follows
    end_card_may_come: bool = False  # the turn ends and the refill may bring the End card


def take_why(state: GameState, action: TakeCard) -> TakeWhy:
    """Why ``action`` (legal in ``state``) was worth making, from the rules."""
    seat = action.player
    after = engine.apply(state, action)
    colour = state.harbour[action.slot]
    player = after.players[seat]
    affords = _newly_affordable(state, after, seat)
    aims_at, missing = (None, 0) if affords else _collecting_for(after, seat, colour)
    return TakeWhy(
        colour=colour,
        held=player.hand[colour.index],
        affords=affords,
        aims_at=aims_at,
        missing=missing,
        effect=hint_words.effect(state, action),
        over_limit=after.phase is Phase.DISCARD,
        end_card_may_come=after.phase is Phase.REFILL and queries.end_card_may_come(after),
    )


def _payable(option) -> bool:
    return option.payable or option.discount_payable


def _best_value(player: PlayerState, options) -> float:
    """What the best of these spots adds to the house, as a computer player values it."""
    before = house_value(player.filled, player.bricks, _WEIGHTS)
    return max(house_value(player.filled | o.placement.mask, player.bricks | o.placement.brick_mask, _WEIGHTS)
               for o in options) - before


def _newly_affordable(before: GameState, after: GameState, seat: int) -> str | None:
    """Of the tiles the hand pays for after the take but not before, the one worth most."""
    found = []
    for spec in COLOURED_TILES:
        spots = [o for o in queries.build_options(after, seat, spec.id) if _payable(o)]
        if spots and not any(_payable(o) for o in queries.build_options(before, seat, spec.id)):
            found.append((_best_value(after.players[seat], spots), spec.size, spec.id))
    return max(found)[2] if found else None


def _collecting_for(after: GameState, seat: int, colour: Colour) -> tuple[str | None, int]:
    """The tile of ``colour`` that fits the house but that the hand cannot pay for yet
    with the fewest cards of that colour missing (the larger on a tie), and how many."""
    player = after.players[seat]
    found = []
    for spec in COLOURED_TILES:
        if spec.colour is not colour:
            continue
        spots = queries.build_options(after, seat, spec.id)
        if not spots or any(_payable(o) for o in spots):
            continue
        missing = min(_cards_missing(player, colour, o) for o in spots)
        found.append((missing, -spec.size, spec.id))
    if not found:
        return None, 0
    missing, _, tile = min(found)
    return tile, missing


def _cards_missing(player: PlayerState, colour: Colour, option) -> int:
    """How many more cards of ``colour`` would pay for this spot (the rules' ``can_pay``)."""
    cost = option.cost if option.discount_cost is None else option.discount_cost
    change = player.is_active(Ability.CHANGE_OF_COLORS)
    hand = list(player.hand)
    for extra in range(1, cost + 1):
        hand[colour.index] += 1
        if can_pay(tuple(hand), colour, cost, change):
            return extra
    return cost


def why_words(why: TakeWhy) -> list[str]:
    """The take's why, a sentence each (in the language installed now)."""
    card = labels.a_card(why.colour)
    if why.affords is not None:
        spec = TILES_BY_ID[why.affords]
        words = [fill(CopenhagenTexts.tr("It takes %1: its cards now pay for %2 of %3 squares."),
                      card, labels.a_tile(spec.colour), spec.size)]
    elif why.aims_at is not None:
        spec = TILES_BY_ID[why.aims_at]
        text = CopenhagenTexts.tr(
            "It takes %1, saving up for %2 of %3 squares: %n more card(s) needed.", None, why.missing)
        words = [fill(text, card, labels.a_tile(spec.colour), spec.size)]
    else:
        words = [fill(CopenhagenTexts.tr("It takes %1 and now holds %n of that colour.", None, why.held), card)]
    words += hint_words.effect_words(why.effect)
    if why.over_limit:
        words.append(CopenhagenTexts.tr("That is more than %n cards: it must discard one.", None, HAND_LIMIT))
    if why.end_card_may_come:
        words.append(CopenhagenTexts.tr("Its turn ends, and the End of Game card may come at this refill."))
    return words


def hint_why_words(why: TakeWhy) -> list[str]:
    """The take's why said to the player a hint shows it to (a sentence each; the
    abilities it uses are said by the hint's own sentences)."""
    if why.affords is not None:
        spec = TILES_BY_ID[why.affords]
        words = [fill(CopenhagenTexts.tr("With it, your cards pay for %1 of %2 squares."),
                      labels.a_tile(spec.colour), spec.size)]
    elif why.aims_at is not None:
        spec = TILES_BY_ID[why.aims_at]
        text = CopenhagenTexts.tr("You save up for %1 of %2 squares: %n more card(s) needed.", None, why.missing)
        words = [fill(text, labels.a_tile(spec.colour), spec.size)]
    else:
        words = []
    if why.over_limit:
        words.append(CopenhagenTexts.tr("You then hold more than %n cards and must discard one.", None, HAND_LIMIT))
    return words
