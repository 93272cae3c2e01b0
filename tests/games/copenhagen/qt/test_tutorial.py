"""Learn the game through the window: every step's moves made by clicks on the real
scene and the turn panel, the table framing what each step talks about, refusals
explained, leaving and resuming, and playing on against the computer."""

from __future__ import annotations

import pytest

from copenhagen_gui.games.copenhagen.rules.actions import Build, TakeCard
from copenhagen_gui.games.copenhagen.rules.state import GameOptions
from copenhagen_gui.games.copenhagen.tutorial.script import LEARNER, StepKind, Topic
from copenhagen_gui.games.copenhagen.tutorial.session import TutorialSession

from .gestures import click, do
from .local_session import LocalSession


@pytest.fixture
def lesson_table(make_table):
    mode, _, window = make_table(bots=(None, "strong"))
    mode.tutorial_delay_ms = 0
    return mode, window


def _open_next_step(mode, qtbot):
    lesson = mode.lesson
    index = lesson.index
    mode.tutorial_panel.next_button.click()
    qtbot.waitUntil(lambda: lesson.index == index + 1 and not lesson.playing)


def test_start_tutorial_puts_the_lessons_game_on_the_table(lesson_table):
    mode, _ = lesson_table
    assert mode.start_tutorial() is True
    assert isinstance(mode.session, TutorialSession)
    assert mode.lesson.step.topic is Topic.WELCOME
    assert mode.tutorial_panel.isVisible()
    assert not mode.scene.cover.isVisible()  # one person at the table: no hand-off
    assert not mode.can_hint()  # the lesson says what to do


def test_the_whole_lesson_by_mouse(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    while True:
        step = lesson.step
        # The table frames what the step talks about, with its title in the bubble.
        spotlight = mode.scene.spotlight
        assert spotlight.isVisible() and spotlight.rects
        if step.kind is StepKind.DO:
            assert not mode.tutorial_panel.next_button.isEnabled()
            for position in step.actions:
                expected = lesson.expected()
                assert mode.session.position == position
                target = ("slot", expected.slot) if isinstance(expected, TakeCard) else None
                if target is not None:
                    framed = mode.scene.target_rect(target)
                    assert any(r == framed for r in spotlight.rects)
                do(mode, expected)
                # made (a refill may follow at once, from the stacked deck)
                assert mode.session.position > position, (step.topic, expected)
                assert mode.session.action_at(position) == expected
            assert lesson.feedback_ok and lesson.feedback
        if lesson.at_end():
            break
        _open_next_step(mode, qtbot)
    assert mode.session.state.players[LEARNER].points == 2
    mode.tutorial_panel.play_on_button.click()
    # The lesson is over; its game goes on as an ordinary one against the computer.
    assert mode.lesson is None
    assert not isinstance(mode.session, TutorialSession)
    assert mode.session.bots == (None, "normal")
    assert not mode.scene.spotlight.isVisible()


def test_a_legal_move_that_is_not_the_prepared_one_is_not_taken(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    _open_next_step(mode, qtbot)  # take a card
    do(mode, TakeCard(LEARNER, 2))
    _open_next_step(mode, qtbot)  # the second card, side by side
    position = mode.session.position
    click(mode, mode.scene.item(("slot", 1)))  # next to it, but not the prepared card
    assert mode.session.position == position
    assert not mode.lesson.feedback_ok
    assert "prepared game" in mode.lesson.feedback


def test_a_move_the_rules_forbid_is_explained_with_a_link_to_its_rule(lesson_table):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    lesson.go_to(next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.BUILD))
    position = mode.session.position
    click(mode, mode.scene.item(("stack", "purple-5")))  # 5 purple cards: far too dear
    assert mode.session.position == position
    assert mode.controller.selection.tile is None
    assert not lesson.feedback_ok
    assert lesson.feedback == "Your cards cannot pay for that tile there."
    assert 'href="rules:build"' in mode.panel.message.text()


def test_undo_is_off_in_the_lesson_and_back_rebuilds_the_previous_step(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    _open_next_step(mode, qtbot)
    do(mode, TakeCard(LEARNER, 2))
    assert not mode.session.can_undo()
    mode.tutorial_panel.back_button.click()
    assert mode.lesson.index == 0
    assert mode.session.position == mode.lesson.steps[0].start
    assert all(slot is not None for slot in mode.session.state.harbour)


def test_leaving_the_lesson_and_coming_back_resumes_at_the_same_step(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    mode.lesson.go_to(6)
    topic = mode.lesson.step.topic
    # Another game replaces the lesson's (New game, Open...): the lesson is left.
    mode.set_session(LocalSession(GameOptions(2), ("Ann", "Bert"), seed=3))
    assert mode.lesson is None and mode.tutorial_panel is None
    mode.start_tutorial()
    assert mode.lesson.index == 6 and mode.lesson.step.topic is topic
    assert mode.session.position == mode.lesson.step.start
    mode.tutorial_panel.restart_button.click()
    assert mode.lesson.index == 0


def test_a_build_step_frames_the_stack_and_the_squares_it_names(lesson_table):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    index = next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.ORIENTATION)
    lesson.go_to(index)
    build = lesson.expected()
    assert isinstance(build, Build)
    rects = mode.scene.spotlight.rects
    for key in [("stack", build.tile)] + [("cell", LEARNER, cell) for cell in build.cells]:
        assert mode.scene.target_rect(key) in rects
