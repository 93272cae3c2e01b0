"""The result: players ranked, with points (rows, columns) and the tie-break (empty
squares), the winners marked; the kit's result screen counts them in, rows, then
columns, then empty squares, then the points."""

from __future__ import annotations

from PySide6.QtCore import QObject

from copenhagen_gui.core.building import HEIGHT, WIDTH, empty_count
from copenhagen_gui.shell.table_kit.result_screen import ResultContent, ResultScreen, column_steps

from ..rules import engine, scoring
from . import texts


class CopenhagenResult(QObject):
    """Owner of the "CopenhagenResult" translation context: ``CopenhagenResult.tr(...)`` is called on the
    class, so pyside6-lupdate finds every sentence, plural ones included."""


def result_rows(state, names) -> list[tuple[str, ...]]:
    """Rank, name, rows points, columns points, total, empty squares, winner mark."""
    rows = []
    for rank, seat in enumerate(engine.ranking(state), 1):
        p = state.players[seat]
        row_points = sum(scoring.row_points(p.filled, p.bricks, y) for y in range(HEIGHT))
        col_points = sum(scoring.column_points(p.filled, p.bricks, x) for x in range(WIDTH))
        rows.append((
            str(rank), names[seat], str(row_points), str(col_points), str(p.points),
            str(empty_count(p.filled)), "★" if seat in state.winners else "",
        ))
    return rows


def result_content(state, names) -> ResultContent:
    headers = [CopenhagenResult.tr("Rank"), CopenhagenResult.tr("Player"), CopenhagenResult.tr("Rows"),
               CopenhagenResult.tr("Columns"), CopenhagenResult.tr("Points"),
               CopenhagenResult.tr("Empty squares"), CopenhagenResult.tr("Winner")]
    rows = result_rows(state, names)
    return ResultContent(
        title=CopenhagenResult.tr("Result"),
        headline=texts.game_over_line(state, names),
        headers=headers, rows=rows, winners=[r for r, row in enumerate(rows) if row[-1]],
        steps=column_steps(rows, [(headers[c], c) for c in (2, 3, 5, 4)]),
        notes=[("result-note", CopenhagenResult.tr("Most points wins; a tie goes to the fewest empty squares."))],
    )


class ResultDialog(ResultScreen):
    def __init__(self, state, names, parent=None):
        super().__init__(lambda: result_content(state, names), parent)
