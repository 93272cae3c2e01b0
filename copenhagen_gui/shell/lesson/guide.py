""""Learn the game" on a game's table: the lesson, its bubble and coach marks, and the
ways out of it — the same for every game (``GameMode.start_tutorial`` makes one).

The lesson's games go on the table through the window (no autosave: a lesson belongs
to nobody). Leaving before the end, or "Play on" at the end, turns the lesson's game
into an ordinary one against the computer, kept by the autosave at once; Learn the game
later resumes the lesson at the step left. Finishing a lesson whose game is over just
closes it."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QCoreApplication, QObject

from copenhagen_gui.session.game_session import GameSession

from .coach import Coach
from .lesson import Lesson
from .panel import LessonPanel
from .script import LessonScript

PLAY_ON_LEVEL = "normal"  # the computer that takes the other seats when the learner plays on


def learner_name(window) -> str:
    """The first name of the New game dialog, else "You"."""
    names = getattr(getattr(window, "settings", None), "player_names", None)
    return names[0] if names else QCoreApplication.translate("Lesson", "You")


class LessonGuide(QObject):
    def __init__(self, mode, script: LessonScript):
        super().__init__(mode)
        self.mode = mode
        mode.table_widget()  # (built on first use: the coach needs the view)
        learner = learner_name(mode.window)
        self.lesson = Lesson(script, script.seat_names(learner), mode, delay_ms=mode.lesson_delay_ms, parent=self)
        self.panel = LessonPanel(self.lesson)
        self.coach: Coach | None = None
        self.lesson.session_replaced.connect(self._put)
        self.panel.leave_requested.connect(self.play_on)
        self.panel.finish_requested.connect(self.finish)

    def start(self) -> None:
        """The lesson's game on the table, at the step where the learner left it."""
        self.mode.lesson_began(self.lesson)
        self.lesson.start()
        self.coach = Coach(self.mode, self.lesson, self.panel)
        self.mode.view.setFocus()

    def end(self) -> None:
        """The lesson goes; its game stays on the table until another replaces it."""
        lesson = self.lesson
        lesson.stop()
        lesson.session_replaced.disconnect(self._put)  # (a late click on its bubble acts on nothing)
        self.panel.setEnabled(False)
        if self.coach is not None:
            self.coach.stop()
            self.coach.deleteLater()
        self.mode.lesson_ended(lesson)
        self.deleteLater()

    def finish(self) -> None:
        """At the end: Finish (its game is over) or Play on."""
        if self.lesson.game_over():
            self.lesson.finish()
            self.mode.end_tutorial()
        else:
            self.play_on()

    def play_on(self) -> None:
        """The lesson's game goes on as an ordinary one against the computer, kept by
        the autosave at once (quitting now keeps it); at the end the lesson counts as
        done, else it resumes at this step."""
        mode, lesson = self.mode, self.lesson
        session = lesson.session
        if session is None:
            return
        record = session.record
        bots = tuple(None if seat == lesson.learner else PLAY_ON_LEVEL for seat in range(len(record.names)))
        game = GameSession(attrs.evolve(record, bots=bots), describe=mode.action_text)
        if lesson.at_end():
            lesson.finish()
        mode.end_tutorial()
        window = mode.window
        put = getattr(window, "set_session", None)
        if callable(put):
            put(game, autosave=True)  # the window's undo, history, computer players
            autosave = getattr(window, "autosave", None)
            if autosave is not None:
                autosave.save_now()
        else:
            mode.set_session(game)

    def _put(self, session) -> None:
        put = getattr(self.mode.window, "set_session", None)
        if callable(put):
            put(session, autosave=False)  # the window's history; a lesson is nobody's to keep
        else:
            self.mode.set_session(session)
