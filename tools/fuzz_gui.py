"""Random GUI events against the real main window, offscreen, for any of the three games,
checking after every event that nothing broke and that the game holds together.

    python tools/fuzz_gui.py --game lost-cities-rw            # 10,000 events, seed 1
    python tools/fuzz_gui.py --game all -n 2000 --seed 7      # each game in turn
    python tools/fuzz_gui.py --game copenhagen --avoid other-game,watch --failures-json f.json

The events (tools/gui_fuzz/events.py): legal moves of the game's engine performed
through the session; clicks, hovers and wheel turns on the table's items; keys; any
command of the menus and the toolbar (New game, Today's game of each game, Learn the
game, Watch a game, Undo/Redo, the History's past moments and back, the four languages,
Save As and Open in a scratch folder, Home ...); resizes; waits. Dialogs are answered at
once from the same random generator (tools/gui_fuzz/dialogs.py). When another game took
the table, the fuzzed game comes back through Game > New game now and then.

The checks after each event (tools/gui_fuzz/checks.py): no exception reaching Qt, no Qt
warning, the record replays to the state, the table shows the state, everything follows
the window's game, the autosave holds the game. The summary groups exceptions by their
root and mismatches by kind; exit status 1 on any. ``--avoid NAMES`` leaves events out
(an event's name, a menu action's name, or ``other-game``: anything that would put
another game on the table). User folders go to a scratch folder.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]  # this checkout's package

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")


def isolate_user_folders(base: Path) -> None:
    for var, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache")):
        path = base / sub
        path.mkdir(parents=True, exist_ok=True)
        os.environ[var] = str(path)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class Run:
    """One game's run: the fuzzer, the checks and the figures of the summary."""

    def __init__(self, args, scratch: Path):
        from gui_fuzz.checks import Consistency, Failures
        from gui_fuzz.events import Fuzzer

        self.args = args
        self.failures = Failures()
        self.fuzzer = Fuzzer(args.game, args.seed, args.legal, scratch, set(args.avoid), self.failures)
        self.consistency = Consistency(self.failures)
        self.slowest: list[tuple[float, int, str]] = []  # (seconds, index, event)
        self.seconds = 0.0

    def run(self) -> None:
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        fuzzer, failures = self.fuzzer, self.failures
        started = time.monotonic()
        for index in range(self.args.events):
            name = fuzzer.choose()
            failures.event = (index, name)
            faulthandler.dump_traceback_later(self.args.hang, exit=True)
            began = time.perf_counter()
            try:
                fuzzer.send(name)
                QApplication.processEvents()
            except Exception:  # noqa: BLE001 — an event that raises is a failure to count
                failures.exception(*sys.exc_info())
            self._timed(time.perf_counter() - began, index, name)
            failures.recent.append(name)
            self._step(fuzzer.close_strays)
            if index % 50 == 49:
                QTest.qWait(30)  # timers: computer players, banners, the autosave
            if index % 250 == 249:
                QTest.qWait(700)  # the dice settle, a watched game goes on
            self._step(lambda: self.consistency.check(fuzzer.window))
            self._step(fuzzer.count_finished)
            failures.event = (index, "back-to-the-game")  # what comes of it is its own
            self._step(fuzzer.back_to_the_game)
            if self.args.progress and index % self.args.progress == self.args.progress - 1:
                print(f"  {self.args.game}: {index + 1} events, {len(failures.items)} failures, "
                      f"{time.monotonic() - started:.0f} s", flush=True)
        faulthandler.cancel_dump_traceback_later()
        self.seconds = time.monotonic() - started

    def _step(self, step) -> None:
        try:
            step()
        except Exception:  # noqa: BLE001
            self.failures.exception(*sys.exc_info())

    def _timed(self, seconds: float, index: int, name: str) -> None:
        """The slowest events (a wait is slow on purpose)."""
        if name != "wait":
            self.slowest = sorted([*self.slowest, (seconds, index, name)], reverse=True)[:3]

    # --- the summary -------------------------------------------------------------------------

    def figures(self) -> dict:
        fuzzer, failures = self.fuzzer, self.failures
        counts = fuzzer.counts
        session = fuzzer.window.session
        return {
            "game": self.args.game, "events": self.args.events, "seed": self.args.seed,
            "avoid": sorted(self.args.avoid), "seconds": round(self.seconds),
            "event_mix": {k: v for k, v in sorted(counts.items()) if not k.startswith("menu:")},
            "legal_moves": dict(fuzzer.legal_moves),
            "actions_triggered": sum(v for k, v in counts.items() if k.startswith("menu:")),
            "menu_actions": {k[5:]: v for k, v in counts.most_common() if k.startswith("menu:")},
            "dialogs": dict(fuzzer.answers.counts.most_common()),
            "games_finished": dict(fuzzer.finished),
            "record_at_end": len(session.record.actions) if session is not None else 0,
            "checks_made": dict(self.consistency.made),
            "exceptions": failures.count("exception"),
            "mismatches": failures.count("mismatch"),
            "qt_warnings": failures.count("qt-warning"),
            "slowest": [{"seconds": round(s, 3), "event": i, "name": n} for s, i, n in self.slowest],
        }

    def report(self) -> int:
        figures = self.figures()
        failures = self.failures
        print(f"GUI fuzz of {figures['game']}: {figures['events']} events, seed {figures['seed']}, "
              f"{figures['seconds']} s" + (f", avoiding {','.join(figures['avoid'])}" if figures["avoid"] else ""))
        print(f"  events: {figures['event_mix']}")
        print(f"  legal moves: {figures['legal_moves']}; menu and toolbar actions triggered: "
              f"{figures['actions_triggered']}")
        print(f"  dialogs answered: {figures['dialogs']}")
        print(f"  games finished: {figures['games_finished']}; actions in the last game: {figures['record_at_end']}")
        slowest = figures["slowest"][0] if figures["slowest"] else {"seconds": 0, "event": -1, "name": "-"}
        print(f"  checks made after the events: {figures['checks_made']} (replay: when the game changed)")
        print(f"  slowest event: {slowest['seconds']} s (event {slowest['event']}, {slowest['name']})")
        for kind, title in (("exception", "exceptions"), ("mismatch", "mismatches"), ("qt-warning", "Qt warnings")):
            groups = failures.groups(kind)
            print(f"  {title}: {failures.count(kind)} in {len(groups)} group(s)")
            for group, count, first in groups:
                print(f"    {count:5d} x {group}")
                print(f"            first at event {first['event']} ({first['event_name']}); "
                      f"before it: {', '.join(first['recent'][-5:])}")
                if first["detail"] and kind == "exception":
                    print("            " + first["detail"].strip().replace("\n", "\n            ")[-1500:])
                elif first["detail"]:
                    print("            " + first["detail"][:300])
        total = len(failures.items)
        print(f"  failures (exceptions + mismatches + Qt warnings): {total}")
        if self.args.failures_json:
            Path(self.args.failures_json).write_text(
                json.dumps({"figures": figures, "failures": failures.items}, indent=1, ensure_ascii=False),
                encoding="utf-8")
        return 1 if total else 0


