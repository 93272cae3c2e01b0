"""Modal dialogs answered at once, as a person would answer them, with every choice drawn
from the fuzz's random generator (one seed, the same answers):

- a message box: a click on one of its buttons; the static ones (critical, warning ...):
  OK;
- the New game dialog: the game the fuzz asks for, a seat count, people or computer
  players, names (odd ones too), the game's own options, a fixed seed or none; then OK
  or Cancel, clicked;
- any other dialog (result screens, print): a click on one of its buttons; Cancel when
  the click did not close it;
- file dialogs: a file of the scratch folder (the suffix the dialog asks for), the file
  the fuzz chooses to open, or cancel.

``install()`` puts these answers in place of Qt's own dialogs for the whole process.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Callable
from pathlib import Path

NAMES = ["Ann", " Bo ", "Zoë", "x" * 40, "<b>Ida</b>", "Ann%2", "محمد", "Jo & Al", "🎲 Kim"]
LEVELS = [None, None, None, "easy", "normal", "strong"]
UNDECIDED = -7  # a dialog result no button gives


class DialogAnswers:
    def __init__(self, rng, scratch: Path, game_for_new: Callable[[], str],
                 file_to_open: Callable[[], Path | None]):
        """``game_for_new()``: the game to choose in the New game dialog;
        ``file_to_open()``: the file Open chooses (None: cancel)."""
        self.rng = rng
        self.scratch = scratch
        self.game_for_new = game_for_new
        self.file_to_open = file_to_open
        self.counts: collections.Counter[str] = collections.Counter()

    def install(self) -> None:
        from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

        answers = self
        QMessageBox.exec = lambda box: answers.message_box(box)
        for kind in ("critical", "warning", "information", "question"):
            setattr(QMessageBox, kind, staticmethod(lambda *_a, _kind=kind, **_k: answers.static_box(_kind)))
        QDialog.exec = lambda dialog: answers.dialog(dialog)
        QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: answers.save_file(*a, **k))
        QFileDialog.getOpenFileName = staticmethod(lambda *a, **k: answers.open_file())

    # --- message boxes ----------------------------------------------------------------------

    def message_box(self, box):
        from PySide6.QtWidgets import QMessageBox

        self.counts["box:" + (box.objectName() or "unnamed")] += 1
        _show(box)
        buttons = box.buttons()
        if not buttons:
            return QMessageBox.StandardButton.Ok
        button = self.rng.choice(buttons)
        button.click()
        return box.standardButton(button)

    def static_box(self, kind: str):
        from PySide6.QtWidgets import QMessageBox

        self.counts[f"box:{kind}"] += 1
        return QMessageBox.StandardButton.Ok

    # --- dialogs ----------------------------------------------------------------------------

    def dialog(self, dialog):
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog

        self.counts[type(dialog).__name__] += 1
        if isinstance(dialog, NewGameDialog):
            self._fill_new_game(dialog)
        _show(dialog)
        dialog.setResult(UNDECIDED)
        buttons = self._buttons(dialog)
        if buttons:
            self.rng.choice(buttons).click()
        if dialog.result() == UNDECIDED:  # that button did not close it: Cancel
            dialog.reject()
        return dialog.result()

    def _buttons(self, dialog) -> list:
        """The buttons a person could click: shown and enabled, the New game dialog's OK
        and Cancel only (its other buttons open more dialogs: the sheet editor)."""
        from PySide6.QtWidgets import QAbstractButton, QCheckBox, QDialogButtonBox, QRadioButton

        from copenhagen_gui.shell.new_game_dialog import NewGameDialog

        if isinstance(dialog, NewGameDialog):
            box = dialog.findChild(QDialogButtonBox)
            ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
            return [box.button(ok)] * 3 + [box.button(cancel)]  # mostly OK: games go on
        return [b for b in dialog.findChildren(QAbstractButton)
                if b.isVisibleTo(dialog) and b.isEnabled() and not isinstance(b, QCheckBox | QRadioButton)]

    def _fill_new_game(self, dialog) -> None:
        from PySide6.QtWidgets import QCheckBox, QComboBox

        from copenhagen_gui.core import registry

        rng = self.rng
        games = dialog.findChild(QComboBox, "game-choice")
        games.setCurrentIndex(max(games.findData(self.game_for_new()), 0))
        spec = registry.get(dialog.game_id())
        count = rng.randint(spec.min_seats, spec.max_seats)
        dialog.set_player_count(count)
        for seat in range(count):
            dialog.set_bot(seat, rng.choice(LEVELS))
            if rng.random() < 0.3:
                dialog.set_name(seat, rng.choice(NAMES))
        page = dialog.options_page()
        if page is not None:
            for combo in page.findChildren(QComboBox):
                if combo.isEnabled() and combo.count() and rng.random() < 0.5:
                    combo.setCurrentIndex(rng.randrange(combo.count()))
            for box in page.findChildren(QCheckBox):
                if box.isEnabled() and rng.random() < 0.3:
                    box.toggle()
        dialog.set_seed(rng.randrange(1000) if rng.random() < 0.5 else None)

    # --- files ------------------------------------------------------------------------------

    def save_file(self, *args, **kwargs) -> tuple[str, str]:
        """A file of the scratch folder, with one of the suffixes the dialog offers."""
        self.counts["file-dialog:save"] += 1
        filters = kwargs.get("filter", args[3] if len(args) > 3 else "")
        if self.rng.random() < 0.15:
            return "", ""
        entries = [e for e in filters.split(";;") if re.search(r"\*\.\w+", e)] or ["(*.json)"]
        entry = self.rng.choice(entries)
        suffix = re.search(r"\*\.(\w+)", entry).group(1)
        return str(self.scratch / f"file-{self.rng.randrange(4)}.{suffix}"), entry

    def open_file(self) -> tuple[str, str]:
        self.counts["file-dialog:open"] += 1
        path = self.file_to_open()
        return (str(path), "") if path is not None else ("", "")


def _show(dialog) -> None:
    """Up on the screen for a moment, as under exec(): it is polished and laid out, and
    the events waiting (a computer player's move, a timer) run meanwhile."""
    from PySide6.QtWidgets import QApplication

    dialog.show()
    QApplication.processEvents()
