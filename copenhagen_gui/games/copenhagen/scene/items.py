"""The painted pieces of the table. Each holds a *look* (a small hashable value made
from the state and the hints) and repaints only when it changes, so
``TableScene.sync`` is cheap and idempotent. Clickable pieces carry an *intent*
tuple; the scene turns a click (or Enter/Space on a focused piece) into a signal.
Pieces never touch the model."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from copenhagen_gui.core.building import HEIGHT, WIDTH
from copenhagen_gui.shell.table_kit.piece import PieceBehaviour
from copenhagen_gui.shell.table_kit.remembered_pictures import remembering
from copenhagen_gui.shell.text import auto_text_safe

from ..rules.components import (
    ABILITIES,
    COAT_ROWS,
    COAT_SQUARES,
    TILES_BY_ID,
    Colour,
    Side,
)
from . import labels, theme
from .geometry import HouseGeometry

NAME_ROLE = 0  # item data: a short accessible description
KEY_RING = 7  # how far out of a piece the keyboard's ring goes


class Piece(PieceBehaviour, QGraphicsItem):
    # Painted once into a pixmap at screen resolution, then copied: a click repaints
    # only the pieces whose look changed (set_look calls update()), not every cell
    # under a house board that changed. Pictures and paper switch the cache off
    # (shell.scene_render) so they get vectors.
    CACHED = True
    # A click lights and dims the same cards and stacks again and again, and the cache
    # above keeps only the last picture: these pieces keep their last few per look
    # (shell.table_kit.remembered_pictures), so going back to one is a copy, not Python painting.
    # Only for pieces whose paint reads nothing but what ``_drawn_from`` returns.
    REMEMBERS_LOOKS = False

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.REMEMBERS_LOOKS and "paint" in cls.__dict__:
            cls.paint = remembering(cls.__dict__["paint"], _drawn_from)

    def __init__(self, rect: QRectF, intent: tuple | None = None, parent=None):
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.look = None
        self.intent = intent
        self.hovered = False
        self.keyed = False  # the keyboard is on this piece (its ring shows, focus or not)
        self._tip = ""
        if self.CACHED:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if intent is None:
            self.setAcceptedMouseButtons(Qt.NoButton)
        else:
            self.setAcceptedMouseButtons(Qt.LeftButton)
            self.setCursor(Qt.PointingHandCursor)
            self.setAcceptHoverEvents(True)
            self.setFlag(QGraphicsItem.ItemIsFocusable, True)

    def boundingRect(self) -> QRectF:
        # Room for the keyboard's ring (KEY_RING out, pen 5): a cached picture is cut here.
        edge = KEY_RING + 3
        return self._rect.adjusted(-edge, -edge, edge, edge)

    def set_tip(self, text: str) -> None:
        if text != self._tip:
            self._tip = text
            self.setToolTip(auto_text_safe(text))  # a tip may name a player
            self.setData(NAME_ROLE, text.split("\n", 1)[0])

    # --- input ---------------------------------------------------------------------------
    def hoverEnterEvent(self, event):
        super().hoverEnterEvent(event)
        self._hovered()

    def focusInEvent(self, event):
        self.update()
        self._hovered()

    def focusOutEvent(self, event):
        self.update()

    def _hovered(self):
        scene = self.scene()
        if scene is not None and self.intent is not None:
            scene.hover_intent(self.intent)

    def keyPressEvent(self, event):
        if self.intent is not None and event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.scene().emit_intent(self.intent)
            event.accept()
        else:
            event.ignore()

    def set_keyed(self, keyed: bool) -> None:
        if keyed != self.keyed:
            self.keyed = keyed
            self.update()

    def _focus_ring(self, painter) -> None:
        painter.setBrush(Qt.NoBrush)
        if self.keyed:  # outside the lit ring, white under blue: seen on any colour
            ring = self._rect.adjusted(-KEY_RING, -KEY_RING, KEY_RING, KEY_RING)
            painter.setPen(theme.pen(theme.PAPER, 5))
            painter.drawRoundedRect(ring, 9, 9)
            painter.setPen(theme.pen(theme.SELECTED, 3, Qt.DashLine))
            painter.drawRoundedRect(ring, 9, 9)
        elif self.hasFocus() or self.hovered:
            painter.setPen(theme.pen(theme.SELECTED, 2.5, Qt.DashLine if self.hasFocus() else Qt.SolidLine))
            painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), 7, 7)


def _drawn_from(piece: Piece):
    # The language too: counts and short labels are words, and a language switch
    # keeps the looks.
    return piece.look, piece.hovered, piece.hasFocus(), piece.keyed, QLocale().name()


def _glyph(painter, colour: Colour, rect: QRectF, fill: QColor | None = None) -> None:
    painter.setPen(Qt.NoPen)
    painter.setBrush(fill if fill is not None else theme.GLYPH_ON[colour])
    painter.drawPath(theme.colour_glyph(colour, rect))


class Panel(Piece):
    """A paper panel with a title line (the harbour strip, the supply, the hand)."""

    def __init__(self, rect: QRectF, dark: bool = False):
        super().__init__(rect)
        self.dark = dark
        self.setZValue(theme.Z_PANEL)

    def paint(self, painter, option, widget=None):
        title, right_text, warn = self.look or ("", "", False)
        r = self._rect
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(r.translated(2, 3), 10, 10)
        painter.setBrush(theme.PAPER)
        painter.setPen(theme.pen(theme.PAPER_EDGE, 1.5))
        painter.drawRoundedRect(r, 10, 10)
        painter.setPen(theme.PRINT)
        line = QRectF(r.left() + 14, r.top() + 4, r.width() - 28, 22)
        title_font = theme.fitted_font(title, line.width(), 16, bold=True)
        painter.setFont(title_font)
        painter.drawText(line, Qt.AlignLeft | Qt.AlignVCenter, title)
        if right_text:
            room = line.width() - QFontMetricsF(title_font).horizontalAdvance(title) - 16
            painter.setFont(theme.fitted_font(right_text, room, 13, bold=warn, smallest=9))
            painter.setPen(theme.GHOST_ILLEGAL_EDGE if warn else theme.PRINT)
            painter.drawText(line, Qt.AlignRight | Qt.AlignVCenter,
                             painter.fontMetrics().elidedText(right_text, Qt.ElideRight, int(room)))


class CardItem(Piece):
    """A card: a harbour slot, the draw pile, the discard pile or a hand colour.
    look = (kind, colour, count, lit, dim, hint, caption)
    kind: "face" | "back" | "empty" | "end"."""

    REMEMBERS_LOOKS = True  # see Piece

    def paint(self, painter, option, widget=None):
        kind, colour, count, lit, dim, hint, caption = self.look
        r = self._rect
        painter.setOpacity(theme.DIM_OPACITY if dim else 1.0)
        if kind == "empty":
            painter.setBrush(Qt.NoBrush)
            painter.setPen(theme.pen(theme.PRINT_FAINT, 1.5, Qt.DashLine))
            painter.drawRoundedRect(r, 7, 7)
            if colour is not None:  # an empty hand colour keeps its symbol, faint
                s = r.width() * 0.36
                _glyph(painter, colour, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s),
                       theme.PRINT_FAINT)
        else:
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.SHADOW)
            painter.drawRoundedRect(r.translated(1.5, 2.5), 7, 7)
            if kind == "face":
                base = theme.face(colour)
                grad = QLinearGradient(r.topLeft(), r.bottomRight())
                grad.setColorAt(0, base.lighter(115))
                grad.setColorAt(1, base.darker(108))
                painter.setBrush(QBrush(grad))
                painter.setPen(theme.pen(base.darker(150), 1.5))
                painter.drawRoundedRect(r, 7, 7)
                painter.setPen(theme.pen(QColor(255, 255, 255, 120), 1.2))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), 5, 5)
                s = r.width() * 0.5
                _glyph(painter, colour, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s))
                small = r.width() * 0.2
                _glyph(painter, colour, QRectF(r.left() + 6, r.top() + 6, small, small))
                _glyph(painter, colour, QRectF(r.right() - 6 - small, r.bottom() - 6 - small, small, small))
            elif kind == "back":
                painter.setBrush(theme.CARD_BACK)
                painter.setPen(theme.pen(theme.CARD_BACK_EDGE, 1.5))
                painter.drawRoundedRect(r, 7, 7)
                painter.setPen(theme.pen(QColor(255, 255, 255, 90), 1.2))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(r.adjusted(5, 5, -5, -5), 5, 5)
                painter.drawLine(r.adjusted(5, 5, -5, -5).topLeft(), r.adjusted(5, 5, -5, -5).bottomRight())
                painter.drawLine(r.adjusted(5, 5, -5, -5).topRight(), r.adjusted(5, 5, -5, -5).bottomLeft())
            else:  # the End of Game card, revealed
                painter.setBrush(QColor("#2b2b2b"))
                painter.setPen(theme.pen(theme.WIN_GOLD, 2))
                painter.drawRoundedRect(r, 7, 7)
                painter.setPen(theme.WIN_GOLD)
                painter.setFont(theme.font(15, bold=True))
                painter.drawText(r, Qt.AlignCenter, labels.end_card_short())
            if count is not None:
                badge = QRectF(r.right() - 22, r.bottom() - 16, 32, 22)
                painter.setPen(theme.pen(theme.INK, 1.2))
                painter.setBrush(theme.BUBBLE)
                painter.drawRoundedRect(badge, 10, 10)
                painter.setPen(theme.INK)
                painter.setFont(theme.font(13, bold=True))
                painter.drawText(badge, Qt.AlignCenter, str(count))
        painter.setOpacity(1.0)
        if lit or hint:
            painter.setBrush(Qt.NoBrush)
            painter.setPen(theme.pen(theme.HINT if hint else theme.ELIGIBLE, 4))
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9)
        if caption and not lit:  # a plain label (the deck, the discard pile)
            box = QRectF(r.left() - 12, r.bottom() + 5, r.width() + 24, 17)
            painter.setFont(theme.fitted_font(caption, box.width(), 11, bold=True))
            painter.setPen(theme.PRINT)
            painter.drawText(box, Qt.AlignCenter, caption)
        elif caption:
            painter.setFont(theme.fitted_font(caption, r.width() + 8, 11, bold=True))
            box = QRectF(r.left() - 6, r.bottom() + 5, r.width() + 12, 17)
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.ELIGIBLE)
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(theme.INK)
            painter.drawText(box, Qt.AlignCenter, caption)
        self._focus_ring(painter)

    def boundingRect(self) -> QRectF:
        # The caption under a card reaches 12 beyond its sides.
        return self._rect.adjusted(-14, -12, 14, 26)


def _tile_cells_path(cells, origin: QPointF, size: float) -> list[QRectF]:
    height = max(y for _, y in cells) + 1
    return [
        QRectF(origin.x() + x * size, origin.y() + (height - 1 - y) * size, size, size)
        for x, y in cells
    ]


def paint_tile_cell(painter, rect: QRectF, colour: Colour, brick: bool) -> None:
    """One square of a facade tile: a window, or brickwork."""
    base = theme.face(colour)
    painter.setPen(theme.pen(base.darker(150), 1))
    painter.setBrush(base)
    painter.drawRect(rect)
    if brick:
        painter.setPen(theme.pen(theme.BRICK_LINE, max(0.8, rect.height() / 28)))
        rows = 4
        h = rect.height() / rows
        for i in range(1, rows):
            y = rect.top() + i * h
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        for i in range(rows):
            offset = 0.25 if i % 2 else 0.75
            x = rect.left() + rect.width() * offset
            painter.drawLine(QPointF(x, rect.top() + i * h), QPointF(x, rect.top() + (i + 1) * h))
    else:
        pane = rect.adjusted(rect.width() * 0.22, rect.height() * 0.18, -rect.width() * 0.22, -rect.height() * 0.18)
        painter.setPen(theme.pen(base.darker(170), max(0.8, rect.width() / 30)))
        painter.setBrush(theme.WINDOW_PANE if colour is not Colour.WHITE else QColor("#dfe8ee"))
        painter.drawRect(pane)
        painter.drawLine(QPointF(pane.center().x(), pane.top()), QPointF(pane.center().x(), pane.bottom()))


class StackItem(Piece):
    """One stack of the tile supply: the tile drawn small, how many are left.
    look = (count, lit, selected, hint, interactive)"""

    REMEMBERS_LOOKS = True  # see Piece

    def __init__(self, rect: QRectF, tile_id: str, intent=None):
        super().__init__(rect, intent)
        self.tile_id = tile_id
        self.setZValue(theme.Z_PIECE)

    def paint(self, painter, option, widget=None):
        count, lit, selected, hint, interactive = self.look
        r = self._rect
        spec = TILES_BY_ID[self.tile_id]
        empty = count == 0
        painter.setPen(theme.pen(theme.PAPER_EDGE, 1))
        painter.setBrush(QColor("#f3ecdb") if not selected else QColor("#dbe8f7"))
        painter.drawRoundedRect(r, 6, 6)
        painter.setOpacity(theme.DIM_OPACITY if empty or (interactive and not lit and not selected) else 1.0)
        size = 11.0 if spec.size > 1 else 18.0
        width = max(x for x, _ in spec.cells) + 1
        height = max(y for _, y in spec.cells) + 1
        origin = QPointF(r.left() + 8 + (60 - width * size) / 2, r.center().y() - height * size / 2)
        brick = spec.brick
        for cell, rect in zip(spec.cells, _tile_cells_path(spec.cells, origin, size)):
            paint_tile_cell(painter, rect, spec.colour, cell == brick)
        glyph = QRectF(r.right() - 58, r.top() + 8, 14, 14)
        _glyph(painter, spec.colour, glyph, theme.face(spec.colour).darker(130))
        painter.setOpacity(theme.DIM_OPACITY if empty else 1.0)  # the count stays readable
        painter.setPen(theme.INK if not empty else theme.PRINT_FAINT)
        painter.setFont(theme.font(17, bold=True))
        painter.drawText(QRectF(r.right() - 44, r.top(), 40, r.height()), Qt.AlignCenter, labels.tiles_left(count))
        painter.setOpacity(1.0)
        if lit or selected or hint:
            painter.setBrush(Qt.NoBrush)
            colour = theme.HINT if hint else theme.SELECTED if selected else theme.ELIGIBLE
            painter.setPen(theme.pen(colour, 3.5 if selected or hint else 2.5))
            painter.drawRoundedRect(r.adjusted(-1, -1, 1, 1), 7, 7)
        self._focus_ring(painter)


class _BoardPart(Piece):
    """One part of a house board, drawn by the board's method named ``paint_with``,
    with a look of its own: it repaints alone."""

    def __init__(self, board: HouseBoard, rect: QRectF, paint_with: str):
        super().__init__(rect, parent=board)
        self._paint_with = paint_with

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None):
        if self.look is not None:
            getattr(self.parentItem(), self._paint_with)(painter, self.look)


class HouseBoard(Piece):
    """A player's board: the 5 x 9 grid with its printed coats of arms and lighter
    rows, the row tabs, the street, and marks on completed rows and columns. The
    header (name, points, cards) and the frame of the player to move are parts of
    their own, and the cells separate items (``CellItem``): a build that changes the
    points or ends the turn repaints those, not the board.
    look = (name, points, hand_count, active, winner, rows_done, cols_done)"""

    def __init__(self, geo: HouseGeometry):
        super().__init__(geo.rect())
        self.geo = geo
        self.setZValue(theme.Z_PANEL)
        r = self._rect
        self.header = _BoardPart(self, QRectF(r.left() + 10, r.top() + 6, r.width() - 20, 52), "_paint_header")
        self.frame = _BoardPart(self, r.adjusted(-3, -3, 3, 3), "_paint_frame")
        self._page_look = None

    def set_look(self, look) -> bool:
        name, points, hand_count, active, winner, rows_done, cols_done = look
        # The header's words first, whatever else changed: they follow a language switch.
        self.header.set_look((name, points, hand_count, active, winner,
                              labels.points(points), labels.cards(hand_count), labels.winner(), labels.to_play()))
        if look == self.look:
            return False
        self.look = look
        if (rows_done, cols_done) != self._page_look:
            self._page_look = (rows_done, cols_done)
            self.update()
        self.frame.set_look(active)
        return True

    def _paint_frame(self, painter, active: bool) -> None:
        if active:  # over the paper's edge: whose turn it is
            painter.setPen(theme.pen(theme.ACTIVE_FRAME, 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self._rect, 10, 10)

    def _paint_header(self, painter, look) -> None:
        name, _points, _hand_count, active, winner, score, held, winner_tag, to_play = look
        r = self._rect
        head = QRectF(r.left() + 14, r.top() + 8, r.width() - 28, 24)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(18, bold=True))
        painter.drawText(head, Qt.AlignLeft | Qt.AlignVCenter,
                         painter.fontMetrics().elidedText(name, Qt.ElideRight, head.width() - 60))
        if active or winner:
            painter.setFont(theme.font(12, bold=True))
            tag = winner_tag if winner else to_play
            w = painter.fontMetrics().horizontalAdvance(tag) + 14
            box = QRectF(head.right() - w, head.top() + 2, w, 20)
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.WIN_GOLD if winner else theme.ACTIVE_FRAME)
            painter.drawRoundedRect(box, 10, 10)
            painter.setPen(theme.INK)
            painter.drawText(box, Qt.AlignCenter, tag)
        line = QRectF(r.left() + 14, r.top() + 34, r.width() - 28, 22)
        score_font = theme.font(14, bold=True)
        painter.setFont(score_font)
        painter.setPen(theme.PRINT)
        painter.drawText(line, Qt.AlignLeft | Qt.AlignVCenter, score)
        room = line.width() - QFontMetricsF(score_font).horizontalAdvance(score) - 12
        painter.setFont(theme.fitted_font(held, room, 13, smallest=9))
        painter.drawText(line, Qt.AlignRight | Qt.AlignVCenter, held)

    def paint(self, painter, option, widget=None):
        if self.look is None:
            return
        rows_done, cols_done = self._page_look
        geo = self.geo
        r = self._rect
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(r.translated(2, 3), 10, 10)
        painter.setBrush(theme.PAPER)
        painter.setPen(theme.pen(theme.PAPER_EDGE, 1.5))
        painter.drawRoundedRect(r, 10, 10)
        grid = geo.grid_rect()
        # Lighter coat-of-arms rows, then the tabs beyond their right end.
        for y in COAT_ROWS:
            row = geo.cell_rect((0, y)).united(geo.cell_rect((WIDTH - 1, y)))
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.COAT_ROW)
            painter.drawRect(row)
        rows_points = dict(rows_done)
        for y in range(HEIGHT):
            tab = geo.tab_rect(y)
            done = y in rows_points
            if y in COAT_ROWS:
                paint_coat(painter, tab.adjusted(2, 2, -2, -2), used=done)
            if done:  # the points the completed row scored, over its tab
                _points_badge(painter, tab, rows_points[y])
        painter.setPen(theme.pen(theme.GRID, 1))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(grid)
        street = QRectF(grid.left() - 6, grid.bottom() + 2, grid.width() + 12, 4)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.PRINT)
        painter.drawRect(street)
        for x, points in cols_done:
            _points_badge(painter, geo.column_mark_rect(x), points)


def _points_badge(painter, rect: QRectF, points: int) -> None:
    painter.setPen(Qt.NoPen)
    painter.setBrush(theme.COMPLETE)
    size = min(rect.width(), rect.height(), 26)
    badge = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    painter.drawEllipse(badge)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(theme.font(size * 0.5, bold=True))
    painter.drawText(badge, Qt.AlignCenter, f"+{points}")


def paint_coat(painter, rect: QRectF, used: bool) -> None:
    """A small shield: the coat of arms (faded once it has been triggered)."""
    s = min(rect.width(), rect.height())
    c = rect.center()
    w, h = s * 0.8, s * 0.95
    path = QPainterPath()
    path.moveTo(c.x() - w / 2, c.y() - h / 2)
    path.lineTo(c.x() + w / 2, c.y() - h / 2)
    path.lineTo(c.x() + w / 2, c.y())
    path.quadTo(c.x() + w / 2, c.y() + h * 0.35, c.x(), c.y() + h / 2)
    path.quadTo(c.x() - w / 2, c.y() + h * 0.35, c.x() - w / 2, c.y())
    path.closeSubpath()
    painter.setOpacity(0.35 if used else 1.0)
    painter.setPen(theme.pen(QColor("#7a5a10"), 1.2))
    painter.setBrush(theme.WIN_GOLD)
    painter.drawPath(path)
    painter.setPen(theme.pen(QColor("#7a5a10"), 1.0))
    painter.drawLine(QPointF(c.x(), c.y() - h / 2 + 2), QPointF(c.x(), c.y() + h / 2 - 3))
    painter.setOpacity(1.0)


class CellItem(Piece):
    """One square of a house. look = (colour, brick, lit, cost, hint_colour)"""

    REMEMBERS_LOOKS = True  # see Piece

    def __init__(self, rect: QRectF, cell, intent):
        super().__init__(rect, intent)
        self.cell = cell
        self.setZValue(theme.Z_PIECE)

    def paint(self, painter, option, widget=None):
        colour, brick, lit, cost, hint_colour = self.look
        r = self._rect
        painter.setPen(theme.pen(theme.GRID, 0.8))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(r)
        if colour is not None:
            paint_tile_cell(painter, r, colour, brick)
        elif self.cell in COAT_SQUARES:
            paint_coat(painter, r.adjusted(r.width() * 0.25, r.height() * 0.22, -r.width() * 0.25, -r.height() * 0.22),
                       used=False)
        if colour is not None and self.cell in COAT_SQUARES:
            paint_coat(painter, QRectF(r.right() - r.width() * 0.34, r.top() + 2, r.width() * 0.3, r.height() * 0.3),
                       used=True)
        if hint_colour is not None:
            painter.setPen(theme.pen(theme.HINT, 3))
            painter.setBrush(QColor(216, 27, 96, 60))
            painter.drawRect(r.adjusted(2, 2, -2, -2))
        if lit:
            painter.setPen(theme.pen(theme.SPOT_EDGE, 2))
            painter.setBrush(theme.SPOT)
            painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), 5, 5)
            if cost is not None:
                painter.setPen(theme.SPOT_EDGE)
                painter.setFont(theme.font(r.height() * 0.3, bold=True))
                painter.drawText(r, Qt.AlignCenter, str(cost))
        if self.keyed:  # white under blue, inside the square: seen on any colour
            painter.setBrush(Qt.NoBrush)
            painter.setPen(theme.pen(theme.PAPER, 5))
            painter.drawRect(r.adjusted(3, 3, -3, -3))
            painter.setPen(theme.pen(theme.SELECTED, 3, Qt.DashLine))
            painter.drawRect(r.adjusted(3, 3, -3, -3))
        elif self.hasFocus():
            painter.setBrush(Qt.NoBrush)
            painter.setPen(theme.pen(theme.SELECTED, 2.5, Qt.DashLine))
            painter.drawRect(r.adjusted(1, 1, -1, -1))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def hoverLeaveEvent(self, event):
        super().hoverLeaveEvent(event)
        scene = self.scene()
        if scene is not None:
            scene.hover_intent(("leave-cell",))


class AbilityItem(Piece):
    """A small ability tile on a player's board. look = (side, usable)"""

    REMEMBERS_LOOKS = True  # see Piece

    def __init__(self, rect: QRectF, ability):
        super().__init__(rect)
        self.ability = ability
        self.setZValue(theme.Z_PIECE)

    def paint(self, painter, option, widget=None):
        side, usable = self.look
        r = self._rect
        if side is None:
            painter.setPen(theme.pen(theme.PRINT_FAINT, 1, Qt.DotLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r, 5, 5)
            painter.setPen(theme.PRINT_FAINT)
        else:
            active = side is Side.ACTIVE
            painter.setPen(theme.pen(theme.ELIGIBLE if usable else QColor("#6d5a2a"), 3 if usable else 1.2))
            painter.setBrush(QColor("#e9d9a8") if active else QColor("#b9b3a4"))
            painter.drawRoundedRect(r, 5, 5)
            painter.setPen(theme.INK if active else QColor("#5e5a52"))
        painter.setFont(theme.font(r.height() * 0.5, bold=True))
        painter.drawText(r, Qt.AlignCenter, labels.ability_short(self.ability))
        if side is Side.USED:
            painter.setPen(theme.pen(QColor("#5e5a52"), 2))
            painter.drawLine(r.topLeft() + QPointF(5, r.height() - 5), r.topRight() + QPointF(-5, 5))


class GhostItem(Piece):
    """The selected tile over the house, green where it may go, red where not, with
    what it costs (or why not) in a bubble."""

    CACHED = False  # it follows the mouse and changes at every move: a picture would not last

    def __init__(self):
        super().__init__(QRectF())
        self.setZValue(theme.Z_GHOST)
        self.rects: list[QRectF] = []
        self.text = ""

    def show_ghost(self, rects: list[QRectF], brick_rect: QRectF | None, look, text: str):
        bound = QRectF()
        for r in rects:
            bound = bound.united(r)
        self.prepareGeometryChange()
        self._rect = bound.adjusted(-4, -40, 180, 4)
        self.rects = rects
        self.brick_rect = brick_rect
        self.text = text
        self.look = None
        self.set_look(look)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None):
        if not self.rects:
            return
        colour, legal, pinned = self.look
        fill = theme.GHOST_LEGAL if legal else theme.GHOST_ILLEGAL
        edge = theme.GHOST_LEGAL_EDGE if legal else theme.GHOST_ILLEGAL_EDGE
        for r in self.rects:
            if legal:
                painter.setOpacity(0.85)
                paint_tile_cell(painter, r, colour, r == self.brick_rect)
                painter.setOpacity(1.0)
            painter.setPen(theme.pen(edge, 3 if pinned else 2))
            painter.setBrush(fill if not legal else QColor(46, 160, 67, 50))
            painter.drawRect(r.adjusted(1, 1, -1, -1))
        if self.text:
            top = min(r.top() for r in self.rects)
            left = min(r.left() for r in self.rects)
            painter.setFont(theme.font(14, bold=True))
            w = painter.fontMetrics().horizontalAdvance(self.text) + 16
            bubble = QRectF(left, top - 30, w, 26)
            painter.setPen(theme.pen(edge, 1.5))
            painter.setBrush(theme.BUBBLE)
            painter.drawRoundedRect(bubble, 8, 8)
            painter.setPen(edge)
            painter.drawText(bubble, Qt.AlignCenter, self.text)


