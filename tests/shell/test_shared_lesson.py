"""The shared "Learn the game" (shell/lesson), tested once on the fake game in the real
window: its four steps (a SHOW step, two DO steps with the other seat's move between
them, a chapter that starts from a situation), Next, Back, the chapter list, Start
over, leaving and resuming (in the same window and after a restart), an unprepared
move or pick-up refused with the step's own words, playing on (kept by the autosave at
once), a language switch mid-lesson, the bubble beside what it frames, and a progress
file that is hostile or cannot be written."""

from __future__ import annotations

import errno
import os

import pytest
from fake_game import mode as fake_mode
from fake_game.lesson import RaceLesson
from fake_game.spec import SPEC, Add, Draw, Reason
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtTest import QTest

from copenhagen_gui.core import lesson_progress
from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.lesson import coach
from copenhagen_gui.shell.lesson.lesson import progress_path
from copenhagen_gui.shell.lesson.panel import BUBBLE_WIDTH, LessonPanel
from copenhagen_gui.shell.lesson.script import PreparedGame, Step, StepKind, problems
from copenhagen_gui.shell.lesson.session import LessonRefusal, LessonSession

LEARNER_MOVES = {1: Add(0, 1), 2: Add(0, 2), 3: Add(0, 2)}  # step index -> its prepared move


@pytest.fixture
def window(new_main_window, fake_game, monkeypatch):
    monkeypatch.setattr(fake_mode.RaceMode, "lesson_delay_ms", 0)
    window = new_main_window()
    window.settings.player_names = ["Ann", "Bob"]
    return window


def _learn(qtbot, window, ask=True):
    """Learn the game (``ask``: from the window, which may ask about the game on the
    table first; else from the table's own mode)."""
    assert window.start_tutorial(SPEC.game_id) if ask else window.mode.start_tutorial()
    lesson = window.mode.lesson
    qtbot.waitUntil(lambda: not lesson.playing)
    return lesson, _bubble(window)


def _bubble(window) -> LessonPanel | None:
    """The lesson's bubble (not one of a lesson left, until it is deleted)."""
    return next((p for p in window.findChildren(LessonPanel) if p.isEnabled()), None)


def _next(qtbot, lesson, panel):
    assert panel.next_button.isEnabled()
    index = lesson.index
    panel.next_button.click()
    qtbot.waitUntil(lambda: lesson.index == index + 1 and not lesson.playing)


def _click(button):
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _do_step(window, lesson):
    """The learner makes the step's prepared move with the table's own button."""
    _click(window.mode.buttons[LEARNER_MOVES[lesson.index].amount])


def test_the_fake_game_s_script_is_sound():
    assert problems(RaceLesson(), SPEC) == []


def test_a_broken_script_is_told_what_is_wrong():
    class Broken(RaceLesson):
        games = (PreparedGame(SPEC.default_options(2), (Draw(0), Add(1, 1))),)
        steps = (Step(StepKind.DO, 1, 2, 0, "one"), Step(StepKind.SHOW, 0, 0, 1, "welcome"))

    found = problems(Broken(), SPEC)
    assert any("NOT_YOUR_TURN" in p for p in found)  # the other seat's move at the learner's turn
    assert any("another seat's moves" in p for p in found)
    assert any("goes back" in p for p in found)


