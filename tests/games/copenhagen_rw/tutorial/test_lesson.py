"""Learn the game (Roll & Write), played by a scripted learner through the real window:
the learner makes every move of their own seat (never the demo), one idea per step in
a coach-mark bubble beside the thing it talks about, wrong moves and pick-ups explained,
Back, and leaving and resuming. The lesson's own behaviour (shell/lesson) is tested
once on the fake game (tests/shell/test_lesson.py); these are Roll & Write's script and
table."""

from __future__ import annotations

import json

import pytest
from learner import InputWatch, draw, make_move
from PySide6.QtCore import QLocale, QRectF
from ui_helpers import click, hover_for_cells, make_window

from copenhagen_gui.core import lesson_progress
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place
from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, WIDTH, bit
from copenhagen_gui.games.copenhagen_rw.rules.engine import placement_reason
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase, Reason
from copenhagen_gui.games.copenhagen_rw.spec import SPEC
from copenhagen_gui.games.copenhagen_rw.tutorial import script
from copenhagen_gui.games.copenhagen_rw.tutorial.lesson import RollAndWriteLesson
from copenhagen_gui.games.copenhagen_rw.tutorial.script import LEARNER, Topic
from copenhagen_gui.games.copenhagen_rw.tutorial.texts import topic_title
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.ghost import ghost_cells, rotation_count
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.lesson.lesson import progress_path
from copenhagen_gui.shell.lesson.panel import LessonPanel
from copenhagen_gui.shell.lesson.script import StepKind, problems
from copenhagen_gui.shell.lesson.session import LessonSession


@pytest.fixture
def language(qapp):
    locale = QLocale()

    def switch(code):
        code = i18n.install_language(qapp, code)
        qapp.processEvents()
        return code

    yield switch
    i18n.clear_language(qapp)
    QLocale.setDefault(locale)
    qapp.processEvents()


def _demo(qtbot):
    window = make_window(qtbot)
    window.mode.controller.animate_dice = False
    window.mode.lesson_delay_ms = 0
    window.actions.get("learn").trigger()
    lesson = window.mode.lesson
    bubble = _bubble(window)
    qtbot.waitUntil(lambda: not lesson.playing, timeout=5000)
    return window, lesson, bubble


def _bubble(window) -> LessonPanel | None:
    """The lesson's bubble (not one of a lesson left, until it is deleted)."""
    return next((p for p in window.findChildren(LessonPanel) if p.isEnabled()), None)


def _prepared(lesson):
    """The prepared moves of the game the current step plays."""
    return lesson.script.games[lesson.step.game].actions


def _finish_step(qtbot, window, lesson, watch=None):
    """Make every prepared move of the current step through the window."""
    moves = _prepared(lesson)
    index = lesson.index
    while lesson.waiting_for_learner() and lesson.index == index:
        position = lesson.session.position
        action = moves[position]
        following = moves[position + 1] if position + 1 < len(moves) else None
        session = lesson.session
        make_move(window, action, following, watch)
        # (a practice step may have gone on at once to the next prepared table: the old
        # session is then let go, and not asked again)
        assert lesson.session is not session or session.position > position, (action, lesson.feedback)


def _next(qtbot, lesson, bubble):
    assert bubble.next_button.isEnabled()
    bubble.next_button.click()
    qtbot.waitUntil(lambda: not lesson.playing, timeout=5000)


def _go_on(qtbot, lesson, bubble):
    """After the learner's moves: a practice step goes on by itself, else Next."""
    if lesson.waiting_for_learner():
        return  # already on to a step of the learner's moves
    if lesson.is_practice():
        # It may have gone on already (the learner's last click let the timer run).
        if lesson.step_done() and not lesson.at_end():
            index = lesson.index
            qtbot.waitUntil(lambda: lesson.index != index and not lesson.playing, timeout=5000)
        qtbot.waitUntil(lambda: not lesson.playing, timeout=5000)
    else:
        _next(qtbot, lesson, bubble)