def run_one(args) -> int:
    tmp = Path(tempfile.mkdtemp(prefix="fuzz-gui-"))
    isolate_user_folders(tmp / "home")
    scratch = tmp / "files"
    scratch.mkdir()
    run = Run(args, scratch)
    try:
        run.run()
    except Exception:  # noqa: BLE001 — the summary still comes
        traceback.print_exc()
        run.failures.exception(*sys.exc_info())
    status = run.report()
    sys.stdout.flush()
    shutil.rmtree(tmp, ignore_errors=True)
    # Quit at once: closing the window and tearing down Qt objects is not what is fuzzed.
    os._exit(status)


def run_all(args, argv: list[str]) -> int:
    """Each game in a process of its own, one after the other."""
    status = 0
    merged = {}
    for game in GAMES:
        with tempfile.TemporaryDirectory(prefix="fuzz-gui-all-") as tmp:
            out = Path(tmp) / "failures.json"
            command = [sys.executable, __file__, *_without(argv, "--game", "--failures-json"),
                       "--game", game, "--failures-json", str(out)]
            done = subprocess.run(command, cwd=ROOT)
            status |= done.returncode != 0
            if out.exists():
                merged[game] = json.loads(out.read_text(encoding="utf-8"))
            else:
                print(f"  {game}: the run ended with status {done.returncode} before its summary")
    if args.failures_json:
        Path(args.failures_json).write_text(json.dumps(merged, indent=1, ensure_ascii=False), encoding="utf-8")
    return int(status)


def _without(argv: list[str], *options: str) -> list[str]:
    """``argv`` less the named options and their values."""
    out, skip = [], False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in options:
            skip = True
            continue
        if any(arg.startswith(o + "=") for o in options):
            continue
        out.append(arg)
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=[*GAMES, "all"], default="copenhagen-rw")
    parser.add_argument("-n", "--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--legal", type=float, default=0.3,
                        help="share of events that are a legal move (below 1; 0: GUI events only)")
    parser.add_argument("--avoid", type=lambda text: [n for n in text.split(",") if n], default=[],
                        help="comma-separated event or action names never sent (other-game: nothing that "
                             "puts another game on the table)")
    parser.add_argument("--failures-json", help="write the figures and every failure there")
    parser.add_argument("--progress", type=int, default=1000, help="a line every N events (0: none)")
    parser.add_argument("--hang", type=float, default=300.0,
                        help="seconds one event may take before the run stops with every thread's stack")
    args = parser.parse_args(argv)
    if args.game == "all":
        return run_all(args, argv)
    return run_one(args)


if __name__ == "__main__":
    raise SystemExit(main())
