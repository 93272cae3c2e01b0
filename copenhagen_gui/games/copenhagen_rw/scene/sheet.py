"""One player's sheet: header and score, the building, coats of arms and the five
ability tracks. ``SheetItem.sync`` recomputes the looks of its children and repaints
only the ones that changed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainterPath

from copenhagen_gui.shell.table_kit.shapes import frame_edges

from ..rules import engine
from ..rules.boxes import BoxStatus, box_status, status_reason
from ..rules.components import (
    COAT_LINES,
    HEIGHT,
    LINES,
    TRACK_COLOURS,
    TRACK_LENGTH,
    TRACKS,
    WIDTH,
    Symbol,
    bit,
)
from ..rules.scoring import line_points
from ..rules.state import GameState, Phase
from . import geometry as geo
from . import glyphs, labels, theme
from .items import NAME_ROLE, Piece

# How a + or a star looks: the rules say whether it is locked, waiting, ready or used.
LOCKED, PENDING, READY, USED = BoxStatus.LOCKED, BoxStatus.PENDING, BoxStatus.READY, BoxStatus.USED


def _seed(*key) -> int:
    seed = 17
    for k in key:
        seed = seed * 31 + (k if isinstance(k, int) else len(str(k)) * 7)
    return seed


# --- the building -----------------------------------------------------------------------


class BuildingItem(Piece):
    """The 5 x 9 grid area; reports the cell under the mouse."""

    def __init__(self, player: int, parent):
        super().__init__(geo.BUILDING_RECT, parent)
        self.player = player
        self._hovered = None
        self.setAcceptHoverEvents(True)

    def hoverMoveEvent(self, event):
        cell = geo.cell_at(event.pos())
        side = geo.cell_side(event.pos()) if cell is not None else None
        if (cell, side) == self._hovered:
            return
        cell_changed = cell != (self._hovered or (None,))[0]
        self._hovered = (cell, side)
        scene = self.scene()
        if scene is None:
            return
        if cell is None:
            scene.pointer_hovered.emit(-1, -1, -1, 0, 0)
            if cell_changed:
                scene.cell_hovered.emit(-1, -1, -1)
            return
        scene.pointer_hovered.emit(self.player, cell[0], cell[1], *side)
        if cell_changed:
            scene.cell_hovered.emit(self.player, cell[0], cell[1])

    def hoverLeaveEvent(self, event):
        self._hovered = None
        if self.scene() is not None:
            self.scene().pointer_hovered.emit(-1, -1, -1, 0, 0)
            self.scene().cell_hovered.emit(-1, -1, -1)


class BuildingFrameItem(Piece):
    """The thick outline and the ground line, drawn over the cells."""

    def __init__(self, parent):
        super().__init__(geo.BUILDING_RECT.adjusted(-3, -3, 3, 6), parent)
        self.setZValue(theme.Z_DECOR)

    def paint(self, painter, option, widget=None):
        r = geo.BUILDING_RECT
        painter.setPen(theme.pen(theme.GRID_STRONG, 2.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(r)
        painter.setPen(theme.pen(theme.GRID_STRONG, 4.0))
        painter.drawLine(QPointF(r.left() - 2, r.bottom() + 2), QPointF(r.right() + 2, r.bottom() + 2))


class CellItem(Piece):
    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, player: int, x: int, y: int, parent):
        super().__init__(geo.cell_rect(x, y), parent, intent=("cell", player, x, y))
        self.setZValue(theme.Z_CELL)
        self.seed = _seed(player, x, y)
        self.cell = (x, y)
        self.retranslate()

    def retranslate(self):
        self.setData(NAME_ROLE, labels.cell_tip(*self.cell))

    # look: (mark, spot, recent) with mark "" / "O" / "X"; recent: drawn in the
    # player's last turn
    def paint(self, painter, option, widget=None):
        mark, spot, recent = self.look or ("", False, False)
        r = self._rect
        painter.setPen(theme.pen(theme.GRID, 1.0))
        painter.setBrush(theme.FILLED_CELL if mark else QColor("#fffdf6"))
        painter.drawRect(r)
        if recent:
            painter.setPen(theme.pen(theme.LAST_MOVE, 3.0))
            painter.setBrush(theme.LAST_MOVE_FILL)
            painter.drawRect(r.adjusted(2.5, 2.5, -2.5, -2.5))
        if spot:
            painter.setPen(theme.pen(theme.SPOT_EDGE, 1.6, Qt.DashLine))
            painter.setBrush(theme.SPOT)
            painter.drawRoundedRect(r.adjusted(4, 4, -4, -4), 5, 5)
        inset = r.width() * 0.2
        if mark == "X":
            glyphs.pen_cross(painter, r.adjusted(inset, inset, -inset, -inset), 3.4, self.seed)
        elif mark == "O":
            glyphs.pen_circle(painter, r.adjusted(inset, inset, -inset, -inset), 3.0, self.seed)


class LineMarkItem(Piece):
    """The circle at a row's end / above a column where its points are written."""

    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, player: int, line, parent):
        super().__init__(geo.line_mark_rect(line).adjusted(-2, -2, 2, 2), parent)
        self.line = line
        self.seed = _seed(player, line.index, line.kind.value)

    # look: points scored by the line, or 0 while incomplete
    def paint(self, painter, option, widget=None):
        r = geo.line_mark_rect(self.line)
        points = self.look or 0
        if not points:
            painter.setPen(theme.pen(theme.PRINT_FAINT, 1.0, Qt.DotLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(r)
            return
        painter.setPen(theme.pen(theme.INK, 2.0))
        painter.setBrush(QColor("#fff3c4"))
        painter.drawEllipse(r)
        glyphs.paint_text(painter, r, str(points), r.height() * 0.62, theme.INK, bold=True)


class CoatItem(Piece):
    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, player: int, line, parent):
        super().__init__(geo.coat_rect(line).adjusted(-2, -4, 2, 2), parent)
        self.line = line
        self.seed = _seed(player, line.index, 99)

    def paint(self, painter, option, widget=None):
        glyphs.paint_shield(painter, geo.coat_rect(self.line), bool(self.look), self.seed)


# --- header and score ---------------------------------------------------------------------


class HeaderItem(Piece):
    """Name, whose turn, start player box and the score in big figures."""

    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, parent):
        super().__init__(QRectF(geo.RIGHT_X, 4, geo.RIGHT_END - geo.RIGHT_X, 76), parent)

    # look: (name, points, start player, role, winner[, computer level], generation)
    def paint(self, painter, option, widget=None):
        if self.look is None:  # not synced yet
            return
        name, points, start, role, winner = self.look[:5]
        level = self.look[5] if len(self.look) == 7 else None
        name_rect = QRectF(geo.NAME_RECT)
        if winner:
            crown = QRectF(name_rect.left(), name_rect.top() + 5, 26, 20)
            painter.setPen(theme.pen(QColor("#7a5a00"), 1.2))
            painter.setBrush(theme.WIN_GOLD)
            painter.drawPath(glyphs.crown_path(crown))
            name_rect.setLeft(crown.right() + 8)
        font = theme.font(24, bold=True)
        metrics = QFontMetricsF(font)
        role_text = {"active": labels.active_mark(), "chooser": labels.chooser_mark()}.get(role)
        if winner:
            role_text = labels.winner_mark()
        pill_w = 0.0
        if role_text:
            pill_font = theme.font(13, bold=True)
            pill_w = QFontMetricsF(pill_font).horizontalAdvance(role_text) + 20
        available = geo.SCORE_RECT.left() - 12 - name_rect.left() - (pill_w + 10 if pill_w else 0)
        shown = metrics.elidedText(name, Qt.ElideRight, max(40.0, available))
        name_rect.setWidth(max(40.0, available) + 4)
        painter.setFont(font)
        painter.setPen(theme.INK)
        painter.drawText(name_rect, int(Qt.AlignLeft | Qt.AlignVCenter), shown)
        if role_text:
            x = name_rect.left() + metrics.horizontalAdvance(shown) + 10
            pill = QRectF(x, name_rect.center().y() - 11, pill_w, 22)
            colour = theme.WIN_GOLD if winner else (theme.ACTIVE_FRAME if role == "active" else theme.CHOOSER_FRAME)
            painter.setPen(Qt.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(pill, 11, 11)
            glyphs.paint_text(painter, pill, role_text, 13, QColor("#ffffff"), bold=True)
        # start player box
        box = geo.START_BOX_RECT
        painter.setPen(theme.pen(theme.PRINT, 1.3))
        painter.setBrush(QColor("#fffdf6"))
        painter.drawRect(box)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.PRINT_FAINT)
        painter.drawPath(glyphs.flag_path(box.adjusted(3, 3, -3, -3)))
        if start:
            glyphs.pen_cross(painter, box.adjusted(3, 3, -3, -3), 2.6, 5)
        glyphs.paint_text(painter, geo.START_LABEL_RECT, labels.start_player(), 14,
                          theme.PRINT, int(Qt.AlignLeft | Qt.AlignVCenter))
        if level:  # who plays this seat: the computer, at which strength
            who = QRectF(geo.START_LABEL_RECT.left() + 120, geo.START_LABEL_RECT.top(),
                         geo.SCORE_RECT.left() - 10 - geo.START_LABEL_RECT.left() - 120,
                         geo.START_LABEL_RECT.height())
            text = QFontMetricsF(theme.font(14)).elidedText(labels.computer_seat(level), Qt.ElideRight, who.width())
            glyphs.paint_text(painter, who, text, 14, theme.PRINT, int(Qt.AlignRight | Qt.AlignVCenter))
        # score
        s = geo.SCORE_RECT
        grad = QLinearGradient(s.topLeft(), s.bottomRight())
        grad.setColorAt(0, QColor("#fff6d6"))
        grad.setColorAt(1, QColor("#f1d98a"))
        painter.setPen(theme.pen(QColor("#9a7b22"), 2.0))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(s)
        glyphs.paint_text(painter, s, str(points), 34 if points < 100 else 26, theme.INK, bold=True)


