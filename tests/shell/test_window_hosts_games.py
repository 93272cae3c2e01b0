"""The shell window hosts every game: New game offers the three games with their own
seats and options; the card game and Lost Cities play on the window's table through
their GameMode, with the window's undo, autosave, save/open, hint and result."""

from __future__ import annotations

import pytest
from autosave_wait import wait_for_autosave
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from copenhagen_gui.core import registry
from copenhagen_gui.session import storage


def _first_legal(session):
    spec = session.spec
    seat = min(spec.seats_to_act(session.state))
    return spec.legal_actions(session.state, seat)[0]


def test_new_game_offers_each_game_with_its_seats_and_options(qtbot, new_main_window):
    window = new_main_window()
    window.start(offer_resume=False)
    dialog = window._new_game_dialog(["Ann", "Bob"], 2)
    qtbot.addWidget(dialog)
    games = [dialog._game.itemData(i) for i in range(dialog._game.count())]
    assert games == ["copenhagen-rw", "copenhagen", "lost-cities-rw"]
    assert all(dialog._game.itemText(i) for i in range(dialog._game.count()))  # titled
    dialog._game.setCurrentIndex(games.index("lost-cities-rw"))
    assert dialog._count.maximum() == 5
    dialog.set_player_count(5)
    options = dialog.options()
    assert registry.get("lost-cities-rw").new_game(options) is not None
    assert len(dialog.names()) == 5
    dialog._game.setCurrentIndex(games.index("copenhagen-rw"))
    assert dialog._count.maximum() == 4


def test_the_card_game_plays_in_the_window_with_undo_autosave_and_reopen(qtbot, new_main_window, tmp_path):
    window = new_main_window()
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen")
    session = window.session
    mode = window.mode
    assert mode is not None and window.table_stack.currentWidget() is mode.table_widget()
    assert "Copenhagen" in window.windowTitle()
    # Roll & Write's commands left with it: no Roll button, no Space to roll.
    assert "action-roll" not in {a.objectName() for a in window.toolbar.actions()}
    assert "action-roll" not in {a.objectName() for a in QWidget.actions(window)}
    assert set(mode.turn_actions()) - {None} <= set(window.turn_menu.actions())
    action = _first_legal(session)
    assert session.perform(action) is None
    wait_for_autosave(qtbot, window)  # once the table has painted the move
    assert storage.read_autosave(window.autosave.path) == session.record
    assert window.actions.get("undo").isEnabled()
    window.actions.get("undo").trigger()
    assert session.position == 1  # back to just after the deal, which is never undone
    assert not window.actions.get("undo").isEnabled()
    session.perform(action)
    path = tmp_path / "card.copenhagen.json"
    assert window.save_to(path)
    other = new_main_window()
    assert other.open_file(path)
    assert other.session.state == session.state and other.mode.game_id == "copenhagen"


def test_lost_cities_against_computers_runs_to_the_result(qtbot, new_main_window):
    window = new_main_window()
    window.bot_driver.set_delay(0)
    spec = registry.get("lost-cities-rw")
    window.start_game(spec.default_options(3), ["Ann", "Bob", "Cy"], seed=9,
                      bots=(None, "strong", "normal"), game_id="lost-cities-rw")
    session = window.session
    # The person plays the first legal move each time; the computers answer by themselves.
    while not spec.is_over(session.state):
        seats = spec.seats_to_act(session.state)
        if 0 in seats and not window.bot_driver.busy():
            session.perform(spec.legal_actions(session.state, 0)[0])
        QApplication.processEvents()
    qtbot.waitUntil(lambda: window.host.result_screen is not None, timeout=5000)  # the result screen comes up
    assert window.host.result_screen.isVisible() and window.actions.get("show-result").isEnabled()


def test_hint_and_keys_go_to_the_game_on_the_table(qtbot, main_window):
    window = main_window
    window.start_game(registry.get("lost-cities-rw").default_options(2), ["Ann", "Bob"], seed=4,
                      game_id="lost-cities-rw")
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window, 5000)
    QTest.keyClick(window, Qt.Key.Key_Space)  # Lost Cities: Space rolls
    qtbot.waitUntil(lambda: window.session.position == 1, timeout=3000)
    assert window.session.spec.is_chance(window.session.action_at(0))
    assert window.actions.get("hint").isEnabled()
    window.actions.get("hint").trigger()  # H: the mode shows the strong player's choice


@pytest.mark.parametrize("game, seats", [("copenhagen", 3), ("lost-cities-rw", 5)])
@pytest.mark.parametrize("code", ["fr", "nl"])
def test_the_window_keeps_its_size_through_a_game_at_1366(qtbot, new_main_window, app_language, game, seats,
                                                          code):
    from copenhagen_gui.shell import i18n

    i18n.install_language(app_language, code)
    window = new_main_window()
    spec = registry.get(game)
    window.start_game(spec.default_options(seats), ["Ann", "Bob", "Cleo", "Dirk", "Eve"][:seats],
                      seed=2, game_id=game)
    session = window.session
    widths = set()
    for step in range(120):
        if spec.is_over(session.state):
            break
        seat = min(spec.seats_to_act(session.state))
        legal = spec.legal_actions(session.state, seat)
        session.perform(legal[step % len(legal)])
        QApplication.processEvents()
        widths.add(window.width())
        session.confirm_turn()  # (the card game: a finished turn shown, then confirmed)
    assert widths == {1366}  # no message, button row or prompt widens the window


@pytest.mark.parametrize("game, heading", [("copenhagen", "harbour"), ("lost-cities-rw", "bridge")])
def test_f1_opens_the_rulebook_of_the_game_on_the_table(qtbot, new_main_window, game, heading):
    from copenhagen_gui.shell.rulebook import RulebookDialog

    window = new_main_window()
    window.start_game(registry.get(game).default_options(2), ["Ann", "Bob"], seed=1, game_id=game)
    window.actions.get("rules").trigger()
    dialog = next(d for d in window.findChildren(RulebookDialog) if d.isVisible())
    assert dialog.book.folder == game.replace("-", "_")
    assert heading in dialog.browser.toPlainText().lower()
    dialog.close()


def test_learn_follows_the_game_on_the_table(qtbot, new_main_window):
    window = new_main_window()
    window.start_game(registry.get("copenhagen-rw").default_options(3), ["A", "B", "C"],
                      game_id="copenhagen-rw")
    learn = window.actions.get("learn")
    assert learn.isEnabled()
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=3,
                      game_id="copenhagen")
    # Enabled exactly when the card game's mode brings a guided game of its own; when
    # off, its tooltip says why.
    has = window.mode.has_tutorial()
    assert learn.isEnabled() == has
    assert learn.toolTip() == ("Learn the game" if has else window.actions.no_tutorial_tip())


def test_watch_a_game_of_the_card_game_with_the_generic_commentary(qtbot, new_main_window):
    window = new_main_window()
    window.bot_driver.set_delay(0)
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=3,
                      game_id="copenhagen")
    assert window.start_watch()
    session = window.session
    assert session.spec.game_id == "copenhagen" and session.bots == ("strong", "normal", "easy")
    log = window.watch_panel.log
    qtbot.waitUntil(lambda: log.count() >= 4, timeout=20000)
    window.bot_driver.set_paused(True)
    first = session.record.actions.index(next(a for a in session.record.actions
                                             if session.spec.action_seat(a) is not None))
    # (the first move's words, then why it was worth making)
    assert log.item(0).text().startswith(window.mode.action_text(session.action_at(first), session.names))
    assert "Commentary" == window.watch_dock.windowTitle() and window.watch_dock.isVisible()
