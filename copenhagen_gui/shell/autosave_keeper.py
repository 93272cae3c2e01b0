"""The window's autosave: the file it owns (a locked slot, so a second window never
writes the same one) with its journal, the Autosaver of the game on the table, the
kept game read back at a start (a journal that does not apply set aside, the player
told), how safe the game is (SaveHealth), and a marker in the status bar while games
are not being saved.

The marker stays until an autosave works again (a message in the turn panel would be
replaced by the next move's message at once); clicking it offers Save As."""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QStatusBar, QToolButton

from copenhagen_gui.session.autosave_slot import AutosaveSlot, journal_path
from copenhagen_gui.shell.text import fill

if TYPE_CHECKING:
    from copenhagen_gui.session import storage
    from copenhagen_gui.session.save_health import SaveHealth

# Qt and QStyle are imported where used: creating their enums (~14 ms in PySide6) is not
# for the first frame.
# storage (with the record module) and SaveHealth (attrs) load with the first game on
# the table, not with the window: a faster first start.


class AutosaveMarker(QToolButton):
    """'Games are not being saved', with the reason in its tooltip."""

    def __init__(self, parent=None):
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QStyle

        super().__init__(parent)
        self.setObjectName("autosave-marker")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setAutoRaise(True)
        self.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
        self._problem = ""
        self._folder = ""
        self.retranslate()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_problem(self, problem: str, folder: Path | None) -> None:
        self._problem = problem
        self._folder = str(folder) if folder is not None else ""
        self.retranslate()

    def retranslate(self):
        self.setText(self.tr("Games are not being saved"))
        self.setToolTip(
            fill(self.tr("Your games cannot be saved automatically in %1: %2.\n"
                         "Click here to save this game somewhere else (Save As)."),
                 self._folder or "?", self._problem))


