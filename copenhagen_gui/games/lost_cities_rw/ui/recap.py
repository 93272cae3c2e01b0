"""What the computer players did in the last turn, in one line (``TurnRecap``): in Lost
Cities every player writes in every turn, so once a turn ends the line says, for each
computer seat, what it wrote where (or that it refused), in the table's own sentences."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..rules.events import EventKind
from ..rules.state import GameState
from . import texts

# What a recap tells: the marks made on a sheet and what they won.
_TOLD = frozenset({EventKind.REFUSED, EventKind.EXHAUSTED, EventKind.CIRCLE_DOUBLED, EventKind.NUMBER_WRITTEN,
                   EventKind.ACCELERATED, EventKind.TOP_ARTIFACT_TICKED, EventKind.ARTIFACT_HATCHED,
                   EventKind.BRIDGE_WON})

SEPARATOR = "  ·  "


class TurnRecap:
    def __init__(self):
        self._events: list = []  # the computers' events of the turn under way
        self.events: tuple = ()  # those of the last turn a computer played in (none yet: empty)

    def follow(self, state: GameState, computers: Collection[int]) -> bool:
        """The game moved to ``state``: keep the computer seats' events; True when a turn
        they played in just ended (``events`` then holds what they did)."""
        kinds = {e.kind for e in state.events}
        if EventKind.ROLLED in kinds:
            self._events = []  # a new turn
        self._events += [e for e in state.events if e.kind in _TOLD and e.seat in computers]
        if EventKind.TURN_ENDED not in kinds or not self._events:
            return False
        self.events, self._events = tuple(self._events), []
        return True

    def text(self, names: Sequence[str]) -> str:
        """The last turn in words, now (in the language shown)."""
        return SEPARATOR.join(texts.event_text(e, names) for e in self.events)
