"""The crash hook: the traceback goes to a log in the user log folder, and the player
is told the game is safe."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QWidget

from copenhagen_gui.shell import crash


def _raise(message):
    try:
        raise RuntimeError(message)
    except RuntimeError:
        return sys.exc_info()


@pytest.fixture
def hook(monkeypatch):
    """Install the hook for one test, with the message box recorded, not shown."""
    shown = []
    monkeypatch.setattr(crash, "show_crash_message", lambda *args: shown.append(args))
    monkeypatch.setattr(sys, "excepthook", lambda *exc: None)  # the 'previous' hook
    crash.install_excepthook(lambda: None)
    return shown


def test_the_log_lands_in_the_redirected_log_folder(tmp_path):
    path = crash.log_exception(*_raise("first"))
    assert path.is_relative_to(tmp_path)
    crash.log_exception(*_raise("second"))
    text = path.read_text()
    assert "RuntimeError: first" in text and "RuntimeError: second" in text
    assert text.count("copenhagen-gui") == 2 and "Traceback" in text


def test_a_big_log_is_moved_aside(tmp_path):
    path = crash.log_path()
    path.write_text("x" * (crash.MAX_LOG_BYTES + 1))
    crash.log_exception(*_raise("fresh"))
    assert "fresh" in path.read_text() and path.stat().st_size < 10_000
    assert path.with_name("crash.log.old").stat().st_size > crash.MAX_LOG_BYTES


def test_an_uncaught_error_is_logged_and_reported(qapp, hook):
    sys.excepthook(*_raise("in a slot"))
    assert "RuntimeError: in a slot" in crash.log_path().read_text()
    [(parent, log_file, details, health)] = hook
    assert log_file == crash.log_path()
    assert "in a slot" in details
    assert health is None  # no window: nothing known about the autosave


def test_keyboard_interrupt_is_not_a_crash(qapp, hook):
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt:
        sys.excepthook(*sys.exc_info())
    assert hook == [] and not crash.log_path().exists()


def test_the_message_says_the_game_is_safe_and_where_the_log_is(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    box = crash.crash_message_box(parent, crash.log_path(), "Traceback ...")
    assert "saved automatically" in box.informativeText()
    assert str(crash.log_path()) in box.informativeText()
    assert box.detailedText() == "Traceback ..."
    assert box.parent() is parent
