"""A picture of the table, to keep or share: PNG (at twice the screen's pixels), SVG or
PDF (both vector), chosen by the file's suffix.

Above the table a header band names the game, the date and every player with their
score. ``render_table_picture`` draws any game's scene (the same painting as on screen,
through ``QGraphicsScene.render``); ``save_table_picture`` is what Game ▸ Save picture
of the table… and the result screens call: a file dialog, then the picture, or a
message saying why it could not be written.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QMarginsF, QRectF, QSize, QSizeF, QStandardPaths, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QGraphicsScene, QMessageBox

from copenhagen_gui.resources import APP_NAME
from copenhagen_gui.shell.output_file import OutputError, output_file
from copenhagen_gui.shell.scene_render import render_scene

HEADER_H = 100.0  # the band above the table, in scene units
PNG_SCALE = 2  # device pixels per scene unit: sharp on high-density screens and in print
FORMATS = ("png", "svg", "pdf")
BAND = QColor("#fbf7ec")
BAND_EDGE = QColor("#d8cfb8")
INK = QColor("#2b2418")
FAINT = QColor("#6b604c")


@dataclass(frozen=True)
class PictureHeader:
    title: str  # the game's name
    players: tuple[tuple[str, object], ...]  # (name, score) in seat order
    when: str  # the date, as the player reads it


def picture_size(scene: QGraphicsScene) -> QSizeF:
    """The picture in scene units: the table and the header band above it."""
    rect = scene.sceneRect()
    return QSizeF(rect.width(), rect.height() + HEADER_H)


def render_table_picture(scene: QGraphicsScene, path: Path | str, header: PictureHeader) -> Path:
    """Write the picture to ``path`` in the format its suffix names. Raises OutputError
    (and writes nothing) for an unknown suffix or a file that cannot be written."""
    path = Path(path)
    kind = path.suffix.lower().lstrip(".")
    if kind not in FORMATS:
        raise OutputError(QCoreApplication.translate(
            "PictureExport", "Choose a file ending in .png, .svg or .pdf."))
    size = picture_size(scene)
    with output_file(path) as file:
        if kind == "png":
            _write_png(file, scene, header, size)
        elif kind == "svg":
            _write_svg(file, scene, header, size)
        else:
            _write_pdf(file, scene, header, size)
    return path


def _write_png(file, scene, header, size: QSizeF) -> None:
    image = QImage(QSize(round(size.width() * PNG_SCALE), round(size.height() * PNG_SCALE)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(PNG_SCALE)  # the painter keeps drawing in scene units
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    try:
        _paint(painter, scene, header, size)
    finally:
        painter.end()  # (a painter left active on a deleted device crashes Qt)
    if not image.save(file, "PNG"):
        raise OutputError(QCoreApplication.translate("PictureExport", "The picture could not be encoded."))


def _write_svg(file, scene, header, size: QSizeF) -> None:
    generator = QSvgGenerator()
    generator.setOutputDevice(file)
    generator.setSize(size.toSize())
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle(header.title)
    generator.setDescription(header.when)
    painter = QPainter(generator)
    try:
        _paint(painter, scene, header, size)
    finally:
        painter.end()  # (a painter left active on a deleted device crashes Qt)


def _write_pdf(file, scene, header, size: QSizeF) -> None:
    writer = QPdfWriter(file)
    writer.setTitle(header.title)
    writer.setCreator(APP_NAME)
    writer.setResolution(72)  # one scene unit = one point
    page = QPageSize(size, QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.ExactMatch)
    writer.setPageLayout(QPageLayout(page, QPageLayout.Orientation.Portrait, QMarginsF()))
    painter = QPainter(writer)
    try:
        _paint(painter, scene, header, size)
    finally:
        painter.end()  # (a painter left active on a deleted device crashes Qt)


def _paint(painter: QPainter, scene: QGraphicsScene, header: PictureHeader, size: QSizeF) -> None:
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    band = QRectF(0, 0, size.width(), HEADER_H)
    painter.fillRect(band, BAND)
    painter.setPen(BAND_EDGE)
    painter.drawLine(band.bottomLeft(), band.bottomRight())
    _paint_header(painter, band.adjusted(24, 10, -24, -10), header)
    table = QRectF(0, HEADER_H, size.width(), size.height() - HEADER_H)
    render_scene(scene, painter, table, scene.sceneRect())


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(round(pixels))
    font.setBold(bold)
    return font


def _paint_header(painter: QPainter, rect: QRectF, header: PictureHeader) -> None:
    """Top line: the game, and the date on the right; below: each player and score."""
    top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.5)
    painter.setPen(FAINT)
    painter.setFont(_font(24))
    painter.drawText(top, int(Qt.AlignRight | Qt.AlignVCenter), header.when)
    date_w = QFontMetricsF(painter.font()).horizontalAdvance(header.when) + 24
    painter.setPen(INK)
    painter.setFont(_font(32, bold=True))
    title = QFontMetricsF(painter.font()).elidedText(header.title, Qt.TextElideMode.ElideRight,
                                                     max(40.0, top.width() - date_w))
    painter.drawText(top, int(Qt.AlignLeft | Qt.AlignVCenter), title)
    x = rect.left()
    line = QRectF(rect.left(), top.bottom(), rect.width(), rect.height() - top.height())
    for name, score in header.players:
        for text, bold in ((name + "  ", False), (str(score), True)):
            painter.setFont(_font(27, bold))
            width = QFontMetricsF(painter.font()).horizontalAdvance(text)
            painter.drawText(QRectF(x, line.top(), width + 2, line.height()),
                             int(Qt.AlignLeft | Qt.AlignVCenter), text)
            x += width
        x += 48  # between two players


# --- the dialog ----------------------------------------------------------------------------


def date_text(when: dt.date | dt.datetime | str) -> str:
    """The date as the player's language writes it ("24 November 2026")."""
    if isinstance(when, str):
        return when
    day = when.date() if isinstance(when, dt.datetime) else when
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)


