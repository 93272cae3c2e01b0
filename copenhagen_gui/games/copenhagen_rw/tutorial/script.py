"""The lesson's prepared games, and where each rule first applies in them.

Pure Python (no Qt). The lesson plays a fixed two-player game stored as an ordinary
game record (``resources/tutorial/game.json``: every roll carries its faces): its first
turns from the start, then, for the later rules, a few short stretches of it started
from the situation the game had reached there (docs/situations.md), so that nobody
plays twenty turns to meet a rule; two rules the game never shows (passing, a coat of
arms that earns another) start from prepared tables of ``situations``. The learner
plays seat 0, the other seat is scripted.

``build_steps`` cuts the games into steps: a step either waits for the learner to make
one or a few of their own moves, or explains one rule (after a move of the other
player, or as the result of the learner's move). One idea per step: a move that brings
up several rules at once gets an explaining step for each, and a rule is explained
once. The learner makes every move of their own seat; a stretch of moves that teaches
nothing new is a "practice" step (no topic). Only the other player's moves are played
by the lesson. The steps are grouped in chapters, each opened by the first step of one
of ``CHAPTERS``; the shared "Learn the game" (``shell.lesson``) plays them.
"""

from __future__ import annotations

import enum
from functools import cache
from pathlib import Path

from copenhagen_gui.core.record import GameRecord, loads, replay
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell.lesson.script import PreparedGame, Step, StepKind

from ..rules import engine, situation
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
from ..rules.state import EventKind, GameState, NothingToMark
from . import situations

LEARNER = 0


class Topic(str, enum.Enum):
    """A rule the lesson explains, in the order they come up. Each has a title and a
    text per language in resources/tutorial/<lang>.json."""

    WELCOME = "welcome"
    SETUP = "setup"  # the two-player setup: the start tracks
    ROLL = "roll"
    CHOOSE = "choose"
    JOKER = "joker"
    DRAW = "draw"
    X_CELL = "x_cell"
    OPPONENT = "opponent"
    PHASE3 = "phase3"
    UNLOCK = "unlock"
    PASS = "pass"
    ROW = "row"
    COLUMN = "column"
    COAT = "coat"
    COAT_CHAIN = "coat_chain"  # a coat's window completes another coat line
    FULL_TRACK = "full_track"  # the ninth box: 2 points
    ALL_USED = "all_used"  # every die used: nobody marks a box
    BONUS = "bonus"
    REROLL = "reroll"
    NO_X = "no_x"
    ONE_X = "one_x"
    COLOUR_CHANGE = "colour_change"
    NEW_CHOICE = "new_choice"
    LAST_ROUND = "last_round"
    END = "end"


# Topics that are the result of a move: explained once the move is made.
RESULT_TOPICS = frozenset({Topic.ROW, Topic.COLUMN, Topic.UNLOCK, Topic.COAT_CHAIN, Topic.FULL_TRACK,
                           Topic.ALL_USED, Topic.LAST_ROUND, Topic.END})
# Every topic has its step.
REQUIRED = frozenset(Topic)

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

# The lesson's games in order: a stretch (first, end) of the recorded game, started
# from the situation it had reached at ``first`` (the first one from the start), or a
# prepared table of ``situations`` with its moves.
PARTS = (
    (0, 13),  # the first turns: roll, shapes, drawing, the leftover dice, unlocking
    (situations.PASSING, situations.PASSING_MOVES),
    (14, 19),  # a bonus, a row, a coat of arms
    (situations.CHAIN, situations.CHAIN_MOVES),
    (44, 45),  # One X
    (73, 76),  # a column
    (102, 107),  # Colour change, New choice
    (118, 123),  # No X
    (134, 147),  # the last round and the end
)


def load_game(path: Path | None = None) -> GameRecord:
    path = path or resource_path("tutorial", "game.json")
    return loads(Path(path).read_text(encoding="utf-8"))


@cache
def prepared_games() -> tuple[PreparedGame, ...]:
    """The lesson's games (``PARTS``), each with its options, start and moves."""
    record = load_game()
    states = replay(record, upto=len(record.actions))
    seed = record.seed if record.seed is not None else 1
    games = []
    for part in PARTS:
        if isinstance(part[0], dict):
            table, moves = part
        else:
            first, end = part
            table = None if first == 0 else situation.state_to_json(states[first])
            moves = record.actions[first:end]
        games.append(PreparedGame(record.options, moves, seed, situation=table))
    return tuple(games)


def start_state(game: PreparedGame) -> GameState:
    if game.situation is None:
        return engine.new_game(game.options)
    return situation.state_from_json(game.situation, game.options)


