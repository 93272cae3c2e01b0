"""The card game's pieces are kept as pixmaps (a click repaints only what changed), yet
the screen still shows every change, hovering leaves nothing behind, and a vector
picture of the table is drawn, not a copy of those pixmaps."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem

from copenhagen_gui.games.copenhagen.scene.items import CoverItem, GhostItem
from copenhagen_gui.shell.picture_export import PictureHeader, render_table_picture

from .test_table import click

CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


def _screen(mode) -> QImage:
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


def test_every_piece_but_the_ghost_and_the_cover_is_cached(make_table):
    mode, _, _ = make_table()
    pieces = [i for i in mode.scene.items() if hasattr(i, "look")]
    assert len(pieces) > 100
    for item in pieces:
        moving = isinstance(item, (GhostItem, CoverItem))
        assert (item.cacheMode() == CACHED) is not moving, type(item).__name__


def test_a_taken_card_leaves_its_slot_on_the_screen(make_table, qtbot):
    mode, session, _ = make_table()
    slot = mode.scene.item(("slot", 3))
    area = _on_screen(mode, slot)
    before = _screen(mode).copy(area)
    click(mode, slot)
    qtbot.waitUntil(lambda: slot.look[0] == "empty")
    qtbot.waitUntil(lambda: _screen(mode).copy(area) != before)


def test_hovering_a_stack_and_leaving_it_leaves_the_table_as_it_was(make_table, qtbot):
    mode, _, _ = make_table()
    stack = next(i for k, i in mode.scene.items_by_key.items() if k[0] == "stack" and i.intent)
    area = _on_screen(mode, stack)
    viewport = mode.view.viewport()
    _move(qtbot, viewport, lambda: QPoint(2, 2), lambda: not stack.hovered)
    before = _screen(mode).copy(area)
    _move(qtbot, viewport, lambda: _on_screen(mode, stack).center(), lambda: stack.hovered)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) != before)  # the ring shows
    _move(qtbot, viewport, lambda: QPoint(2, 2), lambda: not stack.hovered)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) == before)  # and goes, without a trace


def test_an_svg_of_the_table_is_drawn_and_the_cache_comes_back(make_table, tmp_path):
    mode, session, _ = make_table()
    header = PictureHeader("Copenhagen", tuple(zip(session.names, (0, 0))), dt.date(2026, 11, 24).isoformat())
    out = render_table_picture(mode.scene, tmp_path / "table.svg", header)
    assert "<image" not in out.read_text(encoding="utf-8")  # lines and text, no bitmap
    assert mode.scene.item(("slot", 0)).cacheMode() == CACHED  # the screen keeps its pixmaps


def test_a_stack_shows_each_look_it_takes_back_and_forth(make_table, qtbot):
    """Stacks remember their last pictures per look: a stack lit, then plain, then lit
    again shows each look anew, never a stale picture."""
    mode, _, _ = make_table()
    stack = next(i for k, i in mode.scene.items_by_key.items() if k[0] == "stack" and i.intent)
    area = _on_screen(mode, stack)
    _move(qtbot, mode.view.viewport(), lambda: QPoint(2, 2), lambda: not stack.hovered)
    plain_look = stack.look
    count, _, selected, hint, _ = plain_look
    lit_look = (count, True, selected, hint, True)  # as the table lights a tile one can build
    plain = _screen(mode).copy(area)
    assert stack.set_look(lit_look)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) != plain)  # the ring shows
    lit = _screen(mode).copy(area)
    stack.set_look(plain_look)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) == plain)  # and goes
    stack.set_look(lit_look)
    qtbot.waitUntil(lambda: _screen(mode).copy(area) == lit)  # and comes back
    stack.set_look((count - 1, True, selected, hint, True))
    qtbot.waitUntil(lambda: _screen(mode).copy(area) not in (plain, lit))  # one fewer left


def test_taking_a_card_repaints_the_headers_and_frames_not_the_boards(make_table, qtbot, monkeypatch):
    from copenhagen_gui.games.copenhagen.scene.items import HouseBoard

    mode, session, _ = make_table(bots=(None, None))
    if mode.controller.hints.covered:  # two people at one table: Ann uncovers her hand
        mode.controller.reveal()
    _screen(mode)  # every piece painted once, as the player sees it
    painted = []
    for name in ("paint", "_paint_header", "_paint_frame"):
        real = getattr(HouseBoard, name)
        monkeypatch.setattr(HouseBoard, name, lambda self, painter, *rest, _name=name, _real=real: (
            painted.append(_name), _real(self, painter, *rest))[1])
    player = session.state.turn.player
    for _ in range(3):  # the cards of one turn
        if session.awaiting_confirm() is not None:
            mode.panel.buttons["end-turn"].click()  # the turn confirmed: the next player's
            qtbot.waitUntil(lambda: session.state.turn.player != player)
        if session.state.turn.player != player:
            break
        slot = next(mode.scene.item(("slot", i)) for i in range(7) if mode.controller.hints.slot_legal(i))
        before = session.state
        click(mode, slot)
        qtbot.waitUntil(lambda before=before: session.state is not before)
    assert session.state.turn.player != player
    if mode.controller.hints.covered:  # nothing is painted under the cover: Bob uncovers
        mode.controller.reveal()
    qtbot.waitUntil(lambda: "_paint_frame" in painted and "_paint_header" in painted)  # whose turn, and the cards held
    _screen(mode)
    assert "paint" not in painted  # no board painted again
