"""What a game supplies for "Learn the game": its script (pure Python, no Qt).

A script is one or more *prepared games* (where each starts — a new game or a
situation, see docs/situations.md —, how many seats it has: the learner and one to three
others, and every move of it, the learner's and the other seats', each roll carrying its
faces) and the *steps* that walk through them, one idea
each, grouped in *chapters*. A step either shows something (``SHOW``: the lesson plays
the step's moves, the learner reads, then Next) or waits for the learner's own prepared
moves (``DO``). The script also says in the game's words what each step is about, what
to click, which pieces a prepared move picks up and what the coach frames (scene keys:
the game's scene says where they are).

The shared engine (``lesson.Lesson``) plays any script; ``problems`` checks one against
the game's rules.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from copenhagen_gui.core.record import GameRecord


class StepKind(str, enum.Enum):
    SHOW = "show"  # the lesson plays the step's moves (if any); the learner reads, then Next
    DO = "do"  # the learner makes the step's prepared moves


@attrs.frozen
class Step:
    kind: StepKind
    start: int  # the prepared game's position when the step's moves begin
    end: int  # its position once they are made (== start: a step without moves)
    chapter: int = 0  # index in the script's chapters
    topic: Any = None  # the idea it teaches, the script's key for its words (None: practice)
    framed: tuple = ()  # scene keys of what it talks about (the first one anchors the bubble)
    game: int = 0  # which of the script's prepared games it plays

    @property
    def actions(self) -> range:
        """Positions of the step's moves (the learner's in a DO step)."""
        return range(self.start, self.end)

    @property
    def entry(self) -> int:
        """Where the game stands when the step shows: before the learner's moves, or
        after the moves the lesson shows."""
        return self.start if self.kind is StepKind.DO else self.end


@attrs.frozen
class PreparedGame:
    """A game the lesson plays, the same every time: its options, every move (each
    chance carrying its outcome), for a rule no short game reaches the situation it
    starts from (JSON in the game's situation format; None: a new game), and how many
    seats it has (its options say the same to the game; the lesson names them)."""

    options: Any
    actions: tuple = attrs.field(converter=tuple)
    seed: int = 1
    situation: Any = None
    seats: int = 2

    @classmethod
    def from_record(cls, record: GameRecord) -> PreparedGame:
        return cls(record.options, record.actions, record.seed if record.seed is not None else 1)

    def record(self, spec, names: Sequence[str], position: int) -> GameRecord:
        """The game up to ``position``, as the seats ``names`` play it (all people: the
        lesson makes the other seats' moves). A situation goes through the game's
        codec: only a state its rules reach starts a lesson."""
        start = None if self.situation is None else spec.state_from_json(self.situation, self.options)
        names = tuple(names)
        return GameRecord(spec.game_id, self.options, names, self.seed, self.actions[:position], position,
                          bots=(None,) * len(names), start=start)


class LessonScript:
    """A game's lesson. Subclasses set the prepared games and steps and say things in
    the game's words; the defaults fit a game whose moves compare as values."""

    game_id: str = ""
    learner: int = 0  # the learner's seat
    # The other seats' names in seat order, the same in every language (a two-seat
    # game has only the first).
    opponents: tuple[str, ...] = ("Karen", "Otto", "Ingrid")
    games: tuple[PreparedGame, ...] = ()
    steps: tuple[Step, ...] = ()

    @property
    def seats(self) -> int:
        """The most seats of its prepared games."""
        return max((game.seats for game in self.games), default=2)

    def seat_names(self, learner: str) -> tuple[str, ...]:
        """Who sits where at the largest of its games: ``learner`` in the learner's
        seat, the opponents in the others (a smaller game seats the first ones)."""
        others = iter(self.opponents)
        return tuple(learner if seat == self.learner else next(others) for seat in range(self.seats))

    # --- words (translated when asked) ------------------------------------------------

    def chapter_titles(self) -> Sequence[str]:
        """One title per chapter, in the steps' order."""
        return ()

    def title(self, step: Step) -> str:
        """The step's heading ('' for a practice step: the lesson says "Your move")."""
        return ""

    def text(self, step: Step, names: Sequence[str]) -> str:
        """The step's explanation ('' for none)."""
        return ""

    def instruction(self, moves: Sequence[Any], state: Any, names: Sequence[str],
                    label: Callable[[str], str]) -> str:
        """What to click for the first of ``moves`` (the learner's prepared moves still
        to make). ``label(name)``: the text of the game's command ``name`` as its button
        shows it."""
        return ""

    # --- the prepared moves -------------------------------------------------------------

    def matches(self, expected: Any, action: Any, state: Any) -> bool:
        """Whether the learner's ``action`` is the prepared ``expected`` one (the
        prepared one is then made: a roll gets the prepared faces)."""
        return action == expected

    def picks(self, expected: Any, piece: tuple, state: Any) -> bool:
        """Whether picking up ``piece`` (a scene key: a shape, a tile, a die) is part of
        making the prepared move ``expected``."""
        return False

    def framed(self, step: Step, moves: Sequence[Any], state: Any) -> tuple:
        """Scene keys of what the coach frames now (the first anchors the bubble);
        ``moves``: the learner's prepared moves still to make."""
        return step.framed


def problems(script: LessonScript, spec) -> list[str]:
    """What is wrong with ``script`` for the game ``spec`` (empty: nothing): every
    prepared game starts and plays legally to its last move, the steps follow the games
    in order, a DO step holds only the learner's moves, the chapters run in order and
    each has a step and a title, each game has the seats it says and a name for each."""
    found: list[str] = []
    for index, game in enumerate(script.games):
        state = spec.new_game(game.options) if game.situation is None else \
            spec.state_from_json(game.situation, game.options)
        seats = len(spec.scores(state))  # (one score per seat)
        if game.seats != seats or not 0 <= script.learner < seats:
            found.append(f"game {index}: {game.seats} seats named, the game has {seats}, the learner "
                         f"sits at {script.learner}")
        if game.seats - 1 > len(script.opponents):
            found.append(f"game {index}: {game.seats} seats, names for only {len(script.opponents)} others")
        for position, action in enumerate(game.actions):
            reason = spec.check(state, action)
            if reason is not None:
                found.append(f"game {index}, move {position} {action!r}: {reason}")
                break
            state = spec.apply(state, action)
    chapters = [step.chapter for step in script.steps]
    if chapters != sorted(chapters) or set(chapters) != set(range(len(script.chapter_titles()))):
        found.append(f"chapters out of order or without a step: {chapters}")
    previous = (0, 0)
    for i, step in enumerate(script.steps):
        if not 0 <= step.game < len(script.games):
            found.append(f"step {i}: no game {step.game}")
            continue
        actions = script.games[step.game].actions
        if not 0 <= step.start <= step.end <= len(actions):
            found.append(f"step {i}: moves {step.start}..{step.end} outside the game")
        if (step.game, step.entry) < previous:
            found.append(f"step {i} goes back in the game")
        previous = (step.game, step.entry)
        if step.kind is StepKind.DO:
            if step.start == step.end:
                found.append(f"step {i}: a DO step without a move")
            # (an automatic move, a refill, may come between the learner's moves)
            others = [a for a in actions[step.start:step.end]
                      if spec.action_seat(a) not in (script.learner, None)]
            if others:
                found.append(f"step {i}: the learner would make another seat's moves {others!r}")
    return found
