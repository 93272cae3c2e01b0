"""The window's game files, for any game: Save, Save as, Open (with a clear message for a
file that is not a good saved game), the unfinished autosaved game offered again at the
start (without a question: the game is always kept), a file dropped on the window.
Save As keeps a copy; nothing ever asks to "save unsaved changes".

Texts keep the translation context "MainWindow" they had in the window (``MainWindow.tr``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from copenhagen_gui.core.seats import NAME_MAX_LENGTH
from copenhagen_gui.shell.text import auto_text_safe, fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from copenhagen_gui.core.record import RecordError

# The record module, storage and the session load when a file is saved or opened, not
# with the window (a faster first start).

FILE_SUFFIX = ".copenhagen.json"


class MainWindow(QObject):
    """Owner of the translation context "MainWindow": ``MainWindow.tr(...)``."""


class GameFiles(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.open_error: QMessageBox | None = None  # the last message box (tests read it)

    @property
    def _settings(self):
        return self.window.settings

    def file_filter(self) -> str:
        return MainWindow.tr("Copenhagen games (*.json);;All files (*)")

    def _folder(self) -> str:
        return str(self._settings.last_folder or Path.home())

    # --- saving ----------------------------------------------------------------------

    def save(self) -> bool:
        session = self.window.session
        if session is None:
            return False
        if session.file_path is None:
            return self.save_as()
        return self.save_to(session.file_path)

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog  # dialogs load on first use: a faster start

        if self.window.session is None:
            return False
        suggestion = str(Path(self._folder()) / (MainWindow.tr("game") + FILE_SUFFIX))
        path, _ = QFileDialog.getSaveFileName(self.window, MainWindow.tr("Save game"), suggestion,
                                              self.file_filter())
        if not path:
            return False
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox  # dialogs load on first use: a faster start

        path = Path(path)
        session = self.window.session
        from copenhagen_gui.session import storage

        try:
            storage.save_record(path, session.record)
        except OSError as exc:
            from copenhagen_gui.shell.os_errors import os_error_text

            QMessageBox.critical(self.window, MainWindow.tr("Save game"), fill(MainWindow.tr(
                "The game could not be saved to %1:\n%2.\nNothing was changed on the disk."),
                str(path), os_error_text(exc)))
            return False
        session.mark_saved(path)
        self._settings.last_folder = path.parent
        self._settings.kept_file = path
        self.window.show_message(fill(MainWindow.tr("Saved to %1"), path.name))
        self.window.update_title()
        return True

    # --- opening ---------------------------------------------------------------------

    def choose_file(self, title: str) -> Path | None:
        """A saved game chosen in the file dialog (None: none was)."""
        from PySide6.QtWidgets import QFileDialog  # dialogs load on first use: a faster start

        chosen, _ = QFileDialog.getOpenFileName(self.window, title, self._folder(), self.file_filter())
        return Path(chosen) if chosen else None

    def read_record(self, path: Path):
        """The game saved in ``path``, every move checked; None after telling the
        player why it cannot be opened (the file is left unchanged)."""
        from copenhagen_gui.core.record import RecordError
        from copenhagen_gui.session import storage

        try:
            return storage.load_record(path)
        except RecordError as error:
            self.show_open_error(path, error)
            return None

    def open_file(self, path: Path | None = None) -> bool:
        window = self.window
        if path is None:
            path = self.choose_file(MainWindow.tr("Open game"))
            if path is None:
                return False
        path = Path(path)
        record = self.read_record(path)
        if record is None:
            return False
        from copenhagen_gui.session.game_session import GameSession

        session = GameSession(record, describe=window.describe(record.game))  # (its moves checked)
        if not self.may_discard():  # asked only once the file is known to be good
            return False
        session.mark_saved(path)
        self._settings.last_folder = path.parent
        window.set_session(session, source=path)
        self._settings.kept_file = path
        window.autosave.save_now()
        window.show_message(fill(MainWindow.tr("Opened %1"), path.name))
        return True

    def show_open_error(self, path: Path, error: RecordError, headline: str = "", footer: str = ""):
        from PySide6.QtWidgets import QMessageBox  # dialogs load on first use: a faster start

        from copenhagen_gui.core.record import RecordProblem

        problems = {
            RecordProblem.UNREADABLE: MainWindow.tr("The file cannot be read."),
            RecordProblem.NOT_JSON: MainWindow.tr(
                "The file is damaged or is not a saved game (it is not valid JSON)."),
            RecordProblem.NOT_A_RECORD: MainWindow.tr("This file is not a saved game of this app."),
            RecordProblem.UNKNOWN_GAME: MainWindow.tr(
                "This file holds a game this version of the app does not have."),
            RecordProblem.FUTURE_VERSION: MainWindow.tr(
                "This game was saved by a newer version of the program."),
            RecordProblem.MALFORMED: MainWindow.tr(
                "The saved game is damaged: some of its data is missing or wrong."),
            RecordProblem.BAD_ACTION: MainWindow.tr("The saved game is damaged: a move in it is unreadable."),
            RecordProblem.ILLEGAL_ACTION: MainWindow.tr(
                "The saved game is damaged: it contains a move the rules do not allow."),
            RecordProblem.TOO_LARGE: MainWindow.tr(
                "The file is far too large to be a saved game: it was not read."),
            RecordProblem.NOT_A_FILE: MainWindow.tr(
                "This is not an ordinary file (it is a folder, a device or a pipe): it was not read."),
            RecordProblem.BAD_START: MainWindow.tr(
                "The situation this game starts from cannot be opened: it is damaged, or the rules never reach it."),
            RecordProblem.BAD_NAME: fill(MainWindow.tr(
                "The saved game is damaged: a player's name is empty, longer than "
                "%1 characters or contains characters that are not allowed."), str(NAME_MAX_LENGTH)),
        }
        text = problems.get(error.problem, MainWindow.tr("The saved game cannot be opened."))
        if error.reason is not None:
            text += "\n" + self.window.reason_text(error.reason)
        refusal = getattr(error.situation, "reason", None)
        if refusal is not None:  # the rule the situation breaks
            from copenhagen_gui.shell import situation_editor

            said = situation_editor.reason_text(refusal)
            if said:
                text += "\n" + said
        box = QMessageBox(QMessageBox.Icon.Warning, MainWindow.tr("Open game"),
                          headline or fill(MainWindow.tr("%1 could not be opened."), path.name),
                          parent=self.window)
        box.setObjectName("open-error-box")
        box.setInformativeText(text + "\n" + (footer or MainWindow.tr("The file was left unchanged.")))
        box.setDetailedText(error.describe())
        self.open_error = box
        box.exec()

    # --- the unfinished game of the last time ----------------------------------------

    def load_autosave(self, footer: str | None = None):
        """This window's unfinished game, if any. One that does not load is set aside
        (kept for recovery by hand) and the player is told why it is not offered;
        ``footer``: what happens then (by default: a new game starts)."""
        autosave = self.window.autosave
        if not autosave.holds_a_game:
            return None  # the usual first start: nothing to read, the record module not loaded
        from copenhagen_gui.core.record import RecordError
        from copenhagen_gui.session import storage

        try:
            return autosave.load()
        except RecordError as error:
            path = autosave.path
            kept = storage.set_aside(path) if autosave.slot.held else None
            where = kept if kept is not None else path
            self.show_open_error(
                path, error,
                headline=MainWindow.tr("The unfinished game saved automatically cannot be restored."),
                footer=fill(footer or MainWindow.tr("The file was kept as %1. A new game starts."), str(where)))
            return None

    def kept_file_for(self, record) -> Path | None:
        """The file the kept game was last saved to or opened from, when it still
        holds this game (the same game, players and dice)."""
        from copenhagen_gui.core.record import RecordError  # loads with the first game
        from copenhagen_gui.session import storage

        path = self._settings.kept_file
        if path is None:
            return None
        try:
            saved = storage.load_record(path)
        except RecordError:
            return None
        same = (saved.game, saved.names, saved.seed, saved.uid) == (
            record.game, record.names, record.seed, record.uid)
        return path if same else None

    # --- before the game on the table goes --------------------------------------------

    def may_discard(self) -> bool:
        """Before another game takes the table's place. Closing never asks (the game is
        kept and comes back at the next start), but a new game would take the kept
        game's place: an unfinished game with a person's moves in it that no file
        holds is only left with the player's yes (or after saving a copy)."""
        from PySide6.QtWidgets import QMessageBox  # dialogs load on first use: a faster start

        # While a replay borrows the table, the question is about the game waiting.
        s = self.window.host.waiting or self.window.session
        if s is None or s.spec.is_over(s.state) or not _has_a_persons_move(s):
            return True
        mode = getattr(self.window, "mode", None)
        if mode is not None and mode.tutorial_running():
            return True  # the guided game belongs to nobody and can be started again
        if s.file_path is not None and not s.is_modified():
            return True  # its file holds it as it is
        from copenhagen_gui.shell import i18n

        box = QMessageBox(QMessageBox.Icon.Question, MainWindow.tr("Leave the unfinished game?"),
                          auto_text_safe(fill(MainWindow.tr(
                              "The game of %1 is not finished. The new game takes its place "
                              "at the table; save a copy first to come back to it later."),
                              i18n.join_names(list(s.names)))), parent=self.window)
        box.setObjectName("leave-box")
        save = box.addButton(MainWindow.tr("&Save a copy first…"), QMessageBox.ButtonRole.AcceptRole)
        leave = box.addButton(MainWindow.tr("&Leave it"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)
        self.leave_box = box  # tests answer it
        box.exec()
        answer = box.clickedButton()
        if answer is save:
            return self.save_as()
        return answer is leave

    # --- a saved game dropped on the window ------------------------------------------

    @staticmethod
    def dropped_file(event) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        files = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
        # Anything that exists: a folder or a pipe gets open_file's clear refusal.
        return files[0] if len(files) == 1 and os.path.lexists(files[0]) else None


def _has_a_persons_move(session) -> bool:
    """Whether a person (not a computer, not the game itself) has made a move."""
    seats = (session.spec.action_seat(session.action_at(i)) for i in range(session.position))
    return any(seat is not None and session.bots[seat] is None for seat in seats)
