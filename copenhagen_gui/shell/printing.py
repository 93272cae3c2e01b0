"""Blank sheets and pads as a vector PDF, for playing on paper.

Each roll-and-write game lays out its paper in the module its catalogue entry names
(``paper``, e.g. ``games/<game>/paper.py``): a ``pages(options)`` function returning
``PaperPage`` values, each a few regions of a scene built by the game's own table code
(a new game's state, so everything is blank). This module writes
them: ``write_pdf`` fits every page inside margins a home printer keeps and renders the
regions with ``QGraphicsScene.render`` onto the PDF painter, so lines and texts stay
vector (and the texts stay text). ``print_blank_sheets`` is the File menu's dialog.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPainterPath, QPdfWriter
from PySide6.QtWidgets import QGraphicsScene

from copenhagen_gui.core import catalogue
from copenhagen_gui.resources import APP_NAME
from copenhagen_gui.shell import game_names, i18n
from copenhagen_gui.shell.output_file import OutputError, output_file
from copenhagen_gui.shell.scene_render import render_scene
from copenhagen_gui.shell.text import fill

PAPER_SIZES: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
MARGIN_MM = 12.0  # home printers keep 3-6 mm unprinted; 12 mm leaves room to spare
CAPTION_MM = 9.0  # the caption line at the top of every page
REGION_GAP_MM = 8.0  # between two regions of one page (cutting room)
RESOLUTION = 1200  # device units per inch: PDF coordinates stay fine-grained


@dataclass(frozen=True)
class Region:
    """A part of a scene to print: ``source`` in scene coordinates, ``size`` the room it
    takes in the page layout (its own unscaled size, so two sheets the table shows at
    different scales print at the same size)."""

    source: QRectF
    size: QSizeF
    corner: float = 0.0  # rounded paper corners (scene units): the table's shadow stays out


@dataclass(frozen=True)
class PaperPage:
    """One printed page: regions of ``scene`` stacked top to bottom (or side by side
    when ``across``), under a caption line. ``slots``: how many regions the page is laid
    out for (0: as many as it has), so the last page of sheets printed two to a page
    holds its single sheet at the same size as the others."""

    scene: QGraphicsScene
    regions: tuple[Region, ...]
    caption: str
    across: bool = False
    slots: int = 0

    def slot_count(self) -> int:
        return max(self.slots, len(self.regions))

    def layout_size(self) -> QSizeF:
        """The room of all the slots put together (without the gaps); a missing region
        takes the room of the last one."""
        sizes = [r.size for r in self.regions]
        sizes += [sizes[-1]] * (self.slot_count() - len(sizes))
        widths = [s.width() for s in sizes]
        heights = [s.height() for s in sizes]
        if self.across:
            return QSizeF(sum(widths), max(heights))
        return QSizeF(max(widths), sum(heights))


class PrintError(OutputError):
    """Nothing to print, or not on this paper; the message is for the player."""


class NoPaper(PrintError):
    """The game is not played on paper (the card game)."""


def paper_module(game_id: str):
    """The module laying out ``game_id``'s paper (``pages(options)``)."""
    entry = catalogue.entry(game_id)
    if entry.paper is None:
        raise NoPaper(QCoreApplication.translate(
            "Printing", "This game is not played on paper: there are no sheets to print."))
    return entry.load(entry.paper)


def has_paper(game_id: str) -> bool:
    return game_id in catalogue.paper_games()


@contextlib.contextmanager
def language(code: str | None) -> Iterator[str]:
    """Texts in ``code`` inside the block, the app's own language again after it."""
    app = QCoreApplication.instance()
    before = i18n.installed_language(app)
    if code is None or code == before:
        yield before or i18n.FALLBACK
        return
    locale = QLocale()  # install_language sets the default locale too
    installed = i18n.install_language(app, code)
    try:
        yield installed
    finally:
        if before is None:
            i18n.clear_language(app)
        else:
            i18n.install_language(app, before)
        QLocale.setDefault(locale)


