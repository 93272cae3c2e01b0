"""Where the things a lesson talks about lie on the table ("Learn the game" frames
them: shell/lesson/coach.py)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ..rules.components import DICE_PER_KIND, SQUARES, Colour
from . import geometry as geo


def _on_sheet(seats: int, seat: int, rect: QRectF) -> QRectF:
    return rect.translated(geo.sheet_origin(seats, seat))


def mark_rect(seats: int, mark: tuple) -> QRectF:
    """The scene rect of a lesson's mark (see tutorial.script.Mark)."""
    kind = mark[0]
    if kind == "tray":
        return geo.tray_rect(seats)
    if kind == "dice":
        first = geo.die_rect(seats, "number", 0)
        last = geo.die_rect(seats, "colour", DICE_PER_KIND - 1)
        return first.united(last)
    seat = mark[1]
    if kind == "column":
        colour = Colour(mark[2])
        top = geo.top_rect(colour)
        return _on_sheet(seats, seat, top.united(geo.circle_rect(colour)))
    if kind == "circle":
        return _on_sheet(seats, seat, geo.circle_rect(Colour(mark[2])))
    if kind == "top":
        return _on_sheet(seats, seat, geo.top_rect(Colour(mark[2])))
    if kind in ("dice_column", "artifact_column"):
        column = geo.DICE_COLUMN if kind == "dice_column" else geo.ARTIFACT_COLUMN
        return _on_sheet(seats, seat, geo.track_rect(column, SQUARES - 1).united(geo.track_rect(column, 0)))
    if kind == "bridges":
        return _on_sheet(seats, seat, geo.cell_rect(1, geo.bridge_y(), geo.BRIDGE_H).united(
            geo.cell_rect(geo.DICE_COLUMN, geo.bridge_y(), geo.BRIDGE_H)))
    if kind == "scores":
        return _on_sheet(seats, seat, geo.score_rect(0).united(geo.score_rect(geo.TRACK_SCALE_COLUMN))
                         .united(geo.header_rect()))
    raise ValueError(f"unknown mark {mark!r}")