class ScoreTrackItem(Piece):
    """The printed track 0..16: passed boxes slashed, the current one circled."""

    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, parent):
        rect = QRectF(geo.RIGHT_X, geo.SCORE_TRACK_TOP - 2, geo.RIGHT_END - geo.RIGHT_X, 26)
        super().__init__(rect, parent)

    def paint(self, painter, option, widget=None):
        points = self.look or 0
        here = min(points, geo.SCORE_MAX)
        for n in range(geo.SCORE_MAX + 1):
            r = geo.score_box_rect(n)
            winning = n == 12
            painter.setPen(theme.pen(theme.WIN_GOLD if winning else theme.PRINT_FAINT, 1.8 if winning else 1.0))
            painter.setBrush(QColor("#fff8dc") if winning else QColor("#fffdf6"))
            painter.drawRoundedRect(r, 3, 3)
            label = f"{n}+" if n == geo.SCORE_MAX and points > geo.SCORE_MAX else str(n)
            glyphs.paint_text(painter, r, label, 11 if len(label) < 3 else 9, theme.PRINT)
            if n < here:
                glyphs.pen_strike(painter, r.adjusted(3, 4, -3, -4), 1.6, n)
            elif n == here:
                painter.setPen(theme.pen(theme.INK, 2.2))
                painter.setBrush(Qt.NoBrush)
                painter.drawEllipse(r.adjusted(-1, -1, 1, 1))


