"""The game on the table (shell/game_host.py): when a game leaves the table, everything
that listened to it has let go before it goes; the result screen comes from a timer of
the window that dies with the game or the window, and opens without blocking."""

from __future__ import annotations

import random

import shiboken6
from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from copenhagen_gui.core import registry
from copenhagen_gui.shell.game_host import RESULT_DELAY_MS

LOST_CITIES = "lost-cities-rw"


def _play_to_the_end(window):
    """Every seat's moves made here at random (the computer players wait)."""
    window.bot_driver.set_paused(True)
    session, rng = window.session, random.Random(3)
    spec = session.spec
    while not spec.is_over(session.state):
        seat = rng.choice(sorted(spec.seats_to_act(session.state)))
        assert session.perform(rng.choice(spec.legal_actions(session.state, seat))) is None


def _new_game(window, game=LOST_CITIES, bots=None):
    window.start_game(registry.get(game).default_options(2), ["Ann", "Bob"], seed=7, bots=bots, game_id=game)
    return window.session


def test_a_game_that_leaves_has_nothing_listening_to_it_before_it_goes(main_window):
    window = main_window
    window.bot_driver.set_delay(60_000)
    assert window.start_watch(LOST_CITIES)  # commentary, computer players, History
    watched = window.session
    assert window.bot_driver.play_now() and window.bot_driver.play_now()
    window.history_dock.show()
    window.preview.show(watched.undo_stack.command(0).after)  # a past moment on the table
    assert watched.receivers(SIGNAL("state_changed()")) > 0
    _new_game(window, "copenhagen")
    # Nobody listens any more (the session's own undo stack aside), and it goes.
    assert watched.receivers(SIGNAL("state_changed()")) == 0
    assert watched.receivers(SIGNAL("action_refused(PyObject)")) == 0
    assert watched.undo_stack.receivers(SIGNAL("indexChanged(int)")) == 1  # the session itself
    assert watched.undo_stack.receivers(SIGNAL("cleanChanged(bool)")) == 0
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(watched)
    lost_cities = window.modes.built[LOST_CITIES]
    assert lost_cities.session is None and lost_cities.controller.session is None
    assert lost_cities.narrator()._session is None
    # The commentary keeps its lines, in any language, without the game it told.
    told = window.watch_panel.log.count()
    window.findChild(object, "action-language-de").trigger()
    window.findChild(object, "action-language-en").trigger()
    assert told > 0 and window.watch_panel.log.count() == told


def test_the_result_screen_comes_a_moment_after_the_end_without_blocking(main_window):
    window = main_window
    session = _new_game(window)
    timer = window.host.result_timer
    assert timer.parent() is window and timer.interval() == RESULT_DELAY_MS
    _play_to_the_end(window)
    assert timer.isActive() and window.host.result_screen is None  # the final marks first
    timer.timeout.emit()  # the moment is over (the test holds the clock)
    dialog = window.host.result_screen
    assert dialog is not None and dialog.isVisible() and dialog.windowModality() == Qt.WindowModality.WindowModal
    assert QApplication.activeModalWidget() is dialog  # shown, and the test goes on: no loop of its own
    dialog.reject()  # back to the table: the result stands
    assert window.host.result_screen is None and window.session is session
    assert window.host.result_accepted is session and not window.actions.get("undo").isEnabled()


def test_a_closed_window_opens_no_result_screen(qtbot, main_window):
    window = main_window
    _new_game(window)
    _play_to_the_end(window)
    timer = window.host.result_timer
    assert timer.isActive()
    window.close()
    assert not timer.isActive() and window.session is None  # the game left with the window
    window.host.show_result()  # a late call finds no game
    assert window.host.result_screen is None and QApplication.activeModalWidget() is None


def test_the_result_screen_goes_with_its_game_answering_nothing(main_window):
    window = main_window
    finished = _new_game(window)
    _play_to_the_end(window)
    window.show_result()
    dialog = window.host.result_screen
    assert dialog is not None
    new_games = []
    window.new_game = lambda *args: new_games.append(args)  # what "New game" would open
    _new_game(window, "copenhagen")  # another game takes the table meanwhile
    assert window.host.result_screen is None and not dialog.isVisible()
    assert window.host.result_accepted is not finished and new_games == []
    assert window.session.spec.game_id == "copenhagen"


def test_new_game_on_the_result_screen_opens_the_new_game_dialog(main_window):
    window = main_window
    _new_game(window)
    _play_to_the_end(window)
    window.show_result()
    asked = []
    window.new_game = lambda *args: asked.append(args)
    window.host.result_screen.findChild(QPushButton, "result-new-game").click()
    assert asked == [()] and window.host.result_screen is None


def test_a_table_left_behind_ignores_late_gestures(main_window):
    window = main_window
    _new_game(window, "copenhagen-rw")
    roll_and_write = window.mode
    _new_game(window)
    lost_cities = window.mode
    _new_game(window, "copenhagen")
    position = window.session.position
    # A hover or click that reaches a table in the background acts on nothing.
    roll_and_write.scene.pointer_hovered.emit(0, 1, 1, 1, 1)
    roll_and_write.scene.cell_clicked.emit(0, 1, 1)
    roll_and_write.scene.die_clicked.emit(0)
    lost_cities.scene.spot_clicked.emit(0, (0, 0))
    lost_cities.scene.die_clicked.emit("number", 0)
    lost_cities.scene.column_clicked.emit(0, 0)
    assert window.session.spec.game_id == "copenhagen" and window.session.position == position


def test_a_guided_game_that_leaves_keeps_no_game_in_its_panel(main_window):
    window = main_window
    for game in ("copenhagen", LOST_CITIES, "copenhagen-rw"):
        assert window.start_tutorial(game)
        mode = window.mode
        lesson = mode.lesson
        if hasattr(lesson, "go_to"):  # at a step where the learner moves: the panel asks the game
            lesson.go_to(next(i for i, step in enumerate(lesson.steps) if step.kind.name == "DO"))
        panels = [w for w in mode.table_widget().findChildren(QWidget) if "Panel" in type(w).__name__
                  and getattr(w, "lesson", None) is lesson]
        assert panels, game
        _new_game(window, "copenhagen" if game != "copenhagen" else LOST_CITIES)  # the learner leaves
        assert lesson.session is None and mode.session is None
        # Until the event loop deletes them, a language change still reaches them.
        for panel in panels:
            QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
