"""The words of "Learn the game" (translation context "CopenhagenTutorial"): a title
and a text per step, one idea each, the chapters' titles and what to click for each
prepared move."""

from __future__ import annotations

from PySide6.QtCore import QObject

from copenhagen_gui.shell.text import fill

from ..rules.actions import Build, Discard, TakeAbility, TakeCard
from ..scene import labels
from ..ui import texts as ui_texts
from .script import Topic


class CopenhagenTutorial(QObject):
    """Owner of the "CopenhagenTutorial" translation context: ``CopenhagenTutorial.tr``
    is called on the class, so pyside6-lupdate finds every sentence."""


_TITLES = {
    Topic.WELCOME: lambda: CopenhagenTutorial.tr("Welcome to Copenhagen"),
    Topic.TAKE: lambda: CopenhagenTutorial.tr("Taking cards"),
    Topic.ADJACENT: lambda: CopenhagenTutorial.tr("Side by side"),
    Topic.REFILL: lambda: CopenhagenTutorial.tr("The harbour fills up again"),
    Topic.HAND_LIMIT: lambda: CopenhagenTutorial.tr("Seven cards at most"),
    Topic.DISCARD: lambda: CopenhagenTutorial.tr("Back down to seven"),
    Topic.BUILD: lambda: CopenhagenTutorial.tr("Building a facade"),
    Topic.ORIENTATION: lambda: CopenhagenTutorial.tr("Turning and mirroring"),
    Topic.COAT: lambda: CopenhagenTutorial.tr("A coat of arms"),
    Topic.ANY_CARDS: lambda: CopenhagenTutorial.tr("Ability tiles"),
    Topic.DISCOUNT: lambda: CopenhagenTutorial.tr("Next to its own colour"),
    Topic.END_CARD: lambda: CopenhagenTutorial.tr("The deck and the End of Game card"),
    Topic.ABILITY_USE: lambda: CopenhagenTutorial.tr("Using Construction Discount"),
    Topic.ROWS: lambda: CopenhagenTutorial.tr("Points for rows and columns"),
    Topic.REFRESH: lambda: CopenhagenTutorial.tr("Refresh"),
    Topic.END: lambda: CopenhagenTutorial.tr("The first to 12 points wins"),
}

