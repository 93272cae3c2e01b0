"""The game session: the one writer of the game state, for any game.

It owns the current state, the QUndoStack (one command per action) and chance. Views only
read ``state`` and listen to ``state_changed``; every change goes through
``perform``/``undo``/``redo`` (or the stack's own index, e.g. from a QUndoView). It knows
the game only through its GameSpec (``record.spec``).

Chance is a barrier: a chance action (a roll, a shuffle, a refill) can never be undone,
because undoing it would let a player see an outcome and then take it back. ``can_undo``
is false when the command just below the stack index is a chance action, and if
something moves the stack's index below the latest one anyway (QUndoStack.setIndex, a
QUndoView click, the stack's own undo action), the session moves it straight back, so the
stack's index, the history view and the state always agree.

Automatic actions (the opening deal, the refill at the end of a turn) follow the action
that made them due at once, each as a command of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from copenhagen_gui.core.chance import new_seed, rng_for
from copenhagen_gui.core.record import GameRecord, replay
from copenhagen_gui.core.spec import GameSpec
from copenhagen_gui.session.commands import ActionCommand


class GameSession(QObject):
    state_changed = Signal()  # after perform/undo/redo: views re-sync from .state
    action_refused = Signal(object)  # the game's reason when perform() refuses

    def __init__(self, record: GameRecord, parent: QObject | None = None, describe=None):
        super().__init__(parent)
        self._spec: GameSpec = record.spec
        self._describe = describe
        # Raises RecordError when any action, the redo history included, is illegal.
        states = replay(record, upto=len(record.actions))
        self._record = record
        self._names = tuple(record.names)
        self._bots = tuple(record.bots)  # computer level per seat, None for a person
        self._seed = record.seed if record.seed is not None else new_seed()
        self._state = states[0]
        self.file_path: Path | None = None
        self.undo_stack = QUndoStack(self)
        for index, action in enumerate(record.actions):
            self.undo_stack.push(self._command(action, states[index], states[index + 1]))
        # Before connecting: restoring the cursor may step back over chance actions of
        # the redo history, which is the record's truth, not a player's undo.
        self.undo_stack.setIndex(record.cursor)
        self._index = record.cursor
        self._play_automatic()
        self.undo_stack.setClean()
        self._index = self.undo_stack.index()
        self.undo_stack.indexChanged.connect(self._on_index_changed)

    @classmethod
    def new_game(cls, spec: GameSpec, options: Any, names: Sequence[str], seed: int | None = None,
                 parent: QObject | None = None, bots: Sequence[str | None] | None = None,
                 describe=None) -> GameSession:
        """``bots``: the computer level of each seat ("easy", "normal", "strong") or
        None for a person; default all people."""
        names = tuple(names)
        seats = len(spec.scores(spec.new_game(options)))
        if len(names) != seats:
            raise ValueError(f"{seats} names needed, got {len(names)}")
        levels = tuple(None if b is None else str(getattr(b, "value", b)) for b in bots or ())
        record = GameRecord(spec.game_id, options, names, seed if seed is not None else new_seed(),
                            bots=levels or (None,) * len(names))
        return cls(record, parent, describe)

    # --- reading ----------------------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        return self._spec

    @property
    def state(self) -> Any:
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
    def position(self) -> int:
        """How many actions are applied."""
        return self.undo_stack.index()

    @property
    def record(self) -> GameRecord:
        """The stack as a record: every pushed action (redo history included) and the
        cursor at the stack's index."""
        stack = self.undo_stack
        actions = tuple(stack.command(i).action for i in range(stack.count()))
        return GameRecord(self._spec.game_id, self._record.options, self._names, self._seed,
                          actions, stack.index(), bots=self._bots,
                          rules_version=self._record.rules_version)

    def action_at(self, index: int) -> Any:
        return self.undo_stack.command(index).action

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def mark_saved(self, path: Path) -> None:
        """The game was just saved to (or opened from) ``path``. The stack's
        cleanChanged signal tells a window when to show or drop its '*' mark."""
        self.file_path = Path(path)
        self.undo_stack.setClean()

    # --- changing ---------------------------------------------------------------

    def perform(self, action: Any) -> Any | None:
        """Take an action (a chance action gets its outcome here when it has none).
        Returns the rules' reason and emits action_refused when it is illegal; nothing
        changes then."""
        spec = self._spec
        if spec.is_chance(action):
            action = spec.complete_chance(self._state, action, rng_for(self._seed, self.position))
        reason = spec.check(self._state, action)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        self.undo_stack.push(self._command(action, self._state))
        self._play_automatic()
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
            command = self.undo_stack.command(i)
            command.setText(self._text(command.action))

    # --- internals --------------------------------------------------------------

    def _text(self, action) -> str:
        return self._describe(action, self._names) if self._describe else type(action).__name__

    def _command(self, action, before, after=None) -> ActionCommand:
        return ActionCommand(action, before, self._write_state, self._spec,
                             self._text(action), after)

    def _play_automatic(self) -> None:
        """Apply the automatic actions now due, each with its outcome drawn here."""
        spec = self._spec
        if self.undo_stack.canRedo():
            return  # the redo history holds what comes next
        while (action := spec.automatic_action(self._state)) is not None:
            if spec.is_chance(action):
                action = spec.complete_chance(self._state, action, rng_for(self._seed, self.position))
            self.undo_stack.push(self._command(action, self._state))

    def _write_state(self, state) -> None:
        # The commands' only way in: they restore or apply snapshots here.
        self._state = state

    def _floor(self, index: int) -> int:
        """The lowest index reachable by undo from ``index``: just after the latest
        chance action below it."""
        for i in range(index - 1, -1, -1):
            if self.undo_stack.command(i).is_barrier:
                return i + 1
        return 0

    def _on_index_changed(self, index: int) -> None:
        floor = self._floor(self._index)
        if index < floor:
            # Something stepped back over a chance action: go forward again. This
            # re-enters with index == floor, which emits state_changed once.
            self.undo_stack.setIndex(floor)
            return
        self._index = index
        self.state_changed.emit()
