"""'Learn the game': the prepared game, its steps and chapters, and the lesson played
through the mode on a real session — the learner makes every one of their own moves;
a die that is not the prepared one is refused as soon as it is picked. The lesson's own
behaviour is tested once on the fake game (tests/shell/test_shared_lesson.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.core import lesson_progress
from copenhagen_gui.core import record as records
from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode
from copenhagen_gui.games.lost_cities_rw.rules import engine, scoring
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge, Colour
from copenhagen_gui.games.lost_cities_rw.rules.events import EndReason, EventKind
from copenhagen_gui.games.lost_cities_rw.scene.marks import mark_rect
from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.games.lost_cities_rw.tutorial import script, texts
from copenhagen_gui.games.lost_cities_rw.tutorial.lesson import LostCitiesLesson
from copenhagen_gui.games.lost_cities_rw.tutorial.script import Topic
from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.lesson.lesson import progress_path
from copenhagen_gui.shell.lesson.panel import LessonPanel
from copenhagen_gui.shell.lesson.script import StepKind, problems
from copenhagen_gui.shell.lesson.session import LessonSession

FIRST = script.first_game()
LATE = script.late_game()
STEPS = script.build_steps(FIRST, LATE)
GAMES = {script.FIRST_GAME: FIRST, script.LATE_GAME: LATE}


def _played(game: int):
    state = engine.new_game(script.options()) if game == script.FIRST_GAME else script.late_start()
    for action in GAMES[game]:
        assert engine.check(state, action) is None, action
        state = engine.apply(state, action)
    return state


def _step(topic):
    return next(s for s in STEPS if s.topic is topic)


# --- the prepared games (pure) -------------------------------------------------------------


def test_the_prepared_games_are_legal_and_the_later_one_ends_with_every_bridge_crossed():
    assert not _played(script.FIRST_GAME).over  # its lesson stops at the first refusal
    assert _played(script.LATE_GAME).end is EndReason.ALL_BRIDGES


def test_every_roll_of_the_prepared_games_carries_its_faces():
    rolls = [a for a in FIRST + LATE if type(a) is Roll]
    assert rolls and all(r.completed for r in rolls)


def test_the_script_is_sound_for_the_shared_lesson(qapp):
    lesson = LostCitiesLesson()
    assert problems(lesson, SPEC) == []
    assert len(lesson.chapter_titles()) == len(script.CHAPTERS) == STEPS[-1].chapter + 1
    assert lesson.games[script.LATE_GAME].situation == script.LATE_SITUATION


def test_the_learner_makes_every_one_of_their_own_moves():
    for game, actions in GAMES.items():
        mine = [i for i, a in enumerate(actions) if a.seat == script.LEARNER]
        done = [i for s in STEPS if s.kind is StepKind.DO and s.game == game for i in s.actions]
        assert done == mine


def test_each_idea_has_exactly_one_step_and_names_what_it_talks_about():
    topics = [s.topic for s in STEPS if s.topic is not None]
    assert sorted(topics) == sorted(Topic)
    assert sum(1 for s in STEPS if s.topic is None) <= 1  # a move with nothing new is rare
    for step in STEPS:
        if step.topic not in (None, Topic.WELCOME):
            assert step.framed, step.topic
        for mark in step.framed:
            assert not mark_rect(2, mark).isEmpty()


def test_each_rule_no_short_game_reaches_has_its_own_chapter_in_the_later_game():
    for topic in (Topic.CHAIN, Topic.TOP_ARTIFACT, Topic.EXHAUSTED, Topic.BRIDGE, Topic.SCORING):
        step = _step(topic)
        assert step.game == script.LATE_GAME
        assert step.chapter == script.CHAPTERS.index(topic)
        assert STEPS.index(step) == next(i for i, s in enumerate(STEPS) if s.chapter == step.chapter)


def test_the_circle_step_is_the_learner_s_zero_before_any_number():
    step = _step(Topic.CIRCLE)
    action = FIRST[step.end - 1]
    assert action == Take(script.LEARNER, 0, action.colour, True)


def test_the_refusal_is_taught_where_the_dice_left_fit_nothing_worth_writing():
    """No bad play: the dice Karen leaves could only start an expedition with an 8 or more."""
    step = _step(Topic.REFUSAL)
    state = engine.new_game(script.options())
    for action in FIRST[:step.start]:
        state = engine.apply(state, action)
    takes = [a for a in engine.legal_actions(state, script.LEARNER) if type(a) is Take]
    sheet = state.sheets[script.LEARNER]
    assert takes and all(not sheet.expeditions[a.colour].started and a.number >= 8 for a in takes)


def test_the_chain_writes_on_two_arrows_in_a_row():
    step = _step(Topic.CHAIN)
    state = script.late_start()
    gained = 0
    for action in LATE[step.start:step.end]:
        state = engine.apply(state, action)
        gained += sum(1 for e in state.events if e.kind is EventKind.ACCELERATION_GAINED)
    assert [type(a) for a in LATE[step.start:step.end]] == [Take, Accelerate, Accelerate] and gained == 2


def test_the_top_artifact_step_ticks_the_full_expedition_s_artifact():
    step = _step(Topic.TOP_ARTIFACT)
    state = script.late_start()
    for action in LATE[:step.end]:
        state = engine.apply(state, action)
    kinds = [e.kind for e in state.events]
    assert EventKind.TOP_ARTIFACT_TICKED in kinds and EventKind.ARTIFACT_HATCHED in kinds


def test_the_ninth_refusal_is_forced_and_exhausts_the_learner():
    step = _step(Topic.EXHAUSTED)
    state = script.late_start()
    for action in LATE[:step.end - 1]:
        state = engine.apply(state, action)
    assert engine.legal_actions(state, script.LEARNER) == [Refuse(script.LEARNER)]  # nothing fits
    state = engine.apply(state, LATE[step.end - 1])
    assert state.sheets[script.LEARNER].exhausted


def test_both_players_win_the_last_bridge_in_the_same_turn_and_the_scores_show_each_rule():
    state = _played(script.LATE_GAME)
    assert all(Bridge.GREEN in sheet.bridges_won for sheet in state.sheets)
    card = scoring.score_card(state.options.sheet, state.sheets[script.LEARNER])
    assert card.expeditions[Colour.PURPLE] == -100  # the circle alone
    assert card.expeditions[Colour.YELLOW] < 0  # two numbers
    assert card.expeditions[Colour.ORANGE] == 50 and card.dice == 0


# --- the lesson on the table -------------------------------------------------------------------


def _mode(qtbot):
    mode = LostCitiesMode()
    mode.lesson_delay_ms = 0
    widget = mode.table_widget()
    qtbot.addWidget(widget)
    widget.resize(1200, 760)
    widget.show()
    qtbot.waitExposed(widget)
    return mode


def _panel(mode) -> LessonPanel | None:
    """The lesson's bubble (not one of a lesson left, until it is deleted)."""
    return next((p for p in mode.table_widget().findChildren(LessonPanel) if p.isEnabled()), None)


