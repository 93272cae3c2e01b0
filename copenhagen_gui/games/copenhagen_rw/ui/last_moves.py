"""What each player did last, for the table to keep it highlighted (pure, no Qt).

A player's last move is everything that changed on their sheet since their latest
turn began: the cells they drew, the track boxes they marked (in their own turn and
in the others' phase 3). The pad shows the shapes crossed out during the last round of
turns. It all stays until that player's next turn begins."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from ..rules.components import HEIGHT, WIDTH, bit
from ..rules.state import GameState, Phase

# Phases in which the active player is still making their move: their sheet is theirs
# to look at, not a record of what they did.
_MOVING = frozenset({Phase.ROLL, Phase.CHOOSE, Phase.PLACE, Phase.MARK_X, Phase.COAT, Phase.AFTER})


@attrs.frozen
class LastMoves:
    cells: frozenset[tuple[int, int, int]] = frozenset()  # (player, x, y)
    boxes: frozenset[tuple[int, int, int]] = frozenset()  # (player, track, box 1..9)
    shapes: frozenset[str] = frozenset()  # pad shapes crossed out


NONE = LastMoves()


def last_moves(now: GameState, turn_starts: Mapping[int, GameState]) -> LastMoves:
    """``turn_starts``: the state each player's latest turn began with (before their
    first turn: the state the game began with); a player missing shows nothing."""
    cells, boxes = set(), set()
    for p in range(now.player_count):
        if p == now.active and now.phase in _MOVING:
            continue
        start = turn_starts.get(p)
        if start is None:
            continue
        before, after = start.players[p], now.players[p]
        new = after.filled & ~before.filled
        cells.update((p, x, y) for x in range(WIDTH) for y in range(HEIGHT) if new & bit(x, y))
        for t, (was, marked) in enumerate(zip(before.tracks, after.tracks)):
            boxes.update((p, t, box) for box in range(was + 1, marked + 1))
    # The oldest of the players' latest turns began one round ago: the player after
    # the active one.
    oldest = turn_starts.get((now.active + 1) % now.player_count)
    shapes = now.crossed - oldest.crossed if oldest is not None else frozenset()
    return LastMoves(frozenset(cells), frozenset(boxes), frozenset(shapes))


def turn_starts_of(states) -> dict[int, GameState]:
    """The state each player's latest turn began with, from a game's states in order
    (before a player's first turn: the first state)."""
    states = list(states)
    starts: dict[int, GameState] = {p: states[0] for p in range(states[0].player_count)} if states else {}
    for state in states:
        if state.phase is Phase.ROLL:
            starts[state.active] = state
    return starts
