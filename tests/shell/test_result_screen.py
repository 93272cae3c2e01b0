"""Every game's result screen (the table kit's ResultScreen), through the real window:
Enter and Space never start a game (the first shows the whole count, the next goes back
to the table), "New game" and "Play again" take their own click; the scores come one
step at a time (Lost Cities expedition by expedition), the winner last; a click on the
table shows all at once; View > Count the scores step by step, unticked, shows all at
once and is remembered."""

from __future__ import annotations

import functools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qt_compat import qt_api

from copenhagen_gui.core import registry
from copenhagen_gui.games.lost_cities_rw.rules.scoring import ranking, score_card
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.settings import Settings
from copenhagen_gui.shell.table_kit import result_screen

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")
NAMES = ("Ann", "Bob")


@functools.cache
def _finished_record(game: str):
    spec = registry.get(game)
    session = GameSession.new_game(spec, spec.default_options(len(NAMES)), list(NAMES), 3)
    while not spec.is_over(session.state):
        seat = min(spec.seats_to_act(session.state))
        assert session.perform(spec.legal_actions(session.state, seat)[0]) is None
    return session.record


def _result(window, game):
    """The finished ``game`` on the table and its result screen open."""
    window.set_session(GameSession(_finished_record(game)))
    window.actions.get("show-result").trigger()
    dialog = window.host.result_screen
    assert dialog is not None and dialog.isVisible()
    return dialog


def _table_texts(dialog):
    table = dialog.table
    return [[table.cell_text(r, c) for c in range(table.columnCount())] for r in range(table.rowCount())]


def _key(dialog, key):
    """A key as the screen gets it: at the widget with its focus."""
    qt_api.QtTest.QTest.keyClick(dialog.focusWidget() or dialog, key)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter])
def test_enter_or_space_never_starts_a_game(main_window, game, key):
    window = main_window
    dialog = _result(window, game)
    finished = window.session
    asked = []
    window.new_game = lambda *args: asked.append(args)
    assert dialog.revealing() and dialog.show_all_button.isDefault()
    assert dialog.focusWidget() is dialog.show_all_button
    assert not dialog.new_game_button.isDefault() and not dialog.new_game_button.autoDefault()
    _key(dialog, key)  # the first key shows the whole count ...
    assert not dialog.revealing() and dialog.isVisible()
    assert dialog.close_button.isDefault() and dialog.focusWidget() is dialog.close_button
    _key(dialog, key)  # ... the next one goes back to the table
    assert window.host.result_screen is None and not dialog.isVisible()
    assert asked == [] and window.session is finished


@pytest.mark.parametrize("game", GAMES)
def test_new_game_takes_its_own_click(main_window, game):
    window = main_window
    dialog = _result(window, game)
    asked = []
    window.new_game = lambda *args: asked.append(args)
    dialog.findChild(QPushButton, "result-new-game").click()  # even while counting
    assert asked == [()] and window.host.result_screen is None


@pytest.mark.parametrize("game", GAMES)
def test_the_scores_come_one_step_at_a_time_the_winner_last(qtbot, main_window, monkeypatch, game):
    monkeypatch.setattr(result_screen, "REVEAL_STEP_MS", 20)
    window = main_window
    dialog = _result(window, game)
    content = dialog.content()
    final = [[str(v) for v in row] for row in content.rows]
    names = [row[1] for row in final]
    start = _table_texts(dialog)
    assert [row[1] for row in start] == names  # the players are there from the start
    assert all(text == "" for row in start for c, text in enumerate(row) if c != 1)  # no score yet
    assert content.headline not in dialog.headline.text()
    seen = [start]
    dialog.revealed.connect(lambda: seen.append("revealed"))

    def step():
        texts = _table_texts(dialog)
        if texts != seen[-1] and "revealed" not in seen:
            seen.append(texts)
        return "revealed" in seen

    dialog.table.model().dataChanged.connect(lambda *_: step())
    qtbot.waitUntil(step, timeout=5000)
    assert _table_texts(dialog) == final and dialog.headline.text() == content.headline
    counted = [s for s in seen if s != "revealed"]
    assert len(counted) >= 4  # several steps, not all at once
    assert dialog.table.item(0, 1).font().bold()  # the winner stands out at the end only
    if game == "lost-cities-rw":  # expedition by expedition: a running total of the expeditions
        state = window.session.state
        cards = [score_card(state.options.sheet, state.sheets[seat]) for seat in ranking(state)]
        totals = {tuple(row[2] for row in texts) for texts in counted}
        for colour in range(6):
            assert tuple(str(sum(card.expeditions[: colour + 1])) for card in cards) in totals


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_the_table_shows_all_at_once(qtbot, main_window, game):
    dialog = _result(main_window, game)
    assert dialog.revealing()
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton)
    assert not dialog.revealing()
    assert _table_texts(dialog) == [[str(v) for v in row] for row in dialog.content().rows]
    assert dialog.headline.text() == dialog.content().headline


def test_the_count_can_be_skipped_for_good(main_window):
    window = main_window
    action = window.actions.get("count-scores")
    assert action in window.view_menu.actions() and action.isChecked()
    action.trigger()  # unticked
    assert Settings().count_scores is False  # remembered
    dialog = _result(window, "lost-cities-rw")
    assert not dialog.revealing() and not dialog.show_all_button.isVisible()
    assert dialog.headline.text() == dialog.content().headline
    assert dialog.close_button.isDefault()
    action.trigger()
    assert Settings().count_scores is True


@pytest.mark.parametrize("game", GAMES)
def test_once_the_result_is_closed_the_strip_has_its_way_back(qtbot, main_window, game):
    window = main_window
    dialog = _result(window, game)
    _key(dialog, Qt.Key.Key_Escape)  # closed: back to the table
    assert window.host.result_screen is None
    strip = window.mode.panel
    back = strip.findChild(qt_api.QtWidgets.QToolButton, "button-show-result")
    new = strip.findChild(qt_api.QtWidgets.QToolButton, "button-new-game")
    assert back.isVisible() and new.isVisible()
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert window.host.result_screen is not None and window.host.result_screen.isVisible()
