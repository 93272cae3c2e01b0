"""Watching computer players play Lost Cities Roll & Write: the commentary names each
move and why it was worth making — the square it writes, the doubled expedition, the
bridge crossed, the points before and after — in the words of the hints
(``hint_texts``), computed by the rules from the move actually made. A roll gets its
plain line."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.actions import Accelerate, Refuse, Take
from ..rules.state import GameState
from . import hint_playback, hint_texts


def why(state: GameState, action, names: Sequence[str]) -> str:
    """What ``action``, made in ``state``, did for its player; "" when nothing to add."""
    if not isinstance(action, (Take, Accelerate, Refuse)):
        return ""
    effect = hint_playback.effect_of(state, action)
    return " ".join(hint_texts.effect_words(effect, advice=False))
