"""The Lost Cities table keeps its pieces as pixmaps (a lit cell under the mouse no
longer repaints the sheet under it), yet the screen shows each number written, hovering
leaves nothing behind, and a vector picture of the table is drawn, not copied."""

from lcrw_qt_helpers import make_session
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem
from test_lcrw_qt_table import click, roll_fixed, start

from copenhagen_gui.games.lost_cities_rw.rules.components import Colour
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase
from copenhagen_gui.shell.picture_export import PictureHeader, render_table_picture

CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


def _screen(mode):
    return mode.view.viewport().grab().toImage()


def _move(qtbot, viewport, where, arrived) -> None:
    """The pointer to ``where()`` until ``arrived()``: the move is sent again while the
    window settles (a late layout moves the table under a pointer that stood still). A
    button still held (QTest remembers an earlier test's press) would stop hovering: it
    is let go first, away from the pieces."""
    if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
        QTest.mouseRelease(viewport, QApplication.mouseButtons(), pos=QPoint(2, 2))
    qtbot.waitUntil(lambda: (QTest.mouseMove(viewport, where()), arrived())[1])


def _on_screen(mode, item) -> QRect:
    return mode.view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _blue_spot(table):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (4, 4, 4), (Colour.BLUE, Colour.BLUE, Colour.BLUE))
    return mode, session, mode.scene.spot_item(0, ("square", int(Colour.BLUE), 0))


def test_every_piece_of_the_table_is_cached(table):
    mode, _, _ = _blue_spot(table)
    pieces = [i for i in mode.scene.items() if hasattr(i, "look")]
    assert len(pieces) > 10 and all(i.cacheMode() == CACHED for i in pieces)


def test_a_written_number_shows_on_the_screen(table, qtbot):
    mode, session, spot = _blue_spot(table)
    area = _on_screen(mode, spot)
    QTest.mouseMove(mode.view.viewport(), QPoint(2, 2))
    before = _screen(mode).copy(area)
    click(mode.view, spot)
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) != before)


def test_hovering_a_lit_cell_and_leaving_it_leaves_the_sheet_as_it_was(table, qtbot):
    mode, _, spot = _blue_spot(table)
    area = _on_screen(mode, spot).adjusted(-8, -8, 8, 8)
    viewport = mode.view.viewport()
    _move(qtbot, viewport, lambda: QPoint(2, 2), lambda: not spot.hovered)
    before = _screen(mode).copy(area)
    _move(qtbot, viewport, lambda: _on_screen(mode, spot).center(), lambda: spot.hovered)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) != before)  # lit brighter
    _move(qtbot, viewport, lambda: QPoint(2, 2), lambda: not spot.hovered)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) == before)  # and back, without a trace


def test_an_svg_of_the_table_is_drawn_and_the_cache_comes_back(table, tmp_path):
    mode, session, spot = _blue_spot(table)
    header = PictureHeader("Lost Cities", tuple(zip(session.names, (0, 0))), "today")
    out = render_table_picture(mode.scene, tmp_path / "table.svg", header)
    assert "<image" not in out.read_text(encoding="utf-8")  # lines and text, no bitmap
    assert spot.cacheMode() == CACHED and mode.scene.sheets[0].cacheMode() == CACHED


def test_a_written_number_repaints_its_expedition_and_the_scores_not_the_sheet(table, qtbot, monkeypatch):
    from copenhagen_gui.games.lost_cities_rw.scene.items import SheetItem

    mode, session, spot = _blue_spot(table)
    QTest.mouseMove(mode.view.viewport(), QPoint(2, 2))
    _screen(mode)  # every piece painted once, as the player sees it
    painted = []
    for name in ("paint", "_paint_expedition", "_paint_scores", "_paint_total"):
        real = getattr(SheetItem, name)
        monkeypatch.setattr(SheetItem, name, lambda self, painter, *rest, _name=name, _real=real: (
            painted.append((self.seat, _name, rest[-1] if _name == "_paint_expedition" else None)),
            _real(self, painter, *rest))[1])
    click(mode.view, spot)
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    qtbot.waitUntil(lambda: (0, "_paint_expedition", Colour.BLUE) in painted)
    _screen(mode)
    expeditions = {(seat, colour) for seat, name, colour in painted if name == "_paint_expedition"}
    assert expeditions == {(0, Colour.BLUE)}  # the one where the 4 went
    assert (0, "_paint_scores", None) in painted and (0, "_paint_total", None) in painted  # its score, total
    assert not [p for p in painted if p[1] == "paint"]  # no sheet painted whole


def test_the_turn_frame_moving_repaints_the_sheets_edges_not_the_sheets(table, qtbot):
    import attrs
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QRegion

    from copenhagen_gui.games.lost_cities_rw.scene.items import SheetItem

    mode, _, _ = _blue_spot(table)
    sheets = sorted((i for i in mode.scene.items() if isinstance(i, SheetItem)), key=lambda s: s.seat)
    framed = next(s for s in sheets if s.look.frame)
    _screen(mode)

    class Regions(QObject):
        def __init__(self):
            super().__init__()
            self.region = QRegion()

        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                self.region = self.region.united(event.region())
            return False

    regions = Regions()
    mode.view.viewport().installEventFilter(regions)

    def quiet() -> bool:  # nothing more of the roll to paint
        regions.region = QRegion()
        QApplication.processEvents()
        return regions.region.isEmpty()

    qtbot.waitUntil(quiet)
    framed.set_look(attrs.evolve(framed.look, frame=""))  # the frame goes (to another sheet)
    qtbot.waitUntil(lambda: not regions.region.isEmpty())
    mode.view.viewport().removeEventFilter(regions)
    area = sum(r.width() * r.height() for r in regions.region)
    sheet = _on_screen(mode, framed)
    assert regions.region.contains(sheet.topLeft() + QPoint(2, 2))  # the frame's edge
    assert not regions.region.contains(sheet.center())
    assert area < sheet.width() * sheet.height() / 4  # not the page and all on it
