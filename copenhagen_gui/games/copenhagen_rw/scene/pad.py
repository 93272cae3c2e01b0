"""The facade pad: the 25 shapes, five per colour, in an unlimited (∞) band and a
single-use (×) band; and the dice tray with the scoring overview."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainterPath

from ..rules.components import DICE_COUNT, SHAPES, SHAPES_BY_ID, TRACK_COLOURS, Colour
from ..rules.state import GameState, Phase, Reason
from . import geometry as geo
from . import glyphs, labels, theme
from .items import Piece


def _paint_tile(painter, rect: QRectF, colour: Colour):
    """One facade cell: the colour with a small window, like the printed pad."""
    painter.setPen(theme.pen(theme.darker(colour, 150), 1.2))
    painter.setBrush(theme.face(colour))
    painter.drawRect(rect)
    w = rect.width()
    window = QRectF(rect.x() + w * 0.3, rect.y() + w * 0.22, w * 0.4, w * 0.5)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(255, 255, 255, 95))
    painter.drawRoundedRect(window, w * 0.12, w * 0.12)


class ShapeItem(Piece):
    HOVER_FEEDBACK = True
    # A roll lights or dims most shapes, and they flip back at the next roll: keep the
    # pictures of each look, so that is a copy (its paint reads only look and hover).
    REMEMBERS_SIZES = True

    def __init__(self, shape_id: str, parent):
        spec = SHAPES_BY_ID[shape_id]
        w, h = geo.shape_size(shape_id)
        super().__init__(QRectF(-6, -6, w * geo.PAD_CELL + 12, h * geo.PAD_CELL + 12), parent,
                         intent=("shape", shape_id))
        self.setZValue(theme.Z_SHAPE)
        self.shape_id = shape_id
        self.spec = spec
        self.height = h
        self.setPos(geo.SHAPE_ORIGINS[shape_id])
        self._outline = QPainterPath()
        for cell in spec.cells:
            self._outline.addRect(geo.pad_cell_rect(cell, h))
        self._outline = self._outline.simplified()
        self._hit = QPainterPath()
        self._hit.addRect(self._rect)

    def shape(self) -> QPainterPath:
        return self._hit

    # look: (crossed, dimmed, selected, offered_again, recent, generation)
    def paint(self, painter, option, widget=None):
        if self.look is None:  # not synced yet
            return
        crossed, dimmed, selected, offered_again, recent, _ = self.look
        if recent:  # crossed out during the last round of turns
            painter.setPen(theme.pen(theme.LAST_MOVE, 2.5))
            painter.setBrush(theme.LAST_MOVE_FILL)
            painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 6, 6)
        if selected:
            painter.setPen(theme.pen(theme.SELECTED, 3.0))
            painter.setBrush(QColor(21, 101, 192, 40))
            painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 6, 6)
        elif offered_again:
            painter.setPen(theme.pen(theme.ELIGIBLE, 2.0, Qt.DashLine))
            painter.setBrush(QColor(240, 168, 28, 40))
            painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 6, 6)
        if self.hovered and not selected:
            painter.setPen(theme.pen(theme.HOVER_EDGE, 1.5))
            painter.setBrush(theme.HOVER_FILL)
            painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 6, 6)
        painter.setOpacity(theme.DIM_OPACITY if dimmed else 1.0)
        for cell in self.spec.cells:
            _paint_tile(painter, geo.pad_cell_rect(cell, self.height), self.spec.colour)
        painter.setPen(theme.pen(theme.darker(self.spec.colour, 200), 1.8))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(self._outline)
        first = geo.pad_cell_rect(self.spec.cells[0], self.height)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.GLYPH_ON[self.spec.colour])
        painter.drawPath(glyphs.colour_glyph(self.spec.colour, first.adjusted(4, 5, -4, -3)))
        painter.setOpacity(1.0)
        if crossed:
            box = self._outline.boundingRect().adjusted(-2, -2, 2, 2)
            glyphs.pen_cross(painter, box, 2.6, sum(map(ord, self.shape_id)))


class PadItem(Piece):
    def __init__(self):
        super().__init__(QRectF(-4, -4, geo.PAD_W + 12, geo.PAD_H + 14))
        self.shapes = {s.id: ShapeItem(s.id, self) for s in SHAPES}
        self._inputs = None

    def paint(self, painter, option, widget=None):
        page = QRectF(0, 0, geo.PAD_W, geo.PAD_H)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(page.translated(4, 6), 10, 10)
        painter.setPen(theme.pen(theme.PAPER_EDGE, 1.5))
        painter.setBrush(theme.PAD_PAPER)
        painter.drawRoundedRect(page, 10, 10)
        for rect, sign in ((geo.PAD_INF_RECT, "\u221e"), (geo.PAD_X_RECT, "\u00d7")):
            painter.setPen(theme.pen(theme.PAPER_EDGE, 1.0))
            painter.setBrush(QColor(255, 255, 255, 110))
            painter.drawRoundedRect(rect, 6, 6)
            label = QRectF(rect.left(), rect.top(), geo.PAD_LABEL_W - 6, rect.height())
            glyphs.paint_text(painter, label, sign, 30, theme.PRINT, bold=True)
        for ci, colour in enumerate(TRACK_COLOURS):
            head = geo.pad_header_rect(ci)
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.face(colour))
            painter.drawRoundedRect(head, 6, 6)
            painter.setBrush(theme.GLYPH_ON[colour])
            glyph = QRectF(head.center().x() - 9, head.center().y() - 9, 18, 18)
            painter.drawPath(glyphs.colour_glyph(colour, glyph))
            if ci:
                x = geo.PAD_LABEL_W + ci * geo.PAD_COL_W
                painter.setPen(theme.pen(theme.PAPER_EDGE, 1.0, Qt.DashLine))
                painter.drawLine(QPointF(x, geo.PAD_INF_TOP + 4), QPointF(x, geo.PAD_H - 14))

    def sync(self, state: GameState, hints, generation: int):
        """The pad as the hints say: the view hints decide which shapes may be taken
        (``shape_reasons``); the pad only dims the others and tells why."""
        inputs = (state.crossed, state.phase, hints.shape_reasons, hints.selected_shape,
                  hints.new_choice_armed, hints.recent_shapes, generation)
        if inputs == self._inputs:
            return
        self._inputs = inputs
        choosing = state.phase is Phase.CHOOSE
        reasons = dict(hints.shape_reasons)
        for sid, item in self.shapes.items():
            crossed = sid in state.crossed
            reason = reasons.get(sid)
            if crossed and reason is None and not hints.new_choice_armed:
                reason = Reason.SHAPE_CROSSED_OUT
            offered_again = crossed and hints.new_choice_armed and reason is None
            # Outside the choosing step the pad rests: only crossed shapes look spent.
            dimmed = reason is not None and (choosing or crossed)
            look = (crossed, dimmed, hints.selected_shape == sid, offered_again,
                    sid in hints.recent_shapes, generation)
            if item.set_look(look):
                tip = labels.shape_name(sid)
                if crossed:
                    tip += " \u2014 " + labels.crossed_out()
                if reason is not None and choosing:
                    tip += "\n" + labels.reason_text(reason)
                item.set_tip(tip, labels.shape_name(sid))


class DieItem(Piece):
    HOVER_FEEDBACK = True
    # Six faces, each plain, used or picked: a roll and its tumble are copies once seen.
    REMEMBERS_SIZES = True
    PICTURES_KEPT = 12

    def __init__(self, index: int, parent):
        super().__init__(geo.die_rect(index).adjusted(-5, -geo.DIE_RAISE - 5, 7, 9), parent,
                         intent=("die", index))
        self.setZValue(theme.Z_DIE)
        self.index = index
        self._hit = QPainterPath()
        self._hit.addRect(geo.die_rect(index).adjusted(-3, -geo.DIE_RAISE - 3, 3, 3))

    def shape(self) -> QPainterPath:
        return self._hit

    # look: (face or None, used, selected, eligible, generation)
    def paint(self, painter, option, widget=None):
        if self.look is None:  # not synced yet
            return
        face, used, selected, eligible, _ = self.look
        r = geo.die_rect(self.index)
        if selected:
            r = r.translated(0, -geo.DIE_RAISE)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if selected else 55))
        painter.drawRoundedRect(r.translated(2, 5 + (geo.DIE_RAISE if selected else 0)), 11, 11)
        if eligible:
            painter.setPen(theme.pen(theme.ELIGIBLE, 4.0))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 13, 13)
        if face is None:
            painter.setPen(theme.pen(QColor("#b9b2a0"), 1.5, Qt.DashLine))
            painter.setBrush(QColor(255, 255, 255, 60))
            painter.drawRoundedRect(r, 10, 10)
            return
        base = theme.face(face)
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, base.lighter(118))
        grad.setColorAt(1, base.darker(112))
        painter.setOpacity(0.45 if used else 1.0)
        edge = theme.SELECTED if selected else (QColor("#ffffff") if self.hovered else base.darker(160))
        painter.setPen(theme.pen(edge, 3.0 if selected or self.hovered else 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, 10, 10)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.GLYPH_ON[face])
        glyph = r.adjusted(r.width() * 0.24, r.height() * 0.24, -r.width() * 0.24, -r.height() * 0.24)
        painter.drawPath(glyphs.colour_glyph(face, glyph))
        painter.setOpacity(1.0)
        if used:
            glyphs.pen_strike(painter, r.adjusted(8, 8, -8, -8), 3.0, self.index)


class TrayItem(Piece):
    """The dice, and a reminder of what complete rows and columns score."""

    def __init__(self):
        super().__init__(QRectF(-4, -4, geo.TRAY_W + 12, geo.TRAY_H + 14))
        self.dice = [DieItem(i, self) for i in range(DICE_COUNT)]
        self.legend = LegendItem(self)
        self._inputs = None
        self._shown = None  # (state, hints, generation) of the last sync
        self._faces: dict[int, Colour] = {}  # tumbling dice: the faces shown for a moment

    def paint(self, painter, option, widget=None):
        page = QRectF(0, 0, geo.TRAY_W, geo.TRAY_H)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.SHADOW)
        painter.drawRoundedRect(page.translated(4, 6), 10, 10)
        grad = QLinearGradient(page.topLeft(), page.bottomLeft())
        grad.setColorAt(0, QColor("#6b4a2f"))
        grad.setColorAt(1, QColor("#553a24"))
        painter.setPen(theme.pen(QColor("#3d2817"), 2.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(page, 10, 10)
        felt = QRectF(8, 8, geo.TRAY_W - 16, geo.DICE_TOP + geo.DIE + 10)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor("#2f5d46"))
        painter.drawRoundedRect(felt, 7, 7)

    def sync(self, state: GameState, hints, generation: int):
        self._shown = (state, hints, generation)
        self._look_dice()

    def show_faces(self, faces: dict) -> None:
        """Show these faces on these dice for a moment (a tumble's frame; {}: the faces
        of the state shown)."""
        self._faces = dict(faces)
        if self._shown is not None:
            self._look_dice()

    def _look_dice(self):
        state, hints, generation = self._shown
        turn = state.turn
        dice = tuple(self._faces.get(i, face) for i, face in enumerate(turn.dice))
        inputs = (dice, turn.assigned, turn.picked, hints.selected_dice, hints.eligible_dice, generation)
        if inputs == self._inputs:
            return
        self._inputs = inputs
        for i, die in enumerate(self.dice):
            face = dice[i] if i < len(dice) else None
            used = i in turn.assigned or i in turn.picked
            if die.set_look((face, used, i in hints.selected_dice, i in hints.eligible_dice, generation)):
                tip = labels.die_tip(face)
                if used:
                    tip += " \u2014 " + labels.die_used()
                die.set_tip(tip)


class LegendItem(Piece):
    """Row: 1 point (2 without X); column: 2 points (4 without X)."""

    def __init__(self, parent):
        super().__init__(geo.LEGEND_RECT, parent)
        self.retranslate()

    def retranslate(self):
        self.set_tip(labels.legend_tip(), labels.row_legend() + " / " + labels.column_legend())

    def paint(self, painter, option, widget=None):
        r = self._rect
        painter.setPen(theme.pen(QColor("#3d2817"), 1.0))
        painter.setBrush(theme.PAD_PAPER)
        painter.drawRoundedRect(r, 6, 6)
        half = r.width() / 2
        cell = 14.0
        top = r.top() + (r.height() - 22 - 4 * cell) / 2  # title + a 4-cell column, centred
        row_label, column_label = labels.row_legend(), labels.column_legend()
        # Row: five cells in a line, with and without an X.
        box = QRectF(r.left(), top, half, r.height())
        glyphs.paint_text(painter, QRectF(box.left(), top, half, 18), row_label, 14, theme.PRINT, bold=True)
        for k, (has_x, points) in enumerate(((True, 1), (False, 2))):
            y0 = top + 24 + k * (cell * 2)
            x0 = box.left() + 14
            self._cells(painter, [(x0 + j * cell, y0) for j in range(5)], cell, has_x)
            glyphs.paint_text(painter, QRectF(x0 + 5 * cell + 6, y0 - 2, 60, cell + 4), "= " + str(points),
                              14, theme.INK, int(Qt.AlignLeft | Qt.AlignVCenter), bold=True)
        # Column: four cells stacked, with and without an X.
        box = QRectF(r.left() + half, top, half, r.height())
        glyphs.paint_text(painter, QRectF(box.left(), top, half, 18), column_label, 14, theme.PRINT, bold=True)
        for k, (has_x, points) in enumerate(((True, 2), (False, 4))):
            x0 = box.left() + 14 + k * (half / 2)
            y0 = top + 24
            self._cells(painter, [(x0, y0 + j * cell) for j in range(4)], cell, has_x)
            glyphs.paint_text(painter, QRectF(x0 + cell + 5, y0 + cell, 50, cell * 2), "= " + str(points),
                              14, theme.INK, int(Qt.AlignLeft | Qt.AlignVCenter), bold=True)

    @staticmethod
    def _cells(painter, corners, cell: float, has_x: bool):
        for j, (x, y) in enumerate(corners):
            c = QRectF(x, y, cell, cell)
            painter.setPen(theme.pen(theme.GRID, 0.8))
            painter.setBrush(QColor("#fffdf6"))
            painter.drawRect(c)
            inner = c.adjusted(3, 3, -3, -3)
            if has_x and j == 1:
                glyphs.pen_cross(painter, inner, 1.5, j)
            else:
                glyphs.pen_circle(painter, inner, 1.3, j)
