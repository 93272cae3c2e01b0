"""Roll & Write's lesson for the shared "Learn the game" (shell.lesson): the prepared
two-player games of ``script``, the words of ``texts`` and what ``anchors`` frames."""

from __future__ import annotations

from copenhagen_gui.shell.lesson.script import LessonScript

from ..rules.codec import GAME_ID
from . import anchors, script, texts


class RollAndWriteLesson(LessonScript):
    game_id = GAME_ID
    learner = script.LEARNER

    def __init__(self):
        self.games = script.prepared_games()
        self.options = self.games[0].options
        self.steps = tuple(script.build_steps(self.games))
        # The first step on each later table says where the lesson jumped to.
        self._openers = {next(s for s in self.steps if s.game == g) for g in range(1, len(self.games))}

    def chapter_titles(self):
        return texts.chapter_titles()

    def title(self, step) -> str:
        return texts.topic_title(step.topic) if step.topic is not None else ""

    def text(self, step, names) -> str:
        explanation = texts.topic_text(step.topic) if step.topic is not None else ""
        if step not in self._openers:
            return explanation
        return "\n\n".join(filter(None, (texts.later_table(), explanation)))

    def instruction(self, moves, state, names, label) -> str:
        return texts.instruction(moves, state, label)

    def matches(self, expected, action, state) -> bool:
        return script.matches(expected, action, state)

    def picks(self, expected, piece, state) -> bool:
        return anchors.picks(expected, piece, state)

    def framed(self, step, moves, state) -> tuple:
        game = self.games[step.game]
        return anchors.framed(step, moves, state, game.options, game.actions)