# --- tracks -------------------------------------------------------------------------------


def paint_star_symbol(painter, rect: QRectF, state: BoxStatus, seed: int):
    path = glyphs.star_path(rect)
    if state == LOCKED:
        painter.setPen(theme.pen(theme.PRINT_FAINT, 1.1))
        painter.setBrush(QColor("#fffdf6"))
    elif state == PENDING:
        painter.setPen(theme.pen(QColor("#9a7b22"), 1.2, Qt.DashLine))
        painter.setBrush(QColor(240, 191, 42, 90))
    elif state == READY:
        painter.setPen(theme.pen(QColor("#7a5a00"), 1.3))
        painter.setBrush(QColor("#f2b81b"))
    else:
        painter.setPen(theme.pen(theme.PRINT_FAINT, 1.0))
        painter.setBrush(QColor("#e8e1cf"))
    painter.drawPath(path)
    if state == USED:
        glyphs.pen_strike(painter, rect.adjusted(1, 1, -1, -1), 2.0, seed)


class TrackItem(Piece):
    """A track row: colour badge, nine boxes, the stars printed under them (and the
    two printed Reroll stars on the red track). Clicking the row picks the track."""

    HOVER_FEEDBACK = True

    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, player: int, track: int, parent):
        top = geo.track_top(track)
        rect = QRectF(geo.RIGHT_X - 6, top - 6, geo.ABILITY_X - geo.RIGHT_X + 4,
                      geo.TRACK_BOX + geo.SYMBOL_SIZE + 14)
        super().__init__(rect, parent, intent=("track", player, TRACK_COLOURS[track].value))
        self.setZValue(theme.Z_TRACK)
        self.track = track
        self.spec = TRACKS[track]
        self.colour = TRACK_COLOURS[track]
        self.seed = _seed(player, track)
        self._click_shape = QPainterPath()
        self._click_shape.addRect(geo.track_row_rect(track))

    def shape(self) -> QPainterPath:
        return self._click_shape

    # look: (marked, status of each star box, printed_rerolls_used, recent boxes, eligible)
    def paint(self, painter, option, widget=None):
        if self.look is None:  # not synced yet
            return
        marked, stars, printed_used, recent, eligible = self.look
        star_status = dict(zip(self.spec.star_boxes, stars))
        if eligible:
            glow = geo.track_row_rect(self.track).adjusted(-1, -1, 1, 1)
            painter.setPen(theme.pen(theme.ELIGIBLE, 3.0))
            painter.setBrush(QColor(240, 168, 28, 45))
            painter.drawRoundedRect(glow, 7, 7)
        elif self.hovered:
            painter.setPen(theme.pen(theme.HOVER_EDGE, 1.2))
            painter.setBrush(theme.HOVER_FILL)
            painter.drawRoundedRect(geo.track_row_rect(self.track), 7, 7)
        badge = geo.track_badge_rect(self.track)
        painter.setPen(theme.pen(theme.darker(self.colour), 1.2))
        painter.setBrush(theme.face(self.colour))
        painter.drawRoundedRect(badge, 5, 5)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.GLYPH_ON[self.colour])
        painter.drawPath(glyphs.colour_glyph(self.colour, badge.adjusted(6, 6, -6, -6)))
        edge = theme.darker(self.colour, 125)
        for box in range(1, TRACK_LENGTH + 1):
            r = geo.track_box_rect(self.track, box)
            painter.setPen(theme.pen(edge, 1.4))
            painter.setBrush(theme.tint(self.colour, 70 if box <= marked else 38))
            painter.drawRoundedRect(r, 3, 3)
            if box == TRACK_LENGTH and box > marked:
                glyphs.paint_text(painter, r, "2", 12, theme.darker(self.colour, 150), bold=True)
            if box in recent:  # marked in the player's last turn
                painter.setPen(theme.pen(theme.LAST_MOVE, 2.6))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(r.adjusted(-2.5, -2.5, 2.5, 2.5), 5, 5)
            if box <= marked:
                glyphs.pen_cross(painter, r.adjusted(5, 5, -5, -5), 2.8, self.seed + box)
            if box in star_status:
                paint_star_symbol(painter, geo.symbol_rect(self.track, box), star_status[box], self.seed + box)
        if self.colour.index == 0:
            for i in range(2):
                state = USED if i < printed_used else READY
                paint_star_symbol(painter, geo.printed_star_rect(i), state, self.seed + 50 + i)


