"""A game the app does not ship, added the way every game plugs in (its package's
catalogue entry, one registration line: the ``fake_game`` fixture), played through the
real shell window: New game offers it, its moves, undo (never past the draw), save,
reopen, watch, and the replay command line."""

from __future__ import annotations

import json

import pytest
from fake_game import mode as fake_mode
from fake_game.spec import TARGET
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from copenhagen_gui import cli
from copenhagen_gui.core import registry
from copenhagen_gui.shell import mode as shell_mode
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


def _window(qtbot) -> MainWindow:
    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=_quietly)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def _quietly(window):
    for mode in window.modes.built.values():
        mode.stop()
    window.bot_driver.stop()
    if window.session is not None:
        window.session.undo_stack.setClean()


def _answer_new_game(qtbot, window, game_id, names):
    """Open Game > New game, pick ``game_id`` and the names, press OK."""
    from PySide6.QtCore import QTimer

    def fill():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, fill)
            return
        combo = dialog.findChild(object, "game-choice")
        combo.setCurrentIndex(combo.findData(game_id))
        dialog.set_player_count(len(names))
        for i, name in enumerate(names):
            dialog.set_name(i, name)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, fill)
    window.actions.get("new-game").trigger()


def test_the_fake_game_plays_saves_reopens_and_replays_through_the_real_window(qtbot, tmp_path, fake_game,
                                                                              capsys):
    window = _window(qtbot)
    window.start(offer_resume=False)
    window.mode.stop()  # the first game's start-track question is not this test's
    window.session.undo_stack.setClean()
    _answer_new_game(qtbot, window, "fake-race", ["Ann", "Bob"])
    session = window.session
    mode = window.mode
    assert session.spec is fake_game and isinstance(mode, fake_mode.RaceMode)
    assert window.table_stack.currentWidget() is mode.table_widget()
    assert window.windowTitle().endswith("Race to ten")
    assert mode.actions[1] in window.turn_menu.actions()
    assert window.table_scene() is mode.scene
    assert session.position == 1  # who starts was drawn at once
    assert not window.actions.get("undo").isEnabled()  # the draw is never undone

    QTest.mouseClick(mode.buttons[2], Qt.MouseButton.LeftButton)  # a click
    # The keys reach the window once the closed dialog has handed the focus back.
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow() and QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is window, timeout=5000)
    QTest.keyClick(window, Qt.Key.Key_1)  # a key of the game's Turn menu
    assert session.position == 3 and session.state.count == 3
    assert window.actions.get("undo").isEnabled()
    window.actions.get("undo").trigger()
    assert session.state.count == 2
    assert any("adds 1" in m for m in mode.messages)  # "Undone: Bob adds 1"
    window.actions.get("redo").trigger()
    assert session.state.count == 3

    path = tmp_path / "race.copenhagen.json"
    assert window.save_to(path)
    assert not window.isWindowModified()
    other = _window(qtbot)
    assert other.open_file(path)
    assert other.session.state == session.state and other.mode.game_id == "fake-race"

    while not fake_game.is_over(session.state):
        mode.actions[2].trigger()
    assert session.state.count >= TARGET
    assert window.actions.get("show-result").isEnabled()
    assert window.save_to(path)
    assert cli.main([str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["valid"] and data["game"] == "fake-race" and data["game_over"]
    assert data["winners"] == [session.names[session.state.winner]]


def test_learn_is_off_with_a_reason_for_a_game_without_a_guided_game(qtbot, fake_game, monkeypatch):
    monkeypatch.setattr(fake_mode.RaceMode, "lesson_script", shell_mode.GameMode.lesson_script)
    window = _window(qtbot)
    window.start_game(fake_game.default_options(2), ["Ann", "Bob"], game_id="fake-race")
    learn = window.actions.get("learn")
    assert not learn.isEnabled() and learn.toolTip() == "This game has no guided game yet"
    assert not window.start_tutorial()
    window.start_game(registry.get("copenhagen-rw").default_options(3), ["A", "B", "C"],
                      game_id="copenhagen-rw")
    assert learn.isEnabled()


def test_watching_the_fake_game_lists_every_move_in_the_commentary(qtbot, fake_game):
    window = _window(qtbot)
    window.bot_driver.set_delay(0)
    window.start_game(fake_game.default_options(2), ["Ann", "Bob"], game_id="fake-race")
    assert window.start_watch()
    session = window.session
    assert all(session.bots) and len(session.names) == 3  # a strong, a normal and an easy one
    qtbot.waitUntil(lambda: fake_game.is_over(session.state), timeout=5000)
    log = window.watch_panel.log
    lines = [log.item(i).text() for i in range(log.count())]
    assert lines == [window.mode.action_text(session.action_at(i), session.names)
                     for i in range(1, session.position)]
    assert window.watch_dock.isVisible()


def test_the_fake_game_starts_from_a_situation_file_in_the_real_window(qtbot, tmp_path, fake_game):
    from copenhagen_gui.core import record as records
    from copenhagen_gui.core.situation import SituationError

    options = fake_game.default_options(2)
    start = fake_game.state_from_json({"count": 8, "turn": 1}, options)
    with pytest.raises(SituationError):  # 10 is already won
        fake_game.state_from_json({"count": 10, "turn": 1}, options)
    path = tmp_path / "eight.json"
    path.write_text(records.dumps(records.GameRecord(fake_game.game_id, options, ("Ann", "Bob"), 3,
                                                     start=start)), encoding="utf-8")
    window = _window(qtbot)
    assert window.open_file(path)
    session = window.session
    assert session.state == start and session.position == 0  # no draw: Bob's turn is given
    window.mode.actions[2].trigger()
    assert session.state.winner == 1 and session.record.from_situation
    assert window.save_to(path)
    assert records.final_state(records.load_file(path)) == session.state
