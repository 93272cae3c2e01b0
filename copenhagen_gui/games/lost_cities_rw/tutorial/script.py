"""The prepared first game of "Learn the game", and its steps (pure Python, no Qt).

A fixed two-player game on the house sheet: the learner (seat 0) starts; every roll
carries its faces, so the dice are the same each time (a recorded chance action like
any other). The learner makes every one of their own moves; the other player's moves
are played by the lesson. Sixteen turns: the learner writes in seven of them and then
refuses until both players are exhausted, which is the quickest honest end (and wins
them the dice column's bridge on the way).

A step either waits for one prepared move of the learner (``DO``) or explains what
just happened (``SHOW``, the learner reads and presses Next). Each step names at most
one idea (its ``topic``) and the things on the table it talks about (its framed marks);
the steps are grouped in chapters (``CHAPTERS``). The shared "Learn the game"
(``shell.lesson``) plays them.
"""

from __future__ import annotations

import enum

import attrs

from copenhagen_gui.shell.lesson.script import Step, StepKind

from ..rules import engine
from ..rules.actions import Accelerate, Action, DeclineAcceleration, Refuse, Roll, Take
from ..rules.components import Colour
from ..rules.options import Options
from ..rules.state import GameState

LEARNER, OTHER = 0, 1
R, Or, Y, G, B, P = (Colour.RED, Colour.ORANGE, Colour.YELLOW, Colour.GREEN, Colour.BLUE, Colour.PURPLE)


class Topic(enum.IntEnum):
    """One idea per step, in the order the lesson teaches them."""

    WELCOME = enum.auto()
    ROLL = enum.auto()
    ACTIVE_PICK = enum.auto()
    OTHERS_PICK = enum.auto()
    START = enum.auto()
    RISING = enum.auto()
    CIRCLE = enum.auto()
    ZERO_TEN = enum.auto()
    ACCELERATION = enum.auto()
    ARTIFACT = enum.auto()
    REFUSAL = enum.auto()
    BRIDGE = enum.auto()
    END = enum.auto()
    SCORING = enum.auto()


# The chapters, each opened by the step of its topic.
CHAPTERS = (Topic.WELCOME, Topic.RISING, Topic.REFUSAL, Topic.END)

# What a step points at on the table (the coach frames each; scene/marks.py says
# where): ("tray",), ("dice",), ("column", seat, colour), ("circle", seat, colour),
# ("dice_column", seat), ("artifact_column", seat), ("bridges", seat), ("scores", seat)
Mark = tuple


def _step(kind: StepKind, position: int, topic: Topic | None = None, marks: tuple[Mark, ...] = (),
          chapter: int = 0) -> Step:
    """A DO step: the learner's move at ``position``; a SHOW step: the game stands at
    ``position``. ``topic`` None: a routine move, only the instruction."""
    end = position + 1 if kind is StepKind.DO else position
    return Step(kind, position, end, chapter, topic, marks)


def options() -> Options:
    return Options(2, first_seat=LEARNER)


# --- the game, turn by turn ------------------------------------------------------------------
# (active seat, numbers, colours, {seat: choice}); a choice is ("take", n, colour[, circle]),
# ("refuse",), or a take followed by ("acc", colour) / ("decline",). The other player
# declines every acceleration it gains (``_complete`` adds those).
_TURNS = (
    (0, (3, 6, 8), (Or, B, P), {0: [("take", 3, Or)], 1: [("take", 6, B)]}),
    (1, (0, 5, 9), (R, Or, G), {1: [("take", 9, G)], 0: [("take", 5, Or)]}),
    (0, (0, 1, 7), (R, Y, B), {0: [("take", 0, R, True)], 1: [("refuse",)]}),
    (1, (0, 2, 6), (Or, G, P), {1: [("take", 6, P)], 0: [("take", 0, Or), ("acc", R)]}),
    (0, (2, 4, 8), (R, Y, B), {0: [("take", 2, R), ("acc", R)], 1: [("take", 8, B)]}),
    (1, (7, 3, 9), (P, R, G), {1: [("take", 7, P)], 0: [("take", 3, R)]}),
    (0, (5, 1, 9), (R, Y, B), {0: [("take", 5, R)], 1: [("take", 9, B)]}),
    (1, (2, 8, 4), (G, Y, Or), {1: [("take", 4, Y)], 0: [("refuse",)]}),
    # both refuse until both are exhausted (the learner's 7th and the other's 7th
    # refusal fall in the same turn: they share the dice column's bridge)
    *((seat, faces, colours, {0: [("refuse",)], 1: [("refuse",)]})
      for seat, faces, colours in ((0, (5, 5, 1), (G, P, Or)), (1, (8, 0, 3), (R, R, Y)),
                                   (0, (6, 2, 7), (Or, B, G)), (1, (9, 1, 4), (P, Y, B)),
                                   (0, (3, 8, 0), (G, Or, R)), (1, (7, 7, 2), (Y, B, P)),
                                   (0, (4, 0, 5), (R, G, Or)), (1, (1, 6, 6), (B, R, Y)))),
)


