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


# Each file costs the settings and statistics tools a window started and games played in
# it: ten files show that the tool runs, checks and reports (what each hostile case does
# to the app is tests/hostile/test_settings_file.py's and test_hostile_statistics.py's).
@pytest.mark.parametrize(("tool", "files", "title"), [("hostile_sheets.py", 20, "Hostile sheets: 20 files"),
                                                      ("hostile_settings.py", 10, "Hostile settings: 10 files"),
                                                      ("hostile_statistics.py", 10, "Hostile statistics: 10 files")])
def test_a_short_run_reports_no_failure(tool, files, title):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / tool), "-n", str(files), "--seed", "3"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert title in done.stdout
    assert "): 0\n" in done.stdout  # "failures (...): 0"
