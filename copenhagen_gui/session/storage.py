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

if TYPE_CHECKING:
    from copenhagen_gui.core.record import GameRecord

# The record module (attrs, every game's record format) loads with the first game saved
# or read, not with the window: the first window shows faster.

AUTOSAVE_NAME = "autosave.json"


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
    """The game in progress at the last exit; None when there is none (no file, or a
    finished game). Raises RecordError for a file that is there but does not load."""
    path = path or autosave_path()
    if not os.path.lexists(path):
        return None
    from copenhagen_gui.core import record as records

    record = load_record(path)
    if record.spec.is_over(records.final_state(record)):
        return None
    return record


def read_autosave(path: Path | None = None) -> GameRecord | None:
    """Like load_autosave, with a file that does not load read as None."""
    from copenhagen_gui.core.record import RecordError

    try:
        return load_autosave(path)
    except RecordError:
        return None


def set_aside(path: Path) -> Path | None:
    """Rename a broken autosave to ``<name>.broken`` (replacing an older one), so the
    next autosave does not destroy what may still be recovered by hand. Returns the
    new path, or None when it could not be moved."""
    target = Path(path).with_name(Path(path).name + ".broken")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def clear_autosave(path: Path | None = None) -> None:
    with contextlib.suppress(FileNotFoundError):
        (path or autosave_path()).unlink()


# Long enough for the frame that shows a move to be painted (p95 under 16 ms), short
# beside the time between two clicks of a person.
WRITE_DELAY_MS = 50


class Autosaver(QObject):
    """Writes the session's record to the autosave after every change of its state
    (perform, undo, redo, history clicks). A failed write never interrupts play: it is
    reported through ``failed`` (with the OS error text) and retried at the next change;
    a write that works emits ``saved`` (with the file).

    The write comes a moment after the change (WRITE_DELAY_MS), once the table has
    painted it: writing with its fsync takes 1 ms on a fast disk and tens of ms on a
    slow one, and a click is answered first (a zero timer would run before the paint).
    The changes of that moment (a move and what follows by itself, a computer's quick
    moves) make one write. ``flush()`` writes a change still waiting, at once; it is
    called before the autosave is let go, when the application quits, and before the
    crash message says whether the game is safe."""

    failed = Signal(str)
    saved = Signal(object)

    def __init__(self, session, parent: QObject | None = None, path: Path | None = None):
        super().__init__(parent if parent is not None else session)
        self._session = session
        self.path = path
        self._waiting = QTimer(self)
        self._waiting.setSingleShot(True)
        self._waiting.setInterval(WRITE_DELAY_MS)
        self._waiting.timeout.connect(self.save_now)
        self._changes = 0  # changes of the game since the last write
        self.changes_written = 0  # how many the latest write (good or failed) held
        session.state_changed.connect(self._change_to_write)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def _change_to_write(self) -> None:
        self._changes += 1
        if not self._waiting.isActive():  # not restarted: a change waits at most the delay
            self._waiting.start()

    @property
    def pending(self) -> bool:
        """A change is waiting to be written."""
        return self._waiting.isActive()

    def flush(self) -> None:
        if self.pending:
            self.save_now()

    def cancel(self) -> None:
        """Forget a change waiting to be written (the autosave is being cleared)."""
        self._waiting.stop()

    def save_now(self) -> None:
        self._waiting.stop()
        self.changes_written, self._changes = max(self._changes, 1), 0
        path = self.path or autosave_path()
        try:
            write_autosave(self._session.record, path)
        except OSError as exc:
            self.failed.emit(exc.strerror or str(exc))
        except UnicodeError as exc:  # text no file can hold: names are checked on the way in
            self.failed.emit(str(exc))
        else:
            self.saved.emit(path)
