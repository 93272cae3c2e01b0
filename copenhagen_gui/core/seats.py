"""Seats and computer levels: the one list every game, record and dialog uses."""

from __future__ import annotations

import enum


class BotLevel(str, enum.Enum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"


BOT_LEVELS: tuple[str, ...] = tuple(level.value for level in BotLevel)

# A seat's name: trimmed, at most this many characters, no control characters.
NAME_MAX_LENGTH = 40
