"""The first start loads only the game it puts on the table: the card game and Lost
Cities (rules, scene, Qt side) are imported when first played, not before; the home
screen reads only the games' catalogue entries."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys
from copenhagen_gui.shell.main import build_window, create_app
app = create_app([])
window = build_window(app, offer_resume=False)
window.show()
app.processEvents()
assert window.session is not None and window.table_scene().items()
print("\\n".join(sorted(m for m in sys.modules if m.startswith("copenhagen_gui.games."))))
"""


def test_the_first_start_imports_neither_the_card_game_nor_lost_cities(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = done.stdout.split()
    assert "copenhagen_gui.games.copenhagen_rw.mode" in loaded  # the game on the table
    # (Each game's catalogue entry, pure data, is read to list the games.)
    assert [m for m in loaded if m.startswith(("copenhagen_gui.games.copenhagen.",
                                               "copenhagen_gui.games.lost_cities_rw."))
            and not m.endswith(".entry")] == []


EMPTY_WINDOW = """
import sys
from copenhagen_gui.shell.main import build_window, create_app
app = create_app([])
window = build_window(app, start=False)
window.show()
app.processEvents()
assert window.isVisible() and window.session is None
print("\\n".join(sorted(sys.modules)))
"""


def test_the_first_window_loads_no_game_no_record_and_no_statistics(tmp_path):
    """The window a first start shows before any game (what the home screen stands on)
    is up before the record module (attrs), the session, storage's readers and the
    statistics are imported: they load with the first game or the first look at the
    Game menu."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", EMPTY_WINDOW], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "copenhagen_gui.shell.main_window" in loaded
    assert [m for m in loaded if m.startswith("copenhagen_gui.games.")] == []
    assert {"attr", "attrs", "sqlite3", "copenhagen_gui.core.record", "copenhagen_gui.session.game_session",
            "copenhagen_gui.session.statistics", "copenhagen_gui.shell.statistics_window",
            "copenhagen_gui.shell.todays_game"} & loaded == set()


def test_todays_game_and_statistics_are_in_the_game_menu_when_it_opens(qtbot):
    from copenhagen_gui.core import daily
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=lambda w: w.bot_driver.stop())
    window.show()
    qtbot.waitExposed(window)
    menu = window.game_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    names = [a.objectName() for a in menu.actions()]
    assert "action-statistics" in names
    todays = window.statistics.todays_menu
    assert todays.menuAction() in menu.actions()
    assert [a.objectName() for a in todays.actions()] == [f"action-todays-game-{g}" for g in daily.daily_games()]
    assert names.index("action-statistics") < names.index("action-quit")  # above Quit
    menu.hide()


FIRST_START = """
import sys
import PySide6.QtCore as core, PySide6.QtWidgets as widgets
from copenhagen_gui.shell.main import create_app, open_window
app = create_app([])
window = open_window(app, [])
app.processEvents()
assert window.home_shown()
# PySide6 makes a class's Python side (and all its enums) when it is first named.
named = {"Qt": "Qt" in core.__dict__, "QStyle": "QStyle" in widgets.__dict__}
print("\\n".join(sorted(sys.modules) + [name for name, made in named.items() if made]))
"""


def test_the_home_screen_of_a_first_start_shows_before_the_history_the_style_icons_and_the_qt_enums(tmp_path):
    """The first frame of a first start (the home screen) is up before the History dock,
    the result screens' extras, today's game's hashing, the chance module and the Qt
    namespace's and QStyle's enums (~15 ms in PySide6) are loaded: they come with the
    first game, or just after the first frame (the toolbar's icons)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", FIRST_START], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "copenhagen_gui.shell.home_screen" in loaded
    assert {"Qt", "QStyle", "uuid", "copenhagen_gui.core.chance", "copenhagen_gui.shell.history_panel",
            "copenhagen_gui.shell.result_extras", "copenhagen_gui.shell.todays_game"} & loaded == set()
    # Nothing kept to read or write yet: neither storage nor the journal (json, hashlib).
    assert {"json", "hashlib", "copenhagen_gui.session.storage", "copenhagen_gui.session.journal"} & loaded == set()


def test_the_toolbar_gets_its_icons_once_the_window_is_painted(qtbot):
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=lambda w: w.bot_driver.stop())
    window.show()
    qtbot.waitExposed(window)
    for name in ("new-game", "open", "save", "undo", "redo", "rules"):
        action = window.actions.get(name)
        qtbot.waitUntil(lambda action=action: not action.icon().isNull())


def test_the_history_dock_comes_back_where_it_was_with_the_next_game(qtbot):
    """Made with the first game, the History dock still takes the place (and shows) as
    the window state saved at the last close says."""
    from copenhagen_gui.core import catalogue, registry
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    first = MainWindow(Settings())
    qtbot.addWidget(first, before_close_func=lambda w: w.bot_driver.stop())
    first.start_game(registry.get(catalogue.first_game()).default_options(2), ["Anna", "Mads"], 3, autosave=False)
    first.show()
    qtbot.waitExposed(first)
    first.actions.get("history").trigger()
    qtbot.waitUntil(first.history_dock.isVisible)
    first.close()

    again = MainWindow(Settings())
    qtbot.addWidget(again, before_close_func=lambda w: w.bot_driver.stop())
    again.show()
    qtbot.waitExposed(again)
    again.start_game(registry.get(catalogue.first_game()).default_options(2), ["Anna", "Mads"], 3, autosave=False)
    qtbot.waitUntil(again.history_dock.isVisible)
    assert again.actions.get("history").isChecked()


def test_the_home_screen_shows_each_games_picture_once_painted(qtbot):
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=lambda w: w.bot_driver.stop())
    window.show()
    window.start_up()  # nothing kept: the home screen
    qtbot.waitExposed(window)
    assert window.home_shown()
    for button in window.home.game_buttons.values():
        qtbot.waitUntil(lambda button=button: not button.icon().isNull())


