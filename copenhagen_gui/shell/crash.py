"""A crash never loses the game in progress.

``install_excepthook`` routes every uncaught exception (PySide6 hands exceptions raised
in slots and event handlers to ``sys.excepthook``) to a log file in the user log
folder, then tells the player that the game is safe: the autosave is written after
every action, so the last completed move is on disk.
"""

from __future__ import annotations

import datetime
import platform
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from copenhagen_gui.core import paths

LOG_NAME = "crash.log"
MAX_LOG_BYTES = 1_000_000  # then the old log moves aside to crash.log.old


def log_path() -> Path:
    return paths.user_log_dir() / LOG_NAME


def log_exception(exc_type, exc, tb) -> Path:
    """Append the traceback, with versions and time, to the crash log."""
    from PySide6 import __version__ as pyside_version

    from copenhagen_gui import __version__  # looked up only when needed (slow at start-up)

    path = log_path()
    if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
        path.replace(path.with_name(LOG_NAME + ".old"))
    stamp = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    header = (
        f"=== {stamp}  copenhagen-gui {__version__}  Python {platform.python_version()}  "
        f"PySide6 {pyside_version}  {platform.platform()}\n"
    )
    with open(path, "a", encoding="utf-8") as f:
        f.write(header + "".join(traceback.format_exception(exc_type, exc, tb)) + "\n")
    return path


def crash_message_box(parent, log_file: Path | None, details: str):
    """The message shown after an unexpected error (not yet shown)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(QCoreApplication.translate("Crash", "Unexpected error"))
    box.setText(QCoreApplication.translate("Crash", "Something went wrong inside the game."))
    info = QCoreApplication.translate(
        "Crash",
        "Your game in progress is safe: it is saved automatically after every move and "
        "is offered again when you next start the game.",
    )
    if log_file is not None:
        where = QCoreApplication.translate("Crash", "A report was written to %1.")
        info += "\n\n" + where.replace("%1", str(log_file))
    box.setInformativeText(info)
    box.setDetailedText(details)
    return box


def show_crash_message(parent, log_file: Path | None, details: str) -> None:
    crash_message_box(parent, log_file, details).exec()


_showing = False  # one message at a time: an error in a paint event repeats


def install_excepthook(window_getter: Callable[[], object]) -> Callable:
    """Install the hook; ``window_getter`` returns the main window (or None) to parent
    the message. Returns the previous hook, to restore it."""
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
            show_crash_message(window_getter(), log_file, details)
        finally:
            _showing = False

    sys.excepthook = hook
    return previous
