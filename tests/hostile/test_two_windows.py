"""Two windows of the game at once never write the same autosave: each holds a lock
on its own autosave file, a second window plays a game of its own (and never resumes
the first one's), and a lock left by a killed process is taken over."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from autosave_wait import wait_for_autosave
from hostile_files import golden
from PySide6.QtWidgets import QMessageBox
from ui_helpers import adopt_window, close_window, finish_start_setup, make_window

from copenhagen_gui.core import paths
from copenhagen_gui.core.record import loads
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.session import storage
from copenhagen_gui.session.autosave_slot import AutosaveSlot
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings

# Another process of the game holding an autosave slot until its stdin closes.
HOLDER = """
import sys
from copenhagen_gui.session.autosave_slot import AutosaveSlot
slot = AutosaveSlot.claim()
print(slot.number, slot.path.name, flush=True)
sys.stdin.read()
"""


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes: recorded; a resume question is answered 'Continue'."""
    shown = []

    def answer(box):
        shown.append(box.objectName())
        if box.objectName() == "resume-box":
            box.defaultButton().click()
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return shown


def move(qtbot, window):
    assert window.session.perform(engine.legal_actions(window.session.state)[0]) is None
    wait_for_autosave(qtbot, window)


def started_window(qtbot):
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=True)
    finish_start_setup(window)
    return window


def holder_process():
    process = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    number, name = process.stdout.readline().split()
    return process, int(number), name


def test_a_second_window_plays_its_own_game_in_its_own_file(qtbot, boxes):
    first = make_window(qtbot, seed=3)
    move(qtbot, first)
    first_game = storage.read_autosave()
    assert first_game == first.session.record
    second = started_window(qtbot)
    assert boxes == []  # the first window's game is not offered
    assert second.autosave.path.name == "autosave-2.json"
    assert "Another window" in second.statusBar().currentMessage()
    move(qtbot, second)
    move(qtbot, second)
    assert storage.read_autosave() == first_game  # untouched by the second window
    assert storage.read_autosave(second.autosave.path) == second.session.record
    move(qtbot, first)
    assert storage.read_autosave() == first.session.record
    assert storage.read_autosave(second.autosave.path) == second.session.record


def test_after_a_window_closes_its_game_is_offered_again(qtbot, boxes):
    first = make_window(qtbot, seed=3)
    move(qtbot, first)
    second = started_window(qtbot)
    move(qtbot, second)
    first_game, second_game = first.session.record, second.session.record
    close_window(second)
    close_window(first)
    # The next start takes a slot that holds an unfinished game: the first one's.
    again = started_window(qtbot)
    assert boxes == [] and again.session.record == first_game  # no question asked
    # A further window finds the second one's game in its file.
    other = started_window(qtbot)
    assert other.autosave.path.name == "autosave-2.json"
    assert other.session.record == second_game


def test_a_window_of_another_process_keeps_its_game(qtbot, boxes):
    storage.write_autosave(_unfinished_record())
    process, number, name = holder_process()
    try:
        assert (number, name) == (1, "autosave.json")  # it took the slot with a game
        window = started_window(qtbot)
        assert boxes == [] and window.autosave.path.name == "autosave-2.json"
        move(qtbot, window)
        assert storage.read_autosave() == _unfinished_record()
    finally:
        process.stdin.close()
        process.wait(timeout=30)


def test_a_lock_left_by_a_killed_process_is_taken_over(qtbot, boxes):
    storage.write_autosave(_unfinished_record())
    process, number, _ = holder_process()
    process.kill()
    process.wait(timeout=30)
    lock = paths.user_data_dir() / "autosave.json.lock"
    assert number == 1 and lock.exists()  # a kill leaves the lock file behind
    window = started_window(qtbot)
    assert window.autosave.path.name == "autosave.json" and window.autosave.slot.held
    assert boxes == [] and window.session.record == _unfinished_record()


def test_a_slot_is_released_and_reused():
    first = AutosaveSlot.claim()
    second = AutosaveSlot.claim()
    assert (first.number, second.number) == (1, 2) and first.held and second.held
    first.release()
    assert not first.held and AutosaveSlot.claim().number == 1
    second.release()


def _unfinished_record():
    return loads(json.dumps(golden(0, 5)))
