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

A finished turn may wait for its player's confirm, when a table asks for it
(``set_confirm_turns``; off by default, so every other driver of a session plays on as
before): when the game's spec names the seat whose turn the automatic chance action now
due would close (its optional ``confirming_seat(state)``; the card game's refill), and
that seat is a person's, the session holds the action until ``confirm_turn()``. Until
then every step of the turn undoes, and the undo limit stays honest: the confirm is
where chance comes in. The record holds no confirm (it is no move of the game): a game
saved while waiting waits again when opened, and any record replays as before.
Computer seats never wait.

A game may begin from a situation (``from_situation``: a prepared, validated state)
instead of a new game; the record keeps it, and undo never goes before it.

While a change is followed at once by the automatic actions it made due, ``settling``
is true (during that change's ``state_changed`` and the stack's ``indexChanged``): a
view that only draws the result may wait for the last change of the click, which
comes before the event loop turns (one table sync and one window refresh per click).

One user gesture is one undo step: ``perform_all`` takes several actions (choose a shape
and draw it, by one click) as one command. ``position`` and the record count actions,
not commands; a gesture never holds a chance action, which stays a barrier of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from copenhagen_gui.core.chance import new_seed, rng_for_chance
from copenhagen_gui.core.record import GameRecord, replay
from copenhagen_gui.core.spec import GameSpec
from copenhagen_gui.session.commands import ActionCommand, GestureCommand


def _new_record(spec: GameSpec, options: Any, first: Any, names: Sequence[str],
            bots: Sequence[str | None] | None, seed: int | None, start: Any) -> GameRecord:
    """The record of a game about to begin at ``first`` (a new game or ``start``)."""
    names = tuple(names)
    seats = len(spec.scores(first))
    if len(names) != seats:
        raise ValueError(f"{seats} names needed, got {len(names)}")
    levels = tuple(None if b is None else str(getattr(b, "value", b)) for b in bots or ())
    return GameRecord(spec.game_id, options, names, seed if seed is not None else new_seed(),
                      bots=levels or (None,) * len(names), start=start)


class GameSession(QObject):
    state_changed = Signal()  # after perform/undo/redo: views re-sync from .state
    action_refused = Signal(object)  # the game's reason when perform() refuses

    # Whether a person's finished turn waits for ``confirm_turn`` (games whose spec has
    # ``confirming_seat``): a table switches it on (``set_confirm_turns``).
    confirm_turns = False

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
        self._gesture: list[ActionCommand] | None = None  # steps of a gesture being taken
        self._pushing = False  # inside a push that automatic actions follow at once
        self.settling = False  # this change is not the click's last: see the module's doc
        self.undo_stack = QUndoStack(self)
        for index, action in enumerate(record.actions):
            self.undo_stack.push(self._command(action, states[index], states[index + 1]))
        # Before connecting: restoring the cursor may step back over chance actions of
        # the redo history, which is the record's truth, not a player's undo.
        self.undo_stack.setIndex(record.cursor)
        self._index = record.cursor
        # A game saved while a person's finished turn waited for its confirm waits again.
        self.confirm_turns = self._confirming_person() is not None
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
        record = _new_record(spec, options, spec.new_game(options), names, bots, seed, start=None)
        return cls(record, parent, describe)

    @classmethod
    def from_situation(cls, spec: GameSpec, state: Any, names: Sequence[str],
                       bots: Sequence[str | None] | None = None, options: Any = None,
                       seed: int | None = None, parent: QObject | None = None,
                       describe=None) -> GameSession:
        """A game that starts from a situation, ``state``, instead of a new game, played
        with ``options`` (default: the seats' default options). The state goes through
        the game's situation codec first, so only a state its rules can reach is
        played: raises ``core.situation.SituationError`` (a ValueError) otherwise, and
        ValueError for a state no situation starts from (mid-turn). Undo stops at the
        start; the record keeps it, so saving and reopening start from it again."""
        names = tuple(names)
        if options is None:
            options = spec.default_options(len(names))
        start = spec.state_from_json(spec.state_to_json(state), options)
        return cls(_new_record(spec, options, start, names, bots, seed, start), parent, describe)

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

    def rename(self, names: Sequence[str]) -> None:
        """The seats' names from now on (the default names, said in a new language):
        no move, nothing to undo; the record keeps the new names."""
        names = tuple(names)
        if len(names) != len(self._names):
            raise ValueError(f"{len(self._names)} names needed, got {len(names)}")
        self._names = names

    @property
    def bots(self) -> tuple[str | None, ...]:
        """The computer level of each seat (None for a person)."""
        return self._bots

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def position(self) -> int:
        """How many actions are applied (a gesture counts each of its actions)."""
        applied = self._actions(self.undo_stack.index())
        return len(applied) + len(self._gesture or ())

    def _actions(self, upto: int) -> tuple[Any, ...]:
        """The actions of the stack's first ``upto`` commands."""
        stack = self.undo_stack
        return tuple(a for i in range(upto) for a in stack.command(i).actions)

    @property
    def record(self) -> GameRecord:
        """The stack as a record: every pushed action (redo history included) and the
        cursor after the applied ones."""
        stack = self.undo_stack
        # evolve: what the session does not change (chance keying, date, id) carries over.
        return attrs.evolve(self._record, names=self._names, seed=self._seed, bots=self._bots,
                            actions=self._actions(stack.count()),
                            cursor=len(self._actions(stack.index())))

    def action_at(self, index: int) -> Any:
        return self._actions(self.undo_stack.count())[index]

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
            action = spec.complete_chance(self._state, action, self._chance_rng(action))
        reason = spec.check(self._state, action)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        command = self._command(action, self._state)
        if self._gesture is None:
            self._push(command)
            self._play_automatic()
        elif command.is_barrier:  # a chance action never hides inside a gesture
            self._end_gesture()
            self.undo_stack.push(command)
            self._gesture = []
        else:
            command.redo()  # applied now, pushed with the rest of the gesture
            self._gesture.append(command)
        return None

    def may_pick_up(self, piece: tuple) -> bool:
        """Whether the person at the table may pick up ``piece`` (a scene key: a shape,
        a tile, a die) to make a move with it: always, as far as the session goes (the
        rules judge the move). A table asks before it lets a piece be picked up; a
        lesson's session allows only its prepared move's pieces, and says why not."""
        return True

    def perform_all(self, actions: Sequence[Any]) -> Any | None:
        """Take the actions of one user gesture, in order, as one undo step. All or
        nothing: when one is refused, its reason is returned (as ``perform`` does) and
        the ones before it are taken back. Each step goes through ``perform``, so a
        subclass's own checks apply to every one of them."""
        self._gesture = []
        reason, complete = None, False
        try:
            for action in actions:
                reason = self.perform(action)
                if reason is not None:
                    break
            complete = reason is None
        finally:
            if not complete:
                steps, self._gesture = self._gesture, None
                if steps:
                    self._write_state(steps[0].before)
                    # Whoever looked at the state mid-gesture (a refusal's listener)
                    # saw a step that is now taken back: let them look again.
                    self.state_changed.emit()
            self._end_gesture()
        return reason

    def _end_gesture(self) -> None:
        """Push the steps of the gesture gathered so far as one command."""
        steps, self._gesture = self._gesture, None
        if not steps:
            return
        self._write_state(steps[0].before)  # the push applies them again, from their snapshots
        if len(steps) == 1:
            self._push(steps[0])
        else:
            self._push(GestureCommand(steps, "; ".join(step.text() for step in steps)))
        self._play_automatic()

    def awaiting_confirm(self) -> int | None:
        """The seat whose finished turn waits for its player's confirm (None: none)."""
        return self._confirming_person() if self.confirm_turns else None

    def _confirming_person(self) -> int | None:
        """The person's seat whose finished turn the automatic action due now would
        close; never while the redo history holds what comes next (the record's)."""
        confirming_seat = getattr(self._spec, "confirming_seat", None)
        if confirming_seat is None or self._gesture is not None or self.undo_stack.canRedo():
            return None
        seat = confirming_seat(self._state)
        if seat is None or self._bots[seat] is not None:
            return None
        return seat

    def confirm_turn(self) -> bool:
        """The player confirms their finished turn: the automatic actions it held
        (the refill) come now. False when no turn waits."""
        if self.awaiting_confirm() is None:
            return False
        self._play_automatic(confirmed=True)
        return True

    def set_confirm_turns(self, on: bool) -> None:
        """Switch the wait for a confirm on or off (off confirms a waiting turn)."""
        self.confirm_turns = bool(on)
        if not on:
            self._play_automatic()

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
            command.setText("; ".join(self._text(a) for a in command.actions))

    # --- internals --------------------------------------------------------------

    def _text(self, action) -> str:
        return self._describe(action, self._names) if self._describe else type(action).__name__

    def _command(self, action, before, after=None) -> ActionCommand:
        return ActionCommand(action, before, self._write_state, self._spec,
                             self._text(action), after)

    def _play_automatic(self, confirmed: bool = False) -> None:
        """Apply the automatic actions now due, each with its outcome drawn here; a
        person's finished turn first waits for its confirm (unless ``confirmed``)."""
        spec = self._spec
        if self.undo_stack.canRedo():
            return  # the redo history holds what comes next
        while (action := spec.automatic_action(self._state)) is not None:
            if not confirmed and self.awaiting_confirm() is not None:
                return
            confirmed = False  # a confirm releases one turn's end only
            if spec.is_chance(action):
                action = spec.complete_chance(self._state, action, self._chance_rng(action))
            self._push(self._command(action, self._state))

    def _push(self, command) -> None:
        """Push ``command``, which ``_play_automatic`` follows at once."""
        self._pushing = True
        try:
            self.undo_stack.push(command)
        finally:
            self._pushing = self.settling = False

    def _chance_rng(self, action):
        """The generator for a chance action taken now, keyed as the record says."""
        earlier = self._actions(self.undo_stack.index()) + tuple(
            a for command in self._gesture or () for a in command.actions)
        return rng_for_chance(self._seed, self._record.chance, action, earlier, self._spec.is_chance)

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
        # Settling only when the automatic action due is played at once: a person's
        # finished turn waiting for its confirm is the click's last change.
        self.settling = (self._pushing and self._spec.automatic_action(self._state) is not None
                         and self.awaiting_confirm() is None)
        self.state_changed.emit()
