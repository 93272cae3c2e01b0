"""The two fuzz scripts in tools/ keep working: a short run of each (the full runs,
10,000 GUI events per game and 1,000 files, are for people: see their docstrings)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

def run_tool(name, *args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, str(ROOT / "tools" / name), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


def test_fuzz_files_short_run_reports_no_failure():
    # Each valid game of the three, then the first named cases, each through the window
    # and a `replay` process (every named case both ways: tests/hostile/test_hostile_files.py).
    done = run_tool("fuzz_files.py", "-n", "20", "--seed", "3")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "File fuzz: 20 files" in done.stdout
    assert "disagreement): 0" in done.stdout


@pytest.mark.parametrize("game", ["copenhagen-rw", "copenhagen", "lost-cities-rw"])
def test_fuzz_gui_short_run_of_each_game_reports_no_failure(tmp_path, game):
    out = tmp_path / "failures.json"
    done = run_tool("fuzz_gui.py", "--game", game, "-n", "150", "--seed", "5", "--progress", "0",
                    "--failures-json", str(out))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert f"GUI fuzz of {game}: 150 events" in done.stdout
    figures = json.loads(out.read_text(encoding="utf-8"))["figures"]
    assert (figures["exceptions"], figures["mismatches"], figures["qt_warnings"]) == (0, 0, 0)
    # The run played the game and checked it: moves made, the table and autosave compared
    # (how many moves depends on timing: on a loaded machine more events find the table waiting).
    assert figures["legal_moves"]["performed"] >= 1
    assert figures["checks_made"]["table"] == 150 and figures["checks_made"]["autosave"] > 0


def test_fuzz_gui_counts_an_exception_raised_in_a_slot(tmp_path):
    """A failure is counted, grouped by its root and makes the exit status 1: planted
    here in the slot that refreshes the window's commands after each move."""
    (tmp_path / "sitecustomize.py").write_text(
        "from copenhagen_gui.shell import main_window\n"
        "refresh = main_window.MainWindow._refresh\n"
        "def failing_refresh(self, *args):\n"
        "    if self.session is not None and self.session.position >= 3:\n"
        "        raise RuntimeError('planted failure')\n"
        "    return refresh(self, *args)\n"
        "main_window.MainWindow._refresh = failing_refresh\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]))
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "fuzz_gui.py"), "--game", "lost-cities-rw",
                           "-n", "60", "--seed", "5", "--progress", "0"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert "x RuntimeError: planted failure @ copenhagen_gui/" in done.stdout
