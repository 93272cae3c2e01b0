"""Every sentence the player reads about the game, in the current language.

The rules model is text-free: it reports illegal moves as ``Reason`` values and what
happened as ``Event`` values. This module turns them (and actions, colours, abilities,
shapes and phases) into translated strings. The names of things and the refusals are
the table's too: they live in ``scene/words.py`` (the scene imports no ui) and are
offered here with the rest.

All messages use the fixed context "Texts" (``Texts.tr``), whatever class asks. Placeholders are Qt style:
``%1``, ``%2`` filled by ``shell.text.fill`` (one pass: a player called "%2" cannot break a sentence), ``%n``
by Qt itself for plural forms. Sentences that put a colour next to a noun are written
out once per colour, because adjectives agree with their noun in French, German and
Dutch ("piste bleue", "blauen Leiste", "blauwe spoor"). A capitalised colour label
("Red") stands only on its own (a button, a list); inside a sentence a colour is
``colour_noun`` ("turn two dice to blue") or part of a per-colour sentence. Ability
names inside a sentence are quoted, as the printed rulebooks quote them.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from copenhagen_gui.shell.text import fill

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
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from ..rules.components import (
    SHAPES_BY_ID,
    TRACKS,
    WINNING_POINTS,
    Colour,
    Line,
    LineKind,
    Symbol,
)
from ..rules.state import Event, EventKind, GameState, NothingToMark, Phase, Reason
from ..scene.words import (  # noqa: F401 (every text of the game is offered here)
    Texts,
    ability_help,
    ability_name,
    colour_name,
    colour_noun,
    points_text,
    reason_text,
    shape_name,
    shape_phrase,
    track_name,
    uses_left_text,
)


def _name(names: Sequence[str], player: int) -> str:
    if 0 <= player < len(names):
        return names[player]
    return fill(Texts.tr("Player %1"), str(player + 1))


# --- names of things -----------------------------------------------------------------


def line_name(line: Line) -> str:
    """A row or column inside a sentence, as the player counts them: rows 1-9 from the
    ground floor, columns 1-5 from the left (with its article where the language
    needs one: "la ligne 3")."""
    if line.kind is LineKind.ROW:
        return fill(Texts.tr("row %1", "inside a sentence"), str(line.index + 1))
    return fill(Texts.tr("column %1", "inside a sentence"), str(line.index + 1))


def cell_name(cell) -> str:
    """A building cell inside a sentence, by its column and row (the row counted from
    the ground floor, which is row 1)."""
    x, y = cell
    return fill(Texts.tr("column %1, row %2", "a cell inside a sentence"), x + 1, y + 1)


def join_names(items: Sequence[str]) -> str:
    """"Anna", "Anna and Ben", "Anna, Ben and Carl" in the current language."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    head = items[0]
    for item in items[1:-1]:
        head = fill(Texts.tr("%1, %2", "list of names, all but the last"), head, item)
    return fill(Texts.tr("%1 and %2", "list of names, the last two"), head, items[-1])


def phase_name(phase: Phase) -> str:
    """Which part of the turn a phase belongs to (status bar, history headings)."""
    return {
        Phase.ROLL: lambda: Texts.tr("Phase 1: roll and choose a shape"),
        Phase.CHOOSE: lambda: Texts.tr("Phase 1: roll and choose a shape"),
        Phase.PLACE: lambda: Texts.tr("Phase 2: draw the shape"),
        Phase.MARK_X: lambda: Texts.tr("Phase 2: draw the shape"),
        Phase.COAT: lambda: Texts.tr("Coat of arms"),
        Phase.AFTER: lambda: Texts.tr("Phase 2: draw the shape"),
        Phase.TRACKS: lambda: Texts.tr("Phase 3: the other players mark a track"),
        Phase.GAME_OVER: lambda: Texts.tr("Game over"),
    }[Phase(phase)]()


# --- illegal moves -----------------------------------------------------------------


# Anchors of the in-app rulebook sections (same in every language, see rulebook.py).
RULE_ANCHORS: tuple[str, ...] = (
    "concept",
    "components",
    "turn",
    "choosing",
    "drawing",
    "scoring",
    "coats",
    "tracks",
    "bonuses",
    "abilities",
    "end",  # before the abilities in detail, as in the printed rulebooks
    "abilities-detail",
    "reroll",
    "new-choice",
    "colour-change",
    "no-x",
    "one-x",
    "two-players",
)

