"""The prepared first game of "Learn the game" (pure Python, no Qt).

A two-player game whose deal and refills are stacked: the ``Deal`` and every
``Refill`` carry the cards chosen here, recorded in the game record like any chance,
so the harbour always shows the same cards and the steps are always the same. The
learner plays seat 0 and makes every one of its moves; the other seat's moves are
prepared too and played by the lesson.

The game is cut into steps, one idea each, grouped in chapters (``CHAPTERS``). A DO
step waits for the learner's moves ``actions`` (positions in the record); a SHOW step
only explains. Each step names the things on the table it talks about (scene keys),
which the lesson frames. The shared "Learn the game" (``shell.lesson``) plays them.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import attrs

from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.shell.lesson.script import Step, StepKind

from ..rules import engine
from ..rules.actions import (
    Action,
    Build,
    Deal,
    Discard,
    Refill,
    Refresh,
    TakeAbility,
    TakeCard,
)
from ..rules.components import Ability, Colour
from ..rules.state import GameOptions, GameState

LEARNER = 0
OPPONENT = 1
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
    END = "end"


# The chapters, each opened by the step of its topic.
CHAPTERS = (Topic.WELCOME, Topic.BUILD, Topic.ANY_CARDS, Topic.ROWS)


# --- the prepared game ------------------------------------------------------------------
# ("L"/"O", action) for a player's move, ("refill", cards) for the stacked refill that
# follows a turn, ("step", topic, kind, targets) to open a step before the next moves.

_DEAL = Deal(harbour=(Y, G, P, P, B, R, Y), hands=((R, R), (G, G, B)))
_L, _O = LEARNER, OPPONENT


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
        ("step", Topic.END, StepKind.SHOW, (("house", _L),)),
    ]


def _build(seat, tile, cells, brick, paid, discount=False) -> Build:
    return Build(seat, tile, cells, brick, paid, discount)


@attrs.frozen
class PreparedLesson:
    record: GameRecord
    steps: tuple[Step, ...]


def build(names: Sequence[str] = ("Sam", "Karen")) -> PreparedLesson:
    """The prepared record and its steps. Every action is checked by the engine."""
    state = engine.new_game(GameOptions(2, 0))
    actions: list[Action] = []
    steps: list[Step] = []
    opened: tuple | None = None
    last_learner = 0  # position after the learner's latest move

    def play(action):
        nonlocal state, last_learner
        state = engine.apply(state, action)  # raises if the script breaks a rule
        actions.append(action)
        if getattr(action, "player", None) == LEARNER:
            last_learner = len(actions)

    play(_DEAL)
    for entry in _script():
        kind = entry[0]
        if kind == "step":
            _close(steps, opened, last_learner)
            opened = entry[1:] + (len(actions),)
        elif kind == "refill":
            play(Refill(tuple(entry[1])))
        else:
            play(entry[1])
    _close(steps, opened, last_learner)
    record = GameRecord("copenhagen", GameOptions(2, 0), tuple(names), SEED, tuple(actions),
                        len(actions), bots=(None, None))
    return PreparedLesson(record, tuple(steps))


def _close(steps: list[Step], opened: tuple | None, position: int) -> None:
    if opened is None:
        return
    topic, kind, targets, start = opened
    previous = steps[-1].chapter if steps else 0
    chapter = max(previous, CHAPTERS.index(topic)) if topic in CHAPTERS else previous
    steps.append(Step(kind, start, start if kind is StepKind.SHOW else position, chapter, topic, targets))


def matches(expected: Action, action: Action, state: GameState) -> bool:
    """The learner made the prepared move. A build matches on its tile, cells and
    discount whatever cards pay for it (the payment buttons offer the same ones)."""
    if isinstance(expected, Build) and isinstance(action, Build):
        return (expected.player, expected.tile, expected.cells, expected.discount) == (
            action.player, action.tile, action.cells, action.discount)
    return expected == action


