"""Lost Cities' lesson for the shared "Learn the game" (shell.lesson): the prepared
game of ``script`` and the words of ``texts``."""

from __future__ import annotations

from copenhagen_gui.shell.lesson.script import LessonScript, PreparedGame

from ..rules.actions import Take
from ..spec import SPEC
from . import script, texts


class LostCitiesLesson(LessonScript):
    game_id = SPEC.game_id
    learner = script.LEARNER

    def __init__(self):
        first, late = script.first_game(), script.late_game()
        self.games = (PreparedGame(script.options(), first),
                      PreparedGame(script.options(), late, situation=script.LATE_SITUATION))
        self.steps = script.build_steps(first, late)

    def chapter_titles(self):
        return texts.chapter_titles()

    def title(self, step) -> str:
        return texts.topic_title(step.topic)

    def text(self, step, names) -> str:
        return texts.topic_text(step.topic)

    def instruction(self, moves, state, names, label) -> str:
        return texts.instruction(moves[0], names, state)

    def matches(self, expected, action, state) -> bool:
        return script.matches(expected, action)

    def picks(self, expected, piece, state) -> bool:
        """A die is picked up only for the prepared take: a number die of its number,
        a colour die of its colour."""
        if type(expected) is not Take or piece[0] != "die" or state.roll is None:
            return False
        _, kind, index = piece
        faces = state.roll.numbers if kind == "number" else state.roll.colours
        if not 0 <= index < len(faces):
            return False
        wanted = expected.number if kind == "number" else expected.colour
        return int(faces[index]) == int(wanted)
