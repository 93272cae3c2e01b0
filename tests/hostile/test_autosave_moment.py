"""A move goes to the autosave's journal at once; the fsync and the whole record come a
moment later, once the table has shown it (a slow disk never holds up the answer to a
click). The whole record is written when the window closes and before the crash
message says the game is safe, and never written back once the autosave is cleared."""

from __future__ import annotations

from ui_helpers import close_window, finish_start_setup, make_window

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.session import storage


def _window_after_a_move(qtbot):
    window = make_window(qtbot)
    finish_start_setup(window)
    assert window.session.perform(engine.legal_actions(window.session.state)[0]) is None
    assert window.autosave.pending  # not yet: the table is painted first
    return window


def test_a_move_just_before_the_window_closes_is_kept(qtbot):
    window = _window_after_a_move(qtbot)
    record = window.session.record
    close_window(window)
    assert storage.load_record(storage.autosave_path()) == record  # the whole record, written
    assert not storage.journal_path(storage.autosave_path()).exists()  # nothing left in a journal


def test_the_crash_message_speaks_of_the_last_move(qtbot):
    window = _window_after_a_move(qtbot)
    health = window.save_health()  # what the crash message asks
    assert not window.autosave.pending and not health.failing
    assert storage.load_record(storage.autosave_path()) == window.session.record


def test_a_cleared_autosave_is_not_written_back(qtbot):
    window = _window_after_a_move(qtbot)
    window.autosave.clear()  # as when the game ends or another replaces it
    assert not window.autosave.pending and storage.read_autosave() is None
