"""The home screen as a page of the window: made when first shown (``shell.home_screen``),
its buttons wired to what the window does, in front of the table or not. While it is in
front the game on the table waits (the table's commands are off, computer players
pause)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from copenhagen_gui.shell import i18n
from copenhagen_gui.shell.text import fill


class HomePage(QObject):
    def __init__(self, window):
        super().__init__(window)
        self._window = window

    def show(self) -> None:
        """Game > Home: the home screen in front of the table; the game waits."""
        w = self._window
        if w.home is None:
            from copenhagen_gui.shell.home_screen import HomeScreen

            w.home = HomeScreen()
            w.table_stack.addWidget(w.home)
            w.home.continue_requested.connect(self.leave)
            w.home.new_game_requested.connect(lambda game: w.new_game(game))
            w.home.learn_requested.connect(lambda game: w.start_tutorial(game))
            # The statistics' modules load when first asked for (start-up speed).
            w.home.todays_requested.connect(lambda game: w.statistics.start_todays_game(game))
            w.home.rules_requested.connect(lambda game: w.show_rules(game))
            w.home.statistics_requested.connect(lambda: w.statistics.show_statistics())
        w.preview.end()
        if w.mode is not None:
            w.home.choose(w.mode.game_id)
        w.home.set_kept(self.kept_description())
        w.table_stack.setCurrentWidget(w.home)
        if w.session is not None:
            w.preview.lock.lock(holder="home")
        w.commands.forget_shown()
        w._refresh()  # with no game yet: nothing to undo, save or hint
        w.update_title()

    def shown(self) -> bool:
        w = self._window
        return w.home is not None and w.table_stack.currentWidget() is w.home

    def leave(self) -> None:
        """The table in front again (Continue, or a game put on it)."""
        if not self.shown():
            return
        w = self._window
        w.preview.lock.unlock("home")
        if w.mode is not None:
            w.table_stack.setCurrentWidget(w.mode.table_widget())
        w._refresh()
        w.update_title()

    def kept_description(self) -> str:
        """The game Continue takes up: "Copenhagen Roll & Write — Anna and Mads, 14:32"."""
        w = self._window
        s = w.session
        if s is None or s.spec.is_over(s.state):
            return ""
        translate = QCoreApplication.translate
        text = fill(translate("MainWindow", "%1 — %2"), w.mode.title(), i18n.join_names(list(s.names)))
        kept_at = w.autosave.kept_at()
        if kept_at is not None:
            from PySide6.QtCore import QDateTime, QLocale

            when = QDateTime.fromSecsSinceEpoch(int(kept_at))
            text += "\n" + fill(translate("MainWindow", "Kept %1"),
                                QLocale().toString(when, QLocale.FormatType.ShortFormat))
        return text
