"""Why a Roll & Write move was made, told after it in the watcher's commentary: what it
did by the rules (the lines it completed and their points, the coats of arms earned,
the symbols unlocked, the track completed: the engine's own events of that very move)
and what it chose over (the only place or the biggest shape, the dice left to the
others, the shape that fits nowhere). Each reason is one short sentence.

The facts come from the engine (the move applied to the state it was made in) and
from the hints' ``explain`` (``bots.hints``), never from an estimate of our own."""

from __future__ import annotations

from PySide6.QtCore import QObject

from copenhagen_gui.shell.text import fill

from ..bots import HintKind, explain
from ..rules import engine
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
    UseBonus,
    UseNoX,
)
from ..rules.components import SHAPES, SHAPES_BY_ID, TRACK_LENGTH, TRACKS, Colour, Symbol
from ..rules.state import EventKind, GameState, Reason
from . import texts

# What a move achieves: told by its reasons, not as sentences of their own.
EFFECT_KINDS = frozenset({EventKind.ROW_SCORED, EventKind.COLUMN_SCORED, EventKind.COAT_EARNED,
                          EventKind.SYMBOL_UNLOCKED, EventKind.TRACK_COMPLETED})


class WatchWhy(QObject):
    """Owner of the "WatchWhy" translation context (``WatchWhy.tr`` on the class)."""


def reasons(before: GameState, action, after: GameState) -> list[str]:
    """Why ``action``, made in ``before`` (``after``: the state it led to), was worth
    making: a sentence each; [] when there is nothing to add to the move itself."""
    return _choice(before, action, after) + _effects(action, after)


def _effects(action, after: GameState) -> list[str]:
    """What the engine did for the player with this move: lines, coats, symbols, track."""
    own = [e for e in after.events if e.player == action.player and e.kind in EFFECT_KINDS]
    said = []
    lines = [e for e in own if e.kind in (EventKind.ROW_SCORED, EventKind.COLUMN_SCORED)]
    if lines:
        points = sum(e.points for e in lines)
        said.append(fill(WatchWhy.tr("It completes %1 for %2."), _lines(e.value for e in lines),
                         texts.points_text(points)))
        crosses = after.players[action.player].crosses
        windows = [e.value for e in lines if not crosses & e.value.mask]
        if windows:
            said.append(fill(WatchWhy.tr("Only windows in %1: double points."), _lines(windows)))
    coats = sum(1 for e in own if e.kind is EventKind.COAT_EARNED)
    if coats:
        said.append(WatchWhy.tr("It earns %n coat(s) of arms.", None, coats))
    unlocked = [_symbol(*e.value) for e in own if e.kind is EventKind.SYMBOL_UNLOCKED]
    if unlocked:
        said.append(fill(WatchWhy.tr("It unlocks %1 for later turns."), texts.join_names(unlocked)))
    for e in own:
        if e.kind is EventKind.TRACK_COMPLETED:
            said.append(fill(WatchWhy.tr("It completes the track for %1."), texts.points_text(e.points)))
    if not said and isinstance(action, (MarkTrack, CoatTrack)):
        said.append(_track_progress(after, action))
    return said


def _symbol(colour, box: int) -> str:
    """A symbol of a track, after "unlocks": a bonus (+) or the star of its ability."""
    track = TRACKS[Colour(colour).index]
    if track.symbol_at(box) is Symbol.BONUS:
        return WatchWhy.tr("a bonus (+)")
    return fill(WatchWhy.tr("a “%1” star"), texts.ability_name(track.ability))


def _track_progress(after: GameState, action) -> str:
    """How far the track marked now is from its next symbol (or from its end)."""
    track = TRACKS[Colour(action.colour).index]
    marked = after.players[action.player].tracks[track.colour.index]
    ahead = [box for box in range(marked + 1, TRACK_LENGTH + 1) if track.symbol_at(box)]
    if ahead:
        return WatchWhy.tr("%n more box(es) to its next symbol.", None, ahead[0] - marked)
    return WatchWhy.tr("%n more box(es) to complete it.", None, TRACK_LENGTH - marked)


