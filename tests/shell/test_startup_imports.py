"""The first start loads only the game it puts on the table: the card game and Lost
Cities (rules, scene, Qt side) are imported when first played, not before."""

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
    assert [m for m in loaded if m.startswith(("copenhagen_gui.games.copenhagen.",
                                               "copenhagen_gui.games.lost_cities_rw."))] == []


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
    assert [a.objectName() for a in todays.actions()] == [f"action-todays-game-{g}" for g in daily.DAILY_GAMES]
    assert names.index("action-statistics") < names.index("action-quit")  # above Quit
    menu.hide()
