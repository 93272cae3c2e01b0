"""Walks the learner through the prepared game, one step at a time.

A DO step waits for the learner's prepared move (the session refuses any other); once
made, the lesson moves on by itself. A SHOW step waits for Next. Between steps the
lesson plays the other player's moves, one every ``delay_ms`` so they can be followed.
The step reached is saved, so leaving and coming back resumes there; "Start over"
rebuilds the game from the first step.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from . import progress, script
from . import texts as lesson_texts
from .script import StepKind
from .session import TutorialSession


class Lesson(QObject):
    changed = Signal()  # the step, the feedback or the buttons changed
    session_replaced = Signal(object)  # a new session must go on the table
    finished = Signal()  # the learner finished or left

    def __init__(self, learner_name: str, parent=None, delay_ms: int = 500, resume: bool = True):
        super().__init__(parent)
        self.actions = script.prepared_game()
        self.steps = script.build_steps(self.actions)
        self.names = (learner_name, lesson_texts.OPPONENT_NAME)
        self.index = progress.load_step(len(self.steps)) if resume else 0
        self.feedback = ""
        self.feedback_ok = True
        self.session: TutorialSession | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, delay_ms))
        self._timer.timeout.connect(self._play_one)

    # --- where we are -----------------------------------------------------------------

    @property
    def step(self) -> script.Step:
        return self.steps[self.index]

    @property
    def at_end(self) -> bool:
        return self.index == len(self.steps) - 1

    def expected(self):
        return self.session.expected() if self.session is not None else None

    def waiting_for_learner(self) -> bool:
        return (self.session is not None and self.step.kind is StepKind.DO
                and self.session.position == self.step.position)

    def can_go_next(self) -> bool:
        return (self.session is not None and self.step.kind is StepKind.SHOW
                and self.session.position == self.step.position)

    def instruction(self) -> str:
        if self.session is None:
            return ""
        if self.session.position < self.step.position:
            return lesson_texts.wait_other(self.names[script.OTHER])
        if self.step.kind is StepKind.SHOW:
            return lesson_texts.show_next()
        return lesson_texts.instruction(self.expected(), self.names)

    # --- running ----------------------------------------------------------------------

    def start(self) -> None:
        """Build the game as it stands when the current step begins."""
        self._timer.stop()
        step = self.step
        # A DO step starts before its move; the other player's moves before it are
        # replayed at once (the learner saw them last time).
        position = step.position
        if step.kind is StepKind.DO:
            position = self._step_start(self.index)
        session = TutorialSession(self.actions, position, self.names)
        self._let_go()  # the window deletes the game it replaces
        session.state_changed.connect(self._after_move)
        session.lesson_refused.connect(self._explain)
        self.session = session
        self.feedback = ""
        self.session_replaced.emit(session)
        self._enter_step()

    def _step_start(self, index: int) -> int:
        """Where step ``index`` begins: right after the previous step's position."""
        if index == 0:
            return 0
        before = self.steps[index - 1]
        return before.position + (1 if before.kind is StepKind.DO else 0)

    def _enter_step(self) -> None:
        progress.save_step(self.index)
        self._sync_gate()
        self._play_towards_step()
        self.changed.emit()

    def _sync_gate(self) -> None:
        self.session.learner_turn = self.waiting_for_learner()

    def _play_towards_step(self) -> None:
        if self.session.position < self.step.position and not self._timer.isActive():
            self._timer.start()

    def _play_one(self) -> None:
        if self.session is None or self.session.position >= self.step.position:
            return
        self.session.learner_turn = False
        self.session.play_prepared()

    def _after_move(self) -> None:
        session = self.session
        if session is None:
            return
        step = self.step
        if step.kind is StepKind.DO and session.position == step.position + 1:
            self.feedback, self.feedback_ok = lesson_texts.well_done(), True
            self.index += 1
            self._enter_step()
            return
        self._sync_gate()
        self._play_towards_step()
        self.changed.emit()

    def _explain(self, tried, expected) -> None:
        if expected is None:
            self.feedback = lesson_texts.not_now() if self.step.kind is StepKind.SHOW else self.instruction()
        else:
            self.feedback = lesson_texts.not_prepared(self.instruction())
        self.feedback_ok = False
        self.changed.emit()

    # --- the learner's buttons ----------------------------------------------------------

    def next(self) -> None:
        if self.at_end and self.can_go_next():
            self.finish()
            return
        if self.can_go_next():
            self.feedback = ""
            self.index += 1
            self._enter_step()

    def start_over(self) -> None:
        self.index = 0
        self.start()

    def finish(self) -> None:
        """The lesson is done: nothing to resume next time."""
        progress.clear()
        self.leave(finished=True)

    def leave(self, finished: bool = False) -> None:
        """Stop guiding (the step reached stays saved unless finished); the game on
        the table becomes an ordinary one."""
        self._timer.stop()
        session = self._let_go()
        if session is not None:
            session.guided = False
            session.learner_turn = True
        self.finished.emit()

    def _let_go(self) -> TutorialSession | None:
        """Stop following the lesson's game (it stays on the table, or goes)."""
        session, self.session = self.session, None
        if session is not None:
            session.state_changed.disconnect(self._after_move)
            session.lesson_refused.disconnect(self._explain)
        return session

    @property
    def marks(self) -> tuple:
        return self.step.marks if self.session is not None else ()