def _die_index(faces, value, among=range(3)):
    return next(i for i, face in enumerate(faces) if int(face) == int(value) and i in among)


def _click_spot(qtbot, mode, key):
    item = mode.scene.spot_item(script.LEARNER, key)
    assert item is not None, key
    view = mode.view
    QTest.mouseClick(view.viewport(), Qt.LeftButton, pos=view.mapFromScene(item.sceneBoundingRect().center()))


def _make_the_move(qtbot, mode, action):
    """The learner's move through the table's own commands and clicks."""
    a = mode.actions
    if type(action) is Roll:
        a["roll"].trigger()
    elif type(action) is Refuse:
        a["refuse"].trigger()
    elif type(action) is Accelerate:
        a[f"accelerate-{action.colour.key}"].trigger()
    elif type(action) is Take:
        state, position = mode.session.state, mode.session.position
        numbers, colours = engine.dice_positions(state, action.seat)  # (not a die already taken)
        a[f"pick-number-{_die_index(state.roll.numbers, action.number, numbers) + 1}"].trigger()
        a[f"pick-colour-{_die_index(state.roll.colours, action.colour, colours) + 1}"].trigger()
        if mode.session.position == position:  # the pair fits two cells: click the one meant
            _click_spot(qtbot, mode, ("circle", int(action.colour)))
    else:
        a["decline"].trigger()


