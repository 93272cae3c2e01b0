"""The welcome: a first start shows the home screen (and loads no game); a later start
puts the kept game straight back on the table, without a question; the home screen
stays reachable from Game ▸ Home and starts, teaches and explains the chosen game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from copenhagen_gui.core import registry
from copenhagen_gui.session import storage
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings, default_player_name

ROOT = Path(__file__).resolve().parents[2]
FIRST_START = """
import sys
from copenhagen_gui.shell.main import create_app, open_window
app = create_app([])
window = open_window(app, [])
app.processEvents()
assert window.home_shown() and window.session is None, "no home screen"
print("\\n".join(sorted(m for m in sys.modules if m.startswith("copenhagen_gui.games"))))
"""


def _fresh_env(tmp_path):
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
                XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))


def test_the_first_start_shows_the_home_screen_and_imports_no_game(tmp_path):
    done = subprocess.run([sys.executable, "-c", FIRST_START], cwd=ROOT, env=_fresh_env(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    # Only each game's catalogue entry (pure data): not a module of its, not even its spec.
    games = ("copenhagen_rw", "copenhagen", "lost_cities_rw")
    assert done.stdout.split() == sorted(["copenhagen_gui.games", *(f"copenhagen_gui.games.{g}" for g in games),
                                          *(f"copenhagen_gui.games.{g}.entry" for g in games)])


def _window(qtbot) -> MainWindow:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _play_a_move(window):
    session = window.session
    seat = min(session.spec.seats_to_act(session.state))
    assert session.perform(session.spec.legal_actions(session.state, seat)[0]) is None


def test_a_later_start_puts_the_kept_game_on_the_table_without_asking(qtbot):
    first = _window(qtbot)
    first.start_game(registry.get("lost-cities-rw").default_options(2), ["Anna", "Mads"], 3,
                     game_id="lost-cities-rw")
    _play_a_move(first)
    kept = first.session.record
    assert first.close()  # no question: the game is kept
    again = _window(qtbot)
    again.start_up()
    assert QApplication.activeModalWidget() is None
    assert not again.home_shown() and again.session.record == kept
    assert again.windowTitle().startswith("Anna and Mads — ")  # its players, not "Untitled"


def test_after_a_resume_the_title_names_the_file_it_was_saved_to(qtbot, tmp_path):
    first = _window(qtbot)
    first.start_game(registry.get("copenhagen").default_options(2), ["Anna", "Mads"], 3,
                     game_id="copenhagen")
    _play_a_move(first)
    assert first.save_to(tmp_path / "derby.copenhagen.json")
    assert first.close()
    again = _window(qtbot)
    again.start_up()
    assert again.session.file_path == tmp_path / "derby.copenhagen.json"
    assert again.windowTitle().startswith("derby.copenhagen.json")


def test_home_offers_the_kept_game_and_continue_returns_to_it(qtbot):
    window = _window(qtbot)
    window.start_game(registry.get("lost-cities-rw").default_options(2), ["Anna", "Mads"], 3,
                      game_id="lost-cities-rw", bots=(None, "strong"))
    state = window.session.state
    window.actions.get("home").trigger()
    home = window.home
    assert window.home_shown() and home.keep_box.isVisibleTo(home)
    assert "Anna and Mads" in home.kept_label.text()
    assert home.game() == "lost-cities-rw"  # the game last played is the one chosen
    # The game waits behind the home screen: no computer move, no undo, no table key.
    assert window.bot_driver.paused and not window.actions.get("undo").isEnabled()
    qtbot.mouseClick(home.continue_button, Qt.MouseButton.LeftButton)
    assert not window.home_shown() and window.table_stack.currentWidget() is window.mode.table_widget()
    assert window.session.state == state and not window.bot_driver.paused


def test_new_game_from_home_opens_the_dialog_on_the_chosen_game(qtbot, monkeypatch):
    from copenhagen_gui.shell.new_game_dialog import NewGameDialog

    window = _window(qtbot)
    window.show_home()
    assert not window.home.keep_box.isVisibleTo(window.home)  # nothing kept yet
    chosen = []

    def answer(dialog):
        chosen.append((dialog.game_id(), list(dialog.names()[:2])))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    window.settings.player_names = ["Ingrid", "Karen"]
    qtbot.mouseClick(window.home.game_buttons["copenhagen"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.home.new_button, Qt.MouseButton.LeftButton)
    assert chosen == [("copenhagen", ["Ingrid", "Karen"])]  # seats: the names last used
    assert window.home_shown()  # cancelled: still home


def test_learn_the_game_from_home_starts_the_chosen_games_guided_game(qtbot):
    window = _window(qtbot)
    window.show_home()
    qtbot.mouseClick(window.home.game_buttons["copenhagen"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.home.learn_button, Qt.MouseButton.LeftButton)
    assert not window.home_shown()
    assert window.mode.game_id == "copenhagen" and window.mode.tutorial_running()
    assert not window.autosave.pending and storage.read_autosave() is None  # nobody's kept game


def test_todays_game_is_offered_for_the_dice_games_only(qtbot):
    window = _window(qtbot)
    window.show_home()
    home = window.home
    for game_id, offered in (("copenhagen-rw", True), ("copenhagen", False), ("lost-cities-rw", True)):
        home.game_buttons[game_id].click()
        assert home.todays_button.isVisibleTo(home) == offered


def test_default_names_follow_the_language(qtbot, app_language):
    from copenhagen_gui.shell import i18n

    settings = Settings()
    settings.player_names = [default_player_name(0), "Mads"]  # as a first game leaves them
    i18n.install_language(app_language, "de")
    names = Settings().player_names
    assert names[1] == "Mads" and names[0] == default_player_name(0) != "Player 1"


def test_with_no_game_yet_the_game_commands_are_off(qtbot):
    window = _window(qtbot)
    window.start_up()  # nothing kept: the home screen
    assert window.home_shown() and window.session is None
    for name in ("undo", "redo", "hint", "save", "save-as", "save-picture"):
        assert not window.actions.get(name).isEnabled(), name
