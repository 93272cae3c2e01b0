"""A settings file that is absurd (far too big, not an ordinary file, values no real
file holds) never hangs the start: it is set aside unread, or its values fall back
to the defaults."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import hostile_settings
import pytest

from copenhagen_gui.core import paths
from copenhagen_gui.core.names import name_problem
from copenhagen_gui.games.copenhagen_rw.ui import dice_animation
from copenhagen_gui.shell.settings import (
    BOT_SPEED_RANGE,
    DEFAULT_BOT_SPEED,
    DEFAULT_SHOW_SPOTS,
    MAX_SETTINGS_BYTES,
    SETTINGS_NAME,
    Settings,
)


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


# --- hostile values: every setting is read through one validating reader ---------------------

HOSTILE_VALUES = [hostile_settings.INFINITY, hostile_settings.MINUS_INFINITY, hostile_settings.NAN,
                  hostile_settings.HUGE_DOUBLE, hostile_settings.UNKNOWN_TYPE, hostile_settings.GARBAGE_VARIANT,
                  hostile_settings.POINT, "99999999999999999999999", "1e400", "N" * 100_000]


def _settings_file(text: str) -> Path:
    path = paths.user_config_dir() / SETTINGS_NAME
    path.write_text(text, encoding="utf-8")
    return path


# Qt's own reader of the settings file warns when a serialized value names a type it does
# not know; the value is then refused (our reader gives the default). The warning is the
# hostile file's, not a fault of the app.
QVARIANT_REFUSED = r"QVariant::load: unknown user type|Trying to construct an instance of an invalid type"


@pytest.mark.qt_log_ignore(QVARIANT_REFUSED)
@pytest.mark.parametrize("value", HOSTILE_VALUES)
def test_a_hostile_value_in_every_key_gives_the_defaults(value):
    _settings_file("".join(f"[{key.split('/')[0]}]\n{key.split('/')[1]}={value}\n"
                           for key in hostile_settings.KEYS))
    settings = Settings()
    assert settings.bot_speed == DEFAULT_BOT_SPEED
    assert settings.show_spots is DEFAULT_SHOW_SPOTS
    assert settings.language is None
    assert settings.last_folder is None and settings.kept_file is None
    # (a number is an acceptable name: "1e400" may be kept as one)
    assert len(settings.player_names) == 5 and all(name_problem(n) is None for n in settings.player_names)
    assert settings.geometry.isEmpty() and settings.window_state.isEmpty()
    assert dice_animation.reduce_motion(settings.path) is False


def test_an_infinite_computer_speed_no_longer_stops_the_start():
    """The file another program wrote: [game] bot_speed = a float infinity (F8)."""
    _settings_file(f"[game]\nbot_speed={hostile_settings.INFINITY}\n")
    done = subprocess.run([sys.executable, "-m", "copenhagen_gui", "--startup-check"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_numbers_out_of_range_or_with_a_fraction_are_ignored_not_clamped():
    for text, expected in (("300", 300), ("300.0", DEFAULT_BOT_SPEED), ("5001", DEFAULT_BOT_SPEED),
                           ("-1", DEFAULT_BOT_SPEED), (hostile_settings.INT_FIVE, 5), ("0", 0)):
        _settings_file(f"[game]\nbot_speed={text}\n")
        assert Settings().bot_speed == expected, text


def test_the_window_starts_each_game_with_hostile_settings(qtbot):
    """Start-up with a hostile settings file, as the player meets it: the window comes up,
    a game of each kind starts (Roll & Write reads its own setting, reduce motion), and
    closing writes good values back."""
    from ui_helpers import adopt_window

    from copenhagen_gui.core import registry
    from copenhagen_gui.shell.main_window import MainWindow

    _settings_file("".join(f"[{key.split('/')[0]}]\n{key.split('/')[1]}={hostile_settings.INFINITY}\n"
                           for key in hostile_settings.KEYS) + "[game]\nplayer_names=%1, <b>B</b>\n")
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=True)
    window.show()
    qtbot.waitExposed(window)
    for game in ("copenhagen-rw", "copenhagen", "lost-cities-rw"):
        assert window.start_game(registry.get(game).default_options(2), ["Ann", "Bob"], seed=3, game_id=game)
    assert window.settings.bot_speed == DEFAULT_BOT_SPEED
    window.session.undo_stack.setClean()
    window.close()
    assert Settings().bot_speed == DEFAULT_BOT_SPEED


@pytest.mark.qt_log_ignore(QVARIANT_REFUSED)
def test_random_hostile_settings_files_never_stop_the_reader(tmp_path):
    rng = random.Random(5)
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    for n in range(40):
        path = tmp_path / f"case-{n}" / SETTINGS_NAME
        path.parent.mkdir()
        hostile_settings.make_case(path, rng, scratch)
        settings = Settings(path)
        assert BOT_SPEED_RANGE[0] <= settings.bot_speed <= BOT_SPEED_RANGE[1]
        assert isinstance(settings.show_spots, bool) and len(settings.player_names) == 5
        assert settings.language in (None, "en", "fr", "de", "nl")
