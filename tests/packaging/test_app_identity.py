"""The app names itself "Copenhagen Games" (the collection), ties its windows to its
desktop id, and keeps the user folders where earlier versions put them."""

import os
from pathlib import Path

from PySide6.QtWidgets import QWidget

from copenhagen_gui import resources
from copenhagen_gui.core import paths
from copenhagen_gui.shell.about import show_about
from copenhagen_gui.shell.main import create_app


def test_the_application_is_called_copenhagen_games_and_names_its_launcher():
    app = create_app([])
    assert app.applicationName() == "Copenhagen Games"
    # Qt adds the display name to every window title: the collection's, not one game's.
    assert app.applicationDisplayName() == "Copenhagen Games"
    assert app.desktopFileName() == resources.APP_ID == "io.github.copenhagen_gui.copenhagen_games"


def test_the_user_folders_do_not_follow_the_new_name():
    """Settings, autosave and statistics stay in the folders of 0.1.0: players keep their games."""
    create_app([])
    config_home = os.environ["XDG_CONFIG_HOME"]
    data_home = os.environ["XDG_DATA_HOME"]
    assert paths.user_config_dir() == Path(config_home) / "copenhagen-gui"
    assert paths.user_data_dir() == Path(data_home) / "copenhagen-gui"


def test_about_box_names_the_collection(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    box = show_about(parent)
    qtbot.waitExposed(box)
    assert box.windowTitle() == "About Copenhagen Games"
    assert "<h2>Copenhagen Games</h2>" in box.text()
    box.close()
