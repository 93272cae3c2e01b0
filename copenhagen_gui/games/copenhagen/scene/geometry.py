"""Where everything lies on the table, in scene units (the view scales the whole
table to the window). Left: the harbour strip (draw pile, 7 slots, discard pile), the
tile supply and the hand of the player looking. Right: one house board per player.
House cells shrink a little as players are added so four boards still fit."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF

from copenhagen_gui.core.building import HEIGHT, WIDTH, Cell

from ..rules.components import CARD_COLOURS, COLOURED_TILES, HARBOUR_SLOTS, Colour

PAD = 14
TITLE_H = 28
CARD_W = 62
CARD_H = 88
CARD_GAP = 10
LEFT_W = 700

HARBOUR = QRectF(0, 0, LEFT_W, TITLE_H + CARD_H + 40)
SUPPLY = QRectF(0, HARBOUR.bottom() + 12, LEFT_W, TITLE_H + 5 * 64 + 12)
HAND = QRectF(0, SUPPLY.bottom() + 12, LEFT_W, TITLE_H + CARD_H + 28)
LEFT_H = HAND.bottom()

STACK_W = 132
STACK_H = 58
WHITE_STACK = QRectF(PAD + 4 * (STACK_W + 6) + 10, SUPPLY.top() + TITLE_H, 120, 2 * STACK_H + 6)

HOUSE_GAP = 12
HEADER_H = 104  # name, score and cards, ability tiles
TAB_W = 32
STREET_H = 30


def pile_rect() -> QRectF:
    return QRectF(PAD, HARBOUR.top() + TITLE_H, CARD_W, CARD_H)


def slot_rect(slot: int) -> QRectF:
    x0 = PAD + CARD_W + 26
    return QRectF(x0 + slot * (CARD_W + CARD_GAP), HARBOUR.top() + TITLE_H, CARD_W, CARD_H)


def discard_rect() -> QRectF:
    last = slot_rect(HARBOUR_SLOTS - 1)
    return QRectF(last.right() + 26, HARBOUR.top() + TITLE_H, CARD_W, CARD_H)


def stack_rect(tile_id: str) -> QRectF:
    index = next(i for i, t in enumerate(COLOURED_TILES) if t.id == tile_id)
    row, column = divmod(index, 4)  # tiles are listed colour by colour, sizes 2..5
    return QRectF(
        PAD + column * (STACK_W + 6),
        SUPPLY.top() + TITLE_H + row * (STACK_H + 6),
        STACK_W,
        STACK_H,
    )


def hand_card_rect(colour: Colour) -> QRectF:
    i = CARD_COLOURS.index(colour)
    return QRectF(PAD + i * (CARD_W + 2 * CARD_GAP), HAND.top() + TITLE_H, CARD_W, CARD_H)


def cell_size(player_count: int) -> float:
    return {2: 56.0, 3: 50.0, 4: 44.0}[player_count]


@attrs.frozen
class HouseGeometry:
    """One player's board: header on top, 5 x 9 grid, row tabs on the right."""

    origin: tuple[float, float]
    cell: float

    @property
    def width(self) -> float:
        return 2 * PAD + WIDTH * self.cell + TAB_W

    @property
    def height(self) -> float:
        return HEADER_H + HEIGHT * self.cell + STREET_H

    def rect(self) -> QRectF:
        return QRectF(self.origin[0], self.origin[1], self.width, self.height)

    def grid_rect(self) -> QRectF:
        x, y = self.origin
        return QRectF(x + PAD, y + HEADER_H, WIDTH * self.cell, HEIGHT * self.cell)

    def cell_rect(self, cell: Cell) -> QRectF:
        grid = self.grid_rect()
        cx, cy = cell
        return QRectF(
            grid.left() + cx * self.cell,
            grid.top() + (HEIGHT - 1 - cy) * self.cell,
            self.cell,
            self.cell,
        )

    def tab_rect(self, y: int) -> QRectF:
        row = self.cell_rect((WIDTH - 1, y))
        return QRectF(row.right() + 4, row.top() + 4, TAB_W - 6, self.cell - 8)

    def column_mark_rect(self, x: int) -> QRectF:
        cell = self.cell_rect((x, 0))
        return QRectF(cell.left(), cell.bottom() + 4, self.cell, STREET_H - 8)

    def ability_rect(self, index: int) -> QRectF:
        x, y = self.origin
        w = (self.width - 2 * PAD - 4 * 5) / 5
        return QRectF(x + PAD + index * (w + 5), y + 64, w, 32)

    def cell_at(self, point: QPointF) -> Cell | None:
        grid = self.grid_rect()
        if not grid.contains(point):
            return None
        cx = int((point.x() - grid.left()) // self.cell)
        cy = HEIGHT - 1 - int((point.y() - grid.top()) // self.cell)
        if 0 <= cx < WIDTH and 0 <= cy < HEIGHT:
            return (cx, cy)
        return None


def houses(player_count: int) -> tuple[HouseGeometry, ...]:
    size = cell_size(player_count)
    probe = HouseGeometry((0, 0), size)
    top = max(0.0, (LEFT_H - probe.height) / 2)
    return tuple(
        HouseGeometry((LEFT_W + HOUSE_GAP + i * (probe.width + HOUSE_GAP), top), size)
        for i in range(player_count)
    )


def table_rect(player_count: int) -> QRectF:
    boards = houses(player_count)
    right = boards[-1].rect().right()
    bottom = max(LEFT_H, max(b.rect().bottom() for b in boards))
    return QRectF(-PAD, -PAD, right + 2 * PAD, bottom + 2 * PAD)
