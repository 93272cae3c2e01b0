"""What must hold after every event, and the failures found, grouped.

- No exception reaches Qt (``sys.excepthook``, where PySide6 hands an exception raised
  in a slot or an event handler, and where the app's crash message hooks in), and none
  comes out of the event itself; grouped by their root: the type, the message and the
  innermost frame of the app.
- No Qt warning (``qInstallMessageHandler``); the offscreen platform's notes aside.
- The game on the table (``Consistency``):
  - its record replays to its state;
  - the table, the controller, the History and the computer players follow the
    window's game, not another one;
  - the table shows the game's state (the state its scene was last synced with), or the
    past state the History shows, or the two-player start-track question's state;
  - the kept game (the autosave file and its journal, as the next start reads them) holds
    the game's record whenever no write is waiting. (The undo
    stack's index is not compared with the record's cursor: a Roll & Write gesture is
    one undo command holding several actions.)
"""

from __future__ import annotations

import collections
import re
import traceback
from pathlib import Path

# Notes of the offscreen platform, not warnings about the app.
QT_NOTES = ("This plugin does not support",)


class Failures:
    """Exceptions, Qt warnings and mismatches, each with the event it came in."""

    def __init__(self):
        self.items: list[dict] = []
        self.counts: collections.Counter[tuple[str, str]] = collections.Counter()
        self.event = (-1, "start")  # (index, name) of the event being run
        self.recent: collections.deque[str] = collections.deque(maxlen=8)

    def add(self, kind: str, group: str, detail: str = "") -> None:
        """``kind``: "exception", "qt-warning" or "mismatch"; ``group``: what the same
        failure has in common each time it comes."""
        index, name = self.event
        self.counts[(kind, group)] += 1
        self.items.append({"kind": kind, "group": group, "event": index, "event_name": name,
                           "recent": list(self.recent), "detail": detail})

    def count(self, kind: str) -> int:
        return sum(n for (k, _g), n in self.counts.items() if k == kind)

    def groups(self, kind: str) -> list[tuple[str, int, dict]]:
        """(group, count, first occurrence) of one kind, most frequent first."""
        first = {}
        for item in self.items:
            if item["kind"] == kind:
                first.setdefault(item["group"], item)
        return [(group, n, first[group]) for (k, group), n in self.counts.most_common() if k == kind]

    # --- exceptions and Qt warnings ------------------------------------------------------------

    def exception(self, exc_type, exc, tb) -> None:
        self.add("exception", exception_root(exc_type, exc, tb),
                 "".join(traceback.format_exception(exc_type, exc, tb)))

    def install(self) -> None:
        """Catch what reaches Qt: exceptions in slots and event handlers, and Qt's warnings."""
        import sys

        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        sys.excepthook = self.exception
        serious = {QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg}

        def handler(kind, _context, message):
            if kind in serious and not message.startswith(QT_NOTES):
                self.add("qt-warning", _normalised(message)[:160], message)

        qInstallMessageHandler(handler)


def exception_root(exc_type, exc, tb) -> str:
    """'RuntimeError: Signal source has been deleted @ copenhagen_gui/a.py:57 in f
    (from copenhagen_gui/b.py:12 in g)': where it was raised in the app, and where the
    app was entered (the slot or event handler Qt called)."""
    frames = traceback.extract_tb(tb)
    ours = [f for f in frames if "copenhagen_gui" in f.filename] or frames[-1:]
    message = str(exc).splitlines()[0] if str(exc) else ""
    root = f"{exc_type.__name__}: {_normalised(message)[:120]}"
    if not ours:
        return root
    root += " @ " + _place(ours[-1])
    return root + (f" (from {_place(ours[0])})" if len(ours) > 1 else "")


def _place(frame) -> str:
    return f"{_short(frame.filename)}:{frame.lineno} in {frame.name}"


def _short(filename: str) -> str:
    parts = Path(filename).parts
    return "/".join(parts[parts.index("copenhagen_gui"):]) if "copenhagen_gui" in parts else filename


def _normalised(text: str) -> str:
    """Addresses and numbers out: the same failure groups together."""
    return re.sub(r"\d+", "N", re.sub(r"0x[0-9a-fA-F]+", "0x…", text))


# --- the game on the table ----------------------------------------------------------------------

