"""The first Statistics window of a run of the app, with N finished games in the
statistics (issue 29: <= 60 ms with 1,000 games).

The games are made once: random complete games of the three games (two or three seats,
"Ada" at every table, a computer player at some), played through a GameSession and kept
with the statistics store's own ``record_finished``, one finished an hour apart; the
remembered player names are set to Ada and Bo, as a returning player's are.

Then, per run, a fresh process starts the program as a player does (the home screen:
``shell.main.open_window``), lets it settle, and times a click on the home screen's
"Statistics…" button until the Statistics window has been shown and painted: wall and
process CPU time, and the resident memory it added (VmRSS). Also the game tables that
exist afterwards (a window that built them to read their titles pays for it) and a
reopen (hidden, then the button again).

    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 2600x1500x24" \\
        python benchmarks/statistics_bench.py [--counts 0,1000] [--runs 7] [--profile PREFIX]

Children write and reuse .pyc files as a player's Python does (PYTHONDONTWRITEBYTECODE
is removed from their environment).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import _common
from _common import median, p95

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 60.0

MAKE_GAMES = r"""
import datetime, random, sys, time
from copenhagen_gui.core import registry
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.session.statistics import StatisticsStore
from copenhagen_gui.shell.main import create_app
from copenhagen_gui.shell.settings import Settings

count = int(sys.argv[1])
app = create_app([])
store = StatisticsStore()
games = ("copenhagen-rw", "copenhagen", "lost-cities-rw")
others = ("Bo", "Cy", "Di")
start = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
began = time.perf_counter()
for i in range(count):
    spec = registry.get(games[i % 3])
    seats = 2 + i % 2
    rng = random.Random(i)
    names = ["Ada", *rng.sample(others, seats - 1)]
    bots = [None] * seats
    if i % 4 == 1:
        bots[-1] = ("easy", "normal", "strong")[i % 3]
    session = GameSession.new_game(spec, spec.default_options(seats), names, seed=i, bots=bots)
    while not spec.is_over(session.state):
        seat = min(spec.seats_to_act(session.state))
        session.perform(rng.choice(list(spec.legal_actions(session.state, seat))))
    assert store.record_finished(session, start + datetime.timedelta(hours=i)), store.take_notices()
    session.deleteLater()
settings = Settings()
settings.player_names = ["Ada", "Bo"]
settings.sync()
print(f"MADE {count} {time.perf_counter() - began:.1f}", flush=True)
"""

MEASURE = r"""
import os, sys, time
from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
from PySide6.QtTest import QTest
from copenhagen_gui.shell.main import create_app, open_window

def rss_mib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024

app = create_app([])
window = open_window(app, [])
end = time.perf_counter() + 0.6  # the first frame, and what comes just after it
while time.perf_counter() < end:
    app.processEvents()
    time.sleep(0.01)
assert window.home_shown(), "the home screen is not in front"
button = window.home.statistics_button
flags = QEventLoop.ProcessEventsFlag.AllEvents | QEventLoop.ProcessEventsFlag.WaitForMoreEvents

class FirstPaint(QObject):
    painted = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            QTimer.singleShot(0, lambda: setattr(self, "done", True))
        return False

