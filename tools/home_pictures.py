"""Draw the home screen's small game pictures (resources/home/<game>.png): each
game's table a few moves into a two-player game, rendered from its real scene. The
home screen shows these files, so it loads no game at start-up.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/home_pictures.py
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (480, 300)  # twice the size shown: crisp on a high-density screen
MOVES = {"copenhagen-rw": 14, "copenhagen": 10, "lost-cities-rw": 24}


def main() -> int:
    import os

    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp())
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp())
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from copenhagen_gui.core import registry
    from copenhagen_gui.shell.home_screen import FELT, GAMES
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    app = QApplication.instance() or QApplication([])
    window = MainWindow(Settings(Path(tempfile.mkdtemp()) / "settings.ini"))
    rng = random.Random(4)
    window.bot_driver.set_paused(True)  # the moves below are made here
    for game_id in GAMES:
        spec = registry.get(game_id)
        window.start_game(spec.default_options(2), ["Anna", "Mads"], seed=12, autosave=False,
                          bots=("strong", "strong"), game_id=game_id)  # no hand-off cover
        while getattr(window.mode, "start_setup", None) is not None:  # Roll & Write's start tracks
            window.mode.start_picker.buttons[None].click()
        session = window.session
        for _ in range(MOVES[game_id]):
            seats = sorted(spec.seats_to_act(session.state))
            if not seats:
                break
            session.perform(rng.choice(list(spec.legal_actions(session.state, seats[0]))))
        app.processEvents()
        scene = window.table_scene()
        image = QImage(*SIZE, QImage.Format.Format_RGB32)
        image.fill(FELT)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, QRectF(8, 8, SIZE[0] - 16, SIZE[1] - 16), scene.itemsBoundingRect(),
                     Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        out = ROOT / "resources" / "home" / f"{game_id}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out))
        print(out, out.stat().st_size, "bytes")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
