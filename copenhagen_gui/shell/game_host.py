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
(``QDialog.open``): nothing waits inside it, and a closed window never opens one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from copenhagen_gui.session.game_session import GameSession

# Let the final marks show on the table before the result screen covers it.
RESULT_DELAY_MS = 600


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

    # --- on and off the table ---------------------------------------------------------

    def put(self, session: GameSession, autosave: bool = True, source: Path | None = None) -> None:
        """Put ``session`` on the table in place of the game there (which goes).
        ``autosave``: keep the autosave file up to date (not for a guided, watched or
        past game); ``source``: a file that already holds this game."""
        w = self._window
        mode = w.modes.mode_for(session.spec.game_id)
        old = self._take_off(next_mode=mode)
        _ = w.history_dock  # made with the first game, before anything refers to it
        if w.result_extras is None:
            from copenhagen_gui.shell.result_extras import ResultExtras

            w.result_extras = ResultExtras(w)
        w.modes.show(session.spec.game_id)
        w.home_page.leave()
        w.bot_levels = session.bots
        if w.watch_dock is not None and not all(w.bot_levels):
            w.watch_dock.hide()
        self.session = session
        session.setParent(w)
        w.undo_policy.session = session
        self.result_shown = session.spec.is_over(session.state)
        w.history_view.set_game(session, mode)
        session.undo_stack.indexChanged.connect(w._refresh)
        session.undo_stack.cleanChanged.connect(w.update_title)
        w.autosave.attach(session, autosave, source)  # lets go of the old game first (written)
        if autosave and source is None:
            w.settings.kept_file = None  # a new game: no file holds it yet
        # First: every refresh from here on asks the driver about this session. A
        # computer player who starts moves after its delay, once the table shows the game.
        w.bot_driver.set_session(session, w.bot_levels)
        mode.set_session(session)
        if old is not None and old is not session:
            old.deleteLater()  # nothing listens to it any more
        w.zoom_to_fit()
        w.update_title()
        w.commands.forget_shown()  # new seats, a new autosave: refresh whatever the state
        w._refresh()

    def close(self) -> None:
        """The window closes: the game leaves the table (it is kept by the autosave,
        already written) and no timer of its may fire any more."""
        old = self._take_off(next_mode=None)
        if old is not None:
            old.deleteLater()

    def _take_off(self, next_mode) -> GameSession | None:
        """Everything that listens to the game on the table lets go of it, the session
        still alive; returns the session (for the caller to delete once the next game
        is on). ``next_mode``: the mode of the next game (None: none comes)."""
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
        self.stop_narrating()
        w.bot_driver.set_session(None)
        if w.has_history_dock():
            w.history_view.set_game(None, None)
        w.undo_policy.session = None
        self.result_accepted = None
        old.undo_stack.indexChanged.disconnect(w._refresh)
        old.undo_stack.cleanChanged.disconnect(w.update_title)
        self.session = None
        return old

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

        self.result_screen = dialog
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
