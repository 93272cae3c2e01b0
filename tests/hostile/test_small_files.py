"""The small files the app keeps for itself (where each lesson was left) are read like
every file a user's folders may hold and written through the one atomic writer: a
hostile progress file means "from the start", a symlink planted in its place is
replaced, never followed, and a failed write keeps the old file. Learn the game in the
real window starts whatever the file holds."""

from __future__ import annotations

import errno
import os

import pytest
from hostile_files import snapshot
from ui_helpers import adopt_window

from copenhagen_gui.core import atomic_file, lesson_progress, paths
from copenhagen_gui.shell.lesson.lesson import progress_path
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings

HOSTILE = {
    "deep-nesting": lambda path: path.write_text('{"step": ' + "[" * 100_000),
    "huge-int": lambda path: path.write_text('{"step": ' + "9" * 5000 + "}"),
    "negative": lambda path: path.write_text('{"step": -3}'),
    "not-a-number": lambda path: path.write_text('{"step": "3"}'),
    "bool": lambda path: path.write_text('{"step": true}'),
    "not-utf8": lambda path: path.write_bytes(b'{"step": \xff}'),
    "link-to-dev-zero": lambda path: path.symlink_to("/dev/zero"),
    "fifo": lambda path: os.mkfifo(path),
    "folder": lambda path: path.mkdir(),
    "too-large": lambda path: path.write_text('{"step": 1}' + " " * 10_000),
}
GAMES = ("copenhagen", "copenhagen-rw", "lost-cities-rw")


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_progress_file_means_from_the_start(case):
    path = paths.user_data_dir() / "lesson.json"
    HOSTILE[case](path)
    before = snapshot(path)
    assert lesson_progress.saved_step(path) == 0
    assert lesson_progress.saved_step(path, 10) == 0
    assert snapshot(path) == before


@pytest.mark.parametrize("game", GAMES)
def test_learn_the_game_starts_whatever_the_progress_file_holds(qtbot, game):
    path = progress_path(game)
    HOSTILE["deep-nesting"](path)
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=False)
    assert window.start_tutorial(game)
    assert window.mode.lesson.index == 0


@pytest.mark.parametrize("game", GAMES)
def test_a_symlink_in_place_of_the_progress_file_is_replaced_not_followed(tmp_path, game):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    path = progress_path(game)
    path.symlink_to(outside)
    lesson_progress.save_step(path, 4)
    assert outside.read_text() == "precious"
    assert not path.is_symlink() and lesson_progress.saved_step(path) == 4


def test_a_failed_write_keeps_the_old_progress_and_leaves_no_temporary_file(monkeypatch):
    path = progress_path("copenhagen")
    lesson_progress.save_step(path, 3)

    def full(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "fsync", full)
    lesson_progress.save_step(path, 7)  # losing the place is no reason to stop the lesson: no raise
    assert lesson_progress.saved_step(path) == 3
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith(".")) == []


def test_a_write_into_a_folder_that_cannot_be_made_says_why(tmp_path):
    """Not 'no such file or directory' (what the autosave marker used to say on a
    read-only disk, F10): the reason the folder cannot be made."""
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    with pytest.raises(NotADirectoryError):
        atomic_file.atomic_write(blocker / "copenhagen-gui" / "autosave.json", b"{}")
