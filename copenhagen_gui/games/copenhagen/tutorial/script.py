"""The prepared games of "Learn the game" (pure Python, no Qt).

First a two-player game whose deal and refills are stacked: the ``Deal`` and every
``Refill`` carry the cards chosen here, recorded like any chance, so the harbour always
shows the same cards and the steps are always the same. Then three short games that
start from prepared situations (docs/situations.md), for the rules no short first game
reaches: the other ability tiles, the white tile and columns; a game of three, where the
End of Game card waits aside until the deck runs out; the End of Game card coming up; 12
points. The learner plays seat 0 and makes every one of its moves; the other seats'
moves are prepared too and played by the lesson.

The games are cut into steps, one idea each, grouped in chapters (``CHAPTERS``). A DO
step waits for the learner's moves ``actions`` (positions in its game); a SHOW step
explains, after the other seats' moves listed under it (if any) are played. Each step
names the things on the table it talks about (scene keys), which the lesson frames.
The shared "Learn the game" (``shell.lesson``) plays them.
"""

from __future__ import annotations

import enum

import attrs

from copenhagen_gui.shell.lesson.script import PreparedGame, Step, StepKind

from ..rules import engine
from ..rules import situation as situation_codec
from ..rules.actions import (
    Action,
    Build,
    Deal,
    Discard,
    PlaceWhite,
    Refill,
    Refresh,
    TakeAbility,
    TakeCard,
)
from ..rules.components import Ability, Colour
from ..rules.state import GameOptions, GameState

LEARNER = 0
OPPONENT = 1
SECOND_OPPONENT = 2  # (in the game of three)
SEED = 20190  # never used to draw: every chance action below carries its cards

R, Y, G, B, P = Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE, Colour.PURPLE


class Topic(str, enum.Enum):
    """One idea per step, in the order the lesson teaches them."""

    WELCOME = "welcome"
    TAKE = "take"
    ADJACENT = "adjacent"
    REFILL = "refill"
    HAND_LIMIT = "hand_limit"
    DISCARD = "discard"
    BUILD = "build"
    ORIENTATION = "orientation"
    COAT = "coat"
    ANY_CARDS = "any_cards"
    DISCOUNT = "discount"
    END_CARD = "end_card"
    ABILITY_USE = "ability_use"
    ROWS = "rows"
    REFRESH = "refresh"
    ADDITIONAL_CARD = "additional_card"
    BOTH_ACTIONS = "both_actions"
    CHANGE_OF_COLORS = "change_of_colors"
    COLUMNS = "columns"
    WHITE_TILE = "white_tile"
    ONE_OF_EACH = "one_of_each"
    END_CARD_ASIDE = "end_card_aside"
    RESHUFFLE = "reshuffle"
    END_CARD_SHUFFLED_IN = "end_card_shuffled_in"
    END_CARD_UP = "end_card_up"
    END_CARD_RESULT = "end_card_result"
    TWELVE_POINTS = "twelve_points"


# The chapters, each opened by the step of its topic.
CHAPTERS = (Topic.WELCOME, Topic.BUILD, Topic.ANY_CARDS, Topic.ROWS, Topic.ADDITIONAL_CARD, Topic.END_CARD_ASIDE,
            Topic.END_CARD_UP)


# --- the prepared game ------------------------------------------------------------------
# ("L"/"O", action) for a player's move, ("refill", cards) for the stacked refill that
# follows a turn, ("step", topic, kind, targets) to open a step before the next moves.

_DEAL = Deal(harbour=(Y, G, P, P, B, R, Y), hands=((R, R), (G, G, B)))
_L, _O, _O2 = LEARNER, OPPONENT, SECOND_OPPONENT


