"""What a hint says, computed from the very move it shows: the move is applied to the
state it was found in, and the words name what that did — the card and the harbour
place, the tile and its squares, the cards paid, each ability tile it turns to its
used side, the points scored and the coats of arms earned (``effect``, pure).

The table draws the same move (``view_hints``: the lit harbour place, the ghost of
the tile or the special tile), so the words and the picture cannot disagree. Sentences
of the context "CopenhagenTexts"."""

from __future__ import annotations

import attrs

from copenhagen_gui.shell.text import fill

from ..rules import engine
from ..rules.actions import Build, Discard, EndTurn, PlaceWhite, Refresh, TakeAbility, TakeCard
from ..rules.components import TILES_BY_ID, Ability, Colour
from ..rules.state import EventKind, GameState
from ..scene import labels
from .texts import CopenhagenTexts


@attrs.frozen
class Effect:
    """What a move does to its player (from the events and states of applying it)."""

    colour: Colour | None = None  # the card taken
    cards_paid: int = 0
    abilities: tuple[Ability, ...] = ()  # turned to their used side
    points: int = 0
    coats: int = 0
    wins: bool = False  # the game ends with this player among the winners


def effect(state: GameState, action) -> Effect:
    """What ``action`` (legal in ``state``) does for the player who makes it."""
    seat = action.player
    after = engine.apply(state, action)
    events = after.events
    taken = [e.colour for e in events if e.kind is EventKind.CARD_TAKEN]
    return Effect(
        colour=taken[0] if taken else None,
        cards_paid=len(action.paid) if isinstance(action, Build) else 0,
        abilities=tuple(e.ability for e in events if e.kind is EventKind.ABILITY_USED),
        points=after.players[seat].points - state.players[seat].points,
        coats=sum(1 for e in events if e.kind is EventKind.COAT_EARNED),
        wins=after.is_over and seat in after.winners,
    )


def hint_text(state: GameState, action) -> str:
    """The hint for ``action``, the move shown on the table for the player to act."""
    if isinstance(action, (Discard, EndTurn, TakeAbility, Refresh)):
        return _plain(action)
    done = effect(state, action)
    if isinstance(action, Build):
        spec = TILES_BY_ID[action.tile]
        words = [fill(CopenhagenTexts.tr("Hint: build %1 of %2 squares where it is marked."),
                      labels.a_tile(spec.colour), spec.size),
                 CopenhagenTexts.tr("It costs %n card(s).", "", done.cards_paid)]
    elif isinstance(action, TakeCard):
        from .take_why import hint_why_words, take_why  # (take_why builds on this module)

        words = [fill(CopenhagenTexts.tr("Hint: take %1 from harbour place %2."),
                      labels.a_card(done.colour), action.slot + 1),
                 *hint_why_words(take_why(state, action))]
    elif isinstance(action, PlaceWhite):
        words = [CopenhagenTexts.tr("Hint: place a special tile where it is marked.")]
    else:
        return ""
    return " ".join(words + effect_words(done))


def effect_words(done: Effect) -> list[str]:
    """What a move did for its player, a sentence each: the abilities it used, the
    points it scored, the win or the coats of arms it earned (a hint and the watcher's
    commentary say the same)."""
    words = [fill(CopenhagenTexts.tr("It uses “%1”."), labels.ability(a)) for a in done.abilities]
    if done.points:
        words.append(CopenhagenTexts.tr("It scores %n point(s).", "", done.points))
    if done.wins:
        words.append(CopenhagenTexts.tr("That wins the game at once."))
    elif done.coats:
        words.append(CopenhagenTexts.tr("It earns %n coat(s) of arms.", "", done.coats))
    return words


def _plain(action) -> str:
    if isinstance(action, Discard):
        return fill(CopenhagenTexts.tr("Hint: discard %1."), labels.a_card(action.colour))
    if isinstance(action, EndTurn):
        return CopenhagenTexts.tr("Hint: end your turn.")
    if isinstance(action, TakeAbility):
        return fill(CopenhagenTexts.tr("Hint: take the ability tile “%1”."), labels.ability(action.ability))
    return CopenhagenTexts.tr("Hint: refresh your ability tiles.")
