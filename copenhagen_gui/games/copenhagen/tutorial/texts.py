"""The words of "Learn the game" (translation context "CopenhagenTutorial"): a title
and a text per step, one idea each, the chapters' titles and what to click for each
prepared move."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from copenhagen_gui.shell.text import fill

from ..rules.actions import Build, Discard, PlaceWhite, TakeAbility, TakeCard
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
    Topic.ROWS: lambda: CopenhagenTutorial.tr("Points for rows"),
    Topic.REFRESH: lambda: CopenhagenTutorial.tr("Refresh"),
    Topic.ADDITIONAL_CARD: lambda: CopenhagenTutorial.tr("Additional Card: a third card"),
    Topic.BOTH_ACTIONS: lambda: CopenhagenTutorial.tr("Both Actions: take, then build"),
    Topic.CHANGE_OF_COLORS: lambda: CopenhagenTutorial.tr("Change of Colors"),
    Topic.COLUMNS: lambda: CopenhagenTutorial.tr("Points for a column"),
    Topic.WHITE_TILE: lambda: CopenhagenTutorial.tr("The white special tile"),
    Topic.ONE_OF_EACH: lambda: CopenhagenTutorial.tr("One ability tile of each kind"),
    Topic.END_CARD_ASIDE: lambda: CopenhagenTutorial.tr("Three players: the End of Game card waits"),
    Topic.RESHUFFLE: lambda: CopenhagenTutorial.tr("The deck runs out"),
    Topic.END_CARD_SHUFFLED_IN: lambda: CopenhagenTutorial.tr("The End of Game card joins the deck"),
    Topic.END_CARD_UP: lambda: CopenhagenTutorial.tr("The End of Game card comes up"),
    Topic.END_CARD_RESULT: lambda: CopenhagenTutorial.tr("The game ends at once"),
    Topic.TWELVE_POINTS: lambda: CopenhagenTutorial.tr("Twelve points win at once"),
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
        "The second card must lie right next to the first one: the places on either side of the gap. The two ends of "
        "the harbour are not neighbours. (Your ability tile “Any Cards” lifts that rule once; more about it later.) "
        "Take the purple card beside it. Your turn ends there."),
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
        "A tile that touches a square of its own colour costs one card less (white squares never count). The red tile "
        "of 3 squares, placed on your "
        "red tile, costs 2 red cards instead of 3. Turn and mirror it until it fits the marked squares."),
    Topic.END_CARD: lambda: CopenhagenTutorial.tr(
        "The deck shows how many cards are left. With two players the End of Game card lies among its bottom 10 cards: "
        "it can come up once 10 cards or fewer are left. (With three or four players it starts aside; a later chapter "
        "shows it.) Take the two red cards side by side."),
    Topic.ABILITY_USE: lambda: CopenhagenTutorial.tr(
        "Build the red square tile in the bottom right corner. It costs 4 cards; “Construction Discount” takes one "
        "off. Choose the payment that uses it: 3 red cards."),
    Topic.ROWS: lambda: CopenhagenTutorial.tr(
        "Your tile completes the two bottom rows. A complete row scores 1 point, 2 if its five squares are all "
        "windows. You now have 2 points."),
    Topic.REFRESH: lambda: CopenhagenTutorial.tr(
        "The second row has a coat of arms at its end, so you get another action. Both of your ability tiles are used: "
        "refreshing turns every used tile back to its active side."),
    Topic.ADDITIONAL_CARD: lambda: CopenhagenTutorial.tr(
        "Now a game further on: you own four ability tiles, earned with coats of arms, all active. You may use "
        "several of them in one turn. “Additional Card”: after your two cards, take a third one from any place. Take "
        "the two blue cards side by side, then the blue card at the end."),
    Topic.BOTH_ACTIONS: lambda: CopenhagenTutorial.tr(
        "Taking cards normally ends your turn. “Both Actions” lets you build a facade after taking cards, in the same "
        "turn, never the other way round (over 7 cards, you discard first). Build the blue tile with your three blue "
        "cards."),
    Topic.CHANGE_OF_COLORS: lambda: CopenhagenTutorial.tr(
        "“Change of Colors”: for one build, the cards of one other colour count as the tile’s colour, in any mix. "
        "Stand the purple tile upright in the second column and pay with your 2 yellow cards and your purple card."),
    Topic.COLUMNS: lambda: CopenhagenTutorial.tr(
        "The purple tile completes the second column: a complete column scores 2 points, 4 if its nine squares are "
        "all windows. The tile also covers a coat of arms."),
    Topic.WHITE_TILE: lambda: CopenhagenTutorial.tr(
        "This time take the special tile as your reward: one white window square, free, built at once by the usual "
        "rules. A special tile can earn a coat of arms in its turn: put it on the marked one."),
    Topic.ONE_OF_EACH: lambda: CopenhagenTutorial.tr(
        "The special tile earns one more reward. A new ability tile must be of a kind you do not own yet: you own four "
        "kinds, so only “Construction Discount” is offered. Take it."),
    Topic.END_CARD_ASIDE: lambda: CopenhagenTutorial.tr(
        "Now a game of three: you, %1 and %2. With three or four players the End of Game card is not in the deck at "
        "first: it waits aside, as the harbour’s heading says. Only 1 card is left in the deck. Take the two purple "
        "cards and watch the harbour fill up."),
    Topic.RESHUFFLE: lambda: CopenhagenTutorial.tr(
        "The deck ran out while the harbour was filling up: the discard pile, with every card paid or discarded so "
        "far, was shuffled into a new deck of 42 cards, and the harbour went on filling from it."),
    Topic.END_CARD_SHUFFLED_IN: lambda: CopenhagenTutorial.tr(
        "With that first new deck the End of Game card went in too, among its bottom 10 cards, as with two players. "
        "%1 and %2 have played their turns: 38 cards are left, so it cannot come up for a long while yet. Under the "
        "table you see after how many more cards it may come."),
    Topic.END_CARD_UP: lambda: CopenhagenTutorial.tr(
        "Another game, near its end: 4 cards are left in the deck, and the End of Game card is among them. Take the "
        "two green cards and watch the harbour fill up."),
    Topic.END_CARD_RESULT: lambda: CopenhagenTutorial.tr(
        "The End of Game card came up: the game ends at once, nobody plays again. The most points win: you beat %1, "
        "4 to 1. On a tie, the fewest empty squares in the house win; if that is equal too, the victory is shared."),
    Topic.TWELVE_POINTS: lambda: CopenhagenTutorial.tr(
        "A last game: you have 11 points. As soon as a player has 12 points or more, the game ends and that player "
        "wins, even in the middle of a turn: coats of arms not yet used are lost. Build the blue tile on the marked "
        "squares: it completes a row and a column. You have now met every rule of the game; start a game of your own "
        "from the Game menu."),
}


def title(topic: Topic) -> str:
    return _TITLES[topic]()


def text(topic: Topic, others: Sequence[str]) -> str:
    """The step's words, ``%1``, ``%2``... the other seats' names in seat order."""
    return fill(_TEXTS[topic](), *others)


def chapter_titles() -> list[str]:
    """The chapters' titles, in the order of ``script.CHAPTERS``."""
    return [CopenhagenTutorial.tr("Cards from the harbour"), CopenhagenTutorial.tr("Building facades"),
            CopenhagenTutorial.tr("Ability tiles and the deck"), CopenhagenTutorial.tr("Rows and Refresh"),
            CopenhagenTutorial.tr("More ability tiles"), CopenhagenTutorial.tr("Three or four players"),
            CopenhagenTutorial.tr("How the game ends")]


def instruction(move) -> str:
    """What to click for the learner's prepared ``move``."""
    if isinstance(move, TakeCard):
        return fill(CopenhagenTutorial.tr("Click the card in harbour place %1."), str(move.slot + 1))
    if isinstance(move, Discard):
        return fill(CopenhagenTutorial.tr("Click %1 in your hand to discard it."), labels.a_card(move.colour))
    if isinstance(move, Build):
        return CopenhagenTutorial.tr(
            "Choose the lit tile in the supply, move it onto the marked squares and click; then choose how to pay.")
    if isinstance(move, PlaceWhite):
        return CopenhagenTutorial.tr("Click the marked square of your house.")
    if isinstance(move, TakeAbility):
        return fill(CopenhagenTutorial.tr("Take the ability tile “%1”: its button is under the table."),
                    labels.ability(move.ability))
    return fill(CopenhagenTutorial.tr("Click “%1” under the table."), ui_texts.refresh())
