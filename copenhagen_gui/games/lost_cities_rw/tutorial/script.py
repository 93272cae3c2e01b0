"""The prepared games of "Learn the game", and their steps (pure Python, no Qt).

Two fixed two-player games on the house sheet; the learner is seat 0. Every roll
carries its faces, so the dice are the same each time (a recorded chance action like
any other). The learner makes every one of their own moves; the other player's moves
are played by the lesson, and every move, the learner's and Karen's, is one a good
player would make.

1. **The first game** (``FIRST_TURNS``, from a new game): eight turns, one idea per
   step, from the roll to the first refusal.
2. **A later game** (``LATE_SITUATION``, a situation near the end of a game, then
   ``LATE_TURNS``): the rules no short game reaches, each in its own chapter: a chain
   of accelerations, the artifact at the top of a full expedition, exhaustion (the
   dice fit nothing: the learner must refuse a ninth time), the active player's
   refusal, the last bridge crossed by both players in one turn, which ends the game,
   and the scoring of that end: a circle alone, the negative levels, the two columns.

A step either waits for the learner's prepared moves (``DO``: one or a few moves of
theirs in a row) or explains what just happened (``SHOW``: the lesson plays the other
player's moves first, the learner reads and presses Next). Each step names at most one
idea (its ``topic``; None: a move with nothing new) and the things on the table it
talks about (its framed marks); the steps are grouped in chapters (``CHAPTERS``). The
shared "Learn the game" (``shell.lesson``) plays them.
"""

from __future__ import annotations

import enum

import attrs

from copenhagen_gui.shell.lesson.script import Step, StepKind

from ..rules import engine, situation
from ..rules.actions import Accelerate, Action, DeclineAcceleration, Refuse, Roll, Take
from ..rules.components import Colour
from ..rules.options import Options
from ..rules.state import GameState

LEARNER, OTHER = 0, 1
R, Or, Y, G, B, P = (Colour.RED, Colour.ORANGE, Colour.YELLOW, Colour.GREEN, Colour.BLUE, Colour.PURPLE)
FIRST_GAME, LATE_GAME = 0, 1


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
    SAME_EXPEDITION = enum.auto()
    ARTIFACT = enum.auto()
    REFUSAL = enum.auto()
    CHAIN = enum.auto()
    TOP_ARTIFACT = enum.auto()
    EXHAUSTED = enum.auto()
    ACTIVE_REFUSED = enum.auto()
    BRIDGE = enum.auto()
    BRIDGE_SHARED = enum.auto()
    END = enum.auto()
    SCORING = enum.auto()
    NEGATIVE = enum.auto()
    CIRCLE_ALONE = enum.auto()
    COLUMNS_SCORE = enum.auto()
    WINNER = enum.auto()


# The chapters, each opened by the step of its topic.
CHAPTERS = (Topic.WELCOME, Topic.RISING, Topic.REFUSAL, Topic.CHAIN, Topic.TOP_ARTIFACT,
            Topic.EXHAUSTED, Topic.BRIDGE, Topic.SCORING)

# What a step points at on the table (the coach frames each; scene/marks.py says
# where): ("tray",), ("dice",), ("column", seat, colour), ("circle", seat, colour),
# ("top", seat, colour), ("dice_column", seat), ("artifact_column", seat),
# ("bridges", seat), ("scores", seat)
Mark = tuple


def options() -> Options:
    return Options(2, first_seat=LEARNER)


# --- the games, turn by turn ---------------------------------------------------------------
# (active seat, numbers, colours, {seat: choices}); numbers None: the dice are already
# rolled (a situation's first turn). A choice is ("take", n, colour[, circle]),
# ("refuse",), ("acc", colour) or ("decline",); a seat declines every acceleration its
# choices do not use.
FIRST_TURNS = (
    (0, (3, 6, 8), (Or, B, P), {0: [("take", 3, Or)], 1: [("take", 6, B)]}),
    (1, (0, 5, 9), (R, Or, G), {1: [("take", 9, G)], 0: [("take", 5, Or)]}),
    (0, (0, 1, 7), (R, Y, B), {0: [("take", 0, R, True)], 1: [("take", 7, B)]}),
    (1, (0, 2, 6), (Or, G, P), {1: [("take", 6, P)], 0: [("take", 0, Or), ("acc", R)]}),
    (0, (2, 4, 8), (R, Y, B), {0: [("take", 2, R), ("acc", R)], 1: [("take", 8, B)]}),
    (1, (7, 3, 9), (P, R, G), {1: [("take", 7, P)], 0: [("take", 3, R)]}),
    (0, (5, 1, 9), (R, Y, B), {0: [("take", 5, R)], 1: [("take", 9, B)]}),
    # the dice Karen leaves would only start green with an 8 or a 9: the learner refuses
    (1, (9, 8, 4), (G, Y, Or), {1: [("take", 4, Y)], 0: [("refuse",)]}),
)

