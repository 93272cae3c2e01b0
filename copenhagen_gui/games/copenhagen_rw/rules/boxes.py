"""The + and ★ printed under the track boxes: whether each one is locked, unlocked during
this turn (usable from the player's next turn on), ready or used.

One formula for the rules (which boxes a bonus or an ability may strike, and why none
may) and for the table (how each symbol is drawn, and its tooltip)."""

from __future__ import annotations

import enum
from functools import cache

from .components import Symbol
from .state import PlayerSheet, Reason


class BoxStatus(str, enum.Enum):
    LOCKED = "locked"  # its box is not marked yet
    PENDING = "pending"  # marked since the player's roll: usable from their next turn on
    READY = "ready"  # usable now
    USED = "used"  # struck out


@cache
def status(marked: int, ready: int, used: frozenset[int], box: int) -> BoxStatus:
    """The status of the symbol under ``box`` of a track marked up to ``marked``, of
    which the boxes up to ``ready`` were marked when the player rolled."""
    if box in used:
        return BoxStatus.USED
    if box <= ready:
        return BoxStatus.READY
    if box <= marked:
        return BoxStatus.PENDING
    return BoxStatus.LOCKED


def box_status(sheet: PlayerSheet, track: int, box: int) -> BoxStatus:
    """The status of the + or ★ under ``box`` (1-9) of ``track`` on ``sheet``."""
    return status(sheet.tracks[track], sheet.ready[track], sheet.used[track], box)


def status_reason(box: BoxStatus, symbol: Symbol) -> Reason | None:
    """Why a symbol of this status cannot be used now (None: it can)."""
    if box is BoxStatus.READY:
        return None
    if box is BoxStatus.PENDING:
        return Reason.NOT_UNLOCKED_YET
    return Reason.NO_BONUS if symbol is Symbol.BONUS else Reason.NOT_UNLOCKED
