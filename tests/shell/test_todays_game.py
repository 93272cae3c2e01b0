"""Game ▸ Today's game and Game ▸ Statistics in the real window: today's game is the
date's game against the strong computer player, its score goes into the statistics once,
and the result screen shows the best score of the day."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication, QLabel

from copenhagen_gui.core import daily
from copenhagen_gui.core.chance import ChanceKeying
from copenhagen_gui.shell import todays_game
from copenhagen_gui.shell.statistics_window import StatisticsWindow


def _window(new_main_window):
    window = new_main_window()
    window.start(offer_resume=False)
    return window, todays_game.install(window)


def _play_to_the_end(window):
    """Both seats' moves, made here (the computer player waits)."""
    window.bot_driver.set_paused(True)
    session, rng = window.session, random.Random(3)
    spec = session.spec
    while not spec.is_over(session.state):
        seat = rng.choice(sorted(spec.seats_to_act(session.state)))
        assert session.perform(rng.choice(spec.legal_actions(session.state, seat))) is None


def test_the_game_menu_offers_todays_games_and_statistics(qtbot, new_main_window):
    window, hub = _window(new_main_window)
    names = [a.objectName() for a in window.game_menu.actions()]
    assert "action-statistics" in names
    assert hub.todays_menu.menuAction() in window.game_menu.actions()
    assert [a.objectName() for a in hub.todays_menu.actions()] == [
        f"action-todays-game-{g}" for g in daily.daily_games()]
    assert all(a.text() for a in hub.todays_menu.actions())


def test_todays_game_is_the_dates_game_against_the_strong_player(qtbot, new_main_window):
    window, hub = _window(new_main_window)
    hub.todays_actions["lost-cities-rw"].trigger()
    record = window.session.record
    assert record.game == "lost-cities-rw" and record.daily == daily.today().isoformat()
    assert record.chance is ChanceKeying.ORDINAL and record.bots == (None, "strong")
    assert record.names[0] == window.settings.player_names[0]
    assert record.seed == daily.seed_for("lost-cities-rw", daily.today(), window.session.spec.rules_version)


def test_todays_roll_and_write_fixes_its_setup_from_the_date(qtbot, new_main_window):
    window, hub = _window(new_main_window)
    hub.todays_actions["copenhagen-rw"].trigger()
    first = window.session.record
    hub.todays_actions["copenhagen-rw"].trigger()
    second = window.session.record
    assert first.options == second.options and all(first.options.start_tracks)
    assert first.uid != second.uid  # two attempts
    assert window.mode.start_setup is None  # nobody is asked: the day's setup is the same for all


def test_the_finished_game_is_kept_once_and_the_result_shows_the_days_best(qtbot, new_main_window):
    window, hub = _window(new_main_window)
    hub.todays_actions["lost-cities-rw"].trigger()
    _play_to_the_end(window)
    assert hub.record_finished(window.session)
    assert hub.record_finished(window.session)  # the end reached again: the same game
    person = window.session.names[0]
    score = window.session.spec.scores(window.session.state)[0]
    assert hub.store.figures("lost-cities-rw", person).games == 1
    assert hub.store.best_of_day("lost-cities-rw", daily.today()) == (score, person)
    assert str(score) in window.statusBar().currentMessage()
    window.show_result()
    dialog = window.host.result_screen
    assert dialog is QApplication.activeModalWidget()  # window-modal, on show
    note = dialog.findChild(QLabel, "daily-note")
    assert note is not None and str(score) in note.text() and person in note.text()
    dialog.reject()
    assert window.host.result_screen is None


def test_statistics_opens_on_the_game_on_the_table(qtbot, new_main_window):
    window, hub = _window(new_main_window)
    hub.todays_actions["lost-cities-rw"].trigger()
    _play_to_the_end(window)
    hub.record_finished(window.session)
    hub.statistics_action.trigger()
    stats = window.findChild(StatisticsWindow)
    assert stats is not None and stats.isVisible()
    assert stats.game() == "lost-cities-rw" and stats.values["games"].text() == "1"


def test_todays_game_says_so_again_after_a_resume_with_the_days_best(qtbot, new_main_window):
    window, hub = _window(new_main_window)
    hub.todays_actions["lost-cities-rw"].trigger()
    _play_to_the_end(window)
    assert hub.record_finished(window.session)
    score = window.session.spec.scores(window.session.state)[0]
    hub.todays_actions["lost-cities-rw"].trigger()  # a second attempt, then the app closes
    record = window.session.record
    window.statusBar().clearMessage()
    again = new_main_window()  # the next start: the kept game comes back
    assert again.resume(record)
    qtbot.waitUntil(lambda: "Today's game of" in again.statusBar().currentMessage())
    assert str(score) in again.statusBar().currentMessage()  # the best of the day so far
