"""The lesson's bubble sits beside what a step frames, where it hides least of the table:
above by default, below when the row above is full of pieces, beside when both are, and
never over the framed thing itself."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from copenhagen_gui.games.copenhagen.scene.spotlight import Spotlight

LIMITS = QRectF(0, 0, 1600, 1000)
TARGET = QRectF(600, 400, 120, 80)


def _bubble(qapp, obstacles) -> tuple[QRectF, str]:
    spot = Spotlight()
    spot.show_on([TARGET], "Taking cards", LIMITS, lambda: obstacles)
    return spot.bubble(), spot.pointer_side()


def test_above_when_nothing_is_there(qapp):
    bubble, side = _bubble(qapp, [])
    assert side == "above" and bubble.bottom() < TARGET.top()


def test_below_when_the_row_above_is_full(qapp):
    row_above = [QRectF(x, 300, 110, 90) for x in range(300, 1100, 120)]
    bubble, side = _bubble(qapp, row_above)
    assert side == "below" and not any(bubble.intersects(r) for r in row_above)


def test_beside_when_above_and_below_are_full(qapp):
    rows = [QRectF(x, y, 110, 90) for x in range(300, 1100, 120) for y in (300, 490)]
    bubble, side = _bubble(qapp, rows)
    assert side in ("left", "right") and not bubble.intersects(TARGET)


def test_kept_inside_the_table_and_off_the_framed_thing(qapp):
    spot = Spotlight()
    top = QRectF(600, 4, 120, 80)  # no room above: the table's edge
    spot.show_on([top], "Taking cards", LIMITS, lambda: [])
    assert LIMITS.contains(spot.bubble()) and not spot.bubble().intersects(top)