_REASON_ANCHORS: dict[Reason, str] = {
    Reason.GAME_OVER: "end",
    Reason.WRONG_PHASE: "turn",
    Reason.WRONG_PLAYER: "turn",
    Reason.NO_DICE_CHOSEN: "abilities",
    Reason.MIXED_FACES: "colour-change",
    Reason.SAME_FACE: "colour-change",
    Reason.SHAPE_CROSSED_OUT: "new-choice",
    Reason.DIE_WRONG_COLOUR: "choosing",
    Reason.NOT_ENOUGH_DICE: "choosing",
    Reason.TOO_MANY_DICE: "choosing",
    Reason.NO_ROOM: "drawing",
    Reason.OUT_OF_GRID: "drawing",
    Reason.OVERLAP: "drawing",
    Reason.UNSUPPORTED: "drawing",
    Reason.WRONG_SHAPE: "drawing",
    Reason.MIRRORED: "drawing",
    Reason.NOT_IN_SHAPE: "drawing",
    Reason.BONUS_LIMIT: "bonuses",
    Reason.NO_BONUS: "bonuses",
    Reason.NOT_UNLOCKED_YET: "tracks",
    Reason.NOT_UNLOCKED: "abilities",
    Reason.ALREADY_ACTIVE: "no-x",
    Reason.NO_X_CELL_WAITING: "no-x",
    Reason.NO_X_ONE_TILE: "no-x",
    Reason.NEW_CHOICE_NEXT_TURN: "tracks",
    Reason.NOT_ROLLED_YET: "choosing",
    Reason.ALREADY_ROLLED: "reroll",
    Reason.REROLL_TOO_LATE: "reroll",
    Reason.BONUS_TOO_LATE: "bonuses",
    Reason.COLOUR_CHANGE_TOO_LATE: "colour-change",
    Reason.SHAPE_ALREADY_CHOSEN: "choosing",
    Reason.NO_SHAPE_CHOSEN: "choosing",
    Reason.SHAPE_NOT_DRAWN: "drawing",
    Reason.SHAPE_ALREADY_DRAWN: "drawing",
    Reason.MARK_X_FIRST: "drawing",
    Reason.COAT_FIRST: "coats",
    Reason.NO_COAT_WAITING: "coats",
    Reason.TRACKS_IN_PHASE_THREE: "tracks",
    Reason.TRACK_FULL: "tracks",
    Reason.DIE_ALREADY_USED: "tracks",
    Reason.DIE_ALREADY_PICKED: "two-players",
    Reason.DIE_COLOUR_MISMATCH: "tracks",
    Reason.NO_DIE_OF_COLOUR: "tracks",
    Reason.MUST_DRAW: "choosing",
    Reason.NO_CELL: "coats",
    Reason.NOT_A_TRACK: "tracks",
}


def reason_rule_anchor(reason: Reason) -> str | None:
    """The rulebook section a refused move breaks; None for technical refusals (a
    malformed action the interface never builds)."""
    return _REASON_ANCHORS.get(Reason(reason))


def reason_html(reason: Reason) -> str:
    """The reason as rich text for a QLabel, with a link to its rule
    (``rules:<anchor>``; hand it to ``rulebook.open_rule_link``)."""
    text = html.escape(reason_text(reason))
    anchor = reason_rule_anchor(reason)
    if anchor is None:
        return text
    link = html.escape(Texts.tr("See the rule"))
    return f'{text} <a href="rules:{anchor}">{link}</a>'


# --- sentences that name a track or bonus colour -------------------------------------

