"""What every benchmark of the eighth round prints and computes alike: the machine's
state (load, cores, whether Python writes bytecode), medians and p95, ratios to a bare
baseline and the verdict beside each target.

A benchmark of this folder imports it as ``_common`` (the folder is on ``sys.path``
when a script in it runs)."""

from __future__ import annotations

import math
import os
import platform
import statistics
import sys
import tempfile

FRAME_MS = 1000 / 60  # one frame at 60 Hz


def median(values) -> float:
    return statistics.median(values) if values else math.nan


def p95(values) -> float:
    """The 95th percentile, nearest rank (of 25 samples: the 24th smallest)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def spread(values) -> str:
    return f"{min(values):.2f}–{max(values):.2f}" if values else "-"


def bytecode_note(child_env: dict | None = None) -> str:
    """Whether this Python (or the children started with ``child_env``) writes .pyc
    files: a Python that does not recompiles every module at each start."""
    if child_env is not None:
        off = bool(child_env.get("PYTHONDONTWRITEBYTECODE"))
        return ("children do NOT write bytecode (PYTHONDONTWRITEBYTECODE set for them)" if off
                else "children write and reuse bytecode (PYTHONDONTWRITEBYTECODE unset for them)")
    here = "set" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "unset"
    written = "not written" if sys.dont_write_bytecode else "written"
    return f"bytecode {written} by this process (PYTHONDONTWRITEBYTECODE {here})"


def pyc_note(package_dir) -> str:
    """How many of a package's modules have a current compiled file (__pycache__): a
    start reads those whatever PYTHONDONTWRITEBYTECODE says, and compiles the rest."""
    import importlib.util
    from pathlib import Path

    sources = list(Path(package_dir).rglob("*.py"))
    current = 0
    for source in sources:
        compiled = Path(importlib.util.cache_from_source(str(source)))
        if compiled.exists() and compiled.stat().st_mtime >= source.stat().st_mtime:
            current += 1
    return f"{current} of {len(sources)} modules of {Path(package_dir).name} have a current .pyc"


def load_note() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} / {five:.2f} / {fifteen:.2f} (1/5/15 min) on {os.cpu_count()} cores"


def machine_header(title: str, child_env: dict | None = None) -> list[str]:
    lines = [f"# {title}",
             f"# {platform.node()}, Python {platform.python_version()}, {platform.platform()}",
             f"# {bytecode_note()}"]
    if child_env is not None:
        lines.append(f"# {bytecode_note(child_env)}")
    lines.append(f"# at start: {load_note()}")
    return lines


def isolate_user_folders(prefix: str) -> str:
    """Point the user folders (settings, autosave, statistics) into a fresh temporary
    directory: nothing real is read or written. Returns it."""
    home = tempfile.mkdtemp(prefix=prefix)
    os.environ.update(user_folder_env(home))
    return home


def user_folder_env(home: str) -> dict[str, str]:
    env = {var: os.path.join(home, var.lower())
           for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")}
    env["HOME"] = home
    return env


def verdict(problems: list[str]) -> str:
    return "OK" if not problems else "MISSED: " + "; ".join(problems)