def test_next_plays_the_other_seat_then_back_and_the_chapter_list_rebuild_the_game(qtbot, window):
    lesson, panel = _learn(qtbot, window)
    assert (lesson.index, panel.title.text(), panel.progress.text()) == (0, "Welcome to the race", "Step 1 of 4")
    assert not panel.back_button.isEnabled() and not panel.restart_button.isEnabled()
    assert window.session is lesson.session and isinstance(window.session, LessonSession)
    assert window.session.names == ("Ann", "Karen")
    _next(qtbot, lesson, panel)
    assert lesson.waiting_for_learner() and not panel.next_button.isEnabled()
    assert panel.instruction.text() == "Click “+1”."
    _do_step(window, lesson)
    assert window.session.state.count == 1
    assert panel.feedback.text() == "Well done! Click Next to go on."
    _next(qtbot, lesson, panel)  # Karen adds 2 on her own first
    assert window.session.state.count == 3 and lesson.waiting_for_learner()
    assert not window.session.can_undo()  # Back replaces undo in a lesson
    panel.back_button.click()
    assert lesson.index == 1 and window.session.state.count == 0 and lesson.waiting_for_learner()
    assert panel.feedback.text() == ""  # no praise of the step after
    # The chapter list: jump to the chapter that starts from a situation, and back.
    titles = [a.text() for a in panel.chapter_menu.actions()]
    assert titles == ["1. Counting up", "2. Reaching ten"]
    assert panel.chapters.text().startswith("Chapter 1 of 2")
    panel.chapters.click()  # the list opens under its button, and the lesson goes on meanwhile
    qtbot.waitUntil(panel.chapter_menu.isVisible)
    panel.chapter_menu.actions()[1].trigger()
    panel.chapter_menu.hide()
    assert lesson.index == 3 and panel.chapters.text().startswith("Chapter 2 of 2")
    assert window.session.state.count == 8 and window.session.record.start is not None
    panel.back_button.click()  # back across the boundary: the first game again, as it was
    assert lesson.index == 2 and window.session.state.count == 3 and window.session.record.start is None
    panel.chapter_menu.actions()[0].trigger()
    assert lesson.index == 0 and window.session.state.count == 0


def test_the_situation_chapter_is_played_to_the_end_and_finished(qtbot, window):
    lesson, panel = _learn(qtbot, window)
    for _ in range(3):
        if lesson.waiting_for_learner():
            _do_step(window, lesson)
        _next(qtbot, lesson, panel)
    assert lesson.index == 3 and window.session.state.count == 8
    _do_step(window, lesson)
    assert SPEC.is_over(window.session.state) and lesson.at_end()
    assert panel.next_button.text().replace("&", "") == "Finish"
    assert panel.feedback.text() == "Well done: that was the lesson’s last move!"
    panel.next_button.click()
    assert window.mode.lesson is None and not progress_path(SPEC.game_id).exists()
    assert _bubble(window) is None


def test_start_over_and_resume_where_the_learner_left_also_in_a_new_window(qtbot, window, new_main_window):
    lesson, panel = _learn(qtbot, window)
    _next(qtbot, lesson, panel)
    _do_step(window, lesson)
    _next(qtbot, lesson, panel)
    panel.restart_button.click()
    assert lesson.index == 0 and window.session.state.count == 0
    _next(qtbot, lesson, panel)
    _do_step(window, lesson)
    _next(qtbot, lesson, panel)
    assert lesson_progress.saved_step(progress_path(SPEC.game_id)) == 2
    # Another game takes the table: the lesson is left, its place kept.
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id, autosave=False)
    assert window.mode.lesson is None and lesson.session is None
    lesson, panel = _learn(qtbot, window)
    assert lesson.index == 2 and window.session.state.count == 3 and lesson.waiting_for_learner()
    window.close()
    again = new_main_window()
    assert again.start_tutorial(SPEC.game_id)
    assert again.mode.lesson.index == 2 and again.session.state.count == 3


def test_an_unprepared_move_or_pick_up_is_refused_at_once_with_the_step_s_words(qtbot, window):
    lesson, panel = _learn(qtbot, window)
    session = window.session
    _click(window.mode.buttons[1])  # a move while the step only explains
    assert session.state.count == 0 and panel.feedback.text() == "Read this step, then click Next."
    _next(qtbot, lesson, panel)
    _click(window.mode.buttons[2])  # legal, but the step says +1
    assert session.state.count == 0
    assert panel.feedback.text() == ("The rules allow that, but this lesson follows a prepared game. "
                                     "Click “+1”.")
    assert panel.feedback.isVisible() and "9b1c1c" in panel.feedback.styleSheet()  # in red
    assert session.perform(Add(1, 1)) is Reason.NOT_YOUR_TURN  # the rules' own reason
    assert panel.feedback.text() == window.mode.reason_text(Reason.NOT_YOUR_TURN)
    # A piece: the controller asks before it is picked up, and only the prepared one may be.
    assert not session.may_pick_up(("button", 2))
    assert panel.feedback.text().endswith("Click “+1”.")
    assert session.may_pick_up(("button", 1))  # a legal gesture: the red words go
    assert panel.feedback.text() == "" and not panel.feedback.isVisible()
    assert session.perform(Add(0, 2)) is LessonRefusal.NOT_PREPARED


