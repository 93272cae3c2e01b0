"""The situation being edited: its JSON, the state the game's rules read from it, and
an undo stack of edits.

Every change is a whole new JSON value proposed by the game's editor adapter. The
game's rules (``spec.state_from_json``) decide: a situation they read becomes the
current one, as one undoable edit; one they refuse changes nothing and ``refused``
says why (the ``SituationError``, whose ``reason`` the adapter puts into words). The
editor never decides what is possible itself."""

from __future__ import annotations

import copy
import weakref
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from copenhagen_gui.core.situation import SituationError


class _Edit(QUndoCommand):
    def __init__(self, model: SituationModel, before: tuple, after: tuple, text: str):
        super().__init__(text)
        # The model weakly: it owns the stack that owns this edit (no cycle for Python's
        # collector to break in the wrong order; see session/commands.py).
        self._model, self._before, self._after = weakref.ref(model), before, after

    def redo(self):
        self._show(self._after)

    def undo(self):
        self._show(self._before)

    def _show(self, situation: tuple) -> None:
        model = self._model()
        if model is not None:
            model._show(*situation)


class SituationModel(QObject):
    changed = Signal()  # a new current situation (an edit, an undo, a redo, a new start)
    refused = Signal(object)  # the SituationError of a change the rules refused

    def __init__(self, spec, options, names, state, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.undo_stack = QUndoStack(self)
        self._start(options, tuple(names), state)

    def _start(self, options, names: tuple, state) -> None:
        self.options = options
        self.names = names
        self.state = self.spec.state_from_json(self.spec.state_to_json(state), options)
        self.data = self.spec.state_to_json(self.state)

    # --- reading ------------------------------------------------------------------------

    def copy(self) -> dict:
        """The current JSON, to change and propose (never the model's own)."""
        return copy.deepcopy(self.data)

    @property
    def seats(self) -> int:
        return len(self.names)

    # --- changing -----------------------------------------------------------------------

    def propose(self, data: Any, text: str) -> bool:
        """``data`` as the new situation, when the rules read it: one undo step named
        ``text``. False (and ``refused``) when they refuse it; an unchanged situation
        is no step."""
        try:
            state = self.spec.state_from_json(data, self.options)
        except SituationError as error:
            self.refused.emit(error)
            return False
        if state == self.state:
            self.changed.emit()  # no step; the controls show the situation again
            return True
        # Kept as the game writes it (what it derives written out): the next edit
        # starts from the truth.
        self.undo_stack.push(_Edit(self, (self.options, self.names, self.data, self.state),
                                   (self.options, self.names, self.spec.state_to_json(state), state), text))
        return True

    def restart(self, options, names, state, text: str) -> None:
        """Start again from ``state`` (a new game, the game on the table, a file),
        played with ``options``: one undo step too."""
        state = self.spec.state_from_json(self.spec.state_to_json(state), options)
        if (options, tuple(names), state) == (self.options, self.names, self.state):
            return  # already there: no undo step
        data = self.spec.state_to_json(state)
        self.undo_stack.push(_Edit(self, (self.options, self.names, self.data, self.state),
                                   (options, tuple(names), data, state), text))

    def _show(self, options, names, data, state) -> None:
        self.options, self.names, self.data, self.state = options, names, data, state
        self.changed.emit()

