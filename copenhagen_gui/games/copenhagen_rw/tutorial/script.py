"""The prepared game of the guided demo, and where each rule first applies in it.

Pure Python (no Qt): the demo is a fixed two-player game stored as an ordinary game
record (``resources/tutorial/game.json``: every roll carries its faces). The learner
plays seat 0, the other seat is scripted. ``build_steps`` cuts the game into steps:
a step either waits for the learner to make one or a few of their own moves, or
explains one rule (after a move of the other player, or as the result of the
learner's move). One idea per step: a move that brings up several rules at once gets
an explaining step for each. The learner makes every move of their own seat; a
stretch of moves that teaches nothing new is a "practice" step (no topic). Only the
other player's moves are played by the demo. The steps are grouped in chapters, each
opened by the first step of one of ``CHAPTERS``; the shared "Learn the game"
(``shell.lesson``) plays them.
"""

from __future__ import annotations

import enum
from pathlib import Path

from copenhagen_gui.core.record import GameRecord, loads, replay
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell.lesson.script import Step, StepKind

from ..rules.actions import (
    Action,
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Reroll,
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from ..rules.components import Colour
from ..rules.state import EventKind, GameState

LEARNER = 0
# Topics that are the result of a move: explained once the move is made.
RESULT_TOPICS = frozenset({"row", "column", "unlock", "last_round", "end"})


class Topic(str, enum.Enum):
    """A rule the demo explains, in the order they usually come up. Each has a
    title and a text per language in resources/tutorial/<lang>.json."""

    WELCOME = "welcome"
    SETUP = "setup"  # the two-player setup: start tracks, crossed-out 4-cell shapes
    ROLL = "roll"
    CHOOSE = "choose"
    JOKER = "joker"
    DRAW = "draw"
    X_CELL = "x_cell"
    OPPONENT = "opponent"
    PHASE3 = "phase3"
    UNLOCK = "unlock"
    ROW = "row"
    COLUMN = "column"
    COAT = "coat"
    BONUS = "bonus"
    REROLL = "reroll"
    NO_X = "no_x"
    ONE_X = "one_x"
    COLOUR_CHANGE = "colour_change"
    NEW_CHOICE = "new_choice"
    PASS = "pass"
    LAST_ROUND = "last_round"
    END = "end"


# Topics every prepared game must show (PASS depends on the dice: optional).
REQUIRED = frozenset(Topic) - {Topic.PASS}

_ACTION_TOPICS = {
    Roll: Topic.ROLL,
    ChooseShape: Topic.CHOOSE,
    Place: Topic.DRAW,
    MarkX: Topic.X_CELL,
    MarkTrack: Topic.PHASE3,
    SkipTrack: Topic.PHASE3,
    CoatCell: Topic.COAT,
    CoatTrack: Topic.COAT,
    UseBonus: Topic.BONUS,
    Reroll: Topic.REROLL,
    UseNoX: Topic.NO_X,
    DrawOneX: Topic.ONE_X,
    ChangeColour: Topic.COLOUR_CHANGE,
    Pass: Topic.PASS,
}


# The chapters, each opened by the first step of its topic (in the lesson's order).
CHAPTERS = (Topic.WELCOME, Topic.ROLL, Topic.PHASE3, Topic.BONUS, Topic.ONE_X,
            Topic.COLOUR_CHANGE, Topic.LAST_ROUND)


def load_game(path: Path | None = None) -> GameRecord:
    path = path or resource_path("tutorial", "game.json")
    return loads(Path(path).read_text(encoding="utf-8"))


def _topics_of(before: GameState, action: Action, after: GameState) -> list[Topic]:
    """The topics an action shows (first use or not)."""
    found: list[Topic] = []
    events = {e.kind for e in after.events if e.player == action.player}
    if action.player == LEARNER:
        topic = _ACTION_TOPICS.get(type(action))
        if topic is not None:
            found.append(topic)
        if isinstance(action, ChooseShape):
            if any(before.turn.dice[d] is Colour.WHITE for d in action.dice):
                found.append(Topic.JOKER)
            if action.shape in before.crossed:
                found.append(Topic.NEW_CHOICE)
        if EventKind.ROW_SCORED in events:
            found.append(Topic.ROW)
        if EventKind.COLUMN_SCORED in events:
            found.append(Topic.COLUMN)
        if EventKind.SYMBOL_UNLOCKED in events:
            found.append(Topic.UNLOCK)
    elif isinstance(action, Roll):
        found.append(Topic.OPPONENT)
    elif isinstance(action, (MarkTrack, SkipTrack)):
        found.append(Topic.PHASE3)
    kinds = {e.kind for e in after.events}
    if EventKind.LAST_ROUND in kinds:
        found.append(Topic.LAST_ROUND)
    if EventKind.GAME_ENDED in kinds:
        found.append(Topic.END)
    return found


def first_topics(record: GameRecord) -> dict[int, tuple[Topic, ...]]:
    """Action index -> the topics that apply there for the first time."""
    states = replay(record, upto=len(record.actions))
    seen: set[Topic] = set()
    result: dict[int, tuple[Topic, ...]] = {}
    for i, action in enumerate(record.actions):
        new = [t for t in _topics_of(states[i], action, states[i + 1]) if t not in seen]
        seen.update(new)
        if new:
            result[i] = tuple(dict.fromkeys(new))
    return result


def build_steps(record: GameRecord) -> list[Step]:
    """The demo's steps: every move of the learner is in a DO step; between steps the
    demo plays only the other player's moves. A DO step waits for the learner's
    moves ``start..end``; a SHOW step shows the other player's move(s) ``start..end``
    (or none) and explains one topic."""
    topics = first_topics(record)
    cut: list[tuple[StepKind, int, int, Topic | None]] = [(StepKind.SHOW, 0, 0, Topic.WELCOME)]
    if record.options.player_count == 2:
        cut.append((StepKind.SHOW, 0, 0, Topic.SETUP))
    i = 0
    actions = record.actions
    while i < len(actions):
        action = actions[i]
        new = topics.get(i, ())
        if action.player == LEARNER:
            end = i + 1
            # Picking a shape and drawing it are one click on the building.
            if isinstance(action, ChooseShape) and end < len(actions) and isinstance(actions[end], Place):
                new = tuple(dict.fromkeys(new + topics.get(end, ())))
                end += 1
            before = [t for t in new if t.value not in RESULT_TOPICS]
            after = [t for t in new if t.value in RESULT_TOPICS]
            cut += [(StepKind.SHOW, i, i, t) for t in before[:-1]]
            kind, start, last_end, topic = cut[-1]
            if not before and kind is StepKind.DO and topic is None and last_end == i:
                cut[-1] = (StepKind.DO, start, end, None)  # more practice, same step
            else:
                cut.append((StepKind.DO, i, end, before[-1] if before else None))
            cut += [(StepKind.SHOW, end, end, t) for t in after]
            i = end
        elif new:
            cut.append((StepKind.SHOW, i, i + 1, new[0]))
            cut += [(StepKind.SHOW, i + 1, i + 1, t) for t in new[1:]]
            i += 1
        else:
            i += 1
    steps, chapter = [], 0
    for kind, start, end, topic in cut:
        if topic in CHAPTERS:
            chapter = max(chapter, CHAPTERS.index(topic))
        steps.append(Step(kind, start, end, chapter, topic))
    return steps


def matches(expected: Action, actual: Action, state: GameState) -> bool:
    """Whether the learner's move is the prepared one. Rolls match whatever their
    (empty) faces; a shape matches whatever dice the interface picked for it (the
    prepared dice are used); a phase-3 pick matches a die of the same face."""
    if type(expected) is not type(actual) or expected.player != actual.player:
        return False
    if isinstance(expected, Roll):
        return True
    if isinstance(expected, Reroll):
        return sorted(expected.dice) == sorted(actual.dice)
    if isinstance(expected, ChangeColour):
        # The same number of dice of the same colour, turned to the same face.
        dice = state.turn.dice
        faces = {dice[d] for d in actual.dice if 0 <= d < len(dice)}
        return (len(actual.dice) == len(expected.dice) and actual.face is expected.face
                and faces == {dice[d] for d in expected.dice})
    if isinstance(expected, ChooseShape):
        return expected.shape == actual.shape
    if isinstance(expected, Place):
        return frozenset(map(tuple, expected.cells)) == frozenset(map(tuple, actual.cells))
    if isinstance(expected, MarkTrack):
        dice = state.turn.dice
        return (expected.colour is actual.colour and 0 <= actual.die < len(dice)
                and dice[actual.die] is dice[expected.die])
    return expected == actual


def coverage(record: GameRecord) -> set[Topic]:
    found: set[Topic] = {Topic.WELCOME, Topic.SETUP}
    for topics in first_topics(record).values():
        found.update(topics)
    return found


__all__ = [
    "LEARNER", "Topic", "REQUIRED", "CHAPTERS", "load_game", "first_topics", "build_steps",
    "matches", "coverage",
]