def test_every_move_of_the_learner_is_in_a_step_and_each_step_has_one_idea():
    lesson = RollAndWriteLesson()
    # Every prepared move legal, every situation one the rules reach, the chapters in order.
    assert problems(lesson, SPEC) == []
    assert script.coverage(lesson.games) == script.REQUIRED == set(Topic)  # every rule has its step
    steps = lesson.steps
    for index, game in enumerate(lesson.games):
        learner_moves = {i for i, a in enumerate(game.actions) if a.player == LEARNER}
        own = [s for s in steps if s.game == index]
        in_steps = {i for s in own if s.kind is StepKind.DO for i in s.actions}
        assert learner_moves == in_steps  # the lesson never plays one of them
        assert all(game.actions[i].player != LEARNER for s in own if s.kind is StepKind.SHOW
                   for i in s.actions)
        assert own[-1].end == len(game.actions)  # each prepared game played to its last move
        assert (game.situation is None) == (index == 0)  # later rules start from a situation
    shown = [s.topic for s in steps if s.topic is not None]  # (one idea per step)
    assert len(shown) == len(set(shown))  # each rule explained once
    assert len(lesson.chapter_titles()) == len(script.CHAPTERS) == steps[-1].chapter + 1


def test_a_step_on_a_prepared_table_says_so_first():
    lesson = RollAndWriteLesson()
    lead = "Later in a game, on a prepared table:"
    for i, step in enumerate(lesson.steps):
        opens_a_table = i > 0 and step.game != lesson.steps[i - 1].game
        assert lesson.text(step, ["You", "Karen"]).startswith(lead) == opens_a_table, i


@pytest.mark.parametrize("code", ["en", "fr", "de", "nl"])
def test_every_topic_has_its_text(code):
    data = json.loads(resource_path("tutorial", f"{code}.json").read_text(encoding="utf-8"))
    for topic in Topic:
        entry = data["topics"][topic.value]
        assert entry["title"].strip() and len(entry["text"]) > 40, (code, topic)  # a sentence or more
    if code != "en":
        english = json.loads(resource_path("tutorial", "en.json").read_text(encoding="utf-8"))
        assert all(data["topics"][t.value]["text"] != english["topics"][t.value]["text"]
                   for t in Topic)


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_learner_makes_every_move_of_their_own(qtbot, language, monkeypatch, code):
    language(code)
    watch = InputWatch(monkeypatch)
    window, lesson, bubble = _demo(qtbot)
    seen_titles = []
    lines_seen = []
    while True:
        seen_titles.append(bubble.title.text())
        lines = [bubble.title.text(), bubble.text.text(), bubble.instruction.text()]
        lines_seen.append(lines)
        shown = [line for line in lines if line]
        assert len(shown) == len(set(shown))  # no line said twice in one bubble
        if lesson.waiting_for_learner():
            assert bubble.instruction.text()
            assert not bubble.next_button.isEnabled()  # the demo waits for the move
            _finish_step(qtbot, window, lesson, watch)
            continue  # the step's bubble again (praise), or the next step's
        if lesson.at_end():
            break
        _go_on(qtbot, lesson, bubble)
    assert window.session.state.phase is Phase.GAME_OVER
    assert window.session.position == len(_prepared(lesson))
    own = watch.seat_moves(LEARNER)
    assert len(own) == sum(1 for game in lesson.script.games for a in game.actions if a.player == LEARNER)
    assert all(by_input for _, by_input in own), [a for a, by in own if not by]
    titles = "\n".join(seen_titles)
    for topic in Topic:
        assert topic_title(topic, code) in titles
    with qtbot.waitSignal(lesson.finished):
        bubble.next_button.click()


def test_the_bubble_points_at_what_the_step_talks_about(qtbot):
    window, lesson, bubble = _demo(qtbot)
    coach = window.mode._guide.coach
    viewport = window.mode.view.viewport()
    _next(qtbot, lesson, bubble)  # the two-player setup: the learner's start track
    assert lesson.step.topic is Topic.SETUP
    qtbot.waitUntil(lambda: not coach.overlay.target.isEmpty())
    options = lesson.script.games[0].options
    track = window.mode.view.mapFromScene(window.mode.scene.lesson_rect(
        ("track", LEARNER, options.start_tracks[LEARNER]))).boundingRect().toRectF()
    assert coach.overlay.target == track.intersected(QRectF(viewport.rect()))
    placed = QRectF(bubble.geometry())
    assert not placed.intersects(track)  # beside the thing, not over it
    assert QRectF(viewport.rect()).contains(placed)
    assert bubble.isVisible() and bubble.title.text() == topic_title(Topic.SETUP, "en")


