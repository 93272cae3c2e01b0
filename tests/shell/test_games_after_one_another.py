"""Games after one another in one window (issue 23): for every ordered pair of games
A != B (the three games and the fake test game) the window goes A -> B -> A, each game
coming to the table in one of the ways a player has: New game, Today's game, Learn the
game, Watch a game, Open, the kept game put back (at the start or later), a past game
from the Statistics with its History looked back through. At each stop a legal move is
played and undone, the language switched and the rules opened.

Whatever comes, the game that went is deleted with nothing left listening to it, and
no game's table keeps a session between games. Every pair is played, and every way
after another game was on the table."""

from __future__ import annotations

import itertools

import pytest
import shiboken6
from fake_game.spec import SPEC as FAKE
from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMessageBox

from copenhagen_gui.core import registry
from copenhagen_gui.session import storage
from copenhagen_gui.shell.new_game_dialog import NewGameDialog
from copenhagen_gui.shell.rulebook import RulebookDialog
from tests.history_outline import click, lines

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw", FAKE.game_id)
TODAYS = {"copenhagen-rw", "lost-cities-rw"}  # the games with a game of the day
LESSONS = {"copenhagen-rw", "copenhagen", "lost-cities-rw"}  # the games with a guided game
PREVIEW = {"copenhagen-rw", "copenhagen", "lost-cities-rw"}  # the tables that show a past moment

# (A, how A first comes, B, how B comes, how A comes back)
CASES = [
    ("copenhagen-rw", "new", "copenhagen", "new", "todays"),
    ("copenhagen-rw", "new", "lost-cities-rw", "watch", "open"),
    ("copenhagen-rw", "start", FAKE.game_id, "new", "resume"),
    ("copenhagen", "new", "copenhagen-rw", "todays", "learn"),
    ("copenhagen", "new", "lost-cities-rw", "learn", "past"),
    ("copenhagen", "new", FAKE.game_id, "open", "watch"),
    ("lost-cities-rw", "new", "copenhagen-rw", "past", "todays"),
    ("lost-cities-rw", "start", "copenhagen", "resume", "learn"),
    ("lost-cities-rw", "new", FAKE.game_id, "watch", "new"),
    (FAKE.game_id, "new", "copenhagen-rw", "learn", "resume"),
    (FAKE.game_id, "new", "copenhagen", "new", "open"),
    (FAKE.game_id, "new", "lost-cities-rw", "todays", "new"),
]
NAMES = ("Ann", "Bob")
LANGUAGES = itertools.cycle(("fr", "de", "nl", "en"))


def test_the_cases_play_every_pair_and_every_way_after_another_game():
    assert {(a, b) for a, _, b, _, _ in CASES} == set(itertools.permutations(GAMES, 2))
    later = {way for *_, way_b, way_back in CASES for way in (way_b, way_back)}
    assert later == {"new", "todays", "learn", "watch", "open", "resume", "past"}
    assert "start" in {first for _, first, *_ in CASES}  # the kept game at the start, too
    offered = {"todays": TODAYS, "learn": LESSONS, "past": PREVIEW}
    for a, first_way, b, way_b, way_back in CASES:
        for game, way in ((a, first_way), (b, way_b), (a, way_back)):
            assert game in offered.get(way, GAMES), (game, way)


@pytest.fixture
def leave_answered(monkeypatch):
    """The "leave the unfinished game?" question is answered "Leave it"; any other
    message box fails the test."""
    asked = []

    def answer(box):
        assert box.objectName() == "leave-box", box.text()
        asked.append(box)
        leave = next(b for b in box.buttons()
                     if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole)
        leave.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


@pytest.mark.parametrize(("first", "first_way", "second", "second_way", "back_way"), CASES,
                         ids=[f"{a}-{w1}-{b}-{w2}-{w3}" for a, w1, b, w2, w3 in CASES])
def test_a_game_after_another_and_back(qtbot, main_window, fake_game, app_language, leave_answered,
                                       monkeypatch, tmp_path, first, first_way, second, second_way,
                                       back_way):
    window = main_window
    window.bot_driver.set_delay(60_000)  # computer players move when the test says (play_now)
    come(qtbot, window, first, first_way, tmp_path, monkeypatch)
    play_here(qtbot, window, first)
    for game, way in ((second, second_way), (first, back_way)):
        old = window.session
        come(qtbot, window, game, way, tmp_path, monkeypatch)
        assert window.session is not old
        assert_gone(old, window)
        play_here(qtbot, window, game)


# --- the ways a game comes to the table ------------------------------------------------


