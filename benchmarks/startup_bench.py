"""Startup time: a bare PySide6 window against the app's first window.

Both are measured in the same run, in fresh interpreters, alternating, from spawning the
process to the moment the shown window has processed its first events (the child prints
a marker then). The goal (issue 16): the app within 1.5x the bare window, for each way a
player starts it:

    --how dev      this checkout, with the Python running the benchmark (a dev venv)
    --how wheel    the wheel installed in a fresh venv (--venv DIR; made in
                   build/startup/venv from a wheel of this checkout if not given)
    --how bundle   the PyInstaller bundle (--bundle PATH to its program; default
                   dist/bundle/copenhagen-gui/copenhagen-gui from packaging/build_bundle.py)

What is timed (--what):

    first   the first window of a start without a file, as the program opens it
            (``shell.main.open_window``): whatever a first start shows (default)
    empty   the main window with nothing on the table (the home screen's path)
    table   the main window with a new two-player game on the table

    python benchmarks/startup_bench.py [--how dev,wheel,bundle] [--what first,empty]
                                       [--runs 7] [--imports 15]

The bundle runs the program itself with ``--startup-check`` (``first``; ``empty``:
``--startup-check=empty``; ``table``: ``--smoke-test``, whose check costs a few ms
more), timed to the line it prints, against a bare window of the dev Python. For dev
and wheel the benchmark also prints where the time goes: the slowest imports of one
start (``-X importtime``).

User folders point into a temporary directory, so nothing real is read or written (a
first start: no settings, no unfinished game). Uses the offscreen platform unless
QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL = 1.5

BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 860)
window.show()
app.processEvents()
print("SHOWN", flush=True)
"""

CHILDREN = {
    "first": """
from copenhagen_gui.shell.main import create_app, open_window
app = create_app([])
window = open_window(app, [])
app.processEvents()
print("SHOWN", flush=True)
""",
    "empty": """
from copenhagen_gui.shell.main import build_window, create_app
app = create_app([])
window = build_window(app, start=False)
window.show()
app.processEvents()
print("SHOWN", flush=True)
""",
    "table": """
from copenhagen_gui.core import registry
from copenhagen_gui.shell.main import build_window, create_app
from copenhagen_gui.shell.main_window import FIRST_GAME
app = create_app([])
window = build_window(app, start=False)
window.start_game(registry.get(FIRST_GAME).default_options(2), ["A", "B"], autosave=False)
window.show()
app.processEvents()
assert window.session is not None and window.scene.items()
print("SHOWN", flush=True)
""",
}
BUNDLE_FLAGS = {"first": ("--startup-check", "STARTUP-CHECK"),
                "empty": ("--startup-check=empty", "STARTUP-CHECK"),
                "table": ("--smoke-test", "OK copenhagen-gui")}


def measure(command: list[str], env: dict, marker: str = "SHOWN", cwd: str | None = None) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True, cwd=cwd)
    for line in proc.stdout:
        if line.startswith(marker):
            elapsed = time.perf_counter() - start
            break
    else:
        proc.wait()
        raise RuntimeError(f"the child never showed its window (exit {proc.returncode})")
    proc.wait()
    return elapsed


def wheel_venv(given: Path | None) -> Path:
    """The python of a fresh venv holding the wheel of this checkout (made once)."""
    if given is not None:
        return given.resolve() / "bin" / "python"
    base = ROOT / "build" / "startup"
    python = base / "venv" / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", base / "wheel", ROOT],
                       check=True)
        subprocess.run([sys.executable, "-m", "venv", base / "venv"], check=True)
        wheel = max((base / "wheel").glob("copenhagen_gui-*.whl"), key=os.path.getmtime)
        subprocess.run([python, "-m", "pip", "install", "-q", wheel], check=True)
    return python