def test_leave_plays_on_against_the_computer_and_quitting_at_once_keeps_that_game(
        qtbot, window, new_main_window):
    window.start_game(SPEC.default_options(2), ["Ann", "Bob"], game_id=SPEC.game_id)
    window.mode.actions[1].trigger()  # the kept game before the lesson has a move
    lesson, panel = _learn(qtbot, window, ask=False)
    _next(qtbot, lesson, panel)
    _do_step(window, lesson)
    assert not window.actions.get("hint").isEnabled()
    panel.leave_button.click()
    played_on = window.session
    assert window.mode.lesson is None and not isinstance(played_on, LessonSession)
    assert played_on.bots == (None, "normal") and played_on.names == ("Ann", "Karen")
    assert lesson_progress.saved_step(progress_path(SPEC.game_id)) == 1  # resumes there
    window.close()  # quit right away, before any other move
    again = new_main_window()
    again.start_up()
    assert again.session is not None and again.session.record.actions == played_on.record.actions
    assert again.session.names == ("Ann", "Karen") and again.session.bots == (None, "normal")


def test_the_bubble_follows_a_language_switch_mid_lesson(qtbot, window, app_language):
    lesson, panel = _learn(qtbot, window)
    _next(qtbot, lesson, panel)
    i18n.install_language(app_language, "de")
    app_language.processEvents()
    assert panel.progress.text() == "Schritt 2 von 4"
    assert panel.next_button.text() == "&Weiter" and panel.back_button.text() == "&Zurück"
    assert panel.chapters.text().startswith("Kapitel 1 von 2")
    _click(window.mode.buttons[2])
    assert panel.feedback.text().startswith("Die Regeln erlauben das")
    i18n.install_language(app_language, "fr")
    app_language.processEvents()
    assert panel.progress.text() == "Étape 2 sur 4" and panel.leave_button.text() == "Quitter"


def test_the_bubble_sits_beside_what_it_frames_never_over_it(qtbot, window):
    lesson, panel = _learn(qtbot, window)
    guide_coach = window.mode._guide.coach
    qtbot.waitUntil(lambda: not guide_coach.overlay.target.isEmpty())
    view = window.mode.view
    count = view.mapFromScene(window.mode.label.sceneBoundingRect()).boundingRect().toRectF()
    assert guide_coach.overlay.target == count.intersected(QRectF(view.viewport().rect()))
    placed = QRectF(panel.geometry())
    assert not placed.intersects(count) and QRectF(view.viewport().rect()).contains(placed)
    _next(qtbot, lesson, panel)  # a button beside the table: it is outlined
    qtbot.waitUntil(lambda: "dashed" in window.mode.buttons[1].styleSheet())
    panel.leave_button.click()
    assert window.mode.buttons[1].styleSheet() == ""


# --- the placement of the bubble (pure geometry) -------------------------------------------

AREA = QRectF(0, 0, 1200, 800)
SIZE = QSizeF(360, 200)


def test_the_bubble_goes_right_of_its_target_when_it_fits():
    target = QRectF(300, 300, 100, 80)
    bubble = coach.place_bubble(SIZE, target, AREA)
    assert bubble.left() >= target.right() and AREA.contains(bubble)


def test_the_bubble_avoids_the_other_framed_things_and_the_pieces_to_keep_in_view():
    target = QRectF(300, 300, 100, 80)
    framed = [QRectF(440, 300, 300, 80)]  # on the right: the bubble goes below
    bubble = coach.place_bubble(SIZE, target, AREA, framed)
    assert bubble.top() >= target.bottom() and not bubble.intersects(framed[0])
    obstacles = [QRectF(100, 390, 700, 300)]  # pieces below: it goes above
    bubble = coach.place_bubble(SIZE, target, AREA, framed, obstacles)
    assert bubble.bottom() <= target.top()
    assert not bubble.intersects(framed[0]) and not bubble.intersects(obstacles[0])


def test_the_bubble_stays_inside_the_view_and_off_its_target_near_an_edge():
    target = QRectF(1100, 10, 90, 60)
    bubble = coach.place_bubble(SIZE, target, AREA)
    assert AREA.contains(bubble) and not bubble.intersects(target)


# --- the progress file ---------------------------------------------------------------------------


@pytest.mark.parametrize("content", [b'{"step": ' + b"[" * 100_000, b'{"step": 99}', b'{"step": -1}',
                                     b'{"step": true}', b"\xff\xfe"])
