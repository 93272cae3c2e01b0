"""The one-line reason of a hint, in the player's language.

``bots.suggest`` says what the strong bot would play and why, as data (a
``HintReason``); ``hint_text`` turns it into one sentence. Names of colours, tracks,
shapes, lines and points come from ``texts`` (already translated there), so the
sentences here only glue them together: "%1"-style placeholders, filled in one pass.
A sentence that names a track is written once per colour (the adjective agrees with
its noun, and German declines it); what follows the colon is a separate clause.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from copenhagen_gui.shell.text import fill

from ..bots import HintKind, HintReason
from ..rules.components import SHAPES_BY_ID, TRACKS, Colour, Symbol
from . import texts


class Hints(QObject):
    """Owner of the "Hints" translation context (``Hints.tr`` on the class, so
    lupdate sees plural messages too)."""


def _cell(cell) -> str:
    return texts.cell_name(cell)


def _shape(shape_id: str) -> str:
    """A shape inside a sentence, after "the" ("the red 3-cell shape")."""
    shape = SHAPES_BY_ID[shape_id]
    return texts.shape_phrase(shape.colour, shape.size)


def _lines(lines) -> str:
    return texts.join_names([texts.line_name(line) for line in lines])


def _unlock(reason: HintReason) -> str | None:
    """'this unlocks a bonus (+)' or 'this unlocks a “Reroll” star', or None when
    nothing is unlocked."""
    if reason.symbol is Symbol.BONUS:
        return Hints.tr("this unlocks a bonus (+)")
    if reason.symbol is Symbol.STAR and reason.ability is not None:
        return fill(Hints.tr("this unlocks a “%1” star"), texts.ability_name(reason.ability))
    return None


def _track_outcome(reason: HintReason, points: str) -> str:
    """What marking the track does: completes it, unlocks a symbol, or comes closer."""
    if reason.points:
        return fill(Hints.tr("this completes it for %1"), points)
    return _unlock(reason) or Hints.tr("its next symbol comes closer")


def _with_track(templates: dict, colour: Colour, outcome: str) -> str:
    """A per-colour sentence: %1 the track's ability, %2 what follows the colon."""
    ability = texts.ability_name(TRACKS[Colour(colour).index].ability)
    return fill(templates[Colour(colour)](), ability, outcome)


_MARK_TRACK = {
    Colour.RED: lambda: Hints.tr("Mark the red track (%1): %2."),
    Colour.BLUE: lambda: Hints.tr("Mark the blue track (%1): %2."),
    Colour.PURPLE: lambda: Hints.tr("Mark the purple track (%1): %2."),
    Colour.GREEN: lambda: Hints.tr("Mark the green track (%1): %2."),
    Colour.YELLOW: lambda: Hints.tr("Mark the yellow track (%1): %2."),
}
_COAT_TRACK = {
    Colour.RED: lambda: Hints.tr("Coat of arms: mark two boxes on the red track (%1); %2."),
    Colour.BLUE: lambda: Hints.tr("Coat of arms: mark two boxes on the blue track (%1); %2."),
    Colour.PURPLE: lambda: Hints.tr("Coat of arms: mark two boxes on the purple track (%1); %2."),
    Colour.GREEN: lambda: Hints.tr("Coat of arms: mark two boxes on the green track (%1); %2."),
    Colour.YELLOW: lambda: Hints.tr("Coat of arms: mark two boxes on the yellow track (%1); %2."),
}
_USE_BONUS = {
    Colour.RED: lambda: Hints.tr("Use a bonus (+) of the red track (%1): %2."),
    Colour.BLUE: lambda: Hints.tr("Use a bonus (+) of the blue track (%1): %2."),
    Colour.PURPLE: lambda: Hints.tr("Use a bonus (+) of the purple track (%1): %2."),
    Colour.GREEN: lambda: Hints.tr("Use a bonus (+) of the green track (%1): %2."),
    Colour.YELLOW: lambda: Hints.tr("Use a bonus (+) of the yellow track (%1): %2."),
}
_REROLL_KEEP = {
    Colour.RED: lambda n: Hints.tr(
        "Reroll %n die(s) and keep the red ones: more dice of one colour make a bigger shape.",
        None, n),
    Colour.BLUE: lambda n: Hints.tr(
        "Reroll %n die(s) and keep the blue ones: more dice of one colour make a bigger shape.",
        None, n),
    Colour.PURPLE: lambda n: Hints.tr(
        "Reroll %n die(s) and keep the purple ones: more dice of one colour make a bigger shape.",
        None, n),
    Colour.GREEN: lambda n: Hints.tr(
        "Reroll %n die(s) and keep the green ones: more dice of one colour make a bigger shape.",
        None, n),
    Colour.YELLOW: lambda n: Hints.tr(
        "Reroll %n die(s) and keep the yellow ones: more dice of one colour make a bigger shape.",
        None, n),
}


