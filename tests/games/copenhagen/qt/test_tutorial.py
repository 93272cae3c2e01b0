"""Learn the game through the card game's table: every step's moves made by clicks on
the real scene and the turn panel, the coach framing what each step talks about,
refusals explained (a wrong tile refused as soon as it is picked up), leaving and
resuming, and playing on against the computer. The lesson's own behaviour is tested
once on the fake game (tests/shell/test_shared_lesson.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from copenhagen_gui.games.copenhagen.rules.actions import Build, TakeCard
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, EventKind, GameOptions
from copenhagen_gui.games.copenhagen.tutorial.script import LEARNER, Topic
from copenhagen_gui.shell.lesson.panel import LessonPanel
from copenhagen_gui.shell.lesson.script import StepKind
from copenhagen_gui.shell.lesson.session import LessonSession

from .gestures import click, do
from .local_session import LocalSession


@pytest.fixture
def lesson_table(make_table):
    mode, _, window = make_table(bots=(None, "strong"))
    mode.lesson_delay_ms = 0
    return mode, window


def _panel(mode) -> LessonPanel | None:
    """The lesson's bubble (not one of a lesson left, until it is deleted)."""
    return next((p for p in mode.table_widget().findChildren(LessonPanel) if p.isEnabled()), None)


def _open_next_step(mode, qtbot):
    lesson = mode.lesson
    index = lesson.index
    _panel(mode).next_button.click()
    qtbot.waitUntil(lambda: lesson.index == index + 1 and not lesson.playing)


def _framed(mode, key) -> QRectF:
    """Where the coach frames ``key``, in the view's pixels."""
    return mode.view.mapFromScene(mode.scene.lesson_rect(key)).boundingRect().toRectF()


def _bubble_shown(mode) -> bool:
    panel = _panel(mode)
    return panel is not None and panel.isVisible()


def _coach(mode):
    return mode._guide.coach


def test_start_tutorial_puts_the_lessons_game_on_the_table(lesson_table):
    mode, _ = lesson_table
    assert mode.start_tutorial() is True
    assert isinstance(mode.session, LessonSession)
    assert mode.lesson.step.topic is Topic.WELCOME
    assert _panel(mode).isVisible()
    assert not mode.scene.cover.isVisible()  # one person at the table: no hand-off
    assert not mode.can_hint()  # the lesson says what to do