def ways(args, what: str) -> dict[str, tuple[list[str], list[str], str, str | None]]:
    """Per way: the bare window's command, the app's command, its marker, its cwd."""
    found = {}
    outside = tempfile.gettempdir()  # not the checkout: the installed package is imported
    child = CHILDREN[what]
    for how in args.how.split(","):
        if how == "dev":
            found[how] = ([sys.executable, "-c", BARE], [sys.executable, "-c", child], "SHOWN", str(ROOT))
        elif how == "wheel":
            python = str(wheel_venv(args.venv))
            found[how] = ([python, "-c", BARE], [python, "-c", child], "SHOWN", outside)
        elif how == "bundle":
            program = (args.bundle or ROOT / "dist" / "bundle" / "copenhagen-gui" / "copenhagen-gui").resolve()
            if not Path(program).exists():
                raise SystemExit(f"no bundle at {program}: run packaging/build_bundle.py --no-archive first")
            flag, marker = BUNDLE_FLAGS[what]
            found[how] = ([sys.executable, "-c", BARE], [str(program), flag], marker, outside)
        else:
            raise SystemExit(f"--how: dev, wheel or bundle, not {how!r}")
    return found


def slowest_imports(python: str, child: str, env: dict, cwd: str, count: int) -> list[str]:
    """The imports of one start taking most time (cumulative, with what they import),
    our own modules and the others listed apart."""
    proc = subprocess.run([python, "-X", "importtime", "-c", child], env=env, cwd=cwd, text=True,
                          capture_output=True)
    rows = []
    for line in proc.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        own, cumulative, name = (part.strip() for part in line[len("import time:"):].split("|"))
        rows.append((int(cumulative), int(own), name.strip()))
    ours = sorted((r for r in rows if r[2].startswith("copenhagen_gui")), reverse=True)[:count]
    theirs = sorted((r for r in rows if not r[2].startswith("copenhagen_gui")), reverse=True)[:count // 2]
    total_ours = sum(r[1] for r in rows if r[2].startswith("copenhagen_gui"))
    lines = [f"  our modules: {total_ours / 1000:.1f} ms of their own import time in all"]
    lines += [f"  {c / 1000:7.1f} ms cumulative {o / 1000:6.1f} ms self  {n}" for c, o, n in ours]
    lines.append("  outside the app:")
    lines += [f"  {c / 1000:7.1f} ms cumulative {o / 1000:6.1f} ms self  {n}" for c, o, n in theirs]
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--how", default="dev", help="comma-separated: dev, wheel, bundle")
    parser.add_argument("--venv", type=Path, help="--how wheel: a venv with the wheel installed")
    parser.add_argument("--bundle", type=Path, help="--how bundle: the bundle's program")
    parser.add_argument("--what", default="first",
                        help="comma-separated: first (a first start's window), empty, table")
    parser.add_argument("--imports", type=int, default=15, help="slowest imports to list (0: none)")
    args = parser.parse_args(argv)
    ok = True
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = os.path.join(home, var.lower())
        env["HOME"] = home
        # An installed app runs from compiled .pyc files (pip writes them); this machine
        # sets PYTHONDONTWRITEBYTECODE, which would recompile every module at each start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        runs = [(what, how, command) for what in args.what.split(",")
                for how, command in ways(args, what).items()]
        for what, how, (bare_cmd, game_cmd, marker, cwd) in runs:
            measure(bare_cmd, env, cwd=cwd)  # warm the file cache for both before timing
            measure(game_cmd, env, marker, cwd)
            bare, game = [], []
            for _ in range(args.runs):
                bare.append(measure(bare_cmd, env, cwd=cwd))
                game.append(measure(game_cmd, env, marker, cwd))
            b, g = statistics.median(bare), statistics.median(game)
            ratio = g / b
            ok = ok and ratio <= GOAL
            print(f"--- {how}: {what}")
            print(f"bare PySide6 window : median {b * 1000:7.1f} ms  (min {min(bare) * 1000:.1f})")
            print(f"app's {what:5} window : median {g * 1000:7.1f} ms  (min {min(game) * 1000:.1f})")
            print(f"ratio : {ratio:.2f}x  (goal <= {GOAL:.2f}x) -> {'OK' if ratio <= GOAL else 'TOO SLOW'}")
            if args.imports and how != "bundle":
                print("where the time goes (-X importtime, one start):")
                print("\n".join(slowest_imports(game_cmd[0], CHILDREN[what], env, cwd, args.imports)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