def come(qtbot, window, game, way, tmp_path, monkeypatch):
    if way == "new":
        _new_game(window, game, monkeypatch)
    elif way == "todays":
        window.statistics.todays_actions[game].trigger()
    elif way == "learn":
        assert window.start_tutorial(game)
        assert window.mode.tutorial_running()
    elif way == "watch":
        assert window.start_watch(game)
        assert all(window.session.bots) and window.watch_dock.isVisible()
    elif way == "open":
        path = tmp_path / f"{game}.copenhagen.json"
        storage.save_record(path, _record_with_a_move(game))
        assert window.open_file(path)
        assert window.session.file_path == path
    elif way in ("start", "resume"):
        record = _record_with_a_move(game)
        # As at a program's start: the kept game is the one on disk (the game on the
        # table now writes nothing more), not the journal of the game playing here.
        window.autosave.clear()
        storage.write_autosave(record, window.autosave.path)
        if way == "start":
            window.start_up()  # what a start of the program shows: the kept game
        else:
            assert window.resume(storage.load_autosave(window.autosave.path))
        assert window.session.record.actions == record.actions
    elif way == "past":
        assert window.open_record_readonly(_record_with_a_move(game))
        _look_back_and_return(qtbot, window)
    else:
        raise AssertionError(way)
    assert window.session.spec.game_id == game and window.mode.game_id == game
    assert window.table_stack.currentWidget() is window.mode.table_widget()
    if getattr(window.mode, "start_setup", None) is not None:
        _answer_start_tracks(window)


def _new_game(window, game, monkeypatch):
    """Game > New game, the dialog answered: ``game``, two people."""

    def answer(dialog):
        combo = dialog.findChild(object, "game-choice")
        combo.setCurrentIndex(combo.findData(game))
        dialog.set_player_count(2)
        for seat, name in enumerate(NAMES):
            dialog.set_bot(seat, None)
            dialog.set_name(seat, name)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    window.actions.get("new-game").trigger()
    assert window.session.names == NAMES


def _answer_start_tracks(window):
    """Roll & Write's two-player question: no start track for anyone."""
    while window.mode.start_setup is not None:
        window.mode.start_picker.buttons[None].click()


def _record_with_a_move(game):
    """A two-player game of ``game`` in which the first person has made a move."""
    from copenhagen_gui.session.game_session import GameSession

    spec = registry.get(game)
    session = GameSession.new_game(spec, spec.default_options(2), NAMES, seed=5)
    seat = min(spec.seats_to_act(session.state))
    assert session.perform(spec.legal_actions(session.state, seat)[0]) is None
    record = session.record
    shiboken6.delete(session)
    return record


def _look_back_and_return(qtbot, window):
    """A line of the History clicked: the table shows that moment; the banner brings the
    live table back."""
    view = window.history_view
    assert window.history_dock.isVisible()
    moves = lines(view)
    assert moves
    click(view, moves[0])
    assert window.preview.active and window.preview_banner.isVisible()
    window.preview_banner.click()
    assert not window.preview.active


# --- at each stop ------------------------------------------------------------------------


def play_here(qtbot, window, game):
    """A legal move and its undo (not in a guided game: it takes only its prepared
    moves), a language switch, the rules opened and closed."""
    mode = window.mode
    if not mode.tutorial_running():
        _move_and_undo(window)
    code = next(LANGUAGES)
    window.findChild(QAction, f"action-language-{code}").trigger()
    assert window.session.spec.game_id == game and mode.session is window.session
    window.actions.get("rules").trigger()
    books = [d for d in window.findChildren(RulebookDialog) if d.isVisible()]
    assert len(books) == 1
    books[0].close()
    for other in window.modes.built.values():
        if other is not mode:
            assert other.session is None  # a table in the background holds no game


def _move_and_undo(window):
    """The first person to act makes their first legal move, until one can be undone
    (a roll or a deal cannot); then Undo takes it back. Computers only: one of their
    moves, made at once."""
    s = window.session
    spec = s.spec
    undo = window.actions.get("undo")
    for _ in range(12):
        people = sorted(seat for seat in spec.seats_to_act(s.state) if s.bots[seat] is None)
        if not people:
            assert all(s.bots)  # a watched game: nothing for a person to do
            position = s.position
            assert window.bot_driver.play_now() and s.position > position
            assert window.watch_panel.log.count() > 0  # the commentary tells it
            return
        assert s.perform(spec.legal_actions(s.state, people[0])[0]) is None
        if undo.isEnabled():
            before = s.record
            undo.trigger()
            assert s.position < len(before.actions) and s.record.cursor < before.cursor
            return
    raise AssertionError("no move to undo in 12 moves")


def assert_gone(old, window):
    """The game that left: nothing listens to it any more (its autosave writer let go
    after its last write); deleted once the event loop deletes what waits; nothing of
    the window keeps it."""
    assert old.receivers(SIGNAL("state_changed()")) == 0
    assert old.receivers(SIGNAL("action_refused(PyObject)")) == 0
    assert old.undo_stack.receivers(SIGNAL("indexChanged(int)")) == 1  # the session's own
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(old)
    assert window.undo_policy.session is window.session
    assert window.history_view._session is window.session
