"""The autosave's journal: each change is on disk (as far as a killed process cares) the
moment it is made, and what an autosave file and its journal hold together comes back
at the next start, whatever a kill, a power cut or a hostile file left."""

from __future__ import annotations

import json
import os
import random
import zlib

import attrs
import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Roll
from copenhagen_gui.games.copenhagen_rw.spec import SPEC as RW_SPEC
from copenhagen_gui.session import journal, journal_reader, storage
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.session.journal_reader import JournalProblem
from tests.session.helpers import FACES, NAMES, TWO_PLAYERS, legal

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")


@pytest.fixture
def path(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    return folder / "autosave.json"


def new_session(game: str = "copenhagen-rw", seed: int = 3) -> GameSession:
    spec = registry.get(game)
    seats = 3 if spec.max_seats >= 3 else 2
    return GameSession.new_game(spec, spec.default_options(seats), [f"P{i}" for i in range(seats)], seed=seed)


def step(session: GameSession, rng: random.Random) -> None:
    """A random change, as players make them: a move, undo, redo or a click back in
    the History."""
    r = rng.random()
    if r < 0.1 and session.can_undo():
        session.undo()
    elif r < 0.15 and session.can_redo():
        session.redo()
    elif r < 0.18 and session.undo_stack.index() > 2:
        session.undo_stack.setIndex(rng.randrange(session.undo_stack.index()))
    else:
        spec, state = session.spec, session.state
        seat = rng.choice(list(spec.seats_to_act(state)))
        assert session.perform(rng.choice(list(spec.legal_actions(state, seat)))) is None


def play(session, autosaver, changes: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(changes):
        if session.spec.is_over(session.state):
            break
        step(session, rng)


def lines(path) -> list[bytes]:
    return storage.journal_path(path).read_bytes().splitlines(keepends=True)


def entry(data: dict) -> bytes:
    return journal.line(data)


# --- what a kill at any moment leaves ------------------------------------------------------


@pytest.fixture
def quick(monkeypatch):
    """The moment after a change (when the journal is fsync'd, and every so often the
    whole record written) comes at once: many of them in a test."""
    monkeypatch.setattr(storage, "WRITE_DELAY_MS", 0)


@pytest.mark.parametrize("game", GAMES)
def test_after_every_change_the_files_hold_the_game_at_once(qtbot, path, quick, game):
    """No timer runs between a change and the check: this is what a kill right after
    any change leaves on disk (the kernel has the journal's line)."""
    session = new_session(game)
    autosaver = storage.Autosaver(session, path=path)
    rng = random.Random(5)
    written = 0
    for _ in range(3 * storage.COMPACT_EVERY):
        if session.spec.is_over(session.state):
            break
        step(session, rng)
        assert journal_reader.recover(path).record == session.record
        last = lines(path)[-1] if storage.journal_path(path).exists() else b""
        assert b'"journal"' in last or len(last) < 1000  # the change, not the whole game again
        if rng.random() < 0.3:  # the moment later, now and then
            qtbot.waitUntil(lambda: not autosaver.pending)
            written += path.exists()
    assert written  # the whole record was written along the way, and the journal went on from it


def test_a_new_game_comes_back_from_its_journal_alone(qtbot, path):
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    storage.Autosaver(session, path=path)
    assert not storage.journal_path(path).exists()  # nothing to keep before a change
    session.perform(Roll(0, FACES))
    assert not path.exists()  # the whole record is not written in the click
    first = lines(path)[0]
    assert json.loads(first[9:])["record"]["actions"]  # the journal holds the whole record
    assert storage.load_autosave(path) == session.record


def test_undo_redo_and_history_clicks_come_back_with_the_redo_history(qtbot, path):
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    storage.Autosaver(session, path=path)
    session.perform(Roll(0, FACES))
    session.perform(legal(session.state, ChooseShape))
    session.undo()
    kept = journal_reader.recover(path).record
    assert kept.cursor == 1 and len(kept.actions) == 2 and kept == session.record
    session.redo()
    assert journal_reader.recover(path).record.cursor == 2
    session.undo_stack.setIndex(1)  # a click in the History
    assert journal_reader.recover(path).record == session.record
    session.perform(legal(session.state, ChooseShape, index=1))  # another shape: the redo history goes
    assert journal_reader.recover(path).record == session.record


def test_a_gesture_of_several_actions_is_one_change(qtbot, path):
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    storage.Autosaver(session, path=path)
    session.perform(Roll(0, FACES))
    before = len(lines(path))
    shape = legal(session.state, ChooseShape)
    from copenhagen_gui.games.copenhagen_rw.rules import engine

    after_choice = engine.apply(session.state, shape)
    place = next(a for a in engine.legal_actions(after_choice) if type(a).__name__ == "Place")
    assert session.perform_all([shape, place]) is None
    assert len(lines(path)) == before + 1
    assert json.loads(lines(path)[-1][9:])["add"] == [RW_SPEC.action_to_json(shape), RW_SPEC.action_to_json(place)]
    assert storage.load_autosave(path) == session.record


# --- made durable a moment later; the whole record now and then --------------------------


def test_the_whole_record_is_written_every_so_often_and_the_journal_starts_again(qtbot, path, quick):
    session = new_session("copenhagen-rw")
    autosaver = storage.Autosaver(session, path=path)
    most = 0
    for n in range(3 * storage.COMPACT_EVERY):
        play(session, autosaver, 1, seed=n)
        qtbot.waitUntil(lambda: not autosaver.pending)
        most = max(most, len(lines(path)) if storage.journal_path(path).exists() else 0)
    assert storage.COMPACT_EVERY <= most <= storage.COMPACT_EVERY + 1  # never grows with the game
    assert len(storage.load_record(path).actions) > storage.COMPACT_EVERY  # the whole record
    assert storage.load_autosave(path) == session.record


def test_flush_writes_the_whole_record_and_removes_the_journal(qtbot, path):
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    play(session, autosaver, 5, seed=2)
    autosaver.flush()  # as when the window closes, the application quits or the crash box asks
    assert storage.load_record(path) == session.record
    assert not storage.journal_path(path).exists() and not autosaver.pending
    play(session, autosaver, 3, seed=3)
    header = json.loads(lines(path)[0][9:])
    assert header["base"] == journal.digest(path.read_bytes())  # goes on from the file
    assert storage.load_autosave(path) == session.record


def test_a_cleared_autosave_starts_a_journal_of_its_own(qtbot, path):
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    play(session, autosaver, 3, seed=2)
    autosaver.flush()
    play(session, autosaver, 2, seed=3)
    autosaver.cancel()  # the game is replaced: nothing is written back
    storage.clear_autosave(path)
    assert not path.exists() and not storage.journal_path(path).exists()
    assert not autosaver.pending
    play(session, autosaver, 1, seed=4)
    assert "record" in json.loads(lines(path)[0][9:])  # not the base that is gone
    assert storage.load_autosave(path) == session.record


# --- a power cut: a line cut short ------------------------------------------------------


def _two_changes_then_cut(path, cut: int):
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=2)
    storage.Autosaver(session, path=path)
    session.perform(Roll(0, FACES))
    before = session.record
    session.perform(legal(session.state, ChooseShape))
    journal_file = storage.journal_path(path)
    data = journal_file.read_bytes()
    last = data[: -1].rfind(b"\n") + 1
    journal_file.write_bytes(data[: last + cut])
    return before, len(data) - last


def test_a_last_line_cut_short_at_any_byte_is_left_out(qtbot, path):
    before, length = _two_changes_then_cut(path, 0)
    for cut in range(length):  # the whole last line written up to any byte, even its newline
        _two_changes_then_cut(path, cut)
        recovery = journal_reader.recover(path)
        assert recovery.record == before and recovery.problem is None


def test_zeros_after_the_last_line_are_left_out(qtbot, path):
    before, _ = _two_changes_then_cut(path, 0)
    with storage.journal_path(path).open("ab") as f:
        f.write(b"\0" * 4096)  # what a power cut may leave of a write in flight
    recovery = journal_reader.recover(path)
    assert recovery.record == before and recovery.problem is None


def test_going_on_after_a_cut_drops_the_cut_line_first(qtbot, path):
    before, length = _two_changes_then_cut(path, 0)
    _two_changes_then_cut(path, length // 2)
    recovered = journal_reader.recover(path)
    session = GameSession(recovered.record)
    storage.Autosaver(session, path=path, recovered=recovered)
    session.perform(legal(session.state, ChooseShape))
    assert storage.journal_path(path).read_bytes().endswith(b"\n")
    recovery = journal_reader.recover(path)
    assert recovery.problem is None and recovery.record == session.record


# --- between the two steps of writing the whole record -------------------------------------


def test_a_kill_after_the_record_and_before_the_journal_went_keeps_the_record(qtbot, path, monkeypatch):
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    play(session, autosaver, 4, seed=1)
    monkeypatch.setattr(os, "unlink", lambda *a, **k: None)  # the kill comes before the removal
    autosaver.save_now()
    monkeypatch.undo()
    assert storage.journal_path(path).exists()
    recovery = journal_reader.recover(path)
    assert recovery.record == session.record and recovery.stale and recovery.problem is None


def test_a_kill_before_the_record_was_replaced_keeps_the_journal(qtbot, path, monkeypatch):
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    play(session, autosaver, 4, seed=1)
    autosaver.flush()
    play(session, autosaver, 4, seed=2)

    def killed(path, data):
        raise OSError(5, "killed")

    monkeypatch.setattr(storage, "_atomic_write", killed)
    autosaver.save_now()  # the mark of the new record is in the journal; the record is not
    assert b'"written"' in lines(path)[-1]
    assert journal_reader.recover(path).record == session.record


# --- a journal that is not what it should be ----------------------------------------------


def _good_game(path, changes=6):
    """An autosave file, then a journal going on from it with ``changes`` changes or
    more. Returns the session, the game of the autosave file, and the game after each
    count of the journal's lines."""
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    play(session, autosaver, 3, seed=1)
    autosaver.flush()
    saved = session.record
    by_lines = {}
    session.state_changed.connect(lambda: by_lines.__setitem__(len(lines(path)), session.record))
    seed = 10
    while len(by_lines) < changes:
        play(session, autosaver, 1, seed=seed)
        seed += 1
    return session, saved, by_lines


def test_a_damaged_line_keeps_the_changes_before_it(qtbot, path):
    _, _, by_lines = _good_game(path)
    data = lines(path)
    data[3] = data[3].replace(b'"cursor":', b'"cursor" :')  # its checksum no longer fits
    storage.journal_path(path).write_bytes(b"".join(data))
    recovery = journal_reader.recover(path)
    assert recovery.problem is JournalProblem.DAMAGED and "line 4" in recovery.detail
    assert recovery.record == by_lines[3]  # the header and the first two changes


def test_a_journal_of_another_game_is_never_applied(qtbot, path, tmp_path):
    _good_game(path)
    other = tmp_path / "other" / "autosave.json"
    other.parent.mkdir()
    session = new_session("copenhagen-rw", seed=99)
    autosaver = storage.Autosaver(session, path=other)
    play(session, autosaver, 3, seed=1)
    autosaver.flush()
    play(session, autosaver, 2, seed=2)
    storage.journal_path(other).replace(storage.journal_path(path))
    recovery = journal_reader.recover(path)
    assert recovery.problem is JournalProblem.FOREIGN
    assert recovery.record == storage.load_record(path)  # the kept game as its file has it


def test_a_journal_without_its_autosave_file_is_foreign(qtbot, path):
    _good_game(path)
    path.unlink()
    recovery = journal_reader.recover(path)
    assert recovery.problem is JournalProblem.FOREIGN and recovery.record is None


def test_a_change_the_rules_refuse_is_not_applied(qtbot, path):
    session, _, _ = _good_game(path, changes=2)
    kept = session.record
    spec = session.spec
    taken = next(a for a in kept.actions if type(a).__name__ == "TakeCard")
    twice = entry({"keep": len(kept.actions), "add": [spec.action_to_json(taken)] * 2,
                   "cursor": len(kept.actions) + 2})  # a card taken again, from an emptied slot or out of turn
    with storage.journal_path(path).open("ab") as f:
        f.write(twice + entry({"keep": 0, "add": [], "cursor": 0}))
    recovery = journal_reader.recover(path)
    assert recovery.problem is JournalProblem.ILLEGAL and recovery.record == kept


def test_a_journal_holding_a_record_the_rules_refuse_leaves_the_file_as_the_kept_game(qtbot, path):
    session, _, _ = _good_game(path, changes=0)
    bad = records.to_json(session.record)
    bad["actions"].insert(1, bad["actions"][0])  # the opening deal twice
    storage.journal_path(path).write_bytes(journal.record_header(bad) + entry({"keep": 0, "add": [], "cursor": 0}))
    recovery = journal_reader.recover(path)
    assert recovery.problem is JournalProblem.ILLEGAL and recovery.record == session.record


@pytest.mark.parametrize("change", [
    {"keep": 10_000, "add": [], "cursor": 0},  # keeps more actions than there are
    {"keep": 0, "add": [], "cursor": 5},  # applies more than there are
    {"keep": 0, "add": {}, "cursor": 0},
    {"keep": True, "add": [], "cursor": 0},
    {"keep": -1, "add": [], "cursor": 0},
    {"keep": 0, "add": [{"type": "no such action"}], "cursor": 1},
    {"keep": 0, "add": [[[[[]]]]], "cursor": 1},
    {"written": "not a digest"},
    {"journal": 1, "base": "0" * 64},  # a second header
    ["not", "an", "entry"],
])
def test_a_malformed_change_keeps_what_came_before(qtbot, path, change):
    session, _, _ = _good_game(path, changes=2)
    data = json.dumps(change).encode()
    with storage.journal_path(path).open("ab") as f:
        f.write(b"%08x " % zlib.crc32(data) + data + b"\n" + entry({"keep": 0, "add": [], "cursor": 0}))
    recovery = journal_reader.recover(path)
    assert recovery.problem is JournalProblem.DAMAGED
    assert recovery.record == session.record


def _framed(data: bytes) -> bytes:
    return b"%08x " % zlib.crc32(data) + data + b"\n"


NO_CHANGE = entry({"keep": 0, "add": [], "cursor": 0})
HOSTILE = {  # the journal's bytes, made from the header a good one would have
    "empty": lambda header: b"",
    "binary": lambda header: bytes(range(256)) * 4 + b"\n" + bytes(range(256)),
    "not utf-8": lambda header: header + b"00000000 \xff\xfe\n" * 3,
    "no header": lambda header: entry({"keep": 0, "add": [], "cursor": 0}) * 2,
    "deep nesting": lambda header: header + _framed(b"[" * 100_000) + b"x\n",
    "huge number": lambda header: header + _framed(b'{"keep": 1' + b"0" * 5000 + b', "add": [], "cursor": 0}')
    + b"x\n",
    "too many lines": lambda header: header + NO_CHANGE * (journal_reader.MAX_LINES + 1),
}


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_journal_never_breaks_the_kept_game(qtbot, path, kind):
    session, _, _ = _good_game(path, changes=0)
    saved = session.record
    header = journal.base_header(journal.digest(path.read_bytes()))
    storage.journal_path(path).write_bytes(HOSTILE[kind](header))
    recovery = journal_reader.recover(path)
    if kind == "empty":  # a first write cut short: nothing was in it
        assert recovery.problem is None and recovery.stale and recovery.record == saved
    elif kind == "too many lines":  # (each line: back to the start of the game)
        assert recovery.problem is JournalProblem.DAMAGED and "lines" in recovery.detail
    else:
        assert recovery.problem is JournalProblem.DAMAGED and recovery.record == saved


@pytest.mark.parametrize("kind", ["folder", "fifo", "device", "too large"])
def test_a_journal_that_is_not_an_ordinary_file_is_not_read(qtbot, path, kind):
    session, _, _ = _good_game(path, changes=0)
    saved = session.record
    target = storage.journal_path(path)
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)  # opening it to read would block
    elif kind == "device":
        os.symlink("/dev/zero", target)  # never ends
    else:
        with target.open("wb") as f:
            f.truncate(journal_reader.MAX_BYTES + 1)
    recovery = journal_reader.recover(path)
    assert recovery.record == saved and recovery.problem is JournalProblem.DAMAGED


def test_a_symlinked_journal_is_never_written_through(qtbot, path, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    play(session, autosaver, 2, seed=1)
    autosaver.flush()
    os.symlink(outside, storage.journal_path(path))
    play(session, autosaver, 2, seed=2)  # a new journal replaces the link
    assert outside.read_text() == "precious\n"
    assert not storage.journal_path(path).is_symlink()
    assert storage.load_autosave(path) == session.record


# --- failures ---------------------------------------------------------------------------


def test_when_the_journal_cannot_be_written_the_whole_record_is(qtbot, path, monkeypatch):
    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal, "_write", full)
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    failures = []
    autosaver.failed.connect(failures.append)
    play(session, autosaver, 2, seed=1)
    qtbot.waitUntil(lambda: not autosaver.pending)
    assert failures == [] and storage.load_record(path) == session.record


def test_a_failing_whole_record_is_not_a_failure_while_the_journal_holds_the_game(qtbot, path, monkeypatch):
    def refused(*args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "_atomic_write", refused)
    session = new_session("copenhagen-rw")
    autosaver = storage.Autosaver(session, path=path)
    failures = []
    autosaver.failed.connect(failures.append)
    play(session, autosaver, storage.COMPACT_EVERY + 5, seed=1)
    autosaver.flush()  # the whole record cannot be written
    assert failures == [] and storage.load_autosave(path) == session.record
    seed = 2
    while len(lines(path)) < storage.MAX_JOURNAL_LINES:  # yet the journal never grows past its limit
        assert not session.spec.is_over(session.state)
        play(session, autosaver, 1, seed=seed)
        seed += 1
    play(session, autosaver, 3, seed=seed)
    assert len(lines(path)) == storage.MAX_JOURNAL_LINES
    autosaver.flush()
    assert failures == ["Permission denied"]  # now the game is not safe: the player is told


def test_each_slot_has_a_journal_of_its_own(qtbot, path):
    second = path.with_name("autosave-2.json")
    one, two = new_session("copenhagen", seed=1), new_session("lost-cities-rw", seed=2)
    saver_one = storage.Autosaver(one, path=path)
    saver_two = storage.Autosaver(two, path=second)
    play(one, saver_one, 3, seed=1)
    play(two, saver_two, 3, seed=2)
    assert storage.load_autosave(path) == one.record and storage.load_autosave(second) == two.record
    assert storage.journal_path(path) != storage.journal_path(second)


def test_a_recovered_record_is_as_checked_as_a_loaded_one(qtbot, path):
    _good_game(path)
    recovery = journal_reader.recover(path)
    assert records.loads(records.dumps(recovery.record)) == recovery.record
    assert GameSession(recovery.record).record == recovery.record


def test_a_resumed_game_that_moved_by_itself_is_written_whole_before_any_change(qtbot, path):
    """At a resume the session plays the automatic actions the record lacks (a card
    game's refill after a computer's turn; a person's finished turn would wait for its
    confirm): the files do not hold that game, so no change goes to the journal until
    the whole record is written, a moment later."""
    session = new_session("copenhagen")
    while not session.spec.is_over(session.state):
        step(session, random.Random(len(session.record.actions)))
        actions = session.record.actions
        if len(actions) > 5 and type(actions[-1]).__name__ == "Refill":
            break
    cut = session.record.actions[:-1]
    computers = ("normal",) * len(session.names)
    storage.save_record(path, attrs.evolve(session.record, actions=cut, cursor=len(cut), bots=computers))
    recovered = journal_reader.recover(path)
    resumed = GameSession(recovered.record)
    assert resumed.record != recovered.record  # the refill came again by itself
    autosaver = storage.Autosaver(resumed, path=path, recovered=recovered)
    assert autosaver.pending
    play(resumed, autosaver, 1, seed=1)
    assert not storage.journal_path(path).exists()
    qtbot.waitUntil(lambda: not autosaver.pending)
    assert storage.load_record(path) == resumed.record
    play(resumed, autosaver, 1, seed=2)
    assert storage.load_autosave(path) == resumed.record


def test_a_closed_autosaver_writes_nothing_more_and_leaves_its_journal(qtbot, path):
    """When another game comes to the table the old one's autosaver lets go: a late
    change of the old session (a deleted one's last signals) never reaches the files."""
    session = new_session("copenhagen")
    autosaver = storage.Autosaver(session, path=path)
    play(session, autosaver, 3, seed=1)
    kept = storage.journal_path(path).read_bytes()
    autosaver.close()
    play(session, autosaver, 2, seed=2)
    assert storage.journal_path(path).read_bytes() == kept and not autosaver.pending
