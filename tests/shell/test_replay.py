"""Replaying a game (shell/replay.py) through the real window, in every game and the fake
one: a finished golden record opened with Game ▸ Replay a game…, stepped with the keys,
played to its end on the replay's timer (the test sets it to 0 ms), the table showing
the record's state at each position read-only, the narration of each move beside it and
told again in another language; leaving puts the game that was on the table back
untouched (its record, its autosave files). Also: "Replay from here" in the History,
the home screen after a replay begun from it, a game put on the table during a replay,
and the question before leaving the game that waits."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import shiboken6
from autosave_wait import wait_for_autosave
from fake_game.spec import SPEC as FAKE
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.session import storage
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.history_panel import STATE_ROLE
from copenhagen_gui.shell.text import fill
from tests.history_outline import click, outline

GAMES = Path(__file__).resolve().parents[1] / "games"
GOLDEN = {
    "copenhagen-rw": GAMES / "copenhagen_rw" / "records" / "game_2p_seed7.json",
    "copenhagen": GAMES / "copenhagen" / "records" / "game_3p_seed5.json",
    "lost-cities-rw": GAMES / "lost_cities_rw" / "records" / "game_2p_seed8.json",
}
ALL_GAMES = (*GOLDEN, FAKE.game_id)




def _finished_file(game_id: str, folder: Path) -> Path:
    """A finished game of ``game_id``: its golden record, or (the fake game) one played
    to its end here."""
    if game_id in GOLDEN:
        return GOLDEN[game_id]
    session = GameSession.new_game(FAKE, FAKE.default_options(2), ["Ann", "Bob"], seed=4)
    _play(session, moves=None)
    path = folder / "race.copenhagen.json"
    storage.save_record(path, session.record)
    return path


def _play(session, moves: int | None, seed: int = 1) -> None:
    """Random legal moves (``None``: to the end), as the table would make them."""
    rng, spec = random.Random(seed), session.spec
    while moves is None or moves > 0:
        seats = sorted(spec.seats_to_act(session.state))
        if not seats:
            return
        assert session.perform(rng.choice(list(spec.legal_actions(session.state, seats[0])))) is None
        session.confirm_turn()  # (the card game: a finished turn ends by End turn)
        moves = None if moves is None else moves - 1


def _live_game(qtbot, window, game_id: str):
    """An unfinished game of ``game_id`` with a few moves, kept by the autosave."""
    window.bot_driver.set_paused(True)
    window.start_game(registry.get(game_id).default_options(2), ["Anna", "Mads"], 5, game_id=game_id)
    _play(window.session, moves=6)
    wait_for_autosave(qtbot, window)
    return window.session


def _kept_files(window) -> dict[str, bytes | None]:
    """What the autosave holds on disk: its file and its journal."""
    files = {}
    for path in (window.autosave.path, storage.journal_path(window.autosave.path)):
        files[path.name] = path.read_bytes() if path.exists() else None
    return files


def _shows(window, state) -> bool:
    """Whether the table draws ``state``; the card game only what the person at the
    screen may see (for a replayed file: no private hand)."""
    mode = window.mode
    if mode.game_id == FAKE.game_id:
        return mode.label.toPlainText() == f"count {state.count}"
    if mode.game_id == "copenhagen":
        hints = mode.controller.hints
        state = window.session.spec.view_for(state, None if hints.covered else hints.viewer)
    return mode.table_scene().state == state


def _rows(window) -> list[str]:
    narration = window.replay.panel.narration
    return [narration.item(row).text() for row in range(narration.count())]


def _expected_narration(window, record, states) -> list[list[str]]:
    """Per move, texts its narration must hold (in the language installed now): the
    History line of the move; in Roll & Write, the sentence of each event it made (but
    for what it achieved, which its why tells in other words), the move's own without
    its full stop when a why follows."""
    mode, names = window.mode, record.names
    if mode.game_id != "copenhagen-rw":
        return [[mode.history_text(action, names)] for action in record.actions[:len(states) - 1]]
    from copenhagen_gui.games.copenhagen_rw.ui import move_why, texts

    return [[texts.event_text(event, names).removesuffix(".") for event in state.events
             if texts.event_text(event, names) and event.kind not in move_why.EFFECT_KINDS]
            for state in states[1:]]


def _key(window, key) -> None:
    QTest.keyClick(window, key)


def _replay_file_by_menu(window, monkeypatch, path: Path) -> None:
    """Game ▸ Replay a game…, the file dialog answered with ``path``."""
    monkeypatch.setattr(window.files, "choose_file", lambda title: path)
    window.actions.get("replay-file").trigger()


@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_a_finished_game_replays_forward_and_back_and_the_game_on_the_table_comes_back(
        qtbot, main_window, monkeypatch, tmp_path, fake_game, app_language, game_id):
    window = main_window
    window.activateWindow()
    live = _live_game(qtbot, window, game_id)  # the same game as the replay: its table is lent
    live_state, live_record, kept = live.state, live.record, _kept_files(window)
    path = _finished_file(game_id, tmp_path)
    record = storage.load_record(path)
    states = records.replay(record, upto=record.cursor)
    moves = len(states) - 1
    assert moves > 5 and registry.get(record.game).is_over(states[-1])

    _replay_file_by_menu(window, monkeypatch, path)
    replay = window.replay
    assert replay.active and replay.moves == moves and window.host.waiting is live
    assert window.session is not live and window.session.record.actions == record.actions
    assert window.replay.dock.isVisible() and window.preview_banner.isVisible()
    assert window.preview_banner.text() == f"Replay: move 0 of {moves} — click here to leave it"
    assert _shows(window, states[0])
    # Read-only: nothing of the table acts, nothing saves the copy, nobody plays.
    for name in ("undo", "redo", "hint", "save", "save-as", "show-result"):
        assert not window.actions.get(name).isEnabled(), name
    assert not window.mode.table_widget().isEnabled() and window.bot_driver.paused

    for key, position in ((Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2), (Qt.Key.Key_Left, 1),
                          (Qt.Key.Key_End, moves), (Qt.Key.Key_Left, moves - 1), (Qt.Key.Key_Home, 0)):
        _key(window, key)
        assert replay.position == position and _shows(window, states[position])
        assert replay.panel.slider.value() == position and replay.panel.narration.currentRow() == position
    replay.panel.slider.setValue(moves // 2)  # the slider goes anywhere
    assert replay.position == moves // 2 and _shows(window, states[moves // 2])
    if window.mode.game_id == "copenhagen":  # a replayed file shows no private hand
        assert all(player.hand is None for player in window.mode.table_scene().state.players)

    # Play (Space) runs to the end on the replay's timer, one move per tick.
    replay.set_speed(0)
    _key(window, Qt.Key.Key_Space)
    assert replay.timer.isActive() and replay.panel.play.isChecked()
    qtbot.waitUntil(lambda: not replay.timer.isActive())
    assert replay.position == moves and _shows(window, states[-1]) and not replay.panel.play.isChecked()

    # The narration: a row for the start, then one per move, in the game's words.
    rows = _rows(window)
    assert len(rows) == moves + 1 and rows[0] == "The start of the game"
    for row, texts in zip(rows[1:], _expected_narration(window, record, states), strict=True):
        assert texts and all(text in row for text in texts), (row, texts)
    # Another language tells it again, the moment kept.
    window.findChild(QAction, "action-language-de").trigger()
    qtbot.waitUntil(lambda: _rows(window) != rows)  # (a language change is an event of its own)
    rows_de = _rows(window)
    assert rows_de[0] == QCoreApplication.translate("ReplayPanel", "The start of the game") != rows[0]
    for row, texts in zip(rows_de[1:], _expected_narration(window, record, states), strict=True):
        assert texts and all(text in row for text in texts), (row, texts)
    assert rows_de != rows and replay.position == moves and _shows(window, states[-1])
    banner = QCoreApplication.translate("Replay", "Replay: move %1 of %2 — click here to leave it")
    assert window.preview_banner.text() == fill(banner, moves, moves)
    assert window.preview_banner.text().startswith("Nachspielen")
    window.findChild(QAction, "action-language-en").trigger()

    # Escape leaves: the game that was on the table is back, untouched.
    _key(window, Qt.Key.Key_Escape)
    assert not replay.active and not replay.dock.isVisible() and not window.preview.active
    assert window.session is live and window.host.waiting is None
    assert live.state == live_state and live.record == live_record
    assert _kept_files(window) == kept  # nothing was autosaved
    assert _shows(window, live_state) and window.mode.table_widget().isEnabled()
    assert window.actions.get("save").isEnabled() and not replay.panel.play.isEnabled()
    qtbot.waitUntil(lambda: not window.history_view.catching_up())
    assert len(window.history_view.groups()) > 0
    assert window.statistics.store.past_games(record.game) == []  # a replay is nobody's statistic


@pytest.mark.parametrize("game_id", list(GOLDEN))
def test_replay_from_a_moment_of_the_history_and_back_to_the_live_game(qtbot, main_window, game_id):
    window = main_window
    live = _live_game(qtbot, window, game_id)
    _play(live, moves=24, seed=2)
    window.history_dock.show()
    tree = window.history_view
    qtbot.waitUntil(lambda: not tree.catching_up())
    live_state, live_record = live.state, live.record
    item = outline(tree)[1][0]  # the second round (or turn) as a whole
    tree.scrollTo(item)
    spot = tree.visualRect(item).center()
    QApplication.sendEvent(tree.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, spot, tree.viewport().mapToGlobal(spot)))
    menu = tree.findChild(QMenu, "history-menu")
    menu.findChild(QAction, "action-history-replay").trigger()
    menu.close()
    replay = window.replay
    states = records.replay(live_record, upto=live.position)
    assert replay.active and window.session is live and replay.moves == live.position
    assert states[replay.position] == item.data(STATE_ROLE) and replay.position > 0
    assert _shows(window, states[replay.position])
    _key(window, Qt.Key.Key_Right)
    assert _shows(window, states[replay.position]) and window.preview.state == states[replay.position]
    # A History line clicked meanwhile takes the replay to its moment.
    first = outline(tree)[0][0]
    click(tree, first)
    assert replay.active and states[replay.position] == first.data(STATE_ROLE)
    assert window.preview_banner.text().startswith("Replay: move")
    qtbot.mouseClick(replay.panel.leave, Qt.MouseButton.LeftButton)
    assert not replay.active and not window.preview.active and window.session is live
    assert live.state == live_state and live.record == live_record and _shows(window, live_state)


def test_a_replay_begun_from_the_home_screen_goes_back_to_it(main_window):
    window = main_window
    window.start_up()  # a first start: the home screen, no game
    assert window.home_shown() and window.session is None
    assert not window.actions.get("replay").isEnabled()  # nothing on the table to replay
    assert window.replay.open_file(GOLDEN["lost-cities-rw"])
    assert not window.home_shown() and window.replay.active
    window.replay.leave()
    assert window.home_shown() and window.session is None and window.host.waiting is None
    # The table behind the home screen is nobody's: none of its commands acts.
    assert all(not action.isEnabled() for action in window.commands.mode_actions)


def test_a_game_put_on_the_table_ends_the_replay_and_the_game_waiting(qtbot, main_window):
    window = main_window
    live = _live_game(qtbot, window, "lost-cities-rw")
    assert window.replay.open_file(GOLDEN["copenhagen"])
    replayed = window.session
    window.start_game(registry.get("copenhagen-rw").default_options(2), ["Ida", "Per"], 3,
                      game_id="copenhagen-rw")
    assert not window.replay.active and not window.replay.dock.isVisible()
    assert window.host.waiting is None and window.session.names == ("Ida", "Per")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # both are gone
    assert not shiboken6.isValid(live) and not shiboken6.isValid(replayed)


def test_before_another_game_the_question_is_about_the_game_waiting(qtbot, main_window, monkeypatch):
    window = main_window
    _live_game(qtbot, window, "lost-cities-rw")
    assert window.replay.open_file(GOLDEN["copenhagen-rw"])
    asked = []

    def cancel(box):
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", cancel)
    assert not window.may_discard()
    assert asked == ["The game of Anna and Mads is not finished. The new game takes its place at the "
                     "table; save a copy first to come back to it later."]
    assert window.replay.active  # nothing left: the replay goes on


def test_the_replay_keys_win_over_the_games_own(qtbot, main_window):
    """Space rolls in Roll & Write; during a replay it plays the replay."""
    window = main_window
    window.activateWindow()
    live = _live_game(qtbot, window, "copenhagen-rw")
    assert window.replay.from_history()
    replay = window.replay
    replay.set_speed(60_000)  # no tick during the test: only the key counts
    position, state = replay.position, live.state
    _key(window, Qt.Key.Key_Space)
    assert replay.panel.play.isChecked() and replay.timer.isActive() and live.state == state
    _key(window, Qt.Key.Key_Space)
    assert not replay.timer.isActive() and replay.position == position
    window.preview_banner.click()  # the banner leaves too
    assert not replay.active and window.session is live and _shows(window, live.state)


def test_the_table_the_replay_left_is_drawn_from_the_game_not_the_replay(qtbot, main_window):
    """A replay of another game: its table leaves, the live game's table comes back in front."""
    window = main_window
    live = _live_game(qtbot, window, "copenhagen-rw")
    assert window.replay.open_file(GOLDEN["lost-cities-rw"])
    assert window.mode.game_id == "lost-cities-rw"
    window.replay.leave()
    assert window.mode.game_id == "copenhagen-rw" and window.session is live
    assert window.table_stack.currentWidget() is window.mode.table_widget()
    assert _shows(window, live.state)


