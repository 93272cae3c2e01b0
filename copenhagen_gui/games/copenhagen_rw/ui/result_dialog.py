"""The result screen: the winner, each player's breakdown (rows, columns, lines with
windows only, full tracks, empty cells), the tie-break in words when it decided, and
the ways on: play again with the same players, a new game (the window adds a picture
of the table). The kit's result screen counts the breakdown in, column by column."""

from __future__ import annotations

from collections.abc import Sequence

from copenhagen_gui.shell.table_kit.result_screen import ResultContent, ResultScreen, column_steps
from copenhagen_gui.shell.text import fill

from ..rules import scoring
from ..rules.state import GameState
from . import texts
from .result_breakdown import player_breakdown, tie_break


def _count_points(count: int, points: int) -> str:
    """"2 → 3": how many, and the points they scored (the header says so)."""
    return f"{count} → {points}"


def result_content(state: GameState, names: Sequence[str]) -> ResultContent:
    winners = state.winners or scoring.winners(state.players)
    won = [names[i] for i in winners]
    headline = (fill(ResultDialog.tr("%1 wins!"), won[0]) if len(won) == 1
                else fill(ResultDialog.tr("Shared victory: %1"), texts.join_names(won)))
    headers = [ResultDialog.tr("Place"), ResultDialog.tr("Player"), ResultDialog.tr("Points"),
               ResultDialog.tr("Rows → points"), ResultDialog.tr("Columns → points"),
               ResultDialog.tr("Windows only"), ResultDialog.tr("Full tracks → points"),
               ResultDialog.tr("Empty cells")]
    rows, winner_rows = [], []
    for row, (place, player) in enumerate(scoring.ranking(state.players)):
        b = player_breakdown(state.players[player])
        rows.append((str(place), names[player], str(state.players[player].points),
                     _count_points(len(b.rows), b.row_points), _count_points(len(b.columns), b.column_points),
                     str(b.doubles), _count_points(len(b.full_tracks), b.track_points), str(b.empty_cells)))
        if player in winners:
            winner_rows.append(row)
    return ResultContent(
        title=ResultDialog.tr("Result"), headline=headline, headers=headers, rows=rows, winners=winner_rows,
        steps=column_steps(rows, [(headers[c], c) for c in (3, 4, 5, 6, 7, 2)]),
        header_tips={5: ResultDialog.tr("Complete rows and columns without an X: they score double"),
                     6: ResultDialog.tr("Tracks marked to their ninth box: 2 points each")},
        notes=[("result-tie-break", _tie_text(state, names)),
               ("result-note", ResultDialog.tr("Most points wins; on a tie, fewer empty cells in the building wins."))],
    )


def _tie_text(state: GameState, names: Sequence[str]) -> str:
    tie = tie_break(state)
    if tie is None:
        return ""
    tied = texts.join_names([names[i] for i in tie.tied])
    points = str(tie.points)
    if not tie.decided:
        return fill(ResultDialog.tr("%1 are level on %2 points and have as many empty cells: they "
                                    "share the victory."),
                    tied, points)
    winner = scoring.winners(state.players)[0]
    cells = ", ".join(str(scoring.empty_cells(state.players[i])) for i in tie.tied)
    return fill(ResultDialog.tr("Tie-break: %1 are level on %2 points, so the fewest empty cells "
                                "decide (%3): %4 wins."),
                tied, points, cells, names[winner])


class ResultDialog(ResultScreen):
    """Its result is ``NEW_GAME`` (the New game dialog), ``PLAY_AGAIN`` (the same
    seats, names and computer levels at once) or Rejected (back to the table)."""

    def __init__(self, state: GameState, names: Sequence[str], parent=None):
        super().__init__(lambda: result_content(state, names), parent, play_again=True)
        self._state = state

    def ranking(self) -> list[tuple[int, int]]:
        return scoring.ranking(self._state.players)

    def cell_text(self, player: int, column: int) -> str:
        """The final text of ``player``'s cell (the count may not have reached it yet)."""
        row = next(r for r, (_, p) in enumerate(self.ranking()) if p == player)
        return str(self.content().rows[row][column])

    def tie_break_text(self) -> str:
        return self.note_text("result-tie-break")
