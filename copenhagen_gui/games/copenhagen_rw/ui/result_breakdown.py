"""Where each player's points came from, and what decided the winner (pure Python):
the result screen's breakdown and the scoring lines lit on the sheets."""

from __future__ import annotations

import attrs

from ..rules import scoring
from ..rules.components import (
    LINES,
    TRACK_COLOURS,
    TRACK_COMPLETE_POINTS,
    TRACK_LENGTH,
    Colour,
    Line,
    LineKind,
)
from ..rules.state import GameState, PlayerSheet


@attrs.frozen
class PlayerBreakdown:
    rows: tuple[Line, ...]  # complete rows
    columns: tuple[Line, ...]  # complete columns
    row_points: int
    column_points: int
    doubles: int  # complete lines with windows only (worth double)
    full_tracks: tuple[Colour, ...]
    empty_cells: int

    @property
    def track_points(self) -> int:
        return TRACK_COMPLETE_POINTS * len(self.full_tracks)

    @property
    def total(self) -> int:
        return self.row_points + self.column_points + self.track_points

    @property
    def lines(self) -> tuple[Line, ...]:
        return self.rows + self.columns


def player_breakdown(sheet: PlayerSheet) -> PlayerBreakdown:
    full = [ln for ln in LINES if ln.mask & sheet.filled == ln.mask]
    rows = tuple(ln for ln in full if ln.kind is LineKind.ROW)
    columns = tuple(ln for ln in full if ln.kind is LineKind.COLUMN)
    return PlayerBreakdown(
        rows=rows,
        columns=columns,
        row_points=sum(scoring.line_points(ln, sheet.crosses) for ln in rows),
        column_points=sum(scoring.line_points(ln, sheet.crosses) for ln in columns),
        doubles=sum(1 for ln in full if not sheet.crosses & ln.mask),
        full_tracks=tuple(c for c in TRACK_COLOURS if sheet.tracks[c.index] == TRACK_LENGTH),
        empty_cells=scoring.empty_cells(sheet),
    )


@attrs.frozen
class TieBreak:
    """The best players were level on points: who they are and whether the empty
    cells decided (else they share the victory)."""

    tied: tuple[int, ...]
    points: int
    decided: bool


def tie_break(state: GameState) -> TieBreak | None:
    players = state.players
    best = max(p.points for p in players)
    tied = tuple(i for i, p in enumerate(players) if p.points == best)
    if len(tied) < 2:
        return None
    winners = scoring.winners(players)
    return TieBreak(tied, best, decided=len(winners) < len(tied))
