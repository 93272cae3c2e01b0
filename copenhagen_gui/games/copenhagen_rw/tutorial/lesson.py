"""Roll & Write's lesson for the shared "Learn the game" (shell.lesson): the prepared
two-player game of ``script``, the words of ``texts`` and what ``anchors`` frames."""

from __future__ import annotations

from copenhagen_gui.shell.lesson.script import LessonScript, PreparedGame

from ..rules.codec import GAME_ID
from . import anchors, script, texts


class RollAndWriteLesson(LessonScript):
    game_id = GAME_ID
    learner = script.LEARNER

    def __init__(self):
        record = script.load_game()
        self.options = record.options
        self.games = (PreparedGame.from_record(record),)
        self.steps = tuple(script.build_steps(record))

    def chapter_titles(self):
        return texts.chapter_titles()

    def title(self, step) -> str:
        return texts.topic_title(step.topic) if step.topic is not None else ""

    def text(self, step, names) -> str:
        return texts.topic_text(step.topic) if step.topic is not None else ""

    def instruction(self, moves, state, names, label) -> str:
        return texts.instruction(moves, state, label)

    def matches(self, expected, action, state) -> bool:
        return script.matches(expected, action, state)

    def picks(self, expected, piece, state) -> bool:
        return anchors.picks(expected, piece, state)

    def framed(self, step, moves, state) -> tuple:
        return (anchors.anchor(step, moves, state, self.options, self.games[0].actions),)
