"""The window test helpers of tests/ui, and the hostile-file generator of this folder."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for folder in (HERE.parent / "games" / "copenhagen_rw" / "ui", HERE):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from tests.shell.conftest import app_language  # noqa: E402, F401 (a fixture: a language inside a test)
