"""Game > Learn the game and Game > Watch a game reach every game's own guided game and
its computer players from the window's menu."""

from __future__ import annotations

import pytest

from copenhagen_gui.core import registry
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


@pytest.fixture
def window(qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=_quietly)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def _quietly(window):
    for mode in window.modes.built.values():
        mode.stop()  # a lesson's timers too
    window.bot_driver.stop()
    if window.session is not None:
        window.session.undo_stack.setClean()


@pytest.mark.parametrize("game_id", ["copenhagen-rw", "copenhagen", "lost-cities-rw"])
def test_learn_the_game_from_the_menu_starts_that_games_lesson(window, game_id):
    window.start_game(registry.get(game_id).default_options(2), ["Ann", "Bob"], game_id=game_id)
    learn = window.actions.get("learn")
    assert learn in window.game_menu.actions() and learn.isEnabled()
    learn.trigger()
    assert window.mode.game_id == game_id and window.mode.tutorial_running()
    # The lesson belongs to nobody: leaving it never asks to save it.
    assert window.may_discard()


@pytest.mark.parametrize("game_id", ["copenhagen", "lost-cities-rw"])
def test_watch_a_game_from_the_menu_seats_only_computers(window, game_id):
    window.bot_driver.set_delay(0)
    window.start_game(registry.get(game_id).default_options(2), ["Ann", "Bob"], game_id=game_id)
    window.actions.get("watch").trigger()
    session = window.session
    assert session.spec.game_id == game_id and all(session.bots)
    assert window.watch_dock.isVisible()
