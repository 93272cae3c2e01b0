"""What each step of the demo points at: a key naming a thing on the table, for the
coach mark to frame and anchor its bubble to; what the table lights for the learner's
next move, and which pieces it may pick up for it (pure Python, no Qt).

Keys: ("dice",) the tray; ("die", i); ("pad",); ("shape", id); ("cells", player,
cells); ("track", player, colour); ("ability", player, ability); ("bonus", player,
colour); ("sheet", player); ("button", name) a button of the turn panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from copenhagen_gui.shell.lesson.script import Step, StepKind

from ..rules.actions import (
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    EndTurn,
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
from ..rules.components import Ability, Colour
from ..rules.state import GameState
from .script import LEARNER, Topic

OPPONENT = 1 - LEARNER


def move_anchor(moves, state: GameState) -> tuple:
    """The thing the learner clicks for the first of ``moves``."""
    first = moves[0]
    if isinstance(first, Roll):
        return ("button", "roll")
    if isinstance(first, Reroll):
        return ("ability", LEARNER, Ability.REROLL)
    if isinstance(first, ChangeColour):
        return ("ability", LEARNER, Ability.COLOUR_CHANGE)
    if isinstance(first, UseNoX):
        return ("ability", LEARNER, Ability.NO_X)
    if isinstance(first, DrawOneX):
        return ("ability", LEARNER, Ability.ONE_X)
    if isinstance(first, UseBonus):
        return ("bonus", LEARNER, Colour(first.colour))
    if isinstance(first, ChooseShape):
        if first.shape in state.crossed:
            return ("ability", LEARNER, Ability.NEW_CHOICE)
        return ("shape", first.shape)
    if isinstance(first, Place):
        return ("cells", LEARNER, frozenset(map(tuple, first.cells)))
    if isinstance(first, (MarkX, CoatCell)):
        return ("cells", LEARNER, frozenset({tuple(first.cell)}))
    if isinstance(first, CoatTrack):
        return ("track", LEARNER, Colour(first.colour))
    if isinstance(first, MarkTrack):
        return ("die", first.die)
    if isinstance(first, SkipTrack):
        return ("button", "skip")
    if isinstance(first, EndTurn):
        return ("button", "end-turn")
    if isinstance(first, Pass):  # why: the dice (the button is framed too, see framed)
        return ("dice",)
    return ("sheet", LEARNER)


def topic_anchor(topic: Topic, state: GameState, options: Any, actions: Sequence, step: Step) -> tuple:
    """The thing an explaining step talks about (in the prepared game of ``options``
    and ``actions``)."""
    if topic is Topic.SETUP:
        tracks = options.start_tracks or ()
        own = tracks[LEARNER] if len(tracks) > LEARNER else None
        return ("track", LEARNER, Colour(own)) if own is not None else ("pad",)
    if topic in (Topic.CHOOSE, Topic.NEW_CHOICE):
        return ("pad",)
    if topic is Topic.JOKER:
        jokers = [i for i, face in enumerate(state.turn.dice) if face is Colour.WHITE]
        return ("die", jokers[0]) if jokers else ("dice",)
    if topic in (Topic.ROLL, Topic.REROLL):
        return ("dice",)
    if topic is Topic.OPPONENT:
        return ("sheet", OPPONENT)
    if topic is Topic.PHASE3:
        move = actions[step.start] if step.start < len(actions) else None
        if isinstance(move, MarkTrack):
            return ("track", move.player, Colour(move.colour))
        return ("dice",)
    if topic in (Topic.UNLOCK, Topic.FULL_TRACK):
        move = actions[step.start - 1] if step.start else None
        if isinstance(move, (MarkTrack, CoatTrack)):
            return ("track", LEARNER, Colour(move.colour))
    if topic is Topic.ALL_USED:
        return ("dice",)
    return ("sheet", LEARNER)


def anchor(step: Step, moves, state: GameState, options: Any, actions: Sequence) -> tuple:
    """The key the coach mark points at now: the learner's next click while a move is
    awaited, else the step's topic, else the learner's sheet."""
    if step.kind is StepKind.DO and moves:
        return move_anchor(moves, state)
    if step.topic is not None:
        return topic_anchor(step.topic, state, options, actions, step)
    return ("sheet", LEARNER)


def framed(step: Step, moves, state: GameState, options: Any, actions: Sequence) -> tuple:
    """What the coach frames: the anchor first; passing frames its button as well (the
    bubble sits by the dice, off the building it would hide down by the button)."""
    key = anchor(step, moves, state, options, actions)
    if step.kind is StepKind.DO and moves and isinstance(moves[0], Pass):
        return (key, ("button", "pass"))
    return (key,)


# --- what the table lights for the learner's next move --------------------------------


def target_cells(moves) -> frozenset:
    """Building cells of the learner's next prepared move (to highlight)."""
    for action in moves:
        if isinstance(action, Place):
            return frozenset(map(tuple, action.cells))
        if isinstance(action, (MarkX, CoatCell, DrawOneX)):
            return frozenset({tuple(action.cell)})
        if not isinstance(action, ChooseShape):
            break
    return frozenset()


def target_dice(moves) -> frozenset[int]:
    """Dice of the learner's next prepared move (to light up)."""
    for action in moves[:1]:
        if isinstance(action, (Reroll, ChangeColour)):
            return frozenset(action.dice)
        if isinstance(action, MarkTrack):
            return frozenset({action.die})
    return frozenset()


def picks(expected, piece: tuple, state: GameState) -> bool:
    """Whether picking up ``piece`` (("shape", id), ("ability", seat, ability),
    ("die", i)) is part of making the prepared move ``expected``."""
    dice = state.turn.dice if state.turn is not None else ()

    def same_face(die: int) -> bool:  # any die of that face does (the rules pick one)
        return piece[0] == "die" and 0 <= piece[1] < len(dice) and dice[piece[1]] is dice[die]

    if isinstance(expected, ChooseShape):
        return piece == ("shape", expected.shape) or (
            expected.shape in state.crossed and piece == ("ability", LEARNER, Ability.NEW_CHOICE))
    if isinstance(expected, Place):
        return piece == ("shape", state.turn.shape)
    if isinstance(expected, Reroll):
        return piece == ("ability", LEARNER, Ability.REROLL) or (
            piece[0] == "die" and piece[1] in expected.dice)
    if isinstance(expected, ChangeColour):
        return piece == ("ability", LEARNER, Ability.COLOUR_CHANGE) or same_face(expected.dice[0])
    if isinstance(expected, DrawOneX):
        return piece == ("ability", LEARNER, Ability.ONE_X)
    if isinstance(expected, MarkTrack):
        return same_face(expected.die)
    return False
