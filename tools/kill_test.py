"""Kill the real app with SIGKILL while a game is played, start it again, and check that
every completed action came back.

    python tools/kill_test.py --kills 20 --game copenhagen-rw
    python tools/kill_test.py --kills 20 --game all --out kill-results.json

Each round starts the real window (``shell.main.open_window``: the kept game comes back by
itself, else the home screen and then a new game of ``--game`` with people only) in a
throw-away profile (HOME and the XDG folders in a temporary folder; offscreen unless
``--platform xcb``, e.g. under xvfb-run). The play process takes random steps 0-250 ms
apart: a legal action of a seat to act (through the window's session, as the table
does), ~8% Undo and ~4% Redo (the window's own actions). Around every step it appends to
an external log, fsync'd: ``step`` (the record before) and, once the step has returned,
``done`` (the record after). A record is named by the SHA-256 of its JSON.

Half the rounds are killed at a random moment 1-5 s after the first step; the other half
right after a move: 0-120 ms after the N-th ``done`` line appears (N random, 1-15), the
moments when a write still waits. Then the real window starts again in the same profile
and says what came back on its table. A round is:
  ok       the record that came back is the last ``done`` one (or, killed between a
           step and its ``done`` line, that step's before or after; a finished game
           is not kept);
  LOST     an earlier record came back: the completed actions after it are counted;
  WRONG    nothing, or a record the log never had, came back;
  and it notes message boxes, leftover temporary files and files set aside.
Exit status 0 when no completed action was lost.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's package, whatever is installed
GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")
START_TIMEOUT_S = 120  # a start-up under heavy load takes seconds, never minutes


def fingerprint(record) -> str:
    from copenhagen_gui.core import record as records

    return hashlib.sha256(records.dumps(record).encode("utf-8")).hexdigest()[:16]


# --- inside the app's process --------------------------------------------------------


def _start_app(boxes: list):
    """The real application and its first window; message boxes are noted in ``boxes``
    and answered with their default button (a kill test has no one to click)."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    from copenhagen_gui.shell.main import create_app, open_window

    def answer(box):
        boxes.append({"name": box.objectName(), "text": box.text(), "info": box.informativeText()})
        button = box.defaultButton()
        return box.standardButton(button) if button is not None else QMessageBox.StandardButton.Ok

    QMessageBox.exec = answer
    QDialog.exec = lambda dialog: QDialog.DialogCode.Rejected
    app = create_app([])
    return app, open_window(app, [])