def write_pdf(path: Path | str, title: str, pages: Sequence[PaperPage], paper: str = "a4",
              copies: int = 1) -> int:
    """Write ``copies`` copies of ``pages`` to ``path``; returns the number of pages.
    Raises OutputError (nothing written) when the file cannot be written."""
    if paper not in PAPER_SIZES:
        raise PrintError(fill(QCoreApplication.translate("Printing", "Unknown paper size: %1"), paper))
    if copies < 1 or not pages:
        raise PrintError(QCoreApplication.translate("Printing", "There is nothing to print."))
    sequence = [page for _ in range(copies) for page in pages]
    with output_file(path) as file:
        writer = QPdfWriter(file)
        writer.setTitle(title)
        writer.setCreator(APP_NAME)
        writer.setResolution(RESOLUTION)
        writer.setPageLayout(page_layout(sequence[0], paper))  # before the painter begins
        painter = QPainter(writer)
        try:
            for number, page in enumerate(sequence):
                if number:
                    writer.setPageLayout(page_layout(page, paper))  # applies to the next page
                    writer.newPage()
                _paint_page(painter, writer, page)
        finally:
            painter.end()  # writes the PDF's end; a painter left active would crash Qt
    return len(sequence)


def page_layout(page: PaperPage, paper: str) -> QPageLayout:
    """The paper turned the way the page's content is shaped, inside MARGIN_MM."""
    size = QPageSize(PAPER_SIZES[paper])
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    content = page.layout_size()
    orientation = (QPageLayout.Orientation.Landscape if content.width() > content.height()
                   else QPageLayout.Orientation.Portrait)
    return QPageLayout(size, orientation, margins, QPageLayout.Unit.Millimeter)


def _paint_page(painter: QPainter, writer: QPdfWriter, page: PaperPage) -> None:
    area = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
    area.moveTo(0, 0)  # the painter's origin is the printable area's corner
    dots_per_mm = writer.resolution() / 25.4
    caption = QRectF(area.left(), area.top(), area.width(), CAPTION_MM * dots_per_mm)
    font = QFont()
    font.setPointSizeF(10.0)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(caption, int(Qt.AlignLeft | Qt.AlignTop), page.caption)
    room = area.adjusted(0, caption.height(), 0, 0)
    for region, target in zip(page.regions, region_targets(page, room, REGION_GAP_MM * dots_per_mm)):
        _render_region(painter, page.scene, region, target)


def region_targets(page: PaperPage, room: QRectF, gap: float) -> list[QRectF]:
    """Where each region of ``page`` goes inside ``room``: one scale for the whole page
    (as large as fits), ``gap`` between neighbours, centred across, from the top down."""
    content = page.layout_size()
    gaps = gap * (page.slot_count() - 1)
    if page.across:
        scale = min((room.width() - gaps) / content.width(), room.height() / content.height())
    else:
        scale = min(room.width() / content.width(), (room.height() - gaps) / content.height())
    x = room.left() + (room.width() - content.width() * scale - (gaps if page.across else 0)) / 2
    y = room.top()
    targets = []
    for region in page.regions:
        w, h = region.size.width() * scale, region.size.height() * scale
        if page.across:
            targets.append(QRectF(x, y, w, h))
            x += w + gap
        else:
            targets.append(QRectF(room.left() + (room.width() - w) / 2, y, w, h))
            y += h + gap
    return targets


def _render_region(painter: QPainter, scene: QGraphicsScene, region: Region, target: QRectF) -> None:
    painter.save()
    if region.corner:
        # The items cast a shadow under their paper's rounded corners; paper has none.
        grow = region.source.width() * 0.001
        radius = (region.corner + grow) * target.width() / region.source.width()
        clip = QPainterPath()
        pad = grow * target.width() / region.source.width()
        clip.addRoundedRect(target.adjusted(-pad, -pad, pad, pad), radius, radius)
        painter.setClipPath(clip)
    render_scene(scene, painter, target, region.source)
    painter.restore()


def print_game(game_id: str, path: Path | str, paper: str = "a4", language_code: str | None = None,
               copies: int = 1, options=None) -> int:
    """Build the game's blank pages in ``language_code`` and write them; the page count.
    ``options``: the game's options when a game of it is on the table (Lost Cities
    prints the sheet it is played on); None for the defaults."""
    module = paper_module(game_id)
    with language(language_code):
        pages = module.pages(options)
        return write_pdf(path, game_names.title(game_id), pages, paper, copies)


def print_blank_sheets(parent, game_id: str | None, options=None) -> Path | None:
    """File ▸ Print blank sheets…: ask the game (the one on the table first, ``game_id``),
    paper, language, copies and file, then write the PDF. ``options``: the options of the
    game on the table (Lost Cities then prints the sheet in use). Returns the file
    written, or None (cancelled, or the problem was shown)."""
    from copenhagen_gui.shell.print_dialog import PrintDialog  # the dialog imports this module

    return PrintDialog.run(parent, game_id, options)
