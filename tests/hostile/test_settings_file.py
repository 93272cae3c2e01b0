"""A settings file that is absurd (far too big, not an ordinary file, values no real
file holds) never hangs the start: it is set aside unread, or its values fall back
to the defaults."""

from __future__ import annotations

import os
import subprocess
import sys

from copenhagen_gui.core import paths
from copenhagen_gui.shell.settings import MAX_SETTINGS_BYTES, SETTINGS_NAME, Settings


def _huge_settings(size: int = 50 * 1024 * 1024):
    path = paths.user_config_dir() / SETTINGS_NAME
    with open(path, "wb") as f:
        f.write(b"[game]\nplayer_names=")
        f.write(b"A" * size)
        f.write(b"\n")
    return path


def test_a_50_mb_settings_file_is_set_aside_unread():
    path = _huge_settings()
    size = path.stat().st_size
    settings = Settings()
    assert settings.set_aside_to == path.with_name(SETTINGS_NAME + ".set-aside")
    assert settings.set_aside_to.stat().st_size == size  # kept as it was, for the curious
    assert settings.player_names == ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"]
    settings.language = "fr"
    settings.sync()
    assert Settings().language == "fr"  # a fresh file works again


def test_the_game_starts_with_a_50_mb_settings_file():
    _huge_settings()
    done = subprocess.run([sys.executable, "-m", "copenhagen_gui", "--smoke-test"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("OK")


def test_a_settings_file_just_under_the_limit_is_read():
    path = paths.user_config_dir() / SETTINGS_NAME
    path.write_text("[ui]\nlanguage=de\n[game]\njunk=" + "j" * (MAX_SETTINGS_BYTES - 100) + "\n")
    settings = Settings()
    assert settings.set_aside_to is None and settings.language == "de"


def test_a_pipe_as_settings_file_does_not_block_the_start():
    path = paths.user_config_dir() / SETTINGS_NAME
    os.mkfifo(path)
    settings = Settings()
    assert settings.set_aside_to is not None and settings.language is None


def test_absurd_values_fall_back_to_the_defaults():
    path = paths.user_config_dir() / SETTINGS_NAME
    path.write_text("[ui]\nlanguage=" + "f" * 10_000 + "\n[files]\nlast_folder=/" + "d" * 3000
                    + "\n[window]\ngeometry=@ByteArray(" + "g" * 200_000 + ")\n")
    settings = Settings()
    assert settings.language is None
    assert settings.last_folder is None  # a name too long for the system: no error
    assert settings.geometry.isEmpty()
