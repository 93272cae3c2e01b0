"""Every per-user folder the app writes to, in one place (so tests can redirect them
through the environment, and nothing else needs to know about platformdirs)."""

from __future__ import annotations

import contextlib
from pathlib import Path

import platformdirs

APP_NAME = "copenhagen-gui"


def _dirs() -> platformdirs.PlatformDirs:
    # appauthor=False: no extra "author" level on Windows (…\AppData\Local\copenhagen-gui).
    # Built on each call so a changed environment (tests) is always honoured.
    return platformdirs.PlatformDirs(APP_NAME, appauthor=False)


def _made(folder: Path) -> Path:
    """``folder``, created if possible. A folder that cannot be made (read-only home,
    full disk) is not an error here: the app still starts and plays, and the writes
    into it fail, each where it is reported."""
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_data_dir() -> Path:
    """Autosave and other data the player does not edit by hand."""
    return _made(_dirs().user_data_path)


def user_config_dir() -> Path:
    """The settings file."""
    return _made(_dirs().user_config_path)


def user_log_dir() -> Path:
    """Crash logs (XDG state folder on Linux)."""
    return _made(_dirs().user_log_path)