_TRACK_MARKED = {
    Colour.RED: lambda: Texts.tr("%1 marks a box on the red track."),
    Colour.BLUE: lambda: Texts.tr("%1 marks a box on the blue track."),
    Colour.PURPLE: lambda: Texts.tr("%1 marks a box on the purple track."),
    Colour.GREEN: lambda: Texts.tr("%1 marks a box on the green track."),
    Colour.YELLOW: lambda: Texts.tr("%1 marks a box on the yellow track."),
}
_COAT_TRACK_MARKED = {
    Colour.RED: lambda: Texts.tr("%1 marks two boxes on the red track."),
    Colour.BLUE: lambda: Texts.tr("%1 marks two boxes on the blue track."),
    Colour.PURPLE: lambda: Texts.tr("%1 marks two boxes on the purple track."),
    Colour.GREEN: lambda: Texts.tr("%1 marks two boxes on the green track."),
    Colour.YELLOW: lambda: Texts.tr("%1 marks two boxes on the yellow track."),
}
_TRACK_COMPLETED = {
    Colour.RED: lambda n: Texts.tr("%1 completes the red track: +%n point(s).", None, n),
    Colour.BLUE: lambda n: Texts.tr("%1 completes the blue track: +%n point(s).", None, n),
    Colour.PURPLE: lambda n: Texts.tr("%1 completes the purple track: +%n point(s).", None, n),
    Colour.GREEN: lambda n: Texts.tr("%1 completes the green track: +%n point(s).", None, n),
    Colour.YELLOW: lambda n: Texts.tr("%1 completes the yellow track: +%n point(s).", None, n),
}
_BONUS_USED = {
    Colour.RED: lambda: Texts.tr("%1 uses a red bonus: one more red die."),
    Colour.BLUE: lambda: Texts.tr("%1 uses a blue bonus: one more blue die."),
    Colour.PURPLE: lambda: Texts.tr("%1 uses a purple bonus: one more purple die."),
    Colour.GREEN: lambda: Texts.tr("%1 uses a green bonus: one more green die."),
    Colour.YELLOW: lambda: Texts.tr("%1 uses a yellow bonus: one more yellow die."),
}
_BONUS_UNLOCKED = {
    Colour.RED: lambda: Texts.tr("%1 unlocks a red bonus (usable from their next turn)."),
    Colour.BLUE: lambda: Texts.tr("%1 unlocks a blue bonus (usable from their next turn)."),
    Colour.PURPLE: lambda: Texts.tr("%1 unlocks a purple bonus (usable from their next turn)."),
    Colour.GREEN: lambda: Texts.tr("%1 unlocks a green bonus (usable from their next turn)."),
    Colour.YELLOW: lambda: Texts.tr("%1 unlocks a yellow bonus (usable from their next turn)."),
}
_ACTION_USE_BONUS = {
    Colour.RED: lambda: Texts.tr("Use a red bonus (%1)"),
    Colour.BLUE: lambda: Texts.tr("Use a blue bonus (%1)"),
    Colour.PURPLE: lambda: Texts.tr("Use a purple bonus (%1)"),
    Colour.GREEN: lambda: Texts.tr("Use a green bonus (%1)"),
    Colour.YELLOW: lambda: Texts.tr("Use a yellow bonus (%1)"),
}
_ACTION_COAT_TRACK = {
    Colour.RED: lambda: Texts.tr("Coat of arms: two boxes on the red track (%1)"),
    Colour.BLUE: lambda: Texts.tr("Coat of arms: two boxes on the blue track (%1)"),
    Colour.PURPLE: lambda: Texts.tr("Coat of arms: two boxes on the purple track (%1)"),
    Colour.GREEN: lambda: Texts.tr("Coat of arms: two boxes on the green track (%1)"),
    Colour.YELLOW: lambda: Texts.tr("Coat of arms: two boxes on the yellow track (%1)"),
}
_ACTION_MARK_TRACK = {
    Colour.RED: lambda: Texts.tr("Mark the red track (%1)"),
    Colour.BLUE: lambda: Texts.tr("Mark the blue track (%1)"),
    Colour.PURPLE: lambda: Texts.tr("Mark the purple track (%1)"),
    Colour.GREEN: lambda: Texts.tr("Mark the green track (%1)"),
    Colour.YELLOW: lambda: Texts.tr("Mark the yellow track (%1)"),
}


# --- events --------------------------------------------------------------------------


def _faces_text(faces) -> str:
    return ", ".join(colour_noun(f) for f in faces)


