"""The first start loads only the game it puts on the table: the card game and Lost
Cities (rules, scene, Qt side) are imported when first played, not before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys
from copenhagen_gui.shell.main import build_window, create_app
app = create_app([])
window = build_window(app, offer_resume=False)
window.show()
app.processEvents()
assert window.session is not None and window.table_scene().items()
print("\\n".join(sorted(m for m in sys.modules if m.startswith("copenhagen_gui.games."))))
"""


def test_the_first_start_imports_neither_the_card_game_nor_lost_cities(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = done.stdout.split()
    assert "copenhagen_gui.games.copenhagen_rw.mode" in loaded  # the game on the table
    assert [m for m in loaded if m.startswith(("copenhagen_gui.games.copenhagen.",
                                               "copenhagen_gui.games.lost_cities_rw."))] == []