class BonusItem(Piece):
    """A printed + under a track box; a click on an unlocked one uses it."""

    HOVER_FEEDBACK = True

    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, player: int, track: int, box: int, parent):
        super().__init__(geo.symbol_rect(track, box).adjusted(-4, -3, 4, 3), parent,
                         intent=("bonus", player, TRACK_COLOURS[track].value))
        self.setZValue(theme.Z_SYMBOL)
        self.track = track
        self.box = box
        self.colour = TRACK_COLOURS[track]
        self.seed = _seed(player, track, box)

    # look: (state, clickable, generation)
    def paint(self, painter, option, widget=None):
        if self.look is None:  # not synced yet
            return
        state, clickable, _ = self.look
        r = geo.symbol_rect(self.track, self.box)
        if clickable:
            painter.setPen(theme.pen(theme.ELIGIBLE, 2.0))
            painter.setBrush(QColor(240, 168, 28, 150 if self.hovered else 80))
            painter.drawEllipse(r.adjusted(-3, -3, 3, 3))
        path = glyphs.plus_path(r.adjusted(2, 2, -2, -2), 0.34)
        if state == LOCKED:
            painter.setPen(theme.pen(theme.PRINT_FAINT, 1.1))
            painter.setBrush(QColor("#fffdf6"))
        elif state == PENDING:
            painter.setPen(theme.pen(theme.darker(self.colour), 1.2, Qt.DashLine))
            painter.setBrush(theme.tint(self.colour, 90))
        elif state == READY:
            painter.setPen(theme.pen(theme.darker(self.colour, 170), 1.3))
            painter.setBrush(theme.face(self.colour))
        else:
            painter.setPen(theme.pen(theme.PRINT_FAINT, 1.0))
            painter.setBrush(QColor("#e8e1cf"))
        painter.drawPath(path)
        if state == USED:
            glyphs.pen_strike(painter, r.adjusted(1, 1, -1, -1), 2.0, self.seed)


