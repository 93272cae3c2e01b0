"""Hostile game files of the three games through the window's open path and the
`replay` command.

    python tools/fuzz_files.py                  # 1,000 files, seed 1
    python tools/fuzz_files.py -n 200 --seed 5 --timeout 20

The files are every named case of tests/hostile/hostile_files.py (huge integers, lone
surrogates, endless names, pipes, sockets, folders, /dev/zero behind a symlink, files
far too large ...), a valid unfinished and a finished game of each game, and then
random mutations of the golden records of all three games, up to N.

Each file goes
- through the real MainWindow (offscreen, in a worker process under a memory limit):
  ``open_file`` must either open it (then a move, undo and Save As must work and the
  game must replay to the session's state) or show the open-error box; and
- through ``python -m copenhagen_gui replay FILE``: exit status 0, or 1 with one line
  ``FILE: reason`` on stderr.

A failure is: an exception or traceback, a crash, a hang (no answer within the
timeout), a file changed by either path, or the two paths disagreeing (one opens what
the other refuses). Exit status 0 when there was no failure.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from worker_probe import ROOT, WorkerProbe, limit_memory, search_paths, user_folders

search_paths()  # this checkout's package and the generator


# --- making the files ---------------------------------------------------------------------

def make_files(folder: Path, count: int, seed: int) -> list[tuple[Path, str]]:
    from hostile_files import CASES, GOLDEN_ALL_GAMES, golden, make_case, random_case

    files = []
    for index, source in enumerate(GOLDEN_ALL_GAMES):  # each game's own records, valid
        for actions in (5, None):
            path = folder / f"{len(files):04d}-valid-{source.stem}-{actions or 'all'}.json"
            path.write_text(json.dumps(golden(index, actions, GOLDEN_ALL_GAMES), indent=1), encoding="utf-8")
            files.append((path, "named"))
    for name in sorted(CASES):
        path = folder / f"{len(files):04d}-{name}.json"
        make_case(name, path)
        files.append((path, "named"))
    rng = random.Random(seed)
    while len(files) < count:
        path = folder / f"{len(files):04d}.json"
        files.append((path, random_case(path, rng, GOLDEN_ALL_GAMES)))
    return files[:count]


# --- the window's side: a worker process ------------------------------------------------------

def worker(scratch: Path) -> None:
    """Answer {"path": ...} requests (worker_probe.serve): open the file in the window."""
    from hostile_files import snapshot
    from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
    from worker_probe import serve

    from copenhagen_gui.core.record import load_file, replay
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    app = QApplication.instance() or QApplication([])
    boxes = []

    def box_exec(box):
        boxes.append(box.objectName())
        return QMessageBox.StandardButton.Discard  # an unsaved game may go
    QMessageBox.exec = box_exec
    QMessageBox.critical = staticmethod(lambda *a, **k: boxes.append("critical"))
    window = MainWindow(Settings())
    window.start(offer_resume=False)
    window.show()
    saved_as = scratch / "saved-as.json"
    QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: (str(saved_as), ""))

    def handle(request: dict) -> dict:
        path = Path(request["path"])
        boxes.clear()
        errors = []
        before = snapshot(path)
        result = {"path": str(path), "errors": errors}
        try:
            opened = window.open_file(path)
            app.processEvents()
            if opened:
                session = window.session
                if replay(session.record)[-1] != session.state:
                    errors.append("opened, but the record does not replay to the state")
                move = _a_persons_move(session)
                if move is not None:
                    session.perform(move)
                    window.actions.get("undo").trigger()
                    app.processEvents()
                if not window.save_as() or load_file(saved_as) != session.record:
                    errors.append("opened, but Save As did not write the game")
            elif boxes != ["open-error-box"]:
                errors.append(f"refused without the open-error box (boxes: {boxes})")
            result["opened"] = bool(opened)
        finally:
            result["modified"] = snapshot(path) != before
        return result

    serve(handle)


# --- the command line's side ------------------------------------------------------------------

def run_replay(path: Path, env: dict, timeout: float) -> dict:
    from hostile_files import snapshot

    before = snapshot(path)
    try:
        done = subprocess.run([sys.executable, "-m", "copenhagen_gui", "replay", str(path)],
                              capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT,
                              preexec_fn=limit_memory, errors="replace")
    except subprocess.TimeoutExpired:
        return {"hang": True, "modified": snapshot(path) != before}
    result = {"status": done.returncode, "modified": snapshot(path) != before}
    lines = done.stderr.splitlines()
    if "Traceback" in done.stderr or done.returncode not in (0, 1):
        result["error"] = done.stderr[-2000:] or f"status {done.returncode}"
    elif done.returncode == 1 and (len(lines) != 1 or not lines[0].startswith(f"{path}: ")):
        result["error"] = f"not one 'FILE: reason' line: {done.stderr[:300]!r}"
    result["reason"] = lines[0][len(str(path)) + 2:] if done.returncode == 1 and lines else ""
    return result


def _reason_kind(reason: str) -> str:
    """'action 12: illegal action (wrong_player): {...}' -> 'illegal action (wrong_player)'."""
    reason = re.sub(r"^action \d+: ", "", reason)
    return re.split(r":", reason, maxsplit=1)[0]


# --- the run -------------------------------------------------------------------------------

def _a_persons_move(session):
    """A legal move of a person whose turn it is (the game's engine says which), or None."""
    spec, state = session.spec, session.state
    for seat in sorted(spec.seats_to_act(state)):
        if not session.bots[seat]:
            moves = spec.legal_actions(state, seat)
            if moves:
                return moves[0]
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--files", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds one file may take")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker is not None:
        worker(args.worker)
        return 0

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="fuzz-files-") as tmp:
        tmp = Path(tmp)
        folder, scratch = tmp / "files", tmp / "scratch"
        folder.mkdir()
        scratch.mkdir()
        env = user_folders(tmp / "home")
        files = make_files(folder, args.files, args.seed)
        probe = WorkerProbe(Path(__file__), env, args.timeout, (str(scratch),))
        outcomes = collections.Counter()
        reasons = collections.Counter()
        failures = []
        try:
            for index, (path, kind) in enumerate(files):
                window = probe.ask({"path": str(path)})
                cli = run_replay(path, env, args.timeout)
                problems = []
                if window.get("hang"):
                    problems.append("window: hang")
                if window.get("crash"):
                    problems.append("window: " + window["crash"])
                problems += ["window: " + e for e in window.get("errors", [])]
                if window.get("modified"):
                    problems.append("window: the file was changed")
                if cli.get("hang"):
                    problems.append("replay: hang")
                if cli.get("error"):
                    problems.append("replay: " + cli["error"])
                if cli.get("modified"):
                    problems.append("replay: the file was changed")
                if "opened" in window and "status" in cli and window["opened"] != (cli["status"] == 0):
                    problems.append(f"disagree: window opened={window['opened']}, replay status={cli['status']}")
                if problems:
                    failures.append((path.name, kind, problems))
                    outcomes[(kind, "FAILED")] += 1
                else:
                    outcomes[(kind, "opened" if window["opened"] else "refused")] += 1
                    if cli.get("reason"):
                        reasons[_reason_kind(cli["reason"])] += 1
                if index % 100 == 99:
                    print(f"  {index + 1} files, {len(failures)} failures, "
                          f"{time.monotonic() - started:.0f} s", flush=True)
        finally:
            probe.stop()
    kinds = sorted({k for k, _ in outcomes})
    print(f"File fuzz: {len(files)} files, seed {args.seed}, {time.monotonic() - started:.0f} s")
    print(f"  {'category':<12} {'files':>5} {'opened':>7} {'refused':>8} {'FAILED':>7}")
    totals = [0, 0, 0]
    for kind in kinds:
        row = [outcomes[(kind, o)] for o in ("opened", "refused", "FAILED")]
        totals = [t + r for t, r in zip(totals, row)]
        print(f"  {kind:<12} {sum(row):>5} {row[0]:>7} {row[1]:>8} {row[2]:>7}")
    print(f"  {'total':<12} {sum(totals):>5} {totals[0]:>7} {totals[1]:>8} {totals[2]:>7}")
    print("  (opened = valid, opened by the window and replayed with status 0; refused = the "
          "open-error box and 'FILE: reason' with status 1, both)")
    print(f"  reasons given by replay: {dict(reasons.most_common())}")
    print(f"  failures (traceback, hang, crash, changed file, disagreement): {len(failures)}")
    for name, kind, problems in failures[:20]:
        print(f"  - {name} ({kind}): " + " | ".join(p.strip()[-400:] for p in problems))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