def event_text(event: Event, names: Sequence[str]) -> str:
    """One sentence saying what happened (game log, status bar)."""
    kind = EventKind(event.kind)
    who = _name(names, event.player)
    value = event.value
    if kind is EventKind.ROLLED:
        return fill(Texts.tr("%1 rolls: %2."), who, _faces_text(value))
    if kind is EventKind.REROLLED:
        faces = [face for _, face in value]
        return fill(
            Texts.tr("%1 rerolls %n dice: %2.", None, len(faces)), who, _faces_text(faces)
        )
    if kind is EventKind.COLOUR_CHANGED:
        _old, new, dice = value
        return fill(
            Texts.tr("%1 turns %n dice to %2.", None, len(dice)), who, colour_noun(new)
        )
    if kind is EventKind.BONUS_USED:
        return fill(_BONUS_USED[Colour(value)](), who)
    if kind is EventKind.NO_X_USED:
        if value == engine.NO_X_CELL:
            return fill(Texts.tr("%1 uses “No X”: the next “One X” cell gets a window."), who)
        return fill(Texts.tr("%1 uses “No X”: the shape gets only windows."), who)
    if kind is EventKind.ONE_X_DRAWN:
        return fill(Texts.tr("%1 uses “One X” and draws a single cell."), who)
    if kind is EventKind.SHAPE_CHOSEN:
        shape = SHAPES_BY_ID[value]
        return fill(
            Texts.tr("%1 chooses the %2."), who, shape_phrase(shape.colour, shape.size)
        )
    if kind is EventKind.NEW_CHOICE_USED:
        return fill(Texts.tr("%1 uses “New choice” to take a crossed-out shape."), who)
    if kind is EventKind.SHAPE_DRAWN:
        shape = SHAPES_BY_ID[value]
        return fill(
            Texts.tr("%1 draws the %2."), who, shape_phrase(shape.colour, shape.size)
        )
    if kind is EventKind.X_MARKED:
        return fill(Texts.tr("%1 marks the X."), who)
    if kind is EventKind.ROW_SCORED:
        return fill(
            Texts.tr("%1 completes row %2: +%n point(s).", None, event.points),
            who,
            value.index + 1,
        )
    if kind is EventKind.COLUMN_SCORED:
        return fill(
            Texts.tr("%1 completes column %2: +%n point(s).", None, event.points),
            who,
            value.index + 1,
        )
    if kind is EventKind.COAT_EARNED:
        if value.kind is LineKind.ROW:
            text = Texts.tr("%1 unlocks the coat of arms of row %2.")
        else:
            text = Texts.tr("%1 unlocks the coat of arms of column %2.")
        return fill(text, who, value.index + 1)
    if kind is EventKind.COAT_CELL_DRAWN:
        return fill(Texts.tr("%1 draws a single window for the coat of arms."), who)
    if kind is EventKind.COAT_TRACK_MARKED:
        return fill(_COAT_TRACK_MARKED[Colour(value)](), who)
    if kind is EventKind.COAT_LOST:
        return fill(Texts.tr("%1 cannot use the coat of arms: nothing is left to do."), who)
    if kind is EventKind.PASSED:
        return fill(Texts.tr("%1 cannot draw any shape and passes."), who)
    if kind is EventKind.TRACK_MARKED:
        return fill(_TRACK_MARKED[Colour(value)](), who)
    if kind is EventKind.TRACK_SKIPPED:
        return fill(Texts.tr("%1 does not mark a track."), who)
    if kind is EventKind.NOTHING_TO_MARK:
        if value is NothingToMark.NO_DIE_LEFT:
            return fill(Texts.tr("%1 used all five dice: nobody marks a track in phase 3."), who)
        return fill(Texts.tr("%1 marks no track in phase 3: the dice left fit only full tracks."), who)
    if kind is EventKind.TRACK_COMPLETED:
        return fill(_TRACK_COMPLETED[Colour(value)](event.points), who)
    if kind is EventKind.SYMBOL_UNLOCKED:
        colour, box = value
        colour = Colour(colour)
        track = TRACKS[colour.index]
        if track.symbol_at(box) is Symbol.BONUS:
            return fill(_BONUS_UNLOCKED[colour](), who)
        return fill(
            Texts.tr("%1 unlocks a “%2” star (usable from their next turn)."),
            who,
            ability_name(track.ability),
        )
    if kind is EventKind.TURN_ENDED:
        return fill(Texts.tr("End of %1's turn."), who)
    if kind is EventKind.LAST_ROUND:
        return fill(
            Texts.tr("%1 has %2 points or more: this round is the last one."),
            who,
            WINNING_POINTS,
        )
    if kind is EventKind.GAME_ENDED:
        winners = [_name(names, p) for p in value]
        if len(winners) == 1:
            return fill(Texts.tr("Game over: %1 wins!"), winners[0])
        return fill(Texts.tr("Game over: %1 share the win!"), join_names(winners))
    raise ValueError(f"no text for event {kind}")


