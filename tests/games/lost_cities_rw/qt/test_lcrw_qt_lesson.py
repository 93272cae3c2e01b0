"""'Learn the game': the prepared game, its steps, and the lesson played through the
mode on a real session — the learner makes every one of their own moves."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.core import record as records
from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode
from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.events import EndReason
from copenhagen_gui.games.lost_cities_rw.scene.marks import mark_rect
from copenhagen_gui.games.lost_cities_rw.tutorial import progress, script
from copenhagen_gui.games.lost_cities_rw.tutorial.script import StepKind, Topic
from copenhagen_gui.games.lost_cities_rw.tutorial.session import TutorialSession

ACTIONS = script.prepared_game()
STEPS = script.build_steps(ACTIONS)


# --- the prepared game (pure) ------------------------------------------------------------


def test_the_prepared_game_is_legal_and_ends_with_everyone_exhausted():
    state = engine.new_game(script.options())
    for action in ACTIONS:
        assert engine.check(state, action) is None
        state = engine.apply(state, action)
    assert state.end is EndReason.ALL_EXHAUSTED


def test_every_roll_of_the_prepared_game_carries_its_faces():
    rolls = [a for a in ACTIONS if type(a) is Roll]
    assert rolls and all(r.completed for r in rolls)


def test_the_learner_makes_every_one_of_their_own_moves():
    mine = [i for i, a in enumerate(ACTIONS) if a.seat == script.LEARNER]
    do_steps = [s.position for s in STEPS if s.kind is StepKind.DO]
    assert do_steps == mine


def test_each_idea_has_exactly_one_step_and_names_what_it_talks_about():
    topics = [s.topic for s in STEPS if s.topic is not None]
    assert sorted(topics) == sorted(Topic)
    for step in STEPS:
        if step.topic not in (None, Topic.WELCOME):
            assert step.marks, step.topic
        for mark in step.marks:
            assert not mark_rect(2, mark).isEmpty()


def test_the_circle_step_is_the_learner_s_zero_before_any_number():
    step = next(s for s in STEPS if s.topic is Topic.CIRCLE)
    action = ACTIONS[step.position]
    assert action == Take(script.LEARNER, 0, action.colour, True)


def test_the_bridge_step_crosses_the_dice_bridge_in_the_same_turn_for_both():
    step = next(s for s in STEPS if s.topic is Topic.BRIDGE)
    state = engine.new_game(script.options())
    for action in ACTIONS:
        state = engine.apply(state, action)
    assert all(len(sheet.bridges_won) == 1 for sheet in state.sheets)
    assert type(ACTIONS[step.position]) is Refuse


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


def _die_index(faces, value):
    return next(i for i, face in enumerate(faces) if int(face) == int(value))


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
        roll, position = mode.session.state.roll, mode.session.position
        a[f"pick-number-{_die_index(roll.numbers, action.number) + 1}"].trigger()
        a[f"pick-colour-{_die_index(roll.colours, action.colour) + 1}"].trigger()
        if mode.session.position == position:  # the pair fits two cells: click the one meant
            _click_spot(qtbot, mode, ("circle", int(action.colour)))
    else:
        a["decline"].trigger()


def _advance(qtbot, mode):
    lesson = mode.lesson
    index = lesson.index
    # the other player's moves are played first (one per timer tick)
    qtbot.waitUntil(lambda: lesson.can_go_next() or lesson.waiting_for_learner())
    if lesson.can_go_next():
        assert mode.lesson_panel.next_button.isEnabled()
        QTest.mouseClick(mode.lesson_panel.next_button, Qt.LeftButton)
    else:
        assert mode.lesson_panel.instruction.text() == lesson.instruction()
        _make_the_move(qtbot, mode, lesson.expected())
    if mode.lesson is not None:
        assert mode.lesson.index == index + 1


def test_start_tutorial_puts_the_prepared_game_on_the_table(qtbot):
    mode = _mode(qtbot)
    assert mode.start_tutorial() is True
    assert isinstance(mode.session, TutorialSession)
    assert mode.lesson_panel.isVisible()
    assert mode.lesson_panel.title.text() == "Welcome to Lost Cities"
    assert mode.scene.mark_items  # the welcome step frames the learner's scores


def test_the_whole_lesson_is_played_by_the_learner_to_the_scores(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    session = mode.session
    while mode.lesson is not None and not mode.lesson.at_end:
        _advance(qtbot, mode)
    assert mode.lesson.step.topic is Topic.SCORING
    assert session.state.over
    record = session.record
    assert record.actions == ACTIONS  # the learner's moves and the prepared dice, as chance
    assert records.final_state(records.loads(records.dumps(record))).over
    QTest.mouseClick(mode.lesson_panel.next_button, Qt.LeftButton)  # Finish
    assert mode.lesson is None
    assert not progress.progress_path().exists()


def test_each_step_frames_what_it_talks_about(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    while mode.lesson.step.topic is not Topic.CIRCLE:
        _advance(qtbot, mode)
    qtbot.waitUntil(mode.lesson.waiting_for_learner)
    (item,) = mode.scene.mark_items
    assert item.frame.contains(mark_rect(2, ("circle", script.LEARNER, 0)))
    assert mode.lesson_panel.title.text() == "The circle: double or nothing"


def test_a_legal_move_that_is_not_the_lesson_s_is_refused_and_explained(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    _advance(qtbot, mode)  # welcome
    _advance(qtbot, mode)  # the roll
    position = mode.session.position
    mode.actions["refuse"].trigger()  # allowed by the rules, not what this step teaches
    assert mode.session.position == position
    assert "this lesson goes another way" in mode.lesson_panel.feedback.text()
    assert "Take the 3" in mode.lesson_panel.instruction.text()


def test_the_learner_can_leave_and_resume_at_the_same_step(qtbot):
    mode = _mode(qtbot)
    mode.start_tutorial()
    for _ in range(6):
        _advance(qtbot, mode)
    reached, position = mode.lesson.index, mode.session.position
    QTest.mouseClick(mode.lesson_panel.leave_button, Qt.LeftButton)
    assert mode.lesson is None and mode.lesson_panel is None
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
    assert progress.load_step(len(STEPS)) == 2