class AutosaveKeeper(QObject):
    failed = Signal(str)  # the OS's words, after each failed autosave

    def __init__(self, window, slot: AutosaveSlot | None = None):
        super().__init__(window)
        self.slot = slot if slot is not None else AutosaveSlot.claim()
        self.slot.clean_leftovers()
        self._health: SaveHealth | None = None
        self._autosaver: storage.Autosaver | None = None
        self._window = window
        self._marker: AutosaveMarker | None = None  # made when asked (a status bar costs ms)
        self._recovered = None  # what load() found (journal_reader.Recovery), for the next attach
        if self.slot.problem:
            self._failed(self.slot.problem)

    @property
    def marker(self) -> AutosaveMarker:
        """The marker in the window's status bar, made (hidden) when first needed."""
        if self._marker is None:
            from PySide6.QtCore import Qt

            window = self._window
            had_bar = window.findChild(QStatusBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
            self._marker = AutosaveMarker()
            self._marker.hide()
            bar = window.statusBar()
            bar.addPermanentWidget(self._marker)
            if had_bar is None:
                bar.setVisible(False)  # shown only while there is something to say
            self._marker.clicked.connect(lambda: window.save_as())
        return self._marker

    @property
    def health(self) -> SaveHealth:
        """How safe the game on the table is on disk (made when first asked)."""
        if self._health is None:
            from copenhagen_gui.session.save_health import SaveHealth

            self._health = SaveHealth()
        return self._health

    @property
    def pending(self) -> bool:
        """A change of the game waits to be written (a moment after it was made)."""
        return self._autosaver is not None and self._autosaver.pending

    @property
    def path(self) -> Path | None:
        return self.slot.path

    def attach(self, session, autosave: bool, source: Path | None = None) -> None:
        """Follow ``session`` (written after each change when ``autosave``).
        ``source``: a file that already holds it."""
        self._let_go()
        self.health.new_game(source)
        recovered, self._recovered = self._recovered, None  # true of the files until now only
        if autosave and self.path is not None:
            from copenhagen_gui.session import storage

            self._autosaver = storage.Autosaver(session, self, self.path,
                                                recovered if self.slot.held else None)
            self._autosaver.failed.connect(self._failed)
            self._autosaver.saved.connect(self._saved)

    def save_now(self) -> None:
        if self._autosaver is not None:
            self._autosaver.save_now()

    def flush(self) -> None:
        """Write a change still waiting to be autosaved, now."""
        if self._autosaver is not None:
            self._autosaver.flush()

    @property
    def holds_a_game(self) -> bool:
        """This window's slot has an autosave file or a journal (without reading them,
        nor loading storage and the journal: the first start of all has neither)."""
        path = self.path
        return path is not None and (os.path.lexists(path) or os.path.lexists(journal_path(path)))

    def kept_at(self) -> float | None:
        """When the game was last written to this slot (its autosave file or its
        journal, the newer), in seconds since the epoch; None when nothing is kept."""
        if self.path is None:
            return None
        times = []
        for path in (self.path, journal_path(self.path)):
            with contextlib.suppress(OSError):
                info = path.stat()
                if stat.S_ISREG(info.st_mode):
                    times.append(info.st_mtime)
        return max(times, default=None)

    def load(self):
        """The unfinished game of this window's slot, with the changes of its journal
        (None when none); raises RecordError when the autosave file is there but does
        not load (its journal is then set aside too). A journal that does not apply, in
        part or at all, is set aside and the player told; what it held that was good is
        kept (written into the autosave file)."""
        from copenhagen_gui.core.record import RecordError
        from copenhagen_gui.session import storage

        if self.path is None:
            return None
        held = self.slot.held
        try:
            recovered = storage.recover_autosave(self.path)
        except RecordError:
            if held:
                storage.set_aside(storage.journal_path(self.path))
            raise
        if held and recovered.problem is not None:
            kept = storage.set_aside(storage.journal_path(self.path))
            if recovered.changes:
                try:  # what was good in it is no longer in a journal: into the file
                    storage.save_record(self.path, recovered.record)
                except OSError as exc:
                    self._failed(exc.strerror or str(exc))
            self._tell_journal_problem(recovered, kept or storage.journal_path(self.path))
        elif held and recovered.stale:
            with contextlib.suppress(OSError):
                os.unlink(storage.journal_path(self.path))
        if held and recovered.problem is None:
            self._recovered = recovered
        record = recovered.record
        return record if record is not None and not storage.is_finished(record) else None

    def _tell_journal_problem(self, recovered, kept: Path) -> None:
        from PySide6.QtWidgets import QMessageBox

        from copenhagen_gui.session.journal_reader import JournalProblem

        translate = QCoreApplication.translate
        reason = {
            JournalProblem.FOREIGN: translate("AutosaveKeeper", "They were saved for another game than the one kept."),
            JournalProblem.DAMAGED: translate("AutosaveKeeper", "The file that holds them is damaged."),
            JournalProblem.ILLEGAL: translate("AutosaveKeeper", "One of them is a move the rules do not allow."),
        }[recovered.problem]
        if recovered.record is not None:
            outcome = translate("AutosaveKeeper", "The game is back with every move that could be restored. "
                                                  "Their file was kept as %1.")
        else:
            outcome = translate("AutosaveKeeper", "Their file was kept as %1.")
        headline = translate("AutosaveKeeper", "The latest moves of the unfinished game cannot all be restored.")
        box = QMessageBox(QMessageBox.Icon.Warning, translate("AutosaveKeeper", "Unfinished game"), headline,
                          parent=self._window)
        box.setObjectName("journal-box")
        box.setInformativeText(reason + "\n" + fill(outcome, kept))
        box.setDetailedText(recovered.detail)
        box.exec()

    def clear(self) -> None:
        self._recovered = None
        if self._autosaver is not None:
            self._autosaver.cancel()  # a finished or replaced game is not written back
        if self.path is not None and self.slot.held:
            from copenhagen_gui.session import storage

            try:
                storage.clear_autosave(self.path)
            except OSError as exc:
                self._failed(exc.strerror or str(exc))

    def release(self) -> None:
        """Stop writing and let another window take this autosave."""
        self._let_go()
        self.slot.release()

    def _let_go(self) -> None:
        """Stop following the session, its last change written first."""
        if self._autosaver is not None:
            self._autosaver.flush()
            self._autosaver.close()
            self._autosaver.deleteLater()
            self._autosaver = None

    def _failed(self, problem: str) -> None:
        self.health.failed(problem, self._autosaver.changes_written if self._autosaver else 1)
        folder = self.path.parent if self.path is not None else None
        self.marker.set_problem(problem, folder)
        self.marker.show()
        self._window.statusBar().show()
        self.failed.emit(problem)

    def _saved(self, path) -> None:
        from PySide6.QtCore import Qt

        self.health.saved(path)
        bar = self._window.findChild(QStatusBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if bar is not None and bar.isVisible():  # (no status bar is made just to hide it)
            bar.hide()