class Consistency:
    def __init__(self, failures: Failures):
        self.failures = failures
        self._replayed = None  # (session, state, record) last found to agree
        self.made: collections.Counter[str] = collections.Counter()  # checks made, by kind

    def check(self, window) -> None:
        session = window.session
        if session is None:
            return  # nothing on the table yet
        self._replay(session)
        self._followers(window, session)
        self._table(window, session)
        self._autosave(window, session)

    def _replay(self, session) -> None:
        from copenhagen_gui.core.record import replay

        record, state = session.record, session.state
        done = self._replayed
        if done is not None and done[0] is session and done[1] is state and done[2] == record:
            return
        self.made["replay"] += 1
        if replay(record)[-1] != state:
            self.failures.add("mismatch", f"{session.spec.game_id}: replay(record) != session.state",
                              f"{len(record.actions)} actions, cursor {record.cursor}")
            return
        self._replayed = (session, state, record)

    def _followers(self, window, session) -> None:
        """Everything that shows or plays the game follows the window's game."""
        mode = window.mode
        followers = {
            "the mode": mode.session,
            "the table's controller": getattr(getattr(mode, "controller", None), "session", session),
            "the History": getattr(window.history_view, "_session", session),
            "the computer players": getattr(window.bot_driver, "_session", session),
        }
        for who, followed in followers.items():
            if followed is not session:
                self.failures.add("mismatch", f"{who} follows another game than the window's "
                                  f"({mode.game_id} in front)")

    def _table(self, window, session) -> None:
        mode = window.mode
        scene = mode.table_scene()
        if scene is None or mode.session is not session:
            return  # reported above
        self.made["table"] += 1
        want, shown = expected_table_state(window, session), scene.state
        if shown is want or shown == want:
            return
        if _tumbling_dice(mode, shown, want):
            return
        self.failures.add("mismatch", f"{mode.game_id}: the table shows another state than "
                          f"{'the History' if window.preview.active else 'the game'}",
                          f"differs in: {_differences(shown, want)}; "
                          f"{len(session.record.actions)} actions, cursor {session.record.cursor}")

    def _autosave(self, window, session) -> None:
        keeper = window.autosave
        saver = getattr(keeper, "_autosaver", None)
        if saver is None:
            return  # not autosaved: a watched or guided game, a past game, a setup question
        # A replay borrows the table (GameHost.lend): the game waiting keeps its autosave.
        loan = getattr(window.host, "_loan", None)
        if loan is not None and loan.session is not None:
            session = loan.session
        if getattr(saver, "_session", session) is not session:
            self.failures.add("mismatch", "the autosave follows another game than the window's "
                              "(or than the game waiting for a replay to end)")
            return
        if keeper.pending or keeper.health.failing or keeper.path is None \
                or session.spec.is_over(session.state):
            return  # written a moment later; or its failure is shown; or cleared at the end
        from copenhagen_gui.core.record import RecordError, dumps
        from copenhagen_gui.session.journal_reader import recover

        record = session.record
        self.made["autosave"] += 1
        try:  # the kept game: the autosave file and its journal, as the next start reads them
            kept = recover(keeper.path)
        except RecordError as error:
            self.failures.add("mismatch", f"{session.spec.game_id}: the autosave does not load", error.describe())
            return
        if kept.record is None:
            if _has_a_move(session):
                self.failures.add("mismatch", f"{session.spec.game_id}: no autosave of a game with moves")
            return
        if kept.problem is not None or dumps(kept.record) != dumps(record):
            self.failures.add("mismatch", f"{session.spec.game_id}: the autosave differs from the game",
                              _autosave_difference(kept, record))


def expected_table_state(window, session):
    """What the table in front must show now: the game's state (the card game: as the
    person at the screen may see it), a past state the History shows, or (Roll & Write)
    the start-track question's state."""
    mode = window.mode
    controller = getattr(mode, "controller", None)
    previewing = window.preview.active
    state = window.preview.state if previewing else session.state
    if mode.game_id == "copenhagen":
        hints = controller.hints
        viewer = None if previewing and hints.covered else hints.viewer
        return session.spec.view_for(state, viewer)
    if mode.game_id == "copenhagen-rw" and not previewing and controller.setup_view is not None:
        return controller.setup_view
    return state


def _tumbling_dice(mode, shown, want) -> bool:
    """Roll & Write's dice tumble for a moment after a roll: the table shows other faces."""
    if mode.game_id != "copenhagen-rw" or not mode.controller.tumbling or shown is None:
        return False
    import attrs

    return attrs.evolve(shown, turn=attrs.evolve(shown.turn, dice=want.turn.dice)) == want


def _differences(shown, want) -> str:
    import attrs

    if shown is None:
        return "nothing drawn"
    if type(shown) is not type(want) or not attrs.has(type(want)):
        return f"{type(shown).__name__} instead of {type(want).__name__}"
    return ", ".join(f.name for f in attrs.fields(type(want))
                     if getattr(shown, f.name) != getattr(want, f.name)) or "?"


def _has_a_move(session) -> bool:
    """Whether a seat (a person or a computer) has acted: then a write has come."""
    return any(session.spec.action_seat(session.action_at(i)) is not None for i in range(session.position))


def _autosave_difference(kept, record) -> str:
    saved = kept.record
    problem = f"; journal: {kept.problem.value} ({kept.detail})" if kept.problem is not None else ""
    return (f"kept: {len(saved.actions)} actions, cursor {saved.cursor}, game {saved.game}; "
            f"session: {len(record.actions)} actions, cursor {record.cursor}, game {record.game}{problem}")
