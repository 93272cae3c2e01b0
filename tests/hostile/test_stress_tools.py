"""The three stress tools of tools/ keep working: a short run of each (the full runs,
1,000 hostile sheets, settings files and statistics files, are for people: see their
docstrings)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("tool", "title"), [("hostile_sheets.py", "Hostile sheets: 20 files"),
                                             ("hostile_settings.py", "Hostile settings: 20 files"),
                                             ("hostile_statistics.py", "Hostile statistics: 20 files")])
def test_a_short_run_reports_no_failure(tool, title):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / tool), "-n", "20", "--seed", "3"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert title in done.stdout
    assert "): 0\n" in done.stdout  # "failures (...): 0"
