"""Why an action is a good idea, as data the user interface turns into a sentence.

``explain(state, action)`` looks at what the action does (the engine's events on a
copy of the state) and classifies it into a ``HintKind`` with the few facts a
sentence needs: points, lines, a colour, a shape, an ability, a symbol. No text
lives here: the UI translates each kind into the player's language.

A hint shows a whole move (a shape with the drawing and the X that follow it), and
``explain_move`` describes that very move: the lines it completes and the points it
scores are what the engine does when the move is applied, never an estimate.
"""

from __future__ import annotations

import enum

import attrs

from ..rules import engine
from ..rules.actions import (
    Action,
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
from ..rules.components import (
    LINES,
    SHAPES,
    SHAPES_BY_ID,
    TRACK_COLOURS,
    TRACKS,
    Ability,
    Cell,
    Colour,
    Line,
    Symbol,
    cells_to_mask,
    mask_to_cells,
)
from ..rules.state import EventKind, GameState, Phase
from .evaluate import covered


class HintKind(str, enum.Enum):
    ROLL = "roll"  # roll the five dice
    REROLL = "reroll"  # reroll `count` dice, keeping the `colour` ones
    COLOUR_CHANGE = "colour_change"  # turn `count` dice into `colour`: `shape` becomes takeable
    USE_BONUS = "use_bonus"  # a `colour` + makes `shape` (the biggest now takeable) affordable
    NO_X = "no_x"  # keep only windows: `points` now, or all-window `lines` kept
    NO_X_CELL = "no_x_cell"  # a No X star for the next One X cell (ruling 9)
    ONE_X_SCORES = "one_x_scores"  # an extra cell completes `lines` for `points`
    ONE_X_FILLS = "one_x_fills"  # an extra cell fills a gap at `cells`
    NEW_CHOICE = "new_choice"  # take the crossed-out `shape` again
    CHOOSE_SHAPE = "choose_shape"  # take `shape` (`count` cells); `points` it can score now
    PASS = "pass"  # no available shape fits the dice and the building
    PLACE_SCORES = "place_scores"  # the drawing completes `lines` for `points`
    PLACE_PREPARES = "place_prepares"  # the drawing leaves `lines` one or two cells short
    PLACE_LOW = "place_low"  # the drawing stays low and covers no empty cell
    PLACE_FITS = "place_fits"  # the least harmful spot left
    MARK_X_SCORES = "mark_x_scores"  # with the X there, `lines` score `points`
    MARK_X_SPARES = "mark_x_spares"  # the X goes where it spoils no all-window line
    COAT_CELL_SCORES = "coat_cell_scores"  # the free window completes `lines` for `points`
    COAT_CELL = "coat_cell"  # the free window fills a gap at `cells`
    COAT_TRACK = "coat_track"  # two boxes on the `colour` track (unlocking `symbol`, `points`)
    END_TURN = "end_turn"  # keep the One X for a later turn
    MARK_TRACK_UNLOCKS = "mark_track_unlocks"  # marking `colour` unlocks `symbol` (`ability`)
    MARK_TRACK_COMPLETES = "mark_track_completes"  # marking `colour` fills the track: `points`
    MARK_TRACK_PROGRESS = "mark_track_progress"  # marking `colour` nears its next symbol
    SKIP_TRACK = "skip_track"  # nothing left worth marking


@attrs.frozen
class HintReason:
    kind: HintKind
    colour: Colour | None = None
    shape: str | None = None
    ability: Ability | None = None
    symbol: Symbol | None = None
    points: int = 0
    count: int = 0
    lines: tuple[Line, ...] = ()
    cells: tuple[Cell, ...] = ()


def _scored(events) -> tuple[tuple[Line, ...], int]:
    lines, points = [], 0
    for e in events:
        if e.kind in (EventKind.ROW_SCORED, EventKind.COLUMN_SCORED):
            lines.append(e.value)
            points += e.points
        elif e.kind is EventKind.TRACK_COMPLETED:
            points += e.points
    return tuple(lines), points


def _unlocked(events) -> tuple[Colour, int] | None:
    for e in events:
        if e.kind is EventKind.SYMBOL_UNLOCKED:
            return e.value
    return None


def _after(state: GameState, action: Action):
    try:
        return engine.apply(state, action)
    except engine.IllegalAction:
        return None


def _track_hint(colour: Colour, events) -> HintReason:
    _, points = _scored(events)
    if points:
        return HintReason(HintKind.MARK_TRACK_COMPLETES, colour=colour, points=points)
    found = _unlocked(events)
    if found:
        track = TRACKS[colour.index]
        symbol = track.symbol_at(found[1])
        ability = track.ability if symbol is Symbol.STAR else None
        return HintReason(HintKind.MARK_TRACK_UNLOCKS, colour=colour, symbol=symbol, ability=ability)
    return HintReason(HintKind.MARK_TRACK_PROGRESS, colour=colour)


def _biggest_shape(state: GameState, action: Action, colour: Colour) -> str | None:
    """The largest shape of ``colour`` the player could take after ``action``."""
    after = _after(state, action)
    if after is None or after.phase is not Phase.CHOOSE:
        return None
    if colour is Colour.WHITE:  # jokers: any colour
        colours = set(TRACK_COLOURS)
    else:
        colours = {colour}
    takeable = [
        s for s in SHAPES
        if s.colour in colours and s.id not in after.crossed and engine.shape_reason(after, s.id) is None
    ]
    return max(takeable, key=lambda s: s.size).id if takeable else None


def explain(state: GameState, action: Action) -> HintReason:
    """The reason to play ``action`` in ``state`` (meant for legal actions)."""
    if isinstance(action, Roll):
        return HintReason(HintKind.ROLL)
    if isinstance(action, Reroll):
        kept = [f for i, f in enumerate(state.turn.dice) if i not in action.dice and f is not Colour.WHITE]
        colour = max(dict.fromkeys(kept), key=kept.count) if kept else None
        return HintReason(HintKind.REROLL, colour=colour, count=len(action.dice))
    if isinstance(action, ChangeColour):
        return HintReason(HintKind.COLOUR_CHANGE, colour=action.face, count=len(action.dice),
                          shape=_biggest_shape(state, action, action.face))
    if isinstance(action, UseBonus):
        return HintReason(HintKind.USE_BONUS, colour=action.colour,
                          shape=_biggest_shape(state, action, action.colour))
    if isinstance(action, Pass):
        return HintReason(HintKind.PASS)
    if isinstance(action, EndTurn):
        return HintReason(HintKind.END_TURN, ability=Ability.ONE_X)
    if isinstance(action, SkipTrack):
        return HintReason(HintKind.SKIP_TRACK)
    if isinstance(action, (ChooseShape, Place)):
        return explain_move(state, (action,))
    after = _after(state, action)
    events = after.events if after is not None else ()
    lines, points = _scored(events)
    if isinstance(action, UseNoX):
        if after is not None and after.turn.no_x_cell and not state.turn.no_x_cell:
            return HintReason(HintKind.NO_X_CELL, ability=Ability.NO_X)
        windows = tuple(ln for ln in LINES if not (state.sheet.crosses & ln.mask)
                        and state.turn.placed & ln.mask)
        return HintReason(HintKind.NO_X, ability=Ability.NO_X, points=points, lines=lines or windows)
    if isinstance(action, DrawOneX):
        if points:
            return HintReason(HintKind.ONE_X_SCORES, ability=Ability.ONE_X, points=points,
                              lines=lines, cells=(action.cell,))
        return HintReason(HintKind.ONE_X_FILLS, ability=Ability.ONE_X, cells=(action.cell,))
    if isinstance(action, MarkX):
        if points:
            return HintReason(HintKind.MARK_X_SCORES, points=points, lines=lines, cells=(action.cell,))
        spared = tuple(
            ln for ln in LINES
            if ln.mask & state.turn.placed and not ln.mask & cells_to_mask([action.cell])
            and not state.sheet.crosses & ln.mask
        )
        return HintReason(HintKind.MARK_X_SPARES, lines=spared, cells=(action.cell,))
    if isinstance(action, CoatCell):
        if points:
            return HintReason(HintKind.COAT_CELL_SCORES, points=points, lines=lines, cells=(action.cell,))
        return HintReason(HintKind.COAT_CELL, cells=(action.cell,))
    if isinstance(action, CoatTrack):
        found = _unlocked(events)
        symbol = TRACKS[action.colour.index].symbol_at(found[1]) if found else None
        ability = TRACKS[action.colour.index].ability if symbol is Symbol.STAR else None
        return HintReason(HintKind.COAT_TRACK, colour=action.colour, symbol=symbol,
                          ability=ability, points=points)
    if isinstance(action, MarkTrack):
        return _track_hint(action.colour, events)
    raise TypeError(f"not an action: {action!r}")


def effect(state: GameState, move) -> tuple[GameState, tuple[Line, ...], int]:
    """What the engine does with ``move`` (actions of one player, in order): the state
    after it, the lines it completes and the points its player gains."""
    seat = move[0].player
    after, lines = state, []
    for action in move:
        after = engine.apply(after, action)
        lines += [e.value for e in after.events
                  if e.kind in (EventKind.ROW_SCORED, EventKind.COLUMN_SCORED)]
    return after, tuple(lines), after.players[seat].points - state.players[seat].points


def explain_move(state: GameState, move) -> HintReason:
    """The reason for ``move``: one action, or a shape's choice with the drawing and
    the X that follow it as the hint shows them. Lines and points are the engine's."""
    first = move[0]
    if isinstance(first, ChooseShape):
        return _shape_reason(state, move)
    if isinstance(first, Place):
        return _place_reason(state, move)
    return explain(state, first)


def _shape_reason(state: GameState, move) -> HintReason:
    """A shape to take; with its drawing and X in ``move``, what they score."""
    first = move[0]
    shape = SHAPES_BY_ID[first.shape]
    kind = HintKind.NEW_CHOICE if first.shape in state.crossed else HintKind.CHOOSE_SHAPE
    _, lines, points = effect(state, move)
    place = next((a for a in move if isinstance(a, Place)), None)
    return HintReason(kind, shape=first.shape, colour=shape.colour, count=shape.size,
                      points=points, lines=lines, cells=tuple(place.cells) if place else ())


def _place_reason(state: GameState, move) -> HintReason:
    """A drawing (and its X, when ``move`` has it): the lines it completes, or else
    what it does for the building."""
    place = move[0]
    if len(move) == 1:
        move = _with_best_x(state, place)
    _, lines, points = effect(state, move)
    if lines:
        return HintReason(HintKind.PLACE_SCORES, points=points, lines=lines, cells=place.cells)
    filled = state.sheet.filled
    mask = cells_to_mask(place.cells)
    after_filled = filled | mask
    close = tuple(
        ln for ln in LINES
        if ln.mask & mask and 0 < (ln.mask & ~after_filled).bit_count() <= 2
    )
    if close:
        return HintReason(HintKind.PLACE_PREPARES, lines=close, cells=place.cells)
    if covered(after_filled) == covered(filled):
        return HintReason(HintKind.PLACE_LOW, cells=place.cells)
    return HintReason(HintKind.PLACE_FITS, cells=place.cells)


def _with_best_x(state: GameState, place: Place) -> tuple[Action, ...]:
    """A drawing alone, and the X its player must then put on it: where the engine
    scores the most (the first such cell)."""
    after = engine.apply(state, place)
    if after.phase is not Phase.MARK_X:
        return (place,)
    moves = [(place, MarkX(place.player, cell)) for cell in place.cells]
    return max(moves, key=lambda m: effect(state, m)[2])


def whole_move(state: GameState, action: Action, advise) -> tuple[Action, ...]:
    """A suggested shape's choice, drawing and X: one move for the player, each step
    what ``advise(state)`` plays next."""
    move = [action]
    after = state
    while isinstance(move[-1], (ChooseShape, Place)):
        after = engine.apply(after, move[-1])
        if after.chooser != state.chooser or after.phase not in (Phase.PLACE, Phase.MARK_X):
            break
        follow = advise(after)
        if not isinstance(follow, (Place, MarkX)):
            break
        move.append(follow)
    return tuple(move)


def suggested_cells(state: GameState, action: Action) -> tuple[Cell, ...]:
    """Building cells an action concerns, for highlighting a hint on the sheet."""
    if isinstance(action, Place):
        return action.cells
    if isinstance(action, (MarkX, CoatCell, DrawOneX)):
        return (action.cell,)
    if isinstance(action, UseNoX) and state.phase is Phase.MARK_X:
        return mask_to_cells(state.turn.placed)
    return ()


@attrs.frozen
class Suggestion:
    """A hint: the move a bot would make, why, and the building cells it concerns.
    ``move`` is the whole move the table shows and Enter plays (a shape with its
    drawing and X); ``reason`` describes exactly that move."""

    action: Action  # Roll/Reroll with faces=(): the session rolls
    reason: HintReason
    cells: tuple[Cell, ...]
    move: tuple = ()  # () for the action alone


_advisers: dict = {}


def suggest(state: GameState, level=None) -> Suggestion:
    """What the bot of ``level`` (strong by default) would play now, for the player
    who must act (``state.chooser``), with its reason."""
    import random

    from .base import Level, make_bot

    level = Level(level or Level.STRONG)
    bot = _advisers.get(level)
    if bot is None:
        bot = _advisers[level] = make_bot(level)

    def advise(now: GameState) -> Action:
        return bot.choose(now, now.chooser, random.Random(0))

    action = advise(state)
    if isinstance(action, (Roll, Reroll)):  # chance: the faces are not known yet
        return Suggestion(action, explain(state, action), (), (action,))
    move = whole_move(state, action, advise)
    return Suggestion(action, explain_move(state, move), suggested_cells(state, action), move)
