"""A crash never loses the game in progress.

``install_excepthook`` routes every uncaught exception (PySide6 hands exceptions raised
in slots and event handlers to ``sys.excepthook``) to a log file in the user log
folder, then tells the player whether the game is safe: the autosave is written a
moment after every action (and at once before this message, if one is waiting), so the
last completed move is on disk, unless the autosave has been failing (then the message
says so, and where the last good save is).
"""

from __future__ import annotations

import datetime
import os
import platform
import stat
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from copenhagen_gui.core import paths
from copenhagen_gui.shell.text import fill

LOG_NAME = "crash.log"
MAX_LOG_BYTES = 1_000_000  # then the old log moves aside to crash.log.old


def log_path() -> Path:
    return paths.user_log_dir() / LOG_NAME


def log_exception(exc_type, exc, tb) -> Path:
    """Append the traceback, with versions and time, to the crash log."""
    from PySide6 import __version__ as pyside_version

    from copenhagen_gui import __version__  # looked up only when needed (slow at start-up)

    path = log_path()
    if path.is_symlink():
        path.unlink()  # never follow a link out of the log folder: replace it
    if path.exists() and path.lstat().st_size > MAX_LOG_BYTES:
        path.replace(path.with_name(LOG_NAME + ".old"))
    stamp = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    header = (
        f"=== {stamp}  copenhagen-gui {__version__}  Python {platform.python_version()}  "
        f"PySide6 {pyside_version}  {platform.platform()}\n"
    )
    with _open_log(path) as f:
        f.write(header + "".join(traceback.format_exception(exc_type, exc, tb)) + "\n")
    return path


def _open_log(path: Path):
    """Append to ``path`` only if it is an ordinary file: O_NOFOLLOW refuses a symlink
    planted since the check above, O_NONBLOCK a pipe (which would block)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT
    for name in ("O_NOFOLLOW", "O_NONBLOCK", "O_CLOEXEC"):
        flags |= getattr(os, name, 0)
    fd = os.open(path, flags, 0o644)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(f"{path} is not an ordinary file")
    return os.fdopen(fd, "a", encoding="utf-8")


def crash_message_box(parent, log_file: Path | None, details: str, health=None):
    """The message shown after an unexpected error (not yet shown). ``health``: the
    window's SaveHealth, if any."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(QCoreApplication.translate("Crash", "Unexpected error"))
    box.setText(QCoreApplication.translate("Crash", "Something went wrong inside the game."))
    if health is not None and health.failing:
        info = _not_safe_text(health)
    else:
        info = QCoreApplication.translate(
            "Crash",
            "Your game in progress is safe: it is saved automatically after every move and "
            "is offered again when you next start the game.",
        )
    if log_file is not None:
        where = QCoreApplication.translate("Crash", "A report was written to %1.")
        info += "\n\n" + fill(where, str(log_file))
    box.setInformativeText(info)
    box.setDetailedText(details)
    return box


def _not_safe_text(health) -> str:
    """What is not on disk, and where the last good copy is."""
    from PySide6.QtCore import QCoreApplication, QObject

    class Crash(QObject):
        """The "Crash" context, for a plural message (lupdate reads Class.tr)."""

    if health.last_good_path is None:
        text = fill(QCoreApplication.translate(
            "Crash",
            "Your game is NOT saved: saving it automatically fails (%1), and no copy of "
            "this game is on disk."), health.problem)
    else:
        when = health.last_good_time.strftime("%H:%M:%S") if health.last_good_time else "?"
        text = fill(Crash.tr(
            "The last %n change(s) to your game are NOT saved: saving it automatically "
            "fails (%1). The last good save is %2, from %3.",
            None, max(health.unsaved_changes, 1)), health.problem, str(health.last_good_path), when)
    return text + " " + QCoreApplication.translate(
        "Crash", "Use Save As in the Game menu to keep the game somewhere else.")


def show_crash_message(parent, log_file: Path | None, details: str, health=None) -> None:
    crash_message_box(parent, log_file, details, health).exec()


_showing = False  # one message at a time: an error in a paint event repeats


def install_excepthook(window_getter: Callable[[], object],
                       health_getter: Callable[[], object] | None = None) -> Callable:
    """Install the hook; ``window_getter`` returns the main window (or None) to parent
    the message, ``health_getter`` its SaveHealth (or None). Returns the previous
    hook, to restore it."""
    previous = sys.excepthook

    def hook(exc_type, exc, tb):
        global _showing
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        try:
            log_file = log_exception(exc_type, exc, tb)
        except OSError:
            log_file = None  # a full disk must not hide the message
        previous(exc_type, exc, tb)  # still on the console for developers
        from PySide6.QtWidgets import QApplication

        if _showing or not isinstance(QApplication.instance(), QApplication):
            return
        _showing = True
        try:
            details = "".join(traceback.format_exception(exc_type, exc, tb))
            try:  # the message must come even if the window is half built
                health = health_getter() if health_getter is not None else None
            except Exception:
                health = None
            show_crash_message(window_getter(), log_file, details, health)
        finally:
            _showing = False

    sys.excepthook = hook
    return previous
