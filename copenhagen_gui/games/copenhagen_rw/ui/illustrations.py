"""Pictures for the in-app rulebook, drawn at run time with QPainter.

They are made from the rules' own data (shapes, rotations, tracks, coats of arms) and
with the table's theme and glyphs, so what the rulebook shows is what the game does.
The pictures hold no words: captions live in the translated rulebook text.

``render(name)`` returns a QImage at twice the logical size (sharp on HiDPI screens);
``size(name)`` is its logical size, which the rulebook writes into the <img> tag.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from copenhagen_gui.shell.table_kit.illustrations import Illustrations, arrow, cross, tick

from ..rules.components import (
    COAT_LINES,
    SHAPES,
    SHAPES_BY_ID,
    TRACK_COLOURS,
    TRACKS,
    Ability,
    Cell,
    Colour,
    LineKind,
    Symbol,
    mirror,
    rotations,
)
from ..scene import glyphs, theme

Marks = dict[Cell, str]  # cell -> "X" or "O"

# --- the examples, as data the tests check against the rules engine ------------------

# Phase 2: what is in the building before, and the same shape drawn twice.
DRAWING_BEFORE: Marks = {(0, 0): "X", (1, 0): "O", (0, 1): "O"}
DRAWING_SHAPE = "blue-4a"
DRAWING_LEGAL: tuple[Cell, ...] = ((1, 1), (1, 2), (2, 1), (3, 1))
DRAWING_ILLEGAL: tuple[Cell, ...] = ((2, 3), (2, 4), (3, 3), (4, 3))
ROTATION_SHAPE = "red-5"  # its mirror image is not on the pad

# Coats of arms: the two lowest rows filled, the second one earns its coat of arms,
# and the extra action draws a single window on top.
COAT_BEFORE: Marks = {
    **{(x, 0): "O" for x in range(5)},
    **{(x, 1): "O" for x in range(5)},
    (1, 0): "X",
    (3, 1): "X",
    (0, 2): "O",
    (1, 2): "X",
}
COAT_EXTRA_CELL: Cell = (2, 2)

# Phase 1: three red dice and a joker (and a blue die) allow red shapes of 2, 3, 4.
CHOOSING_DICE = (Colour.RED, Colour.BLUE, Colour.RED, Colour.WHITE, Colour.RED)
CHOOSING_SHAPES = ("red-2", "red-3", "red-4a")

# Phase 3: the red 3-cell shape took two red dice and the joker.
PHASE3_DICE = (Colour.RED, Colour.BLUE, Colour.WHITE, Colour.YELLOW, Colour.RED)
PHASE3_ASSIGNED = (0, 2, 4)
PHASE3_SHAPE = "red-3"

# Colour change: two blue dice turned to green.
COLOUR_CHANGE_BEFORE = (Colour.GREEN, Colour.BLUE, Colour.RED, Colour.BLUE, Colour.YELLOW)
COLOUR_CHANGE_DICE = (1, 3)
COLOUR_CHANGE_FACE = Colour.GREEN

# A track: the green one with five boxes marked and its first bonus used.
TRACK_COLOUR = Colour.GREEN
TRACK_MARKED = 5
TRACK_USED = frozenset({1})

# --- drawing helpers ---------------------------------------------------------------


def _paper(p: QPainter, rect: QRectF, colour: QColor = theme.PAPER):
    p.setPen(theme.pen(theme.PAPER_EDGE, 1.0))
    p.setBrush(colour)
    p.drawRoundedRect(rect, 6, 6)


def _grid(p: QPainter, origin: QPointF, cols: int, rows: int, cell: float, marks: Marks,
          highlight: Iterable[Cell] = (), highlight_colour: QColor | None = None):
    """A building (or part of it) with its bottom-left corner at ``origin``; y goes up."""
    def rect(x, y):
        return QRectF(origin.x() + x * cell, origin.y() - (y + 1) * cell, cell, cell)

    p.setPen(Qt.NoPen)
    for (x, y) in marks:
        p.setBrush(theme.FILLED_CELL)
        p.drawRect(rect(x, y))
    for (x, y) in highlight:
        p.setBrush(highlight_colour or theme.SPOT)
        p.drawRect(rect(x, y))
    p.setPen(theme.pen(theme.GRID, 1.0))
    p.setBrush(Qt.NoBrush)
    for x in range(cols):
        for y in range(rows):
            p.drawRect(rect(x, y))
    p.setPen(theme.pen(theme.GRID_STRONG, 1.6))
    p.drawRect(QRectF(origin.x(), origin.y() - rows * cell, cols * cell, rows * cell))
    for (x, y), mark in marks.items():
        inner = rect(x, y).adjusted(cell * 0.22, cell * 0.22, -cell * 0.22, -cell * 0.22)
        if mark == "X":
            glyphs.pen_cross(p, inner, max(1.4, cell * 0.09), seed=x * 11 + y)
        else:
            glyphs.pen_circle(p, inner, max(1.4, cell * 0.09), seed=x * 7 + y)
    return rect


def _cells(p: QPainter, origin: QPointF, cells: Iterable[Cell], cell: float, colour: Colour,
           alpha: int = 255, outline: QColor | None = None):
    """A pad shape: coloured squares, y up from ``origin`` (bottom-left)."""
    fill = QColor(theme.face(colour))
    fill.setAlpha(alpha)
    p.setPen(theme.pen(outline or theme.darker(colour), 1.2))
    p.setBrush(fill)
    for x, y in cells:
        p.drawRect(QRectF(origin.x() + x * cell, origin.y() - (y + 1) * cell, cell, cell))


def _extent(cells: Iterable[Cell]) -> tuple[int, int]:
    cells = list(cells)
    return max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1


def _die(p: QPainter, rect: QRectF, colour: Colour, dim: bool = False, frame: QColor | None = None):
    p.save()
    if dim:
        p.setOpacity(theme.DIM_OPACITY + 0.1)
    p.setPen(theme.pen(QColor("#5b574d") if colour is Colour.WHITE else theme.darker(colour), 1.4))
    p.setBrush(theme.face(colour))
    p.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)
    p.setPen(Qt.NoPen)
    p.setBrush(theme.GLYPH_ON[colour])
    inner = rect.adjusted(rect.width() * 0.26, rect.height() * 0.26, -rect.width() * 0.26, -rect.height() * 0.26)
    p.drawPath(glyphs.colour_glyph(colour, inner))
    p.restore()
    if frame is not None:
        p.setPen(theme.pen(frame, 3.0))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), rect.width() * 0.24, rect.width() * 0.24)


def _dice_row(p: QPainter, x: float, y: float, faces, size: float = 34, gap: float = 8,
              dim: Iterable[int] = (), frame: dict[int, QColor] | None = None) -> float:
    dim = set(dim)
    frame = frame or {}
    for i, face in enumerate(faces):
        _die(p, QRectF(x + i * (size + gap), y, size, size), face, i in dim, frame.get(i))
    return x + len(faces) * (size + gap) - gap


def _symbol(p: QPainter, rect: QRectF, symbol: Symbol, colour: QColor):
    p.setPen(Qt.NoPen)
    p.setBrush(colour)
    path = glyphs.plus_path(rect, 0.26) if symbol is Symbol.BONUS else glyphs.star_path(rect)
    path.setFillRule(Qt.FillRule.WindingFill)  # the plus is two overlapping bars
    p.drawPath(path)


def _track(p: QPainter, x: float, y: float, colour: Colour, box: float, marked: int = 0,
           used: frozenset[int] = frozenset(), unlocked_colour: QColor | None = None):
    """One ability track: 9 boxes at (x, y), symbols printed below the boxes."""
    spec = TRACKS[colour.index]
    for b in range(1, 10):
        r = QRectF(x + (b - 1) * box, y, box, box)
        p.setPen(theme.pen(theme.darker(colour), 1.2))
        tint = QColor(theme.face(colour))
        tint.setAlpha(70)
        p.setBrush(tint)
        p.drawRect(r)
        if b <= marked:
            glyphs.pen_cross(p, r.adjusted(box * 0.2, box * 0.2, -box * 0.2, -box * 0.2), max(1.5, box * 0.1), seed=b)
        symbol = spec.symbol_at(b)
        if symbol is not None:
            s = QRectF(r.x() + box * 0.22, r.bottom() + box * 0.12, box * 0.56, box * 0.56)
            if b <= marked and b not in used and unlocked_colour is not None:
                p.setPen(Qt.NoPen)
                p.setBrush(unlocked_colour)
                p.drawEllipse(s.adjusted(-box * 0.12, -box * 0.12, box * 0.12, box * 0.12))
            _symbol(p, s, symbol, theme.darker(colour, 120))
            if b in used:
                glyphs.pen_strike(p, s.adjusted(-2, -2, 2, 2), max(1.5, box * 0.09), seed=b)


# The arrows' heads, their corners in the order this rulebook has always drawn them
# (a negative half width: the same triangle, pixel for pixel as before).
HEAD = (10, -6)


# --- the illustrations ---------------------------------------------------------------

PICTURES = Illustrations()
_illustration = PICTURES.picture


@_illustration("dice", 300, 52)
def _draw_dice(p: QPainter):
    _dice_row(p, 10, 8, (Colour.RED, Colour.BLUE, Colour.PURPLE, Colour.GREEN, Colour.YELLOW, Colour.WHITE), 36, 12)


@_illustration("pad", 330, 300)
def _draw_pad(p: QPainter):
    _paper(p, QRectF(2, 2, 326, 296), theme.PAD_PAPER)
    cell = 12.0
    split = 104.0
    p.setPen(theme.pen(theme.PRINT_FAINT, 1.2))
    p.drawLine(QPointF(split, 12), QPointF(split, 288))
    glyphs.paint_text(p, QRectF(10, 6, split - 20, 28), "∞", 22, theme.PRINT, bold=True)
    glyphs.paint_text(p, QRectF(split + 10, 6, 326 - split - 20, 28), "×", 22, theme.PRINT, bold=True)
    y = 44.0
    for colour in TRACK_COLOURS:
        shapes = [s for s in SHAPES if s.colour is colour]
        row_height = max(_extent(s.cells)[1] for s in shapes) * cell
        y += row_height
        x = 18.0
        for shape in shapes:
            if shape.single_use and x < split:
                x = split + 16
            w, h = _extent(shape.cells)
            _cells(p, QPointF(x, y), shape.cells, cell, colour)
            if shape.id == "red-4b":  # one crossed-out shape, as the pad shows them
                box = QRectF(x - 3, y - h * cell - 3, w * cell + 6, h * cell + 6)
                glyphs.pen_cross(p, box, 2.2, seed=3)
            x += w * cell + 16
        y += 12


@_illustration("sheet", 420, 262)
def _draw_sheet(p: QPainter):
    _paper(p, QRectF(2, 2, 416, 258))
    cell = 21.0
    origin = QPointF(16, 246)
    marks: Marks = {(0, 0): "X", (1, 0): "O", (2, 0): "O", (3, 0): "O", (4, 0): "X",
                    (0, 1): "O", (1, 1): "O", (2, 1): "X", (3, 2): "O", (3, 1): "O"}
    _grid(p, origin, 5, 9, cell, marks)
    for line in COAT_LINES:
        if line.kind is LineKind.COLUMN:
            r = QRectF(origin.x() + line.index * cell + 2, origin.y() - 9 * cell - 24, cell - 4, 21)
        else:
            r = QRectF(origin.x() + 5 * cell + 4, origin.y() - (line.index + 1) * cell + 1, cell - 4, cell - 2)
        glyphs.paint_shield(p, r, earned=False, seed=line.index)
    box = 17.0
    x0 = 176.0
    for i, colour in enumerate(TRACK_COLOURS):
        y = 24 + i * 46
        if colour is Colour.RED:  # the two Reroll stars printed unlocked
            for k in range(2):
                _symbol(p, QRectF(x0 - 38 + k * 17, y + 1, 14, 14), Symbol.STAR, theme.darker(colour, 120))
        _track(p, x0, y, colour, box, marked=(2, 1, 0, 3, 0)[i])
        r = QRectF(x0 + 9 * box + 6, y - 2, 22, 22)
        glyphs.paint_ability_icon(p, TRACKS[i].ability, r, theme.darker(colour, 130))
    # score track and start player box along the bottom
    for k in range(12):
        p.setPen(theme.pen(theme.PRINT_FAINT, 1.0))
        p.setBrush(Qt.NoBrush)
        p.drawRect(QRectF(x0 + k * 17, 242, 15, 12))
    p.setBrush(theme.ACTIVE_FRAME)
    p.drawRect(QRectF(x0 - 38, 240, 16, 16))
    glyphs.pen_cross(p, QRectF(x0 - 35, 243, 10, 10), 1.8, seed=5)


@_illustration("choosing", 520, 84)
def _draw_choosing(p: QPainter):
    reds = {i for i, f in enumerate(CHOOSING_DICE) if f in (Colour.RED, Colour.WHITE)}
    frames = {i: theme.ELIGIBLE for i in reds}
    end = _dice_row(p, 8, 24, CHOOSING_DICE, 34, 10, dim=set(range(5)) - reds, frame=frames)
    arrow(p, QPointF(end + 14, 41), QPointF(end + 54, 41), head=HEAD)
    x = end + 70
    cell = 16.0
    for shape_id in CHOOSING_SHAPES:
        shape = SHAPES_BY_ID[shape_id]
        w, h = _extent(shape.cells)
        _cells(p, QPointF(x, 41 + h * cell / 2), shape.cells, cell, shape.colour)
        x += w * cell + 26


@_illustration("rotations", 400, 92)
def _draw_rotations(p: QPainter):
    shape = SHAPES_BY_ID[ROTATION_SHAPE]
    cell = 17.0
    x = 10.0
    for cells in rotations(shape.cells):
        w, h = _extent(cells)
        _cells(p, QPointF(x, 46 + h * cell / 2), cells, cell, shape.colour)
        x += w * cell + 22
    p.setPen(theme.pen(theme.PRINT_FAINT, 1.2, Qt.DashLine))
    p.drawLine(QPointF(x + 4, 8), QPointF(x + 4, 84))
    x += 30
    mirrored = mirror(shape.cells)
    w, h = _extent(mirrored)
    _cells(p, QPointF(x, 46 + h * cell / 2), mirrored, cell, shape.colour, alpha=110)
    cross(p, QPointF(x + w * cell / 2, 46), 22, theme.INK)


@_illustration("drawing", 420, 200)
def _draw_drawing(p: QPainter):
    shape = SHAPES_BY_ID[DRAWING_SHAPE]
    cell = 24.0
    for k, (cells, legal) in enumerate(((DRAWING_LEGAL, True), (DRAWING_ILLEGAL, False))):
        left = 20 + k * 210
        _paper(p, QRectF(left - 10, 4, 150, 156))
        origin = QPointF(left, 148)
        edge = theme.SPOT_EDGE if legal else theme.GHOST_ILLEGAL_EDGE
        fill = theme.GHOST_LEGAL if legal else theme.GHOST_ILLEGAL
        _grid(p, origin, 5, 5, cell, DRAWING_BEFORE, highlight=cells, highlight_colour=fill)
        p.setPen(theme.pen(edge, 2.4))
        p.setBrush(Qt.NoBrush)
        for x, y in cells:
            p.drawRect(QRectF(origin.x() + x * cell, origin.y() - (y + 1) * cell, cell, cell))
        mark = QPointF(left + 65, 182)
        (tick if legal else cross)(p, mark, 11)
    del shape


@_illustration("scoring", 400, 150)
def _draw_scoring(p: QPainter):
    cell = 14.0
    examples = (
        (LineKind.ROW, {(0, 0): "O", (1, 0): "X", (2, 0): "O", (3, 0): "O", (4, 0): "O"}, "1"),
        (LineKind.ROW, {(x, 0): "O" for x in range(5)}, "2"),
        (LineKind.COLUMN, {(0, y): ("X" if y == 4 else "O") for y in range(9)}, "2"),
        (LineKind.COLUMN, {(0, y): "O" for y in range(9)}, "4"),
    )
    for k, (kind, marks, points) in enumerate(examples):
        if kind is LineKind.ROW:
            origin = QPointF(14, 40 + k * 60)
            _grid(p, origin, 5, 1, cell * 1.4, marks)
            text_rect = QRectF(origin.x() + 5 * cell * 1.4 + 10, origin.y() - 30, 60, 40)
        else:
            origin = QPointF(210 + (k - 2) * 100, 140)
            _grid(p, origin, 1, 9, cell, marks)
            text_rect = QRectF(origin.x() + cell + 8, origin.y() - 80, 60, 40)
        p.setPen(Qt.NoPen)
        p.setBrush(theme.WIN_GOLD)
        c = QPointF(text_rect.x() + 20, text_rect.center().y())
        p.drawEllipse(c, 15, 15)
        glyphs.paint_text(p, QRectF(c.x() - 15, c.y() - 15, 30, 30), points, 17, QColor("#ffffff"), bold=True)


@_illustration("coats", 176, 250)
def _draw_coats(p: QPainter):
    _paper(p, QRectF(2, 2, 172, 246))
    cell = 20.0
    origin = QPointF(20, 234)
    _grid(p, origin, 5, 9, cell, {**COAT_BEFORE, COAT_EXTRA_CELL: "O"},
          highlight=[COAT_EXTRA_CELL], highlight_colour=theme.GHOST_LEGAL)
    p.setPen(theme.pen(theme.ACTIVE_FRAME, 2.4))
    p.setBrush(Qt.NoBrush)
    p.drawRect(QRectF(origin.x(), origin.y() - 2 * cell, 5 * cell, cell))
    for line in COAT_LINES:
        if line.kind is LineKind.COLUMN:
            r = QRectF(origin.x() + line.index * cell + 1, origin.y() - 9 * cell - 22, cell - 2, 20)
        else:
            r = QRectF(origin.x() + 5 * cell + 6, origin.y() - (line.index + 1) * cell, cell, cell)
        earned = line.kind is LineKind.ROW and line.index == 1
        glyphs.paint_shield(p, r, earned=earned, seed=line.index)


@_illustration("phase3", 340, 76)
def _draw_phase3(p: QPainter):
    # Left: the shape with the dice it used; right: the dice left for the others.
    shape = SHAPES_BY_ID[PHASE3_SHAPE]
    used = [PHASE3_DICE[i] for i in PHASE3_ASSIGNED]
    free = [PHASE3_DICE[i] for i in range(len(PHASE3_DICE)) if i not in PHASE3_ASSIGNED]
    _paper(p, QRectF(4, 4, 200, 68))
    w, h = _extent(shape.cells)
    _cells(p, QPointF(16, 38 + h * 8), shape.cells, 16, shape.colour)
    _dice_row(p, 16 + w * 16 + 16, 21, used, 34, 8, dim=range(len(used)))
    x = 236.0
    _dice_row(p, x, 21, free, 34, 18, frame={i: theme.ELIGIBLE for i in range(len(free))})


@_illustration("track", 300, 66)
def _draw_track(p: QPainter):
    colour = TRACK_COLOUR
    _track(p, 10, 10, colour, 26, marked=TRACK_MARKED, used=TRACK_USED, unlocked_colour=theme.tint(colour, 90))
    spec = TRACKS[colour.index]
    glyphs.paint_ability_icon(p, spec.ability, QRectF(10 + 9 * 26 + 8, 8, 30, 30), theme.darker(colour, 130))


@_illustration("colour-change", 540, 56)
def _draw_colour_change(p: QPainter):
    frames = {i: theme.ELIGIBLE for i in COLOUR_CHANGE_DICE}
    end = _dice_row(p, 8, 10, COLOUR_CHANGE_BEFORE, 34, 10, frame=frames)
    arrow(p, QPointF(end + 14, 27), QPointF(end + 54, 27), head=HEAD)
    after = list(COLOUR_CHANGE_BEFORE)
    for i in COLOUR_CHANGE_DICE:
        after[i] = COLOUR_CHANGE_FACE
    _dice_row(p, end + 70, 10, after, 34, 10, frame=frames)


def _ability_icon(ability: Ability):
    colour = TRACK_COLOURS[[t.ability for t in TRACKS].index(ability)]

    def draw(p: QPainter):
        p.setPen(theme.pen(theme.darker(colour), 1.2))
        p.setBrush(theme.tint(colour, 80))
        p.drawRoundedRect(QRectF(1, 1, 26, 26), 5, 5)
        glyphs.paint_ability_icon(p, ability, QRectF(3, 3, 22, 22), theme.darker(colour, 150))

    return draw


for _ability in Ability:
    _illustration(f"ability-{_ability.value.replace('_', '-')}", 28, 28)(_ability_icon(_ability))


# --- public interface ----------------------------------------------------------------

NAMES: tuple[str, ...] = PICTURES.names()
size = PICTURES.size  # logical size, for the rulebook's <img> tag
render = PICTURES.render  # a QImage twice that size
