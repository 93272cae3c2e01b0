"""The situation editor's window: the game's table in an edit mode, the turn's common
facts (whose turn, the round, the phase), the game's own controls, undo and redo, and
what to do with the situation (play on from it, save it, open one).

Every change goes through the model, which asks the game's rules; a refusal shows its
reason at once above the table and changes nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.core import registry
from copenhagen_gui.core.situation import SituationError, SituationProblem
from copenhagen_gui.shell import game_names
from copenhagen_gui.shell.text import fill

from . import files, starts
from .keyboard import TableKeys
from .model import SituationModel

_REFUSED_STYLE = "color: #a01818; font-weight: bold;"
_SIDE_WIDTH = 320  # room for "Begin van de beurt" beside "Wie is aan de beurt:"


class SituationEditor(QDialog):
    def __init__(self, window, game_id: str, adapter_class, options, names, state):
        super().__init__(window)
        self.setObjectName("situation-editor")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.window_ = window
        self.game_id = game_id
        self.spec = registry.get(game_id)
        self.model = SituationModel(self.spec, options, names, state, self)
        self.adapter = adapter_class(self.model, self)
        self.message = QLabel(objectName="situation-message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal: SituationError | None = None  # the last refusal shown (tests read it)

        self._active = QComboBox(objectName="situation-active")
        self._round = QSpinBox(objectName="situation-round")  # the round, or the game's turn counter
        self._phase = QComboBox(objectName="situation-phase")
        self._turn_box = QGroupBox()
        turn = QFormLayout(self._turn_box)
        self._active_label, self._round_label, self._phase_label = QLabel(), QLabel(), QLabel()
        turn.addRow(self._active_label, self._active)
        turn.addRow(self._round_label, self._round)
        turn.addRow(self._phase_label, self._phase)

        self._seats = QSpinBox(objectName="situation-seats")
        self._seats.setRange(self.spec.min_seats, self.spec.max_seats)
        self._seats.setValue(self.model.seats)
        self._new_game = QPushButton(objectName="situation-new-game")
        self._from_table = QPushButton(objectName="situation-from-table")
        self._again_box = QGroupBox()
        again = QFormLayout(self._again_box)
        self._seats_label = QLabel()
        again.addRow(self._seats_label, self._seats)
        again.addRow(self._new_game)
        again.addRow(self._from_table)

        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self._turn_box)
        panel = self.adapter.panel()
        if panel is not None:
            column.addWidget(panel)
        column.addWidget(self._again_box)
        column.addStretch(1)
        scroll = QScrollArea(objectName="situation-side")
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedWidth(_SIDE_WIDTH)

        stack = self.model.undo_stack
        self.undo_action = QAction(self, objectName="situation-undo-action")
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(stack.undo)
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        self.redo_action = QAction(self, objectName="situation-redo-action")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(stack.redo)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        self._undo = QToolButton(objectName="situation-undo")
        self._undo.setDefaultAction(self.undo_action)
        self._redo = QToolButton(objectName="situation-redo")
        self._redo.setDefaultAction(self.redo_action)
        for button in (self._undo, self._redo):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self._open = self._buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self._open.setObjectName("situation-open")
        self._save = self._buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self._save.setObjectName("situation-save")
        self._play = self._buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self._play.setObjectName("situation-play")
        self._buttons.rejected.connect(self.reject)
        for button in self._buttons.buttons() + [self._new_game, self._from_table]:
            button.setAutoDefault(False)  # Enter in a number box or on the table never plays from here

        table = QHBoxLayout()
        table.addWidget(self.adapter.view(), 1)
        self.keys = TableKeys(self.adapter, self)
        table.addWidget(scroll)
        bottom = QHBoxLayout()
        bottom.addWidget(self._undo)
        bottom.addWidget(self._redo)
        bottom.addStretch(1)
        bottom.addWidget(self._buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addLayout(table, 1)
        layout.addLayout(bottom)

        self.model.changed.connect(self._changed)
        self.model.refused.connect(self._refused)
        self._active.activated.connect(lambda i: self.adapter.change(
            self.tr("Whose turn"), lambda d: d.__setitem__("active", i)))
        self._round.valueChanged.connect(lambda value: self.adapter.change(
            self._counter_words()[1], lambda d: self.adapter.set_counter(d, value)))
        self._phase.activated.connect(lambda i: self.adapter.change(
            self.tr("Phase"), lambda d: self.adapter.set_phase(d, self._phase.itemData(i))))
        self._new_game.clicked.connect(self.start_new_game)
        self._from_table.clicked.connect(self.start_from_table)
        self._open.clicked.connect(lambda: self.open_file())
        self._save.clicked.connect(lambda: self.save_file())
        self._play.clicked.connect(self.play)
        self.retranslate()  # (and shows the situation)

    def showEvent(self, event):
        super().showEvent(event)
        self._play.setDefault(False)  # (the button box made it the default as it showed)

    # --- texts -----------------------------------------------------------------------------

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self.setWindowTitle(fill(self.tr("Set up a situation — %1"), game_names.title(self.game_id)))
        self._turn_box.setTitle(self.tr("The turn"))
        self._active_label.setText(self.tr("&Whose turn:"))
        self._active_label.setBuddy(self._active)
        self._round_label.setText(self._counter_words()[0])
        self._round_label.setBuddy(self._round)
        self._phase_label.setText(self.tr("P&hase:"))
        self._phase_label.setBuddy(self._phase)
        self._again_box.setTitle(self.tr("Start again"))
        self._seats_label.setText(self.tr("&Players:"))
        self._seats_label.setBuddy(self._seats)
        self._new_game.setText(self.tr("From a &new game"))
        self._from_table.setText(self.tr("From the game on the &table"))
        self._open.setText(self.tr("&Open situation…"))
        self._save.setText(self.tr("&Save situation…"))
        self._play.setText(self.tr("Pla&y from here…"))
        self.undo_action.setText(self.tr("Undo"))
        self.redo_action.setText(self.tr("Redo"))
        self.adapter.retranslate()
        self._changed()

    def _counter_words(self) -> tuple[str, str]:
        """The turn counter's label and undo step: "Round", unless the game's table
        counts in another word (Lost Cities shows "Turn 5")."""
        return self.adapter.counter_words() or (self.tr("&Round:"), self.tr("Round"))

    # --- following the model --------------------------------------------------------------

    def _changed(self):
        data = self.model.data
        self._active.clear()
        for name in self.model.names:
            self._active.addItem(name)  # plain text: shown as typed
        self._active.setCurrentIndex(data.get("active", 0))
        self._round.blockSignals(True)  # the situation's round, not an edit
        self._round.setRange(1, self.adapter.counter_limit())
        self._round.setValue(self.adapter.counter())
        self._round.blockSignals(False)
        self._phase.clear()
        for key, label in self.adapter.phases():
            self._phase.addItem(label, key)
        self._phase.setCurrentIndex(max(self._phase.findData(data.get("phase")), 0))
        self._phase.setEnabled(self._phase.count() > 1)
        session = self.window_.session
        self._from_table.setEnabled(session is not None and session.spec.game_id == self.game_id)
        self.adapter.show()
        self.keys.refresh()
        stack = self.model.undo_stack
        self.undo_action.setToolTip(fill(self.tr("Undo: %1"), stack.undoText()) if stack.canUndo() else "")
        self.redo_action.setToolTip(fill(self.tr("Redo: %1"), stack.redoText()) if stack.canRedo() else "")
        self.refusal = None
        self.message.setStyleSheet("")
        self.message.setText(" ".join(t for t in (self.adapter.instructions(), self._keys_text()) if t))

    def _keys_text(self) -> str:
        if not self.adapter.places():
            return ""
        return self.tr("By keyboard: Tab to the table, the arrows to a spot, Enter or Space to change it.")

    def _refused(self, error: SituationError):
        self.refusal = error
        if error.problem is SituationProblem.IMPOSSIBLE:
            why = self.adapter.reason_text(error.reason)
        else:
            why = self.tr("the situation would not be one of this game.")
        names = self.model.names
        if error.player is not None and 0 <= error.player < len(names):
            text = fill(self.tr("Not possible for %1: %2"), names[error.player], why)
        else:
            text = fill(self.tr("Not possible: %1"), why)
        self.message.setStyleSheet(_REFUSED_STYLE)
        self.message.setText(text)
        self.adapter.show()  # a control changed by the refused edit shows the truth again
        self.adapter.mark(error)

    # --- starting again --------------------------------------------------------------------

    def start_new_game(self) -> None:
        count = self._seats.value()
        options = self.spec.default_options(count)
        names = self.model.names if count == self.model.seats else starts.default_names(self.window_.settings, count)
        state = starts.new_game(self.game_id, options, names)
        if state is not None:
            self.model.restart(options, names, state, self.tr("A new game"))

    def start_from_table(self) -> None:
        session = self.window_.session
        if session is None or session.spec.game_id != self.game_id:
            return
        state = starts.latest_start(session)
        if state is None:
            self._tell(self.tr("The game on the table has no moment a situation can start from."))
            return
        self._seats.setValue(len(session.names))
        self.model.restart(session.record.options, session.names, state, self.tr("The game on the table"))

    def _tell(self, text: str) -> None:
        self.message.setStyleSheet(_REFUSED_STYLE)
        self.message.setText(text)

    # --- files -----------------------------------------------------------------------------

    def _folder(self) -> str:
        return str(self.window_.settings.last_folder or Path.home())

    def save_file(self, path: Path | None = None) -> bool:
        if path is None:
            suggestion = str(Path(self._folder()) / (self.tr("situation") + files.SUFFIX))
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save situation"), suggestion,
                                                    self.window_.files.file_filter())
            if not chosen:
                return False
            path = Path(chosen)
        try:
            files.save(path, self.model)
        except OSError as exc:
            from copenhagen_gui.shell.os_errors import os_error_text

            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Save situation"), fill(self.tr(
                "The situation could not be saved to %1:\n%2.\nNothing was changed on the disk."),
                str(path), os_error_text(exc)), parent=self)
            box.setObjectName("situation-save-error")
            box.exec()
            return False
        self.window_.settings.last_folder = path.parent
        self.message.setStyleSheet("")
        self.message.setText(fill(self.tr("Saved to %1. Game ▸ Open plays it; this editor opens it too."),
                                  path.name))
        return True

    def open_file(self, path: Path | None = None) -> bool:
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open situation"), self._folder(),
                                                    self.window_.files.file_filter())
            if not chosen:
                return False
            path = Path(chosen)
        found = files.read(self.window_, path)  # a bad file: the window's message, nothing changes
        if found is None:
            return False
        game_id, options, names, state = found
        if game_id != self.game_id:
            self._tell(fill(self.tr("%1 holds a game of %2, not of %3."), path.name,
                            game_names.title(game_id), game_names.title(self.game_id)))
            return False
        if state is None:
            self._tell(self.tr("The game in this file has no moment a situation can start from."))
            return False
        self._seats.setValue(len(names))
        self.model.restart(options, names, state, fill(self.tr("Open %1"), path.name))
        return True

    # --- playing on ------------------------------------------------------------------------

    def play(self) -> bool:
        """Play from here: who plays each seat, then the game on the table."""
        from . import seats

        chosen = seats.ask(self, self.game_id, self.model.names, self.window_.bot_levels)
        if chosen is None:
            return False
        return self.play_with(*chosen)

    def play_with(self, names, bots) -> bool:
        from copenhagen_gui.session.game_session import GameSession

        w = self.window_
        session = GameSession.from_situation(self.spec, self.model.state, names, bots, self.model.options,
                                             describe=w.describe(self.game_id))
        if not w.may_discard():
            session.deleteLater()
            return False
        w.set_session(session)
        w.autosave.save_now()
        w.show_message(self.tr("The game goes on from the situation you set up."))
        self.accept()
        return True
