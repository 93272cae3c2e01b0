"""Drawing a table's scene onto another device (a PDF page, an SVG file, a picture).

The tables cache their pieces as device pixmaps so a repaint on screen only copies
them; on paper or in a vector file that cache would put bitmaps where lines and text
belong. So the cache is switched off for the drawing and put back afterwards."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

_NO_CACHE = QGraphicsItem.CacheMode.NoCache


def render_scene(scene: QGraphicsScene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    """``source`` of ``scene`` into ``target`` of ``painter``, every item drawn by its own
    paint code (vector on a vector device)."""
    cached = [(item, item.cacheMode()) for item in scene.items() if item.cacheMode() != _NO_CACHE]
    for item, _mode in cached:
        item.setCacheMode(_NO_CACHE)
    try:
        scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        for item, mode in cached:
            item.setCacheMode(mode)