def test_the_whole_lesson_by_mouse(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    panel = _panel(mode)
    while True:
        step = lesson.step
        # The coach frames what the step talks about, the bubble beside it.
        qtbot.waitUntil(lambda: bool(_coach(mode).overlay.targets))
        if step.kind is StepKind.DO:
            assert not panel.next_button.isEnabled()
            for position in step.actions:
                (expected, *_) = lesson.expected_moves()
                assert mode.session.position == position
                if isinstance(expected, TakeCard):
                    qtbot.waitUntil(lambda e=expected: _framed(mode, ("slot", e.slot)) in _coach(mode).overlay.targets)
                do(mode, expected)
                # made (a refill may follow at once, from the stacked deck)
                assert mode.session.position > position, (step.topic, expected)
                assert mode.session.action_at(position) == expected
            assert lesson.feedback_ok and lesson.feedback
        if lesson.at_end():
            break
        _open_next_step(mode, qtbot)
    # The last prepared game ends at once on the learner's 12 points or more.
    state = mode.session.state
    assert state.is_over and state.winners == (LEARNER,) and state.players[LEARNER].points >= 12
    assert panel.next_button.text().replace("&", "") == "Finish"
    panel.next_button.click()
    assert mode.lesson is None
    assert not _bubble_shown(mode)


def test_a_chapter_from_a_situation_starts_its_own_game_and_back_returns_to_the_first(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    first = next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.ADDITIONAL_CARD)
    lesson.go_to(first - 1)
    (refresh, *_) = lesson.expected_moves()
    do(mode, refresh)
    _open_next_step(mode, qtbot)
    assert lesson.step.topic is Topic.ADDITIONAL_CARD
    assert mode.panel.message.text() == ""  # nothing said of the first game's last move
    state = mode.session.state
    assert mode.session.position == 0 and state.players[LEARNER].points == 4  # the situation's house
    assert all(side is not None for side in state.players[LEARNER].abilities[:2])
    _panel(mode).back_button.click()
    assert lesson.step.topic is Topic.REFRESH and mode.session.state.players[LEARNER].points == 2


def test_playing_on_after_leaving_the_first_game_puts_the_computer_in_the_other_seat(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    _open_next_step(mode, qtbot)
    _panel(mode).leave_button.click()
    # The lesson is left; its game goes on as an ordinary one against the computer.
    assert mode.lesson is None
    assert not isinstance(mode.session, LessonSession)
    assert mode.session.bots == (None, "normal")
    assert not _bubble_shown(mode)


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
    assert mode.lesson.feedback == ("The rules allow that, but this lesson follows a prepared game. "
                                    "Click the card in harbour place 4.")


def test_another_tile_is_refused_as_soon_as_it_is_picked_up(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    lesson.go_to(next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.ORIENTATION))
    (build, *_) = lesson.expected_moves()
    click(mode, mode.scene.item(("stack", "purple-2")))  # one the cards pay for, not the lesson's
    assert mode.controller.selection.tile is None
    assert lesson.feedback.endswith(_panel(mode).instruction.text()) and not lesson.feedback_ok
    click(mode, mode.scene.item(("stack", build.tile)))
    assert mode.controller.selection.tile == build.tile and lesson.feedback == ""


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
    _panel(mode).back_button.click()
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
    assert mode.lesson is None and not _bubble_shown(mode)
    mode.start_tutorial()
    assert mode.lesson.index == 6 and mode.lesson.step.topic is topic
    assert mode.session.position == mode.lesson.step.start
    _panel(mode).restart_button.click()
    assert mode.lesson.index == 0


def test_a_build_step_frames_the_stack_and_the_squares_it_names(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    index = next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.ORIENTATION)
    lesson.go_to(index)
    (build, *_) = lesson.expected_moves()
    assert isinstance(build, Build)
    keys = [("stack", build.tile)] + [("cell", LEARNER, cell) for cell in build.cells]
    qtbot.waitUntil(lambda: all(_framed(mode, key) in _coach(mode).overlay.targets for key in keys))
    bubble = QRectF(_panel(mode).geometry())
    assert not any(bubble.intersects(_framed(mode, key)) for key in keys[:1])  # beside its anchor


def test_the_chapters_of_the_lesson(lesson_table):
    mode, _ = lesson_table
    mode.start_tutorial()
    panel = _panel(mode)
    titles = [a.text() for a in panel.chapter_menu.actions()]
    assert titles == ["1. Cards from the harbour", "2. Building facades", "3. Ability tiles and the deck",
                      "4. Rows and Refresh", "5. More ability tiles", "6. Three or four players",
                      "7. How the game ends"]
    panel.chapter_menu.actions()[2].trigger()
    assert mode.lesson.step.topic is Topic.ANY_CARDS
    panel.chapter_menu.actions()[6].trigger()  # from a prepared situation
    assert mode.lesson.step.topic is Topic.END_CARD_UP
    assert mode.session.state.pile_count == 4


def test_a_spot_that_is_not_the_prepared_one_is_refused_before_the_payment_is_asked(lesson_table):
    from copenhagen_gui.games.copenhagen.ui import view_hints

    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    lesson.go_to(next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.ABILITY_USE))
    (build, *_) = lesson.expected_moves()
    c = mode.controller
    click(mode, mode.scene.item(("stack", build.tile)))
    state = mode.session.state
    spots = view_hints.options_by_anchor(state, LEARNER, build.tile, 0, False)
    anchor, option = next(
        (anchor, option) for anchor, option in spots.items()
        if frozenset(option.placement.cells) != frozenset(build.cells)
        and len(view_hints.build_choices(state, LEARNER, option)) > 1)
    click(mode, mode.scene.item(("cell", LEARNER, anchor)))  # a legal spot, with two ways to pay
    assert c.choices == () and c.selection.pending is None  # no payment asked
    assert not lesson.feedback_ok and lesson.feedback.endswith(_panel(mode).instruction.text())


def test_leaving_in_a_chapter_from_a_situation_plays_that_game_on_against_the_computer(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    lesson = mode.lesson
    lesson.go_to(next(i for i, s in enumerate(lesson.steps) if s.topic is Topic.CHANGE_OF_COLORS))
    state = mode.session.state
    _panel(mode).leave_button.click()
    assert mode.lesson is None and not isinstance(mode.session, LessonSession)
    assert mode.session.state == state and mode.session.record.start is not None
    assert mode.session.bots == (None, "normal")



def test_the_game_of_three_the_end_card_waits_aside_then_joins_the_new_deck(lesson_table, qtbot):
    mode, _ = lesson_table
    mode.start_tutorial()
    panel = _panel(mode)
    panel.chapter_menu.actions()[5].trigger()  # "6. Three or four players"
    lesson, session = mode.lesson, mode.session
    # A prepared situation of three seats: the learner, Karen and Otto, each with a house.
    assert lesson.step.topic is Topic.END_CARD_ASIDE and lesson.step.kind is StepKind.DO
    assert session.names == ("You", "Karen", "Otto") and session.state.player_count == 3
    assert all(mode.scene.item(("house", seat)) is not None for seat in range(3))
    assert "you, Karen and Otto" in panel.text.text()
    state = session.state
    assert state.end_card is EndCardPlace.SET_ASIDE and state.pile_count == 1
    assert "End of Game card: set aside until the reshuffle" in mode.panel.progress.texts()
    # The learner takes two cards; the refill empties the deck and reshuffles the
    # discard pile, the End card with it.
    for expected in lesson.expected_moves():
        qtbot.waitUntil(lambda e=expected: _framed(mode, ("slot", e.slot)) in _coach(mode).overlay.targets)
        do(mode, expected)
    state = session.state
    kinds = [e.kind for e in state.events]
    assert EventKind.RESHUFFLED in kinds and EventKind.END_CARD_SHUFFLED_IN in kinds
    assert state.end_card is EndCardPlace.IN_PILE and sum(state.discard) == 0 and state.pile_count == 42
    assert lesson.feedback == "Well done! Click Next to go on."
    _open_next_step(mode, qtbot)
    assert lesson.step.topic is Topic.RESHUFFLE and "new deck of 42 cards" in panel.text.text()
    # Next: Karen's turn, then Otto's, played by the lesson and named in the bubble.
    said = []
    lesson.changed.connect(lambda: said.append(panel.instruction.text()))
    hands = [p.hand_count for p in session.state.players]
    _open_next_step(mode, qtbot)
    assert [t for t in dict.fromkeys(said) if t] == ["Karen is playing…", "Otto is playing…"]
    assert lesson.step.topic is Topic.END_CARD_SHUFFLED_IN
    assert [session.spec.action_seat(session.action_at(i)) for i in range(3, 9)] == [1, 1, None, 2, 2, None]
    state = session.state
    assert [p.hand_count for p in state.players] == [hands[0], hands[1] + 2, hands[2] + 2]
    assert state.pile_count == 38  # the End card may come once 10 are left: the strip counts down to it
    assert any(t.startswith("End of Game card: after 28 more card") for t in mode.panel.progress.texts())
    assert panel.text.text().startswith("With that first new deck the End of Game card went in too")
    # Leaving here plays the game of three on against two computer players.
    panel.leave_button.click()
    assert mode.session.names == ("You", "Karen", "Otto") and mode.session.bots == (None, "normal", "normal")
