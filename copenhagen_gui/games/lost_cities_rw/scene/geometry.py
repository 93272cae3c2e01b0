"""Where everything lies on the table, in scene units (one number square = CELL).

The dice tray runs along the top; below it every seat's sheet stands side by side in
seat order, all the same size (a seat keeps its place whoever acts: the acting sheet
is framed, not moved). A sheet, top to bottom: name and total, score boxes, the top
artifacts, squares 9-7, the bridges, squares 6-1, the circles, the shapes. Columns,
left to right: the expedition scale, six expeditions, artifacts, dice, the track scale.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ..rules.components import BRIDGE_LEVEL, DICE_PER_KIND, SQUARES, Bridge, Colour

CELL = 40.0
MARGIN = 18.0  # around the whole table
SHEET_PAD = 10.0  # paper border inside a sheet
SHEET_GAP = 16.0
COLUMNS = 10  # scale, 6 expeditions, artifacts, dice, scale
SCALE_W = CELL * 0.9  # the two point-scale columns are a little narrower

HEADER_H = CELL * 1.15
SCORE_H = CELL * 0.85
TOP_H = CELL
BRIDGE_H = CELL * 0.7
CIRCLE_H = CELL
SHAPE_H = CELL * 0.8

SHEET_W = 2 * SHEET_PAD + 2 * SCALE_W + 8 * CELL
SHEET_H = 2 * SHEET_PAD + HEADER_H + SCORE_H + TOP_H + SQUARES * CELL + BRIDGE_H + CIRCLE_H + SHAPE_H

# The tray: three number dice, a gap, three colour dice; a text line under them.
DIE = 62.0
DIE_GAP = 16.0
DICE_KIND_GAP = 44.0
TRAY_TEXT_H = 30.0
TRAY_H = DIE + 24.0 + TRAY_TEXT_H
TRAY_W = 6 * DIE + 4 * DIE_GAP + DICE_KIND_GAP


def table_width(seats: int) -> float:
    return max(seats * SHEET_W + (seats - 1) * SHEET_GAP, TRAY_W + 2 * 260.0)


NOTICE_H = 30.0  # the sheet's name, under the sheets


def scene_rect(seats: int) -> QRectF:
    return QRectF(0, 0, table_width(seats) + 2 * MARGIN,
                  MARGIN + TRAY_H + SHEET_GAP + SHEET_H + 6 + NOTICE_H + MARGIN)


def notice_rect(seats: int) -> QRectF:
    return QRectF(MARGIN, MARGIN + TRAY_H + SHEET_GAP + SHEET_H + 6, table_width(seats), NOTICE_H)


# --- the tray ----------------------------------------------------------------------------


def tray_rect(seats: int) -> QRectF:
    x = MARGIN + (table_width(seats) - TRAY_W) / 2
    return QRectF(x, MARGIN, TRAY_W, TRAY_H)


def die_rect(seats: int, kind: str, index: int) -> QRectF:
    """``kind`` "number" (left three) or "colour" (right three)."""
    tray = tray_rect(seats)
    slot = index + (DICE_PER_KIND if kind == "colour" else 0)
    x = tray.left() + slot * (DIE + DIE_GAP) + (DICE_KIND_GAP - DIE_GAP if kind == "colour" else 0)
    return QRectF(x, tray.top() + 8.0, DIE, DIE)


def tray_text_rect(seats: int) -> QRectF:
    """The line under the dice: what the dice are (this roll, left, previous roll)."""
    # The whole table's width: a long language needs it (the turn line sits higher up).
    tray = tray_rect(seats)
    return QRectF(MARGIN, tray.bottom() - TRAY_TEXT_H, table_width(seats), TRAY_TEXT_H)


def turn_text_rect(seats: int) -> QRectF:
    """Left of the tray: the turn."""
    tray = tray_rect(seats)
    return QRectF(MARGIN, MARGIN, tray.left() - 24 - MARGIN, TRAY_H - TRAY_TEXT_H)


# --- the sheets --------------------------------------------------------------------------


def sheet_origin(seats: int, seat: int) -> QPointF:
    width = seats * SHEET_W + (seats - 1) * SHEET_GAP
    left = MARGIN + (table_width(seats) - width) / 2
    return QPointF(left + seat * (SHEET_W + SHEET_GAP), MARGIN + TRAY_H + SHEET_GAP)


# Inside a sheet (coordinates relative to the sheet's top-left corner).

def column_x(column: int) -> float:
    """Left edge of column 0 (expedition scale) .. 9 (track scale)."""
    if column == 0:
        return SHEET_PAD
    return SHEET_PAD + SCALE_W + (column - 1) * CELL


def column_w(column: int) -> float:
    return SCALE_W if column in (0, COLUMNS - 1) else CELL


def expedition_column(colour: Colour) -> int:
    return 1 + int(colour)


ARTIFACT_COLUMN = 7
DICE_COLUMN = 8
TRACK_SCALE_COLUMN = 9


def bridge_column(bridge: Bridge) -> int:
    if bridge is Bridge.ARTIFACTS:
        return ARTIFACT_COLUMN
    if bridge is Bridge.DICE:
        return DICE_COLUMN
    return expedition_column(Colour(int(bridge)))


def header_rect() -> QRectF:
    return QRectF(SHEET_PAD, SHEET_PAD, SHEET_W - 2 * SHEET_PAD, HEADER_H)


def score_y() -> float:
    return SHEET_PAD + HEADER_H


def top_y() -> float:
    return score_y() + SCORE_H


def square_y(square: int) -> float:
    """Top edge of square ``square`` (0 = bottom square, 8 = top) of a column."""
    level = square + 1
    y = top_y() + TOP_H + (SQUARES - level) * CELL
    if level < BRIDGE_LEVEL:
        y += BRIDGE_H
    return y


def bridge_y() -> float:
    return top_y() + TOP_H + (SQUARES - BRIDGE_LEVEL + 1) * CELL


def circle_y() -> float:
    return square_y(0) + CELL


def shape_y() -> float:
    return circle_y() + CIRCLE_H


def cell_rect(column: int, y: float, h: float = CELL) -> QRectF:
    return QRectF(column_x(column), y, column_w(column), h)


def square_rect(colour: Colour, square: int) -> QRectF:
    return cell_rect(expedition_column(colour), square_y(square))


def circle_rect(colour: Colour) -> QRectF:
    return cell_rect(expedition_column(colour), circle_y(), CIRCLE_H)


def top_rect(colour: Colour) -> QRectF:
    return cell_rect(expedition_column(colour), top_y(), TOP_H)


def track_rect(column: int, mark: int) -> QRectF:
    """Symbol ``mark`` (0 = bottom) of the artifact or dice column."""
    return cell_rect(column, square_y(mark))


def bridge_rect(bridge: Bridge) -> QRectF:
    return cell_rect(bridge_column(bridge), bridge_y(), BRIDGE_H)


def score_rect(column: int) -> QRectF:
    return cell_rect(column, score_y(), SCORE_H)


def target_rect(key) -> QRectF:
    """The cell of a target key: ("circle", colour), ("square", colour, i), ("top", colour)."""
    kind, colour = key[0], Colour(key[1])
    if kind == "circle":
        return circle_rect(colour)
    if kind == "top":
        return top_rect(colour)
    return square_rect(colour, key[2])
