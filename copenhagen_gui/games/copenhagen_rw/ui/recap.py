"""What happened, in words and on the table: the line saying what the last action did,
the recap of a computer player's whole turn (it stays under the table until the next
computer turn ends) and each player's last move, kept highlighted (``last_moves``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell.text import fill

from ..rules.state import EventKind, GameState, Phase
from . import last_moves, texts

# Events too small for the recap of a whole turn (the drawing says the choice).
_RECAP_SKIPS = frozenset({EventKind.ROLLED, EventKind.REROLLED, EventKind.SHAPE_CHOSEN,
                          EventKind.X_MARKED, EventKind.TURN_ENDED})

SEPARATOR = "  ·  "


class TurnRecap:
    def __init__(self, session):
        self._turn_starts = _turn_starts(session)
        self._lines: list[str] = []  # what the active player did so far this turn
        self.text = ""  # the recap of the last computer turn ("": none yet)

    def message(self, state: GameState, names: Sequence[str]) -> str:
        """What the last action did; at the very start of a game, who starts."""
        message = SEPARATOR.join(line for line in (texts.event_text(e, names) for e in state.events) if line)
        if message:
            return message
        if state.round == 1 and state.phase is Phase.ROLL and not any(p.filled for p in state.players):
            return fill(QCoreApplication.translate("TurnController", "A new game begins: %1 starts."),
                        names[state.options.start_player])
        return ""

    def follow(self, before: GameState, after: GameState, names: Sequence[str], computers) -> bool:
        """The game moved from ``before`` to ``after``: gather the active player's events;
        True when a computer player's (one of ``computers``) turn just ended and
        ``text`` is its new recap."""
        if after.phase is Phase.ROLL:
            self._turn_starts[after.active] = after
        if any(e.kind is EventKind.ROLLED for e in after.events):
            self._lines = []  # a new turn
        self._lines += [texts.event_text(e, names) for e in after.events
                        if e.kind not in _RECAP_SKIPS and e.player == before.active]
        if not any(e.kind is EventKind.TURN_ENDED for e in after.events):
            return False
        lines, self._lines = self._lines, []
        if before.active not in computers:
            return False
        self.text = SEPARATOR.join(line for line in lines if line)
        return True

    def last_moves(self, state: GameState) -> last_moves.LastMoves:
        return last_moves.last_moves(state, self._turn_starts)


def _turn_starts(session) -> dict:
    """The state each player's latest turn began with, from the game so far."""
    from copenhagen_gui.core.record import RecordError, replay

    try:
        states = replay(session.record)
    except RecordError:  # a record that does not replay: the highlights start afresh
        states = [session.state]
    return last_moves.turn_starts_of(states)