# --- actions (undo history) ----------------------------------------------------------


def action_text(action, names: Sequence[str]) -> str:
    """A short description of an action, with the player's name in brackets (undo
    history, "Undo ..." menu entry)."""
    who = _name(names, action.player)
    if isinstance(action, Roll):
        return fill(Texts.tr("Roll the dice (%1)"), who)
    if isinstance(action, Reroll):
        return fill(Texts.tr("Reroll %n dice (%1)", None, len(action.dice)), who)
    if isinstance(action, ChangeColour):
        return fill(
            Texts.tr("Turn %n dice to %2 (%1)", None, len(action.dice)),
            who,
            colour_noun(action.face),
        )
    if isinstance(action, UseBonus):
        return fill(_ACTION_USE_BONUS[Colour(action.colour)](), who)
    if isinstance(action, UseNoX):
        return fill(Texts.tr("Use “No X” (%1)"), who)
    if isinstance(action, DrawOneX):
        return fill(Texts.tr("Draw a single cell with “One X” (%1)"), who)
    if isinstance(action, ChooseShape):
        shape = SHAPES_BY_ID[action.shape]
        return fill(
            Texts.tr("Choose the %2 (%1)"), who, shape_phrase(shape.colour, shape.size)
        )
    if isinstance(action, Place):
        return fill(Texts.tr("Draw the shape (%1)"), who)
    if isinstance(action, MarkX):
        return fill(Texts.tr("Mark the X (%1)"), who)
    if isinstance(action, CoatCell):
        return fill(Texts.tr("Coat of arms: draw a single window (%1)"), who)
    if isinstance(action, CoatTrack):
        return fill(_ACTION_COAT_TRACK[Colour(action.colour)](), who)
    if isinstance(action, Pass):
        return fill(Texts.tr("Pass: no shape can be drawn (%1)"), who)
    if isinstance(action, EndTurn):
        return fill(Texts.tr("End the turn (%1)"), who)
    if isinstance(action, MarkTrack):
        return fill(_ACTION_MARK_TRACK[Colour(action.colour)](), who)
    if isinstance(action, SkipTrack):
        return fill(Texts.tr("Do not mark a track (%1)"), who)
    raise TypeError(f"not an action: {action!r}")


# --- what to do now ------------------------------------------------------------------


def phase_prompt(state: GameState, names: Sequence[str]) -> str:
    """One line telling who must do what now."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        winners = [_name(names, p) for p in state.winners]
        if len(winners) == 1:
            return fill(Texts.tr("Game over: %1 wins!"), winners[0])
        return fill(Texts.tr("Game over: %1 share the win!"), join_names(winners))
    who = _name(names, state.chooser)
    if phase is Phase.ROLL:
        text = Texts.tr("%1, roll the dice.")
    elif phase is Phase.CHOOSE:
        if engine.check(state, Pass(state.active)) is None:
            text = Texts.tr("%1, no shape can be drawn: use an ability or pass.")
        else:
            text = Texts.tr(
                "%1, choose a shape on the facade pad (bonuses and abilities first if you like)."
            )
    elif phase is Phase.PLACE:
        shape = SHAPES_BY_ID[state.turn.shape]
        text = fill(
            Texts.tr("%1, draw the %2 in your building; turn it as you like."),
            "%1",
            shape_phrase(shape.colour, shape.size),
        )
    elif phase is Phase.MARK_X:
        text = Texts.tr("%1, choose the cell of the new shape that gets the X.")
    elif phase is Phase.COAT:
        text = Texts.tr(
            "%1, coat of arms: draw a single window, or mark two boxes on one track."
        )
    elif phase is Phase.AFTER:
        text = Texts.tr("%1, you may still use “One X”, or end your turn.")
    elif phase is Phase.TRACKS:
        if state.player_count == 2:
            if state.turn.picked:
                text = Texts.tr("%1, choose a second unused die to mark a track, or stop.")
            else:
                text = Texts.tr("%1, choose up to two unused dice to mark tracks, or skip.")
        else:
            text = Texts.tr("%1, choose an unused die to mark a track, or skip.")
    else:
        raise ValueError(f"no prompt for phase {phase}")
    prompt = fill(text, who)
    if state.last_round:
        prompt = fill(Texts.tr("Last round: %1"), prompt)
    return prompt
