"""The words of a hint (context "LostCitiesHints"): the suggested move, then what it
does, every part read from its ``HintEffect`` (the rules' own answer for that move)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell.text import fill

from ..rules.targets import TargetKind
from . import texts
from .hint_playback import HintEffect


def hint_words(effect: HintEffect, names: Sequence[str]) -> str:
    """'Hint for Ann: take 5 for the green expedition. It writes 5 in square 5; an arrow:
    you may accelerate. Points: 20 → 35.'"""
    return " ".join([texts.hint_text(effect.action, names), *effect_words(effect)])


def effect_words(effect: HintEffect, advice: bool = True) -> list[str]:
    """What the move does, a sentence each (a hint and the watcher's commentary say the
    same); ``advice`` False: told of a move made, not to the player about to make it
    (no "you may accelerate": the acceleration is told as the next move)."""
    parts = []
    target = effect.target
    if target is not None and target.kind is TargetKind.SQUARE:
        parts.append(fill(QCoreApplication.translate("LostCitiesHints", "It writes %1 in square %2."),
                          target.value, target.square + 1))
    elif target is not None and target.kind is TargetKind.CIRCLE:
        parts.append(QCoreApplication.translate("LostCitiesHints", "That expedition will score double."))
    elif target is not None and target.kind is TargetKind.TOP_ARTIFACT:
        parts.append(QCoreApplication.translate("LostCitiesHints", "It ticks the artifact at the top."))
    if effect.acceleration and advice:
        parts.append(QCoreApplication.translate("LostCitiesHints", "That square has an arrow: you may accelerate."))
    if effect.artifact:
        parts.append(QCoreApplication.translate("LostCitiesHints", "It hatches an artifact."))
    for bridge in effect.bridges:
        parts.append(fill(QCoreApplication.translate("LostCitiesHints", "It crosses %1 first: 20 points."),
                          texts.bridge_phrase(bridge)))
    if effect.dice_symbols is not None:
        parts.append(fill(QCoreApplication.translate("LostCitiesHints", "It hatches dice symbol %1 of 9."),
                          effect.dice_symbols))
    if effect.exhausted and advice:
        parts.append(QCoreApplication.translate(
            "LostCitiesHints", "That exhausts you: the dice column then scores 0."))
    elif effect.exhausted:
        parts.append(QCoreApplication.translate(
            "LostCitiesHints", "That is exhaustion: the dice column now scores 0."))
    before, after = effect.points
    if before != after:
        #: %1 and %2: the player's total now and after the move; → is an arrow.
        parts.append(fill(QCoreApplication.translate("LostCitiesHints", "Points: %1 → %2."), before, after))
    return parts
