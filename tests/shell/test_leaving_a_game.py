"""Closing never asks (the game is kept), but another game taking the table's place
asks before an unfinished game of a person is left, and Save a copy keeps it."""

from __future__ import annotations

import pytest
from fake_game.spec import SPEC
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from copenhagen_gui.session import storage
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


@pytest.fixture
def window(qtbot, fake_game):
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


def _answer_leave_box(button_text: str, asked: list):
    """Press the leave box's button whose text starts with ``button_text`` when it shows."""
    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        asked.append(box.objectName())
        button = next(b for b in box.buttons() if b.text().replace("&", "").startswith(button_text))
        button.click()
    QTimer.singleShot(0, answer)


def _start_with_a_move(window):
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    window.mode.actions[1].trigger()
    return window.session


def test_a_fresh_or_finished_game_is_left_without_a_question(window):
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    assert window.may_discard()  # no move yet
    session = _start_with_a_move(window)
    while not SPEC.is_over(session.state):
        window.mode.actions[2].trigger()
    assert window.may_discard()


def test_cancel_keeps_the_unfinished_game_on_the_table(window):
    session = _start_with_a_move(window)
    asked = []
    _answer_leave_box("Cancel", asked)
    assert not window.start_tutorial("copenhagen-rw")
    assert asked == ["leave-box"] and window.session is session


def test_leave_it_lets_the_new_game_take_the_place(window):
    session = _start_with_a_move(window)
    asked = []
    _answer_leave_box("Leave it", asked)
    assert window.start_tutorial("copenhagen-rw")
    assert asked == ["leave-box"] and window.session is not session
    window.mode.stop()


def test_save_a_copy_first_keeps_the_game_in_a_file(window, tmp_path, monkeypatch):
    session = _start_with_a_move(window)
    target = tmp_path / "kept.copenhagen.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args, **kwargs: (str(target), "")))
    asked = []
    _answer_leave_box("Save a copy first", asked)
    assert window.may_discard()
    assert storage.load_record(target).actions == session.record.actions
    assert window.may_discard()  # its file holds it now: nothing more to ask


def test_closing_never_asks(window, qtbot):
    _start_with_a_move(window)
    window.close()
    assert not window.isVisible()