def test_wrong_moves_are_refused_and_explained(qtbot):
    window, lesson, bubble = _demo(qtbot)
    _next(qtbot, lesson, bubble)
    _next(qtbot, lesson, bubble)
    assert lesson.waiting_for_learner()
    window.mode.controller.intents.pass_turn()  # a move before the roll: the rules' own reason
    assert texts.reason_text(Reason.NOT_ROLLED_YET) in bubble.feedback.text()
    while not (lesson.waiting_for_learner()
               and isinstance(_prepared(lesson)[lesson.session.position], ChooseShape)):
        if lesson.waiting_for_learner():
            make_move(window, _prepared(lesson)[lesson.session.position])
        else:
            _next(qtbot, lesson, bubble)
    choose = _prepared(lesson)[lesson.session.position]
    place = _prepared(lesson)[lesson.session.position + 1]
    assert isinstance(place, Place)
    c = window.mode.controller
    click(window, window.mode.scene.shape_item(choose.shape))
    filled = window.session.state.sheet.filled
    air = next(cells for x in range(WIDTH) for y in range(3, HEIGHT)
               for cells in [ghost_cells(choose.shape, c.rotation, (x, y))]
               if placement_reason(filled, choose.shape, cells) is Reason.UNSUPPORTED)
    before = window.session.position
    draw(window, choose.shape, air)
    assert window.session.position == before
    assert texts.reason_text(Reason.UNSUPPORTED) in bubble.feedback.text()
    other = next(p.cells for p in _legal(filled, choose.shape)
                 if frozenset(p.cells) != frozenset(map(tuple, place.cells)))
    draw(window, choose.shape, other)
    assert window.session.state.sheet.filled == filled
    assert bubble.feedback.text().startswith("The rules allow that, but this lesson follows a prepared game.")
    assert bubble.feedback.text().endswith(bubble.instruction.text())  # the step's own words
    draw(window, choose.shape, place.cells)
    assert window.session.state.sheet.filled == filled | sum(bit(*cell) for cell in place.cells)


def _legal(filled, shape):
    from copenhagen_gui.games.copenhagen_rw.rules.engine import placements

    forms = rotation_count(shape)
    return [p for p in placements(filled, shape) if p.rotation < forms]


def test_back_rebuilds_the_previous_step(qtbot):
    window, lesson, bubble = _demo(qtbot)
    _next(qtbot, lesson, bubble)
    _next(qtbot, lesson, bubble)
    make_move(window, _prepared(lesson)[0])
    _next(qtbot, lesson, bubble)
    assert window.session.state.phase is Phase.CHOOSE
    dice = window.session.state.turn.dice
    bubble.back_button.click()
    assert window.session is lesson.session
    assert window.session.state.phase is Phase.ROLL  # the roll is taken back by Back
    assert lesson.waiting_for_learner()
    make_move(window, _prepared(lesson)[0])
    assert window.session.state.turn.dice == dice  # the same prepared dice again
    assert not window.session.can_undo()  # Back replaces undo in the demo


def test_leaving_keeps_the_step_and_learn_the_game_resumes_there(qtbot):
    window, lesson, bubble = _demo(qtbot)
    for _ in range(3):
        if lesson.waiting_for_learner():
            _finish_step(qtbot, window, lesson)
        _go_on(qtbot, lesson, bubble)
    index = lesson.index
    assert index >= 3 and lesson_progress.saved_step(progress_path(SPEC.game_id), len(lesson.steps)) == index
    bubble.leave_button.click()
    assert window.mode.lesson is None
    assert window.session.bots == (None, "normal")  # the game goes on against the computer
    # That game is the learner's now: Learn the game asks before it takes its place.
    _leave_it_when_asked()
    window.actions.get("learn").trigger()
    assert window.mode.lesson.index == index
    assert _bubble(window).isVisible()


