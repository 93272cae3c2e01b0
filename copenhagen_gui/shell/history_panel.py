"""The History dock: the moves of the game on the table, grouped by round and by turn
(whose turn, then each move in the words of the game's ``action_text``), built from
the session's undo stack, so what it lists is what the record holds.

Each line is kept as the action it names (not as a sentence): the rows are made again
in the new language on a language change. A move adds its rows at the end, measured and
painted alone (``history_rows``). Clicking a line (or Enter on it) asks to look at the
table as it was just after that move (``preview_requested``); the window shows it
read-only. Its context menu offers to replay the game from that moment on
(``replay_requested``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal

from copenhagen_gui.shell.history_rows import DEPTH_ROLE, ROUND_ROLE, STATE_ROLE, HistoryRowsView, Row
from copenhagen_gui.shell.text import auto_text_safe, fill

__all__ = ["DEPTH_ROLE", "ROUND_ROLE", "STATE_ROLE", "HistoryPanel", "state_after"]

_CATCH_UP = QEvent.Type(QEvent.registerEventType())


def state_after(command) -> Any:
    """The state just after an applied undo command (one action or a gesture)."""
    steps = getattr(command, "steps", None)
    return steps[-1].after if steps else command.after


class HistoryPanel(HistoryRowsView):
    # a past state and the round it belongs to (None when the game has no rounds)
    preview_requested = Signal(object, object)
    replay_requested = Signal(object)  # replay the game from this past state on

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("history-view")
        self._session = None
        self._mode = None
        # (undo command, its line's row, round, turn seat) per line shown, oldest first
        self._shown: list[tuple[Any, int, int | None, int | None]] = []
        self._stale = False  # moves happened while hidden: rebuilt when shown
        self._catching_up = False  # a catch-up event is posted
        self.clicked.connect(self._look_back)
        self.activated.connect(self._look_back)  # Enter on a line, as a click

    def set_game(self, session, mode) -> None:
        """Follow ``session`` (``mode``: its game's texts and turns); None: no game (the
        one followed, still alive, is let go)."""
        if self._session is not None:
            self._session.undo_stack.indexChanged.disconnect(self._catch_up_soon)
        self._catching_up = False
        self._session, self._mode = session, mode
        if session is not None:
            session.undo_stack.indexChanged.connect(self._catch_up_soon)
        self.rebuild()

    # --- building -----------------------------------------------------------------------

    def _entry(self, command) -> tuple[int | None, int | None, str, Any]:
        """(round, turn seat, line, state after) of one applied undo command."""
        session, mode = self._session, self._mode
        spec, actions = session.spec, command.actions
        turn = mode.turn_of(command.before)
        if turn is None:
            seat = next((spec.action_seat(a) for a in actions if spec.action_seat(a) is not None), None)
            round_number = None
        else:
            round_number, seat = turn
        line = "; ".join(mode.history_text(a, session.names) for a in actions)
        return round_number, seat, line, state_after(command)

    def groups(self) -> list[tuple[int | None, list[tuple[int | None, list[tuple[str, Any]]]]]]:
        """[(round, [(turn seat, [(line, state after), ...]), ...]), ...] of the applied
        moves, oldest first. A game whose mode names no turns is grouped by who acted."""
        if self._session is None or self._mode is None:
            return []
        stack = self._session.undo_stack
        rounds: list = []
        for i in range(stack.index()):
            round_number, seat, line, state = self._entry(stack.command(i))
            if not rounds or rounds[-1][0] != round_number:
                rounds.append((round_number, []))
            turns = rounds[-1][1]
            if not turns or turns[-1][0] != seat:
                turns.append((seat, []))
            turns[-1][1].append((line, state))
        return rounds

    def rebuild(self, *_) -> None:
        """Every line again (a new game, a new language)."""
        self._shown = []
        self._stale = False
        if self._session is None or self._mode is None:
            self.show_rows([])
            return
        if not self.isVisible():  # built when the dock is shown: a hidden History costs no click
            self.show_rows([])
            self._stale = True
            return
        stack = self._session.undo_stack
        rows: list[Row] = []
        for i in range(stack.index()):
            self._add_rows(rows, stack.command(i))
        self.show_rows(rows or [self._start_row()])

    def _catch_up_soon(self, *_) -> None:
        """A move, undo or redo: the History follows once the click has been handled, once
        for all the moves of that click (a move and what the game then does by itself),
        and before the window's paint: an event posted at a high priority comes before
        the window's request to paint, so the table and the new rows are painted and sent
        to the screen in one pass (a timer came after it: a second pass of its own)."""
        if self.isVisible():
            if not self._catching_up:
                self._catching_up = True
                QCoreApplication.postEvent(self, QEvent(_CATCH_UP), Qt.EventPriority.HighEventPriority.value)
        else:  # rebuilt when shown: a hidden History costs a move nothing
            self._stale = self._session is not None

    def catching_up(self) -> bool:
        """Moves were made that the History shows once the event loop turns."""
        return self._catching_up

    def customEvent(self, event):
        if event.type() == _CATCH_UP and self._catching_up:  # (not let go meanwhile)
            self._catching_up = False
            self.follow()

    def follow(self, *_) -> None:
        """Bring the rows up to the undo stack's index: usually one line more or less.
        Commands below the index never change (the stack only drops those above it), so
        the lines kept are those whose command is still at its place."""
        if self._session is None or self._mode is None:
            return
        if not self.isVisible():
            self._stale = True
            return
        if self._stale:
            self.rebuild()
            return
        stack = self._session.undo_stack
        count = stack.index()
        keep = min(len(self._shown), count)
        while keep and stack.command(keep - 1) is not self._shown[keep - 1][0]:
            keep -= 1
        if keep < len(self._shown) or not self._shown:
            # Rows are in order, so every row after the last line kept belongs to lines
            # taken away (and so does the "Start of the game" row).
            del self._shown[keep:]
            self.model().truncate(self._shown[-1][1] + 1 if self._shown else 0)
        rows = self.model().rows
        new: list[Row] = []
        for i in range(keep, count):
            self._add_rows(new, stack.command(i), first=len(rows))
        if not rows and not new:
            new.append(self._start_row())
        self.model().append(new)

    def _start_row(self) -> Row:
        return Row(self.tr("Start of the game"), depth=0, selectable=False)

    def _add_rows(self, rows: list[Row], command, first: int = 0) -> None:
        """Append to ``rows`` (that will stand at row ``first`` on) the rows of one more
        line: its round's and its turn's heading when they begin with it."""
        round_number, seat, line, state = self._entry(command)
        last = self._shown[-1] if self._shown else None
        everything = self.model().rows  # the rows before ``first``

        def row(r: int) -> Row:
            return rows[r - first] if r >= first else everything[r]

        turn = row(last[1]).parent if last is not None else -1
        round_row = row(turn).parent if turn >= 0 else -1
        same_round = last is not None and last[2] == round_number
        if not same_round and round_number is not None:
            round_row = first + len(rows)
            rows.append(Row(fill(self.tr("Round %1"), str(round_number)), depth=0, round=round_number,
                            bold=True, group=True))
        if not same_round or last[3] != seat:
            names = self._session.names
            who = names[seat] if seat is not None and 0 <= seat < len(names) else self.tr("The game")
            parent = -1 if round_number is None else round_row
            turn = first + len(rows)
            rows.append(Row(fill(self.tr("%1’s turn"), who), depth=0 if parent < 0 else 1, parent=parent,
                            round=round_number, group=True))
        at = first + len(rows)
        rows.append(Row(line, depth=row(turn).depth + 1, parent=turn, state=state, round=round_number,
                        tooltip=auto_text_safe(line)))  # it names a player
        group = turn
        while group >= 0:  # a group looks at the moment after its last line
            row(group).last = at
            group = row(group).parent
        self._shown.append((command, at, round_number, seat))

    def showEvent(self, event):
        super().showEvent(event)
        if self._stale:
            self.rebuild()

    # --- looking back ---------------------------------------------------------------------

    def _look_back(self, index) -> None:
        state = index.data(STATE_ROLE)
        if state is not None:
            self.preview_requested.emit(state, index.data(ROUND_ROLE))

    def contextMenuEvent(self, event):
        index = self.indexAt(event.pos())
        state = index.data(STATE_ROLE) if index.isValid() else None
        if state is None:
            return
        from PySide6.QtWidgets import QMenu

        menu = QMenu(self)
        menu.setObjectName("history-menu")
        replay = menu.addAction(self.tr("&Replay from here"))
        replay.setObjectName("action-history-replay")
        replay.triggered.connect(lambda: self.replay_requested.emit(state))
        menu.popup(event.globalPos())
        menu.aboutToHide.connect(menu.deleteLater)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.rebuild()  # the same moves, said in the new language
        super().changeEvent(event)
