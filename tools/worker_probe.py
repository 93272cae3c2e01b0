"""What the stress tools share: a worker process that drives the real window, asked one
case at a time and restarted after a hang or a crash, throw-away user folders, and
snapshots that tell whether a file was changed.

A tool runs itself with ``--worker``: ``serve(handle)`` then reads one JSON request per
line on stdin and answers one JSON line, ``handle(request)``'s dict plus ``errors``
(every exception that reached ``sys.excepthook`` or escaped ``handle``) and
``memory_mb`` (the process's peak so far). The tool's side, ``WorkerProbe.ask``,
returns that answer, or ``{"hang": True}`` when none came in time, or ``{"crash": ...}``
when the process died. No Qt here: the worker imports it.
"""

from __future__ import annotations

import collections
import json
import os
import re
import resource
import selectors
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = ROOT / "tests" / "hostile"
MEMORY_LIMIT = 4 * 1024**3  # bytes of address space: unbounded reading fails fast
MEMORY_REPORTED_MB = 1024  # a case that needs more than this is a failure
START_GRACE_S = 60  # a fresh worker's first answer also waits for Qt and the window


def search_paths() -> None:
    """This checkout's package and the hostile generators of tests/hostile."""
    for folder in (str(ROOT), str(HOSTILE), str(ROOT / "tests" / "games" / "copenhagen_rw" / "ui")):
        if folder not in sys.path:
            sys.path.insert(0, folder)


def user_folders(base: Path) -> dict:
    """An environment whose user folders (settings, data, logs) are all under ``base``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache")):
        path = base / sub
        path.mkdir(parents=True, exist_ok=True)
        env[var] = str(path)
    return env


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


# --- the worker's side -------------------------------------------------------------------

def serve(handle: Callable[[dict], dict]) -> None:
    """Answer requests read on stdin, one JSON line each, until stdin closes."""
    errors: list[str] = []
    sys.excepthook = lambda *exc: errors.append("".join(traceback.format_exception(*exc)))
    for line in sys.stdin:
        errors.clear()
        try:
            answer = handle(json.loads(line))
        except BaseException:  # noqa: BLE001 — MemoryError, RecursionError: all count
            answer = {}
            errors.append(traceback.format_exc())
        answer["errors"] = answer.get("errors", []) + list(errors)
        answer["memory_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
        print(json.dumps(answer), flush=True)


# --- the tool's side ---------------------------------------------------------------------

class WorkerProbe:
    """The worker process of ``script`` (run with ``--worker`` and ``args``)."""

    def __init__(self, script: Path, env: dict, timeout: float, args: tuple[str, ...] = ()):
        self.command = [sys.executable, str(script), "--worker", *args]
        self.env, self.timeout = env, timeout
        self.process: subprocess.Popen | None = None
        self.fresh = False

    def _start(self) -> None:
        self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, env=self.env, cwd=ROOT,
                                        preexec_fn=limit_memory)
        self.fresh = True

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None

    def ask(self, request: dict) -> dict:
        if self.process is None:
            self._start()
        try:
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            return self._ended()
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        ready = selector.select(self.timeout + (START_GRACE_S if self.fresh else 0))
        selector.close()
        self.fresh = False
        if not ready:
            self.stop()
            return {"hang": True}
        line = self.process.stdout.readline()
        if not line:
            return self._ended()
        answer = json.loads(line)
        if answer.get("memory_mb", 0) > MEMORY_REPORTED_MB:
            self.stop()  # a fresh process for the next case: the peak is per process
        return answer

    def _ended(self) -> dict:
        code = self.process.wait()
        self.process = None
        return {"crash": f"the worker ended with status {code}"}


def problems(answer: dict) -> list[str]:
    """What went wrong in a worker's answer: hang, crash, exceptions, memory."""
    found = []
    if answer.get("hang"):
        found.append("hang")
    if answer.get("crash"):
        found.append(answer["crash"])
    found += [error.strip()[-600:] for error in answer.get("errors", [])]
    if answer.get("memory_mb", 0) > MEMORY_REPORTED_MB:
        found.append(f"memory {answer['memory_mb']} MB")
    return found


# --- was anything changed? ------------------------------------------------------------------

def snapshot_tree(root: Path, skip: tuple[Path, ...] = ()) -> dict[str, tuple]:
    """Every entry under ``root`` (symlinks not followed), but those under ``skip``:
    tests/hostile's snapshot of each file and link (os.walk lists a symlink to a folder
    among the folders: it is not followed)."""
    search_paths()
    from hostile_files import snapshot

    found = {}
    for folder, folders, files in os.walk(root):
        here = Path(folder)
        folders[:] = [f for f in folders if not any((here / f) == s or (here / f).is_relative_to(s) for s in skip)]
        for name in folders:  # a folder: that it is there (its time changes with its entries)
            path = here / name
            found[str(path.relative_to(root))] = snapshot(path) if path.is_symlink() else ("folder",)
        for name in files:
            path = here / name
            if not any(path == s or path.is_relative_to(s) for s in skip):
                found[str(path.relative_to(root))] = snapshot(path)
    return found


def changed(before: dict[str, tuple], after: dict[str, tuple]) -> list[str]:
    return sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))


def arguments(doc: str, argv: list[str] | None, timeout: float, worker_argument: dict):
    """The command line every stress tool takes: -n, --seed, --timeout (and the hidden
    --worker, made with ``worker_argument``: add_argument's keywords)."""
    import argparse

    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("-n", "--files", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=timeout, help="seconds one case may take")
    parser.add_argument("--worker", help=argparse.SUPPRESS, **worker_argument)
    return parser.parse_args(argv)


def progress(index: int, failures: list, started: float) -> None:
    """Every hundred cases, a line: a long run shows it is alive."""
    if index % 100 == 99:
        print(f"  {index + 1} files, {len(failures)} failures, {time.monotonic() - started:.0f} s", flush=True)


def _cause(problem: str) -> str:
    """A failure's kind: the last line of a traceback, or the problem's first words."""
    lines = [line for line in problem.strip().splitlines() if line.strip()]
    last = lines[-1].strip() if lines else problem
    if last.endswith(" changed"):
        return "a file changed"
    return re.sub(r"\d{3,}", "N", last)[:110]  # (file numbers, sizes, positions)


def print_summary(title: str, rows: dict[str, dict[str, int]], columns: tuple[str, ...],
                  failures: list[tuple[str, str, list[str]]], failure_kinds: str) -> None:
    """The tool's report: a table of outcomes per category, then the failures."""
    print(title)
    print(f"  {'category':<24} " + " ".join(f"{c:>8}" for c in (*columns, "FAILED")))
    totals = dict.fromkeys((*columns, "FAILED"), 0)
    for category in sorted(rows):
        row = rows[category]
        for key in totals:
            totals[key] += row.get(key, 0)
        print(f"  {category:<24} " + " ".join(f"{row.get(c, 0):>8}" for c in (*columns, "FAILED")))
    print(f"  {'total':<24} " + " ".join(f"{totals[c]:>8}" for c in (*columns, "FAILED")))
    print(f"  failures ({failure_kinds}): {len(failures)}")
    causes = collections.Counter(_cause(found[0]) for _, _, found in failures)
    for cause, count in causes.most_common(12):
        print(f"  {count:>5} x {cause}")
    for name, category, found in failures[:20]:
        print(f"  - {name} ({category}): " + " | ".join(p.replace(chr(10), ' / ')[-400:] for p in found))
