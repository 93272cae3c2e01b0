"""The guided demo ("Learn the game"), played by a scripted learner through the real
window: it can be completed in every language, refuses wrong moves with the right
explanation, and Next/Back move between steps."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QLocale
from tutorial_learner import draw, make_move, show_lesson
from ui_helpers import click, click_cell, make_window

from copenhagen_gui.resources import resource_path
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place
from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, WIDTH, bit
from copenhagen_gui.games.copenhagen_rw.rules.engine import placement_reason
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase, Reason
from copenhagen_gui.shell import i18n
from copenhagen_gui.games.copenhagen_rw import texts
from copenhagen_gui.games.copenhagen_rw.ui.ghost import ghost_cells, rotation_count
from copenhagen_gui.games.copenhagen_rw.tutorial import script
from copenhagen_gui.games.copenhagen_rw.tutorial.lesson import Lesson, not_prepared_text
from copenhagen_gui.games.copenhagen_rw.tutorial.panel import TutorialPanel
from copenhagen_gui.games.copenhagen_rw.tutorial.script import StepKind, Topic


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
    lesson = Lesson(window, delay_ms=0)
    show_lesson(window, lesson)
    panel = TutorialPanel(lesson)
    qtbot.addWidget(panel)
    lesson.start()
    return window, lesson, panel


def _finish_step(qtbot, window, lesson):
    """Make every prepared move of the current step through the window."""
    moves = lesson.game.actions
    while lesson.waiting_for_learner():
        position = lesson.session.position
        action = moves[position]
        following = moves[position + 1] if position + 1 < len(moves) else None
        make_move(window, action, following)
        assert lesson.session.position > position, (action, lesson.feedback)


def _next(qtbot, lesson, panel):
    click_button = panel.next_button
    assert click_button.isEnabled()
    click_button.click()
    qtbot.waitUntil(lambda: not lesson.playing, timeout=5000)


def test_prepared_game_shows_every_rule():
    game = script.load_game()
    assert script.REQUIRED <= script.coverage(game)
    steps = script.build_steps(game)
    # Every step starts where the previous one ended (or later: moves the demo plays).
    assert all(a.end <= b.start or b.kind is StepKind.SHOW for a, b in zip(steps, steps[1:]))
    assert steps[-1].end == len(game.actions)
    # Each rule is explained once.
    shown = [t for s in steps for t in s.topics]
    assert len(shown) == len(set(shown))


@pytest.mark.parametrize("code", ["en", "fr", "de", "nl"])
def test_every_topic_has_its_text(code):
    data = json.loads(resource_path("tutorial", f"{code}.json").read_text(encoding="utf-8"))
    for topic in Topic:
        entry = data["topics"][topic.value]
        assert entry["title"].strip() and len(entry["text"]) > 80, (code, topic)
    if code != "en":
        english = json.loads(resource_path("tutorial", "en.json").read_text(encoding="utf-8"))
        assert all(data["topics"][t.value]["text"] != english["topics"][t.value]["text"]
                   for t in Topic)


@pytest.mark.parametrize("code", ["en", "fr", "de", "nl"])
def test_learner_completes_the_demo(qtbot, language, code):
    language(code)
    window, lesson, panel = _demo(qtbot)
    seen_titles = []
    assert not panel.back_button.isEnabled()
    while True:
        seen_titles.append(panel.title.text())
        if lesson.waiting_for_learner():
            assert panel.instruction.text()
            assert not panel.next_button.isEnabled()  # the demo waits for the move
            _finish_step(qtbot, window, lesson)
            assert lesson.feedback  # praise
        if lesson.at_end():
            break
        _next(qtbot, lesson, panel)
    state = window.session.state
    assert state.phase is Phase.GAME_OVER
    assert window.session.position == len(lesson.game.actions)
    titles = "\n".join(seen_titles)
    from copenhagen_gui.games.copenhagen_rw.tutorial.texts import topic_title

    for topic in script.REQUIRED:
        assert topic_title(topic, code) in titles
    assert panel.next_button.isEnabled()
    with qtbot.waitSignal(lesson.finished):
        panel.next_button.click()


def _play_until(qtbot, window, lesson, panel, kind):
    """Make the learner's moves and click Next until the demo waits for a move of ``kind``."""
    while True:
        if lesson.waiting_for_learner():
            position = lesson.session.position
            action = lesson.game.actions[position]
            if isinstance(action, kind):
                return action
            make_move(window, action, lesson.game.actions[position + 1])
        else:
            _next(qtbot, lesson, panel)


