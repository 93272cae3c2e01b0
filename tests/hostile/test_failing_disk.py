"""Failing disks and folders: a data folder that cannot be made or written, a full
disk, a crash while saves fail, leftovers of a kill during a save, and a crash log
that is a symlink."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest
from autosave_wait import wait_for_autosave
from PySide6.QtWidgets import QFileDialog, QMessageBox
from ui_helpers import adopt_window, click, make_window

from copenhagen_gui.core import paths
from copenhagen_gui.core.record import load_file
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.session import journal, storage
from copenhagen_gui.shell import crash
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


@pytest.fixture
def no_data_folder(tmp_path, monkeypatch):
    """The user data folder cannot be created: a file stands where it should be
    (read-only for anyone, root included)."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("in the way")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    return blocker


@pytest.fixture
def disk_full(monkeypatch):
    """Every autosave write (the whole record, and each line of its journal) fails as
    on a full disk, until ``.clear()``."""

    class Full:
        on = True

        def clear(self):
            self.on = False

    full = Full()

    def failing(real):
        def write(*args):
            if full.on:
                raise OSError(28, "No space left on device")
            real(*args)
        return write

    monkeypatch.setattr(storage, "_atomic_write", failing(storage._atomic_write))
    monkeypatch.setattr(journal, "_write", failing(journal._write))
    return full


def move(qtbot, window):
    """One legal move of the player to act (through the session, as the table does)."""
    assert window.session.perform(engine.legal_actions(window.session.state)[0]) is None
    wait_for_autosave(qtbot, window)


def test_the_game_starts_and_plays_without_a_data_folder(qtbot, no_data_folder):
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=True)
    window.show()
    marker = window.autosave.marker
    assert marker.isVisible() and window.statusBar().isVisible()
    assert marker.text() == "Games are not being saved"
    assert "Not a directory" in marker.toolTip() and "Save As" in marker.toolTip()
    for _ in range(3):
        move(qtbot, window)
    assert window.session.record.cursor == 3 and marker.isVisible()  # still there after moves
    assert window.save_health().failing and window.save_health().last_good_path is None


def test_the_marker_offers_save_as_elsewhere(qtbot, tmp_path, no_data_folder, monkeypatch):
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=False)
    window.show()
    move(qtbot, window)
    target = tmp_path / "kept.copenhagen.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    click(window, window.autosave.marker)
    assert load_file(target) == window.session.record


def test_a_full_disk_is_shown_until_a_save_works_again(qtbot, disk_full):
    window = make_window(qtbot)
    marker = window.autosave.marker
    assert not marker.isVisible() and not window.statusBar().isVisible()
    move(qtbot, window)
    assert marker.isVisible() and "No space left on device" in marker.toolTip()
    move(qtbot, window)  # the move's own message replaces the panel's, not the marker
    assert marker.isVisible()
    disk_full.clear()
    move(qtbot, window)
    assert not window.statusBar().isVisible()
    assert storage.read_autosave() == window.session.record


def test_the_crash_box_says_the_game_is_safe_only_when_it_is(qtbot, disk_full, monkeypatch):
    window = make_window(qtbot)
    shown = []
    monkeypatch.setattr(crash, "show_crash_message", lambda *args: shown.append(args))
    monkeypatch.setattr(sys, "excepthook", lambda *exc: None)
    crash.install_excepthook(lambda: window, window.save_health)

    def crash_now():
        try:
            raise RuntimeError("in a slot")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        return crash.crash_message_box(*shown.pop()).informativeText()

    # Nothing saved yet and every save fails.
    move(qtbot, window)
    text = crash_now()
    assert "NOT saved" in text and "No space left on device" in text and "no copy" in text
    assert "is safe" not in text and "Save As" in text
    # A good save, then three failures: those three changes are named, and the file.
    disk_full.clear()
    move(qtbot, window)
    good = storage.read_autosave()
    disk_full.on = True
    for _ in range(3):
        move(qtbot, window)
    text = crash_now()
    assert "The last 3 change" in text and str(storage.autosave_path()) in text
    # Two changes in one moment fail in one write: both are counted.
    for _ in range(2):
        assert window.session.perform(engine.legal_actions(window.session.state)[0]) is None
    text = crash_now()
    assert "The last 5 change" in text and str(storage.autosave_path()) in text
    assert storage.read_autosave() == good  # what the message says is on disk
    # Saving works again: the game is safe.
    disk_full.clear()
    move(qtbot, window)
    text = crash_now()
    assert "is safe" in text and "NOT" not in text


def test_leftover_temporary_autosaves_are_cleaned_at_start(qtbot):
    folder = paths.user_data_dir()
    old = time.time() - 3600
    ours = folder / ".autosave.json.0123abcd.tmp"
    journals = folder / ".autosave.json.journal.4567cdef.tmp"  # a new journal, before its rename
    others = [folder / ".autosave.json.notours.tmp", folder / "autosave.json.0123abcd.tmp",
              folder / "notes.tmp", folder / ".autosave-2.json.0123abcd.tmp",  # slot 2: not held
              folder / ".autosave.json.journal.broken.0123abcd.tmp"]
    for path in [ours, journals, *others]:
        path.write_text("{")
        os.utime(path, (old, old))
    link = folder / ".autosave.json.89abcdef.tmp"
    outside = folder.parent / "outside.txt"
    outside.write_text("keep")
    os.symlink(outside, link)
    window = adopt_window(qtbot, MainWindow(Settings()))
    assert window.autosave.path.name == "autosave.json"
    assert not ours.exists() and not journals.exists()
    assert all(p.exists() for p in others) and link.is_symlink() and outside.read_text() == "keep"


def test_the_crash_log_does_not_follow_a_symlink_out_of_its_folder(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    log = crash.log_path()
    os.symlink(outside, log)
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        written = crash.log_exception(*sys.exc_info())
    assert outside.read_text() == "precious\n"
    assert written == log and not log.is_symlink() and "RuntimeError: boom" in log.read_text()


def test_a_pipe_as_crash_log_is_refused_without_blocking():
    os.mkfifo(crash.log_path())
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        info = sys.exc_info()
    with pytest.raises(OSError):
        crash.log_exception(*info)  # the hook then shows its message without a log


def test_an_open_error_while_saves_fail_still_shows_its_message(qtbot, tmp_path, disk_full,
                                                                 monkeypatch):
    """Opening a good file writes the autosave at once: a failure there is reported
    by the marker, never raised."""
    source = make_window(qtbot, seed=4)
    move(qtbot, source)
    path = tmp_path / "game.json"
    disk_full.clear()
    assert source.save_to(path)
    disk_full.on = True
    window = make_window(qtbot)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Ok)
    assert window.open_file(path)
    assert window.autosave.marker.isVisible() and window.save_health().last_good_path == path
    assert Path(window.session.file_path) == path


def test_the_app_starts_when_the_data_folder_cannot_be_made(no_data_folder):
    import subprocess

    done = subprocess.run([sys.executable, "-m", "copenhagen_gui", "--smoke-test"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("OK") and "Traceback" not in done.stderr