def _script() -> list[tuple]:
    return [
        ("step", Topic.WELCOME, StepKind.SHOW, (("house", _L),)),
        # Turn 1: two cards side by side.
        ("step", Topic.TAKE, StepKind.DO, (("slot", 2),)),
        ("L", TakeCard(_L, 2)),
        ("step", Topic.ADJACENT, StepKind.DO, (("slot", 1), ("slot", 3))),
        ("L", TakeCard(_L, 3)),
        ("refill", (R, P)),
        ("O", TakeCard(_O, 0)), ("O", TakeCard(_O, 1)),
        ("refill", (B, B)),
        # Turn 2: the harbour was refilled.
        ("step", Topic.REFILL, StepKind.DO, (("slot", 2), ("slot", 3), ("pile",))),
        ("L", TakeCard(_L, 2)), ("L", TakeCard(_L, 3)),
        ("refill", (Y, R)),
        ("O", _build(_O, "green-2", ((0, 0), (1, 0)), (0, 0), (G, G))),
        ("refill", ()),
        # Turn 3: eight cards are one too many.
        ("step", Topic.HAND_LIMIT, StepKind.DO, (("slot", 3), ("slot", 2), ("panel", "hand"))),
        ("L", TakeCard(_L, 3)), ("L", TakeCard(_L, 2)),
        ("step", Topic.DISCARD, StepKind.DO, (("hand", Y), ("discard",))),
        ("L", Discard(_L, Y)),
        ("refill", (G, G)),
        ("O", TakeCard(_O, 0)), ("O", TakeCard(_O, 1)),
        ("refill", (P, Y)),
        # Turn 4: a first facade.
        ("step", Topic.BUILD, StepKind.DO,
         (("stack", "red-2"), ("cell", _L, (0, 0)), ("cell", _L, (1, 0)))),
        ("L", _build(_L, "red-2", ((0, 0), (1, 0)), (0, 0), (R, R))),
        ("refill", ()),
        ("O", TakeCard(_O, 2)), ("O", TakeCard(_O, 3)),
        ("refill", (R, Y)),
        # Turn 5: turned upright, onto a coat of arms.
        ("step", Topic.ORIENTATION, StepKind.DO,
         (("stack", "purple-3"), ("cell", _L, (2, 0)), ("cell", _L, (2, 1)), ("cell", _L, (2, 2)))),
        ("L", _build(_L, "purple-3", ((2, 0), (2, 1), (2, 2)), (2, 0), (P, P, P))),
        ("step", Topic.COAT, StepKind.DO,
         (("cell", _L, (2, 2)), ("ability", _L, Ability.CONSTRUCTION_DISCOUNT))),
        ("L", TakeAbility(_L, Ability.CONSTRUCTION_DISCOUNT)),
        ("refill", ()),
        ("O", _build(_O, "blue-3", ((2, 0), (3, 0), (3, 1)), (2, 0), (B, B, B))),
        ("refill", ()),
        # Turn 6: Any Cards.
        ("step", Topic.ANY_CARDS, StepKind.DO,
         (("ability", _L, Ability.ANY_CARDS), ("slot", 2), ("slot", 5))),
        ("L", TakeCard(_L, 2)), ("L", TakeCard(_L, 5)),
        ("refill", (R, R)),
        ("O", TakeCard(_O, 0)), ("O", TakeCard(_O, 1)),
        ("refill", (B, R)),
        # Turn 7: next to its own colour, one card less.
        ("step", Topic.DISCOUNT, StepKind.DO,
         (("stack", "red-3"), ("cell", _L, (0, 1)), ("cell", _L, (1, 1)), ("cell", _L, (1, 2)))),
        ("L", _build(_L, "red-3", ((0, 1), (1, 1), (1, 2)), (0, 1), (R, R))),
        ("refill", ()),
        ("O", _build(_O, "green-3", ((0, 1), (0, 2), (0, 3)), (0, 1), (G, G))),
        ("refill", ()),
        # Turn 8: cards for the last facade; the deck and the End card.
        ("step", Topic.END_CARD, StepKind.DO, (("slot", 1), ("slot", 2), ("pile",))),
        ("L", TakeCard(_L, 1)), ("L", TakeCard(_L, 2)),
        ("refill", (Y, P)),
        ("O", TakeCard(_O, 3)), ("O", TakeCard(_O, 4)),
        ("refill", (G, P)),
        # Turn 9: Construction Discount, two rows, Refresh.
        ("step", Topic.ABILITY_USE, StepKind.DO,
         (("stack", "red-4"), ("ability", _L, Ability.CONSTRUCTION_DISCOUNT),
          ("cell", _L, (3, 0)), ("cell", _L, (4, 0)), ("cell", _L, (3, 1)), ("cell", _L, (4, 1)))),
        ("L", _build(_L, "red-4", ((3, 0), (4, 0), (3, 1), (4, 1)), (3, 0), (R, R, R), discount=True)),
        ("step", Topic.ROWS, StepKind.SHOW, (("row", _L, 0), ("row", _L, 1))),
        ("step", Topic.REFRESH, StepKind.DO,
         (("ability", _L, Ability.ANY_CARDS), ("ability", _L, Ability.CONSTRUCTION_DISCOUNT))),
        ("L", Refresh(_L)),
        ("refill", ()),
    ]