def _action(seat: int, choice) -> Action:
    kind = choice[0]
    if kind == "take":
        return Take(seat, choice[1], choice[2], len(choice) > 3 and choice[3])
    if kind == "acc":
        return Accelerate(seat, choice[1])
    if kind == "decline":
        return DeclineAcceleration(seat)
    return Refuse(seat)


def _turn_actions(state: GameState, turn) -> tuple[list[Action], GameState]:
    """One turn's actions in the order the engine asks for them, with the other
    player's accelerations declined."""
    active, numbers, colours, choices = turn
    actions: list[Action] = []
    plans = {seat: list(moves) for seat, moves in choices.items()}

    def play(action: Action) -> None:
        nonlocal state
        reason = engine.check(state, action)
        if reason is not None:
            raise ValueError(f"prepared move {action!r} refused: {reason}")
        actions.append(action)
        state = engine.apply(state, action)

    play(Roll(active, numbers, colours))
    order = [active] + [s for s in range(state.seat_count) if s != active]
    for seat in order:
        for choice in plans[seat]:
            play(_action(seat, choice))
        while seat in state.accelerating:  # a gained acceleration the plan does not use
            play(DeclineAcceleration(seat))
    return actions, state


def prepared_game() -> tuple[Action, ...]:
    """Every action of the prepared game, checked by the rules as it is built."""
    state = engine.new_game(options())
    actions: list[Action] = []
    for turn in _TURNS:
        more, state = _turn_actions(state, turn)
        actions += more
    if not state.over:
        raise ValueError("the prepared game does not end")
    return tuple(actions)


# --- the steps -----------------------------------------------------------------------------------


def _first(actions, start: int, test) -> int:
    return next(i for i in range(start, len(actions)) if test(actions[i]))


def build_steps(actions: tuple[Action, ...]) -> tuple[Step, ...]:
    """A DO step for every move of the learner; the ideas on the moves that first show
    them, and SHOW steps where the idea is someone else's move or the end."""
    mine = [i for i, a in enumerate(actions) if a.seat == LEARNER]
    topics: dict[int, tuple[Topic, tuple]] = {}
    refusals = [i for i in mine if type(actions[i]) is Refuse]
    takes = [i for i in mine if type(actions[i]) is Take]
    topics[mine[0]] = (Topic.ROLL, (("tray",),))
    topics[takes[0]] = (Topic.ACTIVE_PICK, (("dice",),))
    topics[takes[1]] = (Topic.RISING, (("column", LEARNER, Or),))
    topics[takes[2]] = (Topic.CIRCLE, (("circle", LEARNER, R),))
    topics[takes[3]] = (Topic.ZERO_TEN, (("column", LEARNER, Or),))
    accelerate = _first(actions, takes[3], lambda a: type(a) is Accelerate and a.seat == LEARNER)
    topics[accelerate] = (Topic.ACCELERATION, (("column", LEARNER, R),))
    topics[takes[6]] = (Topic.ARTIFACT, (("column", LEARNER, R), ("artifact_column", LEARNER)))
    topics[refusals[0]] = (Topic.REFUSAL, (("dice_column", LEARNER),))
    topics[refusals[6]] = (Topic.BRIDGE, (("bridges", LEARNER), ("dice_column", LEARNER)))

    steps = [_step(StepKind.SHOW, 0, Topic.WELCOME, (("scores", LEARNER),))]
    for i in mine:
        topic, marks = topics.get(i, (None, ()))
        steps.append(_step(StepKind.DO, i, topic, marks))
        if i == takes[0]:
            # the first turn goes on with the other player's pick: show it, then say what it is
            other = _first(actions, i, lambda a: a.seat == OTHER and type(a) is not Roll)
            steps.append(_step(StepKind.SHOW, other + 1, Topic.OTHERS_PICK, (("dice",), ("column", OTHER, B))))
            steps.append(_step(StepKind.SHOW, other + 1, Topic.START, (("column", LEARNER, Or),)))
    steps.append(_step(StepKind.SHOW, len(actions), Topic.END, (("dice_column", LEARNER), ("dice_column", OTHER))))
    steps.append(_step(StepKind.SHOW, len(actions), Topic.SCORING, (("scores", LEARNER),)))
    chapter = 0
    for index, step in enumerate(steps):
        if step.topic in CHAPTERS:
            chapter = max(chapter, CHAPTERS.index(step.topic))
        steps[index] = attrs.evolve(step, chapter=chapter)
    return tuple(steps)


def matches(expected: Action, action: Action, state: GameState | None = None) -> bool:
    """The learner's move is the prepared one. A roll is any roll of theirs (the
    prepared faces are used)."""
    if type(expected) is Roll:
        return type(action) is Roll and action.seat == expected.seat
    return action == expected
