"""Pictures for the card game's in-app rulebook, drawn at run time with QPainter.

They use the table's own theme (colours and the symbol of each colour) and its way of
painting a facade square and a coat of arms, so the rulebook shows what the table
shows. The pictures hold no words; captions live in the translated rulebook text.
The examples are data at the top of the module, and the tests check them against the
rules engine.

``render(name)`` returns a QImage at twice the logical size (sharp on HiDPI screens);
``size(name)`` is its logical size, which the rulebook writes into the <img> tag.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter

from copenhagen_gui.core.building import HEIGHT, WIDTH, Cell, cells_to_mask
from copenhagen_gui.shell.table_kit.illustrations import Illustrations, arrow, cross, tick

from ..rules import scoring
from ..rules.components import COAT_ROWS, COAT_SQUARES, COLOURED_TILES, WHITE_TILE, Ability, Colour
from ..scene import theme
from ..scene.items import paint_coat, paint_tile_cell

# A house as data: cell -> (colour, brick?)
House = dict[Cell, tuple[Colour, bool]]
# A placement as data: (tile id, cells, brick cell)
Placement = tuple[str, tuple[Cell, ...], Cell]

_R, _Y, _G, _B, _P, _W = Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE, Colour.PURPLE, Colour.WHITE

# --- the examples, as data the tests check against the rules engine ------------------

# Taking cards: the first card came from slot 2; slot 3 (next to it) may follow, slot 5
# only with Any Cards.
HARBOUR = (_B, _R, _G, _G, _Y, _P, _R)
HARBOUR_FIRST = 2
HARBOUR_NEXT = 3
HARBOUR_FAR = 5

# Construct a facade: a small house, a red L3 that rests on the purple tile (allowed)
# and the same tile in mid-air (not allowed).
PLACEMENT_HOUSE: House = {
    (0, 0): (_P, True), (1, 0): (_P, False), (2, 0): (_P, False), (3, 0): (_P, False),
    (0, 1): (_B, True), (0, 2): (_B, False), (1, 2): (_B, False),
}
PLACEMENT_LEGAL: Placement = ("red-3", ((1, 1), (2, 1), (2, 2)), (2, 2))
PLACEMENT_ILLEGAL: Placement = ("red-3", ((3, 3), (4, 3), (4, 4)), (4, 4))

# Cost: a blue domino touching the blue tile costs one card less.
COST_PLACEMENT: Placement = ("blue-2", ((1, 1), (2, 1)), (2, 1))
COST_PAID = (_B,)

# Coats of arms: a blue L4 completes row 1 and covers the coat square (2, 2): two actions.
COATS_HOUSE: House = {
    **{(x, 0): (c, x == 0) for x, c in enumerate((_P, _P, _P, _P, _R))},
    (0, 1): (_G, True), (1, 1): (_G, False), (2, 1): (_Y, True), (3, 1): (_Y, False),
}
COATS_PLACEMENT: Placement = ("blue-4", ((2, 2), (3, 2), (4, 2), (4, 1)), (2, 2))

# Scoring: a row with a brick, a row of windows only, a column with a brick, a column
# of windows only (y up; each list holds the brick flags, bottom or left first).
SCORING_ROWS = ((False, True, False, False, False), (False,) * 5)
SCORING_COLUMNS = ((False, False, False, True, False, False, False, False, False), (False,) * 9)


def line_points(bricks: tuple[bool, ...], row: bool) -> int:
    """What the engine scores for a complete ground row (or left column) with these bricks."""
    cells = [(i, 0) if row else (0, i) for i in range(len(bricks))]
    filled = cells_to_mask(cells)
    brick_mask = cells_to_mask(c for c, b in zip(cells, bricks) if b)
    return scoring.row_points(filled, brick_mask, 0) if row else scoring.column_points(filled, brick_mask, 0)

# --- drawing helpers -------------------------------------------------------------------


def _paper(p: QPainter, rect: QRectF):
    p.setPen(theme.pen(theme.PAPER_EDGE, 1.0))
    p.setBrush(theme.PAPER)
    p.drawRoundedRect(rect, 6, 6)


def _house(p: QPainter, origin: QPointF, cell: float, house: House, rows: int = HEIGHT,
           coats: bool = True) -> Callable[[Cell], QRectF]:
    """A house (or its lowest ``rows`` rows) with its bottom-left corner at ``origin``."""
    def rect(c: Cell) -> QRectF:
        return QRectF(origin.x() + c[0] * cell, origin.y() - (c[1] + 1) * cell, cell, cell)

    for y in COAT_ROWS:
        if y < rows:
            p.setPen(Qt.NoPen)
            p.setBrush(theme.COAT_ROW)
            p.drawRect(QRectF(origin.x(), origin.y() - (y + 1) * cell, WIDTH * cell, cell))
            if coats:
                tab = QRectF(origin.x() + WIDTH * cell + 3, origin.y() - (y + 1) * cell, cell * 0.8, cell)
                paint_coat(p, tab.adjusted(1, 3, -1, -3), used=False)
    p.setPen(theme.pen(theme.GRID, 0.8))
    p.setBrush(Qt.NoBrush)
    for x in range(WIDTH):
        for y in range(rows):
            p.drawRect(rect((x, y)))
    for c in COAT_SQUARES:
        if c[1] < rows and c not in house and coats:
            paint_coat(p, rect(c).adjusted(cell * 0.25, cell * 0.22, -cell * 0.25, -cell * 0.22), used=False)
    for c, (colour, brick) in house.items():
        paint_tile_cell(p, rect(c), colour, brick)
    p.setPen(Qt.NoPen)
    p.setBrush(theme.PRINT)
    p.drawRect(QRectF(origin.x() - 5, origin.y() + 2, WIDTH * cell + 10, 4))  # the street
    return rect


def _ghost(p: QPainter, rect: Callable[[Cell], QRectF], placement: Placement, colour: Colour, legal: bool):
    _, cells, brick = placement
    for c in cells:
        r = rect(c)
        if legal:
            p.setOpacity(0.9)
            paint_tile_cell(p, r, colour, c == brick)
            p.setOpacity(1.0)
        p.setPen(theme.pen(theme.GHOST_LEGAL_EDGE if legal else theme.GHOST_ILLEGAL_EDGE, 2.4))
        p.setBrush(QColor(46, 160, 67, 40) if legal else theme.GHOST_ILLEGAL)
        p.drawRect(r.adjusted(1, 1, -1, -1))


def _card(p: QPainter, r: QRectF, colour: Colour, frame: QColor | None = None, dim: bool = False):
    p.save()
    if dim:
        p.setOpacity(theme.DIM_OPACITY + 0.15)
    base = theme.face(colour)
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, base.lighter(115))
    grad.setColorAt(1, base.darker(108))
    p.setPen(theme.pen(base.darker(150), 1.4))
    p.setBrush(grad)
    p.drawRoundedRect(r, 6, 6)
    p.setPen(theme.pen(QColor(255, 255, 255, 120), 1.0))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 4, 4)
    s = r.width() * 0.5
    p.setPen(Qt.NoPen)
    p.setBrush(theme.GLYPH_ON[colour])
    p.drawPath(theme.colour_glyph(colour, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s)))
    p.restore()
    if frame is not None:
        p.setPen(theme.pen(frame, 3.0))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 8, 8)


def _tile(p: QPainter, origin: QPointF, cell: float, cells: Iterable[Cell], brick: Cell | None, colour: Colour):
    """A tile with its top-left at ``origin`` (cells y up)."""
    cells = tuple(cells)
    height = max(y for _, y in cells) + 1
    for x, y in cells:
        paint_tile_cell(p, QRectF(origin.x() + x * cell, origin.y() + (height - 1 - y) * cell, cell, cell),
                        colour, (x, y) == brick)


def _badge(p: QPainter, c: QPointF, text: str, colour: QColor = theme.COMPLETE, r: float = 14):
    p.setPen(Qt.NoPen)
    p.setBrush(colour)
    p.drawEllipse(c, r, r)
    p.setPen(QColor("#ffffff"))
    p.setFont(theme.font(r * 1.05, bold=True))
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignCenter, text)


# --- the illustrations -------------------------------------------------------------------

PICTURES = Illustrations()
_illustration = PICTURES.picture


@_illustration("tiles", 520, 250)
def _draw_tiles(p: QPainter):
    """Every facade tile, one row per colour, sizes 2 to 5, and a white tile."""
    _paper(p, QRectF(2, 2, 516, 246))
    cell = 13.0
    colours = (_R, _Y, _G, _B, _P)
    for row, colour in enumerate(colours):
        y = 14 + row * 46
        p.setPen(Qt.NoPen)
        p.setBrush(theme.face(colour).darker(125))
        p.drawPath(theme.colour_glyph(colour, QRectF(12, y + 8, 18, 18)))
        x = 44.0
        for spec in (t for t in COLOURED_TILES if t.colour is colour):
            w = max(cx for cx, _ in spec.cells) + 1
            h = max(cy for _, cy in spec.cells) + 1
            _tile(p, QPointF(x, y + (40 - h * cell) / 2), cell, spec.cells, spec.brick, colour)
            x += w * cell + 30
    _tile(p, QPointF(440, 108), 26, WHITE_TILE.cells, None, _W)


@_illustration("harbour", 470, 110)
def _draw_harbour(p: QPainter):
    w, h, gap = 50.0, 72.0, 14.0
    for i, colour in enumerate(HARBOUR):
        r = QRectF(12 + i * (w + gap), 10, w, h)
        frame = {HARBOUR_FIRST: theme.SELECTED, HARBOUR_NEXT: theme.SPOT_EDGE}.get(i)
        _card(p, r, colour, frame=frame, dim=i not in (HARBOUR_FIRST, HARBOUR_NEXT, HARBOUR_FAR))
        below = QPointF(r.center().x(), 96)
        if i == HARBOUR_NEXT:
            tick(p, below, 8)
        elif i == HARBOUR_FAR:
            cross(p, below, 7)
        elif i == HARBOUR_FIRST:
            _badge(p, below, "1", theme.SELECTED, 9)


@_illustration("placement", 420, 230)
def _draw_placement(p: QPainter):
    cell = 22.0
    for k, (placement, legal) in enumerate(((PLACEMENT_LEGAL, True), (PLACEMENT_ILLEGAL, False))):
        left = 22 + k * 210
        _paper(p, QRectF(left - 14, 4, 168, 190))
        rect = _house(p, QPointF(left, 176), cell, PLACEMENT_HOUSE, rows=6, coats=False)
        _ghost(p, rect, placement, _R, legal)
        (tick if legal else cross)(p, QPointF(left + 66, 214), 10)


@_illustration("cost", 440, 170)
def _draw_cost(p: QPainter):
    cell = 24.0
    _paper(p, QRectF(4, 4, 176, 160))
    rect = _house(p, QPointF(20, 148), cell, PLACEMENT_HOUSE, rows=5, coats=False)
    _ghost(p, rect, COST_PLACEMENT, _B, True)
    # the touching edge between the new tile and the blue tile already there
    p.setPen(theme.pen(theme.ELIGIBLE, 4.0))
    r = rect((1, 1))
    p.drawLine(r.topLeft(), r.topRight())
    p.drawLine(r.topLeft(), r.bottomLeft())
    arrow(p, QPointF(196, 84), QPointF(246, 84))
    for i, colour in enumerate(COST_PAID):
        _card(p, QRectF(266 + i * 60, 48, 50, 72), colour, frame=theme.ELIGIBLE)
    # the card it saves, faded and struck
    spare = QRectF(266 + len(COST_PAID) * 60, 48, 50, 72)
    _card(p, spare, _B, dim=True)
    cross(p, spare.center(), 14)


@_illustration("scoring", 420, 230)
def _draw_scoring(p: QPainter):
    cell = 20.0
    for k, bricks in enumerate(SCORING_ROWS):
        y = 30 + k * 60
        for x, brick in enumerate(bricks):
            colour = (_R, _Y, _B, _G, _P)[(x + k) % 5] if not brick else _Y
            paint_tile_cell(p, QRectF(14 + x * cell, y, cell, cell), colour, brick)
        _badge(p, QPointF(14 + 5 * cell + 26, y + cell / 2), str(line_points(bricks, row=True)))
    for k, bricks in enumerate(SCORING_COLUMNS):
        x = 220 + k * 100
        for y, brick in enumerate(bricks):
            top = 12 + (HEIGHT - 1 - y) * cell
            colour = (_G, _B, _P, _R, _Y, _W)[(y + k) % 6] if not brick else _R
            paint_tile_cell(p, QRectF(x, top, cell, cell), colour, brick)
        _badge(p, QPointF(x + cell + 24, 12 + HEIGHT * cell / 2), str(line_points(bricks, row=False)))


@_illustration("coats", 330, 250)
def _draw_coats(p: QPainter):
    cell = 22.0
    _paper(p, QRectF(4, 4, 160, 242))
    rect = _house(p, QPointF(20, 226), cell, COATS_HOUSE)
    _ghost(p, rect, COATS_PLACEMENT, _B, True)
    p.setPen(theme.pen(theme.ACTIVE_FRAME, 2.6))
    p.setBrush(Qt.NoBrush)
    p.drawRect(rect((0, 1)).united(rect((WIDTH - 1, 1))))
    p.drawEllipse(rect((2, 2)).adjusted(-3, -3, 3, 3))
    # the two actions this build earns: a white tile, a new ability tile or a refresh
    arrow(p, QPointF(178, 140), QPointF(212, 140))
    for k in range(2):
        paint_coat(p, QRectF(226 + k * 44, 124, 34, 34), used=False)


def _ability_tile(p: QPainter, r: QRectF, ability: Ability, used: bool = False):
    p.setPen(theme.pen(QColor("#6d5a2a"), 1.4))
    p.setBrush(QColor("#b9b3a4") if used else QColor("#e9d9a8"))
    p.drawRoundedRect(r, 7, 7)
    ink = QColor("#5e5a52") if used else theme.INK
    u = r.width() / 10
    c = r.center()

    def mini_card(x, y, colour=_B, scale=1.0):
        _card(p, QRectF(x, y, 2.2 * u * scale, 3.2 * u * scale), colour)

    if ability is Ability.ANY_CARDS:  # two cards far apart, both taken
        mini_card(r.left() + 1.2 * u, r.top() + 2.4 * u, _R)
        mini_card(r.right() - 3.4 * u, r.top() + 2.4 * u, _G)
        arrow(p, QPointF(r.left() + 2.3 * u, r.top() + 6.2 * u), QPointF(c.x() - 0.3 * u, r.bottom() - 1.2 * u), ink)
        arrow(p, QPointF(r.right() - 2.3 * u, r.top() + 6.2 * u), QPointF(c.x() + 0.3 * u, r.bottom() - 1.2 * u), ink)
    elif ability in (Ability.ADDITIONAL_CARD, Ability.CONSTRUCTION_DISCOUNT):
        if ability is Ability.ADDITIONAL_CARD:
            mini_card(r.left() + 1.4 * u, r.top() + 2.0 * u, _Y, 1.3)
            text = "+1"
        else:
            _tile(p, QPointF(r.left() + 1.2 * u, r.top() + 2.0 * u), 1.6 * u, ((0, 0), (1, 0), (1, 1)), (0, 0), _G)
            text = "−1"
        p.setPen(ink)
        p.setFont(theme.font(3.6 * u, bold=True))
        p.drawText(QRectF(c.x() - 0.4 * u, r.top(), r.width() / 2, r.height()), Qt.AlignCenter, text)
    elif ability is Ability.CHANGE_OF_COLORS:
        mini_card(r.left() + 1.0 * u, r.top() + 3.4 * u, _R)
        p.setPen(ink)
        p.setFont(theme.font(3.2 * u, bold=True))
        p.drawText(QRectF(c.x() - 1.5 * u, r.top(), 3 * u, r.height()), Qt.AlignCenter, "=")
        mini_card(r.right() - 3.2 * u, r.top() + 3.4 * u, _B)
    else:  # both actions: cards, then a tile
        mini_card(r.left() + 1.0 * u, r.top() + 3.4 * u, _P)
        p.setPen(ink)
        p.setFont(theme.font(3.2 * u, bold=True))
        p.drawText(QRectF(c.x() - 1.8 * u, r.top(), 3 * u, r.height()), Qt.AlignCenter, "+")
        _tile(p, QPointF(r.right() - 4.0 * u, r.top() + 3.4 * u), 1.5 * u, ((0, 0), (1, 0), (0, 1)), (0, 0), _P)
    if used:
        p.setPen(theme.pen(QColor("#5e5a52"), 2.5))
        p.drawLine(r.bottomLeft() + QPointF(6, -6), r.topRight() + QPointF(-6, 6))


@_illustration("abilities", 520, 100)
def _draw_abilities(p: QPainter):
    size = 70.0
    for i, ability in enumerate(Ability):
        _ability_tile(p, QRectF(8 + i * (size + 12), 14, size, size), ability)
    # the used side of the first tile
    _ability_tile(p, QRectF(8 + 5 * (size + 12) + 6, 14, size, size), Ability.ANY_CARDS, used=True)


# --- public interface ----------------------------------------------------------------

NAMES: tuple[str, ...] = PICTURES.names()
size = PICTURES.size  # logical size, for the rulebook's <img> tag
render = PICTURES.render  # a QImage twice that size
