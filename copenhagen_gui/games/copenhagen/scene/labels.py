"""The words printed on the table (translated; context "CopenhagenTable")."""

from __future__ import annotations

from PySide6.QtCore import QObject

from copenhagen_gui.shell.text import fill

from ..rules.components import Ability, Colour
from ..rules.state import EndCardPlace


class CopenhagenTable(QObject):
    """Owner of the "CopenhagenTable" translation context: ``CopenhagenTable.tr(...)`` is called on the
    class, so pyside6-lupdate finds every sentence, plural ones included."""


def harbour() -> str:
    return CopenhagenTable.tr("Harbour")


def deck() -> str:
    return CopenhagenTable.tr("Deck")


def discard() -> str:
    return CopenhagenTable.tr("Discard pile")


def draw_pile(count: int) -> str:
    return CopenhagenTable.tr("Deck: %n card(s)", None, count)


def discard_pile(count: int) -> str:
    return CopenhagenTable.tr("Discard: %n card(s)", None, count)


def end_card(place: EndCardPlace, may_come: bool) -> str:
    if place is EndCardPlace.SET_ASIDE:
        return CopenhagenTable.tr("End of Game card: set aside until the deck is reshuffled")
    if place is EndCardPlace.REVEALED:
        return CopenhagenTable.tr("End of Game card revealed: the game is over")
    if may_come:
        return CopenhagenTable.tr("End of Game card: in the deck, it may come up at the next refill")
    return CopenhagenTable.tr("End of Game card: among the bottom 10 cards of the deck")


def supply() -> str:
    return CopenhagenTable.tr("Facade tiles")


def white_tiles() -> str:
    return CopenhagenTable.tr("Special tiles")


def tiles_left(count: int) -> str:
    return fill(CopenhagenTable.tr("×%1"), str(count))


def hand_of(name: str) -> str:
    return fill(CopenhagenTable.tr("%1's hand"), name)


def no_hand() -> str:
    return CopenhagenTable.tr("Hands are hidden")


def hand_hidden() -> str:
    return CopenhagenTable.tr("Hidden: Reveal hand shows it")


def points(count: int) -> str:
    return CopenhagenTable.tr("%n point(s)", None, count)


def cards(count: int) -> str:
    return CopenhagenTable.tr("%n card(s) in hand", None, count)


def to_play() -> str:
    return CopenhagenTable.tr("to play")


def winner() -> str:
    return CopenhagenTable.tr("winner")


def cost(count: int) -> str:
    return CopenhagenTable.tr("%n card(s)", None, count)


def pass_to(name: str) -> str:
    return fill(CopenhagenTable.tr("Pass to %1"), name)


def click_when_ready() -> str:
    return CopenhagenTable.tr("Click here (or press Space) when ready: your hand will be shown.")


def end_card_short() -> str:
    return CopenhagenTable.tr("END")


_COLOUR = {
    Colour.RED: lambda: CopenhagenTable.tr("red"),
    Colour.YELLOW: lambda: CopenhagenTable.tr("yellow"),
    Colour.GREEN: lambda: CopenhagenTable.tr("green"),
    Colour.BLUE: lambda: CopenhagenTable.tr("blue"),
    Colour.PURPLE: lambda: CopenhagenTable.tr("purple"),
    Colour.WHITE: lambda: CopenhagenTable.tr("white"),
}


def colour(c: Colour) -> str:
    return _COLOUR[c]()


_ABILITY = {
    Ability.ANY_CARDS: lambda: CopenhagenTable.tr("Any Cards"),
    Ability.ADDITIONAL_CARD: lambda: CopenhagenTable.tr("Additional Card"),
    Ability.CONSTRUCTION_DISCOUNT: lambda: CopenhagenTable.tr("Construction Discount"),
    Ability.CHANGE_OF_COLORS: lambda: CopenhagenTable.tr("Change of Colors"),
    Ability.BOTH_ACTIONS: lambda: CopenhagenTable.tr("Both Actions"),
}

_ABILITY_EFFECT = {
    Ability.ANY_CARDS: lambda: CopenhagenTable.tr("The 2 cards taken need not be next to each other."),
    Ability.ADDITIONAL_CARD: lambda: CopenhagenTable.tr("Take a 3rd card, from any slot."),
    Ability.CONSTRUCTION_DISCOUNT: lambda: CopenhagenTable.tr("A facade costs 1 card less."),
    Ability.CHANGE_OF_COLORS: lambda: CopenhagenTable.tr("Cards of one other colour pay as the tile's colour."),
    Ability.BOTH_ACTIONS: lambda: CopenhagenTable.tr("Take cards, then construct a facade, in one turn."),
}


def ability(a: Ability) -> str:
    return _ABILITY[a]()


def ability_effect(a: Ability) -> str:
    return _ABILITY_EFFECT[a]()


def ability_short(a: Ability) -> str:
    """The mark printed on the small tile (the tooltip names it in full)."""
    return {
        Ability.ANY_CARDS: "↔",
        Ability.ADDITIONAL_CARD: "+1",
        Ability.CONSTRUCTION_DISCOUNT: "−1",
        Ability.CHANGE_OF_COLORS: "⇄",
        Ability.BOTH_ACTIONS: "&",
    }[a]


def ability_state(owned: bool, active: bool) -> str:
    if not owned:
        return CopenhagenTable.tr("not owned")
    return CopenhagenTable.tr("active") if active else CopenhagenTable.tr("used")


# Whole phrases per colour, so every language can make the colour word agree.
_A_CARD = {
    Colour.RED: lambda: CopenhagenTable.tr("a red card"),
    Colour.YELLOW: lambda: CopenhagenTable.tr("a yellow card"),
    Colour.GREEN: lambda: CopenhagenTable.tr("a green card"),
    Colour.BLUE: lambda: CopenhagenTable.tr("a blue card"),
    Colour.PURPLE: lambda: CopenhagenTable.tr("a purple card"),
}
_A_TILE = {
    Colour.RED: lambda: CopenhagenTable.tr("a red tile"),
    Colour.YELLOW: lambda: CopenhagenTable.tr("a yellow tile"),
    Colour.GREEN: lambda: CopenhagenTable.tr("a green tile"),
    Colour.BLUE: lambda: CopenhagenTable.tr("a blue tile"),
    Colour.PURPLE: lambda: CopenhagenTable.tr("a purple tile"),
}


def a_card(c: Colour) -> str:
    return _A_CARD[c]()


def a_tile(c: Colour) -> str:
    return _A_TILE[c]()
