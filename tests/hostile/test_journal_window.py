"""The autosave's journal through the real window: a move is kept the moment it is made
(the files a kill right after it leaves bring it back at the next start), and a journal
that is damaged or belongs to another game is set aside with a clear message, the game
back with everything that was good."""

from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtWidgets import QMessageBox
from ui_helpers import adopt_window, finish_start_setup, make_window

from copenhagen_gui.core import paths
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.session import journal, storage
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes the window opens, recorded and answered at once."""
    shown = []

    def record(box):
        shown.append({"name": box.objectName(), "text": box.text(), "info": box.informativeText(),
                      "details": box.detailedText()})
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)
    return shown


def move(window):
    assert window.session.perform(engine.legal_actions(window.session.state)[0]) is None


def killed_now(window, tmp_path, monkeypatch, name="after-kill"):
    """What a SIGKILL of ``window``'s process leaves: its data folder as it is at this
    moment (no timer run, nothing closed), as the data folder of the next start."""
    later = tmp_path / name
    shutil.copytree(paths.user_data_dir(), later / "copenhagen-gui",
                    ignore=shutil.ignore_patterns("*.lock"))
    monkeypatch.setenv("XDG_DATA_HOME", str(later))


def started_window(qtbot):
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=True)
    return window


def test_a_move_killed_at_once_comes_back_at_the_next_start(qtbot, tmp_path, monkeypatch, boxes):
    window = make_window(qtbot)
    finish_start_setup(window)
    for _ in range(3):
        move(window)
    assert window.autosave.pending  # nothing made durable yet, no whole record written
    played = window.session.record
    killed_now(window, tmp_path, monkeypatch)
    again = started_window(qtbot)
    assert boxes == [] and again.session.record == played
    header = storage.journal_path(again.autosave.path).read_bytes().splitlines()[0]
    move(again)  # the journal found is gone on with, not written anew
    assert storage.journal_path(again.autosave.path).read_bytes().splitlines()[0] == header
    assert storage.read_autosave(again.autosave.path) == again.session.record


def test_an_undo_killed_at_once_comes_back_undone(qtbot, tmp_path, monkeypatch, boxes):
    window = make_window(qtbot)
    finish_start_setup(window)
    move(window)
    move(window)
    assert window.session.can_undo()
    window.actions.get("undo").trigger()
    played = window.session.record
    assert played.cursor < len(played.actions)  # the redo history is kept too
    killed_now(window, tmp_path, monkeypatch)
    again = started_window(qtbot)
    assert again.session.record == played and again.session.can_redo()


def test_two_windows_killed_at_once_each_get_their_own_game_back(qtbot, tmp_path, monkeypatch, boxes):
    first = make_window(qtbot, seed=3)
    finish_start_setup(first)
    move(first)
    second = started_window(qtbot)
    finish_start_setup(second)
    move(second)
    move(second)
    assert second.autosave.path.name == "autosave-2.json"
    assert storage.journal_path(first.autosave.path).exists() and storage.journal_path(second.autosave.path).exists()
    games = {first.session.record, second.session.record}
    killed_now(first, tmp_path, monkeypatch)  # (the one process of both windows)
    again = [started_window(qtbot), started_window(qtbot)]
    assert {w.session.record for w in again} == games and boxes == []


def test_home_says_when_a_game_kept_in_its_journal_alone_was_kept(qtbot):
    window = make_window(qtbot)
    finish_start_setup(window)
    move(window)
    assert not window.autosave.path.exists()  # a new game's first move: in its journal only
    window.actions.get("home").trigger()
    assert "Kept" in window.home.kept_label.text()


def _kept_game_with_journal(folder, seed=4, changes=6):
    """An autosave file and a journal of a few changes after it, in ``folder``;
    returns (the file's game, the game after each count of journal lines)."""
    from copenhagen_gui.core import registry

    spec = registry.get("copenhagen")
    session = GameSession.new_game(spec, spec.default_options(2), ["Ann", "Bo"], seed=seed)
    path = folder / "autosave.json"
    autosaver = storage.Autosaver(session, path=path)
    saved = session.record
    autosaver.save_now()
    after = {}
    lines = storage.journal_path(path)
    session.state_changed.connect(lambda: after.__setitem__(len(lines.read_bytes().splitlines()), session.record))
    while len(after) < changes:
        state = session.state
        seat = next(iter(spec.seats_to_act(state)))
        assert session.perform(sorted(spec.legal_actions(state, seat), key=repr)[0]) is None
    autosaver.cancel()  # as a kill: nothing more written
    return saved, after


def test_a_damaged_journal_is_set_aside_and_the_good_moves_kept(qtbot, boxes):
    folder = paths.user_data_dir()
    _, after = _kept_game_with_journal(folder)
    journal_file = storage.journal_path(folder / "autosave.json")
    lines = journal_file.read_bytes().splitlines(keepends=True)
    lines[2] = lines[2].replace(b'"cursor":', b'"cursor" :')  # its checksum no longer fits
    damaged = b"".join(lines)
    journal_file.write_bytes(damaged)
    window = started_window(qtbot)
    [box] = boxes
    assert box["name"] == "journal-box"
    assert "cannot all be restored" in box["text"] and "damaged" in box["info"]
    kept = journal_file.with_name(journal_file.name + ".broken")
    assert str(kept) in box["info"] and kept.read_bytes() == damaged  # left aside as it was
    assert window.session.record == after[2]  # the header and the first change: before the damage
    assert storage.load_record(folder / "autosave.json") == after[2]  # now in the file itself
    assert not journal_file.exists()
    window.session.perform(sorted(window.session.spec.legal_actions(
        window.session.state, next(iter(window.session.spec.seats_to_act(window.session.state)))), key=repr)[0])
    assert storage.read_autosave() == window.session.record  # the autosave works on


def test_a_journal_of_another_game_is_set_aside_and_the_kept_game_comes_back(qtbot, boxes, tmp_path):
    folder = paths.user_data_dir()
    saved, _ = _kept_game_with_journal(folder)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    _kept_game_with_journal(elsewhere, seed=5)
    before = storage.journal_path(elsewhere / "autosave.json").read_bytes()
    storage.journal_path(elsewhere / "autosave.json").replace(storage.journal_path(folder / "autosave.json"))
    # the journal of another game, next to this one's autosave
    data = json.loads(before.splitlines()[0][9:])
    assert data["base"] != journal.digest((folder / "autosave.json").read_bytes())
    window = started_window(qtbot)
    [box] = boxes
    assert box["name"] == "journal-box" and "another game" in box["info"]
    assert window.session.record == saved  # the kept game as its own file holds it
    kept = storage.journal_path(folder / "autosave.json")
    assert kept.with_name(kept.name + ".broken").read_bytes() == before


def test_the_journal_message_is_translated(qtbot, boxes, app_language):
    from copenhagen_gui.shell import i18n

    folder = paths.user_data_dir()
    _kept_game_with_journal(folder)
    journal_file = storage.journal_path(folder / "autosave.json")
    journal_file.write_bytes(b"x\n" + journal_file.read_bytes())
    i18n.install_language(app_language, "de")
    started_window(qtbot)
    [box] = boxes
    assert "beschädigt" in box["info"] and ".broken" in box["info"]


@pytest.fixture
def app_language(qapp):
    from PySide6.QtCore import QLocale

    from copenhagen_gui.shell import i18n

    locale = QLocale()
    yield qapp
    i18n.clear_language(qapp)
    QLocale.setDefault(locale)