def hint_text(reason: HintReason) -> str:
    """One sentence: what to do and why."""
    r = reason
    kind = HintKind(r.kind)
    points = texts.points_text(r.points)
    if kind is HintKind.ROLL:
        return Hints.tr("Roll the dice: every turn begins with a roll.")
    if kind is HintKind.REROLL:
        if r.colour in _REROLL_KEEP:
            return _REROLL_KEEP[r.colour](r.count)
        return Hints.tr("Reroll %n die(s): the dice showing now offer little.", None, r.count)
    if kind is HintKind.COLOUR_CHANGE:
        if r.shape:
            return fill(Hints.tr("Use “Colour change”: %n die(s) turn to %1, so you can take "
                                 "the %2.", None, r.count),
                        texts.colour_noun(r.colour), _shape(r.shape))
        return fill(Hints.tr("Use “Colour change”: %n die(s) turn to %1.", None, r.count),
                    texts.colour_noun(r.colour))
    if kind is HintKind.USE_BONUS:
        if r.shape:
            outcome = fill(Hints.tr("with it you can take the %1"), _shape(r.shape))
        else:
            outcome = Hints.tr("it counts as one more die")
        return _with_track(_USE_BONUS, r.colour, outcome)
    if kind is HintKind.NO_X:
        if r.points:
            return fill(Hints.tr("Use “No X”: with windows only, this drawing scores %1."), points)
        if r.lines:
            return fill(Hints.tr("Use “No X”: only windows in %1, which may then score double."),
                        _lines(r.lines))
        return Hints.tr("Use “No X”: this drawing gets windows only.")
    if kind is HintKind.NO_X_CELL:
        return Hints.tr("Use “No X” now: your next “One X” cell gets a window instead of an X.")
    if kind is HintKind.ONE_X_SCORES:
        return fill(Hints.tr("Use “One X” in %1: the extra cell completes %2 for %3."),
                    _cell(r.cells[0]), _lines(r.lines), points)
    if kind is HintKind.ONE_X_FILLS:
        return fill(Hints.tr("Use “One X” in %1: the extra cell fills a gap in your building."),
                    _cell(r.cells[0]))
    if kind is HintKind.NEW_CHOICE:
        return fill(Hints.tr("Use “New choice” and take a crossed-out shape: %1."),
                    texts.shape_name(r.shape))
    if kind is HintKind.CHOOSE_SHAPE:
        if r.lines:  # the drawing and X the table shows
            return fill(Hints.tr("Choose this shape: %1. Drawn as shown, it completes %2 for %3."),
                        texts.shape_name(r.shape), _lines(r.lines), points)
        return fill(Hints.tr("Choose this shape: %1. It suits your building best now."),
                    texts.shape_name(r.shape))
    if kind is HintKind.PASS:
        return Hints.tr("Pass: no available shape fits your dice and your building.")
    if kind is HintKind.PLACE_SCORES:
        return fill(Hints.tr("Draw it on the highlighted cells: it completes %1 for %2."),
                    _lines(r.lines), points)
    if kind is HintKind.PLACE_PREPARES:
        return fill(Hints.tr("Draw it on the highlighted cells: %1 will then be only one or "
                             "two cells short."), _lines(r.lines))
    if kind is HintKind.PLACE_LOW:
        return Hints.tr("Draw it on the highlighted cells: it stays low and leaves no hole "
                        "underneath.")
    if kind is HintKind.PLACE_FITS:
        return Hints.tr("Draw it on the highlighted cells: of all spots, it spoils the least.")
    if kind is HintKind.MARK_X_SCORES:
        return fill(Hints.tr("Put the X on the highlighted cell: you still score %1 for %2."),
                    points, _lines(r.lines))
    if kind is HintKind.MARK_X_SPARES:
        return Hints.tr("Put the X on the highlighted cell: it spoils no line that has only "
                        "windows so far.")
    if kind is HintKind.COAT_CELL_SCORES:
        return fill(Hints.tr("Coat of arms: draw the free window in %1; it completes %2 for %3."),
                    _cell(r.cells[0]), _lines(r.lines), points)
    if kind is HintKind.COAT_CELL:
        return fill(Hints.tr("Coat of arms: draw the free window in %1; it fills a gap."),
                    _cell(r.cells[0]))
    if kind is HintKind.COAT_TRACK:
        return _with_track(_COAT_TRACK, r.colour, _track_outcome(r, points))
    if kind is HintKind.END_TURN:
        return Hints.tr("End the turn and keep “One X” for a later turn.")
    if kind in (HintKind.MARK_TRACK_UNLOCKS, HintKind.MARK_TRACK_COMPLETES,
                HintKind.MARK_TRACK_PROGRESS):
        return _with_track(_MARK_TRACK, r.colour, _track_outcome(r, points))
    if kind is HintKind.SKIP_TRACK:
        return Hints.tr("Mark nothing: no die that is left is worth taking.")
    raise ValueError(f"no text for hint {kind}")


def hint_message(suggestion, names) -> str:
    """'Hint for Ann: ...' for the message line."""
    who = names[suggestion.action.player] if suggestion.action.player < len(names) else ""
    return fill(Hints.tr("Hint for %1: %2"), who, hint_text(suggestion.reason))
