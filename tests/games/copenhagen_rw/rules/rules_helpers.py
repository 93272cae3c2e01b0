"""Compact builders for rules tests: buildings from string diagrams, dice from letters,
and states placed at any phase (attrs.evolve on a fresh game)."""

from __future__ import annotations

import copy

import attrs
import pytest

from copenhagen_gui.games.copenhagen_rw.rules import engine, scoring
from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, TRACK_COLOURS, WIDTH, Colour, bit
from copenhagen_gui.games.copenhagen_rw.rules.engine import IllegalAction
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, GameState, Phase, PlayerSheet, Turn

_LETTERS = {"R": Colour.RED, "B": Colour.BLUE, "P": Colour.PURPLE, "G": Colour.GREEN,
            "Y": Colour.YELLOW, "W": Colour.WHITE}


def dice(letters: str) -> tuple[Colour, ...]:
    """'RRRYP' -> five faces (R B P G Y, W = white joker)."""
    return tuple(_LETTERS[c] for c in letters)


def building(diagram: str) -> tuple[int, int]:
    """(filled, crosses) masks from a diagram: rows top to bottom, the last line is the
    ground floor; '.' empty, 'O' window, 'X' brick. Rows not given are empty."""
    rows = [line.strip() for line in diagram.strip().splitlines() if line.strip()]
    assert len(rows) <= HEIGHT, "at most 9 rows"
    filled = crosses = 0
    for y, row in enumerate(reversed(rows)):
        assert len(row) == WIDTH, f"row {row!r} needs {WIDTH} cells"
        for x, char in enumerate(row):
            assert char in ".OX", f"unknown cell {char!r}"
            if char != ".":
                filled |= bit(x, y)
            if char == "X":
                crosses |= bit(x, y)
    return filled, crosses


def diagram(sheet: PlayerSheet, rows: int = HEIGHT) -> str:
    """The inverse of building(), bottom ``rows`` rows, for readable assertions."""
    lines = []
    for y in reversed(range(rows)):
        line = ""
        for x in range(WIDTH):
            b = bit(x, y)
            line += "X" if sheet.crosses & b else "O" if sheet.filled & b else "."
        lines.append(line)
    return "\n".join(lines)


def sheet(drawing: str = "", tracks=(0, 0, 0, 0, 0), ready=None, used=None, **changes) -> PlayerSheet:
    """A player sheet. ``ready`` defaults to ``tracks`` (all marks made before this turn);
    points default to what the building and tracks are worth."""
    filled, crosses = building(drawing) if drawing else (0, 0)
    made = PlayerSheet(
        filled=filled,
        crosses=crosses,
        tracks=tuple(tracks),
        ready=tuple(tracks if ready is None else ready),
        used=tuple(frozenset(u) for u in (used or ((),) * len(TRACK_COLOURS))),
    )
    made = attrs.evolve(made, points=scoring.breakdown(made).total)
    return attrs.evolve(made, **changes)


def state(
    players: int = 3,
    phase: Phase = Phase.CHOOSE,
    roll: str = "",
    active: int = 0,
    sheets: dict[int, PlayerSheet] | None = None,
    crossed=None,
    options: GameOptions | None = None,
    **turn,
) -> GameState:
    """A state at ``phase`` in the active player's turn with the dice ``roll``."""
    options = options or GameOptions(players)
    start = engine.new_game(options)
    all_sheets = list(start.players)
    for i, s in (sheets or {}).items():
        all_sheets[i] = attrs.evolve(s, start_player=all_sheets[i].start_player)
    return attrs.evolve(
        start,
        players=tuple(all_sheets),
        crossed=start.crossed if crossed is None else frozenset(crossed),
        active=active,
        phase=phase,
        turn=Turn(dice=dice(roll), **turn),
    )


def play(game: GameState, *actions) -> GameState:
    for action in actions:
        game = engine.apply(game, action)
    return game


def refused(game: GameState, action, reason) -> None:
    """The action is refused with ``reason`` by check and by apply, state untouched."""
    before = copy.deepcopy(game)
    assert engine.check(game, action) is reason
    with pytest.raises(IllegalAction) as info:
        engine.apply(game, action)
    assert info.value.reason is reason
    assert game == before


def kinds(game: GameState) -> list:
    """The kinds of the events of the last action."""
    return [e.kind for e in game.events]
