"""Watching bots play Roll & Write: a running narration of the game. Each move is one
line: what it was, in the game's own event sentences (``texts``), and why it was worth
making (``move_why``: what it did by the rules, what it was chosen over). What the game
does on its own after a move (the end of a turn, the last round, the end of the game,
a new round) gets lines of its own. The shell's commentary dock (shell/watch_panel.py)
shows the lines; a replay tells its moves with them too."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from copenhagen_gui.shell.text import fill

from ..rules.state import EventKind, GameState
from . import move_why, texts

# What the game does on its own after a move: told on lines of their own, after it.
_FLOW_KINDS = frozenset({EventKind.TURN_ENDED, EventKind.LAST_ROUND, EventKind.GAME_ENDED,
                         EventKind.NOTHING_TO_MARK, EventKind.COAT_LOST})


class Narrator(QObject):
    """Emits the lines of every new move (an undo takes back what it undoes, untold)."""

    narrated = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._session = None
        self._start = 0  # the position the narration began at
        self._state = None  # the state after the last move told
        self._told: list = []  # (state before, action, state after) of each move told

    def set_session(self, session) -> None:
        """Tell ``session`` from now on (None: the watched game left the table)."""
        if self._session is not None:
            self._session.state_changed.disconnect(self._on_change)
        self._session = session
        self._told = []  # what was told, kept as moves, not sentences
        if session is None:
            return
        self._start = session.position
        self._state = session.state
        session.state_changed.connect(self._on_change)

    def lines_for(self, before: GameState, action, after: GameState, names: Sequence[str]) -> list[str]:
        """The lines of one move: the move and why, then what the game did on its own."""
        what = " ".join(texts.event_text(e, names) for e in after.events
                        if e.kind not in _FLOW_KINDS and e.kind not in move_why.EFFECT_KINDS)
        why = " ".join(move_why.reasons(before, action, after))
        lines = []
        if why:
            what = what.removesuffix(".") if what else texts.action_text(action, names)
            #: A move told while watching the computer play: %1 what it did, %2 why it is good.
            lines.append(fill(QCoreApplication.translate("MoveNarrator", "%1 — %2"), what, why))
        elif what:
            lines.append(what)
        lines += [texts.event_text(e, names) for e in after.events if e.kind in _FLOW_KINDS]
        if after.round != before.round:
            lines.append(fill(self.tr("— Round %1 —"), str(after.round)))
        return [line for line in lines if line]

    def retell(self) -> list[str]:
        """Every line told so far, in the language installed now (the shell asks after
        a language switch)."""
        names = self._session.names if self._session is not None else ()
        return [line for move in self._told for line in self.lines_for(*move, names)]

    def _on_change(self) -> None:
        session = self._session
        position = session.position
        told = self._start + len(self._told)
        if position < told:  # an undo: what is taken back is no longer told
            del self._told[max(0, position - self._start):]
        state = self._state if position > told else session.state
        for index in range(told, position):
            action = session.action_at(index)
            after = session.spec.apply_unchecked(state, action)
            self._told.append((state, action, after))
            for line in self.lines_for(state, action, after, session.names):
                self.narrated.emit(line)
            state = after
        self._state = session.state