_TEXTS = {
    Topic.WELCOME: lambda: CopenhagenTutorial.tr(
        "The grid in front of you is your house: 5 squares wide, 9 floors high. You fill it with facade tiles that you "
        "pay for with colour cards. Every complete row and column scores points, and whoever reaches 12 points wins at "
        "once. You make every move of your house yourself; %1 plays the other one."),
    Topic.TAKE: lambda: CopenhagenTutorial.tr(
        "The harbour shows 7 cards face up. On your turn you either take cards or build a facade. Taking means two "
        "cards. Start with the lit purple card."),
    Topic.ADJACENT: lambda: CopenhagenTutorial.tr(
        "The second card must lie right next to the first one: the places on either side of the gap. (Your ability "
        "tile “Any Cards” lifts that rule once; more about it later.) Take the purple card beside it. Your turn ends "
        "there."),
    Topic.REFILL: lambda: CopenhagenTutorial.tr(
        "At the end of every turn the empty places of the harbour get new cards from the deck. %1 has taken two cards "
        "as well: everybody sees how many cards a player holds, never which ones. Take two more cards side by side."),
    Topic.HAND_LIMIT: lambda: CopenhagenTutorial.tr(
        "You hold 6 cards. Nobody may keep more than 7. Take the two lit cards anyway and see what happens."),
    Topic.DISCARD: lambda: CopenhagenTutorial.tr(
        "With 8 cards you are one over the limit: you choose a card and put it on the discard pile, face up. You have "
        "no use for the yellow card now, so let it go."),
    Topic.BUILD: lambda: CopenhagenTutorial.tr(
        "Instead of taking cards you may build one facade tile. A tile costs one card per square, all of its colour: "
        "the red tile of 2 squares costs 2 red cards. It must stand on the ground floor or on a square already built. "
        "The cost shows under the pointer before you click."),
    Topic.ORIENTATION: lambda: CopenhagenTutorial.tr(
        "A tile may be turned (R key, right mouse button or wheel) and mirrored (M key). Stand the purple tile of 3 "
        "squares upright in the middle column: it costs 3 purple cards."),
    Topic.COAT: lambda: CopenhagenTutorial.tr(
        "Your tile covers a coat of arms. Each coat of arms gives one action of your choice: place a free special tile "
        "(one white square), take a new ability tile, or refresh your used ability tiles. Take the ability tile "
        "“Construction Discount”."),
    Topic.ANY_CARDS: lambda: CopenhagenTutorial.tr(
        "An ability tile helps once, then turns to its used side. Everybody starts with “Any Cards”: with it your two "
        "cards need not lie side by side. Take the two red cards that are apart; “Any Cards” is then used."),
    Topic.DISCOUNT: lambda: CopenhagenTutorial.tr(
        "A tile that touches a square of its own colour costs one card less. The red tile of 3 squares, placed on your "
        "red tile, costs 2 red cards instead of 3. Turn and mirror it until it fits the marked squares."),
    Topic.END_CARD: lambda: CopenhagenTutorial.tr(
        "The deck shows how many cards are left. With two players the End of Game card lies among its bottom 10 cards; "
        "when it comes up in the harbour, the game ends at once. Take the two red cards side by side."),
    Topic.ABILITY_USE: lambda: CopenhagenTutorial.tr(
        "Build the red square tile in the bottom right corner. It costs 4 cards; “Construction Discount” takes one "
        "off. Choose the payment that uses it: 3 red cards."),
    Topic.ROWS: lambda: CopenhagenTutorial.tr(
        "Your tile completes the two bottom rows. A complete row scores 1 point, 2 if its five squares are all "
        "windows. A complete column scores 2 points, 4 with windows only. You now have 2 points."),
    Topic.REFRESH: lambda: CopenhagenTutorial.tr(
        "The second row has a coat of arms at its end, so you get another action. Both of your ability tiles are used: "
        "refreshing turns every used tile back to its active side."),
    Topic.END: lambda: CopenhagenTutorial.tr(
        "Points are counted after every facade. The moment a player reaches 12 points the game ends and that player "
        "wins. If the End of Game card comes up first, the most points win; on a tie, the fewest empty squares. You "
        "know every rule now: play this game on against the computer, or start a new one from the Game menu."),
}


def title(topic: Topic) -> str:
    return _TITLES[topic]()


def text(topic: Topic, opponent: str) -> str:
    return fill(_TEXTS[topic](), opponent)


def chapter_titles() -> list[str]:
    """The chapters' titles, in the order of ``script.CHAPTERS``."""
    return [CopenhagenTutorial.tr("Cards from the harbour"), CopenhagenTutorial.tr("Building facades"),
            CopenhagenTutorial.tr("Ability tiles and the deck"), CopenhagenTutorial.tr("Points and the end")]


def instruction(move) -> str:
    """What to click for the learner's prepared ``move``."""
    if isinstance(move, TakeCard):
        return fill(CopenhagenTutorial.tr("Click the card in harbour place %1."), str(move.slot + 1))
    if isinstance(move, Discard):
        return fill(CopenhagenTutorial.tr("Click %1 in your hand to discard it."), labels.a_card(move.colour))
    if isinstance(move, Build):
        return CopenhagenTutorial.tr(
            "Choose the lit tile in the supply, move it onto the marked squares and click; then choose how to pay.")
    if isinstance(move, TakeAbility):
        return fill(CopenhagenTutorial.tr("Take the ability tile “%1”: its button is under the table."),
                    labels.ability(move.ability))
    return fill(CopenhagenTutorial.tr("Click “%1” under the table."), ui_texts.refresh())
