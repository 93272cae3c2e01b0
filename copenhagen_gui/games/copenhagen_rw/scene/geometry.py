"""All positions of the table in one module: model coordinates to scene coordinates.

Three kinds of pieces are drawn in their own local units and then placed (and scaled)
on the table: a player sheet (SHEET_W x SHEET_H), the facade pad (PAD_W x PAD_H) and
the dice tray (TRAY_W x TRAY_H). ``table_layout`` says where each piece goes for a
number of players: the same place for the whole game."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF

from ..rules.components import (
    HEIGHT,
    SHAPES,
    SHAPES_BY_ID,
    TRACK_COLOURS,
    TRACK_LENGTH,
    WIDTH,
    Line,
    LineKind,
)

# --- a player sheet -------------------------------------------------------------------
SHEET_W = 700.0
SHEET_H = 472.0
CELL = 40.0
BUILDING_X = 20.0  # left edge of column 0
BUILDING_TOP = 94.0  # top edge of row HEIGHT-1
BUILDING_RECT = QRectF(BUILDING_X, BUILDING_TOP, WIDTH * CELL, HEIGHT * CELL)
LINE_MARK_R = 12.0  # radius of a row/column points mark
COAT_W, COAT_H = 30.0, 34.0

RIGHT_X = 308.0  # left edge of the right half (header, score, tracks)
RIGHT_END = SHEET_W - 16.0
SCORE_MAX = 16  # last box of the printed score track
SCORE_TRACK_TOP = 84.0
SCORE_BOX = (RIGHT_END - RIGHT_X) / (SCORE_MAX + 1)

TRACK_TOP = 122.0
TRACK_PITCH = 66.0
TRACK_BOX = 27.0
TRACK_BOX_PITCH = 29.0
TRACK_BADGE = 28.0
TRACK_BOXES_X = RIGHT_X + 66.0
SYMBOL_SIZE = 20.0
ABILITY_X = TRACK_BOXES_X + TRACK_LENGTH * TRACK_BOX_PITCH + 5.0
ABILITY_W = RIGHT_END - ABILITY_X


def cell_rect(x: int, y: int) -> QRectF:
    """A building cell; y=0 is the ground floor, drawn at the bottom."""
    return QRectF(BUILDING_X + x * CELL, BUILDING_TOP + (HEIGHT - 1 - y) * CELL, CELL, CELL)


def cell_at(point: QPointF) -> tuple[int, int] | None:
    """The building cell under a sheet-local point, or None."""
    if not BUILDING_RECT.contains(point):
        return None
    x = int((point.x() - BUILDING_X) // CELL)
    y = HEIGHT - 1 - int((point.y() - BUILDING_TOP) // CELL)
    if 0 <= x < WIDTH and 0 <= y < HEIGHT:
        return x, y
    return None


# Where in its cell the pointer counts as left (or lower): below this fraction. The
# middle band counts as the upper right quarter, as the keyboard's pointer does, so a
# pointer resting on a cell's middle (a pixel either way) always means the same.
SIDE_SPLIT = 0.4


def cell_side(point: QPointF) -> tuple[int, int]:
    """The quarter of its cell a sheet-local point is in: (1 right / 0 left, 1 upper /
    0 lower)."""
    fx = (point.x() - BUILDING_X) / CELL % 1.0
    fy_up = 1.0 - (point.y() - BUILDING_TOP) / CELL % 1.0
    return (0 if fx < SIDE_SPLIT else 1, 0 if fy_up < SIDE_SPLIT else 1)


def line_mark_rect(line: Line) -> QRectF:
    """The circle where a complete row (at its right end) or column (above it) scores."""
    d = 2 * LINE_MARK_R
    if line.kind is LineKind.ROW:
        r = cell_rect(WIDTH - 1, line.index)
        return QRectF(r.right() + 6, r.center().y() - LINE_MARK_R, d, d)
    r = cell_rect(line.index, HEIGHT - 1)
    return QRectF(r.center().x() - LINE_MARK_R, r.top() - 6 - d, d, d)


def coat_rect(line: Line) -> QRectF:
    """The shield of a coat of arms: beyond the points mark of its row or column."""
    mark = line_mark_rect(line)
    if line.kind is LineKind.ROW:
        return QRectF(mark.right() + 6, mark.center().y() - COAT_H / 2, COAT_W, COAT_H)
    return QRectF(mark.center().x() - COAT_W / 2, mark.top() - 6 - COAT_H, COAT_W, COAT_H)


NAME_RECT = QRectF(RIGHT_X, 10.0, 270.0, 30.0)
START_BOX_RECT = QRectF(RIGHT_X, 48.0, 22.0, 22.0)
START_LABEL_RECT = QRectF(RIGHT_X + 28.0, 48.0, 220.0, 22.0)
SCORE_RECT = QRectF(RIGHT_END - 64.0, 10.0, 64.0, 64.0)
ACTIVE_MARK_RECT = QRectF(RIGHT_END - 150.0, 30.0, 80.0, 24.0)


def score_box_rect(n: int) -> QRectF:
    return QRectF(RIGHT_X + n * SCORE_BOX, SCORE_TRACK_TOP, SCORE_BOX - 2.0, 22.0)


def track_top(track: int) -> float:
    return TRACK_TOP + track * TRACK_PITCH


def track_row_rect(track: int) -> QRectF:
    """The clickable row of a track: its badge and its nine boxes."""
    top = track_top(track)
    return QRectF(RIGHT_X - 4, top - 4, ABILITY_X - RIGHT_X, TRACK_BOX + 8)


def track_badge_rect(track: int) -> QRectF:
    return QRectF(RIGHT_X, track_top(track), TRACK_BADGE, TRACK_BADGE)


def track_box_rect(track: int, box: int) -> QRectF:
    """Box 1..9 of a track."""
    x = TRACK_BOXES_X + (box - 1) * TRACK_BOX_PITCH
    return QRectF(x, track_top(track), TRACK_BOX, TRACK_BOX)


def symbol_rect(track: int, box: int) -> QRectF:
    """Where the + or star under a box is printed."""
    b = track_box_rect(track, box)
    return QRectF(b.center().x() - SYMBOL_SIZE / 2, b.bottom() + 3, SYMBOL_SIZE, SYMBOL_SIZE)


def printed_star_rect(index: int) -> QRectF:
    """The two Reroll stars printed already unlocked, beside the red track's badge."""
    top = track_top(0)
    return QRectF(RIGHT_X + 33.0, top + index * 24.0, 22.0, 22.0)


