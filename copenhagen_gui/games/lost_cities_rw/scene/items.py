"""The table's items. Each draws from a ``look`` value set by ``TableScene.sync`` (a new
look repaints, the same look does nothing) and reports clicks to the scene as intents."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from copenhagen_gui.shell.table_kit.piece import PieceBehaviour
from copenhagen_gui.shell.table_kit.remembered_pictures import remembering
from copenhagen_gui.shell.table_kit.shapes import frame_edges

from ..rules.components import BRIDGES, SQUARES, TRACK_LENGTH, Colour
from ..rules.scoring import ScoreCard
from ..rules.sheet import Sheet, Symbol
from ..rules.state import Circle, PlayerSheet
from ..rules.views import BridgeMark
from . import geometry as geo
from . import glyphs, labels, theme
from .hints import DieLook, Spot


class Piece(PieceBehaviour, QGraphicsObject):
    """An item with a fixed bounding rect and a look; set_look repaints on change.

    Each piece is painted once into a pixmap at screen resolution and then copied
    (DeviceCoordinateCache): a spot lit under the mouse or a die that changes no longer
    repaints the sheet under it. Pictures and paper switch the cache off
    (shell.scene_render) so they get vectors."""

    def __init__(self, rect: QRectF, parent=None):
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.look = None
        self.intent = None  # its clicks are its own (signals of the scene), not intents
        self.hovered = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect


# --- dice --------------------------------------------------------------------------------

DIE_PICTURES_KEPT = 8


class DieItem(Piece):
    def __init__(self, seats: int, kind: str, index: int):
        self.face_rect = geo.die_rect(seats, kind, index)
        super().__init__(self.face_rect.adjusted(-8, -8, 8, 10))
        self.kind, self.index = kind, index
        self.setZValue(theme.Z_DIE)
        self.setAcceptHoverEvents(True)
        self.hovered = False

    def set_look(self, look: DieLook) -> bool:
        changed = super().set_look(look)
        # Only when it changes: each setCursor of an item on the table asks the window
        # system where the pointer is (a round trip to the X server).
        cursor = Qt.PointingHandCursor if look.available else Qt.ArrowCursor
        if not self.hasCursor() or cursor != self.cursor().shape():
            self.setCursor(cursor)
        return changed

    def mousePressEvent(self, event):
        if event.button() == Qt.LeftButton:
            self.scene().die_clicked.emit(self.kind, self.index)
            event.accept()
            return
        super().mousePressEvent(event)

    def _draw(self, painter, option, widget=None):
        look: DieLook | None = self.look
        if look is None:
            return
        r = self.face_rect
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(r.translated(2, 4), 10, 10)
        if look.face is None:
            painter.setPen(theme.pen(QColor("#b9b2a0"), 1.5, Qt.DashLine))
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(r, 10, 10)
            painter.setPen(theme.TABLE_TEXT_FAINT)
            painter.setFont(theme.font(30, True))
            painter.drawText(r, Qt.AlignCenter, "?")
            return
        faded = look.taken or look.stale
        painter.setOpacity(theme.DIM_OPACITY if faded else 1.0)
        if self.kind == "colour":
            colour = Colour(look.face)
            base = theme.face(colour)
            grad = QLinearGradient(r.topLeft(), r.bottomRight())
            grad.setColorAt(0, base.lighter(118))
            grad.setColorAt(1, base.darker(112))
            painter.setPen(theme.pen(base.darker(160), 1.5))
            painter.setBrush(QBrush(grad))
            painter.drawRoundedRect(r, 10, 10)
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.GLYPH_ON[colour])
            inset = r.width() * 0.2
            painter.drawPath(glyphs.shape_path(colour, r.adjusted(inset, inset, -inset, -inset)))
        else:
            painter.setPen(theme.pen(theme.NUMBER_DIE_EDGE, 1.5))
            painter.setBrush(theme.NUMBER_DIE)
            painter.drawRoundedRect(r, 10, 10)
            painter.setPen(theme.INK)
            painter.setFont(theme.font(r.height() * 0.6, True))
            painter.drawText(r, Qt.AlignCenter, str(look.face))
        painter.setOpacity(1.0)
        if look.taken:  # a corner badge, so the face stays readable
            badge = QRectF(r.right() - 20, r.top() - 8, 26, 26)
            painter.setPen(theme.pen(theme.PAPER, 2.0))
            painter.setBrush(theme.INK)
            painter.drawEllipse(badge)
            glyphs.pen_cross(painter, badge.adjusted(8, 8, -8, -8), 2.6, self.index, theme.PAPER)
        if look.hinted:
            painter.setPen(theme.pen(theme.HINT, 4.0, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r.adjusted(-6, -6, 6, 6), 13, 13)
        if look.selected:
            painter.setPen(theme.pen(theme.SELECTED, 5.0))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 12, 12)
        elif look.available:
            edge = theme.SPOT_EDGE if not self.hovered else theme.SELECTED
            painter.setPen(theme.pen(edge, 3.0 if self.hovered else 2.0))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 12, 12)


    # A die goes back and forth between a few looks in a turn (may be taken, taken, not
    # now): its last pictures are kept, so coming back to one is a copy.
    paint = remembering(_draw, lambda die: (die.look, die.hovered), DIE_PICTURES_KEPT)


# --- texts on the table ----------------------------------------------------------------


class TextItem(Piece):
    """Wrapped text in a fixed rect; look = (text, pixels, colour rgba, alignment, bold)."""

    def __init__(self, rect: QRectF):
        super().__init__(rect)
        self.setZValue(theme.Z_TRAY_TEXT)

    def paint(self, painter, option, widget=None):
        if not self.look:
            return
        text, pixels, rgba, align, bold = self.look
        painter.setPen(QColor.fromRgba(rgba))
        painter.setFont(fitting_font(text, pixels, bold, self._rect))
        painter.drawText(self._rect, int(align) | Qt.TextWordWrap, text)


MIN_TEXT_PIXELS = 11


def fitting_font(text: str, pixels: float, bold: bool, rect: QRectF):
    """The table's font at ``pixels``, made smaller until ``text`` fits ``rect`` (a long
    language must not be cut off)."""
    size = pixels
    while size > MIN_TEXT_PIXELS:
        font = theme.font(size, bold)
        needed = QFontMetricsF(font).boundingRect(rect, int(Qt.TextWordWrap), text)
        if needed.height() <= rect.height() + 0.5 and needed.width() <= rect.width() + 0.5:
            return font
        size -= 1
    return theme.font(MIN_TEXT_PIXELS, bold)


# --- a player's sheet ----------------------------------------------------------------------


@attrs.frozen
class SheetLook:
    player: PlayerSheet
    sheet: Sheet
    name: str
    card: ScoreCard
    bridges: tuple[BridgeMark, ...]
    frame: str  # "chooser", "active" or ""
    status: str
    computer: bool


class _SheetPart(Piece):
    """One part of a sheet, drawn by the sheet's own paint code for it (the method
    named ``paint_with``): a look of its own, so it repaints alone. Clicks go through
    to the sheet."""

    def __init__(self, sheet: SheetItem, rect: QRectF, paint_with: str):
        super().__init__(rect, sheet)
        self._paint_with = paint_with
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter, option, widget=None):
        sheet = self.parentItem()
        if self.look is not None and sheet.look is not None:
            getattr(sheet, self._paint_with)(painter, self.look)


def _name_rect() -> QRectF:
    r = geo.header_rect()
    return QRectF(r.left() + 2, r.top(), r.width() * 0.62, r.height() * 0.6)


def _status_rect() -> QRectF:
    r = geo.header_rect()
    return QRectF(r.left() + 2, r.top() + r.height() * 0.58, r.width() * 0.62, r.height() * 0.42)


def _total_rect() -> QRectF:
    r = geo.header_rect()
    return QRectF(r.right() - r.width() * 0.36, r.top() + 3, r.width() * 0.36, r.height() - 8)


def _scores_rect() -> QRectF:
    """The score row: the points of each expedition, the artifacts, dice and bridges."""
    rows = geo.score_rect(0)
    for column in range(1, geo.TRACK_SCALE_COLUMN + 1):
        rows = rows.united(geo.score_rect(column))
    return rows


HEADER_MARGIN = 3  # around the header's parts: their pens and their letters


def _expedition_rect(colour: Colour) -> QRectF:
    """An expedition's column: its band, squares, top artifact, circle and shape."""
    column = geo.expedition_column(colour)
    cells = geo.top_rect(colour).united(geo.circle_rect(colour))
    cells = cells.united(geo.cell_rect(column, geo.shape_y(), geo.SHAPE_H))
    for square in range(SQUARES):
        cells = cells.united(geo.square_rect(colour, square))
    return cells.adjusted(-5, -5, 5, 5)