def test_a_watched_game_keeps_its_commentary_through_a_replay(qtbot, main_window, app_language):
    window = main_window
    window.bot_driver.set_delay(60_000)  # the test makes the computer moves
    assert window.start_watch("lost-cities-rw")
    watched = window.session
    for _ in range(4):
        assert window.bot_driver.play_now()
    told = [window.watch_panel.log.item(i).text() for i in range(window.watch_panel.log.count())]
    assert window.replay.open_file(GOLDEN["copenhagen"])
    assert not window.watch_dock.isVisible()  # the commentary of the game waiting
    window.replay.leave()
    assert window.session is watched and window.watch_dock.isVisible()
    log = window.watch_panel.log
    assert [log.item(i).text() for i in range(log.count())] == told
    window.findChild(QAction, "action-language-fr").trigger()  # told again: none lost
    qtbot.waitUntil(lambda: log.count() and log.item(0).text() != told[0])
    assert log.count() == len(told)
    assert window.bot_driver.play_now() and log.count() == len(told) + 1  # and it goes on telling


def test_an_accepted_result_stays_accepted_after_a_replay(main_window):
    window = main_window
    window.bot_driver.set_paused(True)
    window.start_game(registry.get("lost-cities-rw").default_options(2), ["Ann", "Bob"], 7,
                      game_id="lost-cities-rw")
    finished = window.session
    _play(finished, moves=None, seed=3)
    window.host.result_timer.timeout.emit()  # the moment is over (the test holds the clock)
    window.host.result_screen.reject()
    assert window.host.result_accepted is finished and not window.actions.get("undo").isEnabled()
    assert window.replay.open_file(GOLDEN["copenhagen-rw"])
    window.replay.leave()
    assert window.session is finished and window.host.result_accepted is finished
    assert not window.actions.get("undo").isEnabled() and window.host.result_screen is None