def test_a_hostile_or_stale_progress_file_means_from_the_start(qtbot, window, content):
    path = progress_path(SPEC.game_id)
    path.write_bytes(content)
    lesson, _ = _learn(qtbot, window)
    assert lesson.index == 0


def test_a_symlink_in_place_of_the_progress_file_is_replaced_not_followed(qtbot, window, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    path = progress_path(SPEC.game_id)
    path.symlink_to(outside)
    lesson, panel = _learn(qtbot, window)
    _next(qtbot, lesson, panel)
    assert outside.read_text() == "precious"
    assert not path.is_symlink() and lesson_progress.saved_step(path) == 1


def test_a_failed_write_keeps_the_last_place_and_the_lesson_goes_on(qtbot, window, monkeypatch):
    lesson, panel = _learn(qtbot, window)
    _next(qtbot, lesson, panel)
    path = progress_path(SPEC.game_id)

    def full(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    _do_step(window, lesson)
    _next(qtbot, lesson, panel)  # its place cannot be written: no error, the lesson goes on
    assert lesson.index == 2 and lesson_progress.saved_step(path) == 1
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith(".")) == []


class ThreeSeatRace(RaceLesson):
    """The race's first game, then a chapter of three seats: the learner, Karen and Otto."""

    games = (RaceLesson.games[0],
             PreparedGame(SPEC.default_options(3), (Draw(0), Add(0, 1), Add(1, 2), Add(2, 1), Add(0, 2)), seats=3))
    steps = (
        Step(StepKind.SHOW, 1, 1, 0, "welcome", (("count",),)),
        Step(StepKind.DO, 1, 2, 1, "one", (("button", 1),), game=1),
        Step(StepKind.DO, 4, 5, 1, "finish", (("button", 2), ("count",)), game=1),
    )

    def chapter_titles(self):
        return ["Counting up", "Three of us"]

    def text(self, step, names):
        return " / ".join(names)


def test_a_chapter_of_three_seats_names_them_and_plays_both_others_turns_in_order(qtbot, window, monkeypatch):
    monkeypatch.setattr(fake_mode.RaceMode, "lesson_script", lambda self: ThreeSeatRace())
    assert problems(ThreeSeatRace(), SPEC) == []
    lesson, panel = _learn(qtbot, window)
    assert window.session.names == ("Ann", "Karen")  # the two-seat game seats the first two
    _next(qtbot, lesson, panel)  # into the game of three
    session = window.session
    assert session.names == ("Ann", "Karen", "Otto") and session.state.seats == 3
    assert panel.text.text() == "Ann / Karen / Otto"
    _click(window.mode.buttons[1])  # the learner's move
    assert session.state.count == 1 and session.state.turn == 1
    said = []
    lesson.changed.connect(lambda: said.append(panel.instruction.text()))
    panel.next_button.click()  # Karen, then Otto, play their prepared moves
    qtbot.waitUntil(lambda: lesson.waiting_for_learner())
    assert [t for t in dict.fromkeys(said) if t.endswith("playing…")] == ["Karen is playing…", "Otto is playing…"]
    assert (session.state.count, session.state.turn) == (4, 0)
    assert [session.action_at(i) for i in (2, 3)] == [Add(1, 2), Add(2, 1)]
    _click(window.mode.buttons[1])  # not the prepared move: refused with the step's words
    assert session.state.count == 4 and panel.feedback.text().endswith("Click “+2”.")
    panel.leave_button.click()  # the game of three goes on against two computers
    assert window.session.names == ("Ann", "Karen", "Otto") and window.session.bots == (None, "normal", "normal")


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl"])
def test_the_bubble_s_buttons_show_their_whole_words_in_every_language(qtbot, window, app_language, language):
    i18n.install_language(app_language, language)
    lesson, panel = _learn(qtbot, window)
    _next(qtbot, lesson, panel)  # Back and Start over are shown enabled from here on
    buttons = (panel.leave_button, panel.restart_button, panel.back_button, panel.next_button)
    qtbot.waitUntil(lambda: all(b.width() >= b.sizeHint().width() for b in buttons))
    assert panel.width() >= BUBBLE_WIDTH  # (wider only where the words need it)
    assert panel.height() >= panel.layout().totalHeightForWidth(panel.width())  # no line cut off