# Late in a game (round 14): seven bridges are claimed, green's is left; the learner
# has hatched eight dice symbols (70 points), has a full orange expedition whose top
# artifact is still there, a doubled purple circle with nothing above it, and green and
# blue one square below an arrow.
LATE_SITUATION = {
    "phase": "active", "active": LEARNER, "round": 14,
    "dice": {"numbers": [5, 3, 9], "colours": ["green", "red", "yellow"]},
    "players": [
        {"expeditions": {
            "red": {"circle": "struck", "numbers": [2, 3, 4, 5, 6, 7, 8]},
            "orange": {"circle": "struck", "numbers": [1, 2, 2, 3, 4, 5, 6, 7, 8]},
            "yellow": {"circle": "struck", "numbers": [2, 3]},
            "green": {"circle": "struck", "numbers": [2, 3, 4, 4]},
            "blue": {"circle": "struck", "numbers": [1, 2, 4, 5, 6]},
            "purple": {"circle": "doubled"}},
         "dice_symbols": 8, "bridges": ["red", "dice"]},
        {"expeditions": {
            "red": {"circle": "struck", "numbers": [1, 2, 3, 3]},
            "orange": {"circle": "struck", "numbers": [1, 1, 2, 3, 4, 5, 6, 7]},
            "yellow": {"circle": "struck", "numbers": [1, 2, 2, 3, 4, 5, 6, 7, 8], "top_artifact": True},
            "green": {"circle": "struck", "numbers": [2, 3, 3, 4, 5, 5]},
            "blue": {"circle": "doubled", "numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9], "top_artifact": True},
            "purple": {"circle": "struck", "numbers": [2, 3, 4, 5, 5, 6, 7, 8]}},
         "dice_symbols": 2, "bridges": ["orange", "yellow", "blue", "purple", "artifacts"]},
    ],
}
LATE_TURNS = (
    # a 5 on green's arrow: blue's 6 again on blue's arrow, then green's 5 again
    (0, None, None, {0: [("take", 5, G), ("acc", B), ("acc", G)], 1: [("take", 3, R)]}),
    # the 0 (as 10) continues the full orange expedition: its top artifact
    (1, (0, 4, 6), (Or, B, R), {1: [("take", 4, R)], 0: [("take", 0, Or)]}),
    # nothing fits the learner's sheet: the ninth refusal; Karen picks from all six dice
    (0, (4, 1, 2), (R, Or, B), {0: [("refuse",)], 1: [("take", 4, R)]}),
    # both cross the last bridge, green's, in this turn: the game ends
    (1, (6, 7, 3), (G, G, B), {1: [("take", 6, G)], 0: [("take", 7, G)]}),
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
    """One turn's actions in the order the engine asks for them, every one checked."""
    active, numbers, colours, choices = turn
    actions: list[Action] = []

    def play(action: Action) -> None:
        nonlocal state
        reason = engine.check(state, action)
        if reason is not None:
            raise ValueError(f"prepared move {action!r} refused: {reason}")
        actions.append(action)
        state = engine.apply(state, action)

    if numbers is not None:
        play(Roll(active, numbers, colours))
    order = [active] + [s for s in range(state.seat_count) if s != active]
    for seat in order:
        for choice in choices[seat]:
            play(_action(seat, choice))
        while seat in state.accelerating:  # a gained acceleration the plan does not use
            play(DeclineAcceleration(seat))
    return actions, state


def _play(state: GameState, turns) -> tuple[tuple[Action, ...], GameState]:
    actions: list[Action] = []
    for turn in turns:
        more, state = _turn_actions(state, turn)
        actions += more
    return tuple(actions), state


def first_game() -> tuple[Action, ...]:
    """Every action of the first game, checked by the rules as it is built."""
    return _play(engine.new_game(options()), FIRST_TURNS)[0]


def late_start() -> GameState:
    return situation.state_from_json(LATE_SITUATION, options())


def late_game() -> tuple[Action, ...]:
    """Every action of the later game from its situation; it ends (all bridges crossed)."""
    actions, state = _play(late_start(), LATE_TURNS)
    if not state.over:
        raise ValueError("the later game does not end")
    return actions


# --- the steps -----------------------------------------------------------------------------------
# Each game's steps in order: (kind, count, topic, marks). A DO step is the learner's
# next ``count`` moves (the other player's moves before them are played first); a SHOW
# step plays the other player's next ``count`` moves (None: to the end of the game).

def _mine(colour: Colour) -> Mark:
    return ("column", LEARNER, colour)


DO, SHOW = StepKind.DO, StepKind.SHOW
FIRST_STEPS = (
    (SHOW, 0, Topic.WELCOME, (("scores", LEARNER),)),
    (DO, 1, Topic.ROLL, (("tray",),)),
    (DO, 1, Topic.ACTIVE_PICK, (("dice",),)),
    (SHOW, 1, Topic.OTHERS_PICK, (("dice",), ("column", OTHER, B))),
    (SHOW, 0, Topic.START, (_mine(Or),)),
    (DO, 1, Topic.RISING, (_mine(Or),)),
    (DO, 2, Topic.CIRCLE, (("circle", LEARNER, R),)),
    (DO, 1, Topic.ZERO_TEN, (_mine(Or),)),
    (DO, 1, Topic.ACCELERATION, (_mine(R),)),
    (DO, 3, Topic.SAME_EXPEDITION, (_mine(R),)),
    (DO, 1, None, ()),
    (DO, 2, Topic.ARTIFACT, (_mine(R), ("artifact_column", LEARNER))),
    (DO, 1, Topic.REFUSAL, (("dice_column", LEARNER), ("dice",))),
)
LATE_STEPS = (
    (DO, 3, Topic.CHAIN, (_mine(G), _mine(B))),
    (DO, 1, Topic.TOP_ARTIFACT, (("top", LEARNER, Or), ("artifact_column", LEARNER))),
    (DO, 2, Topic.EXHAUSTED, (("dice_column", LEARNER),)),
    (SHOW, 1, Topic.ACTIVE_REFUSED, (("dice",), ("column", OTHER, R))),
    (SHOW, 2, Topic.BRIDGE, (("column", OTHER, G), ("bridges", OTHER))),
    (DO, 1, Topic.BRIDGE_SHARED, (_mine(G), ("bridges", LEARNER))),
    (SHOW, None, Topic.END, (("bridges", LEARNER), ("bridges", OTHER))),
    (SHOW, 0, Topic.SCORING, (("scores", LEARNER), _mine(Or))),
    (SHOW, 0, Topic.NEGATIVE, (_mine(Y),)),
    (SHOW, 0, Topic.CIRCLE_ALONE, (_mine(P),)),
    (SHOW, 0, Topic.COLUMNS_SCORE, (("artifact_column", LEARNER), ("dice_column", LEARNER))),
    (SHOW, 0, Topic.WINNER, (("scores", LEARNER), ("scores", OTHER))),
)


def _game_steps(game: int, actions: tuple[Action, ...], plan) -> list[Step]:
    steps = []
    position = 0
    for kind, count, topic, marks in plan:
        if kind is StepKind.DO:
            while actions[position].seat != LEARNER:
                position += 1
            start, position = position, position + count
            if any(a.seat != LEARNER for a in actions[start:position]):
                raise ValueError(f"step {topic}: the learner's moves are not in a row")
            steps.append(Step(kind, start, position, 0, topic, marks, game))
        else:
            end = len(actions) if count is None else position + count
            if any(a.seat == LEARNER for a in actions[position:end]):
                raise ValueError(f"step {topic} would play the learner's moves")
            position = end
            steps.append(Step(kind, position, position, 0, topic, marks, game))
    return steps


def build_steps(first: tuple[Action, ...], late: tuple[Action, ...]) -> tuple[Step, ...]:
    """Both games' steps, each in the chapter its topic (or an earlier step's) opens."""
    steps = _game_steps(FIRST_GAME, first, FIRST_STEPS) + _game_steps(LATE_GAME, late, LATE_STEPS)
    chapter = 0
    for index, step in enumerate(steps):
        if step.topic in CHAPTERS:
            chapter = CHAPTERS.index(step.topic)
        steps[index] = attrs.evolve(step, chapter=chapter)
    return tuple(steps)


def matches(expected: Action, action: Action, state: GameState | None = None) -> bool:
    """The learner's move is the prepared one. A roll is any roll of theirs (the
    prepared faces are used)."""
    if type(expected) is Roll:
        return type(action) is Roll and action.seat == expected.seat
    return action == expected
