"""Start-up, paired with a bare PySide6 window started the same way (issue 29).

Two starts of the program, each timed from spawning the process to the first frame of
what it shows being painted (the program's own ``--startup-check``: it prints the
process's CPU time and the moment, CLOCK_MONOTONIC, then quits):

    home   a first start: empty user folders, the home screen (target <= 1.3x a bare window)
    kept   a returning player: user folders holding an unfinished game, which the start
           puts straight back on the table (target <= 1.6x)

The bare window is a QMainWindow with a QLabel, timed the same way: an event filter
installed on the window just before the event loop starts (so it sees the window's
first paint before any watcher installed earlier) starts a zero timer that marks the
frame as out. (Not an application-wide filter: PySide6 then makes Python classes for
every kind of object an event goes to, ~25 ms.)
Bare and app alternate (bare, app, app, bare, ...), each child in fresh user folders,
--pairs pairs after one warm-up of each; per pair the ratio app / bare of the CPU time
(the primary figure: a shared machine's wall time is mostly waiting for a core) and of
the wall time; medians and the spread over the pairs are printed.

How the program is started (--how, comma-separated):

    dev      ``python -m copenhagen_gui`` from this checkout, with the benchmark's Python
    wheel    the same from an installed wheel: ``--python PY`` names that venv's Python
             (e.g. build/bundle/venv/bin/python, made by `make bundle`); run outside the
             checkout, so the installed package is imported
    bundle   the PyInstaller program: ``--bundle DIR`` (its folder, e.g.
             dist/bundle/copenhagen-gui); the bare window is then a bare PySide6 bundle
             built with the same PyInstaller and options (``--bare-bundle DIR`` to reuse
             one; by default built once in build/startup/bare-bundle with the Python of
             --pyinstaller-python, default build/bundle/venv/bin/python)

    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 2600x1500x24" \\
        python benchmarks/startup_bench.py [--how dev,wheel,bundle] [--what home,kept] [--pairs 10]
        [--python PY] [--bundle DIR] [--kept-game copenhagen-rw] [--kept-moves 60]

Children write and reuse .pyc files as a player's Python does (PYTHONDONTWRITEBYTECODE
is removed from their environment, and the output says so; --no-bytecode keeps it set:
compiled files already there are still read, so it costs only where there are none,
e.g. a fresh clone on a machine that sets it; the output says how many there are).
The kept game is made once, by the dev checkout, through the window's own autosave
(--kept-game, --kept-moves).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import _common
from _common import median

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"home": 1.3, "kept": 1.6}

BARE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("Hello"))
window.resize(1280, 860)
window.show()

def shown():
    print(f"STARTUP-CHECK shown: bare cpu-ms {time.process_time() * 1000:.1f} monotonic {time.monotonic():.6f}",
          flush=True)
    app.quit()

class FirstFrame(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, shown)
        return False

watch = FirstFrame()
window.installEventFilter(watch)
window.update()
sys.exit(app.exec())
"""

# Plays --kept-moves moves of a two-player game through the window with its autosave,
# then closes the window (which keeps the unfinished game for the next start).
MAKE_KEPT = r"""
import random, sys
from copenhagen_gui.core import registry
from copenhagen_gui.shell.main import build_window, create_app

game, moves = sys.argv[1], int(sys.argv[2])
app = create_app([])
window = build_window(app, offer_resume=False, start=False)
window.show()
spec = registry.get(game)
window.start_game(spec.default_options(2), ["Ada", "Bo"], seed=3, game_id=game)
session = window.session
rng = random.Random(1)
made = 0
while made < moves and not spec.is_over(session.state):
    seats = spec.seats_to_act(session.state)
    if not seats:
        break
    session.perform(rng.choice(list(spec.legal_actions(session.state, min(seats)))))
    app.processEvents()
    made += 1
steps = session.undo_stack.count()  # (the window lets go of its game when it closes)
window.close()
app.processEvents()
print("KEPT", made, steps, flush=True)
"""

BARE_SPEC = """
a = Analysis([{script!r}], excludes=["tkinter"], noarchive=True)
pyz = PYZ(a.pure)
exe = EXE(pyz, a.scripts, [], exclude_binaries=True, name="bare-window", console=False, upx=False,
          argv_emulation=False)
coll = COLLECT(exe, a.binaries, a.datas, name="bare-window", upx=False)
"""


