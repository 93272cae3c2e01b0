"""A real SIGKILL right after a move: a process plays a game with its autosave, the test
kills it the moment a move is logged (well inside the moment before the fsync), and
what its files hold must be that move. The full tool, through the real window and
with many kills per game, is tools/kill_test.py."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from copenhagen_gui.core import record as records
from copenhagen_gui.session import storage

ROOT = Path(__file__).resolve().parents[2]
PLAYER = """
import hashlib, json, os, random, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from copenhagen_gui.core import record as records, registry
from copenhagen_gui.session import storage
from copenhagen_gui.session.game_session import GameSession

game, path, log, seed = sys.argv[1], Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])
app = QCoreApplication([])
spec = registry.get(game)
rng = random.Random(seed)
out = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
session = GameSession.new_game(spec, spec.default_options(2), ["Ann", "Bo"], seed=seed)
autosaver = storage.Autosaver(session, path=path)

def note(**entry):
    os.write(out, (json.dumps(entry) + "\\n").encode())

def sha():
    return hashlib.sha256(records.dumps(session.record).encode()).hexdigest()

def step():
    note(ev="step", before=sha())
    r = rng.random()
    if r < 0.1 and session.can_undo():
        session.undo()
    elif r < 0.15 and session.can_redo():
        session.redo()
    elif not spec.is_over(session.state):
        seat = rng.choice(list(spec.seats_to_act(session.state)))
        session.perform(rng.choice(list(spec.legal_actions(session.state, seat))))
    note(ev="done", sha=sha())
    QTimer.singleShot(rng.randint(3, 20), step)

QTimer.singleShot(0, step)
app.exec()
"""


def logged(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines() if line.endswith("}")]


@pytest.mark.parametrize("game, seed, moves", [
    ("copenhagen-rw", 11, 9), ("copenhagen", 12, 17), ("lost-cities-rw", 13, 25),
])
def test_a_move_just_before_a_kill_is_kept(qtbot, tmp_path, game, seed, moves):
    path, log = tmp_path / "autosave.json", tmp_path / "moves.log"
    log.touch()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    player = subprocess.Popen([sys.executable, "-c", PLAYER, game, str(path), str(log), str(seed)],
                              cwd=ROOT, env=env, stderr=subprocess.PIPE)
    try:
        qtbot.waitUntil(lambda: sum(e["ev"] == "done" for e in logged(log)) >= moves or player.poll() is not None,
                        timeout=60_000)
    finally:
        player.send_signal(signal.SIGKILL)
        _, errors = player.communicate()
    assert player.returncode == -signal.SIGKILL, errors.decode(errors="replace")[-2000:]
    entries = logged(log)
    back = hashlib.sha256(records.dumps(storage.load_autosave(path)).encode()).hexdigest()
    if entries[-1]["ev"] == "done":
        assert back == entries[-1]["sha"]  # the last move, made a moment before the kill
    else:  # killed during a step: the game as it was before it, or with it
        assert back == entries[-1]["before"] or back not in {e.get("sha") for e in entries}
