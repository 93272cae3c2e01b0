"""Startup time: a bare PySide6 window against the game's window with a game on the table.

Both are measured in the same run, in fresh interpreters, alternating, from spawning the
process to the moment the shown window has processed its first events (the child prints
a marker then). The goal (issue #3): the game within 2x the bare window.

    python benchmarks/startup_bench.py [--runs 7]

User folders point into a temporary directory, so nothing real is read or written.
Uses the offscreen platform unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 860)
window.show()
app.processEvents()
print("SHOWN", flush=True)
"""

GAME = """
from copenhagen_gui.shell.main import build_window, create_app
app = create_app([])
window = build_window(app, offer_resume=False)
window.show()
app.processEvents()
assert window.session is not None and window.scene.items()
print("SHOWN", flush=True)
"""


def measure(code: str, env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env, text=True)
    for line in proc.stdout:
        if line.startswith("SHOWN"):
            elapsed = time.perf_counter() - start
            break
    else:
        proc.wait()
        raise RuntimeError(f"the child never showed its window (exit {proc.returncode})")
    proc.wait()
    return elapsed


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = os.path.join(home, var.lower())
        env["HOME"] = home
        # An installed app runs from compiled .pyc files (pip writes them); this machine
        # sets PYTHONDONTWRITEBYTECODE, which would recompile every module at each start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        measure(BARE, env)  # warm the file cache for both before timing
        measure(GAME, env)
        bare, game = [], []
        for _ in range(args.runs):
            bare.append(measure(BARE, env))
            game.append(measure(GAME, env))
    b, g = statistics.median(bare), statistics.median(game)
    ratio = g / b
    print(f"bare PySide6 window : median {b * 1000:7.1f} ms  (min {min(bare) * 1000:.1f})")
    print(f"game window + table : median {g * 1000:7.1f} ms  (min {min(game) * 1000:.1f})")
    print(f"ratio               : {ratio:.2f}x  (goal <= 2.00x) -> {'OK' if ratio <= 2.0 else 'TOO SLOW'}")
    return 0 if ratio <= 2.0 else 1


if __name__ == "__main__":
    sys.exit(main())
