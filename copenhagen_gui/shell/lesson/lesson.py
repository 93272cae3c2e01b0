"""Walks the learner through a game's script, one step at a time (any game).

At a DO step the session accepts exactly the learner's prepared moves; once they are
made, Next becomes available (a practice step, which teaches nothing new, goes on by
itself). Next plays the other seats' moves up to the next step at a readable pace, then
shows it; the learner's own moves are always theirs to make. Back, Start over and the
chapter list rebuild the game as it is when the chosen step begins (from a situation
when its chapter starts from one): the lesson's session refuses undo, and a roll could
never be undone anyway. Where the learner is is kept in the user data folder
(``core.lesson_progress``, one small file per game), so Learn the game resumes there.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from copenhagen_gui.core import lesson_progress, paths
from copenhagen_gui.shell.text import fill

from .script import LessonScript, Step, StepKind
from .session import LessonSession

MAX_STRETCH_MS = 6000  # the longest the lesson plays on its own between two steps


def progress_path(game_id: str) -> Path:
    """The file where the learner left ``game_id``'s lesson."""
    return paths.user_data_dir() / f"{game_id}-lesson.json"


class Lesson(QObject):
    changed = Signal()  # the step, the feedback or what Next/Back may do changed
    session_replaced = Signal(object)  # the table must show this session now
    finished = Signal()  # the learner closed the lesson at its end

    def __init__(self, script: LessonScript, names: Sequence[str], table, delay_ms: int = 450,
                 parent=None):
        """``names``: who sits where at the script's largest game (a smaller one seats
        the first of them). ``table``: the game's mode, for its words (``action_text``,
        ``reason_text``, ``lesson_label``)."""
        super().__init__(parent)
        self.script = script
        self.steps: tuple[Step, ...] = tuple(script.steps)
        self.names = tuple(names)
        self.table = table
        self.index = 0
        self.session: LessonSession | None = None
        self._said = None  # how to say what the learner's last click got (now, in the language now)
        self.feedback_ok = True  # praise (True) or a refusal (False)
        self._target = 0  # the position the lesson is playing towards
        self._seen = 0  # the position the learner last saw (a refused gesture keeps it)
        self._playing_shown: int | None = None  # the other seat the bubble says is playing
        self._delay = max(0, delay_ms)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_one)

    # --- where we are -------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def learner(self) -> int:
        return self.script.learner

    @property
    def playing(self) -> bool:
        """The lesson is making the other seats' moves."""
        return self.session is not None and self.session.position < self._target

    @property
    def move_interval(self) -> int:
        """Milliseconds between two of the lesson's own moves (now)."""
        return self._timer.interval()

    def seat_names(self) -> tuple[str, ...]:
        """The names of the seats of the game the step plays (two, three or four)."""
        return self.names[:self.script.games[self.step.game].seats]

    def playing_seat(self) -> int | None:
        """The other seat whose move the lesson plays next (None: it plays none now)."""
        if not self.playing:
            return None
        actions = self.script.games[self.step.game].actions
        spec = self.session.spec
        seats = (spec.action_seat(a) for a in actions[self.session.position:self._target])
        # (an automatic move, a refill, belongs to no seat: the next seat's move follows)
        return next((seat for seat in seats if seat not in (None, self.learner)), None)

    def _player(self) -> str:
        """The name of the seat the lesson is playing for (or the first other one)."""
        seat = self.playing_seat()
        if seat is None:
            seat = 1 if self.learner == 0 else 0
        return self.seat_names()[seat]

    def waiting_for_learner(self) -> bool:
        step = self.step
        return (self.session is not None and step.kind is StepKind.DO and not self.playing
                and self.session.position in step.actions)

    def step_done(self) -> bool:
        if self.session is None or self.playing:
            return False
        step = self.step
        return step.kind is StepKind.SHOW or self.session.position >= step.end

    def can_next(self) -> bool:
        return self.step_done() and self.index + 1 < len(self.steps)

    def can_back(self) -> bool:
        return self.index > 0 and not self.playing

    def at_end(self) -> bool:
        return self.index == len(self.steps) - 1 and self.step_done()

    def is_practice(self, index: int | None = None) -> bool:
        """A step of the learner's own moves that brings no new idea."""
        step = self.steps[self.index if index is None else index]
        return step.kind is StepKind.DO and step.topic is None

    def expected_moves(self) -> list[Any]:
        """The prepared moves the learner still has to make in this step."""
        if not self.waiting_for_learner():
            return []
        actions = self.script.games[self.step.game].actions
        return list(actions[self.session.position:self.step.end])

    def game_over(self) -> bool:
        session = self.session
        return session is not None and session.spec.is_over(session.state)

    # --- chapters -----------------------------------------------------------------------

    def chapter_titles(self) -> list[str]:
        return list(self.script.chapter_titles())

    @property
    def chapter(self) -> int:
        return self.step.chapter

    def chapter_start(self, chapter: int) -> int:
        """The first step of ``chapter``."""
        return next(i for i, step in enumerate(self.steps) if step.chapter == chapter)

    def go_to_chapter(self, chapter: int) -> None:
        if not self.playing:
            self.go_to(self.chapter_start(chapter))

    # --- words ----------------------------------------------------------------------------

    def title(self) -> str:
        title = self.script.title(self.step)
        if title:
            return title
        if self.playing:
            return fill(self.tr("%1’s turn"), self._player())
        return self.tr("Your move")

    def text(self) -> str:
        return self.script.text(self.step, self.seat_names())

    def instruction(self) -> str:
        """What to do now: the next prepared move, in the game's words."""
        if self.playing:
            return fill(self.tr("%1 is playing…"), self._player())
        moves = self.expected_moves()
        if not moves:
            return ""
        return self.script.instruction(moves, self.session.state, self.seat_names(), self.table.lesson_label)

    @property
    def feedback(self) -> str:
        """What the learner's last click got: praise or why not ('' for nothing)."""
        return self._said() if self._said is not None else ""

    def _say(self, render, ok: bool) -> None:
        self._said, self.feedback_ok = render, ok

    def framed(self) -> tuple:
        """Scene keys of what the coach frames now (the first anchors the bubble)."""
        if self.session is None:
            return ()
        return tuple(self.script.framed(self.step, self.expected_moves(), self.session.state))

    # --- moving between steps --------------------------------------------------------------

    def start(self, index: int | None = None) -> None:
        """Begin at step ``index``, or where the learner left the lesson last time."""
        path = progress_path(self.script.game_id)
        self.go_to(lesson_progress.saved_step(path, len(self.steps)) if index is None else index)

    def go_to(self, index: int) -> None:
        """Show step ``index`` at once, the game rebuilt as it is when that step begins."""
        self._timer.stop()
        self.index = max(0, min(index, len(self.steps) - 1))
        step = self.step
        self._target = step.entry
        self._set_session(LessonSession(self.script, step.game, step.entry, self.seat_names(),
                                        describe=self.table.action_text))
        self._enter_step()

    def next(self) -> None:
        if not self.can_next():
            return
        if self.steps[self.index + 1].game != self.step.game:
            self.go_to(self.index + 1)  # the next chapter starts from a situation
            return
        self.index += 1
        self._target = self.step.entry
        self.session.allowed = range(0)
        self._say(None, True)
        if self.playing:
            self._playing_shown = self.playing_seat()
            # A long stretch of the other seats' moves goes faster: at most ~6 s in all.
            count = self._target - self.session.position
            self._timer.setInterval(min(self._delay, MAX_STRETCH_MS // count))
            self._timer.start()
        else:
            self._enter_step()
        self.changed.emit()

    def back(self) -> None:
        if self.can_back():
            self.go_to(self.index - 1)

    def start_over(self) -> None:
        self.go_to(0)

    def finish(self) -> None:
        """The learner closes the lesson at its end: next time it starts afresh."""
        self._timer.stop()
        lesson_progress.forget(progress_path(self.script.game_id))
        self.finished.emit()

    def stop(self) -> None:
        """The lesson ends (left, finished or replaced): it lets go of its game, which
        stays on the table; it resumes at this step next time."""
        self._timer.stop()
        self._let_go()

    def _play_one(self) -> None:
        if not self.playing:
            return
        self.session.play_prepared()
        if self.playing:
            self._timer.start()
        else:
            self._enter_step()

    def _enter_step(self) -> None:
        step = self.step
        self.session.allowed = step.actions if step.kind is StepKind.DO else range(0)
        self._say(None, True)  # nothing said for a step before, praise included
        self._seen = self.session.position
        lesson_progress.save_step(progress_path(self.script.game_id), self.index)
        self.changed.emit()

    def _set_session(self, session: LessonSession) -> None:
        old = self._let_go()
        self.session = session
        session.state_changed.connect(self._on_state_changed)
        session.lesson_refused.connect(self._on_lesson_refused)
        session.action_refused.connect(self.explain_refusal)
        session.picked_up.connect(self.legal_gesture_shown)
        self.session_replaced.emit(session)
        if old is not None and old.parent() is None:  # (a table deletes what it showed)
            old.deleteLater()

    def _let_go(self) -> LessonSession | None:
        """Stop following the lesson's game, which is being replaced or left."""
        old, self.session = self.session, None
        if old is not None:
            old.state_changed.disconnect(self._on_state_changed)
            old.lesson_refused.disconnect(self._on_lesson_refused)
            old.action_refused.disconnect(self.explain_refusal)
            old.picked_up.disconnect(self.legal_gesture_shown)
        return old

    # --- the learner's clicks -----------------------------------------------------------------

    def _on_state_changed(self) -> None:
        if self.playing:
            # With three or four seats the turn passes from one other seat to the next:
            # the bubble names whose it is now.
            if self.playing_seat() != self._playing_shown:
                self._playing_shown = self.playing_seat()
                self.changed.emit()
            return
        step = self.step
        if step.kind is StepKind.DO and self.session.position >= step.end:
            if self.index + 1 >= len(self.steps):
                self._say(lambda: self.tr("Well done: that was the lesson’s last move!"), True)
            elif self.is_practice():
                # Nothing new to read: on to the other seats' moves by itself, once the
                # table has shown the learner's move.
                self._say(None, True)
                QTimer.singleShot(self._delay, self, self._advance_practice)
            else:
                self._say(lambda: self.tr("Well done! Click Next to go on."), True)
        elif not self.feedback_ok and self.session.position != self._seen:
            self._say(None, True)  # a move was made: an earlier refusal no longer applies
        self._seen = self.session.position
        self.changed.emit()

    def _advance_practice(self) -> None:
        if self.session is not None and self.is_practice() and self.step_done():
            self.next()

    def _on_lesson_refused(self, tried, expected) -> None:
        # Said from the game as it stands once the refused gesture is taken back.
        if expected is not None:
            self._say(lambda: fill(self.tr("The rules allow that, but this lesson follows a prepared game. %1"),
                                   self.instruction()), False)
        elif self.playing:
            other = self._player()
            self._say(lambda: fill(self.tr("Wait a moment: %1 is playing."), other), False)
        else:
            self._say(lambda: self.tr("Read this step, then click Next."), False)
        self.changed.emit()

    def explain_refusal(self, reason) -> None:
        """A move the rules forbid: why, in the words of an ordinary game."""
        self._say(lambda: self.table.reason_text(reason), False)
        self.changed.emit()

    def legal_gesture_shown(self, *_) -> None:
        """The table shows the learner's gesture as legal now (a green spot under the
        pointer, a piece picked up): an earlier refusal no longer applies."""
        if not self.feedback_ok:
            self._say(None, True)
            self.changed.emit()