def _advance(qtbot, mode):
    """One step on: the learner's move if the step waits for one, then Next unless the
    step (a practice step) went on by itself."""
    lesson = mode.lesson
    index = lesson.index
    qtbot.waitUntil(lambda: lesson.can_next() or lesson.waiting_for_learner())
    while lesson.index == index and lesson.waiting_for_learner():  # every move of the step
        assert _panel(mode).instruction.text() == lesson.instruction()
        position = mode.session.position
        _make_the_move(qtbot, mode, lesson.expected_moves()[0])
        qtbot.waitUntil(lambda before=position: mode.session.position > before)
    if lesson.index == index and not lesson.at_end():
        assert _panel(mode).next_button.isEnabled()
        QTest.mouseClick(_panel(mode).next_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: (lesson.index == index + 1 and not lesson.playing) or lesson.at_end())


def test_start_tutorial_puts_the_prepared_game_on_the_table(qtbot):
    mode = _mode(qtbot)
    assert mode.start_tutorial() is True
    assert isinstance(mode.session, LessonSession)
    assert _panel(mode).isVisible()
    assert _panel(mode).title.text() == "Welcome to Lost Cities"
    qtbot.waitUntil(lambda: bool(mode._guide.coach.overlay.targets))  # the learner's scores framed
    assert not mode.can_hint() and not mode.actions["hint"].isEnabled()  # the lesson says what to do


