"""Walks the learner through the prepared game, one step at a time.

At a DO step the session accepts exactly the prepared move(s) of the learner; once
they are made, Next becomes available (a practice step, which teaches nothing new,
goes on by itself). Next plays the other player's moves in between at a readable
pace, then shows the next step; the learner's own moves are always theirs to make.
Back rebuilds the game as it was when the previous step began: the demo's session
refuses undo, and a roll could never be undone anyway. Where the learner is is kept
in the user data folder (``progress``): Learn the game resumes there.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from copenhagen_gui.core.record import GameRecord

from ..rules.actions import (
    ChangeColour,
    ChooseShape,
    CoatCell,
    DrawOneX,
    MarkTrack,
    MarkX,
    Place,
    Reroll,
)
from ..ui import texts as ui_texts
from . import anchors, progress, script
from .script import StepKind
from .session import TutorialSession
from .texts import Tutorial, instruction

DEFAULT_NAMES = ("Sam", "Karen")
MAX_STRETCH_MS = 6000  # the longest the demo plays on its own between two steps


class Lesson(QObject):
    changed = Signal()  # the step, the feedback or what Next/Back may do changed
    session_replaced = Signal(object)  # the window must show this session now
    finished = Signal()  # the learner closed the demo at its end

    def __init__(self, parent=None, game: GameRecord | None = None,
                 names: Sequence[str] = DEFAULT_NAMES, delay_ms: int = 450):
        super().__init__(parent)
        self.game = game if game is not None else script.load_game()
        self.steps = script.build_steps(self.game)
        self.names = tuple(names)
        self.index = 0
        self.session: TutorialSession | None = None
        self.feedback = ""  # what the learner's last click got: refusal or praise
        self.feedback_ok = True  # praise (True) or a refusal (False)
        self._target = 0  # position the demo is playing towards
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._delay = max(0, delay_ms)
        self._timer.timeout.connect(self._play_one)

    # --- where we are --------------------------------------------------------------

    @property
    def step(self) -> script.Step:
        return self.steps[self.index]

    def entry_position(self, index: int) -> int:
        step = self.steps[index]
        return step.start if step.kind is StepKind.DO else step.end

    @property
    def playing(self) -> bool:
        """The demo is making moves on its own."""
        return self.session is not None and self.session.position < self._target

    @property
    def move_interval(self) -> int:
        """Milliseconds between two of the demo's own moves (now)."""
        return self._timer.interval()

    def waiting_for_learner(self) -> bool:
        step = self.step
        return (step.kind is StepKind.DO and not self.playing
                and self.session.position in step.actions)

    def step_done(self) -> bool:
        if self.playing:
            return False
        step = self.step
        return step.kind is StepKind.SHOW or self.session.position >= step.end

    def can_next(self) -> bool:
        return self.step_done() and self.index + 1 < len(self.steps)

    def can_back(self) -> bool:
        return self.index > 0 and not self.playing

    def at_end(self) -> bool:
        return self.index == len(self.steps) - 1 and self.step_done()

    def expected_actions(self) -> list:
        """The prepared moves the learner still has to make in this step."""
        if not self.waiting_for_learner():
            return []
        return list(self.game.actions[self.session.position:self.step.end])

    def instruction(self) -> str:
        moves = self.expected_actions()
        return instruction(moves, self.session.state) if moves else ""

    def target_cells(self) -> frozenset:
        """Building cells of the learner's next prepared move (to highlight)."""
        for action in self.expected_actions():
            if isinstance(action, Place):
                return frozenset(map(tuple, action.cells))
            if isinstance(action, (MarkX, CoatCell, DrawOneX)):
                return frozenset({tuple(action.cell)})
            if not isinstance(action, ChooseShape):
                break
        return frozenset()

    def target_dice(self) -> frozenset[int]:
        """Dice of the learner's next prepared move (to light up)."""
        for action in self.expected_actions()[:1]:
            if isinstance(action, (Reroll, ChangeColour)):
                return frozenset(action.dice)
            if isinstance(action, MarkTrack):
                return frozenset({action.die})
        return frozenset()

    # --- moving between steps ----------------------------------------------------------

    def is_practice(self, index: int | None = None) -> bool:
        """A step of the learner's own moves that brings no new rule."""
        step = self.steps[self.index if index is None else index]
        return step.kind is StepKind.DO and not step.topics

    def anchor(self) -> tuple:
        """What the step talks about, as a key of the table (``anchors``)."""
        return anchors.anchor(self.step, self.expected_actions(), self.session.state, self.game)

    def start(self, index: int | None = None) -> None:
        """Begin at step ``index``, or where the learner left the demo last time."""
        self.go_to(progress.saved_step(len(self.steps)) if index is None else index)

    def go_to(self, index: int) -> None:
        """Show step ``index`` at once, the game rebuilt as it is when that step begins."""
        self._timer.stop()
        self.index = max(0, min(index, len(self.steps) - 1))
        position = self.entry_position(self.index)
        self._target = position
        self._set_session(TutorialSession(self.game, position, self.names))
        self._enter_step()

    def next(self) -> None:
        if not self.can_next():
            return
        self.index += 1
        self._target = self.entry_position(self.index)
        self.session.allowed = range(0)
        self.feedback = ""
        if self.playing:
            # A long stretch of the demo's own moves goes faster: at most ~6 s in all.
            count = self._target - self.session.position
            self._timer.setInterval(min(self._delay, MAX_STRETCH_MS // count))
            self._timer.start()
        else:
            self._enter_step()
        self.changed.emit()

    def back(self) -> None:
        if self.can_back():
            self.go_to(self.index - 1)

    def finish(self) -> None:
        """The learner closes the demo at its end: next time it starts afresh."""
        self._timer.stop()
        progress.forget()
        self.finished.emit()

    def stop(self) -> None:
        """The learner leaves the demo before its end (it resumes at this step)."""
        self._timer.stop()
        self._let_go()

    def _play_one(self) -> None:
        if self.session is None or not self.playing:
            return
        self.session.play_prepared()
        if self.playing:
            self._timer.start()
        else:
            self._enter_step()

    def _enter_step(self) -> None:
        step = self.step
        self.session.allowed = step.actions if step.kind is StepKind.DO else range(0)
        self.feedback = ""
        progress.save_step(self.index)
        self.changed.emit()

    def _set_session(self, session: TutorialSession) -> None:
        old = self._let_go()
        self.session = session
        session.state_changed.connect(self._on_state_changed)
        session.lesson_refused.connect(self._on_lesson_refused)
        session.action_refused.connect(self.explain_refusal)
        self.session_replaced.emit(session)
        if old is not None and old.parent() is None:  # (the window deletes what it showed)
            old.deleteLater()

    def _let_go(self) -> TutorialSession | None:
        """Stop following the lesson's game, which is being replaced or left."""
        old, self.session = self.session, None
        if old is not None:
            old.state_changed.disconnect(self._on_state_changed)
            old.lesson_refused.disconnect(self._on_lesson_refused)
            old.action_refused.disconnect(self.explain_refusal)
        return old

    # --- the learner's clicks --------------------------------------------------------------

    def _on_state_changed(self) -> None:
        if self.playing:
            return
        step = self.step
        if step.kind is StepKind.DO and self.session.position >= step.end:
            self.feedback_ok = True
            if self.is_practice() and self.index + 1 < len(self.steps):
                # Nothing new to read: on to the other player's moves by itself (after
                # the table has shown the learner's move).
                self.feedback = ""
                QTimer.singleShot(self._delay, self, self._advance_practice)
            elif self.index + 1 < len(self.steps):
                self.feedback = Tutorial.tr("Well done! Click Next to go on.")
            else:
                self.feedback = Tutorial.tr("Well done: you have played a whole game!")
        self.changed.emit()

    def _advance_practice(self) -> None:
        if self.session is not None and self.is_practice() and self.step_done():
            self.next()

    def _on_lesson_refused(self, action, expected) -> None:
        self.feedback_ok = False
        if expected is None:
            if self.playing:
                self.feedback = Tutorial.tr("Wait a moment: the demo is making its moves.")
            else:
                self.feedback = Tutorial.tr("Read the explanation, then click Next to go on.")
        else:
            self.feedback = not_prepared_text()
        self.changed.emit()

    def explain_refusal(self, reason) -> None:
        """A move the rules forbid: say why (the same words as in a normal game)."""
        self.feedback = ui_texts.reason_text(reason)
        self.feedback_ok = False
        self.changed.emit()


def not_prepared_text() -> str:
    """Said when the learner makes a legal move that is not the prepared one."""
    return Tutorial.tr("The rules allow that move, but this demo follows a prepared game: "
                       "please make the move described above.")