# --- the prepared situations: rules no short first game reaches --------------------------
# Each starts at the beginning of the learner's turn (docs/situations.md); the rules
# check it when the lesson starts it.

# More ability tiles: the learner owns four kinds, all active, and has three coats of
# arms behind them (rows 1 and 3, the square (2, 2)).
ABILITIES_SITUATION = {
    "phase": "start", "active": _L, "round": 9,
    "players": [
        {"house": [".....", ".....", ".....", ".r...", ".R...", "yYgGG", "rRpPP", "gGGbB", "pPPPP"],
         "hand": {"purple": 1, "yellow": 2},
         "abilities": {"active": ["any_cards", "additional_card", "change_of_colors", "both_actions"],
                       "used": []}},
        {"house": [".....", ".....", ".....", ".....", ".....", ".....", ".....", "Bb...", "yYgG."],
         "hand": {"red": 2, "green": 1, "purple": 1},
         "abilities": {"active": [], "used": ["any_cards"]}},
    ],
    "harbour": ["red", "green", "blue", "blue", "yellow", "purple", "blue"],
    "discard": {"red": 4, "green": 5, "purple": 6, "blue": 2, "yellow": 2},
    "end_card": "in_pile",
}

# Three players: the End card is still set aside, and one card is left in the deck (a
# yellow one: the deck is every card in no hand, the harbour or the discard pile).
THREE_PLAYERS_SITUATION = {
    "phase": "start", "active": _L, "round": 14,
    "players": [
        {"house": [".....", ".....", ".....", ".....", ".....", ".....", "....y", "bBgGY", "pPPrR"],
         "hand": {"red": 2, "blue": 1},
         "abilities": {"active": ["any_cards"], "used": ["construction_discount"]}},
        {"house": [".....", ".....", ".....", ".....", ".....", ".....", ".....", "Rr...", "gGGyY"],
         "hand": {"green": 2, "yellow": 1, "purple": 1},
         "abilities": {"active": [], "used": ["any_cards"]}},
        {"house": [".....", ".....", ".....", ".....", ".....", ".....", ".....", "Bb...", "gGpPP"],
         "hand": {"blue": 2, "red": 1},
         "abilities": {"active": ["any_cards"], "used": []}},
    ],
    "harbour": ["yellow", "green", "purple", "purple", "red", "blue", "green"],
    "discard": {"red": 8, "yellow": 9, "green": 8, "blue": 8, "purple": 9},
    "end_card": "set_aside",
}

# The End card: late in a game, four cards left in the deck, the End card among them.
END_CARD_SITUATION = {
    "phase": "start", "active": _L, "round": 20,
    "players": [
        {"house": [".....", ".....", ".....", "..y..", "..Y..", "gGGrR", "pPPyY", "gGGbB", "pPPPP"],
         "hand": {"red": 2, "green": 1, "blue": 1},
         "abilities": {"active": ["any_cards"], "used": ["construction_discount"]}},
        {"house": [".....", ".....", ".....", ".....", ".....", ".....", ".....", "bB.RR", "pPPrR"],
         "hand": {"blue": 2, "yellow": 2, "purple": 1},
         "abilities": {"active": [], "used": ["any_cards"]}},
    ],
    "harbour": ["yellow", "purple", "green", "green", "red", "blue", "purple"],
    "discard": {"red": 11, "yellow": 10, "green": 9, "blue": 10, "purple": 11},
    "end_card": "in_pile",
}

