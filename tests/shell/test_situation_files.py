"""Situation files (a start and no moves) through the real window, in every game: the
file opens on its situation with an empty History, the History then shows the moves
made from it, saving and reopening or resuming the autosave bring the same game back,
and a file whose start the rules cannot reach is refused with the file left as it was."""

from __future__ import annotations

import random

import pytest
from autosave_wait import wait_for_autosave
from PySide6.QtWidgets import QMessageBox
from situation_play import play_to_situation

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.session import storage
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")


def _situation_file(tmp_path, game_id: str):
    """A two-player situation of the game written as a file, and its start."""
    spec = registry.get(game_id)
    options = spec.default_options(2)
    state = play_to_situation(spec, options, seed=3, steps=30, level="normal")
    start = spec.state_from_json(spec.state_to_json(state), options)
    path = tmp_path / f"{game_id}-situation.json"
    path.write_text(records.dumps(GameRecord(game_id, options, ("Anna", "Mads"), 17, start=start)),
                    encoding="utf-8")
    return path, start


def _window(qtbot) -> MainWindow:
    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=_forget)
    window.resize(1280, 800)
    window.show()
    window.history_dock.show()
    return window


def _forget(window):
    if window.mode is not None:
        window.mode.stop()
    window.bot_driver.stop()
    if window.session is not None:
        window.session.undo_stack.setClean()


def _play(qtbot, window, moves: int) -> None:
    """Legal moves through the session, as the table makes them; then until the
    History shows them."""
    rng = random.Random(5)
    session = window.session
    for _ in range(moves):
        seat = min(session.spec.seats_to_act(session.state))
        assert session.perform(rng.choice(list(session.spec.legal_actions(session.state, seat)))) is None
        session.confirm_turn()  # (the card game: a finished turn ends by End turn)
    qtbot.waitUntil(lambda: not window.history_view.catching_up())


def _lines(window) -> list[str]:
    return [line for _round, turns in window.history_view.groups() for _seat, lines in turns
            for line, _state in lines]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_situation_file_opens_plays_saves_and_reopens(qtbot, tmp_path, game_id):
    path, start = _situation_file(tmp_path, game_id)
    before = path.read_bytes()
    window = _window(qtbot)
    assert window.open_file(path)
    session = window.session
    assert session.state == start and session.record.is_situation_file
    assert _lines(window) == [] and not window.actions.get("undo").isEnabled()
    _play(qtbot, window, 2)
    lines = _lines(window)
    assert len(lines) == session.undo_stack.index() >= 2  # the moves since the start, no more
    assert path.read_bytes() == before  # opening and playing never wrote the situation file
    saved = tmp_path / "played.json"
    assert window.save_to(saved)
    again = _window(qtbot)
    assert again.open_file(saved)
    qtbot.waitUntil(lambda: not again.history_view.catching_up())
    assert again.session.state == session.state and again.session.record.start == start
    assert _lines(again) == lines


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_from_a_situation_is_resumed_from_the_autosave(qtbot, tmp_path, game_id):
    path, start = _situation_file(tmp_path, game_id)
    window = _window(qtbot)
    assert window.open_file(path)
    _play(qtbot, window, 3)
    wait_for_autosave(qtbot, window)
    state, record = window.session.state, window.session.record
    _forget(window)
    assert window.close()
    resumed = _window(qtbot)
    resumed.start_up()
    assert resumed.session.state == state and resumed.session.record == record
    assert resumed.session.record.start == start and storage.read_autosave() == record


def test_a_file_whose_start_is_impossible_is_refused_and_left_unchanged(qtbot, tmp_path, monkeypatch):
    path, _start = _situation_file(tmp_path, "lost-cities-rw")
    text = path.read_text(encoding="utf-8").replace('"dice_symbols": ', '"dice_symbols": 1', 1)
    path.write_text(text, encoding="utf-8")  # 10 to 19 dice symbols: the column holds 9
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    window = _window(qtbot)
    window.start_game(registry.get("copenhagen-rw").default_options(2), ["Anna", "Mads"], 5)
    table = window.session
    assert not window.open_file(path)
    assert window.session is table and len(shown) == 1
    assert "cannot be opened" in shown[0] and "left unchanged" in shown[0]
    assert path.read_text(encoding="utf-8") == text
