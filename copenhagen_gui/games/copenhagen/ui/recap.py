"""The recap of the computer players' turns (the strip's "Last turn: …" line): the
cards each took or discarded, the tile built and where, the ability tiles used or
taken, the points and coats of arms — gathered from the events of the turns' actions,
said when a turn ends (or the game does). With two or three computers at the table it
tells every computer turn since a person last played, in the order played (at most one
round), and it is kept until the next computer turn ends. Sentences of the context
"CopenhagenTexts"."""

from __future__ import annotations

from collections.abc import Sequence

from copenhagen_gui.shell.text import fill

from ..rules.state import Event, EventKind, GameState
from ..scene import labels
from . import texts
from .texts import CopenhagenTexts

# Not part of what a player did (the refill, the deal) or said by the turn's end.
_SKIPS = frozenset({EventKind.SLOT_FILLED, EventKind.HAND_DEALT, EventKind.RESHUFFLED,
                    EventKind.END_CARD_SHUFFLED_IN, EventKind.END_CARD_REVEALED,
                    EventKind.TURN_ENDED, EventKind.GAME_ENDED})
SEPARATOR = "  ·  "


class TurnRecap:
    def __init__(self):
        self._seat: int | None = None  # whose turn the gathered events are
        self._events: list[Event] = []
        self._turns: list[tuple[Event, ...]] = []  # computer turns since a person's

    def follow(self, state: GameState, computers: Sequence[int]) -> tuple[Event, ...] | None:
        """The game reached ``state``: gather its events; once a turn of one of
        ``computers`` ends, the events of every computer turn since a person's turn
        (at most one round of them); None: no turn ended now."""
        ended = None
        for event in state.events:
            if event.player is not None and event.player != self._seat:
                self._seat, self._events = event.player, []  # a new turn
            if event.kind is EventKind.TURN_ENDED or event.kind is EventKind.GAME_ENDED:
                if self._seat not in computers:
                    self._turns = []  # a person played: the next recap starts afresh
                elif self._events:
                    others = len(computers) - 1  # the other computers' turns of a round
                    self._turns = [*(self._turns[-others:] if others else ()), tuple(self._events)]
                    ended = tuple(e for turn in self._turns for e in turn)
                self._events = []
            elif event.kind not in _SKIPS and event.player is not None:
                self._events.append(event)
        return ended


def recap_text(events: Sequence[Event], names: Sequence[str]) -> str:
    """One computer turn, one sentence per thing it did."""
    return SEPARATOR.join(line for line in (_line(e, names) for e in events) if line)


def _line(event: Event, names: Sequence[str]) -> str:
    if event.kind is not EventKind.TILE_BUILT:
        return texts.event_text(event, names)
    # What was built and where: its lowest floor and leftmost column (from the left).
    floor = min(y for _, y in event.cells)
    column = min(x for x, y in event.cells if y == floor) + 1
    name, tile = names[event.player], labels.a_tile(event.colour)
    size = len(event.cells)
    if floor == 0:
        text = CopenhagenTexts.tr("%1 builds %2 of %3 squares on the ground floor, column %4, for %n card(s).",
                                  None, event.count)
        return fill(text, name, tile, size, column)
    text = CopenhagenTexts.tr("%1 builds %2 of %3 squares on floor %4, column %5, for %n card(s).",
                              None, event.count)
    return fill(text, name, tile, size, floor, column)
