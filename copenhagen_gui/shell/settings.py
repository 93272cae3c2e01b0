"""The user's settings: typed properties over QSettings, stored in an INI file in the
user config folder (readable, and the same format on every platform).

Every value is read through one validating reader (``read_setting``: the stored value,
checked for its type, size and range, or the default): whatever the file holds, a
missing, hand-broken or hostile entry (an infinite number, a megabyte of text, a
foreign type) gives the default and is never fatal. A file far larger than any real
settings file (or not an ordinary file) is set aside unread: QSettings would read all
of it at start-up.
"""

from __future__ import annotations

import math
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from copenhagen_gui.core import paths
from copenhagen_gui.core.names import name_problem
from copenhagen_gui.shell.text import fill

SETTINGS_NAME = "settings.ini"
NAME_SLOTS = 5  # one name per seat of the largest game (Lost Cities: five)
DEFAULT_BOT_SPEED = 600  # ms between two bot actions: slow enough to follow
BOT_SPEED_RANGE = (0, 5000)
DEFAULT_SHOW_SPOTS = True
# A real settings file is a few kilobytes (the window geometry is the biggest entry).
MAX_SETTINGS_BYTES = 1_000_000
MAX_TEXT_LENGTH = 4096  # a language code, a folder
MAX_BYTES_LENGTH = 65_536  # saved geometry and window state


T = TypeVar("T")
# What a hostile value can raise on the way in (OSError: a path the system refuses).
_HOSTILE = (TypeError, ValueError, OverflowError, RuntimeError, UnicodeError, OSError)


def read_setting(store: QSettings, key: str, check: Callable[[Any], T | None], default: T) -> T:
    """The value of ``key`` as ``check`` accepts it (it returns the value to use, or
    None to refuse), else ``default``. Never raises for what the file holds."""
    try:
        value = store.value(key)
        accepted = None if value is None else check(value)
    except _HOSTILE:
        return default
    return default if accepted is None else accepted


def text_value(max_length: int = MAX_TEXT_LENGTH) -> Callable[[Any], str | None]:
    """Non-empty text of at most ``max_length`` characters."""
    return lambda value: value if isinstance(value, str) and 0 < len(value) <= max_length else None


def bytes_value(value: Any) -> QByteArray | None:
    return value if isinstance(value, QByteArray) and value.size() <= MAX_BYTES_LENGTH else None


