"""Walks the learner through the prepared game, one idea per step.

At a DO step the session accepts exactly the learner's prepared moves; once made,
Next opens. Next first plays what comes before the next step (the other player's
turn, at a readable pace), then shows it. Back rebuilds the game as it was when the
previous step began. Where the learner is is kept in the settings, so leaving the
lesson (a new game, closing the app) and choosing Learn the game again resumes it
(``progress``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from copenhagen_gui.shell.text import fill

from ..rules.actions import Build, Discard, TakeAbility, TakeCard
from ..scene import labels
from ..ui import texts as ui_texts
from . import progress, script
from .script import StepKind
from .session import TutorialSession
from .texts import CopenhagenTutorial


class Lesson(QObject):
    changed = Signal()  # the step, the feedback or what Next/Back may do changed
    session_replaced = Signal(object)  # the table must show this session now
    finished = Signal()  # the learner closed the lesson

    def __init__(self, parent=None, names: Sequence[str] = ("Sam", "Karen"), delay_ms: int = 500):
        super().__init__(parent)
        self.names = tuple(names)
        prepared = script.build(self.names)
        self.game = prepared.record
        self.steps = prepared.steps
        self.index = 0
        self.session: TutorialSession | None = None
        self.feedback = ""  # what the learner's last move got: praise or why not
        self.feedback_ok = True
        self._target = 0  # the position the lesson is playing towards
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, delay_ms))
        self._timer.timeout.connect(self._play_one)

    # --- where we are ---------------------------------------------------------------
    @property
    def step(self) -> script.Step:
        return self.steps[self.index]

    @property
    def playing(self) -> bool:
        """The other player's prepared moves are being made."""
        return self.session is not None and self.session.position < self._target

    def step_done(self) -> bool:
        if self.session is None or self.playing:  # (None: the learner has left)
            return False
        return self.step.kind is StepKind.SHOW or self.session.position >= self.step.end

    def can_next(self) -> bool:
        return self.step_done() and self.index + 1 < len(self.steps)

    def can_back(self) -> bool:
        return self.index > 0 and not self.playing

    def at_end(self) -> bool:
        return self.index == len(self.steps) - 1

    def expected(self):
        """The learner's next prepared move (None: nothing to do now)."""
        if self.session is None or self.playing or self.step.kind is StepKind.SHOW:
            return None
        if self.session.position not in self.step.actions:
            return None
        return self.session.expected()

    def targets(self) -> tuple[tuple, ...]:
        """Scene keys of what the step talks about; while a move is awaited, the
        harbour place or hand card it needs is among them."""
        keys = list(self.step.targets)
        move = self.expected()
        if isinstance(move, TakeCard):
            keys.append(("slot", move.slot))
        elif isinstance(move, Discard):
            keys.append(("hand", move.colour))
        return tuple(dict.fromkeys(keys))

    def instruction(self) -> str:
        move = self.expected()
        if move is None:
            return ""
        if isinstance(move, TakeCard):
            return fill(CopenhagenTutorial.tr("Click the card in harbour place %1."), str(move.slot + 1))
        if isinstance(move, Discard):
            return fill(CopenhagenTutorial.tr("Click %1 in your hand to discard it."), labels.a_card(move.colour))
        if isinstance(move, Build):
            return CopenhagenTutorial.tr(
                "Choose the lit tile in the supply, move it onto the marked squares and click; then choose how to pay.")
        if isinstance(move, TakeAbility):
            return fill(CopenhagenTutorial.tr("Take the ability tile “%1”: its button is under the table."),
                        labels.ability(move.ability))
        return fill(CopenhagenTutorial.tr("Click “%1” under the table."), ui_texts.refresh())

    # --- moving between steps ---------------------------------------------------------
    def start(self, index: int | None = None) -> None:
        """Begin at ``index``, or where the learner left off last time."""
        if index is None:
            index = progress.saved_step()
        self.go_to(index)

    def go_to(self, index: int) -> None:
        """Show step ``index`` at once, the game rebuilt as it is when that step begins."""
        self._timer.stop()
        self.index = max(0, min(index, len(self.steps) - 1))
        position = self.step.start
        self._target = position
        self._set_session(TutorialSession(self.game, position, self.names))
        self._enter_step()

    def next(self) -> None:
        if not self.can_next():
            return
        self.index += 1
        self._target = self.step.start
        self.session.allowed = range(0)
        self.feedback = ""
        if self.playing:
            self._timer.start()
        else:
            self._enter_step()
        self.changed.emit()

    def back(self) -> None:
        if self.can_back():
            self.go_to(self.index - 1)

    def restart(self) -> None:
        self.go_to(0)

    def finish(self) -> None:
        """The learner leaves; at the last step the lesson counts as done."""
        self._timer.stop()
        if self.at_end():
            progress.forget()
        self.finished.emit()

    def stop(self) -> None:
        """The learner leaves the lesson (it resumes at this step)."""
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
        self.session_replaced.emit(session)
        if old is not None and old.parent() is None:  # (the window deletes what it showed)
            old.deleteLater()

    def _let_go(self) -> TutorialSession | None:
        """Stop following the lesson's game, which is being replaced or left."""
        old, self.session = self.session, None
        if old is not None:
            old.state_changed.disconnect(self._on_state_changed)
            old.lesson_refused.disconnect(self._on_lesson_refused)
        return old

    # --- the learner's moves ----------------------------------------------------------
    def _on_state_changed(self) -> None:
        if self.playing:
            return
        step = self.step
        if step.kind is StepKind.DO and self.session.position >= step.end:
            self.feedback_ok = True
            self.feedback = CopenhagenTutorial.tr("Well done! Click Next to go on.")
        self.changed.emit()

    def _on_lesson_refused(self, action, expected) -> None:
        self.feedback_ok = False
        if expected is None:
            if self.playing:
                self.feedback = fill(CopenhagenTutorial.tr("A moment: %1 is playing."), self.names[1])
            else:
                self.feedback = CopenhagenTutorial.tr("Read this step, then click Next.")
        else:
            self.feedback = CopenhagenTutorial.tr(
                "The rules allow that, but this lesson follows a prepared game: please make the move described here.")
        self.changed.emit()

    def explain(self, reason) -> None:
        """A move the rules forbid: why, in the words of an ordinary game."""
        self.feedback_ok = False
        self.feedback = ui_texts.reason_text(reason)
        self.changed.emit()