def ability_rect(track: int) -> QRectF:
    top = track_top(track)
    return QRectF(ABILITY_X, top - 2, ABILITY_W, TRACK_BOX + SYMBOL_SIZE + 7)


# --- the facade pad ------------------------------------------------------------------------
PAD_CELL = 20.0
PAD_LABEL_W = 46.0
PAD_COL_W = 176.0
PAD_HEADER_TOP = 8.0
PAD_HEADER_H = 26.0
PAD_SECTION_GAP = 10.0
PAD_SHAPE_GAP = 12.0
PAD_INF_TOP = PAD_HEADER_TOP + PAD_HEADER_H + 8.0
PAD_INF_H = 3 * PAD_CELL + 18.0
PAD_X_TOP = PAD_INF_TOP + PAD_INF_H + PAD_SECTION_GAP
PAD_X_H = 4 * PAD_CELL + 18.0
PAD_W = PAD_LABEL_W + len(TRACK_COLOURS) * PAD_COL_W + 10.0
PAD_H = PAD_X_TOP + PAD_X_H + 10.0
PAD_INF_RECT = QRectF(6.0, PAD_INF_TOP, PAD_W - 12.0, PAD_INF_H)
PAD_X_RECT = QRectF(6.0, PAD_X_TOP, PAD_W - 12.0, PAD_X_H)


def shape_size(shape_id: str) -> tuple[int, int]:
    cells = SHAPES_BY_ID[shape_id].cells
    return max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1


def pad_header_rect(colour_index: int) -> QRectF:
    return QRectF(PAD_LABEL_W + colour_index * PAD_COL_W + 6, PAD_HEADER_TOP, PAD_COL_W - 12, PAD_HEADER_H)


def _section_origins() -> dict[str, QPointF]:
    """Top-left corner of each pad shape, centred in its colour column and section."""
    origins: dict[str, QPointF] = {}
    for ci, colour in enumerate(TRACK_COLOURS):
        for single, top, height in ((False, PAD_INF_TOP, PAD_INF_H), (True, PAD_X_TOP, PAD_X_H)):
            group = [s.id for s in SHAPES if s.colour is colour and s.single_use is single]
            widths = [shape_size(sid)[0] * PAD_CELL for sid in group]
            total = sum(widths) + PAD_SHAPE_GAP * (len(group) - 1)
            x = PAD_LABEL_W + ci * PAD_COL_W + (PAD_COL_W - total) / 2
            for sid, w in zip(group, widths):
                h = shape_size(sid)[1] * PAD_CELL
                origins[sid] = QPointF(x, top + (height - h) / 2)
                x += w + PAD_SHAPE_GAP
    return origins