def test_closing_the_window_during_a_replay_keeps_the_game_that_waited(qtbot, new_main_window):
    window = new_main_window()
    live = _live_game(qtbot, window, "copenhagen")
    record = live.record
    assert window.replay.open_file(GOLDEN["lost-cities-rw"])
    window.replay.go_to(10)
    window.close()  # (the autosave writes its journal into the file as at any close)
    assert storage.load_autosave(window.autosave.path) == record  # nothing of the replay
    again = new_main_window()
    again.start_up()
    assert again.session is not None and again.session.record == record  # back at the next start


def test_replay_this_game_from_the_home_screen_shows_the_table_and_goes_back_to_the_game(qtbot, main_window):
    """Edit > Replay this game while the home screen is in front (the game waits behind it)."""
    window = main_window
    live = _live_game(qtbot, window, "copenhagen-rw")
    window.show_home()
    assert window.home_shown()
    window.actions.get("replay").trigger()
    assert window.replay.active and not window.home_shown()
    assert window.table_stack.currentWidget() is window.mode.table_widget()
    window.replay.leave()
    assert window.session is live and _shows(window, live.state)


def test_a_past_moment_stays_on_roll_and_write_s_table_whatever_asks_it_to_draw(qtbot, main_window):
    """Anything that redraws the live table (a lesson ending, a refusal forgotten, a
    language switch) leaves the moment looked at on the table until the preview ends."""
    window = main_window
    live = _live_game(qtbot, window, "copenhagen-rw")
    assert window.replay.from_history()
    shown = window.mode.table_scene().state
    assert window.preview.active and shown != live.state
    window.mode.controller.sync()
    assert window.mode.table_scene().state is shown
    window.replay.leave()
    assert _shows(window, live.state)
