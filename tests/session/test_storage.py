"""Saving, loading and the autosave: atomic writes, files never touched by a failed
load, and an autosave that always holds the latest move."""

from __future__ import annotations

import hashlib
import json
import os

import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.core.record import RecordError, RecordProblem
from copenhagen_gui.games.copenhagen_rw.bots.random_player import play_game
from copenhagen_gui.games.copenhagen_rw.rules import codec
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place, Roll
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.spec import SPEC as RW_SPEC
from copenhagen_gui.session import journal, storage
from copenhagen_gui.session.game_session import GameSession
from tests.session.helpers import FACES, NAMES, TWO_PLAYERS, legal, play_randomly, roll_and_choose


@pytest.fixture
def folder(tmp_path):
    """A folder of its own (tmp_path also holds the redirected home)."""
    path = tmp_path / "saves"
    path.mkdir()
    return path


@pytest.fixture
def session(qtbot):
    s = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=9)
    roll_and_choose(s)
    s.perform(legal(s.state, Place))
    s.undo()  # keep one action of redo history in every saved record
    return s


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_save_then_load_gives_the_same_record(session, folder):
    path = folder / "game.json"
    storage.save_record(path, session.record)
    loaded = storage.load_record(path)
    assert loaded == session.record
    assert GameSession(loaded).state == session.state


def test_save_replaces_the_old_file_and_leaves_no_temporary_file(session, folder):
    path = folder / "game.json"
    path.write_text("old")
    os.chmod(path, 0o640)
    storage.save_record(path, session.record)
    assert storage.load_record(path) == session.record
    assert os.stat(path).st_mode & 0o777 == 0o640  # the file keeps its permissions
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_save_keeps_the_previous_file(session, folder, monkeypatch, failing):
    path = folder / "game.json"
    storage.save_record(path, records.GameRecord(GAME_ID, TWO_PLAYERS, NAMES, 1))
    before = digest(path)

    def fail(*args):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched, pytest.raises(OSError):
        patched.setattr(os, failing, fail)
        storage.save_record(path, session.record)
    assert digest(path) == before
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"]


def _good_text(session):
    return records.dumps(session.record)


BROKEN_FILES = {
    "binary garbage": (b"\x89PNG\r\n\x1a\n\x00\xff", RecordProblem.NOT_JSON),
    "truncated": (None, RecordProblem.NOT_JSON),
    "foreign json": (b'{"format": "chess-pgn", "moves": []}', RecordProblem.NOT_A_RECORD),
    "future version": (None, RecordProblem.FUTURE_VERSION),
    "illegal action": (None, RecordProblem.ILLEGAL_ACTION),
}


@pytest.mark.parametrize("kind", BROKEN_FILES)
def test_a_bad_file_raises_and_is_left_untouched(session, folder, kind):
    content, problem = BROKEN_FILES[kind]
    good = _good_text(session)
    if kind == "truncated":
        content = good[: len(good) // 2].encode()
    elif kind == "future version":
        data = json.loads(good)
        data["format_version"] = records.FORMAT_VERSION + 1
        content = json.dumps(data).encode()
    elif kind == "illegal action":
        data = json.loads(good)
        data["actions"].insert(1, codec.action_to_json(Roll(0, FACES)))  # rolling twice
        content = json.dumps(data).encode()
    path = folder / "bad.json"
    path.write_bytes(content)
    before, mtime = digest(path), path.stat().st_mtime_ns
    with pytest.raises(RecordError) as error:
        storage.load_record(path)
    assert error.value.problem is problem
    assert digest(path) == before and path.stat().st_mtime_ns == mtime
    assert [p.name for p in folder.iterdir()] == ["bad.json"]


def test_a_missing_file_raises_record_error(tmp_path):
    with pytest.raises(RecordError) as error:
        storage.load_record(tmp_path / "nothing.json")
    assert error.value.problem is RecordProblem.UNREADABLE


def test_autosave_lives_in_the_redirected_user_data_folder(tmp_path):
    assert storage.autosave_path().is_relative_to(tmp_path)
    assert storage.autosave_path().parent.is_dir()


def test_autosave_round_trip_and_clear(session):
    assert storage.read_autosave() is None
    storage.write_autosave(session.record)
    assert storage.read_autosave() == session.record
    storage.clear_autosave()
    assert storage.read_autosave() is None
    storage.clear_autosave()  # clearing twice is fine


def test_a_broken_autosave_reads_as_none():
    storage.autosave_path().write_bytes(b'{"format": "copenhagen-roll-and-write", "form')
    assert storage.read_autosave() is None


def test_a_finished_game_is_not_offered_again():
    record, final = play_game(TWO_PLAYERS, seed=4)
    assert final.winners
    storage.write_autosave(record)
    assert storage.read_autosave() is None


def test_the_autosaver_writes_after_every_change(qtbot):
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    autosaver = storage.Autosaver(session)

    def saved():
        qtbot.waitUntil(lambda: not autosaver.pending)  # written a moment later
        return storage.read_autosave()

    session.perform(Roll(0, FACES))
    assert saved() == session.record
    session.perform(legal(session.state, ChooseShape))
    assert saved().cursor == 2
    session.undo()
    assert saved() == session.record and saved().cursor == 1
    session.redo()
    assert saved().cursor == 2
    session.undo_stack.setIndex(1)  # a click in a history view
    assert saved().cursor == 1
    play_randomly(session, 25, seed=2)
    assert saved() == session.record


def test_each_change_is_kept_at_once_and_made_durable_a_moment_later_in_one_go(qtbot):
    """In the click, a change only goes to the journal (one line, no fsync): a kill
    right after it loses nothing. The fsync waits a moment (the table paints the move
    first), and the changes of that moment make one."""
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    autosaver = storage.Autosaver(session)
    writes = []
    autosaver.saved.connect(writes.append)
    session.perform(Roll(0, FACES))
    session.perform(legal(session.state, ChooseShape))
    assert autosaver.pending and writes == []
    assert not storage.autosave_path().exists()  # the whole record: not in the click
    assert storage.read_autosave() == session.record  # the journal has both changes
    qtbot.waitUntil(lambda: not autosaver.pending)
    assert len(writes) == 1 and storage.read_autosave() == session.record


def test_a_waiting_change_is_written_by_flush_and_forgotten_by_cancel(qtbot):
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    autosaver = storage.Autosaver(session)
    session.perform(Roll(0, FACES))
    autosaver.flush()  # as before the autosave is let go, or at quit
    assert not autosaver.pending and storage.read_autosave() == session.record
    session.perform(legal(session.state, ChooseShape))
    autosaver.cancel()  # the autosave is being cleared: nothing is written back
    storage.clear_autosave()
    assert not autosaver.pending  # no write left to come
    assert storage.read_autosave() is None


def test_a_waiting_change_is_written_when_the_application_quits(qtbot):
    from PySide6.QtCore import QCoreApplication

    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    autosaver = storage.Autosaver(session)
    session.perform(Roll(0, FACES))
    QCoreApplication.instance().aboutToQuit.emit()  # what quit() sends before the loop ends
    assert not autosaver.pending and storage.read_autosave() == session.record


def test_a_failing_autosave_reports_and_play_goes_on(qtbot, monkeypatch):
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    autosaver = storage.Autosaver(session)

    def fail(*args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "_atomic_write", fail)  # the whole record
    monkeypatch.setattr(journal, "_write", fail)  # and the journal
    with qtbot.waitSignal(autosaver.failed) as failed:
        assert session.perform(Roll(0, FACES)) is None
    assert failed.args == ["Permission denied"]
    assert session.undo_stack.count() == 1
