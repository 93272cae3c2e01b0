"""The window test helpers of tests/games/copenhagen_rw/ui are shared with these tests."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
