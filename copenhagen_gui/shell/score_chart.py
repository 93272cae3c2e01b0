"""A chart of one player's scores over time, painted with QPainter (no plotting library).

Time runs along the bottom, points up the side; each series (the strongest computer
opponent, people only, today's game) has a colour *and* a marker shape, so it reads in
black and white and for colour-blind players (Okabe–Ito colours). A legend names the
series shown.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Sequence

from PySide6.QtCore import QDateTime, QEvent, QLineF, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from copenhagen_gui.session.statistics import DAILY, PEOPLE, ScorePoint
from copenhagen_gui.shell.text import fill

# Series order in the legend, with colour and marker shape.
SERIES: tuple[tuple[str, str, str], ...] = (
    ("easy", "#009E73", "circle"),
    ("normal", "#E69F00", "square"),
    ("strong", "#D55E00", "triangle"),
    (PEOPLE, "#0072B2", "diamond"),
    (DAILY, "#CC79A7", "star"),
)
_STYLE = {key: (QColor(colour), shape) for key, colour, shape in SERIES}
MARKER = 9.0  # marker size in pixels (before the device pixel ratio)
FADED = 110 / 255  # how much of a series' colour its line shows over the background


def marker_path(shape: str, centre: QPointF, size: float) -> QPainterPath:
    """The outline of a series' marker, centred on ``centre``."""
    path = QPainterPath()
    r = size / 2
    x, y = centre.x(), centre.y()
    if shape == "circle":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8))
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(x, y - r * 1.15), QPointF(x + r * 1.1, y + r * 0.8),
                                   QPointF(x - r * 1.1, y + r * 0.8), QPointF(x, y - r * 1.15)]))
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(x, y - r * 1.2), QPointF(x + r, y), QPointF(x, y + r * 1.2),
                                   QPointF(x - r, y), QPointF(x, y - r * 1.2)]))
    else:  # a five-pointed star
        points = []
        for k in range(10):
            radius = r * 1.25 if k % 2 == 0 else r * 0.55
            angle = -math.pi / 2 + k * math.pi / 5
            points.append(QPointF(x + radius * math.cos(angle), y + radius * math.sin(angle)))
        points.append(points[0])
        path.addPolygon(QPolygonF(points))
    return path


def nice_ticks(low: float, high: float, wanted: int = 5) -> list[float]:
    """Round tick values (steps of 1, 2 or 5 times a power of ten) covering low..high."""
    if high <= low:
        high = low + 1
    rough = (high - low) / wanted
    power = 10 ** math.floor(math.log10(rough))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= rough)
    first = math.floor(low / step) * step
    ticks, value = [], first
    while value < high + step * 0.999:
        ticks.append(value)
        value += step
    return ticks