def test_the_whole_lesson_is_played_by_the_learner_to_the_scores(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    first = mode.session
    while not mode.lesson.at_end():
        _advance(qtbot, mode)
    assert mode.lesson.step.topic is Topic.WINNER
    session = mode.session
    assert session is not first and session.state.over  # the later game, from its situation
    record = session.record
    assert record.actions == LATE  # the learner's moves and the prepared dice, as chance
    assert record.start is not None  # the later game begins from its situation
    assert records.final_state(records.loads(records.dumps(record))).over
    assert _panel(mode).next_button.text().replace("&", "") == "Finish"
    QTest.mouseClick(_panel(mode).next_button, Qt.LeftButton)  # Finish
    assert mode.lesson is None
    assert not progress_path(SPEC.game_id).exists()


@pytest.mark.parametrize("code", ["de"])
def test_the_lesson_is_played_through_in_another_language(qtbot, qapp, code):
    i18n.install_language(qapp, code)
    try:
        mode = _mode(qtbot)
        mode.start_tutorial()
        titles = set()
        while not mode.lesson.at_end():
            titles.add(_panel(mode).title.text())
            _advance(qtbot, mode)
        titles.add(_panel(mode).title.text())
        welcome = texts.topic_title(Topic.WELCOME)
        assert welcome != "Welcome to Lost Cities" and welcome in titles
        assert {texts.topic_title(t) for t in Topic} <= titles  # every idea, in German
        assert _panel(mode).next_button.text() == "&Fertig"
        assert mode.session.state.over
    finally:
        i18n.clear_language(qapp)


def test_each_step_frames_what_it_talks_about(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    while mode.lesson.step.topic is not Topic.CIRCLE:
        _advance(qtbot, mode)
    qtbot.waitUntil(mode.lesson.waiting_for_learner)
    circle = mode.view.mapFromScene(mark_rect(2, ("circle", script.LEARNER, 0))).boundingRect().toRectF()
    qtbot.waitUntil(lambda: mode._guide.coach.overlay.targets == [circle])
    assert _panel(mode).title.text() == "The circle: double or nothing"


def test_a_legal_move_that_is_not_the_lesson_s_is_refused_and_explained(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    _advance(qtbot, mode)  # welcome
    _advance(qtbot, mode)  # the roll
    position = mode.session.position
    mode.actions["refuse"].trigger()  # allowed by the rules, not what this step teaches
    assert mode.session.position == position
    assert _panel(mode).feedback.text().startswith("The rules allow that, but this lesson follows a prepared game.")
    assert "Take the 3" in _panel(mode).instruction.text()
    assert _panel(mode).feedback.text().endswith(_panel(mode).instruction.text())


def test_a_die_that_is_not_the_prepared_one_is_refused_as_soon_as_it_is_picked(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    _advance(qtbot, mode)  # welcome
    _advance(qtbot, mode)  # the roll
    (take,) = mode.lesson.expected_moves()
    roll = mode.session.state.roll
    wrong = next(i for i, face in enumerate(roll.numbers) if int(face) != take.number)
    mode.actions[f"pick-number-{wrong + 1}"].trigger()
    assert mode.controller.selection.number is None  # not picked
    assert not mode.lesson.feedback_ok and "Take the 3" in mode.lesson.feedback
    right = _die_index(roll.numbers, take.number)
    mode.actions[f"pick-number-{right + 1}"].trigger()
    assert mode.controller.selection.number == right and mode.lesson.feedback == ""


def test_back_rebuilds_the_previous_step(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    for _ in range(3):
        _advance(qtbot, mode)
    index, position = mode.lesson.index, mode.session.position
    QTest.mouseClick(_panel(mode).back_button, Qt.LeftButton)
    assert mode.lesson.index == index - 1 and mode.session.position < position
    assert mode.lesson.waiting_for_learner()


def test_the_learner_can_leave_and_resume_at_the_same_step(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    for _ in range(6):
        _advance(qtbot, mode)
    reached, position = mode.lesson.index, mode.session.position
    QTest.mouseClick(_panel(mode).leave_button, Qt.LeftButton)
    assert mode.lesson is None and _panel(mode) is None
    assert mode.session.bots == (None, "normal")  # the game goes on against the computer
    other = _mode(qtbot)
    other.start_tutorial()
    assert other.lesson.index == reached
    qtbot.waitUntil(lambda: other.session.position == position)
    assert other.session.state == mode.session.state


def test_a_new_game_ends_the_lesson_but_keeps_the_place(qtbot):
    from lcrw_qt_helpers import make_session

    mode = _mode(qtbot)
    mode.start_tutorial()
    _advance(qtbot, mode)
    _advance(qtbot, mode)
    mode.set_session(make_session(3))
    assert mode.lesson is None
    assert lesson_progress.saved_step(progress_path(SPEC.game_id), len(STEPS)) == 2


def test_a_chapter_of_the_later_game_starts_from_its_situation_and_back_returns_to_the_first(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    mode.lesson.go_to_chapter(script.CHAPTERS.index(Topic.CHAIN))
    assert mode.lesson.step.topic is Topic.CHAIN and mode.lesson.waiting_for_learner()
    assert mode.session.record.start is not None and mode.session.state == script.late_start()
    assert mode.scene.spot_item(script.LEARNER, ("square", int(Colour.GREEN), 4)) is not None  # the 5, lit
    QTest.mouseClick(_panel(mode).back_button, Qt.LeftButton)
    assert mode.lesson.step.topic is Topic.REFUSAL and mode.session.record.start is None
    assert mode.session.state.sheets[script.LEARNER].dice_marks == 0  # the first game, before its refusal