def suggested_name(title: str, when: dt.date | dt.datetime | str) -> str:
    """A file name from the game and the date, without characters file systems refuse."""
    day = when.strftime("%Y-%m-%d") if not isinstance(when, str) else when
    return re.sub(r'[\\/:*?"<>|]+', "", f"{title} {day}").strip() + ".png"


def save_table_picture(parent, scene: QGraphicsScene, title: str,
                       players_scores: Sequence[tuple[str, object]],
                       when: dt.date | dt.datetime | str) -> Path | None:
    """Ask where to save the picture, then write it; returns the file, or None when the
    player cancelled or the problem was shown to them."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
    start = str(Path(folder) / suggested_name(title, when)) if folder else suggested_name(title, when)
    filters = {
        QCoreApplication.translate("PictureExport", "PNG image (*.png)"): "png",
        QCoreApplication.translate("PictureExport", "SVG drawing (*.svg)"): "svg",
        QCoreApplication.translate("PictureExport", "PDF document (*.pdf)"): "pdf",
    }
    caption = QCoreApplication.translate("PictureExport", "Save picture of the table")
    chosen, chosen_filter = QFileDialog.getSaveFileName(parent, caption, start, ";;".join(filters))
    if not chosen:
        return None
    path = Path(chosen)
    if path.suffix.lower().lstrip(".") not in FORMATS:  # typed without a suffix
        path = path.with_name(path.name + "." + filters.get(chosen_filter, "png"))
    header = PictureHeader(title, tuple((str(n), s) for n, s in players_scores), date_text(when))
    try:
        return render_table_picture(scene, path, header)
    except OutputError as exc:
        problem = QCoreApplication.translate("PictureExport", "The picture could not be saved.")
        QMessageBox.warning(parent, caption, problem + "\n" + str(exc))
        return None
