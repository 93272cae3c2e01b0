"""Saving and loading game records, and the autosave.

Saves are atomic: the new content goes to a temporary file in the same folder, is
flushed to disk, and only then replaces the old file (os.replace), so a crash or a
full disk never leaves a half-written save and the previous file survives a failure.
Loading never writes to the file it reads.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from copenhagen_gui.core import paths
from copenhagen_gui.core.atomic_file import atomic_write as _atomic_write
from copenhagen_gui.session import journal
from copenhagen_gui.session.autosave_slot import AUTOSAVE_NAME, journal_path

if TYPE_CHECKING:
    from copenhagen_gui.core.record import GameRecord

# The record module (attrs, every game's record format) loads with the first game saved
# or read, not with the window: the first window shows faster.

def save_record(path: Path, record: GameRecord) -> None:
    """Write ``record`` to ``path`` atomically. Raises OSError on failure, leaving any
    previous file as it was."""
    from copenhagen_gui.core import record as records

    _atomic_write(Path(path), records.dumps(record).encode("utf-8"))


def load_record(path: Path) -> GameRecord:
    """Read and fully check a record (the redo history too). Raises RecordError for a
    missing, unreadable, broken, foreign or newer-version file."""
    from copenhagen_gui.core import record as records

    return records.load_file(Path(path))


# --- autosave ---------------------------------------------------------------------
# ``path``: the autosave file of the window (its locked slot, see autosave_slot);
# by default the first slot.


def autosave_path() -> Path:
    return paths.user_data_dir() / AUTOSAVE_NAME


def write_autosave(record: GameRecord, path: Path | None = None) -> None:
    save_record(path or autosave_path(), record)


def load_autosave(path: Path | None = None) -> GameRecord | None:
    """The game in progress at the last exit, with the changes of its journal; None
    when there is none (no file, or a finished game). Raises RecordError for a file
    that is there but does not load. Of a journal that does not apply in full, the good
    part is applied (see recover_autosave). Never writes."""
    record = recover_autosave(path).record
    return record if record is not None and not is_finished(record) else None


def recover_autosave(path: Path | None = None):
    """What the autosave file and its journal hold together (journal_reader.Recovery).
    Raises RecordError for an autosave file that is there but does not load."""
    from copenhagen_gui.session import journal_reader

    return journal_reader.recover(Path(path or autosave_path()))


def is_finished(record: GameRecord) -> bool:
    """A finished game is not kept to be resumed."""
    from copenhagen_gui.core import record as records

    return record.spec.is_over(records.final_state(record))


def read_autosave(path: Path | None = None) -> GameRecord | None:
    """Like load_autosave, with a file that does not load read as None."""
    from copenhagen_gui.core.record import RecordError

    try:
        return load_autosave(path)
    except RecordError:
        return None


def set_aside(path: Path) -> Path | None:
    """Rename a broken autosave (or journal) to ``<name>.broken`` (replacing an older
    one), so the next autosave does not destroy what may still be recovered by hand.
    Returns the new path, or None when it could not be moved."""
    target = Path(path).with_name(Path(path).name + ".broken")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def clear_autosave(path: Path | None = None) -> None:
    """Forget the kept game: the autosave file and its journal."""

    path = Path(path or autosave_path())
    for name in (journal_path(path), path):  # the journal first: it never outlives its base
        with contextlib.suppress(FileNotFoundError):
            name.unlink()


# The journal is made durable (fsync) this long after a change, once the table has
# painted it: long enough for the frame that shows a move to be painted (p95 under
# 16 ms), short beside the time between two clicks of a person.
WRITE_DELAY_MS = 50
# The whole record is written, and the journal started again, after this many changes
# (and when the autosave is let go, the application quits or the crash message asks).
# Its cost grows with the game (a few ms for a long one): once in so many moves, not
# in each.
COMPACT_EVERY = 64
# A journal is never let grow past this (whole records are written instead: as before
# the journal, each a moment after its change).
MAX_JOURNAL_LINES = 4 * COMPACT_EVERY


class Autosaver(QObject):
    """Keeps the session's game in the autosave after every change of its state
    (perform, undo, redo, history clicks). A failed write never interrupts play: it is
    reported through ``failed`` (with the OS error text) and retried at the next change;
    a write that makes the game safe emits ``saved`` (with the autosave file).

    Each change is appended to the journal at once, in the click (session.journal):
    a plain write of one line, so a kill right after a move loses nothing. A moment
    later (WRITE_DELAY_MS), once the table has painted the move, the journal is made
    durable (fsync). The whole record, whose cost grows with the game, is written every
    COMPACT_EVERY changes and by ``flush()``: when the autosave is let go (the window
    closes, another game comes), when the application quits and before the crash
    message says whether the game is safe. When the journal cannot be written, the whole
    record is written a moment after each change instead.

    ``recovered``: what the autosave held at start-up (journal_reader.Recovery): its
    journal is gone on with, not rewritten; when the session holds more than that (moves
    that came by themselves at the resume), the whole record is written a moment later."""

    failed = Signal(str)
    saved = Signal(object)

    def __init__(self, session, parent: QObject | None = None, path: Path | None = None,
                 recovered=None):
        from copenhagen_gui.session.record_follower import RecordFollower

        super().__init__(parent if parent is not None else session)
        self._session = session
        self.path = path
        self._waiting = QTimer(self)
        self._waiting.setSingleShot(True)
        self._waiting.setInterval(WRITE_DELAY_MS)
        self._waiting.timeout.connect(self._make_safe)
        self._changes = 0  # changes of the game not yet safe (durable)
        self.changes_written = 0  # how many the latest write (good or failed) held
        self._follower = RecordFollower(session)
        self._journal = None  # journal.JournalFile, open while changes go to it
        self._journal_works = True  # False after a failed append, until a whole record is written
        self._whole_due = False  # the journal does not hold this game: a whole record first
        self._base: str | None = None  # SHA-256 of the autosave file the journal goes on from
        self._unwritten = False  # the autosave file lacks changes (in the journal or nowhere)
        session.state_changed.connect(self._change_to_write)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)
        if recovered is not None:
            self._go_on_from(recovered)

    def _file(self) -> Path:
        return Path(self.path or autosave_path())

    def _go_on_from(self, recovered) -> None:
        self._base = recovered.file_sha
        if recovered.journal_length is not None:
            self._unwritten = True
            try:
                self._journal = journal.JournalFile.adopt(
                    journal_path(self._file()), recovered.journal_length, recovered.journal_lines)
            except OSError:
                self._journal_works = False
        if not self._journal_works or self._session.record != recovered.record:
            # The table holds more than the files (moves that came by themselves): all
            # of it a moment later, reported as any write; no change journaled before.
            self._whole_due = self._unwritten = True
            self._waiting.start()

    # --- each change, in the click ---------------------------------------------------

    def _change_to_write(self) -> None:
        change = self._follower.change()
        if change is None:
            return  # the state was shown again, the game is the same
        self._changes += 1
        self._unwritten = True
        if self._journal_works and not self._whole_due:
            try:
                self._journal_change(*change)
            except (OSError, UnicodeError):  # (a name no file can hold: checked on the way in)
                self._journal_works = False  # the whole record, a moment later
                self._close_journal()
        if not self._waiting.isActive():  # not restarted: a change waits at most the delay
            self._waiting.start()

    def _journal_change(self, keep: int, added: tuple, cursor: int) -> None:
        spec = self._session.spec
        entry = journal.change_line(keep, [spec.action_to_json(a) for a in added], cursor)
        if self._journal is not None:
            if self._journal.lines >= MAX_JOURNAL_LINES:
                raise OSError(0, "the journal is full")
            self._journal.append(entry)
        elif self._base is not None:
            self._journal = journal.JournalFile.create(
                journal_path(self._file()), journal.base_header(self._base) + entry)
        else:  # no autosave file of this game: the journal holds the whole record
            from copenhagen_gui.core import record as records

            self._journal = journal.JournalFile.create(
                journal_path(self._file()), journal.record_header(records.to_json(self._session.record)))

    # --- a moment later, and now and then --------------------------------------------

    @property
    def pending(self) -> bool:
        """A change waits to be made safe (a moment after it was made)."""
        return self._waiting.isActive()

    def flush(self) -> None:
        """Write the whole record now if the autosave file lacks anything."""
        if self._unwritten or self.pending:
            self.save_now()

    def cancel(self) -> None:
        """Forget the changes not yet written (the autosave is being cleared): the next
        change starts a journal of its own, with the whole record."""
        self._waiting.stop()
        self._close_journal()
        self._base = None
        self._changes = 0
        self._journal_works = True
        self._whole_due = self._unwritten = False

    def close(self) -> None:
        """Stop following the session (flush first to write what it lacks): the journal
        is closed, what it holds stays for the next start."""
        self._waiting.stop()
        with contextlib.suppress(RuntimeError, TypeError):  # (a session already gone)
            self._session.state_changed.disconnect(self._change_to_write)
        self._close_journal()

    def _make_safe(self) -> None:
        file = self._journal
        if file is None or not self._journal_works or self._whole_due:
            self.save_now()
            return
        try:
            file.sync()
        except OSError:
            self._journal_works = False
            self._close_journal()
            self.save_now()
            return
        self.changes_written, self._changes = self._changes, 0
        if file.lines > COMPACT_EVERY:
            self._write_record()  # quietly: the game is safe in the journal if it fails
        self.saved.emit(self._file())

    def save_now(self) -> None:
        """Write the whole record now (and start the journal again)."""
        self._waiting.stop()
        # The changes not yet safe; when none, the game itself (unless changes kept
        # elsewhere or already counted as lost are all it lacks).
        self.changes_written = self._changes or (0 if self._unwritten else 1)
        self._changes = 0
        path = self._file()
        problem = self._write_record()
        if problem and self._journal is not None and self._journal_works:
            try:
                self._journal.sync()  # the game is safe all the same
            except OSError:
                self._journal_works = False
            else:
                problem = ""
        if problem:
            self.failed.emit(problem)
        else:
            self.saved.emit(path)

    def _write_record(self) -> str:
        """Write the whole record and drop the journal; '' or what went wrong."""
        from copenhagen_gui.core import record as records
        self._follower.change()  # (called from inside a change: that change is in the record)
        path = self._file()
        try:
            data = records.dumps(self._session.record).encode("utf-8")
            sha = journal.digest(data)
            if self._journal is not None and self._journal_works:
                try:
                    self._journal.append(journal.written_line(sha))
                    self._journal.sync()
                except OSError:  # the record is written all the same; nothing more after a cut line
                    self._journal_works = False
            _atomic_write(path, data)
        except OSError as exc:
            return exc.strerror or str(exc)
        except UnicodeError as exc:  # text no file can hold: names are checked on the way in
            return str(exc)
        self._close_journal()
        with contextlib.suppress(OSError):
            os.unlink(journal_path(path))
        self._base = sha
        self._journal_works = True
        self._whole_due = self._unwritten = False
        return ""

    def _close_journal(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None