class Child:
    """How to start one kind of child: its command, working folder, user folders."""

    def __init__(self, command: list[str], cwd: str, profile: Path | None = None):
        self.command, self.cwd, self.profile = command, cwd, profile


def run_child(child: Child, base: Path, env: dict) -> tuple[float, float]:
    """(wall ms from spawn to the first frame, CPU ms of the process by then). A kept
    game must be what the start shows, not the home screen."""
    home = Path(tempfile.mkdtemp(dir=base))
    if child.profile is not None:
        shutil.copytree(child.profile, home, dirs_exist_ok=True)
    env = dict(env, **_common.user_folder_env(str(home)))
    start = time.monotonic()
    proc = subprocess.run(child.command, cwd=child.cwd, env=env, capture_output=True, text=True, timeout=120)
    for line in proc.stdout.splitlines():
        if line.startswith("STARTUP-CHECK"):
            words = line.split()
            cpu = float(words[words.index("cpu-ms") + 1])
            moment = float(words[words.index("monotonic") + 1])
            shutil.rmtree(home, ignore_errors=True)
            if child.profile is not None and words[2] == "home-screen":
                raise RuntimeError("the kept game did not come back: the home screen was shown")
            return (moment - start) * 1000, cpu
    raise RuntimeError(f"{child.command}: no STARTUP-CHECK line (exit {proc.returncode})\n"
                       f"{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}")


def make_kept(base: Path, env: dict, game: str, moves: int) -> Path:
    """User folders holding an unfinished game of ``game``, made by this checkout."""
    home = base / f"kept-{game}"
    home.mkdir()
    child_env = dict(env, **_common.user_folder_env(str(home)))
    child_env.setdefault("QT_QPA_PLATFORM", "offscreen")
    proc = subprocess.run([sys.executable, "-c", MAKE_KEPT, game, str(moves)], cwd=ROOT, env=child_env,
                          capture_output=True, text=True, timeout=300)
    if "KEPT" not in proc.stdout:
        raise SystemExit(f"could not make the kept game:\n{proc.stdout}\n{proc.stderr[-3000:]}")
    made = proc.stdout.split("KEPT")[1].split()
    print(f"# kept game: {game}, two players, {made[0]} moves played ({made[1]} undo steps), autosaved by the window")
    return home


def bare_bundle(args) -> Path:
    """A bare PySide6 window bundled by the same PyInstaller and options as the app."""
    if args.bare_bundle is not None:
        return args.bare_bundle.resolve() / "bare-window"
    folder = ROOT / "build" / "startup" / "bare-bundle"
    program = folder / "dist" / "bare-window" / "bare-window"
    if program.exists():
        return program
    python = args.pyinstaller_python.absolute()  # not resolve(): a venv's python is a symlink
    if not python.exists():
        raise SystemExit(f"no Python with PyInstaller at {python}: run `make bundle` or pass --pyinstaller-python")
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / "bare_window.py"
    script.write_text(BARE, encoding="utf-8")
    spec = folder / "bare-window.spec"
    spec.write_text(BARE_SPEC.format(script=str(script)), encoding="utf-8")
    print(f"# building the bare bundle in {folder} (once)", flush=True)
    subprocess.run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", folder / "dist", "--workpath", folder / "work", spec], check=True)
    return program


def ways(args) -> dict[str, tuple[list[str], list[str], str]]:
    """Per way: the bare window's command, the app's command (without the profile), cwd."""
    outside = tempfile.gettempdir()  # not the checkout: the installed package is imported
    found = {}
    for how in args.how.split(","):
        if how == "dev":
            found[how] = ([sys.executable, "-c", BARE], [sys.executable, "-m", "copenhagen_gui", "--startup-check"],
                          str(ROOT))
        elif how == "wheel":
            if args.python is None:
                raise SystemExit("--how wheel needs --python (a venv's Python with the wheel installed)")
            python = str(args.python.absolute())  # the child runs in another folder
            found[how] = ([python, "-c", BARE], [python, "-m", "copenhagen_gui", "--startup-check"], outside)
        elif how == "bundle":
            if args.bundle is None:
                raise SystemExit("--how bundle needs --bundle DIR (make bundle: dist/bundle/copenhagen-gui)")
            program = args.bundle.resolve() / "copenhagen-gui"
            if not program.exists():
                raise SystemExit(f"no bundle program at {program}")
            found[how] = ([str(bare_bundle(args))], [str(program), "--startup-check"], outside)
        else:
            raise SystemExit(f"--how: dev, wheel or bundle, not {how!r}")
    return found


