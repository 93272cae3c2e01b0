"""The two fuzz scripts in tools/ keep working (a short run of each: the full runs,
10,000 GUI events and 1,000 files, are for people: see their docstrings)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_tool(name, *args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, str(ROOT / "tools" / name), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


def test_fuzz_files_short_run_reports_no_failure():
    done = run_tool("fuzz_files.py", "-n", "45", "--seed", "3")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "File fuzz: 45 files" in done.stdout
    assert "disagreement): 0" in done.stdout


def test_fuzz_gui_short_run_reports_no_failure():
    done = run_tool("fuzz_gui.py", "-n", "300", "--seed", "5", "--progress", "0")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "GUI fuzz: 300 events" in done.stdout
    assert "inconsistencies): 0" in done.stdout
