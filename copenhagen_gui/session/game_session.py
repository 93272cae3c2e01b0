"""The game session: the one writer of the game state.

It owns the current state, the QUndoStack (one command per action) and the dice roller.
Views only read ``state`` and listen to ``state_changed``; every change goes through
``perform``/``undo``/``redo`` (or the stack's own index, e.g. from a QUndoView).

Ruling 7: a Roll or Reroll is a barrier. Undo never crosses it: ``can_undo`` is false
when the command just below the stack index is a roll, and if something moves the
stack's index below the latest roll anyway (QUndoStack.setIndex, a QUndoView click,
the stack's own undo action), the session moves it straight back to just after that
roll, so the stack's index, the history view and the state always agree.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from copenhagen_gui.session.commands import ActionCommand
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import CHANCE_ACTIONS, Action
from copenhagen_gui.games.copenhagen_rw.rules.record import GameRecord, replay
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, GameState, Reason


def new_seed() -> int:
    # 48 bits: plenty of games, and still an exact number in any JSON reader.
    return secrets.randbits(48)


def roller_for(seed: int, position: int) -> Roller:
    """The roller for the chance action at ``position`` in the record.

    Derived from the game seed and the number of actions already applied, so a game
    reloaded from its record keeps rolling exactly the faces the uninterrupted game
    would have rolled, and never repeats the faces of earlier rolls. (A stable hash,
    not Python's ``hash``, which is salted per process.)
    """
    import hashlib  # only when rolling: keeps start-up light

    digest = hashlib.sha256(f"{seed}:{position}".encode()).digest()
    return Roller(int.from_bytes(digest[:8], "big"))


class GameSession(QObject):
    state_changed = Signal()  # after perform/undo/redo: views re-sync from .state
    action_refused = Signal(object)  # a rules Reason when perform() refuses

    def __init__(self, record: GameRecord, parent: QObject | None = None):
        super().__init__(parent)
        # Raises RecordError when any action, the redo history included, is illegal.
        states = replay(record, upto=len(record.actions))
        self._options = record.options
        self._names = tuple(record.names)
        self._bots = tuple(record.bots)  # computer level per seat, None for a person
        self._seed = record.seed if record.seed is not None else new_seed()
        self._state = states[0]
        self.file_path: Path | None = None
        self.undo_stack = QUndoStack(self)
        for index, action in enumerate(record.actions):
            self.undo_stack.push(
                ActionCommand(action, states[index], self._write_state, self._names, states[index + 1])
            )
        # Before connecting: restoring the cursor may step back over rolls of the
        # redo history, which is the record's truth, not a player's undo.
        self.undo_stack.setIndex(record.cursor)
        self.undo_stack.setClean()
        self._index = record.cursor
        self.undo_stack.indexChanged.connect(self._on_index_changed)

    @classmethod
    def new_game(
        cls,
        options: GameOptions,
        names: Sequence[str],
        seed: int | None = None,
        parent: QObject | None = None,
        bots: Sequence[str | None] | None = None,
    ) -> "GameSession":
        """``bots``: the computer level of each seat ("easy", "normal", "strong") or
        None for a person; default all people."""
        names = tuple(names)
        if len(names) != options.player_count:
            raise ValueError(f"{options.player_count} names needed, got {len(names)}")
        levels = tuple(None if b is None else str(getattr(b, "value", b)) for b in bots or ())
        record = GameRecord(
            options, names, seed if seed is not None else new_seed(), bots=levels or (None,) * len(names)
        )
        return cls(record, parent)

    # --- reading ----------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    @property
    def bots(self) -> tuple[str | None, ...]:
        """The computer level of each seat (None for a person)."""
        return self._bots

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def record(self) -> GameRecord:
        """The stack as a record: every pushed action (redo history included) and the
        cursor at the stack's index."""
        stack = self.undo_stack
        actions = tuple(stack.command(i).action for i in range(stack.count()))
        return GameRecord(
            self._options, self._names, self._seed, actions, stack.index(), bots=self._bots
        )

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def mark_saved(self, path: Path) -> None:
        """The game was just saved to (or opened from) ``path``. The stack's
        cleanChanged signal tells a window when to show or drop its '*' mark."""
        self.file_path = Path(path)
        self.undo_stack.setClean()

    # --- changing ---------------------------------------------------------------

    def perform(self, action: Action) -> Reason | None:
        """Take an action (Roll/Reroll faces are rolled here when empty). Returns the
        rules' reason and emits action_refused when it is illegal; nothing changes."""
        position = self.undo_stack.index()
        if isinstance(action, CHANCE_ACTIONS):
            action = roller_for(self._seed, position).complete(action)
        reason = engine.check(self._state, action)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        self.undo_stack.push(ActionCommand(action, self._state, self._write_state, self._names))
        return None

    def can_undo(self) -> bool:
        index = self.undo_stack.index()
        return index > 0 and not self.undo_stack.command(index - 1).is_barrier

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    def undo(self) -> None:
        if self.can_undo():
            self.undo_stack.undo()

    def redo(self) -> None:
        if self.can_redo():
            self.undo_stack.redo()

    def retranslate(self) -> None:
        """Re-set the command texts after a language change (the undo menu and
        history show them)."""
        for i in range(self.undo_stack.count()):
            self.undo_stack.command(i).retranslate(self._names)

    # --- internals --------------------------------------------------------------

    def _write_state(self, state: GameState) -> None:
        # The commands' only way in: they restore or apply snapshots here.
        self._state = state

    def _floor(self, index: int) -> int:
        """The lowest index reachable by undo from ``index``: just after the latest
        roll below it."""
        for i in range(index - 1, -1, -1):
            if self.undo_stack.command(i).is_barrier:
                return i + 1
        return 0

    def _on_index_changed(self, index: int) -> None:
        floor = self._floor(self._index)
        if index < floor:
            # Something stepped back over a roll: go forward again. This re-enters
            # with index == floor, which emits state_changed once.
            self.undo_stack.setIndex(floor)
            return
        self._index = index
        self.state_changed.emit()
