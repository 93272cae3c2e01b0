"""The game on the table: the one owner of a session's lifetime and of everything that
listens to it.

``put`` puts a session on the table and attaches its listeners: the game's mode (its
table, controller, guided game, setup question), the History, the computer players, the
autosave, what Undo takes back, the commentary of a watched game and the window's own
refreshes. When the game leaves the table (another game takes its place, the window
closes) each of them lets go, in that order and while the session is still alive; only
then does the session go. Nothing keeps a session it was not given for its time on the
table, so nothing ever touches a deleted one. A game's mode stays built for the next
game of its kind (building a table is costly), holding no session meanwhile.

The result screen of a finished game is the host's too: it comes a moment after the end
(the final marks show first), from a timer of the window that stops when the game
leaves or the window closes, and it opens window-modal without an event loop of its own
(``QDialog.open``): nothing waits inside it, and a closed window never opens one.

A replay of a saved game borrows the table (``lend``): the game there steps aside
whole and comes back as it was when the replay ends (``give_back``). Its session stays
alive meanwhile, and so do its autosave and its commentary, which go on following it
(it does not change, so nothing is written); everything else lets go of it as for
any other game. A guided game or a game still being set up cannot wait: it leaves as
for Open, and the home screen comes back instead. Any other game put on the table
meanwhile takes the place of both (the window asked about the one waiting first)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from copenhagen_gui.session.game_session import GameSession

# Let the final marks show on the table before the result screen covers it.
RESULT_DELAY_MS = 600


@dataclass
class _Loan:
    """What was on the table when a replay borrowed it."""

    session: GameSession | None  # the game waiting (None: the home screen comes back)
    home: bool  # the home screen was in front of it
    result_accepted: bool = False
    result_due: bool = False  # its result screen was about to come
    bots_paused: bool = False
    commentary_shown: bool = False


class GameHost(QObject):
    def __init__(self, window):
        super().__init__(window)
        self._window = window
        self.session: GameSession | None = None
        self._narrator = None  # the commentary of the watched game on the table
        self.result_shown = False  # the result screen of this end came (or is coming)
        self.result_accepted = None  # the session whose result the players accepted
        self.result_screen = None  # the result screen on show
        self.result_timer = QTimer(window)
        self.result_timer.setObjectName("result-timer")
        self.result_timer.setSingleShot(True)
        self.result_timer.setInterval(RESULT_DELAY_MS)
        self.result_timer.timeout.connect(self.show_result)
        self._loan: _Loan | None = None  # the table is lent to a replay

    # --- on and off the table ---------------------------------------------------------

    def put(self, session: GameSession, autosave: bool = True, source: Path | None = None) -> None:
        """Put ``session`` on the table in place of the game there (which goes, and
        with it a game waiting for a replay to end). ``autosave``: keep the autosave
        file up to date (not for a guided, watched or past game); ``source``: a file
        that already holds this game."""
        loan, self._loan = self._loan, None
        old = self._put(session, (autosave, source), keep_commentary=False)
        for gone in (old, loan.session if loan is not None else None):
            if gone is not None and gone is not session:
                gone.deleteLater()  # nothing listens to it any more

    def _put(self, session: GameSession, autosave: tuple[bool, Path | None] | None,
             keep_commentary: bool) -> GameSession | None:
        """``session`` on the table; returns the session that was there, alive.
        ``autosave``: (keep the autosave up to date, the file that holds the game), or
        None to leave the autosave following the game it follows; ``keep_commentary``:
        the commentary goes on following its game (a replay borrowing the table)."""
        w = self._window
        mode = w.modes.mode_for(session.spec.game_id)
        old = self._take_off(next_mode=mode, keep_commentary=keep_commentary)
        _ = w.history_dock  # made with the first game (its list of moves when first shown)
        if w.result_extras is None:
            from copenhagen_gui.shell.result_extras import ResultExtras

            w.result_extras = ResultExtras(w)
        w.modes.show(session.spec.game_id)
        w.home_page.leave()
        w.bot_levels = session.bots
        if w.watch_dock is not None and not all(w.bot_levels) and not keep_commentary:
            w.watch_dock.hide()
        self.session = session
        session.setParent(w)
        w.undo_policy.session = session
        self.result_shown = session.spec.is_over(session.state)
        w.follow_in_history(session, mode)
        session.undo_stack.indexChanged.connect(w._refresh)
        session.undo_stack.cleanChanged.connect(w.update_title)
        if autosave is not None:
            follow, source = autosave
            w.autosave.attach(session, follow, source)  # lets go of the old game first (written)
            if follow and source is None:
                w.settings.kept_file = None  # a new game: no file holds it yet
        # First: every refresh from here on asks the driver about this session. A
        # computer player who starts moves after its delay, once the table shows the game.
        w.bot_driver.set_session(session, w.bot_levels)
        mode.set_session(session)
        w.zoom_to_fit()
        w.update_title()
        w.commands.forget_shown()  # new seats, a new autosave: refresh whatever the state
        w._refresh()
        if session.record.daily is not None and not self.result_shown:
            # Today's game (resumed too): its line in the status bar, once the table shows.
            QTimer.singleShot(0, w, lambda: self.session is session and w.statistics.tell_todays_game(session))
        return old

    def close(self) -> None:
        """The window closes: the game leaves the table (it is kept by the autosave,
        already written) and no timer of its may fire any more."""
        old = self._take_off(next_mode=None)
        if old is not None:
            old.deleteLater()

    def _take_off(self, next_mode, keep_commentary: bool = False) -> GameSession | None:
        """Everything that listens to the game on the table lets go of it, the session
        still alive; returns the session (for the caller to delete once the next game
        is on). ``next_mode``: the mode of the next game (None: none comes);
        ``keep_commentary``: the commentary goes on following the game it tells."""
        w = self._window
        w.preview.end()  # a past moment of this game
        self.result_timer.stop()
        self._close_result_screen()
        old = self.session
        mode = w.mode
        if mode is not None and mode is not next_mode:
            mode.release()  # its table, controller, lesson: built, without a session
        if old is None:
            return None
        if not keep_commentary:
            self.stop_narrating()
        w.bot_driver.set_session(None)
        w.follow_in_history(None, None)
        w.undo_policy.session = None
        self.result_accepted = None
        old.undo_stack.indexChanged.disconnect(w._refresh)
        old.undo_stack.cleanChanged.disconnect(w.update_title)
        self.session = None
        return old

    # --- lending the table to a replay ------------------------------------------------

    @property
    def waiting(self) -> GameSession | None:
        """The game that lent the table to a replay and comes back after it."""
        return self._loan.session if self._loan is not None else None

    def lend(self, session: GameSession) -> None:
        """Put ``session``, a game only looked at (a replay), on the table until
        ``give_back``; the game there waits, or leaves when it cannot wait (a guided
        game, a game still being set up). A replay on loan gives the table back first."""
        self.give_back()
        w = self._window
        mode, home = w.mode, w.home_shown()
        if self.session is None or not mode.can_save() or mode.tutorial_running():
            self.put(session, autosave=False)  # as Open would take its place
            self._loan = _Loan(None, home=True)
            return
        watch = w.watch_dock
        self._loan = _Loan(self.session, home, result_accepted=self.result_accepted is self.session,
                           result_due=self.result_timer.isActive(), bots_paused=w.bot_driver.paused,
                           commentary_shown=watch is not None and watch.isVisible())
        if watch is not None:
            watch.hide()  # the commentary of the game waiting, not of the replay
        self._put(session, None, keep_commentary=True)

    def give_back(self) -> None:
        """The replay leaves the table: the game that waited comes back as it was
        (or the home screen, when none did)."""
        loan, self._loan = self._loan, None
        if loan is None:
            return
        w = self._window
        if loan.session is None:
            old = self._take_off(next_mode=None)
            w.show_home()
            w.preview.lock.lock(holder="home")  # the table of no game: none of its commands
        else:
            loan.session.retranslate()  # its undo texts, in the language installed now
            old = self._put(loan.session, None, keep_commentary=True)
            if loan.result_accepted:
                self.result_accepted = loan.session
            if loan.result_due:
                self.result_timer.start()
            if loan.commentary_shown:
                w.watch_dock.show()
            if loan.home:
                w.show_home()
            else:
                w.bot_driver.set_paused(loan.bots_paused)
            w.commands.forget_shown()  # the accepted result: what Undo allows
            w._refresh()
        if old is not None and old is not loan.session:
            old.deleteLater()

    # --- a watched game's commentary --------------------------------------------------

    def narrate(self, narrator, panel) -> None:
        """``narrator`` tells the game on the table in ``panel`` while it is there."""
        self.stop_narrating()
        narrator.set_session(self.session)
        panel.listen_to(narrator)
        self._narrator = (narrator, panel)

    def stop_narrating(self) -> None:
        if self._narrator is not None:
            narrator, panel = self._narrator
            self._narrator = None
            panel.listen_to(None)  # the lines told stay as they are
            narrator.set_session(None)

    # --- the end -------------------------------------------------------------------------

    def game_over(self) -> None:
        """The game on the table just ended: keep it in the statistics, then show the
        result a moment later."""
        if self.result_shown:
            return
        self.result_shown = True
        w = self._window
        w.autosave.clear()
        s = self.session
        if not w.mode.tutorial_running() and not all(s.bots):
            # A guided game or a game of computers only is nobody's statistic.
            w.statistics.record_finished(s)
        self.result_timer.start()

    def show_result(self) -> None:
        """The game's result screen, window-modal; once closed, the result stands and
        a new game comes if the players asked for one."""
        w, session = self._window, self.session
        if session is None or not session.spec.is_over(session.state):
            return
        self.result_timer.stop()
        if self.result_screen is not None:
            self.result_screen.raise_()
            return
        _ = w.statistics  # it adds today's best score to the result screen
        mode = w.mode
        dialog = mode.result_screen(w)
        if dialog is None:  # a game without a result screen: the result stands at once
            self._result_closed(session, mode, None)
            return
        from PySide6.QtCore import Qt

        from copenhagen_gui.shell.table_kit.result_screen import ResultScreen

        self.result_screen = dialog
        if isinstance(dialog, ResultScreen):
            dialog.set_reveal(w.settings.count_scores)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _code: self._result_closed(session, mode, dialog))
        dialog.open()

    def _result_closed(self, session, mode, dialog) -> None:
        if dialog is not None:
            self.result_screen = None
            dialog.deleteLater()
        if self.session is not session:
            return  # the game left the table meanwhile
        w = self._window
        self.result_accepted = session
        w.commands.forget_shown()  # same state, other commands
        w._refresh()
        if mode.after_result(dialog):
            w.new_game()

    def _close_result_screen(self) -> None:
        """The game leaves: its result screen goes with it, answering nothing."""
        dialog, self.result_screen = self.result_screen, None
        if dialog is not None:
            dialog.finished.disconnect()
            dialog.close()
            dialog.deleteLater()
