"""Pictures for the Lost Cities Roll & Write in-app rulebook, drawn at run time with
QPainter, with the table's own theme and glyphs (the six colours with their shapes, the
vase, the arrow, the dice symbol, pen marks).

The special squares and point values come from the house sheet the app plays on, so
the rulebook never shows a layout the game does not use. The pictures hold no words;
captions live in the translated rulebook text. The examples are data at the top of the
module, and the tests check them against the rules engine.

``render(name)`` returns a QImage at twice the logical size (sharp on HiDPI screens);
``size(name)`` is its logical size, which the rulebook writes into the <img> tag.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from copenhagen_gui.shell.table_kit.illustrations import Illustrations, arrow, cross, tick

from ..rules.components import BRIDGE_LEVEL, SQUARES, TRACK_LENGTH, Colour
from ..rules.sheet import Symbol, house_sheet
from ..scene import glyphs, theme

R, Or, Y, G, B, P = Colour

# --- the examples, as data the tests check against the rules engine ------------------

# A roll: the active player takes 2 + green; 5, 0, red and purple stay for the others.
ROLL_NUMBERS = (2, 5, 0)
ROLL_COLOURS = (G, R, P)
ROLL_TAKEN = (2, G)

# The number rule: a blue expedition reading 2 4 4 7; a 7 or a 0 (worth 10) may follow,
# a 5 may not.
NUMBERS_COLUMN = (2, 4, 4, 7)
NUMBERS_COLOUR = B
NUMBERS_ALLOWED = (7, 0)
NUMBERS_REFUSED = (5,)

# The double-points circle: marked with a 0 before green started; struck on purple,
# which started without it.
CIRCLE_MARKED = (G, (1, 3))
CIRCLE_STRUCK = (P, (4,))

# Acceleration (on the house sheet): red reads 3, a 4 on red's 2nd square (an arrow)
# lets the player repeat yellow's top 5; that lands on another arrow, and a second 5
# follows.
ACCEL_FROM = (R, (3,), 4)
ACCEL_INTO = (Y, (2, 5, 5))
ACCEL_REPEATS = 2

# Bridges: three players' orange expeditions; the first two reach square 7 in the same
# turn and both win the bridge, the third gets there a turn later and strikes it.
BRIDGE_COLUMNS = ((1, 2, 4, 4, 5, 6, 8), (2, 3, 3, 5, 7, 7, 9), (1, 1, 2, 3, 6))

# Scoring (house sheet): a 10 in the 8th square; the same with the circle marked; the
# circle alone.
SCORING_LEVEL8 = (1, 2, 3, 3, 5, 6, 8, 10)

# --- drawing helpers -------------------------------------------------------------------


def _paper(p: QPainter, rect: QRectF):
    p.setPen(theme.pen(theme.PAPER_EDGE, 1.0))
    p.setBrush(theme.PAPER)
    p.drawRoundedRect(rect, 6, 6)


def _number_die(p: QPainter, r: QRectF, value: int, frame: QColor | None = None, dim: bool = False):
    p.save()
    if dim:
        p.setOpacity(theme.DIM_OPACITY + 0.1)
    p.setPen(theme.pen(theme.NUMBER_DIE_EDGE, 1.4))
    p.setBrush(theme.NUMBER_DIE)
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
    p.setPen(theme.INK)
    p.setFont(theme.font(r.height() * 0.55, bold=True))
    p.drawText(r, Qt.AlignCenter, str(value))
    p.restore()
    _frame(p, r, frame)


def _colour_die(p: QPainter, r: QRectF, colour: Colour, frame: QColor | None = None, dim: bool = False):
    p.save()
    if dim:
        p.setOpacity(theme.DIM_OPACITY + 0.1)
    p.setPen(theme.pen(theme.face(colour).darker(150), 1.4))
    p.setBrush(theme.face(colour))
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
    p.setPen(Qt.NoPen)
    p.setBrush(theme.GLYPH_ON[colour])
    p.drawPath(glyphs.shape_path(colour, r.adjusted(r.width() * 0.24, r.height() * 0.24,
                                                    -r.width() * 0.24, -r.height() * 0.24)))
    p.restore()
    _frame(p, r, frame)


def _frame(p: QPainter, r: QRectF, frame: QColor | None):
    if frame is not None:
        p.setPen(theme.pen(frame, 3.0))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), r.width() * 0.24, r.width() * 0.24)


def _column(p: QPainter, x: float, bottom: float, colour: Colour, numbers: Sequence[int], cell: float,
            circle: str = "open", new: Sequence[int] = (), rows: int = SQUARES, bridge: str = "open",
            top_artifact: bool = False, symbols: bool = True):
    """An expedition column: the circle under it, ``rows`` squares above (bottom first)
    with the house sheet's symbols, the bridge over square 6, and the numbers written.
    ``new`` lists the square indices to show as just written."""
    sheet = house_sheet()
    if numbers and circle == "open":  # a started expedition has lost its circle
        circle = "struck"
    ring = QRectF(x + cell * 0.12, bottom - cell * 0.88, cell * 0.76, cell * 0.76)
    p.setPen(theme.pen(theme.face(colour).darker(130), 1.4))
    p.setBrush(theme.tint(colour, 50))
    p.drawEllipse(ring)
    if circle == "doubled":
        glyphs.pen_cross(p, ring.adjusted(cell * 0.16, cell * 0.16, -cell * 0.16, -cell * 0.16), 2.0, seed=colour)
    elif circle == "struck":
        glyphs.pen_strike(p, ring.adjusted(-3, 0, 3, 0), 2.0, seed=colour)
    base = bottom - cell
    for i in range(rows):
        r = QRectF(x, base - (i + 1) * cell - (4 if i >= BRIDGE_LEVEL - 1 else 0), cell, cell)
        p.setPen(theme.pen(theme.face(colour).darker(130), 1.2))
        p.setBrush(theme.SPOT if i in new else theme.tint(colour, 45))
        p.drawRect(r)
        symbol = sheet.symbol(colour, i)
        if symbols and symbol is not Symbol.NONE:
            mark = QRectF(r.left() + 2, r.top() + 2, cell * 0.36, cell * 0.36)
            p.setPen(Qt.NoPen)
            p.setBrush(theme.face(colour).darker(140))
            p.drawPath(glyphs.arrow_path(mark) if symbol is Symbol.ACCELERATION else glyphs.vase_path(mark))
        if i < len(numbers):
            p.setPen(theme.SPOT_EDGE if i in new else theme.INK)
            p.setFont(theme.font(cell * 0.5, bold=True))
            p.drawText(r.adjusted(cell * 0.12, cell * 0.12, 0, 0), Qt.AlignCenter, str(numbers[i]))
        if i == BRIDGE_LEVEL - 2 and rows >= BRIDGE_LEVEL:  # the bridge lies over square 6
            _bridge(p, QRectF(x - 3, r.top() - 5, cell + 6, 5), bridge)
    if rows == SQUARES:
        top = QRectF(x + cell * 0.15, base - SQUARES * cell - 4 - cell * 0.8, cell * 0.7, cell * 0.7)
        p.setPen(Qt.NoPen)
        p.setBrush(theme.face(colour).darker(140))
        p.drawPath(glyphs.vase_path(top))
        if top_artifact:
            glyphs.pen_cross(p, top, 1.8, seed=colour + 3)
    return lambda i: QRectF(x, base - (i + 1) * cell - (4 if i >= BRIDGE_LEVEL - 1 else 0), cell, cell)


def _bridge(p: QPainter, r: QRectF, state: str):
    p.setPen(theme.pen(theme.PRINT, 1.6))
    p.setBrush(QColor("#d9c49a"))
    p.drawRect(r)
    if state == "won":
        glyphs.pen_ring(p, r.adjusted(-4, -3, 4, 3), 2.2, theme.WON)
    elif state == "lost":
        glyphs.pen_strike(p, r.adjusted(-4, 0, 4, 0), 2.4, color=theme.LOST)


def _track(p: QPainter, x: float, bottom: float, cell: float, marks: int, dice: bool):
    """The artifact column (vases) or the dice column, bottom to top, with its bridge."""
    for i in range(TRACK_LENGTH):
        r = QRectF(x, bottom - (i + 1) * cell - (4 if i >= BRIDGE_LEVEL - 1 else 0), cell, cell)
        p.setPen(theme.pen(theme.GRID, 1.0))
        p.setBrush(theme.PAPER)
        p.drawRect(r)
        inner = r.adjusted(cell * 0.14, cell * 0.14, -cell * 0.14, -cell * 0.14)
        if dice:
            glyphs.paint_die_symbol(p, inner, theme.PRINT)
        else:
            p.setPen(Qt.NoPen)
            p.setBrush(theme.PRINT)
            p.drawPath(glyphs.vase_path(inner))
        if i < marks:
            glyphs.pen_hatch(p, inner, 1.6, seed=i)
        if i == BRIDGE_LEVEL - 2:
            _bridge(p, QRectF(x - 3, r.top() - 5, cell + 6, 5), "open")


def _text(p: QPainter, r: QRectF, text: str, pixels: float, colour: QColor = theme.PRINT, bold: bool = True,
          align=Qt.AlignCenter):
    p.setPen(colour)
    p.setFont(theme.font(pixels, bold))
    p.drawText(r, align, text)


def _badge(p: QPainter, c: QPointF, text: str, colour: QColor):
    p.setFont(theme.font(13, bold=True))
    w = p.fontMetrics().horizontalAdvance(text) + 14
    box = QRectF(c.x() - w / 2, c.y() - 11, w, 22)
    p.setPen(Qt.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(box, 11, 11)
    p.setPen(QColor("#ffffff"))
    p.drawText(box, Qt.AlignCenter, text)


def thin_arrow(p: QPainter, a: QPointF, b: QPointF, colour: QColor) -> None:
    arrow(p, a, b, colour, width=2.2, head=(9, 5))


# --- the illustrations -------------------------------------------------------------------

PICTURES = Illustrations()
_illustration = PICTURES.picture


@_illustration("sheet", 540, 380)
def _draw_sheet(p: QPainter):
    """The house sheet: scale on the left, six expeditions, the artifact and dice columns."""
    sheet = house_sheet()
    _paper(p, QRectF(2, 2, 536, 376))
    cell = 28.0
    bottom = 356.0
    base = bottom - cell
    # the expedition scale, level 1 to 9 beside the squares; the circle-only value low down
    for level in range(1, SQUARES + 1):
        y = base - level * cell - (4 if level >= BRIDGE_LEVEL else 0)
        _text(p, QRectF(8, y, 40, cell), str(sheet.expedition_points[level]), 12, theme.PRINT)
    _text(p, QRectF(8, bottom - cell, 40, cell), str(sheet.expedition_points[0]), 12, theme.PRINT)
    for k, colour in enumerate(Colour):
        _column(p, 56 + k * (cell + 14), bottom, colour, (), cell)
        p.setPen(Qt.NoPen)
    # the two columns on the right, then their scale
    x = 56 + 6 * (cell + 14) + 10
    _track(p, x, base, cell, 0, dice=False)
    _track(p, x + cell + 10, base, cell, 0, dice=True)
    for m in range(1, TRACK_LENGTH + 1):
        y = base - m * cell - (4 if m >= BRIDGE_LEVEL else 0)
        value = sheet.track_points[m] if m < TRACK_LENGTH else None
        label = str(value) if value is not None else f"{sheet.track_points[m]} | {int(sheet.dice_exhausted.value)}"
        _text(p, QRectF(x + 2 * cell + 14, y, 64, cell), label, 12, theme.PRINT, align=Qt.AlignLeft | Qt.AlignVCenter)


@_illustration("dice", 360, 64)
def _draw_dice(p: QPainter):
    size, gap = 40.0, 12.0
    taken_number, taken_colour = ROLL_TAKEN
    for i, n in enumerate(ROLL_NUMBERS):
        r = QRectF(12 + i * (size + gap), 12, size, size)
        _number_die(p, r, n, frame=theme.ACTIVE_FRAME if n == taken_number else theme.CHOOSER_FRAME)
    for i, c in enumerate(ROLL_COLOURS):
        r = QRectF(12 + (i + 3) * (size + gap) + 24, 12, size, size)
        _colour_die(p, r, c, frame=theme.ACTIVE_FRAME if c is taken_colour else theme.CHOOSER_FRAME)


@_illustration("numbers", 400, 330)
def _draw_numbers(p: QPainter):
    cell = 28.0
    _paper(p, QRectF(4, 4, 120, 322))
    cells = _column(p, 46, 306, NUMBERS_COLOUR, NUMBERS_COLUMN, cell, circle="struck")
    nxt = cells(len(NUMBERS_COLUMN))
    p.setPen(theme.pen(theme.SPOT_EDGE, 2.4, Qt.DashLine))
    p.setBrush(Qt.NoBrush)
    p.drawRect(nxt.adjusted(-2, -2, 2, 2))
    size = 38.0
    choices = [(n, True) for n in NUMBERS_ALLOWED] + [(n, False) for n in NUMBERS_REFUSED]
    for k, (n, ok) in enumerate(choices):
        y = 60 + k * 80
        _number_die(p, QRectF(170, y, size, size), n)
        _colour_die(p, QRectF(218, y, size, size), NUMBERS_COLOUR)
        if ok:
            thin_arrow(p, QPointF(164, y + size / 2), QPointF(nxt.right() + 10, nxt.center().y()), theme.SPOT_EDGE)
            tick(p, QPointF(290, y + size / 2), 10)
            written = 10 if n == 0 else n
            _text(p, QRectF(310, y, 60, size), f"= {written}", 18, theme.SPOT_EDGE)
        else:
            cross(p, QPointF(290, y + size / 2), 9)


@_illustration("circle", 420, 190)
def _draw_circle(p: QPainter):
    cell = 28.0
    _paper(p, QRectF(4, 4, 412, 182))
    colour, numbers = CIRCLE_MARKED
    _column(p, 150, 170, colour, numbers, cell, circle="doubled", rows=4)
    _number_die(p, QRectF(20, 128, 36, 36), 0)
    _colour_die(p, QRectF(62, 128, 36, 36), colour)
    thin_arrow(p, QPointF(104, 147), QPointF(146, 156), theme.SPOT_EDGE)
    _text(p, QRectF(190, 130, 40, 36), "×2", 18, theme.SPOT_EDGE)
    colour, numbers = CIRCLE_STRUCK
    _column(p, 330, 170, colour, numbers, cell, circle="struck", rows=4)


@_illustration("acceleration", 420, 340)
def _draw_acceleration(p: QPainter):
    cell = 28.0
    _paper(p, QRectF(4, 4, 412, 332))
    colour, numbers, written = ACCEL_FROM
    red = _column(p, 70, 320, colour, numbers + (written,), cell, new=(len(numbers),))
    into, into_numbers = ACCEL_INTO
    after = into_numbers + (into_numbers[-1],) * ACCEL_REPEATS
    new = tuple(range(len(into_numbers), len(after)))
    yellow = _column(p, 270, 320, into, after, cell, new=new)
    a = red(len(numbers))
    first = yellow(new[0])
    second = yellow(new[1])
    thin_arrow(p, QPointF(a.right() + 6, a.center().y()), QPointF(first.left() - 8, first.center().y()),
               theme.SPOT_EDGE)
    path_from = QPointF(first.right() + 8, first.center().y())
    thin_arrow(p, path_from + QPointF(8, 0), QPointF(second.right() + 16, second.center().y()), theme.SPOT_EDGE)


@_illustration("bridges", 420, 330)
def _draw_bridges(p: QPainter):
    cell = 26.0
    states = ("won", "won", "lost")
    for k, numbers in enumerate(BRIDGE_COLUMNS):
        left = 14 + k * 136
        _paper(p, QRectF(left, 4, 118, 322))
        _column(p, left + 46, 308, Or, numbers, cell, circle="struck", bridge=states[k],
                new=(BRIDGE_LEVEL - 1,) if len(numbers) >= BRIDGE_LEVEL else ())
        if states[k] == "won":
            _badge(p, QPointF(left + 20, 308 - cell - (BRIDGE_LEVEL - 1) * cell - 6), "+20", theme.WON)


@_illustration("scoring", 480, 330)
def _draw_scoring(p: QPainter):
    sheet = house_sheet()
    cell = 28.0
    cases = (("open", SCORING_LEVEL8), ("doubled", SCORING_LEVEL8), ("doubled", ()))
    for k, (circle, numbers) in enumerate(cases):
        left = 10 + k * 158
        _paper(p, QRectF(left, 4, 140, 322))
        _column(p, left + 20, 310, R, numbers, cell, circle=circle, symbols=False)
        points = sheet.expedition_points[len(numbers)] * (2 if circle == "doubled" else 1)
        _badge(p, QPointF(left + 96, 160), f"{points:+d}".replace("-", "−"),
               theme.WON if points > 0 else theme.LOST)


# --- public interface ----------------------------------------------------------------

NAMES: tuple[str, ...] = PICTURES.names()
size = PICTURES.size  # logical size, for the rulebook's <img> tag
render = PICTURES.render  # a QImage twice that size