@pytest.mark.parametrize("code", ["en", "fr"])
def test_wrong_moves_are_refused_and_explained(qtbot, language, code):
    language(code)
    window, lesson, panel = _demo(qtbot)
    _next(qtbot, lesson, panel)
    assert lesson.waiting_for_learner()
    # A move before the roll: the rules' own reason, naming the step it belongs to.
    window.mode.controller.pass_turn()
    assert texts.reason_text(Reason.NOT_ROLLED_YET) in panel.feedback.text()
    choose = _play_until(qtbot, window, lesson, panel, ChooseShape)
    place = lesson.game.actions[lesson.session.position + 1]
    assert isinstance(place, Place)
    c = window.mode.controller
    click(window, window.mode.scene.shape_item(choose.shape))
    assert c.selected_shape == choose.shape

    # An illegal spot (the shape in the air): the rule's own reason.
    filled = window.session.state.sheet.filled
    air = next(cells for x in range(WIDTH) for y in range(3, HEIGHT)
               for cells in [ghost_cells(choose.shape, c.rotation, (x, y))]
               if placement_reason(filled, choose.shape, cells) is Reason.UNSUPPORTED)
    before = window.session.position
    draw(window, choose.shape, air)
    assert window.session.position == before
    assert texts.reason_text(Reason.UNSUPPORTED) in panel.feedback.text()
    assert not panel.feedback.isHidden()

    # A legal spot that is not the prepared one: allowed by the rules, refused by the demo.
    other = next(p.cells for p in _legal(filled, choose.shape)
                 if frozenset(p.cells) != frozenset(map(tuple, place.cells)))
    draw(window, choose.shape, other)
    # Choosing and drawing by one click is one gesture: refused as a whole.
    assert window.session.state.phase is Phase.CHOOSE
    assert window.session.state.sheet.filled == filled
    assert panel.feedback.text() == not_prepared_text()
    assert panel.feedback.text() != texts.reason_text(Reason.UNSUPPORTED)
    assert lesson.instruction() in panel.instruction.text()  # what to do instead

    # The prepared spot: accepted.
    draw(window, choose.shape, place.cells)
    assert window.session.state.sheet.filled == filled | sum(bit(*cell) for cell in place.cells)

    # The X on a cell outside the shape: the engine's reason.
    x_step = lesson.game.actions[lesson.session.position]
    _next(qtbot, lesson, panel)
    outside = next((x, y) for y in range(HEIGHT) for x in range(WIDTH)
                   if not window.session.state.turn.placed & bit(x, y))
    click_cell(window, 0, *outside)
    assert texts.reason_text(Reason.NOT_IN_SHAPE) in panel.feedback.text()
    click_cell(window, 0, *x_step.cell)
    assert window.session.state.players[0].crosses == bit(*x_step.cell)


def _legal(filled, shape):
    from copenhagen_gui.games.copenhagen_rw.rules.engine import placements

    forms = rotation_count(shape)
    return [p for p in placements(filled, shape) if p.rotation < forms]


def test_back_rebuilds_the_previous_step(qtbot):
    window, lesson, panel = _demo(qtbot)
    _next(qtbot, lesson, panel)
    make_move(window, lesson.game.actions[0])
    _next(qtbot, lesson, panel)
    assert lesson.index == 2 and window.session.state.phase is Phase.CHOOSE
    dice = window.session.state.turn.dice
    panel.back_button.click()
    assert lesson.index == 1
    assert window.session is lesson.session
    assert window.session.state.phase is Phase.ROLL  # the roll is taken back by Back
    assert lesson.waiting_for_learner()
    make_move(window, lesson.game.actions[0])
    assert window.session.state.turn.dice == dice  # the same prepared dice again
    # Undo does nothing in the demo: Back replaces it.
    assert not window.session.can_undo()


def test_long_stretches_of_demo_moves_go_faster(qtbot):
    lesson = Lesson(delay_ms=450)
    steps = lesson.steps
    # The step after the longest stretch of moves the demo plays on its own.
    k = max(range(1, len(steps)), key=lambda i: len(script.auto_moves(steps, i)))
    count = len(script.auto_moves(steps, k))
    assert count > 13  # long enough to be sped up
    lesson.go_to(k - 1)
    while lesson.waiting_for_learner():
        assert lesson.session.play_prepared()
    lesson.next()
    assert lesson.playing
    assert 0 < lesson.move_interval <= 6000 // count < 450
    lesson.go_to(k)  # no need to sit through it here
    assert not lesson.playing and lesson.session.position == lesson.entry_position(k)
