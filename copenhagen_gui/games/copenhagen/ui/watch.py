"""Watching computer players play the card game: the commentary names each move and
why it was worth making — the points it scored, the coats of arms it earned, the
abilities it used — in the words of the hints (``hint_words``), computed by the rules
from the move actually made; a card taken says what the hand can pay for now
(``take_why``). A move with nothing to add (a turn ended, the harbour refilled) gets
its plain line."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.actions import Build, PlaceWhite, TakeCard
from ..rules.state import GameState
from . import hint_words, take_why


def why(state: GameState, action, names: Sequence[str]) -> str:
    """What ``action``, made in ``state``, did for its player; "" when nothing to add."""
    if isinstance(action, TakeCard):
        return " ".join(take_why.why_words(take_why.take_why(state, action)))
    if not isinstance(action, (Build, PlaceWhite)):
        return ""
    return " ".join(hint_words.effect_words(hint_words.effect(state, action)))