# Twelve points: the learner has 11, and a tile that completes a row and covers a coat
# of arms.
TWELVE_SITUATION = {
    "phase": "start", "active": _L, "round": 16,
    "players": [
        {"house": ["y...G", "Y...g", "pPPPB", "pPPPb", "gGGrR", "pPPyY", "gGGbB", "pPPrR", "pPPPP"],
         "hand": {"blue": 4, "red": 1},
         "abilities": {"active": ["any_cards", "construction_discount"], "used": []}},
        {"house": [".....", ".....", ".....", ".....", ".....", ".....", ".....", "RRpPG", "rRpPg"],
         "hand": {"yellow": 3, "green": 2},
         "abilities": {"active": ["any_cards"], "used": []}},
    ],
    "harbour": ["green", "red", "yellow", "purple", "blue", "red", "green"],
    "discard": {"red": 6, "yellow": 5, "green": 5, "blue": 4, "purple": 6},
    "end_card": "in_pile",
}


def _abilities_chapter() -> list[tuple]:
    return [
        # Turn A: a third card, then a build in the same turn.
        ("step", Topic.ADDITIONAL_CARD, StepKind.DO,
         (("ability", _L, Ability.ADDITIONAL_CARD), ("slot", 2), ("slot", 3), ("slot", 6))),
        ("L", TakeCard(_L, 2)), ("L", TakeCard(_L, 3)), ("L", TakeCard(_L, 6)),
        ("step", Topic.BOTH_ACTIONS, StepKind.DO,
         (("ability", _L, Ability.BOTH_ACTIONS), ("stack", "blue-3"),
          ("cell", _L, (2, 4)), ("cell", _L, (3, 4)), ("cell", _L, (3, 5)))),
        ("L", _build(_L, "blue-3", ((2, 4), (3, 4), (3, 5)), (2, 4), (B, B, B))),
        ("refill", (Y, G, R)),
        ("O", TakeCard(_O, 0)), ("O", TakeCard(_O, 1)),
        ("refill", (P, B)),
        # Turn B: yellow cards pay for a purple tile; it completes a column and covers a
        # coat of arms; the white tile covers another one.
        ("step", Topic.CHANGE_OF_COLORS, StepKind.DO,
         (("ability", _L, Ability.CHANGE_OF_COLORS), ("stack", "purple-3"),
          ("cell", _L, (1, 6)), ("cell", _L, (1, 7)), ("cell", _L, (1, 8)))),
        ("L", _build(_L, "purple-3", ((1, 6), (1, 7), (1, 8)), (1, 6), (Y, Y, P))),
        ("step", Topic.COLUMNS, StepKind.SHOW, tuple(("cell", _L, (1, y)) for y in range(8, -1, -1))),
        ("step", Topic.WHITE_TILE, StepKind.DO, (("cell", _L, (4, 4)), ("stack", "white-1"))),
        ("L", PlaceWhite(_L, (4, 4))),
        ("step", Topic.ONE_OF_EACH, StepKind.DO,
         (("ability", _L, Ability.CONSTRUCTION_DISCOUNT), ("ability", _L, Ability.ANY_CARDS))),
        ("L", TakeAbility(_L, Ability.CONSTRUCTION_DISCOUNT)),
        ("refill", ()),
    ]


def _three_players_chapter() -> list[tuple]:
    return [
        # The learner's two cards empty the deck in the refill: the discard pile becomes
        # the new deck, with the End card among its bottom 10 cards.
        ("step", Topic.END_CARD_ASIDE, StepKind.DO, (("pile",), ("slot", 2), ("slot", 3))),
        ("L", TakeCard(_L, 2)), ("L", TakeCard(_L, 3)),
        ("refill", (Y, R)),  # the deck's last card, then the first of the new deck
        ("step", Topic.RESHUFFLE, StepKind.SHOW, (("pile",), ("slot", 2), ("slot", 3), ("discard",))),
        # The two others take their turns; the End card is far from coming up yet.
        ("step", Topic.END_CARD_SHUFFLED_IN, StepKind.SHOW,
         (("pile",), ("panel", "harbour"), ("house", _O), ("house", _O2))),
        ("O", TakeCard(_O, 0)), ("O", TakeCard(_O, 1)),
        ("refill", (B, G)),
        ("O", TakeCard(_O2, 4)), ("O", TakeCard(_O2, 5)),
        ("refill", (P, Y)),
    ]


