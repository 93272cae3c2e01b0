"""Game > Learn the game and Game > Watch a game reach every game's own guided game and
its computer players from the window's menu."""

from __future__ import annotations

import pytest

from copenhagen_gui.core import registry
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


@pytest.fixture
def window(qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window, before_close_func=_quietly)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def _quietly(window):
    for mode in window.modes.built.values():
        mode.stop()  # a lesson's timers too
    window.bot_driver.stop()
    if window.session is not None:
        window.session.undo_stack.setClean()


@pytest.mark.parametrize("game_id", ["copenhagen-rw", "copenhagen", "lost-cities-rw"])
def test_learn_the_game_from_the_menu_starts_that_games_lesson(window, game_id):
    window.start_game(registry.get(game_id).default_options(2), ["Ann", "Bob"], game_id=game_id)
    learn = window.actions.get("learn")
    assert learn in window.game_menu.actions() and learn.isEnabled()
    learn.trigger()
    assert window.mode.game_id == game_id and window.mode.tutorial_running()
    # The lesson belongs to nobody: leaving it never asks to save it.
    assert window.may_discard()


@pytest.mark.parametrize("game_id", ["copenhagen", "lost-cities-rw"])
def test_watch_a_game_from_the_menu_seats_only_computers(window, game_id):
    window.bot_driver.set_delay(0)
    window.start_game(registry.get(game_id).default_options(2), ["Ann", "Bob"], game_id=game_id)
    window.actions.get("watch").trigger()
    session = window.session
    assert session.spec.game_id == game_id and all(session.bots)
    assert window.watch_dock.isVisible()


@pytest.mark.parametrize("code", ["en", "nl"])
@pytest.mark.parametrize("game_id", ["copenhagen-rw", "copenhagen", "lost-cities-rw"])
def test_each_lesson_walks_to_its_end_in_the_window(window, app_language, qtbot, game_id, code):
    """Every step shown in the bubble with its words, every prepared move of the learner
    taken (as the reviewers' lesson walk makes them), Hint off all along, to the end."""
    from copenhagen_gui.shell import i18n
    from copenhagen_gui.shell.lesson.panel import LessonPanel

    i18n.install_language(app_language, code)
    window.modes.mode_for(game_id).lesson_delay_ms = 0
    assert window.start_tutorial(game_id)
    lesson = window.mode.lesson
    bubble = next(p for p in window.findChildren(LessonPanel) if p.isEnabled())
    seen = set()
    while True:
        qtbot.waitUntil(lambda: not lesson.playing)
        assert not window.actions.get("hint").isEnabled()
        seen.add(lesson.index)
        assert bubble.title.text() and bubble.progress.text().split()[-1] == str(len(lesson.steps))
        moves = lesson.expected_moves()
        if moves:
            assert bubble.instruction.text()
            assert lesson.session.perform(moves[0]) is None, lesson.feedback
            continue
        if lesson.at_end():
            break
        qtbot.waitUntil(lambda: lesson.can_next() or lesson.waiting_for_learner() or lesson.at_end())
        if lesson.can_next():
            bubble.next_button.click()
    assert seen == set(range(len(lesson.steps)))
    english = {"en": True, "nl": False}[code]
    assert (bubble.next_button.text().replace("&", "") in ("Finish", "Play on")) is english