SHAPE_ORIGINS = _section_origins()


def pad_cell_rect(cell: tuple[int, int], shape_height: int) -> QRectF:
    """A shape cell relative to the shape's top-left corner (y up in the model)."""
    x, y = cell
    return QRectF(x * PAD_CELL, (shape_height - 1 - y) * PAD_CELL, PAD_CELL, PAD_CELL)


# --- the dice tray -------------------------------------------------------------------------
DIE = 56.0
DIE_GAP = 12.0
TRAY_W = 5 * DIE + 4 * DIE_GAP + 40.0
TRAY_H = PAD_H
DICE_TOP = 26.0
DIE_RAISE = 16.0  # how far a selected die lifts (clearly off the tray)
LEGEND_RECT = QRectF(14.0, DICE_TOP + DIE + 26.0, TRAY_W - 28.0, TRAY_H - DICE_TOP - DIE - 38.0)


def die_rect(index: int) -> QRectF:
    return QRectF(20.0 + index * (DIE + DIE_GAP), DICE_TOP, DIE, DIE)


# --- the whole table ---------------------------------------------------------------------
GAP = 24.0
MARGIN = 24.0
TWO_PLAYER_SCALE = 1.16  # both sheets alike: neither player is the guest


@attrs.frozen
class Placed:
    pos: tuple[float, float]
    scale: float


@attrs.frozen
class TableLayout:
    pad: Placed
    tray: Placed
    sheets: tuple[Placed, ...]  # by player index
    rect: tuple[float, float, float, float]  # x, y, w, h of the whole table

    @property
    def scene_rect(self) -> QRectF:
        return QRectF(*self.rect)


def table_layout(player_count: int, home: int = 0) -> TableLayout:
    """Where everything lies, the same for the whole game: every seat keeps its place
    and its size (whose turn it is shows as a glow, never as a move). ``home``: the
    seat whose sheet lies large under the pad (the person playing against the
    computer); the others, in turn order after it, share a grid with the dice tray."""
    if player_count <= 2:
        return _two_player_layout(player_count)
    home_scale = PAD_W / SHEET_W
    home_top = MARGIN + PAD_H + GAP
    column_h = PAD_H + GAP + SHEET_H * home_scale
    # The right part: two rows of two slots; the dice tray takes the first slot.
    side_scale = (column_h - GAP) / 2 / SHEET_H
    slot_w, slot_h = SHEET_W * side_scale, SHEET_H * side_scale
    grid_x = MARGIN + PAD_W + GAP
    slots = [(grid_x + col * (slot_w + GAP), MARGIN + row * (slot_h + GAP))
             for row in range(2) for col in range(2)]
    sheets = {home: Placed((MARGIN, home_top), home_scale)}
    for k in range(1, player_count):
        sheets[(home + k) % player_count] = Placed(slots[k], side_scale)
    width = grid_x + 2 * slot_w + GAP + MARGIN
    height = MARGIN + column_h + MARGIN
    # The tray fills its slot's width: larger dice, no hole beside the sheets.
    tray_scale = min(slot_w / TRAY_W, slot_h / TRAY_H)
    return TableLayout(
        pad=Placed((MARGIN, MARGIN), 1.0),
        tray=Placed(slots[0], tray_scale),
        sheets=tuple(sheets[p] for p in range(player_count)),
        rect=(0.0, 0.0, width, height),
    )


def _two_player_layout(player_count: int) -> TableLayout:
    """One or two players: the pad and the tray in a band, the sheets side by side
    under it (player 1 left, player 2 right), alike in size."""
    band_w = PAD_W + GAP + TRAY_W
    scale = TWO_PLAYER_SCALE
    row_w = SHEET_W * scale * player_count + GAP * (player_count - 1)
    width = max(row_w, band_w)
    top = MARGIN + PAD_H + GAP
    x0 = MARGIN + (width - row_w) / 2
    sheets = tuple(Placed((x0 + p * (SHEET_W * scale + GAP), top), scale) for p in range(player_count))
    band_x = MARGIN + (width - band_w) / 2
    height = top + SHEET_H * scale + MARGIN
    return TableLayout(
        pad=Placed((band_x, MARGIN), 1.0),
        tray=Placed((band_x + PAD_W + GAP, MARGIN), 1.0),
        sheets=sheets,
        rect=(0.0, 0.0, width + 2 * MARGIN, height),
    )
