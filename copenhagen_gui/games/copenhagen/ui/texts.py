"""Every sentence the card game shows: why a move is refused (each ``Reason``), what
happened (each ``EventKind``), the prompt for each step, the history line of each
action. Translated in the context "CopenhagenTexts"; the table's own words are in
``scene.labels``."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QObject

from copenhagen_gui.shell.text import fill

from ..rules import engine, queries
from ..rules.actions import (
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
from ..rules.components import TILES_BY_ID, Ability
from ..rules.reasons import Reason
from ..rules.state import EndReason, Event, EventKind, GameState, Phase
from ..scene import labels


class CopenhagenTexts(QObject):
    """Owner of the "CopenhagenTexts" translation context: ``CopenhagenTexts.tr(...)`` is called on the
    class, so pyside6-lupdate finds every sentence, plural ones included."""


_REASONS = {
    Reason.GAME_OVER: lambda: CopenhagenTexts.tr("The game is over."),
    Reason.NOT_YOUR_TURN: lambda: CopenhagenTexts.tr("It is not your turn."),
    Reason.WRONG_PHASE: lambda: CopenhagenTexts.tr("That does not belong to this step of the turn."),
    Reason.OUTCOME_MISSING: lambda: CopenhagenTexts.tr("The cards have not been drawn yet."),
    Reason.IMPOSSIBLE_OUTCOME: lambda: CopenhagenTexts.tr("Those cards cannot come out of the deck."),
    Reason.NO_SUCH_SLOT: lambda: CopenhagenTexts.tr("The harbour has no such place."),
    Reason.SLOT_EMPTY: lambda: CopenhagenTexts.tr("That place in the harbour is empty."),
    Reason.NOT_ADJACENT: lambda: CopenhagenTexts.tr(
        "The second card must lie next to the first one (unless you use “Any Cards”)."),
    Reason.NOT_A_CARD_COLOUR: lambda: CopenhagenTexts.tr("There are no white cards."),
    Reason.NOT_IN_HAND: lambda: CopenhagenTexts.tr("You have no card of that colour."),
    Reason.UNKNOWN_TILE: lambda: CopenhagenTexts.tr("There is no such tile."),
    Reason.WHITE_TILE: lambda: CopenhagenTexts.tr("Special tiles come only from coats of arms."),
    Reason.STACK_EMPTY: lambda: CopenhagenTexts.tr("No tile of that kind is left."),
    Reason.OUT_OF_GRID: lambda: CopenhagenTexts.tr("The tile would stick out of the house."),
    Reason.WRONG_SHAPE: lambda: CopenhagenTexts.tr("Those squares are not the shape of the tile."),
    Reason.BRICK_MISPLACED: lambda: CopenhagenTexts.tr("The brick square is not where this tile has its brick."),
    Reason.OVERLAP: lambda: CopenhagenTexts.tr("The tile would cover a square already built."),
    Reason.UNSUPPORTED: lambda: CopenhagenTexts.tr(
        "The tile needs a square on the ground floor or right above a built one."),
    Reason.NO_ROOM: lambda: CopenhagenTexts.tr("That tile fits nowhere in your house."),
    Reason.CANNOT_AFFORD: lambda: CopenhagenTexts.tr("Your cards cannot pay for that tile there."),
    Reason.NEEDS_BOTH_ACTIONS: lambda: CopenhagenTexts.tr(
        "Building after taking cards needs an active “Both Actions” tile."),
    Reason.WRONG_CARD_COUNT: lambda: CopenhagenTexts.tr("That is not the number of cards the tile costs."),
    Reason.WRONG_COLOUR: lambda: CopenhagenTexts.tr("Pay with cards of the tile's colour (or use “Change of Colors”)."),
    Reason.TWO_OTHER_COLOURS: lambda: CopenhagenTexts.tr("“Change of Colors” turns one colour only."),
    Reason.ABILITY_NOT_OWNED: lambda: CopenhagenTexts.tr("You do not have that ability tile."),
    Reason.ABILITY_USED: lambda: CopenhagenTexts.tr("That ability tile is used; a coat of arms can refresh it."),
    Reason.NOT_NOW: lambda: CopenhagenTexts.tr("Not at this moment of the turn."),
    Reason.NO_WHITE_TILE: lambda: CopenhagenTexts.tr("No special tile is left."),
    Reason.ABILITY_OWNED: lambda: CopenhagenTexts.tr("You already have that ability tile."),
    Reason.NOTHING_TO_REFRESH: lambda: CopenhagenTexts.tr("None of your ability tiles is used."),
}


def reason_text(reason: Reason) -> str:
    return _REASONS[reason]()


# The rulebook's section anchors (the same in every language: resources/rules/copenhagen).
RULE_ANCHORS: tuple[str, ...] = (
    "concept", "components", "setup", "turn", "take-cards", "build", "scoring", "coats",
    "abilities", "end", "app",
)

_REASON_ANCHORS: dict[Reason, str] = {
    Reason.GAME_OVER: "end",
    Reason.NOT_YOUR_TURN: "turn",
    Reason.WRONG_PHASE: "turn",
    Reason.NO_SUCH_SLOT: "take-cards",
    Reason.SLOT_EMPTY: "take-cards",
    Reason.NOT_ADJACENT: "take-cards",
    Reason.NOT_A_CARD_COLOUR: "components",
    Reason.NOT_IN_HAND: "take-cards",
    Reason.WHITE_TILE: "coats",
    Reason.STACK_EMPTY: "build",
    Reason.OUT_OF_GRID: "build",
    Reason.WRONG_SHAPE: "build",
    Reason.BRICK_MISPLACED: "build",
    Reason.OVERLAP: "build",
    Reason.UNSUPPORTED: "build",
    Reason.NO_ROOM: "build",
    Reason.CANNOT_AFFORD: "build",
    Reason.NEEDS_BOTH_ACTIONS: "abilities",
    Reason.WRONG_CARD_COUNT: "build",
    Reason.WRONG_COLOUR: "build",
    Reason.TWO_OTHER_COLOURS: "abilities",
    Reason.ABILITY_NOT_OWNED: "abilities",
    Reason.ABILITY_USED: "abilities",
    Reason.NOT_NOW: "turn",
    Reason.NO_WHITE_TILE: "coats",
    Reason.ABILITY_OWNED: "coats",
    Reason.NOTHING_TO_REFRESH: "coats",
}


def reason_rule_anchor(reason: Reason) -> str | None:
    """The rulebook section of the rule a refusal applies; None for the technical
    refusals (an action the table never builds: an unknown tile, a missing draw)."""
    return _REASON_ANCHORS.get(reason)


def reason_html(reason: Reason) -> str:
    """The reason as rich text with a ``rules:<anchor>`` link to its rule (the mode
    hands the link to the shell's ``rulebook.open_rule_link``)."""
    text = html.escape(reason_text(reason))
    anchor = reason_rule_anchor(reason)
    if anchor is None:
        return text
    link = html.escape(CopenhagenTexts.tr("See the rule"))
    return f'{text} <a href="rules:{anchor}">{link}</a>'


def prompt(state: GameState, names: Sequence[str], seat: int | None, is_bot: bool) -> str:
    """The prompt line: who does what now."""
    if state.is_over:
        return game_over_line(state, names)
    if seat is None:
        return ""
    name = names[seat]
    if is_bot:
        return fill(CopenhagenTexts.tr("%1 is playing…"), name)
    phase = state.phase
    if phase is Phase.START:
        return fill(CopenhagenTexts.tr("%1: take a card from the harbour, or choose a facade tile to build."), name)
    if phase is Phase.SECOND:
        if state.players[seat].is_active(Ability.ANY_CARDS):
            return fill(CopenhagenTexts.tr("%1: take a second card, from any place with “%2”."), name,
                        labels.ability(Ability.ANY_CARDS))
        return fill(CopenhagenTexts.tr("%1: take a second card, next to the first one."), name)
    if phase is Phase.DISCARD:
        return fill(CopenhagenTexts.tr("%1: more than 7 cards — click a card of your hand to discard it."), name)
    if phase is Phase.MORE:
        return _more_prompt(state, seat, name)
    if phase is Phase.COATS:
        return fill(CopenhagenTexts.tr(
            "%1: coat of arms — place a special tile, take an ability tile or refresh."), name)
    return ""


def _more_prompt(state: GameState, seat: int, name: str) -> str:
    """After the cards: only what the rules still allow (a 3rd card with an active
    Additional Card, a build with an active Both Actions, ending the turn)."""
    third = bool(engine.take_slots(state))
    build = queries.build_allowed_reason(state, seat) is None and engine.any_build(
        state.players[seat], state.supply)
    if third and build:
        return fill(CopenhagenTexts.tr("%1: take a third card, build a facade, or end your turn."), name)
    if third:
        return fill(CopenhagenTexts.tr("%1: take a third card or end your turn."), name)
    # (the engine offers this step only when a 3rd card or a build is possible)
    return fill(CopenhagenTexts.tr("%1: build a facade or end your turn."), name)


def game_over_line(state: GameState, names: Sequence[str]) -> str:
    winners = ", ".join(names[s] for s in state.winners)
    if state.end_reason is EndReason.POINTS:
        return fill(CopenhagenTexts.tr("%1 reached 12 points and wins."), winners)
    return fill(CopenhagenTexts.tr("The End of Game card came up. Winner: %1."), winners)


def cards_before_end_card(count: int) -> str:
    """The strip's gauge: how many cards the deck gives before the End card can come."""
    if count == 0:
        return CopenhagenTexts.tr("End of Game card: may come at the next refill")
    return CopenhagenTexts.tr("End of Game card: after %n more card(s)", None, count)


def end_card_set_aside() -> str:
    return CopenhagenTexts.tr("End of Game card: set aside until the reshuffle")


def end_card_tip() -> str:
    return CopenhagenTexts.tr("The game ends when the End of Game card comes up at a refill, or once a "
                              "player has 12 points.")


def action_text(action, names: Sequence[str]) -> str:
    """The history line. It names public facts only: a take names the harbour place
    (the card was face up), never what a hand holds; the deal names no card."""
    name = names[action.player] if hasattr(action, "player") else ""
    if isinstance(action, Deal):
        return CopenhagenTexts.tr("The cards are dealt")
    if isinstance(action, Refill):
        return CopenhagenTexts.tr("The harbour is refilled")
    if isinstance(action, TakeCard):
        return fill(CopenhagenTexts.tr("%1 takes the card in harbour place %2"), name, action.slot + 1)
    if isinstance(action, Discard):
        return fill(CopenhagenTexts.tr("%1 discards %2"), name, labels.a_card(action.colour))
    if isinstance(action, Build):
        spec = TILES_BY_ID[action.tile]
        return fill(CopenhagenTexts.tr("%1 builds %2 of %3 squares"), name, labels.a_tile(spec.colour), spec.size)
    if isinstance(action, EndTurn):
        return fill(CopenhagenTexts.tr("%1 ends the turn"), name)
    if isinstance(action, PlaceWhite):
        return fill(CopenhagenTexts.tr("%1 places a special tile"), name)
    if isinstance(action, TakeAbility):
        return fill(CopenhagenTexts.tr("%1 takes the ability tile “%2”"), name, labels.ability(action.ability))
    if isinstance(action, Refresh):
        return fill(CopenhagenTexts.tr("%1 refreshes the ability tiles"), name)
    return type(action).__name__


def event_text(event: Event, names: Sequence[str]) -> str:
    """One line per event (the message line after a move)."""
    name = names[event.player] if event.player is not None else ""
    k = event.kind
    if k is EventKind.HAND_DEALT:
        return fill(CopenhagenTexts.tr("%n card(s) dealt to %1", None, event.count), name)
    if k is EventKind.SLOT_FILLED:
        return fill(CopenhagenTexts.tr("Harbour place %1: %2."), event.slot + 1, labels.a_card(event.colour))
    if k is EventKind.RESHUFFLED:
        return CopenhagenTexts.tr("The discard pile is shuffled into a new deck of %n card(s).", None, event.count)
    if k is EventKind.END_CARD_SHUFFLED_IN:
        return CopenhagenTexts.tr("The End of Game card is now among the bottom 10 cards of the deck.")
    if k is EventKind.END_CARD_REVEALED:
        # The game's end is said once, by GAME_ENDED, which follows.
        return CopenhagenTexts.tr("The End of Game card comes up.")
    if k is EventKind.CARD_TAKEN:
        return fill(CopenhagenTexts.tr("%1 takes %2."), name, labels.a_card(event.colour))
    if k is EventKind.CARD_DISCARDED:
        return fill(CopenhagenTexts.tr("%1 discards %2."), name, labels.a_card(event.colour))
    if k is EventKind.ABILITY_USED:
        return fill(CopenhagenTexts.tr("%1 uses “%2”."), name, labels.ability(event.ability))
    if k is EventKind.TILE_BUILT:
        return fill(CopenhagenTexts.tr("%1 builds a facade for %n card(s).", None, event.count), name)
    if k is EventKind.WHITE_PLACED:
        return fill(CopenhagenTexts.tr("%1 places a special tile."), name)
    if k is EventKind.ROW_COMPLETED:
        return fill(CopenhagenTexts.tr("%1 completes a row: %n point(s).", None, event.points), name)
    if k is EventKind.COLUMN_COMPLETED:
        return fill(CopenhagenTexts.tr("%1 completes a column: %n point(s).", None, event.points), name)
    if k is EventKind.COAT_EARNED:
        return fill(CopenhagenTexts.tr("%1 earns a coat of arms."), name)
    if k is EventKind.ABILITY_TAKEN:
        return fill(CopenhagenTexts.tr("%1 takes the ability tile “%2”."), name, labels.ability(event.ability))
    if k is EventKind.ABILITIES_REFRESHED:
        return fill(CopenhagenTexts.tr(
            "%1 turns %n ability tile(s) back to the active side.", None, event.count), name)
    if k is EventKind.COATS_LOST:
        return fill(CopenhagenTexts.tr("%1 can do nothing with %n coat(s) of arms.", None, event.count), name)
    if k is EventKind.TURN_ENDED:
        return fill(CopenhagenTexts.tr("%1's turn ends."), name)
    if k is EventKind.GAME_ENDED:
        return CopenhagenTexts.tr("The game is over.")
    return ""


def events_text(events: Sequence[Event], names: Sequence[str]) -> str:
    """The notable events of the last action, as one line (harbour fills left out)."""
    skip = {EventKind.SLOT_FILLED, EventKind.HAND_DEALT, EventKind.TURN_ENDED}
    return " ".join(event_text(e, names) for e in events if e.kind not in skip)


def payment_text(build: Build) -> str:
    """A payment choice's button: the cards, and the ability it uses."""
    counts: dict = {}
    for c in build.paid:
        counts[c] = counts.get(c, 0) + 1
    cards = " + ".join(f"{n} × {labels.colour(c)}" for c, n in counts.items()) or CopenhagenTexts.tr("nothing")
    text = fill(CopenhagenTexts.tr("Pay %1"), cards)
    colour = TILES_BY_ID[build.tile].colour
    extras = []
    if build.discount:
        extras.append(labels.ability(Ability.CONSTRUCTION_DISCOUNT))
    if any(c is not colour for c in build.paid):
        extras.append(labels.ability(Ability.CHANGE_OF_COLORS))
    if extras:
        text += " (" + ", ".join(extras) + ")"
    return text


def end_turn() -> str:
    return CopenhagenTexts.tr("End turn")


def refresh() -> str:
    return CopenhagenTexts.tr("Refresh abilities")


def take_ability(ability) -> str:
    return fill(CopenhagenTexts.tr("Take “%1”"), labels.ability(ability))


def rotate() -> str:
    return CopenhagenTexts.tr("Rotate tile")


def mirror() -> str:
    return CopenhagenTexts.tr("Mirror tile")


def cancel() -> str:
    return CopenhagenTexts.tr("Cancel")


def reveal_hand() -> str:
    return CopenhagenTexts.tr("Reveal &hand")


def reveal_hand_tip() -> str:
    return CopenhagenTexts.tr("Presenter view: show the hand of the player at the screen to the room")


def choose_payment() -> str:
    return CopenhagenTexts.tr("How do you pay?")
