"""Replaying a game, forward and back, with the narration of each move: for people who
explain a game to others.

Two ways in: Game ▸ Replay a game… (a saved game or a situation file, read and
refused exactly as Open reads and refuses it) and, for the game on the table, Edit ▸
Replay this game or "Replay from here" in the History's context menu. The replay runs
from the start to the last move made (a file's undone moves, after its cursor, are not
part of the game played); play/pause (Space), step (Left/Right), start and end
(Home/End), a speed from 0.5 to 3 s per move, a slider over the whole game, and the
narration of every move in the dock beside the table (``replay_narration``: the game's
own narrator where it tells more than the History, else its History lines), told again
in the new language on a language switch.

Each moment is drawn exactly as a History click draws it: read-only, through the
game's ``preview`` (``TablePreview``), so every game that can show its History can be
replayed, and nothing of a game changes. Hidden information follows the same rule:
the table shows what the History shows, open information only — the card game shows a
private hand only where its live table would show it to the person at the screen, and
for a replayed file (whose seats are all made people's, so no computer player moves)
none, finished or not: the card table has room for one hand, and a replay shown to a
group does not choose whose.

A saved game borrows the table (``GameHost.lend``): the game that was there, its
autosave and its commentary wait untouched and come back when the replay ends (or the
home screen, when nothing can wait). Meanwhile Save, Save As and the result screen are
off, so the copy on the table is never saved over anything; it is never autosaved,
never counted in the statistics. The replay ends with "Leave the replay", a click on
the banner, Escape, Home, or any game put on the table."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.history_panel import state_after
from copenhagen_gui.shell.replay_narration import narrate
from copenhagen_gui.shell.replay_panel import DEFAULT_SPEED_MS, ReplayPanel
from copenhagen_gui.shell.text import fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget

    from copenhagen_gui.core.record import GameRecord

# The window's commands kept off while a saved game borrows the table: saving the copy
# would change which file the waiting game is kept in; its result screen would offer
# to play again.
OFF_WHILE_LENT = ("save", "save-as", "show-result")


class Replay(QObject):
    def __init__(self, window):
        super().__init__(window)
        self._window = window
        self.timer = QTimer(self)  # one move per timeout while playing
        self.timer.setObjectName("replay-timer")
        self.timer.setInterval(DEFAULT_SPEED_MS)
        self.timer.timeout.connect(self._tick)
        self.dock: QDockWidget | None = None  # made with the first replay
        self.panel: ReplayPanel | None = None
        self.active = False
        self.states: list[Any] = []  # the moments: before the first move .. after the last
        self.position = 0  # how many moves the table shows made
        self._record: GameRecord | None = None
        self._lent = False  # a saved game borrows the table
        window.preview.ended.connect(self._table_live)

    @property
    def moves(self) -> int:
        return len(self.states) - 1

    # --- starting ------------------------------------------------------------------------

    def open_file(self, path: Path | None = None) -> bool:
        """Game ▸ Replay a game…: a saved game or a situation file, from its start."""
        w = self._window
        if path is None:
            path = w.files.choose_file(self.tr("Replay a game"))
            if path is None:
                return False
        record = w.files.read_record(Path(path))  # refused as Open refuses it
        if record is None:
            return False
        mode = w.modes.mode_for(record.game)
        if not mode.can_preview():
            w.show_message(fill(self.tr("%1 cannot show a past moment of its games: they cannot be replayed."),
                                mode.title()))
            return False
        self.leave()
        w.host.lend(self._copy(record))
        self._lent = True
        self._start(record, record.cursor, 0)
        return True

    def _copy(self, record: GameRecord):
        """The game of ``record`` as the table holds it during its replay: nobody's (no
        computer player moves in it), standing at its start with every move still to
        come, so that what the table says beside the moment shown (its turn panel)
        never tells how the game ends. The start is where the players first act (after
        the deal a game makes by itself), a moment every game's table knows."""
        import attrs

        from copenhagen_gui.core.record import replay
        from copenhagen_gui.session.game_session import GameSession

        spec, states = record.spec, replay(record)
        start = next((i for i, state in enumerate(states) if spec.automatic_action(state) is None),
                     len(states) - 1)
        return GameSession(attrs.evolve(record, cursor=start, bots=(None,) * len(record.names)),
                           describe=self._window.describe(record.game))

    def from_history(self, state=None) -> bool:
        """Replay the game on the table from ``state``, a moment of its History (None:
        from its start); in a replay, go to that moment."""
        w = self._window
        session, mode = w.session, w.mode
        if session is None or mode is None or not mode.can_preview():
            return False
        position = self._position_of(state) if state is not None else 0
        if self.active:
            self.pause()
            self.go_to(position)
            return True
        if session.position == 0:
            w.show_message(self.tr("No move has been made yet: there is nothing to replay."))
            return False
        if w.home_shown():
            w.home_page.leave()
        self._start(session.record, session.position, position)
        return True

    def _position_of(self, state) -> int:
        """How many moves were made at ``state``, a moment of the History of the game on
        the table (the start when it is none of them)."""
        stack = self._window.session.undo_stack
        position = 0
        for index in range(stack.index()):
            command = stack.command(index)
            position += len(command.actions)
            if state_after(command) is state:
                return position
        return 0

    def _start(self, record: GameRecord, moves: int, position: int) -> None:
        from copenhagen_gui.core.record import replay

        self._record = record
        self.states = replay(record, upto=moves)
        self.active = True
        self._panel()
        self._tell()
        self.dock.show()
        self.dock.raise_()
        self.go_to(position)

    def _panel(self) -> ReplayPanel:
        """The dock beside the table, made with the first replay."""
        if self.panel is None:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QDockWidget

            w = self._window
            self.panel = panel = ReplayPanel()
            panel.moment_chosen.connect(self._chosen)
            panel.speed_chosen.connect(self.set_speed)
            panel.leave_requested.connect(self.leave)
            panel.language_changed.connect(self._retell)
            panel.to_start.triggered.connect(lambda: self._chosen(0))
            panel.back.triggered.connect(lambda: self._chosen(self.position - 1))
            panel.forward.triggered.connect(lambda: self._chosen(self.position + 1))
            panel.to_end.triggered.connect(lambda: self._chosen(self.moves))
            panel.play.triggered.connect(lambda playing: self.play() if playing else self.pause())
            for action in panel.keys():
                w.addAction(action)  # their keys work wherever the focus is in the window
            # A History line clicked during a replay takes the replay there.
            w.history_view.preview_requested.connect(
                lambda state, _round: self.from_history(state) if self.active else None)
            self.dock = QDockWidget(w)
            self.dock.setObjectName("replay-dock")
            # No close button: leaving the replay is a command of its own.
            self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                  | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
            self.dock.setWidget(panel)
            self.dock.hide()
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
            if w.history_dock.isVisible():
                w.tabifyDockWidget(w.history_dock, self.dock)  # the narration tells the moves too
            self._retitle()
        return self.panel

    # --- moving ------------------------------------------------------------------------

    def go_to(self, position: int) -> None:
        """Show the moment after ``position`` moves (kept inside the game)."""
        if not self.active:
            return
        w = self._window
        self.position = max(0, min(position, self.moves))
        state = self.states[self.position]
        w.preview.show(state, banner=self._banner, lock_also=OFF_WHILE_LENT if self._lent else ())
        self.panel.set_position(self.position, self.moves)

    def _chosen(self, position: int) -> None:
        """The person chose a moment (a key, a button, the slider, a narration line):
        the replay stops there."""
        self.pause()
        self.go_to(position)

    def play(self) -> None:
        """Play on from here (from the start when at the end), one move per tick."""
        if not self.active or self.moves == 0:
            self.pause()
            return
        if self.position >= self.moves:
            self.go_to(0)
        self.panel.play.setChecked(True)
        self.timer.start()

    def pause(self) -> None:
        self.timer.stop()
        if self.panel is not None:
            self.panel.play.setChecked(False)

    def set_speed(self, ms: int) -> None:
        """Milliseconds per move while playing (a test may set 0)."""
        self.timer.setInterval(max(0, int(ms)))

    def _tick(self) -> None:
        self.go_to(self.position + 1)
        if self.position >= self.moves:
            self.pause()

    # --- leaving -----------------------------------------------------------------------------

    def leave(self) -> None:
        """The table as it was before the replay (the game that lent it, or the live
        game at its last move)."""
        if not self.active:
            return
        self.active = False
        self.pause()
        for action in self.panel.keys():
            action.setEnabled(False)
        self.dock.hide()
        self.states, self._record = [], None
        w = self._window
        w.preview.end()
        if self._lent:
            self._lent = False
            w.host.give_back()

    def _table_live(self) -> None:
        """The live table came back by another way (the banner, Escape, Home, a game
        put on the table): the replay is over."""
        if self.active:
            self.leave()

    # --- texts ------------------------------------------------------------------------------

    def _banner(self) -> str:
        return fill(self.tr("Replay: move %1 of %2 — click here to leave it"),
                    str(self.position), str(self.moves))

    def _tell(self) -> None:
        """The narration, in the language installed now."""
        w, record = self._window, self._record
        self.panel.show_game(w.mode.title(), i18n.join_names(list(record.names)),
                             record.from_situation, narrate(w.mode, record, self.moves))

    def _retitle(self) -> None:
        self.dock.setWindowTitle(self.tr("Replay"))

    def _retell(self) -> None:
        self._retitle()
        if self.active:
            self._tell()