def test_new_choice_a_click_on_the_green_ghost_draws_the_crossed_out_shape(qtbot):
    """Issue 14 item 12: with New choice, clicking the legal ghost did nothing."""
    window, lesson, bubble = _demo(qtbot)
    step = next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.NEW_CHOICE)
    lesson.go_to(step)
    choose, place = _prepared(lesson)[lesson.step.start:lesson.step.end]
    assert choose.shape in window.session.state.crossed
    from copenhagen_gui.games.copenhagen_rw.rules.components import Ability

    scene = window.mode.scene
    click(window, scene.ability_item(LEARNER, Ability.NEW_CHOICE))
    click(window, scene.shape_item(choose.shape))
    assert window.mode.controller.selected_shape == choose.shape
    draw(window, choose.shape, place.cells)
    assert window.session.position == lesson.step.end, bubble.feedback.text()
    assert window.session.state.players[LEARNER].filled & bit(*place.cells[0])


def test_bubble_follows_the_language(qtbot, qapp, language):
    window, lesson, bubble = _demo(qtbot)
    assert bubble.title.text() == topic_title(Topic.WELCOME, "en")
    language("de")
    assert bubble.title.text() == topic_title(Topic.WELCOME, "de")
    assert bubble.next_button.text() == "&Weiter"


def test_learn_the_game_from_the_menu_and_leave_it_for_a_new_game(qtbot):
    from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions
    from copenhagen_gui.session import storage

    window, lesson, bubble = _demo(qtbot)
    assert isinstance(window.session, LessonSession) and bubble.isVisible()
    assert not window.actions.get("hint").isEnabled()  # the demo says what to do
    _next(qtbot, lesson, bubble)
    _next(qtbot, lesson, bubble)
    make_move(window, _prepared(lesson)[0])
    _next(qtbot, lesson, bubble)
    reroll = lesson.expected_moves()[0]
    # What to click is lit: the dice of the reroll.
    assert window.mode.controller.hints().selected_dice == frozenset(reroll.dice)
    # No autosave of the demo.
    assert not window.autosave.pending
    assert storage.read_autosave() is None or storage.read_autosave().names != window.session.names
    window.start_game(GameOptions(2), ["A", "B"], 1)
    assert window.mode.lesson is None and window.mode._guide is None
    assert _bubble(window) is None
    assert window.mode.controller.highlight_provider is None