def _topics_of(before: GameState, action: Action, after: GameState) -> list[Topic]:
    """The topics an action shows (first use or not)."""
    found: list[Topic] = []
    events = [e for e in after.events if e.player == action.player]
    kinds = {e.kind for e in events}
    if action.player == LEARNER:
        topic = _ACTION_TOPICS.get(type(action))
        if topic is not None:
            found.append(topic)
        if isinstance(action, ChooseShape):
            if any(before.turn.dice[d] is Colour.WHITE for d in action.dice):
                found.append(Topic.JOKER)
            if action.shape in before.crossed:
                found.append(Topic.NEW_CHOICE)
        if EventKind.ROW_SCORED in kinds:
            found.append(Topic.ROW)
        if EventKind.COLUMN_SCORED in kinds:
            found.append(Topic.COLUMN)
        if EventKind.SYMBOL_UNLOCKED in kinds:
            found.append(Topic.UNLOCK)
        if isinstance(action, CoatCell) and EventKind.COAT_EARNED in kinds:
            found.append(Topic.COAT_CHAIN)
        if EventKind.TRACK_COMPLETED in kinds:
            found.append(Topic.FULL_TRACK)
    elif isinstance(action, Roll):
        found.append(Topic.OPPONENT)
    elif isinstance(action, (MarkTrack, SkipTrack)):
        found.append(Topic.PHASE3)
    if any(e.kind is EventKind.NOTHING_TO_MARK and e.value is NothingToMark.NO_DIE_LEFT
           for e in after.events):
        found.append(Topic.ALL_USED)
    kinds = {e.kind for e in after.events}
    if EventKind.LAST_ROUND in kinds:
        found.append(Topic.LAST_ROUND)
    if EventKind.GAME_ENDED in kinds:
        found.append(Topic.END)
    return found


def first_topics(games=None) -> list[dict[int, tuple[Topic, ...]]]:
    """For each game: action index -> the topics that apply there for the first time
    in the lesson."""
    seen: set[Topic] = set()
    result = []
    for game in games or prepared_games():
        state, found = start_state(game), {}
        for i, action in enumerate(game.actions):
            after = engine.apply(state, action)
            new = [t for t in _topics_of(state, action, after) if t not in seen]
            seen.update(new)
            if new:
                found[i] = tuple(dict.fromkeys(new))
            state = after
        result.append(found)
    return result


def _cut(actions, topics: dict[int, tuple[Topic, ...]]) -> list[tuple[StepKind, int, int, Topic | None]]:
    """One game's steps: every move of the learner is in a DO step; between steps the
    lesson plays only the other player's moves. A DO step waits for the learner's
    moves ``start..end``; a SHOW step shows the other player's move(s) ``start..end``
    (or none) and explains one topic."""
    cut: list[tuple[StepKind, int, int, Topic | None]] = []
    i = 0
    while i < len(actions):
        action = actions[i]
        new = topics.get(i, ())
        if action.player == LEARNER:
            end = i + 1
            # Picking a shape and drawing it are one click on the building.
            if isinstance(action, ChooseShape) and end < len(actions) and isinstance(actions[end], Place):
                new = tuple(dict.fromkeys(new + topics.get(end, ())))
                end += 1
            before = [t for t in new if t not in RESULT_TOPICS]
            after = [t for t in new if t in RESULT_TOPICS]
            cut += [(StepKind.SHOW, i, i, t) for t in before[:-1]]
            kind, start, last_end, topic = cut[-1] if cut else (None, 0, 0, None)
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
    return cut


def build_steps(games=None) -> list[Step]:
    """The lesson's steps over its games, in chapters."""
    games = games or prepared_games()
    steps, chapter = [], 0
    opening = [(StepKind.SHOW, 0, 0, Topic.WELCOME)]
    if games[0].options.player_count == 2:
        opening.append((StepKind.SHOW, 0, 0, Topic.SETUP))
    for index, (game, topics) in enumerate(zip(games, first_topics(games))):
        cut = (opening if index == 0 else []) + _cut(game.actions, topics)
        for kind, start, end, topic in cut:
            if topic in CHAPTERS:
                chapter = max(chapter, CHAPTERS.index(topic))
            steps.append(Step(kind, start, end, chapter, topic, game=index))
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


def coverage(games=None) -> set[Topic]:
    """The topics the lesson's steps explain."""
    return {step.topic for step in build_steps(games) if step.topic is not None}


__all__ = [
    "LEARNER", "Topic", "REQUIRED", "CHAPTERS", "PARTS", "load_game", "prepared_games",
    "start_state", "first_topics", "build_steps", "matches", "coverage",
]