def test_the_window_gets_its_icon_in_the_small_sizes_just_after_its_first_frame(qtbot):
    """X11 sends every size of a window's icon to the server at the first show (~10 ms
    with the 256 and 512 px ones): the window takes it a moment after its first frame,
    in the sizes a window manager draws, and dialogs share it."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    QApplication.setWindowIcon(QIcon())  # as at a start: none yet (an earlier window set it)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.windowIcon().isNull())
    sizes = {size.width() for size in window.windowIcon().availableSizes()}
    assert {16, 24, 32, 48, 64, 128} <= sizes and max(sizes) == 128
    assert QApplication.windowIcon().cacheKey() == window.windowIcon().cacheKey()



KEEP_GAMES = """
import datetime
from copenhagen_gui.session.statistics import StatisticsStore
from copenhagen_gui.shell.settings import Settings
from tests.session.statistics_helpers import ROLL_AND_WRITE, START, finished_record
store = StatisticsStore()
for n in range(3):
    store.record_game(finished_record(ROLL_AND_WRITE, seed=n, names=("Ann", "Bo")),
                      finished=START + datetime.timedelta(days=n))
store.close()
settings = Settings()
settings.player_names = ["Ann", "Bo"]
settings.sync()
"""
FIRST_STATISTICS = """
import sys
from PySide6.QtTest import QTest
from copenhagen_gui.shell.main import create_app, open_window
app = create_app([])
window = open_window(app, [])
app.processEvents()
assert window.home_shown()
from PySide6.QtCore import Qt
QTest.mouseClick(window.home.statistics_button, Qt.MouseButton.LeftButton)
shown = window.statistics.statistics_window
app.processEvents()
assert shown.isVisible() and shown.games_list.topLevelItemCount() == 3, shown.games_list.topLevelItemCount()
print("\\n".join(sorted(sys.modules)))
"""


def test_the_first_statistics_window_loads_neither_attrs_nor_the_record_module(tmp_path):
    """The figures, the chart and the list of past games are read without a game's
    record: attrs, the record module and json load when a past game is opened."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    for child in (KEEP_GAMES, FIRST_STATISTICS):  # a start of the program that finds three games kept
        done = subprocess.run([sys.executable, "-c", child], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "copenhagen_gui.shell.statistics_window" in loaded
    assert {"attr", "attrs", "copenhagen_gui.core.record", "copenhagen_gui.session.game_session"} & loaded == set()
    assert {"json", "hashlib"} & loaded == set()  # (they hash and read a game kept)


def test_a_game_comes_to_the_table_without_the_historys_list_while_the_history_is_hidden(qtbot):
    """The History's list of moves is made when the History first shows: a kept game
    comes back without it (and its moves' texts) when the History was hidden, and
    showing it lists every move played so far."""
    import random

    from copenhagen_gui.core import catalogue, registry
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=lambda w: w.bot_driver.stop())
    spec = registry.get(catalogue.first_game())
    window.start_game(spec.default_options(2), ["Anna", "Mads"], 3, autosave=False)
    window.show()
    qtbot.waitExposed(window)
    rng = random.Random(2)
    for _ in range(6):
        seat = min(spec.seats_to_act(window.session.state))
        window.session.perform(rng.choice(list(spec.legal_actions(window.session.state, seat))))
    assert not window.history_dock.isVisible() and window.history_dock.widget() is None
    window.actions.get("history").trigger()
    qtbot.waitUntil(window.history_dock.isVisible)
    tree = window.history_dock.widget()
    assert tree is window.history_view

    played = window.session.undo_stack.count()
    assert played >= 6
    from tests import history_outline

    qtbot.waitUntil(lambda: len(history_outline.lines(tree)) == played)  # the moves' lines
