"""Helpers shared by the packaging tests: the repository root and the build hook module."""

import functools
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def load_module(relative_path: str):
    """A repository script (setup.py, packaging/*.py) as a module; their main code
    only runs as __main__."""
    path = ROOT / relative_path
    spec = importlib.util.spec_from_file_location(path.stem.replace("-", "_") + "_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_hook():
    """setup.py as a module (its ``setup()`` call only runs as __main__)."""
    return load_module("setup.py")


def write_ts(path: Path, language: str, context: str, source: str, translation: str) -> Path:
    """A one-message Qt Linguist source file."""
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        f'<TS version="2.1" language="{language}">\n<context>\n<name>{context}</name>\n'
        f"<message>\n<source>{source}</source>\n<translation>{translation}</translation>\n"
        "</message>\n</context>\n</TS>\n",
        encoding="utf-8",
    )
    return path
