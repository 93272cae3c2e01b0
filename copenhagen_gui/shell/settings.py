"""The user's settings: typed properties over QSettings, stored in an INI file in the
user config folder (readable, and the same format on every platform).

Every getter returns a valid value whatever the file holds: a missing or hand-broken
entry gives the default. A file far larger than any real settings file (or not an
ordinary file) is set aside unread: QSettings would read all of it at start-up.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

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

    def _text(self, key: str) -> str | None:
        value = self._q.value(key)
        return value if isinstance(value, str) and 0 < len(value) <= MAX_TEXT_LENGTH else None

    def _set_or_remove(self, key: str, value) -> None:
        if value is None:
            self._q.remove(key)
        else:
            self._q.setValue(key, value)

    def _bytes(self, key: str) -> QByteArray:
        value = self._q.value(key)
        ok = isinstance(value, QByteArray) and value.size() <= MAX_BYTES_LENGTH
        return value if ok else QByteArray()

    # --- the settings -------------------------------------------------------------

    @property
    def language(self) -> str | None:
        """A language code ('en', 'fr', ...); None: never chosen, follow the system."""
        return self._text("ui/language")

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
        text = self._text("files/last_folder")
        try:
            return Path(text) if text and Path(text).is_dir() else None
        except (OSError, ValueError):  # a name the system refuses (too long, a NUL)
            return None

    @last_folder.setter
    def last_folder(self, folder: Path | None) -> None:
        self._set_or_remove("files/last_folder", None if folder is None else str(folder))

    @property
    def kept_file(self) -> Path | None:
        """The file the kept (autosaved) game was last saved to or opened from: its
        name is the game's name in the title after a resume."""
        text = self._text("files/kept_game")
        try:
            return Path(text) if text and Path(text).is_file() else None
        except (OSError, ValueError):
            return None

    @kept_file.setter
    def kept_file(self, path: Path | None) -> None:
        self._set_or_remove("files/kept_game", None if path is None else str(path))

    def _stored_names(self) -> list[str]:
        """The stored names, one per seat, as written ('' for a seat without one, or one that
        is not an acceptable name: see core.names)."""
        stored = self._q.value("game/player_names")
        if isinstance(stored, str):  # QSettings gives a one-item list back as a str
            stored = [stored]
        if not isinstance(stored, list):
            stored = []
        names = [n.strip() if name_problem(n) is None else "" for n in stored[:NAME_SLOTS]]
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
        try:
            value = int(self._q.value("game/bot_speed", DEFAULT_BOT_SPEED))
        except (TypeError, ValueError):
            return DEFAULT_BOT_SPEED
        low, high = BOT_SPEED_RANGE
        return min(max(value, low), high)

    @bot_speed.setter
    def bot_speed(self, ms: int) -> None:
        low, high = BOT_SPEED_RANGE
        self._q.setValue("game/bot_speed", min(max(int(ms), low), high))

    @property
    def show_spots(self) -> bool:
        """Highlight every legal spot of the selected shape."""
        value = self._q.value("game/show_spots")
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return DEFAULT_SHOW_SPOTS

    @show_spots.setter
    def show_spots(self, on: bool) -> None:
        self._q.setValue("game/show_spots", bool(on))


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