def play(args) -> None:
    log = os.open(args.log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def note(event: str, **fields) -> None:
        os.write(log, (json.dumps({"ev": event, "t": time.time(), **fields}) + "\n").encode())
        os.fsync(log)

    boxes: list = []
    sys.excepthook = lambda kind, exc, tb: note("exception", text=f"{kind.__name__}: {exc}")
    app, window = _start_app(boxes)
    for box in boxes:
        note("box", **box)
    from PySide6.QtCore import QTimer

    from copenhagen_gui.core import registry

    rng = random.Random(args.seed)
    spec = registry.get(args.game)

    def ensure_game() -> None:
        s = window.session
        if s is None or s.spec.game_id != args.game or s.spec.is_over(s.state):
            seats = rng.randint(spec.min_seats, min(spec.max_seats, 4))
            window.start_game(spec.default_options(seats), [f"P{i + 1}" for i in range(seats)],
                              game_id=args.game)
            note("new", sha=fingerprint(window.session.record))

    def step() -> None:
        ensure_game()
        s = window.session
        note("step", before=fingerprint(s.record))
        r = rng.random()
        if r < 0.08 and s.can_undo():
            window.actions.get("undo").trigger()
        elif r < 0.12 and s.can_redo():
            window.actions.get("redo").trigger()
        else:
            seats = list(s.spec.seats_to_act(s.state))
            moves = list(s.spec.legal_actions(s.state, rng.choice(seats))) if seats else []
            if moves:
                s.perform(rng.choice(moves))
        s = window.session
        note("done", sha=fingerprint(s.record), n=len(s.record.actions), over=bool(s.spec.is_over(s.state)))
        QTimer.singleShot(rng.randint(0, args.step_max_ms), step)

    QTimer.singleShot(0, step)
    app.exec()


def check(args) -> None:
    """Write what came back on the table, and the files of the data folder; then stop
    at once (no closing: the files stay as the kill left them)."""
    boxes: list = []
    app, window = _start_app(boxes)
    app.processEvents()
    s = window.session
    data = Path(os.environ["XDG_DATA_HOME"])
    files = sorted(str(p.relative_to(data)) for p in data.rglob("*") if p.is_file() or p.is_symlink())
    result = {"sha": fingerprint(s.record) if s is not None and s.spec.game_id == args.game else None,
              "boxes": boxes, "files": files}
    Path(args.result).write_text(json.dumps(result))
    os._exit(0)


# --- the driver ------------------------------------------------------------------------


def throwaway_profile() -> tuple[Path, dict]:
    base = Path(tempfile.mkdtemp(prefix="kill-test-"))
    env = dict(os.environ)
    for var, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache"),
                     ("XDG_RUNTIME_DIR", ".runtime")):
        (base / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(base / sub)
    os.chmod(base / ".runtime", 0o700)
    return base, env


def read_log(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def wait_for(condition, limit: float) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.001)  # polling another process's file: nothing to wait on
    return False


def one_round(args, game: str, base: Path, env: dict, rng: random.Random, after_move: bool) -> dict:
    log = base / "actions.log"
    log.write_text("")
    me = str(Path(__file__).resolve())
    child = subprocess.Popen([sys.executable, me, "--child", "play", "--game", game, "--log", str(log),
                              "--seed", str(rng.randrange(10 ** 9)), "--step-max-ms", str(args.step_max_ms)],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def dones() -> int:
        return sum(1 for e in read_log(log) if e["ev"] == "done")

    started = wait_for(lambda: dones() > 0 or child.poll() is not None, START_TIMEOUT_S)
    how = "after a move" if after_move else "at a random moment"
    if started and after_move:
        target = rng.randint(1, 15)
        wait_for(lambda: dones() >= target or child.poll() is not None, 60)
        time.sleep(rng.uniform(0, 0.12))
    elif started:
        time.sleep(rng.uniform(1.0, 5.0))
    killed_at = time.time()
    exited_by_itself = child.poll() is not None
    if not exited_by_itself:
        os.kill(child.pid, signal.SIGKILL)
    child.wait()
    result = base / "check.json"
    result.unlink(missing_ok=True)
    checked = subprocess.run([sys.executable, me, "--child", "check", "--game", game, "--result", str(result)],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=START_TIMEOUT_S)
    got = json.loads(result.read_text()) if result.exists() else None
    entries = read_log(log)
    verdict = judge(entries, got)
    files = got["files"] if got else []
    return {
        "game": game, "kill": how, **verdict,
        "actions_logged": sum(1 for e in entries if e["ev"] == "done"),
        "changes_logged": changes(entries),
        "age_of_last_action_ms": _age(entries, killed_at),
        "exited_by_itself": exited_by_itself,
        "play_errors": [e for e in entries if e["ev"] in ("exception", "box")],
        "check_boxes": got["boxes"] if got else None,
        "check_error": None if got else checked.stderr.decode(errors="replace")[-1500:],
        "tmp_files": [f for f in files if f.endswith(".tmp")],
        "set_aside": [f for f in files if f.endswith(".broken")],
    }


def changes(entries: list[dict]) -> int:
    """Steps that changed the game (an undo with nothing to undo changes nothing)."""
    count, before = 0, None
    for e in entries:
        if e["ev"] == "step":
            before = e["before"]
        elif e["ev"] == "done" and e["sha"] != before:
            count += 1
    return count


def _age(entries, killed_at):
    done = [e for e in entries if e["ev"] == "done"]
    return round((killed_at - done[-1]["t"]) * 1000) if done else None


def judge(entries: list[dict], got: dict | None) -> dict:
    """Compare what came back with the log (see the module's docstring)."""
    if got is None:
        return {"verdict": "CHECK-FAILED", "lost": 0}
    states = [e for e in entries if e["ev"] in ("new", "done")]
    if not states:
        return {"verdict": "no-moves", "lost": 0}
    back, last = got["sha"], states[-1]
    known = [s["sha"] for s in states]
    in_flight = entries[-1]["ev"] == "step"
    if back == last["sha"]:
        return {"verdict": "ok", "lost": 0, "detail": "a step in flight, not done" if in_flight else "the last done"}
    if in_flight and back is not None and back not in known:
        return {"verdict": "ok", "lost": 0, "detail": "a step in flight, done but not yet logged"}
    if back is None:
        news = [i for i, s in enumerate(states) if s["ev"] == "new"]
        since_new = states[news[-1]:] if news else states
        if last.get("over") or (news and {s["sha"] for s in since_new} == {since_new[0]["sha"]}):
            return {"verdict": "ok", "lost": 0, "detail": "finished, or new and not changed"}
        return {"verdict": "WRONG", "lost": _changed(since_new), "detail": "nothing came back"}
    if back in known:
        j = len(known) - 1 - known[::-1].index(back)
        lost = _changed(states[j:])
        return {"verdict": "LOST" if lost else "ok", "lost": lost}
    return {"verdict": "WRONG", "lost": 1, "detail": "a record the log never had"}


def _changed(states: list[dict]) -> int:
    """How many changes of the game these consecutive records hold after the first."""
    return sum(1 for a, b in zip(states, states[1:]) if a["sha"] != b["sha"])


def run_game(args, game: str, rng: random.Random) -> list[dict]:
    base, env = throwaway_profile()
    env["QT_QPA_PLATFORM"] = args.platform
    rounds = []
    try:
        for k in range(args.kills):
            row = one_round(args, game, base, env, rng, after_move=k % 2 == 1)
            rounds.append(row)
            if not args.quiet:
                shown = {key: row.get(key) for key in ("game", "kill", "verdict", "lost", "detail",
                                                       "changes_logged", "age_of_last_action_ms")}
                print(json.dumps(shown), flush=True)
    finally:
        if args.keep:
            print(f"profile kept: {base}", flush=True)
        else:
            shutil.rmtree(base, ignore_errors=True)
    return rounds


def summary(rounds: list[dict]) -> dict:
    return {
        "kills": len(rounds),
        "actions_logged": sum(r["actions_logged"] for r in rounds),
        "changes_logged": sum(r["changes_logged"] for r in rounds),
        "actions_lost": sum(r["lost"] for r in rounds),
        "verdicts": dict(Counter(r["verdict"] for r in rounds)),
        "how": dict(Counter(r.get("detail", "") for r in rounds)),
        "rounds_with_message_boxes": sum(1 for r in rounds if r["check_boxes"] or r["play_errors"]),
        "tmp_files_left": max((len(r["tmp_files"]) for r in rounds), default=0),
        "files_set_aside": max((len(r["set_aside"]) for r in rounds), default=0),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="copenhagen-rw", choices=(*GAMES, "all"))
    parser.add_argument("--kills", type=int, default=20, help="kills per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--step-max-ms", type=int, default=250, help="longest pause between two steps")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM of the app (xcb under Xvfb)")
    parser.add_argument("--out", help="write every round and the summary to this JSON file")
    parser.add_argument("--quiet", action="store_true", help="print the summary only")
    parser.add_argument("--keep", action="store_true", help="keep the throw-away profile (to look at its files)")
    parser.add_argument("--child", choices=("play", "check"), help=argparse.SUPPRESS)
    parser.add_argument("--log", help=argparse.SUPPRESS)
    parser.add_argument("--result", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child == "play":
        play(args)
        return 0
    if args.child == "check":
        check(args)
        return 0
    rng = random.Random(args.seed)
    games = GAMES if args.game == "all" else (args.game,)
    results = {game: run_game(args, game, rng) for game in games}
    report = {game: summary(rounds) for game, rounds in results.items()}
    for game, figures in report.items():
        print(f"RESULT {game}: " + json.dumps(figures), flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps({"summary": report, "rounds": results}, indent=1))
    return 0 if all(f["actions_lost"] == 0 and not f["verdicts"].get("WRONG") and not f["verdicts"].get("CHECK-FAILED")
                    for f in report.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
