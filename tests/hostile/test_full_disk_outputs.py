"""Every file the player asks for (blank sheets as PDF, a picture as PNG, SVG or PDF, a
saved game, a sheet) on a full disk: the player is told there is no space left, no
partial file is left, and an earlier file of that name is kept. A full disk often says
so only when the data is flushed: the simulation fails there (os.fsync), where a
buffered close used to drop the error (Roll & Write's PDF said it worked, F4). And the
print output never replaces a device or a pipe."""

from __future__ import annotations

import errno
import os
import stat

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from ui_helpers import make_window

from copenhagen_gui import cli
from copenhagen_gui.shell import printing
from copenhagen_gui.shell.print_dialog import PrintDialog

NO_SPACE = "there is no space left on the disk"
OLD = b"%PDF-1.4 an earlier file the player kept\n"


@pytest.fixture
def full_disk(monkeypatch):
    """Every flush to disk fails as on a full disk."""
    def full(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "fsync", full)


@pytest.fixture
def warnings(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    return shown


@pytest.fixture
def out(tmp_path):
    """A folder for the outputs alone (tmp_path also holds the test's user folders)."""
    folder = tmp_path / "out"
    folder.mkdir()
    return folder


def _only(folder, name):
    """The folder holds ``name`` alone (no temporary file left behind)."""
    return sorted(p.name for p in folder.iterdir()) == [name]


@pytest.mark.parametrize("game", ["copenhagen-rw", "lost-cities-rw"])
def test_printing_to_a_full_disk_says_so_and_keeps_the_earlier_file(qtbot, out, monkeypatch, full_disk,
                                                                    warnings, game):
    target = out / "sheets.pdf"
    target.write_bytes(OLD)
    monkeypatch.setattr(PrintDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    assert printing.print_blank_sheets(None, game) is None
    assert warnings == [f"{target} cannot be written: {NO_SPACE}. Nothing was changed on the disk."]
    assert target.read_bytes() == OLD and _only(out, "sheets.pdf")


@pytest.mark.parametrize("game", ["copenhagen-rw", "lost-cities-rw"])
def test_the_print_command_fails_with_status_1_on_a_full_disk(qtbot, out, capsys, full_disk, game):
    target = out / "sheets.pdf"
    assert cli.print_main(["--game", game, "--out", str(target), "--language", "en"]) == 1
    printed, err = capsys.readouterr()
    assert printed == "" and err == f"{target} cannot be written: {NO_SPACE}. Nothing was changed on the disk.\n"
    assert list(out.iterdir()) == []


@pytest.mark.parametrize("suffix", ["png", "svg", "pdf"])
def test_a_picture_on_a_full_disk_says_no_space_is_left(qtbot, out, monkeypatch, full_disk, warnings,
                                                        suffix):
    window = make_window(qtbot)
    target = out / f"table.{suffix}"
    target.write_bytes(OLD)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    window.actions.get("save-picture").trigger()
    [text] = warnings
    assert NO_SPACE in text and "encoded" not in text and "Nothing was changed" in text
    assert target.read_bytes() == OLD and _only(out, target.name)


def test_saving_a_game_on_a_full_disk_says_so_and_keeps_the_earlier_file(qtbot, out, full_disk, warnings):
    window = make_window(qtbot)
    target = out / "game.json"
    target.write_bytes(b'{"an": "earlier game"}')
    assert not window.save_to(target)
    assert warnings == [f"The game could not be saved to {target}:\n{NO_SPACE}.\nNothing was changed on the disk."]
    assert target.read_bytes() == b'{"an": "earlier game"}' and _only(out, "game.json")


def test_the_print_output_never_replaces_a_device(capsys):
    before = os.stat("/dev/full")
    assert cli.print_main(["--game", "copenhagen-rw", "--out", "/dev/full"]) == 1
    assert "not an ordinary file" in capsys.readouterr().err
    after = os.stat("/dev/full")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev and after.st_ino == before.st_ino


def test_the_print_output_never_replaces_a_pipe(out, capsys):
    pipe = out / "sheets.pdf"
    os.mkfifo(pipe)
    assert cli.print_main(["--game", "lost-cities-rw", "--out", str(pipe)]) == 1
    assert "not an ordinary file" in capsys.readouterr().err
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode) and _only(out, "sheets.pdf")


def test_a_symlink_the_player_chose_is_followed_to_its_file(out, capsys):
    real = out / "real.pdf"
    real.write_bytes(OLD)
    link = out / "link.pdf"
    link.symlink_to(real)
    assert cli.print_main(["--game", "copenhagen-rw", "--out", str(link)]) == 0
    assert link.is_symlink() and real.read_bytes().startswith(b"%PDF") and real.read_bytes() != OLD