def _choice(before: GameState, action, after: GameState) -> list[str]:
    """What the move was chosen over, or what it makes possible, by the rules."""
    if isinstance(action, Reroll):
        kept = [face for i, face in enumerate(before.turn.dice) if i not in action.dice]
        if not kept:
            return [WatchWhy.tr("No die was worth keeping.")]
        return [fill(WatchWhy.tr("Kept: %1. More dice of one colour make a bigger shape."),
                     _faces(kept))]
    if isinstance(action, (ChangeColour, UseBonus)):
        shape = explain(before, action).shape
        return [fill(WatchWhy.tr("Now it can take the %1."), _shape(shape))] if shape else []
    if isinstance(action, ChooseShape):
        return _shape_choice(before, action)
    if isinstance(action, Place):
        return _drawing(before, action, after)
    if isinstance(action, MarkX):
        reason = explain(before, action)
        if reason.kind is HintKind.MARK_X_SPARES and reason.lines:
            return [fill(WatchWhy.tr("The X spares %1, which can still score double."),
                         _lines(reason.lines))]
        if reason.kind is HintKind.MARK_X_SPARES:
            return [WatchWhy.tr("No line of the drawing keeps windows only.")]
        return []  # the lines it completes say it
    if isinstance(action, (DrawOneX, CoatCell)):
        if any(e.kind in (EventKind.ROW_SCORED, EventKind.COLUMN_SCORED) for e in after.events):
            return []  # the lines it completes say it
        return [fill(WatchWhy.tr("It fills %1."), texts.cell_name(action.cell))]
    if isinstance(action, UseNoX):
        return _no_x(before, action, after)
    if isinstance(action, Pass):
        return [_why_pass(before)]
    if isinstance(action, EndTurn):
        return [WatchWhy.tr("It keeps “One X” for a later turn.")]
    return []


def _no_x(before: GameState, action: UseNoX, after: GameState) -> list[str]:
    """Why "No X" now: the next One X cell, or lines kept to windows (the lines it
    completes at once are said by the effects)."""
    reason = explain(before, action)
    if reason.kind is HintKind.NO_X_CELL:
        return [WatchWhy.tr("Its next “One X” cell gets a window instead of an X.")]
    if any(e.kind in (EventKind.ROW_SCORED, EventKind.COLUMN_SCORED) for e in after.events):
        return []
    if reason.lines:
        return [fill(WatchWhy.tr("Only windows in %1, which may then score double."), _lines(reason.lines))]
    return [WatchWhy.tr("The drawing gets windows only.")]


def _lines(lines) -> str:
    return texts.join_names([texts.line_name(line) for line in lines])


def _faces(faces) -> str:
    return texts.join_names([texts.colour_noun(face) for face in faces])


def _shape(shape_id: str) -> str:
    shape = SHAPES_BY_ID[shape_id]
    return texts.shape_phrase(shape.colour, shape.size)


def _shape_choice(before: GameState, action: ChooseShape) -> list[str]:
    """The only or the biggest shape it could take, the jokers it takes, and the dice it
    leaves to the others."""
    said = []
    takeable = [s for s in SHAPES if engine.shape_reason(before, s.id) is None]
    size = SHAPES_BY_ID[action.shape].size
    if [s.id for s in takeable] == [action.shape]:
        said.append(WatchWhy.tr("The only shape it can take."))
    elif len(takeable) > 1 and size == max(s.size for s in takeable):
        said.append(WatchWhy.tr("No bigger shape is possible."))
    jokers = sum(1 for i in action.dice if before.turn.dice[i] is Colour.WHITE)
    if jokers:
        said.append(WatchWhy.tr("It uses %n joker(s).", None, jokers))
    left = [face for i, face in enumerate(before.turn.dice) if i not in action.dice]
    if left:
        said.append(fill(WatchWhy.tr("Left for the others' tracks: %1."), _faces(left)))
    else:
        said.append(WatchWhy.tr("It takes all five dice: none is left to the others."))
    return said


def _drawing(before: GameState, action: Place, after: GameState) -> list[str]:
    """The only place, the lines the drawing fills, or what it leaves for later."""
    said = []
    if len(engine.placements(before.sheet.filled, before.turn.shape)) == 1:
        said.append(WatchWhy.tr("The only place where it fits."))
    reason = explain(before, action)
    if reason.kind is HintKind.PLACE_SCORES and after.turn.placed:  # (with "No X" it has scored)
        said.append(fill(WatchWhy.tr("It fills %1; the X decides the points."), _lines(reason.lines)))
    elif reason.kind is HintKind.PLACE_PREPARES:
        said.append(fill(WatchWhy.tr("It leaves %1 one or two cells short."), _lines(reason.lines)))
    elif reason.kind is HintKind.PLACE_LOW:
        said.append(WatchWhy.tr("It stays low and leaves no hole underneath."))
    return said


def _why_pass(before: GameState) -> str:
    """A shape its dice allow that fits nowhere, or no shape matching its dice at all."""
    roomless = [s for s in SHAPES if engine.shape_reason(before, s.id) is Reason.NO_ROOM]
    if roomless:
        biggest = max(roomless, key=lambda s: s.size)
        return fill(WatchWhy.tr("Its dice allow the %1, but it fits nowhere."), _shape(biggest.id))
    return WatchWhy.tr("No shape left on the pad matches its dice.")