class ScoreChart(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("score-chart")
        self._points: list[ScorePoint] = []
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a picture: the figures beside it say it in words
        self._retranslate()

    def sizeHint(self) -> QSize:
        return QSize(640, 320)

    def set_points(self, points: Sequence[ScorePoint]) -> None:
        self._points = sorted(points, key=lambda p: p.finished)
        self._retranslate()
        self.update()

    def series_label(self, key: str) -> str:
        return {
            "easy": self.tr("Against the easy computer player"),
            "normal": self.tr("Against the normal computer player"),
            "strong": self.tr("Against the strong computer player"),
            PEOPLE: self.tr("Against people only"),
            DAILY: self.tr("Today's game"),
        }.get(key, key)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.update()
        super().changeEvent(event)

    def _retranslate(self):
        self.setAccessibleName(self.tr("Scores over time"))
        if self._points:
            scores = [p.score for p in self._points]
            self.setAccessibleDescription(
                fill(self.tr("Games: %1; scores from %2 to %3"), str(len(scores)), str(min(scores)), str(max(scores))))
        else:
            self.setAccessibleDescription(self.tr("No finished games yet"))

    # --- painting ------------------------------------------------------------------------

    def paintEvent(self, event):
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text_colour = palette.color(QPalette.ColorRole.Text)
        metrics = self.fontMetrics()
        line = metrics.height()
        if not self._points:
            painter.setPen(text_colour)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No finished games yet"))
            return
        legend = self._legend_rows(metrics)
        title_y = 8 + len(legend) * (line + 4) + 4  # the "Points" title, above the axis
        top = title_y + line + 6
        scores = [p.score for p in self._points]
        ticks = nice_ticks(min(0, min(scores)), max(scores))
        left = 12 + max(metrics.horizontalAdvance(_number(t)) for t in ticks) + 8
        plot = QRectF(left, top + line / 2, self.width() - left - 24,
                      self.height() - top - line / 2 - (line * 2 + 16))
        if plot.width() < 40 or plot.height() < 40:
            return
        self._paint_legend(painter, legend, text_colour, line)
        y_of = _scale(ticks[0], ticks[-1], plot.bottom(), plot.top())
        first, last = self._points[0].finished, self._points[-1].finished
        span = max((last - first).total_seconds(), 1.0)
        pad = span * 0.04
        x_of = _scale(-pad, span + pad, plot.left(), plot.right())

        def x_at(moment: datetime.datetime) -> float:
            return x_of((moment - first).total_seconds())

        # Grid and axes.
        grid = QColor(text_colour)
        grid.setAlpha(40)
        for tick in ticks:
            y = y_of(tick)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            painter.drawText(QRectF(0, y - line / 2, left - 8, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _number(tick))
        painter.setPen(QPen(text_colour, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        if ticks[0] < 0 < ticks[-1]:
            painter.setPen(QPen(text_colour, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y_of(0)), QPointF(plot.right(), y_of(0)))
        self._paint_dates(painter, plot, x_at, metrics, text_colour)
        painter.setPen(text_colour)
        painter.drawText(QRectF(plot.left(), plot.bottom() + line + 8, plot.width(), line),
                         Qt.AlignmentFlag.AlignCenter, self.tr("Date"))
        painter.drawText(QRectF(8, title_y, plot.width(), line),
                         Qt.AlignmentFlag.AlignLeft, self.tr("Points"))
        # Each series: a thin line through its games, a marker on each (every line first,
        # so that no line crosses a marker).
        base = palette.color(QPalette.ColorRole.Base)
        series = []
        for key, colour, shape in SERIES:
            mine = [p for p in self._points if p.series == key]
            if mine:
                series.append((colour, shape, [QPointF(x_at(p.finished), y_of(p.score)) for p in mine]))
        for colour, _, centres in series:
            # The colour faded into the background, opaque: a translucent antialiased
            # line costs ~5x as much to draw, and hundreds of games make hundreds.
            painter.setPen(QPen(_faded(QColor(colour), base, FADED), 1.4))
            painter.drawLines([QLineF(a, b) for a, b in zip(centres, centres[1:])])
        painter.setPen(QPen(base.darker(300), 0.8))
        for colour, shape, centres in series:
            painter.setBrush(QColor(colour))
            marker = marker_path(shape, QPointF(0, 0), MARKER)
            for centre in centres:
                painter.drawPath(marker.translated(centre))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _legend_rows(self, metrics) -> list[list[str]]:
        """The series shown, wrapped into rows that fit the width."""
        shown = [key for key, _, _ in SERIES if any(p.series == key for p in self._points)]
        rows, row, used = [], [], 12
        for key in shown:
            width = MARKER + 6 + metrics.horizontalAdvance(self.series_label(key)) + 20
            if row and used + width > self.width() - 12:
                rows.append(row)
                row, used = [], 12
            row.append(key)
            used += width
        if row:
            rows.append(row)
        return rows

    def _paint_legend(self, painter, rows, text_colour, line):
        metrics = self.fontMetrics()
        y = 8.0
        for row in rows:
            x = 12.0
            for key in row:
                colour, shape = _STYLE[key]
                painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Base).darker(300), 0.8))
                painter.setBrush(colour)
                painter.drawPath(marker_path(shape, QPointF(x + MARKER / 2, y + line / 2), MARKER))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(text_colour)
                label = self.series_label(key)
                painter.drawText(QPointF(x + MARKER + 6, y + metrics.ascent()), label)
                x += MARKER + 6 + metrics.horizontalAdvance(label) + 20
            y += line + 4

    def _paint_dates(self, painter, plot, x_at, metrics, text_colour):
        """Date labels under the axis: as many as fit without touching."""
        locale = QLocale()
        first, last = self._points[0].finished, self._points[-1].finished
        days = max((last.date() - first.date()).days, 0)
        label_width = metrics.horizontalAdvance(_date_text(locale, first.date())) + 16
        count = max(1, min(days + 1, int(plot.width() // label_width)))
        step = max(1, math.ceil((days + 1) / count))
        painter.setPen(text_colour)
        for k in range(0, days + 1, step):
            day = first.date() + datetime.timedelta(days=k)
            noon = datetime.datetime.combine(day, datetime.time(12), first.tzinfo)
            x = min(max(x_at(noon), plot.left()), plot.right())
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.drawText(QRectF(x - label_width / 2, plot.bottom() + 6, label_width, metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, _date_text(locale, day))


def _faded(colour: QColor, background: QColor, amount: float) -> QColor:
    """``colour`` at ``amount`` (0..1) over ``background``, as one opaque colour."""
    return QColor.fromRgbF(*(c * amount + g * (1 - amount) for c, g in zip(
        (colour.redF(), colour.greenF(), colour.blueF()),
        (background.redF(), background.greenF(), background.blueF()), strict=True)))


def _scale(low: float, high: float, out_low: float, out_high: float):
    factor = (out_high - out_low) / (high - low) if high != low else 0.0
    return lambda value: out_low + (value - low) * factor


def _number(value: float) -> str:
    return QLocale().toString(int(round(value)))


def _date_text(locale: QLocale, day: datetime.date) -> str:
    # Day and month name in the app's language: short, and never ambiguous.
    return locale.toString(QDateTime(day, datetime.time(12)).date(), "d MMM")
