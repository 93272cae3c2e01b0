"""Every per-user folder the app writes to, in one place (so tests can redirect them
through the environment, and nothing else needs to know about platformdirs)."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "copenhagen-gui"


def _dirs() -> platformdirs.PlatformDirs:
    # appauthor=False: no extra "author" level on Windows (…\AppData\Local\copenhagen-gui).
    # Built on each call so a changed environment (tests) is always honoured.
    return platformdirs.PlatformDirs(APP_NAME, appauthor=False, ensure_exists=True)


def user_data_dir() -> Path:
    """Autosave and other data the player does not edit by hand."""
    return _dirs().user_data_path


def user_config_dir() -> Path:
    """The settings file."""
    return _dirs().user_config_path


def user_log_dir() -> Path:
    """Crash logs (XDG state folder on Linux)."""
    return _dirs().user_log_path
