"""The demo's words: the explanation of each topic (long texts, one JSON file per
language in resources/tutorial/), the chapters' titles and the short instruction for
each prepared move (Qt translations, context "Tutorial")."""

from __future__ import annotations

import functools
import json

from PySide6.QtCore import QObject

from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.text import fill

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
from ..rules.components import Colour
from ..rules.state import GameState
from ..ui import texts
from .script import Topic


class Tutorial(QObject):
    """Owner of the "Tutorial" translation context."""


@functools.cache
def _explanations(code: str) -> dict:
    path = resource_path("tutorial", f"{code}.json")
    return json.loads(path.read_text(encoding="utf-8"))


def current_language() -> str:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    return i18n.normalise_language(i18n.installed_language(app) if app else None)


def topic_title(topic: Topic, code: str | None = None) -> str:
    return _explanations(code or current_language())["topics"][Topic(topic).value]["title"]


def topic_text(topic: Topic, code: str | None = None) -> str:
    """The explanation as a list of paragraphs joined by blank lines."""
    return _explanations(code or current_language())["topics"][Topic(topic).value]["text"]


# Sentences naming a track, once per colour (the adjective agrees with "track").
_CLICK_BONUS = {
    Colour.RED: lambda: Tutorial.tr("Click the unlocked bonus (+) under your red track."),
    Colour.BLUE: lambda: Tutorial.tr("Click the unlocked bonus (+) under your blue track."),
    Colour.PURPLE: lambda: Tutorial.tr("Click the unlocked bonus (+) under your purple track."),
    Colour.GREEN: lambda: Tutorial.tr("Click the unlocked bonus (+) under your green track."),
    Colour.YELLOW: lambda: Tutorial.tr("Click the unlocked bonus (+) under your yellow track."),
}
_CLICK_DIE = {
    Colour.RED: lambda: Tutorial.tr("Click die %1 to mark a box on your red track."),
    Colour.BLUE: lambda: Tutorial.tr("Click die %1 to mark a box on your blue track."),
    Colour.PURPLE: lambda: Tutorial.tr("Click die %1 to mark a box on your purple track."),
    Colour.GREEN: lambda: Tutorial.tr("Click die %1 to mark a box on your green track."),
    Colour.YELLOW: lambda: Tutorial.tr("Click die %1 to mark a box on your yellow track."),
}


def _dice(dice) -> str:
    return texts.join_names([str(d + 1) for d in sorted(dice)])


def later_table() -> str:
    """The lead of the first step on a table the lesson jumps to."""
    return Tutorial.tr("Later in a game, on a prepared table:")


def chapter_titles() -> list[str]:
    """The chapters' titles, in the order of ``script.CHAPTERS``."""
    return [Tutorial.tr("Getting started"), Tutorial.tr("Your first turn"),
            Tutorial.tr("The leftover dice"), Tutorial.tr("Bonuses, rows and coats of arms"),
            Tutorial.tr("“One X” and columns"), Tutorial.tr("More abilities"),
            Tutorial.tr("The last round and the end")]


def instruction(actions, state: GameState, label=None) -> str:
    """What the learner must click to make the prepared move(s) of a step.
    ``label(name)``: the text the button of command ``name`` shows."""
    label = label or (lambda name: name)
    first = actions[0]
    if isinstance(first, Roll):
        return fill(Tutorial.tr("Click “%1” under the table (or press Space)."), label("roll"))
    if isinstance(first, Reroll):
        return fill(Tutorial.tr("Click the “Reroll” button at the end of your red track, click "
                                "the dice %1, then confirm with Enter."), _dice(first.dice))
    if isinstance(first, UseBonus):
        return _CLICK_BONUS[Colour(first.colour)]()
    if isinstance(first, ChooseShape):
        shape = texts.shape_name(first.shape)
        if first.shape in state.crossed:
            return fill(Tutorial.tr("Click the “New choice” button at the end of your yellow track, "
                                    "then pick this crossed-out shape: %1. Draw it on the "
                                    "highlighted cells."), shape)
        return fill(Tutorial.tr("Pick this shape on the facade pad: %1. Then move it over your "
                                "building, turn it with R or the mouse wheel, and click to draw "
                                "it on the highlighted cells."), shape)
    if isinstance(first, Place):
        return Tutorial.tr("Draw the shape on the highlighted cells (turn it with R or the "
                           "mouse wheel).")
    if isinstance(first, MarkX):
        return Tutorial.tr("Click the highlighted cell: it gets the X.")
    if isinstance(first, CoatCell):
        return Tutorial.tr("Click the highlighted cell to draw the free window.")
    if isinstance(first, CoatTrack):
        return fill(Tutorial.tr("Click the button “%1” under the table: two boxes of that track "
                                "get marked."), texts.colour_name(first.colour))
    if isinstance(first, MarkTrack):
        if state.turn.dice[first.die] is Colour.WHITE:
            return fill(Tutorial.tr("Click die %1 (the joker), then the button “%2” under the "
                                    "table."), first.die + 1, texts.colour_name(first.colour))
        return fill(_CLICK_DIE[Colour(first.colour)](), first.die + 1)
    if isinstance(first, SkipTrack):
        return Tutorial.tr("Click “Skip” (or “Done”) under the table: you mark no more track.")
    if isinstance(first, DrawOneX):
        return Tutorial.tr("Click the “One X” button at the end of your purple track, then the "
                           "highlighted cell.")
    if isinstance(first, ChangeColour):
        source = state.turn.dice[first.dice[0]]
        return fill(Tutorial.tr("Click the “Colour change” button at the end of your green track "
                                "and turn %n die(s) from %1 to %2.", None, len(first.dice)),
                    texts.colour_noun(source), texts.colour_noun(first.face))
    if isinstance(first, UseNoX):
        return Tutorial.tr("Click the “No X” button at the end of your blue track.")
    if isinstance(first, (EndTurn, Pass)):
        return fill(Tutorial.tr("Click “%1” under the table."),
                    label("end-turn" if isinstance(first, EndTurn) else "pass"))
    raise TypeError(f"no instruction for {first!r}")
