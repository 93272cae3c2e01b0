"""Race to ten's lesson: the shared "Learn the game" on the smallest script that has
every kind of step — a SHOW step, two DO steps with the other seat's move between them,
and a chapter that starts from a situation (a count of 8: one move from the end)."""

from __future__ import annotations

from copenhagen_gui.shell.lesson.script import LessonScript, PreparedGame, Step, StepKind

from .spec import GAME_ID, Add, Draw, Options

WORDS = {
    "welcome": ("Welcome to the race", "Each turn adds 1 or 2 to the count; who reaches 10 wins."),
    "one": ("Adding one", "Add 1 to the count."),
    "two": ("Adding two", "Karen added 2. Now add 2 yourself."),
    "finish": ("The last move", "The count is 8: adding 2 reaches 10 and wins."),
}


class RaceLesson(LessonScript):
    game_id = GAME_ID
    games = (
        PreparedGame(Options(2), (Draw(0), Add(0, 1), Add(1, 2), Add(0, 2), Add(1, 1))),
        PreparedGame(Options(2), (Add(0, 2),), situation={"count": 8, "turn": 0}),
    )
    steps = (
        Step(StepKind.SHOW, 1, 1, 0, "welcome", (("count",),)),
        Step(StepKind.DO, 1, 2, 0, "one", (("button", 1),)),
        Step(StepKind.DO, 3, 4, 0, "two", (("button", 2), ("count",))),
        Step(StepKind.DO, 0, 1, 1, "finish", (("count",),), game=1),
    )

    def chapter_titles(self):
        return ["Counting up", "Reaching ten"]

    def title(self, step):
        return WORDS[step.topic][0]

    def text(self, step, names):
        return WORDS[step.topic][1]

    def instruction(self, moves, state, names, label):
        return f"Click “{label(f'add-{moves[0].amount}')}”."

    def picks(self, expected, piece, state):
        return piece == ("button", expected.amount)
