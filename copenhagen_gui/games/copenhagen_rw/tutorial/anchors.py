"""What each step of the demo points at: a key naming a thing on the table, for the
coach mark to frame and anchor its bubble to (pure Python, no Qt).

Keys: ("dice",) the tray; ("die", i); ("pad",); ("shape", id); ("cells", player,
cells); ("track", player, colour); ("ability", player, ability); ("bonus", player,
colour); ("sheet", player); ("button", name) a button of the turn panel."""

from __future__ import annotations

from copenhagen_gui.core.record import GameRecord

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
from .script import LEARNER, Step, StepKind, Topic

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
    if isinstance(first, Pass):
        return ("button", "pass")
    return ("sheet", LEARNER)


def topic_anchor(topic: Topic, state: GameState, game: GameRecord, step: Step) -> tuple:
    """The thing an explaining step talks about."""
    if topic is Topic.SETUP:
        tracks = game.options.start_tracks or ()
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
        move = game.actions[step.start] if step.start < len(game.actions) else None
        if isinstance(move, MarkTrack):
            return ("track", move.player, Colour(move.colour))
        return ("dice",)
    if topic is Topic.UNLOCK:
        move = game.actions[step.start - 1] if step.start else None
        if isinstance(move, MarkTrack):
            return ("track", LEARNER, Colour(move.colour))
    return ("sheet", LEARNER)


def anchor(step: Step, moves, state: GameState, game: GameRecord) -> tuple:
    """The key the coach mark points at now: the learner's next click while a move is
    awaited, else the step's topic, else the learner's sheet."""
    if step.kind is StepKind.DO and moves:
        return move_anchor(moves, state)
    if step.topics:
        return topic_anchor(step.topics[0], state, game, step)
    return ("sheet", LEARNER)