class CoverItem(Piece):
    """The hand-off cover: hides the whole table until the next person clicks."""

    CACHED = False  # as large as the table, painted once per hand-off

    def __init__(self, rect: QRectF):
        super().__init__(rect, intent=("reveal",))
        self.setZValue(theme.Z_COVER)
        self.setCursor(Qt.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return self._rect

    def message_rect(self) -> QRectF:
        """The box with "Pass to …" (scene coordinates): what the presenter keeps in sight."""
        centre = self.mapToScene(self._rect.center())
        return QRectF(centre.x() - 330, centre.y() - 90, 660, 180)

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged and not value \
                and self.scene() is not None:
            # The table's view painted only this over the table (its ``opaque_cover``),
            # so Qt knows no picture of it to take away: the whole table again.
            self.scene().update(self.sceneBoundingRect())
        return super().itemChange(change, value)

    def paint(self, painter, option, widget=None):
        title, detail = self.look
        r = self._rect
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.COVER)
        painter.drawRect(r)
        box = QRectF(r.center().x() - 330, r.center().y() - 90, 660, 180)
        painter.setBrush(theme.PAPER)
        painter.setPen(theme.pen(theme.ACTIVE_FRAME, 4))
        painter.drawRoundedRect(box, 16, 16)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(34, bold=True))
        painter.drawText(box.adjusted(20, 20, -20, -80), Qt.AlignCenter, title)
        painter.setFont(theme.font(17))
        painter.setPen(theme.PRINT)
        painter.drawText(box.adjusted(20, 100, -20, -20), Qt.AlignCenter | Qt.TextWordWrap, detail)


ABILITY_ORDER = ABILITIES
