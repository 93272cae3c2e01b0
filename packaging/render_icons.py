"""Render the application icon's PNG sizes from its SVG with QtSvg.

    python packaging/render_icons.py            # writes resources/icons/copenhagen-gui-<N>.png
    python packaging/render_icons.py --preview out.png   # a contact sheet of all sizes

Sizes up to 32 px come from ``copenhagen-gui-small.svg`` when it exists: a simpler
drawing (no windows) that stays crisp on a 16 px grid. Re-run after editing an SVG and
commit the PNGs; tests/packaging checks that every size is there."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
NAME = "copenhagen-gui"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
SMALL_UP_TO = 32


def source_for(size: int) -> Path:
    small = ICONS / f"{NAME}-small.svg"
    if size <= SMALL_UP_TO and small.exists():
        return small
    return ICONS / f"{NAME}.svg"


def render(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def contact_sheet(images: dict[int, QImage]) -> QImage:
    """All sizes side by side at 1:1 on light and dark backgrounds, to look at."""
    gap = 16
    width = sum(images) + gap * (len(images) + 1)
    height = 2 * (max(images) + 2 * gap)
    sheet = QImage(width, height, QImage.Format.Format_ARGB32)
    painter = QPainter(sheet)
    for row, colour in enumerate(("#f2f2f2", "#2d2d2d")):
        top = row * height // 2
        painter.fillRect(0, top, width, height // 2, QColor(colour))
        x = gap
        for size, image in images.items():
            painter.drawImage(x, top + gap, image)
            x += size + gap
    painter.end()
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preview", type=Path, help="also write a contact sheet PNG here")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, plugins)
    images = {size: render(source_for(size), size) for size in SIZES}
    for size, image in images.items():
        out = ICONS / f"{NAME}-{size}.png"
        if not image.save(str(out)):
            raise SystemExit(f"could not write {out}")
        print(f"{out.relative_to(ROOT)}  ({source_for(size).name})")
    if args.preview:
        contact_sheet(images).save(str(args.preview))
        print(f"preview: {args.preview}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
