"""The prepared first game of Learn the game: legal, stacked, the same every time,
and the learner makes every move of their seat inside a step that explains it."""

from __future__ import annotations

from copenhagen_gui.core.record import replay
from copenhagen_gui.games.copenhagen.rules.actions import Deal, Refill
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.games.copenhagen.tutorial import script
from copenhagen_gui.games.copenhagen.tutorial.lesson import CopenhagenLesson
from copenhagen_gui.games.copenhagen.tutorial.script import LEARNER, Topic
from copenhagen_gui.shell.lesson.script import StepKind, problems


def test_the_prepared_game_is_legal_and_every_chance_carries_its_cards():
    lesson = script.build()
    states = replay(lesson.record)  # raises on any illegal action
    assert len(states) == len(lesson.record.actions) + 1
    chance = [a for a in lesson.record.actions if isinstance(a, (Deal, Refill))]
    assert chance and all(
        (a.harbour is not None and a.hands is not None) if isinstance(a, Deal) else a.drawn is not None
        for a in chance)


def test_every_prepared_move_is_legal_and_the_steps_and_chapters_follow_the_game(qapp):
    assert problems(CopenhagenLesson(), SPEC) == []
    assert len(CopenhagenLesson().chapter_titles()) == len(script.CHAPTERS)


def test_the_lesson_is_the_same_every_time():
    assert script.build() == script.build()


def test_every_move_of_the_learner_is_made_in_a_step_that_waits_for_it():
    lesson = script.build()
    asked = {i for step in lesson.steps if step.kind is StepKind.DO for i in step.actions}
    learner = {i for i, a in enumerate(lesson.record.actions) if getattr(a, "player", None) == LEARNER}
    assert learner == asked


def test_each_step_teaches_one_idea_and_all_of_them_come_up():
    lesson = script.build()
    topics = [step.topic for step in lesson.steps]
    assert len(topics) == len(set(topics))
    assert set(topics) == set(Topic)
    assert all(step.framed for step in lesson.steps)  # each names what it talks about


def test_the_steps_follow_the_game_in_order():
    lesson = script.build()
    starts = [step.start for step in lesson.steps]
    assert starts == sorted(starts)
    assert all(step.start <= step.end for step in lesson.steps)


def test_the_lesson_scores_two_rows_and_refreshes_both_used_ability_tiles():
    lesson = script.build()
    final = replay(lesson.record)[-1]
    assert final.players[LEARNER].points == 2
    assert not final.is_over
    assert all(side is None or side.value == "active" for side in final.players[LEARNER].abilities)
