"""The one way the app writes a file: all of it or nothing.

The new content goes to a temporary file beside the target (created with O_EXCL, so
nothing planted there is followed), is flushed to disk, and only then replaces the
target (os.replace: a symlink standing there is replaced, never followed). A crash, a
kill or a full disk never leaves half a file, and the previous file survives a
failure; the temporary file is removed. Every failure is an OSError carrying the
system's errno, for the caller to put in the player's words.

Used for saved games, the autosave, the player's sheets, lesson progress and every
file the player asks for (PDF, picture). Not for the statistics (SQLite keeps its own
journal), the settings (QSettings writes its file through its own temporary file) or
the crash log (appended to, never rewritten).
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path


def atomic_write(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data``. Its folder is made if missing (so a folder that
    cannot be made reports its own cause: a read-only disk, not 'no such file').
    Raises OSError, leaving any earlier file as it was."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    # 0o666 minus the umask, like an ordinary new file (mkstemp would give 0o600).
    fd = os.open(temp, flags, 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())  # a full disk may only say so here
        with contextlib.suppress(OSError):
            os.chmod(temp, stat.S_IMODE(os.stat(path).st_mode))  # keep an existing file's mode
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows cannot open folders)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
