"""What keeping the game on disk costs, against the game's length.

    PYTHONPATH=. python benchmarks/autosave_bench.py [--game copenhagen-rw] [--seats 4] [--folder DIR]

A random game of the chosen game is played through a GameSession with its Autosaver (no
window). Around given lengths (number of actions in the record) it times, in CPU and
wall-clock milliseconds (medians):
  whole record   writing the whole record as the autosave file (serialise, temporary file,
                 fsync, rename, fsync of the folder): what the autosave did after every
                 change before the journal, and what it still does every COMPACT_EVERY
                 changes;
  in the click   what the Autosaver does inside a change (the session's state_changed):
                 the change found, its line appended to the journal (no fsync);
  fsync          the journal made durable, a moment after a change;
  per change     in the click + fsync + whole record / COMPACT_EVERY: the average cost of a
                 change, all of it off the click but the first term.
The folder (default: a temporary folder on the disk of the home folder) decides what an
fsync costs: tmpfs or a laptop disk give very different figures.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

LENGTHS = (25, 50, 100, 200, 300, 400)
SAMPLES = 15


class Timer:
    def __init__(self):
        self.cpu: list[float] = []
        self.wall: list[float] = []

    def __call__(self, work):
        c, w = time.process_time(), time.perf_counter()
        result = work()
        self.cpu.append(time.process_time() - c)
        self.wall.append(time.perf_counter() - w)
        return result

    def medians(self) -> tuple[float, float]:
        return statistics.median(self.cpu) * 1000, statistics.median(self.wall) * 1000


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="copenhagen-rw")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--folder", help="where the autosave is written (default: a temporary folder in HOME)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])
    if args.folder is None:
        with tempfile.TemporaryDirectory(prefix="autosave-bench-", dir=Path.home()) as folder:
            return run(args, app, Path(folder))
    return run(args, app, Path(args.folder))


def run(args, app, folder: Path) -> int:
    from copenhagen_gui.core import record as records
    from copenhagen_gui.core import registry
    from copenhagen_gui.session import storage
    from copenhagen_gui.session.game_session import GameSession

    path = folder / "autosave.json"
    spec = registry.get(args.game)
    rng = random.Random(1)
    print(f"{args.game}, {args.seats} seats, folder {folder}; ms, CPU / wall, median of {SAMPLES}")
    print(f"{'actions':>8} {'bytes':>7} {'whole record':>14} {'in the click':>14} {'fsync':>14} {'per change':>14}")
    lengths = list(LENGTHS)
    while lengths:
        session = GameSession.new_game(spec, spec.default_options(args.seats), [f"P{i}" for i in range(args.seats)],
                                       seed=rng.randrange(10 ** 6))
        autosaver = storage.Autosaver(session, path=path)
        # Time the autosaver's own handler of each change (the moves of the game: the
        # last SAMPLES before each length).
        in_click = Timer()
        session.state_changed.disconnect(autosaver._change_to_write)
        session.state_changed.connect(lambda t=in_click, a=autosaver: t(a._change_to_write))
        while lengths and not spec.is_over(session.state):
            state = session.state
            seat = rng.choice(list(spec.seats_to_act(state)))
            session.perform(rng.choice(list(spec.legal_actions(state, seat))))
            app.processEvents()
            if len(session.record.actions) < lengths[0]:
                continue
            click = Timer()
            click.cpu, click.wall = in_click.cpu[-SAMPLES:], in_click.wall[-SAMPLES:]
            autosaver.save_now()  # the journal starts again: no whole record in what follows
            whole, sync = Timer(), Timer()
            record = session.record
            for _ in range(SAMPLES):
                whole(lambda r=record: storage.write_autosave(r, path))
                autosaver.save_now()
                session.undo() if session.can_undo() else session.redo()
                autosaver._waiting.stop()
                sync(autosaver._make_safe)  # the journal's fsync, a moment after a change
            w, c, s = whole.medians(), click.medians(), sync.medians()
            per = tuple(c[i] + s[i] + w[i] / storage.COMPACT_EVERY for i in (0, 1))
            size = len(records.dumps(record).encode())
            print(f"{len(record.actions):>8} {size:>7} {w[0]:6.2f} /{w[1]:6.2f} {c[0]:6.3f} /{c[1]:6.3f} "
                  f"{s[0]:6.3f} /{s[1]:6.3f} {per[0]:6.3f} /{per[1]:6.3f}")
            lengths.pop(0)
        if lengths and spec.is_over(session.state) and len(session.record.actions) < lengths[0]:
            print(f"{lengths.pop(0):>8}  (longer than a game of {len(session.record.actions)} actions)")
        autosaver.cancel()
        storage.clear_autosave(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