class AbilityItem(Piece):
    """The button at a track's end: the ability's star, pictogram and uses left."""

    HOVER_FEEDBACK = True

    REMEMBERS_SIZES = True  # see Piece

    def __init__(self, player: int, track: int, parent):
        ability = TRACKS[track].ability
        super().__init__(geo.ability_rect(track), parent, intent=("ability", player, ability.value))
        self.setZValue(theme.Z_BUTTON)
        self.ability = ability
        self.track = track

    # look: (enabled, uses left, generation)
    def paint(self, painter, option, widget=None):
        if self.look is None:  # not synced yet
            return
        enabled, uses, _ = self.look
        r = self._rect.adjusted(1, 1, -1, -1)
        if enabled:
            grad = QLinearGradient(r.topLeft(), r.bottomLeft())
            grad.setColorAt(0, QColor("#fffbe8") if self.hovered else QColor("#fff4c9"))
            grad.setColorAt(1, QColor("#f5d36e") if self.hovered else QColor("#f0c64a"))
            painter.setPen(theme.pen(QColor("#9a7b22"), 2.6 if self.hovered else 1.8))
            painter.setBrush(QBrush(grad))
        else:
            painter.setPen(theme.pen(theme.PRINT_FAINT, 1.0))
            painter.setBrush(QColor("#efe9da"))
        painter.drawRoundedRect(r, 7, 7)
        icon_colour = theme.INK if enabled else theme.PRINT_FAINT
        icon = QRectF(r.center().x() - 12, r.top() + 6, 24, 24)
        glyphs.paint_ability_icon(painter, self.ability, icon, icon_colour)
        star = QRectF(r.left() + 3, r.bottom() - 17, 14, 14)
        painter.setPen(theme.pen(QColor("#7a5a00") if enabled else theme.PRINT_FAINT, 1.0))
        painter.setBrush(QColor("#f2b81b") if uses else QColor("#fffdf6"))
        painter.drawPath(glyphs.star_path(star))
        glyphs.paint_text(painter, QRectF(r.left() + 16, r.bottom() - 18, r.width() - 18, 16),
                          f"\u00d7{uses}", 12, icon_colour, bold=bool(uses))


# --- the ghost of the shape being placed ---------------------------------------------------


class GhostItem(Piece):
    """The shape under the mouse: green where it may be drawn, a quiet red where not.
    No words here: the reason is told in the turn panel when the player actually
    clicks there (a hover is not a mistake). A hint's ghost also shows where its X
    goes. The bounding rect hugs the shape, so following the mouse repaints only it."""

    def __init__(self, parent):
        super().__init__(QRectF(), parent)
        self.setZValue(theme.Z_GHOST)
        self._outline = QPainterPath()

    def set_look(self, look) -> bool:
        if look == self.look:
            return False
        cells, legal, _x_cell = look
        outline = QPainterPath()
        for x, y in cells:  # cells out of the grid are still drawn where they hang
            outline.addRect(QRectF(geo.BUILDING_X + x * geo.CELL,
                                   geo.BUILDING_TOP + (HEIGHT - 1 - y) * geo.CELL, geo.CELL, geo.CELL))
        self._outline = outline.simplified()
        self.prepareGeometryChange()
        self._rect = self._outline.boundingRect().adjusted(-3, -3, 3, 3)
        return super().set_look(look)

    # look: (cells, legal, x_cell or None)
    def paint(self, painter, option, widget=None):
        if self.look is None:
            return
        _cells, legal, x_cell = self.look
        painter.setPen(theme.pen(theme.GHOST_LEGAL_EDGE if legal else theme.GHOST_ILLEGAL_EDGE, 3.0))
        painter.setBrush(theme.GHOST_LEGAL if legal else theme.GHOST_ILLEGAL)
        painter.drawPath(self._outline)
        if x_cell is not None:
            r = geo.cell_rect(*x_cell)
            inset = r.width() * 0.22
            painter.setOpacity(0.75)
            glyphs.pen_cross(painter, r.adjusted(inset, inset, -inset, -inset), 3.4, 7)
            painter.setOpacity(1.0)


