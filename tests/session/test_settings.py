"""Settings and user folders: typed values with defaults, persisted in an INI file
under the (redirected) user config folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray

from copenhagen_gui.core import paths
from copenhagen_gui.shell.settings import DEFAULT_BOT_SPEED, Settings


def test_user_folders_are_under_the_test_home(tmp_path):
    for folder in (paths.user_data_dir(), paths.user_config_dir(), paths.user_log_dir()):
        assert folder.is_relative_to(tmp_path), folder
        assert folder.is_dir()
        assert "copenhagen-gui" in folder.parts


def test_the_settings_file_sits_in_the_config_folder():
    settings = Settings()
    settings.language = "fr"
    settings.sync()
    assert settings.path.parent == paths.user_config_dir()
    assert "language=fr" in settings.path.read_text()


def test_defaults_when_nothing_is_stored():
    settings = Settings()
    assert settings.language is None
    assert settings.geometry.isEmpty() and settings.window_state.isEmpty()
    assert settings.last_folder is None
    assert settings.player_names == ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"]
    assert settings.bot_speed == DEFAULT_BOT_SPEED
    assert settings.show_spots is True


def test_values_survive_a_restart(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    settings = Settings()
    settings.language = "de"
    settings.geometry = QByteArray(b"\x01\x00geometry")
    settings.window_state = QByteArray(b"\x00state\xff")
    settings.last_folder = folder
    settings.player_names = ["Ada, the first", "Bø", "Chloé", "Dirk", "Eline"]
    settings.bot_speed = 250
    settings.show_spots = False
    settings.sync()

    again = Settings()
    assert again.language == "de"
    assert bytes(again.geometry) == b"\x01\x00geometry"
    assert bytes(again.window_state) == b"\x00state\xff"
    assert again.last_folder == folder
    assert again.player_names == ["Ada, the first", "Bø", "Chloé", "Dirk", "Eline"]
    assert again.bot_speed == 250
    assert again.show_spots is False


def test_language_none_means_follow_the_system():
    settings = Settings()
    settings.language = "nl"
    settings.language = None
    assert settings.language is None


def test_names_of_a_smaller_game_keep_the_other_seats():
    settings = Settings()
    settings.player_names = ["Ada", "Bo", "Cy", "Di"]
    settings.player_names = ["Eve", ""]
    assert settings.player_names == ["Eve", "Player 2", "Cy", "Di", "Player 5"]


def test_a_vanished_last_folder_is_forgotten(tmp_path):
    settings = Settings()
    settings.last_folder = tmp_path / "gone"
    assert settings.last_folder is None


def test_hand_broken_values_fall_back_to_defaults():
    path = Settings().path
    path.write_text(
        "[game]\nbot_speed=fast\nshow_spots=maybe\nplayer_names=7\n[window]\ngeometry=oops\n"
    )
    settings = Settings(path)
    assert settings.bot_speed == DEFAULT_BOT_SPEED
    assert settings.show_spots is True
    assert settings.player_names[1:] == ["Player 2", "Player 3", "Player 4", "Player 5"]
    assert settings.geometry.isEmpty()


def test_bot_speed_is_kept_in_range():
    settings = Settings()
    settings.bot_speed = -5
    assert settings.bot_speed == 0
    settings.bot_speed = 10**6
    assert settings.bot_speed == 5000


def test_an_explicit_path_is_used(tmp_path):
    settings = Settings(tmp_path / "other.ini")
    settings.show_spots = False
    settings.sync()
    assert Path(tmp_path / "other.ini").exists()
    assert not (paths.user_config_dir() / "settings.ini").exists()