def _track_rect(column: int) -> QRectF:
    """The artifact or the dice column: its marks and the symbol under them."""
    rect = geo.cell_rect(column, geo.shape_y(), geo.SHAPE_H)
    for mark in range(TRACK_LENGTH):
        rect = rect.united(geo.track_rect(column, mark))
    return rect


TRACK_COLUMNS = (geo.ARTIFACT_COLUMN, geo.DICE_COLUMN)
FRAME_BAND = 10.0  # the turn frame's pen over the page's edge, with its round corners


def _symbols(sheet: Sheet, colour: Colour) -> tuple:
    return tuple(sheet.symbol(colour, square) for square in range(SQUARES))


class SheetItem(Piece):
    """A player's sheet: the printed page (scales, tracks, bridges) with its header and
    score row, its six expeditions, its artifact and dice columns and its turn frame as
    pieces of their own. A number written repaints one expedition and the scores, a
    die marked (a refusal) its column, not the page."""

    def __init__(self, seats: int, seat: int):
        super().__init__(QRectF(0, 0, geo.SHEET_W, geo.SHEET_H))
        self.seat = seat
        self.setPos(geo.sheet_origin(seats, seat))
        self.setZValue(theme.Z_SHEET)
        # The header as four parts: whose turn and what a seat does next change at every
        # decision, for every sheet; the name, the total and the scores seldom.
        self.header = {name: _SheetPart(self, rect().adjusted(-HEADER_MARGIN, -HEADER_MARGIN,
                                                              HEADER_MARGIN, HEADER_MARGIN), f"_paint_{name}")
                       for name, rect in (("name", _name_rect), ("status", _status_rect),
                                          ("total", _total_rect), ("scores", _scores_rect))}
        self.expeditions = {colour: _SheetPart(self, _expedition_rect(colour), "_paint_expedition_part")
                            for colour in Colour}
        self.tracks = {column: _SheetPart(self, _track_rect(column), "_paint_track")
                       for column in TRACK_COLUMNS}
        # The turn frame as four edges: whose turn it is changes at every hand-over, and a
        # part as large as the sheet would repaint everything under it.
        self.frame = [_SheetPart(self, edge, "_paint_frame") for edge in frame_edges(self._rect, FRAME_BAND)]
        self._page_look = None

    def set_look(self, look: SheetLook) -> bool:
        """Each part repaints only when what it shows changed."""
        if look == self.look:
            return False
        self.look = look
        page = (look.sheet, look.bridges)
        if page != self._page_look:
            self._page_look = page
            self.update()
        card = look.card
        self.header["name"].set_look(look.name)
        self.header["status"].set_look((look.status, look.computer, labels.computer()))
        self.header["total"].set_look((card.total, labels.total()))
        self.header["scores"].set_look((card.expeditions, card.artifacts, card.dice, card.bridges, labels.points()))
        for colour, part in self.expeditions.items():
            part.set_look((look.player.expeditions[colour], _symbols(look.sheet, colour), colour))
        marks = {geo.ARTIFACT_COLUMN: look.player.artifacts, geo.DICE_COLUMN: look.player.dice_marks}
        for column, part in self.tracks.items():
            part.set_look((column, marks[column]))
        for edge in self.frame:
            edge.set_look(look.frame)
        return True

    def mousePressEvent(self, event):
        """A click on an expedition column that is not a lit cell: the scene asks the
        controller (which asks the engine why not)."""
        if event.button() != Qt.LeftButton:
            return super().mousePressEvent(event)
        x = event.pos().x()
        for colour in Colour:
            column = geo.expedition_column(colour)
            if geo.column_x(column) <= x < geo.column_x(column) + geo.CELL:
                self.scene().column_clicked.emit(self.seat, int(colour))
                event.accept()
                return
        event.ignore()

    def paint(self, painter, option, widget=None):
        look: SheetLook | None = self.look
        if look is None:
            return
        rect = self._rect
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(rect.translated(3, 5), 8, 8)
        painter.setPen(theme.pen(theme.PAPER_EDGE, 1.5))
        painter.setBrush(theme.PAPER)
        painter.drawRoundedRect(rect, 8, 8)
        self._paint_scales(painter, look.sheet)
        self._paint_bridges(painter, look.bridges)

    def _paint_frame(self, painter, kind: str):
        frame = {"chooser": theme.CHOOSER_FRAME, "active": theme.ACTIVE_FRAME}.get(kind)
        if frame is not None:  # over the page's edge: whose turn it is
            painter.setPen(theme.pen(frame, 5.0))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self._rect, 8, 8)

    def _paint_expedition_part(self, painter, look):
        self._paint_expedition(painter, self.look, look[2])

    def _paint_name(self, painter, name: str):
        painter.setPen(theme.INK)
        painter.setFont(theme.font(19, True))
        rect = _name_rect()
        shown = painter.fontMetrics().elidedText(name, Qt.ElideRight, int(rect.width()))
        painter.drawText(rect, Qt.AlignLeft | Qt.AlignVCenter, shown)

    def _paint_status(self, painter, look: tuple[str, bool, str]):
        status, computer, computer_word = look
        painter.setFont(theme.font(13))
        painter.setPen(theme.PRINT)
        painter.drawText(_status_rect(), Qt.AlignLeft | Qt.AlignVCenter,
                         status + (" · " + computer_word if computer else ""))

    def _paint_total(self, painter, look: tuple[int, str]):
        total, word = look
        total_rect = _total_rect()
        painter.setPen(theme.pen(theme.GRID_STRONG, 1.2))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(total_rect, 5, 5)
        painter.setPen(theme.PRINT)
        painter.setFont(theme.font(11))
        painter.drawText(total_rect.adjusted(5, 1, 0, 0), Qt.AlignLeft | Qt.AlignTop, word)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(21, True))
        painter.drawText(total_rect.adjusted(0, 0, -7, 0), Qt.AlignRight | Qt.AlignVCenter, str(total))

    def _paint_scores(self, painter, look: tuple):
        expeditions, artifacts, dice, bridges, points = look
        values = list(expeditions) + [artifacts, dice]
        for column, value in enumerate(values, start=1):
            r = geo.score_rect(column).adjusted(2, 3, -2, -3)
            painter.setPen(theme.pen(theme.GRID, 1.0))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRect(r)
            painter.setPen(theme.INK)
            painter.setFont(theme.font(15 if len(str(value)) < 4 else 12, True))  # -100 fits too
            painter.drawText(r, Qt.AlignCenter, str(value))
        painter.setFont(theme.font(15, True))
        # bridges: the grey box on the right
        r = geo.score_rect(geo.TRACK_SCALE_COLUMN).adjusted(2, 3, -2, -3)
        painter.setPen(theme.pen(theme.GRID, 1.0))
        painter.setBrush(QColor("#e4e0d6"))
        painter.drawRect(r)
        painter.setPen(theme.INK)
        painter.drawText(r, Qt.AlignCenter, str(bridges))
        painter.setPen(theme.PRINT)
        painter.setFont(theme.font(11))
        painter.drawText(geo.score_rect(0), Qt.AlignCenter, points)

    def _paint_scales(self, painter, sheet: Sheet):
        """The printed point scales: expedition level points on the left (level 0, the
        circle alone, by the circles), track points on the right."""
        painter.setFont(theme.font(14, True))
        painter.setPen(theme.PRINT)
        left, right = 0, geo.TRACK_SCALE_COLUMN
        painter.drawText(geo.cell_rect(left, geo.circle_y(), geo.CIRCLE_H), Qt.AlignCenter,
                         str(sheet.expedition_points[0]))
        for square in range(SQUARES):
            y = geo.square_y(square)
            painter.drawText(geo.cell_rect(left, y), Qt.AlignCenter, str(sheet.expedition_points[square + 1]))
            value = str(sheet.track_points[square + 1])
            if square + 1 == TRACK_LENGTH:  # artifacts 100, dice exhausted 0: smaller, on two lines
                painter.setFont(theme.font(11, True))
                value += "\n" + str(sheet.dice_exhausted.value)
            painter.drawText(geo.cell_rect(right, y), Qt.AlignCenter, value)
            painter.setFont(theme.font(14, True))

    def _paint_expedition(self, painter, look: SheetLook, colour: Colour):
        exp = look.player.expeditions[colour]
        column = geo.expedition_column(colour)
        # the column's colour band behind its squares
        band = QRectF(geo.column_x(column), geo.top_y(), geo.CELL, geo.shape_y() + geo.SHAPE_H - geo.top_y())
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.tint(colour, 38))
        painter.drawRect(band)
        for square in range(SQUARES):
            r = geo.square_rect(colour, square).adjusted(3, 3, -3, -3)
            painter.setPen(theme.pen(theme.GRID_STRONG, 1.2))
            painter.setBrush(theme.PAPER)
            painter.drawRect(r)
            symbol = look.sheet.symbol(colour, square)
            if symbol is not Symbol.NONE:
                mark = QRectF(r.left() + 1, r.top() + 1, r.width() * 0.5, r.height() * 0.5)
                painter.setPen(Qt.NoPen)
                painter.setBrush(theme.PRINT_FAINT if square >= exp.level else theme.GRID)
                painter.drawPath(glyphs.arrow_path(mark) if symbol is Symbol.ACCELERATION
                                 else glyphs.vase_path(mark))
            if square < exp.level:
                painter.setPen(theme.INK)
                painter.setFont(theme.font(22, True))
                painter.drawText(r.adjusted(5, 3, 0, 0), Qt.AlignCenter, str(exp.numbers[square]))
        # the top artifact
        top = geo.top_rect(colour).adjusted(6, 4, -6, -4)
        painter.setPen(theme.pen(theme.PRINT, 1.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(glyphs.vase_path(top))
        if exp.top_artifact:
            glyphs.pen_hatch(painter, top.adjusted(4, 4, -4, -4), 2.4, int(colour))
        # the double-points circle
        circle = geo.circle_rect(colour)
        c = QRectF(circle.center().x() - 15, circle.center().y() - 15, 30, 30)
        painter.setPen(theme.pen(theme.GRID_STRONG, 1.4))
        painter.setBrush(theme.PAPER)
        painter.drawEllipse(c)
        painter.setPen(theme.PRINT_FAINT)
        painter.setFont(theme.font(11, True))
        painter.drawText(c, Qt.AlignCenter, "×2")
        if exp.circle is Circle.DOUBLED:
            painter.setPen(theme.INK)
            painter.setFont(theme.font(20, True))
            painter.setBrush(theme.PAPER)
            painter.drawEllipse(c.adjusted(2, 2, -2, -2))
            painter.drawText(c, Qt.AlignCenter, "0")
        elif exp.circle is Circle.STRUCK:
            glyphs.pen_strike(painter, c.adjusted(-4, 0, 4, 0), 2.6, int(colour))
        # the shape for colour-blind players
        shape = geo.cell_rect(column, geo.shape_y(), geo.SHAPE_H).adjusted(8, 5, -8, -5)
        painter.setPen(theme.pen(theme.face(colour).darker(150), 1.0))
        painter.setBrush(theme.face(colour))
        painter.drawPath(glyphs.shape_path(colour, shape))

    def _paint_track(self, painter, look: tuple[int, int]):
        """The artifact or the dice column (``look``: the column, the marks made)."""
        column, count = look
        for mark in range(TRACK_LENGTH):
            r = geo.track_rect(column, mark).adjusted(5, 5, -5, -5)
            if column == geo.ARTIFACT_COLUMN:
                painter.setPen(theme.pen(theme.PRINT, 1.2))
                painter.setBrush(Qt.NoBrush)
                painter.drawPath(glyphs.vase_path(r))
            else:
                glyphs.paint_die_symbol(painter, r, theme.PRINT)
            if mark < count:
                glyphs.pen_hatch(painter, r.adjusted(2, 2, -2, -2), 2.4, column * 10 + mark)
        bottom = geo.cell_rect(column, geo.shape_y(), geo.SHAPE_H).adjusted(8, 4, -8, -4)
        if column == geo.ARTIFACT_COLUMN:
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.PRINT)
            painter.drawPath(glyphs.vase_path(bottom))
        else:
            glyphs.paint_die_symbol(painter, bottom, theme.PRINT)

    def _paint_bridges(self, painter, marks: tuple[BridgeMark, ...]):
        painter.setFont(theme.font(12, True))
        for bridge in BRIDGES:
            r = geo.bridge_rect(bridge)
            arch = QPainterPath()
            arch.moveTo(r.left() + 3, r.bottom() - 5)
            arch.quadTo(QPointF(r.center().x(), r.top() - 4), QPointF(r.right() - 3, r.bottom() - 5))
            painter.setPen(theme.pen(theme.GRID_STRONG, 1.6))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(arch)
            painter.setPen(theme.PRINT)
            painter.drawText(r.adjusted(0, 3, 0, 0), Qt.AlignCenter, "20")
            mark = marks[bridge]
            ring = QRectF(r.center().x() - 15, r.center().y() - 12, 30, 24)
            if mark is BridgeMark.WON:
                glyphs.pen_ring(painter, ring, 2.6, theme.WON)
            elif mark is BridgeMark.LOST:
                glyphs.pen_cross(painter, ring.adjusted(4, 2, -4, -2), 2.6, int(bridge), theme.LOST)


# --- a cell the deciding seat may write in -------------------------------------------------


class SpotItem(Piece):
    def __init__(self, sheet: SheetItem, key):
        super().__init__(geo.target_rect(key).adjusted(1, 1, -1, -1))
        self.seat, self.key = sheet.seat, key
        self.setZValue(theme.Z_SPOT)
        # Set before the spot is on the table: there, each setCursor asks the window
        # system where the pointer is.
        self.setCursor(Qt.PointingHandCursor)
        self.setAcceptHoverEvents(True)
        self.hovered = False
        self.setFlag(QGraphicsItem.ItemIsFocusable, False)
        self.setParentItem(sheet)

    def boundingRect(self) -> QRectF:
        # The hint ring is drawn 3 beyond the cell with a 4-wide pen, a circle's spot is
        # 34 across: a cached picture is cut at this edge.
        c = self._rect.center()
        return self._rect.adjusted(-6, -6, 6, 6).united(QRectF(c.x() - 19, c.y() - 19, 38, 38))

    def mousePressEvent(self, event):
        if event.button() == Qt.LeftButton:
            self.scene().spot_clicked.emit(self.seat, self.key)
            event.accept()
            return
        super().mousePressEvent(event)

    def paint(self, painter, option, widget=None):
        spot: Spot | None = self.look
        if spot is None:
            return
        r = self._rect.adjusted(2, 2, -2, -2)
        painter.setPen(theme.pen(theme.SELECTED if self.hovered else theme.SPOT_EDGE, 3.0 if self.hovered else 2.2))
        painter.setBrush(theme.SPOT)
        if self.key[0] == "circle":
            painter.drawEllipse(QRectF(r.center().x() - 17, r.center().y() - 17, 34, 34))
        else:
            painter.drawRoundedRect(r, 4, 4)
        if spot.preview:
            painter.setPen(theme.SPOT_EDGE)
            painter.setFont(theme.font(17))
            painter.drawText(r, Qt.AlignCenter, spot.preview)
        if spot.hinted:
            painter.setPen(theme.pen(theme.HINT, 4.0, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), 6, 6)
