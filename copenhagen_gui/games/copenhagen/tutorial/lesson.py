"""The card game's lesson for the shared "Learn the game" (shell.lesson): the prepared
game of ``script`` and the words of ``texts``."""

from __future__ import annotations

from copenhagen_gui.shell.lesson.script import LessonScript

from ..rules.actions import Build, Discard, TakeCard
from . import script, texts


class CopenhagenLesson(LessonScript):
    game_id = "copenhagen"
    learner = script.LEARNER

    def __init__(self):
        prepared = script.build()
        self.games = prepared.games
        self.steps = prepared.steps

    def chapter_titles(self):
        return texts.chapter_titles()

    def title(self, step) -> str:
        return texts.title(step.topic)

    def text(self, step, names) -> str:
        return texts.text(step.topic, [name for seat, name in enumerate(names) if seat != script.LEARNER])

    def instruction(self, moves, state, names, label) -> str:
        return texts.instruction(moves[0])

    def matches(self, expected, action, state) -> bool:
        return script.matches(expected, action, state)

    def picks(self, expected, piece, state) -> bool:
        """A tile of the supply is picked up, and a spot chosen for it (before the
        payment is asked), only to build the prepared one."""
        if not isinstance(expected, Build):
            return False
        if piece[0] == "spot":
            return piece[1] == expected.tile and frozenset(piece[2]) == frozenset(expected.cells)
        return piece == ("stack", expected.tile)

    def framed(self, step, moves, state) -> tuple:
        """What the step talks about; while a move is awaited, the harbour place or
        hand card it needs is among them."""
        keys = list(step.framed)
        move = moves[0] if moves else None
        if isinstance(move, TakeCard):
            keys.append(("slot", move.slot))
        elif isinstance(move, Discard):
            keys.append(("hand", move.colour))
        return tuple(dict.fromkeys(keys))
