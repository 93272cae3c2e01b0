"""How a game comes to the window's table: a start of the program (the kept game, else
the home screen), New game, a game computer players play for the watcher, Learn the
game, and a past game from the Statistics. Each ends in ``window.set_session`` (the
host, ``shell.game_host``, owns the game from there); the players' names to offer next
time are remembered here.

Its texts keep the window's translation context ("MainWindow")."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject

from copenhagen_gui.core import catalogue, registry
from copenhagen_gui.shell import game_names

# Who plays when the user asks to watch a game (as many as the game seats, up to three).
WATCH_LEVELS = ("strong", "normal", "easy")


class GameStarts(QObject):
    def __init__(self, window):
        super().__init__(window)
        self._window = window

    # --- a start of the program ------------------------------------------------------------

    def start_up(self) -> None:
        """What a start of the program shows: the kept (autosaved, unfinished) game
        straight on the table, else the home screen."""
        w = self._window
        record = w.files.load_autosave(footer=QCoreApplication.translate(
            "MainWindow", "The file was kept as %1. The home screen opens."))
        if record is None or not self.resume(record):
            w.show_home()

    def start(self, offer_resume: bool = True) -> None:
        """A game on the table at once: the kept game (``offer_resume``), otherwise a
        new game of the first game with last time's names."""
        w = self._window
        record = w.files.load_autosave() if offer_resume else None
        if record is not None and self.resume(record):
            return
        count = 2  # the first game is a two-player game; Game > New game offers more
        names = w.settings.player_names[:count]
        first = catalogue.first_game()
        self.begin_game(registry.get(first).default_options(count), names, game_id=first)
        self._tell_second_window()

    def resume(self, record) -> bool:
        """The kept game back on the table, without a question; its title names the
        file it was last saved to, if any."""
        from copenhagen_gui.core.record import RecordError  # load with the first game
        from copenhagen_gui.session.game_session import GameSession

        w = self._window
        try:
            session = GameSession(record, describe=w.describe(record.game))
        except RecordError:
            return False
        kept = w.files.kept_file_for(record)
        w.set_session(session, source=kept or w.autosave.path)
        if kept is not None:
            session.file_path = kept
            w.update_title()
        w.show_message(QCoreApplication.translate("MainWindow", "The unfinished game is back on the table."))
        self._tell_second_window()
        return True

    def _tell_second_window(self):
        w = self._window
        if w.autosave.slot.number > 1:
            # In the status bar: it stays while the game's own messages come and go.
            w.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow",
                "Another window of the game is open: this one plays a game of its own, saved separately."))

    # --- New game ----------------------------------------------------------------------------

    def new_game(self, game_id: str | None = None) -> bool:
        """Game > New game (``game_id``: the game chosen, by default the one on the table)."""
        w = self._window
        count = len(w.session.names) if w.session else 2
        remembered = w.settings.player_names
        names = list(w.session.names) if w.session else []
        # Computer players' names are not offered again: the seat may be a person now.
        names = [remembered[i] if i < len(w.bot_levels) and w.bot_levels[i] else name
                 for i, name in enumerate(names)]
        names += remembered[len(names):]
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog  # loads on first use: faster start

        dialog = self.new_game_dialog(names, count, game_id)
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        dialog.deleteLater()
        w.activateWindow()  # the keys go to the table again
        if not accepted or not w.may_discard():
            return False
        return self.begin_game(dialog.options(random.Random()), dialog.names(), dialog.seed(),
                               bots=dialog.bots(), game_id=dialog.game_id())

    def new_game_dialog(self, names, count, game_id: str | None = None):
        """The New game dialog, offering every game of the catalogue."""
        from copenhagen_gui.shell.new_game_dialog import NewGameDialog

        w = self._window
        current = game_id or (w.session.spec.game_id if w.session else catalogue.first_game())
        return NewGameDialog(names, count, w, bots=w.bot_levels, games=game_names.titles(), game=current,
                             options_page=lambda game_id: w.modes.mode_for(game_id).options_page())

    def begin_game(self, options, names, seed=None, bots=None, game_id: str | None = None) -> bool:
        """A new game the players chose; its mode may ask a setup question first."""
        game_id = game_id or self.default_game()
        return self._window.modes.mode_for(game_id).begin_game(options, names, seed, bots=bots)

    def start_game(self, options, names, seed=None, autosave: bool = True, bots=None,
                   game_id: str | None = None) -> bool:
        """A new game on the table; ``bots``: the computer level of each seat;
        ``game_id``: by default the game on the table (the first game in an empty window)."""
        from copenhagen_gui.session.game_session import GameSession

        w = self._window
        game_id = game_id or self.default_game()
        if autosave:
            # A computer's name is not a person's name to remember.
            remembered = w.settings.player_names
            w.settings.player_names = [
                remembered[i] if bots and bots[i] else name for i, name in enumerate(names)]
        spec = registry.get(game_id)
        w.set_session(GameSession.new_game(spec, options, names, seed, bots=bots,
                                           describe=w.describe(game_id)), autosave=autosave)
        if autosave:
            # Nothing to lose yet, but the old unfinished game must not come back.
            w.autosave.clear()
        w.mode.game_started()
        return True

    def default_game(self) -> str:
        mode = self._window.mode
        return mode.game_id if mode is not None else catalogue.first_game()

    # --- a past game, a watched game, a guided game ---------------------------------------------

    def open_record_readonly(self, record) -> bool:
        """A past game (from the Statistics) on the table as it ended, with its
        History to look back through; not kept, no move can be made."""
        from copenhagen_gui.core.record import RecordError
        from copenhagen_gui.session.game_session import GameSession

        w = self._window
        try:
            session = GameSession(record, describe=w.describe(record.game))
        except RecordError as error:
            w.files.show_open_error(Path(record.game), error)
            return False
        if not w.may_discard():
            return False
        w.set_session(session, autosave=False)
        w.history_dock.show()
        return True

    def start_watch(self, game_id: str | None = None) -> bool:
        """Computer players play a whole game of ``game_id`` (by default the game in
        front): a strong, a normal and an easy one, as many as it seats; a dock tells
        what happens."""
        from copenhagen_gui.session.bot_driver import bot_player_name

        w = self._window
        if not w.may_discard():
            return False
        game_id = game_id or self.default_game()
        mode = w.modes.mode_for(game_id)
        spec = registry.get(game_id)
        levels = WATCH_LEVELS[:max(spec.min_seats, min(len(WATCH_LEVELS), spec.max_seats))]
        self._watch_dock()
        w.watch_panel.clear()
        names = [bot_player_name(i, lv) for i, lv in enumerate(levels)]
        w.watch_panel.set_players(names, levels)
        options = mode.watch_options(len(levels), random.Random())
        self.start_game(options, names, autosave=False, bots=levels, game_id=game_id)
        w.host.narrate(w.mode.narrator(), w.watch_panel)
        w.watch_dock.show()
        return True

    def _watch_dock(self) -> None:
        """The Commentary dock, made when a game is first watched."""
        w = self._window
        if w.watch_dock is None:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QDockWidget

            from copenhagen_gui.shell.watch_panel import WatchPanel

            w.watch_dock = QDockWidget(w)
            w.watch_dock.setObjectName("watch-dock")
            w.watch_panel = WatchPanel(w.bot_driver)
            w.watch_dock.setWidget(w.watch_panel)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, w.watch_dock)
            w.retranslate()

    def start_tutorial(self, game_id: str | None = None) -> bool:
        """Learn the game: the guided game of ``game_id`` (by default the game in
        front), when it has one."""
        w = self._window
        mode = w.modes.mode_for(game_id) if game_id else w.mode
        if mode is None or not mode.has_tutorial() or not w.may_discard():
            return False
        if w.watch_dock is not None:
            w.watch_dock.hide()
        return mode.start_tutorial()