# --- the sheet ------------------------------------------------------------------------------

PAGE = QRectF(0, 0, geo.SHEET_W, geo.SHEET_H)
FRAME_BAND = 10.0  # the role's frame (a 6 px pen) over the page's edge, round corners too
ROLE_FRAMES = {"active": theme.ACTIVE_FRAME, "chooser": theme.CHOOSER_FRAME, "winner": theme.WIN_GOLD}


class _FrameEdge(Piece):
    """One edge of the frame that shows a sheet's role (whose turn, who chooses, who
    won): a role passing on repaints these strips, not the whole page under them."""

    def __init__(self, rect: QRectF, parent):
        super().__init__(rect, parent)
        self.setZValue(-1)  # over the page, under everything on it (as the page drew it)

    # look: role ("active" / "chooser" / "winner" / None)
    def paint(self, painter, option, widget=None):
        frame = ROLE_FRAMES.get(self.look)
        if frame is not None:  # (the picture of the strip holds only its part of it)
            painter.setPen(theme.pen(frame, 6.0))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(PAGE, 12, 12)


class SheetItem(Piece):
    def __init__(self, player: int):
        super().__init__(QRectF(-8, -8, geo.SHEET_W + 18, geo.SHEET_H + 20))
        self.player = player
        self.setZValue(theme.Z_SHEET)
        self._inputs = None
        self.building = BuildingItem(player, self)
        self.cells = {(x, y): CellItem(player, x, y, self.building) for x in range(WIDTH) for y in range(HEIGHT)}
        BuildingFrameItem(self)
        self.line_marks = {line: LineMarkItem(player, line, self) for line in LINES}
        self.coats = {line: CoatItem(player, line, self) for line in COAT_LINES}
        self.header = HeaderItem(self)
        self.score_track = ScoreTrackItem(self)
        self.tracks = [TrackItem(player, t, self) for t in range(len(TRACKS))]
        self.bonuses = {
            (t, box): BonusItem(player, t, box, self)
            for t, spec in enumerate(TRACKS)
            for box in spec.bonus_boxes
        }
        self.abilities = {spec.ability: AbilityItem(player, t, self) for t, spec in enumerate(TRACKS)}
        self.ghost = GhostItem(self)
        self.ghost.setVisible(False)
        for line, coat in self.coats.items():
            coat.set_tip(labels.coat_tip(line))
        self.frame = [_FrameEdge(edge, self) for edge in frame_edges(PAGE, FRAME_BAND)]

    def set_look(self, look) -> bool:
        """look: the role ("active" / "chooser" / "winner" / None), shown by the frame's
        edges: the page itself does not change with it."""
        if look == self.look:
            return False
        self.look = look
        for edge in self.frame:
            edge.set_look(look)
        return True

    def paint(self, painter, option, widget=None):
        page = PAGE
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(page.translated(4, 6), 12, 12)
        painter.setBrush(theme.PAPER)
        painter.setPen(theme.pen(theme.PAPER_EDGE, 1.5))  # under the role's frame, if any
        painter.drawRoundedRect(page, 12, 12)
        painter.setPen(theme.pen(theme.PAPER_EDGE, 1.0))
        painter.drawLine(QPointF(geo.RIGHT_X - 10, 14), QPointF(geo.RIGHT_X - 10, geo.SHEET_H - 14))

    def bonus_item(self, colour) -> BonusItem:
        """The + a click would use now (the first usable one, else the first unused)."""
        track = colour.index
        items = [self.bonuses[(track, b)] for b in TRACKS[track].bonus_boxes]
        for wanted in (READY, PENDING, LOCKED):
            for item in items:
                if item.look and item.look[0] == wanted:
                    return item
        return items[0]

    def sync(self, state: GameState, name: str, hints, generation: int):
        p = self.player
        sheet = state.players[p]
        phase = state.phase
        role = None
        if phase is not Phase.GAME_OVER:
            if phase is Phase.TRACKS and state.chooser == p:
                role = "chooser"
            elif p == state.active:
                role = "active"
        winner = p in state.winners
        if winner:
            role = "winner"
        spots = frozenset(
            (s[-2], s[-1]) for s in hints.spots if (s[0] if len(s) == 3 else state.chooser) == p
        )
        eligible = frozenset(c for (q, c) in hints.eligible_tracks if q == p)
        ghost = hints.ghost if hints.ghost is not None and hints.ghost.player == p else None
        abilities = {a: r for (q, a), r in hints.abilities.items() if q == p}
        bonuses = {c: r for (q, c), r in hints.bonuses.items() if q == p}
        recent_cells = frozenset((x, y) for (q, x, y) in hints.recent_cells if q == p)
        recent_boxes = frozenset((t, b) for (q, t, b) in hints.recent_boxes if q == p)
        inputs = (sheet, name, role, winner, abilities, bonuses, spots, eligible, ghost,
                  recent_cells, recent_boxes, hints.computer_levels, generation)
        if inputs == self._inputs:
            return
        if self._inputs is not None and self._inputs[-1] != generation:
            for cell in self.cells.values():
                cell.retranslate()
        self._inputs = inputs
        self.set_look(role)
        level = hints.computer_levels[p] if p < len(hints.computer_levels) else None
        header = (name, sheet.points, sheet.start_player, role, winner)
        self.header.set_look(header + ((level, generation) if level else (generation,)))
        self.header.set_tip(labels.score_tip(sheet.points), name)
        self.score_track.set_look(sheet.points)
        for (x, y), cell in self.cells.items():
            b = bit(x, y)
            mark = ("X" if sheet.crosses & b else "O") if sheet.filled & b else ""
            cell.set_look((mark, (x, y) in spots, (x, y) in recent_cells))
        for line, item in self.line_marks.items():
            complete = line.mask & sheet.filled == line.mask
            points = line_points(line, sheet.crosses) if complete else 0
            if item.set_look(points) or generation != getattr(item, "_gen", None):
                item._gen = generation
                item.set_tip(labels.line_tip(points) if points else "")
        for line, coat in self.coats.items():
            coat.set_look(line in sheet.coats)
            if coat.look is not None and generation != getattr(coat, "_gen", None):
                coat._gen = generation
                coat.set_tip(labels.coat_tip(line))
        for t, item in enumerate(self.tracks):
            stars = tuple(box_status(sheet, t, box) for box in TRACKS[t].star_boxes)
            item.set_look((sheet.tracks[t], stars, sheet.printed_rerolls_used,
                           tuple(sorted(b for (u, b) in recent_boxes if u == t)),
                           TRACK_COLOURS[t].value in eligible))
            item.set_tip(labels.track_tip(TRACK_COLOURS[t], sheet.tracks[t]))
        self._sync_bonuses(sheet, hints, generation)
        self._sync_abilities(sheet, hints, generation)
        if ghost is None:
            self.ghost.setVisible(False)
        else:
            self.ghost.set_look((ghost.cells, ghost.legal, ghost.x_cell))
            self.ghost.setVisible(True)

    def _sync_bonuses(self, sheet, hints, generation):
        p = self.player
        for (t, box), item in self.bonuses.items():
            colour = TRACK_COLOURS[t]
            st = box_status(sheet, t, box)
            listed = (p, colour.value) in hints.bonuses
            reason = hints.bonuses.get((p, colour.value)) if st == READY else None
            clickable = st == READY and listed and reason is None
            if item.set_look((st, clickable, generation)):
                tip = labels.bonus_tip(colour)
                if st is PENDING:  # the rules' word for it: from the next turn on
                    tip += "\n" + labels.reason_text(status_reason(st, Symbol.BONUS))
                elif reason is not None:
                    tip += "\n" + labels.reason_text(reason)
                elif st == USED:
                    tip += "\n" + labels.crossed_out()
                item.set_tip(tip)

    def _sync_abilities(self, sheet, hints, generation):
        p = self.player
        for ability, item in self.abilities.items():
            key = (p, ability.value)
            enabled = key in hints.abilities and hints.abilities[key] is None
            reason = hints.abilities.get(key)
            uses = engine.ability_uses_left(sheet, ability)
            if item.set_look((enabled, uses, generation)):
                tip = labels.ability_name(ability) + " \u2605\n" + labels.ability_help(ability)
                tip += "\n" + labels.uses_left(uses)
                if reason is not None:
                    tip += "\n" + labels.reason_text(reason)
                item.set_tip(tip, labels.ability_name(ability))
