"""Which autosave file a window owns. Each autosave file has a lock (QLockFile) next
to it, held while the window lives, so two windows of the game (two processes, or two
windows of one) never write the same autosave: the second one gets a file of its own
(autosave-2.json ...) and never resumes the first one's game.

A window starting up prefers a free slot that holds an unfinished game (so a game left
by a second window is offered again later), else the lowest free slot. A lock left by
a killed process is stale and taken over (QLockFile checks the process id; on Unix the
holder also keeps an flock, so a live holder never loses its lock).
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import time
from pathlib import Path

from PySide6.QtCore import QLockFile

from copenhagen_gui.core import paths

# The autosave's name (storage.py reads and writes it; named here, where a window
# claims its slot, so that the first window does not load storage and the journal).
AUTOSAVE_NAME = "autosave.json"
# Next to each autosave file: its journal, the changes made since it was written.
JOURNAL_SUFFIX = ".journal"
MAX_SLOTS = 32
# A lock whose process is gone is stale at once (QLockFile checks the process id and
# name). Age alone makes a lock stale only after a day: a window may stay open for hours,
# and on a file system without flock its lock must not be taken from under it.
STALE_LOCK_MS = 24 * 3600 * 1000


def journal_path(autosave: Path) -> Path:
    autosave = Path(autosave)
    return autosave.with_name(autosave.name + JOURNAL_SUFFIX)


def slot_name(number: int) -> str:
    if number == 1:
        return AUTOSAVE_NAME
    stem, dot, suffix = AUTOSAVE_NAME.rpartition(".")
    return f"{stem}-{number}{dot}{suffix}"


def _try_lock(path: Path) -> tuple[QLockFile | None, bool]:
    """(the held lock, or None; whether the folder refused the lock file itself)."""
    lock = QLockFile(str(path) + ".lock")
    lock.setStaleLockTime(STALE_LOCK_MS)
    if lock.tryLock(0):
        return lock, False
    return None, lock.error() != QLockFile.LockError.LockFailedError


def _holds_a_game(path: Path) -> bool:
    """An autosave file or its journal (a game whose file was not written yet) is there."""
    return os.path.lexists(path) or os.path.lexists(journal_path(path))


def folder_problem(folder: Path) -> str:
    """The OS's words for why nothing can be written in ``folder`` ('' if it can)."""
    import tempfile  # only when a slot cannot be locked: not on the way to the first window

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


class AutosaveSlot:
    """An autosave file and its held lock. ``path`` is None when every slot is taken;
    ``problem`` says why this window's games are not saved (the folder cannot be
    written), '' when they are."""

    def __init__(self, path: Path | None, lock: QLockFile | None, number: int, problem: str = ""):
        self.path = path
        self.number = number
        self.problem = problem
        self._lock = lock
        self._since = time.time()

    @classmethod
    def claim(cls, folder: Path | None = None) -> AutosaveSlot:
        folder = Path(folder) if folder is not None else paths.user_data_dir()
        numbers = range(1, MAX_SLOTS + 1)
        waiting = [n for n in numbers if _holds_a_game(folder / slot_name(n))]
        empty = [n for n in numbers if n not in waiting]
        for number in waiting + empty:
            path = folder / slot_name(number)
            lock, refused = _try_lock(path)
            if lock is not None:
                return cls(path, lock, number)
            if refused:
                # No lock file can be made: nothing can be written here at all, so no
                # two writers either. Resuming (reading) the first slot still works.
                first = folder / slot_name(1)
                return cls(first, None, 1, folder_problem(folder) or "cannot write")
        return cls(None, None, 0, "too many windows of the game are open")

    @property
    def held(self) -> bool:
        return self._lock is not None and self._lock.isLocked()

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def clean_leftovers(self) -> list[Path]:
        """Remove the temporary files of this slot's autosave and journal that a kill
        during a save left behind: only while the lock is held (nobody else writes
        them), only ordinary files named like ours, only older than the lock. Returns them."""
        if not self.held or self.path is None:
            return []
        name = re.escape(self.path.name)
        pattern = re.compile(rf"\.{name}(?:{re.escape(JOURNAL_SUFFIX)})?\.[0-9a-f]{{8}}\.tmp")
        removed = []
        with contextlib.suppress(OSError):
            for entry in os.scandir(self.path.parent):
                if not pattern.fullmatch(entry.name):
                    continue
                with contextlib.suppress(OSError):
                    info = entry.stat(follow_symlinks=False)
                    if stat.S_ISREG(info.st_mode) and info.st_mtime < self._since:
                        os.unlink(entry.path)
                        removed.append(Path(entry.path))
        return removed