def pairs_of(bare: Child, app: Child, count: int, base: Path, env: dict) -> list[tuple]:
    run_child(bare, base, env)  # warm-up: .pyc files written, the file cache warm
    run_child(app, base, env)
    rows = []
    for i in range(count):
        if i % 2 == 0:
            b = run_child(bare, base, env)
            a = run_child(app, base, env)
        else:
            a = run_child(app, base, env)
            b = run_child(bare, base, env)
        rows.append((b, a))
        print(f"  pair {i + 1:2}: bare {b[0]:7.1f} ms wall {b[1]:6.1f} ms CPU | app {a[0]:7.1f} ms wall "
              f"{a[1]:6.1f} ms CPU | ratio wall {a[0] / b[0]:.2f}x CPU {a[1] / b[1]:.2f}x", flush=True)
    return rows


def summary(how: str, what: str, rows: list[tuple]) -> str:
    target = TARGETS[what]
    wall = [a[0] / b[0] for b, a in rows]
    cpu = [a[1] / b[1] for b, a in rows]
    good = median(cpu) <= target
    bare, app = [b for b, _ in rows], [a for _, a in rows]
    return (f"{how:6} {what:4} | bare {median([b[1] for b in bare]):6.1f} / app {median([a[1] for a in app]):6.1f}"
            f" ms CPU: ratio {median(cpu):.2f}x ({_common.spread(cpu)}) | bare {median([b[0] for b in bare]):6.1f}"
            f" / app {median([a[0] for a in app]):6.1f} ms wall: ratio {median(wall):.2f}x ({_common.spread(wall)})"
            f" | target <= {target}x (CPU): {'OK' if good else 'MISSED'}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=10)
    parser.add_argument("--how", default="dev", help="comma-separated: dev, wheel, bundle")
    parser.add_argument("--what", default="home,kept", help="comma-separated: home, kept")
    parser.add_argument("--python", type=Path, help="--how wheel: the Python of a venv with the wheel installed")
    parser.add_argument("--bundle", type=Path, help="--how bundle: the bundle's folder (holding copenhagen-gui)")
    parser.add_argument("--bare-bundle", type=Path, help="--how bundle: a bare bundle's folder (holding bare-window)")
    parser.add_argument("--pyinstaller-python", type=Path, default=ROOT / "build/bundle/venv/bin/python",
                        help="a Python with PyInstaller, to build the bare bundle")
    parser.add_argument("--kept-game", default="copenhagen-rw", help="the unfinished game of 'kept'")
    parser.add_argument("--kept-moves", type=int, default=60)
    parser.add_argument("--no-bytecode", action="store_true",
                        help="children keep PYTHONDONTWRITEBYTECODE=1 (.pyc files already there are still read)")
    args = parser.parse_args(argv)
    env = dict(os.environ)
    if not env.get("QT_QPA_PLATFORM"):
        env["QT_QPA_PLATFORM"] = "xcb" if env.get("DISPLAY") else "offscreen"
    if args.no_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's Python writes and reuses .pyc files
    print("\n".join(_common.machine_header("start-up, paired with a bare window (benchmarks/startup_bench.py)", env)))
    print(f"# platform {env['QT_QPA_PLATFORM']}, {args.pairs} pairs per row after one warm-up each", flush=True)
    print(f"# dev checkout before the warm-up: {_common.pyc_note(ROOT / 'copenhagen_gui')}", flush=True)
    lines = []
    with tempfile.TemporaryDirectory(prefix="startup-bench-") as folder:
        base = Path(folder)
        kept = make_kept(base, env, args.kept_game, args.kept_moves) if "kept" in args.what else None
        for how, (bare_cmd, app_cmd, cwd) in ways(args).items():
            for what in args.what.split(","):
                print(f"--- {how}: {what}", flush=True)
                rows = pairs_of(Child(bare_cmd, cwd), Child(app_cmd, cwd, kept if what == "kept" else None),
                                args.pairs, base, env)
                lines.append(summary(how, what, rows))
                print(lines[-1], flush=True)
    print("--- summary (per pair ratios: median, min–max)")
    print("\n".join(lines))
    print(f"# at end: {_common.load_note()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
