"""Final scoring (rules reference 3.11), also usable at any moment as a live estimate.

Per expedition: nothing written and no circle -> 0; the circle alone -> level 0 of the
scale doubled (-50 x 2); otherwise the scale at the level reached, doubled (negative
values too) when the circle is marked. Artifact and dice columns read the track scale at
the number hatched (9 dice symbols: the dice-exhausted value, 0). Bridges: 20 each,
never doubled. Ties share the win.
"""

from __future__ import annotations

import attrs

from .sheet import Sheet, track_points_for
from .state import Circle, Expedition, GameState, PlayerSheet


@attrs.frozen
class ScoreCard:
    """The nine score boxes along the top of a sheet, and the total."""

    expeditions: tuple[int, ...]  # red ... purple
    artifacts: int
    dice: int
    bridges: int

    @property
    def total(self) -> int:
        return sum(self.expeditions) + self.artifacts + self.dice + self.bridges


def expedition_points(sheet: Sheet, exp: Expedition) -> int:
    doubled = exp.circle is Circle.DOUBLED
    if not exp.numbers and not doubled:
        return 0
    points = sheet.expedition_points[len(exp.numbers)]
    return 2 * points if doubled else points


def score_card(sheet: Sheet, player: PlayerSheet) -> ScoreCard:
    return ScoreCard(
        expeditions=tuple(expedition_points(sheet, exp) for exp in player.expeditions),
        artifacts=track_points_for(sheet, player.artifacts, dice=False),
        dice=track_points_for(sheet, player.dice_marks, dice=True),
        bridges=int(sheet.bridge_points.value) * len(player.bridges_won),
    )


def total(sheet: Sheet, player: PlayerSheet) -> int:
    return score_card(sheet, player).total


def scores(state: GameState) -> tuple[int, ...]:
    sheet = state.options.sheet
    return tuple(total(sheet, p) for p in state.sheets)


def ranking(state: GameState) -> tuple[int, ...]:
    """Seats best first; tied seats keep seat order (they share the place: no tie-break)."""
    points = scores(state)
    return tuple(sorted(range(len(points)), key=lambda seat: (-points[seat], seat)))


def winners(state: GameState) -> frozenset[int]:
    points = scores(state)
    best = max(points)
    return frozenset(seat for seat, p in enumerate(points) if p == best)