def _leave_it_when_asked():
    """Answer "Leave the unfinished game?" with Leave it, once it shows."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        next(b for b in box.buttons() if b.text().replace("&", "") == "Leave it").click()

    QTimer.singleShot(0, answer)



def _to_the_first_shape(qtbot, window, lesson, bubble):
    """Go to the step where the learner first picks a shape and draws it."""
    lesson.go_to(next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.DRAW))
    qtbot.waitUntil(lesson.waiting_for_learner)
    choose = _prepared(lesson)[lesson.session.position]
    assert isinstance(choose, ChooseShape)
    return choose


def test_picking_up_another_shape_is_refused_at_the_first_click_with_the_step_s_words(qtbot):
    window, lesson, bubble = _demo(qtbot)
    choose = _to_the_first_shape(qtbot, window, lesson, bubble)
    c = window.mode.controller
    from copenhagen_gui.games.copenhagen_rw.ui import view_hints

    other = next(shape for shape in c.commands().takeable_shapes if shape != choose.shape
                 and view_hints.pick_reason(window.session.state, 0, shape, c.mode) is None)
    click(window, window.mode.scene.shape_item(other))
    assert c.selected_shape is None  # not in hand
    assert bubble.feedback.text().startswith("The rules allow that, but this lesson follows a prepared game.")
    assert bubble.feedback.text().endswith(bubble.instruction.text())
    click(window, window.mode.scene.shape_item(choose.shape))
    assert c.selected_shape == choose.shape and bubble.feedback.text() == ""


def test_the_red_reason_goes_once_the_pointer_is_on_a_legal_spot(qtbot):
    window, lesson, bubble = _demo(qtbot)
    choose = _to_the_first_shape(qtbot, window, lesson, bubble)
    c = window.mode.controller
    click(window, window.mode.scene.shape_item(choose.shape))
    filled = window.session.state.sheet.filled
    air = next(cells for x in range(WIDTH) for y in range(3, HEIGHT)
               for cells in [ghost_cells(choose.shape, c.rotation, (x, y))]
               if placement_reason(filled, choose.shape, cells) is Reason.UNSUPPORTED)
    draw(window, choose.shape, air)
    assert texts.reason_text(Reason.UNSUPPORTED) in bubble.feedback.text()
    assert not lesson.feedback_ok
    legal = _legal(filled, choose.shape)[0]
    hover_for_cells(window, choose.shape, legal.cells)
    qtbot.waitUntil(lambda: lesson.feedback_ok and bubble.feedback.text() == "")


def test_the_roll_instruction_names_the_button_as_it_reads(qtbot, language):
    for code in ("en", "de"):
        language(code)
        window, lesson, bubble = _demo(qtbot)
        lesson.go_to(next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.ROLL))
        button = window.mode.panel.button("roll").text().replace("&", "")
        assert f"“{button}”" in bubble.instruction.text() or f"„{button}“" in bubble.instruction.text()
        window.close()


def test_a_later_rule_starts_from_its_prepared_table_and_back_returns_to_the_game_before(qtbot):
    window, lesson, bubble = _demo(qtbot)
    passing = next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.PASS)
    step = lesson.steps[passing]
    assert step.game > 0 and lesson.steps[passing - 1].game == step.game - 1
    lesson.go_to(passing)
    qtbot.waitUntil(lesson.waiting_for_learner)
    game = lesson.script.games[step.game]
    assert window.session is lesson.session
    assert window.session.state == SPEC.state_from_json(game.situation, game.options)  # the table
    assert bubble.text.text().startswith("Later in a game, on a prepared table:")
    # The reason (the dice) anchors the bubble, off the building; the button is framed too.
    assert lesson.framed() == (("dice",), ("button", "pass"))
    make_move(window, lesson.expected_moves()[0])
    assert window.session.state.turn.drawn and window.session.state.players[LEARNER].filled == \
        SPEC.state_from_json(game.situation, game.options).players[LEARNER].filled  # nothing drawn
    bubble.back_button.click()  # back to the last step of the game before
    assert lesson.index == passing - 1 and lesson.step.game == step.game - 1
    before = lesson.script.games[step.game - 1]
    assert window.session.position == len(before.actions)


def test_the_bubble_leaves_the_dice_in_view_where_a_side_allows(qtbot):
    """Where the step is not about the dice, the bubble sits on a side that hides none of
    them whenever one of its four sides beside the target does (a step choosing a shape
    on the pad is read with the roll in view)."""
    from copenhagen_gui.shell.lesson.coach import GAP

    window, lesson, bubble = _demo(qtbot)
    coach, view = window.mode._guide.coach, window.mode.view
    checked = 0
    while not lesson.at_end():
        coach.place()
        keys = lesson.framed()
        dice = [view.mapFromScene(d.sceneBoundingRect()).boundingRect().toRectF()
                for d in window.mode.scene.tray.dice if d.isVisible()]
        target = coach.overlay.targets[0] if coach.overlay.targets else QRectF()
        if dice and not target.isEmpty() and not any(k and k[0] in ("dice", "die") for k in keys):
            w, h = bubble.width(), bubble.height()
            area = QRectF(view.viewport().rect())
            sides = [QRectF(target.right() + GAP, target.center().y() - h / 2, w, h),
                     QRectF(target.left() - GAP - w, target.center().y() - h / 2, w, h),
                     QRectF(target.center().x() - w / 2, target.bottom() + GAP, w, h),
                     QRectF(target.center().x() - w / 2, target.top() - GAP - h, w, h)]
            if any(area.contains(s) and not any(s.intersects(d) for d in dice) and not s.intersects(target)
                   for s in sides):
                placed = QRectF(bubble.geometry())
                assert not any(placed.intersects(d) for d in dice), (lesson.index, bubble.title.text())
                checked += 1
        if lesson.waiting_for_learner():
            _finish_step(qtbot, window, lesson)
            continue
        _go_on(qtbot, lesson, bubble)
    assert checked >= 10