def open_statistics():
    rss, wall, cpu = rss_mib(), time.perf_counter(), time.process_time()
    # Qt named here, not before the clock: PySide6 makes its enums when first named,
    # which the Statistics window (it imports Qt) pays for on a player's first opening.
    from PySide6.QtCore import Qt
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    shown = window.statistics.statistics_window
    watch = FirstPaint()
    watch.done = False
    shown.installEventFilter(watch)  # shown by the click, painted once the X server exposes it
    guard = QTimer()
    guard.start(5000)
    while not watch.done and time.perf_counter() - wall < 5:
        app.processEvents(flags)
    assert watch.done, "the Statistics window was not painted"
    result = (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000, rss_mib() - rss
    shown.removeEventFilter(watch)
    return result

profile = os.environ.get("STATISTICS_BENCH_PROFILE")
if profile:
    import cProfile
    profiler = cProfile.Profile()
    profiler.enable()
first = open_statistics()
if profile:
    profiler.disable()
    profiler.dump_stats(profile)
window.statistics.statistics_window.hide()
end = time.perf_counter() + 0.3
while time.perf_counter() < end:
    app.processEvents()
    time.sleep(0.01)
again = open_statistics()
tables = ",".join(sorted(window.modes.built)) or "none"
print(f"FIRST {first[0]:.2f} {first[1]:.2f} {first[2]:.2f} AGAIN {again[0]:.2f} {again[1]:.2f} TABLES {tables}",
      flush=True)
os._exit(0)
"""


def make_profile(base: Path, env: dict, count: int) -> Path:
    home = base / f"profile-{count}"
    home.mkdir()
    child_env = dict(env, **_common.user_folder_env(str(home)))
    child_env["QT_QPA_PLATFORM"] = "offscreen"
    proc = subprocess.run([sys.executable, "-c", MAKE_GAMES, str(count)], cwd=ROOT, env=child_env,
                          capture_output=True, text=True, timeout=3600)
    if "MADE" not in proc.stdout:
        raise SystemExit(f"could not make the games:\n{proc.stdout}\n{proc.stderr[-3000:]}")
    seconds = proc.stdout.split("MADE")[1].split()[1]
    size = sum(p.stat().st_size for p in home.rglob("*") if p.is_file())
    print(f"# {count} finished games made and kept through the store in {seconds} s "
          f"(user folders {size / 1e6:.1f} MB)", flush=True)
    return home


def measure(profile: Path, base: Path, env: dict, cprofile: str | None = None) -> dict:
    home = Path(tempfile.mkdtemp(dir=base))
    shutil.copytree(profile, home, dirs_exist_ok=True)
    child_env = dict(env, **_common.user_folder_env(str(home)))
    if cprofile:
        child_env["STATISTICS_BENCH_PROFILE"] = cprofile
    proc = subprocess.run([sys.executable, "-c", MEASURE], cwd=ROOT, env=child_env, capture_output=True,
                          text=True, timeout=300)
    shutil.rmtree(home, ignore_errors=True)
    line = next((x for x in proc.stdout.splitlines() if x.startswith("FIRST")), None)
    if line is None:
        raise RuntimeError(f"no result (exit {proc.returncode})\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}")
    words = line.split()
    return {"wall": float(words[1]), "cpu": float(words[2]), "rss": float(words[3]),
            "again_wall": float(words[5]), "again_cpu": float(words[6]), "tables": words[8]}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", default="0,1000", help="games in the statistics, comma-separated")
    parser.add_argument("--runs", type=int, default=7, help="fresh processes per count (after one warm-up)")
    parser.add_argument("--profile", metavar="PREFIX",
                        help="one more run per count with a cProfile of the first opening: PREFIX-<count>.prof")
    args = parser.parse_args(argv)
    env = dict(os.environ)
    if not env.get("QT_QPA_PLATFORM"):
        env["QT_QPA_PLATFORM"] = "xcb" if env.get("DISPLAY") else "offscreen"
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's Python writes and reuses .pyc files
    print("\n".join(_common.machine_header("first Statistics window (benchmarks/statistics_bench.py)", env)))
    print(f"# platform {env['QT_QPA_PLATFORM']}, {args.runs} runs per count, each a fresh process", flush=True)
    lines = []
    with tempfile.TemporaryDirectory(prefix="statistics-bench-") as folder:
        base = Path(folder)
        for count in (int(c) for c in args.counts.split(",")):
            profile = make_profile(base, env, count)
            measure(profile, base, env)  # warm-up: .pyc files, the file cache
            rows = []
            for run in range(args.runs):
                rows.append(measure(profile, base, env))
                r = rows[-1]
                print(f"  {count:5} games, run {run + 1}: first {r['cpu']:6.1f} ms CPU {r['wall']:6.1f} ms wall "
                      f"+{r['rss']:.1f} MiB | reopen {r['again_cpu']:5.1f} ms CPU {r['again_wall']:5.1f} ms wall | "
                      f"game tables built: {r['tables']}", flush=True)
            cpu = [r["cpu"] for r in rows]
            wall = [r["wall"] for r in rows]
            good = median(cpu) <= TARGET_MS
            lines.append(
                f"{count:5} games | first Statistics window: CPU median {median(cpu):6.1f} p95 {p95(cpu):6.1f} ms, "
                f"wall median {median(wall):6.1f} p95 {p95(wall):6.1f} ms,"
                f" RSS +{median([r['rss'] for r in rows]):.1f} MiB"
                f" | reopen CPU {median([r['again_cpu'] for r in rows]):5.1f} ms | tables built: {rows[0]['tables']}"
                f" | target <= {TARGET_MS:g} ms (CPU): {'OK' if good else 'MISSED'}")
            print(lines[-1], flush=True)
            if args.profile:
                measure(profile, base, env, f"{os.path.abspath(args.profile)}-{count}.prof")
    print("--- summary")
    print("\n".join(lines))
    print(f"# at end: {_common.load_note()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
