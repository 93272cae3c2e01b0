"""The one-line reason of a hint, in the player's language.

``bots.suggest`` says what the strong bot would play and why, as data (a
``HintReason``); ``hint_text`` turns it into one sentence. Names of colours, tracks,
shapes, lines and points come from ``ui.texts`` (already translated there), so the
sentences here only glue them together: "%1"-style placeholders, filled in one pass.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from copenhagen_gui.games.copenhagen_rw.bots import HintKind, HintReason
from copenhagen_gui.games.copenhagen_rw.rules.components import Symbol
from copenhagen_gui.games.copenhagen_rw.ui import texts


class Hints(QObject):
    """Owner of the "Hints" translation context (``Hints.tr`` on the class, so
    lupdate sees plural messages too)."""


def _cell(cell) -> str:
    x, y = cell
    return texts._fill(Hints.tr("column %1, floor %2"), x + 1, y + 1)


def _lines(lines) -> str:
    return texts.join_names([texts.line_name(line) for line in lines])


def _unlock(reason: HintReason) -> str | None:
    """'a bonus (+)' or 'a Reroll star', or None when nothing is unlocked."""
    if reason.symbol is Symbol.BONUS:
        return Hints.tr("this unlocks a bonus (+)")
    if reason.symbol is Symbol.STAR and reason.ability is not None:
        return texts._fill(Hints.tr("this unlocks a %1 star"), texts.ability_name(reason.ability))
    return None


def hint_text(reason: HintReason) -> str:
    """One sentence: what to do and why."""
    r = reason
    kind = HintKind(r.kind)
    fill = texts._fill
    points = texts.points_text(r.points)
    if kind is HintKind.ROLL:
        return Hints.tr("Roll the dice: every turn begins with a roll.")
    if kind is HintKind.REROLL:
        if r.colour is not None:
            return fill(Hints.tr("Reroll %n die(s) and keep the others (%1): more dice of one "
                                 "colour make a bigger shape.", None, r.count),
                        texts.colour_name(r.colour))
        return Hints.tr("Reroll %n die(s): the dice showing now offer little.", None, r.count)
    if kind is HintKind.COLOUR_CHANGE:
        if r.shape:
            return fill(Hints.tr("Use Colour change: %n die(s) become %1, so you can take "
                                 "this shape: %2.", None, r.count),
                        texts.colour_name(r.colour), texts.shape_name(r.shape))
        return fill(Hints.tr("Use Colour change: %n die(s) become %1.", None, r.count),
                    texts.colour_name(r.colour))
    if kind is HintKind.USE_BONUS:
        if r.shape:
            return fill(Hints.tr("Use a bonus (+) of the %1: with it you can take this shape: %2."),
                        texts.track_name(r.colour), texts.shape_name(r.shape))
        return fill(Hints.tr("Use a bonus (+) of the %1: it counts as one more die."),
                    texts.track_name(r.colour))
    if kind is HintKind.NO_X:
        if r.points:
            return fill(Hints.tr("Use No X: with windows only, this drawing scores %1."), points)
        if r.lines:
            return fill(Hints.tr("Use No X: %1 keep only windows and may score double."),
                        _lines(r.lines))
        return Hints.tr("Use No X: this drawing gets windows only.")
    if kind is HintKind.ONE_X_SCORES:
        return fill(Hints.tr("Use One X at %1: the extra cell completes %2 for %3."),
                    _cell(r.cells[0]), _lines(r.lines), points)
    if kind is HintKind.ONE_X_FILLS:
        return fill(Hints.tr("Use One X at %1: the extra cell fills a gap in your building."),
                    _cell(r.cells[0]))
    if kind is HintKind.NEW_CHOICE:
        return fill(Hints.tr("Use New choice and take a crossed-out shape: %1."),
                    texts.shape_name(r.shape))
    if kind is HintKind.CHOOSE_SHAPE:
        if r.points:
            return fill(Hints.tr("Choose this shape: %1. Drawn well, it completes lines for %2."),
                        texts.shape_name(r.shape), points)
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
        return fill(Hints.tr("Put the X on the highlighted cell: %1 still score %2."),
                    _lines(r.lines), points)
    if kind is HintKind.MARK_X_SPARES:
        return Hints.tr("Put the X on the highlighted cell: it spoils no line that has only "
                        "windows so far.")
    if kind is HintKind.COAT_CELL_SCORES:
        return fill(Hints.tr("Coat of arms: draw the free window at %1; it completes %2 for %3."),
                    _cell(r.cells[0]), _lines(r.lines), points)
    if kind is HintKind.COAT_CELL:
        return fill(Hints.tr("Coat of arms: draw the free window at %1; it fills a gap."),
                    _cell(r.cells[0]))
    if kind is HintKind.COAT_TRACK:
        track = texts.track_name(r.colour)
        if r.points:
            return fill(Hints.tr("Coat of arms: mark two boxes on the %1; this completes it for %2."),
                        track, points)
        unlock = _unlock(r)
        if unlock:
            return fill(Hints.tr("Coat of arms: mark two boxes on the %1; %2."), track, unlock)
        return fill(Hints.tr("Coat of arms: mark two boxes on the %1; its next symbol comes "
                             "closer."), track)
    if kind is HintKind.END_TURN:
        return Hints.tr("End the turn and keep One X for a later turn.")
    if kind is HintKind.MARK_TRACK_UNLOCKS:
        return fill(Hints.tr("Mark the %1: %2."), texts.track_name(r.colour),
                    _unlock(r) or Hints.tr("its next symbol comes closer"))
    if kind is HintKind.MARK_TRACK_COMPLETES:
        return fill(Hints.tr("Mark the %1: this completes it for %2."),
                    texts.track_name(r.colour), points)
    if kind is HintKind.MARK_TRACK_PROGRESS:
        return fill(Hints.tr("Mark the %1: its next symbol comes closer."),
                    texts.track_name(r.colour))
    if kind is HintKind.SKIP_TRACK:
        return Hints.tr("Mark nothing: no die that is left is worth taking.")
    raise ValueError(f"no text for hint {kind}")


def hint_message(suggestion, names) -> str:
    """'Hint for Ann: ...' for the message line."""
    who = names[suggestion.action.player] if suggestion.action.player < len(names) else ""
    return texts._fill(Hints.tr("Hint for %1: %2"), who, hint_text(suggestion.reason))