def _end_card_chapter() -> list[tuple]:
    return [
        ("step", Topic.END_CARD_UP, StepKind.DO, (("pile",), ("slot", 2), ("slot", 3))),
        ("L", TakeCard(_L, 2)), ("L", TakeCard(_L, 3)),
        ("refill", (G,), True),  # the End card comes up in the second place
        ("step", Topic.END_CARD_RESULT, StepKind.SHOW, (("house", _L), ("house", _O))),
    ]


def _twelve_chapter() -> list[tuple]:
    return [
        ("step", Topic.TWELVE_POINTS, StepKind.DO,
         (("stack", "blue-4"), ("cell", _L, (1, 7)), ("cell", _L, (2, 7)), ("cell", _L, (3, 7)),
          ("cell", _L, (3, 8)))),
        ("L", _build(_L, "blue-4", ((1, 7), (2, 7), (3, 7), (3, 8)), (1, 7), (B, B, B, B))),
    ]


def _build(seat, tile, cells, brick, paid, discount=False) -> Build:
    return Build(seat, tile, cells, brick, paid, discount)


OPTIONS = GameOptions(2, 0)
THREE_PLAYER_OPTIONS = GameOptions(3, 0)


@attrs.frozen
class PreparedLesson:
    games: tuple[PreparedGame, ...]
    steps: tuple[Step, ...]


def build() -> PreparedLesson:
    """The prepared games and their steps. Every action is checked by the engine."""
    parts = (
        (OPTIONS, None, _script()),
        (OPTIONS, ABILITIES_SITUATION, _abilities_chapter()),
        (THREE_PLAYER_OPTIONS, THREE_PLAYERS_SITUATION, _three_players_chapter()),
        (OPTIONS, END_CARD_SITUATION, _end_card_chapter()),
        (OPTIONS, TWELVE_SITUATION, _twelve_chapter()),
    )
    games: list[PreparedGame] = []
    steps: list[Step] = []
    for index, (options, situation, entries) in enumerate(parts):
        actions = _prepare(options, situation, entries, steps, index)
        games.append(PreparedGame(options, actions, SEED, situation, seats=options.player_count))
    return PreparedLesson(tuple(games), tuple(steps))


def _prepare(options, situation, entries, steps: list[Step], game: int) -> tuple[Action, ...]:
    """The actions of one prepared game; its steps are added to ``steps``."""
    if situation is None:
        state = engine.new_game(options)
    else:
        state = situation_codec.state_from_json(situation, options)
    actions: list[Action] = []
    opened: tuple | None = None
    last_learner = 0  # position after the learner's latest move

    def play(action):
        nonlocal state, last_learner
        state = engine.apply(state, action)  # raises if the script breaks a rule
        actions.append(action)
        if getattr(action, "player", None) == LEARNER:
            last_learner = len(actions)

    if situation is None:
        play(_DEAL)
    for entry in entries:
        kind = entry[0]
        if kind == "step":
            _close(steps, opened, last_learner, len(actions), game)
            opened = entry[1:] + (len(actions),)
        elif kind == "refill":
            play(Refill(tuple(entry[1]), *entry[2:]))
        else:
            play(entry[1])
    _close(steps, opened, last_learner, len(actions), game)
    return tuple(actions)


def _close(steps: list[Step], opened: tuple | None, learner_end: int, end: int, game: int) -> None:
    """The step opened last ends: a DO step after the learner's last move, a SHOW step
    after the other seats' moves listed after it (none before the next step, mostly)."""
    if opened is None:
        return
    topic, kind, targets, start = opened
    previous = steps[-1].chapter if steps else 0
    chapter = max(previous, CHAPTERS.index(topic)) if topic in CHAPTERS else previous
    if kind is StepKind.DO:
        end = learner_end
    steps.append(Step(kind, start, end, chapter, topic, targets, game))


def matches(expected: Action, action: Action, state: GameState) -> bool:
    """The learner made the prepared move. A build matches on its tile, cells and
    discount whatever cards pay for it (the payment buttons offer the same ones)."""
    if isinstance(expected, Build) and isinstance(action, Build):
        return (expected.player, expected.tile, expected.cells, expected.discount) == (
            action.player, action.tile, action.cells, action.discount)
    return expected == action