def flag_value(value: Any) -> bool | None:
    """True or False, as QSettings gives them back (a bool, or its text in the file)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return None


def integer_value(low: int, high: int) -> Callable[[Any], int | None]:
    """A whole number in low..high: an int, its digits as text, or a finite float with
    no fraction (a number out of range is refused, not clamped: it was not ours)."""
    def check(value: Any) -> int | None:
        if isinstance(value, bool):
            return None
        if isinstance(value, str) and len(value.strip()) <= 12:
            value = int(value.strip())  # ValueError for "fast", "1e400", "nan"
        elif isinstance(value, float) and math.isfinite(value) and value.is_integer():
            value = int(value)
        if not isinstance(value, int):
            return None
        return value if low <= value <= high else None
    return check


def path_value(exists: Callable[[Path], bool]) -> Callable[[Any], Path | None]:
    """A path (as text of sane length) for which ``exists`` holds right now."""
    def check(value: Any) -> Path | None:
        text = text_value()(value)
        return Path(text) if text is not None and exists(Path(text)) else None
    return check


def default_player_name(seat: int) -> str:
    """'Player 1' ... in the current language (seat is 0-based)."""
    return fill(QCoreApplication.translate("Settings", "Player %1"), str(seat + 1))


class Settings:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else paths.user_config_dir() / SETTINGS_NAME
        self.set_aside_to, readable = _set_aside_if_absurd(self.path)
        if not readable:  # absurd, and it could not be moved: this run keeps defaults
            import tempfile

            self.path = Path(tempfile.mkdtemp(prefix="copenhagen-gui-")) / SETTINGS_NAME
        self._q = QSettings(str(self.path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        """Write pending changes to the file now (QSettings also does it on its own)."""
        self._q.sync()

    # --- helpers ----------------------------------------------------------------

    def _set_or_remove(self, key: str, value) -> None:
        if value is None:
            self._q.remove(key)
        else:
            self._q.setValue(key, value)

    def _bytes(self, key: str) -> QByteArray:
        return read_setting(self._q, key, bytes_value, QByteArray())

    # --- the settings -------------------------------------------------------------

    @property
    def language(self) -> str | None:
        """A language code ('en', 'fr', ...); None: never chosen (or not one of the
        app's languages): follow the system."""
        from copenhagen_gui.shell.i18n import LANGUAGE_CODES

        return read_setting(self._q, "ui/language", lambda code: code if code in LANGUAGE_CODES else None, None)

    @language.setter
    def language(self, code: str | None) -> None:
        self._set_or_remove("ui/language", code or None)

    @property
    def geometry(self) -> QByteArray:
        """QWidget.saveGeometry() of the main window (empty when none saved)."""
        return self._bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._q.setValue("window/geometry", QByteArray(value))

    @property
    def window_state(self) -> QByteArray:
        """QMainWindow.saveState(): docks and toolbars (empty when none saved)."""
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._q.setValue("window/state", QByteArray(value))

    @property
    def last_folder(self) -> Path | None:
        """The folder of the last opened or saved game, if it still exists."""
        return read_setting(self._q, "files/last_folder", path_value(Path.is_dir), None)

    @last_folder.setter
    def last_folder(self, folder: Path | None) -> None:
        self._set_or_remove("files/last_folder", None if folder is None else str(folder))

    @property
    def kept_file(self) -> Path | None:
        """The file the kept (autosaved) game was last saved to or opened from: its
        name is the game's name in the title after a resume."""
        return read_setting(self._q, "files/kept_game", path_value(Path.is_file), None)

    @kept_file.setter
    def kept_file(self, path: Path | None) -> None:
        self._set_or_remove("files/kept_game", None if path is None else str(path))

    def _stored_names(self) -> list[str]:
        """The stored names, one per seat, as written ('' for a seat without one, or one that
        is not an acceptable name: see core.names)."""
        def check(stored: Any) -> list[str] | None:
            if isinstance(stored, str):  # QSettings gives a one-item list back as a str
                stored = [stored]
            if not isinstance(stored, list):
                return None
            return [n.strip() if name_problem(n) is None else "" for n in stored[:NAME_SLOTS]]

        names = read_setting(self._q, "game/player_names", check, [])
        return names + [""] * (NAME_SLOTS - len(names))

    @property
    def player_names(self) -> list[str]:
        """One name per seat; an empty or missing one is 'Player n' in the
        current language."""
        names = self._stored_names()
        return [name or default_player_name(seat) for seat, name in enumerate(names)]

    @player_names.setter
    def player_names(self, names: list[str]) -> None:
        """Remember the names of the first seats; seats not given (a 2-player game)
        keep what they had. A seat's default name ('Player 2') is not stored: it then
        follows the language."""
        names = [n.strip() if name_problem(n) is None and n.strip() != default_player_name(seat)
                 else "" for seat, n in enumerate(list(names)[:NAME_SLOTS])]
        self._q.setValue("game/player_names", names + self._stored_names()[len(names) :])

    @property
    def bot_speed(self) -> int:
        """Milliseconds between two actions of a computer player."""
        return read_setting(self._q, "game/bot_speed", integer_value(*BOT_SPEED_RANGE), DEFAULT_BOT_SPEED)

    @bot_speed.setter
    def bot_speed(self, ms: int) -> None:
        low, high = BOT_SPEED_RANGE
        self._q.setValue("game/bot_speed", min(max(int(ms), low), high))

    @property
    def show_spots(self) -> bool:
        """Highlight every legal spot of the selected shape."""
        return read_setting(self._q, "game/show_spots", flag_value, DEFAULT_SHOW_SPOTS)

    @show_spots.setter
    def show_spots(self, on: bool) -> None:
        self._q.setValue("game/show_spots", bool(on))

    @property
    def count_scores(self) -> bool:
        """The result screen counts the scores in step by step (else: all at once)."""
        return read_setting(self._q, "game/count_scores", flag_value, True)

    @count_scores.setter
    def count_scores(self, on: bool) -> None:
        self._q.setValue("game/count_scores", bool(on))


def _set_aside_if_absurd(path: Path) -> tuple[Path | None, bool]:
    """Move a settings file that is not an ordinary file of sane size to
    ``<name>.set-aside`` before QSettings reads it (a 50 MB value would hang the
    start). Returns (where it went or None, whether ``path`` is now safe to read)."""
    try:
        info = os.stat(path)
    except OSError:
        return None, True  # no file yet: the defaults
    if stat.S_ISDIR(info.st_mode) or (stat.S_ISREG(info.st_mode) and info.st_size <= MAX_SETTINGS_BYTES):
        return None, True  # QSettings reads nothing from a folder
    target = path.with_name(path.name + ".set-aside")
    try:
        os.replace(path, target)
    except OSError:
        return None, False
    return target, True
